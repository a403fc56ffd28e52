/*
 * cmd_diff.c: `sparkdx diff OLD NEW` (what changed, stage by stage) and
 * `sparkdx verify BEFORE AFTER [--finding ID]` (did the fix work), over the
 * library's diff (include/sparkdx/diff.h). Exit codes: diff 0 (1 with
 * --fail-on and a finding at or above it), verify 0 fixed, 1 not fixed,
 * 2 usage, 3 unreadable input.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/analysis.h"
#include "sparkdx/diff.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

static const char DIFF_USAGE[] =
    "usage: sparkdx diff OLD NEW [--format text|md|json] [--width N] [--fail-on SEVERITY]\n"
    "\n"
    "Compares two runs of the same job: jobs, SQL executions and stages matched by\n"
    "structure (descriptions, call sites, stage names, RDD scopes, operators, order;\n"
    "never by ids), the wall clock change attributed to the stages that account for\n"
    "it with both runs' numbers and why (data growth, skew that appeared, spill, GC,\n"
    "slots, failures, join strategy), a verdict, and the diff.* findings\n"
    "(diff.nonlinear, diff.join_strategy, diff.resources, diff.config, diff.version,\n"
    "diff.input_layout; docs/diff.md).\n"
    "Exit codes: 0 ok, 1 a finding at or above --fail-on, 2 usage, 3 unreadable input.\n";

static const char VERIFY_USAGE[] =
    "usage: sparkdx verify BEFORE AFTER [--finding ID] [--format text|json] [--width N]\n"
    "\n"
    "Did the fix work? Re-measures, on the matched stage of AFTER, the metric each\n"
    "finding of BEFORE was diagnosed with (skew: the max task duration and the max\n"
    "shuffle read, not the wall clock), says fixed, partly, not fixed or worse, with\n"
    "the numbers, and what got worse elsewhere. --finding picks one finding id of\n"
    "BEFORE (default: every finding at medium or above).\n"
    "Exit codes: 0 fixed, 1 not fixed (partly, not fixed or worse), 2 usage,\n"
    "3 unreadable input.\n";

typedef struct run {
    sdx_loglist logs;
    sdx_model *m;
    sdx_analysis *a;
    sdx_report *r;
} run;

static void run_free(run *x)
{
    sdx_report_free(x->r);
    sdx_analysis_free(x->a);
    sdx_model_free(x->m);
    sdx_loglist_free(&x->logs);
}

/* Read one log into a model and its analysis (and report when asked).
 * Returns 0, or an exit code. A damaged log still gives a partial run
 * (warning on stderr, *damaged set). */
