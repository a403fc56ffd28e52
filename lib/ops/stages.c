/*
 * stages.c: the jobs and stages tables and a stage attempt's summary
 * metrics (include/sparkdx/stages.h), moved here from src/cmd_stages.c.
 *
 * Text: every column but the name / description is as wide as its widest
 * cell (numbers are never cut); the name or description takes what is left
 * of the width as the last column, or, when less than MIN_DESC columns are
 * left, goes on a line of its own under the row. Text from the log is made
 * visible (sdx_buf_put_visible) and then cut to whole UTF-8 characters,
 * ending in "..." where it was cut.
 */
#include "sparkdx/stages.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/format.h"

#define MIN_DESC 20
#define DEFAULT_WIDTH 100

static const double default_q[5] = {0.0, 0.25, 0.5, 0.75, 1.0};

/* ---- fitting text -------------------------------------------------------- */

/* Columns of UTF-8 text (one per character). */
static size_t text_cols(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xc0) != 0x80)
            c++;
    return c;
}

/* Bytes of the first `cols` characters of s[0..n). */
static size_t cut_cols(const char *s, size_t n, size_t cols)
{
    size_t c = 0, i = 0;
    for (; i < n; i++) {
        if (((unsigned char)s[i] & 0xc0) != 0x80) {
            if (c == cols)
                break;
            c++;
        }
    }
    return i;
}

/* Log text s made visible, cut to `cols` columns, padded to them when pad. */
static void put_fit(sdx_buf *out, const char *s, size_t cols, int pad)
{
    sdx_buf t;
    sdx_buf_init(&t);
    if (s)
        sdx_buf_put_visible(&t, s, strlen(s));
    const char *d = t.data ? t.data : "";
    size_t all = text_cols(d, t.len), shown = all;
    if (all > cols) {
        /* cut, and say so ("..."), when there is room for it */
        int mark = cols >= 8;
        size_t n = cut_cols(d, t.len, mark ? cols - 3 : cols);
        sdx_buf_put(out, d, n);
        if (mark)
            sdx_buf_puts(out, "...");
        shown = cols;
    } else if (t.len) {
        sdx_buf_put(out, d, t.len);
    }
    if (pad)
        for (size_t c = shown; c < cols; c++)
            sdx_buf_putc(out, ' ');
    sdx_buf_free(&t);
}

static void pad_to(sdx_buf *out, const char *s, size_t w, int right)
{
    size_t n = strlen(s);
    if (right)
        for (size_t i = n; i < w; i++)
            sdx_buf_putc(out, ' ');
    sdx_buf_put(out, s, n);
    if (!right)
        for (size_t i = n; i < w; i++)
            sdx_buf_putc(out, ' ');
}

static int eff_width(const sdx_stages_opts *o)
{
    return o && o->width > 0 ? o->width : DEFAULT_WIDTH;
}

/* ---- a table of fixed cells plus one free text column -------------------- */

#define MAXC 12
typedef struct row {
    char cell[MAXC][48];
    const char *text;       /* the free column (log text) */
    const char *failed;     /* a failure line under the row, or NULL */
} row;

typedef struct table {
    const char *head[MAXC];
    const char *text_head;
    int right[MAXC];
    int ncols;
    row *rows;
    size_t nrows;
} table;

