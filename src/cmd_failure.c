/*
 * cmd_failure.c: `sparkdx failure [FILE|-] [--eventlog LOG] [--format text|json]`.
 * A thin layer over the triage engine (include/sparkdx/triage.h): parse the
 * arguments, stream the file (or stdin) into the engine in fixed-size
 * chunks, render the result. Exit codes: 0 when the text was read (whether
 * or not it holds failures), 2 on usage errors, 3 when the input cannot be
 * read. docs/failure.md documents the output.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/triage.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: sparkdx failure [FILE|-] [--eventlog LOG] [--format text|json]\n"
            "\n"
            "Triage a failure text: a driver log, notebook cell output, `yarn logs`,\n"
            "`kubectl logs`, or a pasted message (stdin when FILE is - or absent).\n"
            "Prints each failure with its class, root cause, where it happened,\n"
            "whether it is deterministic, what caused it, and next steps.\n"
            "\n"
            "  --format text|json   output format (default text; json: sparkdx.failure/1)\n"
            "  --eventlog LOG       join with the application's event log (stage names)\n"
            "  -h, --help           this help\n");
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
    if (eventlog) {
        cli_errorf("failure: --eventlog is not available yet: the event-log model is not in this build");
        return EXIT_USAGE;
    }
    FILE *in = stdin;
    if (path && strcmp(path, "-") != 0) {
        in = fopen(path, "rb");
        if (!in) {
            cli_errorf("%s: %s", path, strerror(errno));
            return EXIT_INPUT;
        }
    }
    sdx_triage *t = sdx_triage_new();
    if (!t) {
        cli_errorf("failure: out of memory");
        if (in != stdin)
            fclose(in);
        return EXIT_INPUT;
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
        sdx_triage_free(t);
        return EXIT_INPUT;
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
        sdx_triage_render_text(r, &out);
    fwrite(out.data ? out.data : "", 1, out.len, stdout);
    sdx_buf_free(&out);
    sdx_triage_result_free(r);
    return EXIT_OK;
}
