/*
 * plan.c: what the query plan itself says is wrong, read from the SQL tab's
 * plans and their node metrics:
 *  - rows.explode: a Generate (explode, posexplode, inline, stack) turns few
 *    rows into many, and one task emits most of them;
 *  - aggregate.expand: an Expand multiplies every row (count(distinct) over
 *    several columns, grouping sets) before the aggregate after it;
 *  - nondeterminism: expressions whose result changes when a task is re-run
 *    (rand() without a seed, monotonically_increasing_id(), uuid(),
 *    first()/last() without an order, a limit without an order in a write);
 *  - plan.huge: a plan so large that planning it holds the driver (execution
 *    start to its first job), e.g. hundreds of withColumn in a loop.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/planfacts.h"

static const sdx_threshold thresholds[] = {
    {"rows.explode_factor", 10, SDX_UNIT_NUMBER,
     "a Generate whose output rows are at least this many times its input rows multiplies rows", "sparkdx"},
    {"rows.explode_min_rows", 1e6, SDX_UNIT_NUMBER,
     "... and emits at least this many rows (fewer cost nothing worth a finding)", "sparkdx"},
    {"rows.explode_task_factor", 5, SDX_UNIT_NUMBER,
     "largest / median rows one task emits from the Generate at or above which one task holds them",
     "Spark spark.sql.adaptive.skewJoin.skewedPartitionFactor default 5"},
    {"aggregate.expand_factor", 3, SDX_UNIT_NUMBER,
     "an Expand whose output rows are at least this many times its input multiplies rows", "sparkdx"},
    {"aggregate.expand_min_rows", 1e6, SDX_UNIT_NUMBER, "... and emits at least this many rows", "sparkdx"},
    {"plan.min_planning_ms", 2000, SDX_UNIT_MS,
     "time from an execution's start to its first job at or above which planning is slow ...", "sparkdx"},
    {"plan.planning_share", 0.1, SDX_UNIT_RATIO, "... when it is also this share of the execution's duration",
     "sparkdx"},
    {"plan.max_nodes", 300, SDX_UNIT_NUMBER, "plan operators at or above which a plan is huge",
     "sparkdx: TPC-DS's largest queries plan to about 150-250 operators"},
    {"plan.max_expr_depth", 100, SDX_UNIT_NUMBER,
     "nesting depth of one operator's expressions at or above which a plan is huge (a withColumn chain)",
     "sparkdx"},
    {"plan.max_columns", 500, SDX_UNIT_NUMBER, "columns one operator outputs at or above which a plan is huge",
     "sparkdx"},
    {"plan.max_chars", 200000, SDX_UNIT_NUMBER, "characters of the plan text at or above which a plan is huge",
     "sparkdx"},
};

static const char *const ids[] = {"rows.explode", "aggregate.expand", "plan.huge", "nondeterminism"};

enum { CF_EXPLODE_TASK, CF_EXPLODE, CF_EXPAND_DISTINCT, CF_EXPAND_SETS, CF_HUGE, CF_NONDET };
static const sdx_confidence confidences[] = {
    [CF_EXPLODE_TASK] = {"rows.explode/task", 0.8, "a Generate multiplies rows and one task emits most of them"},
    [CF_EXPLODE] = {"rows.explode", 0.4, "a Generate multiplies rows evenly (the cost of avoiding it is not measured)"},
    [CF_EXPAND_DISTINCT] = {"aggregate.expand/distinct", 0.6,
                            "an Expand for several count(distinct): the rows it multiplies are measured"},
    [CF_EXPAND_SETS] = {"aggregate.expand/grouping_sets", 0.4, "an Expand for grouping sets (rollup, cube)"},
    [CF_HUGE] = {"plan.huge", 0.6, "a huge plan and a slow start of its execution"},
    [CF_NONDET] = {"nondeterminism", 0.7, "nondeterministic expressions in a plan that ran (a hazard, no time cost)"},
};
#define CF(k) (confidences[k].value)

/* ---- shared walk: every node of every execution that ran ---- */

typedef struct walk {
    rp_ctx *c;
    const sdx_sql_exec *e;
    const sdx_plan_node *path[256];   /* ancestors of the node visited */
    int depth;
} walk;

typedef void (*visit_fn)(walk *w, const sdx_plan_node *n, void *ud);

