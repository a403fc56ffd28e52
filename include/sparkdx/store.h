/*
 * store.h: the run history, an embedded SQLite database of run summaries.
 *
 * Pipeline position: model + report -> *run summary* -> store -> baseline /
 * check. A run summary (sdx_run) is what one application attempt leaves in
 * the history: its job identity (normalised app name, job descriptions, plan
 * fingerprints), start and duration, input / output / shuffle bytes and
 * rows, its heavy stages (time, top-partition share, spill, GC share),
 * retries, failures and the report's findings. Runs of the same job are
 * grouped even when the app name carries a date or a run id.
 *
 * The store is one SQLite file (WAL, busy timeout, transactional writes),
 * safe when several processes add at once. Its schema is versioned (PRAGMA
 * user_version) and migrated on open from every earlier version
 * (docs/history.md). The library never prints, exits or reads the
 * environment: the caller resolves the database path. Every function that
 * can fail returns a negative value with err set (SDX_ERR_IO for SQLite
 * errors, SDX_ERR_NOMEM, SDX_ERR_USAGE, SDX_ERR_NOTFOUND).
 *
 * Everything a function returns through an out pointer is owned by the
 * caller and freed with the matching *_free function.
 */
#ifndef SPARKDX_STORE_H
#define SPARKDX_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/error.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The schema this library writes; older files are migrated on open. */
#define SDX_STORE_SCHEMA_VERSION 3

/* ---- run summaries ---------------------------------------------------- */

/* One heavy stage of a run (the report's heavy stages). */
typedef struct sdx_run_stage {
    char *key;               /* stable across runs: normalised name "@" occurrence */
    char *name;              /* the stage name as in the log */
    int32_t stage_id, attempt_id;
    int64_t duration_ms;
    int32_t tasks;
    double top_share;        /* the largest task's share of the stage's shuffle read
                              * (or input when it reads no shuffle); NAN unknown */
    int64_t spill_memory_bytes, spill_disk_bytes;
    double gc_share;         /* JVM GC time / executor run time; NAN unknown */
} sdx_run_stage;

typedef struct sdx_run_finding {
    char *id;                /* rule id ("skew.join") */
    sdx_severity severity;
    int64_t impact_ms;
} sdx_run_finding;

/* One SQL execution: its description and plan fingerprint. */
typedef struct sdx_run_sql {
    int64_t execution_id;
    char *description;
    /* The model's plan fingerprint (sdx_sql_exec.fingerprint: the plan
     * before AQE, sdx_plan_fingerprint) as 16 hex digits, "" without a
     * plan; fingerprint_kind "plan-v1" (rows stored before schema 3 hold
     * "ops-v1", an operator-name hash). */
    char *fingerprint;
    char *fingerprint_kind;
} sdx_run_sql;

typedef struct sdx_run {
    int64_t id;              /* row id in the store; 0 when not stored */
    int64_t job_id;          /* the job group in the store; 0 when not stored */
    char *job_key;           /* its key, set by sdx_store_add (NULL otherwise) */
    char *app_id, *attempt_id;   /* attempt_id "" when the log has none */
    char *app_name;
    char *norm_name;         /* app name with dates, numbers and ids replaced by '#' */
    char *spark_version;
    char *status;            /* "succeeded", "failed", "incomplete" */
    char *log_path;
    uint64_t log_size;
    int64_t log_mtime_ms;
    int64_t start_ms, duration_ms;          /* start epoch ms (-1 unknown), wall clock */
    int64_t input_bytes, input_rows, output_bytes, output_rows;
    int64_t shuffle_read_bytes, shuffle_read_rows, shuffle_write_bytes, shuffle_write_rows;
    int64_t spill_memory_bytes, spill_disk_bytes;
    int64_t tasks, failed_tasks;
    int32_t failed_stages, failed_jobs;
    int32_t retried_stages;                 /* stage attempts after the first */
    /* Identity: sorted, distinct items "d:<normalised job description>" and
     * "p:<plan fingerprint>". */
    char **identity; uint32_t nidentity;
    sdx_run_stage *stages; uint32_t nstages;       /* heavy stages, longest first */
    sdx_run_finding *findings; uint32_t nfindings; /* ranked, as the report */
    sdx_run_sql *sql; uint32_t nsql;
} sdx_run;

