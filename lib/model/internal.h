/*
 * internal.h: the builder's state, shared by the files of lib/model/
 * (builder.c: core listener; model.c: store view, lookups, summaries;
 * rdd.c: storage; sql.c: SQL executions; plangraph.c: plan graph,
 * fingerprint, Scala set order). Not part of the public API.
 */
#ifndef SPARKDX_MODEL_INTERNAL_H
#define SPARKDX_MODEL_INTERNAL_H

#include "events/events.h"
#include "sparkdx/model.h"
#include "util/util.h"

/* A set of non-negative indices (completedIndices): bitmap + overflow. */
typedef struct idxset {
    uint64_t *bits;
    uint64_t nwords;
    sdx_imap overflow;
    uint64_t count;
} idxset;

int model_idxset_add(idxset *s, int64_t v) __attribute__((warn_unused_result));   /* 0, -1: out of memory */
void model_idxset_free(idxset *s);

/* Completed (stage id, task index) pairs of a job: one idxset per stage. */
typedef struct stage_idxsets {
    sdx_imap by_stage;      /* stage id -> idxset* */
    uint64_t count;
} stage_idxsets;

int model_stage_idxsets_add(stage_idxsets *s, int32_t stage_id, int32_t index) __attribute__((warn_unused_result));
void model_stage_idxsets_free(stage_idxsets *s);

/* A LiveJob: the mutable job plus its sets. */
typedef struct live_job {
    sdx_job job;
    stage_idxsets completed_indices;
    uint32_t live_pos;      /* index in builder.ljobs while live */
    int32_t *completed_stage_ids; uint32_t ncompleted_stage_ids, completed_cap;
    int32_t *skipped_stage_ids; uint32_t nskipped_stage_ids, skipped_cap;
    int written;            /* written to the store before (its first write checks the triggers) */
} live_job;

/* What a LiveStage has beyond sdx_stage. */
typedef struct stage_internal {
    live_job **jobs; uint32_t njobs, jobs_cap;
    uint32_t job_ids_cap;
    idxset completed_indices;
    uint32_t live_pos;      /* index in builder.lstages while live */
    /* activeTasksPerExecutor */
    const char **ape_ids; int32_t *ape_counts; uint32_t nape, ape_cap;
    int written;            /* written to the store before (its first write checks the triggers) */
    int64_t saved_tasks;    /* LiveStage.savedTasks (the retention of tasks) */
} stage_internal;

/* All that is known under one (stage id, attempt) key. */
typedef struct stage_slot {
    int32_t stage_id, attempt_id;
    uint32_t slot_no;
    sdx_stage *live;     /* liveStages entry */
    sdx_stage *stored;   /* what the store holds */
    sdx_task *tasks; uint32_t ntasks, tasks_cap;   /* TaskDataWrappers */
    uint32_t live_tasks;
    int reduced;
    int hs_deleted;      /* the store's trigger deleted what is stored */
    uint32_t hs_deleted_tasks;   /* tasks[] marked hs_deleted, not yet taken out */
} stage_slot;

typedef struct builder {
    sdx_model *m;
    int flags;
    sdx_interner in;
    sdx_arena arena;
    sdx_imap slots;
    stage_slot **slot_list; uint32_t nslot_list, slot_cap;
    sdx_stage **all_stages; uint32_t nall_stages, all_stages_cap;
    live_job **all_jobs; uint32_t nall_jobs, all_jobs_cap;
    sdx_imap live_jobs;      /* job id -> live_job */
    live_job **ljobs; uint32_t nljobs, ljobs_cap;        /* the live jobs */
    sdx_stage **lstages; uint32_t nlstages, lstages_cap; /* the live stages */
    sdx_imap stored_jobs;    /* job id -> sdx_job snapshot */
    sdx_smap live_execs;     /* id -> sdx_executor (NULL = removed) */
    sdx_smap dead_execs;
    sdx_smap stored_execs;
    sdx_executor **all_execs; uint32_t nall_execs, all_execs_cap;
    uint64_t live_execs_removed;
    sdx_store_trigger_fn trigger;   /* the store's trigger (sdx_build_options), or NULL */
    void *trigger_ctx;
    /* the store's counts, for its trigger */
    uint32_t nstored_stages, nstored_execs, nactive_execs;
    sdx_imap live_tasks;     /* task id -> (slot_no << 32 | index) */
    uint64_t live_task_count;
    uint32_t profiles_cap, processes_cap;
    int32_t default_cpus_per_task;
    int64_t app_start_time, app_end_time;
    /* storage */
    sdx_imap live_rdds;      /* id -> sdx_rdd */
    sdx_rdd **all_rdds; uint32_t nall_rdds, all_rdds_cap;
    /* sql */
    void *sql;
    sdx_task_end_ev task_end;   /* the TaskEnd being applied (its accumulables buffer is reused) */
    struct sdx_lines *lines;    /* the reader, for where an inconsistency is (NULL: unknown) */
    sdx_imap ended_unstarted;   /* task ids whose TaskEnd came without a TaskStart */
    /* Out of memory (latched): the handler that met it left the model
     * consistent (nothing half-linked, no NULL stored where one is read),
     * the build stops at the next line and returns SDX_ERR_NOMEM. */
    int oom;
    /* chart rows (sdx_build_options.chart_stages): the stage attempts
     * holding them, at most chart_stages */
    uint32_t chart_stages, chart_tasks;
    sdx_stage **charted; uint32_t ncharted;
    sdx_exec_stage es_sink;   /* what stage_exec_summary hands out when out of memory (linked nowhere) */
} builder;

