/*
 * cmd_serve.c: `sparkdx serve LOGDIR`: the History Server's read-only REST
 * API (/api/v1, answered by the same router as `sparkdx api`, so the same
 * bytes, statuses and error texts) and sparkdx's reports (/sparkdx/report/
 * <appId>?format=json|text|md|...) over HTTP, with GNU libmicrohttpd (no
 * HTTP parsing of ours).
 *
 * - The REST context follows LOGDIR: before an answer, at most once per
 *   --rescan seconds, the directory is rescanned and only logs whose size
 *   or modification time changed are read again (sdx_rest_refresh).
 * - Loaded models are bounded by an LRU (--cache N models, default 4);
 *   reports by a cache of REPORT_CACHE answers, keyed by the log's path,
 *   size and time.
 * - The context is one thread's at a time (a mutex), never while a model
 *   is built: a model an answer needs is built on a thread of its own
 *   (sdx_rest_get_deferred / sdx_rest_load_run / _install), shared by the
 *   requests that wait for it, at most --request-timeout each (then 503,
 *   the build goes on), and stopped after --load-timeout. Reports run
 *   outside it, in parallel (the library is thread-safe across contexts).
 * - Limits: loopback by default; GET and HEAD only, no body (413); request
 *   line and headers within 16 KiB (MHD answers 431 / 414 past it); a path
 *   with a "." or ".." segment, raw or %-encoded, is refused (400) before
 *   routing; logs leaving LOGDIR by a symlink are not served (the live
 *   context's confinement); --max-connections (64) at once, a thread pool
 *   of --threads (4), idle connections closed after --timeout (30 s).
 */
/* messages are cut to their buffers on purpose */
#pragma GCC diagnostic ignored "-Wformat-truncation"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>

#include <microhttpd.h>

#include "cli.h"
#include "sparkdx/json.h"
#include "sparkdx/rest.h"
#include "remote.h"
#include "zipout.h"

#define REPORT_CACHE 16
#define MAX_URL 8192

typedef struct report_entry {
    char *app, *format, *path;
    int64_t mtime;
    uint64_t size;
    uint64_t used;
    int status;
    char *body;
    size_t len;
} report_entry;

/* A model being built for the API, outside the context's lock: one per
 * log and kind of model, shared by every request that needs it. */
typedef struct pending {
    struct server *s;
    char *key;
    sdx_rest_load *load;
    int done, failed, timed_out, refs;
    char why[600];
    struct pending *next;
} pending;

typedef struct server {
    sdx_rest *rest;
    pthread_mutex_t lock;        /* rest, last_scan, the counters */
    int64_t last_scan_ms;
    int64_t rescan_ms;
    uint64_t requests, refreshes, evictions;
    size_t max_loaded;
    size_t max_line;             /* --max-line-bytes (0: the default cap), for the API and the reports */
    pthread_mutex_t rlock;       /* the report cache */
    report_entry reports[REPORT_CACHE];
    uint64_t rtick;
    pthread_mutex_t llock;       /* the pending loads */
    pthread_cond_t lcond;
    pending *loads;
    int64_t wait_ms;             /* --request-timeout: a request waits this long for a model */
    int64_t build_ms;            /* --load-timeout: a model build stops after this long */
    uint64_t builds, waits_timed_out;
} server;

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Keep the %-escapes: the router decodes the path and the query itself,
 * exactly once, as for `sparkdx api`. */
static size_t no_unescape(void *cls, struct MHD_Connection *c, char *s)
{
    (void)cls;
    (void)c;
    return strlen(s);
}

