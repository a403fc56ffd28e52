/*
 * python.c: stages whose time goes to Python UDFs. Row-at-a-time UDFs
 * (BatchEvalPython) pickle every row to a Python worker and back; pandas /
 * Arrow UDFs (ArrowEvalPython, *InPandas) move Arrow batches. The finding
 * quotes the operator, the stage's share of task time, the Arrow batch size
 * and the memory settings the Python workers live in.
 */
#include <math.h>
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
    {"python.min_share", 0.10, SDX_UNIT_RATIO,
     "stages running Python UDFs must take at least this share of task time",
     "sparkdx"},
    {"python.gain_share", 0.5, SDX_UNIT_RATIO,
     "share of a row-at-a-time Python UDF stage assumed saved by built-ins / vectorized UDFs",
     "Databricks 'Introducing Pandas UDF' (2017): 3x-100x over row-at-a-time UDFs; sparkdx uses 2x"},
};

static const char *const ids[] = {"python.udf"};

enum { CF_PYTHON_UDF };
static const sdx_confidence confidences[] = {
    [CF_PYTHON_UDF] = {"python.udf", 0.6, "Python UDF stages take a large share of task time"},
};
#define CF(k) (confidences[k].value)

struct py_ud {
    const sdx_plan_node *node;
};

static int py_cb(const sdx_plan_node *n, void *ud)
{
    struct py_ud *u = ud;
    const char *nm = n->node_name ? n->node_name : "";
    if (strstr(nm, "EvalPython") || strstr(nm, "InPandas") || strstr(nm, "InArrow") || strstr(nm, "PythonUDTF")) {
        u->node = n;
        return 1;
    }
    return 0;
}

/* What says the Python workers are short of memory: an executor killed
 * for memory (exit 137 / 143 / 52, an OOM in the loss reason) or a stage
 * that spilled. NULL when nothing does: the UDF stage is CPU-bound and a
 * memory fix does not apply. */
static const char *memory_evidence(rp_ctx *c, const rp_stage *s)
{
    for (uint32_t i = 0; i < c->m->nexecutors; i++) {
        const sdx_executor *e = c->m->executors[i];
        const char *r = e->remove_reason;
        if (e->remove_time < 0 || !r)
            continue;
        if (strstr(r, "code 137") || strstr(r, "code 143") || strstr(r, "code 52") || strstr(r, "exit code 137") ||
            strstr(r, "OutOfMemory") || strstr(r, "memory limits") || strstr(r, "OOMKilled"))
            return rp_strf(c, "executor %s was lost to a memory kill", e->id);
    }
    if (s->spill_disk > 0)
        return rp_strf(c, "%s spilled %s to disk", rp_stage_label(c, s), rp_bytes(c, (double)s->spill_disk));
    return NULL;
}

