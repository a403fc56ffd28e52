/*
 * main.c: the sparkdx command line. One table of subcommands, git-style; each
 * lives in src/cmd_<name>.c and is a thin layer over the library.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

#ifndef SPARKDX_VERSION
#define SPARKDX_VERSION "0.1.0"
#endif

static const struct command {
    const char *name;
    int (*fn)(int, char **);
    const char *summary;
} commands[] = {
    {"report", cmd_report, "diagnose an application: where the time goes, ranked findings, fixes, alerts"},
    {"stages", cmd_stages, "jobs, stages and task summary metrics, as the Spark UI shows them"},
    {"api", cmd_api, "answer a History Server REST path (/api/v1/...) from event logs"},
    {"failure", cmd_failure, "triage a failure text (driver log, notebook output, yarn/kubectl logs)"},
};

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
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\nRun 'sparkdx <command> --help' for a command's options.\n");
}

int main(int argc, char **argv)
{
    cli_env_apply();
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return EXIT_OK;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("sparkdx %s\n", SPARKDX_VERSION);
        return EXIT_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].fn(argc - 1, argv + 1);
    cli_errorf("unknown command '%s'", argv[1]);
    usage(stderr);
    return EXIT_USAGE;
}
