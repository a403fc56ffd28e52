/*
 * builder.c: replays an event log into an sdx_model, the way Spark's
 * AppStatusListener (core) and AppListingListener (FsHistoryProvider) do.
 *
 * Pipeline position: lines -> JSON -> events -> *builder* -> model.
 * The listener keeps "live" entities and writes snapshots of them to its
 * store at precise moments (update/flush); the REST API then reads the
 * store. What the API shows therefore depends on *when* things are written,
 * and this file keeps that distinction: live maps (stages by key, jobs,
 * executors, tasks in flight) and the store view (stage slots' `stored`,
 * job snapshots, executor `stored` map). Comments name the listener method
 * each handler mirrors; behaviour that looks odd is Spark's, on purpose.
 *
 * Streaming mode frees a stage attempt's tasks once it has completed and no
 * task of it is running, after reducing them to an sdx_stage_summary.
 */
#include "sparkdx/model.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "events/events.h"
#include "io/io_internal.h"
#include "model/internal.h"
#include "sparkdx/json.h"
#include "util/util.h"

const char *const sdx_em_names[SDX_EM_COUNT] = {
    "JVMHeapMemory", "JVMOffHeapMemory", "OnHeapExecutionMemory", "OffHeapExecutionMemory",
    "OnHeapStorageMemory", "OffHeapStorageMemory", "OnHeapUnifiedMemory", "OffHeapUnifiedMemory",
    "DirectPoolMemory", "MappedPoolMemory", "ProcessTreeJVMVMemory", "ProcessTreeJVMRSSMemory",
    "ProcessTreePythonVMemory", "ProcessTreePythonRSSMemory", "ProcessTreeOtherVMemory",
    "ProcessTreeOtherRSSMemory", "MinorGCCount", "MinorGCTime", "MajorGCCount", "MajorGCTime",
    "TotalGCTime", "ConcurrentGCCount", "ConcurrentGCTime"};

const char *const sdx_incons_names[SDX_INCONS_COUNT] = {
    "negative size", "negative time", "task times", "TaskEnd without TaskStart", "TaskStart after TaskEnd",
    "run time over duration"};

void model_incons(builder *b, sdx_incons_kind kind)
{
    sdx_build_stats *st = &b->m->stats;
    sdx_incons *x = &st->incons[kind];
    if (x->count++ == 0 && b->lines) {
        x->file = sdx_intern(&b->in, sdx_lines_file(b->lines));
        x->line = sdx_lines_lineno(b->lines);
        x->offset = sdx_lines_offset(b->lines);
    }
    st->incons_total++;
}

/* Spark's Int sums of task counts (numTasks of a job's stages, skippedTasks)
 * wrap as Java's ints do; so do these, without C's undefined overflow. */
static int32_t wrap_add32(int32_t a, int32_t b)
{
    uint32_t u = (uint32_t)a + (uint32_t)b;
    return u <= (uint32_t)INT32_MAX ? (int32_t)u : -(int32_t)(~u) - 1;
}

/* Whether metric i is a time (else a size, a count of records or blocks). */
static int metric_is_time(int i)
{
    switch (i) {
    case SDX_TM_EXECUTOR_DESERIALIZE_TIME: case SDX_TM_EXECUTOR_DESERIALIZE_CPU_TIME:
    case SDX_TM_EXECUTOR_RUN_TIME: case SDX_TM_EXECUTOR_CPU_TIME: case SDX_TM_JVM_GC_TIME:
    case SDX_TM_RESULT_SERIALIZATION_TIME: case SDX_TM_SHUFFLE_FETCH_WAIT_TIME:
    case SDX_TM_SHUFFLE_REMOTE_REQS_DURATION: case SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION:
    case SDX_TM_SHUFFLE_WRITE_TIME:
        return 1;
    default:
        return 0;
    }
}

const char *const sdx_task_status_names[] = {"RUNNING", "GET RESULT", "SUCCESS", "FAILED", "KILLED", "UNKNOWN"};
const char *const sdx_stage_status_names[] = {"PENDING", "ACTIVE", "COMPLETE", "FAILED", "SKIPPED"};
const char *const sdx_job_status_names[] = {"RUNNING", "SUCCEEDED", "FAILED", "UNKNOWN"};

/* makeNegative's argument order (see model.h). */
const uint8_t sdx_tm_negated_source[SDX_TM_COUNT] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    SDX_TM_SHUFFLE_CORRUPT_MERGED_BLOCK_CHUNKS,      /* -> output bytes */
    SDX_TM_SHUFFLE_MERGED_FETCH_FALLBACK_COUNT,      /* -> output records */
    SDX_TM_SHUFFLE_MERGED_REMOTE_BLOCKS_FETCHED,     /* -> remote blocks */
    SDX_TM_SHUFFLE_MERGED_LOCAL_BLOCKS_FETCHED,      /* -> local blocks */
    SDX_TM_SHUFFLE_MERGED_REMOTE_CHUNKS_FETCHED,     /* -> fetch wait */
    SDX_TM_SHUFFLE_MERGED_LOCAL_CHUNKS_FETCHED,      /* -> remote bytes */
    SDX_TM_SHUFFLE_MERGED_REMOTE_BYTES_READ,         /* -> remote bytes to disk */
    SDX_TM_SHUFFLE_MERGED_LOCAL_BYTES_READ,          /* -> local bytes */
    SDX_TM_SHUFFLE_REMOTE_REQS_DURATION,             /* -> records read */
    SDX_TM_SHUFFLE_MERGED_REMOTE_REQS_DURATION,      /* -> corrupt merged */
    SDX_TM_OUTPUT_BYTES,                             /* -> merged fallback */
    SDX_TM_OUTPUT_RECORDS,                           /* -> merged remote blocks */
    SDX_TM_SHUFFLE_REMOTE_BLOCKS_FETCHED,            /* -> merged local blocks */
    SDX_TM_SHUFFLE_LOCAL_BLOCKS_FETCHED,             /* -> merged remote chunks */
    SDX_TM_SHUFFLE_FETCH_WAIT_TIME,                  /* -> merged local chunks */
    SDX_TM_SHUFFLE_REMOTE_BYTES_READ,                /* -> merged remote bytes */
    SDX_TM_SHUFFLE_REMOTE_BYTES_READ_TO_DISK,        /* -> merged local bytes */
    SDX_TM_SHUFFLE_LOCAL_BYTES_READ,                 /* -> remote reqs duration */
    SDX_TM_SHUFFLE_RECORDS_READ,                     /* -> merged remote reqs duration */
    SDX_TM_SHUFFLE_WRITE_BYTES, SDX_TM_SHUFFLE_WRITE_TIME, SDX_TM_SHUFFLE_WRITE_RECORDS};

static void peaks_init(sdx_peaks *p)
{
    memset(p, 0, sizeof *p);
    p->v[0] = -1;
}

/* ExecutorMetrics.compareAndUpdatePeakValues; isSet = v[0] > -1. */
static int peaks_update(sdx_peaks *p, const int64_t v[SDX_EM_COUNT])
{
    int updated = 0;
    for (int i = 0; i < SDX_EM_COUNT; i++) {   /* peaks settle early: the branch is predicted */
        if (v[i] > p->v[i]) {
            p->v[i] = v[i];
            updated = 1;
        }
    }
    p->set = p->v[0] > -1;
    return updated;
}

/* ---------------------------------------------------------------------- */

static int64_t stage_key(int32_t sid, int32_t att)
{
    /* unsigned: a stage id of -1 (driver metric updates) must not be a signed shift */
    return (int64_t)(((uint64_t)(uint32_t)sid << 32) | (uint32_t)att);
}

static stage_slot *slot_get(builder *b, int32_t sid, int32_t att, int create)
{
    int64_t k = stage_key(sid, att);
    stage_slot *s = sdx_imap_get(&b->slots, k);
    if (!s && create) {
        s = sdx_xcalloc(1, sizeof *s);
        if (!s) {
            B_OOM(b);
            return NULL;
        }
        s->stage_id = sid;
        s->attempt_id = att;
        s->slot_no = b->nslot_list;
        if (SDX_VEC_PUSH(b->slot_list, b->nslot_list, b->slot_cap, s) < 0) {
            free(s);
            B_OOM(b);
            return NULL;
        }
        if (sdx_imap_put(&b->slots, k, s) < 0) {   /* listed: freed with the list */
            B_OOM(b);
            return NULL;
        }
    }
    return s;
}

static sdx_exec_stage *stage_exec_summary(builder *b, sdx_stage *st, const char *exec_id)
{
    for (sdx_exec_stage *e = st->exec_summaries; e; e = e->next)
        if (e->executor_id == exec_id)
            return e;
    sdx_exec_stage *e = b_alloc(b, sizeof *e);
    if (!e)
        return &b->es_sink;   /* out of memory: updates go nowhere, the build fails */
    e->executor_id = exec_id;
    peaks_init(&e->peaks);
    /* append to keep creation order */
    sdx_exec_stage **pp = &st->exec_summaries;
    while (*pp)
        pp = &(*pp)->next;
    *pp = e;
    st->nexec_summaries++;
    return e;
}

/* ---- Stage Info -> stage fields (LiveStage.info = info) ---- */

static void rdd_infos(builder *b, sdx_jdoc *d, uint32_t arr, sdx_stage *st)
{
    st->nrdds = 0;
    st->nrdd_ids = 0;
    if (arr == SDX_JNONE || sdx_json_type(d, arr) != SDX_JARRAY)
        return;
    uint32_t n = d->nodes[arr].len;
    st->rdds = n ? b_alloc(b, n * sizeof(sdx_rdd_info)) : NULL;
    st->rdd_ids = n ? b_alloc(b, n * sizeof(int32_t)) : NULL;
    if (!st->rdds || !st->rdd_ids)
        return;
    /* members in the order JsonProtocol writes them (one pass each) */
    static const sdx_jkey rdd_keys[] = {SDX_JKEY("RDD ID"), SDX_JKEY("Name"), SDX_JKEY("Scope"),
                                        SDX_JKEY("Callsite"), SDX_JKEY("Parent IDs"), SDX_JKEY("Storage Level"),
                                        SDX_JKEY("Number of Partitions")};
    static const sdx_jkey level_keys[] = {SDX_JKEY("Use Disk"), SDX_JKEY("Use Memory"), SDX_JKEY("Use Off Heap"),
                                          SDX_JKEY("Deserialized"), SDX_JKEY("Replication")};
    for (uint32_t el = sdx_json_first(d, arr); el != SDX_JNONE; el = sdx_json_next(d, el)) {
        uint32_t v[7], lv[5];
        sdx_json_getv(d, el, rdd_keys, 7, v);
        sdx_rdd_info *r = &st->rdds[st->nrdds++];
        r->id = sdx_ev_node_int32(d, v[0], 0);
        st->rdd_ids[st->nrdd_ids++] = r->id;
        r->name = sdx_ev_node_str(d, v[1], &b->in);
        r->scope = sdx_ev_node_str(d, v[2], &b->in);
        r->callsite = sdx_ev_node_str(d, v[3], &b->in);
        r->num_partitions = sdx_ev_node_int32(d, v[6], 0);
        uint32_t sl = v[5];
        if (sl != SDX_JNONE) {
            sdx_json_getv(d, sl, level_keys, 5, lv);
            r->use_disk = sdx_ev_node_bool(d, lv[0], 0);
            r->use_memory = sdx_ev_node_bool(d, lv[1], 0);
            r->use_offheap = sdx_ev_node_bool(d, lv[2], 0);
            r->deserialized = sdx_ev_node_bool(d, lv[3], 0);
            r->replication = sdx_ev_node_int32(d, lv[4], 1);
        }
        uint32_t pa = v[4];
        if (pa != SDX_JNONE && sdx_json_type(d, pa) == SDX_JARRAY && d->nodes[pa].len) {
            if (!(r->parent_ids = b_alloc(b, d->nodes[pa].len * sizeof(int32_t))))
                return;
            for (uint32_t x = sdx_json_first(d, pa); x != SDX_JNONE; x = sdx_json_next(d, x))
                r->parent_ids[r->nparents++] = (int32_t)sdx_json_int64_or(d, x, 0);
        }
    }
}

