/*
 * render.c: a diff as text (terminal, wrapped to a width), Markdown and JSON
 * (sparkdx.diff/1, docs/diff.md). Text from the logs (names, descriptions,
 * property values) goes through sdx_buf_put_visible.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "diff/internal.h"
#include "sparkdx/format.h"

/* Word-wrap `s` at `width`: the first line after `first` columns already
 * written, the next ones indented by `indent`. */
static void wrap(sdx_buf *out, int first, int indent, int width, const char *s)
{
    int col = first;
    const char *p = s;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        size_t w = strcspn(p, " ");
        if (col > indent && col + 1 + (int)w > width) {
            sdx_buf_putc(out, '\n');
            for (int i = 0; i < indent; i++)
                sdx_buf_putc(out, ' ');
            col = indent;
        } else if (col > first || (col == first && p != s && col > indent)) {
            sdx_buf_putc(out, ' ');
            col++;
        }
        sdx_buf_put_visible(out, p, w);
        col += (int)w;
        p += w;
    }
    sdx_buf_putc(out, '\n');
}

static void line(sdx_buf *out, int indent, int width, const char *lead, const char *text)
{
    for (int i = 0; i < indent; i++)
        sdx_buf_putc(out, ' ');
    sdx_buf_puts(out, lead);
    wrap(out, indent + (int)strlen(lead), indent + (int)strlen(lead), width, text);
}

static const char *ms(char b[32], int64_t v)
{
    sdx_fmt_ms_short((double)v, b);
    return b;
}

static const char *bytes(char b[32], int64_t v)
{
    if (v < 0)
        return "?";
    sdx_fmt_bytes(v, b);
    return b;
}

static const char *ratio(char b[32], double r)
{
    if (!(r > 0) || !isfinite(r))
        return "?";
    snprintf(b, 32, r >= 100 ? "%.0fx" : "%.1fx", r);
    return b;
}

static void stage_id(char b[48], const sdx_stage_side *s)
{
    if (!s->f)
        snprintf(b, 48, "-");
    else if (s->attempt_id)
        snprintf(b, 48, "%d.%d", s->stage_id, s->attempt_id);
    else
        snprintf(b, 48, "%d", s->stage_id);
}

static const char *what(const sdx_stage_match *x)
{
    const sdx_stage_side *s = x->new_.f ? &x->new_ : &x->old;
    return s->ops ? s->ops : (s->f && s->f->s->name ? s->f->s->name : "");
}

static void findings_text(const sdx_diff *d, sdx_buf *out, int width, int section)
{
    char b1[32];
    if (section && !d->nfindings)
        return;
    sdx_buf_printf(out, section ? "\n  what the diff found (%u):\n" : "\nFINDINGS (%u)\n", d->nfindings);
    for (uint32_t i = 0; i < d->nfindings; i++) {
        const sdx_finding *f = &d->findings[i];
        char lead[64];
        snprintf(lead, sizeof lead, "%2u. %-8s %s ", i + 1, sdx_severity_name(f->severity), f->id);
        sdx_buf_printf(out, "%s", i ? "\n" : "");
        line(out, 1, width, lead, f->title);
        if (f->impact_ms > 0)
            sdx_buf_printf(out, "    impact ~%s, confidence %.2f\n", ms(b1, f->impact_ms), f->confidence);
        else
            sdx_buf_printf(out, "    impact not measured, confidence %.2f\n", f->confidence);
        if (f->nevidence)
            sdx_buf_puts(out, "    evidence:\n");
        for (uint32_t k = 0; k < f->nevidence; k++)
            line(out, 6, width, "- ", f->evidence[k].text);
        if (f->nagainst)
            sdx_buf_puts(out, "    against:\n");
        for (uint32_t k = 0; k < f->nagainst; k++)
            line(out, 6, width, "- ", f->against[k].text);
        if (f->nfixes)
            sdx_buf_puts(out, "    fixes, cheapest first:\n");
        for (uint32_t k = 0; k < f->nfixes; k++) {
            char l[32];
            snprintf(l, sizeof l, "%u. [%s] ", k + 1, sdx_fix_kind_name(f->fixes[k].kind));
            line(out, 6, width, l, f->fixes[k].action);
            if (f->fixes[k].why)
                line(out, 6 + (int)strlen(l), width, "why: ", f->fixes[k].why);
            if (f->fixes[k].caveat)
                line(out, 6 + (int)strlen(l), width, "caveat: ", f->fixes[k].caveat);
        }
        if (f->confirm)
            line(out, 4, width, "confirm: ", f->confirm);
        if (f->verify)
            line(out, 4, width, "verify: ", f->verify);
    }
}

