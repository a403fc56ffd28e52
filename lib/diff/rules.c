/*
 * rules.c: the diff.* findings (docs/diff.md), read from the matched and
 * attributed stages and the two runs' totals:
 *   diff.nonlinear      time grew well beyond the data, and the stage that grew most, with why
 *   diff.join_strategy  a join that was broadcast is now sort-merge (or back), and the size that crossed
 *   diff.resources      fewer (or more) task slots, and the capacity-bound stages that felt it
 *   diff.config         Spark properties that changed, the ones that change plans or resources first
 *   diff.version        the Spark version changed
 *   diff.input_layout   the input's files changed shape: how many, how big
 * Two runs of the same job on the same data give nothing above low.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff/internal.h"

#define CONF_NONLINEAR 0.8
#define CONF_JOIN 0.85
#define CONF_RESOURCES 0.8
#define CONF_CONFIG 0.6
#define CONF_VERSION 0.5
#define CONF_LAYOUT 0.6

static const char *side_label(df_ctx *c, const sdx_stage_match *x)
{
    const sdx_stage_side *s = x->new_.f ? &x->new_ : &x->old;
    const char *what = s->ops ? s->ops : (s->f && s->f->s->name ? s->f->s->name : "?");
    if (x->old.f && x->new_.f && x->old.stage_id != x->new_.stage_id)
        return df_strf(c, "stage %d (stage %d then; %s)", x->new_.stage_id, x->old.stage_id, what);
    return df_strf(c, "stage %d (%s)", s->stage_id, what);
}

static void where_stage(sdx_finding *f, const sdx_stage_match *x)
{
    const sdx_stage_side *s = x->new_.f ? &x->new_ : &x->old;
    f->where.stage = s->stage_id;
    f->where.attempt = s->attempt_id;
    f->where.job = s->job_id;
    if (s->f && s->f->main_op)
        f->where.node = s->f->main_op;
}

static void two(sdx_evidence *e, double then, double now)
{
    df_num(e, "then", then);
    df_num(e, "now", now);
}

/* ---- diff.nonlinear ---- */

