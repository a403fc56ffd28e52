/*
 * html_charts.c: the HTML report's SVG charts (html.h). Each reads what the
 * analysis and the model hold and draws a bounded number of elements (the
 * caps of html.h and SDX_HTML_CHART_TASKS), whatever the log's size:
 *  - the application timeline: job and stage bars on packed rows over the
 *    wall clock, the critical path's stages in red, driver-only gaps shaded,
 *    the executors' lives with their add / remove marks (and the removal
 *    reason) and the task slots over time;
 *  - per heavy stage: the task timeline of the UI (one row per slot,
 *    segments scheduler delay, deserialization, shuffle read, compute,
 *    shuffle write, serialization, getting result; GC as a dark band in the
 *    compute), the straggler outlined and labelled; the distributions of
 *    task duration and shuffle read over every task (the summary's
 *    histograms) with the median and max marked; spill per task;
 *  - the plan tree of a SQL execution with rows / size / time per operator.
 * Every element with hover details carries data-tip and an SVG <title>.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/html.h"
#include "sparkdx/format.h"
#include "util/util.h"

#define W 1000.0   /* chart width in SVG units */
#define L 90.0     /* left margin (row labels) */

typedef struct axis {
    int64_t t0, t1;
    double x0, x1;
} axis;

static double ax_x(const axis *a, int64_t t)
{
    if (a->t1 <= a->t0)
        return a->x0;
    double f = (double)(t - a->t0) / (double)(a->t1 - a->t0);
    f = f < 0 ? 0 : f > 1 ? 1 : f;
    return a->x0 + f * (a->x1 - a->x0);
}

/* Tick marks at round durations from t0, labelled relative ("0 s", "5 s"). */
static void ax_ticks(sdx_buf *b, const axis *a, double y, double h)
{
    int64_t span = a->t1 - a->t0;
    if (span <= 0)
        return;
    static const int64_t steps[] = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 15000, 30000,
                                    60000, 120000, 300000, 600000, 900000, 1800000, 3600000, 7200000, 14400000,
                                    28800000, 86400000};
    int64_t step = steps[sizeof steps / sizeof steps[0] - 1];
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
        if (span / steps[i] <= 8) {
            step = steps[i];
            break;
        }
    sdx_buf_printf(b, "<line class=\"ax\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>", a->x0, y, a->x1, y);
    for (int64_t t = 0; t <= span; t += step) {
        double x = ax_x(a, a->t0 + t);
        char d[32];
        rd_dur(t, d);
        sdx_buf_printf(b, "<line class=\"ax\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/><text class=\"tk\" "
                          "x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>",
                       x, y, x, y + 4, x, y + 15, d);
    }
    (void)h;
}

/* ---- packing bars into rows ---- */

typedef struct item {
    int64_t start, end;
    uint32_t ref;     /* index into the caller's list */
    int row;
} item;

static int cmp_item_start(const void *x, const void *y)
{
    const item *a = x, *b = y;
    if (a->start != b->start)
        return a->start < b->start ? -1 : 1;
    return a->ref < b->ref ? -1 : a->ref > b->ref;
}

/* Rows for items sorted by start: the first row free at its start, else
 * the one freed first (overlap). Returns the rows used. */
static int pack(item *it, uint32_t n, int maxrows)
{
    int64_t ends[RD_HTML_SLOT_LANES];
    int rows = 0;
    if (maxrows > RD_HTML_SLOT_LANES)
        maxrows = RD_HTML_SLOT_LANES;
    for (uint32_t i = 0; i < n; i++) {
        int r = -1;
        for (int k = 0; k < rows; k++)
            if (ends[k] <= it[i].start) {
                r = k;
                break;
            }
        if (r < 0 && rows < maxrows)
            r = rows++;
        if (r < 0) {
            r = 0;
            for (int k = 1; k < rows; k++)
                if (ends[k] < ends[r])
                    r = k;
        }
        it[i].row = r;
        ends[r] = it[i].end > it[i].start ? it[i].end : it[i].start + 1;
    }
    return rows;
}

/* ---- the application timeline ---- */

typedef struct pick {
    int64_t key;
    uint32_t i;
} pick;

static int cmp_pick_desc(const void *x, const void *y)
{
    const pick *a = x, *b = y;
    if (a->key != b->key)
        return a->key > b->key ? -1 : 1;
    return a->i < b->i ? -1 : a->i > b->i;
}

static int in_critical(const sdx_report *r, int32_t stage_id)
{
    for (uint32_t i = 0; i < r->njobs; i++)
        for (uint32_t k = 0; k < r->jobs[i].ncritical; k++)
            if (r->jobs[i].critical_stages[k] == stage_id)
                return 1;
    return 0;
}

static int is_heavy(const sdx_report *r, const sdx_stage *s)
{
    for (uint32_t i = 0; i < r->nstages; i++)
        if (r->stages[i].stage_id == s->stage_id && r->stages[i].attempt_id == s->attempt_id)
            return 1;
    return 0;
}

