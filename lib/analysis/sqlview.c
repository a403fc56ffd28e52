/*
 * sqlview.c: the SQL executions of an application as plain data
 * (include/sparkdx/sqlview.h, docs/sql-view.md): each execution's time and
 * shares, and on demand its plan tree with rows / size / time per
 * operator, the hot operators, the data sources and the writes.
 *
 * Everything a plan view holds lives in one arena (freed as a whole);
 * strings parsed out of the plan (write paths, formats ...) are copied into
 * it, the others are the model's. Plan text comes from the log: every
 * parser below reads within the NUL-terminated string and never assumes a
 * shape (a cut or odd argString gives NULL fields, never a crash).
 */
#include "sparkdx/sqlview.h"

#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/format.h"
#include "util/util.h"

#define VIEW_FILE "sql view"

void sdx_sqlview_opts_init(sdx_sqlview_opts *o)
{
    o->hot_time_share = 0.25;
    o->hot_time_min_ms = 1000;
    o->hot_fanout = 10.0;
    o->hot_fanout_min_rows = 1000000;
}

/* ---- the executions ------------------------------------------------------ */

static const char *exec_status(const sdx_sql_exec *e)
{
    if (e->error_message)
        return e->error_message[0] ? "FAILED" : "COMPLETED";
    if (!e->ended)
        return "RUNNING";
    for (uint32_t i = 0; i < e->njob_ids; i++)
        if (e->job_states && e->job_states[i] == SDX_SQLJOB_FAILED)
            return "FAILED";
    return "COMPLETED";
}

static double share(int64_t part, int64_t whole)
{
    if (part < 0 || whole <= 0)
        return -1;
    return (double)part / (double)whole;
}

static int heavier_first(const void *pa, const void *pb)
{
    const sdx_sqlview_exec *a = pa, *b = pb;
    if (a->duration_ms != b->duration_ms)
        return a->duration_ms > b->duration_ms ? -1 : 1;
    if (a->task_ms != b->task_ms)
        return a->task_ms > b->task_ms ? -1 : 1;
    return a->id < b->id ? -1 : a->id > b->id;
}

void sdx_sqlview_free(sdx_sqlview *v)
{
    if (!v)
        return;
    for (uint32_t i = 0; v->execs && i < v->nexecs; i++)
        free(v->execs[i].stage_ids);
    free(v->execs);
    free(v);
}

