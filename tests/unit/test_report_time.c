/*
 * test_report_time.c: "where the time goes" per SQL execution (query,
 * then job, then stage, then operator), the node ids of the plan findings,
 * and impact along the critical path (a stage off its job's chain saves no
 * wall clock; chains of logs without parent ids), on the project's real
 * Spark logs and real cluster / corpus logs (../shared, skipped when
 * absent).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "harness.h"
#include "sparkdx/analysis.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"
#include "sparkdx/sqlview.h"

#define LOGS "tests/spark/logs/v4/"
#define DATABRICKS "../shared/corpus/clusters/synccomputingcode__spark_log_parser/databricks.zip"

static const sdx_report_query_op *op_of(const sdx_report_query *q, int64_t node_id)
{
    for (uint32_t i = 0; i < q->nops; i++)
        if (q->ops[i].node_id == node_id)
            return &q->ops[i];
    return NULL;
}

/* s20 explosion: one execution holds 78% of the wall clock; its hot
 * operators are the ones sparkdx sql marks, with the node ids the finding
 * points at; its jobs and heavy stages are the report's. */
TEST(s20_explosion_query_names_the_join_node)
{
    sdx_model *m;
    sdx_report *r = t_report_path(LOGS "eventlog_v2_s20_join_fanout-explosion", &m);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK_EQ_INT(r->nqueries, 1);
    if (r->nqueries) {
        const sdx_report_query *q = &r->queries[0];
        CHECK_EQ_INT(q->sql_id, 0);
        CHECK(q->wall_share > 0.5 && q->wall_share <= 1);
        CHECK_EQ_INT(q->njob_ids, 8);
        for (uint32_t i = 1; i < q->njob_ids; i++)
            CHECK(q->job_ids[i - 1] < q->job_ids[i]);
        /* every heavy stage of the report belongs to this one execution */
        CHECK_EQ_INT(q->nheavy_stages, r->nstages);
        const sdx_report_query_op *j = op_of(q, 23);
        CHECK(j != NULL);
        if (j) {
            CHECK(!strcmp(j->name, "SortMergeJoin"));
            CHECK_EQ_INT(j->rows_out, 9609600);
            CHECK_EQ_INT(j->rows_in, 620000);
            CHECK(strstr(j->why, "9,609,600 rows out of 620,000 in") != NULL);
            CHECK(j->nstage_ids == 1 && j->stage_ids[0] == 6);
        }
        CHECK(q->nwrites == 1 && strstr(q->writes[0], "382 rows") != NULL);
    }
    /* the first finding is the join's, with the same node id */
    CHECK(r->nfindings >= 1);
    if (r->nfindings) {
        CHECK(!strcmp(r->findings[0].id, "join.fanout"));
        CHECK_EQ_INT(r->findings[0].where.sql, 0);
        CHECK_EQ_INT(r->findings[0].where.node_id, 23);
    }
    /* every job line names its execution */
    for (uint32_t i = 0; i < r->njobs; i++)
        CHECK_EQ_INT(r->jobs[i].sql_id, 0);
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_report_render_text(r, &b, 0, 100);
    const char *t = sdx_buf_cstr(&b);
    const char *where = strstr(t, "WHERE THE TIME GOES");
    const char *sql = strstr(t, "\n  sql 0 ");
    const char *job = strstr(t, "\n  job ");
    const char *stage = strstr(t, "\n  stage  ");
    CHECK(where && sql && job && stage && where < sql && sql < job && job < stage);
    CHECK(strstr(t, "hot operator: node ") != NULL);
    CHECK(strstr(t, "findings: 1 join.fanout") != NULL);
    CHECK(strstr(t, "SortMergeJoin node 23") != NULL);
    sdx_buf_free(&b);
    sdx_buf_init(&b);
    sdx_report_render_json(r, &b, 0);
    json_error_t je;
    json_t *root = json_loads(sdx_buf_cstr(&b), 0, &je);
    CHECK(root != NULL);
    if (root) {
        json_t *qs = json_object_get(json_object_get(root, "time"), "queries");
        CHECK(json_is_array(qs) && json_array_size(qs) == 1);
        json_t *q0 = json_array_get(qs, 0);
        CHECK(json_integer_value(json_object_get(q0, "sql")) == 0);
        json_t *f0 = json_array_get(json_object_get(root, "findings"), 0);
        json_t *wh = json_object_get(f0, "where");
        CHECK(json_integer_value(json_object_get(wh, "node_id")) == 23);
        json_t *fr = json_array_get(json_object_get(q0, "findings"), 0);
        CHECK(json_integer_value(json_object_get(fr, "rank")) == 1);
        json_decref(root);
    }
    sdx_buf_free(&b);
    sdx_report_free(r);
    sdx_model_free(m);
}

