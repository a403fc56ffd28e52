/*
 * helpers.c: the small vocabulary rules are written in: strings in the
 * report's arena, numbers formatted for people, findings with evidence and
 * fixes, severities from the stage-time model's impact, Spark configuration
 * lookups and SQL plan / metric access. Keeping these here keeps each rule
 * file about its diagnosis only.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/internal.h"
#include "sparkdx/format.h"

/* ---- strings ---- */

const char *rp_vstrf(rp_ctx *c, const char *fmt, va_list ap)
{
    if (!fmt)
        return "";
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        n = 0;
    char *s = sdx_arena_alloc(c->arena, (size_t)n + 1);
    if (!s) {
        c->oom = 1;
        return "";
    }
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    return s;
}

const char *rp_strf(rp_ctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *s = rp_vstrf(c, fmt, ap);
    va_end(ap);
    return s;
}

const char *rp_strdup(rp_ctx *c, const char *s)
{
    if (!s)
        return NULL;
    const char *d = sdx_arena_strndup(c->arena, s, strlen(s));
    if (!d) {
        c->oom = 1;
        return "";
    }
    return d;
}

const char *rp_ms(rp_ctx *c, double ms)
{
    char b[32];
    sdx_fmt_ms_short(ms, b);
    return rp_strdup(c, b);
}

const char *rp_bytes(rp_ctx *c, double bytes)
{
    if (!isfinite(bytes))
        return "?";
    char b[32];
    sdx_fmt_bytes((int64_t)bytes, b);
    return rp_strdup(c, b);
}

const char *rp_count(rp_ctx *c, double n)
{
    char tmp[40], out[64];
    snprintf(tmp, sizeof tmp, "%.0f", n);
    size_t len = strlen(tmp), o = 0;
    size_t start = tmp[0] == '-' ? 1 : 0;
    for (size_t i = 0; i < len; i++) {
        if (i > start && (len - i) % 3 == 0)
            out[o++] = ',';
        out[o++] = tmp[i];
    }
    out[o] = 0;
    return rp_strdup(c, out);
}

const char *rp_pct(rp_ctx *c, double share)
{
    double p = share * 100;
    if (p < 10 && p != 0)
        return rp_strf(c, "%.1f%%", p);
    return rp_strf(c, "%.0f%%", p);
}

/* ---- findings ---- */

static void vec_push(rp_ctx *c, rp_vec *v, void *p)
{
    if (v->n == v->cap) {
        uint32_t cap = v->cap ? v->cap * 2 : 16;
        void **nv = sdx_xrealloc(v->v, sizeof(void *) * cap);
        if (!nv) {
            c->oom = 1;
            return;
        }
        v->v = nv;
        v->cap = cap;
    }
    v->v[v->n++] = p;
}

/* Out of memory, a rule still writes somewhere: into the context's sink,
 * which nothing reads (the report is abandoned with SDX_ERR_NOMEM). */
static sdx_finding *sink_finding(rp_ctx *c)
{
    c->oom = 1;
    memset(&c->sink, 0, sizeof c->sink);
    c->sink.f.id = "";
    c->sink.f.title = "";
    c->sink.f.evidence = c->sink.ev;
    c->sink.f.against = c->sink.against;
    c->sink.f.fixes = c->sink.fixes;
    return &c->sink.f;
}

sdx_finding *rp_finding(rp_ctx *c, const char *id, const char *title_fmt, ...)
{
    sdx_finding *f = sdx_arena_alloc(c->arena, sizeof *f);
    sdx_evidence *ev = sdx_arena_alloc(c->arena, sizeof(sdx_evidence) * RP_MAX_EVIDENCE);
    sdx_evidence *against = sdx_arena_alloc(c->arena, sizeof(sdx_evidence) * RP_MAX_AGAINST);
    sdx_fix *fixes = sdx_arena_alloc(c->arena, sizeof(sdx_fix) * RP_MAX_FIXES);
    if (!f || !ev || !against || !fixes)
        f = sink_finding(c);
    else {
        f->evidence = ev;
        f->against = against;
        f->fixes = fixes;
    }
    f->id = id;
    va_list ap;
    va_start(ap, title_fmt);
    f->title = rp_vstrf(c, title_fmt, ap);
    va_end(ap);
    f->severity = SDX_SEV_LOW;
    f->confidence = 0.5;
    f->where.job = f->where.stage = f->where.attempt = f->where.partition = -1;
    f->where.sql = -1;
    if (f != &c->sink.f)
        vec_push(c, &c->findings, f);
    return f;
}

