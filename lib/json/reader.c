/*
 * reader.c: the JSON reader. One pass over an event-log line validates it
 * against RFC 8259 (UTF-8 included) and fills the doc's tape (see
 * include/sparkdx/json.h); the accessors below read the tape.
 *
 * Speed matters (the whole tool aims at >= 1 GB/s), so the parser is a
 * single iterative loop with an explicit container stack (no recursion, so
 * depth is bounded by SDX_JSON_MAX_DEPTH, not by the C stack), strings are
 * scanned 16 or 32 bytes at a time with SSE2/AVX2 for the bytes that end the
 * fast path ('"', '\\', controls, non-ASCII), and nothing is converted or
 * copied while parsing: numbers and strings stay as pointers into the input.
 */
#include "sparkdx/json.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "json/internal.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
#include <immintrin.h>
#define SDX_HAVE_AVX2_DISPATCH 1
#endif

void sdx_jdoc_init(sdx_jdoc *d)
{
    memset(d, 0, sizeof *d);
}

void sdx_jdoc_free(sdx_jdoc *d)
{
    free(d->nodes);
    free(d->scratch);
    memset(d, 0, sizeof *d);
}

/* ---- string scanning --------------------------------------------------- */

/* Offset of the first byte in p[0..) that is '"', '\\', < 0x20 or >= 0x80,
 * looking only at whole 16/32-byte blocks before end; returns the position of
 * that byte, or the first position where fewer than a block remains. */
#if defined(SDX_HAVE_AVX2_DISPATCH)
__attribute__((target("avx2"))) static const uint8_t *scan_avx2(const uint8_t *p, const uint8_t *end)
{
    const __m256i q = _mm256_set1_epi8('"'), bs = _mm256_set1_epi8('\\'), sp = _mm256_set1_epi8(' ');
    while (end - p >= 32) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)p);
        /* signed compare: bytes >= 0x80 are negative, so "< ' '" also
         * catches every non-ASCII byte */
        __m256i m = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(v, q), _mm256_cmpeq_epi8(v, bs)),
                                    _mm256_cmpgt_epi8(sp, v));
        uint32_t mask = (uint32_t)_mm256_movemask_epi8(m);
        if (mask)
            return p + __builtin_ctz(mask);
        p += 32;
    }
    return p;
}
#endif

static const uint8_t *scan_sse2(const uint8_t *p, const uint8_t *end)
{
#if defined(__SSE2__)
    const __m128i q = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\'), sp = _mm_set1_epi8(' ');
    while (end - p >= 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
        __m128i m = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, q), _mm_cmpeq_epi8(v, bs)),
                                 _mm_cmplt_epi8(v, sp));
        unsigned mask = (unsigned)_mm_movemask_epi8(m);
        if (mask)
            return p + __builtin_ctz(mask);
        p += 16;
    }
#else
    /* Portable fallback: 8 bytes at a time with SWAR. */
    while (end - p >= 8) {
        uint64_t x;
        memcpy(&x, p, 8);
        const uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
        uint64_t xq = x ^ (ones * '"'), xb = x ^ (ones * '\\');
        uint64_t t = ((xq - ones) & ~xq) | ((xb - ones) & ~xb) | (x - ones * 0x20) | x;
        if (t & high)
            break; /* let the byte loop find which one */
        p += 8;
    }
#endif
    return p;
}

static int use_avx2 = -1;

static inline int have_avx2(void)
{
#if defined(SDX_HAVE_AVX2_DISPATCH)
    int v = __atomic_load_n(&use_avx2, __ATOMIC_RELAXED);
    if (SDX_UNLIKELY(v < 0)) {
        __builtin_cpu_init();
        v = __builtin_cpu_supports("avx2") ? 1 : 0;
        const char *e = getenv("SPARKDX_NO_AVX2");
        if (e && *e && *e != '0')
            v = 0;
        __atomic_store_n(&use_avx2, v, __ATOMIC_RELAXED);
    }
    return v;
#else
    return 0;
#endif
}

/* Validate one UTF-8 sequence whose lead byte (>= 0x80) is at p. Returns the
 * position after it, or NULL with *bad = the first byte that cannot continue
 * a valid sequence (end when the input stops inside one). */