/* The executions listed are exactly those at or above query.heavy_share of
 * the wall clock or of the task time (at most 5), heaviest first: checked
 * against the sql view on every v4 log. */
TEST(queries_are_the_heavy_executions_of_the_sql_view)
{
    static const char *const logs[] = {
        "eventlog_v2_s01_skew_join", "eventlog_v2_s07_spill", "eventlog_v2_s10_input_small_files",
        "eventlog_v2_s17_python_udf", "eventlog_v2_s24_recompute", "eventlog_v2_s25_debug_action",
        "eventlog_v2_s26_cache", "eventlog_v2_s32_diff_nonlinear", "eventlog_v2_s35_healthy",
    };
    for (size_t k = 0; k < sizeof logs / sizeof logs[0]; k++) {
        char path[256];
        snprintf(path, sizeof path, LOGS "%s", logs[k]);
        sdx_model *m;
        sdx_report *r = t_report_path(path, &m);
        CHECK(r != NULL);
        if (!r)
            continue;
        sdx_sqlview *v = NULL;
        sdx_error err;
        CHECK_EQ_INT(sdx_sqlview_build(sdx_report_analysis(r), NULL, &v, &err), 0);
        uint32_t want = 0;
        for (uint32_t i = 0; v && i < v->nexecs && want < 5; i++)
            if (v->execs[i].wall_share >= 0.10 || v->execs[i].task_share >= 0.10) {
                if (want < r->nqueries)
                    CHECK_EQ_INT(r->queries[want].sql_id, v->execs[i].id);
                want++;
            }
        if (r->nqueries != want)
            t_fail(__FILE__, __LINE__, "%s: %u queries, the view has %u heavy executions", logs[k], r->nqueries,
                   want);
        for (uint32_t i = 0; i < r->nqueries; i++) {
            const sdx_report_query *q = &r->queries[i];
            CHECK(q->nops <= 3);
            for (uint32_t o = 0; o < q->nops; o++)
                CHECK(q->ops[o].node_id >= 0 && q->ops[o].why && q->ops[o].why[0]);
            /* a heavy stage listed here is one of the execution's stages */
            for (uint32_t h = 0; h < q->nheavy_stages; h++) {
                int in = 0;
                for (uint32_t s = 0; s < q->nstage_ids; s++)
                    in |= q->stage_ids[s] == q->heavy_stages[h];
                CHECK(in);
            }
        }
        sdx_sqlview_free(v);
        sdx_report_free(r);
        sdx_model_free(m);
    }
}

/* A log without SQL has no query section, and its text says nothing of one. */
TEST(no_sql_no_queries)
{
    sdx_model *m;
    sdx_report *r = t_report_path("../shared/corpus/clusters/datamechanics__delight/example_spark_event_log.txt", &m);
    if (!r) {
        printf("SKIP no_sql_no_queries: ../shared is absent\n");
        return;
    }
    CHECK_EQ_INT(m->nsql, 0);
    CHECK_EQ_INT(r->nqueries, 0);
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_report_render_text(r, &b, 0, 100);
    CHECK(strstr(sdx_buf_cstr(&b), "\n  sql ") == NULL);
    sdx_buf_free(&b);
    sdx_report_free(r);
    sdx_model_free(m);
}

/* Databricks: the same CSV read with the same columns by five plan nodes is one line with the
 * nodes and the count, and the hot operators all have graph node ids. */
TEST(databricks_repeated_scans_are_one_line)
{
    if (access(DATABRICKS, R_OK)) {
        printf("SKIP databricks_repeated_scans_are_one_line: ../shared is absent\n");
        return;
    }
    sdx_model *m;
    sdx_report *r = t_report_path(DATABRICKS, &m);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK(r->nqueries >= 1);
    int seen = 0;
    for (uint32_t i = 0; i < r->nqueries; i++)
        for (uint32_t k = 0; k < r->queries[i].nreads; k++)
            if (strstr(r->queries[i].reads[k], "5 scans") && strstr(r->queries[i].reads[k], " each"))
                seen = 1;
    CHECK(seen);
    sdx_report_free(r);
    sdx_model_free(m);
}

