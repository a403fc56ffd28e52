/*
 * model.h: the application model every analysis and renderer reads.
 *
 * Pipeline position: events -> model builder -> *model* -> analyses /
 * renderers. The builder (sdx_model_build) replays an event log the way
 * Spark's AppStatusListener does, so every count and sum here is the number
 * the Spark UI and the History Server REST API show (eventlog-format.md §4):
 * stage totals include failed and killed task attempts, a task's metrics are
 * stored "negated" for non-successful tasks exactly like TaskDataWrapper
 * (SPARK-26260, including the field order of LiveEntityHelpers.makeNegative),
 * jobs are snapshots taken when Spark would write them, and so on.
 *
 * Two modes:
 *  - SDX_KEEP_TASKS: every task attempt is kept (compactly) so that task
 *    lists and task summaries can be answered for any stage (api, serve).
 *  - streaming (default): a stage attempt's tasks are kept only while it is
 *    live; when it completes they are reduced to an sdx_stage_summary
 *    (quantiles, top tasks) and freed. Memory grows with the tasks of the
 *    stage attempts running at the same time, not with the log.
 *
 * Times are epoch milliseconds unless the name says otherwise; -1 = unknown.
 * Strings are NUL-terminated and owned by the model (interned).
 */
#ifndef SPARKDX_MODEL_H
#define SPARKDX_MODEL_H

#include <stdint.h>
#include <stddef.h>

#include "sparkdx/error.h"
#include "sparkdx/io.h"
#include "sparkdx/records.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const char *const sdx_em_names[SDX_EM_COUNT];

typedef struct sdx_peaks {
    int64_t v[SDX_EM_COUNT];
    int set;                /* any value ever recorded (ExecutorMetrics.isSet) */
} sdx_peaks;

typedef enum sdx_task_status {
    SDX_TASK_RUNNING = 0, SDX_TASK_GET_RESULT, SDX_TASK_SUCCESS, SDX_TASK_FAILED,
    SDX_TASK_KILLED, SDX_TASK_UNKNOWN
} sdx_task_status;
extern const char *const sdx_task_status_names[];

/* Spark's LiveEntityHelpers.makeNegative passes its arguments to
 * createMetrics in a different order than the fields (the push-merged
 * shuffle fields and the output / shuffle-read fields trade places), so the
 * stored value of metric i of a non-successful task is built from metric
 * sdx_tm_negated_source[i]. The History Server shows these values as they
 * are; sparkdx reproduces them for the API and uses the real values for
 * analyses. */
extern const uint8_t sdx_tm_negated_source[SDX_TM_COUNT];

/* One task attempt. ~330 bytes; kept for all tasks only in SDX_KEEP_TASKS. */
typedef struct sdx_task {
    int64_t task_id;
    int32_t index, attempt, partition_id;
    uint8_t status;          /* sdx_task_status */
    uint8_t reason;          /* sdx_reason of the TaskEnd */
    uint8_t speculative, has_metrics;
    uint8_t ended;           /* a TaskEnd was seen */
    uint8_t getting_result_seen; /* a TaskGettingResult was seen (result fetched remotely) */
    uint8_t hs_deleted;      /* the store's trigger deleted it (builder only) */
    int64_t launch_time, finish_time;
    int64_t result_fetch_start;   /* Getting Result Time if > 0, else -1 */
    int64_t duration;             /* as TaskDataWrapper stores it */
    const char *executor_id, *host, *locality;
    const char *error;            /* errorMessage, NULL = none */
    sdx_accum *accums;
    uint32_t naccums;
    /* The metrics the task reported (real values, createMetrics order);
     * meaningful only when has_metrics. See sdx_task_stored() for the value
     * the History Server indexes and sdx_task_metric_api() for what it
     * prints. */
    int64_t m[SDX_TM_COUNT];
    /* failure facts for analyses (from the TaskEnd reason) */
    const char *exception_class;  /* ExceptionFailure Class Name */
    const char *exec_lost_id;     /* ExecutorLostFailure Executor ID */
    int exit_caused_by_app;
    int32_t fetch_shuffle_id, fetch_map_index, fetch_reduce_id;
    const char *fetch_bm_executor; /* FetchFailed block manager executor */
} sdx_task;

/* Saturating int64 arithmetic: sums and differences of values read from a
 * log (which may be anything up to Long.MIN/MAX) stop at the limits instead
 * of overflowing. */
static inline int64_t sdx_sat_add(int64_t a, int64_t b)
{
    int64_t r;
    return __builtin_add_overflow(a, b, &r) ? (b > 0 ? INT64_MAX : INT64_MIN) : r;
}
static inline int64_t sdx_sat_sub(int64_t a, int64_t b)
{
    int64_t r;
    return __builtin_sub_overflow(a, b, &r) ? (b < 0 ? INT64_MAX : INT64_MIN) : r;
}

static inline int64_t sdx_task_stored(const sdx_task *t, int i)
{
    if (!t->has_metrics)
        return -1;
    if (t->status == SDX_TASK_SUCCESS)
        return t->m[i];
    return ~t->m[sdx_tm_negated_source[i]];   /* -v - 1, as Java computes it, without overflow */
}