static void stage_apply_info(builder *b, sdx_jdoc *d, uint32_t si, sdx_stage *st)
{
    enum { K_ID, K_ATTEMPT, K_NAME, K_TASKS, K_RDDS, K_PARENTS, K_DETAILS, K_SUBMITTED, K_COMPLETED,
           K_FAILURE, K_ACCUMS, K_PROFILE, K_PUSH, K_MERGERS, K_N };
    static const sdx_jkey keys[K_N] = {
        SDX_JKEY("Stage ID"), SDX_JKEY("Stage Attempt ID"), SDX_JKEY("Stage Name"), SDX_JKEY("Number of Tasks"),
        SDX_JKEY("RDD Info"), SDX_JKEY("Parent IDs"), SDX_JKEY("Details"), SDX_JKEY("Submission Time"),
        SDX_JKEY("Completion Time"), SDX_JKEY("Failure Reason"), SDX_JKEY("Accumulables"),
        SDX_JKEY("Resource Profile Id"), SDX_JKEY("Shuffle Push Enabled"), SDX_JKEY("Shuffle Push Mergers Count")};
    uint32_t v[K_N];
    sdx_json_getv(d, si, keys, K_N, v);
    st->stage_id = sdx_ev_node_int32(d, v[K_ID], 0);
    st->attempt_id = sdx_ev_node_int32(d, v[K_ATTEMPT], 0);
    st->name = sdx_ev_node_str(d, v[K_NAME], &b->in);
    if (!st->name)
        st->name = sdx_intern(&b->in, "");
    st->num_tasks = sdx_ev_node_int32(d, v[K_TASKS], 0);
    rdd_infos(b, d, v[K_RDDS], st);
    st->nparents = 0;
    uint32_t pa = v[K_PARENTS];
    if (pa != SDX_JNONE && sdx_json_type(d, pa) == SDX_JARRAY && d->nodes[pa].len) {
        if (!(st->parent_ids = b_alloc(b, d->nodes[pa].len * sizeof(int32_t))))
            return;
        for (uint32_t x = sdx_json_first(d, pa); x != SDX_JNONE; x = sdx_json_next(d, x))
            st->parent_ids[st->nparents++] = (int32_t)sdx_json_int64_or(d, x, 0);
    }
    st->details = sdx_ev_node_str(d, v[K_DETAILS], &b->in);
    if (!st->details)
        st->details = sdx_intern(&b->in, "");
    st->has_submission_time = v[K_SUBMITTED] != SDX_JNONE;
    st->has_completion_time = v[K_COMPLETED] != SDX_JNONE;
    st->submission_time = st->has_submission_time ? sdx_ev_node_int(d, v[K_SUBMITTED], -1) : -1;
    st->completion_time = st->has_completion_time ? sdx_ev_node_int(d, v[K_COMPLETED], -1) : -1;
    st->failure_reason = sdx_ev_node_str(d, v[K_FAILURE], &b->in);
    st->accums = sdx_ev_accums(d, v[K_ACCUMS], &b->in, &b->arena, &st->naccums);
    st->resource_profile_id = sdx_ev_node_int32(d, v[K_PROFILE], 0);
    st->shuffle_push_enabled = sdx_ev_node_bool(d, v[K_PUSH], 0);
    st->shuffle_mergers_count = sdx_ev_node_int32(d, v[K_MERGERS], 0);
}

/* getOrCreateStage */
static sdx_stage *get_or_create_stage(builder *b, sdx_jdoc *d, uint32_t si)
{
    int32_t sid = sdx_ev_int32(d, si, "Stage ID", 0);
    int32_t att = sdx_ev_int32(d, si, "Stage Attempt ID", 0);
    stage_slot *slot = slot_get(b, sid, att, 1);
    if (!slot)
        return NULL;
    if (!slot->live) {
        if (SDX_VEC_GROW(b->lstages, b->lstages_cap, b->nlstages + 1) < 0) {
            B_OOM(b);
            return NULL;
        }
        sdx_stage *st = sdx_xcalloc(1, sizeof *st);
        stage_internal *si = sdx_xcalloc(1, sizeof(stage_internal));
        if (!st || !si || SDX_VEC_PUSH(b->all_stages, b->nall_stages, b->all_stages_cap, st) < 0) {
            free(st);
            free(si);
            B_OOM(b);
            return NULL;
        }
        st->status = SDX_STAGE_PENDING;
        st->first_launch_time = INT64_MAX;
        st->scheduling_pool = sdx_intern(&b->in, "default");
        peaks_init(&st->peaks);
        st->internal_ = slot;
        st->internal2_ = si;
        slot->live = st;
        st->live = 1;
        stage_int(st)->live_pos = b->nlstages;
        b->lstages[b->nlstages++] = st;
    }
    stage_apply_info(b, d, si, slot->live);
    return slot->live;
}

/* ---- the store's triggers (sdx_build_options.store_trigger) ------------
 *
 * AppStatusListener registers store triggers: after a write that checks them
 * (update(..., last = true): a stage or job written for the last time, an
 * executor removed) the trigger says how many entries of the class to
 * delete (the History Server's rule and limits are lib/rest/retention.c's),
 * and the oldest finished ones go, in the order of the store's
 * "completionTime" index (ties by the natural key), synchronously as the
 * History Server replays. A deleted entity written again later is back. */
/* How a write treats the triggers: update(e, now) checks them only on the
 * entity's first write (LiveEntity.write: lastWriteTime == -1), update(e, now,
 * last = true) always, and the flush at the end of the replay never (the
 * store is stopped by then). */
enum { W_UPDATE, W_LAST, W_FLUSH };

/* How many entries of `cls` the trigger deletes when the store holds `count`. */
static int64_t hs_to_remove(builder *b, sdx_store_class cls, int64_t count)
{
    return b->trigger ? b->trigger(b->trigger_ctx, cls, count) : 0;
}

static int64_t stage_ct(const sdx_stage *st) { return st->has_completion_time ? st->completion_time : -1; }

static int cmp_slot_ct(const void *a, const void *b)
{
    const sdx_stage *x = (*(stage_slot *const *)a)->stored, *y = (*(stage_slot *const *)b)->stored;
    int64_t cx = stage_ct(x), cy = stage_ct(y);
    if (cx != cy)
        return cx < cy ? -1 : 1;
    if (x->stage_id != y->stage_id)
        return x->stage_id < y->stage_id ? -1 : 1;
    return (x->attempt_id > y->attempt_id) - (x->attempt_id < y->attempt_id);
}

/* cleanupStages: finished stage attempts (not active, not pending; skipped
 * ones have no completion time, so they go first). */
static void hs_cleanup_stages(builder *b)
{
    int64_t n = hs_to_remove(b, SDX_STORE_STAGES, b->nstored_stages);
    if (n <= 0)
        return;
    stage_slot **cand = sdx_xmalloc(sizeof *cand * (b->nslot_list ? b->nslot_list : 1));
    if (!cand) {
        B_OOM(b);
        return;
    }
    size_t nc = 0;
    for (uint32_t i = 0; i < b->nslot_list; i++) {
        stage_slot *slot = b->slot_list[i];
        if (slot->stored && !slot->hs_deleted && slot->stored->status != SDX_STAGE_ACTIVE &&
            slot->stored->status != SDX_STAGE_PENDING)
            cand[nc++] = slot;
    }
    qsort(cand, nc, sizeof *cand, cmp_slot_ct);
    for (size_t i = 0; i < nc && (int64_t)i < n; i++) {
        cand[i]->hs_deleted = 1;
        b->nstored_stages--;
    }
    free(cand);
}

static int cmp_job_ct(const void *a, const void *b)
{
    const sdx_job *x = *(sdx_job *const *)a, *y = *(sdx_job *const *)b;
    if (x->completion_time != y->completion_time)
        return x->completion_time < y->completion_time ? -1 : 1;
    return (x->job_id > y->job_id) - (x->job_id < y->job_id);
}

/* cleanupJobs: finished jobs with a completion time (the view starts at 0). */
static void hs_cleanup_jobs(builder *b)
{
    int64_t n = hs_to_remove(b, SDX_STORE_JOBS, (int64_t)b->stored_jobs.n);
    if (n <= 0)
        return;
    sdx_job **cand = sdx_xmalloc(sizeof *cand * (b->stored_jobs.n ? b->stored_jobs.n : 1));
    if (!cand) {
        B_OOM(b);
        return;
    }
    size_t nc = 0;
    for (size_t i = 0; i < b->stored_jobs.cap; i++) {
        if (b->stored_jobs.used[i] != 1)
            continue;
        sdx_job *j = b->stored_jobs.vals[i];
        if (j->completion_time >= 0 && j->status != SDX_JOB_RUNNING && j->status != SDX_JOB_UNKNOWN)
            cand[nc++] = j;
    }
    qsort(cand, nc, sizeof *cand, cmp_job_ct);
    for (size_t i = 0; i < nc && (int64_t)i < n; i++)
        sdx_imap_del(&b->stored_jobs, cand[i]->job_id);
    free(cand);
}

static int cmp_exec_id_java(const void *a, const void *b)
{
    return strcmp((*(sdx_executor *const *)a)->id, (*(sdx_executor *const *)b)->id);
}

/* cleanupExecutors: the limit is on dead executors (stored minus live);
 * the view is the "active" index from false to false: dead executors by
 * id, as strings. */
static void hs_cleanup_execs(builder *b)
{
    int64_t dead = (int64_t)b->nstored_execs - b->nactive_execs;
    int64_t n = hs_to_remove(b, SDX_STORE_DEAD_EXECUTORS, dead);
    if (n <= 0)
        return;
    sdx_executor **cand = sdx_xmalloc(sizeof *cand * (b->nall_execs ? b->nall_execs : 1));
    if (!cand) {
        B_OOM(b);
        return;
    }
    size_t nc = 0;
    for (uint32_t i = 0; i < b->nall_execs; i++) {
        sdx_executor *e = b->all_execs[i];
        if (!e->is_active && sdx_smap_get(&b->stored_execs, e->id) == e)
            cand[nc++] = e;
    }
    qsort(cand, nc, sizeof *cand, cmp_exec_id_java);
    for (size_t i = 0; i < nc && (int64_t)i < n; i++) {
        if (sdx_smap_put(&b->stored_execs, cand[i]->id, NULL) < 0)   /* an update: no allocation */
            B_OOM(b);
        b->nstored_execs--;
    }
    free(cand);
}

/* Whether a write (mode W_*) of an entity written before (*written) checks
 * the store's triggers; marks it written. */
static int hs_checks(builder *b, int mode, int *written)
{
    int first = !*written;
    *written = 1;
    return b->trigger && (mode == W_LAST || (mode == W_UPDATE && first));
}

static int cmp_task_ct(const void *a, const void *b)
{
    const sdx_task *x = *(sdx_task *const *)a, *y = *(sdx_task *const *)b;
    int64_t cx = x->launch_time + x->duration, cy = y->launch_time + y->duration;
    if (cx != cy)
        return cx < cy ? -1 : 1;
    return (x->task_id > y->task_id) - (x->task_id < y->task_id);
}

/* cleanupTasks: the trigger's number of a live stage attempt's stored tasks
 * (those that ended; savedTasks counts every TaskStart), by completion time
 * (launch + duration) then task id, leave the store; replaying, running or
 * not does not matter, and savedTasks drops by that number even when fewer
 * were stored. */
static void hs_cleanup_tasks(builder *b, stage_slot *slot, stage_internal *sin)
{
    int64_t n = hs_to_remove(b, SDX_STORE_TASKS, sin->saved_tasks);
    if (n <= 0)
        return;
    sdx_task **cand = sdx_xmalloc(sizeof *cand * (slot->ntasks ? slot->ntasks : 1));
    if (!cand) {
        B_OOM(b);
        return;
    }
    size_t nc = 0;
    for (uint32_t i = 0; i < slot->ntasks; i++)
        if (slot->tasks[i].ended && !slot->tasks[i].hs_deleted)
            cand[nc++] = &slot->tasks[i];
    qsort(cand, nc, sizeof *cand, cmp_task_ct);
    for (size_t i = 0; i < nc && (int64_t)i < n; i++) {
        cand[i]->hs_deleted = 1;
        slot->hs_deleted_tasks++;
    }
    sin->saved_tasks -= n;
    free(cand);
}

/* A stage attempt written to the store. */
static void stage_write(builder *b, sdx_stage *st, int mode)
{
    stage_slot *slot = st->internal_;
    if (!slot->stored || slot->hs_deleted)
        b->nstored_stages++;
    slot->stored = st;
    slot->hs_deleted = 0;
    if (hs_checks(b, mode, &stage_int(st)->written))
        hs_cleanup_stages(b);
}

static void stage_unlive(builder *b, sdx_stage *st)
{
    stage_slot *slot = st->internal_;
    if (slot->live == st)
        slot->live = NULL;
    if (st->live) {
        uint32_t pos = stage_int(st)->live_pos;
        sdx_stage *last = b->lstages[--b->nlstages];
        b->lstages[pos] = last;
        stage_int(last)->live_pos = pos;
    }
    st->live = 0;
    model_stage_maybe_reduce(b, slot);
}

/* ---- jobs ---- */

