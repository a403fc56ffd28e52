/*
 * plangraph.c: SparkPlanGraph from a recorded plan tree, as the History
 * Server builds it (SparkPlanGraph.scala, Spark 4.3 behaviour): ids are
 * handed out in a pre-order walk, a "WholeStageCodegen (n)" node becomes a
 * cluster holding the nodes below it up to the next InputAdapter, the
 * InputAdapter / *QueryStage wrappers produce no node, and a ReusedExchange
 * (or a query stage / Subquery seen before) becomes an edge to the node of
 * the plan it reuses, found by plan equality (name, simpleString, children).
 * Also: Scala's iteration order for small int sets/maps, which decides the
 * order of job ids and of stages in the SQL listener.
 */
#include <stdlib.h>
#include <string.h>

#include "rest/plangraph.h"
#include "util/util.h"

typedef struct exch_entry {
    const sdx_plan_node *key;
    int64_t node_id;
} exch_entry;

typedef struct pg_ctx {
    sdx_plan_graph *g;
    int64_t next_id;
    exch_entry *ex;
    uint32_t nex, ex_cap;
    int failed;   /* out of memory */
} pg_ctx;

static int str_eq(const char *a, const char *b)
{
    if (a == b)
        return 1;
    if (!a || !b)
        return 0;
    return strcmp(a, b) == 0;
}

/* SparkPlanInfo.equals: nodeName, simpleString and children, recursively. */
static int plan_eq(const sdx_plan_node *a, const sdx_plan_node *b)
{
    if (a == b)
        return 1;
    if (!a || !b)
        return 0;
    if (!str_eq(a->node_name, b->node_name) || !str_eq(a->simple_string, b->simple_string) ||
        a->nchildren != b->nchildren)
        return 0;
    for (uint32_t i = 0; i < a->nchildren; i++)
        if (!plan_eq(a->children[i], b->children[i]))
            return 0;
    return 1;
}

static exch_entry *exch_find(pg_ctx *c, const sdx_plan_node *p)
{
    for (uint32_t i = 0; i < c->nex; i++)
        if (plan_eq(c->ex[i].key, p))
            return &c->ex[i];
    return NULL;
}

static void exch_put(pg_ctx *c, const sdx_plan_node *p, int64_t id)
{
    exch_entry *e = exch_find(c, p);
    if (e) {               /* a mutable.HashMap keeps the first key, takes the new value */
        e->node_id = id;
        return;
    }
    exch_entry ne = {p, id};
    if (SDX_VEC_PUSH(c->ex, c->nex, c->ex_cap, ne) < 0)
        c->failed = 1;
}

static void add_edge(pg_ctx *c, int64_t from, int64_t to, int dedup)
{
    sdx_plan_graph *g = c->g;
    if (dedup)
        for (uint32_t i = 0; i < g->nedges; i++)
            if (g->edges[i].from_id == from && g->edges[i].to_id == to)
                return;
    sdx_pg_edge e = {from, to};
    if (SDX_VEC_PUSH(g->edges, g->nedges, g->edges_cap, e) < 0)
        c->failed = 1;
}

static int32_t add_node(pg_ctx *c, const sdx_plan_node *p, int32_t cluster, int is_cluster)
{
    sdx_plan_graph *g = c->g;
    sdx_pg_node n;
    n.id = c->next_id++;
    n.info = p;
    n.cluster = cluster;
    n.is_cluster = is_cluster;
    if (SDX_VEC_PUSH(g->nodes, g->nnodes, g->nodes_cap, n) < 0) {
        c->failed = 1;
        return -1;
    }
    return (int32_t)(g->nnodes - 1);
}

static int starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* buildSparkPlanGraphNode. parent: graph node id or -1; sub: cluster index or -1. */
static void build(pg_ctx *c, const sdx_plan_node *p, int64_t parent, int32_t sub)
{
    for (;;) {
        if (!p)
            return;
        const char *name = p->node_name ? p->node_name : "";
        const sdx_plan_node *first = p->nchildren ? p->children[0] : NULL;
        if (starts_with(name, "WholeStageCodegen")) {
            int32_t ci = add_node(c, p, -1, 1);
            p = first;   /* children.head of a childless cluster throws in Spark: the graph stops */
            sub = ci;
            continue;
        }
        if (!strcmp(name, "InputAdapter")) {
            p = first;
            sub = -1;
            continue;
        }
        if (!strcmp(name, "BroadcastQueryStage") || !strcmp(name, "ShuffleQueryStage")) {
            exch_entry *e = first ? exch_find(c, first) : NULL;
            if (e) {
                if (parent >= 0)
                    add_edge(c, e->node_id, parent, 0);
                return;
            }
            p = first;
            sub = -1;
            continue;
        }
        if (!strcmp(name, "TableCacheQueryStage") || !strcmp(name, "ResultQueryStage")) {
            p = first;
            sub = -1;
            continue;
        }
        if (!strcmp(name, "Subquery")) {
            if (sub >= 0) {   /* a subquery is never inside a codegen cluster */
                sub = -1;
                continue;
            }
            exch_entry *e = exch_find(c, p);
            if (e) {
                if (parent >= 0)
                    add_edge(c, e->node_id, parent, 1);
                return;
            }
        }
        if (!strcmp(name, "ReusedSubquery")) {
            p = first;
            continue;
        }
        if (!strcmp(name, "ReusedExchange") && first) {
            exch_entry *e = exch_find(c, first);
            if (e) {
                if (parent >= 0)
                    add_edge(c, e->node_id, parent, 0);
                return;
            }
        }
        int32_t ni = add_node(c, p, sub, 0);
        if (ni < 0)
            return;   /* out of memory */
        int64_t id = c->g->nodes[ni].id;
        if (strstr(name, "Exchange") || !strcmp(name, "Subquery"))
            exch_put(c, p, id);
        if (parent >= 0)
            add_edge(c, id, parent, 0);
        for (uint32_t i = 0; i < p->nchildren; i++)
            build(c, p->children[i], id, sub);
        return;
    }
}

