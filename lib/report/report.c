/*
 * report.c: builds an sdx_report from a model. First the facts every rule
 * shares (per stage: the stage-time model with its slots, the plan operators
 * from RDD scopes and WholeStageCodegen clusters, the SQL execution), then
 * "where the time goes" (wall clock = driver-only gaps + job time, the jobs
 * and their critical stage chains, the heavy stages), then every rule of the
 * registry in order, then the ranking (impact x confidence, deterministic
 * ties) and the "prevent" baselines. Reads the model only; owns everything
 * it returns in one arena.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/internal.h"

typedef struct rp_owned {
    sdx_arena arena;
    sdx_analysis *an;
    const char **claimed;
} rp_owned;

static int cmp_job_dur(const void *x, const void *y)
{
    const sdx_report_job *p = x, *q = y;
    if (p->duration_ms != q->duration_ms)
        return p->duration_ms > q->duration_ms ? -1 : 1;
    return p->job_id < q->job_id ? -1 : p->job_id > q->job_id;
}

static void jobs_view(rp_ctx *c)
{
    const sdx_model *m = c->m;
    sdx_report *r = c->r;
    sdx_report_job *all = sdx_xcalloc(m->njobs ? m->njobs : 1, sizeof *all);
    if (!all) {
        c->oom = 1;
        return;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        if (j->status == SDX_JOB_FAILED)
            r->failed_jobs++;
        if (j->submission_time < 0)
            continue;
        int64_t end = j->completion_time >= 0 ? j->completion_time : c->app_end;
        all[n].job_id = j->job_id;
        all[n].description = j->description ? j->description : j->name;
        all[n].status = sdx_job_status_names[j->status];
        all[n].duration_ms = end >= j->submission_time ? end - j->submission_time : 0;
        all[n].share = c->wall_ms > 0 ? (double)all[n].duration_ms / (double)c->wall_ms : 0;
        all[n].sql_id = j->sql_execution_id;
        n++;
    }
    qsort(all, n, sizeof *all, cmp_job_dur);
    r->njobs = n < 5 ? n : 5;
    r->jobs = sdx_arena_alloc(c->arena, sizeof *r->jobs * (r->njobs ? r->njobs : 1));
    if (!r->jobs) {
        r->njobs = 0;
        c->oom = 1;
    }
    for (uint32_t i = 0; i < r->njobs; i++) {
        r->jobs[i] = all[i];
        r->jobs[i].description = rp_strdup(c, all[i].description);
        const sdx_job_facts *jf = sdx_analysis_job(c->an, all[i].job_id);
        r->jobs[i].ncritical = jf ? jf->ncritical : 0;
        r->jobs[i].critical_stages =
            sdx_arena_alloc(c->arena, sizeof(int32_t) * (r->jobs[i].ncritical ? r->jobs[i].ncritical : 1));
        if (!r->jobs[i].critical_stages) {
            r->jobs[i].ncritical = 0;
            c->oom = 1;
        }
        if (r->jobs[i].ncritical)
            memcpy(r->jobs[i].critical_stages, jf->critical, sizeof(int32_t) * r->jobs[i].ncritical);
    }
    free(all);
}

static int cmp_stage_dur(const void *x, const void *y)
{
    const rp_stage *p = *(rp_stage *const *)x, *q = *(rp_stage *const *)y;
    if (p->dur != q->dur)
        return p->dur > q->dur ? -1 : 1;
    if (p->s->stage_id != q->s->stage_id)
        return p->s->stage_id < q->s->stage_id ? -1 : 1;
    return p->s->attempt_id < q->s->attempt_id ? -1 : p->s->attempt_id > q->s->attempt_id;
}

static void stages_view(rp_ctx *c)
{
    sdx_report *r = c->r;
    const rp_stage **v = sdx_xmalloc(sizeof(rp_stage *) * (c->nst ? c->nst : 1));
    uint32_t cap = c->o->top_stages > 0 ? (uint32_t)c->o->top_stages : 5;
    r->stages = sdx_arena_alloc(c->arena, sizeof *r->stages * cap);
    if (!v || !r->stages) {
        free(v);
        c->oom = 1;
        return;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->nst; i++)
        if (c->st[i].ran && c->st[i].dur > 0)
            v[n++] = &c->st[i];
    qsort(v, n, sizeof *v, cmp_stage_dur);
    double heavy = rp_th(c, "stage.heavy_share");
    for (uint32_t i = 0; i < n && r->nstages < cap; i++) {
        const rp_stage *s = v[i];
        double share = c->wall_ms > 0 ? (double)s->dur / (double)c->wall_ms : 0;
        if (share < heavy && r->nstages > 0)
            break;
        sdx_report_stage *o = &r->stages[r->nstages++];
        o->stage_id = s->s->stage_id;
        o->attempt_id = s->s->attempt_id;
        o->job_id = s->job ? s->job->job_id : -1;
        o->name = s->s->name;
        o->operators = s->ops_text;
        o->tasks = s->s->num_tasks;
        o->slots = s->slots;
        o->duration_ms = s->dur;
        o->slowest_task_ms = s->slowest;
        o->total_task_ms = s->total;
        o->capacity_ms = s->capacity;
        o->bound = s->bound;
        o->tail_ms = s->tail;
        o->share = share;
    }
    free(v);
}

/* ---- impact along the critical path ---- */

