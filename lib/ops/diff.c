/*
 * diff.c: the operations of two runs (include/sparkdx/ops.h): `diff OLD
 * NEW` and `verify BEFORE AFTER`. Each run is read with the damage policy
 * of every command (ops.c, op_load_app), analysed, and compared by the
 * diff (lib/diff/); verify also builds both reports.
 */
#include <stdio.h>
#include <string.h>

#include "ops/internal.h"
#include "sparkdx/analysis.h"
#include "sparkdx/diff.h"

typedef struct op_run {
    op_loaded L;
    sdx_analysis *a;
    sdx_report *r;
} op_run;

static void run_free(op_run *x)
{
    sdx_report_free(x->r);
    sdx_analysis_free(x->a);
    op_loaded_free(&x->L);
}

/* Read and analyse one run (and report it when asked). */
static sdx_ops_code run_load(const sdx_ops_request *q, const char *input, const sdx_sink *out, int want_report,
                             sdx_ops_result *res, op_run *x, const char *what)
{
    memset(x, 0, sizeof *x);
    if (op_load_app(q, input, out, 0, res, &x->L) != SDX_OPS_OK)
        return res->code;
    op_damage_check(&x->L, res, what);
    sdx_error err;
    char ebuf[2400];
    if (sdx_analysis_build(x->L.m, NULL, &x->a, &err) < 0 ||
        (want_report && sdx_report_build(x->L.m, q->report_opts, &x->r, &err) < 0)) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return op_fail(res, SDX_OPS_INPUT);
    }
    return SDX_OPS_OK;
}

static sdx_ops_code two_runs(const sdx_ops_request *q, const sdx_sink *out, int want_report, sdx_ops_result *res,
                             op_run *o, op_run *n, const char *what)
{
    memset(o, 0, sizeof *o);
    memset(n, 0, sizeof *n);
    if (!q->baseline || !q->input) {
        op_msg(res, SDX_OPS_ERROR, "two logs are needed (the earlier run, then the later one)");
        return op_fail(res, SDX_OPS_USAGE);
    }
    if (run_load(q, q->baseline, out, want_report, res, o, what) != SDX_OPS_OK)
        return res->code;
    if (run_load(q, q->input, out, want_report, res, n, what) != SDX_OPS_OK)
        return res->code;
    return SDX_OPS_OK;
}

sdx_ops_code sdx_ops_diff(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "md", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text, md or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    op_run o, n;
    sdx_diff *d = NULL;
    if (two_runs(q, out, 0, res, &o, &n, "the diff") != SDX_OPS_OK)
        goto done;
    sdx_error err;
    char ebuf[2400];
    if (sdx_diff_build(o.a, n.a, NULL, &d, &err) < 0) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        op_fail(res, SDX_OPS_INPUT);
        goto done;
    }
    sdx_buf b;
    sdx_buf_init(&b);
    if (!strcmp(format, "json"))
        sdx_diff_render_json(d, &b, 1);
    else if (!strcmp(format, "md"))
        sdx_diff_render_md(d, &b);
    else
        sdx_diff_render_text(d, &b, q->width > 0 ? q->width : 100);
    res->max_severity = -1;
    for (uint32_t i = 0; i < d->nfindings; i++)
        if ((int)d->findings[i].severity > res->max_severity)
            res->max_severity = (int)d->findings[i].severity;
    if (q->fail_on >= 0 && res->max_severity >= q->fail_on)
        res->code = SDX_OPS_FINDINGS;
    else
        res->code = res->damaged ? SDX_OPS_INPUT : SDX_OPS_OK;
    op_emit(out, &b, res);
    sdx_buf_free(&b);
done:
    sdx_diff_free(d);
    run_free(&o);
    run_free(&n);
    return res->code;
}

sdx_ops_code sdx_ops_verify(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    op_run b4, af;
    sdx_diff *d = NULL;
    sdx_verify *v = NULL;
    if (two_runs(q, out, 1, res, &b4, &af, "the verification") != SDX_OPS_OK)
        goto done;
    sdx_error err;
    char ebuf[2400];
    if (sdx_diff_build(b4.a, af.a, NULL, &d, &err) < 0 ||
        sdx_verify_build(d, b4.r->findings, b4.r->nfindings, af.r->findings, af.r->nfindings, q->finding, &v, &err) < 0) {
        if (err.code == SDX_ERR_USAGE) {
            op_msg(res, SDX_OPS_ERROR, "%s: %s", q->baseline, err.msg);
            op_fail(res, SDX_OPS_USAGE);
        } else {
            op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
            op_fail(res, SDX_OPS_INPUT);
        }
        goto done;
    }
    sdx_buf b;
    sdx_buf_init(&b);
    if (!strcmp(format, "json"))
        sdx_verify_render_json(v, &b, 1);
    else
        sdx_verify_render_text(v, &b, q->width > 0 ? q->width : 100);
    /* fixed or not is the answer; damage is a warning beside it */
    res->code = v->outcome == SDX_VERIFY_FIXED ? SDX_OPS_OK : SDX_OPS_FINDINGS;
    op_emit(out, &b, res);
    sdx_buf_free(&b);
done:
    sdx_verify_free(v);
    sdx_diff_free(d);
    run_free(&b4);
    run_free(&af);
    return res->code;
}
