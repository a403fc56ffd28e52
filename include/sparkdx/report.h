/*
 * report.h: the diagnosis of one application, the way a senior data engineer
 * would write it (DESIGN.md's seven steps, the ones a single log can answer):
 * where the time goes (driver-only gaps vs job time, the critical path, the
 * stage-time model of each heavy stage), ranked findings with the numbers for
 * and against, cheapest fixes first and the metric that verifies them, what
 * was checked and ruled out, and the alerts worth setting.
 *
 * Pipeline position: model -> *rules (lib/rules/) -> report* -> renderers.
 * The report reads only the model (streaming summaries are enough), never
 * prints and never exits; renderers write into an sdx_buf. Everything a
 * report holds is owned by it and freed by sdx_report_free().
 *
 * Thresholds are data: one table (docs/rules.md) of named values with their
 * source, overridable by key from a config file or the caller.
 */
#ifndef SPARKDX_REPORT_H
#define SPARKDX_REPORT_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/error.h"
#include "sparkdx/findings.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/rules.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SDX_REPORT_SCHEMA "sparkdx.report/1"

/* ---- thresholds -----------------------------------------------------------
 * The table of sdx_threshold (sparkdx/findings.h), in documentation order:
 * the report's own thresholds (ranking, severity, stage-time model), then
 * each rule's, in registry order. Each rule declares its thresholds in its
 * own file (lib/rules/rule.h). */
size_t sdx_threshold_count(void);
const sdx_threshold *sdx_threshold_at(size_t i);   /* NULL when i >= count */

#define SDX_REPORT_MAX_THRESHOLDS 96

typedef struct sdx_report_opts {
    double value[SDX_REPORT_MAX_THRESHOLDS];   /* by table index; defaults after init */
    uint8_t overridden[SDX_REPORT_MAX_THRESHOLDS];
    int top_stages;        /* heavy stages shown with the stage-time model (default 5) */
} sdx_report_opts;

void sdx_report_opts_init(sdx_report_opts *o);
/* Set one threshold by key from text: numbers, ratios ("0.1" or "10%"),
 * sizes ("256m", "64MiB", "4k", bytes), durations ("1s", "500ms", "2min").
 * Returns 0, or -1 with err set (unknown key, bad value). */
int sdx_report_opts_set(sdx_report_opts *o, const char *key, const char *value, sdx_error *err);
/* Load "key = value" lines ('#' comments, blank lines ignored; "key value"
 * also accepted, like spark-defaults.conf). Errors name the file and line. */
int sdx_report_opts_load(sdx_report_opts *o, const char *path, sdx_error *err);
/* Current value of a threshold by key (NAN when unknown). */
double sdx_report_opts_get(const sdx_report_opts *o, const char *key);

/* ---- the report ---------------------------------------------------------- */

typedef struct sdx_report_job {
    int32_t job_id;
    const char *description;
    const char *status;          /* "SUCCEEDED", "FAILED", "RUNNING", "UNKNOWN" */
    int64_t duration_ms;
    double share;                /* of the application's wall clock */
    int32_t *critical_stages;    /* the chain of stages that decided its end, first to last */
    uint32_t ncritical;
    int64_t sql_id;              /* the SQL execution that ran it, -1 none */
} sdx_report_job;

/* Where the time goes, per SQL execution (SDX_SECTION_QUERIES): the
 * executions holding at least query.heavy_share of the wall clock or of the
 * task time, heaviest first (at most 5), each with its jobs, its heavy
 * stages, its hot operators (the sql view's rule, include/sparkdx/sqlview.h)
 * and what it read and wrote: query, then job, then stage, then operator. */
typedef struct sdx_report_query_op {
    int64_t node_id;             /* graph node id (sparkdx sql --id N shows it) */
    const char *name;            /* "SortMergeJoin" */
    const char *why;             /* "9,609,600 rows out of 620,000 in (15.5x)" */
    int64_t rows_out, rows_in, time_ms;   /* -1 unknown */
    double time_share, fanout;   /* -1 unknown */
    const int32_t *stage_ids; uint32_t nstage_ids;
} sdx_report_query_op;

