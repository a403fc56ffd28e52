/*
 * queries.c: "where the time goes" per SQL execution (SDX_SECTION_QUERIES):
 * query, then job, then stage, then operator. The executions holding at
 * least query.heavy_share of the wall clock or of the task time, heaviest
 * first (the sql view's order, include/sparkdx/sqlview.h), at most
 * QUERY_MAX; each with its jobs and stages, the report's heavy stages it
 * ran, its hot operators from its final plan (the same rule and the same
 * words as `sparkdx sql`, so the node ids can be looked up there), and what
 * it read and wrote. Everything is copied into the report's arena; the view
 * and its plans are freed here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/internal.h"
#include "sparkdx/format.h"
#include "sparkdx/sqlview.h"

#define QUERY_MAX 5
#define QUERY_OPS 3
#define QUERY_IO 3

static int cmp_i32(const void *x, const void *y)
{
    int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
    return a < b ? -1 : a > b;
}

/* a copy of ids in the report's arena, ascending */
static int32_t *copy_ids(rp_ctx *c, const int32_t *ids, uint32_t n)
{
    int32_t *v = sdx_arena_alloc(c->arena, sizeof(int32_t) * (n ? n : 1));
    if (!v) {
        c->oom = 1;
        return NULL;
    }
    if (n) {
        memcpy(v, ids, sizeof(int32_t) * n);
        qsort(v, n, sizeof *v, cmp_i32);
    }
    return v;
}

static const char *trimmed(rp_ctx *c, const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s);
    while (n && s[n - 1] == ' ')
        n--;
    return rp_strf(c, "%.*s", (int)n, s);
}

/* ", 12 files, 1.2 GiB, 3,000,000 rows" of the counts that are known */
static void put_counts(sdx_buf *b, int64_t files, int64_t bytes, int64_t rows)
{
    char t[32];
    const char *sep = ": ";
    if (files >= 0) {
        sdx_fmt_count(files, t);
        sdx_buf_printf(b, "%s%s file%s", sep, t, files == 1 ? "" : "s");
        sep = ", ";
    }
    if (bytes >= 0) {
        sdx_fmt_bytes(bytes, t);
        sdx_buf_printf(b, "%s%s", sep, t);
        sep = ", ";
    }
    if (rows >= 0) {
        sdx_fmt_count(rows, t);
        sdx_buf_printf(b, "%s%s rows", sep, t);
    }
}

/* What a scan or a write names, without its node: scans of the same
 * table with the same counts are one line ("3 scans"). */
/* a filter list as the plan prints it, when it holds something: "[]" is none */
static void put_filters(sdx_buf *b, const char *label, const char *f)
{
    if (!f || !*f || !strcmp(f, "[]"))
        return;
    size_t n = strlen(f);
    if (n > 80)
        sdx_buf_printf(b, ", %s %.77s...", label, f);
    else
        sdx_buf_printf(b, ", %s %s", label, f);
}

static void read_what(const sdx_sqlview_source *s, sdx_buf *b)
{
    sdx_buf_printf(b, "%s", s->format ? s->format : "scan");
    if (s->table)
        sdx_buf_printf(b, " table %s", s->table);
    else if (s->paths)
        sdx_buf_printf(b, " %s", s->paths);
    if (s->ncolumns >= 0)
        sdx_buf_printf(b, ", %d column%s", s->ncolumns, s->ncolumns == 1 ? "" : "s");
    put_filters(b, "partition filters", s->partition_filters);
    put_filters(b, "pushed filters", s->pushed_filters);
}

static void write_what(const sdx_sqlview_write *w, sdx_buf *b)
{
    sdx_buf_printf(b, "%s", w->format ? w->format : w->command ? w->command : "write");
    if (w->table)
        sdx_buf_printf(b, " table %s", w->table);
    else if (w->path)
        sdx_buf_printf(b, " %s", w->path);
    if (w->mode)
        sdx_buf_printf(b, " (%s)", w->mode);
}

/* One line per distinct scan or write: "<what> (node 13, 29, 32: 3
 * scans): 10 files, 1.8 GiB, 61,556,964 rows each". `what` and `counts`
 * give item i's text and numbers. */
