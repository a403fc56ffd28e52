/*
 * test_planrules.c: the plan rules (lib/rules/plan.c, cache.c, lineage.c)
 * and the plan facts they share (planfacts.c). The helpers on hand-built
 * plan nodes; the rules on the project's real Spark scenario logs: each
 * scenario gets its rule with the numbers of its plan, the others (healthy
 * controls, the neighbouring scenarios whose cause is another rule's) get
 * none, and thresholds moved past the data turn a finding off.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "rules/planfacts.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#define LOGS "tests/spark/logs/v4/eventlog_v2_"

/* ---- helpers on hand-built nodes ---- */

TEST(strip_ids_and_words)
{
    char buf[128];
    CHECK_EQ_STR(rp_pf_strip_ids("Project [key#1L, (v#22 * 2) AS x#5]", buf, sizeof buf), "Project [key, (v * 2) AS x]");
    CHECK_EQ_STR(rp_pf_strip_ids("#", buf, sizeof buf), "#");
    CHECK(rp_pf_word("x AS rand(12)", "rand(") != NULL);
    CHECK(rp_pf_word("grand(1), my_rand(2)", "rand(") == NULL);
    CHECK(rp_pf_word("partial_first(a#1)", "first(") == NULL);
    CHECK(rp_pf_word("first(a#1, false)", "first(") != NULL);
}

TEST(leaf_relation_and_identity)
{
    sdx_kv meta[] = {{"Location", "InMemoryFileIndex(1 paths)[file:/d/x.csv]"}};
    sdx_plan_node scan = {"Scan csv ", "FileScan csv [id#0L,key#1] Batched: false, Location: ...", NULL, 0, meta, 1,
                          NULL, 0};
    sdx_plan_node scan2 = scan;
    scan2.simple_string = "FileScan csv [amount#2,key#1] Batched: false";
    sdx_plan_node other = scan;
    other.simple_string = "FileScan csv [id#40L,key#41] Batched: false";
    CHECK(rp_pf_is_relation_leaf(&scan));
    char buf[256];
    CHECK_EQ_STR(rp_pf_relation(&scan, buf, sizeof buf), "Scan csv InMemoryFileIndex(1 paths)[file:/d/x.csv]");
    int64_t ids[8];
    CHECK_EQ_INT(rp_pf_leaf_ids(&scan, ids, 8), 2);
    CHECK_EQ_INT(ids[0], 0);
    CHECK_EQ_INT(ids[1], 1);
    /* the same DataFrame (key#1 in both), not another read of the same file */
    CHECK(rp_pf_same_relation(NULL, &scan, NULL, &scan2));
    CHECK(!rp_pf_same_relation(NULL, &scan, NULL, &other));
    /* a Range prints no ids: the operator above it gives them */
    sdx_plan_node range = {"Range", "Range (0, 100, step=1, splits=2)", NULL, 0, NULL, 0, NULL, 0};
    sdx_plan_node range2 = range;
    sdx_plan_node *k1[] = {&range}, *k2[] = {&range2};
    sdx_plan_node p1 = {"Project", "Project [(id#0L % 10) AS k#1L]", k1, 1, NULL, 0, NULL, 0};
    sdx_plan_node p2 = {"Project", "Project [(id#12L % 10) AS k#13L]", k2, 1, NULL, 0, NULL, 0};
    CHECK_EQ_STR(rp_pf_relation(&range, buf, sizeof buf), "Range (0, 100, step=1, splits=2)");
    CHECK_EQ_INT(rp_pf_identity_ids(&p1, &range, ids, 8), 2);
    CHECK(rp_pf_same_relation(&p1, &range, &p1, &range));
    CHECK(!rp_pf_same_relation(&p1, &range, &p2, &range2));
    sdx_plan_node local = {"LocalTableScan", "LocalTableScan [a#1]", NULL, 0, NULL, 0, NULL, 0};
    sdx_plan_node imts = {"InMemoryTableScan", "InMemoryTableScan [a#1]", NULL, 0, NULL, 0, NULL, 0};
    CHECK(!rp_pf_is_relation_leaf(&local));
    CHECK(!rp_pf_is_relation_leaf(&imts));
    CHECK(rp_pf_is_write_node("Execute InsertIntoHadoopFsRelationCommand"));
    CHECK(rp_pf_is_write_node("OverwriteByExpression noop-table"));
    CHECK(!rp_pf_is_write_node("HashAggregate"));
    CHECK_EQ_INT(rp_pf_count_nodes(&p1), 2);
}

