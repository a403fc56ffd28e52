/*
 * pack.c: `sparkdx pack LOG` (sdx_ops_pack), the evidence an AI assistant
 * needs about one application, within a byte budget (docs/pack.md).
 *
 * The pack is a list of items (one finding, one heavy stage, one failure,
 * one SQL execution's plan, one config key ...), each with a priority
 * (tier, then section, then order within the section). Items are taken in
 * priority order while they fit the budget (the first that does not fit
 * ends the selection, so what is kept is always a priority prefix), then
 * written in section order. The header and the closing prompt are always
 * there. Everything is computed from the model, the report and the triage;
 * no raw row (task, record, literal of a plan) is ever written. With
 * redaction, values that look like ids, paths, hosts, users and emails get
 * stable placeholders (<host-1>, the same value the same placeholder).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/analysis.h"
#include "sparkdx/format.h"
#include "sparkdx/ops.h"
#include "sparkdx/report.h"
#include "sparkdx/triage.h"
#include "ops/internal.h"

#define PACK_SCHEMA "sparkdx.pack/1"
#define PACK_DEFAULT_BYTES 16384
#define PACK_MIN_BYTES 2048

enum {
    SEC_APP = 0, SEC_FAILURES, SEC_FINDINGS, SEC_STAGES, SEC_PLAN, SEC_BASECONF, SEC_DEFCONF, SEC_COUNT
};
static const char *const sec_title[SEC_COUNT] = {
    NULL, "## Failures and their roots\n", "## Hypotheses (sparkdx's ranked findings)\n",
    "## Heavy stages: task quantiles (median / p95 / max)\n", "## Physical plans: joins and operators with rows\n",
    "## Config changed since the baseline\n", "## Config against Spark's defaults\n",
};

typedef struct item {
    int tier, sec, order;
    char *text;
    size_t len;
    int keep;
} item;

typedef struct pack {
    item *items;
    size_t n, cap;
    int oom;
    /* redaction */
    int redact;
    struct { char *value; char *ph; } *map;
    size_t nmap, capmap;
    int count[6];                  /* per placeholder kind */
    const char **known; size_t nknown;   /* values from the model to redact (hosts, users, ids) */
    int known_kind[64];
} pack;

/* ---- redaction -------------------------------------------------------- */

enum { K_ID = 0, K_HOST, K_PATH, K_USER, K_EMAIL, K_IP };
static const char *const kind_name[6] = {"id", "host", "path", "user", "email", "ip"};

static const char *placeholder(pack *p, int kind, const char *s, size_t n)
{
    for (size_t i = 0; i < p->nmap; i++)
        if (strlen(p->map[i].value) == n && !memcmp(p->map[i].value, s, n))
            return p->map[i].ph;
    if (p->nmap == p->capmap) {
        size_t nc = p->capmap ? p->capmap * 2 : 16;
        void *nm = realloc(p->map, nc * sizeof *p->map);
        if (!nm) {
            p->oom = 1;
            return "<redacted>";
        }
        p->map = nm;
        p->capmap = nc;
    }
    char ph[32];
    snprintf(ph, sizeof ph, "<%s-%d>", kind_name[kind], ++p->count[kind]);
    char *v = malloc(n + 1), *q = strdup(ph);
    if (!v || !q) {
        free(v);
        free(q);
        p->oom = 1;
        return "<redacted>";
    }
    memcpy(v, s, n);
    v[n] = 0;
    p->map[p->nmap].value = v;
    p->map[p->nmap].ph = q;
    p->nmap++;
    return q;
}

static int word_ch(unsigned char c)
{
    return isalnum(c) || c == '_' || c == '-' || c == '.';
}
static int path_ch(unsigned char c)
{
    return c > ' ' && c != ',' && c != ';' && c != ')' && c != '(' && c != '"' && c != '\'' && c != '`' &&
           c != ']' && c != '[' && c != '>' && c != '<' && c != '|' && c != '}' && c != '{';
}
static size_t digits(const char *s, size_t i, size_t n)
{
    size_t k = i;
    while (k < n && isdigit((unsigned char)s[k]))
        k++;
    return k - i;
}
static int starts(const char *s, size_t i, size_t n, const char *lit)
{
    size_t l = strlen(lit);
    return n - i >= l && !memcmp(s + i, lit, l);
}

