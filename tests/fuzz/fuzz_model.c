/*
 * fuzz_model.c: libFuzzer target for the event decoder and the model
 * builder, plus every REST renderer over the resulting model. The input is
 * an event log (any codec: the name has no extension, so magic bytes
 * decide). Anything may be rejected; nothing may crash, leak or read out of
 * bounds. The log is built twice: keeping every task (what api uses) and
 * not (what stages and report use: the TaskStart/TaskEnd fast path).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "rest/rest_internal.h"
#include "sparkdx/model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sdx_model *m = NULL;
    sdx_error err;
    if (sdx_model_build_mem(data, size, "fuzz", 0, &m, &err) == 0 && m) {
        sdx_model_free(m);
        m = NULL;
    }
    if (sdx_model_build_mem(data, size, "fuzz", SDX_KEEP_TASKS, &m, &err) < 0 || !m)
        return 0;
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_jw w;
    sdx_jw_init(&w, &out, 0);
    static const double q[] = {0.0, 0.05, 0.5, 0.99, 1.0};
    stage_opts o = {1, 1, 0, q, 5};
    sdx_jw_arr_begin(&w);
    for (uint32_t i = 0; i < m->njobs; i++)
        rest_job_object(&w, m->jobs[i]);
    for (uint32_t i = 0; i < m->nstages; i++) {
        rest_stage_object(&w, m, m->stages[i], &o);
        rest_task_list(&w, m, m->stages[i], 1, 0, 0, 0, 50);
    }
    rest_executor_list(&w, m, 0);
    rest_process_list(&w, m);
    rest_environment(&w, m, 1);
    for (uint32_t i = 0; i < m->nrdds; i++)
        rest_rdd_object(&w, m, m->rdds[i]);
    rest_sql_list(&w, m, 1, 1, 0, 100);
    sdx_jw_arr_end(&w);
    sdx_buf_free(&out);
    sdx_model_free(m);
    return 0;
}
