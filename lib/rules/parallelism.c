/*
 * parallelism.c: cores that wait. parallelism.single_task: a stage of one
 * task doing real work while the other slots idle (repartition(1) /
 * coalesce(1) before the work, a window or sort without a partition key).
 * executors.idle: core time used vs available over the whole run (the
 * Sparklens view): over-provisioned executors or long driver-only phases.
 */
#include <math.h>
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"parallelism.idle_utilization", 0.30, SDX_UNIT_RATIO,
     "task time / (slots x wall clock) below which cores mostly idle",
     "Sparklens (qubole) 'core compute hours wasted' view; sparkdx threshold"},
    {"parallelism.idle_min_core_ms", 3600000, SDX_UNIT_MS,
     "idle core time below this (one core-hour) is low severity whatever the share",
     "sparkdx"},
    {"parallelism.single_task_min_share", 0.01, SDX_UNIT_RATIO,
     "a one-task stage whose wait costs less than this share of the wall clock is context, not a finding",
     "sparkdx: a second in a 5-minute run is not what an engineer on call acts on"},
};

static const char *const ids[] = {"parallelism.single_task", "executors.idle"};

enum { CF_SINGLE_TASK_PLAN, CF_SINGLE_TASK, CF_IDLE };
static const sdx_confidence confidences[] = {
    [CF_SINGLE_TASK_PLAN] = {"parallelism.single_task/plan", 0.85,
        "a one-task stage and the plan says why (Exchange SinglePartition, Coalesce 1)"},
    [CF_SINGLE_TASK] = {"parallelism.single_task", 0.7, "a one-task stage while slots >= 2"},
    [CF_IDLE] = {"executors.idle", 0.6, "low core utilization"},
};
#define CF(k) (confidences[k].value)

struct single_ud {
    const sdx_sql_exec *e;
    int32_t stage;
    const char *why;
    const sdx_plan_node *node;
    int repart;                    /* repartition(1) / coalesce(1) asked for by the code */
};

static int one_partition(const char *ss)
{
    return rp_partitioning_count(ss) == 1;
}

static int single_cb(const sdx_plan_node *n, void *ud)
{
    struct single_ud *u = ud;
    const char *ss = n->simple_string ? n->simple_string : "";
    /* only a node that ran in this stage says why it has one task (a global
     * limit elsewhere in the query does not) */
    if (u->e && u->e->graph.nnodes && !rp_node_in_stage(u->e, n, u->stage))
        return 0;
    if (n->node_name && strstr(n->node_name, "Exchange") && !strstr(n->node_name, "Broadcast") && one_partition(ss)) {
        u->repart = strstr(ss, "REPARTITION_BY_NUM") || strstr(ss, "REPARTITION_WITH_NUM") ||
                    strstr(ss, "REPARTITION_BY_COL") || strstr(ss, "RoundRobinPartitioning");
        u->why = u->repart ? "repartition(1) (an Exchange to one partition asked for by the code)"
                           : "an operator that needs all rows in one partition (Exchange SinglePartition: a window "
                             "without partitionBy, a global sort / limit)";
        u->node = n;
        return 1;
    }
    if (n->node_name && !strcmp(n->node_name, "Coalesce") && strstr(ss, "Coalesce 1")) {
        u->why = "coalesce(1)";
        u->repart = 1;
        u->node = n;
        return 1;
    }
    return 0;
}

