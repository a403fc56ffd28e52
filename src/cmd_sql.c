/*
 * cmd_sql.c: `sparkdx sql LOG [--id N] [--initial]`: the SQL executions
 * heaviest first, or one execution's plan with rows / size / time per
 * operator, the hot ones marked, its sources and writes (sdx_ops_sql; the
 * view is include/sparkdx/sqlview.h). This file parses the options and
 * makes the one call.
 */
#include "cli.h"
#include "sparkdx/format.h"

enum { O_ID = 1, O_INITIAL, O_FORMAT, O_APP, O_WIDTH, O_MAX_LINE };
static const cli_opt opts[] = {
    {"id", 0, 1, O_ID},
    {"initial", 0, 0, O_INITIAL},
    {"format", 0, 1, O_FORMAT},
    {"app", 0, 1, O_APP},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {"width", 0, 1, O_WIDTH},
    {NULL, 0, 0, 0},
};

int cmd_sql(int argc, char **argv)
{
    int width = 0, k;
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    cli_parser p;
    cli_parser_init(&p, "sql", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("sql", stdout); return EXIT_OK;
        case O_ID: q.sql_id = p.val; break;
        case O_INITIAL: q.sql_initial = 1; break;
        case O_FORMAT: q.format = p.val; break;
        case O_APP: q.app = p.val; break;
        case O_MAX_LINE:
            if (cli_parse_max_line("sql", p.val, &q.max_line_bytes) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case O_WIDTH:
            if ((width = cli_parse_width(p.val)) < 0)
                return cli_usage_error("sql", "bad --width '%s' (a positive number)", p.val);
            break;
        case CLI_ARG:
            if (q.input)
                return cli_usage_error("sql", "sql: more than one LOG ('%s' and '%s')", q.input, p.val);
            q.input = p.val;
            break;
        }
    }
    if (!q.input)
        return cli_usage_error("sql", "sql: no LOG given");
    if (q.sql_initial && !q.sql_id)
        return cli_usage_error("sql", "sql: --initial needs --id N (the plan of one execution)");
    q.width = cli_width(width);
    cli_out o;
    cli_out_open(&o, NULL);
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_sql(&q, &sink, &res);
    int rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}