void rd_html_app_timeline(sdx_buf *b, const sdx_report *r, const sdx_analysis *a)
{
    const sdx_model *m = a->m;
    axis ax = {a->app_start, a->app_end, L, W - 10};
    /* without the application's times: from the first job to the last */
    for (uint32_t i = 0; i < a->njobs; i++) {
        const sdx_job *j = a->jobs[i].job;
        if (j->submission_time >= 0 && (ax.t0 < 0 || j->submission_time < ax.t0))
            ax.t0 = j->submission_time;
        if (j->completion_time > ax.t1)
            ax.t1 = j->completion_time;
    }
    if (ax.t0 < 0 || ax.t1 <= ax.t0) {
        sdx_buf_puts(b, "<p class=\"note\">No times recorded: no timeline.</p>\n");
        return;
    }
    /* jobs: the longest, at most RD_HTML_TIMELINE_JOBS */
    uint32_t nj = a->njobs, ns = a->nstages;
    pick *pj = sdx_xmalloc(sizeof *pj * (nj ? nj : 1));
    pick *ps = sdx_xmalloc(sizeof *ps * (ns ? ns : 1));
    item *it = sdx_xmalloc(sizeof *it * ((nj > ns ? nj : ns) + 1));
    if (!pj || !ps || !it) {
        free(pj);
        free(ps);
        free(it);
        sdx_buf_fail(b);
        return;
    }
    uint32_t npj = 0, nps = 0;
    for (uint32_t i = 0; i < nj; i++)
        if (a->jobs[i].duration_ms >= 0 && a->jobs[i].job->submission_time >= 0)
            pj[npj++] = (pick){a->jobs[i].duration_ms, i};
    qsort(pj, npj, sizeof *pj, cmp_pick_desc);
    uint32_t shown_jobs = npj < RD_HTML_TIMELINE_JOBS ? npj : RD_HTML_TIMELINE_JOBS;
    for (uint32_t i = 0; i < ns; i++) {
        const sdx_stage_facts *f = &a->stages[i];
        if (!f->ran || f->dur < 0 || !f->s->has_submission_time)
            continue;
        /* the critical and heavy stages first, then the longest */
        int64_t key = f->dur + ((in_critical(r, f->s->stage_id) || is_heavy(r, f->s)) ? (INT64_MAX / 2) : 0);
        ps[nps++] = (pick){key, i};
    }
    qsort(ps, nps, sizeof *ps, cmp_pick_desc);
    uint32_t shown_stages = nps < RD_HTML_TIMELINE_STAGES ? nps : RD_HTML_TIMELINE_STAGES;

    /* rows */
    for (uint32_t i = 0; i < shown_jobs; i++) {
        const sdx_job_facts *jf = &a->jobs[pj[i].i];
        it[i] = (item){jf->job->submission_time, jf->job->submission_time + jf->duration_ms, pj[i].i, 0};
    }
    qsort(it, shown_jobs, sizeof *it, cmp_item_start);
    int jrows = pack(it, shown_jobs, 6);
    item *jit = it;
    item *sit = sdx_xmalloc(sizeof *sit * (shown_stages + 1));
    if (!sit) {
        free(pj);
        free(ps);
        free(it);
        sdx_buf_fail(b);
        return;
    }
    for (uint32_t i = 0; i < shown_stages; i++) {
        const sdx_stage_facts *f = &a->stages[ps[i].i];
        sit[i] = (item){f->s->submission_time, f->s->submission_time + f->dur, ps[i].i, 0};
    }
    qsort(sit, shown_stages, sizeof *sit, cmp_item_start);
    int srows = pack(sit, shown_stages, 10);
    uint32_t nexec = 0;
    for (uint32_t i = 0; i < m->nexecutors; i++)
        if (strcmp(m->executors[i]->id, "driver") || m->nexecutors == 1)
            nexec++;
    int erows = nexec < 12 ? (int)nexec : 12;
    if (erows < 1)
        erows = 1;
    const double jh = 14, sh = 12, eh = 10;
    double yj = 22, ys = yj + jrows * (jh + 3) + 22, ye = ys + srows * (sh + 3) + 22;
    double yslots = ye + erows * (eh + 3) + 8, slots_h = 40;
    double height = yslots + slots_h + 30;
    sdx_buf_printf(b, "<svg class=\"timeline\" id=\"app-timeline-svg\" viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" "
                      "height=\"%.0f\" role=\"img\" aria-label=\"application timeline\">\n",
                   W, height, W, height);
    /* driver-only gaps, shaded over the whole height */
    uint32_t ng = a->ngaps;
    pick *pg = sdx_xmalloc(sizeof *pg * (ng ? ng : 1));
    if (pg) {
        for (uint32_t i = 0; i < ng; i++)
            pg[i] = (pick){a->gaps[i].end - a->gaps[i].start, i};
        qsort(pg, ng, sizeof *pg, cmp_pick_desc);
        for (uint32_t k = 0; k < ng && k < RD_HTML_TIMELINE_GAPS; k++) {
            const sdx_gap *g = &a->gaps[pg[k].i];
            double x0 = ax_x(&ax, g->start), x1 = ax_x(&ax, g->end);
            char d[32];
            rd_dur(g->end - g->start, d);
            sdx_buf_printf(b, "<g class=\"gapg\" data-tip=\"1\"><title>driver-only gap %s: no job running (at +%.1f s)"
                              "</title><rect class=\"gap\" x=\"%.1f\" y=\"10\" width=\"%.2f\" height=\"%.0f\"/></g>\n",
                           d, (double)(g->start - ax.t0) / 1000.0, x0, x1 - x0 > 0.5 ? x1 - x0 : 0.5, yslots - 10);
        }
        free(pg);
    }
    sdx_buf_printf(b, "<text x=\"0\" y=\"%.0f\">jobs</text><text x=\"0\" y=\"%.0f\">stages</text>"
                      "<text x=\"0\" y=\"%.0f\">executors</text><text x=\"0\" y=\"%.0f\">slots</text>\n",
                   yj + 11, ys + 10, ye + 9, yslots + 20);
    for (uint32_t i = 0; i < shown_jobs; i++) {
        const sdx_job_facts *jf = &a->jobs[jit[i].ref];
        const sdx_job *j = jf->job;
        double x0 = ax_x(&ax, jit[i].start), x1 = ax_x(&ax, jit[i].end);
        char d[32];
        rd_dur(jf->duration_ms, d);
        sdx_buf_printf(b, "<g class=\"jobg\" data-tip=\"1\" data-job=\"%d\"><title>job %d (%s, %s): ", j->job_id,
                       j->job_id, sdx_job_status_names[j->status], d);
        rd_html_text_cut(b, j->description ? j->description : j->name, 300);
        sdx_buf_printf(b, "</title><rect class=\"job%s\" x=\"%.1f\" y=\"%.1f\" width=\"%.2f\" height=\"%.0f\" rx=\"2\"/>"
                          "</g>\n",
                       j->status == SDX_JOB_FAILED ? " failed" : "", x0, yj + jit[i].row * (jh + 3),
                       x1 - x0 > 1 ? x1 - x0 : 1, jh);
    }
    for (uint32_t i = 0; i < shown_stages; i++) {
        const sdx_stage_facts *f = &a->stages[sit[i].ref];
        const sdx_stage *s = f->s;
        double x0 = ax_x(&ax, sit[i].start), x1 = ax_x(&ax, sit[i].end);
        int crit = in_critical(r, s->stage_id), heavy = is_heavy(r, s);
        char d[32];
        rd_dur(f->dur, d);
        sdx_buf_printf(b, "<g class=\"stageg\" data-tip=\"1\" data-stage=\"%d.%d\"%s><title>stage %d.%d (%s, %d tasks, "
                          "%s-bound%s): ",
                       s->stage_id, s->attempt_id, crit ? " data-critical=\"1\"" : "", s->stage_id, s->attempt_id, d,
                       s->num_tasks, f->bound, crit ? ", on the critical path" : "");
        rd_html_text_cut(b, s->name, 200);
        sdx_buf_printf(b, "</title><rect class=\"stage%s%s\" x=\"%.1f\" y=\"%.1f\" width=\"%.2f\" height=\"%.0f\" "
                          "rx=\"2\"/>",
                       heavy ? " heavy" : "", crit ? " crit" : "", x0, ys + sit[i].row * (sh + 3),
                       x1 - x0 > 1 ? x1 - x0 : 1, sh);
        if (heavy && x1 - x0 > 30)
            sdx_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" style=\"fill:#fff\">%d</text>", x0 + 3,
                           ys + sit[i].row * (sh + 3) + 10, s->stage_id);
        sdx_buf_puts(b, "</g>\n");
    }
    /* executors: their lives, added (green) and removed (red, with why) */
    uint32_t drawn = 0;
    for (uint32_t i = 0; i < m->nexecutors && drawn < RD_HTML_TIMELINE_EXECS; i++) {
        const sdx_executor *e = m->executors[i];
        if (!strcmp(e->id, "driver") && m->nexecutors > 1)
            continue;
        int row = (int)(drawn % (uint32_t)erows);
        drawn++;
        double y = ye + row * (eh + 3) + eh / 2;
        int64_t t0 = e->add_time >= 0 ? e->add_time : ax.t0, t1 = e->remove_time >= 0 ? e->remove_time : ax.t1;
        double x0 = ax_x(&ax, t0), x1 = ax_x(&ax, t1);
        sdx_buf_puts(b, "<g class=\"exeg\" data-tip=\"1\"><title>executor ");
        rd_html_text_cut(b, e->id, 60);
        sdx_buf_puts(b, " on ");
        rd_html_text_cut(b, e->host ? e->host : "?", 60);
        sdx_buf_printf(b, ", %d cores", e->total_cores);
        if (e->add_time >= 0)
            sdx_buf_printf(b, ", added at +%.1f s", (double)(e->add_time - ax.t0) / 1000.0);
        if (e->remove_time >= 0) {
            sdx_buf_printf(b, ", removed at +%.1f s: ", (double)(e->remove_time - ax.t0) / 1000.0);
            rd_html_text_cut(b, e->remove_reason ? e->remove_reason : "no reason given", 300);
        }
        sdx_buf_printf(b, "</title><line class=\"exe\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>", x0, y, x1, y);
        if (e->add_time >= 0)
            sdx_buf_printf(b, "<circle class=\"exe-add\" cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\"/>", x0, y);
        if (e->remove_time >= 0)
            sdx_buf_printf(b, "<rect class=\"exe-rm\" x=\"%.1f\" y=\"%.1f\" width=\"6\" height=\"6\"/>", x1 - 3, y - 3);
        sdx_buf_puts(b, "</g>\n");
    }
    /* task slots over time: a step line */
    if (a->nslot_steps && a->slots > 0) {
        uint32_t n = a->nslot_steps, stride = n > 2000 ? n / 2000 + 1 : 1;
        sdx_buf_printf(b, "<g data-tip=\"1\"><title>task slots over time (peak %d)</title><polyline class=\"slots\" "
                          "points=\"",
                       a->slots);
        double ybase = yslots + slots_h, prev = ybase;
        for (uint32_t i = 0; i < n; i += stride) {
            double x = ax_x(&ax, a->slot_steps[i].time);
            double y = ybase - slots_h * (double)a->slot_steps[i].slots / (double)a->slots;
            sdx_buf_printf(b, "%.1f,%.1f %.1f,%.1f ", x, prev, x, y);
            prev = y;
        }
        sdx_buf_printf(b, "%.1f,%.1f\"/></g>\n", ax.x1, prev);
    }
    ax_ticks(b, &ax, height - 22, height);
    sdx_buf_puts(b, "</svg>\n<div class=\"legend\"><span><i style=\"background:#7ea6e0\"></i>job</span><span><i "
                    "style=\"background:#a9b7c6\"></i>stage</span><span><i style=\"background:#5c7fa8\"></i>heavy stage"
                    "</span><span><i style=\"background:#d3361e\"></i>critical path</span><span><i style=\"background:"
                    "#e9e3f5\"></i>driver-only gap</span><span><i style=\"background:#2e7d32\"></i>executor added / "
                    "slots</span><span><i style=\"background:#d3361e\"></i>executor removed</span></div>\n");
    if (npj > shown_jobs || nps > shown_stages || ng > RD_HTML_TIMELINE_GAPS || nexec > drawn)
        sdx_buf_printf(b, "<p class=\"note\">Drawn: %u of %u jobs, %u of %u stages, %u of %u driver-only gaps, %u of "
                          "%u executors (the longest; the critical path and heavy stages always).</p>\n",
                       shown_jobs, npj, shown_stages, nps, ng < RD_HTML_TIMELINE_GAPS ? ng : RD_HTML_TIMELINE_GAPS, ng,
                       drawn, nexec);
    free(pj);
    free(ps);
    free(it);
    free(sit);
}

