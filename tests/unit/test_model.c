/*
 * test_model.c: the model builder on hand-written event sequences (each one
 * a rule of AppStatusListener that the corpus does not pin down) and on
 * damaged input: cut lines, damaged compressed streams, unknown events.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zstd.h>

#include "harness.h"
#include "sparkdx/model.h"
#include "sparkdx/rest.h"
#include "util/util.h"

static sdx_model *build(const char *text, int flags, sdx_error *err)
{
    sdx_model *m = NULL;
    sdx_model_build_mem(text, strlen(text), "test-log", flags, &m, err);
    return m;
}

#define APP_START "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\",\"Timestamp\":1000,\"User\":\"u\"}\n"
#define EXEC_ADDED(id) "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":1001,\"Executor ID\":\"" id "\",\"Executor Info\":{\"Host\":\"h" id "\",\"Total Cores\":4,\"Log Urls\":{}}}\n"
#define JOB_START(j, s) "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":" #j ",\"Submission Time\":1100,\"Stage Infos\":[{\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\"}],\"Stage IDs\":[" #s "],\"Properties\":{}}\n"
#define STAGE_SUB(s) "{\"Event\":\"SparkListenerStageSubmitted\",\"Stage Info\":{\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":1200}}\n"
#define TASK_START(s, t, i, e) "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Task Info\":{\"Task ID\":" #t ",\"Index\":" #i ",\"Attempt\":0,\"Launch Time\":1300,\"Executor ID\":\"" e "\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":0,\"Failed\":false,\"Killed\":false}}\n"
#define METRICS(run, spill) "\"Task Metrics\":{\"Executor Deserialize Time\":5,\"Executor Run Time\":" #run ",\"Result Size\":10,\"JVM GC Time\":1,\"Result Serialization Time\":0,\"Memory Bytes Spilled\":" #spill ",\"Disk Bytes Spilled\":0,\"Shuffle Read Metrics\":{\"Remote Blocks Fetched\":0,\"Local Blocks Fetched\":1,\"Fetch Wait Time\":0,\"Remote Bytes Read\":100,\"Local Bytes Read\":50,\"Total Records Read\":7},\"Shuffle Write Metrics\":{\"Shuffle Bytes Written\":0,\"Shuffle Write Time\":0,\"Shuffle Records Written\":0},\"Input Metrics\":{\"Bytes Read\":0,\"Records Read\":0},\"Output Metrics\":{\"Bytes Written\":0,\"Records Written\":0}}"
#define TASK_END(s, t, i, e, reason, failed, fin, metrics) "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\",\"Task End Reason\":" reason ",\"Task Info\":{\"Task ID\":" #t ",\"Index\":" #i ",\"Attempt\":0,\"Launch Time\":1300,\"Executor ID\":\"" e "\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":" #fin ",\"Failed\":" failed ",\"Killed\":false}," metrics "}\n"
#define STAGE_DONE(s) "{\"Event\":\"SparkListenerStageCompleted\",\"Stage Info\":{\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":1200,\"Completion Time\":2000}}\n"
#define JOB_END(j) "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":" #j ",\"Completion Time\":2100,\"Job Result\":{\"Result\":\"JobSucceeded\"}}\n"
#define SUCCESS "{\"Reason\":\"Success\"}"
#define EXC "{\"Reason\":\"ExceptionFailure\",\"Class Name\":\"java.lang.NumberFormatException\",\"Description\":\"bad\",\"Stack Trace\":[{\"Declaring Class\":\"A\",\"Method Name\":\"b\",\"File Name\":\"A.java\",\"Line Number\":3}]}"

static const char *APP =
    APP_START EXEC_ADDED("1") JOB_START(0, 0) STAGE_SUB(0)
    TASK_START(0, 1, 0, "1") TASK_START(0, 2, 1, "1")
    TASK_END(0, 1, 0, "1", SUCCESS, "false", 1500, METRICS(150, 0))
    TASK_END(0, 2, 1, "1", EXC, "true", 1400, METRICS(70, 4096))
    TASK_START(0, 3, 1, "1")
    TASK_END(0, 3, 1, "1", SUCCESS, "false", 1900, METRICS(500, 1024))
    STAGE_DONE(0) JOB_END(0);

TEST(stage_totals_include_failed_attempts)
{
    sdx_error err;
    sdx_model *m = build(APP, SDX_KEEP_TASKS, &err);
    CHECK(m != NULL);
    if (!m)
        return;
    const sdx_stage *s = sdx_model_stage(m, 0, 0);
    CHECK(s != NULL);
    if (s) {
        CHECK_EQ_INT(s->status, SDX_STAGE_COMPLETE);
        CHECK_EQ_INT(s->completed_tasks, 2);
        CHECK_EQ_INT(s->failed_tasks, 1);
        CHECK_EQ_INT(s->completed_indices, 2);
        /* sums over every task end (the failed attempt included) */
        CHECK_EQ_INT(s->m[SDX_TM_EXECUTOR_RUN_TIME], 150 + 70 + 500);
        CHECK_EQ_INT(s->m[SDX_TM_MEMORY_BYTES_SPILLED], 4096 + 1024);
        CHECK_EQ_INT(s->ntasks, 3);
        /* taskSummary counts successful tasks only: the max run time is 500 */
        double q[] = {0.0, 0.5, 1.0}, out[SDX_TS_COUNT * 3];
        CHECK_EQ_INT(sdx_stage_task_summary(s, q, 3, out), 2);
        CHECK(out[SDX_TM_EXECUTOR_RUN_TIME * 3 + 0] == 150.0);
        CHECK(out[SDX_TM_EXECUTOR_RUN_TIME * 3 + 2] == 500.0);
        /* the failed task's stored metrics are "negated" (SPARK-26260) */
        const sdx_task *failed = &s->tasks[1];
        CHECK_EQ_INT(failed->status, SDX_TASK_FAILED);
        CHECK(sdx_task_stored(failed, SDX_TM_EXECUTOR_RUN_TIME) == -71);
        CHECK_EQ_INT(sdx_task_metric_api(failed, SDX_TM_EXECUTOR_RUN_TIME), 70);
        /* ...with makeNegative's argument order: records read lands in the
         * remote-merged-requests slot, shown back as such */
        CHECK_EQ_INT(sdx_task_metric_api(failed, SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION), 7);
        CHECK(failed->error && strstr(failed->error, "java.lang.NumberFormatException: bad\n        A.b(A.java:3)"));
    }
    const sdx_job *j = sdx_model_job(m, 0);
    CHECK(j && j->status == SDX_JOB_SUCCEEDED && j->completed_tasks == 2 && j->failed_tasks == 1);
    const sdx_executor *e = sdx_model_executor(m, "1");
    CHECK(e && e->completed_tasks == 2 && e->failed_tasks == 1 && e->total_tasks == 3);
    CHECK_EQ_INT(m->stats.unknown_events, 0);
    sdx_model_free(m);
}

