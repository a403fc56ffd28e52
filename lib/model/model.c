/*
 * model.c: the model's life cycle and its read side: builder allocation,
 * the store view built at the end of a replay (sorted arrays of what the
 * History Server's store would hold), lookups, Spark's taskSummary, and the
 * reduction of a finished stage attempt's tasks to an sdx_stage_summary in
 * streaming mode.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/internal.h"

const double sdx_summary_quantiles[SDX_SUMMARY_NQ] = {0.0, 0.05, 0.25, 0.5, 0.75, 0.95, 1.0};

typedef struct model_internal {
    builder *b;               /* kept until sdx_model_free: owns arenas */
    sdx_interner in;
    sdx_arena arena;
    stage_slot **slots; uint32_t nslots;
    sdx_stage **all_stages; uint32_t nall_stages;
    live_job **all_jobs; uint32_t nall_jobs;
    sdx_executor **all_execs; uint32_t nall_execs;
    sdx_rdd **all_rdds; uint32_t nall_rdds;
    void *sql;
} model_internal;

builder *model_builder_new(const sdx_logref *log, int flags)
{
    builder *b = sdx_xcalloc(1, sizeof *b);
    sdx_model *m = sdx_xcalloc(1, sizeof *m);
    model_internal *mi = sdx_xcalloc(1, sizeof *mi);   /* filled by model_builder_free */
    sdx_logref *lc = sdx_logref_copy(log);
    if (!b || !m || !mi || !lc) {
        free(b);
        free(m);
        free(mi);
        sdx_logref_free(lc);
        return NULL;
    }
    m->internal_ = mi;
    b->flags = flags;
    b->task_end.push40 = (flags & SDX_LEGACY_PUSH_KEYS) != 0;
    b->task_end.skip_acc = (flags & SDX_SKIP_SQL) != 0;   /* only SQL metrics read them */
    sdx_intern_init(&b->in);
    sdx_arena_init(&b->arena);
    sdx_imap_init(&b->slots);
    sdx_imap_init(&b->live_jobs);
    sdx_imap_init(&b->stored_jobs);
    sdx_smap_init(&b->live_execs);
    sdx_smap_init(&b->dead_execs);
    sdx_smap_init(&b->stored_execs);
    sdx_imap_init(&b->live_tasks);
    sdx_imap_init(&b->live_rdds);
    b->default_cpus_per_task = 1;
    b->m = m;
    m->log = lc;
    m->in_progress = log->in_progress;
    m->attempt.start_time = -1;
    m->attempt.end_time = -1;
    m->attempt.last_updated = log->mtime_ms;
    m->attempt.duration = 0;
    m->app_end_time = -1;
    m->exit_code = INT32_MIN;
    m->attempt.exit_code = INT32_MIN;
    m->attempt.app_spark_version = "";
    if (log->legacy_version)
        m->spark_version = sdx_intern(&b->in, log->legacy_version);
    return b;
}

static void stage_internal_free(sdx_stage *st)
{
    stage_internal *si = st->internal2_;
    if (!si)
        return;
    free(si->jobs);
    free(si->ape_ids);
    free(si->ape_counts);
    model_idxset_free(&si->completed_indices);
    free(si);
    st->internal2_ = NULL;
}