static void nonlinear(df_ctx *c, sdx_diff *d, const sdx_diff_opts *opts, df_findings *fs)
{
    const sdx_diff_run *o = &d->old, *n = &d->new_;
    int app = d->data_growth > 0 && d->time_growth >= opts->min_time_growth &&
              d->time_growth >= opts->nonlinear_factor * d->data_growth && n->wall_ms - o->wall_ms >= opts->min_change_ms;
    const sdx_stage_match *ns = d->nonlinear_stage >= 0 ? &d->stages[d->nonlinear_stage] : NULL;
    if (!app && !ns)
        return;
    const sdx_stage_match *t = ns ? ns : d->nattributed ? &d->stages[d->attributed[0]] : NULL;
    int64_t impact;
    sdx_finding *f;
    if (app) {
        /* the time beyond linear growth */
        int64_t linear = (int64_t)((double)o->wall_ms * (d->data_growth > 1 ? d->data_growth : 1));
        impact = n->wall_ms - linear;
        f = df_finding(c, fs, "diff.nonlinear", "%s %s and time grew %s: non-linear%s%s",
                       d->data_growth >= 1 ? "Data grew" : "Data shrank to", df_ratio(c, d->data_growth),
                       df_ratio(c, d->time_growth), t ? "; most of it in " : "", t ? side_label(c, t) : "");
    } else {
        /* the slowest task's time beyond what its data explains: the stage cannot end before it */
        impact = ns->new_.slowest_ms - (int64_t)((double)ns->old.slowest_ms * (d->stage_data_growth > 1 ? d->stage_data_growth : 1));
        if (ns->new_.duration_ms > 0 && impact > ns->new_.duration_ms)
            impact = ns->new_.duration_ms;
        f = df_finding(c, fs, "diff.nonlinear", "The slowest task of %s grew %s for %s its data: non-linear growth",
                       side_label(c, ns), df_ratio(c, d->stage_task_growth), df_ratio(c, d->stage_data_growth));
    }
    if (!f)
        return;
    f->impact_ms = impact > 0 ? impact : 0;
    f->confidence = CONF_NONLINEAR;
    f->severity = df_severity(f->impact_ms, n->wall_ms, SDX_SEV_HIGH);
    sdx_evidence *e;
    if (o->input_bytes > 0 && n->input_bytes > 0) {
        e = df_ev(c, f, "input_bytes", "bytes", "input %s then, %s now (%s)", df_bytes(c, (double)o->input_bytes),
                  df_bytes(c, (double)n->input_bytes), df_ratio(c, (double)n->input_bytes / (double)o->input_bytes));
        two(e, (double)o->input_bytes, (double)n->input_bytes);
    }
    if (o->source_rows > 0 && n->source_rows > 0) {
        e = df_ev(c, f, "input_records", "records", "rows read by the source stages %s then, %s now (%s)",
                  df_count(c, (double)o->source_rows), df_count(c, (double)n->source_rows),
                  df_ratio(c, (double)n->source_rows / (double)o->source_rows));
        two(e, (double)o->source_rows, (double)n->source_rows);
    }
    e = df_ev(c, f, "wall_clock", "ms", "wall clock %s then, %s now (%s)", df_ms(c, (double)o->wall_ms),
              df_ms(c, (double)n->wall_ms), df_ratio(c, d->time_growth));
    two(e, (double)o->wall_ms, (double)n->wall_ms);
    if (ns) {
        e = df_ev(c, f, "slowest_task", "ms", "the slowest task of %s: %s then, %s now (%s) for %s its data",
                  side_label(c, ns), df_ms(c, (double)ns->old.slowest_ms), df_ms(c, (double)ns->new_.slowest_ms),
                  df_ratio(c, d->stage_task_growth), df_ratio(c, d->stage_data_growth));
        two(e, (double)ns->old.slowest_ms, (double)ns->new_.slowest_ms);
        if (!app && ns->new_.bound && !strcmp(ns->new_.bound, "capacity"))
            df_against(c, f, "bound", "text",
                       "on %d slots the stage is capacity-bound, which hides part of it in the wall clock; with enough "
                       "slots to run it in one wave it takes as long as its slowest task",
                       ns->new_.slots);
    }
    int skew = 0, join = 0;
    if (t) {
        where_stage(f, t);
        e = df_ev(c, f, "stage_duration", "ms", "%s: %s then, %s now (%s)", side_label(c, t),
                  df_ms(c, (double)t->old.duration_ms), df_ms(c, (double)t->new_.duration_ms),
                  t->old.duration_ms > 0 ? df_ratio(c, (double)t->new_.duration_ms / (double)t->old.duration_ms) : "new");
        two(e, (double)t->old.duration_ms, (double)t->new_.duration_ms);
        if (t->old.f && t->new_.f) {
            e = df_ev(c, f, "task_duration", "ms", "task duration median / max: %s / %s then, %s / %s now",
                      df_ms(c, (double)t->old.task_median_ms), df_ms(c, (double)t->old.task_max_ms),
                      df_ms(c, (double)t->new_.task_median_ms), df_ms(c, (double)t->new_.task_max_ms));
            df_num(e, "median_then", (double)t->old.task_median_ms);
            df_num(e, "max_then", (double)t->old.task_max_ms);
            df_num(e, "median", (double)t->new_.task_median_ms);
            df_num(e, "max", (double)t->new_.task_max_ms);
            if (t->new_.read_max_bytes >= 0) {
                e = df_ev(c, f, "shuffle_read_bytes", "bytes",
                          "shuffle read per task median / max: %s / %s then, %s / %s now%s",
                          df_bytes(c, (double)t->old.read_median_bytes), df_bytes(c, (double)t->old.read_max_bytes),
                          df_bytes(c, (double)t->new_.read_median_bytes), df_bytes(c, (double)t->new_.read_max_bytes),
                          t->new_.max_read_partition >= 0
                              ? df_strf(c, " (partition %d)", t->new_.max_read_partition) : "");
                df_num(e, "median_then", (double)t->old.read_median_bytes);
                df_num(e, "max_then", (double)t->old.read_max_bytes);
                df_num(e, "median", (double)t->new_.read_median_bytes);
                df_num(e, "max", (double)t->new_.read_max_bytes);
                if (t->new_.max_read_partition >= 0)
                    f->where.partition = t->new_.max_read_partition;
            }
            double fo = t->old.task_median_ms > 0 ? (double)t->old.task_max_ms / (double)t->old.task_median_ms : 0;
            double fn = t->new_.task_median_ms > 0 ? (double)t->new_.task_max_ms / (double)t->new_.task_median_ms : 0;
            skew = fn >= opts->skew_factor && fo < opts->skew_factor / 1.5;
            join = (t->new_.f->ops & (SDX_OP_SMJ | SDX_OP_SHJ | SDX_OP_BHJ)) != 0;
        }
        for (uint32_t i = 0; i < t->nreasons; i++)
            if (strncmp(t->reasons[i], "shuffle read ", 13) && strncmp(t->reasons[i], "every task", 10))
                df_ev(c, f, "why", "text", "%s", t->reasons[i]);
    }
    if (skew) {
        f->confirm = df_strf(c, "the top keys of the %s key in today's input: groupBy(key).count().orderBy(desc(\"count\"))"
                                ".show(20); yesterday's input should have no such key",
                             join ? "join" : "grouping");
        if (join)
            df_fix(c, f, SDX_FIX_CONFIG,
                   "spark.sql.adaptive.enabled=true and spark.sql.adaptive.skewJoin.enabled=true",
                   "AQE splits the hot partition of a sort-merge join into pieces that run in parallel",
                   "only joins; the partition must exceed both the skew factor (5x the median) and the threshold (256m)");
        df_fix(c, f, SDX_FIX_DATA, "isolate the hot key: process it separately (broadcast the other side for it) "
                                   "and union the results",
               "the hot key no longer sits in one task", NULL);
        df_fix(c, f, SDX_FIX_CODE, "salt the hot key: add a random suffix on the big side, replicate the small side",
               "spreads the hot key over many tasks", "the small side is replicated once per salt");
        f->verify = df_strf(c, "the max task duration of %s; fixed when close to its median (%s now)", side_label(c, t),
                            df_ms(c, (double)t->new_.task_median_ms));
    } else {
        f->confirm = df_strf(c, "compare the inputs of the two runs: row counts and distinct keys per join and grouping "
                                "key; a duplicated or exploding key makes the work grow faster than the data");
        df_fix(c, f, SDX_FIX_DATA, "check the input for duplicates or a new many-to-many key that multiplies rows",
               "work that grows faster than the data usually comes from rows multiplied in a join", NULL);
        if (t)
            f->verify = df_strf(c, "the duration of %s against the input growth (%s)", side_label(c, t),
                                df_ratio(c, d->data_growth));
    }
}

