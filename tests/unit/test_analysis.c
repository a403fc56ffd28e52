/*
 * test_analysis.c: the analysis layer (lib/analysis/) through its public
 * API: task slots against a brute-force count on executors added and removed
 * at random (with never-removed, always-present and removed-before-added
 * ones), the peak and the step series, 100,000 executors analysed in one
 * pass (issue 16: the per-executor scan took minutes), the critical path and
 * driver gaps of the bundled example against the report, and Spark's AQE
 * default per version.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/analysis.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#define EXAMPLE "examples/eventlog_v2_s01_skew_join"

typedef struct lbuf {
    char *p;
    size_t n, cap;
} lbuf;

static void lb_printf(lbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void lb_printf(lbuf *b, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(b->p + b->n, b->cap - b->n, fmt, ap);
        va_end(ap);
        if (k >= 0 && (size_t)k < b->cap - b->n) {
            b->n += (size_t)k;
            return;
        }
        b->cap = b->cap ? b->cap * 2 : 1 << 16;
        b->p = realloc(b->p, b->cap);
        if (!b->p)
            abort();
    }
}

#define APP_START "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\",\"Timestamp\":1000,\"User\":\"u\"}\n"

static void exec_added(lbuf *b, int id, int64_t t, int cores)
{
    lb_printf(b, "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":%lld,\"Executor ID\":\"%d\",\"Executor Info\":"
                 "{\"Host\":\"h%d\",\"Total Cores\":%d,\"Log Urls\":{}}}\n", (long long)t, id, id, cores);
}

static void exec_removed(lbuf *b, int id, int64_t t)
{
    lb_printf(b, "{\"Event\":\"SparkListenerExecutorRemoved\",\"Timestamp\":%lld,\"Executor ID\":\"%d\",\"Removed Reason\":\"x\"}\n",
              (long long)t, id);
}

static sdx_model *model_of(const lbuf *b)
{
    sdx_model *m = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_model_build_mem(b->p, b->n, "t", 0, &m, &err), 0);
    return m;
}

/* The definition, executor by executor. */
static int64_t brute_during(const sdx_model *m, int64_t from, int64_t to)
{
    int64_t n = 0;
    for (uint32_t i = 0; i < m->nexecutors; i++) {
        const sdx_executor *e = m->executors[i];
        if (from >= 0 && e->remove_time >= 0 && e->remove_time < from)
            continue;
        if (to >= 0 && e->add_time >= 0 && e->add_time > to)
            continue;
        n += e->max_tasks > 0 ? e->max_tasks : e->total_cores > 0 ? e->total_cores : 0;
    }
    return n;
}

TEST(slots_match_the_executor_by_executor_count)
{
    lbuf b = {0};
    lb_printf(&b, "%s", APP_START);
    unsigned seed = 12345;
#define RND(k) ((int64_t)(((seed = seed * 1103515245u + 12345u) >> 8) % (unsigned)(k)))
    for (int i = 0; i < 600; i++) {
        int64_t add = 2000 + RND(5000);
        exec_added(&b, i, add, 1 + (int)RND(8));
        unsigned kind = RND(10);
        if (kind < 6)
            exec_removed(&b, i, add + RND(3000));     /* a normal life */
        else if (kind == 6)
            exec_removed(&b, i, add - 1 - RND(500));  /* removed before it was added: a broken log */
        /* else never removed */
    }
    sdx_model *m = model_of(&b);
    free(b.p);
    if (!m)
        return;
    sdx_analysis *a = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_analysis_build(m, NULL, &a, &err), 0);
    if (!a) {
        sdx_model_free(m);
        return;
    }
    CHECK_EQ_INT(a->slots_known, 1);
    int bad = 0;
    for (int q = 0; q < 3000; q++) {
        int64_t from = RND(9) == 0 ? -1 : 1500 + RND(9000);
        int64_t to = RND(9) == 0 ? -1 : (RND(4) == 0 ? from : from + RND(3000));
        if (RND(20) == 0 && to >= 0)
            to = from - 1 - RND(100);   /* an empty interval, as a broken stage has */
        if (sdx_analysis_slots_during(a, from, to) != brute_during(m, from, to) && bad++ < 5)
            CHECK_EQ_INT(sdx_analysis_slots_during(a, from, to), brute_during(m, from, to));
    }
    CHECK_EQ_INT(bad, 0);
    /* the peak is the most at any add; the steps agree with point queries */
    int64_t peak = 0;
    for (uint32_t i = 0; i < m->nexecutors; i++) {
        int64_t n = brute_during(m, m->executors[i]->add_time, m->executors[i]->add_time);
        peak = n > peak ? n : peak;
    }
    CHECK_EQ_INT(a->slots, peak);
    CHECK(a->nslot_steps > 10);
    for (uint32_t i = 0; i < a->nslot_steps; i++) {
        if (i)
            CHECK(a->slot_steps[i].time > a->slot_steps[i - 1].time && a->slot_steps[i].slots != a->slot_steps[i - 1].slots);
        CHECK_EQ_INT(a->slot_steps[i].slots, brute_during(m, a->slot_steps[i].time, a->slot_steps[i].time));
    }
