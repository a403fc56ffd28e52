/*
 * test_sqlview.c: the SQL view (include/sparkdx/sqlview.h) and `sparkdx
 * sql` (sdx_ops_sql) on real Spark logs: hot operators (fanout, time),
 * sources and writes read from plans, per-execution attribution, and the
 * node metrics of the JSON output against the History Server's /sql
 * answer for every execution of every project log.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/analysis.h"
#include "sparkdx/io.h"
#include "sparkdx/ops.h"
#include "sparkdx/rest.h"
#include "sparkdx/sqlview.h"

typedef struct loaded {
    sdx_model *m;
    sdx_analysis *a;
    sdx_sqlview *v;
} loaded;

static int load(const char *path, loaded *L)
{
    memset(L, 0, sizeof *L);
    sdx_loglist list;
    sdx_error err;
    if (sdx_logs_scan(path, &list, &err) < 0)
        return -1;
    int rc = list.n >= 1 && sdx_model_build(&list.logs[0], 0, &L->m, &err) == 0 ? 0 : -1;
    sdx_loglist_free(&list);
    if (rc < 0 || sdx_analysis_build(L->m, NULL, &L->a, &err) < 0 || sdx_sqlview_build(L->a, NULL, &L->v, &err) < 0) {
        sdx_analysis_free(L->a);
        sdx_model_free(L->m);
        return -1;
    }
    return 0;
}

static void unload(loaded *L)
{
    sdx_sqlview_free(L->v);
    sdx_analysis_free(L->a);
    sdx_model_free(L->m);
}

static sdx_sqlview_plan *plan_of(const loaded *L, int64_t id, int initial)
{
    const sdx_sqlview_exec *x = sdx_sqlview_find(L->v, id);
    sdx_sqlview_plan *p = NULL;
    sdx_error err;
    if (!x || sdx_sqlview_plan_build(L->v, x, initial, &p, &err) < 0)
        return NULL;
    return p;
}

static int64_t metric_of(const sdx_sqlview_node *n, const char *name)
{
    for (uint32_t i = 0; i < n->nmetrics; i++)
        if (n->metrics[i].v && !strcmp(n->metrics[i].m->name, name))
            return n->metrics[i].v->total;
    return -1;
}

/* The explosion: a fact joined to an inventory-like table on a non-unique
 * key. The SortMergeJoin whose rows out are >= 10x the rows of its two
 * inputs is marked hot for fanout, with rows in = the records its two
 * exchanges delivered; the aggregate holding the most task time is hot for
 * time; no WholeStageCodegen cluster is (several ran in each stage). */
TEST(sqlview_fanout_explosion)
{
    loaded L;
    if (load("tests/spark/logs/v4/eventlog_v2_s20_join_fanout-explosion", &L) < 0)
        SKIP("tests/spark/logs not readable");
    sdx_sqlview_plan *p = plan_of(&L, 0, 0);
    CHECK(p != NULL);
    if (!p) {
        unload(&L);
        return;
    }
    int fan = 0, time = 0;
    for (uint32_t h = 0; h < p->nhot; h++) {
        const sdx_sqlview_node *n = &p->nodes[p->hot[h]];
        CHECK(!n->is_cluster);
        if (n->hot & SDX_HOT_FANOUT) {
            fan++;
            CHECK(!strncmp(n->plan->node_name, "SortMergeJoin", 13));
            CHECK_EQ_INT(n->rows_out, metric_of(n, "number of output rows"));
            CHECK_EQ_INT(n->rows_out, 9609600);
            /* rows in: what the two exchanges under it delivered */
            int64_t in = 0;
            int nx = 0;
            for (uint32_t i = 0; i < p->nnodes; i++) {
                const sdx_sqlview_node *x = &p->nodes[i];
                int32_t up = x->parent;
                while (up >= 0 && up != p->hot[h] && strncmp(p->nodes[up].plan->node_name, "Exchange", 8))
                    up = p->nodes[up].parent;
                if (up == p->hot[h] && !strncmp(x->plan->node_name, "Exchange", 8)) {
                    in += metric_of(x, "records read");
                    nx++;
                }
            }
            CHECK_EQ_INT(nx, 2);
            CHECK_EQ_INT(n->rows_in, in);
            CHECK_EQ_INT(n->rows_in, 620000);
            CHECK(n->fanout > 15 && n->fanout < 16);
            CHECK_EQ_INT(n->nstage_ids, 1);
        }
        if (n->hot & SDX_HOT_TIME) {
            time++;
            CHECK(n->time_share >= L.v->opts.hot_time_share);
            CHECK_EQ_INT(n->time_ms, metric_of(n, "time in aggregation build"));
        }
    }
    CHECK_EQ_INT(fan, 1);
    CHECK(time >= 1);
    /* the hottest by time comes first */
    CHECK(p->nhot >= 2 && (p->nodes[p->hot[0]].hot & SDX_HOT_TIME));
    /* every graph node appears once in the tree, with its own id */
    uint32_t with_id = 0;
    for (uint32_t i = 0; i < p->nnodes; i++)
        if (p->nodes[i].id >= 0) {
            with_id++;
            CHECK(sdx_sqlview_plan_node(p, p->nodes[i].id) == &p->nodes[i]);
        }
    CHECK_EQ_INT(with_id, L.v->execs[0].e->graph.nnodes);
    sdx_sqlview_plan_free(p);
    unload(&L);
}

