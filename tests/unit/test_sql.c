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

/* ---- the SQL model on real Spark logs (tests/spark/logs) ---- */

static sdx_model *load(const char *path)
{
    sdx_loglist list;
    sdx_error err;
    sdx_model *m = NULL;
    if (sdx_logs_scan(path, &list, &err) < 0)
        return NULL;
    if (list.n < 1 || sdx_model_build(&list.logs[0], 0, &m, &err) < 0)
        m = NULL;
    sdx_loglist_free(&list);
    return m;
}

/* The first graph node of e named `name` (prefix), from index `from`. */
static const sdx_plan_graph_node *gnode(const sdx_sql_exec *e, const char *name, uint32_t *from)
{
    for (uint32_t i = from ? *from : 0; i < e->graph.nnodes; i++)
        if (e->graph.nodes[i].plan->node_name && !strncmp(e->graph.nodes[i].plan->node_name, name, strlen(name))) {
            if (from)
                *from = i + 1;
            return &e->graph.nodes[i];
        }
    return NULL;
}

static const sdx_sql_metric_value *node_metric(const sdx_sql_exec *e, const sdx_plan_node *p, const char *name)
{
    for (uint32_t k = 0; p && k < p->nmetrics; k++)
        if (p->metrics[k].name && !strcmp(p->metrics[k].name, name))
            return sdx_sql_exec_metric(e, p->metrics[k].accumulator_id);
    return NULL;
}

static int stages_are(const sdx_plan_graph_node *n, const int32_t *ids, uint32_t k)
{
    if (!n || n->nstage_ids != k)
        return 0;
    for (uint32_t i = 0; i < k; i++)
        if (n->stage_ids[i] != ids[i])
            return 0;
    return 1;
}

/* Node metrics are numbers: on the skew-join log (no AQE) the main query's
 * exchanges agree with the task metrics of the stages that wrote and read
 * them, min <= median <= max, and the max is located in one of the node's
 * stages; the strings made from the numbers are the History Server's. */
