/*
 * thresholds.c: the one table of numbers the rules compare against, with
 * where each default comes from (Spark's own defaults, the stage-time model,
 * published tool thresholds), and the ways to override them: by key from a
 * "key = value" config file or from the caller (CLI --set). docs/rules.md is
 * this table in prose; `sparkdx report --thresholds` prints it, and a test
 * checks the two agree.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "report/internal.h"

const sdx_threshold rp_report_thresholds[] = {
    /* ranking and severity */
    {"report.min_impact_ms", 500, SDX_UNIT_MS,
     "a performance finding must save at least this much wall clock to be reported",
     "sparkdx: below a typical task launch + scheduling round trip the estimate is noise"},
    {"severity.high_share", 0.20, SDX_UNIT_RATIO,
     "a finding whose impact is at least this share of the application's wall clock is high",
     "sparkdx: one fifth of the run is what an on-call engineer would escalate"},
    {"severity.medium_share", 0.05, SDX_UNIT_RATIO,
     "... at least this share is medium (below: low)",
     "sparkdx: the noise floor of run-to-run variation of the same job"},
    {"stage.heavy_share", 0.05, SDX_UNIT_RATIO,
     "stages taking at least this share of the wall clock are shown with the stage-time model",
     "sparkdx"},
    {"query.heavy_share", 0.10, SDX_UNIT_RATIO,
     "SQL executions taking at least this share of the wall clock or of the task time are shown in "
     "where the time goes, with their jobs, heavy stages and hot operators",
     "sparkdx: the report explains every job and stage holding 10% of the wall clock"},
    {"stage.tail_share", 0.25, SDX_UNIT_RATIO,
     "a stage whose slowest task ended it and ran alone for at least this share of the stage is "
     "skew-bound even when total / slots is larger (the straggler started late)",
     "sparkdx: list-scheduling bound, stage <= (total - slowest) / slots + slowest"},
};
const size_t rp_nreport_thresholds = RP_COUNT(rp_report_thresholds);

size_t sdx_threshold_count(void)
{
    size_t n = rp_nreport_thresholds;
    for (size_t r = 0; r < rp_rule_count(); r++)
        n += rp_rule_at(r)->info.nthresholds;
    return n;
}

const sdx_threshold *sdx_threshold_at(size_t i)
{
    if (i < rp_nreport_thresholds)
        return &rp_report_thresholds[i];
    i -= rp_nreport_thresholds;
    for (size_t r = 0; r < rp_rule_count(); r++) {
        const sdx_rule_info *ri = &rp_rule_at(r)->info;
        if (i < ri->nthresholds)
            return &ri->thresholds[i];
        i -= ri->nthresholds;
    }
    return NULL;
}

void sdx_report_opts_init(sdx_report_opts *o)
{
    memset(o, 0, sizeof *o);
    const sdx_threshold *t;
    for (size_t i = 0; i < SDX_REPORT_MAX_THRESHOLDS && (t = sdx_threshold_at(i)); i++)
        o->value[i] = t->value;
    o->top_stages = 5;
}

static int find_key(const char *key)
{
    const sdx_threshold *t;
    for (size_t i = 0; i < SDX_REPORT_MAX_THRESHOLDS && (t = sdx_threshold_at(i)); i++)
        if (!strcmp(t->key, key))
            return (int)i;
    return -1;
}

double sdx_report_opts_get(const sdx_report_opts *o, const char *key)
{
    int i = find_key(key);
    return i < 0 ? NAN : o->value[i];
}

double rp_th(const rp_ctx *c, const char *key)
{
    int i = find_key(key);
    return i < 0 ? NAN : c->o->value[i];
}

/* Parse "256m", "64MiB", "1.5g", "4k", "1024" as bytes (binary units, like
 * Spark's byteStringAsBytes). */
static int parse_bytes(const char *s, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno)
        return -1;
    while (*end == ' ')
        end++;
    double mul = 1;
    switch (tolower((unsigned char)*end)) {
    case 0: break;
    case 'b': mul = 1; break;
    case 'k': mul = 1024.0; break;
    case 'm': mul = MIB; break;
    case 'g': mul = 1024.0 * MIB; break;
    case 't': mul = 1024.0 * 1024.0 * MIB; break;
    default: return -1;
    }
    if (*end) {
        end++;
        if (tolower((unsigned char)*end) == 'i')
            end++;
        if (tolower((unsigned char)*end) == 'b')
            end++;
        if (*end)
            return -1;
    }
    *out = v * mul;
    return 0;
}

static int parse_ms(const char *s, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno)
        return -1;
    while (*end == ' ')
        end++;
    double mul;
    if (!*end || !strcasecmp(end, "ms"))
        mul = 1;
    else if (!strcasecmp(end, "s"))
        mul = 1000;
    else if (!strcasecmp(end, "min") || !strcasecmp(end, "m"))
        mul = 60000;
    else if (!strcasecmp(end, "h"))
        mul = 3600000;
    else
        return -1;
    *out = v * mul;
    return 0;
}

static int parse_number(const char *s, int ratio, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno)
        return -1;
    if (ratio && *end == '%') {
        v /= 100.0;
        end++;
    }
    if (*end)
        return -1;
    *out = v;
    return 0;
}

int sdx_report_opts_set(sdx_report_opts *o, const char *key, const char *value, sdx_error *err)
{
    int i = find_key(key);
    if (i < 0)
        return sdx_error_set(err, SDX_ERR_USAGE, "", UINT64_MAX,
                             "unknown threshold '%s' (sparkdx report --thresholds lists them)", key);
    double v;
    int rc;
    switch (sdx_threshold_at((size_t)i)->unit) {
    case SDX_UNIT_BYTES: rc = parse_bytes(value, &v); break;
    case SDX_UNIT_MS: rc = parse_ms(value, &v); break;
    case SDX_UNIT_RATIO: rc = parse_number(value, 1, &v); break;
    default: rc = parse_number(value, 0, &v); break;
    }
    if (rc < 0 || !isfinite(v) || v < 0)
        return sdx_error_set(err, SDX_ERR_USAGE, "", UINT64_MAX, "bad value '%s' for threshold '%s'", value,
                             key);
    o->value[i] = v;
    o->overridden[i] = 1;
    return 0;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    return s;
}

int sdx_report_opts_load(sdx_report_opts *o, const char *path, sdx_error *err)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return sdx_error_set(err, SDX_ERR_IO, path, UINT64_MAX, "cannot open: %s", strerror(errno));
    char line[1024];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        char *s = trim(line);
        if (!*s)
            continue;
        char *sep = strchr(s, '=');
        if (!sep)
            sep = strpbrk(s, " \t");
        if (!sep) {
            fclose(f);
            return sdx_error_set(err, SDX_ERR_USAGE, path, UINT64_MAX, "line %d: expected 'key = value'", lineno);
        }
        *sep = 0;
        char *key = trim(s), *val = trim(sep + 1);
        sdx_error e2;
        if (sdx_report_opts_set(o, key, val, &e2) < 0) {
            fclose(f);
            return sdx_error_set(err, SDX_ERR_USAGE, path, UINT64_MAX, "line %d: %s", lineno, e2.msg);
        }
    }
    fclose(f);
    return 0;
}
