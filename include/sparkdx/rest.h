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

/* Render a date as the History Server does: yyyy-MM-dd'T'HH:mm:ss.SSS'GMT'. */
void sdx_format_date(int64_t epoch_ms, char buf[32]);

#ifdef __cplusplus
}
#endif
#endif
