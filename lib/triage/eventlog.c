/*
 * eventlog.c: failure triage over an application's event log
 * (sdx_triage_add_eventlog). The model (include/sparkdx/model.h) keeps each
 * failed task attempt's TaskEnd reason in Spark's own wording
 * (TaskEndReason.toErrorString), each removed executor's reason and each
 * failed job's message. They are fed, in time order, into the same engine
 * as the text -- written the way the driver log writes them ("Lost task ...",
 * "Lost executor ...") -- so de-duplication with the text, classification and
 * cause-before-consequence apply unchanged. The stage names and partition
 * ids are handed over for the join at the end. An allocation that fails
 * here (the list of items, a line) spoils the triage as one of the engine's
 * would: sdx_triage_add_eventlog returns -1 with SDX_ERR_NOMEM.
 */
#include "sparkdx/model.h"
#include "sparkdx/triage.h"

#include "triage/internal.h"
#include "triage/tg_str.h"
#include "util/util.h"

#include <stdlib.h>
#include <string.h>

enum { IT_EXECUTOR, IT_TASK, IT_JOB };

typedef struct item {
    int64_t time;
    size_t order;          /* discovery order, for stable sorting */
    int kind;
    const sdx_executor *exec;
    const sdx_stage *stage;
    const sdx_task_failure *tf;  /* a reduced stage's failed attempt */
    const sdx_task *task;        /* a live stage's failed attempt */
    const sdx_job *job;
} item;