TEST(unknown_events_and_cut_last_line_are_tolerated)
{
    char *text = malloc(strlen(APP) + 400);
    strcpy(text, APP);
    strcat(text, "{\"Event\":\"com.vendor.SomethingNew\",\"x\":1}\n");
    strcat(text, "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0,\"Sta");   /* cut, as in an in-progress log */
    sdx_error err;
    sdx_model *m = build(text, 0, &err);
    CHECK(m != NULL);
    if (m) {
        CHECK_EQ_INT(m->stats.unknown_events, 1);
        CHECK_EQ_INT(m->stats.bad_lines, 1);
        CHECK(m->stats.truncated);
        CHECK(strstr(m->stats.warning, "line 14") != NULL);
        const sdx_stage *s = sdx_model_stage(m, 0, 0);
        CHECK(s && s->completed_tasks == 2);
    }
    sdx_model_free(m);
    free(text);
}

TEST(damaged_zstd_gives_partial_model_and_offset)
{
    /* compress APP as several frames (as Spark does), then damage the last one */
    size_t n = strlen(APP), half = n / 2;
    size_t cap = ZSTD_compressBound(n) * 2 + 64;
    unsigned char *z = malloc(cap);
    size_t a = ZSTD_compress(z, cap, APP, half, 1);
    size_t b = ZSTD_compress(z + a, cap - a, APP + half, n - half, 1);
    CHECK(!ZSTD_isError(a) && !ZSTD_isError(b));
    size_t total = a + b;
    for (size_t i = a + 6; i < total; i++)
        z[i] ^= 0x5a;
    sdx_model *m = NULL;
    sdx_error err;
    int rc = sdx_model_build_mem(z, total, "damaged.zstd", 0, &m, &err);
    CHECK_EQ_INT(rc, 0);
    CHECK(err.code != SDX_OK);
    CHECK(m && m->stats.truncated);
    CHECK(strstr(err.file, "damaged.zstd") != NULL);
    CHECK(err.offset != UINT64_MAX && err.offset >= a);
    if (m) {
        /* everything of the first frame was used */
        CHECK(m->has_app_start);
        CHECK(sdx_model_executor(m, "1") != NULL);
    }
    sdx_model_free(m);
    free(z);
}

