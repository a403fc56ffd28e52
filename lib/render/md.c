/*
 * md.c: the report as Markdown for tickets and pull requests, one function
 * per section type (the walker is walk.c). Every string is escaped for
 * Markdown (| * _ ` < get a backslash) and made visible
 * (sdx_buf_put_visible): an embedded newline comes out as "\n" and cannot
 * start a line, a table row or a heading of its own.
 */
#include <stdio.h>
#include <string.h>

#include "render/render.h"
#include "sparkdx/diff.h"

static void md_escape(sdx_buf *b, const char *s)
{
    const char *run = s;
    for (; s && *s; s++) {
        if (*s == '|' || *s == '*' || *s == '_' || *s == '`' || *s == '<') {
            sdx_buf_put_visible(b, run, (size_t)(s - run));
            sdx_buf_putc(b, '\\');
            sdx_buf_putc(b, *s);
            run = s + 1;
        }
    }
    if (run)
        sdx_buf_put_visible(b, run, (size_t)(s - run));
}

static void md_header(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    char l1[512], l2[512];
    rd_header_lines(r, l1, sizeof l1, l2, sizeof l2);
    sdx_buf_puts(out, "## sparkdx report: ");
    md_escape(out, l1);
    sdx_buf_puts(out, "\n\n");
    md_escape(out, l2);
    sdx_buf_puts(out, "\n");
}

static void md_time(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf_puts(st, "\n### Where the time goes\n\n");
}

static void md_queries(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    char line[2400];
    for (uint32_t i = 0; i < r->nqueries; i++) {
        const sdx_report_query *q = &r->queries[i];
        rd_query_head(q, line, sizeof line);
        sdx_buf_puts(out, "- ");
        md_escape(out, line);
        sdx_buf_puts(out, "\n  - ");
        rd_query_scope(q, line, sizeof line);
        md_escape(out, line);
        for (uint32_t k = 0; k < q->nops; k++) {
            rd_query_op(&q->ops[k], line, sizeof line);
            sdx_buf_puts(out, "\n  - hot operator: ");
            md_escape(out, line);
        }
        if (q->more_ops)
            sdx_buf_printf(out, "\n  - and %u more hot operators: `sparkdx sql LOG --id %lld`", q->more_ops,
                           (long long)q->sql_id);
        if (q->nreads) {
            rd_query_io("reads", q->reads, q->nreads, q->more_reads, line, sizeof line);
            sdx_buf_puts(out, "\n  - ");
            md_escape(out, line);
        }
        if (q->nwrites) {
            rd_query_io("writes", q->writes, q->nwrites, q->more_writes, line, sizeof line);
            sdx_buf_puts(out, "\n  - ");
            md_escape(out, line);
        }
        rd_query_findings(r, q, line, sizeof line);
        if (line[0]) {
            sdx_buf_puts(out, "\n  - ");
            md_escape(out, line);
        }
        sdx_buf_putc(out, '\n');
    }
    if (r->nqueries)
        sdx_buf_putc(out, '\n');
}

static void md_jobs(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    char a[32];
    for (uint32_t i = 0; i < r->njobs; i++) {
        const sdx_report_job *j = &r->jobs[i];
        rd_dur(j->duration_ms, a);
        sdx_buf_printf(out, "- job %d", j->job_id);
        if (j->sql_id >= 0)
            sdx_buf_printf(out, " (sql %lld)", (long long)j->sql_id);
        sdx_buf_printf(out, " %s (%.0f%%)", a, 100.0 * j->share);
        if (strcmp(j->status, "SUCCEEDED"))
            sdx_buf_printf(out, " **%s**", j->status);
        if (j->description) {
            sdx_buf_puts(out, ": ");
            md_escape(out, j->description);
        }
        sdx_buf_puts(out, "; critical path: ");
        for (uint32_t k = 0; k < j->ncritical; k++)
            sdx_buf_printf(out, "%s%d", k ? " → " : "", j->critical_stages[k]);
        sdx_buf_putc(out, '\n');
    }
}