static int by_time(const void *a, const void *b)
{
    const item *x = a, *y = b;
    if (x->time != y->time)
        return x->time < y->time ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

/* Executors removed for a reason that is a failure: not the application
 * releasing an executor (the engine drops those too, tg_loss_is_release),
 * not one that finished normally. */
static int failing_removal(const char *reason)
{
    if (!reason || !reason[0])
        return 0;
    return strstr(reason, "Executor finished") == NULL;
}

static int failing_reason(int reason)
{
    return reason == SDX_REASON_EXCEPTION || reason == SDX_REASON_FETCH_FAILED ||
           reason == SDX_REASON_EXECUTOR_LOST || reason == SDX_REASON_RESULT_LOST ||
           reason == SDX_REASON_UNKNOWN || reason == SDX_REASON_KILLED;
}

/* 0, or -1 when out of memory (nothing changed). */
static int push(item **v, size_t *n, size_t *cap, item it)
{
    if (*n == *cap) {
        size_t c = *cap ? *cap * 2 : 64;
        item *nv = sdx_xrealloc(*v, c * sizeof *nv);
        if (!nv)
            return -1;
        *v = nv;
        *cap = c;
    }
    it.order = *n;
    (*v)[(*n)++] = it;
    return 0;
}

static void lost_task_line(tg_sb *b, const sdx_stage *st, int32_t index, int32_t attempt, int64_t tid,
                           const char *host, const char *exec, int reason, const char *error)
{
    tg_sb_printf(b, "Lost task %d.%d in stage %d.%d (TID %lld) (%s executor %s): ", index, attempt, st->stage_id,
                 st->attempt_id, (long long)tid, host ? host : "unknown", exec ? exec : "unknown");
    if (reason == SDX_REASON_KILLED)
        tg_sb_printf(b, "TaskKilled (%s)\n", error ? error : "unknown reason");
    else
        tg_sb_printf(b, "%s\n", error ? error : "UnknownReason");
}

int sdx_triage_add_eventlog(sdx_triage *t, const sdx_model *m, sdx_error *err)
{
    int rc = tg_triage_status(t, err);
    if (rc < 0 || !m)
        return rc;
    item *v = NULL;
    size_t n = 0, cap = 0;
    int oom = 0;
    for (uint32_t i = 0; i < m->nexecutors; i++) {
        const sdx_executor *e = m->executors[i];
        if (failing_removal(e->remove_reason)) {
            item it = {e->remove_time, 0, IT_EXECUTOR, e, NULL, NULL, NULL, NULL};
            oom |= push(&v, &n, &cap, it) < 0;
        }
    }
    for (uint32_t i = 0; i < m->nstages; i++) {
        const sdx_stage *st = m->stages[i];
        int noted = 0;
        if (st->summary) {
            for (uint32_t k = 0; k < st->summary->nfailures; k++) {
                const sdx_task_failure *f = &st->summary->failures[k];
                tg_triage_note_partition(t, st->stage_id, st->attempt_id, f->index, f->attempt, f->partition_id);
                if (!failing_reason(f->reason))
                    continue;
                item it = {f->finish_time >= 0 ? f->finish_time : f->launch_time, 0, IT_TASK, NULL, st, f, NULL, NULL};
                oom |= push(&v, &n, &cap, it) < 0;
                noted = 1;
            }
        }
        for (uint32_t k = 0; k < st->ntasks; k++) {
            const sdx_task *tk = &st->tasks[k];
            if (tk->status != SDX_TASK_FAILED && tk->status != SDX_TASK_KILLED)
                continue;
            tg_triage_note_partition(t, st->stage_id, st->attempt_id, tk->index, tk->attempt, tk->partition_id);
            if (!failing_reason(tk->reason) || (st->summary && tk->status == SDX_TASK_FAILED))
                continue; /* a reduced stage's failures came from its summary */
            item it = {tk->finish_time >= 0 ? tk->finish_time : tk->launch_time, 0, IT_TASK, NULL, st, NULL, tk, NULL};
            oom |= push(&v, &n, &cap, it) < 0;
            noted = 1;
        }
        if (noted || st->status == SDX_STAGE_FAILED || st->failed_tasks > 0)
            tg_triage_note_stage(t, st->stage_id, st->attempt_id, st->name);
    }
    for (uint32_t i = 0; i < m->njobs; i++) {
        const sdx_job *j = m->jobs[i];
        if (j->status == SDX_JOB_FAILED && j->failure_message && j->failure_message[0]) {
            item it = {j->completion_time, 0, IT_JOB, NULL, NULL, NULL, NULL, j};
            oom |= push(&v, &n, &cap, it) < 0;
        }
    }
    if (oom) {
        free(v);
        tg_triage_note_oom(t);
        return tg_triage_status(t, err);
    }
    if (n > 1)
        qsort(v, n, sizeof *v, by_time);

    tg_triage_eventlog_begin(t);
    tg_sb b;
    tg_sb_init(&b);
    for (size_t i = 0; i < n; i++) {
        const item *it = &v[i];
        tg_sb_clear(&b);
        switch (it->kind) {
        case IT_EXECUTOR: {
            const sdx_executor *e = it->exec;
            const char *host = e->host ? e->host : e->host_port;
            tg_sb_printf(&b, "Lost executor %s on %s: %s\n", e->id, host ? host : "unknown", e->remove_reason);
            break;
        }
        case IT_TASK:
            if (it->tf)
                lost_task_line(&b, it->stage, it->tf->index, it->tf->attempt, it->tf->task_id, it->tf->host,
                               it->tf->executor_id, it->tf->reason, it->tf->error);
            else
                lost_task_line(&b, it->stage, it->task->index, it->task->attempt, it->task->task_id, it->task->host,
                               it->task->executor_id, it->task->reason, it->task->error);
            break;
        case IT_JOB:
            /* JobFailed carries the exception's message; the scheduler's
             * exception is a SparkException */
            tg_sb_printf(&b, "org.apache.spark.SparkException: %s\n", it->job->failure_message);
            break;
        }
        if (b.oom) {
            tg_triage_note_oom(t);   /* the line is cut: no answer rather than a poorer one */
            break;
        }
        if (b.n && sdx_triage_feed(t, b.p, b.n, NULL) < 0)
            break;
        tg_triage_eventlog_item_end(t);
    }
    tg_sb_free(&b);
    free(v);
    return tg_triage_status(t, err);   /* 0, or -1 when anything ran out of memory */
}
