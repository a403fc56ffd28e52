/*
 * test_model_numbers.c: numbers out of range and values Spark never writes
 * (issue 16). Numbers are read as Spark reads them (Jackson's longValue /
 * intValue: a double saturates, too long an integer keeps its low bits),
 * sums and differences in the model saturate, and nonsense (negative
 * metrics, a launch after the finish, swapped TaskStart/TaskEnd, a run time
 * longer than the task) is counted in stats.incons with its first line and
 * offset, and not used as a real value. Every model is built twice: through
 * the task-line fast path (flags 0) and through the JSON tape (KEEP_TASKS).
 * The asan build runs this under UBSan, which fails on any signed overflow.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/rest.h"
#include <unistd.h>

static int64_t jlong(const char *text)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error err;
    int64_t v = 12345;
    if (sdx_json_parse(&d, text, strlen(text), &err) < 0 || sdx_json_long(&d, 0, &v) < 0)
        v = 12345;
    sdx_jdoc_free(&d);
    return v;
}

static int64_t jint(const char *text)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error err;
    int32_t v = 12345;
    if (sdx_json_parse(&d, text, strlen(text), &err) < 0 || sdx_json_int(&d, 0, &v) < 0)
        v = 12345;
    sdx_jdoc_free(&d);
    return v;
}

TEST(numbers_convert_as_jackson_does)
{
    /* DoubleNode.longValue(): Java's (long) cast saturates, toward zero */
    CHECK(jlong("1e23") == INT64_MAX);
    CHECK(jlong("1e308") == INT64_MAX);
    CHECK(jlong("1e400") == INT64_MAX);   /* Double.parseDouble: Infinity */
    CHECK(jlong("-1e308") == INT64_MIN);
    CHECK(jlong("9.3e18") == INT64_MAX);
    CHECK_EQ_INT(jlong("1.9"), 1);
    CHECK_EQ_INT(jlong("-1.9"), -1);
    CHECK_EQ_INT(jlong("1.5e3"), 1500);
    CHECK_EQ_INT(jlong("1e-5"), 0);
    /* LongNode exact, BigIntegerNode.longValue(): the low 64 bits */
    CHECK_EQ_INT(jlong("1234"), 1234);
    CHECK(jlong("9223372036854775807") == INT64_MAX);
    CHECK(jlong("-9223372036854775808") == INT64_MIN);
    CHECK(jlong("9223372036854775808") == INT64_MIN);
    CHECK(jlong("-9223372036854775809") == INT64_MAX);
    CHECK_EQ_INT(jlong("18446744073709551617"), 1);   /* 2^64 + 1 */
    CHECK_EQ_INT(jlong("18446744073709551616"), 0);
    CHECK_EQ_INT(jlong("-18446744073709551617"), -1);
    CHECK_EQ_INT(jlong("\"7\""), 12345);            /* not a number */
    /* intValue(): (int) of a long keeps the low 32 bits; of a double saturates */
    CHECK_EQ_INT(jint("2147483647"), INT32_MAX);
    CHECK_EQ_INT(jint("2147483648"), INT32_MIN);
    CHECK_EQ_INT(jint("4294967297"), 1);
    CHECK_EQ_INT(jint("18446744073709551615"), -1);
    CHECK_EQ_INT(jint("1e23"), INT32_MAX);
    CHECK_EQ_INT(jint("-1e10"), INT32_MIN);
    CHECK_EQ_INT(jint("2.5"), 2);
}

#define APP_START "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\",\"Timestamp\":1000,\"User\":\"u\"}\n"
#define EXEC_ADDED(id, cores) "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":1001,\"Executor ID\":\"" id "\",\"Executor Info\":{\"Host\":\"h\",\"Total Cores\":" cores ",\"Log Urls\":{}}}\n"
#define STAGE_SUB "{\"Event\":\"SparkListenerStageSubmitted\",\"Stage Info\":{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":4,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":1200}}\n"
#define TINFO(t, launch, fin) "\"Task Info\":{\"Task ID\":" t ",\"Index\":" t ",\"Attempt\":0,\"Launch Time\":" launch ",\"Executor ID\":\"1\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":" fin ",\"Failed\":false,\"Killed\":false}"
#define TSTART(t, launch) "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":0,\"Stage Attempt ID\":0," TINFO(t, launch, "0") "}\n"
#define METRICS(run, spill, cpu) "\"Task Metrics\":{\"Executor Deserialize Time\":5,\"Executor Run Time\":" run ",\"Executor CPU Time\":" cpu ",\"Result Size\":10,\"JVM GC Time\":1,\"Result Serialization Time\":0,\"Memory Bytes Spilled\":" spill ",\"Disk Bytes Spilled\":0,\"Shuffle Read Metrics\":{\"Remote Blocks Fetched\":0,\"Local Blocks Fetched\":1,\"Fetch Wait Time\":0,\"Remote Bytes Read\":100,\"Local Bytes Read\":50,\"Total Records Read\":7},\"Shuffle Write Metrics\":{\"Shuffle Bytes Written\":0,\"Shuffle Write Time\":0,\"Shuffle Records Written\":0},\"Input Metrics\":{\"Bytes Read\":0,\"Records Read\":0},\"Output Metrics\":{\"Bytes Written\":0,\"Records Written\":0}}"
#define TEND(t, launch, fin, metrics) "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\",\"Task End Reason\":{\"Reason\":\"Success\"}," TINFO(t, launch, fin) "," metrics "}\n"

