/*
 * partitions.c: the number of tasks does not fit the data. Too many: tasks
 * so small that fixed per-task costs (scheduling, deserialization, launch)
 * dominate, e.g. 2000 shuffle partitions for 100 KiB. Too few: every task is
 * big together (max close to the median) and spills or leaves slots idle:
 * capacity and sizing, not skew. Also tasks.scheduler_delay when the
 * overhead share is high for another reason. Sizes are judged against
 * AQE's advisoryPartitionSizeInBytes and the memory one task slot gets.
 */
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"partitions.advisory_bytes", 64 * MIB, SDX_UNIT_BYTES,
     "target shuffle bytes per task when sizing partitions",
     "Spark spark.sql.adaptive.advisoryPartitionSizeInBytes default 64MB"},
    {"partitions.tiny_task_ms", 200, SDX_UNIT_MS,
     "median task duration below which tasks are dominated by fixed per-task costs",
     "Spark tuning guide: 'Spark can efficiently support tasks as short as 200 ms'"},
    {"partitions.too_many_factor", 4, SDX_UNIT_NUMBER,
     "tasks at least this many times what the data needs (max(slots, bytes / advisory)) are too many",
     "sparkdx"},
    {"partitions.spill_share", 0.5, SDX_UNIT_RATIO,
     "share of tasks spilling above which a stage 'spills in most tasks'",
     "sparkdx"},
    {"partitions.even_factor", 2, SDX_UNIT_NUMBER,
     "max / median task duration below which the quantiles are 'high together' (not skew)",
     "sparkdx"},
    {"tasks.scheduler_delay_share", 0.25, SDX_UNIT_RATIO,
     "scheduler delay + deserialization as a share of task time above which overhead dominates",
     "Spark UI: scheduler delay is 'time waiting to be scheduled, shipped, and results fetched'; "
     "sparkdx threshold"},
};

static const char *const ids[] = {"partitions.too_few", "partitions.too_many", "tasks.scheduler_delay"};

enum { CF_TOO_MANY, CF_TOO_MANY_AQE_OFF, CF_TOO_FEW, CF_SCHEDULER_DELAY };
static const sdx_confidence confidences[] = {
    [CF_TOO_MANY] = {"partitions.too_many", 0.8, "too many tiny tasks with AQE on"},
    [CF_TOO_MANY_AQE_OFF] = {"partitions.too_many/aqe_off", 0.4, "... with AQE off: config.aqe_off is the cause"},
    [CF_TOO_FEW] = {"partitions.too_few", 0.75, "even, big, spilling tasks"},
    [CF_SCHEDULER_DELAY] = {"tasks.scheduler_delay", 0.5, "scheduler delay dominates task time"},
};
#define CF(k) (confidences[k].value)

/* Unified (execution + storage) memory per task slot of the first executor
 * with cores: maxMemory / cores. 0 when unknown. */
static double memory_per_slot(const rp_ctx *c)
{
    for (uint32_t i = 0; i < c->m->nexecutors; i++) {
        const sdx_executor *e = c->m->executors[i];
        int32_t cores = e->max_tasks > 0 ? e->max_tasks : e->total_cores;
        if (cores > 0 && e->max_memory > 0)
            return (double)e->max_memory / cores;
    }
    return 0;
}

static int64_t stage_bytes(const rp_stage *s)
{
    if (s->nshuffle_in > 0 || s->shuffle_read > 0)
        return s->shuffle_read;
    return s->input;
}

