/*
 * driver.c: the driver as the bottleneck. driver.result_size: a job aborted
 * because its results exceeded spark.driver.maxResultSize (a collect() of a
 * large result); driver.collect: a job whose results came close to it.
 * driver.gaps: long stretches with no job running (driver-side Python,
 * planning, collects, sleeps) measured from the job timeline.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"driver.gap_share", 0.30, SDX_UNIT_RATIO,
     "driver-only time (no job running) above this share of the wall clock is a finding ...",
     "sparkdx"},
    {"driver.gap_min_ms", 60000, SDX_UNIT_MS,
     "... when it is also at least this long",
     "sparkdx"},
    {"driver.result_share", 0.5, SDX_UNIT_RATIO,
     "results of one job at or above this share of spark.driver.maxResultSize are a finding",
     "Spark spark.driver.maxResultSize default 1g"},
};

static const char *const ids[] = {"driver.result_size", "driver.collect", "driver.gaps"};

enum { CF_RESULT_SIZE, CF_COLLECT, CF_GAPS };
static const sdx_confidence confidences[] = {
    [CF_RESULT_SIZE] = {"driver.result_size", 0.95, "a job aborted on spark.driver.maxResultSize"},
    [CF_COLLECT] = {"driver.collect", 0.6, "a job's results near maxResultSize"},
    [CF_GAPS] = {"driver.gaps", 0.3, "driver-only time: the log cannot say what the driver did"},
};
#define CF(k) (confidences[k].value)

/* The result stage of every job (the last of its stages that ran), in one
 * pass over the stages. */
static const rp_stage **result_stages(rp_ctx *c)
{
    const rp_stage **v = sdx_xcalloc(c->m->njobs ? c->m->njobs : 1, sizeof *v);
    if (!v)
        return NULL;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (!s->ran)
            continue;
        for (uint32_t k = 0; k < s->s->njob_ids; k++) {
            int32_t j = sdx_model_job_index(c->m, s->s->job_ids[k]);
            if (j >= 0 && (!v[j] || s->s->stage_id > v[j]->s->stage_id))
                v[j] = s;
        }
    }
    return v;
}

