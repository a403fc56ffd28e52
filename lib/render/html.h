/*
 * html.h: what the HTML backend's two files share (html.c: the document,
 * its sections and the escaping; html_charts.c: the SVG charts). Not public:
 * the entry point is sdx_report_render_html (sparkdx/report.h).
 *
 * Escaping: every string that comes from a log goes through rd_html_text,
 * which makes control and bidi characters visible (sdx_buf_put_visible) and
 * then escapes & < > " ' as entities: safe in element text, in quoted
 * attribute values, in SVG <title> and in the document's <title>. Nothing
 * from a log is written into <style>, <script>, an event handler, a URL or
 * an unquoted attribute.
 */
#ifndef SPARKDX_RENDER_HTML_H
#define SPARKDX_RENDER_HTML_H

#include "render/render.h"
#include "sparkdx/analysis.h"

/* Log text (NULL: nothing) for HTML text and quoted attributes. */
void rd_html_text(sdx_buf *b, const char *s);
/* The same, cut to at most `max` bytes (at a character boundary) with "…"
 * when it was longer. */
void rd_html_text_cut(sdx_buf *b, const char *s, size_t max);

/* Caps of what the charts draw (docs/report-html.md states them). */
#define RD_HTML_TIMELINE_JOBS 300     /* job bars in the application timeline (the longest) */
#define RD_HTML_TIMELINE_STAGES 400   /* stage bars (the longest, the critical ones first) */
#define RD_HTML_TIMELINE_GAPS 300     /* driver-only gaps shaded (the longest) */
#define RD_HTML_TIMELINE_EXECS 200    /* executors drawn (in the order they were added) */
#define RD_HTML_SLOT_LANES 256        /* rows of a task timeline */
#define RD_HTML_PLAN_NODES 300        /* operators of one plan tree */
#define RD_HTML_PLANS 5               /* plan trees (the heavy stages' SQL executions) */

/* The application timeline: jobs and stages over wall-clock time, the
 * critical path, driver-only gaps, executors added / removed. */
void rd_html_app_timeline(sdx_buf *b, const sdx_report *r, const sdx_analysis *a);
/* A heavy stage's task timeline (one row per slot), distributions of task
 * duration and shuffle read, spill per task. */
void rd_html_stage_charts(sdx_buf *b, const sdx_report *r, const sdx_analysis *a, const sdx_report_stage *rs);
/* The plan tree of a SQL execution with rows / size / time per operator. */
void rd_html_plan_tree(sdx_buf *b, const sdx_sql_exec *e, const sdx_analysis *a);

#endif