TEST(job_end_marks_pending_stages_skipped)
{
    const char *text = APP_START JOB_START(0, 0) JOB_END(0);
    sdx_error err;
    sdx_model *m = build(text, 0, &err);
    CHECK(m != NULL);
    if (!m)
        return;
    const sdx_stage *s = sdx_model_stage(m, 0, 0);
    CHECK(s && s->status == SDX_STAGE_SKIPPED);
    const sdx_job *j = sdx_model_job(m, 0);
    CHECK(j && j->skipped_stages == 1 && j->skipped_tasks == 2);
    sdx_model_free(m);
}

TEST(date_format_matches_history_server)
{
    char buf[32];
    sdx_format_date(1422981759269LL, buf);
    CHECK_EQ_STR(buf, "2015-02-03T16:42:39.269GMT");
    sdx_format_date(-1, buf);
    CHECK_EQ_STR(buf, "1969-12-31T23:59:59.999GMT");
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

TEST(sort_matches_qsort)
{
    /* sdx_sort_i64 (a branch-free network and merges up to 64 values,
     * quicksort above) gives what libc's qsort gives: every length 0-199,
     * few distinct values, full-range values, the extremes */
    uint64_t seed = 99;
    int64_t a[200], b[200];
    for (int round = 0; round < 20000; round++) {
        size_t n = (size_t)(round % 200);
        for (size_t i = 0; i < n; i++) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            int64_t v = (int64_t)(seed >> 1);
            if (round % 4 == 0)
                v %= 3;
            else if (round % 4 == 1)
                v = (int64_t)seed;
            else if (round % 4 == 2)
                v = (seed >> 63) ? INT64_MAX : INT64_MIN + (int64_t)((seed >> 61) & 3);
            a[i] = b[i] = v;
        }
        sdx_sort_i64(a, n);
        qsort(b, n, sizeof *b, cmp_i64);
        if (n && memcmp(a, b, n * sizeof *a) != 0) {
            t_fail(__FILE__, __LINE__, "round %d, n=%zu: differs from qsort", round, n);
            break;
        }
    }
}

TEST(select_matches_sort)
{
    /* sdx_select_i64 puts every requested rank where a full sort would */
    uint64_t seed = 12345;
    for (int round = 0; round < 200; round++) {
        size_t n = 1 + (size_t)(round * 37 % 3000);
        int64_t *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
        for (size_t i = 0; i < n; i++) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            a[i] = b[i] = (int64_t)(seed >> 40) % (round % 3 == 0 ? 5 : 1000000);
        }
        size_t ranks[7];
        double q[7] = {0.0, 0.05, 0.25, 0.5, 0.75, 0.95, 1.0};
        size_t nr = 0;
        for (int j = 0; j < 7; j++) {
            size_t r = (size_t)sdx_quantile_index(q[j], (int64_t)n);
            if (!nr || ranks[nr - 1] != r)
                ranks[nr++] = r;
        }
        sdx_sort_i64(a, n);
        sdx_select_i64(b, n, ranks, nr);
        for (size_t j = 0; j < nr; j++)
            if (a[ranks[j]] != b[ranks[j]]) {
                t_fail(__FILE__, __LINE__, "n=%zu rank %zu: %lld vs %lld", n, ranks[j], (long long)b[ranks[j]],
                       (long long)a[ranks[j]]);
                break;
            }
        for (size_t i = 1; i < n; i++)
            if (a[i - 1] > a[i]) {
                t_fail(__FILE__, __LINE__, "sort out of order at %zu", i);
                break;
            }
        free(a);
        free(b);
    }
}