static sdx_model *build(const char *text, int flags)
{
    sdx_model *m = NULL;
    sdx_error err;
    sdx_model_build_mem(text, strlen(text), "numbers-log", flags, &m, &err);
    return m;
}

static uint64_t incons(const sdx_model *m, int k)
{
    return m->stats.incons[k].count;
}

TEST(extreme_numbers_saturate_in_the_model)
{
    /* Run times of 1e23 (Long.MAX for Spark) summed twice; a Finish Time of
     * Long.MAX; Total Cores of 1e23 (Int.MAX) and 2^31 (wraps to Int.MIN as
     * LongNode.intValue does). */
    static const char *log =
        APP_START EXEC_ADDED("1", "1e23") EXEC_ADDED("2", "2147483648") STAGE_SUB
        TSTART("1", "1300") TSTART("2", "1300") TSTART("3", "1300")
        TEND("1", "1300", "9223372036854775807", METRICS("1e23", "0", "1e308"))
        TEND("2", "1300", "9223372036854775807", METRICS("1e23", "0", "18446744073709551617"))
        TEND("3", "1300", "1500", METRICS("100", "0", "-1e308"));
    for (int pass = 0; pass < 2; pass++) {
        sdx_model *m = build(log, pass ? SDX_KEEP_TASKS : 0);
        CHECK(m != NULL);
        if (!m)
            continue;
        const sdx_stage *s = sdx_model_stage(m, 0, 0);
        CHECK(s != NULL);
        if (s) {
            CHECK(s->m[SDX_TM_EXECUTOR_RUN_TIME] == INT64_MAX);
            CHECK(s->m[SDX_TM_EXECUTOR_CPU_TIME] == INT64_MAX);   /* 1e308 + 1 + 0 (the -1e308 is taken as 0) */
            CHECK_EQ_INT(s->completed_tasks, 3);
        }
        const sdx_executor *e1 = sdx_model_executor(m, "1"), *e2 = sdx_model_executor(m, "2");
        CHECK(e1 && e2);
        if (e1 && e2) {
            CHECK_EQ_INT(e1->total_cores, INT32_MAX);
            CHECK_EQ_INT(e2->total_cores, INT32_MIN);
            CHECK(e1->total_duration == INT64_MAX);   /* two durations of ~Long.MAX */
        }
        if (pass && s && s->ntasks == 3) {
            CHECK(s->tasks[0].duration == INT64_MAX - 1300);
            CHECK_EQ_INT(s->tasks[1].m[SDX_TM_EXECUTOR_CPU_TIME], 1);   /* 2^64 + 1 */
        }
        CHECK_EQ_INT(incons(m, SDX_INCONS_NEGATIVE_TIME), 1);
        sdx_model_free(m);
    }
}

