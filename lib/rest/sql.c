/*
 * sql.c: the SQL tab's REST view (SqlResource). Pending the plan-graph
 * port (SparkPlanGraph node numbering, WholeStageCodegen clusters, metric
 * strings), executions are listed without nodes and edges.
 */
#include "rest/rest_internal.h"

static void exec_object(sdx_jw *w, const sdx_model *m, const sdx_sql_exec *e, int details, int plan)
{
    (void)m;
    (void)details;
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "id");
    sdx_jw_int(w, e->execution_id);
    sdx_jw_key(w, "description");
    sdx_jw_str(w, e->description ? e->description : "");
    sdx_jw_key(w, "planDescription");
    sdx_jw_str(w, plan && e->physical_plan ? e->physical_plan : "");
    sdx_jw_obj_end(w);
}

void rest_sql_list(sdx_jw *w, const sdx_model *m, int details, int plan_description, int64_t offset,
                   int64_t length)
{
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < m->nsql; i++)
        if ((int64_t)i >= offset && (int64_t)i < offset + length)
            exec_object(w, m, m->sql[i], details, plan_description);
    sdx_jw_arr_end(w);
}

int rest_sql_one(sdx_jw *w, const sdx_model *m, int64_t id, int details, int plan_description)
{
    const sdx_sql_exec *e = sdx_model_sql(m, id);
    if (!e)
        return 404;
    exec_object(w, m, e, details, plan_description);
    return 0;
}