/* ---- a heavy stage ---- */

static const struct seg {
    const char *cls, *name;
} segs[] = {{"s-sd", "scheduler delay"},  {"s-de", "task deserialization"}, {"s-sr", "shuffle read"},
            {"s-co", "executor computing"}, {"s-sw", "shuffle write"},     {"s-se", "result serialization"},
            {"s-gr", "getting result"}};

static int cmp_str_ptr(const void *x, const void *y)
{
    const char *a = *(const char *const *)x, *b = *(const char *const *)y;
    return strcmp(a ? a : "", b ? b : "");
}

static void task_title(sdx_buf *b, const sdx_task_row *t)
{
    char d[32], v[32];
    rd_dur(t->duration, d);
    sdx_buf_printf(b, "<title>task %lld (index %d, partition %d, attempt %d) %s on executor ", (long long)t->task_id,
                   t->index, t->partition, t->attempt, d);
    rd_html_text_cut(b, t->executor_id ? t->executor_id : "?", 60);
    sdx_buf_printf(b, " (%s%s)", t->status < 6 ? sdx_task_status_names[t->status] : "?",
                   t->speculative ? ", speculative" : "");
    if (t->has_metrics) {
        const int64_t segv[7] = {t->scheduler_delay, t->deserialize, t->shuffle_read_time, t->compute,
                                 t->shuffle_write_time, t->serialize, t->getting_result};
        for (int k = 0; k < 7; k++)
            if (segv[k] > 0) {
                rd_dur(segv[k], v);
                sdx_buf_printf(b, "\n%s %s", segs[k].name, v);
            }
        if (t->gc > 0) {
            rd_dur(t->gc, v);
            sdx_buf_printf(b, "\nGC %s", v);
        }
        if (t->shuffle_read_bytes > 0) {
            sdx_fmt_bytes(t->shuffle_read_bytes, v);
            sdx_buf_printf(b, "\nshuffle read %s", v);
        }
        if (t->input_bytes > 0) {
            sdx_fmt_bytes(t->input_bytes, v);
            sdx_buf_printf(b, "\ninput %s", v);
        }
        if (t->spill_memory > 0 || t->spill_disk > 0) {
            char w[32];
            sdx_fmt_bytes(t->spill_memory, v);
            sdx_fmt_bytes(t->spill_disk, w);
            sdx_buf_printf(b, "\nspill %s memory / %s disk", v, w);
        }
    }
    if (t->error) {
        sdx_buf_puts(b, "\nerror: ");
        rd_html_text_cut(b, t->error, 300);
    }
    sdx_buf_puts(b, "</title>");
}

