/*
 * ops.h: the operations layer, one library entry point per command.
 *
 * Pipeline position: io -> model -> report / stages / rest / triage ->
 * *ops* -> the CLI (src/), and later the MCP and HTTP servers. Each entry
 * point takes a request (inputs, format, width, flags, thresholds), writes
 * its whole output to a sink and returns a result code that the CLI maps
 * one to one to its exit code (docs/exit-codes.md). The library never
 * prints: errors and warnings come back in the result's message list, and
 * the caller shows them (the CLI on stderr, a server in its answer).
 *
 * Damage policy (every command that reads a log):
 *  - an input with no Spark event in it (an empty file, garbage, text) is
 *    SDX_OPS_INPUT with an error naming the file, and nothing is written;
 *  - a damaged log (a malformed line, a cut stream) is read around the
 *    damage: the output of what was read is written, the damage is a
 *    warning, and the code is SDX_OPS_INPUT; a cut last line of an
 *    in-progress log is normal (a warning, not damage);
 *  - report: findings at or above fail_on give SDX_OPS_FINDINGS first, even
 *    on a damaged log; then damage; then SDX_OPS_OK.
 */
#ifndef SPARKDX_OPS_H
#define SPARKDX_OPS_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/model.h"
#include "sparkdx/report.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Where an operation writes its output. `write` returns 0, or -1 when the
 * bytes could not be written (the operation then stops with
 * SDX_OPS_OUTPUT; the sink knows why). */
typedef struct sdx_sink {
    int (*write)(void *ud, const char *data, size_t len);
    void *ud;
} sdx_sink;

/* A sink that appends to an sdx_buf (ud = the sdx_buf *). */
int sdx_sink_buf_write(void *ud, const char *data, size_t len);

/* Result codes: equal to the CLI's exit codes (docs/exit-codes.md). */
typedef enum sdx_ops_code {
    SDX_OPS_OK = 0,
    SDX_OPS_FINDINGS = 1,   /* report: findings at or above fail_on */
    SDX_OPS_USAGE = 2,      /* bad request (format, quantiles, ...), or a directory of
                               many applications without `app` (the list is written) */
    SDX_OPS_INPUT = 3,      /* unreadable, not an event log, or damaged (partial output) */
    SDX_OPS_NOTFOUND = 4,   /* api 404; no such stage; no application `app`;
                               history show: no such job */
    SDX_OPS_BADPARAM = 5,   /* api 400 */
    SDX_OPS_OUTPUT = 6,     /* the sink failed */
    SDX_OPS_NOBASELINE = 7  /* history check / baseline: fewer than 3 earlier runs
                               of the job, no baseline yet */
} sdx_ops_code;

typedef enum sdx_ops_level { SDX_OPS_ERROR = 0, SDX_OPS_WARNING = 1 } sdx_ops_level;

typedef struct sdx_ops_msg {
    sdx_ops_level level;
    char *text;             /* one line, no "sparkdx:" prefix */
} sdx_ops_msg;

typedef struct sdx_ops_result {
    sdx_ops_code code;
    int damaged;            /* the input was damaged and read around */
    int max_severity;       /* report: highest finding severity, -1 none */
    sdx_ops_msg *msgs;
    size_t nmsgs;
} sdx_ops_result;

void sdx_ops_result_init(sdx_ops_result *r);
void sdx_ops_result_free(sdx_ops_result *r);

#define SDX_OPS_COLOR 1            /* report text: ANSI colours */
#define SDX_OPS_ASCII 2            /* report text: ASCII sparklines, not Unicode blocks */
#define SDX_OPS_ALL 4              /* report text: every finding (default: the first 10) */

