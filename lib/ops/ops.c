/*
 * ops.c: the operations layer (include/sparkdx/ops.h): one entry point per
 * command, each reading its inputs, rendering into a buffer, writing it to
 * the caller's sink once, and returning a code equal to the CLI's exit code.
 * The damage policy of every command lives here, in op_load_app() and
 * op_damage_check(), so that the commands cannot disagree about it.
 */
#include "sparkdx/ops.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/diff.h"
#include "sparkdx/format.h"
#include "sparkdx/store.h"
#include "sparkdx/io.h"
#include "sparkdx/rest.h"
#include "sparkdx/stages.h"
#include "sparkdx/triage.h"
#include "ops/internal.h"

/* ---- results and sinks --------------------------------------------------- */

void sdx_ops_result_init(sdx_ops_result *r)
{
    memset(r, 0, sizeof *r);
    r->max_severity = -1;
}

void sdx_ops_result_free(sdx_ops_result *r)
{
    for (size_t i = 0; i < r->nmsgs; i++)
        free(r->msgs[i].text);
    free(r->msgs);
    r->msgs = NULL;
    r->nmsgs = 0;
}

void sdx_ops_request_init(sdx_ops_request *q)
{
    memset(q, 0, sizeof *q);
    q->fail_on = -1;
}

int sdx_sink_buf_write(void *ud, const char *data, size_t len)
{
    sdx_buf *b = ud;
    sdx_buf_put(b, data, len);
    return sdx_buf_failed(b) ? -1 : 0;
}

/* Add a message (best effort: out of memory drops it, never aborts). */
void op_msg(sdx_ops_result *r, sdx_ops_level level, const char *fmt, ...)
{
    char text[3000];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    sdx_ops_msg *m = realloc(r->msgs, (r->nmsgs + 1) * sizeof *m);
    if (!m)
        return;
    r->msgs = m;
    char *copy = strdup(text);
    if (!copy)
        return;
    m[r->nmsgs].level = level;
    m[r->nmsgs].text = copy;
    r->nmsgs++;
}

sdx_ops_code op_fail(sdx_ops_result *r, sdx_ops_code code)
{
    r->code = code;
    return code;
}

/* Write the rendered buffer to the sink. */
int op_emit(const sdx_sink *out, sdx_buf *b, sdx_ops_result *res)
{
    if (sdx_buf_failed(b)) {
        op_msg(res, SDX_OPS_ERROR, "out of memory while rendering the output");
        return -1;
    }
    if (b->len && out->write(out->ud, b->data, b->len) < 0) {
        res->code = SDX_OPS_OUTPUT;
        return -1;
    }
    return 0;
}

int op_is_format(const char *f, const char *const *ok)
{
    for (; *ok; ok++)
        if (!strcmp(f, *ok))
            return 1;
    return 0;
}

const char *op_fmt_or_text(const sdx_ops_request *q)
{
    return q->format ? q->format : "text";
}

/* ---- the application listing -------------------------------------------- */

typedef struct app_row {
    const sdx_logref *log;
    sdx_model *m;           /* SDX_LISTING_ONLY model, NULL when unreadable */
} app_row;

static void listing_free(app_row *rows, size_t n)
{
    for (size_t i = 0; rows && i < n; i++)
        sdx_model_free(rows[i].m);
    free(rows);
}

static app_row *listing_build(const sdx_loglist *list, sdx_ops_result *res)
{
    app_row *rows = calloc(list->n ? list->n : 1, sizeof *rows);
    if (!rows) {
        op_msg(res, SDX_OPS_ERROR, "out of memory");
        return NULL;
    }
    for (size_t i = 0; i < list->n; i++) {
        sdx_error e;
        rows[i].log = &list->logs[i];
        if (sdx_model_build(&list->logs[i], SDX_LISTING_ONLY, &rows[i].m, &e) < 0)
            rows[i].m = NULL;
    }
    return rows;
}

static int64_t row_duration(const sdx_model *m)
{
    if (m->attempt.duration > 0)
        return m->attempt.duration;
    if (m->attempt.start_time >= 0 && m->attempt.end_time >= m->attempt.start_time && m->attempt.end_time > 0)
        return m->attempt.end_time - m->attempt.start_time;
    return -1;
}