static void kv_count_add(builder *b, sdx_kv_count **arr, uint32_t *n, const char *key)
{
    for (uint32_t i = 0; i < *n; i++)
        if ((*arr)[i].key == key) {
            (*arr)[i].count++;
            return;
        }
    sdx_kv_count *na = b_alloc(b, sizeof(sdx_kv_count) * (*n + 1));
    if (!na)
        return;
    if (*n)
        memcpy(na, *arr, sizeof(sdx_kv_count) * *n);
    na[*n].key = key;
    na[*n].count = 1;
    *arr = na;
    (*n)++;
}

static void job_write(builder *b, live_job *lj, int mode)
{
    sdx_job *snap = sdx_imap_get(&b->stored_jobs, lj->job.job_id);
    if (!snap) {
        snap = b_alloc(b, sizeof *snap);
        if (!snap || sdx_imap_put(&b->stored_jobs, lj->job.job_id, snap) < 0) {
            B_OOM(b);
            return;
        }
    }
    *snap = lj->job;
    snap->completed_indices = (int32_t)lj->completed_indices.count;
    snap->completed_stages = (int32_t)lj->ncompleted_stage_ids;
    snap->skipped_stages = (int32_t)lj->nskipped_stage_ids;
    if (lj->job.nkilled_summary) {
        snap->killed_summary = b_alloc(b, sizeof(sdx_kv_count) * lj->job.nkilled_summary);
        if (!snap->killed_summary) {
            snap->nkilled_summary = 0;
            return;
        }
        memcpy(snap->killed_summary, lj->job.killed_summary, sizeof(sdx_kv_count) * lj->job.nkilled_summary);
    }
    if (hs_checks(b, mode, &lj->written))
        hs_cleanup_jobs(b);
}

static int int_set_has(const int32_t *a, uint32_t n, int32_t v)
{
    for (uint32_t i = 0; i < n; i++)
        if (a[i] == v)
            return 1;
    return 0;
}

static void int_set_add(builder *b, int32_t **a, uint32_t *n, uint32_t *cap, int32_t v)
{
    if (int_set_has(*a, *n, v))
        return;
    if (SDX_VEC_PUSH(*a, *n, *cap, v) < 0)
        B_OOM(b);
}

static void int_set_del(int32_t *a, uint32_t *n, int32_t v)
{
    for (uint32_t i = 0; i < *n; i++)
        if (a[i] == v) {
            a[i] = a[--(*n)];
            return;
        }
}

/* ---- index sets (completedIndices) ---- */

int model_idxset_add(idxset *s, int64_t v)
{
    if (v < 0 || v > (int64_t)1 << 31) {   /* out of bitmap range: count separately */
        if (!sdx_imap_get(&s->overflow, v)) {
            if (sdx_imap_put(&s->overflow, v, (void *)1) < 0)
                return -1;
            s->count++;
        }
        return 0;
    }
    uint64_t w = (uint64_t)v >> 6;
    if (w >= s->nwords) {
        uint64_t nw = s->nwords ? s->nwords : 4;
        while (nw <= w)
            nw *= 2;
        uint64_t *nb = sdx_xrealloc(s->bits, nw * sizeof(uint64_t));
        if (!nb)
            return -1;
        s->bits = nb;
        memset(s->bits + s->nwords, 0, (nw - s->nwords) * sizeof(uint64_t));
        s->nwords = nw;
    }
    uint64_t bit = (uint64_t)1 << (v & 63);
    if (!(s->bits[w] & bit)) {
        s->bits[w] |= bit;
        s->count++;
    }
    return 0;
}

int model_stage_idxsets_add(stage_idxsets *s, int32_t stage_id, int32_t index)
{
    idxset *set = sdx_imap_get(&s->by_stage, stage_id);
    if (!set) {
        set = sdx_xcalloc(1, sizeof *set);
        if (!set)
            return -1;
        if (sdx_imap_put(&s->by_stage, stage_id, set) < 0) {
            free(set);
            return -1;
        }
    }
    uint64_t before = set->count;
    int rc = model_idxset_add(set, index);
    s->count += set->count - before;
    return rc;
}

void model_stage_idxsets_free(stage_idxsets *s)
{
    for (size_t i = 0; i < s->by_stage.cap; i++)
        if (s->by_stage.used[i] == 1) {
            model_idxset_free(s->by_stage.vals[i]);
            free(s->by_stage.vals[i]);
        }
    sdx_imap_free(&s->by_stage);
    s->count = 0;
}

void model_idxset_free(idxset *s)
{
    free(s->bits);
    sdx_imap_free(&s->overflow);
    memset(s, 0, sizeof *s);
}

/* ---- executors ---- */

static sdx_executor *exec_get_or_create(builder *b, const char *id, int64_t add_time)
{
    sdx_executor *e = sdx_smap_get(&b->live_execs, id);
    if (e)
        return e;
    if (SDX_VEC_GROW(b->all_execs, b->all_execs_cap, b->nall_execs + 1) < 0 || !(e = b_alloc(b, sizeof *e))) {
        B_OOM(b);
        return NULL;
    }
    e->id = id;
    e->is_active = 1;
    e->add_time = add_time;
    e->remove_time = -1;
    e->total_onheap = -1;
    peaks_init(&e->peaks);
    e->live = 1;
    if (sdx_smap_put(&b->live_execs, id, e) < 0) {
        B_OOM(b);
        return NULL;
    }
    b->all_execs[b->nall_execs++] = e;
    b->nactive_execs++;   /* activeExecutorCount */
    return e;
}

static void exec_write(builder *b, sdx_executor *e, int mode)
{
    if (!sdx_smap_get(&b->stored_execs, e->id))   /* a new id, or one deleted */
        b->nstored_execs++;
    if (sdx_smap_put(&b->stored_execs, e->id, e) < 0) {
        B_OOM(b);
        return;
    }
    if (hs_checks(b, mode, &e->written))
        hs_cleanup_execs(b);
}

static const char *exec_hostname(const sdx_executor *e, builder *b)
{
    if (e->host)
        return e->host;
    if (!e->host_port)
        return NULL;
    const char *c = strrchr(e->host_port, ':');
    return c ? sdx_intern_n(&b->in, e->host_port, (size_t)(c - e->host_port)) : e->host_port;
}

static int32_t *sorted_set_add(builder *b, int32_t *arr, uint32_t *n, int32_t v)
{
    for (uint32_t i = 0; i < *n; i++)
        if (arr[i] == v)
            return arr;
    int32_t *na = b_alloc(b, sizeof(int32_t) * (*n + 1));
    if (!na)
        return arr;
    uint32_t j = 0, k = 0;
    while (j < *n && arr[j] < v)
        na[k++] = arr[j++];
    na[k++] = v;
    while (j < *n)
        na[k++] = arr[j++];
    (*n)++;
    return na;
}

static void sorted_set_del(int32_t *arr, uint32_t *n, int32_t v)
{
    for (uint32_t i = 0; i < *n; i++)
        if (arr[i] == v) {
            memmove(arr + i, arr + i + 1, sizeof(int32_t) * (*n - i - 1));
            (*n)--;
            return;
        }
}

/* ====================================================================== */
/* Event handlers                                                          */
/* ====================================================================== */

static void on_log_start(builder *b, sdx_jdoc *d, uint32_t r)
{
    b->m->spark_version = sdx_ev_str(d, r, "Spark Version", &b->in);
    b->m->attempt.app_spark_version = b->m->spark_version;
}

/* Databricks writes no LogStart: its metadata line, the first of every
 * rolled part, carries the Spark version. The History Server does not know
 * the event, so the REST listing's appSparkVersion stays empty. */
static void on_dbc_metadata(builder *b, sdx_jdoc *d, uint32_t r)
{
    if (!b->m->spark_version)
        b->m->spark_version = sdx_ev_str(d, r, "Spark Version", &b->in);
}

static void on_app_start(builder *b, sdx_jdoc *d, uint32_t r)
{
    sdx_model *m = b->m;
    m->app_id = sdx_ev_str(d, r, "App ID", &b->in);
    m->app_name = sdx_ev_str(d, r, "App Name", &b->in);
    m->has_app_start = 1;
    m->attempt.attempt_id = sdx_ev_str(d, r, "App Attempt ID", &b->in);
    m->attempt.start_time = sdx_ev_int(d, r, "Timestamp", -1);
    m->attempt.spark_user = sdx_ev_str(d, r, "User", &b->in);
    b->app_start_time = m->attempt.start_time;
    /* driver logs / attributes go to the driver executor if it exists */
    uint32_t dl = sdx_json_get(d, r, "Driver Logs");
    if (dl != SDX_JNONE) {
        sdx_executor *drv = sdx_smap_get(&b->live_execs, "driver");
        if (drv) {
            drv->logs = sdx_ev_kv_map(d, dl, &b->in, &b->arena, &drv->nlogs);
            drv->attributes = sdx_ev_kv_map(d, sdx_json_get(d, r, "Driver Attributes"), &b->in, &b->arena,
                                            &drv->nattributes);
            exec_write(b, drv, W_UPDATE);
        }
    }
}

static void on_app_end(builder *b, sdx_jdoc *d, uint32_t r)
{
    sdx_model *m = b->m;
    int64_t t = sdx_ev_int(d, r, "Timestamp", -1);
    m->attempt.end_time = t;
    m->attempt.duration = sdx_sat_sub(t, m->attempt.start_time);
    m->attempt.completed = 1;
    m->app_end_time = t;
    b->app_end_time = t;
    m->exit_code = sdx_ev_int32(d, r, "ExitCode", INT32_MIN);
    m->attempt.exit_code = m->exit_code;
}

static sdx_kv *kv_from_pairs(builder *b, sdx_jdoc *d, uint32_t obj, uint32_t *n)
{
    /* EnvironmentUpdate maps are JSON objects (string -> string). */
    return sdx_ev_kv_map(d, obj, &b->in, &b->arena, n);
}

static void on_env_update(builder *b, sdx_jdoc *d, uint32_t r)
{
    sdx_env *e = &b->m->env;
    e->present = 1;
    uint32_t jvm = sdx_json_get(d, r, "JVM Information");
    e->java_version = sdx_ev_str(d, jvm, "Java Version", &b->in);
    e->java_home = sdx_ev_str(d, jvm, "Java Home", &b->in);
    e->scala_version = sdx_ev_str(d, jvm, "Scala Version", &b->in);
    e->spark_props = kv_from_pairs(b, d, sdx_json_get(d, r, "Spark Properties"), &e->nspark_props);
    e->hadoop_props = kv_from_pairs(b, d, sdx_json_get(d, r, "Hadoop Properties"), &e->nhadoop_props);
    e->system_props = kv_from_pairs(b, d, sdx_json_get(d, r, "System Properties"), &e->nsystem_props);
    e->metrics_props = kv_from_pairs(b, d, sdx_json_get(d, r, "Metrics Properties"), &e->nmetrics_props);
    e->classpath = kv_from_pairs(b, d, sdx_json_get(d, r, "Classpath Entries"), &e->nclasspath);
    for (uint32_t i = 0; i < e->nspark_props; i++)
        if (!strcmp(e->spark_props[i].key, "spark.task.cpus"))
            b->default_cpus_per_task = atoi(e->spark_props[i].value);
    if (b->default_cpus_per_task <= 0)
        b->default_cpus_per_task = 1;
}

static void on_resource_profile(builder *b, sdx_jdoc *d, uint32_t r)
{
    sdx_model *m = b->m;
    sdx_resource_profile p;
    memset(&p, 0, sizeof p);
    p.id = sdx_ev_int32(d, r, "Resource Profile Id", 0);
    uint32_t er = sdx_json_get(d, r, "Executor Resource Requests");
    uint32_t tr = sdx_json_get(d, r, "Task Resource Requests");
    if (er != SDX_JNONE && sdx_json_type(d, er) == SDX_JOBJECT && d->nodes[er].len) {
        if (!(p.exec_reqs = b_alloc(b, sizeof(sdx_resource_req) * d->nodes[er].len)))
            return;
        for (uint32_t k = sdx_json_first(d, er); k != SDX_JNONE; k = sdx_json_next(d, k)) {
            sdx_resource_req *q = &p.exec_reqs[p.nexec_reqs++];
            q->name = sdx_ev_str(d, k + 1, "Resource Name", &b->in);
            q->amount = (double)sdx_ev_int(d, k + 1, "Amount", 0);
            q->discovery_script = sdx_ev_str(d, k + 1, "Discovery Script", &b->in);
            q->vendor = sdx_ev_str(d, k + 1, "Vendor", &b->in);
        }
    }
    if (tr != SDX_JNONE && sdx_json_type(d, tr) == SDX_JOBJECT && d->nodes[tr].len) {
        if (!(p.task_reqs = b_alloc(b, sizeof(sdx_resource_req) * d->nodes[tr].len)))
            return;
        for (uint32_t k = sdx_json_first(d, tr); k != SDX_JNONE; k = sdx_json_next(d, k)) {
            sdx_resource_req *q = &p.task_reqs[p.ntask_reqs++];
            q->is_task = 1;
            q->name = sdx_ev_str(d, k + 1, "Resource Name", &b->in);
            double amt = 0;
            uint32_t an = sdx_json_get(d, k + 1, "Amount");
            if (an != SDX_JNONE)
                sdx_json_double(d, an, &amt);
            q->amount = amt;
        }
    }
    /* task cpus of the profile (executors' maxTasks = total cores / cpus) */
    double cpus = -1;
    for (uint32_t i = 0; i < p.ntask_reqs; i++)
        if (p.task_reqs[i].name && !strcmp(p.task_reqs[i].name, "cpus"))
            cpus = p.task_reqs[i].amount;
    /* Spark: amount.toInt, which saturates */
    p.internal_task_cpus = cpus > 0 ? (cpus >= 2147483647.0 ? INT32_MAX : (int32_t)cpus) : -1;
    /* replace an earlier profile with the same id, else append */
    for (uint32_t i = 0; i < m->nprofiles; i++)
        if (m->profiles[i].id == p.id) {
            m->profiles[i] = p;
            return;
        }
    if (SDX_VEC_PUSH(m->profiles, m->nprofiles, b->profiles_cap, p) < 0)
        B_OOM(b);
}

