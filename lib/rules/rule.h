/*
 * rule.h: what a rule is. A rule is one file (lib/rules/<family>.c) that
 * declares itself as data, plus one line in the registry (registry.c):
 *
 *     static const char *const ids[] = {"spill"};
 *     static const sdx_threshold thresholds[] = {{"spill.min_disk_bytes", ...}};
 *     static const sdx_confidence confidences[] = {[CF_SPILL] = {"spill", 0.6, "..."}};
 *     static void run(rp_ctx *c) { ... }
 *     const rp_rule rp_rule_spill = RP_RULE("spill", ids, thresholds, confidences, run);
 *
 * The declaration carries the finding ids the rule may emit, the thresholds
 * it compares against (key, default, unit, meaning, source) and its
 * confidence constants (name, value, meaning); docs/rules.md's tables are
 * checked against these declarations (tests/unit/test_rules.c). A rule
 * reads the analysis facts (c->an, c->st) and the model, and writes
 * through the findings API (report/internal.h); it never reads another
 * rule's state. What one rule tells a later one goes through that API
 * too: a finding claims the stage it explains (rp_claim / rp_claimed), and
 * may carry named facts for later rules (rp_fact / rp_fact_max: what
 * AQE would have saved, measured by the partitions and skew rules, is read
 * by config.aqe_off).
 */
#ifndef SPARKDX_RULES_RULE_H
#define SPARKDX_RULES_RULE_H

#include <math.h>
#include <stdarg.h>
#include <stddef.h>

#include "sparkdx/analysis.h"
#include "sparkdx/rules.h"
#include "util/util.h"

/* The report and its options, which the context carries for the findings
 * API (lib/report/helpers.c): opaque to the rules. */
struct sdx_report;
struct sdx_report_opts;

typedef struct rp_ctx rp_ctx;
typedef void (*rp_rule_fn)(rp_ctx *c);

typedef struct rp_rule {
    sdx_rule_info info;
    rp_rule_fn fn;
} rp_rule;

#define RP_COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define RP_RULE(family, ids, thresholds, confidences, fn)                                                             \
    {{family, ids, RP_COUNT(ids), thresholds, RP_COUNT(thresholds), confidences, RP_COUNT(confidences)}, fn}
/* a rule without thresholds of its own */
#define RP_RULE_NO_THRESHOLDS(family, ids, confidences, fn)                                                           \
    {{family, ids, RP_COUNT(ids), NULL, 0, confidences, RP_COUNT(confidences)}, fn}

/* The registry (lib/rules/registry.c), in run order: rule i, or NULL. */
const rp_rule *rp_rule_at(size_t i);
size_t rp_rule_count(void);

/* The report's own thresholds (ranking, severity, the stage-time model),
 * before every rule's in the table (lib/report/thresholds.c). */
extern const sdx_threshold rp_report_thresholds[];
extern const size_t rp_nreport_thresholds;

#define MIB (1024.0 * 1024.0)

/* ---- the context and the findings API (lib/report/helpers.c) ---- */

/* The per-stage facts come from the analysis layer (sparkdx/analysis.h):
 * rules read them, never recompute them. */
typedef sdx_stage_facts rp_stage;

#define RP_MAX_EVIDENCE 12
#define RP_MAX_AGAINST 6
#define RP_MAX_FIXES 6

typedef struct rp_vec {
    void **v;
    uint32_t n, cap;
} rp_vec;

struct rp_ctx {
    const sdx_model *m;
    const struct sdx_report_opts *o;
    struct sdx_report *r;
    sdx_arena *arena;
    const sdx_analysis *an;        /* the facts every rule reads */
    /* copies of the analysis' most used facts */
    const rp_stage *st;            /* an->stages, parallel to m->stages */
    uint32_t nst;
    int32_t slots;                 /* peak task slots */
    int slots_known;
    int local_mode;
    int64_t wall_ms;
    int64_t app_start, app_end;
    const char **claimed;          /* parallel to st: id of the finding that explains the stage */
    int app_failed;                /* a job failed */
    rp_vec findings, checks, alerts;
    struct rp_fact_rec *facts;     /* named facts findings carry for later rules (rp_fact) */
    uint32_t nfacts, facts_cap;
    int oom;                       /* an allocation failed: the report is abandoned */
    struct {                       /* where writes go out of memory or past a capacity (never read) */
        sdx_finding f;
        sdx_evidence ev[RP_MAX_EVIDENCE], against[RP_MAX_AGAINST];
        sdx_fix fixes[RP_MAX_FIXES];
    } sink;
    sdx_evidence sink_ev;
};