TEST(sql_node_metrics_are_numbers)
{
    sdx_model *m = load("tests/spark/logs/v4/eventlog_v2_s01_skew_join");
    if (!m)
        SKIP("tests/spark/logs not readable");
    const sdx_sql_exec *e = sdx_model_sql(m, 1);
    CHECK(e != NULL);
    if (!e) {
        sdx_model_free(m);
        return;
    }
    /* the join's first input: Exchange written by stage 5 (16 tasks), read by 6 */
    uint32_t at = 0;
    const sdx_plan_graph_node *smj = gnode(e, "SortMergeJoin", NULL);
    const sdx_plan_graph_node *x1 = NULL;
    while ((x1 = gnode(e, "Exchange", &at)) && !(x1->nstage_ids == 2 && x1->stage_ids[0] == 5))
        ;
    CHECK(smj && x1);
    if (!smj || !x1) {
        sdx_model_free(m);
        return;
    }
    static const int32_t s6[] = {6}, s56[] = {5, 6}, s4567[] = {4, 5, 6, 7};
    CHECK(e->nstage_ids == 4 && !memcmp(e->stage_ids, s4567, sizeof s4567));   /* job 1's stages */
    CHECK(stages_are(smj, s6, 1) && smj->stages_exact);
    CHECK(stages_are(x1, s56, 2) && x1->stages_exact);
    const sdx_sql_metric_value *w = node_metric(e, x1->plan, "shuffle bytes written");
    const sdx_sql_metric_value *r = node_metric(e, x1->plan, "shuffle records written");
    const sdx_stage *st5 = sdx_model_stage(m, 5, 0);
    CHECK(w && r && st5);
    if (w && r && st5) {
        CHECK_EQ_INT(w->kind, SDX_SQLM_SIZE);
        CHECK_EQ_INT(r->kind, SDX_SQLM_SUM);
        CHECK_EQ_INT(w->total, st5->m[SDX_TM_SHUFFLE_WRITE_BYTES]);
        CHECK_EQ_INT(r->total, st5->m[SDX_TM_SHUFFLE_WRITE_RECORDS]);
        CHECK_EQ_INT(w->count, 16);
        CHECK(w->min <= w->median && w->median <= w->max && w->max <= w->total);
        CHECK_EQ_INT(w->max_stage_id, 5);
        CHECK_EQ_INT(w->max_stage_attempt, 0);
        CHECK(w->max_task_id >= 0);
        CHECK(w->nstage_ids == 1 && w->stage_ids[0] == 5);
        /* the string the History Server prints, made from the numbers */
        sdx_buf b;
        sdx_buf_init(&b);
        CHECK_EQ_INT(sdx_sql_metric_format(w, &b), 0);
        char expect[256];
        snprintf(expect, sizeof expect, "(stage 5.0: task %lld))", (long long)w->max_task_id);
        CHECK(!strncmp(sdx_buf_cstr(&b), "total (min, med, max (stageId: taskId))\n", 40));
        CHECK(strstr(sdx_buf_cstr(&b), expect) != NULL);
        b.len = 0;
        sdx_sql_metric_format(r, &b);
        char digits[64], want[32];
        size_t nd = 0;
        for (const char *q = sdx_buf_cstr(&b); *q && nd + 1 < sizeof digits; q++)
            if (*q != ',')
                digits[nd++] = *q;
        digits[nd] = 0;
        snprintf(want, sizeof want, "%lld", (long long)r->total);
        CHECK_EQ_STR(digits, want);   /* a sum shows its total, grouped */
        sdx_buf_free(&b);
    }
    /* every value of every execution is consistent */
    for (uint32_t i = 0; i < m->nsql; i++)
        for (uint32_t k = 0; k < m->sql[i]->nvalues; k++) {
            const sdx_sql_metric_value *v = &m->sql[i]->values[k];
            if (v->kind == SDX_SQLM_SUM || v->count == 0)
                continue;
            CHECK(v->min <= v->median && v->median <= v->max);
            CHECK(v->kind == SDX_SQLM_AVERAGE || v->max <= v->total);
        }
    sdx_model_free(m);
}

/* Initial and final plans: with AQE the execution keeps the plan of its
 * SQLExecutionStart (isFinalPlan=false) and the last AQE update's; without
 * AQE they are one plan. Nodes to stages through AQE: the query stages'
 * wrappers make no node, the AQEShuffleRead runs in the reading stage, the
 * BroadcastExchange joins the stage that built it to the one that used it. */
TEST(sql_initial_and_final_plans_and_stages)
{
    sdx_model *m = load("tests/spark/logs/v4/eventlog_v2_s19_broadcast_too_large");
    if (!m)
        SKIP("tests/spark/logs not readable");
    const sdx_sql_exec *e = sdx_model_sql(m, 0);
    CHECK(e && e->initial_plan && e->plan && e->initial_plan != e->plan);
    if (e && e->initial_plan && e->plan) {
        CHECK(e->aqe_updates >= 1);
        const sdx_plan_node *i0 = e->initial_plan, *f0 = e->plan;
        while (i0 && i0->node_name && strcmp(i0->node_name, "AdaptiveSparkPlan") && i0->nchildren)
            i0 = i0->children[0];
        while (f0 && f0->node_name && strcmp(f0->node_name, "AdaptiveSparkPlan") && f0->nchildren)
            f0 = f0->children[0];
        CHECK(i0 && strstr(i0->simple_string, "isFinalPlan=false"));
        CHECK(f0 && strstr(f0->simple_string, "isFinalPlan=true"));
        CHECK(e->fingerprint != e->final_fingerprint);
        const sdx_plan_graph_node *bx = gnode(e, "BroadcastExchange", NULL);
        const sdx_plan_graph_node *bhj = gnode(e, "BroadcastHashJoin", NULL);
        const sdx_plan_graph_node *rd = gnode(e, "AQEShuffleRead", NULL);
        static const int32_t s01[] = {0, 1}, s1[] = {1}, s3[] = {3};
        CHECK(stages_are(bx, s01, 2) && !bx->stages_exact);
        CHECK(stages_are(bhj, s1, 1) && bhj->stages_exact);
        CHECK(stages_are(rd, s3, 1) && !rd->stages_exact);
        CHECK(stages_are(&e->graph.nodes[0], s3, 1));   /* the write command: the last stage */
        CHECK(!gnode(e, "ShuffleQueryStage", NULL) && !gnode(e, "BroadcastQueryStage", NULL));
    }
    sdx_model_free(m);
    m = load("tests/spark/logs/v4/eventlog_v2_s01_skew_join");
    if (m) {
        for (uint32_t i = 0; i < m->nsql; i++) {
            CHECK(m->sql[i]->initial_plan == m->sql[i]->plan);
            CHECK(m->sql[i]->fingerprint == m->sql[i]->final_fingerprint);
        }
        sdx_model_free(m);
    }
}