static void run(rp_ctx *c)
{
    int64_t app_task = 0, py_task = 0;
    const rp_stage *top = NULL;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        app_task += s->total;
        if (!s->ran || !(s->ops & SDX_OP_PYTHON))
            continue;
        py_task += s->total;
        if (!top || s->total > top->total)
            top = s;
    }
    if (!top)
        return;
    double share = app_task > 0 ? (double)py_task / (double)app_task : 0;
    if (share < rp_th(c, "python.min_share"))
        return;
    int arrow = (top->ops & SDX_OP_ARROW) != 0;
    struct py_ud u = {NULL};
    if (top->sql)
        rp_plan_walk(top->sql->plan, py_cb, &u);
    const char *op = u.node ? u.node->node_name : arrow ? "ArrowEvalPython" : "BatchEvalPython";
    double gain_share = rp_th(c, "python.gain_share") * (arrow ? 0.5 : 1.0);
    double gain = gain_share * (double)top->model;
    sdx_finding *f = rp_finding(c, "python.udf", "%s runs a Python %s (%s): %s of all task time", rp_stage_label(c, top),
                                arrow ? "UDF in Arrow batches" : "UDF row by row", op, rp_pct(c, share));
    rp_where_stage(f, top);
    f->where.node = op;
    if (u.node)
        rp_where_node(f, top->sql, u.node);
    f->impact_ms = (int64_t)gain;
    f->confidence = CF(CF_PYTHON_UDF);
    f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "python_share", "share", "stages with Python UDFs: %s of %s task time (%s); %s: %s "
                            "over %lld tasks", rp_ms(c, (double)py_task), rp_ms(c, (double)app_task), rp_pct(c, share),
                            rp_stage_label(c, top), rp_ms(c, (double)top->total), (long long)top->sum->count);
    rp_num(e, "share", share);
    rp_num(e, "value", (double)py_task);
    rp_num(e, "total", (double)app_task);
    /* Spark 4's Python metrics: where the workers' time went */
    double run = NAN, exec = NAN, start = NAN, init = NAN, sent = NAN, ret = NAN;
    if (u.node && top->sql) {
        rp_node_metric(top->sql, u.node, "time to run Python workers", &run, NULL);
        rp_node_metric(top->sql, u.node, "time to execute Python code", &exec, NULL);
        rp_node_metric(top->sql, u.node, "time to start Python workers", &start, NULL);
        rp_node_metric(top->sql, u.node, "time to initialize Python workers", &init, NULL);
        rp_node_metric(top->sql, u.node, "data sent to Python workers", &sent, NULL);
        rp_node_metric(top->sql, u.node, "data returned from Python workers", &ret, NULL);
    }
    if (isfinite(exec) || isfinite(run)) {
        e = rp_ev(c, f, "python_metric", "ms", "%s: Python workers ran %s: executing Python code %s, starting "
                  "workers %s, initializing them %s; %s sent, %s returned", op, rp_ms(c, run), rp_ms(c, exec),
                  rp_ms(c, start), rp_ms(c, init), rp_bytes(c, sent), rp_bytes(c, ret));
        rp_num(e, "run", run);
        rp_num(e, "execute", exec);
        rp_num(e, "start", start);
        rp_num(e, "initialize", init);
        rp_num(e, "sent", sent);
        rp_num(e, "returned", ret);
    }
    double setup = (isfinite(start) ? start : 0) + (isfinite(init) ? init : 0);
    int setup_heavy = isfinite(exec) && setup > exec;
    const char *batch = rp_conf(c, "spark.sql.execution.arrow.maxRecordsPerBatch");
    const char *pymem = rp_conf(c, "spark.executor.pyspark.memory");
    const char *ovh = rp_conf(c, "spark.executor.memoryOverhead");
    if (arrow)
        rp_ev(c, f, "arrow_batch", "text", "spark.sql.execution.arrow.maxRecordsPerBatch=%s", batch ? batch : "10000 (default)");
    rp_ev(c, f, "memory_config", "text", "Python workers live outside the heap: spark.executor.memoryOverhead=%s, "
          "spark.executor.pyspark.memory=%s", ovh ? ovh : "default (10%, min 384m)", pymem ? pymem : "unset");
    int64_t rss = top->s->peaks.set ? top->s->peaks.v[SDX_EM_PT_PYTHON_RSS] : 0;
    if (rss > 0) {
        e = rp_ev(c, f, "python_rss", "bytes", "peak Python worker RSS in the stage: %s", rp_bytes(c, (double)rss));
        rp_num(e, "value", (double)rss);
    } else {
        rp_against(c, f, "python_rss", "text", "Python worker memory is not recorded (needs "
                   "spark.executor.processTreeMetrics.enabled=true)");
    }
    if (!arrow)
        rp_fix(c, f, SDX_FIX_CODE, "replace the UDF with built-in functions (pyspark.sql.functions) where they "
               "exist", "built-ins run in the JVM with code generation: no Python worker, no pickling", NULL);
    rp_fix(c, f, SDX_FIX_CODE, arrow ? "replace the UDF with built-in functions where they exist"
                                     : "vectorize it: a pandas_udf (Series -> Series) or mapInArrow",
           arrow ? "no Python worker at all" : "rows move in Arrow batches instead of one pickle per row: often 3-100x "
                                              "faster", NULL);
    if (arrow)
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "tune spark.sql.execution.arrow.maxRecordsPerBatch (now %s)",
                                             batch ? batch : "10000"),
               "fewer, larger batches cut per-batch overhead; smaller ones cut Python memory", NULL);
    if (setup_heavy)
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "keep Python workers: spark.python.worker.reuse=true (default) and "
                                             "fewer, longer tasks; move heavy imports out of the UDF's module "
                                             "(start-up + initialization took %s, more than the %s of Python code)",
                                             rp_ms(c, setup), rp_ms(c, exec)),
               "every new worker pays the interpreter start and the imports before the first row", NULL);
    const char *mem_why = memory_evidence(c, top);
    if (mem_why)
        rp_fix(c, f, SDX_FIX_CONFIG, "size the Python workers: spark.executor.pyspark.memory and "
               "spark.executor.memoryOverhead", rp_strf(c, "%s; Python memory is outside the JVM heap and containers "
               "are killed when it grows past the overhead", mem_why), "on YARN / Kubernetes only");
    else
        rp_against(c, f, "python_memory", "text", "no memory pressure: no executor lost to a memory kill and no "
                   "spill in %s, so the time is the UDF's own CPU work", rp_stage_label(c, top));
    rp_confirm(c, f, "run the stage without the UDF (or with a built-in) and compare the stage's duration");
    rp_verify(c, f, "duration of %s (now %s) and its share of task time (now %s)", rp_stage_label(c, top),
              rp_ms(c, (double)top->dur), rp_pct(c, share));
    if (!rp_claimed(c, top))
        rp_claim(c, f, top);
}

const rp_rule rp_rule_python = RP_RULE("python", ids, thresholds, confidences, run);
