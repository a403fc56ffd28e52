/*
 * mcp.c: the MCP server's protocol (include/sparkdx/mcp.h, docs/mcp.md).
 *
 * Messages are read with the project's JSON reader and every answer is
 * written with its writer. The tools are a table: name, description, the
 * arguments (from which the input schema is written and against which a
 * call is checked), the output schema (constant JSON, parsed and copied),
 * and the function that calls the operations layer (include/sparkdx/ops.h)
 * into a buffer and turns its JSON into the structured result.
 */
#include "sparkdx/mcp.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/ops.h"

struct sdx_mcp {
    char *logs_dir;
    char *version;
    int timeout_s;
    int initialized;           /* initialize was answered */
    char protocol[16];         /* the negotiated revision */
};

static const char *const protocols[] = {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", NULL};

sdx_mcp *sdx_mcp_new(const sdx_mcp_opts *o)
{
    sdx_mcp *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->logs_dir = strdup(o->logs_dir ? o->logs_dir : ".");
    s->version = strdup(o->version ? o->version : "0");
    s->timeout_s = o->timeout_s;
    snprintf(s->protocol, sizeof s->protocol, "%s", SDX_MCP_PROTOCOL_LATEST);
    if (!s->logs_dir || !s->version) {
        sdx_mcp_free(s);
        return NULL;
    }
    return s;
}

void sdx_mcp_free(sdx_mcp *s)
{
    if (!s)
        return;
    free(s->logs_dir);
    free(s->version);
    free(s);
}

void sdx_mcp_msg_free(sdx_mcp_msg *m)
{
    free(m->id);
    free(m->method);
    free(m->params);
    free(m->tool);
    memset(m, 0, sizeof *m);
}

/* structuredContent and outputSchema exist since 2025-06-18 */
static int structured(const sdx_mcp *s)
{
    return strcmp(s->protocol, "2025-06-18") >= 0;
}

/* ---- answers ------------------------------------------------------------ */

static void answer_begin(sdx_jw *w, sdx_buf *out, const char *id)
{
    sdx_jw_init(w, out, 0);
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "jsonrpc");
    sdx_jw_str(w, "2.0");
    sdx_jw_key(w, "id");
    if (id)
        sdx_jw_raw(w, id, strlen(id));
    else
        sdx_jw_null(w);
}

static void answer_end(sdx_jw *w, sdx_buf *out)
{
    sdx_jw_obj_end(w);
    sdx_buf_putc(out, '\n');
}

static void error_data(const char *id, int code, const char *message, const char *data_key, const char *data_val,
                       sdx_buf *out)
{
    sdx_jw w;
    answer_begin(&w, out, id);
    sdx_jw_key(&w, "error");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "code");
    sdx_jw_int(&w, code);
    sdx_jw_key(&w, "message");
    sdx_jw_str(&w, message);
    if (data_key) {
        sdx_jw_key(&w, "data");
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, data_key);
        sdx_jw_str(&w, data_val);
        sdx_jw_obj_end(&w);
    }
    sdx_jw_obj_end(&w);
    answer_end(&w, out);
}

void sdx_mcp_error(const char *id, int code, const char *message, sdx_buf *out)
{
    error_data(id, code, message, NULL, NULL, out);
}

/* ---- tools -------------------------------------------------------------- */

typedef enum { A_STR = 0, A_INT, A_BOOL } arg_type;

typedef struct arg_spec {
    const char *name;
    arg_type type;
    int required;
    int64_t min, max;          /* A_INT */
    const char *description;
} arg_spec;

#define MAX_ARGS 6

typedef struct tool_args {
    const char *s[MAX_ARGS];   /* NUL-terminated copies (owned), NULL when absent */
    int64_t i[MAX_ARGS];
    int has[MAX_ARGS];
} tool_args;

typedef struct call_out {
    sdx_buf structured;        /* the structured result (a JSON object) */
    sdx_buf text;              /* the text content (NULL data: the structured JSON) */
    int have_text;
    int is_error;
    sdx_buf error;             /* the error text */
    sdx_buf warnings;          /* damage and other warnings, one per line */
} call_out;

struct tool_def;
typedef void (*tool_fn)(const sdx_mcp *s, const struct tool_def *t, const tool_args *a, call_out *o);

typedef struct tool_def {
    const char *name, *title, *description;
    arg_spec args[MAX_ARGS];
    int nargs;
    const char *output_schema;
    tool_fn run;
} tool_def;

#define LOG_DESC "the log: its name in the server's log directory, or its application id (list_apps lists them)"

/* Output schemas: what the tools' structured results hold (the documents
 * of docs/report-json.md, docs/stages-json.md, docs/failure.md,
 * docs/diff.md, docs/pack.md); objects keep further fields open. */
static const char schema_list[] =
    "{\"type\":\"object\",\"required\":[\"logs_dir\",\"apps\"],\"properties\":{\"logs_dir\":{\"type\":\"string\"},"
    "\"apps\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"log\",\"status\"],\"properties\":{"
    "\"id\":{\"type\":[\"string\",\"null\"]},\"name\":{\"type\":[\"string\",\"null\"]},\"log\":{\"type\":\"string\"},"
    "\"start_time\":{\"type\":[\"integer\",\"null\"]},\"end_time\":{\"type\":[\"integer\",\"null\"]},"
    "\"duration_ms\":{\"type\":[\"integer\",\"null\"]},\"status\":{\"enum\":[\"completed\",\"incomplete\",\"unreadable\","
    "\"no-events\"]}}}}}}";
static const char schema_report[] =
    "{\"type\":\"object\",\"required\":[\"schema\",\"app\"],\"properties\":{\"schema\":{\"const\":\"sparkdx.report/1\"},"
    "\"app\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},"
    "\"spark_version\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"}}},"
    "\"time\":{\"type\":\"object\",\"properties\":{\"wall_ms\":{\"type\":\"integer\"},\"jobs\":{\"type\":\"array\"},"
    "\"stages\":{\"type\":\"array\"}}},\"counts\":{\"type\":\"object\"},"
    "\"findings\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"rank\",\"id\",\"title\",\"severity\"],"
    "\"properties\":{\"rank\":{\"type\":\"integer\"},\"id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"},"
    "\"severity\":{\"enum\":[\"info\",\"low\",\"medium\",\"high\",\"critical\"]},\"confidence\":{\"type\":\"number\"},"
    "\"evidence\":{\"type\":\"array\"},\"against\":{\"type\":\"array\"},\"confirm\":{\"type\":\"string\"},"
    "\"fixes\":{\"type\":\"array\"}}}},\"ruled_out\":{\"type\":\"array\"},\"prevent\":{\"type\":\"array\"},"
    "\"notes\":{\"type\":\"array\"}}}";
