/*
 * rest.c: the History Server REST API (/api/v1) answered from event logs.
 *
 * Routing follows the JAX-RS resources (ApiRootResource,
 * ApplicationListResource, OneApplicationResource, StagesResource,
 * SqlResource); rendering follows the v1 API classes field by field with
 * Jackson's NON_ABSENT inclusion (None and null are omitted). Orderings are
 * the store's: jobs and stages by descending key, active executors by
 * descending id, tasks by the requested index with the task id as the
 * tie-breaker. Object key order differs from Jackson's in places; Spark's
 * own suite compares JSON trees, and so does ours.
 */
#include "sparkdx/rest.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rest/rest_internal.h"
#include "sparkdx/io.h"
#include "util/util.h"

void sdx_format_date(int64_t ms, char buf[32])
{
    int64_t secs = ms / 1000, msec = ms % 1000;   /* floored, without overflow at Long.MIN */
    if (msec < 0) {
        secs--;
        msec += 1000;
    }
    time_t t = (time_t)secs;
    struct tm tm;
    if (!gmtime_r(&t, &tm))   /* a year beyond int: no calendar date */
        memset(&tm, 0, sizeof tm);
    char date[24];
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &tm);
    snprintf(buf, 32, "%.19s.%03dGMT", date, (int)(msec % 1000));
}

/* ---- small writer helpers (NON_ABSENT: NULL strings are omitted) ---- */

static void kstr(sdx_jw *w, const char *k, const char *v)
{
    if (!v)
        return;
    sdx_jw_key(w, k);
    sdx_jw_str(w, v);
}

static void kint(sdx_jw *w, const char *k, int64_t v)
{
    sdx_jw_key(w, k);
    sdx_jw_int(w, v);
}

static void kbool(sdx_jw *w, const char *k, int v)
{
    sdx_jw_key(w, k);
    sdx_jw_bool(w, v);
}

static void kdate(sdx_jw *w, const char *k, int64_t ms)
{
    char buf[32];
    sdx_format_date(ms, buf);
    sdx_jw_key(w, k);
    sdx_jw_str(w, buf);
}

static void kv_object(sdx_jw *w, const char *k, const sdx_kv *kv, uint32_t n)
{
    sdx_jw_key(w, k);
    sdx_jw_obj_begin(w);
    for (uint32_t i = 0; i < n; i++) {
        sdx_jw_key(w, kv[i].key);
        sdx_jw_str(w, kv[i].value);
    }
    sdx_jw_obj_end(w);
}

static void int_array(sdx_jw *w, const char *k, const int32_t *a, uint32_t n)
{
    sdx_jw_key(w, k);
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < n; i++)
        sdx_jw_int(w, a[i]);
    sdx_jw_arr_end(w);
}

static void peaks_object(sdx_jw *w, const char *k, const sdx_peaks *p)
{
    sdx_jw_key(w, k);
    sdx_jw_obj_begin(w);
    for (int i = 0; i < SDX_EM_COUNT; i++)
        kint(w, sdx_em_names[i], p->v[i]);
    sdx_jw_obj_end(w);
}

static void killed_summary(sdx_jw *w, const sdx_kv_count *kc, uint32_t n)
{
    sdx_jw_key(w, "killedTasksSummary");
    sdx_jw_obj_begin(w);
    for (uint32_t i = 0; i < n; i++)
        kint(w, kc[i].key ? kc[i].key : "null", kc[i].count);
    sdx_jw_obj_end(w);
}

static void accum_array(sdx_jw *w, const sdx_accum *a, uint32_t n)
{
    sdx_jw_key(w, "accumulatorUpdates");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < n; i++) {
        sdx_jw_obj_begin(w);
        kint(w, "id", a[i].id);
        kstr(w, "name", a[i].name);
        kstr(w, "update", a[i].update);
        kstr(w, "value", a[i].value);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

/* Scala 2.13 mutable.HashMap iteration order over Long keys, which is the
 * order Spark lists a stage's accumulables in: by bucket (improved hash &
 * (capacity - 1)), then by hash within a bucket. */
static uint32_t scala_long_hash(int64_t v)
{
    int32_t h = (v == (int32_t)v) ? (int32_t)v : (int32_t)((uint64_t)v ^ ((uint64_t)v >> 32));
    uint32_t u = (uint32_t)h;
    return u ^ (u >> 16);
}

/* ctx: the table's capacity (qsort_r: no static state, issue 11) */
static int cmp_accum_hashmap(const void *a, const void *b, void *ctx)
{
    const sdx_accum *x = a, *y = b;
    uint32_t accum_capacity = *(const uint32_t *)ctx;
    uint32_t hx = scala_long_hash(x->id), hy = scala_long_hash(y->id);
    uint32_t bx = hx & (accum_capacity - 1), by = hy & (accum_capacity - 1);
    if (bx != by)
        return bx < by ? -1 : 1;
    if (hx != hy)
        return hx < hy ? -1 : 1;
    return x->id < y->id ? -1 : x->id > y->id;
}

static void stage_accums(sdx_jw *w, const sdx_stage *st)
{
    if (st->naccums <= 1) {
        accum_array(w, st->accums, st->naccums);
        return;
    }
    sdx_accum *copy = sdx_xmalloc(sizeof(sdx_accum) * st->naccums);
    if (!copy) {
        sdx_buf_fail(w->out);   /* out of memory: the answer is dropped (sdx_rest_get: 500) */
        return;
    }
    memcpy(copy, st->accums, sizeof(sdx_accum) * st->naccums);
    uint32_t cap = 16;
    while ((double)st->naccums > cap * 0.75)
        cap *= 2;
    qsort_r(copy, st->naccums, sizeof *copy, cmp_accum_hashmap, &cap);
    accum_array(w, copy, st->naccums);
    free(copy);
}

/* ---- application list ---- */

void rest_attempt_object(sdx_jw *w, const rest_attempt *ra)
{
    const sdx_app_attempt *a = &ra->info;
    sdx_jw_obj_begin(w);
    kstr(w, "attemptId", a->attempt_id);
    kdate(w, "startTime", a->start_time);
    kdate(w, "endTime", a->end_time);
    kdate(w, "lastUpdated", a->last_updated);
    kint(w, "duration", a->duration);
    kstr(w, "sparkUser", a->spark_user);
    kbool(w, "completed", a->completed);
    kstr(w, "appSparkVersion", a->app_spark_version ? a->app_spark_version : "");
    if (a->exit_code != INT32_MIN)
        kint(w, "exitCode", a->exit_code);
    /* Spark 4.3's History Server names the log directory the attempt came from */
    kstr(w, "logSourceName", ra->log_source);
    kstr(w, "logSourceFullPath", ra->log_source);
    kint(w, "startTimeEpoch", a->start_time);
    kint(w, "endTimeEpoch", a->end_time);
    kint(w, "lastUpdatedEpoch", a->last_updated);
    sdx_jw_obj_end(w);
}

void rest_app_object(sdx_jw *w, const rest_app *app)
{
    sdx_jw_obj_begin(w);
    kstr(w, "id", app->id);
    kstr(w, "name", app->name);
    sdx_jw_key(w, "attempts");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < app->nattempts; i++)
        rest_attempt_object(w, app->attempts[i]);
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
}