static void too_many(rp_ctx *c, const rp_stage *s, double need, double gain, int aqe_on, int coalesce_on)
{
    const sdx_stage_summary *sum = s->sum;
    int64_t n = sum->count;
    double med = sum->duration[RP_Q_MED];
    sdx_finding *f = rp_finding(c, "partitions.too_many", "%s runs %lld tasks of %s median for %s of data: per-task "
                                "overhead dominates", rp_stage_label(c, s), (long long)n, rp_ms(c, med),
                                rp_bytes(c, (double)stage_bytes(s)));
    rp_where_stage(f, s);
    f->impact_ms = (int64_t)gain;
    /* with AQE off, config.aqe_off is the cause */
    f->confidence = aqe_on ? CF(CF_TOO_MANY) : CF(CF_TOO_MANY_AQE_OFF);
    f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "task_count", "count", "%lld tasks on %d slots; the data needs about %.0f (%s at "
                            "%s per task)", (long long)n, s->slots, need, rp_bytes(c, (double)stage_bytes(s)),
                            rp_bytes(c, rp_th(c, "partitions.advisory_bytes")));
    rp_num(e, "value", (double)n);
    rp_num(e, "slots", s->slots);
    rp_num(e, "needed", need);
    e = rp_ev(c, f, "task_duration", "ms", "task duration: 25th pct %s, median %s, max %s (threshold for tiny tasks "
              "%s)", rp_ms(c, sum->duration[RP_Q_P25]), rp_ms(c, med), rp_ms(c, sum->duration[RP_Q_MAX]),
              rp_ms(c, rp_th(c, "partitions.tiny_task_ms")));
    rp_num(e, "p25", sum->duration[RP_Q_P25]);
    rp_num(e, "median", med);
    rp_num(e, "max", sum->duration[RP_Q_MAX]);
    double total = s->total > 0 ? (double)s->total : 1;
    double sched = (double)sum->sum_scheduler_delay, deser = (double)s->s->m[SDX_TM_EXECUTOR_DESERIALIZE_TIME];
    e = rp_ev(c, f, "overhead_share", "share", "scheduler delay %s and deserialization %s of the task time (%s and %s)",
              rp_pct(c, sched / total), rp_pct(c, deser / total), rp_ms(c, sched), rp_ms(c, deser));
    rp_num(e, "scheduler_delay_share", sched / total);
    rp_num(e, "deserialization_share", deser / total);
    double rmed = sum->shuffle_read_bytes[RP_Q_MED];
    if (s->nshuffle_in > 0) {
        e = rp_ev(c, f, "shuffle_read_bytes", "bytes", "shuffle read per task: median %s, max %s%s", rp_bytes(c, rmed),
                  rp_bytes(c, sum->shuffle_read_bytes[RP_Q_MAX]),
                  rmed == 0 ? "; at least half the tasks read nothing" : "");
        rp_num(e, "median", rmed);
        rp_num(e, "max", sum->shuffle_read_bytes[RP_Q_MAX]);
    }
    e = rp_ev(c, f, "stage_time_model", "ms", "capacity-bound: total task time %s / %d slots = %s; slowest task %s "
              "(stage took %s)", rp_ms(c, (double)s->total), s->slots, rp_ms(c, (double)s->capacity),
              rp_ms(c, (double)s->slowest), rp_ms(c, (double)s->dur));
    rp_num(e, "total", (double)s->total);
    rp_num(e, "capacity", (double)s->capacity);
    rp_num(e, "stage", (double)s->dur);
    int target = (int)need < s->slots ? s->slots : (int)need;
    const sdx_plan_node *rn;
    int explicit_n = rp_stage_explicit_partitions(s, &rn);
    if (explicit_n) {
        /* repartition(n) in the code: neither shuffle.partitions nor AQE coalescing changes it */
        e = rp_ev(c, f, "explicit_partitions", "count", "the code asks for %d partitions: %s", explicit_n,
                  rn->simple_string);
        rp_num(e, "value", explicit_n);
        rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "repartition(%d) instead of repartition(%d) in the code (or drop it and "
                                           "let AQE size the shuffle)", target, explicit_n),
               "an explicit partition count is kept as it is: AQE does not coalesce it and "
               "spark.sql.shuffle.partitions does not apply", NULL);
    } else {
        if (!aqe_on)
            rp_fix_set(c, f, "(coalescing is on by default)",
                       "AQE merges small shuffle partitions up to advisoryPartitionSizeInBytes after the map side ran",
                       "Spark 3.0+", "spark.sql.adaptive.enabled", "true", NULL);
        else if (!coalesce_on)
            rp_fix_set(c, f, NULL, "AQE merges small shuffle partitions up to advisoryPartitionSizeInBytes after the "
                       "map side ran", "it is off in this application on purpose?",
                       "spark.sql.adaptive.coalescePartitions.enabled", "true", NULL);
        rp_fix_set(c, f, NULL, "fewer, bigger tasks: the fixed cost per task is paid fewer times",
                   "one value for every shuffle of the session; AQE coalescing adapts per stage",
                   "spark.sql.shuffle.partitions", rp_strf(c, "%d", target), NULL);
        rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "coalesce(%d) before the wide operation, or repartition(%d) where the "
                                           "partition count is set explicitly", target, target),
               "sets the task count where the data is known to be small", NULL);
    }
    rp_confirm(c, f, "median task time and the share of scheduler delay in the stage's summary metrics; an empty "
               "median shuffle read means most partitions are empty");
    rp_verify(c, f, "duration of %s (now %s) and its task count", rp_stage_label(c, s), rp_ms(c, (double)s->dur));
    rp_claim(c, f, s);
    if (!aqe_on)   /* what AQE's coalescing would have saved here: config.aqe_off reads it */
        rp_fact(c, f, "aqe.coalesce_gain_ms", s->s->stage_id, (int64_t)gain);
}

