/*
 * walk.c: the one walker over a report's sections (render.h), and the
 * small formatting helpers the text and Markdown backends share.
 */
#include <stdio.h>
#include <string.h>

#include "render/render.h"
#include "sparkdx/sqlview.h"

static const sdx_report_section default_sections[] = {
    {SDX_SECTION_HEADER, NULL},   {SDX_SECTION_TIME, NULL},      {SDX_SECTION_QUERIES, NULL},
    {SDX_SECTION_JOBS, NULL},     {SDX_SECTION_STAGES, NULL},    {SDX_SECTION_COUNTS, NULL},
    {SDX_SECTION_FINDINGS, NULL}, {SDX_SECTION_AQE, NULL},       {SDX_SECTION_RULED_OUT, NULL},
    {SDX_SECTION_PREVENT, NULL},  {SDX_SECTION_NOTES, NULL},
};

const sdx_report_section *rd_default_sections(uint32_t *n)
{
    *n = sizeof default_sections / sizeof default_sections[0];
    return default_sections;
}

void rd_walk(const rd_backend *b, void *st, const sdx_report *r)
{
    uint32_t n = r->nsections;
    const sdx_report_section *s = r->sections;
    if (!s || !n)
        s = rd_default_sections(&n);
    if (b->begin)
        b->begin(st, r);
    for (uint32_t i = 0; i < n; i++)
        if ((unsigned)s[i].kind < SDX_SECTION_KINDS && b->section[s[i].kind])
            b->section[s[i].kind](st, r, &s[i]);
    if (b->end)
        b->end(st, r);
}

void rd_dur(int64_t ms, char out[32])
{
    if (ms < 0) {
        snprintf(out, 32, "-");
        return;
    }
    if (ms < 1000)
        snprintf(out, 32, "%lld ms", (long long)ms);
    else if (ms < 60000)
        snprintf(out, 32, "%.1f s", (double)ms / 1000);
    else if (ms < 3600000)
        snprintf(out, 32, "%.1f min", (double)ms / 60000);
    else
        snprintf(out, 32, "%.1f h", (double)ms / 3600000);
}

void rd_where(const sdx_finding *f, char *out, size_t cap)
{
    out[0] = 0;
    char tmp[128];
#define ADD(...)                                                                                                       \
    do {                                                                                                               \
        snprintf(tmp, sizeof tmp, __VA_ARGS__);                                                                        \
        if (out[0])                                                                                                    \
            strncat(out, ", ", cap - strlen(out) - 1);                                                                 \
        strncat(out, tmp, cap - strlen(out) - 1);                                                                      \
    } while (0)
    if (f->where.stage >= 0)
        ADD(f->where.attempt > 0 ? "stage %d.%d" : "stage %d", f->where.stage, f->where.attempt);
    if (f->where.job >= 0)
        ADD("job %d", f->where.job);
    if (f->where.sql >= 0)
        ADD("sql %lld", (long long)f->where.sql);
    if (f->where.partition >= 0)
        ADD("partition %d", f->where.partition);
    if (f->where.node && f->where.node_id >= 0)
        ADD("%s node %lld", f->where.node, (long long)f->where.node_id);
    else if (f->where.node)
        ADD("%s", f->where.node);
    if (f->where.executor)
        ADD("executor %s", f->where.executor);
#undef ADD
}

static void ids_text(const int32_t *ids, uint32_t n, char *out, size_t cap)
{
    sdx_sqlview_ids_text(ids, n, out, cap);
}