static void task_timeline(sdx_buf *b, const sdx_stage_facts *f, const sdx_task_sample *ts)
{
    uint32_t n = ts->nrows;
    item *it = sdx_xmalloc(sizeof *it * (n ? n : 1));
    const char **execs = sdx_xmalloc(sizeof *execs * (n ? n : 1));
    if (!it || !execs) {
        free(it);
        free(execs);
        sdx_buf_fail(b);
        return;
    }
    /* executors in id order; each gets its slots' rows */
    uint32_t ne = 0;
    for (uint32_t i = 0; i < n; i++)
        execs[ne++] = ts->rows[i].executor_id;
    qsort(execs, ne, sizeof *execs, cmp_str_ptr);
    uint32_t k = 0;
    for (uint32_t i = 0; i < ne; i++)
        if (!k || cmp_str_ptr(&execs[k - 1], &execs[i]))
            execs[k++] = execs[i];
    ne = k;
    axis ax = {INT64_MAX, INT64_MIN, L, W - 10};
    if (f->s->has_submission_time)
        ax.t0 = f->s->submission_time;
    for (uint32_t i = 0; i < n; i++) {
        const sdx_task_row *t = &ts->rows[i];
        if (t->launch_time > 0 && t->launch_time < ax.t0)
            ax.t0 = t->launch_time;
        int64_t end = t->finish_time > 0 ? t->finish_time : t->launch_time;
        if (end > ax.t1)
            ax.t1 = end;
    }
    if (f->s->has_completion_time && f->s->completion_time > ax.t1)
        ax.t1 = f->s->completion_time;
    if (ax.t1 <= ax.t0)
        ax.t1 = ax.t0 + 1;
    /* rows: per executor, packed */
    int total_rows = 0;
    int *row_of = sdx_xmalloc(sizeof *row_of * (n ? n : 1));
    int *exec_first = sdx_xmalloc(sizeof *exec_first * (ne + 1));
    if (!row_of || !exec_first) {
        free(it);
        free(execs);
        free(row_of);
        free(exec_first);
        sdx_buf_fail(b);
        return;
    }
    for (uint32_t e = 0; e < ne; e++) {
        uint32_t m = 0;
        for (uint32_t i = 0; i < n; i++) {
            const sdx_task_row *t = &ts->rows[i];
            if (cmp_str_ptr(&t->executor_id, &execs[e]))
                continue;
            int64_t end = t->finish_time > 0 ? t->finish_time : ax.t1;
            it[m++] = (item){t->launch_time, end, i, 0};
        }
        qsort(it, m, sizeof *it, cmp_item_start);
        int room = RD_HTML_SLOT_LANES - total_rows;
        int rows = pack(it, m, room > 1 ? room : 1);
        exec_first[e] = total_rows;
        for (uint32_t i = 0; i < m; i++)
            row_of[it[i].ref] = total_rows + it[i].row;
        total_rows += rows;
        if (total_rows >= RD_HTML_SLOT_LANES)
            total_rows = RD_HTML_SLOT_LANES;
    }
    exec_first[ne] = total_rows;
    double rh = total_rows > 0 ? 420.0 / total_rows : 14;
    rh = rh > 14 ? 14 : rh < 3 ? 3 : rh;
    double top = 8, height = top + total_rows * rh + 30;
    int64_t slow_id = f->sum->ntop ? f->sum->top[0].task_id : -1;
    int64_t read_id = -1;
    if (f->sum->max_read.index >= 0)
        for (uint32_t i = 0; i < n; i++)
            if (ts->rows[i].index == f->sum->max_read.index && ts->rows[i].status == SDX_TASK_SUCCESS)
                read_id = ts->rows[i].task_id;
    sdx_buf_printf(b, "<figure class=\"task-timeline\"><figcaption>Task timeline: %u task%s on %d slot row%s", n,
                   n == 1 ? "" : "s", total_rows, total_rows == 1 ? "" : "s");
    if (ts->nrows < ts->ntasks)
        sdx_buf_printf(b, " (a sample of %u of the stage's %u task attempts: the slowest, the biggest reads, the "
                          "spilling and the failed ones, then evenly over launch order)",
                       ts->nrows, ts->ntasks);
    sdx_buf_printf(b, "</figcaption>\n<svg class=\"tasks\" data-stage=\"%d.%d\" data-tasks=\"%u\" data-stage-tasks=\"%u\" "
                      "viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" height=\"%.0f\" role=\"img\" aria-label=\"task timeline\">\n",
                   f->s->stage_id, f->s->attempt_id, ts->nrows, ts->ntasks, W, height, W, height);
    for (uint32_t e = 0; e < ne; e++) {
        double y = top + exec_first[e] * rh;
        double hh = (exec_first[e + 1] - exec_first[e]) * rh;
        sdx_buf_printf(b, "<line class=\"ax\" x1=\"0\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" style=\"stroke:#e3e7ec\"/>", y,
                       W - 10, y);
        if (hh >= 10 && e < 64) {
            sdx_buf_printf(b, "<text x=\"0\" y=\"%.1f\">exec ", y + (hh < 24 ? hh - 2 : 11));
            rd_html_text_cut(b, execs[e], 12);
            sdx_buf_puts(b, "</text>");
        }
    }
    double label_x = -1, label_y = 0;
    for (uint32_t i = 0; i < n; i++) {
        const sdx_task_row *t = &ts->rows[i];
        double x0 = ax_x(&ax, t->launch_time);
        int64_t end = t->finish_time > 0 ? t->finish_time : ax.t1;
        double x1 = ax_x(&ax, end), w = x1 - x0 > 0.6 ? x1 - x0 : 0.6;
        double y = top + row_of[i] * rh + (rh > 4 ? 1 : 0), hh = rh > 4 ? rh - 2 : rh;
        int strag = t->task_id == slow_id, bigread = t->task_id == read_id;
        sdx_buf_printf(b, "<g class=\"task%s%s%s\" data-tip=\"1\" data-task=\"%lld\" data-index=\"%d\">",
                       strag ? " straggler" : "", t->status == SDX_TASK_FAILED || t->status == SDX_TASK_KILLED ? " failed" : "",
                       bigread ? " max-read" : "", (long long)t->task_id, t->index);
        task_title(b, t);
        int64_t segv[7] = {t->scheduler_delay, t->deserialize, t->shuffle_read_time, t->compute, t->shuffle_write_time,
                           t->serialize, t->getting_result};
        int64_t sum = 0;
        for (int s = 0; s < 7; s++)
            sum += segv[s];
        if (!t->has_metrics || sum <= 0 || w < 2) {
            sdx_buf_printf(b, "<rect class=\"%s\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\"/>",
                           t->has_metrics ? "s-co" : "s-sd", x0, y, w, hh);
        } else {
            double x = x0;
            for (int s = 0; s < 7; s++) {
                if (segv[s] <= 0)
                    continue;
                double sw = w * (double)segv[s] / (double)sum;
                sdx_buf_printf(b, "<rect class=\"%s\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\"/>", segs[s].cls,
                               x, y, sw, hh);
                if (s == 3 && t->gc > 0) {
                    double gw = w * (double)(t->gc < segv[3] ? t->gc : segv[3]) / (double)sum;
                    sdx_buf_printf(b, "<rect class=\"s-gc\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\"/>", x,
                                   y + hh * 0.7, gw, hh * 0.3);
                }
                x += sw;
            }
        }
        sdx_buf_puts(b, "</g>\n");
        if (strag) {
            label_x = x1;
            label_y = y + hh / 2 + 4;
        }
    }
    if (label_x >= 0 && f->sum->ntop) {
        char d[32];
        rd_dur(f->sum->top[0].duration, d);
        double lx = label_x + 4 > W - 170 ? label_x - 170 : label_x + 4;
        int part = f->sum->top[0].partition >= 0;   /* Spark before 3.3 has no partition id: the index */
        sdx_buf_printf(b, "<text class=\"lbl-strag\" x=\"%.1f\" y=\"%.1f\">slowest: %s %d, %s</text>\n", lx,
                       label_y < 12 ? 12 : label_y, part ? "partition" : "task index",
                       part ? f->sum->top[0].partition : f->sum->top[0].index, d);
    }
    ax_ticks(b, &ax, height - 22, height);
    sdx_buf_puts(b, "</svg>\n<div class=\"legend\">");
    for (int s = 0; s < 7; s++)
        sdx_buf_printf(b, "<span><i class=\"%s\" style=\"background:%s\"></i>%s</span>", segs[s].cls,
                       (const char *[]){"#80b1d3", "#fb8072", "#fdb462", "#b3de69", "#ffed6f", "#bc80bd", "#8dd3c7"}[s],
                       segs[s].name);
    sdx_buf_puts(b, "<span><i style=\"background:#444\"></i>GC (within computing)</span><span><i style=\"border:2px solid "
                    "#d3361e\"></i>slowest task</span></div></figure>\n");
    free(it);
    free(execs);
    free(row_of);
    free(exec_first);
}

