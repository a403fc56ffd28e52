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
#include <pthread.h>
#include <stddef.h>
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

/* The scanners return the first byte in [p, end) that ends the plain-ASCII
 * fast path of a string ('"', '\\', a control character, or any byte >= 0x80,
 * which then gets UTF-8 validation), or end. They read 32 bytes at a time so
 * a typical key or value is decided by one well-predicted branch, and finish
 * with one overlapping block that ends exactly at `end` (never reading past
 * the input) when the input has at least 32 bytes. */

static inline int plain_byte(uint8_t c)
{
    return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
}

static inline const uint8_t *scan_scalar(const uint8_t *p, const uint8_t *end)
{
    while (p < end && plain_byte(*p))
        p++;
    return p;
}

/* The vector constants are made once per parse and hidden from the
 * optimizer (an empty asm), because otherwise it re-broadcasts them into
 * registers at every string of the big goto loop: 9 instructions per string.
 * Now they stay in registers or are memory operands of the compares. */
#if defined(__SSE2__)
typedef struct {
    __m128i q, bs, sp;
} scan_k16;

#define SCAN_K16_INIT(k)                                                       \
    do {                                                                       \
        (k).q = _mm_set1_epi8('"');                                            \
        (k).bs = _mm_set1_epi8('\\');                                          \
        (k).sp = _mm_set1_epi8(' ');                                           \
        __asm__("" : "+x"((k).q), "+x"((k).bs), "+x"((k).sp));                 \
    } while (0)

static inline uint32_t special_mask16(const uint8_t *p, const scan_k16 *k)
{
    const __m128i q = k->q, bs = k->bs, sp = k->sp;
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
    /* signed compare: bytes >= 0x80 are negative, so "< ' '" also catches
     * every non-ASCII byte */
    __m128i m = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, q), _mm_cmpeq_epi8(v, bs)),
                             _mm_cmplt_epi8(v, sp));
    return (uint32_t)_mm_movemask_epi8(m);
}

static inline const uint8_t *scan_sse2(const uint8_t *p, const uint8_t *end, const uint8_t *start,
                                       const scan_k16 *k)
{
    while (end - p >= 32) {
        uint32_t mask = special_mask16(p, k) | special_mask16(p + 16, k) << 16;
        if (SDX_LIKELY(mask))
            return p + __builtin_ctz(mask);
        p += 32;
    }
    if (end - start >= 32 && p < end) {
        const uint8_t *b = end - 32;
        uint64_t mask = (special_mask16(b, k) | (uint64_t)special_mask16(b + 16, k) << 16) >> (p - b);
        return mask ? p + __builtin_ctzll(mask) : end;
    }
    return scan_scalar(p, end);
}
#define BASE_SCAN_K_DECL(k)                                                    \
    scan_k16 k;                                                                \
    SCAN_K16_INIT(k)
#define BASE_SCAN(p, end, start, k) scan_sse2(p, end, start, &(k))
#else
/* Portable fallback: 8 bytes at a time with SWAR. */
static inline const uint8_t *scan_swar(const uint8_t *p, const uint8_t *end, const uint8_t *start)
{
    (void)start;
    const uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
    while (end - p >= 8) {
        uint64_t x;
        memcpy(&x, p, 8);
        uint64_t xq = x ^ (ones * '"'), xb = x ^ (ones * '\\');
        uint64_t t = ((xq - ones) & ~xq) | ((xb - ones) & ~xb) | (x - ones * 0x20) | x;
        if (t & high)
            break; /* the byte loop finds which one */
        p += 8;
    }
    return scan_scalar(p, end);
}
#define BASE_SCAN_K_DECL(k) int k = 0
#define BASE_SCAN(p, end, start, k) ((void)(k), scan_swar(p, end, start))
#endif

#if defined(SDX_HAVE_AVX2_DISPATCH)
#define AVX2_ATTR __attribute__((target("avx2,bmi")))
typedef struct {
    __m256i q, bs, sp;
} scan_k32;

#define SCAN_K32_INIT(k)                                                       \
    do {                                                                       \
        (k).q = _mm256_set1_epi8('"');                                         \
        (k).bs = _mm256_set1_epi8('\\');                                       \
        (k).sp = _mm256_set1_epi8(' ');                                        \
        __asm__("" : "+x"((k).q), "+x"((k).bs), "+x"((k).sp));                 \
    } while (0)

static inline AVX2_ATTR uint32_t special_mask32(const uint8_t *p, const scan_k32 *k)
{
    const __m256i q = k->q, bs = k->bs, sp = k->sp;
    __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)p);
    __m256i m = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(v, q), _mm256_cmpeq_epi8(v, bs)),
                                _mm256_cmpgt_epi8(sp, v));
    return (uint32_t)_mm256_movemask_epi8(m);
}