void rd_query_head(const sdx_report_query *q, char *out, size_t cap)
{
    char d[32], desc[100] = "";
    rd_dur(q->duration_ms, d);
    if (q->description) {
        const char *s = q->description;
        while (*s == ' ' || *s == '\n' || *s == '\r' || *s == '\t')
            s++;
        size_t n = strlen(s);
        if (n > 80) {   /* cut at a character boundary */
            n = 77;
            while (n && ((unsigned char)s[n] & 0xC0) == 0x80)
                n--;
            snprintf(desc, sizeof desc, ": %.*s...", (int)n, s);
        } else if (n)
            snprintf(desc, sizeof desc, ": %s", s);
    }
    char shares[160] = "";
    size_t k = 0;
    if (q->wall_share >= 0)
        k += (size_t)snprintf(shares + k, sizeof shares - k, "%.0f%% of the wall clock", 100 * q->wall_share);
    if (q->task_share >= 0 && k < sizeof shares)
        k += (size_t)snprintf(shares + k, sizeof shares - k, "%s%.0f%% of task time", k ? "; " : "",
                              100 * q->task_share);
    if (q->cpu_share >= 0 && k < sizeof shares)
        snprintf(shares + k, sizeof shares - k, "%s%.0f%% of executor CPU", k ? ", " : "", 100 * q->cpu_share);
    snprintf(out, cap, "sql %lld%s%s %s%s%s%s%s", (long long)q->sql_id, strcmp(q->status, "COMPLETED") ? " " : "",
             strcmp(q->status, "COMPLETED") ? q->status : "", d, shares[0] ? " (" : "", shares, shares[0] ? ")" : "",
             desc);
}

void rd_query_scope(const sdx_report_query *q, char *out, size_t cap)
{
    char jobs[96], stages[96], heavy[160] = "";
    ids_text(q->job_ids, q->njob_ids, jobs, sizeof jobs);
    ids_text(q->stage_ids, q->nstage_ids, stages, sizeof stages);
    size_t k = 0;
    for (uint32_t i = 0; i < q->nheavy_stages && k + 16 < sizeof heavy; i++)
        k += (size_t)snprintf(heavy + k, sizeof heavy - k, "%s%d", i ? ", " : "", q->heavy_stages[i]);
    snprintf(out, cap, "%u job%s (%s), %u stage%s (%s)%s%s", q->njob_ids, q->njob_ids == 1 ? "" : "s", jobs,
             q->nstage_ids, q->nstage_ids == 1 ? "" : "s", stages,
             q->nheavy_stages ? (q->nheavy_stages == 1 ? "; heavy stage: " : "; heavy stages: ") : "", heavy);
}

void rd_query_op(const sdx_report_query_op *o, char *out, size_t cap)
{
    char st[64];
    ids_text(o->stage_ids, o->nstage_ids, st, sizeof st);
    snprintf(out, cap, "node %lld %s: %s%s%s", (long long)o->node_id, o->name ? o->name : "?", o->why ? o->why : "",
             o->nstage_ids ? (o->nstage_ids == 1 ? "; stage " : "; stages ") : "", o->nstage_ids ? st : "");
}

void rd_query_io(const char *label, const char *const *v, uint32_t n, uint32_t more, char *out, size_t cap)
{
    size_t k = (size_t)snprintf(out, cap, "%s: ", label);
    for (uint32_t i = 0; i < n && k < cap; i++)
        k += (size_t)snprintf(out + k, cap - k, "%s%s", i ? "; " : "", v[i]);
    if (more && k < cap)
        snprintf(out + k, cap - k, " (and %u more)", more);
}

void rd_query_findings(const sdx_report *r, const sdx_report_query *q, char *out, size_t cap)
{
    size_t k = 0;
    uint32_t shown = 0, more = 0;
    out[0] = 0;
    for (uint32_t i = 0; i < r->nfindings; i++) {
        if (r->findings[i].where.sql != q->sql_id)
            continue;
        if (shown == 5 || k + 64 > cap) {
            more++;
            continue;
        }
        k += (size_t)snprintf(out + k, cap - k, "%s%u %s", shown ? ", " : "findings: ", i + 1, r->findings[i].id);
        shown++;
    }
    if (more && k < cap)
        snprintf(out + k, cap - k, " (and %u more)", more);
}

