/*
 * main.c: the sparkdx command line. One table of subcommands, git-style; each
 * lives in src/cmd_<name>.c: its options (src/opt.c) and one call into the
 * operations layer (include/sparkdx/ops.h). Help texts come from
 * docs/cmd/<name>.md (scripts/gen_help.sh).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "remote.h"

#ifndef SPARKDX_VERSION
#define SPARKDX_VERSION "0.1.0"
#endif

static const struct command {
    const char *name;
    int (*fn)(int, char **);
} commands[] = {
    {"report", cmd_report},
    {"stages", cmd_stages},
    {"sql", cmd_sql},
    {"api", cmd_api},
    {"failure", cmd_failure},
    {"list", cmd_list},
    {"history", cmd_history},
    {"diff", cmd_diff},
    {"verify", cmd_verify},
    {"serve", cmd_serve},
    {"pack", cmd_pack},
    {"mcp", cmd_mcp},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

void cli_errorf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("sparkdx: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static void usage(FILE *f)
{
    fprintf(f, "usage: sparkdx <command> [options] ...\n\ncommands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++) {
        const cli_doc *d = cli_doc_find(commands[i].name);
        fprintf(f, "  %-10s %s\n", commands[i].name, d ? d->summary : "");
    }
    fprintf(f, "\nRun 'sparkdx help <command>' or 'sparkdx <command> --help' for a command's options.\n"
               "Exit codes: docs/exit-codes.md (0 ok, 1 findings, 2 usage, 3 bad input, 4 not found,\n"
               "5 bad parameter, 6 write error).\n");
}

static int unknown_command(const char *name)
{
    const char *names[NCOMMANDS + 1];
    for (size_t i = 0; i < NCOMMANDS; i++)
        names[i] = commands[i].name;
    names[NCOMMANDS] = "help";
    const char *c = cli_closest(name, names, NCOMMANDS + 1);
    if (c)
        cli_errorf("unknown command '%s'; did you mean '%s'?", name, c);
    else
        cli_errorf("unknown command '%s'", name);
    usage(stderr);
    return EXIT_USAGE;
}

static const struct command *find(const char *name)
{
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (!strcmp(name, commands[i].name))
            return &commands[i];
    return NULL;
}

static int run(int argc, char **argv)
{
    cli_env_apply();
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(stdout);
        return EXIT_OK;
    }
    if (!strcmp(argv[1], "help")) {
        if (argc < 3) {
            usage(stdout);
            return EXIT_OK;
        }
        if (argc > 3) {
            cli_errorf("help takes one command");
            return EXIT_USAGE;
        }
        if (!find(argv[2]))
            return unknown_command(argv[2]);
        /* exactly what `sparkdx CMD --help` does */
        char *hargv[] = {argv[2], "--help", NULL};
        return find(argv[2])->fn(2, hargv);
    }
    if (!strcmp(argv[1], "--version")) {
        printf("sparkdx %s\n", SPARKDX_VERSION);
        return EXIT_OK;
    }
    const struct command *c = find(argv[1]);
    if (c && strcmp(c->name, "serve")) {
        /* logs read where they live (remote.c): `report --watch URL` reads a
         * running application's REST API; any other http(s) argument is
         * fetched into a local file first */
        for (int i = 2; i < argc && !strcmp(c->name, "report"); i++)
            if (!strcmp(argv[i], "--watch"))
                return cli_watch(argc - 1, argv + 1);
        int rc = cli_remote_rewrite(argc - 1, argv + 1);
        if (rc)
            return rc;
    }
    if (c)
        return c->fn(argc - 1, argv + 1);
    return unknown_command(argv[1]);
}

int main(int argc, char **argv)
{
    return cli_out_exit(run(argc, argv));
}