/* ---- helpers (lib/report/helpers.c) -------------------------------------- */
const char *rp_strf(rp_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *rp_vstrf(rp_ctx *c, const char *fmt, va_list ap);
const char *rp_strdup(rp_ctx *c, const char *s);
/* "850 ms", "3.8 s", "2.5 min", "1.2 h" */
const char *rp_ms(rp_ctx *c, double ms);
/* Spark UI style "92.3 MiB" */
const char *rp_bytes(rp_ctx *c, double bytes);
/* "12,345" */
const char *rp_count(rp_ctx *c, double n);
const char *rp_pct(rp_ctx *c, double share);   /* "12%", "0.6%" */

double rp_th(const rp_ctx *c, const char *key);

sdx_finding *rp_finding(rp_ctx *c, const char *id, const char *title_fmt, ...)
    __attribute__((format(printf, 3, 4)));
sdx_evidence *rp_ev(rp_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
sdx_evidence *rp_against(rp_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void rp_num(sdx_evidence *e, const char *key, double v);
void rp_fix(rp_ctx *c, sdx_finding *f, sdx_fix_kind kind, const char *action, const char *why, const char *caveat);
void rp_confirm(rp_ctx *c, sdx_finding *f, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rp_verify(rp_ctx *c, sdx_finding *f, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rp_where_stage(sdx_finding *f, const rp_stage *s);
/* where.sql, where.node (its name, trailing blanks kept for the report to
 * trim) and where.node_id (its graph node id, -1 when the graph has none)
 * of a plan node of execution e. */
void rp_where_node(sdx_finding *f, const sdx_sql_exec *e, const sdx_plan_node *n);
/* Severity of a measured cost: share of the wall clock against the
 * severity.* thresholds; never above `cap`. */
sdx_severity rp_severity(const rp_ctx *c, int64_t impact_ms, sdx_severity cap);

void rp_ruled_out(rp_ctx *c, const char *id, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rp_alert(rp_ctx *c, const char *metric, double value, const char *current, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* Spark configuration (the environment's Spark properties). */
const char *rp_conf(const rp_ctx *c, const char *key);
int rp_conf_bool(const rp_ctx *c, const char *key, int dflt);
/* Sizes as Spark parses them ("10m", "10485760", "-1"); dflt when unset/bad. */
int64_t rp_conf_bytes(const rp_ctx *c, const char *key, int64_t dflt);
/* "more memory per task" in this deployment: spark.driver.memory and the
 * local[N] count in local mode (the driver runs the tasks), else
 * spark.executor.memory / spark.executor.cores. */
const char *rp_more_memory(rp_ctx *c);
/* Spark version as major*100+minor (304 = 3.4); 0 when unknown. */
int rp_spark_version(const rp_ctx *c);

/* Plan helpers. */
typedef int (*rp_plan_fn)(const sdx_plan_node *n, void *ud);   /* return 1 to stop */
int rp_plan_walk(const sdx_plan_node *n, rp_plan_fn fn, void *ud);
const sdx_plan_node *rp_plan_find(const sdx_plan_node *root, const char *name_prefix);
/* The aggregated value of a node's metric by name: the text the SQL tab
 * shows and its total as a number (bytes / ms / count). Returns 1 when
 * found. */
int rp_node_metric(const sdx_sql_exec *e, const sdx_plan_node *n, const char *metric, double *total,
                   const char **text);
/* Sum of a metric over every node whose name starts with `node_prefix`
 * ("" = all); returns how many nodes had it. */
int rp_exec_metric_sum(const sdx_sql_exec *e, const char *node_prefix, const char *metric, double *total);
const char *rp_node_meta(const sdx_plan_node *n, const char *key);
/* The graph node of a plan node of e's final plan, or NULL; whether it ran
 * in the stage (its stages from the plan graph, sdx_plan_graph_node). */
const sdx_plan_graph_node *rp_graph_node(const sdx_sql_exec *e, const sdx_plan_node *n);
int rp_node_in_stage(const sdx_sql_exec *e, const sdx_plan_node *n, int32_t stage_id);
/* The stage builds a broadcast table: a BroadcastExchange of its SQL
 * execution ran in it, and it neither uses one nor writes shuffle or files.
 * Expected structure, never a finding of its own. */
int rp_stage_builds_broadcast(const rp_stage *s);
/* A stage of Spark's parallel file listing ("Listing leaf files and
 * directories for N paths"): partition discovery, expected structure whose
 * cost is input.partition_listing's, never a partitions finding. */
int rp_stage_is_listing(const rp_stage *s);
int rp_is_listing_text(const char *job_or_stage_description);
/* The partition count of a partitioning ("RoundRobinPartitioning(2)",
 * "hashpartitioning(a, b, 200)", "SinglePartition" = 1), 0 when none. */
int rp_partitioning_count(const char *simple_string);
/* The code fixed this stage's partition count: it reads an Exchange of
 * REPARTITION_BY_NUM / REPARTITION_WITH_NUM (repartition(n) / repartition(n,
 * col)) with as many partitions as it has tasks. Returns n and the node, or
 * 0: shuffle.partitions and AQE coalescing do not change such a count. */
int rp_stage_explicit_partitions(const rp_stage *s, const sdx_plan_node **node);

/* Indexes of sdx_summary_quantiles (0, .05, .25, .5, .75, .95, 1). */
enum { RP_Q_MIN = 0, RP_Q_P05, RP_Q_P25, RP_Q_MED, RP_Q_P75, RP_Q_P95, RP_Q_MAX };
/* stage label "stage 6 (attempt 0)" / "stage 6" */
const char *rp_stage_label(rp_ctx *c, const rp_stage *s);
/* A short description of what the stage does: its operators, or its name. */
const char *rp_stage_what(rp_ctx *c, const rp_stage *s);
const rp_stage *rp_stage_by_id(rp_ctx *c, int32_t stage_id, int32_t attempt);
/* Findings API, what a rule tells later ones. A finding claims the stage
 * it explains, so that a later rule does not report the same cost again;
 * rp_claimed gives the id of the finding that claimed it, or NULL. */
void rp_claim(rp_ctx *c, const sdx_finding *f, const rp_stage *s);
const char *rp_claimed(const rp_ctx *c, const rp_stage *s);
/* A finding may carry a named fact, not rendered, for a later rule: e.g.
 * "aqe.coalesce_gain_ms", what AQE (off) would have saved on `stage`.
 * rp_fact_max gives the largest value of `key` recorded so far (the first
 * of equal ones) and its stage; 0 and -1 when no value is above 0. */
void rp_fact(rp_ctx *c, const sdx_finding *f, const char *key, int32_t stage, int64_t value);
int64_t rp_fact_max(const rp_ctx *c, const char *key, int32_t *stage);
/* One finding per cause: the finding that recorded the largest `key`
 * fact is the same cause as `into` (a symptom of the setting `into` names):
 * it is removed, and its title, evidence and non-duplicate fixes join
 * `into` (impact and severity the larger of the two). */
void rp_absorb(rp_ctx *c, sdx_finding *into, const char *key);
/* Whether AQE is on for this application (sdx_analysis_aqe_on: the setting,
 * else Spark's default for the version: on since 3.2). */
int rp_aqe_on(const rp_ctx *c);

/* Config fixes a tool can apply. rp_conf_size: bytes in Spark's size
 * syntax ("4g", "47m" rounded up, "12k"). rp_conf_effective: the
 * application's value, else Spark's default for the keys fixes set, else
 * NULL. rp_fix_set: a config fix of (key, value) pairs ending with a NULL
 * key; a pair already at its effective value is left out, and with none
 * left no fix is added (NULL). The action reads "k=v (now x) and k2=v2"
 * plus `note`; the settings are kept structured (sdx_fix.settings). */
const char *rp_conf_size(rp_ctx *c, double bytes);
const char *rp_conf_effective(const rp_ctx *c, const char *key);
sdx_fix *rp_fix_set(rp_ctx *c, sdx_finding *f, const char *note, const char *why, const char *caveat, const char *key,
                    const char *value, ...);

#endif
