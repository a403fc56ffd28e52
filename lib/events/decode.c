/*
 * decode.c: typed decoding of event-log JSON (see events.h).
 *
 * Defaults follow Spark's JsonProtocol readers, so a 1.x log and a 4.x log
 * of the same work decode to the same values: a missing "Attempt" is 1, a
 * missing "Stage Attempt ID" 0, missing CPU times / peak memory / newer
 * shuffle fields 0, a missing "Kill Reason" "unknown reason", and so on.
 */
#include "events/events.h"

#include <stdio.h>
#include <string.h>

typedef struct { const char *name; sdx_ev kind; } ev_name;

/* Class simple names (after the last '.' of the Jackson family). */
static const ev_name EV_NAMES[] = {
    {"SparkListenerLogStart", SDX_EV_LOG_START},
    {"SparkListenerResourceProfileAdded", SDX_EV_RESOURCE_PROFILE_ADDED},
    {"SparkListenerExecutorAdded", SDX_EV_EXECUTOR_ADDED},
    {"SparkListenerExecutorRemoved", SDX_EV_EXECUTOR_REMOVED},
    {"SparkListenerBlockManagerAdded", SDX_EV_BLOCK_MANAGER_ADDED},
    {"SparkListenerBlockManagerRemoved", SDX_EV_BLOCK_MANAGER_REMOVED},
    {"SparkListenerEnvironmentUpdate", SDX_EV_ENVIRONMENT_UPDATE},
    {"SparkListenerApplicationStart", SDX_EV_APPLICATION_START},
    {"SparkListenerApplicationEnd", SDX_EV_APPLICATION_END},
    {"SparkListenerJobStart", SDX_EV_JOB_START},
    {"SparkListenerJobEnd", SDX_EV_JOB_END},
    {"SparkListenerStageSubmitted", SDX_EV_STAGE_SUBMITTED},
    {"SparkListenerStageCompleted", SDX_EV_STAGE_COMPLETED},
    {"SparkListenerStageExecutorMetrics", SDX_EV_STAGE_EXECUTOR_METRICS},
    {"SparkListenerTaskStart", SDX_EV_TASK_START},
    {"SparkListenerTaskGettingResult", SDX_EV_TASK_GETTING_RESULT},
    {"SparkListenerTaskEnd", SDX_EV_TASK_END},
    {"SparkListenerUnpersistRDD", SDX_EV_UNPERSIST_RDD},
    {"SparkListenerBlockUpdated", SDX_EV_BLOCK_UPDATED},
    {"SparkListenerExecutorMetricsUpdate", SDX_EV_EXECUTOR_METRICS_UPDATE},
    {"SparkListenerExecutorBlacklisted", SDX_EV_EXECUTOR_EXCLUDED},
    {"SparkListenerExecutorExcluded", SDX_EV_EXECUTOR_EXCLUDED},
    {"SparkListenerExecutorBlacklistedForStage", SDX_EV_EXECUTOR_EXCLUDED_FOR_STAGE},
    {"SparkListenerExecutorExcludedForStage", SDX_EV_EXECUTOR_EXCLUDED_FOR_STAGE},
    {"SparkListenerExecutorUnblacklisted", SDX_EV_EXECUTOR_UNEXCLUDED},
    {"SparkListenerExecutorUnexcluded", SDX_EV_EXECUTOR_UNEXCLUDED},
    {"SparkListenerNodeBlacklisted", SDX_EV_NODE_EXCLUDED},
    {"SparkListenerNodeExcluded", SDX_EV_NODE_EXCLUDED},
    {"SparkListenerNodeBlacklistedForStage", SDX_EV_NODE_EXCLUDED_FOR_STAGE},
    {"SparkListenerNodeExcludedForStage", SDX_EV_NODE_EXCLUDED_FOR_STAGE},
    {"SparkListenerNodeUnblacklisted", SDX_EV_NODE_UNEXCLUDED},
    {"SparkListenerNodeUnexcluded", SDX_EV_NODE_UNEXCLUDED},
    {"SparkListenerMiscellaneousProcessAdded", SDX_EV_MISC_PROCESS_ADDED},
    {"SparkListenerSQLExecutionStart", SDX_EV_SQL_EXECUTION_START},
    {"SparkListenerSQLExecutionEnd", SDX_EV_SQL_EXECUTION_END},
    {"SparkListenerSQLAdaptiveExecutionUpdate", SDX_EV_SQL_ADAPTIVE_UPDATE},
    {"SparkListenerSQLAdaptiveSQLMetricUpdates", SDX_EV_SQL_ADAPTIVE_METRIC_UPDATES},
    {"SparkListenerDriverAccumUpdates", SDX_EV_DRIVER_ACCUM_UPDATES},
};

