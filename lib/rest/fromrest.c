/*
 * fromrest.c: Spark listener events from a running application's REST
 * answers (sdx_rest_to_events). When a driver's UI serves no event log
 * (its /logs is an empty zip), what its /api/v1 tells is turned back into
 * event-log lines in JsonProtocol's shapes, so that the ordinary model
 * builder reads it and every command works on it.
 *
 * Pure: one JSON document in (the CLI's bundle of answers, see rest.h), JSON
 * lines out. The events are ordered as a listener would have seen them: by
 * their time, and at equal times by kind (a job's start before its stages',
 * a stage's submission before its tasks, task ends before the stage's
 * completion before the job's end).
 *
 * What the REST API does not carry is left out, never made up: the stages'
 * parents and RDDs (the DAG), per-task executor metrics and internal
 * accumulators, the task lists past the driver's retention, a failed job's
 * exception (its stages' failure reasons are kept), SQL plans as
 * sparkPlanInfo trees. The stats say what was missing.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/json.h"
#include "sparkdx/rest.h"

enum {   /* kinds, in the order they are replayed at equal times */
    K_LOGSTART, K_PROFILE, K_APPSTART, K_ENV, K_EXECADD, K_SQLSTART, K_JOBSTART, K_STAGESUB, K_TASKSTART,
    K_TASKEND, K_STAGEDONE, K_JOBEND, K_SQLEND, K_EXECREM, K_APPEND
};

typedef struct ev {
    int64_t t;
    int kind;
    uint64_t seq;
    size_t off, len;
} ev;

typedef struct conv {
    sdx_jdoc *d;
    sdx_buf pool;   /* every event's text, one after another */
    ev *evs;
    size_t nevs, cap;
    uint64_t seq;
    int oom;
    int64_t t0;     /* the application's start */
    sdx_rest_events_stats *st;
} conv;

/* "2026-11-30T12:05:21.757GMT" (Spark's REST dates) -> epoch ms, or -1. */
static int64_t rest_date(sdx_jdoc *d, uint32_t n)
{
    size_t len;
    const char *s = sdx_json_str(d, n, &len);
    if (!s || len < 23)
        return -1;
    int v[7] = {0}, w[7] = {4, 2, 2, 2, 2, 2, 3};
    static const char sep[] = "--T::.";
    size_t p = 0;
    for (int k = 0; k < 7; k++) {
        for (int i = 0; i < w[k]; i++, p++) {
            if (s[p] < '0' || s[p] > '9')
                return -1;
            v[k] = v[k] * 10 + (s[p] - '0');
        }
        if (k < 6 && s[p++] != sep[k])
            return -1;
    }
    if (v[1] < 1 || v[1] > 12 || v[2] < 1 || v[2] > 31 || v[3] > 23 || v[4] > 59 || v[5] > 60)
        return -1;
    /* days from 1970-01-01 (a proleptic Gregorian civil date) */
    int64_t y = v[0] - (v[1] <= 2);
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t mp = (v[1] + 9) % 12;
    int64_t doy = (153 * mp + 2) / 5 + v[2] - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    int64_t days = era * 146097 + doe - 719468;
    return ((days * 24 + v[3]) * 60 + v[4]) * 60000 + (int64_t)v[5] * 1000 + v[6];
}

static int64_t num(sdx_jdoc *d, uint32_t obj, const char *key, int64_t dflt)
{
    uint32_t n = sdx_json_get(d, obj, key);
    int64_t v;
    return n != SDX_JNONE && sdx_json_long(d, n, &v) == 0 ? v : dflt;
}

static uint32_t key(sdx_jdoc *d, uint32_t obj, const char *k)
{
    return sdx_json_type(d, obj) == SDX_JOBJECT ? sdx_json_get(d, obj, k) : SDX_JNONE;
}

/* ---- the event being written ---- */

typedef struct evw {
    conv *c;
    sdx_jw w;
    size_t off;
} evw;

static void ev_begin(evw *e, conv *c, const char *name)
{
    e->c = c;
    e->off = c->pool.len;
    sdx_jw_init(&e->w, &c->pool, 0);
    sdx_jw_obj_begin(&e->w);
    sdx_jw_key(&e->w, "Event");
    sdx_jw_str(&e->w, name);
}

static void ev_end(evw *e, int64_t t, int kind)
{
    conv *c = e->c;
    sdx_jw_obj_end(&e->w);
    if (sdx_buf_failed(&c->pool)) {
        c->oom = 1;
        return;
    }
    if (c->nevs == c->cap) {
        size_t nc = c->cap ? c->cap * 2 : 256;
        ev *nv = realloc(c->evs, nc * sizeof *nv);
        if (!nv) {
            c->oom = 1;
            return;
        }
        c->evs = nv;
        c->cap = nc;
    }
    c->evs[c->nevs++] = (ev){t, kind, c->seq++, e->off, c->pool.len - e->off};
}

static void kint(sdx_jw *w, const char *k, int64_t v)
{
    sdx_jw_key(w, k);
    sdx_jw_int(w, v);
}

static void kstrn(sdx_jw *w, const char *k, const char *s, size_t n)
{
    sdx_jw_key(w, k);
    sdx_jw_strn(w, s ? s : "", s ? n : 0);
}

/* key: the string node n (or "" / null when absent) */
static void kstr_node(sdx_jw *w, sdx_jdoc *d, const char *k, uint32_t n, int null_when_absent)
{
    size_t len;
    const char *s = sdx_json_str(d, n, &len);
    sdx_jw_key(w, k);
    if (s)
        sdx_jw_strn(w, s, len);
    else if (null_when_absent)
        sdx_jw_null(w);
    else
        sdx_jw_str(w, "");
}

static void kcopy(sdx_jw *w, sdx_jdoc *d, const char *k, uint32_t n)
{
    sdx_jw_key(w, k);
    if (n == SDX_JNONE)
        sdx_jw_null(w);
    else
        sdx_jw_copy(w, d, n);
}

/* an array of [key, value] pairs -> an object */
static void pairs_obj(sdx_jw *w, sdx_jdoc *d, const char *k, uint32_t arr)
{
    sdx_jw_key(w, k);
    sdx_jw_obj_begin(w);
    if (sdx_json_type(d, arr) == SDX_JARRAY)
        for (uint32_t p = sdx_json_first(d, arr); p != SDX_JNONE; p = sdx_json_next(d, p)) {
            uint32_t a = sdx_json_type(d, p) == SDX_JARRAY ? sdx_json_first(d, p) : SDX_JNONE;
            uint32_t b = a != SDX_JNONE ? sdx_json_next(d, a) : SDX_JNONE;
            size_t al, bl;
            const char *as = sdx_json_str(d, a, &al), *bs = sdx_json_str(d, b, &bl);
            if (!as || !bs)
                continue;
            sdx_jw_keyn(w, as, al);
            sdx_jw_strn(w, bs, bl);
        }
    sdx_jw_obj_end(w);
}