static void text_body(const sdx_diff *d, sdx_buf *out, int width, int section);

void sdx_diff_render_text(const sdx_diff *d, sdx_buf *out, int width)
{
    text_body(d, out, width, 0);
}

void sdx_diff_render_text_section(const sdx_diff *d, sdx_buf *out, int width)
{
    text_body(d, out, width, 1);
}

static void text_body(const sdx_diff *d, sdx_buf *out, int width, int section)
{
    if (width <= 40)
        width = 100;
    char a[32], b[32], c[32], e[32], g[32], h[32];
    const sdx_diff_run *o = &d->old, *n = &d->new_;
    sdx_buf runs;
    sdx_buf_init(&runs);
    sdx_buf_printf(&runs, "%s (%s) -> %s (%s)", o->app_name ? o->app_name : "?", o->app_id ? o->app_id : "?",
                   n->app_name ? n->app_name : "?", n->app_id ? n->app_id : "?");
    if (section)
        sdx_buf_putc(out, '\n');
    line(out, 0, width, section ? "WHAT CHANGED SINCE THE BASELINE: " : "sparkdx diff: ", sdx_buf_cstr(&runs));
    sdx_buf_free(&runs);
    char totals[512];
    if (o->input_bytes > 0 || n->input_bytes > 0)
        snprintf(totals, sizeof totals, "wall clock %s -> %s (%s) · input %s -> %s · data of the matched work %s · "
                                        "slots %d -> %d",
                 ms(a, o->wall_ms), ms(b, n->wall_ms), ratio(c, d->time_growth), bytes(e, o->input_bytes),
                 bytes(g, n->input_bytes), ratio(h, d->data_growth), o->slots, n->slots);
    else
        snprintf(totals, sizeof totals, "wall clock %s -> %s (%s) · source rows %lld -> %lld · data of the matched "
                                        "work %s · slots %d -> %d",
                 ms(a, o->wall_ms), ms(b, n->wall_ms), ratio(c, d->time_growth), (long long)o->source_rows,
                 (long long)n->source_rows, ratio(h, d->data_growth), o->slots, n->slots);
    line(out, 0, width, "", totals);
    sdx_buf_puts(out, section ? "" : "\nVERDICT\n");
    line(out, 2, width, "", d->verdict ? d->verdict : "");

    sdx_buf_puts(out, section ? "\n  where the change is:\n" : "\nWHERE THE CHANGE IS\n");
    if (!d->nattributed)
        line(out, 2, width, "", "no stage changed by more than the noise");
    for (uint32_t i = 0; i < d->nattributed; i++) {
        const sdx_stage_match *x = &d->stages[d->attributed[i]];
        char so[48], sn[48], lead[320];
        stage_id(so, &x->old);
        stage_id(sn, &x->new_);
        snprintf(lead, sizeof lead, "stage %s -> %s  %s -> %s (%s%s, %.0f%% of the change)  ", so, sn,
                 ms(a, x->old.f ? x->old.duration_ms : 0), ms(b, x->new_.f ? x->new_.duration_ms : 0),
                 x->delta_ms >= 0 ? "+" : "-", ms(c, x->delta_ms >= 0 ? x->delta_ms : -x->delta_ms),
                 100.0 * fabs(x->share));
        char m[96];
        if (x->old.f && x->new_.f)
            snprintf(m, sizeof m, "; matched: %s, %.2f", sdx_match_how_name(x->how), x->confidence);
        else
            snprintf(m, sizeof m, "; %s", x->old.f ? "gone" : "new");
        char body[400];
        snprintf(body, sizeof body, "%s%s", what(x), m);
        line(out, 2, width, lead, body);
        for (uint32_t k = 0; k < x->nreasons; k++)
            line(out, 6, width, "- ", x->reasons[k]);
    }
    if (o->driver_ms >= 0 && n->driver_ms >= 0 && o->driver_ms != n->driver_ms)
        sdx_buf_printf(out, "  driver-only time %s -> %s\n", ms(a, o->driver_ms), ms(b, n->driver_ms));

    uint32_t nplans = 0;
    for (uint32_t i = 0; i < d->nsql; i++) {
        const sdx_sql_match *x = &d->sql[i];
        int aqe_diff = (x->aqe_then || x->aqe_now) &&
                       !(x->aqe_then && x->aqe_now && !strcmp(x->aqe_then, x->aqe_now));
        if (!x->plan_change && !aqe_diff)
            continue;
        if (nplans++ == 0)
            sdx_buf_puts(out, section ? "\n  plans that changed:\n" : "\nPLANS THAT CHANGED\n");
        if (nplans > 5) {
            sdx_buf_puts(out, "  ...\n");
            break;
        }
        char lead[96];
        snprintf(lead, sizeof lead, "sql %lld -> %lld  ", (long long)x->old_exec, (long long)x->new_exec);
        line(out, 2, width, lead, x->description ? x->description : "");
        if (x->plan_change)
            line(out, 6, width, "- operators: ", x->plan_change);
        if (aqe_diff) {
            char t[1024];
            snprintf(t, sizeof t, "%s then; %s now", x->aqe_then ? x->aqe_then : "nothing",
                     x->aqe_now ? x->aqe_now : "nothing");
            line(out, 6, width, "- AQE: ", t);
        }
    }

    uint32_t matched = 0, fresh = 0, gone = 0;
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        if (x->old.f && x->new_.f)
            matched++;
        else if (x->new_.f)
            fresh++;
        else
            gone++;
    }
    sdx_buf_printf(out, section ? "\n  matched %u of %d jobs and %u of %d stage attempts by structure\n"
                                : "\nMATCHED %u of %d jobs and %u of %d stage attempts by structure\n",
                   d->njobs, n->jobs, matched, n->stages);
    for (uint32_t i = 0; i < d->nnew_jobs; i++) {
        char l[64];
        snprintf(l, sizeof l, "new: job %d ", d->new_jobs[i]);
        const sdx_job *j = NULL;
        for (uint32_t k = 0; k < d->nstages && !j; k++)
            if (d->stages[k].new_.f && d->stages[k].new_.job_id == d->new_jobs[i])
                j = d->stages[k].new_.f->job;
        line(out, 2, width, l, j && (j->description || j->name) ? (j->description ? j->description : j->name) : "");
        if (i >= 9) {
            sdx_buf_printf(out, "  ... %u more new jobs\n", d->nnew_jobs - 10);
            break;
        }
    }
    for (uint32_t i = 0; i < d->ngone_jobs; i++) {
        sdx_buf_printf(out, "  gone: job %d\n", d->gone_jobs[i]);
        if (i >= 9) {
            sdx_buf_printf(out, "  ... %u more gone jobs\n", d->ngone_jobs - 10);
            break;
        }
    }
    if (fresh || gone)
        sdx_buf_printf(out, "  stage attempts only in the new run: %u; only in the old run: %u\n", fresh, gone);

    findings_text(d, out, width, section);

    if (d->nconf) {
        sdx_buf_printf(out, section ? "\n  configuration (%u changed):\n" : "\nCONFIGURATION (%u changed)\n", d->nconf);
        for (uint32_t i = 0; i < d->nconf && i < 20; i++) {
            const sdx_conf_change *x = &d->conf[i];
            char text[2048];
            snprintf(text, sizeof text, "%s: %s -> %s", x->key, x->old_value ? x->old_value : "(unset)",
                     x->new_value ? x->new_value : "(unset)");
            line(out, 2, width, x->important ? "* " : "  ", text);
        }
        if (d->nconf > 20)
            sdx_buf_printf(out, "  ... %u more\n", d->nconf - 20);
    }
}

