/*
 * test_report_queries.c: "where the time goes" per SQL execution (query,
 * then job, then stage, then operator) and the node ids of the plan
 * findings, on the project's real Spark logs and a real Databricks cluster
 * log (../shared, skipped when absent).
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"
#include "sparkdx/sqlview.h"

#define LOGS "tests/spark/logs/v4/"
#define DATABRICKS "../shared/corpus/clusters/synccomputingcode__spark_log_parser/databricks.zip"

static sdx_report *report_path(const char *path, sdx_model **m)
{
    sdx_loglist l;
    sdx_error err;
    *m = NULL;
    if (sdx_logs_scan(path, &l, &err) < 0 || l.n < 1)
        return NULL;
    sdx_model_build(&l.logs[0], 0, m, &err);
    sdx_loglist_free(&l);
    if (!*m)
        return NULL;
    sdx_report *r = NULL;
    if (sdx_report_build(*m, NULL, &r, &err) < 0) {
        sdx_model_free(*m);
        *m = NULL;
        return NULL;
    }
    return r;
}

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
    sdx_report *r = report_path(LOGS "eventlog_v2_s20_join_fanout-explosion", &m);
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
        sdx_report *r = report_path(path, &m);
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
    sdx_report *r = report_path("../shared/corpus/clusters/datamechanics__delight/example_spark_event_log.txt", &m);
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

/* Databricks: the same CSV scanned by six plan nodes is one line with the
 * nodes and the count, and the hot operators all have graph node ids. */
TEST(databricks_repeated_scans_are_one_line)
{
    if (access(DATABRICKS, R_OK)) {
        printf("SKIP databricks_repeated_scans_are_one_line: ../shared is absent\n");
        return;
    }
    sdx_model *m;
    sdx_report *r = report_path(DATABRICKS, &m);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK(r->nqueries >= 1);
    int seen = 0;
    for (uint32_t i = 0; i < r->nqueries; i++)
        for (uint32_t k = 0; k < r->queries[i].nreads; k++)
            if (strstr(r->queries[i].reads[k], "6 scans") && strstr(r->queries[i].reads[k], " each"))
                seen = 1;
    CHECK(seen);
    sdx_report_free(r);
    sdx_model_free(m);
}
