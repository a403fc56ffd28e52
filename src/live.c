/*
 * live.c: `sparkdx report --watch URL`: a running application re-diagnosed
 * every --interval seconds from the REST API of its driver's UI
 * (http://driver:4040), or of a History Server serving its in-progress log.
 *
 * What the live report can say (docs/live.md): only what the REST API has
 * while the application runs, which is progress, not the whole story:
 *  - each active stage: tasks done / total, running, failed, and for how long;
 *  - a straggler, named while it happens: in an active stage in its tail
 *    (at most max(1, 10%) of its tasks left), a running task that has run
 *    at least 4x the median duration of the stage's finished tasks and at
 *    least --straggler-min seconds (10): its id, index, executor and host;
 *  - failed tasks so far per active stage, with the first error line;
 *  - executors lost so far (not active, with their remove reason).
 * The full report (skew, spill, plans, configuration) needs the event
 * log: `sparkdx report URL` reads it when it can be fetched.
 */
/* messages are cut to their buffers on purpose */
#pragma GCC diagnostic ignored "-Wformat-truncation"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "remote.h"
#include "sparkdx/json.h"

typedef struct watch {
    cli_url u;
    const char *url;
    int json;
    double straggler_min_s;
} watch;

static int64_t wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* GET base + path as JSON into d (b holds the text). HTTP status or -1. */
static int get_json(const watch *w, const char *path, sdx_buf *b, sdx_jdoc *d, char *msg, size_t cap)
{
    char url[4096];
    snprintf(url, sizeof url, "%s/api/v1/%s", w->u.base, path);
    int st = cli_http_get(url, b, NULL, msg, cap);
    if (st != 200)
        return st;
    sdx_error e;
    if (sdx_json_parse(d, b->data ? b->data : "", b->len, &e) < 0) {
        snprintf(msg, cap, "%s: the answer is not JSON", url);
        return -1;
    }
    return 200;
}

static const char *jstr(sdx_jdoc *d, uint32_t obj, const char *key, char *out, size_t cap)
{
    size_t n;
    const char *s = sdx_json_str(d, sdx_json_get(d, obj, key), &n);
    if (!s)
        n = 0;
    if (n >= cap)
        n = cap - 1;
    memcpy(out, s ? s : "", n);
    out[n] = '\0';
    return out;
}

static int64_t jint(sdx_jdoc *d, uint32_t obj, const char *key, int64_t dflt)
{
    return sdx_json_int64_or(d, sdx_json_get(d, obj, key), dflt);
}

/* "2026-12-01T20:01:02.345GMT" -> epoch ms, or -1. */
static int64_t parse_date(const char *s)
{
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    int ms = 0;
    if (sscanf(s, "%4d-%2d-%2dT%2d:%2d:%2d.%3d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour, &tm.tm_min,
               &tm.tm_sec, &ms) != 7)
        return -1;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    return (int64_t)timegm(&tm) * 1000 + ms;
}

static void jw_kstr(sdx_jw *j, const char *k, const char *v)
{
    sdx_jw_key(j, k);
    sdx_jw_str(j, v);
}

static void jw_kint(sdx_jw *j, const char *k, int64_t v)
{
    sdx_jw_key(j, k);
    sdx_jw_int(j, v);
}

/* One round. 1 when the application has completed, 0 running, -1 when its
 * REST API did not answer (msg set). */