typedef struct io_item {
    const char *what;
    int64_t node, files, bytes, rows;
} io_item;

static int io_same(const io_item *a, const io_item *b)
{
    return !strcmp(a->what, b->what) && a->files == b->files && a->bytes == b->bytes && a->rows == b->rows;
}

static void io_lines(rp_ctx *c, const io_item *it, uint32_t n, const char *noun, const char ***out, uint32_t *nout,
                     uint32_t *more)
{
    *out = sdx_arena_alloc(c->arena, sizeof(char *) * (QUERY_IO ? QUERY_IO : 1));
    *nout = 0;
    *more = 0;
    if (!*out) {
        c->oom = 1;
        return;
    }
    uint8_t *done = sdx_xcalloc(n ? n : 1, 1);
    if (!done) {
        c->oom = 1;
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        if (done[i])
            continue;
        if (*nout == QUERY_IO) {
            (*more)++;
            for (uint32_t j = i + 1; j < n; j++)
                if (!done[j] && io_same(&it[i], &it[j]))
                    done[j] = 1;
            continue;
        }
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_buf_puts(&b, it[i].what);
        uint32_t same = 1;
        sdx_buf nodes;
        sdx_buf_init(&nodes);
        if (it[i].node >= 0)
            sdx_buf_printf(&nodes, "%lld", (long long)it[i].node);
        for (uint32_t j = i + 1; j < n; j++)
            if (!done[j] && io_same(&it[i], &it[j])) {
                done[j] = 1;
                same++;
                if (it[j].node >= 0)
                    sdx_buf_printf(&nodes, "%s%lld", nodes.len ? ", " : "", (long long)it[j].node);
            }
        if (nodes.len || same > 1) {
            sdx_buf_printf(&b, " (%s%s", nodes.len ? (same > 1 ? "nodes " : "node ") : "", sdx_buf_cstr(&nodes));
            if (same > 1)
                sdx_buf_printf(&b, "%s%u %ss", nodes.len ? ": " : "", same, noun);
            sdx_buf_putc(&b, ')');
        }
        sdx_buf_free(&nodes);
        put_counts(&b, it[i].files, it[i].bytes, it[i].rows);
        if (same > 1 && (it[i].files >= 0 || it[i].bytes >= 0 || it[i].rows >= 0))
            sdx_buf_puts(&b, " each");
        const char *line = sdx_buf_failed(&b) ? NULL : rp_strdup(c, sdx_buf_cstr(&b));
        sdx_buf_free(&b);
        if (!line) {
            c->oom = 1;
            break;
        }
        (*out)[(*nout)++] = line;
    }
    free(done);
}

static void fill_plan(rp_ctx *c, sdx_report_query *q, const sdx_sqlview_plan *p)
{
    q->ops = sdx_arena_alloc(c->arena, sizeof *q->ops * QUERY_OPS);
    if (!q->ops) {
        c->oom = 1;
        return;
    }
    /* Only operators with a graph node id: a plan node without one (a
     * reused or substituted subtree) cannot be looked up in sparkdx sql,
     * and its metrics are those of the node it stands for. */
    for (uint32_t h = 0; h < p->nhot; h++) {
        const sdx_sqlview_node *n = &p->nodes[p->hot[h]];
        if (n->id < 0)
            continue;
        if (q->nops == QUERY_OPS) {
            q->more_ops++;
            continue;
        }
        sdx_report_query_op *o = &q->ops[q->nops++];
        o->node_id = n->id;
        o->name = trimmed(c, n->plan->node_name ? n->plan->node_name : "?");
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_sqlview_hot_text(n, &b);
        o->why = sdx_buf_failed(&b) ? NULL : rp_strdup(c, sdx_buf_cstr(&b));
        sdx_buf_free(&b);
        o->rows_out = n->rows_out;
        o->rows_in = n->rows_in;
        o->time_ms = n->time_ms;
        o->time_share = n->time_share;
        o->fanout = n->fanout;
        o->stage_ids = copy_ids(c, n->stage_ids, n->nstage_ids);
        o->nstage_ids = o->stage_ids ? n->nstage_ids : 0;
        if (!o->why || !o->name)
            c->oom = 1;
    }
    io_item *it = sdx_xcalloc((p->nsources > p->nwrites ? p->nsources : p->nwrites) + 1, sizeof *it);
    if (!it) {
        c->oom = 1;
        return;
    }
    sdx_buf b;
    sdx_buf_init(&b);
    for (uint32_t i = 0; i < p->nsources; i++) {
        const sdx_sqlview_source *src = &p->sources[i];
        b.len = 0;
        read_what(src, &b);
        it[i] = (io_item){rp_strdup(c, sdx_buf_cstr(&b)), p->nodes[src->node].id, src->files, src->bytes, src->rows};
        if (!it[i].what)
            it[i].what = "";
    }
    io_lines(c, it, p->nsources, "scan", &q->reads, &q->nreads, &q->more_reads);
    for (uint32_t i = 0; i < p->nwrites; i++) {
        const sdx_sqlview_write *wr = &p->writes[i];
        b.len = 0;
        write_what(wr, &b);
        it[i] = (io_item){rp_strdup(c, sdx_buf_cstr(&b)), p->nodes[wr->node].id, wr->files, wr->bytes, wr->rows};
        if (!it[i].what)
            it[i].what = "";
    }
    io_lines(c, it, p->nwrites, "write", &q->writes, &q->nwrites, &q->more_writes);
    if (sdx_buf_failed(&b))
        c->oom = 1;
    sdx_buf_free(&b);
    free(it);
}