static inline int64_t sdx_task_metric_api(const sdx_task *t, int i)
{
    if (t->status == SDX_TASK_SUCCESS)
        return t->m[i];
    int64_t s = sdx_task_stored(t, i);
    if (s == INT64_MAX)   /* the value was Long.MIN_VALUE: |v| saturates */
        return INT64_MAX;
    int64_t v = s + 1;
    return v < 0 ? -v : v;
}

/* Per-executor summary within one stage attempt (ExecutorStageSummary). */
typedef struct sdx_exec_stage {
    const char *executor_id;
    int64_t task_time;
    int32_t failed, succeeded, killed;
    int64_t m[SDX_TM_COUNT];     /* sums of metric deltas */
    int excluded;
    sdx_peaks peaks;
    struct sdx_exec_stage *next;
} sdx_exec_stage;

typedef struct sdx_kv_count {       /* killedTasksSummary entry */
    const char *key;
    int32_t count;
} sdx_kv_count;

typedef enum sdx_stage_status {
    SDX_STAGE_PENDING = 0, SDX_STAGE_ACTIVE, SDX_STAGE_COMPLETE, SDX_STAGE_FAILED, SDX_STAGE_SKIPPED
} sdx_stage_status;
extern const char *const sdx_stage_status_names[];

typedef struct sdx_rdd_info {
    int32_t id;
    const char *name;
    const char *scope;         /* raw JSON text, or NULL */
    const char *callsite;
    int32_t num_partitions;
    int use_disk, use_memory, use_offheap, deserialized;
    int32_t replication;
    int32_t *parent_ids;
    uint32_t nparents;
} sdx_rdd_info;

/* Reduced view of a finished stage attempt's tasks (streaming mode, and
 * computed on demand in KEEP_TASKS mode). */
#define SDX_SUMMARY_NQ 7
extern const double sdx_summary_quantiles[SDX_SUMMARY_NQ]; /* 0,.05,.25,.5,.75,.95,1 */
#define SDX_TOP_TASKS 5
#define SDX_SUMMARY_FAILURES 32
#define SDX_HIST_BINS 32
/* What a failed task attempt leaves for analyses once its stage is reduced
 * (strings are the model's). */
typedef struct sdx_task_failure {
    int64_t task_id;
    int32_t index, attempt, partition_id;
    uint8_t reason;                 /* sdx_reason */
    uint8_t speculative;
    int64_t launch_time, finish_time;
    const char *executor_id, *host;
    const char *error;              /* errorMessage (first line is the exception) */
    const char *exception_class;    /* ExceptionFailure Class Name */
    const char *exec_lost_id;       /* ExecutorLostFailure Executor ID */
    int exit_caused_by_app;
    int32_t fetch_shuffle_id, fetch_map_index, fetch_reduce_id;
    const char *fetch_bm_executor;  /* FetchFailed: executor of the missing block */
    int64_t input_bytes, shuffle_read_bytes;   /* what it had read, when reported */
} sdx_task_failure;

typedef struct sdx_stage_summary {
    int64_t count;                          /* successful tasks with metrics */
    double duration[SDX_SUMMARY_NQ];
    double scheduler_delay[SDX_SUMMARY_NQ];
    double m[SDX_TM_COUNT][SDX_SUMMARY_NQ];  /* per metric, taskSummary rule */
    double shuffle_read_bytes[SDX_SUMMARY_NQ];
    /* the slowest successful tasks, by duration, descending */
    struct { int64_t task_id; int32_t index, attempt, partition; int64_t launch_time, duration;
             int64_t shuffle_read_bytes, shuffle_read_records, input_bytes,
                     memory_spill, disk_spill, gc_time, run_time;
             const char *executor_id; } top[SDX_TOP_TASKS];
    int ntop;
    int64_t tasks_spilling;                 /* successful tasks with memory spill > 0 */
    int64_t failed_attempts, killed_attempts;
    /* For the stage-time model and overhead shares (report): sums over the
     * successful tasks with metrics, and how many attempts were speculative. */
    int64_t sum_duration, sum_scheduler_delay;
    int64_t tasks_disk_spilling;            /* successful tasks with disk spill > 0 */
    int64_t speculative_attempts;
    /* the successful task that read the most shuffle bytes / input bytes (the
     * slowest task is not always the biggest one); index = -1 when none */
    struct { int32_t index, partition; int64_t bytes, records, duration; } max_read, max_input;
    /* The first SDX_SUMMARY_FAILURES failed attempts in launch order (the
     * failure rules group them by partition, executor and exception); they
     * live in the same allocation as the summary. */
    sdx_task_failure *failures; uint32_t nfailures;
    /* The distributions of the successful tasks with metrics: counts in
     * SDX_HIST_BINS equal bins from 0 to the largest value (bin i holds
     * [i * max / N, (i + 1) * max / N), the largest value the last bin), of
     * their duration (ms) and of their shuffle read (bytes); all zero when
     * the largest is 0. Over every task, whatever a chart keeps. */
    int64_t hist_duration_max, hist_read_max;
    uint32_t hist_duration[SDX_HIST_BINS], hist_read[SDX_HIST_BINS];
} sdx_stage_summary;