static void walk_rec(walk *w, const sdx_plan_node *n, visit_fn fn, void *ud)
{
    fn(w, n, ud);
    if (w->depth >= (int)RP_COUNT(w->path))
        return;
    w->path[w->depth++] = n;
    for (uint32_t i = 0; i < n->nchildren; i++)
        walk_rec(w, n->children[i], fn, ud);
    w->depth--;
}

static void walk_all(rp_ctx *c, visit_fn fn, void *ud)
{
    for (uint32_t i = 0; i < c->m->nsql && !c->oom; i++) {
        const sdx_sql_exec *e = c->m->sql[i];
        if (!e->plan || !rp_pf_exec_ran(c, e))
            continue;
        walk w = {c, e, {0}, 0};
        walk_rec(&w, e->plan, fn, ud);
    }
}

static const char *trim_name(rp_ctx *c, const char *nm)
{
    size_t l = nm ? strlen(nm) : 0;
    while (l && nm[l - 1] == ' ')
        l--;
    return rp_strf(c, "%.*s", (int)l, nm ? nm : "");
}

/* the simpleString shortened for a line of evidence */
static const char *short_str(rp_ctx *c, const char *s, int max)
{
    char buf[512];
    rp_pf_strip_ids(s, buf, sizeof buf);
    if ((int)strlen(buf) > max)
        return rp_strf(c, "%.*s...", max, buf);
    return rp_strdup(c, buf);
}

/* ---- rows.explode ---- */

typedef struct gen_hit {
    const sdx_sql_exec *e;
    const sdx_plan_node *n;
    int64_t in, out;
    const sdx_sql_metric_value *v;
} gen_hit;

typedef struct gen_ud {
    gen_hit best;
    int nhits;
    double factor, min_rows;
} gen_ud;

static void gen_visit(walk *w, const sdx_plan_node *n, void *ud)
{
    gen_ud *g = ud;
    if (!n->node_name || strncmp(n->node_name, "Generate", 8))
        return;
    const sdx_sql_metric_value *v = rp_pf_metric(w->e, n, "number of output rows");
    int64_t in = rp_pf_input_rows(w->e, n);
    if (!v || in <= 0 || (double)v->total < g->min_rows || (double)v->total < g->factor * (double)in)
        return;
    g->nhits++;
    if (!g->best.n || v->total > g->best.out)
        g->best = (gen_hit){w->e, n, in, v->total, v};
}