sdx_ev sdx_event_kind(sdx_jdoc *d, uint32_t root)
{
    uint32_t ev = sdx_json_get(d, root, "Event");
    size_t n;
    const char *s = sdx_json_str(d, ev, &n);
    if (!s)
        return SDX_EV_UNKNOWN;
    /* Fast path for the hot task events. */
    if (n == 20 && memcmp(s, "SparkListenerTaskEnd", 20) == 0)
        return SDX_EV_TASK_END;
    if (n == 22 && memcmp(s, "SparkListenerTaskStart", 22) == 0)
        return SDX_EV_TASK_START;
    const char *simple = s;
    for (size_t i = 0; i < n; i++)
        if (s[i] == '.')
            simple = s + i + 1;
    size_t sn = n - (size_t)(simple - s);
    for (size_t i = 0; i < sizeof EV_NAMES / sizeof EV_NAMES[0]; i++) {
        if (strlen(EV_NAMES[i].name) == sn && memcmp(EV_NAMES[i].name, simple, sn) == 0)
            return EV_NAMES[i].kind;
    }
    return SDX_EV_UNKNOWN;
}

int64_t sdx_ev_int(sdx_jdoc *d, uint32_t obj, const char *key, int64_t dflt)
{
    uint32_t n = sdx_json_get(d, obj, key);
    if (n == SDX_JNONE)
        return dflt;
    int64_t v;
    if (sdx_json_int64(d, n, &v) == 0)
        return v;
    double dv;
    if (sdx_json_double(d, n, &dv) == 0)
        return (int64_t)dv;
    return sdx_json_int64_or(d, n, dflt);
}

int sdx_ev_bool(sdx_jdoc *d, uint32_t obj, const char *key, int dflt)
{
    return sdx_json_bool_or(d, sdx_json_get(d, obj, key), dflt);
}

const char *sdx_ev_node_str(sdx_jdoc *d, uint32_t node, sdx_interner *in)
{
    if (node == SDX_JNONE)
        return NULL;
    sdx_jtype t = sdx_json_type(d, node);
    if (t == SDX_JSTRING) {
        size_t n;
        const char *s = sdx_json_str(d, node, &n);
        return sdx_intern_n(in, s, n);
    }
    if (t == SDX_JNUMBER)
        return sdx_intern_n(in, d->nodes[node].ptr, d->nodes[node].len);
    if (t == SDX_JTRUE)
        return sdx_intern(in, "true");
    if (t == SDX_JFALSE)
        return sdx_intern(in, "false");
    return NULL;
}

const char *sdx_ev_str(sdx_jdoc *d, uint32_t obj, const char *key, sdx_interner *in)
{
    return sdx_ev_node_str(d, sdx_json_get(d, obj, key), in);
}

void sdx_ev_task_info(sdx_jdoc *d, uint32_t node, sdx_interner *in, sdx_task_info_ev *o)
{
    memset(o, 0, sizeof *o);
    o->task_id = sdx_ev_int(d, node, "Task ID", -1);
    o->index = (int32_t)sdx_ev_int(d, node, "Index", 0);
    o->attempt = (int32_t)sdx_ev_int(d, node, "Attempt", 1);
    o->partition_id = (int32_t)sdx_ev_int(d, node, "Partition ID", -1);
    o->launch_time = sdx_ev_int(d, node, "Launch Time", 0);
    o->executor_id = sdx_ev_str(d, node, "Executor ID", in);
    o->host = sdx_ev_str(d, node, "Host", in);
    o->locality = sdx_ev_str(d, node, "Locality", in);
    o->speculative = sdx_ev_bool(d, node, "Speculative", 0);
    o->getting_result_time = sdx_ev_int(d, node, "Getting Result Time", 0);
    o->finish_time = sdx_ev_int(d, node, "Finish Time", 0);
    o->failed = sdx_ev_bool(d, node, "Failed", 0);
    o->killed = sdx_ev_bool(d, node, "Killed", 0);
    o->accumulables = sdx_json_get(d, node, "Accumulables");
    if (!o->executor_id)
        o->executor_id = sdx_intern(in, "");
    if (!o->host)
        o->host = sdx_intern(in, "");
    if (!o->locality)
        o->locality = sdx_intern(in, "ANY");
}

