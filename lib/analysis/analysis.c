/*
 * analysis.c: the facts of one application computed once from the model
 * (include/sparkdx/analysis.h): application times, task slots (sorted
 * executor events with prefix sums), per-stage stage-time model and plan
 * operators, the driver-only gaps and every job's critical stage chain.
 * Every allocation is checked: out of memory frees the partial result and
 * returns -1 with SDX_ERR_NOMEM.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sparkdx/analysis.h"
#include "util/util.h"

typedef struct an_owned {
    sdx_arena arena;
    sdx_stage_summary **summaries;   /* computed here (KEEP_TASKS models) */
    uint32_t nsummaries;
    /* slots: executors with a remove time / an add time, sorted, with the
     * sum of the slots of the first k entries (k = 0..n) */
    int64_t *rem_t, *add_t;
    uint64_t *rem_sum, *add_sum;
    uint32_t nrem, nadd;
    uint64_t total_slots;
    /* executors removed before they were added (broken logs): their own
     * sorted arrays, so that a point query subtracts them once */
    int64_t *inv_rem, *inv_add;
    uint64_t *inv_rem_sum, *inv_add_sum;
    uint32_t ninv;
    uint32_t *stage_ix;              /* stage indexes sorted by (stage_id, index) */
    uint32_t *job_ix;                /* job indexes sorted by (job_id, index) */
} an_owned;

static const sdx_stage_summary empty_summary = {.max_read = {-1, -1, 0, 0, 0}, .max_input = {-1, -1, 0, 0, 0}};

void sdx_analysis_opts_init(sdx_analysis_opts *o)
{
    o->tail_share = 0.25;
}

static void *an_alloc(an_owned *own, size_t n)
{
    return sdx_arena_alloc(&own->arena, n ? n : 1);
}

static const char *an_strdup(an_owned *own, const char *s)
{
    return s ? sdx_arena_strndup(&own->arena, s, strlen(s)) : NULL;
}

/* ---- plan ---- */

static const sdx_plan_node *plan_find(const sdx_plan_node *n, const char *prefix, size_t len)
{
    if (!n)
        return NULL;
    if (n->node_name && !strncmp(n->node_name, prefix, len))
        return n;
    for (uint32_t i = 0; i < n->nchildren; i++) {
        const sdx_plan_node *h = plan_find(n->children[i], prefix, len);
        if (h)
            return h;
    }
    return NULL;
}

const sdx_plan_node *sdx_plan_find(const sdx_plan_node *root, const char *name_prefix)
{
    return plan_find(root, name_prefix, strlen(name_prefix));
}

/* ---- plan operators of a stage ---- */

typedef struct wscg_ops {     /* operators of one WholeStageCodegen cluster */
    int64_t id;
    const sdx_plan_node **nodes;
    uint32_t n, cap;
} wscg_ops;

typedef struct exec_ops {
    const sdx_sql_exec *e;
    wscg_ops *w;
    uint32_t nw, wcap;
} exec_ops;

/* Grow *arr (of `size`-byte items) to hold `need`; 0, or -1 unchanged. */
static int an_grow(void **arr, uint32_t *cap, uint32_t need, size_t size)
{
    if (need <= *cap)
        return 0;
    uint32_t nc = *cap ? *cap * 2 : 8;
    while (nc < need)
        nc *= 2;
    void *p = sdx_xrealloc(*arr, (size_t)nc * size);
    if (!p)
        return -1;
    *arr = p;
    *cap = nc;
    return 0;
}

static int collect_cluster(wscg_ops *w, const sdx_plan_node *n)
{
    if (!n || !n->node_name)
        return 0;
    if (!strcmp(n->node_name, "InputAdapter"))
        return 0;
    if (an_grow((void **)&w->nodes, &w->cap, w->n + 1, sizeof *w->nodes) < 0)
        return -1;
    w->nodes[w->n++] = n;
    for (uint32_t i = 0; i < n->nchildren; i++)
        if (collect_cluster(w, n->children[i]) < 0)
            return -1;
    return 0;
}

static int index_plan(exec_ops *x, const sdx_plan_node *n)
{
    if (!n)
        return 0;
    int64_t id;
    if (n->node_name && sscanf(n->node_name, "WholeStageCodegen (%ld)", &id) == 1) {
        if (an_grow((void **)&x->w, &x->wcap, x->nw + 1, sizeof *x->w) < 0)
            return -1;
        wscg_ops *w = &x->w[x->nw++];
        memset(w, 0, sizeof *w);
        w->id = id;
        for (uint32_t i = 0; i < n->nchildren; i++)
            if (collect_cluster(w, n->children[i]) < 0)
                return -1;
    }
    for (uint32_t i = 0; i < n->nchildren; i++)
        if (index_plan(x, n->children[i]) < 0)
            return -1;
    return 0;
}

