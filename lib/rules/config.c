/*
 * config.c: configuration hazards, each tied to what it cost in this run
 * when that can be measured: AQE (or its skew join) off, with the stages
 * coalescing or skew splitting would have fixed (measured by the partitions
 * and skew rules, which run first); auto-broadcast off while a sort-merge
 * join has a side below the default threshold; the session time zone left
 * to the JVM's; ANSI mode turned off; Java serialization for RDD shuffles;
 * Python workers without memory overhead. With nothing measured, a hazard
 * is at most low.
 */
#include <math.h>
#include <string.h>
#include <strings.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"config.broadcast_bytes", 10 * MIB, SDX_UNIT_BYTES,
     "a join side at most this big would be broadcast at Spark's default",
     "Spark spark.sql.autoBroadcastJoinThreshold default 10MB"},
};

static const char *const ids[] = {
    "config.aqe_off", "config.broadcast_off", "config.timezone", "config.ansi_off", "config.serializer",
    "config.python_memory"
};

enum { CF_AQE_OFF, CF_BROADCAST_JOINS, CF_BROADCAST_NONE, CF_TIMEZONE, CF_ANSI_OFF, CF_SERIALIZER, CF_PYTHON_MEMORY };
static const sdx_confidence confidences[] = {
    [CF_AQE_OFF] = {"config.aqe_off", 0.7,
        "AQE or its skew join off on Spark 3.0+ (the gain is what the other rules measured)"},
    [CF_BROADCAST_JOINS] = {"config.broadcast_off/joins", 0.5,
        "auto-broadcast off and sort-merge joins with a small side ran"},
    [CF_BROADCAST_NONE] = {"config.broadcast_off/setting", 0.3, "auto-broadcast off, no such join seen"},
    [CF_TIMEZONE] = {"config.timezone", 0.8, "spark.sql.session.timeZone unset"},
    [CF_ANSI_OFF] = {"config.ansi_off", 0.6, "ANSI mode turned off on Spark 4"},
    [CF_SERIALIZER] = {"config.serializer", 0.5, "Java serialization for large RDD shuffles"},
    [CF_PYTHON_MEMORY] = {"config.python_memory", 0.4, "Python UDFs on a cluster without overhead settings"},
};
#define CF(k) (confidences[k].value)

static const char *sys_prop(const rp_ctx *c, const char *key)
{
    for (uint32_t i = 0; i < c->m->env.nsystem_props; i++)
        if (!strcmp(c->m->env.system_props[i].key, key))
            return c->m->env.system_props[i].value;
    return NULL;
}

