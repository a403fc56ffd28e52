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
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
    {"DBCEventLoggingListenerMetadata", SDX_EV_DBC_METADATA},
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
    return sdx_ev_node_int(d, sdx_json_get(d, obj, key), dflt);
}

int64_t sdx_ev_node_int(sdx_jdoc *d, uint32_t n, int64_t dflt)
{
    if (n == SDX_JNONE)
        return dflt;
    int64_t v;
    if (sdx_json_long(d, n, &v) == 0)   /* Spark's extractLong, overflow included */
        return v;
    return sdx_json_int64_or(d, n, dflt);
}

int32_t sdx_ev_int32(sdx_jdoc *d, uint32_t obj, const char *key, int32_t dflt)
{
    return sdx_ev_node_int32(d, sdx_json_get(d, obj, key), dflt);
}

int32_t sdx_ev_node_int32(sdx_jdoc *d, uint32_t n, int32_t dflt)
{
    if (n == SDX_JNONE)
        return dflt;
    int32_t v;
    if (sdx_json_int(d, n, &v) == 0)   /* Spark's extractInt */
        return v;
    return (int32_t)sdx_json_int64_or(d, n, dflt);
}

int sdx_ev_bool(sdx_jdoc *d, uint32_t obj, const char *key, int dflt)
{
    return sdx_json_bool_or(d, sdx_json_get(d, obj, key), dflt);
}

