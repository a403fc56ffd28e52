/*
 * cmd_stages.c: `sparkdx stages LOG` shows the Spark UI's Jobs and Stages
 * pages, and with --stage N[.A] a stage attempt's "Summary Metrics" table
 * (sdx_ops_stages; the tables are lib/ops/stages.c). This file parses the
 * options and the quantile list, and makes the one call.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/format.h"

enum { O_STAGE = 1, O_QUANTILES, O_FORMAT, O_APP, O_WIDTH, O_MAX_LINE };
static const cli_opt opts[] = {
    {"stage", 0, 1, O_STAGE},
    {"quantiles", 0, 1, O_QUANTILES},
    {"format", 0, 1, O_FORMAT},
    {"app", 0, 1, O_APP},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {"width", 0, 1, O_WIDTH},
    {NULL, 0, 0, 0},
};

int cmd_stages(int argc, char **argv)
{
    const char *quant = NULL;
    int width = 0, k;
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    cli_parser p;
    cli_parser_init(&p, "stages", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("stages", stdout); return EXIT_OK;
        case O_STAGE: q.stage = p.val; break;
        case O_QUANTILES: quant = p.val; break;
        case O_FORMAT: q.format = p.val; break;
        case O_APP: q.app = p.val; break;
        case O_MAX_LINE:
            if (cli_parse_max_line("stages", p.val, &q.max_line_bytes) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case O_WIDTH:
            if ((width = cli_parse_width(p.val)) < 0)
                return cli_usage_error("stages", "bad --width '%s' (a positive number)", p.val);
            break;
        case CLI_ARG:
            if (q.input)
                return cli_usage_error("stages", "stages: more than one LOG ('%s' and '%s')", q.input, p.val);
            q.input = p.val;
            break;
        }
    }
    if (!q.input)
        return cli_usage_error("stages", "stages: no LOG given");
    double qs[32];
    size_t nq = 0;
    if (quant) {
        const char *s = quant;
        while (*s) {
            char *end;
            if (nq == 32)
                return cli_usage_error("stages", "too many quantiles (at most 32)");
            qs[nq] = strtod(s, &end);
            if (end == s || (*end && *end != ',') || !(qs[nq] >= 0 && qs[nq] <= 1))
                return cli_usage_error("stages", "bad quantile in '%s' (expected numbers between 0 and 1)", quant);
            nq++;
            s = *end ? end + 1 : end;
        }
        if (!nq)
            return cli_usage_error("stages", "bad --quantiles '' (expected numbers between 0 and 1)");
        for (size_t i = 1; i < nq; i++)
            for (size_t j = i; j > 0 && qs[j - 1] > qs[j]; j--) {
                double t = qs[j];
                qs[j] = qs[j - 1];
                qs[j - 1] = t;
            }
        q.quantiles = qs;
        q.nquantiles = nq;
    }
    q.width = cli_width(width);
    cli_out o;
    cli_out_open(&o, NULL);
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_stages(&q, &sink, &res);
    int rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    return rc;
}
