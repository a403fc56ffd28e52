/*
 * render_json.c: the machine-readable failure report, schema
 * "sparkdx.failure/1" (docs/failure.md). Absent facts are null, never
 * guessed; indices ("primary", "caused_by") are 0-based positions in
 * "failures", which are in order of first appearance in the input.
 */
#include "sparkdx/triage.h"

static void str_or_null(sdx_jw *w, const char *key, const char *v)
{
    sdx_jw_key(w, key);
    if (v)
        sdx_jw_str(w, v);
    else
        sdx_jw_null(w);
}

static void int_or_null(sdx_jw *w, const char *key, int64_t v)
{
    sdx_jw_key(w, key);
    if (v >= 0)
        sdx_jw_int(w, v);
    else
        sdx_jw_null(w);
}

static void render_failure(sdx_jw *w, const sdx_failure *f)
{
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "class");
    sdx_jw_str(w, sdx_fclass_name(f->fclass));
    sdx_jw_key(w, "rule");
    sdx_jw_str(w, f->rule);
    sdx_jw_key(w, "root");
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "exception");
    sdx_jw_str(w, f->root_exception);
    str_or_null(w, "message", f->root_message);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "stage");
    if (f->stage_id >= 0) {
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "id");
        sdx_jw_int(w, f->stage_id);
        int_or_null(w, "attempt", f->stage_attempt);
        str_or_null(w, "name", f->stage_name);
        sdx_jw_obj_end(w);
    } else {
        sdx_jw_null(w);
    }
    sdx_jw_key(w, "task");
    if (f->task_index >= 0) {
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "index");
        sdx_jw_int(w, f->task_index);
        int_or_null(w, "attempt", f->task_attempt);
        sdx_jw_obj_end(w);
    } else {
        sdx_jw_null(w);
    }
    int_or_null(w, "tid", f->tid);
    int_or_null(w, "partition", f->partition);
    int_or_null(w, "attempts", f->attempts);
    str_or_null(w, "executor", f->executor);
    str_or_null(w, "host", f->host);
    sdx_jw_key(w, "exit_code");
    if (f->exit_code_known)
        sdx_jw_int(w, f->exit_code);
    else
        sdx_jw_null(w);
    str_or_null(w, "exit_code_meaning", f->exit_meaning);
    sdx_jw_key(w, "deterministic");
    if (f->deterministic >= 0)
        sdx_jw_bool(w, f->deterministic);
    else
        sdx_jw_null(w);
    str_or_null(w, "determinism_evidence", f->determinism_why);
    int_or_null(w, "caused_by", f->caused_by);
    sdx_jw_key(w, "aborted_job");
    sdx_jw_bool(w, f->aborted_job);
    sdx_jw_key(w, "collateral");
    sdx_jw_bool(w, f->collateral);
    sdx_jw_key(w, "chain");
    sdx_jw_arr_begin(w);
    for (size_t i = 0; i < f->nchain; i++)
        sdx_jw_str(w, f->chain[i]);
    sdx_jw_arr_end(w);
    str_or_null(w, "error_class", f->error_class);
    str_or_null(w, "user_frame", f->user_frame);
    sdx_jw_key(w, "occurrences");
    sdx_jw_int(w, f->occurrences);
    sdx_jw_key(w, "distinct");
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "tasks");
    sdx_jw_int(w, f->n_tasks);
    sdx_jw_key(w, "executors");
    sdx_jw_int(w, f->n_executors);
    sdx_jw_key(w, "hosts");
    sdx_jw_int(w, f->n_hosts);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "source");
    sdx_jw_str(w, f->source == (SDX_SRC_TEXT | SDX_SRC_EVENTLOG) ? "both"
                  : f->source == SDX_SRC_EVENTLOG                ? "eventlog"
                                                                 : "text");
    sdx_jw_key(w, "evidence");
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "line");
    if (f->first_line)
        sdx_jw_int(w, (int64_t)f->first_line);
    else
        sdx_jw_null(w);
    str_or_null(w, "text", f->evidence);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "explanation");
    sdx_jw_str(w, f->explanation);
    sdx_jw_key(w, "next_steps");
    sdx_jw_arr_begin(w);
    for (size_t i = 0; i < f->nnext; i++)
        sdx_jw_str(w, f->next_steps[i]);
    sdx_jw_arr_end(w);
    sdx_jw_obj_end(w);
}

void sdx_triage_render_json(const sdx_triage_result *r, sdx_buf *out, int pretty)
{
    sdx_jw w;
    sdx_jw_init(&w, out, pretty);
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "schema");
    sdx_jw_str(&w, "sparkdx.failure/1");
    int_or_null(&w, "primary", r->primary);
    sdx_jw_key(&w, "input");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "lines");
    sdx_jw_int(&w, (int64_t)r->lines);
    sdx_jw_key(&w, "bytes");
    sdx_jw_int(&w, (int64_t)r->bytes);
    sdx_jw_key(&w, "cut_lines");
    sdx_jw_int(&w, (int64_t)r->truncated_lines);
    sdx_jw_key(&w, "failures_not_kept");
    sdx_jw_int(&w, (int64_t)r->dropped);
    sdx_jw_key(&w, "eventlog");
    sdx_jw_bool(&w, r->eventlog);
    sdx_jw_obj_end(&w);
    sdx_jw_key(&w, "failures");
    sdx_jw_arr_begin(&w);
    for (size_t i = 0; i < r->n; i++)
        render_failure(&w, &r->failures[i]);
    sdx_jw_arr_end(&w);
    sdx_jw_obj_end(&w);
    if (pretty)
        sdx_buf_putc(out, '\n');
}
