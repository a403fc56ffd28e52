/*
 * rules.h: the diagnosis rules' registry as data (lib/rules/registry.c):
 * every rule family with the finding ids it may emit, its thresholds and
 * its confidence constants.
 *
 * Pipeline position: analysis -> *rules* -> report. The report
 * (sparkdx/report.h, which includes this header) runs them; what a rule is
 * and how it writes findings: lib/rules/rule.h.
 */
#ifndef SPARKDX_RULES_H
#define SPARKDX_RULES_H

#include <stddef.h>

#include "sparkdx/findings.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- rules ----------------------------------------------------------------
 * The registry as data: every rule family with the finding ids it may emit,
 * its thresholds and its confidence constants (docs/rules.md is checked
 * against this). */
typedef struct sdx_confidence {
    const char *name;      /* "skew.join/data": the finding id, and the case when it has several */
    double value;          /* 0..1 */
    const char *meaning;   /* when the finding gets it */
} sdx_confidence;

typedef struct sdx_rule_info {
    const char *family;                      /* "skew": lib/rules/skew.c */
    const char *const *ids; size_t nids;     /* finding ids it may emit */
    const sdx_threshold *thresholds; size_t nthresholds;
    const sdx_confidence *confidences; size_t nconfidences;
} sdx_rule_info;

/* In run order (which is also the ranking's tie order). */
size_t sdx_rule_count(void);
const sdx_rule_info *sdx_rule_at(size_t i);   /* NULL when i >= count */

#ifdef __cplusplus
}
#endif
#endif
