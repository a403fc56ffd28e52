/*
 * plangraph.c: the model's view of a recorded plan. SparkPlanGraph from a
 * plan tree, as the History
 * Server builds it (SparkPlanGraph.scala, Spark 4.3 behaviour): ids are
 * handed out in a pre-order walk, a "WholeStageCodegen (n)" node becomes a
 * cluster holding the nodes below it up to the next InputAdapter, the
 * InputAdapter / *QueryStage wrappers produce no node, and a ReusedExchange
 * (or a query stage / Subquery seen before) becomes an edge to the node of
 * the plan it reuses, found by plan equality (name, simpleString, children).
 * Also: Scala's iteration order for small int sets/maps, which decides the
 * order of job ids and of stages in the SQL listener, and the plan's
 * structural fingerprint (sdx_plan_fingerprint).
 */
#include <stdlib.h>
#include <string.h>

#include "model/internal.h"
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
    int oom;              /* an allocation failed: the graph is dropped */
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

/* Room for one more element in *arr (n used, *cap allocated); 0 or -1. */
int model_vec_reserve(void **arr, uint32_t n, uint32_t *cap, size_t elem)
{
    if (n < *cap)
        return 0;
    uint32_t nc = *cap ? *cap * 2 : 8;
    if (nc <= n)
        return -1;
    void *p = sdx_xrealloc(*arr, (size_t)nc * elem);
    if (!p)
        return -1;
    *arr = p;
    *cap = nc;
    return 0;
}

static void exch_put(pg_ctx *c, const sdx_plan_node *p, int64_t id)
{
    exch_entry *e = exch_find(c, p);
    if (e) {               /* a mutable.HashMap keeps the first key, takes the new value */
        e->node_id = id;
        return;
    }
    if (model_vec_reserve((void **)&c->ex, c->nex, &c->ex_cap, sizeof *c->ex) < 0) {
        c->oom = 1;
        return;
    }
    c->ex[c->nex].key = p;
    c->ex[c->nex++].node_id = id;
}

static void add_edge(pg_ctx *c, int64_t from, int64_t to, int dedup)
{
    sdx_plan_graph *g = c->g;
    if (dedup)
        for (uint32_t i = 0; i < g->nedges; i++)
            if (g->edges[i].from_id == from && g->edges[i].to_id == to)
                return;
    if (model_vec_reserve((void **)&g->edges, g->nedges, &g->edges_cap, sizeof *g->edges) < 0) {
        c->oom = 1;
        return;
    }
    g->edges[g->nedges].from_id = from;
    g->edges[g->nedges++].to_id = to;
}

/* Index of the new node in g->nodes, or -1 when out of memory. */
static int32_t add_node(pg_ctx *c, const sdx_plan_node *p, int32_t cluster, int is_cluster)
{
    sdx_plan_graph *g = c->g;
    if (model_vec_reserve((void **)&g->nodes, g->nnodes, &g->nodes_cap, sizeof *g->nodes) < 0) {
        c->oom = 1;
        return -1;
    }
    sdx_plan_graph_node *n = &g->nodes[g->nnodes];
    memset(n, 0, sizeof *n);
    n->id = c->next_id++;
    n->plan = p;
    n->cluster = cluster;
    n->is_cluster = (uint8_t)is_cluster;
    return (int32_t)(g->nnodes++);
}

