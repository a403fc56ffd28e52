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
 * sdx_rest_get) and the failure triage are swept the same way; the triage
 * strictly (SDX_ERR_NOMEM or the clean answer, never a poorer one:
 * oom_triage_*), and `sparkdx failure` through the ops layer
 * (oom_ops_failure).
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
#include "sparkdx/ops.h"

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

/* Failure triage (`sparkdx failure`): sdx_triage_text, or the streaming
 * entry points (sdx_triage_feed in chunks, sdx_triage_add_eventlog,
 * sdx_triage_finish) over a text and / or an event log's model. Every
 * allocation of lib/triage is checked and latched, so the sweep is strict:
 * each run with the Nth allocation failing ends in SDX_ERR_NOMEM (from the
 * entry point that met it or from a later one; the rendering's buffer says
 * so when it is the renderer's), or, when no allocation failed, in the clean
 * run's JSON. A poorer answer (a string, a frame, a failure silently left
 * out) is wrong. */
typedef struct triage_case {
    const char *text;      /* a failure text of tests/failures, or NULL */
    const char *eventlog;  /* an event log of tests/spark/logs, or NULL */
    size_t chunk;          /* 0: sdx_triage_text; else fed in chunks of this size */
} triage_case;

typedef struct triage_tally {
    long total, nomem, nomem_render, same, poorer, bad;
} triage_tally;

/* The err of a NOMEM run must say so. */
static int nomem_err(const sdx_error *err)
{
    return err->code == SDX_ERR_NOMEM && strstr(err->msg, "out of memory") != NULL;
}

/* 0 the JSON (in *out), 1 NOMEM from the triage, 2 the rendering's buffer
 * failed, -1 anything else (another error, a NOMEM without its message, a
 * spoiled triage that still gives a result). */
static int triage_run(const triage_case *c, const char *text, size_t n, const sdx_model *m, char **out)
{
    sdx_triage_result *r = NULL;
    sdx_error err;
    sdx_error_clear(&err);
    *out = NULL;
    if (!c->chunk && !m) {
        if (sdx_triage_text(text, n, &r, &err) < 0)
            return nomem_err(&err) && !r ? 1 : -1;
    } else {
        sdx_triage *t = sdx_triage_new();
        if (!t)
            return 1;
        int rc = 0;
        size_t step = c->chunk ? c->chunk : n + 1;
        for (size_t i = 0; rc == 0 && i < n; i += step)
            rc = sdx_triage_feed(t, text + i, n - i < step ? n - i : step, &err);
        if (rc == 0 && m)
            rc = sdx_triage_add_eventlog(t, m, &err);
        if (rc == 0) {
            r = sdx_triage_finish(t, &err);
        } else {
            /* a spoiled triage stays spoiled: no answer from finish either */
            sdx_triage_result *late = sdx_triage_finish(t, NULL);
            if (late || !nomem_err(&err)) {
                sdx_triage_result_free(late);
                sdx_triage_free(t);
                return -1;
            }
        }
        sdx_triage_free(t);
        if (!r)
            return rc == 0 && !nomem_err(&err) ? -1 : 1;
    }
    /* both renderings (`--format json` and the default text) */
    sdx_buf b, tb;
    sdx_buf_init(&b);
    sdx_buf_init(&tb);
    sdx_triage_render_json(r, &b, 1);
    sdx_triage_render_text(r, &tb, 100);
    if (!sdx_buf_failed(&b) && !sdx_buf_failed(&tb)) {
        sdx_buf_put(&b, sdx_buf_cstr(&tb), tb.len);
        if (!sdx_buf_failed(&b))
            *out = __real_strdup(sdx_buf_cstr(&b));
    }
    sdx_buf_free(&b);
    sdx_buf_free(&tb);
    sdx_triage_result_free(r);
    return *out ? 0 : 2;
}

static char *slurp_text(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = __real_malloc(1 << 20);
    *n = text ? fread(text, 1, 1 << 20, f) : 0;
    fclose(f);
    return text;
}