#undef RND
    sdx_analysis_free(a);
    sdx_model_free(m);
}

/* 100,000 executors, each alive for 100 ms, one added every ms: 100 overlap
 * at most. The old per-executor scan was quadratic (minutes); this must
 * simply finish within the test run. */
TEST(hundred_thousand_executors)
{
    enum { N = 100000, LIFE = 99 };
    lbuf b = {0};
    lb_printf(&b, "%s", APP_START);
    for (int i = 0; i < N; i++) {
        exec_added(&b, i, 2000 + i, 1);
        exec_removed(&b, i, 2000 + i + LIFE);
    }
    lb_printf(&b, "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":0,\"Submission Time\":50000,\"Stage Infos\":[{\"Stage ID\":0,"
                  "\"Stage Attempt ID\":0,\"Stage Name\":\"st\",\"Number of Tasks\":1,\"RDD Info\":[],\"Details\":\"\"}],"
                  "\"Stage IDs\":[0],\"Properties\":{}}\n"
                  "{\"Event\":\"SparkListenerStageSubmitted\",\"Stage Info\":{\"Stage ID\":0,\"Stage Attempt ID\":0,"
                  "\"Stage Name\":\"st\",\"Number of Tasks\":1,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":50000}}\n"
                  "{\"Event\":\"SparkListenerStageCompleted\",\"Stage Info\":{\"Stage ID\":0,\"Stage Attempt ID\":0,"
                  "\"Stage Name\":\"st\",\"Number of Tasks\":1,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":50000,"
                  "\"Completion Time\":50010}}\n"
                  "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":0,\"Completion Time\":50020,\"Job Result\":{\"Result\":\"JobSucceeded\"}}\n"
                  "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":200000}\n");
    sdx_model *m = model_of(&b);
    free(b.p);
    if (!m)
        return;
    CHECK_EQ_INT(m->nexecutors, N);
    sdx_analysis *a = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_analysis_build(m, NULL, &a, &err), 0);
    if (a) {
        CHECK_EQ_INT(a->slots, LIFE + 1);
        CHECK_EQ_INT(a->nstages, 1);
        /* alive at some point of [50000, 50010]: added from 49901 (removed 50000) to 50010 */
        CHECK_EQ_INT(a->stages[0].slots, 50010 - 49901 + 1);
        CHECK_EQ_INT(a->stages[0].slots, brute_during(m, 50000, 50010));
        CHECK_EQ_INT(a->wall_ms, 199000);
        CHECK_EQ_INT(a->job_ms, 20);
        CHECK_EQ_INT(a->ngaps, 2);
        CHECK_EQ_INT(a->longest_gap_ms, 200000 - 50020);
        sdx_analysis_free(a);
    }
    /* and the report over it */
    sdx_report *r = NULL;
    CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    if (r) {
        CHECK_EQ_INT(r->slots, LIFE + 1);
        CHECK_EQ_INT(r->executors, N);
        sdx_report_free(r);
    }
    sdx_model_free(m);
}