static const char *row_status(const app_row *r)
{
    if (!r->m)
        return "unreadable";
    if (!r->m->app_id)
        return "no-events";
    return r->m->attempt.completed ? "completed" : "incomplete";
}

static void listing_render(const app_row *rows, size_t n, const char *format, int width, sdx_buf *out)
{
    if (!strcmp(format, "json")) {
        sdx_jw w;
        sdx_jw_init(&w, out, 1);
        sdx_jw_arr_begin(&w);
        for (size_t i = 0; i < n; i++) {
            const sdx_model *m = rows[i].m;
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "id");
            sdx_jw_str(&w, m ? m->app_id : NULL);
            sdx_jw_key(&w, "name");
            sdx_jw_str(&w, m ? m->app_name : NULL);
            sdx_jw_key(&w, "log");
            sdx_jw_str(&w, rows[i].log->name);
            sdx_jw_key(&w, "start_time");
            if (m && m->attempt.start_time >= 0)
                sdx_jw_int(&w, m->attempt.start_time);
            else
                sdx_jw_null(&w);
            sdx_jw_key(&w, "end_time");
            if (m && m->attempt.end_time > 0)
                sdx_jw_int(&w, m->attempt.end_time);
            else
                sdx_jw_null(&w);
            sdx_jw_key(&w, "duration_ms");
            if (m && row_duration(m) >= 0)
                sdx_jw_int(&w, row_duration(m));
            else
                sdx_jw_null(&w);
            sdx_jw_key(&w, "status");
            sdx_jw_str(&w, row_status(&rows[i]));
            sdx_jw_obj_end(&w);
        }
        sdx_jw_arr_end(&w);
        sdx_buf_putc(out, '\n');
        return;
    }
    /* text: id, start, duration, status as wide as needed, the name last */
    size_t wid = strlen("App ID"), wst = strlen("Started"), wdur = strlen("Duration"), wstat = strlen("Status");
    char (*cells)[3][40] = calloc(n ? n : 1, sizeof *cells);
    if (!cells) {
        sdx_buf_puts(out, "");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        const sdx_model *m = rows[i].m;
        size_t l = strlen(m && m->app_id ? m->app_id : rows[i].log->name);
        if (l > wid)
            wid = l;
        snprintf(cells[i][0], 40, "-");
        snprintf(cells[i][1], 40, "-");
        if (m && m->attempt.start_time >= 0)
            sdx_fmt_date(m->attempt.start_time, cells[i][0]);
        if (m && row_duration(m) >= 0)
            sdx_fmt_duration(row_duration(m), cells[i][1]);
        snprintf(cells[i][2], 40, "%s", row_status(&rows[i]));
        if (strlen(cells[i][0]) > wst)
            wst = strlen(cells[i][0]);
        if (strlen(cells[i][1]) > wdur)
            wdur = strlen(cells[i][1]);
        if (strlen(cells[i][2]) > wstat)
            wstat = strlen(cells[i][2]);
    }
    size_t fixed = wid + wst + wdur + wstat + 4;
    size_t room = width > 0 && (size_t)width > fixed + 4 ? (size_t)width - fixed : 4;
    sdx_buf_printf(out, "%-*s %-*s %*s %-*s Name\n", (int)wid, "App ID", (int)wst, "Started", (int)wdur,
                   "Duration", (int)wstat, "Status");
    for (size_t i = 0; i < n; i++) {
        const sdx_model *m = rows[i].m;
        sdx_buf idb;
        sdx_buf_init(&idb);
        sdx_buf_puts_visible(&idb, m && m->app_id ? m->app_id : rows[i].log->name);
        sdx_buf_printf(out, "%-*s %-*s %*s %-*s ", (int)wid, sdx_buf_cstr(&idb), (int)wst, cells[i][0],
                       (int)wdur, cells[i][1], (int)wstat, cells[i][2]);
        sdx_buf_free(&idb);
        sdx_buf nb;
        sdx_buf_init(&nb);
        sdx_buf_puts_visible(&nb, m && m->app_name ? m->app_name : "?");
        /* cut to whole characters */
        size_t cols = 0, k = 0;
        for (; k < nb.len; k++) {
            if (((unsigned char)nb.data[k] & 0xc0) != 0x80) {
                if (cols == room)
                    break;
                cols++;
            }
        }
        sdx_buf_put(out, nb.data ? nb.data : "", k);
        sdx_buf_free(&nb);
        sdx_buf_putc(out, '\n');
    }
    free(cells);
}

