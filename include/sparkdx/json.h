/*
 * json.h: the JSON reader (one event-log line -> a flat tape of nodes) and a
 * small JSON writer used by every renderer.
 *
 * Reader design: zero-copy. sdx_json_parse() validates the whole text (RFC
 * 8259, UTF-8 checked) and fills a tape: one node per value, in document
 * order. Containers know the index one past their last descendant, so a
 * whole subtree is skipped in O(1). Strings and numbers point into the input
 * (which must outlive the doc's use); strings with escapes are decoded on
 * demand into the doc's scratch buffer. Numbers keep their text and are
 * converted on access, exactly: integers that fit int64 are exact, others
 * are reported as not-integral / overflow instead of being rounded silently.
 * Nesting deeper than SDX_JSON_MAX_DEPTH is an error, not a crash.
 *
 * Node indices are uint32_t; the root is index 0; SDX_JNONE means "absent".
 * A doc is reused across lines: parse again into the same doc to reuse its
 * memory (the tape from the previous parse is invalidated).
 */
#ifndef SPARKDX_JSON_H
#define SPARKDX_JSON_H

#include <stdint.h>
#include <stddef.h>

#include "sparkdx/error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SDX_JNONE UINT32_MAX
#define SDX_JSON_MAX_DEPTH 512

typedef enum sdx_jtype {
    SDX_JNULL = 0,
    SDX_JFALSE,
    SDX_JTRUE,
    SDX_JNUMBER,
    SDX_JSTRING,
    SDX_JARRAY,
    SDX_JOBJECT
} sdx_jtype;

/* One tape node. For objects, children alternate key (a SDX_JSTRING node),
 * value. `len` is: byte length of the raw string (between the quotes, still
 * escaped) or of the number text; number of direct children for arrays;
 * number of members (key/value pairs) for objects. `end` is the index one
 * past the node's last descendant (for scalars, index + 1). */
typedef struct sdx_jnode {
    const char *ptr;     /* string: first byte after the opening quote;
                          * number: first byte of its text; else NULL */
    uint32_t len;
    uint32_t end;
    uint8_t type;        /* sdx_jtype */
    uint8_t escaped;     /* string contains at least one backslash escape */
    uint8_t is_int;      /* number text has no '.', 'e' or 'E' */
    uint8_t pad_;        /* reader-private flags (used by sdx_json_next) */
} sdx_jnode;

typedef struct sdx_jdoc {
    sdx_jnode *nodes;
    uint32_t n, cap;
    char *scratch;        /* decoded strings (see sdx_json_str) */
    size_t scratch_len, scratch_cap;
    const char *text;     /* the parsed input */
    size_t text_len;
    unsigned flags;       /* options, set by the caller after sdx_jdoc_init (SDX_JSON_*) */
    int oom;              /* set (and kept) when an accessor ran out of memory: sdx_json_str
                             then returned NULL for a string, which the caller must not take
                             for a missing value (it fails with SDX_ERR_NOMEM instead) */
} sdx_jdoc;

/* sdx_jdoc.flags: SDX_JSON_NO_AVX2 parses with the SSE2 code even on a CPU
 * with AVX2 (the CLI sets it from SPARKDX_NO_AVX2=1, to compare the two). */
enum { SDX_JSON_NO_AVX2 = 1 };

void sdx_jdoc_init(sdx_jdoc *d);
void sdx_jdoc_free(sdx_jdoc *d);

/* Parse text[0..len). Returns 0, or -1 with err->offset = byte offset of the
 * first error in `text` and a message ("unterminated string", "invalid
 * escape", "nesting deeper than 512", "trailing characters", ...); err->file
 * is left empty for the caller to fill. Whitespace around the value is
 * allowed. */
int sdx_json_parse(sdx_jdoc *d, const char *text, size_t len, sdx_error *err);

/* Parse the line at text: a JSON value followed by optional spaces, tabs or
 * '\r' and then '\n' or the end of the avail bytes. '\n' is not whitespace
 * here, so the parser itself finds the end of the line (no separate newline
 * scan; a value never spans lines). *line_len gets the line's length without
 * its '\n', also when the line is rejected (so the caller can skip it: the
 * next line starts at text + *line_len + 1). Error offsets are relative to
 * text. */
int sdx_json_parse_line(sdx_jdoc *d, const char *text, size_t avail, size_t *line_len, sdx_error *err);