/* Length of a value to redact starting at s[i] (at a token start), and its kind; 0 when none. */
static size_t match_at(const pack *p, const char *s, size_t i, size_t n, int *kind)
{
    /* values from the model, longest first */
    size_t best = 0;
    for (size_t k = 0; k < p->nknown; k++) {
        size_t l = strlen(p->known[k]);
        if (l > best && l <= n - i && !memcmp(s + i, p->known[k], l) && (i + l == n || !isalnum((unsigned char)s[i + l]))) {
            best = l;
            *kind = p->known_kind[k];
        }
    }
    if (best)
        return best;
    /* application / query ids */
    if (starts(s, i, n, "application_")) {
        size_t a = digits(s, i + 12, n);
        if (a && i + 12 + a < n && s[i + 12 + a] == '_') {
            size_t b = digits(s, i + 13 + a, n);
            if (b) {
                size_t e = i + 13 + a + b;
                if (e < n && s[e] == '_')   /* appattempt / container suffix */
                    e += 1 + digits(s, e + 1, n);
                *kind = K_ID;
                return e - i;
            }
        }
    }
    if (starts(s, i, n, "app-") && digits(s, i + 4, n) == 14 && i + 18 < n && s[i + 18] == '-' && digits(s, i + 19, n)) {
        *kind = K_ID;
        return 19 + digits(s, i + 19, n);
    }
    if (starts(s, i, n, "local-") && digits(s, i + 6, n) >= 10) {
        *kind = K_ID;
        return 6 + digits(s, i + 6, n);
    }
    if (n - i >= 36) {   /* UUID */
        int ok = 1;
        for (size_t k = 0; k < 36 && ok; k++) {
            char c = s[i + k];
            ok = (k == 8 || k == 13 || k == 18 || k == 23) ? c == '-' : isxdigit((unsigned char)c);
        }
        if (ok && (i + 36 == n || !isalnum((unsigned char)s[i + 36]))) {
            *kind = K_ID;
            return 36;
        }
    }
    /* URIs and paths */
    size_t k = i;
    while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '+' || s[k] == '.' || s[k] == '-'))
        k++;
    if (k > i && isalpha((unsigned char)s[i]) && (starts(s, k, n, "://") || (k - i == 4 && !memcmp(s + i, "file", 4) && starts(s, k, n, ":/")))) {
        while (k < n && path_ch((unsigned char)s[k]))
            k++;
        *kind = K_PATH;
        return k - i;
    }
    if ((s[i] == '/' || (s[i] == '~' && i + 1 < n && s[i + 1] == '/')) && i + 1 < n && path_ch((unsigned char)s[i + 1]) &&
        s[i + 1] != '/') {
        k = i + 1;
        while (k < n && path_ch((unsigned char)s[k]))
            k++;
        while (k > i + 1 && (s[k - 1] == '.' || s[k - 1] == ':'))   /* end of a sentence */
            k--;
        *kind = K_PATH;
        return k - i;
    }
    /* emails */
    k = i;
    while (k < n && (isalnum((unsigned char)s[k]) || strchr("._%+-", s[k])))
        k++;
    if (k > i && k < n && s[k] == '@') {
        size_t d = k + 1, dots = 0;
        while (d < n && (isalnum((unsigned char)s[d]) || s[d] == '-' || s[d] == '.'))
            dots += s[d++] == '.';
        while (d > k + 1 && s[d - 1] == '.')
            d--, dots--;
        if (dots && d > k + 2) {
            *kind = K_EMAIL;
            return d - i;
        }
    }
    /* IPv4 */
    {
        size_t e = i;
        int parts = 0;
        while (parts < 4) {
            size_t l = digits(s, e, n);
            if (!l || l > 3)
                break;
            e += l;
            parts++;
            if (parts < 4) {
                if (e < n && s[e] == '.')
                    e++;
                else
                    break;
            }
        }
        if (parts == 4 && (e == n || !isalnum((unsigned char)s[e]))) {
            *kind = K_IP;
            return e - i;
        }
    }
    /* host names: lowercase dotted labels ending in a usual domain suffix */
    {
        static const char *const tld[] = {".com", ".net", ".org", ".io", ".internal", ".local", ".lan", ".corp",
                                          ".cloud", ".edu", ".gov", ".dev", ".localdomain", NULL};
        size_t e = i;
        int dots = 0, ok = 1;
        while (e < n && (islower((unsigned char)s[e]) || isdigit((unsigned char)s[e]) || s[e] == '-' || s[e] == '.')) {
            dots += s[e] == '.';
            e++;
        }
        while (e > i && s[e - 1] == '.')
            e--, dots--;
        if (e < n && (isupper((unsigned char)s[e]) || s[e] == '_'))
            ok = 0;
        if (ok && dots >= 1 && !starts(s, i, n, "spark.") && !starts(s, i, n, "org.") && !starts(s, i, n, "java.")) {
            for (int t = 0; tld[t]; t++) {
                size_t l = strlen(tld[t]);
                if (e - i > l && !memcmp(s + e - l, tld[t], l)) {
                    *kind = K_HOST;
                    return e - i;
                }
            }
        }
    }
    return 0;
}

static void redact_into(pack *p, const char *s, size_t n, sdx_buf *out)
{
    size_t i = 0;
    while (i < n) {
        int boundary = i == 0 || !word_ch((unsigned char)s[i - 1]);
        if (boundary && s[i] == '/' && i > 0 && s[i - 1] == '.')
            boundary = 0;
        int kind = 0;
        size_t l = boundary ? match_at(p, s, i, n, &kind) : 0;
        if (l) {
            sdx_buf_puts(out, placeholder(p, kind, s + i, l));
            i += l;
        } else {
            sdx_buf_putc(out, s[i]);
            i++;
        }
    }
}

static void add_known(pack *p, const char *v, int kind)
{
    if (!v || strlen(v) < 2 || p->nknown >= 64)
        return;
    for (size_t i = 0; i < p->nknown; i++)
        if (!strcmp(p->known[i], v))
            return;
    const char **nk = realloc(p->known, (p->nknown + 1) * sizeof *nk);
    if (!nk) {
        p->oom = 1;
        return;
    }
    p->known = nk;
    p->known_kind[p->nknown] = kind;
    p->known[p->nknown++] = v;
}

/* ---- items ------------------------------------------------------------ */

static void add_item(pack *p, int tier, int sec, int order, sdx_buf *b)
{
    if (sdx_buf_failed(b)) {
        p->oom = 1;
        return;
    }
    sdx_buf r;
    sdx_buf_init(&r);
    if (p->redact)
        redact_into(p, b->data ? b->data : "", b->len, &r);
    else
        sdx_buf_put(&r, b->data ? b->data : "", b->len);
    b->len = 0;
    if (sdx_buf_failed(&r)) {
        p->oom = 1;
        sdx_buf_free(&r);
        return;
    }
    if (p->n == p->cap) {
        size_t nc = p->cap ? p->cap * 2 : 64;
        item *ni = realloc(p->items, nc * sizeof *ni);
        if (!ni) {
            p->oom = 1;
            sdx_buf_free(&r);
            return;
        }
        p->items = ni;
        p->cap = nc;
    }
    sdx_buf_cstr(&r);
    p->items[p->n++] = (item){.tier = tier, .sec = sec, .order = order, .text = r.data ? r.data : strdup(""),
                              .len = r.len, .keep = 0};
}

static void put_vis_cut(sdx_buf *b, const char *s, size_t max)
{
    if (!s) {
        sdx_buf_puts(b, "?");
        return;
    }
    size_t n = strlen(s);
    /* one line: cut at the first newline */
    const char *nl = memchr(s, '\n', n);
    if (nl)
        n = (size_t)(nl - s);
    if (n > max) {
        while (max > 0 && ((unsigned char)s[max] & 0xc0) == 0x80)
            max--;
        sdx_buf_put_visible(b, s, max);
        sdx_buf_puts(b, "...");
    } else {
        sdx_buf_put_visible(b, s, n);
    }
}

