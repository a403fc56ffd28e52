/*
 * join.c: joins read from the SQL plan and its metrics. Every join node of
 * every execution's final plan (after AQE) is measured once: its rows out,
 * each side's rows in (the nearest node below that counts its output rows),
 * each side's size (the nearest exchange's "data size") and the stages that
 * ran it. Then:
 *  - join.broadcast_candidate: a sort-merge / shuffled hash join whose
 *    buildable side is below the broadcast threshold in force; the gain is
 *    the big side's shuffle write and the sorts. With auto-broadcast off this
 *    is also config.broadcast_off's cause: the config change is its first fix
 *    and config.broadcast_off stays quiet (it reads the fact this rule sets).
 *  - join.broadcast_too_large: a BroadcastExchange big against the driver's
 *    heap, with its collect / build / broadcast times.
 *  - join.fanout: a join emitting many times the rows of its larger input;
 *    the stages that carry the multiplied rows until a later operator throws
 *    them away again.
 *  - join.rows_dropped: an inner join keeping a small part of its probe rows
 *    against an unfiltered lookup side (NULL or missing keys); and a Filter
 *    on a right-side column above a left outer join (an inner join in
 *    disguise, left in the physical plan when the optimizer could not prove
 *    the predicate rejects NULLs).
 *  - join.cartesian: CartesianProduct / BroadcastNestedLoopJoin, with the
 *    rows compared (left x right) and the time of the stages running it.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"join.broadcast_default_bytes", 10 * MIB, SDX_UNIT_BYTES,
     "a join side at most this big would be broadcast when auto-broadcast is off (Spark's default threshold)",
     "Spark spark.sql.autoBroadcastJoinThreshold default 10MB"},
    {"join.broadcast_driver_share", 0.10, SDX_UNIT_RATIO,
     "a broadcast relation at least this share of spark.driver.memory is too large (the driver holds the "
     "collected rows, the built relation and its serialized pieces at once)",
     "sparkdx; Spark builds the relation on the driver (BroadcastExchangeExec) and keeps 2-3 copies there"},
    {"join.broadcast_large_bytes", 1024 * MIB, SDX_UNIT_BYTES,
     "... or at least this big whatever the driver's memory",
     "sparkdx; Spark refuses relations over 8 GB (BroadcastExchangeExec.MAX_BROADCAST_TABLE_BYTES)"},
    {"join.fanout_ratio", 10, SDX_UNIT_NUMBER,
     "a join whose rows out are at least this many times its larger input's rows multiplies rows",
     "sparkdx: an order of magnitude, beyond the few rows per key of a one-to-many lookup"},
    {"join.fanout_min_rows", 1e6, SDX_UNIT_NUMBER,
     "... and emits at least this many rows",
     "sparkdx"},
    {"join.fanout_gain_share", 0.5, SDX_UNIT_RATIO,
     "share of the time of the stages carrying the multiplied rows assumed saved by joining on unique keys or "
     "filtering first",
     "sparkdx"},
    {"join.drop_share", 0.5, SDX_UNIT_RATIO,
     "an inner join keeping at most this share of its probe side's rows (against an unfiltered lookup side) "
     "drops rows",
     "sparkdx"},
    {"join.drop_min_rows", 1e5, SDX_UNIT_NUMBER,
     "... when it drops at least this many rows",
     "sparkdx"},
    {"join.cartesian_min_pairs", 1e6, SDX_UNIT_NUMBER,
     "a cartesian or nested-loop join comparing at least this many row pairs is a finding ...",
     "sparkdx"},
    {"join.cartesian_factor", 10, SDX_UNIT_NUMBER,
     "... when the pairs are at least this many times left + right rows (a side of a few rows costs a scan)",
     "sparkdx"},
};

static const char *const ids[] = {"join.broadcast_candidate", "join.broadcast_too_large", "join.fanout",
                                  "join.rows_dropped", "join.cartesian"};

enum { CF_CANDIDATE, CF_CANDIDATE_OFF, CF_TOO_LARGE, CF_FANOUT, CF_FANOUT_DROP, CF_DROPPED, CF_DROPPED_NULLS, CF_DISGUISE,
       CF_CARTESIAN };
static const sdx_confidence confidences[] = {
    [CF_CANDIDATE] = {"join.broadcast_candidate", 0.5,
        "a shuffled join's buildable side is below the threshold in force (the gain is an estimate from its "
        "shuffle write and sort times)"},
    [CF_CANDIDATE_OFF] = {"join.broadcast_candidate/threshold_off", 0.6,
        "... and auto-broadcast is off (spark.sql.autoBroadcastJoinThreshold=-1)"},
    [CF_TOO_LARGE] = {"join.broadcast_too_large", 0.6, "the broadcast's data size against the driver's memory"},
    [CF_FANOUT] = {"join.fanout", 0.5, "a join multiplies its rows; whether the keys should be unique is the "
        "user's to say"},
    [CF_FANOUT_DROP] = {"join.fanout/dropped_later", 0.7, "... and a later operator throws most of them away"},
    [CF_DROPPED] = {"join.rows_dropped", 0.5, "an inner join drops most of its probe rows against an unfiltered "
        "side; whether they should survive is the user's to say"},
    [CF_DROPPED_NULLS] = {"join.rows_dropped/null_keys", 0.6, "... and the plan measures NULL keys among them "
        "(the rows Spark's inferred isnotnull filter removed)"},
    [CF_DISGUISE] = {"join.rows_dropped/left_filtered", 0.7,
        "a Filter on a right-side column above a left outer join (the plan shows it)"},
    [CF_CARTESIAN] = {"join.cartesian", 0.8, "a cartesian or nested-loop join in the plan, rows compared measured"},
};
#define CF(k) (confidences[k].value)

/* ---- plan reading ---- */

typedef struct jnode {
    const sdx_sql_exec *e;
    const sdx_plan_graph_node *g;  /* its graph node (id, stages) */
    const sdx_plan_node *n;
    const char *op;                /* node name */
    char type[24];                 /* Inner, LeftOuter, ... ("" unknown) */
    int build;                     /* 0 left, 1 right, -1 none / unknown (BuildLeft / BuildRight) */
    double out;                    /* rows out, -1 unknown */
    double in[2];                  /* rows in of each side, -1 unknown */
    const sdx_plan_node *src[2];   /* the node they were read from */
    double size[2];                /* the side's exchange data size, -1 unknown */
    const sdx_plan_node *xch[2];
} jnode;

static int starts(const char *s, const char *p)
{
    return s && !strncmp(s, p, strlen(p));
}

static int is_join(const char *nm)
{
    return nm && (!strcmp(nm, "SortMergeJoin") || !strcmp(nm, "ShuffledHashJoin") ||
                  !strcmp(nm, "BroadcastHashJoin") || !strcmp(nm, "BroadcastNestedLoopJoin") ||
                  !strcmp(nm, "CartesianProduct"));
}

static int is_nested(const char *nm)
{
    return nm && (!strcmp(nm, "BroadcastNestedLoopJoin") || !strcmp(nm, "CartesianProduct"));
}

/* The join type and build side from simpleString: "SortMergeJoin [a#1], [b#2], Inner[, cond]",
 * "BroadcastHashJoin [..], [..], Inner, BuildRight, ...", "BroadcastNestedLoopJoin BuildRight, Inner, cond",
 * "CartesianProduct [cond]". */
