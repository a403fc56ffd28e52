/*
 * sql.c: the SQL tab, a port of the History Server's SQLAppStatusListener
 * (Spark 4.3): executions (start / AQE plan updates / end), the jobs and
 * stages that belong to them, and the metric values the SQL page prints.
 *
 * Metric values: at a SQL job's start every stage gets, per tracked metric,
 * an array of `Number of Tasks` longs; a TaskEnd stores its accumulator
 * Updates at its task index unless that index already succeeded, and keeps
 * the max (value, task) of non-sum metrics; a new stage attempt resets the
 * stage. At SQLExecutionEnd (or at the end of the log for executions still
 * live) the arrays of the execution's stages and the driver-side updates are
 * concatenated per metric and reduced to numbers (sdx_sql_metric_aggregate:
 * total, min, median, max and where the max came from, the numbers
 * SQLMetrics.stringValue prints; lib/rest/sqlfmt.c formats them). The same
 * pass records which stages updated each accumulator, and the final plan's
 * graph gets each node's stages from its metrics. Hot path: one hash lookup per TaskEnd of a
 * non-SQL stage; for SQL stages one pass over Task Info and its
 * Accumulables, values written into flat per-stage arrays, no allocation
 * after the first update of a metric in a stage.
 *
 * Behaviour that looks odd (a later job that lists an earlier stage wipes
 * its arrays, AQE metrics added to an execution become visible to stages
 * created before them, the Scala iteration order of the job and stage sets)
 * is the History Server's, on purpose.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/internal.h"

/* ====================================================================== */
/* SQLMetrics.stringValue's numbers                                        */
/* ====================================================================== */

static const char V2_PREFIX[] = "v2Custom_";
/* the v2 custom metric class the History Server's class path can load: its
 * aggregateTaskMetrics is stringValue("size", values, no max) */
static const char PYTHON_CUSTOM[] = "org.apache.spark.sql.execution.datasources.v2.python.PythonCustomMetric";

sdx_sql_metric_kind sdx_sql_metric_kind_of(const char *t)
{
    if (!t)
        return SDX_SQLM_OTHER;
    if (!strncmp(t, V2_PREFIX, sizeof V2_PREFIX - 1))
        return strcmp(t + sizeof V2_PREFIX - 1, PYTHON_CUSTOM) ? SDX_SQLM_UNAVAILABLE : SDX_SQLM_SIZE;
    if (!strcmp(t, "sum"))
        return SDX_SQLM_SUM;
    if (!strcmp(t, "size"))
        return SDX_SQLM_SIZE;
    if (!strcmp(t, "timing"))
        return SDX_SQLM_TIMING;
    if (!strcmp(t, "nsTiming"))
        return SDX_SQLM_NS_TIMING;
    if (!strcmp(t, "average"))
        return SDX_SQLM_AVERAGE;
    return SDX_SQLM_OTHER;
}

/* The k-th smallest of a[0..n) (a is reordered): what sorted(k) gives. */
static int64_t select_kth(int64_t *a, size_t n, size_t k)
{
    size_t lo = 0, hi = n - 1;
    uint64_t x = 0x9e3779b97f4a7c15ull;
    while (lo < hi) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        int64_t pivot = a[lo + x % (hi - lo + 1)];
        size_t i = lo, lt = lo, gt = hi;   /* three-way partition */
        while (i <= gt) {
            if (a[i] < pivot) {
                int64_t t = a[lt]; a[lt++] = a[i]; a[i++] = t;
            } else if (a[i] > pivot) {
                int64_t t = a[gt]; a[gt] = a[i]; a[i] = t;
                if (gt == 0)
                    break;
                gt--;
            } else {
                i++;
            }
        }
        if (k < lt)
            hi = lt - 1;
        else if (k > gt)
            lo = gt + 1;
        else
            return pivot;
    }
    return a[k];
}


int sdx_sql_metric_aggregate(const char *type, const int64_t *values, size_t n, const int64_t max_loc[3],
                             sdx_sql_metric_value *out)
{
    memset(out, 0, sizeof *out);
    sdx_sql_metric_kind kind = sdx_sql_metric_kind_of(type);
    out->kind = (uint8_t)kind;
    out->max_stage_id = out->max_stage_attempt = -1;
    out->max_task_id = -1;
    if (kind == SDX_SQLM_UNAVAILABLE)
        return 0;
    if (type && !strncmp(type, V2_PREFIX, sizeof V2_PREFIX - 1))
        max_loc = NULL;   /* the custom metric's aggregation knows no task */
    if (kind == SDX_SQLM_SUM) {
        uint64_t s = 0;
        int64_t vmin = n ? values[0] : 0, vmax = vmin;
        for (size_t i = 0; i < n; i++) {
            s += (uint64_t)values[i];
            vmin = values[i] < vmin ? values[i] : vmin;
            vmax = values[i] > vmax ? values[i] : vmax;
        }
        out->count = (int64_t)n;
        out->total = (int64_t)s;
        out->min = vmin;
        out->max = vmax;
        if (n > 1) {
            int64_t *copy = sdx_xmalloc(n * sizeof *copy);
            if (!copy)
                return -1;
            memcpy(copy, values, n * sizeof *copy);
            out->median = select_kth(copy, n, n / 2);
            free(copy);
        } else {
            out->median = vmin;
        }
        return 0;
    }
    int64_t *valid = sdx_xmalloc((n ? n : 1) * sizeof *valid);
    if (!valid)
        return -1;
    size_t nv = 0;
    for (size_t i = 0; i < n; i++)
        if (kind == SDX_SQLM_AVERAGE ? values[i] > 0 : values[i] >= 0)
            valid[nv++] = values[i];
    out->count = (int64_t)nv;
    if (nv) {
        /* min, median (sorted[n / 2]), max and the sum: no full sort needed */
        int64_t vmin = valid[0], vmax = valid[0];
        uint64_t sum = 0;
        for (size_t i = 0; i < nv; i++) {
            vmin = valid[i] < vmin ? valid[i] : vmin;
            vmax = valid[i] > vmax ? valid[i] : vmax;
            sum += (uint64_t)valid[i];
        }
        out->total = (int64_t)sum;
        out->min = vmin;
        out->max = vmax;
        out->median = select_kth(valid, nv, nv / 2);
    }
    free(valid);
    if (max_loc) {
        out->max_stage_id = (int32_t)max_loc[0];
        out->max_stage_attempt = (int32_t)max_loc[1];
        out->max_task_id = max_loc[2];
    }
    return 0;
}

/* ====================================================================== */
/* Listener state                                                          */
/* ====================================================================== */

/* LiveExecutionData.metricAccumulatorIdToMetricType: shared with the stage
 * trackers created while it is the execution's map. */