void model_builder_free(builder *b, int free_model)
{
    /* The interner and arena hold the model's strings: hand them over. */
    sdx_model *m = b->m;
    model_internal *mi = m->internal_;   /* allocated with the builder */
    mi->in = b->in;
    mi->arena = b->arena;
    mi->slots = b->slot_list;
    mi->nslots = b->nslot_list;
    mi->all_stages = b->all_stages;
    mi->nall_stages = b->nall_stages;
    mi->all_jobs = b->all_jobs;
    mi->nall_jobs = b->nall_jobs;
    mi->all_execs = b->all_execs;
    mi->nall_execs = b->nall_execs;
    mi->all_rdds = b->all_rdds;
    mi->nall_rdds = b->nall_rdds;
    model_sql_free(b);
    free(b->task_end.acc);
    for (uint32_t i = 0; i < b->nall_stages; i++)
        stage_internal_free(b->all_stages[i]);
    for (uint32_t i = 0; i < b->nall_jobs; i++) {
        model_stage_idxsets_free(&b->all_jobs[i]->completed_indices);
        free(b->all_jobs[i]->completed_stage_ids);
        free(b->all_jobs[i]->skipped_stage_ids);
    }
    sdx_imap_free(&b->slots);
    sdx_imap_free(&b->live_jobs);
    free(b->ljobs);
    free(b->lstages);
    sdx_imap_free(&b->stored_jobs);
    sdx_smap_free(&b->live_execs);
    sdx_smap_free(&b->dead_execs);
    sdx_smap_free(&b->stored_execs);
    sdx_imap_free(&b->live_tasks);
    sdx_imap_free(&b->ended_unstarted);
    sdx_imap_free(&b->live_rdds);
    free(b->charted);
    free(b);
    if (free_model)
        sdx_model_free(m);
}

void sdx_model_free(sdx_model *m)
{
    if (!m)
        return;
    model_internal *mi = m->internal_;
    for (uint32_t i = 0; i < m->nsql; i++) {   /* before the arena that holds them */
        free(m->sql[i]->metrics);
        sdx_plan_graph_free(&m->sql[i]->graph);
    }
    if (mi) {
        for (uint32_t i = 0; i < mi->nslots; i++) {
            free(mi->slots[i]->tasks);
            free(mi->slots[i]);
        }
        free(mi->slots);
        for (uint32_t i = 0; i < mi->nall_stages; i++) {
            free(mi->all_stages[i]->summary);
            sdx_task_sample_free(mi->all_stages[i]->chart);
            free(mi->all_stages[i]->job_ids);
            free(mi->all_stages[i]);
        }
        free(mi->all_stages);
        for (uint32_t i = 0; i < mi->nall_jobs; i++)
            free(mi->all_jobs[i]);
        free(mi->all_jobs);
        free(mi->all_execs);
        for (uint32_t i = 0; i < mi->nall_rdds; i++) {
            free(mi->all_rdds[i]->parts);
            free(mi->all_rdds[i]->dists);
            free(mi->all_rdds[i]);
        }
        free(mi->all_rdds);
        sdx_intern_free(&mi->in);
        sdx_arena_free(&mi->arena);
        free(mi);
    }
    free(m->jobs);
    free(m->stages);
    free(m->executors);
    free(m->processes);
    free(m->profiles);
    free(m->rdds);
    free(m->sql);
    sdx_logref_free(m->log);
    free(m);
}

/* ---- activeTasksPerExecutor ---- */
int model_active_per_exec_add(stage_internal *si, const char *exec_id, int delta)
{
    for (uint32_t i = 0; i < si->nape; i++)
        if (si->ape_ids[i] == exec_id) {
            si->ape_counts[i] += delta;
            return 0;
        }
    uint32_t c1 = si->ape_cap, c2 = si->ape_cap;
    if (SDX_VEC_GROW(si->ape_ids, c1, si->nape + 1) < 0 || SDX_VEC_GROW(si->ape_counts, c2, si->nape + 1) < 0)
        return -1;   /* a grown first array is only bigger than ape_cap says */
    si->ape_cap = c1;
    si->ape_ids[si->nape] = exec_id;
    si->ape_counts[si->nape] = delta;
    si->nape++;
    return 0;
}

/* ---- taskSummary (AppStatusStore.taskSummary) ---- */

static int64_t getting_result_time(int64_t launch, int64_t fetch_start, int64_t duration)
{
    if (fetch_start > 0)
        return duration > 0 ? sdx_sat_sub(sdx_sat_add(launch, duration), fetch_start) : 0;
    return 0;
}

