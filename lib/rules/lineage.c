/*
 * lineage.c: work that the same lineage does more than once, read from the
 * SQL executions' plans. A DataFrame's plan keeps its expression ids
 * (key#1) in every query built on it, so two scans of the same relation
 * with a shared id are the same DataFrame read again, not two queries that
 * happen to read the same table.
 *  - lineage.debug_action: count() / show() / collect() / take() ... run
 *    on the DataFrame a later write writes: each one computes the lineage
 *    once more before the real work;
 *  - lineage.recompute: the same relation of the same DataFrame scanned by
 *    several actions without a cache; the repeated scans' stages are the
 *    cost.
 * AQE's extra jobs, broadcast and subquery jobs belong to one execution and
 * a nested execution to its root's action, so neither counts as another
 * action; structured streaming micro-batches (their description has a runId)
 * are not repeats. Stages another finding claimed (a cache rule) are left out.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/planfacts.h"

static const sdx_threshold thresholds[] = {
    {"lineage.recompute_gain_share", 0.5, SDX_UNIT_RATIO,
     "share of a repeated scan's stage assumed saved when the shared DataFrame is cached (impact estimate)",
     "sparkdx assumption: reading cached blocks costs a fraction of recomputing them"},
    {"lineage.size_tolerance", 0.25, SDX_UNIT_RATIO,
     "repeated scans must read the same bytes within this share (other partitions or files are other data)",
     "sparkdx"},
};

static const char *const ids[] = {"lineage.debug_action", "lineage.recompute"};

enum { CF_DEBUG, CF_RECOMPUTE };
static const sdx_confidence confidences[] = {
    [CF_DEBUG] = {"lineage.debug_action", 0.6,
                  "count/show/collect actions on the DataFrame a later write writes (they may be needed)"},
    [CF_RECOMPUTE] = {"lineage.recompute", 0.6,
                      "the same DataFrame's relation scanned by several actions; the saving is an estimate"},
};
#define CF(k) (confidences[k].value)

#define MAX_OCC 4096
#define MAX_IDS 16
#define MAX_PATH 32

typedef struct occ {
    const sdx_sql_exec *e;
    int64_t root;
    const sdx_plan_node *leaf;
    const sdx_plan_node *path[MAX_PATH];   /* ancestors, root first */
    int depth;
    const rp_stage *stage;
    uint64_t rel;
    int64_t ids[MAX_IDS];
    int nids;
    int64_t bytes;                         /* size of files read, -1 unknown */
    int group;
} occ;

typedef struct occ_ud {
    rp_ctx *c;
    const sdx_sql_exec *e;
    occ *v;
    uint32_t n;
    const sdx_plan_node *path[MAX_PATH];
    int depth;
} occ_ud;

