/*
 * planfacts.c: plan facts the plan rules share (planfacts.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "rules/planfacts.h"

const sdx_sql_metric_value *rp_pf_metric(const sdx_sql_exec *e, const sdx_plan_node *n, const char *name)
{
    if (!e || !n)
        return NULL;
    for (uint32_t i = 0; i < n->nmetrics; i++)
        if (n->metrics[i].name && !strcmp(n->metrics[i].name, name))
            return sdx_sql_exec_metric(e, n->metrics[i].accumulator_id);
    return NULL;
}

int64_t rp_pf_rows(const sdx_sql_exec *e, const sdx_plan_node *n)
{
    const sdx_sql_metric_value *v = rp_pf_metric(e, n, "number of output rows");
    return v ? v->total : -1;
}

int64_t rp_pf_input_rows(const sdx_sql_exec *e, const sdx_plan_node *n)
{
    for (int depth = 0; n && n->nchildren == 1 && depth < 64; depth++) {
        n = n->children[0];
        int64_t r = rp_pf_rows(e, n);
        if (r >= 0)
            return r;
    }
    return -1;
}

const sdx_plan_graph_node *rp_pf_graph(const sdx_sql_exec *e, const sdx_plan_node *n)
{
    for (uint32_t i = 0; e && i < e->graph.nnodes; i++)
        if (e->graph.nodes[i].plan == n)
            return &e->graph.nodes[i];
    return NULL;
}

const rp_stage *rp_pf_stage(rp_ctx *c, const sdx_sql_exec *e, const sdx_plan_node *n)
{
    const sdx_plan_graph_node *g = rp_pf_graph(e, n);
    const rp_stage *best = NULL;
    for (uint32_t i = 0; g && i < g->nstage_ids; i++) {
        const rp_stage *s = rp_stage_by_id(c, g->stage_ids[i], -1);
        /* a later attempt that ran, when the first did not */
        for (int32_t a = 0; s && !s->ran && a < 8; a++) {
            const rp_stage *t = rp_stage_by_id(c, g->stage_ids[i], a + 1);
            if (!t)
                break;
            s = t;
        }
        if (s && s->ran && (!best || s->dur > best->dur))
            best = s;
    }
    return best;
}

int64_t rp_pf_crit_ms(const rp_ctx *c, const rp_stage *s)
{
    if (!s || !s->ran || s->dur <= 0)
        return 0;
    const sdx_job_facts *jf = s->job ? sdx_analysis_job(c->an, s->job->job_id) : NULL;
    if (!jf)
        return 0;
    for (uint32_t i = 0; i < jf->ncritical; i++)
        if (jf->critical[i] == s->s->stage_id)
            return s->dur;
    return 0;
}

int rp_pf_is_write_node(const char *name)
{
    static const char *const w[] = {"InsertInto", "WriteFiles", "AppendData", "OverwriteByExpression",
                                    "OverwritePartitionsDynamic", "SaveIntoDataSource", "CreateDataSourceTable",
                                    "CreateTableAsSelect", "ReplaceTableAsSelect", "MergeInto", "WriteToDataSource"};
    if (!name)
        return 0;
    for (size_t i = 0; i < sizeof w / sizeof w[0]; i++)
        if (strstr(name, w[i]))
            return 1;
    return 0;
}

static int write_cb(const sdx_plan_node *n, void *ud)
{
    (void)ud;
    return rp_pf_is_write_node(n->node_name);
}

int rp_pf_exec_writes(const sdx_sql_exec *e)
{
    return e && (rp_plan_walk(e->plan, write_cb, NULL) || rp_plan_walk(e->initial_plan, write_cb, NULL));
}

const char *rp_pf_action(const sdx_model *m, const sdx_sql_exec *e, char *buf, size_t cap)
{
    const char *d = e->description;
    if ((!d || !*d) && e->njob_ids) {
        const sdx_job *j = sdx_model_job(m, e->job_ids[0]);
        d = j ? j->name : NULL;
    }
    size_t n = 0;
    while (d && d[n] && (isalnum((unsigned char)d[n]) || d[n] == '_') && n + 1 < cap)
        n++;
    /* "count at x.py:3": the word must be followed by " at " */
    if (!d || !n || strncmp(d + n, " at ", 4))
        n = 0;
    if (cap) {
        memcpy(buf, d ? d : "", n);
        buf[n] = 0;
    }
    return buf;
}

int64_t rp_pf_first_job(const sdx_model *m, const sdx_sql_exec *e)
{
    int64_t first = -1;
    for (uint32_t i = 0; i < e->njob_ids; i++) {
        const sdx_job *j = sdx_model_job(m, e->job_ids[i]);
        if (j && j->submission_time >= 0 && (first < 0 || j->submission_time < first))
            first = j->submission_time;
    }
    return first;
}

int64_t rp_pf_exec_ms(const sdx_sql_exec *e)
{
    if (e->submission_time < 0 || e->completion_time < e->submission_time)
        return -1;
    return e->completion_time - e->submission_time;
}

int rp_pf_exec_ran(const rp_ctx *c, const sdx_sql_exec *e)
{
    for (uint32_t i = 0; i < e->nstage_ids; i++) {
        const rp_stage *s = rp_stage_by_id((rp_ctx *)c, e->stage_ids[i], -1);
        if (s && s->ran)
            return 1;
    }
    return 0;
}

