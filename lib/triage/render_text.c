/*
 * render_text.c: the human-readable failure report. Evidence first: for each
 * failure the input line it was found on, then the root cause, where it
 * happened, how often, exit code, user code, determinism, the chain, and
 * only then the explanation and the next steps (cheapest first). The
 * primary failure comes first; consequences say which failure caused them.
 *
 * Every line fits the width: a field's value is composed whole (text from
 * the input through sdx_buf_put_visible), then wrapped at spaces under its
 * label with a hanging indent. A token longer than a whole line (a long
 * class name or URL) is the only thing ever cut, at a code-point boundary.
 */
#include "sparkdx/triage.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#define MIN_WIDTH 40
#define LABEL_COLS 14

/* Display columns of s[0..n): code points (UTF-8 continuation bytes do not count). */
static size_t cols(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            c++;
    return c;
}

/* Byte length of the longest prefix of s[0..n) that takes at most `max` columns. */
static size_t fit_bytes(const char *s, size_t n, size_t max)
{
    size_t c = 0, i = 0;
    while (i < n) {
        size_t j = i + 1;
        while (j < n && ((unsigned char)s[j] & 0xC0) == 0x80)
            j++;
        if (c + 1 > max)
            break;
        c++;
        i = j;
    }
    return i;
}

/* Writes `text` (already made visible) after `first` on the first line and
 * after `cont` on the following ones, wrapped at spaces to `width` columns. */
static void wrap(sdx_buf *o, int width, const char *first, const char *cont, const char *text, size_t n)
{
    const char *prefix = first;
    size_t used = cols(first, strlen(first));
    int line_empty = 1;
    sdx_buf_puts(o, prefix);
    size_t i = 0;
    while (i < n) {
        size_t gap = 0; /* spaces before the token, kept when no line break falls there */
        while (i < n && text[i] == ' ')
            i++, gap++;
        if (i >= n)
            break;
        if (gap == 0)
            gap = 1;
        size_t j = i;
        while (j < n && text[j] != ' ')
            j++;
        const char *w = text + i;
        size_t wl = j - i, wc = cols(w, wl);
        if (!line_empty && used + gap + wc > (size_t)width) {
            sdx_buf_putc(o, '\n');
            prefix = cont;
            used = cols(cont, strlen(cont));
            sdx_buf_puts(o, prefix);
            line_empty = 1;
        }
        if (!line_empty) {
            for (size_t g = 0; g < gap; g++)
                sdx_buf_putc(o, ' ');
            used += gap;
        }
        /* a token longer than a whole line: cut it, nothing else fits there */
        while (wc > (size_t)width - used) {
            size_t b = fit_bytes(w, wl, (size_t)width - used);
            if (b == 0)
                b = fit_bytes(w, wl, 1);
            sdx_buf_put(o, w, b);
            w += b;
            wl -= b;
            wc = cols(w, wl);
            sdx_buf_putc(o, '\n');
            prefix = cont;
            used = cols(cont, strlen(cont));
            sdx_buf_puts(o, prefix);
        }
        sdx_buf_put(o, w, wl);
        used += wc;
        line_empty = 0;
        i = j;
    }
    sdx_buf_putc(o, '\n');
}

static void field_emit(sdx_buf *o, int width, const char *first, const char *cont, sdx_buf *v)
{
    wrap(o, width, first, cont, v->data ? v->data : "", v->len);
    v->len = 0;
}

static void put_where(const sdx_failure *f, sdx_buf *v)
{
    int any = 0;
    if (f->stage_id >= 0) {
        if (f->stage_attempt >= 0)
            sdx_buf_printf(v, "stage %d.%d", f->stage_id, f->stage_attempt);
        else
            sdx_buf_printf(v, "stage %d", f->stage_id);
        any = 1;
    }
    if (f->stage_name) {
        sdx_buf_puts(v, " (");
        sdx_buf_puts_visible(v, f->stage_name);
        sdx_buf_putc(v, ')');
    }
    if (f->task_index >= 0) {
        sdx_buf_printf(v, "%stask %d", any ? ", " : "", f->task_index);
        if (f->task_attempt >= 0)
            sdx_buf_printf(v, ".%d", f->task_attempt);
        any = 1;
    }
    if (f->tid >= 0) {
        sdx_buf_printf(v, "%s(TID %" PRId64 ")", any ? " " : "", f->tid);
        any = 1;
    }
    if (f->partition >= 0) {
        sdx_buf_printf(v, "%spartition %d", any ? ", " : "", f->partition);
        any = 1;
    }
    if (f->executor) {
        sdx_buf_printf(v, "%sexecutor ", any ? ", " : "");
        sdx_buf_puts_visible(v, f->executor);
        any = 1;
    }
    if (f->host) {
        sdx_buf_printf(v, "%shost ", any ? ", " : "");
        sdx_buf_puts_visible(v, f->host);
        any = 1;
    }
    if (!any)
        sdx_buf_puts(v, "not in the text (driver side or no task context)");
}

/* "in 37 lines", "in 37 lines and the event log", "in the event log" */
static void input_words(const sdx_triage_result *r, sdx_buf *o)
{
    if (r->eventlog && r->lines == 0)
        sdx_buf_puts(o, "in the event log");
    else
        sdx_buf_printf(o, "in %" PRIu64 " lines%s", r->lines, r->eventlog ? " and the event log" : "");
}

static const char CONT[] = "              "; /* LABEL_COLS spaces */

