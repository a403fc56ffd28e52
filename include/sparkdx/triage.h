/*
 * triage.h: failure triage. From a failure text (driver log, notebook cell
 * output, `yarn logs`, `kubectl logs`, a pasted message) to the failures it
 * holds: each with its class, its root cause, where it happened (stage, task,
 * executor, host), whether it is deterministic, what it was caused by, and
 * next steps cheapest first.
 *
 * The engine streams: feed it bytes in any chunking; it keeps only the text
 * windows around failures, so memory does not grow with the input. It never
 * prints and never exits; renderers write into an sdx_buf.
 *
 * Out of memory is an error, never a poorer answer: when any allocation of
 * the engine fails, the triage is spoiled. sdx_triage_feed,
 * sdx_triage_add_eventlog and sdx_triage_finish (and sdx_triage_text) then
 * return -1 / NULL with SDX_ERR_NOMEM in err ("out of memory in the failure
 * triage"), what was built is freed, and the object can only be freed.
 */
#ifndef SPARKDX_TRIAGE_H
#define SPARKDX_TRIAGE_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/error.h"
#include "sparkdx/json.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The eight failure classes of docs/failure-classes.md. */
typedef enum sdx_fclass {
    SDX_FC_UNKNOWN = 0,
    SDX_FC_RESOURCE,        /* memory, disk, container limits on executors */
    SDX_FC_SHUFFLE,         /* shuffle fetch / shuffle data */
    SDX_FC_SERIALIZATION,   /* closures, Kryo, pickling, task size */
    SDX_FC_DATASCHEMA,      /* bad records, casts, parsing, schema mismatch */
    SDX_FC_JOBLOGIC,        /* bugs in job code: division by zero, NPE, index */
    SDX_FC_IO,              /* storage: missing/changed files, permissions, S3/HDFS */
    SDX_FC_TIMEOUTNETWORK,  /* RPC / broadcast / heartbeat timeouts, connections */
    SDX_FC_DRIVER           /* driver-side: maxResultSize, driver OOM, plan size */
} sdx_fclass;

#define SDX_FC_COUNT 9

/* "Resource", "Shuffle", ... ("Unknown" for SDX_FC_UNKNOWN). */
const char *sdx_fclass_name(sdx_fclass c);
/* Inverse of sdx_fclass_name (exact, case-sensitive). Returns 0 or -1. */
int sdx_fclass_parse(const char *name, sdx_fclass *out);

/* One failure: one signature (root cause + stage), all its attempts merged. */
typedef struct sdx_failure {
    sdx_fclass fclass;
    const char *rule;          /* id of the classification rule ("resource.yarn_memory") */
    char *root_exception;      /* exception class as printed, or the loss reason (canonical,
                                * docs/failure.md); never NULL */
    char *root_message;        /* root's message, or NULL */
    int32_t stage_id, stage_attempt;   /* -1 when absent */
    int32_t task_index, task_attempt;  /* -1 when absent */
    int64_t tid;                       /* -1 when absent */
    int32_t attempts;          /* K of "failed K times" (or of a stage's "maximum allowable
                                * number of times"); -1 when absent */
    char *executor;            /* executor id as printed ("7", "driver"); NULL when absent */
    char *host;                /* host as printed; NULL when absent */
    int exit_code_known;
    int exit_code;             /* YARN / Kubernetes / JVM exit status */
    const char *exit_meaning;  /* what the exit code means (static text), or NULL */
    int deterministic;         /* 1: data/code (same task fails everywhere), 0: environment,
                                * -1: unknown */
    char *determinism_why;     /* the evidence for `deterministic`, or NULL */
    int caused_by;             /* index of the failure that caused this one, or -1 */
    char **chain;              /* "Class: message" outermost first, root last */
    size_t nchain;
    char *error_class;         /* Spark error class ("CAST_INVALID_INPUT"), or NULL */
    char *user_frame;          /* first frame of user code ("Job$.parse(Job.scala:42)",
                                * "etl/job.py:17 in parse"), or NULL */
    const char *explanation;   /* what it means (static text of the rule) */
    const char *const *next_steps;  /* cheapest first: the check that confirms the cause, then
                                * config, data, code; quoting the text's own numbers and names
                                * where the rule allows (owned by the result) */
    size_t nnext;
    uint32_t occurrences;      /* how many times the text reports it */
    uint32_t n_executors, n_hosts, n_tasks;  /* distinct executors / hosts / task indices */
    uint64_t first_line;       /* 1-based line of the text where it first appears;
                                  0 when only the event log has it */
    char *evidence;            /* that line, cleaned */
    int aborted_job;           /* this failure ended a job / the application */
    int collateral;            /* a consequence only (TaskKilled, fetch after loss, ...) */
    /* Joined from an event log (sdx_triage_add_eventlog); NULL / -1 when absent. */
    char *stage_name;
    int32_t partition;
    int source;                /* SDX_SRC_TEXT, SDX_SRC_EVENTLOG or both (bit set) */
} sdx_failure;

