/*
 * test_store.c: the run history (lib/store/): name normalisation, the
 * identity overlap across fingerprint kinds, median / MAD, the schema and
 * its migrations from versions 1 and 2 (and every earlier version), add /
 * skip / replace, job grouping across dated app names, the baseline check,
 * and the summary of a real log (its plan fingerprints are the model's).
 */
#include <math.h>
#include <stdlib.h>
#include <unistd.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"
#include "sparkdx/store.h"
#include "store/store_internal.h"

static char *tmp_db(char *buf, size_t cap)
{
    snprintf(buf, cap, "/tmp/sdx_test_store_%d_XXXXXX", (int)getpid());
    int fd = mkstemp(buf);
    if (fd >= 0)
        close(fd);
    unlink(buf);   /* a new, empty database */
    return buf;
}

static void rm_db(const char *path)
{
    char p[600];
    unlink(path);
    snprintf(p, sizeof p, "%s-wal", path);
    unlink(p);
    snprintf(p, sizeof p, "%s-shm", path);
    unlink(p);
}

TEST(normalize_names)
{
    char out[128];
    CHECK_EQ_STR(sdx_run_normalize_name("nightly_orders_2026-11-01", out, sizeof out), "nightly_orders_#");
    CHECK_EQ_STR(sdx_run_normalize_name("nightly_orders_2026-11-02", out, sizeof out), "nightly_orders_#");
    CHECK_EQ_STR(sdx_run_normalize_name("etl 20261101T0300Z run 42", out, sizeof out), "etl # run #");
    CHECK_EQ_STR(sdx_run_normalize_name("load-123e4567-e89b-12d3-a456-426614174000", out, sizeof out), "load-#");
    CHECK_EQ_STR(sdx_run_normalize_name("app 2026-11-01 03:00:00", out, sizeof out), "app #");
    CHECK_EQ_STR(sdx_run_normalize_name("report_deadbeef01", out, sizeof out), "report_#");
    /* words stay words */
    CHECK_EQ_STR(sdx_run_normalize_name("daily sales report", out, sizeof out), "daily sales report");
    CHECK_EQ_STR(sdx_run_normalize_name(NULL, out, sizeof out), "");
    /* truncated, still terminated */
    char small[6];
    sdx_run_normalize_name("abcdefghij", small, sizeof small);
    CHECK_EQ_STR(small, "abcde");
}

/* Jaccard over sorted identity sets; ops-v1 fingerprints ("o:", files
 * from before schema 3) are never compared with plan-v1 ones ("p:"). */
TEST(identity_overlap_kinds)
{
    char *a[] = {"d:load orders", "d:save at x.py:#", "p:0123456789abcdef"};
    char *b[] = {"d:load orders", "d:save at x.py:#", "p:fedcba9876543210"};
    char *old[] = {"d:load orders", "d:save at x.py:#", "o:aaaaaaaaaaaaaaaa"};
    char *old_other[] = {"d:train model", "o:aaaaaaaaaaaaaaaa"};
    CHECK(fabs(sdx_store_identity_overlap(a, 3, a, 3) - 1) < 1e-12);
    CHECK(fabs(sdx_store_identity_overlap(a, 3, b, 3) - 0.5) < 1e-12);   /* 2 common of 4 */
    /* against an ops-v1 identity: the descriptions alone, 2 of 2 */
    CHECK(fabs(sdx_store_identity_overlap(a, 3, old, 3) - 1) < 1e-12);
    CHECK(fabs(sdx_store_identity_overlap(old, 3, a, 3) - 1) < 1e-12);
    CHECK(fabs(sdx_store_identity_overlap(a, 2, old, 3) - 1) < 1e-12);
    /* the same old fingerprint does not make other work the same job */
    CHECK(sdx_store_identity_overlap(old, 3, old_other, 2) < 1e-12);
    CHECK(sdx_store_identity_overlap(a, 3, old_other, 2) < 1e-12);
    CHECK(fabs(sdx_store_identity_overlap(NULL, 0, NULL, 0) - 1) < 1e-12);
}

TEST(median_mad)
{
    double v[] = {5, 1, 3, 100, 2};
    double m = sdx_median(v, 5);
    CHECK(m == 3);
    CHECK(sdx_mad(v, 5, m) == 2);   /* |v - 3| sorted: 0 1 2 2 97; the outlier does not count */
    double w[] = {4, 1, 3, 2};
    CHECK(sdx_median(w, 4) == 2.5);
    CHECK(isnan(sdx_median(w, 0)));
}

/* A synthetic run: `day` days after 2026-11-01, of a job with the given
 * identity items. */
