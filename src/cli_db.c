/*
 * cli_db.c: where the run history lives when --db does not say:
 * $XDG_DATA_HOME/sparkdx/history.db (when it is an absolute path, as the
 * XDG base directory rule wants), else ~/.local/share/sparkdx/history.db.
 * The library never reads the environment; the CLI resolves the path here
 * for every command that uses the history (history, report --baseline auto).
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

const char *cli_history_db(const char *cmd, const char *given, char *buf, size_t cap)
{
    if (given)
        return given;
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(buf, cap, "%s/sparkdx/history.db", xdg);
    else if (home && *home)
        n = snprintf(buf, cap, "%s/.local/share/sparkdx/history.db", home);
    else {
        cli_usage_error(cmd, "no data directory: set XDG_DATA_HOME or HOME, or name the database with --db");
        return NULL;
    }
    if (n < 0 || (size_t)n >= cap) {
        cli_usage_error(cmd, "the default database path is too long: name it with --db");
        return NULL;
    }
    return buf;
}
