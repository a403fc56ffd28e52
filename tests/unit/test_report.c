/*
 * test_report.c: the report engine (lib/report/, lib/rules/) through its
 * public API: thresholds and their overrides, the ranking and evidence on
 * the bundled real Spark log (examples/, the skewed join), streaming and
 * KEEP_TASKS models giving the same diagnosis, a hand-written deterministic
 * failure, an empty log, and the three renderers (JSON parsed back with
 * jansson, text within its width, deterministic output).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#define EXAMPLE "examples/eventlog_v2_s01_skew_join"

static sdx_model *build_path(const char *path, int flags)
{
    sdx_loglist l;
    sdx_error err;
    if (sdx_logs_scan(path, &l, &err) < 0 || l.n != 1)
        return NULL;
    sdx_model *m = NULL;
    sdx_model_build(&l.logs[0], flags, &m, &err);
    sdx_loglist_free(&l);
    return m;
}

/* The report of an in-memory log (both builds checked); NULL when either failed. */
static sdx_report *report_of(const char *log, sdx_model **m)
{
    sdx_error err;
    *m = NULL;
    CHECK_EQ_INT(sdx_model_build_mem(log, strlen(log), "t", 0, m, &err), 0);
    if (!*m)
        return NULL;
    sdx_report *r = NULL;
    CHECK_EQ_INT(sdx_report_build(*m, NULL, &r, &err), 0);
    return r;
}

static const sdx_evidence *find_ev(const sdx_finding *f, const char *metric)
{
    for (uint32_t i = 0; i < f->nevidence; i++)
        if (!strcmp(f->evidence[i].metric, metric))
            return &f->evidence[i];
    return NULL;
}

static double num(const sdx_evidence *e, const char *key)
{
    for (int i = 0; e && i < e->nnums; i++)
        if (!strcmp(e->nums[i].key, key))
            return e->nums[i].v;
    return NAN;
}

TEST(thresholds_defaults_and_overrides)
{
    sdx_report_opts o;
    sdx_report_opts_init(&o);
    CHECK(sdx_report_opts_get(&o, "skew.duration_factor") == 5);
    CHECK(sdx_report_opts_get(&o, "skew.bytes_threshold") == 256.0 * 1024 * 1024);
    CHECK(sdx_report_opts_get(&o, "partitions.advisory_bytes") == 64.0 * 1024 * 1024);
    CHECK(isnan(sdx_report_opts_get(&o, "no.such.key")));
    sdx_error err;
    CHECK_EQ_INT(sdx_report_opts_set(&o, "skew.bytes_threshold", "64m", &err), 0);
    CHECK(sdx_report_opts_get(&o, "skew.bytes_threshold") == 64.0 * 1024 * 1024);
    CHECK_EQ_INT(sdx_report_opts_set(&o, "gc.share", "15%", &err), 0);
    CHECK(fabs(sdx_report_opts_get(&o, "gc.share") - 0.15) < 1e-9);
    CHECK_EQ_INT(sdx_report_opts_set(&o, "report.min_impact_ms", "2s", &err), 0);
    CHECK(sdx_report_opts_get(&o, "report.min_impact_ms") == 2000);
    CHECK(sdx_report_opts_set(&o, "nope", "1", &err) < 0);
    CHECK(strstr(err.msg, "unknown threshold") != NULL);
    CHECK(sdx_report_opts_set(&o, "gc.share", "lots", &err) < 0);
    /* every key is documented with a source */
    size_t n = sdx_threshold_count();
    CHECK(n > 20 && n <= SDX_REPORT_MAX_THRESHOLDS);
    for (size_t i = 0; i < n; i++) {
        const sdx_threshold *t = sdx_threshold_at(i);
        CHECK(t && t->key && t->meaning && t->source && t->source[0]);
    }
    CHECK(sdx_threshold_at(n) == NULL);
}

