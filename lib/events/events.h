/*
 * events.h: event decoding, one JSON line -> typed pieces (internal).
 *
 * Pipeline position: lines -> JSON tape -> *events* -> model builder.
 * Spark writes two families of events (eventlog-format.md §1.1): the
 * JsonProtocol ones with short names and Title-Case keys, and Jackson ones
 * with fully qualified class names and camelCase keys. sdx_event_kind()
 * maps both to one enum; the decoders below turn the recurring sub-objects
 * (Task Info, Task Metrics, Stage Info, Task End Reason, executor metrics)
 * into C structs with Spark's own defaults for fields older versions lack.
 * Unknown events and unknown fields are simply not looked at.
 */
#ifndef SPARKDX_EVENTS_H
#define SPARKDX_EVENTS_H

#include <stdint.h>

#include "sparkdx/json.h"
#include "sparkdx/records.h"
#include "util/util.h"

typedef enum sdx_ev {
    SDX_EV_UNKNOWN = 0,
    SDX_EV_LOG_START, SDX_EV_RESOURCE_PROFILE_ADDED, SDX_EV_EXECUTOR_ADDED, SDX_EV_EXECUTOR_REMOVED,
    SDX_EV_BLOCK_MANAGER_ADDED, SDX_EV_BLOCK_MANAGER_REMOVED, SDX_EV_ENVIRONMENT_UPDATE,
    SDX_EV_APPLICATION_START, SDX_EV_APPLICATION_END, SDX_EV_JOB_START, SDX_EV_JOB_END,
    SDX_EV_STAGE_SUBMITTED, SDX_EV_STAGE_COMPLETED, SDX_EV_STAGE_EXECUTOR_METRICS,
    SDX_EV_TASK_START, SDX_EV_TASK_GETTING_RESULT, SDX_EV_TASK_END, SDX_EV_UNPERSIST_RDD,
    SDX_EV_BLOCK_UPDATED, SDX_EV_EXECUTOR_METRICS_UPDATE,
    SDX_EV_EXECUTOR_EXCLUDED, SDX_EV_EXECUTOR_EXCLUDED_FOR_STAGE, SDX_EV_EXECUTOR_UNEXCLUDED,
    SDX_EV_NODE_EXCLUDED, SDX_EV_NODE_EXCLUDED_FOR_STAGE, SDX_EV_NODE_UNEXCLUDED,
    SDX_EV_MISC_PROCESS_ADDED,
    SDX_EV_SQL_EXECUTION_START, SDX_EV_SQL_EXECUTION_END, SDX_EV_SQL_ADAPTIVE_UPDATE,
    SDX_EV_SQL_ADAPTIVE_METRIC_UPDATES, SDX_EV_DRIVER_ACCUM_UPDATES,
    SDX_EV_DBC_METADATA,   /* Databricks' DBCEventLoggingListenerMetadata (first line of each part) */
    SDX_EV_COUNT
} sdx_ev;

/* Kind of the event in `root` (its "Event" member). */
sdx_ev sdx_event_kind(sdx_jdoc *d, uint32_t root);

/* Field helpers with Spark's defaults. */
int64_t sdx_ev_int(sdx_jdoc *d, uint32_t obj, const char *key, int64_t dflt);
int sdx_ev_bool(sdx_jdoc *d, uint32_t obj, const char *key, int dflt);
/* The same on a member's value node (sdx_json_getv), SDX_JNONE = absent. */
int64_t sdx_ev_node_int(sdx_jdoc *d, uint32_t node, int64_t dflt);
/* Numbers are read as Spark reads them (sdx_json_long, sdx_json_int: an
 * out-of-range double saturates, too long an integer keeps its low bits);
 * the int32 forms are for the fields Spark reads with extractInt (ids,
 * attempts, indexes, counts, cores). A numeric string is read too. */
int32_t sdx_ev_int32(sdx_jdoc *d, uint32_t obj, const char *key, int32_t dflt);
int32_t sdx_ev_node_int32(sdx_jdoc *d, uint32_t node, int32_t dflt);
int sdx_ev_node_bool(sdx_jdoc *d, uint32_t node, int dflt);
/* Interned string of member `key` (NULL when absent or null). */
const char *sdx_ev_str(sdx_jdoc *d, uint32_t obj, const char *key, sdx_interner *in);
/* Interned string of a string node (NULL when not a string). Non-string
 * scalars are rendered as their JSON text (Jackson's asText). */
const char *sdx_ev_node_str(sdx_jdoc *d, uint32_t node, sdx_interner *in);

typedef struct sdx_ev_task_info {
    int64_t task_id;
    int32_t index, attempt, partition_id;
    int64_t launch_time, getting_result_time, finish_time;
    const char *executor_id, *host, *locality;
    int speculative, failed, killed;
    uint32_t accumulables;     /* node of "Accumulables" or SDX_JNONE */
} sdx_task_info_ev;

void sdx_ev_task_info(sdx_jdoc *d, uint32_t node, sdx_interner *in, sdx_task_info_ev *out);

/* The members of a TaskStart / TaskEnd line, found in one pass
 * (SDX_JNONE when absent). */
typedef struct sdx_task_event_nodes {
    uint32_t stage_id, stage_attempt, task_info, reason, metrics, exec_metrics;
} sdx_task_event_nodes;
void sdx_ev_task_event_nodes(sdx_jdoc *d, uint32_t root, sdx_task_event_nodes *o);

/* Task Metrics object -> values in sdx_tm order (Spark's defaults for
 * missing keys; the push-based shuffle object under the spelling Spark 4.3
 * reads, or with push40 the one Spark up to 4.0 read). Returns 0
 * when the node is absent/null (no metrics). */