static void fmt_ms(double ms, char out[32])
{
    sdx_fmt_ms_short(ms, out);
}

/* ---- the sections ------------------------------------------------------ */

static void header_item(pack *p, const sdx_model *m, const sdx_report *r, const sdx_model *base, sdx_buf *b)
{
    char w[32], j[32], d[32];
    sdx_buf_puts(b, "# sparkdx evidence pack (" PACK_SCHEMA ")\n");
    sdx_buf_puts(b, "app: ");
    put_vis_cut(b, r->app_id ? r->app_id : "?", 120);
    sdx_buf_puts(b, " \"");
    put_vis_cut(b, r->app_name ? r->app_name : "?", 80);
    sdx_buf_puts(b, "\", Spark ");
    put_vis_cut(b, r->spark_version ? r->spark_version : "unknown", 40);
    sdx_buf_puts(b, ", master ");
    put_vis_cut(b, r->master ? r->master : "?", 80);
    sdx_buf_puts(b, ", user ");
    put_vis_cut(b, r->user ? r->user : "?", 60);
    sdx_buf_printf(b, ", status %s\n", r->status ? r->status : "?");
    fmt_ms((double)r->wall_ms, w);
    fmt_ms((double)r->job_ms, j);
    fmt_ms((double)r->driver_ms, d);
    sdx_buf_printf(b, "wall clock %s (%lld ms): jobs running %s, driver only %s; slots %d, executors %d, utilization %.2f\n", w,
                   (long long)r->wall_ms, j, d, r->slots, r->executors, r->utilization);
    sdx_buf_printf(b, "counts: %d jobs (%d failed), %d stages (%d failed), %lld tasks (%lld failed)\n", r->njobs_total,
                   r->failed_jobs, r->nstages_total, r->failed_stages, (long long)r->tasks_total, (long long)r->failed_tasks);
    if (base) {
        int64_t bw = base->attempt.duration > 0 ? base->attempt.duration : base->attempt.end_time - base->attempt.start_time;
        fmt_ms((double)bw, w);
        sdx_buf_puts(b, "baseline: ");
        put_vis_cut(b, base->app_id ? base->app_id : "?", 120);
        sdx_buf_printf(b, ", Spark %s, wall clock %s (%lld ms)", base->spark_version ? base->spark_version : "unknown", w,
                       (long long)bw);
        if (bw > 0 && r->wall_ms > 0)
            sdx_buf_printf(b, "; this run is %.2fx the baseline", (double)r->wall_ms / (double)bw);
        sdx_buf_putc(b, '\n');
    }
    (void)m;
    add_item(p, 0, SEC_APP, 0, b);
}

static void failures_items(pack *p, const sdx_model *m, sdx_buf *b)
{
    sdx_triage *t = sdx_triage_new();
    if (!t) {
        p->oom = 1;
        return;
    }
    sdx_triage_result *r = sdx_triage_add_eventlog(t, m, NULL) == 0 ? sdx_triage_finish(t, NULL) : NULL;
    sdx_triage_free(t);
    if (!r) {
        p->oom = 1;
        return;
    }
    int order = 0;
    /* the primary first, then the other causes, then the consequences */
    for (int pass = 0; pass < 3; pass++) {
        for (size_t i = 0; i < r->n; i++) {
            const sdx_failure *f = &r->failures[i];
            int is_primary = (int)i == r->primary;
            if ((pass == 0) != is_primary)
                continue;
            if (pass == 1 && f->collateral)
                continue;
            if (pass == 2 && !f->collateral)
                continue;
            if (order >= 8)
                break;
            sdx_buf_printf(b, "- %s[%s] ", is_primary ? "PRIMARY " : f->collateral ? "consequence " : "",
                           sdx_fclass_name(f->fclass));
            put_vis_cut(b, f->root_exception, 160);
            if (f->root_message) {
                sdx_buf_puts(b, ": ");
                put_vis_cut(b, f->root_message, 240);
            }
            if (f->stage_id >= 0)
                sdx_buf_printf(b, "; stage %d.%d", f->stage_id, f->stage_attempt);
            if (f->stage_name) {
                sdx_buf_puts(b, " (");
                put_vis_cut(b, f->stage_name, 60);
                sdx_buf_putc(b, ')');
            }
            if (f->task_index >= 0)
                sdx_buf_printf(b, ", task %d", f->task_index);
            if (f->attempts >= 0)
                sdx_buf_printf(b, ", failed %d times", f->attempts);
            sdx_buf_printf(b, "; %u occurrence%s on %u executor%s", f->occurrences, f->occurrences == 1 ? "" : "s",
                           f->n_executors, f->n_executors == 1 ? "" : "s");
            if (f->host) {
                sdx_buf_puts(b, ", host ");
                put_vis_cut(b, f->host, 80);
            }
            if (f->exit_code_known)
                sdx_buf_printf(b, "; exit code %d (%s)", f->exit_code, f->exit_meaning ? f->exit_meaning : "unknown");
            sdx_buf_printf(b, "; deterministic: %s", f->deterministic > 0 ? "yes" : f->deterministic == 0 ? "no" : "unknown");
            if (f->determinism_why) {
                sdx_buf_puts(b, " (");
                put_vis_cut(b, f->determinism_why, 160);
                sdx_buf_putc(b, ')');
            }
            if (f->caused_by >= 0 && (size_t)f->caused_by < r->n) {
                sdx_buf_puts(b, "; caused by ");
                put_vis_cut(b, r->failures[f->caused_by].root_exception, 100);
            }
            if (f->user_frame) {
                sdx_buf_puts(b, "; user code ");
                put_vis_cut(b, f->user_frame, 120);
            }
            if (f->aborted_job)
                sdx_buf_puts(b, "; it ended a job");
            if (f->nnext) {
                sdx_buf_puts(b, "\n  next: ");
                put_vis_cut(b, f->next_steps[0], 240);
            }
            sdx_buf_putc(b, '\n');
            add_item(p, order == 0 ? 1 : order < 3 ? 2 : 4, SEC_FAILURES, order, b);
            order++;
        }
    }
    sdx_triage_result_free(r);
}