TEST(thresholds_config_file)
{
    char path[] = "/tmp/sparkdx-test-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0)
        return;
    const char *text = "# thresholds\nskew.duration_factor = 8\n\npartitions.advisory_bytes 128MiB  # spaces\n";
    CHECK(write(fd, text, strlen(text)) == (ssize_t)strlen(text));
    close(fd);
    sdx_report_opts o;
    sdx_report_opts_init(&o);
    sdx_error err;
    CHECK_EQ_INT(sdx_report_opts_load(&o, path, &err), 0);
    CHECK(sdx_report_opts_get(&o, "skew.duration_factor") == 8);
    CHECK(sdx_report_opts_get(&o, "partitions.advisory_bytes") == 128.0 * 1024 * 1024);
    FILE *f = fopen(path, "w");
    fputs("skew.duration_factor = 8\nbogus.key = 1\n", f);
    fclose(f);
    CHECK(sdx_report_opts_load(&o, path, &err) < 0);
    CHECK(strstr(err.msg, "line 2") != NULL);
    unlink(path);
}

TEST(severity_names)
{
    sdx_severity s;
    CHECK_EQ_INT(sdx_severity_parse("HIGH", &s), 0);
    CHECK_EQ_INT(s, SDX_SEV_HIGH);
    CHECK(sdx_severity_parse("urgent", &s) < 0);
    CHECK_EQ_STR(sdx_severity_name(SDX_SEV_CRITICAL), "critical");
    CHECK_EQ_STR(sdx_fix_kind_name(SDX_FIX_JOIN), "join");
}

static void check_skew_join(const sdx_report *r)
{
    CHECK(r->nfindings >= 1);
    if (!r->nfindings)
        return;
    const sdx_finding *f = &r->findings[0];
    CHECK_EQ_STR(f->id, "skew.join");
    CHECK_EQ_INT(f->where.stage, 2);
    CHECK_EQ_INT(f->where.partition, 29);
    CHECK_EQ_STR(f->where.node, "SortMergeJoin");
    CHECK(f->impact_ms > 0);
    const sdx_evidence *d = find_ev(f, "task_duration");
    CHECK(d && num(d, "max") > 10 * num(d, "median"));
    const sdx_evidence *b = find_ev(f, "shuffle_read_bytes");
    CHECK(b && num(b, "max") > 20 * num(b, "median"));
    const sdx_evidence *sp = find_ev(f, "spill");
    CHECK(sp && num(sp, "count") == 1);
    const sdx_evidence *tm = find_ev(f, "stage_time_model");
    CHECK(tm && num(tm, "skew_bound") == 1 && num(tm, "slots") == 2);
    /* AQE skew join, broadcast, isolation, salting: in that order */
    CHECK(f->nfixes >= 4);
    if (f->nfixes >= 4) {
        CHECK_EQ_INT(f->fixes[0].kind, SDX_FIX_CONFIG);
        CHECK(strstr(f->fixes[0].action, "skewJoin") != NULL);
        CHECK_EQ_INT(f->fixes[1].kind, SDX_FIX_JOIN);
        CHECK(strstr(f->fixes[1].action, "broadcast") != NULL);
        CHECK_EQ_INT(f->fixes[2].kind, SDX_FIX_DATA);
        CHECK(strstr(f->fixes[2].action, "isolate") != NULL);
        CHECK_EQ_INT(f->fixes[3].kind, SDX_FIX_CODE);
        CHECK(strstr(f->fixes[3].action, "salt") != NULL);
        for (uint32_t i = 0; i < f->nfixes; i++)
            CHECK(f->fixes[i].why != NULL);
    }
    CHECK(f->confirm && f->verify);
    /* ranked by impact x confidence */
    for (uint32_t i = 1; i < r->nfindings; i++)
        CHECK((double)r->findings[i - 1].impact_ms * r->findings[i - 1].confidence >=
              (double)r->findings[i].impact_ms * r->findings[i].confidence);
}

