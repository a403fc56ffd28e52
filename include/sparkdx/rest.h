/*
 * rest.h: answers History Server REST paths (/api/v1/...) from event logs.
 *
 * Pipeline position: model -> *rest* -> JSON text. A context wraps a log
 * directory (or a single log): the application list is built from every
 * log's listing data (ApplicationStart / End, LogStart, first
 * EnvironmentUpdate, as FsHistoryProvider does); an application's model is
 * built with all its tasks on first use and cached. Responses are the JSON
 * the History Server sends, with the same HTTP status and error text for
 * unknown ids and bad parameters.
 */
#ifndef SPARKDX_REST_H
#define SPARKDX_REST_H

#include "sparkdx/error.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sdx_rest sdx_rest;

/* Open a log directory or a single log (anything sdx_logs_scan accepts). */
int sdx_rest_open(const char *path, sdx_rest **out, sdx_error *err);
/* The same, answering as the History Server of Spark `compat` ("4.0",
 * "4.3", ...; NULL = the newest known) where versions differ: 4.3 adds
 * logSourceName / logSourceFullPath to application attempts. */
int sdx_rest_open_compat(const char *path, const char *compat, sdx_rest **out, sdx_error *err);
/* Any of the above with its options; a NULL `o` or zero fields are the
 * defaults. The line cap applies to every read of the logs, the listing's
 * and the models' alike (sdx_build_options.max_line): a longer line is
 * skipped and named in the answer's warning (sdx_rest_get). */
typedef struct sdx_rest_options {
    const char *compat;    /* as sdx_rest_open_compat; NULL = the newest */
    size_t max_line;       /* the longest line read, in bytes (0: SDX_LINES_MAX_LINE_DEFAULT, 512 MiB) */
    int live;              /* follow the directory, as sdx_rest_open_live (below) */
    size_t max_loaded;     /* live: as sdx_rest_open_live */
} sdx_rest_options;
int sdx_rest_open_with(const char *path, const sdx_rest_options *o, sdx_rest **out, sdx_error *err);
void sdx_rest_close(sdx_rest *r);
/* A History Server setting "key=value" that changes its answers, before the
 * first sdx_rest_get: the retention limits spark.ui.retainedJobs,
 * spark.ui.retainedStages, spark.ui.retainedTasks,
 * spark.ui.retainedDeadExecutors and spark.sql.ui.retainedExecutions (a
 * positive integer; docs/model.md "Retention"). 0, or -1 with err set for
 * another key or a bad value. */
int sdx_rest_set_conf(sdx_rest *r, const char *key_value, sdx_error *err);

/* Answer `path` (with optional "?query"; a leading "/api/v1/" or "/" is
 * accepted). Writes the body to out (JSON on 200, the error text otherwise)
 * and returns the HTTP status (200, 400, 404; 500 when out of memory, with
 * out failed: sdx_buf_failed). Warnings about damaged input
 * met while loading are put in *warning (or NULL); they stay valid until the
 * next call. */
int sdx_rest_get(sdx_rest *r, const char *path, sdx_buf *out, const char **warning);

/* Answering with a lock around the context held only briefly (sparkdx
 * serve): building a big log's model takes seconds, and a server that held
 * its lock through it would make every other request wait.
 * sdx_rest_get_deferred answers as sdx_rest_get when the model the answer
 * needs is loaded (or none is needed). When it is not, it writes nothing,
 * returns 0 and gives a load: build it with sdx_rest_load_run without the
 * lock (it reads only its own copy of the log's description), then hand it
 * over with sdx_rest_load_install under the lock, and ask again. */
typedef struct sdx_rest_load sdx_rest_load;
int sdx_rest_get_deferred(sdx_rest *r, const char *path, sdx_buf *out, const char **warning, sdx_rest_load **load);
/* The log and the kind of model a load builds ("<path>\n<full|light>"):
 * two loads of one key build the same model. */
const char *sdx_rest_load_key(const sdx_rest_load *l);
/* Build the model; deadline_ms as sdx_build_options' (0: none). Returns 0,
 * or -1 with err set (nothing usable, out of memory, the time limit). */
int sdx_rest_load_run(sdx_rest_load *l, int64_t deadline_ms, sdx_error *err);
/* Give the built model to the attempt it was built for, when that attempt
 * is still listed with the same log (else the model is dropped: a rescan
 * saw the log change), and free the load. Returns 1 when installed. */
int sdx_rest_load_install(sdx_rest *r, sdx_rest_load *l);
void sdx_rest_load_free(sdx_rest_load *l);