/* ---- reading one application --------------------------------------------- */


void op_loaded_free(op_loaded *L)
{
    sdx_model_free(L->m);
    L->m = NULL;
    if (L->have_list)
        sdx_loglist_free(&L->list);
    L->have_list = 0;
}

static int name_is(const char *a, const char *b)
{
    return a && b && !strcmp(a, b);
}

/* Is the model empty of Spark events (an empty file, garbage, text)? */
static int no_spark_event(const sdx_model *m)
{
    return m->stats.events == m->stats.unknown_events;
}

/* After a build: the damage is a warning and sets res->damaged; a tolerated
 * problem (the cut last line of an in-progress log) is a warning only. */
void op_damage_check(op_loaded *L, sdx_ops_result *res, const char *what)
{
    char ebuf[2400];
    const sdx_model *m = L->m;
    uint64_t tolerated = m->stats.truncated && m->in_progress && L->err.code == SDX_OK ? 1 : 0;
    if (L->err.code != SDX_OK) {
        op_msg(res, SDX_OPS_WARNING, "damaged input: %s; %s covers what was read before it",
            sdx_error_format(&L->err, ebuf, sizeof ebuf), what);
        res->damaged = 1;
    } else if (m->stats.bad_lines > tolerated) {
        op_msg(res, SDX_OPS_WARNING, "damaged input: %llu line%s (first: %s); %s covers the rest",
            (unsigned long long)(m->stats.bad_lines - tolerated),
            m->stats.bad_lines - tolerated == 1 ? " is not a JSON event" : "s are not JSON events",
            m->stats.warning, what);
        res->damaged = 1;
    } else if (m->stats.warning[0]) {
        op_msg(res, SDX_OPS_WARNING, "%s", m->stats.warning);
    }
    /* values Spark never writes (model.h sdx_incons): the input is not what Spark wrote */
    for (int k = 0; k < SDX_INCONS_COUNT; k++) {
        const sdx_incons *x = &m->stats.incons[k];
        if (!x->count)
            continue;
        op_msg(res, SDX_OPS_WARNING, "inconsistent input: %llu value%s Spark never writes (%s), the first in %s line %llu "
                                     "(byte %llu); %s does not use them as real values",
               (unsigned long long)x->count, x->count == 1 ? "" : "s", sdx_incons_names[k], x->file ? x->file : "?",
               (unsigned long long)x->line, (unsigned long long)x->offset, what);
        res->damaged = 1;
    }
}

/* Scan q's input (or `input`), pick the application (q->app among many),
 * build its model. On a directory of many applications without q->app the
 * listing is written to out and SDX_OPS_USAGE returned. */
sdx_ops_code op_load_app(const sdx_ops_request *q, const char *input, const sdx_sink *out, int flags,
                             sdx_ops_result *res, op_loaded *L)
{
    return op_load_app_charts(q, input, out, flags, 0, 0, res, L);
}