/* ---- Markdown ---- */

static void md_text(sdx_buf *out, const char *s)
{
    for (const char *p = s ? s : ""; *p; p++) {
        if (*p == '|' || *p == '*' || *p == '_' || *p == '`' || *p == '<' || *p == '>')
            sdx_buf_putc(out, '\\');
        sdx_buf_put_visible(out, p, 1);
    }
}

static void md_body(const sdx_diff *d, sdx_buf *out, int section);

void sdx_diff_render_md(const sdx_diff *d, sdx_buf *out)
{
    md_body(d, out, 0);
}

void sdx_diff_render_md_section(const sdx_diff *d, sdx_buf *out)
{
    md_body(d, out, 1);
}

static void md_body(const sdx_diff *d, sdx_buf *out, int section)
{
    char a[32], b[32], c[32];
    const sdx_diff_run *o = &d->old, *n = &d->new_;
    sdx_buf_puts(out, section ? "\n### What changed since the baseline: " : "## sparkdx diff: ");
    md_text(out, o->app_id);
    sdx_buf_puts(out, " → ");
    md_text(out, n->app_id);
    sdx_buf_printf(out, "\n\nWall clock %s → %s (%s); input %s → ", ms(a, o->wall_ms), ms(b, n->wall_ms),
                   ratio(c, d->time_growth), bytes(a, o->input_bytes));
    sdx_buf_printf(out, "%s (%s); slots %d → %d.\n\n**Verdict.** ", bytes(b, n->input_bytes), ratio(c, d->data_growth),
                   o->slots, n->slots);
    md_text(out, d->verdict);
    sdx_buf_puts(out, section ? "\n\n#### Where the change is\n\n" : "\n\n### Where the change is\n\n");
    sdx_buf_puts(out, "| stage then | stage now | then | now | change | what | why |\n|---|---|---|---|---|---|---|\n");
    for (uint32_t i = 0; i < d->nattributed; i++) {
        const sdx_stage_match *x = &d->stages[d->attributed[i]];
        char so[48], sn[48];
        stage_id(so, &x->old);
        stage_id(sn, &x->new_);
        sdx_buf_printf(out, "| %s | %s | %s | %s | %s%s | ", so, sn, ms(a, x->old.f ? x->old.duration_ms : 0),
                       ms(b, x->new_.f ? x->new_.duration_ms : 0), x->delta_ms >= 0 ? "+" : "-",
                       ms(c, x->delta_ms >= 0 ? x->delta_ms : -x->delta_ms));
        md_text(out, what(x));
        sdx_buf_puts(out, " | ");
        for (uint32_t k = 0; k < x->nreasons; k++) {
            if (k)
                sdx_buf_puts(out, "; ");
            md_text(out, x->reasons[k]);
        }
        sdx_buf_puts(out, " |\n");
    }
    sdx_buf_printf(out, section ? "\n#### What the diff found (%u)\n" : "\n### Findings (%u)\n", d->nfindings);
    for (uint32_t i = 0; i < d->nfindings; i++) {
        const sdx_finding *f = &d->findings[i];
        sdx_buf_printf(out, section ? "\n%u. `%s` (%s): " : "\n#### %u. `%s` (%s): ", i + 1, f->id,
                       sdx_severity_name(f->severity));
        md_text(out, f->title);
        sdx_buf_puts(out, "\n\n");
        for (uint32_t k = 0; k < f->nevidence; k++) {
            sdx_buf_puts(out, "- ");
            md_text(out, f->evidence[k].text);
            sdx_buf_putc(out, '\n');
        }
        for (uint32_t k = 0; k < f->nfixes; k++) {
            sdx_buf_printf(out, "%u. **%s**: ", k + 1, sdx_fix_kind_name(f->fixes[k].kind));
            md_text(out, f->fixes[k].action);
            sdx_buf_putc(out, '\n');
        }
    }
    if (d->nconf) {
        sdx_buf_puts(out, section ? "\n#### Configuration\n\n| key | then | now |\n|---|---|---|\n"
                                  : "\n### Configuration\n\n| key | then | now |\n|---|---|---|\n");
        for (uint32_t i = 0; i < d->nconf; i++) {
            sdx_buf_puts(out, "| ");
            md_text(out, d->conf[i].key);
            sdx_buf_puts(out, " | ");
            md_text(out, d->conf[i].old_value ? d->conf[i].old_value : "(unset)");
            sdx_buf_puts(out, " | ");
            md_text(out, d->conf[i].new_value ? d->conf[i].new_value : "(unset)");
            sdx_buf_puts(out, " |\n");
        }
    }
}