static void result_size(rp_ctx *c)
{
    int64_t max_result = rp_conf_bytes(c, "spark.driver.maxResultSize", 1024LL * 1024 * 1024);
    const rp_stage **results = result_stages(c);
    if (!results) {
        c->oom = 1;
        return;
    }
    for (uint32_t i = 0; i < c->m->njobs; i++) {
        const sdx_job *j = c->m->jobs[i];
        const rp_stage *s = results[i];
        const char *msg = j->failure_message;
        int failed = j->status == SDX_JOB_FAILED && msg && strstr(msg, "maxResultSize");
        int64_t results = s ? s->s->m[SDX_TM_RESULT_SIZE] : 0;
        int close = !failed && max_result > 0 && s &&
                    (double)results >= rp_th(c, "driver.result_share") * (double)max_result;
        if (!failed && !close)
            continue;
        sdx_finding *f = rp_finding(c, failed ? "driver.result_size" : "driver.collect",
                                    failed ? "Job %d aborted: its results exceeded spark.driver.maxResultSize (%s)%s"
                                           : "Job %d sent %s of results to the driver (%s of maxResultSize)%s",
                                    j->job_id, failed ? rp_bytes(c, (double)max_result) : rp_bytes(c, (double)results),
                                    failed ? (j->call_site ? rp_strf(c, " at %s", j->call_site) : "")
                                           : rp_pct(c, (double)results / (double)max_result),
                                    failed ? "" : (j->call_site ? rp_strf(c, " at %s", j->call_site) : ""));
        if (s)
            rp_where_stage(f, s);
        f->where.job = j->job_id;
        f->impact_ms = failed ? c->wall_ms : 0;
        f->confidence = failed ? CF(CF_RESULT_SIZE) : CF(CF_COLLECT);
        f->severity = failed ? SDX_SEV_CRITICAL : SDX_SEV_MEDIUM;
        sdx_evidence *e;
        if (failed) {
            const char *p = strstr(msg, "Total size of serialized results");
            e = rp_ev(c, f, "job_abort", "text", "%.*s", (int)strcspn(p ? p : msg, "\n"), p ? p : msg);
        }
        if (s && s->sum->count > 0) {
            e = rp_ev(c, f, "result_size", "bytes", "result size per task: median %s, max %s; %s from %lld "
                      "successful task%s of %s", rp_bytes(c, s->sum->m[SDX_TM_RESULT_SIZE][RP_Q_MED]),
                      rp_bytes(c, s->sum->m[SDX_TM_RESULT_SIZE][RP_Q_MAX]), rp_bytes(c, (double)results),
                      (long long)s->sum->count, s->sum->count == 1 ? "" : "s", rp_stage_label(c, s));
            rp_num(e, "median", s->sum->m[SDX_TM_RESULT_SIZE][RP_Q_MED]);
            rp_num(e, "max", s->sum->m[SDX_TM_RESULT_SIZE][RP_Q_MAX]);
            rp_num(e, "total", (double)results);
            rp_num(e, "tasks", (double)s->sum->count);
        }
        e = rp_ev(c, f, "max_result_size", "bytes", "spark.driver.maxResultSize=%s%s",
                  rp_conf(c, "spark.driver.maxResultSize") ? rp_conf(c, "spark.driver.maxResultSize") : "1g",
                  rp_conf(c, "spark.driver.maxResultSize") ? "" : " (default)");
        rp_num(e, "value", (double)max_result);
        if (j->call_site)
            rp_ev(c, f, "call_site", "text", "action: %s", j->call_site);
        rp_fix(c, f, SDX_FIX_CODE, "do not bring the data to the driver: write it (df.write...) or keep working on "
               "the DataFrame; use take(n) / limit(n) to look at rows",
               "collect() serializes every row into the driver's memory", NULL);
        rp_fix(c, f, SDX_FIX_CODE, "if the driver really needs it: toLocalIterator() (one partition at a time) or "
               "aggregate first", "the driver holds one partition, not the whole result", "slower: one job per partition");
        rp_fix(c, f, SDX_FIX_CONFIG, "raise spark.driver.maxResultSize (and spark.driver.memory with it)",
               "the limit protects the driver from running out of memory", "moves the failure to a driver OOM if the "
               "result keeps growing");
        rp_confirm(c, f, "the action at %s returns the rows to the driver (collect / toPandas)",
                   j->call_site ? j->call_site : "the job's call site");
        if (failed && results == 0) {
            /* the aborted job's tasks report no result size: quote the abort's own number */
            const char *p = strstr(msg, "Total size of serialized results");
            const char *lp = p ? strchr(p, '(') : NULL;
            const char *rp = lp ? strchr(lp, ')') : NULL;
            if (lp && rp && rp - lp < 40 && !memchr(lp, '\n', (size_t)(rp - lp)))
                rp_verify(c, f, "job %d finishes; its serialized results stay under spark.driver.maxResultSize "
                          "(the aborted attempt had %.*s)", j->job_id, (int)(rp - lp - 1), lp + 1);
            else
                rp_verify(c, f, "job %d finishes; its serialized results stay under spark.driver.maxResultSize",
                          j->job_id);
        } else {
            rp_verify(c, f, "result size of job %d's tasks (now %s in total)", j->job_id, rp_bytes(c, (double)results));
        }
    }
    free(results);
}