static void evidence_line(sdx_buf *b, const char *label, const sdx_evidence *e)
{
    sdx_buf_printf(b, "  - %s: ", label);
    put_vis_cut(b, e->text ? e->text : e->metric, 300);
    if (e->nnums) {
        sdx_buf_puts(b, " [");
        for (int k = 0; k < e->nnums; k++) {
            char num[40];
            double v = e->nums[k].v;
            if (v == (double)(int64_t)v && v > -9e15 && v < 9e15)
                snprintf(num, sizeof num, "%lld", (long long)v);
            else
                snprintf(num, sizeof num, "%.4g", v);
            sdx_buf_printf(b, "%s%s=%s", k ? " " : "", e->nums[k].key, num);
        }
        sdx_buf_printf(b, " %s]", e->unit ? e->unit : "");
    }
    sdx_buf_putc(b, '\n');
}

static void findings_items(pack *p, const sdx_report *r, sdx_buf *b)
{
    for (uint32_t i = 0; i < r->nfindings; i++) {
        const sdx_finding *f = &r->findings[i];
        char imp[32];
        sdx_buf_printf(b, "### %u. [%s] %s: ", i + 1, sdx_severity_name(f->severity), f->id);
        put_vis_cut(b, f->title, 300);
        sdx_buf_printf(b, "\n  confidence %.2f", f->confidence);
        if (f->impact_ms > 0) {
            fmt_ms((double)f->impact_ms, imp);
            sdx_buf_printf(b, ", would save about %s", imp);
        }
        if (f->where.stage >= 0)
            sdx_buf_printf(b, ", stage %d.%d", f->where.stage, f->where.attempt >= 0 ? f->where.attempt : 0);
        if (f->where.job >= 0)
            sdx_buf_printf(b, ", job %d", f->where.job);
        if (f->where.sql >= 0)
            sdx_buf_printf(b, ", SQL %lld", (long long)f->where.sql);
        if (f->where.node) {
            sdx_buf_puts(b, ", operator ");
            put_vis_cut(b, f->where.node, 60);
        }
        sdx_buf_putc(b, '\n');
        for (uint32_t k = 0; k < f->nevidence && k < 4; k++)
            evidence_line(b, "evidence", &f->evidence[k]);
        for (uint32_t k = 0; k < f->nagainst && k < 3; k++)
            evidence_line(b, "against", &f->against[k]);
        if (f->confirm) {
            sdx_buf_puts(b, "  - confirm: ");
            put_vis_cut(b, f->confirm, 300);
            sdx_buf_putc(b, '\n');
        }
        if (f->nfixes) {
            sdx_buf_puts(b, "  - fix: ");
            put_vis_cut(b, f->fixes[0].action, 200);
            sdx_buf_putc(b, '\n');
        }
        add_item(p, i == 0 ? 1 : i < 3 ? 2 : i < 8 ? 3 : 4, SEC_FINDINGS, (int)i, b);
    }
}

static void q3(sdx_buf *b, const char *label, const double *v, int bytes)
{
    char a[32], c[32], d[32];
    if (!(v[6] > 0))   /* all zero: nothing to say */
        return;
    if (bytes) {
        sdx_fmt_bytes((int64_t)v[3], a);
        sdx_fmt_bytes((int64_t)v[5], c);
        sdx_fmt_bytes((int64_t)v[6], d);
    } else {
        fmt_ms(v[3], a);
        fmt_ms(v[5], c);
        fmt_ms(v[6], d);
    }
    sdx_buf_printf(b, "; %s %s / %s / %s", label, a, c, d);
}

static void stages_items(pack *p, const sdx_report *r, sdx_buf *b)
{
    const sdx_analysis *a = sdx_report_analysis(r);
    for (uint32_t i = 0; i < r->nstages; i++) {
        const sdx_report_stage *s = &r->stages[i];
        const sdx_stage_facts *f = a ? sdx_analysis_stage(a, s->stage_id, s->attempt_id) : NULL;
        char dur[32], sl[32], tot[32];
        fmt_ms((double)s->duration_ms, dur);
        fmt_ms((double)s->slowest_task_ms, sl);
        fmt_ms((double)s->total_task_ms, tot);
        sdx_buf_printf(b, "- stage %d.%d (job %d) ", s->stage_id, s->attempt_id, s->job_id);
        put_vis_cut(b, s->name, 70);
        sdx_buf_printf(b, ": %s, %.0f%% of the wall clock, %d tasks on %d slots, slowest task %s, total task time %s, bound: %s",
                       dur, s->share * 100.0, s->tasks, s->slots, sl, tot, s->bound ? s->bound : "unknown");
        if (s->operators) {
            sdx_buf_puts(b, "; operators ");
            put_vis_cut(b, s->operators, 120);
        }
        sdx_buf_putc(b, '\n');
        if (f && f->sum && f->sum->count > 0) {
            const sdx_stage_summary *u = f->sum;
            sdx_buf_printf(b, "  %lld tasks with metrics", (long long)u->count);
            q3(b, "duration", u->duration, 0);
            q3(b, "shuffle read", u->shuffle_read_bytes, 1);
            q3(b, "memory spill", u->m[SDX_TM_MEMORY_BYTES_SPILLED], 1);
            q3(b, "disk spill", u->m[SDX_TM_DISK_BYTES_SPILLED], 1);
            q3(b, "GC", u->m[SDX_TM_JVM_GC_TIME], 0);
            q3(b, "input", u->m[SDX_TM_INPUT_BYTES], 1);
            sdx_buf_putc(b, '\n');
            if (u->failed_attempts || u->killed_attempts || u->speculative_attempts)
                sdx_buf_printf(b, "  attempts: %lld failed, %lld killed, %lld speculative\n", (long long)u->failed_attempts,
                               (long long)u->killed_attempts, (long long)u->speculative_attempts);
        }
        add_item(p, i == 0 ? 1 : i < 3 ? 2 : 3, SEC_STAGES, (int)i, b);
    }
}

