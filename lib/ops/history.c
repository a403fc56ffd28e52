/*
 * history.c: `sparkdx history add|list|show|check|baseline`, the run
 * history (include/sparkdx/ops.h: sdx_ops_history; the store is lib/store/,
 * docs/history.md). `add` stores the summary of each new app attempt
 * (skipping the ones stored from a log of the same size and mtime), `list`
 * and `show` give the trend per job with a sparkline of durations, `check`
 * compares a run with the median of its job's last runs and sets the code a
 * scheduler alerts on, `baseline` names the log of the run that stands for
 * that baseline. The caller resolves the database path (the library never
 * reads the environment); the directories above it are created when
 * q->history_mkdir is set. Every sub-command renders into one buffer that
 * is written to the sink once.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ops/internal.h"
#include "sparkdx/format.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"
#include "sparkdx/store.h"

/* One history operation: the request, its result, the open store and the
 * output rendered so far. */
typedef struct hist {
    const sdx_ops_request *q;
    sdx_ops_result *res;
    sdx_store *st;
    int json;
    sdx_buf out;
} hist;

/* An error from the library: its formatted text as an error message. */
static void err_msg(hist *h, const sdx_error *err)
{
    char ebuf[2200];
    op_msg(h->res, SDX_OPS_ERROR, "%s", sdx_error_format(err, ebuf, sizeof ebuf));
}