/* A task attempt as a chart draws it (the UI's event timeline segments and
 * the per-task sizes), kept by sdx_build_options.chart_stages. Times in ms. */
typedef struct sdx_task_row {
    int64_t task_id, launch_time, finish_time, duration;   /* finish / duration -1: did not end */
    int32_t index, attempt, partition;
    uint8_t status, speculative, has_metrics;
    const char *executor_id, *host, *error;                /* the model's strings; error NULL = none */
    /* segments of the duration, as the UI's timeline splits it */
    int64_t scheduler_delay, deserialize, shuffle_read_time, compute, shuffle_write_time, serialize,
            getting_result;
    int64_t gc;                                            /* JVM GC time (within compute) */
    int64_t shuffle_read_bytes, shuffle_write_bytes, input_bytes, spill_memory, spill_disk;
} sdx_task_row;

/* The task rows a chart of one stage attempt draws: every attempt when the
 * stage had at most the cap, else a sample of the cap's size that keeps the
 * slowest tasks, the biggest shuffle reads, the spilling and the failed ones
 * and fills up with tasks evenly spread over launch order. */
typedef struct sdx_task_sample {
    uint32_t ntasks;                 /* task attempts the stage attempt had */
    uint32_t nrows;                  /* rows kept (== ntasks: all of them) */
    sdx_task_row *rows;              /* by launch time, then task id */
} sdx_task_sample;

typedef struct sdx_stage {
    int32_t stage_id, attempt_id;
    sdx_stage_status status;
    const char *name, *details, *description, *scheduling_pool, *failure_reason;
    int32_t num_tasks;
    int64_t submission_time, completion_time, first_launch_time;  /* -1 / INT64_MAX = none */
    int has_submission_time, has_completion_time;
    int32_t active_tasks, completed_tasks, failed_tasks, killed_tasks;
    int32_t completed_indices;
    int64_t m[SDX_TM_COUNT];      /* sums over task ends, AppStatusListener rule */
    sdx_kv_count *killed_summary; uint32_t nkilled_summary;
    int32_t *rdd_ids; uint32_t nrdd_ids;
    sdx_rdd_info *rdds; uint32_t nrdds;
    int32_t *parent_ids; uint32_t nparents;
    sdx_accum *accums; uint32_t naccums;   /* accumulatorUpdates */
    int32_t *job_ids; uint32_t njob_ids;
    int32_t resource_profile_id;
    int shuffle_push_enabled;
    int32_t shuffle_mergers_count;
    sdx_peaks peaks;
    sdx_exec_stage *exec_summaries;   /* linked, in creation order */
    uint32_t nexec_summaries;
    int has_speculation_summary;
    int32_t spec_num_tasks, spec_active, spec_completed, spec_failed, spec_killed;
    int32_t locality_counts[8];       /* PROCESS_LOCAL..ANY */
    /* tasks (KEEP_TASKS: all; streaming: while live) */
    sdx_task *tasks; uint32_t ntasks, tasks_cap;
    sdx_stage_summary *summary;       /* streaming: set when reduced */
    sdx_task_sample *chart;           /* streaming with chart_stages: the task rows kept for charts, or NULL */
    /* internal */
    int live;
    void *internal_;   /* builder: stage slot */
    void *internal2_;  /* builder: live-stage state */
} sdx_stage;

typedef enum sdx_job_status {
    SDX_JOB_RUNNING = 0, SDX_JOB_SUCCEEDED, SDX_JOB_FAILED, SDX_JOB_UNKNOWN
} sdx_job_status;
extern const char *const sdx_job_status_names[];

typedef struct sdx_job {
    int32_t job_id;
    const char *name, *description, *job_group;
    const char **tags; uint32_t ntags;
    int64_t submission_time, completion_time;
    int32_t *stage_ids; uint32_t nstage_ids;
    sdx_job_status status;
    int32_t num_tasks, active_tasks, completed_tasks, skipped_tasks, failed_tasks, killed_tasks;
    int32_t completed_indices;
    int32_t active_stages, completed_stages, skipped_stages, failed_stages;
    sdx_kv_count *killed_summary; uint32_t nkilled_summary;
    int64_t sql_execution_id;        /* -1 = none */
    const char *failure_message;     /* JobFailed exception message */
    const char *call_site;           /* callSite.short property */
} sdx_job;

typedef struct sdx_executor {
    const char *id;
    const char *host_port, *host;
    int is_active;
    int32_t total_cores, max_tasks, rdd_blocks;
    int64_t memory_used, disk_used, max_memory;
    int32_t active_tasks, failed_tasks, completed_tasks, total_tasks;
    int64_t total_duration, total_gc_time, total_input_bytes, total_shuffle_read, total_shuffle_write;
    int is_excluded;
    int32_t *excluded_in_stages; uint32_t nexcluded_in_stages;   /* sorted set */
    int64_t add_time, remove_time;    /* -1 = none */
    const char *remove_reason;
    sdx_kv *logs; uint32_t nlogs;
    sdx_kv *attributes; uint32_t nattributes;
    /* resources: name -> addresses */
    struct { const char *name; const char **addresses; uint32_t naddresses; } *resources;
    uint32_t nresources;
    int32_t resource_profile_id;
    int64_t total_onheap, total_offheap, used_onheap, used_offheap;  /* total_onheap < 0: unknown */
    sdx_peaks peaks;
    int live;            /* in the listener's live map */
    int dead_tracked;    /* in the listener's deadExecutors map */
    int written;         /* written to the store before (the store's triggers) */
} sdx_executor;