int sdx_ev_node_bool(sdx_jdoc *d, uint32_t node, int dflt)
{
    return sdx_json_bool_or(d, node, dflt);
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

/* One pass over an object's members, dispatching on the key: event lines
 * are parsed once per task, so the decoders below avoid a key search per
 * field. A table entry is {key, key length, slot}. */
typedef struct field {
    const char *key;
    uint8_t len;
    int8_t slot;
    /* the member's text as the fast path meets it, "key": (zero-padded to
     * 40 bytes, so it can be compared a word at a time) */
    char pat[40];
} field;
#define F(k, slot) {k, sizeof(k) - 1, slot, "\"" k "\":"}

/* Equality of two byte runs of the same length n, inlined: keys are short
 * and a libc memcmp call per member was a visible cost. Reads stay inside
 * [a, a+n) and [b, b+n). */
static inline int key_eq(const char *a, const char *b, size_t n)
{
    while (n >= 8) {
        uint64_t x, y;
        memcpy(&x, a, 8);
        memcpy(&y, b, 8);
        if (x != y)
            return 0;
        a += 8, b += 8, n -= 8;
    }
    while (n--)
        if (*a++ != *b++)
            return 0;
    return 1;
}

/* Members usually come in the writer's order, which is the tables' order:
 * try the entry after the last match first (*hint), then search. */
static int field_slot_hint(sdx_jdoc *d, uint32_t key, const field *tab, int n, int *hint)
{
    const sdx_jnode *k = &d->nodes[key];
    if (*hint < n && !k->escaped) {
        const field *f = &tab[*hint];
        if (f->len == k->len && key_eq(k->ptr, f->key, f->len)) {
            (*hint)++;
            return f->slot;
        }
    }
    const char *s = k->ptr;
    size_t len = k->len;
    if (k->escaped)
        s = sdx_json_str(d, key, &len);
    for (int i = 0; i < n; i++)
        if (tab[i].len == len && s[0] == tab[i].key[0] && key_eq(s, tab[i].key, len)) {
            *hint = i + 1;
            return tab[i].slot;
        }
    return -1;
}

static int64_t node_int(sdx_jdoc *d, uint32_t n, int64_t dflt)
{
    /* fast path: a plain non-negative integer of up to 18 digits (almost
     * every number in an event log) cannot overflow and is converted here */
    const sdx_jnode *nd = &d->nodes[n];
    if (nd->type == SDX_JNUMBER && nd->is_int && nd->len <= 18 && nd->ptr[0] != '-') {
        int64_t x = 0;
        for (uint32_t i = 0; i < nd->len; i++)
            x = x * 10 + (nd->ptr[i] - '0');
        return x;
    }
    int64_t v;
    if (sdx_json_long(d, n, &v) == 0)   /* Spark's extractLong, overflow included */
        return v;
    return sdx_json_int64_or(d, n, dflt);
}

enum { TI_TASK_ID, TI_INDEX, TI_ATTEMPT, TI_PARTITION, TI_LAUNCH, TI_EXEC, TI_HOST, TI_LOCALITY, TI_SPEC,
       TI_GETTING, TI_FINISH, TI_FAILED, TI_KILLED, TI_ACCUMS };
static const field TASK_INFO_FIELDS[] = {
    F("Task ID", TI_TASK_ID), F("Index", TI_INDEX), F("Attempt", TI_ATTEMPT), F("Partition ID", TI_PARTITION),
    F("Launch Time", TI_LAUNCH), F("Executor ID", TI_EXEC), F("Host", TI_HOST), F("Locality", TI_LOCALITY),
    F("Speculative", TI_SPEC), F("Getting Result Time", TI_GETTING), F("Finish Time", TI_FINISH),
    F("Failed", TI_FAILED), F("Killed", TI_KILLED), F("Accumulables", TI_ACCUMS)};

/* Spark's TaskInfo defaults: before the members are read, and for the
 * strings still absent after. */
static void task_info_init(sdx_task_info_ev *o)
{
    memset(o, 0, sizeof *o);
    o->task_id = -1;
    o->attempt = 1;
    o->partition_id = -1;
    o->accumulables = SDX_JNONE;
}

static void task_info_defaults(sdx_task_info_ev *o, sdx_interner *in)
{
    if (!o->executor_id)
        o->executor_id = sdx_intern(in, "");
    if (!o->host)
        o->host = sdx_intern(in, "");
    if (!o->locality)
        o->locality = sdx_intern(in, "ANY");
}

void sdx_ev_task_info(sdx_jdoc *d, uint32_t node, sdx_interner *in, sdx_task_info_ev *o)
{
    task_info_init(o);
    if (node != SDX_JNONE && sdx_json_type(d, node) == SDX_JOBJECT) {
        int hint = 0;
        for (uint32_t k = sdx_json_first(d, node); k != SDX_JNONE; k = sdx_json_next(d, k)) {
            uint32_t v = k + 1;
            switch (field_slot_hint(d, k, TASK_INFO_FIELDS, (int)(sizeof TASK_INFO_FIELDS / sizeof(field)), &hint)) {
            case TI_TASK_ID: o->task_id = node_int(d, v, -1); break;
            case TI_INDEX: o->index = sdx_ev_node_int32(d, v, 0); break;
            case TI_ATTEMPT: o->attempt = sdx_ev_node_int32(d, v, 1); break;
            case TI_PARTITION: o->partition_id = sdx_ev_node_int32(d, v, -1); break;
            case TI_LAUNCH: o->launch_time = node_int(d, v, 0); break;
            case TI_EXEC: o->executor_id = sdx_ev_node_str(d, v, in); break;
            case TI_HOST: o->host = sdx_ev_node_str(d, v, in); break;
            case TI_LOCALITY: o->locality = sdx_ev_node_str(d, v, in); break;
            case TI_SPEC: o->speculative = sdx_json_bool_or(d, v, 0); break;
            case TI_GETTING: o->getting_result_time = node_int(d, v, 0); break;
            case TI_FINISH: o->finish_time = node_int(d, v, 0); break;
            case TI_FAILED: o->failed = sdx_json_bool_or(d, v, 0); break;
            case TI_KILLED: o->killed = sdx_json_bool_or(d, v, 0); break;
            case TI_ACCUMS: o->accumulables = v; break;
            default: break;
            }
        }
    }
    task_info_defaults(o, in);
}

enum { TE_STAGE, TE_ATTEMPT, TE_INFO, TE_REASON, TE_METRICS, TE_EXEC };
static const field TASK_EVENT_FIELDS[] = {F("Stage ID", TE_STAGE), F("Stage Attempt ID", TE_ATTEMPT),
                                          F("Task End Reason", TE_REASON), F("Task Info", TE_INFO),
                                          F("Task Executor Metrics", TE_EXEC), F("Task Metrics", TE_METRICS)};

void sdx_ev_task_event_nodes(sdx_jdoc *d, uint32_t root, sdx_task_event_nodes *o)
{
    uint32_t *slots[] = {&o->stage_id, &o->stage_attempt, &o->task_info, &o->reason, &o->metrics,
                         &o->exec_metrics};
    for (int i = 0; i < 6; i++)
        *slots[i] = SDX_JNONE;
    int hint = 0;
    for (uint32_t k = sdx_json_first(d, root); k != SDX_JNONE; k = sdx_json_next(d, k)) {
        int slot = field_slot_hint(d, k, TASK_EVENT_FIELDS, (int)(sizeof TASK_EVENT_FIELDS / sizeof(field)), &hint);
        if (slot >= 0)
            *slots[slot] = k + 1;
    }
}

/* Slots are sdx_tm values; the sub-objects get negative pseudo-slots. */
enum { TMS_SHUFFLE_READ = -2, TMS_SHUFFLE_WRITE = -3, TMS_INPUT = -4, TMS_OUTPUT = -5, TMS_PUSH = -6 };
static const field TASK_METRIC_FIELDS[] = {
    F("Executor Deserialize Time", SDX_TM_EXECUTOR_DESERIALIZE_TIME),
    F("Executor Deserialize CPU Time", SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME),
    F("Executor Run Time", SDX_TM_EXECUTOR_RUN_TIME), F("Executor CPU Time", SDX_TM_EXECUTOR_CPU_TIME),
    F("Peak Execution Memory", SDX_TM_PEAK_EXECUTION_MEMORY), F("Result Size", SDX_TM_RESULT_SIZE),
    F("JVM GC Time", SDX_TM_JVM_GC_TIME), F("Result Serialization Time", SDX_TM_RESULT_SERIALIZATION_TIME),
    F("Memory Bytes Spilled", SDX_TM_MEMORY_BYTES_SPILLED), F("Disk Bytes Spilled", SDX_TM_DISK_BYTES_SPILLED),
    F("Shuffle Read Metrics", TMS_SHUFFLE_READ), F("Shuffle Write Metrics", TMS_SHUFFLE_WRITE),
    F("Input Metrics", TMS_INPUT), F("Output Metrics", TMS_OUTPUT)};
#define SHUFFLE_READ_COMMON                                                     \
    F("Remote Blocks Fetched", SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED),           \
    F("Local Blocks Fetched", SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED),             \
    F("Fetch Wait Time", SDX_TM_SHUFFLE_FETCH_WAIT_TIME),                       \
    F("Remote Bytes Read", SDX_TM_SHUFFLE_REMOTE_BYTES_READ),                   \
    F("Remote Bytes Read To Disk", SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK),   \
    F("Local Bytes Read", SDX_TM_SHUFFLE_LOCAL_BYTES_READ),                     \
    F("Total Records Read", SDX_TM_SHUFFLE_RECORDS_READ),                       \
    F("Remote Requests Duration", SDX_TM_SHUFFLE_REMOTE_REQS_DURATION)
/* Push-based shuffle, two spellings (eventlog-format.md §1.7). The 3.2+
 * writer emits "Push Based Shuffle" with "Merged Fetch Fallback Count";
 * Spark 4.3's reader reads exactly that. Spark up to 4.0 read another
 * spelling ("Shuffle Push Read Metrics", "Merged Fallback Count") that no
 * writer emits, so the History Server showed zeros; with push40
 * (SDX_LEGACY_PUSH_KEYS, which the api's --compat 4.0 sets) the decoder
 * reads like it. */
static const field SHUFFLE_READ_FIELDS[] = {SHUFFLE_READ_COMMON, F("Push Based Shuffle", TMS_PUSH)};
static const field SHUFFLE_READ_FIELDS_40[] = {SHUFFLE_READ_COMMON, F("Shuffle Push Read Metrics", TMS_PUSH)};
#define PUSH_FIELDS_WITH(fallback_key)                                          \
    {F("Corrupt Merged Block Chunks", SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS), \
     F(fallback_key, SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT),               \
     F("Merged Remote Blocks Fetched", SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED), \
     F("Merged Local Blocks Fetched", SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED), \
     F("Merged Remote Chunks Fetched", SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED), \
     F("Merged Local Chunks Fetched", SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED), \
     F("Merged Remote Bytes Read", SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ),   \
     F("Merged Local Bytes Read", SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ),     \
     F("Merged Remote Requests Duration", SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION)}
static const field PUSH_FIELDS[] = PUSH_FIELDS_WITH("Merged Fetch Fallback Count");
static const field PUSH_FIELDS_40[] = PUSH_FIELDS_WITH("Merged Fallback Count");
static const field WRITE_FIELDS[] = {
    F("Shuffle Bytes Written", SDX_TM_SHUFFLE_WRITE_BYTES), F("Shuffle Write Time", SDX_TM_SHUFFLE_WRITE_TIME),
    F("Shuffle Records Written", SDX_TM_SHUFFLE_WRITE_RECORDS)};
static const field INPUT_FIELDS[] = {F("Bytes Read", SDX_TM_INPUT_BYTES), F("Records Read", SDX_TM_INPUT_RECORDS)};
static const field OUTPUT_FIELDS[] = {F("Bytes Written", SDX_TM_OUTPUT_BYTES),
                                      F("Records Written", SDX_TM_OUTPUT_RECORDS)};
#define NFIELDS(t) ((int)(sizeof(t) / sizeof(field)))

/* The table of a sub-object named by a pseudo-slot (NULL: none). */
static const field *sub_table(int slot, int push40, int *n)
{
    switch (slot) {
    case TMS_SHUFFLE_READ:
        *n = push40 ? NFIELDS(SHUFFLE_READ_FIELDS_40) : NFIELDS(SHUFFLE_READ_FIELDS);
        return push40 ? SHUFFLE_READ_FIELDS_40 : SHUFFLE_READ_FIELDS;
    case TMS_SHUFFLE_WRITE: *n = NFIELDS(WRITE_FIELDS); return WRITE_FIELDS;
    case TMS_INPUT: *n = NFIELDS(INPUT_FIELDS); return INPUT_FIELDS;
    case TMS_OUTPUT: *n = NFIELDS(OUTPUT_FIELDS); return OUTPUT_FIELDS;
    case TMS_PUSH:
        *n = push40 ? NFIELDS(PUSH_FIELDS_40) : NFIELDS(PUSH_FIELDS);
        return push40 ? PUSH_FIELDS_40 : PUSH_FIELDS;
    default: *n = 0; return NULL;
    }
}

/* Fill o[] from obj with tab; recurse into sub-objects named by pseudo-slots. */
static void metric_object(sdx_jdoc *d, uint32_t obj, const field *tab, int n, int64_t o[SDX_TM_COUNT], int push40)
{
    if (obj == SDX_JNONE || sdx_json_type(d, obj) != SDX_JOBJECT)
        return;
    int hint = 0;
    for (uint32_t k = sdx_json_first(d, obj); k != SDX_JNONE; k = sdx_json_next(d, k)) {
        int slot = field_slot_hint(d, k, tab, n, &hint), subn;
        uint32_t v = k + 1;
        if (slot >= 0) {
            o[slot] = node_int(d, v, 0);
        } else {
            const field *sub = sub_table(slot, push40, &subn);
            if (sub)
                metric_object(d, v, sub, subn, o, push40);
        }
    }
}

int sdx_ev_task_metrics(sdx_jdoc *d, uint32_t n, int64_t o[SDX_TM_COUNT], int push40)
{
    memset(o, 0, sizeof(int64_t) * SDX_TM_COUNT);
    if (n == SDX_JNONE || sdx_json_type(d, n) != SDX_JOBJECT)
        return 0;
    metric_object(d, n, TASK_METRIC_FIELDS, NFIELDS(TASK_METRIC_FIELDS), o, push40);
    return 1;
}

static const field EXEC_METRIC_FIELDS[SDX_EM_COUNT] = {
    F("JVMHeapMemory", SDX_EM_JVM_HEAP), F("JVMOffHeapMemory", SDX_EM_JVM_OFFHEAP),
    F("OnHeapExecutionMemory", SDX_EM_ONHEAP_EXECUTION), F("OffHeapExecutionMemory", SDX_EM_OFFHEAP_EXECUTION),
    F("OnHeapStorageMemory", SDX_EM_ONHEAP_STORAGE), F("OffHeapStorageMemory", SDX_EM_OFFHEAP_STORAGE),
    F("OnHeapUnifiedMemory", SDX_EM_ONHEAP_UNIFIED), F("OffHeapUnifiedMemory", SDX_EM_OFFHEAP_UNIFIED),
    F("DirectPoolMemory", SDX_EM_DIRECT_POOL), F("MappedPoolMemory", SDX_EM_MAPPED_POOL),
    F("ProcessTreeJVMVMemory", SDX_EM_PT_JVM_VMEM), F("ProcessTreeJVMRSSMemory", SDX_EM_PT_JVM_RSS),
    F("ProcessTreePythonVMemory", SDX_EM_PT_PYTHON_VMEM), F("ProcessTreePythonRSSMemory", SDX_EM_PT_PYTHON_RSS),
    F("ProcessTreeOtherVMemory", SDX_EM_PT_OTHER_VMEM), F("ProcessTreeOtherRSSMemory", SDX_EM_PT_OTHER_RSS),
    F("MinorGCCount", SDX_EM_MINOR_GC_COUNT), F("MinorGCTime", SDX_EM_MINOR_GC_TIME),
    F("MajorGCCount", SDX_EM_MAJOR_GC_COUNT), F("MajorGCTime", SDX_EM_MAJOR_GC_TIME),
    F("TotalGCTime", SDX_EM_TOTAL_GC_TIME), F("ConcurrentGCCount", SDX_EM_CONCURRENT_GC_COUNT),
    F("ConcurrentGCTime", SDX_EM_CONCURRENT_GC_TIME)};

void sdx_ev_executor_metrics(sdx_jdoc *d, uint32_t node, int64_t out[SDX_EM_COUNT])
{
    memset(out, 0, sizeof(int64_t) * SDX_EM_COUNT);
    if (node == SDX_JNONE || sdx_json_type(d, node) != SDX_JOBJECT)
        return;
    int hint = 0;
    for (uint32_t k = sdx_json_first(d, node); k != SDX_JNONE; k = sdx_json_next(d, k)) {
        int slot = field_slot_hint(d, k, EXEC_METRIC_FIELDS, SDX_EM_COUNT, &hint);
        if (slot >= 0)
            out[slot] = node_int(d, k + 1, 0);
    }
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
        o->shuffle_id = sdx_ev_int32(d, node, "Shuffle ID", -1);
        int64_t map_id = sdx_ev_int(d, node, "Map ID", -1);
        uint32_t mi = sdx_json_get(d, node, "Map Index");
        o->map_index = mi == SDX_JNONE ? INT32_MIN : (int32_t)sdx_json_int64_or(d, mi, INT32_MIN);
        o->reduce_id = sdx_ev_int32(d, node, "Reduce ID", -1);
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
    if (sdx_buf_failed(&b))
        in->failed = 1;   /* out of memory: the caller's build fails */
    sdx_buf_free(&b);
}

sdx_accum *sdx_ev_accums(sdx_jdoc *d, uint32_t arr, sdx_interner *in, sdx_arena *a, uint32_t *n)
{
    *n = 0;
    if (arr == SDX_JNONE || sdx_json_type(d, arr) != SDX_JARRAY || d->nodes[arr].len == 0)
        return NULL;
    sdx_accum *out = sdx_arena_alloc(a, sizeof(sdx_accum) * d->nodes[arr].len);
    if (!out) {
        in->failed = 1;   /* out of memory, latched where the caller checks its strings */
        return NULL;
    }
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
    if (!out) {
        in->failed = 1;
        return NULL;
    }
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

/* ====================================================================== */
/* TaskEnd                                                                 */
/* ====================================================================== */

static void acc_push(sdx_task_end_ev *o, const sdx_acc_upd *a)
{
    if (o->nacc == o->acc_cap) {
        uint32_t cap = o->acc_cap ? 2 * o->acc_cap : 64;
        sdx_acc_upd *na = sdx_xrealloc(o->acc, cap * sizeof *o->acc);
        if (!na) {
            o->oom = 1;   /* the update is dropped; the caller fails its build */
            return;
        }
        o->acc = na;
        o->acc_cap = cap;
    }
    o->acc[o->nacc++] = *a;
}

/* "Accumulables" as SQL metrics read them (SQLAppStatusListener via
 * JsonProtocol's accumulableInfoFromJson: the last of duplicate keys wins,
 * as in Jackson's tree). Elements that are not objects are skipped. */
static void accum_updates(sdx_jdoc *d, uint32_t arr, sdx_task_end_ev *o)
{
    if (arr == SDX_JNONE || sdx_json_type(d, arr) != SDX_JARRAY)
        return;
    for (uint32_t el = sdx_json_first(d, arr); el != SDX_JNONE; el = sdx_json_next(d, el)) {
        if (sdx_json_type(d, el) != SDX_JOBJECT)
            continue;
        sdx_acc_upd a = {.id = -1, .value = 0, .kind = SDX_UPD_NONE};
        for (uint32_t k = sdx_json_first(d, el); k != SDX_JNONE; k = sdx_json_next(d, k)) {
            size_t n;
            const char *key = sdx_json_str(d, k, &n);
            const sdx_jnode *v = &d->nodes[k + 1];
            if (n == 2 && memcmp(key, "ID", 2) == 0) {
                int64_t x;
                a.id = -1;
                if (v->type == SDX_JNUMBER && v->is_int && sdx_json_int64(d, k + 1, &x) == 0 && x >= 0)
                    a.id = x;
            } else if (n == 6 && memcmp(key, "Update", 6) == 0) {
                if (v->type == SDX_JNULL) {
                    a.kind = SDX_UPD_NULL;
                } else if (v->type == SDX_JSTRING) {
                    size_t sn;
                    const char *sv = sdx_json_str(d, k + 1, &sn);
                    a.kind = sdx_parse_long(sv, sn, &a.value) == 0 ? SDX_UPD_VALUE : SDX_UPD_BAD;
                } else if (v->type == SDX_JNUMBER && v->is_int) {
                    a.kind = sdx_json_int64(d, k + 1, &a.value) == 0 ? SDX_UPD_VALUE : SDX_UPD_BAD;
                } else {
                    a.kind = SDX_UPD_BAD;
                }
            }
        }
        acc_push(o, &a);
    }
}

int sdx_ev_task_end(sdx_jdoc *d, uint32_t root, sdx_interner *in, sdx_arena *tmp, sdx_task_end_ev *o)
{
    sdx_task_event_nodes nodes;
    sdx_ev_task_event_nodes(d, root, &nodes);
    o->stage_id = (int32_t)sdx_json_int64_or(d, nodes.stage_id, 0);
    o->stage_attempt = (int32_t)sdx_json_int64_or(d, nodes.stage_attempt, 0);
    o->nacc = 0;
    if (nodes.task_info == SDX_JNONE)
        return 0;
    sdx_ev_task_info(d, nodes.task_info, in, &o->ti);
    sdx_ev_reason(d, nodes.reason, in, tmp, &o->reason);
    /* Spark's reader turns an absent "Task Metrics" into empty (all zero)
     * metrics, not into none: a task that ended always has metrics (a
     * FetchFailed task shows zeros in the History Server). */
    sdx_ev_task_metrics(d, nodes.metrics, o->metrics, o->push40);
    sdx_ev_executor_metrics(d, nodes.exec_metrics, o->exec_metrics);
    accum_updates(d, o->ti.accumulables, o);
    return 1;
}

/* ====================================================================== */
/* TaskEnd fast path (events.h)                                            */
/* ====================================================================== */

void sdx_ev_reason_success(sdx_reason_ev *o)
{
    /* field by field: a memset of this struct became a rep stos, slow to start, once per task */
    o->kind = SDX_REASON_SUCCESS;
    o->error = o->kill_reason = o->class_name = o->exec_id = o->bm_executor = NULL;
    o->exit_caused_by_app = 1;
    o->shuffle_id = o->map_index = o->reduce_id = -1;
}

/* The cursor: every function takes the current position (*pp) and the end
 * of the line, and returns 1 with *pp after what it read, or 0 when the
 * text is not of the common shape (or not valid JSON): the caller then gives
 * up on the whole line. */
typedef const uint8_t *fpos;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define F_LE 1
#else
#define F_LE 0
#endif

#define SWAR_ONES 0x0101010101010101ull
#define SWAR_HIGH 0x8080808080808080ull
/* Bytes of w that are '"', '\\', < 0x20 or >= 0x80 (the lowest flagged
 * byte is exact; flags above it may be spurious). */
static inline uint64_t str_special(uint64_t w)
{
    uint64_t q = w ^ (0x22 * SWAR_ONES), b = w ^ (0x5c * SWAR_ONES);
    uint64_t zq = (q - SWAR_ONES) & ~q, zb = (b - SWAR_ONES) & ~b;
    uint64_t lt = w - 0x20 * SWAR_ONES;   /* high bit set where byte < 0x20 (for bytes < 0x80) */
    return (zq | zb | lt | w) & SWAR_HIGH;
}

/* A string at *pp (its opening quote): plain printable ASCII only. */
static inline int f_string(fpos *pp, fpos end, const char **s, uint32_t *n)
{
    fpos p = *pp + 1, s0 = p;
    for (;;) {
#if defined(__SSE2__)
        if (end - p >= 16) {
            /* 16 bytes at once; a signed compare flags < 0x20 and >= 0x80 */
            __m128i v = _mm_loadu_si128((const __m128i *)p);
            __m128i sp = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
                                                   _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))),
                                      _mm_cmplt_epi8(v, _mm_set1_epi8(0x20)));
            unsigned m = (unsigned)_mm_movemask_epi8(sp);
            if (!m) {
                p += 16;
                continue;
            }
            p += __builtin_ctz(m);
        } else
