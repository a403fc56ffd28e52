/*
 * since.c: the findings of a report against a baseline run's report: new,
 * the same (the same rule on the matched stage, or the same rule when it
 * names no stage), or gone (the baseline had it, the run does not).
 */
#include <stdlib.h>
#include <string.h>

#include "diff/internal.h"

const char *sdx_since_name(sdx_since s)
{
    return s == SDX_SINCE_NEW ? "new" : s == SDX_SINCE_SAME ? "same" : "";
}

/* Whether finding `a` of the baseline and `b` of the run are the same. */
static int same_finding(const sdx_diff *d, const sdx_finding *a, const sdx_finding *b)
{
    if (strcmp(a->id, b->id))
        return 0;
    if (a->where.stage < 0 || b->where.stage < 0)
        return a->where.stage < 0 && b->where.stage < 0;
    const sdx_stage_match *x = sdx_diff_stage(d, 0, a->where.stage, a->where.attempt >= 0 ? a->where.attempt : -1);
    return x && x->new_.f && x->new_.stage_id == b->where.stage;
}

int sdx_findings_since_build(const sdx_diff *d, const sdx_finding *old_f, uint32_t nold, const sdx_finding *new_f,
                             uint32_t nnew, sdx_findings_since *out, sdx_error *err)
{
    const struct {
        const sdx_finding *findings;
        uint32_t nfindings;
    } o = {old_f, nold}, n = {new_f, nnew}, *old_r = &o, *new_r = &n;
    memset(out, 0, sizeof *out);
    out->n = new_r->nfindings;
    out->since = sdx_xcalloc(new_r->nfindings ? new_r->nfindings : 1, 1);
    uint8_t *used = sdx_xcalloc(old_r->nfindings ? old_r->nfindings : 1, 1);
    out->gone = sdx_xmalloc((old_r->nfindings ? old_r->nfindings : 1) * sizeof *out->gone);
    if (!out->since || !used || !out->gone) {
        free(used);
        sdx_findings_since_free(out);
        return sdx_error_set(err, SDX_ERR_NOMEM, NULL, UINT64_MAX, "out of memory comparing findings");
    }
    for (uint32_t i = 0; i < new_r->nfindings; i++) {
        out->since[i] = SDX_SINCE_NEW;
        for (uint32_t k = 0; k < old_r->nfindings; k++)
            if (!used[k] && same_finding(d, &old_r->findings[k], &new_r->findings[i])) {
                used[k] = 1;
                out->since[i] = SDX_SINCE_SAME;
                break;
            }
    }
    for (uint32_t k = 0; k < old_r->nfindings; k++)
        if (!used[k])
            out->gone[out->ngone++] = &old_r->findings[k];
    free(used);
    return 0;
}

void sdx_findings_since_free(sdx_findings_since *s)
{
    free(s->since);
    free(s->gone);
    memset(s, 0, sizeof *s);
}
