/*
 * diff.c: matches two runs of a job by structure and attributes the change
 * of the wall clock to the stages that account for it.
 *
 * Matching never uses ids (they shift when a job is added early). Jobs are
 * aligned in submission order by a weighted longest common subsequence
 * over their signatures: the same description and call site (score 4),
 * the same once numbers are ignored (3), the same stage shape (operators
 * and shuffle inputs of their stages, 1); a lone unmatched job between two
 * matched neighbours on both sides is then matched by position. Within
 * each matched pair of jobs their stages are aligned the same way (stage
 * name with its RDD scopes and operators; without numbers; operators
 * only); retries (attempt > 0) follow their first attempt. What is left is
 * new or gone.
 *
 * Attribution: every stage's change of duration (gone: minus its
 * duration, new: plus it), the largest of the wall clock's sign first,
 * until they account for opts.attribution_share of the change; each with
 * the reasons the numbers of both runs give (docs/diff.md).
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff/internal.h"
#include "sparkdx/format.h"

typedef struct df_owned {
    sdx_arena arena;
    sdx_finding *findings;   /* malloc'ed (df_findings) */
} df_owned;

const char *sdx_match_how_name(sdx_match_how h)
{
    static const char *const names[] = {"same", "loose", "shape", "position"};
    return (unsigned)h < 4 ? names[h] : "?";
}

void sdx_diff_opts_init(sdx_diff_opts *o)
{
    o->nonlinear_factor = 1.5;
    o->min_time_growth = 1.2;
    o->min_change_ms = 2000;
    o->slots_change = 0.2;
    o->skew_factor = 5;
    o->attribution_share = 0.8;
    o->max_stages = 8;
}

/* ---- signatures ---- */

static uint64_t fnv(uint64_t h, const char *s, int loose)
{
    if (!s)
        return h * 1099511628211ull;
    int in_digits = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        unsigned char ch = *p;
        if (loose && isdigit(ch)) {
            if (in_digits)
                continue;
            in_digits = 1;
            ch = '#';
        } else {
            in_digits = 0;
        }
        h = (h ^ ch) * 1099511628211ull;
    }
    return (h ^ 0xff) * 1099511628211ull;
}

/* The "name" of an RDD's scope ({"id":"12","name":"Exchange"}). */
static void scope_name(const char *scope, char *out, size_t cap)
{
    out[0] = 0;
    if (!scope)
        return;
    const char *p = strstr(scope, "\"name\":\"");
    if (!p)
        return;
    p += 8;
    size_t i = 0;
    while (*p && *p != '"' && i + 1 < cap)
        out[i++] = *p++;
    out[i] = 0;
}

typedef struct sig {
    uint64_t strict, loose, shape;
} sig;

static int cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

/* A stage: its name, the set of its RDDs with their scopes (Spark lists
 * them in no fixed order: hashed one by one and sorted) and its operators.
 * Strict keeps the codegen ids ("WholeStageCodegen (3)"), which tell the
 * two sides of a join apart; loose drops every number. */
static sig stage_sig(const sdx_stage_facts *f)
{
    sig g = {14695981039346656037ull, 14695981039346656037ull, 14695981039346656037ull};
    const sdx_stage *s = f->s;
    g.strict = fnv(g.strict, s->name, 0);
    g.loose = fnv(g.loose, s->name, 1);
    uint64_t hs[64], hl[64];
    uint32_t n = s->nrdds < 64 ? s->nrdds : 64;
    char sc[128];
    for (uint32_t i = 0; i < n; i++) {
        scope_name(s->rdds[i].scope, sc, sizeof sc);
        hs[i] = fnv(fnv(1469598103934665603ull, s->rdds[i].name, 0), sc, 0);
        hl[i] = fnv(fnv(1469598103934665603ull, s->rdds[i].name, 1), sc, 1);
    }
    qsort(hs, n, sizeof *hs, cmp_u64);
    qsort(hl, n, sizeof *hl, cmp_u64);
    for (uint32_t i = 0; i < n; i++) {
        g.strict = (g.strict ^ hs[i]) * 1099511628211ull;
        g.loose = (g.loose ^ hl[i]) * 1099511628211ull;
    }
    char ops[48];
    snprintf(ops, sizeof ops, "%u/%d", f->ops, f->nshuffle_in);
    g.strict = fnv(g.strict, ops, 0);
    g.loose = fnv(g.loose, ops, 0);
    g.shape = fnv(g.shape, ops, 0);
    return g;
}

/* The stages a job owns (it is the first job that ran them), first attempts,
 * in stage id order. */
typedef struct job_stages {
    uint32_t *ix;      /* indexes into a->stages */
    uint32_t n, cap;
} job_stages;

static sig job_sig(const sdx_analysis *a, const sdx_job *j, const job_stages *js)
{
    sig g = {14695981039346656037ull, 14695981039346656037ull, 14695981039346656037ull};
    const char *cs = j->call_site ? j->call_site : j->name;
    g.strict = fnv(fnv(g.strict, j->description, 0), cs, 0);
    g.loose = fnv(fnv(g.loose, j->description, 1), cs, 1);
    for (uint32_t i = 0; js && i < js->n; i++) {
        char ops[48];
        const sdx_stage_facts *f = &a->stages[js->ix[i]];
        snprintf(ops, sizeof ops, "%u/%d", f->ops, f->nshuffle_in);
        g.shape = fnv(g.shape, ops, 0);
    }
    if (!js || !js->n)
        g.shape = fnv(g.shape, cs, 1);
    return g;
}

static int score(const sig *x, const sig *y)
{
    if (x->strict == y->strict)
        return 4;
    if (x->loose == y->loose)
        return 3;
    if (x->shape == y->shape)
        return 1;
    return 0;
}

static sdx_match_how how_of(int sc)
{
    return sc == 4 ? SDX_MATCH_SAME : sc == 3 ? SDX_MATCH_LOOSE : SDX_MATCH_SHAPE;
}

/* Weighted LCS of a[0..na) and b[0..nb): pairs (i, j) in order, with their
 * scores. Above `cells` the table would be too big: greedy in order by
 * strict signature, then loose. Returns the number of pairs, -1 on OOM. */
static int64_t align(df_ctx *c, const sig *a, uint32_t na, const sig *b, uint32_t nb, uint32_t *pa, uint32_t *pb,
                     int *ps)
{
    if (!na || !nb)
        return 0;
    uint64_t cells = (uint64_t)(na + 1) * (nb + 1);
    if (cells <= 8u * 1024 * 1024) {
        /* best[i][j]: the best score of a[i..) against b[j..), filled from the end,
         * then walked from the start taking a pair whenever it keeps the best
         * score: among equal alignments the one that matches earliest wins (work
         * added at the end of a run is new, not work at its start) */
        int32_t *best = sdx_xmalloc(cells * sizeof *best);
        if (!best) {
            c->oom = 1;
            return -1;
        }
#define B(i, j) best[(uint64_t)(i) * (nb + 1) + (j)]
        for (uint32_t j = 0; j <= nb; j++)
            B(na, j) = 0;
        for (uint32_t i = na; i-- > 0;) {
            B(i, nb) = 0;
            for (uint32_t j = nb; j-- > 0;) {
                int s = score(&a[i], &b[j]);
                int32_t v = B(i + 1, j) > B(i, j + 1) ? B(i + 1, j) : B(i, j + 1);
                if (s && B(i + 1, j + 1) + s > v)
                    v = B(i + 1, j + 1) + s;
                B(i, j) = v;
            }
        }
        int64_t n = 0;
        uint32_t i = 0, j = 0;
        while (i < na && j < nb) {
            int s = score(&a[i], &b[j]);
            if (s && B(i + 1, j + 1) + s == B(i, j)) {
                pa[n] = i, pb[n] = j, ps[n] = s;
                n++, i++, j++;
            } else if (B(i + 1, j) == B(i, j)) {
                i++;
            } else {
                j++;
            }
        }
#undef B
        free(best);
        return n;
    }
    /* greedy: walk both in order, pair equal signatures, skipping ahead on
     * the side whose next equal is closer */
    int64_t n = 0;
    uint32_t i = 0, j = 0;
    while (i < na && j < nb) {
        int s = score(&a[i], &b[j]);
        if (s >= 3) {
            pa[n] = i, pb[n] = j, ps[n] = s;
            n++, i++, j++;
            continue;
        }
        uint32_t di = 0, dj = 0;
        while (i + di < na && di < 64 && score(&a[i + di], &b[j]) < 3)
            di++;
        while (j + dj < nb && dj < 64 && score(&a[i], &b[j + dj]) < 3)
            dj++;
        if (i + di < na && di < 64 && (dj >= 64 || j + dj >= nb || di <= dj))
            i += di;
        else if (j + dj < nb && dj < 64)
            j += dj;
        else
            i++, j++;
    }
    return n;
}

/* ---- the sides of a stage ---- */

