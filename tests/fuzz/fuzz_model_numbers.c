/*
 * fuzz_model_numbers.c: libFuzzer target for the model builder on real event
 * lines whose numbers are replaced by values Spark never writes (issue 16):
 * Long.MIN/MAX, 2^64+1, 1e23, 1e308, -1e308, 1e400, -1, 0, Int.MAX, 2^31.
 *
 * Input: one byte n (taken mod 16), then n directives of three bytes (a
 * token index, two bytes, and a value index), then the event log. The
 * directive puts value v on number token i (mod the number of tokens) of
 * the log, as text, so every number read by the decoder, the fast path
 * and the builder can meet every extreme. The log is built both ways (the
 * fast path, and every task kept) and rendered through the REST objects;
 * UBSan (signed overflow, bad casts) and ASan abort on any finding.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rest/rest_internal.h"
#include "sparkdx/model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const EXTREMES[] = {
    "9223372036854775807", "-9223372036854775808", "18446744073709551617", "1e23", "1e308", "-1e308",
    "1e400", "-1", "0", "2147483647", "2147483648", "-2147483649", "99999999999999999999999", "1.5e18",
    "-0.5", "4294967297"};
#define NEXT (sizeof EXTREMES / sizeof EXTREMES[0])

/* Start and length of each number token outside strings. */
static size_t number_tokens(const char *s, size_t n, size_t *start, size_t *len, size_t max)
{
    size_t k = 0;
    int in_str = 0;
    for (size_t i = 0; i < n && k < max; i++) {
        char c = s[i];
        if (in_str) {
            if (c == '\\')
                i++;
            else if (c == '"')
                in_str = 0;
        } else if (c == '"') {
            in_str = 1;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            size_t j = i + 1;
            while (j < n && (strchr("0123456789.eE+-", s[j]) != NULL))
                j++;
            start[k] = i;
            len[k++] = j - i;
            i = j - 1;
        }
    }
    return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > (1u << 20))
        return 0;
    size_t nd = data[0] & 15;
    if (size < 1 + 3 * nd)
        return 0;
    const uint8_t *dir = data + 1;
    const char *log = (const char *)data + 1 + 3 * nd;
    size_t n = size - 1 - 3 * nd;
    enum { MAXTOK = 1 << 16 };
    static size_t start[MAXTOK], len[MAXTOK];
    static int value[MAXTOK];
    size_t nt = number_tokens(log, n, start, len, MAXTOK);
    for (size_t t = 0; t < nt; t++)
        value[t] = -1;
    for (size_t i = 0; nt && i < nd; i++)
        value[((size_t)dir[3 * i] << 8 | dir[3 * i + 1]) % nt] = dir[3 * i + 2] % NEXT;
    char *text = malloc(n + nd * 32 + 1);
    if (!text)
        return 0;
    size_t o = 0, from = 0;
    for (size_t t = 0; t < nt; t++) {
        if (value[t] < 0)
            continue;
        memcpy(text + o, log + from, start[t] - from);
        o += start[t] - from;
        size_t vl = strlen(EXTREMES[value[t]]);
        memcpy(text + o, EXTREMES[value[t]], vl);
        o += vl;
        from = start[t] + len[t];
    }
    memcpy(text + o, log + from, n - from);
    o += n - from;

    sdx_model *m = NULL;
    sdx_error err;
    if (sdx_model_build_mem(text, o, "fuzz", 0, &m, &err) == 0 && m) {
        sdx_model_free(m);
        m = NULL;
    }
    if (sdx_model_build_mem(text, o, "fuzz", SDX_KEEP_TASKS, &m, &err) == 0 && m) {
        sdx_buf out;
        sdx_buf_init(&out);
        sdx_jw w;
        sdx_jw_init(&w, &out, 0);
        static const double q[] = {0.0, 0.25, 0.5, 0.75, 1.0};
        stage_opts so = {1, 1, 0, q, 5};
        sdx_jw_arr_begin(&w);
        for (uint32_t i = 0; i < m->njobs; i++)
            rest_job_object(&w, m->jobs[i]);
        for (uint32_t i = 0; i < m->nstages; i++) {
            rest_stage_object(&w, m, m->stages[i], &so);
            rest_task_list(&w, m, m->stages[i], 1, 0, 0, 0, 50);
        }
        rest_executor_list(&w, m, 0);
        rest_process_list(&w, m);
        for (uint32_t i = 0; i < m->nrdds; i++)
            rest_rdd_object(&w, m, m->rdds[i]);
        rest_sql_list(&w, m, 1, 1, 0, 100);
        sdx_jw_arr_end(&w);
        sdx_buf_free(&out);
        sdx_model_free(m);
    }
    free(text);
    return 0;
}
