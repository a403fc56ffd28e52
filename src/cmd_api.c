/*
 * cmd_api.c: `sparkdx api LOGDIR PATH` prints what the History Server's
 * REST API would answer for PATH (relative to /api/v1/) over the logs in
 * LOGDIR (sdx_ops_api). Exit 0 with the JSON on stdout; on the server's
 * 404 / 400, exit 4 / 5 with its message on stderr.
 */
#include "cli.h"

enum { O_COMPAT = 1, O_CONF, O_MAX_LINE };
static const cli_opt opts[] = {
    {"compat", 0, 1, O_COMPAT},
    {"conf", 0, 1, O_CONF},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {NULL, 0, 0, 0},
};

int cmd_api(int argc, char **argv)
{
    const char *conf[16];
    const char *args[2];
    int nconf = 0, nargs = 0, k;
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    cli_parser p;
    cli_parser_init(&p, "api", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("api", stdout); return EXIT_OK;
        case O_COMPAT: q.compat = p.val; break;
        case O_MAX_LINE:
            if (cli_parse_max_line("api", p.val, &q.max_line_bytes) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case O_CONF:
            if (nconf == 16)
                return cli_usage_error("api", "too many --conf settings (at most 16)");
            conf[nconf++] = p.val;
            break;
        case CLI_ARG:
            if (nargs == 2)
                return cli_usage_error("api", "api: too many arguments ('%s')", p.val);
            args[nargs++] = p.val;
            break;
        }
    }
    if (nargs != 2)
        return cli_usage_error("api", "api: expected LOGDIR and a path");
    q.input = args[0];
    q.api_path = args[1];
    q.conf = conf;
    q.nconf = (size_t)nconf;
    cli_out o;
    cli_out_open(&o, NULL);
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_api(&q, &sink, &res);
    int rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}
