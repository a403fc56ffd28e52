/*
 * rest_internal.h: pieces shared by the REST router (router.c), the entity
 * renderers (rest.c) and the SQL renderer (sql.c). Not public.
 */
#ifndef SPARKDX_REST_INTERNAL_H
#define SPARKDX_REST_INTERNAL_H

#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/rest.h"

/* One log's listing entry (an application attempt). */
typedef struct rest_attempt {
    sdx_app_attempt info;
    const char *app_id, *app_name;
    size_t log_index;         /* into the context's log list */
    sdx_model *listing;       /* listing-only model (owns the strings) */
    sdx_model *full;          /* full model (every task kept), loaded on demand */
    sdx_model *light;         /* without the tasks: for endpoints that show none */
    const char *log_source;   /* "file:<log directory>" (4.3+ logSourceName), or NULL */
    char warning[1200];
} rest_attempt;

typedef struct rest_app {
    const char *id, *name;
    rest_attempt **attempts;   /* newest start first */
    uint32_t nattempts;
} rest_app;

typedef struct stage_opts {
    int details, with_summaries;
    unsigned task_status_mask;   /* 1 << sdx_task_status; 0 = all */
    const double *q;
    size_t nq;
} stage_opts;

void rest_app_object(sdx_jw *w, const rest_app *app);
void rest_attempt_object(sdx_jw *w, const rest_attempt *a);
void rest_job_object(sdx_jw *w, const sdx_job *j);
void rest_executor_list(sdx_jw *w, const sdx_model *m, int active_only);
void rest_process_list(sdx_jw *w, const sdx_model *m);
void rest_stage_object(sdx_jw *w, const sdx_model *m, const sdx_stage *st, const stage_opts *o);
void rest_task_summary_object(sdx_jw *w, const double *q, size_t nq, const double *out);
void rest_task_list(sdx_jw *w, const sdx_model *m, const sdx_stage *st, int by_runtime, int ascending,
                    unsigned status_mask, int64_t offset, int64_t length);
void rest_environment(sdx_jw *w, const sdx_model *m, int newer);
void rest_rdd_object(sdx_jw *w, const sdx_model *m, const sdx_rdd *r);

/* SQL tab (sql.c): list and one execution; returns 0 or 404. */
void rest_sql_list(sdx_jw *w, const sdx_model *m, int details, int plan_description, int64_t offset,
                   int64_t length);
int rest_sql_one(sdx_jw *w, const sdx_model *m, int64_t id, int details, int plan_description);

#endif
