/*
 * live.c: a REST context that follows its log directory (`sparkdx serve`).
 *
 * sdx_rest_refresh rescans the directory and rebuilds the listing of the
 * logs whose size or modification time changed (an in-progress log that
 * grew, a rolling log with a new part, a new application); the listings
 * and loaded models of the others are taken over as they are. Loaded
 * models are bounded by an LRU: past max_loaded, the least recently used
 * ones are freed after an answer. A confined context serves no log whose
 * real path (or the real path of one of its parts) is outside the real
 * path of its directory: a symlink out of it is skipped, as the
 * History Server's directory listing would not see it either.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rest/rest_internal.h"
#include "sparkdx/io.h"
#include "util/util.h"

rest_attempt *rest_find_unchanged(rest_attempt *old, size_t nold, const sdx_logref *log)
{
    for (size_t i = 0; i < nold; i++) {
        const sdx_logref *l = old[i].listing ? old[i].listing->log : NULL;
        if (l && l->path && !strcmp(l->path, log->path) && l->mtime_ms == log->mtime_ms && l->size == log->size &&
            l->nparts == log->nparts && l->in_progress == log->in_progress)
            return &old[i];
    }
    return NULL;
}

/* 1 when p's real path is root or under it. */
static int inside(const char *root, const char *p)
{
    char *rp = realpath(p, NULL);
    if (!rp)
        return 0;
    size_t n = strlen(root);
    int ok = !strncmp(rp, root, n) && (rp[n] == '\0' || rp[n] == '/' || (n == 1 && root[0] == '/'));
    free(rp);
    return ok;
}

/* Drop the logs of `list` that leave `root`: how many, or -1 when out of
 * memory (list unchanged). */
static long confine(sdx_loglist *list, const char *root)
{
    sdx_loglist out = {0};
    if (!(out.logs = sdx_xcalloc(list->n ? list->n : 1, sizeof *out.logs)))
        return -1;
    size_t k = 0;
    for (size_t i = 0; i < list->n; i++) {
        sdx_logref *l = &list->logs[i];
        int ok = inside(root, l->path);
        for (size_t p = 0; ok && p < l->nparts; p++)
            ok = inside(root, l->parts[p].path);
        if (ok)
            list->logs[k++] = *l;
        else
            out.logs[out.n++] = *l;
    }
    list->n = k;
    long dropped = (long)out.n;
    sdx_loglist_free(&out);   /* the dropped logs */
    return dropped;
}

/* Scan r->path into list (an empty directory is an empty list). */
static int scan(const sdx_rest *r, sdx_loglist *list, size_t *dropped, sdx_error *err)
{
    memset(list, 0, sizeof *list);
    *dropped = 0;
    if (sdx_logs_scan(r->path, list, err) < 0) {
        struct stat st;
        if (err->code == SDX_ERR_FORMAT && stat(r->path, &st) == 0 && S_ISDIR(st.st_mode)) {
            memset(list, 0, sizeof *list);
            return 0;   /* no log yet: serve an empty list */
        }
        return -1;
    }
    if (r->root) {
        long d = confine(list, r->root);
        if (d < 0) {
            sdx_loglist_free(list);
            return sdx_error_nomem(err, r->path);
        }
        *dropped = (size_t)d;
    }
    return 0;
}

static int fill_source(sdx_rest *r)
{
    if (!r->newer || !r->root)
        return 0;
    size_t n = strlen(r->root) + 6;
    if (!(r->log_source = sdx_xmalloc(n)))
        return -1;
    snprintf(r->log_source, n, "file:%s", r->root);
    return 0;
}

int sdx_rest_open_live(const char *dir, const char *compat, size_t max_loaded, sdx_rest **out, sdx_error *err)
{
    sdx_rest_options o = {.compat = compat, .live = 1, .max_loaded = max_loaded};
    return rest_open_live(dir, &o, out, err);
}