static enum MHD_Result answer(struct MHD_Connection *c, int status, const char *type, const char *body, size_t len)
{
    struct MHD_Response *r = MHD_create_response_from_buffer(len, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (!r)
        return MHD_NO;
    MHD_add_response_header(r, "Content-Type", type);
    MHD_add_response_header(r, "Cache-Control", "no-store");
    enum MHD_Result ok = MHD_queue_response(c, (unsigned)status, r);
    MHD_destroy_response(r);
    return ok;
}

static enum MHD_Result answer_text(struct MHD_Connection *c, int status, const char *text)
{
    return answer(c, status, "text/plain;charset=utf-8", text, strlen(text));
}

typedef struct qbuild {
    sdx_buf *b;
    int first;
    const char *format;   /* the report's ?format= (raw) */
} qbuild;

static enum MHD_Result add_arg(void *cls, enum MHD_ValueKind kind, const char *key, const char *value)
{
    (void)kind;
    qbuild *q = cls;
    sdx_buf_putc(q->b, q->first ? '?' : '&');
    q->first = 0;
    sdx_buf_puts(q->b, key);
    if (value) {
        sdx_buf_putc(q->b, '=');
        sdx_buf_puts(q->b, value);
    }
    if (!strcmp(key, "format") && value)
        q->format = value;
    return MHD_YES;
}

/* Under s->lock: rescan when due. */
static void maybe_refresh(server *s)
{
    int64_t t = now_ms();
    if (s->last_scan_ms && t - s->last_scan_ms < s->rescan_ms)
        return;
    s->last_scan_ms = t;
    size_t changed = 0;
    sdx_error err;
    if (sdx_rest_refresh(s->rest, &changed, &err) < 0) {
        char buf[1400];
        cli_errorf("warning: rescan failed: %s", sdx_error_format(&err, buf, sizeof buf));
        return;
    }
    if (changed)
        s->refreshes++;
}

static void pending_unref(server *s, pending *p)   /* under s->llock */
{
    if (--p->refs)
        return;
    for (pending **q = &s->loads; *q; q = &(*q)->next)
        if (*q == p) {
            *q = p->next;
            break;
        }
    sdx_rest_load_free(p->load);
    free(p->key);
    free(p);
}

/* The thread that builds one model, then hands it to the context. */
static void *build_thread(void *arg)
{
    pending *p = arg;
    server *s = p->s;
    sdx_error err;
    sdx_error_clear(&err);
    int rc = sdx_rest_load_run(p->load, now_ms() + s->build_ms, &err);
    if (rc == 0) {
        pthread_mutex_lock(&s->lock);
        sdx_rest_load_install(s->rest, p->load);   /* frees it */
        s->evictions += sdx_rest_evict(s->rest);
        pthread_mutex_unlock(&s->lock);
        p->load = NULL;
    }
    pthread_mutex_lock(&s->llock);
    p->done = 1;
    p->failed = rc < 0;
    p->timed_out = rc < 0 && err.code == SDX_ERR_TIMEOUT;
    if (rc < 0)
        sdx_error_format(&err, p->why, sizeof p->why);
    pthread_cond_broadcast(&s->lcond);
    pending_unref(s, p);
    pthread_mutex_unlock(&s->llock);
    return NULL;
}

/* Wait (at most --request-timeout) for the model `load` builds, started
 * now unless the same one is being built. 0 built, 1 the wait timed out
 * (the build goes on), -1 the build failed (why filled), -2 could not start. */
static int await_load(server *s, sdx_rest_load *load, char *why, size_t cap)
{
    pthread_mutex_lock(&s->llock);
    pending *p = s->loads;
    while (p && strcmp(p->key, sdx_rest_load_key(load)))
        p = p->next;
    if (p) {
        sdx_rest_load_free(load);   /* the same model is on its way */
    } else {
        p = calloc(1, sizeof *p);
        char *key = strdup(sdx_rest_load_key(load));
        pthread_t t;
        pthread_attr_t at;
        int started = 0;
        if (p && key && !pthread_attr_init(&at)) {
            pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
            p->s = s;
            p->key = key;
            p->load = load;
            p->refs = 2;   /* the thread's and ours */
            p->next = s->loads;
            s->loads = p;
            started = !pthread_create(&t, &at, build_thread, p);
            pthread_attr_destroy(&at);
            if (!started) {
                s->loads = p->next;
                p->load = NULL;
            }
        }
        if (!started) {
            pthread_mutex_unlock(&s->llock);
            free(key);
            free(p);
            sdx_rest_load_free(load);
            return -2;
        }
        s->builds++;
        p->refs--;   /* re-taken below, as by any waiter */
    }
    p->refs++;
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += (time_t)(s->wait_ms / 1000);
    until.tv_nsec += (long)(s->wait_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    int rc = 0;
    while (!p->done && rc == 0)
        rc = pthread_cond_timedwait(&s->lcond, &s->llock, &until);
    int out = !p->done ? 1 : p->failed ? -1 : 0;
    if (p->done && p->failed)
        snprintf(why, cap, "%s", p->timed_out ? "the model took longer than --load-timeout to build" : p->why);
    if (out == 1)
        s->waits_timed_out++;
    pending_unref(s, p);
    pthread_mutex_unlock(&s->llock);
    return out;
}

static enum MHD_Result serve_api(server *s, struct MHD_Connection *c, const char *url, sdx_buf *path)
{
    sdx_buf out;
    sdx_buf_init(&out);
    const char *warning = NULL;
    int status = 0;
    /* The context's lock is held to answer from loaded models, never while
     * a model is built: a request that needs one waits for it alone. After
     * two builds (the model evicted meanwhile), the answer is built under
     * the lock, as `sparkdx api` does. */
    for (int round = 0; round < 3 && !status; round++) {
        sdx_rest_load *load = NULL;
        pthread_mutex_lock(&s->lock);
        maybe_refresh(s);
        if (round < 2)
            status = sdx_rest_get_deferred(s->rest, sdx_buf_cstr(path), &out, &warning, &load);
        else
            status = sdx_rest_get(s->rest, sdx_buf_cstr(path), &out, &warning);
        s->evictions += sdx_rest_evict(s->rest);
        pthread_mutex_unlock(&s->lock);
        if (status)
            break;
        char why[600] = "";
        int w = await_load(s, load, why, sizeof why);
        if (w == 1) {
            sdx_buf_free(&out);
            char msg[200];
            snprintf(msg, sizeof msg, "the application's model is still being built after %lld s; ask again\n",
                     (long long)(s->wait_ms / 1000));
            struct MHD_Response *r = MHD_create_response_from_buffer(strlen(msg), msg, MHD_RESPMEM_MUST_COPY);
            if (!r)
                return MHD_NO;
            MHD_add_response_header(r, "Content-Type", "text/plain;charset=utf-8");
            MHD_add_response_header(r, "Retry-After", "5");
            enum MHD_Result ok = MHD_queue_response(c, 503, r);
            MHD_destroy_response(r);
            return ok;
        }
        if (w == -1 && strstr(why, "--load-timeout")) {
            sdx_buf_free(&out);
            return answer_text(c, 503, "the application's model took longer than --load-timeout to build\n");
        }
        /* built (or failed, or no thread): ask again; a failed build fails
         * the same way under the lock on the last round */
        if (w != 0)
            round = 1;
    }
    (void)url;
    enum MHD_Result ok;
    if (sdx_buf_failed(&out))
        ok = answer_text(c, 500, "out of memory");
    else
        ok = answer(c, status, status == 200 ? "application/json" : "text/plain;charset=utf-8",
                    out.data ? out.data : "", out.len);
    sdx_buf_free(&out);
    return ok;
}

static const char *content_type(const char *format)
{
    if (!strcmp(format, "json"))
        return "application/json";
    if (!strcmp(format, "html"))
        return "text/html;charset=utf-8";
    if (!strcmp(format, "md"))
        return "text/markdown;charset=utf-8";
    return "text/plain;charset=utf-8";
}

static enum MHD_Result serve_report(server *s, struct MHD_Connection *c, const char *raw_app, const char *format)
{
    char app[512];
    cli_pct_decode(raw_app, app, sizeof app);
    if (!format || !*format)
        format = "json";
    char path[4096];
    int64_t mtime = 0;
    uint64_t size = 0;
    pthread_mutex_lock(&s->lock);
    maybe_refresh(s);
    const sdx_logref *log;
    int found = sdx_rest_app_log(s->rest, app, NULL, &log) == 0;
    if (found) {
        snprintf(path, sizeof path, "%s", log->path);
        mtime = log->mtime_ms;
        size = log->size;
    }
    pthread_mutex_unlock(&s->lock);
    if (!found) {
        char msg[640];
        snprintf(msg, sizeof msg, "unknown app: %s", app);
        return answer_text(c, 404, msg);
    }
    /* the cache */
    pthread_mutex_lock(&s->rlock);
    for (int i = 0; i < REPORT_CACHE; i++) {
        report_entry *e = &s->reports[i];
        if (e->app && !strcmp(e->app, app) && !strcmp(e->format, format) && !strcmp(e->path, path) &&
            e->mtime == mtime && e->size == size) {
            e->used = ++s->rtick;
            enum MHD_Result ok = answer(c, e->status, e->status == 200 ? content_type(format) : "text/plain;charset=utf-8",
                                        e->body, e->len);
            pthread_mutex_unlock(&s->rlock);
            return ok;
        }
    }
    pthread_mutex_unlock(&s->rlock);
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.input = path;
    q.format = format;
    q.max_line_bytes = s->max_line;
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_sink sink = {sdx_sink_buf_write, &out};
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_code code = sdx_ops_report(&q, &sink, &res);
    int status = 200;
    if (code == SDX_OPS_USAGE)
        status = 400;
    else if (code == SDX_OPS_NOTFOUND)
        status = 404;
    else if (code != SDX_OPS_OK && code != SDX_OPS_FINDINGS && !(code == SDX_OPS_INPUT && out.len))
        status = 500;
    if (status != 200 || sdx_buf_failed(&out)) {
        out.len = 0;
        for (size_t i = 0; i < res.nmsgs; i++)
            if (res.msgs[i].level == SDX_OPS_ERROR) {
                sdx_buf_puts(&out, res.msgs[i].text);
                sdx_buf_putc(&out, '\n');
            }
        if (sdx_buf_failed(&out) && status == 200)
            status = 500;
    }
    sdx_ops_result_free(&res);
    if (sdx_buf_failed(&out)) {
        sdx_buf_free(&out);
        return answer_text(c, 500, "out of memory");
    }
    enum MHD_Result ok = answer(c, status, status == 200 ? content_type(format) : "text/plain;charset=utf-8",
                                out.data ? out.data : "", out.len);
    /* keep it: the least recently used entry goes */
    pthread_mutex_lock(&s->rlock);
    report_entry *slot = &s->reports[0];
    for (int i = 0; i < REPORT_CACHE; i++) {
        if (!s->reports[i].app) {
            slot = &s->reports[i];
            break;
        }
        if (s->reports[i].used < slot->used)
            slot = &s->reports[i];
    }
    free(slot->app);
    free(slot->format);
    free(slot->path);
    free(slot->body);
    memset(slot, 0, sizeof *slot);
    slot->app = strdup(app);
    slot->format = strdup(format);
    slot->path = strdup(path);
    slot->body = malloc(out.len ? out.len : 1);
    if (slot->app && slot->format && slot->path && slot->body) {
        memcpy(slot->body, out.data ? out.data : "", out.len);
        slot->len = out.len;
        slot->mtime = mtime;
        slot->size = size;
        slot->status = status;
        slot->used = ++s->rtick;
    } else {
        free(slot->app);
        free(slot->format);
        free(slot->path);
        free(slot->body);
        memset(slot, 0, sizeof *slot);
    }
    pthread_mutex_unlock(&s->rlock);
    sdx_buf_free(&out);
    return ok;
}

static ssize_t zip_reader(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)pos;
    long n = zipout_read(cls, buf, max);
    return n == -1 ? MHD_CONTENT_READER_END_OF_STREAM : n < 0 ? MHD_CONTENT_READER_END_WITH_ERROR : (ssize_t)n;
}

static void zip_free(void *cls)
{
    zipout_free(cls);
}

/* /api/v1/applications/<id>[/<attempt>]/logs: the log's files as a zip. */
static enum MHD_Result serve_logs(server *s, struct MHD_Connection *c, const char *app, const char *attempt)
{
    char why[512] = "";
    zipout *z = NULL;
    pthread_mutex_lock(&s->lock);
    maybe_refresh(s);
    const sdx_logref *log;
    if (sdx_rest_app_log(s->rest, app, attempt, &log) == 0)
        z = zipout_new(log, why, sizeof why);
    pthread_mutex_unlock(&s->lock);
    if (!z) {
        char msg[1200];
        if (why[0])
            snprintf(msg, sizeof msg, "Event logs are not available for app: %s (%s).", app, why);
        else
            snprintf(msg, sizeof msg, "Event logs are not found for app: %s.", app);
        return answer_text(c, 404, msg);
    }
    struct MHD_Response *r = MHD_create_response_from_callback(zipout_size(z), 64 * 1024, zip_reader, z, zip_free);
    if (!r) {
        zipout_free(z);
        return MHD_NO;
    }
    char disp[600];
    snprintf(disp, sizeof disp, "attachment; filename=eventLogs-%s%s%s.zip", app, attempt ? "-" : "",
             attempt ? attempt : "");
    MHD_add_response_header(r, "Content-Type", "application/octet-stream");
    MHD_add_response_header(r, "Content-Disposition", disp);
    enum MHD_Result ok = MHD_queue_response(c, 200, r);
    MHD_destroy_response(r);
    return ok;
}

static enum MHD_Result serve_status(server *s, struct MHD_Connection *c)
{
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_jw w;
    sdx_jw_init(&w, &out, 1);
    pthread_mutex_lock(&s->lock);
    maybe_refresh(s);
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "applications");
    sdx_jw_int(&w, (int64_t)sdx_rest_napps(s->rest));
    sdx_jw_key(&w, "modelsLoaded");
    sdx_jw_int(&w, (int64_t)sdx_rest_loaded(s->rest));
    sdx_jw_key(&w, "modelsMax");
    sdx_jw_int(&w, (int64_t)s->max_loaded);
    sdx_jw_key(&w, "evictions");
    sdx_jw_int(&w, (int64_t)s->evictions);
    sdx_jw_key(&w, "rescansWithChanges");
    sdx_jw_int(&w, (int64_t)s->refreshes);
    sdx_jw_key(&w, "requests");
    sdx_jw_int(&w, (int64_t)s->requests);
    pthread_mutex_lock(&s->llock);
    size_t building = 0;
    for (const pending *p = s->loads; p; p = p->next)
        building += !p->done;
    sdx_jw_key(&w, "modelsBuilding");
    sdx_jw_int(&w, (int64_t)building);
    sdx_jw_key(&w, "modelBuilds");
    sdx_jw_int(&w, (int64_t)s->builds);
    sdx_jw_key(&w, "waitsTimedOut");
    sdx_jw_int(&w, (int64_t)s->waits_timed_out);
    pthread_mutex_unlock(&s->llock);
    sdx_jw_obj_end(&w);
    pthread_mutex_unlock(&s->lock);
    sdx_buf_putc(&out, '\n');
    enum MHD_Result ok = sdx_buf_failed(&out) ? answer_text(c, 500, "out of memory")
                                              : answer(c, 200, "application/json", out.data, out.len);
    sdx_buf_free(&out);
    return ok;
}