/* mkdir -p of the directories above a file path. */
static int make_parents(const char *path)
{
    char buf[4096];
    size_t n = strlen(path);
    if (n >= sizeof buf) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(buf, path, n + 1);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        if (mkdir(buf, 0700) < 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    return 0;
}

static sdx_ops_code open_store(hist *h)
{
    const sdx_ops_request *q = h->q;
    if (!q->history_db || !*q->history_db) {
        op_msg(h->res, SDX_OPS_ERROR, "no history database given");
        return op_fail(h->res, SDX_OPS_USAGE);
    }
    if (q->history_mkdir && make_parents(q->history_db) < 0) {
        op_msg(h->res, SDX_OPS_ERROR, "cannot create the directory of %s: %s", q->history_db, strerror(errno));
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    sdx_error err;
    if (sdx_store_open(q->history_db, &h->st, &err) < 0) {
        h->st = NULL;
        err_msg(h, &err);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    return SDX_OPS_OK;
}

/* ---- text helpers ---------------------------------------------------------- */

static void put_visible(sdx_buf *b, const char *s, int width)
{
    /* log text padded to width columns (bytes: names are mostly ASCII) */
    size_t before = b->len;
    sdx_buf_puts_visible(b, s ? s : "");
    int n = (int)(b->len - before);
    for (; n < width; n++)
        sdx_buf_putc(b, ' ');
}

static void sparkline(sdx_buf *b, const double *v, size_t n, int ascii)
{
    static const char *const blocks[8] = {"\u2581", "\u2582", "\u2583", "\u2584",
                                          "\u2585", "\u2586", "\u2587", "\u2588"};
    static const char ascii_levels[] = "_.-:=+*#";
    double lo = INFINITY, hi = -INFINITY;
    for (size_t i = 0; i < n; i++) {
        if (v[i] < lo)
            lo = v[i];
        if (v[i] > hi)
            hi = v[i];
    }
    for (size_t i = 0; i < n; i++) {
        int lv = hi > lo ? (int)((v[i] - lo) / (hi - lo) * 7.0 + 0.5) : 3;
        if (lv < 0)
            lv = 0;
        if (lv > 7)
            lv = 7;
        if (ascii)
            sdx_buf_putc(b, ascii_levels[lv]);
        else
            sdx_buf_puts(b, blocks[lv]);
    }
}

static void fmt_metric(double v, const char *unit, char out[32])
{
    if (isnan(v) || isinf(v))
        snprintf(out, 32, "-");
    else if (!strcmp(unit, "ms"))
        sdx_fmt_duration((int64_t)llround(v), out);
    else if (!strcmp(unit, "bytes"))
        sdx_fmt_bytes((int64_t)llround(v < 0 ? 0 : v), out);
    else if (!strcmp(unit, "share"))
        snprintf(out, 32, "%.1f%%", v * 100);
    else
        snprintf(out, 32, "%.0f", v);
}

static void fmt_date(int64_t ms, char out[32])
{
    if (ms < 0)
        snprintf(out, 32, "-");
    else
        sdx_fmt_date(ms, out);
}

static void json_run(sdx_jw *w, const sdx_run *r)
{
    sdx_jw_obj_begin(w);
#define KS(k, v) (sdx_jw_key(w, k), sdx_jw_str(w, v))
#define KI(k, v) (sdx_jw_key(w, k), sdx_jw_int(w, v))
    KI("id", r->id);
    KS("app_id", r->app_id);
    KS("attempt_id", r->attempt_id);
    KS("app_name", r->app_name);
    KS("status", r->status);
    KS("spark_version", r->spark_version);
    KS("log_path", r->log_path);
    KI("start_ms", r->start_ms);
    KI("duration_ms", r->duration_ms);
    KI("input_bytes", r->input_bytes);
    KI("input_rows", r->input_rows);
    KI("output_bytes", r->output_bytes);
    KI("output_rows", r->output_rows);
    KI("shuffle_read_bytes", r->shuffle_read_bytes);
    KI("shuffle_read_rows", r->shuffle_read_rows);
    KI("shuffle_write_bytes", r->shuffle_write_bytes);
    KI("shuffle_write_rows", r->shuffle_write_rows);
    KI("spill_memory_bytes", r->spill_memory_bytes);
    KI("spill_disk_bytes", r->spill_disk_bytes);
    KI("tasks", r->tasks);
    KI("failed_tasks", r->failed_tasks);
    KI("failed_stages", r->failed_stages);
    KI("failed_jobs", r->failed_jobs);
    KI("retried_stages", r->retried_stages);
    sdx_jw_key(w, "stages");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nstages; i++) {
        const sdx_run_stage *g = &r->stages[i];
        sdx_jw_obj_begin(w);
        KS("key", g->key);
        KS("name", g->name);
        KI("stage_id", g->stage_id);
        KI("attempt_id", g->attempt_id);
        KI("duration_ms", g->duration_ms);
        KI("tasks", g->tasks);
        sdx_jw_key(w, "top_share");
        if (isnan(g->top_share))
            sdx_jw_null(w);
        else
            sdx_jw_double(w, g->top_share);
        KI("spill_memory_bytes", g->spill_memory_bytes);
        KI("spill_disk_bytes", g->spill_disk_bytes);
        sdx_jw_key(w, "gc_share");
        if (isnan(g->gc_share))
            sdx_jw_null(w);
        else
            sdx_jw_double(w, g->gc_share);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "findings");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nfindings; i++) {
        sdx_jw_obj_begin(w);
        KS("id", r->findings[i].id);
        KS("severity", sdx_severity_name(r->findings[i].severity));
        KI("impact_ms", r->findings[i].impact_ms);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
#undef KS
#undef KI
    sdx_jw_obj_end(w);
}

static void why_text(sdx_buf *b, const sdx_check_metric *m, double k, double rel)
{
    char v[32], med[32], mad[32], bound[32], minc[32], mina[32];
    fmt_metric(m->min_abs, m->unit, mina);
    fmt_metric(m->value, m->unit, v);
    fmt_metric(m->median, m->unit, med);
    fmt_metric(m->mad, m->unit, mad);
    fmt_metric(m->anomalous > 0 ? m->upper : m->lower, m->unit, bound);
    fmt_metric(m->min_change, m->unit, minc);
    sdx_buf_puts(b, "  ");
    sdx_buf_puts_visible(b, m->label);
    sdx_buf_printf(b, " is %s, ", v);
    if (m->median > 0)
        sdx_buf_printf(b, "%.2fx the baseline median %s", m->value / m->median, med);
    else
        sdx_buf_printf(b, "where the baseline median is %s", med);
    sdx_buf_printf(b, " of %u runs: %s the bound %s = median %s max(%g x MAD %s, minimum change %s)", m->nbaseline,
                   m->anomalous > 0 ? "above" : "below", bound, m->anomalous > 0 ? "+" : "-", k, mad, minc);
    sdx_buf_printf(b, ", the minimum change being the larger of %.0f%% of the median and %s\n", rel * 100, mina);
}

static void check_json(sdx_buf *out, const sdx_run *run, const sdx_check_result *res, const sdx_check_opts *o,
                       const char *verdict)
{
    sdx_jw w;
    sdx_jw_init(&w, out, 1);
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "schema");
    sdx_jw_str(&w, "sparkdx.history-check/1");
    sdx_jw_key(&w, "verdict");
    sdx_jw_str(&w, verdict);
    sdx_jw_key(&w, "app_id");
    sdx_jw_str(&w, run->app_id);
    sdx_jw_key(&w, "attempt_id");
    sdx_jw_str(&w, run->attempt_id);
    sdx_jw_key(&w, "app_name");
    sdx_jw_str(&w, run->app_name);
    sdx_jw_key(&w, "start_ms");
    sdx_jw_int(&w, run->start_ms);
    sdx_jw_key(&w, "job_id");
    sdx_jw_int(&w, res->job_id);
    sdx_jw_key(&w, "job");
    sdx_jw_str(&w, res->job_key);
    sdx_jw_key(&w, "baseline");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "runs");
    sdx_jw_int(&w, res->nbaseline);
    sdx_jw_key(&w, "max_runs");
    sdx_jw_int(&w, o->runs);
    sdx_jw_key(&w, "min_runs");
    sdx_jw_int(&w, o->min_runs);
    sdx_jw_key(&w, "k");
    sdx_jw_double(&w, o->k);
    sdx_jw_key(&w, "min_rel");
    sdx_jw_double(&w, o->min_rel);
    sdx_jw_key(&w, "first_start_ms");
    sdx_jw_int(&w, res->nbaseline ? res->baseline_first_ms : -1);
    sdx_jw_key(&w, "last_start_ms");
    sdx_jw_int(&w, res->nbaseline ? res->baseline_last_ms : -1);
    sdx_jw_obj_end(&w);
    sdx_jw_key(&w, "metrics");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < res->nmetrics; i++) {
        const sdx_check_metric *m = &res->metrics[i];
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "metric");
        sdx_jw_str(&w, m->metric);
        sdx_jw_key(&w, "label");
        sdx_jw_str(&w, m->label);
        sdx_jw_key(&w, "unit");
        sdx_jw_str(&w, m->unit);
        sdx_jw_key(&w, "value");
        sdx_jw_double(&w, m->value);
        sdx_jw_key(&w, "median");
        sdx_jw_double(&w, m->median);
        sdx_jw_key(&w, "mad");
        sdx_jw_double(&w, m->mad);
        sdx_jw_key(&w, "upper");
        sdx_jw_double(&w, m->upper);
        sdx_jw_key(&w, "lower");
        if (isinf(m->lower))
            sdx_jw_null(&w);
        else
            sdx_jw_double(&w, m->lower);
        sdx_jw_key(&w, "min_change");
        sdx_jw_double(&w, m->min_change);
        sdx_jw_key(&w, "min_abs");
        sdx_jw_double(&w, m->min_abs);
        sdx_jw_key(&w, "baseline_runs");
        sdx_jw_int(&w, m->nbaseline);
        sdx_jw_key(&w, "status");
        sdx_jw_str(&w, m->anomalous > 0 ? "high" : m->anomalous < 0 ? "low" : "normal");
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    sdx_jw_obj_end(&w);
    sdx_buf_putc(out, '\n');
}

