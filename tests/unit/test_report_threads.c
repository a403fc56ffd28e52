/*
 * test_report_threads.c: the analysis, rules, report and render layers keep
 * no static mutable state, so reports of different logs built on 4 threads
 * at once give the bytes a single thread gives. The models are built first
 * (one per log, on the main thread); each thread then builds, renders (text,
 * md, json) and frees the report of every model several times, starting at
 * a different model.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#define MAX_LOGS 8
#define THREADS 4
#define ROUNDS 3

typedef struct {
    sdx_model *m[MAX_LOGS];
    char *want[MAX_LOGS];
    int n;
} corpus;

typedef struct {
    corpus *c;
    int id, bad;
} worker;

static char *render(const sdx_model *m)
{
    sdx_report *r = NULL;
    sdx_error err;
    if (sdx_report_build(m, NULL, &r, &err) < 0)
        return NULL;
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_report_render_text(r, &b, 0, 100);
    sdx_report_render_md(r, &b);
    sdx_report_render_json(r, &b, 1);
    char *s = strdup(sdx_buf_cstr(&b));
    sdx_buf_free(&b);
    sdx_report_free(r);
    return s;
}

static void *run(void *arg)
{
    worker *w = arg;
    for (int round = 0; round < ROUNDS; round++)
        for (int k = 0; k < w->c->n; k++) {
            int i = (k + w->id) % w->c->n;
            char *got = render(w->c->m[i]);
            if (!got || strcmp(got, w->c->want[i]))
                w->bad++;
            free(got);
        }
    return NULL;
}

static void add_log(corpus *c, const char *path)
{
    sdx_loglist l;
    sdx_error err;
    if (c->n >= MAX_LOGS || sdx_logs_scan(path, &l, &err) < 0)
        return;
    for (uint32_t i = 0; i < l.n && c->n < MAX_LOGS; i++) {
        sdx_model *m = NULL;
        if (sdx_model_build(&l.logs[i], 0, &m, &err) == 0)
            c->m[c->n++] = m;
    }
    sdx_loglist_free(&l);
}

TEST(reports_on_four_threads_match_one_thread)
{
    corpus c = {{0}, {0}, 0};
    add_log(&c, "examples");
    add_log(&c, "tests/golden/report_s13_deterministic_failure/eventlog_v2_s13_deterministic_failure");
    add_log(&c, "tests/golden/report_s05_too_few_partitions/eventlog_v2_s05_too_few_partitions");
    add_log(&c, "tests/spark/logs/rolling");
    if (c.n < 3)
        SKIP("logs missing");
    for (int i = 0; i < c.n; i++) {
        c.want[i] = render(c.m[i]);
        CHECK(c.want[i] != NULL);
        if (!c.want[i])
            return;
    }
    /* the logs differ, so a report leaking into another would show */
    CHECK(strcmp(c.want[0], c.want[1]) != 0);
    pthread_t t[THREADS];
    worker w[THREADS];
    for (int i = 0; i < THREADS; i++) {
        w[i] = (worker){&c, i, 0};
        CHECK_EQ_INT(pthread_create(&t[i], NULL, run, &w[i]), 0);
    }
    int bad = 0;
    for (int i = 0; i < THREADS; i++) {
        pthread_join(t[i], NULL);
        bad += w[i].bad;
    }
    CHECK_EQ_INT(bad, 0);
    for (int i = 0; i < c.n; i++) {
        free(c.want[i]);
        sdx_model_free(c.m[i]);
    }
}
