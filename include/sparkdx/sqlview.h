/*
 * sqlview.h: the SQL executions of an application as plain data, for
 * `sparkdx sql` and the report's section per heavy execution: per execution
 * its time and its share of the application's wall clock, task time and
 * executor CPU, its jobs and stages; per execution on demand its plan as a
 * tree of operators with rows out, size and time from the numeric node
 * metrics, the stages that ran each one, the hot operators (a stated rule,
 * below), its data sources (scans) and its writes. docs/sql-view.md.
 *
 * Pipeline position: model -> analysis -> *sqlview* -> ops (sql), report.
 * The view reads the model and the analysis only (lib/analysis/sqlview.c),
 * never prints and never exits; it borrows both (they must outlive it) and
 * owns what it returns. Out of memory returns -1 with SDX_ERR_NOMEM and
 * frees the partial result. Node metric values are the model's numbers
 * (include/sparkdx/model.h, "SQL"): the same the History Server's /sql shows.
 *
 * Hot operators (sdx_sqlview_opts, defaults in brackets):
 *  - time: an operator whose task-side time (the sum of its timing metrics
 *    that tasks updated: "time in aggregation build", "sort time", "scan
 *    time", "shuffle write time", ...) is at least hot_time_share [0.25] of
 *    the execution's task time and at least hot_time_min_ms [1000]. A
 *    WholeStageCodegen cluster (its "duration") is hot by the same rule only
 *    when none of its members is and no other cluster ran in one of its
 *    stages: a cluster's duration runs from its iterator's creation until
 *    it is drained, so the clusters of one task overlap in time.
 *  - fanout: an operator with its own "number of output rows" whose rows out
 *    are at least hot_fanout [10] times its rows in (the rows out of its
 *    children, through operators that keep the row count) and at least
 *    hot_fanout_min_rows [1,000,000].
 */
#ifndef SPARKDX_SQLVIEW_H
#define SPARKDX_SQLVIEW_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/analysis.h"
#include "sparkdx/error.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sdx_sqlview_opts {
    double hot_time_share;          /* sql.hot_time_share: 0.25 of the execution's task time */
    int64_t hot_time_min_ms;        /* sql.hot_time_min_ms: 1000 */
    double hot_fanout;              /* sql.hot_fanout: rows out / rows in, 10 */
    int64_t hot_fanout_min_rows;    /* sql.hot_fanout_min_rows: 1,000,000 */
} sdx_sqlview_opts;

void sdx_sqlview_opts_init(sdx_sqlview_opts *o);

/* One SQL execution's share of the application. Times in ms; -1 unknown;
 * shares in [0, 1], -1 when the denominator is unknown or 0. */
typedef struct sdx_sqlview_exec {
    const sdx_sql_exec *e;
    int64_t id;
    const char *status;             /* "COMPLETED", "FAILED", "RUNNING" (as the SQL tab) */
    const char *description;        /* the execution's description (may be NULL) */
    int64_t duration_ms;            /* completion - submission; -1 without both */
    double wall_share;              /* duration / the application's wall clock */
    /* the stage attempts this execution ran: attempts whose first job is one
     * of its jobs (a stage another execution ran first counts there) */
    int32_t *stage_ids; uint32_t nstage_ids;   /* distinct ids, ascending */
    uint32_t nattempts;
    int64_t task_ms;                /* successful tasks' durations (sdx_stage_facts.total) */
    int64_t cpu_ms;                 /* executor CPU time of every task attempt (Executor CPU Time / 10^6) */
    int64_t run_ms;                 /* executor run time of every task attempt */
    double task_share, cpu_share;   /* of the application's (sums over every stage attempt) */
    const int32_t *job_ids; uint32_t njob_ids;  /* the execution's jobs (model order) */
} sdx_sqlview_exec;

/* The executions of an application, heaviest first: by duration, then task
 * time, then id ascending. */
typedef struct sdx_sqlview {
    const sdx_analysis *a;
    sdx_sqlview_opts opts;
    sdx_sqlview_exec *execs; uint32_t nexecs;
    int64_t app_task_ms, app_cpu_ms, app_run_ms, wall_ms;
    void *internal_;
} sdx_sqlview;

int sdx_sqlview_build(const sdx_analysis *a, const sdx_sqlview_opts *opts, sdx_sqlview **out, sdx_error *err);
void sdx_sqlview_free(sdx_sqlview *v);
/* The execution of that id, or NULL. */
const sdx_sqlview_exec *sdx_sqlview_find(const sdx_sqlview *v, int64_t execution_id);

/* ---- one execution's plan ------------------------------------------------ */

/* Why an operator is hot. */
enum { SDX_HOT_TIME = 1, SDX_HOT_FANOUT = 2 };

/* A metric of a node with its aggregated value (NULL: the History Server
 * shows none). */
typedef struct sdx_sqlview_metric {
    const sdx_sql_metric *m;            /* name, accumulator id, type */
    const sdx_sql_metric_value *v;
} sdx_sqlview_metric;

/* One operator of the plan, in pre-order of the plan tree. Plan nodes that
 * make no graph node (InputAdapter, query-stage wrappers, ReusedExchange,
 * ReusedSubquery) are kept (id -1) so the tree reads like the plan. */