static const char schema_stages[] =
    "{\"type\":\"object\",\"required\":[\"schema\",\"jobs\",\"stages\"],\"properties\":{"
    "\"schema\":{\"const\":\"sparkdx.stages/1\"},\"application\":{\"type\":\"object\"},"
    "\"jobs\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"job_id\",\"status\"],\"properties\":{"
    "\"job_id\":{\"type\":\"integer\"},\"status\":{\"type\":\"string\"}}}},"
    "\"stages\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"stage_id\",\"attempt_id\",\"status\"],"
    "\"properties\":{\"stage_id\":{\"type\":\"integer\"},\"attempt_id\":{\"type\":\"integer\"},"
    "\"status\":{\"type\":\"string\"}}}}}}";
static const char schema_stage[] =
    "{\"type\":\"object\",\"required\":[\"schema\",\"summary\",\"top_tasks\"],\"properties\":{"
    "\"schema\":{\"const\":\"sparkdx.stages/1\"},\"application\":{\"type\":\"object\"},"
    "\"summary\":{\"type\":\"object\",\"required\":[\"stage_id\",\"attempt_id\",\"quantiles\",\"metrics\"],\"properties\":{"
    "\"stage_id\":{\"type\":\"integer\"},\"attempt_id\":{\"type\":\"integer\"},\"completed_tasks\":{\"type\":\"integer\"},"
    "\"quantiles\":{\"type\":\"array\",\"items\":{\"type\":\"number\"}},\"metrics\":{\"type\":\"array\"}}},"
    "\"top_tasks\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"taskId\",\"index\",\"status\"],"
    "\"properties\":{\"taskId\":{\"type\":\"integer\"},\"index\":{\"type\":\"integer\"},\"duration\":{\"type\":\"integer\"},"
    "\"status\":{\"type\":\"string\"}}}}}}";
static const char schema_failure[] =
    "{\"type\":\"object\",\"required\":[\"schema\",\"failures\"],\"properties\":{"
    "\"schema\":{\"const\":\"sparkdx.failure/1\"},\"primary\":{\"type\":[\"integer\",\"null\"]},"
    "\"input\":{\"type\":\"object\"},\"failures\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}}}";
static const char schema_pack[] =
    "{\"type\":\"object\",\"required\":[\"schema\",\"bytes\",\"max_bytes\",\"items\",\"omitted\",\"text\"],\"properties\":{"
    "\"schema\":{\"const\":\"sparkdx.pack/1\"},\"app_id\":{\"type\":[\"string\",\"null\"]},"
    "\"bytes\":{\"type\":\"integer\"},\"max_bytes\":{\"type\":\"integer\"},\"items\":{\"type\":\"integer\"},"
    "\"omitted\":{\"type\":\"integer\"},\"redacted\":{\"type\":\"boolean\"},\"text\":{\"type\":\"string\"}}}";
static const char schema_diff[] =
    "{\"type\":\"object\",\"required\":[\"schema\",\"old\",\"new\",\"verdict\"],\"properties\":{"
    "\"schema\":{\"const\":\"sparkdx.diff/1\"},\"old\":{\"type\":\"object\"},\"new\":{\"type\":\"object\"},"
    "\"verdict\":{\"type\":\"string\"},\"stages\":{\"type\":\"array\"},\"config\":{\"type\":\"array\"},"
    "\"findings\":{\"type\":\"array\"}}}";

static const char schema_sql[] =
    "{\"type\":\"object\",\"required\":[\"schema\",\"application\"],\"properties\":{"
    "\"schema\":{\"const\":\"sparkdx.sql/1\"},\"application\":{\"type\":\"object\"},"
    "\"executions\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"id\"],\"properties\":{"
    "\"id\":{\"type\":\"integer\"}}}},\"execution\":{\"type\":\"object\",\"required\":[\"id\"],\"properties\":{"
    "\"id\":{\"type\":\"integer\"}}}}}";

static void tool_list_apps(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);
static void tool_report(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);
static void tool_stages(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);
static void tool_stage(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);
static void tool_failure(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);
static void tool_pack(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);
static void tool_diff(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);
static void tool_sql(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o);

#define ARG_LOG {"log", A_STR, 1, 0, 0, LOG_DESC}

static const tool_def tools[] = {
    {"list_apps", "List the applications",
     "The application logs in the server's log directory: id, name, log name, start, end, duration, status "
     "(sparkdx list --format json).",
     {{0}}, 0, schema_list, tool_list_apps},
    {"report", "Diagnose an application",
     "sparkdx's diagnosis of one application: where the time goes, the heavy stages with the stage-time model, "
     "ranked findings with their evidence, what argues against them, the check that confirms them and the fixes "
     "(sparkdx report --format json, schema sparkdx.report/1).",
     {ARG_LOG}, 1, schema_report, tool_report},
    {"stages", "Jobs and stages",
     "The Spark UI's Jobs and Stages tables of one application: status, durations, task counts, input, output, "
     "shuffle and spill per stage (sparkdx stages --format json, schema sparkdx.stages/1).",
     {ARG_LOG}, 1, schema_stages, tool_stages},
    {"stage", "One stage: summary and top tasks",
     "One stage attempt's task summary metrics (the UI's quantiles 0, .25, .5, .75, 1 of duration, GC, shuffle, "
     "spill ...) and its slowest tasks (the History Server's taskList sorted by run time).",
     {ARG_LOG,
      {"stage", A_INT, 1, 0, INT32_MAX, "the stage id"},
      {"attempt", A_INT, 0, 0, INT32_MAX, "the stage attempt (default 0)"},
      {"top", A_INT, 0, 1, 100, "how many of the slowest tasks (default 10)"}},
     4, schema_stage, tool_stage},
    {"sql", "SQL executions and plans",
     "The SQL executions of one application heaviest first (duration, shares of the wall clock and of the task "
     "time, jobs), or with `id` one execution's plan with its operators, rows and stages (sparkdx sql --format json, "
     "schema sparkdx.sql/1).",
     {ARG_LOG, {"id", A_INT, 0, 0, INT32_MAX, "one SQL execution: its plan"},
      {"initial", A_BOOL, 0, 0, 0, "with id: the initial plan (before AQE) instead of the final one"}},
     3, schema_sql, tool_sql},
    {"failure", "Triage the failures",
     "The failures of one application with their root causes, where they happened, whether they are "
     "deterministic and the next steps (sparkdx failure --eventlog LOG --format json, schema sparkdx.failure/1); "
     "with `text`, a driver or executor log text is triaged together with the event log.",
     {ARG_LOG, {"text", A_STR, 0, 0, 0, "a failure text (driver log, notebook output) to triage with the log"}}, 2,
     schema_failure, tool_failure},
    {"pack", "Evidence pack for an assistant",
     "The evidence an assistant needs about one application within a byte budget, most informative first: "
     "failures, ranked hypotheses with evidence, heavy stages' task quantiles, plans' joins and rows, config "
     "against Spark's defaults and a baseline, and a closing prompt (sparkdx pack, docs/pack.md).",
     {ARG_LOG,
      {"baseline", A_STR, 0, 0, 0, "an earlier run of the same job to compare the config with (a log name or app id)"},
      {"max_bytes", A_INT, 0, 2048, 1048576, "the byte budget of the text (default 16384)"},
      {"redact", A_BOOL, 0, 0, 0, "replace ids, paths, hosts, users and emails by stable placeholders"}},
     4, schema_pack, tool_pack},
    {"diff", "Compare two runs",
     "What changed between two runs of a job, stage by stage, with the wall clock change attributed and a verdict "
     "(sparkdx diff --format json, schema sparkdx.diff/1).",
     {{"old", A_STR, 1, 0, 0, "the earlier run: " LOG_DESC}, {"new", A_STR, 1, 0, 0, "the later run: " LOG_DESC}}, 2,
     schema_diff, tool_diff},
};
#define NTOOLS (sizeof tools / sizeof tools[0])

