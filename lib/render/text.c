/*
 * text.c: the report for a terminal, one function per section type (the
 * walker is walk.c). Text fits the given width (100 columns by default):
 * long sentences are wrapped at spaces under their indent, and colour
 * (severity, headings) is added only when the caller asks for it (the CLI
 * does on a TTY without NO_COLOR). Every string goes through
 * sdx_buf_put_visible before it is wrapped: a log cannot move the cursor,
 * set the title or start a line of its own.
 */
#include <stdio.h>
#include <string.h>

#include "render/render.h"
#include "sparkdx/analysis.h"
#include "sparkdx/diff.h"

typedef struct tw {
    sdx_buf *b;
    int color, width, ascii, all;
} tw;

#define C_RESET "\033[0m"
#define C_BOLD "\033[1m"
#define C_DIM "\033[2m"

static const char *sev_color(sdx_severity s)
{
    switch (s) {
    case SDX_SEV_CRITICAL: return "\033[1;31m";
    case SDX_SEV_HIGH: return "\033[31m";
    case SDX_SEV_MEDIUM: return "\033[33m";
    case SDX_SEV_LOW: return "\033[36m";
    default: return "\033[2m";
    }
}

static void on(tw *t, const char *code)
{
    if (t->color)
        sdx_buf_puts(t->b, code);
}

static void off(tw *t)
{
    if (t->color)
        sdx_buf_puts(t->b, C_RESET);
}

/* Write `text` (made visible) wrapped at `width`: the first line after
 * what is already written (`col` columns wide), the next ones indented by
 * `indent`. */
static void wrap(tw *t, int col, int indent, const char *text)
{
    sdx_buf vis;
    sdx_buf_init(&vis);
    sdx_buf_puts_visible(&vis, text ? text : "");
    const char *p = sdx_buf_cstr(&vis);
    while (*p) {
        int avail = t->width - col;
        if (avail < 20)
            avail = 20;
        size_t line = strlen(p);
        size_t take = line;
        if ((int)take > avail) {
            take = (size_t)avail;
            while (take > 0 && p[take] != ' ')
                take--;
            if (take == 0)
                take = (size_t)avail;   /* one long word: cut it */
        }
        sdx_buf_put(t->b, p, take);
        sdx_buf_putc(t->b, '\n');
        p += take;
        while (*p == ' ')
            p++;
        if (*p) {
            for (int i = 0; i < indent; i++)
                sdx_buf_putc(t->b, ' ');
            col = indent;
        }
    }
    if (!text || !*text)
        sdx_buf_putc(t->b, '\n');
    sdx_buf_free(&vis);
}

static void item(tw *t, int indent, const char *bullet, const char *text)
{
    for (int i = 0; i < indent; i++)
        sdx_buf_putc(t->b, ' ');
    sdx_buf_puts(t->b, bullet);
    wrap(t, indent + (int)strlen(bullet), indent + (int)strlen(bullet), text);
}

static void heading(tw *t, const char *h)
{
    sdx_buf_putc(t->b, '\n');
    on(t, C_BOLD);
    sdx_buf_puts(t->b, h);
    off(t);
    sdx_buf_putc(t->b, '\n');
}

static void text_header(void *st, const sdx_report *r, const sdx_report_section *s)
{
    tw *t = st;
    char l1[512], l2[512];
    rd_header_lines(r, l1, sizeof l1, l2, sizeof l2);
    on(t, C_BOLD);
    sdx_buf_puts(t->b, "sparkdx report: ");
    off(t);
    wrap(t, 16, 2, l1);
    item(t, 0, "", l2);
}

static void text_time(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    heading(st, "WHERE THE TIME GOES");
}