typedef struct sdx_sqlview_node {
    const sdx_plan_node *plan;
    int64_t id;                     /* graph node id (Spark's nodeId, where.node), -1 none */
    int32_t parent;                 /* index in nodes of the parent, -1 for the root */
    int32_t depth;                  /* depth in the plan tree (root 0) */
    int32_t cluster;                /* index in nodes of its WholeStageCodegen cluster, -1 */
    uint8_t is_cluster;
    const int32_t *stage_ids; uint32_t nstage_ids;   /* the stages that ran it */
    uint8_t stages_exact;
    sdx_sqlview_metric *metrics; uint32_t nmetrics;  /* the node's metrics, plan order */
    /* from the metrics (-1 when none): */
    int64_t rows_out;               /* "number of output rows" (an exchange: "records read",
                                       else "shuffle records written") */
    int rows_own;                   /* rows_out is the node's own metric, not carried
                                       through from its children */
    int64_t rows_in;                /* its children's rows out summed; -1 when one is unknown */
    int64_t size_bytes;             /* the first of "data size", "size of files read",
                                       "written output", "partition data size" */
    int64_t time_ms;                /* its timing metrics that tasks updated, summed */
    int64_t driver_time_ms;         /* its timing metrics only the driver updated */
    unsigned hot;                   /* SDX_HOT_* bits */
    double time_share;              /* time_ms / execution task time, -1 unknown */
    double fanout;                  /* rows_out / rows_in, -1 unknown */
} sdx_sqlview_node;

/* A data source read by a scan (FileScan, Scan hive, BatchScan, JDBC ...).
 * Strings are NULL when the plan does not say. */
typedef struct sdx_sqlview_source {
    int32_t node;                   /* index in nodes */
    const char *format;             /* metadata Format, else the word after "Scan " */
    const char *table;              /* "db.t" from the node name, NULL for a path */
    const char *location;           /* metadata Location as Spark prints it */
    const char *paths;              /* what Location lists between [ ] */
    const char *pushed_filters, *partition_filters, *data_filters;   /* "[]" = none */
    const char *read_schema;        /* metadata ReadSchema (struct<...>) */
    int32_t ncolumns;               /* top-level fields of read_schema, -1 unknown */
    int64_t files, bytes, rows, partitions;   /* "number of files read", "size of files read",
                                                 "number of output rows", "number of partitions
                                                 read"; -1 none */
    int64_t scan_time_ms, metadata_time_ms;   /* "scan time", "metadata time"; -1 none */
} sdx_sqlview_source;

/* A write (InsertIntoHadoopFsRelationCommand, InsertIntoHiveTable,
 * CreateDataSourceTableAsSelectCommand, ..., V2 AppendData /
 * OverwriteByExpression ...). Strings are NULL when the plan does not say. */
typedef struct sdx_sqlview_write {
    int32_t node;                   /* index in nodes */
    const char *command;            /* "InsertIntoHadoopFsRelationCommand", "AppendData", ... */
    const char *format;             /* "Parquet", "CSV", the Hive SerDe, the V2 write */
    const char *path;               /* output path */
    const char *table;              /* `db`.`t` or the V2 table */
    const char *mode;               /* "Append", "Overwrite", "ErrorIfExists", "Ignore" */
    const char *partition_by;       /* "[date#2]" */
    int64_t files, bytes, rows, dynamic_parts;   /* "number of written files", "written output",
                                                    "number of output rows", "number of dynamic
                                                    part"; -1 none */
    int64_t task_commit_ms, job_commit_ms;       /* -1 none */
} sdx_sqlview_write;

typedef struct sdx_sqlview_plan {
    const sdx_sqlview_exec *x;
    int initial;                    /* the initial plan (before AQE), not the final one */
    const sdx_plan_node *root;      /* NULL: no plan recorded */
    sdx_sqlview_node *nodes; uint32_t nnodes;
    const sdx_plan_graph *graph;    /* the graph the node ids come from */
    int32_t *hot; uint32_t nhot;    /* indexes in nodes of the hot operators, hottest first
                                       (time share, then fanout) */
    sdx_sqlview_source *sources; uint32_t nsources;
    sdx_sqlview_write *writes; uint32_t nwrites;
    void *internal_;
} sdx_sqlview_plan;

/* The plan of one execution of the view: the final plan (after AQE), or
 * with `initial` the first one recorded (its node ids are those of its own
 * graph; stages come from the metrics only, stages_exact). Returns 0, or
 * -1 with err set (out of memory). */
int sdx_sqlview_plan_build(const sdx_sqlview *v, const sdx_sqlview_exec *x, int initial, sdx_sqlview_plan **out,
                           sdx_error *err);
void sdx_sqlview_plan_free(sdx_sqlview_plan *p);

/* Why a hot operator is hot, as sparkdx sql and the report say it:
 * "9.6 s of task time, 28% of the execution's", "9,609,600 rows out of
 * 620,000 in (15.5x)", or both joined by "; ". Appended to b. */
void sdx_sqlview_hot_text(const sdx_sqlview_node *n, sdx_buf *b);
/* Ascending ids as "0-3,6,11", at most cap - 1 characters (" +N" for the
 * ids that do not fit). */
void sdx_sqlview_ids_text(const int32_t *ids, uint32_t n, char *out, size_t cap);

/* The node of graph id `id`, or NULL. */
const sdx_sqlview_node *sdx_sqlview_plan_node(const sdx_sqlview_plan *p, int64_t id);

#ifdef __cplusplus
}
#endif
#endif
