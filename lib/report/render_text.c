/*
 * render_text.c: the report for a terminal (default) and as Markdown for
 * tickets and pull requests. Text fits the given width (100 columns by
 * default): long sentences are wrapped at spaces under their indent, and
 * colour (severity, headings) is added only when the caller asks for it
 * (the CLI does on a TTY without NO_COLOR). Both follow the order of
 * DESIGN.md's steps: where the time goes, findings with evidence / against
 * / fixes / confirm / verify, what was ruled out, what to alert on.
 */
#include <stdio.h>
#include <string.h>

#include "report/internal.h"
#include "sparkdx/format.h"

typedef struct tw {
    sdx_buf *b;
    int color, width;
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

/* Write `text` wrapped at `width`: the first line after `first` (already
 * written, `col` columns wide), the next ones indented by `indent`. */
static void wrap(tw *t, int col, int indent, const char *text)
{
    const char *p = text ? text : "";
    while (*p) {
        int avail = t->width - col;
        if (avail < 20)
            avail = 20;
        size_t len = strlen(p);
        const char *nl = strchr(p, '\n');
        size_t line = nl ? (size_t)(nl - p) : len;
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
        while (*p == ' ' || *p == '\n')
            p++;
        if (*p) {
            for (int i = 0; i < indent; i++)
                sdx_buf_putc(t->b, ' ');
            col = indent;
        }
    }
    if (!text || !*text)
        sdx_buf_putc(t->b, '\n');
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

static void dur(int64_t ms, char out[32])
{
    if (ms < 0) {
        snprintf(out, 32, "-");
        return;
    }
    if (ms < 1000)
        snprintf(out, 32, "%lld ms", (long long)ms);
    else if (ms < 60000)
        snprintf(out, 32, "%.1f s", (double)ms / 1000);
    else if (ms < 3600000)
        snprintf(out, 32, "%.1f min", (double)ms / 60000);
    else
        snprintf(out, 32, "%.1f h", (double)ms / 3600000);
}

static void where_text(const sdx_finding *f, char *out, size_t cap)
{
    out[0] = 0;
    char tmp[128];
#define ADD(...)                                                                                                       \
    do {                                                                                                               \
        snprintf(tmp, sizeof tmp, __VA_ARGS__);                                                                        \
        if (out[0])                                                                                                    \
            strncat(out, ", ", cap - strlen(out) - 1);                                                                 \
        strncat(out, tmp, cap - strlen(out) - 1);                                                                      \
    } while (0)
    if (f->where.stage >= 0)
        ADD(f->where.attempt > 0 ? "stage %d.%d" : "stage %d", f->where.stage, f->where.attempt);
    if (f->where.job >= 0)
        ADD("job %d", f->where.job);
    if (f->where.sql >= 0)
        ADD("sql %lld", (long long)f->where.sql);
    if (f->where.partition >= 0)
        ADD("partition %d", f->where.partition);
    if (f->where.node)
        ADD("%s", f->where.node);
    if (f->where.executor)
        ADD("executor %s", f->where.executor);
#undef ADD
}

static void header_lines(const sdx_report *r, char *l1, size_t c1, char *l2, size_t c2)
{
    char wall[32], drv[32], job[32];
    dur(r->wall_ms, wall);
    dur(r->driver_ms, drv);
    dur(r->job_ms, job);
    snprintf(l1, c1, "%s (%s) · Spark %s · %s · %s", r->app_name ? r->app_name : "?", r->app_id ? r->app_id : "?",
             r->spark_version ? r->spark_version : "?", r->master ? r->master : "master ?", r->status);
    double w = r->wall_ms > 0 ? (double)r->wall_ms : 1;
    char slots[64];
    if (r->slots > 0)
        snprintf(slots, sizeof slots, "%d slot%s", r->slots, r->slots == 1 ? "" : "s");
    else
        snprintf(slots, sizeof slots, "slots unknown");
    char busy[48] = "";
    if (r->slots > 0)
        snprintf(busy, sizeof busy, "; cores busy %.0f%%", 100.0 * r->utilization);
    snprintf(l2, c2, "wall clock %s = driver-only %s (%.0f%%) + jobs %s (%.0f%%); %s, %d executor%s%s", wall, drv,
             100.0 * (double)r->driver_ms / w, job, 100.0 * (double)r->job_ms / w, slots, r->executors,
             r->executors == 1 ? "" : "s", busy);
}

void sdx_report_render_text(const sdx_report *r, sdx_buf *out, int flags, int width)
{
    tw t = {out, flags & SDX_RENDER_COLOR, width > 40 ? width : 100};
    char l1[512], l2[512], a[32], b[32], c[32], d[32];
    header_lines(r, l1, sizeof l1, l2, sizeof l2);
    on(&t, C_BOLD);
    sdx_buf_puts(out, "sparkdx report: ");
    off(&t);
    wrap(&t, 16, 2, l1);
    item(&t, 0, "", l2);

    heading(&t, "WHERE THE TIME GOES");
    for (uint32_t i = 0; i < r->njobs; i++) {
        const sdx_report_job *j = &r->jobs[i];
        char path[160] = "";
        for (uint32_t k = 0; k < j->ncritical && strlen(path) < 120; k++) {
            char s[16];
            snprintf(s, sizeof s, "%s%d", k ? " > " : "", j->critical_stages[k]);
            strncat(path, s, sizeof path - strlen(path) - 1);
        }
        dur(j->duration_ms, a);
        char line[400];
        snprintf(line, sizeof line, "job %d %s %s (%.0f%%)%s%s; stages on the critical path: %s", j->job_id,
                 strcmp(j->status, "SUCCEEDED") ? j->status : "", a, 100.0 * j->share, j->description ? ": " : "",
                 j->description ? j->description : "", path[0] ? path : "-");
        item(&t, 2, "", line);
    }
    if (r->nstages) {
        sdx_buf_printf(out, "\n  %-6s %8s %5s %6s %5s %9s %11s %-11s %s\n", "stage", "time", "share", "tasks", "slots",
                       "slowest", "total/slots", "bound", "operators");
        for (uint32_t i = 0; i < r->nstages; i++) {
            const sdx_report_stage *s = &r->stages[i];
            char id[16];
            snprintf(id, sizeof id, s->attempt_id ? "%d.%d" : "%d", s->stage_id, s->attempt_id);
            dur(s->duration_ms, a);
            dur(s->slowest_task_ms, b);
            dur(s->capacity_ms, c);
            const char *ops = s->operators ? s->operators : (s->name ? s->name : "");
            int room = t.width - 71;   /* the columns before the operators take 71 */
            sdx_buf_printf(out, "  %-6s %8s %4.0f%% %6d %5d %9s %11s %-11s %.*s\n", id, a, 100.0 * s->share, s->tasks,
                           s->slots, b, c, s->bound, room > 10 ? room : 10, ops);
        }
        item(&t, 2, "", "stage time ~ max(slowest task, total task time / slots): skew-bound stages gain from "
                        "splitting their slowest task, capacity-bound ones from more slots or less work.");
    }

    char h[64];
    snprintf(h, sizeof h, "FINDINGS (%u)", r->nfindings);
    heading(&t, h);
    if (!r->nfindings)
        item(&t, 2, "", "nothing to report: see what was checked below.");
    for (uint32_t i = 0; i < r->nfindings; i++) {
        const sdx_finding *f = &r->findings[i];
        sdx_buf_printf(out, "%s%2u. ", i ? "\n" : "", i + 1);
        on(&t, sev_color(f->severity));
        sdx_buf_printf(out, "%-8s", sdx_severity_name(f->severity));
        off(&t);
        on(&t, C_BOLD);
        sdx_buf_printf(out, " %s", f->id);
        off(&t);
        sdx_buf_putc(out, '\n');
        item(&t, 4, "", f->title);
        char wh[256];
        where_text(f, wh, sizeof wh);
        dur(f->impact_ms, d);
        char meta[400];
        snprintf(meta, sizeof meta, "impact %s%s, confidence %.2f%s%s", f->impact_ms > 0 ? "~" : "",
                 f->impact_ms > 0 ? d : "not measured", f->confidence, wh[0] ? " · " : "", wh);
        on(&t, C_DIM);
        item(&t, 4, "", meta);
        off(&t);
        if (f->nevidence) {
            item(&t, 4, "", "evidence:");
            for (uint32_t k = 0; k < f->nevidence; k++)
                item(&t, 6, "- ", f->evidence[k].text);
        }
        if (f->nagainst) {
            item(&t, 4, "", "against:");
            for (uint32_t k = 0; k < f->nagainst; k++)
                item(&t, 6, "- ", f->against[k].text);
        }
        if (f->nfixes) {
            item(&t, 4, "", "fixes, cheapest first:");
            for (uint32_t k = 0; k < f->nfixes; k++) {
                char bullet[32];
                snprintf(bullet, sizeof bullet, "%u. [%s] ", k + 1, sdx_fix_kind_name(f->fixes[k].kind));
                item(&t, 6, bullet, f->fixes[k].action);
                int ind = 6 + (int)strlen(bullet);
                if (f->fixes[k].why)
                    item(&t, ind, "why: ", f->fixes[k].why);
                if (f->fixes[k].caveat)
                    item(&t, ind, "caveat: ", f->fixes[k].caveat);
            }
        }
        if (f->confirm)
            item(&t, 4, "confirm: ", f->confirm);
        if (f->verify)
            item(&t, 4, "verify: ", f->verify);
    }

    if (r->nruled_out) {
        heading(&t, "RULED OUT");
        for (uint32_t i = 0; i < r->nruled_out; i++) {
            char bullet[48];
            snprintf(bullet, sizeof bullet, "- %s: ", r->ruled_out[i].id);
            item(&t, 2, bullet, r->ruled_out[i].text);
        }
    }
    if (r->nalerts) {
        heading(&t, "PREVENT (alerts, with today's values as baselines)");
        for (uint32_t i = 0; i < r->nalerts; i++) {
            char line[600];
            snprintf(line, sizeof line, "%s (now %s)", r->alerts[i].alert, r->alerts[i].current);
            item(&t, 2, "- ", line);
        }
    }
    if (r->nnotes) {
        heading(&t, "NOTES");
        for (uint32_t i = 0; i < r->nnotes; i++)
            item(&t, 2, "- ", r->notes[i]);
    }
}

/* ---- markdown ---- */

static void md_escape(sdx_buf *b, const char *s)
{
    for (; s && *s; s++) {
        if (*s == '|' || *s == '*' || *s == '_' || *s == '`' || *s == '<')
            sdx_buf_putc(b, '\\');
        sdx_buf_putc(b, *s == '\n' ? ' ' : *s);
    }
}

void sdx_report_render_md(const sdx_report *r, sdx_buf *out)
{
    char l1[512], l2[512], a[32], b[32], c[32];
    header_lines(r, l1, sizeof l1, l2, sizeof l2);
    sdx_buf_puts(out, "## sparkdx report: ");
    md_escape(out, l1);
    sdx_buf_puts(out, "\n\n");
    md_escape(out, l2);
    sdx_buf_puts(out, "\n\n### Where the time goes\n\n");
    for (uint32_t i = 0; i < r->njobs; i++) {
        const sdx_report_job *j = &r->jobs[i];
        dur(j->duration_ms, a);
        sdx_buf_printf(out, "- job %d %s (%.0f%%)", j->job_id, a, 100.0 * j->share);
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
    if (r->nstages) {
        sdx_buf_puts(out, "\n| stage | time | share | tasks | slots | slowest task | total / slots | bound | operators |\n"
                          "|---|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (uint32_t i = 0; i < r->nstages; i++) {
            const sdx_report_stage *s = &r->stages[i];
            dur(s->duration_ms, a);
            dur(s->slowest_task_ms, b);
            dur(s->capacity_ms, c);
            sdx_buf_printf(out, "| %d.%d | %s | %.0f%% | %d | %d | %s | %s | %s | ", s->stage_id, s->attempt_id, a,
                           100.0 * s->share, s->tasks, s->slots, b, c, s->bound);
            md_escape(out, s->operators ? s->operators : s->name);
            sdx_buf_puts(out, " |\n");
        }
        sdx_buf_puts(out, "\nStage time ≈ max(slowest task, total task time ÷ slots).\n");
    }
    sdx_buf_printf(out, "\n### Findings (%u)\n", r->nfindings);
    if (!r->nfindings)
        sdx_buf_puts(out, "\nNothing to report.\n");
    for (uint32_t i = 0; i < r->nfindings; i++) {
        const sdx_finding *f = &r->findings[i];
        sdx_buf_printf(out, "\n#### %u. `%s` (%s): ", i + 1, f->id, sdx_severity_name(f->severity));
        md_escape(out, f->title);
        char wh[256], d[32];
        where_text(f, wh, sizeof wh);
        dur(f->impact_ms, d);
        sdx_buf_printf(out, "\n\nImpact %s%s · confidence %.2f", f->impact_ms > 0 ? "~" : "",
                       f->impact_ms > 0 ? d : "not measured", f->confidence);
        if (wh[0]) {
            sdx_buf_puts(out, " · ");
            md_escape(out, wh);
        }
        sdx_buf_puts(out, "\n");
        if (f->nevidence) {
            sdx_buf_puts(out, "\n**Evidence**\n\n");
            for (uint32_t k = 0; k < f->nevidence; k++) {
                sdx_buf_puts(out, "- ");
                md_escape(out, f->evidence[k].text);
                sdx_buf_putc(out, '\n');
            }
        }
        if (f->nagainst) {
            sdx_buf_puts(out, "\n**Against**\n\n");
            for (uint32_t k = 0; k < f->nagainst; k++) {
                sdx_buf_puts(out, "- ");
                md_escape(out, f->against[k].text);
                sdx_buf_putc(out, '\n');
            }
        }
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
    if (r->nruled_out) {
        sdx_buf_puts(out, "\n### Ruled out\n\n");
        for (uint32_t i = 0; i < r->nruled_out; i++) {
            sdx_buf_printf(out, "- **%s**: ", r->ruled_out[i].id);
            md_escape(out, r->ruled_out[i].text);
            sdx_buf_putc(out, '\n');
        }
    }
    if (r->nalerts) {
        sdx_buf_puts(out, "\n### Prevent\n\n| alert | today |\n|---|---|\n");
        for (uint32_t i = 0; i < r->nalerts; i++) {
            sdx_buf_puts(out, "| ");
            md_escape(out, r->alerts[i].alert);
            sdx_buf_puts(out, " | ");
            md_escape(out, r->alerts[i].current);
            sdx_buf_puts(out, " |\n");
        }
    }
    if (r->nnotes) {
        sdx_buf_puts(out, "\n### Notes\n\n");
        for (uint32_t i = 0; i < r->nnotes; i++) {
            sdx_buf_puts(out, "- ");
            md_escape(out, r->notes[i]);
            sdx_buf_putc(out, '\n');
        }
    }
}
