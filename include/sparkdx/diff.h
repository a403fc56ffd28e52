/*
 * diff.h: what changed between two runs of the same job (DESIGN.md's first
 * question): the jobs, SQL executions and stages of the two runs matched by
 * structure (never by id: ids shift when a job is added early), the wall
 * clock change attributed to the matched stages that account for it with
 * both runs' numbers and the reasons (data growth, skew that appeared or
 * went, spill, GC, slots, failures, join strategy, AQE), a verdict in plain
 * words, and findings of the diff.* rules (docs/diff.md).
 *
 * Pipeline position: model -> analysis -> *diff* -> report / render. The
 * diff reads two analyses (and through them their models, which must
 * outlive it), never prints and never exits; it owns everything it returns
 * in one arena, freed by sdx_diff_free(). Out of memory returns -1 with
 * SDX_ERR_NOMEM.
 */
#ifndef SPARKDX_DIFF_H
#define SPARKDX_DIFF_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/analysis.h"
#include "sparkdx/error.h"
#include "sparkdx/findings.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SDX_DIFF_SCHEMA "sparkdx.diff/1"

/* How a match was made, from the strongest to the weakest evidence. */
typedef enum sdx_match_how {
    SDX_MATCH_SAME = 0,      /* same signature (description / call site / plan / stage shape) and order */
    SDX_MATCH_LOOSE,         /* same signature once numbers (line numbers, sizes, dates) are ignored */
    SDX_MATCH_SHAPE,         /* same operators and stage shape, different names */
    SDX_MATCH_POSITION       /* only the position between two matched neighbours */
} sdx_match_how;
const char *sdx_match_how_name(sdx_match_how h);   /* "same", "loose", "shape", "position" */

typedef struct sdx_job_match {
    int32_t old_job, new_job;        /* job ids */
    sdx_match_how how;
    double confidence;               /* 0..1 */
} sdx_job_match;

/* A matched SQL execution: its plan then and now (structural fingerprints,
 * include/sparkdx/model.h), the operators that differ, and what AQE did. */
typedef struct sdx_sql_match {
    int64_t old_exec, new_exec;      /* execution ids */
    const char *description;         /* the new run's */
    sdx_match_how how;
    double confidence;
    int same_query;                  /* the initial plans' fingerprints are equal */
    int plan_changed;                /* the final plans' fingerprints differ */
    const char *plan_change;         /* "BroadcastHashJoin, BroadcastExchange then; SortMergeJoin, 2 Sort,
                                        2 Exchange now", or NULL */
    const char *aqe_then, *aqe_now;  /* "coalesced 200 partitions into 8; split 1 skewed partition into 4;
                                        SortMergeJoin -> BroadcastHashJoin", or NULL when AQE did nothing */
} sdx_sql_match;

/* One side of a matched stage: the numbers both runs are compared on. */
typedef struct sdx_stage_side {
    const sdx_stage_facts *f;
    int32_t stage_id, attempt_id, job_id;
    int64_t duration_ms;             /* submission -> completion; -1 unknown */
    int64_t work_ms;                 /* the stage-time model: max(slowest task, total task time / slots) */
    int64_t slowest_ms;              /* the slowest successful task */
    int32_t tasks, slots;
    int64_t input_bytes, input_records, shuffle_read_bytes, shuffle_read_records, shuffle_write_bytes;
    int64_t spill_bytes;             /* memory + disk spill */
    int64_t task_median_ms, task_max_ms;           /* successful tasks; -1 unknown */
    int64_t read_median_bytes, read_max_bytes;     /* shuffle read per task; -1 unknown */
    int32_t max_read_partition;      /* the task that read the most shuffle bytes; -1 none */
    double gc_share;                 /* GC time / run time of its tasks; -1 unknown */
    int32_t failed_tasks;
    const char *bound;               /* the stage-time model's verdict */
    const char *ops;                 /* operators, or NULL */
} sdx_stage_side;

typedef struct sdx_stage_match {
    sdx_stage_side old, new_;        /* old.f / new_.f NULL: the stage is only in the other run */
    sdx_match_how how;
    double confidence;
    int64_t delta_ms;                /* new work - old work (gone: -old, new: +new); the stage-time model, so
                                        that a stage waiting for slots beside another is not counted */
    double share;                    /* of the wall clock change (signed), 0 when it did not change */
    const char **reasons; uint32_t nreasons;   /* why, with both runs' numbers, strongest first */
} sdx_stage_match;