int sdx_plan_graph_build(const sdx_plan_node *root, sdx_plan_graph *g)
{
    memset(g, 0, sizeof *g);
    pg_ctx c;
    memset(&c, 0, sizeof c);
    c.g = g;
    build(&c, root, -1, -1);
    free(c.ex);
    if (c.failed) {   /* out of memory: an empty graph */
        sdx_plan_graph_free(g);
        memset(g, 0, sizeof *g);
        return -1;
    }
    return 0;
}

void sdx_plan_graph_free(sdx_plan_graph *g)
{
    free(g->nodes);
    free(g->edges);
    memset(g, 0, sizeof *g);
}

int sdx_plan_wscg_id(const char *name, int64_t *out)
{
    static const char prefix[] = "WholeStageCodegen (";
    if (!name)
        return -1;
    /* String.trim: drop chars <= ' ' at both ends */
    const char *b = name, *e = name + strlen(name);
    while (b < e && (unsigned char)*b <= ' ')
        b++;
    while (e > b && (unsigned char)e[-1] <= ' ')
        e--;
    size_t len = (size_t)(e - b), pl = sizeof prefix - 1;
    if (len < pl + 1)
        return -1;     /* substring(19, len - 1) with len - 1 < 19 throws */
    return sdx_parse_long(b + pl, len - 1 - pl, out);
}

/* ---- Scala immutable Set / Map order (scala.collection.Hashing.improve
 * and the CHAMP trie: a node lists its inline entries by 5-bit mask, then
 * its sub-nodes by mask, depth first) ---- */

static uint32_t scala_improve(uint32_t h)
{
    h = h + ~(h << 9);
    h = h ^ (h >> 14);
    h = h + (h << 4);
    return h ^ (h >> 10);
}

static void champ_order(const uint32_t *hash, uint32_t *idx, size_t n, int shift, uint32_t *tmp)
{
    if (n <= 1 || shift >= 32)
        return;
    size_t count[32] = {0}, start[32];
    for (size_t i = 0; i < n; i++)
        count[(hash[idx[i]] >> shift) & 31]++;
    /* singletons first (by mask), then groups (by mask) */
    size_t pos = 0;
    for (int m = 0; m < 32; m++)
        if (count[m] == 1)
            start[m] = pos++;
    for (int m = 0; m < 32; m++)
        if (count[m] > 1) {
            start[m] = pos;
            pos += count[m];
        }
    size_t fill[32];
    memcpy(fill, start, sizeof fill);
    for (size_t i = 0; i < n; i++)
        tmp[fill[(hash[idx[i]] >> shift) & 31]++] = idx[i];
    memcpy(idx, tmp, n * sizeof *idx);
    for (int m = 0; m < 32; m++)
        if (count[m] > 1)
            champ_order(hash, idx + start[m], count[m], shift + 5, tmp);
}

int sdx_scala_int_order(int32_t *keys, uint8_t *aux, size_t n)
{
    if (n <= 4)
        return 0;
    uint32_t *hash = sdx_xmalloc(n * sizeof *hash);
    uint32_t *idx = sdx_xmalloc(n * sizeof *idx);
    uint32_t *tmp = sdx_xmalloc(n * sizeof *tmp);
    int32_t *k2 = sdx_xmalloc(n * sizeof *k2);
    uint8_t *a2 = aux ? sdx_xmalloc(n) : NULL;
    if (!hash || !idx || !tmp || !k2 || (aux && !a2)) {
        free(hash);
        free(idx);
        free(tmp);
        free(k2);
        free(a2);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        hash[i] = scala_improve((uint32_t)keys[i]);
        idx[i] = (uint32_t)i;
    }
    champ_order(hash, idx, n, 0, tmp);
    for (size_t i = 0; i < n; i++) {
        k2[i] = keys[idx[i]];
        if (aux)
            a2[i] = aux[idx[i]];
    }
    memcpy(keys, k2, n * sizeof *keys);
    if (aux)
        memcpy(aux, a2, n);
    free(hash);
    free(idx);
    free(tmp);
    free(k2);
    free(a2);
    return 0;
}