/* A healthy query has no fanout-hot operator; raising the time threshold
 * to 100% leaves no hot operator at all. */
TEST(sqlview_healthy_no_fanout)
{
    loaded L;
    if (load("tests/spark/logs/v4/eventlog_v2_s35_healthy", &L) < 0)
        SKIP("tests/spark/logs not readable");
    for (uint32_t i = 0; i < L.v->nexecs; i++) {
        sdx_sqlview_plan *p = plan_of(&L, L.v->execs[i].id, 0);
        CHECK(p != NULL);
        for (uint32_t h = 0; p && h < p->nhot; h++)
            CHECK(!(p->nodes[p->hot[h]].hot & SDX_HOT_FANOUT));
        sdx_sqlview_plan_free(p);
    }
    sdx_sqlview_opts o;
    sdx_sqlview_opts_init(&o);
    o.hot_time_share = 1.01;
    sdx_sqlview *v2 = NULL;
    sdx_error err;
    CHECK(sdx_sqlview_build(L.a, &o, &v2, &err) == 0);
    for (uint32_t i = 0; v2 && i < v2->nexecs; i++) {
        sdx_sqlview_plan *p = NULL;
        CHECK(sdx_sqlview_plan_build(v2, &v2->execs[i], 0, &p, &err) == 0);
        CHECK(p && p->nhot == 0);
        sdx_sqlview_plan_free(p);
    }
    sdx_sqlview_free(v2);
    unload(&L);
}

/* 1,500 small CSV files: the scan's format, location, schema and the
 * files / bytes / rows of its metrics. */
TEST(sqlview_source_small_files)
{
    loaded L;
    if (load("tests/spark/logs/v4/eventlog_v2_s10_input_small_files", &L) < 0)
        SKIP("tests/spark/logs not readable");
    sdx_sqlview_plan *p = plan_of(&L, 0, 0);
    CHECK(p && p->nsources == 1);
    if (p && p->nsources == 1) {
        const sdx_sqlview_source *s = &p->sources[0];
        const sdx_sqlview_node *n = &p->nodes[s->node];
        CHECK_EQ_STR(s->format, "CSV");
        CHECK(s->table == NULL);
        CHECK(s->paths && strstr(s->paths, "small_csv") && !strchr(s->paths, '['));
        CHECK(s->location && strstr(s->location, "InMemoryFileIndex"));
        CHECK_EQ_STR(s->pushed_filters, "[]");
        CHECK_EQ_STR(s->partition_filters, "[]");
        CHECK_EQ_STR(s->read_schema, "struct<key:int,v:int>");
        CHECK_EQ_INT(s->ncolumns, 2);
        CHECK_EQ_INT(s->files, 1500);
        CHECK_EQ_INT(s->files, metric_of(n, "number of files read"));
        CHECK_EQ_INT(s->bytes, metric_of(n, "size of files read"));
        CHECK(s->bytes > 600 * 1024 && s->bytes < 700 * 1024);
        CHECK_EQ_INT(s->rows, 60000);
        CHECK(s->metadata_time_ms >= 0);
    }
    /* the noop write of the same query */
    CHECK(p && p->nwrites == 1 && !strcmp(p->writes[0].command, "OverwriteByExpression"));
    if (p && p->nwrites == 1) {
        CHECK_EQ_STR(p->writes[0].table, "noop-table");
        CHECK_EQ_STR(p->writes[0].mode, "Overwrite");
        CHECK_EQ_INT(p->writes[0].rows, 101);
    }
    sdx_sqlview_plan_free(p);
    unload(&L);
}