static const uint8_t *utf8_seq(const uint8_t *p, const uint8_t *end, const uint8_t **bad)
{
    uint8_t c = p[0];
    int need;
    uint8_t lo = 0x80, hi = 0xBF;
    if (c < 0xC2) {
        *bad = p;
        return NULL;
    } else if (c < 0xE0) {
        need = 1;
    } else if (c < 0xF0) {
        need = 2;
        if (c == 0xE0)
            lo = 0xA0; /* overlong */
        else if (c == 0xED)
            hi = 0x9F; /* UTF-16 surrogates */
    } else if (c < 0xF5) {
        need = 3;
        if (c == 0xF0)
            lo = 0x90; /* overlong */
        else if (c == 0xF4)
            hi = 0x8F; /* > U+10FFFF */
    } else {
        *bad = p;
        return NULL;
    }
    for (int i = 1; i <= need; i++) {
        if (p + i >= end) {
            *bad = end;
            return NULL;
        }
        uint8_t b = p[i];
        if (b < lo || b > hi) {
            *bad = p + i;
            return NULL;
        }
        lo = 0x80;
        hi = 0xBF;
    }
    return p + need + 1;
}

/* ---- the parser -------------------------------------------------------- */

#if defined(SDX_HAVE_AVX2_DISPATCH)
#define SCAN(p, end) (avx2 ? scan_avx2(p, end) : scan_sse2(p, end))
#else
#define SCAN(p, end) scan_sse2(p, end)
#endif

#define JERR(pos, ...)                                                         \
    do {                                                                       \
        d->n = 0;                                                              \
        return sdx_error_set(err, SDX_ERR_JSON, NULL,                          \
                             (uint64_t)((const char *)(pos) - text), __VA_ARGS__); \
    } while (0)

static int grow_tape(sdx_jdoc *d, size_t want)
{
    size_t cap = d->cap ? (size_t)d->cap : 64;
    while (cap < want)
        cap *= 2;
    if (cap > (size_t)UINT32_MAX - 1)
        cap = (size_t)UINT32_MAX - 1;
    if (cap < want)
        return -1;
    sdx_jnode *nn = realloc(d->nodes, cap * sizeof *nn);
    if (!nn)
        return -1;
    d->nodes = nn;
    d->cap = (uint32_t)cap;
    return 0;
}