/* The fingerprint recognises a query across executions and runs: the same
 * job run on other resources (s34 and its -b run), the same scenario with
 * another codec (another run), the warm-up on 1/20 of the data and the
 * even-keys main query (only a literal differs); and tells the skewed
 * query (another key expression) and the other join strategy apart. */
TEST(sql_plan_fingerprint_on_real_runs)
{
    sdx_model *a = load("tests/spark/logs/v4/eventlog_v2_s34_diff_resources");
    sdx_model *b = load("tests/spark/logs/v4/eventlog_v2_s34_diff_resources-b");
    sdx_model *s01 = load("tests/spark/logs/v4/eventlog_v2_s01_skew_join");
    sdx_model *even = load("tests/spark/logs/v4/eventlog_v2_s01_skew_join-even");
    sdx_model *lz4 = load("tests/spark/logs/codecs/codec_lz4_s01_skew_join.lz4");
    sdx_model *j1 = load("tests/spark/logs/v4/eventlog_v2_s33_diff_join_strategy");
    sdx_model *j2 = load("tests/spark/logs/v4/eventlog_v2_s33_diff_join_strategy-b");
    if (!a || !b || !s01 || !even || !lz4 || !j1 || !j2) {
        sdx_model_free(a), sdx_model_free(b), sdx_model_free(s01), sdx_model_free(even);
        sdx_model_free(lz4), sdx_model_free(j1), sdx_model_free(j2);
        SKIP("tests/spark/logs not readable");
    }
    CHECK(a->nsql == 2 && b->nsql == 2);
    for (uint32_t i = 0; i < a->nsql && i < b->nsql; i++) {
        CHECK(a->sql[i]->execution_id != b->sql[i]->execution_id);   /* other ids, same query */
        CHECK(a->sql[i]->fingerprint != 0);
        CHECK(a->sql[i]->fingerprint == b->sql[i]->fingerprint);
        CHECK(a->sql[i]->final_fingerprint == b->sql[i]->final_fingerprint);
    }
    CHECK(s01->nsql == 2 && even->nsql == 2 && lz4->nsql == 2);
    if (s01->nsql == 2 && even->nsql == 2 && lz4->nsql == 2) {
        CHECK(s01->sql[0]->fingerprint == even->sql[1]->fingerprint);   /* 1/20 of the data */
        CHECK(s01->sql[0]->fingerprint != s01->sql[1]->fingerprint);    /* skewed key */
        CHECK(s01->sql[1]->fingerprint == lz4->sql[1]->fingerprint);    /* another run */
        CHECK(s01->sql[0]->fingerprint != a->sql[0]->fingerprint);
    }
    CHECK(j1->nsql >= 1 && j2->nsql >= 1);
    if (j1->nsql >= 1 && j2->nsql >= 1)
        CHECK(j1->sql[0]->fingerprint != j2->sql[0]->fingerprint);
    sdx_model_free(a), sdx_model_free(b), sdx_model_free(s01), sdx_model_free(even);
    sdx_model_free(lz4), sdx_model_free(j1), sdx_model_free(j2);
}

