/*
 * html.c: the report as one self-contained HTML page, one function per
 * section type (the walker is walk.c), the charts in html_charts.c.
 *
 * The page needs nothing but itself: inline CSS, inline SVG, no font, image,
 * stylesheet or script from anywhere (its Content-Security-Policy forbids
 * every fetch, so a browser would refuse one even if a string tried), and it
 * reads the same without JavaScript: sections fold with <details>, hover
 * details are SVG <title>s. The one inline script (allowed by its hash)
 * opens every fold before printing and shows the hovered element's title in
 * a box; it holds no data. Every string from a log is escaped
 * (rd_html_text, html.h).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render/html.h"
#include "sparkdx/diff.h"
#include "sparkdx/format.h"

typedef struct hw {
    sdx_buf *b;
    const sdx_report *r;
    const sdx_analysis *a;
} hw;

/* ---- escaping ---- */

static void esc_visible(sdx_buf *b, const char *p, size_t n)
{
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        const char *e = NULL;
        switch (p[i]) {
        case '&': e = "&amp;"; break;
        case '<': e = "&lt;"; break;
        case '>': e = "&gt;"; break;
        case '"': e = "&quot;"; break;
        case '\'': e = "&#39;"; break;
        default: continue;
        }
        sdx_buf_put(b, p + run, i - run);
        sdx_buf_puts(b, e);
        run = i + 1;
    }
    sdx_buf_put(b, p + run, n - run);
}

void rd_html_text_cut(sdx_buf *b, const char *s, size_t max)
{
    if (!s)
        return;
    size_t n = strlen(s), cut = n;
    if (max && n > max) {
        cut = max;
        while (cut > 0 && ((unsigned char)s[cut] & 0xc0) == 0x80)
            cut--;
    }
    sdx_buf v;
    sdx_buf_init(&v);
    sdx_buf_put_visible(&v, s, cut);
    if (sdx_buf_failed(&v)) {
        sdx_buf_fail(b);
        return;
    }
    esc_visible(b, v.data ? v.data : "", v.len);
    sdx_buf_free(&v);
    if (cut < n)
        sdx_buf_puts(b, "…");
}

void rd_html_text(sdx_buf *b, const char *s)
{
    rd_html_text_cut(b, s, 0);
}

/* ---- the page ---- */

/* The one script: no data in it. Its SHA-256 (base64) is in the CSP below;
 * tests/html/check_html.py recomputes it. */
#define SCRIPT                                                                                                         \
    "(function(){var d=document;d.documentElement.setAttribute('data-js','1');"                                        \
    "addEventListener('beforeprint',function(){d.querySelectorAll('details').forEach(function(x){"                     \
    "x.dataset.closed=x.open?'':'1';x.open=true;});});"                                                                \
    "addEventListener('afterprint',function(){d.querySelectorAll('details[data-closed=\"1\"]').forEach(function(x){"   \
    "x.open=false;});});"                                                                                              \
    "var box=d.getElementById('hover');"                                                                               \
    "d.addEventListener('mouseover',function(e){var t=e.target.closest&&e.target.closest('[data-tip]');"               \
    "if(!t||!box)return;var n=t.querySelector('title');box.textContent=n?n.textContent:'';box.hidden=!n;});"           \
    "})();"
#define SCRIPT_SHA256 "sha256-9NqxcJb6+LOdx2DKrLMimZxKiA8E4aQ558hSb0rUVL4="