static inline int is_ws(uint8_t c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/* Error position for a literal that does not match word at p. */
static const uint8_t *literal_mismatch(const uint8_t *p, const uint8_t *end, const char *word)
{
    while (*word && p < end && *p == (uint8_t)*word) {
        p++;
        word++;
    }
    return p;
}

int sdx_json_parse(sdx_jdoc *d, const char *text, size_t len, sdx_error *err)
{
    const uint8_t *p = (const uint8_t *)text, *end = p + len;
    uint32_t stack[SDX_JSON_MAX_DEPTH]; /* open containers */
    uint32_t last[SDX_JSON_MAX_DEPTH];  /* their latest child (key for objects) */
    int depth = 0;
    const int avx2 = have_avx2();
    (void)avx2;

    d->text = text;
    d->text_len = len;
    d->n = 0;
    d->scratch_len = 0;
    if (text == NULL && len != 0)
        JERR(text, "no input");
    /* A guess that avoids most regrowth: event-log lines hold about one
     * node per 12 bytes. */
    if (d->cap < 64 || (size_t)d->cap < len / 12) {
        if (grow_tape(d, len / 12 > 64 ? len / 12 : 64) < 0) {
            d->n = 0;
            return sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory for the JSON tape");
        }
    }
    sdx_jnode *nodes = d->nodes;
    uint32_t n = 0, cap = d->cap;
    sdx_jnode *nd;
    uint8_t c;

#define NEW_NODE()                                                             \
    do {                                                                       \
        if (SDX_UNLIKELY(n >= cap)) {                                          \
            d->n = n;                                                          \
            if (grow_tape(d, (size_t)n + 1) < 0) {                             \
                d->n = 0;                                                      \
                return sdx_error_set(err, SDX_ERR_NOMEM, NULL,                 \
                                     (uint64_t)((const char *)p - text),       \
                                     "out of memory for the JSON tape");       \
            }                                                                  \
            nodes = d->nodes;                                                  \
            cap = d->cap;                                                      \
        }                                                                      \
        nd = &nodes[n++];                                                      \
    } while (0)

#define SKIP_WS()                                                              \
    do {                                                                       \
        while (p < end && SDX_UNLIKELY(*p <= ' ') && is_ws(*p))                \
            p++;                                                               \
    } while (0)

    /* Parse the string whose opening quote is at p into node nd; leaves p
     * after the closing quote. */
#define PARSE_STRING()                                                         \
    do {                                                                       \
        const uint8_t *s0 = ++p;                                               \
        uint8_t esc = 0;                                                       \
        for (;;) {                                                             \
            p = SCAN(p, end);                                                  \
            while (p < end && *p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\') \
                p++;                                                           \
            if (SDX_UNLIKELY(p >= end))                                        \
                JERR(end, "unterminated string");                              \
            c = *p;                                                            \
            if (SDX_LIKELY(c == '"'))                                          \
                break;                                                         \
            if (c == '\\') {                                                   \
                esc = 1;                                                       \
                if (SDX_UNLIKELY(p + 1 >= end))                                \
                    JERR(end, "unterminated string");                          \
                c = p[1];                                                      \
                if (c == 'u') {                                                \
                    for (int k = 2; k < 6; k++) {                              \
                        if (p + k >= end)                                      \
                            JERR(end, "unterminated string");                  \
                        if (sdx_hexval_(p[k]) < 0)                             \
                            JERR(p + k, "invalid \\u escape");                 \
                    }                                                          \
                    p += 6;                                                    \
                } else if (c == '"' || c == '\\' || c == '/' || c == 'b' ||    \
                           c == 'f' || c == 'n' || c == 'r' || c == 't') {     \
                    p += 2;                                                    \
                } else {                                                       \
                    JERR(p + 1, "invalid escape");                             \
                }                                                              \
            } else if (c < 0x20) {                                             \
                JERR(p, "control character in string");                        \
            } else {                                                           \
                const uint8_t *bad_;                                           \
                const uint8_t *q_ = utf8_seq(p, end, &bad_);                   \
                if (!q_)                                                       \
                    JERR(bad_, bad_ == end ? "unterminated string" : "invalid UTF-8"); \
                p = q_;                                                        \
            }                                                                  \
        }                                                                      \
        if (SDX_UNLIKELY((size_t)(p - s0) > UINT32_MAX))                       \
            JERR(s0, "string longer than 4 GiB");                              \
        nd->ptr = (const char *)s0;                                            \
        nd->len = (uint32_t)(p - s0);                                          \
        nd->end = n;                                                           \
        nd->type = SDX_JSTRING;                                                \
        nd->escaped = esc;                                                     \
        nd->is_int = 0;                                                        \
        nd->pad_ = 0;                                                          \
        p++;                                                                   \
    } while (0)

value:
    SKIP_WS();
    if (SDX_UNLIKELY(p >= end))
        JERR(p, "unexpected end of input, expected a value");
    NEW_NODE();
    c = *p;
    switch (c) {
    case '"':
        PARSE_STRING();
        goto after_value;
    case '{':
        nd->ptr = NULL;
        nd->len = 0;
        nd->type = SDX_JOBJECT;
        nd->escaped = nd->is_int = nd->pad_ = 0;
        if (SDX_UNLIKELY(depth >= SDX_JSON_MAX_DEPTH))
            JERR(p, "nesting deeper than %d", SDX_JSON_MAX_DEPTH);
        stack[depth++] = n - 1;
        p++;
        SKIP_WS();
        if (SDX_UNLIKELY(p >= end))
            JERR(p, "unexpected end of input in object");
        if (*p == '}') {
            p++;
            nd->end = n;
            depth--;
            goto after_value;
        }
        goto key;
    case '[':
        nd->ptr = NULL;
        nd->len = 0;
        nd->type = SDX_JARRAY;
        nd->escaped = nd->is_int = nd->pad_ = 0;
        if (SDX_UNLIKELY(depth >= SDX_JSON_MAX_DEPTH))
            JERR(p, "nesting deeper than %d", SDX_JSON_MAX_DEPTH);
        stack[depth++] = n - 1;
        p++;
        SKIP_WS();
        if (SDX_UNLIKELY(p >= end))
            JERR(p, "unexpected end of input in array");
        if (*p == ']') {
            p++;
            nd->end = n;
            depth--;
            goto after_value;
        }
        nd->len = 1;
        last[depth - 1] = n;
        goto value;
    case 't':
        if (end - p >= 4 && memcmp(p, "true", 4) == 0) {
            nd->type = SDX_JTRUE;
            p += 4;
            goto scalar;
        }
        JERR(literal_mismatch(p, end, "true"), "invalid literal");
    case 'f':
        if (end - p >= 5 && memcmp(p, "false", 5) == 0) {
            nd->type = SDX_JFALSE;
            p += 5;
            goto scalar;
        }
        JERR(literal_mismatch(p, end, "false"), "invalid literal");
    case 'n':
        if (end - p >= 4 && memcmp(p, "null", 4) == 0) {
            nd->type = SDX_JNULL;
            p += 4;
            goto scalar;
        }
        JERR(literal_mismatch(p, end, "null"), "invalid literal");
    case '-': case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9': {
        const uint8_t *s0 = p;
        uint8_t is_int = 1;
        if (c == '-') {
            p++;
            if (SDX_UNLIKELY(p >= end || (unsigned)(*p - '0') > 9))
                JERR(p, "expected a digit after '-'");
        }
        if (*p == '0') {
            p++;
            if (SDX_UNLIKELY(p < end && (unsigned)(*p - '0') <= 9))
                JERR(p, "leading zero in number");
        } else {
            p++;
            while (p < end && (unsigned)(*p - '0') <= 9)
                p++;
        }
        if (p < end && *p == '.') {
            is_int = 0;
            p++;
            if (SDX_UNLIKELY(p >= end || (unsigned)(*p - '0') > 9))
                JERR(p, "expected a digit after '.'");
            while (p < end && (unsigned)(*p - '0') <= 9)
                p++;
        }
        if (p < end && (*p | 0x20) == 'e') {
            is_int = 0;
            p++;
            if (p < end && (*p == '+' || *p == '-'))
                p++;
            if (SDX_UNLIKELY(p >= end || (unsigned)(*p - '0') > 9))
                JERR(p, "expected a digit in exponent");
            while (p < end && (unsigned)(*p - '0') <= 9)
                p++;
        }
        if (SDX_UNLIKELY((size_t)(p - s0) > UINT32_MAX))
            JERR(s0, "number longer than 4 GiB");
        nd->ptr = (const char *)s0;
        nd->len = (uint32_t)(p - s0);
        nd->end = n;
        nd->type = SDX_JNUMBER;
        nd->escaped = 0;
        nd->is_int = is_int;
        nd->pad_ = 0;
        goto after_value;
    }
    default:
        JERR(p, "unexpected character, expected a value");
    }

scalar:
    nd->ptr = NULL;
    nd->len = 0;
    nd->end = n;
    nd->escaped = nd->is_int = nd->pad_ = 0;
    /* fall through */
after_value:
    if (SDX_UNLIKELY(depth == 0))
        goto done;
    SKIP_WS();
    if (SDX_UNLIKELY(p >= end))
        JERR(p, "unexpected end of input, expected ',' or a closing bracket");
    {
        sdx_jnode *top = &nodes[stack[depth - 1]];
        c = *p;
        if (top->type == SDX_JOBJECT) {
            if (c == ',') {
                p++;
                SKIP_WS();
                if (SDX_UNLIKELY(p >= end))
                    JERR(p, "unexpected end of input, expected a key");
                goto key;
            }
            if (c == '}') {
                p++;
                top->end = n;
                depth--;
                nodes[last[depth]].pad_ |= SDX_JFLAG_LAST;
                nodes[last[depth] + 1].pad_ |= SDX_JFLAG_LAST;
                goto after_value;
            }
            JERR(p, "expected ',' or '}'");
        } else {
            if (c == ',') {
                p++;
                top->len++;
                last[depth - 1] = n;
                goto value;
            }
            if (c == ']') {
                p++;
                top->end = n;
                depth--;
                nodes[last[depth]].pad_ |= SDX_JFLAG_LAST;
                goto after_value;
            }
            JERR(p, "expected ',' or ']'");
        }
    }

key:
    /* p < end, at the first byte of a member */
    if (SDX_UNLIKELY(*p != '"'))
        JERR(p, "expected a string key");
    last[depth - 1] = n;
    NEW_NODE();
    PARSE_STRING();
    nd->pad_ = SDX_JFLAG_KEY;
    nodes[stack[depth - 1]].len++;
    SKIP_WS();
    if (SDX_UNLIKELY(p >= end))
        JERR(p, "unexpected end of input, expected ':'");
    if (SDX_UNLIKELY(*p != ':'))
        JERR(p, "expected ':'");
    p++;
    goto value;

done:
    SKIP_WS();
    if (p != end)
        JERR(p, "trailing characters after the value");
    nodes[0].pad_ |= SDX_JFLAG_LAST;
    d->n = n;
    return 0;
#undef NEW_NODE
#undef SKIP_WS
#undef PARSE_STRING
}