/* Past the capacity, evidence goes to the context's sink (dropped). */
static sdx_evidence *add_ev(rp_ctx *c, sdx_evidence *arr, uint32_t *n, uint32_t cap, const char *metric,
                            const char *unit, const char *fmt, va_list ap)
{
    if (*n >= cap) {
        memset(&c->sink_ev, 0, sizeof c->sink_ev);
        return &c->sink_ev;
    }
    sdx_evidence *e = &arr[(*n)++];
    e->metric = metric;
    e->unit = unit;
    e->text = rp_vstrf(c, fmt, ap);
    return e;
}

sdx_evidence *rp_ev(rp_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sdx_evidence *e = add_ev(c, f->evidence, &f->nevidence, RP_MAX_EVIDENCE, metric, unit, fmt, ap);
    va_end(ap);
    return e;
}

sdx_evidence *rp_against(rp_ctx *c, sdx_finding *f, const char *metric, const char *unit, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sdx_evidence *e = add_ev(c, f->against, &f->nagainst, RP_MAX_AGAINST, metric, unit, fmt, ap);
    va_end(ap);
    return e;
}

void rp_num(sdx_evidence *e, const char *key, double v)
{
    if (e->nnums >= SDX_EVIDENCE_MAX_NUMS || !isfinite(v))
        return;
    e->nums[e->nnums].key = key;
    e->nums[e->nnums].v = v;
    e->nnums++;
}

void rp_fix(rp_ctx *c, sdx_finding *f, sdx_fix_kind kind, const char *action, const char *why, const char *caveat)
{
    if (f->nfixes >= RP_MAX_FIXES)
        return;
    /* keep cheapest first: insert after the last fix of a kind <= this one */
    uint32_t pos = f->nfixes;
    while (pos > 0 && f->fixes[pos - 1].kind > kind)
        pos--;
    memmove(&f->fixes[pos + 1], &f->fixes[pos], (f->nfixes - pos) * sizeof(sdx_fix));
    f->fixes[pos].kind = kind;
    f->fixes[pos].action = action;
    f->fixes[pos].why = why;
    f->fixes[pos].caveat = caveat;
    f->nfixes++;
    (void)c;
}

void rp_confirm(rp_ctx *c, sdx_finding *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    f->confirm = rp_vstrf(c, fmt, ap);
    va_end(ap);
}

void rp_verify(rp_ctx *c, sdx_finding *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    f->verify = rp_vstrf(c, fmt, ap);
    va_end(ap);
}

void rp_where_stage(sdx_finding *f, const rp_stage *s)
{
    f->where.stage = s->s->stage_id;
    f->where.attempt = s->s->attempt_id;
    if (s->job)
        f->where.job = s->job->job_id;
    if (s->sql)
        f->where.sql = s->sql->execution_id;
    if (s->main_op)
        f->where.node = s->main_op;
}

sdx_severity rp_severity(const rp_ctx *c, int64_t impact_ms, sdx_severity cap)
{
    sdx_severity s = SDX_SEV_LOW;
    if (c->wall_ms > 0 && impact_ms >= rp_th(c, "report.min_impact_ms")) {
        double share = (double)impact_ms / (double)c->wall_ms;
        if (share >= rp_th(c, "severity.high_share"))
            s = SDX_SEV_HIGH;
        else if (share >= rp_th(c, "severity.medium_share"))
            s = SDX_SEV_MEDIUM;
    }
    return s > cap ? cap : s;
}

void rp_ruled_out(rp_ctx *c, const char *id, const char *fmt, ...)
{
    sdx_report_check *k = sdx_arena_alloc(c->arena, sizeof *k);
    if (!k) {
        c->oom = 1;
        return;
    }
    k->id = id;
    va_list ap;
    va_start(ap, fmt);
    k->text = rp_vstrf(c, fmt, ap);
    va_end(ap);
    vec_push(c, &c->checks, k);
}

void rp_alert(rp_ctx *c, const char *metric, double value, const char *current, const char *fmt, ...)
{
    sdx_report_alert *a = sdx_arena_alloc(c->arena, sizeof *a);
    if (!a) {
        c->oom = 1;
        return;
    }
    a->metric = metric;
    a->current_value = value;
    a->current = current;
    va_list ap;
    va_start(ap, fmt);
    a->alert = rp_vstrf(c, fmt, ap);
    va_end(ap);
    vec_push(c, &c->alerts, a);
}