/* The rule families whose impact is one stage's own saving (stage-time
 * model of that stage). The plan rules (join, plan, lineage, cache) weigh
 * their stages by the critical path themselves; failures, config, driver
 * and executors are not one stage's time. */
static int stage_saving_rule(const char *id)
{
    static const char *const fam[] = {"skew.", "partitions.", "spill", "gc.", "parallelism.", "input.unsplittable",
                                      "input.small_files", "output.small_files", "python."};
    for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++)
        if (!strncmp(id, fam[i], strlen(fam[i])))
            return 1;
    return 0;
}

/* A finding's impact is the wall clock it would save on the critical path
 * (issue 17): a stage off its job's critical chain saves none, whatever
 * its own stage-time model says. Judged only where the chain is known
 * (the log names the stages' parents) and for stages that ran. */
static void critical_impact(rp_ctx *c)
{
    if (!c->an->parents_known)
        return;
    for (uint32_t i = 0; i < c->findings.n; i++) {
        sdx_finding *f = c->findings.v[i];
        if (f->where.stage < 0 || f->impact_ms <= 0 || !stage_saving_rule(f->id))
            continue;
        const rp_stage *s = rp_stage_by_id(c, f->where.stage, f->where.attempt);
        if (!s || !s->ran || !s->job)
            continue;
        const sdx_job_facts *jf = sdx_analysis_job(c->an, s->job->job_id);
        if (!jf || !jf->ncritical)
            continue;
        int on = 0;
        for (uint32_t k = 0; k < jf->ncritical && !on; k++)
            on = jf->critical[k] == s->s->stage_id;
        if (on)
            continue;
        char chain[160] = "";
        size_t k = 0;
        for (uint32_t p = 0; p < jf->ncritical && k + 16 < sizeof chain; p++)
            k += (size_t)snprintf(chain + k, sizeof chain - k, "%s%d", p ? " > " : "", jf->critical[p]);
        sdx_evidence *e = rp_against(c, f, "critical_path", "ms", "stage %d is not on job %d's critical path (stages "
                                     "%s): shortening it (by about %s) ends the job no sooner", s->s->stage_id,
                                     s->job->job_id, chain, rp_ms(c, (double)f->impact_ms));
        rp_num(e, "stage_saving_ms", (double)f->impact_ms);
        f->impact_ms = 0;
        f->off_critical = 1;
        if (f->severity > SDX_SEV_LOW)
            f->severity = SDX_SEV_LOW;
    }
}

/* ---- ranking ---- */

static int rule_order(const char *id)
{
    /* the registry order of the family that emits this id */
    size_t n = rp_rule_count();
    for (size_t i = 0; i < n; i++) {
        const sdx_rule_info *ri = &rp_rule_at(i)->info;
        for (size_t k = 0; k < ri->nids; k++)
            if (!strcmp(ri->ids[k], id))
                return (int)i;
    }
    return (int)n;
}