static void aqe_off(rp_ctx *c)
{
    int ver = rp_spark_version(c);
    if (!c->m->nsql || (ver && ver < 300))
        return;   /* AQE exists since Spark 3.0 */
    const char *v = rp_conf(c, "spark.sql.adaptive.enabled");
    int aqe_on = rp_aqe_on(c);
    const char *sj = rp_conf(c, "spark.sql.adaptive.skewJoin.enabled");
    int skew_on = rp_conf_bool(c, "spark.sql.adaptive.skewJoin.enabled", 1);
    if (aqe_on && skew_on) {
        rp_ruled_out(c, "config", "AQE is on (spark.sql.adaptive.enabled%s)", v ? "=true" : " default");
        return;
    }
    /* what the partitions and skew findings measured AQE would have saved */
    int32_t coalesce_stage, skew_stage;
    int64_t coalesce_gain = rp_fact_max(c, "aqe.coalesce_gain_ms", &coalesce_stage);
    int64_t skew_gain = rp_fact_max(c, "aqe.skew_gain_ms", &skew_stage);
    int64_t gain = coalesce_gain + skew_gain / 2;
    /* Off with nothing to show for it is not a problem of this run; off by
     * the version's default is the fix of the findings that measured it
     * (their first fix), not a cause of its own: only an explicit
     * spark.sql.adaptive.enabled=false that cost something is a finding. */
    int explicit_off = (v && !rp_conf_bool(c, "spark.sql.adaptive.enabled", 1)) || (sj && !skew_on);
    if (!gain || !explicit_off) {
        rp_ruled_out(c, "config", "%s is off (%s), but %s", !aqe_on ? "AQE" : "AQE's skew join",
                     v ? rp_strf(c, "spark.sql.adaptive.enabled=%s", v)
                       : rp_strf(c, "the default of Spark %s", c->m->spark_version ? c->m->spark_version : "?"),
                     gain ? "the findings it would fix name it as their first fix"
                          : "no stage in this run shows a cost AQE would remove (no tiny partitions, no skewed join)");
        return;
    }
    sdx_finding *f = rp_finding(c, "config.aqe_off", "%s is off%s",
                                !aqe_on ? "Adaptive query execution" : "AQE's skew join handling",
                                gain > 0 ? rp_strf(c, ": it would have saved about %s", rp_ms(c, (double)gain)) : "");
    f->impact_ms = gain;
    f->confidence = CF(CF_AQE_OFF);
    f->severity = gain > 0 ? rp_severity(c, gain, SDX_SEV_MEDIUM) : SDX_SEV_LOW;
    sdx_evidence *e;
    if (!aqe_on)
        rp_ev(c, f, "setting", "text", "spark.sql.adaptive.enabled=%s%s", v ? v : "false",
              v ? "" : rp_strf(c, " (the default before Spark 3.2; this is %s)", c->m->spark_version ? c->m->spark_version : "?"));
    if (sj && !skew_on)
        rp_ev(c, f, "setting", "text", "spark.sql.adaptive.skewJoin.enabled=%s", sj);
    if (coalesce_stage >= 0) {
        const rp_stage *s = rp_stage_by_id(c, coalesce_stage, -1);
        e = rp_ev(c, f, "hurt_stage", "ms", "%s: %lld tiny tasks AQE would have coalesced (about %s of overhead; see "
                  "partitions.too_many)", s ? rp_stage_label(c, s) : "a stage", s ? (long long)s->sum->count : 0LL,
                  rp_ms(c, (double)coalesce_gain));
        rp_num(e, "stage", coalesce_stage);
        rp_num(e, "value", (double)coalesce_gain);
        if (s)
            rp_where_stage(f, s);
    }
    if (skew_stage >= 0) {
        const rp_stage *s = rp_stage_by_id(c, skew_stage, -1);
        e = rp_ev(c, f, "hurt_stage", "ms", "%s: a skewed join partition AQE's skew join could have split (up to %s; "
                  "see skew.join)", s ? rp_stage_label(c, s) : "a stage", rp_ms(c, (double)skew_gain));
        rp_num(e, "stage", skew_stage);
        rp_num(e, "value", (double)skew_gain);
        if (s && f->where.stage < 0)
            rp_where_stage(f, s);
    }
    if (!gain)
        rp_against(c, f, "impact", "text", "no stage in this run shows a cost AQE would remove (no tiny partitions, "
                   "no skewed join)");
    rp_fix_set(c, f, "(defaults since Spark 3.2)", "AQE re-plans each stage with the real sizes: coalesces small "
               "partitions, splits skewed join partitions, turns joins with a small side into broadcast joins",
               "plans change between runs; disabled on purpose for a reason worth writing down",
               "spark.sql.adaptive.enabled", "true", "spark.sql.adaptive.skewJoin.enabled", "true", NULL);
    rp_verify(c, f, "the stages named above: task count and max task duration");
    if (coalesce_gain > 0)
        rp_absorb(c, f, "aqe.coalesce_gain_ms");   /* its tiny partitions are what AQE off costs */
}

struct smj_ud {
    rp_ctx *c;
    const sdx_sql_exec *e;
    double small;                  /* the smaller side's data size */
    double saved_ms;               /* the bigger side's shuffle write + both sides' sort time */
    const sdx_plan_node *node;
};

/* What a broadcast hash join would not do: shuffle the big side (its
 * Exchange's shuffle write time) and sort both sides (the Sort nodes under
 * the join), from the execution's SQL metrics. */
static int smj_cb(const sdx_plan_node *n, void *ud)
{
    struct smj_ud *u = ud;
    if (!n->node_name || strcmp(n->node_name, "SortMergeJoin") || n->nchildren < 2)
        return 0;
    double sizes[2] = {-1, -1}, writes[2] = {0, 0}, sorts = 0;
    for (uint32_t i = 0; i < n->nchildren && i < 2; i++) {
        const sdx_plan_node *x = rp_plan_find(n->children[i], "Exchange");
        if (!x)
            x = rp_plan_find(n->children[i], "ShuffleQueryStage");
        double v;
        if (x && rp_node_metric(u->e, x, "data size", &v, NULL))
            sizes[i] = v;
        if (x && rp_node_metric(u->e, x, "shuffle write time", &v, NULL) && isfinite(v))
            writes[i] = v;
        const sdx_plan_node *so = rp_plan_find(n->children[i], "Sort");
        if (so && rp_node_metric(u->e, so, "sort time", &v, NULL) && isfinite(v))
            sorts += v;
    }
    if (sizes[0] < 0 || sizes[1] < 0)
        return 0;
    int small = sizes[0] <= sizes[1] ? 0 : 1;
    if (u->small < 0 || sizes[small] < u->small) {
        u->small = sizes[small];
        u->node = n;
        u->saved_ms = writes[1 - small] + sorts;
    }
    return 0;
}