static void text_queries(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    char line[2400];
    for (uint32_t i = 0; i < r->nqueries; i++) {
        const sdx_report_query *q = &r->queries[i];
        rd_query_head(q, line, sizeof line);
        item(t, 2, "", line);
        rd_query_scope(q, line, sizeof line);
        item(t, 4, "", line);
        for (uint32_t k = 0; k < q->nops; k++) {
            rd_query_op(&q->ops[k], line, sizeof line);
            item(t, 4, k ? "              " : "hot operator: ", line);
        }
        if (q->more_ops) {
            snprintf(line, sizeof line, "and %u more: sparkdx sql LOG --id %lld", q->more_ops, (long long)q->sql_id);
            item(t, 4, "              ", line);
        }
        if (q->nreads) {
            rd_query_io("reads", q->reads, q->nreads, q->more_reads, line, sizeof line);
            item(t, 4, "", line);
        }
        if (q->nwrites) {
            rd_query_io("writes", q->writes, q->nwrites, q->more_writes, line, sizeof line);
            item(t, 4, "", line);
        }
        rd_query_findings(r, q, line, sizeof line);
        if (line[0])
            item(t, 4, "", line);
    }
    if (r->nqueries)
        sdx_buf_putc(t->b, '\n');
}

static void text_jobs(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    char a[32];
    for (uint32_t i = 0; i < r->njobs; i++) {
        const sdx_report_job *j = &r->jobs[i];
        char path[160] = "";
        for (uint32_t k = 0; k < j->ncritical && strlen(path) < 120; k++) {
            char s[16];
            snprintf(s, sizeof s, "%s%d", k ? " > " : "", j->critical_stages[k]);
            strncat(path, s, sizeof path - strlen(path) - 1);
        }
        rd_dur(j->duration_ms, a);
        char line[400];
        char sql[32] = "";
        if (j->sql_id >= 0)
            snprintf(sql, sizeof sql, " (sql %lld)", (long long)j->sql_id);
        snprintf(line, sizeof line, "job %d%s %s %s (%.0f%%)%s%s; stages on the critical path: %s", j->job_id, sql,
                 strcmp(j->status, "SUCCEEDED") ? j->status : "", a, 100.0 * j->share, j->description ? ": " : "",
                 j->description ? j->description : "", path[0] ? path : "-");
        item(t, 2, "", line);
    }
}

/* The task-time distribution of each heavy stage as a sparkline: tasks
 * per 1/32 of the slowest task's time (the summary's histogram). */
static void text_sparklines(tw *t, const sdx_report *r)
{
    const sdx_analysis *a = sdx_report_analysis(r);
    int head = 0;
    for (uint32_t i = 0; a && i < r->nstages; i++) {
        const sdx_stage_facts *f = sdx_analysis_stage(a, r->stages[i].stage_id, r->stages[i].attempt_id);
        if (!f || f->sum->count < 4 || f->sum->hist_duration_max <= 0)   /* a distribution of a few tasks says nothing */
            continue;
        if (!head++)
            item(t, 2, "", "task time distribution (tasks per 1/32 of the slowest task's time, 0 at the left):");
        char id[24], med[32], mx[32];
        snprintf(id, sizeof id, r->stages[i].attempt_id ? "%d.%d" : "%d", r->stages[i].stage_id,
                 r->stages[i].attempt_id);
        rd_dur((int64_t)f->sum->duration[3], med);
        rd_dur(f->sum->hist_duration_max, mx);
        sdx_buf_printf(t->b, "  %-6s |", id);
        rd_sparkline(t->b, f->sum->hist_duration, SDX_HIST_BINS, t->ascii);
        sdx_buf_printf(t->b, "| median %s, max %s, %lld tasks\n", med, mx, (long long)f->sum->count);
    }
}