static sdx_run *fake_run(const char *app_id, const char *name, int day, int64_t duration_ms, const char *const *items,
                         int nitems)
{
    sdx_run *r = calloc(1, sizeof *r);
    char norm[128];
    r->app_id = strdup(app_id);
    r->attempt_id = strdup("");
    r->app_name = strdup(name);
    r->norm_name = strdup(sdx_run_normalize_name(name, norm, sizeof norm));
    r->spark_version = strdup("4.0.0");
    r->status = strdup("succeeded");
    r->log_path = strdup("/logs/x");
    r->log_size = 1000;
    r->log_mtime_ms = 1700000000000LL + day;
    r->start_ms = 1793494800000LL + (int64_t)day * 86400000LL;
    r->duration_ms = duration_ms;
    r->input_bytes = 10LL << 30;
    r->shuffle_read_bytes = 2LL << 30;
    r->tasks = 100;
    r->identity = calloc((size_t)nitems + 1, sizeof *r->identity);
    for (int i = 0; i < nitems; i++)
        r->identity[r->nidentity++] = strdup(items[i]);
    r->stages = calloc(1, sizeof *r->stages);
    r->nstages = 1;
    r->stages[0].key = strdup("save at x.py:#@0");
    r->stages[0].name = strdup("save at x.py:12");
    r->stages[0].stage_id = 3;
    r->stages[0].duration_ms = duration_ms / 2;
    r->stages[0].top_share = 0.1;
    r->stages[0].gc_share = NAN;
    r->findings = calloc(1, sizeof *r->findings);
    r->nfindings = 1;
    r->findings[0].id = strdup("skew.join");
    r->findings[0].severity = SDX_SEV_HIGH;
    r->findings[0].impact_ms = 1234;
    return r;
}

static const char *const ITEMS[] = {"d:load orders", "d:save at x.py:#", "p:0123456789abcdef"};