static void check_text(sdx_buf *out, const sdx_run *run, const sdx_check_result *res, const sdx_check_opts *o)
{
    sdx_buf_puts(out, "sparkdx history check: ");
    sdx_buf_puts_visible(out, run->app_name);
    sdx_buf_puts(out, " (");
    sdx_buf_puts_visible(out, run->app_id);
    sdx_buf_puts(out, ")");
    if (!res->job_id) {
        sdx_buf_puts(out, "\nno baseline yet: no stored run of this job (add runs with `sparkdx history add`)\n");
        return;
    }
    sdx_buf_puts(out, ", job ");
    sdx_buf_puts_visible(out, res->job_key);
    sdx_buf_putc(out, '\n');
    if (!res->has_baseline) {
        sdx_buf_printf(out, "no baseline yet: %u earlier run%s of this job, %u needed\n", res->nbaseline,
                       res->nbaseline == 1 ? "" : "s", o->min_runs);
        return;
    }
    char f[32], l[32];
    fmt_date(res->baseline_first_ms, f);
    fmt_date(res->baseline_last_ms, l);
    sdx_buf_printf(out, "baseline: median of the last %u earlier runs (%s .. %s), bound median +- max(%g x MAD, %.0f%%, "
                        "minimum change)\n",
                   res->nbaseline, f, l, o->k, o->min_rel * 100);
    if (res->nanomalous)
        sdx_buf_printf(out, "ANOMALOUS: %u of %u metrics outside their bounds\n", res->nanomalous, res->nmetrics);
    else
        sdx_buf_printf(out, "normal: all %u metrics within their bounds\n", res->nmetrics);
    sdx_buf_printf(out, "\n  %-5s %11s %11s %11s %-25s %s\n", "", "VALUE", "MEDIAN", "MAD", "  BOUND", "METRIC");
    for (uint32_t i = 0; i < res->nmetrics; i++) {
        const sdx_check_metric *m = &res->metrics[i];
        char v[32], med[32], mad[32], bound[72], up[32], lo[32];
        fmt_metric(m->value, m->unit, v);
        fmt_metric(m->median, m->unit, med);
        fmt_metric(m->mad, m->unit, mad);
        fmt_metric(m->upper, m->unit, up);
        fmt_metric(m->lower < 0 ? 0 : m->lower, m->unit, lo);
        if (m->direction)
            snprintf(bound, sizeof bound, "<= %s", up);
        else
            snprintf(bound, sizeof bound, "%s..%s", lo, up);
        sdx_buf_printf(out, "  %-5s %11s %11s %11s   %-23s ", m->anomalous > 0 ? "HIGH" : m->anomalous < 0 ? "LOW" : "ok",
                       v, med, mad, bound);
        sdx_buf_puts_visible(out, m->label);
        sdx_buf_putc(out, '\n');
    }
    if (res->nanomalous) {
        sdx_buf_puts(out, "\nwhy:\n");
        for (uint32_t i = 0; i < res->nmetrics; i++)
            if (res->metrics[i].anomalous)
                why_text(out, &res->metrics[i], o->k, o->min_rel);
    }
}