/* The rows a plan node reports ("number of output rows"), -1 when none. */
static int64_t node_rows(const sdx_sql_exec *e, const sdx_plan_node *pn)
{
    for (uint32_t k = 0; k < pn->nmetrics; k++)
        if (pn->metrics[k].name && !strcmp(pn->metrics[k].name, "number of output rows")) {
            const sdx_sql_metric_value *v = sdx_sql_exec_metric(e, pn->metrics[k].accumulator_id);
            return v ? v->total : -1;
        }
    return -1;
}

static int is_join(const char *name)
{
    return name && (strstr(name, "Join") || !strcmp(name, "CartesianProduct"));
}

static const char *join_type(const char *simple)
{
    static const char *const types[] = {"LeftOuter", "RightOuter", "FullOuter", "LeftSemi", "LeftAnti", "ExistenceJoin",
                                        "Inner", "Cross", NULL};
    if (!simple)
        return NULL;
    for (int i = 0; types[i]; i++) {
        const char *t = strstr(simple, types[i]);
        if (t && t > simple && (t[-1] == ' ' || t[-1] == ','))
            return types[i];
    }
    return NULL;
}

static int cmp_sql_dur(const void *x, const void *y)
{
    const sdx_sql_exec *a = *(const sdx_sql_exec *const *)x, *b = *(const sdx_sql_exec *const *)y;
    int64_t da = a->completion_time >= 0 && a->submission_time >= 0 ? a->completion_time - a->submission_time : -1;
    int64_t db = b->completion_time >= 0 && b->submission_time >= 0 ? b->completion_time - b->submission_time : -1;
    if (da != db)
        return da > db ? -1 : 1;
    return a->execution_id < b->execution_id ? -1 : a->execution_id > b->execution_id;
}

static void plan_items(pack *p, const sdx_model *m, sdx_buf *b)
{
    if (!m->nsql)
        return;
    const sdx_sql_exec **v = malloc(m->nsql * sizeof *v);
    if (!v) {
        p->oom = 1;
        return;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->nsql; i++)
        if (m->sql[i]->graph.nnodes)
            v[n++] = m->sql[i];
    qsort(v, n, sizeof *v, cmp_sql_dur);
    for (uint32_t i = 0; i < n && i < 10; i++) {
        const sdx_sql_exec *e = v[i];
        char dur[32];
        int64_t d = e->completion_time >= 0 && e->submission_time >= 0 ? e->completion_time - e->submission_time : -1;
        fmt_ms((double)d, dur);
        sdx_buf_printf(b, "- SQL %lld (%s", (long long)e->execution_id, d >= 0 ? dur : "running");
        if (e->aqe_updates)
            sdx_buf_printf(b, ", %d AQE plan updates", e->aqe_updates);
        sdx_buf_puts(b, "): ");
        put_vis_cut(b, e->description, 80);
        sdx_buf_putc(b, '\n');
        int njoin = 0, nops = 0;
        for (uint32_t k = 0; k < e->graph.nnodes; k++) {
            const sdx_plan_node *pn = e->graph.nodes[k].plan;
            if (!pn || e->graph.nodes[k].is_cluster || !is_join(pn->node_name))
                continue;
            if (!njoin++)
                sdx_buf_puts(b, "  joins:");
            sdx_buf_puts(b, njoin > 1 ? ";" : "");
            sdx_buf_putc(b, ' ');
            put_vis_cut(b, pn->node_name, 40);
            const char *jt = join_type(pn->simple_string);
            if (jt)
                sdx_buf_printf(b, " %s", jt);
            int64_t rows = node_rows(e, pn);
            if (rows >= 0)
                sdx_buf_printf(b, " -> %lld rows", (long long)rows);
            if (njoin >= 12)
                break;
        }
        if (njoin)
            sdx_buf_putc(b, '\n');
        for (uint32_t k = 0; k < e->graph.nnodes && nops < 16; k++) {
            const sdx_plan_node *pn = e->graph.nodes[k].plan;
            if (!pn || e->graph.nodes[k].is_cluster)
                continue;
            int64_t rows = node_rows(e, pn);
            if (rows < 0)
                continue;
            sdx_buf_puts(b, nops++ ? ", " : "  rows out: ");
            put_vis_cut(b, pn->node_name, 40);
            sdx_buf_printf(b, " %lld", (long long)rows);
        }
        if (nops)
            sdx_buf_putc(b, '\n');
        add_item(p, i == 0 ? 2 : i < 3 ? 3 : 4, SEC_PLAN, (int)i, b);
    }
    free(v);
}

/* ---- configuration ---------------------------------------------------- */

/* Spark's defaults for the keys sparkdx's rules and a tuning review look at,
 * from the configuration pages of the Spark versions named (docs/pack.md).
 * `since` / `before`: the versions (major*100+minor) the default holds for;
 * a key whose default changed has one row per era. */
typedef struct conf_default {
    const char *key, *value;
    int since, before;     /* 0 = any */
} conf_default;