typedef struct sdx_process {      /* miscellaneous process (yarn-am) */
    const char *id, *host_port;
    int is_active;
    int32_t total_cores;
    int64_t add_time, remove_time;
    sdx_kv *logs; uint32_t nlogs;
} sdx_process;

typedef struct sdx_resource_req {
    const char *name;
    double amount;          /* executor: long amount; task: double */
    int is_task;
    const char *discovery_script, *vendor;
} sdx_resource_req;

typedef struct sdx_resource_profile {
    int32_t id;
    sdx_resource_req *exec_reqs; uint32_t nexec_reqs;
    sdx_resource_req *task_reqs; uint32_t ntask_reqs;
    int32_t internal_task_cpus;   /* -1 when not requested */
} sdx_resource_profile;

typedef struct sdx_env {
    int present;
    const char *java_version, *java_home, *scala_version;
    sdx_kv *spark_props; uint32_t nspark_props;
    sdx_kv *hadoop_props; uint32_t nhadoop_props;
    sdx_kv *system_props; uint32_t nsystem_props;
    sdx_kv *metrics_props; uint32_t nmetrics_props;
    sdx_kv *classpath; uint32_t nclasspath;
} sdx_env;

/* A cached RDD as the storage tab shows it (only from BlockUpdated events). */
typedef struct sdx_rdd_part {
    const char *block_name, *storage_level;
    int64_t memory_used, disk_used;
    const char **executors; uint32_t nexecutors;
} sdx_rdd_part;

typedef struct sdx_rdd_dist {
    const char *executor_id;
    int64_t memory_used, disk_used, onheap_used, offheap_used;
} sdx_rdd_dist;

typedef struct sdx_rdd {
    int32_t id;
    const char *name;
    int32_t num_partitions;
    const char *storage_level;   /* description of the requested level */
    int use_offheap, deserialized;
    int64_t memory_used, disk_used;
    sdx_rdd_part *parts; uint32_t nparts, parts_cap;
    sdx_rdd_dist *dists; uint32_t ndists, dists_cap;
    int live, written, deleted;
} sdx_rdd;

/* ---- SQL: plans, their graph, node metrics as numbers ------------------
 *
 * What the SQL tab knows of an execution, as the History Server's
 * SQLAppStatusListener builds it (lib/model/sql.c), kept as numbers: the
 * History Server's display strings ("total (min, med, max ...)") are made
 * from them by lib/rest/. docs/sql.md describes the aggregation. */

/* A metric a plan node declares (SQLPlanMetric). */
typedef struct sdx_sql_metric {
    const char *name;
    int64_t accumulator_id;
    const char *metric_type;   /* "sum", "size", "timing", "nsTiming", "average", "v2Custom_<class>"... */
} sdx_sql_metric;

/* A node of a recorded plan tree (SparkPlanInfo). */
typedef struct sdx_plan_node {
    const char *node_name, *simple_string;
    struct sdx_plan_node **children; uint32_t nchildren;
    sdx_kv *metadata; uint32_t nmetadata;
    sdx_sql_metric *metrics; uint32_t nmetrics;
} sdx_plan_node;

/* How a metric's values aggregate and what unit they carry
 * (SQLMetrics.stringValue's cases). */
typedef enum sdx_sql_metric_kind {
    SDX_SQLM_SUM = 0,      /* "sum": a count; the SQL tab shows the total only */
    SDX_SQLM_SIZE,         /* "size": bytes */
    SDX_SQLM_TIMING,       /* "timing": milliseconds */
    SDX_SQLM_NS_TIMING,    /* "nsTiming": nanoseconds (shown as ms) */
    SDX_SQLM_AVERAGE,      /* "average": tenths (a value v means v / 10); no total is shown */
    SDX_SQLM_OTHER,        /* another type: shown as "[unknown] <value>" */
    SDX_SQLM_UNAVAILABLE   /* a v2Custom_ metric whose class the History Server cannot load: "N/A" */
} sdx_sql_metric_kind;

/* The kind of a metric type string ("v2Custom_" + PythonCustomMetric is a size). */
sdx_sql_metric_kind sdx_sql_metric_kind_of(const char *metric_type);

/* One metric's aggregated value over an execution: every task value of
 * the execution's stages (the last attempt of each, one value per task
 * index) and the driver's updates, aggregated as SQLMetrics.stringValue.
 *  - SUM: total is the (wrapping) sum of every value; count = values.
 *  - the others: the values >= 0 (average: > 0) count; total is their sum
 *    and min, median (sorted[count / 2]) and max are over them. With one
 *    value or none the SQL tab shows only that value (or 0).
 * The max's location is the (stage, attempt, task) whose update held the
 * largest value the listener tracked, or the driver (max_stage_id = -1)
 * when a driver update was larger or no task tracked one. */