TEST(add_skip_replace_group)
{
    char path[256];
    sdx_error err;
    sdx_store *st;
    tmp_db(path, sizeof path);
    if (sdx_store_open(path, &st, &err) < 0) {
        t_fail(__FILE__, __LINE__, "open: %s", err.msg);
        return;
    }
    CHECK_EQ_INT(sdx_store_schema_version(st), SDX_STORE_SCHEMA_VERSION);
    sdx_add_status status;
    sdx_run *a = fake_run("app-1", "nightly_2026-11-01", 0, 600000, ITEMS, 3);
    CHECK_EQ_INT(sdx_store_add(st, a, &status, &err), 0);
    CHECK_EQ_INT(status, SDX_ADD_NEW);
    CHECK(a->id > 0 && a->job_id > 0);
    CHECK_EQ_STR(a->job_key, "nightly_#");
    CHECK_EQ_INT(sdx_store_has_run(st, "app-1", "", 1000, a->log_mtime_ms, &err), 1);
    CHECK_EQ_INT(sdx_store_has_run(st, "app-1", "", 1001, a->log_mtime_ms, &err), 0);
    /* the same log again: skipped */
    sdx_run *a2 = fake_run("app-1", "nightly_2026-11-01", 0, 600000, ITEMS, 3);
    CHECK_EQ_INT(sdx_store_add(st, a2, &status, &err), 0);
    CHECK_EQ_INT(status, SDX_ADD_SKIPPED);
    CHECK_EQ_INT(a2->id, a->id);
    /* the log grew (new mtime): replaced, still one run */
    a2->log_mtime_ms += 5;
    a2->duration_ms = 610000;
    CHECK_EQ_INT(sdx_store_add(st, a2, &status, &err), 0);
    CHECK_EQ_INT(status, SDX_ADD_REPLACED);
    CHECK_EQ_INT(a2->job_id, a->job_id);
    /* replaced by other work entirely: the emptied job goes, its key is taken again */
    static const char *const ELSE[] = {"d:something else"};
    sdx_run *a3 = fake_run("app-1", "nightly_2026-11-01", 0, 600000, ELSE, 1);
    a3->log_mtime_ms += 9;
    CHECK_EQ_INT(sdx_store_add(st, a3, &status, &err), 0);
    CHECK_EQ_INT(status, SDX_ADD_REPLACED);
    CHECK_EQ_STR(a3->job_key, "nightly_#");
    int64_t found = -1;
    CHECK_EQ_INT(sdx_store_find_job(st, a2, &found, &err), 0);
    CHECK_EQ_INT(found, 0);   /* no job of the first identity is left */
    /* and back, so the rest of the test sees the first identity */
    a2->log_mtime_ms += 20;
    CHECK_EQ_INT(sdx_store_add(st, a2, &status, &err), 0);
    CHECK_EQ_INT(status, SDX_ADD_REPLACED);
    CHECK_EQ_STR(a2->job_key, "nightly_#");
    a->job_id = a2->job_id;
    sdx_run_free(a3);
    /* another day, another dated name, one identity item fewer: same job */
    sdx_run *b = fake_run("app-2", "nightly_2026-11-02", 1, 620000, ITEMS, 2);
    CHECK_EQ_INT(sdx_store_add(st, b, &status, &err), 0);
    CHECK_EQ_INT(b->job_id, a->job_id);
    /* the same normalised name, other work entirely: another job */
    static const char *const OTHER[] = {"d:train model", "p:fedcba9876543210"};
    sdx_run *c = fake_run("app-3", "nightly_2026-11-03", 2, 50000, OTHER, 2);
    CHECK_EQ_INT(sdx_store_add(st, c, &status, &err), 0);
    CHECK(c->job_id != a->job_id);
    CHECK_EQ_STR(c->job_key, "nightly_#~2");

    /* the job's identity is its newest run's: b's two items, not a's three */
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "SELECT identity FROM jobs WHERE id = ?1", -1, &q, NULL) == SQLITE_OK) {
        sqlite3_bind_int64(q, 1, a->job_id);
        CHECK_EQ_INT(sqlite3_step(q), SQLITE_ROW);
        CHECK_EQ_STR((const char *)sqlite3_column_text(q, 0), "d:load orders\nd:save at x.py:#");
        sqlite3_finalize(q);
    }
    sdx_store_jobs jobs;
    CHECK_EQ_INT(sdx_store_list_jobs(st, &jobs, &err), 0);
    CHECK_EQ_INT(jobs.n, 2);
    if (jobs.n == 2) {
        CHECK_EQ_STR(jobs.jobs[0].key, "nightly_#");
        CHECK_EQ_INT(jobs.jobs[0].nruns, 2);
        CHECK_EQ_STR(jobs.jobs[0].last_app_name, "nightly_2026-11-02");
        CHECK_EQ_INT(jobs.jobs[0].last_duration_ms, 620000);
    }
    sdx_store_jobs_free(&jobs);
    int64_t id = 0;
    CHECK_EQ_INT(sdx_store_job_lookup(st, "nightly_#", &id, &err), 0);
    CHECK_EQ_INT(id, a->job_id);
    CHECK_EQ_INT(sdx_store_job_lookup(st, "no such job", &id, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_NOTFOUND);

    sdx_store_runs runs;
    CHECK_EQ_INT(sdx_store_job_runs(st, a->job_id, 0, &runs, &err), 0);
    CHECK_EQ_INT(runs.n, 2);
    if (runs.n == 2) {
        CHECK_EQ_STR(runs.runs[0]->app_id, "app-1");   /* oldest first */
        CHECK_EQ_INT(runs.runs[0]->duration_ms, 610000);   /* the replacement */
        CHECK_EQ_INT(runs.runs[0]->input_bytes, 10LL << 30);
        CHECK_EQ_INT(runs.runs[0]->nstages, 1);
        CHECK_EQ_INT(runs.runs[0]->nfindings, 1);
        if (runs.runs[0]->nstages && runs.runs[0]->nfindings) {
            CHECK_EQ_STR(runs.runs[0]->stages[0].key, "save at x.py:#@0");
            CHECK(runs.runs[0]->stages[0].top_share == 0.1);
            CHECK(isnan(runs.runs[0]->stages[0].gc_share));
            CHECK_EQ_STR(runs.runs[0]->findings[0].id, "skew.join");
            CHECK_EQ_INT(runs.runs[0]->findings[0].severity, SDX_SEV_HIGH);
        }
    }
    sdx_store_runs_free(&runs);
    CHECK_EQ_INT(sdx_store_job_runs(st, a->job_id, 1, &runs, &err), 0);
    CHECK_EQ_INT(runs.n, 1);
    if (runs.n == 1)
        CHECK_EQ_STR(runs.runs[0]->app_id, "app-2");   /* the newest */
    sdx_store_runs_free(&runs);
    sdx_run_free(a);
    sdx_run_free(a2);
    sdx_run_free(b);
    sdx_run_free(c);
    sdx_store_close(st);
    rm_db(path);
}