static const conf_default defaults[] = {
    {"spark.sql.adaptive.enabled", "false", 0, 302},
    {"spark.sql.adaptive.enabled", "true", 302, 0},
    {"spark.sql.ansi.enabled", "false", 0, 400},
    {"spark.sql.ansi.enabled", "true", 400, 0},
    {"spark.sql.shuffle.partitions", "200", 0, 0},
    {"spark.sql.adaptive.coalescePartitions.enabled", "true", 300, 0},
    {"spark.sql.adaptive.skewJoin.enabled", "true", 300, 0},
    {"spark.sql.adaptive.skewJoin.skewedPartitionFactor", "5", 300, 0},
    {"spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes", "256MB", 300, 0},
    {"spark.sql.adaptive.advisoryPartitionSizeInBytes", "64MB", 300, 0},
    {"spark.sql.adaptive.coalescePartitions.minPartitionSize", "1MB", 302, 0},
    {"spark.sql.adaptive.localShuffleReader.enabled", "true", 300, 0},
    {"spark.sql.autoBroadcastJoinThreshold", "10MB", 0, 0},
    {"spark.sql.broadcastTimeout", "300", 0, 0},
    {"spark.sql.join.preferSortMergeJoin", "true", 0, 0},
    {"spark.sql.files.maxPartitionBytes", "128MB", 0, 0},
    {"spark.sql.files.openCostInBytes", "4MB", 0, 0},
    {"spark.sql.codegen.wholeStage", "true", 0, 0},
    {"spark.default.parallelism", NULL, 0, 0},
    {"spark.executor.memory", "1g", 0, 0},
    {"spark.executor.cores", NULL, 0, 0},
    {"spark.executor.instances", NULL, 0, 0},
    {"spark.executor.memoryOverhead", NULL, 0, 0},
    {"spark.driver.memory", "1g", 0, 0},
    {"spark.driver.cores", "1", 0, 0},
    {"spark.driver.maxResultSize", "1g", 0, 0},
    {"spark.memory.fraction", "0.6", 0, 0},
    {"spark.memory.storageFraction", "0.5", 0, 0},
    {"spark.memory.offHeap.enabled", "false", 0, 0},
    {"spark.task.cpus", "1", 0, 0},
    {"spark.task.maxFailures", "4", 0, 0},
    {"spark.speculation", "false", 0, 0},
    {"spark.dynamicAllocation.enabled", "false", 0, 0},
    {"spark.shuffle.service.enabled", "false", 0, 0},
    {"spark.serializer", "org.apache.spark.serializer.JavaSerializer", 0, 0},
    {"spark.io.compression.codec", "lz4", 0, 0},
    {"spark.network.timeout", "120s", 0, 0},
    {"spark.locality.wait", "3s", 0, 0},
    {"spark.sql.execution.arrow.pyspark.enabled", "false", 300, 0},
};
#define NDEFAULTS (sizeof defaults / sizeof defaults[0])

static const char *prop(const sdx_model *m, const char *key)
{
    for (uint32_t i = 0; i < m->env.nspark_props; i++)
        if (m->env.spark_props[i].key && !strcmp(m->env.spark_props[i].key, key))
            return m->env.spark_props[i].value;
    return NULL;
}

static int spark_ver(const sdx_model *m)
{
    const char *v = m->spark_version ? m->spark_version : m->attempt.app_spark_version;
    int maj = 0, min = 0;
    if (!v || sscanf(v, "%d.%d", &maj, &min) < 1)
        return 0;
    return maj * 100 + min;
}

/* Whether a value equals a default: the same text, the same truth value, or
 * the same size / number. */
static int same_value(const char *a, const char *b)
{
    if (!strcmp(a, b) || !strcasecmp(a, b))
        return 1;
    char *ea, *eb;
    double x = strtod(a, &ea), y = strtod(b, &eb);
    if (ea != a && eb != b && !*ea && !*eb)
        return x == y;
    int64_t sa = sdx_parse_spark_bytes(a, -2), sb = sdx_parse_spark_bytes(b, -3);
    if (isdigit((unsigned char)a[0]) && isdigit((unsigned char)b[0]) && sa == sb)
        return 1;
    /* durations as seconds: "120s" and "120" */
    size_t la = strlen(a), lb = strlen(b);
    if (la && lb && ((a[la - 1] == 's' && la - 1 == lb && !strncmp(a, b, lb)) || (b[lb - 1] == 's' && lb - 1 == la && !strncmp(a, b, la))))
        return 1;
    return 0;
}

/* Keys that say where or who, not how: left out of the config diffs. */
static int noise_key(const char *k)
{
    static const char *const pre[] = {"spark.app.", "spark.driver.host", "spark.driver.port", "spark.driver.appUIAddress",
                                      "spark.executor.id", "spark.eventLog.", "spark.submit.", "spark.repl.",
                                      "spark.ui.", "spark.jars", "spark.files", "spark.sql.warehouse.dir",
                                      "spark.history.", "spark.yarn.app", "spark.org.apache.hadoop.yarn",
                                      "spark.driver.extraJavaOptions", "spark.executor.extraJavaOptions",
                                      "spark.submit.pyFiles", "spark.sql.execution.root.id", NULL};
    for (int i = 0; pre[i]; i++)
        if (!strncmp(k, pre[i], strlen(pre[i])))
            return 1;
    return 0;
}

static void defaults_items(pack *p, const sdx_model *m, sdx_buf *b)
{
    int ver = spark_ver(m);
    int order = 0;
    for (size_t i = 0; i < NDEFAULTS; i++) {
        const conf_default *c = &defaults[i];
        int applies = (!c->since || !ver || ver >= c->since) && (!c->before || (ver && ver < c->before));
        if (!c->before && c->since && !ver)
            applies = 1;   /* unknown version: the current default */
        if (!applies)
            continue;
        const char *v = prop(m, c->key);
        int versioned = 0;
        for (size_t k = 0; k < NDEFAULTS; k++)
            if (k != i && !strcmp(defaults[k].key, c->key))
                versioned = 1;
        if (v && c->value && same_value(v, c->value))
            continue;
        if (!v && !versioned)
            continue;
        sdx_buf_printf(b, "- %s = ", c->key);
        if (v)
            put_vis_cut(b, v, 120);
        else
            sdx_buf_puts(b, "(not set)");
        if (c->value)
            sdx_buf_printf(b, "; Spark's default%s: %s", versioned && ver ? " for this version" : "", c->value);
        else
            sdx_buf_puts(b, "; no fixed default (it depends on the cluster manager)");
        sdx_buf_putc(b, '\n');
        add_item(p, 3, SEC_DEFCONF, order++, b);
    }
    /* the other keys set explicitly (the tuning ones), as set */
    for (uint32_t i = 0; i < m->env.nspark_props; i++) {
        const sdx_kv *kv = &m->env.spark_props[i];
        if (!kv->key || noise_key(kv->key))
            continue;
        int known = 0;
        for (size_t k = 0; k < NDEFAULTS && !known; k++)
            known = !strcmp(defaults[k].key, kv->key);
        if (known || !(strncmp(kv->key, "spark.sql.", 10) == 0 || strncmp(kv->key, "spark.executor.", 15) == 0 ||
                       strncmp(kv->key, "spark.memory.", 13) == 0 || strncmp(kv->key, "spark.shuffle.", 14) == 0 ||
                       strncmp(kv->key, "spark.driver.", 13) == 0 || strncmp(kv->key, "spark.dynamicAllocation.", 24) == 0))
            continue;
        sdx_buf_printf(b, "- %s = ", kv->key);
        put_vis_cut(b, kv->value, 120);
        sdx_buf_puts(b, " (set explicitly)\n");
        add_item(p, 4, SEC_DEFCONF, 1000 + order++, b);
    }
}

