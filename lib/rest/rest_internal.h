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
    uint64_t used;            /* the context's tick at its last use (the LRU, live.c) */
    struct rest_attempt *reused;   /* refresh: the old attempt this one takes over, or NULL */
} rest_attempt;

typedef struct rest_app {
    const char *id, *name;
    rest_attempt **attempts;   /* newest start first */
    uint32_t nattempts;
} rest_app;

struct sdx_rest {
    sdx_loglist logs;
    int newer;                    /* answering as Spark 4.3+ (default) rather than 4.0 */
    sdx_rest_retention ret;       /* the History Server's retention limits (retention.c) */
    char *log_source;             /* "file:" + absolute log directory */
    rest_attempt *attempts; size_t nattempts;
    rest_app *apps; size_t napps;
    char warning[1400];
    int oom;   /* the last load_model ran out of memory */
    /* serving (live.c) */
    char *path;                   /* what was opened, for rescans; NULL when not live */
    char *root;                   /* realpath of a confined directory, or NULL */
    uint64_t tick;                /* counts model uses (the LRU) */
    size_t max_loaded;            /* loaded models kept at most; 0 = no bound */
    /* sdx_rest_get_deferred: a model not loaded is not built but asked for */
    int defer;
    struct sdx_rest_load *deferred;
    size_t max_line;              /* the line cap of every read (sdx_build_options.max_line); 0 = default */
};

/* router.c: the listing of r->logs (see there), and everything a context
 * holds freed but the context itself. */
int rest_index(sdx_rest *r, rest_attempt *old, size_t nold, sdx_error *err);
void rest_free_contents(sdx_rest *r);
/* live.c: sdx_rest_open_live with the options of sdx_rest_open_with. */
int rest_open_live(const char *dir, const sdx_rest_options *o, sdx_rest **out, sdx_error *err);
/* live.c: the attempt of `old` read from `log` unchanged, or NULL. */
rest_attempt *rest_find_unchanged(rest_attempt *old, size_t nold, const sdx_logref *log);

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
