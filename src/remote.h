/*
 * remote.h: logs read where they live (remote.c, libcurl) and the live
 * report of a running application (live.c). CLI only: the library links
 * no network code.
 */
#ifndef SPARKDX_REMOTE_H
#define SPARKDX_REMOTE_H

#include <stdio.h>

#include "sparkdx/json.h"

/* 1 when s is an http:// or https:// address. */
int cli_is_url(const char *s);

/* An address split: base "http://host:port", the application id and attempt
 * when the path names them (/api/v1/applications/<id>[/<n>], /history/<id>[/<n>]). */
typedef struct cli_url {
    char base[1024];
    char app[256];
    char attempt[64];
} cli_url;
int cli_url_parse(const char *url, cli_url *u);

/* ---- request paths (urlpath.c) ---- */
int cli_hexval(int ch);   /* a hex digit's value, or -1 */
/* 1 when the raw path has a "." or ".." segment once %-decoded (a "/" encoded
 * as %2f splits segments too; so does a backslash), or an encoded NUL. */
int cli_path_escapes(const char *raw);
/* %-decode raw into out (cut to cap - 1 bytes; a NUL stops nothing: %00 is kept as a byte). */
void cli_pct_decode(const char *raw, char *out, size_t cap);
/* "/api/v1/applications/<id>[/<attempt>]/logs": 1 with the ids cut out, else 0. */
int cli_logs_path(const char *url, char *app, size_t acap, char *att, size_t tcap);

/* GET url into body (or file), with the timeouts and retries of remote.c:
 * the HTTP status, or -1 with msg set (one line naming the URL). */
int cli_http_get(const char *url, sdx_buf *body, FILE *file, char *msg, size_t cap);

/* The id of the one application at u->base (running: the first running one
 * of many). 0, or -1 with msg set. */
int cli_remote_app(const cli_url *u, int running, char *id, size_t cap, char *msg, size_t mcap);

/* A local path holding what url names (its event log, removed at exit), or
 * NULL with the error printed. */
char *cli_remote_fetch(const char *url);

/* Replace every http(s) argument of argv[1..argc) by its local path; 0, or
 * the exit code with the error printed. */
int cli_remote_rewrite(int argc, char **argv);

/* The notes a log read from a driver's REST API carries (what it lacks), for
 * the report: their count, *out set. */
#include <stddef.h>
size_t cli_remote_notes(const char *const **out);

/* `sparkdx report --watch URL`: the live report (live.c). */
int cli_watch(int argc, char **argv);

#endif
