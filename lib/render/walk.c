/*
 * walk.c: the one walker over a report's sections (render.h), and the
 * small formatting helpers the text and Markdown backends share.
 */
#include <stdio.h>
#include <string.h>

#include "render/render.h"

static const sdx_report_section default_sections[] = {
    {SDX_SECTION_HEADER, NULL},   {SDX_SECTION_TIME, NULL},      {SDX_SECTION_JOBS, NULL},
    {SDX_SECTION_STAGES, NULL},   {SDX_SECTION_COUNTS, NULL},    {SDX_SECTION_FINDINGS, NULL},
    {SDX_SECTION_AQE, NULL},      {SDX_SECTION_RULED_OUT, NULL}, {SDX_SECTION_PREVENT, NULL},
    {SDX_SECTION_NOTES, NULL},
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
    if (f->where.node)
        ADD("%s", f->where.node);
    if (f->where.executor)
        ADD("executor %s", f->where.executor);
#undef ADD
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
