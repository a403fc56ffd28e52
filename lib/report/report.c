/*
 * report.c: builds an sdx_report from a model. First the facts every rule
 * shares (per stage: the stage-time model with its slots, the plan operators
 * from RDD scopes and WholeStageCodegen clusters, the SQL execution), then
 * "where the time goes" (wall clock = driver-only gaps + job time, the jobs
 * and their critical stage chains, the heavy stages), then every rule of the
 * registry in order, then the ranking (impact x confidence, deterministic
 * ties) and the "prevent" baselines. Reads the model only; owns everything
 * it returns in one arena.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/internal.h"

typedef struct rp_owned {
    sdx_arena arena;
    sdx_stage_summary **summaries;   /* computed here (KEEP_TASKS models) */
    uint32_t nsummaries, summaries_cap;
    rp_stage *st;
} rp_owned;

static const sdx_stage_summary empty_summary = {.max_read = {-1, -1, 0, 0, 0}, .max_input = {-1, -1, 0, 0, 0}};

const char *sdx_severity_name(sdx_severity s)
{
    static const char *const names[] = {"info", "low", "medium", "high", "critical"};
    return (unsigned)s < 5 ? names[s] : "?";
}

int sdx_severity_parse(const char *name, sdx_severity *out)
{
    for (int i = 0; i < 5; i++)
        if (!strcasecmp(name, sdx_severity_name((sdx_severity)i))) {
            *out = (sdx_severity)i;
            return 0;
        }
    return -1;
}

