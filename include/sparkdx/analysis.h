/*
 * analysis.h: the facts about one application that every consumer of a
 * model shares, computed once: per stage the stage-time model (slowest task,
 * total task time, slots, capacity = total / slots, model = max of the two,
 * the others' time, the straggler tail and what bounds the stage), its plan
 * operator classes, the task slots over time, the critical stage chain of
 * every job and the driver-only gaps between jobs.
 *
 * Pipeline position: model -> *analysis* -> rules -> report -> render. The
 * report and its rules read these facts (and later the run diff, the
 * simulator and the HTML charts); none of them recomputes them. The
 * analysis reads the model only, never prints and never exits; it borrows
 * the model (which must outlive it) and owns everything else it returns,
 * freed by sdx_analysis_free(). Out of memory returns -1 with
 * SDX_ERR_NOMEM and frees the partial result.
 *
 * Slots: an executor gives max_tasks slots (else total_cores); it is alive
 * from add_time (or forever when -1) through remove_time inclusive (or
 * forever when -1). Slot queries run on the add / remove times sorted once
 * with prefix sums: O(log executors) each, O(executors log executors) for
 * the peak and the step series (issue 16: the per-executor scan was
 * quadratic, 368 s for 100k executors).
 */
#ifndef SPARKDX_ANALYSIS_H
#define SPARKDX_ANALYSIS_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/error.h"
#include "sparkdx/model.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Operator classes seen in a stage (bits of sdx_stage_facts.ops), from its
 * RDD scopes and the WholeStageCodegen clusters of its SQL execution's plan. */
enum {
    SDX_OP_SMJ = 1u << 0,         /* SortMergeJoin */
    SDX_OP_SHJ = 1u << 1,         /* ShuffledHashJoin */
    SDX_OP_BHJ = 1u << 2,         /* BroadcastHashJoin */
    SDX_OP_NLJ = 1u << 3,         /* BroadcastNestedLoopJoin */
    SDX_OP_CARTESIAN = 1u << 4,   /* CartesianProduct */
    SDX_OP_AGG = 1u << 5,         /* any *Aggregate but the Python ones */
    SDX_OP_WINDOW = 1u << 6,      /* Window (not Python) */
    SDX_OP_SORT = 1u << 7,        /* Sort */
    SDX_OP_SCAN = 1u << 8,        /* *Scan* (not a shuffle read) */
    SDX_OP_WRITE = 1u << 9,       /* InsertInto*, WriteFiles, AppendData, ... */
    SDX_OP_PYTHON = 1u << 10,     /* EvalPython, *InPandas, *InArrow, Python UDF / UDTF */
    SDX_OP_ARROW = 1u << 11,      /* ... the Arrow / Pandas ones */
    SDX_OP_GENERATE = 1u << 12,   /* Generate (explode) */
    SDX_OP_EXPAND = 1u << 13,     /* Expand (grouping sets, distinct aggregates) */
    SDX_OP_AQE_READ = 1u << 14,   /* AQEShuffleRead / CustomShuffleReader */
    SDX_OP_EXCHANGE = 1u << 15,   /* *Exchange */
    SDX_OP_COGROUP = 1u << 16,    /* a CoGroupedRDD (RDD API join / cogroup) */
    SDX_OP_COLLECT_AGG = 1u << 17 /* an aggregate of collect_list / collect_set */
};

/* The facts of one stage attempt. */
typedef struct sdx_stage_facts {
    const sdx_stage *s;
    const sdx_stage_summary *sum;  /* never NULL (an empty one when unknown) */
    const sdx_job *job;            /* the first job that ran it, or NULL */
    const sdx_sql_exec *sql;       /* that job's SQL execution, or NULL */
    int64_t dur;                   /* submission -> completion (or app end), -1 unknown */
    int64_t slowest, total;        /* slowest successful task, sum of their durations */
    int32_t slots;                 /* task slots while it ran (>= 1; the peak when none overlap) */
    int slots_known;
    int64_t capacity;              /* total / slots */
    int64_t model;                 /* max(slowest, capacity) */
    int64_t others;                /* (total - slowest) / slots: the rest of the tasks on all slots */
    int64_t tail;                  /* time the stage waited on its slowest task alone (0 = none) */
    const char *bound;             /* "skew", "capacity", "parallelism" (tasks <= slots), "unknown" */
    unsigned ops;                  /* SDX_OP_* bits */
    const char *ops_text;          /* "SortMergeJoin, SortAggregate" (at most 4, deciding first) or NULL */
    const char *main_op;           /* the operator a finding names in `where.node`, or NULL */
    int nshuffle_in;               /* shuffle inputs (ShuffledRowRDD / ShuffledRDD) */
    int64_t shuffle_read, shuffle_write, input, output, spill_mem, spill_disk;   /* bytes */
    int ran;                       /* launched tasks (not skipped / pending) */
} sdx_stage_facts;