/* The example log with every line as it is, but `from` replaced by `to`. */
static char *example_with(const char *from, const char *to, size_t *len)
{
    sdx_loglist l;
    sdx_error err;
    if (sdx_logs_scan("examples/eventlog_v2_s01_skew_join", &l, &err) < 0 || l.n != 1)
        return NULL;
    sdx_lines *rd = NULL;
    sdx_buf b;
    sdx_buf_init(&b);
    if (sdx_lines_open(&l.logs[0], &rd, &err) == 0) {
        const char *line;
        size_t n;
        while (sdx_lines_next(rd, &line, &n, &err) > 0) {
            for (size_t i = 0; i < n;) {
                size_t fl = strlen(from);
                if (i + fl <= n && !memcmp(line + i, from, fl)) {
                    sdx_buf_puts(&b, to);
                    i += fl;
                } else {
                    sdx_buf_putc(&b, line[i++]);
                }
            }
            sdx_buf_putc(&b, '\n');
        }
        sdx_lines_close(rd);
    }
    sdx_loglist_free(&l);
    *len = b.len;
    char *out = b.len ? strdup(sdx_buf_cstr(&b)) : NULL;
    sdx_buf_free(&b);
    return out;
}

/* Impact along the critical path: the example's skewed join stage 2 is on
 * its job's chain (1 > 2 > 3, measured impact); with stage 3's parent
 * named as stage 1 instead, stage 2 no longer decides when the job ends,
 * and the same skew saves no wall clock: its impact is 0, its severity at
 * most low, and its own saving is quoted against it. */
TEST(a_stage_off_the_critical_path_saves_no_wall_clock)
{
    sdx_model *m;
    sdx_report *r = t_report_path("examples/eventlog_v2_s01_skew_join", &m);
    CHECK(r != NULL);
    if (!r)
        return;
    const sdx_finding *on = NULL;
    for (uint32_t i = 0; i < r->nfindings; i++)
        if (!strcmp(r->findings[i].id, "skew.join"))
            on = &r->findings[i];
    CHECK(on && on->where.stage == 2 && on->impact_ms > 0 && !on->off_critical);
    int64_t saving = on ? on->impact_ms : 0;
    sdx_report_free(r);
    sdx_model_free(m);

    size_t len = 0;
    char *log = example_with("\"Parent IDs\":[2]", "\"Parent IDs\":[1]", &len);
    CHECK(log != NULL);
    if (!log)
        return;
    sdx_error err;
    m = NULL;
    CHECK_EQ_INT(sdx_model_build_mem(log, len, "moved", 0, &m, &err), 0);
    r = NULL;
    if (m)
        CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    if (r) {
        const sdx_finding *off = NULL;
        for (uint32_t i = 0; i < r->nfindings; i++)
            if (!strcmp(r->findings[i].id, "skew.join"))
                off = &r->findings[i];
        CHECK(off != NULL);
        if (off) {
            CHECK(off->off_critical);
            CHECK_EQ_INT(off->impact_ms, 0);
            CHECK(off->severity <= SDX_SEV_LOW);
            int quoted = 0;
            for (uint32_t k = 0; k < off->nagainst; k++)
                if (!strcmp(off->against[k].metric, "critical_path"))
                    for (int q = 0; q < off->against[k].nnums; q++)
                        quoted |= !strcmp(off->against[k].nums[q].key, "stage_saving_ms") &&
                                  off->against[k].nums[q].v == (double)saving;
            CHECK(quoted);
        }
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_report_render_text(r, &b, 0, 100);
        CHECK(strstr(sdx_buf_cstr(&b), "impact none on the critical path") != NULL);
        sdx_buf_free(&b);
        sdx_report_free(r);
    }
    sdx_model_free(m);
    free(log);
}

/* A log without parent ids (Spark 1.4 snapshots) still gets a chain from
 * the times: the map stage that completed before the result stage. */
TEST(critical_chain_without_parent_ids_follows_the_times)
{
    sdx_model *m;
    sdx_report *r = t_report_path("../shared/corpus/spark-events/local-1430917381534", &m);
    if (!r) {
        printf("SKIP critical_chain_without_parent_ids_follows_the_times: ../shared is absent\n");
        return;
    }
    CHECK(r->njobs >= 1);
    if (r->njobs) {
        CHECK_EQ_INT(r->jobs[0].ncritical, 2);
        if (r->jobs[0].ncritical == 2)
            CHECK(r->jobs[0].critical_stages[0] == 0 && r->jobs[0].critical_stages[1] == 1);
    }
    CHECK(!sdx_report_analysis(r)->parents_known);
    sdx_report_free(r);
    sdx_model_free(m);
}