/* ---- jobs ---- */

void rest_job_object(sdx_jw *w, const sdx_job *j)
{
    sdx_jw_obj_begin(w);
    kint(w, "jobId", j->job_id);
    kstr(w, "name", j->name);
    kstr(w, "description", j->description);
    if (j->submission_time >= 0)
        kdate(w, "submissionTime", j->submission_time);
    if (j->completion_time >= 0)
        kdate(w, "completionTime", j->completion_time);
    int_array(w, "stageIds", j->stage_ids, j->nstage_ids);
    kstr(w, "jobGroup", j->job_group);
    sdx_jw_key(w, "jobTags");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < j->ntags; i++)
        sdx_jw_str(w, j->tags[i]);
    sdx_jw_arr_end(w);
    kstr(w, "status", sdx_job_status_names[j->status]);
    kint(w, "numTasks", j->num_tasks);
    kint(w, "numActiveTasks", j->active_tasks);
    kint(w, "numCompletedTasks", j->completed_tasks);
    kint(w, "numSkippedTasks", j->skipped_tasks);
    kint(w, "numFailedTasks", j->failed_tasks);
    kint(w, "numKilledTasks", j->killed_tasks);
    kint(w, "numCompletedIndices", j->completed_indices);
    kint(w, "numActiveStages", j->active_stages);
    kint(w, "numCompletedStages", j->completed_stages);
    kint(w, "numSkippedStages", j->skipped_stages);
    kint(w, "numFailedStages", j->failed_stages);
    killed_summary(w, j->killed_summary, j->nkilled_summary);
    sdx_jw_obj_end(w);
}

/* ---- executors ---- */

static int64_t app_time_for_driver(const sdx_model *m, int *ok)
{
    /* AppStatusStore.extractAppTime: end - start of the listener's app info */
    *ok = 0;
    if (!m->has_app_start)
        return 0;
    int64_t start = m->attempt.start_time;
    int64_t end = m->app_end_time;
    if (end == 0)
        return 0;
    *ok = 1;
    if (end < 0) {
        /* still running: the History Server uses the current time; the
         * log's last modification is the stable equivalent */
        int64_t now = m->attempt.last_updated > 0 ? m->attempt.last_updated : start;
        return sdx_sat_sub(now, start);
    }
    return sdx_sat_sub(end, start);
}

static void executor_object(sdx_jw *w, const sdx_model *m, const sdx_executor *e)
{
    int is_driver = !strcmp(e->id, "driver");
    int64_t total_duration = e->total_duration, gc = e->total_gc_time;
    if (is_driver) {
        int ok;
        int64_t t = app_time_for_driver(m, &ok);
        if (ok)
            total_duration = t;
        if (e->peaks.set)
            gc = e->peaks.v[SDX_EM_TOTAL_GC_TIME];
    }
    sdx_jw_obj_begin(w);
    kstr(w, "id", e->id);
    kstr(w, "hostPort", e->host_port ? e->host_port : e->host);
    kbool(w, "isActive", e->is_active);
    kint(w, "rddBlocks", e->rdd_blocks);
    kint(w, "memoryUsed", e->memory_used);
    kint(w, "diskUsed", e->disk_used);
    kint(w, "totalCores", e->total_cores);
    kint(w, "maxTasks", e->max_tasks);
    kint(w, "activeTasks", e->active_tasks);
    kint(w, "failedTasks", e->failed_tasks);
    kint(w, "completedTasks", e->completed_tasks);
    kint(w, "totalTasks", e->total_tasks);
    kint(w, "totalDuration", total_duration);
    kint(w, "totalGCTime", gc);
    kint(w, "totalInputBytes", e->total_input_bytes);
    kint(w, "totalShuffleRead", e->total_shuffle_read);
    kint(w, "totalShuffleWrite", e->total_shuffle_write);
    kbool(w, "isBlacklisted", e->is_excluded);
    kint(w, "maxMemory", e->max_memory);
    kdate(w, "addTime", e->add_time);
    if (e->remove_time != -1 || e->remove_reason)
        kdate(w, "removeTime", e->remove_time);
    kstr(w, "removeReason", e->remove_reason);
    kv_object(w, "executorLogs", e->logs, e->nlogs);
    if (e->total_onheap >= 0) {
        sdx_jw_key(w, "memoryMetrics");
        sdx_jw_obj_begin(w);
        kint(w, "usedOnHeapStorageMemory", e->used_onheap);
        kint(w, "usedOffHeapStorageMemory", e->used_offheap);
        kint(w, "totalOnHeapStorageMemory", e->total_onheap);
        kint(w, "totalOffHeapStorageMemory", e->total_offheap);
        sdx_jw_obj_end(w);
    }
    int_array(w, "blacklistedInStages", e->excluded_in_stages, e->nexcluded_in_stages);
    if (e->peaks.set)
        peaks_object(w, "peakMemoryMetrics", &e->peaks);
    kv_object(w, "attributes", e->attributes, e->nattributes);
    sdx_jw_key(w, "resources");
    sdx_jw_obj_begin(w);
    for (uint32_t i = 0; i < e->nresources; i++) {
        sdx_jw_key(w, e->resources[i].name ? e->resources[i].name : "");
        sdx_jw_obj_begin(w);
        kstr(w, "name", e->resources[i].name);
        sdx_jw_key(w, "addresses");
        sdx_jw_arr_begin(w);
        for (uint32_t k = 0; k < e->resources[i].naddresses; k++)
            sdx_jw_str(w, e->resources[i].addresses[k]);
        sdx_jw_arr_end(w);
        sdx_jw_obj_end(w);
    }
    sdx_jw_obj_end(w);
    kint(w, "resourceProfileId", e->resource_profile_id);
    kbool(w, "isExcluded", e->is_excluded);
    int_array(w, "excludedInStages", e->excluded_in_stages, e->nexcluded_in_stages);
    sdx_jw_obj_end(w);
}