static void render_table(sdx_buf *out, const table *t, int width)
{
    size_t w[MAXC];
    for (int c = 0; c < t->ncols; c++) {
        w[c] = strlen(t->head[c]);
        for (size_t r = 0; r < t->nrows; r++) {
            size_t n = strlen(t->rows[r].cell[c]);
            if (n > w[c])
                w[c] = n;
        }
    }
    size_t fixed = 2;
    for (int c = 0; c < t->ncols; c++)
        fixed += w[c] + 1;
    size_t room = (size_t)width > fixed ? (size_t)width - fixed : 0;
    int inline_text = room >= MIN_DESC;
    /* the heading */
    sdx_buf_puts(out, "  ");
    for (int c = 0; c < t->ncols; c++) {
        pad_to(out, t->head[c], w[c], t->right[c]);
        sdx_buf_putc(out, ' ');
    }
    if (inline_text)
        sdx_buf_puts(out, t->text_head);
    while (out->len && out->data[out->len - 1] == ' ')
        out->len--;
    sdx_buf_putc(out, '\n');
    size_t under = width > 8 ? (size_t)width - 6 : 2;
    for (size_t r = 0; r < t->nrows; r++) {
        const row *x = &t->rows[r];
        sdx_buf_puts(out, "  ");
        for (int c = 0; c < t->ncols; c++) {
            pad_to(out, x->cell[c], w[c], t->right[c]);
            if (c + 1 < t->ncols || (inline_text && x->text && *x->text))
                sdx_buf_putc(out, ' ');
        }
        if (inline_text)
            put_fit(out, x->text, room, 0);
        sdx_buf_putc(out, '\n');
        if (!inline_text && x->text && *x->text) {
            sdx_buf_puts(out, "      ");
            put_fit(out, x->text, under, 0);
            sdx_buf_putc(out, '\n');
        }
        if (x->failed) {
            const char *nl = strchr(x->failed, '\n');
            size_t n = nl ? (size_t)(nl - x->failed) : strlen(x->failed);
            char *first = malloc(n + 1);
            if (first) {
                memcpy(first, x->failed, n);
                first[n] = 0;
                sdx_buf_puts(out, "      failed: ");
                put_fit(out, first, width > 24 ? (size_t)width - 14 : 10, 0);
                sdx_buf_putc(out, '\n');
                free(first);
            }
        }
    }
}

/* ---- header, jobs, stages ------------------------------------------------ */

static void app_header(sdx_buf *out, const sdx_model *m, int width)
{
    /* "Application ID (NAME), Spark V": the name gives way first */
    sdx_buf id, tail, line;
    sdx_buf_init(&id);
    sdx_buf_init(&tail);
    sdx_buf_init(&line);
    sdx_buf_puts_visible(&id, m->app_id ? m->app_id : "?");
    sdx_buf_printf(&tail, ")%s, Spark ", m->in_progress ? ", in progress" : "");
    sdx_buf_puts_visible(&tail, m->spark_version ? m->spark_version : "unknown");
    size_t fixed = strlen("Application ") + text_cols(sdx_buf_cstr(&id), id.len) + 2 +
                   text_cols(sdx_buf_cstr(&tail), tail.len);
    size_t room = (size_t)width > fixed + 8 ? (size_t)width - fixed : 8;
    sdx_buf_puts(&line, "Application ");
    sdx_buf_put(&line, sdx_buf_cstr(&id), id.len);
    sdx_buf_puts(&line, " (");
    put_fit(&line, m->app_name ? m->app_name : "?", room, 0);
    sdx_buf_put(&line, sdx_buf_cstr(&tail), tail.len);
    /* (already visible: cut only) */
    const char *l = sdx_buf_cstr(&line);
    sdx_buf_put(out, l, cut_cols(l, line.len, (size_t)width));
    sdx_buf_putc(out, '\n');
    sdx_buf_free(&id);
    sdx_buf_free(&tail);
    sdx_buf_free(&line);
    if (m->attempt.start_time >= 0) {
        char st[32], dur[32] = "";
        sdx_fmt_date(m->attempt.start_time, st);
        if (m->app_end_time >= 0)
            sdx_fmt_duration(m->app_end_time - m->attempt.start_time, dur);
        sdx_buf_printf(out, "Started %s, %s%s\n\n", st, m->app_end_time >= 0 ? "ran " : "no end event", dur);
    }
}

