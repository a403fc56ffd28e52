/*
 * chart.c: the task rows a chart draws (sdx_task_sample, model.h). In
 * streaming mode a stage attempt's tasks exist only until it is reduced, so
 * the builder offers every reduced stage attempt here: the `chart_stages`
 * that ran longest so far (submission to completion, ties by id, the order
 * of the report's heavy stages) keep up to `chart_tasks` rows each; one that
 * drops out of that set frees its rows. Memory stays at chart_stages x
 * chart_tasks rows whatever the log's size. In KEEP_TASKS mode a caller
 * samples a stage's kept tasks itself (sdx_stage_task_sample).
 */
#include <stdlib.h>
#include <string.h>

#include "model/internal.h"

/* Rows a sample always keeps, beyond which the rest is spread evenly. */
enum { KEEP_SLOWEST = 64, KEEP_READ = 32, KEEP_SPILL = 32, KEEP_FAILED = 64 };

static void row_of(const sdx_task *t, sdx_task_row *r)
{
    memset(r, 0, sizeof *r);
    r->task_id = t->task_id;
    r->launch_time = t->launch_time;
    r->duration = t->ended ? t->duration : -1;
    r->finish_time = t->ended && t->duration >= 0 ? t->launch_time + t->duration : -1;
    r->index = t->index;
    r->attempt = t->attempt;
    r->partition = t->partition_id;
    r->status = t->status;
    r->speculative = t->speculative;
    r->has_metrics = t->has_metrics;
    r->executor_id = t->executor_id;
    r->host = t->host;
    r->error = t->error;
    if (!t->has_metrics)
        return;
    const int64_t *m = t->m;
    int64_t dur = r->duration > 0 ? r->duration : 0;
    int64_t getting = t->result_fetch_start > 0 && dur > 0 ? t->launch_time + dur - t->result_fetch_start : 0;
    getting = getting > 0 ? getting : 0;
    int64_t run = m[SDX_TM_EXECUTOR_RUN_TIME] > 0 ? m[SDX_TM_EXECUTOR_RUN_TIME] : 0;
    int64_t deser = m[SDX_TM_EXECUTOR_DESERIALIZE_TIME] > 0 ? m[SDX_TM_EXECUTOR_DESERIALIZE_TIME] : 0;
    int64_t ser = m[SDX_TM_RESULT_SERIALIZATION_TIME] > 0 ? m[SDX_TM_RESULT_SERIALIZATION_TIME] : 0;
    int64_t sd = dur - run - deser - ser - getting;
    r->scheduler_delay = sd > 0 ? sd : 0;
    r->deserialize = deser;
    r->serialize = ser;
    r->getting_result = getting;
    r->shuffle_read_time = m[SDX_TM_SHUFFLE_FETCH_WAIT_TIME] > 0 ? m[SDX_TM_SHUFFLE_FETCH_WAIT_TIME] : 0;
    r->shuffle_write_time = m[SDX_TM_SHUFFLE_WRITE_TIME] > 0 ? m[SDX_TM_SHUFFLE_WRITE_TIME] / 1000000 : 0;
    int64_t comp = run - r->shuffle_read_time - r->shuffle_write_time;
    r->compute = comp > 0 ? comp : 0;
    r->gc = m[SDX_TM_JVM_GC_TIME] > 0 ? m[SDX_TM_JVM_GC_TIME] : 0;
    r->shuffle_read_bytes = sdx_sat_add(m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ], m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]);
    r->shuffle_write_bytes = m[SDX_TM_SHUFFLE_WRITE_BYTES];
    r->input_bytes = m[SDX_TM_INPUT_BYTES];
    r->spill_memory = m[SDX_TM_MEMORY_BYTES_SPILLED];
    r->spill_disk = m[SDX_TM_DISK_BYTES_SPILLED];
}

typedef struct keyed {
    int64_t key;
    uint32_t i;
} keyed;

static int cmp_keyed_desc(const void *a, const void *b)
{
    const keyed *x = a, *y = b;
    if (x->key != y->key)
        return x->key > y->key ? -1 : 1;
    return x->i < y->i ? -1 : x->i > y->i;
}

static int cmp_row(const void *a, const void *b)
{
    const sdx_task_row *x = a, *y = b;
    if (x->launch_time != y->launch_time)
        return x->launch_time < y->launch_time ? -1 : 1;
    return x->task_id < y->task_id ? -1 : x->task_id > y->task_id;
}