TEST(check_baseline)
{
    char path[256];
    sdx_error err;
    sdx_store *st;
    tmp_db(path, sizeof path);
    if (sdx_store_open(path, &st, &err) < 0) {
        t_fail(__FILE__, __LINE__, "open: %s", err.msg);
        return;
    }
    sdx_add_status status;
    sdx_check_result *res;
    /* durations around 10 min with +-2% noise */
    static const int noise[] = {0, 5, -8, 12, -3, 7, -10, 2, 9, -6, 4, -2};
    for (int d = 0; d < 12; d++) {
        char app[32], name[64];
        snprintf(app, sizeof app, "app-%d", d);
        snprintf(name, sizeof name, "nightly_2026-11-%02d", d + 1);
        sdx_run *r = fake_run(app, name, d, 600000 + noise[d] * 1000, ITEMS, 3);
        if (d == 2) {
            /* two earlier runs: no baseline yet */
            CHECK_EQ_INT(sdx_store_check(st, r, NULL, &res, &err), 0);
            CHECK_EQ_INT(res->has_baseline, 0);
            CHECK_EQ_INT(res->nbaseline, 2);
            sdx_check_result_free(res);
        }
        CHECK_EQ_INT(sdx_store_add(st, r, &status, &err), 0);
        sdx_run_free(r);
    }
    /* a normal run */
    sdx_run *ok = fake_run("app-ok", "nightly_2026-11-20", 19, 615000, ITEMS, 3);
    CHECK_EQ_INT(sdx_store_check(st, ok, NULL, &res, &err), 0);
    CHECK_EQ_INT(res->has_baseline, 1);
    CHECK_EQ_INT(res->nbaseline, 10);
    CHECK_EQ_INT(res->nanomalous, 0);
    CHECK_EQ_STR(res->job_key, "nightly_#");
    sdx_check_result_free(res);
    /* 2.5x slower, 3x the input */
    ok->duration_ms = 1500000;
    ok->stages[0].duration_ms = 750000;
    ok->input_bytes = 30LL << 30;
    CHECK_EQ_INT(sdx_store_check(st, ok, NULL, &res, &err), 0);
    int dur = 0, in = 0, stage = 0, shuffle = 0;
    for (uint32_t i = 0; i < res->nmetrics; i++) {
        const sdx_check_metric *m = &res->metrics[i];
        if (!strcmp(m->metric, "duration")) {
            dur = m->anomalous;
            CHECK(fabs(m->median - 600000) < 1);   /* median of the last 10 (days 2..11) */
            CHECK(m->upper >= m->median + 60000);   /* at least 10% */
        }
        in += !strcmp(m->metric, "input_bytes") && m->anomalous == 1;
        shuffle += !strcmp(m->metric, "shuffle_read_bytes") && m->anomalous != 0;
        stage += !strcmp(m->metric, "stage:save at x.py:#@0") && m->anomalous == 1;
    }
    CHECK_EQ_INT(dur, 1);
    CHECK_EQ_INT(in, 1);
    CHECK_EQ_INT(stage, 1);
    CHECK_EQ_INT(shuffle, 0);
    CHECK_EQ_INT(res->nanomalous, 3);
    sdx_check_result_free(res);
    /* input that vanished is anomalous too (two-sided for volumes) */
    ok->duration_ms = 600000;
    ok->stages[0].duration_ms = 300000;
    ok->input_bytes = 1LL << 30;
    CHECK_EQ_INT(sdx_store_check(st, ok, NULL, &res, &err), 0);
    CHECK_EQ_INT(res->nanomalous, 1);
    for (uint32_t i = 0; i < res->nmetrics; i++)
        if (!strcmp(res->metrics[i].metric, "input_bytes"))
            CHECK_EQ_INT(res->metrics[i].anomalous, -1);
    sdx_check_result_free(res);
    /* a hot key appeared: the stage's largest task reads half its data */
    ok->input_bytes = 10LL << 30;
    ok->stages[0].top_share = 0.5;
    CHECK_EQ_INT(sdx_store_check(st, ok, NULL, &res, &err), 0);
    CHECK_EQ_INT(res->nanomalous, 1);
    for (uint32_t i = 0; i < res->nmetrics; i++)
        if (res->metrics[i].anomalous) {
            CHECK_EQ_STR(res->metrics[i].metric, "stage_top_share:save at x.py:#@0");
            CHECK(fabs(res->metrics[i].upper - 0.2) < 1e-9);   /* 0.1 + the 0.10 minimum */
        }
    sdx_check_result_free(res);
    ok->stages[0].top_share = 0.15;   /* within 10 points */
    CHECK_EQ_INT(sdx_store_check(st, ok, NULL, &res, &err), 0);
    CHECK_EQ_INT(res->nanomalous, 0);
    sdx_check_result_free(res);
    /* a job never seen */
    static const char *const OTHER[] = {"d:other"};
    sdx_run *new_job = fake_run("app-new", "other_job", 3, 1000, OTHER, 1);
    CHECK_EQ_INT(sdx_store_check(st, new_job, NULL, &res, &err), 0);
    CHECK_EQ_INT(res->job_id, 0);
    CHECK_EQ_INT(res->has_baseline, 0);
    sdx_check_result_free(res);
    sdx_run_free(new_job);
    sdx_run_free(ok);
    sdx_store_close(st);
    rm_db(path);
}

static int sql_count(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    int n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    return n;
}