TEST(nonsense_is_counted_with_its_first_line_and_not_used)
{
    /* line 4: negative spill; line 6: Launch Time -1; lines 7-8: a TaskEnd
     * before its TaskStart; line 10: run time 900 ms in a 100 ms task;
     * line 11: a finish before the launch. */
    static const char *log =
        APP_START EXEC_ADDED("1", "4") STAGE_SUB                               /* 1-3 */
        TEND("1", "1300", "1500", METRICS("100", "-190000000000", "10"))       /* 4 */
        TSTART("2", "-1")                                                      /* 5 */
        TEND("2", "-1", "1500", METRICS("100", "0", "10"))                     /* 6 */
        TEND("3", "1300", "1500", METRICS("100", "0", "10"))                   /* 7 */
        TSTART("3", "1300")                                                    /* 8 */
        TSTART("4", "1300")                                                    /* 9 */
        TEND("4", "1300", "1400", METRICS("900", "0", "10"))                   /* 10 */
        TEND("5", "1600", "1400", METRICS("10", "0", "10"));                   /* 11 */
    for (int pass = 0; pass < 2; pass++) {
        sdx_model *m = build(log, pass ? SDX_KEEP_TASKS : 0);
        CHECK(m != NULL);
        if (!m)
            continue;
        const sdx_build_stats *st = &m->stats;
        CHECK_EQ_INT(incons(m, SDX_INCONS_NEGATIVE_SIZE), 1);
        CHECK_EQ_INT(st->incons[SDX_INCONS_NEGATIVE_SIZE].line, 4);
        CHECK_EQ_INT(st->incons[SDX_INCONS_NEGATIVE_SIZE].offset,
                     strlen(APP_START EXEC_ADDED("1", "4") STAGE_SUB));
        CHECK(st->incons[SDX_INCONS_NEGATIVE_SIZE].file &&
              strcmp(st->incons[SDX_INCONS_NEGATIVE_SIZE].file, "numbers-log") == 0);
        CHECK_EQ_INT(incons(m, SDX_INCONS_NEGATIVE_TIME), 0);
        CHECK_EQ_INT(incons(m, SDX_INCONS_TASK_TIMES), 2);
        CHECK_EQ_INT(st->incons[SDX_INCONS_TASK_TIMES].line, 6);
        /* tasks 1, 3 and 5 ended without a start */
        CHECK_EQ_INT(incons(m, SDX_INCONS_END_WITHOUT_START), 3);
        CHECK_EQ_INT(st->incons[SDX_INCONS_END_WITHOUT_START].line, 4);
        CHECK_EQ_INT(incons(m, SDX_INCONS_START_AFTER_END), 1);
        CHECK_EQ_INT(st->incons[SDX_INCONS_START_AFTER_END].line, 8);
        CHECK_EQ_INT(incons(m, SDX_INCONS_RUN_OVER_DURATION), 1);
        CHECK_EQ_INT(st->incons[SDX_INCONS_RUN_OVER_DURATION].line, 10);
        CHECK_EQ_INT(st->incons_total, 1 + 2 + 3 + 1 + 1);
        CHECK(strcmp(sdx_incons_names[SDX_INCONS_START_AFTER_END], "TaskStart after TaskEnd") == 0);
        const sdx_stage *s = sdx_model_stage(m, 0, 0);
        CHECK(s != NULL);
        if (s)   /* the negative spill is not summed */
            CHECK_EQ_INT(s->m[SDX_TM_MEMORY_BYTES_SPILLED], 0);
        const sdx_executor *e = sdx_model_executor(m, "1");
        CHECK(e != NULL);
        if (e)   /* durations: task 1 200, task 2 unknown, 3 200, 4 100, 5 unknown */
            CHECK_EQ_INT(e->total_duration, 200 + 200 + 100);
        if (pass && s) {
            for (uint32_t i = 0; i < s->ntasks; i++)
                if (s->tasks[i].task_id == 2)
                    CHECK_EQ_INT(s->tasks[i].duration, -1);
        }
        sdx_model_free(m);
    }
    /* A valid log counts nothing. */
    static const char *ok = APP_START EXEC_ADDED("1", "4") STAGE_SUB TSTART("1", "1300")
        TEND("1", "1300", "1500", METRICS("100", "0", "10"));
    sdx_model *m = build(ok, 0);
    CHECK(m && m->stats.incons_total == 0 && m->stats.incons[0].file == NULL);
    sdx_model_free(m);
}

/* fuzz_model's first finding under UBSan: the REST stage object summed
 * Local and Remote Bytes Read of 1e308 (Long.MAX each) and overflowed. */
#define METRICS_READ(rb) "\"Task Metrics\":{\"Executor Run Time\":10,\"Shuffle Read Metrics\":{\"Remote Blocks Fetched\":0,\"Local Blocks Fetched\":1,\"Fetch Wait Time\":0,\"Remote Bytes Read\":" rb ",\"Local Bytes Read\":" rb ",\"Total Records Read\":7}}"
TEST(rest_sums_of_huge_metrics_saturate)
{
    static const char *log = APP_START EXEC_ADDED("1", "4") STAGE_SUB TSTART("1", "1300")
        TEND("1", "1300", "1500", METRICS_READ("1e308")) TSTART("2", "1300")
        TEND("2", "1300", "1500", METRICS_READ("9223372036854775807"));
    char path[] = "/tmp/sdx-numbers-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0)
        return;
    CHECK(write(fd, log, strlen(log)) == (ssize_t)strlen(log));
    close(fd);
    sdx_rest *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_rest_open(path, &r, &err), 0);
    if (r) {
        const char *paths[] = {"applications/app-1/stages", "applications/app-1/stages/0/0",
                               "applications/app-1/stages/0/0/taskList", "applications/app-1/executors"};
        for (size_t i = 0; i < 4; i++) {
            sdx_buf out;
            sdx_buf_init(&out);
            const char *warning = NULL;
            CHECK_EQ_INT(sdx_rest_get(r, paths[i], &out, &warning), 200);
            sdx_buf_put(&out, "", 1);
            if (i < 2)
                CHECK(strstr(out.data, "\"shuffleReadBytes\" : 9223372036854775807") != NULL);
            sdx_buf_free(&out);
        }
        sdx_rest_close(r);
    }
    unlink(path);
}