typedef struct xtypes {
    sdx_imap idx;                     /* accumulator id -> index + 1 */
    sdx_sql_metric *m;                /* name, id, last type registered */
    uint8_t *needs_max;               /* SQLMetrics.metricNeedsMax(type): not "sum" */
    uint32_t n, cap, nm_cap;
    struct xtypes *next;              /* every map ever made (freed at the end) */
} xtypes;

typedef struct xjob {
    int32_t id;
    uint8_t state;                    /* sdx_sql_job_state */
} xjob;

typedef struct xdrv {
    int64_t id, value;
} xdrv;

typedef struct xexec {
    sdx_sql_exec *e;                  /* public record, updated as events come */
    int live;
    xtypes *types;
    xjob *jobs; uint32_t njobs, jobs_cap;             /* insertion order */
    int32_t *stages; uint32_t nstages, stages_cap;    /* insertion order, distinct */
    sdx_imap stage_set;
    xdrv *drv; uint32_t ndrv, drv_cap;
    int64_t end_events;
    int has_values;                   /* metricsValues != null */
    sdx_sql_metric_value *vals; uint32_t nvals;
    const char *query_id;
    int modified_null;                /* modifiedConfigs is null (never set) */
    int has_graph;
    int written;                      /* this LiveExecutionData was written (lastWriteTime != -1) */
    int stored;                       /* the store holds the execution (its trigger may delete it) */
} xexec;

/* One metric's values in a stage attempt. */
typedef struct smv {
    int64_t *vals;                    /* num_tasks longs, NULL until first update */
    int64_t max_v, max_task;
    uint8_t has_max;
} smv;

/* LiveStageMetrics */
typedef struct stage_metrics {
    int32_t stage_id, attempt_id, num_tasks;
    xtypes *types;
    smv *mv; uint32_t nmv;            /* by index in types */
    uint64_t *done;                   /* completedIndices below num_tasks */
    sdx_imap done_over;               /* completedIndices >= num_tasks */
    uint32_t list_pos;
} stage_metrics;

typedef struct sql_state {
    sdx_imap by_id;                   /* execution id -> xexec */
    xexec **all; uint32_t nall, all_cap;
    xexec **live; uint32_t nlive, live_cap;   /* liveExecutions */
    sdx_imap stage_refs;              /* stage id -> number of live executions listing it */
    sdx_imap stage_metrics;           /* stage id -> stage_metrics */
    stage_metrics **sm_list; uint32_t nsm, sm_cap;
    xtypes *types_list;
    uint32_t nstored;                 /* executions in the store */
    int retention;                    /* the store has a trigger (b->trigger) */
    sdx_store_trigger_fn trigger;
    void *trigger_ctx;
    int oom;                          /* an allocation failed (model_sql_finish reports it) */
    builder *b;                       /* for S_OOM */
} sql_state;

/* Out of memory, latched here and in the builder (the build fails). */
#define S_OOM(s) ((void)((s)->oom = 1), B_OOM((s)->b))

static sql_state *state(builder *b)
{
    if (!b->sql) {
        sql_state *s = sdx_xcalloc(1, sizeof *s);
        if (!s) {
            B_OOM(b);
            return NULL;
        }
        s->b = b;
        sdx_imap_init(&s->by_id);
        sdx_imap_init(&s->stage_refs);
        sdx_imap_init(&s->stage_metrics);
        s->retention = b->trigger != NULL;
        s->trigger = b->trigger;
        s->trigger_ctx = b->trigger_ctx;
        b->sql = s;
    }
    return b->sql;
}

static xtypes *types_new(sql_state *s)
{
    xtypes *t = sdx_xcalloc(1, sizeof *t);
    if (!t) {
        S_OOM(s);
        return NULL;
    }
    sdx_imap_init(&t->idx);
    t->next = s->types_list;
    s->types_list = t;
    return t;
}

/* LiveExecutionData.addMetrics: append, a repeated id takes the new type */
static void types_add(sql_state *s, xtypes *t, const sdx_sql_metric *m)
{
    uint8_t nm = !m->metric_type || strcmp(m->metric_type, "sum") != 0;
    void *v = sdx_imap_get(&t->idx, m->accumulator_id);
    if (v) {
        t->m[(uintptr_t)v - 1] = *m;
        t->needs_max[(uintptr_t)v - 1] = nm;
        return;
    }
    if (SDX_VEC_GROW(t->needs_max, t->nm_cap, t->n + 1) < 0 || SDX_VEC_GROW(t->m, t->cap, t->n + 1) < 0 ||
        sdx_imap_put(&t->idx, m->accumulator_id, (void *)(uintptr_t)(t->n + 1)) < 0) {
        S_OOM(s);
        return;
    }
    t->needs_max[t->n] = nm;
    t->m[t->n++] = *m;
}

static inline int64_t types_index(const xtypes *t, int64_t id)
{
    void *v = sdx_imap_get(&t->idx, id);
    return v ? (int64_t)(uintptr_t)v - 1 : -1;
}

/* ---- stage trackers ---- */

static void sm_free(stage_metrics *sm)
{
    for (uint32_t i = 0; i < sm->nmv; i++)
        free(sm->mv[i].vals);
    free(sm->mv);
    free(sm->done);
    sdx_imap_free(&sm->done_over);
    free(sm);
}

static void sm_remove(sql_state *s, stage_metrics *sm)
{
    sdx_imap_del(&s->stage_metrics, sm->stage_id);
    uint32_t pos = sm->list_pos;
    s->sm_list[pos] = s->sm_list[--s->nsm];
    s->sm_list[pos]->list_pos = pos;
    sm_free(sm);
}

/* stageMetrics.put(stageId, new LiveStageMetrics(...)) */
static void sm_put(sql_state *s, int32_t sid, int32_t att, int32_t num_tasks, xtypes *types)
{
    stage_metrics *old = sdx_imap_get(&s->stage_metrics, sid);
    if (old)
        sm_remove(s, old);
    stage_metrics *sm = sdx_xcalloc(1, sizeof *sm);
    if (!sm || (num_tasks > 0 && !(sm->done = sdx_xcalloc(((size_t)num_tasks + 63) / 64, sizeof(uint64_t)))) ||
        SDX_VEC_GROW(s->sm_list, s->sm_cap, s->nsm + 1) < 0 || sdx_imap_put(&s->stage_metrics, sid, sm) < 0) {
        if (sm)
            free(sm->done);
        free(sm);
        S_OOM(s);
        return;
    }
    sm->stage_id = sid;
    sm->attempt_id = att;
    sm->num_tasks = num_tasks;
    sm->types = types;
    sm->list_pos = s->nsm;
    s->sm_list[s->nsm++] = sm;
}