static int cmp_kv(const void *x, const void *y)
{
    const sdx_kv *a = x, *b = y;
    return strcmp(a->key ? a->key : "", b->key ? b->key : "");
}

static void baseline_items(pack *p, const sdx_model *m, const sdx_model *base, sdx_buf *b)
{
    uint32_t na = base->env.nspark_props, nb = m->env.nspark_props;
    sdx_kv *a = malloc((na + 1) * sizeof *a), *c = malloc((nb + 1) * sizeof *c);
    if (!a || !c) {
        free(a);
        free(c);
        p->oom = 1;
        return;
    }
    memcpy(a, base->env.spark_props, na * sizeof *a);
    memcpy(c, m->env.spark_props, nb * sizeof *c);
    qsort(a, na, sizeof *a, cmp_kv);
    qsort(c, nb, sizeof *c, cmp_kv);
    uint32_t i = 0, j = 0;
    int order = 0;
    while (i < na || j < nb) {
        int d = i >= na ? 1 : j >= nb ? -1 : strcmp(a[i].key ? a[i].key : "", c[j].key ? c[j].key : "");
        const char *key = d <= 0 ? a[i].key : c[j].key;
        const char *ov = d <= 0 ? a[i].value : NULL, *nv = d >= 0 ? c[j].value : NULL;
        if (d <= 0)
            i++;
        if (d >= 0)
            j++;
        if (!key || noise_key(key) || (ov && nv && !strcmp(ov, nv)))
            continue;
        sdx_buf_printf(b, "- %s: ", key);
        put_vis_cut(b, ov ? ov : "(not set)", 100);
        sdx_buf_puts(b, " -> ");
        put_vis_cut(b, nv ? nv : "(not set)", 100);
        sdx_buf_putc(b, '\n');
        add_item(p, 2, SEC_BASECONF, order++, b);
    }
    if (!order) {
        sdx_buf_puts(b, "- no configuration key changed\n");
        add_item(p, 2, SEC_BASECONF, 0, b);
    }
    free(a);
    free(c);
}

/* ---- selection and output -------------------------------------------- */

static int cmp_priority(const void *x, const void *y)
{
    const item *a = *(const item *const *)x, *b = *(const item *const *)y;
    if (a->tier != b->tier)
        return a->tier < b->tier ? -1 : 1;
    if (a->sec != b->sec)
        return a->sec < b->sec ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}