static void md_stages(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    char a[32], b[32], c[32];
    if (r->nstages) {
        sdx_buf_puts(out, "\n| stage | time | share | tasks | slots | slowest task | total / slots | bound | operators |\n"
                          "|---|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (uint32_t i = 0; i < r->nstages; i++) {
            const sdx_report_stage *s = &r->stages[i];
            rd_dur(s->duration_ms, a);
            rd_dur(s->slowest_task_ms, b);
            rd_dur(s->capacity_ms, c);
            sdx_buf_printf(out, "| %d.%d | %s | %.0f%% | %d | %d | %s | %s | %s | ", s->stage_id, s->attempt_id, a,
                           100.0 * s->share, s->tasks, s->slots, b, c, s->bound);
            md_escape(out, s->operators ? s->operators : s->name);
            sdx_buf_puts(out, " |\n");
        }
        sdx_buf_puts(out, "\nStage time ≈ max(slowest task, total task time ÷ slots).\n");
        for (uint32_t i = 0; i < r->ncontext; i++) {
            sdx_buf_puts(out, i ? "- " : "\nContext (expected structure, not findings):\n\n- ");
            md_escape(out, r->context[i].text);
            sdx_buf_putc(out, '\n');
        }
        for (uint32_t i = 0; i < r->nstages; i++) {
            const sdx_report_stage *s = &r->stages[i];
            if (!s->verdict && !s->explained_by)
                continue;
            sdx_buf_printf(out, "%s- stage %d: ", i ? "" : "\n", s->stage_id);
            if (s->verdict)
                md_escape(out, s->verdict);
            else {
                sdx_buf_puts(out, "see `");
                md_escape(out, s->explained_by);
                sdx_buf_puts(out, "` below");
            }
            sdx_buf_putc(out, '\n');
        }
    }
}

static void md_list(sdx_buf *out, const char *title, const sdx_evidence *e, uint32_t n)
{
    if (!n)
        return;
    sdx_buf_printf(out, "\n**%s**\n\n", title);
    for (uint32_t k = 0; k < n; k++) {
        sdx_buf_puts(out, "- ");
        md_escape(out, e[k].text);
        sdx_buf_putc(out, '\n');
    }
}

static void md_findings(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    sdx_buf_printf(out, "\n### Findings (%u)\n", r->nfindings);
    if (!r->nfindings)
        sdx_buf_puts(out, "\nNothing to report.\n");
    for (uint32_t i = 0; i < r->nfindings; i++) {
        const sdx_finding *f = &r->findings[i];
        sdx_buf_printf(out, "\n#### %u. `", i + 1);
        sdx_buf_puts_visible(out, f->id);
        sdx_buf_printf(out, "` (%s%s%s): ", sdx_severity_name(f->severity), r->baseline ? ", " : "",
                       r->baseline ? rd_since(r, i) : "");
        md_escape(out, f->title);
        char wh[256], d[32];
        rd_where(f, wh, sizeof wh);
        rd_dur(f->impact_ms, d);
        sdx_buf_printf(out, "\n\nImpact %s%s · confidence %.2f", f->impact_ms > 0 ? "~" : "",
                       f->impact_ms > 0 ? d : f->off_critical ? "none on the critical path" : "not measured", f->confidence);
        if (wh[0]) {
            sdx_buf_puts(out, " · ");
            md_escape(out, wh);
        }
        sdx_buf_puts(out, "\n");
        md_list(out, "Evidence", f->evidence, f->nevidence);
        md_list(out, "Against", f->against, f->nagainst);
        if (f->nfixes) {
            sdx_buf_puts(out, "\n**Fixes, cheapest first**\n\n");
            for (uint32_t k = 0; k < f->nfixes; k++) {
                sdx_buf_printf(out, "%u. **%s**: ", k + 1, sdx_fix_kind_name(f->fixes[k].kind));
                md_escape(out, f->fixes[k].action);
                if (f->fixes[k].why) {
                    sdx_buf_puts(out, ". Why: ");
                    md_escape(out, f->fixes[k].why);
                }
                if (f->fixes[k].caveat) {
                    sdx_buf_puts(out, ". Caveat: ");
                    md_escape(out, f->fixes[k].caveat);
                }
                sdx_buf_putc(out, '\n');
            }
        }
        if (f->confirm) {
            sdx_buf_puts(out, "\n**Confirm**: ");
            md_escape(out, f->confirm);
            sdx_buf_putc(out, '\n');
        }
        if (f->verify) {
            sdx_buf_puts(out, "\n**Verify**: ");
            md_escape(out, f->verify);
            sdx_buf_putc(out, '\n');
        }
    }
}