/* Ranking: severity, then impact x confidence, where an impact under
 * report.min_impact_ms counts as 0 (below it the estimates are noise); then confidence,
 * registry order, id, stage, title. qsort_r (glibc, _GNU_SOURCE) passes the
 * floor, so concurrent reports with other thresholds do not interfere. */
static double rank_score(const sdx_finding *f, double floor_ms)
{
    double impact = (double)f->impact_ms >= floor_ms ? (double)f->impact_ms : 0;
    return impact * f->confidence;
}

/* The severity a finding ranks with: info ranks with low (AQE's
 * observations order by their measured saving), and a finding with no
 * measured impact (a hazard, a cost in core-hours) ranks with low unless
 * it made the application fail: a measured saving leads. */
static sdx_severity rank_severity(const sdx_finding *f, double floor_ms)
{
    if (f->severity >= SDX_SEV_CRITICAL)
        return f->severity;
    if ((double)f->impact_ms < floor_ms || f->severity < SDX_SEV_LOW)
        return SDX_SEV_LOW;
    return f->severity;
}

static int cmp_finding(const void *x, const void *y, void *arg)
{
    const sdx_finding *p = *(sdx_finding *const *)x, *q = *(sdx_finding *const *)y;
    double floor_ms = *(const double *)arg;
    /* severity first: a high finding (a large share of the run measured)
     * leads a medium one whatever their confidences */
    sdx_severity vp = rank_severity(p, floor_ms), vq = rank_severity(q, floor_ms);
    if (vp != vq)
        return vp > vq ? -1 : 1;
    double sp = rank_score(p, floor_ms), sq = rank_score(q, floor_ms);
    if (sp != sq)
        return sp > sq ? -1 : 1;
    if (p->severity != q->severity)
        return p->severity > q->severity ? -1 : 1;
    if (p->confidence != q->confidence)
        return p->confidence > q->confidence ? -1 : 1;
    int op = rule_order(p->id), oq = rule_order(q->id);
    if (op != oq)
        return op < oq ? -1 : 1;
    int c = strcmp(p->id, q->id);
    if (c)
        return c;
    if (p->where.stage != q->where.stage)
        return p->where.stage < q->where.stage ? -1 : 1;
    if (p->where.attempt != q->where.attempt)
        return p->where.attempt < q->where.attempt ? -1 : 1;
    return strcmp(p->title, q->title);
}

/* ---- prevent: baselines worth alerting on ---- */

static void prevent(rp_ctx *c)
{
    const sdx_model *m = c->m;
    sdx_report *r = c->r;
    if (c->wall_ms > 0)
        rp_alert(c, "app_wall_clock_ms", (double)c->wall_ms, rp_ms(c, (double)c->wall_ms),
                 "runtime above %s (1.5x today's)", rp_ms(c, 1.5 * (double)c->wall_ms));
    int64_t in = 0, sr = 0, spill = 0, failed = 0;
    const rp_stage *heavy = NULL;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        in += s->input;
        sr += s->shuffle_read;
        spill += s->spill_disk;
        failed += s->s->failed_tasks;
        if (s->ran && s->shuffle_read > 0 && (!heavy || s->dur > heavy->dur))
            heavy = s;
    }
    if (in > 0)
        rp_alert(c, "input_bytes", (double)in, rp_bytes(c, (double)in), "input above %s (2x today's): growth "
                 "changes join strategies and partition sizes", rp_bytes(c, 2.0 * (double)in));
    int32_t hn = heavy ? (heavy->sum->count > 0 ? (int32_t)heavy->sum->count : heavy->s->num_tasks) : 0;
    if (heavy && hn >= 4 && heavy->sum->max_read.bytes > 0 && heavy->shuffle_read > 0) {
        double share = (double)heavy->sum->max_read.bytes / (double)heavy->shuffle_read;
        double fair = 1.0 / hn;
        double limit = share * 2 > 5 * fair ? share * 2 : 5 * fair;
        if (limit > 0.9)
            limit = 0.9;
        rp_alert(c, "top_partition_share", share,
                 rp_strf(c, "%s of %s's shuffle read (fair share %s)", rp_pct(c, share), rp_stage_label(c, heavy),
                         rp_pct(c, fair)),
                 "largest partition above %s of its stage's shuffle read: a hot key", rp_pct(c, limit));
    }
    rp_alert(c, "disk_spill_bytes", (double)spill, rp_bytes(c, (double)spill),
             spill ? "disk spill above %s (2x today's)" : "any disk spill%s", spill ? rp_bytes(c, 2.0 * (double)spill) : "");
    rp_alert(c, "failed_task_attempts", (double)failed, rp_count(c, (double)failed),
             "failed task attempts or stage retries above %s", rp_count(c, (double)(failed ? failed * 2 : 0)));
    (void)m;
    (void)r;
}