/* 993 small parquet files written by a partitioned overwrite. */
TEST(sqlview_write_small_files)
{
    loaded L;
    if (load("tests/spark/logs/v4/eventlog_v2_s11_output_small_files", &L) < 0)
        SKIP("tests/spark/logs not readable");
    sdx_sqlview_plan *p = plan_of(&L, 0, 0);
    CHECK(p && p->nwrites == 1 && p->nsources == 0);
    if (p && p->nwrites == 1) {
        const sdx_sqlview_write *w = &p->writes[0];
        const sdx_sqlview_node *n = &p->nodes[w->node];
        CHECK_EQ_STR(w->command, "InsertIntoHadoopFsRelationCommand");
        CHECK_EQ_STR(w->format, "Parquet");
        CHECK_EQ_STR(w->mode, "Overwrite");
        CHECK_EQ_STR(w->partition_by, "[date#2]");
        CHECK(w->path && !strncmp(w->path, "file:/", 6) && strstr(w->path, "out_table") &&
              !strchr(w->path, ','));
        CHECK_EQ_INT(w->files, 993);
        CHECK_EQ_INT(w->files, metric_of(n, "number of written files"));
        CHECK_EQ_INT(w->bytes, metric_of(n, "written output"));
        CHECK_EQ_INT(w->rows, 200000);
        CHECK_EQ_INT(w->dynamic_parts, 5);
        CHECK(w->task_commit_ms >= 0 && w->job_commit_ms >= 0);
        CHECK(n->nstage_ids >= 1);
    }
    sdx_sqlview_plan_free(p);
    unload(&L);
}

/* The initial plan (before AQE) has its own graph: ids from 0, the root an
 * AdaptiveSparkPlan that is not final, stages from the metrics only. */
TEST(sqlview_initial_plan)
{
    loaded L;
    if (load("tests/spark/logs/v4/eventlog_v2_s19_broadcast_too_large", &L) < 0)
        SKIP("tests/spark/logs not readable");
    const sdx_sqlview_exec *x = &L.v->execs[0];
    sdx_sqlview_plan *p = plan_of(&L, x->id, 1), *f = plan_of(&L, x->id, 0);
    CHECK(p && f && x->e->aqe_updates > 0);
    if (p && f) {
        CHECK(p->initial && !f->initial);
        CHECK(p->root == x->e->initial_plan && f->root == x->e->plan);
        CHECK(p->graph != &x->e->graph);
        int found = 0;
        for (uint32_t i = 0; i < p->nnodes; i++)
            if (p->nodes[i].plan->simple_string && strstr(p->nodes[i].plan->simple_string, "isFinalPlan=false"))
                found = 1;
        CHECK(found);
        CHECK(sdx_sqlview_plan_node(p, 0) != NULL);
        for (uint32_t i = 0; i < p->nnodes; i++)
            CHECK(p->nodes[i].nstage_ids == 0 || p->nodes[i].stages_exact);
    }
    sdx_sqlview_plan_free(p);
    sdx_sqlview_plan_free(f);
    unload(&L);
}

/* ---- every log: attribution, and where.node metrics = /sql ----------------- */

typedef struct every {
    int logs, execs, nodes, metrics;
} every;