static unsigned op_bits(const char *name, const char *simple)
{
    if (!name)
        return 0;
    unsigned b = 0;
    if (strstr(name, "SortMergeJoin")) b |= SDX_OP_SMJ;
    else if (strstr(name, "ShuffledHashJoin")) b |= SDX_OP_SHJ;
    else if (strstr(name, "BroadcastHashJoin")) b |= SDX_OP_BHJ;
    else if (strstr(name, "BroadcastNestedLoopJoin")) b |= SDX_OP_NLJ;
    else if (strstr(name, "CartesianProduct")) b |= SDX_OP_CARTESIAN;
    else if (strstr(name, "Aggregate") && !strstr(name, "InPandas")) {
        b |= SDX_OP_AGG;
        if (simple && (strstr(simple, "collect_list") || strstr(simple, "collect_set")))
            b |= SDX_OP_COLLECT_AGG;
    } else if (!strncmp(name, "Window", 6) && !strstr(name, "Python")) b |= SDX_OP_WINDOW;
    else if (!strcmp(name, "Sort")) b |= SDX_OP_SORT;
    else if (strstr(name, "Scan") && !strstr(name, "ShuffleRead")) b |= SDX_OP_SCAN;
    else if (strstr(name, "InsertInto") || strstr(name, "WriteFiles") || strstr(name, "OverwriteByExpression") ||
             strstr(name, "AppendData") || strstr(name, "CreateDataSourceTable") || strstr(name, "SaveIntoDataSource"))
        b |= SDX_OP_WRITE;
    else if (strstr(name, "EvalPython") || strstr(name, "InPandas") || strstr(name, "InArrow") ||
             strstr(name, "PythonUDF") || strstr(name, "WindowInPandas") || strstr(name, "ArrowWindowPython") ||
             strstr(name, "PythonMapIn") || strstr(name, "PythonUDTF")) {
        b |= SDX_OP_PYTHON;
        if (strstr(name, "Arrow") || strstr(name, "Pandas"))
            b |= SDX_OP_ARROW;
    } else if (!strcmp(name, "Generate")) b |= SDX_OP_GENERATE;
    else if (!strcmp(name, "Expand")) b |= SDX_OP_EXPAND;
    else if (strstr(name, "AQEShuffleRead") || strstr(name, "CustomShuffleReader")) b |= SDX_OP_AQE_READ;
    else if (strstr(name, "Exchange")) b |= SDX_OP_EXCHANGE;
    return b;
}

/* Operators worth naming in a stage summary (not Project / Filter /
 * Exchange ...): what the stage computes and where its rows come from. */
static int op_named(const char *name)
{
    if (!strcmp(name, "Range") || !strcmp(name, "LocalTableScan") || !strcmp(name, "Sort") ||
        !strcmp(name, "Coalesce") || !strcmp(name, "Union"))
        return 1;
    return (op_bits(name, NULL) & ~(unsigned)(SDX_OP_EXCHANGE | SDX_OP_AQE_READ | SDX_OP_SORT)) != 0;
}

static int op_rank(const char *name)
{
    unsigned b = op_bits(name, NULL);
    if (b & (SDX_OP_SMJ | SDX_OP_SHJ | SDX_OP_BHJ | SDX_OP_NLJ | SDX_OP_CARTESIAN))
        return 0;
    if (b & (SDX_OP_WINDOW | SDX_OP_PYTHON))
        return 1;
    if (b & SDX_OP_AGG)
        return 2;
    if (b & (SDX_OP_GENERATE | SDX_OP_EXPAND | SDX_OP_WRITE))
        return 3;
    if (b & SDX_OP_SCAN)
        return 4;
    return 5;   /* Sort, Range, Coalesce, ... */
}

typedef struct op_acc {
    const char *names[6];
    int n;
    unsigned bits;
} op_acc;

static void acc_add(op_acc *a, const sdx_plan_node *node, const char *name)
{
    const char *simple = node ? node->simple_string : NULL;
    a->bits |= op_bits(name, simple);
    if (!op_named(name))
        return;
    /* "Scan csv ", "Scan parquet default.t": keep the first two words */
    for (int i = 0; i < a->n; i++)
        if (!strcmp(a->names[i], name))
            return;
    if (a->n < 6)
        a->names[a->n++] = name;
}

/* The value of "name" in an RDD scope ({"id":"12","name":"Exchange"}). */
static int scope_name(const char *scope, char *out, size_t cap)
{
    const char *p = scope ? strstr(scope, "\"name\":") : NULL;
    if (!p)
        return 0;
    p += 7;
    while (*p == ' ')
        p++;
    if (*p != '"')
        return 0;
    p++;
    size_t n = 0;
    while (*p && *p != '"' && n + 1 < cap)
        out[n++] = *p++;
    out[n] = 0;
    return n > 0;
}

/* The WholeStageCodegen index of an execution (m->sql is sorted by id; the
 * cache is parallel to it). NULL when not in m->sql; *oom on failure. */