sdx_ops_code op_load_app_charts(const sdx_ops_request *q, const char *input, const sdx_sink *out, int flags,
                                uint32_t chart_stages, uint32_t chart_tasks, sdx_ops_result *res, op_loaded *L)
{
    char ebuf[2400];
    memset(L, 0, sizeof *L);
    sdx_error_clear(&L->err);
    if (!input) {
        op_msg(res, SDX_OPS_ERROR, "no log given");
        return op_fail(res, SDX_OPS_USAGE);
    }
    if (sdx_logs_scan(input, &L->list, &L->err) < 0) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&L->err, ebuf, sizeof ebuf));
        return op_fail(res, SDX_OPS_INPUT);
    }
    L->have_list = 1;
    if (L->list.n > 1) {
        app_row *rows = listing_build(&L->list, res);
        if (!rows)
            return op_fail(res, SDX_OPS_INPUT);
        if (!q->app) {
            sdx_buf b;
            sdx_buf_init(&b);
            listing_render(rows, L->list.n, op_is_format(op_fmt_or_text(q), (const char *const[]){"json", NULL}) ? "json" : "text",
                           q->width, &b);
            listing_free(rows, L->list.n);
            op_msg(res, SDX_OPS_ERROR, "%s holds %zu application logs (listed on stdout); pick one with --app ID", input,
                L->list.n);
            res->code = SDX_OPS_USAGE;
            op_emit(out, &b, res);
            sdx_buf_free(&b);
            return res->code;
        }
        for (size_t i = 0; i < L->list.n && !L->log; i++)
            if (name_is(q->app, L->list.logs[i].name) || (rows[i].m && name_is(q->app, rows[i].m->app_id)))
                L->log = &L->list.logs[i];
        listing_free(rows, L->list.n);
        if (!L->log) {
            op_msg(res, SDX_OPS_ERROR, "no application '%s' in %s (sparkdx list %s shows them)", q->app, input, input);
            return op_fail(res, SDX_OPS_NOTFOUND);
        }
    } else {
        L->log = &L->list.logs[0];
    }
    sdx_error_clear(&L->err);
    sdx_build_options bo = {.flags = flags, .progress = q->progress, .progress_ctx = q->progress_ctx,
                            .max_line = q->max_line_bytes, .chart_stages = chart_stages,
                            .chart_tasks = chart_tasks};
    if (sdx_model_build_with(L->log, &bo, &L->m, &L->err) < 0 || !L->m) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&L->err, ebuf, sizeof ebuf));
        L->m = NULL;
        return op_fail(res, SDX_OPS_INPUT);
    }
    if (no_spark_event(L->m)) {
        op_msg(res, SDX_OPS_ERROR, "%s: no Spark event in it (%llu line%s read%s%.1100s): not an event log",
            strcmp(L->log->path, "-") ? L->log->path : "stdin",
            (unsigned long long)L->m->stats.lines, L->m->stats.lines == 1 ? "" : "s",
            L->m->stats.warning[0] ? "; first problem: " : "", L->m->stats.warning);
        return op_fail(res, SDX_OPS_INPUT);
    }
    if (q->app && L->list.n == 1 && !name_is(q->app, L->log->name) && !name_is(q->app, L->m->app_id)) {
        op_msg(res, SDX_OPS_ERROR, "no application '%s' in %s (it holds %s)", q->app, input,
            L->m->app_id ? L->m->app_id : L->log->name);
        return op_fail(res, SDX_OPS_NOTFOUND);
    }
    return SDX_OPS_OK;
}

/* ---- report -------------------------------------------------------------- */