static int render_jobs(sdx_buf *out, const sdx_model *m, int width)
{
    table t = {.head = {"Job", "Status", "Submitted", "Duration", "Stages", "Tasks"},
               .right = {0, 0, 0, 1, 1, 1},
               .text_head = "Description",
               .ncols = 6};
    t.rows = calloc(m->njobs ? m->njobs : 1, sizeof *t.rows);
    if (!t.rows)
        return -1;
    for (uint32_t i = m->njobs; i-- > 0;) {
        const sdx_job *j = m->jobs[i];
        row *x = &t.rows[t.nrows++];
        snprintf(x->cell[0], 48, "%d", j->job_id);
        snprintf(x->cell[1], 48, "%s", sdx_job_status_names[j->status]);
        char sub[32] = "-", dur[32] = "-";
        if (j->submission_time >= 0)
            sdx_fmt_date(j->submission_time, sub);
        if (j->submission_time >= 0 && j->completion_time >= 0)
            sdx_fmt_duration(j->completion_time - j->submission_time, dur);
        snprintf(x->cell[2], 48, "%s", sub);
        snprintf(x->cell[3], 48, "%s", dur);
        snprintf(x->cell[4], 48, "%d/%d", j->completed_stages, (int)j->nstage_ids - j->skipped_stages);
        snprintf(x->cell[5], 48, "%d/%d%s", j->completed_tasks, j->num_tasks - j->skipped_tasks,
                 j->failed_tasks ? " (failed)" : "");
        x->text = j->description ? j->description : j->name;
    }
    sdx_buf_printf(out, "Jobs (%u)\n", m->njobs);
    render_table(out, &t, width);
    free(t.rows);
    return 0;
}

static int render_stage_table(sdx_buf *out, const sdx_model *m, int width)
{
    table t = {.head = {"Stage", "Status", "Duration", "Tasks", "Input", "Output", "Shuf Read", "Shuf Write",
                        "Spill Mem", "Spill Disk"},
               .right = {0, 0, 1, 1, 1, 1, 1, 1, 1, 1},
               .text_head = "Description",
               .ncols = 10};
    t.rows = calloc(m->nstages ? m->nstages : 1, sizeof *t.rows);
    if (!t.rows)
        return -1;
    for (uint32_t i = m->nstages; i-- > 0;) {
        const sdx_stage *s = m->stages[i];
        row *x = &t.rows[t.nrows++];
        char dur[32] = "-";
        snprintf(x->cell[0], 48, "%d.%d", s->stage_id, s->attempt_id);
        snprintf(x->cell[1], 48, "%s", sdx_stage_status_names[s->status]);
        if (s->has_submission_time && s->has_completion_time)
            sdx_fmt_duration(s->completion_time - s->submission_time, dur);
        snprintf(x->cell[2], 48, "%s", dur);
        snprintf(x->cell[3], 48, "%d/%d%s", s->completed_tasks, s->num_tasks, s->failed_tasks ? "!" : "");
        sdx_fmt_bytes(s->m[SDX_TM_INPUT_BYTES], x->cell[4]);
        sdx_fmt_bytes(s->m[SDX_TM_OUTPUT_BYTES], x->cell[5]);
        sdx_fmt_bytes(s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ], x->cell[6]);
        sdx_fmt_bytes(s->m[SDX_TM_SHUFFLE_WRITE_BYTES], x->cell[7]);
        sdx_fmt_bytes(s->m[SDX_TM_MEMORY_BYTES_SPILLED], x->cell[8]);
        sdx_fmt_bytes(s->m[SDX_TM_DISK_BYTES_SPILLED], x->cell[9]);
        x->text = s->name;
        x->failed = s->failure_reason;
    }
    sdx_buf_printf(out, "\nStages (%u)\n", m->nstages);
    render_table(out, &t, width);
    free(t.rows);
    return 0;
}

/* ---- summary metrics ----------------------------------------------------- */

typedef enum { F_DURATION, F_BYTES, F_COUNT } fmt_kind;

typedef struct summary {
    const sdx_stage *s;
    const double *q;
    size_t nq;
    int64_t count;
    double *o;              /* [SDX_TS_COUNT][nq] */
} summary;