TEST(migrate_from_v1)
{
    char path[256];
    sdx_error err;
    sdx_store *st;
    tmp_db(path, sizeof path);
    if (sdx_store_open_version(path, 1, &st, &err) < 0) {
        t_fail(__FILE__, __LINE__, "open v1: %s", err.msg);
        return;
    }
    CHECK_EQ_INT(sdx_store_schema_version(st), 1);
    /* rows as version 1 wrote them (no fingerprint_kind; an ops-v1 fingerprint) */
    const char *rows =
        "INSERT INTO jobs VALUES (1, 'nightly_#', 'nightly_#', 'd:load orders' || char(10) || 'p:aaaaaaaaaaaaaaaa', 0);"
        "INSERT INTO runs(id, job_id, app_id, attempt_id, app_name, norm_name, spark_version, status, log_path,"
        " log_size, log_mtime_ms, start_ms, duration_ms, input_bytes, input_rows, output_bytes, output_rows,"
        " shuffle_read_bytes, shuffle_read_rows, shuffle_write_bytes, shuffle_write_rows, spill_memory_bytes,"
        " spill_disk_bytes, tasks, failed_tasks, failed_stages, failed_jobs, retried_stages, added_ms)"
        " VALUES (1, 1, 'app-old', '', 'nightly_2026-10-01', 'nightly_#', '3.5.0', 'succeeded', '/l', 10, 20,"
        " 1790000000000, 590000, 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0, 0, 0);"
        "INSERT INTO run_identity VALUES (1, 'd:load orders');"
        "INSERT INTO run_identity VALUES (1, 'p:aaaaaaaaaaaaaaaa');"
        "INSERT INTO run_sql VALUES (1, 0, 'load orders', 'aaaaaaaaaaaaaaaa');";
    CHECK_EQ_INT(sqlite3_exec(st->db, rows, NULL, NULL, NULL), SQLITE_OK);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM pragma_index_list('runs') WHERE name = 'runs_job_start'"), 0);
    sdx_store_close(st);

    /* a plain open migrates it */
    if (sdx_store_open(path, &st, &err) < 0) {
        t_fail(__FILE__, __LINE__, "open: %s", err.msg);
        return;
    }
    CHECK_EQ_INT(sdx_store_schema_version(st), 3);
    CHECK_EQ_INT(sql_count(st->db, "PRAGMA user_version"), 3);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM run_sql WHERE fingerprint_kind = 'ops-v1'"), 1);
    /* 3: the ops-v1 identity items are "o:" now, in the run's rows and the job's identity */
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM run_identity WHERE item = 'o:aaaaaaaaaaaaaaaa'"), 1);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM run_identity WHERE item LIKE 'p:%'"), 0);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM jobs WHERE identity = 'd:load orders' || char(10) || "
                                   "'o:aaaaaaaaaaaaaaaa'"),
                 1);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM pragma_index_list('runs') WHERE name = 'runs_job_start'"), 1);
    sdx_store_runs runs;
    CHECK_EQ_INT(sdx_store_job_runs(st, 1, 0, &runs, &err), 0);
    CHECK_EQ_INT(runs.n, 1);
    if (runs.n)
        CHECK_EQ_INT(runs.runs[0]->duration_ms, 590000);
    sdx_store_runs_free(&runs);
    /* and the old job takes new runs of it, whose plan fingerprint is the
     * model's (it would share 1 item of 3 with the old one: another job) */
    static const char *const NEW[] = {"d:load orders", "p:0123456789abcdef"};
    sdx_run *r = fake_run("app-new", "nightly_2026-11-01", 0, 600000, NEW, 2);
    sdx_add_status status;
    CHECK_EQ_INT(sdx_store_add(st, r, &status, &err), 0);
    CHECK_EQ_INT(r->job_id, 1);
    sdx_run_free(r);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM jobs"), 1);
    /* a file from a newer sparkdx is refused, not damaged */
    CHECK_EQ_INT(sqlite3_exec(st->db, "PRAGMA user_version = 99", NULL, NULL, NULL), SQLITE_OK);
    sdx_store_close(st);
    CHECK_EQ_INT(sdx_store_open(path, &st, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_FORMAT);
    rm_db(path);
}

/* Version 2 to 3: the identity's fingerprints switch from ops-v1 to the
 * model's plan fingerprint (plan-v1). A v2 file with two jobs of one name
 * (told apart by their descriptions, both with ops-v1 fingerprints): each
 * takes its own new run, then follows it. */
