/*
 * json.c: the report as JSON, schema "sparkdx.report/1"
 * (docs/report-json.md documents every field), one function per section
 * type (the walker is walk.c): the header gives "schema" and "app"; the
 * time, jobs and stages sections fill the "time" object (totals, "jobs",
 * "stages"); then "counts", "findings", "ruled_out", "prevent", "notes". Absent values are left out
 * rather than written as null, numbers that are integral are written as
 * integers and the others rounded to 4 decimals, so the output is stable
 * across platforms and diffs well.
 */
#include <math.h>
#include <string.h>

#include "render/render.h"
#include "sparkdx/diff.h"

static void num(sdx_jw *w, double v)
{
    if (!isfinite(v)) {
        sdx_jw_null(w);
        return;
    }
    if (v == floor(v) && fabs(v) < 9007199254740992.0) {
        sdx_jw_int(w, (int64_t)v);
        return;
    }
    double r = round(v * 10000.0) / 10000.0;
    if (r == floor(r))
        sdx_jw_int(w, (int64_t)r);
    else
        sdx_jw_double(w, r);
}

static void kv_str(sdx_jw *w, const char *k, const char *v)
{
    if (!v)
        return;
    sdx_jw_key(w, k);
    sdx_jw_str(w, v);
}

static void kv_int(sdx_jw *w, const char *k, int64_t v)
{
    sdx_jw_key(w, k);
    sdx_jw_int(w, v);
}

static void kv_num(sdx_jw *w, const char *k, double v)
{
    sdx_jw_key(w, k);
    num(w, v);
}

static void evidence(sdx_jw *w, const sdx_evidence *e, uint32_t n)
{
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < n; i++) {
        sdx_jw_obj_begin(w);
        kv_str(w, "metric", e[i].metric);
        kv_str(w, "unit", e[i].unit);
        for (int k = 0; k < e[i].nnums; k++)
            kv_num(w, e[i].nums[k].key, e[i].nums[k].v);
        kv_str(w, "text", e[i].text);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void finding(sdx_jw *w, const sdx_finding *f, int rank, const char *since)
{
    sdx_jw_obj_begin(w);
    kv_int(w, "rank", rank);
    kv_str(w, "id", f->id);
    if (since)
        kv_str(w, "since_baseline", since);
    kv_str(w, "title", f->title);
    kv_str(w, "severity", sdx_severity_name(f->severity));
    kv_num(w, "confidence", f->confidence);
    kv_int(w, "impact_ms", f->impact_ms);
    if (f->off_critical) {
        sdx_jw_key(w, "off_critical_path");
        sdx_jw_bool(w, 1);
    }
    sdx_jw_key(w, "where");
    sdx_jw_obj_begin(w);
    if (f->where.job >= 0)
        kv_int(w, "job", f->where.job);
    if (f->where.stage >= 0) {
        kv_int(w, "stage", f->where.stage);
        kv_int(w, "attempt", f->where.attempt >= 0 ? f->where.attempt : 0);
    }
    if (f->where.sql >= 0)
        kv_int(w, "sql", f->where.sql);
    kv_str(w, "node", f->where.node);
    if (f->where.node && f->where.node_id >= 0)
        kv_int(w, "node_id", f->where.node_id);
    if (f->where.partition >= 0)
        kv_int(w, "partition", f->where.partition);
    kv_str(w, "executor", f->where.executor);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "evidence");
    evidence(w, f->evidence, f->nevidence);
    sdx_jw_key(w, "against");
    evidence(w, f->against, f->nagainst);
    kv_str(w, "confirm", f->confirm);
    sdx_jw_key(w, "fixes");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < f->nfixes; i++) {
        sdx_jw_obj_begin(w);
        kv_str(w, "kind", sdx_fix_kind_name(f->fixes[i].kind));
        kv_str(w, "do", f->fixes[i].action);
        kv_str(w, "why", f->fixes[i].why);
        kv_str(w, "caveat", f->fixes[i].caveat);
        if (f->fixes[i].nsettings) {
            sdx_jw_key(w, "settings");
            sdx_jw_arr_begin(w);
            for (uint32_t k = 0; k < f->fixes[i].nsettings; k++) {
                const sdx_setting *x = &f->fixes[i].settings[k];
                sdx_jw_obj_begin(w);
                kv_str(w, "key", x->key);
                kv_str(w, "value", x->value);
                kv_str(w, "current", x->current);
                sdx_jw_obj_end(w);
            }
            sdx_jw_arr_end(w);
        }
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    kv_str(w, "verify", f->verify);
    if (f->nstages > 1) {
        sdx_jw_key(w, "stages");
        sdx_jw_arr_begin(w);
        for (uint32_t i = 0; i < f->nstages; i++)
            sdx_jw_int(w, f->stages[i]);
        sdx_jw_arr_end(w);
    }
    sdx_jw_obj_end(w);
}

