/*
 * sql.c: SQL executions (the SQL tab): start / end, the physical plan tree
 * (replaced by AQE updates), the jobs that belong to each execution
 * (JobStart property spark.sql.execution.id), and the metrics the plan
 * declares. Mirrors SQLAppStatusListener; metric value aggregation
 * (SQLMetrics.stringValue) is done in model_sql_finish.
 */
#include <stdlib.h>
#include <string.h>

#include "model/internal.h"

typedef struct sql_state {
    sdx_imap by_id;                   /* execution id -> sdx_sql_exec */
    sdx_sql_exec **list; uint32_t n, cap;
} sql_state;

static sql_state *state(builder *b)
{
    if (!b->sql) {
        sql_state *s = sdx_xcalloc(1, sizeof *s);
        sdx_imap_init(&s->by_id);
        b->sql = s;
    }
    return b->sql;
}

static sdx_sql_exec *get_exec(builder *b, int64_t id, int create)
{
    sql_state *s = state(b);
    sdx_sql_exec *e = sdx_imap_get(&s->by_id, id);
    if (!e && create) {
        e = sdx_arena_alloc(&b->arena, sizeof *e);
        e->execution_id = id;
        e->root_execution_id = id;
        e->submission_time = -1;
        e->completion_time = -1;
        sdx_imap_put(&s->by_id, id, e);
        SDX_VEC_PUSH(s->list, s->n, s->cap, e);
    }
    return e;
}

static void add_metric(builder *b, sdx_sql_exec *e, const sdx_sql_metric *m)
{
    for (uint32_t i = 0; i < e->nmetrics; i++)
        if (e->metrics[i].accumulator_id == m->accumulator_id)
            return;
    (void)b;
    SDX_VEC_PUSH(e->metrics, e->nmetrics, e->metrics_cap, *m);
}

static sdx_plan_node *plan_node(builder *b, sdx_sql_exec *e, sdx_jdoc *d, uint32_t n, int depth)
{
    if (n == SDX_JNONE || sdx_json_type(d, n) != SDX_JOBJECT || depth > 400)
        return NULL;
    sdx_plan_node *p = sdx_arena_alloc(&b->arena, sizeof *p);
    p->node_name = sdx_ev_str(d, n, "nodeName", &b->in);
    p->simple_string = sdx_ev_str(d, n, "simpleString", &b->in);
    p->metadata = sdx_ev_kv_map(d, sdx_json_get(d, n, "metadata"), &b->in, &b->arena, &p->nmetadata);
    uint32_t ms = sdx_json_get(d, n, "metrics");
    if (ms != SDX_JNONE && sdx_json_type(d, ms) == SDX_JARRAY && d->nodes[ms].len) {
        p->metrics = sdx_arena_alloc(&b->arena, sizeof(sdx_sql_metric) * d->nodes[ms].len);
        for (uint32_t x = sdx_json_first(d, ms); x != SDX_JNONE; x = sdx_json_next(d, x)) {
            sdx_sql_metric *mm = &p->metrics[p->nmetrics++];
            mm->name = sdx_ev_str(d, x, "name", &b->in);
            mm->accumulator_id = sdx_ev_int(d, x, "accumulatorId", -1);
            mm->metric_type = sdx_ev_str(d, x, "metricType", &b->in);
            add_metric(b, e, mm);
        }
    }
    uint32_t ch = sdx_json_get(d, n, "children");
    if (ch != SDX_JNONE && sdx_json_type(d, ch) == SDX_JARRAY && d->nodes[ch].len) {
        p->children = sdx_arena_alloc(&b->arena, sizeof(sdx_plan_node *) * d->nodes[ch].len);
        for (uint32_t x = sdx_json_first(d, ch); x != SDX_JNONE; x = sdx_json_next(d, x)) {
            sdx_plan_node *c = plan_node(b, e, d, x, depth + 1);
            if (c)
                p->children[p->nchildren++] = c;
        }
    }
    return p;
}

