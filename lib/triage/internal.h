/*
 * internal.h: hooks between the triage engine (triage.c) and its event-log
 * join (eventlog.c), not part of the public API. The join feeds what the
 * event log says about failures into the same engine as text in Spark's own
 * wording, after a boundary that closes the text's last block, and hands
 * over the facts the text cannot have (stage names, partition ids).
 */
#ifndef SPARKDX_TG_INTERNAL_H
#define SPARKDX_TG_INTERNAL_H

#include <stdint.h>

#include "sparkdx/triage.h"

/* Ends the text part: flushes the last line, closes the open block, forgets
 * the yarn-logs / Kubernetes context; what is fed afterwards comes from the
 * event log. */
void tg_triage_eventlog_begin(sdx_triage *t);
/* Closes the block of one event-log failure (so the next starts fresh). */
void tg_triage_eventlog_item_end(sdx_triage *t);
/* Facts for the join at finish. name is copied. */
void tg_triage_note_stage(sdx_triage *t, int32_t stage, int32_t attempt, const char *name);
void tg_triage_note_partition(sdx_triage *t, int32_t stage, int32_t attempt, int32_t index, int32_t task_attempt,
                              int32_t partition);

/* An allocation of the join failed: the triage is spoiled (out of memory). */
void tg_triage_note_oom(sdx_triage *t);
/* 0, or -1 with SDX_ERR_NOMEM in err (err may be NULL) when any allocation
 * of the triage failed or t is NULL (sdx_triage_new failed). */
int tg_triage_status(sdx_triage *t, sdx_error *err);

#endif
