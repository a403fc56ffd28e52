/*
 * baseline.c: is this run normal for its job? The baseline of a metric is
 * the median of the job's last N earlier runs; the bound is the median plus
 * (and for byte volumes, minus) the largest of k times the median absolute
 * deviation, a share of the median and a minimum absolute change, so that a
 * job whose runs are all alike does not alert on a few seconds, and a noisy
 * one does not alert on its usual noise. Heavy stages are compared by their
 * stable key (summary.c), not their id.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"
#include "util/util.h"

void sdx_check_opts_init(sdx_check_opts *o)
{
    o->runs = 10;
    o->min_runs = 3;
    o->k = 3.0;
    o->min_rel = 0.10;
    o->min_duration_ms = 30000;
    o->min_bytes = 64LL << 20;
    o->min_count = 1.0;
    o->min_share = 0.10;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

double sdx_median(double *v, size_t n)
{
    if (!n)
        return NAN;
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

double sdx_mad(const double *v, size_t n, double median)
{
    if (!n)
        return NAN;
    double small[64], *d = n <= 64 ? small : sdx_xmalloc(n * sizeof *d);
    if (!d)
        return NAN;
    for (size_t i = 0; i < n; i++)
        d[i] = fabs(v[i] - median);
    double m = sdx_median(d, n);
    if (d != small)
        free(d);
    return m;
}

void sdx_check_result_free(sdx_check_result *r)
{
    if (!r)
        return;
    for (uint32_t i = 0; i < r->nmetrics; i++) {
        free(r->metrics[i].metric);
        free(r->metrics[i].label);
    }
    free(r->metrics);
    free(r->job_key);
    free(r);
}

typedef struct checker {
    sdx_check_result *res;
    uint32_t cap;
    const sdx_check_opts *o;
    double *vals;     /* scratch, one per baseline run */
} checker;

/* Add one metric from its value and the baseline values (n of them). */
static int judge(checker *c, const char *metric, const char *label, const char *unit, int direction, double min_abs,
                 double value, const double *base, uint32_t n)
{
    if (n == 0 || n < c->o->min_runs)
        return 0;
    if (!strcmp(unit, "bytes") && value == 0) {
        uint32_t zeros = 0;
        for (uint32_t i = 0; i < n; i++)
            zeros += base[i] == 0;
        if (zeros == n)
            return 0;   /* nothing read or written in any run: nothing to compare */
    }
    if (c->res->nmetrics == c->cap) {
        uint32_t nc = c->cap ? c->cap * 2 : 16;
        sdx_check_metric *g = sdx_xrealloc(c->res->metrics, nc * sizeof *g);
        if (!g)
            return -1;
        c->res->metrics = g;
        c->cap = nc;
    }
    memcpy(c->vals, base, n * sizeof *base);
    double med = sdx_median(c->vals, n);
    double mad = sdx_mad(base, n, med);
    if (isnan(mad))
        return -1;
    double spread = c->o->k * mad;
    double rel = c->o->min_rel * fabs(med);
    double floor_ = rel > min_abs ? rel : min_abs;
    if (spread < floor_)
        spread = floor_;
    sdx_check_metric *m = &c->res->metrics[c->res->nmetrics];
    memset(m, 0, sizeof *m);
    m->metric = sdx_xstrdup(metric);
    m->label = sdx_xstrdup(label);
    if (!m->metric || !m->label) {
        free(m->metric);
        free(m->label);
        return -1;
    }
    c->res->nmetrics++;
    m->unit = unit;
    m->direction = direction;
    m->value = value;
    m->median = med;
    m->mad = mad;
    m->min_change = floor_;
    m->min_abs = min_abs;
    m->upper = med + spread;
    m->lower = direction ? -INFINITY : med - spread;
    m->nbaseline = n;
    m->anomalous = value > m->upper ? 1 : value < m->lower ? -1 : 0;
    c->res->nanomalous += m->anomalous != 0;
    return 0;
}

