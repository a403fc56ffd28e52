/*
 * test_oom.c: the out-of-memory contract (issue 11), by fault injection.
 *
 * This binary is linked with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,
 * --wrap=strdup,--wrap=strndup (Makefile: OOM_WRAP), so every allocation the
 * library makes goes through the wrappers below. A run counts the
 * allocations of a whole pass over a real log (sdx_logs_scan, then
 * sdx_model_build); then, for every N from 1 to that count, the same pass
 * with the Nth allocation failing (only that one) must end without a crash:
 * -1 with err.code == SDX_ERR_NOMEM from the entry point that met it. The
 * one exception is an allocation the library may do without (the read-ahead
 * thread that cannot start: the part is read on this thread); such a run
 * must then give the same model as the clean run. Logs: a zstd rolling log
 * and an lz4 one (tests/spark/logs). `make asan` runs this under ASan too.
 *
 * The report half (sdx_report_build over the model) is a separate test
 * (oom_report_build). The History Server answers (sdx_rest_open +
 * sdx_rest_get) and the failure triage are swept the same way.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"
#include "sparkdx/triage.h"
#include "sparkdx/rest.h"
#include "sparkdx/json.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
char *__real_strdup(const char *s);
char *__real_strndup(const char *s, size_t n);

/* 0: count only; else the number of the allocation that fails */
static atomic_long fail_at;
static atomic_long count;
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

/* What a clean build gives, to compare a run that did without an allocation. */
typedef struct shape {
    uint64_t events;
    uint32_t njobs, nstages, nexecutors, nsql;
} shape;

static shape shape_of(const sdx_model *m)
{
    shape s = {m->stats.events, m->njobs, m->nstages, m->nexecutors, m->nsql};
    return s;
}

/* One pass: scan, build (and, with report, the report). Returns 0 built, 1
 * NOMEM reported, -1 anything else (a wrong error or a missing one). */
static int pass(const char *path, int flags, int report, shape *out)
{
    sdx_loglist L;
    sdx_error err;
    if (sdx_logs_scan(path, &L, &err) < 0)
        return err.code == SDX_ERR_NOMEM ? 1 : -1;
    int rc = -1;
    sdx_model *m = NULL;
    if (L.n != 1) {
        rc = -1;
    } else if (sdx_model_build(&L.logs[0], flags, &m, &err) < 0) {
        rc = err.code == SDX_ERR_NOMEM ? 1 : -1;
    } else if (!m) {
        rc = -1;
    } else {
        *out = shape_of(m);
        rc = 0;
        if (report) {
            sdx_report_opts o;
            sdx_report_opts_init(&o);
            sdx_report *r = NULL;
            if (sdx_report_build(m, &o, &r, &err) < 0)
                rc = err.code == SDX_ERR_NOMEM ? 1 : -1;
            sdx_report_free(r);
        }
    }
    sdx_model_free(m);
    sdx_loglist_free(&L);
    return rc;
}

typedef struct tally {
    long total, nomem, degraded, bad;
} tally;

static tally sweep(const char *path, int flags, int report)
{
    tally t = {0, 0, 0, 0};
    shape ref, got;
    /* a first pass for the process-wide one-time set-up of libc and the
     * libraries (time zone, locale tables): not the library's, and not
     * repeated, so it is not counted */
    arm(0);
    pass(path, flags, report, &ref);
    arm(0);
    if (pass(path, flags, report, &ref) != 0) {
        t.bad = 1;
        return t;
    }
    t.total = atomic_load(&count);
    for (long n = 1; n <= t.total; n++) {
        arm(n);
        int rc = pass(path, flags, report, &got);
        int failed = atomic_load(&failed_one);   /* before arm(0) clears it */
        arm(0);
        if (rc == 1)
            t.nomem++;
        else if (rc == 0 && (!failed || !memcmp(&got, &ref, sizeof ref)))
            t.degraded++;   /* did without it (or a thread's allocation came later), same model */
        else {
            if (t.bad++ < 5)
                printf("  %s: allocation %ld of %ld failing gave rc %d\n", path, n, t.total, rc);
        }
    }
    return t;
}