/* ---- application, environment, resource profiles ---- */

static void app_events(conv *c, uint32_t app, uint32_t env)
{
    sdx_jdoc *d = c->d;
    uint32_t atts = key(d, app, "attempts");
    uint32_t a = sdx_json_type(d, atts) == SDX_JARRAY ? sdx_json_first(d, atts) : SDX_JNONE;
    int64_t start = num(d, a, "startTimeEpoch", -1);
    if (start < 0)
        start = rest_date(d, key(d, a, "startTime"));
    c->t0 = start;
    evw e;
    ev_begin(&e, c, "SparkListenerLogStart");
    kstr_node(&e.w, d, "Spark Version", key(d, a, "appSparkVersion"), 0);
    ev_end(&e, INT64_MIN, K_LOGSTART);

    uint32_t profs = key(d, env, "resourceProfiles");
    for (uint32_t p = sdx_json_type(d, profs) == SDX_JARRAY ? sdx_json_first(d, profs) : SDX_JNONE; p != SDX_JNONE;
         p = sdx_json_next(d, p)) {
        ev_begin(&e, c, "SparkListenerResourceProfileAdded");
        kint(&e.w, "Resource Profile Id", num(d, p, "id", 0));
        for (int task = 0; task < 2; task++) {
            uint32_t rs = key(d, p, task ? "taskResources" : "executorResources");
            sdx_jw_key(&e.w, task ? "Task Resource Requests" : "Executor Resource Requests");
            sdx_jw_obj_begin(&e.w);
            for (uint32_t k = sdx_json_type(d, rs) == SDX_JOBJECT ? sdx_json_first(d, rs) : SDX_JNONE; k != SDX_JNONE;
                 k = sdx_json_next(d, k)) {
                uint32_t v = sdx_json_next(d, k);
                size_t kl;
                const char *ks = sdx_json_str(d, k, &kl);
                if (!ks || v == SDX_JNONE)
                    break;
                sdx_jw_keyn(&e.w, ks, kl);
                sdx_jw_obj_begin(&e.w);
                kstr_node(&e.w, d, "Resource Name", key(d, v, "resourceName"), 0);
                kcopy(&e.w, d, "Amount", key(d, v, "amount"));
                if (!task) {
                    kstr_node(&e.w, d, "Discovery Script", key(d, v, "discoveryScript"), 0);
                    kstr_node(&e.w, d, "Vendor", key(d, v, "vendor"), 0);
                }
                sdx_jw_obj_end(&e.w);
                k = v;
            }
            sdx_jw_obj_end(&e.w);
        }
        ev_end(&e, INT64_MIN, K_PROFILE);
    }

    ev_begin(&e, c, "SparkListenerApplicationStart");
    kstr_node(&e.w, d, "App Name", key(d, app, "name"), 0);
    kstr_node(&e.w, d, "App ID", key(d, app, "id"), 0);
    kint(&e.w, "Timestamp", start);
    kstr_node(&e.w, d, "User", key(d, a, "sparkUser"), 0);
    if (key(d, a, "attemptId") != SDX_JNONE)
        kstr_node(&e.w, d, "App Attempt ID", key(d, a, "attemptId"), 0);
    ev_end(&e, start, K_APPSTART);

    if (sdx_json_type(d, env) == SDX_JOBJECT) {
        uint32_t rt = key(d, env, "runtime");
        ev_begin(&e, c, "SparkListenerEnvironmentUpdate");
        sdx_jw_key(&e.w, "JVM Information");
        sdx_jw_obj_begin(&e.w);
        kstr_node(&e.w, d, "Java Home", key(d, rt, "javaHome"), 0);
        kstr_node(&e.w, d, "Java Version", key(d, rt, "javaVersion"), 0);
        kstr_node(&e.w, d, "Scala Version", key(d, rt, "scalaVersion"), 0);
        sdx_jw_obj_end(&e.w);
        pairs_obj(&e.w, d, "Spark Properties", key(d, env, "sparkProperties"));
        pairs_obj(&e.w, d, "Hadoop Properties", key(d, env, "hadoopProperties"));
        pairs_obj(&e.w, d, "System Properties", key(d, env, "systemProperties"));
        pairs_obj(&e.w, d, "Metrics Properties", key(d, env, "metricsProperties"));
        pairs_obj(&e.w, d, "Classpath Entries", key(d, env, "classpathEntries"));
        ev_end(&e, start, K_ENV);
    }

    if (sdx_json_bool_or(d, key(d, a, "completed"), 0)) {
        int64_t end = num(d, a, "endTimeEpoch", -1);
        if (end < 0)
            end = rest_date(d, key(d, a, "endTime"));
        ev_begin(&e, c, "SparkListenerApplicationEnd");
        kint(&e.w, "Timestamp", end);
        ev_end(&e, INT64_MAX, K_APPEND);
    }
}

/* ---- executors ---- */

