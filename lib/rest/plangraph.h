/*
 * plangraph.h: the SQL tab's derived views, shared by the model (sql.c,
 * which needs the graph's metrics and formats aggregated values) and the
 * REST renderer (rest/sql.c, which prints nodes and edges).
 *
 * - sdx_plan_graph: SparkPlanGraph built from a plan tree (node ids in
 *   Spark's traversal order, WholeStageCodegen clusters, InputAdapter and
 *   query-stage wrappers skipped, reused exchanges / subqueries turned into
 *   edges to the original).
 * - sdx_sql_string_value: SQLMetrics.stringValue (MetricUtils in Spark 4).
 * - sdx_sql_extra: what an execution carries beyond sdx_sql_exec (job
 *   statuses in the order the History Server lists them, query id).
 */
#ifndef SPARKDX_REST_PLANGRAPH_H
#define SPARKDX_REST_PLANGRAPH_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/json.h"
#include "sparkdx/model.h"

typedef struct sdx_pg_node {
    int64_t id;
    const sdx_plan_node *info;   /* the plan node it was made from */
    int32_t cluster;             /* index (in nodes) of the enclosing WholeStageCodegen, or -1 */
    int is_cluster;
} sdx_pg_node;

typedef struct sdx_pg_edge {
    int64_t from_id, to_id;
} sdx_pg_edge;

typedef struct sdx_plan_graph {
    sdx_pg_node *nodes;          /* every graph node (SparkPlanGraph.allNodes as a set), creation order */
    uint32_t nnodes, nodes_cap;
    sdx_pg_edge *edges;          /* in the order Spark adds them */
    uint32_t nedges, edges_cap;
} sdx_plan_graph;

/* Build the graph of `root` (NULL gives an empty graph). Free with
 * sdx_plan_graph_free. 0, or -1 when out of memory (g is then empty). */
int sdx_plan_graph_build(const sdx_plan_node *root, sdx_plan_graph *g);
void sdx_plan_graph_free(sdx_plan_graph *g);

/* The id in "WholeStageCodegen (<id>)" the way SqlResource parses it
 * (trimmed name, Long.parseLong of what is between the prefix+" (" and the
 * last character); returns 0 and sets *out, or -1 when it does not parse. */
int sdx_plan_wscg_id(const char *cluster_name, int64_t *out);

/* SQLMetrics.stringValue(metricType, values, maxMetrics) into out (NUL
 * terminated, appended). max4 = {value, stageId, attemptId, taskId} or NULL
 * for "(driver)". Returns 0, or -1 for a v2Custom_* type whose aggregation
 * the History Server cannot load (it prints "N/A"; that text is written). */
int sdx_sql_string_value(const char *metric_type, const int64_t *values, size_t n,
                         const int64_t *max4, sdx_buf *out);

/* Java-compatible renderings used by stringValue (exposed for tests). */
void sdx_java_bytes_to_string(int64_t size, sdx_buf *out);      /* Utils.bytesToString */
void sdx_java_ms_duration_to_string(int64_t ms, sdx_buf *out);  /* Utils.msDurationToString */

/* Scala immutable Set / Map iteration order of distinct int keys given in
 * insertion order (Set1..Set4 keep it, larger sets are CHAMP tries).
 * Reorders keys[0..n) in place; `aux` (if not NULL) is permuted alongside. */
int sdx_scala_int_order(int32_t *keys, uint8_t *aux, size_t n);   /* 0, -1: out of memory (unchanged) */

typedef enum sdx_sql_job_state { SDX_SQLJOB_RUNNING = 0, SDX_SQLJOB_SUCCEEDED, SDX_SQLJOB_FAILED } sdx_sql_job_state;

typedef struct sdx_sql_extra {
    /* the execution's jobs, in the History Server's (Scala Map) order; the
     * same ids are in sdx_sql_exec.job_ids */
    const int32_t *job_ids;
    const uint8_t *job_state;     /* sdx_sql_job_state */
    uint32_t njobs;
    const char *query_id;         /* SQLExecutionStart queryId (4.1+), NULL = none */
    int has_plan_graph;           /* a plan was ever recorded (SparkPlanGraphWrapper exists) */
    int modified_configs_null;    /* modifiedConfigs is null: the field is left out */
} sdx_sql_extra;

static inline const sdx_sql_extra *sdx_sql_exec_extra(const sdx_sql_exec *e)
{
    return (const sdx_sql_extra *)e->internal_;
}

/* The aggregated value string of an accumulator (values are sorted by id),
 * or NULL when the History Server has none. */
const char *sdx_sql_exec_value(const sdx_sql_exec *e, int64_t accumulator_id);

#endif
