/*
 * coverage.c: every heavy stage is explained. After the rules ran, each
 * stage of "where the time goes" is either covered by a finding (it names
 * the stage, or lists it among the stages of one cause) or gets a verdict
 * of one line with its numbers: what bounds it (the stage-time model) and
 * where its work comes from (the plan operators that ran in it, with their
 * rows; a join that multiplies its input rows is named with both counts).
 */
#include <stdio.h>
#include <string.h>

#include "report/internal.h"

static const sdx_finding *covering(const rp_ctx *c, int32_t stage)
{
    for (uint32_t i = 0; i < c->findings.n; i++) {
        const sdx_finding *f = c->findings.v[i];
        if (f->where.stage == stage)
            return f;
        for (uint32_t k = 0; k < f->nstages; k++)
            if (f->stages[k] == stage)
                return f;
    }
    return NULL;
}

static double rows_out(const sdx_sql_exec *e, const sdx_plan_node *n)
{
    double v;
    if (rp_node_metric(e, n, "number of output rows", &v, NULL) && v == v)
        return v;
    return -1;
}

/* The rows a node reads: its children's rows out (through wrappers that
 * have none: InputAdapter, query stages, AQE reads, exchanges). */
static double rows_in_child(const sdx_sql_exec *e, const sdx_plan_node *n, int depth)
{
    double v = rows_out(e, n);
    if (v >= 0 || depth > 8)
        return v;
    if (n->nchildren == 1)
        return rows_in_child(e, n->children[0], depth + 1);
    return -1;
}

typedef struct work {
    const sdx_plan_node *top;      /* the node with the most rows out in the stage */
    double top_rows;
    const sdx_plan_node *join;     /* the join with the highest rows out / rows in */
    double join_out, join_in, join_ratio;
} work;

static void stage_work(const rp_stage *s, work *w)
{
    memset(w, 0, sizeof *w);
    const sdx_sql_exec *e = s->sql;
    if (!e)
        return;
    for (uint32_t i = 0; i < e->graph.nnodes; i++) {
        const sdx_plan_graph_node *g = &e->graph.nodes[i];
        if (!g->plan || g->is_cluster || !rp_node_in_stage(e, g->plan, s->s->stage_id))
            continue;
        const sdx_plan_node *n = g->plan;
        double out = rows_out(e, n);
        if (out < 0)
            continue;
        if (!strstr(n->node_name, "Exchange") && out > w->top_rows) {
            w->top_rows = out;
            w->top = n;
        }
        if (strstr(n->node_name, "Join") || strstr(n->node_name, "CartesianProduct")) {
            double in = 0;
            int known = 0;
            for (uint32_t k = 0; k < n->nchildren; k++) {
                double x = rows_in_child(e, n->children[k], 0);
                if (x >= 0)
                    in += x, known++;
            }
            if (known && in > 0 && out / in > w->join_ratio) {
                w->join_ratio = out / in;
                w->join = n;
                w->join_out = out;
                w->join_in = in;
            }
        }
    }
}

static const char *verdict(rp_ctx *c, const rp_stage *s)
{
    sdx_buf b;
    sdx_buf_init(&b);
    const sdx_stage_summary *sum = s->sum;
    double med = sum->count ? sum->duration[RP_Q_MED] : 0;
    if (!strcmp(s->bound, "capacity"))
        sdx_buf_printf(&b, "capacity-bound: %lld tasks of about %s (median) on %d slots, %s of task time / %d = %s; "
                       "faster with more slots or less work", (long long)sum->count, rp_ms(c, med), s->slots,
                       rp_ms(c, (double)s->total), s->slots, rp_ms(c, (double)s->capacity));
    else if (!strcmp(s->bound, "skew"))
        sdx_buf_printf(&b, "skew-bound: the slowest task ran %s against a median of %s (%lld tasks on %d slots); the "
                       "skew rules found no hot key behind it", rp_ms(c, (double)s->slowest), rp_ms(c, med),
                       (long long)sum->count, s->slots);
    else if (!strcmp(s->bound, "parallelism"))
        sdx_buf_printf(&b, "parallelism-bound: %lld tasks on %d slots, the slowest %s; more, smaller tasks would use "
                       "the idle slots", (long long)sum->count, s->slots, rp_ms(c, (double)s->slowest));
    else
        sdx_buf_printf(&b, "%lld tasks; the slots are unknown", (long long)sum->count);
    double in = (double)(s->input + s->shuffle_read);
    if (in > 0)
        sdx_buf_printf(&b, "; it read %s%s", rp_bytes(c, in), s->shuffle_read > s->input ? " of shuffle" : " of input");
    if (s->output > 0)
        sdx_buf_printf(&b, " and wrote %s", rp_bytes(c, (double)s->output));
    work w;
    stage_work(s, &w);
    if (w.join && w.join_ratio >= 2)
        sdx_buf_printf(&b, "; the work comes from %s producing %s rows out of %s (%.1fx)", w.join->node_name,
                       rp_count(c, w.join_out), rp_count(c, w.join_in), w.join_ratio);
    else if (w.top && w.top_rows > 0)
        sdx_buf_printf(&b, "; its largest operator output: %s, %s rows", w.top->node_name, rp_count(c, w.top_rows));
    else if (s->ops_text)
        sdx_buf_printf(&b, "; operators: %s", s->ops_text);
    const char *v = rp_strdup(c, sdx_buf_cstr(&b));
    sdx_buf_free(&b);
    return v;
}