int sdx_ev_task_metrics(sdx_jdoc *d, uint32_t n, int64_t o[SDX_TM_COUNT])
{
    memset(o, 0, sizeof(int64_t) * SDX_TM_COUNT);
    if (n == SDX_JNONE || sdx_json_type(d, n) != SDX_JOBJECT)
        return 0;
    o[SDX_TM_EXECUTOR_DESERIALIZE_TIME] = sdx_ev_int(d, n, "Executor Deserialize Time", 0);
    o[SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME] = sdx_ev_int(d, n, "Executor Deserialize CPU Time", 0);
    o[SDX_TM_EXECUTOR_RUN_TIME] = sdx_ev_int(d, n, "Executor Run Time", 0);
    o[SDX_TM_EXECUTOR_CPU_TIME] = sdx_ev_int(d, n, "Executor CPU Time", 0);
    o[SDX_TM_PEAK_EXECUTION_MEMORY] = sdx_ev_int(d, n, "Peak Execution Memory", 0);
    o[SDX_TM_RESULT_SIZE] = sdx_ev_int(d, n, "Result Size", 0);
    o[SDX_TM_JVM_GC_TIME] = sdx_ev_int(d, n, "JVM GC Time", 0);
    o[SDX_TM_RESULT_SERIALIZATION_TIME] = sdx_ev_int(d, n, "Result Serialization Time", 0);
    o[SDX_TM_MEMORY_BYTES_SPILLED] = sdx_ev_int(d, n, "Memory Bytes Spilled", 0);
    o[SDX_TM_DISK_BYTES_SPILLED] = sdx_ev_int(d, n, "Disk Bytes Spilled", 0);

    uint32_t sr = sdx_json_get(d, n, "Shuffle Read Metrics");
    if (sr != SDX_JNONE && sdx_json_type(d, sr) == SDX_JOBJECT) {
        o[SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED] = sdx_ev_int(d, sr, "Remote Blocks Fetched", 0);
        o[SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED] = sdx_ev_int(d, sr, "Local Blocks Fetched", 0);
        o[SDX_TM_SHUFFLE_FETCH_WAIT_TIME] = sdx_ev_int(d, sr, "Fetch Wait Time", 0);
        o[SDX_TM_SHUFFLE_REMOTE_BYTES_READ] = sdx_ev_int(d, sr, "Remote Bytes Read", 0);
        o[SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK] = sdx_ev_int(d, sr, "Remote Bytes Read To Disk", 0);
        o[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] = sdx_ev_int(d, sr, "Local Bytes Read", 0);
        o[SDX_TM_SHUFFLE_RECORDS_READ] = sdx_ev_int(d, sr, "Total Records Read", 0);
        o[SDX_TM_SHUFFLE_REMOTE_REQS_DURATION] = sdx_ev_int(d, sr, "Remote Requests Duration", 0);
        /* Push-based shuffle: the 3.1 reader's spelling and the 3.4+ writer's. */
        uint32_t pb = sdx_json_get(d, sr, "Shuffle Push Read Metrics");
        if (pb == SDX_JNONE)
            pb = sdx_json_get(d, sr, "Push Based Shuffle");
        if (pb != SDX_JNONE && sdx_json_type(d, pb) == SDX_JOBJECT) {
            o[SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS] = sdx_ev_int(d, pb, "Corrupt Merged Block Chunks", 0);
            int64_t fb = sdx_ev_int(d, pb, "Merged Fallback Count", -1);
            if (fb < 0)
                fb = sdx_ev_int(d, pb, "Merged Fetch Fallback Count", 0);
            o[SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT] = fb;
            o[SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED] = sdx_ev_int(d, pb, "Merged Remote Blocks Fetched", 0);
            o[SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED] = sdx_ev_int(d, pb, "Merged Local Blocks Fetched", 0);
            o[SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED] = sdx_ev_int(d, pb, "Merged Remote Chunks Fetched", 0);
            o[SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED] = sdx_ev_int(d, pb, "Merged Local Chunks Fetched", 0);
            o[SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ] = sdx_ev_int(d, pb, "Merged Remote Bytes Read", 0);
            o[SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ] = sdx_ev_int(d, pb, "Merged Local Bytes Read", 0);
            o[SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION] = sdx_ev_int(d, pb, "Merged Remote Requests Duration", 0);
        }
    }
    uint32_t sw = sdx_json_get(d, n, "Shuffle Write Metrics");
    if (sw != SDX_JNONE && sdx_json_type(d, sw) == SDX_JOBJECT) {
        o[SDX_TM_SHUFFLE_WRITE_BYTES] = sdx_ev_int(d, sw, "Shuffle Bytes Written", 0);
        o[SDX_TM_SHUFFLE_WRITE_TIME] = sdx_ev_int(d, sw, "Shuffle Write Time", 0);
        o[SDX_TM_SHUFFLE_WRITE_RECORDS] = sdx_ev_int(d, sw, "Shuffle Records Written", 0);
    }
    uint32_t im = sdx_json_get(d, n, "Input Metrics");
    if (im != SDX_JNONE && sdx_json_type(d, im) == SDX_JOBJECT) {
        o[SDX_TM_INPUT_BYTES] = sdx_ev_int(d, im, "Bytes Read", 0);
        o[SDX_TM_INPUT_RECORDS] = sdx_ev_int(d, im, "Records Read", 0);
    }
    uint32_t om = sdx_json_get(d, n, "Output Metrics");
    if (om != SDX_JNONE && sdx_json_type(d, om) == SDX_JOBJECT) {
        o[SDX_TM_OUTPUT_BYTES] = sdx_ev_int(d, om, "Bytes Written", 0);
        o[SDX_TM_OUTPUT_RECORDS] = sdx_ev_int(d, om, "Records Written", 0);
    }
    return 1;
}