void rest_executor_list(sdx_jw *w, const sdx_model *m, int active_only)
{
    sdx_jw_arr_begin(w);
    if (active_only) {
        for (uint32_t i = m->nexecutors; i-- > 0;) {
            const sdx_executor *e = m->executors[i];
            if (e->is_active && strcmp(e->id, "fallback"))
                executor_object(w, m, e);
        }
    } else {
        for (uint32_t i = 0; i < m->nexecutors; i++)
            if (strcmp(m->executors[i]->id, "fallback"))
                executor_object(w, m, m->executors[i]);
    }
    sdx_jw_arr_end(w);
}

void rest_process_list(sdx_jw *w, const sdx_model *m)
{
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < m->nprocesses; i++) {
        const sdx_process *p = m->processes[i];
        sdx_jw_obj_begin(w);
        kstr(w, "id", p->id);
        kstr(w, "hostPort", p->host_port);
        kbool(w, "isActive", p->is_active);
        kint(w, "totalCores", p->total_cores);
        kdate(w, "addTime", p->add_time);
        if (p->remove_time >= 0)
            kdate(w, "removeTime", p->remove_time);
        kv_object(w, "processLogs", p->logs, p->nlogs);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

/* ---- tasks ---- */

static int64_t api_getting_result_time(const sdx_task *t)
{
    int64_t fetch = t->result_fetch_start > 0 ? t->result_fetch_start : -1;
    int64_t dur = t->duration > 0 ? t->duration : -1;
    if (fetch > 0)
        return dur > 0 ? sdx_sat_sub(sdx_sat_add(t->launch_time, dur), fetch) : 0;
    return 0;
}

static int64_t api_scheduler_delay(const sdx_task *t)
{
    int finished = t->status == SDX_TASK_SUCCESS || t->status == SDX_TASK_FAILED || t->status == SDX_TASK_KILLED;
    if (!finished || !t->has_metrics || t->duration <= 0)
        return 0;
    int64_t v = sdx_sat_sub(t->duration, sdx_task_metric_api(t, SDX_TM_EXECUTOR_RUN_TIME));
    v = sdx_sat_sub(v, sdx_task_metric_api(t, SDX_TM_EXECUTOR_DESERIALIZE_TIME));
    v = sdx_sat_sub(v, sdx_task_metric_api(t, SDX_TM_RESULT_SERIALIZATION_TIME));
    v = sdx_sat_sub(v, api_getting_result_time(t));
    return v > 0 ? v : 0;
}

static void task_metrics_object(sdx_jw *w, const sdx_task *t)
{
#define M(k, i) kint(w, k, sdx_task_metric_api(t, i))
    sdx_jw_key(w, "taskMetrics");
    sdx_jw_obj_begin(w);
    M("executorDeserializeTime", SDX_TM_EXECUTOR_DESERIALIZE_TIME);
    M("executorDeserializeCpuTime", SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME);
    M("executorRunTime", SDX_TM_EXECUTOR_RUN_TIME);
    M("executorCpuTime", SDX_TM_EXECUTOR_CPU_TIME);
    M("resultSize", SDX_TM_RESULT_SIZE);
    M("jvmGcTime", SDX_TM_JVM_GC_TIME);
    M("resultSerializationTime", SDX_TM_RESULT_SERIALIZATION_TIME);
    M("memoryBytesSpilled", SDX_TM_MEMORY_BYTES_SPILLED);
    M("diskBytesSpilled", SDX_TM_DISK_BYTES_SPILLED);
    M("peakExecutionMemory", SDX_TM_PEAK_EXECUTION_MEMORY);
    sdx_jw_key(w, "inputMetrics");
    sdx_jw_obj_begin(w);
    M("bytesRead", SDX_TM_INPUT_BYTES);
    M("recordsRead", SDX_TM_INPUT_RECORDS);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "outputMetrics");
    sdx_jw_obj_begin(w);
    M("bytesWritten", SDX_TM_OUTPUT_BYTES);
    M("recordsWritten", SDX_TM_OUTPUT_RECORDS);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "shuffleReadMetrics");
    sdx_jw_obj_begin(w);
    M("remoteBlocksFetched", SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED);
    M("localBlocksFetched", SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED);
    M("fetchWaitTime", SDX_TM_SHUFFLE_FETCH_WAIT_TIME);
    M("remoteBytesRead", SDX_TM_SHUFFLE_REMOTE_BYTES_READ);
    M("remoteBytesReadToDisk", SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK);
    M("localBytesRead", SDX_TM_SHUFFLE_LOCAL_BYTES_READ);
    M("recordsRead", SDX_TM_SHUFFLE_RECORDS_READ);
    M("remoteReqsDuration", SDX_TM_SHUFFLE_REMOTE_REQS_DURATION);
    sdx_jw_key(w, "shufflePushReadMetrics");
    sdx_jw_obj_begin(w);
    M("corruptMergedBlockChunks", SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS);
    M("mergedFetchFallbackCount", SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT);
    M("remoteMergedBlocksFetched", SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED);
    M("localMergedBlocksFetched", SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED);
    M("remoteMergedChunksFetched", SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED);
    M("localMergedChunksFetched", SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED);
    M("remoteMergedBytesRead", SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ);
    M("localMergedBytesRead", SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ);
    M("remoteMergedReqsDuration", SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION);
    sdx_jw_obj_end(w);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "shuffleWriteMetrics");
    sdx_jw_obj_begin(w);
    M("bytesWritten", SDX_TM_SHUFFLE_WRITE_BYTES);
    M("writeTime", SDX_TM_SHUFFLE_WRITE_TIME);
    M("recordsWritten", SDX_TM_SHUFFLE_WRITE_RECORDS);
    sdx_jw_obj_end(w);
    sdx_jw_obj_end(w);