/* Task lines decoded on the read-ahead thread (builder.c, lines.c) give the
 * model the usual decoding gives: every real Spark log of tests/spark/logs,
 * read ahead in 64 KiB chunks each decoded on the other thread first
 * (SDX_AHEAD_DECODE_TEST, the CLI's SPARKDX_AHEAD_DECODE=test), against the plain single-thread read. */
static int same_models_but_sql(const sdx_model *a, const sdx_model *b)
{
    int ok = a->nstages == b->nstages && a->njobs == b->njobs && a->nexecutors == b->nexecutors &&
             a->stats.events == b->stats.events && a->stats.lines == b->stats.lines &&
             a->stats.task_ends == b->stats.task_ends && a->stats.bad_lines == b->stats.bad_lines;
    for (uint32_t i = 0; ok && i < a->nstages; i++) {
        const sdx_stage *x = a->stages[i], *y = b->stages[i];
        ok = x->stage_id == y->stage_id && x->completed_tasks == y->completed_tasks &&
             x->failed_tasks == y->failed_tasks && !memcmp(x->m, y->m, sizeof x->m) &&
             !x->summary == !y->summary;
        if (ok && x->summary)
            ok = x->summary->count == y->summary->count &&
                 !memcmp(x->summary->m, y->summary->m, sizeof x->summary->m) &&
                 !memcmp(x->summary->duration, y->summary->duration, sizeof x->summary->duration);
    }
    for (uint32_t i = 0; ok && i < a->nexecutors; i++)
        ok = !strcmp(a->executors[i]->id, b->executors[i]->id) &&
             a->executors[i]->total_tasks == b->executors[i]->total_tasks &&
             a->executors[i]->total_duration == b->executors[i]->total_duration &&
             a->executors[i]->total_gc_time == b->executors[i]->total_gc_time &&
             a->executors[i]->total_input_bytes == b->executors[i]->total_input_bytes &&
             a->executors[i]->total_shuffle_read == b->executors[i]->total_shuffle_read &&
             a->executors[i]->total_shuffle_write == b->executors[i]->total_shuffle_write;
    for (uint32_t i = 0; ok && i < a->njobs; i++)
        ok = a->jobs[i]->job_id == b->jobs[i]->job_id && a->jobs[i]->status == b->jobs[i]->status &&
             a->jobs[i]->completed_tasks == b->jobs[i]->completed_tasks &&
             a->jobs[i]->completed_indices == b->jobs[i]->completed_indices &&
             a->jobs[i]->sql_execution_id == b->jobs[i]->sql_execution_id;
    return ok;
}

static int same_models(const sdx_model *a, const sdx_model *b)
{
    int ok = same_models_but_sql(a, b) && a->nsql == b->nsql;
    for (uint32_t i = 0; ok && i < a->nsql; i++) {
        ok = a->sql[i]->nvalues == b->sql[i]->nvalues;
        for (uint32_t k = 0; ok && k < a->sql[i]->nvalues; k++) {
            const sdx_sql_metric_value *x = &a->sql[i]->values[k], *y = &b->sql[i]->values[k];
            ok = x->accumulator_id == y->accumulator_id && x->kind == y->kind && x->count == y->count &&
                 x->total == y->total && x->min == y->min && x->median == y->median && x->max == y->max &&
                 x->max_stage_id == y->max_stage_id && x->max_stage_attempt == y->max_stage_attempt &&
                 x->max_task_id == y->max_task_id && x->nstage_ids == y->nstage_ids &&
                 (!x->nstage_ids || !memcmp(x->stage_ids, y->stage_ids, x->nstage_ids * sizeof *x->stage_ids));
        }
    }
    return ok;
}