/* ---- JSON ---- */

static void jint_or_null(sdx_jw *w, const char *k, int64_t v)
{
    sdx_jw_key(w, k);
    if (v < 0)
        sdx_jw_null(w);
    else
        sdx_jw_int(w, v);
}

static void json_run(sdx_jw *w, const char *key, const sdx_diff_run *r)
{
    sdx_jw_key(w, key);
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "app_id"), sdx_jw_str(w, r->app_id);
    sdx_jw_key(w, "app_name"), sdx_jw_str(w, r->app_name);
    sdx_jw_key(w, "spark_version"), sdx_jw_str(w, r->spark_version);
    jint_or_null(w, "start_time", r->start_time);
    jint_or_null(w, "wall_ms", r->wall_ms);
    jint_or_null(w, "job_ms", r->job_ms);
    jint_or_null(w, "driver_ms", r->driver_ms);
    sdx_jw_key(w, "input_bytes"), sdx_jw_int(w, r->input_bytes);
    sdx_jw_key(w, "input_records"), sdx_jw_int(w, r->input_records);
    sdx_jw_key(w, "output_bytes"), sdx_jw_int(w, r->output_bytes);
    sdx_jw_key(w, "shuffle_read_bytes"), sdx_jw_int(w, r->shuffle_read_bytes);
    sdx_jw_key(w, "shuffle_write_bytes"), sdx_jw_int(w, r->shuffle_write_bytes);
    sdx_jw_key(w, "spill_bytes"), sdx_jw_int(w, r->spill_bytes);
    sdx_jw_key(w, "slots"), sdx_jw_int(w, r->slots);
    sdx_jw_key(w, "executors"), sdx_jw_int(w, r->executors);
    sdx_jw_key(w, "executors_lost"), sdx_jw_int(w, r->executors_lost);
    sdx_jw_key(w, "jobs"), sdx_jw_int(w, r->jobs);
    sdx_jw_key(w, "stages"), sdx_jw_int(w, r->stages);
    sdx_jw_key(w, "failed_tasks"), sdx_jw_int(w, r->failed_tasks);
    sdx_jw_key(w, "stage_retries"), sdx_jw_int(w, r->stage_retries);
    sdx_jw_key(w, "aqe"), sdx_jw_bool(w, r->aqe_on);
    sdx_jw_key(w, "broadcast_threshold"), sdx_jw_int(w, r->broadcast_threshold);
    sdx_jw_obj_end(w);
}

