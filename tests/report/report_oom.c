/*
 * report_oom.c: out of memory in the analysis, rules, report and render
 * layers (built by check_report_oom.sh). The model is built normally; then
 * for every N the Nth allocation those layers ask for (sdx_xmalloc,
 * sdx_xcalloc, sdx_xrealloc, sdx_arena_alloc, sdx_arena_strndup, through
 * -Wl,--wrap) fails, and sdx_report_build must return -1 with
 * SDX_ERR_NOMEM and no report, or a report that renders; never crash. The
 * last N fails nothing, and that report must render the same bytes as one
 * built without the wrapper armed. Prints "N points, K NOMEM" or FAIL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void render_all(const sdx_report *r, sdx_buf *b)
{
    sdx_report_render_text(r, b, 0, 100);
    sdx_report_render_md(r, b);
    sdx_report_render_json(r, b, 1);
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    sdx_loglist l;
    sdx_error err;
    sdx_model *m = NULL;
    if (sdx_logs_scan(argv[1], &l, &err) < 0 || l.n < 1 || sdx_model_build(&l.logs[0], 0, &m, &err) < 0) {
        printf("FAIL report-oom: cannot read %s\n", argv[1]);
        return 1;
    }
    sdx_report *r = NULL;
    sdx_buf want;
    sdx_buf_init(&want);
    if (sdx_report_build(m, NULL, &r, &err) < 0) {
        printf("FAIL report-oom: %s: no report without injected failures\n", argv[1]);
        return 1;
    }
    render_all(r, &want);
    sdx_report_free(r);
    long n, nomem = 0;
    for (n = 0;; n++) {
        countdown = n;
        hits = 0;
        r = NULL;
        memset(&err, 0, sizeof err);
        int rc = sdx_report_build(m, NULL, &r, &err);
        countdown = -1;
        if (rc < 0) {
            if (err.code != SDX_ERR_NOMEM || r || !err.msg[0]) {
                printf("FAIL report-oom: %s: allocation %ld: rc -1 with code %d, report %p\n", argv[1], n,
                       (int)err.code, (void *)r);
                return 1;
            }
            nomem++;
            continue;
        }
        sdx_buf got;
        sdx_buf_init(&got);
        render_all(r, &got);
        sdx_report_free(r);
        int same = got.len == want.len && !memcmp(sdx_buf_cstr(&got), sdx_buf_cstr(&want), want.len);
        sdx_buf_free(&got);
        if (!hits) {
            if (!same) {
                printf("FAIL report-oom: %s: the report differs after %ld failed runs\n", argv[1], nomem);
                return 1;
            }
            break;
        }
    }
    printf("%s: %ld allocation points, %ld runs ended with SDX_ERR_NOMEM\n", argv[1], n, nomem);
    sdx_buf_free(&want);
    sdx_model_free(m);
    sdx_loglist_free(&l);
    return nomem > 0 ? 0 : 1;
}