const char *sdx_fix_kind_name(sdx_fix_kind k)
{
    static const char *const names[] = {"config", "join", "data", "code"};
    return (unsigned)k < 4 ? names[k] : "?";
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

static void collect_cluster(wscg_ops *w, const sdx_plan_node *n)
{
    if (!n || !n->node_name)
        return;
    if (!strcmp(n->node_name, "InputAdapter"))
        return;
    SDX_VEC_PUSH(w->nodes, w->n, w->cap, n);
    for (uint32_t i = 0; i < n->nchildren; i++)
        collect_cluster(w, n->children[i]);
}

static void index_plan(exec_ops *x, const sdx_plan_node *n)
{
    if (!n)
        return;
    int64_t id;
    if (n->node_name && sscanf(n->node_name, "WholeStageCodegen (%ld)", &id) == 1) {
        SDX_VEC_GROW(x->w, x->wcap, x->nw + 1);
        wscg_ops *w = &x->w[x->nw++];
        memset(w, 0, sizeof *w);
        w->id = id;
        for (uint32_t i = 0; i < n->nchildren; i++)
            collect_cluster(w, n->children[i]);
    }
    for (uint32_t i = 0; i < n->nchildren; i++)
        index_plan(x, n->children[i]);
}

static unsigned op_bits(const char *name, const char *simple)
{
    if (!name)
        return 0;
    unsigned b = 0;
    if (strstr(name, "SortMergeJoin")) b |= RP_OP_SMJ;
    else if (strstr(name, "ShuffledHashJoin")) b |= RP_OP_SHJ;
    else if (strstr(name, "BroadcastHashJoin")) b |= RP_OP_BHJ;
    else if (strstr(name, "BroadcastNestedLoopJoin")) b |= RP_OP_NLJ;
    else if (strstr(name, "CartesianProduct")) b |= RP_OP_CARTESIAN;
    else if (strstr(name, "Aggregate") && !strstr(name, "InPandas")) {
        b |= RP_OP_AGG;
        if (simple && (strstr(simple, "collect_list") || strstr(simple, "collect_set")))
            b |= RP_OP_COLLECT_AGG;
    } else if (!strncmp(name, "Window", 6) && !strstr(name, "Python")) b |= RP_OP_WINDOW;
    else if (!strcmp(name, "Sort")) b |= RP_OP_SORT;
    else if (strstr(name, "Scan") && !strstr(name, "ShuffleRead")) b |= RP_OP_SCAN;
    else if (strstr(name, "InsertInto") || strstr(name, "WriteFiles") || strstr(name, "OverwriteByExpression") ||
             strstr(name, "AppendData") || strstr(name, "CreateDataSourceTable") || strstr(name, "SaveIntoDataSource"))
        b |= RP_OP_WRITE;
    else if (strstr(name, "EvalPython") || strstr(name, "InPandas") || strstr(name, "InArrow") ||
             strstr(name, "PythonUDF") || strstr(name, "WindowInPandas") || strstr(name, "ArrowWindowPython") ||
             strstr(name, "PythonMapIn") || strstr(name, "PythonUDTF")) {
        b |= RP_OP_PYTHON;
        if (strstr(name, "Arrow") || strstr(name, "Pandas"))
            b |= RP_OP_ARROW;
    } else if (!strcmp(name, "Generate")) b |= RP_OP_GENERATE;
    else if (!strcmp(name, "Expand")) b |= RP_OP_EXPAND;
    else if (strstr(name, "AQEShuffleRead") || strstr(name, "CustomShuffleReader")) b |= RP_OP_AQE_READ;
    else if (strstr(name, "Exchange")) b |= RP_OP_EXCHANGE;
    return b;
}

/* Operators worth naming in a stage summary (not Project / Filter /
 * Exchange ...): what the stage computes and where its rows come from. */
static int op_named(const char *name)
{
    if (!strcmp(name, "Range") || !strcmp(name, "LocalTableScan") || !strcmp(name, "Sort") ||
        !strcmp(name, "Coalesce") || !strcmp(name, "Union"))
        return 1;
    return (op_bits(name, NULL) & ~(unsigned)(RP_OP_EXCHANGE | RP_OP_AQE_READ | RP_OP_SORT)) != 0;
}

static int op_rank(const char *name)
{
    unsigned b = op_bits(name, NULL);
    if (b & (RP_OP_SMJ | RP_OP_SHJ | RP_OP_BHJ | RP_OP_NLJ | RP_OP_CARTESIAN))
        return 0;
    if (b & (RP_OP_WINDOW | RP_OP_PYTHON))
        return 1;
    if (b & RP_OP_AGG)
        return 2;
    if (b & (RP_OP_GENERATE | RP_OP_EXPAND | RP_OP_WRITE))
        return 3;
    if (b & RP_OP_SCAN)
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

static exec_ops *exec_ops_for(rp_ctx *c, exec_ops **cache, const sdx_sql_exec *e)
{
    /* m->sql is sorted by execution id; the cache is parallel to it */
    uint32_t lo = 0, hi = c->m->nsql;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (c->m->sql[mid]->execution_id < e->execution_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= c->m->nsql || c->m->sql[lo] != e)
        return NULL;
    if (!cache[lo]) {
        cache[lo] = sdx_xcalloc(1, sizeof(exec_ops));
        cache[lo]->e = e;
        index_plan(cache[lo], e->plan);
    }
    return cache[lo];
}

static void stage_ops(rp_ctx *c, rp_stage *rs, exec_ops **cache)
{
    op_acc a = {{0}, 0, 0};
    exec_ops *x = rs->sql ? exec_ops_for(c, cache, rs->sql) : NULL;
    const sdx_stage *s = rs->s;
    const char *first_named = NULL;
    for (uint32_t i = 0; i < s->nrdds; i++) {
        const sdx_rdd_info *ri = &s->rdds[i];
        if (ri->name && (!strcmp(ri->name, "ShuffledRowRDD") || !strcmp(ri->name, "ShuffledRDD")))
            rs->nshuffle_in++;
        if (ri->name && !strcmp(ri->name, "CoGroupedRDD")) {
            a.bits |= RP_OP_COGROUP;
            rs->nshuffle_in += (int)ri->nparents > 1 ? 0 : 0;
        }
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
            const sdx_plan_node *node = rs->sql ? rp_plan_find(rs->sql->plan, name) : NULL;
            acc_add(&a, node, node ? node->node_name : rp_strdup(c, name));
        }
        if (!first_named && a.n)
            first_named = a.names[0];
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
        rs->ops_text = rp_strdup(c, buf);
    }
    /* the operator a finding names: the one that decides the stage's shape */
    static const struct { unsigned bit; const char *prefix; } pri[] = {
        {RP_OP_SMJ, "SortMergeJoin"}, {RP_OP_SHJ, "ShuffledHashJoin"}, {RP_OP_CARTESIAN, "CartesianProduct"},
        {RP_OP_NLJ, "BroadcastNestedLoopJoin"}, {RP_OP_WINDOW, "Window"}, {RP_OP_PYTHON, ""},
        {RP_OP_AGG, ""}, {RP_OP_BHJ, "BroadcastHashJoin"}, {RP_OP_GENERATE, "Generate"},
        {RP_OP_EXPAND, "Expand"}, {RP_OP_WRITE, ""}, {RP_OP_SCAN, ""}};
    for (size_t p = 0; p < sizeof pri / sizeof pri[0] && !rs->main_op; p++) {
        if (!(a.bits & pri[p].bit))
            continue;
        for (int i = 0; i < a.n; i++)
            if (op_bits(a.names[i], NULL) & pri[p].bit) {
                rs->main_op = a.names[i];
                break;
            }
    }
}

/* ---- slots ---- */

static int32_t exec_slots(const sdx_executor *e)
{
    if (e->max_tasks > 0)
        return e->max_tasks;
    return e->total_cores > 0 ? e->total_cores : 0;
}

/* Task slots of the executors alive during [from, to]. In local mode the
 * driver is the executor (its cores are the slots); in cluster modes the
 * driver's entry has no cores and adds nothing. */
static int32_t slots_during(const sdx_model *m, int64_t from, int64_t to)
{
    int32_t n = 0;
    for (uint32_t i = 0; i < m->nexecutors; i++) {
        const sdx_executor *e = m->executors[i];
        if (from >= 0 && e->remove_time >= 0 && e->remove_time < from)
            continue;
        if (to >= 0 && e->add_time >= 0 && e->add_time > to)
            continue;
        n += exec_slots(e);
    }
    return n;
}

/* Peak slots: the most at any executor add. */
static int32_t peak_slots(const sdx_model *m)
{
    int32_t best = 0;
    for (uint32_t i = 0; i < m->nexecutors; i++) {
        int64_t t = m->executors[i]->add_time;
        int32_t n = slots_during(m, t, t);
        if (n > best)
            best = n;
    }
    if (!best)
        best = slots_during(m, -1, -1);
    return best;
}

/* ---- time ---- */

typedef struct ival {
    int64_t a, b;
} ival;

static int cmp_ival(const void *x, const void *y)
{
    const ival *p = x, *q = y;
    return p->a < q->a ? -1 : p->a > q->a;
}

static void app_times(rp_ctx *c)
{
    const sdx_model *m = c->m;
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
    c->app_start = start;
    c->app_end = end;
    c->wall_ms = start >= 0 && end >= start ? end - start : 0;
}

static void time_split(rp_ctx *c)
{
    const sdx_model *m = c->m;
    sdx_report *r = c->r;
    ival *v = sdx_xmalloc(sizeof(ival) * (m->njobs ? m->njobs : 1));
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        if (j->submission_time < 0)
            continue;
        int64_t b = j->completion_time >= 0 ? j->completion_time : c->app_end;
        if (b < j->submission_time)
            continue;
        v[n].a = j->submission_time;
        v[n].b = b;
        n++;
    }
    qsort(v, n, sizeof *v, cmp_ival);
    int64_t busy = 0, cur_a = -1, cur_b = -1, prev_end = c->app_start, gap = 0, gap_at = -1;
    for (uint32_t i = 0; i <= n; i++) {
        if (i < n && cur_b >= 0 && v[i].a <= cur_b) {
            if (v[i].b > cur_b)
                cur_b = v[i].b;
            continue;
        }
        if (cur_b >= 0) {
            busy += cur_b - cur_a;
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
    if (c->app_end >= 0 && prev_end >= 0 && c->app_end - prev_end > gap) {
        gap = c->app_end - prev_end;
        gap_at = prev_end;
    }
    free(v);
    r->job_ms = busy < c->wall_ms ? busy : c->wall_ms;
    r->driver_ms = c->wall_ms - r->job_ms;
    r->longest_gap_ms = gap;
    r->longest_gap_start = gap_at;
}

static int cmp_job_dur(const void *x, const void *y)
{
    const sdx_report_job *p = x, *q = y;
    if (p->duration_ms != q->duration_ms)
        return p->duration_ms > q->duration_ms ? -1 : 1;
    return p->job_id < q->job_id ? -1 : p->job_id > q->job_id;
}

/* The chain of stages that decided when a job ended: from its last stage to
 * complete, back through the parent that completed last, first to last. */
static void critical_chain(rp_ctx *c, const sdx_job *j, sdx_report_job *rj)
{
    rp_stage *last = NULL;
    for (uint32_t i = 0; i < j->nstage_ids; i++)
        for (uint32_t k = 0; k < c->nst; k++) {
            rp_stage *s = &c->st[k];
            if (s->s->stage_id != j->stage_ids[i] || !s->ran || !s->s->has_completion_time)
                continue;
            if (!last || s->s->completion_time > last->s->completion_time)
                last = s;
        }
    int32_t chain[32];
    uint32_t n = 0;
    while (last && n < 32) {
        chain[n++] = last->s->stage_id;
        rp_stage *best = NULL;
        for (uint32_t p = 0; p < last->s->nparents; p++)
            for (uint32_t k = 0; k < c->nst; k++) {
                rp_stage *s = &c->st[k];
                if (s->s->stage_id != last->s->parent_ids[p] || !s->ran || !s->s->has_completion_time)
                    continue;
                if (s->s->completion_time < j->submission_time)
                    continue;   /* ran for an earlier job */
                if (!best || s->s->completion_time > best->s->completion_time)
                    best = s;
            }
        last = best;
    }
    rj->critical_stages = sdx_arena_alloc(c->arena, sizeof(int32_t) * (n ? n : 1));
    for (uint32_t i = 0; i < n; i++)
        rj->critical_stages[i] = chain[n - 1 - i];
    rj->ncritical = n;
}

static void jobs_view(rp_ctx *c)
{
    const sdx_model *m = c->m;
    sdx_report *r = c->r;
    sdx_report_job *all = sdx_xcalloc(m->njobs ? m->njobs : 1, sizeof *all);
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        if (j->status == SDX_JOB_FAILED)
            r->failed_jobs++;
        if (j->submission_time < 0)
            continue;
        int64_t end = j->completion_time >= 0 ? j->completion_time : c->app_end;
        all[n].job_id = j->job_id;
        all[n].description = j->description ? j->description : j->name;
        all[n].status = sdx_job_status_names[j->status];
        all[n].duration_ms = end >= j->submission_time ? end - j->submission_time : 0;
        all[n].share = c->wall_ms > 0 ? (double)all[n].duration_ms / (double)c->wall_ms : 0;
        n++;
    }
    qsort(all, n, sizeof *all, cmp_job_dur);
    r->njobs = n < 5 ? n : 5;
    r->jobs = sdx_arena_alloc(c->arena, sizeof *r->jobs * (r->njobs ? r->njobs : 1));
    for (uint32_t i = 0; i < r->njobs; i++) {
        r->jobs[i] = all[i];
        r->jobs[i].description = rp_strdup(c, all[i].description);
        critical_chain(c, sdx_model_job(m, all[i].job_id), &r->jobs[i]);
    }
    free(all);
}

static int cmp_stage_dur(const void *x, const void *y)
{
    const rp_stage *p = *(rp_stage *const *)x, *q = *(rp_stage *const *)y;
    if (p->dur != q->dur)
        return p->dur > q->dur ? -1 : 1;
    if (p->s->stage_id != q->s->stage_id)
        return p->s->stage_id < q->s->stage_id ? -1 : 1;
    return p->s->attempt_id < q->s->attempt_id ? -1 : p->s->attempt_id > q->s->attempt_id;
}

static void stages_view(rp_ctx *c)
{
    sdx_report *r = c->r;
    rp_stage **v = sdx_xmalloc(sizeof(rp_stage *) * (c->nst ? c->nst : 1));
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->nst; i++)
        if (c->st[i].ran && c->st[i].dur > 0)
            v[n++] = &c->st[i];
    qsort(v, n, sizeof *v, cmp_stage_dur);
    double heavy = rp_th(c, "stage.heavy_share");
    uint32_t cap = c->o->top_stages > 0 ? (uint32_t)c->o->top_stages : 5;
    r->stages = sdx_arena_alloc(c->arena, sizeof *r->stages * cap);
    for (uint32_t i = 0; i < n && r->nstages < cap; i++) {
        rp_stage *s = v[i];
        double share = c->wall_ms > 0 ? (double)s->dur / (double)c->wall_ms : 0;
        if (share < heavy && r->nstages > 0)
            break;
        sdx_report_stage *o = &r->stages[r->nstages++];
        o->stage_id = s->s->stage_id;
        o->attempt_id = s->s->attempt_id;
        o->job_id = s->job ? s->job->job_id : -1;
        o->name = s->s->name;
        o->operators = s->ops_text;
        o->tasks = s->s->num_tasks;
        o->slots = s->slots;
        o->duration_ms = s->dur;
        o->slowest_task_ms = s->slowest;
        o->total_task_ms = s->total;
        o->capacity_ms = s->capacity;
        o->bound = s->bound;
        o->tail_ms = s->tail;
        o->share = share;
    }
    free(v);
}