static void executor_events(conv *c, uint32_t execs)
{
    sdx_jdoc *d = c->d;
    for (uint32_t x = sdx_json_type(d, execs) == SDX_JARRAY ? sdx_json_first(d, execs) : SDX_JNONE; x != SDX_JNONE;
         x = sdx_json_next(d, x)) {
        size_t idl, hpl;
        const char *id = sdx_json_str(d, key(d, x, "id"), &idl);
        const char *hp = sdx_json_str(d, key(d, x, "hostPort"), &hpl);
        if (!id)
            continue;
        size_t hl = hp ? hpl : 0;
        int64_t port = 0;
        for (size_t i = hp ? hpl : 0; i > 0; i--)
            if (hp[i - 1] == ':') {
                hl = i - 1;
                port = 0;
                for (size_t j = i; j < hpl && hp[j] >= '0' && hp[j] <= '9'; j++)
                    port = port * 10 + (hp[j] - '0');
                break;
            }
        int64_t add = rest_date(d, key(d, x, "addTime"));
        if (add < 0)
            add = c->t0;
        int64_t cores = num(d, x, "totalCores", 0);
        int driver = idl == 6 && !memcmp(id, "driver", 6);
        evw e;
        if (!driver || cores > 0) {   /* a cluster's driver has no ExecutorAdded */
            ev_begin(&e, c, "SparkListenerExecutorAdded");
            kint(&e.w, "Timestamp", add);
            kstrn(&e.w, "Executor ID", id, idl);
            sdx_jw_key(&e.w, "Executor Info");
            sdx_jw_obj_begin(&e.w);
            kstrn(&e.w, "Host", hp, hl);
            kint(&e.w, "Total Cores", cores);
            uint32_t logs = key(d, x, "executorLogs"), at = key(d, x, "attributes"), rs = key(d, x, "resources");
            if (logs != SDX_JNONE)
                kcopy(&e.w, d, "Log Urls", logs);
            if (at != SDX_JNONE)
                kcopy(&e.w, d, "Attributes", at);
            if (rs != SDX_JNONE)
                kcopy(&e.w, d, "Resources", rs);
            kint(&e.w, "Resource Profile Id", num(d, x, "resourceProfileId", 0));
            sdx_jw_obj_end(&e.w);
            ev_end(&e, add, K_EXECADD);
        }
        if (hp) {
            uint32_t mm = key(d, x, "memoryMetrics");
            ev_begin(&e, c, "SparkListenerBlockManagerAdded");
            sdx_jw_key(&e.w, "Block Manager ID");
            sdx_jw_obj_begin(&e.w);
            kstrn(&e.w, "Executor ID", id, idl);
            kstrn(&e.w, "Host", hp, hl);
            kint(&e.w, "Port", port);
            sdx_jw_obj_end(&e.w);
            kint(&e.w, "Maximum Memory", num(d, x, "maxMemory", 0));
            kint(&e.w, "Timestamp", add);
            if (mm != SDX_JNONE) {
                kint(&e.w, "Maximum Onheap Memory", num(d, mm, "totalOnHeapStorageMemory", 0));
                kint(&e.w, "Maximum Offheap Memory", num(d, mm, "totalOffHeapStorageMemory", 0));
            }
            ev_end(&e, add, K_EXECADD);
        }
        if (!sdx_json_bool_or(d, key(d, x, "isActive"), 1)) {
            int64_t rem = rest_date(d, key(d, x, "removeTime"));
            ev_begin(&e, c, "SparkListenerExecutorRemoved");
            kint(&e.w, "Timestamp", rem);
            kstrn(&e.w, "Executor ID", id, idl);
            kstr_node(&e.w, d, "Removed Reason", key(d, x, "removeReason"), 0);
            ev_end(&e, rem < 0 ? INT64_MAX : rem, K_EXECREM);
        }
        c->st->executors++;
    }
}

/* ---- stages ---- */

/* the stage of (id, attempt) in the stage list (attempt -1: its lowest) */
static uint32_t find_stage(sdx_jdoc *d, uint32_t stages, int64_t id, int64_t attempt)
{
    uint32_t best = SDX_JNONE;
    int64_t best_att = INT64_MAX;
    for (uint32_t s = sdx_json_type(d, stages) == SDX_JARRAY ? sdx_json_first(d, stages) : SDX_JNONE;
         s != SDX_JNONE; s = sdx_json_next(d, s)) {
        if (num(d, s, "stageId", -1) != id)
            continue;
        int64_t a = num(d, s, "attemptId", 0);
        if (attempt >= 0 ? a == attempt : a < best_att) {
            best = s;
            best_att = a;
            if (attempt >= 0)
                break;
        }
    }
    return best;
}

enum { SI_JOB, SI_SUBMIT, SI_DONE };


/* "Accumulables": the REST accumulatorUpdates (id, name, value; a task's
 * also update) as the event log writes them; acc may be SDX_JNONE. */