static enum MHD_Result handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                               const char *version, const char *upload_data, size_t *upload_data_size,
                               void **con_cls)
{
    (void)version;
    (void)upload_data;
    server *s = cls;
    static int marker;   /* only its address is used */
    if (!*con_cls) {
        /* headers only so far: refuse here what will not be answered */
        if (strcmp(method, "GET") && strcmp(method, "HEAD"))
            return answer_text(c, 405, "only GET and HEAD");
        const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Content-Length");
        if ((cl && strcmp(cl, "0")) || MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Transfer-Encoding"))
            return answer_text(c, 413, "a request body is not accepted");
        *con_cls = &marker;
        return MHD_YES;
    }
    if (*upload_data_size) {
        *upload_data_size = 0;
        return MHD_YES;   /* not reached: refused above */
    }
    pthread_mutex_lock(&s->lock);
    s->requests++;
    pthread_mutex_unlock(&s->lock);
    if (strlen(url) >= MAX_URL)
        return answer_text(c, 414, "URI too long");
    if (cli_path_escapes(url))
        return answer_text(c, 400, "path outside the served directory");
    sdx_buf path;
    sdx_buf_init(&path);
    sdx_buf_puts(&path, url);
    qbuild qb = {&path, 1, NULL};
    MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, add_arg, &qb);
    enum MHD_Result ok;
    char app[512], att[512];
    if (sdx_buf_failed(&path))
        ok = answer_text(c, 500, "out of memory");
    else if (cli_logs_path(url, app, sizeof app, att, sizeof att))
        ok = serve_logs(s, c, app, att[0] ? att : NULL);
    else if (!strncmp(url, "/api/v1/", 8) || !strcmp(url, "/api/v1"))
        ok = serve_api(s, c, url, &path);
    else if (!strncmp(url, "/sparkdx/report/", 16) && url[16] && !strchr(url + 16, '/'))
        ok = serve_report(s, c, url + 16, qb.format);
    else if (!strcmp(url, "/sparkdx/status"))
        ok = serve_status(s, c);
    else
        ok = answer_text(c, 404, "Not Found");
    sdx_buf_free(&path);
    return ok;
}

