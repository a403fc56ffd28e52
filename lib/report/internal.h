/*
 * internal.h: what the report builder (lib/report/) shares with the rules:
 * the rule context and the findings API, declared by the rules layer
 * (lib/rules/rule.h) and implemented here (helpers.c). Not public.
 */
#ifndef SPARKDX_REPORT_INTERNAL_H
#define SPARKDX_REPORT_INTERNAL_H

#include "rules/rule.h"
#include "sparkdx/report.h"

/* One finding per cause (group.c): findings of one id on many stages
 * become one, listing the others, with the summed impact. */
void rp_group_findings(rp_ctx *c);
/* Coverage (coverage.c): every heavy stage explained by a finding or a
 * verdict with numbers. */
void rp_coverage(rp_ctx *c);
/* Expected structure shown as context (coverage.c). */
void rp_context(rp_ctx *c);
/* Where the time goes per heavy SQL execution (queries.c): sets
 * r->queries; run after the stages view (it lists the heavy stages). */
void rp_queries_view(rp_ctx *c);
/* "What AQE did" (aqe.c): sets r->aqe when AQE re-planned something; run
 * after the rules (it reads the skew findings). */
void rp_aqe_section(rp_ctx *c);

#endif