static void accumulables(sdx_jw *w, sdx_jdoc *d, uint32_t acc, int with_update)
{
    sdx_jw_key(w, "Accumulables");
    sdx_jw_arr_begin(w);
    for (uint32_t a = acc != SDX_JNONE && sdx_json_type(d, acc) == SDX_JARRAY ? sdx_json_first(d, acc) : SDX_JNONE;
         a != SDX_JNONE; a = sdx_json_next(d, a)) {
        sdx_jw_obj_begin(w);
        kint(w, "ID", num(d, a, "id", 0));
        kstr_node(w, d, "Name", key(d, a, "name"), 0);
        if (with_update)
            kstr_node(w, d, "Update", key(d, a, "update"), 0);
        kstr_node(w, d, "Value", key(d, a, "value"), 0);
        sdx_jw_key(w, "Internal");
        sdx_jw_bool(w, 0);
        sdx_jw_key(w, "Count Failed Values");
        sdx_jw_bool(w, 0);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void stage_info(sdx_jw *w, sdx_jdoc *d, uint32_t s, int64_t id, int which)
{
    sdx_jw_obj_begin(w);
    kint(w, "Stage ID", s != SDX_JNONE ? num(d, s, "stageId", id) : id);
    kint(w, "Stage Attempt ID", num(d, s, "attemptId", 0));
    kstr_node(w, d, "Stage Name", key(d, s, "name"), 0);
    kint(w, "Number of Tasks", num(d, s, "numTasks", 0));
    sdx_jw_key(w, "RDD Info");
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "Parent IDs");
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    kstr_node(w, d, "Details", key(d, s, "details"), 0);
    if (which != SI_JOB) {
        int64_t sub = rest_date(d, key(d, s, "submissionTime"));
        if (sub >= 0)
            kint(w, "Submission Time", sub);
    }
    if (which == SI_DONE) {
        int64_t done = rest_date(d, key(d, s, "completionTime"));
        if (done >= 0)
            kint(w, "Completion Time", done);
        uint32_t fr = key(d, s, "failureReason");
        if (fr != SDX_JNONE)
            kstr_node(w, d, "Failure Reason", fr, 0);
        else if (sdx_json_str_eq(d, key(d, s, "status"), "FAILED"))
            kstrn(w, "Failure Reason", "", 0);
        accumulables(w, d, key(d, s, "accumulatorUpdates"), 0);
    } else {
        sdx_jw_key(w, "Accumulables");
        sdx_jw_arr_begin(w);
        sdx_jw_arr_end(w);
    }
    kint(w, "Resource Profile Id", num(d, s, "resourceProfileId", 0));
    sdx_jw_key(w, "Shuffle Push Enabled");
    sdx_jw_bool(w, sdx_json_bool_or(d, key(d, s, "isShufflePushEnabled"), 0));
    kint(w, "Shuffle Push Mergers Count", num(d, s, "shuffleMergersCount", 0));
    sdx_jw_obj_end(w);
}

/* the SQL execution a job belongs to (its runningJobIds / successJobIds / failedJobIds), or -1 */
static int64_t job_sql(sdx_jdoc *d, uint32_t sql, int64_t job)
{
    static const char *const lists[] = {"runningJobIds", "successJobIds", "failedJobIds"};
    for (uint32_t x = sdx_json_type(d, sql) == SDX_JARRAY ? sdx_json_first(d, sql) : SDX_JNONE; x != SDX_JNONE;
         x = sdx_json_next(d, x))
        for (int l = 0; l < 3; l++) {
            uint32_t ids = key(d, x, lists[l]);
            for (uint32_t i = sdx_json_type(d, ids) == SDX_JARRAY ? sdx_json_first(d, ids) : SDX_JNONE;
                 i != SDX_JNONE; i = sdx_json_next(d, i))
                if (sdx_json_int64_or(d, i, -1) == job)
                    return num(d, x, "id", -1);
        }
    return -1;
}

static void props(sdx_jw *w, sdx_jdoc *d, uint32_t obj, int64_t sql_id, const char *pool, uint32_t tags)
{
    sdx_jw_key(w, "Properties");
    sdx_jw_obj_begin(w);
    uint32_t desc = key(d, obj, "description"), group = key(d, obj, "jobGroup");
    if (desc != SDX_JNONE)
        kstr_node(w, d, "spark.job.description", desc, 0);
    if (group != SDX_JNONE)
        kstr_node(w, d, "spark.jobGroup.id", group, 0);
    if (pool)
        kstr_node(w, d, pool, key(d, obj, "schedulingPool"), 0);
    if (sdx_json_type(d, tags) == SDX_JARRAY && d->nodes[tags].len) {
        sdx_jw_key(w, "spark.job.tags");
        sdx_buf tb;
        sdx_buf_init(&tb);
        for (uint32_t t = sdx_json_first(d, tags); t != SDX_JNONE; t = sdx_json_next(d, t)) {
            size_t n;
            const char *s = sdx_json_str(d, t, &n);
            if (s) {
                if (tb.len)
                    sdx_buf_putc(&tb, ',');
                sdx_buf_put(&tb, s, n);
            }
        }
        if (sdx_buf_failed(&tb))
            sdx_buf_fail(w->out);
        sdx_jw_strn(w, tb.data ? tb.data : "", tb.len);
        sdx_buf_free(&tb);
    }
    if (sql_id >= 0) {
        char idb[24];
        int n = snprintf(idb, sizeof idb, "%lld", (long long)sql_id);
        kstrn(w, "spark.sql.execution.id", idb, (size_t)n);
    }
    sdx_jw_obj_end(w);
}

static void job_events(conv *c, uint32_t jobs, uint32_t stages, uint32_t sql)
{
    sdx_jdoc *d = c->d;
    for (uint32_t j = sdx_json_type(d, jobs) == SDX_JARRAY ? sdx_json_first(d, jobs) : SDX_JNONE; j != SDX_JNONE;
         j = sdx_json_next(d, j)) {
        int64_t id = num(d, j, "jobId", -1);
        if (id < 0)
            continue;
        int64_t sub = rest_date(d, key(d, j, "submissionTime"));
        uint32_t sids = key(d, j, "stageIds");
        evw e;
        ev_begin(&e, c, "SparkListenerJobStart");
        kint(&e.w, "Job ID", id);
        if (sub >= 0)
            kint(&e.w, "Submission Time", sub);
        sdx_jw_key(&e.w, "Stage Infos");
        sdx_jw_arr_begin(&e.w);
        for (uint32_t s = sdx_json_type(d, sids) == SDX_JARRAY ? sdx_json_first(d, sids) : SDX_JNONE; s != SDX_JNONE;
             s = sdx_json_next(d, s)) {
            int64_t sid = sdx_json_int64_or(d, s, -1);
            uint32_t st = find_stage(d, stages, sid, -1);
            if (st == SDX_JNONE)
                c->st->stages_missing++;
            stage_info(&e.w, d, st, sid, SI_JOB);
        }
        sdx_jw_arr_end(&e.w);
        kcopy(&e.w, d, "Stage IDs", sids);
        props(&e.w, d, j, job_sql(d, sql, id), NULL, key(d, j, "jobTags"));
        ev_end(&e, sub >= 0 ? sub : c->t0, K_JOBSTART);
        c->st->jobs++;

        uint32_t status = key(d, j, "status");
        if (sdx_json_str_eq(d, status, "RUNNING") || sdx_json_str_eq(d, status, "UNKNOWN"))
            continue;
        int64_t done = rest_date(d, key(d, j, "completionTime"));
        ev_begin(&e, c, "SparkListenerJobEnd");
        kint(&e.w, "Job ID", id);
        if (done >= 0)
            kint(&e.w, "Completion Time", done);
        sdx_jw_key(&e.w, "Job Result");
        sdx_jw_obj_begin(&e.w);
        if (sdx_json_str_eq(d, status, "SUCCEEDED")) {
            kstrn(&e.w, "Result", "JobSucceeded", 12);
        } else {
            kstrn(&e.w, "Result", "JobFailed", 9);
            sdx_jw_key(&e.w, "Exception");
            sdx_jw_obj_begin(&e.w);
            kstrn(&e.w, "Message", "", 0);   /* the REST API has no job failure message */
            sdx_jw_obj_end(&e.w);
            c->st->failed_jobs++;
        }
        sdx_jw_obj_end(&e.w);
        ev_end(&e, done >= 0 ? done : INT64_MAX - 1, K_JOBEND);
    }
}

static void stage_events(conv *c, uint32_t stages, uint32_t sql, uint32_t jobs)
{
    sdx_jdoc *d = c->d;
    for (uint32_t s = sdx_json_type(d, stages) == SDX_JARRAY ? sdx_json_first(d, stages) : SDX_JNONE; s != SDX_JNONE;
         s = sdx_json_next(d, s)) {
        uint32_t status = key(d, s, "status");
        if (sdx_json_str_eq(d, status, "PENDING") || sdx_json_str_eq(d, status, "SKIPPED"))
            continue;   /* only in their jobs' Stage Infos */
        int64_t sid = num(d, s, "stageId", -1);
        int64_t sub = rest_date(d, key(d, s, "submissionTime"));
        /* the SQL execution of the stage's job */
        int64_t sql_id = -1;
        for (uint32_t j = sdx_json_type(d, jobs) == SDX_JARRAY ? sdx_json_first(d, jobs) : SDX_JNONE;
             j != SDX_JNONE && sql_id < 0 && sql != SDX_JNONE; j = sdx_json_next(d, j)) {
            uint32_t ids = key(d, j, "stageIds");
            for (uint32_t i = sdx_json_type(d, ids) == SDX_JARRAY ? sdx_json_first(d, ids) : SDX_JNONE;
                 i != SDX_JNONE; i = sdx_json_next(d, i))
                if (sdx_json_int64_or(d, i, -1) == sid) {
                    sql_id = job_sql(d, sql, num(d, j, "jobId", -1));
                    break;
                }
        }
        evw e;
        ev_begin(&e, c, "SparkListenerStageSubmitted");
        sdx_jw_key(&e.w, "Stage Info");
        stage_info(&e.w, d, s, sid, SI_SUBMIT);
        props(&e.w, d, s, sql_id, "spark.scheduler.pool", SDX_JNONE);
        ev_end(&e, sub >= 0 ? sub : c->t0, K_STAGESUB);
        c->st->stages++;
        if (sdx_json_str_eq(d, status, "ACTIVE"))
            continue;
        int64_t done = rest_date(d, key(d, s, "completionTime"));
        ev_begin(&e, c, "SparkListenerStageCompleted");
        sdx_jw_key(&e.w, "Stage Info");
        stage_info(&e.w, d, s, sid, SI_DONE);
        ev_end(&e, done >= 0 ? done : INT64_MAX - 2, K_STAGEDONE);
    }
}

/* ---- tasks ---- */

static const char *find_in(const char *s, size_t n, const char *lit)
{
    size_t ln = strlen(lit);
    for (size_t i = 0; ln <= n && i + ln <= n; i++)
        if (!memcmp(s + i, lit, ln))
            return s + i;
    return NULL;
}

/* the integer after `lit` in s (FetchFailed's "shuffleId=3, "), or dflt */
static int64_t int_after(const char *s, size_t n, const char *lit, int64_t dflt)
{
    const char *p = find_in(s, n, lit);
    if (!p)
        return dflt;
    p += strlen(lit);
    const char *end = s + n;
    int neg = p < end && *p == '-';
    p += neg;
    if (p >= end || *p < '0' || *p > '9')
        return dflt;
    int64_t v = 0;
    while (p < end && *p >= '0' && *p <= '9' && v < INT64_MAX / 10)
        v = v * 10 + (*p++ - '0');
    return neg ? -v : v;
}

/* Task End Reason from a failed or killed task's errorMessage, which is the
 * reason's toErrorString: the kinds with a fixed prefix are read back, any
 * other failure is an ExceptionFailure whose full stack trace is the text. */
static void end_reason(sdx_jw *w, sdx_jdoc *d, uint32_t t, int killed)
{
    size_t n = 0;
    const char *m = sdx_json_str(d, key(d, t, "errorMessage"), &n);
    if (!m)
        m = "", n = 0;
    sdx_jw_obj_begin(w);
    if (killed) {
        kstrn(w, "Reason", "TaskKilled", 10);
        const char *r = m;
        size_t rl = n;
        if (rl >= 12 && !memcmp(r, "TaskKilled (", 12) && r[rl - 1] == ')')
            r += 12, rl -= 13;
        kstrn(w, "Kill Reason", r, rl);
        sdx_jw_key(w, "Accumulator Updates");
        sdx_jw_arr_begin(w);
        sdx_jw_arr_end(w);
    } else if (n >= 12 && !memcmp(m, "FetchFailed(", 12)) {
        kstrn(w, "Reason", "FetchFailed", 11);
        const char *bm = find_in(m, n, "BlockManagerId(");
        if (bm) {
            /* BlockManagerId(exec, host, port, topology) */
            const char *p = bm + 15, *end = m + n, *f[3] = {p, NULL, NULL};
            size_t fl[3] = {0, 0, 0};
            int k = 0;
            for (const char *q = p; q < end && *q != ')' && k < 3; q++)
                if (*q == ',') {
                    /* a field may be empty or not followed by a space ("a,,b"):
                     * never a negative length */
                    fl[k] = q > f[k] ? (size_t)(q - f[k]) : 0;
                    if (++k < 3)
                        f[k] = q + 1 < end && q[1] == ' ' ? q + 2 : q + 1;
                }
            if (k >= 2) {
                sdx_jw_key(w, "Block Manager Address");
                sdx_jw_obj_begin(w);
                kstrn(w, "Executor ID", f[0], fl[0]);
                kstrn(w, "Host", f[1], fl[1]);
                kint(w, "Port", int_after(f[2], (size_t)(end - f[2]), "", 0));
                sdx_jw_obj_end(w);
            }
        }
        kint(w, "Shuffle ID", int_after(m, n, "shuffleId=", -1));
        kint(w, "Map ID", int_after(m, n, "mapId=", -1));
        kint(w, "Map Index", int_after(m, n, "mapIndex=", -1));
        kint(w, "Reduce ID", int_after(m, n, "reduceId=", -1));
        const char *msg = find_in(m, n, "message=\n");
        if (msg) {
            msg += 9;
            size_t ml = (size_t)(m + n - msg);
            if (ml && msg[ml - 1] == ')')
                ml--;
            kstrn(w, "Message", msg, ml);
        } else {
            kstrn(w, "Message", m, n);
        }
    } else if (n >= 19 && !memcmp(m, "ExecutorLostFailure", 19)) {
        kstrn(w, "Reason", "ExecutorLostFailure", 19);
        const char *x = find_in(m, n, "(executor ");
        if (x) {
            x += 10;
            size_t xl = 0;
            while (x + xl < m + n && x[xl] != ' ' && x[xl] != ')')
                xl++;
            kstrn(w, "Executor ID", x, xl);
        }
        sdx_jw_key(w, "Exit Caused By App");
        sdx_jw_bool(w, find_in(m, n, "caused by one of the running tasks") != NULL);
        const char *r = find_in(m, n, "Reason: ");
        kstrn(w, "Loss Reason", r ? r + 8 : "", r ? (size_t)(m + n - r - 8) : 0);
    } else if (n >= 16 && !memcmp(m, "TaskCommitDenied", 16)) {
        kstrn(w, "Reason", "TaskCommitDenied", 16);
        kint(w, "Job ID", int_after(m, n, "job: ", -1));
        kint(w, "Partition ID", int_after(m, n, "partition: ", -1));
        kint(w, "Attempt Number", int_after(m, n, "attemptNumber: ", -1));
    } else if (n >= 11 && !memcmp(m, "Resubmitted", 11)) {
        kstrn(w, "Reason", "Resubmitted", 11);
    } else if (n >= 14 && !memcmp(m, "TaskResultLost", 14)) {
        kstrn(w, "Reason", "TaskResultLost", 14);
    } else {
        kstrn(w, "Reason", "ExceptionFailure", 16);
        /* "Class: description" on the first line */
        size_t nl = 0;
        while (nl < n && m[nl] != '\n')
            nl++;
        size_t colon = 0;
        while (colon < nl && m[colon] != ':' && m[colon] != ' ')
            colon++;
        int has_class = colon < nl && m[colon] == ':';
        kstrn(w, "Class Name", m, has_class ? colon : 0);
        size_t ds = has_class ? colon + (colon + 1 < nl && m[colon + 1] == ' ' ? 2 : 1) : 0;
        kstrn(w, "Description", m + ds, nl - ds);
        sdx_jw_key(w, "Stack Trace");
        sdx_jw_arr_begin(w);
        sdx_jw_arr_end(w);
        kstrn(w, "Full Stack Trace", m, n);
        sdx_jw_key(w, "Accumulator Updates");
        sdx_jw_arr_begin(w);
        sdx_jw_arr_end(w);
    }
    sdx_jw_obj_end(w);
}

static void task_info(sdx_jw *w, sdx_jdoc *d, uint32_t t, int64_t launch, int64_t finish, int64_t getting,
                      int failed, int killed)
{
    sdx_jw_obj_begin(w);
    kint(w, "Task ID", num(d, t, "taskId", 0));
    kint(w, "Index", num(d, t, "index", 0));
    kint(w, "Attempt", num(d, t, "attempt", 0));
    kint(w, "Partition ID", num(d, t, "partitionId", -1));
    kint(w, "Launch Time", launch);
    kstr_node(w, d, "Executor ID", key(d, t, "executorId"), 0);
    kstr_node(w, d, "Host", key(d, t, "host"), 0);
    kstr_node(w, d, "Locality", key(d, t, "taskLocality"), 0);
    sdx_jw_key(w, "Speculative");
    sdx_jw_bool(w, sdx_json_bool_or(d, key(d, t, "speculative"), 0));
    kint(w, "Getting Result Time", getting);
    kint(w, "Finish Time", finish);
    sdx_jw_key(w, "Failed");
    sdx_jw_bool(w, failed);
    sdx_jw_key(w, "Killed");
    sdx_jw_bool(w, killed);
    accumulables(w, d, finish ? key(d, t, "accumulatorUpdates") : SDX_JNONE, 1);
    sdx_jw_obj_end(w);
}

typedef struct mkey {
    const char *ev, *rest;
} mkey;

static void metrics_of(sdx_jw *w, sdx_jdoc *d, uint32_t o, const mkey *k, size_t n)
{
    for (size_t i = 0; i < n; i++)
        kint(w, k[i].ev, num(d, o, k[i].rest, 0));
}

static void task_metrics(sdx_jw *w, sdx_jdoc *d, uint32_t tm)
{
    static const mkey top[] = {
        {"Executor Deserialize Time", "executorDeserializeTime"},
        {"Executor Deserialize CPU Time", "executorDeserializeCpuTime"},
        {"Executor Run Time", "executorRunTime"},
        {"Executor CPU Time", "executorCpuTime"},
        {"Peak Execution Memory", "peakExecutionMemory"},
        {"Result Size", "resultSize"},
        {"JVM GC Time", "jvmGcTime"},
        {"Result Serialization Time", "resultSerializationTime"},
        {"Memory Bytes Spilled", "memoryBytesSpilled"},
        {"Disk Bytes Spilled", "diskBytesSpilled"},
    };
    static const mkey sr[] = {
        {"Remote Blocks Fetched", "remoteBlocksFetched"}, {"Local Blocks Fetched", "localBlocksFetched"},
        {"Fetch Wait Time", "fetchWaitTime"},             {"Remote Bytes Read", "remoteBytesRead"},
        {"Remote Bytes Read To Disk", "remoteBytesReadToDisk"}, {"Local Bytes Read", "localBytesRead"},
        {"Total Records Read", "recordsRead"},            {"Remote Requests Duration", "remoteReqsDuration"},
    };
    static const mkey push[] = {
        {"Corrupt Merged Block Chunks", "corruptMergedBlockChunks"},
        {"Merged Fetch Fallback Count", "mergedFetchFallbackCount"},
        {"Merged Remote Blocks Fetched", "remoteMergedBlocksFetched"},
        {"Merged Local Blocks Fetched", "localMergedBlocksFetched"},
        {"Merged Remote Chunks Fetched", "remoteMergedChunksFetched"},
        {"Merged Local Chunks Fetched", "localMergedChunksFetched"},
        {"Merged Remote Bytes Read", "remoteMergedBytesRead"},
        {"Merged Local Bytes Read", "localMergedBytesRead"},
        {"Merged Remote Requests Duration", "remoteMergedReqsDuration"},
    };
    static const mkey sw[] = {{"Shuffle Bytes Written", "bytesWritten"},
                              {"Shuffle Write Time", "writeTime"},
                              {"Shuffle Records Written", "recordsWritten"}};
    static const mkey in[] = {{"Bytes Read", "bytesRead"}, {"Records Read", "recordsRead"}};
    static const mkey out[] = {{"Bytes Written", "bytesWritten"}, {"Records Written", "recordsWritten"}};
    sdx_jw_obj_begin(w);
    metrics_of(w, d, tm, top, sizeof top / sizeof top[0]);
    uint32_t r = key(d, tm, "shuffleReadMetrics");
    sdx_jw_key(w, "Shuffle Read Metrics");
    sdx_jw_obj_begin(w);
    metrics_of(w, d, r, sr, sizeof sr / sizeof sr[0]);
    sdx_jw_key(w, "Push Based Shuffle");
    sdx_jw_obj_begin(w);
    metrics_of(w, d, key(d, r, "shufflePushReadMetrics"), push, sizeof push / sizeof push[0]);
    sdx_jw_obj_end(w);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "Shuffle Write Metrics");
    sdx_jw_obj_begin(w);
    metrics_of(w, d, key(d, tm, "shuffleWriteMetrics"), sw, sizeof sw / sizeof sw[0]);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "Input Metrics");
    sdx_jw_obj_begin(w);
    metrics_of(w, d, key(d, tm, "inputMetrics"), in, 2);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "Output Metrics");
    sdx_jw_obj_begin(w);
    metrics_of(w, d, key(d, tm, "outputMetrics"), out, 2);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "Updated Blocks");
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
}

