/*
 * store.c: the run history in one SQLite file. Opening sets WAL and a busy
 * timeout (two `history add` at once wait for each other instead of
 * failing) and migrates the schema, inside BEGIN IMMEDIATE so that two
 * processes opening a new file do not both create it. Every add is one
 * IMMEDIATE transaction: look the app attempt up, find or create its job
 * group, insert the run and its rows. The schema is a list of migrations;
 * PRAGMA user_version says how many have run (docs/history.md).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "store/store_internal.h"
#include "util/util.h"

#define BUSY_TIMEOUT_MS 30000

/* migrations[v - 1] takes a file from version v - 1 to v */
static const char *const migrations[SDX_STORE_SCHEMA_VERSION] = {
    /* 1: the first schema */
    "CREATE TABLE jobs("
    " id INTEGER PRIMARY KEY,"
    " key TEXT NOT NULL UNIQUE,"
    " norm_name TEXT NOT NULL,"
    " identity TEXT NOT NULL,"
    " created_ms INTEGER NOT NULL);"
    "CREATE INDEX jobs_norm_name ON jobs(norm_name);"
    "CREATE TABLE runs("
    " id INTEGER PRIMARY KEY,"
    " job_id INTEGER NOT NULL REFERENCES jobs(id),"
    " app_id TEXT NOT NULL, attempt_id TEXT NOT NULL,"
    " app_name TEXT NOT NULL, norm_name TEXT NOT NULL, spark_version TEXT NOT NULL,"
    " status TEXT NOT NULL,"
    " log_path TEXT NOT NULL, log_size INTEGER NOT NULL, log_mtime_ms INTEGER NOT NULL,"
    " start_ms INTEGER NOT NULL, duration_ms INTEGER NOT NULL,"
    " input_bytes INTEGER NOT NULL, input_rows INTEGER NOT NULL,"
    " output_bytes INTEGER NOT NULL, output_rows INTEGER NOT NULL,"
    " shuffle_read_bytes INTEGER NOT NULL, shuffle_read_rows INTEGER NOT NULL,"
    " shuffle_write_bytes INTEGER NOT NULL, shuffle_write_rows INTEGER NOT NULL,"
    " spill_memory_bytes INTEGER NOT NULL, spill_disk_bytes INTEGER NOT NULL,"
    " tasks INTEGER NOT NULL, failed_tasks INTEGER NOT NULL,"
    " failed_stages INTEGER NOT NULL, failed_jobs INTEGER NOT NULL, retried_stages INTEGER NOT NULL,"
    " added_ms INTEGER NOT NULL,"
    " UNIQUE(app_id, attempt_id));"
    "CREATE TABLE run_identity("
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
    " item TEXT NOT NULL);"
    "CREATE TABLE run_stages("
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
    " rank INTEGER NOT NULL, stage_key TEXT NOT NULL, name TEXT NOT NULL,"
    " stage_id INTEGER NOT NULL, attempt_id INTEGER NOT NULL,"
    " duration_ms INTEGER NOT NULL, tasks INTEGER NOT NULL,"
    " top_share REAL, spill_memory_bytes INTEGER NOT NULL, spill_disk_bytes INTEGER NOT NULL,"
    " gc_share REAL);"
    "CREATE TABLE run_findings("
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
    " rank INTEGER NOT NULL, rule_id TEXT NOT NULL, severity TEXT NOT NULL,"
    " impact_ms INTEGER NOT NULL);"
    "CREATE TABLE run_sql("
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
    " execution_id INTEGER NOT NULL, description TEXT NOT NULL,"
    " fingerprint TEXT NOT NULL);",
    /* 2: which fingerprint a row holds (ops-v1 today; the model's plan
     * fingerprint later, so that old rows can be told apart and
     * recomputed), and the indexes `history show` and `check` read by:
     * runs of a job by start, and the rows of one run. */
    "ALTER TABLE run_sql ADD COLUMN fingerprint_kind TEXT NOT NULL DEFAULT 'ops-v1';"
    "CREATE INDEX runs_job_start ON runs(job_id, start_ms);"
    "CREATE INDEX run_identity_run ON run_identity(run_id);"
    "CREATE INDEX run_stages_run ON run_stages(run_id);"
    "CREATE INDEX run_findings_run ON run_findings(run_id);"
    "CREATE INDEX run_sql_run ON run_sql(run_id);",
    /* 3: the identity's plan fingerprints are the model's (plan-v1) from now
     * on. The ops-v1 ones stored before cannot be recomputed without the
     * logs and never equal a plan-v1 one, so their items become "o:" (the
     * matching leaves them out, store_internal.h); run_sql rows keep their
     * value with fingerprint_kind 'ops-v1'. */
    "UPDATE run_identity SET item = 'o:' || substr(item, 3) WHERE substr(item, 1, 2) = 'p:';"
    "UPDATE jobs SET identity = substr(replace(char(10) || identity, char(10) || 'p:', char(10) || 'o:'), 2);",
};