static int load(const char *path, int want_report, run *x, int *damaged)
{
    sdx_error err;
    char ebuf[2300];
    memset(x, 0, sizeof *x);
    if (sdx_logs_scan(path, &x->logs, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_INPUT;
    }
    if (x->logs.n != 1) {
        cli_errorf("%s holds %zu application logs; name one of them", path, x->logs.n);
        return EXIT_USAGE;
    }
    if (sdx_model_build(&x->logs.logs[0], 0, &x->m, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_INPUT;
    }
    if (err.code != SDX_OK) {
        cli_errorf("warning: damaged input: %s; the diff covers what was read before it",
                   sdx_error_format(&err, ebuf, sizeof ebuf));
        *damaged = 1;
    }
    if (!x->m->stats.events) {
        cli_errorf("%s: no Spark event in it", path);
        return EXIT_INPUT;
    }
    if (sdx_analysis_build(x->m, NULL, &x->a, &err) < 0 || (want_report && sdx_report_build(x->m, NULL, &x->r, &err) < 0)) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_INPUT;
    }
    return 0;
}

typedef struct load_job {
    const char *path;
    int want_report, rc, damaged;
    run r;
} load_job;

static void *load_thread(void *p)
{
    load_job *j = p;
    j->rc = load(j->path, j->want_report, &j->r, &j->damaged);
    return NULL;
}

/* Both runs at once: on two cores the diff then costs about what reading
 * the larger log does. Returns 0 or an exit code (both freed then). */
static int load_both(const char *a, const char *b, int want_report, run *ra, run *rb, int *damaged)
{
    load_job ja, jb;
    memset(&ja, 0, sizeof ja);
    memset(&jb, 0, sizeof jb);
    ja.path = a, jb.path = b;
    ja.want_report = jb.want_report = want_report;
    pthread_t t;
    int threaded = pthread_create(&t, NULL, load_thread, &ja) == 0;
    if (!threaded)
        load_thread(&ja);
    load_thread(&jb);
    if (threaded)
        pthread_join(t, NULL);
    *ra = ja.r;
    *rb = jb.r;
    *damaged = ja.damaged || jb.damaged;
    int rc = ja.rc ? ja.rc : jb.rc;
    if (rc) {
        run_free(ra);
        run_free(rb);
    }
    return rc;
}

static int write_out(const sdx_buf *b)
{
    if (b->len && fwrite(b->data, 1, b->len, stdout) != b->len)
        return -1;
    return fflush(stdout);
}

int cmd_diff(int argc, char **argv)
{
    const char *paths[2] = {NULL, NULL}, *format = "text", *fail_on = NULL;
    int width = 0, np = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(DIFF_USAGE, stdout);
            return EXIT_OK;
        } else if (!strcmp(a, "--format") && i + 1 < argc) {
            format = argv[++i];
        } else if (!strncmp(a, "--format=", 9)) {
            format = a + 9;
        } else if (!strcmp(a, "--width") && i + 1 < argc) {
            width = atoi(argv[++i]);
        } else if (!strcmp(a, "--fail-on") && i + 1 < argc) {
            fail_on = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            cli_errorf("unknown option '%s'", a);
            fputs(DIFF_USAGE, stderr);
            return EXIT_USAGE;
        } else if (np < 2) {
            paths[np++] = a;
        } else {
            fputs(DIFF_USAGE, stderr);
            return EXIT_USAGE;
        }
    }
    if (np != 2 || (strcmp(format, "text") && strcmp(format, "md") && strcmp(format, "json"))) {
        fputs(DIFF_USAGE, stderr);
        return EXIT_USAGE;
    }
    sdx_severity fail_sev = SDX_SEV_CRITICAL;
    if (fail_on && sdx_severity_parse(fail_on, &fail_sev) < 0) {
        cli_errorf("bad --fail-on '%s' (info, low, medium, high or critical)", fail_on);
        return EXIT_USAGE;
    }
    run o, n;
    int damaged = 0, rc = load_both(paths[0], paths[1], 0, &o, &n, &damaged);
    if (rc)
        return rc;
    sdx_error err;
    char ebuf[2300];
    sdx_diff *d = NULL;
    if (sdx_diff_build(o.a, n.a, NULL, &d, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        run_free(&o);
        run_free(&n);
        return EXIT_INPUT;
    }
    sdx_buf out;
    sdx_buf_init(&out);
    if (!strcmp(format, "json"))
        sdx_diff_render_json(d, &out, 1);
    else if (!strcmp(format, "md"))
        sdx_diff_render_md(d, &out);
    else
        sdx_diff_render_text(d, &out, width);
    rc = damaged ? EXIT_INPUT : EXIT_OK;
    if (fail_on)
        for (uint32_t i = 0; i < d->nfindings; i++)
            if ((int)d->findings[i].severity >= (int)fail_sev)
                rc = EXIT_FINDINGS;
    if (write_out(&out) < 0) {
        cli_errorf("error writing the output");
        rc = EXIT_INPUT;
    }
    sdx_buf_free(&out);
    sdx_diff_free(d);
    run_free(&o);
    run_free(&n);
    return rc;
}

int cmd_verify(int argc, char **argv)
{
    const char *paths[2] = {NULL, NULL}, *format = "text", *finding = NULL;
    int width = 0, np = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(VERIFY_USAGE, stdout);
            return EXIT_OK;
        } else if (!strcmp(a, "--format") && i + 1 < argc) {
            format = argv[++i];
        } else if (!strcmp(a, "--finding") && i + 1 < argc) {
            finding = argv[++i];
        } else if (!strcmp(a, "--width") && i + 1 < argc) {
            width = atoi(argv[++i]);
        } else if (a[0] == '-' && a[1]) {
            cli_errorf("unknown option '%s'", a);
            fputs(VERIFY_USAGE, stderr);
            return EXIT_USAGE;
        } else if (np < 2) {
            paths[np++] = a;
        } else {
            fputs(VERIFY_USAGE, stderr);
            return EXIT_USAGE;
        }
    }
    if (np != 2 || (strcmp(format, "text") && strcmp(format, "json"))) {
        fputs(VERIFY_USAGE, stderr);
        return EXIT_USAGE;
    }
    run b, a;
    int damaged = 0, rc = load_both(paths[0], paths[1], 1, &b, &a, &damaged);
    if (rc)
        return rc == EXIT_USAGE ? rc : EXIT_INPUT;
    sdx_error err;
    char ebuf[2300];
    sdx_diff *d = NULL;
    sdx_verify *v = NULL;
    if (sdx_diff_build(b.a, a.a, NULL, &d, &err) < 0 || sdx_verify_build(d, b.r, a.r, finding, &v, &err) < 0) {
        if (err.code == SDX_ERR_USAGE)
            cli_errorf("%s: %s", paths[0], err.msg);
        else
            cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        rc = err.code == SDX_ERR_USAGE ? EXIT_USAGE : EXIT_INPUT;
        sdx_diff_free(d);
        run_free(&b);
        run_free(&a);
        return rc;
    }
    sdx_buf out;
    sdx_buf_init(&out);
    if (!strcmp(format, "json"))
        sdx_verify_render_json(v, &out, 1);
    else
        sdx_verify_render_text(v, &out, width);
    rc = v->outcome == SDX_VERIFY_FIXED ? EXIT_OK : EXIT_FINDINGS;
    if (write_out(&out) < 0) {
        cli_errorf("error writing the output");
        rc = EXIT_INPUT;
    }
    sdx_buf_free(&out);
    sdx_verify_free(v);
    sdx_diff_free(d);
    run_free(&b);
    run_free(&a);
    return rc;
}