static void md_ruled_out(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    if (!r->nruled_out)
        return;
    sdx_buf_puts(out, "\n### Ruled out\n\n");
    for (uint32_t i = 0; i < r->nruled_out; i++) {
        sdx_buf_puts(out, "- **");
        sdx_buf_puts_visible(out, r->ruled_out[i].id);
        sdx_buf_puts(out, "**: ");
        md_escape(out, r->ruled_out[i].text);
        sdx_buf_putc(out, '\n');
    }
}

static void md_prevent(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    if (!r->nalerts)
        return;
    sdx_buf_puts(out, "\n### Prevent\n\n| alert | today |\n|---|---|\n");
    for (uint32_t i = 0; i < r->nalerts; i++) {
        sdx_buf_puts(out, "| ");
        md_escape(out, r->alerts[i].alert);
        sdx_buf_puts(out, " | ");
        md_escape(out, r->alerts[i].current);
        sdx_buf_puts(out, " |\n");
    }
}

static void md_notes(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    if (!r->nnotes)
        return;
    sdx_buf_puts(out, "\n### Notes\n\n");
    for (uint32_t i = 0; i < r->nnotes; i++) {
        sdx_buf_puts(out, "- ");
        md_escape(out, r->notes[i]);
        sdx_buf_putc(out, '\n');
    }
}

static void md_baseline(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    const sdx_report_baseline *b = sec->data;
    if (!b || !b->diff)
        return;
    sdx_diff_render_md_section(b->diff, out);
    if (b->ngone) {
        sdx_buf_printf(out, "\n#### Gone since the baseline (%u)\n\n", b->ngone);
        for (uint32_t i = 0; i < b->ngone; i++) {
            sdx_buf_puts(out, "- `");
            sdx_buf_puts_visible(out, b->gone[i]->id);
            sdx_buf_printf(out, "` (%s): ", sdx_severity_name(b->gone[i]->severity));
            md_escape(out, b->gone[i]->title);
            sdx_buf_putc(out, '\n');
        }
    }
}

static void md_aqe(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    sdx_buf *out = st;
    const sdx_report_aqe *a = r->aqe;
    if (!a || !a->nexecs)
        return;
    sdx_buf_puts(out, "\n### What AQE did\n\n");
    char line[1024];
    for (uint32_t i = 0; i < a->nexecs; i++) {
        rd_aqe_exec_line(&a->execs[i], line, sizeof line);
        sdx_buf_puts(out, "- ");
        md_escape(out, line);
        sdx_buf_putc(out, '\n');
    }
    if (a->more_execs) {
        snprintf(line, sizeof line, "- %u more execution%s re-planned\n", a->more_execs, a->more_execs == 1 ? "" : "s");
        sdx_buf_puts(out, line);
    }
    if (a->nunhandled) {
        sdx_buf_puts(out, "\nSkew AQE could not split:\n\n");
        for (uint32_t i = 0; i < a->nunhandled; i++) {
            rd_aqe_unhandled_line(&a->unhandled[i], line, sizeof line);
            sdx_buf_puts(out, "- ");
            md_escape(out, line);
            sdx_buf_putc(out, '\n');
        }
    }
    sdx_buf_puts(out, "\nThresholds: ");
    md_escape(out, a->thresholds_text);
    sdx_buf_putc(out, '\n');
}

static const rd_backend md_backend = {
    "md", NULL, NULL,
    {
        [SDX_SECTION_HEADER] = md_header,
        [SDX_SECTION_TIME] = md_time,
        [SDX_SECTION_JOBS] = md_jobs,
        [SDX_SECTION_STAGES] = md_stages,
        [SDX_SECTION_COUNTS] = NULL,   /* the counts are in the JSON only */
        [SDX_SECTION_FINDINGS] = md_findings,
        [SDX_SECTION_RULED_OUT] = md_ruled_out,
        [SDX_SECTION_PREVENT] = md_prevent,
        [SDX_SECTION_NOTES] = md_notes,
        [SDX_SECTION_BASELINE] = md_baseline,
        [SDX_SECTION_AQE] = md_aqe,
        [SDX_SECTION_QUERIES] = md_queries,
    }};

void sdx_report_render_md(const sdx_report *r, sdx_buf *out)
{
    rd_walk(&md_backend, out, r);
}