static void check_log(const struct sdx_logref *log, void *ctx)
{
    every *ev = ctx;
    loaded L;
    if (load(log->path, &L) < 0) {
        t_fail(__FILE__, __LINE__, "%s: not loaded", log->path);
        return;
    }
    ev->logs++;
    const sdx_sqlview *v = L.v;
    CHECK_EQ_INT(v->nexecs, L.m->nsql);
    int64_t task = 0;
    for (uint32_t i = 0; i < v->nexecs; i++) {
        const sdx_sqlview_exec *x = &v->execs[i];
        task += x->task_ms;
        CHECK(x->task_share <= 1.0 + 1e-9 && x->cpu_share <= 1.0 + 1e-9);
        if (i)   /* heaviest first */
            CHECK(v->execs[i - 1].duration_ms >= x->duration_ms);
        /* its stages are among the stages its jobs listed */
        for (uint32_t k = 0; k < x->nstage_ids; k++) {
            int in = 0;
            for (uint32_t j = 0; j < x->e->nstage_ids; j++)
                in |= x->e->stage_ids[j] == x->stage_ids[k];
            CHECK(in);
            CHECK(!k || x->stage_ids[k - 1] < x->stage_ids[k]);
        }
    }
    CHECK(task <= v->app_task_ms);
    /* the JSON of every execution against the History Server's /sql/<id> */
    sdx_rest *r = NULL;
    sdx_error err;
    if (!L.m->app_id || sdx_rest_open(log->path, &r, &err) < 0) {
        unload(&L);
        return;
    }
    for (uint32_t i = 0; i < v->nexecs; i++) {
        const sdx_sqlview_exec *x = &v->execs[i];
        if (strcmp(x->status, "COMPLETED") && strcmp(x->status, "FAILED"))
            continue;   /* a running execution's duration is "now" */
        char path[512], id[32];
        snprintf(path, sizeof path, "applications/%s/sql/%" PRId64, L.m->app_id, x->id);
        snprintf(id, sizeof id, "%" PRId64, x->id);
        sdx_buf hs, ours;
        sdx_buf_init(&hs);
        sdx_buf_init(&ours);
        const char *warn = NULL;
        int st = sdx_rest_get(r, path, &hs, &warn);
        sdx_ops_request q;
        sdx_ops_request_init(&q);
        q.input = log->path;
        q.sql_id = id;
        q.format = "json";
        sdx_sink sink = {sdx_sink_buf_write, &ours};
        sdx_ops_result res;
        sdx_ops_result_init(&res);
        sdx_ops_code code = sdx_ops_sql(&q, &sink, &res);
        sdx_ops_result_free(&res);
        json_error_t je;
        json_t *a = st == 200 ? json_loads(sdx_buf_cstr(&hs), 0, &je) : NULL;
        json_t *b = code == SDX_OPS_OK ? json_loads(sdx_buf_cstr(&ours), 0, &je) : NULL;
        CHECK(a && b);
        if (a && b) {
            ev->execs++;
            json_t *hn = json_object_get(a, "nodes");
            json_t *on = json_object_get(json_object_get(b, "execution"), "nodes");
            CHECK(json_is_string(json_object_get(b, "schema")));
            size_t k;
            json_t *node;
            size_t with_id = 0;
            json_array_foreach(on, k, node) {
                if (json_is_integer(json_object_get(node, "id")))
                    with_id++;
            }
            CHECK_EQ_INT(with_id, json_array_size(hn));
            json_array_foreach(hn, k, node) {
                json_int_t nid = json_integer_value(json_object_get(node, "nodeId"));
                json_t *mine = NULL, *o;
                size_t j;
                json_array_foreach(on, j, o) {
                    json_t *oid = json_object_get(o, "id");
                    if (json_is_integer(oid) && json_integer_value(oid) == nid)
                        mine = o;
                }
                CHECK(mine != NULL);
                if (!mine)
                    continue;
                ev->nodes++;
                json_t *hm = json_object_get(node, "metrics"), *om = json_object_get(mine, "metrics");
                CHECK_EQ_INT(json_array_size(hm), json_array_size(om));
                for (size_t q2 = 0; q2 < json_array_size(hm) && q2 < json_array_size(om); q2++) {
                    json_t *x1 = json_array_get(hm, q2), *x2 = json_array_get(om, q2);
                    CHECK_EQ_STR(json_string_value(json_object_get(x1, "name")),
                                 json_string_value(json_object_get(x2, "name")));
                    CHECK_EQ_STR(json_string_value(json_object_get(x1, "value")),
                                 json_string_value(json_object_get(x2, "value")));
                    ev->metrics++;
                }
            }
        }
        json_decref(a);
        json_decref(b);
        sdx_buf_free(&hs);
        sdx_buf_free(&ours);
    }
    sdx_rest_close(r);
    unload(&L);
}

TEST(sqlview_every_log_metrics_as_history_server)
{
    every ev = {0};
    if (t_spark_logs(check_log, &ev) < 0)
        SKIP("tests/spark/logs not readable");
    CHECK(ev.logs >= 40 && ev.execs >= 60 && ev.metrics > 1000);
    printf("  %d logs, %d executions, %d nodes, %d metrics identical to /sql\n", ev.logs, ev.execs, ev.nodes,
           ev.metrics);
}

