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
    f->where.sql = f->where.node_id = -1;
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

/* ---- config fixes: settings in Spark's syntax, never the current value ---- */

const char *rp_conf_size(rp_ctx *c, double bytes)
{
    const double k = 1024.0, m = k * k, g = m * k;
    if (bytes <= 0)
        return "0";
    if (bytes >= g && fmod(bytes, g) == 0)
        return rp_strf(c, "%.0fg", bytes / g);
    if (bytes >= m)
        return rp_strf(c, "%.0fm", ceil(bytes / m));
    if (bytes >= k)
        return rp_strf(c, "%.0fk", ceil(bytes / k));
    return rp_strf(c, "%.0fb", ceil(bytes));
}

/* Spark's defaults of the keys fixes set (docs of 3.x / 4.x); the AQE
 * switch depends on the version (on since 3.2). NULL = not known here. */
static const char *conf_default(const rp_ctx *c, const char *key)
{
    static const struct { const char *key, *value; } d[] = {
        {"spark.sql.shuffle.partitions", "200"},
        {"spark.sql.adaptive.skewJoin.enabled", "true"},
        {"spark.sql.adaptive.coalescePartitions.enabled", "true"},
        {"spark.sql.adaptive.advisoryPartitionSizeInBytes", "64m"},
        {"spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes", "256m"},
        {"spark.sql.adaptive.skewJoin.skewedPartitionFactor", "5"},
        {"spark.sql.autoBroadcastJoinThreshold", "10m"},
        {"spark.sql.files.maxPartitionBytes", "128m"},
        {"spark.memory.fraction", "0.6"},
        {"spark.serializer", "org.apache.spark.serializer.JavaSerializer"},
        {"spark.python.worker.reuse", "true"},
        {"spark.sql.execution.arrow.maxRecordsPerBatch", "10000"},
        {"spark.dynamicAllocation.enabled", "false"},
        {"spark.shuffle.service.enabled", "false"},
        {"spark.speculation", "false"},
    };
    if (!strcmp(key, "spark.sql.adaptive.enabled"))
        return rp_aqe_on(c) && !rp_conf(c, key) ? "true" : (rp_spark_version(c) >= 302 ? "true" : "false");
    for (size_t i = 0; i < sizeof d / sizeof d[0]; i++)
        if (!strcmp(d[i].key, key))
            return d[i].value;
    return NULL;
}

/* Whether two configuration values mean the same: booleans, sizes ("64m"
 * = "67108864b"), numbers, else the text (case-insensitive, trimmed). */
static int conf_same(const char *a, const char *b)
{
    while (isspace((unsigned char)*a))
        a++;
    while (isspace((unsigned char)*b))
        b++;
    if (!strcasecmp(a, b))
        return 1;
    char *ea, *eb;
    double x = strtod(a, &ea), y = strtod(b, &eb);
    if (ea != a && eb != b && !*ea && !*eb)
        return x == y;
    int64_t p = sdx_parse_spark_bytes(a, INT64_MIN), q = sdx_parse_spark_bytes(b, INT64_MIN);
    return p != INT64_MIN && q != INT64_MIN && p == q;
}

const char *rp_conf_effective(const rp_ctx *c, const char *key)
{
    const char *v = rp_conf(c, key);
    return v ? v : conf_default(c, key);
}