/* A histogram over every task (the summary's), median and max marked. */
static void histogram(sdx_buf *b, const char *cls, const char *title, const uint32_t *h, int64_t max, double median,
                      int bytes)
{
    uint32_t top = 0;
    int64_t total = 0;
    for (int i = 0; i < SDX_HIST_BINS; i++) {
        top = h[i] > top ? h[i] : top;
        total += h[i];
    }
    if (!top || max <= 0)
        return;
    const double x0 = 40, x1 = 470, y0 = 20, y1 = 150, bw = (x1 - x0) / SDX_HIST_BINS;
    char mx[32], md[32];
    if (bytes) {
        sdx_fmt_bytes(max, mx);
        sdx_fmt_bytes(isfinite(median) ? (int64_t)median : 0, md);
    } else {
        rd_dur(max, mx);
        rd_dur(isfinite(median) ? (int64_t)median : 0, md);
    }
    sdx_buf_printf(b, "<figure class=\"dist %s\"><figcaption>%s over %lld tasks: median %s, max %s</figcaption>\n<svg "
                      "viewBox=\"0 0 480 180\" width=\"480\" height=\"180\" role=\"img\" aria-label=\"%s\">\n",
                   cls, title, (long long)total, md, mx, title);
    for (int i = 0; i < SDX_HIST_BINS; i++) {
        if (!h[i])
            continue;
        double bh = (y1 - y0) * (double)h[i] / (double)top;
        bh = bh < 2.5 ? 2.5 : bh;   /* one task still shows */
        double lo = (double)max * i / SDX_HIST_BINS, hi = (double)max * (i + 1) / SDX_HIST_BINS;
        char a[32], c[32];
        if (bytes) {
            sdx_fmt_bytes((int64_t)lo, a);
            sdx_fmt_bytes((int64_t)hi, c);
        } else {
            rd_dur((int64_t)lo, a);
            rd_dur((int64_t)hi, c);
        }
        sdx_buf_printf(b, "<g data-tip=\"1\"><title>%u task%s in %s .. %s</title><rect class=\"bar%s\" x=\"%.1f\" "
                          "y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"/></g>",
                       h[i], h[i] == 1 ? "" : "s", a, c, i == SDX_HIST_BINS - 1 ? " maxbin" : "", x0 + i * bw + 0.5,
                       y1 - bh, bw - 1, bh);
        if (h[i] * 12 < top)
            sdx_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%u</text>", x0 + i * bw + bw / 2,
                           y1 - bh - 3, h[i]);
    }
    double xm = isfinite(median) ? x0 + (x1 - x0) * median / (double)max : x0;
    sdx_buf_printf(b, "\n<line class=\"med\" x1=\"%.1f\" y1=\"%.0f\" x2=\"%.1f\" y2=\"%.0f\"/><text x=\"%.1f\" y=\"14\" "
                      "style=\"fill:#2e7d32\">median %s</text>",
                   xm, y0 - 4, xm, y1, xm + 3 > 380 ? 380 : xm + 3, md);
    sdx_buf_printf(b, "<line class=\"mx\" x1=\"%.1f\" y1=\"%.0f\" x2=\"%.1f\" y2=\"%.0f\"/><text x=\"%.1f\" y=\"%.0f\" "
                      "text-anchor=\"end\" style=\"fill:#d3361e\">max %s</text>",
                   x1, y0 + 10, x1, y1, x1 - 3, y0 + 22, mx);
    sdx_buf_printf(b, "<line class=\"ax\" x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\"/><text class=\"tk\" x=\"%.0f\" "
                      "y=\"168\">0</text><text class=\"tk\" x=\"%.0f\" y=\"168\" text-anchor=\"end\">%s</text><text "
                      "class=\"tk\" x=\"0\" y=\"%.0f\">%u</text>\n</svg></figure>\n",
                   x0, y1, x1, y1, x0, x1, mx, y0 + 8, top);
}