static void fill_side(sdx_stage_side *x, const sdx_stage_facts *f)
{
    memset(x, 0, sizeof *x);
    x->stage_id = x->attempt_id = x->job_id = x->max_read_partition = -1;
    x->work_ms = x->slowest_ms = -1;
    x->duration_ms = x->task_median_ms = x->task_max_ms = x->read_median_bytes = x->read_max_bytes = -1;
    x->gc_share = -1;
    if (!f)
        return;
    const sdx_stage *s = f->s;
    const sdx_stage_summary *sum = f->sum;
    x->f = f;
    x->stage_id = s->stage_id;
    x->attempt_id = s->attempt_id;
    x->job_id = f->job ? f->job->job_id : -1;
    x->duration_ms = f->dur;
    x->work_ms = f->model;
    x->slowest_ms = f->slowest;
    x->tasks = s->num_tasks;
    x->slots = f->slots;
    x->input_bytes = s->m[SDX_TM_INPUT_BYTES];
    x->input_records = s->m[SDX_TM_INPUT_RECORDS];
    x->shuffle_read_bytes = s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ] + s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ];
    x->shuffle_read_records = s->m[SDX_TM_SHUFFLE_RECORDS_READ];
    x->shuffle_write_bytes = s->m[SDX_TM_SHUFFLE_WRITE_BYTES];
    x->spill_bytes = s->m[SDX_TM_MEMORY_BYTES_SPILLED] + s->m[SDX_TM_DISK_BYTES_SPILLED];
    if (sum && sum->count > 0) {
        x->task_median_ms = (int64_t)sum->duration[3];
        x->task_max_ms = (int64_t)sum->duration[6];
        x->read_median_bytes = (int64_t)sum->shuffle_read_bytes[3];
        x->read_max_bytes = (int64_t)sum->shuffle_read_bytes[6];
        x->max_read_partition = sum->max_read.index >= 0 ? sum->max_read.partition : -1;
    }
    int64_t run = s->m[SDX_TM_EXECUTOR_RUN_TIME];
    if (run > 0)
        x->gc_share = (double)s->m[SDX_TM_JVM_GC_TIME] / (double)run;
    x->failed_tasks = s->failed_tasks;
    x->bound = f->bound;
    x->ops = f->ops_text;
}

/* ---- run totals ---- */


static void run_totals(sdx_diff_run *r, const sdx_analysis *a)
{
    const sdx_model *m = a->m;
    memset(r, 0, sizeof *r);
    r->app_id = m->app_id;
    r->app_name = m->app_name;
    r->spark_version = m->spark_version;
    r->master = sdx_model_spark_prop(m, "spark.master");
    r->start_time = a->app_start;
    r->wall_ms = a->wall_ms;
    r->job_ms = a->job_ms;
    r->driver_ms = a->driver_ms;
    r->slots = a->slots_known ? a->slots : 0;
    r->jobs = (int32_t)m->njobs;
    for (uint32_t i = 0; i < m->nexecutors; i++) {
        const sdx_executor *e = m->executors[i];
        if (!strcmp(e->id, "driver") && m->nexecutors > 1)
            continue;
        r->executors++;
        if (e->remove_time >= 0)
            r->executors_lost++;
    }
    for (uint32_t i = 0; i < a->nstages; i++) {
        const sdx_stage *s = a->stages[i].s;
        r->stages++;
        r->input_bytes += s->m[SDX_TM_INPUT_BYTES];
        r->input_records += s->m[SDX_TM_INPUT_RECORDS];
        r->output_bytes += s->m[SDX_TM_OUTPUT_BYTES];
        r->shuffle_read_bytes += s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ] + s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ];
        r->shuffle_write_bytes += s->m[SDX_TM_SHUFFLE_WRITE_BYTES];
        r->spill_bytes += s->m[SDX_TM_MEMORY_BYTES_SPILLED] + s->m[SDX_TM_DISK_BYTES_SPILLED];
        r->failed_tasks += s->failed_tasks;
        if (s->attempt_id > 0)
            r->stage_retries++;
        else if (a->stages[i].nshuffle_in == 0)
            r->source_rows += s->m[SDX_TM_INPUT_RECORDS] > 0
                                  ? s->m[SDX_TM_INPUT_RECORDS]
                                  : s->m[SDX_TM_SHUFFLE_WRITE_RECORDS] + s->m[SDX_TM_OUTPUT_RECORDS];
    }
    r->aqe_on = sdx_analysis_aqe_on(a);
    r->broadcast_threshold = sdx_parse_spark_bytes(sdx_model_spark_prop(m, "spark.sql.autoBroadcastJoinThreshold"),
                                                   10 * 1024 * 1024);
}

/* ---- matching ---- */

/* A unit of work matched as a whole: a SQL execution (all its jobs: with
 * AQE each query stage is a job of its own, and a changed plan changes the
 * jobs) or a job outside SQL. */
typedef struct group {
    int64_t sql_id;             /* -1: a job outside SQL */
    job_stages st;              /* the first attempts its jobs own */
    uint32_t first_job;         /* index into m->jobs */
} group;

typedef struct run_ix {
    const sdx_analysis *a;
    group *g; uint32_t ng, gcap;
    int32_t *group_of_job;      /* per job index */
    job_stages orphans;         /* first attempts no job owns */
    int32_t *match;             /* per stage index: the index into d->stages, -1 none */
} run_ix;

static int skipped(const sdx_stage_facts *f)
{
    return f->s->status == SDX_STAGE_SKIPPED || (!f->ran && f->s->submission_time < 0 && f->s->status != SDX_STAGE_ACTIVE);
}

static int32_t max_rdd(const sdx_stage *s)
{
    int32_t m = -1;
    for (uint32_t i = 0; i < s->nrdd_ids; i++)
        if (s->rdd_ids[i] > m)
            m = s->rdd_ids[i];
    return m;
}

/* A parent stage as the work it stands for: a skipped stage is a shuffle
 * an earlier stage wrote (the same last RDD); that stage is returned. */
static const sdx_stage_facts *parent_work(const sdx_analysis *a, int32_t stage_id)
{
    const sdx_stage_facts *p = sdx_analysis_stage(a, stage_id, 0);
    if (!p || !skipped(p))
        return p;
    int32_t r = max_rdd(p->s);
    if (r < 0)
        return NULL;
    for (uint32_t i = 0; i < a->nstages; i++) {
        const sdx_stage_facts *q = &a->stages[i];
        if (!skipped(q) && q->s->attempt_id == 0 && max_rdd(q->s) == r)
            return q;
    }
    return NULL;
}

const sdx_stage_facts *df_parent_work(const sdx_analysis *a, int32_t stage_id)
{
    return parent_work(a, stage_id);
}

static int index_run(df_ctx *c, run_ix *r, const sdx_analysis *a)
{
    const sdx_model *m = a->m;
    r->a = a;
    r->group_of_job = sdx_xmalloc((m->njobs ? m->njobs : 1) * sizeof *r->group_of_job);
    r->match = sdx_xmalloc((a->nstages ? a->nstages : 1) * sizeof *r->match);
    if (!r->group_of_job || !r->match) {
        c->oom = 1;
        return -1;
    }
    for (uint32_t j = 0; j < m->njobs; j++) {
        const sdx_job *job = m->jobs[j];
        int32_t gi = -1;
        if (job->sql_execution_id >= 0)
            for (uint32_t k = r->ng; k-- > 0;)
                if (r->g[k].sql_id == job->sql_execution_id) {
                    gi = (int32_t)k;
                    break;
                }
        if (gi < 0) {
            if (df_grow(c, (void **)&r->g, &r->gcap, r->ng + 1, sizeof *r->g) < 0)
                return -1;
            memset(&r->g[r->ng], 0, sizeof r->g[r->ng]);
            r->g[r->ng].sql_id = job->sql_execution_id;
            r->g[r->ng].first_job = j;
            gi = (int32_t)r->ng++;
        }
        r->group_of_job[j] = gi;
    }
    for (uint32_t i = 0; i < a->nstages; i++) {
        r->match[i] = -1;
        const sdx_stage_facts *f = &a->stages[i];
        if (f->s->attempt_id != 0 && sdx_analysis_stage(a, f->s->stage_id, 0))
            continue;                       /* a retry follows its first attempt */
        if (skipped(f))
            continue;                       /* a shuffle another stage computed: no work */
        job_stages *js = &r->orphans;
        if (f->job) {
            int32_t k = sdx_model_job_index(m, f->job->job_id);
            if (k >= 0)
                js = &r->g[r->group_of_job[k]].st;
        }
        if (df_grow(c, (void **)&js->ix, &js->cap, js->n + 1, sizeof *js->ix) < 0)
            return -1;
        js->ix[js->n++] = i;
    }
    return 0;
}

static void free_run(run_ix *r)
{
    for (uint32_t i = 0; i < r->ng; i++)
        free(r->g[i].st.ix);
    free(r->g);
    free(r->group_of_job);
    free(r->orphans.ix);
    free(r->match);
}

typedef struct stage_list {
    sdx_stage_match *v;
    uint32_t n, cap;
} stage_list;

