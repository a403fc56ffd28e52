/*
 * retention.c: the History Server's retention, as `sparkdx api` answers.
 *
 * AppStatusListener and SQLAppStatusListener trim the store past
 * spark.ui.retainedJobs, retainedStages, retainedTasks (per stage attempt),
 * retainedDeadExecutors and spark.sql.ui.retainedExecutions (docs/model.md "Retention"). The model's builder keeps the store view and
 * calls a store trigger after the writes that check them; this file is that
 * trigger: the limits and how many entries each cleanup deletes
 * (calculateNumberToRemove = max(limit / 10, count - limit) for jobs,
 * stages, tasks and dead executors; count - limit for SQL executions).
 * Which entries go (the oldest finished ones) is the store's order.
 */
#include "rest/rest_internal.h"

const sdx_rest_retention sdx_rest_retention_defaults = {1000, 1000, 100000, 100, 1000};

static int64_t to_remove(int64_t count, int64_t limit)
{
    if (count <= limit)
        return 0;
    return limit / 10 > count - limit ? limit / 10 : count - limit;
}

int64_t sdx_rest_retention_trigger(void *ctx, sdx_store_class cls, int64_t count)
{
    const sdx_rest_retention *r = ctx;
    switch (cls) {
    case SDX_STORE_JOBS: return to_remove(count, r->jobs);
    case SDX_STORE_STAGES: return to_remove(count, r->stages);
    case SDX_STORE_TASKS: return to_remove(count, r->tasks);
    case SDX_STORE_DEAD_EXECUTORS: return to_remove(count, r->dead_executors);
    case SDX_STORE_SQL_EXECUTIONS: return count > r->sql_executions ? count - r->sql_executions : 0;
    }
    return 0;
}