static void task_events(conv *c, uint32_t lists, uint32_t stages)
{
    sdx_jdoc *d = c->d;
    for (uint32_t l = sdx_json_type(d, lists) == SDX_JARRAY ? sdx_json_first(d, lists) : SDX_JNONE; l != SDX_JNONE;
         l = sdx_json_next(d, l)) {
        int64_t sid = num(d, l, "stageId", -1), att = num(d, l, "attemptId", 0);
        uint32_t st = find_stage(d, stages, sid, att);
        int shuffle_map = num(d, st, "shuffleWriteBytes", 0) > 0 || num(d, st, "shuffleWriteRecords", 0) > 0;
        uint32_t tasks = key(d, l, "tasks");
        for (uint32_t t = sdx_json_type(d, tasks) == SDX_JARRAY ? sdx_json_first(d, tasks) : SDX_JNONE;
             t != SDX_JNONE; t = sdx_json_next(d, t)) {
            int64_t launch = rest_date(d, key(d, t, "launchTime"));
            if (launch < 0)
                continue;
            uint32_t status = key(d, t, "status");
            int running = sdx_json_str_eq(d, status, "RUNNING") || sdx_json_str_eq(d, status, "UNKNOWN");
            int failed = sdx_json_str_eq(d, status, "FAILED");
            int killed = sdx_json_str_eq(d, status, "KILLED");
            int64_t dur = num(d, t, "duration", 0);
            int64_t finish = running ? 0 : launch + (dur > 0 ? dur : 0);
            int64_t grt = num(d, t, "gettingResultTime", 0);
            int64_t getting = !running && grt > 0 ? finish - grt : 0;
            evw e;
            ev_begin(&e, c, "SparkListenerTaskStart");
            kint(&e.w, "Stage ID", sid);
            kint(&e.w, "Stage Attempt ID", att);
            sdx_jw_key(&e.w, "Task Info");
            task_info(&e.w, d, t, launch, 0, 0, 0, 0);
            ev_end(&e, launch, K_TASKSTART);
            c->st->tasks++;
            if (running)
                continue;
            ev_begin(&e, c, "SparkListenerTaskEnd");
            kint(&e.w, "Stage ID", sid);
            kint(&e.w, "Stage Attempt ID", att);
            kstrn(&e.w, "Task Type", shuffle_map ? "ShuffleMapTask" : "ResultTask", shuffle_map ? 14 : 10);
            sdx_jw_key(&e.w, "Task End Reason");
            if (failed || killed)
                end_reason(&e.w, d, t, killed);
            else {
                sdx_jw_obj_begin(&e.w);
                kstrn(&e.w, "Reason", "Success", 7);
                sdx_jw_obj_end(&e.w);
            }
            sdx_jw_key(&e.w, "Task Info");
            task_info(&e.w, d, t, launch, finish, getting, failed, killed);
            uint32_t tm = key(d, t, "taskMetrics");
            if (tm != SDX_JNONE) {
                sdx_jw_key(&e.w, "Task Metrics");
                task_metrics(&e.w, d, tm);
            }
            ev_end(&e, finish, K_TASKEND);
        }
    }
    /* tasks a stage counts but no list held (the driver's spark.ui.retainedTasks) */
    for (uint32_t s = sdx_json_type(d, stages) == SDX_JARRAY ? sdx_json_first(d, stages) : SDX_JNONE; s != SDX_JNONE;
         s = sdx_json_next(d, s)) {
        int64_t sid = num(d, s, "stageId", -1), att = num(d, s, "attemptId", 0);
        int64_t want = num(d, s, "numCompleteTasks", 0) + num(d, s, "numFailedTasks", 0) +
                       num(d, s, "numKilledTasks", 0) + num(d, s, "numActiveTasks", 0);
        int64_t have = 0;
        for (uint32_t l = sdx_json_type(d, lists) == SDX_JARRAY ? sdx_json_first(d, lists) : SDX_JNONE;
             l != SDX_JNONE; l = sdx_json_next(d, l))
            if (num(d, l, "stageId", -1) == sid && num(d, l, "attemptId", 0) == att) {
                uint32_t tasks = key(d, l, "tasks");
                have += sdx_json_type(d, tasks) == SDX_JARRAY ? (int64_t)d->nodes[tasks].len : 0;
            }
        if (want > have)
            c->st->tasks_missing += (uint64_t)(want - have);
    }
}