/* The JSON backend's state: "time" holds the totals, the jobs and the
 * stages, three section types; the object opens at the first of them and
 * closes before any other section (or at the end). */
typedef struct jst {
    sdx_jw w;
    int in_time;
} jst;

static sdx_jw *enter_time(jst *j)
{
    if (!j->in_time) {
        sdx_jw_key(&j->w, "time");
        sdx_jw_obj_begin(&j->w);
        j->in_time = 1;
    }
    return &j->w;
}

static sdx_jw *leave_time(jst *j)
{
    if (j->in_time) {
        sdx_jw_obj_end(&j->w);
        j->in_time = 0;
    }
    return &j->w;
}

static void json_begin(void *st, const sdx_report *r)
{
    sdx_jw_obj_begin(&((jst *)st)->w);
}

static void json_end(void *st, const sdx_report *r)
{
    sdx_jw *w = leave_time(st);
    sdx_jw_obj_end(w);
    sdx_buf_putc(w->out, '\n');
}

static void json_header(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = leave_time(st);
    kv_str(w, "schema", r->schema);
    sdx_jw_key(w, "app");
    sdx_jw_obj_begin(w);
    kv_str(w, "id", r->app_id);
    kv_str(w, "name", r->app_name);
    kv_str(w, "spark_version", r->spark_version);
    kv_str(w, "master", r->master);
    kv_str(w, "user", r->user);
    kv_str(w, "status", r->status);
    if (r->start_time >= 0)
        kv_int(w, "start_time", r->start_time);
    if (r->end_time >= 0)
        kv_int(w, "end_time", r->end_time);
    sdx_jw_obj_end(w);
}

static void json_time(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = enter_time(st);
    kv_int(w, "wall_ms", r->wall_ms);
    kv_int(w, "job_ms", r->job_ms);
    kv_int(w, "driver_ms", r->driver_ms);
    kv_int(w, "longest_gap_ms", r->longest_gap_ms);
    kv_int(w, "slots", r->slots);
    kv_int(w, "executors", r->executors);
    kv_int(w, "task_ms", r->task_ms);
    if (r->utilization < 0) {   /* inconsistent task times: unknown */
        sdx_jw_key(w, "utilization");
        sdx_jw_null(w);
    } else {
        kv_num(w, "utilization", r->utilization);
    }
}

static void kv_num_or_null(sdx_jw *w, const char *k, double v, int known)
{
    if (known) {
        kv_num(w, k, v);
    } else {
        sdx_jw_key(w, k);
        sdx_jw_null(w);
    }
}

static void strs(sdx_jw *w, const char *key, const char *const *v, uint32_t n)
{
    sdx_jw_key(w, key);
    sdx_jw_arr_begin(w);
    for (uint32_t k = 0; k < n; k++)
        sdx_jw_str(w, v[k]);
    sdx_jw_arr_end(w);
}

