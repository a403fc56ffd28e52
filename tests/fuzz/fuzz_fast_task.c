/*
 * fuzz_fast_task.c: libFuzzer target for the TaskStart/TaskEnd fast path
 * (lib/events/decode.c), differential: the input (after one selector byte)
 * is appended to a TaskEnd or TaskStart prefix and decoded by the fast path
 * and, when the fast path takes it, by the JSON tape and the generic decoder;
 * the two must agree on every field, and what the fast path takes must be
 * valid JSON. A disagreement aborts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "events/events.h"
#include "sparkdx/json.h"
#include "util/util.h"

static int same_str(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 1 << 16)
        return 0;
    int start = data[0] & 1;
    const char *prefix = start ? SDX_TASK_START_PREFIX : SDX_TASK_END_PREFIX;
    size_t plen = strlen(prefix), len = plen + size - 1;
    char *line = malloc(len);
    memcpy(line, prefix, plen);
    memcpy(line + plen, data + 1, size - 1);

    sdx_interner in;
    sdx_arena arena;
    sdx_jdoc doc;
    sdx_intern_init(&in);
    sdx_arena_init(&arena);
    sdx_jdoc_init(&doc);
    sdx_task_end_ev a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    int took = start ? sdx_ev_task_start_fast(line, len, &in, &b) : sdx_ev_task_end_fast(line, len, &in, &b);
    if (took == 1) {
        sdx_error err;
        if (sdx_json_parse(&doc, line, len, &err) < 0 || sdx_json_type(&doc, 0) != SDX_JOBJECT)
            abort();   /* the fast path took something that is not a JSON object */
        if (start) {
            sdx_ev_task_start(&doc, 0, &in, &a);
        } else {
            if (!sdx_ev_task_end(&doc, 0, &in, &arena, &a))
                abort();
            if (a.reason.kind != b.reason.kind || !same_str(a.reason.error, b.reason.error) ||
                memcmp(a.metrics, b.metrics, sizeof a.metrics) || memcmp(a.exec_metrics, b.exec_metrics, sizeof a.exec_metrics))
                abort();
        }
        const sdx_task_info_ev *p = &a.ti, *q = &b.ti;
        if (a.stage_id != b.stage_id || a.stage_attempt != b.stage_attempt || p->task_id != q->task_id ||
            p->index != q->index || p->attempt != q->attempt || p->partition_id != q->partition_id ||
            p->launch_time != q->launch_time || p->getting_result_time != q->getting_result_time ||
            p->finish_time != q->finish_time || !same_str(p->executor_id, q->executor_id) ||
            !same_str(p->host, q->host) || !same_str(p->locality, q->locality) || p->speculative != q->speculative ||
            p->failed != q->failed || p->killed != q->killed || a.nacc != b.nacc)
            abort();
        for (uint32_t i = 0; i < a.nacc; i++)
            if (a.acc[i].id != b.acc[i].id || a.acc[i].kind != b.acc[i].kind ||
                (a.acc[i].kind == SDX_UPD_VALUE && a.acc[i].value != b.acc[i].value))
                abort();
    }
    free(a.acc);
    free(b.acc);
    sdx_jdoc_free(&doc);
    sdx_arena_free(&arena);
    sdx_intern_free(&in);
    free(line);
    return 0;
}