static int sm_done(const stage_metrics *sm, int32_t idx)
{
    if (idx < 0)
        return 0;
    if (idx < sm->num_tasks)
        return (sm->done[idx >> 6] >> (idx & 63)) & 1;
    return sdx_imap_get(&sm->done_over, idx) != NULL;
}

static void sm_mark_done(sql_state *s, stage_metrics *sm, int32_t idx)
{
    if (idx < 0)
        return;
    if (idx < sm->num_tasks)
        sm->done[idx >> 6] |= (uint64_t)1 << (idx & 63);
    else if (sdx_imap_put(&sm->done_over, idx, (void *)1) < 0)
        S_OOM(s);
}

static smv *sm_slot(stage_metrics *sm, uint32_t k)
{
    if (k >= sm->nmv) {
        uint32_t nn = sm->types->n > k + 1 ? sm->types->n : k + 1;
        smv *nv = sdx_xrealloc(sm->mv, nn * sizeof *sm->mv);
        if (!nv)
            return NULL;
        sm->mv = nv;
        memset(sm->mv + sm->nmv, 0, (nn - sm->nmv) * sizeof *sm->mv);
        sm->nmv = nn;
    }
    return &sm->mv[k];
}

/* ---- executions ---- */

static int stage_refs(sql_state *s, int32_t sid)
{
    return (int)(intptr_t)sdx_imap_get(&s->stage_refs, sid);
}

static void stage_refs_add(sql_state *s, int32_t sid, int delta)
{
    intptr_t v = (intptr_t)sdx_imap_get(&s->stage_refs, sid) + delta;
    if (v > 0) {
        if (sdx_imap_put(&s->stage_refs, sid, (void *)v) < 0)
            S_OOM(s);
    } else
        sdx_imap_del(&s->stage_refs, sid);
}

static void exec_set_live(sql_state *s, xexec *x, int live)
{
    if (x->live == live)
        return;
    x->live = live;
    for (uint32_t i = 0; i < x->nstages; i++)
        stage_refs_add(s, x->stages[i], live ? 1 : -1);
    if (live) {
        if (SDX_VEC_PUSH(s->live, s->nlive, s->live_cap, x) < 0)
            S_OOM(s);
    } else {
        for (uint32_t i = 0; i < s->nlive; i++)
            if (s->live[i] == x) {
                memmove(s->live + i, s->live + i + 1, (s->nlive - i - 1) * sizeof *s->live);
                s->nlive--;
                break;
            }
    }
}

/* Fields of a brand-new LiveExecutionData. */
static void exec_reset(sql_state *s, xexec *x)
{
    sdx_sql_exec *e = x->e;
    int64_t id = e->execution_id;
    sdx_plan_node *plan = e->plan;     /* the plan graph is a separate store entry */
    sdx_plan_node *initial = e->initial_plan;
    int aqe = e->aqe_updates;
    memset(e, 0, sizeof *e);
    e->initial_plan = initial;
    e->execution_id = id;
    e->root_execution_id = 0;
    e->submission_time = -1;
    e->completion_time = -1;
    e->plan = plan;
    e->aqe_updates = aqe;
    xtypes *nt = types_new(s);
    if (nt)   /* else (out of memory) the old ones stay: the build fails */
        x->types = nt;
    x->njobs = 0;
    for (uint32_t i = 0; i < x->nstages; i++)   /* not live here: no refs to drop */
        sdx_imap_del(&x->stage_set, x->stages[i]);
    x->nstages = 0;
    x->ndrv = 0;
    x->end_events = 0;
    x->has_values = 0;
    x->vals = NULL;
    x->nvals = 0;
    x->query_id = NULL;
    x->modified_null = 1;
    x->written = 0;
}

static xexec *exec_new(builder *b, sql_state *s, int64_t id)
{
    xexec *x = sdx_xcalloc(1, sizeof *x);
    if (!x || !(x->e = b_alloc(b, sizeof *x->e)) || SDX_VEC_GROW(s->all, s->all_cap, s->nall + 1) < 0) {
        free(x);
        B_OOM(b);
        return NULL;
    }
    x->e->execution_id = id;
    sdx_imap_init(&x->stage_set);
    exec_reset(s, x);
    if (!x->types || sdx_imap_put(&s->by_id, id, x) < 0) {
        sdx_imap_free(&x->stage_set);
        free(x);
        B_OOM(b);
        return NULL;
    }
    s->all[s->nall++] = x;
    return x;
}

/* getOrCreateExecution: a live one, else a fresh LiveExecutionData (which
 * replaces what the store had once it is written). */
static xexec *get_or_create(builder *b, sql_state *s, int64_t id)
{
    xexec *x = sdx_imap_get(&s->by_id, id);
    if (x && x->live)
        return x;
    if (x)
        exec_reset(s, x);
    else if (!(x = exec_new(b, s, id)))
        return NULL;
    exec_set_live(s, x, 1);
    return x;
}

static void exec_add_stage(sql_state *s, xexec *x, int32_t sid)
{
    if (sdx_imap_get(&x->stage_set, sid))
        return;
    if (SDX_VEC_GROW(x->stages, x->stages_cap, x->nstages + 1) < 0 ||
        sdx_imap_put(&x->stage_set, sid, (void *)1) < 0) {
        S_OOM(s);
        return;
    }
    x->stages[x->nstages++] = sid;
    if (x->live)
        stage_refs_add(s, sid, 1);
}

/* removeStaleMetricsData: drop the trackers of stages no other live
 * execution lists. */
static void remove_stale(sql_state *s, xexec *x)
{
    for (uint32_t i = 0; i < s->nsm;) {
        stage_metrics *sm = s->sm_list[i];
        int refs = stage_refs(s, sm->stage_id);
        if (x->live && sdx_imap_get(&x->stage_set, sm->stage_id))
            refs--;
        if (refs <= 0)
            sm_remove(s, sm);   /* swaps the last one into i */
        else
            i++;
    }
}

static int cmp_exec_ct(const void *a, const void *b)
{
    const sdx_sql_exec *x = (*(xexec *const *)a)->e, *y = (*(xexec *const *)b)->e;
    if (x->completion_time != y->completion_time)
        return x->completion_time < y->completion_time ? -1 : 1;
    return (x->execution_id > y->execution_id) - (x->execution_id < y->execution_id);
}

/* cleanupExecutions: the number the store's trigger gives of the finished
 * executions, oldest completion first (ties by id), leave the store. */
