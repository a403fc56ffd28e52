/*
 * spill.c: sorts, aggregations and joins that did not fit in execution
 * memory and went to disk. Spark reports one spill twice: "Spill (memory)"
 * is the deserialized size of what was spilled, "Spill (disk)" the bytes it
 * took on disk; the finding says so and quotes their ratio instead of adding
 * them. Stages already explained (skew spills in its hot task, too few
 * partitions spill everywhere) are claimed before this rule runs.
 */
#include <stdlib.h>
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"spill.min_disk_bytes", 16 * MIB, SDX_UNIT_BYTES,
     "disk spill of a stage below this is not worth a finding",
     "sparkdx"},
    {"spill.cost_share", 0.33, SDX_UNIT_RATIO,
     "share of a spilling task's time assumed spent on spill I/O and merging (impact estimate)",
     "sparkdx assumption: external sorts/aggregations commonly run 1.5-3x slower than in memory"},
};

static const char *const ids[] = {"spill"};

enum { CF_SPILL };
static const sdx_confidence confidences[] = {
    [CF_SPILL] = {"spill", 0.6, "disk spill not explained by another finding"},
};
#define CF(k) (confidences[k].value)

static void run(rp_ctx *c)
{
    double min_disk = rp_th(c, "spill.min_disk_bytes"), cost = rp_th(c, "spill.cost_share");
    int64_t total_disk = 0, total_mem = 0;
    for (uint32_t i = 0; i < c->nst; i++) {
        total_disk += c->st[i].spill_disk;
        total_mem += c->st[i].spill_mem;
    }
    int reported = 0;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        const sdx_stage_summary *sum = s->sum;
        if (!s->ran || (double)s->spill_disk < min_disk || sum->count == 0)
            continue;
        if (rp_claimed(c, s)) {
            reported = 1;   /* explained by another finding */
            continue;
        }
        double share = (double)sum->tasks_spilling / (double)sum->count;
        double gain = cost * share * (double)s->capacity;
        if (gain < rp_th(c, "report.min_impact_ms"))
            continue;
        reported = 1;
        sdx_finding *f = rp_finding(c, "spill", "%s spilled %s to disk in %s of its tasks", rp_stage_label(c, s),
                                    rp_bytes(c, (double)s->spill_disk), rp_pct(c, share));
        rp_where_stage(f, s);
        f->impact_ms = (int64_t)gain;
        f->confidence = CF(CF_SPILL);
        f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
        double ratio = (double)s->spill_mem / (double)(s->spill_disk > 0 ? s->spill_disk : 1);
        sdx_evidence *e = rp_ev(c, f, "spill", "bytes", "one spill, two numbers: %s of in-memory (deserialized) data "
                                "written as %s on disk (%.1f:1); not %s of I/O", rp_bytes(c, (double)s->spill_mem),
                                rp_bytes(c, (double)s->spill_disk), ratio,
                                rp_bytes(c, (double)(s->spill_mem + s->spill_disk)));
        rp_num(e, "memory", (double)s->spill_mem);
        rp_num(e, "disk", (double)s->spill_disk);
        rp_num(e, "ratio", ratio);
        e = rp_ev(c, f, "tasks_spilling", "count", "%lld of %lld tasks spilled (%s); per task: median %s memory / %s "
                  "disk, max %s / %s", (long long)sum->tasks_spilling, (long long)sum->count, rp_pct(c, share),
                  rp_bytes(c, sum->m[SDX_TM_MEMORY_BYTES_SPILLED][RP_Q_MED]),
                  rp_bytes(c, sum->m[SDX_TM_DISK_BYTES_SPILLED][RP_Q_MED]),
                  rp_bytes(c, sum->m[SDX_TM_MEMORY_BYTES_SPILLED][RP_Q_MAX]),
                  rp_bytes(c, sum->m[SDX_TM_DISK_BYTES_SPILLED][RP_Q_MAX]));
        rp_num(e, "count", (double)sum->tasks_spilling);
        rp_num(e, "share", share);
        e = rp_ev(c, f, "peak_execution_memory", "bytes", "peak execution memory per task: median %s, max %s",
                  rp_bytes(c, sum->m[SDX_TM_PEAK_EXECUTION_MEMORY][RP_Q_MED]),
                  rp_bytes(c, sum->m[SDX_TM_PEAK_EXECUTION_MEMORY][RP_Q_MAX]));
        rp_num(e, "median", sum->m[SDX_TM_PEAK_EXECUTION_MEMORY][RP_Q_MED]);
        rp_num(e, "max", sum->m[SDX_TM_PEAK_EXECUTION_MEMORY][RP_Q_MAX]);
        if (s->nshuffle_in > 0 && sum->count) {
            e = rp_ev(c, f, "bytes_per_task", "bytes", "shuffle read per task: median %s over %lld tasks",
                      rp_bytes(c, sum->shuffle_read_bytes[RP_Q_MED]), (long long)sum->count);
            rp_num(e, "median", sum->shuffle_read_bytes[RP_Q_MED]);
        }
        if (s->ops_text)
            rp_ev(c, f, "operator", "text", "operators: %s", s->ops_text);
        const char *frac = rp_conf(c, "spark.memory.fraction");
        if (frac && atof(frac) < 0.6) {
            e = rp_ev(c, f, "config", "text", "spark.memory.fraction=%s (default 0.6): execution memory was cut", frac);
            rp_num(e, "value", atof(frac));
        }
        double med_bytes = sum->shuffle_read_bytes[RP_Q_MED];
        if (frac && atof(frac) < 0.6)
            rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "spark.memory.fraction back to 0.6 (now %s)", frac),
                   "execution memory is (heap - 300 MiB) x spark.memory.fraction shared by the running tasks",
                   "leaves less heap for user objects (UDFs, collect_list buffers)");
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "more memory per task: %s", rp_more_memory(c)),
               "each running task gets a share of the executor's execution memory; fewer concurrent tasks, bigger share",
               "fewer cores per executor means fewer slots per executor");
        int parts = (int)(sum->count * 2);
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "more, smaller partitions: spark.sql.shuffle.partitions=%d", parts),
               rp_strf(c, "halves the data per task (now %s median)", rp_bytes(c, med_bytes)),
               "more tasks; with AQE on, coalescing can still merge the small ones");
        rp_fix(c, f, SDX_FIX_CODE, "shuffle less: select only the needed columns before the sort / aggregation, "
               "aggregate before joining", "spill is proportional to the bytes each task must hold", NULL);
        rp_confirm(c, f, "Spill (memory) / Spill (disk) in the stage's summary metrics; rerun with more memory per "
                   "task and compare");
        rp_verify(c, f, "Spill (disk) of %s (now %s) and its duration (now %s)", rp_stage_label(c, s),
                  rp_bytes(c, (double)s->spill_disk), rp_ms(c, (double)s->dur));
        rp_claim(c, f, s);
    }
    if (!reported)
        rp_ruled_out(c, "spill", total_disk ? "spill is small: %s to disk in the whole application" : "no spill%s",
                     total_disk ? rp_bytes(c, (double)total_disk) : "");
}

const rp_rule rp_rule_spill = RP_RULE("spill", ids, thresholds, confidences, run);