static sdx_resource_profile *profile_get(builder *b, int32_t id)
{
    for (uint32_t i = 0; i < b->m->nprofiles; i++)
        if (b->m->profiles[i].id == id)
            return &b->m->profiles[i];
    return NULL;
}

static void on_executor_added(builder *b, sdx_jdoc *d, uint32_t r)
{
    const char *id = sdx_ev_str(d, r, "Executor ID", &b->in);
    if (!id)
        return;
    sdx_executor *e = exec_get_or_create(b, id, sdx_ev_int(d, r, "Timestamp", -1));
    if (!e)
        return;
    uint32_t info = sdx_json_get(d, r, "Executor Info");
    e->host = sdx_ev_str(d, info, "Host", &b->in);
    e->is_active = 1;
    e->total_cores = sdx_ev_int32(d, info, "Total Cores", 0);
    int32_t rp = sdx_ev_int32(d, info, "Resource Profile Id", 0);
    sdx_resource_profile *p = profile_get(b, rp);
    int32_t cpus = p && p->internal_task_cpus > 0 ? p->internal_task_cpus : b->default_cpus_per_task;
    if (cpus <= 0)
        cpus = 1;
    /* The 2024 listener preferred the profile's cores / task cpus when the
     * profile names executor cores; Spark 4.3's History Server shows
     * totalCores / task cpus (a local-mode driver with 2 cores and a default
     * profile of 1 core shows 2). The corpus's expectations agree with both. */
    e->max_tasks = e->total_cores / cpus;
    e->logs = sdx_ev_kv_map(d, sdx_json_get(d, info, "Log Urls"), &b->in, &b->arena, &e->nlogs);
    e->attributes = sdx_ev_kv_map(d, sdx_json_get(d, info, "Attributes"), &b->in, &b->arena, &e->nattributes);
    uint32_t res = sdx_json_get(d, info, "Resources");
    e->nresources = 0;
    if (res != SDX_JNONE && sdx_json_type(d, res) == SDX_JOBJECT && d->nodes[res].len) {
        if (!(e->resources = b_alloc(b, sizeof(*e->resources) * d->nodes[res].len)))
            return;
        for (uint32_t k = sdx_json_first(d, res); k != SDX_JNONE; k = sdx_json_next(d, k)) {
            __typeof__(e->resources[0]) *x = &e->resources[e->nresources++];
            x->name = sdx_ev_str(d, k + 1, "name", &b->in);
            if (!x->name)
                x->name = sdx_ev_node_str(d, k, &b->in);
            uint32_t ad = sdx_json_get(d, k + 1, "addresses");
            if (ad != SDX_JNONE && sdx_json_type(d, ad) == SDX_JARRAY && d->nodes[ad].len) {
                if (!(x->addresses = b_alloc(b, sizeof(char *) * d->nodes[ad].len)))
                    return;
                for (uint32_t a = sdx_json_first(d, ad); a != SDX_JNONE; a = sdx_json_next(d, a))
                    x->addresses[x->naddresses++] = sdx_ev_node_str(d, a, &b->in);
            }
        }
    }
    e->resource_profile_id = rp;
}

static int exec_active_for_live_stages(builder *b, const sdx_executor *e)
{
    for (uint32_t i = 0; i < b->nlstages; i++) {
        const sdx_stage *st = b->lstages[i];
        if ((st->submission_time >= 0 ? st->submission_time : 0) < e->remove_time)
            return 1;
    }
    return 0;
}

static void job_unlive(builder *b, live_job *lj)
{
    uint32_t pos = lj->live_pos;
    if (pos >= b->nljobs || b->ljobs[pos] != lj)
        return;
    live_job *last = b->ljobs[--b->nljobs];
    b->ljobs[pos] = last;
    last->live_pos = pos;
}

static void on_executor_removed(builder *b, sdx_jdoc *d, uint32_t r)
{
    const char *id = sdx_ev_str(d, r, "Executor ID", &b->in);
    if (!id)
        return;
    sdx_executor *e = sdx_smap_get(&b->live_execs, id);
    if (!e)
        return;
    if (sdx_smap_put(&b->live_execs, id, NULL) < 0) {   /* an update: no allocation */
        B_OOM(b);
        return;
    }
    b->live_execs_removed++;
    if (b->nactive_execs)
        b->nactive_execs--;
    e->live = 0;
    e->is_active = 0;
    e->remove_time = sdx_ev_int(d, r, "Timestamp", -1);
    e->remove_reason = sdx_ev_str(d, r, "Removed Reason", &b->in);
    exec_write(b, e, W_LAST);
    model_rdd_executor_removed(b, e);
    if (exec_active_for_live_stages(b, e)) {
        e->dead_tracked = 1;
        if (sdx_smap_put(&b->dead_execs, id, e) < 0)
            B_OOM(b);
    }
}

static void on_block_manager_added(builder *b, sdx_jdoc *d, uint32_t r)
{
    uint32_t bm = sdx_json_get(d, r, "Block Manager ID");
    const char *id = sdx_ev_str(d, bm, "Executor ID", &b->in);
    if (!id)
        return;
    sdx_executor *e = exec_get_or_create(b, id, sdx_ev_int(d, r, "Timestamp", -1));
    if (!e)
        return;
    const char *host = sdx_ev_str(d, bm, "Host", &b->in);
    char hp[512];
    snprintf(hp, sizeof hp, "%s:%lld", host ? host : "", (long long)sdx_ev_int(d, bm, "Port", 0));
    e->host_port = sdx_intern(&b->in, hp);
    uint32_t on = sdx_json_get(d, r, "Maximum Onheap Memory");
    if (on != SDX_JNONE) {
        e->total_onheap = sdx_json_int64_or(d, on, 0);
        e->total_offheap = sdx_ev_int(d, r, "Maximum Offheap Memory", 0);
        e->used_onheap = 0;
        e->used_offheap = 0;
    }
    e->is_active = 1;
    e->max_memory = sdx_ev_int(d, r, "Maximum Memory", 0);
}

static void set_exec_excluded(sdx_executor *e, int excluded)
{
    if (e->is_excluded != excluded)
        e->is_excluded = excluded;
}

static void stage_set_excluded(builder *b, sdx_stage *st, const char *exec_id)
{
    sdx_exec_stage *es = stage_exec_summary(b, st, exec_id);
    if (es)
        es->excluded = 1;
}

static void on_exclusion(builder *b, sdx_ev kind, sdx_jdoc *d, uint32_t r)
{
    const char *exec_id = sdx_ev_str(d, r, "executorId", &b->in);
    const char *host = sdx_ev_str(d, r, "hostId", &b->in);
    int32_t sid = sdx_ev_int32(d, r, "stageId", 0);
    int32_t att = sdx_ev_int32(d, r, "stageAttemptId", 0);
    switch (kind) {
    case SDX_EV_EXECUTOR_EXCLUDED:
    case SDX_EV_EXECUTOR_UNEXCLUDED: {
        sdx_executor *e = exec_id ? sdx_smap_get(&b->live_execs, exec_id) : NULL;
        if (e)
            set_exec_excluded(e, kind == SDX_EV_EXECUTOR_EXCLUDED);
        break;
    }
    case SDX_EV_EXECUTOR_EXCLUDED_FOR_STAGE: {
        if (!exec_id)
            break;
        stage_slot *slot = slot_get(b, sid, att, 0);
        if (slot && slot->live)
            stage_set_excluded(b, slot->live, exec_id);
        sdx_executor *e = sdx_smap_get(&b->live_execs, exec_id);
        if (e)
            e->excluded_in_stages = sorted_set_add(b, e->excluded_in_stages, &e->nexcluded_in_stages, sid);
        break;
    }
    case SDX_EV_NODE_EXCLUDED:
    case SDX_EV_NODE_UNEXCLUDED:
        if (!host)
            break;
        for (uint32_t i = 0; i < b->nall_execs; i++) {
            sdx_executor *e = b->all_execs[i];
            if (!e->live || !strcmp(e->id, "driver"))
                continue;
            const char *hn = exec_hostname(e, b);
            if (hn && !strcmp(hn, host))
                set_exec_excluded(e, kind == SDX_EV_NODE_EXCLUDED);
        }
        break;
    case SDX_EV_NODE_EXCLUDED_FOR_STAGE: {
        if (!host)
            break;
        stage_slot *slot = slot_get(b, sid, att, 0);
        /* per executor on the host: the stage's summary (matched by the
         * executor's host), then the executor itself (by its host name) */
        for (uint32_t i = 0; i < b->nall_execs; i++) {
            sdx_executor *e = b->all_execs[i];
            if (!e->live || !strcmp(e->id, "driver"))
                continue;
            if (slot && slot->live && e->host && !strcmp(e->host, host))
                stage_set_excluded(b, slot->live, e->id);
            const char *hn = exec_hostname(e, b);
            if (hn && !strcmp(hn, host))
                e->excluded_in_stages = sorted_set_add(b, e->excluded_in_stages, &e->nexcluded_in_stages, sid);
        }
        break;
    }
    default:
        break;
    }
}

static void on_misc_process(builder *b, sdx_jdoc *d, uint32_t r)
{
    sdx_model *m = b->m;
    sdx_process *p = b_alloc(b, sizeof *p);
    if (!p)
        return;
    p->id = sdx_ev_str(d, r, "processId", &b->in);
    uint32_t info = sdx_json_get(d, r, "info");
    p->host_port = sdx_ev_str(d, info, "hostPort", &b->in);
    p->is_active = 1;
    p->total_cores = sdx_ev_int32(d, info, "cores", 0);
    p->add_time = sdx_ev_int(d, r, "time", -1);
    p->remove_time = -1;
    p->logs = sdx_ev_kv_map(d, sdx_json_get(d, info, "logUrlInfo"), &b->in, &b->arena, &p->nlogs);
    for (uint32_t i = 0; i < m->nprocesses; i++)
        if (m->processes[i]->id && p->id && !strcmp(m->processes[i]->id, p->id)) {
            m->processes[i] = p;
            return;
        }
    if (SDX_VEC_PUSH(m->processes, m->nprocesses, b->processes_cap, p) < 0)
        B_OOM(b);
}