/* One job: its time and the chain of stages that decided its end (from its
 * last stage to complete back through the parent that completed last, at
 * most SDX_CRITICAL_MAX, listed first to last). */
#define SDX_CRITICAL_MAX 32
typedef struct sdx_job_facts {
    const sdx_job *job;
    int64_t duration_ms;           /* submission -> completion (or app end); -1 without a submission */
    int32_t *critical; uint32_t ncritical;
} sdx_job_facts;

/* A driver-only gap: no job running in [start, end). */
typedef struct sdx_gap {
    int64_t start, end;
} sdx_gap;

/* Task slots over time: `slots` from `time` until the next step. */
typedef struct sdx_slot_step {
    int64_t time;
    int32_t slots;
} sdx_slot_step;

typedef struct sdx_analysis_opts {
    /* A stage whose slowest task ended it and ran alone for at least this
     * share of the stage is skew-bound (threshold stage.tail_share). */
    double tail_share;
} sdx_analysis_opts;

void sdx_analysis_opts_init(sdx_analysis_opts *o);   /* tail_share 0.25 */

typedef struct sdx_analysis {
    const sdx_model *m;
    sdx_stage_facts *stages; uint32_t nstages;   /* parallel to m->stages */
    sdx_job_facts *jobs; uint32_t njobs;         /* parallel to m->jobs */
    int local_mode;                  /* spark.master local / local[N] (not local-cluster) */
    int32_t slots;                   /* peak task slots (>= 1; 1 when unknown) */
    int slots_known;
    int64_t app_start, app_end;      /* epoch ms; -1 unknown */
    int64_t wall_ms;                 /* app_end - app_start, 0 unknown */
    int64_t job_ms;                  /* time with at least one job running (<= wall_ms) */
    int64_t driver_ms;               /* wall_ms - job_ms: driver-only time */
    int64_t longest_gap_ms, longest_gap_start;   /* the biggest driver-only gap (start -1: none) */
    sdx_gap *gaps; uint32_t ngaps;   /* every driver-only gap of at least 1 ms, in time order */
    int64_t task_ms;                 /* sum of every stage's successful task durations */
    sdx_slot_step *slot_steps; uint32_t nslot_steps;   /* executors with add / remove times */
    int app_failed;                  /* a job failed */
    /* The stages name their parents ("Parent IDs", Spark 1.4+ logs): the
     * critical chains follow them. 0: no stage of the log names a parent
     * though a job ran several stages (older logs): each step of a chain
     * is then the job's stage that completed last before the stage's
     * submission, and a stage off the chain is not known to be off it. */
    int parents_known;
    int spark_version;               /* major * 100 + minor (304 = 3.4); 0 unknown */
    void *internal_;
} sdx_analysis;

/* Analyse a model (streaming or KEEP_TASKS). `opts` may be NULL (defaults).
 * Returns 0, or -1 with err set (out of memory only). */
int sdx_analysis_build(const sdx_model *m, const sdx_analysis_opts *opts, sdx_analysis **out, sdx_error *err);
void sdx_analysis_free(sdx_analysis *a);

/* Task slots of the executors alive at some point of [from, to] (-1 = open). */
int32_t sdx_analysis_slots_during(const sdx_analysis *a, int64_t from, int64_t to);
/* The stage attempt (attempt < 0: the first attempt listed), or NULL. */
const sdx_stage_facts *sdx_analysis_stage(const sdx_analysis *a, int32_t stage_id, int32_t attempt);
/* The facts of a job by id, or NULL. */
const sdx_job_facts *sdx_analysis_job(const sdx_analysis *a, int32_t job_id);

/* Whether Adaptive Query Execution is on for this application: the value of
 * spark.sql.adaptive.enabled when set to true / false, else Spark's default
 * for its version (on since 3.2.0, SPARK-33679; off before; an unknown
 * version counts as a current one: on). */
int sdx_analysis_aqe_on(const sdx_analysis *a);
/* Spark's default of spark.sql.adaptive.enabled for a version as
 * major * 100 + minor (0 = unknown: on). */
int sdx_aqe_default(int spark_version);

/* Plan helpers. The first node (pre-order) whose name starts with the prefix. */
const sdx_plan_node *sdx_plan_find(const sdx_plan_node *root, const char *name_prefix);

#ifdef __cplusplus
}
#endif
#endif