/* ---- reading a log ----------------------------------------------------------- */

/* Build the run summary of one log. Returns 0, or -1 with the reason in the
 * result's messages. */
static int summarize_log(hist *h, const sdx_logref *log, sdx_run **run)
{
    sdx_error err;
    char ebuf[2200];
    sdx_model *m = NULL;
    *run = NULL;
    if (sdx_model_build(log, 0, &m, &err) < 0) {
        err_msg(h, &err);
        return -1;
    }
    if (err.code != SDX_OK) {
        op_msg(h->res, SDX_OPS_ERROR, "%s: damaged log, not used: %s", log->path,
               sdx_error_format(&err, ebuf, sizeof ebuf));
        sdx_model_free(m);
        return -1;
    }
    if (!m->app_id) {
        op_msg(h->res, SDX_OPS_ERROR, "%s: no application start event: not an application log", log->path);
        sdx_model_free(m);
        return -1;
    }
    sdx_report *r = NULL;
    int rc = sdx_report_build(m, NULL, &r, &err);
    if (rc == 0)
        rc = sdx_run_summarize(m, r, run, &err);
    if (rc < 0)
        err_msg(h, &err);
    /* the history keeps where the log is from anywhere (`baseline` prints it) */
    char *abs = rc == 0 && log->layout != SDX_LAYOUT_STDIN ? realpath(log->path, NULL) : NULL;
    if (abs) {
        free((*run)->log_path);
        (*run)->log_path = abs;
    }
    sdx_report_free(r);
    sdx_model_free(m);
    return rc;
}

