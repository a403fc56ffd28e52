/*
 * tmodel.h: the word model that estimates a failure's class when no rule
 * names it (the rule generic.exception).
 *
 * The words of the whole text (runs of ASCII letters cut where camel case
 * starts a word, lowercased, 3 to 24 letters) are looked up in a table of
 * words trained by scripts/gen_triage_model.py (Bernoulli naive Bayes over
 * labelled real failure texts). The model moves a failure away from the
 * rule's own class only when it is sure: its best class must beat that
 * class by TG_WORDS_MARGIN (log odds).
 */
#ifndef SDX_TRIAGE_TMODEL_H
#define SDX_TRIAGE_TMODEL_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/triage.h"

#define TG_WORDS_RUN_MAX 64
#define TG_WORDS_BITS 4096 /* >= the table's words (checked by tmodel.c) */
#define TG_WORDS_MARGIN 8.0

#define TG_WORDS_CACHE 1024   /* runs already read (a log repeats them) */

typedef struct tg_words {
    uint8_t seen[TG_WORDS_BITS / 8];
    struct {
        uint8_t n;
        char s[TG_WORDS_RUN_MAX];
    } done[TG_WORDS_CACHE];
    char run[TG_WORDS_RUN_MAX + 1];
    size_t n;           /* letters in run */
    int over;           /* the run is longer than TG_WORDS_RUN_MAX: no word */
    size_t nseen;       /* distinct table words seen */
} tg_words;

/* Feed text; words may straddle calls. */
void tg_words_feed(tg_words *w, const char *s, size_t len);
/* The text ended (ends the word being read). */
void tg_words_end(tg_words *w);
/* The class the words say, or `given` when they do not beat it by the
 * margin (or no table word was seen). */
sdx_fclass tg_words_class(const tg_words *w, sdx_fclass given);

/* What to say of a failure whose class the words gave (static text). */
const char *tg_words_explanation(sdx_fclass c);

#endif