/* ---- diff.join_strategy ---- */

#define JOIN_BITS (SDX_OP_SMJ | SDX_OP_SHJ | SDX_OP_BHJ | SDX_OP_NLJ | SDX_OP_CARTESIAN)

/* The smaller shuffle input of a stage: its parents' shuffle write in this run. */
static int64_t smaller_side(const sdx_analysis *a, const sdx_stage *s)
{
    int64_t best = -1;
    for (uint32_t i = 0; i < s->nparents; i++) {
        const sdx_stage_facts *p = df_parent_work(a, s->parent_ids[i]);
        if (!p)
            continue;
        int64_t w = p->s->m[SDX_TM_SHUFFLE_WRITE_BYTES];
        if (w > 0 && (best < 0 || w < best))
            best = w;
    }
    return best;
}

static void join_strategy(df_ctx *c, sdx_diff *d, const sdx_analysis *na, df_findings *fs)
{
    const sdx_stage_match *hit = NULL;
    int64_t impact = 0;
    int to_smj = 0;
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        if (!x->old.f || !x->new_.f)
            continue;
        unsigned jo = x->old.f->ops & JOIN_BITS, jn = x->new_.f->ops & JOIN_BITS;
        if (jo == jn || !jo || !jn)
            continue;
        int now_smj = (jn & (SDX_OP_SMJ | SDX_OP_SHJ)) && !(jn & SDX_OP_BHJ) && (jo & SDX_OP_BHJ);
        int now_bhj = (jn & SDX_OP_BHJ) && (jo & (SDX_OP_SMJ | SDX_OP_SHJ)) && !(jo & SDX_OP_BHJ);
        if (!now_smj && !now_bhj)
            continue;
        if (!hit || x->delta_ms > hit->delta_ms) {
            hit = x;
            to_smj = now_smj;
        }
        impact += x->delta_ms > 0 ? x->delta_ms : 0;
    }
    /* a broadcast join gone from the stages that now shuffle: the join stage of the new run
     * reads two shuffles where the old run's matched stage read one */
    if (!hit)
        for (uint32_t i = 0; i < d->nstages; i++) {
            const sdx_stage_match *x = &d->stages[i];
            if (!x->old.f || !x->new_.f)
                continue;
            if ((x->new_.f->ops & SDX_OP_SMJ) && (x->old.f->ops & SDX_OP_BHJ) == 0 && x->old.f->nshuffle_in < 2 &&
                x->new_.f->nshuffle_in >= 2 && (x->old.f->ops & SDX_OP_SMJ) == 0) {
                hit = x;
                to_smj = 1;
                impact += x->delta_ms > 0 ? x->delta_ms : 0;
            }
        }
    if (!hit)
        return;
    const char *then = to_smj ? "BroadcastHashJoin" : "SortMergeJoin", *now = to_smj ? "SortMergeJoin" : "BroadcastHashJoin";
    int64_t size = to_smj ? smaller_side(na, hit->new_.f->s) : -1;
    int64_t th = d->new_.broadcast_threshold;
    sdx_finding *f = df_finding(c, fs, "diff.join_strategy", "The join in %s is a %s now, a %s then%s",
                                side_label(c, hit), now, then,
                                size > 0 && th > 0 && size > th
                                    ? df_strf(c, ": its smaller side (%s) crossed the broadcast threshold (%s)",
                                              df_bytes(c, (double)size), df_bytes(c, (double)th))
                                    : "");
    if (!f)
        return;
    where_stage(f, hit);
    f->where.node = now;
    f->impact_ms = impact > 0 ? impact : 0;
    f->confidence = CONF_JOIN;
    f->severity = impact > 0 ? df_severity(impact, d->new_.wall_ms, SDX_SEV_HIGH) : SDX_SEV_LOW;
    sdx_evidence *e = df_ev(c, f, "join_strategy", "text", "%s then (%s), %s now (%s)", then,
                            hit->old.ops ? hit->old.ops : "?", now, hit->new_.ops ? hit->new_.ops : "?");
    e = df_ev(c, f, "stage_duration", "ms", "%s: %s then, %s now", side_label(c, hit),
              df_ms(c, (double)hit->old.duration_ms), df_ms(c, (double)hit->new_.duration_ms));
    two(e, (double)hit->old.duration_ms, (double)hit->new_.duration_ms);
    /* the plan, node by node, of the execution that ran the join */
    const sdx_job *job = hit->new_.f->job;
    for (uint32_t i = 0; job && i < d->nsql; i++)
        if (d->sql[i].new_exec == job->sql_execution_id && d->sql[i].plan_change)
            df_ev(c, f, "plan", "text", "sql %lld (%lld then): %s%s", (long long)d->sql[i].new_exec,
                  (long long)d->sql[i].old_exec, d->sql[i].plan_change,
                  d->sql[i].same_query ? " (the same query: its plan before AQE is unchanged)" : "");
    if (size > 0) {
        e = df_ev(c, f, "small_side_bytes", "bytes", "the smaller side shuffles %s now; "
                  "spark.sql.autoBroadcastJoinThreshold is %s", df_bytes(c, (double)size),
                  th < 0 ? "-1 (off)" : df_bytes(c, (double)th));
        df_num(e, "value", (double)size);
        df_num(e, "threshold", (double)th);
    }
    if (to_smj) {
        f->confirm = "the size of the small side today (its scan's or exchange's data size in the SQL tab) against "
                     "spark.sql.autoBroadcastJoinThreshold";
        df_fix(c, f, SDX_FIX_JOIN, "broadcast the small side explicitly: broadcast(df) or /*+ BROADCAST(t) */",
               "the join stays a broadcast hash join whatever the estimate", "the driver and every executor hold the table");
        if (size > 0 && th >= 0)
            df_fix(c, f, SDX_FIX_CONFIG,
                   df_strf(c, "spark.sql.autoBroadcastJoinThreshold=%s", df_conf_bytes(c, 2.0 * (double)size)),
                   "twice today's size of the small side, so it is broadcast again",
                   "costs driver memory; it grows again with the table");
        df_fix(c, f, SDX_FIX_DATA, "filter and project the small side before the join",
               "a smaller side fits under the threshold", NULL);
    }
    f->verify = df_strf(c, "the join operator of %s (BroadcastHashJoin) and its duration", side_label(c, hit));
}