static const tool_def *find_tool(const char *name)
{
    for (size_t i = 0; i < NTOOLS; i++)
        if (!strcmp(tools[i].name, name))
            return &tools[i];
    return NULL;
}

static void write_input_schema(sdx_jw *w, const tool_def *t)
{
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "type");
    sdx_jw_str(w, "object");
    sdx_jw_key(w, "properties");
    sdx_jw_obj_begin(w);
    for (int i = 0; i < t->nargs; i++) {
        const arg_spec *a = &t->args[i];
        sdx_jw_key(w, a->name);
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "type");
        sdx_jw_str(w, a->type == A_STR ? "string" : a->type == A_INT ? "integer" : "boolean");
        if (a->type == A_INT) {
            sdx_jw_key(w, "minimum");
            sdx_jw_int(w, a->min);
            sdx_jw_key(w, "maximum");
            sdx_jw_int(w, a->max);
        }
        if (a->type == A_STR) {
            sdx_jw_key(w, "minLength");
            sdx_jw_int(w, 1);
        }
        sdx_jw_key(w, "description");
        sdx_jw_str(w, a->description);
        sdx_jw_obj_end(w);
    }
    sdx_jw_obj_end(w);
    int nreq = 0;
    for (int i = 0; i < t->nargs; i++)
        nreq += t->args[i].required;
    if (nreq) {
        sdx_jw_key(w, "required");
        sdx_jw_arr_begin(w);
        for (int i = 0; i < t->nargs; i++)
            if (t->args[i].required)
                sdx_jw_str(w, t->args[i].name);
        sdx_jw_arr_end(w);
    }
    sdx_jw_key(w, "additionalProperties");
    sdx_jw_bool(w, 0);
    sdx_jw_obj_end(w);
}

/* Copy a constant JSON document (an output schema). */
static void write_const_json(sdx_jw *w, const char *text)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error e;
    if (sdx_json_parse(&d, text, strlen(text), &e) == 0)
        sdx_jw_copy(w, &d, 0);
    else
        sdx_jw_null(w);   /* a broken schema constant; tests/unit/test_mcp.c checks they parse */
    sdx_jdoc_free(&d);
}

static void tools_list(const sdx_mcp *s, const char *id, sdx_buf *out)
{
    sdx_jw w;
    answer_begin(&w, out, id);
    sdx_jw_key(&w, "result");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "tools");
    sdx_jw_arr_begin(&w);
    for (size_t i = 0; i < NTOOLS; i++) {
        const tool_def *t = &tools[i];
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "name");
        sdx_jw_str(&w, t->name);
        sdx_jw_key(&w, "title");
        sdx_jw_str(&w, t->title);
        sdx_jw_key(&w, "description");
        sdx_jw_str(&w, t->description);
        sdx_jw_key(&w, "inputSchema");
        write_input_schema(&w, t);
        if (structured(s)) {
            sdx_jw_key(&w, "outputSchema");
            write_const_json(&w, t->output_schema);
        }
        if (strcmp(s->protocol, "2025-03-26") >= 0) {
            sdx_jw_key(&w, "annotations");
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "title");
            sdx_jw_str(&w, t->title);
            sdx_jw_key(&w, "readOnlyHint");
            sdx_jw_bool(&w, 1);
            sdx_jw_key(&w, "destructiveHint");
            sdx_jw_bool(&w, 0);
            sdx_jw_key(&w, "idempotentHint");
            sdx_jw_bool(&w, 1);
            sdx_jw_key(&w, "openWorldHint");
            sdx_jw_bool(&w, 0);
            sdx_jw_obj_end(&w);
        }
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    sdx_jw_obj_end(&w);
    answer_end(&w, out);
}

/* ---- running the operations ------------------------------------------- */

typedef sdx_ops_code (*op_fn)(const sdx_ops_request *, const sdx_sink *, sdx_ops_result *);

/* Run an operation into b; the messages go to o (errors: o->is_error). */
static sdx_ops_code run_op(op_fn fn, const sdx_ops_request *q, sdx_buf *b, call_out *o)
{
    sdx_sink sink = {sdx_sink_buf_write, b};
    sdx_ops_result res;
    sdx_ops_result_init(&res);
    sdx_ops_code c = fn(q, &sink, &res);
    int failed = !(c == SDX_OPS_OK || c == SDX_OPS_FINDINGS || (c == SDX_OPS_INPUT && res.damaged && b->len));
    for (size_t i = 0; i < res.nmsgs; i++) {
        sdx_buf *dst = res.msgs[i].level == SDX_OPS_ERROR ? &o->error : &o->warnings;
        if (dst->len)
            sdx_buf_putc(dst, '\n');
        sdx_buf_puts(dst, res.msgs[i].level == SDX_OPS_ERROR ? "" : "warning: ");
        sdx_buf_puts(dst, res.msgs[i].text);
    }
    if (failed) {
        o->is_error = 1;
        if (!o->error.len)
            sdx_buf_printf(&o->error, "the operation failed (code %d)", (int)c);
    }
    sdx_ops_result_free(&res);
    return c;
}

