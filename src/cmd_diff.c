/*
 * cmd_diff.c: `sparkdx diff OLD NEW` (what changed, stage by stage) and
 * `sparkdx verify BEFORE AFTER [--finding ID]` (did the fix work): their
 * options and one call each (sdx_ops_diff, sdx_ops_verify; the comparison
 * is lib/diff/, docs/diff.md).
 */
#include "cli.h"

enum { O_FORMAT = 1, O_WIDTH, O_FAIL_ON, O_FINDING, O_OUT, O_MAX_LINE };
static const cli_opt diff_opts[] = {
    {"format", 0, 1, O_FORMAT},
    {"width", 0, 1, O_WIDTH},
    {"fail-on", 0, 1, O_FAIL_ON},
    {"output", 'o', 1, O_OUT},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {NULL, 0, 0, 0},
};
static const cli_opt verify_opts[] = {
    {"format", 0, 1, O_FORMAT},
    {"width", 0, 1, O_WIDTH},
    {"finding", 0, 1, O_FINDING},
    {"output", 'o', 1, O_OUT},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {NULL, 0, 0, 0},
};

static int two_logs(const char *cmd, int argc, char **argv, const cli_opt *opts, const char *first, const char *second)
{
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    const char *outpath = NULL, *fail_on = NULL;
    int width = 0, k;
    cli_parser p;
    cli_parser_init(&p, cmd, argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help(cmd, stdout); return EXIT_OK;
        case O_FORMAT: q.format = p.val; break;
        case O_FINDING: q.finding = p.val; break;
        case O_OUT: outpath = p.val; break;
        case O_FAIL_ON: fail_on = p.val; break;
        case O_MAX_LINE:
            if (cli_parse_max_line(cmd, p.val, &q.max_line_bytes) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case O_WIDTH:
            if ((width = cli_parse_width(p.val)) < 0)
                return cli_usage_error(cmd, "bad --width '%s' (a positive number)", p.val);
            break;
        case CLI_ARG:
            if (!q.baseline)
                q.baseline = p.val;
            else if (!q.input)
                q.input = p.val;
            else
                return cli_usage_error(cmd, "%s: more than two logs ('%s')", cmd, p.val);
            break;
        }
    }
    if (!q.input)
        return cli_usage_error(cmd, "%s: two logs are needed: %s and %s", cmd, first, second);
    if (fail_on) {
        sdx_severity sev;
        if (sdx_severity_parse(fail_on, &sev) < 0)
            return cli_usage_error(cmd, "bad --fail-on '%s' (info, low, medium, high or critical)", fail_on);
        q.fail_on = (int)sev;
    }
    q.width = cli_width(width);
    cli_out o;
    int rc = cli_out_open(&o, outpath);
    if (rc != EXIT_OK)
        return rc;
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    if (opts == diff_opts)
        sdx_ops_diff(&q, &sink, &res);
    else
        sdx_ops_verify(&q, &sink, &res);
    rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}

int cmd_diff(int argc, char **argv)
{
    return two_logs("diff", argc, argv, diff_opts, "OLD", "NEW");
}

int cmd_verify(int argc, char **argv)
{
    return two_logs("verify", argc, argv, verify_opts, "BEFORE", "AFTER");
}
