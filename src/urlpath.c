/*
 * urlpath.c: the few parsers of addresses and request paths that the network
 * code of the CLI needs (remote.c, live.c, cmd_serve.c), apart so that the
 * fuzz target tests/fuzz/fuzz_urlpath.c compiles them alone. No I/O.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "remote.h"

int cli_hexval(int ch)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if (ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    return -1;
}

/* 1 when the raw path has a "." or ".." segment once %-decoded (a "/"
 * encoded as %2f splits segments too), or an encoded NUL. */
int cli_path_escapes(const char *raw)
{
    char seg[8192];
    size_t n = 0;
    for (const char *p = raw;; p++) {
        int ch = (unsigned char)*p;
        if (ch == '%' && cli_hexval(p[1]) >= 0 && cli_hexval(p[2]) >= 0) {
            ch = cli_hexval(p[1]) * 16 + cli_hexval(p[2]);
            p += 2;
            if (ch == 0)
                return 1;
        }
        if (ch == '/' || ch == '\\' || ch == 0) {
            seg[n] = '\0';
            if (!strcmp(seg, ".") || !strcmp(seg, ".."))
                return 1;
            n = 0;
            if (!*p)
                return 0;
            continue;
        }
        if (n < sizeof seg - 1)
            seg[n++] = (char)ch;
    }
}

void cli_pct_decode(const char *raw, char *out, size_t cap)
{
    size_t n = 0;
    for (const char *p = raw; *p && n + 1 < cap; p++) {
        if (*p == '%' && cli_hexval(p[1]) >= 0 && cli_hexval(p[2]) >= 0) {
            out[n++] = (char)(cli_hexval(p[1]) * 16 + cli_hexval(p[2]));
            p += 2;
        } else {
            out[n++] = *p;
        }
    }
    out[n] = '\0';
}

/* "applications/<id>[/<attempt>]/logs" under /api/v1/: 1 with the ids cut out. */
int cli_logs_path(const char *url, char *app, size_t acap, char *att, size_t tcap)
{
    const char *p = url + strlen("/api/v1/");
    if (strncmp(p, "applications/", 13))
        return 0;
    p += 13;
    char segs[3][512];
    int n = 0;
    while (*p && n < 3) {
        const char *sl = strchr(p, '/');
        size_t len = sl ? (size_t)(sl - p) : strlen(p);
        if (len == 0 || len >= sizeof segs[0])
            return 0;
        memcpy(segs[n], p, len);
        segs[n][len] = '\0';
        n++;
        p += len;
        while (*p == '/')
            p++;
    }
    if (*p || n < 2 || strcmp(segs[n - 1], "logs"))
        return 0;
    snprintf(app, acap, "%s", segs[0]);
    att[0] = '\0';
    if (n == 3)
        snprintf(att, tcap, "%s", segs[1]);
    return 1;
}

int cli_url_parse(const char *url, cli_url *u)
{
    memset(u, 0, sizeof *u);
    const char *p = strstr(url, "://");
    if (!p)
        return -1;
    p += 3;
    const char *slash = strchr(p, '/');
    size_t blen = slash ? (size_t)(slash - url) : strlen(url);
    if (blen >= sizeof u->base)
        return -1;
    memcpy(u->base, url, blen);
    u->base[blen] = '\0';
    if (!slash)
        return 0;
    /* segments of the path, without the query */
    char path[2048];
    snprintf(path, sizeof path, "%s", slash);
    char *q = strpbrk(path, "?#");
    if (q)
        *q = '\0';
    char *seg[32];
    int n = 0;
    for (char *t = strtok(path, "/"); t && n < 32; t = strtok(NULL, "/"))
        seg[n++] = t;
    int at = -1;
    for (int i = 0; i + 1 < n; i++) {
        if (!strcmp(seg[i], "applications") && i > 0 && !strcmp(seg[i - 1], "v1")) {
            at = i + 1;
            break;
        }
        if (!strcmp(seg[i], "history")) {
            at = i + 1;
            break;
        }
    }
    if (at < 0)
        return 0;
    snprintf(u->app, sizeof u->app, "%s", seg[at]);
    if (at + 1 < n) {
        const char *a = seg[at + 1];
        int digits = *a != '\0';
        for (const char *c = a; *c; c++)
            digits &= isdigit((unsigned char)*c) != 0;
        if (digits)
            snprintf(u->attempt, sizeof u->attempt, "%s", a);
    }
    return 0;
}