int sdx_ev_task_metrics(sdx_jdoc *d, uint32_t node, int64_t out[SDX_TM_COUNT], int push40);

/* Executor metrics map -> peaks-style array: absent keys are 0 (Spark's
 * executorMetricsFromJson). */
void sdx_ev_executor_metrics(sdx_jdoc *d, uint32_t node, int64_t out[SDX_EM_COUNT]);

typedef struct sdx_ev_reason {
    sdx_reason kind;
    const char *error;          /* toErrorString (NULL for Success) */
    const char *kill_reason;    /* TaskKilled reason / TaskCommitDenied string */
    const char *class_name;     /* ExceptionFailure */
    const char *exec_id;        /* ExecutorLostFailure */
    int exit_caused_by_app;
    int32_t shuffle_id, map_index, reduce_id;
    const char *bm_executor;
} sdx_reason_ev;

void sdx_ev_reason(sdx_jdoc *d, uint32_t node, sdx_interner *in, sdx_arena *tmp, sdx_reason_ev *out);

/* Accumulables array -> the REST view (non-internal, non-SQL), in order. */
sdx_accum *sdx_ev_accums(sdx_jdoc *d, uint32_t arr, sdx_interner *in, sdx_arena *a, uint32_t *n);

/* A properties object: value of `key` or NULL. */
const char *sdx_ev_prop(sdx_jdoc *d, uint32_t props, const char *key, sdx_interner *in);

/* String map object -> kv array (arena). */
sdx_kv *sdx_ev_kv_map(sdx_jdoc *d, uint32_t obj, sdx_interner *in, sdx_arena *a, uint32_t *n);

/* The fast path for TaskEnd lines (the bulk of every log): the line is
 * decoded straight from its text, without a JSON tape, into what the
 * generic decoders above would produce from the tape. It takes only the
 * common shape: no whitespace, no escapes or non-ASCII in strings, integers
 * of at most 18 digits, no duplicate keys, a "Success" end reason, an
 * "Accumulables" array of objects; anything else returns 0 and the line
 * goes through the tape and the generic decoders, which are the reference
 * (tests/unit/test_fast_task.c compares the two on every line it has).
 * Everything the fast path accepts is valid JSON. */
typedef enum { SDX_UPD_NONE, SDX_UPD_NULL, SDX_UPD_VALUE, SDX_UPD_BAD } sdx_upd_kind;
/* One element of "Accumulables" as SQL metrics read it: the ID and the
 * Update as a Long (a number, or a string through Long.parseLong; BAD when
 * Spark's reading would throw). */
typedef struct sdx_acc_upd {
    int64_t id;          /* -1: absent or not a plain non-negative integer */
    int64_t value;       /* kind VALUE */
    uint8_t kind;        /* sdx_upd_kind: no "Update", null, a value, unreadable */
} sdx_acc_upd;
typedef struct sdx_task_end_ev {
    int push40;                     /* input: read push-based shuffle as Spark <= 4.0 did */
    int skip_acc;                   /* input: the fast path checks the Accumulables but keeps
                                       none (nacc 0), for a model without SQL (SDX_SKIP_SQL) */
    int32_t stage_id, stage_attempt;
    sdx_task_info_ev ti;            /* ti.accumulables = SDX_JNONE on the fast path */
    sdx_reason_ev reason;
    int64_t metrics[SDX_TM_COUNT];
    int64_t exec_metrics[SDX_EM_COUNT];
    sdx_acc_upd *acc;               /* the Accumulables (buffer kept between calls) */
    uint32_t nacc, acc_cap;
    int oom;                        /* set (never cleared here) when an update was dropped for
                                       want of memory: the caller's build fails */
} sdx_task_end_ev;

/* The generic decoding from the tape (root = the event object): 0 when the
 * event has no "Task Info" (it is then ignored). */
int sdx_ev_task_end(sdx_jdoc *d, uint32_t root, sdx_interner *in, sdx_arena *tmp, sdx_task_end_ev *o);
/* The fast path on the line's text: 1 decoded, 0 not the common shape (use
 * the generic path; nothing was changed except interned strings). */
#define SDX_TASK_END_PREFIX "{\"Event\":\"SparkListenerTaskEnd\","
int sdx_ev_task_end_fast(const char *line, size_t len, sdx_interner *in, sdx_task_end_ev *o);
/* The same pair for TaskStart (only stage_id, stage_attempt, ti and acc are
 * set; the fast path takes no TaskStart with an end reason or metrics). */
#define SDX_TASK_START_PREFIX "{\"Event\":\"SparkListenerTaskStart\","
int sdx_ev_task_start(sdx_jdoc *d, uint32_t root, sdx_interner *in, sdx_task_end_ev *o);
int sdx_ev_task_start_fast(const char *line, size_t len, sdx_interner *in, sdx_task_end_ev *o);
/* Either of them on a line whose end is not known yet: p is its start among
 * avail bytes (sdx_lines_peek). 1 when it is a TaskEnd (*is_end 1) or a
 * TaskStart the fast path takes and a '\n' follows the object at p[*len]
 * (so that is where the line ends); -1 when such an object is followed by
 * something else (a '\r', or the buffer ends: the two above may take the
 * line); 0 when the fast path refuses the text (the two above refuse the
 * line too). No '\n' is ever part of what the fast path takes, so this
 * takes a line exactly when the two above take it as a line. */
int sdx_ev_task_fast_open(const char *p, size_t avail, sdx_interner *in, sdx_task_end_ev *o, size_t *len,
                          int *is_end);
/* The reason of a successful task as sdx_ev_reason gives it. */
void sdx_ev_reason_success(sdx_reason_ev *o);

#endif