static void single_task(rp_ctx *c)
{
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (!s->ran || rp_claimed(c, s) || s->s->num_tasks != 1 || s->sum->count != 1 || s->slots < 2 || s->dur <= 0)
            continue;
        if (rp_stage_builds_broadcast(s) || rp_stage_is_listing(s))
            continue;   /* a broadcast build: expected structure (the report's context) */
        double gain = (double)s->dur * (1.0 - 1.0 / s->slots);
        if (gain < rp_th(c, "report.min_impact_ms") ||
            gain < rp_th(c, "parallelism.single_task_min_share") * (double)c->wall_ms)
            continue;
        struct single_ud u = {s->sql, s->s->stage_id, NULL, NULL, 0};
        if (s->sql)
            rp_plan_walk(s->sql->plan, single_cb, &u);
        /* one task for little data is right-sizing (AQE coalesces small shuffles into one
         * partition): only a forced single partition or a big input is a finding */
        double bytes = (double)(s->shuffle_read + s->input);
        if ((!u.why || !u.repart) && bytes < rp_th(c, "partitions.advisory_bytes") / 2)
            continue;
        int writes = (s->ops & SDX_OP_WRITE) || s->output > 0;
        int64_t task_ms = 0;
        for (uint32_t k = 0; k < c->nst; k++)
            task_ms += c->st[k].total;
        double share = task_ms > 0 ? (double)s->total / (double)task_ms : 0;
        sdx_finding *f =
            writes && u.repart
                ? rp_finding(c, "parallelism.single_task", "%s writes the output as one task for %s while %d of %d "
                             "slots idle: %s before the write", rp_stage_label(c, s), rp_ms(c, (double)s->dur),
                             s->slots - 1, s->slots, u.why && strstr(u.why, "coalesce") ? "coalesce(1)" : "repartition(1)")
                : rp_finding(c, "parallelism.single_task", "%s runs as one task for %s while %d of %d slots idle",
                             rp_stage_label(c, s), rp_ms(c, (double)s->dur), s->slots - 1, s->slots);
        rp_where_stage(f, s);
        if (u.node)
            rp_where_node(f, s->sql, u.node);
        f->impact_ms = (int64_t)gain;
        f->confidence = u.why ? CF(CF_SINGLE_TASK_PLAN) : CF(CF_SINGLE_TASK);
        f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
        sdx_evidence *e = rp_ev(c, f, "task_count", "count", "1 task on %d slots; it ran %s (%s of all task time in "
                                "the application)", s->slots, rp_ms(c, (double)s->total), rp_pct(c, share));
        rp_num(e, "value", 1);
        rp_num(e, "slots", s->slots);
        rp_num(e, "duration", (double)s->total);
        rp_num(e, "share", share);
        if (bytes > 0) {
            e = rp_ev(c, f, "bytes", "bytes", "it read %s%s", rp_bytes(c, bytes),
                      s->shuffle_read > 0 ? " of shuffle" : " of input");
            rp_num(e, "value", bytes);
        }
        if (writes && s->output > 0) {
            e = rp_ev(c, f, "output_bytes", "bytes", "it wrote %s", rp_bytes(c, (double)s->output));
            rp_num(e, "value", (double)s->output);
        }
        if (u.why)
            rp_ev(c, f, "cause", "text", "the plan has %s%s%s", u.why, u.node && u.node->simple_string ? ": " : "",
                  u.node && u.node->simple_string ? u.node->simple_string : "");
        if (s->ops_text)
            rp_ev(c, f, "operator", "text", "operators in the single task: %s", s->ops_text);
        if (writes && u.repart) {
            double out = s->output > 0 ? (double)s->output : bytes;
            int files = (int)ceil(out / (128.0 * MIB));
            if (files < 2)
                files = 2;
            if (files > s->slots)
                files = s->slots;
            rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "write in parallel: repartition(%d) (about 128 MiB a file) instead of "
                                               "repartition(1) / coalesce(1) before the write", files),
                   rp_strf(c, "%d tasks write at once instead of one", files),
                   "more output files; when one file is required, merge them after the write (or let the reader take "
                   "a folder)");
        } else if (u.repart || !u.why) {
            rp_fix(c, f, SDX_FIX_CODE, "do the work in parallel and coalesce after it: remove repartition(1) / "
                   "coalesce(1) before the aggregation and put coalesce(1) just before the write, where it only moves "
                   "the small result", "the aggregation runs on every slot; one task writes the small output",
                   "coalesce(1) (not repartition(1)) after a shuffle still runs the last stage as one task: keep it after "
                   "the reduction");
        }
        if (!u.repart && !writes) {
            rp_fix(c, f, SDX_FIX_CODE, "a window or sort that needs one partition: add a partition key "
                   "(Window.partitionBy) or sort within partitions", "the operator then runs per key, in parallel",
                   "changes semantics when a global order was really needed");
        }
        rp_confirm(c, f, "the plan's Exchange to one partition (SinglePartition, RoundRobinPartitioning(1)) or "
                   "Coalesce 1 in the SQL tab, above the heavy operators");
        rp_verify(c, f, "number of tasks and duration of the stage doing the work (now 1 task, %s)",
                  rp_ms(c, (double)s->dur));
        rp_claim(c, f, s);
    }
}