static void sql_cleanup(sql_state *s)
{
    int64_t n = s->trigger(s->trigger_ctx, SDX_STORE_SQL_EXECUTIONS, (int64_t)s->nstored);
    if (n <= 0)
        return;
    xexec **cand = sdx_xmalloc(sizeof *cand * s->nall);
    if (!cand) {
        s->oom = 1;
        return;
    }
    size_t nc = 0;
    for (uint32_t i = 0; i < s->nall; i++)
        if (s->all[i]->stored && s->all[i]->e->completion_time >= 0)
            cand[nc++] = s->all[i];
    qsort(cand, nc, sizeof *cand, cmp_exec_ct);
    for (size_t i = 0; i < nc && (int64_t)i < n; i++) {
        cand[i]->stored = 0;
        s->nstored--;
    }
    free(cand);
}

/* LiveExecutionData.write: the store's triggers are checked on an entity's
 * first write only (the SQL listener never asks for more). */
static void exec_write(sql_state *s, xexec *x)
{
    int first = !x->written;
    x->written = 1;
    if (!x->stored) {
        x->stored = 1;
        s->nstored++;
    }
    if (first && s->retention)
        sql_cleanup(s);
}

/* update(exec, force): written when finished (it then leaves the live set)
 * or when forced (a job start); when replaying, never otherwise. */
static void exec_update(sql_state *s, xexec *x, int force)
{
    if (x->end_events >= (int64_t)x->njobs + 1) {
        exec_write(s, x);
        remove_stale(s, x);
        exec_set_live(s, x, 0);
    } else if (force) {
        exec_write(s, x);
    }
}

/* ---- aggregateMetrics ---- */

static int cmp_value_id(const void *a, const void *b)
{
    int64_t x = ((const sdx_sql_metric_value *)a)->accumulator_id;
    int64_t y = ((const sdx_sql_metric_value *)b)->accumulator_id;
    return x < y ? -1 : x > y;
}

static int cmp_i32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return x < y ? -1 : x > y;
}

/* aggregateMetrics. Returns 0, or -1 when out of memory (the execution
 * then has no values). */
static int aggregate(builder *b, sql_state *s, xexec *x)
{
    if (x->has_values)
        return 0;
    xtypes *t = x->types;
    int rc = -1;
    /* the execution's stages, in Scala Set order, that have a tracker */
    int32_t *order = sdx_xmalloc((x->nstages ? x->nstages : 1) * sizeof *order);
    stage_metrics **sms = sdx_xmalloc((x->nstages ? x->nstages : 1) * sizeof *sms);
    int32_t *sids = sdx_xmalloc((x->nstages ? x->nstages : 1) * sizeof *sids);
    int64_t *vals = NULL;
    size_t vcap = 0;
    uint32_t nsms = 0, nout = 0;
    sdx_sql_metric_value *out = NULL;
    if (!order || !sms || !sids)
        goto done;
    if (x->nstages)
        memcpy(order, x->stages, x->nstages * sizeof *order);
    if (model_scala_int_order(order, NULL, x->nstages) < 0)
        goto done;
    for (uint32_t i = 0; i < x->nstages; i++) {
        stage_metrics *sm = sdx_imap_get(&s->stage_metrics, order[i]);
        if (sm)
            sms[nsms++] = sm;
    }
    if (t->n && !(out = sdx_arena_alloc(&b->arena, t->n * sizeof *out)))
        goto done;
    for (uint32_t k = 0; k < t->n; k++) {
        int64_t id = t->m[k].accumulator_id;
        size_t nv = 0;
        uint32_t nsids = 0;
        int have = 0, have_max = 0;
        int64_t max4[4] = {0, 0, 0, 0};
        for (uint32_t j = 0; j < nsms; j++) {
            stage_metrics *sm = sms[j];
            int64_t si = types_index(sm->types, id);
            if (si < 0 || (uint32_t)si >= sm->nmv)
                continue;
            smv *mv = &sm->mv[si];
            if (mv->vals) {   /* an empty array (0 tasks) still counts */
                have = 1;
                sids[nsids++] = sm->stage_id;
                size_t add = sm->num_tasks > 0 ? (size_t)sm->num_tasks : 0;
                if (nv + add > vcap) {
                    size_t nc = (nv + add) * 2 + 16;
                    int64_t *nvp = sdx_xrealloc(vals, nc * sizeof *vals);
                    if (!nvp)
                        goto done;
                    vals = nvp;
                    vcap = nc;
                }
                if (add)
                    memcpy(vals + nv, mv->vals, add * sizeof *vals);
                nv += add;
            }
            if (mv->has_max && (!have_max || mv->max_v > max4[0])) {
                max4[0] = mv->max_v;
                max4[1] = sm->stage_id;
                max4[2] = sm->attempt_id;
                max4[3] = mv->max_task;
                have_max = 1;
            }
        }
        for (uint32_t j = 0; j < x->ndrv; j++) {
            if (x->drv[j].id != id)
                continue;
            if (have && have_max && x->drv[j].value > max4[0])
                have_max = 0;   /* the driver's value is the max: "(driver)" */
            if (nv + 1 > vcap) {
                size_t nc = nv * 2 + 16;
                int64_t *nvp = sdx_xrealloc(vals, nc * sizeof *vals);
                if (!nvp)
                    goto done;
                vals = nvp;
                vcap = nc;
            }
            vals[nv++] = x->drv[j].value;
            have = 1;
        }
        if (!have)
            continue;
        sdx_sql_metric_value *v = &out[nout];
        if (sdx_sql_metric_aggregate(t->m[k].metric_type, vals, nv, have_max ? max4 + 1 : NULL, v) < 0)
            goto done;
        v->accumulator_id = id;
        if (nsids) {
            int32_t *ids = sdx_arena_alloc(&b->arena, nsids * sizeof *ids);
            if (!ids)
                goto done;
            memcpy(ids, sids, nsids * sizeof *ids);
            qsort(ids, nsids, sizeof *ids, cmp_i32);
            v->stage_ids = ids;
            v->nstage_ids = nsids;
        }
        nout++;
    }
    if (nout > 1)
        qsort(out, nout, sizeof *out, cmp_value_id);
    rc = 0;
done:
    free(vals);
    free(sms);
    free(sids);
    free(order);
    x->vals = rc == 0 ? out : NULL;
    x->nvals = rc == 0 ? nout : 0;
    x->has_values = 1;
    return rc;
}

/* ====================================================================== */
/* Event handlers                                                          */
/* ====================================================================== */