/* ---- entry points ---- */

int sdx_report_set_baseline(sdx_report *r, const sdx_report_baseline *b)
{
    rp_owned *own = r->internal_;
    sdx_report_baseline *copy = sdx_arena_alloc(&own->arena, sizeof *copy);
    uint32_t n = r->nsections + 1;
    sdx_report_section *secs = sdx_arena_alloc(&own->arena, n * sizeof *secs);
    if (!copy || !secs)
        return -1;
    *copy = *b;
    uint32_t k = 0;
    for (uint32_t i = 0; i < r->nsections; i++) {
        secs[k++] = r->sections[i];
        if (r->sections[i].kind == SDX_SECTION_HEADER)
            secs[k++] = (sdx_report_section){SDX_SECTION_BASELINE, copy};
    }
    if (k == r->nsections)   /* no header: first */
        memmove(secs + 1, secs, k * sizeof *secs), secs[0] = (sdx_report_section){SDX_SECTION_BASELINE, copy}, k++;
    r->sections = secs;
    r->nsections = k;
    r->baseline = copy;
    return 0;
}

static int add_note(sdx_report *r, const char *text);

/* The document every report is: its typed sections in order (rendered by
 * lib/render/'s walker). */
static const sdx_report_section report_sections[] = {
    {SDX_SECTION_HEADER, NULL},   {SDX_SECTION_TIME, NULL},      {SDX_SECTION_QUERIES, NULL},
    {SDX_SECTION_JOBS, NULL},     {SDX_SECTION_STAGES, NULL},    {SDX_SECTION_COUNTS, NULL},
    {SDX_SECTION_FINDINGS, NULL}, {SDX_SECTION_AQE, NULL},       {SDX_SECTION_RULED_OUT, NULL},
    {SDX_SECTION_PREVENT, NULL},  {SDX_SECTION_NOTES, NULL},
};