/* ---- SQL executions: their times, descriptions and jobs; no plan ---- */

/* The plan as a sparkPlanInfo tree from the SQL tab's graph (its nodes and
 * edges, child -> parent): names and descriptions, the WholeStageCodegen
 * clusters put back above their members; no metrics (the REST API gives
 * them as display text without accumulator ids). */
typedef struct pnode {
    int64_t id, codegen;   /* codegen: the member's cluster id, -1 none */
    uint32_t n;
    int cluster;           /* a "WholeStageCodegen (k)" node (k in codegen) */
    int done;
} pnode;

typedef struct ptree {
    sdx_jdoc *d;
    pnode *v;
    size_t n;
    int64_t *from, *to;
    size_t ne;
} ptree;

static void plan_node(sdx_jw *w, ptree *t, size_t i, int depth, int64_t parent_codegen);

static void plan_leaf(sdx_jw *w, sdx_jdoc *d, uint32_t n, const char *name, size_t nl)
{
    if (name)
        kstrn(w, "nodeName", name, nl);
    else
        kstr_node(w, d, "nodeName", key(d, n, "nodeName"), 0);
    uint32_t desc = key(d, n, "desc");
    kstr_node(w, d, "simpleString", desc != SDX_JNONE ? desc : key(d, n, "nodeName"), 0);
}