static void parse_join(jnode *j)
{
    static const char *const types[] = {"LeftOuter", "RightOuter", "FullOuter", "LeftSemi", "LeftAnti",
                                        "ExistenceJoin", "Inner", "Cross"};
    const char *s = j->n->simple_string ? j->n->simple_string : "";
    j->type[0] = 0;
    j->build = -1;
    /* skip the key lists: the type is the first known word after them */
    const char *p = s;
    int depth = 0;
    for (; *p; p++) {
        if (*p == '[' || *p == '(')
            depth++;
        else if ((*p == ']' || *p == ')') && depth)
            depth--;
        else if (!depth && (p == s || p[-1] == ' ' || p[-1] == ',')) {
            for (size_t k = 0; k < RP_COUNT(types) && !j->type[0]; k++)
                if (!strncmp(p, types[k], strlen(types[k])))
                    snprintf(j->type, sizeof j->type, "%s", types[k]);
            if (!strncmp(p, "BuildRight", 10))
                j->build = 1;
            else if (!strncmp(p, "BuildLeft", 9))
                j->build = 0;
        }
    }
    if (!j->type[0] && !strcmp(j->op, "CartesianProduct"))
        snprintf(j->type, sizeof j->type, "Cross");
}

/* Nodes that pass rows through unchanged (or only reorder them). */
static int passthrough(const char *nm)
{
    return nm && (starts(nm, "WholeStageCodegen") || !strcmp(nm, "InputAdapter") || !strcmp(nm, "Sort") ||
                  !strcmp(nm, "Project") || starts(nm, "ShuffleQueryStage") || starts(nm, "BroadcastQueryStage") ||
                  !strcmp(nm, "AQEShuffleRead") || !strcmp(nm, "CustomShuffleReader") ||
                  !strcmp(nm, "ColumnarToRow") || !strcmp(nm, "Exchange") || !strcmp(nm, "ShuffleExchange") ||
                  !strcmp(nm, "CoalescedShuffleReader"));
}

/* The rows a side delivers: the first node down a single-child chain that counts its output rows
 * (a BroadcastExchange counts them too). -1 when the chain ends without one. */
static double side_rows(const sdx_sql_exec *e, const sdx_plan_node *n, const sdx_plan_node **src)
{
    for (int guard = 0; n && guard < 64; guard++) {
        double v;
        if (rp_node_metric(e, n, "number of output rows", &v, NULL) && isfinite(v)) {
            *src = n;
            return v;
        }
        /* a BroadcastExchange counts its rows since Spark 3.1; before, its child's are the same */
        if ((!passthrough(n->node_name) && !starts(n->node_name, "BroadcastExchange")) || n->nchildren != 1)
            break;
        n = n->children[0];
    }
    *src = NULL;
    return -1;
}

/* The side's exchange (shuffle or broadcast) down a single-child chain. */
static const sdx_plan_node *side_exchange(const sdx_plan_node *n)
{
    for (int guard = 0; n && guard < 64; guard++) {
        const char *nm = n->node_name;
        if (nm && (!strcmp(nm, "Exchange") || !strcmp(nm, "ShuffleExchange") || !strcmp(nm, "BroadcastExchange")))
            return n;
        if (!passthrough(nm) || n->nchildren != 1)
            break;
        n = n->children[0];
    }
    return NULL;
}

static const sdx_plan_graph_node *graph_node(const sdx_sql_exec *e, const sdx_plan_node *n)
{
    for (uint32_t i = 0; i < e->graph.nnodes; i++)
        if (e->graph.nodes[i].plan == n)
            return &e->graph.nodes[i];
    return NULL;
}

struct parent_ud {
    const sdx_plan_node *child, *parent;
};

static int parent_cb(const sdx_plan_node *n, void *ud)
{
    struct parent_ud *u = ud;
    for (uint32_t i = 0; i < n->nchildren; i++)
        if (n->children[i] == u->child) {
            u->parent = n;
            return 1;
        }
    return 0;
}

static const sdx_plan_node *parent_of(const sdx_sql_exec *e, const sdx_plan_node *n)
{
    struct parent_ud u = {n, NULL};
    rp_plan_walk(e->plan, parent_cb, &u);
    return u.parent;
}

/* "[cs_item_sk#4L], [inv_item_sk#8L]" -> "cs_item_sk = inv_item_sk" (expression ids dropped);
 * NULL without key lists. */
static const char *join_keys(rp_ctx *c, const sdx_plan_node *n)
{
    const char *s = n->simple_string ? strchr(n->simple_string, '[') : NULL;
    if (!s)
        return NULL;
    const char *l = s + 1, *le = strchr(l, ']');
    const char *r = le ? strstr(le, "[") : NULL, *re = r ? strchr(r + 1, ']') : NULL;
    if (!le || !r || !re)
        return NULL;
    r++;
    char buf[512];
    size_t k = 0;
    for (int side = 0; side < 2; side++) {
        const char *p = side ? r : l, *end = side ? re : le;
        if (side && k + 3 < sizeof buf) {
            memcpy(buf + k, " = ", 3);
            k += 3;
        }
        for (; p < end && k + 1 < sizeof buf; p++) {
            if (*p == '#') {   /* #12L */
                while (p + 1 < end && isalnum((unsigned char)p[1]))
                    p++;
                continue;
            }
            buf[k++] = *p;
        }
    }
    buf[k] = 0;
    return rp_strdup(c, buf);
}

/* An expression for a person: expression ids (#12L) dropped, at most `max` characters. */
static const char *expr_text(rp_ctx *c, const char *s, size_t max)
{
    char buf[256];
    size_t k = 0;
    if (max >= sizeof buf)
        max = sizeof buf - 1;
    for (const char *p = s ? s : ""; *p && k < max; p++) {
        if (*p == '#' && isdigit((unsigned char)p[1])) {
            while (isalnum((unsigned char)p[1]))
                p++;
            continue;
        }
        buf[k++] = *p;
    }
    buf[k] = 0;
    return rp_strf(c, "%s%s", buf, k == max ? "..." : "");
}

/* "SortMergeJoin (node 23) [a = b], Inner" */
static const char *join_label(rp_ctx *c, const jnode *j)
{
    const char *keys = join_keys(c, j->n);
    return rp_strf(c, "%s (node %lld)%s%s%s%s", j->op, j->g ? (long long)j->g->id : -1LL, keys ? " [" : "",
                   keys ? keys : "", keys ? "]" : "", j->type[0] ? rp_strf(c, ", %s", j->type) : "");
}

/* ---- stages ---- */

static int on_critical(const rp_ctx *c, int32_t stage_id)
{
    for (uint32_t i = 0; i < c->an->njobs; i++)
        for (uint32_t k = 0; k < c->an->jobs[i].ncritical; k++)
            if (c->an->jobs[i].critical[k] == stage_id)
                return 1;
    return 0;
}

/* The longest stage that ran the node, or NULL. */
static const rp_stage *main_stage(rp_ctx *c, const sdx_plan_graph_node *g)
{
    const rp_stage *best = NULL;
    for (uint32_t i = 0; g && i < g->nstage_ids; i++) {
        const rp_stage *s = rp_stage_by_id(c, g->stage_ids[i], -1);
        if (s && s->ran && (!best || s->dur > best->dur))
            best = s;
    }
    return best;
}

static void where_join(rp_ctx *c, sdx_finding *f, const jnode *j, const rp_stage *s)
{
    if (s)
        rp_where_stage(f, s);
    f->where.sql = j->e->execution_id;
    f->where.node = j->op;
    f->where.node_id = j->g ? j->g->id : -1;
}