static int db_error(sdx_store *s, sdx_error *err, const char *what)
{
    int code = sqlite3_errcode(s->db);
    return sdx_error_set(err, code == SQLITE_NOMEM ? SDX_ERR_NOMEM : SDX_ERR_IO, s->path, UINT64_MAX,
                         "history database: %s: %s", what, sqlite3_errmsg(s->db));
}

static int exec(sdx_store *s, const char *sql, sdx_error *err)
{
    char *msg = NULL;
    int rc = sqlite3_exec(s->db, sql, NULL, NULL, &msg);
    if (rc != SQLITE_OK) {
        s->last_rc = rc;
        sdx_error_set(err, rc == SQLITE_NOMEM ? SDX_ERR_NOMEM : SDX_ERR_IO, s->path, UINT64_MAX,
                      "history database: %s", msg ? msg : sqlite3_errstr(rc));
        sqlite3_free(msg);
        return -1;
    }
    return 0;
}

static int prepare(sdx_store *s, const char *sql, sqlite3_stmt **st, sdx_error *err)
{
    int rc = sqlite3_prepare_v2(s->db, sql, -1, st, NULL);
    if (rc != SQLITE_OK) {
        s->last_rc = rc;
        *st = NULL;
        return db_error(s, err, "prepare");
    }
    return 0;
}

static int user_version(sdx_store *s, int *v, sdx_error *err)
{
    sqlite3_stmt *st;
    if (prepare(s, "PRAGMA user_version", &st, err) < 0)
        return -1;
    int rc = sqlite3_step(st);
    if (rc != SQLITE_ROW) {
        s->last_rc = rc;
        sqlite3_finalize(st);
        return db_error(s, err, "reading the schema version");
    }
    *v = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    return 0;
}

static int migrate(sdx_store *s, int target, sdx_error *err)
{
    if (exec(s, "BEGIN IMMEDIATE", err) < 0)
        return -1;
    int v = 0;
    if (user_version(s, &v, err) < 0)
        goto fail;
    if (v > SDX_STORE_SCHEMA_VERSION) {
        sdx_error_set(err, SDX_ERR_FORMAT, s->path, UINT64_MAX,
                      "history database has schema version %d; this sparkdx knows up to %d", v,
                      SDX_STORE_SCHEMA_VERSION);
        goto fail;
    }
    for (; v < target; v++) {
        char pragma[64];
        if (exec(s, migrations[v], err) < 0)
            goto fail;
        snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d", v + 1);
        if (exec(s, pragma, err) < 0)
            goto fail;
    }
    if (exec(s, "COMMIT", err) < 0)
        goto fail;
    s->version = v;
    return 0;
fail:
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return -1;
}

int sdx_store_open_version(const char *path, int version, sdx_store **out, sdx_error *err)
{
    *out = NULL;
    if (version < 1 || version > SDX_STORE_SCHEMA_VERSION)
        return sdx_error_set(err, SDX_ERR_USAGE, path, UINT64_MAX, "no schema version %d", version);
    sdx_store *s = sdx_xcalloc(1, sizeof *s);
    if (!s)
        return sdx_error_set(err, SDX_ERR_NOMEM, path, UINT64_MAX, "out of memory opening the history");
    s->path = sdx_xstrdup(path);
    if (!s->path) {
        free(s);
        return sdx_error_set(err, SDX_ERR_NOMEM, path, UINT64_MAX, "out of memory opening the history");
    }
    int rc = sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    if (rc != SQLITE_OK) {
        if (s->db)
            sdx_error_set(err, SDX_ERR_IO, path, UINT64_MAX, "cannot open the history database: %s",
                          sqlite3_errmsg(s->db));
        else
            sdx_error_set(err, SDX_ERR_NOMEM, path, UINT64_MAX, "out of memory opening the history");
        sdx_store_close(s);
        return -1;
    }
    sqlite3_busy_timeout(s->db, BUSY_TIMEOUT_MS);
    /* WAL: readers never block the writer; NORMAL sync is durable in WAL
     * except for the last transactions on power loss. */
    /* Two processes opening a new file race for the switch to WAL and the
     * first migration; SQLite answers the loser "database is locked" without
     * always calling the busy handler, so the set-up is tried again (every
     * 50 ms, for as long as the busy timeout). */
    for (int tries = 0;; tries++) {
        s->last_rc = SQLITE_OK;
        if (exec(s, "PRAGMA journal_mode=WAL", err) == 0 && exec(s, "PRAGMA synchronous=NORMAL", err) == 0 &&
            exec(s, "PRAGMA foreign_keys=ON", err) == 0 && migrate(s, version, err) == 0)
            break;
        int code = s->last_rc & 0xff;
        if ((code != SQLITE_BUSY && code != SQLITE_LOCKED) || tries * 50 >= BUSY_TIMEOUT_MS) {
            sdx_store_close(s);
            return -1;
        }
        sqlite3_sleep(50);
    }
    *out = s;
    return 0;
}