TEST(migrate_from_v2)
{
    char path[256];
    sdx_error err;
    sdx_store *st;
    tmp_db(path, sizeof path);
    if (sdx_store_open_version(path, 2, &st, &err) < 0) {
        t_fail(__FILE__, __LINE__, "open v2: %s", err.msg);
        return;
    }
    CHECK_EQ_INT(sdx_store_schema_version(st), 2);
    const char *rows =
        "INSERT INTO jobs VALUES (1, 'etl_#', 'etl_#', 'd:load orders' || char(10) || 'd:save at x.py:#' || char(10) ||"
        " 'p:1111111111111111', 0);"
        "INSERT INTO jobs VALUES (2, 'etl_#~2', 'etl_#', 'd:train model' || char(10) || 'p:1111111111111111', 0);"
        "INSERT INTO runs(id, job_id, app_id, attempt_id, app_name, norm_name, spark_version, status, log_path,"
        " log_size, log_mtime_ms, start_ms, duration_ms, input_bytes, input_rows, output_bytes, output_rows,"
        " shuffle_read_bytes, shuffle_read_rows, shuffle_write_bytes, shuffle_write_rows, spill_memory_bytes,"
        " spill_disk_bytes, tasks, failed_tasks, failed_stages, failed_jobs, retried_stages, added_ms) VALUES"
        " (1, 1, 'app-a', '', 'etl_2026-10-01', 'etl_#', '4.0.0', 'succeeded', '/a', 1, 2, 1790000000000, 600000,"
        "  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0),"
        " (2, 2, 'app-b', '', 'etl_2026-10-01', 'etl_#', '4.0.0', 'succeeded', '/b', 1, 2, 1790000000000, 60000,"
        "  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0);"
        "INSERT INTO run_identity VALUES (1, 'd:load orders'), (1, 'd:save at x.py:#'), (1, 'p:1111111111111111'),"
        " (2, 'd:train model'), (2, 'p:1111111111111111');"
        "INSERT INTO run_sql VALUES (1, 0, 'load orders', '1111111111111111', 'ops-v1'),"
        " (2, 0, 'train model', '1111111111111111', 'ops-v1');";
    CHECK_EQ_INT(sqlite3_exec(st->db, rows, NULL, NULL, NULL), SQLITE_OK);
    sdx_store_close(st);

    if (sdx_store_open(path, &st, &err) < 0) {
        t_fail(__FILE__, __LINE__, "open: %s", err.msg);
        rm_db(path);
        return;
    }
    CHECK_EQ_INT(sdx_store_schema_version(st), 3);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM run_identity WHERE item LIKE 'p:%'"), 0);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM run_identity WHERE item = 'o:1111111111111111'"), 2);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM jobs WHERE identity LIKE '%p:%'"), 0);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM jobs WHERE identity = 'd:train model' || char(10) || "
                                   "'o:1111111111111111'"),
                 1);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM run_sql WHERE fingerprint_kind = 'ops-v1'"), 2);
    /* new runs with plan-v1 fingerprints: each joins its job by its descriptions */
    static const char *const LOAD[] = {"d:load orders", "d:save at x.py:#", "p:0123456789abcdef"};
    static const char *const TRAIN[] = {"d:train model", "p:fedcba9876543210"};
    sdx_add_status status;
    sdx_run *a = fake_run("app-a2", "etl_2026-11-01", 0, 610000, LOAD, 3);
    sdx_run *b = fake_run("app-b2", "etl_2026-11-01", 0, 61000, TRAIN, 2);
    CHECK_EQ_INT(sdx_store_add(st, a, &status, &err), 0);
    CHECK_EQ_INT(sdx_store_add(st, b, &status, &err), 0);
    CHECK_EQ_INT(a->job_id, 1);
    CHECK_EQ_INT(b->job_id, 2);
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM jobs"), 2);
    /* the jobs follow their newest runs: plan-v1 fingerprints from now on */
    CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM jobs WHERE identity LIKE '%o:%'"), 0);
    /* and the next run, fingerprint and all, is the same job */
    sdx_run *a3 = fake_run("app-a3", "etl_2026-11-02", 1, 620000, LOAD, 3);
    CHECK_EQ_INT(sdx_store_add(st, a3, &status, &err), 0);
    CHECK_EQ_INT(a3->job_id, 1);
    sdx_run_free(a), sdx_run_free(b), sdx_run_free(a3);
    sdx_store_close(st);
    rm_db(path);
}

/* Every earlier version migrates to the current one (1 and 2 today; the
 * loop covers the versions to come). */
