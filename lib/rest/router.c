/*
 * router.c: parses a REST path + query and dispatches it like the History
 * Server's JAX-RS resources do, including their error statuses and texts
 * ("unknown app: x", "no such app: x", "unknown stage: 12345",
 * "unknown attempt for stage 1.  Found attempts: [0]", the quantiles 400).
 * Holds the context: the log list, the application listing, and the models
 * loaded so far.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <stddef.h>

#include "rest/rest_internal.h"
#include "sparkdx/io.h"
#include "util/util.h"

/* ---- listing ---- */

static int cmp_attempt_start_desc(const void *a, const void *b)
{
    const rest_attempt *x = *(rest_attempt *const *)a, *y = *(rest_attempt *const *)b;
    if (x->info.start_time != y->info.start_time)
        return x->info.start_time > y->info.start_time ? -1 : 1;
    return 0;
}

static int cmp_app_end_desc(const void *a, const void *b)
{
    const rest_app *x = a, *y = b;
    int64_t ex = x->attempts[0]->info.end_time, ey = y->attempts[0]->info.end_time;
    if (ex != ey)
        return ex > ey ? -1 : 1;
    return strcmp(y->id, x->id);
}

/* "4.3" >= major.minor */
static int compat_at_least(const char *compat, int major, int minor)
{
    int a = 0, b = 0;
    if (!compat || sscanf(compat, "%d.%d", &a, &b) < 1)
        return 1;   /* default: the newest History Server */
    return a > major || (a == major && b >= minor);
}

int sdx_rest_set_conf(sdx_rest *r, const char *kv, sdx_error *err)
{
    static const struct {
        const char *key;
        size_t off;
    } keys[] = {{"spark.ui.retainedJobs", offsetof(sdx_rest_retention, jobs)},
                {"spark.ui.retainedStages", offsetof(sdx_rest_retention, stages)},
                {"spark.ui.retainedTasks", offsetof(sdx_rest_retention, tasks)},
                {"spark.ui.retainedDeadExecutors", offsetof(sdx_rest_retention, dead_executors)},
                {"spark.sql.ui.retainedExecutions", offsetof(sdx_rest_retention, sql_executions)}};
    const char *eq = strchr(kv, '=');
    size_t klen = eq ? (size_t)(eq - kv) : strlen(kv);
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (strlen(keys[i].key) != klen || strncmp(keys[i].key, kv, klen))
            continue;
        int64_t v;
        if (!eq || sdx_parse_long(eq + 1, strlen(eq + 1), &v) < 0 || v <= 0 || v > INT32_MAX)
            return sdx_error_set(err, SDX_ERR_USAGE, NULL, 0, "%s needs a positive integer: '%s'", keys[i].key,
                                 kv);
        memcpy((char *)&r->ret + keys[i].off, &v, sizeof v);
        return 0;
    }
    return sdx_error_set(err, SDX_ERR_USAGE, NULL, 0,
                         "unknown setting '%.*s' (the retention limits spark.ui.retainedJobs, retainedStages, "
                         "retainedTasks, retainedDeadExecutors and spark.sql.ui.retainedExecutions are known)",
                         (int)klen, kv);
}

/* The listing of r->logs into r->attempts (allocated for r->logs.n) and
 * r->apps. An attempt of `old` whose log is unchanged (same path, size and
 * modification time) is taken over, its models with it (reused set; the
 * caller hands them over on success). 0, or -1 with err set (out of memory;
 * what was built stays for sdx_rest_close). */
int rest_index(sdx_rest *r, rest_attempt *old, size_t nold, sdx_error *err)
{
    for (size_t i = 0; i < r->logs.n; i++) {
        sdx_model *m = NULL;
        sdx_error e;
        rest_attempt *reuse = rest_find_unchanged(old, nold, &r->logs.logs[i]);
        if (reuse) {
            rest_attempt *a = &r->attempts[r->nattempts++];
            *a = *reuse;
            a->reused = reuse;
            a->log_source = r->log_source;
            a->log_index = i;
            continue;
        }
        sdx_build_options lo = {.flags = SDX_LISTING_ONLY, .max_line = r->max_line};
        if (sdx_model_build_with(&r->logs.logs[i], &lo, &m, &e) < 0 || !m) {
            if (e.code == SDX_ERR_NOMEM)
                goto nomem;
            if (!r->warning[0])
                sdx_error_format(&e, r->warning, sizeof r->warning);
            continue;
        }
        if (!m->app_id) {
            sdx_model_free(m);
            continue;
        }
        rest_attempt *a = &r->attempts[r->nattempts++];
        a->listing = m;
        a->log_source = r->log_source;
        a->info = m->attempt;
        a->app_id = m->app_id;
        a->app_name = m->app_name;
        a->log_index = i;
    }
    /* group by application id */
    r->apps = sdx_xcalloc(r->nattempts ? r->nattempts : 1, sizeof *r->apps);
    if (!r->apps)
        goto nomem;
    for (size_t i = 0; i < r->nattempts; i++) {
        rest_attempt *a = &r->attempts[i];
        rest_app *app = NULL;
        for (size_t k = 0; k < r->napps; k++)
            if (!strcmp(r->apps[k].id, a->app_id))
                app = &r->apps[k];
        if (!app) {
            app = &r->apps[r->napps++];
            app->id = a->app_id;
            if (!(app->attempts = sdx_xcalloc(r->nattempts, sizeof *app->attempts)))
                goto nomem;
        }
        /* a later log of the same attempt id replaces the earlier one */
        int replaced = 0;
        for (uint32_t k = 0; k < app->nattempts; k++) {
            const char *x = app->attempts[k]->info.attempt_id, *y = a->info.attempt_id;
            if ((!x && !y) || (x && y && !strcmp(x, y))) {
                app->attempts[k] = a;
                replaced = 1;
            }
        }
        if (!replaced)
            app->attempts[app->nattempts++] = a;
        app->name = a->app_name;
    }
    for (size_t k = 0; k < r->napps; k++)
        qsort(r->apps[k].attempts, r->apps[k].nattempts, sizeof(rest_attempt *), cmp_attempt_start_desc);
    qsort(r->apps, r->napps, sizeof *r->apps, cmp_app_end_desc);
    return 0;
nomem:
    return sdx_error_nomem(err, r->path ? r->path : "");
}