typedef struct sdx_sql_metric_value {
    int64_t accumulator_id;
    uint8_t kind;                      /* sdx_sql_metric_kind */
    int64_t count;
    int64_t total, min, median, max;   /* in the kind's unit; 0 when count is 0 */
    int32_t max_stage_id, max_stage_attempt;   /* -1: "(driver)" */
    int64_t max_task_id;
    /* the stages whose tasks updated this accumulator (ascending ids):
     * the exact link from a plan node to the stages that ran it */
    const int32_t *stage_ids; uint32_t nstage_ids;
} sdx_sql_metric_value;

/* Aggregate `values` of a metric of `metric_type` as above; max_loc =
 * {stage id, attempt, task id} of the tracked max, or NULL for the driver.
 * Returns 0, or -1 when out of memory (out is then zeroed but for kind). */
int sdx_sql_metric_aggregate(const char *metric_type, const int64_t *values, size_t n,
                             const int64_t max_loc[3], sdx_sql_metric_value *out);

/* SparkPlanGraph of a plan (SparkPlanGraph.scala, Spark 4.3): node ids in
 * a pre-order walk, a "WholeStageCodegen (n)" node is a cluster holding the
 * nodes below it down to the next InputAdapter, InputAdapter and query-stage
 * wrappers make no node, and a reused exchange or subquery becomes an edge
 * from the node of the plan it reuses. */
typedef struct sdx_plan_graph_node {
    int64_t id;                    /* graph node id (Spark's nodeId) */
    const sdx_plan_node *plan;     /* the plan node it was made from */
    int32_t cluster;               /* index in nodes of its WholeStageCodegen cluster, or -1 */
    uint8_t is_cluster;            /* this node is a WholeStageCodegen cluster */
    /* The stages that ran it (ascending ids; filled for an execution's
     * graph, sdx_sql_exec.graph). Exact (stages_exact): the stages whose
     * tasks updated one of its metrics, the accumulables being the link; an
     * exchange then has two sides, the writing and the reading stage.
     * Otherwise derived: a node inside a WholeStageCodegen cluster has the
     * cluster's; else the stages of the nodes it feeds (an AQEShuffleRead
     * runs in the reading stage), for an exchange also those of its inputs
     * (a BroadcastExchange: the stage that built it and the one that used
     * it); what is left (a root command, AdaptiveSparkPlan) has its inputs'. Empty when none of
     * these ran in a task (driver-only plans, skipped stages). */
    const int32_t *stage_ids; uint32_t nstage_ids;
    uint8_t stages_exact;
} sdx_plan_graph_node;

typedef struct sdx_plan_graph_edge {
    int64_t from_id, to_id;        /* graph node ids: data flows from -> to */
} sdx_plan_graph_edge;

typedef struct sdx_plan_graph {
    sdx_plan_graph_node *nodes;    /* creation order (ascending id) */
    uint32_t nnodes, nodes_cap;
    sdx_plan_graph_edge *edges;    /* in the order Spark adds them */
    uint32_t nedges, edges_cap;
} sdx_plan_graph;

/* Build the graph of `root` (NULL gives an empty graph) into g. Returns 0,
 * or -1 when out of memory (g is then empty). Free with sdx_plan_graph_free. */
int sdx_plan_graph_build(const sdx_plan_node *root, sdx_plan_graph *g);
void sdx_plan_graph_free(sdx_plan_graph *g);

/* The id in "WholeStageCodegen (<id>)" the way SqlResource parses it
 * (trimmed name, Long.parseLong of what is between the prefix and the last
 * character); returns 0 and sets *out, or -1 when it does not parse. */
int sdx_plan_wscg_id(const char *cluster_name, int64_t *out);

/* Structural fingerprint of a plan: a 64-bit hash of its operators (names,
 * codegen ids dropped), relations, join keys and other arguments as their
 * simpleString shows them, with expression ids (#12), plan_id=, literals
 * (numbers, quoted strings) and paths (file:/..., /tmp/...) removed. The same
 * query gives the same fingerprint across executions and runs. 0 for NULL. */
uint64_t sdx_plan_fingerprint(const sdx_plan_node *root);

typedef enum sdx_sql_job_state { SDX_SQLJOB_RUNNING = 0, SDX_SQLJOB_SUCCEEDED, SDX_SQLJOB_FAILED } sdx_sql_job_state;