static void rows_explode(rp_ctx *c)
{
    gen_ud g = {{0}, 0, rp_th(c, "rows.explode_factor"), rp_th(c, "rows.explode_min_rows")};
    walk_all(c, gen_visit, &g);
    if (!g.best.n)
        return;
    const gen_hit *h = &g.best;
    const sdx_sql_metric_value *v = h->v;
    const rp_stage *s = rp_pf_stage(c, h->e, h->n);
    double ratio = (double)h->out / (double)h->in;
    double task_ratio = v->median > 0 ? (double)v->max / (double)v->median : (v->max > 0 ? INFINITY : 0);
    int one_task = v->count >= 2 && task_ratio >= rp_th(c, "rows.explode_task_factor");
    double top_share = h->out > 0 ? (double)v->max / (double)h->out : 0;
    int64_t impact = 0;
    if (one_task && s) {
        double p95 = s->sum->duration[RP_Q_P95];
        double floor_ms = p95 > (double)s->capacity ? p95 : (double)s->capacity;
        double crit = (double)rp_pf_crit_ms(c, s);
        impact = crit > floor_ms ? (int64_t)(crit - floor_ms) : 0;
    }
    /* below the floor a skewed explode costs nothing; an even one is only worth a line when its stage is heavy */
    double floor_ms = rp_th(c, "report.min_impact_ms");
    /* ... except when one task holds most of a million rows or more: a hot array that grows with the
     * data, worth a low finding (no time claimed) before it is a straggler */
    int concentrated = one_task && top_share >= 0.5;
    if (one_task ? (double)impact < floor_ms && !concentrated
                 : !s || c->wall_ms <= 0 || (double)s->dur < rp_th(c, "stage.heavy_share") * (double)c->wall_ms)
        return;
    if ((double)impact < floor_ms)
        impact = 0;
    const char *gen = short_str(c, h->n->simple_string, 80);
    sdx_finding *f = rp_finding(c, "rows.explode", "%s multiplies rows %.0fx (%s in, %s out)%s", gen, ratio,
                                rp_count(c, (double)h->in), rp_count(c, (double)h->out),
                                one_task ? rp_strf(c, "; one task emits %s of them", rp_pct(c, top_share)) : "");
    if (s)
        rp_where_stage(f, s);
    rp_where_node(f, h->e, h->n);
    f->impact_ms = impact;
    f->confidence = one_task ? CF(CF_EXPLODE_TASK) : CF(CF_EXPLODE);
    f->severity = rp_severity(c, impact, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "generate_rows", "records", "%s (sql %lld): %s rows in, %s rows out (%.1fx)", gen,
                            (long long)h->e->execution_id, rp_count(c, (double)h->in), rp_count(c, (double)h->out),
                            ratio);
    rp_num(e, "rows_in", (double)h->in);
    rp_num(e, "rows_out", (double)h->out);
    rp_num(e, "value", (double)h->out);
    rp_num(e, "ratio", ratio);
    e = rp_ev(c, f, "output_records", "records", "rows the Generate emitted per task: median %s, max %s%s over %lld "
              "tasks; the largest task holds %s of them", rp_count(c, (double)v->median), rp_count(c, (double)v->max),
              isfinite(task_ratio) ? rp_strf(c, " (%.0fx)", task_ratio) : "", (long long)v->count,
              rp_pct(c, top_share));
    rp_num(e, "median", (double)v->median);
    rp_num(e, "max", (double)v->max);
    rp_num(e, "count", (double)v->count);
    if (isfinite(task_ratio))
        rp_num(e, "ratio", task_ratio);
    rp_num(e, "share", top_share);
    if (s && s->sum->ntop > 0) {
        int32_t tidx = s->sum->top[0].index;
        int64_t tdur = s->sum->top[0].duration;
        e = rp_ev(c, f, "task_duration", "ms", "%s: slowest task (index %d) %s, median %s, 95th percentile %s; stage %s "
                  "(%s bound)", rp_stage_label(c, s), tidx, rp_ms(c, (double)tdur),
                  rp_ms(c, s->sum->duration[RP_Q_MED]), rp_ms(c, s->sum->duration[RP_Q_P95]), rp_ms(c, (double)s->dur),
                  s->bound);
        rp_num(e, "median", s->sum->duration[RP_Q_MED]);
        rp_num(e, "p95", s->sum->duration[RP_Q_P95]);
        rp_num(e, "max", (double)tdur);
        rp_num(e, "index", (double)tidx);
    }
    if (g.nhits > 1)
        rp_ev(c, f, "other_generates", "count", "%d other Generate nodes multiply rows %.0fx or more", g.nhits - 1,
              rp_th(c, "rows.explode_factor"));
    if (!one_task)
        rp_against(c, f, "output_records", "text", "the rows are spread evenly over the tasks: the cost is the "
                   "volume, and what avoiding the explode saves is not measured");
    rp_fix(c, f, SDX_FIX_CODE, "filter or slice the arrays before exploding them (filter(), slice()), and select only "
           "the columns needed after the explode", "every output row copies the row's other columns", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "work on the array without exploding it: aggregate(), transform(), exists(), "
           "array_* functions", "no row per element at all", "only when the result per row is what is needed");
    if (one_task)
        rp_fix(c, f, SDX_FIX_DATA, "split the huge arrays before the explode: explode chunk numbers first, "
               "repartition, then explode slice(arr, chunk * n + 1, n) in many tasks",
               "the elements of one big array are emitted by many tasks instead of one", NULL);
    rp_confirm(c, f, "the Generate node's 'number of output rows' in the SQL tab, and the Shuffle Write Records / "
               "duration of the slowest task of the stage");
    rp_verify(c, f, "Generate rows out (now %s, %.0fx its input) and the largest task's share (now %s)%s",
              rp_count(c, (double)h->out), ratio, rp_pct(c, top_share),
              s ? rp_strf(c, "; duration of %s (now %s)", rp_stage_label(c, s), rp_ms(c, (double)s->dur)) : "");
    if (s && !rp_claimed(c, s))
        rp_claim(c, f, s);
}

/* ---- aggregate.expand ---- */