enum { M_DURATION, M_INPUT, M_OUTPUT, M_SHUFFLE_READ, M_SHUFFLE_WRITE, M_SPILL, M_FAILURES, M_FAILED_TASKS, M_N };

static double run_metric(const sdx_run *r, int k)
{
    switch (k) {
    case M_DURATION: return (double)r->duration_ms;
    case M_INPUT: return (double)r->input_bytes;
    case M_OUTPUT: return (double)r->output_bytes;
    case M_SHUFFLE_READ: return (double)r->shuffle_read_bytes;
    case M_SHUFFLE_WRITE: return (double)r->shuffle_write_bytes;
    case M_SPILL: return (double)r->spill_disk_bytes;
    case M_FAILURES: return (double)r->failed_jobs + (double)r->failed_stages;
    default: return (double)r->failed_tasks;
    }
}

int sdx_store_check(sdx_store *s, const sdx_run *run, const sdx_check_opts *opts, sdx_check_result **out,
                    sdx_error *err)
{
    *out = NULL;
    sdx_check_opts defaults;
    if (!opts) {
        sdx_check_opts_init(&defaults);
        opts = &defaults;
    }
    sdx_check_result *res = sdx_xcalloc(1, sizeof *res);
    if (!res)
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory checking the run");
    int64_t job = 0;
    if (sdx_store_find_job(s, run, &job, err) < 0) {
        sdx_check_result_free(res);
        return -1;
    }
    res->job_id = job;
    if (!job) {
        *out = res;
        return 0;
    }
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db, "SELECT key FROM jobs WHERE id = ?1", -1, &st, NULL) == SQLITE_OK) {
        sqlite3_bind_int64(st, 1, job);
        if (sqlite3_step(st) == SQLITE_ROW) {
            const char *k = (const char *)sqlite3_column_text(st, 0);
            res->job_key = sdx_xstrdup(k ? k : "");
        }
        sqlite3_finalize(st);
    }
    if (!res->job_key) {
        sdx_check_result_free(res);
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory checking the run");
    }
    sdx_store_runs base;
    int64_t before = run->start_ms >= 0 ? run->start_ms : INT64_MAX;
    if (sdx_store_runs_before(s, job, before, run->app_id ? run->app_id : "", run->attempt_id, opts->runs, &base,
                              err) < 0) {
        sdx_check_result_free(res);
        return -1;
    }
    res->nbaseline = base.n;
    res->has_baseline = base.n >= opts->min_runs && base.n > 0;
    if (base.n) {
        res->baseline_first_ms = base.runs[0]->start_ms;
        res->baseline_last_ms = base.runs[base.n - 1]->start_ms;
    }
    if (!res->has_baseline) {
        sdx_store_runs_free(&base);
        *out = res;
        return 0;
    }
    checker c = {.res = res, .o = opts};
    double *vals = sdx_xmalloc(2 * (size_t)base.n * sizeof *vals);
    if (!vals)
        goto oom;
    c.vals = vals + base.n;
    static const struct { const char *metric, *label, *unit; int direction; } defs[M_N] = {
        {"duration", "duration", "ms", 1},
        {"input_bytes", "input", "bytes", 0},
        {"output_bytes", "output", "bytes", 0},
        {"shuffle_read_bytes", "shuffle read", "bytes", 0},
        {"shuffle_write_bytes", "shuffle write", "bytes", 0},
        {"spill_disk_bytes", "spill (disk)", "bytes", 1},
        {"failures", "failed jobs + stages", "count", 1},
        {"failed_tasks", "failed tasks", "count", 1},
    };
    for (int k = 0; k < M_N; k++) {
        for (uint32_t i = 0; i < base.n; i++)
            vals[i] = run_metric(base.runs[i], k);
        double min_abs = !strcmp(defs[k].unit, "ms") ? (double)opts->min_duration_ms
                         : !strcmp(defs[k].unit, "bytes") ? (double)opts->min_bytes
                         : k == M_FAILURES ? 0.5 : opts->min_count;
        if (judge(&c, defs[k].metric, defs[k].label, defs[k].unit, defs[k].direction, min_abs, run_metric(run, k), vals,
                  base.n) < 0)
            goto oom;
    }
    /* heavy stages of this run, by key, against the runs where they were heavy */
    for (uint32_t g = 0; g < run->nstages; g++) {
        const sdx_run_stage *rs = &run->stages[g];
        uint32_t n = 0;
        for (uint32_t i = 0; i < base.n; i++)
            for (uint32_t j = 0; j < base.runs[i]->nstages; j++)
                if (!strcmp(base.runs[i]->stages[j].key, rs->key)) {
                    vals[n++] = (double)base.runs[i]->stages[j].duration_ms;
                    break;
                }
        char metric[300], label[300];
        snprintf(metric, sizeof metric, "stage:%s", rs->key);
        snprintf(label, sizeof label, "stage %d (%s)", rs->stage_id, rs->name ? rs->name : "");
        if (judge(&c, metric, label, "ms", 1, (double)opts->min_duration_ms, (double)rs->duration_ms, vals, n) < 0)
            goto oom;
        /* its shape: the largest task's share of its data (a hot key appeared)
         * and its GC share, where both runs know them */
        for (int which = 0; which < 2; which++) {
            double v = which ? rs->gc_share : rs->top_share;
            if (isnan(v))
                continue;
            n = 0;
            for (uint32_t i = 0; i < base.n; i++)
                for (uint32_t j = 0; j < base.runs[i]->nstages; j++)
                    if (!strcmp(base.runs[i]->stages[j].key, rs->key)) {
                        double b = which ? base.runs[i]->stages[j].gc_share : base.runs[i]->stages[j].top_share;
                        if (!isnan(b))
                            vals[n++] = b;
                        break;
                    }
            snprintf(metric, sizeof metric, "%s:%s", which ? "stage_gc_share" : "stage_top_share", rs->key);
            snprintf(label, sizeof label, "stage %d %s (%s)", rs->stage_id,
                     which ? "GC share" : "top-partition share", rs->name ? rs->name : "");
            if (judge(&c, metric, label, "share", 1, opts->min_share, v, vals, n) < 0)
                goto oom;
        }
    }
    free(vals);
    sdx_store_runs_free(&base);
    *out = res;
    return 0;