/* The run summary of the one log at path; SDX_OPS_OK, else the code (set). */
static sdx_ops_code summarize_path(hist *h, const char *path, sdx_run **run)
{
    sdx_loglist list;
    sdx_error err;
    *run = NULL;
    if (sdx_logs_scan(path, &list, &err) < 0) {
        err_msg(h, &err);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    if (list.n != 1) {
        op_msg(h->res, SDX_OPS_ERROR, "%s holds %zu application logs; name one of them", path, list.n);
        sdx_loglist_free(&list);
        return op_fail(h->res, SDX_OPS_USAGE);
    }
    int rc = summarize_log(h, &list.logs[0], run);
    sdx_loglist_free(&list);
    return rc < 0 ? op_fail(h->res, SDX_OPS_INPUT) : SDX_OPS_OK;
}

static void check_opts(const sdx_ops_request *q, sdx_check_opts *o)
{
    sdx_check_opts_init(o);
    if (q->history_runs > 0)
        o->runs = (uint32_t)q->history_runs;
    if (q->history_k > 0)
        o->k = q->history_k;
}

/* ---- add ----------------------------------------------------------------------- */

/* One log: 0 (counted), or -1 on a store error (the add stops). */
static int add_one(hist *h, const sdx_logref *log, int counts[4])
{
    sdx_error err;
    /* the listing view names the app attempt without reading the whole log */
    sdx_model *head = NULL;
    if (sdx_model_build(log, SDX_LISTING_ONLY, &head, &err) < 0) {
        err_msg(h, &err);
        counts[3]++;
        return 0;
    }
    int in_progress = head->in_progress;
    int have = head->app_id ? sdx_store_has_run(h->st, head->app_id, head->attempt.attempt_id, log->size,
                                                log->mtime_ms, &err)
                            : 0;
    sdx_model_free(head);
    if (have < 0) {
        err_msg(h, &err);
        return -1;
    }
    if (have) {
        counts[1]++;
        return 0;
    }
    if (in_progress) {
        op_msg(h->res, SDX_OPS_ERROR, "%s: in progress, not stored (add it when it has ended)", log->path);
        counts[1]++;
        return 0;
    }
    sdx_run *run;
    if (summarize_log(h, log, &run) < 0) {
        counts[3]++;
        return 0;
    }
    sdx_add_status status;
    if (sdx_store_add(h->st, run, &status, &err) < 0) {
        err_msg(h, &err);
        sdx_run_free(run);
        return -1;
    }
    static const char *const verbs[] = {"added", "replaced", "skipped"};
    counts[status == SDX_ADD_NEW ? 0 : status == SDX_ADD_REPLACED ? 2 : 1]++;
    char dur[32];
    sdx_buf *b = &h->out;
    sdx_fmt_duration(run->duration_ms, dur);
    sdx_buf_printf(b, "%-8s ", verbs[status]);
    sdx_buf_puts_visible(b, run->app_id);
    sdx_buf_puts(b, " (");
    sdx_buf_puts_visible(b, run->app_name);
    sdx_buf_printf(b, ") %s, job ", dur);
    sdx_buf_puts_visible(b, run->job_key);
    sdx_buf_putc(b, '\n');
    sdx_run_free(run);
    return 0;
}

static sdx_ops_code history_add(hist *h)
{
    int counts[4] = {0, 0, 0, 0};   /* added, skipped, replaced, unreadable */
    for (size_t i = 0; i < h->q->history_npaths; i++) {
        sdx_loglist list;
        sdx_error err;
        if (sdx_logs_scan(h->q->history_paths[i], &list, &err) < 0) {
            err_msg(h, &err);
            counts[3]++;
            continue;
        }
        for (size_t j = 0; j < list.n; j++)
            if (add_one(h, &list.logs[j], counts) < 0) {
                sdx_loglist_free(&list);
                /* the runs stored so far are still named */
                return op_fail(h->res, SDX_OPS_INPUT);
            }
        sdx_loglist_free(&list);
    }
    sdx_buf_printf(&h->out, "%d added, %d skipped, %d replaced, %d unreadable\n", counts[0], counts[1], counts[2],
                   counts[3]);
    return op_fail(h->res, counts[3] ? SDX_OPS_INPUT : SDX_OPS_OK);
}

/* ---- list and show ------------------------------------------------------------ */

#define TREND_RUNS 20

static sdx_ops_code history_list(hist *h)
{
    sdx_store_jobs jobs;
    sdx_error err;
    if (sdx_store_list_jobs(h->st, &jobs, &err) < 0) {
        err_msg(h, &err);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    sdx_buf *out = &h->out;
    sdx_jw w;
    if (h->json) {
        sdx_jw_init(&w, out, 1);
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "schema");
        sdx_jw_str(&w, "sparkdx.history-list/1");
        sdx_jw_key(&w, "jobs");
        sdx_jw_arr_begin(&w);
    } else if (!jobs.n) {
        sdx_buf_puts(out, "no runs in the history yet: add some with `sparkdx history add LOG|DIR`\n");
    } else {
        sdx_buf_printf(out, "%-32s %5s  %-19s  %9s  %9s  %s\n", "JOB", "RUNS", "LAST RUN", "LAST", "MEDIAN",
                       "DURATIONS (last 20, oldest first)");
    }
    sdx_ops_code rc = SDX_OPS_OK;
    for (uint32_t i = 0; i < jobs.n; i++) {
        const sdx_store_job *j = &jobs.jobs[i];
        sdx_store_runs runs;
        if (sdx_store_job_runs(h->st, j->id, TREND_RUNS, &runs, &err) < 0) {
            err_msg(h, &err);
            rc = SDX_OPS_INPUT;
            break;
        }
        double d[TREND_RUNS], sorted[TREND_RUNS];
        for (uint32_t k = 0; k < runs.n; k++)
            d[k] = sorted[k] = (double)runs.runs[k]->duration_ms;
        double med = sdx_median(sorted, runs.n);
        char last[32], dm[32], dl[32];
        fmt_date(j->last_start_ms, last);
        fmt_metric(med, "ms", dm);
        fmt_metric((double)j->last_duration_ms, "ms", dl);
        if (h->json) {
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "id");
            sdx_jw_int(&w, j->id);
            sdx_jw_key(&w, "key");
            sdx_jw_str(&w, j->key);
            sdx_jw_key(&w, "last_app_name");
            sdx_jw_str(&w, j->last_app_name);
            sdx_jw_key(&w, "runs");
            sdx_jw_int(&w, j->nruns);
            sdx_jw_key(&w, "first_start_ms");
            sdx_jw_int(&w, j->first_start_ms);
            sdx_jw_key(&w, "last_start_ms");
            sdx_jw_int(&w, j->last_start_ms);
            sdx_jw_key(&w, "last_duration_ms");
            sdx_jw_int(&w, j->last_duration_ms);
            sdx_jw_key(&w, "median_duration_ms");
            sdx_jw_double(&w, med);
            sdx_jw_key(&w, "recent_durations_ms");
            sdx_jw_arr_begin(&w);
            for (uint32_t k = 0; k < runs.n; k++)
                sdx_jw_int(&w, runs.runs[k]->duration_ms);
            sdx_jw_arr_end(&w);
            sdx_jw_obj_end(&w);
        } else {
            put_visible(out, j->key, 32);
            sdx_buf_printf(out, " %5lld  %-19s  %9s  %9s  ", (long long)j->nruns, last, dl, dm);
            sparkline(out, d, runs.n, h->q->history_ascii);
            sdx_buf_putc(out, '\n');
        }
        sdx_store_runs_free(&runs);
    }
    if (h->json) {
        sdx_jw_arr_end(&w);
        sdx_jw_obj_end(&w);
        sdx_buf_putc(out, '\n');
    }
    sdx_store_jobs_free(&jobs);
    if (rc != SDX_OPS_OK)
        sdx_buf_free(out);   /* nothing of a list cut short */
    return op_fail(h->res, rc);
}