static inline AVX2_ATTR const uint8_t *scan_avx2(const uint8_t *p, const uint8_t *end,
                                                 const uint8_t *start, const scan_k32 *k)
{
    while (end - p >= 32) {
        uint32_t mask = special_mask32(p, k);
        if (SDX_LIKELY(mask))
            return p + __builtin_ctz(mask);
        p += 32;
    }
    if (end - start >= 32 && p < end) {
        const uint8_t *b = end - 32;
        uint64_t mask = (uint64_t)special_mask32(b, k) >> (p - b);
        return mask ? p + __builtin_ctzll(mask) : end;
    }
    return scan_scalar(p, end);
}
#endif

#if defined(SDX_HAVE_AVX2_DISPATCH)
/* Whether the CPU has AVX2: a write-once constant, set under cpu_once by
 * the first parse and only read after that. */
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;
static int cpu_avx2;

static void cpu_detect(void)
{
    __builtin_cpu_init();
    cpu_avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
}
#endif

static inline int have_avx2(const sdx_jdoc *d)
{
#if defined(SDX_HAVE_AVX2_DISPATCH)
    if (d->flags & SDX_JSON_NO_AVX2)
        return 0;
    pthread_once(&cpu_once, cpu_detect);
    return cpu_avx2;
#else
    (void)d;
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

/* A node is written as three stores: the pointer, {len, end} and the four
 * one-byte fields. */
#define NODE_META(type, escaped, is_int, flags)                                 \
    ((uint32_t)(type) | (uint32_t)(escaped) << 8 | (uint32_t)(is_int) << 16 | (uint32_t)(flags) << 24)

_Static_assert(offsetof(sdx_jnode, end) == offsetof(sdx_jnode, len) + 4, "len, end adjacent");
_Static_assert(offsetof(sdx_jnode, escaped) == offsetof(sdx_jnode, type) + 1 &&
                   offsetof(sdx_jnode, is_int) == offsetof(sdx_jnode, type) + 2 &&
                   offsetof(sdx_jnode, pad_) == offsetof(sdx_jnode, type) + 3,
               "one-byte fields adjacent");

static inline void node_set_len_end(sdx_jnode *nd, uint32_t len, uint32_t end)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w = (uint64_t)len | (uint64_t)end << 32;
    memcpy((char *)nd + offsetof(sdx_jnode, len), &w, 8);
#else
    nd->len = len;
    nd->end = end;
#endif
}

static inline void node_set(sdx_jnode *nd, const void *ptr, uint32_t len, uint32_t end, uint32_t meta)
{
    nd->ptr = (const char *)ptr;
    node_set_len_end(nd, len, end);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy((char *)nd + offsetof(sdx_jnode, type), &meta, 4);
#else
    nd->type = (uint8_t)meta;
    nd->escaped = (uint8_t)(meta >> 8);
    nd->is_int = (uint8_t)(meta >> 16);
    nd->pad_ = (uint8_t)(meta >> 24);
#endif
}

/* Number of ASCII digits at p (before end). Eight at a time without a
 * branch per digit: a byte is a digit iff its high nibble is 3 and its low
 * nibble plus 6 stays below 16. */