typedef struct sdx_sql_exec {
    int64_t execution_id, root_execution_id;
    const char *description, *details, *physical_plan;
    sdx_plan_node *plan;            /* final plan: the last recorded (AQE updates replace it) */
    sdx_plan_node *initial_plan;    /* the first recorded (SQLExecutionStart's, before AQE) */
    int64_t submission_time, completion_time;  /* -1 = none */
    const char *error_message;
    sdx_kv *modified_configs; uint32_t nmodified_configs;
    int modified_configs_null;      /* modifiedConfigs is null (the REST field is left out) */
    /* the execution's jobs in the History Server's (Scala Map) order */
    int32_t *job_ids; uint32_t njob_ids;
    /* the stages of its jobs (every stage listed at a job start, skipped
     * ones too), ascending */
    const int32_t *stage_ids; uint32_t nstage_ids;
    const uint8_t *job_states;      /* sdx_sql_job_state, parallel to job_ids */
    const char *query_id;           /* SQLExecutionStart queryId (4.1+), NULL = none */
    int has_plan_graph;             /* a plan was ever recorded (SparkPlanGraphWrapper exists) */
    /* all tracked metrics (plan + AQE updates), in registration order */
    sdx_sql_metric *metrics; uint32_t nmetrics, metrics_cap;
    /* aggregated metric values, sorted by accumulator id (computed at the
     * execution's end, or at the end of the log for live ones) */
    sdx_sql_metric_value *values; uint32_t nvalues;
    /* the final plan's graph (empty when !has_plan_graph), with each
     * node's stages */
    sdx_plan_graph graph;
    uint64_t fingerprint;           /* sdx_plan_fingerprint(initial_plan) */
    uint64_t final_fingerprint;     /* sdx_plan_fingerprint(plan) */
    int ended;
    int aqe_updates;
    void *internal_;
} sdx_sql_exec;

/* The aggregated value of an accumulator, or NULL when the History Server
 * has none. */
const sdx_sql_metric_value *sdx_sql_exec_metric(const sdx_sql_exec *e, int64_t accumulator_id);

typedef struct sdx_app_attempt {
    const char *attempt_id;     /* NULL when absent */
    int64_t start_time, end_time, last_updated, duration;
    const char *spark_user;
    int completed;
    const char *app_spark_version;
    int32_t exit_code;          /* ApplicationEnd ExitCode (4.0+), INT32_MIN = absent */
} sdx_app_attempt;

/* Values Spark itself never writes ("inconsistent input"), counted by the
 * builder per kind, with where the first one was. The values concerned are
 * not used as if they were real:
 *  - NEGATIVE_SIZE / NEGATIVE_TIME: a task metric below 0 (sizes, records,
 *    blocks, spill, result size, peak memory / run, CPU, GC, deserialize,
 *    serialize, fetch wait, write times) is taken as 0 (sdx_task.m and every
 *    sum built from it);
 *  - TASK_TIMES: a finished task whose Launch Time is <= 0 or whose Finish
 *    Time is before its Launch Time: its duration is unknown (sdx_task.duration
 *    -1) and adds nothing to task-time sums (sdx_exec_stage.task_time,
 *    sdx_executor.total_duration);
 *  - END_WITHOUT_START: a TaskEnd whose task had no TaskStart before it;
 *    START_AFTER_END: a TaskStart of a task that had already ended (the
 *    two lines swapped): that task stays "running" as Spark's listener
 *    leaves it;
 *  - RUN_OVER_DURATION: a task's Executor Run Time longer than its whole
 *    duration (Finish - Launch Time), a utilisation above 100%.
 * An analysis built on task times, metrics or busy cores must not report a
 * finding when the counts that feed it are non-zero, and should say
 * "inconsistent input" with the first file, line and offset. */
typedef enum sdx_incons_kind {
    SDX_INCONS_NEGATIVE_SIZE = 0,
    SDX_INCONS_NEGATIVE_TIME,
    SDX_INCONS_TASK_TIMES,
    SDX_INCONS_END_WITHOUT_START,
    SDX_INCONS_START_AFTER_END,
    SDX_INCONS_RUN_OVER_DURATION,
    SDX_INCONS_COUNT
} sdx_incons_kind;
/* "negative size", "negative time", "task times", "TaskEnd without TaskStart",
 * "TaskStart after TaskEnd", "run time over duration" */
extern const char *const sdx_incons_names[SDX_INCONS_COUNT];

typedef struct sdx_incons {
    uint64_t count;
    /* the first one: part file (as sdx_lines_file; NULL while count == 0),
     * 1-based line number in that part, decompressed byte offset of the line */
    const char *file;
    uint64_t line, offset;
} sdx_incons;

/* Counters of what the builder saw and skipped ("tolerant, never silent"). */
typedef struct sdx_build_stats {
    uint64_t lines, events, bytes;
    uint64_t unknown_events;         /* events of a type not modelled */
    uint64_t bad_lines;              /* lines that are not JSON objects */
    uint64_t task_starts, task_ends;
    uint64_t peak_live_tasks;        /* max tasks held at once (streaming) */
    uint64_t ahead_decoded;          /* task lines decoded on the read-ahead thread */
    int truncated;                   /* last line cut / stream cut */
    char warning[1024];              /* first tolerated problem, with file+offset */
    sdx_incons incons[SDX_INCONS_COUNT];
    uint64_t incons_total;           /* sum of incons[].count */
} sdx_build_stats;