static int starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* buildSparkPlanGraphNode. parent: graph node id or -1; sub: cluster index or -1. */
static void build(pg_ctx *c, const sdx_plan_node *p, int64_t parent, int32_t sub)
{
    for (;;) {
        if (!p || c->oom)
            return;
        const char *name = p->node_name ? p->node_name : "";
        const sdx_plan_node *first = p->nchildren ? p->children[0] : NULL;
        if (starts_with(name, "WholeStageCodegen")) {
            int32_t ci = add_node(c, p, -1, 1);
            if (ci < 0)
                return;
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
            return;
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
    if (c.oom) {
        sdx_plan_graph_free(g);
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

int model_scala_int_order(int32_t *keys, uint8_t *aux, size_t n)
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

/* ---- structural fingerprint ----
 * FNV-1a over a pre-order walk: each node's name (digits dropped, so
 * "WholeStageCodegen (3)" is any codegen stage) and its simpleString with
 * what changes between runs of the same query removed. */

typedef struct fp_hash {
    uint64_t h;
} fp_hash;

static void fp_byte(fp_hash *f, unsigned char c)
{
    f->h ^= c;
    f->h *= 0x100000001b3ull;
}

static int fp_ident(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static int fp_digit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

/* A path or URI starts here: "scheme:/" (file:/, hdfs://, s3a://) or a
 * '/' that begins a token. */
static int fp_path_start(const char *s, size_t i)
{
    if (s[i] == '/')
        return i == 0 || s[i - 1] == '[' || s[i - 1] == ' ' || s[i - 1] == '(' || s[i - 1] == ',' ||
               s[i - 1] == '=';
    if (i > 0 && fp_ident((unsigned char)s[i - 1]))
        return 0;
    size_t j = i;
    while ((s[j] >= 'a' && s[j] <= 'z') || (s[j] >= 'A' && s[j] <= 'Z') || (j > i && fp_digit((unsigned char)s[j])))
        j++;
    return j > i && s[j] == ':' && s[j + 1] == '/';
}

static void fp_text(fp_hash *f, const char *s)
{
    static const char plan_id[] = "plan_id=";
    for (size_t i = 0; s && s[i];) {
        unsigned char c = (unsigned char)s[i];
        if (c == '#' && fp_digit((unsigned char)s[i + 1])) {   /* expression id: a#12, a#12L */
            i++;
            while (fp_digit((unsigned char)s[i]))
                i++;
            if (s[i] == 'L' && !fp_ident((unsigned char)s[i + 1]))
                i++;
            continue;
        }
        if (!strncmp(s + i, plan_id, sizeof plan_id - 1)) {
            i += sizeof plan_id - 1;
            while (fp_digit((unsigned char)s[i]))
                i++;
            continue;
        }
        if (c == '\'' || c == '"') {   /* a quoted literal */
            size_t j = i + 1;
            while (s[j] && (unsigned char)s[j] != c)
                j++;
            i = s[j] ? j + 1 : j;
            fp_byte(f, '?');
            continue;
        }
        if (fp_path_start(s, i)) {   /* up to the next separator */
            while (s[i] && s[i] != ',' && s[i] != ']' && s[i] != ')' && s[i] != ' ')
                i++;
            fp_byte(f, '?');
            continue;
        }
        if (fp_digit(c) && (i == 0 || !fp_ident((unsigned char)s[i - 1]))) {   /* a number */
            while (fp_digit((unsigned char)s[i]) || s[i] == '.' || s[i] == 'L' || s[i] == 'E' ||
                   s[i] == 'e' || s[i] == 'D')
                i++;
            fp_byte(f, '?');
            continue;
        }
        fp_byte(f, c);
        i++;
    }
}

static void fp_node(fp_hash *f, const sdx_plan_node *p, int depth)
{
    if (depth > 400)
        return;
    for (const char *s = p->node_name; s && *s; s++)
        if (!fp_digit((unsigned char)*s))
            fp_byte(f, (unsigned char)*s);
    fp_byte(f, 0x1f);
    fp_text(f, p->simple_string);
    fp_byte(f, 0x1e);
    for (uint32_t i = 0; i < p->nchildren; i++) {
        fp_byte(f, '(');
        fp_node(f, p->children[i], depth + 1);
        fp_byte(f, ')');
    }
}

uint64_t sdx_plan_fingerprint(const sdx_plan_node *root)
{
    if (!root)
        return 0;
    fp_hash f = {0xcbf29ce484222325ull};
    fp_node(&f, root, 0);
    return f.h ? f.h : 1;
}