int sdx_report_build(const sdx_model *m, const sdx_report_opts *opts, sdx_report **out, sdx_error *err)
{
    sdx_error_clear(err);
    *out = NULL;
    sdx_report_opts defaults;
    if (!opts) {
        sdx_report_opts_init(&defaults);
        opts = &defaults;
    }
    rp_owned *own = sdx_xcalloc(1, sizeof *own);
    if (!own)
        return sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory while building the report");
    sdx_arena_init(&own->arena);
    sdx_report *r = sdx_arena_alloc(&own->arena, sizeof *r);
    if (!r) {
        sdx_arena_free(&own->arena);
        free(own);
        return sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory while building the report");
    }
    r->internal_ = own;
    rp_ctx ctx, *c = &ctx;
    memset(c, 0, sizeof *c);
    c->m = m;
    c->o = opts;
    c->r = r;
    c->arena = &own->arena;
    sdx_analysis_opts ao;
    sdx_analysis_opts_init(&ao);
    ao.tail_share = rp_th(c, "stage.tail_share");
    if (sdx_analysis_build(m, &ao, &own->an, err) < 0) {
        sdx_report_free(r);
        return -1;
    }
    const sdx_analysis *an = c->an = own->an;
    c->st = an->stages;
    c->nst = an->nstages;
    own->claimed = c->claimed = sdx_xcalloc(c->nst ? c->nst : 1, sizeof(char *));
    if (!c->claimed) {
        sdx_report_free(r);
        return sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory while building the report");
    }

    r->schema = SDX_REPORT_SCHEMA;
    r->sections = report_sections;
    r->nsections = sizeof report_sections / sizeof report_sections[0];
    r->app_id = m->app_id;
    r->app_name = m->app_name;
    r->spark_version = m->spark_version ? m->spark_version : m->attempt.app_spark_version;
    r->master = sdx_model_spark_prop(m, "spark.master");
    r->user = m->attempt.spark_user;
    c->local_mode = an->local_mode;
    c->app_start = an->app_start;
    c->app_end = an->app_end;
    c->wall_ms = an->wall_ms;
    r->start_time = c->app_start;
    r->end_time = c->app_end;
    r->wall_ms = c->wall_ms;
    c->slots = an->slots;
    c->slots_known = an->slots_known;
    r->slots = c->slots_known ? c->slots : 0;
    for (uint32_t i = 0; i < m->nexecutors; i++)
        if (strcmp(m->executors[i]->id, "driver") || c->local_mode)
            r->executors++;
    r->njobs_total = (int32_t)m->njobs;

    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (s->ran)
            r->nstages_total++;
        if (s->s->status == SDX_STAGE_FAILED)
            r->failed_stages++;
        r->tasks_total += s->s->completed_tasks + s->s->failed_tasks + s->s->killed_tasks;
        r->failed_tasks += s->s->failed_tasks;
    }
    r->task_ms = an->task_ms;
    r->utilization = c->wall_ms > 0 && c->slots_known ? (double)r->task_ms / ((double)c->slots * (double)c->wall_ms) : 0;
    const sdx_incons *tinc = m->stats.incons;
    if (r->utilization > 1 || tinc[SDX_INCONS_TASK_TIMES].count || tinc[SDX_INCONS_END_WITHOUT_START].count ||
        tinc[SDX_INCONS_START_AFTER_END].count || tinc[SDX_INCONS_RUN_OVER_DURATION].count)
        r->utilization = -1;   /* the task times are not real: unknown (report.h) */
    r->job_ms = an->job_ms;
    r->driver_ms = an->driver_ms;
    r->longest_gap_ms = an->longest_gap_ms;
    r->longest_gap_start = an->longest_gap_start;
    jobs_view(c);
    stages_view(c);
    if (!c->oom)
        rp_queries_view(c);
    c->app_failed = an->app_failed;
    r->status = c->app_failed ? "failed" : (m->in_progress || m->app_end_time < 0) ? "incomplete" : "succeeded";

    for (size_t i = 0; i < rp_rule_count() && !c->oom; i++)
        rp_rule_at(i)->fn(c);
    if (!c->oom)
        rp_aqe_section(c);
    if (c->oom)
        goto oom;

    /* Inconsistent input (values Spark never writes, model.h sdx_incons):
     * no finding is built on task times the log got wrong. The metrics are
     * already taken as 0 where negative; the busy-cores findings read task
     * times and task counts, so they go when those are inconsistent. */
    const sdx_incons *inc = m->stats.incons;
    if (inc[SDX_INCONS_TASK_TIMES].count || inc[SDX_INCONS_END_WITHOUT_START].count ||
        inc[SDX_INCONS_START_AFTER_END].count || inc[SDX_INCONS_RUN_OVER_DURATION].count) {
        uint32_t k = 0;
        for (uint32_t i = 0; i < c->findings.n; i++) {
            const sdx_finding *f = c->findings.v[i];
            if (strcmp(f->id, "executors.idle"))
                c->findings.v[k++] = c->findings.v[i];
        }
        c->findings.n = k;
    }

    critical_impact(c);
    rp_group_findings(c);
    rp_coverage(c);
    rp_context(c);
    if (c->oom)
        goto oom;
    /* rank */
    if (c->findings.n) {
        double floor_ms = rp_th(c, "report.min_impact_ms");
        qsort_r(c->findings.v, c->findings.n, sizeof(void *), cmp_finding, &floor_ms);
    }
    r->nfindings = c->findings.n;
    r->findings = sdx_arena_alloc(c->arena, sizeof(sdx_finding) * (r->nfindings ? r->nfindings : 1));
    if (!r->findings)
        goto oom;
    for (uint32_t i = 0; i < r->nfindings; i++) {
        r->findings[i] = *(sdx_finding *)c->findings.v[i];
        const char *node = r->findings[i].where.node;   /* "Scan csv " -> "Scan csv" */
        size_t n = node ? strlen(node) : 0;
        if (n && node[n - 1] == ' ') {
            while (n && node[n - 1] == ' ')
                n--;
            if (!(r->findings[i].where.node = sdx_arena_strndup(c->arena, node, n)))
                goto oom;
        }
    }
    r->nruled_out = c->checks.n;
    r->ruled_out = sdx_arena_alloc(c->arena, sizeof(sdx_report_check) * (r->nruled_out ? r->nruled_out : 1));
    if (!r->ruled_out)
        goto oom;
    for (uint32_t i = 0; i < r->nruled_out; i++)
        r->ruled_out[i] = *(sdx_report_check *)c->checks.v[i];
    prevent(c);
    r->nalerts = c->alerts.n;
    r->alerts = sdx_arena_alloc(c->arena, sizeof(sdx_report_alert) * (r->nalerts ? r->nalerts : 1));
    if (c->oom || !r->alerts)
        goto oom;
    for (uint32_t i = 0; i < r->nalerts; i++)
        r->alerts[i] = *(sdx_report_alert *)c->alerts.v[i];
    free(c->findings.v);
    free(c->checks.v);
    free(c->alerts.v);
    free(c->facts);

    int rc = 0;
    if (m->in_progress || m->app_end_time < 0)
        rc |= add_note(r, "the log has no ApplicationEnd (in progress, or the driver died): times end at "
                               "the last event and running work is not counted");
    if (m->stats.truncated)
        rc |= add_note(r, "the log is cut: the last line was incomplete");
    if (m->stats.bad_lines)
        rc |= add_note(r, m->stats.warning[0] ? m->stats.warning : "some lines were not JSON and were skipped");
    if (!c->slots_known)
        rc |= add_note(r, "no executor cores were recorded: task slots are unknown (the stage-time model "
                          "takes 1 and says 'unknown')");
    for (int k = 0; k < SDX_INCONS_COUNT; k++) {
        const sdx_incons *x = &m->stats.incons[k];
        if (!x->count)
            continue;
        char note[1400];
        snprintf(note, sizeof note,
                 "inconsistent input: %llu value%s Spark never writes (%s), the first in %s line %llu (byte %llu); "
                 "they are not used as real values and no finding is built on them",
                 (unsigned long long)x->count, x->count == 1 ? "" : "s", sdx_incons_names[k], x->file ? x->file : "?",
                 (unsigned long long)x->line, (unsigned long long)x->offset);
        rc |= add_note(r, note);
    }
    if (rc) {
        sdx_report_free(r);
        return sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory while building the report");
    }
    *out = r;
    return 0;