void rd_header_lines(const sdx_report *r, char *l1, size_t c1, char *l2, size_t c2)
{
    char wall[32], drv[32], job[32];
    rd_dur(r->wall_ms, wall);
    rd_dur(r->driver_ms, drv);
    rd_dur(r->job_ms, job);
    snprintf(l1, c1, "%s (%s) · Spark %s · %s · %s", r->app_name ? r->app_name : "?", r->app_id ? r->app_id : "?",
             r->spark_version ? r->spark_version : "?", r->master ? r->master : "master ?", r->status);
    double w = r->wall_ms > 0 ? (double)r->wall_ms : 1;
    char slots[64];
    if (r->slots > 0)
        snprintf(slots, sizeof slots, "%d slot%s", r->slots, r->slots == 1 ? "" : "s");
    else
        snprintf(slots, sizeof slots, "slots unknown");
    char busy[48] = "";
    if (r->slots > 0 && r->utilization < 0)
        snprintf(busy, sizeof busy, "; cores busy unknown (inconsistent task times)");
    else if (r->slots > 0)
        snprintf(busy, sizeof busy, "; cores busy %.0f%%", 100.0 * r->utilization);
    snprintf(l2, c2, "wall clock %s = driver-only %s (%.0f%%) + jobs %s (%.0f%%); %s, %d executor%s%s", wall, drv,
             100.0 * (double)r->driver_ms / w, job, 100.0 * (double)r->job_ms / w, slots, r->executors,
             r->executors == 1 ? "" : "s", busy);
}

const char *rd_since(const sdx_report *r, uint32_t i)
{
    if (!r->baseline || !r->baseline->since)
        return "";
    return r->baseline->since[i] == 2 ? "same" : "new";
}

/* "sql 3 (4.2 s): coalesced 2 shuffle reads 400 -> 15 (200 -> 12, 200 -> 3);
 * split 2 skewed partitions into 8 pieces; 1 sort-merge join now a
 * BroadcastHashJoin; 1 local shuffle read" */
void rd_aqe_exec_line(const sdx_report_aqe_exec *x, char *out, size_t cap)
{
    char dur[32], tmp[320];
    rd_dur(x->duration_ms, dur);
    snprintf(out, cap, "sql %lld (%s):", (long long)x->execution_id, dur);
    const char *sep = " ";
#define ADD(...)                                                                                                       \
    do {                                                                                                               \
        snprintf(tmp, sizeof tmp, __VA_ARGS__);                                                                        \
        strncat(out, sep, cap - strlen(out) - 1);                                                                      \
        strncat(out, tmp, cap - strlen(out) - 1);                                                                      \
        sep = "; ";                                                                                                    \
    } while (0)
    if (x->coalesced_reads)
        ADD("coalesced %u shuffle read%s from %lld to %lld partitions (%s)", x->coalesced_reads,
            x->coalesced_reads == 1 ? "" : "s", (long long)x->partitions_before, (long long)x->partitions_after,
            x->coalesced_text ? x->coalesced_text : "");
    if (x->skewed_partitions)
        ADD("split %lld skewed partition%s into %lld pieces", (long long)x->skewed_partitions,
            x->skewed_partitions == 1 ? "" : "s", (long long)x->skew_splits);
    if (x->joins_switched)
        ADD("%u sort-merge join%s of the initial plan now %s%s", x->joins_switched,
            x->joins_switched == 1 ? "" : "s", x->joins_switched == 1 ? "a " : "", x->switched_to);
    if (x->local_reads)
        ADD("%u local shuffle read%s", x->local_reads, x->local_reads == 1 ? "" : "s");
#undef ADD
}

void rd_aqe_unhandled_line(const sdx_report_aqe_unhandled *u, char *out, size_t cap)
{
    snprintf(out, cap, "stage %d%s%s%s: %s", u->stage_id, u->finding_id ? " (" : "",
             u->finding_id ? u->finding_id : "", u->finding_id ? ")" : "", u->why);
}