TEST(action_of_an_execution)
{
    sdx_model m;
    memset(&m, 0, sizeof m);
    sdx_sql_exec e;
    memset(&e, 0, sizeof e);
    char buf[32];
    e.description = "count at NativeMethodAccessorImpl.java:0";
    CHECK_EQ_STR(rp_pf_action(&m, &e, buf, sizeof buf), "count");
    e.description = "showString at x.py:3";
    CHECK_EQ_STR(rp_pf_action(&m, &e, buf, sizeof buf), "showString");
    e.description = "daily load, count of rows";   /* a job description, not a call site */
    CHECK_EQ_STR(rp_pf_action(&m, &e, buf, sizeof buf), "");
    e.description = NULL;
    CHECK_EQ_STR(rp_pf_action(&m, &e, buf, sizeof buf), "");
}

/* ---- the rules on real logs ---- */

static sdx_model *build(const char *path)
{
    sdx_loglist l;
    sdx_error err;
    if (sdx_logs_scan(path, &l, &err) < 0 || l.n != 1)
        return NULL;
    sdx_model *m = NULL;
    sdx_model_build(&l.logs[0], 0, &m, &err);
    sdx_loglist_free(&l);
    return m;
}

static sdx_report *report(const char *name, const sdx_report_opts *o, sdx_model **m)
{
    char path[256];
    snprintf(path, sizeof path, LOGS "%s", name);
    *m = build(path);
    CHECK(*m != NULL);
    if (!*m)
        return NULL;
    sdx_report *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_report_build(*m, o, &r, &err), 0);
    return r;
}

static const sdx_finding *find(const sdx_report *r, const char *id)
{
    for (uint32_t i = 0; r && i < r->nfindings; i++)
        if (!strcmp(r->findings[i].id, id))
            return &r->findings[i];
    return NULL;
}

static int plan_family(const char *id)
{
    static const char *const fam[] = {"rows.", "aggregate.", "plan.", "nondeterminism", "lineage.", "cache."};
    for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++)
        if (!strncmp(id, fam[i], strlen(fam[i])))
            return 1;
    return 0;
}

static double num(const sdx_finding *f, const char *metric, const char *key)
{
    for (uint32_t i = 0; f && i < f->nevidence; i++)
        if (!strcmp(f->evidence[i].metric, metric))
            for (int k = 0; k < f->evidence[i].nnums; k++)
                if (!strcmp(f->evidence[i].nums[k].key, key))
                    return f->evidence[i].nums[k].v;
    return NAN;
}

static void done(sdx_report *r, sdx_model *m)
{
    sdx_report_free(r);
    sdx_model_free(m);
}

TEST(explode_names_generate_and_the_task)
{
    sdx_model *m;
    sdx_report *r = report("s23_explode", NULL, &m);
    const sdx_finding *f = r && r->nfindings ? &r->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "rows.explode"));
    if (f) {
        CHECK_EQ_STR(f->where.node, "Generate");
        CHECK_EQ_INT(f->where.sql, 0);
        CHECK_EQ_INT(f->where.stage, 0);
        CHECK_EQ_INT(num(f, "generate_rows", "rows_in"), 16000);
        CHECK_EQ_INT(num(f, "generate_rows", "rows_out"), 1547997);
        CHECK_EQ_INT(num(f, "output_records", "max"), 1502997);
        CHECK_EQ_INT(num(f, "output_records", "median"), 3000);
        CHECK(f->impact_ms > 500 && f->verify);
    }
    done(r, m);
    /* a task factor above what the data has: the rows count as even, a volume with no measured cost */
    sdx_report_opts o;
    sdx_report_opts_init(&o);
    sdx_error err;
    CHECK_EQ_INT(sdx_report_opts_set(&o, "rows.explode_task_factor", "1000", &err), 0);
    r = report("s23_explode", &o, &m);
    f = find(r, "rows.explode");
    CHECK(f && f->impact_ms == 0 && f->severity == SDX_SEV_LOW && f->confidence < 0.5);
    done(r, m);
    /* ... and when its stage is not heavy either, nothing */
    CHECK_EQ_INT(sdx_report_opts_set(&o, "stage.heavy_share", "0.5", &err), 0);
    r = report("s23_explode", &o, &m);
    CHECK(find(r, "rows.explode") == NULL);
    done(r, m);
    /* fewer rows than the floor: nothing */
    sdx_report_opts_init(&o);
    CHECK_EQ_INT(sdx_report_opts_set(&o, "rows.explode_min_rows", "2000000", &err), 0);
    r = report("s23_explode", &o, &m);
    CHECK(find(r, "rows.explode") == NULL);
    done(r, m);
}

TEST(expand_counts_the_rows_multiplied)
{
    sdx_model *m;
    sdx_report *r = report("s27_count_distinct", NULL, &m);
    const sdx_finding *f = r && r->nfindings ? &r->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "aggregate.expand"));
    if (f) {
        CHECK_EQ_STR(f->where.node, "Expand");
        CHECK_EQ_INT(num(f, "expand_rows", "rows_in"), 1000000);
        CHECK_EQ_INT(num(f, "expand_rows", "rows_out"), 4000000);
        CHECK_EQ_INT(num(f, "expand_rows", "projections"), 4);
        /* (1 - 1/4) of the stages 0, 2 and 5 on the critical path */
        CHECK(f->impact_ms > 15000 && f->impact_ms < 20000);
    }
    done(r, m);
}