/* 0, -1 no such stage, -2 out of memory */
static int summary_compute(const sdx_model *m, const sdx_stages_opts *op, summary *sm)
{
    memset(sm, 0, sizeof *sm);
    const sdx_stage *s = sdx_model_stage(m, op->stage_id, op->attempt_id);
    if (!s)
        return -1;
    int custom = op->q != NULL;
    sm->s = s;
    sm->q = custom ? op->q : default_q;
    sm->nq = custom ? op->nq : 5;
    size_t nq = sm->nq;
    sm->o = calloc((size_t)SDX_TS_COUNT * (nq ? nq : 1), sizeof(double));
    if (!sm->o)
        return -2;
    double *o = sm->o;
    if (custom || s->tasks) {
        sm->count = sdx_stage_task_summary(s, sm->q, nq, o);
    } else {
        /* streaming summary: quantiles 0, .25, .5, .75, 1 out of the 7 kept */
        static const int pick[5] = {0, 2, 3, 4, 6};
        const sdx_stage_summary *sum = s->summary;
        sm->count = sum ? sum->count : 0;
        for (size_t j = 0; sum && j < nq; j++) {
            int p = pick[j];
            for (int k = 0; k < SDX_TM_COUNT; k++)
                o[(size_t)k * nq + j] = sum->m[k][p];
            o[(size_t)SDX_TS_DURATION * nq + j] = sum->duration[p];
            o[(size_t)SDX_TS_SCHEDULER_DELAY * nq + j] = sum->scheduler_delay[p];
            o[(size_t)SDX_TS_SHUFFLE_READ_BYTES * nq + j] = sum->shuffle_read_bytes[p];
            o[(size_t)SDX_TS_GETTING_RESULT_TIME * nq + j] = NAN;
        }
    }
    return 0;
}

/* The rows of the UI's table, in its order; `when` says whether it shows. */
enum { W_ALWAYS, W_GETTING_RESULT, W_INPUT, W_OUTPUT, W_SHUFFLE_WRITE, W_SHUFFLE_READ, W_SPILL };
static const struct srow {
    const char *name, *key;
    int k1, k2;             /* k2 < 0: one value */
    fmt_kind f1, f2;
    int when;
} srows[] = {
    {"Duration", "duration", SDX_TS_DURATION, -1, F_DURATION, F_DURATION, W_ALWAYS},
    {"Scheduler Delay", "scheduler_delay", SDX_TS_SCHEDULER_DELAY, -1, F_DURATION, F_DURATION, W_ALWAYS},
    {"Task Deserialization Time", "task_deserialization_time", SDX_TM_EXECUTOR_DESERIALIZE_TIME, -1, F_DURATION,
     F_DURATION, W_ALWAYS},
    {"GC Time", "gc_time", SDX_TM_JVM_GC_TIME, -1, F_DURATION, F_DURATION, W_ALWAYS},
    {"Result Serialization Time", "result_serialization_time", SDX_TM_RESULT_SERIALIZATION_TIME, -1, F_DURATION,
     F_DURATION, W_ALWAYS},
    {"Getting Result Time", "getting_result_time", SDX_TS_GETTING_RESULT_TIME, -1, F_DURATION, F_DURATION,
     W_GETTING_RESULT},
    {"Peak Execution Memory", "peak_execution_memory", SDX_TM_PEAK_EXECUTION_MEMORY, -1, F_BYTES, F_BYTES,
     W_ALWAYS},
    {"Input Size / Records", "input", SDX_TM_INPUT_BYTES, SDX_TM_INPUT_RECORDS, F_BYTES, F_COUNT, W_INPUT},
    {"Output Size / Records", "output", SDX_TM_OUTPUT_BYTES, SDX_TM_OUTPUT_RECORDS, F_BYTES, F_COUNT, W_OUTPUT},
    {"Shuffle Write Size / Records", "shuffle_write", SDX_TM_SHUFFLE_WRITE_BYTES, SDX_TM_SHUFFLE_WRITE_RECORDS,
     F_BYTES, F_COUNT, W_SHUFFLE_WRITE},
    {"Shuffle Read Blocked Time", "shuffle_read_blocked_time", SDX_TM_SHUFFLE_FETCH_WAIT_TIME, -1, F_DURATION,
     F_DURATION, W_SHUFFLE_READ},
    {"Shuffle Read Size / Records", "shuffle_read", SDX_TS_SHUFFLE_READ_BYTES, SDX_TM_SHUFFLE_RECORDS_READ,
     F_BYTES, F_COUNT, W_SHUFFLE_READ},
    {"Shuffle Remote Reads", "shuffle_remote_reads", SDX_TM_SHUFFLE_REMOTE_BYTES_READ, -1, F_BYTES, F_BYTES,
     W_SHUFFLE_READ},
    {"Spill (memory)", "memory_spill", SDX_TM_MEMORY_BYTES_SPILLED, -1, F_BYTES, F_BYTES, W_SPILL},
    {"Spill (disk)", "disk_spill", SDX_TM_DISK_BYTES_SPILLED, -1, F_BYTES, F_BYTES, W_SPILL},
};