static const char css[] =
    ":root{--fg:#1d232b;--mut:#5b6572;--bg:#fff;--panel:#f5f7fa;--line:#d9dee5;--acc:#2962c9;--crit:#d3361e;"
    "--warn:#c77700;--ok:#2e7d32;--gap:#e9e3f5}"
    "*{box-sizing:border-box}body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--fg);"
    "background:var(--bg);margin:0 auto;max-width:1180px;padding:0 18px 40px}"
    "h1{font-size:22px;margin:18px 0 4px}h2{font-size:18px;margin:26px 0 8px;border-bottom:1px solid var(--line);"
    "padding-bottom:4px}h3{font-size:15px;margin:16px 0 6px}"
    ".sub{color:var(--mut)}.mono,code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}"
    "nav{position:sticky;top:0;background:var(--bg);border-bottom:1px solid var(--line);padding:6px 0;z-index:2}"
    "nav a{margin-right:14px;color:var(--acc);text-decoration:none}"
    "table{border-collapse:collapse;margin:6px 0;font-size:13px}th,td{border-bottom:1px solid var(--line);"
    "padding:3px 8px;text-align:left;vertical-align:top}th{background:var(--panel)}td.n,th.n{text-align:right;"
    "font-variant-numeric:tabular-nums}"
    ".split{display:flex;height:22px;border-radius:3px;overflow:hidden;margin:8px 0;max-width:900px}"
    ".split div{color:#fff;font-size:12px;padding:2px 6px;white-space:nowrap;overflow:hidden}"
    ".split .drv{background:#7e57c2}.split .job{background:var(--acc)}"
    "svg{display:block;max-width:100%;height:auto;margin:6px 0}svg text{font:11px system-ui,sans-serif;fill:var(--fg)}"
    "svg .ax{stroke:#9aa3ad;stroke-width:1}svg .tk{fill:var(--mut)}"
    ".gap{fill:var(--gap)}.job{fill:#7ea6e0}.job.failed{fill:#e57373}.stage{fill:#a9b7c6}.stage.heavy{fill:#5c7fa8}"
    ".stage.crit{fill:var(--crit)}.exe{stroke:#78909c;stroke-width:2}.exe-add{fill:var(--ok)}.exe-rm{fill:var(--crit)}"
    ".slots{fill:none;stroke:var(--ok);stroke-width:1.2}"
    ".s-sd{fill:#80b1d3}.s-de{fill:#fb8072}.s-sr{fill:#fdb462}.s-co{fill:#b3de69}.s-sw{fill:#ffed6f}"
    ".s-se{fill:#bc80bd}.s-gr{fill:#8dd3c7}.s-gc{fill:#444}.task.failed rect{opacity:.45}"
    ".task.straggler rect{stroke:var(--crit);stroke-width:1.5}.lbl-strag{fill:var(--crit);font-weight:600}"
    ".bar{fill:#7ea6e0}.bar.maxbin{fill:var(--crit)}.med{stroke:var(--ok);stroke-width:2;stroke-dasharray:4 2}"
    ".mx{stroke:var(--crit);stroke-width:2}.spill-m{fill:#fdb462}.spill-d{fill:#e57373}"
    ".old{fill:#b0bec5}.new{fill:#5c7fa8}"
    ".legend span{display:inline-block;margin-right:12px;font-size:12px}.legend i{display:inline-block;width:11px;"
    "height:11px;margin-right:4px;vertical-align:-1px;border-radius:2px}"
    ".finding{border:1px solid var(--line);border-left:5px solid var(--mut);border-radius:4px;padding:8px 12px;"
    "margin:10px 0;background:var(--bg)}.finding h3{margin:2px 0}"
    ".sev{display:inline-block;font-size:11px;font-weight:700;text-transform:uppercase;padding:1px 6px;border-radius:3px;"
    "color:#fff;background:var(--mut);margin-right:6px}"
    ".sev-critical{border-left-color:#8b0000}.sev-critical .sev{background:#8b0000}"
    ".sev-high{border-left-color:var(--crit)}.sev-high .sev{background:var(--crit)}"
    ".sev-medium{border-left-color:var(--warn)}.sev-medium .sev{background:var(--warn)}"
    ".sev-low{border-left-color:#0097a7}.sev-low .sev{background:#0097a7}"
    ".kind{display:inline-block;font-size:11px;border:1px solid var(--line);border-radius:3px;padding:0 5px;"
    "margin-right:5px;background:var(--panel)}.since{font-size:11px;color:var(--mut);margin-left:6px}"
    ".fix{margin:4px 0}.fix .why,.fix .caveat{color:var(--mut);margin-left:14px}"
    "ul.plan,ul.plan ul{list-style:none;margin:0;padding-left:18px;border-left:1px dotted var(--line)}"
    "ul.plan{padding-left:4px;border:0}ul.plan li{margin:2px 0}.op{font-weight:600}.op.hot{color:var(--crit)}"
    ".pm{color:var(--mut);font-size:12px;margin-left:8px}"
    "details{margin:6px 0}summary{cursor:pointer;font-weight:600}"
    ".panel{background:var(--panel);border-radius:4px;padding:6px 10px;margin:8px 0}"
    "#hover{position:fixed;right:12px;bottom:12px;max-width:420px;background:#263238;color:#fff;font-size:12px;"
    "padding:6px 9px;border-radius:4px;white-space:pre-wrap;z-index:3}"
    ".note{color:var(--mut);font-size:12.5px}"
    "@media print{nav,#hover{display:none}body{max-width:none}.finding,figure{break-inside:avoid}}";

static void h_begin(void *st, const sdx_report *r)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_puts(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                    "style-src 'unsafe-inline'; img-src data:; script-src '" SCRIPT_SHA256 "'\">\n"
                    "<meta name=\"generator\" content=\"sparkdx\">\n<title>sparkdx report: ");
    rd_html_text(b, r->app_name ? r->app_name : r->app_id ? r->app_id : "?");
    sdx_buf_puts(b, "</title>\n<style>");
    sdx_buf_puts(b, css);
    sdx_buf_puts(b, "</style>\n</head>\n<body>\n");
}