static void text_stages(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    char a[32], b[32], c[32];
    if (r->nstages) {
        sdx_buf_printf(t->b, "\n  %-6s %8s %5s %6s %5s %9s %11s %-11s %s\n", "stage", "time", "share", "tasks",
                       "slots", "slowest", "total/slots", "bound", "operators");
        for (uint32_t i = 0; i < r->nstages; i++) {
            const sdx_report_stage *s = &r->stages[i];
            char id[16];
            snprintf(id, sizeof id, s->attempt_id ? "%d.%d" : "%d", s->stage_id, s->attempt_id);
            rd_dur(s->duration_ms, a);
            rd_dur(s->slowest_task_ms, b);
            rd_dur(s->capacity_ms, c);
            sdx_buf ops;
            sdx_buf_init(&ops);
            sdx_buf_puts_visible(&ops, s->operators ? s->operators : (s->name ? s->name : ""));
            int room = t->width - 71;   /* the columns before the operators take 71 */
            sdx_buf_printf(t->b, "  %-6s %8s %4.0f%% %6d %5d %9s %11s %-11s %.*s\n", id, a, 100.0 * s->share,
                           s->tasks, s->slots, b, c, s->bound, room > 10 ? room : 10, sdx_buf_cstr(&ops));
            sdx_buf_free(&ops);
        }
        item(t, 2, "", "stage time ~ max(slowest task, total task time / slots): skew-bound stages gain from "
                       "splitting their slowest task, capacity-bound ones from more slots or less work.");
        for (uint32_t i = 0; i < r->nstages; i++) {
            const sdx_report_stage *s = &r->stages[i];
            char line[1200], bullet[32];
            if (!s->verdict && !s->explained_by)
                continue;
            snprintf(bullet, sizeof bullet, "stage %d: ", s->stage_id);
            if (s->verdict)
                snprintf(line, sizeof line, "%s", s->verdict);
            else
                snprintf(line, sizeof line, "see %s below", s->explained_by);
            item(t, 2, bullet, line);
        }
        text_sparklines(t, r);
    }
    for (uint32_t i = 0; i < r->ncontext; i++)
        item(t, 2, i ? "         " : "context: ", r->context[i].text);
}

static void text_findings(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    sdx_buf *out = t->b;
    char h[64], d[32];
    snprintf(h, sizeof h, "FINDINGS (%u)", r->nfindings);
    heading(t, h);
    if (!r->nfindings)
        item(t, 2, "", "nothing to report: see what was checked below.");
    uint32_t shown = r->nfindings;
    if (!t->all && shown > SDX_RENDER_TEXT_FINDINGS)
        shown = SDX_RENDER_TEXT_FINDINGS;
    for (uint32_t i = 0; i < shown; i++) {
        const sdx_finding *f = &r->findings[i];
        sdx_buf_printf(out, "%s%2u. ", i ? "\n" : "", i + 1);
        on(t, sev_color(f->severity));
        sdx_buf_printf(out, "%-8s", sdx_severity_name(f->severity));
        off(t);
        on(t, C_BOLD);
        sdx_buf_putc(out, ' ');
        sdx_buf_puts_visible(out, f->id);
        off(t);
        if (r->baseline)
            sdx_buf_printf(out, "  [%s since the baseline]", rd_since(r, i));
        sdx_buf_putc(out, '\n');
        item(t, 4, "", f->title);
        char wh[256];
        rd_where(f, wh, sizeof wh);
        rd_dur(f->impact_ms, d);
        char meta[400];
        snprintf(meta, sizeof meta, "impact %s%s, confidence %.2f%s%s", f->impact_ms > 0 ? "~" : "",
                 f->impact_ms > 0 ? d : f->off_critical ? "none on the critical path" : "not measured", f->confidence, wh[0] ? " · " : "", wh);
        on(t, C_DIM);
        item(t, 4, "", meta);
        off(t);
        if (f->nevidence) {
            item(t, 4, "", "evidence:");
            for (uint32_t k = 0; k < f->nevidence; k++)
                item(t, 6, "- ", f->evidence[k].text);
        }
        if (f->nagainst) {
            item(t, 4, "", "against:");
            for (uint32_t k = 0; k < f->nagainst; k++)
                item(t, 6, "- ", f->against[k].text);
        }
        if (f->nfixes) {
            item(t, 4, "", "fixes, cheapest first:");
            for (uint32_t k = 0; k < f->nfixes; k++) {
                char bullet[32];
                snprintf(bullet, sizeof bullet, "%u. [%s] ", k + 1, sdx_fix_kind_name(f->fixes[k].kind));
                item(t, 6, bullet, f->fixes[k].action);
                int ind = 6 + (int)strlen(bullet);
                if (f->fixes[k].why)
                    item(t, ind, "why: ", f->fixes[k].why);
                if (f->fixes[k].caveat)
                    item(t, ind, "caveat: ", f->fixes[k].caveat);
            }
        }
        if (f->confirm)
            item(t, 4, "confirm: ", f->confirm);
        if (f->verify)
            item(t, 4, "verify: ", f->verify);
    }
    if (shown < r->nfindings) {
        sdx_buf rest;
        sdx_buf_init(&rest);
        sdx_buf_printf(&rest, "%u more (--all shows them):", r->nfindings - shown);
        for (uint32_t i = shown; i < r->nfindings; i++)
            sdx_buf_printf(&rest, "%s %s %s", i > shown ? "," : "", sdx_severity_name(r->findings[i].severity),
                           r->findings[i].id);
        sdx_buf_putc(out, '\n');
        item(t, 2, "", sdx_buf_cstr(&rest));
        sdx_buf_free(&rest);
    }
}