#undef M
}

static void task_object(sdx_jw *w, const sdx_model *m, const sdx_task *t)
{
    sdx_jw_obj_begin(w);
    kint(w, "taskId", t->task_id);
    kint(w, "index", t->index);
    kint(w, "attempt", t->attempt);
    kint(w, "partitionId", t->partition_id);
    kdate(w, "launchTime", t->launch_time);
    if (t->result_fetch_start > 0)
        kdate(w, "resultFetchStart", t->result_fetch_start);
    if (t->duration > 0)
        kint(w, "duration", t->duration);
    kstr(w, "executorId", t->executor_id);
    kstr(w, "host", t->host);
    kstr(w, "status", sdx_task_status_names[t->status]);
    kstr(w, "taskLocality", t->locality);
    kbool(w, "speculative", t->speculative);
    accum_array(w, t->accums, t->naccums);
    kstr(w, "errorMessage", t->error);
    if (t->has_metrics)
        task_metrics_object(w, t);
    const sdx_executor *e = sdx_model_executor(m, t->executor_id);
    kv_object(w, "executorLogs", e ? e->logs : NULL, e ? e->nlogs : 0);
    kint(w, "schedulerDelay", api_scheduler_delay(t));
    kint(w, "gettingResultTime", api_getting_result_time(t));
    sdx_jw_obj_end(w);
}

/* ---- task lists ---- */

typedef struct task_sort {
    const sdx_task *t;
    int64_t key;
} task_sort;

static int cmp_task_sort(const void *a, const void *b)
{
    const task_sort *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return x->t->task_id < y->t->task_id ? -1 : x->t->task_id > y->t->task_id;
}

/* Tasks of a stage attempt ordered by id or run time, filtered by status
 * (bitmask of 1 << sdx_task_status; 0 = all), sliced [offset, offset+len). */
static uint32_t task_selection(const sdx_stage *st, int by_runtime, int ascending, unsigned status_mask,
                               int64_t offset, int64_t length, const sdx_task ***out)
{
    task_sort *v = sdx_xmalloc(sizeof *v * (st->ntasks ? st->ntasks : 1));
    if (!v) {
        *out = NULL;
        return 0;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < st->ntasks; i++) {
        v[n].t = &st->tasks[i];
        v[n].key = by_runtime ? sdx_task_stored(&st->tasks[i], SDX_TM_EXECUTOR_RUN_TIME) : 0;
        n++;
    }
    qsort(v, n, sizeof *v, cmp_task_sort);
    if (!ascending)
        for (uint32_t i = 0; i < n / 2; i++) {
            task_sort tmp = v[i];
            v[i] = v[n - 1 - i];
            v[n - 1 - i] = tmp;
        }
    const sdx_task **sel = sdx_xmalloc(sizeof *sel * (n ? n : 1));
    if (!sel) {
        free(v);
        *out = NULL;
        return 0;
    }
    uint32_t ns = 0;
    int64_t seen = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (status_mask && !(status_mask & (1u << v[i].t->status)))
            continue;
        if (seen++ < offset)
            continue;
        if ((int64_t)ns >= length)
            break;
        sel[ns++] = v[i].t;
    }
    free(v);
    *out = sel;
    return ns;
}

/* ---- stages ---- */

static void dist_array(sdx_jw *w, const char *k, const double *v, size_t nq)
{
    sdx_jw_key(w, k);
    sdx_jw_arr_begin(w);
    for (size_t i = 0; i < nq; i++)
        sdx_jw_double_strict(w, v[i]);
    sdx_jw_arr_end(w);
}