/* The log of a tool argument: a log name in the directory, or an
 * application id. Paths never come from the caller: only the scan of the
 * server's directory names files, so nothing outside it can be read. */
static char *resolve_log(const sdx_mcp *s, const char *arg, const char *what, call_out *o, char **app_id)
{
    sdx_loglist list;
    sdx_error e;
    char ebuf[2400];
    if (app_id)
        *app_id = NULL;
    if (sdx_logs_scan(s->logs_dir, &list, &e) < 0) {
        o->is_error = 1;
        sdx_buf_printf(&o->error, "the log directory cannot be read: %s", sdx_error_format(&e, ebuf, sizeof ebuf));
        return NULL;
    }
    char *path = NULL;
    for (size_t i = 0; i < list.n && !path; i++)
        if (list.logs[i].name && !strcmp(list.logs[i].name, arg)) {
            path = strdup(list.logs[i].path);
            if (app_id) {
                sdx_model *m = NULL;
                if (sdx_model_build(&list.logs[i], SDX_LISTING_ONLY, &m, &e) == 0 && m && m->app_id)
                    *app_id = strdup(m->app_id);
                sdx_model_free(m);
            }
        }
    for (size_t i = 0; i < list.n && !path; i++) {
        sdx_model *m = NULL;
        if (sdx_model_build(&list.logs[i], SDX_LISTING_ONLY, &m, &e) == 0 && m && m->app_id && !strcmp(m->app_id, arg)) {
            path = strdup(list.logs[i].path);
            if (app_id)
                *app_id = strdup(m->app_id);
        }
        sdx_model_free(m);
    }
    sdx_loglist_free(&list);
    if (!path) {
        o->is_error = 1;
        sdx_buf_printf(&o->error, "no log or application '%s' (%s) in the log directory (list_apps lists them)", arg, what);
    }
    return path;
}

/* Parse b's JSON into d; copy it into the structured result. */
static int parse_into(sdx_jdoc *d, const sdx_buf *b, call_out *o)
{
    sdx_error e;
    if (!b->len || sdx_json_parse(d, b->data, b->len, &e) < 0 || sdx_json_type(d, 0) == SDX_JNULL) {
        o->is_error = 1;
        sdx_buf_puts(&o->error, "internal error: the operation wrote no JSON");
        return -1;
    }
    return 0;
}

static void copy_result(const sdx_buf *b, call_out *o)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    if (parse_into(&d, b, o) == 0) {
        sdx_jw w;
        sdx_jw_init(&w, &o->structured, 0);
        sdx_jw_copy(&w, &d, 0);
    }
    sdx_jdoc_free(&d);
}

static void tool_list_apps(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.input = s->logs_dir;
    q.format = "json";
    sdx_buf b;
    sdx_buf_init(&b);
    run_op(sdx_ops_list, &q, &b, o);
    if (!o->is_error) {
        sdx_jdoc d;
        sdx_jdoc_init(&d);
        if (parse_into(&d, &b, o) == 0) {
            sdx_jw w;
            sdx_jw_init(&w, &o->structured, 0);
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "logs_dir");
            sdx_jw_str(&w, s->logs_dir);
            sdx_jw_key(&w, "apps");
            sdx_jw_copy(&w, &d, 0);
            sdx_jw_obj_end(&w);
        }
        sdx_jdoc_free(&d);
    }
    sdx_buf_free(&b);
}

static void simple_tool(const sdx_mcp *s, op_fn fn, const tool_args *a, call_out *o)
{
    char *path = resolve_log(s, a->s[0], "log", o, NULL);
    if (!path)
        return;
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.input = path;
    q.format = "json";
    sdx_buf b;
    sdx_buf_init(&b);
    run_op(fn, &q, &b, o);
    if (!o->is_error)
        copy_result(&b, o);
    sdx_buf_free(&b);
    free(path);
}

static void tool_report(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    simple_tool(s, sdx_ops_report, a, o);
}

static void tool_stages(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    simple_tool(s, sdx_ops_stages, a, o);
}

static void tool_stage(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    char *app_id = NULL;
    char *path = resolve_log(s, a->s[0], "log", o, &app_id);
    if (!path)
        return;
    int64_t stage = a->i[1], attempt = a->has[2] ? a->i[2] : 0, top = a->has[3] ? a->i[3] : 10;
    char sel[48], api[256];
    snprintf(sel, sizeof sel, "%lld.%lld", (long long)stage, (long long)attempt);
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.input = path;
    q.format = "json";
    q.stage = sel;
    sdx_buf b, tb;
    sdx_buf_init(&b);
    sdx_buf_init(&tb);
    run_op(sdx_ops_stages, &q, &b, o);
    if (!o->is_error && !app_id) {
        o->is_error = 1;
        sdx_buf_puts(&o->error, "the log has no application id: its tasks cannot be listed");
    }
    if (!o->is_error) {
        sdx_ops_request_init(&q);
        q.input = path;
        snprintf(api, sizeof api, "applications/%s/stages/%lld/%lld/taskList?sortBy=-runtime&length=%lld", app_id,
                 (long long)stage, (long long)attempt, (long long)top);
        q.api_path = api;
        run_op(sdx_ops_api, &q, &tb, o);
    }
    if (!o->is_error) {
        sdx_jdoc d, td;
        sdx_jdoc_init(&d);
        sdx_jdoc_init(&td);
        if (parse_into(&d, &b, o) == 0 && parse_into(&td, &tb, o) == 0) {
            sdx_jw w;
            sdx_jw_init(&w, &o->structured, 0);
            sdx_jw_obj_begin(&w);
            for (uint32_t k = sdx_json_first(&d, 0); k != SDX_JNONE; k = sdx_json_next(&d, k)) {
                size_t kl;
                const char *ks = sdx_json_str(&d, k, &kl);
                sdx_jw_keyn(&w, ks ? ks : "", ks ? kl : 0);
                sdx_jw_copy(&w, &d, k + 1);
            }
            sdx_jw_key(&w, "top_tasks");
            sdx_jw_copy(&w, &td, 0);
            sdx_jw_obj_end(&w);
        }
        sdx_jdoc_free(&d);
        sdx_jdoc_free(&td);
    }
    sdx_buf_free(&b);
    sdx_buf_free(&tb);
    free(path);
    free(app_id);
}

static void tool_failure(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    char *path = resolve_log(s, a->s[0], "log", o, NULL);
    if (!path)
        return;
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.eventlog = path;
    q.format = "json";
    if (a->has[1]) {
        q.text = a->s[1];
        q.text_len = strlen(a->s[1]);
    }
    sdx_buf b;
    sdx_buf_init(&b);
    run_op(sdx_ops_failure, &q, &b, o);
    if (!o->is_error)
        copy_result(&b, o);
    sdx_buf_free(&b);
    free(path);
}