static uint64_t text_hash(const char *s)
{
    uint64_t h = 14695981039346656037ull;
    for (const char *p = s; *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    return h;
}

static void occ_walk(occ_ud *u, const sdx_plan_node *n)
{
    const char *nm = n->node_name ? n->node_name : "";
    if (!strcmp(nm, "InMemoryTableScan"))
        return;   /* a cache's own plan */
    if (rp_pf_is_relation_leaf(n)) {
        if (u->n >= MAX_OCC)
            return;
        occ *o = &u->v[u->n];
        memset(o, 0, sizeof *o);
        o->e = u->e;
        o->root = u->e->root_execution_id;
        o->leaf = n;
        /* a plan deeper than MAX_PATH keeps its top MAX_PATH operators */
        int d = u->depth < MAX_PATH ? u->depth : MAX_PATH;
        memcpy(o->path, u->path, sizeof(o->path[0]) * (size_t)d);
        o->depth = d;
        o->stage = rp_pf_stage(u->c, u->e, n);
        char rel[512];
        o->rel = text_hash(rp_pf_relation(n, rel, sizeof rel));
        o->nids = (int)rp_pf_identity_ids(u->e->plan, n, o->ids, MAX_IDS);
        const sdx_sql_metric_value *b = rp_pf_metric(u->e, n, "size of files read");
        if (!b)
            b = rp_pf_metric(u->e, n, "filesystem read data size");   /* Databricks */
        o->bytes = b ? b->total : -1;
        o->group = (int)u->n;
        u->n++;
        return;
    }
    if (u->depth < MAX_PATH)
        u->path[u->depth] = n;
    u->depth++;
    for (uint32_t i = 0; i < n->nchildren; i++)
        occ_walk(u, n->children[i]);
    u->depth--;
}

static int find(occ *v, int i)
{
    while (v[i].group != i) {
        v[i].group = v[v[i].group].group;
        i = v[i].group;
    }
    return i;
}

static int share_id(const occ *a, const occ *b)
{
    if (!a->nids && !b->nids)
        return 1;
    for (int i = 0; i < a->nids; i++)
        for (int k = 0; k < b->nids; k++)
            if (a->ids[i] == b->ids[k])
                return 1;
    return 0;
}

static int cmp_rel(const void *x, const void *y)
{
    const occ *a = x, *b = y;
    if (a->rel != b->rel)
        return a->rel < b->rel ? -1 : 1;
    if (a->e->execution_id != b->e->execution_id)
        return a->e->execution_id < b->e->execution_id ? -1 : 1;
    return 0;
}

static int is_debug_action(const char *a)
{
    static const char *const acts[] = {"count", "show", "showString", "collect", "collectAsList", "collectToPython",
                                       "take", "takeAsList", "head", "first", "toPandas", "isEmpty", "tail",
                                       "toLocalIterator", "describe", "summary"};
    for (size_t i = 0; i < RP_COUNT(acts); i++)
        if (!strcmp(a, acts[i]))
            return 1;
    return 0;
}

static int streaming(const sdx_sql_exec *e)
{
    return e->description && strstr(e->description, "runId = ");
}

static int has_imts(const sdx_plan_node *n, void *ud)
{
    (void)ud;
    return n->node_name && !strcmp(n->node_name, "InMemoryTableScan");
}

/* a stage a cache finding explains (other claims are other causes in the same stage) */
static int by_cache(const rp_ctx *c, const rp_stage *s)
{
    const char *id = rp_claimed(c, s);
    return id && !strncmp(id, "cache.", 6);
}

/* the relation for a person: "Scan csv file:/x/source.csv" */
static const char *rel_text(rp_ctx *c, const sdx_plan_node *n)
{
    const char *loc = rp_node_meta(n, "Location");
    const char *nm = n->node_name ? n->node_name : "";
    size_t l = strlen(nm);
    while (l && nm[l - 1] == ' ')
        l--;
    if (loc) {
        const char *lb = strchr(loc, '[');
        const char *rb = lb ? strrchr(lb, ']') : NULL;
        if (lb && rb && rb > lb + 1)
            return rp_strf(c, "%.*s %.*s", (int)l, nm, (int)(rb - lb - 1), lb + 1);
        return rp_strf(c, "%.*s %s", (int)l, nm, loc);
    }
    char buf[300];
    return rp_strdup(c, rp_pf_relation(n, buf, sizeof buf));
}

/* the first operator under the wrappers (AdaptiveSparkPlan, query stages, codegen) */
static const char *first_operator(rp_ctx *c, const sdx_plan_node *n)
{
    static const char *const wrap[] = {"AdaptiveSparkPlan", "ResultQueryStage", "WholeStageCodegen", "InputAdapter",
                                       "ShuffleQueryStage", "BroadcastQueryStage"};
    for (int d = 0; n && d < 16; d++) {
        int w = 0;
        for (size_t i = 0; i < RP_COUNT(wrap) && !w; i++)
            w = n->node_name && !strncmp(n->node_name, wrap[i], strlen(wrap[i]));
        if (!w || !n->nchildren)
            break;
        n = n->children[0];
    }
    if (!n || !n->node_name)
        return NULL;
    size_t l = strlen(n->node_name);
    while (l && n->node_name[l - 1] == ' ')
        l--;
    return rp_strf(c, "%.*s", (int)l, n->node_name);
}

/* ---- lineage.debug_action ---- */

typedef struct dbg {
    const sdx_sql_exec *e;
    const sdx_sql_exec *write;   /* the later write that shares its source */
    int64_t ms;
    char action[48];
} dbg;

/* Per execution (position in m->sql): whether it writes, whether it ran, its occurrences
 * (contiguous in v: they are collected in execution order). */
typedef struct exec_ix {
    uint8_t writes, ran;
    uint32_t first, n;
} exec_ix;

/* A debug action's scan may print no column (count() reads none): then the relation alone links it. */
static int shares_relation(const occ *v, const exec_ix *a, const exec_ix *b)
{
    for (uint32_t i = a->first; i < a->first + a->n; i++)
        for (uint32_t k = b->first; k < b->first + b->n; k++)
            if (v[k].rel == v[i].rel && (share_id(&v[i], &v[k]) || !v[i].nids || !v[k].nids))
                return 1;
    return 0;
}

/* The shape of a plan: a hash per exchange, join, window and keyed aggregate, of the expression ids it
 * partitions / joins / groups by (ids, so the same DataFrame's columns). A debug action's own operators
 * (the count's global aggregate, Exchange SinglePartition, CollectLimit) have none. */
#define MAX_SHAPES 64
typedef struct shape {
    uint64_t h[MAX_SHAPES];
    int n;
    int other;   /* a global aggregate other than count(1): a result, not a check */
} shape;

static uint64_t ids_hash(char tag, const char *s, const char *end)
{
    uint64_t h = 14695981039346656037ull ^ (unsigned char)tag;
    int any = 0;
    for (const char *p = s; p && *p && (!end || p < end); p++)
        if (*p == '#' && isdigit((unsigned char)p[1])) {
            any = 1;
            for (p++; isdigit((unsigned char)*p); p++)
                h = (h ^ (unsigned char)*p) * 1099511628211ull;
            h = (h ^ ',') * 1099511628211ull;
            p--;
        }
    return any ? h : 0;
}

static int shape_cb(const sdx_plan_node *n, void *ud)
{
    shape *sh = ud;
    const char *nm = n->node_name ? n->node_name : "", *ss = n->simple_string ? n->simple_string : "";
    uint64_t h = 0;
    if (strstr(nm, "Exchange") && !strstr(ss, "SinglePartition") && !strstr(nm, "Broadcast"))
        h = ids_hash('E', ss, strstr(ss, "[plan_id"));
    else if (strstr(nm, "Join"))
        h = ids_hash('J', ss, NULL);
    else if (!strcmp(nm, "Window"))
        h = ids_hash('W', ss, NULL);
    else if (strstr(nm, "Aggregate") && (strstr(ss, "keys=[]") || strstr(ss, "key=[]"))) {
        /* a global aggregate: count(1) is the action's own; any other computes a result of its own */
        const char *fn = strstr(ss, "functions=[");
        if (fn && strncmp(fn, "functions=[count(1)]", 20) && strncmp(fn, "functions=[partial_count(1)]", 28) &&
            strncmp(fn, "functions=[]", 12))
            sh->other = 1;
    } else if (strstr(nm, "Aggregate")) {
        const char *k = strstr(ss, "keys=[");
        if (!k)
            k = strstr(ss, "key=[");
        const char *e = k ? strchr(k, ']') : NULL;
        if (k && e)
            h = ids_hash('A', k, e);
    }
    if (h && sh->n < MAX_SHAPES)
        sh->h[sh->n++] = h;
    return 0;
}

/* every joined / grouped / partitioned column set of the debug action's plan is also the write's:
 * it computes the same data, not another query over the same source */
static int same_shape(const sdx_sql_exec *d, const sdx_sql_exec *w)
{
    shape a = {{0}, 0, 0}, b = {{0}, 0, 0};
    rp_plan_walk(d->plan, shape_cb, &a);
    if (a.other)
        return 0;
    rp_plan_walk(w->plan, shape_cb, &b);
    for (int i = 0; i < a.n; i++) {
        int found = 0;
        for (int k = 0; k < b.n && !found; k++)
            found = a.h[i] == b.h[k];
        if (!found)
            return 0;
    }
    return 1;
}

static int debug_actions(rp_ctx *c, occ *v, const exec_ix *ix, int64_t *skip_roots, int *nskip)
{
    const sdx_model *m = c->m;
    dbg d[16];
    int nd = 0, total = 0;
    int64_t total_ms = 0;
    for (uint32_t i = 0; i < m->nsql; i++) {
        const sdx_sql_exec *e = m->sql[i];
        char act[48];
        rp_pf_action(m, e, act, sizeof act);
        if (!e->plan || !is_debug_action(act) || e->root_execution_id != e->execution_id || ix[i].writes ||
            !ix[i].ran || !ix[i].n || rp_plan_walk(e->plan, has_imts, NULL))
            continue;
        /* stages a cache finding explains are not a debug action's */
        int claimed = 0;
        for (uint32_t k = 0; k < e->nstage_ids && !claimed; k++) {
            const rp_stage *s = rp_stage_by_id(c, e->stage_ids[k], -1);
            claimed = s && s->ran && by_cache(c, s);
        }
        if (claimed)
            continue;
        const sdx_sql_exec *w = NULL;
        for (uint32_t k = i + 1; k < m->nsql && !w; k++) {
            if (ix[k].writes && ix[k].ran && shares_relation(v, &ix[i], &ix[k]) && same_shape(e, m->sql[k]))
                w = m->sql[k];
        }
        if (!w)
            continue;
        int64_t ms = rp_pf_exec_ms(e);
        if (ms <= 0)
            continue;
        total++;
        total_ms += ms;
        if (*nskip < 64)
            skip_roots[(*nskip)++] = e->execution_id;
        if (nd < (int)RP_COUNT(d)) {
            d[nd] = (dbg){e, w, ms, {0}};
            snprintf(d[nd].action, sizeof d[nd].action, "%s", act);
            nd++;
        }
    }
    if (!nd || (double)total_ms < rp_th(c, "report.min_impact_ms")) {
        *nskip = 0;
        return 0;
    }
    const dbg *top = &d[0];
    for (int i = 1; i < nd; i++)
        if (d[i].ms > top->ms)
            top = &d[i];
    char acts[160];
    size_t k = 0;
    acts[0] = 0;
    for (int i = 0; i < nd && k < sizeof acts - 20; i++) {
        int seen = 0;
        for (int j = 0; j < i; j++)
            seen |= !strcmp(d[j].action, d[i].action);
        if (!seen)
            k += (size_t)snprintf(acts + k, sizeof acts - k, "%s%s()", k ? ", " : "", d[i].action);
    }
    sdx_finding *f = rp_finding(c, "lineage.debug_action", "%s before the write: %d extra execution%s recompute%s "
                                "its input (%s)", acts, total, total == 1 ? "" : "s", total == 1 ? "s" : "",
                                rp_ms(c, (double)total_ms));
    f->where.sql = top->e->execution_id;
    f->where.node = first_operator(c, top->e->plan);
    if (top->e->njob_ids)
        f->where.job = top->e->job_ids[0];
    f->impact_ms = total_ms;
    f->confidence = CF(CF_DEBUG);
    f->severity = rp_severity(c, total_ms, SDX_SEV_HIGH);
    for (int i = 0; i < nd && i < 6; i++) {
        const sdx_sql_exec *e = d[i].e;
        char jobs[96];
        size_t q = 0;
        jobs[0] = 0;
        for (uint32_t j = 0; j < e->njob_ids && q < sizeof jobs - 12; j++)
            q += (size_t)snprintf(jobs + q, sizeof jobs - q, "%s%d", j ? ", " : "", e->job_ids[j]);
        const sdx_job *j0 = e->njob_ids ? sdx_model_job(c->m, e->job_ids[0]) : NULL;
        const char *cs = j0 && j0->call_site ? j0->call_site : NULL;
        sdx_evidence *ev = rp_ev(c, f, "debug_action", "ms", "sql %lld, %s: %s (jobs %s), before sql %lld (%s) "
                                 "writes the same data%s%s", (long long)e->execution_id,
                                 e->description ? e->description : d[i].action, rp_ms(c, (double)d[i].ms), jobs,
                                 (long long)d[i].write->execution_id,
                                 d[i].write->description ? d[i].write->description : "a write",
                                 cs && (!e->description || strcmp(cs, e->description)) ? "; call site " : "",
                                 cs && (!e->description || strcmp(cs, e->description)) ? cs : "");
        rp_num(ev, "value", (double)d[i].ms);
        rp_num(ev, "sql", (double)e->execution_id);
        rp_num(ev, "jobs", (double)e->njob_ids);
    }
    char sites[400];
    size_t q = 0;
    sites[0] = 0;
    for (int i = 0; i < nd && q < sizeof sites - 1; i++) {
        const char *cs = d[i].e->description ? d[i].e->description : d[i].action;
        if (!strstr(sites, cs))
            q += (size_t)snprintf(sites + q, sizeof sites - q, "%s%s", q ? "; " : "", cs);
    }
    sdx_evidence *ev = rp_ev(c, f, "call_site", "text", "call sites: %s", sites);
    if (total > 6)
        rp_ev(c, f, "debug_actions", "count", "%d such actions in all, %s", total, rp_ms(c, (double)total_ms));
    if (c->wall_ms > 0) {
        ev = rp_ev(c, f, "debug_share", "share", "they take %s of the wall clock", rp_pct(c, (double)total_ms / (double)c->wall_ms));
        rp_num(ev, "share", (double)total_ms / (double)c->wall_ms);
        rp_num(ev, "value", (double)total_ms);
    }
    rp_fix(c, f, SDX_FIX_CODE, "remove the count() / show() used for checking, or run them only behind a debug flag",
           "each one computes the whole lineage again before the write", "if the program needs the value, keep it");
    rp_fix(c, f, SDX_FIX_CODE, "a row count: take it from the write (the write command's 'number of output rows' in "
           "the SQL tab, or spark.read.parquet(path).count() afterwards, which reads only the footers)",
           "no second computation of the data", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "if the DataFrame must be used several times: cache() it before the first action and "
           "unpersist() after the write", "later actions read the cache", "costs storage memory");
    rp_confirm(c, f, "the SQL tab: the executions before the write and what they ran; the driver code at the call sites");
    rp_verify(c, f, "executions before the write on the same data (now %d, %s)", total, rp_ms(c, (double)total_ms));
    return 1;
}

/* ---- lineage.recompute ---- */

static int in_list(const int64_t *v, int n, int64_t x)
{
    for (int i = 0; i < n; i++)
        if (v[i] == x)
            return 1;
    return 0;
}

/* the operators above the leaf that two occurrences share (structural fingerprints) */
static int shared_fragment(const occ *a, const occ *b)
{
    int k = 0;
    while (k < a->depth && k < b->depth && k < MAX_PATH) {
        const sdx_plan_node *x = a->path[a->depth - 1 - k], *y = b->path[b->depth - 1 - k];
        if (sdx_plan_fingerprint(x) != sdx_plan_fingerprint(y))
            break;
        k++;
    }
    return k;
}

static void recompute(rp_ctx *c, occ *v, uint32_t n, const int64_t *skip, int nskip)
{
    /* drop what is not a repeat: skipped executions, claimed stages, streaming batches */
    uint32_t w = 0;
    for (uint32_t i = 0; i < n; i++) {
        const occ *o = &v[i];
        if (in_list(skip, nskip, o->root) || streaming(o->e) || !o->stage || by_cache(c, o->stage))
            continue;
        v[w++] = v[i];
    }
    n = w;
    qsort(v, n, sizeof *v, cmp_rel);
    for (uint32_t i = 0; i < n; i++)
        v[i].group = (int)i;
    /* same relation text and a shared expression id: the same DataFrame */
    for (uint32_t i = 0; i < n;) {
        uint32_t j = i;
        while (j < n && v[j].rel == v[i].rel)
            j++;
        for (uint32_t a = i; a < j; a++)
            for (uint32_t b = a + 1; b < j && b < a + 512; b++)
                if (share_id(&v[a], &v[b])) {
                    int ra = find(v, (int)a), rb = find(v, (int)b);
                    if (ra != rb)
                        v[rb > ra ? rb : ra].group = rb > ra ? ra : rb;
                }
        i = j;
    }
    /* per group: the actions (roots), the bytes, the cost */
    int best = -1, ngroups = 0;
    int64_t best_gain = 0;
    double tol = rp_th(c, "lineage.size_tolerance");
    for (uint32_t g = 0; g < n; g++) {
        if (find(v, (int)g) != (int)g)
            continue;
        int64_t roots[64];
        int nroots = 0;
        int64_t total = 0, max_ms = 0, ref_bytes = v[g].bytes;
        for (uint32_t i = g; i < n; i++) {
            if (find(v, (int)i) != (int)g || in_list(roots, nroots, v[i].root))
                continue;
            if (ref_bytes > 0 && v[i].bytes > 0 &&
                (v[i].bytes > (1 + tol) * (double)ref_bytes || v[i].bytes < (1 - tol) * (double)ref_bytes))
                continue;
            if (nroots < 64)
                roots[nroots++] = v[i].root;
            int64_t ms = rp_pf_crit_ms(c, v[i].stage);
            max_ms = ms > max_ms ? ms : max_ms;
            total += ms;
        }
        if (nroots < 2)
            continue;
        ngroups++;
        /* all but one computation (the costliest, to be safe) would read the cache */
        int64_t gain = (int64_t)(rp_th(c, "lineage.recompute_gain_share") * (double)(total - max_ms));
        if (best < 0 || gain > best_gain) {
            best = (int)g;
            best_gain = gain;
        }
    }
    if (best < 0 || (double)best_gain < rp_th(c, "report.min_impact_ms"))
        return;
    /* the best group's occurrences, one per action */
    const occ *occs[64] = {0};
    int no = 0;
    int64_t total = 0;
    for (uint32_t i = (uint32_t)best; i < n && no < 64; i++) {
        if (find(v, (int)i) != best)
            continue;
        int dup = 0;
        for (int k = 0; k < no; k++)
            dup |= occs[k]->root == v[i].root;
        int64_t rb = v[best].bytes;
        if (dup || (rb > 0 && v[i].bytes > 0 && (v[i].bytes > (1 + tol) * (double)rb || v[i].bytes < (1 - tol) * (double)rb)))
            continue;
        occs[no++] = &v[i];
        total += rp_pf_crit_ms(c, v[i].stage);
    }
    if (no < 2)
        return;
    const occ *o0 = occs[0];
    const char *rel = rel_text(c, o0->leaf);
    const char *leaf_name = rp_strdup(c, o0->leaf->node_name ? o0->leaf->node_name : "scan");
    const occ *costly = occs[1];
    for (int i = 2; i < no; i++)
        if (rp_pf_crit_ms(c, occs[i]->stage) > rp_pf_crit_ms(c, costly->stage))
            costly = occs[i];
    sdx_finding *f = rp_finding(c, "lineage.recompute", "The same DataFrame's source is computed by %d actions "
                                "without a cache: %s", no, rel);
    rp_where_stage(f, costly->stage);
    f->where.sql = costly->e->execution_id;
    {
        size_t l = strlen(leaf_name);
        while (l && leaf_name[l - 1] == ' ')
            l--;
        f->where.node = rp_strf(c, "%.*s", (int)l, leaf_name);
    }
    f->impact_ms = best_gain;
    f->confidence = CF(CF_RECOMPUTE);
    f->severity = rp_severity(c, best_gain, SDX_SEV_HIGH);
    int64_t max_ms = 0;
    for (int i = 0; i < no; i++)
        max_ms = rp_pf_crit_ms(c, occs[i]->stage) > max_ms ? rp_pf_crit_ms(c, occs[i]->stage) : max_ms;
    sdx_evidence *e = rp_ev(c, f, "repeated_scan", "ms", "%s read by %d actions: %s on the critical path in the "
                            "scanning stages, %s of it beyond the costliest one", rel, no, rp_ms(c, (double)total),
                            rp_ms(c, (double)(total - max_ms)));
    rp_num(e, "count", no);
    rp_num(e, "total", (double)total);
    rp_num(e, "value", (double)(total - max_ms));
    for (int i = 0; i < no && i < 5; i++) {
        const occ *o = occs[i];
        e = rp_ev(c, f, "scan", "ms", "sql %lld (%s): %s, %s%s", (long long)o->e->execution_id,
                  o->e->description ? o->e->description : "?", rp_stage_label(c, o->stage),
                  rp_ms(c, (double)o->stage->dur),
                  o->bytes >= 0 ? rp_strf(c, ", %s of files read", rp_bytes(c, (double)o->bytes)) : "");
        rp_num(e, "sql", (double)o->e->execution_id);
        rp_num(e, "value", (double)o->stage->dur);
        if (o->bytes >= 0)
            rp_num(e, "bytes", (double)o->bytes);
    }
    if (no > 5)
        rp_ev(c, f, "scans", "count", "%d actions in all", no);
    int same_query = 0;
    for (int i = 1; i < no; i++)
        same_query += occs[i]->e->fingerprint == o0->e->fingerprint;
    if (same_query == no - 1) {
        e = rp_ev(c, f, "same_query", "count", "the %d actions run the same query (one plan fingerprint): a loop "
                  "or a retry that computes the same result %d times", no, no);
        rp_num(e, "value", no);
    }
    int frag = 0;
    for (int i = 1; i < no; i++) {
        int k = shared_fragment(o0, occs[i]);
        frag = k > frag ? k : frag;
    }
    if (frag >= 1) {
        char buf[400];
        size_t k = 0;
        for (int d = 0; d < frag && d < 6 && k < sizeof buf - 1; d++) {
            const sdx_plan_node *x = o0->path[o0->depth - 1 - d];
            k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%s", d ? " <- " : "", x->node_name ? x->node_name : "?");
        }
        e = rp_ev(c, f, "shared_fragment", "count", "the same sub-plan above the scan (same fingerprint): %s <- %s "
                  "(%d operators)", buf, leaf_name, frag + 1);
        rp_num(e, "value", frag + 1);
    } else {
        rp_ev(c, f, "shared_fragment", "text", "the actions share the source only (each projects and filters it "
              "differently): caching the source DataFrame serves all of them");
    }
    if (ngroups > 1)
        rp_ev(c, f, "other_relations", "count", "%d other sources are also read by several actions", ngroups - 1);
    rp_fix(c, f, SDX_FIX_CODE, "cache() (or persist(MEMORY_AND_DISK)) the shared DataFrame before the first action, "
           "unpersist() after the last", "the later actions read the cached blocks instead of recomputing the "
           "source", "costs storage memory; worth it when the source is expensive to read or compute");
    rp_fix(c, f, SDX_FIX_CODE, "compute the results in fewer actions: one aggregation with several outputs, or write "
           "the shared intermediate result once and read it back", "one pass over the source", NULL);
    if (strstr(rel, "csv") || strstr(rel, "json") || strstr(rel, "text"))
        rp_fix(c, f, SDX_FIX_CODE, "convert the text source to Parquet once", "columnar reads with pruning instead "
               "of parsing every line again", NULL);
    rp_confirm(c, f, "the SQL tab: the same scan in each execution's plan, with no InMemoryTableScan");
    rp_verify(c, f, "actions scanning %s (now %d) and their stages' time (now %s)", rel, no, rp_ms(c, (double)total));
    for (int i = 1; i < no; i++)
        if (!rp_claimed(c, occs[i]->stage))
            rp_claim(c, f, occs[i]->stage);
}

static void run(rp_ctx *c)
{
    occ *v = sdx_xmalloc(sizeof *v * MAX_OCC);
    if (!v) {
        c->oom = 1;
        return;
    }
    exec_ix *ix = sdx_xcalloc(c->m->nsql ? c->m->nsql : 1, sizeof *ix);
    if (!ix) {
        free(v);
        c->oom = 1;
        return;
    }
    occ_ud u = {c, NULL, v, 0, {0}, 0};
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        const sdx_sql_exec *e = c->m->sql[i];
        ix[i].first = u.n;
        if (!e->plan || !(ix[i].ran = (uint8_t)rp_pf_exec_ran(c, e)))
            continue;
        ix[i].writes = (uint8_t)rp_pf_exec_writes(e);
        u.e = e;
        u.depth = 0;
        occ_walk(&u, e->plan);
        ix[i].n = u.n - ix[i].first;
    }
    int64_t skip[64];
    int nskip = 0;
    debug_actions(c, v, ix, skip, &nskip);
    free(ix);
    recompute(c, v, u.n, skip, nskip);
    free(v);
}

const rp_rule rp_rule_lineage = RP_RULE("lineage", ids, thresholds, confidences, run);