static sdx_plan_node *plan_node(builder *b, sdx_jdoc *d, uint32_t n, int depth)
{
    if (n == SDX_JNONE || sdx_json_type(d, n) != SDX_JOBJECT || depth > 400)
        return NULL;
    sdx_plan_node *p = b_alloc(b, sizeof *p);
    if (!p)
        return NULL;
    p->node_name = sdx_ev_str(d, n, "nodeName", &b->in);
    p->simple_string = sdx_ev_str(d, n, "simpleString", &b->in);
    p->metadata = sdx_ev_kv_map(d, sdx_json_get(d, n, "metadata"), &b->in, &b->arena, &p->nmetadata);
    uint32_t ms = sdx_json_get(d, n, "metrics");
    if (ms != SDX_JNONE && sdx_json_type(d, ms) == SDX_JARRAY && d->nodes[ms].len) {
        if (!(p->metrics = b_alloc(b, sizeof(sdx_sql_metric) * d->nodes[ms].len)))
            return p;
        for (uint32_t x = sdx_json_first(d, ms); x != SDX_JNONE; x = sdx_json_next(d, x)) {
            sdx_sql_metric *mm = &p->metrics[p->nmetrics++];
            mm->name = sdx_ev_str(d, x, "name", &b->in);
            mm->accumulator_id = sdx_ev_int(d, x, "accumulatorId", -1);
            mm->metric_type = sdx_ev_str(d, x, "metricType", &b->in);
        }
    }
    uint32_t ch = sdx_json_get(d, n, "children");
    if (ch != SDX_JNONE && sdx_json_type(d, ch) == SDX_JARRAY && d->nodes[ch].len) {
        if (!(p->children = b_alloc(b, sizeof(sdx_plan_node *) * d->nodes[ch].len)))
            return p;
        for (uint32_t x = sdx_json_first(d, ch); x != SDX_JNONE; x = sdx_json_next(d, x)) {
            sdx_plan_node *c = plan_node(b, d, x, depth + 1);
            if (c)
                p->children[p->nchildren++] = c;
        }
    }
    return p;
}

/* The plan graph's metrics (allNodes' metrics, one per accumulator id). */
static void add_graph_metrics(sql_state *s, xexec *x, const sdx_plan_node *plan)
{
    sdx_plan_graph g;
    if (sdx_plan_graph_build(plan, &g) < 0) {
        S_OOM(s);   /* its metrics would be missing: the build fails */
        return;
    }
    for (uint32_t i = 0; i < g.nnodes; i++) {
        const sdx_plan_node *p = g.nodes[i].plan;
        for (uint32_t k = 0; k < p->nmetrics; k++)
            types_add(s, x->types, &p->metrics[k]);
    }
    sdx_plan_graph_free(&g);
}

static const char *query_id(builder *b, sdx_jdoc *d, uint32_t r)
{
    uint32_t q = sdx_json_get(d, r, "queryId");
    size_t n;
    const char *s = sdx_json_type(d, q) == SDX_JSTRING ? sdx_json_str(d, q, &n) : NULL;
    if (!s || n == 0 || n > 64)
        return NULL;
    char buf[65];
    for (size_t i = 0; i < n; i++)   /* UUID.toString is lower case */
        buf[i] = (s[i] >= 'A' && s[i] <= 'F') ? (char)(s[i] - 'A' + 'a') : s[i];
    return sdx_intern_n(&b->in, buf, n);
}

static void on_execution_start(builder *b, sql_state *s, int64_t id, sdx_jdoc *d, uint32_t r)
{
    uint32_t pi = sdx_json_get(d, r, "sparkPlanInfo");
    if (sdx_json_type(d, pi) != SDX_JOBJECT)
        return;   /* SparkPlanGraph(null) fails: the event changes nothing */
    sdx_plan_node *plan = plan_node(b, d, pi, 0);
    xexec *x = get_or_create(b, s, id);
    if (!x)
        return;
    sdx_sql_exec *e = x->e;
    e->plan = plan;
    if (!e->initial_plan)
        e->initial_plan = plan;
    x->has_graph = 1;
    e->root_execution_id = sdx_ev_int(d, r, "rootExecutionId", id);
    x->query_id = query_id(b, d, r);
    e->description = sdx_ev_str(d, r, "description", &b->in);
    e->details = sdx_ev_str(d, r, "details", &b->in);
    e->physical_plan = sdx_ev_str(d, r, "physicalPlanDescription", &b->in);
    uint32_t mc = sdx_json_get(d, r, "modifiedConfigs");
    x->modified_null = mc != SDX_JNONE && sdx_json_type(d, mc) == SDX_JNULL;
    e->modified_configs = sdx_ev_kv_map(d, mc, &b->in, &b->arena, &e->nmodified_configs);
    add_graph_metrics(s, x, plan);
    e->submission_time = sdx_ev_int(d, r, "time", 0);
    exec_update(s, x, 0);
}

static void on_adaptive_update(builder *b, sql_state *s, int64_t id, sdx_jdoc *d, uint32_t r)
{
    uint32_t pi = sdx_json_get(d, r, "sparkPlanInfo");
    if (sdx_json_type(d, pi) != SDX_JOBJECT)
        return;
    sdx_plan_node *plan = plan_node(b, d, pi, 0);
    xexec *x = get_or_create(b, s, id);
    if (!x)
        return;
    x->e->plan = plan;
    if (!x->e->initial_plan)
        x->e->initial_plan = plan;
    x->has_graph = 1;
    x->e->aqe_updates++;
    x->e->physical_plan = sdx_ev_str(d, r, "physicalPlanDescription", &b->in);
    add_graph_metrics(s, x, plan);
    exec_update(s, x, 0);
}

static void on_adaptive_metrics(builder *b, sql_state *s, int64_t id, sdx_jdoc *d, uint32_t r)
{
    xexec *x = get_or_create(b, s, id);
    if (!x)
        return;
    uint32_t ms = sdx_json_get(d, r, "sqlPlanMetrics");
    if (ms != SDX_JNONE && sdx_json_type(d, ms) == SDX_JARRAY)
        for (uint32_t k = sdx_json_first(d, ms); k != SDX_JNONE; k = sdx_json_next(d, k)) {
            sdx_sql_metric mm;
            mm.name = sdx_ev_str(d, k, "name", &b->in);
            mm.accumulator_id = sdx_ev_int(d, k, "accumulatorId", -1);
            mm.metric_type = sdx_ev_str(d, k, "metricType", &b->in);
            types_add(s, x->types, &mm);
        }
    exec_update(s, x, 0);
}

static void on_execution_end(builder *b, sql_state *s, int64_t id, sdx_jdoc *d, uint32_t r)
{
    xexec *x = sdx_imap_get(&s->by_id, id);
    if (!x || !x->live)
        return;
    sdx_sql_exec *e = x->e;
    e->completion_time = sdx_ev_int(d, r, "time", 0);
    e->ended = 1;
    e->error_message = sdx_ev_str(d, r, "errorMessage", &b->in);
    exec_update(s, x, 0);
    /* the (asynchronous in Spark) aggregation */
    if (aggregate(b, s, x) < 0)
        s->oom = 1;
    remove_stale(s, x);
    x->end_events++;
    exec_update(s, x, 1);
}