static exec_ops *exec_ops_for(const sdx_model *m, exec_ops **cache, const sdx_sql_exec *e, int *oom)
{
    uint32_t lo = 0, hi = m->nsql;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (m->sql[mid]->execution_id < e->execution_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= m->nsql || m->sql[lo] != e)
        return NULL;
    if (!cache[lo]) {
        exec_ops *x = sdx_xcalloc(1, sizeof(exec_ops));
        if (!x) {
            *oom = 1;
            return NULL;
        }
        cache[lo] = x;
        x->e = e;
        if (index_plan(x, e->plan) < 0) {
            *oom = 1;
            return NULL;
        }
    }
    return cache[lo];
}

static int stage_ops(const sdx_model *m, an_owned *own, sdx_stage_facts *rs, exec_ops **cache)
{
    op_acc a = {{0}, 0, 0};
    int oom = 0;
    exec_ops *x = rs->sql ? exec_ops_for(m, cache, rs->sql, &oom) : NULL;
    if (oom)
        return -1;
    const sdx_stage *s = rs->s;
    for (uint32_t i = 0; i < s->nrdds; i++) {
        const sdx_rdd_info *ri = &s->rdds[i];
        if (ri->name && (!strcmp(ri->name, "ShuffledRowRDD") || !strcmp(ri->name, "ShuffledRDD")))
            rs->nshuffle_in++;
        if (ri->name && !strcmp(ri->name, "CoGroupedRDD"))
            a.bits |= SDX_OP_COGROUP;
        char name[128];
        if (!scope_name(ri->scope, name, sizeof name))
            continue;
        int64_t id;
        if (sscanf(name, "WholeStageCodegen (%ld)", &id) == 1) {
            for (uint32_t k = 0; x && k < x->nw; k++)
                if (x->w[k].id == id)
                    for (uint32_t j = 0; j < x->w[k].n; j++)
                        acc_add(&a, x->w[k].nodes[j], x->w[k].nodes[j]->node_name);
        } else {
            /* find the node to learn its functions (collect_list) */
            const sdx_plan_node *node = rs->sql ? sdx_plan_find(rs->sql->plan, name) : NULL;
            const char *nm = node ? node->node_name : an_strdup(own, name);
            if (!nm)
                return -1;
            acc_add(&a, node, nm);
        }
    }
    rs->ops = a.bits;
    /* name what decides the stage first: joins, windows, Python, aggregates, ... sources last */
    for (int i = 1; i < a.n; i++)
        for (int j = i; j > 0 && op_rank(a.names[j]) < op_rank(a.names[j - 1]); j--) {
            const char *t = a.names[j];
            a.names[j] = a.names[j - 1];
            a.names[j - 1] = t;
        }
    if (a.n) {
        char buf[256] = "";
        for (int i = 0; i < a.n && i < 4; i++) {
            if (i)
                strncat(buf, ", ", sizeof buf - strlen(buf) - 1);
            strncat(buf, a.names[i], sizeof buf - strlen(buf) - 1);
        }
        if (!(rs->ops_text = an_strdup(own, buf)))
            return -1;
    }
    /* the operator a finding names: the one that decides the stage's shape */
    static const struct { unsigned bit; const char *prefix; } pri[] = {
        {SDX_OP_SMJ, "SortMergeJoin"}, {SDX_OP_SHJ, "ShuffledHashJoin"}, {SDX_OP_CARTESIAN, "CartesianProduct"},
        {SDX_OP_NLJ, "BroadcastNestedLoopJoin"}, {SDX_OP_WINDOW, "Window"}, {SDX_OP_PYTHON, ""},
        {SDX_OP_AGG, ""}, {SDX_OP_BHJ, "BroadcastHashJoin"}, {SDX_OP_GENERATE, "Generate"},
        {SDX_OP_EXPAND, "Expand"}, {SDX_OP_WRITE, ""}, {SDX_OP_SCAN, ""}};
    for (size_t p = 0; p < sizeof pri / sizeof pri[0] && !rs->main_op; p++) {
        if (!(a.bits & pri[p].bit))
            continue;
        for (int i = 0; i < a.n; i++)
            if (op_bits(a.names[i], NULL) & pri[p].bit) {
                rs->main_op = a.names[i];
                break;
            }
    }
    return 0;
}

/* ---- slots ---- */

static int32_t exec_slots(const sdx_executor *e)
{
    if (e->max_tasks > 0)
        return e->max_tasks;
    return e->total_cores > 0 ? e->total_cores : 0;
}

typedef struct t_slots {
    int64_t t;
    uint64_t slots;
} t_slots;

static int cmp_t_slots(const void *x, const void *y)
{
    const t_slots *p = x, *q = y;
    return p->t < q->t ? -1 : p->t > q->t;
}

/* Sort (time, slots) pairs into times + prefix sums (sum[k] = first k). */
static int sorted_sums(t_slots *v, uint32_t n, int64_t **t, uint64_t **sum)
{
    qsort(v, n, sizeof *v, cmp_t_slots);
    *t = sdx_xmalloc(sizeof(int64_t) * (n ? n : 1));
    *sum = sdx_xmalloc(sizeof(uint64_t) * (n + 1));
    if (!*t || !*sum)
        return -1;
    (*sum)[0] = 0;
    for (uint32_t i = 0; i < n; i++) {
        (*t)[i] = v[i].t;
        (*sum)[i + 1] = (*sum)[i] + v[i].slots;
    }
    return 0;
}

