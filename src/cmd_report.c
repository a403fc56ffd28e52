/*
 * cmd_report.c: `sparkdx report LOG`, the main job (sdx_ops_report): where
 * the time went, ranked findings with their evidence and fixes, what was
 * ruled out and what to alert on. This file parses the options, shows a
 * progress line on a TTY when reading takes more than a second, decides the
 * colour and width, and makes the one call.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "remote.h"
#include "sparkdx/format.h"
#include "sparkdx/report.h"

typedef struct progress {
    struct timespec start;
    int shown;
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
    fprintf(stderr, "\rsparkdx: reading... %.0f MiB decompressed, %.0f s", (double)bytes / 1048576.0, t);
    p->shown = 1;
}

enum { O_FORMAT = 1, O_FAIL_ON, O_OUT, O_CONFIG, O_SET, O_WIDTH, O_COLOR, O_THRESHOLDS, O_APP, O_BASELINE, O_DB, O_MAX_LINE, O_ASCII, O_ALL };
static const cli_opt opts[] = {
    {"format", 0, 1, O_FORMAT},
    {"fail-on", 0, 1, O_FAIL_ON},
    {"output", 'o', 1, O_OUT},
    {"config", 0, 1, O_CONFIG},
    {"set", 0, 1, O_SET},
    {"width", 0, 1, O_WIDTH},
    {"color", 0, 1, O_COLOR},
    {"thresholds", 0, 0, O_THRESHOLDS},
    {"app", 0, 1, O_APP},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {"baseline", 0, 1, O_BASELINE},
    {"db", 0, 1, O_DB},
    {"ascii", 0, 0, O_ASCII},
    {"all", 0, 0, O_ALL},
    {NULL, 0, 0, 0},
};

int cmd_report(int argc, char **argv)
{
    const char *fail_on = NULL, *outpath = NULL, *color = "auto", *config = NULL, *db = NULL;
    int width = 0, list = 0, ascii = 0, k;
    const char *sets[64];
    int nsets = 0;
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    cli_parser p;
    cli_parser_init(&p, "report", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("report", stdout); return EXIT_OK;
        case O_FORMAT: q.format = p.val; break;
        case O_FAIL_ON: fail_on = p.val; break;
        case O_OUT: outpath = p.val; break;
        case O_CONFIG: config = p.val; break;
        case O_SET:
            if (nsets == 64)
                return cli_usage_error("report", "too many --set (at most 64)");
            sets[nsets++] = p.val;
            break;
        case O_WIDTH:
            if ((width = cli_parse_width(p.val)) < 0)
                return cli_usage_error("report", "bad --width '%s' (a positive number)", p.val);
            break;
        case O_COLOR: color = p.val; break;
        case O_THRESHOLDS: list = 1; break;
        case O_APP: q.app = p.val; break;
        case O_MAX_LINE:
            if (cli_parse_max_line("report", p.val, &q.max_line_bytes) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case O_BASELINE: q.baseline = p.val; break;
        case O_DB: db = p.val; break;
        case O_ASCII: ascii = 1; break;
        case O_ALL: q.flags |= SDX_OPS_ALL; break;
        case CLI_ARG:
            if (q.input)
                return cli_usage_error("report", "report: more than one LOG ('%s' and '%s')", q.input, p.val);
            q.input = p.val;
            break;
        }
    }
    if (strcmp(color, "auto") && strcmp(color, "always") && strcmp(color, "never"))
        return cli_usage_error("report", "bad --color '%s' (auto, always or never)", color);
    sdx_severity fail_sev = SDX_SEV_CRITICAL;
    if (fail_on && sdx_severity_parse(fail_on, &fail_sev) < 0)
        return cli_usage_error("report", "bad --fail-on '%s' (info, low, medium, high or critical)", fail_on);
    q.fail_on = fail_on ? (int)fail_sev : -1;
    sdx_report_opts ropts;
    sdx_report_opts_init(&ropts);
    sdx_error err;
    char ebuf[2300];
    if (config && sdx_report_opts_load(&ropts, config, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_USAGE;
    }
    for (int i = 0; i < nsets; i++) {
        char key[128];
        const char *eq = strchr(sets[i], '=');
        if (!eq || (size_t)(eq - sets[i]) >= sizeof key)
            return cli_usage_error("report", "bad --set '%s' (expected KEY=VALUE)", sets[i]);
        memcpy(key, sets[i], (size_t)(eq - sets[i]));
        key[eq - sets[i]] = 0;
        if (sdx_report_opts_set(&ropts, key, eq + 1, &err) < 0) {
            cli_errorf("%s", err.msg);
            return EXIT_USAGE;
        }
    }
    q.report_opts = &ropts;
    q.nnotes = cli_remote_notes(&q.notes);
    char dbbuf[4096];
    if (q.baseline && !strcmp(q.baseline, "auto") && !(q.history_db = cli_history_db("report", db, dbbuf, sizeof dbbuf)))
        return EXIT_USAGE;
    if (!list && !q.input)
        return cli_usage_error("report", "report: no LOG given");
    cli_out o;
    int rc = cli_out_open(&o, outpath);
    if (rc != EXIT_OK)
        return rc;
    const char *nc = getenv("NO_COLOR");
    int use_color = !strcmp(color, "always") ||
                    (!strcmp(color, "auto") && !outpath && isatty(STDOUT_FILENO) && !(nc && *nc));
    q.flags |= (use_color ? SDX_OPS_COLOR : 0) | (ascii || !cli_locale_utf8() ? SDX_OPS_ASCII : 0);
    q.width = cli_width(width);
    progress pr = {.shown = 0};
    clock_gettime(CLOCK_MONOTONIC, &pr.start);
    if (isatty(STDERR_FILENO)) {
        q.progress = on_progress;
        q.progress_ctx = &pr;
    }
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    if (list)
        sdx_ops_thresholds(&q, &sink, &res);
    else
        sdx_ops_report(&q, &sink, &res);
    if (pr.shown)
        fprintf(stderr, "\r\033[K");
    rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}