static int row_shown(const struct srow *r, const summary *sm)
{
    const sdx_stage *s = sm->s;
    switch (r->when) {
    case W_GETTING_RESULT: return !isnan(sm->o[(size_t)SDX_TS_GETTING_RESULT_TIME * sm->nq]);
    case W_INPUT: return s->m[SDX_TM_INPUT_BYTES] || s->m[SDX_TM_INPUT_RECORDS];
    case W_OUTPUT: return s->m[SDX_TM_OUTPUT_BYTES] || s->m[SDX_TM_OUTPUT_RECORDS];
    case W_SHUFFLE_WRITE: return s->m[SDX_TM_SHUFFLE_WRITE_BYTES] != 0;
    case W_SHUFFLE_READ: return s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ] != 0;
    case W_SPILL: return s->m[SDX_TM_MEMORY_BYTES_SPILLED] || s->m[SDX_TM_DISK_BYTES_SPILLED];
    default: return 1;
    }
}

static void fmt_value(double v, fmt_kind k, char out[32])
{
    if (isnan(v))
        snprintf(out, 32, "-");
    else if (k == F_DURATION)
        sdx_fmt_duration((int64_t)v, out);
    else if (k == F_BYTES)
        sdx_fmt_bytes((int64_t)v, out);
    else
        snprintf(out, 32, "%.0f", v);
}

static void cell_text(const struct srow *r, const summary *sm, size_t i, char cell[72])
{
    char a[32], b[32];
    fmt_value(sm->o[(size_t)r->k1 * sm->nq + i], r->f1, a);
    if (r->k2 >= 0) {
        fmt_value(sm->o[(size_t)r->k2 * sm->nq + i], r->f2, b);
        snprintf(cell, 72, "%s / %s", a, b);
    } else {
        snprintf(cell, 72, "%s", a);
    }
}

static void q_head(double q, char h[32])
{
    if (q == 0.0)
        snprintf(h, 32, "Min");
    else if (q == 1.0)
        snprintf(h, 32, "Max");
    else if (q == 0.5)
        snprintf(h, 32, "Median");
    else
        snprintf(h, 32, "%gth pct", q * 100);
}