#endif
        if (F_LE && end - p >= 8) {
            uint64_t w;
            memcpy(&w, p, 8);
            uint64_t m = str_special(w);
            if (!m) {
                p += 8;
                continue;
            }
            p += __builtin_ctzll(m) >> 3;
        } else {
            while (p < end && *p != '"' && *p != '\\' && *p >= 0x20 && *p < 0x80)
                p++;
            if (p >= end)
                return 0;
        }
        if (*p != '"')
            return 0;
        *s = (const char *)s0;
        *n = (uint32_t)(p - s0);
        *pp = p + 1;
        return 1;
    }
}

/* How many of the 8 bytes of w (little-endian) are ASCII digits before the
 * first that is not. */
static inline unsigned digit_run8(uint64_t w)
{
    /* non-zero nibbles where a byte is not '0'..'9'; a carry out of a byte
     * >= 0xfa only disturbs bytes above it, and only the lowest counts */
    uint64_t nd = ((w & 0xf0f0f0f0f0f0f0f0ull) ^ 0x3030303030303030ull) |
                  (((w + 0x0606060606060606ull) & 0xf0f0f0f0f0f0f0f0ull) ^ 0x3030303030303030ull);
    uint64_t nz = (((nd & 0x7f7f7f7f7f7f7f7full) + 0x7f7f7f7f7f7f7f7full) | nd) & 0x8080808080808080ull;
    return nz ? (unsigned)__builtin_ctzll(nz) >> 3 : 8;
}