static void tool_pack(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    char *path = resolve_log(s, a->s[0], "log", o, NULL), *base = NULL;
    if (!path)
        return;
    if (a->has[1] && !(base = resolve_log(s, a->s[1], "baseline", o, NULL))) {
        free(path);
        return;
    }
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.input = path;
    q.baseline = base;
    q.format = "json";
    q.pack_max_bytes = a->has[2] ? (size_t)a->i[2] : 0;
    q.pack_redact = a->has[3] ? (int)a->i[3] : 0;
    sdx_buf b;
    sdx_buf_init(&b);
    run_op(sdx_ops_pack, &q, &b, o);
    if (!o->is_error) {
        copy_result(&b, o);
        /* the text content is the pack itself */
        sdx_jdoc d;
        sdx_jdoc_init(&d);
        sdx_error e;
        if (sdx_json_parse(&d, b.data, b.len, &e) == 0) {
            size_t l;
            const char *txt = sdx_json_str(&d, sdx_json_get(&d, 0, "text"), &l);
            if (txt) {
                sdx_buf_put(&o->text, txt, l);
                o->have_text = 1;
            }
        }
        sdx_jdoc_free(&d);
    }
    sdx_buf_free(&b);
    free(path);
    free(base);
}

static void tool_diff(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    char *old = resolve_log(s, a->s[0], "old", o, NULL), *nw = NULL;
    if (!old)
        return;
    if (!(nw = resolve_log(s, a->s[1], "new", o, NULL))) {
        free(old);
        return;
    }
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.baseline = old;
    q.input = nw;
    q.format = "json";
    sdx_buf b;
    sdx_buf_init(&b);
    run_op(sdx_ops_diff, &q, &b, o);
    if (!o->is_error)
        copy_result(&b, o);
    sdx_buf_free(&b);
    free(old);
    free(nw);
}

static void tool_sql(const sdx_mcp *s, const tool_def *t, const tool_args *a, call_out *o)
{
    char *path = resolve_log(s, a->s[0], "log", o, NULL);
    if (!path)
        return;
    char id[32];
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.input = path;
    q.format = "json";
    if (a->has[1]) {
        snprintf(id, sizeof id, "%lld", (long long)a->i[1]);
        q.sql_id = id;
    }
    q.sql_initial = a->has[2] ? (int)a->i[2] : 0;
    sdx_buf b;
    sdx_buf_init(&b);
    run_op(sdx_ops_sql, &q, &b, o);
    if (!o->is_error)
        copy_result(&b, o);
    sdx_buf_free(&b);
    free(path);
}

/* ---- tools/call --------------------------------------------------------- */

/* Check the arguments against the tool's declaration; 0, or -1 with the
 * reason in err. */
static int check_args(const tool_def *t, sdx_jdoc *d, uint32_t args, tool_args *a, sdx_buf *err)
{
    memset(a, 0, sizeof *a);
    if (args == SDX_JNONE || sdx_json_type(d, args) == SDX_JNULL)
        goto required;
    if (sdx_json_type(d, args) != SDX_JOBJECT) {
        sdx_buf_puts(err, "arguments must be an object");
        return -1;
    }
    for (uint32_t k = sdx_json_first(d, args); k != SDX_JNONE; k = sdx_json_next(d, k)) {
        size_t kl;
        const char *ks = sdx_json_str(d, k, &kl);
        int idx = -1;
        for (int i = 0; i < t->nargs && idx < 0; i++)
            if (ks && strlen(t->args[i].name) == kl && !memcmp(t->args[i].name, ks, kl))
                idx = i;
        if (idx < 0) {
            sdx_buf_puts(err, "unknown argument '");
            sdx_buf_put_visible(err, ks ? ks : "", ks ? kl : 0);
            sdx_buf_printf(err, "' (%s takes:", t->name);
            for (int i = 0; i < t->nargs; i++)
                sdx_buf_printf(err, "%s %s", i ? "," : "", t->args[i].name);
            sdx_buf_puts(err, t->nargs ? ")" : " none)");
            return -1;
        }
        const arg_spec *sp = &t->args[idx];
        uint32_t v = k + 1;
        sdx_jtype ty = sdx_json_type(d, v);
        if (sp->type == A_STR) {
            size_t l;
            const char *sv = ty == SDX_JSTRING ? sdx_json_str(d, v, &l) : NULL;
            if (!sv || !l || memchr(sv, 0, l)) {
                sdx_buf_printf(err, "argument '%s' must be a non-empty string", sp->name);
                return -1;
            }
            char *c = malloc(l + 1);
            if (!c) {
                sdx_buf_puts(err, "out of memory");
                return -1;
            }
            memcpy(c, sv, l);
            c[l] = 0;
            free((char *)a->s[idx]);
            a->s[idx] = c;
        } else if (sp->type == A_INT) {
            int64_t iv;
            if (ty != SDX_JNUMBER || sdx_json_int64(d, v, &iv) < 0 || iv < sp->min || iv > sp->max) {
                sdx_buf_printf(err, "argument '%s' must be an integer from %lld to %lld", sp->name, (long long)sp->min,
                               (long long)sp->max);
                return -1;
            }
            a->i[idx] = iv;
        } else {
            if (ty != SDX_JTRUE && ty != SDX_JFALSE) {
                sdx_buf_printf(err, "argument '%s' must be true or false", sp->name);
                return -1;
            }
            a->i[idx] = ty == SDX_JTRUE;
        }
        a->has[idx] = 1;
    }
required:
    for (int i = 0; i < t->nargs; i++)
        if (t->args[i].required && !a->has[i]) {
            sdx_buf_printf(err, "missing argument '%s' (%s)", t->args[i].name, t->args[i].description);
            return -1;
        }
    return 0;
}

static void args_free(tool_args *a)
{
    for (int i = 0; i < MAX_ARGS; i++)
        free((char *)a->s[i]);
}