static void render_summary_text(sdx_buf *out, const summary *sm, int width)
{
    const sdx_stage *s = sm->s;
    sdx_buf line;
    sdx_buf_init(&line);
    sdx_buf_printf(&line, "Summary Metrics for %" PRId64 " Completed Tasks of stage %d.%d (", sm->count, s->stage_id,
                   s->attempt_id);
    sdx_buf_puts(&line, s->name ? s->name : "");
    sdx_buf_putc(&line, ')');
    sdx_buf_putc(out, '\n');
    put_fit(out, sdx_buf_cstr(&line), (size_t)width, 0);
    sdx_buf_putc(out, '\n');
    sdx_buf_free(&line);
    if (sm->count <= 0) {
        sdx_buf_puts(out, "  no successful task reported metrics\n");
        return;
    }
    /* Three layouts, the first that fits: the UI's rows; the "Size /
     * Records" rows split in two; each name on its own line with its
     * numbers under it. Numbers are never cut. */
    size_t nsrows = sizeof srows / sizeof srows[0], nq = sm->nq;
    size_t maxrows = 2 * nsrows;
    char (*names)[48] = calloc(maxrows, sizeof *names);
    char (*cells)[72] = calloc(maxrows * (nq ? nq : 1), sizeof *cells);
    size_t *cw = calloc(nq ? nq : 1, sizeof *cw);
    if (!names || !cells || !cw) {
        free(names);
        free(cells);
        free(cw);
        return;
    }
    size_t nrows = 0, namew = 0, total = 0;
    int stacked = 0;
    for (int split = 0; split < 2; split++) {
        nrows = 0;
        for (size_t r = 0; r < nsrows; r++) {
            const struct srow *x = &srows[r];
            if (!row_shown(x, sm))
                continue;
            int parts = x->k2 >= 0 && split ? 2 : 1;
            for (int part = 0; part < parts; part++) {
                if (parts == 1) {
                    snprintf(names[nrows], 48, "%s", x->name);
                } else {
                    /* "Input Size / Records" -> "Input Size", "Input Records" */
                    const char *sl = strstr(x->name, " / ");
                    int plen = sl ? (int)(sl - x->name) : (int)strlen(x->name);
                    if (part == 0)
                        snprintf(names[nrows], 48, "%.*s", plen, x->name);
                    else
                        snprintf(names[nrows], 48, "%.*s Records", plen > 5 ? plen - 5 : plen, x->name);
                }
                for (size_t i = 0; i < nq; i++) {
                    char c[72], a[32];
                    if (parts == 1) {
                        cell_text(x, sm, i, c);
                    } else {
                        fmt_value(sm->o[(size_t)(part ? x->k2 : x->k1) * nq + i], part ? x->f2 : x->f1, a);
                        snprintf(c, sizeof c, "%s", a);
                    }
                    snprintf(cells[nrows * nq + i], 72, "%s", c);
                }
                nrows++;
            }
        }
        namew = strlen("Metric");
        for (size_t i = 0; i < nq; i++) {
            char h[32];
            q_head(sm->q[i], h);
            cw[i] = strlen(h);
        }
        for (size_t r = 0; r < nrows; r++) {
            if (strlen(names[r]) > namew)
                namew = strlen(names[r]);
            for (size_t i = 0; i < nq; i++)
                if (strlen(cells[r * nq + i]) > cw[i])
                    cw[i] = strlen(cells[r * nq + i]);
        }
        total = 0;
        for (size_t i = 0; i < nq; i++)
            total += cw[i] + 2;
        if (2 + namew + total <= (size_t)width)
            break;
        stacked = split == 1;
    }
    sdx_buf_puts(out, "  ");
    if (stacked)
        sdx_buf_puts(out, "Metric\n");
    else
        put_fit(out, "Metric", namew, 1);
    for (size_t i = 0; i < nq; i++) {
        char h[32];
        q_head(sm->q[i], h);
        sdx_buf_puts(out, "  ");
        pad_to(out, h, cw[i], 1);
    }
    sdx_buf_putc(out, '\n');
    for (size_t r = 0; r < nrows; r++) {
        sdx_buf_puts(out, "  ");
        if (stacked) {
            sdx_buf_puts(out, names[r]);
            sdx_buf_putc(out, '\n');
        } else {
            put_fit(out, names[r], namew, 1);
        }
        for (size_t i = 0; i < nq; i++) {
            sdx_buf_puts(out, "  ");
            pad_to(out, cells[r * nq + i], cw[i], 1);
        }
        sdx_buf_putc(out, '\n');
    }
    free(names);
    free(cells);
    free(cw);
}

int sdx_stages_render_text(const sdx_model *m, const sdx_stages_opts *o, sdx_buf *out)
{
    int width = eff_width(o);
    if (o && o->stage_id >= 0) {
        summary sm;
        int rc = summary_compute(m, o, &sm);
        if (rc == -1)
            return -1;
        app_header(out, m, width);
        if (rc == 0)
            render_summary_text(out, &sm, width);
        free(sm.o);
        return 0;
    }
    app_header(out, m, width);
    render_jobs(out, m, width);
    render_stage_table(out, m, width);
    return 0;
}