void rp_coverage(rp_ctx *c)
{
    sdx_report *r = c->r;
    for (uint32_t i = 0; i < r->nstages; i++) {
        sdx_report_stage *o = &r->stages[i];
        const rp_stage *s = rp_stage_by_id(c, o->stage_id, o->attempt_id);
        if (!s)
            continue;
        const sdx_finding *f = covering(c, o->stage_id);
        if (f) {
            o->explained_by = f->id;
            continue;
        }
        o->verdict = verdict(c, s);
    }
}

/* ---- context: expected structure ---- */

static void add_context(rp_ctx *c, const char *kind, int32_t count, int64_t ms, const char *text)
{
    sdx_report *r = c->r;
    sdx_report_context *v = sdx_arena_alloc(c->arena, sizeof *v * (r->ncontext + 1));
    if (!v) {
        c->oom = 1;
        return;
    }
    if (r->ncontext)
        memcpy(v, r->context, sizeof *v * r->ncontext);
    v[r->ncontext++] = (sdx_report_context){kind, count, ms, text};
    r->context = v;
}

static int on_critical(const rp_ctx *c, const rp_stage *s)
{
    const sdx_job_facts *jf = s->job ? sdx_analysis_job(c->an, s->job->job_id) : NULL;
    for (uint32_t k = 0; jf && k < jf->ncritical; k++)
        if (jf->critical[k] == s->s->stage_id)
            return 1;
    return 0;
}

void rp_context(rp_ctx *c)
{
    int32_t nb = 0, nl = 0, nsk = 0, nsmall = 0, nb_crit = 0;
    int64_t tb = 0, tl = 0, tsmall = 0;
    double adv = rp_th(c, "partitions.advisory_bytes");
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (!s->ran) {
            if (s->s->status == SDX_STAGE_SKIPPED)
                nsk++;
            continue;
        }
        int64_t d = s->dur > 0 ? s->dur : 0;
        if (rp_stage_is_listing(s)) {
            nl++;
            tl += d;
        } else if (rp_stage_builds_broadcast(s)) {
            nb++;
            tb += d;
            nb_crit += on_critical(c, s);
        } else if (s->s->num_tasks == 1 && s->slots >= 2 && !rp_claimed(c, s) &&
                   (double)(s->shuffle_read + s->input) < adv / 2) {
            nsmall++;
            tsmall += d;
        }
    }
    if (nb)
        add_context(c, "broadcast_builds", nb, tb,
                    rp_strf(c, "%d broadcast build%s, %s in all%s", nb, nb == 1 ? "" : "s", rp_ms(c, (double)tb),
                            nb_crit ? rp_strf(c, " (%d on its job's critical path)", nb_crit)
                                    : ", none on a job's critical path"));
    if (nl)
        add_context(c, "file_listing", nl, tl,
                    rp_strf(c, "%d file-listing stage%s (partition discovery), %s in all", nl, nl == 1 ? "" : "s",
                            rp_ms(c, (double)tl)));
    if (nsmall)
        add_context(c, "small_single_tasks", nsmall, tsmall,
                    rp_strf(c, "%d one-task stage%s reading little (under %s each), %s in all", nsmall,
                            nsmall == 1 ? "" : "s", rp_bytes(c, adv / 2), rp_ms(c, (double)tsmall)));
    if (nsk)
        add_context(c, "skipped_stages", nsk, 0,
                    rp_strf(c, "%d stage%s skipped: their shuffle output was already there (reused by later jobs or "
                            "by AQE's re-planning)", nsk, nsk == 1 ? "" : "s"));
}