static int cmp_position(const void *x, const void *y)
{
    const item *a = x, *b = y;
    if (a->sec != b->sec)
        return a->sec < b->sec ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

static void prompt_text(sdx_buf *b, const sdx_model *m)
{
    /* the docs are at /docs/<full version>/ (e.g. 3.5.1), else /docs/latest/ */
    const char *v = m->spark_version ? m->spark_version : m->attempt.app_spark_version;
    char vs[24] = "latest";
    if (v && strlen(v) < sizeof vs && spark_ver(m)) {
        size_t k = 0;
        for (; v[k] && (isdigit((unsigned char)v[k]) || v[k] == '.'); k++)
            vs[k] = v[k];
        vs[k] = 0;
        if (!k)
            snprintf(vs, sizeof vs, "latest");
    }
    sdx_buf_puts(b, "## Request\n"
                    "Above is sparkdx's evidence about one Spark application, measured from its event log "
                    "(aggregates only, no data rows). Rank the most likely causes of its slowness or failure, most likely "
                    "first. For each cause quote the numbers above that support it and any that argue against it, name "
                    "the stage or operator, and give the check that would confirm it. Recommend only configuration keys "
                    "that exist in Apache Spark's documentation for this version (");
    sdx_buf_printf(b, "https://spark.apache.org/docs/%s/configuration.html and sql-performance-tuning.html", vs);
    sdx_buf_puts(b, "), each with a value and the reason; when no key fits, say so instead of inventing one. Do not "
                    "cite metrics that are not in this pack.\n");
}

sdx_ops_code sdx_ops_pack(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "md", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text, md or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    size_t max = q->pack_max_bytes ? q->pack_max_bytes : PACK_DEFAULT_BYTES;
    if (max < PACK_MIN_BYTES) {
        op_msg(res, SDX_OPS_ERROR, "--max-bytes %zu is too small: a pack needs at least %d bytes (its header and prompt)",
               max, PACK_MIN_BYTES);
        return op_fail(res, SDX_OPS_USAGE);
    }
    op_loaded L, B;
    memset(&B, 0, sizeof B);
    sdx_report *r = NULL;
    pack p;
    memset(&p, 0, sizeof p);
    p.redact = q->pack_redact;
    sdx_buf b, o;
    sdx_buf_init(&b);
    sdx_buf_init(&o);
    if (op_load_app(q, q->input, out, 0, res, &L) != SDX_OPS_OK)
        goto done;
    if (q->baseline) {
        sdx_ops_request bq = *q;
        bq.app = NULL;
        if (op_load_app(&bq, q->baseline, out, 0, res, &B) != SDX_OPS_OK)
            goto done;
    }
    sdx_error err;
    char ebuf[2400];
    if (sdx_report_build(L.m, q->report_opts, &r, &err) < 0) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        op_fail(res, SDX_OPS_INPUT);
        goto done;
    }
    op_damage_check(&L, res, "the pack");
    if (B.m)
        op_damage_check(&B, res, "the pack");
    if (p.redact) {
        const sdx_model *ms[2] = {L.m, B.m};
        for (int k = 0; k < 2; k++) {
            const sdx_model *m = ms[k];
            if (!m)
                continue;
            add_known(&p, m->app_id, K_ID);
            add_known(&p, m->attempt.attempt_id && strlen(m->attempt.attempt_id) > 3 ? m->attempt.attempt_id : NULL, K_ID);
            add_known(&p, m->attempt.spark_user, K_USER);
            add_known(&p, prop(m, "spark.driver.host"), K_HOST);
            for (uint32_t i = 0; i < m->env.nsystem_props; i++)
                if (m->env.system_props[i].key && !strcmp(m->env.system_props[i].key, "user.name"))
                    add_known(&p, m->env.system_props[i].value, K_USER);
            for (uint32_t i = 0; i < m->nexecutors; i++)
                add_known(&p, m->executors[i]->host, K_HOST);
        }
    }
    header_item(&p, L.m, r, B.m, &b);
    failures_items(&p, L.m, &b);
    findings_items(&p, r, &b);
    stages_items(&p, r, &b);
    plan_items(&p, L.m, &b);
    if (B.m)
        baseline_items(&p, L.m, B.m, &b);
    defaults_items(&p, L.m, &b);
    if (p.oom || sdx_buf_failed(&b)) {
        op_msg(res, SDX_OPS_ERROR, "out of memory while building the pack");
        op_fail(res, SDX_OPS_INPUT);
        goto done;
    }
    /* selection: the header and the prompt always; then by priority while it fits */
    sdx_buf pr;
    sdx_buf_init(&pr);
    prompt_text(&pr, L.m);
    size_t reserve = pr.len + 160;   /* the prompt, the omitted line */
    size_t used = 0;
    item **byp = malloc((p.n ? p.n : 1) * sizeof *byp);
    if (!byp || sdx_buf_failed(&pr)) {
        free(byp);
        sdx_buf_free(&pr);
        op_msg(res, SDX_OPS_ERROR, "out of memory while building the pack");
        op_fail(res, SDX_OPS_INPUT);
        goto done;
    }
    for (size_t i = 0; i < p.n; i++)
        byp[i] = &p.items[i];
    qsort(byp, p.n, sizeof *byp, cmp_priority);
    int sec_used[SEC_COUNT] = {0};
    size_t kept = 0;
    for (size_t i = 0; i < p.n; i++) {
        item *it = byp[i];
        size_t cost = it->len + (sec_used[it->sec] || !sec_title[it->sec] ? 0 : strlen(sec_title[it->sec]) + 1);
        if (it->sec != SEC_APP && used + cost + reserve > max)
            break;
        it->keep = 1;
        sec_used[it->sec] = 1;
        used += cost;
        kept++;
    }
    free(byp);
    qsort(p.items, p.n, sizeof *p.items, cmp_position);
    int cur = -1;
    for (size_t i = 0; i < p.n; i++) {
        const item *it = &p.items[i];
        if (!it->keep)
            continue;
        if (it->sec != cur) {
            cur = it->sec;
            if (sec_title[cur]) {
                sdx_buf_putc(&o, '\n');
                sdx_buf_puts(&o, sec_title[cur]);
            }
        }
        sdx_buf_put(&o, it->text, it->len);
    }
    sdx_buf_putc(&o, '\n');
    if (kept < p.n)
        sdx_buf_printf(&o, "(%zu of %zu items left out for the byte budget of %zu bytes: the lowest in priority, docs/pack.md)\n\n",
                       p.n - kept, p.n, max);
    sdx_buf_put(&o, pr.data, pr.len);
    sdx_buf_free(&pr);
    if (sdx_buf_failed(&o)) {
        op_msg(res, SDX_OPS_ERROR, "out of memory while building the pack");
        op_fail(res, SDX_OPS_INPUT);
        goto done;
    }
    if (!strcmp(format, "json")) {
        sdx_buf j;
        sdx_buf_init(&j);
        sdx_jw w;
        sdx_jw_init(&w, &j, 1);
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "schema");
        sdx_jw_str(&w, PACK_SCHEMA);
        sdx_jw_key(&w, "app_id");
        sdx_jw_str(&w, p.redact ? NULL : L.m->app_id);
        sdx_jw_key(&w, "bytes");
        sdx_jw_int(&w, (int64_t)o.len);
        sdx_jw_key(&w, "max_bytes");
        sdx_jw_int(&w, (int64_t)max);
        sdx_jw_key(&w, "items");
        sdx_jw_int(&w, (int64_t)p.n);
        sdx_jw_key(&w, "omitted");
        sdx_jw_int(&w, (int64_t)(p.n - kept));
        sdx_jw_key(&w, "redacted");
        sdx_jw_bool(&w, p.redact);
        sdx_jw_key(&w, "text");
        sdx_jw_strn(&w, o.data ? o.data : "", o.len);
        sdx_jw_obj_end(&w);
        sdx_buf_putc(&j, '\n');
        sdx_buf_free(&o);
        o = j;
    }
    res->code = res->damaged ? SDX_OPS_INPUT : SDX_OPS_OK;
    op_emit(out, &o, res);
done:
    sdx_buf_free(&b);
    sdx_buf_free(&o);
    for (size_t i = 0; i < p.n; i++)
        free(p.items[i].text);
    free(p.items);
    for (size_t i = 0; i < p.nmap; i++) {
        free(p.map[i].value);
        free(p.map[i].ph);
    }
    free(p.map);
    free(p.known);
    sdx_report_free(r);
    op_loaded_free(&L);
    op_loaded_free(&B);
    return res->code;
}
