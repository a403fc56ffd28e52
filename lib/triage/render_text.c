/*
 * render_text.c: the human-readable failure report. Evidence first: for each
 * failure the input line it was found on, then the root cause, where it
 * happened, how often, exit code, user code, determinism, the chain, and
 * only then the explanation and the next steps (cheapest first). The
 * primary failure comes first; consequences say which failure caused them.
 */
#include "sparkdx/triage.h"

#include <inttypes.h>
#include <string.h>

static void where_line(const sdx_failure *f, sdx_buf *o)
{
    int any = 0;
    sdx_buf_puts(o, "    where     ");
    if (f->stage_id >= 0) {
        if (f->stage_attempt >= 0)
            sdx_buf_printf(o, "stage %d.%d", f->stage_id, f->stage_attempt);
        else
            sdx_buf_printf(o, "stage %d", f->stage_id);
        any = 1;
    }
    if (f->stage_name)
        sdx_buf_printf(o, " (%s)", f->stage_name);
    if (f->task_index >= 0) {
        sdx_buf_printf(o, "%stask %d", any ? ", " : "", f->task_index);
        if (f->task_attempt >= 0)
            sdx_buf_printf(o, ".%d", f->task_attempt);
        any = 1;
    }
    if (f->tid >= 0) {
        sdx_buf_printf(o, "%s(TID %" PRId64 ")", any ? " " : "", f->tid);
        any = 1;
    }
    if (f->partition >= 0) {
        sdx_buf_printf(o, "%spartition %d", any ? ", " : "", f->partition);
        any = 1;
    }
    if (f->executor) {
        sdx_buf_printf(o, "%sexecutor %s", any ? ", " : "", f->executor);
        any = 1;
    }
    if (f->host) {
        sdx_buf_printf(o, "%shost %s", any ? ", " : "", f->host);
        any = 1;
    }
    if (!any)
        sdx_buf_puts(o, "not in the text (driver side or no task context)");
    sdx_buf_putc(o, '\n');
}

/* "in 37 lines", "in 37 lines and the event log", "in the event log" */
static void input_words(const sdx_triage_result *r, sdx_buf *o)
{
    if (r->eventlog && r->lines == 0)
        sdx_buf_puts(o, "in the event log");
    else
        sdx_buf_printf(o, "in %" PRIu64 " lines%s", r->lines, r->eventlog ? " and the event log" : "");
}

static void render_one(const sdx_triage_result *r, size_t i, sdx_buf *o)
{
    const sdx_failure *f = &r->failures[i];
    int primary = (int)i == r->primary;
    sdx_buf_printf(o, "#%zu  %s", i + 1, sdx_fclass_name(f->fclass));
    if (primary)
        sdx_buf_puts(o, "  (primary: the first cause of what broke)");
    else if (f->caused_by >= 0)
        sdx_buf_printf(o, "  (consequence of #%d)", f->caused_by + 1);
    sdx_buf_printf(o, "  [%s]\n", f->rule);
    if (f->evidence && f->first_line)
        sdx_buf_printf(o, "    evidence  line %" PRIu64 ": %s\n", f->first_line, f->evidence);
    else if (f->evidence)
        sdx_buf_printf(o, "    evidence  event log: %s\n", f->evidence);
    if (f->source == (SDX_SRC_TEXT | SDX_SRC_EVENTLOG))
        sdx_buf_puts(o, "              (the event log reports it too)\n");
    sdx_buf_printf(o, "    root      %s\n", f->root_exception);
    if (f->root_message)
        sdx_buf_printf(o, "              %s\n", f->root_message);
    where_line(f, o);
    sdx_buf_puts(o, "    seen      ");
    if (f->attempts >= 0)
        sdx_buf_printf(o, "failed %d times; ", f->attempts);
    sdx_buf_printf(o, "reported %u time%s", f->occurrences, f->occurrences == 1 ? "" : "s");
    if (f->n_tasks)
        sdx_buf_printf(o, ", %u task%s", f->n_tasks, f->n_tasks == 1 ? "" : "s");
    if (f->n_executors)
        sdx_buf_printf(o, ", %u executor%s", f->n_executors, f->n_executors == 1 ? "" : "s");
    if (f->n_hosts)
        sdx_buf_printf(o, ", %u host%s", f->n_hosts, f->n_hosts == 1 ? "" : "s");
    sdx_buf_putc(o, '\n');
    if (f->exit_code_known)
        sdx_buf_printf(o, "    exit code %d%s%s\n", f->exit_code, f->exit_meaning ? ": " : "",
                       f->exit_meaning ? f->exit_meaning : "");
    if (f->error_class)
        sdx_buf_printf(o, "    error class %s\n", f->error_class);
    if (f->user_frame)
        sdx_buf_printf(o, "    user code %s\n", f->user_frame);
    sdx_buf_printf(o, "    deterministic %s%s%s\n",
                   f->deterministic == 1 ? "yes" : f->deterministic == 0 ? "no" : "unknown",
                   f->determinism_why ? ": " : "", f->determinism_why ? f->determinism_why : "");
    for (size_t k = 0; k < f->nchain; k++)
        sdx_buf_printf(o, "    %s %s\n", k == 0 ? "chain    " : "       -> ", f->chain[k]);
    sdx_buf_printf(o, "    why       %s\n", f->explanation);
    if (f->collateral && !primary)
        return;
    for (size_t k = 0; k < f->nnext; k++)
        sdx_buf_printf(o, "    %s %zu. %s\n", k == 0 ? "next     " : "         ", k + 1, f->next_steps[k]);
}

void sdx_triage_render_text(const sdx_triage_result *r, sdx_buf *o)
{
    if (!r->n) {
        sdx_buf_puts(o, "sparkdx failure: no failure found ");
        input_words(r, o);
        sdx_buf_putc(o, '\n');
        return;
    }
    sdx_buf_printf(o, "sparkdx failure: %zu failure%s ", r->n, r->n == 1 ? "" : "s");
    input_words(r, o);
    if (r->primary >= 0) {
        const sdx_failure *p = &r->failures[r->primary];
        sdx_buf_printf(o, "; primary #%d: %s, %s", r->primary + 1, sdx_fclass_name(p->fclass), p->root_exception);
    }
    sdx_buf_puts(o, "\n");
    if (r->dropped)
        sdx_buf_printf(o, "(%" PRIu64 " further distinct failures not kept)\n", r->dropped);
    if (r->truncated_lines)
        sdx_buf_printf(o, "(%" PRIu64 " over-long lines were cut)\n", r->truncated_lines);
    if (r->primary >= 0) {
        sdx_buf_putc(o, '\n');
        render_one(r, (size_t)r->primary, o);
    }
    for (size_t i = 0; i < r->n; i++) {
        if ((int)i == r->primary)
            continue;
        sdx_buf_putc(o, '\n');
        render_one(r, i, o);
    }
}
