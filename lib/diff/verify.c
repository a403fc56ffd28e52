/*
 * verify.c: did the fix work? For each finding of BEFORE, the metric it
 * was diagnosed with is measured again on the matched stage of AFTER (a
 * skewed stage: its max task duration and max shuffle read, not the wall
 * clock) and judged: fixed, partly, not fixed or worse; then what got worse
 * elsewhere (findings AFTER has that BEFORE did not, stages that slowed).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff/internal.h"

typedef struct vf_owned {
    sdx_arena arena;
} vf_owned;

const char *sdx_verify_outcome_name(sdx_verify_outcome o)
{
    static const char *const names[] = {"fixed", "partly", "not fixed", "worse", "unknown"};
    return (unsigned)o < 5 ? names[o] : "?";
}

static int has_prefix(const char *s, const char *p)
{
    return s && !strncmp(s, p, strlen(p));
}

/* A report's findings, as sdx_verify_build is given them. */
typedef struct vf_list {
    const sdx_finding *findings;
    uint32_t nfindings;
} vf_list;

/* The finding `id` of `r` on stage `stage` (-1: anywhere). */
static const sdx_finding *find(const vf_list *r, const char *id, int32_t stage)
{
    for (uint32_t i = 0; i < r->nfindings; i++)
        if (!strcmp(r->findings[i].id, id) && (stage < 0 || r->findings[i].where.stage == stage))
            return &r->findings[i];
    return NULL;
}

static double ratio_of(double a, double b)
{
    return a > 0 ? b / a : NAN;
}