/* How many of the sorted times are < x (strict) or <= x. */
static uint32_t count_below(const int64_t *t, uint32_t n, int64_t x, int inclusive)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (t[mid] < x || (inclusive && t[mid] == x))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static int slots_index(const sdx_model *m, an_owned *own)
{
    uint32_t n = m->nexecutors;
    t_slots *rem = sdx_xmalloc(sizeof(t_slots) * (n ? n : 1));
    t_slots *add = sdx_xmalloc(sizeof(t_slots) * (n ? n : 1));
    t_slots *irem = sdx_xmalloc(sizeof(t_slots) * (n ? n : 1));
    t_slots *iadd = sdx_xmalloc(sizeof(t_slots) * (n ? n : 1));
    int rc = -1;
    if (!rem || !add || !irem || !iadd)
        goto out;
    for (uint32_t i = 0; i < n; i++) {
        const sdx_executor *e = m->executors[i];
        uint64_t k = (uint64_t)(int64_t)exec_slots(e);
        own->total_slots += k;
        if (e->remove_time >= 0)
            rem[own->nrem++] = (t_slots){e->remove_time, k};
        if (e->add_time >= 0)
            add[own->nadd++] = (t_slots){e->add_time, k};
        if (e->remove_time >= 0 && e->add_time >= 0 && e->remove_time < e->add_time) {
            irem[own->ninv] = (t_slots){e->remove_time, k};
            iadd[own->ninv] = (t_slots){e->add_time, k};
            own->ninv++;
        }
    }
    if (sorted_sums(rem, own->nrem, &own->rem_t, &own->rem_sum) < 0 ||
        sorted_sums(add, own->nadd, &own->add_t, &own->add_sum) < 0 ||
        sorted_sums(irem, own->ninv, &own->inv_rem, &own->inv_rem_sum) < 0 ||
        sorted_sums(iadd, own->ninv, &own->inv_add, &own->inv_add_sum) < 0)
        goto out;
    rc = 0;
out:
    free(rem);
    free(add);
    free(irem);
    free(iadd);
    return rc;
}

/* Slots of the executors not removed before `from` and not added after `to`
 * (either bound -1 = open): all - removed before from - added after to +
 * those counted twice (removed before from and added after to). */
static int32_t slots_during(const sdx_model *m, const an_owned *own, int64_t from, int64_t to)
{
    uint64_t n = own->total_slots;
    if (from >= 0)
        n -= own->rem_sum[count_below(own->rem_t, own->nrem, from, 0)];
    if (to >= 0)
        n -= own->add_sum[own->nadd] - own->add_sum[count_below(own->add_t, own->nadd, to, 1)];
    if (from >= 0 && to >= 0) {
        if (from == to) {
            /* removed before t and added after t: only an executor removed
             * before its add; rem < t and not add <= t (add <= t implies rem < t) */
            n += own->inv_rem_sum[count_below(own->inv_rem, own->ninv, from, 0)] -
                 own->inv_add_sum[count_below(own->inv_add, own->ninv, to, 1)];
        } else if (from < to) {
            /* only executors removed before their add can be both */
            for (uint32_t i = 0; own->ninv && i < m->nexecutors; i++) {
                const sdx_executor *e = m->executors[i];
                if (e->remove_time >= 0 && e->add_time >= 0 && e->remove_time < from && e->add_time > to)
                    n += (uint64_t)(int64_t)exec_slots(e);
            }
        } else {
            for (uint32_t i = 0; i < m->nexecutors; i++) {
                const sdx_executor *e = m->executors[i];
                if (e->remove_time >= 0 && e->add_time >= 0 && e->remove_time < from && e->add_time > to)
                    n += (uint64_t)(int64_t)exec_slots(e);
            }
        }
    }
    return n > INT32_MAX ? INT32_MAX : (int32_t)n;   /* Total Cores of Int.MAX on many executors */
}

int32_t sdx_analysis_slots_during(const sdx_analysis *a, int64_t from, int64_t to)
{
    return slots_during(a->m, a->internal_, from, to);
}

/* A sweep over the sorted events: the slots alive at t (slots_during(t,
 * t)) for non-decreasing t, each pointer moving forward only. */
typedef struct an_sweep {
    const an_owned *own;
    uint32_t rem, add, inv_rem, inv_add;   /* removes < t, adds <= t, ... */
} an_sweep;

static int32_t sweep_at(an_sweep *w, int64_t t)
{
    const an_owned *o = w->own;
    while (w->rem < o->nrem && o->rem_t[w->rem] < t)
        w->rem++;
    while (w->add < o->nadd && o->add_t[w->add] <= t)
        w->add++;
    while (w->inv_rem < o->ninv && o->inv_rem[w->inv_rem] < t)
        w->inv_rem++;
    while (w->inv_add < o->ninv && o->inv_add[w->inv_add] <= t)
        w->inv_add++;
    uint64_t n = o->total_slots - o->rem_sum[w->rem] - (o->add_sum[o->nadd] - o->add_sum[w->add]) +
                 o->inv_rem_sum[w->inv_rem] - o->inv_add_sum[w->inv_add];
    return n > INT32_MAX ? INT32_MAX : (int32_t)n;   /* Total Cores of Int.MAX on many executors */
}

