/*
 * aqe.c: the report's "What AQE did" section (SDX_SECTION_AQE). For each SQL
 * execution AQE re-planned: the partitions its AQEShuffleReads coalesced
 * (the exchange's partition count -> the read's), the skewed partitions it
 * split and into how many pieces, the sort-merge joins of the initial plan
 * that run as broadcast / shuffled-hash joins in the final plan, and the
 * local shuffle reads; with the thresholds in force. Then the skew it could
 * not handle: AQE splits only the partitions of a sort-merge / shuffled-hash
 * join, and only those above both skewedPartitionFactor x the median and
 * skewedPartitionThresholdInBytes. Built after the rules, from the skew
 * findings and the stages' task times.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/internal.h"

#define AQE_MAX_EXECS 5
#define AQE_MAX_UNHANDLED 5

typedef struct aqe_walk {
    const sdx_sql_exec *e;
    uint32_t smj, bhj, shj;
    sdx_report_aqe_exec *x;
    char coal[160];
    int ncoal;
} aqe_walk;

static int count_joins(const sdx_plan_node *n, void *ud)
{
    aqe_walk *w = ud;
    const char *nm = n->node_name ? n->node_name : "";
    if (!strcmp(nm, "SortMergeJoin"))
        w->smj++;
    else if (!strncmp(nm, "BroadcastHashJoin", 17))
        w->bhj++;
    else if (!strcmp(nm, "ShuffledHashJoin"))
        w->shj++;
    return 0;
}

/* the exchange under an AQEShuffleRead (through its query stage) */
static const sdx_plan_node *exchange_under(const sdx_plan_node *n)
{
    for (int d = 0; n && d < 4; d++) {
        const char *nm = n->node_name ? n->node_name : "";
        if (strstr(nm, "Exchange"))
            return n;
        n = n->nchildren ? n->children[0] : NULL;
    }
    return NULL;
}

static int reads(const sdx_plan_node *n, void *ud)
{
    aqe_walk *w = ud;
    const char *nm = n->node_name ? n->node_name : "";
    if (strcmp(nm, "AQEShuffleRead") && strcmp(nm, "CustomShuffleReader"))
        return 0;
    const char *ss = n->simple_string ? n->simple_string : "";
    if (strstr(ss, "local"))
        w->x->local_reads++;
    double after = NAN, coalesced = NAN, skewed = NAN, splits = NAN, before = NAN;
    rp_node_metric(w->e, n, "number of partitions", &after, NULL);
    rp_node_metric(w->e, n, "number of coalesced partitions", &coalesced, NULL);
    rp_node_metric(w->e, n, "number of skewed partitions", &skewed, NULL);
    rp_node_metric(w->e, n, "number of skewed partition splits", &splits, NULL);
    const sdx_plan_node *ex = n->nchildren ? exchange_under(n->children[0]) : NULL;
    if (ex)
        rp_node_metric(w->e, ex, "number of partitions", &before, NULL);
    if (isfinite(skewed) && skewed > 0) {
        w->x->skewed_partitions += (int64_t)skewed;
        w->x->skew_splits += isfinite(splits) ? (int64_t)splits : 0;
    }
    if (strstr(ss, "coalesced") && isfinite(after) && isfinite(before) && after < before) {
        w->x->coalesced_reads++;
        w->x->partitions_before += (int64_t)before;
        w->x->partitions_after += (int64_t)after;
        if (w->ncoal < 4) {
            size_t k = strlen(w->coal);
            snprintf(w->coal + k, sizeof w->coal - k, "%s%lld -> %lld", w->ncoal ? ", " : "", (long long)before,
                     (long long)after);
        } else if (w->ncoal == 4) {
            size_t k = strlen(w->coal);
            snprintf(w->coal + k, sizeof w->coal - k, ", ...");
        }
        w->ncoal++;
    }
    (void)coalesced;
    return 0;
}

static int cmp_exec(const void *a, const void *b)
{
    const sdx_report_aqe_exec *x = a, *y = b;
    if (x->duration_ms != y->duration_ms)
        return x->duration_ms > y->duration_ms ? -1 : 1;
    return x->execution_id < y->execution_id ? -1 : x->execution_id > y->execution_id;
}