/* ---- diff.resources ---- */

static void resources(df_ctx *c, sdx_diff *d, const sdx_diff_opts *opts, df_findings *fs)
{
    const sdx_diff_run *o = &d->old, *n = &d->new_;
    if (o->slots <= 0 || n->slots <= 0 || fabs((double)n->slots - o->slots) < opts->slots_change * o->slots)
        return;
    int64_t impact = 0;
    uint32_t ncap = 0;
    const sdx_stage_match *top = NULL;
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        if (!x->old.f || !x->new_.f || !x->new_.bound || strcmp(x->new_.bound, "capacity"))
            continue;
        ncap++;
        if (n->slots < o->slots && x->delta_ms > 0)
            impact += x->delta_ms;
        if (!top || x->delta_ms > top->delta_ms)
            top = x;
    }
    sdx_finding *f = df_finding(c, fs, "diff.resources", "%s task slots: %d then, %d now%s",
                                n->slots < o->slots ? "Fewer" : "More", o->slots, n->slots,
                                ncap ? df_strf(c, "; %u capacity-bound stage%s", ncap, ncap == 1 ? "" : "s") : "");
    if (!f)
        return;
    f->impact_ms = impact;
    f->confidence = CONF_RESOURCES;
    f->severity = impact > 0 ? df_severity(impact, n->wall_ms, SDX_SEV_HIGH) : SDX_SEV_INFO;
    sdx_evidence *e = df_ev(c, f, "slots", "count", "task slots %d then, %d now; executors %d then, %d now", o->slots,
                            n->slots, o->executors, n->executors);
    two(e, o->slots, n->slots);
    if (n->executors_lost > o->executors_lost)
        df_ev(c, f, "executors_lost", "count", "executors removed during the run: %d then, %d now", o->executors_lost,
              n->executors_lost);
    if (top) {
        where_stage(f, top);
        e = df_ev(c, f, "stage_duration", "ms",
                  "%s is capacity-bound: %s then, %s now (total task time / slots %s then, %s now)", side_label(c, top),
                  df_ms(c, (double)top->old.duration_ms), df_ms(c, (double)top->new_.duration_ms),
                  df_ms(c, (double)top->old.f->capacity), df_ms(c, (double)top->new_.f->capacity));
        two(e, (double)top->old.duration_ms, (double)top->new_.duration_ms);
    }
    if (n->slots < o->slots) {
        f->confirm = "the executors tab of both runs: how many executors registered and when, and the cluster's "
                     "queue or quota at the time (yarn application -status / kubectl get pods)";
        df_fix(c, f, SDX_FIX_CONFIG,
               df_strf(c, "give the job its %d slots back: spark.executor.instances (or "
                          "spark.dynamicAllocation.maxExecutors) as in the earlier run", o->slots),
               "capacity-bound stages take time in proportion to total task time / slots", NULL);
    }
    f->verify = "the slots of the run and the duration of its capacity-bound stages";
}

