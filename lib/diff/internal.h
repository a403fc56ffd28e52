/*
 * internal.h: what the diff's files share (lib/diff/): the build context
 * (one arena, a sticky out-of-memory flag), text helpers that format the
 * numbers the way the report does, and finding builders.
 * Not part of the public API.
 */
#ifndef SPARKDX_DIFF_INTERNAL_H
#define SPARKDX_DIFF_INTERNAL_H

#include <stdarg.h>

#include "sparkdx/diff.h"
#include "util/util.h"

typedef struct df_ctx {
    sdx_arena *arena;
    int oom;
} df_ctx;

/* Arena allocation; on failure sets c->oom and returns NULL. */
void *df_alloc(df_ctx *c, size_t n);
/* Grow a malloc'ed array to hold `need` elements of `size` bytes; -1 (and
 * c->oom) on failure, the array unchanged. */
int df_grow(df_ctx *c, void **arr, uint32_t *cap, uint32_t need, size_t size);
/* Formatted text in the arena; on failure sets c->oom and returns "". */
const char *df_strf(df_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *df_vstrf(df_ctx *c, const char *fmt, va_list ap);
const char *df_strdup(df_ctx *c, const char *s);
/* "850 ms", "3.8 s", "2.5 min", "1.2 h"; "?" when negative */
const char *df_ms(df_ctx *c, double ms);
/* "+10.5 s" / "-2.0 s" */
const char *df_delta_ms(df_ctx *c, double ms);
const char *df_bytes(df_ctx *c, double bytes);   /* "92.3 MiB" */
const char *df_count(df_ctx *c, double n);       /* "12,345" */
const char *df_pct(df_ctx *c, double share);     /* "12%" */
const char *df_ratio(df_ctx *c, double r);       /* "3.0x" */

/* Findings: the diff.* rules build them in a growable list. */
typedef struct df_findings {
    sdx_finding *v;
    uint32_t n, cap;
} df_findings;

sdx_finding *df_finding(df_ctx *c, df_findings *fs, const char *id, const char *title_fmt, ...)
    __attribute__((format(printf, 4, 5)));
sdx_evidence *df_ev(df_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
sdx_evidence *df_against(df_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void df_num(sdx_evidence *e, const char *key, double v);
void df_fix(df_ctx *c, sdx_finding *f, sdx_fix_kind kind, const char *action, const char *why, const char *caveat);
/* Severity of a cost as a share of the wall clock (>= 20% high, >= 5%
 * medium, else low), never above cap. */
sdx_severity df_severity(int64_t impact_ms, int64_t wall_ms, sdx_severity cap);

/* A Spark size as a value Spark's byte parser accepts: "32m", "2g", "512k". */
const char *df_conf_bytes(df_ctx *c, double bytes);

/* A parent stage as the work it stands for (a skipped stage: the earlier
 * stage that wrote its shuffle), or NULL. */
const sdx_stage_facts *df_parent_work(const sdx_analysis *a, int32_t stage_id);

/* The rules (rules.c), run after matching and attribution. */
int df_rules(df_ctx *c, sdx_diff *d, const sdx_analysis *o, const sdx_analysis *n, const sdx_diff_opts *opts,
             df_findings *fs);

#endif