TEST(example_skew_join_leads)
{
    sdx_model *m = build_path(EXAMPLE, 0);
    CHECK(m != NULL);
    if (!m)
        return;
    sdx_report *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    check_skew_join(r);
    CHECK_EQ_STR(r->status, "succeeded");
    CHECK_EQ_INT(r->slots, 2);
    CHECK(r->wall_ms > 0 && r->job_ms > 0 && r->job_ms + r->driver_ms == r->wall_ms);
    CHECK(r->njobs == 1 && r->jobs[0].ncritical >= 2);
    CHECK(r->nstages >= 1 && r->stages[0].stage_id == 2);
    CHECK(r->nruled_out > 0);
    CHECK(r->nalerts > 0);
    sdx_report_free(r);
    sdx_model_free(m);
}

TEST(keep_tasks_model_gives_the_same_diagnosis)
{
    sdx_model *m = build_path(EXAMPLE, SDX_KEEP_TASKS);
    CHECK(m != NULL);
    if (!m)
        return;
    sdx_report *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    check_skew_join(r);
    sdx_report_free(r);
    sdx_model_free(m);
}

TEST(thresholds_change_the_diagnosis)
{
    sdx_model *m = build_path(EXAMPLE, 0);
    if (!m)
        return;
    sdx_report_opts o;
    sdx_report_opts_init(&o);
    sdx_error err;
    sdx_report_opts_set(&o, "skew.duration_factor", "50", &err);
    sdx_report_opts_set(&o, "skew.bytes_factor", "50", &err);   /* the data skew is 25x */
    sdx_report *r = NULL;
    CHECK_EQ_INT(sdx_report_build(m, &o, &r, &err), 0);
    for (uint32_t i = 0; i < r->nfindings; i++)
        CHECK(strcmp(r->findings[i].id, "skew.join") != 0);
    sdx_report_free(r);
    sdx_model_free(m);
}

TEST(renderers)
{
    sdx_model *m = build_path(EXAMPLE, 0);
    if (!m)
        return;
    sdx_report *r = NULL;
    sdx_error err;
    sdx_report_build(m, NULL, &r, &err);
    sdx_buf a, b;
    sdx_buf_init(&a);
    sdx_buf_init(&b);
    sdx_report_render_json(r, &a, 1);
    json_error_t je;
    json_t *root = json_loads(sdx_buf_cstr(&a), 0, &je);
    CHECK(root != NULL);
    if (root) {
        CHECK_EQ_STR(json_string_value(json_object_get(root, "schema")), "sparkdx.report/1");
        json_t *f0 = json_array_get(json_object_get(root, "findings"), 0);
        CHECK_EQ_STR(json_string_value(json_object_get(f0, "id")), "skew.join");
        CHECK(json_is_object(json_object_get(f0, "where")));
        CHECK(json_is_array(json_object_get(f0, "evidence")));
        CHECK(json_is_array(json_object_get(f0, "against")));
        CHECK(json_is_array(json_object_get(f0, "fixes")));
        CHECK(json_is_string(json_object_get(f0, "confirm")));
        CHECK(json_is_string(json_object_get(f0, "verify")));
        CHECK(json_is_integer(json_object_get(f0, "impact_ms")));
        CHECK(json_is_array(json_object_get(root, "ruled_out")));
        CHECK(json_is_array(json_object_get(root, "prevent")));
        json_decref(root);
    }
    /* the same report renders the same bytes */
    sdx_report_render_json(r, &b, 1);
    CHECK(a.len == b.len && !memcmp(a.data, b.data, a.len));
    /* text: within the width, no escape codes without colour */
    sdx_buf t;
    sdx_buf_init(&t);
    sdx_report_render_text(r, &t, 0, 100);
    const char *s = sdx_buf_cstr(&t);
    CHECK(strstr(s, "\033[") == NULL);
    CHECK(strstr(s, "skew.join") != NULL);
    int col = 0, maxcol = 0;
    for (const char *p = s; *p; p++) {
        if (*p == '\n') {
            col = 0;
            continue;
        }
        if (((unsigned char)*p & 0xC0) != 0x80)   /* count characters, not UTF-8 bytes */
            col++;
        if (col > maxcol)
            maxcol = col;
    }
    CHECK(maxcol <= 100);
    sdx_buf c;
    sdx_buf_init(&c);
    sdx_report_render_text(r, &c, SDX_RENDER_COLOR, 100);
    CHECK(strstr(sdx_buf_cstr(&c), "\033[") != NULL);
    sdx_buf md;
    sdx_buf_init(&md);
    sdx_report_render_md(r, &md);
    CHECK(strstr(sdx_buf_cstr(&md), "### Findings") != NULL);
    CHECK(strstr(sdx_buf_cstr(&md), "`skew.join`") != NULL);
    sdx_buf_free(&a);
    sdx_buf_free(&b);
    sdx_buf_free(&t);
    sdx_buf_free(&c);
    sdx_buf_free(&md);
    sdx_report_free(r);
    sdx_model_free(m);
}

