/*
 * test_sql.c: unit tests of the SQL tab pieces. The metric strings
 * (sdx_sql_string_value = SQLMetrics.stringValue) against a table whose
 * expected texts were produced by Spark 4.3's own MetricUtils.stringValue;
 * plan-graph numbering, clusters and reuse edges against graphs printed by
 * Spark 4.3's SparkPlanGraph for the same trees; the Scala Set/Map order
 * against scala-library 2.13; and an end-to-end check of /sql on the
 * corpus' Spark 3.1 SQL log.
 */
#include "harness.h"

#include <stdlib.h>

#include "model/internal.h"
#include "sparkdx/model.h"
#include "sparkdx/rest.h"

/* ---- SQLMetrics.stringValue ---- */

typedef struct sv_case {
    const char *type;
    const char *values;   /* comma separated */
    const char *max;      /* "value,stage,attempt,task" or "" */
    const char *expect;
} sv_case;

static const sv_case sv_cases[] = {
    {"sum", "", "", "0"},
    {"sum", "1,2,3", "", "6"},
    {"sum", "1234567", "", "1,234,567"},
    {"sum", "-5,2", "", "-3"},
    {"sum", "9223372036854775807,1", "", "-9,223,372,036,854,775,808"},
    {"size", "", "", "0.0 B"},
    {"size", "-1", "", "0.0 B"},
    {"size", "1023", "", "1023.0 B"},
    {"size", "2047", "", "2047.0 B"},
    {"size", "2048", "", "2.0 KiB"},
    {"size", "1572864", "", "1536.0 KiB"},
    {"size", "-1,-1,7", "", "7.0 B"},
    {"size", "0,1024,3000", "5000,3,0,17",
     "total (min, med, max (stageId: taskId))\n3.9 KiB (0.0 B, 1024.0 B, 2.9 KiB (stage 3.0: task 17))"},
    {"size", "3000,0,1024", "", "total (min, med, max (stageId: taskId))\n3.9 KiB (0.0 B, 1024.0 B, 2.9 KiB (driver))"},
    {"size", "2305843009213693952", "", "2.0 EiB"},
    {"size", "10995116277760,5", "1,2,1,99",
     "total (min, med, max (stageId: taskId))\n10.0 TiB (5.0 B, 10.0 TiB, 10.0 TiB (stage 2.1: task 99))"},
    {"timing", "999", "", "999 ms"},
    {"timing", "1050", "", "1.0 s"},   /* 1050f / 1000 = 1.0499999523 */
    {"timing", "1250", "", "1.3 s"},   /* half-up */
    {"timing", "59999", "", "60.0 s"},
    {"timing", "60000", "", "1.0 m"},
    {"timing", "3599999", "", "60.0 m"},
    {"timing", "3600000", "", "1.00 h"},
    {"timing", "86400000", "", "24.00 h"},
    {"timing", "0,0,0,0", "0,4,0,12", "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 4.0: task 12))"},
    {"timing", "20,1050", "", "total (min, med, max (stageId: taskId))\n1.1 s (20 ms, 1.0 s, 1.0 s (driver))"},
    {"nsTiming", "1500000000", "", "1.5 s"},
    {"nsTiming", "999999", "", "0 ms"},
    {"nsTiming", "1500000000,1,0", "1500000000,1,0,9",
     "total (min, med, max (stageId: taskId))\n1.5 s (0 ms, 0 ms, 1.5 s (stage 1.0: task 9))"},
    {"average", "", "", "0"},
    {"average", "5", "", "0.5"},
    {"average", "10", "", "1"},
    {"average", "0,0,-3", "", "0"},
    {"average", "5,123,0", "123,2,0,7", "(min, med, max (stageId: taskId)):\n(0.5, 12.3, 12.3 (stage 2.0: task 7))"},
    {"average", "12345678,15,20", "12345678,1,1,3",
     "(min, med, max (stageId: taskId)):\n(1.5, 2, 1,234,567.8 (stage 1.1: task 3))"},
    {"foo", "1,2", "", "total (min, med, max (stageId: taskId))\n[unknown] 3 ([unknown] 1, [unknown] 2, [unknown] 2 (driver))"},
    {"foo", "-1", "", "[unknown] 0"},
    /* v2 custom metrics: only classes on the History Server's class path aggregate */
    {"v2Custom_org.apache.spark.sql.execution.datasources.v2.python.PythonCustomMetric", "1234567,2,3", "1,1,0,1",
     "total (min, med, max (stageId: taskId))\n1205.6 KiB (2.0 B, 3.0 B, 1205.6 KiB (driver))"},
    {"v2Custom_com.example.MyMetric", "1,2", "", "N/A"},
};