/* Bad and unknown ids. */
TEST(sqlview_ops_ids)
{
    static const struct { const char *id; sdx_ops_code code; } cases[] = {
        {"0", SDX_OPS_OK}, {"x", SDX_OPS_USAGE}, {"-1", SDX_OPS_USAGE}, {"", SDX_OPS_USAGE},
        {"99999999999999999999", SDX_OPS_USAGE}, {"7", SDX_OPS_NOTFOUND}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sdx_buf out;
        sdx_buf_init(&out);
        sdx_ops_request q;
        sdx_ops_request_init(&q);
        q.input = "tests/spark/logs/v4/eventlog_v2_s10_input_small_files";
        q.sql_id = cases[i].id;
        sdx_sink sink = {sdx_sink_buf_write, &out};
        sdx_ops_result res;
        sdx_ops_result_init(&res);
        CHECK_EQ_INT(sdx_ops_sql(&q, &sink, &res), cases[i].code);
        if (cases[i].code != SDX_OPS_OK)
            CHECK(res.nmsgs >= 1 && out.len == 0);
        sdx_ops_result_free(&res);
        sdx_buf_free(&out);
    }
}

/* ---- real cluster logs (../shared/corpus/clusters) ------------------------- */

TEST(sqlview_cluster_hive_write)
{
    NEED_SHARED(shared);
    char path[1024];
    snprintf(path, sizeof path, "%s/corpus/clusters/synccomputingcode__spark_log_parser/databricks-rollover.zip", shared);
    loaded L;
    if (load(path, &L) < 0)
        SKIP("databricks-rollover.zip not readable");
    /* the heaviest execution: 57 min, a Hive table read and rewritten */
    const sdx_sqlview_exec *x = &L.v->execs[0];
    CHECK(x->wall_share > 0.5 && x->nstage_ids >= 1);
    sdx_sqlview_plan *p = plan_of(&L, x->id, 0);
    CHECK(p && p->nsources == 1 && p->nwrites == 1);
    if (p && p->nsources == 1 && p->nwrites == 1) {
        CHECK_EQ_STR(p->sources[0].format, "hive");
        CHECK_EQ_STR(p->sources[0].table, "default.tbl_a");
        const sdx_sqlview_write *w = &p->writes[0];
        CHECK_EQ_STR(w->command, "InsertIntoHiveTable");
        CHECK_EQ_STR(w->table, "`default`.`dec_tbl_a`");
        CHECK_EQ_STR(w->format, "ParquetHiveSerDe");
        CHECK_EQ_STR(w->mode, "Overwrite");
        CHECK(w->files > 1000 && w->bytes > ((int64_t)100 << 30));
        CHECK_EQ_INT(w->rows, p->sources[0].rows);
    }
    sdx_sqlview_plan_free(p);
    /* the CSV writes to S3 paths */
    int csv = 0;
    for (uint32_t i = 0; i < L.v->nexecs; i++) {
        sdx_sqlview_plan *q = plan_of(&L, L.v->execs[i].id, 0);
        CHECK(q != NULL);
        for (uint32_t k = 0; q && k < q->nwrites; k++)
            if (q->writes[k].format && !strcmp(q->writes[k].format, "CSV")) {
                csv++;
                CHECK(q->writes[k].path && !strncmp(q->writes[k].path, "s3://", 5));
                CHECK(q->writes[k].mode != NULL);
            }
        sdx_sqlview_plan_free(q);
    }
    CHECK(csv >= 1);
    unload(&L);
}

TEST(sqlview_cluster_sources)
{
    NEED_SHARED(shared);
    char path[1024];
    snprintf(path, sizeof path, "%s/corpus/clusters/synccomputingcode__spark_log_parser/databricks.zip", shared);
    loaded L;
    if (load(path, &L) < 0)
        SKIP("databricks.zip not readable");
    int s3 = 0, filtered = 0;
    for (uint32_t i = 0; i < L.v->nexecs; i++) {
        sdx_sqlview_plan *p = plan_of(&L, L.v->execs[i].id, 0);
        CHECK(p != NULL);
        for (uint32_t k = 0; p && k < p->nsources; k++) {
            const sdx_sqlview_source *s = &p->sources[k];
            CHECK(s->format != NULL);
            if (s->paths && !strncmp(s->paths, "s3://", 5))
                s3++;
            if (s->data_filters && strcmp(s->data_filters, "[]"))
                filtered++;
        }
        sdx_sqlview_plan_free(p);
    }
    CHECK(s3 >= 1);
    CHECK(filtered >= 1);
    /* the execution shares of a 64-core cluster add up to at most the whole */
    double task = 0;
    for (uint32_t i = 0; i < L.v->nexecs; i++)
        task += L.v->execs[i].task_share > 0 ? L.v->execs[i].task_share : 0;
    CHECK(task > 0 && task <= 1.0 + 1e-9);
    unload(&L);
}

