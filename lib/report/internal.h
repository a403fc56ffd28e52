/*
 * internal.h: what the report builder (lib/report/) shares with the rules:
 * the rule context and the findings API, declared by the rules layer
 * (lib/rules/rule.h) and implemented here (helpers.c). Not public.
 */
#ifndef SPARKDX_REPORT_INTERNAL_H
#define SPARKDX_REPORT_INTERNAL_H

#include "rules/rule.h"

#endif
