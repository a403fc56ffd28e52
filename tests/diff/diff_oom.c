/*
 * diff_oom.c: out of memory in the run diff (built by check_diff_oom.sh).
 * Both runs are read and analysed normally, with their reports; then for
 * every N the Nth allocation the diff asks for (sdx_xmalloc, sdx_xcalloc,
 * sdx_xrealloc, sdx_arena_alloc, sdx_arena_strndup, through -Wl,--wrap)
 * fails across sdx_diff_build, sdx_findings_since_build, sdx_verify_build
 * and the renderers: each must return -1 with SDX_ERR_NOMEM and nothing,
 * or a result that renders; never crash. The last N fails nothing, and its
 * output must be the same bytes as without the wrapper armed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/analysis.h"
#include "sparkdx/diff.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"
#include "util/util.h"

static long countdown = -1, hits;

static int fail_now(void)
{
    if (countdown < 0)
        return 0;
    if (countdown-- == 0) {
        hits++;
        return 1;
    }
    return 0;
}

void *__real_sdx_xmalloc(size_t);
void *__real_sdx_xcalloc(size_t, size_t);
void *__real_sdx_xrealloc(void *, size_t);
void *__real_sdx_arena_alloc(sdx_arena *, size_t);
char *__real_sdx_arena_strndup(sdx_arena *, const char *, size_t);
void *__wrap_sdx_xmalloc(size_t n);
void *__wrap_sdx_xcalloc(size_t n, size_t s);
void *__wrap_sdx_xrealloc(void *p, size_t n);
void *__wrap_sdx_arena_alloc(sdx_arena *a, size_t n);
char *__wrap_sdx_arena_strndup(sdx_arena *a, const char *s, size_t n);
void *__wrap_sdx_xmalloc(size_t n) { return fail_now() ? NULL : __real_sdx_xmalloc(n); }
void *__wrap_sdx_xcalloc(size_t n, size_t s) { return fail_now() ? NULL : __real_sdx_xcalloc(n, s); }
void *__wrap_sdx_xrealloc(void *p, size_t n) { return fail_now() ? NULL : __real_sdx_xrealloc(p, n); }
void *__wrap_sdx_arena_alloc(sdx_arena *a, size_t n) { return fail_now() ? NULL : __real_sdx_arena_alloc(a, n); }
char *__wrap_sdx_arena_strndup(sdx_arena *a, const char *s, size_t n)
{
    return fail_now() ? NULL : __real_sdx_arena_strndup(a, s, n);
}

typedef struct run {
    sdx_loglist l;
    sdx_model *m;
    sdx_report *r;
} run;

static int load(const char *path, run *x)
{
    sdx_error err;
    memset(x, 0, sizeof *x);
    return sdx_logs_scan(path, &x->l, &err) < 0 || x->l.n < 1 || sdx_model_build(&x->l.logs[0], 0, &x->m, &err) < 0 ||
                   sdx_report_build(x->m, NULL, &x->r, &err) < 0
               ? -1
               : 0;
}

/* One pass: diff, findings since, verify and every renderer. 0 with the
 * output in out, 1 when a step answered SDX_ERR_NOMEM cleanly, -1 when a
 * step failed otherwise. */
static int pass(const run *o, const run *n, sdx_buf *out)
{
    sdx_error err;
    memset(&err, 0, sizeof err);
    sdx_diff *d = NULL;
    sdx_verify *v = NULL;
    sdx_findings_since fs;
    memset(&fs, 0, sizeof fs);
    int rc = 0;
    if (sdx_diff_build(sdx_report_analysis(o->r), sdx_report_analysis(n->r), NULL, &d, &err) < 0)
        rc = d ? -1 : 1;
    else if (sdx_findings_since_build(d, o->r->findings, o->r->nfindings, n->r->findings, n->r->nfindings, &fs,
                                      &err) < 0)
        rc = fs.since || fs.gone ? -1 : 1;
    else if (sdx_verify_build(d, o->r->findings, o->r->nfindings, n->r->findings, n->r->nfindings, NULL, &v,
                              &err) < 0)
        rc = v ? -1 : 1;
    if (rc == 1 && (err.code != SDX_ERR_NOMEM || !err.msg[0]))
        rc = -1;
    if (rc == 0) {
        sdx_diff_render_text(d, out, 100);
        sdx_diff_render_md(d, out);
        sdx_diff_render_json(d, out, 1);
        sdx_verify_render_text(v, out, 100);
        sdx_verify_render_json(v, out, 1);
        for (uint32_t i = 0; i < fs.n; i++)
            sdx_buf_putc(out, (char)('0' + fs.since[i]));
    }
    sdx_verify_free(v);
    sdx_findings_since_free(&fs);
    sdx_diff_free(d);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 3)
        return 2;
    run o, n;
    if (load(argv[1], &o) < 0 || load(argv[2], &n) < 0) {
        printf("FAIL diff-oom: cannot read %s or %s\n", argv[1], argv[2]);
        return 1;
    }
    sdx_buf want;
    sdx_buf_init(&want);
    if (pass(&o, &n, &want) != 0) {
        printf("FAIL diff-oom: no diff without injected failures\n");
        return 1;
    }
    long k, nomem = 0;
    for (k = 0;; k++) {
        sdx_buf got;
        sdx_buf_init(&got);
        countdown = k;
        hits = 0;
        int rc = pass(&o, &n, &got);
        countdown = -1;
        if (rc < 0) {
            printf("FAIL diff-oom: allocation %ld: a step failed without SDX_ERR_NOMEM, or left a result\n", k);
            return 1;
        }
        if (rc == 1) {
            nomem++;
            sdx_buf_free(&got);
            continue;
        }
        int same = got.len == want.len && !memcmp(sdx_buf_cstr(&got), sdx_buf_cstr(&want), want.len);
        sdx_buf_free(&got);
        if (!hits) {
            if (!same) {
                printf("FAIL diff-oom: the output differs after %ld failed runs\n", nomem);
                return 1;
            }
            break;
        }
    }
    printf("%s -> %s: %ld allocation points, %ld runs ended with SDX_ERR_NOMEM\n", argv[1], argv[2], k, nomem);
    sdx_buf_free(&want);
    for (run *x = &o; x; x = x == &o ? &n : NULL) {
        sdx_report_free(x->r);
        sdx_model_free(x->m);
        sdx_loglist_free(&x->l);
    }
    return nomem > 0 ? 0 : 1;
}
