/*
 * cache.c: caches that cost more than they give. A cached Dataset shows in
 * the SQL plans as an InMemoryTableScan whose child is the cached plan (the
 * InMemoryRelation); the RDD it builds carries a storage level in the
 * stages that use it.
 *  - cache.unused: the cache is read by no query after the one that built
 *    it, while later queries recompute its source (their plan differs from
 *    the cached one, so the cache manager does not substitute it), or the
 *    query that built it was only a count() to materialize it;
 *  - cache.evicted: a query that reads the cache recomputes part of the
 *    cached plan: those partitions were not in the cache (evicted, or never
 *    stored for lack of storage memory with a MEMORY_ONLY level).
 * Block sizes come from BlockUpdated events, which Spark logs only with
 * spark.eventLog.logBlockUpdates.enabled; without them the size is the
 * bytes the reading stage read from the cache.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/planfacts.h"

static const sdx_threshold thresholds[] = {
    {"cache.gain_share", 0.5, SDX_UNIT_RATIO,
     "share of a recomputation assumed saved by reading a cache instead (impact estimate)",
     "sparkdx assumption: reading cached columnar batches costs a fraction of recomputing them"},
    {"cache.min_recompute_rows", 1, SDX_UNIT_NUMBER,
     "rows of the cached plan recomputed by a later read at or above which the cache lost partitions", "sparkdx"},
};

static const char *const ids[] = {"cache.unused", "cache.evicted"};

enum { CF_UNUSED_SCANS, CF_UNUSED_COUNT, CF_EVICTED };
static const sdx_confidence confidences[] = {
    [CF_UNUSED_SCANS] = {"cache.unused/scans", 0.7,
                         "a cache no later query read, while later queries recomputed its source"},
    [CF_UNUSED_COUNT] = {"cache.unused", 0.5, "a cache materialized by a count() and never read again"},
    [CF_EVICTED] = {"cache.evicted", 0.8, "later reads of a cache recomputed part of the cached plan"},
};
#define CF(k) (confidences[k].value)

#define MAX_CACHES 16
#define MAX_READS 64
#define MAX_SCANS 256

typedef struct read {
    const sdx_sql_exec *e;
    const sdx_plan_node *imts;
    int64_t rows;            /* rows the InMemoryTableScan output */
    int64_t recomputed;      /* output rows of the cached plan's top node with rows in this execution */
    int64_t recomputed_max;  /* the largest task value of it */
    int64_t recompute_ms;    /* task time of the cached plan's codegen stage in this execution */
    const rp_stage *stage;   /* the stage that read it */
    int builder;             /* this read computed the whole cached plan: it (re)built the cache */
} read;

typedef struct scan {
    const sdx_sql_exec *e;
    const sdx_plan_node *leaf;
    const rp_stage *stage;
} scan;

typedef struct cache {
    uint64_t key;
    const sdx_plan_node *plan;   /* the cached plan (the first reader's) */
    read reads[MAX_READS];
    int nreads;
    scan scans[MAX_SCANS];
    int nscans, more_scans;
} cache;

typedef struct cache_ud {
    rp_ctx *c;
    const sdx_sql_exec *e;
    cache *caches;
    int n;
} cache_ud;

