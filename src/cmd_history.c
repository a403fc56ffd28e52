/*
 * cmd_history.c: `sparkdx history add|list|show|check|baseline`, the run
 * history (docs/history.md): its options, the default database path (the
 * one part that reads the environment: --db, else
 * $XDG_DATA_HOME/sparkdx/history.db, else ~/.local/share/sparkdx/history.db)
 * and one call (sdx_ops_history, lib/ops/history.c).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum { O_DB = 1, O_RUNS, O_K, O_FORMAT, O_ASCII, O_ADD };
static const cli_opt opts[] = {
    {"db", 0, 1, O_DB},
    {"runs", 0, 1, O_RUNS},
    {"k", 0, 1, O_K},
    {"format", 0, 1, O_FORMAT},
    {"ascii", 0, 0, O_ASCII},
    {"add", 0, 0, O_ADD},
    {NULL, 0, 0, 0},
};

/* The sub-commands and their positional arguments. */
static const struct sub {
    const char *name;
    int min, max;
    const char *args;
} subs[] = {
    {"add", 1, -1, "LOG|DIR..."},
    {"list", 0, 0, NULL},
    {"show", 1, 1, "JOB"},
    {"check", 1, 1, "LOG"},
    {"baseline", 1, 1, "LOG"},
};
#define NSUBS (sizeof subs / sizeof subs[0])

int cmd_history(int argc, char **argv)
{
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    const char **paths = calloc((size_t)argc + 1, sizeof *paths);
    if (!paths) {
        cli_errorf("out of memory");
        return EXIT_INPUT;
    }
    const struct sub *sub = NULL;
    size_t npaths = 0;
    int rc = -1, k;
    cli_parser p;
    cli_parser_init(&p, "history", argc, argv, opts);
    while (rc < 0 && (k = cli_next(&p)) != CLI_END) {
        char *end;
        switch (k) {
        case CLI_ERROR: rc = EXIT_USAGE; break;
        case CLI_HELP: cli_help("history", stdout); rc = EXIT_OK; break;
        case O_DB: q.history_db = p.val; break;
        case O_FORMAT:
            if (strcmp(p.val, "text") && strcmp(p.val, "json"))
                rc = cli_usage_error("history", "bad --format '%s' (text or json)", p.val);
            q.format = p.val;
            break;
        case O_RUNS: {
            long v = strtol(p.val, &end, 10);
            if (end == p.val || *end || v < 1 || v > 100000)
                rc = cli_usage_error("history", "bad --runs '%s' (a number of runs, 1 or more)", p.val);
            q.history_runs = (int)v;
            break;
        }
        case O_K:
            q.history_k = strtod(p.val, &end);
            if (end == p.val || *end || !(q.history_k > 0) || q.history_k > 1000)
                rc = cli_usage_error("history", "bad --k '%s' (a positive number of MADs)", p.val);
            break;
        case O_ASCII: q.history_ascii = 1; break;
        case O_ADD: q.history_add = 1; break;
        case CLI_ARG:
            if (sub) {
                paths[npaths++] = p.val;
                break;
            }
            for (size_t i = 0; i < NSUBS && !sub; i++)
                if (!strcmp(p.val, subs[i].name))
                    sub = &subs[i];
            if (!sub)
                rc = cli_usage_error("history", "history: unknown command '%s' (add, list, show, check or baseline)",
                                     p.val);
            break;
        }
    }
    if (rc < 0 && !sub)
        rc = cli_usage_error("history", "history: no command given (add, list, show, check or baseline)");
    if (rc < 0 && (int)npaths < sub->min)
        rc = cli_usage_error("history", "history %s: no %s given", sub->name, sub->args);
    if (rc < 0 && sub->max >= 0 && (int)npaths > sub->max)
        rc = sub->max ? cli_usage_error("history", "history %s: one %s only ('%s' and '%s')", sub->name, sub->args,
                                        paths[0], paths[1])
                      : cli_usage_error("history", "history %s takes no argument ('%s')", sub->name, paths[0]);
    char db[4096];
    if (rc < 0 && !q.history_db) {
        q.history_db = cli_history_db("history", NULL, db, sizeof db);
        rc = q.history_db ? -1 : EXIT_USAGE;
        q.history_mkdir = 1;
    }
    if (rc >= 0) {
        free(paths);
        return rc;
    }
    q.history_cmd = sub->name;
    q.history_paths = paths;
    q.history_npaths = npaths;
    cli_out o;
    cli_out_open(&o, NULL);
    sdx_sink sink = cli_out_sink(&o);
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_history(&q, &sink, &res);
    rc = cli_out_close(&o, cli_finish(&res));
    sdx_ops_result_free(&res);
    free(paths);
    return rc;
}