/* A bad record: partition 1 fails with the same exception on two executors
 * until the job aborts. */
#define APP_START "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\",\"Timestamp\":1000,\"User\":\"u\"}\n"
#define EXEC_ADDED(id) "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":1001,\"Executor ID\":\"" id "\",\"Executor Info\":{\"Host\":\"h" id "\",\"Total Cores\":1,\"Log Urls\":{}}}\n"
#define JOB_START "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":0,\"Submission Time\":1100,\"Stage Infos\":[{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\"}],\"Stage IDs\":[0],\"Properties\":{}}\n"
#define STAGE_SUB "{\"Event\":\"SparkListenerStageSubmitted\",\"Stage Info\":{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":1200}}\n"
#define TASK_START(t, i, a, e) "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Info\":{\"Task ID\":" #t ",\"Index\":" #i ",\"Attempt\":" #a ",\"Launch Time\":1300,\"Executor ID\":\"" e "\",\"Host\":\"h" e "\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":0,\"Failed\":false,\"Killed\":false}}\n"
#define EXC "{\"Reason\":\"ExceptionFailure\",\"Class Name\":\"org.apache.spark.SparkNumberFormatException\",\"Description\":\"[CAST_INVALID_INPUT] The value 'x17' of the type \\\"STRING\\\" cannot be cast to \\\"INT\\\" because it is malformed.\",\"Stack Trace\":[]}"
#define TASK_FAIL(t, i, a, e) "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\",\"Task End Reason\":" EXC ",\"Task Info\":{\"Task ID\":" #t ",\"Index\":" #i ",\"Attempt\":" #a ",\"Launch Time\":1300,\"Executor ID\":\"" e "\",\"Host\":\"h" e "\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":1400,\"Failed\":true,\"Killed\":false}}\n"
#define STAGE_FAILED "{\"Event\":\"SparkListenerStageCompleted\",\"Stage Info\":{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":1200,\"Completion Time\":2000,\"Failure Reason\":\"Job aborted due to stage failure: Task 1 in stage 0.0 failed 2 times\"}}\n"
#define JOB_FAILED "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":0,\"Completion Time\":2100,\"Job Result\":{\"Result\":\"JobFailed\",\"Exception\":{\"Message\":\"Job aborted due to stage failure: Task 1 in stage 0.0 failed 2 times\"}}}\n"

TEST(deterministic_failure_is_critical_and_first)
{
    const char *log = APP_START EXEC_ADDED("1") EXEC_ADDED("2") JOB_START STAGE_SUB TASK_START(1, 1, 0, "1")
        TASK_FAIL(1, 1, 0, "1") TASK_START(2, 1, 1, "2") TASK_FAIL(2, 1, 1, "2") STAGE_FAILED JOB_FAILED;
    sdx_model *m;
    sdx_report *r = report_of(log, &m);
    if (!r)
        return;
    CHECK(r->nfindings >= 1);
    if (r->nfindings) {
        const sdx_finding *f = &r->findings[0];
        CHECK_EQ_STR(f->id, "failure.deterministic");
        CHECK_EQ_INT(f->severity, SDX_SEV_CRITICAL);
        CHECK_EQ_INT(f->where.partition, 1);
        const sdx_evidence *a = find_ev(f, "failed_attempts");
        CHECK(a && num(a, "count") == 2 && num(a, "executors") == 2);
        int safe = 0, quarantine = 0;
        for (uint32_t i = 0; i < f->nfixes; i++) {
            safe |= strstr(f->fixes[i].action, "try_cast") != NULL;
            quarantine |= strstr(f->fixes[i].action, "PERMISSIVE") != NULL;
        }
        CHECK(safe && quarantine);
    }
    CHECK_EQ_STR(r->status, "failed");
    CHECK_EQ_INT(sdx_report_max_severity(r), SDX_SEV_CRITICAL);
    sdx_report_free(r);
    sdx_model_free(m);
}