typedef struct exp_hit {
    const sdx_sql_exec *e;
    const sdx_plan_node *n;
    const sdx_plan_node *up[8];   /* aggregates above it up to the final one */
    int nup;
    int64_t in, out;
} exp_hit;

typedef struct exp_ud {
    exp_hit best;
    int nhits;
    double factor, min_rows;
} exp_ud;

static void exp_visit(walk *w, const sdx_plan_node *n, void *ud)
{
    exp_ud *x = ud;
    if (!n->node_name || strcmp(n->node_name, "Expand"))
        return;
    int64_t out = rp_pf_rows(w->e, n), in = rp_pf_input_rows(w->e, n);
    if (out < 0 || in <= 0 || (double)out < x->min_rows || (double)out < x->factor * (double)in)
        return;
    x->nhits++;
    if (x->best.n && out <= x->best.out)
        return;
    exp_hit h = {w->e, n, {0}, 0, in, out};
    /* the aggregates above it, through at most two exchanges */
    int exchanges = 0;
    for (int d = w->depth - 1; d >= 0 && h.nup < 8; d--) {
        const char *nm = w->path[d]->node_name ? w->path[d]->node_name : "";
        if (strstr(nm, "Exchange") && ++exchanges > 2)
            break;
        if (strstr(nm, "Aggregate"))
            h.up[h.nup++] = w->path[d];
    }
    x->best = h;
}

static int count_projections(const char *s)
{
    /* Expand [[a, null, 1], [null, b, 2]], [...]: the top-level lists of the first argument */
    const char *p = s ? strchr(s, '[') : NULL;
    if (!p)
        return 0;
    int depth = 0, k = 0;
    for (; *p; p++) {
        if (*p == '[' && ++depth == 2)
            k++;
        if (*p == ']' && --depth == 0)
            break;
    }
    return k;
}