void rest_task_summary_object(sdx_jw *w, const double *q, size_t nq, const double *o)
{
#define D(k, i) dist_array(w, k, o + (size_t)(i) * nq, nq)
    sdx_jw_obj_begin(w);
    dist_array(w, "quantiles", q, nq);
    D("duration", SDX_TS_DURATION);
    D("executorDeserializeTime", SDX_TM_EXECUTOR_DESERIALIZE_TIME);
    D("executorDeserializeCpuTime", SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME);
    D("executorRunTime", SDX_TM_EXECUTOR_RUN_TIME);
    D("executorCpuTime", SDX_TM_EXECUTOR_CPU_TIME);
    D("resultSize", SDX_TM_RESULT_SIZE);
    D("jvmGcTime", SDX_TM_JVM_GC_TIME);
    D("resultSerializationTime", SDX_TM_RESULT_SERIALIZATION_TIME);
    D("gettingResultTime", SDX_TS_GETTING_RESULT_TIME);
    D("schedulerDelay", SDX_TS_SCHEDULER_DELAY);
    D("peakExecutionMemory", SDX_TM_PEAK_EXECUTION_MEMORY);
    D("memoryBytesSpilled", SDX_TM_MEMORY_BYTES_SPILLED);
    D("diskBytesSpilled", SDX_TM_DISK_BYTES_SPILLED);
    sdx_jw_key(w, "inputMetrics");
    sdx_jw_obj_begin(w);
    D("bytesRead", SDX_TM_INPUT_BYTES);
    D("recordsRead", SDX_TM_INPUT_RECORDS);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "outputMetrics");
    sdx_jw_obj_begin(w);
    D("bytesWritten", SDX_TM_OUTPUT_BYTES);
    D("recordsWritten", SDX_TM_OUTPUT_RECORDS);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "shuffleReadMetrics");
    sdx_jw_obj_begin(w);
    D("readBytes", SDX_TS_SHUFFLE_READ_BYTES);
    D("readRecords", SDX_TM_SHUFFLE_RECORDS_READ);
    D("remoteBlocksFetched", SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED);
    D("localBlocksFetched", SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED);
    D("fetchWaitTime", SDX_TM_SHUFFLE_FETCH_WAIT_TIME);
    D("remoteBytesRead", SDX_TM_SHUFFLE_REMOTE_BYTES_READ);
    D("remoteBytesReadToDisk", SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK);
    D("totalBlocksFetched", SDX_TS_SHUFFLE_TOTAL_BLOCKS);
    D("remoteReqsDuration", SDX_TM_SHUFFLE_REMOTE_REQS_DURATION);
    sdx_jw_key(w, "shufflePushReadMetricsDist");
    sdx_jw_obj_begin(w);
    D("corruptMergedBlockChunks", SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS);
    D("mergedFetchFallbackCount", SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT);
    D("remoteMergedBlocksFetched", SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED);
    D("localMergedBlocksFetched", SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED);
    D("remoteMergedChunksFetched", SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED);
    D("localMergedChunksFetched", SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED);
    D("remoteMergedBytesRead", SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ);
    D("localMergedBytesRead", SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ);
    D("remoteMergedReqsDuration", SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION);
    sdx_jw_obj_end(w);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "shuffleWriteMetrics");
    sdx_jw_obj_begin(w);
    D("writeBytes", SDX_TM_SHUFFLE_WRITE_BYTES);
    D("writeRecords", SDX_TM_SHUFFLE_WRITE_RECORDS);
    D("writeTime", SDX_TM_SHUFFLE_WRITE_TIME);
    sdx_jw_obj_end(w);
    sdx_jw_obj_end(w);
#undef D
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* AppStatusUtils.getQuantilesValue over sorted values. */
static void quantiles_of(double *vals, size_t n, const double *q, size_t nq, double *out)
{
    qsort(vals, n, sizeof *vals, cmp_double);
    for (size_t i = 0; i < nq; i++)
        out[i] = n ? vals[sdx_quantile_index(q[i], (int64_t)n)] : 0.0;
}

static void exec_summary_distributions(sdx_jw *w, const sdx_stage *st, const double *q, size_t nq)
{
    size_t n = st->nexec_summaries;
    double *vals = sdx_xmalloc(sizeof(double) * (n ? n : 1));
    double *out = sdx_xmalloc(sizeof(double) * (nq ? nq : 1));
    if (!vals || !out) {
        free(vals);
        free(out);
        sdx_buf_fail(w->out);
        return;
    }
    sdx_jw_key(w, "executorMetricsDistributions");
    sdx_jw_obj_begin(w);
    dist_array(w, "quantiles", q, nq);
#define FIELD(key, expr)                                                       \
    do {                                                                       \
        size_t k = 0;                                                          \
        for (const sdx_exec_stage *e = st->exec_summaries; e; e = e->next)     \
            vals[k++] = (double)(expr);                                        \
        quantiles_of(vals, k, q, nq, out);                                     \
        dist_array(w, key, out, nq);                                           \
    } while (0)
    FIELD("taskTime", e->task_time);
    FIELD("failedTasks", e->failed);
    FIELD("succeededTasks", e->succeeded);
    FIELD("killedTasks", e->killed);
    FIELD("inputBytes", e->m[SDX_TM_INPUT_BYTES]);
    FIELD("inputRecords", e->m[SDX_TM_INPUT_RECORDS]);
    FIELD("outputBytes", e->m[SDX_TM_OUTPUT_BYTES]);
    FIELD("outputRecords", e->m[SDX_TM_OUTPUT_RECORDS]);
    FIELD("shuffleRead", sdx_sat_add(e->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ], e->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ]));
    FIELD("shuffleReadRecords", e->m[SDX_TM_SHUFFLE_RECORDS_READ]);
    FIELD("shuffleWrite", e->m[SDX_TM_SHUFFLE_WRITE_BYTES]);
    FIELD("shuffleWriteRecords", e->m[SDX_TM_SHUFFLE_WRITE_RECORDS]);
    FIELD("memoryBytesSpilled", e->m[SDX_TM_MEMORY_BYTES_SPILLED]);
    FIELD("diskBytesSpilled", e->m[SDX_TM_DISK_BYTES_SPILLED]);