static void h_end(void *st, const sdx_report *r)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_printf(b, "<footer class=\"note\"><p>Written by sparkdx (%s). Charts draw at most %d tasks per stage "
                      "(a sample beyond: the slowest, the biggest reads, the spilling and the failed tasks, then "
                      "evenly over launch order), %d jobs, %d stages, %d driver-only gaps and %d executors in the "
                      "application timeline, %d operators per plan; the distributions count every task.</p>"
                      "</footer>\n<div id=\"hover\" hidden></div>\n<script>" SCRIPT "</script>\n</body>\n</html>\n",
                   SDX_REPORT_SCHEMA, SDX_HTML_CHART_TASKS, RD_HTML_TIMELINE_JOBS, RD_HTML_TIMELINE_STAGES,
                   RD_HTML_TIMELINE_GAPS, RD_HTML_TIMELINE_EXECS, RD_HTML_PLAN_NODES);
}

static void nav_link(sdx_buf *b, const char *id, const char *label)
{
    sdx_buf_printf(b, "<a href=\"#%s\">%s</a>", id, label);
}

static void h_header(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_puts(b, "<header id=\"header\">\n<h1>sparkdx report: <span class=\"app-name\">");
    rd_html_text(b, r->app_name ? r->app_name : "?");
    sdx_buf_puts(b, "</span></h1>\n<p class=\"sub\"><span class=\"mono\">");
    rd_html_text(b, r->app_id ? r->app_id : "?");
    sdx_buf_puts(b, "</span> · Spark ");
    rd_html_text(b, r->spark_version ? r->spark_version : "?");
    sdx_buf_puts(b, " · ");
    rd_html_text(b, r->master ? r->master : "master ?");
    if (r->user) {
        sdx_buf_puts(b, " · user ");
        rd_html_text(b, r->user);
    }
    sdx_buf_printf(b, " · <b class=\"status-%s\">%s</b>", r->status, r->status);
    if (r->start_time >= 0) {
        char d[32];
        sdx_fmt_date(r->start_time, d);
        sdx_buf_printf(b, " · started %s", d);
    }
    char l1[512], l2[512];
    rd_header_lines(r, l1, sizeof l1, l2, sizeof l2);
    sdx_buf_puts(b, "</p>\n<p>");
    rd_html_text(b, l2);
    sdx_buf_puts(b, "</p>\n</header>\n<nav>");
    if (r->baseline)
        nav_link(b, "baseline", "Since the baseline");
    nav_link(b, "time", "Where the time goes");
    nav_link(b, "stages", "Heavy stages");
    nav_link(b, "findings", "Findings");
    nav_link(b, "ruled-out", "Ruled out");
    nav_link(b, "prevent", "Prevent");
    nav_link(b, "notes", "Notes");
    sdx_buf_puts(b, "</nav>\n");
}

static void h_time(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    char w[32], d[32], j[32];
    rd_dur(r->wall_ms, w);
    rd_dur(r->driver_ms, d);
    rd_dur(r->job_ms, j);
    double wall = r->wall_ms > 0 ? (double)r->wall_ms : 1;
    double pd = 100.0 * (double)r->driver_ms / wall, pj = 100.0 * (double)r->job_ms / wall;
    sdx_buf_printf(b, "<section id=\"time\">\n<h2>Where the time goes</h2>\n<div class=\"split\" role=\"img\" "
                      "aria-label=\"wall clock split\"><div class=\"drv\" style=\"width:%.1f%%\" title=\"driver-only "
                      "%s\">driver-only %s (%.0f%%)</div><div class=\"job\" style=\"width:%.1f%%\" title=\"jobs %s\">"
                      "jobs %s (%.0f%%)</div></div>\n",
                   pd, d, d, pd, pj, j, j, pj);
    if (r->longest_gap_ms > 0) {
        char g[32];
        rd_dur(r->longest_gap_ms, g);
        sdx_buf_printf(b, "<p class=\"note\">The longest driver-only gap (no job running: start-up, planning, driver "
                          "code, collects) took %s.</p>\n", g);
    }
    sdx_buf_puts(b, "<figure id=\"app-timeline\">\n<h3>Application timeline</h3>\n");
    if (h->a)
        rd_html_app_timeline(b, r, h->a);
    sdx_buf_puts(b, "</figure>\n</section>\n");
}

static void crit_path(sdx_buf *b, const sdx_report_job *j)
{
    for (uint32_t k = 0; k < j->ncritical; k++)
        sdx_buf_printf(b, "%s<span class=\"crit-stage\">%d</span>", k ? " → " : "", j->critical_stages[k]);
    if (!j->ncritical)
        sdx_buf_puts(b, "-");
}