typedef struct sdx_report_query {
    int64_t sql_id;
    const char *description;
    const char *status;          /* "COMPLETED", "FAILED", "RUNNING" */
    int64_t duration_ms;         /* -1 unknown */
    double wall_share, task_share, cpu_share;   /* -1 unknown */
    int64_t task_ms, cpu_ms;
    const int32_t *job_ids; uint32_t njob_ids;
    const int32_t *stage_ids; uint32_t nstage_ids;
    /* its heavy stages: those of the report's stages (sdx_report.stages) it ran */
    const int32_t *heavy_stages; uint32_t nheavy_stages;
    sdx_report_query_op *ops; uint32_t nops;   /* hot operators, hottest first (at most 3) */
    uint32_t more_ops;                          /* hot operators not listed */
    const char **reads; uint32_t nreads;        /* "parquet s3://b/t: 12 files, 1.2 GiB, 3,000,000 rows" (at most 3) */
    const char **writes; uint32_t nwrites;      /* "InsertIntoHadoopFsRelationCommand Parquet s3://o (Overwrite): ..." */
    uint32_t more_reads, more_writes;
} sdx_report_query;

/* The stage-time model of one stage attempt:
 * time ~ max(slowest task, total task time / slots). */
typedef struct sdx_report_stage {
    int32_t stage_id, attempt_id, job_id;
    const char *name;
    const char *operators;       /* main plan operators, "SortMergeJoin, SortAggregate", or NULL */
    int32_t tasks, slots;
    int64_t duration_ms;         /* submission to completion */
    int64_t slowest_task_ms;
    int64_t total_task_ms;       /* sum of the successful tasks' durations */
    int64_t capacity_ms;         /* total_task_ms / slots */
    int64_t tail_ms;             /* time the stage waited on its slowest task alone (it ended last) */
    /* "skew": the slowest task sets the end (slowest >= total / slots, or the
     * stage waited on it alone for stage.tail_share of its time);
     * "capacity": total / slots sets it; "parallelism": no more tasks than
     * slots; "unknown": no task metrics or no slots recorded. */
    const char *bound;
    double share;                /* of the application's wall clock */
    /* Coverage: a heavy stage is explained by a finding (explained_by, its
     * id) or by a one-line verdict with numbers (verdict): what bounds it
     * and where its work comes from. */
    const char *explained_by;
    const char *verdict;
} sdx_report_stage;

/* Expected structure: work that is not a problem and is shown as context,
 * never as a finding (broadcast builds, file listing, skipped stages,
 * one-task stages that read little). */
typedef struct sdx_report_context {
    const char *kind;                /* "broadcast_builds", "file_listing", "skipped_stages", "small_single_tasks" */
    int32_t count;
    int64_t total_ms;                /* their stages' (jobs') time summed */
    const char *text;                /* "7 broadcast builds, 8.6 s in all, ..." */
} sdx_report_context;

typedef struct sdx_report_check {    /* a usual suspect that was checked */
    const char *id;                  /* the rule family ("gc", "spill", "skew", ...) */
    const char *text;                /* why it is not it, with the number */
} sdx_report_check;

typedef struct sdx_report_alert {    /* "prevent": an alert worth setting */
    const char *metric;
    const char *current;             /* current value, as text (the baseline) */
    double current_value;
    const char *alert;               /* the suggested condition */
} sdx_report_alert;

/* "What AQE did" (SDX_SECTION_AQE): per SQL execution that AQE re-planned,
 * heaviest first, what it coalesced, split, switched and read locally; the
 * thresholds in force; and the skew it could not handle, with why. */
typedef struct sdx_report_aqe_exec {
    int64_t execution_id;
    const char *description;
    int64_t duration_ms;
    uint32_t coalesced_reads;            /* AQEShuffleReads that coalesced */
    int64_t partitions_before, partitions_after;   /* summed over those reads */
    const char *coalesced_text;          /* "200 -> 12, 200 -> 3" (at most 4 reads), or NULL */
    int64_t skewed_partitions, skew_splits;        /* skewed partitions split, into how many pieces */
    uint32_t local_reads;                /* local shuffle reads (a join switched to broadcast) */
    uint32_t joins_switched;             /* initial SortMergeJoins now broadcast / shuffled-hash */
    const char *switched_to;             /* "BroadcastHashJoin", "ShuffledHashJoin", or NULL */
} sdx_report_aqe_exec;

typedef struct sdx_report_aqe_unhandled {
    int32_t stage_id;
    const char *finding_id;              /* the skew finding, or NULL (found from task times) */
    const char *why;                     /* "an aggregation: AQE splits only join partitions", with numbers */
} sdx_report_aqe_unhandled;