/* ---- a context that follows its directory (live.c; `sparkdx serve`) ----
 * sdx_rest_open_live opens a log directory (an empty one too) confined to
 * it: a log whose real path, or one of whose parts' real path, is outside
 * the directory's real path (a symlink out of it) is not served.
 * max_loaded bounds the models kept loaded (0 = no bound): sdx_rest_evict
 * frees the least recently used past it (call it after an answer).
 * sdx_rest_refresh rescans the directory: logs of unchanged path, size and
 * modification time keep their listing and models, the others are read
 * again; *changed is nonzero when a log was added, changed or removed. 0,
 * or -1 with err set (the context then stays as it was). A context is used
 * by one thread at a time: a server serializes its calls. */
int sdx_rest_open_live(const char *dir, const char *compat, size_t max_loaded, sdx_rest **out, sdx_error *err);
int sdx_rest_refresh(sdx_rest *r, size_t *changed, sdx_error *err);
size_t sdx_rest_loaded(const sdx_rest *r);   /* models loaded now */
size_t sdx_rest_evict(sdx_rest *r);          /* how many were freed */
size_t sdx_rest_napps(const sdx_rest *r);
/* The log of attempt attempt_id (NULL: the newest) of application app_id: 0
 * with *log set (valid until the next refresh), or -1 when there is none. */
int sdx_rest_app_log(const sdx_rest *r, const char *app_id, const char *attempt_id, const sdx_logref **log);

/* The History Server's retention limits (spark.ui.retainedJobs,
 * retainedStages, retainedTasks per stage attempt, retainedDeadExecutors,
 * spark.sql.ui.retainedExecutions), and the model store trigger
 * (sdx_build_options.store_trigger, ctx = a sdx_rest_retention) that keeps
 * what the History Server keeps: its cleanups delete max(limit / 10,
 * count - limit) jobs, stages, tasks or dead executors past the limit, and
 * count - limit SQL executions. */
typedef struct sdx_rest_retention {
    int64_t jobs, stages, tasks, dead_executors, sql_executions;
} sdx_rest_retention;
extern const sdx_rest_retention sdx_rest_retention_defaults;   /* 1000, 1000, 100000, 100, 1000 */
int64_t sdx_rest_retention_trigger(void *ctx, sdx_store_class cls, int64_t count);

/* ---- events from a running application's REST answers (fromrest.c) ----
 * When a driver's UI serves no event log, the CLI fetches its /api/v1
 * answers and bundles them into one JSON object:
 *   {"application": <applications/<id>>, "environment": <environment>,
 *    "executors": <allexecutors>, "jobs": <jobs>, "stages": <stages>,
 *    "tasks": [{"stageId": S, "attemptId": A, "tasks": <a taskList page>}, ...],
 *    "sql": <sql?details=true>}          (every member but "application" optional)
 * sdx_rest_to_events appends to out the Spark listener events they stand for
 * (event-log JSON lines in JsonProtocol's shapes, ordered as a listener saw
 * them), for the ordinary model builder. What the REST API lacks is left out
 * (stage parents and RDDs, per-task executor metrics, internal accumulators,
 * a failed job's exception, SQL plans); stats counts what was converted and
 * what was missing. 0, or -1 with err set (SDX_ERR_JSON, SDX_ERR_FORMAT: no
 * application; SDX_ERR_NOMEM, out unchanged). */
typedef struct sdx_rest_events_stats {
    uint64_t events, executors, jobs, failed_jobs, stages, tasks, sql;
    uint64_t stages_missing;   /* stage ids of jobs absent from the stage list */
    uint64_t tasks_missing;    /* tasks the stages count that no task list holds */
} sdx_rest_events_stats;
int sdx_rest_to_events(const char *json, size_t len, sdx_buf *out, sdx_rest_events_stats *stats, sdx_error *err);

/* Render a date as the History Server does: yyyy-MM-dd'T'HH:mm:ss.SSS'GMT'. */
void sdx_format_date(int64_t epoch_ms, char buf[32]);

/* ---- the SQL tab's display strings (sqlfmt.c) ---- */

/* The text the SQL tab shows for an aggregated metric value
 * (SQLMetrics.stringValue, Spark 4.3), appended to out: "1,234",
 * "total (min, med, max (stageId: taskId))\n12.0 MiB (...)" and so on.
 * Returns 0, or -1 for SDX_SQLM_UNAVAILABLE (it writes "N/A"). */
int sdx_sql_metric_format(const sdx_sql_metric_value *v, sdx_buf *out);
/* sdx_sql_metric_aggregate then sdx_sql_metric_format: stringValue(metric_type,
 * values, maxMetrics) with max4 = {value, stageId, attemptId, taskId}, or
 * NULL for "(driver)". 0, -1 as above, -2 when out of memory. */
int sdx_sql_string_value(const char *metric_type, const int64_t *values, size_t n, const int64_t *max4,
                         sdx_buf *out);
/* The Java renderings stringValue relies on. */
void sdx_java_bytes_to_string(int64_t size, sdx_buf *out);      /* Utils.bytesToString */
void sdx_java_ms_duration_to_string(int64_t ms, sdx_buf *out);  /* Utils.msDurationToString */

#ifdef __cplusplus
}
#endif
#endif