/* ---- diff.config ---- */

static void config(df_ctx *c, sdx_diff *d, const sdx_diff_opts *opts, df_findings *fs)
{
    uint32_t nimp = 0;
    for (uint32_t i = 0; i < d->nconf; i++)
        nimp += d->conf[i].important != 0;
    if (!d->nconf)
        return;
    const sdx_conf_change *first = &d->conf[0];
    int64_t change = d->new_.wall_ms - d->old.wall_ms;
    sdx_finding *f = df_finding(c, fs, "diff.config", "%u Spark propert%s changed%s%s", d->nconf,
                                d->nconf == 1 ? "y" : "ies", first->important ? ", first " : "",
                                first->important ? first->key : "");
    if (!f)
        return;
    f->confidence = CONF_CONFIG;
    f->severity = nimp && llabs(change) >= opts->min_change_ms && fabs(d->time_growth - 1) >= 0.2 ? SDX_SEV_MEDIUM
                  : nimp                                                                       ? SDX_SEV_LOW
                                                                                                : SDX_SEV_INFO;
    for (uint32_t i = 0; i < d->nconf && f->nevidence < 10; i++) {
        const sdx_conf_change *x = &d->conf[i];
        df_ev(c, f, x->important ? "config_important" : "config", "text", "%s: %s then, %s now", x->key,
              x->old_value ? x->old_value : "(unset)", x->new_value ? x->new_value : "(unset)");
    }
    if (d->nconf > 10)
        df_ev(c, f, "config", "count", "%u more", d->nconf - 10);
    f->confirm = "whether the change was intended (a deployment, a cluster policy, a notebook's session)";
    f->verify = "the environment tab of the next run";
}