static void idle(rp_ctx *c)
{
    const sdx_analysis *r = c->an;
    if (c->wall_ms <= 0 || !c->slots_known)
        return;
    double avail = (double)c->slots * (double)c->wall_ms, used = (double)r->task_ms;
    double util = used / avail;
    if (c->local_mode) {
        rp_ruled_out(c, "executors", "local mode: the cores belong to one machine, idle ones cost nothing extra "
                     "(task time is %s of slots x wall clock)", rp_pct(c, util));
        return;
    }
    if (util >= rp_th(c, "parallelism.idle_utilization")) {
        rp_ruled_out(c, "executors", "cores were busy: task time is %s of slots x wall clock", rp_pct(c, util));
        return;
    }
    double idle_ms = avail - used;
    sdx_finding *f = rp_finding(c, "executors.idle", "Cores were busy %s of the run: %s of %s core time idle",
                                rp_pct(c, util), rp_ms(c, idle_ms), rp_ms(c, avail));
    f->impact_ms = 0;   /* saves cost, not time */
    f->confidence = CF(CF_IDLE);
    f->severity = idle_ms >= rp_th(c, "parallelism.idle_min_core_ms") && !c->local_mode ? SDX_SEV_MEDIUM : SDX_SEV_LOW;
    sdx_evidence *e = rp_ev(c, f, "core_utilization", "share", "task time %s over %d slots x %s wall clock = %s",
                            rp_ms(c, used), c->slots, rp_ms(c, (double)c->wall_ms), rp_pct(c, util));
    rp_num(e, "value", util);
    rp_num(e, "used", used);
    rp_num(e, "available", avail);
    rp_num(e, "slots", c->slots);
    e = rp_ev(c, f, "driver_time", "ms", "no job ran for %s of the %s (driver-only time)", rp_ms(c, (double)r->driver_ms),
              rp_ms(c, (double)c->wall_ms));
    rp_num(e, "value", (double)r->driver_ms);
    rp_num(e, "share", (double)r->driver_ms / (double)c->wall_ms);
    if (c->local_mode)
        rp_against(c, f, "mode", "text", "local mode: the cores belong to one machine; idle cores cost nothing extra");
    rp_fix(c, f, SDX_FIX_CONFIG, "spark.dynamicAllocation.enabled=true with "
           "spark.dynamicAllocation.shuffleTracking.enabled=true (or fewer executors)",
           "executors are released while the driver works alone or stages are narrow", "executor start-up time when "
           "work returns");
    rp_fix(c, f, SDX_FIX_CODE, "run independent actions concurrently (threads or FAIR scheduler pools)",
           "the slots idle while one small job runs at a time", NULL);
    rp_verify(c, f, "core utilization (task time / slots x wall clock, now %s)", rp_pct(c, util));
}

static void run(rp_ctx *c)
{
    single_task(c);
    idle(c);
}

const rp_rule rp_rule_parallelism = RP_RULE("parallelism", ids, thresholds, confidences, run);