static int add_stage(df_ctx *c, stage_list *l, run_ix *o, int32_t oi, run_ix *n, int32_t ni, sdx_match_how how,
                     double conf)
{
    if (df_grow(c, (void **)&l->v, &l->cap, l->n + 1, sizeof *l->v) < 0)
        return -1;
    sdx_stage_match *x = &l->v[l->n];
    memset(x, 0, sizeof *x);
    fill_side(&x->old, oi >= 0 ? &o->a->stages[oi] : NULL);
    fill_side(&x->new_, ni >= 0 ? &n->a->stages[ni] : NULL);
    x->how = how;
    x->confidence = conf;
    int work = (!x->old.f || x->old.work_ms > 0) && (!x->new_.f || x->new_.work_ms > 0);
    int64_t od = work ? (x->old.f ? x->old.work_ms : 0) : (x->old.duration_ms > 0 ? x->old.duration_ms : 0);
    int64_t nd = work ? (x->new_.f ? x->new_.work_ms : 0) : (x->new_.duration_ms > 0 ? x->new_.duration_ms : 0);
    x->delta_ms = nd - od;
    if (oi >= 0)
        o->match[oi] = (int32_t)l->n;
    if (ni >= 0)
        n->match[ni] = (int32_t)l->n;
    l->n++;
    return 0;
}

static double stage_conf(int sc, double job_conf)
{
    double s = sc == 4 ? 0.95 : sc == 3 ? 0.85 : 0.6;
    return s < job_conf ? s : job_conf;
}

static int add_retries(df_ctx *c, stage_list *l, run_ix *o, uint32_t oi, run_ix *n, uint32_t ni, sdx_match_how how,
                       double conf)
{
    const sdx_stage *os = o->a->stages[oi].s, *ns = n->a->stages[ni].s;
    for (int32_t att = 1; att < 64; att++) {
        const sdx_stage_facts *fo = sdx_analysis_stage(o->a, os->stage_id, att);
        const sdx_stage_facts *fn = sdx_analysis_stage(n->a, ns->stage_id, att);
        if (!fo && !fn)
            break;
        if (fo && fn && add_stage(c, l, o, (int32_t)(fo - o->a->stages), n, (int32_t)(fn - n->a->stages), how, conf) < 0)
            return -1;
    }
    return 0;
}

/* Pair the stages two matched jobs own. Stages of a job are submitted
 * concurrently in no fixed order (the two map sides of a join trade ids
 * between runs), so the pairing is by signature, not by order: strict
 * signatures first, then loose, then shape; among equal candidates the
 * same task count, then the nearest relative position. A lone stage left
 * on each side is paired by position. Retries follow their first attempt. */
static int match_stages(df_ctx *c, stage_list *l, run_ix *o, const job_stages *jo, run_ix *n, const job_stages *jn,
                        double job_conf)
{
    if (!jo->n || !jn->n)
        return 0;
    sig *so = sdx_xmalloc(jo->n * sizeof *so), *sn = sdx_xmalloc(jn->n * sizeof *sn);
    int rc = -1;
    if (!so || !sn) {
        c->oom = 1;
        goto out;
    }
    for (uint32_t i = 0; i < jo->n; i++)
        so[i] = stage_sig(&o->a->stages[jo->ix[i]]);
    for (uint32_t i = 0; i < jn->n; i++)
        sn[i] = stage_sig(&n->a->stages[jn->ix[i]]);
    static const int levels[] = {4, 3, 1};
    for (int lv = 0; lv < 3; lv++) {
        for (uint32_t i = 0; i < jo->n; i++) {
            uint32_t oi = jo->ix[i];
            if (o->match[oi] >= 0)
                continue;
            int32_t best = -1;
            double best_cost = 0;
            for (uint32_t j = 0; j < jn->n; j++) {
                uint32_t ni = jn->ix[j];
                if (n->match[ni] >= 0 || score(&so[i], &sn[j]) != levels[lv])
                    continue;
                double pos = fabs((double)i / jo->n - (double)j / jn->n);
                double cost = pos + (o->a->stages[oi].s->num_tasks == n->a->stages[ni].s->num_tasks ? 0 : 1);
                if (best < 0 || cost < best_cost)
                    best = (int32_t)j, best_cost = cost;
            }
            if (best < 0)
                continue;
            uint32_t ni = jn->ix[best];
            double conf = stage_conf(levels[lv], job_conf);
            if (add_stage(c, l, o, (int32_t)oi, n, (int32_t)ni, how_of(levels[lv]), conf) < 0 ||
                add_retries(c, l, o, oi, n, ni, how_of(levels[lv]), conf) < 0)
                goto out;
        }
    }
    rc = 0;
out:
    free(so), free(sn);
    return rc;
}

static uint64_t plan_hash(uint64_t h, const sdx_plan_node *n, int loose, int depth)
{
    if (!n || depth > 200)
        return h;
    h = fnv(h, n->node_name, loose);
    for (uint32_t i = 0; i < n->nchildren; i++)
        h = plan_hash(h, n->children[i], loose, depth + 1);
    return (h ^ 0x5d) * 1099511628211ull;
}

static sig group_sig(const run_ix *r, const group *g)
{
    const sdx_model *m = r->a->m;
    const sdx_job *j = m->jobs[g->first_job];
    const sdx_sql_exec *e = g->sql_id >= 0 ? sdx_model_sql(m, g->sql_id) : NULL;
    if (!e)
        return job_sig(r->a, j, &g->st);
    sig s = {14695981039346656037ull, 14695981039346656037ull, 14695981039346656037ull};
    /* the initial plan's fingerprint (before AQE: the same query even where AQE then chose another
     * join), else the final plan's shape */
    if (e->fingerprint)
        s.strict = fnv(s.strict, e->description, 0) ^ (e->fingerprint * 1099511628211ull);
    else
        s.strict = plan_hash(fnv(s.strict, e->description, 0), e->plan, 0, 0);
    s.loose = fnv(fnv(s.loose, e->description, 1), j->description, 1);
    s.shape = plan_hash(s.shape, e->plan, 1, 0);
    return s;
}

/* Stages whose child stages were matched: a lone unmatched parent on each
 * side is the same work (the map side of a join whose strategy changed). */
static int match_lineage(df_ctx *c, stage_list *l, run_ix *o, run_ix *n)
{
    int changed = 1;
    for (int round = 0; changed && round < 16; round++) {
        changed = 0;
        for (uint32_t k = 0; k < l->n; k++) {
            const sdx_stage_match *x = &l->v[k];
            if (!x->old.f || !x->new_.f)
                continue;
            const sdx_stage *os = x->old.f->s, *ns = x->new_.f->s;
            int32_t po = -1, pn = -1, co = 0, cn = 0;
            for (uint32_t i = 0; i < os->nparents; i++) {
                const sdx_stage_facts *p = parent_work(o->a, os->parent_ids[i]);
                if (p && o->match[p - o->a->stages] < 0 && (int32_t)(p - o->a->stages) != po)
                    po = (int32_t)(p - o->a->stages), co++;
            }
            for (uint32_t i = 0; i < ns->nparents; i++) {
                const sdx_stage_facts *p = parent_work(n->a, ns->parent_ids[i]);
                if (p && n->match[p - n->a->stages] < 0 && (int32_t)(p - n->a->stages) != pn)
                    pn = (int32_t)(p - n->a->stages), cn++;
            }
            if (co == 1 && cn == 1) {
                double conf = x->confidence * 0.7;
                if (add_stage(c, l, o, po, n, pn, SDX_MATCH_SHAPE, conf) < 0 ||
                    add_retries(c, l, o, (uint32_t)po, n, (uint32_t)pn, SDX_MATCH_SHAPE, conf) < 0)
                    return -1;
                changed = 1;
            }
        }
    }
    return 0;
}

typedef struct vote {
    int32_t nj, oj;     /* job indexes (new, old) */
    double conf;
} vote;

static int cmp_vote(const void *x, const void *y)
{
    const vote *a = x, *b = y;
    if (a->nj != b->nj)
        return a->nj < b->nj ? -1 : 1;
    return a->oj < b->oj ? -1 : a->oj > b->oj;
}

/* The old job most of whose stages the new job's stages matched (each old
 * job once, new jobs in order). One pass over the stage matches, sorted by
 * job: O(stages log stages). */