static sdx_evidence *ev_join(rp_ctx *c, sdx_finding *f, const jnode *j)
{
    const char *sides[2];
    for (int k = 0; k < 2; k++)
        sides[k] = j->in[k] >= 0 ? rp_strf(c, "%s rows (%s)", rp_count(c, j->in[k]),
                                           j->src[k] && j->src[k]->node_name ? j->src[k]->node_name : "?")
                                 : "rows unknown";
    sdx_evidence *e = rp_ev(c, f, "join_rows", "records", "%s in SQL execution %lld: left %s, right %s, out %s rows",
                            join_label(c, j), (long long)j->e->execution_id, sides[0], sides[1],
                            j->out >= 0 ? rp_count(c, j->out) : "?");
    if (j->g)
        rp_num(e, "node", (double)j->g->id);
    rp_num(e, "sql", (double)j->e->execution_id);
    if (j->in[0] >= 0)
        rp_num(e, "left_rows", j->in[0]);
    if (j->in[1] >= 0)
        rp_num(e, "right_rows", j->in[1]);
    if (j->out >= 0)
        rp_num(e, "out_rows", j->out);
    return e;
}

/* The stages a node ran in, with their time: "stage 6 (3.2 s)", and the sum of the durations of
 * those on a critical path. */
static int64_t stages_text(rp_ctx *c, const int32_t *ids, uint32_t n, const char **text)
{
    int64_t crit = 0;
    const char *t = "";
    for (uint32_t i = 0; i < n; i++) {
        const rp_stage *s = rp_stage_by_id(c, ids[i], -1);
        if (!s || !s->ran)
            continue;
        t = rp_strf(c, "%s%s%s (%s%s)", t, *t ? ", " : "", rp_stage_label(c, s), rp_ms(c, (double)s->dur),
                    on_critical(c, ids[i]) ? ", critical path" : "");
        if (on_critical(c, ids[i]) && s->dur > 0)
            crit += s->dur;
    }
    *text = *t ? t : "no stage that ran";
    return crit;
}

/* ---- the joins ---- */

typedef struct jlist {
    jnode *v;
    uint32_t n, cap;
    rp_ctx *c;
    const sdx_sql_exec *e;
    const sdx_plan_node *fanout_drop;   /* the operator that undid join.fanout's rows (not a finding of its own) */
} jlist;

static int collect_cb(const sdx_plan_node *n, void *ud)
{
    jlist *l = ud;
    if (!is_join(n->node_name) || n->nchildren < 2)
        return 0;
    if (l->n == l->cap) {
        uint32_t cap = l->cap ? l->cap * 2 : 16;
        jnode *v = sdx_xrealloc(l->v, sizeof *v * cap);
        if (!v) {
            l->c->oom = 1;
            return 1;
        }
        l->v = v;
        l->cap = cap;
    }
    jnode *j = &l->v[l->n++];
    memset(j, 0, sizeof *j);
    j->e = l->e;
    j->n = n;
    j->op = n->node_name;
    j->g = graph_node(l->e, n);
    parse_join(j);
    double v;
    j->out = rp_node_metric(l->e, n, "number of output rows", &v, NULL) && isfinite(v) ? v : -1;
    for (int k = 0; k < 2; k++) {
        j->in[k] = side_rows(l->e, n->children[k], &j->src[k]);
        j->xch[k] = side_exchange(n->children[k]);
        j->size[k] = j->xch[k] && rp_node_metric(l->e, j->xch[k], "data size", &v, NULL) && isfinite(v) ? v : -1;
    }
    return 0;
}

static void collect(rp_ctx *c, jlist *l)
{
    for (uint32_t i = 0; i < c->m->nsql && !c->oom; i++) {
        l->e = c->m->sql[i];
        rp_plan_walk(c->m->sql[i]->plan, collect_cb, l);
    }
}

/* ---- join.broadcast_candidate ---- */

/* Which side a broadcast join could build: both for inner joins, the right for left outer / semi /
 * anti / existence joins, the left for right outer, none for full outer. */
static int buildable(const jnode *j, int side)
{
    const char *t = j->type;
    if (!*t || !strcmp(t, "Inner") || !strcmp(t, "Cross"))
        return 1;
    if (!strcmp(t, "FullOuter"))
        return 0;
    if (!strcmp(t, "RightOuter"))
        return side == 0;
    return side == 1;
}

static void broadcast_candidate(rp_ctx *c, const jlist *l)
{
    int64_t thr = rp_conf_bytes(c, "spark.sql.autoBroadcastJoinThreshold", 10 * 1024 * 1024);
    int aqe = rp_aqe_on(c);
    int64_t athr = aqe ? rp_conf_bytes(c, "spark.sql.adaptive.autoBroadcastJoinThreshold", thr) : thr;
    int off = thr <= 0 && athr <= 0;
    double limit = off ? rp_th(c, "join.broadcast_default_bytes") : (double)(athr > thr ? athr : thr);
    const jnode *best = NULL;
    int small = -1, njoins = 0;
    double best_saved = 0, saved_all = 0, best_writes = 0, best_sorts = 0;
    for (uint32_t i = 0; i < l->n; i++) {
        const jnode *j = &l->v[i];
        if (strcmp(j->op, "SortMergeJoin") && strcmp(j->op, "ShuffledHashJoin"))
            continue;
        int s = -1;
        for (int k = 0; k < 2; k++)
            if (j->size[k] >= 0 && j->size[k] <= limit && buildable(j, k) && (s < 0 || j->size[k] < j->size[s]))
                s = k;
        if (s < 0 || j->size[1 - s] < 0 || j->size[1 - s] <= j->size[s])
            continue;
        /* what a broadcast hash join would not do: shuffle the big side, sort both */
        double v, writes = 0, sorts = 0;
        if (j->xch[1 - s] && rp_node_metric(j->e, j->xch[1 - s], "shuffle write time", &v, NULL) && isfinite(v))
            writes = v;
        for (int k = 0; k < 2; k++) {
            const sdx_plan_node *x = j->n->children[k];
            for (int guard = 0; x && guard < 8 && passthrough(x->node_name); guard++) {
                if (!strcmp(x->node_name, "Sort")) {
                    if (rp_node_metric(j->e, x, "sort time", &v, NULL) && isfinite(v))
                        sorts += v;
                    break;
                }
                x = x->nchildren == 1 ? x->children[0] : NULL;
            }
        }
        const rp_stage *st = main_stage(c, j->g);
        double saved = writes + sorts;
        njoins++;
        /* a join whose stage another finding explains (skew.join lists broadcasting among its fixes)
         * saves nothing more here */
        if (st && on_critical(c, st->s->stage_id) && !rp_claimed(c, st))
            saved_all += saved;
        if (!best || saved > best_saved) {
            best = j;
            small = s;
            best_saved = saved;
            best_writes = writes;
            best_sorts = sorts;
        }
    }
    if (!best)
        return;
    const rp_stage *st = main_stage(c, best->g);
    int64_t gain = (int64_t)(saved_all / (st ? st->slots : c->slots));
    if (st && st->dur > 0 && gain > st->dur && njoins == 1)
        gain = st->dur;
    const char *side = small ? "right" : "left";
    sdx_finding *f = rp_finding(c, "join.broadcast_candidate", "%s in SQL execution %lld shuffles and sorts both "
                                "sides although its %s side is %s%s", join_label(c, best),
                                (long long)best->e->execution_id,
                                side, rp_bytes(c, best->size[small]),
                                njoins > 1 ? rp_strf(c, " (%d such joins)", njoins) : "");
    where_join(c, f, best, st);
    f->impact_ms = gain;
    f->confidence = off ? CF(CF_CANDIDATE_OFF) : CF(CF_CANDIDATE);
    f->severity = rp_severity(c, gain, SDX_SEV_MEDIUM);
    sdx_evidence *e = ev_join(c, f, best);
    e = rp_ev(c, f, "small_side", "bytes", "%s side: %s (%s data size), %s side: %s; the threshold in force: %s",
              side, rp_bytes(c, best->size[small]), best->xch[small]->node_name, small ? "left" : "right",
              rp_bytes(c, best->size[1 - small]),
              off ? rp_strf(c, "none (spark.sql.autoBroadcastJoinThreshold=%s; Spark's default %s)",
                            rp_conf(c, "spark.sql.autoBroadcastJoinThreshold"), rp_bytes(c, limit))
                  : rp_strf(c, "%s (%s)", rp_bytes(c, limit),
                            athr > thr ? "spark.sql.adaptive.autoBroadcastJoinThreshold"
                                       : "spark.sql.autoBroadcastJoinThreshold"));
    rp_num(e, "value", best->size[small]);
    rp_num(e, "big", best->size[1 - small]);
    rp_num(e, "threshold", limit);
    rp_num(e, "setting", off ? (double)thr : limit);
    const char *stxt;
    stages_text(c, best->g ? best->g->stage_ids : NULL, best->g ? best->g->nstage_ids : 0, &stxt);
    e = rp_ev(c, f, "join_saving", "ms", "a broadcast join would skip the big side's shuffle write (%s) and the sorts "
              "(%s): %s of task time over %d slots; the join ran in %s", rp_ms(c, best_writes), rp_ms(c, best_sorts),
              rp_ms(c, best_saved), st ? st->slots : c->slots, stxt);
    rp_num(e, "shuffle_write_ms", best_writes);
    rp_num(e, "sort_ms", best_sorts);
    rp_num(e, "value", (double)gain);
    if (st)
        rp_num(e, "stage", st->s->stage_id);
    if (st && rp_claimed(c, st))
        rp_against(c, f, "hurt_stage", "text", "%s is explained by %s, which lists broadcasting among its fixes",
                   rp_stage_label(c, st), rp_claimed(c, st));
    if (!aqe && !off)   /* the static estimate missed the small side; AQE re-plans with the measured one */
        rp_fix(c, f, SDX_FIX_CONFIG, "spark.sql.adaptive.enabled=true (default since Spark 3.2)",
               "AQE switches a sort-merge join to a broadcast join at run time when a side's measured size is below "
               "spark.sql.adaptive.autoBroadcastJoinThreshold", "plans change between runs");
    if (off)
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "remove spark.sql.autoBroadcastJoinThreshold=%s (default 10MB)",
                                             rp_conf(c, "spark.sql.autoBroadcastJoinThreshold")),
               "sides below 10 MB are broadcast: no shuffle or sort of the big side",
               "a side that grows past the driver's or executors' memory fails the broadcast; keep an eye on its size");
    rp_fix(c, f, SDX_FIX_JOIN, rp_strf(c, "%shint the small side: big.join(broadcast(small), ...) (or /*+ BROADCAST(t) "
                                       "*/ in SQL)", off ? "or " : ""),
           rp_strf(c, "the %s side (%s) is sent to every executor once; the big side stays where it is",
                   side, rp_bytes(c, best->size[small])),
           "only where the small side is known to stay small");
    rp_verify(c, f, "the join node in SQL execution %lld is a BroadcastHashJoin, and the duration of %s",
              (long long)best->e->execution_id, st ? rp_stage_label(c, st) : "the join stage");
    if (off)   /* config.broadcast_off's cause: it stays quiet (config.c reads this) */
        rp_fact(c, f, "join.broadcast_candidate", st ? st->s->stage_id : -1, njoins);
}