static uint64_t text_hash(uint64_t h, const char *s)
{
    for (const char *p = s ? s : ""; *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    return (h ^ 0xff) * 1099511628211ull;
}

/* the cached plan's identity: its nodes' names and strings, ids included (the same relation keeps them) */
static uint64_t plan_hash(uint64_t h, const sdx_plan_node *n)
{
    h = text_hash(text_hash(h, n->node_name), n->simple_string);
    for (uint32_t i = 0; i < n->nchildren; i++)
        h = plan_hash(h, n->children[i]);
    return text_hash(h, ")");
}

/* the topmost node of the cached plan with output rows */
static const sdx_plan_node *top_rows(const sdx_sql_exec *e, const sdx_plan_node *n, int depth)
{
    if (!n || depth > 64)
        return NULL;
    if (rp_pf_metric(e, n, "number of output rows"))
        return n;
    for (uint32_t i = 0; i < n->nchildren; i++) {
        const sdx_plan_node *t = top_rows(e, n->children[i], depth + 1);
        if (t)
            return t;
    }
    return NULL;
}

static int find_imts(const sdx_plan_node *n, void *ud)
{
    cache_ud *u = ud;
    if (!n->node_name || strcmp(n->node_name, "InMemoryTableScan") || !n->nchildren)
        return 0;
    const sdx_plan_node *cp = n->children[0];
    uint64_t key = plan_hash(14695981039346656037ull, cp);
    cache *k = NULL;
    for (int i = 0; i < u->n; i++)
        if (u->caches[i].key == key)
            k = &u->caches[i];
    if (!k && u->n < MAX_CACHES) {
        k = &u->caches[u->n++];
        k->key = key;
        k->plan = cp;
    }
    if (!k || k->nreads >= MAX_READS)
        return 0;
    for (int i = 0; i < k->nreads; i++)
        if (k->reads[i].e == u->e)
            return 0;   /* one read per execution */
    read *r = &k->reads[k->nreads++];
    memset(r, 0, sizeof *r);
    r->e = u->e;
    r->imts = n;
    r->rows = rp_pf_rows(u->e, n);
    const sdx_plan_node *t = top_rows(u->e, cp, 0);
    const sdx_sql_metric_value *v = t ? rp_pf_metric(u->e, t, "number of output rows") : NULL;
    r->recomputed = v ? v->total : 0;
    r->recomputed_max = v ? v->max : 0;
    const sdx_sql_metric_value *d = rp_pf_metric(u->e, cp, "duration");
    r->recompute_ms = d ? d->total : 0;
    r->stage = rp_pf_stage(u->c, u->e, n);
    return 0;
}

/* leaves of the cached plan, and whether a later execution scans one of them outside any cache */
typedef struct leaf_ud {
    const sdx_plan_node *leaves[16];
    int n;
} leaf_ud;

static int collect_leaves(const sdx_plan_node *n, void *ud)
{
    leaf_ud *l = ud;
    if (rp_pf_is_relation_leaf(n) && l->n < 16)
        l->leaves[l->n++] = n;
    return 0;
}

typedef struct scan_ud {
    rp_ctx *c;
    const sdx_sql_exec *e;
    cache *k;
    const leaf_ud *leaves;
} scan_ud;

static int scan_walk(const sdx_plan_node *n, scan_ud *u)
{
    if (n->node_name && !strcmp(n->node_name, "InMemoryTableScan"))
        return 0;   /* a cache's plan: not a scan of this query */
    if (rp_pf_is_relation_leaf(n)) {
        for (int i = 0; i < u->leaves->n; i++)
            if (rp_pf_same_relation(u->e->plan, n, u->k->plan, u->leaves->leaves[i])) {
                if (u->k->nscans < MAX_SCANS)
                    u->k->scans[u->k->nscans++] = (scan){u->e, n, rp_pf_stage(u->c, u->e, n)};
                else
                    u->k->more_scans++;
                return 1;
            }
        return 0;
    }
    for (uint32_t i = 0; i < n->nchildren; i++)
        if (scan_walk(n->children[i], u))
            return 1;   /* one per execution */
    return 0;
}

static const char *plan_line(rp_ctx *c, const sdx_plan_node *n)
{
    /* "Project [...] <- Range (...)": the cached plan's first operators */
    char buf[600];
    size_t k = 0;
    buf[0] = 0;
    for (int d = 0; n && d < 4 && k < sizeof buf - 1; d++) {
        while (n && n->node_name && !strncmp(n->node_name, "WholeStageCodegen", 17) && n->nchildren == 1)
            n = n->children[0];
        if (!n)
            break;
        char s[200];
        rp_pf_strip_ids(n->simple_string ? n->simple_string : n->node_name, s, sizeof s);
        k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%s", d ? " <- " : "", s);
        n = n->nchildren ? n->children[0] : NULL;
    }
    return rp_strdup(c, buf);
}

/* the cached RDD of the stage that read the cache */
static const sdx_rdd_info *cached_rdd(const rp_stage *s)
{
    for (uint32_t i = 0; s && i < s->s->nrdds; i++) {
        const sdx_rdd_info *r = &s->s->rdds[i];
        if (r->use_memory || r->use_disk)
            return r;
    }
    return NULL;
}

static const sdx_rdd *store_rdd(const rp_ctx *c, int32_t id)
{
    for (uint32_t i = 0; i < c->m->nrdds; i++)
        if (c->m->rdds[i]->id == id)
            return c->m->rdds[i];
    return NULL;
}

static const char *rdd_text(rp_ctx *c, const sdx_rdd_info *ri, const sdx_rdd *r)
{
    if (!ri)
        return "the cached relation";
    return rp_strf(c, "RDD %d (%s, %d partitions)", ri->id, r && r->storage_level ? r->storage_level
                   : ri->use_memory && ri->use_disk ? "memory and disk" : ri->use_memory ? "memory only" : "disk only",
                   ri->num_partitions);
}

static void storage_evidence(rp_ctx *c, sdx_finding *f, const sdx_rdd_info *ri, const sdx_rdd *r,
                             const rp_stage *reader)
{
    if (r && (r->nparts || r->memory_used || r->disk_used)) {
        sdx_evidence *e = rp_ev(c, f, "storage_size", "bytes", "in storage at the end: %s in memory, %s on disk, %u "
                                "of %d partitions cached", rp_bytes(c, (double)r->memory_used),
                                rp_bytes(c, (double)r->disk_used), r->nparts, r->num_partitions);
        rp_num(e, "memory", (double)r->memory_used);
        rp_num(e, "disk", (double)r->disk_used);
        rp_num(e, "value", (double)(r->memory_used + r->disk_used));
        rp_num(e, "cached_partitions", r->nparts);
        rp_num(e, "partitions", r->num_partitions);
    } else if (reader && reader->input > 0) {
        sdx_evidence *e = rp_ev(c, f, "storage_size", "bytes", "%s read %s from the cache (block sizes are not in the "
                                "log: spark.eventLog.logBlockUpdates.enabled is off)", rp_stage_label(c, reader),
                                rp_bytes(c, (double)reader->input));
        rp_num(e, "value", (double)reader->input);
    } else {
        rp_against(c, f, "storage_size", "text", "the cache's size is not in the log (needs "
                   "spark.eventLog.logBlockUpdates.enabled=true)");
    }
    (void)ri;
}

static int materializing_action(const char *a)
{
    return !strcmp(a, "count") || !strcmp(a, "foreach") || !strcmp(a, "foreachPartition");
}

static void report_unused(rp_ctx *c, cache *k, const int *gens, int unused_gens, int ngens)
{
    const read *b = &k->reads[gens[0]];
    char act[64];
    rp_pf_action(c->m, b->e, act, sizeof act);
    /* what it cost: building it (when the query was only there to build it), or the recomputations */
    const rp_stage *build = rp_pf_stage(c, b->e, b->imts->children[0]);
    int64_t build_ms = 0, scans_ms = 0;
    for (int i = 0; i < unused_gens; i++) {
        const read *x = &k->reads[gens[i]];
        char a[64];
        if (materializing_action(rp_pf_action(c->m, x->e, a, sizeof a)))
            build_ms += rp_pf_crit_ms(c, rp_pf_stage(c, x->e, x->imts->children[0]));
    }
    if (!k->nscans && !build_ms)
        return;
    for (int i = 0; i < k->nscans; i++)
        scans_ms += rp_pf_crit_ms(c, k->scans[i].stage);
    int64_t recompute_gain = (int64_t)(rp_th(c, "cache.gain_share") * (double)scans_ms);
    int64_t impact = build_ms > recompute_gain ? build_ms : recompute_gain;
    if ((double)impact < rp_th(c, "report.min_impact_ms"))
        return;
    const sdx_rdd_info *ri = cached_rdd(b->stage);
    if (!ri)
        ri = cached_rdd(build);
    const sdx_rdd *r = ri ? store_rdd(c, ri->id) : NULL;
    sdx_finding *f = rp_finding(c, "cache.unused", "A cache built by sql %lld (%s) is never read again%s",
                                (long long)b->e->execution_id, *act ? act : "its query",
                                k->nscans ? rp_strf(c, ": %d later quer%s recompute its source instead", k->nscans + k->more_scans,
                                                    k->nscans + k->more_scans == 1 ? "y" : "ies") : "");
    if (build)
        rp_where_stage(f, build);
    f->where.sql = b->e->execution_id;
    f->where.node = "InMemoryTableScan";
    f->impact_ms = impact;
    f->confidence = k->nscans ? CF(CF_UNUSED_SCANS) : CF(CF_UNUSED_COUNT);
    f->severity = rp_severity(c, impact, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "cached_rdd", "text", "%s: InMemoryRelation of %s; built by sql %lld (%s)%s",
                            rdd_text(c, ri, r), plan_line(c, k->plan), (long long)b->e->execution_id,
                            b->e->description ? b->e->description : "?",
                            build ? rp_strf(c, " in %s, %s", rp_stage_label(c, build), rp_ms(c, (double)build->dur)) : "");
    if (ri)
        rp_num(e, "rdd", ri->id);
    if (build)
        rp_num(e, "value", (double)build->dur);
    storage_evidence(c, f, ri, r, b->stage);
    e = rp_ev(c, f, "cache_reads", "count", "queries that read it: 1 (sql %lld, the one that built it)%s",
              (long long)b->e->execution_id, ngens > 1 ? rp_strf(c, "; the same cache was built %d times, %d of them "
                                                                 "left unread", ngens, unused_gens) : "");
    rp_num(e, "value", 1);
    for (int i = 0; i < k->nscans && i < 5; i++) {
        const scan *s = &k->scans[i];
        char leaf[200];
        rp_pf_strip_ids(s->leaf->simple_string ? s->leaf->simple_string : s->leaf->node_name, leaf, sizeof leaf);
        e = rp_ev(c, f, "scan_not_cached", "ms", "sql %lld (%s) scans %s again without the cache%s; its plan is "
                  "not the cached one (no InMemoryTableScan)", (long long)s->e->execution_id,
                  s->e->description ? s->e->description : "?", leaf,
                  s->stage ? rp_strf(c, ": %s, %s", rp_stage_label(c, s->stage), rp_ms(c, (double)s->stage->dur)) : "");
        rp_num(e, "sql", (double)s->e->execution_id);
        if (s->stage)
            rp_num(e, "value", (double)s->stage->dur);
    }
    if (k->nscans > 5 || k->more_scans)
        rp_ev(c, f, "scans_not_cached", "count", "%d queries in all recompute the source", k->nscans + k->more_scans);
    if (k->nscans)
        rp_fix(c, f, SDX_FIX_CODE, "run the later queries on the cached DataFrame itself: a cache is used only when "
               "a query's plan contains the cached plan, and a column added or changed after cache() makes a new "
               "plan", "the later queries then read the cached blocks instead of recomputing the source", NULL);
    rp_fix(c, f, SDX_FIX_CODE, k->nscans ? "cache the DataFrame the later queries share (after the last withColumn / "
           "select they have in common)" : "drop the cache() and the count() that only materialized it",
           k->nscans ? "what is cached is then what is read" : "nothing reads the cached blocks", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "unpersist() a cache when the queries that need it are done",
           "storage memory goes back to execution", NULL);
    rp_confirm(c, f, "the SQL tab: InMemoryTableScan in the plans of the later queries; the Storage tab (with "
               "spark.eventLog.logBlockUpdates.enabled=true)");
    rp_verify(c, f, "queries reading the cache after the one that built it (now 0) and scans of its source outside "
              "it (now %d)", k->nscans + k->more_scans);
    for (int i = 0; i < unused_gens; i++) {
        const read *x = &k->reads[gens[i]];
        char a[64];
        const rp_stage *bs = rp_pf_stage(c, x->e, x->imts->children[0]);
        if (bs && !rp_claimed(c, bs) && materializing_action(rp_pf_action(c->m, x->e, a, sizeof a)))
            rp_claim(c, f, bs);
    }
    for (int i = 0; i < k->nscans; i++)
        if (k->scans[i].stage && !rp_claimed(c, k->scans[i].stage))
            rp_claim(c, f, k->scans[i].stage);
}

static void report_evicted(rp_ctx *c, cache *k)
{
    const read *hit[MAX_READS];
    int nhit = 0;
    int64_t rows = 0, gain_ms = 0;
    double min_rows = rp_th(c, "cache.min_recompute_rows");
    for (int i = 1; i < k->nreads; i++) {
        const read *r = &k->reads[i];
        if (r->builder || (double)r->recomputed < min_rows || r->recomputed <= 0)
            continue;
        hit[nhit++] = r;
        rows += r->recomputed;
        int64_t crit = rp_pf_crit_ms(c, r->stage);
        int32_t slots = r->stage && r->stage->slots > 0 ? r->stage->slots : 1;
        int64_t work = r->recompute_ms > 0 ? r->recompute_ms / slots : crit;
        gain_ms += work < crit ? work : crit;
    }
    if (!nhit)
        return;
    const read *b = &k->reads[0];
    const sdx_rdd_info *ri = cached_rdd(hit[0]->stage);
    const sdx_rdd *r = ri ? store_rdd(c, ri->id) : NULL;
    int64_t impact = (int64_t)(rp_th(c, "cache.gain_share") * (double)gain_ms);
    if ((double)impact < rp_th(c, "report.min_impact_ms"))
        return;
    int has_disk = ri && ri->use_disk;
    sdx_finding *f = rp_finding(c, "cache.evicted", "Reads of a cache recompute part of it: %s rows of the cached "
                                "plan recomputed by %d quer%s", rp_count(c, (double)rows), nhit, nhit == 1 ? "y" : "ies");
    if (hit[0]->stage)
        rp_where_stage(f, hit[0]->stage);
    f->where.sql = hit[0]->e->execution_id;
    f->where.node = "InMemoryTableScan";
    f->impact_ms = impact;
    f->confidence = CF(CF_EVICTED);
    f->severity = rp_severity(c, impact, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "cached_rdd", "text", "%s: InMemoryRelation of %s; built by sql %lld (%s)",
                            rdd_text(c, ri, r), plan_line(c, k->plan), (long long)b->e->execution_id,
                            b->e->description ? b->e->description : "?");
    if (ri) {
        rp_num(e, "rdd", ri->id);
        rp_num(e, "partitions", ri->num_partitions);
    }
    storage_evidence(c, f, ri, r, hit[0]->stage);
    for (int i = 0; i < nhit && i < 5; i++) {
        const read *x = hit[i];
        double parts = x->recomputed_max > 0 ? floor((double)x->recomputed / (double)x->recomputed_max + 0.5) : 0;
        e = rp_ev(c, f, "recomputed", "records", "sql %lld read the cache (%s rows) but recomputed %s rows of the cached "
                  "plan%s%s", (long long)x->e->execution_id, rp_count(c, (double)x->rows),
                  rp_count(c, (double)x->recomputed),
                  parts > 0 && ri ? rp_strf(c, ": about %.0f of %d partitions were not in the cache", parts,
                                            ri->num_partitions) : "",
                  x->stage ? rp_strf(c, " (%s, %s, recompute task time %s)", rp_stage_label(c, x->stage),
                                     rp_ms(c, (double)x->stage->dur), rp_ms(c, (double)x->recompute_ms)) : "");
        rp_num(e, "value", (double)x->recomputed);
        rp_num(e, "rows", (double)x->rows);
        rp_num(e, "sql", (double)x->e->execution_id);
        if (parts > 0)
            rp_num(e, "partitions", parts);
    }
    if (ri && !has_disk)
        rp_fix(c, f, SDX_FIX_CODE, "persist(StorageLevel.MEMORY_AND_DISK) (what df.cache() uses) instead of "
               "MEMORY_ONLY", "partitions that do not fit go to local disk instead of being recomputed on every "
               "read", "disk reads instead of recomputation");
    rp_fix(c, f, SDX_FIX_CODE, "cache less: select the columns and filter the rows the later queries need before "
           "cache()", "a smaller cache fits in storage memory", NULL);
    rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "more storage memory: %s", rp_more_memory(c)),
           "storage and execution share the unified memory (spark.memory.fraction)", "costs memory per executor");
    rp_confirm(c, f, "the Storage tab's 'Fraction Cached' (with spark.eventLog.logBlockUpdates.enabled=true), or "
               "rows under the InMemoryTableScan in the SQL tab of the later queries");
    rp_verify(c, f, "rows of the cached plan recomputed by later reads (now %s)", rp_count(c, (double)rows));
    for (int i = 0; i < nhit; i++)
        if (hit[i]->stage && !rp_claimed(c, hit[i]->stage))
            rp_claim(c, f, hit[i]->stage);
}

