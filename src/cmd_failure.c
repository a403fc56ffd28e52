/*
 * cmd_failure.c: `sparkdx failure [FILE|-] [--eventlog LOG] [--format text|json]`.
 * A thin layer over the triage engine (include/sparkdx/triage.h): parse the
 * arguments, stream the file (or stdin) into the engine in fixed-size
 * chunks, add the event log's failures (built into the model of
 * include/sparkdx/model.h), render the result. Exit codes: 0 when the input
 * was read (whether or not it holds failures), 2 on usage errors, 3 when an
 * input cannot be read or the event log is damaged (the output then covers
 * what was read). docs/failure.md documents the output.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/triage.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: sparkdx failure [FILE|-] [--eventlog LOG] [--format text|json]\n"
            "\n"
            "Triage a failure text: a driver log, notebook cell output, `yarn logs`,\n"
            "`kubectl logs`, or a pasted message (stdin when FILE is - or absent,\n"
            "unless --eventlog is given alone).\n"
            "Prints each failure with its class, root cause, where it happened,\n"
            "whether it is deterministic, what caused it, and next steps.\n"
            "\n"
            "  --format text|json   output format (default text; json: sparkdx.failure/1)\n"
            "  --eventlog LOG       also analyse the application's event log (failed\n"
            "                       tasks, removed executors, failed jobs) and join it\n"
            "                       with the text (stage names, partitions)\n"
            "  -h, --help           this help\n");
}

/* Streams the text (path, or stdin for NULL / "-") into the engine. */
static int feed_text(sdx_triage *t, const char *path)
{
    FILE *in = stdin;
    if (path && strcmp(path, "-") != 0) {
        in = fopen(path, "rb");
        if (!in) {
            cli_errorf("%s: %s", path, strerror(errno));
            return EXIT_INPUT;
        }
    }
    static char chunk[1 << 16];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, in)) > 0)
        sdx_triage_feed(t, chunk, n);
    int rerr = ferror(in);
    if (in != stdin)
        fclose(in);
    if (rerr) {
        cli_errorf("%s: read error", path ? path : "stdin");
        return EXIT_INPUT;
    }
    return EXIT_OK;
}

/* Builds the model of one application's event log. Returns EXIT_OK, or
 * EXIT_INPUT with *out set when the log is damaged (partial model), or an
 * exit code with *out NULL when there is nothing to analyse. */
static int load_eventlog(const char *path, sdx_model **out)
{
    char ebuf[2048];
    sdx_error err;
    sdx_loglist list;
    *out = NULL;
    if (sdx_logs_scan(path, &list, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_INPUT;
    }
    if (list.n != 1) {
        cli_errorf("%s holds %zu application logs; name one of them", path, list.n);
        sdx_loglist_free(&list);
        return EXIT_USAGE;
    }
    int rc = sdx_model_build(&list.logs[0], 0, out, &err);
    sdx_loglist_free(&list);
    if (rc < 0 || !*out) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        *out = NULL;
        return EXIT_INPUT;
    }
    if (err.code != SDX_OK) {
        cli_errorf("warning: damaged event log: %s; the analysis covers what was read before it",
                   sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_INPUT;
    }
    return EXIT_OK;
}

int cmd_failure(int argc, char **argv)
{
    const char *path = NULL, *eventlog = NULL, *format = "text";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return EXIT_OK;
        } else if (!strcmp(a, "--format") || !strcmp(a, "--eventlog")) {
            if (i + 1 >= argc) {
                cli_errorf("failure: %s needs a value", a);
                return EXIT_USAGE;
            }
            if (!strcmp(a, "--format"))
                format = argv[++i];
            else
                eventlog = argv[++i];
        } else if (!strncmp(a, "--format=", 9)) {
            format = a + 9;
        } else if (!strncmp(a, "--eventlog=", 11)) {
            eventlog = a + 11;
        } else if (a[0] == '-' && a[1] != 0) {
            cli_errorf("failure: unknown option '%s'", a);
            usage(stderr);
            return EXIT_USAGE;
        } else if (!path) {
            path = a;
        } else {
            cli_errorf("failure: more than one input ('%s' and '%s')", path, a);
            return EXIT_USAGE;
        }
    }
    int json = 0;
    if (!strcmp(format, "json"))
        json = 1;
    else if (strcmp(format, "text") != 0) {
        cli_errorf("failure: unknown format '%s' (text or json)", format);
        return EXIT_USAGE;
    }
    /* the event log first: a wrong path fails before stdin is waited for */
    sdx_model *m = NULL;
    int exit_code = EXIT_OK;
    if (eventlog) {
        int rc = load_eventlog(eventlog, &m);
        if (rc == EXIT_USAGE || !m)
            return rc;
        exit_code = rc;
    }
    sdx_triage *t = sdx_triage_new();
    if (!t) {
        cli_errorf("failure: out of memory");
        sdx_model_free(m);
        return EXIT_INPUT;
    }
    if (!eventlog || path) {
        int rc = feed_text(t, path);
        if (rc != EXIT_OK) {
            sdx_triage_free(t);
            sdx_model_free(m);
            return rc;
        }
    }
    if (m) {
        sdx_triage_add_eventlog(t, m);
        sdx_model_free(m);
    }
    sdx_triage_result *r = sdx_triage_finish(t);
    sdx_triage_free(t);
    if (!r) {
        cli_errorf("failure: out of memory");
        return EXIT_INPUT;
    }
    sdx_buf out;
    sdx_buf_init(&out);
    if (json)
        sdx_triage_render_json(r, &out, 1);
    else
        sdx_triage_render_text(r, &out, 0);
    fwrite(out.data ? out.data : "", 1, out.len, stdout);
    sdx_buf_free(&out);
    sdx_triage_result_free(r);
    return exit_code;
}
