/*
 * render.h: the one walker over a report's typed sections and the backend
 * vtable each format implements (text.c, md.c, json.c). Not public: the
 * entry points are sdx_report_render_text / _md / _json (sparkdx/report.h).
 *
 * A backend is a state (its output buffer and options) and one function
 * per section type; NULL means the format shows nothing for that type. A
 * new section type is one sdx_section_kind plus one function per backend.
 */
#ifndef SPARKDX_RENDER_H
#define SPARKDX_RENDER_H

#include "sparkdx/report.h"

typedef void (*rd_section_fn)(void *st, const sdx_report *r, const sdx_report_section *s);

typedef struct rd_backend {
    const char *name;                              /* "text", "md", "json" */
    void (*begin)(void *st, const sdx_report *r);  /* may be NULL */
    void (*end)(void *st, const sdx_report *r);    /* may be NULL */
    rd_section_fn section[SDX_SECTION_KINDS];
} rd_backend;

/* Render every section of r in order (the default document when the
 * report lists none). */
void rd_walk(const rd_backend *b, void *st, const sdx_report *r);

/* The default document: every core section type in order. */
const sdx_report_section *rd_default_sections(uint32_t *n);

/* "850 ms", "3.8 s", "2.5 min", "1.2 h"; "-" when negative. */
void rd_dur(int64_t ms, char out[32]);
/* "stage 3.1, job 2, sql 4, partition 7, SortMergeJoin, executor 5" */
void rd_where(const sdx_finding *f, char *out, size_t cap);

/* The lines of a heavy SQL execution in "where the time goes" (not yet
 * made visible: the backends do it):
 *   head:     "sql 0 23.4 s (78% of the wall clock; 100% of task time, 100% of
 *             executor CPU): save at ..."
 *   scope:    "8 jobs (0-7), 27 stages (0-26); heavy stages: 11, 18, 6"
 *   op:       "node 23 SortMergeJoin: 9,609,600 rows out of 620,000 in (15.5x); stage 6"
 *   io:       "<label>: a; b (and 2 more)"
 *   findings: "findings: 1 join.fanout, 4 lineage.recompute" ("" when none) */
void rd_query_head(const sdx_report_query *q, char *out, size_t cap);
void rd_query_scope(const sdx_report_query *q, char *out, size_t cap);
void rd_query_op(const sdx_report_query_op *o, char *out, size_t cap);
void rd_query_io(const char *label, const char *const *v, uint32_t n, uint32_t more, char *out, size_t cap);
void rd_query_findings(const sdx_report *r, const sdx_report_query *q, char *out, size_t cap);

/* The header's two lines: "name (id) · Spark v · master · status" and the
 * wall clock split (not yet made visible: the backends do it). */
void rd_header_lines(const sdx_report *r, char *l1, size_t c1, char *l2, size_t c2);

/* One line of bars for bins[0..n) (sparkline.c): Unicode blocks, or
 * ASCII when `ascii`; an empty bin is a space. */
void rd_sparkline(sdx_buf *b, const uint32_t *bins, int n, int ascii);

/* A finding's standing against the report's baseline: "new" or "same". */
const char *rd_since(const sdx_report *r, uint32_t finding);
/* "What AQE did": one line per re-planned execution and per unhandled skew
 * (shared by text and Markdown). */
void rd_aqe_exec_line(const sdx_report_aqe_exec *x, char *out, size_t cap);
void rd_aqe_unhandled_line(const sdx_report_aqe_unhandled *u, char *out, size_t cap);

#endif
