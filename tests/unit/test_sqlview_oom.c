/*
 * test_sqlview_oom.c: the out-of-memory contract of the SQL view, by fault
 * injection (as test_oom.c: linked with the OOM_WRAP wrappers of the
 * Makefile). The model is built once; then a pass (sdx_analysis_build,
 * sdx_sqlview_build, every execution's final and initial plan view) is run
 * with each of its allocations failing in turn: every run must end with -1
 * and SDX_ERR_NOMEM from the call that met it, or complete with the same
 * view as the clean run, never crash or leak (`make asan`).
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/analysis.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/sqlview.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
char *__real_strdup(const char *s);
char *__real_strndup(const char *s, size_t n);

static atomic_long fail_at, count;
static atomic_int failed_one;

static int should_fail(void)
{
    long k = atomic_fetch_add(&count, 1) + 1;
    long f = atomic_load(&fail_at);
    if (f && k == f) {
        atomic_store(&failed_one, 1);
        return 1;
    }
    return 0;
}

void *__wrap_malloc(size_t n) { return should_fail() ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t n, size_t size) { return should_fail() ? NULL : __real_calloc(n, size); }
void *__wrap_realloc(void *p, size_t n) { return should_fail() ? NULL : __real_realloc(p, n); }
char *__wrap_strdup(const char *s) { return should_fail() ? NULL : __real_strdup(s); }
char *__wrap_strndup(const char *s, size_t n) { return should_fail() ? NULL : __real_strndup(s, n); }

static void arm(long n)
{
    atomic_store(&count, 0);
    atomic_store(&failed_one, 0);
    atomic_store(&fail_at, n);
}

typedef struct shape {
    uint32_t nexecs, nodes, hot, sources, writes;
} shape;

/* 0 built (shape set), 1 NOMEM reported, -1 a wrong error */
static int pass(const sdx_model *m, shape *out)
{
    sdx_error err;
    sdx_analysis *a = NULL;
    sdx_sqlview *v = NULL;
    memset(out, 0, sizeof *out);
    if (sdx_analysis_build(m, NULL, &a, &err) < 0)
        return err.code == SDX_ERR_NOMEM ? 1 : -1;
    int rc = 0;
    if (sdx_sqlview_build(a, NULL, &v, &err) < 0) {
        rc = err.code == SDX_ERR_NOMEM ? 1 : -1;
    } else {
        out->nexecs = v->nexecs;
        for (uint32_t i = 0; i < v->nexecs && rc == 0; i++)
            for (int initial = 0; initial < 2 && rc == 0; initial++) {
                sdx_sqlview_plan *p = NULL;
                if (sdx_sqlview_plan_build(v, &v->execs[i], initial, &p, &err) < 0) {
                    rc = err.code == SDX_ERR_NOMEM && !p ? 1 : -1;
                    break;
                }
                out->nodes += p->nnodes;
                out->hot += p->nhot;
                out->sources += p->nsources;
                out->writes += p->nwrites;
                sdx_sqlview_plan_free(p);
            }
    }
    sdx_sqlview_free(v);
    sdx_analysis_free(a);
    return rc;
}

static void sweep(const char *path)
{
    sdx_loglist L;
    sdx_error err;
    sdx_model *m = NULL;
    arm(0);
    if (sdx_logs_scan(path, &L, &err) < 0)
        SKIP("log not readable");
    if (L.n != 1 || sdx_model_build(&L.logs[0], 0, &m, &err) < 0) {
        sdx_loglist_free(&L);
        SKIP("log not readable");
    }
    shape ref, got;
    CHECK_EQ_INT(pass(m, &ref), 0);
    arm(0);
    pass(m, &ref);
    long total = atomic_load(&count), nomem = 0, same = 0, bad = 0;
    for (long n = 1; n <= total; n++) {
        arm(n);
        int rc = pass(m, &got);
        int failed = atomic_load(&failed_one);
        arm(0);
        if (rc == 1)
            nomem++;
        else if (rc == 0 && (!failed || !memcmp(&got, &ref, sizeof ref)))
            same++;
        else if (bad++ < 5)
            printf("  %s: allocation %ld of %ld failing gave rc %d\n", path, n, total, rc);
    }
    printf("  %s: %ld allocations; %ld runs NOMEM, %ld the same, %ld wrong (%u executions, %u nodes)\n", path, total,
           nomem, same, bad, ref.nexecs, ref.nodes);
    CHECK_EQ_INT(bad, 0);
    CHECK(total > 50 && ref.nodes > 10);
    sdx_model_free(m);
    sdx_loglist_free(&L);
}

TEST(oom_sqlview_explosion)
{
    sweep("tests/spark/logs/v4/eventlog_v2_s20_join_fanout-explosion");
}

TEST(oom_sqlview_writes)
{
    sweep("tests/spark/logs/v4/eventlog_v2_s25_debug_action");
}
