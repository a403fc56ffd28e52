/*
 * test_chart.c: the task rows the model keeps for charts
 * (sdx_build_options.chart_stages / chart_tasks) and the summaries'
 * histograms, on the bundled example (stage 2: 32 tasks, partition 29 the
 * straggler, 4.0 s against a 228 ms median).
 */
#include <stdlib.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"

#define EXAMPLE "examples/eventlog_v2_s01_skew_join"

static sdx_model *build(uint32_t stages, uint32_t tasks, int flags)
{
    sdx_loglist l;
    sdx_error err;
    if (sdx_logs_scan(EXAMPLE, &l, &err) < 0 || l.n != 1)
        return NULL;
    sdx_build_options o = {.flags = flags, .chart_stages = stages, .chart_tasks = tasks};
    sdx_model *m = NULL;
    if (sdx_model_build_with(&l.logs[0], &o, &m, &err) < 0)
        m = NULL;
    sdx_loglist_free(&l);
    return m;
}

TEST(chart_keeps_the_longest_stage_only)
{
    sdx_model *m = build(1, 1000, 0);
    CHECK(m != NULL);
    if (!m)
        return;
    int charted = 0;
    for (uint32_t i = 0; i < m->nstages; i++)
        if (m->stages[i]->chart) {
            charted++;
            CHECK_EQ_INT(m->stages[i]->stage_id, 2);   /* 8.5 s, the longest */
            CHECK_EQ_INT(m->stages[i]->chart->nrows, 32);
            CHECK_EQ_INT(m->stages[i]->chart->ntasks, 32);
        }
    CHECK_EQ_INT(charted, 1);
    sdx_model_free(m);
}

TEST(chart_sample_keeps_the_straggler_in_launch_order)
{
    sdx_model *m = build(3, 10, 0);
    CHECK(m != NULL);
    if (!m)
        return;
    sdx_stage *s = sdx_model_stage(m, 2, 0);
    CHECK(s && s->chart);
    if (!s || !s->chart) {
        sdx_model_free(m);
        return;
    }
    CHECK_EQ_INT(s->chart->nrows, 10);
    CHECK_EQ_INT(s->chart->ntasks, 32);
    int straggler = 0;
    for (uint32_t i = 0; i < s->chart->nrows; i++) {
        const sdx_task_row *r = &s->chart->rows[i];
        if (i)
            CHECK(r->launch_time >= s->chart->rows[i - 1].launch_time);
        if (r->partition == 29) {
            straggler = 1;
            CHECK(r->duration == s->summary->top[0].duration);
            CHECK(r->spill_memory > 0);
            /* the segments add up to the duration (scheduler delay is the rest) */
            int64_t sum = r->scheduler_delay + r->deserialize + r->shuffle_read_time + r->compute +
                          r->shuffle_write_time + r->serialize + r->getting_result;
            CHECK(sum >= r->duration - 2 && sum <= r->duration + 2);
        }
    }
    CHECK(straggler);
    /* three stages asked for, three with tasks in the log */
    int charted = 0;
    for (uint32_t i = 0; i < m->nstages; i++)
        charted += m->stages[i]->chart != NULL;
    CHECK_EQ_INT(charted, 3);
    sdx_model_free(m);
}

TEST(histograms_count_every_task)
{
    sdx_model *m = build(0, 0, 0);
    CHECK(m != NULL);
    if (!m)
        return;
    sdx_stage *s = sdx_model_stage(m, 2, 0);
    CHECK(s && s->summary && !s->chart);
    if (s && s->summary) {
        int64_t nd = 0, nr = 0;
        for (int i = 0; i < SDX_HIST_BINS; i++) {
            nd += s->summary->hist_duration[i];
            nr += s->summary->hist_read[i];
        }
        CHECK_EQ_INT(nd, s->summary->count);
        CHECK_EQ_INT(nr, s->summary->count);
        CHECK_EQ_INT(s->summary->hist_duration_max, s->summary->top[0].duration);
        CHECK_EQ_INT(s->summary->hist_duration[SDX_HIST_BINS - 1], 1);   /* the straggler alone */
        CHECK_EQ_INT(s->summary->hist_read[SDX_HIST_BINS - 1], 1);
    }
    sdx_model_free(m);
}

TEST(keep_tasks_samples_at_render_time)
{
    sdx_model *m = build(0, 0, SDX_KEEP_TASKS);
    CHECK(m != NULL);
    if (!m)
        return;
    sdx_stage *s = sdx_model_stage(m, 2, 0);
    CHECK(s != NULL);
    sdx_task_sample *t = s ? sdx_stage_task_sample(s, 5) : NULL;
    CHECK(t && t->nrows == 5 && t->ntasks == 32);
    int straggler = 0;
    for (uint32_t i = 0; t && i < t->nrows; i++)
        straggler |= t->rows[i].partition == 29;
    CHECK(straggler);
    sdx_task_sample_free(t);
    sdx_model_free(m);
}