TEST(empty_log_gives_an_empty_report)
{
    const char *log = APP_START;
    sdx_model *m;
    sdx_report *r = report_of(log, &m);
    if (!r)
        return;
    CHECK_EQ_INT(r->nfindings, 0);
    CHECK_EQ_INT(sdx_report_max_severity(r), -1);
    CHECK(r->nnotes >= 1);   /* no ApplicationEnd, no executor */
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_report_render_text(r, &b, 0, 0);
    sdx_report_render_md(r, &b);
    sdx_report_render_json(r, &b, 0);
    CHECK(b.len > 0);
    sdx_buf_free(&b);
    sdx_report_free(r);
    sdx_model_free(m);
}

/* An executor dies after the map stage; the reduce stage's fetches of its
 * map output fail, the map stage is resubmitted and the reduce stage retried;
 * the job succeeds. */
#define EV_STAGE(kind, s, a, n, sub, extra) "{\"Event\":\"SparkListenerStage" kind "\",\"Stage Info\":{\"Stage ID\":" #s ",\"Stage Attempt ID\":" #a ",\"Stage Name\":\"st\",\"Number of Tasks\":" #n ",\"RDD Info\":[],\"Parent IDs\":[" extra "],\"Details\":\"\",\"Submission Time\":" #sub "}}\n"
#define EV_STAGE_DONE(s, a, n, sub, done, parents, fail) "{\"Event\":\"SparkListenerStageCompleted\",\"Stage Info\":{\"Stage ID\":" #s ",\"Stage Attempt ID\":" #a ",\"Stage Name\":\"st\",\"Number of Tasks\":" #n ",\"RDD Info\":[],\"Parent IDs\":[" parents "],\"Details\":\"\",\"Submission Time\":" #sub ",\"Completion Time\":" #done fail "}}\n"
#define EV_TSTART(s, a, t, i, at, e, l) "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":" #s ",\"Stage Attempt ID\":" #a ",\"Task Info\":{\"Task ID\":" #t ",\"Index\":" #i ",\"Attempt\":" #at ",\"Launch Time\":" #l ",\"Executor ID\":\"" e "\",\"Host\":\"h" e "\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":0,\"Failed\":false,\"Killed\":false}}\n"
#define EV_TEND(s, a, t, i, at, e, l, f, reason, failed) "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":" #s ",\"Stage Attempt ID\":" #a ",\"Task Type\":\"ShuffleMapTask\",\"Task End Reason\":" reason ",\"Task Info\":{\"Task ID\":" #t ",\"Index\":" #i ",\"Attempt\":" #at ",\"Launch Time\":" #l ",\"Executor ID\":\"" e "\",\"Host\":\"h" e "\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":" #f ",\"Failed\":" failed ",\"Killed\":false}}\n"
#define SUCCESS "{\"Reason\":\"Success\"}"
#define FETCH "{\"Reason\":\"FetchFailed\",\"Block Manager Address\":{\"Executor ID\":\"1\",\"Host\":\"h1\",\"Port\":7337},\"Shuffle ID\":0,\"Map ID\":5,\"Map Index\":1,\"Reduce ID\":0,\"Message\":\"org.apache.spark.shuffle.FetchFailedException: Failed to connect to h1/7337\"}"

