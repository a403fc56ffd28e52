/*
 * tg_str.c: the string helpers of tg_str.h. Plain byte loops; the hot path
 * (tg_find on every log line) uses memchr on the first byte.
 */
#include "triage/tg_str.h"
#include "util/util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

tg_sv tg_ltrim(tg_sv s)
{
    while (s.n && (tg_is_space((unsigned char)s.p[0]) || s.p[0] == '\r')) {
        s.p++;
        s.n--;
    }
    return s;
}

tg_sv tg_rtrim(tg_sv s)
{
    while (s.n && (tg_is_space((unsigned char)s.p[s.n - 1]) || s.p[s.n - 1] == '\r'))
        s.n--;
    return s;
}

tg_sv tg_trim(tg_sv s) { return tg_rtrim(tg_ltrim(s)); }

long tg_find(tg_sv s, const char *needle)
{
    size_t m = strlen(needle);
    if (m == 0)
        return 0;
    if (m > s.n)
        return -1;
    const char *p = memmem(s.p, s.n, needle, m);
    return p ? (long)(p - s.p) : -1;
}

long tg_ifind(tg_sv s, const char *needle)
{
    size_t m = strlen(needle);
    if (m == 0)
        return 0;
    if (m > s.n)
        return -1;
    int c0 = tg_lower((unsigned char)needle[0]);
    int c0u = tg_is_lower(c0) ? c0 - 32 : c0;
    for (size_t i = 0; i + m <= s.n; i++) {
        int c = (unsigned char)s.p[i];
        if (c != c0 && c != c0u)
            continue;
        size_t k = 1;
        /* a line break in the text matches a space of the needle: a message
         * wrapped onto its next line ("Failed to execute user\ndefined function") */
        while (k < m && (tg_lower((unsigned char)s.p[i + k]) == tg_lower((unsigned char)needle[k]) ||
                         (needle[k] == ' ' && s.p[i + k] == '\n')))
            k++;
        if (k == m)
            return (long)i;
    }
    return -1;
}

int tg_starts(tg_sv s, const char *needle)
{
    size_t m = strlen(needle);
    return s.n >= m && memcmp(s.p, needle, m) == 0;
}

int tg_istarts(tg_sv s, const char *needle)
{
    size_t m = strlen(needle);
    if (s.n < m)
        return 0;
    for (size_t i = 0; i < m; i++)
        if (tg_lower((unsigned char)s.p[i]) != tg_lower((unsigned char)needle[i]))
            return 0;
    return 1;
}

int tg_ends(tg_sv s, const char *needle)
{
    size_t m = strlen(needle);
    return s.n >= m && memcmp(s.p + s.n - m, needle, m) == 0;
}

int tg_eq(tg_sv s, const char *z)
{
    size_t m = strlen(z);
    return s.n == m && memcmp(s.p, z, m) == 0;
}

int tg_parse_u64(const char *s, size_t n, size_t *i, uint64_t *out)
{
    size_t k = *i;
    uint64_t v = 0;
    if (k >= n || !tg_is_digit((unsigned char)s[k]))
        return 0;
    while (k < n && tg_is_digit((unsigned char)s[k])) {
        unsigned d = (unsigned)(s[k] - '0');
        v = v > (UINT64_MAX - d) / 10 ? UINT64_MAX : v * 10 + d;
        k++;
    }
    *i = k;
    *out = v;
    return 1;
}

int tg_parse_i64(const char *s, size_t n, size_t *i, int64_t *out)
{
    size_t k = *i;
    int neg = 0;
    if (k < n && s[k] == '-') {
        neg = 1;
        k++;
    }
    uint64_t v;
    if (!tg_parse_u64(s, n, &k, &v))
        return 0;
    if (v > (uint64_t)INT64_MAX)
        v = (uint64_t)INT64_MAX;
    *out = neg ? -(int64_t)v : (int64_t)v;
    *i = k;
    return 1;
}

char *tg_dup(tg_sv s, size_t max)
{
    size_t n = s.n;
    if (n > max) {
        n = max;
        /* do not cut inside a UTF-8 sequence */
        while (n > 0 && ((unsigned char)s.p[n] & 0xC0) == 0x80)
            n--;
    }
    char *d = sdx_xmalloc(n + 1);
    if (!d)
        return NULL;
    if (n)
        memcpy(d, s.p, n);
    d[n] = 0;
    return d;
}

char *tg_dupz(const char *z)
{
    return z ? tg_dup(tg_sv_make(z, strlen(z)), (size_t)-1) : NULL;
}

void tg_sb_init(tg_sb *b)
{
    b->p = NULL;
    b->n = b->cap = 0;
    b->oom = 0;
}

void tg_sb_free(tg_sb *b)
{
    free(b->p);
    tg_sb_init(b);
}

void tg_sb_clear(tg_sb *b)
{
    b->n = 0;
    if (b->p)
        b->p[0] = 0;
}

static int sb_grow(tg_sb *b, size_t extra)
{
    if (b->oom)
        return 0;
    if (b->n + extra + 1 <= b->cap)
        return 1;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->n + extra + 1)
        cap *= 2;
    char *p = sdx_xrealloc(b->p, cap);
    if (!p) {
        b->oom = 1;
        return 0;
    }
    b->p = p;
    b->cap = cap;
    return 1;
}

void tg_sb_put(tg_sb *b, const void *p, size_t n)
{
    if (!n || !sb_grow(b, n))
        return;
    memcpy(b->p + b->n, p, n);
    b->n += n;
    b->p[b->n] = 0;
}

void tg_sb_puts(tg_sb *b, const char *z) { tg_sb_put(b, z, strlen(z)); }

void tg_sb_putc(tg_sb *b, char c) { tg_sb_put(b, &c, 1); }

void tg_sb_printf(tg_sb *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char tmp[256];
    int k = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (k < 0)
        return;
    if ((size_t)k < sizeof tmp) {
        tg_sb_put(b, tmp, (size_t)k);
        return;
    }
    if (!sb_grow(b, (size_t)k))
        return;
    va_start(ap, fmt);
    vsnprintf(b->p + b->n, (size_t)k + 1, fmt, ap);
    va_end(ap);
    b->n += (size_t)k;
}

const char *tg_sb_cstr(tg_sb *b)
{
    if (!b->p)
        return "";
    return b->p;
}

char *tg_squash(tg_sv s, size_t max)
{
    s = tg_trim(s);
    tg_sb b;
    tg_sb_init(&b);
    int sp = 0;
    for (size_t i = 0; i < s.n && b.n < max; i++) {
        int c = (unsigned char)s.p[i];
        if (tg_is_space(c) || c == '\n' || c == '\r') {
            sp = 1;
            continue;
        }
        if (sp && b.n)
            tg_sb_putc(&b, ' ');
        sp = 0;
        tg_sb_putc(&b, (char)c);
    }
    if (b.oom) {
        tg_sb_free(&b);
        return NULL;
    }
    if (!b.p)
        return tg_dupz("");
    return b.p;
}
