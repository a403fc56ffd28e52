/*
 * cmd_list.c: `sparkdx list LOGDIR`: the applications of a log directory
 * (sdx_ops_list).
 */
#include "cli.h"

enum { O_FORMAT = 1, O_WIDTH };
static const cli_opt opts[] = {
    {"format", 0, 1, O_FORMAT},
    {"width", 0, 1, O_WIDTH},
    {NULL, 0, 0, 0},
};

int cmd_list(int argc, char **argv)
{
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    int width = 0, k;
    cli_parser p;
    cli_parser_init(&p, "list", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("list", stdout); return EXIT_OK;
        case O_FORMAT: q.format = p.val; break;
        case O_WIDTH:
            if ((width = cli_parse_width(p.val)) < 0)
                return cli_usage_error("list", "bad --width '%s' (a positive number)", p.val);
            break;
        case CLI_ARG:
            if (q.input)
                return cli_usage_error("list", "list: more than one LOGDIR ('%s' and '%s')", q.input, p.val);
            q.input = p.val;
            break;
        }
    }
    if (!q.input)
        return cli_usage_error("list", "list: no LOGDIR given");
    q.width = cli_width(width);
    cli_out o;
    cli_out_open(&o, NULL);
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_list(&q, &sink, &res);
    int rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}