static int derive_jobs(df_ctx *c, sdx_diff *d, run_ix *o, run_ix *n, const stage_list *l)
{
    const sdx_model *mo = o->a->m, *mn = n->a->m;
    uint32_t no = mo->njobs, nn = mn->njobs, nv = 0;
    uint8_t *used_o = sdx_xcalloc(no ? no : 1, 1), *used_n = sdx_xcalloc(nn ? nn : 1, 1);
    vote *v = sdx_xmalloc((l->n ? l->n : 1) * sizeof *v);
    d->jobs = df_alloc(c, (nn ? nn : 1) * sizeof *d->jobs);
    d->new_jobs = df_alloc(c, (nn ? nn : 1) * sizeof *d->new_jobs);
    d->gone_jobs = df_alloc(c, (no ? no : 1) * sizeof *d->gone_jobs);
    int rc = -1;
    if (!used_o || !used_n || !v || !d->jobs || !d->new_jobs || !d->gone_jobs) {
        c->oom = 1;
        goto out;
    }
    for (uint32_t k = 0; k < l->n; k++) {
        const sdx_stage_match *x = &l->v[k];
        if (!x->old.f || !x->new_.f || !x->new_.f->job || !x->old.f->job)
            continue;
        int32_t nj = sdx_model_job_index(mn, x->new_.f->job->job_id), oj = sdx_model_job_index(mo, x->old.f->job->job_id);
        if (nj >= 0 && oj >= 0)
            v[nv++] = (vote){nj, oj, x->confidence};
    }
    qsort(v, nv, sizeof *v, cmp_vote);
    for (uint32_t i = 0; i < nv;) {
        uint32_t j = i, mine = 0;
        while (j < nv && v[j].nj == v[i].nj)
            j++;
        /* runs of the same old job inside [i, j): the longest unused one */
        int32_t best = -1;
        uint32_t best_votes = 0;
        double conf = 0, best_conf = 0;
        for (uint32_t k = i; k < j;) {
            uint32_t e = k;
            double cs = 0;
            while (e < j && v[e].oj == v[k].oj)
                cs += v[e++].conf;
            if (!used_o[v[k].oj]) {
                mine += e - k;
                conf += cs;
                if (e - k > best_votes)
                    best = v[k].oj, best_votes = e - k, best_conf = cs;
            }
            k = e;
        }
        int32_t njx = v[i].nj;
        i = j;
        if (best < 0)
            continue;
        used_o[best] = used_n[njx] = 1;
        const sdx_job *nj = mn->jobs[njx], *oj = mo->jobs[best];
        sdx_job_match *jm = &d->jobs[d->njobs++];
        jm->old_job = oj->job_id;
        jm->new_job = nj->job_id;
        jm->confidence = best_conf / best_votes * ((double)best_votes / mine);
        (void)conf;
        const char *a = oj->description, *b = nj->description, *ca = oj->call_site, *cb = nj->call_site;
        jm->how = (fnv(0, a, 0) == fnv(0, b, 0) && fnv(0, ca, 0) == fnv(0, cb, 0)) ? SDX_MATCH_SAME
                  : (fnv(0, a, 1) == fnv(0, b, 1) && fnv(0, ca, 1) == fnv(0, cb, 1)) ? SDX_MATCH_LOOSE
                                                                                     : SDX_MATCH_SHAPE;
    }
    for (uint32_t j = 0; j < nn; j++)
        if (!used_n[j])
            d->new_jobs[d->nnew_jobs++] = mn->jobs[j]->job_id;
    for (uint32_t j = 0; j < no; j++)
        if (!used_o[j])
            d->gone_jobs[d->ngone_jobs++] = mo->jobs[j]->job_id;
    rc = 0;
out:
    free(used_o), free(used_n), free(v);
    return rc;
}

/* How much two stages' RDDs have in common: the share of (RDD name,
 * scope) pairs, codegen ids kept, found in both. */
static double rdd_overlap(const sdx_stage *a, const sdx_stage *b)
{
    uint64_t ha[64], hb[64];
    uint32_t na = a->nrdds < 64 ? a->nrdds : 64, nb = b->nrdds < 64 ? b->nrdds : 64;
    char sc[128];
    for (uint32_t i = 0; i < na; i++) {
        scope_name(a->rdds[i].scope, sc, sizeof sc);
        ha[i] = fnv(fnv(1469598103934665603ull, a->rdds[i].name, 0), sc, 0);
    }
    for (uint32_t i = 0; i < nb; i++) {
        scope_name(b->rdds[i].scope, sc, sizeof sc);
        hb[i] = fnv(fnv(1469598103934665603ull, b->rdds[i].name, 0), sc, 0);
    }
    qsort(ha, na, sizeof *ha, cmp_u64);
    qsort(hb, nb, sizeof *hb, cmp_u64);
    uint32_t i = 0, j = 0, common = 0;
    while (i < na && j < nb) {
        if (ha[i] == hb[j])
            common++, i++, j++;
        else if (ha[i] < hb[j])
            i++;
        else
            j++;
    }
    uint32_t m = na > nb ? na : nb;
    return m ? (double)common / m : 0;
}

/* The weak levels, after lineage had its say: the same name (without
 * numbers) and the same number of shuffle inputs; then, with as many left
 * on each side, in order. */
static int match_weak(df_ctx *c, stage_list *l, run_ix *o, const job_stages *jo, run_ix *n, const job_stages *jn,
                      double job_conf)
{
    int rc = -1;
    /* the same name (without numbers) and the same number of shuffle inputs */
    for (uint32_t i = 0; i < jo->n; i++) {
        uint32_t oi = jo->ix[i];
        const sdx_stage_facts *fo = &o->a->stages[oi];
        if (o->match[oi] >= 0)
            continue;
        int32_t best = -1;
        double best_sim = -1;
        for (uint32_t j = 0; j < jn->n; j++) {
            uint32_t ni = jn->ix[j];
            const sdx_stage_facts *fn = &n->a->stages[ni];
            if (n->match[ni] >= 0 || fo->nshuffle_in != fn->nshuffle_in ||
                fnv(0, fo->s->name, 1) != fnv(0, fn->s->name, 1))
                continue;
            double sim = rdd_overlap(fo->s, fn->s);
            if (sim > best_sim)
                best = (int32_t)ni, best_sim = sim;
        }
        if (best >= 0) {
            double conf = 0.5 < job_conf ? 0.5 : job_conf;
            if (add_stage(c, l, o, (int32_t)oi, n, best, SDX_MATCH_SHAPE, conf) < 0 ||
                add_retries(c, l, o, oi, n, (uint32_t)best, SDX_MATCH_SHAPE, conf) < 0)
                goto out;
        }
    }
    /* as many left on each side: paired in order */
    uint32_t co = 0, cn = 0;
    for (uint32_t i = 0; i < jo->n; i++)
        co += o->match[jo->ix[i]] < 0;
    for (uint32_t i = 0; i < jn->n; i++)
        cn += n->match[jn->ix[i]] < 0;
    if (co && co == cn) {
        double conf = 0.4 < job_conf ? 0.4 : job_conf;
        for (uint32_t i = 0, j = 0; i < jo->n; i++) {
            uint32_t oi = jo->ix[i];
            if (o->match[oi] >= 0)
                continue;
            while (n->match[jn->ix[j]] >= 0)
                j++;
            uint32_t ni = jn->ix[j];
            if (add_stage(c, l, o, (int32_t)oi, n, (int32_t)ni, SDX_MATCH_POSITION, conf) < 0 ||
                add_retries(c, l, o, oi, n, ni, SDX_MATCH_POSITION, conf) < 0)
                goto out;
        }
    }
    rc = 0;
out:
    return rc;
}

/* ---- SQL executions: plan changes and AQE's decisions ---- */

typedef struct name_count {
    char name[64];
    int n;
} name_count;

/* Operator names of a plan (codegen wrappers and adapters left out,
 * numbers dropped), counted. */
static void count_ops(const sdx_plan_node *p, name_count *v, int *nv, int cap, int depth)
{
    if (!p || depth > 200)
        return;
    const char *nm = p->node_name ? p->node_name : "";
    if (strncmp(nm, "WholeStageCodegen", 17) && strcmp(nm, "InputAdapter") && strcmp(nm, "AdaptiveSparkPlan") &&
        !strstr(nm, "QueryStage")) {
        char key[64];
        size_t k = 0;
        for (const char *q = nm; *q && *q != ' ' && *q != '(' && k + 1 < sizeof key; q++)
            key[k++] = *q;
        key[k] = 0;
        int i = 0;
        while (i < *nv && strcmp(v[i].name, key))
            i++;
        if (i == *nv && *nv < cap) {
            memcpy(v[i].name, key, k + 1);
            v[i].n = 0;
            (*nv)++;
        }
        if (i < *nv)
            v[i].n++;
    }
    for (uint32_t c = 0; c < p->nchildren; c++)
        count_ops(p->children[c], v, nv, cap, depth + 1);
}

static int ops_count(const name_count *v, int nv, const char *name)
{
    for (int i = 0; i < nv; i++)
        if (!strcmp(v[i].name, name))
            return v[i].n;
    return 0;
}

/* "BroadcastHashJoin, BroadcastExchange then; SortMergeJoin, 2 Sort now" */
static const char *plan_change(df_ctx *c, const sdx_plan_node *a, const sdx_plan_node *b)
{
    name_count va[96], vb[96];
    int na = 0, nb = 0;
    count_ops(a, va, &na, 96, 0);
    count_ops(b, vb, &nb, 96, 0);
    char then[512] = "", now[512] = "";
    for (int pass = 0; pass < 2; pass++) {
        const name_count *x = pass ? vb : va, *y = pass ? va : vb;
        int nx = pass ? nb : na, ny = pass ? na : nb;
        char *out = pass ? now : then;
        for (int i = 0; i < nx; i++) {
            int d = x[i].n - ops_count(y, ny, x[i].name);
            if (d <= 0)
                continue;
            size_t l = strlen(out);
            if (l + 80 >= sizeof then)
                break;
            char cnt[16] = "";
            if (d > 1)
                snprintf(cnt, sizeof cnt, "%d ", d);
            snprintf(out + l, sizeof then - l, "%s%s%.63s", l ? ", " : "", cnt, x[i].name);
        }
    }
    if (!then[0] && !now[0])
        return NULL;
    return df_strf(c, "%s then; %s now", then[0] ? then : "nothing", now[0] ? now : "nothing");
}