typedef struct {
    size_t tasks, ahead;
} ahead_counts;

static void real_log_both_ways(const sdx_logref *log, void *ctx)
{
    ahead_counts *n = ctx;
    sdx_model *a = NULL, *b = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_model_build(log, 0, &a, &err), 0);
    CHECK_EQ_INT(sdx_model_build(log, SDX_AHEAD_DECODE_TEST, &b, &err), 0);
    if (a && b) {
        CHECK(same_models(a, b));
        CHECK(a->stats.ahead_decoded <= a->stats.task_starts + a->stats.task_ends);
        n->tasks += b->stats.task_starts + b->stats.task_ends;
        n->ahead += b->stats.ahead_decoded;
    }
    sdx_model_free(a);
    sdx_model_free(b);
}

TEST(task_lines_decoded_ahead_give_the_same_model)
{
    ahead_counts n = {0, 0};
    int logs = t_spark_logs(real_log_both_ways, &n);
    if (logs < 0)
        SKIP("tests/spark/logs not readable");
    printf("# %d logs, %zu task events, %zu decoded on the read-ahead thread\n", logs, n.tasks, n.ahead);
    CHECK(logs >= 60);
    CHECK(n.ahead * 10 >= n.tasks * 9);
}

/* A model without the SQL tab (SDX_SKIP_SQL, `stages`: task accumulables
 * only checked) equals the full model in everything else, on every real
 * Spark log, read on one thread and with every chunk decoded ahead; its
 * checks refuse the same lines (bad_lines). */
static void real_log_without_sql(const sdx_logref *log, void *ctx)
{
    size_t *nsql = ctx;
    sdx_model *a = NULL, *b = NULL, *c = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_model_build(log, 0, &a, &err), 0);
    CHECK_EQ_INT(sdx_model_build(log, SDX_SKIP_SQL, &b, &err), 0);
    CHECK_EQ_INT(sdx_model_build(log, SDX_SKIP_SQL | SDX_AHEAD_DECODE_TEST, &c, &err), 0);
    if (a && b && c) {
        CHECK(same_models_but_sql(a, b));
        CHECK(same_models_but_sql(a, c));
        CHECK_EQ_INT(b->nsql, 0);
        CHECK_EQ_INT(c->nsql, 0);
        *nsql += a->nsql;
    }
    sdx_model_free(a);
    sdx_model_free(b);
    sdx_model_free(c);
}

TEST(model_without_sql_equals_the_full_model_but_for_sql)
{
    size_t nsql = 0;
    int logs = t_spark_logs(real_log_without_sql, &nsql);
    if (logs < 0)
        SKIP("tests/spark/logs not readable");
    printf("# %d logs (%zu SQL executions in the full models)\n", logs, nsql);
    CHECK(logs >= 60);
    CHECK(nsql > 50);
}

/* A TaskEnd line longer than the read-ahead thread decodes in place (its
 * accumulables collect in the thread's own buffer first): a real SQL log
 * with 400 more accumulables in every TaskEnd (48 KB lines) gives the same
 * model, SQL metric values included, both ways. */