oom:
    free(vals);
    sdx_store_runs_free(&base);
    sdx_check_result_free(res);
    return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory checking the run");
}

int sdx_store_baseline_run(sdx_store *s, const sdx_run *run, const sdx_check_opts *opts, sdx_run **out,
                           sdx_error *err)
{
    *out = NULL;
    sdx_check_opts defaults;
    if (!opts) {
        sdx_check_opts_init(&defaults);
        opts = &defaults;
    }
    int64_t job = 0;
    if (sdx_store_find_job(s, run, &job, err) < 0)
        return -1;
    if (!job)
        return 0;
    sdx_store_runs base;
    int64_t before = run->start_ms >= 0 ? run->start_ms : INT64_MAX;
    if (sdx_store_runs_before(s, job, before, run->app_id ? run->app_id : "", run->attempt_id, opts->runs, &base,
                              err) < 0)
        return -1;
    if (base.n && base.n >= opts->min_runs) {
        /* the lower median by duration; ties keep the newer run */
        uint32_t pick = 0, want = (base.n - 1) / 2;
        for (uint32_t i = 0; i < base.n; i++) {
            uint32_t below = 0, equal_newer = 0;
            for (uint32_t j = 0; j < base.n; j++) {
                below += base.runs[j]->duration_ms < base.runs[i]->duration_ms;
                equal_newer += j > i && base.runs[j]->duration_ms == base.runs[i]->duration_ms;
            }
            if (below + equal_newer == want) {
                pick = i;
                break;
            }
        }
        *out = base.runs[pick];
        base.runs[pick] = NULL;
    }
    sdx_store_runs_free(&base);
    return 0;
}