/* Value of summary metric `k` as the store indexes it (negative = skipped). */
static int64_t summary_value(const sdx_task *t, int k)
{
    if (k < SDX_TM_COUNT)
        return sdx_task_stored(t, k);
    switch (k) {
    case SDX_TS_DURATION:
        return t->duration;
    case SDX_TS_GETTING_RESULT_TIME:
        if (!t->has_metrics)
            return -1;
        return getting_result_time(t->launch_time, t->result_fetch_start, t->duration);
    case SDX_TS_SCHEDULER_DELAY: {
        if (!t->has_metrics)
            return -1;
        int64_t v = sdx_sat_sub(t->duration, sdx_task_metric_api(t, SDX_TM_EXECUTOR_RUN_TIME));
        v = sdx_sat_sub(v, sdx_task_metric_api(t, SDX_TM_EXECUTOR_DESERIALIZE_TIME));
        v = sdx_sat_sub(v, sdx_task_metric_api(t, SDX_TM_RESULT_SERIALIZATION_TIME));
        v = sdx_sat_sub(v, getting_result_time(t->launch_time, t->result_fetch_start, t->duration));
        return v > 0 ? v : 0;
    }
    case SDX_TS_SHUFFLE_READ_BYTES:
        if (!t->has_metrics)
            return -1;
        return sdx_sat_add(sdx_task_stored(t, SDX_TM_SHUFFLE_LOCAL_BYTES_READ),
                           sdx_task_stored(t, SDX_TM_SHUFFLE_REMOTE_BYTES_READ));
    case SDX_TS_SHUFFLE_TOTAL_BLOCKS:
        if (!t->has_metrics)
            return -1;
        return sdx_sat_add(sdx_task_stored(t, SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED),
                           sdx_task_stored(t, SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED));
    }
    return -1;
}

static int64_t tasks_summary(const sdx_task *tasks, uint32_t n, const double *q, size_t nq, double *out)
{
    int64_t count = 0;
    for (uint32_t i = 0; i < n; i++)
        if (sdx_task_stored(&tasks[i], SDX_TM_EXECUTOR_RUN_TIME) >= 0)
            count++;
    if (count == 0) {   /* no summary: nothing to read, but nothing undefined either */
        for (size_t j = 0; j < (size_t)SDX_TS_COUNT * nq; j++)
            out[j] = NAN;
        return 0;
    }
    int64_t *vals = sdx_xmalloc(sizeof(int64_t) * (n ? n : 1));
    if (!vals) {   /* out of memory */
        for (size_t j = 0; j < (size_t)SDX_TS_COUNT * nq; j++)
            out[j] = NAN;
        return -1;
    }
    for (int k = 0; k < SDX_TS_COUNT; k++) {
        size_t nv = 0;
        int64_t lo = INT64_MAX, hi = INT64_MIN;
        for (uint32_t i = 0; i < n; i++) {
            int64_t v = summary_value(&tasks[i], k);
            if (v >= 0) {
                vals[nv++] = v;
                lo = v < lo ? v : lo;
                hi = v > hi ? v : hi;
            }
        }
        /* many metric columns are constant (all zero): nothing to order;
         * otherwise only the requested ranks need their final place */
        if (lo != hi && nv > 1) {
            size_t ranks[64], nr = 0;
            for (size_t j = 0; j < nq && nr < 64; j++) {
                size_t idx = (size_t)sdx_quantile_index(q[j], count);
                if (idx < nv && (nr == 0 || ranks[nr - 1] != idx))
                    ranks[nr++] = idx;
            }
            if (nq > 64)
                sdx_sort_i64(vals, nv);
            else
                sdx_select_i64(vals, nv, ranks, nr);
        }
        for (size_t j = 0; j < nq; j++) {
            int64_t idx = sdx_quantile_index(q[j], count);
            out[(size_t)k * nq + j] = (size_t)idx < nv ? (double)vals[idx] : NAN;
        }
    }
    free(vals);
    return count;
}