static void judge(df_ctx *c, sdx_verify_item *it, const sdx_finding *f, const sdx_diff *d, const vf_list *after)
{
    const sdx_stage_match *x = f->where.stage >= 0 ? sdx_diff_stage(d, 0, f->where.stage, f->where.attempt) : NULL;
    const sdx_stage_side *o = x ? &x->old : NULL, *n = x && x->new_.f ? &x->new_ : NULL;
    it->stage_id = f->where.stage;
    it->new_stage_id = n ? n->stage_id : -1;
    it->before = it->after = it->target = NAN;
    it->still_reported = find(after, f->id, n ? n->stage_id : (f->where.stage >= 0 ? -2 : -1)) != NULL;
    const char *id = f->id;
    if (f->where.stage >= 0 && !n) {
        it->metric = "stage";
        it->unit = "text";
        it->outcome = it->still_reported ? SDX_VERIFY_NOT_FIXED : SDX_VERIFY_UNKNOWN;
        it->text = df_strf(c, "stage %d of BEFORE has no match in AFTER (the job changed shape): nothing to "
                              "re-measure%s",
                           f->where.stage, it->still_reported ? "; the finding is still reported" : "");
        return;
    }
    if (has_prefix(id, "skew.") && n) {
        it->metric = "max task duration";
        it->unit = "ms";
        it->before = (double)o->task_max_ms;
        it->after = (double)n->task_max_ms;
        it->target = n->task_median_ms > 0 ? 2.5 * (double)n->task_median_ms : NAN;
        double rb = ratio_of(it->before, it->after);
        if (isfinite(it->target) && it->after <= it->target && !it->still_reported)
            it->outcome = SDX_VERIFY_FIXED;
        else if (rb > 1.2)
            it->outcome = SDX_VERIFY_WORSE;
        else if (rb <= 0.7)
            it->outcome = SDX_VERIFY_PARTLY;
        else
            it->outcome = SDX_VERIFY_NOT_FIXED;
        it->text = df_strf(c, "stage %d (%d in AFTER): max task %s then, %s now (median %s then, %s now); "
                              "max shuffle read %s then, %s now; fixed when the max is within 2.5x the median (%s)",
                           o->stage_id, n->stage_id, df_ms(c, it->before), df_ms(c, it->after),
                           df_ms(c, (double)o->task_median_ms), df_ms(c, (double)n->task_median_ms),
                           df_bytes(c, (double)o->read_max_bytes), df_bytes(c, (double)n->read_max_bytes),
                           df_ms(c, it->target));
        return;
    }
    if (!strcmp(id, "spill") && n) {
        it->metric = "spill";
        it->unit = "bytes";
        it->before = (double)o->spill_bytes;
        it->after = (double)n->spill_bytes;
        it->target = 0.1 * it->before;
        it->outcome = it->after <= it->target ? SDX_VERIFY_FIXED
                      : it->after <= 0.5 * it->before ? SDX_VERIFY_PARTLY
                      : it->after > 1.2 * it->before ? SDX_VERIFY_WORSE
                                                     : SDX_VERIFY_NOT_FIXED;
        it->text = df_strf(c, "stage %d (%d in AFTER): spill %s then, %s now", o->stage_id, n->stage_id,
                           df_bytes(c, it->before), df_bytes(c, it->after));
        return;
    }
    if (!strcmp(id, "gc.pressure") && n) {
        it->metric = "GC share of task time";
        it->unit = "share";
        it->before = o->gc_share;
        it->after = n->gc_share;
        it->target = 0.1;
        it->outcome = it->after >= 0 && it->after < it->target ? SDX_VERIFY_FIXED
                      : it->after >= 0 && it->after <= 0.7 * it->before ? SDX_VERIFY_PARTLY
                                                                        : SDX_VERIFY_NOT_FIXED;
        it->text = df_strf(c, "stage %d (%d in AFTER): GC %s of task time then, %s now (fixed below 10%%)", o->stage_id,
                           n->stage_id, df_pct(c, it->before), df_pct(c, it->after));
        return;
    }
    if (n) {   /* any other stage finding: the stage's duration, and whether it is still reported */
        it->metric = "stage duration";
        it->unit = "ms";
        it->before = (double)o->duration_ms;
        it->after = (double)n->duration_ms;
        double r = ratio_of(it->before, it->after);
        it->outcome = !it->still_reported && !(r > 1.2) ? SDX_VERIFY_FIXED
                      : r > 1.2                         ? SDX_VERIFY_WORSE
                      : r <= 0.7                        ? SDX_VERIFY_PARTLY
                                                        : SDX_VERIFY_NOT_FIXED;
        it->text = df_strf(c, "stage %d (%d in AFTER): %s then, %s now; tasks %d then, %d now; %s", o->stage_id,
                           n->stage_id, df_ms(c, it->before), df_ms(c, it->after), o->tasks, n->tasks,
                           it->still_reported ? "still reported" : "no longer reported");
        return;
    }
    if (has_prefix(id, "failure.")) {
        it->metric = "failed task attempts";
        it->unit = "count";
        it->before = d->old.failed_tasks;
        it->after = d->new_.failed_tasks;
        it->target = 0;
        it->outcome = it->after == 0 && !it->still_reported ? SDX_VERIFY_FIXED
                      : it->after < it->before          ? SDX_VERIFY_PARTLY
                                                        : SDX_VERIFY_NOT_FIXED;
        it->text = df_strf(c, "failed task attempts %s then, %s now; %s", df_count(c, it->before),
                           df_count(c, it->after), it->still_reported ? "still reported" : "no longer reported");
        return;
    }
    /* application-wide findings: still reported or not, and its measured cost */
    it->metric = "finding";
    it->unit = "ms";
    it->before = (double)f->impact_ms;
    const sdx_finding *g = find(after, id, -1);
    it->after = g ? (double)g->impact_ms : 0;
    it->still_reported = g != NULL;
    it->outcome = g ? SDX_VERIFY_NOT_FIXED : SDX_VERIFY_FIXED;
    it->text = df_strf(c, "%s %s", id, g ? "is still reported" : "is no longer reported");
}

