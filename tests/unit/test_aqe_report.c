/*
 * test_aqe_report.c: the report's "What AQE did" section and the issue-17
 * refinements (one finding per executor loss, python.udf's memory fix only
 * on memory evidence, no "?" placeholder) on the project's real Spark logs
 * and a real Databricks cluster log (../shared, skipped when absent).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#define LOGS "tests/spark/logs/v4/"

static const sdx_finding *find(const sdx_report *r, const char *id)
{
    for (uint32_t i = 0; i < r->nfindings; i++)
        if (!strcmp(r->findings[i].id, id))
            return &r->findings[i];
    return NULL;
}

static int text_has(const sdx_report *r, const char *needle)
{
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_report_render_text(r, &b, 0, 100);
    int has = strstr(sdx_buf_cstr(&b), needle) != NULL;
    sdx_buf_free(&b);
    return has;
}

/* s02: AQE split the skewed join partition (the SQL tab: 1 skewed partition,
 * 16 splits) with the scenario's own thresholds (factor 2, 4m) */
TEST(aqe_split_is_reported_with_the_thresholds)
{
    sdx_model *m;
    sdx_report *r = t_report_path(LOGS "eventlog_v2_s02_aqe_skew_split", &m);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK(r->aqe != NULL && r->aqe->nexecs >= 1);
    if (r->aqe && r->aqe->nexecs) {
        CHECK_EQ_INT(r->aqe->execs[0].skewed_partitions, 1);
        CHECK_EQ_INT(r->aqe->execs[0].skew_splits, 16);
        CHECK(r->aqe->skew_factor == 2);
        CHECK_EQ_INT(r->aqe->skew_threshold_bytes, 4 * 1024 * 1024);
        /* the split pieces are not reported as skew AQE missed */
        CHECK_EQ_INT(r->aqe->nunhandled, 0);
    }
    CHECK(text_has(r, "WHAT AQE DID"));
    sdx_report_free(r);
    sdx_model_free(m);
}

/* s33-b: AQE coalesced three 200-partition shuffles */
TEST(aqe_coalescing_is_reported_per_read)
{
    sdx_model *m;
    sdx_report *r = t_report_path(LOGS "eventlog_v2_s33_diff_join_strategy-b", &m);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK(r->aqe != NULL && r->aqe->nexecs >= 1);
    if (r->aqe && r->aqe->nexecs) {
        const sdx_report_aqe_exec *x = &r->aqe->execs[0];
        CHECK_EQ_INT(x->coalesced_reads, 3);
        CHECK_EQ_INT(x->partitions_before, 600);
        CHECK(x->partitions_after > 0 && x->partitions_after < 600);
        CHECK(x->coalesced_text && strstr(x->coalesced_text, "200 -> "));
        CHECK_EQ_INT(r->aqe->advisory_bytes, 64 * 1024 * 1024);   /* Spark's default */
    }
    sdx_report_free(r);
    sdx_model_free(m);
}

/* AQE off (the skew scenarios): no section */
TEST(no_aqe_section_when_aqe_replanned_nothing)
{
    sdx_model *m;
    sdx_report *r = t_report_path(LOGS "eventlog_v2_s01_skew_join", &m);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK(r->aqe == NULL || r->aqe->nexecs == 0);
    CHECK(!text_has(r, "WHAT AQE DID"));
    sdx_report_free(r);
    sdx_model_free(m);
}

/* A real Databricks cluster run (Spark 3.x, AQE on): AQE switched three
 * sort-merge joins to broadcast and read one shuffle locally */
TEST(aqe_switched_joins_on_a_databricks_log)
{
    NEED_SHARED(shared);
    char path[4200];
    snprintf(path, sizeof path, "%s/corpus/clusters/synccomputingcode__spark_log_parser/databricks.zip", shared);
    sdx_model *m;
    sdx_report *r = t_report_path(path, &m);
    if (!r)
        SKIP("databricks.zip not readable");
    CHECK(r->aqe != NULL && r->aqe->nexecs >= 1);
    uint32_t switched = 0, local = 0;
    for (uint32_t i = 0; r->aqe && i < r->aqe->nexecs; i++) {
        switched += r->aqe->execs[i].joins_switched;
        local += r->aqe->execs[i].local_reads;
    }
    CHECK(switched >= 3);
    CHECK(local >= 1);
    sdx_report_free(r);
    sdx_model_free(m);
}