sdx_ops_code sdx_ops_report(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "md", "json", "html", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text, md, json or html)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    /* html: the task rows of the longest stage attempts for its charts
     * (a few more than the report shows, so that its heavy stages are among
     * them), at most SDX_HTML_CHART_TASKS each */
    int html = !strcmp(format, "html");
    int top = q->report_opts && q->report_opts->top_stages > 0 ? q->report_opts->top_stages : 5;
    uint32_t chart_stages = html ? (uint32_t)top + 3 : 0, chart_tasks = html ? SDX_HTML_CHART_TASKS : 0;
    op_loaded L;
    if (op_load_app_charts(q, q->input, out, 0, chart_stages, chart_tasks, res, &L) != SDX_OPS_OK) {
        op_loaded_free(&L);
        return res->code;
    }
    sdx_report *r = NULL;
    sdx_error err;
    char ebuf[2400];
    if (sdx_report_build(L.m, q->report_opts, &r, &err) < 0) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        op_loaded_free(&L);
        return op_fail(res, SDX_OPS_INPUT);
    }
    for (size_t i = 0; i < q->nnotes; i++)
        if (q->notes[i])
            sdx_report_add_note(r, q->notes[i]);
    size_t before = res->nmsgs;
    op_damage_check(&L, res, "the report");
    /* the damage as a note (the report notes inconsistent input itself) */
    for (size_t i = before; res->damaged && i < res->nmsgs; i++)
        if (strncmp(res->msgs[i].text, "inconsistent input", 18)) {
            sdx_report_add_note(r, res->msgs[i].text);
            break;
        }
    /* --baseline OLD: the run diff as the first section, findings new / same / gone */
    op_loaded B;
    memset(&B, 0, sizeof B);
    sdx_report *br = NULL;
    sdx_diff *d = NULL;
    sdx_findings_since since;
    memset(&since, 0, sizeof since);
    const char *base = q->baseline;
    char *auto_path = NULL;
    if (base && !strcmp(base, "auto")) {
        /* the median run of the job's last runs in the history (docs/history.md) */
        sdx_store *st = NULL;
        sdx_run *run = NULL, *bl = NULL;
        sdx_check_opts co;
        sdx_check_opts_init(&co);
        if (!q->history_db || sdx_store_open(q->history_db, &st, &err) < 0 ||
            sdx_run_summarize(L.m, r, &run, &err) < 0 || sdx_store_baseline_run(st, run, &co, &bl, &err) < 0) {
            op_msg(res, SDX_OPS_ERROR, "--baseline auto: %s",
                   q->history_db ? sdx_error_format(&err, ebuf, sizeof ebuf) : "no run history given");
            sdx_run_free(run);
            sdx_store_close(st);
            sdx_report_free(r);
            op_loaded_free(&L);
            return op_fail(res, SDX_OPS_INPUT);
        }
        if (!bl || !bl->log_path) {
            op_msg(res, SDX_OPS_WARNING, "--baseline auto: the history has no baseline for this job yet "
                                          "(fewer than 3 earlier runs): the report has none");
            base = NULL;
        } else {
            auto_path = strdup(bl->log_path);
            base = auto_path;
            if (!auto_path) {
                op_msg(res, SDX_OPS_ERROR, "out of memory");
                base = NULL;
            }
        }
        sdx_run_free(bl);
        sdx_run_free(run);
        sdx_store_close(st);
    }
    if (base) {
        if (op_load_app(q, base, out, 0, res, &B) != SDX_OPS_OK) {
            free(auto_path);
            sdx_report_free(r);
            op_loaded_free(&L);
            op_loaded_free(&B);
            return res->code;
        }
        op_damage_check(&B, res, "the comparison with the baseline");
        sdx_report_baseline rb;
        if (sdx_report_build(B.m, q->report_opts, &br, &err) < 0 ||
            sdx_diff_build(sdx_report_analysis(br), sdx_report_analysis(r), NULL, &d, &err) < 0 ||
            sdx_findings_since_build(d, br->findings, br->nfindings, r->findings, r->nfindings, &since, &err) < 0 ||
            (rb = (sdx_report_baseline){d, since.since, since.gone, since.ngone},
             sdx_report_set_baseline(r, &rb) < 0)) {
            op_msg(res, SDX_OPS_ERROR, "%s", err.code ? sdx_error_format(&err, ebuf, sizeof ebuf) : "out of memory");
            sdx_findings_since_free(&since);
            sdx_diff_free(d);
            sdx_report_free(br);
            sdx_report_free(r);
            op_loaded_free(&L);
            op_loaded_free(&B);
            free(auto_path);
            return op_fail(res, SDX_OPS_INPUT);
        }
    }
    sdx_buf b;
    sdx_buf_init(&b);
    if (!strcmp(format, "json"))
        sdx_report_render_json(r, &b, 1);
    else if (!strcmp(format, "md"))
        sdx_report_render_md(r, &b);
    else if (html)
        sdx_report_render_html(r, &b, 0);
    else
        sdx_report_render_text(r, &b,
                               ((q->flags & SDX_OPS_COLOR) ? SDX_RENDER_COLOR : 0) |
                                   ((q->flags & SDX_OPS_ASCII) ? SDX_RENDER_ASCII : 0) |
                                   ((q->flags & SDX_OPS_ALL) ? SDX_RENDER_ALL : 0),
                               q->width > 0 ? q->width : 100);
    res->max_severity = sdx_report_max_severity(r);
    /* the order of docs/exit-codes.md: findings, then damage, then ok */
    if (q->fail_on >= 0 && res->max_severity >= q->fail_on)
        res->code = SDX_OPS_FINDINGS;
    else if (res->damaged)
        res->code = SDX_OPS_INPUT;
    else
        res->code = SDX_OPS_OK;
    if (op_emit(out, &b, res) < 0 && res->code != SDX_OPS_OUTPUT)
        res->code = SDX_OPS_INPUT;
    sdx_buf_free(&b);
    sdx_report_free(r);
    sdx_findings_since_free(&since);
    sdx_diff_free(d);
    sdx_report_free(br);
    op_loaded_free(&B);
    op_loaded_free(&L);
    free(auto_path);
    return res->code;
}