int sdx_verify_build(const sdx_diff *d, const sdx_finding *before_f, uint32_t nbefore, const sdx_finding *after_f,
                     uint32_t nafter, const char *finding_id, sdx_verify **out, sdx_error *err)
{
    const vf_list b4 = {before_f, nbefore}, af = {after_f, nafter};
    const vf_list *before = &b4, *after = &af;
    *out = NULL;
    if (finding_id && !find(before, finding_id, -1)) {
        char have[512] = "";
        for (uint32_t i = 0; i < before->nfindings && strlen(have) < 400; i++) {
            if (i)
                strcat(have, ", ");
            strncat(have, before->findings[i].id, sizeof have - strlen(have) - 1);
        }
        return sdx_error_set(err, SDX_ERR_USAGE, NULL, UINT64_MAX, "finding '%s' is not in BEFORE's report (it has: %s)",
                             finding_id, have[0] ? have : "no findings");
    }
    sdx_verify *v = sdx_xcalloc(1, sizeof *v);
    vf_owned *own = sdx_xcalloc(1, sizeof *own);
    if (!v || !own) {
        free(v), free(own);
        return sdx_error_set(err, SDX_ERR_NOMEM, NULL, UINT64_MAX, "out of memory verifying");
    }
    sdx_arena_init(&own->arena);
    v->internal_ = own;
    v->schema = "sparkdx.verify/1";
    df_ctx c = {&own->arena, 0};
    v->wall_before_ms = d->old.wall_ms;
    v->wall_after_ms = d->new_.wall_ms;
    uint32_t cap = before->nfindings ? before->nfindings : 1;
    v->items = df_alloc(&c, cap * sizeof *v->items);
    const char **worse = df_alloc(&c, (after->nfindings + d->nstages + 1) * sizeof *worse);
    const char **slower = df_alloc(&c, (d->nstages + 1) * sizeof *slower);
    uint32_t nslower = 0;
    if (!v->items || !worse || !slower)
        goto oom;
    for (int pass = 0; pass < 2 && !v->nitems; pass++)
        for (uint32_t i = 0; i < before->nfindings; i++) {
            const sdx_finding *f = &before->findings[i];
            if (finding_id ? strcmp(f->id, finding_id) : (pass == 0 && f->severity < SDX_SEV_MEDIUM))
                continue;
            sdx_verify_item *it = &v->items[v->nitems++];
            memset(it, 0, sizeof *it);
            it->finding_id = f->id;
            it->finding_title = f->title;
            judge(&c, it, f, d, after);
            if (!finding_id && pass == 1)
                break;   /* nothing at medium or above: the first finding */
        }
    /* worse elsewhere: findings at medium or above that BEFORE did not have */
    for (uint32_t i = 0; i < after->nfindings; i++) {
        const sdx_finding *g = &after->findings[i];
        if (g->severity >= SDX_SEV_MEDIUM && !find(before, g->id, -1))
            worse[v->nworse++] = df_strf(&c, "new in AFTER: %s (%s): %s", g->id, sdx_severity_name(g->severity), g->title);
    }
    for (uint32_t i = 0; i < d->nstages; i++) {
        const sdx_stage_match *x = &d->stages[i];
        /* its work (stage-time model) grew 1.5x and by 5% of AFTER's wall clock */
        int64_t floor_ms = d->new_.wall_ms / 20 > 2000 ? d->new_.wall_ms / 20 : 2000;
        if (!(x->old.f && x->new_.f && x->old.work_ms > 0 && x->delta_ms >= floor_ms &&
              (double)x->new_.work_ms >= 1.5 * (double)x->old.work_ms))
            continue;
        int64_t od = x->old.input_bytes + x->old.shuffle_read_bytes + x->old.shuffle_write_bytes;
        int64_t nd = x->new_.input_bytes + x->new_.shuffle_read_bytes + x->new_.shuffle_write_bytes;
        int same_data = od > 0 && nd > 0 && (double)nd <= 1.1 * (double)od && (double)nd >= 0.9 * (double)od;
        const char *t = df_strf(&c, "stage %d (%d in AFTER) does more work: %s then, %s now (max of the slowest task and "
                                    "total task time / slots)%s",
                                x->old.stage_id, x->new_.stage_id, df_ms(&c, (double)x->old.work_ms),
                                df_ms(&c, (double)x->new_.work_ms),
                                same_data ? " with the same data: a slower machine or a busier cluster, not the fix" : "");
        if (same_data)
            slower[nslower++] = t;   /* reported, not counted against the fix */
        else
            worse[v->nworse++] = t;
    }
    v->worse = worse;
    v->slower = slower;
    v->nslower = nslower;
    v->outcome = v->nitems ? SDX_VERIFY_FIXED : SDX_VERIFY_UNKNOWN;
    for (uint32_t i = 0; i < v->nitems; i++) {
        sdx_verify_outcome o = v->items[i].outcome;
        if (o == SDX_VERIFY_UNKNOWN)
            continue;
        /* the worst: not fixed / worse > partly > fixed */
        if (o == SDX_VERIFY_WORSE || (o == SDX_VERIFY_NOT_FIXED && v->outcome != SDX_VERIFY_WORSE) ||
            (o == SDX_VERIFY_PARTLY && v->outcome == SDX_VERIFY_FIXED))
            v->outcome = o;
    }
    if (v->outcome == SDX_VERIFY_FIXED && v->nworse)
        v->outcome = SDX_VERIFY_WORSE;
    if (c.oom)
        goto oom;
    *out = v;
    return 0;
oom:
    sdx_verify_free(v);
    return sdx_error_set(err, SDX_ERR_NOMEM, NULL, UINT64_MAX, "out of memory verifying");
}