static sdx_ops_code history_show(hist *h)
{
    sdx_error err;
    int64_t job;
    if (sdx_store_job_lookup(h->st, h->q->history_paths[0], &job, &err) < 0) {
        if (err.code == SDX_ERR_NOTFOUND) {
            op_msg(h->res, SDX_OPS_ERROR, "%s", err.msg);
            return op_fail(h->res, SDX_OPS_NOTFOUND);
        }
        err_msg(h, &err);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    sdx_store_jobs jobs;
    if (sdx_store_list_jobs(h->st, &jobs, &err) < 0) {
        err_msg(h, &err);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    char key[512] = "";
    long long nruns = 0;
    for (uint32_t i = 0; i < jobs.n; i++)
        if (jobs.jobs[i].id == job) {
            snprintf(key, sizeof key, "%s", jobs.jobs[i].key);
            nruns = jobs.jobs[i].nruns;
        }
    sdx_store_jobs_free(&jobs);
    sdx_store_runs runs;
    int limit = h->q->history_runs;
    if (sdx_store_job_runs(h->st, job, limit > 0 ? (uint32_t)limit : 0, &runs, &err) < 0) {
        err_msg(h, &err);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    double *d = calloc(runs.n + 1, 2 * sizeof *d);
    if (!d) {
        sdx_store_runs_free(&runs);
        op_msg(h->res, SDX_OPS_ERROR, "out of memory");
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    sdx_buf *out = &h->out;
    double *sorted = d + runs.n + 1;
    for (uint32_t k = 0; k < runs.n; k++)
        d[k] = sorted[k] = (double)runs.runs[k]->duration_ms;
    double med = sdx_median(sorted, runs.n);
    if (h->json) {
        sdx_jw w;
        sdx_jw_init(&w, out, 1);
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "schema");
        sdx_jw_str(&w, "sparkdx.history-show/1");
        sdx_jw_key(&w, "job_id");
        sdx_jw_int(&w, job);
        sdx_jw_key(&w, "job");
        sdx_jw_str(&w, key);
        sdx_jw_key(&w, "total_runs");
        sdx_jw_int(&w, nruns);
        sdx_jw_key(&w, "median_duration_ms");
        sdx_jw_double(&w, med);
        sdx_jw_key(&w, "runs");
        sdx_jw_arr_begin(&w);
        for (uint32_t k = 0; k < runs.n; k++)
            json_run(&w, runs.runs[k]);
        sdx_jw_arr_end(&w);
        sdx_jw_obj_end(&w);
        sdx_buf_putc(out, '\n');
    } else {
        char lo[32], hi[32], dm[32], f[32], l[32];
        double mn = INFINITY, mx = -INFINITY;
        for (uint32_t k = 0; k < runs.n; k++) {
            mn = d[k] < mn ? d[k] : mn;
            mx = d[k] > mx ? d[k] : mx;
        }
        fmt_metric(mn, "ms", lo);
        fmt_metric(mx, "ms", hi);
        fmt_metric(med, "ms", dm);
        fmt_date(runs.n ? runs.runs[0]->start_ms : -1, f);
        fmt_date(runs.n ? runs.runs[runs.n - 1]->start_ms : -1, l);
        sdx_buf_puts(out, "Job ");
        sdx_buf_puts_visible(out, key);
        sdx_buf_printf(out, " (id %lld): %u of %lld runs, %s .. %s\n", (long long)job, runs.n, nruns, f, l);
        sdx_buf_puts(out, "durations ");
        sparkline(out, d, runs.n, h->q->history_ascii);
        sdx_buf_printf(out, "  (min %s, median %s, max %s)\n\n", lo, dm, hi);
        sdx_buf_printf(out, "  %-19s  %-24s %-28s %-10s %9s %10s %10s %10s %6s  %s\n", "START", "APP ID", "APP NAME",
                       "STATUS", "DURATION", "INPUT", "SHUFFLE", "SPILL", "FAILED", "TOP FINDING");
        for (uint32_t k = 0; k < runs.n; k++) {
            const sdx_run *r = runs.runs[k];
            char sd[32], du[32], in[32], sh[32], sp[32];
            fmt_date(r->start_ms, sd);
            sdx_fmt_duration(r->duration_ms, du);
            sdx_fmt_bytes(r->input_bytes, in);
            sdx_fmt_bytes(r->shuffle_read_bytes, sh);
            sdx_fmt_bytes(r->spill_disk_bytes, sp);
            sdx_buf_printf(out, "  %-19s  ", sd);
            put_visible(out, r->app_id, 24);
            sdx_buf_putc(out, ' ');
            put_visible(out, r->app_name, 28);
            sdx_buf_printf(out, " %-10s %9s %10s %10s %10s %6lld  ", r->status, du, in, sh, sp,
                           (long long)r->failed_tasks);
            if (r->nfindings)
                sdx_buf_printf(out, "%s (%s)", r->findings[0].id, sdx_severity_name(r->findings[0].severity));
            else
                sdx_buf_puts(out, "-");
            sdx_buf_putc(out, '\n');
        }
    }
    free(d);
    sdx_store_runs_free(&runs);
    return op_fail(h->res, SDX_OPS_OK);
}

/* ---- baseline and check ---------------------------------------------------------- */

static sdx_ops_code history_baseline(hist *h)
{
    sdx_run *run, *base;
    sdx_error err;
    if (summarize_path(h, h->q->history_paths[0], &run) != SDX_OPS_OK)
        return h->res->code;
    sdx_check_opts o;
    check_opts(h->q, &o);
    if (sdx_store_baseline_run(h->st, run, &o, &base, &err) < 0) {
        err_msg(h, &err);
        sdx_run_free(run);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    sdx_run_free(run);
    if (!base) {
        op_msg(h->res, SDX_OPS_ERROR, "no baseline yet: fewer than %u earlier runs of this job in the history",
               o.min_runs);
        return op_fail(h->res, SDX_OPS_NOBASELINE);
    }
    if (h->json) {
        sdx_jw w;
        sdx_jw_init(&w, &h->out, 1);
        json_run(&w, base);
        sdx_buf_putc(&h->out, '\n');
    } else {
        sdx_buf_puts_visible(&h->out, base->log_path);
        sdx_buf_putc(&h->out, '\n');
    }
    sdx_run_free(base);
    return op_fail(h->res, SDX_OPS_OK);
}

static sdx_ops_code history_check(hist *h)
{
    sdx_error err;
    sdx_run *run;
    const char *path = h->q->history_paths[0];
    if (summarize_path(h, path, &run) != SDX_OPS_OK)
        return h->res->code;
    if (run->status && !strcmp(run->status, "incomplete"))
        op_msg(h->res, SDX_OPS_WARNING, "%s has not ended (in progress or cut): its numbers are the ones so far", path);
    sdx_check_opts o;
    check_opts(h->q, &o);
    sdx_check_result *cr;
    if (sdx_store_check(h->st, run, &o, &cr, &err) < 0) {
        err_msg(h, &err);
        sdx_run_free(run);
        return op_fail(h->res, SDX_OPS_INPUT);
    }
    sdx_ops_code code = !cr->has_baseline ? SDX_OPS_NOBASELINE : cr->nanomalous ? SDX_OPS_FINDINGS : SDX_OPS_OK;
    if (h->json)
        check_json(&h->out, run, cr, &o,
                   code == SDX_OPS_OK ? "normal" : code == SDX_OPS_FINDINGS ? "anomalous" : "no_baseline");
    else
        check_text(&h->out, run, cr, &o);
    sdx_check_result_free(cr);
    if (h->q->history_add) {
        sdx_add_status status;
        if (sdx_store_add(h->st, run, &status, &err) < 0) {
            err_msg(h, &err);
            code = SDX_OPS_INPUT;
        }
    }
    sdx_run_free(run);
    return op_fail(h->res, code);
}

/* ---- the entry point ---------------------------------------------------------------- */

sdx_ops_code sdx_ops_history(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    static const struct {
        const char *name;
        size_t min, max;    /* positional arguments */
        sdx_ops_code (*fn)(hist *);
        const char *args;
    } subs[] = {
        {"add", 1, (size_t)-1, history_add, "LOG|DIR..."},
        {"list", 0, 0, history_list, "no argument"},
        {"show", 1, 1, history_show, "one JOB"},
        {"check", 1, 1, history_check, "one LOG"},
        {"baseline", 1, 1, history_baseline, "one LOG"},
    };
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    size_t which = sizeof subs / sizeof subs[0];
    for (size_t i = 0; q->history_cmd && i < sizeof subs / sizeof subs[0]; i++)
        if (!strcmp(q->history_cmd, subs[i].name))
            which = i;
    if (which == sizeof subs / sizeof subs[0]) {
        if (q->history_cmd)
            op_msg(res, SDX_OPS_ERROR, "unknown history command '%s' (add, list, show, check or baseline)",
                   q->history_cmd);
        else
            op_msg(res, SDX_OPS_ERROR, "no history command (add, list, show, check or baseline)");
        return op_fail(res, SDX_OPS_USAGE);
    }
    size_t n = q->history_paths ? q->history_npaths : 0;
    if (n < subs[which].min || n > subs[which].max) {
        op_msg(res, SDX_OPS_ERROR, "history %s takes %s (%zu given)", subs[which].name, subs[which].args, n);
        return op_fail(res, SDX_OPS_USAGE);
    }
    if (q->history_runs < 0 || q->history_k < 0 || isnan(q->history_k)) {
        op_msg(res, SDX_OPS_ERROR, "bad runs or k (0 for the default, else positive)");
        return op_fail(res, SDX_OPS_USAGE);
    }
    hist h = {.q = q, .res = res, .json = !strcmp(format, "json")};
    sdx_buf_init(&h.out);
    if (open_store(&h) == SDX_OPS_OK) {
        subs[which].fn(&h);
        if (op_emit(out, &h.out, res) < 0 && res->code != SDX_OPS_OUTPUT)
            res->code = SDX_OPS_INPUT;   /* out of memory rendering */
    }
    sdx_store_close(h.st);
    sdx_buf_free(&h.out);
    return res->code;
}
