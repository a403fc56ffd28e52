/*
 * cli.h: what every src/cmd_<name>.c shares. Each subcommand is one
 * cmd_<name>(argc, argv) registered in the table in main.c (argv[0] is the
 * subcommand name); it parses its options with the one parser below
 * (src/opt.c) and makes one call into the operations layer
 * (include/sparkdx/ops.h). Exit codes are interface (docs/exit-codes.md):
 */
#ifndef SPARKDX_CLI_H
#define SPARKDX_CLI_H

#include <stdio.h>

#include "sparkdx/ops.h"

#define EXIT_OK 0          /* success */
#define EXIT_FINDINGS 1    /* findings at or above --fail-on */
#define EXIT_USAGE 2       /* bad command line */
#define EXIT_INPUT 3       /* unreadable or damaged input (partial output may exist) */
#define EXIT_NOTFOUND 4    /* api: the History Server would answer 404; no such stage / app */
#define EXIT_BADPARAM 5    /* api: the History Server would answer 400 */
#define EXIT_OUTPUT 6      /* the output could not be written (full disk, /dev/full) */
#define EXIT_NOBASELINE 7  /* history check: fewer than 3 earlier runs of the job */

int cmd_api(int argc, char **argv);
int cmd_stages(int argc, char **argv);
int cmd_sql(int argc, char **argv);
int cmd_failure(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_list(int argc, char **argv);
int cmd_history(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_pack(int argc, char **argv);
int cmd_mcp(int argc, char **argv);

/* The run history's file: `given` (--db) when set, else
 * $XDG_DATA_HOME/sparkdx/history.db (absolute), else
 * ~/.local/share/sparkdx/history.db; NULL (a usage error printed for cmd)
 * when there is no data directory. */
const char *cli_history_db(const char *cmd, const char *given, char *buf, size_t cap);

/* The SPARKDX_* environment variables as library options, and the SIGBUS
 * guard (cli_env.c); main calls it first. */
void cli_env_apply(void);
/* Whether the locale's character set is UTF-8: the first of LC_ALL,
 * LC_CTYPE, LANG that is set and not empty names UTF-8 ("C.UTF-8",
 * "en_US.utf8"); 1 when none is set (the text outputs are UTF-8 anyway),
 * 0 for "C", "POSIX" and the other character sets. */
int cli_locale_utf8(void);

/* Print "sparkdx: <msg>" to stderr. */
void cli_errorf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- help: generated from docs/cmd/<name>.md (scripts/gen_help.sh) ---- */
typedef struct cli_doc {
    const char *name, *summary, *help;
} cli_doc;
extern const cli_doc cli_docs[];
extern const unsigned cli_ndocs;
/* The doc of a command, or NULL. */
const cli_doc *cli_doc_find(const char *name);
/* Print a command's --help text to f. */
void cli_help(const char *cmd, FILE *f);

/* ---- the one option parser ----------------------------------------------
 * `--opt value` and `--opt=value` for every option with a value, `-o value`
 * and `-ovalue` for short ones, `--` ends the options, `-` alone is an
 * argument. -h / --help is known to every command. An unknown option gets a
 * did-you-mean (edit distance) and the usage line. */
typedef struct cli_opt {
    const char *name;     /* long name without "--"; NULL ends the table */
    char short_name;      /* 0 = none */
    int has_arg;
    int id;               /* > 0 */
} cli_opt;

enum { CLI_END = 0, CLI_ARG = -1, CLI_ERROR = -2, CLI_HELP = -3 };

typedef struct cli_parser {
    const char *cmd;
    int argc;
    char **argv;
    int i;
    int no_more_opts;
    const cli_opt *opts;
    const char *val;      /* the value of the option, or the argument */
    const char *opt;      /* the option as written ("--width"), for messages */
} cli_parser;

void cli_parser_init(cli_parser *p, const char *cmd, int argc, char **argv, const cli_opt *opts);
/* The next option id (val set when it takes one), CLI_ARG (val = the
 * argument), CLI_HELP, CLI_END, or CLI_ERROR (the message is printed). */
int cli_next(cli_parser *p);
/* Print "sparkdx: MSG" and "Run 'sparkdx CMD --help' for its options." and
 * return EXIT_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Levenshtein distance (for did-you-mean); capped at 100. */
int cli_edit_distance(const char *a, const char *b);
/* The closest of names[0..n) to s when close enough, else NULL. */
const char *cli_closest(const char *s, const char *const *names, size_t n);
/* Parse a positive integer option value; -1 when bad. */
int cli_parse_width(const char *s);
/* --max-line-bytes: a size as Spark writes them ("512m", "1g", bytes) into
 * *out. EXIT_OK, or EXIT_USAGE with the message printed for cmd. The one
 * parser of the line cap of every command that reads event logs. */
int cli_parse_max_line(const char *cmd, const char *val, size_t *out);

/* The text width: --width when given (w > 0), else $COLUMNS when it is a
 * positive number, else 100 (what report used before). The one place the
 * width of every text output is decided. */
int cli_width(int w);

/* ---- output: the FILE* adapter of sdx_sink -------------------------------
 * Every write is checked; a closed pipe (EPIPE) ends the process quietly the
 * way SIGPIPE ends other tools, other errors are remembered and reported by
 * cli_out_close. */
typedef struct cli_out {
    FILE *f;
    const char *name;     /* "stdout" or the -o path, for messages */
    int err;              /* errno of the first failed write, 0 = none */
} cli_out;

/* Open path for writing (NULL or "-" = stdout). EXIT_OK, or an exit code
 * with the message printed. */
int cli_out_open(cli_out *o, const char *path);
/* The sink writing to o. */
sdx_sink cli_out_sink(cli_out *o);
/* Flush and close (stdout is flushed, not closed). Returns rc, or
 * EXIT_OUTPUT with the message printed when a write failed. */
int cli_out_close(cli_out *o, int rc);
/* At exit: flush and close stdout (what is still buffered: help,
 * listings), checked like every write. Returns rc or EXIT_OUTPUT. */
int cli_out_exit(int rc);
/* Print the messages of an operation's result to stderr ("sparkdx: ...",
 * "sparkdx: warning: ...") and map its code to the exit code. */
int cli_finish(const sdx_ops_result *res);

#endif