static void text_ruled_out(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    if (!r->nruled_out)
        return;
    heading(t, "RULED OUT");
    for (uint32_t i = 0; i < r->nruled_out; i++) {
        char bullet[48];
        snprintf(bullet, sizeof bullet, "- %s: ", r->ruled_out[i].id);
        item(t, 2, bullet, r->ruled_out[i].text);
    }
}

static void text_prevent(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    if (!r->nalerts)
        return;
    heading(t, "PREVENT (alerts, with today's values as baselines)");
    for (uint32_t i = 0; i < r->nalerts; i++) {
        char line[600];
        snprintf(line, sizeof line, "%s (now %s)", r->alerts[i].alert, r->alerts[i].current);
        item(t, 2, "- ", line);
    }
}

static void text_notes(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    if (!r->nnotes)
        return;
    heading(t, "NOTES");
    for (uint32_t i = 0; i < r->nnotes; i++)
        item(t, 2, "- ", r->notes[i]);
}

static void text_baseline(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    const sdx_report_baseline *b = sec->data;
    if (!b || !b->diff)
        return;
    sdx_diff_render_text_section(b->diff, t->b, t->width);
    if (b->ngone) {
        char h[64];
        snprintf(h, sizeof h, "  gone since the baseline (%u):", b->ngone);
        item(t, 0, "", "");
        item(t, 0, "", h);
        for (uint32_t i = 0; i < b->ngone; i++) {
            char lead[96];
            snprintf(lead, sizeof lead, "- %s (%s): ", b->gone[i]->id, sdx_severity_name(b->gone[i]->severity));
            item(t, 4, lead, b->gone[i]->title);
        }
    }
}

static void text_aqe(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    tw *t = st;
    const sdx_report_aqe *a = r->aqe;
    if (!a || !a->nexecs)
        return;
    heading(t, "WHAT AQE DID");
    char line[1024];
    for (uint32_t i = 0; i < a->nexecs; i++) {
        rd_aqe_exec_line(&a->execs[i], line, sizeof line);
        item(t, 2, "- ", line);
    }
    if (a->more_execs) {
        snprintf(line, sizeof line, "%u more execution%s re-planned", a->more_execs, a->more_execs == 1 ? "" : "s");
        item(t, 2, "- ", line);
    }
    if (a->nunhandled) {
        item(t, 2, "", "skew AQE could not split:");
        for (uint32_t i = 0; i < a->nunhandled; i++) {
            rd_aqe_unhandled_line(&a->unhandled[i], line, sizeof line);
            item(t, 4, "- ", line);
        }
    }
    item(t, 2, "thresholds: ", a->thresholds_text);
}

static const rd_backend text_backend = {
    "text", NULL, NULL,
    {
        [SDX_SECTION_HEADER] = text_header,
        [SDX_SECTION_TIME] = text_time,
        [SDX_SECTION_JOBS] = text_jobs,
        [SDX_SECTION_STAGES] = text_stages,
        [SDX_SECTION_COUNTS] = NULL,   /* the counts are in the JSON only */
        [SDX_SECTION_FINDINGS] = text_findings,
        [SDX_SECTION_RULED_OUT] = text_ruled_out,
        [SDX_SECTION_PREVENT] = text_prevent,
        [SDX_SECTION_NOTES] = text_notes,
        [SDX_SECTION_BASELINE] = text_baseline,
        [SDX_SECTION_AQE] = text_aqe,
        [SDX_SECTION_QUERIES] = text_queries,
    }};

void sdx_report_render_text(const sdx_report *r, sdx_buf *out, int flags, int width)
{
    tw t = {out, flags & SDX_RENDER_COLOR, width > 40 ? width : 100, (flags & SDX_RENDER_ASCII) != 0,
            (flags & SDX_RENDER_ALL) != 0};
    rd_walk(&text_backend, &t, r);
}
