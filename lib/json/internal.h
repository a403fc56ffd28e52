/*
 * internal.h: helpers shared by the JSON reader, writer and number
 * conversions (the .c files of lib/json) but not part of the public API.
 *
 * The escape decoder lives here as an inline function because the reader
 * uses it in three places with different sinks (scratch buffer, streaming
 * comparison, integer-in-string parsing) and the writer needs it to
 * re-serialize escaped strings.
 */
#ifndef SPARKDX_JSON_INTERNAL_H
#define SPARKDX_JSON_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define SDX_LIKELY(x) __builtin_expect(!!(x), 1)
#define SDX_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define SDX_LIKELY(x) (x)
#define SDX_UNLIKELY(x) (x)
#endif

/* Bits of sdx_jnode.pad_, set by the parser for sdx_json_next(): the node is
 * the last child of its container (for objects: the last key and its value;
 * also set on the root), and the node is an object key. */
#define SDX_JFLAG_LAST 1u
#define SDX_JFLAG_KEY 2u

static inline int sdx_hexval_(uint8_t c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c |= 0x20;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* Four hex digits at p (already validated by the parser). */
static inline uint32_t sdx_hex4_(const char *p)
{
    return (uint32_t)(sdx_hexval_((uint8_t)p[0]) << 12 | sdx_hexval_((uint8_t)p[1]) << 8 |
                      sdx_hexval_((uint8_t)p[2]) << 4 | sdx_hexval_((uint8_t)p[3]));
}

static inline size_t sdx_utf8_put_(uint8_t *o, uint32_t cp)
{
    if (cp < 0x80) {
        o[0] = (uint8_t)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (uint8_t)(0xC0 | cp >> 6);
        o[1] = (uint8_t)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (uint8_t)(0xE0 | cp >> 12);
        o[1] = (uint8_t)(0x80 | (cp >> 6 & 0x3F));
        o[2] = (uint8_t)(0x80 | (cp & 0x3F));
        return 3;
    }
    o[0] = (uint8_t)(0xF0 | cp >> 18);
    o[1] = (uint8_t)(0x80 | (cp >> 12 & 0x3F));
    o[2] = (uint8_t)(0x80 | (cp >> 6 & 0x3F));
    o[3] = (uint8_t)(0x80 | (cp & 0x3F));
    return 4;
}

/* Decode one unit of a raw (validated) string body starting at *pp, which is
 * < end: a run of plain bytes is not handled here, only one escape sequence
 * (*pp points at the backslash). Writes 1-4 bytes to o, advances *pp.
 * Policy for lone surrogates (\uD800-\uDFFF not forming a pair): U+FFFD. */
static inline size_t sdx_unescape1_(const char **pp, const char *end, uint8_t *o)
{
    const char *p = *pp + 1; /* after the backslash */
    char c = *p++;
    size_t n = 1;
    switch (c) {
    case 'b': o[0] = '\b'; break;
    case 'f': o[0] = '\f'; break;
    case 'n': o[0] = '\n'; break;
    case 'r': o[0] = '\r'; break;
    case 't': o[0] = '\t'; break;
    case 'u': {
        uint32_t cp = sdx_hex4_(p);
        p += 4;
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            if (cp <= 0xDBFF && end - p >= 6 && p[0] == '\\' && p[1] == 'u') {
                uint32_t lo = sdx_hex4_(p + 2);
                if (lo >= 0xDC00 && lo <= 0xDFFF) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    p += 6;
                } else {
                    cp = 0xFFFD;
                }
            } else {
                cp = 0xFFFD;
            }
        }
        n = sdx_utf8_put_(o, cp);
        break;
    }
    default: o[0] = (uint8_t)c; break; /* " \ / */
    }
    *pp = p;
    return n;
}

/* Decode the raw body s[0..n) into out (room for n bytes suffices: decoding
 * never grows). Returns the decoded length. */
size_t sdx_json_unescape_(const char *s, size_t n, char *out);

/* Shortest round-trip digits of a finite v > 0: writes up to 17 digits (no
 * trailing zeros, at least one) to digits and returns their count; *exp10 is
 * the exponent of the first digit (v ~ d.ddd x 10^exp10). Follows Java's
 * Double.toString choice of digits (JDK 19+ specification). */
int sdx_shortest_digits_(double v, char digits[24], int *exp10);

/* strtod in the "C" locale on a NUL-terminated string. */
double sdx_strtod_c_(const char *s, char **endp);

#endif