static void broadcast_off(rp_ctx *c)
{
    int64_t thr = rp_conf_bytes(c, "spark.sql.autoBroadcastJoinThreshold", 10 * 1024 * 1024);
    if (thr > 0 || !c->m->nsql)
        return;
    /* a concrete join that would have been broadcast is join.broadcast_candidate, whose first fix is
     * this setting: one finding for one cause */
    int32_t cand_stage;
    if (rp_fact_max(c, "join.broadcast_candidate", &cand_stage) > 0) {
        rp_ruled_out(c, "config", "auto-broadcast is off (spark.sql.autoBroadcastJoinThreshold=%s): see "
                     "join.broadcast_candidate, the join it would have broadcast",
                     rp_conf(c, "spark.sql.autoBroadcastJoinThreshold"));
        return;
    }
    double limit = rp_th(c, "config.broadcast_bytes");
    double best_small = -1, saved = 0;
    const sdx_sql_exec *best_e = NULL;
    int njoins = 0;
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        struct smj_ud u = {c, c->m->sql[i], -1, 0, NULL};
        rp_plan_walk(c->m->sql[i]->plan, smj_cb, &u);
        if (u.node && u.small >= 0 && u.small <= limit) {
            njoins++;
            /* a join whose stage another finding explains lists broadcasting there */
            int claimed = 0;
            for (uint32_t k = 0; k < c->nst && !claimed; k++)
                claimed = c->st[k].sql == c->m->sql[i] && (c->st[k].ops & SDX_OP_SMJ) && rp_claimed(c, &c->st[k]);
            if (!claimed)
                saved += u.saved_ms;
            if (!best_e || u.small < best_small) {
                best_small = u.small;
                best_e = c->m->sql[i];
            }
        }
    }
    /* the join stage it hurt: the longest SMJ stage of that execution */
    const rp_stage *js = NULL;
    for (uint32_t i = 0; best_e && i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (s->ran && s->sql == best_e && (s->ops & SDX_OP_SMJ) && (!js || s->dur > js->dur))
            js = s;
    }
    int64_t gain = (int64_t)(saved / c->slots);
    sdx_finding *f = rp_finding(c, "config.broadcast_off", "Auto-broadcast is off (spark.sql.autoBroadcastJoinThreshold"
                                "=%s)%s", rp_conf(c, "spark.sql.autoBroadcastJoinThreshold"),
                                njoins ? rp_strf(c, ": %d sort-merge join%s with a side of %s or less", njoins,
                                                 njoins == 1 ? "" : "s", rp_bytes(c, best_small)) : "");
    if (js)
        rp_where_stage(f, js);
    f->impact_ms = gain;
    f->confidence = njoins ? CF(CF_BROADCAST_JOINS) : CF(CF_BROADCAST_NONE);
    f->severity = SDX_SEV_LOW;   /* a hazard: what it cost is an estimate, not a measurement */
    sdx_evidence *e = rp_ev(c, f, "setting", "bytes", "spark.sql.autoBroadcastJoinThreshold=%s (default 10MB)",
                            rp_conf(c, "spark.sql.autoBroadcastJoinThreshold"));
    rp_num(e, "value", (double)thr);
    if (njoins) {
        e = rp_ev(c, f, "small_side", "bytes", "SortMergeJoin in SQL execution %lld: smaller side %s (Exchange data "
                  "size), below the default threshold %s", (long long)best_e->execution_id, rp_bytes(c, best_small),
                  rp_bytes(c, limit));
        rp_num(e, "value", best_small);
        rp_num(e, "threshold", limit);
    } else {
        rp_against(c, f, "small_side", "text", "no sort-merge join has a side below %s: broadcasting would not apply",
                   rp_bytes(c, limit));
    }
    if (js && rp_claimed(c, js))
        rp_against(c, f, "hurt_stage", "text", "%s is explained by %s, which lists broadcasting among its fixes",
                   rp_stage_label(c, js), rp_claimed(c, js));
    else if (js) {
        e = rp_ev(c, f, "hurt_stage", "ms", "%s (the join) took %s; a broadcast join skips the big side's shuffle "
                  "write and the sorts: %s of task time in the SQL metrics (%s over %d slots)",
                  rp_stage_label(c, js), rp_ms(c, (double)js->dur), rp_ms(c, saved), rp_ms(c, (double)gain), c->slots);
        rp_num(e, "stage", js->s->stage_id);
        rp_num(e, "duration", (double)js->dur);
    }
    rp_fix(c, f, SDX_FIX_CONFIG, "remove spark.sql.autoBroadcastJoinThreshold=-1 (default 10MB)",
           "small dimension tables are broadcast: no shuffle or sort of the big side",
           "a side that grows past driver / executor memory fails the broadcast; keep an eye on its size");
    rp_fix(c, f, SDX_FIX_JOIN, "or hint the small side only: df.join(broadcast(dim), ...)",
           "broadcast where it is known to be safe, leave the global setting alone", NULL);
    rp_verify(c, f, "the join node in the SQL plan (BroadcastHashJoin) and the duration of %s",
              js ? rp_stage_label(c, js) : "the join stage");
}