static void on_job_start(builder *b, sdx_jdoc *d, uint32_t r)
{
    uint32_t infos = sdx_json_get(d, r, "Stage Infos");
    uint32_t props = sdx_json_get(d, r, "Properties");
    live_job *lj = sdx_xcalloc(1, sizeof *lj);
    if (!lj || SDX_VEC_PUSH(b->all_jobs, b->nall_jobs, b->all_jobs_cap, lj) < 0) {
        free(lj);
        B_OOM(b);
        return;
    }
    sdx_job *j = &lj->job;
    j->job_id = sdx_ev_int32(d, r, "Job ID", 0);
    int64_t t = sdx_ev_int(d, r, "Submission Time", -1);
    j->submission_time = t > 0 ? t : -1;
    j->completion_time = -1;
    j->status = SDX_JOB_RUNNING;
    j->sql_execution_id = -1;
    /* stage ids */
    uint32_t ids = sdx_json_get(d, r, "Stage IDs");
    if (ids != SDX_JNONE && sdx_json_type(d, ids) == SDX_JARRAY && d->nodes[ids].len) {
        if (!(j->stage_ids = b_alloc(b, sizeof(int32_t) * d->nodes[ids].len)))
            return;
        for (uint32_t x = sdx_json_first(d, ids); x != SDX_JNONE; x = sdx_json_next(d, x))
            j->stage_ids[j->nstage_ids++] = (int32_t)sdx_json_int64_or(d, x, 0);
    }
    /* numTasks over stages without completion time; name of the highest stage id */
    int32_t num_tasks = 0, max_sid = INT32_MIN;
    const char *name = NULL;
    int has_infos = infos != SDX_JNONE && sdx_json_type(d, infos) == SDX_JARRAY;
    if (has_infos) {
        for (uint32_t x = sdx_json_first(d, infos); x != SDX_JNONE; x = sdx_json_next(d, x)) {
            if (sdx_json_get(d, x, "Completion Time") == SDX_JNONE)
                num_tasks = wrap_add32(num_tasks, sdx_ev_int32(d, x, "Number of Tasks", 0));
            int32_t sid = sdx_ev_int32(d, x, "Stage ID", 0);
            if (sid >= max_sid) {
                max_sid = sid;
                name = sdx_ev_str(d, x, "Stage Name", &b->in);
            }
        }
    } else if (j->nstage_ids) {
        name = sdx_intern(&b->in, "unknown");
    }
    j->name = name ? name : sdx_intern(&b->in, "");
    j->num_tasks = num_tasks;
    j->description = sdx_ev_prop(d, props, "spark.job.description", &b->in);
    j->job_group = sdx_ev_prop(d, props, "spark.jobGroup.id", &b->in);
    j->call_site = sdx_ev_prop(d, props, "callSite.short", &b->in);
    const char *tags = sdx_ev_prop(d, props, "spark.job.tags", &b->in);
    if (tags && *tags) {
        /* split on ',', drop empty, distinct, sorted */
        size_t tl = strlen(tags);
        if (!(j->tags = b_alloc(b, sizeof(char *) * (tl + 1))))
            return;
        const char *p = tags;
        while (*p) {
            const char *c = strchr(p, ',');
            size_t n = c ? (size_t)(c - p) : strlen(p);
            if (n) {
                const char *t2 = sdx_intern_n(&b->in, p, n);
                int dup = 0;
                for (uint32_t i = 0; i < j->ntags; i++)
                    dup |= j->tags[i] == t2;
                if (!dup)
                    j->tags[j->ntags++] = t2;
            }
            p += n + (c ? 1 : 0);
            if (!c)
                break;
        }
        for (uint32_t i = 1; i < j->ntags; i++)
            for (uint32_t k = i; k > 0 && strcmp(j->tags[k - 1], j->tags[k]) > 0; k--) {
                const char *tmp = j->tags[k];
                j->tags[k] = j->tags[k - 1];
                j->tags[k - 1] = tmp;
            }
    }
    const char *sql = sdx_ev_prop(d, props, "spark.sql.execution.id", &b->in);
    if (sql)
        j->sql_execution_id = strtoll(sql, NULL, 10);
    live_job *previous = sdx_imap_get(&b->live_jobs, j->job_id);
    if (previous)
        job_unlive(b, previous);
    if (SDX_VEC_GROW(b->ljobs, b->ljobs_cap, b->nljobs + 1) < 0 || sdx_imap_put(&b->live_jobs, j->job_id, lj) < 0) {
        B_OOM(b);
        return;
    }
    lj->live_pos = b->nljobs;
    b->ljobs[b->nljobs++] = lj;

    if (has_infos) {
        for (uint32_t x = sdx_json_first(d, infos); x != SDX_JNONE; x = sdx_json_next(d, x)) {
            sdx_stage *st = get_or_create_stage(b, d, x);
            if (!st)
                return;
            stage_internal *si = stage_int(st);
            if (SDX_VEC_PUSH(si->jobs, si->njobs, si->jobs_cap, lj) < 0) {
                B_OOM(b);
                return;
            }
            int32_t *ids2 = st->job_ids;
            uint32_t n2 = st->njob_ids, cap2 = si->job_ids_cap;
            int_set_add(b, &ids2, &n2, &cap2, j->job_id);
            st->job_ids = ids2;
            st->njob_ids = n2;
            si->job_ids_cap = cap2;
        }
    }
    if (SQL_ON(b))
        model_sql_job_start(b, j, d, r);   /* SQL: SQLAppStatusListener.onJobStart (sql.c) */
}

static void on_job_end(builder *b, sdx_jdoc *d, uint32_t r)
{
    int32_t id = sdx_ev_int32(d, r, "Job ID", 0);
    if (SQL_ON(b))
        model_sql_job_end(b, d, r);   /* SQL: SQLAppStatusListener.onJobEnd (sql.c) */
    live_job *lj = sdx_imap_del(&b->live_jobs, id);
    if (!lj)
        return;
    job_unlive(b, lj);
    sdx_job *j = &lj->job;
    /* pending stages of this job become skipped (walk backwards: unliving
     * swaps the last live stage into the freed position) */
    for (uint32_t i = b->nlstages; i-- > 0;) {
        if (i >= b->nlstages)
            continue;
        sdx_stage *st = b->lstages[i];
        if (!int_set_has(j->stage_ids, j->nstage_ids, st->stage_id))
            continue;
        if (st->status == SDX_STAGE_PENDING) {
            st->status = SDX_STAGE_SKIPPED;
            int_set_add(b, &lj->skipped_stage_ids, &lj->nskipped_stage_ids, &lj->skipped_cap, st->stage_id);
            j->skipped_tasks = wrap_add32(j->skipped_tasks, st->num_tasks);
            stage_write(b, st, W_LAST);
            stage_unlive(b, st);
        }
    }
    uint32_t res = sdx_json_get(d, r, "Job Result");
    uint32_t rr = sdx_json_get(d, res, "Result");
    if (rr != SDX_JNONE && sdx_json_str_eq(d, rr, "JobSucceeded")) {
        j->status = SDX_JOB_SUCCEEDED;
    } else {
        j->status = SDX_JOB_FAILED;
        uint32_t ex = sdx_json_get(d, res, "Exception");
        j->failure_message = sdx_ev_str(d, ex, "Message", &b->in);
    }
    int64_t t = sdx_ev_int(d, r, "Completion Time", -1);
    j->completion_time = t > 0 ? t : -1;
    job_write(b, lj, W_LAST);
}

static void on_stage_submitted(builder *b, sdx_jdoc *d, uint32_t r)
{
    uint32_t si = sdx_json_get(d, r, "Stage Info");
    if (si == SDX_JNONE)
        return;
    if (SQL_ON(b))
        model_sql_stage_submitted(b, d, si);   /* SQL: SQLAppStatusListener.onStageSubmitted (sql.c) */
    uint32_t props = sdx_json_get(d, r, "Properties");
    sdx_stage *st = get_or_create_stage(b, d, si);
    if (!st)
        return;
    stage_internal *sin = stage_int(st);
    st->status = SDX_STAGE_ACTIVE;
    const char *pool = sdx_ev_prop(d, props, "spark.scheduler.pool", &b->in);
    st->scheduling_pool = pool ? pool : sdx_intern(&b->in, "default");
    /* jobs = live jobs mentioning this stage */
    sin->njobs = 0;
    st->njob_ids = 0;
    for (uint32_t i = 0; i < b->nljobs; i++) {
        live_job *lj = b->ljobs[i];
        if (!int_set_has(lj->job.stage_ids, lj->job.nstage_ids, st->stage_id))
            continue;
        if (SDX_VEC_PUSH(sin->jobs, sin->njobs, sin->jobs_cap, lj) < 0) {
            B_OOM(b);
            break;
        }
        int32_t *ids2 = st->job_ids;
        uint32_t n2 = st->njob_ids, cap2 = sin->job_ids_cap;
        int_set_add(b, &ids2, &n2, &cap2, lj->job.job_id);
        st->job_ids = ids2;
        st->njob_ids = n2;
        sin->job_ids_cap = cap2;
    }
    st->description = sdx_ev_prop(d, props, "spark.job.description", &b->in);
    for (uint32_t i = 0; i < sin->njobs; i++) {
        live_job *lj = sin->jobs[i];
        int_set_del(lj->completed_stage_ids, &lj->ncompleted_stage_ids, st->stage_id);
        lj->job.active_stages++;
    }
    for (uint32_t i = 0; i < st->nrdds; i++) {
        sdx_rdd_info *ri = &st->rdds[i];
        if ((ri->use_memory || ri->use_disk) && ri->replication > 0)
            model_rdd_live(b, ri);
    }
}

/* A decoded TaskStart (either path) applied to the model. */
static void task_start_apply(builder *b, const sdx_task_end_ev *ev)
{
    int32_t sid = ev->stage_id, att = ev->stage_attempt;
    const sdx_task_info_ev ti = ev->ti;
    b->m->stats.task_starts++;
    if (b->ended_unstarted.n && sdx_imap_del(&b->ended_unstarted, ti.task_id))
        model_incons(b, SDX_INCONS_START_AFTER_END);

    stage_slot *slot = slot_get(b, sid, att, 1);
    if (!slot || SDX_VEC_GROW(slot->tasks, slot->tasks_cap, slot->ntasks + 1) < 0) {
        B_OOM(b);
        return;
    }
    /* the live task's entry first: once the task is in, nothing can fail */
    if (sdx_imap_put(&b->live_tasks, ti.task_id,
                     (void *)(uintptr_t)((((uint64_t)slot->slot_no << 32) | slot->ntasks) + 1)) < 0) {
        B_OOM(b);
        return;
    }
    uint32_t idx = slot->ntasks++;
    sdx_task *t = &slot->tasks[idx];
    sdx_zero(t, sizeof *t);
    t->task_id = ti.task_id;
    t->index = ti.index;
    t->attempt = ti.attempt;
    t->partition_id = ti.partition_id;
    t->launch_time = ti.launch_time;
    t->finish_time = 0;
    t->result_fetch_start = -1;
    t->executor_id = ti.executor_id;
    t->host = ti.host;
    t->locality = ti.locality;
    t->speculative = (uint8_t)ti.speculative;
    t->status = SDX_TASK_RUNNING;
    sdx_fill_i64(t->m, -1, SDX_TM_COUNT);
    slot->live_tasks++;
    b->live_task_count++;
    if (b->live_task_count > b->m->stats.peak_live_tasks)
        b->m->stats.peak_live_tasks = b->live_task_count;

    sdx_stage *st = slot->live;
    if (st) {
        if (ti.speculative) {
            st->has_speculation_summary = 1;
            st->spec_active++;
            st->spec_num_tasks++;
        }
        st->active_tasks++;
        if (ti.launch_time < st->first_launch_time)
            st->first_launch_time = ti.launch_time;
        stage_internal *sin = stage_int(st);
        if (model_active_per_exec_add(sin, ti.executor_id, 1) < 0)
            B_OOM(b);
        for (uint32_t i = 0; i < sin->njobs; i++)
            sin->jobs[i]->job.active_tasks++;
        ++sin->saved_tasks;
        if (b->trigger)
            hs_cleanup_tasks(b, slot, sin);
    }
    sdx_executor *e = sdx_smap_get(&b->live_execs, ti.executor_id);
    if (e) {
        e->active_tasks++;
        e->total_tasks++;
    }
}

static void on_task_start(builder *b, sdx_jdoc *d, uint32_t r)
{
    sdx_ev_task_start(d, r, &b->in, &b->task_end);
    task_start_apply(b, &b->task_end);
}

static void on_task_getting_result(builder *b, sdx_jdoc *d, uint32_t r)
{
    sdx_task_info_ev ti;
    sdx_ev_task_info(d, sdx_json_get(d, r, "Task Info"), &b->in, &ti);
    void *v = sdx_imap_get(&b->live_tasks, ti.task_id);
    if (!v)
        return;
    uint64_t packed = (uint64_t)(uintptr_t)v - 1;
    stage_slot *slot = b->slot_list[packed >> 32];
    sdx_task *t = &slot->tasks[(uint32_t)packed];
    /* In a replay the event's Task Info is a new object, not the live
     * task's: the History Server's running task keeps status RUNNING and no
     * result fetch start. Only the fact is recorded, for analyses. */
    if (ti.getting_result_time > 0)
        t->getting_result_seen = 1;
}

/* A decoded TaskEnd (from the tape, d != NULL, or from the fast path,
 * d == NULL: its accumulables are then in e->acc) applied to the model. */