static void on_driver_accums(builder *b, sql_state *s, int64_t id, sdx_jdoc *d, uint32_t r)
{
    (void)b;
    xexec *x = sdx_imap_get(&s->by_id, id);
    if (!x || !x->live)
        return;
    uint32_t arr = sdx_json_get(d, r, "accumUpdates");
    if (sdx_json_type(d, arr) != SDX_JARRAY)
        return;
    /* every pair must be two integers, or the event does not deserialize */
    for (uint32_t p = sdx_json_first(d, arr); p != SDX_JNONE; p = sdx_json_next(d, p)) {
        int64_t v;
        if (sdx_json_type(d, p) != SDX_JARRAY || d->nodes[p].len != 2)
            return;
        uint32_t a = sdx_json_first(d, p), c = sdx_json_next(d, a);
        if (sdx_json_type(d, a) != SDX_JNUMBER || !d->nodes[a].is_int || sdx_json_int64(d, a, &v) < 0 ||
            sdx_json_type(d, c) != SDX_JNUMBER || !d->nodes[c].is_int || sdx_json_int64(d, c, &v) < 0)
            return;
    }
    for (uint32_t p = sdx_json_first(d, arr); p != SDX_JNONE; p = sdx_json_next(d, p)) {
        uint32_t a = sdx_json_first(d, p), c = sdx_json_next(d, a);
        xdrv u;
        sdx_json_int64(d, a, &u.id);
        sdx_json_int64(d, c, &u.value);
        if (SDX_VEC_PUSH(x->drv, x->ndrv, x->drv_cap, u) < 0) {
            S_OOM(s);
            return;
        }
    }
    exec_update(s, x, 0);
}

void model_sql_event(builder *b, sdx_ev kind, sdx_jdoc *d, uint32_t r)
{
    int64_t id = sdx_ev_int(d, r, "executionId", -1);
    if (id < 0)
        return;
    sql_state *s = state(b);
    if (!s)
        return;
    switch (kind) {
    case SDX_EV_SQL_EXECUTION_START: on_execution_start(b, s, id, d, r); break;
    case SDX_EV_SQL_ADAPTIVE_UPDATE: on_adaptive_update(b, s, id, d, r); break;
    case SDX_EV_SQL_ADAPTIVE_METRIC_UPDATES: on_adaptive_metrics(b, s, id, d, r); break;
    case SDX_EV_SQL_EXECUTION_END: on_execution_end(b, s, id, d, r); break;
    case SDX_EV_DRIVER_ACCUM_UPDATES: on_driver_accums(b, s, id, d, r); break;
    default: break;
    }
}

/* onJobStart */
void model_sql_job_start(builder *b, const sdx_job *j, sdx_jdoc *d, uint32_t r)
{
    (void)j;
    uint32_t props = sdx_json_get(d, r, "Properties");
    uint32_t pv = sdx_json_get(d, props, "spark.sql.execution.id");
    if (pv == SDX_JNONE || sdx_json_type(d, pv) == SDX_JNULL)
        return;
    size_t n = 0;
    const char *str = sdx_json_type(d, pv) == SDX_JSTRING ? sdx_json_str(d, pv, &n) : NULL;
    int64_t id;
    if (sdx_parse_long(str, n, &id) < 0)
        return;   /* toLong throws: the listener skips the event */
    sql_state *s = state(b);
    if (!s)
        return;
    int32_t job_id = (int32_t)sdx_ev_int(d, r, "Job ID", 0);

    xexec *x = sdx_imap_get(&s->by_id, id);
    if (x && !x->live && x->stored) {
        /* read back from the store: jobs and stages kept, endEvents = jobs + 1,
         * driver updates and the error message are not carried over; a new
         * LiveExecutionData, not written yet */
        x->written = 0;
        x->e->error_message = NULL;
        x->ndrv = 0;
        x->end_events = (int64_t)x->njobs + 1;
        xtypes *nt = types_new(s);
        if (!nt)
            return;
        for (uint32_t k = 0; k < x->types->n; k++)
            types_add(s, nt, &x->types->m[k]);
        x->types = nt;
        exec_set_live(s, x, 1);
    } else if (!x || !x->live) {   /* (not in the store: deleted by the retention) */
        x = get_or_create(b, s, id);
    }
    if (!x)
        return;

    /* stage trackers (only when the execution already tracks metrics) */
    uint32_t infos = sdx_json_get(d, r, "Stage Infos");
    int has_infos = sdx_json_type(d, infos) == SDX_JARRAY;
    if (has_infos) {
        if (x->types->n)
            for (uint32_t k = sdx_json_first(d, infos); k != SDX_JNONE; k = sdx_json_next(d, k))
                sm_put(s, (int32_t)sdx_ev_int(d, k, "Stage ID", 0), 0,
                       (int32_t)sdx_ev_int(d, k, "Number of Tasks", 0), x->types);
    } else {
        uint32_t ids = sdx_json_get(d, r, "Stage IDs");
        if (x->types->n && sdx_json_type(d, ids) == SDX_JARRAY)
            for (uint32_t k = sdx_json_first(d, ids); k != SDX_JNONE; k = sdx_json_next(d, k))
                sm_put(s, (int32_t)sdx_json_int64_or(d, k, 0), 0, 0, x->types);
    }
    /* jobs + (jobId -> RUNNING) */
    uint32_t ji = 0;
    while (ji < x->njobs && x->jobs[ji].id != job_id)
        ji++;
    if (ji == x->njobs) {
        xjob nj = {job_id, SDX_SQLJOB_RUNNING};
        if (SDX_VEC_PUSH(x->jobs, x->njobs, x->jobs_cap, nj) < 0) {
            S_OOM(s);
            return;
        }
    } else {
        x->jobs[ji].state = SDX_SQLJOB_RUNNING;
    }
    /* stages ++ stageIds */
    if (has_infos) {
        for (uint32_t k = sdx_json_first(d, infos); k != SDX_JNONE; k = sdx_json_next(d, k))
            exec_add_stage(s, x, (int32_t)sdx_ev_int(d, k, "Stage ID", 0));
    } else {
        uint32_t ids = sdx_json_get(d, r, "Stage IDs");
        if (sdx_json_type(d, ids) == SDX_JARRAY)
            for (uint32_t k = sdx_json_first(d, ids); k != SDX_JNONE; k = sdx_json_next(d, k))
                exec_add_stage(s, x, (int32_t)sdx_json_int64_or(d, k, 0));
    }
    exec_update(s, x, 1);
}