sdx_ops_code sdx_ops_thresholds(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "md", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' for --thresholds (text or md)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    sdx_report_opts defaults;
    const sdx_report_opts *o = q->report_opts;
    if (!o) {
        sdx_report_opts_init(&defaults);
        o = &defaults;
    }
    size_t n = sdx_threshold_count();
    static const char *const units[] = {"number", "ratio", "bytes", "ms"};
    int md = !strcmp(format, "md");
    sdx_buf b;
    sdx_buf_init(&b);
    if (md)
        sdx_buf_puts(&b, "| key | default | unit | meaning | source |\n|---|---:|---|---|---|\n");
    for (size_t i = 0; i < n; i++) {
        const sdx_threshold *t = sdx_threshold_at(i);
        char v[64];
        double x = o->value[i];
        if (t->unit == SDX_UNIT_BYTES && x >= 1048576 && (int64_t)x % 1048576 == 0)
            snprintf(v, sizeof v, "%.0fMiB", x / 1048576);
        else
            snprintf(v, sizeof v, "%g", x);
        if (md)
            sdx_buf_printf(&b, "| `%s` | %s | %s | %s | %s |\n", t->key, v, units[t->unit], t->meaning, t->source);
        else
            sdx_buf_printf(&b, "%-34s %10s %-6s %s\n%45s source: %s\n", t->key, v, units[t->unit], t->meaning, "",
                           t->source);
    }
    res->code = SDX_OPS_OK;
    op_emit(out, &b, res);
    sdx_buf_free(&b);
    return res->code;
}

/* ---- stages -------------------------------------------------------------- */

sdx_ops_code sdx_ops_stages(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    sdx_stages_opts so = {.stage_id = -1, .attempt_id = 0, .q = q->quantiles, .nq = q->nquantiles, .width = q->width};
    if (q->stage) {
        char *end;
        long sid = strtol(q->stage, &end, 10), att = 0;
        if (end != q->stage && *end == '.') {
            char *e2;
            att = strtol(end + 1, &e2, 10);
            end = e2 == end + 1 ? end : e2;
        }
        if (end == q->stage || *end || sid < 0 || sid > INT32_MAX || att < 0 || att > INT32_MAX) {
            op_msg(res, SDX_OPS_ERROR, "bad --stage '%s' (expected N or N.A)", q->stage);
            return op_fail(res, SDX_OPS_USAGE);
        }
        so.stage_id = (int32_t)sid;
        so.attempt_id = (int32_t)att;
    }
    for (size_t i = 0; q->quantiles && i < q->nquantiles; i++)
        if (!(q->quantiles[i] >= 0 && q->quantiles[i] <= 1) || (i && q->quantiles[i] < q->quantiles[i - 1])) {
            op_msg(res, SDX_OPS_ERROR, "bad quantiles (expected ascending numbers between 0 and 1)");
            return op_fail(res, SDX_OPS_USAGE);
        }
    op_loaded L;
    if (op_load_app(q, q->input, out, (q->quantiles ? SDX_KEEP_TASKS : 0) | SDX_SKIP_SQL, res, &L) != SDX_OPS_OK) {
        op_loaded_free(&L);
        return res->code;
    }
    op_damage_check(&L, res, "the output");
    sdx_buf b;
    sdx_buf_init(&b);
    int rc = !strcmp(format, "json") ? sdx_stages_render_json(L.m, &so, &b, 1) : sdx_stages_render_text(L.m, &so, &b);
    if (rc < 0) {
        op_msg(res, SDX_OPS_ERROR, "no stage %d.%d in this log", so.stage_id, so.attempt_id);
        res->code = SDX_OPS_NOTFOUND;
    } else {
        res->code = res->damaged ? SDX_OPS_INPUT : SDX_OPS_OK;
        op_emit(out, &b, res);
    }
    sdx_buf_free(&b);
    op_loaded_free(&L);
    return res->code;
}

/* ---- api ----------------------------------------------------------------- */

/* An input none of whose logs holds a Spark event (an empty file, garbage,
 * text; or a directory of such files) is not an event log. A log that the
 * listing reads (an application start) settles it at once; only logs
 * without one are read whole. */