static void json_side(sdx_jw *w, const char *key, const sdx_stage_side *s)
{
    sdx_jw_key(w, key);
    if (!s->f) {
        sdx_jw_null(w);
        return;
    }
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "stage"), sdx_jw_int(w, s->stage_id);
    sdx_jw_key(w, "attempt"), sdx_jw_int(w, s->attempt_id);
    sdx_jw_key(w, "job"), sdx_jw_int(w, s->job_id);
    sdx_jw_key(w, "name"), sdx_jw_str(w, s->f->s->name);
    sdx_jw_key(w, "operators"), sdx_jw_str(w, s->ops);
    jint_or_null(w, "duration_ms", s->duration_ms);
    sdx_jw_key(w, "tasks"), sdx_jw_int(w, s->tasks);
    sdx_jw_key(w, "slots"), sdx_jw_int(w, s->slots);
    sdx_jw_key(w, "bound"), sdx_jw_str(w, s->bound);
    sdx_jw_key(w, "input_bytes"), sdx_jw_int(w, s->input_bytes);
    sdx_jw_key(w, "input_records"), sdx_jw_int(w, s->input_records);
    sdx_jw_key(w, "shuffle_read_bytes"), sdx_jw_int(w, s->shuffle_read_bytes);
    sdx_jw_key(w, "shuffle_read_records"), sdx_jw_int(w, s->shuffle_read_records);
    sdx_jw_key(w, "shuffle_write_bytes"), sdx_jw_int(w, s->shuffle_write_bytes);
    sdx_jw_key(w, "spill_bytes"), sdx_jw_int(w, s->spill_bytes);
    jint_or_null(w, "task_median_ms", s->task_median_ms);
    jint_or_null(w, "task_max_ms", s->task_max_ms);
    jint_or_null(w, "shuffle_read_median_bytes", s->read_median_bytes);
    jint_or_null(w, "shuffle_read_max_bytes", s->read_max_bytes);
    jint_or_null(w, "max_read_partition", s->max_read_partition);
    sdx_jw_key(w, "gc_share");
    if (s->gc_share < 0)
        sdx_jw_null(w);
    else
        sdx_jw_double_strict(w, s->gc_share);
    sdx_jw_key(w, "failed_tasks"), sdx_jw_int(w, s->failed_tasks);
    sdx_jw_obj_end(w);
}


