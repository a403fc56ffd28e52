/*
 * fuzz_sqlview.c: libFuzzer target for the SQL view (lib/analysis/sqlview.c):
 * its parsers of plan text from the log (write commands' argStrings, scan
 * metadata, ReadSchema) and its tree walks. The input is an event log; every
 * SQL execution's final and initial plan views are built and read. Anything
 * may be rejected; nothing may crash, leak or read out of bounds.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "sparkdx/analysis.h"
#include "sparkdx/model.h"
#include "sparkdx/sqlview.h"

static size_t touch(const char *s)
{
    return s ? strlen(s) : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sdx_model *m = NULL;
    sdx_analysis *a = NULL;
    sdx_sqlview *v = NULL;
    sdx_error err;
    if (sdx_model_build_mem(data, size, "fuzz", 0, &m, &err) < 0 || !m)
        return 0;
    if (sdx_analysis_build(m, NULL, &a, &err) == 0 && sdx_sqlview_build(a, NULL, &v, &err) == 0) {
        volatile size_t sink = 0;
        for (uint32_t i = 0; i < v->nexecs; i++)
            for (int initial = 0; initial < 2; initial++) {
                sdx_sqlview_plan *p = NULL;
                if (sdx_sqlview_plan_build(v, &v->execs[i], initial, &p, &err) < 0)
                    continue;
                for (uint32_t k = 0; k < p->nnodes; k++) {
                    const sdx_sqlview_node *n = &p->nodes[k];
                    sink += (size_t)n->rows_out + (size_t)n->time_ms + n->nstage_ids;
                    if (n->parent >= (int32_t)k || n->cluster >= (int32_t)p->nnodes)
                        __builtin_trap();
                    if (n->id >= 0 && sdx_sqlview_plan_node(p, n->id) == NULL)
                        __builtin_trap();
                }
                for (uint32_t k = 0; k < p->nhot; k++)
                    if (p->hot[k] < 0 || (uint32_t)p->hot[k] >= p->nnodes || !p->nodes[p->hot[k]].hot)
                        __builtin_trap();
                for (uint32_t k = 0; k < p->nsources; k++) {
                    const sdx_sqlview_source *s = &p->sources[k];
                    sink += touch(s->format) + touch(s->table) + touch(s->paths) + touch(s->read_schema);
                }
                for (uint32_t k = 0; k < p->nwrites; k++) {
                    const sdx_sqlview_write *w = &p->writes[k];
                    sink += touch(w->command) + touch(w->format) + touch(w->path) + touch(w->table) +
                            touch(w->mode) + touch(w->partition_by);
                }
                sdx_sqlview_plan_free(p);
            }
        (void)sink;
    }
    sdx_sqlview_free(v);
    sdx_analysis_free(a);
    sdx_model_free(m);
    return 0;
}