#define SDX_SRC_TEXT 1
#define SDX_SRC_EVENTLOG 2

typedef struct sdx_triage_result {
    sdx_failure *failures;     /* in order of first appearance */
    size_t n;
    int primary;               /* index of the first cause of what broke, -1 when none */
    uint64_t lines;            /* physical text lines read (not the event log) */
    uint64_t bytes;            /* text bytes read */
    uint64_t dropped;          /* failures not kept (beyond the table's bound) */
    uint64_t truncated_lines;  /* lines longer than the window bound (cut) */
    int eventlog;              /* an event log was analysed (sdx_triage_add_eventlog) */
} sdx_triage_result;

/* ---- streaming ------------------------------------------------------------
 * sdx_triage_new() -> sdx_triage_feed()* -> sdx_triage_finish() -> result.
 * feed() accepts arbitrary chunks (a line may span chunks). Memory stays
 * bounded whatever the input size. `err` may be NULL everywhere. */
typedef struct sdx_triage sdx_triage;

/* NULL on out-of-memory. */
sdx_triage *sdx_triage_new(void);
/* 0, or -1 with SDX_ERR_NOMEM when out of memory (now or in an earlier
 * call; also for t NULL): stop feeding, free t. */
int sdx_triage_feed(sdx_triage *t, const void *data, size_t len, sdx_error *err);
/* Ends the input, decides classes, causes and the primary failure. The
 * result belongs to the caller (sdx_triage_result_free); `t` can then only be
 * freed. Returns NULL with SDX_ERR_NOMEM in err when out of memory (here or
 * in any earlier call); nothing partial is returned. */
sdx_triage_result *sdx_triage_finish(sdx_triage *t, sdx_error *err);
void sdx_triage_free(sdx_triage *t);
void sdx_triage_result_free(sdx_triage_result *r);

/* After the text (or instead of it): analyse what an application's event
 * log says about failures -- failed task attempts (TaskEnd reasons), removed
 * executors (ExecutorRemoved reasons), failed jobs (JobEnd results) -- with
 * the same engine, in time order, and join the failures of both with the
 * event log's facts: the failing stage's name and the task's partition.
 * The model is only read during the call. Call before sdx_triage_finish.
 * 0 (also for m NULL: nothing to add), or -1 with SDX_ERR_NOMEM as feed. */
struct sdx_model;
int sdx_triage_add_eventlog(sdx_triage *t, const struct sdx_model *m, sdx_error *err);

/* One-shot convenience over a whole text. Returns 0, or -1 with err set
 * (SDX_ERR_NOMEM: out of memory; *out is then NULL). */
int sdx_triage_text(const char *text, size_t len, sdx_triage_result **out, sdx_error *err);

/* What a container / executor exit code means (YARN ContainerExitStatus,
 * Spark's executor exit codes, signals as 128+N). NULL when unknown. */
const char *sdx_exit_code_meaning(int code);

/* ---- renderers ----------------------------------------------------------- */

/* Human-readable report, evidence first. Every line fits `width` columns
 * (code points; 0 = 100, less than 40 = 40): prose wraps at spaces under its
 * label, and only a token longer than a whole line is cut. Text from the
 * input goes through sdx_buf_put_visible (controls made visible). */
void sdx_triage_render_text(const sdx_triage_result *r, sdx_buf *out, int width);
/* {"schema": "sparkdx.failure/1", "primary": i, "failures": [...]}
 * (docs/failure.md). */
void sdx_triage_render_json(const sdx_triage_result *r, sdx_buf *out, int pretty);

#ifdef __cplusplus
}
#endif
#endif