int64_t sdx_stage_task_summary(const sdx_stage *s, const double *q, size_t nq, double *out)
{
    const stage_slot *slot = s->internal_;
    const sdx_task *tasks = slot ? slot->tasks : s->tasks;
    uint32_t n = slot ? slot->ntasks : s->ntasks;
    return tasks_summary(tasks, n, q, nq, out);
}

/* ---- streaming reduction ---- */

/* Bin of v in SDX_HIST_BINS equal bins over [0, max] (max in the last). */
static int hist_bin(int64_t v, int64_t max)
{
    if (max <= 0 || v <= 0)
        return 0;
    if (v >= max)
        return SDX_HIST_BINS - 1;
    return (int)((__int128)v * SDX_HIST_BINS / max);
}

/* The duration and shuffle read distributions (sdx_stage_summary). */
static void summary_hists(sdx_stage_summary *sum, const sdx_task *tasks, uint32_t n)
{
    int64_t dmax = 0, rmax = 0;
    for (uint32_t i = 0; i < n; i++) {
        const sdx_task *t = &tasks[i];
        if (t->status != SDX_TASK_SUCCESS || !t->has_metrics)
            continue;
        int64_t rb = sdx_sat_add(t->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ], t->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]);
        dmax = t->duration > dmax ? t->duration : dmax;
        rmax = rb > rmax ? rb : rmax;
    }
    sum->hist_duration_max = dmax;
    sum->hist_read_max = rmax;
    for (uint32_t i = 0; i < n && (dmax > 0 || rmax > 0); i++) {
        const sdx_task *t = &tasks[i];
        if (t->status != SDX_TASK_SUCCESS || !t->has_metrics)
            continue;
        int64_t rb = sdx_sat_add(t->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ], t->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]);
        if (dmax > 0 && t->duration >= 0)
            sum->hist_duration[hist_bin(t->duration, dmax)]++;
        if (rmax > 0)
            sum->hist_read[hist_bin(rb, rmax)]++;
    }
}

/* Reduce tasks[0..n) to a summary. The failed attempts kept for the failure
 * rules share the summary's allocation, so one free() releases both and a
 * stage without failures costs nothing more. */