static void too_few(rp_ctx *c, const rp_stage *s, double bytes_per_task, double spill_share, double gain)
{
    const sdx_stage_summary *sum = s->sum;
    int64_t n = sum->count;
    double mps = memory_per_slot(c);
    sdx_finding *f = rp_finding(c, "partitions.too_few", "%s has %lld big tasks of %s each that %s: too few "
                                "partitions, not skew", rp_stage_label(c, s), (long long)n,
                                rp_bytes(c, bytes_per_task),
                                spill_share >= 0.5 ? "spill" : "leave slots idle");
    rp_where_stage(f, s);
    f->impact_ms = (int64_t)gain;
    f->confidence = CF(CF_TOO_FEW);
    f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    double med = sum->duration[RP_Q_MED], mx = sum->duration[RP_Q_MAX];
    sdx_evidence *e = rp_ev(c, f, "task_duration", "ms", "task duration high together: min %s, median %s, max %s "
                            "(max/median %.1fx)", rp_ms(c, sum->duration[RP_Q_MIN]), rp_ms(c, med), rp_ms(c, mx),
                            mx / (med > 1 ? med : 1));
    rp_num(e, "min", sum->duration[RP_Q_MIN]);
    rp_num(e, "median", med);
    rp_num(e, "max", mx);
    rp_num(e, "ratio", mx / (med > 1 ? med : 1));
    e = rp_ev(c, f, "bytes_per_task", "bytes", "%s per task (%s over %lld tasks); advisory partition size %s%s",
              rp_bytes(c, bytes_per_task), rp_bytes(c, (double)stage_bytes(s)), (long long)n,
              rp_bytes(c, rp_th(c, "partitions.advisory_bytes")),
              mps > 0 ? rp_strf(c, "; about %s of unified memory per task slot", rp_bytes(c, mps)) : "");
    rp_num(e, "value", bytes_per_task);
    rp_num(e, "advisory", rp_th(c, "partitions.advisory_bytes"));
    if (mps > 0)
        rp_num(e, "memory_per_slot", mps);
    if (sum->tasks_spilling) {
        e = rp_ev(c, f, "tasks_spilling", "count", "%lld of %lld tasks spilled (%s): %s memory / %s disk in the stage",
                  (long long)sum->tasks_spilling, (long long)n, rp_pct(c, spill_share), rp_bytes(c, (double)s->spill_mem),
                  rp_bytes(c, (double)s->spill_disk));
        rp_num(e, "count", (double)sum->tasks_spilling);
        rp_num(e, "share", spill_share);
        rp_num(e, "memory", (double)s->spill_mem);
        rp_num(e, "disk", (double)s->spill_disk);
    }
    e = rp_ev(c, f, "task_count", "count", "%lld tasks on %d slots", (long long)n, s->slots);
    rp_num(e, "value", (double)n);
    rp_num(e, "slots", s->slots);
    e = rp_ev(c, f, "stage_time_model", "ms", "capacity-bound: total task time %s / %d slots = %s vs slowest task %s "
              "(stage took %s)", rp_ms(c, (double)s->total), s->slots, rp_ms(c, (double)s->capacity),
              rp_ms(c, (double)s->slowest), rp_ms(c, (double)s->dur));
    rp_num(e, "total", (double)s->total);
    rp_num(e, "capacity", (double)s->capacity);
    rp_num(e, "slowest", (double)s->slowest);
    double adv = rp_th(c, "partitions.advisory_bytes");
    double target_bytes = mps > 0 && mps / 2 < adv ? mps / 2 : adv;
    int target = (int)ceil((double)stage_bytes(s) / (target_bytes > 1 ? target_bytes : 1));
    if (target < 2 * s->slots)
        target = 2 * s->slots;
    if ((s->ops & SDX_OP_WRITE) && s->output > 0) {
        /* a writing stage: its task count is the file count; files of about 128 MiB, every slot busy */
        int files = (int)ceil((double)s->output / (128.0 * MIB));
        target = files > s->slots ? files : s->slots;
    }
    const sdx_plan_node *rn;
    int explicit_n = rp_stage_explicit_partitions(s, &rn);
    if (explicit_n) {
        e = rp_ev(c, f, "explicit_partitions", "count", "the code asks for %d partitions: %s", explicit_n,
                  rn->simple_string);
        rp_num(e, "value", explicit_n);
        rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "repartition(%d) instead of repartition(%d) in the code", target,
                                           explicit_n),
               rp_strf(c, "about %s per task%s and every slot works; an explicit count is kept as it is "
                          "(spark.sql.shuffle.partitions does not apply)", rp_bytes(c, (double)stage_bytes(s) / target),
                       s->spill_disk > 0 || s->spill_mem > 0 ? " fits the memory a task gets" : ""),
               "more output files when the stage writes: size them at 128 MiB-1 GiB");
    } else if (s->nshuffle_in <= 0 && s->input > 0 && s->sql) {
        /* a map stage reading files: the split size sets the task count, not the shuffle partitions */
        rp_fix_set(c, f, NULL,
                   rp_strf(c, "smaller input splits: about %s per task", rp_bytes(c, (double)stage_bytes(s) / target)),
                   "does not split a file that cannot be split (gzip, one row group)",
                   "spark.sql.files.maxPartitionBytes", rp_conf_size(c, (double)stage_bytes(s) / target), NULL);
    } else {
        const char *key = s->sql ? "spark.sql.shuffle.partitions" : "spark.default.parallelism";
        sdx_fix *x = rp_fix_set(c, f, s->sql ? NULL : ", or the numPartitions argument of the shuffle (reduceByKey(f, n))",
                   rp_strf(c, "about %s per task fits the memory a task gets, so tasks stop spilling and every slot works",
                           rp_bytes(c, (double)stage_bytes(s) / target)),
                   "with AQE on, set a high partition count and let coalescing shrink it", key,
                   rp_strf(c, "%d", target), NULL);
        (void)x;
    }
    if (s->spill_disk > 0 || s->spill_mem > 0)
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "more memory per task: %s", rp_more_memory(c)),
           "a task's share of unified memory is (heap - 300 MiB) x spark.memory.fraction / cores",
           "costs memory on every executor; partitions are the cheaper lever");
    if (!explicit_n)
        rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "repartition(%d) before the wide operation", target),
               "sets the task count where the data is known to be big", NULL);
    rp_against(c, f, "skew", "ratio", "not skew: the slowest task is only %.1fx the median", mx / (med > 1 ? med : 1));
    rp_confirm(c, f, "rerun with %d partitions: %sthe median task should shrink", target,
               s->spill_disk > 0 || s->spill_mem > 0 ? "spill should disappear and " : "every slot should work and ");
    rp_verify(c, f, "spill and duration of %s (now %s, %s spilled)", rp_stage_label(c, s), rp_ms(c, (double)s->dur),
              rp_bytes(c, (double)(s->spill_disk ? s->spill_disk : s->spill_mem)));
    rp_claim(c, f, s);
}

