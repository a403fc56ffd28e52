/*
 * cmd_report.c: `sparkdx report LOG`, the main job: where the time went,
 * ranked findings with their evidence and fixes, what was ruled out and what
 * to alert on (lib/report/ builds it, lib/rules/ diagnoses). This file only
 * parses options, reads the log (with a progress line on a TTY when it takes
 * more than a second), picks the renderer and turns --fail-on into the exit
 * code schedulers act on.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

static const char USAGE[] =
    "usage: sparkdx report LOG [--format text|md|json] [--fail-on SEVERITY] [-o FILE]\n"
    "                          [--config FILE] [--set KEY=VALUE]... [--width N] [--color auto|always|never]\n"
    "       sparkdx report --thresholds [--format text|md]\n"
    "\n"
    "Diagnoses one application from its event log: where the time goes (driver-only\n"
    "gaps vs jobs, critical path, the stage-time model of each heavy stage), findings\n"
    "ranked by estimated time saved x confidence with the numbers for and against,\n"
    "fixes cheapest first (config, join strategy, data, code), how to confirm and\n"
    "verify them, what was ruled out, and the alerts worth setting.\n"
    "\n"
    "  --format F       text (default; colour on a terminal unless NO_COLOR is set),\n"
    "                   md (tickets, pull requests) or json (schema sparkdx.report/1,\n"
    "                   docs/report-json.md)\n"
    "  --fail-on S      exit 1 when a finding of severity S or above exists\n"
    "                   (info, low, medium, high, critical)\n"
    "  -o FILE          write the report to FILE instead of stdout\n"
    "  --config FILE    thresholds, one 'key = value' per line (docs/rules.md)\n"
    "  --set KEY=VALUE  override one threshold (after --config)\n"
    "  --thresholds     print the threshold table with defaults and sources\n"
    "  --width N        text width (default 100)\n"
    "\n"
    "LOG is an event log file, a rolling eventlog_v2_* or legacy directory, a /logs\n"
    "zip, or - for stdin. Exit codes: 0 ok, 1 findings at or above --fail-on,\n"
    "2 usage, 3 unreadable or damaged input (the report of what was read is still\n"
    "written, with the damage named).\n";

typedef struct progress {
    struct timespec start;
    int shown;
    uint64_t size;
} progress;

static double elapsed(const struct timespec *a)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - a->tv_sec) + (double)(now.tv_nsec - a->tv_nsec) / 1e9;
}

static void on_progress(void *ctx, uint64_t bytes)
{
    progress *p = ctx;
    double t = elapsed(&p->start);
    if (t < 1.0)
        return;
    fprintf(stderr, "\rsparkdx: reading... %.0f MiB decompressed (%.0f MiB stored), %.0f s", (double)bytes / 1048576.0,
            (double)p->size / 1048576.0, t);
    p->shown = 1;
}

static int print_thresholds(const char *format, const sdx_report_opts *o)
{
    size_t n = sdx_threshold_count();
    static const char *const units[] = {"number", "ratio", "bytes", "ms"};
    int md = format && !strcmp(format, "md");
    if (md)
        printf("| key | default | unit | meaning | source |\n|---|---:|---|---|---|\n");
    for (size_t i = 0; i < n; i++) {
        const sdx_threshold *t = sdx_threshold_at(i);
        char v[64];
        double x = o->value[i];
        if (t->unit == SDX_UNIT_BYTES && x >= 1048576 && (int64_t)x % 1048576 == 0)
            snprintf(v, sizeof v, "%.0fMiB", x / 1048576);
        else
            snprintf(v, sizeof v, "%g", x);
        if (md)
            printf("| `%s` | %s | %s | %s | %s |\n", t->key, v, units[t->unit], t->meaning, t->source);
        else
            printf("%-34s %10s %-6s %s\n%45s source: %s\n", t->key, v, units[t->unit], t->meaning, "",
                   t->source);
    }
    return EXIT_OK;
}

int cmd_report(int argc, char **argv)
{
    const char *log = NULL, *format = "text", *fail_on = NULL, *outpath = NULL, *color = "auto";
    int width = 100, list = 0;
    sdx_report_opts opts;
    sdx_report_opts_init(&opts);
    sdx_error err;
    char ebuf[2300];
    const char *sets[64];
    int nsets = 0;
    const char *config = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(USAGE, stdout);
            return EXIT_OK;
        } else if (!strcmp(a, "--format") && i + 1 < argc) {
            format = argv[++i];
        } else if (!strncmp(a, "--format=", 9)) {
            format = a + 9;
        } else if (!strcmp(a, "--fail-on") && i + 1 < argc) {
            fail_on = argv[++i];
        } else if (!strcmp(a, "-o") && i + 1 < argc) {
            outpath = argv[++i];
        } else if (!strcmp(a, "--config") && i + 1 < argc) {
            config = argv[++i];
        } else if (!strcmp(a, "--set") && i + 1 < argc) {
            if (nsets < 64)
                sets[nsets++] = argv[++i];
        } else if (!strcmp(a, "--width") && i + 1 < argc) {
            width = atoi(argv[++i]);
        } else if (!strcmp(a, "--color") && i + 1 < argc) {
            color = argv[++i];
        } else if (!strcmp(a, "--thresholds")) {
            list = 1;
        } else if (a[0] == '-' && a[1]) {
            cli_errorf("unknown option '%s'", a);
            fputs(USAGE, stderr);
            return EXIT_USAGE;
        } else if (!log) {
            log = a;
        } else {
            fputs(USAGE, stderr);
            return EXIT_USAGE;
        }
    }
    if (strcmp(format, "text") && strcmp(format, "md") && strcmp(format, "json")) {
        cli_errorf("bad --format '%s' (text, md or json)", format);
        return EXIT_USAGE;
    }
    sdx_severity fail_sev = SDX_SEV_CRITICAL;
    if (fail_on && sdx_severity_parse(fail_on, &fail_sev) < 0) {
        cli_errorf("bad --fail-on '%s' (info, low, medium, high or critical)", fail_on);
        return EXIT_USAGE;
    }
    if (config && sdx_report_opts_load(&opts, config, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_USAGE;
    }
    for (int i = 0; i < nsets; i++) {
        char key[128];
        const char *eq = strchr(sets[i], '=');
        if (!eq || (size_t)(eq - sets[i]) >= sizeof key) {
            cli_errorf("bad --set '%s' (expected KEY=VALUE)", sets[i]);
            return EXIT_USAGE;
        }
        memcpy(key, sets[i], (size_t)(eq - sets[i]));
        key[eq - sets[i]] = 0;
        if (sdx_report_opts_set(&opts, key, eq + 1, &err) < 0) {
            cli_errorf("%s", err.msg);
            return EXIT_USAGE;
        }
    }
    if (list)
        return print_thresholds(format, &opts);
    if (!log) {
        fputs(USAGE, stderr);
        return EXIT_USAGE;
    }

    sdx_loglist loglist;
    if (sdx_logs_scan(log, &loglist, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_INPUT;
    }
    if (loglist.n != 1) {
        cli_errorf("%s holds %zu application logs; name one of them", log, loglist.n);
        sdx_loglist_free(&loglist);
        return EXIT_USAGE;
    }
    progress pr = {.shown = 0, .size = loglist.logs[0].size};
    clock_gettime(CLOCK_MONOTONIC, &pr.start);
    int tty_err = isatty(STDERR_FILENO);
    sdx_model *m = NULL;
    int rc = sdx_model_build_progress(&loglist.logs[0], 0, tty_err ? on_progress : NULL, &pr, &m, &err);
    if (pr.shown)
        fprintf(stderr, "\r\033[K");
    if (rc < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        sdx_loglist_free(&loglist);
        return EXIT_INPUT;
    }
    int exit_code = EXIT_OK;
    sdx_error build_err = err;   /* a damaged log still gives a (partial) model */
    sdx_report *r = NULL;
    if (sdx_report_build(m, &opts, &r, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        sdx_model_free(m);
        sdx_loglist_free(&loglist);
        return EXIT_INPUT;
    }
    if (build_err.code != SDX_OK) {
        char note[2400];
        snprintf(note, sizeof note, "damaged input: %s; the report covers what was read before it",
                 sdx_error_format(&build_err, ebuf, sizeof ebuf));
        sdx_report_add_note(r, note);
        cli_errorf("warning: %s", note);
        exit_code = EXIT_INPUT;
    } else if (m->stats.warning[0]) {
        cli_errorf("warning: %s", m->stats.warning);
    }
    sdx_buf out;
    sdx_buf_init(&out);
    int is_tty = 0;
    FILE *f = stdout;
    if (outpath) {
        f = fopen(outpath, "w");
        if (!f) {
            cli_errorf("%s: %s", outpath, strerror(errno));
            sdx_report_free(r);
            sdx_model_free(m);
            sdx_loglist_free(&loglist);
            return EXIT_USAGE;
        }
    } else {
        is_tty = isatty(STDOUT_FILENO);
    }
    if (!strcmp(format, "json")) {
        sdx_report_render_json(r, &out, 1);
    } else if (!strcmp(format, "md")) {
        sdx_report_render_md(r, &out);
    } else {
        const char *nc = getenv("NO_COLOR");
        int use_color = !strcmp(color, "always") || (!strcmp(color, "auto") && is_tty && !(nc && *nc));
        sdx_report_render_text(r, &out, use_color ? SDX_RENDER_COLOR : 0, width);
    }
    fwrite(out.data ? out.data : "", 1, out.len, f);
    if (f != stdout)
        fclose(f);
    if (exit_code == EXIT_OK && fail_on && sdx_report_max_severity(r) >= (int)fail_sev)
        exit_code = EXIT_FINDINGS;
    sdx_buf_free(&out);
    sdx_report_free(r);
    sdx_model_free(m);
    sdx_loglist_free(&loglist);
    return exit_code;
}