static void aggregate_expand(rp_ctx *c)
{
    exp_ud x = {{0}, 0, rp_th(c, "aggregate.expand_factor"), rp_th(c, "aggregate.expand_min_rows")};
    walk_all(c, exp_visit, &x);
    if (!x.best.n)
        return;
    const exp_hit *h = &x.best;
    const char *ss = h->n->simple_string ? h->n->simple_string : "";
    int sets = strstr(ss, "spark_grouping_id") != NULL;
    int nproj = count_projections(ss);
    double ratio = (double)h->out / (double)h->in;
    /* the stages that hold the multiplied rows: the Expand's and the aggregates' after it */
    const rp_stage *st[9];
    int nst = 0;
    const rp_stage *s0 = rp_pf_stage(c, h->e, h->n);
    if (s0)
        st[nst++] = s0;
    for (int i = 0; i < h->nup; i++) {
        const rp_stage *s = rp_pf_stage(c, h->e, h->up[i]);
        int dup = 0;
        for (int k = 0; k < nst; k++)
            dup |= st[k] == s;
        if (s && !dup)
            st[nst++] = s;
    }
    int64_t crit = 0;
    for (int k = 0; k < nst; k++)
        crit += rp_pf_crit_ms(c, st[k]);
    int64_t impact = (int64_t)((1.0 - 1.0 / ratio) * (double)crit);
    if ((double)impact < rp_th(c, "report.min_impact_ms"))
        return;
    const sdx_plan_node *final_agg = h->nup ? h->up[h->nup - 1] : NULL;
    sdx_finding *f = rp_finding(c, "aggregate.expand", "Expand multiplies every row %.1fx (%s in, %s out) for %s",
                                ratio, rp_count(c, (double)h->in), rp_count(c, (double)h->out),
                                sets ? "grouping sets (rollup / cube)"
                                     : rp_strf(c, "%d distinct aggregates in one aggregation", nproj));
    if (s0)
        rp_where_stage(f, s0);
    rp_where_node(f, h->e, h->n);
    f->impact_ms = impact;
    f->confidence = sets ? CF(CF_EXPAND_SETS) : CF(CF_EXPAND_DISTINCT);
    f->severity = rp_severity(c, impact, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "expand_rows", "records", "Expand (sql %lld) with %d projections: %s rows in, %s "
                            "rows out (%.1fx)", (long long)h->e->execution_id, nproj, rp_count(c, (double)h->in),
                            rp_count(c, (double)h->out), ratio);
    rp_num(e, "rows_in", (double)h->in);
    rp_num(e, "rows_out", (double)h->out);
    rp_num(e, "value", (double)h->out);
    rp_num(e, "ratio", ratio);
    rp_num(e, "projections", nproj);
    if (h->nup) {
        const sdx_plan_node *a = h->up[0];
        int64_t aout = rp_pf_rows(h->e, a);
        e = rp_ev(c, f, "aggregate_after", "records", "the aggregate after it: %s, %s rows out%s",
                  short_str(c, a->simple_string, 90), rp_count(c, (double)aout),
                  final_agg && final_agg != a ? rp_strf(c, "; final: %s", short_str(c, final_agg->simple_string, 90))
                                              : "");
        rp_num(e, "value", (double)aout);
    }
    if (nst) {
        char buf[256];
        size_t k = 0;
        buf[0] = 0;
        for (int i = 0; i < nst && k < sizeof buf - 40; i++)
            k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%s %s", i ? ", " : "", rp_stage_label(c, st[i]),
                                  rp_ms(c, (double)st[i]->dur));
        e = rp_ev(c, f, "stages", "ms", "the multiplied rows run through %s: %s on the critical path", buf,
                  rp_ms(c, (double)crit));
        rp_num(e, "value", (double)crit);
    }
    if (sets) {
        rp_fix(c, f, SDX_FIX_CODE, "ask for fewer grouping sets: rollup instead of cube, or GROUPING SETS with only "
               "the sets needed", "each grouping set is one more copy of every row", NULL);
        rp_fix(c, f, SDX_FIX_CODE, "aggregate to the finest grouping first, then roll the (smaller) result up",
               "the Expand then multiplies the aggregated rows, not the input", NULL);
    } else {
        rp_fix(c, f, SDX_FIX_CODE, "approx_count_distinct(col, rsd) for each column when an estimate is enough",
               "HyperLogLog++ in one pass: no Expand, no extra shuffle", "an estimate (rsd 0.05 by default)");
        rp_fix(c, f, SDX_FIX_CODE, "exact counts: compute each count(distinct) in its own groupBy(key, col) "
               "aggregation and join the small results", "each pass shuffles the rows once instead of "
               "shuffling every row once per distinct column", NULL);
    }
    rp_confirm(c, f, "the Expand node's 'number of output rows' against its input in the SQL tab");
    rp_verify(c, f, "Expand rows out (now %s, %.1fx the input) and the duration of the stages after it (now %s)",
              rp_count(c, (double)h->out), ratio, rp_ms(c, (double)crit));
    for (int k = 0; k < nst; k++)
        if (!rp_claimed(c, st[k]))
            rp_claim(c, f, st[k]);
}

/* ---- plan.huge ---- */

static int expr_depth(const char *s)
{
    int d = 0, mx = 0;
    for (const char *p = s ? s : ""; *p; p++) {
        if (*p == '(' && ++d > mx)
            mx = d;
        else if (*p == ')' && d > 0)
            d--;
    }
    return mx;
}

typedef struct size_ud {
    int depth;
    const sdx_plan_node *deep;
} size_ud;

static int size_cb(const sdx_plan_node *n, void *ud)
{
    size_ud *u = ud;
    int d = expr_depth(n->simple_string);
    if (d > u->depth) {
        u->depth = d;
        u->deep = n;
    }
    return 0;
}

/* the widest "Output [N]:" of the plan description */
static int64_t max_columns(const char *plan)
{
    int64_t mx = 0;
    for (const char *p = plan ? strstr(plan, "Output [") : NULL; p; p = strstr(p + 1, "Output [")) {
        int64_t v = strtoll(p + 8, NULL, 10);
        if (v > mx)
            mx = v;
    }
    return mx;
}