/* One sweep over the executors' adds and removes (in time order, a remove
 * taking effect 1 ms after its time: alive through it): the step series,
 * and the peak slots, the most at any executor add (all of them when an
 * executor has no add time or none has slots at its add). */
static int slots_peak_and_steps(sdx_analysis *a, an_owned *own)
{
    int32_t best = 0;
    uint32_t cap = own->nadd + own->nrem;
    a->slot_steps = an_alloc(own, sizeof(sdx_slot_step) * cap);
    if (!a->slot_steps)
        return -1;
    an_sweep w = {own, 0, 0, 0, 0};
    uint32_t i = 0, k = 0;
#define AFTER(t) ((t) == INT64_MAX ? (t) : (t) + 1)
    while (i < own->nadd || k < own->nrem) {
        int64_t t;
        if (k >= own->nrem || (i < own->nadd && own->add_t[i] <= AFTER(own->rem_t[k])))
            t = own->add_t[i];
        else
            t = AFTER(own->rem_t[k]);
        int is_add = i < own->nadd && own->add_t[i] == t;
        while (i < own->nadd && own->add_t[i] == t)
            i++;
        while (k < own->nrem && AFTER(own->rem_t[k]) == t)
            k++;
        int32_t n = sweep_at(&w, t);
        if (is_add && n > best)
            best = n;
        if (a->nslot_steps && a->slot_steps[a->nslot_steps - 1].slots == n)
            continue;
        a->slot_steps[a->nslot_steps++] = (sdx_slot_step){t, n};
    }
#undef AFTER
    int32_t all = own->total_slots > INT32_MAX ? INT32_MAX : (int32_t)own->total_slots;   /* slots_during(-1, -1) */
    if (own->nadd < a->m->nexecutors && all > best)
        best = all;   /* an executor without an add time counts them all */
    if (!best)
        best = all;
    a->slots = best;
    return 0;
}

/* ---- time ---- */

static void app_times(sdx_analysis *a)
{
    const sdx_model *m = a->m;
    int64_t start = m->attempt.start_time, end = m->app_end_time;
    int64_t lo = INT64_MAX, hi = -1;
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        if (j->submission_time >= 0 && j->submission_time < lo)
            lo = j->submission_time;
        if (j->completion_time > hi)
            hi = j->completion_time;
    }
    for (uint32_t i = 0; i < m->nstages; i++) {
        const sdx_stage *s = m->stages[i];
        if (s->has_submission_time && s->submission_time < lo)
            lo = s->submission_time;
        if (s->has_completion_time && s->completion_time > hi)
            hi = s->completion_time;
    }
    if (start < 0 || start == INT64_MAX)
        start = lo != INT64_MAX ? lo : -1;
    if (end < 0)
        end = hi;
    if (end < 0 && m->attempt.end_time > 0)
        end = m->attempt.end_time;
    a->app_start = start;
    a->app_end = end;
    a->wall_ms = start >= 0 && end >= start ? end - start : 0;
}

typedef struct ival {
    int64_t a, b;
} ival;

static int cmp_ival(const void *x, const void *y)
{
    const ival *p = x, *q = y;
    return p->a < q->a ? -1 : p->a > q->a;
}

/* Job time (the union of the jobs' intervals) and the gaps between. */
static int time_split(sdx_analysis *an, an_owned *own)
{
    const sdx_model *m = an->m;
    ival *v = sdx_xmalloc(sizeof(ival) * (m->njobs ? m->njobs : 1));
    if (!v)
        return -1;
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        if (j->submission_time < 0)
            continue;
        int64_t b = j->completion_time >= 0 ? j->completion_time : an->app_end;
        if (b < j->submission_time)
            continue;
        v[n].a = j->submission_time;
        v[n].b = b;
        n++;
    }
    qsort(v, n, sizeof *v, cmp_ival);
    an->gaps = an_alloc(own, sizeof(sdx_gap) * (n + 1));
    if (!an->gaps) {
        free(v);
        return -1;
    }
    int64_t busy = 0, cur_a = -1, cur_b = -1, prev_end = an->app_start, gap = 0, gap_at = -1;
    for (uint32_t i = 0; i <= n; i++) {
        if (i < n && cur_b >= 0 && v[i].a <= cur_b) {
            if (v[i].b > cur_b)
                cur_b = v[i].b;
            continue;
        }
        if (cur_b >= 0) {
            busy += cur_b - cur_a;
            if (prev_end >= 0 && cur_a - prev_end > 0)
                an->gaps[an->ngaps++] = (sdx_gap){prev_end, cur_a};
            if (prev_end >= 0 && cur_a - prev_end > gap) {
                gap = cur_a - prev_end;
                gap_at = prev_end;
            }
            prev_end = cur_b;
        }
        if (i < n) {
            cur_a = v[i].a;
            cur_b = v[i].b;
        }
    }
    if (an->app_end >= 0 && prev_end >= 0 && an->app_end - prev_end > 0)
        an->gaps[an->ngaps++] = (sdx_gap){prev_end, an->app_end};
    if (an->app_end >= 0 && prev_end >= 0 && an->app_end - prev_end > gap) {
        gap = an->app_end - prev_end;
        gap_at = prev_end;
    }
    free(v);
    an->job_ms = busy < an->wall_ms ? busy : an->wall_ms;
    an->driver_ms = an->wall_ms - an->job_ms;
    an->longest_gap_ms = gap;
    an->longest_gap_start = gap_at;
    return 0;
}