/* ---- configuration ---- */

const char *rp_conf(const rp_ctx *c, const char *key)
{
    return sdx_model_spark_prop(c->m, key);
}

int rp_conf_bool(const rp_ctx *c, const char *key, int dflt)
{
    const char *v = rp_conf(c, key);
    if (!v)
        return dflt;
    while (isspace((unsigned char)*v))
        v++;
    if (!strncasecmp(v, "true", 4))
        return 1;
    if (!strncasecmp(v, "false", 5))
        return 0;
    return dflt;
}

int64_t rp_conf_bytes(const rp_ctx *c, const char *key, int64_t dflt)
{
    return sdx_parse_spark_bytes(rp_conf(c, key), dflt);
}

const char *rp_more_memory(rp_ctx *c)
{
    if (c->local_mode) {
        const char *m = rp_conf(c, "spark.driver.memory");
        return rp_strf(c, "raise spark.driver.memory (now %s; in local mode the driver runs the tasks) or use fewer "
                          "local cores", m ? m : "1g default");
    }
    const char *m = rp_conf(c, "spark.executor.memory"), *k = rp_conf(c, "spark.executor.cores");
    return rp_strf(c, "raise spark.executor.memory (now %s) or lower spark.executor.cores (now %s)",
                   m ? m : "1g default", k ? k : "default");
}

int rp_spark_version(const rp_ctx *c)
{
    return c->an->spark_version;
}

/* ---- plan ---- */

int rp_plan_walk(const sdx_plan_node *n, rp_plan_fn fn, void *ud)
{
    if (!n)
        return 0;
    if (fn(n, ud))
        return 1;
    for (uint32_t i = 0; i < n->nchildren; i++)
        if (rp_plan_walk(n->children[i], fn, ud))
            return 1;
    return 0;
}

const sdx_plan_node *rp_plan_find(const sdx_plan_node *root, const char *name_prefix)
{
    return sdx_plan_find(root, name_prefix);
}

const char *rp_node_meta(const sdx_plan_node *n, const char *key)
{
    for (uint32_t i = 0; n && i < n->nmetadata; i++)
        if (n->metadata[i].key && !strcmp(n->metadata[i].key, key))
            return n->metadata[i].value;
    return NULL;
}

/* x rounded half-up to `tenths` (10 or 100) per unit, then read back as a
 * decimal: the value of the text "%.1f" / "%.2f" as Java prints it. */
static double shown_decimal(double x, double tenths)
{
    return floor(x * tenths + 0.5) / tenths;
}

/* A metric's total in its unit (bytes, ms, count) at the precision the SQL
 * tab shows it ("3.8 MiB" is 3.8 * 2^20 bytes): the rules' thresholds and
 * evidence were set on those values. NaN when the SQL tab shows no total
 * (an average over several values, an unknown or unavailable type). */
static double metric_total(const sdx_sql_metric_value *v)
{
    int64_t t = v->total;
    switch (v->kind) {
    case SDX_SQLM_SUM: return (double)t;
    case SDX_SQLM_SIZE: {
        int i = 0;   /* Utils.bytesToString's unit */
        while (i < 6 && t < ((int64_t)2 << (10 * (6 - i))))
            i++;
        if (i == 6)
            return (double)t;
        int64_t unit = (int64_t)1 << (10 * (6 - i));
        if (t > INT64_MAX / 10)
            return shown_decimal((double)t / (double)unit, 10) * (double)unit;
        int64_t r = (t * 10 + unit / 2) / unit;   /* exact half-up of t / unit at one decimal */
        return (double)r / 10.0 * (double)unit;
    }
    case SDX_SQLM_NS_TIMING:
        t /= 1000000;
        /* fall through */
    case SDX_SQLM_TIMING: {
        /* Utils.msDurationToString: float division, "%.1f s", "%.1f m", "%.2f h" */
        if (t < 1000)
            return (double)t;
        if (t < 60 * 1000) {
            volatile float f = (float)t / 1000.0f;
            return shown_decimal((double)f, 10) * 1000.0;
        }
        if (t < 60 * 60 * 1000) {
            volatile float f = (float)t / 60000.0f;
            return shown_decimal((double)f, 10) * 60000.0;
        }
        volatile float f = (float)t / 3600000.0f;
        return shown_decimal((double)f, 100) * 3600000.0;
    }
    case SDX_SQLM_AVERAGE: return v->count <= 1 ? (double)(v->count ? v->min : 0) / 10.0 : NAN;
    default: return NAN;
    }
}