/* Index of e in m->sql (sorted by id), or -1. */
static int64_t sql_index(const sdx_model *m, const sdx_sql_exec *e)
{
    uint32_t lo = 0, hi = m->nsql;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (m->sql[mid]->execution_id < e->execution_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < m->nsql && m->sql[lo] == e ? (int64_t)lo : -1;
}

int sdx_sqlview_build(const sdx_analysis *a, const sdx_sqlview_opts *opts, sdx_sqlview **out, sdx_error *err)
{
    *out = NULL;
    const sdx_model *m = a->m;
    sdx_sqlview *v = sdx_xcalloc(1, sizeof *v);
    if (!v)
        return sdx_error_nomem(err, VIEW_FILE);
    v->a = a;
    if (opts)
        v->opts = *opts;
    else
        sdx_sqlview_opts_init(&v->opts);
    v->wall_ms = a->wall_ms;
    v->execs = sdx_xcalloc(m->nsql ? m->nsql : 1, sizeof *v->execs);
    if (!v->execs) {
        free(v);
        return sdx_error_nomem(err, VIEW_FILE);
    }
    v->nexecs = m->nsql;
    /* the stage attempts of each execution: count, then fill (m->stages is
     * sorted by (id, attempt), so distinct ids come ascending) */
    for (uint32_t k = 0; k < a->nstages; k++) {
        const sdx_stage_facts *f = &a->stages[k];
        const sdx_stage *s = f->s;
        int64_t cpu = s->m[SDX_TM_EXECUTOR_CPU_TIME] / 1000000, run = s->m[SDX_TM_EXECUTOR_RUN_TIME];
        v->app_task_ms = sdx_sat_add(v->app_task_ms, f->total);
        v->app_cpu_ms = sdx_sat_add(v->app_cpu_ms, cpu);
        v->app_run_ms = sdx_sat_add(v->app_run_ms, run);
        int64_t xi = f->sql ? sql_index(m, f->sql) : -1;
        if (xi < 0)
            continue;
        sdx_sqlview_exec *x = &v->execs[xi];
        x->nattempts++;
        x->task_ms = sdx_sat_add(x->task_ms, f->total);
        x->cpu_ms = sdx_sat_add(x->cpu_ms, cpu);
        x->run_ms = sdx_sat_add(x->run_ms, run);
        if (!x->nstage_ids || x->stage_ids[x->nstage_ids - 1] != s->stage_id) {
            int32_t *p = sdx_xrealloc(x->stage_ids, ((size_t)x->nstage_ids + 1) * sizeof *p);
            if (!p) {
                sdx_sqlview_free(v);
                return sdx_error_nomem(err, VIEW_FILE);
            }
            x->stage_ids = p;
            /* attempts of one id are adjacent; an id can repeat only after
             * another execution's attempts, which the check above keeps */
            x->stage_ids[x->nstage_ids++] = s->stage_id;
        }
    }
    for (uint32_t i = 0; i < m->nsql; i++) {
        const sdx_sql_exec *e = m->sql[i];
        sdx_sqlview_exec *x = &v->execs[i];
        x->e = e;
        x->id = e->execution_id;
        x->status = exec_status(e);
        x->description = e->description;
        x->duration_ms = e->submission_time >= 0 && e->completion_time >= e->submission_time
                             ? e->completion_time - e->submission_time : -1;
        x->wall_share = share(x->duration_ms, a->wall_ms);
        x->task_share = share(x->task_ms, v->app_task_ms);
        x->cpu_share = share(x->cpu_ms, v->app_cpu_ms);
        x->job_ids = e->job_ids;
        x->njob_ids = e->njob_ids;
    }
    if (v->nexecs > 1)
        qsort(v->execs, v->nexecs, sizeof *v->execs, heavier_first);
    *out = v;
    return 0;
}

const sdx_sqlview_exec *sdx_sqlview_find(const sdx_sqlview *v, int64_t execution_id)
{
    for (uint32_t i = 0; v && i < v->nexecs; i++)
        if (v->execs[i].id == execution_id)
            return &v->execs[i];
    return NULL;
}

/* ---- small text helpers (plan strings from the log) ----------------------- */

typedef struct plan_int {
    sdx_arena arena;
    sdx_plan_graph own_graph;       /* the initial plan's graph, when built here */
    int have_graph;
} plan_int;

static int starts(const char *s, const char *p)
{
    return s && !strncmp(s, p, strlen(p));
}

static const char *meta(const sdx_plan_node *n, const char *key)
{
    for (uint32_t i = 0; i < n->nmetadata; i++)
        if (n->metadata[i].key && !strcmp(n->metadata[i].key, key))
            return n->metadata[i].value;
    return NULL;
}

/* A copy of s[0..n) trimmed of spaces, in the arena; NULL when empty (or
 * out of memory: *oom set). */
static const char *dup_trim(sdx_arena *ar, const char *s, size_t n, int *oom)
{
    while (n && (*s == ' ' || *s == '\t'))
        s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    if (!n)
        return NULL;
    char *c = sdx_arena_strndup(ar, s, n);
    if (!c)
        *oom = 1;
    return c;
}

/* Split an argString at its top-level ", " (outside [] () {} and `...`).
 * Returns the count (at most cap); fields point into s. */
typedef struct field {
    const char *p;
    size_t n;
} field;

static size_t split_args(const char *s, field *f, size_t cap)
{
    size_t nf = 0;
    int depth = 0, quote = 0;
    const char *start = s;
    for (const char *p = s;; p++) {
        char c = *p;
        if (!c || (!quote && depth <= 0 && c == ',' )) {
            if (nf < cap) {
                const char *b = start;
                size_t n = (size_t)(p - start);
                while (n && *b == ' ')
                    b++, n--;
                while (n && b[n - 1] == ' ')
                    n--;
                f[nf].p = b;
                f[nf].n = n;
                nf++;
            }
            if (!c)
                break;
            start = p + 1;
            continue;
        }
        if (c == '`')
            quote = !quote;
        else if (!quote && (c == '[' || c == '(' || c == '{'))
            depth++;
        else if (!quote && (c == ']' || c == ')' || c == '}'))
            depth--;
    }
    return nf;
}

static int field_is(const field *f, const char *w)
{
    size_t n = strlen(w);
    return f->n == n && !memcmp(f->p, w, n);
}

static int is_mode(const field *f)
{
    return field_is(f, "Append") || field_is(f, "Overwrite") || field_is(f, "ErrorIfExists") ||
           field_is(f, "Ignore");
}

static int is_bool(const field *f)
{
    return field_is(f, "true") || field_is(f, "false");
}

static int is_pathlike(const field *f)
{
    if (!f->n || f->p[0] == '[' || f->p[0] == '`')
        return 0;
    if (f->p[0] == '/')
        return 1;
    for (size_t i = 0; i + 2 < f->n; i++) {
        if (f->p[i] == ' ' || f->p[i] == ',')
            return 0;
        if (f->p[i] == ':' && f->p[i + 1] == '/')
            return 1;
    }
    return 0;
}

/* The short name of a class printed by toString: "a.b.OrcFileFormat@1f2e"
 * -> "OrcFileFormat". */
static const char *class_short(sdx_arena *ar, const char *p, size_t n, int *oom)
{
    const char *at = memchr(p, '@', n);
    if (at)
        n = (size_t)(at - p);
    const char *b = p;
    for (size_t i = 0; i < n; i++)
        if (p[i] == '.' || p[i] == '$')
            b = p + i + 1;
    return dup_trim(ar, b, n - (size_t)(b - p), oom);
}

/* The value of key=... inside an options map "[k=v, path=/x, ...]". */
static const char *option_value(sdx_arena *ar, const field *opts, const char *key, int *oom)
{
    if (!opts->n || opts->p[0] != '[')
        return NULL;
    char *inner = sdx_arena_strndup(ar, opts->p + 1, opts->n > 1 ? opts->n - 2 : 0);
    if (!inner) {
        *oom = 1;
        return NULL;
    }
    field f[64];
    size_t nf = split_args(inner, f, 64), kl = strlen(key);
    for (size_t i = 0; i < nf; i++)
        if (f[i].n > kl && !memcmp(f[i].p, key, kl) && f[i].p[kl] == '=')
            return dup_trim(ar, f[i].p + kl + 1, f[i].n - kl - 1, oom);
    return NULL;
}

/* Top-level fields of "struct<a:int,b:struct<c:int>>"; -1 when it is not
 * a whole struct type (cut by Spark's metadata limit, "..."). */
static int32_t struct_fields(const char *s)
{
    if (!starts(s, "struct<"))
        return -1;
    const char *p = s + 7;
    if (*p == '>')
        return p[1] ? -1 : 0;
    int depth = 0;
    int32_t n = 1;
    for (; *p; p++) {
        if (*p == '<' || *p == '(')
            depth++;
        else if (*p == ')')
            depth--;
        else if (*p == '>') {
            if (depth == 0)
                return p[1] ? -1 : n;
            depth--;
        } else if (*p == ',' && depth == 0) {
            n++;
        }
    }
    return -1;
}

/* ---- metrics of a node ----------------------------------------------------- */

static const sdx_sqlview_metric *node_metric(const sdx_sqlview_node *n, const char *name)
{
    for (uint32_t i = 0; i < n->nmetrics; i++)
        if (n->metrics[i].v && n->metrics[i].m->name && !strcmp(n->metrics[i].m->name, name))
            return &n->metrics[i];
    return NULL;
}

static int64_t metric_total(const sdx_sqlview_node *n, const char *name)
{
    const sdx_sqlview_metric *x = node_metric(n, name);
    return x ? x->v->total : -1;
}

static int64_t metric_ms(const sdx_sqlview_node *n, const char *name)
{
    const sdx_sqlview_metric *x = node_metric(n, name);
    if (!x)
        return -1;
    return x->v->kind == SDX_SQLM_NS_TIMING ? x->v->total / 1000000 : x->v->total;
}

/* Operators that keep the row count of their inputs (rows carried through
 * when they have no "number of output rows" of their own). */
static int keeps_rows(const char *name)
{
    static const char *const keep[] = {
        "Project", "Sort", "Exchange", "ShuffleExchange", "InputAdapter", "WholeStageCodegen",
        "ShuffleQueryStage", "BroadcastQueryStage", "TableCacheQueryStage", "ResultQueryStage",
        "AQEShuffleRead", "CustomShuffleReader", "ColumnarToRow", "RowToColumnar", "Window",
        "Union", "AdaptiveSparkPlan", "WriteFiles", "Coalesce", "SerializeFromObject",
        "DeserializeToObject", "MapElements", "MapPartitions", NULL};
    if (!name)
        return 0;
    for (const char *const *k = keep; *k; k++) {
        size_t n = strlen(*k);
        if (!strncmp(name, *k, n) && (name[n] == 0 || name[n] == ' ' || name[n] == '('))
            return 1;
    }
    return 0;
}

static int is_subquery(const char *name)
{
    return starts(name, "Subquery") || starts(name, "ReusedSubquery");
}

static int is_exchange(const char *name)
{
    return name && strstr(name, "Exchange") && !strstr(name, "Reused");
}

/* ---- sources and writes --------------------------------------------------- */

static int is_source(const char *name)
{
    if (starts(name, "BatchScan ") || starts(name, "FileScan ") || starts(name, "HiveTableScan") ||
        starts(name, "RowDataSourceScan"))
        return 1;
    if (!starts(name, "Scan "))
        return 0;
    return !strstr(name, "RDD") && !starts(name, "Scan OneRowRelation") && !starts(name, "Scan LocalRelation");
}

static int source_fill(sdx_arena *ar, const sdx_sqlview_node *n, int32_t idx, sdx_sqlview_source *s)
{
    int oom = 0;
    const sdx_plan_node *p = n->plan;
    const char *name = p->node_name;
    memset(s, 0, sizeof *s);
    s->node = idx;
    const char *fmt = meta(p, "Format");
    /* "Scan parquet db.t" / "Scan hive db.t" / "BatchScan cat.db.t" */
    const char *rest = strchr(name, ' ');
    rest = rest ? rest + 1 : "";
    if (starts(name, "Scan ")) {
        const char *sp = strchr(rest, ' ');
        size_t wl = sp ? (size_t)(sp - rest) : strlen(rest);
        if (!fmt)
            fmt = dup_trim(ar, rest, wl, &oom);
        if (sp)
            s->table = dup_trim(ar, sp + 1, strlen(sp + 1), &oom);
    } else {
        s->table = dup_trim(ar, rest, strlen(rest), &oom);
    }
    s->format = fmt;
    s->location = meta(p, "Location");
    if (s->location) {
        const char *b = strchr(s->location, '['), *e = strrchr(s->location, ']');
        if (b && e && e > b)
            s->paths = dup_trim(ar, b + 1, (size_t)(e - b - 1), &oom);
        else if (b)
            s->paths = dup_trim(ar, b + 1, strlen(b + 1), &oom);
    }
    s->pushed_filters = meta(p, "PushedFilters");
    s->partition_filters = meta(p, "PartitionFilters");
    s->data_filters = meta(p, "DataFilters");
    s->read_schema = meta(p, "ReadSchema");
    s->ncolumns = s->read_schema ? struct_fields(s->read_schema) : -1;
    s->files = metric_total(n, "number of files read");
    s->bytes = metric_total(n, "size of files read");
    s->rows = metric_total(n, "number of output rows");
    s->partitions = metric_total(n, "number of partitions read");
    s->scan_time_ms = metric_ms(n, "scan time");
    s->metadata_time_ms = metric_ms(n, "metadata time");
    return oom ? -1 : 0;
}

static const char *const v2_writes[] = {
    "AppendData", "OverwriteByExpression", "OverwritePartitionsDynamic", "ReplaceData", "WriteDelta",
    "WriteToDataSourceV2", "AtomicCreateTableAsSelect", "AtomicReplaceTableAsSelect", "CreateTableAsSelect",
    "ReplaceTableAsSelect", NULL};
static const char *const v1_writes[] = {
    "InsertIntoHadoopFsRelationCommand", "InsertIntoHiveTable", "InsertIntoHiveDirCommand",
    "InsertIntoDataSourceDirCommand", "InsertIntoDataSourceCommand", "CreateDataSourceTableAsSelectCommand",
    "CreateHiveTableAsSelectCommand", "OptimizedCreateHiveTableAsSelectCommand", "SaveIntoDataSourceCommand", NULL};

static int word_in(const char *s, size_t n, const char *const *list)
{
    for (; *list; list++)
        if (strlen(*list) == n && !memcmp(s, *list, n))
            return 1;
    return 0;
}

/* 1 = V1 command (Execute X), 2 = V2 write, 0 = not a write. */
static int write_kind(const sdx_sqlview_node *n)
{
    const char *name = n->plan->node_name;
    if (!name)
        return 0;
    if (starts(name, "Execute ")) {
        const char *c = name + 8;
        size_t l = strcspn(c, " ");
        if (word_in(c, l, v1_writes) || node_metric(n, "number of written files"))
            return 1;
        return 0;
    }
    size_t l = strcspn(name, " ");
    return word_in(name, l, v2_writes) ? 2 : 0;
}

static int write_fill(sdx_arena *ar, const sdx_sqlview_node *n, int kind, int32_t idx, sdx_sqlview_write *w)
{
    int oom = 0;
    const sdx_plan_node *p = n->plan;
    const char *name = p->node_name, *ss = p->simple_string ? p->simple_string : "";
    memset(w, 0, sizeof *w);
    w->node = idx;
    w->files = metric_total(n, "number of written files");
    w->bytes = metric_total(n, "written output");
    w->rows = metric_total(n, "number of output rows");
    w->dynamic_parts = metric_total(n, "number of dynamic part");
    w->task_commit_ms = metric_ms(n, "task commit time");
    w->job_commit_ms = metric_ms(n, "job commit time");
    if (kind == 2) {
        size_t l = strcspn(name, " ");
        w->command = dup_trim(ar, name, l, &oom);
        w->table = name[l] ? dup_trim(ar, name + l + 1, strlen(name + l + 1), &oom) : NULL;
        /* the simpleString repeats the name, then the write's description */
        size_t nl = strlen(name);
        if (!strncmp(ss, name, nl) && ss[nl] == ' ')
            w->format = dup_trim(ar, ss + nl + 1, strlen(ss + nl + 1), &oom);
        if (starts(name, "AppendData"))
            w->mode = "Append";
        else if (starts(name, "Overwrite") || starts(name, "Replace") || starts(name, "AtomicReplace"))
            w->mode = "Overwrite";
        else if (strstr(name, "CreateTableAsSelect"))
            w->mode = "ErrorIfExists";
        return oom ? -1 : 0;
    }
    const char *c = name + 8;
    size_t cl = strcspn(c, " ");
    w->command = dup_trim(ar, c, cl, &oom);
    /* the arguments: the simpleString after "Execute <Command> " */
    const char *args = NULL;
    if (starts(ss, "Execute ") && !strncmp(ss + 8, c, cl) && ss[8 + cl] == ' ')
        args = ss + 8 + cl + 1;
    if (!args)
        return oom ? -1 : 0;
    field f[64];
    size_t nf = split_args(args, f, 64);
    int hive = starts(c, "InsertIntoHive");
    if (starts(c, "OptimizedCreateHiveTableAsSelectCommand")) {
        /* [Database: db, TableName: t, InsertIntoHadoopFsRelationCommand] */
        const char *d = strstr(args, "Database: "), *t = strstr(args, "TableName: ");
        if (d && t) {
            d += 10;
            t += 11;
            size_t dl = strcspn(d, ",]"), tl = strcspn(t, ",]");
            char *both = sdx_arena_alloc(ar, dl + tl + 2);
            if (!both)
                return -1;
            memcpy(both, d, dl);
            both[dl] = '.';
            memcpy(both + dl + 1, t, tl);
            w->table = both;
        }
        w->mode = "ErrorIfExists";
        return oom ? -1 : 0;
    }
    const field *opts = NULL;
    for (size_t i = 0; i < nf; i++) {
        const field *x = &f[i];
        if (!x->n)
            continue;
        if (is_mode(x)) {
            if (!w->mode)
                w->mode = dup_trim(ar, x->p, x->n, &oom);
        } else if (is_bool(x)) {
            /* InsertIntoHiveTable(table, partition, query, overwrite, ...) */
            if (hive && !w->mode)
                w->mode = field_is(x, "true") ? "Overwrite" : "Append";
        } else if (x->p[0] == '`') {
            if (!w->table)
                w->table = dup_trim(ar, x->p, x->n, &oom);
        } else if (x->p[0] == '[') {
            if (memchr(x->p, '=', x->n) && !hive) {
                if (!opts)
                    opts = x;
            } else if (!w->partition_by && !w->format && starts(c, "InsertIntoHadoopFsRelationCommand")) {
                w->partition_by = dup_trim(ar, x->p, x->n, &oom);
            } else if (hive && !w->partition_by) {
                w->partition_by = dup_trim(ar, x->p, x->n, &oom);
            }
        } else if (is_pathlike(x) && !w->path && !hive) {
            w->path = dup_trim(ar, x->p, x->n, &oom);
        } else if (!w->format && !memchr(x->p, ' ', x->n)) {
            w->format = class_short(ar, x->p, x->n, &oom);
        }
    }
    if (hive && nf >= 2 && !w->format && f[1].n && f[1].p[0] != '[')
        w->format = class_short(ar, f[1].p, f[1].n, &oom);
    if (opts && !w->path)
        w->path = option_value(ar, opts, "path", &oom);
    if (opts && !w->table)
        w->table = option_value(ar, opts, "dbtable", &oom);
    return oom ? -1 : 0;
}

/* ---- the plan view ---------------------------------------------------------- */

void sdx_sqlview_plan_free(sdx_sqlview_plan *p)
{
    if (!p)
        return;
    plan_int *in = p->internal_;
    if (in) {
        if (in->have_graph)
            sdx_plan_graph_free(&in->own_graph);
        sdx_arena_free(&in->arena);
        free(in);
    }
    free(p);
}

const sdx_sqlview_node *sdx_sqlview_plan_node(const sdx_sqlview_plan *p, int64_t id)
{
    for (uint32_t i = 0; p && id >= 0 && i < p->nnodes; i++)
        if (p->nodes[i].id == id)
            return &p->nodes[i];
    return NULL;
}

static uint32_t count_nodes(const sdx_plan_node *root, int *oom)
{
    /* iterative: plans can be deep */
    size_t cap = 64, n = 0;
    uint32_t count = 0;
    const sdx_plan_node **st = sdx_xmalloc(cap * sizeof *st);
    if (!st) {
        *oom = 1;
        return 0;
    }
    st[n++] = root;
    while (n) {
        const sdx_plan_node *x = st[--n];
        count++;
        if (SDX_VEC_GROW(st, cap, n + x->nchildren) < 0) {
            *oom = 1;
            break;
        }
        for (uint32_t i = 0; i < x->nchildren; i++)
            if (x->children[i])
                st[n++] = x->children[i];
    }
    free(st);
    return count;
}

/* Whether two nodes ran in a common stage. */
static int shares_stage(const sdx_sqlview_node *a, const sdx_sqlview_node *b)
{
    for (uint32_t i = 0, j = 0; i < a->nstage_ids && j < b->nstage_ids;) {
        if (a->stage_ids[i] == b->stage_ids[j])
            return 1;
        if (a->stage_ids[i] < b->stage_ids[j])
            i++;
        else
            j++;
    }
    return 0;
}

typedef struct hot_key {
    int32_t idx;
    double time_share, fanout;
} hot_key;

static int hot_cmp(const void *pa, const void *pb)
{
    const hot_key *a = pa, *b = pb;
    if (a->time_share != b->time_share)
        return a->time_share > b->time_share ? -1 : 1;
    if (a->fanout != b->fanout)
        return a->fanout > b->fanout ? -1 : 1;
    return a->idx - b->idx;
}

/* The union of the stages of a node's metric values, ascending, in the arena. */
static int metric_stages(sdx_arena *ar, sdx_sqlview_node *n)
{
    size_t total = 0;
    for (uint32_t i = 0; i < n->nmetrics; i++)
        if (n->metrics[i].v)
            total += n->metrics[i].v->nstage_ids;
    if (!total)
        return 0;
    int32_t *s = sdx_arena_alloc(ar, total * sizeof *s);
    if (!s)
        return -1;
    uint32_t k = 0;
    for (uint32_t i = 0; i < n->nmetrics; i++) {
        const sdx_sql_metric_value *v = n->metrics[i].v;
        for (uint32_t j = 0; v && j < v->nstage_ids; j++) {
            int32_t id = v->stage_ids[j];
            uint32_t at = 0;
            while (at < k && s[at] < id)
                at++;
            if (at < k && s[at] == id)
                continue;
            memmove(s + at + 1, s + at, (k - at) * sizeof *s);
            s[at] = id;
            k++;
        }
    }
    n->stage_ids = s;
    n->nstage_ids = k;
    n->stages_exact = 1;
    return 0;
}

int sdx_sqlview_plan_build(const sdx_sqlview *v, const sdx_sqlview_exec *x, int initial, sdx_sqlview_plan **out,
                           sdx_error *err)
{
    *out = NULL;
    const sdx_sql_exec *e = x->e;
    sdx_sqlview_plan *p = sdx_xcalloc(1, sizeof *p);
    plan_int *in = sdx_xcalloc(1, sizeof *in);
    if (!p || !in) {
        free(p);
        free(in);
        return sdx_error_nomem(err, VIEW_FILE);
    }
    p->internal_ = in;
    sdx_arena_init(&in->arena);
    sdx_arena *ar = &in->arena;
    p->x = x;
    p->initial = initial;
    p->root = initial ? e->initial_plan : e->plan;
    int own_graph = initial && e->initial_plan != e->plan;
    if (own_graph) {
        if (sdx_plan_graph_build(p->root, &in->own_graph) < 0)
            goto oom;
        in->have_graph = 1;
        p->graph = &in->own_graph;
    } else {
        p->graph = &e->graph;
    }
    if (!p->root) {
        *out = p;
        return 0;
    }
    const sdx_plan_graph *g = p->graph;
    /* plan node -> graph node */
    sdx_imap byplan;
    sdx_imap_init(&byplan);
    for (uint32_t i = 0; i < g->nnodes; i++)
        if (g->nodes[i].plan && sdx_imap_put(&byplan, (int64_t)(intptr_t)g->nodes[i].plan, (void *)&g->nodes[i]) < 0) {
            sdx_imap_free(&byplan);
            goto oom;
        }
    int oom = 0;
    uint32_t total = count_nodes(p->root, &oom);
    int32_t *gidx = oom ? NULL : sdx_arena_alloc(ar, (g->nnodes ? g->nnodes : 1) * sizeof *gidx);
    p->nodes = oom ? NULL : sdx_arena_alloc(ar, (size_t)total * sizeof *p->nodes);
    size_t cap = 64, sn = 0;
    struct item { const sdx_plan_node *n; int32_t parent, depth; } *st = oom ? NULL : sdx_xmalloc(cap * sizeof *st);
    if (!gidx || !p->nodes || !st) {
        free(st);
        sdx_imap_free(&byplan);
        goto oom;
    }
    for (uint32_t i = 0; i < g->nnodes; i++)
        gidx[i] = -1;
    st[sn++] = (struct item){p->root, -1, 0};
    while (sn && p->nnodes < total) {
        struct item it = st[--sn];
        int32_t idx = (int32_t)p->nnodes++;
        sdx_sqlview_node *n = &p->nodes[idx];
        n->plan = it.n;
        n->parent = it.parent;
        n->depth = it.depth;
        n->cluster = -1;
        n->id = -1;
        n->rows_out = n->rows_in = n->size_bytes = n->time_ms = n->driver_time_ms = -1;
        n->time_share = n->fanout = -1;
        const sdx_plan_graph_node *gn = sdx_imap_get(&byplan, (int64_t)(intptr_t)it.n);
        if (gn) {
            n->id = gn->id;
            n->is_cluster = gn->is_cluster;
            gidx[gn - g->nodes] = idx;
            if (gn->cluster >= 0 && (uint32_t)gn->cluster < g->nnodes)
                n->cluster = gidx[gn->cluster];
            n->stage_ids = gn->stage_ids;
            n->nstage_ids = gn->nstage_ids;
            n->stages_exact = gn->stages_exact;
        }
        if (it.n->nmetrics) {
            n->metrics = sdx_arena_alloc(ar, it.n->nmetrics * sizeof *n->metrics);
            if (!n->metrics) {
                oom = 1;
                break;
            }
            n->nmetrics = it.n->nmetrics;
            for (uint32_t i = 0; i < it.n->nmetrics; i++) {
                n->metrics[i].m = &it.n->metrics[i];
                n->metrics[i].v = sdx_sql_exec_metric(e, it.n->metrics[i].accumulator_id);
            }
        }
        if (gn && own_graph && !n->nstage_ids && metric_stages(ar, n) < 0) {
            oom = 1;
            break;
        }
        if (SDX_VEC_GROW(st, cap, sn + it.n->nchildren) < 0) {
            oom = 1;
            break;
        }
        for (uint32_t i = it.n->nchildren; i-- > 0;)
            if (it.n->children[i])
                st[sn++] = (struct item){it.n->children[i], idx, it.depth + 1};
    }
    free(st);
    sdx_imap_free(&byplan);
    if (oom)
        goto oom;
    /* rows, size, time per node; rows through the tree bottom-up (children
     * come after their parent in pre-order) */
    int64_t *csum = sdx_arena_alloc(ar, (size_t)p->nnodes * sizeof *csum);
    uint8_t *cbad = sdx_arena_alloc(ar, p->nnodes ? p->nnodes : 1);
    uint32_t *ccount = sdx_arena_alloc(ar, (size_t)p->nnodes * sizeof *ccount + 1);
    if (!csum || !cbad || !ccount)
        goto oom;
    for (uint32_t i = p->nnodes; i-- > 0;) {
        sdx_sqlview_node *n = &p->nodes[i];
        const char *name = n->plan->node_name;
        const sdx_sqlview_metric *r = node_metric(n, "number of output rows");
        if (ccount[i] && !cbad[i])
            n->rows_in = csum[i];
        if (r) {
            n->rows_out = r->v->total;
            n->rows_own = 1;
        } else if (is_exchange(name) && (r = node_metric(n, "records read")) != NULL) {
            n->rows_out = r->v->total;
        } else if (is_exchange(name) && (r = node_metric(n, "shuffle records written")) != NULL) {
            n->rows_out = r->v->total;
        } else if (keeps_rows(name) && n->rows_in >= 0) {
            n->rows_out = n->rows_in;
        }
        static const char *const sizes[] = {"data size", "size of files read", "written output", "partition data size"};
        for (size_t k = 0; k < 4 && n->size_bytes < 0; k++)
            n->size_bytes = metric_total(n, sizes[k]);
        for (uint32_t k = 0; k < n->nmetrics; k++) {
            const sdx_sql_metric_value *mv = n->metrics[k].v;
            if (!mv || (mv->kind != SDX_SQLM_TIMING && mv->kind != SDX_SQLM_NS_TIMING))
                continue;
            int64_t ms = mv->kind == SDX_SQLM_NS_TIMING ? mv->total / 1000000 : mv->total;
            if (ms < 0)
                continue;
            if (mv->nstage_ids) {
                n->time_ms = n->time_ms < 0 ? ms : sdx_sat_add(n->time_ms, ms);
            } else {
                n->driver_time_ms = n->driver_time_ms < 0 ? ms : sdx_sat_add(n->driver_time_ms, ms);
            }
        }
        n->time_share = share(n->time_ms, x->task_ms);
        if (n->rows_own && n->rows_in > 0)
            n->fanout = (double)n->rows_out / (double)n->rows_in;
        if (n->parent >= 0 && !is_subquery(name)) {
            ccount[n->parent]++;
            if (n->rows_out < 0)
                cbad[n->parent] = 1;
            else
                csum[n->parent] = sdx_sat_add(csum[n->parent], n->rows_out);
        }
    }
    /* hot: operators first, then clusters none of whose members is hot */
    const sdx_sqlview_opts *o = &v->opts;
    uint32_t nhot = 0;
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < p->nnodes; i++) {
            sdx_sqlview_node *n = &p->nodes[i];
            if ((int)n->is_cluster != pass)
                continue;
            int hot_time = n->time_share >= o->hot_time_share && n->time_ms >= o->hot_time_min_ms;
            if (hot_time && pass == 1)
                for (uint32_t j = 0; j < p->nnodes && hot_time; j++) {
                    const sdx_sqlview_node *o2 = &p->nodes[j];
                    if (o2->cluster == (int32_t)i && (o2->hot & SDX_HOT_TIME))
                        hot_time = 0;   /* a member holds the time */
                    else if (j != i && o2->is_cluster && shares_stage(n, o2))
                        hot_time = 0;   /* clusters of one task overlap in time */
                }
            if (hot_time)
                n->hot |= SDX_HOT_TIME;
            if (n->rows_own && n->rows_in > 0 && n->rows_out >= o->hot_fanout_min_rows &&
                (double)n->rows_out >= o->hot_fanout * (double)n->rows_in)
                n->hot |= SDX_HOT_FANOUT;
            if (n->hot)
                nhot++;
        }
    if (nhot) {
        hot_key *k = sdx_arena_alloc(ar, nhot * sizeof *k);
        p->hot = sdx_arena_alloc(ar, nhot * sizeof *p->hot);
        if (!k || !p->hot)
            goto oom;
        uint32_t j = 0;
        for (uint32_t i = 0; i < p->nnodes; i++)
            if (p->nodes[i].hot)
                k[j++] = (hot_key){(int32_t)i, (p->nodes[i].hot & SDX_HOT_TIME) ? p->nodes[i].time_share : -1,
                                   p->nodes[i].fanout};
        qsort(k, nhot, sizeof *k, hot_cmp);
        for (j = 0; j < nhot; j++)
            p->hot[j] = k[j].idx;
        p->nhot = nhot;
    }
    /* sources and writes */
    uint32_t ns = 0, nw = 0;
    for (uint32_t i = 0; i < p->nnodes; i++) {
        if (is_source(p->nodes[i].plan->node_name))
            ns++;
        else if (write_kind(&p->nodes[i]))
            nw++;
    }
    p->sources = ns ? sdx_arena_alloc(ar, ns * sizeof *p->sources) : NULL;
    p->writes = nw ? sdx_arena_alloc(ar, nw * sizeof *p->writes) : NULL;
    if ((ns && !p->sources) || (nw && !p->writes))
        goto oom;
    for (uint32_t i = 0; i < p->nnodes; i++) {
        const sdx_sqlview_node *n = &p->nodes[i];
        int wk;
        if (is_source(n->plan->node_name)) {
            if (source_fill(ar, n, (int32_t)i, &p->sources[p->nsources++]) < 0)
                goto oom;
        } else if ((wk = write_kind(n)) != 0) {
            if (write_fill(ar, n, wk, (int32_t)i, &p->writes[p->nwrites++]) < 0)
                goto oom;
        }
    }
    *out = p;
    return 0;
oom:
    sdx_sqlview_plan_free(p);
    return sdx_error_nomem(err, VIEW_FILE);
}