#undef FIELD
    sdx_jw_key(w, "peakMemoryMetrics");
    sdx_jw_obj_begin(w);
    for (int mi = 0; mi < SDX_EM_COUNT; mi++) {
        size_t k = 0;
        for (const sdx_exec_stage *e = st->exec_summaries; e; e = e->next)
            if (e->peaks.set)
                vals[k++] = (double)e->peaks.v[mi];
        quantiles_of(vals, k, q, nq, out);
        dist_array(w, sdx_em_names[mi], out, nq);
    }
    sdx_jw_obj_end(w);
    sdx_jw_obj_end(w);
    free(vals);
    free(out);
}

static void exec_stage_object(sdx_jw *w, const sdx_exec_stage *e)
{
    sdx_jw_obj_begin(w);
    kint(w, "taskTime", e->task_time);
    kint(w, "failedTasks", e->failed);
    kint(w, "succeededTasks", e->succeeded);
    kint(w, "killedTasks", e->killed);
    kint(w, "inputBytes", e->m[SDX_TM_INPUT_BYTES]);
    kint(w, "inputRecords", e->m[SDX_TM_INPUT_RECORDS]);
    kint(w, "outputBytes", e->m[SDX_TM_OUTPUT_BYTES]);
    kint(w, "outputRecords", e->m[SDX_TM_OUTPUT_RECORDS]);
    kint(w, "shuffleRead", sdx_sat_add(e->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ], e->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ]));
    kint(w, "shuffleReadRecords", e->m[SDX_TM_SHUFFLE_RECORDS_READ]);
    kint(w, "shuffleWrite", e->m[SDX_TM_SHUFFLE_WRITE_BYTES]);
    kint(w, "shuffleWriteRecords", e->m[SDX_TM_SHUFFLE_WRITE_RECORDS]);
    kint(w, "memoryBytesSpilled", e->m[SDX_TM_MEMORY_BYTES_SPILLED]);
    kint(w, "diskBytesSpilled", e->m[SDX_TM_DISK_BYTES_SPILLED]);
    kbool(w, "isBlacklistedForStage", e->excluded);
    if (e->peaks.set)
        peaks_object(w, "peakMemoryMetrics", &e->peaks);
    kbool(w, "isExcludedForStage", e->excluded);
    sdx_jw_obj_end(w);
}