/* onJobEnd */
void model_sql_job_end(builder *b, sdx_jdoc *d, uint32_t r)
{
    sql_state *s = b->sql;
    if (!s || !s->nlive)
        return;
    uint32_t rr = sdx_json_get(d, sdx_json_get(d, r, "Job Result"), "Result");
    uint8_t st;
    if (sdx_json_str_eq(d, rr, "JobSucceeded"))
        st = SDX_SQLJOB_SUCCEEDED;
    else if (sdx_json_str_eq(d, rr, "JobFailed"))
        st = SDX_SQLJOB_FAILED;
    else
        return;   /* an unknown result does not deserialize */
    int32_t job_id = (int32_t)sdx_ev_int(d, r, "Job ID", 0);
    /* exec_update may drop executions from the live list: walk a copy */
    xexec **copy = sdx_xmalloc((s->nlive ? s->nlive : 1) * sizeof *copy);
    if (!copy) {
        S_OOM(s);
        return;
    }
    uint32_t n = s->nlive;
    memcpy(copy, s->live, n * sizeof *copy);
    for (uint32_t i = 0; i < n; i++) {
        xexec *x = copy[i];
        for (uint32_t k = 0; k < x->njobs; k++)
            if (x->jobs[k].id == job_id) {
                x->jobs[k].state = st;
                x->end_events++;
                exec_update(s, x, 0);
                break;
            }
    }
    free(copy);
}

/* onStageSubmitted: a new attempt of a SQL stage starts from empty arrays */
void model_sql_stage_submitted(builder *b, sdx_jdoc *d, uint32_t si)
{
    sql_state *s = b->sql;
    if (!s || !s->nsm)
        return;
    int32_t sid = (int32_t)sdx_ev_int(d, si, "Stage ID", 0);
    if (stage_refs(s, sid) <= 0)
        return;
    stage_metrics *sm = sdx_imap_get(&s->stage_metrics, sid);
    int32_t att = (int32_t)sdx_ev_int(d, si, "Stage Attempt ID", 0);
    if (sm && sm->attempt_id != att)
        sm_put(s, sid, att, sm->num_tasks, sm->types);
}

/* One tracked accumulator's value for task index idx (the part of
 * updateTaskMetrics after the Update was read); -1 when idx is out of range
 * (Spark's ArrayIndexOutOfBounds: the rest of the task is lost). */
static int store_update(stage_metrics *sm, uint32_t ti, int32_t idx, int64_t value, int64_t task_id)
{
    smv *mv = sm_slot(sm, ti);
    if (mv && !mv->vals)
        mv->vals = sdx_xcalloc(sm->num_tasks > 0 ? (size_t)sm->num_tasks : 1, sizeof(int64_t));
    if (!mv || !mv->vals)
        return -2;   /* out of memory */
    if (idx < 0 || idx >= sm->num_tasks)
        return -1;
    mv->vals[idx] = value;
    if (sm->types->needs_max[ti]) {
        if (!mv->has_max) {
            mv->has_max = 1;
            mv->max_v = value;
            mv->max_task = task_id;
        } else if (value > mv->max_v) {
            mv->max_v = value;
            mv->max_task = task_id;
        }
    }
    return 0;
}

/* The stage's metrics when this task's accumulables are to be read (the
 * first half of the hook), else NULL. */
static stage_metrics *task_end_target(builder *b, int32_t sid, int32_t att)
{
    sql_state *s = b->sql;
    if (!s || !s->nsm)
        return NULL;
    stage_metrics *sm = sdx_imap_get(&s->stage_metrics, sid);
    if (!sm || sm->attempt_id != att || stage_refs(s, sid) <= 0)
        return NULL;
    return sm;
}

/* onTaskEnd -> LiveStageMetrics.updateTaskMetrics, from a decoded TaskEnd
 * (either path of events.h: the accumulables are in e->acc). */
void model_sql_task_end(builder *b, const sdx_task_end_ev *e)
{
    stage_metrics *sm = task_end_target(b, e->stage_id, e->stage_attempt);
    if (!sm)
        return;
    int32_t idx = e->ti.index;
    if (sm_done(sm, idx))
        return;
    int successful = e->ti.finish_time != 0 && !e->ti.failed && !e->ti.killed;
    for (uint32_t i = 0; i < e->nacc; i++) {
        const sdx_acc_upd *a = &e->acc[i];
        int64_t ti;
        if (a->id < 0 || (ti = types_index(sm->types, a->id)) < 0 || a->kind == SDX_UPD_NONE ||
            a->kind == SDX_UPD_NULL)
            continue;
        if (a->kind == SDX_UPD_BAD)
            return;   /* NumberFormatException: the rest of the task is lost */
        int rc = store_update(sm, (uint32_t)ti, idx, a->value, e->ti.task_id);
        if (rc == -2)
            B_OOM(b);
        if (rc < 0)
            return;
    }
    if (successful)
        sm_mark_done(b->sql, sm, idx);
}

/* ====================================================================== */
/* End of the log                                                          */
/* ====================================================================== */

static int cmp_exec_id(const void *a, const void *b)
{
    int64_t x = (*(sdx_sql_exec *const *)a)->execution_id, y = (*(sdx_sql_exec *const *)b)->execution_id;
    return x < y ? -1 : x > y;
}

/* Sorted, distinct copy of ids[0..n) in the arena (n > 0); NULL when out of memory. */
static int32_t *stage_set(builder *b, int32_t *ids, uint32_t *n)
{
    qsort(ids, *n, sizeof *ids, cmp_i32);
    uint32_t u = 1;
    for (uint32_t j = 1; j < *n; j++)
        if (ids[j] != ids[u - 1])
            ids[u++] = ids[j];
    int32_t *out = sdx_arena_alloc(&b->arena, u * sizeof *out);
    if (out)
        memcpy(out, ids, u * sizeof *out);
    *n = u;
    return out;
}

static int push_ids(int32_t **tmp, uint32_t *ntmp, uint32_t *cap, const int32_t *ids, uint32_t n)
{
    for (uint32_t j = 0; j < n; j++) {
        if (model_vec_reserve((void **)tmp, *ntmp, cap, sizeof **tmp) < 0)
            return -1;
        (*tmp)[(*ntmp)++] = ids[j];
    }
    return 0;
}

/* Each graph node's stages. Exact: the union of the stages whose tasks
 * updated one of its metrics. Then, for nodes still without: the codegen
 * cluster's; the consumers' (the nodes it feeds: an AQEShuffleRead runs in
 * the stage that reads); for an exchange also its inputs' (a broadcast is
 * built from the stage that collects it); a root takes its inputs'. Node
 * ids are indexes (they are handed out in creation order). */