/* The total of a node's metric by name, or -1. */
static int64_t node_metric(const sdx_sql_exec *e, const sdx_plan_node *n, const char *name)
{
    for (uint32_t i = 0; i < n->nmetrics; i++)
        if (n->metrics[i].name && !strcmp(n->metrics[i].name, name)) {
            const sdx_sql_metric_value *v = sdx_sql_exec_metric(e, n->metrics[i].accumulator_id);
            return v ? v->total : -1;
        }
    return -1;
}

typedef struct aqe_acc {
    int64_t coalesced_reads, partitions, skewed, splits;
} aqe_acc;

static void aqe_walk(const sdx_sql_exec *e, const sdx_plan_node *n, aqe_acc *a, int depth)
{
    if (!n || depth > 200)
        return;
    if (n->node_name && (strstr(n->node_name, "AQEShuffleRead") || strstr(n->node_name, "CustomShuffleReader"))) {
        int64_t sk = node_metric(e, n, "number of skewed partitions");
        int64_t sp = node_metric(e, n, "number of skewed partition splits");
        int64_t np = node_metric(e, n, "number of partitions");
        if (sk > 0)
            a->skewed += sk, a->splits += sp > 0 ? sp : 0;
        if ((n->simple_string && strstr(n->simple_string, "coalesced")) || (n->node_name && strstr(n->node_name, "coalesced"))) {
            a->coalesced_reads++;
            if (np > 0)
                a->partitions += np;
        }
    }
    for (uint32_t c = 0; c < n->nchildren; c++)
        aqe_walk(e, n->children[c], a, depth + 1);
}

/* What AQE did to an execution: coalescing, skew splits, join switches. */
static const char *aqe_decisions(df_ctx *c, const sdx_sql_exec *e)
{
    if (!e || !e->plan)
        return NULL;
    aqe_acc a = {0, 0, 0, 0};
    aqe_walk(e, e->plan, &a, 0);
    name_count vi[96], vf[96];
    int ni = 0, nf = 0;
    count_ops(e->initial_plan, vi, &ni, 96, 0);
    count_ops(e->plan, vf, &nf, 96, 0);
    int smj_to_bhj = e->initial_plan && ops_count(vi, ni, "SortMergeJoin") > ops_count(vf, nf, "SortMergeJoin") &&
                     ops_count(vf, nf, "BroadcastHashJoin") > ops_count(vi, ni, "BroadcastHashJoin");
    char out[400] = "";
    if (a.coalesced_reads)
        snprintf(out + strlen(out), sizeof out - strlen(out), "%scoalesced %lld shuffle read%s into %lld partitions",
                 out[0] ? "; " : "", (long long)a.coalesced_reads, a.coalesced_reads == 1 ? "" : "s",
                 (long long)a.partitions);
    if (a.skewed)
        snprintf(out + strlen(out), sizeof out - strlen(out), "%ssplit %lld skewed partition%s into %lld",
                 out[0] ? "; " : "", (long long)a.skewed, a.skewed == 1 ? "" : "s", (long long)a.splits);
    if (smj_to_bhj)
        snprintf(out + strlen(out), sizeof out - strlen(out), "%sturned a SortMergeJoin into a BroadcastHashJoin",
                 out[0] ? "; " : "");
    return out[0] ? df_strdup(c, out) : NULL;
}

static int sql_matches(df_ctx *c, sdx_diff *d, run_ix *o, run_ix *n, const uint32_t *ua, const uint32_t *ub,
                       const double *uc, uint32_t npairs)
{
    d->sql = df_alloc(c, (npairs ? npairs : 1) * sizeof *d->sql);
    if (!d->sql)
        return -1;
    for (uint32_t i = 0; i < npairs; i++) {
        const group *go = &o->g[ua[i]], *gn = &n->g[ub[i]];
        if (go->sql_id < 0 || gn->sql_id < 0)
            continue;
        const sdx_sql_exec *eo = sdx_model_sql(o->a->m, go->sql_id), *en = sdx_model_sql(n->a->m, gn->sql_id);
        if (!eo || !en)
            continue;
        sdx_sql_match *x = &d->sql[d->nsql++];
        memset(x, 0, sizeof *x);
        x->old_exec = eo->execution_id;
        x->new_exec = en->execution_id;
        x->description = en->description;
        x->confidence = uc[i];
        x->how = uc[i] >= 1.0 ? SDX_MATCH_SAME : uc[i] >= 0.85 ? SDX_MATCH_LOOSE : uc[i] >= 0.5 ? SDX_MATCH_SHAPE
                                                                                             : SDX_MATCH_POSITION;
        x->same_query = eo->fingerprint && eo->fingerprint == en->fingerprint;
        x->plan_changed = eo->final_fingerprint != en->final_fingerprint;
        x->plan_change = x->plan_changed ? plan_change(c, eo->plan, en->plan) : NULL;
        x->aqe_then = aqe_decisions(c, eo);
        x->aqe_now = aqe_decisions(c, en);
    }
    return c->oom ? -1 : 0;
}

static int match_all(df_ctx *c, sdx_diff *d, run_ix *o, run_ix *n, stage_list *l)
{
    uint32_t no = o->ng, nn = n->ng;
    sig *so = sdx_xmalloc((no ? no : 1) * sizeof *so), *sn = sdx_xmalloc((nn ? nn : 1) * sizeof *sn);
    uint32_t k = no < nn ? no : nn;
    uint32_t *pa = sdx_xmalloc((k ? k : 1) * sizeof *pa), *pb = sdx_xmalloc((k ? k : 1) * sizeof *pb);
    int *ps = sdx_xmalloc((k ? k : 1) * sizeof *ps);
    int rc = -1;
    if (!so || !sn || !pa || !pb || !ps) {
        c->oom = 1;
        goto out;
    }
    for (uint32_t i = 0; i < no; i++)
        so[i] = group_sig(o, &o->g[i]);
    for (uint32_t i = 0; i < nn; i++)
        sn[i] = group_sig(n, &n->g[i]);
    int64_t np = align(c, so, no, sn, nn, pa, pb, ps);
    if (np < 0)
        goto out;
    /* the unit pairs: aligned ones, and a lone unit between matched neighbours on both sides */
    uint32_t npairs = 0;
    uint32_t *ua = sdx_xmalloc(((uint32_t)np + k + 1) * sizeof *ua), *ub = sdx_xmalloc(((uint32_t)np + k + 1) * sizeof *ub);
    double *uc = sdx_xmalloc(((uint32_t)np + k + 1) * sizeof *uc);
    if (!ua || !ub || !uc) {
        free(ua), free(ub), free(uc);
        c->oom = 1;
        goto out;
    }
    for (int64_t p = -1; p < np; p++) {
        if (p >= 0)
            ua[npairs] = pa[p], ub[npairs] = pb[p], uc[npairs++] = ps[p] == 4 ? 1.0 : ps[p] == 3 ? 0.85 : 0.5;
        uint32_t a0 = p < 0 ? 0 : pa[p] + 1, b0 = p < 0 ? 0 : pb[p] + 1;
        uint32_t a1 = p + 1 < np ? pa[p + 1] : no, b1 = p + 1 < np ? pb[p + 1] : nn;
        if (a1 == a0 + 1 && b1 == b0 + 1 && p + 1 < np)
            ua[npairs] = a0, ub[npairs] = b0, uc[npairs++] = 0.3;
    }
    int bad = sql_matches(c, d, o, n, ua, ub, uc, npairs) < 0;
    for (uint32_t i = 0; i < npairs && !bad; i++)
        bad = match_stages(c, l, o, &o->g[ua[i]].st, n, &n->g[ub[i]].st, uc[i]) < 0;
    bad = bad || match_stages(c, l, o, &o->orphans, n, &n->orphans, 0.5) < 0 || match_lineage(c, l, o, n) < 0;
    for (uint32_t i = 0; i < npairs && !bad; i++)
        bad = match_weak(c, l, o, &o->g[ua[i]].st, n, &n->g[ub[i]].st, uc[i]) < 0;
    bad = bad || match_weak(c, l, o, &o->orphans, n, &n->orphans, 0.5) < 0 || match_lineage(c, l, o, n) < 0;
    free(ua), free(ub), free(uc);
    if (bad || derive_jobs(c, d, o, n, l) < 0)
        goto out;
    /* unmatched stages: new ones in order, then gone ones */
    for (uint32_t i = 0; i < n->a->nstages; i++)
        if (n->match[i] < 0 && !skipped(&n->a->stages[i]) &&
            add_stage(c, l, o, -1, n, (int32_t)i, SDX_MATCH_POSITION, 0) < 0)
            goto out;
    for (uint32_t i = 0; i < o->a->nstages; i++)
        if (o->match[i] < 0 && !skipped(&o->a->stages[i]) &&
            add_stage(c, l, o, (int32_t)i, n, -1, SDX_MATCH_POSITION, 0) < 0)
            goto out;
    rc = 0;
out:
    free(so), free(sn), free(pa), free(pb), free(ps);
    return rc;
}