static void task_end_apply(builder *b, sdx_task_end_ev *ev, sdx_jdoc *d)
{
    int32_t sid = ev->stage_id, att = ev->stage_attempt;
    b->m->stats.task_ends++;
    const sdx_task_info_ev ti = ev->ti;
    const sdx_reason_ev reason = ev->reason;
    const int64_t *metrics = ev->metrics;
    const int64_t *exec_metrics = ev->exec_metrics;
    int has_metrics = 1;

    /* values Spark never writes are counted and not used (model.h) */
    int neg_size = 0, neg_time = 0;
    for (int i = 0; i < SDX_TM_COUNT; i++)
        if (__builtin_expect(ev->metrics[i] < 0, 0)) {
            *(metric_is_time(i) ? &neg_time : &neg_size) = 1;
            ev->metrics[i] = 0;
        }
    if (neg_size)
        model_incons(b, SDX_INCONS_NEGATIVE_SIZE);
    if (neg_time)
        model_incons(b, SDX_INCONS_NEGATIVE_TIME);
    int64_t duration = ti.finish_time != 0 ? sdx_sat_sub(ti.finish_time, ti.launch_time) : 0;
    int bad_times = ti.finish_time != 0 && (ti.launch_time <= 0 || duration < 0);
    if (__builtin_expect(bad_times, 0)) {
        model_incons(b, SDX_INCONS_TASK_TIMES);
        duration = 0;   /* adds nothing to the sums */
    } else if (ti.finish_time != 0 && metrics[SDX_TM_EXECUTOR_RUN_TIME] > duration) {
        model_incons(b, SDX_INCONS_RUN_OVER_DURATION);
    }

    /* liveTasks.remove(taskId): metrics delta */
    int have_delta = 0;
    int64_t delta[SDX_TM_COUNT];
    void *v = sdx_imap_del(&b->live_tasks, ti.task_id);
    if (v) {
        uint64_t packed = (uint64_t)(uintptr_t)v - 1;
        stage_slot *tslot = b->slot_list[packed >> 32];
        sdx_task *t = &tslot->tasks[(uint32_t)packed];
        tslot->live_tasks--;
        b->live_task_count--;
        t->ended = 1;
        t->reason = (uint8_t)reason.kind;
        t->finish_time = ti.finish_time;
        t->launch_time = ti.launch_time;
        t->executor_id = ti.executor_id;
        t->host = ti.host;
        t->locality = ti.locality;
        t->speculative = (uint8_t)ti.speculative;
        t->result_fetch_start = ti.getting_result_time != 0 ? ti.getting_result_time : -1;
        /* TaskInfo.status */
        if (ti.finish_time == 0)
            t->status = ti.getting_result_time != 0 ? SDX_TASK_GET_RESULT : SDX_TASK_RUNNING;
        else if (ti.failed)
            t->status = SDX_TASK_FAILED;
        else if (ti.killed)
            t->status = SDX_TASK_KILLED;
        else
            t->status = SDX_TASK_SUCCESS;
        t->duration = ti.finish_time != 0 && !bad_times ? duration : -1;
        if (reason.kind != SDX_REASON_SUCCESS)
            t->error = reason.error;
        if ((b->flags & SDX_KEEP_TASKS) && d)   /* only task lists show them (no fast path then) */
            t->accums = sdx_ev_accums(d, ti.accumulables, &b->in, &b->arena, &t->naccums);
        t->exception_class = reason.class_name;
        t->exec_lost_id = reason.exec_id;
        t->exit_caused_by_app = reason.exit_caused_by_app;
        t->fetch_shuffle_id = reason.shuffle_id;
        t->fetch_map_index = reason.map_index;
        t->fetch_reduce_id = reason.reduce_id;
        t->fetch_bm_executor = reason.bm_executor;
        if (has_metrics) {
            if (t->has_metrics) {
                for (int i = 0; i < SDX_TM_COUNT; i++)
                    delta[i] = sdx_sat_sub(metrics[i], t->m[i]);
            } else {
                memcpy(delta, metrics, sizeof delta);
            }
            memcpy(t->m, metrics, sizeof t->m);
            t->has_metrics = 1;
            have_delta = 1;
        }
        if (!tslot->live && tslot->live_tasks == 0)
            model_stage_maybe_reduce(b, tslot);
    } else {
        model_incons(b, SDX_INCONS_END_WITHOUT_START);
        if (sdx_imap_put(&b->ended_unstarted, ti.task_id, (void *)(uintptr_t)1) < 0)
            B_OOM(b);
    }
    if (SQL_ON(b))
        model_sql_task_end(b, ev);   /* SQL: SQLAppStatusListener.onTaskEnd (sql.c) */

    int completed = 0, failed = 0, killed = 0, active = 1;
    switch (reason.kind) {
    case SDX_REASON_SUCCESS: completed = 1; break;
    case SDX_REASON_KILLED:
    case SDX_REASON_COMMIT_DENIED: killed = 1; break;
    case SDX_REASON_RESUBMITTED: failed = 1; active = 0; break;
    default: failed = 1; break;
    }

    stage_slot *slot = slot_get(b, sid, att, 0);
    sdx_stage *st = slot ? slot->live : NULL;
    if (st) {
        stage_internal *sin = stage_int(st);
        if (have_delta)
            for (int i = 0; i < SDX_TM_COUNT; i++)
                st->m[i] = sdx_sat_add(st->m[i], delta[i]);
        st->active_tasks -= active;
        st->completed_tasks += completed;
        if (completed && model_idxset_add(&sin->completed_indices, ti.index) < 0)
            B_OOM(b);
        st->failed_tasks += failed;
        st->killed_tasks += killed;
        if (killed)
            kv_count_add(b, &st->killed_summary, &st->nkilled_summary, reason.kill_reason);
        if (model_active_per_exec_add(sin, ti.executor_id, -active) < 0)
            B_OOM(b);
        peaks_update(&st->peaks, exec_metrics);
        sdx_exec_stage *es = stage_exec_summary(b, st, ti.executor_id);
        peaks_update(&es->peaks, exec_metrics);
        int remove = st->active_tasks == 0 &&
                     (st->status == SDX_STAGE_COMPLETE || st->status == SDX_STAGE_FAILED);
        if (remove)
            stage_write(b, st, W_LAST);
        for (uint32_t i = 0; i < sin->njobs; i++) {
            live_job *lj = sin->jobs[i];
            lj->job.active_tasks -= active;
            lj->job.completed_tasks += completed;
            if (completed && model_stage_idxsets_add(&lj->completed_indices, sid, ti.index) < 0)
                B_OOM(b);
            lj->job.failed_tasks += failed;
            lj->job.killed_tasks += killed;
            if (killed)
                kv_count_add(b, &lj->job.killed_summary, &lj->job.nkilled_summary, reason.kill_reason);
            if (remove)
                job_write(b, lj, W_UPDATE);
        }
        es->task_time = sdx_sat_add(es->task_time, duration);
        es->succeeded += completed;
        es->failed += failed;
        es->killed += killed;
        if (have_delta)
            for (int i = 0; i < SDX_TM_COUNT; i++)
                es->m[i] = sdx_sat_add(es->m[i], delta[i]);
        if (ti.speculative) {
            st->has_speculation_summary = 1;
            st->spec_active--;
            st->spec_completed += completed;
            st->spec_failed += failed;
            st->spec_killed += killed;
        }
        if (b->trigger)
            hs_cleanup_tasks(b, slot, sin);
        if (remove)
            stage_unlive(b, st);
    }

    sdx_executor *e = sdx_smap_get(&b->live_execs, ti.executor_id);
    if (e) {
        e->active_tasks -= active;
        e->completed_tasks += completed;
        e->failed_tasks += failed;
        e->total_duration = sdx_sat_add(e->total_duration, duration);
        peaks_update(&e->peaks, exec_metrics);
        if (reason.kind != SDX_REASON_RESUBMITTED && has_metrics) {
            e->total_gc_time = sdx_sat_add(e->total_gc_time, metrics[SDX_TM_JVM_GC_TIME]);
            e->total_input_bytes = sdx_sat_add(e->total_input_bytes, metrics[SDX_TM_INPUT_BYTES]);
            e->total_shuffle_read = sdx_sat_add(e->total_shuffle_read,
                                                sdx_sat_add(metrics[SDX_TM_SHUFFLE_LOCAL_BYTES_READ],
                                                            metrics[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]));
            e->total_shuffle_write = sdx_sat_add(e->total_shuffle_write, metrics[SDX_TM_SHUFFLE_WRITE_BYTES]);
        }
        /* written when its last running task ends (what is shown is the
         * same at the end; the store's count of executors is not) */
        if (e->active_tasks == 0)
            exec_write(b, e, W_UPDATE);
    }
}

static void on_task_end(builder *b, sdx_jdoc *d, uint32_t r)
{
    if (sdx_ev_task_end(d, r, &b->in, &b->arena, &b->task_end))
        task_end_apply(b, &b->task_end, d);
}

static void on_stage_completed(builder *b, sdx_jdoc *d, uint32_t r)
{
    uint32_t si = sdx_json_get(d, r, "Stage Info");
    if (si == SDX_JNONE)
        return;
    int32_t sid = sdx_ev_int32(d, si, "Stage ID", 0);
    int32_t att = sdx_ev_int32(d, si, "Stage Attempt ID", 0);
    stage_slot *slot = slot_get(b, sid, att, 0);
    sdx_stage *st = slot ? slot->live : NULL;
    if (st) {
        stage_apply_info(b, d, si, st);
        stage_internal *sin = stage_int(st);
        if (st->failure_reason)
            st->status = SDX_STAGE_FAILED;
        else if (st->has_submission_time)
            st->status = SDX_STAGE_COMPLETE;
        else
            st->status = SDX_STAGE_SKIPPED;
        for (uint32_t i = 0; i < sin->njobs; i++) {
            live_job *lj = sin->jobs[i];
            if (st->status == SDX_STAGE_COMPLETE) {
                int_set_add(b, &lj->completed_stage_ids, &lj->ncompleted_stage_ids, &lj->completed_cap, sid);
            } else if (st->status == SDX_STAGE_SKIPPED) {
                int_set_add(b, &lj->skipped_stage_ids, &lj->nskipped_stage_ids, &lj->skipped_cap, sid);
                lj->job.skipped_tasks = wrap_add32(lj->job.skipped_tasks, st->num_tasks);
            } else {
                lj->job.failed_stages++;
            }
            lj->job.active_stages--;
        }
        /* excluded-for-stage executors are un-excluded for it */
        for (sdx_exec_stage *es = st->exec_summaries; es; es = es->next) {
            if (!es->excluded)
                continue;
            sdx_executor *e = sdx_smap_get(&b->live_execs, es->executor_id);
            if (e)
                sorted_set_del(e->excluded_in_stages, &e->nexcluded_in_stages, sid);
        }
        stage_write(b, st, st->active_tasks == 0 ? W_LAST : W_UPDATE);
        if (st->active_tasks == 0)
            stage_unlive(b, st);
    }
    /* deadExecutors.retain(active for live stages) */
    for (uint32_t i = 0; i < b->nall_execs; i++) {
        sdx_executor *e = b->all_execs[i];
        if (e->dead_tracked && !exec_active_for_live_stages(b, e)) {
            e->dead_tracked = 0;
            if (sdx_smap_put(&b->dead_execs, e->id, NULL) < 0)   /* an update: no allocation */
                B_OOM(b);
        }
    }
}

static void on_stage_executor_metrics(builder *b, sdx_jdoc *d, uint32_t r)
{
    const char *id = sdx_ev_str(d, r, "Executor ID", &b->in);
    if (!id)
        return;
    int64_t v[SDX_EM_COUNT];
    sdx_ev_executor_metrics(d, sdx_json_get(d, r, "Executor Metrics"), v);
    sdx_executor *e = sdx_smap_get(&b->live_execs, id);
    if (!e)
        e = sdx_smap_get(&b->dead_execs, id);
    if (e && peaks_update(&e->peaks, v))
        exec_write(b, e, W_UPDATE);
    int32_t sid = sdx_ev_int32(d, r, "Stage ID", 0);
    int32_t att = sdx_ev_int32(d, r, "Stage Attempt ID", 0);
    stage_slot *slot = slot_get(b, sid, att, 0);
    if (slot && slot->live) {
        sdx_stage *st = slot->live;
        if (peaks_update(&st->peaks, v))
            stage_write(b, st, W_UPDATE);
        sdx_exec_stage *es = stage_exec_summary(b, st, id);
        peaks_update(&es->peaks, v);
    }
}

/* onExecutorMetricsUpdate: only the driver's are logged; their executor
 * metric peaks raise the executor's and the stage's peaks. */
static void on_executor_metrics_update(builder *b, sdx_jdoc *d, uint32_t r)
{
    const char *id = sdx_ev_str(d, r, "Executor ID", &b->in);
    uint32_t arr = sdx_json_get(d, r, "Executor Metrics Updated");
    if (!id || arr == SDX_JNONE || sdx_json_type(d, arr) != SDX_JARRAY)
        return;
    for (uint32_t x = sdx_json_first(d, arr); x != SDX_JNONE; x = sdx_json_next(d, x)) {
        int64_t v[SDX_EM_COUNT];
        sdx_ev_executor_metrics(d, sdx_json_get(d, x, "Executor Metrics"), v);
        sdx_executor *e = sdx_smap_get(&b->live_execs, id);
        if (e)
            peaks_update(&e->peaks, v);
        int32_t sid = sdx_ev_int32(d, x, "Stage ID", 0);
        int32_t att = sdx_ev_int32(d, x, "Stage Attempt ID", 0);
        stage_slot *slot = slot_get(b, sid, att, 0);
        if (slot && slot->live) {
            peaks_update(&slot->live->peaks, v);
            peaks_update(&stage_exec_summary(b, slot->live, id)->peaks, v);
        }
    }
}