TEST(sqlview_cluster_parquet_write)
{
    NEED_SHARED(shared);
    char path[1024];
    snprintf(path, sizeof path,
             "%s/corpus/clusters/kubeflow__mcp-apache-spark-history-server/eventlog_v2_spark-cc4d115f011443d787f03a71a476a745",
             shared);
    loaded L;
    if (load(path, &L) < 0)
        SKIP("kubeflow log not readable");
    int parquet = 0;
    for (uint32_t i = 0; i < L.v->nexecs; i++) {
        sdx_sqlview_plan *p = plan_of(&L, L.v->execs[i].id, 0);
        for (uint32_t k = 0; p && k < p->nwrites; k++) {
            const sdx_sqlview_write *w = &p->writes[k];
            if (w->format && !strcmp(w->format, "Parquet")) {
                parquet++;
                CHECK(w->path && !strncmp(w->path, "s3a://", 6));
                CHECK_EQ_STR(w->mode, "Overwrite");
                CHECK(w->files >= 1 && w->bytes > 0 && w->rows > 0);
            }
        }
        sdx_sqlview_plan_free(p);
    }
    CHECK_EQ_INT(parquet, 1);
    unload(&L);
}

/* Write commands of other shapes (the synthetic logs of the fuzz corpus:
 * argStrings as Spark 3.5 prints them): Hive, CTAS, JDBC, the optimized
 * Hive CTAS, an ORC insert with a backquoted option and a catalog table,
 * and a cut argString that gives what it can. */
TEST(sqlview_write_shapes)
{
    static const struct {
        const char *command, *format, *mode, *table, *path;
    } want[] = {
        {"InsertIntoHiveTable", "OrcSerde", "Append", "`default`.`t`", NULL},
        {"CreateDataSourceTableAsSelectCommand", NULL, "ErrorIfExists", "`spark_catalog`.`default`.`t2`", NULL},
        {"SaveIntoDataSourceCommand", "JdbcRelationProvider", "Append", "public.t3", NULL},
        {"OptimizedCreateHiveTableAsSelectCommand", NULL, "ErrorIfExists", "default.t4", NULL},
        {"InsertIntoHadoopFsRelationCommand", "ORC", "Append", "`spark_catalog`.`db`.`x`", "s3://b/x"},
        {"AppendData", NULL, "Append", NULL, NULL},
        {"InsertIntoHadoopFsRelationCommand", NULL, NULL, NULL, NULL},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        char path[128];
        snprintf(path, sizeof path, "tests/fuzz/corpus/fuzz_sqlview/synthetic-write-%zu.log", i);
        loaded L;
        if (load(path, &L) < 0) {
            t_fail(__FILE__, __LINE__, "%s not loaded", path);
            continue;
        }
        sdx_sqlview_plan *p = plan_of(&L, 0, 0);
        CHECK(p && p->nwrites == 1);
        if (p && p->nwrites == 1) {
            const sdx_sqlview_write *w = &p->writes[0];
#define SAME(f) CHECK(want[i].f ? (w->f && !strcmp(w->f, want[i].f)) : !w->f)
            SAME(command);
            SAME(mode);
            SAME(table);
            SAME(path);
            if (want[i].format)
                CHECK_EQ_STR(w->format, want[i].format);
#undef SAME
            if (i < 5) {
                /* the scan under it: format, table, both paths, nested schema */
                CHECK(p->nsources == 1);
                if (p->nsources == 1) {
                    const sdx_sqlview_source *s = &p->sources[0];
                    CHECK_EQ_STR(s->table, "db.src");
                    CHECK_EQ_STR(s->paths, "hdfs://nn/a, hdfs://nn/b");
                    CHECK_EQ_INT(s->ncolumns, 2);
                    CHECK_EQ_STR(s->pushed_filters, "[IsNotNull(a)]");
                    CHECK_EQ_INT(s->files, 3);
                }
            }
        }
        sdx_sqlview_plan_free(p);
        unload(&L);
    }
}
