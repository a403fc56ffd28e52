/*
 * cli_db.c: where the run history lives when --db does not say:
 * $XDG_DATA_HOME/sparkdx/history.db, else ~/.local/share/sparkdx/history.db
 * (the XDG base directory rule). The library never reads the environment;
 * the CLI resolves the path here for every command that uses the history.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

const char *cli_history_db(const char *given, char *buf, size_t cap)
{
    if (given)
        return given;
    const char *x = getenv("XDG_DATA_HOME");
    if (x && *x)
        snprintf(buf, cap, "%s/sparkdx/history.db", x);
    else {
        const char *home = getenv("HOME");
        snprintf(buf, cap, "%s/.local/share/sparkdx/history.db", home && *home ? home : ".");
    }
    return buf;
}