typedef struct sdx_model {
    /* identity */
    const char *app_id, *app_name;
    int has_app_start;
    sdx_app_attempt attempt;    /* the listing view of this log (FsHistoryProvider) */
    const char *spark_version;  /* LogStart, or legacy marker, or NULL */
    sdx_logref *log;            /* where it came from (owned copy) */
    int in_progress;

    sdx_job **jobs; uint32_t njobs;          /* store view, sorted by job id */
    sdx_stage **stages; uint32_t nstages;    /* store view, sorted by (id, attempt) */
    sdx_executor **executors; uint32_t nexecutors;  /* store view, by id */
    sdx_process **processes; uint32_t nprocesses;
    sdx_resource_profile *profiles; uint32_t nprofiles;
    sdx_env env;
    sdx_rdd **rdds; uint32_t nrdds;
    sdx_sql_exec **sql; uint32_t nsql;       /* by execution id */
    int64_t app_end_time;                    /* -1 when no ApplicationEnd */
    int32_t exit_code;                       /* ApplicationEnd ExitCode, or INT32_MIN */

    sdx_build_stats stats;
    void *internal_;
} sdx_model;

typedef enum sdx_build_flags {
    SDX_KEEP_TASKS = 1,        /* keep every task (api/serve) */
    SDX_LISTING_ONLY = 2,      /* stop after ApplicationStart + EnvironmentUpdate (app list) */
    SDX_LEGACY_PUSH_KEYS = 4,  /* read a task's push-based shuffle read metrics under the keys Spark's
                                  reader used up to 4.0 ("Shuffle Push Read Metrics", "Merged
                                  Fallback Count") instead of the ones writers emit ("Push Based
                                  Shuffle", "Merged Fetch Fallback Count"): on logs Spark wrote
                                  they read as zero */
    SDX_SKIP_SQL = 8,          /* skip the SQL tab: SQL events are read and checked but not
                                  applied, so nsql is 0, and the TaskEnd fast path checks the
                                  tasks' accumulables without keeping them (only SQL metrics
                                  read them); everything else is the same */
    /* Implementation switches (high bits, kept apart from the ones above),
     * for tests and benchmarks; they change speed, never the model. They
     * replace environment variables only the CLI reads now (src/cli_env.c):
     * SDX_NO_FAST_PATH     (SPARKDX_NO_FAST_PATH=1): every TaskEnd through the JSON tape
     * SDX_NO_AHEAD_DECODE  (SPARKDX_AHEAD_DECODE=0): no decoding on the read-ahead thread
     * SDX_AHEAD_DECODE_TEST (SPARKDX_AHEAD_DECODE=test): every part read ahead in 64 KiB
     *                      chunks, each decoded there before it is read
     * SDX_NO_MMAP          (SPARKDX_MMAP=0): plain files read, not mapped (SDX_IO_NO_MMAP)
     * SDX_NO_READAHEAD     (SPARKDX_READAHEAD=0): no read-ahead thread (SDX_IO_NO_READAHEAD)
     * SDX_NO_AVX2          (SPARKDX_NO_AVX2=1): the SSE2 JSON reader (SDX_JSON_NO_AVX2) */
    SDX_NO_FAST_PATH = 1 << 20,
    SDX_NO_AHEAD_DECODE = 1 << 21,
    SDX_AHEAD_DECODE_TEST = 1 << 22,
    SDX_NO_MMAP = 1 << 23,
    SDX_NO_READAHEAD = 1 << 24,
    SDX_NO_AVX2 = 1 << 25
} sdx_build_flags;

/* Flags OR-ed into every build's (the switches above, for a program that
 * wants them everywhere: the CLI from its environment). Write-once: call it
 * at start-up, before any build and before starting threads. Returns 0, or
 * -1 (and changes nothing) when the defaults were already set or already
 * read by a build; they are a constant from then on. */
int sdx_model_set_default_flags(int flags);


/* The classes of store entries a retention policy can trim (the KVStore
 * classes AppStatusListener and SQLAppStatusListener register triggers on). */
typedef enum sdx_store_class {
    SDX_STORE_JOBS = 0,
    SDX_STORE_STAGES,           /* stage attempts */
    SDX_STORE_TASKS,            /* the tasks of one live stage attempt */
    SDX_STORE_DEAD_EXECUTORS,
    SDX_STORE_SQL_EXECUTIONS
} sdx_store_class;

/* A store trigger (kvstore.addTrigger). The builder keeps a store view the
 * way Spark's listeners write it; after a write that checks the triggers
 * (a first write, a last one, an executor removed, a TaskStart; never the
 * flush at the end of the log) it calls the trigger with the number of
 * entries of the class the store holds: jobs, stage attempts, dead
 * executors, SQL executions, or for SDX_STORE_TASKS the tasks saved for
 * that stage attempt (every TaskStart counts). The trigger returns how many
 * entries to delete (<= 0: none). The store deletes that many of the
 * finished ones, oldest first in its completion-time index (ties by id;
 * dead executors by id as strings; tasks by launch + duration, then id);
 * for tasks the saved count drops by the number returned. A deleted entry
 * written again is back. lib/rest/retention.c implements the History
 * Server's limits with it. */
typedef int64_t (*sdx_store_trigger_fn)(void *ctx, sdx_store_class cls, int64_t count);

/* Progress callback: bytes of decompressed input read so far. */
typedef void (*sdx_progress_fn)(void *ctx, uint64_t bytes);

