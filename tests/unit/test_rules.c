/*
 * test_rules.c: the rules as data (lib/rules/registry.c and each rule's
 * declaration). The registry's ids are unique and every finding a report of
 * the bundled and generated Spark logs emits is declared; thresholds are
 * unique, documented and inside the options' capacity; confidences are in
 * (0, 1]. docs/rules.md's family table and confidence table are generated
 * from the registry: they must equal what this file generates (on a
 * difference the expected block is written to $TMPDIR/sparkdx-rules-*.md,
 * to paste between the markers).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

static int declared(const char *id)
{
    for (size_t i = 0; i < sdx_rule_count(); i++) {
        const sdx_rule_info *r = sdx_rule_at(i);
        for (size_t k = 0; k < r->nids; k++)
            if (!strcmp(r->ids[k], id))
                return 1;
    }
    return 0;
}

TEST(registry_ids_thresholds_confidences)
{
    size_t n = sdx_rule_count();
    CHECK(n >= 11);
    CHECK(sdx_rule_at(n) == NULL);
    size_t nids = 0, nth = 0;
    for (size_t i = 0; i < n; i++) {
        const sdx_rule_info *r = sdx_rule_at(i);
        CHECK(r && r->family && r->nids > 0 && r->nconfidences > 0);
        for (size_t k = 0; k < r->nids; k++) {
            nids++;
            /* unique across the registry */
            for (size_t j = 0; j <= i; j++) {
                const sdx_rule_info *q = sdx_rule_at(j);
                for (size_t l = 0; l < q->nids; l++)
                    if ((j != i || l != k) && !strcmp(q->ids[l], r->ids[k]))
                        t_fail(__FILE__, __LINE__, "id %s declared twice", r->ids[k]);
            }
        }
        for (size_t k = 0; k < r->nconfidences; k++) {
            const sdx_confidence *c = &r->confidences[k];
            CHECK(c->name && c->meaning && c->value > 0 && c->value <= 1);
        }
        nth += r->nthresholds;
    }
    CHECK(nids >= 30);
    /* the thresholds table: the report's own, then the rules' */
    size_t total = sdx_threshold_count();
    CHECK(total > nth && total <= SDX_REPORT_MAX_THRESHOLDS);
    for (size_t i = 0; i < total; i++)
        for (size_t k = 0; k < i; k++)
            if (!strcmp(sdx_threshold_at(i)->key, sdx_threshold_at(k)->key))
                t_fail(__FILE__, __LINE__, "threshold %s declared twice", sdx_threshold_at(i)->key);
    sdx_report_opts o;
    sdx_report_opts_init(&o);
    for (size_t i = 0; i < total; i++)
        CHECK(sdx_report_opts_get(&o, sdx_threshold_at(i)->key) == sdx_threshold_at(i)->value);
}

static void report_ids(const struct sdx_logref *log, void *ctx)
{
    int *bad = ctx;
    sdx_model *m = NULL;
    sdx_error err;
    if (sdx_model_build(log, 0, &m, &err) < 0)
        return;
    sdx_report *r = NULL;
    if (sdx_report_build(m, NULL, &r, &err) == 0) {
        for (uint32_t i = 0; i < r->nfindings; i++)
            if (!declared(r->findings[i].id) && (*bad)++ < 5)
                t_fail(__FILE__, __LINE__, "%s: finding %s is not declared by any rule", log->name, r->findings[i].id);
        sdx_report_free(r);
    }
    sdx_model_free(m);
}

TEST(every_emitted_id_is_declared)
{
    int bad = 0;
    sdx_loglist l;
    sdx_error err;
    if (sdx_logs_scan("examples", &l, &err) == 0) {
        for (uint32_t i = 0; i < l.n; i++)
            report_ids(&l.logs[i], &bad);
        sdx_loglist_free(&l);
    }
    if (t_spark_logs(report_ids, &bad) < 0)
        SKIP("tests/spark/logs not readable");
    CHECK_EQ_INT(bad, 0);
}

/* ---- docs/rules.md ---- */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    if (s)
        s[n] = 0;
    fclose(f);
    return s;
}

/* The text between "<!-- NAME:begin ... -->\n" and "<!-- NAME:end", or NULL. */
static char *block(const char *doc, const char *name)
{
    char b[64], e[64];
    snprintf(b, sizeof b, "<!-- %s:begin", name);
    snprintf(e, sizeof e, "<!-- %s:end", name);
    const char *p = strstr(doc, b), *q = p ? strstr(p, e) : NULL;
    if (!p || !q)
        return NULL;
    p = strchr(p, '\n');
    if (!p || p > q)
        return NULL;
    p++;
    return strndup(p, (size_t)(q - p));
}

static void gen_families(sdx_buf *b)
{
    sdx_buf_puts(b, "| order | family | ids it emits |\n|---|---|---|\n");
    for (size_t i = 0; i < sdx_rule_count(); i++) {
        const sdx_rule_info *r = sdx_rule_at(i);
        sdx_buf_printf(b, "| %zu | %s (`%s.c`) | ", i + 1, r->family, r->family);
        for (size_t k = 0; k < r->nids; k++)
            sdx_buf_printf(b, "%s`%s`", k ? ", " : "", r->ids[k]);
        sdx_buf_puts(b, " |\n");
    }
}

static void gen_confidences(sdx_buf *b)
{
    sdx_buf_puts(b, "| family | confidence | value | when |\n|---|---|---:|---|\n");
    for (size_t i = 0; i < sdx_rule_count(); i++) {
        const sdx_rule_info *r = sdx_rule_at(i);
        for (size_t k = 0; k < r->nconfidences; k++)
            sdx_buf_printf(b, "| %s | `%s` | %.2f | %s |\n", r->family, r->confidences[k].name,
                           r->confidences[k].value, r->confidences[k].meaning);
    }
}

static void check_block(const char *doc, const char *name, void (*gen)(sdx_buf *))
{
    char *have = block(doc, name);
    CHECK(have != NULL);
    sdx_buf b;
    sdx_buf_init(&b);
    gen(&b);
    const char *want = sdx_buf_cstr(&b);
    if (have && strcmp(have, want)) {
        const char *tmp = getenv("TMPDIR");
        char path[512];
        snprintf(path, sizeof path, "%s/sparkdx-rules-%s.md", tmp && *tmp ? tmp : "/tmp", name);
        FILE *f = fopen(path, "w");
        if (f) {
            fputs(want, f);
            fclose(f);
        }
        t_fail(__FILE__, __LINE__, "docs/rules.md block '%s' differs from the registry: expected block in %s", name,
               path);
    }
    free(have);
    sdx_buf_free(&b);
}

TEST(docs_tables_are_the_registry)
{
    char *doc = slurp("docs/rules.md");
    CHECK(doc != NULL);
    if (!doc)
        return;
    check_block(doc, "rules", gen_families);
    check_block(doc, "confidences", gen_confidences);
    /* every threshold key is documented */
    for (size_t i = 0; i < sdx_threshold_count(); i++) {
        char key[128];
        snprintf(key, sizeof key, "`%s`", sdx_threshold_at(i)->key);
        if (!strstr(doc, key))
            t_fail(__FILE__, __LINE__, "threshold %s missing from docs/rules.md", sdx_threshold_at(i)->key);
    }
    free(doc);
}