static void run(rp_ctx *c)
{
    cache *caches = sdx_xcalloc(MAX_CACHES, sizeof *caches);
    if (!caches) {
        c->oom = 1;
        return;
    }
    cache_ud u = {c, NULL, caches, 0};
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        const sdx_sql_exec *e = c->m->sql[i];
        if (!e->plan || !rp_pf_exec_ran(c, e))
            continue;
        u.e = e;
        rp_plan_walk(e->plan, find_imts, &u);
    }
    for (int i = 0; i < u.n && !c->oom; i++) {
        cache *k = &caches[i];
        /* generations: a read that computed the whole cached plan again (a new cache of the same plan, e.g.
         * in a loop) builds it anew; the reads after a builder, by other actions, are its reads */
        k->reads[0].builder = 1;
        for (int r = 1; r < k->nreads; r++) {
            const read *x = &k->reads[r];
            k->reads[r].builder = x->e->root_execution_id != k->reads[0].e->root_execution_id && x->rows > 0 &&
                                  (double)x->recomputed >= 0.99 * (double)x->rows;
        }
        int ngens = 0, unused = 0, gens[MAX_READS];
        leaf_ud l = {{0}, 0};
        rp_plan_walk(k->plan, collect_leaves, &l);
        for (int g = 0; g < k->nreads; g++) {
            if (!k->reads[g].builder)
                continue;
            ngens++;
            int later = 0, r = g + 1;
            for (; r < k->nreads && !k->reads[r].builder; r++)
                later |= k->reads[r].e->root_execution_id != k->reads[g].e->root_execution_id;
            if (later)
                continue;
            gens[unused++] = g;
            /* the scans of its source until the next build */
            const read *b = &k->reads[g];
            int64_t until = r < k->nreads ? k->reads[r].e->execution_id : INT64_MAX;
            for (uint32_t x = 0; x < c->m->nsql && l.n; x++) {
                const sdx_sql_exec *e = c->m->sql[x];
                if (e->execution_id <= b->e->execution_id || e->execution_id >= until || !e->plan ||
                    !rp_pf_exec_ran(c, e) || e->root_execution_id == b->e->root_execution_id)
                    continue;
                scan_ud s = {c, e, k, &l};
                scan_walk(e->plan, &s);
            }
        }
        if (unused)
            report_unused(c, k, gens, unused, ngens);
        report_evicted(c, k);
    }
    free(caches);
}

const rp_rule rp_rule_cache = RP_RULE("cache", ids, thresholds, confidences, run);