void rest_stage_object(sdx_jw *w, const sdx_model *m, const sdx_stage *st, const stage_opts *o)
{
    sdx_jw_obj_begin(w);
    kstr(w, "status", sdx_stage_status_names[st->status]);
    kint(w, "stageId", st->stage_id);
    kint(w, "attemptId", st->attempt_id);
    kint(w, "numTasks", st->num_tasks);
    kint(w, "numActiveTasks", st->active_tasks);
    kint(w, "numCompleteTasks", st->completed_tasks);
    kint(w, "numFailedTasks", st->failed_tasks);
    kint(w, "numKilledTasks", st->killed_tasks);
    kint(w, "numCompletedIndices", st->completed_indices);
    if (st->has_submission_time)
        kdate(w, "submissionTime", st->submission_time);
    if (st->first_launch_time != INT64_MAX)
        kdate(w, "firstTaskLaunchedTime", st->first_launch_time);
    if (st->has_completion_time)
        kdate(w, "completionTime", st->completion_time);
    kstr(w, "failureReason", st->failure_reason);
    static const struct { const char *k; int i; } sums[] = {
        {"executorDeserializeTime", SDX_TM_EXECUTOR_DESERIALIZE_TIME},
        {"executorDeserializeCpuTime", SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME},
        {"executorRunTime", SDX_TM_EXECUTOR_RUN_TIME}, {"executorCpuTime", SDX_TM_EXECUTOR_CPU_TIME},
        {"resultSize", SDX_TM_RESULT_SIZE}, {"jvmGcTime", SDX_TM_JVM_GC_TIME},
        {"resultSerializationTime", SDX_TM_RESULT_SERIALIZATION_TIME},
        {"memoryBytesSpilled", SDX_TM_MEMORY_BYTES_SPILLED}, {"diskBytesSpilled", SDX_TM_DISK_BYTES_SPILLED},
        {"peakExecutionMemory", SDX_TM_PEAK_EXECUTION_MEMORY}, {"inputBytes", SDX_TM_INPUT_BYTES},
        {"inputRecords", SDX_TM_INPUT_RECORDS}, {"outputBytes", SDX_TM_OUTPUT_BYTES},
        {"outputRecords", SDX_TM_OUTPUT_RECORDS},
        {"shuffleRemoteBlocksFetched", SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED},
        {"shuffleLocalBlocksFetched", SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED},
        {"shuffleFetchWaitTime", SDX_TM_SHUFFLE_FETCH_WAIT_TIME},
        {"shuffleRemoteBytesRead", SDX_TM_SHUFFLE_REMOTE_BYTES_READ},
        {"shuffleRemoteBytesReadToDisk", SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK},
        {"shuffleLocalBytesRead", SDX_TM_SHUFFLE_LOCAL_BYTES_READ},
    };
    for (size_t i = 0; i < sizeof sums / sizeof sums[0]; i++)
        kint(w, sums[i].k, st->m[sums[i].i]);
    kint(w, "shuffleReadBytes", sdx_sat_add(st->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ], st->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]));
    kint(w, "shuffleReadRecords", st->m[SDX_TM_SHUFFLE_RECORDS_READ]);
    kint(w, "shuffleCorruptMergedBlockChunks", st->m[SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS]);
    kint(w, "shuffleMergedFetchFallbackCount", st->m[SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT]);
    kint(w, "shuffleMergedRemoteBlocksFetched", st->m[SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED]);
    kint(w, "shuffleMergedLocalBlocksFetched", st->m[SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED]);
    kint(w, "shuffleMergedRemoteChunksFetched", st->m[SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED]);
    kint(w, "shuffleMergedLocalChunksFetched", st->m[SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED]);
    kint(w, "shuffleMergedRemoteBytesRead", st->m[SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ]);
    kint(w, "shuffleMergedLocalBytesRead", st->m[SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ]);
    kint(w, "shuffleRemoteReqsDuration", st->m[SDX_TM_SHUFFLE_REMOTE_REQS_DURATION]);
    kint(w, "shuffleMergedRemoteReqsDuration", st->m[SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION]);
    kint(w, "shuffleWriteBytes", st->m[SDX_TM_SHUFFLE_WRITE_BYTES]);
    kint(w, "shuffleWriteTime", st->m[SDX_TM_SHUFFLE_WRITE_TIME]);
    kint(w, "shuffleWriteRecords", st->m[SDX_TM_SHUFFLE_WRITE_RECORDS]);
    kstr(w, "name", st->name);
    kstr(w, "description", st->description);
    kstr(w, "details", st->details);
    kstr(w, "schedulingPool", st->scheduling_pool);
    int_array(w, "rddIds", st->rdd_ids, st->nrdd_ids);
    stage_accums(w, st);
    if (o && o->details) {
        const sdx_task **sel;
        uint32_t n = task_selection(st, 0, 0, o->task_status_mask, 0, INT64_MAX, &sel);
        if (!sel)
            sdx_buf_fail(w->out);   /* out of memory */
        sdx_jw_key(w, "tasks");
        sdx_jw_obj_begin(w);
        for (uint32_t i = 0; i < n; i++) {
            char k[32];
            snprintf(k, sizeof k, "%lld", (long long)sel[i]->task_id);
            sdx_jw_key(w, k);
            task_object(w, m, sel[i]);
        }
        sdx_jw_obj_end(w);
        free(sel);
        sdx_jw_key(w, "executorSummary");
        sdx_jw_obj_begin(w);
        for (const sdx_exec_stage *e = st->exec_summaries; e; e = e->next) {
            sdx_jw_key(w, e->executor_id);
            exec_stage_object(w, e);
        }
        sdx_jw_obj_end(w);
        if (st->has_speculation_summary) {
            sdx_jw_key(w, "speculationSummary");
            sdx_jw_obj_begin(w);
            kint(w, "numTasks", st->spec_num_tasks);
            kint(w, "numActiveTasks", st->spec_active);
            kint(w, "numCompletedTasks", st->spec_completed);
            kint(w, "numFailedTasks", st->spec_failed);
            kint(w, "numKilledTasks", st->spec_killed);
            sdx_jw_obj_end(w);
        }
    }
    killed_summary(w, st->killed_summary, st->nkilled_summary);
    kint(w, "resourceProfileId", st->resource_profile_id);
    if (st->peaks.set)
        peaks_object(w, "peakExecutorMetrics", &st->peaks);
    if (o && o->with_summaries) {
        double *out = sdx_xmalloc(sizeof(double) * SDX_TS_COUNT * (o->nq ? o->nq : 1));
        int64_t count = out ? sdx_stage_task_summary(st, o->q, o->nq, out) : -1;
        if (count < 0)
            sdx_buf_fail(w->out);   /* out of memory */
        else if (count > 0) {
            sdx_jw_key(w, "taskMetricsDistributions");
            rest_task_summary_object(w, o->q, o->nq, out);
        }
        free(out);
        if (st->nexec_summaries)
            exec_summary_distributions(w, st, o->q, o->nq);
    }
    kbool(w, "isShufflePushEnabled", st->shuffle_push_enabled);
    kint(w, "shuffleMergersCount", st->shuffle_mergers_count);
    sdx_jw_obj_end(w);
}

void rest_task_list(sdx_jw *w, const sdx_model *m, const sdx_stage *st, int by_runtime, int ascending,
                    unsigned status_mask, int64_t offset, int64_t length)
{
    const sdx_task **sel;
    uint32_t n = st ? task_selection(st, by_runtime, ascending, status_mask, offset, length, &sel) : 0;
    if (st && !sel)
        sdx_buf_fail(w->out);   /* out of memory */
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < n; i++)
        task_object(w, m, sel[i]);
    sdx_jw_arr_end(w);
    if (st)
        free(sel);
}

/* ---- environment ---- */

/* spark.redaction.regex, case-insensitive: (?i)secret|password|token|access[.]key
 * through Spark 4.0; Spark 4.3's History Server also redacts keys and values
 * containing "credential" and "accesskey" (seen on its answers for logs
 * written by Spark 3.5, whose writer had not redacted them). */
static int redact_match(const char *s, int newer)
{
    static const char *const pats[] = {"secret", "password", "token", "access.key", "credential", "accesskey"};
    if (!s)
        return 0;
    size_t np = newer ? 6 : 4;
    for (size_t p = 0; p < np; p++) {
        size_t n = strlen(pats[p]);
        for (const char *c = s; *c; c++) {
            size_t i = 0;
            while (i < n && c[i] && tolower((unsigned char)c[i]) == pats[p][i])
                i++;
            if (i == n)
                return 1;
        }
    }
    return 0;
}

static int cmp_kv(const void *a, const void *b)
{
    const sdx_kv *x = a, *y = b;
    return strcmp(x->key, y->key);
}