static void call_result(const sdx_mcp *s, const char *id, call_out *o, sdx_buf *out)
{
    sdx_jw w;
    answer_begin(&w, out, id);
    sdx_jw_key(&w, "result");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "content");
    sdx_jw_arr_begin(&w);
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "type");
    sdx_jw_str(&w, "text");
    sdx_jw_key(&w, "text");
    if (o->is_error)
        sdx_jw_strn(&w, o->error.data ? o->error.data : "", o->error.len);
    else if (o->have_text)
        sdx_jw_strn(&w, o->text.data ? o->text.data : "", o->text.len);
    else
        sdx_jw_strn(&w, o->structured.data ? o->structured.data : "", o->structured.len);
    sdx_jw_obj_end(&w);
    if (o->warnings.len) {
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "type");
        sdx_jw_str(&w, "text");
        sdx_jw_key(&w, "text");
        sdx_jw_strn(&w, o->warnings.data, o->warnings.len);
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    if (!o->is_error && structured(s) && o->structured.len) {
        sdx_jw_key(&w, "structuredContent");
        sdx_jw_raw(&w, o->structured.data, o->structured.len);
    }
    sdx_jw_key(&w, "isError");
    sdx_jw_bool(&w, o->is_error);
    sdx_jw_obj_end(&w);
    answer_end(&w, out);
}

static void do_tool_call(const sdx_mcp *s, const sdx_mcp_msg *msg, sdx_jdoc *d, sdx_buf *out)
{
    const tool_def *t = find_tool(msg->tool ? msg->tool : "");
    if (!t) {   /* handle() checked it */
        sdx_mcp_error(msg->id, SDX_MCP_INVALID_PARAMS, "unknown tool", out);
        return;
    }
    call_out o;
    memset(&o, 0, sizeof o);
    sdx_buf_init(&o.structured);
    sdx_buf_init(&o.text);
    sdx_buf_init(&o.error);
    sdx_buf_init(&o.warnings);
    tool_args a;
    sdx_buf err;
    sdx_buf_init(&err);
    if (check_args(t, d, sdx_json_get(d, 0, "arguments"), &a, &err) < 0) {
        /* an input validation error is a tool execution error (the model can correct it) */
        o.is_error = 1;
        sdx_buf_printf(&o.error, "bad arguments for %s: ", t->name);
        sdx_buf_put(&o.error, err.data ? err.data : "", err.len);
    } else {
        t->run(s, t, &a, &o);
    }
    args_free(&a);
    sdx_buf_free(&err);
    if (sdx_buf_failed(&o.structured) || sdx_buf_failed(&o.text) || sdx_buf_failed(&o.error))
        sdx_mcp_error(msg->id, SDX_MCP_INTERNAL_ERROR, "out of memory", out);
    else
        call_result(s, msg->id, &o, out);
    sdx_buf_free(&o.structured);
    sdx_buf_free(&o.text);
    sdx_buf_free(&o.error);
    sdx_buf_free(&o.warnings);
}

/* ---- resources ------------------------------------------------------------ */

#define URI_PREFIX "sparkdx://logs/"

static void uri_encode(sdx_buf *b, const char *s)
{
    static const char hex[] = "0123456789ABCDEF";
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("-._~", c))
            sdx_buf_putc(b, (char)c);
        else {
            sdx_buf_putc(b, '%');
            sdx_buf_putc(b, hex[c >> 4]);
            sdx_buf_putc(b, hex[c & 15]);
        }
    }
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* The log name of a resource URI, or NULL. */
static char *uri_decode_name(const char *uri, size_t n)
{
    size_t pl = strlen(URI_PREFIX);
    if (n <= pl || memcmp(uri, URI_PREFIX, pl))
        return NULL;
    char *out = malloc(n - pl + 1);
    if (!out)
        return NULL;
    size_t k = 0;
    for (size_t i = pl; i < n; i++) {
        if (uri[i] == '%') {
            int h = i + 2 < n ? hexval(uri[i + 1]) : -1, l = i + 2 < n ? hexval(uri[i + 2]) : -1;
            if (h < 0 || l < 0 || (h == 0 && l == 0)) {
                free(out);
                return NULL;
            }
            out[k++] = (char)(h * 16 + l);
            i += 2;
        } else if (uri[i] == '/' || uri[i] == 0) {
            free(out);
            return NULL;
        } else {
            out[k++] = uri[i];
        }
    }
    out[k] = 0;
    return out;
}

static void resources_list(const sdx_mcp *s, const char *id, sdx_buf *out)
{
    sdx_ops_request q;
    sdx_ops_request_init(&q);
    q.input = s->logs_dir;
    q.format = "json";
    sdx_buf b;
    sdx_buf_init(&b);
    call_out o;
    memset(&o, 0, sizeof o);
    run_op(sdx_ops_list, &q, &b, &o);
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error e;
    if (o.is_error || sdx_json_parse(&d, b.data ? b.data : "", b.len, &e) < 0 || sdx_json_type(&d, 0) != SDX_JARRAY) {
        sdx_mcp_error(id, SDX_MCP_INTERNAL_ERROR, o.error.len ? sdx_buf_cstr(&o.error) : "the log directory cannot be listed",
                      out);
    } else {
        sdx_jw w;
        answer_begin(&w, out, id);
        sdx_jw_key(&w, "result");
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "resources");
        sdx_jw_arr_begin(&w);
        for (uint32_t k = sdx_json_first(&d, 0); k != SDX_JNONE; k = sdx_json_next(&d, k)) {
            size_t ln, il = 0, nl = 0, sl = 0;
            const char *log = sdx_json_str(&d, sdx_json_get(&d, k, "log"), &ln);
            const char *aid = sdx_json_str(&d, sdx_json_get(&d, k, "id"), &il);
            const char *name = sdx_json_str(&d, sdx_json_get(&d, k, "name"), &nl);
            const char *st = sdx_json_str(&d, sdx_json_get(&d, k, "status"), &sl);
            if (!log)
                continue;
            char *logz = strndup(log, ln);
            sdx_buf u;
            sdx_buf_init(&u);
            sdx_buf_puts(&u, URI_PREFIX);
            uri_encode(&u, logz ? logz : "");
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "uri");
            sdx_jw_strn(&w, u.data, u.len);
            sdx_jw_key(&w, "name");
            sdx_jw_strn(&w, log, ln);
            if (name) {
                sdx_jw_key(&w, "title");
                sdx_jw_strn(&w, name, nl);
            }
            sdx_buf desc;
            sdx_buf_init(&desc);
            sdx_buf_puts(&desc, "the evidence pack of ");
            sdx_buf_put(&desc, aid ? aid : "an unidentified application", aid ? il : strlen("an unidentified application"));
            sdx_buf_puts(&desc, " (");
            sdx_buf_put(&desc, st ? st : "?", st ? sl : 1);
            sdx_buf_puts(&desc, ")");
            sdx_jw_key(&w, "description");
            sdx_jw_strn(&w, desc.data, desc.len);
            sdx_jw_key(&w, "mimeType");
            sdx_jw_str(&w, "text/markdown");
            sdx_jw_obj_end(&w);
            sdx_buf_free(&desc);
            sdx_buf_free(&u);
            free(logz);
        }
        sdx_jw_arr_end(&w);
        sdx_jw_obj_end(&w);
        answer_end(&w, out);
    }
    sdx_jdoc_free(&d);
    sdx_buf_free(&b);
    sdx_buf_free(&o.error);
    sdx_buf_free(&o.warnings);
}