static void plan_huge(rp_ctx *c)
{
    const sdx_sql_exec *best = NULL;
    int64_t best_plan = 0, best_ms = 0;
    uint32_t best_nodes = 0;
    int64_t best_cols = 0;
    size_ud best_u = {0, NULL};
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        const sdx_sql_exec *e = c->m->sql[i];
        int64_t first = rp_pf_first_job(c->m, e), dur = rp_pf_exec_ms(e);
        if (!e->plan || first < 0 || e->submission_time < 0 || dur <= 0)
            continue;
        int64_t plan_ms = first - e->submission_time;
        if ((double)plan_ms < rp_th(c, "plan.min_planning_ms") || (double)plan_ms < rp_th(c, "plan.planning_share") * (double)dur)
            continue;
        uint32_t nodes = rp_pf_count_nodes(e->initial_plan ? e->initial_plan : e->plan);
        uint32_t fnodes = rp_pf_count_nodes(e->plan);
        nodes = fnodes > nodes ? fnodes : nodes;
        size_ud u = {0, NULL};
        rp_plan_walk(e->plan, size_cb, &u);
        int64_t cols = max_columns(e->physical_plan);
        size_t chars = e->physical_plan ? strlen(e->physical_plan) : 0;
        if (nodes < rp_th(c, "plan.max_nodes") && u.depth < rp_th(c, "plan.max_expr_depth") &&
            (double)cols < rp_th(c, "plan.max_columns") && (double)chars < rp_th(c, "plan.max_chars"))
            continue;
        if (!best || plan_ms > best_ms) {
            best = e;
            best_ms = plan_ms;
            best_nodes = nodes;
            best_u = u;
            best_cols = cols;
            best_plan = (int64_t)chars;
        }
    }
    if (!best)
        return;
    int64_t dur = rp_pf_exec_ms(best);
    /* the driver-only time right before the execution (a withColumn loop analyses the plan there) */
    int64_t before = 0;
    for (uint32_t i = 0; i < c->an->ngaps; i++) {
        const sdx_gap *g = &c->an->gaps[i];
        if (g->start <= best->submission_time && best->submission_time <= g->end)
            before = best->submission_time - g->start;
    }
    sdx_finding *f = rp_finding(c, "plan.huge", "sql %lld waits %s before its first job: its plan is huge (%s)",
                                (long long)best->execution_id, rp_ms(c, (double)best_ms),
                                best_u.depth >= rp_th(c, "plan.max_expr_depth")
                                    ? rp_strf(c, "expressions nested %d deep", best_u.depth)
                                : (double)best_cols >= rp_th(c, "plan.max_columns")
                                    ? rp_strf(c, "%lld columns", (long long)best_cols)
                                    : rp_strf(c, "%u operators", best_nodes));
    rp_where_node(f, best, best_u.deep);
    f->impact_ms = best_ms;
    f->confidence = CF(CF_HUGE);
    f->severity = rp_severity(c, best_ms, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "planning_time", "ms", "sql %lld started %s before its first job (%s of its %s): "
                            "analysis, optimization and code generation on the driver", (long long)best->execution_id,
                            rp_ms(c, (double)best_ms), rp_pct(c, (double)best_ms / (double)dur), rp_ms(c, (double)dur));
    rp_num(e, "value", (double)best_ms);
    rp_num(e, "share", (double)best_ms / (double)dur);
    rp_num(e, "total", (double)dur);
    e = rp_ev(c, f, "plan_size", "count", "plan: %u operators, %s characters of plan text, expressions nested %d deep%s%s",
              best_nodes, rp_count(c, (double)best_plan), best_u.depth,
              best_u.deep ? rp_strf(c, " (in %s)", trim_name(c, best_u.deep->node_name)) : "",
              best_cols ? rp_strf(c, ", widest operator %lld columns", (long long)best_cols) : "");
    rp_num(e, "nodes", best_nodes);
    rp_num(e, "chars", (double)best_plan);
    rp_num(e, "expr_depth", best_u.depth);
    rp_num(e, "columns", (double)best_cols);
    if (before >= 1000) {
        e = rp_ev(c, f, "driver_before", "ms", "no job ran for %s before sql %lld started: building a plan like this "
                  "one column at a time is analysed again at every step, on the driver", rp_ms(c, (double)before),
                  (long long)best->execution_id);
        rp_num(e, "value", (double)before);
        rp_against(c, f, "driver_before", "text", "the log cannot say how much of the driver-only time before the "
                   "execution went to building the plan: only the time to its first job is counted");
    }
    rp_fix(c, f, SDX_FIX_CODE, "build the columns in one select([...]) (or withColumns({...}), Spark 3.3+) instead of "
           "withColumn in a loop", "one analysis of the plan instead of one per column", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "compute chained columns in steps: write intermediate columns out (or localCheckpoint()) "
           "every few dozen steps", "cuts the expression tree that every later column inlines", "a checkpoint costs "
           "a pass over the data");
    rp_confirm(c, f, "the SQL tab: execution submitted vs its first job; the plan's size in 'Details'");
    rp_verify(c, f, "time from sql %lld's start to its first job (now %s) and the plan's expression depth (now %d)",
              (long long)best->execution_id, rp_ms(c, (double)best_ms), best_u.depth);
}