/* The value of the n (1 to 8) ASCII digits at the low end of w
 * (little-endian): as the low end of an 8-digit number, zeros before them. */
static inline uint64_t swar_value(uint64_t w, unsigned n)
{
    uint64_t t = (w - 0x3030303030303030ull) << (8 * (8 - n));
    t = t * 10 + (t >> 8);   /* byte pairs -> 0..99 in each even byte */
    return (((t & 0x000000ff000000ffull) * (100 + (1000000ull << 32))) +
            (((t >> 16) & 0x000000ff000000ffull) * (1 + (10000ull << 32)))) >> 32;
}

/* The value of the leading digits of the 8 bytes at p, and their count in *k
 * (0 to 8): a word at a time (little-endian). */
static inline uint64_t digits8(const uint8_t *p, unsigned *k)
{
    uint64_t w;
    memcpy(&w, p, 8);
    unsigned n = digit_run8(w);
    *k = n;
    return n ? swar_value(w, n) : 0;
}

static const uint64_t POW10[9] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};

#if defined(__SSE2__) && F_LE
/* How many of the 16 bytes at p are ASCII digits before the first that is
 * not (0 to 16). A signed compare: bytes >= 0x80 are below '0'. */
static inline unsigned digits16(const uint8_t *p)
{
    __m128i b = _mm_loadu_si128((const __m128i *)p);
    __m128i dig = _mm_and_si128(_mm_cmpgt_epi8(b, _mm_set1_epi8('0' - 1)), _mm_cmplt_epi8(b, _mm_set1_epi8('9' + 1)));
    return (unsigned)__builtin_ctz(~(unsigned)_mm_movemask_epi8(dig));
}

#endif

/* An integer of 1 to 18 digits, optionally negative; no fraction or
 * exponent (those go the generic way). */
static __attribute__((noinline)) int f_int_words(fpos *pp, fpos end, int64_t *v)
{
    fpos p = *pp;
    int neg = 0;
    if (p < end && *p == '-') {
        neg = 1;
        p++;
    }
    fpos d0 = p;
    uint64_t x = 0;
#if F_LE
    while (end - p >= 8) {
        unsigned k;
        uint64_t part = digits8(p, &k);
        if ((size_t)(p - d0) + k > 18)
            return 0;
        x = x * POW10[k] + part;
        p += k;
        if (k < 8)
            goto digits_done;
    }
#endif
    while (p < end && (unsigned)(*p - '0') <= 9) {
        if (p - d0 >= 18)
            return 0;
        x = x * 10 + (uint64_t)(*p - '0');
        p++;
    }
#if F_LE
digits_done:;
#endif
    size_t nd = (size_t)(p - d0);
    if (nd == 0 || (nd > 1 && *d0 == '0'))
        return 0;
    if (p < end && (*p == '.' || *p == 'e' || *p == 'E'))
        return 0;
    *v = neg ? -(int64_t)x : (int64_t)x;
    *pp = p;
    return 1;
}

/* f_int_words, with a non-negative integer of 1 to 15 digits (timestamps,
 * byte counts, nanoseconds) read 16 bytes at a time: the digits found by
 * one compare, their value from the two words. Apart, so that its few
 * registers are all it saves. */
static __attribute__((noinline)) int f_int_any(fpos *pp, fpos end, int64_t *v)
{
#if defined(__SSE2__) && F_LE
    fpos p = *pp;
    if (end - p >= 16) {
        unsigned k = digits16(p);
        if (k - 1 < 15 && (k == 1 || *p != '0') && p[k] != '.' && (p[k] | 0x20) != 'e') {
            uint64_t w0, w1;
            memcpy(&w0, p, 8);
            memcpy(&w1, p + 8, 8);
            *v = (int64_t)(k <= 8 ? swar_value(w0, k) : swar_value(w0, 8) * POW10[k - 8] + swar_value(w1, k - 8));
            *pp = p + k;
            return 1;
        }
    }
#endif
    return f_int_words(pp, end, v);
}

/* Step over a JSON integer whose value is not needed: -?(0|[1-9][0-9]*),
 * not followed by a fraction or an exponent (those go the generic way). */
static __attribute__((noinline)) int f_skip_int(fpos *pp, fpos end)
{
    fpos p = *pp;
    if (p < end && *p == '-')
        p++;
    fpos d0 = p;
#if defined(__SSE2__) && F_LE
    if (end - p >= 16) {
        unsigned k = digits16(p);
        p += k;
        if (k < 16)
            goto done;
    }
#endif
#if F_LE
    while (end - p >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        unsigned k = digit_run8(w);
        p += k;
        if (k < 8)
            goto done;
    }
#endif
    while (p < end && (unsigned)(*p - '0') <= 9)
        p++;
#if F_LE
done:;
#endif
    if (p == d0 || (p - d0 > 1 && *d0 == '0'))
        return 0;
    if (p < end && (*p == '.' || *p == 'e' || *p == 'E'))
        return 0;
    *pp = p;
    return 1;
}

/* f_int, with the numbers of up to 4 digits (nearly 9 in 10) inline and
 * unrolled. The byte after a number is not checked here, because no caller
 * takes a number without reading a ',', '}' or ']' right after it: a '.', an
 * 'e' or another digit there fails that read and the line goes the generic
 * way. (f_int_any checks it anyway.) */
static inline __attribute__((always_inline)) int f_int(fpos *pp, fpos end, int64_t *v)
{
    fpos p = *pp;
    if (end - p >= 5) {
        unsigned d0 = (unsigned)(p[0] - '0'), d1 = (unsigned)(p[1] - '0');
        if (d0 <= 9) {
            if (d1 > 9) {
                *v = (int64_t)d0;
                *pp = p + 1;
                return 1;
            }
            if (d0 == 0)
                return 0;   /* a leading zero */
            unsigned d2 = (unsigned)(p[2] - '0');
            if (d2 > 9) {
                *v = (int64_t)(d0 * 10 + d1);
                *pp = p + 2;
                return 1;
            }
            unsigned d3 = (unsigned)(p[3] - '0');
            if (d3 > 9) {
                *v = (int64_t)(d0 * 100 + d1 * 10 + d2);
                *pp = p + 3;
                return 1;
            }
            if ((unsigned)(p[4] - '0') > 9) {
                *v = (int64_t)(d0 * 1000 + d1 * 100 + d2 * 10 + d3);
                *pp = p + 4;
                return 1;
            }
        }
    }
    return f_int_any(pp, end, v);
}

/* The literal lit (n bytes) at *pp. Inlined with a constant lit, this is a
 * few word compares against immediates. */
static inline __attribute__((always_inline)) int f_lit(fpos *pp, fpos end, const char *lit, size_t n)
{
    fpos p = *pp;
    if ((size_t)(end - p) < n)
        return 0;
    if (n >= 8) {
        /* 8 bytes at a time, the last word overlapping the one before; the
         * differences gathered, one branch (a literal nearly always matches) */
        uint64_t x, y, d = 0;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 8
#endif
        for (size_t i = 0; i + 8 < n; i += 8) {
            memcpy(&x, p + i, 8);
            memcpy(&y, lit + i, 8);
            d |= x ^ y;
        }
        memcpy(&x, p + n - 8, 8);
        memcpy(&y, lit + n - 8, 8);
        if (d | (x ^ y))
            return 0;
    } else if (n >= 4) {
        uint32_t x, y, x2, y2;
        memcpy(&x, p, 4);
        memcpy(&y, lit, 4);
        memcpy(&x2, p + n - 4, 4);
        memcpy(&y2, lit + n - 4, 4);
        if (x != y || x2 != y2)
            return 0;
    } else {
        for (size_t i = 0; i < n; i++)
            if (p[i] != (uint8_t)lit[i])
                return 0;
    }
    *pp = p + n;
    return 1;
}

#define F_LIT(pp, end, lit) f_lit(pp, end, lit, sizeof(lit) - 1)

/* true / false */
static inline __attribute__((always_inline)) int f_bool(fpos *pp, fpos end, int *v)
{
    if (*pp >= end)
        return 0;
    if (**pp == 't') {
        *v = 1;
        return f_lit(pp, end, "true", 4);
    }
    *v = 0;
    return f_lit(pp, end, "false", 5);
}