/* Latch out of memory. */
#define B_OOM(b) ((void)((b)->oom = 1))
/* Arena memory of the builder, latching out of memory on NULL. */
static inline void *b_alloc(builder *b, size_t n)
{
    void *p = sdx_arena_alloc(&b->arena, n);
    if (!p)
        b->oom = 1;
    return p;
}
/* Whether the build met out of memory (the builder's or its interner's). */
#define B_FAILED(b) ((b)->oom || (b)->in.failed)


/* Count one value Spark never writes (model.h, sdx_incons_kind) at the
 * current line. */
void model_incons(builder *b, sdx_incons_kind kind);

static inline stage_internal *stage_int(sdx_stage *st) { return (stage_internal *)st->internal2_; }
/* Whether the SQL tab is built (not with SDX_SKIP_SQL). */
#define SQL_ON(b) (!((b)->flags & SDX_SKIP_SQL))

builder *model_builder_new(const sdx_logref *log, int flags);
/* Frees the builder; with free_model also the model. */
void model_builder_free(builder *b, int free_model);
void model_store_view(builder *b);
void model_stage_maybe_reduce(builder *b, stage_slot *slot);
/* chart.c: offer a stage attempt being reduced (its tasks) to the chart
 * rows: kept when it is among the chart_stages longest so far. 0, or -1
 * when out of memory. */
int model_chart_offer(builder *b, sdx_stage *st, const sdx_task *tasks, uint32_t n);
/* Takes the tasks the retention deleted out of slot->tasks (none may be live). */
void model_compact_tasks(stage_slot *slot);
int model_active_per_exec_add(stage_internal *si, const char *exec_id, int delta)
    __attribute__((warn_unused_result));   /* 0, -1: out of memory */

void model_rdd_live(builder *b, const sdx_rdd_info *ri);
void model_rdd_unpersist(builder *b, int32_t id);
void model_rdd_executor_removed(builder *b, sdx_executor *e);
void model_rdd_block_updated(builder *b, sdx_jdoc *d, uint32_t root);
void model_rdd_finish(builder *b);

void model_sql_event(builder *b, sdx_ev kind, sdx_jdoc *d, uint32_t root);
/* SQLAppStatusListener hooks: job start / end (the JobStart / JobEnd
 * event), stage submitted (its Stage Info), task end (any TaskEnd, t may be
 * NULL). */
void model_sql_job_start(builder *b, const sdx_job *j, sdx_jdoc *d, uint32_t root);
void model_sql_job_end(builder *b, sdx_jdoc *d, uint32_t root);
void model_sql_stage_submitted(builder *b, sdx_jdoc *d, uint32_t stage_info);
void model_sql_task_end(builder *b, const sdx_task_end_ev *e);
/* Publishes the executions into the model: 0, or -1 when an allocation
 * failed on the way (what could be built is there). */
int model_sql_finish(builder *b);
void model_sql_free(builder *b);

/* plangraph.c */
/* Room for one more element in *arr (n used, *cap allocated, elements of
 * `elem` bytes): 0, or -1 when out of memory (*arr unchanged). */
int model_vec_reserve(void **arr, uint32_t n, uint32_t *cap, size_t elem);
/* Scala immutable Set / Map iteration order of distinct int keys given in
 * insertion order (Set1..Set4 keep it, larger sets are CHAMP tries).
 * Reorders keys[0..n) in place; `aux` (if not NULL) is permuted alongside.
 * 0, or -1 when out of memory (nothing reordered). */
int model_scala_int_order(int32_t *keys, uint8_t *aux, size_t n);

#endif