static void h_queries(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    if (!r->nqueries)
        return;
    sdx_buf_puts(b, "<section id=\"queries\">\n<h3>Heaviest SQL executions</h3>\n");
    char line[2400];
    for (uint32_t i = 0; i < r->nqueries; i++) {
        const sdx_report_query *q = &r->queries[i];
        sdx_buf_printf(b, "<div class=\"query\" id=\"sql-%lld\"><p><b>", (long long)q->sql_id);
        rd_query_head(q, line, sizeof line);
        rd_html_text_cut(b, line, 400);
        sdx_buf_puts(b, "</b></p>\n<ul>\n<li>");
        rd_query_scope(q, line, sizeof line);
        rd_html_text_cut(b, line, 400);
        sdx_buf_puts(b, "</li>\n");
        for (uint32_t k = 0; k < q->nops; k++) {
            rd_query_op(&q->ops[k], line, sizeof line);
            sdx_buf_puts(b, "<li class=\"hot-op\">hot operator: ");
            rd_html_text_cut(b, line, 400);
            sdx_buf_puts(b, "</li>\n");
        }
        if (q->nreads) {
            rd_query_io("reads", q->reads, q->nreads, q->more_reads, line, sizeof line);
            sdx_buf_puts(b, "<li>");
            rd_html_text_cut(b, line, 1200);
            sdx_buf_puts(b, "</li>\n");
        }
        if (q->nwrites) {
            rd_query_io("writes", q->writes, q->nwrites, q->more_writes, line, sizeof line);
            sdx_buf_puts(b, "<li>");
            rd_html_text_cut(b, line, 1200);
            sdx_buf_puts(b, "</li>\n");
        }
        rd_query_findings(r, q, line, sizeof line);
        if (line[0]) {
            sdx_buf_puts(b, "<li>");
            rd_html_text_cut(b, line, 400);
            sdx_buf_puts(b, "</li>\n");
        }
        sdx_buf_puts(b, "</ul></div>\n");
    }
    sdx_buf_puts(b, "</section>\n");
}

static void h_jobs(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_puts(b, "<section id=\"jobs\">\n<h3>Longest jobs</h3>\n");
    if (!r->njobs) {
        sdx_buf_puts(b, "<p class=\"note\">No job ran.</p>\n</section>\n");
        return;
    }
    sdx_buf_puts(b, "<table class=\"jobs\"><tr><th>job</th><th class=\"n\">time</th><th class=\"n\">share</th>"
                    "<th>status</th><th>description</th><th>critical path (stages)</th></tr>\n");
    for (uint32_t i = 0; i < r->njobs; i++) {
        const sdx_report_job *j = &r->jobs[i];
        char d[32];
        rd_dur(j->duration_ms, d);
        sdx_buf_printf(b, "<tr><td class=\"n\">%d</td><td class=\"n\">%s</td><td class=\"n\">%.0f%%</td><td>%s</td><td>",
                       j->job_id, d, 100.0 * j->share, j->status);
        rd_html_text_cut(b, j->description, 300);
        sdx_buf_puts(b, "</td><td class=\"critical-path\">");
        crit_path(b, j);
        sdx_buf_puts(b, "</td></tr>\n");
    }
    sdx_buf_puts(b, "</table>\n</section>\n");
}

static void h_stages(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_puts(b, "<section id=\"stages\">\n<h2>Heavy stages</h2>\n");
    if (!r->nstages) {
        sdx_buf_puts(b, "<p class=\"note\">No stage took a noticeable share of the run.</p>\n</section>\n");
        return;
    }
    sdx_buf_puts(b, "<p class=\"note\">Stage time ≈ max(slowest task, total task time ÷ slots): skew-bound stages gain "
                    "from splitting their slowest task, capacity-bound ones from more slots or less work.</p>\n"
                    "<table class=\"stages\"><tr><th>stage</th><th class=\"n\">time</th><th class=\"n\">share</th>"
                    "<th class=\"n\">tasks</th><th class=\"n\">slots</th><th class=\"n\">slowest task</th>"
                    "<th class=\"n\">total ÷ slots</th><th>bound</th><th>operators</th></tr>\n");
    for (uint32_t i = 0; i < r->nstages; i++) {
        const sdx_report_stage *x = &r->stages[i];
        char a[32], c[32], d[32];
        rd_dur(x->duration_ms, a);
        rd_dur(x->slowest_task_ms, c);
        rd_dur(x->capacity_ms, d);
        sdx_buf_printf(b, "<tr><td><a href=\"#stage-%d-%d\">%d.%d</a></td><td class=\"n\">%s</td><td class=\"n\">%.0f%%"
                          "</td><td class=\"n\">%d</td><td class=\"n\">%d</td><td class=\"n\">%s</td><td class=\"n\">%s"
                          "</td><td class=\"bound-%s\">%s</td><td>",
                       x->stage_id, x->attempt_id, x->stage_id, x->attempt_id, a, 100.0 * x->share, x->tasks, x->slots,
                       c, d, x->bound, x->bound);
        rd_html_text_cut(b, x->operators ? x->operators : x->name, 200);
        sdx_buf_puts(b, "</td></tr>\n");
    }
    sdx_buf_puts(b, "</table>\n");
    for (uint32_t i = 0; i < r->nstages; i++) {
        const sdx_report_stage *x = &r->stages[i];
        char a[32];
        rd_dur(x->duration_ms, a);
        sdx_buf_printf(b, "<details class=\"stage-detail\" id=\"stage-%d-%d\" open>\n<summary>Stage %d.%d: %s, %s-bound, "
                          "%d tasks: ",
                       x->stage_id, x->attempt_id, x->stage_id, x->attempt_id, a, x->bound, x->tasks);
        rd_html_text_cut(b, x->name, 160);
        sdx_buf_puts(b, "</summary>\n");
        if (h->a)
            rd_html_stage_charts(b, r, h->a, x);
        sdx_buf_puts(b, "</details>\n");
    }
    /* the plan trees of the heavy stages' SQL executions */
    if (h->a) {
        const sdx_sql_exec *done[RD_HTML_PLANS];
        uint32_t nd = 0;
        for (uint32_t i = 0; i < r->nstages && nd < RD_HTML_PLANS; i++) {
            const sdx_stage_facts *f = sdx_analysis_stage(h->a, r->stages[i].stage_id, r->stages[i].attempt_id);
            if (!f || !f->sql || !f->sql->plan)
                continue;
            int seen = 0;
            for (uint32_t k = 0; k < nd; k++)
                seen |= done[k] == f->sql;
            if (seen)
                continue;
            done[nd++] = f->sql;
            if (nd == 1)
                sdx_buf_puts(b, "<div id=\"plans\">\n<h3>SQL plans of the heavy stages</h3>\n");
            rd_html_plan_tree(b, f->sql, h->a);
        }
        if (nd)
            sdx_buf_puts(b, "</div>\n");
    }
    sdx_buf_puts(b, "</section>\n");
}