int sdx_store_open(const char *path, sdx_store **out, sdx_error *err)
{
    return sdx_store_open_version(path, SDX_STORE_SCHEMA_VERSION, out, err);
}

void sdx_store_close(sdx_store *s)
{
    if (!s)
        return;
    if (s->db)
        sqlite3_close(s->db);
    free(s->path);
    free(s);
}

int sdx_store_schema_version(sdx_store *s)
{
    return s->version;
}

/* ---- identity and job groups ------------------------------------------- */

static int fingerprint_item(const char *s)
{
    return (s[0] == 'o' || s[0] == 'p') && s[1] == ':';
}

double sdx_store_identity_overlap(char *const *a, uint32_t na, char *const *b, uint32_t nb)
{
    int old_kind = 0;
    for (uint32_t i = 0; i < na && !old_kind; i++)
        old_kind = !strncmp(a[i], "o:", 2);
    for (uint32_t i = 0; i < nb && !old_kind; i++)
        old_kind = !strncmp(b[i], "o:", 2);
    if (old_kind) {
        /* the items are sorted: "o:" and "p:" ones are runs of their own, so
         * counting past them keeps the merge below */
        uint32_t ka = 0, kb = 0;
        for (uint32_t i = 0; i < na; i++)
            ka += !fingerprint_item(a[i]);
        for (uint32_t i = 0; i < nb; i++)
            kb += !fingerprint_item(b[i]);
        uint32_t i = 0, j = 0, common = 0;
        while (i < na && j < nb) {
            if (fingerprint_item(a[i])) {
                i++;
                continue;
            }
            if (fingerprint_item(b[j])) {
                j++;
                continue;
            }
            int c = strcmp(a[i], b[j]);
            i += c <= 0;
            j += c >= 0;
            common += !c;
        }
        return !ka && !kb ? 1.0 : (double)common / (double)(ka + kb - common);
    }
    if (!na && !nb)
        return 1.0;
    /* both sorted: count the common items (Jaccard index) */
    uint32_t i = 0, j = 0, common = 0;
    while (i < na && j < nb) {
        int c = strcmp(a[i], b[j]);
        if (!c) {
            common++;
            i++;
            j++;
        } else if (c < 0) {
            i++;
        } else {
            j++;
        }
    }
    return (double)common / (double)(na + nb - common);
}

/* The newline-joined identity, as the jobs table keeps it. */
static char *identity_join(const sdx_run *run)
{
    size_t n = 1;
    for (uint32_t i = 0; i < run->nidentity; i++)
        n += strlen(run->identity[i]) + 1;
    char *t = sdx_xmalloc(n), *p = t;
    if (!t)
        return NULL;
    for (uint32_t i = 0; i < run->nidentity; i++) {
        size_t l = strlen(run->identity[i]);
        if (i)
            *p++ = '\n';
        memcpy(p, run->identity[i], l);
        p += l;
    }
    *p = 0;
    return t;
}

/* Split a stored identity (items never hold '\n': the normaliser keeps
 * control characters, but a description's newline splits it in two items
 * the same way every time, which is all the comparison needs). */
static int identity_split(const char *text, char ***items, uint32_t *n)
{
    *items = NULL;
    *n = 0;
    uint32_t cap = 0;
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (*n == cap) {
            uint32_t nc = cap ? cap * 2 : 16;
            char **g = sdx_xrealloc(*items, nc * sizeof **items);
            if (!g)
                goto oom;
            *items = g;
            cap = nc;
        }
        char *it = sdx_xstrndup(p, l);
        if (!it)
            goto oom;
        (*items)[(*n)++] = it;
        p += l + (e != NULL);
    }
    /* sorted with '\n' joins = sorted as items, except a split description */
    sdx_store_identity_finish(*items, n);
    return 0;
oom:
    for (uint32_t i = 0; i < *n; i++)
        free((*items)[i]);
    free(*items);
    *items = NULL;
    *n = 0;
    return -1;
}

static const char *run_norm_name(const sdx_run *run)
{
    return run->norm_name && run->norm_name[0] ? run->norm_name : "(unnamed)";
}

#define MATCH_MIN 0.5

