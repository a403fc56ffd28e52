/*
 * summary.c: from a model and its report to the run summary the history
 * keeps (sdx_run): totals over the stage attempts, the heavy stages the
 * report chose with their top-partition share, spill and GC share, the
 * findings, and the job identity (normalised app name, job descriptions and
 * plan fingerprints) that groups runs of one job across dated app names.
 * Only the public model and report API is read.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/store.h"
#include "store/store_internal.h"
#include "util/util.h"

/* ---- normalisation ------------------------------------------------------ */

static int is_alnum(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_hex(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* A token that is a number, a date part or an id: at least half digits
 * ("2026", "01T03", "s35" is not: 2 of 3 are digits, so it is), or a
 * hexadecimal id of 8+ characters with a digit. */
static int token_is_number(const char *t, size_t n)
{
    size_t dig = 0, hex = 0;
    for (size_t i = 0; i < n; i++) {
        dig += t[i] >= '0' && t[i] <= '9';
        hex += is_hex((unsigned char)t[i]);
    }
    if (!dig)
        return 0;
    return dig * 2 >= n || (hex == n && n >= 8);
}

static int is_joiner(char c)
{
    return c == '-' || c == '_' || c == ':' || c == '.' || c == '/' || c == ' ' || c == '+' || c == 'T';
}

char *sdx_run_normalize_name(const char *name, char *out, size_t cap)
{
    size_t o = 0;
    if (!cap)
        return out;
    if (!name)
        name = "";
    const char *p = name;
    while (*p && o + 1 < cap) {
        if (!is_alnum((unsigned char)*p)) {
            out[o++] = *p++;
            continue;
        }
        const char *t = p;
        while (is_alnum((unsigned char)*p))
            p++;
        size_t n = (size_t)(p - t);
        if (token_is_number(t, n)) {
            /* "#-#-#" (a date, a uuid) becomes one '#' */
            if (o >= 2 && out[o - 2] == '#' && is_joiner(out[o - 1]))
                o--;
            else if (o >= 1 && out[o - 1] == '#')
                continue;
            else
                out[o++] = '#';
        } else {
            size_t k = n < cap - 1 - o ? n : cap - 1 - o;
            memcpy(out + o, t, k);
            o += k;
        }
    }
    out[o] = 0;
    return out;
}

/* ---- the run ------------------------------------------------------------ */

void sdx_run_free(sdx_run *r)
{
    if (!r)
        return;
    free(r->job_key);
    free(r->app_id);
    free(r->attempt_id);
    free(r->app_name);
    free(r->norm_name);
    free(r->spark_version);
    free(r->status);
    free(r->log_path);
    for (uint32_t i = 0; i < r->nidentity; i++)
        free(r->identity[i]);
    free(r->identity);
    for (uint32_t i = 0; i < r->nstages; i++) {
        free(r->stages[i].key);
        free(r->stages[i].name);
    }
    free(r->stages);
    for (uint32_t i = 0; i < r->nfindings; i++)
        free(r->findings[i].id);
    free(r->findings);
    for (uint32_t i = 0; i < r->nsql; i++) {
        free(r->sql[i].description);
        free(r->sql[i].fingerprint);
        free(r->sql[i].fingerprint_kind);
    }
    free(r->sql);
    free(r);
}

/* strdup that treats NULL as "" and reports failure through *ok. */
char *sdx_store_dup(const char *s, int *ok)
{
    char *d = sdx_xstrdup(s ? s : "");
    if (!d)
        *ok = 0;
    return d;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int sdx_store_identity_add(char ***items, uint32_t *n, uint32_t *cap, const char *prefix, const char *text,
                           int normalize)
{
    char norm[240];
    if (normalize)
        sdx_run_normalize_name(text, norm, sizeof norm);
    else
        snprintf(norm, sizeof norm, "%s", text ? text : "");
    size_t lp = strlen(prefix), ln = strlen(norm);
    char *item = sdx_xmalloc(lp + ln + 1);
    if (!item)
        return -1;
    memcpy(item, prefix, lp);
    memcpy(item + lp, norm, ln + 1);
    if (*n == *cap) {
        uint32_t nc = *cap ? *cap * 2 : 16;
        char **g = sdx_xrealloc(*items, nc * sizeof **items);
        if (!g) {
            free(item);
            return -1;
        }
        *items = g;
        *cap = nc;
    }
    (*items)[(*n)++] = item;
    return 0;
}

/* Sort and drop duplicates. */
void sdx_store_identity_finish(char **items, uint32_t *n)
{
    if (*n < 2)
        return;
    qsort(items, *n, sizeof *items, cmp_str);
    uint32_t o = 1;
    for (uint32_t i = 1; i < *n; i++) {
        if (!strcmp(items[i], items[o - 1]))
            free(items[i]);
        else
            items[o++] = items[i];
    }
    *n = o;
}

/* The stage's key: its normalised name and how many earlier first attempts
 * (by stage id) have the same normalised name, so that "save at x.py:#@2"
 * is the third such stage of the run whatever its id. */
static char *stage_key(const sdx_model *m, int32_t stage_id, const char *name, int *ok)
{
    char norm[200], other[200], key[240];
    sdx_run_normalize_name(name, norm, sizeof norm);
    int occ = 0;
    for (uint32_t i = 0; i < m->nstages; i++) {
        const sdx_stage *s = m->stages[i];
        if (s->stage_id >= stage_id)
            break;
        if (s->attempt_id != 0)
            continue;
        sdx_run_normalize_name(s->name, other, sizeof other);
        occ += !strcmp(norm, other);
    }
    snprintf(key, sizeof key, "%s@%d", norm, occ);
    return sdx_store_dup(key, ok);
}

static void fill_stage(const sdx_model *m, const sdx_report_stage *rs, sdx_run_stage *out, int *ok)
{
    out->stage_id = rs->stage_id;
    out->attempt_id = rs->attempt_id;
    out->duration_ms = rs->duration_ms;
    out->tasks = rs->tasks;
    out->top_share = NAN;
    out->gc_share = NAN;
    const sdx_stage *s = sdx_model_stage(m, rs->stage_id, rs->attempt_id);
    const char *name = rs->name ? rs->name : s ? s->name : "";
    out->name = sdx_store_dup(name, ok);
    out->key = stage_key(m, rs->stage_id, name, ok);
    if (!s)
        return;
    out->spill_memory_bytes = s->m[SDX_TM_MEMORY_BYTES_SPILLED];
    out->spill_disk_bytes = s->m[SDX_TM_DISK_BYTES_SPILLED];
    int64_t run = s->m[SDX_TM_EXECUTOR_RUN_TIME];
    if (run > 0)
        out->gc_share = (double)s->m[SDX_TM_JVM_GC_TIME] / (double)run;
    int64_t shuffle = s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ];
    int64_t input = s->m[SDX_TM_INPUT_BYTES];
    const sdx_stage_summary *sum = s->summary;
    if (!sum)
        return;
    if (shuffle > 0 && sum->max_read.index >= 0)
        out->top_share = (double)sum->max_read.bytes / (double)shuffle;
    else if (input > 0 && sum->max_input.index >= 0)
        out->top_share = (double)sum->max_input.bytes / (double)input;
}

int sdx_run_summarize(const sdx_model *m, const sdx_report *r, sdx_run **out, sdx_error *err)
{
    *out = NULL;
    sdx_run *run = sdx_xcalloc(1, sizeof *run);
    if (!run)
        return sdx_error_set(err, SDX_ERR_NOMEM, "", UINT64_MAX, "out of memory summarising the run");
    int ok = 1;
    char norm[256];
    run->app_id = sdx_store_dup(m->app_id, &ok);
    run->attempt_id = sdx_store_dup(m->attempt.attempt_id, &ok);
    run->app_name = sdx_store_dup(m->app_name, &ok);
    run->norm_name = sdx_store_dup(sdx_run_normalize_name(m->app_name, norm, sizeof norm), &ok);
    run->spark_version = sdx_store_dup(m->spark_version, &ok);
    run->status = sdx_store_dup(r->status, &ok);
    run->log_path = sdx_store_dup(m->log ? m->log->path : NULL, &ok);
    run->log_size = m->log ? m->log->size : 0;
    run->log_mtime_ms = m->log ? m->log->mtime_ms : -1;
    run->start_ms = r->start_time;
    run->duration_ms = r->wall_ms;
    run->tasks = r->tasks_total;
    run->failed_tasks = r->failed_tasks;
    run->failed_stages = r->failed_stages;
    run->failed_jobs = r->failed_jobs;
    for (uint32_t i = 0; i < m->nstages; i++) {
        const sdx_stage *s = m->stages[i];
        run->input_bytes += s->m[SDX_TM_INPUT_BYTES];
        run->input_rows += s->m[SDX_TM_INPUT_RECORDS];
        run->output_bytes += s->m[SDX_TM_OUTPUT_BYTES];
        run->output_rows += s->m[SDX_TM_OUTPUT_RECORDS];
        run->shuffle_read_bytes += s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ];
        run->shuffle_read_rows += s->m[SDX_TM_SHUFFLE_RECORDS_READ];
        run->shuffle_write_bytes += s->m[SDX_TM_SHUFFLE_WRITE_BYTES];
        run->shuffle_write_rows += s->m[SDX_TM_SHUFFLE_WRITE_RECORDS];
        run->spill_memory_bytes += s->m[SDX_TM_MEMORY_BYTES_SPILLED];
        run->spill_disk_bytes += s->m[SDX_TM_DISK_BYTES_SPILLED];
        run->retried_stages += s->attempt_id > 0;
    }
    if (!ok)
        goto oom;

    /* identity: job descriptions (or names) and plan fingerprints */
    uint32_t cap = 0;
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        const char *d = j->description ? j->description : j->name;
        if (d && sdx_store_identity_add(&run->identity, &run->nidentity, &cap, "d:", d, 1) < 0)
            goto oom;
    }
    if (m->nsql) {
        run->sql = sdx_xcalloc(m->nsql, sizeof *run->sql);
        if (!run->sql)
            goto oom;
    }
    for (uint32_t i = 0; i < m->nsql; i++) {
        const sdx_sql_exec *x = m->sql[i];
        sdx_run_sql *q = &run->sql[run->nsql++];
        /* the model's structural fingerprint of the plan before AQE (what the
         * diff matches executions by): the same query whatever AQE made of it */
        char fp[17];
        snprintf(fp, sizeof fp, "%016" PRIx64, x->fingerprint);
        q->execution_id = x->execution_id;
        q->description = sdx_store_dup(x->description, &ok);
        q->fingerprint = sdx_store_dup(x->fingerprint ? fp : "", &ok);
        q->fingerprint_kind = sdx_store_dup(SDX_FP_KIND_PLAN, &ok);
        if (!ok)
            goto oom;
        if (x->fingerprint && sdx_store_identity_add(&run->identity, &run->nidentity, &cap, "p:", fp, 0) < 0)
            goto oom;
    }
    sdx_store_identity_finish(run->identity, &run->nidentity);

    if (r->nstages) {
        run->stages = sdx_xcalloc(r->nstages, sizeof *run->stages);
        if (!run->stages)
            goto oom;
    }
    for (uint32_t i = 0; i < r->nstages; i++) {
        fill_stage(m, &r->stages[i], &run->stages[run->nstages++], &ok);
        if (!ok)
            goto oom;
    }
    if (r->nfindings) {
        run->findings = sdx_xcalloc(r->nfindings, sizeof *run->findings);
        if (!run->findings)
            goto oom;
    }
    for (uint32_t i = 0; i < r->nfindings; i++) {
        sdx_run_finding *f = &run->findings[run->nfindings++];
        f->id = sdx_store_dup(r->findings[i].id, &ok);
        f->severity = r->findings[i].severity;
        f->impact_ms = r->findings[i].impact_ms;
        if (!ok)
            goto oom;
    }
    *out = run;
    return 0;
oom:
    sdx_run_free(run);
    return sdx_error_set(err, SDX_ERR_NOMEM, "", UINT64_MAX, "out of memory summarising the run");
}