static sdx_stage_summary *summarize(const sdx_task *tasks, uint32_t n)
{
    uint32_t nfail = 0;
    for (uint32_t i = 0; i < n && nfail < SDX_SUMMARY_FAILURES; i++)
        if (tasks[i].status == SDX_TASK_FAILED)
            nfail++;
    sdx_stage_summary *sum = sdx_xcalloc(1, sizeof *sum + nfail * sizeof(sdx_task_failure));
    if (!sum)
        return NULL;
    sum->failures = nfail ? (sdx_task_failure *)(sum + 1) : NULL;
    sum->max_read.index = sum->max_input.index = -1;
    sum->max_read.partition = sum->max_input.partition = -1;
    double out[SDX_TS_COUNT * SDX_SUMMARY_NQ];
    sum->count = tasks_summary(tasks, n, sdx_summary_quantiles, SDX_SUMMARY_NQ, out);
    if (sum->count < 0) {
        free(sum);
        return NULL;
    }
    for (int k = 0; k < SDX_TM_COUNT; k++)
        memcpy(sum->m[k], out + (size_t)k * SDX_SUMMARY_NQ, sizeof sum->m[k]);
    memcpy(sum->duration, out + (size_t)SDX_TS_DURATION * SDX_SUMMARY_NQ, sizeof sum->duration);
    memcpy(sum->scheduler_delay, out + (size_t)SDX_TS_SCHEDULER_DELAY * SDX_SUMMARY_NQ, sizeof sum->scheduler_delay);
    memcpy(sum->shuffle_read_bytes, out + (size_t)SDX_TS_SHUFFLE_READ_BYTES * SDX_SUMMARY_NQ,
           sizeof sum->shuffle_read_bytes);
    for (uint32_t i = 0; i < n; i++) {
        const sdx_task *t = &tasks[i];
        if (t->speculative)
            sum->speculative_attempts++;
        if (t->status == SDX_TASK_FAILED) {
            sum->failed_attempts++;
            if (sum->nfailures < nfail) {
                sdx_task_failure *f = &sum->failures[sum->nfailures++];
                f->task_id = t->task_id;
                f->index = t->index;
                f->attempt = t->attempt;
                f->partition_id = t->partition_id;
                f->reason = t->reason;
                f->speculative = t->speculative;
                f->launch_time = t->launch_time;
                f->finish_time = t->finish_time;
                f->executor_id = t->executor_id;
                f->host = t->host;
                f->error = t->error;
                f->exception_class = t->exception_class;
                f->exec_lost_id = t->exec_lost_id;
                f->exit_caused_by_app = t->exit_caused_by_app;
                f->fetch_shuffle_id = t->fetch_shuffle_id;
                f->fetch_map_index = t->fetch_map_index;
                f->fetch_reduce_id = t->fetch_reduce_id;
                f->fetch_bm_executor = t->fetch_bm_executor;
                f->input_bytes = t->has_metrics ? t->m[SDX_TM_INPUT_BYTES] : -1;
                f->shuffle_read_bytes = t->has_metrics ? sdx_sat_add(t->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ],
                                                                     t->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ])
                                                       : -1;
            }
        } else if (t->status == SDX_TASK_KILLED) {
            sum->killed_attempts++;
        }
        if (t->status != SDX_TASK_SUCCESS || !t->has_metrics)
            continue;
        if (t->m[SDX_TM_MEMORY_BYTES_SPILLED] > 0)
            sum->tasks_spilling++;
        if (t->m[SDX_TM_DISK_BYTES_SPILLED] > 0)
            sum->tasks_disk_spilling++;
        sum->sum_duration = sdx_sat_add(sum->sum_duration, t->duration > 0 ? t->duration : 0);
        int64_t sd = summary_value(t, SDX_TS_SCHEDULER_DELAY);
        sum->sum_scheduler_delay = sdx_sat_add(sum->sum_scheduler_delay, sd > 0 ? sd : 0);
        int64_t rb = sdx_sat_add(t->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ], t->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]);
        if (rb > 0 && rb > sum->max_read.bytes) {
            sum->max_read.index = t->index;
            sum->max_read.partition = t->partition_id;
            sum->max_read.bytes = rb;
            sum->max_read.records = t->m[SDX_TM_SHUFFLE_RECORDS_READ];
            sum->max_read.duration = t->duration;
        }
        if (t->m[SDX_TM_INPUT_BYTES] > 0 && t->m[SDX_TM_INPUT_BYTES] > sum->max_input.bytes) {
            sum->max_input.index = t->index;
            sum->max_input.partition = t->partition_id;
            sum->max_input.bytes = t->m[SDX_TM_INPUT_BYTES];
            sum->max_input.records = t->m[SDX_TM_INPUT_RECORDS];
            sum->max_input.duration = t->duration;
        }
        /* insert into top list by duration */
        int pos = sum->ntop;
        while (pos > 0 && sum->top[pos - 1].duration < t->duration)
            pos--;
        if (pos >= SDX_TOP_TASKS)
            continue;
        int last = sum->ntop < SDX_TOP_TASKS ? sum->ntop : SDX_TOP_TASKS - 1;
        for (int j = last; j > pos; j--)
            sum->top[j] = sum->top[j - 1];
        sum->top[pos].task_id = t->task_id;
        sum->top[pos].index = t->index;
        sum->top[pos].attempt = t->attempt;
        sum->top[pos].partition = t->partition_id;
        sum->top[pos].launch_time = t->launch_time;
        sum->top[pos].duration = t->duration;
        sum->top[pos].shuffle_read_bytes = rb;
        sum->top[pos].shuffle_read_records = t->m[SDX_TM_SHUFFLE_RECORDS_READ];
        sum->top[pos].input_bytes = t->m[SDX_TM_INPUT_BYTES];
        sum->top[pos].memory_spill = t->m[SDX_TM_MEMORY_BYTES_SPILLED];
        sum->top[pos].disk_spill = t->m[SDX_TM_DISK_BYTES_SPILLED];
        sum->top[pos].gc_time = t->m[SDX_TM_JVM_GC_TIME];
        sum->top[pos].run_time = t->m[SDX_TM_EXECUTOR_RUN_TIME];
        sum->top[pos].executor_id = t->executor_id;
        if (sum->ntop < SDX_TOP_TASKS)
            sum->ntop++;
    }
    summary_hists(sum, tasks, n);
    return sum;
}