static int match_job(sdx_store *s, const sdx_run *run, int64_t *job_id, sdx_error *err)
{
    *job_id = 0;
    sqlite3_stmt *st;
    if (prepare(s, "SELECT id, identity FROM jobs WHERE norm_name = ?1 ORDER BY id", &st, err) < 0)
        return -1;
    sqlite3_bind_text(st, 1, run_norm_name(run), -1, SQLITE_STATIC);
    double best = -1;
    int rc;
    char **items;
    uint32_t n;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *text = (const char *)sqlite3_column_text(st, 1);
        if (identity_split(text ? text : "", &items, &n) < 0) {
            sqlite3_finalize(st);
            return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory matching the job");
        }
        double o = sdx_store_identity_overlap(run->identity, run->nidentity, items, n);
        for (uint32_t i = 0; i < n; i++)
            free(items[i]);
        free(items);
        if (o >= MATCH_MIN && o > best) {
            best = o;
            *job_id = sqlite3_column_int64(st, 0);
        }
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        return db_error(s, err, "matching the job");
    return 0;
}

int sdx_store_find_job(sdx_store *s, const sdx_run *run, int64_t *job_id, sdx_error *err)
{
    return match_job(s, run, job_id, err);
}

static int create_job(sdx_store *s, const sdx_run *run, const char *identity, int64_t *job_id, sdx_error *err)
{
    const char *norm = run_norm_name(run);
    sqlite3_stmt *st;
    if (prepare(s, "INSERT OR IGNORE INTO jobs(key, norm_name, identity, created_ms) VALUES (?1, ?2, ?3, ?4)",
                &st, err) < 0)
        return -1;
    char key[300];
    for (int k = 1; k < 10000; k++) {
        if (k == 1)
            snprintf(key, sizeof key, "%s", norm);
        else
            snprintf(key, sizeof key, "%s~%d", norm, k);
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, key, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(st, 2, norm, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 3, identity, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 4, (int64_t)time(NULL) * 1000);
        if (sqlite3_step(st) != SQLITE_DONE) {
            sqlite3_finalize(st);
            return db_error(s, err, "creating a job");
        }
        if (sqlite3_changes(s->db) == 1) {
            *job_id = sqlite3_last_insert_rowid(s->db);
            sqlite3_finalize(st);
            return 0;
        }
    }
    sqlite3_finalize(st);
    return sdx_error_set(err, SDX_ERR_IO, s->path, UINT64_MAX, "no free job key for '%s'", norm);
}

/* ---- runs ---------------------------------------------------------------- */

int sdx_store_has_run(sdx_store *s, const char *app_id, const char *attempt_id, uint64_t log_size,
                      int64_t log_mtime_ms, sdx_error *err)
{
    sqlite3_stmt *st;
    if (prepare(s,
                "SELECT 1 FROM runs WHERE app_id = ?1 AND attempt_id = ?2 AND log_size = ?3 AND log_mtime_ms = ?4",
                &st, err) < 0)
        return -1;
    sqlite3_bind_text(st, 1, app_id ? app_id : "", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, attempt_id ? attempt_id : "", -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 3, (int64_t)log_size);
    sqlite3_bind_int64(st, 4, log_mtime_ms);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc == SQLITE_ROW)
        return 1;
    if (rc == SQLITE_DONE)
        return 0;
    return db_error(s, err, "looking the run up");
}

#define RUN_COLS                                                                                   \
    "job_id, app_id, attempt_id, app_name, norm_name, spark_version, status, log_path, log_size,"  \
    " log_mtime_ms, start_ms, duration_ms, input_bytes, input_rows, output_bytes, output_rows,"    \
    " shuffle_read_bytes, shuffle_read_rows, shuffle_write_bytes, shuffle_write_rows,"             \
    " spill_memory_bytes, spill_disk_bytes, tasks, failed_tasks, failed_stages, failed_jobs,"      \
    " retried_stages"
#define RUN_NCOLS 27

static void bind_run(sqlite3_stmt *st, const sdx_run *r)
{
    int i = 1;
    sqlite3_bind_int64(st, i++, r->job_id);
    sqlite3_bind_text(st, i++, r->app_id ? r->app_id : "", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->attempt_id ? r->attempt_id : "", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->app_name ? r->app_name : "", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, run_norm_name(r), -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->spark_version ? r->spark_version : "", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->status ? r->status : "", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->log_path ? r->log_path : "", -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, i++, (int64_t)r->log_size);
    sqlite3_bind_int64(st, i++, r->log_mtime_ms);
    sqlite3_bind_int64(st, i++, r->start_ms);
    sqlite3_bind_int64(st, i++, r->duration_ms);
    const int64_t v[] = {r->input_bytes, r->input_rows, r->output_bytes, r->output_rows,
                         r->shuffle_read_bytes, r->shuffle_read_rows, r->shuffle_write_bytes,
                         r->shuffle_write_rows, r->spill_memory_bytes, r->spill_disk_bytes, r->tasks,
                         r->failed_tasks, r->failed_stages, r->failed_jobs, r->retried_stages};
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++)
        sqlite3_bind_int64(st, i++, v[k]);
}