static triage_tally sweep_triage(const triage_case *c)
{
    triage_tally t = {0, 0, 0, 0, 0, 0};
    size_t n = 0;
    char *text = NULL;
    if (c->text && !(text = slurp_text(c->text, &n))) {
        t.bad = 1;
        return t;
    }
    /* the event log's model is built once, without failures: only the
     * triage's allocations are counted and failed */
    arm(0);
    sdx_loglist L = {0};
    sdx_model *m = NULL;
    sdx_error err;
    if (c->eventlog && (sdx_logs_scan(c->eventlog, &L, &err) < 0 || L.n != 1 ||
                        sdx_model_build(&L.logs[0], 0, &m, &err) < 0 || !m)) {
        free(text);
        t.bad = 1;
        return t;
    }
    char *ref, *got;
    triage_run(c, text ? text : "", n, m, &ref);   /* process-wide set-up, not counted */
    free(ref);
    arm(0);
    if (triage_run(c, text ? text : "", n, m, &ref) != 0) {
        t.bad = 1;
    } else {
        t.total = atomic_load(&count);
        for (long k = 1; k <= t.total; k++) {
            arm(k);
            int rc = triage_run(c, text ? text : "", n, m, &got);
            int failed = atomic_load(&failed_one);
            arm(0);
            if (rc == 1 && failed)
                t.nomem++;
            else if (rc == 2 && failed)
                t.nomem_render++;
            else if (rc == 0 && !strcmp(got, ref))
                t.same++;
            else if (rc == 0)
                t.poorer++;
            else
                t.bad++;
            if ((rc == -1 || (rc == 0 && strcmp(got, ref))) && t.bad + t.poorer <= 5)
                printf("  %s%s%s: allocation %ld of %ld failing gave %s\n", c->text ? c->text : "",
                       c->text && c->eventlog ? " + " : "", c->eventlog ? c->eventlog : "", k, t.total,
                       rc == 0 ? "a poorer result" : "a wrong error");
            free(got);
        }
        free(ref);
    }
    sdx_model_free(m);
    sdx_loglist_free(&L);
    free(text);
    return t;
}

static void check_triage(const triage_case *c)
{
    triage_tally t = sweep_triage(c);
    printf("  %s%s%s (%s): %ld allocations; %ld runs NOMEM (%ld of them in the rendering), %ld same result, "
           "%ld poorer result, %ld wrong\n",
           c->text ? c->text : "", c->text && c->eventlog ? " + " : "", c->eventlog ? c->eventlog : "",
           c->eventlog ? "feed + add_eventlog + finish" : c->chunk ? "feed in chunks + finish" : "sdx_triage_text",
           t.total, t.nomem + t.nomem_render, t.nomem_render, t.same, t.poorer, t.bad);
    CHECK_EQ_INT(t.bad, 0);
    CHECK_EQ_INT(t.poorer, 0);
    CHECK_EQ_INT(t.nomem + t.nomem_render + t.same, t.total);
    CHECK(t.total > 10);
}

#define FAILURES "tests/failures/"