/* ---- per-stage facts ---- */

static void stage_facts(rp_ctx *c, rp_owned *own)
{
    const sdx_model *m = c->m;
    c->nst = m->nstages;
    c->st = own->st = sdx_xcalloc(m->nstages ? m->nstages : 1, sizeof(rp_stage));
    exec_ops **cache = sdx_xcalloc(m->nsql ? m->nsql : 1, sizeof(exec_ops *));
    for (uint32_t i = 0; i < m->nstages; i++) {
        const sdx_stage *s = m->stages[i];
        rp_stage *rs = &c->st[i];
        rs->s = s;
        if (s->summary) {
            rs->sum = s->summary;
        } else if (s->tasks && s->ntasks) {
            sdx_stage_summary *sum = sdx_stage_summarize(s);
            SDX_VEC_PUSH(own->summaries, own->nsummaries, own->summaries_cap, sum);
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
        int64_t to = s->has_completion_time ? s->completion_time : c->app_end;
        rs->dur = from >= 0 && to >= from ? to - from : -1;
        rs->slowest = rs->sum->ntop ? rs->sum->top[0].duration : 0;
        rs->total = rs->sum->sum_duration;
        int32_t slots = slots_during(m, from, to);
        rs->slots_known = slots > 0 || c->slots_known;
        rs->slots = slots > 0 ? slots : c->slots;
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
        else if (rs->slowest >= rs->capacity || (double)rs->tail >= rp_th(c, "stage.tail_share") * (double)rs->dur)
            rs->bound = "skew";
        else
            rs->bound = "capacity";
        rs->shuffle_read = s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ];
        rs->shuffle_write = s->m[SDX_TM_SHUFFLE_WRITE_BYTES];
        rs->input = s->m[SDX_TM_INPUT_BYTES];
        rs->output = s->m[SDX_TM_OUTPUT_BYTES];
        rs->spill_mem = s->m[SDX_TM_MEMORY_BYTES_SPILLED];
        rs->spill_disk = s->m[SDX_TM_DISK_BYTES_SPILLED];
        stage_ops(c, rs, cache);
    }
    for (uint32_t i = 0; i < m->nsql; i++) {
        if (!cache[i])
            continue;
        for (uint32_t k = 0; k < cache[i]->nw; k++)
            free(cache[i]->w[k].nodes);
        free(cache[i]->w);
        free(cache[i]);
    }
    free(cache);
}