/* ---- JSON ---------------------------------------------------------------- */

static void jw_time(sdx_jw *w, const char *key, int64_t v)
{
    sdx_jw_key(w, key);
    if (v >= 0)
        sdx_jw_int(w, v);
    else
        sdx_jw_null(w);
}

static void jw_num(sdx_jw *w, double v)
{
    if (isnan(v))
        sdx_jw_null(w);
    else if (v == floor(v) && fabs(v) < 9.0e18)
        sdx_jw_int(w, (int64_t)v);
    else
        sdx_jw_double(w, v);
}

static const char *const fmt_units[] = {"ms", "bytes", "count"};

int sdx_stages_render_json(const sdx_model *m, const sdx_stages_opts *o, sdx_buf *out, int pretty)
{
    summary sm;
    int have_summary = 0;
    if (o && o->stage_id >= 0) {
        int rc = summary_compute(m, o, &sm);
        if (rc == -1)
            return -1;
        have_summary = rc == 0;
    }
    sdx_jw w;
    sdx_jw_init(&w, out, pretty);
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "schema");
    sdx_jw_str(&w, SDX_STAGES_SCHEMA);
    sdx_jw_key(&w, "application");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "id");
    sdx_jw_str(&w, m->app_id);
    sdx_jw_key(&w, "name");
    sdx_jw_str(&w, m->app_name);
    sdx_jw_key(&w, "spark_version");
    sdx_jw_str(&w, m->spark_version);
    sdx_jw_key(&w, "in_progress");
    sdx_jw_bool(&w, m->in_progress);
    jw_time(&w, "start_time", m->attempt.start_time);
    jw_time(&w, "end_time", m->app_end_time);
    jw_time(&w, "duration_ms",
            m->attempt.start_time >= 0 && m->app_end_time >= 0 ? m->app_end_time - m->attempt.start_time : -1);
    sdx_jw_obj_end(&w);
    if (o && o->stage_id >= 0) {
        const sdx_stage *s = sm.s;
        sdx_jw_key(&w, "summary");
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "stage_id");
        sdx_jw_int(&w, s->stage_id);
        sdx_jw_key(&w, "attempt_id");
        sdx_jw_int(&w, s->attempt_id);
        sdx_jw_key(&w, "name");
        sdx_jw_str(&w, s->name);
        sdx_jw_key(&w, "completed_tasks");
        sdx_jw_int(&w, have_summary ? sm.count : 0);
        sdx_jw_key(&w, "quantiles");
        sdx_jw_arr_begin(&w);
        for (size_t i = 0; have_summary && i < sm.nq; i++)
            sdx_jw_double(&w, sm.q[i]);
        sdx_jw_arr_end(&w);
        sdx_jw_key(&w, "metrics");
        sdx_jw_arr_begin(&w);
        for (size_t r = 0; have_summary && sm.count > 0 && r < sizeof srows / sizeof srows[0]; r++) {
            const struct srow *x = &srows[r];
            if (!row_shown(x, &sm))
                continue;
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "key");
            sdx_jw_str(&w, x->key);
            sdx_jw_key(&w, "name");
            sdx_jw_str(&w, x->name);
            sdx_jw_key(&w, "unit");
            sdx_jw_str(&w, fmt_units[x->f1]);
            sdx_jw_key(&w, "values");
            sdx_jw_arr_begin(&w);
            for (size_t i = 0; i < sm.nq; i++)
                jw_num(&w, sm.o[(size_t)x->k1 * sm.nq + i]);
            sdx_jw_arr_end(&w);
            if (x->k2 >= 0) {
                sdx_jw_key(&w, "records");
                sdx_jw_arr_begin(&w);
                for (size_t i = 0; i < sm.nq; i++)
                    jw_num(&w, sm.o[(size_t)x->k2 * sm.nq + i]);
                sdx_jw_arr_end(&w);
            }
            sdx_jw_obj_end(&w);
        }
        sdx_jw_arr_end(&w);
        sdx_jw_obj_end(&w);
        free(sm.o);
    } else {
        sdx_jw_key(&w, "jobs");
        sdx_jw_arr_begin(&w);
        for (uint32_t i = m->njobs; i-- > 0;) {
            const sdx_job *j = m->jobs[i];
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "job_id");
            sdx_jw_int(&w, j->job_id);
            sdx_jw_key(&w, "status");
            sdx_jw_str(&w, sdx_job_status_names[j->status]);
            sdx_jw_key(&w, "description");
            sdx_jw_str(&w, j->description ? j->description : j->name);
            jw_time(&w, "submission_time", j->submission_time);
            jw_time(&w, "duration_ms", j->submission_time >= 0 && j->completion_time >= 0
                                           ? j->completion_time - j->submission_time : -1);
            sdx_jw_key(&w, "stages_completed");
            sdx_jw_int(&w, j->completed_stages);
            sdx_jw_key(&w, "stages_total");
            sdx_jw_int(&w, (int64_t)j->nstage_ids - j->skipped_stages);
            sdx_jw_key(&w, "tasks_completed");
            sdx_jw_int(&w, j->completed_tasks);
            sdx_jw_key(&w, "tasks_total");
            sdx_jw_int(&w, (int64_t)j->num_tasks - j->skipped_tasks);
            sdx_jw_key(&w, "tasks_failed");
            sdx_jw_int(&w, j->failed_tasks);
            sdx_jw_obj_end(&w);
        }
        sdx_jw_arr_end(&w);
        sdx_jw_key(&w, "stages");
        sdx_jw_arr_begin(&w);
        for (uint32_t i = m->nstages; i-- > 0;) {
            const sdx_stage *s = m->stages[i];
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "stage_id");
            sdx_jw_int(&w, s->stage_id);
            sdx_jw_key(&w, "attempt_id");
            sdx_jw_int(&w, s->attempt_id);
            sdx_jw_key(&w, "status");
            sdx_jw_str(&w, sdx_stage_status_names[s->status]);
            sdx_jw_key(&w, "name");
            sdx_jw_str(&w, s->name);
            jw_time(&w, "submission_time", s->has_submission_time ? s->submission_time : -1);
            jw_time(&w, "duration_ms", s->has_submission_time && s->has_completion_time
                                           ? s->completion_time - s->submission_time : -1);
            sdx_jw_key(&w, "tasks_completed");
            sdx_jw_int(&w, s->completed_tasks);
            sdx_jw_key(&w, "tasks_total");
            sdx_jw_int(&w, s->num_tasks);
            sdx_jw_key(&w, "tasks_failed");
            sdx_jw_int(&w, s->failed_tasks);
            static const struct { const char *key; int k; } bytes[] = {
                {"input_bytes", SDX_TM_INPUT_BYTES},
                {"output_bytes", SDX_TM_OUTPUT_BYTES},
                {"shuffle_write_bytes", SDX_TM_SHUFFLE_WRITE_BYTES},
                {"memory_spilled_bytes", SDX_TM_MEMORY_BYTES_SPILLED},
                {"disk_spilled_bytes", SDX_TM_DISK_BYTES_SPILLED},
            };
            for (size_t k = 0; k < sizeof bytes / sizeof bytes[0]; k++) {
                sdx_jw_key(&w, bytes[k].key);
                sdx_jw_int(&w, s->m[bytes[k].k]);
            }
            sdx_jw_key(&w, "shuffle_read_bytes");
            sdx_jw_int(&w, s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]);
            sdx_jw_key(&w, "failure_reason");
            sdx_jw_str(&w, s->failure_reason);
            sdx_jw_obj_end(&w);
        }
        sdx_jw_arr_end(&w);
    }
    sdx_jw_obj_end(&w);
    sdx_buf_putc(out, '\n');
    return 0;
}