oom:
    free(c->findings.v);
    free(c->checks.v);
    free(c->alerts.v);
    free(c->facts);
    sdx_report_free(r);
    return sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory while building the report");
}

static int add_note(sdx_report *r, const char *text)
{
    rp_owned *own = r->internal_;
    const char **v = sdx_arena_alloc(&own->arena, sizeof(char *) * (r->nnotes + 1));
    char *t = sdx_arena_strndup(&own->arena, text, strlen(text));
    if (!v || !t)
        return -1;
    if (r->nnotes)
        memcpy(v, r->notes, sizeof(char *) * r->nnotes);
    v[r->nnotes++] = t;
    r->notes = v;
    return 0;
}

void sdx_report_add_note(sdx_report *r, const char *text)
{
    add_note(r, text);   /* out of memory: the note is left out, the report stays usable */
}

void sdx_report_free(sdx_report *r)
{
    if (!r)
        return;
    rp_owned *own = r->internal_;
    sdx_analysis_free(own->an);
    free(own->claimed);
    sdx_arena_free(&own->arena);
    free(own);
}

const struct sdx_analysis *sdx_report_analysis(const sdx_report *r)
{
    return ((const rp_owned *)r->internal_)->an;
}

int sdx_report_max_severity(const sdx_report *r)
{
    int best = -1;
    for (uint32_t i = 0; i < r->nfindings; i++)
        if ((int)r->findings[i].severity > best)
            best = (int)r->findings[i].severity;
    return best;
}