static inline size_t digit_run(const uint8_t *p, const uint8_t *end)
{
    const uint8_t *q = p;
    while (end - q >= 8) {
        uint64_t x;
        memcpy(&x, q, 8);
        uint64_t t = ((x & 0xF0F0F0F0F0F0F0F0ull) ^ 0x3030303030303030ull) |
                     (((x & 0x0F0F0F0F0F0F0F0Full) + 0x0606060606060606ull) & 0x1010101010101010ull);
        /* bit 7 of each byte: the byte is not a digit */
        t = (t | ((t & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full)) & 0x8080808080808080ull;
        if (t) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return (size_t)(q - p) + (size_t)(__builtin_clzll(t) >> 3);
#else
            return (size_t)(q - p) + (size_t)(__builtin_ctzll(t) >> 3);
#endif
        }
        q += 8;
    }
    while (q < end && (unsigned)(*q - '0') <= 9)
        q++;
    return (size_t)(q - p);
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

/* ---- the parser -------------------------------------------------------- */

/* Four instances: {baseline, AVX2} x {tape sized for the worst case, tape
 * grown on demand}. Bound: every node has its own first byte, and every node
 * that is finished also has its own terminator (',', ':' or the closing
 * bracket); the unfinished ones are the open containers, the keys waiting
 * for their values and the current scalar, at most 2 * depth + 2. So a text
 * of len bytes - valid or not - never makes more than len / 2 +
 * SDX_JSON_MAX_DEPTH + 2 nodes: for lines up to UNCHECKED_MAX bytes the tape
 * is sized up front and the loop has no capacity check. */
#define UNCHECKED_MAX ((size_t)1 << 21)
#define WORST_CASE_NODES(len) ((len) / 2 + SDX_JSON_MAX_DEPTH + 4)

#define TPL_NAME parse_base
#define TPL_STR string_rest_base
#define TPL_DEFINE_STR 1
#define TPL_ATTR
#define TPL_SCAN_K_DECL(k) BASE_SCAN_K_DECL(k)
#define TPL_SCAN(p, end, start, k) BASE_SCAN(p, end, start, k)
#define TPL_CHECKED 0
#include "json/parse_tpl.h"

#define TPL_NAME parse_base_checked
#define TPL_STR string_rest_base
#define TPL_DEFINE_STR 0
#define TPL_ATTR
#define TPL_SCAN_K_DECL(k) BASE_SCAN_K_DECL(k)
#define TPL_SCAN(p, end, start, k) BASE_SCAN(p, end, start, k)
#define TPL_CHECKED 1
#include "json/parse_tpl.h"

#if defined(SDX_HAVE_AVX2_DISPATCH)
#define TPL_NAME parse_avx2
#define TPL_STR string_rest_avx2
#define TPL_DEFINE_STR 1
#define TPL_ATTR AVX2_ATTR
#define TPL_SCAN_K_DECL(k)                                                     \
    scan_k32 k;                                                                \
    SCAN_K32_INIT(k)
#define TPL_SCAN(p, end, start, k) scan_avx2(p, end, start, &(k))
#define TPL_CHECKED 0
#include "json/parse_tpl.h"

#define TPL_NAME parse_avx2_checked
#define TPL_STR string_rest_avx2
#define TPL_DEFINE_STR 0
#define TPL_ATTR AVX2_ATTR
#define TPL_SCAN_K_DECL(k)                                                     \
    scan_k32 k;                                                                \
    SCAN_K32_INIT(k)
#define TPL_SCAN(p, end, start, k) scan_avx2(p, end, start, &(k))
#define TPL_CHECKED 1
#include "json/parse_tpl.h"
#endif

static int parse_text(sdx_jdoc *d, const char *text, size_t len, int line, sdx_error *err)
{
    d->text = text;
    d->text_len = len;
    d->n = 0;
    d->scratch_len = 0;
    if (text == NULL && len != 0)
        return sdx_error_set(err, SDX_ERR_JSON, NULL, 0, "no input");
    if (len > UINT32_MAX) { /* node lengths are 32-bit */
        if (!line)
            return sdx_error_set(err, SDX_ERR_JSON, NULL, 0, "JSON text longer than 4 GiB");
        len = UINT32_MAX;
    }
    int checked = len > UNCHECKED_MAX;
    /* checked: a first guess (about one node per 16 bytes), grown on demand */
    size_t want = checked ? (len < ((size_t)1 << 20) ? len : ((size_t)1 << 20)) / 16 : WORST_CASE_NODES(len);
    if (want < 64)
        want = 64;
    if ((size_t)d->cap < want && grow_tape(d, want) < 0) {
        if (checked || grow_tape(d, 64) < 0)
            return sdx_error_set(err, SDX_ERR_NOMEM, NULL, 0, "out of memory for the JSON tape");
        checked = 1; /* could not size for the worst case: grow on demand */
    }
#if defined(SDX_HAVE_AVX2_DISPATCH)
    if (have_avx2(d))
        return checked ? parse_avx2_checked(d, text, len, line, err) : parse_avx2(d, text, len, line, err);
#endif
    if (checked)
        return parse_base_checked(d, text, len, line, err);
    return parse_base(d, text, len, line, err);
}

int sdx_json_parse(sdx_jdoc *d, const char *text, size_t len, sdx_error *err)
{
    return parse_text(d, text, len, 0, err);
}

int sdx_json_parse_line(sdx_jdoc *d, const char *text, size_t avail, size_t *line_len, sdx_error *err)
{
    int r = parse_text(d, text, avail, 1, err);
    size_t n;
    if (r == 0) {
        n = d->text_len;
    } else {
        /* the parser never reads past the line's newline: look from where
         * it stopped (0 for errors before parsing starts) */
        size_t from = err && err->code == SDX_ERR_JSON && err->offset <= avail ? (size_t)err->offset : 0;
        const char *nl = text ? memchr(text + from, '\n', avail - from) : NULL;
        n = nl ? (size_t)(nl - text) : avail;
        d->text_len = n;
    }
    if (line_len)
        *line_len = n;
    return r;
}