int sdx_rest_open(const char *path, sdx_rest **out, sdx_error *err)
{
    return sdx_rest_open_compat(path, NULL, out, err);
}

int sdx_rest_open_compat(const char *path, const char *compat, sdx_rest **out, sdx_error *err)
{
    sdx_rest_options o = {.compat = compat};
    return sdx_rest_open_with(path, &o, out, err);
}

int sdx_rest_open_with(const char *path, const sdx_rest_options *o, sdx_rest **out, sdx_error *err)
{
    sdx_rest_options defaults = {0};
    if (!o)
        o = &defaults;
    if (o->live)
        return rest_open_live(path, o, out, err);
    const char *compat = o->compat;
    *out = NULL;
    sdx_rest *r = sdx_xcalloc(1, sizeof *r);
    if (!r)
        return sdx_error_nomem(err, path);
    if (sdx_logs_scan(path, &r->logs, err) < 0) {
        free(r);
        return -1;
    }
    r->attempts = sdx_xcalloc(r->logs.n ? r->logs.n : 1, sizeof *r->attempts);
    if (!r->attempts)
        goto nomem;
    r->ret = sdx_rest_retention_defaults;
    r->newer = compat_at_least(compat, 4, 3);
    r->max_line = o->max_line;
    if (r->newer && strcmp(path, "-")) {
        /* the directory the logs were found in (a single log: its parent) */
        char *abs = realpath(path, NULL);
        if (abs) {
            struct stat st;
            if (stat(abs, &st) == 0 && !S_ISDIR(st.st_mode)) {
                char *slash = strrchr(abs, '/');
                if (slash && slash != abs)
                    *slash = '\0';
            } else if (r->logs.n == 1 && r->logs.logs[0].layout != SDX_LAYOUT_FILE &&
                       !strcmp(r->logs.logs[0].path, path)) {
                /* a rolling or legacy directory given directly: its parent */
                char *slash = strrchr(abs, '/');
                if (slash && slash != abs)
                    *slash = '\0';
            }
            size_t n = strlen(abs) + 6;
            r->log_source = sdx_xmalloc(n);
            if (r->log_source)
                snprintf(r->log_source, n, "file:%s", abs);
            free(abs);
            if (!r->log_source)
                goto nomem;
        }
    }
    if (rest_index(r, NULL, 0, err) < 0) {
        sdx_rest_close(r);
        return -1;
    }
    *out = r;
    return 0;
nomem:
    sdx_rest_close(r);
    return sdx_error_nomem(err, path);
}

void sdx_rest_close(sdx_rest *r)
{
    if (!r)
        return;
    rest_free_contents(r);
    free(r);
}

void rest_free_contents(sdx_rest *r)
{
    for (size_t i = 0; i < r->nattempts; i++) {
        if (r->attempts[i].reused)
            continue;   /* a failed refresh: the models stay with the old listing */
        sdx_model_free(r->attempts[i].listing);
        sdx_model_free(r->attempts[i].full);
        sdx_model_free(r->attempts[i].light);
    }
    for (size_t k = 0; k < r->napps; k++)
        free(r->apps[k].attempts);
    free(r->apps);
    free(r->attempts);
    sdx_loglist_free(&r->logs);
    free(r->log_source);
    free(r->path);
    free(r->root);
}

/* ---- query parsing ---- */

typedef struct param { char *key, *value; } param;
typedef struct query { param *p; size_t n, cap; } query;

static char *url_decode(const char *s, size_t n)
{
    char *o = sdx_xmalloc(n + 1);
    if (!o)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '%' && i + 2 < n + 0 + 1 && i + 2 <= n - 1 + 1 && isxdigit((unsigned char)s[i + 1]) &&
            i + 2 < n && isxdigit((unsigned char)s[i + 2])) {
            char hex[3] = {s[i + 1], s[i + 2], 0};
            o[k++] = (char)strtol(hex, NULL, 16);
            i += 2;
        } else if (s[i] == '+') {
            o[k++] = ' ';
        } else {
            o[k++] = s[i];
        }
    }
    o[k] = '\0';
    return o;
}