/* s14: executor 1's loss is one finding, the fetch-failure one naming it */
TEST(executor_loss_is_reported_once)
{
    sdx_model *m;
    sdx_report *r = t_report_path(LOGS "eventlog_v2_s14_fetch_failed_executor_lost", &m);
    CHECK(r != NULL);
    if (!r)
        return;
    const sdx_finding *f = find(r, "failure.fetch_after_executor_loss");
    CHECK(f != NULL && f->where.executor && !strcmp(f->where.executor, "1"));
    CHECK(find(r, "failure.executor_lost") == NULL);
    /* exit 137 is memory evidence: python.udf keeps its memory fix */
    const sdx_finding *p = find(r, "python.udf");
    int mem = 0;
    for (uint32_t i = 0; p && i < p->nfixes; i++)
        mem |= strstr(p->fixes[i].action, "pyspark.memory") != NULL;
    CHECK(!p || mem);
    sdx_report_free(r);
    sdx_model_free(m);
}

/* s17: a CPU-bound row UDF: built-ins first, no Python memory fix */
TEST(cpu_bound_udf_gets_no_memory_fix)
{
    const char *logs[] = {LOGS "eventlog_v2_s17_python_udf", LOGS "eventlog_v2_s17_python_udf-pandas"};
    for (int k = 0; k < 2; k++) {
        sdx_model *m;
        sdx_report *r = t_report_path(logs[k], &m);
        CHECK(r != NULL);
        if (!r)
            continue;
        const sdx_finding *p = find(r, "python.udf");
        CHECK(p != NULL);
        int builtin = -1;
        for (uint32_t i = 0; p && i < p->nfixes; i++) {
            CHECK(strstr(p->fixes[i].action, "pyspark.memory") == NULL);
            if (builtin < 0 && strstr(p->fixes[i].action, "built-in"))
                builtin = (int)i;
        }
        CHECK(builtin >= 0);
        if (k == 0)
            CHECK_EQ_INT(builtin, 0);   /* the row UDF: replacing it comes first */
        sdx_report_free(r);
        sdx_model_free(m);
    }
}

/* s15 (no successful task in the GC stage), s16 (aborted collect): no
 * placeholder and no "now 0.0 B" next to the abort's 4.9 MiB */
TEST(no_placeholders_in_evidence_or_verify)
{
    sdx_model *m;
    sdx_report *r = t_report_path(LOGS "eventlog_v2_s15_executor_oom", &m);
    CHECK(r != NULL);
    if (r) {
        CHECK(!text_has(r, "median ?"));
        CHECK(!text_has(r, "max ?"));
        sdx_report_free(r);
        sdx_model_free(m);
    }
    r = t_report_path(LOGS "eventlog_v2_s16_driver_result_size", &m);
    CHECK(r != NULL);
    if (r) {
        const sdx_finding *f = find(r, "driver.result_size");
        CHECK(f && f->verify && !strstr(f->verify, "0.0 B") && strstr(f->verify, "4.9 MiB"));
        sdx_report_free(r);
        sdx_model_free(m);
    }
}



/* s03 / s04: the keys come from the aggregate / window that ran in the
 * skewed stage, never an optimizer-made column */
TEST(skew_aggregate_and_window_name_their_operator_keys)
{
    const char *logs[] = {LOGS "eventlog_v2_s03_skew_aggregate", LOGS "eventlog_v2_s04_skew_window"};
    const char *ids[] = {"skew.aggregate", "skew.window"};
    const char *want[] = {"grouping key: key", "window partition key: key"};
    for (int k = 0; k < 2; k++) {
        sdx_model *m;
        sdx_report *r = t_report_path(logs[k], &m);
        CHECK(r != NULL);
        if (!r)
            continue;
        const sdx_finding *f = find(r, ids[k]);
        CHECK(f != NULL);
        int named = 0;
        for (uint32_t i = 0; f && i < f->nevidence; i++) {
            named |= strstr(f->evidence[i].text, want[k]) != NULL;
            CHECK(strstr(f->evidence[i].text, "_groupingexpression") == NULL);
        }
        CHECK(named);
        sdx_report_free(r);
        sdx_model_free(m);
    }
}