/* A plan object's empty "metadata" and "metrics", and its end (the SQL
 * tab's nodes carry their metrics, not the plan tree). */
static void end_plan_object(sdx_jw *w)
{
    sdx_jw_key(w, "metadata");
    sdx_jw_obj_begin(w);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "metrics");
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
}
static void plan_body(sdx_jw *w, ptree *t, size_t i, int depth)
{
    sdx_jw_obj_begin(w);
    plan_leaf(w, t->d, t->v[i].n, NULL, 0);
    sdx_jw_key(w, "children");
    sdx_jw_arr_begin(w);
    for (size_t e = 0; e < t->ne && depth < 400; e++) {
        if (t->to[e] != t->v[i].id)
            continue;
        for (size_t k = 0; k < t->n; k++)
            if (t->v[k].id == t->from[e] && !t->v[k].cluster && !t->v[k].done) {
                plan_node(w, t, k, depth + 1, t->v[i].codegen);
                break;
            }
    }
    sdx_jw_arr_end(w);
    end_plan_object(w);
}

static void plan_node(sdx_jw *w, ptree *t, size_t i, int depth, int64_t parent_codegen)
{
    t->v[i].done = 1;
    int64_t cg = t->v[i].codegen;
    size_t cl = t->n;
    if (cg >= 0 && cg != parent_codegen)
        for (size_t k = 0; k < t->n; k++)
            if (t->v[k].cluster && t->v[k].codegen == cg) {
                cl = k;
                break;
            }
    if (cl == t->n) {
        plan_body(w, t, i, depth);
        return;
    }
    sdx_jw_obj_begin(w);
    plan_leaf(w, t->d, t->v[cl].n, NULL, 0);
    sdx_jw_key(w, "children");
    sdx_jw_arr_begin(w);
    plan_body(w, t, i, depth);
    sdx_jw_arr_end(w);
    end_plan_object(w);
}