/* ---- reasons ---- */

static int add_reason(df_ctx *c, sdx_stage_match *x, const char **tmp, uint32_t *n, const char *s)
{
    (void)x;
    if (*n < 12 && s && *s)
        tmp[(*n)++] = s;
    return c->oom ? -1 : 0;
}

static double growth(int64_t a, int64_t b)
{
    return a > 0 && b >= 0 ? (double)b / (double)a : NAN;
}

static int stage_reasons(df_ctx *c, sdx_stage_match *x, const sdx_diff_opts *opts)
{
    const sdx_stage_side *o = &x->old, *n = &x->new_;
    const char *r[12];
    uint32_t nr = 0;
    if (!o->f || !n->f) {
        x->reasons = NULL;
        return 0;
    }
    double fo = o->task_median_ms > 0 ? (double)o->task_max_ms / (double)o->task_median_ms : NAN;
    double fn = n->task_median_ms > 0 ? (double)n->task_max_ms / (double)n->task_median_ms : NAN;
    double k = opts->skew_factor;
    if (isfinite(fn) && fn >= k && (!isfinite(fo) || fo < k / 1.5)) {
        const char *part = "";
        if (n->max_read_partition >= 0 && n->read_median_bytes > 0 && n->read_max_bytes > 0)
            part = df_strf(c, "; partition %d reads %s, %s the median of %s (shuffle read per task: max %s, median %s "
                              "then)",
                           n->max_read_partition, df_bytes(c, (double)n->read_max_bytes),
                           df_ratio(c, (double)n->read_max_bytes / (double)n->read_median_bytes),
                           df_bytes(c, (double)n->read_median_bytes), df_bytes(c, (double)o->read_max_bytes),
                           df_bytes(c, (double)o->read_median_bytes));
        add_reason(c, x, r, &nr,
                   df_strf(c, "a hot key appeared: the max task went from %s to %s while the median stayed near "
                              "%s (%s then)%s",
                           df_ms(c, (double)o->task_max_ms), df_ms(c, (double)n->task_max_ms),
                           df_ms(c, (double)n->task_median_ms), df_ms(c, (double)o->task_median_ms), part));
    } else if (isfinite(fo) && fo >= k && isfinite(fn) && fn < k / 1.5) {
        add_reason(c, x, r, &nr,
                   df_strf(c, "the skew went: the max task went from %s to %s (median %s then, %s now)",
                           df_ms(c, (double)o->task_max_ms), df_ms(c, (double)n->task_max_ms),
                           df_ms(c, (double)o->task_median_ms), df_ms(c, (double)n->task_median_ms)));
    } else if (o->task_median_ms > 0 && n->task_median_ms > 0) {
        double g = (double)n->task_median_ms / (double)o->task_median_ms;
        if (g >= 1.5 || g <= 1 / 1.5)
            add_reason(c, x, r, &nr,
                       df_strf(c, "every task %s: median %s then, %s now (max %s then, %s now)",
                               g > 1 ? "slower" : "faster", df_ms(c, (double)o->task_median_ms),
                               df_ms(c, (double)n->task_median_ms), df_ms(c, (double)o->task_max_ms),
                               df_ms(c, (double)n->task_max_ms)));
    }
    double gi = growth(o->input_bytes, n->input_bytes);
    if (isfinite(gi) && (gi >= 1.2 || gi <= 1 / 1.2))
        add_reason(c, x, r, &nr,
                   df_strf(c, "input %s then, %s now (%s)%s", df_bytes(c, (double)o->input_bytes),
                           df_bytes(c, (double)n->input_bytes), df_ratio(c, gi),
                           o->input_records > 0 && n->input_records >= 0
                               ? df_strf(c, "; %s rows then, %s now", df_count(c, (double)o->input_records),
                                         df_count(c, (double)n->input_records))
                               : ""));
    double gw = growth(o->shuffle_write_bytes, n->shuffle_write_bytes);
    if (!isfinite(gi) && o->shuffle_read_bytes <= 0 && isfinite(gw) && (gw >= 1.2 || gw <= 1 / 1.2))
        add_reason(c, x, r, &nr,
                   df_strf(c, "it produced %s then, %s now (%s shuffle write)", df_bytes(c, (double)o->shuffle_write_bytes),
                           df_bytes(c, (double)n->shuffle_write_bytes), df_ratio(c, gw)));
    double gs = growth(o->shuffle_read_bytes, n->shuffle_read_bytes);
    if (isfinite(gs) && (gs >= 1.2 || gs <= 1 / 1.2))
        add_reason(c, x, r, &nr,
                   df_strf(c, "shuffle read %s then, %s now (%s)%s", df_bytes(c, (double)o->shuffle_read_bytes),
                           df_bytes(c, (double)n->shuffle_read_bytes), df_ratio(c, gs),
                           n->read_max_bytes >= 0 && o->read_max_bytes >= 0
                               ? df_strf(c, "; per task median %s / max %s then, %s / %s now",
                                         df_bytes(c, (double)o->read_median_bytes),
                                         df_bytes(c, (double)o->read_max_bytes),
                                         df_bytes(c, (double)n->read_median_bytes),
                                         df_bytes(c, (double)n->read_max_bytes))
                               : ""));
    if (o->tasks != n->tasks)
        add_reason(c, x, r, &nr, df_strf(c, "tasks %d then, %d now", o->tasks, n->tasks));
    if (n->spill_bytes > 0 && o->spill_bytes == 0)
        add_reason(c, x, r, &nr, df_strf(c, "spill appeared: 0 B then, %s now", df_bytes(c, (double)n->spill_bytes)));
    else if (o->spill_bytes > 0 && n->spill_bytes == 0)
        add_reason(c, x, r, &nr, df_strf(c, "the spill went: %s then, 0 B now", df_bytes(c, (double)o->spill_bytes)));
    else if (o->spill_bytes > 0 && n->spill_bytes >= 2 * o->spill_bytes)
        add_reason(c, x, r, &nr, df_strf(c, "spill %s then, %s now", df_bytes(c, (double)o->spill_bytes),
                                          df_bytes(c, (double)n->spill_bytes)));
    if (n->gc_share >= 0.1 && (o->gc_share < 0 || n->gc_share >= 2 * o->gc_share))
        add_reason(c, x, r, &nr, df_strf(c, "GC %s of task time then, %s now", o->gc_share >= 0 ? df_pct(c, o->gc_share) : "?",
                                          df_pct(c, n->gc_share)));
    if (o->slots > 0 && n->slots > 0 && o->slots != n->slots &&
        fabs((double)n->slots - o->slots) >= opts->slots_change * o->slots)
        add_reason(c, x, r, &nr,
                   df_strf(c, "%d slots then, %d now (%s-bound now: total task time / slots %s then, %s now)", o->slots,
                           n->slots, n->bound ? n->bound : "?", df_ms(c, (double)o->f->capacity),
                           df_ms(c, (double)n->f->capacity)));
    if (n->failed_tasks > o->failed_tasks)
        add_reason(c, x, r, &nr, df_strf(c, "failed task attempts %d then, %d now", o->failed_tasks, n->failed_tasks));
    unsigned jo = o->f->ops & (SDX_OP_SMJ | SDX_OP_SHJ | SDX_OP_BHJ | SDX_OP_NLJ | SDX_OP_CARTESIAN);
    unsigned jn = n->f->ops & (SDX_OP_SMJ | SDX_OP_SHJ | SDX_OP_BHJ | SDX_OP_NLJ | SDX_OP_CARTESIAN);
    if (jo != jn && jo && jn)
        add_reason(c, x, r, &nr, df_strf(c, "join strategy: %s then, %s now", o->ops ? o->ops : "?", n->ops ? n->ops : "?"));
    if (o->bound && n->bound && strcmp(o->bound, n->bound) && strcmp(n->bound, "unknown") && strcmp(o->bound, "unknown"))
        add_reason(c, x, r, &nr, df_strf(c, "%s-bound then, %s-bound now", o->bound, n->bound));
    if (nr) {
        x->reasons = df_alloc(c, nr * sizeof *x->reasons);
        if (!x->reasons)
            return -1;
        memcpy(x->reasons, r, nr * sizeof *r);
        x->nreasons = nr;
    }
    return c->oom ? -1 : 0;
}

/* ---- data growth ---- */

/* The data of the work both runs did (matched stages): input bytes, else
 * the rows the source stages read or produced, else shuffle bytes. Work
 * only one run did (a job added early) is listed as new, not counted. */