/* 0, or -1 when out of memory (what was parsed stays in q). */
static int query_parse(query *q, const char *s)
{
    while (s && *s) {
        const char *amp = strchr(s, '&');
        size_t n = amp ? (size_t)(amp - s) : strlen(s);
        const char *eq = memchr(s, '=', n);
        param p;
        if (eq) {
            p.key = url_decode(s, (size_t)(eq - s));
            p.value = url_decode(eq + 1, n - (size_t)(eq - s) - 1);
        } else {
            p.key = url_decode(s, n);
            p.value = sdx_xstrdup("");
        }
        if (!p.key || !p.value || (*p.key && SDX_VEC_PUSH(q->p, q->n, q->cap, p) < 0)) {
            free(p.key);
            free(p.value);
            return -1;
        }
        if (!*p.key) {
            free(p.key);
            free(p.value);
        }
        s = amp ? amp + 1 : NULL;
    }
    return 0;
}

static void query_free(query *q)
{
    for (size_t i = 0; i < q->n; i++) {
        free(q->p[i].key);
        free(q->p[i].value);
    }
    free(q->p);
}

static const char *qget(const query *q, const char *key)
{
    for (size_t i = 0; i < q->n; i++)
        if (!strcmp(q->p[i].key, key))
            return q->p[i].value;
    return NULL;
}

static int qbool(const query *q, const char *key, int dflt)
{
    const char *v = qget(q, key);
    if (!v)
        return dflt;
    return !strcasecmp(v, "true");
}

/* ---- responses ---- */

typedef struct resp {
    sdx_buf *out;
    int status;
} resp;

