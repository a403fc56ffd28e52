/*
 * gc.c: time lost to JVM garbage collection, per stage and per executor
 * (GC time / task run time, Dr. Elephant's ratio). The impact is the GC
 * time above what a healthy JVM spends (gc.healthy_share), spread over the
 * slots. The JVM options in use (a serial collector, a tiny young
 * generation) are quoted when they explain it.
 */
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"gc.share", 0.10, SDX_UNIT_RATIO,
     "GC time / task run time at or above which GC is a finding (stage or executor)",
     "Dr. Elephant ExecutorGcHeuristic gc_severity_A_threshold: 0.08 low, 0.10 moderate, "
     "0.15 severe, 0.20 critical"},
    {"gc.healthy_share", 0.05, SDX_UNIT_RATIO,
     "GC share a healthy JVM keeps; the impact is the GC time above it",
     "Databricks 'Tuning Java Garbage Collection for Spark Applications' (2015); sparkdx"},
};

static const char *const ids[] = {"gc.pressure"};

enum { CF_GC };
static const sdx_confidence confidences[] = {
    [CF_GC] = {"gc.pressure", 0.7, "a stage's GC share above gc.share"},
};
#define CF(k) (confidences[k].value)

static const char *gc_options(rp_ctx *c)
{
    const char *keys[] = {"spark.executor.extraJavaOptions", "spark.driver.extraJavaOptions"};
    for (int k = 0; k < 2; k++) {
        if (k == 1 && !c->local_mode)
            break;   /* the driver's options matter only when it runs the tasks */
        const char *v = rp_conf(c, keys[k]);
        if (!v)
            continue;
        char out[256] = "";
        const char *flags[] = {"-XX:+UseSerialGC", "-XX:+UseParallelGC", "-XX:+UseG1GC", "-XX:+UseZGC",
                               "-XX:+UseConcMarkSweepGC", "-Xmn", "-XX:NewRatio", "-XX:MaxGCPauseMillis"};
        for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
            const char *p = strstr(v, flags[i]);
            if (!p)
                continue;
            size_t n = strcspn(p, " ");
            if (strlen(out) + n + 2 < sizeof out) {
                if (out[0])
                    strcat(out, " ");
                strncat(out, p, n);
            }
        }
        if (out[0])
            return rp_strf(c, "%s: %s", keys[k], out);
    }
    return NULL;
}

/* "; per task median X, max Y", or what is unknown: the quantiles are
 * missing when no task of the stage succeeded (the summary is empty). */
static const char *gc_per_task(rp_ctx *c, const rp_stage *s)
{
    double med = s->sum->m[SDX_TM_JVM_GC_TIME][RP_Q_MED], max = s->sum->m[SDX_TM_JVM_GC_TIME][RP_Q_MAX];
    if (isfinite(med) && isfinite(max))
        return rp_strf(c, "; per task median %s, max %s", rp_ms(c, med), rp_ms(c, max));
    return "; per-task GC is unknown (no successful task's metrics)";
}