static void overhead(rp_ctx *c, const rp_stage *s, double share)
{
    const sdx_stage_summary *sum = s->sum;
    double gain = (double)sum->sum_scheduler_delay / s->slots * 0.5;
    if (gain < rp_th(c, "report.min_impact_ms"))
        return;
    sdx_finding *f = rp_finding(c, "tasks.scheduler_delay", "%s spends %s of its task time waiting to be scheduled "
                                "or shipped", rp_stage_label(c, s), rp_pct(c, share));
    rp_where_stage(f, s);
    f->impact_ms = (int64_t)gain;
    f->confidence = CF(CF_SCHEDULER_DELAY);
    f->severity = rp_severity(c, f->impact_ms, SDX_SEV_MEDIUM);
    sdx_evidence *e = rp_ev(c, f, "scheduler_delay", "ms", "scheduler delay: median %s, max %s, total %s (%s of task "
                            "time)", rp_ms(c, sum->scheduler_delay[RP_Q_MED]), rp_ms(c, sum->scheduler_delay[RP_Q_MAX]),
                            rp_ms(c, (double)sum->sum_scheduler_delay), rp_pct(c, share));
    rp_num(e, "median", sum->scheduler_delay[RP_Q_MED]);
    rp_num(e, "max", sum->scheduler_delay[RP_Q_MAX]);
    rp_num(e, "total", (double)sum->sum_scheduler_delay);
    rp_num(e, "share", share);
    rp_fix(c, f, SDX_FIX_CONFIG, "check the driver: a busy driver (GC, many small tasks, large closures) delays "
           "launches; raise spark.driver.memory / cores", "scheduler delay is time between the driver deciding to "
           "launch a task and the executor running it, plus result fetching", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "broadcast large objects instead of capturing them in closures",
           "big task binaries make every launch slow", NULL);
    rp_verify(c, f, "scheduler delay quantiles of %s", rp_stage_label(c, s));
}