typedef struct sdx_report_aqe {
    int64_t advisory_bytes;              /* spark.sql.adaptive.advisoryPartitionSizeInBytes */
    double skew_factor;                  /* spark.sql.adaptive.skewJoin.skewedPartitionFactor */
    int64_t skew_threshold_bytes;        /* spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes */
    int64_t broadcast_bytes;             /* adaptive.autoBroadcastJoinThreshold, else autoBroadcastJoinThreshold */
    int skew_join_enabled;               /* spark.sql.adaptive.skewJoin.enabled */
    const char *thresholds_text;         /* the settings, "(default)" where unset */
    sdx_report_aqe_exec *execs; uint32_t nexecs;   /* at most 5, heaviest first */
    uint32_t more_execs;                 /* re-planned executions not listed */
    sdx_report_aqe_unhandled *unhandled; uint32_t nunhandled;
} sdx_report_aqe;

/* A report is a document of typed sections, rendered in this order by one
 * walker (lib/render/) with one function per section type and backend
 * (text, Markdown, JSON). The core types read the report's fields below;
 * `data` is for types that carry their own payload (a run diff, a plan
 * tree). A backend may show nothing for a type (text and Markdown show no
 * counts). A new type is one enum value plus one function per backend. */
typedef enum sdx_section_kind {
    SDX_SECTION_HEADER = 0,   /* the application and the wall clock split */
    SDX_SECTION_TIME,         /* where the time goes: the totals (JSON) and the heading (text, md) */
    SDX_SECTION_QUERIES,      /* the heavy SQL executions with their jobs, stages and hot operators */
    SDX_SECTION_JOBS,         /* the longest jobs with their critical paths */
    SDX_SECTION_STAGES,       /* the heavy stages with the stage-time model */
    SDX_SECTION_COUNTS,       /* jobs, stages, tasks and their failures (JSON only) */
    SDX_SECTION_FINDINGS,     /* ranked findings */
    SDX_SECTION_AQE,          /* what AQE did (sdx_report.aqe; nothing when AQE re-planned nothing) */
    SDX_SECTION_RULED_OUT,    /* what was checked and is not it */
    SDX_SECTION_PREVENT,      /* alerts worth setting */
    SDX_SECTION_NOTES,        /* what is unknown about the input */
    SDX_SECTION_BASELINE,     /* what changed since a baseline run (report --baseline): the run diff */
    SDX_SECTION_KINDS
} sdx_section_kind;

typedef struct sdx_report_section {
    sdx_section_kind kind;
    const void *data;         /* NULL for the core types */
} sdx_report_section;

/* A baseline run for the report (`report NEW --baseline OLD`): the run
 * diff (include/sparkdx/diff.h) becomes the report's first section after
 * the header, and every finding says whether it is new or the same since
 * the baseline; the baseline's findings this run no longer has are listed
 * as gone. Everything here is borrowed and must outlive the report. */
struct sdx_diff;
typedef struct sdx_report_baseline {
    const struct sdx_diff *diff;
    const uint8_t *since;                 /* per finding (sdx_since of diff.h: 1 new, 2 same), parallel to
                                             the report's findings */
    const sdx_finding *const *gone; uint32_t ngone;
} sdx_report_baseline;