static void on_unpersist(builder *b, sdx_jdoc *d, uint32_t r)
{
    model_rdd_unpersist(b, sdx_ev_int32(d, r, "RDD ID", -1));
}

/* ====================================================================== */

static void dispatch(builder *b, sdx_jdoc *d, uint32_t root)
{
    sdx_ev kind = sdx_event_kind(d, root);
    switch (kind) {
    case SDX_EV_TASK_END: on_task_end(b, d, root); break;
    case SDX_EV_TASK_START: on_task_start(b, d, root); break;
    case SDX_EV_TASK_GETTING_RESULT: on_task_getting_result(b, d, root); break;
    case SDX_EV_LOG_START: on_log_start(b, d, root); break;
    case SDX_EV_DBC_METADATA: on_dbc_metadata(b, d, root); break;
    case SDX_EV_APPLICATION_START: on_app_start(b, d, root); break;
    case SDX_EV_APPLICATION_END: on_app_end(b, d, root); break;
    case SDX_EV_ENVIRONMENT_UPDATE: on_env_update(b, d, root); break;
    case SDX_EV_RESOURCE_PROFILE_ADDED: on_resource_profile(b, d, root); break;
    case SDX_EV_EXECUTOR_ADDED: on_executor_added(b, d, root); break;
    case SDX_EV_EXECUTOR_REMOVED: on_executor_removed(b, d, root); break;
    case SDX_EV_BLOCK_MANAGER_ADDED: on_block_manager_added(b, d, root); break;
    case SDX_EV_BLOCK_MANAGER_REMOVED: break;
    case SDX_EV_JOB_START: on_job_start(b, d, root); break;
    case SDX_EV_JOB_END: on_job_end(b, d, root); break;
    case SDX_EV_STAGE_SUBMITTED: on_stage_submitted(b, d, root); break;
    case SDX_EV_STAGE_COMPLETED: on_stage_completed(b, d, root); break;
    case SDX_EV_STAGE_EXECUTOR_METRICS: on_stage_executor_metrics(b, d, root); break;
    case SDX_EV_UNPERSIST_RDD: on_unpersist(b, d, root); break;
    case SDX_EV_BLOCK_UPDATED: model_rdd_block_updated(b, d, root); break;
    case SDX_EV_EXECUTOR_METRICS_UPDATE: on_executor_metrics_update(b, d, root); break;
    case SDX_EV_EXECUTOR_EXCLUDED:
    case SDX_EV_EXECUTOR_EXCLUDED_FOR_STAGE:
    case SDX_EV_EXECUTOR_UNEXCLUDED:
    case SDX_EV_NODE_EXCLUDED:
    case SDX_EV_NODE_EXCLUDED_FOR_STAGE:
    case SDX_EV_NODE_UNEXCLUDED: on_exclusion(b, kind, d, root); break;
    case SDX_EV_MISC_PROCESS_ADDED: on_misc_process(b, d, root); break;
    case SDX_EV_SQL_EXECUTION_START:
    case SDX_EV_SQL_EXECUTION_END:
    case SDX_EV_SQL_ADAPTIVE_UPDATE:
    case SDX_EV_SQL_ADAPTIVE_METRIC_UPDATES:
    case SDX_EV_DRIVER_ACCUM_UPDATES:
        if (SQL_ON(b))
            model_sql_event(b, kind, d, root);
        break;
    default: b->m->stats.unknown_events++; break;
    }
}

/* kvstore.onFlush: write every live entity, then build the store view. */
/* The end of the replay; -1 when out of memory on the way (the SQL tab). */
static int finish(builder *b)
{
    for (uint32_t i = 0; i < b->nslot_list; i++) {
        stage_slot *slot = b->slot_list[i];
        if (slot->live)
            stage_write(b, slot->live, W_FLUSH);
    }
    for (uint32_t i = 0; i < b->nljobs; i++)
        job_write(b, b->ljobs[i], W_FLUSH);
    for (uint32_t i = 0; i < b->nall_execs; i++) {
        sdx_executor *e = b->all_execs[i];
        if (e->live)
            exec_write(b, e, W_FLUSH);
    }
    /* running tasks: duration from the log's last update time */
    int64_t last = b->m->attempt.last_updated > 0 ? b->m->attempt.last_updated : 0;
    for (uint32_t i = 0; i < b->nslot_list; i++) {
        stage_slot *slot = b->slot_list[i];
        for (uint32_t k = 0; k < slot->ntasks; k++) {
            sdx_task *t = &slot->tasks[k];
            if (!t->ended)
                t->duration = last > 0 ? sdx_sat_sub(last, t->launch_time) : -1;
        }
    }
    model_rdd_finish(b);
    int rc = model_sql_finish(b);
    model_store_view(b);
    return rc;
}

/* FsHistoryProvider's listing filter: only these events are parsed when
 * building the application list (a prefix test on the raw line). */
static int listing_event(const char *line, size_t len)
{
    static const char *const prefixes[] = {
        "{\"Event\":\"SparkListenerApplicationStart\"", "{\"Event\":\"SparkListenerApplicationEnd\"",
        "{\"Event\":\"SparkListenerLogStart\"", "{\"Event\":\"SparkListenerEnvironmentUpdate\""};
    for (size_t i = 0; i < 4; i++) {
        size_t n = strlen(prefixes[i]);
        if (len >= n && memcmp(line, prefixes[i], n) == 0)
            return 1;
    }
    return 0;
}

/* ---- task lines decoded on the read-ahead thread ----------------------
 *
 * While a compressed log is decompressed on a second thread (lines.c), that
 * thread, when it is ahead, decodes the TaskStart / TaskEnd lines of chunks
 * this thread has not reached with the same fast path (sdx_lines_set_work),
 * into a record per line kept with the chunk's slot; this thread then
 * applies a record instead of decoding its line. Strings go through a front
 * of the builder's interner, so they are the same pointers either way; the
 * builder's interner takes a lock for its table meanwhile. Records are keyed
 * by the line's decompressed offset, so a line without one (not a task line,
 * not the fast path's shape, or at a chunk boundary) simply takes the usual
 * way. */
/* Lines up to 2 * PRE_ACC_ROOM bytes decode their accumulables in place. */
#define PRE_ACC_ROOM 8192

typedef struct pre_rec {
    uint64_t uoff;          /* the line's offset in its part */
    uint32_t acc_off;       /* its accumulables in the slot's acc */
    uint8_t is_end;
    sdx_task_end_ev ev;
} pre_rec;

typedef struct pre_slot {
    pre_rec *recs;
    size_t n, cap;
    sdx_acc_upd *acc;
    size_t nacc, acc_cap;
    uint64_t gen;           /* reader side: the chunk entry the cursor is for */
    size_t next;
} pre_slot;

typedef struct prework {
    pthread_mutex_t mu;
    sdx_interner front;     /* the read-ahead thread's */
    sdx_acc_upd *acc;       /* its buffer for the accumulables of long lines */
    uint32_t acc_cap;
    int push40, skip_acc;
    uint64_t applied;       /* records applied (tests) */
    /* The thread ran out of memory (it then decodes nothing more; the
     * lines it did not decode are decoded by the reader's thread). Read by
     * prework_free once the thread is gone: the build fails with
     * SDX_ERR_NOMEM, as it would have on one thread. */
    atomic_int oom;
    pre_slot slot[SDX_LINES_WORK_SLOTS];
} prework;

/* A line the fast path may take: TaskStart or TaskEnd by the letters at
 * 10 and 23 (the decoders check the whole prefix). */
static inline int task_line(const char *line, size_t len)
{
    return len > sizeof SDX_TASK_END_PREFIX && line[10] == 'S' && line[23] == 'T';
}

/* Room for n more accumulables in the slot's array: 0, or -1 when out of
 * memory (nothing changed). */
static int pre_acc_reserve(pre_slot *ps, size_t n)
{
    if (ps->acc_cap - ps->nacc >= n)
        return 0;
    size_t cap = ps->acc_cap;
    while (cap - ps->nacc < n)
        cap = cap ? 2 * cap : 4 * PRE_ACC_ROOM;
    sdx_acc_upd *na = sdx_xrealloc(ps->acc, cap * sizeof *ps->acc);
    if (!na)
        return -1;
    ps->acc = na;
    ps->acc_cap = cap;
    return 0;
}

static void prework_run(void *ctx, unsigned si, const char *line, size_t len, uint64_t uoff)
{
    prework *pw = ctx;
    pre_slot *ps = &pw->slot[si];
    if (!line) {
        ps->n = ps->nacc = 0;
        return;
    }
    if (!task_line(line, len))
        return;
    if (atomic_load_explicit(&pw->oom, memory_order_relaxed))
        return;   /* out of memory once: this thread decodes nothing more */
    if (ps->n == ps->cap) {
        size_t cap = ps->cap ? 2 * ps->cap : 1024;
        pre_rec *nr = sdx_xrealloc(ps->recs, cap * sizeof *ps->recs);
        if (!nr) {
            atomic_store(&pw->oom, 1);
            return;
        }
        ps->recs = nr;
        ps->cap = cap;
    }
    /* The accumulables go straight into the slot's array, with room for
     * more than the line can hold (an element takes at least 3 bytes:
     * "{}," ), so decoding never grows it; a longer line's go into the
     * thread's own buffer first. */
    size_t room = len / 2 + 2;
    int direct = room <= PRE_ACC_ROOM;
    if (direct && pre_acc_reserve(ps, room) < 0) {
        atomic_store(&pw->oom, 1);
        return;
    }
    pre_rec *rc = &ps->recs[ps->n];
    rc->ev.oom = 0;
    rc->ev.push40 = pw->push40;
    rc->ev.skip_acc = pw->skip_acc;
    rc->ev.acc = direct ? ps->acc + ps->nacc : pw->acc;
    rc->ev.acc_cap = direct ? (uint32_t)room : pw->acc_cap;
    int is_end = sdx_ev_task_end_fast(line, len, &pw->front, &rc->ev) == 1;
    int ok = is_end || sdx_ev_task_start_fast(line, len, &pw->front, &rc->ev) == 1;
    if (!direct) {   /* the thread's buffer, grown maybe */
        pw->acc = rc->ev.acc;
        pw->acc_cap = rc->ev.acc_cap;
    }
    if (rc->ev.oom || pw->front.failed) {   /* a record short of something: not kept */
        atomic_store(&pw->oom, 1);
        return;
    }
    if (!ok)
        return;
    if (!direct) {
        if (pre_acc_reserve(ps, rc->ev.nacc) < 0) {
            atomic_store(&pw->oom, 1);
            return;
        }
        memcpy(ps->acc + ps->nacc, pw->acc, rc->ev.nacc * sizeof *ps->acc);
    }
    rc->acc_off = (uint32_t)ps->nacc;
    ps->nacc += rc->ev.nacc;
    rc->ev.acc = NULL;
    rc->ev.acc_cap = 0;
    rc->uoff = uoff;
    rc->is_end = (uint8_t)is_end;
    ps->n++;
}

static prework *prework_new(builder *b)
{
    prework *pw = sdx_xcalloc(1, sizeof *pw);
    if (!pw)
        return NULL;   /* no decoding ahead: every line is decoded here */
    if (pthread_mutex_init(&pw->mu, NULL) != 0) {
        free(pw);
        return NULL;
    }
    sdx_intern_front(&pw->front, &b->in, &pw->mu);
    pw->push40 = b->task_end.push40;
    pw->skip_acc = b->task_end.skip_acc;
    return pw;
}

/* After the reader (and its thread) is gone. */
static void prework_free(builder *b, prework *pw)
{
    if (!pw)
        return;
    b->in.mu = NULL;
    if (atomic_load(&pw->oom) || pw->front.failed)
        B_OOM(b);
    sdx_intern_free(&pw->front);
    for (int i = 0; i < SDX_LINES_WORK_SLOTS; i++) {
        free(pw->slot[i].recs);
        free(pw->slot[i].acc);
    }
    free(pw->acc);
    pthread_mutex_destroy(&pw->mu);
    free(pw);
}

/* The record of the line just returned, when the read-ahead thread decoded
 * it. */