/* ---- diff.version ---- */

static void version(df_ctx *c, sdx_diff *d, df_findings *fs)
{
    const char *a = d->old.spark_version, *b = d->new_.spark_version;
    if (!a || !b || !strcmp(a, b))
        return;
    sdx_finding *f = df_finding(c, fs, "diff.version", "Spark %s then, %s now", a, b);
    if (!f)
        return;
    f->confidence = CONF_VERSION;
    f->severity = fabs(d->time_growth - 1) >= 0.2 ? SDX_SEV_LOW : SDX_SEV_INFO;
    df_ev(c, f, "spark_version", "text", "Spark %s then, %s now", a, b);
    f->confirm = "the migration guide between the two versions (defaults that changed: AQE, ANSI mode, ...)";
    f->verify = "the Spark version of the next run";
}

/* ---- diff.input_layout ---- */

/* The files the scans of a run read: SQL scan metrics (number / size of
 * files read, FileSourceScanExec), and the formats they name. */
typedef struct scan_acc {
    int64_t files, bytes;
    char formats[128];
    char codecs[64];       /* compression named by the paths' extensions (".gz"), "none" */
} scan_acc;

/* The compression the scanned paths' extensions name, added to a->codecs. */
static void path_codecs(const char *loc, scan_acc *a)
{
    static const char *const ext[] = {".gz", ".bz2", ".zst", ".zstd", ".lz4", ".snappy", ".deflate", ".xz", ".lzo"};
    const char *found = "none";
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
        const char *p = strstr(loc, ext[i]);
        size_t l = strlen(ext[i]);
        if (p && (p[l] == ']' || p[l] == ',' || p[l] == 0 || p[l] == ' ')) {
            found = ext[i] + 1;
            break;
        }
    }
    if (!strstr(a->codecs, found) && strlen(a->codecs) + strlen(found) + 3 < sizeof a->codecs) {
        if (a->codecs[0])
            strcat(a->codecs, ", ");
        strcat(a->codecs, found);
    }
}

