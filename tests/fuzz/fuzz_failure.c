/*
 * fuzz_failure.c: libFuzzer target for failure triage (lib/triage): the
 * normalizer, the extractor, de-duplication, the classifier and both
 * renderers, on arbitrary bytes.
 *
 * The first input byte chooses the feeding piece size; the rest is the text.
 * The text is triaged twice, whole and in pieces, and the two results must
 * agree (the engine is chunk-independent); sanitizers catch memory errors.
 * The JSON rendering must parse with the project's JSON reader.
 * With the first byte's high bit set, the input is a text, a NUL byte and
 * an event log instead (no NUL: only an event log): the log is built into
 * the model and triaged together with the text (sdx_triage_add_eventlog).
 */
#include <stdlib.h>
#include <string.h>

#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/triage.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static sdx_triage_result *run(const uint8_t *p, size_t n, size_t piece)
{
    sdx_triage *t = sdx_triage_new();
    if (!t)
        abort();
    for (size_t i = 0; i < n; i += piece)
        if (sdx_triage_feed(t, p + i, n - i < piece ? n - i : piece, NULL) < 0)
            abort();   /* only out of memory fails, and the fuzzer's allocations do not */
    sdx_triage_result *r = sdx_triage_finish(t, NULL);
    sdx_triage_free(t);
    if (!r)
        abort();
    return r;
}

static int same_str(const char *a, const char *b)
{
    return (!a && !b) || (a && b && !strcmp(a, b));
}

static void check_json(const sdx_triage_result *r, int pretty)
{
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_triage_render_text(r, &b, 0);
    sdx_buf_free(&b);
    sdx_buf_init(&b);
    sdx_triage_render_json(r, &b, pretty);
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error err;
    if (b.data && sdx_json_parse(&d, b.data, b.len, &err) != 0)
        abort();
    sdx_jdoc_free(&d);
    sdx_buf_free(&b);
}

static int with_eventlog(const uint8_t *p, size_t n)
{
    const uint8_t *nul = memchr(p, 0, n);
    size_t tn = nul ? (size_t)(nul - p) : 0;
    const uint8_t *log = nul ? nul + 1 : p;
    size_t ln = n - (size_t)(log - p);
    sdx_model *m = NULL;
    sdx_error err;
    if (sdx_model_build_mem(log, ln, "fuzz-eventlog", 0, &m, &err) < 0 || !m)
        return 0;
    sdx_triage *t = sdx_triage_new();
    if (!t)
        abort();
    if (sdx_triage_feed(t, p, tn, NULL) < 0 || sdx_triage_add_eventlog(t, m, NULL) < 0)
        abort();
    sdx_model_free(m);
    sdx_triage_result *r = sdx_triage_finish(t, NULL);
    sdx_triage_free(t);
    if (!r || r->primary >= (int)r->n || (r->n && r->primary < 0) || !r->eventlog)
        abort();
    for (size_t i = 0; i < r->n; i++) {
        const sdx_failure *f = &r->failures[i];
        if (f->caused_by >= (int)r->n || f->caused_by == (int)i || !f->source || f->source > 3)
            abort();
        if (!(f->source & SDX_SRC_TEXT) && f->first_line != 0)
            abort();
    }
    check_json(r, (int)(n & 1));
    sdx_triage_result_free(r);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    if (data[0] & 0x80)
        return with_eventlog(data + 1, size - 1);
    size_t piece = 1 + (data[0] & 0x3f) * (data[0] & 0x40 ? 61 : 1);
    const uint8_t *text = data + 1;
    size_t n = size - 1;

    sdx_triage_result *whole = run(text, n, n ? n : 1);
    sdx_triage_result *parts = run(text, n, piece);
    if (whole->n != parts->n || whole->primary != parts->primary || whole->lines != parts->lines)
        abort();
    for (size_t i = 0; i < whole->n; i++) {
        const sdx_failure *a = &whole->failures[i], *b = &parts->failures[i];
        if (a->fclass != b->fclass || strcmp(a->root_exception, b->root_exception) != 0 ||
            a->occurrences != b->occurrences || a->tid != b->tid || a->caused_by != b->caused_by ||
            !same_str(a->executor, b->executor) || !same_str(a->host, b->host))
            abort();
        if (a->caused_by >= (int)whole->n || a->caused_by == (int)i)
            abort();
    }
    if (whole->primary >= (int)whole->n)
        abort();

    check_json(whole, (int)(size & 1));
    sdx_triage_result_free(whole);
    sdx_triage_result_free(parts);
    return 0;
}