static void run(rp_ctx *c)
{
    double adv = rp_th(c, "partitions.advisory_bytes"), tiny = rp_th(c, "partitions.tiny_task_ms");
    double factor = rp_th(c, "partitions.too_many_factor"), spill_th = rp_th(c, "partitions.spill_share");
    double even = rp_th(c, "partitions.even_factor"), min_impact = rp_th(c, "report.min_impact_ms");
    int aqe_on = rp_aqe_on(c);
    int coalesce_on = rp_conf_bool(c, "spark.sql.adaptive.coalescePartitions.enabled", 1);
    int any_many = 0, any_few = 0;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        const sdx_stage_summary *sum = s->sum;
        if (!s->ran || rp_claimed(c, s) || sum->count < 2 || rp_stage_is_listing(s))
            continue;
        double n = (double)sum->count, bytes = (double)stage_bytes(s);
        double need = ceil(bytes / adv);
        if (need < s->slots)
            need = s->slots;
        double med = sum->duration[RP_Q_MED], mx = sum->duration[RP_Q_MAX];
        double spill_share = (double)sum->tasks_spilling / n;
        if (n >= factor * need && med < tiny && n > s->slots) {
            /* The fixed cost of a task, which fewer tasks would not pay: the
             * measured scheduler delay + deserialization (medians), or, when
             * most tasks read nothing, a whole small task; at most the 25th
             * percentile task. */
            double p25 = sum->duration[RP_Q_P25];
            double fixed = sum->scheduler_delay[RP_Q_MED] + sum->m[SDX_TM_EXECUTOR_DESERIALIZE_TIME][RP_Q_MED];
            if (s->nshuffle_in > 0 && sum->shuffle_read_bytes[RP_Q_MED] == 0 && p25 > fixed)
                fixed = p25;
            if (fixed > p25)
                fixed = p25;
            double gain = (n - need) * fixed / s->slots;
            if (s->dur > 0 && gain > 0.9 * (double)s->dur)
                gain = 0.9 * (double)s->dur;
            if (gain >= min_impact) {
                too_many(c, s, need, gain, aqe_on, coalesce_on);
                any_many = 1;
                continue;
            }
        }
        if (s->nshuffle_in > 0 && bytes > 0) {
            double bpt = bytes / n;
            int evenly = mx < even * (med > 1 ? med : 1);
            int big = bpt >= adv / 2 || n < s->slots;
            if (evenly && big && (spill_share >= spill_th || bpt > adv)) {
                double gain = 0;
                if (n < s->slots && s->dur > 0)
                    gain += (double)s->dur * (1.0 - n / s->slots);
                if (spill_share > 0)
                    gain += rp_th(c, "spill.cost_share") * spill_share * (double)s->capacity;
                if (gain >= min_impact) {
                    too_few(c, s, bpt, spill_share, gain);
                    any_few = 1;
                    continue;
                }
            }
        }
        double share = s->total > 0 ? (double)(sum->sum_scheduler_delay) / (double)s->total : 0;
        if (share >= rp_th(c, "tasks.scheduler_delay_share") && s->dur > 0)
            overhead(c, s, share);
    }
    if (!any_many && !any_few)
        rp_ruled_out(c, "partitions", "partition counts fit the data: no stage with tiny tasks (median below %s) far "
                     "beyond what its bytes need, and no stage whose even, big tasks spill",
                     rp_ms(c, tiny));
}

const rp_rule rp_rule_partitions = RP_RULE("partitions", ids, thresholds, confidences, run);