typedef struct sdx_ops_request {
    /* every command */
    const char *input;             /* LOG: file, rolling / legacy dir, zip, log dir, "-" */
    const char *app;               /* an application of a directory: id or log name; NULL */
    const char *format;            /* "text" (NULL), "md" (report), "json", "html" (report) */
    int width;                     /* text columns; 0 = 100 */
    int flags;                     /* SDX_OPS_COLOR */
    size_t max_line_bytes;         /* the longest line read (0: 512 MiB, the History Server's
                                      spark.history.fs.eventLog.maxLineLength); longer ones are skipped
                                      and named */
    sdx_progress_fn progress;      /* bytes read so far, while reading; may be NULL */
    void *progress_ctx;
    /* report, diff, verify */
    const char *baseline;          /* report --baseline / diff OLD / verify BEFORE: the earlier run; NULL none;
                                      report: "auto" = the run history's baseline of the job (history_db,
                                      below) */
    const char *finding;           /* verify --finding: one finding id of BEFORE; NULL = medium and above */
    /* report */
    const sdx_report_opts *report_opts;   /* NULL = defaults */
    int fail_on;                   /* sdx_severity, -1 = none */
    const char *const *notes;      /* notes the caller adds to the report (where the log came from and
                                      what it lacks: a log read from a driver's REST API); may be NULL */
    size_t nnotes;
    /* stages */
    const char *stage;             /* "N" or "N.A": summary metrics; NULL = the tables */
    const double *quantiles;       /* ascending, in [0,1]; NULL = 0,.25,.5,.75,1 */
    size_t nquantiles;
    /* sql */
    const char *sql_id;            /* "N": that execution's plan; NULL = the table of executions */
    int sql_initial;               /* the initial plan (before AQE) instead of the final one */
    /* api */
    const char *api_path;          /* "applications/<id>/jobs?status=..." */
    const char *compat;            /* "4.0", ...; NULL = newest */
    const char *const *conf;       /* "key=value" History Server settings */
    size_t nconf;
    /* failure */
    const char *text_path;         /* failure text file, "-" = stdin; NULL = none */
    const char *text;              /* or the text in memory (when text_path is NULL) */
    size_t text_len;
    const char *eventlog;          /* failure: the event log to join, NULL = none */
    /* history */
    const char *history_cmd;       /* "add", "list", "show", "check" or "baseline" */
    const char *history_db;        /* the database file; the caller resolves the default
                                      (the CLI: $XDG_DATA_HOME/sparkdx/history.db, else
                                      ~/.local/share/sparkdx/history.db) */
    int history_mkdir;             /* create the directories above history_db (mode 0700)
                                      when missing; 0 = they must exist */
    const char *const *history_paths;  /* add: LOG|DIR...; show: JOB (key or id);
                                          check, baseline: LOG; list: none */
    size_t history_npaths;
    int history_runs;              /* check, baseline: the last N earlier runs (0 = 10);
                                      show: the N newest runs (0 = all) */
    double history_k;              /* check: the bound's MAD multiple (0 = 3) */
    int history_ascii;             /* list, show: sparklines in ASCII, not Unicode blocks */
    int history_add;               /* check: store the run after checking it */
    /* pack */
    size_t pack_max_bytes;         /* the byte budget of the text (0 = 16384; at least 2048) */
    int pack_redact;               /* stable placeholders for ids, paths, hosts, users, emails */
} sdx_ops_request;

void sdx_ops_request_init(sdx_ops_request *q);

/* `sparkdx report`: the diagnosis in text, md, json or html (one
 * self-contained page with its charts, docs/report-html.md: a server
 * serves it as it is). */
sdx_ops_code sdx_ops_report(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx report --thresholds`: the threshold table (text or md). */
sdx_ops_code sdx_ops_thresholds(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx stages`: jobs and stages tables, or one stage's summary metrics,
 * in text or json (sparkdx.stages/1, docs/stages-json.md). */
sdx_ops_code sdx_ops_stages(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx sql`: the SQL executions heaviest first (duration, shares of the
 * wall clock, task time and CPU, jobs), or with q->sql_id the plan of one
 * execution as a tree (rows, size, time, stages per operator, the hot ones
 * marked), its sources and writes (include/sparkdx/sqlview.h); text or json
 * (sparkdx.sql/1, docs/sql-json.md). A malformed id is SDX_OPS_USAGE, an
 * unknown one SDX_OPS_NOTFOUND. */
sdx_ops_code sdx_ops_sql(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx api`: the History Server's answer to q->api_path. */
sdx_ops_code sdx_ops_api(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx failure`: triage of a failure text and / or an event log. */
sdx_ops_code sdx_ops_failure(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx diff OLD NEW`: q->baseline is OLD, q->input NEW; text, md or
 * json (sparkdx.diff/1, docs/diff.md). SDX_OPS_FINDINGS when a diff.*
 * finding is at or above q->fail_on. */
sdx_ops_code sdx_ops_diff(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx verify BEFORE AFTER`: q->baseline is BEFORE, q->input AFTER,
 * q->finding one finding id of BEFORE (NULL: every one at medium or above);
 * text or json (sparkdx.verify/1). SDX_OPS_OK when fixed, SDX_OPS_FINDINGS
 * when not (partly, not fixed, worse), SDX_OPS_USAGE for an unknown finding. */
sdx_ops_code sdx_ops_verify(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx list`: the applications at q->input (id, name, start, duration,
 * status), text or json. */
sdx_ops_code sdx_ops_list(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx pack LOG`: the evidence an AI assistant needs, within
 * q->pack_max_bytes, most informative first (docs/pack.md); q->baseline an
 * earlier run to compare the config with; text (Markdown) or json
 * (sparkdx.pack/1: the text and its counts). Identical input, identical
 * bytes. */
sdx_ops_code sdx_ops_pack(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);
/* `sparkdx history CMD`: the run history in the SQLite file q->history_db
 * (docs/history.md), q->history_cmd one of add, list, show, check,
 * baseline, with q->history_paths its arguments; text or json
 * (sparkdx.history-list/1, -show/1, -check/1). add: SDX_OPS_INPUT when a
 * log could not be stored (the others are); show: SDX_OPS_NOTFOUND for an
 * unknown job; check: SDX_OPS_FINDINGS when the run is anomalous,
 * SDX_OPS_NOBASELINE when its job has too few earlier runs (the text says
 * so too); baseline: the log path (text) or the run (json) standing for
 * the baseline, SDX_OPS_NOBASELINE when there is none. An unreadable
 * database or log is SDX_OPS_INPUT. */
sdx_ops_code sdx_ops_history(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res);

#ifdef __cplusplus
}
#endif
#endif
