/*
 * test_rest_deferred.c: answering with the models built outside the
 * context (sdx_rest_get_deferred, sdx_rest_load_run, sdx_rest_load_install:
 * how `sparkdx serve` keeps its lock short) gives the bytes sdx_rest_get
 * gives; a load whose log changed is dropped; a build past its deadline
 * fails with SDX_ERR_TIMEOUT and keeps nothing. Real Spark logs of
 * tests/spark/logs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/rest.h"

#define DIR_V4 "tests/spark/logs/v4"
#define APP_LOG DIR_V4 "/eventlog_v2_s01_skew_join"

static char *app_id_of(const char *log)
{
    sdx_rest *r = NULL;
    sdx_error err;
    if (sdx_rest_open(log, &r, &err) < 0)
        return NULL;
    sdx_buf b;
    sdx_buf_init(&b);
    const char *w;
    sdx_rest_get(r, "applications", &b, &w);
    const char *p = strstr(sdx_buf_cstr(&b), "\"id\" : \"");
    char *id = NULL;
    if (p) {
        p += 8;
        const char *q = strchr(p, '"');
        id = q ? strndup(p, (size_t)(q - p)) : NULL;
    }
    sdx_buf_free(&b);
    sdx_rest_close(r);
    return id;
}

/* Every endpoint kind answers the same deferred (load, run, install, ask
 * again) as built in place, and a loaded model needs no second load. */
TEST(deferred_answers_equal_direct_ones)
{
    char *id = app_id_of(APP_LOG);
    CHECK(id != NULL);
    if (!id)
        return;
    const char *subs[] = {"jobs", "stages", "stages/2/0/taskList?length=3", "executors", "sql/0", "environment"};
    for (size_t k = 0; k < sizeof subs / sizeof subs[0]; k++) {
        char path[256];
        snprintf(path, sizeof path, "applications/%s/%s", id, subs[k]);
        sdx_rest *direct = NULL, *live = NULL;
        sdx_error err;
        CHECK_EQ_INT(sdx_rest_open(APP_LOG, &direct, &err), 0);
        CHECK_EQ_INT(sdx_rest_open_live(APP_LOG, NULL, 4, &live, &err), 0);
        if (!direct || !live) {
            sdx_rest_close(direct);
            sdx_rest_close(live);
            continue;
        }
        sdx_buf want, got;
        sdx_buf_init(&want);
        sdx_buf_init(&got);
        const char *w;
        int s1 = sdx_rest_get(direct, path, &want, &w);
        sdx_rest_load *load = NULL;
        int s2 = sdx_rest_get_deferred(live, path, &got, &w, &load);
        CHECK_EQ_INT(s2, 0);
        CHECK(load != NULL && got.len == 0);
        if (load) {
            CHECK(strstr(sdx_rest_load_key(load), "eventlog_v2_s01_skew_join") != NULL);
            CHECK_EQ_INT(sdx_rest_load_run(load, 0, &err), 0);
            CHECK_EQ_INT(sdx_rest_load_install(live, load), 1);
            load = NULL;
            s2 = sdx_rest_get_deferred(live, path, &got, &w, &load);
            CHECK(load == NULL);
            sdx_rest_load_free(load);
        }
        CHECK_EQ_INT(s2, s1);
        if (got.len != want.len || memcmp(sdx_buf_cstr(&got), sdx_buf_cstr(&want), want.len))
            t_fail(__FILE__, __LINE__, "%s: the deferred answer differs from the direct one", path);
        sdx_buf_free(&want);
        sdx_buf_free(&got);
        sdx_rest_close(direct);
        sdx_rest_close(live);
    }
    free(id);
}

/* A load built for a log that a rescan then saw change is not installed. */
TEST(a_load_of_a_changed_log_is_dropped)
{
    char dir[] = "/tmp/sdx-deferred-XXXXXX";
    if (!mkdtemp(dir)) {
        t_fail(__FILE__, __LINE__, "mkdtemp");
        return;
    }
    char dst[512], cmd[1200];
    snprintf(dst, sizeof dst, "%s/eventlog_v2_s01_skew_join", dir);
    snprintf(cmd, sizeof cmd, "cp -r %s %s", APP_LOG, dst);
    CHECK_EQ_INT(system(cmd), 0);
    char *id = app_id_of(dst);
    sdx_rest *live = NULL;
    sdx_error err;
    CHECK(id != NULL);
    CHECK_EQ_INT(sdx_rest_open_live(dir, NULL, 4, &live, &err), 0);
    if (id && live) {
        char path[256];
        snprintf(path, sizeof path, "applications/%s/jobs", id);
        sdx_buf b;
        sdx_buf_init(&b);
        const char *w;
        sdx_rest_load *load = NULL;
        CHECK_EQ_INT(sdx_rest_get_deferred(live, path, &b, &w, &load), 0);
        CHECK(load != NULL);
        if (load) {
            CHECK_EQ_INT(sdx_rest_load_run(load, 0, &err), 0);
            /* the log grows (an appended blank line) and the context rescans */
            char part[800];
            snprintf(cmd, sizeof cmd, "ls %s | grep events_ | head -1", dst);
            FILE *p = popen(cmd, "r");
            char name[256] = "";
            if (p && fgets(name, sizeof name, p))
                name[strcspn(name, "\n")] = 0;
            if (p)
                pclose(p);
            snprintf(part, sizeof part, "%s/%s", dst, name);
            struct stat st0;
            stat(part, &st0);
            FILE *f = fopen(part, "ab");
            if (f) {
                fputc('\0', f);   /* a byte more: size and time change */
                fclose(f);
            }
            size_t changed = 0;
            CHECK_EQ_INT(sdx_rest_refresh(live, &changed, &err), 0);
            CHECK(changed >= 1);
            CHECK_EQ_INT(sdx_rest_load_install(live, load), 0);
            CHECK_EQ_INT(sdx_rest_loaded(live), 0);
        }
        sdx_buf_free(&b);
    }
    sdx_rest_close(live);
    free(id);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
}

/* A deadline already past stops the build at its first check (16 MiB
 * read): a 20 MiB log fails with SDX_ERR_TIMEOUT and keeps nothing; the
 * same log without a deadline builds. */
TEST(a_build_past_its_deadline_times_out)
{
    const char *head = "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\","
                       "\"Timestamp\":1000,\"User\":\"u\"}\n";
    const char *line = "{\"Event\":\"org.example.CustomEvent\",\"payload\":\"0123456789012345678901234567\"}\n";
    size_t hl = strlen(head), ll = strlen(line), n = (20u << 20) / ll;
    char *log = malloc(hl + n * ll + 1);
    if (!log) {
        t_fail(__FILE__, __LINE__, "malloc");
        return;
    }
    memcpy(log, head, hl);
    for (size_t i = 0; i < n; i++)
        memcpy(log + hl + i * ll, line, ll);
    size_t len = hl + n * ll;
    sdx_model *m = NULL;
    sdx_error err;
    sdx_build_options o = {.deadline_ms = 1};   /* CLOCK_MONOTONIC 1 ms: long past */
    CHECK_EQ_INT(sdx_model_build_mem_with(log, len, "big", &o, &m, &err), -1);
    CHECK(m == NULL);
    CHECK_EQ_INT(err.code, SDX_ERR_TIMEOUT);
    CHECK(strstr(err.msg, "time limit") != NULL);
    sdx_build_options none = {0};
    CHECK_EQ_INT(sdx_model_build_mem_with(log, len, "big", &none, &m, &err), 0);
    CHECK(m != NULL && m->stats.bytes == len);
    sdx_model_free(m);
    free(log);
}