/* ---- join.broadcast_too_large ---- */

struct bx_ud {
    const sdx_sql_exec *e;
    const sdx_plan_node *best;
    double size;
};

static int bx_cb(const sdx_plan_node *n, void *ud)
{
    struct bx_ud *u = ud;
    double v;
    if (n->node_name && !strcmp(n->node_name, "BroadcastExchange") && rp_node_metric(u->e, n, "data size", &v, NULL) &&
        isfinite(v) && v > u->size) {
        u->size = v;
        u->best = n;
    }
    return 0;
}

static void broadcast_too_large(rp_ctx *c)
{
    int64_t drv = rp_conf_bytes(c, "spark.driver.memory", 1024LL * 1024 * 1024);
    double share_min = rp_th(c, "join.broadcast_driver_share"), big = rp_th(c, "join.broadcast_large_bytes");
    const sdx_sql_exec *be = NULL;
    const sdx_plan_node *bn = NULL;
    double bsize = 0;
    int n = 0;
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        struct bx_ud u = {c->m->sql[i], NULL, 0};
        rp_plan_walk(c->m->sql[i]->plan, bx_cb, &u);
        if (!u.best || (u.size < share_min * (double)drv && u.size < big))
            continue;
        n++;
        if (u.size > bsize) {
            bsize = u.size;
            bn = u.best;
            be = c->m->sql[i];
        }
    }
    if (!bn)
        return;
    double build = 0, collect = 0, bcast = 0, rows = -1, v;
    rp_node_metric(be, bn, "time to build", &build, NULL);
    rp_node_metric(be, bn, "time to collect", &collect, NULL);
    rp_node_metric(be, bn, "time to broadcast", &bcast, NULL);
    if (rp_node_metric(be, bn, "number of output rows", &v, NULL))
        rows = v;
    const sdx_plan_graph_node *g = graph_node(be, bn);
    /* the stage that computed the rows (the collect waits for it; a shuffle join would run it too) */
    const rp_stage *prod = NULL;
    for (uint32_t i = 0; g && i < g->nstage_ids; i++) {
        const rp_stage *s = rp_stage_by_id(c, g->stage_ids[i], -1);
        if (s && s->ran && (!prod || s->s->stage_id < prod->s->stage_id))
            prod = s;
    }
    double fetch = collect - (prod && prod->dur > 0 ? (double)prod->dur : 0);
    if (!isfinite(build))
        build = 0;
    if (!isfinite(bcast))
        bcast = 0;
    if (!isfinite(fetch) || fetch < 0)
        fetch = 0;
    int64_t gain = (int64_t)(build + bcast + fetch);
    double share = drv > 0 ? bsize / (double)drv : 0;
    const char *parent = NULL;
    for (const sdx_plan_node *p = parent_of(be, bn); p && !parent; p = parent_of(be, p))
        if (is_join(p->node_name))
            parent = p->node_name;
    sdx_finding *f = rp_finding(c, "join.broadcast_too_large", "A %s broadcast (%s of spark.driver.memory=%s) in SQL "
                                "execution %lld: %s to collect, %s to build, %s to send", rp_bytes(c, bsize),
                                rp_pct(c, share), rp_conf(c, "spark.driver.memory") ? rp_conf(c, "spark.driver.memory")
                                : "1g", (long long)be->execution_id, rp_ms(c, collect), rp_ms(c, build),
                                rp_ms(c, bcast));
    const rp_stage *use = NULL;
    for (uint32_t i = 0; g && i < g->nstage_ids; i++) {
        const rp_stage *s = rp_stage_by_id(c, g->stage_ids[i], -1);
        if (s && s->ran && s != prod && (!use || s->dur > use->dur))
            use = s;
    }
    if (use || prod)
        rp_where_stage(f, use ? use : prod);
    f->where.sql = be->execution_id;
    f->where.node = "BroadcastExchange";
    f->impact_ms = gain;
    f->confidence = CF(CF_TOO_LARGE);
    sdx_severity sev = rp_severity(c, gain, SDX_SEV_HIGH);
    if (share >= 2.5 * share_min && sev < SDX_SEV_MEDIUM)
        sev = SDX_SEV_MEDIUM;   /* a quarter of the heap in one relation: an OOM waiting for the data to grow */
    f->severity = sev;
    sdx_evidence *e = rp_ev(c, f, "broadcast_size", "bytes", "BroadcastExchange (node %lld)%s: data size %s, %s rows "
                            "(%s per row)", g ? (long long)g->id : -1LL,
                            parent ? rp_strf(c, " under a %s", parent) : "", rp_bytes(c, bsize),
                            rows >= 0 ? rp_count(c, rows) : "?", rows > 0 ? rp_bytes(c, bsize / rows) : "?");
    rp_num(e, "value", bsize);
    if (rows >= 0)
        rp_num(e, "rows", rows);
    if (g)
        rp_num(e, "node", (double)g->id);
    rp_num(e, "sql", (double)be->execution_id);
    e = rp_ev(c, f, "broadcast_time", "ms", "time to collect %s (the job computing it: %s), to build %s, to broadcast "
              "%s: %s of driver-side work a shuffle join would not do", rp_ms(c, collect),
              prod ? rp_strf(c, "%s, %s", rp_stage_label(c, prod), rp_ms(c, (double)prod->dur)) : "?",
              rp_ms(c, build), rp_ms(c, bcast), rp_ms(c, (double)gain));
    rp_num(e, "collect", collect);
    rp_num(e, "build", build);
    rp_num(e, "broadcast", bcast);
    rp_num(e, "value", (double)gain);
    e = rp_ev(c, f, "driver_memory", "bytes", "spark.driver.memory=%s%s: the relation is %s of it, and the driver holds "
              "the collected rows, the built relation and its serialized blocks at once",
              rp_conf(c, "spark.driver.memory") ? rp_conf(c, "spark.driver.memory") : "1g",
              rp_conf(c, "spark.driver.memory") ? "" : " (default)", rp_pct(c, share));
    rp_num(e, "value", (double)drv);
    rp_num(e, "share", share);
    rp_num(e, "threshold", share_min);
    if (!c->local_mode) {
        int64_t exm = rp_conf_bytes(c, "spark.executor.memory", 1024LL * 1024 * 1024);
        e = rp_ev(c, f, "executor_memory", "bytes", "every executor keeps a copy: %s of spark.executor.memory=%s",
                  rp_pct(c, exm > 0 ? bsize / (double)exm : 0),
                  rp_conf(c, "spark.executor.memory") ? rp_conf(c, "spark.executor.memory") : "1g (default)");
        rp_num(e, "value", (double)exm);
        rp_num(e, "share", exm > 0 ? bsize / (double)exm : 0);
    } else {
        rp_ev(c, f, "executor_memory", "text", "local mode: the tasks share the driver's heap, and the relation with it");
    }
    if (n > 1)
        rp_ev(c, f, "broadcasts", "count", "%d SQL executions broadcast a relation this large", n);
    int64_t thr = rp_conf_bytes(c, "spark.sql.autoBroadcastJoinThreshold", 10 * 1024 * 1024);
    int64_t athr = rp_conf_bytes(c, "spark.sql.adaptive.autoBroadcastJoinThreshold", thr);
    const char *raised = thr > 10 * 1024 * 1024 ? "spark.sql.autoBroadcastJoinThreshold"
                         : athr > 10 * 1024 * 1024 && rp_aqe_on(c) ? "spark.sql.adaptive.autoBroadcastJoinThreshold"
                                                                   : NULL;
    if (raised)
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "%s=10m (now %s), and drop any broadcast() hint on this side",
                                             raised, rp_conf(c, raised)),
               "the join becomes a sort-merge join: both sides shuffled, nothing held whole in one JVM",
               "a shuffle of the big side instead");
    else
        rp_fix(c, f, SDX_FIX_JOIN, "drop the broadcast() hint (or /*+ BROADCAST */) on this side, or hint "
               "/*+ SHUFFLE_MERGE */", "the join becomes a sort-merge join: both sides shuffled, nothing held whole "
               "in one JVM", "a shuffle of the big side instead");
    rp_fix(c, f, SDX_FIX_CODE, "select only the columns the join needs and filter the small side before the join",
           rp_strf(c, "%s per row is what every executor and the driver hold", rows > 0 ? rp_bytes(c, bsize / rows)
                   : "each row"), NULL);
    double need = 4 * bsize + 512 * MIB;
    if (need > (double)drv) {
        long long g_need = (long long)ceil(need / (1024 * MIB));
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "if it must be broadcast: spark.driver.memory=%lldg (now %s)", g_need,
                                             rp_conf(c, "spark.driver.memory") ? rp_conf(c, "spark.driver.memory")
                                             : "1g"),
               "room for the collected rows, the relation and its serialized copy (about 4x its size)", NULL);
    }
    rp_verify(c, f, "BroadcastExchange data size and time to build in SQL execution %lld (now %s, %s), or the join "
              "is a SortMergeJoin", (long long)be->execution_id, rp_bytes(c, bsize), rp_ms(c, build));
}