/* Columns 0..RUN_NCOLS-1 of RUN_COLS at column offset `at`. */
static void read_run(sqlite3_stmt *st, int at, sdx_run *r, int *ok)
{
    int i = at;
#define TXT() sdx_store_dup((const char *)sqlite3_column_text(st, i++), ok)
#define I64() sqlite3_column_int64(st, i++)
    r->job_id = I64();
    r->app_id = TXT();
    r->attempt_id = TXT();
    r->app_name = TXT();
    r->norm_name = TXT();
    r->spark_version = TXT();
    r->status = TXT();
    r->log_path = TXT();
    r->log_size = (uint64_t)I64();
    r->log_mtime_ms = I64();
    r->start_ms = I64();
    r->duration_ms = I64();
    r->input_bytes = I64();
    r->input_rows = I64();
    r->output_bytes = I64();
    r->output_rows = I64();
    r->shuffle_read_bytes = I64();
    r->shuffle_read_rows = I64();
    r->shuffle_write_bytes = I64();
    r->shuffle_write_rows = I64();
    r->spill_memory_bytes = I64();
    r->spill_disk_bytes = I64();
    r->tasks = I64();
    r->failed_tasks = I64();
    r->failed_stages = (int32_t)I64();
    r->failed_jobs = (int32_t)I64();
    r->retried_stages = (int32_t)I64();
#undef TXT
#undef I64
}

static int step_done(sdx_store *s, sqlite3_stmt *st, sdx_error *err, const char *what)
{
    int rc = sqlite3_step(st);
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    if (rc != SQLITE_DONE)
        return db_error(s, err, what);
    return 0;
}

static void bind_real_or_null(sqlite3_stmt *st, int i, double v)
{
    if (isnan(v))
        sqlite3_bind_null(st, i);
    else
        sqlite3_bind_double(st, i, v);
}