/* Spill per task (memory and disk), the sample's rows in launch order. */
static void spill_chart(sdx_buf *b, const sdx_task_sample *ts)
{
    int64_t mx = 0;
    uint32_t nsp = 0;
    for (uint32_t i = 0; i < ts->nrows; i++) {
        int64_t v = ts->rows[i].spill_memory > ts->rows[i].spill_disk ? ts->rows[i].spill_memory : ts->rows[i].spill_disk;
        mx = v > mx ? v : mx;
        nsp += ts->rows[i].spill_memory > 0 || ts->rows[i].spill_disk > 0;
    }
    if (!mx) {
        sdx_buf_puts(b, "<p class=\"note spill-none\">No task of this stage spilled.</p>\n");
        return;
    }
    char m[32];
    sdx_fmt_bytes(mx, m);
    const double x0 = 40, x1 = 970, y0 = 16, y1 = 120;
    double bw = (x1 - x0) / ts->nrows;
    sdx_buf_printf(b, "<figure class=\"spill\"><figcaption>Spill per task: %u of %u task%s spilled (largest %s); memory "
                      "(orange) and disk (red)</figcaption>\n<svg viewBox=\"0 0 980 140\" width=\"980\" height=\"140\" "
                      "role=\"img\" aria-label=\"spill per task\">\n",
                   nsp, ts->nrows, ts->nrows == 1 ? "" : "s", m);
    for (uint32_t i = 0; i < ts->nrows; i++) {
        const sdx_task_row *t = &ts->rows[i];
        if (t->spill_memory <= 0 && t->spill_disk <= 0)
            continue;
        char a[32], c[32];
        sdx_fmt_bytes(t->spill_memory, a);
        sdx_fmt_bytes(t->spill_disk, c);
        double hm = (y1 - y0) * (double)t->spill_memory / (double)mx, hd = (y1 - y0) * (double)t->spill_disk / (double)mx;
        double w = bw > 1.5 ? bw - 0.5 : 1;
        sdx_buf_printf(b, "<g data-tip=\"1\" data-task=\"%lld\"><title>task %lld (partition %d): spill %s memory, %s "
                          "disk</title><rect class=\"spill-m\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\"/>"
                          "<rect class=\"spill-d\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\"/></g>\n",
                       (long long)t->task_id, (long long)t->task_id, t->partition, a, c, x0 + i * bw, y1 - hm, w / 2,
                       hm > 1 ? hm : 1, x0 + i * bw + w / 2, y1 - hd, w / 2, hd > 1 ? hd : 1);
    }
    sdx_buf_printf(b, "<line class=\"ax\" x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\"/><text class=\"tk\" x=\"0\" "
                      "y=\"%.0f\">%s</text><text class=\"tk\" x=\"%.0f\" y=\"134\">tasks in launch order</text>\n</svg>"
                      "</figure>\n",
                   x0, y1, x1, y1, y0 + 6, m, x0);
}