static void json_finding(sdx_jw *w, const sdx_finding *f)
{
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "id"), sdx_jw_str(w, f->id);
    sdx_jw_key(w, "title"), sdx_jw_str(w, f->title);
    sdx_jw_key(w, "severity"), sdx_jw_str(w, sdx_severity_name(f->severity));
    sdx_jw_key(w, "confidence"), sdx_jw_double_strict(w, f->confidence);
    sdx_jw_key(w, "impact_ms"), sdx_jw_int(w, f->impact_ms);
    sdx_jw_key(w, "where");
    sdx_jw_obj_begin(w);
    if (f->where.job >= 0)
        sdx_jw_key(w, "job"), sdx_jw_int(w, f->where.job);
    if (f->where.stage >= 0)
        sdx_jw_key(w, "stage"), sdx_jw_int(w, f->where.stage), sdx_jw_key(w, "attempt"), sdx_jw_int(w, f->where.attempt);
    if (f->where.partition >= 0)
        sdx_jw_key(w, "partition"), sdx_jw_int(w, f->where.partition);
    if (f->where.node)
        sdx_jw_key(w, "node"), sdx_jw_str(w, f->where.node);
    sdx_jw_obj_end(w);
    for (int k = 0; k < 2; k++) {
        const sdx_evidence *ev = k ? f->against : f->evidence;
        uint32_t n = k ? f->nagainst : f->nevidence;
        sdx_jw_key(w, k ? "against" : "evidence");
        sdx_jw_arr_begin(w);
        for (uint32_t i = 0; i < n; i++) {
            sdx_jw_obj_begin(w);
            sdx_jw_key(w, "metric"), sdx_jw_str(w, ev[i].metric);
            sdx_jw_key(w, "unit"), sdx_jw_str(w, ev[i].unit);
            for (int j = 0; j < ev[i].nnums; j++)
                sdx_jw_key(w, ev[i].nums[j].key), sdx_jw_double_strict(w, ev[i].nums[j].v);
            sdx_jw_key(w, "text"), sdx_jw_str(w, ev[i].text);
            sdx_jw_obj_end(w);
        }
        sdx_jw_arr_end(w);
    }
    sdx_jw_key(w, "confirm"), sdx_jw_str(w, f->confirm);
    sdx_jw_key(w, "fixes");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < f->nfixes; i++) {
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "kind"), sdx_jw_str(w, sdx_fix_kind_name(f->fixes[i].kind));
        sdx_jw_key(w, "do"), sdx_jw_str(w, f->fixes[i].action);
        sdx_jw_key(w, "why"), sdx_jw_str(w, f->fixes[i].why);
        sdx_jw_key(w, "caveat"), sdx_jw_str(w, f->fixes[i].caveat);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "verify"), sdx_jw_str(w, f->verify);
    sdx_jw_obj_end(w);
}

void sdx_diff_render_json(const sdx_diff *d, sdx_buf *out, int pretty)
{
    sdx_jw w;
    sdx_jw_init(&w, out, pretty);
    sdx_diff_json_write(d, &w);
    sdx_buf_putc(out, '\n');
}