static void data_growth(sdx_diff *d)
{
    int64_t ib[2] = {0, 0}, rows[2] = {0, 0}, sh[2] = {0, 0};
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        if (!x->old.f || !x->new_.f || x->old.attempt_id || x->new_.attempt_id)
            continue;
        const sdx_stage_side *s2[2] = {&x->old, &x->new_};
        int source = x->old.f->nshuffle_in == 0 && x->new_.f->nshuffle_in == 0;
        for (int k = 0; k < 2; k++) {
            const sdx_stage_side *s = s2[k];
            ib[k] += s->input_bytes;
            sh[k] += s->shuffle_read_bytes;
            if (source)
                rows[k] += s->input_records > 0 ? s->input_records
                                                 : s->f->s->m[SDX_TM_SHUFFLE_WRITE_RECORDS] + s->f->s->m[SDX_TM_OUTPUT_RECORDS];
        }
    }
    const sdx_diff_run *o = &d->old, *n = &d->new_;
    if (ib[0] > 0 && ib[1] > 0)
        d->data_growth = (double)ib[1] / (double)ib[0];
    else if (rows[0] > 0 && rows[1] > 0)
        d->data_growth = (double)rows[1] / (double)rows[0];
    else if (o->input_bytes > 0 && n->input_bytes > 0)   /* the matched work read nothing: the runs' totals */
        d->data_growth = (double)n->input_bytes / (double)o->input_bytes;
    else if (o->source_rows > 0 && n->source_rows > 0)
        d->data_growth = (double)n->source_rows / (double)o->source_rows;
    else if (sh[0] > 0 && sh[1] > 0)
        d->data_growth = (double)sh[1] / (double)sh[0];
}

/* ---- attribution ---- */

static int attribute(df_ctx *c, sdx_diff *d, const sdx_diff_opts *opts)
{
    int64_t change = d->new_.wall_ms - d->old.wall_ms;
    uint32_t n = d->nstages;
    uint32_t *ix = df_alloc(c, (n ? n : 1) * sizeof *ix);
    if (!ix)
        return -1;
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        sdx_stage_match *x = &d->stages[i];
        if (change)
            x->share = (double)x->delta_ms / (double)llabs(change);
        if (x->delta_ms != 0 && (change >= 0 ? x->delta_ms > 0 : x->delta_ms < 0))
            ix[k++] = i;
    }
    /* largest change first, stable by position */
    for (uint32_t i = 1; i < k; i++) {
        uint32_t v = ix[i], j = i;
        while (j > 0 && llabs(d->stages[ix[j - 1]].delta_ms) < llabs(d->stages[v].delta_ms)) {
            ix[j] = ix[j - 1];
            j--;
        }
        ix[j] = v;
    }
    int64_t target = (int64_t)(opts->attribution_share * (double)llabs(change)), sum = 0;
    uint32_t take = 0;
    for (; take < k && take < (uint32_t)opts->max_stages; take++) {
        int64_t dl = llabs(d->stages[ix[take]].delta_ms);
        if (take > 0 && (sum >= target || dl < opts->min_change_ms / 4 || dl * 20 < llabs(change)))
            break;
        sum += dl;
    }
    d->attributed = ix;
    d->nattributed = take;
    for (uint32_t i = 0; i < n; i++)
        if (stage_reasons(c, &d->stages[i], opts) < 0)
            return -1;
    return 0;
}

/* The data a stage processed: input plus shuffle read, bytes (rows when
 * neither run has bytes). */
static double stage_data_growth(const sdx_stage_match *x)
{
    int64_t ob = x->old.input_bytes + x->old.shuffle_read_bytes, nb = x->new_.input_bytes + x->new_.shuffle_read_bytes;
    if (ob > 0 && nb > 0)
        return (double)nb / (double)ob;
    int64_t orr = x->old.input_records + x->old.shuffle_read_records;
    int64_t nr = x->new_.input_records + x->new_.shuffle_read_records;
    return orr > 0 && nr > 0 ? (double)nr / (double)orr : NAN;
}

static void nonlinear_stage(sdx_diff *d, const sdx_diff_opts *opts)
{
    d->nonlinear_stage = -1;
    int64_t best = 0;
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        if (!x->old.f || !x->new_.f || x->old.slowest_ms <= 0 || x->new_.slowest_ms <= 0)
            continue;
        double g = stage_data_growth(x), t = (double)x->new_.slowest_ms / (double)x->old.slowest_ms;
        int64_t grew = x->new_.slowest_ms - x->old.slowest_ms;
        if (!isfinite(g) || g <= 0 || t < opts->min_time_growth || t < opts->nonlinear_factor * g ||
            grew < opts->min_change_ms || grew <= best)
            continue;
        best = grew;
        d->nonlinear_stage = (int32_t)i;
        d->stage_data_growth = g;
        d->stage_task_growth = t;
    }
}

/* ---- configuration ---- */

static const char *const important_keys[] = {
    "spark.sql.session.timeZone", "spark.sql.adaptive.enabled", "spark.sql.adaptive.skewJoin.enabled",
    "spark.sql.adaptive.skewJoin.skewedPartitionFactor", "spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes",
    "spark.sql.adaptive.coalescePartitions.enabled", "spark.sql.adaptive.advisoryPartitionSizeInBytes",
    "spark.sql.autoBroadcastJoinThreshold", "spark.sql.adaptive.autoBroadcastJoinThreshold",
    "spark.sql.shuffle.partitions", "spark.executor.instances", "spark.executor.cores", "spark.executor.memory",
    "spark.executor.memoryOverhead", "spark.driver.memory", "spark.driver.cores", "spark.dynamicAllocation.enabled",
    "spark.dynamicAllocation.minExecutors", "spark.dynamicAllocation.maxExecutors", "spark.task.cpus",
    "spark.default.parallelism", "spark.sql.files.maxPartitionBytes", "spark.memory.fraction", "spark.serializer",
    "spark.sql.ansi.enabled", "spark.master", "spark.speculation",
};

static int important_rank(const char *key)
{
    for (size_t i = 0; i < sizeof important_keys / sizeof important_keys[0]; i++)
        if (!strcmp(key, important_keys[i]))
            return (int)i;
    return -1;
}

/* Keys that differ between any two runs (ids, ports, start times). */
static int noise_key(const char *k)
{
    static const char *const exact[] = {"spark.app.id", "spark.app.name", "spark.app.startTime", "spark.app.submitTime",
                                        "spark.driver.host", "spark.app.attempt.id", "spark.yarn.app.id",
                                        "spark.ui.proxyBase", "spark.repl.class.uri", "spark.repl.class.outputDir",
                                        "spark.sql.execution.id", "spark.executor.id", "spark.eventLog.dir"};
    for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
        if (!strcmp(k, exact[i]))
            return 1;
    size_t n = strlen(k);
    return (n > 5 && !strcmp(k + n - 5, ".port")) || strstr(k, "appUIAddress") || strstr(k, "amIpFilter") ||
           !strncmp(k, "spark.app.initial.", 18);
}

static int loose_equal(const char *a, const char *b)
{
    return fnv(0, a, 1) == fnv(0, b, 1);
}

static int conf_cmp(const void *x, const void *y)
{
    const sdx_conf_change *a = x, *b = y;
    int ra = important_rank(a->key), rb = important_rank(b->key);
    if ((ra >= 0) != (rb >= 0))
        return ra >= 0 ? -1 : 1;
    if (ra >= 0)
        return ra - rb;
    return strcmp(a->key, b->key);
}

static const char *prop(const sdx_model *m, const char *key)
{
    return sdx_model_spark_prop(m, key);
}

static int config_changes(df_ctx *c, sdx_diff *d, const sdx_model *mo, const sdx_model *mn)
{
    uint32_t cap = mo->env.nspark_props + mn->env.nspark_props;
    d->conf = df_alloc(c, (cap ? cap : 1) * sizeof *d->conf);
    if (!d->conf)
        return -1;
    for (int side = 0; side < 2; side++) {
        const sdx_model *a = side ? mn : mo, *b = side ? mo : mn;
        for (uint32_t i = 0; i < a->env.nspark_props; i++) {
            const char *k = a->env.spark_props[i].key, *va = a->env.spark_props[i].value;
            const char *vb = prop(b, k);
            if (side && vb)
                continue;   /* both sides: listed once, from the old run */
            if (vb && !strcmp(va ? va : "", vb))
                continue;
            int imp = important_rank(k) >= 0;
            if (!imp && (noise_key(k) || (vb && loose_equal(va, vb))))
                continue;
            sdx_conf_change *x = &d->conf[d->nconf++];
            x->key = k;
            x->old_value = side ? NULL : va;
            x->new_value = side ? va : vb;
            x->important = imp;
        }
    }
    qsort(d->conf, d->nconf, sizeof *d->conf, conf_cmp);
    return 0;
}

/* ---- verdict ---- */

static const sdx_stage_match *top_stage(const sdx_diff *d)
{
    return d->nattributed ? &d->stages[d->attributed[0]] : NULL;
}