TEST(oom_triage_text)
{
    static const triage_case cases[] = {
        {FAILURES "dat-01-cast-invalid-input-spark35.txt", NULL, 0},
        {FAILURES "drv-05-py4j-collect-driver-oom-spark32.txt", NULL, 0},
        /* a long stack trace: 85 frames under a job abort */
        {FAILURES "drv-15-real-spark43-max-result-size.txt", NULL, 0},
        /* a chain of four "Caused by", fed in chunks that cut lines */
        {FAILURES "shf-01-fetch-refused-no-loss-spark24.txt", NULL, 97},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_triage(&cases[i]);
}

/* JSON log records: the record walker's buffers, frames arrays and causes. */
TEST(oom_triage_json_records)
{
    static const triage_case cases[] = {
        /* log4j2 JsonLayout: thrown with extendedStackTrace frames and a cause */
        {FAILURES "ser-32-log4j2-jsonlayout-thrown-cause-not-serializable-spark32.txt", NULL, 0},
        /* Spark 4 structured logs: the exception object with its stacktrace */
        {FAILURES "res-17-spark4-json-logs-oom.txt", NULL, 0},
        /* Fluent Bit records with their kubernetes objects, in chunks */
        {FAILURES "shf-31-fluent-bit-k8s-driver-fetch-failed-connect-spark34.txt", NULL, 512},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_triage(&cases[i]);
}

/* `sparkdx failure --eventlog`: the join's items, lines and notes, alone
 * and after a text. */
TEST(oom_triage_eventlog)
{
    static const triage_case cases[] = {
        {NULL, "tests/spark/logs/v4/eventlog_v2_s14_fetch_failed_executor_lost", 0},
        {FAILURES "shf-01-fetch-refused-no-loss-spark24.txt", "tests/spark/logs/v4/eventlog_v2_s13_deterministic_failure",
         0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_triage(&cases[i]);
}

/* `sparkdx failure FILE` (sdx_ops_failure, what the CLI runs): with the Nth
 * allocation failing, the clean run's output, or exit 3 (SDX_OPS_INPUT)
 * with one error, "FILE: out of memory in the failure triage ..." (or the
 * rendering's "out of memory while rendering the output"), and nothing
 * written -- as `report` ends on SDX_ERR_NOMEM. The sink is the test's own
 * memory. */
typedef struct real_sink {
    char *p;
    size_t n;
} real_sink;

static int real_sink_write(void *ud, const char *data, size_t len)
{
    real_sink *s = ud;
    char *q = __real_realloc(s->p, s->n + len + 1);
    if (!q)
        return -1;
    memcpy(q + s->n, data, len);
    s->n += len;
    q[s->n] = 0;
    s->p = q;
    return 0;
}

/* 0 the output (in *out), 1 exit 3 with the out-of-memory error, -1 else */
static int ops_failure_run(const char *path, const char *format, char **out)
{
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.text_path = path;
    q.format = format;
    real_sink rs = {NULL, 0};
    sdx_sink sink = {real_sink_write, &rs};
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_code code = sdx_ops_failure(&q, &sink, &res);
    int rc = -1;
    if (code == SDX_OPS_OK && res.nmsgs == 0 && rs.p) {
        rc = 0;
        *out = rs.p;
        rs.p = NULL;
    } else if (code == SDX_OPS_INPUT && res.nmsgs == 1 && res.msgs[0].level == SDX_OPS_ERROR &&
               strstr(res.msgs[0].text, "out of memory") &&
               (!strncmp(res.msgs[0].text, path, strlen(path)) ||   /* the triage's NOMEM */
                !strcmp(res.msgs[0].text, "out of memory while rendering the output")) &&   /* op_emit's */
               !rs.n) {
        rc = 1;
    } else {
        printf("  sparkdx failure %s: code %d, %zu messages: %s\n", path, (int)code, res.nmsgs,
               res.nmsgs ? res.msgs[0].text : "");
    }
    free(rs.p);
    sdx_ops_result_free(&res);
    return rc;
}

TEST(oom_ops_failure)
{
    static const char *const formats[] = {"text", "json"};
    const char *path = FAILURES "res-15-fetch-after-yarn-kill-spark24.txt";
    for (size_t f = 0; f < 2; f++) {
        char *ref = NULL, *got = NULL;
        arm(0);
        CHECK_EQ_INT(ops_failure_run(path, formats[f], &ref), 0);
        long total = atomic_load(&count);
        long nomem = 0, same = 0, bad = 0;
        for (long k = 1; ref && k <= total; k++) {
            arm(k);
            got = NULL;
            int rc = ops_failure_run(path, formats[f], &got);
            int failed = atomic_load(&failed_one);
            arm(0);
            if (rc == 1 && failed)
                nomem++;
            else if (rc == 0 && !strcmp(got, ref))
                same++;
            else if (bad++ < 5)
                printf("  sparkdx failure %s --format %s: allocation %ld of %ld failing gave rc %d\n", path,
                       formats[f], k, total, rc);
            free(got);
        }
        free(ref);
        printf("  sparkdx failure %s --format %s: %ld allocations; %ld runs exit 3 out of memory, %ld same output, "
               "%ld wrong\n", path, formats[f], total, nomem, same, bad);
        CHECK_EQ_INT(bad, 0);
        CHECK(total > 10);
    }
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