void sdx_ev_executor_metrics(sdx_jdoc *d, uint32_t node, int64_t out[SDX_EM_COUNT])
{
    for (int i = 0; i < SDX_EM_COUNT; i++)
        out[i] = node == SDX_JNONE ? 0 : sdx_ev_int(d, node, sdx_em_names[i], 0);
}

/* java.lang.StackTraceElement.toString for an element built from JSON. */
static void stack_element(sdx_buf *b, sdx_jdoc *d, uint32_t el)
{
    size_t n;
    const char *s;
    uint32_t c = sdx_json_get(d, el, "Declaring Class");
    uint32_t m = sdx_json_get(d, el, "Method Name");
    uint32_t f = sdx_json_get(d, el, "File Name");
    int64_t line = sdx_ev_int(d, el, "Line Number", -1);
    if ((s = sdx_json_str(d, c, &n)))
        sdx_buf_put(b, s, n);
    sdx_buf_putc(b, '.');
    if ((s = sdx_json_str(d, m, &n)))
        sdx_buf_put(b, s, n);
    sdx_buf_putc(b, '(');
    s = sdx_json_str(d, f, &n);
    if (line == -2)
        sdx_buf_puts(b, "Native Method");
    else if (s && line >= 0)
        sdx_buf_put(b, s, n), sdx_buf_printf(b, ":%lld", (long long)line);
    else if (s)
        sdx_buf_put(b, s, n);
    else
        sdx_buf_puts(b, "Unknown Source");
    sdx_buf_putc(b, ')');
}