int rp_node_metric(const sdx_sql_exec *e, const sdx_plan_node *n, const char *metric, double *total,
                   const char **text)
{
    if (!e || !n)
        return 0;
    for (uint32_t i = 0; i < n->nmetrics; i++) {
        if (!n->metrics[i].name || strcmp(n->metrics[i].name, metric))
            continue;
        const sdx_sql_metric_value *v = sdx_sql_exec_metric(e, n->metrics[i].accumulator_id);
        if (!v)
            continue;
        if (total)
            *total = metric_total(v);
        if (text)
            *text = NULL;   /* the display string is rest/'s (sdx_sql_metric_format) */
        return 1;
    }
    return 0;
}

struct sum_ud {
    const sdx_sql_exec *e;
    const char *prefix;
    size_t len;
    const char *metric;
    double total;
    int hits;
};

static int sum_cb(const sdx_plan_node *n, void *ud)
{
    struct sum_ud *s = ud;
    if (n->node_name && !strncmp(n->node_name, s->prefix, s->len)) {
        double v;
        if (rp_node_metric(s->e, n, s->metric, &v, NULL) && isfinite(v)) {
            s->total += v;
            s->hits++;
        }
    }
    return 0;
}

int rp_exec_metric_sum(const sdx_sql_exec *e, const char *node_prefix, const char *metric, double *total)
{
    struct sum_ud s = {e, node_prefix, strlen(node_prefix), metric, 0, 0};
    if (e)
        rp_plan_walk(e->plan, sum_cb, &s);
    *total = s.total;
    return s.hits;
}

/* ---- stages ---- */

const char *rp_stage_label(rp_ctx *c, const rp_stage *s)
{
    if (s->s->attempt_id)
        return rp_strf(c, "stage %d (attempt %d)", s->s->stage_id, s->s->attempt_id);
    return rp_strf(c, "stage %d", s->s->stage_id);
}

const char *rp_stage_what(rp_ctx *c, const rp_stage *s)
{
    if (s->ops_text)
        return s->ops_text;
    if (s->s->name) {
        const char *sp = strchr(s->s->name, ' ');
        return sp ? rp_strf(c, "%.*s", (int)(sp - s->s->name), s->s->name) : s->s->name;
    }
    return "?";
}

const rp_stage *rp_stage_by_id(rp_ctx *c, int32_t stage_id, int32_t attempt)
{
    return sdx_analysis_stage(c->an, stage_id, attempt);
}

void rp_claim(rp_ctx *c, const sdx_finding *f, const rp_stage *s)
{
    c->claimed[s - c->st] = f->id;
}

const char *rp_claimed(const rp_ctx *c, const rp_stage *s)
{
    return c->claimed[s - c->st];
}

typedef struct rp_fact_rec {
    const sdx_finding *f;
    const char *key;
    int32_t stage;
    int64_t value;
} rp_fact_rec;

void rp_fact(rp_ctx *c, const sdx_finding *f, const char *key, int32_t stage, int64_t value)
{
    if (c->nfacts == c->facts_cap) {
        uint32_t cap = c->facts_cap ? c->facts_cap * 2 : 8;
        rp_fact_rec *v = sdx_xrealloc(c->facts, sizeof *v * cap);
        if (!v) {
            c->oom = 1;
            return;
        }
        c->facts = v;
        c->facts_cap = cap;
    }
    c->facts[c->nfacts++] = (rp_fact_rec){f, key, stage, value};
}

int64_t rp_fact_max(const rp_ctx *c, const char *key, int32_t *stage)
{
    int64_t best = 0;
    *stage = -1;
    for (uint32_t i = 0; i < c->nfacts; i++)
        if (!strcmp(c->facts[i].key, key) && c->facts[i].value > best) {
            best = c->facts[i].value;
            *stage = c->facts[i].stage;
        }
    return best;
}

int rp_aqe_on(const rp_ctx *c)
{
    return sdx_analysis_aqe_on(c->an);
}