/* Everything a build can be asked for; zero-initialise, then set. */
typedef struct sdx_build_options {
    int flags;                          /* sdx_build_flags */
    sdx_store_trigger_fn store_trigger; /* NULL: the store keeps every entry */
    void *store_ctx;
    sdx_progress_fn progress;
    void *progress_ctx;
    /* Task rows kept for charts (the HTML report) in streaming mode: the
     * `chart_stages` stage attempts that ran longest (submission to
     * completion, as the report ranks its heavy stages), at most
     * `chart_tasks` rows each (sdx_task_sample), set in sdx_stage.chart when
     * a stage attempt is reduced. Memory: chart_stages x chart_tasks rows
     * (176 bytes each) at most, whatever the log. 0: none. */
    uint32_t chart_stages, chart_tasks;
    /* A time limit: CLOCK_MONOTONIC milliseconds after which the build
     * stops (checked every 16 MiB read) and fails with SDX_ERR_TIMEOUT,
     * keeping nothing. 0: none. For servers that bound a request's time. */
    int64_t deadline_ms;
    size_t max_line;                    /* longest line read, in bytes (0: SDX_LINES_MAX_LINE_DEFAULT,
                                           512 MiB, the History Server's maxLineLength); a longer one
                                           is skipped and named, the rest is read */
} sdx_build_options;

/* Read a whole log and build its model. Returns 0, or -1 when nothing usable
 * could be read (err set). When the log is damaged part-way, returns 0 with
 * a partial model, err set (code != SDX_OK) naming the file and offset, and
 * model->stats.truncated set: callers decide whether to warn or fail. */
int sdx_model_build(const sdx_logref *log, int flags, sdx_model **out, sdx_error *err);
int sdx_model_build_progress(const sdx_logref *log, int flags, sdx_progress_fn fn, void *ctx,
                             sdx_model **out, sdx_error *err);
/* The same over a log held in memory (any codec; `name` is used for codec
 * detection by extension and in messages). */
int sdx_model_build_mem(const void *data, size_t len, const char *name, int flags, sdx_model **out,
                        sdx_error *err);
/* The same with options (NULL = none). */
int sdx_model_build_with(const sdx_logref *log, const sdx_build_options *opts, sdx_model **out,
                         sdx_error *err);
int sdx_model_build_mem_with(const void *data, size_t len, const char *name, const sdx_build_options *opts,
                             sdx_model **out, sdx_error *err);
void sdx_model_free(sdx_model *m);

/* Lookups on the store view (jobs and SQL executions are sorted by id). */
sdx_job *sdx_model_job(const sdx_model *m, int32_t job_id);
/* Position of the job in m->jobs, or -1. */
int32_t sdx_model_job_index(const sdx_model *m, int32_t job_id);
sdx_stage *sdx_model_stage(const sdx_model *m, int32_t stage_id, int32_t attempt_id);
sdx_executor *sdx_model_executor(const sdx_model *m, const char *id);
sdx_sql_exec *sdx_model_sql(const sdx_model *m, int64_t execution_id);
const char *sdx_model_spark_prop(const sdx_model *m, const char *key);

/* Spark's taskSummary over a stage attempt's kept tasks (KEEP_TASKS or a
 * live stage). `q` must be sorted ascending. out[metric][qi]; metric indexes
 * are sdx_tm plus the extra ones below. Returns the count of successful tasks
 * with metrics (0 = no summary, as the History Server's 404). NaN where the
 * History Server returns NaN. -1 (all NaN) when out of memory. */
enum { SDX_TS_DURATION = SDX_TM_COUNT, SDX_TS_GETTING_RESULT_TIME, SDX_TS_SCHEDULER_DELAY,
       SDX_TS_SHUFFLE_READ_BYTES, SDX_TS_SHUFFLE_TOTAL_BLOCKS, SDX_TS_COUNT };
int64_t sdx_stage_task_summary(const sdx_stage *s, const double *q, size_t nq, double *out /* [SDX_TS_COUNT][nq] */);

/* The streaming reduction of a stage attempt's kept tasks (KEEP_TASKS mode,
 * or a live stage): the same sdx_stage_summary streaming mode stores in
 * s->summary. Returns a new summary (one allocation: free() it), or NULL
 * when out of memory. */
sdx_stage_summary *sdx_stage_summarize(const sdx_stage *s);

/* The task rows of a stage attempt's kept tasks (KEEP_TASKS mode, or a
 * live stage), at most `cap` (0: all) as sdx_task_sample says. Returns a
 * new sample (free with sdx_task_sample_free), or NULL when out of memory
 * or when no task is kept. */
sdx_task_sample *sdx_stage_task_sample(const sdx_stage *s, uint32_t cap);
void sdx_task_sample_free(sdx_task_sample *t);

/* Spark's quantile index rule: min(floor(q*count), count-1). */
static inline int64_t sdx_quantile_index(double q, int64_t count)
{
    int64_t i = (int64_t)(q * (double)count);
    return i < count - 1 ? i : count - 1;
}

#ifdef __cplusplus
}
#endif
#endif