/* Spark's default skewedPartitionFactor: 5 (3.0 - 4.x) */
static void thresholds(rp_ctx *c, sdx_report_aqe *a)
{
    const char *adv = rp_conf(c, "spark.sql.adaptive.advisoryPartitionSizeInBytes");
    const char *fac = rp_conf(c, "spark.sql.adaptive.skewJoin.skewedPartitionFactor");
    const char *thr = rp_conf(c, "spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes");
    const char *abj = rp_conf(c, "spark.sql.adaptive.autoBroadcastJoinThreshold");
    const char *bj = rp_conf(c, "spark.sql.autoBroadcastJoinThreshold");
    a->advisory_bytes = rp_conf_bytes(c, "spark.sql.adaptive.advisoryPartitionSizeInBytes", 64 * 1024 * 1024);
    a->skew_factor = fac && atof(fac) > 0 ? atof(fac) : 5.0;
    a->skew_threshold_bytes = rp_conf_bytes(c, "spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes",
                                            256 * 1024 * 1024);
    /* adaptive.autoBroadcastJoinThreshold (3.2+) defaults to autoBroadcastJoinThreshold */
    a->broadcast_bytes = abj ? rp_conf_bytes(c, "spark.sql.adaptive.autoBroadcastJoinThreshold", 10 * 1024 * 1024)
                             : rp_conf_bytes(c, "spark.sql.autoBroadcastJoinThreshold", 10 * 1024 * 1024);
    a->skew_join_enabled = rp_conf_bool(c, "spark.sql.adaptive.skewJoin.enabled", 1);
    a->thresholds_text = rp_strf(
        c, "advisoryPartitionSizeInBytes %s%s; skewJoin %s, skewedPartitionFactor %g%s, "
        "skewedPartitionThresholdInBytes %s%s; %sautoBroadcastJoinThreshold %s%s",
        rp_bytes(c, (double)a->advisory_bytes), adv ? "" : " (default)", a->skew_join_enabled ? "on" : "off",
        a->skew_factor, fac ? "" : " (default)", rp_bytes(c, (double)a->skew_threshold_bytes), thr ? "" : " (default)",
        abj ? "adaptive." : "", a->broadcast_bytes < 0 ? "-1 (off)" : rp_bytes(c, (double)a->broadcast_bytes),
        abj || bj ? "" : " (default)");
}

/* Why AQE could not split the skew of stage s, or NULL when it could have. */
static const char *unhandled_why(rp_ctx *c, const sdx_report_aqe *a, const rp_stage *s, const char *fid)
{
    int agg = fid ? !strcmp(fid, "skew.aggregate") : (s->ops & SDX_OP_AGG) && !(s->ops & (SDX_OP_SMJ | SDX_OP_SHJ));
    int win = fid ? !strcmp(fid, "skew.window") : (s->ops & SDX_OP_WINDOW) && !(s->ops & (SDX_OP_SMJ | SDX_OP_SHJ));
    double med = s->sum->count ? s->sum->shuffle_read_bytes[RP_Q_MED] : NAN;
    double max = s->sum->count ? s->sum->shuffle_read_bytes[RP_Q_MAX] : NAN;
    const char *bytes = isfinite(max) && isfinite(med)
                            ? rp_strf(c, "; hottest partition %s, median %s", rp_bytes(c, max), rp_bytes(c, med))
                            : "";
    if (win)
        return rp_strf(c, "a window: AQE splits only sort-merge / shuffled-hash join partitions%s", bytes);
    if (agg)
        return rp_strf(c, "an aggregation: AQE splits only sort-merge / shuffled-hash join partitions%s", bytes);
    /* a join: only a skew finding says it is skewed (from task times alone, the
     * skew may be the pieces AQE already split) */
    if (!fid || !(s->ops & (SDX_OP_SMJ | SDX_OP_SHJ)) || !isfinite(max) || !isfinite(med))
        return NULL;
    if (!a->skew_join_enabled)
        return "a join, but spark.sql.adaptive.skewJoin.enabled=false";
    if (max < (double)a->skew_threshold_bytes)
        return rp_strf(c, "a join partition below the threshold: hottest %s < skewedPartitionThresholdInBytes %s",
                       rp_bytes(c, max), rp_bytes(c, (double)a->skew_threshold_bytes));
    if (max < a->skew_factor * med)
        return rp_strf(c, "a join partition below the factor: hottest %s < %g x median %s", rp_bytes(c, max),
                       a->skew_factor, rp_bytes(c, med));
    return NULL;
}