void sdx_ev_reason(sdx_jdoc *d, uint32_t node, sdx_interner *in, sdx_arena *tmp, sdx_reason_ev *o)
{
    (void)tmp;
    memset(o, 0, sizeof *o);
    o->exit_caused_by_app = 1;
    o->shuffle_id = o->map_index = o->reduce_id = -1;
    uint32_t r = sdx_json_get(d, node, "Reason");
    size_t n;
    const char *s = sdx_json_str(d, r, &n);
    if (!s) {
        o->kind = SDX_REASON_UNKNOWN;
        o->error = sdx_intern(in, "UnknownReason");
        return;
    }
#define IS(lit) (n == sizeof(lit) - 1 && memcmp(s, lit, n) == 0)
    sdx_buf b;
    sdx_buf_init(&b);
    if (IS("Success")) {
        o->kind = SDX_REASON_SUCCESS;
    } else if (IS("Resubmitted")) {
        o->kind = SDX_REASON_RESUBMITTED;
        o->error = sdx_intern(in, "Resubmitted (resubmitted due to lost executor)");
    } else if (IS("FetchFailed")) {
        o->kind = SDX_REASON_FETCH_FAILED;
        uint32_t bm = sdx_json_get(d, node, "Block Manager Address");
        o->shuffle_id = (int32_t)sdx_ev_int(d, node, "Shuffle ID", -1);
        int64_t map_id = sdx_ev_int(d, node, "Map ID", -1);
        uint32_t mi = sdx_json_get(d, node, "Map Index");
        o->map_index = mi == SDX_JNONE ? INT32_MIN : (int32_t)sdx_json_int64_or(d, mi, INT32_MIN);
        o->reduce_id = (int32_t)sdx_ev_int(d, node, "Reduce ID", -1);
        const char *msg = sdx_ev_str(d, node, "Message", in);
        sdx_buf_puts(&b, "FetchFailed(");
        if (bm == SDX_JNONE || sdx_json_type(d, bm) != SDX_JOBJECT) {
            sdx_buf_puts(&b, "null");
        } else {
            o->bm_executor = sdx_ev_str(d, bm, "Executor ID", in);
            const char *host = sdx_ev_str(d, bm, "Host", in);
            sdx_buf_printf(&b, "BlockManagerId(%s, %s, %lld, None)", o->bm_executor ? o->bm_executor : "null",
                           host ? host : "null", (long long)sdx_ev_int(d, bm, "Port", 0));
        }
        sdx_buf_printf(&b, ", shuffleId=%d, mapIndex=", o->shuffle_id);
        if (o->map_index == INT32_MIN)
            sdx_buf_puts(&b, "Unknown");
        else
            sdx_buf_printf(&b, "%d", o->map_index);
        sdx_buf_printf(&b, ", mapId=%lld, reduceId=%d, message=\n%s\n)", (long long)map_id, o->reduce_id,
                       msg ? msg : "Unknown reason");
        o->error = sdx_intern_n(in, b.data, b.len);
    } else if (IS("ExceptionFailure")) {
        o->kind = SDX_REASON_EXCEPTION;
        o->class_name = sdx_ev_str(d, node, "Class Name", in);
        uint32_t full = sdx_json_get(d, node, "Full Stack Trace");
        if (full != SDX_JNONE && sdx_json_type(d, full) == SDX_JSTRING) {
            o->error = sdx_ev_node_str(d, full, in);
        } else {
            const char *desc = sdx_ev_str(d, node, "Description", in);
            sdx_buf_printf(&b, "%s: %s\n", o->class_name ? o->class_name : "null", desc ? desc : "");
            uint32_t st = sdx_json_get(d, node, "Stack Trace");
            int first = 1;
            if (st != SDX_JNONE && sdx_json_type(d, st) == SDX_JARRAY) {
                for (uint32_t el = sdx_json_first(d, st); el != SDX_JNONE; el = sdx_json_next(d, el)) {
                    if (!first)
                        sdx_buf_putc(&b, '\n');
                    first = 0;
                    sdx_buf_puts(&b, "        ");
                    stack_element(&b, d, el);
                }
            }
            o->error = sdx_intern_n(in, b.data, b.len);
        }
    } else if (IS("TaskResultLost")) {
        o->kind = SDX_REASON_RESULT_LOST;
        o->error = sdx_intern(in, "TaskResultLost (result lost from block manager)");
    } else if (IS("TaskKilled")) {
        o->kind = SDX_REASON_KILLED;
        o->kill_reason = sdx_ev_str(d, node, "Kill Reason", in);
        if (!o->kill_reason)
            o->kill_reason = sdx_intern(in, "unknown reason");
        sdx_buf_printf(&b, "TaskKilled (%s)", o->kill_reason);
        o->error = o->kill_reason;
    } else if (IS("TaskCommitDenied")) {
        o->kind = SDX_REASON_COMMIT_DENIED;
        sdx_buf_printf(&b, "TaskCommitDenied (Driver denied task commit) for job: %lld, partition: %lld, attemptNumber: %lld",
                       (long long)sdx_ev_int(d, node, "Job ID", -1), (long long)sdx_ev_int(d, node, "Partition ID", -1),
                       (long long)sdx_ev_int(d, node, "Attempt Number", -1));
        o->error = o->kill_reason = sdx_intern_n(in, b.data, b.len);
    } else if (IS("ExecutorLostFailure")) {
        o->kind = SDX_REASON_EXECUTOR_LOST;
        o->exit_caused_by_app = sdx_ev_bool(d, node, "Exit Caused By App", 1);
        o->exec_id = sdx_ev_str(d, node, "Executor ID", in);
        const char *reason = sdx_ev_str(d, node, "Loss Reason", in);
        sdx_buf_printf(&b, "ExecutorLostFailure (executor %s exited %s)", o->exec_id ? o->exec_id : "Unknown",
                       o->exit_caused_by_app ? "caused by one of the running tasks" : "unrelated to the running tasks");
        if (reason)
            sdx_buf_printf(&b, " Reason: %s", reason);
        o->error = sdx_intern_n(in, b.data, b.len);
    } else {
        o->kind = SDX_REASON_UNKNOWN;
        o->error = sdx_intern(in, "UnknownReason");
    }
#undef IS
    sdx_buf_free(&b);
}