sdx_fix *rp_fix_set(rp_ctx *c, sdx_finding *f, const char *note, const char *why, const char *caveat, const char *key,
                    const char *value, ...)
{
    sdx_setting set[SDX_FIX_MAX_SETTINGS];
    uint32_t n = 0;
    va_list ap;
    va_start(ap, value);
    while (key && n < SDX_FIX_MAX_SETTINGS) {
        const char *cur = rp_conf_effective(c, key);
        if (!value || !cur || !conf_same(cur, value))
            set[n++] = (sdx_setting){key, value, rp_conf(c, key)};
        key = va_arg(ap, const char *);
        if (key)
            value = va_arg(ap, const char *);
    }
    va_end(ap);
    if (!n || f->nfixes >= RP_MAX_FIXES)
        return NULL;
    sdx_buf b;
    sdx_buf_init(&b);
    for (uint32_t i = 0; i < n; i++) {
        sdx_buf_printf(&b, "%s%s=%s", i ? (i + 1 == n ? " and " : ", ") : "", set[i].key, set[i].value);
        if (set[i].current)
            sdx_buf_printf(&b, " (now %s)", set[i].current);
    }
    if (note && *note)
        sdx_buf_printf(&b, "%s%s", note[0] == ';' || note[0] == ',' ? "" : " ", note);
    const char *action = rp_strdup(c, sdx_buf_cstr(&b));
    sdx_buf_free(&b);
    uint32_t before = f->nfixes;
    rp_fix(c, f, SDX_FIX_CONFIG, action, why, caveat);
    if (f->nfixes == before)
        return NULL;
    sdx_fix *x = NULL;
    for (uint32_t i = 0; i < f->nfixes; i++)
        if (f->fixes[i].action == action)
            x = &f->fixes[i];
    if (!x)
        return NULL;
    memcpy(x->settings, set, n * sizeof set[0]);
    x->nsettings = n;
    return x;
}

const sdx_plan_graph_node *rp_graph_node(const sdx_sql_exec *e, const sdx_plan_node *n)
{
    for (uint32_t i = 0; e && n && i < e->graph.nnodes; i++)
        if (e->graph.nodes[i].plan == n)
            return &e->graph.nodes[i];
    return NULL;
}

void rp_where_node(sdx_finding *f, const sdx_sql_exec *e, const sdx_plan_node *n)
{
    if (e)
        f->where.sql = e->execution_id;
    if (!n)
        return;
    f->where.node = n->node_name;
    const sdx_plan_graph_node *g = rp_graph_node(e, n);
    f->where.node_id = g ? g->id : -1;
}

int rp_node_in_stage(const sdx_sql_exec *e, const sdx_plan_node *n, int32_t stage_id)
{
    const sdx_plan_graph_node *g = rp_graph_node(e, n);
    for (uint32_t i = 0; g && i < g->nstage_ids; i++)
        if (g->stage_ids[i] == stage_id)
            return 1;
    return 0;
}

int rp_stage_builds_broadcast(const rp_stage *s)
{
    if (!s->sql || (s->ops & (SDX_OP_BHJ | SDX_OP_NLJ)) || s->shuffle_write > 0 || (s->ops & SDX_OP_WRITE))
        return 0;
    const sdx_sql_exec *e = s->sql;
    for (uint32_t i = 0; i < e->graph.nnodes; i++) {
        const sdx_plan_graph_node *g = &e->graph.nodes[i];
        if (!g->plan || !g->plan->node_name || !strstr(g->plan->node_name, "BroadcastExchange"))
            continue;
        for (uint32_t k = 0; k < g->nstage_ids; k++)
            if (g->stage_ids[k] == s->s->stage_id)
                return 1;
    }
    return 0;
}