static pre_rec *prework_take(prework *pw, sdx_lines *lines)
{
    uint64_t gen;
    int si = sdx_lines_work(lines, &gen);
    if (si < 0)
        return NULL;
    pre_slot *ps = &pw->slot[si];
    if (ps->gen != gen) {
        ps->gen = gen;
        ps->next = 0;
    }
    if (ps->next >= ps->n || ps->recs[ps->next].uoff != sdx_lines_offset(lines))
        return NULL;
    pre_rec *rc = &ps->recs[ps->next++];
    rc->ev.acc = ps->acc + rc->acc_off;
    pw->applied++;
    return rc;
}

static int build_from_lines(sdx_lines *lines, const sdx_logref *log, const sdx_build_options *o, int work_mode,
                            sdx_model **out, sdx_error *err)
{
    builder *b = model_builder_new(log, o->flags);
    if (!b) {
        sdx_lines_close(lines);
        return sdx_error_nomem(err, log->path);
    }
    b->trigger = o->store_trigger;
    b->trigger_ctx = o->store_ctx;
    b->chart_stages = o->chart_tasks ? o->chart_stages : 0;
    b->chart_tasks = o->chart_tasks;
    sdx_progress_fn fn = o->progress;
    void *ctx = o->progress_ctx;
    sdx_model *m = b->m;
    sdx_jdoc doc;
    sdx_jdoc_init(&doc);
    const char *line;
    size_t len;
    int rc;
    uint64_t next_progress = 64u << 20;
    uint64_t next_deadline = 16u << 20;
    int timed_out = 0;
    /* TaskEnd lines of the common shape skip the tape (events.h); task
     * lists need every accumulable, so SDX_KEEP_TASKS takes the tape. The
     * environment variable turns the fast path off (to compare the two). */
    int fast = !(o->flags & (SDX_KEEP_TASKS | SDX_LISTING_ONLY | SDX_NO_FAST_PATH));
    if (o->flags & SDX_NO_AVX2)
        doc.flags |= SDX_JSON_NO_AVX2;
    /* Task lines decoded on the read-ahead thread too (above). */
    prework *pw = fast && work_mode ? prework_new(b) : NULL;
    if (pw)
        sdx_lines_set_work(lines, prework_run, pw, work_mode);
    sdx_error lerr;
    sdx_error_clear(&lerr);
    b->lines = lines;
    sdx_lines_set_skip_blank(lines, 1);   /* counted below, at a newline scan's cost */
    if (log->warning)   /* the layout's (lib/io), before anything read */
        snprintf(m->stats.warning, sizeof m->stats.warning, "%s", log->warning);
    for (;;) {
        /* A task line the fast path reads up to its '\n' by itself: the
         * reader need not scan for it first (sdx_lines_peek). */
        const char *ahead;
        size_t avail;
        int is_end, open = -1;
        if (fast && sdx_lines_peek(lines, &ahead, &avail) && task_line(ahead, avail)) {
            open = sdx_ev_task_fast_open(ahead, avail, &b->in, &b->task_end, &len, &is_end);
            if (open == 1 && sdx_lines_take(lines, len)) {
                m->stats.lines++;
                m->stats.bytes += len + 1;
                m->stats.events++;
                if (is_end)
                    task_end_apply(b, &b->task_end, NULL);
                else
                    task_start_apply(b, &b->task_end);
                goto progress;
            }
        }
        if ((rc = sdx_lines_next(lines, &line, &len, &lerr)) != 1)
            break;
        m->stats.lines++;
        m->stats.bytes += len + 1;
        if (len == 0)
            continue;
        if ((o->flags & SDX_LISTING_ONLY) && !listing_event(line, len))
            continue;
        /* (open == 0 on these very bytes: the fast path refused the text) */
        if (fast && !(open == 0 && line == ahead) && task_line(line, len)) {
            pre_rec *rc = pw ? prework_take(pw, lines) : NULL;
            if (rc) {
                m->stats.events++;
                if (rc->is_end)
                    task_end_apply(b, &rc->ev, NULL);
                else
                    task_start_apply(b, &rc->ev);
                goto progress;
            }
            if (sdx_ev_task_end_fast(line, len, &b->in, &b->task_end) == 1) {
                m->stats.events++;
                task_end_apply(b, &b->task_end, NULL);
                goto progress;
            }
            if (sdx_ev_task_start_fast(line, len, &b->in, &b->task_end) == 1) {
                m->stats.events++;
                task_start_apply(b, &b->task_end);
                goto progress;
            }
        }
        sdx_error jerr;
        sdx_error_clear(&jerr);
        if (sdx_json_parse(&doc, line, len, &jerr) < 0 || sdx_json_type(&doc, 0) != SDX_JOBJECT) {
            if (jerr.code == SDX_ERR_NOMEM) {   /* not the line's fault */
                B_OOM(b);
                break;
            }
            /* A cut last line of an in-progress log is normal; anything else
             * is counted and reported with its position. */
            m->stats.bad_lines++;
            if (!m->stats.warning[0])
                snprintf(m->stats.warning, sizeof m->stats.warning,
                         "%.600s: line %llu (decompressed byte %llu) is not a JSON event%s: %.200s; skipped",
                         sdx_lines_file(lines), (unsigned long long)sdx_lines_lineno(lines),
                         (unsigned long long)sdx_lines_offset(lines),
                         sdx_lines_last_cut(lines) ? " (cut last line)" : "",
                         jerr.code != SDX_OK ? jerr.msg : "not an object");
            if (sdx_lines_last_cut(lines))
                m->stats.truncated = 1;
            continue;
        }
        m->stats.events++;
        dispatch(b, &doc, 0);
        if (doc.oom)   /* a string the handler could not read */
            B_OOM(b);
    progress:
        if (__builtin_expect(B_FAILED(b) || b->task_end.oom, 0))
            break;   /* out of memory: the model is dropped below */
        if (fn && m->stats.bytes >= next_progress) {
            fn(ctx, m->stats.bytes);
            next_progress += 64u << 20;
        }
        if (o->deadline_ms && m->stats.bytes >= next_deadline) {
            next_deadline = m->stats.bytes + (16u << 20);
            struct timespec ts;
            clock_gettime(CLOCK_MONOTONIC, &ts);
            if ((int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000 >= o->deadline_ms) {
                timed_out = 1;
                break;
            }
        }
    }
    uint64_t blank_bytes, blank = sdx_lines_blank(lines, &blank_bytes);
    m->stats.lines += blank;
    m->stats.bytes += blank_bytes;
    const char *long_msg;
    uint64_t nlong = sdx_lines_long_skipped(lines, &long_msg);
    if (nlong) {   /* lines over the reader's cap: not JSON events we read */
        m->stats.bad_lines += nlong;
        m->stats.lines += nlong;
        if (!m->stats.warning[0])
            snprintf(m->stats.warning, sizeof m->stats.warning, "%s", long_msg ? long_msg : "a line over the line cap was skipped");
    }
    const char *warn = sdx_lines_warning(lines);
    if (warn) {
        m->stats.truncated = 1;
        if (!m->stats.warning[0])
            snprintf(m->stats.warning, sizeof m->stats.warning, "%s", warn);
    }
    sdx_lines_close(lines);
    b->lines = NULL;
    if (pw)
        m->stats.ahead_decoded = pw->applied;
    prework_free(b, pw);
    sdx_jdoc_free(&doc);
    if (timed_out) {
        unsigned long long read = (unsigned long long)m->stats.bytes;
        model_builder_free(b, 1);
        return sdx_error_set(err, SDX_ERR_TIMEOUT, log->path, UINT64_MAX,
                             "the time limit was reached after %llu bytes of the log; nothing is kept", read);
    }
    if (rc < 0 && lerr.code == SDX_ERR_NOMEM)
        B_OOM(b);
    if (!B_FAILED(b) && !b->task_end.oom && finish(b) < 0)
        B_OOM(b);
    if (B_FAILED(b) || b->task_end.oom) {
        model_builder_free(b, 1);
        return sdx_error_nomem(err, log->path);
    }
    if (rc < 0) {
        m->stats.truncated = 1;
        *err = lerr;
        if (m->stats.events == 0) {
            model_builder_free(b, 1);
            return -1;
        }
    }
    *out = m;
    model_builder_free(b, 0);
    return 0;
}

/* The process's default flags (sdx_model_set_default_flags): 0 until set
 * or read; then DEFAULTS_FIXED | the flags, never written again. */
#define DEFAULTS_FIXED (1 << 30)
static atomic_int default_flags;

int sdx_model_set_default_flags(int flags)
{
    int expect = 0;
    return atomic_compare_exchange_strong(&default_flags, &expect, DEFAULTS_FIXED | (flags & ~DEFAULTS_FIXED))
               ? 0
               : -1;
}

static int with_defaults(int flags)
{
    int d = atomic_load_explicit(&default_flags, memory_order_relaxed);
    if (!d) {   /* first read: fix them (0 when nobody set them) */
        int expect = 0;
        atomic_compare_exchange_strong(&default_flags, &expect, DEFAULTS_FIXED);
        d = atomic_load(&default_flags);
    }
    return flags | (d & ~DEFAULTS_FIXED);
}

/* Decoding on the read-ahead thread (sdx_lines_set_work's mode):
 * SDX_NO_AHEAD_DECODE turns it off; SDX_AHEAD_DECODE_TEST reads every part
 * ahead (plain ones too) in 64 KiB chunks, each of them worked before it is
 * read, so that tests meet chunk boundaries and the worked path on small
 * logs. */
static int ahead_decode_mode(int flags, int *test)
{
    *test = (flags & SDX_AHEAD_DECODE_TEST) != 0;
    return *test ? 2 : (flags & SDX_NO_AHEAD_DECODE) ? 0 : 1;
}

/* The reader's share of the flags */
static void lines_options(sdx_lines *lines, int flags, int test)
{
    sdx_lines_set_options(lines, ((flags & SDX_NO_MMAP) ? SDX_IO_NO_MMAP : 0) |
                                     ((flags & SDX_NO_READAHEAD) ? SDX_IO_NO_READAHEAD : 0));
    if (test) {
        sdx_lines_set_readahead(lines, 1);
        sdx_lines_set_mmap(lines, 0);
    }
}

static int build_log(const sdx_logref *log, const sdx_build_options *o, sdx_model **out, sdx_error *err)
{
    sdx_error_clear(err);
    *out = NULL;
    sdx_lines *lines = NULL;
    sdx_build_options oo = *o;
    oo.flags = with_defaults(o->flags);
    int test, mode = ahead_decode_mode(oo.flags, &test);
    if (sdx_lines_open_ex(log, NULL, 0, test ? 65536 : SDX_LINES_BUF, &lines, err) < 0)
        return -1;
    if (o->max_line)
        sdx_lines_set_max_line(lines, o->max_line);
    lines_options(lines, oo.flags, test);
    return build_from_lines(lines, log, &oo, mode, out, err);
}

int sdx_model_build_progress(const sdx_logref *log, int flags, sdx_progress_fn fn, void *ctx,
                             sdx_model **out, sdx_error *err)
{
    sdx_build_options o = {.flags = flags, .progress = fn, .progress_ctx = ctx};
    return build_log(log, &o, out, err);
}

int sdx_model_build(const sdx_logref *log, int flags, sdx_model **out, sdx_error *err)
{
    sdx_build_options o = {.flags = flags};
    return build_log(log, &o, out, err);
}

int sdx_model_build_with(const sdx_logref *log, const sdx_build_options *opts, sdx_model **out, sdx_error *err)
{
    sdx_build_options none = {0};
    return build_log(log, opts ? opts : &none, out, err);
}

int sdx_model_build_mem(const void *data, size_t len, const char *name, int flags, sdx_model **out,
                        sdx_error *err)
{
    sdx_build_options o = {.flags = flags};
    return sdx_model_build_mem_with(data, len, name, &o, out, err);
}

int sdx_model_build_mem_with(const void *data, size_t len, const char *name, const sdx_build_options *opts,
                             sdx_model **out, sdx_error *err)
{
    sdx_build_options none = {0};
    if (!opts)
        opts = &none;
    sdx_error_clear(err);
    *out = NULL;
    sdx_lines *lines = NULL;
    int in_progress = name && strstr(name, ".inprogress") != NULL;
    if (sdx_lines_open_mem(data, len, name ? name : "<memory>", in_progress, &lines, err) < 0)
        return -1;
    char *nm = (char *)(name ? name : "<memory>");
    sdx_logpart part = {.path = nm, .codec = SDX_CODEC_AUTO, .size = len};
    sdx_logref log = {.path = nm, .name = nm, .layout = SDX_LAYOUT_FILE, .in_progress = in_progress,
                      .size = len, .parts = &part, .nparts = 1};
    sdx_build_options oo = *opts;
    oo.flags = with_defaults(opts->flags);
    int test, mode = ahead_decode_mode(oo.flags, &test);
    lines_options(lines, oo.flags, test);
    return build_from_lines(lines, &log, &oo, mode, out, err);
}