TEST(long_task_lines_decoded_ahead_give_the_same_model)
{
    FILE *f = fopen("tests/spark/logs/codecs/codec_none_s01_skew_join", "rb");
    if (!f)
        SKIP("tests/spark/logs not readable");
    sdx_buf in = {0}, out = {0};
    char chunk[65536];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0)
        sdx_buf_put(&in, chunk, k);
    fclose(f);
    const char *key = "\"Accumulables\":[";
    size_t grown = 0;
    for (size_t i = 0; i < in.len;) {
        const char *nl = memchr(in.data + i, '\n', in.len - i);
        size_t end = nl ? (size_t)(nl - in.data) + 1 : in.len;
        const char *line = in.data + i;
        const char *acc = strstr(line, key);
        if (!strncmp(line, "{\"Event\":\"SparkListenerTaskEnd\"", 31) && acc && acc < in.data + end) {
            size_t at = (size_t)(acc - in.data) + strlen(key);
            sdx_buf_put(&out, line, at - i);
            for (int j = 0; j < 400; j++)
                sdx_buf_printf(&out, "{\"ID\":%d,\"Name\":\"internal.metrics.padding\",\"Update\":%d,\"Value\":%d,"
                               "\"Internal\":true,\"Count Failed Values\":true},", 900000 + j, j, j * 7);
            sdx_buf_put(&out, in.data + at, end - at);
            grown++;
        } else {
            sdx_buf_put(&out, line, end - i);
        }
        i = end;
    }
    CHECK(grown > 10);
    sdx_model *a = NULL, *b = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_model_build_mem(out.data, out.len, "long-lines", 0, &a, &err), 0);
    CHECK_EQ_INT(sdx_model_build_mem(out.data, out.len, "long-lines", SDX_AHEAD_DECODE_TEST, &b, &err), 0);
    if (a && b) {
        CHECK(same_models(a, b));
        CHECK(a->nsql > 0 && a->sql[0]->nvalues > 0);
        CHECK(b->stats.ahead_decoded >= grown);
    }
    sdx_model_free(a);
    sdx_model_free(b);
    sdx_buf_free(&in);
    sdx_buf_free(&out);
}

/* The History Server's retention (its store trigger sdx_rest_retention_trigger
 * on the model's store, docs/model.md): a log of
 * 1,234 jobs of one stage each, every third job with a second stage that
 * never runs (skipped at its job's end, no completion time), completion
 * times going down for the last 30 jobs so that the newest are not always
 * the last. The store view keeps what a plain simulation of Spark's rule
 * keeps (each last write of a stage or job: past 1000, delete
 * max(100, count - 1000) finished ones by completion time, then id), and
 * the model without a trigger keeps everything. */
typedef struct {
    int64_t ct;
    int32_t id;
    int alive;
} ret_entry;

static void ret_write(ret_entry *v, size_t *n, int64_t ct, int32_t id)
{
    v[(*n)++] = (ret_entry){ct, id, 1};
    size_t count = 0;
    for (size_t i = 0; i < *n; i++)
        count += v[i].alive;
    if (count <= 1000)
        return;
    size_t del = count - 1000 > 100 ? count - 1000 : 100;
    while (del--) {   /* the smallest (ct, id) alive, one at a time */
        ret_entry *min = NULL;
        for (size_t i = 0; i < *n; i++)
            if (v[i].alive && (!min || v[i].ct < min->ct || (v[i].ct == min->ct && v[i].id < min->id)))
                min = &v[i];
        if (!min)
            break;
        min->alive = 0;
    }
}