typedef struct sdx_report {
    const char *schema;              /* SDX_REPORT_SCHEMA */
    const char *app_id, *app_name, *spark_version, *master, *user;
    const char *status;              /* "succeeded", "failed", "incomplete" */
    int64_t start_time, end_time;    /* epoch ms; -1 unknown */
    int64_t wall_ms;                 /* application wall clock */
    int64_t job_ms;                  /* time with at least one job running */
    int64_t driver_ms;               /* wall_ms - job_ms: driver-only gaps */
    int64_t longest_gap_ms, longest_gap_start;   /* the biggest driver-only gap */
    int32_t slots;                   /* task slots (executor cores / task cpus) at peak; 0 unknown */
    int32_t executors;               /* executors seen (not counting a cluster-mode driver) */
    int64_t task_ms;                 /* sum of all task durations */
    double utilization;              /* task_ms / (slots * wall_ms); 0 when slots are unknown; -1 when the
                                        task times are inconsistent input (model.h sdx_incons) */
    int32_t njobs_total, nstages_total, failed_jobs, failed_stages;
    int64_t tasks_total, failed_tasks;

    sdx_report_query *queries; uint32_t nqueries;  /* heavy SQL executions, heaviest first, at most 5 */
    sdx_report_job *jobs; uint32_t njobs;          /* longest first, at most 5 */
    sdx_report_stage *stages; uint32_t nstages;    /* heavy stages, longest first */
    sdx_report_context *context; uint32_t ncontext;   /* expected structure, not findings */
    sdx_finding *findings; uint32_t nfindings;     /* ranked */
    sdx_report_check *ruled_out; uint32_t nruled_out;
    sdx_report_alert *alerts; uint32_t nalerts;
    const char **notes; uint32_t nnotes;           /* what is unknown: damage, cut log, ... */
    const sdx_report_section *sections; uint32_t nsections;   /* the document, in order */
    const sdx_report_baseline *baseline;  /* NULL: no baseline (sdx_report_set_baseline) */
    const sdx_report_aqe *aqe;           /* NULL: AQE re-planned nothing (or was off) */
    void *internal_;
} sdx_report;

/* Build the report of a model (streaming or KEEP_TASKS). `opts` may be
 * NULL (defaults). Returns 0, or -1 with err set (out of memory only: a
 * model with nothing in it still gives a report that says so). */
int sdx_report_build(const sdx_model *m, const sdx_report_opts *opts, sdx_report **out, sdx_error *err);
/* Record what is unknown about the input (a damaged or cut log), shown in
 * every format. The text is copied. */
void sdx_report_add_note(sdx_report *r, const char *text);
void sdx_report_free(sdx_report *r);
/* Attach a baseline: its diff becomes the section after the header, and
 * the findings are tagged (the struct is copied; what it points to is
 * borrowed). Returns 0, or -1 out of memory. */
int sdx_report_set_baseline(sdx_report *r, const sdx_report_baseline *b);
/* The analysis the report was built on (owned by the report, valid until
 * sdx_report_free): a diff or a chart reads its facts instead of
 * recomputing them. */
const struct sdx_analysis *sdx_report_analysis(const sdx_report *r);

/* Highest severity among the findings; -1 when there are none. */
int sdx_report_max_severity(const sdx_report *r);

/* ---- renderers (lib/render/) ---------------------------------------------
 * One walker over the report's sections, one backend per format. Text and
 * Markdown write every string through sdx_buf_put_visible: control
 * characters, ESC sequences, CR, embedded newlines and bidi controls from
 * the log come out as visible escapes ("\x1b", "\n", "\u202e"). */

#define SDX_RENDER_COLOR 1   /* ANSI colours (text only) */
#define SDX_RENDER_ASCII 2   /* ASCII sparklines, not Unicode blocks (text only) */
#define SDX_RENDER_ALL 4     /* text: every finding, not the first SDX_RENDER_TEXT_FINDINGS */
#define SDX_RENDER_TEXT_FINDINGS 10

/* Task rows per stage attempt the HTML report's charts draw (the Spark
 * UI's spark.ui.timeline.tasks.maximum default); beyond it a sample
 * (sdx_task_sample, model.h). */
#define SDX_HTML_CHART_TASKS 1000

/* Plain text for a terminal, at most `width` columns (100 when 0). */
void sdx_report_render_text(const sdx_report *r, sdx_buf *out, int flags, int width);
/* Markdown for tickets and pull requests. */
void sdx_report_render_md(const sdx_report *r, sdx_buf *out);
/* {"schema": "sparkdx.report/1", ...} (docs/report-json.md). */
void sdx_report_render_json(const sdx_report *r, sdx_buf *out, int pretty);
/* One self-contained HTML page (docs/report-html.md): every section with
 * its charts (application timeline, task timelines and distributions of the
 * heavy stages, their SQL plans, the baseline's matched stages), inline CSS
 * and SVG, no network, readable without JavaScript. Every string from the
 * log is escaped for HTML text and attributes and none reaches a script.
 * The task timelines read sdx_stage.chart (a model built with
 * chart_stages), else the stage's kept tasks (KEEP_TASKS); without either
 * the stage shows its distributions only. `flags`: none yet (0). */
void sdx_report_render_html(const sdx_report *r, sdx_buf *out, int flags);

#ifdef __cplusplus
}
#endif
#endif