static int is_loopback(const char *bind)
{
    return !strncmp(bind, "127.", 4) || !strcmp(bind, "::1") || !strcmp(bind, "localhost");
}

enum { O_PORT = 1, O_BIND, O_CACHE, O_RESCAN, O_THREADS, O_MAXCONN, O_TIMEOUT, O_REQTIMEOUT, O_LOADTIMEOUT, O_MAX_LINE };
static const cli_opt opts[] = {
    {"port", 'p', 1, O_PORT},
    {"bind", 0, 1, O_BIND},
    {"cache", 0, 1, O_CACHE},
    {"rescan", 0, 1, O_RESCAN},
    {"threads", 0, 1, O_THREADS},
    {"max-connections", 0, 1, O_MAXCONN},
    {"timeout", 0, 1, O_TIMEOUT},
    {"request-timeout", 0, 1, O_REQTIMEOUT},
    {"load-timeout", 0, 1, O_LOADTIMEOUT},
    {"max-line-bytes", 0, 1, O_MAX_LINE},
    {NULL, 0, 0, 0},
};

static int num_opt(const char *v, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (!*v || *end || errno || x < lo || x > hi)
        return -1;
    *out = x;
    return 0;
}

int cmd_serve(int argc, char **argv)
{
    const char *dir = NULL, *bind = "127.0.0.1";
    long port = 18080, cache = 4, rescan = 1, threads = 4, maxconn = 64, timeout = 30, reqtimeout = 60,
         loadtimeout = 600;
    size_t max_line = 0;
    int k;
    cli_parser p;
    cli_parser_init(&p, "serve", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        long *dst = NULL, lo = 0, hi = 0;
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("serve", stdout); return EXIT_OK;
        case O_PORT: dst = &port, lo = 0, hi = 65535; break;
        case O_BIND: bind = p.val; break;
        case O_CACHE: dst = &cache, lo = 1, hi = 100000; break;
        case O_RESCAN: dst = &rescan, lo = 0, hi = 86400; break;
        case O_THREADS: dst = &threads, lo = 1, hi = 256; break;
        case O_MAXCONN: dst = &maxconn, lo = 1, hi = 100000; break;
        case O_TIMEOUT: dst = &timeout, lo = 1, hi = 86400; break;
        case O_REQTIMEOUT: dst = &reqtimeout, lo = 1, hi = 86400; break;
        case O_LOADTIMEOUT: dst = &loadtimeout, lo = 1, hi = 86400; break;
        case O_MAX_LINE:
            if (cli_parse_max_line("serve", p.val, &max_line) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case CLI_ARG:
            if (dir)
                return cli_usage_error("serve", "serve: more than one LOGDIR ('%s' and '%s')", dir, p.val);
            dir = p.val;
            break;
        }
        if (dst && num_opt(p.val, lo, hi, dst) < 0)
            return cli_usage_error("serve", "bad %s '%s' (a number from %ld to %ld)", p.opt, p.val, lo, hi);
    }
    if (!dir)
        return cli_usage_error("serve", "serve: no LOGDIR given");
    struct sockaddr_in sa4;
    struct sockaddr_in6 sa6;
    struct sockaddr *sa;
    int v6 = strchr(bind, ':') != NULL;
    memset(&sa4, 0, sizeof sa4);
    memset(&sa6, 0, sizeof sa6);
    const char *bind_ip = !strcmp(bind, "localhost") ? "127.0.0.1" : bind;
    if (v6) {
        sa6.sin6_family = AF_INET6;
        sa6.sin6_port = htons((uint16_t)port);
        if (inet_pton(AF_INET6, bind_ip, &sa6.sin6_addr) != 1)
            return cli_usage_error("serve", "bad --bind '%s' (an IPv4 or IPv6 address)", bind);
        sa = (struct sockaddr *)&sa6;
    } else {
        sa4.sin_family = AF_INET;
        sa4.sin_port = htons((uint16_t)port);
        if (inet_pton(AF_INET, bind_ip, &sa4.sin_addr) != 1)
            return cli_usage_error("serve", "bad --bind '%s' (an IPv4 or IPv6 address)", bind);
        sa = (struct sockaddr *)&sa4;
    }
    if (!is_loopback(bind))
        cli_errorf("warning: serving on %s, beyond this machine: the API has no authentication", bind);

    server s;
    memset(&s, 0, sizeof s);
    pthread_mutex_init(&s.lock, NULL);
    pthread_mutex_init(&s.rlock, NULL);
    pthread_mutex_init(&s.llock, NULL);
    pthread_cond_init(&s.lcond, NULL);
    s.wait_ms = reqtimeout * 1000;
    s.build_ms = loadtimeout * 1000;
    s.rescan_ms = rescan * 1000;
    s.max_loaded = (size_t)cache;
    s.max_line = max_line;
    sdx_error err;
    sdx_rest_options ro = {.live = 1, .max_loaded = (size_t)cache, .max_line = max_line};
    if (sdx_rest_open_with(dir, &ro, &s.rest, &err) < 0) {
        char buf[1400];
        cli_errorf("%s", sdx_error_format(&err, buf, sizeof buf));
        return EXIT_INPUT;
    }
    s.last_scan_ms = now_ms();

    /* SIGINT / SIGTERM end the server: blocked in every thread, taken by sigwait */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
    signal(SIGPIPE, SIG_IGN);

    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | (v6 ? MHD_USE_IPv6 : 0);
    struct MHD_Daemon *d = MHD_start_daemon(
        flags, (uint16_t)port, NULL, NULL, handler, &s, MHD_OPTION_SOCK_ADDR, sa, MHD_OPTION_THREAD_POOL_SIZE,
        (unsigned)threads, MHD_OPTION_CONNECTION_LIMIT, (unsigned)maxconn, MHD_OPTION_CONNECTION_TIMEOUT,
        (unsigned)timeout, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)16384, MHD_OPTION_UNESCAPE_CALLBACK,
        no_unescape, NULL, MHD_OPTION_END);
    if (!d) {
        cli_errorf("cannot listen on %s:%ld: %s", bind, port, strerror(errno));
        sdx_rest_close(s.rest);
        return EXIT_INPUT;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    unsigned actual = info ? info->port : (unsigned)port;
    fprintf(stderr, "sparkdx serve: %zu application(s) of %s on http://%s%s%s:%u/api/v1/ (models cached: %ld)\n",
            sdx_rest_napps(s.rest), dir, v6 ? "[" : "", bind, v6 ? "]" : "", actual, cache);
    fflush(stderr);
    int sig = 0;
    sigwait(&set, &sig);
    MHD_stop_daemon(d);
    /* builds still running hold the context: let them end (bounded by
     * --load-timeout) before it goes */
    pthread_mutex_lock(&s.llock);
    for (;;) {
        int busy = 0;
        for (const pending *p = s.loads; p; p = p->next)
            busy |= !p->done;
        if (!busy)
            break;
        pthread_cond_wait(&s.lcond, &s.llock);
    }
    pthread_mutex_unlock(&s.llock);
    sdx_rest_close(s.rest);
    for (int i = 0; i < REPORT_CACHE; i++) {
        free(s.reports[i].app);
        free(s.reports[i].format);
        free(s.reports[i].path);
        free(s.reports[i].body);
    }
    pthread_mutex_destroy(&s.lock);
    pthread_mutex_destroy(&s.rlock);
    return EXIT_OK;
}