static void check_log(const char *path, int flags)
{
    tally t = sweep(path, flags, 0);
    printf("  %s (flags %#x): %ld allocations; %ld runs NOMEM, %ld degraded, %ld wrong\n", path, flags, t.total,
           t.nomem, t.degraded, t.bad);
    CHECK_EQ_INT(t.bad, 0);
    CHECK(t.total > 100);                  /* a real log, many allocations */
    CHECK(t.nomem * 10 >= t.total * 9);    /* almost every failure is one the build cannot do without */
}

TEST(oom_model_build_zstd_rolling)
{
    check_log("tests/spark/logs/inprogress/eventlog_v2_inprogress_zstd_rolling", 0);
}

TEST(oom_model_build_lz4)
{
    check_log("tests/spark/logs/codecs/codec_lz4_s35_healthy.lz4", 0);
}

/* The read-ahead thread and the decoding on it (every chunk decoded there
 * first): an allocation failing on that thread is handed back too. */
TEST(oom_model_build_read_ahead_thread)
{
    check_log("tests/spark/logs/codecs/codec_zstd_s35_healthy.zstd", SDX_AHEAD_DECODE_TEST);
}

/* The report half: the model build and then sdx_report_build (the
 * analysis, rules and report layers) must return -1 with SDX_ERR_NOMEM for
 * every failing allocation too, never crash. */
TEST(oom_report_build)
{
    tally t = sweep("tests/spark/logs/codecs/codec_lz4_s35_healthy.lz4", 0, 1);
    CHECK_EQ_INT(t.bad, 0);
    CHECK(t.total > 100);
}

/* Failure triage of a text (sdx_triage_text, `sparkdx failure`). Every
 * allocation of lib/triage is checked, so no run may crash or fail with
 * another error; but most of them (tg_dup, tg_sb: ~130 call sites) drop the
 * string they could not copy rather than fail the triage, so a run may end
 * with a poorer result instead of SDX_ERR_NOMEM. Counted and shown here,
 * not yet asserted: the triage rules are being rewritten (issue 11), and a
 * per-triage out-of-memory latch belongs in that rewrite. */
static char *triage_json(const char *text, size_t n, int *rc)
{
    sdx_triage_result *r = NULL;
    sdx_error err;
    *rc = sdx_triage_text(text, n, &r, &err);
    if (*rc < 0) {
        *rc = err.code == SDX_ERR_NOMEM ? 1 : -1;
        return NULL;
    }
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_triage_render_json(r, &b, 1);
    char *out = sdx_buf_failed(&b) ? NULL : __real_strdup(sdx_buf_cstr(&b));
    sdx_buf_free(&b);
    sdx_triage_result_free(r);
    if (!out)
        *rc = 2;   /* the rendering ran out of memory: its buffer says so */
    return out;
}

static void check_triage(const char *path)
{
    FILE *f = fopen(path, "rb");
    CHECK(f != NULL);
    if (!f)
        return;
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text, f);
    fclose(f);
    int rc;
    arm(0);
    char *ref = triage_json(text, n, &rc);
    long total = atomic_load(&count);
    CHECK(ref != NULL);
    if (!ref)
        return;
    long nomem = 0, same = 0, poorer = 0, bad = 0;
    for (long k = 1; k <= total; k++) {
        arm(k);
        char *got = triage_json(text, n, &rc);
        arm(0);
        if (rc == 1 || rc == 2)
            nomem++;
        else if (rc == 0 && got && !strcmp(got, ref))
            same++;
        else if (rc == 0 && got)
            poorer++;
        else if (bad++ < 5)
            printf("  %s: allocation %ld of %ld failing gave rc %d\n", path, k, total, rc);
        free(got);
    }
    free(ref);
    printf("  %s: %ld allocations; %ld runs NOMEM, %ld same result, %ld a poorer result (not yet NOMEM), "
           "%ld wrong\n", path, total, nomem, same, poorer, bad);
    CHECK_EQ_INT(bad, 0);
    CHECK(total > 10);
}

TEST(oom_triage_text_no_crash)
{
    check_triage("tests/failures/dat-01-cast-invalid-input-spark35.txt");
    check_triage("tests/failures/drv-05-py4j-collect-driver-oom-spark32.txt");
}