/* Any value, checked and skipped (depth-limited). */
static int f_skip(fpos *pp, fpos end, int depth)
{
    fpos p = *pp;
    if (p >= end || depth > 32)
        return 0;
    const char *s;
    uint32_t n;
    int64_t v;
    switch (*p) {
    case '"': return f_string(pp, end, &s, &n);
    case 't': return f_lit(pp, end, "true", 4);
    case 'f': return f_lit(pp, end, "false", 5);
    case 'n': return f_lit(pp, end, "null", 4);
    case '{':
        p++;
        if (p < end && *p == '}') {
            *pp = p + 1;
            return 1;
        }
        for (;;) {
            if (p >= end || *p != '"' || !f_string(&p, end, &s, &n) || p >= end || *p++ != ':' ||
                !f_skip(&p, end, depth + 1) || p >= end)
                return 0;
            if (*p == '}') {
                *pp = p + 1;
                return 1;
            }
            if (*p++ != ',')
                return 0;
        }
    case '[':
        p++;
        if (p < end && *p == ']') {
            *pp = p + 1;
            return 1;
        }
        for (;;) {
            if (!f_skip(&p, end, depth + 1) || p >= end)
                return 0;
            if (*p == ']') {
                *pp = p + 1;
                return 1;
            }
            if (*p++ != ',')
                return 0;
        }
    default:
        return f_int(pp, end, &v);
    }
}

/* f_skip with the scalars of an accumulable (a name, a number, a boolean)
 * inline. */
static inline int f_skip_value(fpos *pp, fpos end)
{
    fpos p = *pp;
    if (p < end) {
        const char *s;
        uint32_t n;
        int64_t v;
        int b;
        uint8_t c = *p;
        if (c == '"')
            return f_string(pp, end, &s, &n);
        if ((unsigned)(c - '0') <= 9)
            return f_int(pp, end, &v);
        if (c == 't' || c == 'f')
            return f_bool(pp, end, &b);
    }
    return f_skip(pp, end, 2);
}

/* A member's key at *pp and its ':'. The table's next entry (*hint) is
 * tried first as the literal text "key": (which also checks the string);
 * else the key is read and looked up. *idx is the table index or -1. */
static inline int f_key(fpos *pp, fpos end, const field *tab, int n, int *hint, int *idx)
{
    fpos p = *pp;
    if (p >= end || *p != '"')
        return 0;
    if (*hint < n) {
        const field *f = &tab[*hint];
        size_t plen = (size_t)f->len + 3;
#if defined(__SSE2__)
        if ((size_t)(end - p) >= 32 && plen <= 32) {
            /* 32 bytes of the text against the pattern at once, masked to its length */
            __m128i a0 = _mm_loadu_si128((const __m128i *)p), a1 = _mm_loadu_si128((const __m128i *)(p + 16));
            __m128i b0 = _mm_loadu_si128((const __m128i *)f->pat), b1 = _mm_loadu_si128((const __m128i *)(f->pat + 16));
            uint32_t eq = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a0, b0)) |
                          (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a1, b1)) << 16;
            if (~eq & (uint32_t)(0xffffffffull >> (32 - plen)))
                goto miss;
            *idx = (*hint)++;
            *pp = p + plen;
            return 1;
        }
#endif
        if (F_LE && (size_t)(end - p) >= sizeof f->pat) {
            /* words of the text against the pattern; the last one masked */
            size_t i = 0;
            uint64_t x, y;
            for (; i + 8 <= plen; i += 8) {
                memcpy(&x, p + i, 8);
                memcpy(&y, f->pat + i, 8);
                if (x != y)
                    goto miss;
            }
            if (i < plen) {
                memcpy(&x, p + i, 8);
                memcpy(&y, f->pat + i, 8);
                if ((x ^ y) & (~0ull >> (64 - 8 * (plen - i))))
                    goto miss;
            }
            *idx = (*hint)++;
            *pp = p + plen;
            return 1;
        } else if ((size_t)(end - p) > plen && memcmp(p, f->pat, plen) == 0) {
            *idx = (*hint)++;
            *pp = p + plen;
            return 1;
        }
    }
miss:;
    const char *s;
    uint32_t len;
    if (!f_string(&p, end, &s, &len) || p >= end || *p != ':')
        return 0;
    *pp = p + 1;
    *idx = -1;
    for (int i = 0; i < n; i++)
        if (tab[i].len == len && s[0] == tab[i].key[0] && key_eq(s, tab[i].key, len)) {
            *idx = i;
            *hint = i + 1;
            break;
        }
    return 1;
}

/* After a member: ',' (1, more follow) or '}' (2, the object ended). */
static inline int f_next(fpos *pp, fpos end)
{
    if (*pp >= end)
        return 0;
    uint8_t c = *(*pp)++;
    return c == ',' ? 1 : c == '}' ? 2 : 0;
}

/* Members of an object whose keys are in tab, seen at most once each. */
#define F_MEMBERS(pp, end, tab, n, ...)                                        \
    do {                                                                       \
        if (*pp >= end || **pp != '{')                                         \
            return 0;                                                          \
        (*pp)++;                                                               \
        if (*pp < end && **pp == '}') {                                        \
            (*pp)++;                                                           \
            break;                                                             \
        }                                                                      \
        int hint_ = 0, idx_, nx_;                                              \
        uint64_t seen_ = 0;                                                    \
        do {                                                                   \
            if (!f_key(pp, end, tab, n, &hint_, &idx_))                        \
                return 0;                                                      \
            if (idx_ < 0) {                                                    \
                if (!f_skip(pp, end, 1))                                       \
                    return 0;                                                  \
            } else {                                                           \
                if (seen_ & (1ull << idx_))                                    \
                    return 0;                                                  \
                seen_ |= 1ull << idx_;                                         \
                int slot = tab[idx_].slot;                                     \
                __VA_ARGS__                                                    \
            }                                                                  \
        } while ((nx_ = f_next(pp, end)) == 1);                                \
        if (nx_ != 2)                                                          \
            return 0;                                                          \
    } while (0)

static int f_metric_object(fpos *pp, fpos end, const field *tab, int n, int64_t o[SDX_TM_COUNT], int push40,
                           int depth)
{
    F_MEMBERS(pp, end, tab, n, {
        if (slot >= 0) {
            if (!f_int(pp, end, &o[slot]))
                return 0;
        } else if (*pp < end && **pp == 'n') {
            if (!f_lit(pp, end, "null", 4))   /* not an object: ignored, as metric_object does */
                return 0;
        } else {
            int subn;
            const field *sub = sub_table(slot, push40, &subn);
            if (!sub || depth > 3 || !f_metric_object(pp, end, sub, subn, o, push40, depth + 1))
                return 0;
        }
    });
    return 1;
}

/* A member with a literal key ("," or "{" included) and an integer value,
 * into *dst; F_OPT_INT_MEMBER: the same when the key is there. */
#define F_INT_MEMBER(lit, dst)                                                 \
    do {                                                                       \
        if (!F_LIT(&p, end, lit) || !f_int(&p, end, dst))                      \
            return 0;                                                          \
    } while (0)
#define F_OPT_INT_MEMBER(lit, dst)                                             \
    do {                                                                       \
        if (F_LIT(&p, end, lit) && !f_int(&p, end, dst))                       \
            return 0;                                                          \
    } while (0)

/* The push-based shuffle object in the order Spark writes it, with the
 * fallback count's key of its spelling (spelling40: the one Spark up to 4.0
 * read), the 3.4+ request duration optional. Read into a local array first:
 * 0, with nothing written to o, when the text is not of that shape. */
static int f_push_shape(fpos *pp, fpos end, int64_t o[SDX_TM_COUNT], int spelling40)
{
    fpos p = *pp;
    int64_t v[9];
    int has_dur = 0;
    F_INT_MEMBER("{\"Corrupt Merged Block Chunks\":", &v[0]);
    if (spelling40)
        F_INT_MEMBER(",\"Merged Fallback Count\":", &v[1]);
    else
        F_INT_MEMBER(",\"Merged Fetch Fallback Count\":", &v[1]);
    F_INT_MEMBER(",\"Merged Remote Blocks Fetched\":", &v[2]);
    F_INT_MEMBER(",\"Merged Local Blocks Fetched\":", &v[3]);
    F_INT_MEMBER(",\"Merged Remote Chunks Fetched\":", &v[4]);
    F_INT_MEMBER(",\"Merged Local Chunks Fetched\":", &v[5]);
    F_INT_MEMBER(",\"Merged Remote Bytes Read\":", &v[6]);
    F_INT_MEMBER(",\"Merged Local Bytes Read\":", &v[7]);
    if (F_LIT(&p, end, ",\"Merged Remote Requests Duration\":")) {
        if (!f_int(&p, end, &v[8]))
            return 0;
        has_dur = 1;
    }
    if (!F_LIT(&p, end, "}"))
        return 0;
    o[SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS] = v[0];
    o[SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT] = v[1];
    o[SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED] = v[2];
    o[SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED] = v[3];
    o[SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED] = v[4];
    o[SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED] = v[5];
    o[SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ] = v[6];
    o[SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ] = v[7];
    if (has_dur)
        o[SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION] = v[8];
    *pp = p;
    return 1;
}