static void pairs(sdx_jw *w, const char *k, const sdx_kv *kv, uint32_t n, int redact, int newer)
{
    sdx_kv *c = sdx_xmalloc(sizeof *c * (n ? n : 1));
    if (!c) {
        sdx_buf_fail(w->out);
        return;
    }
    if (n)
        memcpy(c, kv, sizeof *c * n);
    /* stable: equal keys keep their order */
    for (uint32_t i = 1; i < n; i++)
        for (uint32_t j = i; j > 0 && cmp_kv(&c[j - 1], &c[j]) > 0; j--) {
            sdx_kv t = c[j];
            c[j] = c[j - 1];
            c[j - 1] = t;
        }
    sdx_jw_key(w, k);
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < n; i++) {
        sdx_jw_arr_begin(w);
        sdx_jw_str(w, c[i].key);
        sdx_jw_str(w, redact && (redact_match(c[i].key, newer) || redact_match(c[i].value, newer)) ? "*********(redacted)"
                                                                                     : c[i].value);
        sdx_jw_arr_end(w);
    }
    sdx_jw_arr_end(w);
    free(c);
}

void rest_environment(sdx_jw *w, const sdx_model *m, int newer)
{
    const sdx_env *e = &m->env;
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "runtime");
    sdx_jw_obj_begin(w);
    kstr(w, "javaVersion", e->java_version);
    kstr(w, "javaHome", e->java_home);
    kstr(w, "scalaVersion", e->scala_version);
    sdx_jw_obj_end(w);
    pairs(w, "sparkProperties", e->spark_props, e->nspark_props, 1, newer);
    pairs(w, "hadoopProperties", e->hadoop_props, e->nhadoop_props, 1, newer);
    pairs(w, "systemProperties", e->system_props, e->nsystem_props, 1, newer);
    pairs(w, "metricsProperties", e->metrics_props, e->nmetrics_props, 1, newer);
    pairs(w, "classpathEntries", e->classpath, e->nclasspath, 0, newer);
    sdx_jw_key(w, "resourceProfiles");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < m->nprofiles; i++) {
        const sdx_resource_profile *p = &m->profiles[i];
        sdx_jw_obj_begin(w);
        kint(w, "id", p->id);
        sdx_jw_key(w, "executorResources");
        sdx_jw_obj_begin(w);
        for (uint32_t k = 0; k < p->nexec_reqs; k++) {
            const sdx_resource_req *q = &p->exec_reqs[k];
            sdx_jw_key(w, q->name ? q->name : "");
            sdx_jw_obj_begin(w);
            kstr(w, "resourceName", q->name);
            kint(w, "amount", (int64_t)q->amount);
            kstr(w, "discoveryScript", q->discovery_script ? q->discovery_script : "");
            kstr(w, "vendor", q->vendor ? q->vendor : "");
            sdx_jw_obj_end(w);
        }
        sdx_jw_obj_end(w);
        sdx_jw_key(w, "taskResources");
        sdx_jw_obj_begin(w);
        for (uint32_t k = 0; k < p->ntask_reqs; k++) {
            const sdx_resource_req *q = &p->task_reqs[k];
            sdx_jw_key(w, q->name ? q->name : "");
            sdx_jw_obj_begin(w);
            kstr(w, "resourceName", q->name);
            sdx_jw_key(w, "amount");
            sdx_jw_double(w, q->amount);
            sdx_jw_obj_end(w);
        }
        sdx_jw_obj_end(w);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
}

/* ---- storage ---- */

void rest_rdd_object(sdx_jw *w, const sdx_model *m, const sdx_rdd *r)
{
    sdx_jw_obj_begin(w);
    kint(w, "id", r->id);
    kstr(w, "name", r->name);
    kint(w, "numPartitions", r->num_partitions);
    kint(w, "numCachedPartitions", r->nparts);
    kstr(w, "storageLevel", r->storage_level);
    kint(w, "memoryUsed", r->memory_used);
    kint(w, "diskUsed", r->disk_used);
    if (r->ndists) {
        sdx_jw_key(w, "dataDistribution");
        sdx_jw_arr_begin(w);
        for (uint32_t i = 0; i < r->ndists; i++) {
            const sdx_rdd_dist *d = &r->dists[i];
            const sdx_executor *e = sdx_model_executor(m, d->executor_id);
            sdx_jw_obj_begin(w);
            kstr(w, "address", e ? (e->host_port ? e->host_port : e->host) : d->executor_id);
            kint(w, "memoryUsed", d->memory_used);
            kint(w, "memoryRemaining", e ? e->max_memory - e->memory_used : 0);
            kint(w, "diskUsed", d->disk_used);
            if (e && e->total_onheap >= 0) {
                kint(w, "onHeapMemoryUsed", d->onheap_used);
                kint(w, "offHeapMemoryUsed", d->offheap_used);
                kint(w, "onHeapMemoryRemaining", e->total_onheap - e->used_onheap);
                kint(w, "offHeapMemoryRemaining", e->total_offheap - e->used_offheap);
            }
            sdx_jw_obj_end(w);
        }
        sdx_jw_arr_end(w);
    }
    sdx_jw_key(w, "partitions");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < r->nparts; i++) {
        const sdx_rdd_part *p = &r->parts[i];
        sdx_jw_obj_begin(w);
        kstr(w, "blockName", p->block_name);
        kstr(w, "storageLevel", p->storage_level);
        kint(w, "memoryUsed", p->memory_used);
        kint(w, "diskUsed", p->disk_used);
        sdx_jw_key(w, "executors");
        sdx_jw_arr_begin(w);
        for (uint32_t k = 0; k < p->nexecutors; k++)
            sdx_jw_str(w, p->executors[k]);
        sdx_jw_arr_end(w);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
}