static int64_t metric_total(const sdx_sql_exec *e, const sdx_plan_node *n, const char *name)
{
    for (uint32_t i = 0; i < n->nmetrics; i++)
        if (n->metrics[i].name && !strcmp(n->metrics[i].name, name)) {
            const sdx_sql_metric_value *v = sdx_sql_exec_metric(e, n->metrics[i].accumulator_id);
            return v ? v->total : 0;
        }
    return 0;
}

static void scan_walk(const sdx_sql_exec *e, const sdx_plan_node *n, scan_acc *a, int depth)
{
    if (!n || depth > 200)
        return;
    int64_t f = metric_total(e, n, "number of files read");
    if (f > 0) {
        a->files += f;
        a->bytes += metric_total(e, n, "size of files read");
        for (uint32_t k = 0; k < n->nmetadata; k++)
            if (n->metadata[k].key && !strcmp(n->metadata[k].key, "Location") && n->metadata[k].value)
                path_codecs(n->metadata[k].value, a);
        for (uint32_t k = 0; k < n->nmetadata; k++)
            if (n->metadata[k].key && !strcmp(n->metadata[k].key, "Format") && n->metadata[k].value &&
                !strstr(a->formats, n->metadata[k].value) && strlen(a->formats) + strlen(n->metadata[k].value) + 3 < sizeof a->formats) {
                if (a->formats[0])
                    strcat(a->formats, ", ");
                strcat(a->formats, n->metadata[k].value);
            }
    }
    for (uint32_t c = 0; c < n->nchildren; c++)
        scan_walk(e, n->children[c], a, depth + 1);
}

static void scan_files(const sdx_analysis *a, scan_acc *acc)
{
    memset(acc, 0, sizeof *acc);
    for (uint32_t i = 0; i < a->m->nsql; i++)
        scan_walk(a->m->sql[i], a->m->sql[i]->plan, acc, 0);
}

/* Input tasks and bytes of the scan stages of a run: tasks reading input. */
static void scan_shape(const sdx_analysis *a, int64_t *tasks, int64_t *bytes)
{
    *tasks = *bytes = 0;
    for (uint32_t i = 0; i < a->nstages; i++) {
        const sdx_stage *s = a->stages[i].s;
        if (s->m[SDX_TM_INPUT_BYTES] <= 0 || s->attempt_id)
            continue;
        *tasks += s->num_tasks;
        *bytes += s->m[SDX_TM_INPUT_BYTES];
    }
}