/* ---- ranking ---- */

static int rule_order(const char *id)
{
    /* the registry order of the family that emits this id */
    size_t nrules_cache;
    const rp_rule *rules_cache = rp_rules(&nrules_cache);
    for (size_t i = 0; i < nrules_cache; i++) {
        const char *p = rules_cache[i].ids;
        size_t n = strlen(id);
        while (p && *p) {
            const char *comma = strchr(p, ',');
            size_t len = comma ? (size_t)(comma - p) : strlen(p);
            if (len == n && !strncmp(p, id, n))
                return (int)i;
            p = comma ? comma + 1 : NULL;
        }
    }
    return (int)nrules_cache;
}

/* Ranking: impact x confidence, where an impact under report.min_impact_ms
 * counts as 0 (below it the estimates are noise); then severity, confidence,
 * registry order, id, stage, title. qsort_r (glibc, _GNU_SOURCE) passes the
 * floor, so concurrent reports with other thresholds do not interfere. */
static double rank_score(const sdx_finding *f, double floor_ms)
{
    double impact = (double)f->impact_ms >= floor_ms ? (double)f->impact_ms : 0;
    return impact * f->confidence;
}

static int cmp_finding(const void *x, const void *y, void *arg)
{
    const sdx_finding *p = *(sdx_finding *const *)x, *q = *(sdx_finding *const *)y;
    double floor_ms = *(const double *)arg;
    double sp = rank_score(p, floor_ms), sq = rank_score(q, floor_ms);
    if (sp != sq)
        return sp > sq ? -1 : 1;
    if (p->severity != q->severity)
        return p->severity > q->severity ? -1 : 1;
    if (p->confidence != q->confidence)
        return p->confidence > q->confidence ? -1 : 1;
    int op = rule_order(p->id), oq = rule_order(q->id);
    if (op != oq)
        return op < oq ? -1 : 1;
    int c = strcmp(p->id, q->id);
    if (c)
        return c;
    if (p->where.stage != q->where.stage)
        return p->where.stage < q->where.stage ? -1 : 1;
    if (p->where.attempt != q->where.attempt)
        return p->where.attempt < q->where.attempt ? -1 : 1;
    return strcmp(p->title, q->title);
}