/* A Spark property that differs. */
typedef struct sdx_conf_change {
    const char *key, *old_value, *new_value;   /* NULL = unset on that side */
    int important;                   /* a key that changes plans or resources */
} sdx_conf_change;

typedef struct sdx_diff_opts {
    double nonlinear_factor;         /* time growth / data growth at or above which growth is non-linear (1.5) */
    double min_time_growth;          /* ... and time grew at least this much (1.2) */
    int64_t min_change_ms;           /* changes below this are noise (2000) */
    double slots_change;             /* slots differ by at least this share (0.2) */
    double skew_factor;              /* max / median task time of a skewed stage (5) */
    double attribution_share;        /* list stages until they account for this share of the change (0.8) */
    int max_stages;                  /* at most this many attributed stages (8) */
} sdx_diff_opts;
void sdx_diff_opts_init(sdx_diff_opts *o);

typedef struct sdx_diff_run {        /* one run's totals */
    const char *app_id, *app_name, *spark_version, *master;
    int64_t start_time;
    int64_t wall_ms, job_ms, driver_ms;
    int64_t input_bytes, input_records, output_bytes, shuffle_read_bytes, shuffle_write_bytes, spill_bytes;
    int64_t source_rows;             /* rows the source stages (no shuffle input) read or produced */
    int32_t slots, executors, executors_lost;
    int32_t jobs, stages, failed_tasks, stage_retries;
    int aqe_on;
    int64_t broadcast_threshold;     /* spark.sql.autoBroadcastJoinThreshold (bytes; -1 off) */
} sdx_diff_run;

typedef struct sdx_diff {
    const char *schema;              /* SDX_DIFF_SCHEMA */
    sdx_diff_run old, new_;
    double data_growth;              /* new / old input bytes (source rows, then shuffle bytes when no input); 0 unknown */
    double time_growth;              /* new / old wall clock; 0 unknown */
    /* The stage whose slowest task grew most beyond its own data (index into
     * stages, -1 none): with enough slots a stage takes as long as its
     * slowest task, so a task growing faster than the data is non-linear
     * growth even where few slots hide it in the wall clock. */
    int32_t nonlinear_stage;
    double stage_data_growth, stage_task_growth;
    const char *verdict;             /* plain words, with numbers */
    sdx_job_match *jobs; uint32_t njobs;             /* matched jobs, in new-run order */
    sdx_sql_match *sql; uint32_t nsql;               /* matched SQL executions, in new-run order */
    int32_t *new_jobs; uint32_t nnew_jobs;           /* only in the new run */
    int32_t *gone_jobs; uint32_t ngone_jobs;         /* only in the old run */
    sdx_stage_match *stages; uint32_t nstages;       /* every stage, matched or not, in new-run order then gone */
    uint32_t *attributed; uint32_t nattributed;      /* indexes into stages: the change, largest first */
    sdx_conf_change *conf; uint32_t nconf;           /* important keys first, then by key */
    sdx_finding *findings; uint32_t nfindings;       /* diff.* findings, ranked */
    void *internal_;
} sdx_diff;

/* Compare two analysed runs. `opts` may be NULL. Returns 0, or -1 with err
 * set (out of memory only). */
int sdx_diff_build(const sdx_analysis *old_run, const sdx_analysis *new_run, const sdx_diff_opts *opts,
                   sdx_diff **out, sdx_error *err);
void sdx_diff_free(sdx_diff *d);

/* The match of a stage of one run (side 0 = old, 1 = new), or NULL. */
const sdx_stage_match *sdx_diff_stage(const sdx_diff *d, int side, int32_t stage_id, int32_t attempt_id);

/* Renderers: text for a terminal (width columns, 100 when 0), Markdown,
 * JSON ({"schema": "sparkdx.diff/1", ...}, docs/diff.md). */
void sdx_diff_render_text(const sdx_diff *d, sdx_buf *out, int width);
void sdx_diff_render_md(const sdx_diff *d, sdx_buf *out);
void sdx_diff_render_json(const sdx_diff *d, sdx_buf *out, int pretty);
/* The same as a section of another document (report --baseline): no
 * title of its own; JSON as one value written into the caller's writer. */
