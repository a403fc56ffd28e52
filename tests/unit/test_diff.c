/*
 * test_diff.c: the run diff (lib/diff/) through its public API on real
 * Spark logs: a run against itself matches every stage that ran with the
 * same signature, changes nothing and finds nothing; its findings are all
 * "the same" since themselves; scenario 1's even run against its skewed
 * run finds the hot key on the join stage with both runs' numbers; the
 * text, Markdown and JSON renderers say so. (tests/diff/check_diff.py
 * checks 14 pairs and verify end to end through the CLI.)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/analysis.h"
#include "sparkdx/diff.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

#define SKEW "tests/spark/logs/v4/eventlog_v2_s01_skew_join"
#define EVEN "tests/spark/logs/v4/eventlog_v2_s01_skew_join-even"

typedef struct run {
    sdx_loglist logs;
    sdx_model *m;
    sdx_analysis *a;
    sdx_report *r;
} run;

static int load(const char *path, run *x)
{
    sdx_error err;
    memset(x, 0, sizeof *x);
    if (sdx_logs_scan(path, &x->logs, &err) < 0 || x->logs.n != 1)
        return -1;
    if (sdx_model_build(&x->logs.logs[0], 0, &x->m, &err) < 0)
        return -1;
    if (sdx_analysis_build(x->m, NULL, &x->a, &err) < 0 || sdx_report_build(x->m, NULL, &x->r, &err) < 0)
        return -1;
    return 0;
}

static void unload(run *x)
{
    sdx_report_free(x->r);
    sdx_analysis_free(x->a);
    sdx_model_free(x->m);
    sdx_loglist_free(&x->logs);
}

TEST(diff_against_itself)
{
    run a, b;
    if (load(SKEW, &a) < 0 || load(SKEW, &b) < 0) {
        unload(&a);
        SKIP("tests/spark/logs is not readable");
    }
    sdx_diff *d = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_diff_build(a.a, b.a, NULL, &d, &err), 0);
    CHECK(d != NULL);
    uint32_t matched = 0;
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        CHECK(x->old.f && x->new_.f);
        if (x->old.f && x->new_.f) {
            matched++;
            CHECK_EQ_INT(x->old.stage_id, x->new_.stage_id);
            CHECK_EQ_INT(x->how, SDX_MATCH_SAME);
            CHECK_EQ_INT(x->delta_ms, 0);
        }
    }
    CHECK(matched >= 8);
    CHECK_EQ_INT(d->nnew_jobs, 0);
    CHECK_EQ_INT(d->ngone_jobs, 0);
    CHECK_EQ_INT(d->njobs, a.m->njobs);
    CHECK_EQ_INT(d->nattributed, 0);
    CHECK_EQ_INT(d->nconf, 0);
    for (uint32_t i = 0; i < d->nfindings; i++)
        CHECK(d->findings[i].severity <= SDX_SEV_LOW);
    CHECK(fabs(d->data_growth - 1) < 1e-9);
    CHECK(d->verdict && strstr(d->verdict, "about as long"));
    CHECK(sdx_diff_stage(d, 1, 6, 0) != NULL);
    CHECK(sdx_diff_stage(d, 1, 999, 0) == NULL);

    sdx_findings_since fs;
    CHECK_EQ_INT(sdx_findings_since_build(d, a.r->findings, a.r->nfindings, b.r->findings, b.r->nfindings, &fs, &err),
                 0);
    CHECK_EQ_INT(fs.n, b.r->nfindings);
    CHECK(b.r->nfindings >= 1);
    for (uint32_t i = 0; i < fs.n; i++)
        CHECK_EQ_INT(fs.since[i], SDX_SINCE_SAME);
    CHECK_EQ_INT(fs.ngone, 0);
    sdx_findings_since_free(&fs);
    sdx_diff_free(d);
    unload(&a);
    unload(&b);
}

TEST(diff_hot_key_appeared)
{
    run a, b;
    if (load(EVEN, &a) < 0 || load(SKEW, &b) < 0) {
        unload(&a);
        SKIP("tests/spark/logs is not readable");
    }
    sdx_diff *d = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_diff_build(a.a, b.a, NULL, &d, &err), 0);
    CHECK(d->nfindings >= 1);
    const sdx_finding *f = d->nfindings ? &d->findings[0] : NULL;
    CHECK(f && !strcmp(f->id, "diff.nonlinear"));
    CHECK(f && f->where.stage == 6);
    CHECK(d->nonlinear_stage >= 0);
    if (d->nonlinear_stage >= 0) {
        const sdx_stage_match *x = &d->stages[d->nonlinear_stage];
        CHECK_EQ_INT(x->new_.stage_id, 6);
        CHECK(x->new_.task_max_ms > 5 * x->new_.task_median_ms);
        CHECK(x->old.task_max_ms < 3 * x->old.task_median_ms);
        CHECK(x->nreasons >= 1 && strstr(x->reasons[0], "a hot key appeared"));
        CHECK(x->new_.max_read_partition >= 0);
    }
    sdx_findings_since fs;
    CHECK_EQ_INT(sdx_findings_since_build(d, a.r->findings, a.r->nfindings, b.r->findings, b.r->nfindings, &fs, &err),
                 0);
    int skew_new = 0;
    for (uint32_t i = 0; i < fs.n; i++)
        if (!strcmp(b.r->findings[i].id, "skew.join"))
            skew_new = fs.since[i] == SDX_SINCE_NEW;
    CHECK(skew_new);
    sdx_findings_since_free(&fs);
    sdx_buf t, m, j;
    sdx_buf_init(&t), sdx_buf_init(&m), sdx_buf_init(&j);
    sdx_diff_render_text(d, &t, 100);
    sdx_diff_render_md(d, &m);
    sdx_diff_render_json(d, &j, 1);
    CHECK(strstr(sdx_buf_cstr(&t), "VERDICT") && strstr(sdx_buf_cstr(&t), "diff.nonlinear"));
    CHECK(strstr(sdx_buf_cstr(&m), "### Findings") && strstr(sdx_buf_cstr(&m), "`diff.nonlinear`"));
    CHECK(strstr(sdx_buf_cstr(&j), "\"schema\" : \"sparkdx.diff/1\""));
    /* every text line fits the width */
    const char *p = sdx_buf_cstr(&t);
    int longest = 0;
    while (*p) {
        const char *e = strchr(p, '\n');
        int n = e ? (int)(e - p) : (int)strlen(p);
        if (n > longest)
            longest = n;
        p += n + (e != NULL);
    }
    CHECK(longest <= 130);   /* the header line and unbreakable words may pass 100 */
    sdx_buf_free(&t), sdx_buf_free(&m), sdx_buf_free(&j);
    sdx_diff_free(d);
    unload(&a);
    unload(&b);
}