/* ---- lookups ---- */

static int cmp_stage_ix(const void *x, const void *y, void *arg)
{
    const sdx_analysis *a = arg;
    uint32_t i = *(const uint32_t *)x, k = *(const uint32_t *)y;
    int32_t p = a->stages[i].s->stage_id, q = a->stages[k].s->stage_id;
    if (p != q)
        return p < q ? -1 : 1;
    return i < k ? -1 : i > k;
}

static int cmp_job_ix(const void *x, const void *y, void *arg)
{
    const sdx_analysis *a = arg;
    uint32_t i = *(const uint32_t *)x, k = *(const uint32_t *)y;
    int32_t p = a->m->jobs[i]->job_id, q = a->m->jobs[k]->job_id;
    if (p != q)
        return p < q ? -1 : 1;
    return i < k ? -1 : i > k;
}

/* First position in stage_ix of a stage id (nstages when none). */
static uint32_t stage_first(const sdx_analysis *a, int32_t stage_id)
{
    const an_owned *own = a->internal_;
    uint32_t lo = 0, hi = a->nstages;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (a->stages[own->stage_ix[mid]].s->stage_id < stage_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const sdx_stage_facts *sdx_analysis_stage(const sdx_analysis *a, int32_t stage_id, int32_t attempt)
{
    const an_owned *own = a->internal_;
    for (uint32_t p = stage_first(a, stage_id); p < a->nstages; p++) {
        const sdx_stage_facts *s = &a->stages[own->stage_ix[p]];
        if (s->s->stage_id != stage_id)
            break;
        if (attempt < 0 || s->s->attempt_id == attempt)
            return s;
    }
    return NULL;
}

const sdx_job_facts *sdx_analysis_job(const sdx_analysis *a, int32_t job_id)
{
    const an_owned *own = a->internal_;
    uint32_t lo = 0, hi = a->njobs;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (a->m->jobs[own->job_ix[mid]]->job_id < job_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < a->njobs && a->m->jobs[own->job_ix[lo]]->job_id == job_id)
        return &a->jobs[own->job_ix[lo]];
    return NULL;
}

/* ---- critical path ---- */

/* The stage of `id` that ran, completed and completed last (strictly: the
 * first such in model order wins a tie), not before `after` (-1: any). */
static const sdx_stage_facts *last_completed(const sdx_analysis *a, int32_t id, const sdx_stage_facts *best,
                                             int check_after, int64_t after)
{
    const an_owned *own = a->internal_;
    for (uint32_t p = stage_first(a, id); p < a->nstages; p++) {
        const sdx_stage_facts *s = &a->stages[own->stage_ix[p]];
        if (s->s->stage_id != id)
            break;
        if (!s->ran || !s->s->has_completion_time)
            continue;
        if (check_after && s->s->completion_time < after)
            continue;   /* ran for an earlier job */
        if (!best || s->s->completion_time > best->s->completion_time)
            best = s;
    }
    return best;
}

static int critical_chain(sdx_analysis *a, an_owned *own, const sdx_job *j, sdx_job_facts *jf)
{
    const sdx_stage_facts *last = NULL;
    for (uint32_t i = 0; i < j->nstage_ids; i++)
        last = last_completed(a, j->stage_ids[i], last, 0, 0);
    int32_t chain[SDX_CRITICAL_MAX];
    uint32_t n = 0;
    while (last && n < SDX_CRITICAL_MAX) {
        chain[n++] = last->s->stage_id;
        const sdx_stage_facts *best = NULL;
        for (uint32_t p = 0; p < last->s->nparents; p++)
            best = last_completed(a, last->s->parent_ids[p], best, 1, j->submission_time);
        if (!a->parents_known && last->s->has_submission_time) {
            /* no parent ids in the log: the job's stage that completed
             * last at or before this one was submitted */
            for (uint32_t i = 0; i < j->nstage_ids; i++) {
                const sdx_stage_facts *s = last_completed(a, j->stage_ids[i], NULL, 1, j->submission_time);
                if (s && s != last && s->s->completion_time <= last->s->submission_time &&
                    (!best || s->s->completion_time > best->s->completion_time))
                    best = s;
            }
        }
        last = best;
    }
    jf->critical = an_alloc(own, sizeof(int32_t) * n);
    if (!jf->critical)
        return -1;
    for (uint32_t i = 0; i < n; i++)
        jf->critical[i] = chain[n - 1 - i];
    jf->ncritical = n;
    return 0;
}

/* ---- per-stage facts ---- */

static int stage_facts(sdx_analysis *a, an_owned *own, double tail_share)
{
    const sdx_model *m = a->m;
    a->nstages = m->nstages;
    a->stages = an_alloc(own, sizeof(sdx_stage_facts) * m->nstages);
    own->summaries = sdx_xcalloc(m->nstages ? m->nstages : 1, sizeof(sdx_stage_summary *));
    exec_ops **cache = sdx_xcalloc(m->nsql ? m->nsql : 1, sizeof(exec_ops *));
    int rc = -1;
    if (!a->stages || !own->summaries || !cache)
        goto out;
    for (uint32_t i = 0; i < m->nstages; i++) {
        const sdx_stage *s = m->stages[i];
        sdx_stage_facts *rs = &a->stages[i];
        rs->s = s;
        if (s->summary) {
            rs->sum = s->summary;
        } else if (s->tasks && s->ntasks) {
            sdx_stage_summary *sum = sdx_stage_summarize(s);
            if (!sum)
                goto out;
            own->summaries[own->nsummaries++] = sum;
            rs->sum = sum;
        } else {
            rs->sum = &empty_summary;
        }
        rs->ran = s->status != SDX_STAGE_SKIPPED && s->status != SDX_STAGE_PENDING &&
                  (s->completed_tasks + s->failed_tasks + s->killed_tasks + s->active_tasks) > 0;
        for (uint32_t k = 0; k < s->njob_ids && !rs->job; k++)
            rs->job = sdx_model_job(m, s->job_ids[k]);
        if (rs->job && rs->job->sql_execution_id >= 0)
            rs->sql = sdx_model_sql(m, rs->job->sql_execution_id);
        int64_t from = s->has_submission_time ? s->submission_time : -1;
        int64_t to = s->has_completion_time ? s->completion_time : a->app_end;
        rs->dur = from >= 0 && to >= from ? to - from : -1;
        rs->slowest = rs->sum->ntop ? rs->sum->top[0].duration : 0;
        rs->total = rs->sum->sum_duration;
        int32_t slots = slots_during(m, own, from, to);
        rs->slots_known = slots > 0 || a->slots_known;
        rs->slots = slots > 0 ? slots : a->slots;
        rs->capacity = rs->total / rs->slots;
        rs->model = rs->slowest > rs->capacity ? rs->slowest : rs->capacity;
        rs->others = (rs->total - rs->slowest) / rs->slots;
        /* The lower bound max(slowest, total/slots) misses the straggler at
         * the end: when the slowest task ended the stage, the stage waited on
         * it alone for about (duration - the others' time on all slots). */
        if (rs->sum->ntop && s->has_completion_time && rs->dur > 0) {
            int64_t end = rs->sum->top[0].launch_time + rs->sum->top[0].duration;
            int64_t slack = rs->dur / 20 > 100 ? rs->dur / 20 : 100;
            if (end >= s->completion_time - slack && rs->dur > rs->others)
                rs->tail = rs->dur - rs->others;
            if (rs->tail > rs->slowest)
                rs->tail = rs->slowest;
        }
        if (rs->sum->count == 0 || !rs->slots_known)
            rs->bound = "unknown";
        else if (rs->sum->count <= rs->slots)
            rs->bound = "parallelism";
        else if (rs->slowest >= rs->capacity || (double)rs->tail >= tail_share * (double)rs->dur)
            rs->bound = "skew";
        else
            rs->bound = "capacity";
        rs->shuffle_read = s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ];
        rs->shuffle_write = s->m[SDX_TM_SHUFFLE_WRITE_BYTES];
        rs->input = s->m[SDX_TM_INPUT_BYTES];
        rs->output = s->m[SDX_TM_OUTPUT_BYTES];
        rs->spill_mem = s->m[SDX_TM_MEMORY_BYTES_SPILLED];
        rs->spill_disk = s->m[SDX_TM_DISK_BYTES_SPILLED];
        a->task_ms += rs->total;
        if (stage_ops(m, own, rs, cache) < 0)
            goto out;
    }
    rc = 0;
out:
    for (uint32_t i = 0; cache && i < m->nsql; i++) {
        if (!cache[i])
            continue;
        for (uint32_t k = 0; k < cache[i]->nw; k++)
            free(cache[i]->w[k].nodes);
        free(cache[i]->w);
        free(cache[i]);
    }
    free(cache);
    return rc;
}

/* ---- AQE ---- */

int sdx_aqe_default(int spark_version)
{
    return spark_version == 0 || spark_version >= 302;
}

int sdx_analysis_aqe_on(const sdx_analysis *a)
{
    int dflt = sdx_aqe_default(a->spark_version);
    /* AQE re-planned an execution: it was on, whatever the version's default
     * (vendor builds such as Databricks Runtime turn it on before 3.2) */
    for (uint32_t i = 0; i < a->m->nsql; i++)
        if (a->m->sql[i]->aqe_updates > 0)
            dflt = 1;
    const char *v = sdx_model_spark_prop(a->m, "spark.sql.adaptive.enabled");
    if (!v)
        return dflt;
    while (*v == ' ' || *v == '\t' || *v == '\n' || *v == '\r' || *v == '\f' || *v == '\v')
        v++;
    if (!strncasecmp(v, "true", 4))
        return 1;
    if (!strncasecmp(v, "false", 5))
        return 0;
    return dflt;
}

/* ---- entry points ---- */

static int spark_version(const sdx_model *m)
{
    const char *v = m->spark_version;
    if (!v)
        v = m->attempt.app_spark_version;
    int maj = 0, min = 0;
    if (!v || sscanf(v, "%d.%d", &maj, &min) < 1)
        return 0;
    return maj * 100 + min;
}

int sdx_analysis_build(const sdx_model *m, const sdx_analysis_opts *opts, sdx_analysis **out, sdx_error *err)
{
    sdx_error_clear(err);
    *out = NULL;
    double tail_share = opts ? opts->tail_share : 0.25;
    an_owned *own = sdx_xcalloc(1, sizeof *own);
    if (!own)
        goto oom;
    sdx_arena_init(&own->arena);
    sdx_analysis *a = sdx_arena_alloc(&own->arena, sizeof *a);
    if (!a) {
        sdx_arena_free(&own->arena);
        free(own);
        goto oom;
    }
    a->internal_ = own;
    a->m = m;
    a->spark_version = spark_version(m);
    const char *master = sdx_model_spark_prop(m, "spark.master");
    a->local_mode = master && !strncmp(master, "local", 5) && strncmp(master, "local-cluster", 13);
    app_times(a);
    if (slots_index(m, own) < 0 || slots_peak_and_steps(a, own) < 0)
        goto fail;
    if (!a->slots && master) {
        /* Spark 1.x local mode records no executor cores: local[N] says it */
        int n = 0;
        if (!strcmp(master, "local"))
            a->slots = 1;
        else if (sscanf(master, "local[%d", &n) == 1 && n > 0)
            a->slots = n;
    }
    a->slots_known = a->slots > 0;
    if (!a->slots)
        a->slots = 1;
    if (stage_facts(a, own, tail_share) < 0 || time_split(a, own) < 0)
        goto fail;
    own->stage_ix = sdx_xmalloc(sizeof(uint32_t) * (a->nstages ? a->nstages : 1));
    own->job_ix = sdx_xmalloc(sizeof(uint32_t) * (m->njobs ? m->njobs : 1));
    a->njobs = m->njobs;
    a->jobs = an_alloc(own, sizeof(sdx_job_facts) * m->njobs);
    if (!own->stage_ix || !own->job_ix || !a->jobs)
        goto fail;
    for (uint32_t i = 0; i < a->nstages; i++)
        own->stage_ix[i] = i;
    qsort_r(own->stage_ix, a->nstages, sizeof(uint32_t), cmp_stage_ix, a);
    for (uint32_t i = 0; i < m->njobs; i++)
        own->job_ix[i] = i;
    qsort_r(own->job_ix, m->njobs, sizeof(uint32_t), cmp_job_ix, a);
    a->parents_known = 1;
    {
        int multi = 0, named = 0;
        for (uint32_t i = 0; i < m->njobs && !multi; i++)
            multi = m->jobs[i]->nstage_ids > 1;
        for (uint32_t i = 0; i < a->nstages && !named; i++)
            named = a->stages[i].s->nparents > 0;
        a->parents_known = named || !multi;
    }
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        sdx_job_facts *jf = &a->jobs[i];
        jf->job = j;
        if (j->status == SDX_JOB_FAILED)
            a->app_failed = 1;
        if (j->submission_time < 0) {
            jf->duration_ms = -1;
        } else {
            int64_t end = j->completion_time >= 0 ? j->completion_time : a->app_end;
            jf->duration_ms = end >= j->submission_time ? end - j->submission_time : 0;
        }
        if (critical_chain(a, own, j, jf) < 0)
            goto fail;
    }
    *out = a;
    return 0;
fail:
    sdx_analysis_free(a);
oom:
    sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory while analysing the model");
    return -1;
}

void sdx_analysis_free(sdx_analysis *a)
{
    if (!a)
        return;
    an_owned *own = a->internal_;
    for (uint32_t i = 0; i < own->nsummaries; i++)
        free(own->summaries[i]);
    free(own->summaries);
    free(own->rem_t);
    free(own->rem_sum);
    free(own->add_t);
    free(own->add_sum);
    free(own->inv_rem);
    free(own->inv_rem_sum);
    free(own->inv_add);
    free(own->inv_add_sum);
    free(own->stage_ix);
    free(own->job_ix);
    sdx_arena_free(&own->arena);
    free(own);
}