static void run(rp_ctx *c)
{
    double th = rp_th(c, "gc.share"), healthy = rp_th(c, "gc.healthy_share");
    int64_t app_gc = 0, app_run = 0;
    const rp_stage *worst = NULL;
    double worst_gain = 0;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        int64_t gc = s->s->m[SDX_TM_JVM_GC_TIME], run = s->s->m[SDX_TM_EXECUTOR_RUN_TIME];
        app_gc += gc;
        app_run += run;
        if (!s->ran || run <= 0 || (double)gc < th * (double)run)
            continue;
        double gain = ((double)gc - healthy * (double)run) / s->slots;
        if (s->dur > 0 && gain > (double)s->dur)
            gain = (double)s->dur;
        if (gain > worst_gain) {
            worst_gain = gain;
            worst = s;
        }
    }
    double app_share = app_run > 0 ? (double)app_gc / (double)app_run : 0;
    /* every stage over the threshold adds to the impact */
    double gain = 0;
    int nstages = 0;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        int64_t gc = s->s->m[SDX_TM_JVM_GC_TIME], run = s->s->m[SDX_TM_EXECUTOR_RUN_TIME];
        if (!s->ran || run <= 0 || (double)gc < th * (double)run)
            continue;
        double g = ((double)gc - healthy * (double)run) / s->slots;
        if (s->dur > 0 && g > (double)s->dur)
            g = (double)s->dur;
        gain += g;
        nstages++;
    }
    if (!worst || gain < rp_th(c, "report.min_impact_ms")) {
        /* never "ruled out" against its own numbers: a share above the
         * threshold that costs little wall clock says so */
        if (app_share >= th || worst)
            rp_ruled_out(c, "gc", "GC is %s of task run time%s, above the %s threshold%s, but it costs about %s of "
                         "wall clock (spread over %d slots), under the report's %s floor", rp_pct(c, app_share),
                         worst && app_share < th ? rp_strf(c, " (%s in %s)", rp_pct(c,
                             (double)worst->s->m[SDX_TM_JVM_GC_TIME] / (double)worst->s->m[SDX_TM_EXECUTOR_RUN_TIME]),
                             rp_stage_label(c, worst)) : "", rp_pct(c, th), worst && app_share < th ? " there" : "",
                         rp_ms(c, gain), c->slots, rp_ms(c, rp_th(c, "report.min_impact_ms")));
        else
            rp_ruled_out(c, "gc", "GC is %s of task run time (threshold %s)", rp_pct(c, app_share), rp_pct(c, th));
        return;
    }
    int64_t gc = worst->s->m[SDX_TM_JVM_GC_TIME], run = worst->s->m[SDX_TM_EXECUTOR_RUN_TIME];
    double share = (double)gc / (double)run;
    sdx_finding *f = rp_finding(c, "gc.pressure", "GC takes %s of task time in %s (%s in the application)",
                                rp_pct(c, share), rp_stage_label(c, worst), rp_pct(c, app_share));
    rp_where_stage(f, worst);
    f->impact_ms = (int64_t)gain;
    f->confidence = CF(CF_GC);
    f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "gc_share", "share", "%s: GC %s of %s task run time (%s)%s",
                            rp_stage_label(c, worst), rp_ms(c, (double)gc), rp_ms(c, (double)run), rp_pct(c, share),
                            gc_per_task(c, worst));
    rp_num(e, "share", share);
    rp_num(e, "value", (double)gc);
    rp_num(e, "total", (double)run);
    rp_num(e, "threshold", th);
    e = rp_ev(c, f, "gc_share_app", "share", "application: GC %s of %s task run time (%s); %d stage%s above %s",
              rp_ms(c, (double)app_gc), rp_ms(c, (double)app_run), rp_pct(c, app_share), nstages,
              nstages == 1 ? "" : "s", rp_pct(c, th));
    rp_num(e, "share", app_share);
    rp_num(e, "stages", nstages);
    /* executors */
    const sdx_executor *we = NULL;
    double wshare = 0;
    for (uint32_t i = 0; i < c->m->nexecutors; i++) {
        const sdx_executor *x = c->m->executors[i];
        if (x->total_duration <= 0)
            continue;
        double sh = (double)x->total_gc_time / (double)x->total_duration;
        if (sh > wshare) {
            wshare = sh;
            we = x;
        }
    }
    if (we) {
        e = rp_ev(c, f, "gc_share_executor", "share", "executor %s: GC %s of %s task time (%s)", we->id,
                  rp_ms(c, (double)we->total_gc_time), rp_ms(c, (double)we->total_duration), rp_pct(c, wshare));
        rp_num(e, "share", wshare);
        f->where.executor = we->id;
    }
    const char *opts = gc_options(c);
    if (opts)
        rp_ev(c, f, "jvm_options", "text", "%s", opts);
    if (worst->ops_text)
        rp_ev(c, f, "operator", "text", "operators: %s", worst->ops_text);
    int cached = 0;
    for (uint32_t i = 0; i < c->m->nrdds; i++)
        if (c->m->rdds[i]->deserialized && c->m->rdds[i]->memory_used > 0)
            cached = 1;
    if (cached)
        rp_ev(c, f, "cache", "text", "a deserialized cache holds objects on the heap (storage level *_ONLY, not _SER)");
    rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "more heap per task: %s", rp_more_memory(c)),
           "GC time grows as the live set approaches the heap", "costs memory on every executor");
    if (opts && (strstr(opts, "SerialGC") || strstr(opts, "-Xmn")))
        rp_fix(c, f, SDX_FIX_CONFIG, "use G1 (the default since Java 9) without a fixed young generation: drop "
               "-XX:+UseSerialGC / -Xmn from the extraJavaOptions",
               "a serial collector with a small young generation stops every thread for each collection", NULL);
    else
        rp_fix(c, f, SDX_FIX_CONFIG, "tune the collector: -XX:+UseG1GC with -XX:InitiatingHeapOccupancyPercent=35",
               "earlier concurrent cycles avoid full collections", "measure before and after");
    if (cached)
        rp_fix(c, f, SDX_FIX_CODE, "cache serialized (MEMORY_AND_DISK_SER) or cache the DataFrame (columnar), not "
               "an RDD of objects", "one byte array per partition instead of millions of objects", "costs CPU to "
               "deserialize on read");
    rp_fix(c, f, SDX_FIX_CODE, "fewer objects: built-in functions instead of UDFs / RDD lambdas; avoid "
           "collect_list of big groups", "GC cost is proportional to the number of live objects", NULL);
    rp_confirm(c, f, "GC Time in the stage's summary metrics and the executors page; executor GC logs "
               "(-Xlog:gc) show full collections");
    rp_verify(c, f, "GC time / run time of %s (now %s)", rp_stage_label(c, worst), rp_pct(c, share));
}

const rp_rule rp_rule_gc = RP_RULE("gc", ids, thresholds, confidences, run);