/* ---- prevent: baselines worth alerting on ---- */

static void prevent(rp_ctx *c)
{
    const sdx_model *m = c->m;
    sdx_report *r = c->r;
    if (c->wall_ms > 0)
        rp_alert(c, "app_wall_clock_ms", (double)c->wall_ms, rp_ms(c, (double)c->wall_ms),
                 "runtime above %s (1.5x today's)", rp_ms(c, 1.5 * (double)c->wall_ms));
    int64_t in = 0, sr = 0, spill = 0, failed = 0;
    const rp_stage *heavy = NULL;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        in += s->input;
        sr += s->shuffle_read;
        spill += s->spill_disk;
        failed += s->s->failed_tasks;
        if (s->ran && s->shuffle_read > 0 && (!heavy || s->dur > heavy->dur))
            heavy = s;
    }
    if (in > 0)
        rp_alert(c, "input_bytes", (double)in, rp_bytes(c, (double)in), "input above %s (2x today's): growth "
                 "changes join strategies and partition sizes", rp_bytes(c, 2.0 * (double)in));
    int32_t hn = heavy ? (heavy->sum->count > 0 ? (int32_t)heavy->sum->count : heavy->s->num_tasks) : 0;
    if (heavy && hn >= 4 && heavy->sum->max_read.bytes > 0 && heavy->shuffle_read > 0) {
        double share = (double)heavy->sum->max_read.bytes / (double)heavy->shuffle_read;
        double fair = 1.0 / hn;
        double limit = share * 2 > 5 * fair ? share * 2 : 5 * fair;
        if (limit > 0.9)
            limit = 0.9;
        rp_alert(c, "top_partition_share", share,
                 rp_strf(c, "%s of %s's shuffle read (fair share %s)", rp_pct(c, share), rp_stage_label(c, heavy),
                         rp_pct(c, fair)),
                 "largest partition above %s of its stage's shuffle read: a hot key", rp_pct(c, limit));
    }
    rp_alert(c, "disk_spill_bytes", (double)spill, rp_bytes(c, (double)spill),
             spill ? "disk spill above %s (2x today's)" : "any disk spill%s", spill ? rp_bytes(c, 2.0 * (double)spill) : "");
    rp_alert(c, "failed_task_attempts", (double)failed, rp_count(c, (double)failed),
             "failed task attempts or stage retries above %s", rp_count(c, (double)(failed ? failed * 2 : 0)));
    (void)m;
    (void)r;
}

