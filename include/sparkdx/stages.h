/*
 * stages.h: the Spark UI's Jobs and Stages pages of one application, and a
 * stage attempt's "Summary Metrics" table, in text (fitted to a width) and in
 * JSON (schema sparkdx.stages/1, docs/stages-json.md).
 *
 * Pipeline position: model -> *stages* -> ops (sdx_ops_stages). Numbers
 * are formatted as the UI formats them (UIUtils.formatDuration,
 * Utils.bytesToString); quantiles follow Spark's taskSummary rule. Text from
 * the log goes through sdx_buf_put_visible.
 */
#ifndef SPARKDX_STAGES_H
#define SPARKDX_STAGES_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/json.h"
#include "sparkdx/model.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SDX_STAGES_SCHEMA "sparkdx.stages/1"

typedef struct sdx_stages_opts {
    int32_t stage_id, attempt_id;  /* stage_id < 0: the jobs and stages tables */
    const double *q;               /* quantiles, ascending; NULL = 0,.25,.5,.75,1 */
    size_t nq;
    int width;                     /* text columns (0 = 100): names and descriptions
                                      are cut to fit, numbers never are */
} sdx_stages_opts;

/* Both return 0, or -1 when o->stage_id names no stage attempt of the model
 * (nothing written). Custom quantiles need a model built with
 * SDX_KEEP_TASKS; the default five come from the streaming summaries. */
int sdx_stages_render_text(const sdx_model *m, const sdx_stages_opts *o, sdx_buf *out);
int sdx_stages_render_json(const sdx_model *m, const sdx_stages_opts *o, sdx_buf *out, int pretty);

#ifdef __cplusplus
}
#endif
#endif