static void json_queries(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = enter_time(st);
    sdx_jw_key(w, "queries");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nqueries; i++) {
        const sdx_report_query *q = &r->queries[i];
        sdx_jw_obj_begin(w);
        kv_int(w, "sql", q->sql_id);
        kv_str(w, "description", q->description);
        kv_str(w, "status", q->status);
        kv_num_or_null(w, "duration_ms", (double)q->duration_ms, q->duration_ms >= 0);
        kv_num_or_null(w, "wall_share", q->wall_share, q->wall_share >= 0);
        kv_num_or_null(w, "task_share", q->task_share, q->task_share >= 0);
        kv_num_or_null(w, "cpu_share", q->cpu_share, q->cpu_share >= 0);
        kv_int(w, "task_ms", q->task_ms);
        kv_int(w, "cpu_ms", q->cpu_ms);
        sdx_jw_key_ids(w, "jobs", q->job_ids, q->njob_ids);
        sdx_jw_key_ids(w, "stages", q->stage_ids, q->nstage_ids);
        sdx_jw_key_ids(w, "heavy_stages", q->heavy_stages, q->nheavy_stages);
        sdx_jw_key(w, "hot_operators");
        sdx_jw_arr_begin(w);
        for (uint32_t k = 0; k < q->nops; k++) {
            const sdx_report_query_op *o = &q->ops[k];
            sdx_jw_obj_begin(w);
            kv_int(w, "node_id", o->node_id);
            kv_str(w, "node", o->name);
            kv_str(w, "why", o->why);
            kv_num_or_null(w, "rows_out", (double)o->rows_out, o->rows_out >= 0);
            kv_num_or_null(w, "rows_in", (double)o->rows_in, o->rows_in >= 0);
            kv_num_or_null(w, "time_ms", (double)o->time_ms, o->time_ms >= 0);
            kv_num_or_null(w, "time_share", o->time_share, o->time_share >= 0);
            kv_num_or_null(w, "fanout", o->fanout, o->fanout >= 0);
            sdx_jw_key_ids(w, "stages", o->stage_ids, o->nstage_ids);
            sdx_jw_obj_end(w);
        }
        sdx_jw_arr_end(w);
        kv_int(w, "more_hot_operators", q->more_ops);
        strs(w, "reads", q->reads, q->nreads);
        kv_int(w, "more_reads", q->more_reads);
        strs(w, "writes", q->writes, q->nwrites);
        kv_int(w, "more_writes", q->more_writes);
        sdx_jw_key(w, "findings");
        sdx_jw_arr_begin(w);
        for (uint32_t k = 0; k < r->nfindings; k++)
            if (r->findings[k].where.sql == q->sql_id) {
                sdx_jw_obj_begin(w);
                kv_int(w, "rank", k + 1);
                kv_str(w, "id", r->findings[k].id);
                sdx_jw_obj_end(w);
            }
        sdx_jw_arr_end(w);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void json_jobs(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = enter_time(st);
    sdx_jw_key(w, "jobs");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->njobs; i++) {
        const sdx_report_job *j = &r->jobs[i];
        sdx_jw_obj_begin(w);
        kv_int(w, "job", j->job_id);
        if (j->sql_id >= 0)
            kv_int(w, "sql", j->sql_id);
        kv_str(w, "description", j->description);
        kv_str(w, "status", j->status);
        kv_int(w, "duration_ms", j->duration_ms);
        kv_num(w, "share", j->share);
        sdx_jw_key_ids(w, "critical_path", j->critical_stages, j->ncritical);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void json_stages(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = enter_time(st);
    sdx_jw_key(w, "stages");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nstages; i++) {
        const sdx_report_stage *s = &r->stages[i];
        sdx_jw_obj_begin(w);
        kv_int(w, "stage", s->stage_id);
        kv_int(w, "attempt", s->attempt_id);
        if (s->job_id >= 0)
            kv_int(w, "job", s->job_id);
        kv_str(w, "name", s->name);
        kv_str(w, "operators", s->operators);
        kv_int(w, "tasks", s->tasks);
        kv_int(w, "slots", s->slots);
        kv_int(w, "duration_ms", s->duration_ms);
        kv_int(w, "slowest_task_ms", s->slowest_task_ms);
        kv_int(w, "total_task_ms", s->total_task_ms);
        kv_int(w, "capacity_ms", s->capacity_ms);
        kv_str(w, "bound", s->bound);
        kv_num(w, "share", s->share);
        kv_str(w, "explained_by", s->explained_by);
        kv_str(w, "verdict", s->verdict);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "context");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->ncontext; i++) {
        sdx_jw_obj_begin(w);
        kv_str(w, "kind", r->context[i].kind);
        kv_int(w, "count", r->context[i].count);
        kv_int(w, "total_ms", r->context[i].total_ms);
        kv_str(w, "text", r->context[i].text);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void json_counts(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = leave_time(st);
    sdx_jw_key(w, "counts");
    sdx_jw_obj_begin(w);
    kv_int(w, "jobs", r->njobs_total);
    kv_int(w, "failed_jobs", r->failed_jobs);
    kv_int(w, "stages", r->nstages_total);
    kv_int(w, "failed_stages", r->failed_stages);
    kv_int(w, "tasks", r->tasks_total);
    kv_int(w, "failed_tasks", r->failed_tasks);
    sdx_jw_obj_end(w);
}

static void json_findings(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = leave_time(st);
    sdx_jw_key(w, "findings");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nfindings; i++)
        finding(w, &r->findings[i], (int)i + 1, r->baseline ? rd_since(r, i) : NULL);
    sdx_jw_arr_end(w);
}

/* "baseline": the run diff (sparkdx.diff/1 without its own schema key) and
 * the baseline's findings this run no longer has. */
static void json_baseline(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = leave_time(st);
    const sdx_report_baseline *b = sec->data;
    if (!b || !b->diff)
        return;
    sdx_jw_key(w, "baseline");
    sdx_diff_json_write(b->diff, w);
    sdx_jw_key(w, "gone_since_baseline");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < b->ngone; i++)
        finding(w, b->gone[i], (int)i + 1, "gone");
    sdx_jw_arr_end(w);
}