/* ---- text shared by sparkdx sql and the report ------------------------------- */

void sdx_sqlview_hot_text(const sdx_sqlview_node *n, sdx_buf *b)
{
    char t[32], r1[32], r2[32];
    if (n->hot & SDX_HOT_TIME) {
        sdx_fmt_ms_short((double)n->time_ms, t);
        if (n->time_share > 1)   /* timings that run beside the task (a Python worker's) */
            sdx_buf_printf(b, "%s of task time, more than the execution's (its timing metrics overlap in time)", t);
        else
            sdx_buf_printf(b, "%s of task time, %.0f%% of the execution's", t, n->time_share * 100);
    }
    if (n->hot & SDX_HOT_FANOUT) {
        sdx_fmt_count(n->rows_out, r1);
        sdx_fmt_count(n->rows_in, r2);
        sdx_buf_printf(b, "%s%s rows out of %s in (%.1fx)", (n->hot & SDX_HOT_TIME) ? "; " : "", r1, r2, n->fanout);
    }
}

void sdx_sqlview_ids_text(const int32_t *ids, uint32_t n, char *out, size_t cap)
{
    size_t k = 0;
    if (!cap)
        return;
    out[0] = 0;
    for (uint32_t i = 0; i < n;) {
        uint32_t j = i;
        while (j + 1 < n && ids[j + 1] == ids[j] + 1)
            j++;
        char part[40];
        if (j > i + 1)
            snprintf(part, sizeof part, "%s%d-%d", k ? "," : "", ids[i], ids[j]);
        else if (j == i + 1)
            snprintf(part, sizeof part, "%s%d,%d", k ? "," : "", ids[i], ids[j]);
        else
            snprintf(part, sizeof part, "%s%d", k ? "," : "", ids[i]);
        size_t pl = strlen(part);
        char more[24];
        snprintf(more, sizeof more, " +%u", n - i);
        if (k + pl + (j + 1 < n ? strlen(more) : 0) >= cap) {
            if (k + strlen(more) < cap)
                snprintf(out + k, cap - k, "%s", more);
            return;
        }
        memcpy(out + k, part, pl + 1);
        k += pl;
        i = j + 1;
    }
}
