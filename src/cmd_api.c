/*
 * cmd_api.c: `sparkdx api LOGDIR PATH` prints what the History Server's
 * REST API would answer for PATH (relative to /api/v1/) over the logs in
 * LOGDIR. Exit 0 with the JSON on stdout; on the server's 404 / 400, exit
 * 4 / 5 with its message on stderr.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/rest.h"

static const char USAGE[] =
    "usage: sparkdx api [--compat VERSION] [--conf KEY=VALUE]... LOGDIR 'applications/<id>/...'\n"
    "\n"
    "Answers a History Server REST path (/api/v1/...) from the event logs in LOGDIR\n"
    "(a log directory, one log file, a rolling eventlog_v2_* directory, a legacy 1.x\n"
    "directory or a /logs zip), with the JSON the History Server returns.\n"
    "--compat VERSION answers as that Spark version's History Server where they\n"
    "differ (default: the newest, 4.3; 4.0 omits logSourceName / logSourceFullPath).\n"
    "--conf KEY=VALUE sets one of the History Server's retention limits, which decide\n"
    "how many entities it keeps past its defaults: spark.ui.retainedJobs (1000),\n"
    "spark.ui.retainedStages (1000), spark.ui.retainedTasks (100000 per stage),\n"
    "spark.ui.retainedDeadExecutors (100), spark.sql.ui.retainedExecutions (1000).\n"
    "\n"
    "Exit codes: 0 ok; 2 usage; 3 unreadable input; 4 not found (HTTP 404);\n"
    "5 bad parameter (HTTP 400).\n";

int cmd_api(int argc, char **argv)
{
    if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        fputs(USAGE, stdout);
        return EXIT_OK;
    }
    const char *compat = NULL;
    const char *conf[16];
    int nconf = 0;
    while (argc >= 3 && (!strcmp(argv[1], "--compat") || !strcmp(argv[1], "--conf"))) {
        if (!strcmp(argv[1], "--compat")) {
            compat = argv[2];
        } else if (nconf < 16) {
            conf[nconf++] = argv[2];
        } else {
            cli_errorf("too many --conf settings");
            return EXIT_USAGE;
        }
        argc -= 2;
        argv += 2;
    }
    if (argc != 3) {
        fputs(USAGE, stderr);
        return EXIT_USAGE;
    }
    sdx_rest *r;
    sdx_error err;
    char buf[2200];
    if (sdx_rest_open_compat(argv[1], compat, &r, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, buf, sizeof buf));
        return EXIT_INPUT;
    }
    for (int i = 0; i < nconf; i++)
        if (sdx_rest_set_conf(r, conf[i], &err) < 0) {
            cli_errorf("%s", err.msg);
            sdx_rest_close(r);
            return EXIT_USAGE;
        }
    sdx_buf out;
    sdx_buf_init(&out);
    const char *warning = NULL;
    int status = sdx_rest_get(r, argv[2], &out, &warning);
    if (warning)
        cli_errorf("warning: %s", warning);
    int rc = EXIT_OK;
    if (status == 200) {
        fwrite(out.data, 1, out.len, stdout);
    } else {
        fprintf(stderr, "sparkdx: HTTP %d: %.*s\n", status, (int)out.len, out.data);
        rc = status == 400 ? EXIT_BADPARAM : EXIT_NOTFOUND;
    }
    sdx_buf_free(&out);
    sdx_rest_close(r);
    return rc;
}