static void json_ruled_out(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = leave_time(st);
    sdx_jw_key(w, "ruled_out");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nruled_out; i++) {
        sdx_jw_obj_begin(w);
        kv_str(w, "id", r->ruled_out[i].id);
        kv_str(w, "text", r->ruled_out[i].text);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void json_prevent(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = leave_time(st);
    sdx_jw_key(w, "prevent");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nalerts; i++) {
        sdx_jw_obj_begin(w);
        kv_str(w, "metric", r->alerts[i].metric);
        kv_num(w, "current_value", r->alerts[i].current_value);
        kv_str(w, "current", r->alerts[i].current);
        kv_str(w, "alert", r->alerts[i].alert);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void json_notes(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_jw *w = leave_time(st);
    sdx_jw_key(w, "notes");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nnotes; i++)
        sdx_jw_str(w, r->notes[i]);
    sdx_jw_arr_end(w);
}

static void json_aqe(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    const sdx_report_aqe *a = r->aqe;
    if (!a || !a->nexecs)
        return;
    sdx_jw *w = leave_time(st);
    sdx_jw_key(w, "aqe");
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "thresholds");
    sdx_jw_obj_begin(w);
    kv_int(w, "advisory_partition_bytes", a->advisory_bytes);
    kv_num(w, "skewed_partition_factor", a->skew_factor);
    kv_int(w, "skewed_partition_threshold_bytes", a->skew_threshold_bytes);
    kv_int(w, "broadcast_threshold_bytes", a->broadcast_bytes);
    sdx_jw_key(w, "skew_join_enabled");
    sdx_jw_bool(w, a->skew_join_enabled);
    kv_str(w, "text", a->thresholds_text);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "executions");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < a->nexecs; i++) {
        const sdx_report_aqe_exec *x = &a->execs[i];
        sdx_jw_obj_begin(w);
        kv_int(w, "sql", x->execution_id);
        kv_str(w, "description", x->description);
        kv_int(w, "duration_ms", x->duration_ms);
        kv_int(w, "coalesced_reads", x->coalesced_reads);
        kv_int(w, "partitions_before", x->partitions_before);
        kv_int(w, "partitions_after", x->partitions_after);
        kv_str(w, "coalesced", x->coalesced_text);
        kv_int(w, "skewed_partitions", x->skewed_partitions);
        kv_int(w, "skew_splits", x->skew_splits);
        kv_int(w, "joins_switched", x->joins_switched);
        kv_str(w, "switched_to", x->switched_to);
        kv_int(w, "local_reads", x->local_reads);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    kv_int(w, "more_executions", a->more_execs);
    sdx_jw_key(w, "unhandled_skew");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < a->nunhandled; i++) {
        sdx_jw_obj_begin(w);
        kv_int(w, "stage", a->unhandled[i].stage_id);
        kv_str(w, "finding", a->unhandled[i].finding_id);
        kv_str(w, "why", a->unhandled[i].why);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
}

static const rd_backend json_backend = {
    "json", json_begin, json_end,
    {
        [SDX_SECTION_HEADER] = json_header,
        [SDX_SECTION_TIME] = json_time,
        [SDX_SECTION_JOBS] = json_jobs,
        [SDX_SECTION_STAGES] = json_stages,
        [SDX_SECTION_COUNTS] = json_counts,
        [SDX_SECTION_FINDINGS] = json_findings,
        [SDX_SECTION_RULED_OUT] = json_ruled_out,
        [SDX_SECTION_PREVENT] = json_prevent,
        [SDX_SECTION_NOTES] = json_notes,
        [SDX_SECTION_BASELINE] = json_baseline,
        [SDX_SECTION_AQE] = json_aqe,
        [SDX_SECTION_QUERIES] = json_queries,
    }};

void sdx_report_render_json(const sdx_report *r, sdx_buf *out, int pretty)
{
    jst j = {.in_time = 0};
    sdx_jw_init(&j.w, out, pretty);
    rd_walk(&json_backend, &j, r);
}