TEST(example_facts_agree_with_the_report)
{
    sdx_loglist l;
    sdx_error err;
    if (sdx_logs_scan(EXAMPLE, &l, &err) < 0 || l.n != 1)
        SKIP("example log missing");
    sdx_model *m = NULL;
    CHECK_EQ_INT(sdx_model_build(&l.logs[0], 0, &m, &err), 0);
    sdx_loglist_free(&l);
    if (!m)
        return;
    sdx_analysis *a = NULL;
    sdx_report *r = NULL;
    CHECK_EQ_INT(sdx_analysis_build(m, NULL, &a, &err), 0);
    CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    if (a && r) {
        const sdx_analysis *ra = sdx_report_analysis(r);
        CHECK(ra != NULL && ra != a && ra->m == m && ra->nstages == a->nstages && ra->slots == a->slots);
        CHECK_EQ_INT(a->wall_ms, r->wall_ms);
        CHECK_EQ_INT(a->driver_ms, r->driver_ms);
        CHECK_EQ_INT(a->longest_gap_ms, r->longest_gap_ms);
        int64_t gaps = 0;
        for (uint32_t i = 0; i < a->ngaps; i++) {
            CHECK(a->gaps[i].end > a->gaps[i].start);
            if (i)
                CHECK(a->gaps[i].start >= a->gaps[i - 1].end);
            gaps += a->gaps[i].end - a->gaps[i].start;
        }
        CHECK_EQ_INT(gaps, a->driver_ms);
        CHECK_EQ_INT(a->slots, r->slots);
        CHECK(r->njobs >= 1);
        for (uint32_t i = 0; i < r->njobs; i++) {
            const sdx_job_facts *j = sdx_analysis_job(a, r->jobs[i].job_id);
            CHECK(j != NULL);
            if (!j)
                continue;
            CHECK_EQ_INT(j->duration_ms, r->jobs[i].duration_ms);
            CHECK_EQ_INT(j->ncritical, r->jobs[i].ncritical);
            for (uint32_t k = 0; k < j->ncritical && k < r->jobs[i].ncritical; k++)
                CHECK_EQ_INT(j->critical[k], r->jobs[i].critical_stages[k]);
            /* the chain ends with the job's last stage and walks parents */
            if (j->ncritical) {
                const sdx_stage_facts *last = sdx_analysis_stage(a, j->critical[j->ncritical - 1], -1);
                CHECK(last && last->ran);
            }
        }
        for (uint32_t i = 0; i < r->nstages; i++) {
            const sdx_stage_facts *s = sdx_analysis_stage(a, r->stages[i].stage_id, r->stages[i].attempt_id);
            CHECK(s != NULL);
            if (!s)
                continue;
            CHECK_EQ_INT(s->dur, r->stages[i].duration_ms);
            CHECK_EQ_INT(s->capacity, r->stages[i].capacity_ms);
            CHECK_EQ_INT(s->capacity, s->total / s->slots);
            CHECK_EQ_INT(s->model, s->slowest > s->capacity ? s->slowest : s->capacity);
            CHECK_EQ_STR(s->bound, r->stages[i].bound);
        }
        /* the skewed join's stage names its join */
        int smj = 0;
        for (uint32_t i = 0; i < a->nstages; i++)
            smj |= (a->stages[i].ops & SDX_OP_SMJ) && a->stages[i].main_op && !strcmp(a->stages[i].main_op, "SortMergeJoin");
        CHECK(smj);
        CHECK(sdx_analysis_stage(a, 999999, -1) == NULL);
    }
    sdx_analysis_free(a);
    sdx_report_free(r);
    sdx_model_free(m);
}

TEST(aqe_default_follows_the_spark_version)
{
    CHECK_EQ_INT(sdx_aqe_default(301), 0);
    CHECK_EQ_INT(sdx_aqe_default(204), 0);
    CHECK_EQ_INT(sdx_aqe_default(302), 1);
    CHECK_EQ_INT(sdx_aqe_default(400), 1);
    CHECK_EQ_INT(sdx_aqe_default(0), 1);
    const char *logs[] = {
        "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.1.2\"}\n" APP_START,
        "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.0\"}\n" APP_START,
        "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.0\"}\n{\"Event\":\"SparkListenerEnvironmentUpdate\","
        "\"JVM Information\":{},\"Spark Properties\":{\"spark.sql.adaptive.enabled\":\"false\"},\"System Properties\":{},"
        "\"Classpath Entries\":{}}\n" APP_START,
        "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.0.1\"}\n{\"Event\":\"SparkListenerEnvironmentUpdate\","
        "\"JVM Information\":{},\"Spark Properties\":{\"spark.sql.adaptive.enabled\":\"true\"},\"System Properties\":{},"
        "\"Classpath Entries\":{}}\n" APP_START,
    };
    const int want[] = {0, 1, 0, 1};
    for (int i = 0; i < 4; i++) {
        sdx_model *m = NULL;
        sdx_error err;
        CHECK_EQ_INT(sdx_model_build_mem(logs[i], strlen(logs[i]), "t", 0, &m, &err), 0);
        if (!m)
            continue;
        sdx_analysis *a = NULL;
        CHECK_EQ_INT(sdx_analysis_build(m, NULL, &a, &err), 0);
        if (a)
            CHECK_EQ_INT(sdx_analysis_aqe_on(a), want[i]);
        sdx_analysis_free(a);
        sdx_model_free(m);
    }
}