void rd_html_stage_charts(sdx_buf *b, const sdx_report *r, const sdx_analysis *a, const sdx_report_stage *rs)
{
    const sdx_stage_facts *f = sdx_analysis_stage(a, rs->stage_id, rs->attempt_id);
    if (!f)
        return;
    const sdx_task_sample *ts = f->s->chart;
    sdx_task_sample *own = NULL;
    if (!ts && f->s->tasks && f->s->ntasks)
        ts = own = sdx_stage_task_sample(f->s, SDX_HTML_CHART_TASKS);
    if (ts && ts->nrows)
        task_timeline(b, f, ts);
    else
        sdx_buf_puts(b, "<p class=\"note\">The task rows of this stage were not kept (its model was built without "
                        "charts): distributions only.</p>\n");
    sdx_buf_puts(b, "<div class=\"dists\" style=\"display:flex;flex-wrap:wrap;gap:12px\">\n");
    histogram(b, "dist-duration", "Task duration", f->sum->hist_duration, f->sum->hist_duration_max,
              f->sum->count ? f->sum->duration[3] : NAN, 0);
    histogram(b, "dist-read", "Shuffle read per task", f->sum->hist_read, f->sum->hist_read_max,
              f->sum->count ? f->sum->shuffle_read_bytes[3] : NAN, 1);
    sdx_buf_puts(b, "</div>\n");
    if (ts && ts->nrows)
        spill_chart(b, ts);
    sdx_task_sample_free(own);
}