/* ---- join.fanout ---- */

static void fanout(rp_ctx *c, jlist *l)
{
    double ratio_min = rp_th(c, "join.fanout_ratio"), rows_min = rp_th(c, "join.fanout_min_rows");
    const jnode *best = NULL;
    double best_ratio = 0;
    int n = 0;
    for (uint32_t i = 0; i < l->n; i++) {
        const jnode *j = &l->v[i];
        if (is_nested(j->op) || !strcmp(j->type, "LeftSemi") || !strcmp(j->type, "LeftAnti") ||
            !strcmp(j->type, "ExistenceJoin"))
            continue;   /* nested loops are join.cartesian's; semi / anti joins cannot multiply */
        if (j->out < rows_min || j->in[0] < 0 || j->in[1] < 0)
            continue;
        double in = j->in[0] > j->in[1] ? j->in[0] : j->in[1];
        double ratio = in > 0 ? j->out / in : 0;
        if (ratio < ratio_min)
            continue;
        n++;
        if (!best || j->out - in > best->out - (best->in[0] > best->in[1] ? best->in[0] : best->in[1])) {
            best = j;
            best_ratio = ratio;
        }
    }
    if (!best)
        return;
    int probe = best->build >= 0 ? 1 - best->build : (best->in[0] >= best->in[1] ? 0 : 1);
    double in = best->in[0] > best->in[1] ? best->in[0] : best->in[1];
    /* follow the multiplied rows up the plan until an operator brings them back to the input's order
     * of magnitude (a later join or filter, an aggregate); the stages on the way carry them */
    int32_t stages[64] = {0};
    uint32_t ns = 0;
    const sdx_plan_node *drop = NULL, *p = best->n;
    double drop_rows = -1;
    for (int guard = 0; p && guard < 256; guard++) {
        const sdx_plan_graph_node *g = graph_node(best->e, p);
        for (uint32_t i = 0; g && i < g->nstage_ids; i++) {
            uint32_t k = 0;
            while (k < ns && stages[k] != g->stage_ids[i])
                k++;
            if (k == ns && ns < RP_COUNT(stages))
                stages[ns++] = g->stage_ids[i];
        }
        double v;
        const char *pn = p->node_name ? p->node_name : "";
        if (p != best->n && (strstr(pn, "Aggregate") || strstr(pn, "Limit") || !strcmp(pn, "Window")))
            break;   /* grouping the rows is what they were multiplied for, not a waste */
        if (p != best->n && (is_join(pn) || !strcmp(pn, "Filter")) &&
            rp_node_metric(best->e, p, "number of output rows", &v, NULL) && isfinite(v) && v <= in * 2) {
            drop = p;
            drop_rows = v;
            break;
        }
        p = parent_of(best->e, p);
    }
    /* ascending, so the text reads in order */
    for (uint32_t a = 1; a < ns; a++)
        for (uint32_t b = a; b > 0 && stages[b - 1] > stages[b]; b--) {
            int32_t t = stages[b];
            stages[b] = stages[b - 1];
            stages[b - 1] = t;
        }
    l->fanout_drop = drop;
    const char *stxt;
    int64_t crit = stages_text(c, stages, ns, &stxt);
    int64_t gain = (int64_t)(rp_th(c, "join.fanout_gain_share") * (double)crit);
    const rp_stage *st = main_stage(c, best->g);
    sdx_finding *f = rp_finding(c, "join.fanout", "%s in SQL execution %lld turns %s rows into %s (%.0fx)%s",
                                join_label(c, best), (long long)best->e->execution_id, rp_count(c, in),
                                rp_count(c, best->out), best_ratio,
                                drop ? rp_strf(c, "; a later %s keeps %s of them", drop->node_name,
                                               rp_count(c, drop_rows)) : "");
    where_join(c, f, best, st);
    f->impact_ms = gain;
    f->confidence = drop ? CF(CF_FANOUT_DROP) : CF(CF_FANOUT);
    f->severity = rp_severity(c, gain, SDX_SEV_HIGH);
    sdx_evidence *e = ev_join(c, f, best);
    e = rp_ev(c, f, "fanout", "ratio", "rows out %s vs %s rows in on the %s (probe) side and %s on the other: %.1fx "
              "the larger input; the %s side's keys repeat", rp_count(c, best->out), rp_count(c, best->in[probe]),
              probe ? "right" : "left", rp_count(c, best->in[1 - probe]), best_ratio,
              best->in[1 - probe] <= best->in[probe] ? (probe ? "left" : "right") : (probe ? "right" : "left"));
    rp_num(e, "value", best_ratio);
    rp_num(e, "out_rows", best->out);
    rp_num(e, "probe_rows", best->in[probe]);
    rp_num(e, "other_rows", best->in[1 - probe]);
    rp_num(e, "threshold", ratio_min);
    if (drop) {
        const sdx_plan_graph_node *dg = graph_node(best->e, drop);
        e = rp_ev(c, f, "later_drop", "records", "%s (node %lld) then keeps %s of the %s rows (%s): the work in "
                  "between was done on rows thrown away", drop->node_name, dg ? (long long)dg->id : -1LL,
                  rp_count(c, drop_rows), rp_count(c, best->out), rp_pct(c, best->out > 0 ? drop_rows / best->out : 0));
        rp_num(e, "value", drop_rows);
        rp_num(e, "out_rows", best->out);
        if (dg)
            rp_num(e, "node", (double)dg->id);
    }
    e = rp_ev(c, f, "stages", "ms", "the multiplied rows are carried by %s", stxt);
    rp_num(e, "value", (double)crit);
    rp_num(e, "count", ns);
    if (n > 1)
        rp_ev(c, f, "joins", "count", "%d joins multiply their rows at least %.0fx", n, ratio_min);
    rp_fix(c, f, SDX_FIX_DATA, "check that the join keys are unique on the lookup side: df.groupBy(keys).count()"
           ".where('count > 1'); deduplicate it (dropDuplicates(keys)) or add the missing key column",
           "a dimension with repeated keys multiplies every matching fact row", NULL);
    if (drop)
        rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "apply the condition of the later %s before this join (join on all the "
                                           "keys it compares, or pre-aggregate the repeated side)", drop->node_name),
               "the rows it throws away are never produced", NULL);
    else
        rp_fix(c, f, SDX_FIX_CODE, "aggregate the repeated side to one row per key before the join when the result "
               "only needs one", "the join emits one row per probe row", NULL);
    rp_verify(c, f, "number of output rows of the join in SQL execution %lld (now %s for %s in)",
              (long long)best->e->execution_id, rp_count(c, best->out), rp_count(c, in));
}