void sdx_diff_render_text_section(const sdx_diff *d, sdx_buf *out, int width);
void sdx_diff_render_md_section(const sdx_diff *d, sdx_buf *out);
void sdx_diff_json_write(const sdx_diff *d, sdx_jw *w);

/* ---- findings since a baseline -------------------------------------------
 * `report NEW --baseline OLD`: each finding of NEW's report is new or the
 * same as one of OLD's (the same id on the matched stage, or the same id
 * when it names no stage), and OLD's findings that NEW no longer has are
 * gone. */
typedef enum sdx_since { SDX_SINCE_UNKNOWN = 0, SDX_SINCE_NEW, SDX_SINCE_SAME } sdx_since;
const char *sdx_since_name(sdx_since s);   /* "", "new", "same" */

typedef struct sdx_findings_since {
    uint8_t *since;                        /* sdx_since, parallel to the new report's findings */
    uint32_t n;
    const sdx_finding **gone; uint32_t ngone;   /* the baseline report's, in its order */
} sdx_findings_since;

/* The findings of OLD's and NEW's reports (sdx_report.findings and
 * nfindings, sparkdx/report.h), which must outlive the result. Returns 0,
 * or -1 with err set (out of memory). Free with sdx_findings_since_free. */
int sdx_findings_since_build(const sdx_diff *d, const sdx_finding *old_f, uint32_t nold, const sdx_finding *new_f,
                             uint32_t nnew, sdx_findings_since *out, sdx_error *err);
void sdx_findings_since_free(sdx_findings_since *s);

/* ---- verify: did the fix work? -------------------------------------------
 * Re-measures, on the matched stage of AFTER, the metric a finding of
 * BEFORE was diagnosed with (skew: the max task duration and the max
 * shuffle read, not the wall clock), and what got worse elsewhere. */
typedef enum sdx_verify_outcome {
    SDX_VERIFY_FIXED = 0, SDX_VERIFY_PARTLY, SDX_VERIFY_NOT_FIXED, SDX_VERIFY_WORSE, SDX_VERIFY_UNKNOWN
} sdx_verify_outcome;
const char *sdx_verify_outcome_name(sdx_verify_outcome o);   /* "fixed", "partly", "not fixed", "worse", "unknown" */

typedef struct sdx_verify_item {
    const char *finding_id;          /* the finding of BEFORE */
    const char *finding_title;
    int32_t stage_id, new_stage_id;  /* -1: not a stage finding / no match */
    const char *metric;              /* "max task duration", ... */
    const char *unit;                /* "ms", "bytes", "count", "share" */
    double before, after;            /* the metric in both runs (NAN unknown) */
    double target;                   /* fixed when after <= target (NAN none) */
    int still_reported;              /* AFTER's report still has the finding on the matched stage */
    sdx_verify_outcome outcome;
    const char *text;                /* plain words with the numbers */
} sdx_verify_item;

typedef struct sdx_verify {
    const char *schema;              /* "sparkdx.verify/1" */
    sdx_verify_item *items; uint32_t nitems;
    const char **worse; uint32_t nworse;   /* what got worse elsewhere (new findings, stages doing more work
                                              with more data) */
    const char **slower; uint32_t nslower; /* stages doing more work with the same data (a slower machine or a
                                              busier cluster): reported, not counted against the fix */
    sdx_verify_outcome outcome;      /* overall: the worst of the items, WORSE when something else regressed */
    int64_t wall_before_ms, wall_after_ms;
    void *internal_;
} sdx_verify;

/* `before` / `after`: the findings of BEFORE's and AFTER's reports
 * (sdx_report.findings and nfindings, sparkdx/report.h). `finding_id`
 * NULL: every finding of `before` at medium or above (or its first one when
 * none is). Returns 0, or -1 with err set (SDX_ERR_USAGE when the finding
 * is not in `before`, SDX_ERR_NOMEM). */
int sdx_verify_build(const sdx_diff *d, const sdx_finding *before, uint32_t nbefore, const sdx_finding *after,
                     uint32_t nafter, const char *finding_id, sdx_verify **out, sdx_error *err);
void sdx_verify_free(sdx_verify *v);
void sdx_verify_render_text(const sdx_verify *v, sdx_buf *out, int width);
void sdx_verify_render_json(const sdx_verify *v, sdx_buf *out, int pretty);

#ifdef __cplusplus
}
#endif
#endif