static void render_one(const sdx_triage_result *r, size_t i, sdx_buf *o, int width, sdx_buf *v)
{
    const sdx_failure *f = &r->failures[i];
    int primary = (int)i == r->primary;
    sdx_buf_printf(v, "%s", sdx_fclass_name(f->fclass));
    if (primary)
        sdx_buf_puts(v, "  (primary: the first cause of what broke)");
    else if (f->caused_by >= 0)
        sdx_buf_printf(v, "  (consequence of #%d)", f->caused_by + 1);
    sdx_buf_printf(v, "  [%s]", f->rule);
    char head[32];
    snprintf(head, sizeof head, "#%zu  ", i + 1);
    field_emit(o, width, head, "    ", v);
    if (f->evidence) {
        if (f->first_line)
            sdx_buf_printf(v, "line %" PRIu64 ": ", f->first_line);
        else
            sdx_buf_puts(v, "event log: ");
        sdx_buf_puts_visible(v, f->evidence);
        field_emit(o, width, "    evidence  ", CONT, v);
    }
    if (f->source == (SDX_SRC_TEXT | SDX_SRC_EVENTLOG)) {
        sdx_buf_puts(v, "(the event log reports it too)");
        field_emit(o, width, CONT, CONT, v);
    }
    sdx_buf_puts_visible(v, f->root_exception);
    field_emit(o, width, "    root      ", CONT, v);
    if (f->root_message) {
        sdx_buf_puts_visible(v, f->root_message);
        field_emit(o, width, CONT, CONT, v);
    }
    put_where(f, v);
    field_emit(o, width, "    where     ", CONT, v);
    if (f->attempts >= 0)
        sdx_buf_printf(v, "failed %d times; ", f->attempts);
    sdx_buf_printf(v, "reported %u time%s", f->occurrences, f->occurrences == 1 ? "" : "s");
    if (f->n_tasks)
        sdx_buf_printf(v, ", %u task%s", f->n_tasks, f->n_tasks == 1 ? "" : "s");
    if (f->n_executors)
        sdx_buf_printf(v, ", %u executor%s", f->n_executors, f->n_executors == 1 ? "" : "s");
    if (f->n_hosts)
        sdx_buf_printf(v, ", %u host%s", f->n_hosts, f->n_hosts == 1 ? "" : "s");
    field_emit(o, width, "    seen      ", CONT, v);
    if (f->exit_code_known) {
        sdx_buf_printf(v, "%d%s%s", f->exit_code, f->exit_meaning ? ": " : "", f->exit_meaning ? f->exit_meaning : "");
        field_emit(o, width, "    exit code ", CONT, v);
    }
    if (f->error_class) {
        sdx_buf_puts_visible(v, f->error_class);
        field_emit(o, width, "    error class ", CONT, v);
    }
    if (f->user_frame) {
        sdx_buf_puts_visible(v, f->user_frame);
        field_emit(o, width, "    user code ", CONT, v);
    }
    sdx_buf_puts(v, f->deterministic == 1 ? "yes" : f->deterministic == 0 ? "no" : "unknown");
    if (f->determinism_why) {
        sdx_buf_puts(v, ": ");
        sdx_buf_puts_visible(v, f->determinism_why);
    }
    field_emit(o, width, "    deterministic ", CONT, v);
    for (size_t k = 0; k < f->nchain; k++) {
        sdx_buf_puts_visible(v, f->chain[k]);
        field_emit(o, width, k == 0 ? "    chain     " : "           -> ", CONT, v);
    }
    sdx_buf_puts(v, f->explanation);
    field_emit(o, width, "    why       ", CONT, v);
    if (f->collateral && !primary)
        return;
    for (size_t k = 0; k < f->nnext; k++) {
        char first[48];
        snprintf(first, sizeof first, "    %s %zu. ", k == 0 ? "next     " : "         ", k + 1);
        sdx_buf_puts(v, f->next_steps[k]);
        field_emit(o, width, first, "                 ", v);
    }
}

void sdx_triage_render_text(const sdx_triage_result *r, sdx_buf *o, int width)
{
    if (width <= 0)
        width = 100;
    if (width < MIN_WIDTH)
        width = MIN_WIDTH;
    sdx_buf v;
    sdx_buf_init(&v);
    if (!r->n) {
        sdx_buf_puts(&v, "no failure found ");
        input_words(r, &v);
        field_emit(o, width, "sparkdx failure: ", "  ", &v);
        if (sdx_buf_failed(&v))
            sdx_buf_fail(o);
        sdx_buf_free(&v);
        return;
    }
    sdx_buf_printf(&v, "%zu failure%s ", r->n, r->n == 1 ? "" : "s");
    input_words(r, &v);
    if (r->primary >= 0) {
        const sdx_failure *p = &r->failures[r->primary];
        sdx_buf_printf(&v, "; primary #%d: %s, ", r->primary + 1, sdx_fclass_name(p->fclass));
        sdx_buf_puts_visible(&v, p->root_exception);
    }
    field_emit(o, width, "sparkdx failure: ", "  ", &v);
    if (r->dropped)
        sdx_buf_printf(o, "(%" PRIu64 " further distinct failures not kept)\n", r->dropped);
    if (r->truncated_lines)
        sdx_buf_printf(o, "(%" PRIu64 " over-long lines were cut)\n", r->truncated_lines);
    if (r->primary >= 0) {
        sdx_buf_putc(o, '\n');
        render_one(r, (size_t)r->primary, o, width, &v);
    }
    for (size_t i = 0; i < r->n; i++) {
        if ((int)i == r->primary)
            continue;
        sdx_buf_putc(o, '\n');
        render_one(r, i, o, width, &v);
    }
    if (sdx_buf_failed(&v))
        sdx_buf_fail(o);   /* a field was lost with the scratch buffer: no text rather than less */
    sdx_buf_free(&v);
}
