/*
 * group.c: one finding per cause. When a rule fires on many stages (the
 * same one-task write in 13 jobs, the same tiny partitions in every query),
 * that is one finding: the stage with the largest impact leads, the others
 * are listed with their numbers (the top 5, then a count), and the impact
 * is their sum, at most the time jobs ran. Failures stay one finding each:
 * two failures are two causes until the triage says otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/internal.h"

#define GROUP_LISTED 5

static int groupable(const char *id)
{
    return strncmp(id, "failure.", 8) && strncmp(id, "diff.", 5);
}

typedef struct member {
    sdx_finding *f;
    uint32_t pos;   /* index in c->findings */
} member;

static int cmp_member(const void *x, const void *y)
{
    const member *p = x, *q = y;
    if (p->f->impact_ms != q->f->impact_ms)
        return p->f->impact_ms > q->f->impact_ms ? -1 : 1;
    if (p->f->severity != q->f->severity)
        return p->f->severity > q->f->severity ? -1 : 1;
    return p->pos < q->pos ? -1 : p->pos > q->pos;
}

/* Merge the n members (largest impact first) into m[0].f. */
static void merge(rp_ctx *c, member *m, uint32_t n)
{
    sdx_finding *f = m[0].f;
    int64_t sum = 0;
    sdx_severity sev = f->severity;
    for (uint32_t i = 0; i < n; i++) {
        sum = sdx_sat_add(sum, m[i].f->impact_ms > 0 ? m[i].f->impact_ms : 0);
        if (m[i].f->severity > sev)
            sev = m[i].f->severity;
    }
    if (c->an->job_ms > 0 && sum > c->an->job_ms)
        sum = c->an->job_ms;
    int32_t *stages = sdx_arena_alloc(c->arena, sizeof(int32_t) * n);
    if (!stages) {
        c->oom = 1;
        return;
    }
    uint32_t ns = 0;
    for (uint32_t i = 0; i < n; i++) {
        int32_t s = m[i].f->where.stage;
        int dup = 0;
        for (uint32_t k = 0; k < ns; k++)
            dup |= stages[k] == s;
        if (s >= 0 && !dup)
            stages[ns++] = s;
    }
    sdx_buf b;
    sdx_buf_init(&b);
    uint32_t listed = n - 1 < GROUP_LISTED ? n - 1 : GROUP_LISTED;
    for (uint32_t i = 1; i <= listed; i++) {
        const sdx_finding *g = m[i].f;
        char where[64] = "";
        if (g->where.stage >= 0)
            snprintf(where, sizeof where, "stage %d", g->where.stage);
        else if (g->where.sql >= 0)
            snprintf(where, sizeof where, "sql %lld", (long long)g->where.sql);
        else if (g->where.job >= 0)
            snprintf(where, sizeof where, "job %d", g->where.job);
        sdx_buf_printf(&b, "%s%s", i > 1 ? "; " : "", where[0] ? where : g->title);
        if (g->impact_ms > 0)
            sdx_buf_printf(&b, " (~%s)", rp_ms(c, (double)g->impact_ms));
    }
    if (n - 1 > listed)
        sdx_buf_printf(&b, "; and %u more", n - 1 - listed);
    sdx_evidence *e = rp_ev(c, f, "occurrences", "count", "the same cause %u times%s%s: %s", n,
                            sum > 0 ? ", " : "", sum > 0 ? rp_strf(c, "~%s in all", rp_ms(c, (double)sum)) : "",
                            sdx_buf_cstr(&b));
    sdx_buf_free(&b);
    rp_num(e, "value", n);
    rp_num(e, "stages", ns);
    if (sum > 0)
        rp_num(e, "impact_ms", (double)sum);
    /* the occurrences right after the leading evidence line */
    if (f->nevidence >= 2 && e == &f->evidence[f->nevidence - 1]) {
        sdx_evidence tmp = *e;
        memmove(&f->evidence[2], &f->evidence[1], (f->nevidence - 2) * sizeof *e);
        f->evidence[1] = tmp;
    }
    int64_t lead = f->impact_ms;
    f->title = rp_strf(c, "%s (and %u more like it)", f->title, n - 1);
    f->impact_ms = sum;
    sdx_severity by_sum = rp_severity(c, sum, SDX_SEV_HIGH);
    if (sum > lead && by_sum > sev && sev < SDX_SEV_CRITICAL)
        sev = by_sum;
    f->severity = sev;
    f->stages = stages;
    f->nstages = ns;
}

void rp_group_findings(rp_ctx *c)
{
    uint32_t n = c->findings.n;
    if (n < 2)
        return;
    uint8_t *gone = calloc(n, 1);
    member *m = malloc(sizeof *m * n);
    if (!gone || !m) {
        free(gone);
        free(m);
        c->oom = 1;
        return;
    }
    for (uint32_t i = 0; i < n && !c->oom; i++) {
        sdx_finding *fi = c->findings.v[i];
        if (gone[i] || !groupable(fi->id))
            continue;
        uint32_t k = 0;
        for (uint32_t j = i; j < n; j++) {
            sdx_finding *fj = c->findings.v[j];
            if (!gone[j] && !strcmp(fj->id, fi->id))
                m[k++] = (member){fj, j};
        }
        if (k < 2)
            continue;
        qsort(m, k, sizeof *m, cmp_member);
        merge(c, m, k);
        for (uint32_t x = 1; x < k; x++)
            gone[m[x].pos] = 1;
        /* the merged finding takes the place of the first member */
        c->findings.v[i] = m[0].f;
        gone[i] = 0;
        for (uint32_t x = 0; x < k; x++)
            if (m[x].pos == i && x)
                gone[m[0].pos] = 1;
    }
    uint32_t w = 0;
    for (uint32_t i = 0; i < n; i++)
        if (!gone[i])
            c->findings.v[w++] = c->findings.v[i];
    c->findings.n = w;
    free(gone);
    free(m);
}