void rp_queries_view(rp_ctx *c)
{
    sdx_report *r = c->r;
    if (!c->m->nsql)
        return;
    sdx_sqlview *v = NULL;
    sdx_error err;
    sdx_error_clear(&err);
    if (sdx_sqlview_build(c->an, NULL, &v, &err) < 0) {
        c->oom = 1;
        return;
    }
    double heavy = rp_th(c, "query.heavy_share");
    uint32_t n = 0;
    for (uint32_t i = 0; i < v->nexecs && n < QUERY_MAX; i++)
        if (v->execs[i].wall_share >= heavy || v->execs[i].task_share >= heavy)
            n++;
    r->queries = sdx_arena_alloc(c->arena, sizeof *r->queries * (n ? n : 1));
    if (!r->queries) {
        sdx_sqlview_free(v);
        c->oom = 1;
        return;
    }
    for (uint32_t i = 0; i < v->nexecs && r->nqueries < n && !c->oom; i++) {
        const sdx_sqlview_exec *x = &v->execs[i];
        if (x->wall_share < heavy && x->task_share < heavy)
            continue;
        sdx_report_query *q = &r->queries[r->nqueries++];
        memset(q, 0, sizeof *q);
        q->sql_id = x->id;
        q->description = rp_strdup(c, x->description);
        q->status = x->status;
        q->duration_ms = x->duration_ms;
        q->wall_share = x->wall_share;
        q->task_share = x->task_share;
        q->cpu_share = x->cpu_share;
        q->task_ms = x->task_ms;
        q->cpu_ms = x->cpu_ms;
        q->job_ids = copy_ids(c, x->job_ids, x->njob_ids);
        q->njob_ids = q->job_ids ? x->njob_ids : 0;
        q->stage_ids = copy_ids(c, x->stage_ids, x->nstage_ids);
        q->nstage_ids = q->stage_ids ? x->nstage_ids : 0;
        int32_t *heavy_ids = sdx_arena_alloc(c->arena, sizeof(int32_t) * (r->nstages ? r->nstages : 1));
        if (!heavy_ids) {
            c->oom = 1;
            break;
        }
        for (uint32_t k = 0; k < r->nstages; k++)
            for (uint32_t j = 0; j < x->nstage_ids; j++)
                if (x->stage_ids[j] == r->stages[k].stage_id) {
                    heavy_ids[q->nheavy_stages++] = r->stages[k].stage_id;
                    break;
                }
        q->heavy_stages = heavy_ids;
        sdx_sqlview_plan *p = NULL;
        if (sdx_sqlview_plan_build(v, x, 0, &p, &err) < 0) {
            c->oom = 1;
            break;
        }
        if (p->root)
            fill_plan(c, q, p);
        sdx_sqlview_plan_free(p);
    }
    sdx_sqlview_free(v);
}