/* The History Server's answers: sdx_rest_open fails with SDX_ERR_NOMEM, or
 * each sdx_rest_get answers 500 with its buffer failed, or the clean run's
 * answer. */
static const char *const rest_paths[] = {
    "applications", "applications/%s/jobs", "applications/%s/stages?details=true&withSummaries=true",
    "applications/%s/stages/1/0/taskSummary?quantiles=0.1,0.5,0.9", "applications/%s/stages/1/0/taskList",
    "applications/%s/executors", "applications/%s/sql?details=true", "applications/%s/environment",
};
#define NREST (sizeof rest_paths / sizeof rest_paths[0])

/* 0 answered (texts/statuses in ans), 1 NOMEM at open, 2 a 500, -1 wrong */
static int rest_pass(const char *log, const char *app, char **ans, int *status)
{
    sdx_rest *r = NULL;
    sdx_error err;
    if (sdx_rest_open(log, &r, &err) < 0)
        return err.code == SDX_ERR_NOMEM ? 1 : -1;
    int rc = 0;
    for (size_t i = 0; i < NREST; i++) {
        char path[256];
        snprintf(path, sizeof path, rest_paths[i], app);
        sdx_buf b;
        sdx_buf_init(&b);
        const char *warning;
        status[i] = sdx_rest_get(r, path, &b, &warning);
        if (status[i] == 500 && sdx_buf_failed(&b))
            rc = 2;
        ans[i] = sdx_buf_failed(&b) ? NULL : __real_strdup(sdx_buf_cstr(&b));
        sdx_buf_free(&b);
    }
    sdx_rest_close(r);
    return rc;
}

TEST(oom_rest_answers)
{
    const char *log = "tests/spark/logs/codecs/codec_lz4_s35_healthy.lz4";
    char *ref[NREST], *got[NREST];
    int st_ref[NREST], st_got[NREST];
    arm(0);
    sdx_rest *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_rest_open(log, &r, &err), 0);
    if (!r)
        return;
    sdx_buf b;
    sdx_buf_init(&b);
    const char *warning;
    CHECK_EQ_INT(sdx_rest_get(r, "applications", &b, &warning), 200);
    char app[128] = "";
    const char *id = strstr(sdx_buf_cstr(&b), "\"id\" : \"");
    if (id)
        sscanf(id + 8, "%127[^\"]", app);
    sdx_buf_free(&b);
    sdx_rest_close(r);
    CHECK(app[0] != 0);
    arm(0);
    CHECK_EQ_INT(rest_pass(log, app, ref, st_ref), 0);
    long total = atomic_load(&count);
    for (size_t i = 0; i < NREST; i++)
        CHECK(ref[i] && st_ref[i] == 200);
    long nomem = 0, same = 0, bad = 0;
    for (long n = 1; n <= total; n++) {
        arm(n);
        memset(got, 0, sizeof got);
        int rc = rest_pass(log, app, got, st_got);
        arm(0);
        int ok = rc == 1 || rc == 2;
        if (rc == 0 || rc == 2) {   /* every answer that is not a 500 must be the clean one */
            int all_same = 1;
            for (size_t i = 0; i < NREST; i++)
                if (st_got[i] != 500 && (st_got[i] != st_ref[i] || !got[i] || strcmp(got[i], ref[i])))
                    all_same = 0;
            ok = ok ? all_same : (rc == 0 && all_same);
            if (rc == 0 && all_same)
                same++;
        }
        if (rc == 1 || (rc == 2 && ok))
            nomem++;
        if (!ok && bad++ < 5)
            printf("  rest: allocation %ld of %ld failing gave rc %d and a wrong answer\n", n, total, rc);
        for (size_t i = 0; rc != 1 && i < NREST; i++)
            free(got[i]);
    }
    for (size_t i = 0; i < NREST; i++)
        free(ref[i]);
    printf("  rest over %s: %ld allocations; %ld runs NOMEM or 500, %ld the same answers, %ld wrong\n", log, total,
           nomem, same, bad);
    CHECK_EQ_INT(bad, 0);
    CHECK(total > 100);
}