static const char *stage_name(df_ctx *c, const sdx_stage_match *x)
{
    const sdx_stage_side *s = x->new_.f ? &x->new_ : &x->old;
    const char *what = s->ops ? s->ops : s->f->s->name;
    if (x->old.f && x->new_.f && x->old.stage_id != x->new_.stage_id)
        return df_strf(c, "stage %d (%d then; %s)", x->new_.stage_id, x->old.stage_id, what ? what : "?");
    return df_strf(c, "stage %d (%s)", s->stage_id, what ? what : "?");
}

static int verdict(df_ctx *c, sdx_diff *d, const sdx_diff_opts *opts)
{
    const sdx_diff_run *o = &d->old, *n = &d->new_;
    int64_t change = n->wall_ms - o->wall_ms;
    const sdx_stage_match *nl = d->nonlinear_stage >= 0 ? &d->stages[d->nonlinear_stage] : NULL;
    int app_nl = d->data_growth > 0 && d->time_growth > 1 && d->time_growth / d->data_growth >= opts->nonlinear_factor;
    const char *head;
    if (o->wall_ms <= 0 || n->wall_ms <= 0)
        head = "the wall clock of one run is unknown";
    else if (!nl && (llabs(change) < opts->min_change_ms || fabs(d->time_growth - 1) < 0.1))
        head = df_strf(c, "the run took about as long: %s then, %s now%s", df_ms(c, (double)o->wall_ms),
                       df_ms(c, (double)n->wall_ms),
                       d->data_growth > 0 && fabs(d->data_growth - 1) >= 0.1
                           ? df_strf(c, ", with %s the data", df_ratio(c, d->data_growth)) : "");
    else if (d->data_growth > 0)
        head = df_strf(c, "data %s %s and time %s %s (%s then, %s now)%s", d->data_growth >= 1 ? "grew" : "shrank to",
                       df_ratio(c, d->data_growth), d->time_growth >= 1 ? "grew" : "shrank to", df_ratio(c, d->time_growth),
                       df_ms(c, (double)o->wall_ms), df_ms(c, (double)n->wall_ms),
                       app_nl ? ", which is non-linear" : nl ? "" : "");
    else
        head = df_strf(c, "time %s %s (%s then, %s now) with no input size to compare",
                       d->time_growth >= 1 ? "grew" : "shrank", df_ratio(c, d->time_growth),
                       df_ms(c, (double)o->wall_ms), df_ms(c, (double)n->wall_ms));
    const char *tail = "";
    if (nl) {
        tail = df_strf(c, "%s: the slowest task of %s grew %s (%s then, %s now) for %s its data%s%s",
                       app_nl ? "" : d->time_growth >= 1 ? ", but the growth is non-linear" : ", but", stage_name(c, nl),
                       df_ratio(c, d->stage_task_growth),
                       df_ms(c, (double)nl->old.slowest_ms), df_ms(c, (double)nl->new_.slowest_ms),
                       df_ratio(c, d->stage_data_growth), nl->nreasons ? ". " : "", "");
        if (nl->nreasons && nl->reasons[0][0]) {
            const char *r0 = nl->reasons[0];
            tail = df_strf(c, "%s%c%s", tail, toupper((unsigned char)r0[0]), r0 + 1);
        }
    } else if (d->nfindings && d->findings[0].severity >= SDX_SEV_MEDIUM && strcmp(d->findings[0].id, "diff.config") &&
               strcmp(d->findings[0].id, "diff.nonlinear")) {
        tail = df_strf(c, ". %s", d->findings[0].title);
    } else {
        const sdx_stage_match *t = top_stage(d);
        int64_t fresh = 0, gone = 0;
        uint32_t nfresh = 0, ngone = 0;
        for (uint32_t i = 0; i < d->nstages; i++) {
            const sdx_stage_match *x = &d->stages[i];
            if (!x->old.f)
                fresh += x->delta_ms, nfresh++;
            else if (!x->new_.f)
                gone -= x->delta_ms, ngone++;
        }
        int64_t extra = fresh - gone;
        if (t && (!t->old.f || !t->new_.f) && nfresh + ngone > 1 && llabs(change) >= opts->min_change_ms) {
            tail = df_strf(c, ". %u job%s and %u stage%s are only in the new run, %u job%s and %u stage%s only in the old "
                              "one: %s of work %s",
                           d->nnew_jobs, d->nnew_jobs == 1 ? "" : "s", nfresh, nfresh == 1 ? "" : "s", d->ngone_jobs,
                           d->ngone_jobs == 1 ? "" : "s", ngone, ngone == 1 ? "" : "s",
                           df_ms(c, (double)llabs(extra)), extra >= 0 ? "more" : "less");
        } else if (t && llabs(change) >= opts->min_change_ms) {
            const char *what = !t->old.f ? "is new" : !t->new_.f ? "is gone" : NULL;
            if (what)
                tail = df_strf(c, ". %s %s (%s)", stage_name(c, t), what, df_delta_ms(c, (double)t->delta_ms));
            else
                tail = df_strf(c, ". Most of the change is in %s: %s then, %s now%s%s", stage_name(c, t),
                               df_ms(c, (double)t->old.duration_ms), df_ms(c, (double)t->new_.duration_ms),
                               t->nreasons ? "; " : "", t->nreasons ? t->reasons[0] : "");
        }
    }
    int64_t ddrv = n->driver_ms - o->driver_ms;
    const char *drv = "";
    if (change && llabs(ddrv) >= opts->min_change_ms && llabs(ddrv) * 4 >= llabs(change))
        drv = df_strf(c, ". Driver-only time went from %s to %s", df_ms(c, (double)o->driver_ms),
                      df_ms(c, (double)n->driver_ms));
    if (!head[0])   /* out of memory made it "": c->oom says so */
        return -1;
    d->verdict = df_strf(c, "%c%s%s%s", toupper((unsigned char)head[0]), head + 1, tail, drv);
    return c->oom ? -1 : 0;
}

/* ---- build ---- */

int sdx_diff_build(const sdx_analysis *old_run, const sdx_analysis *new_run, const sdx_diff_opts *opts_in,
                   sdx_diff **out, sdx_error *err)
{
    *out = NULL;
    sdx_diff_opts opts;
    if (opts_in)
        opts = *opts_in;
    else
        sdx_diff_opts_init(&opts);
    sdx_diff *d = sdx_xcalloc(1, sizeof *d);
    df_owned *own = sdx_xcalloc(1, sizeof *own);
    if (!d || !own) {
        free(d), free(own);
        return sdx_error_set(err, SDX_ERR_NOMEM, NULL, UINT64_MAX, "out of memory building the diff");
    }
    sdx_arena_init(&own->arena);
    d->internal_ = own;
    d->schema = SDX_DIFF_SCHEMA;
    df_ctx c = {&own->arena, 0};
    run_ix ro = {0}, rn = {0};
    stage_list sl = {0};
    df_findings fs = {0};
    run_totals(&d->old, old_run);
    run_totals(&d->new_, new_run);
    const sdx_diff_run *o = &d->old, *n = &d->new_;
    if (o->wall_ms > 0 && n->wall_ms > 0)
        d->time_growth = (double)n->wall_ms / (double)o->wall_ms;
    if (index_run(&c, &ro, old_run) < 0 || index_run(&c, &rn, new_run) < 0 || match_all(&c, d, &ro, &rn, &sl) < 0)
        goto oom;
    d->stages = sl.v;
    d->nstages = sl.n;
    sl.v = NULL;
    data_growth(d);
    /* the stage list lives in the arena from here on */
    sdx_stage_match *st = df_alloc(&c, (d->nstages ? d->nstages : 1) * sizeof *st);
    if (!st) {
        free(d->stages);
        d->stages = NULL;
        d->nstages = 0;
        goto oom;
    }
    memcpy(st, d->stages, d->nstages * sizeof *st);
    free(d->stages);
    d->stages = st;
    if (attribute(&c, d, &opts) < 0)
        goto oom;
    nonlinear_stage(d, &opts);
    if (config_changes(&c, d, old_run->m, new_run->m) < 0 || df_rules(&c, d, old_run, new_run, &opts, &fs) < 0)
        goto oom;
    own->findings = fs.v;
    d->findings = fs.v;
    d->nfindings = fs.n;
    fs.v = NULL;
    if (verdict(&c, d, &opts) < 0 || c.oom)
        goto oom;
    free_run(&ro);
    free_run(&rn);
    *out = d;
    return 0;
oom:
    free(sl.v);
    free(fs.v);
    free_run(&ro);
    free_run(&rn);
    sdx_diff_free(d);
    return sdx_error_set(err, SDX_ERR_NOMEM, NULL, UINT64_MAX, "out of memory building the diff");
}

void sdx_diff_free(sdx_diff *d)
{
    if (!d)
        return;
    df_owned *own = d->internal_;
    if (own) {
        free(own->findings);
        sdx_arena_free(&own->arena);
        free(own);
    }
    free(d);
}

const sdx_stage_match *sdx_diff_stage(const sdx_diff *d, int side, int32_t stage_id, int32_t attempt_id)
{
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_side *s = side ? &d->stages[i].new_ : &d->stages[i].old;
        if (s->f && s->stage_id == stage_id && (attempt_id < 0 || s->attempt_id == attempt_id))
            return &d->stages[i];
    }
    return NULL;
}
