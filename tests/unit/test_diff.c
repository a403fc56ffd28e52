/*
 * test_diff.c: the run diff (lib/diff/) through its public API on real
 * Spark logs: a run against itself matches every stage that ran with the
 * same signature, changes nothing and finds nothing; its findings are all
 * "the same" since themselves; scenario 1's even run against its skewed
 * run finds the hot key on the join stage with both runs' numbers; the
 * text, Markdown and JSON renderers say so; every run pair of
 * tests/diff/pairs.tsv (20 pairs of the project's real Spark logs: v4
 * variants, codecs, 3.5 against 4.3) matches the stages the table lists and
 * has the new jobs it lists. (tests/diff/check_diff.py checks the same
 * pairs, their findings, verify and report --baseline through the CLI.)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

/* Every row of tests/diff/pairs.tsv through the library: each listed stage
 * pair (old>new, or old>- for a stage gone) and the new jobs. */
static void check_pair(const char *old, const char *new_, const char *stages, const char *new_jobs, int *npairs)
{
    char po[2100], pn[2100];
    snprintf(po, sizeof po, "tests/spark/logs/%s", old);
    snprintf(pn, sizeof pn, "tests/spark/logs/%s", new_);
    sdx_loglist lo, ln;
    sdx_model *mo = NULL, *mn = NULL;
    sdx_analysis *ao = NULL, *an = NULL;
    sdx_diff *d = NULL;
    sdx_error err;
    memset(&lo, 0, sizeof lo), memset(&ln, 0, sizeof ln);
    int ok = sdx_logs_scan(po, &lo, &err) == 0 && lo.n == 1 && sdx_logs_scan(pn, &ln, &err) == 0 && ln.n == 1 &&
             sdx_model_build(&lo.logs[0], 0, &mo, &err) == 0 && sdx_model_build(&ln.logs[0], 0, &mn, &err) == 0 &&
             sdx_analysis_build(mo, NULL, &ao, &err) == 0 && sdx_analysis_build(mn, NULL, &an, &err) == 0 &&
             sdx_diff_build(ao, an, NULL, &d, &err) == 0;
    if (!ok)
        t_fail(__FILE__, __LINE__, "%s -> %s: cannot be read or compared", old, new_);
    else
        (*npairs)++;
    for (const char *p = stages; ok && strcmp(stages, "-") && *p;) {
        char *e;
        long o = strtol(p, &e, 10);
        if (e == p || *e != '>') {
            t_fail(__FILE__, __LINE__, "%s -> %s: bad stage pair at '%s'", old, new_, p);
            break;
        }
        p = e + 1;
        const sdx_stage_match *x = sdx_diff_stage(d, 0, (int32_t)o, 0);
        if (*p == '-') {
            p++;
            if (!x || x->new_.f)
                t_fail(__FILE__, __LINE__, "%s -> %s: stage %ld is %s, expected gone", old, new_, o,
                       x ? "matched" : "not listed");
        } else {
            long n = strtol(p, &e, 10);
            p = e;
            if (!x || !x->new_.f || x->new_.stage_id != n || x->new_.attempt_id != 0)
                t_fail(__FILE__, __LINE__, "%s -> %s: stage %ld matched to %d, expected %ld", old, new_, o,
                       x && x->new_.f ? x->new_.stage_id : -1, n);
        }
        if (*p == ',')
            p++;
    }
    if (ok) {
        /* the new jobs, in the table's order (ascending) */
        uint32_t k = 0;
        for (const char *p = new_jobs; strcmp(new_jobs, "-") && *p; k++) {
            char *e;
            long j = strtol(p, &e, 10);
            int found = 0;
            for (uint32_t i = 0; i < d->nnew_jobs; i++)
                found |= d->new_jobs[i] == j;
            if (!found)
                t_fail(__FILE__, __LINE__, "%s -> %s: job %ld is not new", old, new_, j);
            p = *e == ',' ? e + 1 : e;
        }
        if (k != d->nnew_jobs)
            t_fail(__FILE__, __LINE__, "%s -> %s: %u new jobs, expected %u", old, new_, d->nnew_jobs, k);
    }
    sdx_diff_free(d);
    sdx_analysis_free(ao), sdx_analysis_free(an);
    sdx_model_free(mo), sdx_model_free(mn);
    sdx_loglist_free(&lo), sdx_loglist_free(&ln);
}

TEST(diff_every_pair_matches_its_stages)
{
    struct stat st;
    FILE *f = fopen("tests/diff/pairs.tsv", "r");
    if (!f || stat("tests/spark/logs/v4", &st) != 0) {
        if (f)
            fclose(f);
        SKIP("tests/diff/pairs.tsv or tests/spark/logs is not readable");
    }
    char line[2048];
    int npairs = 0, rows = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        line[strcspn(line, "\n")] = 0;
        char *col[6];
        int nc = 0;
        for (char *p = line; nc < 6; nc++) {
            col[nc] = p;
            char *t = strchr(p, '\t');
            if (!t) {
                nc++;
                break;
            }
            *t = 0;
            p = t + 1;
        }
        if (nc != 6) {
            t_fail(__FILE__, __LINE__, "pairs.tsv: a row with %d columns", nc);
            continue;
        }
        rows++;
        check_pair(col[0], col[1], col[4], col[5], &npairs);
    }
    fclose(f);
    CHECK_EQ_INT(npairs, rows);
    CHECK(rows >= 20);
}