static int fail(resp *r, int status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(resp *r, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char buf[2048];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    r->out->len = 0;
    sdx_buf_puts(r->out, buf);
    r->status = status;
    return status;
}

/* JAX-RS enum parameters: case-insensitive names; a bad one is a 404. */
static int parse_enum(const char *v, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (!strcasecmp(v, names[i]))
            return i;
    return -1;
}

static int parse_int_param(const query *q, const char *key, int64_t dflt, int64_t *out)
{
    const char *v = qget(q, key);
    if (!v) {
        *out = dflt;
        return 0;
    }
    char *end;
    errno = 0;
    long long x = strtoll(v, &end, 10);
    if (!*v || *end || errno || x < INT32_MIN || x > INT32_MAX)
        return -1;
    *out = x;
    return 0;
}

static int parse_quantiles(resp *r, const char *s, double **q, size_t *nq)
{
    size_t cap = 8;
    *q = sdx_xmalloc(sizeof(double) * cap);
    *nq = 0;
    if (!*q)
        return fail(r, 500, "out of memory");
    const char *p = s;
    for (;;) {
        const char *c = strchr(p, ',');
        size_t n = c ? (size_t)(c - p) : strlen(p);
        char tmp[128];
        snprintf(tmp, sizeof tmp, "%.*s", (int)(n < 127 ? n : 127), p);
        char *end;
        /* Java's Double.parseDouble trims whitespace */
        char *t = tmp;
        while (isspace((unsigned char)*t))
            t++;
        size_t tl = strlen(t);
        while (tl && isspace((unsigned char)t[tl - 1]))
            t[--tl] = '\0';
        double d = strtod(t, &end);
        if (!*t || *end || n >= 127) {
            free(*q);
            *q = NULL;
            return fail(r, 400, "Bad value for parameter \"quantiles\".  Expected a double, got \"%.*s\"",
                        (int)n, p);
        }
        if (*nq == cap) {
            double *nv = sdx_xrealloc(*q, sizeof(double) * cap * 2);
            if (!nv) {
                free(*q);
                *q = NULL;
                return fail(r, 500, "out of memory");
            }
            *q = nv;
            cap *= 2;
        }
        (*q)[(*nq)++] = d;
        if (!c)
            break;
        p = c + 1;
    }
    /* sorted ascending */
    for (size_t i = 1; i < *nq; i++)
        for (size_t j = i; j > 0 && (*q)[j - 1] > (*q)[j]; j--) {
            double t = (*q)[j];
            (*q)[j] = (*q)[j - 1];
            (*q)[j - 1] = t;
        }
    return 0;
}

static unsigned task_status_mask(resp *r, const query *q, const char *key, int *bad)
{
    static const char *const names[] = {"RUNNING", "KILLED", "FAILED", "SUCCESS", "UNKNOWN"};
    static const int bits[] = {SDX_TASK_RUNNING, SDX_TASK_KILLED, SDX_TASK_FAILED, SDX_TASK_SUCCESS, SDX_TASK_UNKNOWN};
    unsigned mask = 0;
    *bad = 0;
    for (size_t i = 0; i < q->n; i++) {
        if (strcmp(q->p[i].key, key))
            continue;
        int e = parse_enum(q->p[i].value, names, 5);
        if (e < 0) {
            *bad = 1;
            fail(r, 404, "Illegal type='%s'. Supported type values: RUNNING, KILLED, FAILED, SUCCESS, UNKNOWN",
                 q->p[i].value);
            return 0;
        }
        mask |= 1u << bits[e];
    }
    return mask;
}

/* ---- app resolution ---- */

static rest_app *find_app(sdx_rest *r, const char *id)
{
    for (size_t i = 0; i < r->napps; i++)
        if (!strcmp(r->apps[i].id, id))
            return &r->apps[i];
    return NULL;
}

static rest_attempt *find_attempt(rest_app *app, const char *attempt_id)
{
    if (!app)
        return NULL;
    for (uint32_t i = 0; i < app->nattempts; i++) {
        const char *a = app->attempts[i]->info.attempt_id;
        if ((!a && !attempt_id) || (a && attempt_id && !strcmp(a, attempt_id)))
            return app->attempts[i];
    }
    return NULL;
}

/* The attempt's model. Only stage endpoints show tasks (task lists, stage
 * details, summaries at any quantiles; the stage list only with details or
 * withSummaries); the others take a model built
 * without keeping every task, which is faster to build (the TaskEnd fast
 * path) and smaller, and equal in everything they show. */
struct sdx_rest_load {
    sdx_logref *log;              /* a copy: the context's list may change meanwhile */
    int need_tasks;
    sdx_build_options o;
    sdx_rest_retention ret;       /* the context's limits, copied (the trigger reads them) */
    char *key;
    sdx_model *m;
    char warning[1200];
};

void sdx_rest_load_free(sdx_rest_load *l)
{
    if (!l)
        return;
    sdx_logref_free(l->log);
    free(l->key);
    sdx_model_free(l->m);
    free(l);
}

const char *sdx_rest_load_key(const sdx_rest_load *l)
{
    return l->key;
}

static sdx_build_options build_options(const sdx_rest *r, int need_tasks, sdx_rest_retention *ret)
{
    /* Spark <= 4.0 read push-based shuffle under keys no writer emits */
    sdx_build_options o = {.flags = (need_tasks ? SDX_KEEP_TASKS : 0) | (r->newer ? 0 : SDX_LEGACY_PUSH_KEYS),
                           .store_trigger = sdx_rest_retention_trigger,
                           .store_ctx = ret,
                           .max_line = r->max_line};
    return o;
}

/* The load of a's model, asked for by sdx_rest_get_deferred (NULL out of
 * memory). */
static sdx_rest_load *load_new(sdx_rest *r, rest_attempt *a, int need_tasks)
{
    sdx_rest_load *l = sdx_xcalloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->log = sdx_logref_copy(&r->logs.logs[a->log_index]);
    size_t kn = strlen(r->logs.logs[a->log_index].path) + 8;
    l->key = sdx_xmalloc(kn);
    if (!l->log || !l->key) {
        sdx_rest_load_free(l);
        return NULL;
    }
    snprintf(l->key, kn, "%s\n%s", l->log->path, need_tasks ? "full" : "light");
    l->need_tasks = need_tasks;
    l->ret = r->ret;
    l->o = build_options(r, need_tasks, &l->ret);
    return l;
}

int sdx_rest_load_run(sdx_rest_load *l, int64_t deadline_ms, sdx_error *err)
{
    sdx_error e;
    sdx_error_clear(&e);
    l->o.deadline_ms = deadline_ms;
    if (sdx_model_build_with(l->log, &l->o, &l->m, &e) < 0) {
        if (err)
            *err = e;
        return -1;
    }
    if (e.code != SDX_OK)
        sdx_error_format(&e, l->warning, sizeof l->warning);
    else if (l->m->stats.warning[0])
        snprintf(l->warning, sizeof l->warning, "%s", l->m->stats.warning);
    return 0;
}

int sdx_rest_load_install(sdx_rest *r, sdx_rest_load *l)
{
    int done = 0;
    for (size_t i = 0; l->m && i < r->nattempts && !done; i++) {
        rest_attempt *a = &r->attempts[i];
        const sdx_logref *g = &r->logs.logs[a->log_index];
        if (strcmp(g->path, l->log->path) || g->mtime_ms != l->log->mtime_ms || g->size != l->log->size ||
            g->nparts != l->log->nparts || g->in_progress != l->log->in_progress)
            continue;
        sdx_model **slot = l->need_tasks ? &a->full : &a->light;
        if (!*slot) {
            *slot = l->m;
            l->m = NULL;
            snprintf(a->warning, sizeof a->warning, "%s", l->warning);
            a->used = ++r->tick;
            done = 1;
        }
        break;
    }
    sdx_rest_load_free(l);
    return done;
}

int sdx_rest_get_deferred(sdx_rest *r, const char *path, sdx_buf *out, const char **warning, sdx_rest_load **load)
{
    *load = NULL;
    r->defer = 1;
    r->deferred = NULL;
    int status = sdx_rest_get(r, path, out, warning);
    r->defer = 0;
    if (r->deferred) {
        *load = r->deferred;
        r->deferred = NULL;
        out->len = 0;
        *warning = NULL;
        return 0;
    }
    return status;
}

static sdx_model *load_model(sdx_rest *r, rest_attempt *a, int need_tasks)
{
    a->used = ++r->tick;   /* the LRU of loaded models (live.c) */
    if (a->full)
        return a->full;
    if (a->light && !need_tasks)
        return a->light;
    r->oom = 0;
    if (r->defer) {   /* sdx_rest_get_deferred: ask for it instead */
        if (!r->deferred && !(r->deferred = load_new(r, a, need_tasks)))
            r->oom = 1;
        return NULL;
    }
    sdx_error e;
    sdx_model *m = NULL;
    sdx_build_options o = build_options(r, need_tasks, &r->ret);
    if (sdx_model_build_with(&r->logs.logs[a->log_index], &o, &m, &e) < 0) {
        r->oom = e.code == SDX_ERR_NOMEM;
        return NULL;
    }
    if (e.code != SDX_OK)
        sdx_error_format(&e, a->warning, sizeof a->warning);
    else if (m->stats.warning[0])
        snprintf(a->warning, sizeof a->warning, "%s", m->stats.warning);
    /* the listing's view of the attempt wins (lastUpdated from the file) */
    if (need_tasks)
        a->full = m;
    else
        a->light = m;
    return m;
}

static int is_digits(const char *s)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s))
            return 0;
    return 1;
}