/* ---- join.rows_dropped ---- */

struct filt_ud {
    int filtered;
};

/* A subtree that filters (a Filter with more than isnotnull, a join, an aggregate, a limit, a scan with
 * pushed filters): rows the join drops against it were meant to go. */
static int filt_cb(const sdx_plan_node *n, void *ud)
{
    struct filt_ud *u = ud;
    const char *nm = n->node_name ? n->node_name : "";
    const char *s = n->simple_string ? n->simple_string : "";
    if (!strcmp(nm, "Filter")) {
        /* "Filter isnotnull(x#1)", "Filter (isnotnull(a#1) AND isnotnull(b#2))": only NULL checks */
        const char *p = s + 6;
        int other = 0;
        while (*p && !other) {
            if (isalpha((unsigned char)*p)) {
                const char *w = p;
                while (isalnum((unsigned char)*p) || *p == '_')
                    p++;
                size_t len = (size_t)(p - w);
                if (*p == '(' && !(len == 9 && !strncmp(w, "isnotnull", 9)) && !(len == 4 && !strncmp(w, "cast", 4)))
                    other = 1;   /* a function other than isnotnull / cast */
                if (len == 2 && !strncmp(w, "OR", 2))
                    other = 1;
            } else if (strchr("<>=!", *p)) {
                other = 1;
            } else {
                p++;
            }
        }
        /* isnotnull over an expression of the key (Spark infers it for inner joins) is not a filter;
         * anything else is */
        if (other && !strstr(s, "isnotnull("))
            u->filtered = 1;
        else if (other) {
            /* an inferred isnotnull wraps the key expression: a comparison outside it filters */
            int depth = 0, outside = 0;
            for (p = s + 6; *p; p++) {
                if (*p == '(')
                    depth++;
                else if (*p == ')')
                    depth--;
                else if (depth <= 1 && strchr("<>=!", *p))
                    outside = 1;
            }
            if (outside)
                u->filtered = 1;
        }
    } else if (is_join(nm) || strstr(nm, "Aggregate") || strstr(nm, "Limit") || !strcmp(nm, "Generate") ||
               !strcmp(nm, "Window") || !strcmp(nm, "Sample")) {
        u->filtered = 1;
    } else if (strstr(nm, "Scan") && (strstr(s, "PushedFilters: [Is") ? 0 : strstr(s, "PushedFilters: [") != NULL) &&
               !strstr(s, "PushedFilters: []")) {
        u->filtered = 1;
    }
    if (strstr(nm, "Scan") && strstr(s, "PartitionFilters: [") && !strstr(s, "PartitionFilters: []"))
        u->filtered = 1;
    return u->filtered;
}

static int is_null_filter(const sdx_plan_node *n)
{
    if (!n || !n->node_name || strcmp(n->node_name, "Filter"))
        return 0;
    struct filt_ud u = {0};
    filt_cb(n, &u);
    return !u.filtered;
}

/* Rows that entered the probe side before Spark's inferred isnotnull(key) filter: the child of that
 * Filter, down a single-child chain. */
static double rows_before_null_filter(const sdx_sql_exec *e, const sdx_plan_node *filter)
{
    const sdx_plan_node *src;
    if (!filter || filter->nchildren != 1)
        return -1;
    return side_rows(e, filter->children[0], &src);
}

/* A Filter above a left outer join (through Project / codegen wrappers) whose condition names a column
 * produced by the join's right side only: the NULL-extended rows it throws away make it an inner join. */
struct disguise {
    const sdx_sql_exec *e;
    const sdx_plan_node *filter, *join;
};

/* The expression ids ("#12") a subtree's nodes name in their simpleString. */
static int names_id(const sdx_plan_node *n, const char *id, size_t len)
{
    const char *s = n->simple_string ? n->simple_string : "";
    for (const char *p = strstr(s, id); p; p = strstr(p + 1, id))
        if (!isdigit((unsigned char)p[len]))
            return 1;
    for (uint32_t i = 0; i < n->nchildren; i++)
        if (names_id(n->children[i], id, len))
            return 1;
    return 0;
}