static void h_counts(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf_printf(h->b, "<section id=\"counts\">\n<h2>Counts</h2>\n<table><tr><th></th><th class=\"n\">all</th>"
                         "<th class=\"n\">failed</th></tr><tr><td>jobs</td><td class=\"n\">%d</td><td class=\"n\">%d"
                         "</td></tr><tr><td>stages</td><td class=\"n\">%d</td><td class=\"n\">%d</td></tr><tr><td>tasks"
                         "</td><td class=\"n\">%lld</td><td class=\"n\">%lld</td></tr></table>\n</section>\n",
                  r->njobs_total, r->failed_jobs, r->nstages_total, r->failed_stages, (long long)r->tasks_total,
                  (long long)r->failed_tasks);
}

static void ev_list(sdx_buf *b, const char *cls, const char *title, const sdx_evidence *e, uint32_t n)
{
    if (!n)
        return;
    sdx_buf_printf(b, "<div class=\"%s\"><b>%s</b><ul>", cls, title);
    for (uint32_t k = 0; k < n; k++) {
        sdx_buf_puts(b, "<li>");
        rd_html_text(b, e[k].text);
        sdx_buf_puts(b, "</li>");
    }
    sdx_buf_puts(b, "</ul></div>\n");
}

static void finding(sdx_buf *b, const sdx_report *r, const sdx_finding *f, uint32_t i, int since, const char *idp)
{
    sdx_buf_printf(b, "<article class=\"finding sev-%s\" id=\"%sfinding-%u\" data-id=\"", sdx_severity_name(f->severity),
                   idp, i + 1);
    rd_html_text(b, f->id);
    sdx_buf_printf(b, "\">\n<h3>%u. <span class=\"sev\">%s</span><code>", i + 1, sdx_severity_name(f->severity));
    rd_html_text(b, f->id);
    sdx_buf_puts(b, "</code> ");
    rd_html_text(b, f->title);
    if (since)
        sdx_buf_printf(b, "<span class=\"since\">%s since the baseline</span>", rd_since(r, i));
    char wh[256], d[32];
    rd_where(f, wh, sizeof wh);
    rd_dur(f->impact_ms, d);
    sdx_buf_printf(b, "</h3>\n<p class=\"sub\">impact %s%s · confidence %.2f", f->impact_ms > 0 ? "~" : "",
                   f->impact_ms > 0 ? d : f->off_critical ? "none on the critical path" : "not measured", f->confidence);
    if (wh[0]) {
        sdx_buf_puts(b, " · ");
        rd_html_text(b, wh);
    }
    sdx_buf_puts(b, "</p>\n");
    ev_list(b, "evidence", "Evidence", f->evidence, f->nevidence);
    ev_list(b, "against", "Against", f->against, f->nagainst);
    if (f->nfixes) {
        sdx_buf_puts(b, "<div class=\"fixes\"><b>Fixes, cheapest first</b><ol>");
        for (uint32_t k = 0; k < f->nfixes; k++) {
            sdx_buf_printf(b, "<li class=\"fix\"><span class=\"kind\">%s</span>", sdx_fix_kind_name(f->fixes[k].kind));
            rd_html_text(b, f->fixes[k].action);
            if (f->fixes[k].why) {
                sdx_buf_puts(b, "<div class=\"why\">why: ");
                rd_html_text(b, f->fixes[k].why);
                sdx_buf_puts(b, "</div>");
            }
            if (f->fixes[k].caveat) {
                sdx_buf_puts(b, "<div class=\"caveat\">caveat: ");
                rd_html_text(b, f->fixes[k].caveat);
                sdx_buf_puts(b, "</div>");
            }
            sdx_buf_puts(b, "</li>");
        }
        sdx_buf_puts(b, "</ol></div>\n");
    }
    if (f->confirm) {
        sdx_buf_puts(b, "<p class=\"confirm\"><b>Confirm:</b> ");
        rd_html_text(b, f->confirm);
        sdx_buf_puts(b, "</p>\n");
    }
    if (f->verify) {
        sdx_buf_puts(b, "<p class=\"verify\"><b>Verify:</b> ");
        rd_html_text(b, f->verify);
        sdx_buf_puts(b, "</p>\n");
    }
    sdx_buf_puts(b, "</article>\n");
}