/* ---- endpoints under one application (attempt) ---- */

static int app_resource(sdx_rest *r, resp *rs, sdx_jw *w, const char *app_id, const char *attempt_id,
                        char **seg, size_t nseg, const query *q, const char **warning)
{
    rest_app *app = find_app(r, app_id);
    rest_attempt *att = find_attempt(app, attempt_id);
    if (!att) {
        if (attempt_id)
            return fail(rs, 404, "no such app: %s/%s", app_id, attempt_id);
        return fail(rs, 404, "no such app: %s", app_id);
    }
    int need_tasks = nseg > 0 && !strcmp(seg[0], "stages");
    if (need_tasks && nseg == 1) {   /* the stage list shows tasks only with these */
        need_tasks = 0;
        for (size_t i = 0; i < q->n; i++)
            if (!strcmp(q->p[i].key, "details") || !strcmp(q->p[i].key, "withSummaries"))
                need_tasks = 1;
    }
    sdx_model *m = load_model(r, att, need_tasks);
    if (!m && r->oom) {
        sdx_buf_fail(rs->out);
        return rs->status = 500;
    }
    if (!m)
        return fail(rs, 404, "no such app: %s", app_id);
    if (att->warning[0])
        *warning = att->warning;
    const char *what = seg[0];

    if (!strcmp(what, "jobs")) {
        static const char *const names[] = {"RUNNING", "SUCCEEDED", "FAILED", "UNKNOWN"};
        if (nseg == 1) {
            unsigned mask = 0;
            for (size_t i = 0; i < q->n; i++) {
                if (strcmp(q->p[i].key, "status"))
                    continue;
                int e = parse_enum(q->p[i].value, names, 4);
                if (e < 0)
                    return fail(rs, 404, "Illegal type='%s'. Supported type values: RUNNING, SUCCEEDED, FAILED, UNKNOWN",
                                q->p[i].value);
                mask |= 1u << e;
            }
            sdx_jw_arr_begin(w);
            for (uint32_t i = m->njobs; i-- > 0;)
                if (!mask || (mask & (1u << m->jobs[i]->status)))
                    rest_job_object(w, m->jobs[i]);
            sdx_jw_arr_end(w);
            return 200;
        }
        if (nseg == 2 && is_digits(seg[1])) {
            sdx_job *j = sdx_model_job(m, (int32_t)atol(seg[1]));
            if (!j)
                return fail(rs, 404, "unknown job: %s", seg[1]);
            rest_job_object(w, j);
            return 200;
        }
        return fail(rs, 404, "Not Found");
    }
    if (!strcmp(what, "executors") && nseg == 1) {
        rest_executor_list(w, m, 1);
        return 200;
    }
    if (!strcmp(what, "allexecutors") && nseg == 1) {
        rest_executor_list(w, m, 0);
        return 200;
    }
    if (!strcmp(what, "allmiscellaneousprocess") && nseg == 1) {
        rest_process_list(w, m);
        return 200;
    }
    if (!strcmp(what, "environment") && nseg == 1) {
        if (!m->env.present)
            return fail(rs, 404, "no such app: %s", app_id);
        rest_environment(w, m, r->newer);
        return 200;
    }
    if (!strcmp(what, "storage") && nseg >= 2 && !strcmp(seg[1], "rdd")) {
        if (nseg == 2) {
            sdx_jw_arr_begin(w);
            for (uint32_t i = 0; i < m->nrdds; i++)
                if (m->rdds[i]->nparts > 0)
                    rest_rdd_object(w, m, m->rdds[i]);
            sdx_jw_arr_end(w);
            return 200;
        }
        if (nseg == 3 && is_digits(seg[2])) {
            int32_t id = (int32_t)atol(seg[2]);
            for (uint32_t i = 0; i < m->nrdds; i++)
                if (m->rdds[i]->id == id) {
                    rest_rdd_object(w, m, m->rdds[i]);
                    return 200;
                }
            return fail(rs, 404, "no rdd found w/ id %d", id);
        }
        return fail(rs, 404, "Not Found");
    }
    if (!strcmp(what, "sql")) {
        int details = qbool(q, "details", 1), plan = qbool(q, "planDescription", 1);
        if (nseg == 1) {
            int64_t off, len;
            if (parse_int_param(q, "offset", 0, &off) < 0 || parse_int_param(q, "length", -1, &len) < 0)   /* SQL: Spark 4 default length -1 = all */
                return fail(rs, 404, "Not Found");
            rest_sql_list(w, m, details, plan, off, len);
            return 200;
        }
        if (nseg == 2 && is_digits(seg[1])) {
            if (rest_sql_one(w, m, atoll(seg[1]), details, plan) != 0)
                return fail(rs, 404, "unknown query execution id: %s", seg[1]);
            return 200;
        }
        return fail(rs, 404, "Not Found");
    }
    if (!strcmp(what, "stages")) {
        int bad;
        unsigned tmask = task_status_mask(rs, q, "taskStatus", &bad);
        if (bad)
            return rs->status;
        if (nseg == 1) {
            static const char *const names[] = {"PENDING", "ACTIVE", "COMPLETE", "FAILED", "SKIPPED"};
            unsigned smask = 0;
            for (size_t i = 0; i < q->n; i++) {
                if (strcmp(q->p[i].key, "status"))
                    continue;
                int e = parse_enum(q->p[i].value, names, 5);
                if (e < 0)
                    return fail(rs, 404, "Illegal type='%s'. Supported type values: ACTIVE, COMPLETE, FAILED, PENDING, SKIPPED",
                                q->p[i].value);
                smask |= 1u << e;
            }
            stage_opts o = {qbool(q, "details", 0), qbool(q, "withSummaries", 0), tmask, NULL, 0};
            double *qs = NULL;
            const char *qstr = qget(q, "quantiles");
            if (parse_quantiles(rs, qstr ? qstr : "0.0,0.25,0.5,0.75,1.0", &qs, &o.nq))
                return rs->status;
            o.q = qs;
            sdx_jw_arr_begin(w);
            for (uint32_t i = m->nstages; i-- > 0;) {
                const sdx_stage *st = m->stages[i];
                if (smask && !(smask & (1u << st->status)))
                    continue;
                if (o.details && tmask) {
                    int keep = 0;
                    if (tmask & (1u << SDX_TASK_FAILED))
                        keep |= st->failed_tasks > 0;
                    if (tmask & (1u << SDX_TASK_KILLED))
                        keep |= st->killed_tasks > 0;
                    if (tmask & (1u << SDX_TASK_RUNNING))
                        keep |= st->active_tasks > 0;
                    if (tmask & (1u << SDX_TASK_SUCCESS))
                        keep |= st->completed_tasks > 0;
                    if (tmask & (1u << SDX_TASK_UNKNOWN))
                        keep |= st->num_tasks - st->failed_tasks - st->killed_tasks - st->active_tasks -
                                    st->completed_tasks > 0;
                    if (!keep)
                        continue;
                }
                rest_stage_object(w, m, st, &o);
            }
            sdx_jw_arr_end(w);
            free(qs);
            return 200;
        }
        if (!is_digits(seg[1]))
            return fail(rs, 404, "Not Found");
        int32_t sid = (int32_t)atol(seg[1]);
        stage_opts o = {qbool(q, "details", 1), qbool(q, "withSummaries", 0), tmask, NULL, 0};
        double *qs = NULL;
        if (nseg == 2) {
            const char *qstr = qget(q, "quantiles");
            if (parse_quantiles(rs, qstr ? qstr : "0.0,0.25,0.5,0.75,1.0", &qs, &o.nq))
                return rs->status;
            o.q = qs;
            int any = 0;
            for (uint32_t i = 0; i < m->nstages; i++)
                any |= m->stages[i]->stage_id == sid;
            if (!any) {
                free(qs);
                return fail(rs, 404, "unknown stage: %d", sid);
            }
            sdx_jw_arr_begin(w);
            for (uint32_t i = 0; i < m->nstages; i++)
                if (m->stages[i]->stage_id == sid)
                    rest_stage_object(w, m, m->stages[i], &o);
            sdx_jw_arr_end(w);
            free(qs);
            return 200;
        }
        if (!is_digits(seg[2]))
            return fail(rs, 404, "Not Found");
        int32_t aid = (int32_t)atol(seg[2]);
        sdx_stage *st = sdx_model_stage(m, sid, aid);
        if (nseg == 3) {
            const char *qstr = qget(q, "quantiles");
            if (parse_quantiles(rs, qstr ? qstr : "0.0,0.25,0.5,0.75,1.0", &qs, &o.nq))
                return rs->status;
            o.q = qs;
            if (!st) {
                free(qs);
                char ids[1024] = "";
                size_t used = 0;
                int n = 0;
                for (uint32_t i = 0; i < m->nstages; i++)
                    if (m->stages[i]->stage_id == sid && used < sizeof ids - 16)
                        used += (size_t)snprintf(ids + used, sizeof ids - used, "%s%d", n++ ? "," : "",
                                                 m->stages[i]->attempt_id);
                if (n)
                    return fail(rs, 404, "unknown attempt for stage %d.  Found attempts: [%s]", sid, ids);
                return fail(rs, 404, "unknown stage: %d", sid);
            }
            rest_stage_object(w, m, st, &o);
            free(qs);
            return 200;
        }
        if (nseg == 4 && !strcmp(seg[3], "taskSummary")) {
            const char *qstr = qget(q, "quantiles");
            if (parse_quantiles(rs, qstr ? qstr : "0.05,0.25,0.5,0.75,0.95", &qs, &o.nq))
                return rs->status;
            double *outv = sdx_xmalloc(sizeof(double) * SDX_TS_COUNT * (o.nq ? o.nq : 1));
            if (!outv) {
                free(qs);
                return fail(rs, 500, "out of memory");
            }
            int64_t count = st ? sdx_stage_task_summary(st, qs, o.nq, outv) : 0;
            if (count < 0) {   /* out of memory */
                free(outv);
                free(qs);
                sdx_buf_fail(rs->out);
                return rs->status = 500;
            }
            if (count <= 0) {
                free(outv);
                free(qs);
                return fail(rs, 404, "No tasks reported metrics for %d / %d yet.", sid, aid);
            }
            rest_task_summary_object(w, qs, o.nq, outv);
            free(outv);
            free(qs);
            return 200;
        }
        if (nseg == 4 && !strcmp(seg[3], "taskList")) {
            int64_t off, len;
            if (parse_int_param(q, "offset", 0, &off) < 0 || parse_int_param(q, "length", 20, &len) < 0)
                return fail(rs, 404, "Not Found");
            const char *sort = qget(q, "sortBy");
            int by_runtime = 0, asc = 1;
            if (sort) {
                if (!strcasecmp(sort, "runtime") || !strcasecmp(sort, "INCREASING_RUNTIME"))
                    by_runtime = 1;
                else if (!strcasecmp(sort, "-runtime") || !strcasecmp(sort, "DECREASING_RUNTIME"))
                    by_runtime = 1, asc = 0;
                else if (strcasecmp(sort, "ID"))
                    return fail(rs, 404, "Illegal type='%s'. Supported type values: ID, INCREASING_RUNTIME, DECREASING_RUNTIME",
                                sort);
            }
            unsigned smask = task_status_mask(rs, q, "status", &bad);
            if (bad)
                return rs->status;
            rest_task_list(w, m, st, by_runtime, asc, smask, off, len);
            return 200;
        }
        return fail(rs, 404, "Not Found");
    }
    return fail(rs, 404, "Not Found");
}