TEST(migrate_from_every_version)
{
    for (int v = 1; v < SDX_STORE_SCHEMA_VERSION; v++) {
        char path[256];
        sdx_error err;
        sdx_store *st;
        tmp_db(path, sizeof path);
        CHECK_EQ_INT(sdx_store_open_version(path, v, &st, &err), 0);
        if (!st)
            continue;
        CHECK_EQ_INT(sdx_store_schema_version(st), v);
        sdx_store_close(st);
        CHECK_EQ_INT(sdx_store_open(path, &st, &err), 0);
        if (st) {
            CHECK_EQ_INT(sdx_store_schema_version(st), SDX_STORE_SCHEMA_VERSION);
            sdx_run *r = fake_run("app-1", "job_2026-11-01", 0, 1000, ITEMS, 3);
            sdx_add_status status;
            CHECK_EQ_INT(sdx_store_add(st, r, &status, &err), 0);
            sdx_run_free(r);
            sdx_store_close(st);
        }
        rm_db(path);
    }
    /* opening at the current version twice changes nothing */
    char path[256];
    sdx_error err;
    sdx_store *st;
    tmp_db(path, sizeof path);
    for (int i = 0; i < 2; i++) {
        CHECK_EQ_INT(sdx_store_open(path, &st, &err), 0);
        if (st) {
            CHECK_EQ_INT(sql_count(st->db, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'runs_job_start'"), 1);
            CHECK_EQ_INT(sql_count(st->db, "PRAGMA user_version"), SDX_STORE_SCHEMA_VERSION);
            sdx_store_close(st);
        }
    }
    rm_db(path);
}

TEST(open_errors)
{
    sdx_error err;
    sdx_store *st = (sdx_store *)1;
    CHECK_EQ_INT(sdx_store_open("/nonexistent-dir-sdx/h.db", &st, &err), -1);
    CHECK(st == NULL);
    CHECK_EQ_INT(err.code, SDX_ERR_IO);
    CHECK(strstr(err.msg, "history database") != NULL);
}

TEST(summary_of_a_real_log)
{
    sdx_loglist list;
    sdx_error err;
    if (sdx_logs_scan("tests/spark/logs/v35/v35_none_s35_healthy", &list, &err) < 0)
        SKIP("tests/spark/logs not present");
    sdx_model *m = NULL;
    sdx_report *r = NULL;
    sdx_run *run = NULL;
    CHECK_EQ_INT(sdx_model_build(&list.logs[0], 0, &m, &err), 0);
    if (m)
        CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    if (r)
        CHECK_EQ_INT(sdx_run_summarize(m, r, &run, &err), 0);
    if (run) {
        CHECK_EQ_STR(run->app_id, m->app_id);
        CHECK_EQ_STR(run->norm_name, "#_none_#_healthy");
        CHECK_EQ_INT(run->duration_ms, r->wall_ms);
        CHECK_EQ_INT(run->start_ms, r->start_time);
        CHECK_EQ_INT(run->log_size, list.logs[0].size);
        CHECK_EQ_INT(run->nstages, r->nstages);
        CHECK_EQ_INT(run->nsql, m->nsql);
        CHECK(run->shuffle_read_bytes > 0);
        CHECK_EQ_INT(run->shuffle_read_bytes, run->shuffle_write_bytes);
        int64_t rows = 0;
        for (uint32_t i = 0; i < m->nstages; i++)
            rows += m->stages[i]->m[SDX_TM_INPUT_RECORDS];
        CHECK_EQ_INT(run->input_rows, rows);
        int plans = 0, descs = 0;
        for (uint32_t i = 0; i < run->nidentity; i++) {
            plans += !strncmp(run->identity[i], "p:", 2);
            descs += !strncmp(run->identity[i], "d:", 2);
            if (i)
                CHECK(strcmp(run->identity[i - 1], run->identity[i]) < 0);   /* sorted, distinct */
        }
        CHECK(plans >= 1);
        CHECK(descs >= 1);
        /* each execution's fingerprint is the model's (the plan before AQE), kind plan-v1,
         * and the identity holds it */
        for (uint32_t i = 0; i < run->nsql; i++) {
            char want[17], item[19];
            snprintf(want, sizeof want, "%016" PRIx64, m->sql[i]->fingerprint);
            snprintf(item, sizeof item, "p:%s", want);
            CHECK_EQ_STR(run->sql[i].fingerprint, want);
            CHECK_EQ_STR(run->sql[i].fingerprint_kind, "plan-v1");
            int in = 0;
            for (uint32_t k = 0; k < run->nidentity; k++)
                in |= !strcmp(run->identity[k], item);
            CHECK(in);
        }
        for (uint32_t i = 0; i < run->nstages; i++) {
            CHECK(strchr(run->stages[i].key, '@') != NULL);
            CHECK(run->stages[i].gc_share >= 0 && run->stages[i].gc_share <= 1);
        }
        /* two stages with the same name get different keys */
        for (uint32_t i = 0; i < run->nstages; i++)
            for (uint32_t j = i + 1; j < run->nstages; j++)
                CHECK(strcmp(run->stages[i].key, run->stages[j].key) != 0);
    }
    sdx_run_free(run);
    sdx_report_free(r);
    sdx_model_free(m);
    sdx_loglist_free(&list);
}

/* ---- SQLite out of memory -------------------------------------------------
 * SQLite's allocator is replaced by one that fails its Nth allocation, for
 * every N up to 300 and every 17th after it (about 6500 allocations in
 * all) across open, four adds, a check, a list and a read of the runs:
 * each call succeeds or returns -1 with err set (never a crash, never a
 * half-stored run), and after the failure the same store, with memory back,
 * holds whole runs only. (sdx_xmalloc's own failures are covered once the
 * library's allocation no longer aborts: see the out-of-memory contract.) */

static sqlite3_mem_methods real_mem;
static long fail_countdown = -1;   /* < 0: never fail */
static int failed_once;

static void *fi_malloc(int n)
{
    if (fail_countdown >= 0 && fail_countdown-- == 0) {
        failed_once = 1;
        return NULL;
    }
    return real_mem.xMalloc(n);
}

static void *fi_realloc(void *p, int n)
{
    if (fail_countdown >= 0 && fail_countdown-- == 0) {
        failed_once = 1;
        return NULL;
    }
    return real_mem.xRealloc(p, n);
}

static int fi_install(void)
{
    sqlite3_mem_methods m;
    if (sqlite3_shutdown() != SQLITE_OK || sqlite3_config(SQLITE_CONFIG_GETMALLOC, &real_mem) != SQLITE_OK)
        return -1;
    m = real_mem;
    m.xMalloc = fi_malloc;
    m.xRealloc = fi_realloc;
    return sqlite3_config(SQLITE_CONFIG_MALLOC, &m) == SQLITE_OK ? 0 : -1;
}

static void fi_remove(void)
{
    sqlite3_shutdown();
    sqlite3_config(SQLITE_CONFIG_MALLOC, &real_mem);
}

/* One pass; returns how many calls failed (each with err set). */
static int fi_pass(const char *path, int *bad)
{
    sdx_error err;
    sdx_store *st = NULL;
    int failures = 0;
    err.code = SDX_OK;
    err.msg[0] = 0;
#define FI_CALL(call)                                                      \
    do {                                                                   \
        err.code = SDX_OK;                                                 \
        err.msg[0] = 0;                                                    \
        if ((call) < 0) {                                                  \
            failures++;                                                    \
            if (err.code == SDX_OK || !err.msg[0])                         \
                (*bad)++;                                                  \
        }                                                                  \
    } while (0)
    FI_CALL(sdx_store_open(path, &st, &err));
    if (!st)
        return failures;
    sdx_add_status status;
    for (int d = 0; d < 4; d++) {
        char app[32], name[64];
        snprintf(app, sizeof app, "app-%d", d);
        snprintf(name, sizeof name, "nightly_2026-11-%02d", d + 1);
        sdx_run *r = fake_run(app, name, d, 600000 + d * 1000, ITEMS, 3);
        FI_CALL(sdx_store_add(st, r, &status, &err));
        if (d == 3) {
            sdx_check_result *res = NULL;
            FI_CALL(sdx_store_check(st, r, NULL, &res, &err));
            sdx_check_result_free(res);
        }
        sdx_run_free(r);
    }
    sdx_store_jobs jobs = {0};
    FI_CALL(sdx_store_list_jobs(st, &jobs, &err));
    sdx_store_jobs_free(&jobs);
    sdx_store_runs runs = {0};
    FI_CALL(sdx_store_job_runs(st, 1, 0, &runs, &err));
    sdx_store_runs_free(&runs);
#undef FI_CALL
    sdx_store_close(st);
    return failures;
}

TEST(sqlite_out_of_memory)
{
    if (fi_install() < 0)
        SKIP("SQLite's allocator cannot be replaced");
    char path[256];
    int passes = 0, bad = 0, torn = 0;
    for (long n = 0; n < 20000; n += n < 300 ? 1 : 17) {
        tmp_db(path, sizeof path);
        failed_once = 0;
        fail_countdown = n;
        fi_pass(path, &bad);
        fail_countdown = -1;
        passes++;
        /* with memory back: every stored run is whole (its identity rows and stage are there) */
        sdx_store *st;
        sdx_error err;
        if (sdx_store_open(path, &st, &err) == 0) {
            sqlite3_stmt *q;
            if (sqlite3_prepare_v2(st->db,
                                   "SELECT COUNT(*) FROM runs r WHERE (SELECT COUNT(*) FROM run_identity i WHERE"
                                   " i.run_id = r.id) != 3 OR (SELECT COUNT(*) FROM run_stages s WHERE"
                                   " s.run_id = r.id) != 1",
                                   -1, &q, NULL) == SQLITE_OK) {
                if (sqlite3_step(q) == SQLITE_ROW && sqlite3_column_int(q, 0) != 0)
                    torn++;
                sqlite3_finalize(q);
            }
            sdx_store_close(st);
        }
        rm_db(path);
        if (!failed_once)
            break;   /* the whole pass ran without reaching allocation n: every n was tried */
    }
    fi_remove();
    CHECK(passes > 50);
    CHECK_EQ_INT(bad, 0);    /* every failure came back as an error with a message */
    CHECK_EQ_INT(torn, 0);   /* no run stored without its rows */
    CHECK(!failed_once);     /* the last pass ran to the end */
    if (t_failed_now())
        printf("  %d passes, %d errors without a message, %d torn runs\n", passes, bad, torn);
}