static void resources_read(const sdx_mcp *s, const char *id, sdx_jdoc *d, sdx_buf *out)
{
    size_t ul;
    const char *uri = sdx_json_str(d, sdx_json_get(d, 0, "uri"), &ul);
    if (!uri) {
        sdx_mcp_error(id, SDX_MCP_INVALID_PARAMS, "resources/read needs params.uri (a string)", out);
        return;
    }
    char *uriz = strndup(uri, ul);
    char *name = uri_decode_name(uri, ul);
    call_out o;
    memset(&o, 0, sizeof o);
    char *path = name ? resolve_log(s, name, "resource", &o, NULL) : NULL;
    if (!path) {
        error_data(id, SDX_MCP_RESOURCE_NOT_FOUND, "Resource not found", "uri", uriz ? uriz : "", out);
    } else {
        sdx_ops_request q;
        sdx_ops_request_init(&q);
        q.input = path;
        sdx_buf b;
        sdx_buf_init(&b);
        run_op(sdx_ops_pack, &q, &b, &o);
        if (o.is_error) {
            sdx_mcp_error(id, SDX_MCP_INTERNAL_ERROR, sdx_buf_cstr(&o.error), out);
        } else {
            sdx_jw w;
            answer_begin(&w, out, id);
            sdx_jw_key(&w, "result");
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "contents");
            sdx_jw_arr_begin(&w);
            sdx_jw_obj_begin(&w);
            sdx_jw_key(&w, "uri");
            sdx_jw_str(&w, uriz);
            sdx_jw_key(&w, "mimeType");
            sdx_jw_str(&w, "text/markdown");
            sdx_jw_key(&w, "text");
            sdx_jw_strn(&w, b.data ? b.data : "", b.len);
            sdx_jw_obj_end(&w);
            sdx_jw_arr_end(&w);
            sdx_jw_obj_end(&w);
            answer_end(&w, out);
        }
        sdx_buf_free(&b);
    }
    sdx_buf_free(&o.error);
    sdx_buf_free(&o.warnings);
    free(path);
    free(name);
    free(uriz);
}

void sdx_mcp_work(const sdx_mcp *s, const sdx_mcp_msg *msg, sdx_buf *out)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error e;
    const char *params = msg->params ? msg->params : "{}";
    if (sdx_json_parse(&d, params, strlen(params), &e) < 0) {
        sdx_mcp_error(msg->id, SDX_MCP_INVALID_PARAMS, "params are not JSON", out);
    } else if (!strcmp(msg->method, "tools/call")) {
        do_tool_call(s, msg, &d, out);
    } else if (!strcmp(msg->method, "resources/list")) {
        resources_list(s, msg->id, out);
    } else if (!strcmp(msg->method, "resources/read")) {
        resources_read(s, msg->id, &d, out);
    } else {
        sdx_mcp_error(msg->id, SDX_MCP_METHOD_NOT_FOUND, "method not found", out);
    }
    sdx_jdoc_free(&d);
}

/* ---- one message -------------------------------------------------------- */

/* A node as compact JSON text (owned), NULL when out of memory. */
static char *node_json(sdx_jdoc *d, uint32_t node)
{
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_jw w;
    sdx_jw_init(&w, &b, 0);
    if (node == SDX_JNONE)
        sdx_jw_obj_begin(&w), sdx_jw_obj_end(&w);
    else
        sdx_jw_copy(&w, d, node);
    if (sdx_buf_failed(&b))
        return NULL;
    sdx_buf_cstr(&b);
    return b.data ? b.data : strdup("");
}

static void initialize(sdx_mcp *s, const char *id, sdx_jdoc *d, uint32_t params, sdx_buf *out)
{
    size_t vl;
    const char *v = sdx_json_str(d, sdx_json_get(d, params, "protocolVersion"), &vl);
    if (!v) {
        sdx_mcp_error(id, SDX_MCP_INVALID_PARAMS, "initialize needs params.protocolVersion (a string)", out);
        return;
    }
    /* the client's version when the server speaks it, else the newest */
    const char *chosen = SDX_MCP_PROTOCOL_LATEST;
    for (int i = 0; protocols[i]; i++)
        if (strlen(protocols[i]) == vl && !memcmp(protocols[i], v, vl))
            chosen = protocols[i];
    snprintf(s->protocol, sizeof s->protocol, "%s", chosen);
    s->initialized = 1;
    sdx_jw w;
    answer_begin(&w, out, id);
    sdx_jw_key(&w, "result");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "protocolVersion");
    sdx_jw_str(&w, chosen);
    sdx_jw_key(&w, "capabilities");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "tools");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "listChanged");
    sdx_jw_bool(&w, 0);
    sdx_jw_obj_end(&w);
    sdx_jw_key(&w, "resources");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "subscribe");
    sdx_jw_bool(&w, 0);
    sdx_jw_key(&w, "listChanged");
    sdx_jw_bool(&w, 0);
    sdx_jw_obj_end(&w);
    sdx_jw_obj_end(&w);
    sdx_jw_key(&w, "serverInfo");
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "name");
    sdx_jw_str(&w, "sparkdx");
    sdx_jw_key(&w, "title");
    sdx_jw_str(&w, "sparkdx: Spark event log diagnosis");
    sdx_jw_key(&w, "version");
    sdx_jw_str(&w, s->version);
    sdx_jw_obj_end(&w);
    sdx_jw_key(&w, "instructions");
    char ins[900];
    snprintf(ins, sizeof ins,
             "sparkdx reads Apache Spark event logs in %s. Start with list_apps, then report (the diagnosis) or pack "
             "(a compact evidence pack); stages and stage give the task numbers, failure the root causes, diff compares "
             "two runs. Logs are named by their log name or application id. Each call is bounded to %d s.",
             s->logs_dir, s->timeout_s);
    sdx_jw_str(&w, ins);
    sdx_jw_obj_end(&w);
    answer_end(&w, out);
}