static int is_app_sub(const char *s)
{
    static const char *const subs[] = {"jobs", "executors", "allexecutors", "allmiscellaneousprocess", "stages",
                                       "storage", "environment", "logs", "sql", "streaming"};
    for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++)
        if (!strcmp(s, subs[i]))
            return 1;
    return 0;
}

/* SimpleDateParam: yyyy-MM-dd'T'HH:mm:ss.SSSz, then yyyy-MM-dd (GMT). */
static int parse_date_param(const char *s, int64_t *out)
{
    int Y, M, D, h, mi, sec, ms;
    char zone[64];
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    if (sscanf(s, "%4d-%2d-%2dT%2d:%2d:%2d.%3d%63s", &Y, &M, &D, &h, &mi, &sec, &ms, zone) == 8) {
        tm.tm_year = Y - 1900, tm.tm_mon = M - 1, tm.tm_mday = D, tm.tm_hour = h, tm.tm_min = mi, tm.tm_sec = sec;
        int64_t off = 0;
        if (!strcmp(zone, "GMT") || !strcmp(zone, "UTC") || !strcmp(zone, "Z")) {
            off = 0;
        } else if ((zone[0] == '+' || zone[0] == '-') && strlen(zone) == 5) {
            int zh = (zone[1] - '0') * 10 + (zone[2] - '0'), zm = (zone[3] - '0') * 10 + (zone[4] - '0');
            off = (zh * 60 + zm) * 60000LL * (zone[0] == '-' ? -1 : 1);
        } else if (!strncmp(zone, "GMT", 3) && (zone[3] == '+' || zone[3] == '-')) {
            int zh = 0, zm = 0;
            sscanf(zone + 4, "%d:%d", &zh, &zm);
            off = (zh * 60 + zm) * 60000LL * (zone[3] == '-' ? -1 : 1);
        } else {
            return -1;
        }
        *out = (int64_t)timegm(&tm) * 1000 + ms - off;
        return 0;
    }
    char rest[8];
    if (sscanf(s, "%4d-%2d-%2d%7s", &Y, &M, &D, rest) == 3) {
        tm.tm_year = Y - 1900, tm.tm_mon = M - 1, tm.tm_mday = D;
        *out = (int64_t)timegm(&tm) * 1000;
        return 0;
    }
    return -1;
}