sdx_accum *sdx_ev_accums(sdx_jdoc *d, uint32_t arr, sdx_interner *in, sdx_arena *a, uint32_t *n)
{
    *n = 0;
    if (arr == SDX_JNONE || sdx_json_type(d, arr) != SDX_JARRAY || d->nodes[arr].len == 0)
        return NULL;
    sdx_accum *out = sdx_arena_alloc(a, sizeof(sdx_accum) * d->nodes[arr].len);
    for (uint32_t el = sdx_json_first(d, arr); el != SDX_JNONE; el = sdx_json_next(d, el)) {
        if (sdx_ev_bool(d, el, "Internal", 0))
            continue;
        uint32_t md = sdx_json_get(d, el, "Metadata");
        if (md != SDX_JNONE && sdx_json_str_eq(d, md, "sql"))
            continue;
        sdx_accum *x = &out[(*n)++];
        x->id = sdx_ev_int(d, el, "ID", 0);
        x->name = sdx_ev_str(d, el, "Name", in);
        x->update = sdx_ev_str(d, el, "Update", in);
        x->value = sdx_ev_str(d, el, "Value", in);
    }
    return out;
}

const char *sdx_ev_prop(sdx_jdoc *d, uint32_t props, const char *key, sdx_interner *in)
{
    if (props == SDX_JNONE || sdx_json_type(d, props) != SDX_JOBJECT)
        return NULL;
    return sdx_ev_str(d, props, key, in);
}

sdx_kv *sdx_ev_kv_map(sdx_jdoc *d, uint32_t obj, sdx_interner *in, sdx_arena *a, uint32_t *n)
{
    *n = 0;
    if (obj == SDX_JNONE || sdx_json_type(d, obj) != SDX_JOBJECT || d->nodes[obj].len == 0)
        return NULL;
    sdx_kv *out = sdx_arena_alloc(a, sizeof(sdx_kv) * d->nodes[obj].len);
    for (uint32_t k = sdx_json_first(d, obj); k != SDX_JNONE; k = sdx_json_next(d, k)) {
        const char *v = sdx_ev_node_str(d, k + 1, in);
        if (!v)
            continue;
        out[*n].key = sdx_ev_node_str(d, k, in);
        out[*n].value = v;
        (*n)++;
    }
    return out;
}