static void add_unhandled(rp_ctx *c, sdx_report_aqe *a, const rp_stage *s, const char *fid)
{
    for (uint32_t i = 0; i < a->nunhandled; i++)
        if (a->unhandled[i].stage_id == s->s->stage_id)
            return;
    if (a->nunhandled >= AQE_MAX_UNHANDLED)
        return;
    const char *why = unhandled_why(c, a, s, fid);
    if (why)
        a->unhandled[a->nunhandled++] = (sdx_report_aqe_unhandled){s->s->stage_id, fid, why};
}

void rp_aqe_section(rp_ctx *c)
{
    const sdx_model *m = c->m;
    if (!rp_aqe_on(c) || !m->nsql)
        return;
    sdx_report_aqe *a = sdx_arena_alloc(c->arena, sizeof *a);
    sdx_report_aqe_exec *xs = sdx_arena_alloc(c->arena, sizeof *xs * m->nsql);
    sdx_report_aqe_unhandled *un = sdx_arena_alloc(c->arena, sizeof *un * AQE_MAX_UNHANDLED);
    if (!a || !xs || !un) {
        c->oom = 1;
        return;
    }
    memset(a, 0, sizeof *a);
    a->unhandled = un;
    thresholds(c, a);
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->nsql; i++) {
        const sdx_sql_exec *e = m->sql[i];
        if (!e || !e->plan)
            continue;
        sdx_report_aqe_exec *x = &xs[n];
        memset(x, 0, sizeof *x);
        aqe_walk w = {.e = e, .x = x};
        rp_plan_walk(e->plan, reads, &w);
        aqe_walk fin = {.e = e}, ini = {.e = e};
        rp_plan_walk(e->plan, count_joins, &fin);
        if (e->initial_plan && e->initial_plan != e->plan) {
            rp_plan_walk(e->initial_plan, count_joins, &ini);
            /* a sort-merge join gone from the initial plan, with a hash join more in the final one */
            uint32_t gone = ini.smj > fin.smj ? ini.smj - fin.smj : 0;
            uint32_t bhj = fin.bhj > ini.bhj ? fin.bhj - ini.bhj : 0, shj = fin.shj > ini.shj ? fin.shj - ini.shj : 0;
            x->joins_switched = gone < bhj + shj ? gone : bhj + shj;
            if (x->joins_switched)
                x->switched_to = bhj && shj ? "BroadcastHashJoin / ShuffledHashJoin"
                                 : bhj      ? "BroadcastHashJoin"
                                            : "ShuffledHashJoin";
        }
        if (!x->coalesced_reads && !x->skewed_partitions && !x->joins_switched && !x->local_reads)
            continue;
        x->execution_id = e->execution_id;
        x->description = e->description;
        x->duration_ms = e->submission_time >= 0 && e->completion_time >= e->submission_time
                             ? e->completion_time - e->submission_time : 0;
        x->coalesced_text = w.ncoal ? rp_strdup(c, w.coal) : NULL;
        n++;
    }
    /* skew AQE could not handle: the skew findings' stages, then stages whose slowest task is far above the median */
    for (uint32_t i = 0; i < c->findings.n; i++) {
        const sdx_finding *f = c->findings.v[i];
        if (strncmp(f->id, "skew.", 5) || f->where.stage < 0)
            continue;
        const rp_stage *s = rp_stage_by_id(c, f->where.stage, f->where.attempt);
        if (s)
            add_unhandled(c, a, s, f->id);
    }
    double factor = rp_th(c, "skew.duration_factor");
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (!s->ran || s->sum->count < 4 || s->nshuffle_in == 0)
            continue;
        double med = s->sum->duration[RP_Q_MED], max = s->sum->duration[RP_Q_MAX];
        if (!(med > 0) || max < factor * med || max - med < rp_th(c, "report.min_impact_ms"))
            continue;
        add_unhandled(c, a, s, NULL);
    }
    if (!n && !a->nunhandled)
        return;
    qsort(xs, n, sizeof *xs, cmp_exec);
    a->execs = xs;
    a->nexecs = n < AQE_MAX_EXECS ? n : AQE_MAX_EXECS;
    a->more_execs = n - a->nexecs;
    c->r->aqe = a;
}
