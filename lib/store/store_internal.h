/*
 * store_internal.h: what the files of lib/store/ share, and the hooks the
 * unit tests use to write an older schema version and migrate from it.
 */
#ifndef SPARKDX_STORE_INTERNAL_H
#define SPARKDX_STORE_INTERNAL_H

#include <sqlite3.h>

#include "sparkdx/store.h"

/* Fingerprint kinds (docs/history.md): "plan-v1", the model's plan
 * fingerprint (sdx_sql_exec.fingerprint, 16 hex digits), is what summary.c
 * computes since schema 3; "ops-v1", a hash of the operator names only, is
 * what files written before hold. Identity items: "p:" a plan-v1
 * fingerprint, "o:" an ops-v1 one (migration 3 renamed them). */
#define SDX_FP_KIND_PLAN "plan-v1"
#define SDX_FP_KIND_OPS "ops-v1"

struct sdx_store {
    sqlite3 *db;
    char *path;
    int version;
    int last_rc;          /* the SQLite result of the last statement that failed */
};

char *sdx_store_dup(const char *s, int *ok);
/* Append prefix + text to an identity; the text normalised as app names are
 * (sdx_run_normalize_name) when `normalize` is set (job descriptions), as it
 * is otherwise (fingerprints: 16 hex digits that normalising would turn
 * into '#'). */
int sdx_store_identity_add(char ***items, uint32_t *n, uint32_t *cap, const char *prefix, const char *text,
                           int normalize);
void sdx_store_identity_finish(char **items, uint32_t *n);

/* Open the file and migrate it to `version` only (1..SDX_STORE_SCHEMA_VERSION):
 * tests write an old schema with it, then reopen with sdx_store_open. */
int sdx_store_open_version(const char *path, int version, sdx_store **out, sdx_error *err);

/* Jaccard index of two sorted identity sets (0..1); 1 when both are empty.
 * Fingerprints of two kinds cannot be compared: when either set holds an
 * ops-v1 item ("o:"), the fingerprint items ("o:", "p:") of both are left
 * out and the job descriptions alone decide. */
double sdx_store_identity_overlap(char *const *a, uint32_t na, char *const *b, uint32_t nb);

/* The `limit` newest runs of a job (all when 0) that started before
 * before_ms, leaving out the app attempt named (when app_id is not NULL),
 * oldest first, with their stages and findings. */
int sdx_store_runs_before(sdx_store *s, int64_t job_id, int64_t before_ms, const char *app_id,
                          const char *attempt_id, uint32_t limit, sdx_store_runs *out, sdx_error *err);

#endif
