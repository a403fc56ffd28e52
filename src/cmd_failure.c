/*
 * cmd_failure.c: `sparkdx failure [FILE|-] [--eventlog LOG] [--format text|json]`:
 * the triage of a failure text and / or an event log (sdx_ops_failure;
 * include/sparkdx/triage.h). docs/failure.md documents the output.
 */
#include "cli.h"

enum { O_FORMAT = 1, O_EVENTLOG, O_APP, O_WIDTH, O_MAX_LINE };
static const cli_opt opts[] = {
    {"format", 0, 1, O_FORMAT},
    {"eventlog", 0, 1, O_EVENTLOG},
    {"app", 0, 1, O_APP},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {"width", 0, 1, O_WIDTH},
    {NULL, 0, 0, 0},
};

int cmd_failure(int argc, char **argv)
{
    int width = 0, k;
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    cli_parser p;
    cli_parser_init(&p, "failure", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("failure", stdout); return EXIT_OK;
        case O_FORMAT: q.format = p.val; break;
        case O_EVENTLOG: q.eventlog = p.val; break;
        case O_APP: q.app = p.val; break;
        case O_MAX_LINE:
            if (cli_parse_max_line("failure", p.val, &q.max_line_bytes) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case O_WIDTH:
            if ((width = cli_parse_width(p.val)) < 0)
                return cli_usage_error("failure", "bad --width '%s' (a positive number)", p.val);
            break;
        case CLI_ARG:
            if (q.text_path)
                return cli_usage_error("failure", "failure: more than one input ('%s' and '%s')", q.text_path,
                                       p.val);
            q.text_path = p.val;
            break;
        }
    }
    q.width = cli_width(width);
    cli_out o;
    cli_out_open(&o, NULL);
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_failure(&q, &sink, &res);
    int rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}