/* Task Metrics in the shape Spark 3.x/4.x writes them, keys as inline
 * literals (the 4.x "Peak On/Off Heap Execution Memory", which the generic
 * decoders do not read, and 3.x's optional members included). 0 when the
 * text is not of that shape: the caller then reads the object member by
 * member (f_metric_object), which gives the same result on this shape. */
static int f_task_metrics_shape(fpos *pp, fpos end, int64_t o[SDX_TM_COUNT], int push40)
{
    fpos p = *pp;
    F_INT_MEMBER("{\"Executor Deserialize Time\":", &o[SDX_TM_EXECUTOR_DESERIALIZE_TIME]);
    F_INT_MEMBER(",\"Executor Deserialize CPU Time\":", &o[SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME]);
    F_INT_MEMBER(",\"Executor Run Time\":", &o[SDX_TM_EXECUTOR_RUN_TIME]);
    F_INT_MEMBER(",\"Executor CPU Time\":", &o[SDX_TM_EXECUTOR_CPU_TIME]);
    F_INT_MEMBER(",\"Peak Execution Memory\":", &o[SDX_TM_PEAK_EXECUTION_MEMORY]);
    int64_t unread;   /* 4.x's peak on/off-heap execution memory */
    if (F_LIT(&p, end, ",\"Peak On Heap Execution Memory\":")) {
        if (!f_int(&p, end, &unread))
            return 0;
        F_INT_MEMBER(",\"Peak Off Heap Execution Memory\":", &unread);
    }
    F_INT_MEMBER(",\"Result Size\":", &o[SDX_TM_RESULT_SIZE]);
    F_INT_MEMBER(",\"JVM GC Time\":", &o[SDX_TM_JVM_GC_TIME]);
    F_INT_MEMBER(",\"Result Serialization Time\":", &o[SDX_TM_RESULT_SERIALIZATION_TIME]);
    F_INT_MEMBER(",\"Memory Bytes Spilled\":", &o[SDX_TM_MEMORY_BYTES_SPILLED]);
    F_INT_MEMBER(",\"Disk Bytes Spilled\":", &o[SDX_TM_DISK_BYTES_SPILLED]);
    F_INT_MEMBER(",\"Shuffle Read Metrics\":{\"Remote Blocks Fetched\":", &o[SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED]);
    F_INT_MEMBER(",\"Local Blocks Fetched\":", &o[SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED]);
    F_INT_MEMBER(",\"Fetch Wait Time\":", &o[SDX_TM_SHUFFLE_FETCH_WAIT_TIME]);
    F_INT_MEMBER(",\"Remote Bytes Read\":", &o[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]);
    F_INT_MEMBER(",\"Remote Bytes Read To Disk\":", &o[SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK]);
    F_INT_MEMBER(",\"Local Bytes Read\":", &o[SDX_TM_SHUFFLE_LOCAL_BYTES_READ]);
    F_INT_MEMBER(",\"Total Records Read\":", &o[SDX_TM_SHUFFLE_RECORDS_READ]);
    F_OPT_INT_MEMBER(",\"Remote Requests Duration\":", &o[SDX_TM_SHUFFLE_REMOTE_REQS_DURATION]);   /* 3.2+ */
    /* push-based shuffle (3.2+): read under the spelling the reader reads,
     * the other one skipped, as the generic tables do */
    int which = F_LIT(&p, end, ",\"Push Based Shuffle\":") ? 1 : F_LIT(&p, end, ",\"Shuffle Push Read Metrics\":") ? 2 : 0;
    if (which) {
        /* the other spelling is not read: checked with its own table and
         * dropped (the members of both are integers) */
        int64_t scratch[SDX_TM_COUNT];
        int read = which == (push40 ? 2 : 1), subn;
        const field *sub = sub_table(TMS_PUSH, read ? push40 : !push40, &subn);
        if (!f_push_shape(&p, end, read ? o : scratch, which == 2) &&
            !f_metric_object(&p, end, sub, subn, read ? o : scratch, push40, 2))
            return 0;
    }
    if (!F_LIT(&p, end, "}"))
        return 0;
    F_INT_MEMBER(",\"Shuffle Write Metrics\":{\"Shuffle Bytes Written\":", &o[SDX_TM_SHUFFLE_WRITE_BYTES]);
    F_INT_MEMBER(",\"Shuffle Write Time\":", &o[SDX_TM_SHUFFLE_WRITE_TIME]);
    F_INT_MEMBER(",\"Shuffle Records Written\":", &o[SDX_TM_SHUFFLE_WRITE_RECORDS]);
    F_INT_MEMBER("},\"Input Metrics\":{\"Bytes Read\":", &o[SDX_TM_INPUT_BYTES]);
    F_INT_MEMBER(",\"Records Read\":", &o[SDX_TM_INPUT_RECORDS]);
    F_INT_MEMBER("},\"Output Metrics\":{\"Bytes Written\":", &o[SDX_TM_OUTPUT_BYTES]);
    F_INT_MEMBER(",\"Records Written\":", &o[SDX_TM_OUTPUT_RECORDS]);
    if (!F_LIT(&p, end, "}"))
        return 0;
    if (!F_LIT(&p, end, ",\"Updated Blocks\":[]") && (!F_LIT(&p, end, ",\"Updated Blocks\":") || !f_skip(&p, end, 2)))
        return 0;
    if (!F_LIT(&p, end, "}"))
        return 0;
    *pp = p;
    return 1;
}

/* Task Executor Metrics in the shape Spark 3.x/4.x writes them (3.0-3.2:
 * up to MajorGCTime; 3.3+: TotalGCTime; 4.x: the concurrent GC pair), keys
 * as inline literals; 0 when not of that shape (then f_exec_metrics). */
static int f_exec_metrics_shape(fpos *pp, fpos end, int64_t o[SDX_EM_COUNT])
{
    fpos p = *pp;
    F_INT_MEMBER("{\"JVMHeapMemory\":", &o[SDX_EM_JVM_HEAP]);
    F_INT_MEMBER(",\"JVMOffHeapMemory\":", &o[SDX_EM_JVM_OFFHEAP]);
    F_INT_MEMBER(",\"OnHeapExecutionMemory\":", &o[SDX_EM_ONHEAP_EXECUTION]);
    F_INT_MEMBER(",\"OffHeapExecutionMemory\":", &o[SDX_EM_OFFHEAP_EXECUTION]);
    F_INT_MEMBER(",\"OnHeapStorageMemory\":", &o[SDX_EM_ONHEAP_STORAGE]);
    F_INT_MEMBER(",\"OffHeapStorageMemory\":", &o[SDX_EM_OFFHEAP_STORAGE]);
    F_INT_MEMBER(",\"OnHeapUnifiedMemory\":", &o[SDX_EM_ONHEAP_UNIFIED]);
    F_INT_MEMBER(",\"OffHeapUnifiedMemory\":", &o[SDX_EM_OFFHEAP_UNIFIED]);
    F_INT_MEMBER(",\"DirectPoolMemory\":", &o[SDX_EM_DIRECT_POOL]);
    F_INT_MEMBER(",\"MappedPoolMemory\":", &o[SDX_EM_MAPPED_POOL]);
    F_INT_MEMBER(",\"ProcessTreeJVMVMemory\":", &o[SDX_EM_PT_JVM_VMEM]);
    F_INT_MEMBER(",\"ProcessTreeJVMRSSMemory\":", &o[SDX_EM_PT_JVM_RSS]);
    F_INT_MEMBER(",\"ProcessTreePythonVMemory\":", &o[SDX_EM_PT_PYTHON_VMEM]);
    F_INT_MEMBER(",\"ProcessTreePythonRSSMemory\":", &o[SDX_EM_PT_PYTHON_RSS]);
    F_INT_MEMBER(",\"ProcessTreeOtherVMemory\":", &o[SDX_EM_PT_OTHER_VMEM]);
    F_INT_MEMBER(",\"ProcessTreeOtherRSSMemory\":", &o[SDX_EM_PT_OTHER_RSS]);
    F_INT_MEMBER(",\"MinorGCCount\":", &o[SDX_EM_MINOR_GC_COUNT]);
    F_INT_MEMBER(",\"MinorGCTime\":", &o[SDX_EM_MINOR_GC_TIME]);
    F_INT_MEMBER(",\"MajorGCCount\":", &o[SDX_EM_MAJOR_GC_COUNT]);
    F_INT_MEMBER(",\"MajorGCTime\":", &o[SDX_EM_MAJOR_GC_TIME]);
    F_OPT_INT_MEMBER(",\"TotalGCTime\":", &o[SDX_EM_TOTAL_GC_TIME]);   /* 3.3+ */
    if (F_LIT(&p, end, ",\"ConcurrentGCCount\":")) {                   /* 4.x */
        if (!f_int(&p, end, &o[SDX_EM_CONCURRENT_GC_COUNT]))
            return 0;
        F_INT_MEMBER(",\"ConcurrentGCTime\":", &o[SDX_EM_CONCURRENT_GC_TIME]);
    }
    if (!F_LIT(&p, end, "}"))
        return 0;
    *pp = p;
    return 1;
}