static int round_once(const watch *w, const char *app, sdx_buf *out, int *stragglers, char *msg, size_t cap)
{
    sdx_buf b;
    sdx_jdoc d, t;
    sdx_buf_init(&b);
    sdx_jdoc_init(&d);
    sdx_jdoc_init(&t);
    sdx_buf tb;
    sdx_buf_init(&tb);
    char path[1024], name[512], sname[512];
    int rc = -1;
    *stragglers = 0;
    snprintf(path, sizeof path, "applications/%s", app);
    int st = get_json(w, path, &b, &d, msg, cap);
    if (st != 200) {
        if (st > 0)
            snprintf(msg, cap, "%s/api/v1/%s: HTTP %d", w->u.base, path, st);
        goto out;
    }
    jstr(&d, 0, "name", name, sizeof name);
    uint32_t atts = sdx_json_get(&d, 0, "attempts");
    uint32_t a0 = atts != SDX_JNONE ? sdx_json_first(&d, atts) : SDX_JNONE;
    int completed = a0 != SDX_JNONE && sdx_json_bool_or(&d, sdx_json_get(&d, a0, "completed"), 0);
    int64_t start = a0 != SDX_JNONE ? jint(&d, a0, "startTimeEpoch", 0) : 0;
    int64_t updated = a0 != SDX_JNONE ? jint(&d, a0, "lastUpdatedEpoch", 0) : 0;
    /* the time the running tasks are measured at: a History Server's view
     * of an in-progress log is as of its last update; a driver's is now */
    int64_t now = wall_ms();
    int64_t ref = (updated > start && updated < now) ? updated : now;
    sdx_jw j;
    sdx_jw_init(&j, out, 0);
    char tbuf[32];
    time_t tt = (time_t)(now / 1000);
    struct tm tm;
    gmtime_r(&tt, &tm);
    strftime(tbuf, sizeof tbuf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    if (w->json) {
        sdx_jw_obj_begin(&j);
        jw_kstr(&j, "schema", "sparkdx.live/1");
        jw_kstr(&j, "time", tbuf);
        jw_kstr(&j, "source", w->u.base);
        jw_kstr(&j, "appId", app);
        jw_kstr(&j, "name", name);
        sdx_jw_key(&j, "completed");
        sdx_jw_bool(&j, completed);
    } else {
        sdx_buf_printf(out, "sparkdx live: %s \"%s\" at %s, %s%s\n", app, name, w->u.base, tbuf,
                       completed ? " (completed)" : "");
    }
    snprintf(path, sizeof path, "applications/%s/stages?status=active", app);
    st = get_json(w, path, &b, &d, msg, cap);
    if (st != 200) {
        if (st > 0)
            snprintf(msg, cap, "%s/api/v1/%s: HTTP %d", w->u.base, path, st);
        goto out;
    }
    if (w->json) {
        sdx_jw_key(&j, "activeStages");
        sdx_jw_arr_begin(&j);
    }
    int nactive = 0;
    sdx_buf sl;   /* the stragglers, written after the stages */
    sdx_buf_init(&sl);
    sdx_jw sj;
    sdx_jw_init(&sj, &sl, 0);
    if (w->json)
        sdx_jw_arr_begin(&sj);
    for (uint32_t s = sdx_json_first(&d, 0); s != SDX_JNONE && nactive < 20; s = sdx_json_next(&d, s), nactive++) {
        int64_t sid = jint(&d, s, "stageId", -1), aid = jint(&d, s, "attemptId", 0);
        int64_t ntasks = jint(&d, s, "numTasks", 0), done = jint(&d, s, "numCompleteTasks", 0);
        int64_t running = jint(&d, s, "numActiveTasks", 0), failed = jint(&d, s, "numFailedTasks", 0);
        char sub[64];
        jstr(&d, s, "submissionTime", sub, sizeof sub);
        int64_t subms = parse_date(sub);
        jstr(&d, s, "name", sname, sizeof sname);
        if (w->json) {
            sdx_jw_obj_begin(&j);
            jw_kint(&j, "stageId", sid);
            jw_kint(&j, "attemptId", aid);
            jw_kstr(&j, "name", sname);
            jw_kint(&j, "numTasks", ntasks);
            jw_kint(&j, "numCompleteTasks", done);
            jw_kint(&j, "numActiveTasks", running);
            jw_kint(&j, "numFailedTasks", failed);
            if (subms > 0)
                jw_kint(&j, "runningMs", ref - subms);
            sdx_jw_obj_end(&j);
        } else {
            sdx_buf_printf(out, "  stage %lld.%lld \"%s\": %lld/%lld tasks done, %lld running, %lld failed",
                           (long long)sid, (long long)aid, sname, (long long)done, (long long)ntasks,
                           (long long)running, (long long)failed);
            if (subms > 0)
                sdx_buf_printf(out, ", for %.0f s", (double)(ref - subms) / 1000.0);
            sdx_buf_putc(out, '\n');
        }
        int64_t left = ntasks - done;
        int64_t tail = ntasks / 10 > 1 ? ntasks / 10 : 1;
        if (running <= 0 || done <= 0 || left > tail)
            continue;
        /* the median of the finished tasks, and the running ones */
        double median = -1;
        snprintf(path, sizeof path, "applications/%s/stages/%lld/%lld/taskSummary?quantiles=0.5", app,
                 (long long)sid, (long long)aid);
        if (get_json(w, path, &tb, &t, msg, cap) == 200) {
            uint32_t dur = sdx_json_get(&t, 0, "duration");
            uint32_t q = dur != SDX_JNONE ? sdx_json_first(&t, dur) : SDX_JNONE;
            if (q != SDX_JNONE)
                sdx_json_double(&t, q, &median);
        }
        msg[0] = '\0';
        if (median < 0)
            continue;
        snprintf(path, sizeof path, "applications/%s/stages/%lld/%lld/taskList?status=running&length=1000", app,
                 (long long)sid, (long long)aid);
        if (get_json(w, path, &tb, &t, msg, cap) != 200) {
            msg[0] = '\0';
            continue;
        }
        for (uint32_t k = sdx_json_first(&t, 0); k != SDX_JNONE; k = sdx_json_next(&t, k)) {
            char launch[64], exec[128], host[256];
            jstr(&t, k, "launchTime", launch, sizeof launch);
            int64_t l = parse_date(launch);
            int64_t ran = l > 0 ? ref - l : 0;
            int64_t dur = jint(&t, k, "duration", 0);
            if (dur > ran)
                ran = dur;
            if ((double)ran < 4.0 * median || (double)ran < w->straggler_min_s * 1000.0)
                continue;
            (*stragglers)++;
            int64_t tid = jint(&t, k, "taskId", -1), idx = jint(&t, k, "index", -1), att = jint(&t, k, "attempt", 0);
            jstr(&t, k, "executorId", exec, sizeof exec);
            jstr(&t, k, "host", host, sizeof host);
            if (w->json) {
                sdx_jw_obj_begin(&sj);
                jw_kint(&sj, "stageId", sid);
                jw_kint(&sj, "attemptId", aid);
                jw_kint(&sj, "taskId", tid);
                jw_kint(&sj, "index", idx);
                jw_kint(&sj, "attempt", att);
                jw_kstr(&sj, "executorId", exec);
                jw_kstr(&sj, "host", host);
                jw_kint(&sj, "runningMs", ran);
                jw_kint(&sj, "medianDoneMs", (int64_t)median);
                jw_kint(&sj, "numCompleteTasks", done);
                jw_kint(&sj, "numTasks", ntasks);
                sdx_jw_obj_end(&sj);
            } else {
                sdx_buf_printf(&sl,
                               "  STRAGGLER stage %lld.%lld at %lld/%lld: task %lld (index %lld, attempt %lld) on "
                               "executor %s (%s) has run %.1f s, %.0fx the median %.1f s of the %lld done; the stage "
                               "waits on it\n",
                               (long long)sid, (long long)aid, (long long)done, (long long)ntasks, (long long)tid,
                               (long long)idx, (long long)att, exec, host, (double)ran / 1000.0,
                               median > 0 ? (double)ran / median : INFINITY, median / 1000.0, (long long)done);
            }
        }
    }
    if (w->json) {
        sdx_jw_arr_end(&j);
        sdx_jw_arr_end(&sj);
        sdx_jw_key(&j, "stragglers");
        sdx_buf_put(out, sl.data ? sl.data : "", sl.len);
        /* the writer does not know the raw value went in: close by hand */
    } else {
        if (!nactive)
            sdx_buf_puts(out, "  no active stage\n");
        sdx_buf_put(out, sl.data ? sl.data : "", sl.len);
    }
    sdx_buf_free(&sl);
    /* executors lost so far */
    snprintf(path, sizeof path, "applications/%s/allexecutors", app);
    int lost = 0;
    if (get_json(w, path, &b, &d, msg, cap) == 200) {
        for (uint32_t e = sdx_json_first(&d, 0); e != SDX_JNONE; e = sdx_json_next(&d, e)) {
            if (sdx_json_bool_or(&d, sdx_json_get(&d, e, "isActive"), 1))
                continue;
            char id[128], reason[300];
            jstr(&d, e, "id", id, sizeof id);
            jstr(&d, e, "removeReason", reason, sizeof reason);
            lost++;
            if (!w->json)
                sdx_buf_printf(out, "  executor %s lost: %s\n", id, reason[0] ? reason : "(no reason given)");
        }
    }
    msg[0] = '\0';
    if (w->json) {
        sdx_buf_printf(out, ",\"stragglerCount\":%d,\"executorsLost\":%d}", *stragglers, lost);
    }
    sdx_buf_putc(out, '\n');
    rc = completed ? 1 : 0;
out:
    sdx_buf_free(&b);
    sdx_buf_free(&tb);
    sdx_jdoc_free(&d);
    sdx_jdoc_free(&t);
    return rc;
}

enum { O_WATCH = 1, O_INTERVAL, O_COUNT, O_FORMAT, O_APP, O_MIN };
static const cli_opt opts[] = {
    {"watch", 0, 0, O_WATCH},
    {"interval", 0, 1, O_INTERVAL},
    {"count", 0, 1, O_COUNT},
    {"format", 0, 1, O_FORMAT},
    {"app", 0, 1, O_APP},
    {"straggler-min", 0, 1, O_MIN},
    {NULL, 0, 0, 0},
};

int cli_watch(int argc, char **argv)
{
    watch w;
    memset(&w, 0, sizeof w);
    w.straggler_min_s = 10;
    double interval = 5;
    long count = 0;
    const char *app = NULL;
    int k;
    cli_parser p;
    cli_parser_init(&p, "report", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        char *end;
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("report", stdout); return EXIT_OK;
        case O_WATCH: break;
        case O_INTERVAL:
            interval = strtod(p.val, &end);
            if (*end || !(interval >= 0.1 && interval <= 86400))
                return cli_usage_error("report", "bad --interval '%s' (seconds, 0.1 to 86400)", p.val);
            break;
        case O_COUNT:
            count = strtol(p.val, &end, 10);
            if (*end || count < 1)
                return cli_usage_error("report", "bad --count '%s' (a positive number)", p.val);
            break;
        case O_MIN:
            w.straggler_min_s = strtod(p.val, &end);
            if (*end || !(w.straggler_min_s >= 0))
                return cli_usage_error("report", "bad --straggler-min '%s' (seconds)", p.val);
            break;
        case O_FORMAT:
            if (!strcmp(p.val, "json"))
                w.json = 1;
            else if (strcmp(p.val, "text"))
                return cli_usage_error("report", "report --watch: --format text or json ('%s')", p.val);
            break;
        case O_APP: app = p.val; break;
        case CLI_ARG:
            if (w.url)
                return cli_usage_error("report", "report --watch: one URL ('%s' and '%s')", w.url, p.val);
            w.url = p.val;
            break;
        }
    }
    if (!w.url || !cli_is_url(w.url))
        return cli_usage_error("report", "report --watch needs the http:// address of a driver's UI "
                                         "(http://driver:4040) or of a History Server application");
    if (cli_url_parse(w.url, &w.u) < 0)
        return cli_usage_error("report", "report --watch: bad address '%s'", w.url);
    char id[256], msg[1600];
    if (app)
        snprintf(id, sizeof id, "%s", app);
    else if (w.u.app[0])
        snprintf(id, sizeof id, "%s", w.u.app);
    else if (cli_remote_app(&w.u, 1, id, sizeof id, msg, sizeof msg) < 0) {
        cli_errorf("%s", msg);
        return EXIT_INPUT;
    }
    int seen = 0;
    for (long r = 0; !count || r < count; r++) {
        if (r) {
            struct timespec ts = {(time_t)interval, (long)((interval - (double)(time_t)interval) * 1e9)};
            nanosleep(&ts, NULL);
        }
        sdx_buf out;
        sdx_buf_init(&out);
        int stragglers;
        int rc = round_once(&w, id, &out, &stragglers, msg, sizeof msg);
        if (rc < 0) {
            sdx_buf_free(&out);
            if (seen) {
                fprintf(stderr, "sparkdx: %s stopped answering (%s): the application has ended\n", w.u.base, msg);
                return EXIT_OK;
            }
            cli_errorf("%s", msg);
            return EXIT_INPUT;
        }
        seen = 1;
        fwrite(out.data ? out.data : "", 1, out.len, stdout);
        fflush(stdout);
        sdx_buf_free(&out);
        if (rc == 1)
            return EXIT_OK;   /* completed */
    }
    return EXIT_OK;
}