TEST(fetch_failures_are_traced_to_the_executor_that_died)
{
    const char *log = APP_START EXEC_ADDED("1") EXEC_ADDED("2")
        "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":0,\"Submission Time\":1100,\"Stage Infos\":["
        "{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":\"map\",\"Number of Tasks\":2,\"RDD Info\":[],\"Parent IDs\":[],\"Details\":\"\"},"
        "{\"Stage ID\":1,\"Stage Attempt ID\":0,\"Stage Name\":\"reduce\",\"Number of Tasks\":2,\"RDD Info\":[],\"Parent IDs\":[0],\"Details\":\"\"}],"
        "\"Stage IDs\":[0,1],\"Properties\":{}}\n"
        EV_STAGE("Submitted", 0, 0, 2, 1200, "")
        EV_TSTART(0, 0, 1, 0, 0, "1", 1200) EV_TSTART(0, 0, 2, 1, 0, "2", 1200)
        EV_TEND(0, 0, 1, 0, 0, "1", 1200, 1400, SUCCESS, "false") EV_TEND(0, 0, 2, 1, 0, "2", 1200, 1400, SUCCESS, "false")
        EV_STAGE_DONE(0, 0, 2, 1200, 1400, "", "")
        EV_STAGE("Submitted", 1, 0, 2, 1450, "0")
        EV_TSTART(1, 0, 3, 0, 0, "2", 1450)
        "{\"Event\":\"SparkListenerExecutorRemoved\",\"Timestamp\":1500,\"Executor ID\":\"1\",\"Removed Reason\":\"Command exited with code 137\"}\n"
        EV_TEND(1, 0, 3, 0, 0, "2", 1450, 1600, FETCH, "true")
        EV_STAGE_DONE(1, 0, 2, 1450, 1600, "0", ",\"Failure Reason\":\"FetchFailed\"")
        EV_STAGE("Submitted", 0, 1, 1, 1700, "")
        EV_TSTART(0, 1, 4, 1, 0, "2", 1700) EV_TEND(0, 1, 4, 1, 0, "2", 1700, 2700, SUCCESS, "false")
        EV_STAGE_DONE(0, 1, 1, 1700, 2700, "", "")
        EV_STAGE("Submitted", 1, 1, 2, 2800, "0")
        EV_TSTART(1, 1, 5, 0, 0, "2", 2800) EV_TSTART(1, 1, 6, 1, 0, "2", 2800)
        EV_TEND(1, 1, 5, 0, 0, "2", 2800, 3800, SUCCESS, "false") EV_TEND(1, 1, 6, 1, 0, "2", 2800, 3900, SUCCESS, "false")
        EV_STAGE_DONE(1, 1, 2, 2800, 3900, "0", "")
        "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":0,\"Completion Time\":3950,\"Job Result\":{\"Result\":\"JobSucceeded\"}}\n"
        "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":4000}\n";
    sdx_model *m;
    sdx_report *r = report_of(log, &m);
    if (!r)
        return;
    CHECK(r->nfindings >= 1);
    if (r->nfindings) {
        const sdx_finding *f = &r->findings[0];
        CHECK_EQ_STR(f->id, "failure.fetch_after_executor_loss");
        CHECK_EQ_INT(f->where.stage, 1);
        CHECK_EQ_STR(f->where.executor, "1");
        const sdx_evidence *x = find_ev(f, "fetch_failed");
        CHECK(x && num(x, "count") == 1);
        const sdx_evidence *l = find_ev(f, "executor_lost");
        CHECK(l && num(l, "exit_code") == 137 && num(l, "time") == 1500);
        const sdx_evidence *rt = find_ev(f, "stage_retries");
        CHECK(rt && num(rt, "count") == 2);
        CHECK(f->severity != SDX_SEV_CRITICAL);   /* the retries succeeded */
    }
    CHECK_EQ_STR(r->status, "succeeded");
    sdx_report_free(r);
    sdx_model_free(m);
}