/* ---- plan trees ---- */

typedef struct plan_ctx {
    sdx_buf *b;
    const sdx_sql_exec *e;
    uint32_t nodes;
    int64_t hot_time;   /* the largest operator time: those at >= half of it are hot */
} plan_ctx;

/* The operator's total time (ms) over its timing metrics, -1 none. */
static int64_t node_time(const sdx_sql_exec *e, const sdx_plan_node *p)
{
    int64_t t = -1;
    for (uint32_t i = 0; i < p->nmetrics; i++) {
        const sdx_sql_metric_value *v = sdx_sql_exec_metric(e, p->metrics[i].accumulator_id);
        if (!v || v->count == 0)
            continue;
        if (v->kind == SDX_SQLM_TIMING)
            t = (t < 0 ? 0 : t) + v->total;
        else if (v->kind == SDX_SQLM_NS_TIMING)
            t = (t < 0 ? 0 : t) + v->total / 1000000;
    }
    return t;
}

static void max_time(const sdx_sql_exec *e, const sdx_plan_node *p, int64_t *mx, int depth)
{
    if (!p || depth > 200)
        return;
    int64_t t = node_time(e, p);
    if (t > *mx)
        *mx = t;
    for (uint32_t i = 0; i < p->nchildren; i++)
        max_time(e, p->children[i], mx, depth + 1);
}

static void plan_node(plan_ctx *c, const sdx_plan_node *p, int depth)
{
    sdx_buf *b = c->b;
    if (!p)
        return;
    if (c->nodes >= RD_HTML_PLAN_NODES || depth > 100) {
        if (c->nodes++ == RD_HTML_PLAN_NODES || depth == 101)
            sdx_buf_puts(b, "<li class=\"note\">… (more operators not drawn)</li>");
        return;
    }
    c->nodes++;
    int64_t t = node_time(c->e, p);
    int hot = t > 0 && c->hot_time > 0 && t * 2 >= c->hot_time;
    sdx_buf_printf(b, "<li><span class=\"op%s\" title=\"", hot ? " hot" : "");
    rd_html_text_cut(b, p->simple_string, 300);
    sdx_buf_puts(b, "\">");
    rd_html_text_cut(b, p->node_name, 120);
    sdx_buf_puts(b, "</span>");
    int shown = 0;
    for (uint32_t i = 0; i < p->nmetrics && shown < 4; i++) {
        const sdx_sql_metric_value *v = sdx_sql_exec_metric(c->e, p->metrics[i].accumulator_id);
        if (!v || v->count == 0 || v->total == 0)
            continue;
        char val[48];
        switch (v->kind) {
        case SDX_SQLM_SUM: snprintf(val, sizeof val, "%lld", (long long)v->total); break;
        case SDX_SQLM_SIZE: sdx_fmt_bytes(v->total, val); break;
        case SDX_SQLM_TIMING: rd_dur(v->total, val); break;
        case SDX_SQLM_NS_TIMING: rd_dur(v->total / 1000000, val); break;
        default: continue;
        }
        const char *name = p->metrics[i].name ? p->metrics[i].name : "";
        int rows = v->kind == SDX_SQLM_SUM && strstr(name, "rows");
        if (v->kind == SDX_SQLM_SUM && !rows)
            continue;   /* counts other than rows: the SQL tab has them */
        sdx_buf_puts(b, "<span class=\"pm\">");
        rd_html_text_cut(b, name, 40);
        sdx_buf_printf(b, ": <b>%s</b></span>", val);
        shown++;
    }
    if (hot)
        sdx_buf_puts(b, "<span class=\"pm\" style=\"color:#d3361e\">hot</span>");
    if (p->nchildren) {
        sdx_buf_puts(b, "<ul>");
        for (uint32_t i = 0; i < p->nchildren; i++)
            plan_node(c, p->children[i], depth + 1);
        sdx_buf_puts(b, "</ul>");
    }
    sdx_buf_puts(b, "</li>\n");
}

void rd_html_plan_tree(sdx_buf *b, const sdx_sql_exec *e, const sdx_analysis *a)
{
    (void)a;
    plan_ctx c = {b, e, 0, 0};
    max_time(e, e->plan, &c.hot_time, 0);
    sdx_buf_printf(b, "<details class=\"plan\" id=\"plan-%lld\" open><summary>SQL execution %lld: ",
                   (long long)e->execution_id, (long long)e->execution_id);
    rd_html_text_cut(b, e->description, 200);
    sdx_buf_puts(b, "</summary>\n<p class=\"note\">The final plan (after adaptive execution) with rows, sizes and times "
                    "per operator as the SQL tab sums them; operators taking at least half of the largest operator time "
                    "are marked hot. Hover an operator for its full text.</p>\n<ul class=\"plan\">");
    plan_node(&c, e->plan, 0);
    sdx_buf_puts(b, "</ul>\n</details>\n");
}