void sdx_verify_free(sdx_verify *v)
{
    if (!v)
        return;
    vf_owned *own = v->internal_;
    if (own) {
        sdx_arena_free(&own->arena);
        free(own);
    }
    free(v);
}

void sdx_verify_render_text(const sdx_verify *v, sdx_buf *out, int width)
{
    (void)width;
    sdx_buf_printf(out, "sparkdx verify: %s\n", sdx_verify_outcome_name(v->outcome));
    for (uint32_t i = 0; i < v->nitems; i++) {
        const sdx_verify_item *it = &v->items[i];
        sdx_buf_printf(out, "\n%-9s %s: ", sdx_verify_outcome_name(it->outcome), it->finding_id);
        sdx_buf_puts_visible(out, it->finding_title);
        sdx_buf_puts(out, "\n          ");
        sdx_buf_puts_visible(out, it->text);
        sdx_buf_putc(out, '\n');
    }
    if (v->nworse) {
        sdx_buf_puts(out, "\nworse elsewhere:\n");
        for (uint32_t i = 0; i < v->nworse; i++) {
            sdx_buf_puts(out, "  - ");
            sdx_buf_puts_visible(out, v->worse[i]);
            sdx_buf_putc(out, '\n');
        }
    }
    if (v->nslower) {
        sdx_buf_puts(out, "\nalso slower, not counted:\n");
        for (uint32_t i = 0; i < v->nslower; i++) {
            sdx_buf_puts(out, "  - ");
            sdx_buf_puts_visible(out, v->slower[i]);
            sdx_buf_putc(out, '\n');
        }
    }
}

static void num_or_null(sdx_jw *w, const char *k, double v)
{
    sdx_jw_key(w, k);
    if (isfinite(v))
        sdx_jw_double_strict(w, v);
    else
        sdx_jw_null(w);
}

void sdx_verify_render_json(const sdx_verify *v, sdx_buf *out, int pretty)
{
    sdx_jw w;
    sdx_jw_init(&w, out, pretty);
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "schema"), sdx_jw_str(&w, v->schema);
    sdx_jw_key(&w, "outcome"), sdx_jw_str(&w, sdx_verify_outcome_name(v->outcome));
    sdx_jw_key(&w, "wall_before_ms"), sdx_jw_int(&w, v->wall_before_ms);
    sdx_jw_key(&w, "wall_after_ms"), sdx_jw_int(&w, v->wall_after_ms);
    sdx_jw_key(&w, "items");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < v->nitems; i++) {
        const sdx_verify_item *it = &v->items[i];
        sdx_jw_obj_begin(&w);
        sdx_jw_key(&w, "finding"), sdx_jw_str(&w, it->finding_id);
        sdx_jw_key(&w, "title"), sdx_jw_str(&w, it->finding_title);
        sdx_jw_key(&w, "outcome"), sdx_jw_str(&w, sdx_verify_outcome_name(it->outcome));
        sdx_jw_key(&w, "stage");
        if (it->stage_id >= 0)
            sdx_jw_int(&w, it->stage_id);
        else
            sdx_jw_null(&w);
        sdx_jw_key(&w, "new_stage");
        if (it->new_stage_id >= 0)
            sdx_jw_int(&w, it->new_stage_id);
        else
            sdx_jw_null(&w);
        sdx_jw_key(&w, "metric"), sdx_jw_str(&w, it->metric);
        sdx_jw_key(&w, "unit"), sdx_jw_str(&w, it->unit);
        num_or_null(&w, "before", it->before);
        num_or_null(&w, "after", it->after);
        num_or_null(&w, "target", it->target);
        sdx_jw_key(&w, "still_reported"), sdx_jw_bool(&w, it->still_reported);
        sdx_jw_key(&w, "text"), sdx_jw_str(&w, it->text);
        sdx_jw_obj_end(&w);
    }
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "worse");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < v->nworse; i++)
        sdx_jw_str(&w, v->worse[i]);
    sdx_jw_arr_end(&w);
    sdx_jw_key(&w, "slower_same_data");
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < v->nslower; i++)
        sdx_jw_str(&w, v->slower[i]);
    sdx_jw_arr_end(&w);
    sdx_jw_obj_end(&w);
    sdx_buf_putc(out, '\n');
}
