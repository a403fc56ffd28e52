/*
 * test_threads.c: the library keeps no mutable state of its own (issue 11),
 * so models and reports built on several threads at once are the ones built
 * on one. Four different real Spark logs (tests/spark/logs: zstd, lz4, a
 * rolling zstd log and an uncompressed one with failures) are built (model,
 * then report, rendered as JSON) once each on this thread; then 4 threads
 * build one log each, all at the same time, for several rounds (each thread
 * takes a different log every round), and every JSON text must equal the
 * single-threaded one byte for byte. `make tsan` runs this binary under
 * ThreadSanitizer (build-tsan/), which also fails on any data race.
 * This binary never asks for the SIGBUS guard: after all those builds, no
 * signal handler may have been installed behind its back.
 */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#define NLOGS 4
#define ROUNDS 3

static const char *const logs[NLOGS] = {
    "tests/spark/logs/codecs/codec_zstd_s01_skew_join.zstd",
    "tests/spark/logs/codecs/codec_lz4_s35_healthy.lz4",
    "tests/spark/logs/rolling/eventlog_v2_rolling_zstd_s06_too_many_partitions",
    "tests/spark/logs/v35/v35_none_s13_deterministic_failure",
};

/* The report of one log as JSON text (malloc'd), or NULL. */
static char *report_json(const char *path)
{
    sdx_loglist L;
    sdx_error err;
    if (sdx_logs_scan(path, &L, &err) < 0)
        return NULL;
    char *text = NULL;
    sdx_model *m = NULL;
    if (L.n == 1 && sdx_model_build(&L.logs[0], 0, &m, &err) == 0 && m) {
        sdx_report *r = NULL;
        if (sdx_report_build(m, NULL, &r, &err) == 0 && r) {
            sdx_buf b;
            sdx_buf_init(&b);
            sdx_report_render_json(r, &b, 1);
            if (!sdx_buf_failed(&b))
                text = strdup(sdx_buf_cstr(&b));
            sdx_buf_free(&b);
        }
        sdx_report_free(r);
    }
    sdx_model_free(m);
    sdx_loglist_free(&L);
    return text;
}

typedef struct job {
    pthread_t th;
    int log;
    char *text;
} job;

static void *run(void *arg)
{
    job *j = arg;
    j->text = report_json(logs[j->log]);
    return NULL;
}

TEST(threads_reports_equal_single_thread)
{
    char *ref[NLOGS];
    for (int i = 0; i < NLOGS; i++) {
        ref[i] = report_json(logs[i]);
        CHECK(ref[i] != NULL);
        if (!ref[i])
            return;
        CHECK(strlen(ref[i]) > 1000);   /* a real report, with stages and findings */
    }
    /* the four are different logs: four different texts */
    for (int i = 0; i < NLOGS; i++)
        for (int k = i + 1; k < NLOGS; k++)
            CHECK(strcmp(ref[i], ref[k]) != 0);
    int same = 0, runs = 0;
    for (int round = 0; round < ROUNDS; round++) {
        job jobs[NLOGS];
        for (int i = 0; i < NLOGS; i++) {
            jobs[i].log = (i + round) % NLOGS;
            jobs[i].text = NULL;
            CHECK_EQ_INT(pthread_create(&jobs[i].th, NULL, run, &jobs[i]), 0);
        }
        for (int i = 0; i < NLOGS; i++) {
            pthread_join(jobs[i].th, NULL);
            runs++;
            if (jobs[i].text && !strcmp(jobs[i].text, ref[jobs[i].log]))
                same++;
            else
                t_fail(__FILE__, __LINE__, "round %d: %s built on a thread differs from the single-threaded report",
                       round, logs[jobs[i].log]);
            free(jobs[i].text);
        }
    }
    CHECK_EQ_INT(same, NLOGS * ROUNDS);
    CHECK_EQ_INT(runs, NLOGS * ROUNDS);
    for (int i = 0; i < NLOGS; i++)
        free(ref[i]);
}

/* Runs after the test above (registration order): the library installed no
 * SIGBUS handler, since this program never called sdx_io_install_sigbus_guard. */
TEST(threads_no_signal_handler_unasked)
{
    /* KEEP_TASKS (no fast path, no decoding ahead): the path that maps a
     * plain file of 1 MiB and more when the guard is there */
    /* whatever handler there was before (SIG_DFL; a sanitizer's under ASan)
     * must be the one after */
    struct sigaction before, old;
    CHECK_EQ_INT(sigaction(SIGBUS, NULL, &before), 0);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan("tests/spark/logs/codecs/codec_none_s01_skew_join", &L, &err), 0);
    sdx_model *m = NULL;
    CHECK(L.n == 1 && sdx_model_build(&L.logs[0], SDX_KEEP_TASKS, &m, &err) == 0 && m && m->nstages > 0);
    sdx_model_free(m);
    sdx_loglist_free(&L);
    CHECK_EQ_INT(sigaction(SIGBUS, NULL, &old), 0);
    CHECK((old.sa_flags & SA_SIGINFO) == (before.sa_flags & SA_SIGINFO));
    CHECK(old.sa_flags & SA_SIGINFO ? old.sa_sigaction == before.sa_sigaction : old.sa_handler == before.sa_handler);
}