static int f_exec_metrics(fpos *pp, fpos end, int64_t out[SDX_EM_COUNT])
{
    F_MEMBERS(pp, end, EXEC_METRIC_FIELDS, SDX_EM_COUNT, {
        if (!f_int(pp, end, &out[slot]))
            return 0;
    });
    return 1;
}

enum { AC_ID, AC_UPDATE };
static const field ACCUM_FIELDS[] = {F("ID", AC_ID), F("Name", -1), F("Update", AC_UPDATE), F("Value", -1),
                                     F("Internal", -1), F("Count Failed Values", -1), F("Metadata", -1)};

static int f_accum(fpos *pp, fpos end, sdx_acc_upd *a)
{
    a->id = -1;
    a->value = 0;
    a->kind = SDX_UPD_NONE;
    F_MEMBERS(pp, end, ACCUM_FIELDS, NFIELDS(ACCUM_FIELDS), {
        fpos p = *pp;
        if (p >= end)
            return 0;
        if (slot == AC_ID) {
            if ((unsigned)(*p - '0') <= 9) {
                if (!f_int(pp, end, &a->id))
                    return 0;
            } else if (*p == '-' || !f_skip(pp, end, 2)) {
                return 0;   /* a string, null, ...: the element is skipped (id -1) */
            }
        } else if (slot == AC_UPDATE) {
            if (*p == '"') {
                const char *s;
                uint32_t n;
                if (!f_string(pp, end, &s, &n))
                    return 0;
                a->kind = sdx_parse_long(s, n, &a->value) == 0 ? SDX_UPD_VALUE : SDX_UPD_BAD;
            } else if (*p == '-' || (unsigned)(*p - '0') <= 9) {
                if (!f_int(pp, end, &a->value))
                    return 0;
                a->kind = SDX_UPD_VALUE;
            } else {
                a->kind = *p == 'n' ? SDX_UPD_NULL : SDX_UPD_BAD;
                if (!f_skip(pp, end, 2))
                    return 0;
            }
        } else if (!f_skip_value(pp, end)) {
            return 0;
        }
    });
    return 1;
}

/* A scalar Update / Value: a string or an integer (*is_str tells which). */
static inline __attribute__((always_inline)) int f_acc_scalar(fpos *pp, fpos end, int64_t *v, const char **s, uint32_t *n, int *is_str)
{
    if (*pp >= end)
        return 0;
    if (**pp == '"') {
        *is_str = 1;
        return f_string(pp, end, s, n);
    }
    *is_str = 0;
    return (**pp == '-' || (unsigned)(**pp - '0') <= 9) && f_int(pp, end, v);
}

/* A scalar Update / Value stepped over: a string or an integer. */
static inline __attribute__((always_inline)) int f_skip_scalar(fpos *pp, fpos end)
{
    const char *s;
    uint32_t n;
    if (*pp >= end)
        return 0;
    if (**pp == '"')
        return f_string(pp, end, &s, &n);
    fpos p = *pp;
    if (end - p >= 5 && (unsigned)(p[0] - '1') <= 8) {
        /* 1 to 4 digits inline (no leading zero to check); the byte after is
         * read by the caller, as after f_int */
        unsigned k = (unsigned)(p[1] - '0') > 9 ? 1 : (unsigned)(p[2] - '0') > 9 ? 2 : (unsigned)(p[3] - '0') > 9 ? 3
                   : (unsigned)(p[4] - '0') > 9 ? 4 : 0;
        if (k) {
            *pp = p + k;
            return 1;
        }
    }
    return (*p == '-' || (unsigned)(*p - '0') <= 9) && f_skip_int(pp, end);
}

/* An accumulable in the shape Spark's JsonProtocol writes it, keys compared
 * as literals: {"ID":n,"Name":"..","Update":x,"Value":y,"Internal":b,
 * "Count Failed Values":b[,"Metadata":".."]} with scalar x and y. 0 when the
 * text is not of that shape; the caller then reads the element member by
 * member (f_accum), which gives the same result on this shape. */
static inline __attribute__((always_inline)) int f_accum_shape(fpos *pp, fpos end, sdx_acc_upd *a, int keep)
{
    fpos p = *pp;
    const char *s;
    uint32_t n;
    int is_str, b;
    if (!F_LIT(&p, end, "{\"ID\":") || p >= end || (unsigned)(*p - '0') > 9 || !f_int(&p, end, &a->id))
        return 0;
    if (!F_LIT(&p, end, ",\"Name\":") || p >= end || *p != '"' || !f_string(&p, end, &s, &n))
        return 0;
    if (!F_LIT(&p, end, ",\"Update\":"))
        return 0;
    if (keep) {
        if (!f_acc_scalar(&p, end, &a->value, &s, &n, &is_str))
            return 0;
        a->kind = !is_str || sdx_parse_long(s, n, &a->value) == 0 ? SDX_UPD_VALUE : SDX_UPD_BAD;
    } else if (!f_skip_scalar(&p, end)) {
        return 0;
    }
    /* the Value is not used */
    if (!F_LIT(&p, end, ",\"Value\":") || !f_skip_scalar(&p, end))
        return 0;
    if (!F_LIT(&p, end, ",\"Internal\":true,\"Count Failed Values\":true")) {   /* as nearly always */
        if (!F_LIT(&p, end, ",\"Internal\":") || p >= end || !f_bool(&p, end, &b))
            return 0;
        if (!F_LIT(&p, end, ",\"Count Failed Values\":") || p >= end || !f_bool(&p, end, &b))
            return 0;
    }
    if (p < end && *p == ',' &&
        (!F_LIT(&p, end, ",\"Metadata\":") || p >= end || *p != '"' || !f_string(&p, end, &s, &n)))
        return 0;
    if (p >= end || *p != '}')
        return 0;
    *pp = p + 1;
    return 1;
}

/* The Accumulables into o->acc; with o->skip_acc only checked. */
static int f_accums(fpos *pp, fpos end, sdx_task_end_ev *o)
{
    fpos p = *pp;
    if (p >= end || *p != '[')
        return 0;
    p++;
    if (p < end && *p == ']') {
        *pp = p + 1;
        return 1;
    }
    int keep = !o->skip_acc;
    for (;;) {
        sdx_acc_upd a;
        if (keep) {
            if (!f_accum_shape(&p, end, &a, 1) && !f_accum(&p, end, &a))
                return 0;
            acc_push(o, &a);
        } else if (!f_accum_shape(&p, end, &a, 0) && !f_skip(&p, end, 2)) {
            return 0;
        }
        if (p >= end)
            return 0;
        if (*p == ']') {
            *pp = p + 1;
            return 1;
        }
        if (*p++ != ',')
            return 0;
    }
}

static int f_string_field(fpos *pp, fpos end, sdx_interner *in, const char **out)
{
    if (*pp < end && **pp == 'n')
        return f_lit(pp, end, "null", 4);   /* sdx_ev_node_str: NULL, then the default */
    const char *s;
    uint32_t n;
    if (*pp >= end || **pp != '"' || !f_string(pp, end, &s, &n))
        return 0;
    *out = sdx_intern_n(in, s, n);
    return 1;
}

static int f_task_info(fpos *pp, fpos end, sdx_interner *in, sdx_task_end_ev *e)
{
    sdx_task_info_ev *o = &e->ti;
    task_info_init(o);
    F_MEMBERS(pp, end, TASK_INFO_FIELDS, NFIELDS(TASK_INFO_FIELDS), {
        int64_t v;
        int bv;
        switch (slot) {
        case TI_TASK_ID: if (!f_int(pp, end, &o->task_id)) return 0; break;
        case TI_INDEX: if (!f_int(pp, end, &v)) return 0; o->index = (int32_t)v; break;
        case TI_ATTEMPT: if (!f_int(pp, end, &v)) return 0; o->attempt = (int32_t)v; break;
        case TI_PARTITION: if (!f_int(pp, end, &v)) return 0; o->partition_id = (int32_t)v; break;
        case TI_LAUNCH: if (!f_int(pp, end, &o->launch_time)) return 0; break;
        case TI_EXEC: if (!f_string_field(pp, end, in, &o->executor_id)) return 0; break;
        case TI_HOST: if (!f_string_field(pp, end, in, &o->host)) return 0; break;
        case TI_LOCALITY: if (!f_string_field(pp, end, in, &o->locality)) return 0; break;
        case TI_SPEC: if (!f_bool(pp, end, &bv)) return 0; o->speculative = bv; break;
        case TI_GETTING: if (!f_int(pp, end, &o->getting_result_time)) return 0; break;
        case TI_FINISH: if (!f_int(pp, end, &o->finish_time)) return 0; break;
        case TI_FAILED: if (!f_bool(pp, end, &bv)) return 0; o->failed = bv; break;
        case TI_KILLED: if (!f_bool(pp, end, &bv)) return 0; o->killed = bv; break;
        case TI_ACCUMS: if (!f_accums(pp, end, e)) return 0; break;
        default: return 0;
        }
    });
    task_info_defaults(o, in);
    return 1;
}