void model_compact_tasks(stage_slot *slot)
{
    if (!slot->hs_deleted_tasks)
        return;
    uint32_t k = 0;
    for (uint32_t i = 0; i < slot->ntasks; i++)
        if (!slot->tasks[i].hs_deleted)
            slot->tasks[k++] = slot->tasks[i];
    slot->ntasks = k;
    slot->hs_deleted_tasks = 0;
}

/* 0, or -1 when out of memory (nothing changed but the compaction). */
static int reduce_slot(builder *b, stage_slot *slot, sdx_stage *st)
{
    model_compact_tasks(slot);
    sdx_stage_summary *sum = summarize(slot->tasks, slot->ntasks);
    if (!sum)
        return -1;
    free(st->summary);
    st->summary = sum;
    return model_chart_offer(b, st, slot->tasks, slot->ntasks);
}

sdx_stage_summary *sdx_stage_summarize(const sdx_stage *s)
{
    const stage_slot *slot = s->internal_;
    if (slot && slot->tasks)
        return summarize(slot->tasks, slot->ntasks);
    return summarize(s->tasks, s->ntasks);
}

void model_stage_maybe_reduce(builder *b, stage_slot *slot)
{
    if ((b->flags & SDX_KEEP_TASKS) || slot->reduced || slot->live || slot->live_tasks || !slot->stored)
        return;
    if (reduce_slot(b, slot, slot->stored) < 0) {
        B_OOM(b);
        return;
    }
    free(slot->tasks);
    slot->tasks = NULL;
    slot->ntasks = slot->tasks_cap = 0;
    slot->reduced = 1;
}

/* ---- the store view ---- */

static int cmp_job(const void *a, const void *b)
{
    const sdx_job *x = *(sdx_job *const *)a, *y = *(sdx_job *const *)b;
    return x->job_id < y->job_id ? -1 : x->job_id > y->job_id;
}

static int cmp_stage(const void *a, const void *b)
{
    const sdx_stage *x = *(sdx_stage *const *)a, *y = *(sdx_stage *const *)b;
    if (x->stage_id != y->stage_id)
        return x->stage_id < y->stage_id ? -1 : 1;
    return x->attempt_id < y->attempt_id ? -1 : x->attempt_id > y->attempt_id;
}

static int cmp_exec(const void *a, const void *b)
{
    const sdx_executor *x = *(sdx_executor *const *)a, *y = *(sdx_executor *const *)b;
    return strcmp(x->id, y->id);
}

static int cmp_rdd(const void *a, const void *b)
{
    const sdx_rdd *x = *(sdx_rdd *const *)a, *y = *(sdx_rdd *const *)b;
    return x->id < y->id ? -1 : x->id > y->id;
}

