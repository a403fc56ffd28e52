/*
 * advice.h: a failure's next steps, cheapest first, quoting the text's own
 * numbers and names where the rule allows it (advice.c). Internal to the
 * triage engine.
 */
#ifndef SPARKDX_TG_ADVICE_H
#define SPARKDX_TG_ADVICE_H

#include <stddef.h>

#include "triage/extract.h"
#include "triage/rules.h"

typedef struct tg_advice_in {
    const tg_rule *rule;
    const tg_elem *chain;
    int nchain, root;
    const char *loss;         /* executor-loss reason text, or NULL */
    const char *user_frame;   /* the failure's user frame, or NULL */
    const char *root_message; /* as reported, or NULL */
    int traceback_cut;
} tg_advice_in;

/* Writes up to `max` owned strings into out; returns how many. A step that
 * could not be copied is left out and sets *oom. */
size_t tg_advice(const tg_advice_in *in, char **out, size_t max, int *oom);

#endif