int rest_open_live(const char *dir, const sdx_rest_options *o, sdx_rest **out, sdx_error *err)
{
    const char *compat = o->compat;
    size_t max_loaded = o->max_loaded;
    *out = NULL;
    struct stat st;
    if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode))
        return sdx_error_set(err, SDX_ERR_IO, dir, UINT64_MAX, "not a directory");
    sdx_rest *r = sdx_xcalloc(1, sizeof *r);
    if (!r)
        return sdx_error_nomem(err, dir);
    r->ret = sdx_rest_retention_defaults;
    int major = 0, minor = 0;
    r->newer = !compat || sscanf(compat, "%d.%d", &major, &minor) < 1 || major > 4 || (major == 4 && minor >= 3);
    r->max_loaded = max_loaded;
    r->max_line = o->max_line;
    r->path = sdx_xstrdup(dir);
    r->root = realpath(dir, NULL);
    if (!r->path || !r->root || fill_source(r) < 0) {
        sdx_rest_close(r);
        return sdx_error_nomem(err, dir);
    }
    size_t dropped;
    if (scan(r, &r->logs, &dropped, err) < 0) {
        sdx_rest_close(r);
        return -1;
    }
    r->attempts = sdx_xcalloc(r->logs.n ? r->logs.n : 1, sizeof *r->attempts);
    if (!r->attempts || rest_index(r, NULL, 0, err) < 0) {
        sdx_rest_close(r);
        return sdx_error_nomem(err, dir);
    }
    *out = r;
    return 0;
}

int sdx_rest_refresh(sdx_rest *r, size_t *changed, sdx_error *err)
{
    *changed = 0;
    if (!r->path)
        return 0;   /* not a live context */
    sdx_rest *t = sdx_xcalloc(1, sizeof *t);
    if (!t)
        return sdx_error_nomem(err, r->path);
    t->newer = r->newer;
    t->ret = r->ret;
    t->tick = r->tick;
    t->max_loaded = r->max_loaded;
    t->max_line = r->max_line;
    t->path = sdx_xstrdup(r->path);
    t->root = r->root ? sdx_xstrdup(r->root) : NULL;
    size_t dropped;
    if (!t->path || (r->root && !t->root) || fill_source(t) < 0) {
        sdx_rest_close(t);
        return sdx_error_nomem(err, r->path);
    }
    if (scan(t, &t->logs, &dropped, err) < 0) {
        sdx_rest_close(t);
        return -1;
    }
    t->attempts = sdx_xcalloc(t->logs.n ? t->logs.n : 1, sizeof *t->attempts);
    if (!t->attempts || rest_index(t, r->attempts, r->nattempts, err) < 0) {
        sdx_rest_close(t);   /* the taken-over models stay with r */
        return sdx_error_nomem(err, r->path);
    }
    /* hand the taken-over models to t, then t becomes r */
    size_t kept = 0;
    for (size_t i = 0; i < t->nattempts; i++) {
        rest_attempt *old = t->attempts[i].reused;
        if (!old)
            continue;
        kept++;
        old->listing = old->full = old->light = NULL;
        t->attempts[i].reused = NULL;
    }
    *changed = t->nattempts - kept + (r->nattempts - kept);   /* new or changed, and removed */
    rest_free_contents(r);
    *r = *t;   /* the arrays the apps point into do not move */
    free(t);
    return 0;
}

size_t sdx_rest_loaded(const sdx_rest *r)
{
    size_t n = 0;
    for (size_t i = 0; i < r->nattempts; i++)
        n += (r->attempts[i].full != NULL) + (r->attempts[i].light != NULL);
    return n;
}

size_t sdx_rest_evict(sdx_rest *r)
{
    size_t freed = 0;
    while (r->max_loaded && sdx_rest_loaded(r) > r->max_loaded) {
        rest_attempt *lru = NULL;
        for (size_t i = 0; i < r->nattempts; i++) {
            rest_attempt *a = &r->attempts[i];
            if ((a->full || a->light) && (!lru || a->used < lru->used))
                lru = a;
        }
        if (!lru)
            break;
        /* the light model first: a full one answers everything */
        if (lru->light) {
            sdx_model_free(lru->light);
            lru->light = NULL;
        } else {
            sdx_model_free(lru->full);
            lru->full = NULL;
        }
        freed++;
    }
    return freed;
}

int sdx_rest_app_log(const sdx_rest *r, const char *app_id, const char *attempt_id, const sdx_logref **log)
{
    *log = NULL;
    for (size_t i = 0; i < r->napps; i++) {
        const rest_app *app = &r->apps[i];
        if (strcmp(app->id, app_id))
            continue;
        for (uint32_t k = 0; k < app->nattempts; k++) {
            const char *a = app->attempts[k]->info.attempt_id;
            if (!attempt_id || (a && !strcmp(a, attempt_id))) {
                *log = &r->logs.logs[app->attempts[k]->log_index];
                return 0;
            }
        }
    }
    return -1;
}

size_t sdx_rest_napps(const sdx_rest *r)
{
    return r->napps;
}