/* Mark the `k` tasks of largest key (key > 0) in keep[]. */
static void keep_top(const sdx_task *tasks, uint32_t n, uint8_t *keep, keyed *tmp, int what, uint32_t k)
{
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        const sdx_task *t = &tasks[i];
        int64_t key = 0;
        if (what == 0)
            key = t->ended ? t->duration : 0;
        else if (what == 1 && t->has_metrics)
            key = sdx_sat_add(t->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ], t->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]);
        else if (what == 2 && t->has_metrics)
            key = sdx_sat_add(t->m[SDX_TM_MEMORY_BYTES_SPILLED], t->m[SDX_TM_DISK_BYTES_SPILLED]);
        else if (what == 3)
            key = t->status == SDX_TASK_FAILED || t->status == SDX_TASK_KILLED ? (int64_t)(n - i) : 0;
        if (key > 0)
            tmp[m++] = (keyed){key, i};
    }
    qsort(tmp, m, sizeof *tmp, cmp_keyed_desc);
    for (uint32_t j = 0; j < m && j < k; j++)
        keep[tmp[j].i] = 1;
}

static sdx_task_sample *sample_of(const sdx_task *tasks, uint32_t n, uint32_t cap)
{
    if (!n)
        return NULL;
    uint32_t take = cap && n > cap ? cap : n;
    sdx_task_sample *s = sdx_xcalloc(1, sizeof *s + sizeof(sdx_task_row) * take);
    if (!s)
        return NULL;
    s->ntasks = n;
    s->rows = (sdx_task_row *)(s + 1);
    if (take == n) {
        for (uint32_t i = 0; i < n; i++)
            row_of(&tasks[i], &s->rows[i]);
        s->nrows = n;
    } else {
        uint8_t *keep = sdx_xcalloc(n, 1);
        keyed *tmp = sdx_xmalloc(sizeof *tmp * n);
        if (!keep || !tmp) {
            free(keep);
            free(tmp);
            free(s);
            return NULL;
        }
        uint32_t quota[4] = {KEEP_SLOWEST, KEEP_READ, KEEP_SPILL, KEEP_FAILED};
        for (int w = 0; w < 4; w++)
            keep_top(tasks, n, keep, tmp, w, quota[w] < take / 4 ? quota[w] : take / 4);
        uint32_t kept = 0;
        for (uint32_t i = 0; i < n; i++)
            kept += keep[i];
        /* fill up evenly over the rest, in launch order */
        uint32_t rest = n - kept, want = take > kept ? take - kept : 0;
        uint64_t acc = 0;
        for (uint32_t i = 0; i < n && want; i++) {
            if (keep[i])
                continue;
            acc += want;
            if (acc >= rest) {
                acc -= rest;
                keep[i] = 1;
            }
        }
        for (uint32_t i = 0; i < n && s->nrows < take; i++)
            if (keep[i])
                row_of(&tasks[i], &s->rows[s->nrows++]);
        free(keep);
        free(tmp);
    }
    qsort(s->rows, s->nrows, sizeof *s->rows, cmp_row);
    return s;
}

void sdx_task_sample_free(sdx_task_sample *t)
{
    free(t);
}

sdx_task_sample *sdx_stage_task_sample(const sdx_stage *s, uint32_t cap)
{
    const stage_slot *slot = s->internal_;
    if (slot && slot->tasks)
        return sample_of(slot->tasks, slot->ntasks, cap);
    return sample_of(s->tasks, s->ntasks, cap);
}

/* The stage's weight: its duration as the analysis computes it (to the
 * application's end when it did not complete), -1 unknown. */
static int64_t weight(const builder *b, const sdx_stage *st)
{
    if (!st->has_submission_time)
        return -1;
    int64_t to = st->has_completion_time ? st->completion_time : b->app_end_time;
    return to >= st->submission_time ? to - st->submission_time : -1;
}

/* x ranks before y (longer first, then lower stage id, then attempt). */
static int before(const builder *b, const sdx_stage *x, const sdx_stage *y)
{
    int64_t wx = weight(b, x), wy = weight(b, y);
    if (wx != wy)
        return wx > wy;
    if (x->stage_id != y->stage_id)
        return x->stage_id < y->stage_id;
    return x->attempt_id < y->attempt_id;
}

int model_chart_offer(builder *b, sdx_stage *st, const sdx_task *tasks, uint32_t n)
{
    if (!b->chart_stages || !n || weight(b, st) <= 0 || st->chart)
        return 0;
    if (!b->charted) {
        b->charted = sdx_xcalloc(b->chart_stages, sizeof *b->charted);
        if (!b->charted)
            return -1;
    }
    uint32_t slot = b->ncharted;
    if (b->ncharted == b->chart_stages) {
        uint32_t last = 0;   /* the one ranking last */
        for (uint32_t i = 1; i < b->ncharted; i++)
            if (before(b, b->charted[last], b->charted[i]))
                last = i;
        if (!before(b, st, b->charted[last]))
            return 0;
        slot = last;
    }
    sdx_task_sample *s = sample_of(tasks, n, b->chart_tasks);
    if (!s)
        return -1;
    if (slot < b->ncharted) {
        sdx_task_sample_free(b->charted[slot]->chart);
        b->charted[slot]->chart = NULL;
    } else {
        b->ncharted++;
    }
    b->charted[slot] = st;
    st->chart = s;
    return 0;
}