void rp_absorb(rp_ctx *c, sdx_finding *into, const char *key)
{
    const sdx_finding *from = NULL;
    int64_t best = 0;
    for (uint32_t i = 0; i < c->nfacts; i++)
        if (!strcmp(c->facts[i].key, key) && c->facts[i].value > best && c->facts[i].f != into) {
            best = c->facts[i].value;
            from = c->facts[i].f;
        }
    if (!from)
        return;
    uint32_t k = 0, found = 0;
    for (uint32_t i = 0; i < c->findings.n; i++) {
        if (c->findings.v[i] == from) {
            found = 1;
            continue;
        }
        c->findings.v[k++] = c->findings.v[i];
    }
    if (!found)
        return;
    c->findings.n = k;
    sdx_evidence *e = rp_ev(c, into, "absorbed", "text", "%s (%s): %s", from->id, "the same cause", from->title);
    rp_num(e, "impact_ms", (double)from->impact_ms);
    for (uint32_t i = 0; i < from->nevidence; i++)
        if (into->nevidence < RP_MAX_EVIDENCE)
            into->evidence[into->nevidence++] = from->evidence[i];
    for (uint32_t i = 0; i < from->nfixes; i++)
        if (from->fixes[i].kind != SDX_FIX_CONFIG || strstr(from->fixes[i].action, "adaptive.enabled") == NULL)
            rp_fix(c, into, from->fixes[i].kind, from->fixes[i].action, from->fixes[i].why, from->fixes[i].caveat);
    if (from->impact_ms > into->impact_ms)
        into->impact_ms = from->impact_ms;
    if (from->severity > into->severity)
        into->severity = from->severity;
    if (into->where.stage < 0)
        into->where = from->where;
    if (!into->confirm)
        into->confirm = from->confirm;
}

int rp_partitioning_count(const char *ss)
{
    if (!ss)
        return 0;
    static const char *const fns[] = {"RoundRobinPartitioning(", "hashpartitioning(", "rangepartitioning(",
                                      "HashPartitioning(", "RangePartitioning("};
    for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) {
        const char *p = strstr(ss, fns[k]);
        if (!p)
            continue;
        /* the count is the call's last argument: up to the parenthesis that closes the call */
        int depth = 0;
        const char *q = p + strlen(fns[k]) - 1;
        for (; *q; q++) {
            if (*q == '(')
                depth++;
            else if (*q == ')' && --depth == 0)
                break;
        }
        if (*q != ')')
            return 0;
        const char *d = q;
        while (d > p && isdigit((unsigned char)d[-1]))
            d--;
        if (d == q)
            return 0;
        long n = strtol(d, NULL, 10);
        return n > 0 && n < INT32_MAX ? (int)n : 0;
    }
    return strstr(ss, "SinglePartition") ? 1 : 0;
}

struct repart_ud {
    const sdx_sql_exec *e;
    int32_t stage;
    const sdx_plan_node *node;
};

static int repart_cb(const sdx_plan_node *n, void *ud)
{
    struct repart_ud *u = ud;
    const char *ss = n->simple_string;
    if (!n->node_name || !strstr(n->node_name, "Exchange") || strstr(n->node_name, "Broadcast") || !ss)
        return 0;
    if (!strstr(ss, "REPARTITION_BY_NUM") && !strstr(ss, "REPARTITION_WITH_NUM"))
        return 0;
    /* the reading side: the stage that runs the exchange's output partitions */
    if (u->e->graph.nnodes && !rp_node_in_stage(u->e, n, u->stage))
        return 0;
    u->node = n;
    return 1;
}

int rp_stage_explicit_partitions(const rp_stage *s, const sdx_plan_node **node)
{
    if (node)
        *node = NULL;
    if (!s->sql || s->nshuffle_in <= 0)
        return 0;
    struct repart_ud u = {s->sql, s->s->stage_id, NULL};
    rp_plan_walk(s->sql->plan, repart_cb, &u);
    if (!u.node)
        return 0;
    int n = rp_partitioning_count(u.node->simple_string);
    /* the stage must read that exchange: as many tasks as it has partitions */
    if (n <= 0 || n != s->s->num_tasks)
        return 0;
    if (node)
        *node = u.node;
    return n;
}

int rp_is_listing_text(const char *d)
{
    static const char pfx[] = "Listing leaf files and directories";
    return d && !strncmp(d, pfx, sizeof pfx - 1);
}

int rp_stage_is_listing(const rp_stage *s)
{
    const char *d = s->job ? (s->job->description ? s->job->description : s->job->name) : NULL;
    return rp_is_listing_text(d) || rp_is_listing_text(s->s->name) || rp_is_listing_text(s->s->description);
}
