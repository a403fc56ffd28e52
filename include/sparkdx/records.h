/*
 * records.h: the records one decoded event is made of (the events layer's
 * public types): task metrics and executor metrics in Spark's own orders, a
 * task end reason, an accumulable as the REST API shows it, a string pair.
 *
 * Pipeline position: lines -> JSON tape -> events (lib/events/) -> *these
 * records* -> model builder. The events layer decodes into them and the
 * model (sparkdx/model.h, which includes this header) keeps them; types
 * only, nothing to link.
 */
#ifndef SPARKDX_RECORDS_H
#define SPARKDX_RECORDS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Task metrics, in the order of Spark's LiveEntityHelpers.createMetrics. */
typedef enum sdx_tm {
    SDX_TM_EXECUTOR_DESERIALIZE_TIME = 0,
    SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME,  /* ns */
    SDX_TM_EXECUTOR_RUN_TIME,
    SDX_TM_EXECUTOR_CPU_TIME,              /* ns */
    SDX_TM_RESULT_SIZE,
    SDX_TM_JVM_GC_TIME,
    SDX_TM_RESULT_SERIALIZATION_TIME,
    SDX_TM_MEMORY_BYTES_SPILLED,
    SDX_TM_DISK_BYTES_SPILLED,
    SDX_TM_PEAK_EXECUTION_MEMORY,
    SDX_TM_INPUT_BYTES,
    SDX_TM_INPUT_RECORDS,
    SDX_TM_OUTPUT_BYTES,
    SDX_TM_OUTPUT_RECORDS,
    SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED,
    SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED,
    SDX_TM_SHUFFLE_FETCH_WAIT_TIME,
    SDX_TM_SHUFFLE_REMOTE_BYTES_READ,
    SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK,
    SDX_TM_SHUFFLE_LOCAL_BYTES_READ,
    SDX_TM_SHUFFLE_RECORDS_READ,
    SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS,
    SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT,
    SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED,
    SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED,
    SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED,
    SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED,
    SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ,
    SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ,
    SDX_TM_SHUFFLE_REMOTE_REQS_DURATION,
    SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION,
    SDX_TM_SHUFFLE_WRITE_BYTES,
    SDX_TM_SHUFFLE_WRITE_TIME,             /* ns */
    SDX_TM_SHUFFLE_WRITE_RECORDS,
    SDX_TM_COUNT
} sdx_tm;

/* Executor metrics (peak values), ExecutorMetricType.metricToOffset order. */
typedef enum sdx_em {
    SDX_EM_JVM_HEAP = 0, SDX_EM_JVM_OFFHEAP, SDX_EM_ONHEAP_EXECUTION, SDX_EM_OFFHEAP_EXECUTION,
    SDX_EM_ONHEAP_STORAGE, SDX_EM_OFFHEAP_STORAGE, SDX_EM_ONHEAP_UNIFIED, SDX_EM_OFFHEAP_UNIFIED,
    SDX_EM_DIRECT_POOL, SDX_EM_MAPPED_POOL, SDX_EM_PT_JVM_VMEM, SDX_EM_PT_JVM_RSS,
    SDX_EM_PT_PYTHON_VMEM, SDX_EM_PT_PYTHON_RSS, SDX_EM_PT_OTHER_VMEM, SDX_EM_PT_OTHER_RSS,
    SDX_EM_MINOR_GC_COUNT, SDX_EM_MINOR_GC_TIME, SDX_EM_MAJOR_GC_COUNT, SDX_EM_MAJOR_GC_TIME,
    SDX_EM_TOTAL_GC_TIME, SDX_EM_CONCURRENT_GC_COUNT, SDX_EM_CONCURRENT_GC_TIME,
    SDX_EM_COUNT
} sdx_em;

typedef enum sdx_reason {
    SDX_REASON_NONE = 0,       /* no TaskEnd yet */
    SDX_REASON_SUCCESS, SDX_REASON_RESUBMITTED, SDX_REASON_FETCH_FAILED,
    SDX_REASON_EXCEPTION, SDX_REASON_RESULT_LOST, SDX_REASON_KILLED,
    SDX_REASON_COMMIT_DENIED, SDX_REASON_EXECUTOR_LOST, SDX_REASON_UNKNOWN
} sdx_reason;

/* An accumulable as the REST API shows it (non-internal, non-SQL ones). */
typedef struct sdx_accum {
    int64_t id;
    const char *name;     /* NULL = absent */
    const char *update;   /* NULL = absent */
    const char *value;    /* NULL = absent */
} sdx_accum;

typedef struct sdx_kv {
    const char *key, *value;
} sdx_kv;

#ifdef __cplusplus
}
#endif
#endif