static void input_layout(df_ctx *c, sdx_diff *d, const sdx_analysis *oa, const sdx_analysis *na, df_findings *fs)
{
    scan_acc so, sn;
    scan_files(oa, &so);
    scan_files(na, &sn);
    int64_t ot, ob, nt, nb;
    const char *unit;
    if (so.files > 0 && sn.files > 0 && so.bytes > 0 && sn.bytes > 0) {
        ot = so.files, ob = so.bytes, nt = sn.files, nb = sn.bytes, unit = "files";
    } else {
        scan_shape(oa, &ot, &ob);
        scan_shape(na, &nt, &nb);
        unit = "input tasks";
    }
    int format_changed = (so.formats[0] && sn.formats[0] && strcmp(so.formats, sn.formats)) ||
                         (so.codecs[0] && sn.codecs[0] && strcmp(so.codecs, sn.codecs));
    if ((ot <= 0 || nt <= 0 || ob <= 0 || nb <= 0) && !format_changed)
        return;
    double per_o = ot > 0 ? (double)ob / (double)ot : 0, per_n = nt > 0 ? (double)nb / (double)nt : 0;
    double tg = ot > 0 ? (double)nt / (double)ot : 0, sg = per_o > 0 ? per_n / per_o : 0;
    /* many more, much smaller files (small files), or far fewer, bigger ones; or another format */
    int shape = ot > 0 && nt > 0 && ((tg >= 3 && sg <= 1 / 3.0) || (tg <= 1 / 3.0 && sg >= 3));
    if (!shape && !format_changed)
        return;
    sdx_finding *f = shape ? df_finding(c, fs, "diff.input_layout", "The input changed shape: %s %s of %s then, %s of %s now",
                                        df_count(c, (double)ot), unit, df_bytes(c, per_o), df_count(c, (double)nt),
                                        df_bytes(c, per_n))
                           : df_finding(c, fs, "diff.input_layout", "The input's format changed: %s (%s) then, %s (%s) now",
                                        so.formats, so.codecs[0] ? so.codecs : "?", sn.formats,
                                        sn.codecs[0] ? sn.codecs : "?");
    if (!f)
        return;
    f->confidence = CONF_LAYOUT;
    f->severity = SDX_SEV_LOW;
    if (ot > 0 && nt > 0) {
        sdx_evidence *e = df_ev(c, f, !strcmp(unit, "files") ? "files_read" : "input_tasks", "count", "%s %s then, %s now",
                                unit, df_count(c, (double)ot), df_count(c, (double)nt));
        two(e, (double)ot, (double)nt);
        e = df_ev(c, f, "bytes_per_file", "bytes", "%s per %s then, %s now", df_bytes(c, per_o),
                  !strcmp(unit, "files") ? "file" : "task", df_bytes(c, per_n));
        two(e, per_o, per_n);
    }
    if (so.formats[0] || sn.formats[0])
        df_ev(c, f, "format", "text", "format %s then, %s now; compression %s then, %s now",
              so.formats[0] ? so.formats : "?", sn.formats[0] ? sn.formats : "?", so.codecs[0] ? so.codecs : "?",
              sn.codecs[0] ? sn.codecs : "?");
    if (strstr(sn.codecs, "gz") && !strstr(so.codecs, "gz"))
        df_fix(c, f, SDX_FIX_DATA, "keep the input splittable: uncompressed, bzip2, or Parquet / ORC",
               "a gzip file is read by one task from its start (input.unsplittable)", NULL);
    f->confirm = "the file count and sizes of the input paths in both runs (hdfs dfs -count / aws s3 ls --summarize)";
    if (shape && tg >= 3)
        df_fix(c, f, SDX_FIX_DATA, "compact the input's small files upstream (or raise spark.sql.files.maxPartitionBytes "
                                   "to pack more of them per task)",
               "fewer, bigger splits cost less per byte", NULL);
    f->verify = "the scan's number and size of files read";
}

static int rank_cmp(const void *x, const void *y)
{
    const sdx_finding *a = x, *b = y;
    if (a->severity != b->severity)
        return a->severity > b->severity ? -1 : 1;
    double sa = (double)a->impact_ms * a->confidence, sb = (double)b->impact_ms * b->confidence;
    if (sa != sb)
        return sa > sb ? -1 : 1;
    return strcmp(a->id, b->id);
}

int df_rules(df_ctx *c, sdx_diff *d, const sdx_analysis *o, const sdx_analysis *n, const sdx_diff_opts *opts,
             df_findings *fs)
{
    nonlinear(c, d, opts, fs);
    join_strategy(c, d, n, fs);
    resources(c, d, opts, fs);
    config(c, d, opts, fs);
    version(c, d, fs);
    input_layout(c, d, o, n, fs);
    if (fs->n > 1)
        qsort(fs->v, fs->n, sizeof *fs->v, rank_cmp);
    return c->oom ? -1 : 0;
}