static int tz_sensitive(const rp_ctx *c)
{
    static const char *const fns[] = {"to_date(", "date_format(", "from_unixtime(", "unix_timestamp(", "hour(",
                                      "dayofmonth(", "date_trunc(", "to_timestamp(", "from_utc_timestamp(",
                                      "as date)", "current_date(", "window(", "date_add(", "timestamp_seconds("};
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        const char *p = c->m->sql[i]->physical_plan;
        if (!p)
            continue;
        for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++)
            if (strstr(p, fns[k]))
                return 1;
    }
    return 0;
}

static void session_timezone(rp_ctx *c)
{
    int ver = rp_spark_version(c);
    if (!c->m->env.present || !c->m->nsql || (ver && ver < 202))
        return;   /* spark.sql.session.timeZone exists since Spark 2.2 */
    const char *tz = rp_conf(c, "spark.sql.session.timeZone");
    if (tz) {
        rp_ruled_out(c, "config", "spark.sql.session.timeZone is set (%s)", tz);
        return;
    }
    const char *jvm = sys_prop(c, "user.timezone");
    int utc = jvm && (!strcasecmp(jvm, "UTC") || !strcasecmp(jvm, "GMT") || !strcasecmp(jvm, "Etc/UTC") ||
                      !strcasecmp(jvm, "Z") || !strcasecmp(jvm, "Etc/GMT"));
    int sensitive = tz_sensitive(c);
    if (!sensitive) {
        rp_ruled_out(c, "config", "spark.sql.session.timeZone is not set (the JVM's zone: %s), but no plan uses a "
                     "time-zone dependent expression", jvm && *jvm ? jvm : "unknown");
        return;
    }
    sdx_finding *f = rp_finding(c, "config.timezone", "spark.sql.session.timeZone is not set: dates and timestamps "
                                "follow the driver JVM's zone (%s)", jvm && *jvm ? jvm : "unknown");
    f->impact_ms = 0;
    f->confidence = CF(CF_TIMEZONE);
    f->severity = sensitive && !utc ? SDX_SEV_MEDIUM : SDX_SEV_LOW;
    sdx_evidence *e = rp_ev(c, f, "effective_zone", "text", "user.timezone=%s (JVM system property); "
                            "spark.sql.session.timeZone unset", jvm && *jvm ? jvm : "(empty)");
    (void)e;
    const char *dopts = rp_conf(c, "spark.driver.extraJavaOptions");
    if (dopts && strstr(dopts, "user.timezone"))
        rp_ev(c, f, "jvm_options", "text", "set by spark.driver.extraJavaOptions: %.*s",
              (int)strcspn(strstr(dopts, "-Duser.timezone"), " "), strstr(dopts, "-Duser.timezone"));
    if (sensitive)
        rp_ev(c, f, "expressions", "text", "the plans use time-zone dependent expressions (to_date / date_format / "
              "hour / casts to date ...): day boundaries depend on where the driver runs");
    else
        rp_against(c, f, "expressions", "text", "no time-zone dependent expression found in the plans");
    if (utc)
        rp_against(c, f, "effective_zone", "text", "the JVM runs in UTC here; another machine may not");
    rp_fix_set(c, f, "(or the business zone, explicitly)",
               "results no longer change with the machine or container the driver runs on",
               "changes the dates of existing outputs if the JVM zone was not UTC: backfill or document",
               "spark.sql.session.timeZone", "UTC", NULL);
    rp_verify(c, f, "spark.sql.session.timeZone in the environment tab");
}