void model_store_view(builder *b)
{
    sdx_model *m = b->m;
    /* jobs */
    m->njobs = 0;
    m->jobs = sdx_xmalloc(sizeof(sdx_job *) * (b->stored_jobs.n ? b->stored_jobs.n : 1));
    m->stages = sdx_xmalloc(sizeof(sdx_stage *) * (b->nslot_list ? b->nslot_list : 1));
    m->executors = sdx_xmalloc(sizeof(sdx_executor *) * (b->stored_execs.n ? b->stored_execs.n : 1));
    m->rdds = sdx_xmalloc(sizeof(sdx_rdd *) * (b->nall_rdds ? b->nall_rdds : 1));
    if (!m->jobs || !m->stages || !m->executors || !m->rdds) {   /* freed with the model */
        B_OOM(b);
        return;
    }
    for (size_t i = 0; i < b->stored_jobs.cap; i++)
        if (b->stored_jobs.used[i] == 1)
            m->jobs[m->njobs++] = b->stored_jobs.vals[i];
    qsort(m->jobs, m->njobs, sizeof *m->jobs, cmp_job);
    /* stages: attach each slot's tasks to its stored stage */
    m->nstages = 0;
    for (uint32_t i = 0; i < b->nslot_list; i++) {
        stage_slot *slot = b->slot_list[i];
        if (!slot->stored || slot->hs_deleted)
            continue;
        sdx_stage *st = slot->stored;
        st->internal_ = slot;
        model_compact_tasks(slot);
        st->tasks = slot->tasks;
        st->ntasks = slot->ntasks;
        st->completed_indices = st->internal2_ ? (int32_t)stage_int(st)->completed_indices.count : 0;
        if (!(b->flags & SDX_KEEP_TASKS) && !slot->reduced) {
            if (reduce_slot(b, slot, st) < 0) {
                B_OOM(b);
                return;
            }
            free(slot->tasks);
            slot->tasks = NULL;
            slot->ntasks = slot->tasks_cap = 0;
            st->tasks = NULL;
            st->ntasks = 0;
            slot->reduced = 1;
        }
        m->stages[m->nstages++] = st;
    }
    qsort(m->stages, m->nstages, sizeof *m->stages, cmp_stage);
    /* executors */
    m->nexecutors = 0;
    for (size_t i = 0; i < b->stored_execs.cap; i++)
        if (b->stored_execs.keys[i] && b->stored_execs.vals[i])
            m->executors[m->nexecutors++] = b->stored_execs.vals[i];
    qsort(m->executors, m->nexecutors, sizeof *m->executors, cmp_exec);
    /* rdds */
    m->nrdds = 0;
    for (uint32_t i = 0; i < b->nall_rdds; i++)
        if (b->all_rdds[i]->written && !b->all_rdds[i]->deleted)
            m->rdds[m->nrdds++] = b->all_rdds[i];
    qsort(m->rdds, m->nrdds, sizeof *m->rdds, cmp_rdd);
}

/* ---- lookups ---- */

int32_t sdx_model_job_index(const sdx_model *m, int32_t job_id)
{
    size_t lo = 0, hi = m->njobs;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (m->jobs[mid]->job_id < job_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < m->njobs && m->jobs[lo]->job_id == job_id ? (int32_t)lo : -1;
}

sdx_job *sdx_model_job(const sdx_model *m, int32_t job_id)
{
    int32_t i = sdx_model_job_index(m, job_id);
    return i >= 0 ? m->jobs[i] : NULL;
}

sdx_stage *sdx_model_stage(const sdx_model *m, int32_t stage_id, int32_t attempt_id)
{
    for (uint32_t i = 0; i < m->nstages; i++)
        if (m->stages[i]->stage_id == stage_id && m->stages[i]->attempt_id == attempt_id)
            return m->stages[i];
    return NULL;
}

sdx_executor *sdx_model_executor(const sdx_model *m, const char *id)
{
    for (uint32_t i = 0; i < m->nexecutors; i++)
        if (!strcmp(m->executors[i]->id, id))
            return m->executors[i];
    return NULL;
}

sdx_sql_exec *sdx_model_sql(const sdx_model *m, int64_t execution_id)
{
    uint32_t lo = 0, hi = m->nsql;   /* sorted by model_sql_finish */
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (m->sql[mid]->execution_id < execution_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < m->nsql && m->sql[lo]->execution_id == execution_id ? m->sql[lo] : NULL;
}

const char *sdx_model_spark_prop(const sdx_model *m, const char *key)
{
    for (uint32_t i = 0; i < m->env.nspark_props; i++)
        if (!strcmp(m->env.spark_props[i].key, key))
            return m->env.spark_props[i].value;
    return NULL;
}