static inline sdx_jtype sdx_json_type(const sdx_jdoc *d, uint32_t i)
{
    return i == SDX_JNONE ? SDX_JNULL : (sdx_jtype)d->nodes[i].type;
}

/* Member value of object `obj` by key (exact, byte-wise match of the decoded
 * key); SDX_JNONE when obj is not an object or the key is absent. Linear in
 * the number of members. If a key repeats, the last one wins (as Jackson). */
uint32_t sdx_json_get(const sdx_jdoc *d, uint32_t obj, const char *key);
/* Same with an explicit key length. */
uint32_t sdx_json_getn(const sdx_jdoc *d, uint32_t obj, const char *key, size_t keylen);
/* Several members in one pass over the object: out[i] = sdx_json_get(d, obj,
 * keys[i].s) for i < n (the keys distinct, in the order they usually come,
 * which makes it faster). SDX_JKEY("name") spells a key. */
typedef struct sdx_jkey {
    const char *s;
    size_t n;
} sdx_jkey;
#define SDX_JKEY(lit) {lit, sizeof(lit) - 1}
void sdx_json_getv(const sdx_jdoc *d, uint32_t obj, const sdx_jkey *keys, size_t n, uint32_t *out);

/* Iteration. For arrays: first element / next sibling. For objects:
 * sdx_json_first() returns the first KEY node; the value is key + 1;
 * sdx_json_next(d, key) returns the next KEY node. SDX_JNONE at the end.
 * (sdx_json_next on a member value also returns the next key; on the root,
 * SDX_JNONE.) */
uint32_t sdx_json_first(const sdx_jdoc *d, uint32_t container);
uint32_t sdx_json_next(const sdx_jdoc *d, uint32_t node);
/* Index one past the container's subtree = where iteration stops. */
static inline uint32_t sdx_json_end(const sdx_jdoc *d, uint32_t i) { return d->nodes[i].end; }

/* True when node is a string equal to s. Works on escaped strings too. */
int sdx_json_str_eq(const sdx_jdoc *d, uint32_t node, const char *s);

/* Decoded string value (escapes resolved, \u surrogate pairs to UTF-8; a
 * lone surrogate escape, which Jackson accepts, decodes to U+FFFD). The
 * pointer is into the input when the string has no escapes, else into the
 * doc's scratch buffer; valid until the next parse. NOT NUL-terminated when
 * it points into the input: use *len. Returns NULL (len 0) when the node is
 * not a string. A "\u0000" escape decodes to a NUL byte inside the string. */
const char *sdx_json_str(sdx_jdoc *d, uint32_t node, size_t *len);

/* Numbers. Return 0 on success, -1 when the node is not a number or the
 * value does not fit (int64: not integral or out of range). */
int sdx_json_int64(const sdx_jdoc *d, uint32_t node, int64_t *out);
int sdx_json_double(const sdx_jdoc *d, uint32_t node, double *out);
/* Details: "integral" is about the value, so "3", "3.0" and "3e0" all give 3
 * while "3.5" and 1e19 give -1. sdx_json_double rounds correctly; on
 * overflow ("1e400") it stores +-HUGE_VAL and returns -1; underflow gives
 * (+-)0 or a subnormal and succeeds. */
/* A number as Spark reads it into a Long / an Int: Jackson's
 * JsonNode.longValue() / intValue(), which JsonProtocol's extractLong /
 * extractInt call on any number (json4s' extract[Long] before Spark 3.4
 * does the same). Integer text keeps its low 64 / 32 bits (LongNode casts,
 * BigInteger.longValue: 2^64+1 gives 1); text with a fraction or an
 * exponent is a double, cast as Java casts: toward zero, saturated at the
 * type's MIN/MAX (1e23 and 1e400 give the MAX), NaN 0. Returns -1 only when
 * the node is not a number. */
int sdx_json_long(const sdx_jdoc *d, uint32_t node, int64_t *out);
int sdx_json_int(const sdx_jdoc *d, uint32_t node, int32_t *out);
/* Convenience with a default: integers from a number node, OR from a string
 * node holding a decimal integer (Spark writes accumulator values as
 * strings). */
int64_t sdx_json_int64_or(const sdx_jdoc *d, uint32_t node, int64_t dflt);
/* true/false node -> 1/0; anything else -> dflt. */
int sdx_json_bool_or(const sdx_jdoc *d, uint32_t node, int dflt);

