/*
 * findings.h: what a diagnosis says, as data: a finding with its severity,
 * confidence, measured impact, where it applies, the evidence for and
 * against it, the check that confirms it and its fixes cheapest first; and
 * the thresholds findings are judged by.
 *
 * Pipeline position: analysis -> *findings* -> { rules, diff } -> report.
 * The rules (lib/rules/) and the run diff (lib/diff/) write findings; the
 * report (sparkdx/report.h, which includes this header) ranks and shows
 * them. The names below are lib/findings/findings.c.
 */
#ifndef SPARKDX_FINDINGS_H
#define SPARKDX_FINDINGS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sdx_severity {
    SDX_SEV_INFO = 0,   /* an observation (e.g. AQE already split a skewed partition) */
    SDX_SEV_LOW,        /* real but small, or a hazard with no measured cost */
    SDX_SEV_MEDIUM,     /* costs a noticeable share of the run */
    SDX_SEV_HIGH,       /* costs a large share of the run */
    SDX_SEV_CRITICAL    /* made a job or the application fail */
} sdx_severity;

/* "info", "low", "medium", "high", "critical". */
const char *sdx_severity_name(sdx_severity s);
/* Inverse (case-insensitive). Returns 0, or -1 when unknown. */
int sdx_severity_parse(const char *name, sdx_severity *out);

/* ---- thresholds -----------------------------------------------------------
 * Every number a rule compares against, by key ("skew.duration_factor"). */
typedef enum sdx_unit { SDX_UNIT_NUMBER = 0, SDX_UNIT_RATIO, SDX_UNIT_BYTES, SDX_UNIT_MS } sdx_unit;

typedef struct sdx_threshold {
    const char *key;
    double value;          /* default */
    sdx_unit unit;
    const char *meaning;   /* what crossing it means */
    const char *source;    /* where the default comes from */
} sdx_threshold;

/* ---- findings ------------------------------------------------------------ */

/* A measured fact with its numbers. `nums` are named values whose names are
 * documented in docs/report-json.md (value, median, p75, p95, max, total,
 * count, ratio, share, threshold, ...); `text` says the same for a person. */
#define SDX_EVIDENCE_MAX_NUMS 8
typedef struct sdx_evidence {
    const char *metric;    /* "task_duration", "shuffle_read_bytes", "gc_share", ... */
    const char *unit;      /* "ms", "bytes", "records", "count", "ratio", "share", "text" */
    struct { const char *key; double v; } nums[SDX_EVIDENCE_MAX_NUMS];
    int nnums;
    const char *text;
} sdx_evidence;

typedef enum sdx_fix_kind { SDX_FIX_CONFIG = 0, SDX_FIX_JOIN, SDX_FIX_DATA, SDX_FIX_CODE } sdx_fix_kind;
const char *sdx_fix_kind_name(sdx_fix_kind k);   /* "config", "join", "data", "code" */

/* A configuration setting a fix applies, in the syntax Spark accepts
 * ("256m", "4g", whole numbers, "true"): a tool can apply it as it is. */
typedef struct sdx_setting {
    const char *key, *value;
    const char *current;   /* the application's value, NULL = unset (Spark's default) */
} sdx_setting;

#define SDX_FIX_MAX_SETTINGS 3

typedef struct sdx_fix {
    sdx_fix_kind kind;
    const char *action;    /* what to do ("spark.sql.adaptive.skewJoin.enabled=true") */
    const char *why;       /* why it works here */
    const char *caveat;    /* when it does not, or what it costs; may be NULL */
    /* config fixes: the settings to apply (none of them at its current value) */
    sdx_setting settings[SDX_FIX_MAX_SETTINGS];
    uint32_t nsettings;
} sdx_fix;

/* Where a finding applies; -1 / NULL = not applicable. */
typedef struct sdx_where {
    int32_t job, stage, attempt, partition;
    int64_t sql;
    const char *node;      /* plan operator ("SortMergeJoin") */
    int64_t node_id;       /* its node id in the SQL tab's plan graph (sparkdx sql), -1 unknown */
    const char *executor;
} sdx_where;

typedef struct sdx_finding {
    const char *id;        /* stable rule id (docs/scenarios.md) */
    const char *title;
    sdx_severity severity;
    double confidence;     /* 0..1 */
    int64_t impact_ms;     /* wall clock it would save (stage-time model); 0 = none measured */
    sdx_where where;
    sdx_evidence *evidence; uint32_t nevidence;
    sdx_evidence *against; uint32_t nagainst;
    const char *confirm;   /* the check that would confirm or rule it out */
    sdx_fix *fixes; uint32_t nfixes;   /* cheapest first */
    const char *verify;    /* the metric to re-check after the fix */
    /* One finding per cause: every stage it covers (the rule fired on each),
     * largest impact first; where.stage is the first. nstages <= 1 for a
     * finding of one stage or none. */
    const int32_t *stages; uint32_t nstages;
    /* Its stage is not on its job's critical path (the chain of stages that
     * decided when the job ended): shortening it ends nothing sooner, so
     * impact_ms is 0 and the stage's own saving is in `against`. */
    uint8_t off_critical;
} sdx_finding;

#ifdef __cplusplus
}
#endif
#endif