static int insert_children(sdx_store *s, const sdx_run *run, sdx_error *err)
{
    sqlite3_stmt *st = NULL;
    if (prepare(s, "INSERT INTO run_identity(run_id, item) VALUES (?1, ?2)", &st, err) < 0)
        return -1;
    for (uint32_t i = 0; i < run->nidentity; i++) {
        sqlite3_bind_int64(st, 1, run->id);
        sqlite3_bind_text(st, 2, run->identity[i], -1, SQLITE_STATIC);
        if (step_done(s, st, err, "storing the identity") < 0)
            goto fail;
    }
    sqlite3_finalize(st);
    if (prepare(s,
                "INSERT INTO run_stages(run_id, rank, stage_key, name, stage_id, attempt_id, duration_ms, tasks,"
                " top_share, spill_memory_bytes, spill_disk_bytes, gc_share)"
                " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                &st, err) < 0)
        return -1;
    for (uint32_t i = 0; i < run->nstages; i++) {
        const sdx_run_stage *g = &run->stages[i];
        sqlite3_bind_int64(st, 1, run->id);
        sqlite3_bind_int(st, 2, (int)i);
        sqlite3_bind_text(st, 3, g->key ? g->key : "", -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 4, g->name ? g->name : "", -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 5, g->stage_id);
        sqlite3_bind_int(st, 6, g->attempt_id);
        sqlite3_bind_int64(st, 7, g->duration_ms);
        sqlite3_bind_int(st, 8, g->tasks);
        bind_real_or_null(st, 9, g->top_share);
        sqlite3_bind_int64(st, 10, g->spill_memory_bytes);
        sqlite3_bind_int64(st, 11, g->spill_disk_bytes);
        bind_real_or_null(st, 12, g->gc_share);
        if (step_done(s, st, err, "storing the stages") < 0)
            goto fail;
    }
    sqlite3_finalize(st);
    if (prepare(s, "INSERT INTO run_findings(run_id, rank, rule_id, severity, impact_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
                &st, err) < 0)
        return -1;
    for (uint32_t i = 0; i < run->nfindings; i++) {
        const sdx_run_finding *f = &run->findings[i];
        sqlite3_bind_int64(st, 1, run->id);
        sqlite3_bind_int(st, 2, (int)i);
        sqlite3_bind_text(st, 3, f->id ? f->id : "", -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 4, sdx_severity_name(f->severity), -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 5, f->impact_ms);
        if (step_done(s, st, err, "storing the findings") < 0)
            goto fail;
    }
    sqlite3_finalize(st);
    if (prepare(s,
                "INSERT INTO run_sql(run_id, execution_id, description, fingerprint, fingerprint_kind)"
                " VALUES (?1, ?2, ?3, ?4, ?5)",
                &st, err) < 0)
        return -1;
    for (uint32_t i = 0; i < run->nsql; i++) {
        const sdx_run_sql *q = &run->sql[i];
        sqlite3_bind_int64(st, 1, run->id);
        sqlite3_bind_int64(st, 2, q->execution_id);
        sqlite3_bind_text(st, 3, q->description ? q->description : "", -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 4, q->fingerprint ? q->fingerprint : "", -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 5, q->fingerprint_kind ? q->fingerprint_kind : SDX_FP_KIND_PLAN, -1, SQLITE_STATIC);
        if (step_done(s, st, err, "storing the SQL executions") < 0)
            goto fail;
    }
    sqlite3_finalize(st);
    return 0;
fail:
    sqlite3_finalize(st);
    return -1;
}

/* run->job_key from run->job_id */
static int set_job_key(sdx_store *s, sdx_run *run, sdx_error *err)
{
    sqlite3_stmt *st;
    if (prepare(s, "SELECT key FROM jobs WHERE id = ?1", &st, err) < 0)
        return -1;
    sqlite3_bind_int64(st, 1, run->job_id);
    int rc = sqlite3_step(st), ok = 1;
    if (rc == SQLITE_ROW) {
        free(run->job_key);
        run->job_key = sdx_store_dup((const char *)sqlite3_column_text(st, 0), &ok);
    }
    sqlite3_finalize(st);
    if (!ok)
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory storing the run");
    if (rc != SQLITE_ROW)
        return db_error(s, err, "reading the job key");
    return 0;
}

int sdx_store_add(sdx_store *s, sdx_run *run, sdx_add_status *status, sdx_error *err)
{
    *status = SDX_ADD_NEW;
    char *identity = identity_join(run);
    if (!identity)
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory storing the run");
    sqlite3_stmt *st = NULL;
    if (exec(s, "BEGIN IMMEDIATE", err) < 0) {
        free(identity);
        return -1;
    }
    /* the same app attempt: skip it, or replace it when its log changed */
    if (prepare(s, "SELECT id, job_id, log_size, log_mtime_ms FROM runs WHERE app_id = ?1 AND attempt_id = ?2",
                &st, err) < 0)
        goto fail;
    sqlite3_bind_text(st, 1, run->app_id ? run->app_id : "", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, run->attempt_id ? run->attempt_id : "", -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    int64_t old = 0, old_job = 0;
    if (rc == SQLITE_ROW) {
        old = sqlite3_column_int64(st, 0);
        old_job = sqlite3_column_int64(st, 1);
        if ((uint64_t)sqlite3_column_int64(st, 2) == run->log_size && sqlite3_column_int64(st, 3) == run->log_mtime_ms) {
            run->id = old;
            run->job_id = sqlite3_column_int64(st, 1);
            *status = SDX_ADD_SKIPPED;
            sqlite3_finalize(st);
            st = NULL;
            if (set_job_key(s, run, err) < 0)
                goto fail;
        }
    } else if (rc != SQLITE_DONE) {
        db_error(s, err, "looking the run up");
        goto fail;
    }
    if (st)
        sqlite3_finalize(st);
    st = NULL;
    if (*status == SDX_ADD_SKIPPED) {
        free(identity);
        return exec(s, "COMMIT", err);
    }
    if (old) {
        /* the old run goes, and its job with it when it was the job's only
         * run (so that the replacement can take the job's key again) */
        char del[256];
        snprintf(del, sizeof del,
                 "DELETE FROM runs WHERE id = %lld;"
                 "DELETE FROM jobs WHERE id = %lld AND NOT EXISTS (SELECT 1 FROM runs WHERE job_id = %lld)",
                 (long long)old, (long long)old_job, (long long)old_job);
        if (exec(s, del, err) < 0)
            goto fail;
        *status = SDX_ADD_REPLACED;
    }
    int64_t job = 0;
    if (match_job(s, run, &job, err) < 0)
        goto fail;
    if (!job) {
        if (create_job(s, run, identity, &job, err) < 0)
            goto fail;
    } else {
        /* the job's identity follows its newest run (adding old logs later
         * does not take it back) */
        if (prepare(s,
                    "UPDATE jobs SET identity = ?1 WHERE id = ?2"
                    " AND ?3 >= COALESCE((SELECT MAX(start_ms) FROM runs WHERE job_id = ?2), ?3)",
                    &st, err) < 0)
            goto fail;
        sqlite3_bind_text(st, 1, identity, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, job);
        sqlite3_bind_int64(st, 3, run->start_ms);
        if (step_done(s, st, err, "updating the job") < 0)
            goto fail;
        sqlite3_finalize(st);
        st = NULL;
    }
    run->job_id = job;
    if (set_job_key(s, run, err) < 0)
        goto fail;
    if (prepare(s, "INSERT INTO runs(" RUN_COLS ", added_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,"
                   " ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28)",
                &st, err) < 0)
        goto fail;
    bind_run(st, run);
    sqlite3_bind_int64(st, RUN_NCOLS + 1, (int64_t)time(NULL) * 1000);
    if (step_done(s, st, err, "storing the run") < 0)
        goto fail;
    sqlite3_finalize(st);
    st = NULL;
    run->id = sqlite3_last_insert_rowid(s->db);
    if (insert_children(s, run, err) < 0 || exec(s, "COMMIT", err) < 0)
        goto fail;
    free(identity);
    return 0;
fail:
    sqlite3_finalize(st);
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    free(identity);
    run->id = 0;
    run->job_id = 0;
    return -1;
}

/* ---- reading back -------------------------------------------------------- */

void sdx_store_jobs_free(sdx_store_jobs *j)
{
    for (uint32_t i = 0; i < j->n; i++) {
        free(j->jobs[i].key);
        free(j->jobs[i].norm_name);
        free(j->jobs[i].last_app_name);
    }
    free(j->jobs);
    j->jobs = NULL;
    j->n = 0;
}

int sdx_store_list_jobs(sdx_store *s, sdx_store_jobs *out, sdx_error *err)
{
    out->jobs = NULL;
    out->n = 0;
    sqlite3_stmt *st;
    if (prepare(s,
                "SELECT j.id, j.key, j.norm_name, COUNT(r.id), MIN(r.start_ms), MAX(r.start_ms),"
                " (SELECT app_name FROM runs WHERE job_id = j.id ORDER BY start_ms DESC, id DESC LIMIT 1),"
                " (SELECT duration_ms FROM runs WHERE job_id = j.id ORDER BY start_ms DESC, id DESC LIMIT 1)"
                " FROM jobs j JOIN runs r ON r.job_id = j.id GROUP BY j.id ORDER BY j.key",
                &st, err) < 0)
        return -1;
    uint32_t cap = 0;
    int rc, ok = 1;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (out->n == cap) {
            uint32_t nc = cap ? cap * 2 : 16;
            sdx_store_job *g = sdx_xrealloc(out->jobs, nc * sizeof *g);
            if (!g) {
                ok = 0;
                break;
            }
            out->jobs = g;
            cap = nc;
        }
        sdx_store_job *j = &out->jobs[out->n++];
        j->id = sqlite3_column_int64(st, 0);
        j->key = sdx_store_dup((const char *)sqlite3_column_text(st, 1), &ok);
        j->norm_name = sdx_store_dup((const char *)sqlite3_column_text(st, 2), &ok);
        j->nruns = sqlite3_column_int64(st, 3);
        j->first_start_ms = sqlite3_column_int64(st, 4);
        j->last_start_ms = sqlite3_column_int64(st, 5);
        j->last_app_name = sdx_store_dup((const char *)sqlite3_column_text(st, 6), &ok);
        j->last_duration_ms = sqlite3_column_int64(st, 7);
        if (!ok)
            break;
    }
    sqlite3_finalize(st);
    if (!ok) {
        sdx_store_jobs_free(out);
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory listing the jobs");
    }
    if (rc != SQLITE_DONE) {
        sdx_store_jobs_free(out);
        return db_error(s, err, "listing the jobs");
    }
    return 0;
}

int sdx_store_job_lookup(sdx_store *s, const char *key_or_id, int64_t *job_id, sdx_error *err)
{
    sqlite3_stmt *st;
    if (prepare(s, "SELECT id FROM jobs WHERE key = ?1 OR CAST(id AS TEXT) = ?1", &st, err) < 0)
        return -1;
    sqlite3_bind_text(st, 1, key_or_id, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *job_id = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    if (rc == SQLITE_ROW)
        return 0;
    if (rc != SQLITE_DONE)
        return db_error(s, err, "looking the job up");
    return sdx_error_set(err, SDX_ERR_NOTFOUND, s->path, UINT64_MAX, "no job '%s' in the history", key_or_id);
}

void sdx_store_runs_free(sdx_store_runs *r)
{
    for (uint32_t i = 0; i < r->n; i++)
        sdx_run_free(r->runs[i]);
    free(r->runs);
    r->runs = NULL;
    r->n = 0;
}

static int load_children(sdx_store *s, sdx_run *run, sdx_error *err)
{
    sqlite3_stmt *st;
    int ok = 1, rc;
    if (prepare(s,
                "SELECT stage_key, name, stage_id, attempt_id, duration_ms, tasks, top_share, spill_memory_bytes,"
                " spill_disk_bytes, gc_share FROM run_stages WHERE run_id = ?1 ORDER BY rank",
                &st, err) < 0)
        return -1;
    sqlite3_bind_int64(st, 1, run->id);
    uint32_t cap = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW && ok) {
        if (run->nstages == cap) {
            uint32_t nc = cap ? cap * 2 : 8;
            sdx_run_stage *g = sdx_xrealloc(run->stages, nc * sizeof *g);
            if (!g) {
                ok = 0;
                break;
            }
            run->stages = g;
            cap = nc;
        }
        sdx_run_stage *g = &run->stages[run->nstages++];
        g->key = sdx_store_dup((const char *)sqlite3_column_text(st, 0), &ok);
        g->name = sdx_store_dup((const char *)sqlite3_column_text(st, 1), &ok);
        g->stage_id = sqlite3_column_int(st, 2);
        g->attempt_id = sqlite3_column_int(st, 3);
        g->duration_ms = sqlite3_column_int64(st, 4);
        g->tasks = sqlite3_column_int(st, 5);
        g->top_share = sqlite3_column_type(st, 6) == SQLITE_NULL ? NAN : sqlite3_column_double(st, 6);
        g->spill_memory_bytes = sqlite3_column_int64(st, 7);
        g->spill_disk_bytes = sqlite3_column_int64(st, 8);
        g->gc_share = sqlite3_column_type(st, 9) == SQLITE_NULL ? NAN : sqlite3_column_double(st, 9);
    }
    sqlite3_finalize(st);
    if (!ok)
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory reading the runs");
    if (rc != SQLITE_DONE)
        return db_error(s, err, "reading the stages");
    if (prepare(s, "SELECT rule_id, severity, impact_ms FROM run_findings WHERE run_id = ?1 ORDER BY rank", &st,
                err) < 0)
        return -1;
    sqlite3_bind_int64(st, 1, run->id);
    cap = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (run->nfindings == cap) {
            uint32_t nc = cap ? cap * 2 : 8;
            sdx_run_finding *g = sdx_xrealloc(run->findings, nc * sizeof *g);
            if (!g) {
                ok = 0;
                break;
            }
            run->findings = g;
            cap = nc;
        }
        sdx_run_finding *f = &run->findings[run->nfindings++];
        f->id = sdx_store_dup((const char *)sqlite3_column_text(st, 0), &ok);
        sdx_severity sev = SDX_SEV_INFO;
        const char *sn = (const char *)sqlite3_column_text(st, 1);
        if (sn)
            sdx_severity_parse(sn, &sev);
        f->severity = sev;
        f->impact_ms = sqlite3_column_int64(st, 2);
        if (!ok)
            break;
    }
    sqlite3_finalize(st);
    if (!ok)
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory reading the runs");
    if (rc != SQLITE_DONE)
        return db_error(s, err, "reading the findings");
    return 0;
}

/* The `limit` newest runs of a job (all when 0) that started before
 * `before_ms` and are not the app attempt named (when app_id is not NULL),
 * oldest first. */
int sdx_store_runs_before(sdx_store *s, int64_t job_id, int64_t before_ms, const char *app_id,
                          const char *attempt_id, uint32_t limit, sdx_store_runs *out, sdx_error *err)
{
    out->runs = NULL;
    out->n = 0;
    sqlite3_stmt *st;
    if (prepare(s,
                "SELECT id, " RUN_COLS " FROM runs WHERE job_id = ?1 AND start_ms < ?2"
                " AND NOT (app_id = ?3 AND attempt_id = ?4) ORDER BY start_ms DESC, id DESC LIMIT ?5",
                &st, err) < 0)
        return -1;
    sqlite3_bind_int64(st, 1, job_id);
    sqlite3_bind_int64(st, 2, before_ms);
    sqlite3_bind_text(st, 3, app_id ? app_id : "\x01", -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, attempt_id ? attempt_id : "", -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 5, limit ? (int64_t)limit : -1);
    uint32_t cap = 0;
    int rc, ok = 1;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (out->n == cap) {
            uint32_t nc = cap ? cap * 2 : 16;
            sdx_run **g = sdx_xrealloc(out->runs, nc * sizeof *g);
            if (!g) {
                ok = 0;
                break;
            }
            out->runs = g;
            cap = nc;
        }
        sdx_run *r = sdx_xcalloc(1, sizeof *r);
        if (!r) {
            ok = 0;
            break;
        }
        out->runs[out->n++] = r;
        r->id = sqlite3_column_int64(st, 0);
        read_run(st, 1, r, &ok);
        if (!ok)
            break;
    }
    sqlite3_finalize(st);
    if (!ok) {
        sdx_store_runs_free(out);
        return sdx_error_set(err, SDX_ERR_NOMEM, s->path, UINT64_MAX, "out of memory reading the runs");
    }
    if (rc != SQLITE_DONE) {
        sdx_store_runs_free(out);
        return db_error(s, err, "reading the runs");
    }
    for (uint32_t i = 0; i < out->n / 2; i++) {
        sdx_run *t = out->runs[i];
        out->runs[i] = out->runs[out->n - 1 - i];
        out->runs[out->n - 1 - i] = t;
    }
    for (uint32_t i = 0; i < out->n; i++)
        if (load_children(s, out->runs[i], err) < 0) {
            sdx_store_runs_free(out);
            return -1;
        }
    return 0;
}

int sdx_store_job_runs(sdx_store *s, int64_t job_id, uint32_t limit, sdx_store_runs *out, sdx_error *err)
{
    return sdx_store_runs_before(s, job_id, INT64_MAX, NULL, NULL, limit, out, err);
}