/* The summary of a built model and its report. `log_path`, `log_size` and
 * `log_mtime_ms` are taken from m->log when present. Returns 0, or -1 with
 * err set (out of memory). */
int sdx_run_summarize(const sdx_model *m, const sdx_report *r, sdx_run **out, sdx_error *err);
void sdx_run_free(sdx_run *run);

/* The app-name normalisation used for grouping, into out (cap bytes,
 * NUL-terminated, truncated when needed): UUIDs, hexadecimal ids, numbers
 * and dates ("2026-11-01", "20261101T0300", "run_42") become '#', and a run
 * of '#' joined by separators becomes one '#'. Returns out. */
char *sdx_run_normalize_name(const char *name, char *out, size_t cap);


/* ---- the store -------------------------------------------------------- */

typedef struct sdx_store sdx_store;

/* Open (create when missing) the history at path and migrate it to
 * SDX_STORE_SCHEMA_VERSION. The parent directory must exist. A file of a
 * newer schema than this library knows is refused (SDX_ERR_FORMAT). */
int sdx_store_open(const char *path, sdx_store **out, sdx_error *err);
void sdx_store_close(sdx_store *s);
/* The schema version of the open file (after migration). */
int sdx_store_schema_version(sdx_store *s);

/* Whether an app attempt is stored with this log size and mtime: 1 yes
 * (skip it), 0 no (new, or the log changed since), -1 error. */
int sdx_store_has_run(sdx_store *s, const char *app_id, const char *attempt_id, uint64_t log_size,
                      int64_t log_mtime_ms, sdx_error *err);

typedef enum sdx_add_status {
    SDX_ADD_NEW = 0,         /* stored */
    SDX_ADD_REPLACED,        /* the same app attempt was stored from another size/mtime: replaced */
    SDX_ADD_SKIPPED          /* already stored with the same size and mtime */
} sdx_add_status;

/* Store a run in one transaction: find or create its job group (same
 * normalised name and an identity overlap of at least half, see
 * docs/history.md), then insert it. Sets run->id and run->job_id.
 * Returns 0 with *status set, or -1 with err set. */
int sdx_store_add(sdx_store *s, sdx_run *run, sdx_add_status *status, sdx_error *err);

/* The job group a run belongs to, without storing anything: its id, or 0
 * when no stored job matches. Returns 0, or -1 with err set. */
int sdx_store_find_job(sdx_store *s, const sdx_run *run, int64_t *job_id, sdx_error *err);

typedef struct sdx_store_job {
    int64_t id;
    char *key;               /* normalised name, "~N" appended when two jobs share it */
    char *norm_name;
    char *last_app_name;
    int64_t nruns;
    int64_t first_start_ms, last_start_ms;
    int64_t last_duration_ms;
} sdx_store_job;

typedef struct sdx_store_jobs {
    sdx_store_job *jobs; uint32_t n;   /* by key */
} sdx_store_jobs;

int sdx_store_list_jobs(sdx_store *s, sdx_store_jobs *out, sdx_error *err);
void sdx_store_jobs_free(sdx_store_jobs *j);
/* A job by key or by decimal id; -1 with SDX_ERR_NOTFOUND when unknown. */
int sdx_store_job_lookup(sdx_store *s, const char *key_or_id, int64_t *job_id, sdx_error *err);

typedef struct sdx_store_runs {
    sdx_run **runs; uint32_t n;        /* oldest first (by start) */
} sdx_store_runs;

/* The runs of a job, oldest first: all of them when limit is 0, else the
 * `limit` newest. Runs read back carry every field but log identity items
 * and SQL (identity and sql are empty); stages and findings are filled. */