/* ---- entry points ---- */

int sdx_report_build(const sdx_model *m, const sdx_report_opts *opts, sdx_report **out, sdx_error *err)
{
    sdx_error_clear(err);
    *out = NULL;
    sdx_report_opts defaults;
    if (!opts) {
        sdx_report_opts_init(&defaults);
        opts = &defaults;
    }
    rp_owned *own = sdx_xcalloc(1, sizeof *own);
    sdx_arena_init(&own->arena);
    sdx_report *r = sdx_arena_alloc(&own->arena, sizeof *r);
    r->internal_ = own;
    rp_ctx ctx, *c = &ctx;
    memset(c, 0, sizeof *c);
    c->m = m;
    c->o = opts;
    c->r = r;
    c->arena = &own->arena;
    c->aqe_coalesce_stage = c->aqe_skew_stage = -1;

    r->schema = SDX_REPORT_SCHEMA;
    r->app_id = m->app_id;
    r->app_name = m->app_name;
    r->spark_version = m->spark_version ? m->spark_version : m->attempt.app_spark_version;
    r->master = sdx_model_spark_prop(m, "spark.master");
    r->user = m->attempt.spark_user;
    c->local_mode = r->master && !strncmp(r->master, "local", 5) && strncmp(r->master, "local-cluster", 13);
    app_times(c);
    r->start_time = c->app_start;
    r->end_time = c->app_end;
    r->wall_ms = c->wall_ms;
    c->slots = peak_slots(m);
    if (!c->slots && r->master) {
        /* Spark 1.x local mode records no executor cores: local[N] says it */
        int n = 0;
        if (!strcmp(r->master, "local"))
            c->slots = 1;
        else if (sscanf(r->master, "local[%d", &n) == 1 && n > 0)
            c->slots = n;
    }
    c->slots_known = c->slots > 0;
    if (!c->slots)
        c->slots = 1;
    r->slots = c->slots_known ? c->slots : 0;
    for (uint32_t i = 0; i < m->nexecutors; i++)
        if (strcmp(m->executors[i]->id, "driver") || c->local_mode)
            r->executors++;
    r->njobs_total = (int32_t)m->njobs;

    stage_facts(c, own);
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (s->ran)
            r->nstages_total++;
        if (s->s->status == SDX_STAGE_FAILED)
            r->failed_stages++;
        r->task_ms += s->total;
        r->tasks_total += s->s->completed_tasks + s->s->failed_tasks + s->s->killed_tasks;
        r->failed_tasks += s->s->failed_tasks;
    }
    r->utilization = c->wall_ms > 0 && c->slots_known ? (double)r->task_ms / ((double)c->slots * (double)c->wall_ms) : 0;
    time_split(c);
    jobs_view(c);
    stages_view(c);
    for (uint32_t i = 0; i < m->njobs; i++)
        if (m->jobs[i]->status == SDX_JOB_FAILED)
            c->app_failed = 1;
    r->status = c->app_failed ? "failed" : (m->in_progress || m->app_end_time < 0) ? "incomplete" : "succeeded";

    size_t nrules;
    const rp_rule *rules = rp_rules(&nrules);
    for (size_t i = 0; i < nrules; i++)
        rules[i].fn(c);

    /* rank */
    if (c->findings.n) {
        double floor_ms = rp_th(c, "report.min_impact_ms");
        qsort_r(c->findings.v, c->findings.n, sizeof(void *), cmp_finding, &floor_ms);
    }
    r->nfindings = c->findings.n;
    r->findings = sdx_arena_alloc(c->arena, sizeof(sdx_finding) * (r->nfindings ? r->nfindings : 1));
    for (uint32_t i = 0; i < r->nfindings; i++) {
        r->findings[i] = *(sdx_finding *)c->findings.v[i];
        const char *node = r->findings[i].where.node;   /* "Scan csv " -> "Scan csv" */
        size_t n = node ? strlen(node) : 0;
        if (n && node[n - 1] == ' ') {
            while (n && node[n - 1] == ' ')
                n--;
            r->findings[i].where.node = sdx_arena_strndup(c->arena, node, n);
        }
    }
    r->nruled_out = c->checks.n;
    r->ruled_out = sdx_arena_alloc(c->arena, sizeof(sdx_report_check) * (r->nruled_out ? r->nruled_out : 1));
    for (uint32_t i = 0; i < r->nruled_out; i++)
        r->ruled_out[i] = *(sdx_report_check *)c->checks.v[i];
    prevent(c);
    r->nalerts = c->alerts.n;
    r->alerts = sdx_arena_alloc(c->arena, sizeof(sdx_report_alert) * (r->nalerts ? r->nalerts : 1));
    for (uint32_t i = 0; i < r->nalerts; i++)
        r->alerts[i] = *(sdx_report_alert *)c->alerts.v[i];
    free(c->findings.v);
    free(c->checks.v);
    free(c->alerts.v);

    if (m->in_progress || m->app_end_time < 0)
        sdx_report_add_note(r, "the log has no ApplicationEnd (in progress, or the driver died): times end at "
                               "the last event and running work is not counted");
    if (m->stats.truncated)
        sdx_report_add_note(r, "the log is cut: the last line was incomplete");
    if (m->stats.bad_lines)
        sdx_report_add_note(r, m->stats.warning[0] ? m->stats.warning : "some lines were not JSON and were skipped");
    if (!c->slots_known)
        sdx_report_add_note(r, "no executor cores were recorded: task slots are unknown (the stage-time model "
                               "takes 1 and says 'unknown')");
    *out = r;
    return 0;
}

void sdx_report_add_note(sdx_report *r, const char *text)
{
    rp_owned *own = r->internal_;
    const char **v = sdx_arena_alloc(&own->arena, sizeof(char *) * (r->nnotes + 1));
    if (r->nnotes)
        memcpy(v, r->notes, sizeof(char *) * r->nnotes);
    v[r->nnotes++] = sdx_arena_strndup(&own->arena, text, strlen(text));
    r->notes = v;
}

void sdx_report_free(sdx_report *r)
{
    if (!r)
        return;
    rp_owned *own = r->internal_;
    for (uint32_t i = 0; i < own->nsummaries; i++)
        free(own->summaries[i]);
    free(own->summaries);
    free(own->st);
    sdx_arena_free(&own->arena);
    free(own);
}

int sdx_report_max_severity(const sdx_report *r)
{
    int best = -1;
    for (uint32_t i = 0; i < r->nfindings; i++)
        if ((int)r->findings[i].severity > best)
            best = (int)r->findings[i].severity;
    return best;
}