static void h_findings(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_printf(b, "<section id=\"findings\">\n<h2>Findings (%u)</h2>\n", r->nfindings);
    if (!r->nfindings)
        sdx_buf_puts(b, "<p>Nothing to report: see what was checked below.</p>\n");
    for (uint32_t i = 0; i < r->nfindings; i++)
        finding(b, r, &r->findings[i], i, r->baseline != NULL, "");
    sdx_buf_puts(b, "</section>\n");
}

static void h_ruled_out(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_puts(b, "<section id=\"ruled-out\">\n<h2>Ruled out</h2>\n");
    if (!r->nruled_out)
        sdx_buf_puts(b, "<p class=\"note\">Nothing was checked and cleared.</p>\n");
    else
        sdx_buf_puts(b, "<ul>");
    for (uint32_t i = 0; i < r->nruled_out; i++) {
        sdx_buf_puts(b, "<li><b>");
        rd_html_text(b, r->ruled_out[i].id);
        sdx_buf_puts(b, "</b>: ");
        rd_html_text(b, r->ruled_out[i].text);
        sdx_buf_puts(b, "</li>\n");
    }
    if (r->nruled_out)
        sdx_buf_puts(b, "</ul>");
    sdx_buf_puts(b, "</section>\n");
}

static void h_prevent(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_puts(b, "<section id=\"prevent\">\n<h2>Prevent</h2>\n");
    if (!r->nalerts) {
        sdx_buf_puts(b, "<p class=\"note\">No alert to suggest.</p>\n</section>\n");
        return;
    }
    sdx_buf_puts(b, "<p class=\"note\">Alerts worth setting, with today's values as baselines.</p>\n<table><tr><th>metric"
                    "</th><th>alert</th><th>today</th></tr>\n");
    for (uint32_t i = 0; i < r->nalerts; i++) {
        sdx_buf_puts(b, "<tr><td>");
        rd_html_text(b, r->alerts[i].metric);
        sdx_buf_puts(b, "</td><td>");
        rd_html_text(b, r->alerts[i].alert);
        sdx_buf_puts(b, "</td><td>");
        rd_html_text(b, r->alerts[i].current);
        sdx_buf_puts(b, "</td></tr>\n");
    }
    sdx_buf_puts(b, "</table>\n</section>\n");
}

static void h_notes(void *st, const sdx_report *r, const sdx_report_section *s)
{
    hw *h = st;
    sdx_buf *b = h->b;
    sdx_buf_puts(b, "<section id=\"notes\">\n<h2>Notes</h2>\n");
    if (!r->nnotes)
        sdx_buf_puts(b, "<p class=\"note\">Nothing unknown about the input: the log was read whole.</p>\n");
    else
        sdx_buf_puts(b, "<ul>");
    for (uint32_t i = 0; i < r->nnotes; i++) {
        sdx_buf_puts(b, "<li>");
        rd_html_text(b, r->notes[i]);
        sdx_buf_puts(b, "</li>\n");
    }
    if (r->nnotes)
        sdx_buf_puts(b, "</ul>");
    sdx_buf_puts(b, "</section>\n");
}

/* ---- the baseline: the run diff ---- */

static void cell_dur(sdx_buf *b, int64_t ms)
{
    char d[32];
    rd_dur(ms, d);
    sdx_buf_printf(b, "<td class=\"n\">%s</td>", d);
}

static void cell_bytes(sdx_buf *b, int64_t v)
{
    char d[32];
    if (v < 0)
        snprintf(d, sizeof d, "-");
    else
        sdx_fmt_bytes(v, d);
    sdx_buf_printf(b, "<td class=\"n\">%s</td>", d);
}