int rp_pf_is_relation_leaf(const sdx_plan_node *n)
{
    const char *nm = n->node_name ? n->node_name : "";
    if (n->nchildren)
        return 0;
    if (strstr(nm, "LocalTableScan") || strstr(nm, "OneRowRelation") || strstr(nm, "InMemoryTableScan") ||
        strstr(nm, "ReusedExchange") || strstr(nm, "ReusedSubquery") || strstr(nm, "QueryStage"))
        return 0;
    return !strncmp(nm, "Scan", 4) || strstr(nm, "FileScan") || strstr(nm, "BatchScan") || !strncmp(nm, "Range", 5) ||
           strstr(nm, "TableScan") || strstr(nm, "RowDataSourceScan");
}

const char *rp_pf_relation(const sdx_plan_node *n, char *buf, size_t cap)
{
    const char *loc = rp_node_meta(n, "Location");
    const char *nm = n->node_name ? n->node_name : "";
    size_t l = strlen(nm);
    while (l && nm[l - 1] == ' ')
        l--;
    if (loc) {
        snprintf(buf, cap, "%.*s %s", (int)l, nm, loc);
        return buf;
    }
    /* others: the simpleString without its column list ("[a#1,b#2]") */
    const char *s = n->simple_string ? n->simple_string : nm;
    size_t k = 0;
    int depth = 0;
    for (const char *p = s; *p && k + 1 < cap; p++) {
        if (*p == '[')
            depth++;
        if (!depth)
            buf[k++] = *p;
        if (*p == ']' && depth)
            depth--;
    }
    buf[k] = 0;
    return buf;
}

size_t rp_pf_leaf_ids(const sdx_plan_node *n, int64_t *ids, size_t cap)
{
    const char *s = n->simple_string ? n->simple_string : "";
    const char *lb = strchr(s, '[');
    const char *rb = lb ? strchr(lb, ']') : NULL;
    size_t k = 0;
    for (const char *p = lb; p && p < rb && k < cap; p++)
        if (*p == '#' && isdigit((unsigned char)p[1])) {
            int64_t v = 0;
            for (p++; p < rb && isdigit((unsigned char)*p) && v < (INT64_MAX - 9) / 10; p++)
                v = v * 10 + (*p - '0');
            ids[k++] = v;
            p--;
        }
    return k;
}

static size_t all_ids(const char *s, int64_t *ids, size_t cap)
{
    size_t k = 0;
    for (const char *p = s ? s : ""; *p && k < cap; p++)
        if (*p == '#' && isdigit((unsigned char)p[1])) {
            int64_t v = 0;
            for (p++; isdigit((unsigned char)*p) && v < (INT64_MAX - 9) / 10; p++)
                v = v * 10 + (*p - '0');
            ids[k++] = v;
            p--;
        }
    return k;
}

static int find_path(const sdx_plan_node *cur, const sdx_plan_node *n, const sdx_plan_node **path, int depth, int cap)
{
    if (cur == n)
        return depth;
    if (depth >= cap)
        return -1;
    path[depth] = cur;
    for (uint32_t i = 0; i < cur->nchildren; i++) {
        int d = find_path(cur->children[i], n, path, depth + 1, cap);
        if (d >= 0)
            return d;
    }
    return -1;
}

size_t rp_pf_identity_ids(const sdx_plan_node *root, const sdx_plan_node *n, int64_t *ids, size_t cap)
{
    size_t k = rp_pf_leaf_ids(n, ids, cap);
    if (k || !root)
        return k;
    const sdx_plan_node *path[64];
    int d = find_path(root, n, path, 0, 64);
    for (int i = d - 1; i >= 0 && i >= d - 6 && !k; i--)
        k = all_ids(path[i]->simple_string, ids, cap);
    return k;
}

int rp_pf_same_relation(const sdx_plan_node *ra, const sdx_plan_node *a, const sdx_plan_node *rb,
                        const sdx_plan_node *b)
{
    char x[512], y[512];
    if (strcmp(rp_pf_relation(a, x, sizeof x), rp_pf_relation(b, y, sizeof y)))
        return 0;
    int64_t ia[64], ib[64];
    size_t na = rp_pf_identity_ids(ra, a, ia, 64), nb = rp_pf_identity_ids(rb, b, ib, 64);
    if (!na && !nb)
        return 1;
    for (size_t i = 0; i < na; i++)
        for (size_t k = 0; k < nb; k++)
            if (ia[i] == ib[k])
                return 1;
    return 0;
}

const char *rp_pf_strip_ids(const char *s, char *buf, size_t cap)
{
    size_t k = 0;
    for (const char *p = s ? s : ""; *p && k + 1 < cap; p++) {
        if (*p == '#' && isdigit((unsigned char)p[1])) {
            p++;
            while (isdigit((unsigned char)p[1]))
                p++;
            if (p[1] == 'L')
                p++;
            continue;
        }
        buf[k++] = *p;
    }
    if (cap)
        buf[k] = 0;
    return buf;
}

uint32_t rp_pf_count_nodes(const sdx_plan_node *n)
{
    if (!n)
        return 0;
    uint32_t k = 1;
    for (uint32_t i = 0; i < n->nchildren; i++)
        k += rp_pf_count_nodes(n->children[i]);
    return k;
}

const char *rp_pf_word(const char *s, const char *word)
{
    size_t wl = strlen(word);
    for (const char *p = s ? strstr(s, word) : NULL; p; p = strstr(p + 1, word)) {
        (void)wl;
        if (p == s || !(isalnum((unsigned char)p[-1]) || p[-1] == '_'))
            return p;
    }
    return NULL;
}