/* What the fingerprint leaves out and what it keeps, on plan strings: a
 * node (name, simpleString) over an optional child (name, simpleString). */
typedef struct fp_plan {
    const char *name, *desc, *child_name, *child_desc;
} fp_plan;

static uint64_t fp_of(const fp_plan *f)
{
    sdx_plan_node child = {0}, root = {0};
    sdx_plan_node *kids[1] = {&child};
    root.node_name = f->name;
    root.simple_string = f->desc;
    if (f->child_name) {
        child.node_name = f->child_name;
        child.simple_string = f->child_desc;
        root.children = kids;
        root.nchildren = 1;
    }
    return sdx_plan_fingerprint(&root);
}

TEST(sql_plan_fingerprint_normalises)
{
    static const struct { fp_plan a, b; int same; } cases[] = {
        {{"SortMergeJoin", "SortMergeJoin [k#12L], [k#40L], Inner", "Scan", "Scan parquet db.t1"},
         {"SortMergeJoin", "SortMergeJoin [k#7L], [k#9L], Inner", "Scan", "Scan parquet db.t1"}, 1},
        {{"Exchange", "Exchange hashpartitioning(k#1, 200), ENSURE_REQUIREMENTS, [plan_id=12]", "Range",
          "Range (0, 100, step=1, splits=2)"},
         {"Exchange", "Exchange hashpartitioning(k#5, 200), ENSURE_REQUIREMENTS, [plan_id=77]", "Range",
          "Range (0, 5000, step=1, splits=2)"}, 1},
        {{"Filter", "Filter (isnotnull(c#3) AND (c#3 = abc))", "Scan",
          "FileScan parquet [c#3] Location: InMemoryFileIndex(1 paths)[file:/tmp/run1/t], ReadSchema: struct<c:string>"},
         {"Filter", "Filter (isnotnull(c#8) AND (c#8 = xyz))", "Scan",
          "FileScan parquet [c#8] Location: InMemoryFileIndex(1 paths)[file:/tmp/run2/t], ReadSchema: struct<c:string>"}, 0},
        {{"Filter", "Filter (c#3 = 'abc')", "Scan", "FileScan csv [c#3] Location: [hdfs://nn:8020/data/2024/x.csv]"},
         {"Filter", "Filter (c#8 = 'xyz')", "Scan", "FileScan csv [c#8] Location: [/local/other/y.csv]"}, 1},
        {{"WholeStageCodegen (3)", "WholeStageCodegen (3)", "Project", "Project [a#1]"},
         {"WholeStageCodegen (8)", "WholeStageCodegen (8)", "Project", "Project [a#2]"}, 1},
        {{"SortMergeJoin", "SortMergeJoin [k#1L], [k#2L], Inner", NULL, NULL},
         {"SortMergeJoin", "SortMergeJoin [j#1L], [k#2L], Inner", NULL, NULL}, 0},
        {{"SortMergeJoin", "SortMergeJoin [k#1L], [k#2L], Inner", NULL, NULL},
         {"SortMergeJoin", "SortMergeJoin [k#1L], [k#2L], LeftOuter", NULL, NULL}, 0},
        {{"Scan", "Scan parquet db.t1", NULL, NULL}, {"Scan", "Scan parquet db.t2", NULL, NULL}, 0},
        {{"Project", "Project [col1#1]", "Range", "Range (0, 10)"}, {"Project", "Project [col2#1]", "Range", "Range (0, 10)"}, 0},
        {{"Project", "Project [a#1]", "Range", "Range (0, 10)"}, {"Project", "Project [a#1]", NULL, NULL}, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        uint64_t fa = fp_of(&cases[i].a), fb = fp_of(&cases[i].b);
        CHECK(fa != 0 && fb != 0);
        if ((fa == fb) != cases[i].same)
            t_fail(__FILE__, __LINE__, "case %zu: fingerprints of \"%s\" and \"%s\" should %s", i, cases[i].a.desc,
                   cases[i].b.desc, cases[i].same ? "match" : "differ");
    }
    CHECK(sdx_plan_fingerprint(NULL) == 0);
}