static size_t parse_list(const char *s, int64_t *out)
{
    size_t n = 0;
    while (*s) {
        char *end;
        out[n++] = strtoll(s, &end, 10);
        s = *end == ',' ? end + 1 : end;
    }
    return n;
}

TEST(sql_string_value_table)
{
    for (size_t i = 0; i < sizeof sv_cases / sizeof *sv_cases; i++) {
        const sv_case *c = &sv_cases[i];
        int64_t v[16], mx[4];
        size_t n = parse_list(c->values, v);
        size_t nm = parse_list(c->max, mx);
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_sql_string_value(c->type, v, n, nm == 4 ? mx : NULL, &b);
        if (strcmp(sdx_buf_cstr(&b), c->expect) != 0)
            t_fail(__FILE__, __LINE__, "stringValue(%s, [%s], [%s]) == \"%s\", expected \"%s\"", c->type, c->values,
                   c->max, sdx_buf_cstr(&b), c->expect);
        sdx_buf_free(&b);
    }
}

TEST(sql_java_number_formats)
{
    /* expectations from Spark 4.3 Utils.bytesToString / msDurationToString */
    static const struct { int64_t v; const char *bytes, *ms; } cases[] = {
        {0, "0.0 B", "0 ms"},
        {1536, "1536.0 B", "1.5 s"},
        {2097151, "2048.0 KiB", "35.0 m"},
        {1073741824LL * 3, "3.0 GiB", "894.78 h"},
        {-2048, "-2048.0 B", "-2048 ms"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_java_bytes_to_string(cases[i].v, &b);
        CHECK_EQ_STR(sdx_buf_cstr(&b), cases[i].bytes);
        b.len = 0;
        sdx_java_ms_duration_to_string(cases[i].v, &b);
        CHECK_EQ_STR(sdx_buf_cstr(&b), cases[i].ms);
        sdx_buf_free(&b);
    }
}

/* ---- plan graph ---- */

/* "name[child;child]" with "nodeName=simpleString" (as in the Java
 * generator the expectations come from). Nodes are leaked into a pool. */
typedef struct pool {
    sdx_plan_node nodes[64];
    sdx_plan_node *kids[64];
    char strs[64][64];
    int n, nk;
} pool;

static sdx_plan_node *parse_plan(pool *p, const char **s)
{
    sdx_plan_node *n = &p->nodes[p->n];
    char *name = p->strs[p->n];
    p->n++;
    memset(n, 0, sizeof *n);
    size_t k = 0;
    while (**s && !strchr("[];", **s))
        name[k++] = *(*s)++;
    name[k] = 0;
    char *eq = strchr(name, '=');
    n->node_name = name;
    n->simple_string = name;
    if (eq) {
        *eq = 0;
        n->simple_string = eq + 1;
    }
    if (**s == '[') {
        (*s)++;
        sdx_plan_node *tmp[16];
        uint32_t nc = 0;
        for (;;) {
            tmp[nc++] = parse_plan(p, s);
            if (**s == ';') {
                (*s)++;
                continue;
            }
            (*s)++;   /* ']' */
            break;
        }
        n->children = &p->kids[p->nk];
        memcpy(n->children, tmp, nc * sizeof *tmp);
        p->nk += (int)nc;
        n->nchildren = nc;
    }
    return n;
}

static void graph_text(const char *plan, char *nodes, char *edges)
{
    static pool p;
    memset(&p, 0, sizeof p);
    const char *s = plan;
    sdx_plan_node *root = parse_plan(&p, &s);
    sdx_plan_graph g;
    if (sdx_plan_graph_build(root, &g) < 0)
        memset(&g, 0, sizeof g);
    nodes[0] = edges[0] = 0;
    for (uint32_t i = 0; i < g.nnodes; i++) {
        char one[128];
        snprintf(one, sizeof one, "%s%lld:%s%s", i ? " " : "", (long long)g.nodes[i].id, g.nodes[i].plan->simple_string,
                 g.nodes[i].is_cluster ? "*" : "");
        strcat(nodes, one);
    }
    for (uint32_t i = 0; i < g.nedges; i++) {
        char one[64];
        snprintf(one, sizeof one, "%s%lld->%lld", i ? " " : "", (long long)g.edges[i].from_id, (long long)g.edges[i].to_id);
        strcat(edges, one);
    }
    sdx_plan_graph_free(&g);
}

TEST(sql_plan_graph_numbering)
{
    static const struct { const char *plan, *nodes, *edges; } cases[] = {
        {"WholeStageCodegen (1)[Project[InputAdapter[Exchange[WholeStageCodegen (2)[HashAggregate[InputAdapter[Scan]]]]]]]",
         "0:WholeStageCodegen (1)* 1:Project 2:Exchange 3:WholeStageCodegen (2)* 4:HashAggregate 5:Scan", "2->1 4->2 5->4"},
        {"SortMergeJoin[Exchange=Exchange A[Scan=S1];ReusedExchange=R[Exchange=Exchange A[Scan=S1]]]",
         "0:SortMergeJoin 1:Exchange A 2:S1", "1->0 2->1 1->0"},
        {"AdaptiveSparkPlan[ResultQueryStage[WholeStageCodegen (3)[HashAggregate[InputAdapter[ShuffleQueryStage[Exchange=E1[Scan]]]]]]]",
         "0:AdaptiveSparkPlan 1:WholeStageCodegen (3)* 2:HashAggregate 3:E1 4:Scan", "2->0 3->2 4->3"},
        {"Join[ShuffleQueryStage[Exchange=E1[Scan]];ShuffleQueryStage[Exchange=E1[Scan]]]", "0:Join 1:E1 2:Scan",
         "1->0 2->1 1->0"},
        {"WholeStageCodegen (1)[Filter[Subquery=SQ[Agg];ReusedSubquery[Subquery=SQ[Agg]]]]",
         "0:WholeStageCodegen (1)* 1:Filter 2:SQ 3:Agg", "2->1 3->2"},
        {"Union[Subquery=SQ[Agg];Subquery=SQ[Agg];TableCacheQueryStage[InMemoryTableScan]]",
         "0:Union 1:SQ 2:Agg 3:InMemoryTableScan", "1->0 2->1 3->0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char nodes[1024], edges[1024];
        graph_text(cases[i].plan, nodes, edges);
        CHECK_EQ_STR(nodes, cases[i].nodes);
        CHECK_EQ_STR(edges, cases[i].edges);
    }
}

TEST(sql_plan_graph_clusters)
{
    static pool p;
    memset(&p, 0, sizeof p);
    const char *s = "WholeStageCodegen (7)[Project[InputAdapter[Scan]]]";
    sdx_plan_node *root = parse_plan(&p, &s);
    sdx_plan_graph g;
    CHECK_EQ_INT(sdx_plan_graph_build(root, &g), 0);
    CHECK_EQ_INT(g.nnodes, 3);
    CHECK_EQ_INT(g.nodes[1].cluster, 0);    /* Project is inside the cluster */
    CHECK_EQ_INT(g.nodes[2].cluster, -1);   /* InputAdapter ends it */
    sdx_plan_graph_free(&g);
    int64_t id = -1;
    CHECK_EQ_INT(sdx_plan_wscg_id("WholeStageCodegen (7)", &id), 0);
    CHECK_EQ_INT(id, 7);
    CHECK_EQ_INT(sdx_plan_wscg_id("  WholeStageCodegen (12) ", &id), 0);
    CHECK_EQ_INT(id, 12);
    CHECK_EQ_INT(sdx_plan_wscg_id("WholeStageCodegen", &id), -1);
    CHECK_EQ_INT(sdx_plan_wscg_id("WholeStageCodegen (x)", &id), -1);
    CHECK_EQ_INT(sdx_plan_graph_build(NULL, &g), 0);
    CHECK_EQ_INT(g.nnodes, 0);
    sdx_plan_graph_free(&g);
}

/* ---- Scala Set / Map iteration order (from scala-library 2.13.18) ---- */

TEST(sql_scala_order)
{
    static const struct { int32_t in[20]; int n; int32_t out[20]; } cases[] = {
        {{967, 11, 57, 17}, 4, {967, 11, 57, 17}},
        {{19, 615, 1522, 1192, 21, 8}, 6, {1522, 21, 615, 1192, 8, 19}},
        {{708, 29, 695, 30, 6, 620, 5, 1, 650, 52, 55, 24, 3}, 13, {5, 24, 52, 29, 1, 6, 650, 55, 708, 695, 3, 620, 30}},
        {{1847, 14, 434, 58, 49, 317, 1562, 32, 36, 56, 10, 674, 57, 25, 0},
         15,
         {0, 25, 14, 317, 674, 32, 49, 434, 1562, 58, 36, 10, 56, 57, 1847}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        int32_t k[20];
        uint8_t aux[20];
        memcpy(k, cases[i].in, sizeof k);
        for (int j = 0; j < cases[i].n; j++)
            aux[j] = (uint8_t)j;
        CHECK_EQ_INT(model_scala_int_order(k, aux, (size_t)cases[i].n), 0);
        for (int j = 0; j < cases[i].n; j++) {
            CHECK_EQ_INT(k[j], cases[i].out[j]);
            CHECK_EQ_INT(cases[i].in[aux[j]], k[j]);
        }
    }
}

/* ---- end to end: the corpus' Spark 3.1 structured-streaming SQL log ---- */

TEST(sql_rest_corpus_31)
{
    NEED_SHARED(shared);
    char path[1024];
    snprintf(path, sizeof path, "%s/corpus/spark-extra/sql-spark-events/local-1596020211915", shared);
    sdx_rest *r;
    sdx_error err;
    if (sdx_rest_open(path, &r, &err) < 0)
        SKIP("sql-spark-events log not readable");
    sdx_buf out;
    sdx_buf_init(&out);
    const char *warn;
    CHECK_EQ_INT(sdx_rest_get(r, "applications/local-1596020211915/sql", &out, &warn), 200);
    /* 24 executions (no default page size in Spark 4), metrics of execution 1
     * as the History Server prints them */
    const char *s = sdx_buf_cstr(&out);
    int n = 0;
    for (const char *p = s; (p = strstr(p, "\"rootExecutionId\"")); p++)
        n++;
    CHECK_EQ_INT(n, 24);
    out.len = 0;
    CHECK_EQ_INT(sdx_rest_get(r, "applications/local-1596020211915/sql/1", &out, &warn), 200);
    s = sdx_buf_cstr(&out);
    CHECK(strstr(s, "total (min, med, max (stageId: taskId))\\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 1.0: task 1))"));
    CHECK(strstr(s, "\"value\" : \"336 ms\""));
    CHECK(strstr(s, "\"wholeStageCodegenId\" : 2"));
    CHECK(strstr(s, "\"successJobIds\" : [ 0 ]"));
    out.len = 0;
    CHECK_EQ_INT(sdx_rest_get(r, "applications/local-1596020211915/sql/99", &out, &warn), 404);
    CHECK_EQ_STR(sdx_buf_cstr(&out), "unknown query execution id: 99");
    sdx_buf_free(&out);
    sdx_rest_close(r);
}