static void run_row(sdx_buf *b, const char *what, const sdx_diff_run *x)
{
    sdx_buf_printf(b, "<tr><td>%s</td><td class=\"mono\">", what);
    rd_html_text(b, x->app_id);
    sdx_buf_puts(b, "</td>");
    cell_dur(b, x->wall_ms);
    cell_dur(b, x->driver_ms);
    cell_bytes(b, x->input_bytes);
    cell_bytes(b, x->shuffle_read_bytes);
    cell_bytes(b, x->spill_bytes);
    sdx_buf_printf(b, "<td class=\"n\">%d</td><td class=\"n\">%d</td><td class=\"n\">%d</td></tr>\n", x->slots,
                   x->jobs, x->failed_tasks);
}

static void side_cells(sdx_buf *b, const sdx_stage_side *x)
{
    if (!x->f) {
        sdx_buf_puts(b, "<td colspan=\"6\" class=\"note\">not in this run</td>");
        return;
    }
    sdx_buf_printf(b, "<td class=\"n\">%d.%d</td>", x->stage_id, x->attempt_id);
    cell_dur(b, x->duration_ms);
    cell_dur(b, x->work_ms);
    char a[32], c[32];
    rd_dur(x->task_median_ms, a);
    rd_dur(x->task_max_ms, c);
    sdx_buf_printf(b, "<td class=\"n\">%s / %s</td>", a, c);
    cell_bytes(b, x->shuffle_read_bytes);
    cell_bytes(b, x->spill_bytes);
}