static void ansi(rp_ctx *c)
{
    const char *v = rp_conf(c, "spark.sql.ansi.enabled");
    if (!v || rp_spark_version(c) < 400 || rp_conf_bool(c, "spark.sql.ansi.enabled", 1))
        return;
    sdx_finding *f = rp_finding(c, "config.ansi_off", "ANSI mode is off (spark.sql.ansi.enabled=%s): invalid casts "
                                "and overflows return NULL silently", v);
    f->confidence = CF(CF_ANSI_OFF);
    f->severity = SDX_SEV_LOW;
    rp_ev(c, f, "setting", "text", "spark.sql.ansi.enabled=%s (default true since Spark 4.0)", v);
    rp_fix(c, f, SDX_FIX_CODE, "keep ANSI on and use try_cast / try_* where bad values are expected",
           "bad data fails loudly where it is not expected", NULL);
    rp_verify(c, f, "spark.sql.ansi.enabled in the environment tab");
}

static void serializer(rp_ctx *c)
{
    const char *ser = rp_conf(c, "spark.serializer");
    if (ser && strstr(ser, "Kryo"))
        return;
    int64_t rdd_shuffle = 0;
    for (uint32_t i = 0; i < c->nst; i++)
        if (!c->st[i].sql && c->st[i].ran)
            rdd_shuffle += c->st[i].shuffle_write;
    if (rdd_shuffle < 256LL * 1024 * 1024)
        return;
    sdx_finding *f = rp_finding(c, "config.serializer", "RDD shuffles (%s) use Java serialization",
                                rp_bytes(c, (double)rdd_shuffle));
    f->confidence = CF(CF_SERIALIZER);
    f->severity = SDX_SEV_LOW;
    sdx_evidence *e = rp_ev(c, f, "shuffle_write", "bytes", "%s written by stages outside SQL; spark.serializer=%s",
                            rp_bytes(c, (double)rdd_shuffle), ser ? ser : "JavaSerializer (default)");
    rp_num(e, "value", (double)rdd_shuffle);
    rp_fix(c, f, SDX_FIX_CONFIG, "spark.serializer=org.apache.spark.serializer.KryoSerializer (register the classes)",
           "Kryo is faster and more compact than Java serialization for RDD records",
           "DataFrames do not use it (they use Tungsten's format)");
    rp_verify(c, f, "shuffle write bytes of the RDD stages");
}

static void python_memory(rp_ctx *c)
{
    if (c->local_mode)
        return;
    int py = 0;
    for (uint32_t i = 0; i < c->nst && !py; i++)
        py = (c->st[i].ops & SDX_OP_PYTHON) != 0;
    if (!py || rp_conf(c, "spark.executor.memoryOverhead") || rp_conf(c, "spark.executor.pyspark.memory"))
        return;
    sdx_finding *f = rp_finding(c, "config.python_memory", "Python UDFs run with the default memory overhead");
    f->confidence = CF(CF_PYTHON_MEMORY);
    f->severity = SDX_SEV_LOW;
    rp_ev(c, f, "setting", "text", "spark.executor.memoryOverhead and spark.executor.pyspark.memory unset: Python "
          "workers share max(384m, 10%% of the heap)");
    rp_fix(c, f, SDX_FIX_CONFIG, "set spark.executor.pyspark.memory (and memoryOverhead) to what the workers need",
           "containers are killed (exit 137 / 143) when Python memory passes the overhead", NULL);
    rp_verify(c, f, "executors lost with exit code 137 / 143: none");
}

static void run(rp_ctx *c)
{
    aqe_off(c);
    broadcast_off(c);
    session_timezone(c);
    ansi(c);
    serializer(c);
    python_memory(c);
}

const rp_rule rp_rule_config = RP_RULE("config", ids, thresholds, confidences, run);