void model_sql_event(builder *b, sdx_ev kind, sdx_jdoc *d, uint32_t r)
{
    int64_t id = sdx_ev_int(d, r, "executionId", -1);
    if (id < 0)
        return;
    switch (kind) {
    case SDX_EV_SQL_EXECUTION_START: {
        sdx_sql_exec *e = get_exec(b, id, 1);
        e->root_execution_id = sdx_ev_int(d, r, "rootExecutionId", id);
        e->description = sdx_ev_str(d, r, "description", &b->in);
        e->details = sdx_ev_str(d, r, "details", &b->in);
        e->physical_plan = sdx_ev_str(d, r, "physicalPlanDescription", &b->in);
        e->submission_time = sdx_ev_int(d, r, "time", -1);
        e->modified_configs = sdx_ev_kv_map(d, sdx_json_get(d, r, "modifiedConfigs"), &b->in, &b->arena,
                                            &e->nmodified_configs);
        e->plan = plan_node(b, e, d, sdx_json_get(d, r, "sparkPlanInfo"), 0);
        break;
    }
    case SDX_EV_SQL_ADAPTIVE_UPDATE: {
        sdx_sql_exec *e = get_exec(b, id, 1);
        e->physical_plan = sdx_ev_str(d, r, "physicalPlanDescription", &b->in);
        e->plan = plan_node(b, e, d, sdx_json_get(d, r, "sparkPlanInfo"), 0);
        e->aqe_updates++;
        break;
    }
    case SDX_EV_SQL_ADAPTIVE_METRIC_UPDATES: {
        sdx_sql_exec *e = get_exec(b, id, 1);
        uint32_t ms = sdx_json_get(d, r, "sqlPlanMetrics");
        if (ms != SDX_JNONE && sdx_json_type(d, ms) == SDX_JARRAY)
            for (uint32_t x = sdx_json_first(d, ms); x != SDX_JNONE; x = sdx_json_next(d, x)) {
                sdx_sql_metric mm;
                mm.name = sdx_ev_str(d, x, "name", &b->in);
                mm.accumulator_id = sdx_ev_int(d, x, "accumulatorId", -1);
                mm.metric_type = sdx_ev_str(d, x, "metricType", &b->in);
                add_metric(b, e, &mm);
            }
        break;
    }
    case SDX_EV_SQL_EXECUTION_END: {
        sdx_sql_exec *e = get_exec(b, id, 1);
        e->completion_time = sdx_ev_int(d, r, "time", -1);
        e->error_message = sdx_ev_str(d, r, "errorMessage", &b->in);
        e->ended = 1;
        break;
    }
    default:
        break;
    }
}

void model_sql_job_start(builder *b, const sdx_job *j)
{
    if (j->sql_execution_id < 0)
        return;
    sdx_sql_exec *e = get_exec(b, j->sql_execution_id, 0);
    if (!e)
        return;
    int32_t *ids = sdx_arena_alloc(&b->arena, sizeof(int32_t) * (e->njob_ids + 1));
    if (e->njob_ids)
        memcpy(ids, e->job_ids, sizeof(int32_t) * e->njob_ids);
    ids[e->njob_ids++] = j->job_id;
    e->job_ids = ids;
}

void model_sql_task_end(builder *b, sdx_jdoc *d, uint32_t task_info, int32_t sid, int32_t att, const sdx_task *t)
{
    (void)b, (void)d, (void)task_info, (void)sid, (void)att, (void)t;
}

void model_sql_finish(builder *b)
{
    sql_state *s = b->sql;
    sdx_model *m = b->m;
    if (!s)
        return;
    m->nsql = s->n;
    m->sql = sdx_xmalloc(sizeof(sdx_sql_exec *) * (s->n ? s->n : 1));
    if (s->n)
        memcpy(m->sql, s->list, sizeof(sdx_sql_exec *) * s->n);
}

void model_sql_free(builder *b)
{
    sql_state *s = b->sql;
    if (!s)
        return;
    sdx_imap_free(&s->by_id);
    free(s->list);
    free(s);
    b->sql = NULL;
}