/* ---- writer --------------------------------------------------------------
 * A growable byte buffer with helpers that produce valid JSON. Pretty mode
 * indents like Jackson's default pretty printer ("key" : value, 2 spaces).
 * Keys and values are written by the caller in the order it wants; the writer
 * tracks commas and nesting. */

typedef struct sdx_buf {
    char *data;
    size_t len, cap;
} sdx_buf;

void sdx_buf_init(sdx_buf *b);
void sdx_buf_free(sdx_buf *b);
void sdx_buf_reserve(sdx_buf *b, size_t extra);
void sdx_buf_put(sdx_buf *b, const void *p, size_t n);
void sdx_buf_puts(sdx_buf *b, const char *s);
void sdx_buf_putc(sdx_buf *b, char c);
void sdx_buf_printf(sdx_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Text from a log (app names, job descriptions, hosts, messages) for a
 * terminal or Markdown: every byte below 0x20, DEL, the C1 controls
 * (U+0080..U+009F) and the bidirectional controls (U+061C, U+200E, U+200F,
 * U+202A..U+202E, U+2066..U+2069) are written as visible escapes ("\n",
 * "\t", "\r", "\x1b", "\u202e"), so a log cannot move the cursor, set
 * a window title, ring the bell or start a line of its own. A backslash
 * is written as is; everything else is copied. */
void sdx_buf_put_visible(sdx_buf *b, const char *s, size_t n);
void sdx_buf_puts_visible(sdx_buf *b, const char *s);   /* NULL -> nothing */
/* NUL-terminate (not counted in len) and return data. */
const char *sdx_buf_cstr(sdx_buf *b);
/* Out of memory: the buffer frees its data, stays empty and ignores every
 * later write (sdx_buf_cstr gives ""); this tells whether that happened. */
int sdx_buf_failed(const sdx_buf *b);
/* Mark b failed, as an allocation failure inside it would (for a writer
 * whose own scratch memory ran out): its text is dropped. */
void sdx_buf_fail(sdx_buf *b);

typedef struct sdx_jw {
    sdx_buf *out;
    int pretty;
    int depth;
    uint8_t first[SDX_JSON_MAX_DEPTH]; /* no element written yet at depth */
    uint8_t after_key;
} sdx_jw;

void sdx_jw_init(sdx_jw *w, sdx_buf *out, int pretty);
void sdx_jw_obj_begin(sdx_jw *w);
void sdx_jw_obj_end(sdx_jw *w);
void sdx_jw_arr_begin(sdx_jw *w);
void sdx_jw_arr_end(sdx_jw *w);
void sdx_jw_key(sdx_jw *w, const char *key);
void sdx_jw_keyn(sdx_jw *w, const char *key, size_t n);  /* may hold NULs */
void sdx_jw_str(sdx_jw *w, const char *s);               /* NULL -> null */
void sdx_jw_strn(sdx_jw *w, const char *s, size_t n);
void sdx_jw_int(sdx_jw *w, int64_t v);
/* "key": [ids...] (an object member holding an array of int32 ids) */
void sdx_jw_key_ids(sdx_jw *w, const char *key, const int32_t *v, uint32_t n);
/* Doubles as Java's Double.toString prints them (what Jackson emits):
 * "1.0", "0.5", "1.0E7", "NaN" (Jackson writes NaN as a bare token). */
void sdx_jw_double(sdx_jw *w, double v);
/* Same, but NaN and +-Infinity as JSON strings ("NaN", "Infinity",
 * "-Infinity"): what Jackson writes with its default WRITE_NAN_AS_STRINGS. */
void sdx_jw_double_strict(sdx_jw *w, double v);
/* The Double.toString text of v into out (NUL-terminated, at most 25 bytes
 * plus the NUL); returns its length. */
size_t sdx_json_fmt_double(double v, char out[32]);
void sdx_jw_bool(sdx_jw *w, int v);
void sdx_jw_null(sdx_jw *w);
/* Copy a parsed value (subtree) verbatim as JSON: numbers keep their text,
 * strings are decoded and re-escaped (so the output is what sdx_jw_str would
 * write), the layout follows the writer's mode. */
void sdx_jw_copy(sdx_jw *w, sdx_jdoc *d, uint32_t node);
/* Write the bytes of an already-valid JSON value. */
void sdx_jw_raw(sdx_jw *w, const char *json, size_t n);

/* Escape s[0..n) as a JSON string body (no quotes) onto b. */
void sdx_json_escape(sdx_buf *b, const char *s, size_t n);

#ifdef __cplusplus
}
#endif
#endif
