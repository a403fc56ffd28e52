/*
 * cli.h: what every src/cmd_<name>.c shares. Each subcommand is one
 * cmd_<name>(argc, argv) registered in the table in main.c (argv[0] is the
 * subcommand name). Exit codes are interface (docs/exit-codes.md):
 */
#ifndef SPARKDX_CLI_H
#define SPARKDX_CLI_H

#define EXIT_OK 0          /* success */
#define EXIT_FINDINGS 1    /* findings at or above --fail-on */
#define EXIT_USAGE 2       /* bad command line */
#define EXIT_INPUT 3       /* unreadable or damaged input (partial output may exist) */
#define EXIT_NOTFOUND 4    /* api: the History Server would answer 404 */
#define EXIT_BADPARAM 5    /* api: the History Server would answer 400 */

int cmd_api(int argc, char **argv);
int cmd_stages(int argc, char **argv);
int cmd_failure(int argc, char **argv);
int cmd_report(int argc, char **argv);

/* The SPARKDX_* environment variables as library options, and the SIGBUS
 * guard (cli_env.c); main calls it first. */
void cli_env_apply(void);

/* Print "sparkdx: <msg>" to stderr. */
void cli_errorf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