static void h_baseline(void *st, const sdx_report *r, const sdx_report_section *sec)
{
    hw *h = st;
    sdx_buf *b = h->b;
    const sdx_report_baseline *bl = sec->data;
    if (!bl || !bl->diff)
        return;
    const sdx_diff *d = bl->diff;
    sdx_buf_puts(b, "<section id=\"baseline\">\n<h2>Since the baseline</h2>\n<p class=\"verdict\">");
    rd_html_text(b, d->verdict);
    sdx_buf_puts(b, "</p>\n<table><tr><th>run</th><th>application</th><th class=\"n\">wall clock</th><th class=\"n\">"
                    "driver-only</th><th class=\"n\">input</th><th class=\"n\">shuffle read</th><th class=\"n\">spill</th>"
                    "<th class=\"n\">slots</th><th class=\"n\">jobs</th><th class=\"n\">failed tasks</th></tr>\n");
    run_row(b, "baseline", &d->old);
    run_row(b, "this run", &d->new_);
    sdx_buf_puts(b, "</table>\n");
    if (d->nattributed) {
        /* paired bars: the stage-time model then and now */
        int64_t mx = 1;
        for (uint32_t i = 0; i < d->nattributed; i++) {
            const sdx_stage_match *sm = &d->stages[d->attributed[i]];
            if (sm->old.f && sm->old.work_ms > mx)
                mx = sm->old.work_ms;
            if (sm->new_.f && sm->new_.work_ms > mx)
                mx = sm->new_.work_ms;
        }
        sdx_buf_puts(b, "<h3>Matched stages, side by side</h3>\n<div class=\"legend\"><span><i class=\"old\" "
                        "style=\"background:#b0bec5\"></i>baseline</span><span><i style=\"background:#5c7fa8\"></i>"
                        "this run</span> (stage-time model: max(slowest task, total ÷ slots))</div>\n");
        uint32_t n = d->nattributed;
        sdx_buf_printf(b, "<svg class=\"diff-bars\" viewBox=\"0 0 900 %u\" width=\"900\" height=\"%u\" role=\"img\">\n",
                       n * 34 + 6, n * 34 + 6);
        for (uint32_t i = 0; i < n; i++) {
            const sdx_stage_match *sm = &d->stages[d->attributed[i]];
            int y = (int)i * 34 + 4;
            char lab[64], o[32], nw[32];
            if (sm->new_.f)
                snprintf(lab, sizeof lab, "stage %d", sm->new_.stage_id);
            else
                snprintf(lab, sizeof lab, "(gone) %d", sm->old.stage_id);
            rd_dur(sm->old.f ? sm->old.work_ms : -1, o);
            rd_dur(sm->new_.f ? sm->new_.work_ms : -1, nw);
            double wo = sm->old.f ? 640.0 * (double)sm->old.work_ms / (double)mx : 0;
            double wn = sm->new_.f ? 640.0 * (double)sm->new_.work_ms / (double)mx : 0;
            sdx_buf_printf(b, "<text x=\"0\" y=\"%d\">%s</text>", y + 18, lab);
            sdx_buf_printf(b, "<g data-tip=\"1\"><title>baseline %s</title><rect class=\"old\" x=\"110\" y=\"%d\" "
                              "width=\"%.1f\" height=\"13\"/></g><text x=\"%.1f\" y=\"%d\">%s</text>",
                           o, y, wo, 114 + wo, y + 11, o);
            sdx_buf_printf(b, "<g data-tip=\"1\"><title>this run %s</title><rect class=\"new\" x=\"110\" y=\"%d\" "
                              "width=\"%.1f\" height=\"13\"/></g><text x=\"%.1f\" y=\"%d\">%s</text>\n",
                           nw, y + 15, wn, 114 + wn, y + 26, nw);
        }
        sdx_buf_puts(b, "</svg>\n<table class=\"matched\"><tr><th rowspan=\"2\">how</th><th colspan=\"6\">baseline</th>"
                        "<th colspan=\"6\">this run</th><th class=\"n\" rowspan=\"2\">change</th><th rowspan=\"2\">why"
                        "</th></tr><tr><th>stage</th><th class=\"n\">time</th><th class=\"n\">work</th><th class=\"n\">"
                        "task median / max</th><th class=\"n\">shuffle read</th><th class=\"n\">spill</th><th>stage</th>"
                        "<th class=\"n\">time</th><th class=\"n\">work</th><th class=\"n\">task median / max</th>"
                        "<th class=\"n\">shuffle read</th><th class=\"n\">spill</th></tr>\n");
        for (uint32_t i = 0; i < n; i++) {
            const sdx_stage_match *sm = &d->stages[d->attributed[i]];
            sdx_buf_printf(b, "<tr><td>%s</td>", sdx_match_how_name(sm->how));
            side_cells(b, &sm->old);
            side_cells(b, &sm->new_);
            char dd[32];
            rd_dur(sm->delta_ms < 0 ? -sm->delta_ms : sm->delta_ms, dd);
            sdx_buf_printf(b, "<td class=\"n\">%s%s</td><td>", sm->delta_ms < 0 ? "−" : "+", dd);
            for (uint32_t k = 0; k < sm->nreasons; k++) {
                if (k)
                    sdx_buf_puts(b, "; ");
                rd_html_text(b, sm->reasons[k]);
            }
            sdx_buf_puts(b, "</td></tr>\n");
        }
        sdx_buf_puts(b, "</table>\n");
    }
    if (d->nconf) {
        sdx_buf_puts(b, "<details><summary>Configuration changes</summary><table><tr><th>key</th><th>baseline</th>"
                        "<th>this run</th></tr>\n");
        for (uint32_t i = 0; i < d->nconf && i < 200; i++) {
            sdx_buf_puts(b, d->conf[i].important ? "<tr class=\"important\"><td><b>" : "<tr><td><b>");
            rd_html_text(b, d->conf[i].key);
            sdx_buf_puts(b, "</b></td><td>");
            rd_html_text_cut(b, d->conf[i].old_value ? d->conf[i].old_value : "(unset)", 300);
            sdx_buf_puts(b, "</td><td>");
            rd_html_text_cut(b, d->conf[i].new_value ? d->conf[i].new_value : "(unset)", 300);
            sdx_buf_puts(b, "</td></tr>\n");
        }
        sdx_buf_puts(b, "</table></details>\n");
    }
    if (d->nfindings) {
        sdx_buf_puts(b, "<h3>What the diff finds</h3>\n");
        for (uint32_t i = 0; i < d->nfindings; i++)
            finding(b, r, &d->findings[i], i, 0, "diff-");
    }
    if (bl->ngone) {
        sdx_buf_printf(b, "<h3>Gone since the baseline (%u)</h3>\n<ul class=\"gone\">", bl->ngone);
        for (uint32_t i = 0; i < bl->ngone; i++) {
            sdx_buf_puts(b, "<li><code>");
            rd_html_text(b, bl->gone[i]->id);
            sdx_buf_printf(b, "</code> (%s): ", sdx_severity_name(bl->gone[i]->severity));
            rd_html_text(b, bl->gone[i]->title);
            sdx_buf_puts(b, "</li>\n");
        }
        sdx_buf_puts(b, "</ul>\n");
    }
    sdx_buf_puts(b, "</section>\n");
}

static const rd_backend html_backend = {
    "html", h_begin, h_end,
    {
        [SDX_SECTION_HEADER] = h_header,
        [SDX_SECTION_TIME] = h_time,
        [SDX_SECTION_JOBS] = h_jobs,
        [SDX_SECTION_STAGES] = h_stages,
        [SDX_SECTION_COUNTS] = h_counts,
        [SDX_SECTION_FINDINGS] = h_findings,
        [SDX_SECTION_RULED_OUT] = h_ruled_out,
        [SDX_SECTION_PREVENT] = h_prevent,
        [SDX_SECTION_NOTES] = h_notes,
        [SDX_SECTION_BASELINE] = h_baseline,
        [SDX_SECTION_QUERIES] = h_queries,
    }};

void sdx_report_render_html(const sdx_report *r, sdx_buf *out, int flags)
{
    hw h = {out, r, sdx_report_analysis(r)};
    rd_walk(&html_backend, &h, r);
}
