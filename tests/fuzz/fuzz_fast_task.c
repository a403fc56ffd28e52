/*
 * fuzz_fast_task.c: libFuzzer target for the TaskStart/TaskEnd fast path
 * (lib/events/decode.c), differential: the input (after one selector byte)
 * is appended to a TaskEnd or TaskStart prefix and decoded by the fast path
 * and, when the fast path takes it, by the JSON tape and the generic decoder;
 * the two must agree on every field, and what the fast path takes must be
 * valid JSON. The same text is also decoded with the accumulables only
 * checked (skip_acc: it takes whatever the fast path takes, decoded the
 * same but for them, and only valid JSON) and with its end unknown, followed
 * by '\n' and more text (sdx_ev_task_fast_open: it takes the line, at its
 * length, exactly when the fast path does, and refuses it outright only when
 * the fast path does). A disagreement aborts.
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
    /* the accumulables only checked */
    sdx_task_end_ev c;
    memset(&c, 0, sizeof c);
    c.skip_acc = 1;
    int took_c = start ? sdx_ev_task_start_fast(line, len, &in, &c) : sdx_ev_task_end_fast(line, len, &in, &c);
    if (took == 1 && took_c != 1)
        abort();
    if (took_c == 1) {
        sdx_error err;
        if (c.nacc || sdx_json_parse(&doc, line, len, &err) < 0 || sdx_json_type(&doc, 0) != SDX_JOBJECT)
            abort();
        if (took == 1 && (c.ti.task_id != b.ti.task_id || c.ti.finish_time != b.ti.finish_time ||
                          !same_str(c.ti.host, b.ti.host) || memcmp(c.metrics, b.metrics, sizeof c.metrics) ||
                          memcmp(c.exec_metrics, b.exec_metrics, sizeof c.exec_metrics)))
            abort();
    }
    /* the end unknown: the line, '\n', and the rest of a next line */
    static const char tail[] = "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0}";
    char *buf = malloc(len + sizeof tail);
    memcpy(buf, line, len);
    buf[len] = '\n';
    memcpy(buf + len + 1, tail, sizeof tail - 1);
    size_t got = 0;
    int is_end = -1;
    sdx_task_end_ev o;
    memset(&o, 0, sizeof o);
    int r = sdx_ev_task_fast_open(buf, len + sizeof tail, &in, &o, &got, &is_end);
    if ((r == 1) != (took == 1) || (r == 0 && took == 1) || (r == 1 && (got != len || is_end != !start)))
        abort();
    if (r == 1 && (o.ti.task_id != b.ti.task_id || o.nacc != b.nacc || memcmp(o.metrics, b.metrics, sizeof o.metrics)))
        abort();
    free(buf);
    free(o.acc);
    free(c.acc);
    free(a.acc);
    free(b.acc);
    sdx_jdoc_free(&doc);
    sdx_arena_free(&arena);
    sdx_intern_free(&in);
    free(line);
    return 0;
}