static int api_no_events(const char *input, size_t max_line, sdx_ops_result *res)
{
    if (!strcmp(input, "-"))
        return 0;
    sdx_loglist list;
    sdx_error e;
    if (sdx_logs_scan(input, &list, &e) < 0)
        return 0;   /* sdx_rest_open says why */
    int events = 0;
    uint64_t lines = 0;
    for (size_t i = 0; i < list.n && !events; i++) {
        sdx_model *m = NULL;
        sdx_build_options lo = {.flags = SDX_LISTING_ONLY, .max_line = max_line};
        if (sdx_model_build_with(&list.logs[i], &lo, &m, &e) == 0 && m && m->app_id)
            events = 1;
        sdx_model_free(m);
    }
    for (size_t i = 0; i < list.n && !events; i++) {
        sdx_model *m = NULL;
        sdx_build_options bo = {.flags = SDX_SKIP_SQL, .max_line = max_line};
        if (sdx_model_build_with(&list.logs[i], &bo, &m, &e) < 0 || !m) {
            events = 1;   /* unreadable: the router reports it */
        } else {
            events = !no_spark_event(m);
            lines += m->stats.lines;
        }
        sdx_model_free(m);
    }
    if (!events)
        op_msg(res, SDX_OPS_ERROR, "%s: no Spark event in it (%zu log%s, %llu lines read): not an event log", input,
            list.n, list.n == 1 ? "" : "s", (unsigned long long)lines);
    sdx_loglist_free(&list);
    return !events;
}

sdx_ops_code sdx_ops_api(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    char ebuf[2400];
    if (!q->input || !q->api_path) {
        op_msg(res, SDX_OPS_ERROR, "api needs LOGDIR and a path");
        return op_fail(res, SDX_OPS_USAGE);
    }
    if (api_no_events(q->input, q->max_line_bytes, res))
        return op_fail(res, SDX_OPS_INPUT);
    sdx_rest *r;
    sdx_error err;
    sdx_rest_options ro = {.compat = q->compat, .max_line = q->max_line_bytes};
    if (sdx_rest_open_with(q->input, &ro, &r, &err) < 0) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return op_fail(res, SDX_OPS_INPUT);
    }
    for (size_t i = 0; i < q->nconf; i++)
        if (sdx_rest_set_conf(r, q->conf[i], &err) < 0) {
            op_msg(res, SDX_OPS_ERROR, "%s", err.msg);
            sdx_rest_close(r);
            return op_fail(res, SDX_OPS_USAGE);
        }
    sdx_buf b;
    sdx_buf_init(&b);
    const char *warning = NULL;
    int status = sdx_rest_get(r, q->api_path, &b, &warning);
    if (warning) {
        /* the cut last line of an in-progress log is normal */
        int tolerated = strstr(warning, "(cut last line)") != NULL;
        if (tolerated) {
            op_msg(res, SDX_OPS_WARNING, "%s", warning);
        } else {
            op_msg(res, SDX_OPS_WARNING, "damaged input: %s; the answer covers what was read", warning);
            res->damaged = 1;
        }
    }
    if (status == 200) {
        res->code = res->damaged ? SDX_OPS_INPUT : SDX_OPS_OK;
        op_emit(out, &b, res);
    } else {
        op_msg(res, SDX_OPS_ERROR, "HTTP %d: %.*s", status, (int)(b.len > 2000 ? 2000 : b.len), b.data ? b.data : "");
        res->code = status == 400 ? SDX_OPS_BADPARAM : SDX_OPS_NOTFOUND;
    }
    sdx_buf_free(&b);
    sdx_rest_close(r);
    return res->code;
}

/* ---- failure ------------------------------------------------------------- */

/* 0; -1 unreadable (the message is in res); -2 out of memory (in err). */
static int feed_file(sdx_triage *t, const char *path, sdx_ops_result *res, sdx_error *err)
{
    FILE *in = stdin;
    int is_stdin = !path || !strcmp(path, "-");
    if (!is_stdin) {
        in = fopen(path, "rb");
        if (!in) {
            op_msg(res, SDX_OPS_ERROR, "%s: %s", path, strerror(errno));
            return -1;
        }
    }
    char *chunk = malloc(1 << 16);
    if (!chunk) {
        if (!is_stdin)
            fclose(in);
        sdx_error_nomem(err, "");
        return -2;
    }
    size_t n;
    int nomem = 0;
    while (!nomem && (n = fread(chunk, 1, 1 << 16, in)) > 0)
        nomem = sdx_triage_feed(t, chunk, n, err) < 0;
    free(chunk);
    int rerr = !nomem && ferror(in);
    if (!is_stdin)
        fclose(in);
    if (nomem)
        return -2;
    if (rerr) {
        op_msg(res, SDX_OPS_ERROR, "%s: read error", is_stdin ? "stdin" : path);
        return -1;
    }
    return 0;
}