TEST(history_server_retention_of_jobs_and_stages)
{
    enum { NJOBS = 1234 };
    sdx_buf log = {0};
    sdx_buf_printf(&log, "%s", APP_START EXEC_ADDED("1"));
    ret_entry *stages = calloc(2 * NJOBS, sizeof *stages), *jobs = calloc(NJOBS, sizeof *jobs);
    size_t nst = 0, njb = 0;
    for (int j = 0; j < NJOBS; j++) {
        int64_t t = 10000 + 10 * (int64_t)(j < NJOBS - 30 ? j : 2 * (NJOBS - 30) - j);
        int skip = j % 3 == 0;
        int32_t s = j, s2 = 100000 + j;
        char info2[200] = "", ids2[16] = "";
        if (skip) {
            snprintf(info2, sizeof info2,
                     ",{\"Stage ID\":%d,\"Stage Attempt ID\":0,\"Stage Name\":\"b\",\"Number of Tasks\":1,\"RDD Info\":[],\"Details\":\"\"}", s2);
            snprintf(ids2, sizeof ids2, ",%d", s2);
        }
        sdx_buf_printf(&log,
                       "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":%d,\"Submission Time\":%lld,\"Stage Infos\":["
                       "{\"Stage ID\":%d,\"Stage Attempt ID\":0,\"Stage Name\":\"a\",\"Number of Tasks\":1,\"RDD Info\":[],\"Details\":\"\"}%s"
                       "],\"Stage IDs\":[%d%s],\"Properties\":{}}\n",
                       j, (long long)t, s, info2, s, ids2);
        sdx_buf_printf(&log,
                       "{\"Event\":\"SparkListenerStageSubmitted\",\"Stage Info\":{\"Stage ID\":%d,\"Stage Attempt ID\":0,"
                       "\"Stage Name\":\"a\",\"Number of Tasks\":1,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":%lld}}\n",
                       s, (long long)t);
        sdx_buf_printf(&log,
                       "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":%d,\"Stage Attempt ID\":0,\"Task Info\":{\"Task ID\":%d,"
                       "\"Index\":0,\"Attempt\":0,\"Launch Time\":%lld,\"Executor ID\":\"1\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\","
                       "\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":0,\"Failed\":false,\"Killed\":false}}\n",
                       s, j, (long long)t);
        sdx_buf_printf(&log,
                       "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":%d,\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\","
                       "\"Task End Reason\":{\"Reason\":\"Success\"},\"Task Info\":{\"Task ID\":%d,\"Index\":0,\"Attempt\":0,"
                       "\"Launch Time\":%lld,\"Executor ID\":\"1\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,"
                       "\"Getting Result Time\":0,\"Finish Time\":%lld,\"Failed\":false,\"Killed\":false},%s}\n",
                       s, j, (long long)t, (long long)t + 5, METRICS(5, 0));
        sdx_buf_printf(&log,
                       "{\"Event\":\"SparkListenerStageCompleted\",\"Stage Info\":{\"Stage ID\":%d,\"Stage Attempt ID\":0,"
                       "\"Stage Name\":\"a\",\"Number of Tasks\":1,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":%lld,"
                       "\"Completion Time\":%lld}}\n",
                       s, (long long)t, (long long)t + 6);
        sdx_buf_printf(&log,
                       "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":%d,\"Completion Time\":%lld,\"Job Result\":{\"Result\":\"JobSucceeded\"}}\n",
                       j, (long long)t + 7);
        /* Spark's writes with the triggers, in this order */
        ret_write(stages, &nst, t + 6, s);   /* StageCompleted, no running task */
        if (skip)
            ret_write(stages, &nst, -1, s2);   /* JobEnd: pending -> skipped */
        ret_write(jobs, &njb, t + 7, j);       /* JobEnd */
    }
    sdx_error err;
    sdx_model *m = NULL, *all = NULL;
    sdx_rest_retention limits = sdx_rest_retention_defaults;
    sdx_build_options o = {.store_trigger = sdx_rest_retention_trigger, .store_ctx = &limits};
    CHECK_EQ_INT(sdx_model_build_mem_with(log.data, log.len, "retention", &o, &m, &err), 0);
    CHECK_EQ_INT(sdx_model_build_mem(log.data, log.len, "retention", 0, &all, &err), 0);
    if (m && all) {
        size_t keep_st = 0, keep_jb = 0, bad = 0;
        for (size_t i = 0; i < nst; i++)
            if (stages[i].alive) {
                keep_st++;
                bad += sdx_model_stage(m, stages[i].id, 0) == NULL;
            } else {
                bad += sdx_model_stage(m, stages[i].id, 0) != NULL;
            }
        for (size_t i = 0; i < njb; i++)
            if (jobs[i].alive) {
                keep_jb++;
                bad += sdx_model_job(m, jobs[i].id) == NULL;
            } else {
                bad += sdx_model_job(m, jobs[i].id) != NULL;
            }
        printf("# %zu stage attempts and %zu jobs written; the History Server's rule keeps %zu and %zu\n", nst, njb,
               keep_st, keep_jb);
        CHECK_EQ_INT(bad, 0);
        CHECK_EQ_INT(m->nstages, keep_st);
        CHECK_EQ_INT(m->njobs, keep_jb);
        CHECK(keep_st < 1000 && keep_jb < 1000 && keep_st > 800);
        CHECK_EQ_INT(all->nstages, nst);
        CHECK_EQ_INT(all->njobs, njb);
    }
    sdx_model_free(m);
    sdx_model_free(all);
    free(stages);
    free(jobs);
    sdx_buf_free(&log);
}