TEST(nondeterminism_is_a_low_hazard)
{
    sdx_model *m;
    sdx_report *r = report("s28_nondeterminism", NULL, &m);
    const sdx_finding *f = find(r, "nondeterminism");
    CHECK(f != NULL);
    if (f) {
        CHECK(f->severity == SDX_SEV_LOW && f->impact_ms == 0);
        int rand = 0, mono = 0, first = 0;
        for (uint32_t i = 0; i < f->nevidence; i++) {
            rand |= strstr(f->evidence[i].text, "rand(-6164284036291218664)") != NULL;
            mono |= strstr(f->evidence[i].text, "monotonically_increasing_id()") != NULL;
            first |= strstr(f->evidence[i].text, "first(id, false)") != NULL;
        }
        CHECK(rand && mono && first);
    }
    done(r, m);
}

TEST(plan_huge_times_planning)
{
    sdx_model *m;
    sdx_report *r = report("s29_huge_plan", NULL, &m);
    const sdx_finding *f = r && r->nfindings ? &r->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "plan.huge"));
    if (f) {
        CHECK_EQ_INT(f->impact_ms, 4940);   /* 15:17:56.534 to the first job at 15:18:01.474 */
        CHECK(num(f, "plan_size", "expr_depth") >= 400);
    }
    done(r, m);
    /* s23 also waits 11 s before its first job (a 1.5M-element literal), but its plan is small */
    r = report("s23_explode", NULL, &m);
    CHECK(find(r, "plan.huge") == NULL);
    done(r, m);
}

TEST(cache_unused_and_evicted)
{
    sdx_model *m;
    sdx_report *r = report("s26_cache", NULL, &m);
    const sdx_finding *f = r && r->nfindings ? &r->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "cache.unused"));
    if (f) {
        CHECK_EQ_INT(num(f, "cached_rdd", "rdd"), 4);
        int scans = 0;
        for (uint32_t i = 0; i < f->nevidence; i++)
            scans += !strcmp(f->evidence[i].metric, "scan_not_cached");
        CHECK_EQ_INT(scans, 2);
    }
    /* the cache explains the repeated Range scans: no lineage finding on top */
    CHECK(find(r, "lineage.recompute") == NULL && find(r, "lineage.debug_action") == NULL);
    done(r, m);
    r = report("s26_cache-evicted", NULL, &m);
    f = r && r->nfindings ? &r->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "cache.evicted"));
    if (f) {
        double parts = NAN;
        for (uint32_t i = 0; i < f->nevidence; i++)
            if (!strcmp(f->evidence[i].metric, "recomputed") && isnan(parts))
                for (int k = 0; k < f->evidence[i].nnums; k++)
                    if (!strcmp(f->evidence[i].nums[k].key, "partitions"))
                        parts = f->evidence[i].nums[k].v;
        CHECK_EQ_INT(parts, 6);   /* 2,250,000 rows of 375,000 per partition */
    }
    CHECK(find(r, "cache.unused") == NULL && find(r, "lineage.debug_action") == NULL);
    done(r, m);
}

TEST(lineage_debug_and_recompute)
{
    sdx_model *m;
    sdx_report *r = report("s25_debug_action", NULL, &m);
    const sdx_finding *f = r && r->nfindings ? &r->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "lineage.debug_action"));
    if (f) {
        int n = 0;
        for (uint32_t i = 0; i < f->nevidence; i++)
            n += !strcmp(f->evidence[i].metric, "debug_action");
        CHECK_EQ_INT(n, 2);   /* count() and show() */
        CHECK(f->impact_ms > 50000);
    }
    /* the debug actions are the repeats: no recompute finding for the same cause */
    CHECK(find(r, "lineage.recompute") == NULL);
    done(r, m);
    r = report("s24_recompute", NULL, &m);
    f = r && r->nfindings ? &r->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "lineage.recompute"));
    if (f)
        CHECK_EQ_INT(num(f, "repeated_scan", "count"), 3);
    CHECK(find(r, "lineage.debug_action") == NULL);
    done(r, m);
}

TEST(quiet_on_the_other_scenarios)
{
    static const char *const quiet[] = {"s35_healthy", "s35_healthy-rerun", "s01_skew_join", "s01_skew_join-even",
                                        "s03_skew_aggregate-even", "s07_spill", "s17_python_udf", "s30_config_off"};
    for (size_t i = 0; i < sizeof quiet / sizeof quiet[0]; i++) {
        sdx_model *m;
        sdx_report *r = report(quiet[i], NULL, &m);
        for (uint32_t k = 0; r && k < r->nfindings; k++)
            if (plan_family(r->findings[k].id))
                t_fail(__FILE__, __LINE__, "%s: unexpected %s", quiet[i], r->findings[k].id);
        done(r, m);
    }
}
