/*
 * internal.h: what the files of the operations layer share (lib/ops/): the
 * result messages, the sink write, the format checks and reading one
 * application with the damage policy of every command (ops.c). Not public.
 */
#ifndef SPARKDX_OPS_INTERNAL_H
#define SPARKDX_OPS_INTERNAL_H

#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/ops.h"

/* Add a message (best effort: out of memory drops it, never aborts). */
void op_msg(sdx_ops_result *r, sdx_ops_level level, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Set the result's code and return it. */
sdx_ops_code op_fail(sdx_ops_result *r, sdx_ops_code code);
/* Write the rendered buffer to the sink; -1 (and the code set) on failure. */
int op_emit(const sdx_sink *out, sdx_buf *b, sdx_ops_result *res);
/* Whether f is one of the NULL-terminated list. */
int op_is_format(const char *f, const char *const *ok);
/* The request's format, "text" when unset. */
const char *op_fmt_or_text(const sdx_ops_request *q);

/* One application read from an input. */
typedef struct op_loaded {
    sdx_loglist list;
    int have_list;
    const sdx_logref *log;
    sdx_model *m;
    sdx_error err;          /* the builder's damage (code != SDX_OK), if any */
} op_loaded;

/* Scan `input` (q's app among many), build its model with `flags`. On a
 * directory of many applications without q->app the listing is written to
 * out and SDX_OPS_USAGE returned. */
sdx_ops_code op_load_app(const sdx_ops_request *q, const char *input, const sdx_sink *out, int flags,
                         sdx_ops_result *res, op_loaded *L);
/* The same with task rows kept for charts (sdx_build_options.chart_stages,
 * chart_tasks; 0: none). */
sdx_ops_code op_load_app_charts(const sdx_ops_request *q, const char *input, const sdx_sink *out, int flags,
                                uint32_t chart_stages, uint32_t chart_tasks, sdx_ops_result *res, op_loaded *L);
void op_loaded_free(op_loaded *L);
/* After a build: the damage is a warning and sets res->damaged; `what` is
 * what the output covers ("the report"). */
void op_damage_check(op_loaded *L, sdx_ops_result *res, const char *what);

#endif