void sdx_diff_json_write(const sdx_diff *d, sdx_jw *wp)
{
#define w (*wp)
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "schema"), sdx_jw_str(&w, d->schema);
    json_run(&w, "old", &d->old);
    json_run(&w, "new", &d->new_);
    sdx_jw_key(&w, "data_growth");
    if (d->data_growth > 0)
        sdx_jw_double_strict(&w, d->data_growth);
    else
        sdx_jw_null(&w);
    sdx_jw_key(&w, "time_growth");
    if (d->time_growth > 0)
        sdx_jw_double_strict(&w, d->time_growth);
    else
        sdx_jw_null(&w);
    sdx_jw_key(&w, "verdict"), sdx_jw_str(&w, d->verdict);
    sdx_jw_key(&w, "jobs");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->njobs; i++) {
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "old"), sdx_jw_int(&w, d->jobs[i].old_job);
        sdx_jw_key(&w, "new"), sdx_jw_int(&w, d->jobs[i].new_job);
        sdx_jw_key(&w, "how"), sdx_jw_str(&w, sdx_match_how_name(d->jobs[i].how));
        sdx_jw_key(&w, "confidence"), sdx_jw_double_strict(&w, d->jobs[i].confidence);
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "sql");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->nsql; i++) {
        const sdx_sql_match *x = &d->sql[i];
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "old"), sdx_jw_int(&w, x->old_exec);
        sdx_jw_key(&w, "new"), sdx_jw_int(&w, x->new_exec);
        sdx_jw_key(&w, "description"), sdx_jw_str(&w, x->description);
        sdx_jw_key(&w, "how"), sdx_jw_str(&w, sdx_match_how_name(x->how));
        sdx_jw_key(&w, "confidence"), sdx_jw_double_strict(&w, x->confidence);
        sdx_jw_key(&w, "same_query"), sdx_jw_bool(&w, x->same_query);
        sdx_jw_key(&w, "plan_changed"), sdx_jw_bool(&w, x->plan_changed);
        sdx_jw_key(&w, "plan_change"), sdx_jw_str(&w, x->plan_change);
        sdx_jw_key(&w, "aqe_then"), sdx_jw_str(&w, x->aqe_then);
        sdx_jw_key(&w, "aqe_now"), sdx_jw_str(&w, x->aqe_now);
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "new_jobs");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->nnew_jobs; i++)
        sdx_jw_int(&w, d->new_jobs[i]);
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "gone_jobs");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->ngone_jobs; i++)
        sdx_jw_int(&w, d->gone_jobs[i]);
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "stages");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        sdx_jw_obj_begin(&w);
        json_side(&w, "old", &x->old);
        json_side(&w, "new", &x->new_);
        sdx_jw_key(&w, "how");
        if (x->old.f && x->new_.f)
            sdx_jw_str(&w, sdx_match_how_name(x->how));
        else
            sdx_jw_str(&w, x->old.f ? "gone" : "new");
        sdx_jw_key(&w, "confidence"), sdx_jw_double_strict(&w, x->confidence);
        sdx_jw_key(&w, "delta_ms"), sdx_jw_int(&w, x->delta_ms);
        sdx_jw_key(&w, "share"), sdx_jw_double_strict(&w, x->share);
        sdx_jw_key(&w, "reasons");
        sdx_jw_arr_begin(&w);
        for (uint32_t k = 0; k < x->nreasons; k++)
            sdx_jw_str(&w, x->reasons[k]);
        sdx_jw_arr_end(&w);
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "attributed");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->nattributed; i++)
        sdx_jw_int(&w, d->attributed[i]);
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "config");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->nconf; i++) {
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "key"), sdx_jw_str(&w, d->conf[i].key);
        sdx_jw_key(&w, "old"), sdx_jw_str(&w, d->conf[i].old_value);
        sdx_jw_key(&w, "new"), sdx_jw_str(&w, d->conf[i].new_value);
        sdx_jw_key(&w, "important"), sdx_jw_bool(&w, d->conf[i].important);
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "findings");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < d->nfindings; i++)
        json_finding(&w, &d->findings[i]);
    sdx_jw_arr_end(&w);
    sdx_jw_obj_end(&w);
#undef w
}