static void plan_tree(sdx_jw *w, sdx_jdoc *d, uint32_t nodes, uint32_t edges)
{
    ptree t;
    memset(&t, 0, sizeof t);
    t.d = d;
    size_t nn = sdx_json_type(d, nodes) == SDX_JARRAY ? d->nodes[nodes].len : 0;
    size_t ne = sdx_json_type(d, edges) == SDX_JARRAY ? d->nodes[edges].len : 0;
    t.v = nn ? calloc(nn, sizeof *t.v) : NULL;
    t.from = ne ? calloc(ne, sizeof *t.from) : NULL;
    t.to = ne ? calloc(ne, sizeof *t.to) : NULL;
    if ((nn && !t.v) || (ne && (!t.from || !t.to))) {
        sdx_buf_fail(w->out);
        goto out;
    }
    for (uint32_t x = nn ? sdx_json_first(d, nodes) : SDX_JNONE; x != SDX_JNONE; x = sdx_json_next(d, x)) {
        pnode *p = &t.v[t.n++];
        p->n = x;
        p->id = num(d, x, "nodeId", -1);
        p->codegen = num(d, x, "wholeStageCodegenId", -1);
        size_t l;
        const char *name = sdx_json_str(d, key(d, x, "nodeName"), &l);
        if (name && p->codegen < 0 && l > 19 && !memcmp(name, "WholeStageCodegen (", 19)) {
            p->cluster = 1;
            p->codegen = 0;
            for (size_t k = 19; k < l && name[k] >= '0' && name[k] <= '9' && p->codegen < INT32_MAX; k++)
                p->codegen = p->codegen * 10 + (name[k] - '0');
        }
    }
    for (uint32_t x = ne ? sdx_json_first(d, edges) : SDX_JNONE; x != SDX_JNONE; x = sdx_json_next(d, x)) {
        t.from[t.ne] = num(d, x, "fromId", -1);
        t.to[t.ne++] = num(d, x, "toId", -1);
    }
    /* the root: a node that is no edge's child (the first one) */
    size_t root = t.n;
    for (size_t i = 0; i < t.n && root == t.n; i++) {
        if (t.v[i].cluster)
            continue;
        int child = 0;
        for (size_t e = 0; e < t.ne && !child; e++)
            child = t.from[e] == t.v[i].id;
        if (!child)
            root = i;
    }
    if (root < t.n) {
        plan_node(w, &t, root, 0, -1);
        goto out;
    }
    sdx_jw_obj_begin(w);   /* no graph: an empty plan */
    kstrn(w, "nodeName", "", 0);
    kstrn(w, "simpleString", "", 0);
    sdx_jw_key(w, "children");
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "metadata");
    sdx_jw_obj_begin(w);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "metrics");
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
out:
    free(t.v);
    free(t.from);
    free(t.to);
}

static void sql_events(conv *c, uint32_t sql)
{
    sdx_jdoc *d = c->d;
    for (uint32_t x = sdx_json_type(d, sql) == SDX_JARRAY ? sdx_json_first(d, sql) : SDX_JNONE; x != SDX_JNONE;
         x = sdx_json_next(d, x)) {
        int64_t id = num(d, x, "id", -1);
        int64_t sub = rest_date(d, key(d, x, "submissionTime"));
        if (id < 0 || sub < 0)
            continue;
        evw e;
        ev_begin(&e, c, "org.apache.spark.sql.execution.ui.SparkListenerSQLExecutionStart");
        kint(&e.w, "executionId", id);
        kint(&e.w, "rootExecutionId", id);
        kstr_node(&e.w, d, "description", key(d, x, "description"), 0);
        kstrn(&e.w, "details", "", 0);
        kstr_node(&e.w, d, "physicalPlanDescription", key(d, x, "planDescription"), 0);
        sdx_jw_key(&e.w, "sparkPlanInfo");
        plan_tree(&e.w, d, key(d, x, "nodes"), key(d, x, "edges"));
        kint(&e.w, "time", sub);
        ev_end(&e, sub, K_SQLSTART);
        c->st->sql++;
        uint32_t status = key(d, x, "status");
        if (sdx_json_str_eq(d, status, "RUNNING"))
            continue;
        int64_t dur = num(d, x, "duration", 0);
        ev_begin(&e, c, "org.apache.spark.sql.execution.ui.SparkListenerSQLExecutionEnd");
        kint(&e.w, "executionId", id);
        kint(&e.w, "time", sub + dur);
        if (sdx_json_str_eq(d, status, "FAILED"))
            kstrn(&e.w, "errorMessage", "failed (the REST API gives no message)", 38);
        ev_end(&e, sub + dur, K_SQLEND);
    }
}

static int ev_cmp(const void *a, const void *b)
{
    const ev *x = a, *y = b;
    if (x->t != y->t)
        return x->t < y->t ? -1 : 1;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

int sdx_rest_to_events(const char *json, size_t len, sdx_buf *out, sdx_rest_events_stats *stats, sdx_error *err)
{
    sdx_rest_events_stats dummy;
    sdx_rest_events_stats *st = stats ? stats : &dummy;
    memset(st, 0, sizeof *st);
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    if (sdx_json_parse(&d, json ? json : "", json ? len : 0, err) < 0) {
        sdx_jdoc_free(&d);
        return -1;
    }
    if (sdx_json_type(&d, 0) != SDX_JOBJECT) {
        sdx_jdoc_free(&d);
        return sdx_error_set(err, SDX_ERR_FORMAT, NULL, UINT64_MAX, "the REST answers are not a JSON object");
    }
    uint32_t app = sdx_json_get(&d, 0, "application");
    if (sdx_json_type(&d, app) != SDX_JOBJECT || sdx_json_get(&d, app, "id") == SDX_JNONE) {
        sdx_jdoc_free(&d);
        return sdx_error_set(err, SDX_ERR_FORMAT, NULL, UINT64_MAX, "the REST answers hold no application");
    }
    conv c;
    memset(&c, 0, sizeof c);
    c.d = &d;
    c.st = st;
    sdx_buf_init(&c.pool);
    uint32_t stages = sdx_json_get(&d, 0, "stages"), sql = sdx_json_get(&d, 0, "sql");
    uint32_t jobs = sdx_json_get(&d, 0, "jobs");
    app_events(&c, app, sdx_json_get(&d, 0, "environment"));
    executor_events(&c, sdx_json_get(&d, 0, "executors"));
    job_events(&c, jobs, stages, sql);
    stage_events(&c, stages, sql, jobs);
    task_events(&c, sdx_json_get(&d, 0, "tasks"), stages);
    sql_events(&c, sql);
    int rc = 0;
    if (c.oom || d.oom) {
        rc = sdx_error_nomem(err, NULL);
    } else {
        qsort(c.evs, c.nevs, sizeof *c.evs, ev_cmp);
        size_t before = out->len;
        sdx_buf_reserve(out, c.pool.len + c.nevs);
        for (size_t i = 0; i < c.nevs; i++) {
            sdx_buf_put(out, c.pool.data + c.evs[i].off, c.evs[i].len);
            sdx_buf_putc(out, '\n');
        }
        if (sdx_buf_failed(out)) {
            out->len = before;
            rc = sdx_error_nomem(err, NULL);
        }
        st->events = c.nevs;
    }
    free(c.evs);
    sdx_buf_free(&c.pool);
    sdx_jdoc_free(&d);
    return rc;
}
