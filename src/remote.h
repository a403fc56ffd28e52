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

/* `sparkdx report --watch URL`: the live report (live.c). */
int cli_watch(int argc, char **argv);

#endif
