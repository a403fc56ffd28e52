/*
 * cmd_pack.c: `sparkdx pack LOG [--baseline LOG] [--max-bytes N] [--redact]`
 * writes the evidence an AI assistant needs about one application, within a
 * byte budget (sdx_ops_pack, lib/ops/pack.c; docs/pack.md). This file parses
 * the options and makes the one call.
 */
#include <stdlib.h>

#include "cli.h"
#include "sparkdx/format.h"

enum { O_BASELINE = 1, O_MAX_BYTES, O_REDACT, O_APP, O_FORMAT, O_OUT, O_MAX_LINE };
static const cli_opt opts[] = {
    {"baseline", 0, 1, O_BASELINE},
    {"max-bytes", 0, 1, O_MAX_BYTES},
    {"redact", 0, 0, O_REDACT},
    {"app", 0, 1, O_APP},
    {"format", 0, 1, O_FORMAT},
    {"output", 'o', 1, O_OUT},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {NULL, 0, 0, 0},
};

int cmd_pack(int argc, char **argv)
{
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    const char *outpath = NULL;
    int k;
    cli_parser p;
    cli_parser_init(&p, "pack", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("pack", stdout); return EXIT_OK;
        case O_BASELINE: q.baseline = p.val; break;
        case O_REDACT: q.pack_redact = 1; break;
        case O_APP: q.app = p.val; break;
        case O_FORMAT: q.format = p.val; break;
        case O_OUT: outpath = p.val; break;
        case O_MAX_BYTES: {
            int64_t v = sdx_parse_spark_bytes(p.val, -1);
            if (v < 2048 || v > (int64_t)1 << 30)
                return cli_usage_error("pack", "bad --max-bytes '%s' (a size from 2048 bytes to 1g: 16384, 32k)", p.val);
            q.pack_max_bytes = (size_t)v;
            break;
        }
        case O_MAX_LINE:
            if (cli_parse_max_line("pack", p.val, &q.max_line_bytes) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case CLI_ARG:
            if (q.input)
                return cli_usage_error("pack", "pack: more than one LOG ('%s' and '%s')", q.input, p.val);
            q.input = p.val;
            break;
        }
    }
    if (!q.input)
        return cli_usage_error("pack", "pack: no LOG given");
    cli_out o;
    int rc = cli_out_open(&o, outpath);
    if (rc != EXIT_OK)
        return rc;
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_pack(&q, &sink, &res);
    rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}
