/*
 * test_corpus.c: every event log of shared/corpus is read, in every codec
 * and layout, and the builder sees exactly the events and task ends that
 * corpus/INDEX.md counts (computed there with an independent JSON parser).
 * Also checks streaming mode frees tasks and that KEEP_TASKS keeps them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"

typedef struct row {
    char path[512];
    long events, task_ends;
} row;

/* Rows of the "Event logs" table: | `path` | version | id | codec | layout | lines | events | TaskEnd (..) | ... */
static int read_index(const char *shared, row *rows, int max)
{
    char p[1024];
    snprintf(p, sizeof p, "%s/corpus/INDEX.md", shared);
    FILE *f = fopen(p, "r");
    if (!f)
        return -1;
    char line[8192];
    int n = 0, in_table = 0;
    while (fgets(line, sizeof line, f) && n < max) {
        if (!strncmp(line, "## Event logs", 13))
            in_table = 1;
        else if (!strncmp(line, "## ", 3))
            in_table = 0;
        if (!in_table || strncmp(line, "| `", 3))
            continue;
        char *cols[16];
        int nc = 0;
        for (char *c = strtok(line + 1, "|"); c && nc < 16; c = strtok(NULL, "|"))
            cols[nc++] = c;
        if (nc < 8)
            continue;
        char *a = strchr(cols[0], '`'), *b = a ? strchr(a + 1, '`') : NULL;
        if (!a || !b)
            continue;
        snprintf(rows[n].path, sizeof rows[n].path, "%.*s", (int)(b - a - 1), a + 1);
        rows[n].events = strtol(cols[6], NULL, 10);
        rows[n].task_ends = strtol(cols[7], NULL, 10);
        n++;
    }
    fclose(f);
    return n;
}

TEST(corpus_counts_match_index)
{
    NEED_SHARED(shared);
    row rows[128];
    int n = read_index(shared, rows, 128);
    CHECK(n >= 40);
    int checked = 0;
    for (int i = 0; i < n; i++) {
        char p[2048];
        snprintf(p, sizeof p, "%.1024s/corpus/%.512s", shared, rows[i].path);
        sdx_loglist list;
        sdx_error err;
        if (sdx_logs_scan(p, &list, &err) < 0) {
            t_fail(__FILE__, __LINE__, "%s: scan failed: %s", rows[i].path, err.msg);
            continue;
        }
        if (list.n != 1) {
            t_fail(__FILE__, __LINE__, "%s: %zu logs found, expected 1", rows[i].path, list.n);
            sdx_loglist_free(&list);
            continue;
        }
        sdx_model *m = NULL;
        if (sdx_model_build(&list.logs[0], 0, &m, &err) < 0 || err.code != SDX_OK) {
            t_fail(__FILE__, __LINE__, "%s: build failed: %s", rows[i].path, err.msg);
        } else {
            if ((long)m->stats.events != rows[i].events || (long)m->stats.task_ends != rows[i].task_ends)
                t_fail(__FILE__, __LINE__, "%s: %llu events / %llu task ends, INDEX.md says %ld / %ld",
                       rows[i].path, (unsigned long long)m->stats.events,
                       (unsigned long long)m->stats.task_ends, rows[i].events, rows[i].task_ends);
            CHECK_EQ_INT(m->stats.bad_lines, 0);
            checked++;
        }
        sdx_model_free(m);
        sdx_loglist_free(&list);
    }
    printf("  corpus: %d of %d logs read with the counts of INDEX.md\n", checked, n);
}

static sdx_model *build_one(const char *path, int flags)
{
    sdx_loglist list;
    sdx_error err;
    if (sdx_logs_scan(path, &list, &err) < 0 || list.n != 1)
        return NULL;
    sdx_model *m = NULL;
    sdx_model_build(&list.logs[0], flags, &m, &err);
    sdx_loglist_free(&list);
    return m;
}

TEST(streaming_mode_reduces_stages)
{
    NEED_SHARED(shared);
    char p[1024];
    snprintf(p, sizeof p, "%s/corpus/spark-events/local-1430917381534", shared);
    sdx_model *s = build_one(p, 0), *k = build_one(p, SDX_KEEP_TASKS);
    CHECK(s && k);
    if (!s || !k)
        return;
    CHECK_EQ_INT(s->nstages, k->nstages);
    for (uint32_t i = 0; i < s->nstages && i < k->nstages; i++) {
        const sdx_stage *a = s->stages[i], *b = k->stages[i];
        CHECK(a->tasks == NULL && a->summary != NULL);
        CHECK(b->ntasks > 0);
        /* the streaming summary equals taskSummary over the kept tasks */
        double out[SDX_TS_COUNT * SDX_SUMMARY_NQ];
        int64_t count = sdx_stage_task_summary(b, sdx_summary_quantiles, SDX_SUMMARY_NQ, out);
        CHECK_EQ_INT(a->summary->count, count);
        for (int q = 0; q < SDX_SUMMARY_NQ; q++) {
            CHECK(a->summary->duration[q] == out[(size_t)SDX_TS_DURATION * SDX_SUMMARY_NQ + q]);
            CHECK(a->summary->m[SDX_TM_EXECUTOR_RUN_TIME][q] ==
                  out[(size_t)SDX_TM_EXECUTOR_RUN_TIME * SDX_SUMMARY_NQ + q]);
        }
        for (int j = 0; j < SDX_TM_COUNT; j++)
            CHECK_EQ_INT(a->m[j], b->m[j]);
    }
    /* stage 0: 100 successful tasks whose slowest took 435 ms (expectation files) */
    const sdx_stage *st = sdx_model_stage(s, 0, 0);
    CHECK(st && st->summary && st->summary->count == 100);
    if (st && st->summary)
        CHECK_EQ_INT(st->summary->top[0].duration, 435);
    sdx_model_free(s);
    sdx_model_free(k);
}

TEST(quantile_index_rule)
{
    /* min(floor(q * count), count - 1): the upper median, no interpolation */
    CHECK_EQ_INT(sdx_quantile_index(0.5, 4), 2);
    CHECK_EQ_INT(sdx_quantile_index(1.0, 4), 3);
    CHECK_EQ_INT(sdx_quantile_index(0.0, 4), 0);
    CHECK_EQ_INT(sdx_quantile_index(0.99, 100), 99);
    CHECK_EQ_INT(sdx_quantile_index(0.01, 100), 1);
    CHECK_EQ_INT(sdx_quantile_index(0.25, 1), 0);
}