static int app_list(sdx_rest *r, resp *rs, sdx_jw *w, const query *q)
{
    int inc_completed = 1, inc_running = 1, any_status = 0;
    for (size_t i = 0; i < q->n; i++) {
        if (strcmp(q->p[i].key, "status"))
            continue;
        if (!any_status)
            inc_completed = inc_running = 0;
        any_status = 1;
        if (!strcasecmp(q->p[i].value, "completed"))
            inc_completed = 1;
        else if (!strcasecmp(q->p[i].value, "running"))
            inc_running = 1;
        else
            return fail(rs, 404, "Illegal type='%s'. Supported type values: COMPLETED, RUNNING", q->p[i].value);
    }
    int64_t min_date = 0, max_date = 0, min_end = 0, max_end = 0;
    const char *names[4] = {"minDate", "maxDate", "minEndDate", "maxEndDate"};
    const char *dflt[4] = {"2010-01-01", "3000-01-01", "2010-01-01", "3000-01-01"};
    int64_t *vals[4] = {&min_date, &max_date, &min_end, &max_end};
    for (int i = 0; i < 4; i++) {
        const char *v = qget(q, names[i]);
        if (parse_date_param(v ? v : dflt[i], vals[i]) < 0)
            return fail(rs, 400, "Couldn't parse date: %s", v);
    }
    int64_t limit = INT32_MAX;
    const char *lv = qget(q, "limit");
    if (lv) {
        char *end;
        limit = strtoll(lv, &end, 10);
        if (!*lv || *end)
            return fail(rs, 404, "Not Found");
    }
    int64_t now = (int64_t)time(NULL) * 1000;
    sdx_jw_arr_begin(w);
    int64_t shown = 0;
    for (size_t i = 0; i < r->napps && shown < limit; i++) {
        const rest_app *app = &r->apps[i];
        int any_running = app->nattempts == 0 || !app->attempts[0]->info.completed;
        if (!((!any_running && inc_completed) || (any_running && inc_running)))
            continue;
        int in_range = 0;
        for (uint32_t k = 0; k < app->nattempts; k++) {
            const sdx_app_attempt *a = &app->attempts[k]->info;
            int start_ok = a->start_time >= min_date && a->start_time <= max_date;
            int end_ok_running = any_running && max_end > now;
            int end_ok_completed = !any_running && a->end_time >= min_end && a->end_time <= max_end;
            in_range |= start_ok && (end_ok_running || end_ok_completed);
        }
        if (!in_range)
            continue;
        rest_app_object(w, app);
        shown++;
    }
    sdx_jw_arr_end(w);
    return 200;
}