/* ---- nondeterminism ---- */

enum { ND_RAND, ND_MONO, ND_UUID, ND_SHUFFLE, ND_FIRST, ND_LIMIT, ND_KINDS };
static const char *const nd_names[ND_KINDS] = {"rand() without a seed", "monotonically_increasing_id()", "uuid()",
                                               "shuffle()", "first()/last() without an order",
                                               "limit without an order"};

typedef struct nd_hit {
    int kind;
    int64_t sql;
    const char *node, *expr;
} nd_hit;

typedef struct nd_ud {
    rp_ctx *c;
    nd_hit hits[16];
    int nhits, total;
    unsigned kinds;
    int writes;   /* the current execution writes */
} nd_ud;

static void nd_add(nd_ud *u, walk *w, const sdx_plan_node *n, int kind, const char *expr)
{
    for (int i = 0; i < u->nhits; i++)
        if (u->hits[i].kind == kind && u->hits[i].sql == w->e->execution_id)
            return;
    u->total++;
    u->kinds |= 1u << kind;
    if (u->nhits < (int)RP_COUNT(u->hits))
        u->hits[u->nhits++] = (nd_hit){kind, w->e->execution_id, trim_name(u->c, n->node_name), expr};
}

/* the text of the call at p: "name(...)" up to its closing parenthesis */
static const char *call_text(rp_ctx *c, const char *p)
{
    int d = 0;
    const char *q = p;
    for (; *q; q++) {
        if (*q == '(')
            d++;
        else if (*q == ')' && --d == 0) {
            q++;
            break;
        }
    }
    int len = (int)(q - p);
    return short_str(c, rp_strf(c, "%.*s", len > 200 ? 200 : len, p), 80);
}

static int ordered_below(const sdx_plan_node *n)
{
    for (int d = 0; n && d < 16; d++) {
        const char *nm = n->node_name ? n->node_name : "";
        if (!strncmp(nm, "Sort", 4) && strncmp(nm, "SortMerge", 9) && strncmp(nm, "SortAggregate", 13))
            return 1;
        if (strstr(nm, "TakeOrdered"))
            return 1;
        if (n->nchildren != 1)
            return 0;
        n = n->children[0];
    }
    return 0;
}

static void nd_visit(walk *w, const sdx_plan_node *n, void *ud)
{
    nd_ud *u = ud;
    const char *nm = n->node_name ? n->node_name : "";
    const char *ss = n->simple_string ? n->simple_string : "";
    if (w->depth == 0)
        u->writes = rp_pf_exec_writes(w->e);
    if (strstr(nm, "InMemoryTableScan") || strstr(nm, "QueryStage"))
        return;
    static const char *const rands[] = {"rand(", "randn("};
    for (size_t k = 0; k < 2; k++)
        for (const char *p = rp_pf_word(ss, rands[k]); p; p = rp_pf_word(p + 1, rands[k])) {
            /* rand() without a seed gets a random 64-bit one (Utils.random.nextLong): a seed a
             * person writes is small */
            const char *q = p + strlen(rands[k]);
            long long seed = strtoll(q, NULL, 10);
            if (isdigit((unsigned char)*q) || *q == '-') {
                if (llabs(seed) >= (1LL << 32)) {
                    nd_add(u, w, n, ND_RAND, call_text(u->c, p));
                    break;
                }
            }
        }
    const char *p;
    if ((p = rp_pf_word(ss, "monotonically_increasing_id(")))
        nd_add(u, w, n, ND_MONO, "monotonically_increasing_id()");
    if ((p = rp_pf_word(ss, "uuid(")))
        nd_add(u, w, n, ND_UUID, call_text(u->c, p));
    if ((p = rp_pf_word(ss, "shuffle(")))
        nd_add(u, w, n, ND_SHUFFLE, call_text(u->c, p));
    if (strstr(nm, "Aggregate") || !strcmp(nm, "Window")) {
        static const char *const firsts[] = {"first(", "last(", "first_value(", "last_value(", "any_value("};
        int windowed_order = !strcmp(nm, "Window") && (strstr(ss, " ASC") || strstr(ss, " DESC"));
        for (size_t k = 0; k < RP_COUNT(firsts) && !windowed_order; k++)
            if ((p = rp_pf_word(ss, firsts[k]))) {
                nd_add(u, w, n, ND_FIRST, call_text(u->c, p));
                break;
            }
    }
    /* a limit whose rows are written, with no order under it (show(), take() are not) */
    if (u->writes && (!strcmp(nm, "GlobalLimit") || !strcmp(nm, "CollectLimit") || !strcmp(nm, "Limit")) &&
        n->nchildren == 1 && !ordered_below(n->children[0]))
        nd_add(u, w, n, ND_LIMIT, short_str(u->c, ss, 60));
}