static int disguise_cb(const sdx_plan_node *n, void *ud)
{
    struct disguise *d = ud;
    if (!n->node_name || strcmp(n->node_name, "Filter") || n->nchildren != 1)
        return 0;
    const sdx_plan_node *x = n->children[0];
    for (int guard = 0; x && guard < 8 && (!strcmp(x->node_name ? x->node_name : "", "Project") ||
                                           starts(x->node_name, "WholeStageCodegen") ||
                                           !strcmp(x->node_name ? x->node_name : "", "InputAdapter")); guard++)
        x = x->nchildren == 1 ? x->children[0] : NULL;
    if (!x || !is_join(x->node_name) || x->nchildren < 2)
        return 0;
    jnode j = {0};
    j.n = x;
    j.op = x->node_name;
    parse_join(&j);
    if (strcmp(j.type, "LeftOuter"))
        return 0;
    /* an id the filter names that only the right side produces */
    const char *s = n->simple_string ? n->simple_string : "";
    for (const char *p = strchr(s, '#'); p; p = strchr(p + 1, '#')) {
        size_t len = 1;
        while (isdigit((unsigned char)p[len]))
            len++;
        if (len == 1)
            continue;
        char id[32];
        if (len >= sizeof id)
            continue;
        memcpy(id, p, len);
        id[len] = 0;
        if (names_id(x->children[1], id, len) && !names_id(x->children[0], id, len)) {
            d->filter = n;
            d->join = x;
            return 1;
        }
    }
    return 0;
}

static void left_disguise(rp_ctx *c)
{
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        struct disguise d = {c->m->sql[i], NULL, NULL};
        rp_plan_walk(c->m->sql[i]->plan, disguise_cb, &d);
        if (!d.filter)
            continue;
        jnode j = {0};
        j.e = d.e;
        j.n = d.join;
        j.op = d.join->node_name;
        j.g = graph_node(d.e, d.join);
        parse_join(&j);
        double v;
        j.out = rp_node_metric(d.e, d.join, "number of output rows", &v, NULL) && isfinite(v) ? v : -1;
        for (int k = 0; k < 2; k++)
            j.in[k] = side_rows(d.e, d.join->children[k], &j.src[k]);
        double kept = rp_node_metric(d.e, d.filter, "number of output rows", &v, NULL) && isfinite(v) ? v : -1;
        const sdx_plan_graph_node *fg = graph_node(d.e, d.filter);
        const rp_stage *st = main_stage(c, j.g);
        sdx_finding *f = rp_finding(c, "join.rows_dropped", "A left join in SQL execution %lld is filtered on a "
                                    "right-side column: an inner join in disguise", (long long)d.e->execution_id);
        where_join(c, f, &j, st);
        f->confidence = CF(CF_DISGUISE);
        f->severity = SDX_SEV_LOW;
        ev_join(c, f, &j);
        sdx_evidence *e = rp_ev(c, f, "right_filter", "records", "Filter (node %lld) above it: %s; it keeps %s of the "
                                "join's %s rows, and the rows without a match (NULL on the right) cannot pass it",
                                fg ? (long long)fg->id : -1LL, expr_text(c, d.filter->simple_string, 80),
                                kept >= 0 ? rp_count(c, kept) : "?", j.out >= 0 ? rp_count(c, j.out) : "?");
        if (fg)
            rp_num(e, "node", (double)fg->id);
        if (kept >= 0)
            rp_num(e, "value", kept);
        if (j.out >= 0)
            rp_num(e, "out_rows", j.out);
        rp_fix(c, f, SDX_FIX_CODE, "if the unmatched left rows should go: write an inner join (the optimizer can then "
               "push the filter into the right side)", "the intent is explicit, and fewer rows are carried", NULL);
        rp_fix(c, f, SDX_FIX_CODE, "if they should stay: put the condition into the join (on=... & (right.col ...)) "
               "or keep NULLs in the filter (col.isNull() | ...)", "a filter after a left join removes the unmatched "
               "rows the left join was written to keep", NULL);
        rp_verify(c, f, "the join type in SQL execution %lld's plan and the rows out of the Filter",
                  (long long)d.e->execution_id);
        return;   /* one is enough to point at the pattern */
    }
}

static void rows_dropped(rp_ctx *c, const jlist *l)
{
    double share_max = rp_th(c, "join.drop_share"), min_rows = rp_th(c, "join.drop_min_rows");
    const jnode *best = NULL;
    double best_lost = 0, best_in = 0, best_nulls = -1;
    int best_probe = 0, n = 0;
    const sdx_plan_node *best_filter = NULL;
    for (uint32_t i = 0; i < l->n; i++) {
        const jnode *j = &l->v[i];
        if (strcmp(j->type, "Inner") || is_nested(j->op) || j->out < 0 || j->n == l->fanout_drop)
            continue;   /* the join undoing a fan-out is join.fanout's evidence */
        int probe = j->build >= 0 ? 1 - j->build : (j->in[0] >= j->in[1] ? 0 : 1);
        if (j->in[probe] < 0)
            continue;
        /* the probe side's rows before Spark's inferred isnotnull(key) filter */
        double in = j->in[probe], nulls = -1;
        const sdx_plan_node *nf = is_null_filter(j->src[probe]) ? j->src[probe] : NULL;
        double before = rows_before_null_filter(j->e, nf);
        if (nf && before > in) {
            nulls = before - in;
            in = before;
        }
        if (in <= 0 || j->out > share_max * in || in - j->out < min_rows)
            continue;
        /* against a side that filters, dropping rows is what the query asks for */
        struct filt_ud u = {0};
        rp_plan_walk(j->n->children[1 - probe], filt_cb, &u);
        if (u.filtered)
            continue;
        n++;
        if (!best || in - j->out > best_lost) {
            best = j;
            best_lost = in - j->out;
            best_in = in;
            best_nulls = nulls;
            best_probe = probe;
            best_filter = nf;
        }
    }
    if (!best) {
        left_disguise(c);
        return;
    }
    const rp_stage *st = main_stage(c, best->g);
    const char *ps = best_probe ? "right" : "left";
    sdx_finding *f = rp_finding(c, "join.rows_dropped", "%s in SQL execution %lld keeps %s of %s rows (%s): %s "
                                "rows lost to NULL or unmatched keys", join_label(c, best),
                                (long long)best->e->execution_id, rp_count(c, best->out), rp_count(c, best_in),
                                rp_pct(c, best->out / best_in), rp_count(c, best_lost));
    where_join(c, f, best, st);
    f->confidence = best_nulls > 0 ? CF(CF_DROPPED_NULLS) : CF(CF_DROPPED);
    /* silently lost rows are a correctness question, not a cost: medium when the plan shows NULL keys
     * among them (a tenth of the rows or more), low when the keys only do not match (which may be what
     * the query means) */
    f->severity = best_nulls >= 0.1 * best_in ? SDX_SEV_MEDIUM : SDX_SEV_LOW;
    sdx_evidence *e = ev_join(c, f, best);
    e = rp_ev(c, f, "rows_dropped", "records", "%s join: %s rows enter on the %s (probe) side, %s come out (%s kept); "
              "the %s side (%s rows) is not filtered", best->type, rp_count(c, best_in), ps, rp_count(c, best->out),
              rp_pct(c, best->out / best_in), best_probe ? "left" : "right", rp_count(c, best->in[1 - best_probe]));
    rp_num(e, "value", best_lost);
    rp_num(e, "in_rows", best_in);
    rp_num(e, "out_rows", best->out);
    rp_num(e, "share", best->out / best_in);
    rp_num(e, "threshold", share_max);
    if (best_nulls > 0 && best_filter) {
        const sdx_plan_graph_node *fg = graph_node(best->e, best_filter);
        const char *cond = best_filter->simple_string ? best_filter->simple_string : "";
        if (!strncmp(cond, "Filter ", 7))
            cond += 7;
        e = rp_ev(c, f, "null_keys", "records", "%s rows have a NULL key: the Filter (node %lld) %s that Spark adds "
                  "below an inner join removes them; %s more find no match", rp_count(c, best_nulls),
                  fg ? (long long)fg->id : -1LL, expr_text(c, cond, 60),
                  rp_count(c, best_lost - best_nulls));
        rp_num(e, "value", best_nulls);
        rp_num(e, "unmatched", best_lost - best_nulls);
    } else {
        e = rp_ev(c, f, "unmatched", "records", "%s rows find no match on the %s side", rp_count(c, best_lost),
                  best_probe ? "left" : "right");
        rp_num(e, "value", best_lost);
    }
    if (n > 1)
        rp_ev(c, f, "joins", "count", "%d inner joins drop at least %s of their rows", n, rp_pct(c, 1 - share_max));
    rp_fix(c, f, SDX_FIX_CODE, "if those rows should survive: a left join (how='left') and coalesce() the missing "
           "columns", "an inner join drops rows whose key is NULL or absent, without a warning", NULL);
    rp_fix(c, f, SDX_FIX_DATA, "count the NULL and unmatched keys (left_anti join) and fix them at the source",
           "the dropped rows are usually a data-quality problem upstream", NULL);
    rp_verify(c, f, "number of output rows of the join in SQL execution %lld (now %s of %s)",
              (long long)best->e->execution_id, rp_count(c, best->out), rp_count(c, best_in));
}