/* A Task Info in the shape Spark's JsonProtocol writes it (3.x/4.x; the
 * "Partition ID" of 3.3+ optional), keys compared as inline literals. 0 when
 * it is not of that shape: the caller then reads it member by member
 * (f_task_info), which gives the same result on this shape. */
static int f_task_info_shape(fpos *pp, fpos end, sdx_interner *in, sdx_task_end_ev *e)
{
    sdx_task_info_ev *o = &e->ti;
    fpos p = *pp;
    int64_t v;
    int b;
    task_info_init(o);
    if (!F_LIT(&p, end, "{\"Task ID\":") || !f_int(&p, end, &o->task_id))
        return 0;
    if (!F_LIT(&p, end, ",\"Index\":") || !f_int(&p, end, &v))
        return 0;
    o->index = (int32_t)v;
    if (!F_LIT(&p, end, ",\"Attempt\":") || !f_int(&p, end, &v))
        return 0;
    o->attempt = (int32_t)v;
    if (F_LIT(&p, end, ",\"Partition ID\":")) {
        if (!f_int(&p, end, &v))
            return 0;
        o->partition_id = (int32_t)v;
    }
    if (!F_LIT(&p, end, ",\"Launch Time\":") || !f_int(&p, end, &o->launch_time))
        return 0;
    if (!F_LIT(&p, end, ",\"Executor ID\":") || !f_string_field(&p, end, in, &o->executor_id))
        return 0;
    if (!F_LIT(&p, end, ",\"Host\":") || !f_string_field(&p, end, in, &o->host))
        return 0;
    if (!F_LIT(&p, end, ",\"Locality\":") || !f_string_field(&p, end, in, &o->locality))
        return 0;
    if (!F_LIT(&p, end, ",\"Speculative\":") || !f_bool(&p, end, &b))
        return 0;
    o->speculative = b;
    if (!F_LIT(&p, end, ",\"Getting Result Time\":") || !f_int(&p, end, &o->getting_result_time))
        return 0;
    if (!F_LIT(&p, end, ",\"Finish Time\":") || !f_int(&p, end, &o->finish_time))
        return 0;
    if (!F_LIT(&p, end, ",\"Failed\":") || !f_bool(&p, end, &b))
        return 0;
    o->failed = b;
    if (!F_LIT(&p, end, ",\"Killed\":") || !f_bool(&p, end, &b))
        return 0;
    o->killed = b;
    if (!F_LIT(&p, end, ",\"Accumulables\":") || !f_accums(&p, end, e))
        return 0;
    if (p >= end || *p != '}')
        return 0;
    task_info_defaults(o, in);
    *pp = p + 1;
    return 1;
}

static const field REASON_FIELDS[] = {F("Reason", 0)};

static int f_reason(fpos *pp, fpos end, sdx_reason_ev *o)
{
    int success = 0;
    F_MEMBERS(pp, end, REASON_FIELDS, 1, {
        (void)slot;
        if (!f_lit(pp, end, "\"Success\"", 9))
            return 0;
        success = 1;
    });
    if (!success)
        return 0;
    sdx_ev_reason_success(o);
    return 1;
}

/* The members of a TaskEnd (is_end) or TaskStart after its "Event", from p. */
static int f_task_event(fpos p, fpos end, sdx_interner *in, sdx_task_end_ev *o, int is_end, fpos *stop)
{
    fpos *pp = &p;
    o->stage_id = o->stage_attempt = 0;
    o->nacc = 0;
    int has_info = 0;
    sdx_zero(o->metrics, sizeof o->metrics);
    sdx_zero(o->exec_metrics, sizeof o->exec_metrics);
    int has_reason = 0;
    /* the members after "Event" (an object's rest: no '{' to read) */
    int hint = 0, idx, nx;
    uint64_t seen = 0;
    do {
        if (!f_key(pp, end, TASK_EVENT_FIELDS, NFIELDS(TASK_EVENT_FIELDS), &hint, &idx))
            return 0;
        if (idx < 0) {
            if (!f_skip(pp, end, 1))
                return 0;
            continue;
        }
        if (seen & (1ull << idx))
            return 0;
        seen |= 1ull << idx;
        int64_t v;
        switch (TASK_EVENT_FIELDS[idx].slot) {
        case TE_STAGE: if (!f_int(pp, end, &v)) return 0; o->stage_id = (int32_t)v; break;
        case TE_ATTEMPT: if (!f_int(pp, end, &v)) return 0; o->stage_attempt = (int32_t)v; break;
        case TE_REASON: if (!is_end || !f_reason(pp, end, &o->reason)) return 0; has_reason = 1; break;
        case TE_INFO: {
            uint32_t nacc = o->nacc;
            if (!f_task_info_shape(pp, end, in, o)) {
                o->nacc = nacc;   /* what the attempt pushed */
                if (!f_task_info(pp, end, in, o))
                    return 0;
            }
            has_info = 1;
            break;
        }
        case TE_EXEC:
            if (!is_end)
                return 0;
            if (p < end && *p == 'n') {
                if (!f_lit(pp, end, "null", 4))
                    return 0;
            } else if (!f_exec_metrics_shape(pp, end, o->exec_metrics)) {
                sdx_zero(o->exec_metrics, sizeof o->exec_metrics);   /* what the attempt wrote */
                if (!f_exec_metrics(pp, end, o->exec_metrics))
                    return 0;
            }
            break;
        case TE_METRICS:
            if (!is_end)
                return 0;
            if (p < end && *p == 'n') {
                if (!f_lit(pp, end, "null", 4))
                    return 0;
            } else if (!f_task_metrics_shape(pp, end, o->metrics, o->push40)) {
                sdx_zero(o->metrics, sizeof o->metrics);   /* what the attempt wrote */
                if (!f_metric_object(pp, end, TASK_METRIC_FIELDS, NFIELDS(TASK_METRIC_FIELDS), o->metrics, o->push40, 0))
                    return 0;
            }
            break;
        default: return 0;
        }
    } while ((nx = f_next(pp, end)) == 1);
    if (nx != 2 || (is_end && !has_reason) || !has_info)
        return 0;
    *stop = p;
    return 1;
}

/* The line's members after the prefix (its "Event"), if it has that prefix. */
static int f_task_line(const char *line, size_t len, const char *prefix, size_t plen, sdx_interner *in,
                       sdx_task_end_ev *o, int is_end)
{
    fpos stop;
    if (len <= plen || memcmp(line, prefix, plen) != 0)
        return 0;
    return f_task_event((fpos)line + plen, (fpos)line + len, in, o, is_end, &stop) && stop == (fpos)line + len;
}

/* The fast path reads nothing but printable ASCII without a '\n' before the
 * object's end, so the first '\n' after it ends the line exactly when the
 * object is followed by one. */
int sdx_ev_task_fast_open(const char *p, size_t avail, sdx_interner *in, sdx_task_end_ev *o, size_t *len,
                          int *is_end)
{
    fpos stop, end = (fpos)p + avail;
    int e;
    if (avail > sizeof SDX_TASK_END_PREFIX && !memcmp(p, SDX_TASK_END_PREFIX, sizeof SDX_TASK_END_PREFIX - 1))
        e = 1;
    else if (avail > sizeof SDX_TASK_START_PREFIX &&
             !memcmp(p, SDX_TASK_START_PREFIX, sizeof SDX_TASK_START_PREFIX - 1))
        e = 0;
    else
        return 0;
    size_t plen = e ? sizeof SDX_TASK_END_PREFIX - 1 : sizeof SDX_TASK_START_PREFIX - 1;
    if (!f_task_event((fpos)p + plen, end, in, o, e, &stop))
        return 0;
    if (stop >= end || *stop != '\n')
        return -1;
    *len = (size_t)(stop - (fpos)p);
    *is_end = e;
    return 1;
}

int sdx_ev_task_end_fast(const char *line, size_t len, sdx_interner *in, sdx_task_end_ev *o)
{
    return f_task_line(line, len, SDX_TASK_END_PREFIX, sizeof SDX_TASK_END_PREFIX - 1, in, o, 1);
}

int sdx_ev_task_start_fast(const char *line, size_t len, sdx_interner *in, sdx_task_end_ev *o)
{
    return f_task_line(line, len, SDX_TASK_START_PREFIX, sizeof SDX_TASK_START_PREFIX - 1, in, o, 0);
}

int sdx_ev_task_start(sdx_jdoc *d, uint32_t root, sdx_interner *in, sdx_task_end_ev *o)
{
    sdx_task_event_nodes nodes;
    sdx_ev_task_event_nodes(d, root, &nodes);
    o->stage_id = (int32_t)sdx_json_int64_or(d, nodes.stage_id, 0);
    o->stage_attempt = (int32_t)sdx_json_int64_or(d, nodes.stage_attempt, 0);
    o->nacc = 0;
    sdx_ev_task_info(d, nodes.task_info, in, &o->ti);
    accum_updates(d, o->ti.accumulables, o);
    return 1;
}