static void nondeterminism(rp_ctx *c)
{
    nd_ud u;
    memset(&u, 0, sizeof u);
    u.c = c;
    walk_all(c, nd_visit, &u);
    if (!u.nhits)
        return;
    char kinds[256];
    size_t k = 0;
    kinds[0] = 0;
    for (int i = 0; i < ND_KINDS; i++)
        if (u.kinds & (1u << i))
            k += (size_t)snprintf(kinds + k, sizeof kinds - k, "%s%s", k ? ", " : "", nd_names[i]);
    sdx_finding *f = rp_finding(c, "nondeterminism", "Nondeterministic expressions in the plan: %s", kinds);
    f->where.sql = u.hits[0].sql;
    f->where.node = u.hits[0].node;
    f->impact_ms = 0;
    f->confidence = CF(CF_NONDET);
    f->severity = SDX_SEV_LOW;
    for (int i = 0; i < u.nhits && i < 6; i++) {
        sdx_evidence *e = rp_ev(c, f, "expression", "text", "%s in %s of sql %lld (%s)", u.hits[i].expr,
                                u.hits[i].node, (long long)u.hits[i].sql, nd_names[u.hits[i].kind]);
        rp_num(e, "sql", (double)u.hits[i].sql);
    }
    if (u.total > 6)
        rp_ev(c, f, "expressions", "count", "%d places in all", u.total);
    rp_against(c, f, "impact", "text", "no time cost: a hazard. A task or stage re-run (executor loss, fetch failure, "
               "speculation) or another partitioning gives other values, so retries and reruns can disagree");
    if (u.kinds & (1u << ND_RAND))
        rp_fix(c, f, SDX_FIX_CODE, "give rand() / randn() a seed, or derive the value from the row: e.g. "
               "(xxhash64(key) % 100) for sampling", "the same row gets the same value on every attempt",
               "a seed alone still depends on the partitioning");
    if (u.kinds & ((1u << ND_MONO) | (1u << ND_UUID)))
        rp_fix(c, f, SDX_FIX_CODE, "ids from the data: row_number() over an explicit order, or a hash of the "
               "business key, instead of monotonically_increasing_id() / uuid()",
               "ids do not change when a partition is recomputed", NULL);
    if (u.kinds & (1u << ND_FIRST))
        rp_fix(c, f, SDX_FIX_CODE, "max_by(col, order_col) / min_by, or first() over a Window with orderBy, "
               "instead of first()/last() in groupBy (dropDuplicates on some columns is first() too)",
               "which row wins is decided by the data, not by the shuffle's arrival order", NULL);
    if (u.kinds & (1u << ND_LIMIT))
        rp_fix(c, f, SDX_FIX_CODE, "orderBy before limit when the limited rows are written",
               "without an order, which rows survive depends on task timing", NULL);
    if (u.kinds & (1u << ND_SHUFFLE))
        rp_fix(c, f, SDX_FIX_CODE, "shuffle(arr, seed) or sort the array when the order matters", "", NULL);
    rp_confirm(c, f, "run the job twice on the same input and compare the outputs");
    rp_verify(c, f, "the plans contain none of: %s", kinds);
}

static void run(rp_ctx *c)
{
    rows_explode(c);
    aggregate_expand(c);
    plan_huge(c);
    nondeterminism(c);
}

const rp_rule rp_rule_plan = RP_RULE("plan", ids, thresholds, confidences, run);
