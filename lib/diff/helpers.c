/*
 * helpers.c: the diff's arena strings, number formats (the same as the
 * report's, so a number reads the same in both) and finding builders.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff/internal.h"
#include "sparkdx/format.h"

#define DF_MAX_EVIDENCE 12
#define DF_MAX_AGAINST 6
#define DF_MAX_FIXES 6

void *df_alloc(df_ctx *c, size_t n)
{
    void *p = sdx_arena_alloc(c->arena, n ? n : 1);
    if (!p)
        c->oom = 1;
    return p;
}

const char *df_vstrf(df_ctx *c, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    char tmp[256];
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    if (n < 0) {
        va_end(ap2);
        return "";
    }
    char *p = df_alloc(c, (size_t)n + 1);
    if (!p) {
        va_end(ap2);
        return "";
    }
    if ((size_t)n < sizeof tmp)
        memcpy(p, tmp, (size_t)n + 1);
    else
        vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

const char *df_strf(df_ctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *s = df_vstrf(c, fmt, ap);
    va_end(ap);
    return s;
}

const char *df_strdup(df_ctx *c, const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s);
    char *p = df_alloc(c, n + 1);
    if (!p)
        return "";
    memcpy(p, s, n + 1);
    return p;
}

const char *df_ms(df_ctx *c, double ms)
{
    char b[32];
    sdx_fmt_ms_short(ms, b);
    return df_strdup(c, b);
}

const char *df_delta_ms(df_ctx *c, double ms)
{
    return df_strf(c, "%s%s", ms < 0 ? "-" : "+", df_ms(c, fabs(ms)));
}

const char *df_bytes(df_ctx *c, double bytes)
{
    if (!isfinite(bytes) || bytes < 0)
        return "?";
    char b[32];
    sdx_fmt_bytes((int64_t)bytes, b);
    return df_strdup(c, b);
}

const char *df_count(df_ctx *c, double n)
{
    char tmp[40], out[64];
    snprintf(tmp, sizeof tmp, "%.0f", n);
    size_t len = strlen(tmp), o = 0;
    size_t start = tmp[0] == '-' ? 1 : 0;
    for (size_t i = 0; i < len && o + 2 < sizeof out; i++) {
        if (i > start && (len - i) % 3 == 0)
            out[o++] = ',';
        out[o++] = tmp[i];
    }
    out[o] = 0;
    return df_strdup(c, out);
}

const char *df_pct(df_ctx *c, double share)
{
    double p = share * 100;
    if (fabs(p) < 10 && p != 0)
        return df_strf(c, "%.1f%%", p);
    return df_strf(c, "%.0f%%", p);
}

const char *df_ratio(df_ctx *c, double r)
{
    if (!isfinite(r) || r <= 0)
        return "?";
    if (r >= 100)
        return df_strf(c, "%.0fx", r);
    return df_strf(c, "%.1fx", r);
}

const char *df_conf_bytes(df_ctx *c, double bytes)
{
    /* whole numbers of the largest unit that keeps the value at or above the size */
    static const struct { double unit; const char *suffix; } u[] = {
        {1024.0 * 1024 * 1024, "g"}, {1024.0 * 1024, "m"}, {1024.0, "k"}};
    for (size_t i = 0; i < sizeof u / sizeof u[0]; i++)
        if (bytes >= u[i].unit)
            return df_strf(c, "%.0f%s", ceil(bytes / u[i].unit), u[i].suffix);
    return df_strf(c, "%.0f", ceil(bytes > 0 ? bytes : 0));
}

int df_grow(df_ctx *c, void **arr, uint32_t *cap, uint32_t need, size_t size)
{
    if (need <= *cap)
        return 0;
    size_t nc = *cap ? (size_t)*cap * 2 : 8;
    while (nc < need)
        nc *= 2;
    void *p = nc > UINT32_MAX ? NULL : sdx_xrealloc(*arr, nc * size);
    if (!p) {
        c->oom = 1;
        return -1;
    }
    *arr = p;
    *cap = (uint32_t)nc;
    return 0;
}

/* ---- findings ---- */

sdx_finding *df_finding(df_ctx *c, df_findings *fs, const char *id, const char *title_fmt, ...)
{
    if (df_grow(c, (void **)&fs->v, &fs->cap, fs->n + 1, sizeof *fs->v) < 0)
        return NULL;
    sdx_finding *f = &fs->v[fs->n++];
    memset(f, 0, sizeof *f);
    f->id = id;
    va_list ap;
    va_start(ap, title_fmt);
    f->title = df_vstrf(c, title_fmt, ap);
    va_end(ap);
    f->where.job = f->where.stage = f->where.attempt = f->where.partition = -1;
    f->where.sql = f->where.node_id = -1;
    f->evidence = df_alloc(c, DF_MAX_EVIDENCE * sizeof *f->evidence);
    f->against = df_alloc(c, DF_MAX_AGAINST * sizeof *f->against);
    f->fixes = df_alloc(c, DF_MAX_FIXES * sizeof *f->fixes);
    if (!f->evidence || !f->against || !f->fixes) {
        fs->n--;
        return NULL;
    }
    return f;
}

static sdx_evidence *add_ev(df_ctx *c, sdx_evidence *arr, uint32_t *n, uint32_t max, const char *metric,
                            const char *unit, const char *fmt, va_list ap)
{
    if (*n >= max)
        return NULL;
    sdx_evidence *e = &arr[(*n)++];
    memset(e, 0, sizeof *e);
    e->metric = metric;
    e->unit = unit;
    e->text = df_vstrf(c, fmt, ap);
    return e;
}

sdx_evidence *df_ev(df_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
{
    if (!f)
        return NULL;
    va_list ap;
    va_start(ap, fmt);
    sdx_evidence *e = add_ev(c, f->evidence, &f->nevidence, DF_MAX_EVIDENCE, metric, unit, fmt, ap);
    va_end(ap);
    return e;
}

sdx_evidence *df_against(df_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
{
    if (!f)
        return NULL;
    va_list ap;
    va_start(ap, fmt);
    sdx_evidence *e = add_ev(c, f->against, &f->nagainst, DF_MAX_AGAINST, metric, unit, fmt, ap);
    va_end(ap);
    return e;
}

void df_num(sdx_evidence *e, const char *key, double v)
{
    if (!e || e->nnums >= SDX_EVIDENCE_MAX_NUMS || !isfinite(v))
        return;
    e->nums[e->nnums].key = key;
    e->nums[e->nnums].v = v;
    e->nnums++;
}

void df_fix(df_ctx *c, sdx_finding *f, sdx_fix_kind kind, const char *action, const char *why, const char *caveat)
{
    if (!f || f->nfixes >= DF_MAX_FIXES)
        return;
    sdx_fix *x = &f->fixes[f->nfixes++];
    x->kind = kind;
    x->action = action;
    x->why = why;
    x->caveat = caveat;
    (void)c;
}

sdx_severity df_severity(int64_t impact_ms, int64_t wall_ms, sdx_severity cap)
{
    sdx_severity s = SDX_SEV_LOW;
    if (wall_ms > 0 && impact_ms > 0) {
        double share = (double)impact_ms / (double)wall_ms;
        if (share >= 0.20)
            s = SDX_SEV_HIGH;
        else if (share >= 0.05)
            s = SDX_SEV_MEDIUM;
    }
    return s < cap ? s : cap;
}