int sdx_rest_get(sdx_rest *r, const char *path, sdx_buf *out, const char **warning)
{
    *warning = r->warning[0] ? r->warning : NULL;
    out->len = 0;
    resp rs = {out, 200};
    /* split path and query */
    const char *qm = strchr(path, '?');
    size_t plen = qm ? (size_t)(qm - path) : strlen(path);
    char *p = sdx_xstrndup(path, plen);
    query q = {0};
    if (!p || query_parse(&q, qm ? qm + 1 : NULL) < 0) {
        query_free(&q);
        free(p);
        sdx_buf_fail(out);
        return 500;
    }
    char *s = p;
    while (*s == '/')
        s++;
    if (!strncmp(s, "api/v1/", 7))
        s += 7;
    else if (!strcmp(s, "api/v1"))
        s += 6;
    /* segments */
    char *seg[16];
    size_t nseg = 0;
    for (char *tok = strtok(s, "/"); tok && nseg < 16; tok = strtok(NULL, "/")) {
        char *dec = url_decode(tok, strlen(tok));
        if (!dec) {
            query_free(&q);
            free(p);
            sdx_buf_fail(out);
            return 500;
        }
        strcpy(tok, dec);
        free(dec);
        seg[nseg++] = tok;
    }
    sdx_jw w;
    sdx_jw_init(&w, out, 1);
    int status = 200;
    if (nseg == 1 && !strcmp(seg[0], "version")) {
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "spark");
        sdx_jw_str(&w, r->newer ? "4.3.0" : "4.0.0");
        sdx_jw_obj_end(&w);
    } else if (nseg >= 1 && !strcmp(seg[0], "applications")) {
        if (nseg == 1) {
            status = app_list(r, &rs, &w, &q);
        } else if (nseg == 2) {
            rest_app *app = find_app(r, seg[1]);
            if (!app)
                status = fail(&rs, 404, "unknown app: %s", seg[1]);
            else
                rest_app_object(&w, app);
        } else if (is_app_sub(seg[2])) {
            status = app_resource(r, &rs, &w, seg[1], NULL, seg + 2, nseg - 2, &q, warning);
        } else if (nseg == 3) {
            rest_app *app = find_app(r, seg[1]);
            rest_attempt *a = find_attempt(app, seg[2]);
            if (!a) {
                status = fail(&rs, 404, "unknown app %s, attempt %s", seg[1], seg[2]);
            } else {
                rest_attempt_object(&w, a);
            }
        } else if (is_app_sub(seg[3])) {
            status = app_resource(r, &rs, &w, seg[1], seg[2], seg + 3, nseg - 3, &q, warning);
        } else {
            status = fail(&rs, 404, "Not Found");
        }
    } else {
        status = fail(&rs, 404, "Not Found");
    }
    if (status == 200)
        sdx_buf_putc(out, '\n');
    query_free(&q);
    free(p);
    if (sdx_buf_failed(out))
        status = 500;   /* out of memory: no answer */
    return status;
}
