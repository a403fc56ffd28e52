/*
 * sql.c: the SQL tab's REST view (SqlResource, Spark 4.3): /sql lists the
 * executions by id (offset / length), /sql/<id> shows one. An execution is
 * printed as ExecutionData: status from the error message, completion and
 * job results; job ids split by state in the listener's (Scala Map) order;
 * the plan graph's nodes (the model's sdx_sql_exec.graph) with their
 * aggregated metric values formatted as the SQL tab prints them
 * (sqlfmt.c), sorted by node id descending, and its edges. Field presence follows Jackson's NON_ABSENT
 * rule (null / None members are left out).
 */
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "rest/rest_internal.h"

static const char *exec_status(const sdx_sql_exec *e)
{
    if (e->error_message)
        return e->error_message[0] ? "FAILED" : "COMPLETED";
    if (!e->ended)
        return "RUNNING";
    for (uint32_t i = 0; i < e->njob_ids; i++)
        if (e->job_states[i] == SDX_SQLJOB_FAILED)
            return "FAILED";
    return "COMPLETED";
}

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* String.trim */
static void trimmed(const char *s, const char **b, size_t *n)
{
    const char *e = s + strlen(s);
    while (s < e && (unsigned char)*s <= ' ')
        s++;
    while (e > s && (unsigned char)e[-1] <= ' ')
        e--;
    *b = s;
    *n = (size_t)(e - s);
}

static void job_ids(sdx_jw *w, const char *key, const sdx_sql_exec *e, int state)
{
    sdx_jw_key(w, key);
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < e->njob_ids; i++)
        if (e->job_states[i] == state)
            sdx_jw_int(w, e->job_ids[i]);
    sdx_jw_arr_end(w);
}

static void node_object(sdx_jw *w, const sdx_sql_exec *e, const sdx_plan_graph_node *n, sdx_buf *vb)
{
    const sdx_plan_graph *g = &e->graph;
    const sdx_plan_node *p = n->plan;
    const char *s;
    size_t len;
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "nodeId");
    sdx_jw_int(w, n->id);
    sdx_jw_key(w, "nodeName");
    trimmed(p->node_name ? p->node_name : "", &s, &len);
    sdx_jw_strn(w, s, len);
    int64_t wscg;
    if (n->cluster >= 0 && sdx_plan_wscg_id(g->nodes[n->cluster].plan->node_name, &wscg) == 0) {
        sdx_jw_key(w, "wholeStageCodegenId");
        sdx_jw_int(w, wscg);
    }
    sdx_jw_key(w, "metrics");
    sdx_jw_arr_begin(w);
    for (uint32_t k = 0; k < p->nmetrics; k++) {
        const sdx_sql_metric_value *mv = sdx_sql_exec_metric(e, p->metrics[k].accumulator_id);
        if (!mv)
            continue;
        vb->len = 0;
        if (sdx_sql_metric_format(mv, vb) < 0 || sdx_buf_failed(vb)) {
            sdx_buf_fail(w->out);   /* out of memory: no answer (sdx_rest_get: 500) */
            return;
        }
        const char *v = sdx_buf_cstr(vb);
        if (v[0] == '\n')
            v++;
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "name");
        trimmed(p->metrics[k].name ? p->metrics[k].name : "", &s, &len);
        sdx_jw_strn(w, s, len);
        sdx_jw_key(w, "value");
        sdx_jw_str(w, v);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    if (p->simple_string) {
        sdx_jw_key(w, "desc");
        sdx_jw_str(w, p->simple_string);
    }
    sdx_jw_obj_end(w);
}

static void graph_members(sdx_jw *w, const sdx_sql_exec *e)
{
    const sdx_plan_graph *g = &e->graph;
    sdx_buf vb;
    sdx_buf_init(&vb);
    sdx_jw_key(w, "nodes");
    sdx_jw_arr_begin(w);
    /* node ids are handed out in creation order: descending id = reverse order */
    for (uint32_t i = g->nnodes; i-- > 0;)
        node_object(w, e, &g->nodes[i], &vb);
    sdx_buf_free(&vb);
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "edges");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < g->nedges; i++) {
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "fromId");
        sdx_jw_int(w, g->edges[i].from_id);
        sdx_jw_key(w, "toId");
        sdx_jw_int(w, g->edges[i].to_id);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void exec_object(sdx_jw *w, const sdx_sql_exec *e, int details, int plan)
{
    char date[32];
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "id");
    sdx_jw_int(w, e->execution_id);
    sdx_jw_key(w, "status");
    sdx_jw_str(w, exec_status(e));
    if (e->description) {
        sdx_jw_key(w, "description");
        sdx_jw_str(w, e->description);
    }
    if (!plan || e->physical_plan) {
        sdx_jw_key(w, "planDescription");
        sdx_jw_str(w, plan ? e->physical_plan : "");
    }
    sdx_jw_key(w, "submissionTime");
    sdx_format_date(e->submission_time, date);
    sdx_jw_str(w, date);
    sdx_jw_key(w, "duration");
    sdx_jw_int(w, (e->ended ? e->completion_time : now_ms()) - e->submission_time);
    job_ids(w, "runningJobIds", e, SDX_SQLJOB_RUNNING);
    job_ids(w, "successJobIds", e, SDX_SQLJOB_SUCCEEDED);
    job_ids(w, "failedJobIds", e, SDX_SQLJOB_FAILED);
    if (details) {
        graph_members(w, e);
    } else {
        sdx_jw_key(w, "nodes");
        sdx_jw_arr_begin(w);
        sdx_jw_arr_end(w);
        sdx_jw_key(w, "edges");
        sdx_jw_arr_begin(w);
        sdx_jw_arr_end(w);
    }
    if (e->query_id) {
        sdx_jw_key(w, "queryId");
        sdx_jw_str(w, e->query_id);
    }
    if (e->error_message) {
        sdx_jw_key(w, "errorMessage");
        sdx_jw_str(w, e->error_message);
    }
    sdx_jw_key(w, "rootExecutionId");
    sdx_jw_int(w, e->root_execution_id);
    if (!e->modified_configs_null) {
        sdx_jw_key(w, "modifiedConfigs");
        sdx_jw_obj_begin(w);
        for (uint32_t i = 0; i < e->nmodified_configs; i++) {
            sdx_jw_key(w, e->modified_configs[i].key);
            sdx_jw_str(w, e->modified_configs[i].value);
        }
        sdx_jw_obj_end(w);
    }
    sdx_jw_obj_end(w);
}

void rest_sql_list(sdx_jw *w, const sdx_model *m, int details, int plan_description, int64_t offset,
                   int64_t length)
{
    /* Spark 4: a length <= 0 (the default is -1) lists every execution and
     * ignores the offset */
    if (length <= 0) {
        offset = 0;
        length = INT64_MAX;
    }
    if (offset < 0)
        offset = 0;
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < m->nsql; i++)
        if ((int64_t)i >= offset && (int64_t)i - offset < length)
            exec_object(w, m->sql[i], details, plan_description);
    sdx_jw_arr_end(w);
}

int rest_sql_one(sdx_jw *w, const sdx_model *m, int64_t id, int details, int plan_description)
{
    const sdx_sql_exec *e = sdx_model_sql(m, id);
    if (!e)
        return 404;
    exec_object(w, e, details, plan_description);
    return 0;
}