static void gaps(rp_ctx *c)
{
    const sdx_analysis *r = c->an;   /* the driver-only gaps */
    if (c->wall_ms <= 0)
        return;
    double share = (double)r->driver_ms / (double)c->wall_ms;
    if (share < rp_th(c, "driver.gap_share") || (double)r->driver_ms < rp_th(c, "driver.gap_min_ms")) {
        rp_ruled_out(c, "driver", "driver-only time is %s (%s of the wall clock; longest gap %s)",
                     rp_ms(c, (double)r->driver_ms), rp_pct(c, share), rp_ms(c, (double)r->longest_gap_ms));
        return;
    }
    sdx_finding *f = rp_finding(c, "driver.gaps", "No job ran for %s of the %s run (longest gap %s)",
                                rp_ms(c, (double)r->driver_ms), rp_ms(c, (double)c->wall_ms),
                                rp_ms(c, (double)r->longest_gap_ms));
    /* What the fixes below can save: half of the longest gap between jobs
     * or after the last one. A gap before the first job is start-up (the
     * session, executor allocation, driver code before the first action):
     * the log cannot say which, and moving work into Spark does not shorten
     * it, so alone it has no measured impact. */
    int64_t inner = 0, lead = 0;
    for (uint32_t i = 0; i < r->ngaps; i++) {
        int64_t len = r->gaps[i].end - r->gaps[i].start;
        if (r->gaps[i].start <= c->app_start)
            lead = len > lead ? len : lead;
        else if (len > inner)
            inner = len;
    }
    f->impact_ms = inner / 2;
    if ((double)f->impact_ms < rp_th(c, "report.min_impact_ms"))
        f->impact_ms = 0;
    f->confidence = CF(CF_GAPS);
    f->severity = SDX_SEV_LOW;   /* the log cannot say what the driver did: a pointer, not a diagnosis */
    sdx_evidence *e = rp_ev(c, f, "driver_time", "ms", "driver-only time %s (%s of the wall clock), job time %s",
                            rp_ms(c, (double)r->driver_ms), rp_pct(c, share), rp_ms(c, (double)r->job_ms));
    rp_num(e, "value", (double)r->driver_ms);
    rp_num(e, "share", share);
    rp_num(e, "jobs", (double)r->job_ms);
    if (r->longest_gap_start >= 0) {
        int first = r->longest_gap_start <= c->app_start;
        int last = r->longest_gap_start + r->longest_gap_ms >= c->app_end;
        e = rp_ev(c, f, "longest_gap", "ms", "longest gap: %s %s", rp_ms(c, (double)r->longest_gap_ms),
                  first ? "before the first job (session start-up, executor allocation, driver-side reading or "
                          "preparation of inputs)"
                  : last ? "after the last job (driver-side work on results, or a session left open)"
                         : rp_strf(c, "starting %s after the application started",
                                   rp_ms(c, (double)(r->longest_gap_start - c->app_start))));
        rp_num(e, "value", (double)r->longest_gap_ms);
        rp_num(e, "start", (double)r->longest_gap_start);
    }
    rp_against(c, f, "attribution", "text", "the event log does not say what the driver did: planning, driver-side "
               "Python / pandas, file listing, or waiting");
    if (lead > inner) {
        e = rp_against(c, f, "startup", "ms", "%s of it is before the first job: start-up, which moving work into "
                       "Spark does not shorten%s", rp_ms(c, (double)lead),
                       f->impact_ms ? "" : "; no measured saving");
        rp_num(e, "value", (double)lead);
        rp_fix(c, f, SDX_FIX_CODE, "read the driver log between the application start and the first job: session "
               "and JVM start-up, dependency downloads (spark.jars.packages), waiting for executors, or driver code "
               "before the first action", "tells start-up cost from driver work", NULL);
    }
    rp_fix(c, f, SDX_FIX_CODE, "look at the driver log and a driver profile at the gap's time; move driver-side "
           "loops over collected data into Spark", "the executors idle while the driver works alone", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "run independent actions concurrently", "overlaps driver work with jobs", NULL);
    rp_verify(c, f, "driver-only time (now %s)", rp_ms(c, (double)r->driver_ms));
}

static void run(rp_ctx *c)
{
    result_size(c);
    gaps(c);
}

const rp_rule rp_rule_driver = RP_RULE("driver", ids, thresholds, confidences, run);