/* ---- join.cartesian ---- */

static void cartesian(rp_ctx *c, const jlist *l)
{
    double min_pairs = rp_th(c, "join.cartesian_min_pairs");
    const jnode *best = NULL;
    double best_pairs = 0;
    int n = 0;
    for (uint32_t i = 0; i < l->n; i++) {
        const jnode *j = &l->v[i];
        if (!is_nested(j->op) || j->in[0] < 0 || j->in[1] < 0)
            continue;
        double pairs = j->in[0] * j->in[1];
        /* a side of a few rows (a cross join with a one-row aggregate) costs about a scan of the other */
        if (pairs < min_pairs || pairs < rp_th(c, "join.cartesian_factor") * (j->in[0] + j->in[1]))
            continue;
        n++;
        if (!best || pairs > best_pairs) {
            best = j;
            best_pairs = pairs;
        }
    }
    if (!best)
        return;
    const char *stxt;
    int64_t crit = stages_text(c, best->g ? best->g->stage_ids : NULL, best->g ? best->g->nstage_ids : 0, &stxt);
    const rp_stage *st = main_stage(c, best->g);
    /* the nested loop does left x right comparisons; an equi-join would do about left + right + out */
    double eq = best->in[0] + best->in[1] + (best->out > 0 ? best->out : 0);
    int64_t gain = (int64_t)((double)crit * (best_pairs > eq ? 1 - eq / best_pairs : 0));
    const char *cond = NULL;
    const char *s = best->n->simple_string ? best->n->simple_string : "";
    const char *t = strstr(s, best->type[0] ? best->type : "\x01");
    if (t && (t = strchr(t, ',')) != NULL)
        cond = rp_strdup(c, t + 2);
    else if (!strcmp(best->op, "CartesianProduct") && strchr(s, ' '))
        cond = rp_strdup(c, strchr(s, ' ') + 1);
    sdx_finding *f = rp_finding(c, "join.cartesian", "%s (node %lld) in SQL execution %lld compares %s row pairs "
                                "(%s x %s) for %s rows out", best->op, best->g ? (long long)best->g->id : -1LL,
                                (long long)best->e->execution_id, rp_count(c, best_pairs), rp_count(c, best->in[0]),
                                rp_count(c, best->in[1]), best->out >= 0 ? rp_count(c, best->out) : "?");
    where_join(c, f, best, st);
    f->impact_ms = gain;
    f->confidence = CF(CF_CARTESIAN);
    f->severity = rp_severity(c, gain, SDX_SEV_HIGH);
    if (f->severity < SDX_SEV_MEDIUM && best_pairs >= 100 * min_pairs)
        f->severity = SDX_SEV_MEDIUM;   /* grows with the product of the inputs: the next run is worse */
    sdx_evidence *e = ev_join(c, f, best);
    e = rp_ev(c, f, "rows_compared", "records", "%s x %s = %s row pairs compared%s; %s rows out (%s of the pairs)",
              rp_count(c, best->in[0]), rp_count(c, best->in[1]), rp_count(c, best_pairs),
              cond && *cond ? rp_strf(c, " on %s", expr_text(c, cond, 80)) : " (no condition: every pair)",
              best->out >= 0 ? rp_count(c, best->out) : "?", rp_pct(c, best->out > 0 ? best->out / best_pairs : 0));
    rp_num(e, "value", best_pairs);
    rp_num(e, "left_rows", best->in[0]);
    rp_num(e, "right_rows", best->in[1]);
    if (best->out >= 0)
        rp_num(e, "out_rows", best->out);
    e = rp_ev(c, f, "stages", "ms", "it ran in %s", stxt);
    rp_num(e, "value", (double)crit);
    if (n > 1)
        rp_ev(c, f, "joins", "count", "%d nested-loop joins compare at least %s pairs", n, rp_count(c, min_pairs));
    rp_fix(c, f, SDX_FIX_CODE, "join on an equality of keys (add the missing equi-join key; for ranges, join on a "
           "bucket of the range first, then filter)", "a hash or sort-merge join compares only rows with equal keys",
           NULL);
    rp_fix(c, f, SDX_FIX_CODE, "filter and aggregate both sides before the join", "the pairs grow with left x right",
           NULL);
    rp_verify(c, f, "the join node in SQL execution %lld is a hash or sort-merge join; %s's duration",
              (long long)best->e->execution_id, st ? rp_stage_label(c, st) : "the join stage");
}

static void run(rp_ctx *c)
{
    if (!c->m->nsql)
        return;
    jlist l = {NULL, 0, 0, c, NULL, NULL};
    collect(c, &l);
    uint32_t before = c->findings.n;
    if (!c->oom) {
        cartesian(c, &l);
        fanout(c, &l);
        rows_dropped(c, &l);
        broadcast_candidate(c, &l);
        broadcast_too_large(c);
    }
    if (!c->oom && l.n && c->findings.n == before) {
        /* the joins were looked at: say what they measured */
        double ratio = 0;
        int measured = 0;
        for (uint32_t i = 0; i < l.n; i++) {
            const jnode *j = &l.v[i];
            double in = j->in[0] > j->in[1] ? j->in[0] : j->in[1];
            if (j->out >= 0 && j->in[0] >= 0 && j->in[1] >= 0 && in > 0 && !is_nested(j->op)) {
                measured++;
                if (j->out / in > ratio)
                    ratio = j->out / in;
            }
        }
        rp_ruled_out(c, "join", "%u join%s in the plans: %s no shuffled join with a side to broadcast, no "
                     "broadcast too large for the driver, no cartesian product", l.n, l.n == 1 ? "" : "s",
                     measured ? rp_strf(c, "at most %.1fx rows out per row in;", ratio) : "rows not measured;");
    }
    free(l.v);
}

const rp_rule rp_rule_join = RP_RULE("join", ids, thresholds, confidences, run);