/* The report is a document of typed sections: the renderers walk the list,
 * so a report listing only some sections, or in another order, renders
 * exactly those, in that order, in every format. */
TEST(sections_drive_every_renderer)
{
    sdx_model *m = build_path(EXAMPLE, 0);
    if (!m)
        return;
    sdx_report *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    if (!r) {
        sdx_model_free(m);
        return;
    }
    /* every section type but the baseline's (report --baseline adds it) */
    CHECK(r->nsections == SDX_SECTION_KINDS - 1);
    for (uint32_t i = 0; i < r->nsections; i++)
        CHECK_EQ_INT(r->sections[i].kind, i);
    CHECK(SDX_SECTION_BASELINE == SDX_SECTION_KINDS - 1);
    sdx_report part = *r;
    const sdx_report_section only[] = {{SDX_SECTION_NOTES, NULL}, {SDX_SECTION_FINDINGS, NULL}};
    part.sections = only;
    part.nsections = 2;
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_report_render_json(&part, &b, 0);
    json_error_t je;
    json_t *root = json_loads(sdx_buf_cstr(&b), 0, &je);
    CHECK(root != NULL);
    if (root) {
        CHECK_EQ_INT(json_object_size(root), 2);
        CHECK(json_is_array(json_object_get(root, "findings")) && json_is_array(json_object_get(root, "notes")));
        CHECK(json_object_get(root, "app") == NULL && json_object_get(root, "time") == NULL);
        /* in the listed order */
        const char *text = sdx_buf_cstr(&b);
        CHECK(strstr(text, "\"notes\"") < strstr(text, "\"findings\""));
        json_decref(root);
    }
    sdx_buf_free(&b);
    sdx_buf_init(&b);
    sdx_report_render_text(&part, &b, 0, 100);
    const char *t = sdx_buf_cstr(&b);
    CHECK(strstr(t, "FINDINGS (") != NULL);
    CHECK(strstr(t, "sparkdx report:") == NULL && strstr(t, "WHERE THE TIME GOES") == NULL);
    sdx_buf_free(&b);
    sdx_buf_init(&b);
    sdx_report_render_md(&part, &b);
    t = sdx_buf_cstr(&b);
    CHECK(strstr(t, "### Findings (") != NULL && strstr(t, "## sparkdx report") == NULL);
    sdx_buf_free(&b);
    /* the heavy stages alone: JSON nests them in "time", without the totals */
    const sdx_report_section stages_only[] = {{SDX_SECTION_STAGES, NULL}, {SDX_SECTION_NOTES, NULL}};
    part.sections = stages_only;
    sdx_buf_init(&b);
    sdx_report_render_json(&part, &b, 0);
    root = json_loads(sdx_buf_cstr(&b), 0, &je);
    CHECK(root != NULL);
    if (root) {
        json_t *time = json_object_get(root, "time");
        CHECK(json_object_size(root) == 2 && time && json_object_size(time) == 2);   /* stages, context */
        CHECK(json_is_array(json_object_get(time, "context")));
        CHECK(json_array_size(json_object_get(time, "stages")) == r->nstages && r->nstages > 0);
        json_decref(root);
    }
    sdx_buf_free(&b);
    sdx_buf_init(&b);
    sdx_report_render_text(&part, &b, 0, 100);
    t = sdx_buf_cstr(&b);
    CHECK(strstr(t, "total/slots") != NULL && strstr(t, "WHERE THE TIME GOES") == NULL && strstr(t, "job ") == NULL);
    sdx_buf_free(&b);
    /* an unknown section kind is skipped, not a crash */
    const sdx_report_section odd[] = {{(sdx_section_kind)99, NULL}, {SDX_SECTION_HEADER, NULL}};
    part.sections = odd;
    sdx_buf_init(&b);
    sdx_report_render_text(&part, &b, 0, 100);
    CHECK(strncmp(sdx_buf_cstr(&b), "sparkdx report: ", 16) == 0);
    sdx_buf_free(&b);
    sdx_report_free(r);
    sdx_model_free(m);
}