/* Blank lines are skipped by the reader (a newline scan) but still counted,
 * and positions after them are right. */
TEST(blank_lines_are_counted_by_the_model)
{
    static const char *log = APP_START "\n\n\r\n" EXEC_ADDED("1", "4") "\n" STAGE_SUB
        TEND("1", "1300", "1500", METRICS("100", "-5", "10")) "\n\n";
    sdx_model *m = build(log, 0);
    CHECK(m != NULL);
    if (m) {
        CHECK_EQ_INT(m->stats.lines, 10);
        CHECK_EQ_INT(m->stats.bytes, strlen(log));
        CHECK_EQ_INT(m->stats.incons[SDX_INCONS_NEGATIVE_SIZE].line, 8);
        CHECK_EQ_INT(m->stats.incons[SDX_INCONS_NEGATIVE_SIZE].offset,
                     strlen(APP_START "\n\n\r\n" EXEC_ADDED("1", "4") "\n" STAGE_SUB));
        sdx_model_free(m);
    }
}

/* fuzz_model_numbers' findings under UBSan, each a unit test: the driver's
 * totalDuration from a start time of Long.MIN, a task cpus amount of 1e23
 * (Spark's amount.toInt saturates), and the REST date of Long.MIN. */
TEST(fuzz_model_numbers_findings)
{
    char d[32];
    sdx_format_date(-1, d);
    CHECK_EQ_STR(d, "1969-12-31T23:59:59.999GMT");
    sdx_format_date(-1000, d);
    CHECK_EQ_STR(d, "1969-12-31T23:59:59.000GMT");
    sdx_format_date(INT64_MIN, d);   /* no overflow; some text */
    CHECK(strlen(d) > 0);
    sdx_format_date(INT64_MAX, d);
    CHECK(strlen(d) > 0);

    static const char *log =
        "{\"Event\":\"SparkListenerResourceProfileAdded\",\"Resource Profile Id\":0,\"Executor Resource Requests\":{},"
        "\"Task Resource Requests\":{\"cpus\":{\"Resource Name\":\"cpus\",\"Amount\":1e23}}}\n"
        "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\",\"Timestamp\":-9223372036854775808,\"User\":\"u\"}\n"
        "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":1001,\"Executor ID\":\"driver\",\"Executor Info\":{\"Host\":\"h\",\"Total Cores\":4,\"Log Urls\":{}}}\n"
        "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":1646432743219}\n";
    sdx_model *m = build(log, 0);
    CHECK(m != NULL);
    if (m) {
        CHECK(m->nprofiles >= 1 && m->profiles[0].internal_task_cpus == INT32_MAX);
        CHECK(m->attempt.duration == INT64_MAX);
        sdx_model_free(m);
    }
    char path[] = "/tmp/sdx-numbers-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0)
        return;
    CHECK(write(fd, log, strlen(log)) == (ssize_t)strlen(log));
    close(fd);
    sdx_rest *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_rest_open(path, &r, &err), 0);
    if (r) {
        sdx_buf out;
        sdx_buf_init(&out);
        const char *warning = NULL;
        CHECK_EQ_INT(sdx_rest_get(r, "applications/app-1/allexecutors", &out, &warning), 200);
        sdx_buf_put(&out, "", 1);
        CHECK(strstr(out.data, "\"totalDuration\" : 9223372036854775807") != NULL);
        sdx_buf_free(&out);
        sdx_rest_close(r);
    }
    unlink(path);
}

/* A job's task count sums its stages' Number of Tasks in a Java Int: two
 * stages of Int.MAX tasks give -2 there, and here (no C overflow). */
TEST(task_count_sums_wrap_as_java_ints)
{
    static const char *log = APP_START
        "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":0,\"Submission Time\":1100,\"Stage Infos\":["
        "{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":\"a\",\"Number of Tasks\":2147483647,\"RDD Info\":[],\"Details\":\"\"},"
        "{\"Stage ID\":1,\"Stage Attempt ID\":0,\"Stage Name\":\"b\",\"Number of Tasks\":1e23,\"RDD Info\":[],\"Details\":\"\"}],"
        "\"Stage IDs\":[0,1],\"Properties\":{}}\n"
        "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":0,\"Completion Time\":2100,\"Job Result\":{\"Result\":\"JobSucceeded\"}}\n";
    sdx_model *m = build(log, 0);
    CHECK(m != NULL);
    if (m) {
        const sdx_job *j = sdx_model_job(m, 0);
        CHECK(j != NULL);
        if (j) {
            CHECK_EQ_INT(j->num_tasks, -2);
            CHECK_EQ_INT(j->skipped_tasks, -2);   /* both stages never ran */
        }
        sdx_model_free(m);
    }
}