int sdx_mcp_handle(sdx_mcp *s, const char *line, size_t len, sdx_mcp_msg *msg, sdx_buf *out)
{
    memset(msg, 0, sizeof *msg);
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error e;
    char ebuf[1200];
    char *id = NULL;
    if (sdx_json_parse(&d, line, len, &e) < 0) {
        snprintf(ebuf, sizeof ebuf, "Parse error: %s at byte %llu", e.msg, (unsigned long long)e.offset);
        sdx_mcp_error(NULL, SDX_MCP_PARSE_ERROR, ebuf, out);
        msg->kind = SDX_MCP_REPLY;
        goto done;
    }
    msg->kind = SDX_MCP_REPLY;
    if (sdx_json_type(&d, 0) == SDX_JARRAY) {
        sdx_mcp_error(NULL, SDX_MCP_INVALID_REQUEST, "Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18 "
                                                     "and later send one message per line)", out);
        goto done;
    }
    if (sdx_json_type(&d, 0) != SDX_JOBJECT) {
        sdx_mcp_error(NULL, SDX_MCP_INVALID_REQUEST, "Invalid Request: a message is a JSON object", out);
        goto done;
    }
    uint32_t jid = sdx_json_get(&d, 0, "id"), jm = sdx_json_get(&d, 0, "method"), jp = sdx_json_get(&d, 0, "params");
    int64_t iv;
    if (jid != SDX_JNONE) {
        sdx_jtype t = sdx_json_type(&d, jid);
        if (t == SDX_JSTRING || (t == SDX_JNUMBER && sdx_json_int64(&d, jid, &iv) == 0)) {
            if (!(id = node_json(&d, jid)))
                goto oom;
        } else if (jm == SDX_JNONE) {
            msg->kind = SDX_MCP_NONE;   /* an error response with a null id: nothing to answer */
            goto done;
        } else {
            sdx_mcp_error(NULL, SDX_MCP_INVALID_REQUEST, "Invalid Request: the id must be a string or an integer", out);
            goto done;
        }
    }
    if (!sdx_json_str_eq(&d, sdx_json_get(&d, 0, "jsonrpc"), "2.0")) {
        sdx_mcp_error(id, SDX_MCP_INVALID_REQUEST, "Invalid Request: jsonrpc must be \"2.0\"", out);
        goto done;
    }
    if (jm == SDX_JNONE) {   /* a response from the client: the server sends no requests */
        msg->kind = SDX_MCP_NONE;
        goto done;
    }
    size_t ml;
    const char *method = sdx_json_str(&d, jm, &ml);
    if (!method) {
        sdx_mcp_error(id, SDX_MCP_INVALID_REQUEST, "Invalid Request: method must be a string", out);
        goto done;
    }
    if (jp != SDX_JNONE && sdx_json_type(&d, jp) != SDX_JOBJECT && sdx_json_type(&d, jp) != SDX_JARRAY) {
        sdx_mcp_error(id, SDX_MCP_INVALID_REQUEST, "Invalid Request: params must be an object", out);
        goto done;
    }
#define IS(lit) (ml == sizeof(lit) - 1 && !memcmp(method, lit, ml))
    if (!id) {   /* a notification: never answered */
        msg->kind = SDX_MCP_NONE;
        if (IS("notifications/initialized")) {
            s->initialized = 1;
        } else if (IS("notifications/cancelled")) {
            uint32_t rid = sdx_json_get(&d, jp, "requestId");
            if (rid != SDX_JNONE && (sdx_json_type(&d, rid) == SDX_JSTRING || sdx_json_type(&d, rid) == SDX_JNUMBER)) {
                if (!(msg->id = node_json(&d, rid)))
                    goto oom;
                msg->kind = SDX_MCP_CANCEL;
            }
        }
        goto done;
    }
    if (IS("ping")) {
        sdx_jw w;
        answer_begin(&w, out, id);
        sdx_jw_key(&w, "result");
        sdx_jw_obj_begin(&w);
        sdx_jw_obj_end(&w);
        answer_end(&w, out);
    } else if (IS("initialize")) {
        initialize(s, id, &d, jp, out);
    } else if (!s->initialized) {
        sdx_mcp_error(id, SDX_MCP_INVALID_REQUEST, "Invalid Request: the session is not initialized (send initialize first)",
                      out);
    } else if (IS("tools/list")) {
        tools_list(s, id, out);
    } else if (IS("resources/templates/list")) {
        sdx_jw w;
        answer_begin(&w, out, id);
        sdx_jw_key(&w, "result");
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "resourceTemplates");
        sdx_jw_arr_begin(&w);
        sdx_jw_arr_end(&w);
        sdx_jw_obj_end(&w);
        answer_end(&w, out);
    } else if (IS("tools/call") || IS("resources/list") || IS("resources/read")) {
        if (IS("tools/call")) {
            size_t nl;
            const char *name = sdx_json_str(&d, sdx_json_get(&d, jp, "name"), &nl);
            const tool_def *t = NULL;
            for (size_t i = 0; name && i < NTOOLS && !t; i++)
                if (strlen(tools[i].name) == nl && !memcmp(tools[i].name, name, nl))
                    t = &tools[i];
            if (!name) {
                sdx_mcp_error(id, SDX_MCP_INVALID_PARAMS, "tools/call needs params.name (a string)", out);
                goto done;
            }
            if (!t) {
                sdx_buf m;
                sdx_buf_init(&m);
                sdx_buf_puts(&m, "Unknown tool: ");
                sdx_buf_put_visible(&m, name, nl > 200 ? 200 : nl);
                sdx_buf_puts(&m, " (tools/list lists them)");
                sdx_mcp_error(id, SDX_MCP_INVALID_PARAMS, sdx_buf_cstr(&m), out);
                sdx_buf_free(&m);
                goto done;
            }
            if (!(msg->tool = strdup(t->name)))
                goto oom;
        }
        msg->kind = SDX_MCP_WORK;
        msg->id = id;
        id = NULL;
        if (!(msg->method = strndup(method, ml)) || !(msg->params = node_json(&d, jp)))
            goto oom;
    } else {
        sdx_buf m;
        sdx_buf_init(&m);
        sdx_buf_puts(&m, "Method not found: ");
        sdx_buf_put_visible(&m, method, ml > 200 ? 200 : ml);
        sdx_mcp_error(id, SDX_MCP_METHOD_NOT_FOUND, sdx_buf_cstr(&m), out);
        sdx_buf_free(&m);
    }
#undef IS
done:
    free(id);
    sdx_jdoc_free(&d);
    if (sdx_buf_failed(out)) {
        sdx_mcp_msg_free(msg);
        return -1;
    }
    return msg->kind;
oom:
    free(id);
    sdx_jdoc_free(&d);
    sdx_mcp_msg_free(msg);
    sdx_buf_fail(out);
    return -1;
}