int sdx_store_job_runs(sdx_store *s, int64_t job_id, uint32_t limit, sdx_store_runs *out, sdx_error *err);
void sdx_store_runs_free(sdx_store_runs *r);

/* ---- baseline and check ----------------------------------------------- */

typedef struct sdx_check_opts {
    uint32_t runs;           /* baseline: the last N earlier runs (default 10) */
    uint32_t min_runs;       /* fewer earlier runs: no baseline (default 3) */
    double k;                /* bound: median + k x MAD (default 3) */
    double min_rel;          /* and at least this share of the median (default 0.10) */
    int64_t min_duration_ms; /* and at least this much for durations (default 30000) */
    int64_t min_bytes;       /* and at least this much for bytes (default 64 MiB) */
    double min_count;        /* and at least this much for failure counts (default 1) */
    double min_share;        /* and at least this much for shares, 0..1 (default 0.10) */
} sdx_check_opts;

void sdx_check_opts_init(sdx_check_opts *o);

typedef struct sdx_check_metric {
    char *metric;            /* "duration", "input_bytes", "stage:<key>",
                              * "stage_top_share:<key>", "stage_gc_share:<key>", ... */
    char *label;             /* for people: "duration", "stage 3 (save at x.py:12)" */
    const char *unit;        /* "ms", "bytes", "count", "share" (0..1) */
    int direction;           /* +1 only a rise is anomalous, 0 a rise or a drop */
    double value, median, mad;
    double lower, upper;     /* the robust bounds (lower = -INFINITY when one-sided) */
    double min_change;       /* the minimum change that applied: max(min_rel x median, min_abs) */
    double min_abs;          /* the unit's minimum (min_duration_ms, min_bytes, ...) */
    uint32_t nbaseline;      /* baseline runs that had the metric */
    int anomalous;           /* 1 above upper, -1 below lower, 0 within */
} sdx_check_metric;

typedef struct sdx_check_result {
    int64_t job_id;          /* 0 when no stored job matches */
    char *job_key;           /* NULL when no stored job matches */
    uint32_t nbaseline;      /* earlier runs used */
    int has_baseline;        /* nbaseline >= min_runs */
    int64_t baseline_first_ms, baseline_last_ms;   /* starts of the oldest and newest baseline run */
    sdx_check_metric *metrics; uint32_t nmetrics;
    uint32_t nanomalous;
} sdx_check_result;

/* Compare a run with the baseline of its job: the median of the last
 * opts->runs stored runs of the job that started before it (the run
 * itself, when stored, is never part of its baseline), with the bounds
 * median +- max(k x MAD, min_rel x median, the unit's minimum). Byte
 * volumes that are 0 in the run and in every baseline run are left out. `opts` may
 * be NULL (defaults). Returns 0 with *out set (has_baseline 0 when there are
 * fewer than min_runs earlier runs), or -1 with err set. */
int sdx_store_check(sdx_store *s, const sdx_run *run, const sdx_check_opts *opts, sdx_check_result **out,
                    sdx_error *err);
void sdx_check_result_free(sdx_check_result *r);

/* The stored run that stands for the baseline of `run` (for `report
 * --baseline auto` and `diff`): among the same earlier runs sdx_store_check
 * uses, the one whose duration is the median (the lower one for an even
 * count); its log_path names the log to compare with. Returns 0 with *out
 * set, or NULL when there is no baseline (fewer than min_runs earlier
 * runs, or no stored job); -1 with err set on errors. */
int sdx_store_baseline_run(sdx_store *s, const sdx_run *run, const sdx_check_opts *opts, sdx_run **out,
                           sdx_error *err);

/* Median and median absolute deviation of v[0..n) (v is reordered);
 * NAN when n is 0. */
double sdx_median(double *v, size_t n);
double sdx_mad(const double *v, size_t n, double median);

#ifdef __cplusplus
}
#endif
#endif
