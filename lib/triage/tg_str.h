/*
 * tg_str.h: small string helpers shared by the triage modules (normalizer,
 * lexer, extractor, classifier). Byte strings with explicit lengths (inputs
 * are slices of log lines, not NUL-terminated), ASCII case folding, and a
 * growable string builder. Internal to lib/triage.
 */
#ifndef SPARKDX_TG_STR_H
#define SPARKDX_TG_STR_H

#include <stddef.h>
#include <stdint.h>

/* A slice of bytes. */
typedef struct tg_sv {
    const char *p;
    size_t n;
} tg_sv;

static inline tg_sv tg_sv_make(const char *p, size_t n) { tg_sv v = {p, n}; return v; }

static inline int tg_is_space(int c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v'; }
static inline int tg_is_digit(int c) { return c >= '0' && c <= '9'; }
static inline int tg_is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static inline int tg_is_upper(int c) { return c >= 'A' && c <= 'Z'; }
static inline int tg_is_lower(int c) { return c >= 'a' && c <= 'z'; }
static inline int tg_is_ident(int c) { return tg_is_alpha(c) || tg_is_digit(c) || c == '_' || c == '$'; }
static inline int tg_lower(int c) { return tg_is_upper(c) ? c + 32 : c; }

/* Trim spaces/tabs at both ends. */
tg_sv tg_trim(tg_sv s);
tg_sv tg_ltrim(tg_sv s);
tg_sv tg_rtrim(tg_sv s);

/* First occurrence of needle (NUL-terminated) in s; offset or -1. */
long tg_find(tg_sv s, const char *needle);
/* Same, ASCII case-insensitive. */
long tg_ifind(tg_sv s, const char *needle);
/* Starts with needle (exact / case-insensitive). */
int tg_starts(tg_sv s, const char *needle);
int tg_istarts(tg_sv s, const char *needle);
int tg_ends(tg_sv s, const char *needle);
int tg_eq(tg_sv s, const char *z);

/* Parse a run of decimal digits at s[*i]; advances *i. Returns 0 when no
 * digit (then *i is unchanged). Saturates instead of overflowing. */
int tg_parse_u64(const char *s, size_t n, size_t *i, uint64_t *out);
/* Optional '-' then digits. */
int tg_parse_i64(const char *s, size_t n, size_t *i, int64_t *out);

/* Copy of s (at most max bytes, cut at a UTF-8 boundary), NUL-terminated;
 * NULL on out-of-memory (the caller latches it: see the modules' `oom`). */
char *tg_dup(tg_sv s, size_t max);
char *tg_dupz(const char *z);

/* Growable NUL-terminated string. */
typedef struct tg_sb {
    char *p;
    size_t n, cap;
    int oom;           /* an allocation failed; contents are a prefix. Sticky (tg_sb_clear keeps
                        * it): the owner reports it as out of memory */
} tg_sb;

void tg_sb_init(tg_sb *b);
void tg_sb_free(tg_sb *b);
void tg_sb_clear(tg_sb *b);
void tg_sb_put(tg_sb *b, const void *p, size_t n);
void tg_sb_puts(tg_sb *b, const char *z);
void tg_sb_putc(tg_sb *b, char c);
void tg_sb_printf(tg_sb *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Always NUL-terminated (empty string when nothing was written). */
const char *tg_sb_cstr(tg_sb *b);

/* Collapse runs of whitespace into one space and trim (in place on a copy);
 * NULL on out-of-memory. */
char *tg_squash(tg_sv s, size_t max);

#endif