sdx_ops_code sdx_ops_failure(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "unknown format '%s' (text or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    /* the event log first: a wrong path fails before stdin is waited for */
    op_loaded L;
    memset(&L, 0, sizeof L);
    if (q->eventlog) {
        if (op_load_app(q, q->eventlog, out, 0, res, &L) != SDX_OPS_OK) {
            op_loaded_free(&L);
            return res->code;
        }
        op_damage_check(&L, res, "the analysis");
    }
    /* out of memory anywhere (SDX_ERR_NOMEM, as `report` says it): the
     * input's name, the error, exit 3, and no partial answer */
    const char *name = q->text_path && strcmp(q->text_path, "-") ? q->text_path
                     : q->text_path                       ? "stdin"
                     : q->text                            ? "the text"
                     : q->eventlog                        ? q->eventlog
                                                          : "stdin";
    sdx_error err;
    sdx_error_clear(&err);
    sdx_triage *t = sdx_triage_new();
    int rc = t ? 0 : sdx_error_nomem(&err, "");
    if (rc == 0 && (q->text_path || (!q->eventlog && !q->text))) {
        rc = feed_file(t, q->text_path, res, &err);
        if (rc == -1) {
            sdx_triage_free(t);
            op_loaded_free(&L);
            return op_fail(res, SDX_OPS_INPUT);
        }
    } else if (rc == 0 && q->text) {
        rc = sdx_triage_feed(t, q->text, q->text_len, &err);
    }
    if (rc == 0 && L.m)
        rc = sdx_triage_add_eventlog(t, L.m, &err);
    op_loaded_free(&L);
    sdx_triage_result *r = rc == 0 ? sdx_triage_finish(t, &err) : NULL;
    sdx_triage_free(t);
    if (!r) {
        char ebuf[2400];
        if (!err.file[0])
            snprintf(err.file, sizeof err.file, "%s", name);
        op_msg(res, SDX_OPS_ERROR, "%s", err.code ? sdx_error_format(&err, ebuf, sizeof ebuf) : "out of memory");
        return op_fail(res, SDX_OPS_INPUT);
    }
    sdx_buf b;
    sdx_buf_init(&b);
    if (!strcmp(format, "json"))
        sdx_triage_render_json(r, &b, 1);
    else
        sdx_triage_render_text(r, &b, q->width);
    res->code = res->damaged ? SDX_OPS_INPUT : SDX_OPS_OK;
    if (op_emit(out, &b, res) < 0 && res->code != SDX_OPS_OUTPUT)
        res->code = SDX_OPS_INPUT;   /* out of memory rendering it, as `report` */
    sdx_buf_free(&b);
    sdx_triage_result_free(r);
    return res->code;
}

/* ---- list ---------------------------------------------------------------- */

sdx_ops_code sdx_ops_list(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    char ebuf[2400];
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    if (!q->input) {
        op_msg(res, SDX_OPS_ERROR, "no log directory given");
        return op_fail(res, SDX_OPS_USAGE);
    }
    sdx_loglist list;
    sdx_error err;
    if (sdx_logs_scan(q->input, &list, &err) < 0) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return op_fail(res, SDX_OPS_INPUT);
    }
    app_row *rows = listing_build(&list, res);
    if (!rows) {
        sdx_loglist_free(&list);
        return op_fail(res, SDX_OPS_INPUT);
    }
    size_t unreadable = 0;
    for (size_t i = 0; i < list.n; i++)
        if (!rows[i].m || !rows[i].m->app_id)
            unreadable++;
    if (unreadable)
        op_msg(res, SDX_OPS_WARNING, "%zu of %zu logs in %s have no application start (unreadable or not event logs)",
            unreadable, list.n, q->input);
    sdx_buf b;
    sdx_buf_init(&b);
    listing_render(rows, list.n, format, q->width > 0 ? q->width : 100, &b);
    res->code = list.n == unreadable ? SDX_OPS_INPUT : SDX_OPS_OK;
    op_emit(out, &b, res);
    sdx_buf_free(&b);
    listing_free(rows, list.n);
    sdx_loglist_free(&list);
    return res->code;
}