static int graph_stages(builder *b, sdx_sql_exec *e)
{
    sdx_plan_graph *g = &e->graph;
    int32_t *tmp = NULL;
    uint32_t ntmp = 0, cap = 0;
    int rc = -1;
    for (uint32_t i = 0; i < g->nnodes; i++) {
        sdx_plan_graph_node *n = &g->nodes[i];
        const sdx_plan_node *p = n->plan;
        ntmp = 0;
        for (uint32_t k = 0; k < p->nmetrics; k++) {
            const sdx_sql_metric_value *v = sdx_sql_exec_metric(e, p->metrics[k].accumulator_id);
            if (v && push_ids(&tmp, &ntmp, &cap, v->stage_ids, v->nstage_ids) < 0)
                goto done;
        }
        if (ntmp) {
            if (!(n->stage_ids = stage_set(b, tmp, &ntmp)))
                goto done;
            n->nstage_ids = ntmp;
            n->stages_exact = 1;
        } else if (n->cluster >= 0) {   /* clusters come before their nodes */
            n->stage_ids = g->nodes[n->cluster].stage_ids;
            n->nstage_ids = g->nodes[n->cluster].nstage_ids;
        }
    }
    for (int pass = 0; pass < 2; pass++) {   /* 0: consumers (and an exchange's inputs); 1: inputs */
        for (int changed = 1, rounds = 0; changed && rounds < 64; rounds++) {
            changed = 0;
            for (uint32_t i = g->nnodes; i-- > 0;) {
                sdx_plan_graph_node *n = &g->nodes[i];
                if (n->nstage_ids)
                    continue;
                const char *name = n->plan->node_name ? n->plan->node_name : "";
                int exchange = strstr(name, "Exchange") != NULL;
                ntmp = 0;
                for (uint32_t k = 0; k < g->nedges; k++) {
                    const sdx_plan_graph_edge *ed = &g->edges[k];
                    int64_t other = -1;
                    if (ed->from_id == n->id) {
                        if (pass == 1)
                            continue;
                        other = ed->to_id;
                    } else if (ed->to_id == n->id && (exchange || pass == 1)) {
                        other = ed->from_id;
                    }
                    if (other < 0 || other >= (int64_t)g->nnodes)
                        continue;
                    const sdx_plan_graph_node *o = &g->nodes[other];
                    if (push_ids(&tmp, &ntmp, &cap, o->stage_ids, o->nstage_ids) < 0)
                        goto done;
                }
                if (!ntmp)
                    continue;
                if (!(n->stage_ids = stage_set(b, tmp, &ntmp)))
                    goto done;
                n->nstage_ids = ntmp;
                changed = 1;
            }
        }
    }
    rc = 0;
done:
    free(tmp);
    return rc;
}

static int publish(builder *b, xexec *x)
{
    sdx_sql_exec *e = x->e;
    int32_t *ids = sdx_arena_alloc(&b->arena, (x->njobs ? x->njobs : 1) * sizeof *ids);
    uint8_t *st = sdx_arena_alloc(&b->arena, x->njobs ? x->njobs : 1);
    if (!ids || !st)
        return -1;
    for (uint32_t i = 0; i < x->njobs; i++) {
        ids[i] = x->jobs[i].id;
        st[i] = x->jobs[i].state;
    }
    if (model_scala_int_order(ids, st, x->njobs) < 0)
        return -1;
    e->job_ids = ids;
    e->job_states = st;
    e->njob_ids = x->njobs;
    if (x->nstages) {
        int32_t *sids = sdx_arena_alloc(&b->arena, x->nstages * sizeof *sids);
        if (!sids)
            return -1;
        memcpy(sids, x->stages, x->nstages * sizeof *sids);
        qsort(sids, x->nstages, sizeof *sids, cmp_i32);
        e->stage_ids = sids;
        e->nstage_ids = x->nstages;
    }
    e->query_id = x->query_id;
    e->has_plan_graph = x->has_graph;
    e->modified_configs_null = x->modified_null;
    e->values = x->vals;
    e->nvalues = x->nvals;
    e->metrics = NULL;
    e->nmetrics = e->metrics_cap = 0;
    if (x->types->n) {
        e->metrics = sdx_xmalloc(x->types->n * sizeof *e->metrics);
        if (!e->metrics)
            return -1;
        memcpy(e->metrics, x->types->m, x->types->n * sizeof *e->metrics);
        e->nmetrics = e->metrics_cap = x->types->n;
    }
    e->fingerprint = sdx_plan_fingerprint(e->initial_plan);
    e->final_fingerprint = sdx_plan_fingerprint(e->plan);
    if (sdx_plan_graph_build(x->has_graph ? e->plan : NULL, &e->graph) < 0)
        return -1;
    return graph_stages(b, e);
}

int model_sql_finish(builder *b)
{
    sql_state *s = b->sql;
    sdx_model *m = b->m;
    if (!s)
        return 0;
    int oom = s->oom;
    /* kvstore.onFlush: live executions get their (partial) metrics */
    for (uint32_t i = 0; i < s->nlive; i++) {
        if (aggregate(b, s, s->live[i]) < 0)
            oom = 1;
        s->live[i]->stored = 1;   /* written by the flush */
    }
    m->nsql = 0;
    m->sql = sdx_xmalloc(sizeof(sdx_sql_exec *) * (s->nall ? s->nall : 1));
    if (!m->sql)
        return -1;
    for (uint32_t i = 0; i < s->nall; i++) {
        if (!s->all[i]->stored && s->retention)
            continue;   /* deleted by the retention */
        if (publish(b, s->all[i]) < 0)
            oom = 1;
        m->sql[m->nsql++] = s->all[i]->e;
    }
    qsort(m->sql, m->nsql, sizeof *m->sql, cmp_exec_id);
    return oom ? -1 : 0;
}

void model_sql_free(builder *b)
{
    sql_state *s = b->sql;
    if (!s)
        return;
    for (uint32_t i = 0; i < s->nall; i++) {
        xexec *x = s->all[i];
        free(x->jobs);
        free(x->stages);
        sdx_imap_free(&x->stage_set);
        free(x->drv);
        free(x);
    }
    free(s->all);
    free(s->live);
    for (uint32_t i = 0; i < s->nsm; i++)
        sm_free(s->sm_list[i]);
    free(s->sm_list);
    sdx_imap_free(&s->stage_metrics);
    sdx_imap_free(&s->stage_refs);
    sdx_imap_free(&s->by_id);
    for (xtypes *t = s->types_list; t;) {
        xtypes *nx = t->next;
        sdx_imap_free(&t->idx);
        free(t->m);
        free(t->needs_max);
        free(t);
        t = nx;
    }
    free(s);
    b->sql = NULL;
}

const sdx_sql_metric_value *sdx_sql_exec_metric(const sdx_sql_exec *e, int64_t id)
{
    uint32_t lo = 0, hi = e->nvalues;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int64_t k = e->values[mid].accumulator_id;
        if (k == id)
            return &e->values[mid];
        if (k < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}
