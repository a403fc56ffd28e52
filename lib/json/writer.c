/*
 * writer.c: the growable byte buffer (sdx_buf) and the JSON writer (sdx_jw)
 * every renderer uses (see include/sparkdx/json.h).
 *
 * The writer tracks commas and nesting so callers only say what to write.
 * Pretty mode follows Jackson's default pretty printer, which is what the
 * Spark History Server's REST API emits: objects one member per line with a
 * 2-space indent per enclosing object and "key" : value, arrays inline as
 * [ 1, 2 ] (an object inside an array opens on the same line: [ {), empty
 * containers as { } and [ ]. Strings are escaped like Jackson (", \, control
 * characters; '/' and non-ASCII are left alone); invalid UTF-8 handed to the
 * writer becomes U+FFFD so the output is always valid JSON.
 *
 * Out of memory: the buffer drops its contents and turns "failed" (sticky,
 * see sdx_buf_failed()); later writes are ignored. The library never exits.
 */
#include "sparkdx/json.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/internal.h"

/* ---- sdx_buf ----------------------------------------------------------- */

#define BUF_FAILED SIZE_MAX

void sdx_buf_init(sdx_buf *b)
{
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
}

void sdx_buf_free(sdx_buf *b)
{
    free(b->data);
    sdx_buf_init(b);
}

int sdx_buf_failed(const sdx_buf *b)
{
    return b->cap == BUF_FAILED;
}

static void buf_fail(sdx_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = 0;
    b->cap = BUF_FAILED;
}

void sdx_buf_fail(sdx_buf *b) { buf_fail(b); }

/* Make room for `extra` more bytes plus a NUL; 0 on success. */
static int buf_grow(sdx_buf *b, size_t extra)
{
    if (b->cap == BUF_FAILED)
        return -1;
    if (extra > SIZE_MAX / 2 - b->len) {
        buf_fail(b);
        return -1;
    }
    size_t need = b->len + extra + 1;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < need)
        cap *= 2;
    char *nd = realloc(b->data, cap);
    if (!nd) {
        buf_fail(b);
        return -1;
    }
    b->data = nd;
    b->cap = cap;
    return 0;
}

static inline int buf_room(sdx_buf *b, size_t extra)
{
    if (SDX_LIKELY(b->cap != BUF_FAILED && b->cap - b->len > extra))
        return 0;
    return buf_grow(b, extra);
}

void sdx_buf_reserve(sdx_buf *b, size_t extra)
{
    (void)buf_room(b, extra);
}

void sdx_buf_put(sdx_buf *b, const void *p, size_t n)
{
    if (n == 0 || buf_room(b, n) < 0)
        return;
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

/* The Unicode controls a terminal or a bidi renderer acts on, by code point. */
static int is_invisible_cp(uint32_t cp)
{
    return (cp >= 0x80 && cp <= 0x9f) || cp == 0x61c || cp == 0x200e || cp == 0x200f ||
           (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

void sdx_buf_put_visible(sdx_buf *b, const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0, run = 0;   /* bytes [run, i) are copied as they are */
    while (i < n) {
        unsigned c = p[i];
        size_t len = 0;
        uint32_t cp = 0;
        if (c < 0x20 || c == 0x7f) {
            len = 1;
            cp = c;
        } else if (c == 0xc2 && i + 1 < n && p[i + 1] >= 0x80 && p[i + 1] <= 0x9f) {
            len = 2;
            cp = p[i + 1];
        } else if ((c == 0xd8 && i + 1 < n && p[i + 1] == 0x9c) ||
                   (c == 0xe2 && i + 2 < n && p[i + 1] == 0x80 &&
                    (p[i + 2] == 0x8e || p[i + 2] == 0x8f || (p[i + 2] >= 0xaa && p[i + 2] <= 0xae))) ||
                   (c == 0xe2 && i + 2 < n && p[i + 1] == 0x81 && p[i + 2] >= 0xa6 && p[i + 2] <= 0xa9)) {
            len = c == 0xd8 ? 2 : 3;
            cp = c == 0xd8 ? 0x61c : ((uint32_t)(c & 0x0f) << 12) | ((uint32_t)(p[i + 1] & 0x3f) << 6) | (p[i + 2] & 0x3f);
        }
        if (!len || (cp >= 0x80 && !is_invisible_cp(cp))) {
            i++;
            continue;
        }
        sdx_buf_put(b, s + run, i - run);
        switch (cp) {
        case '\n': sdx_buf_put(b, "\\n", 2); break;
        case '\t': sdx_buf_put(b, "\\t", 2); break;
        case '\r': sdx_buf_put(b, "\\r", 2); break;
        default:
            if (cp < 0x100)
                sdx_buf_printf(b, "\\x%02x", (unsigned)cp);
            else
                sdx_buf_printf(b, "\\u%04x", (unsigned)cp);
        }
        i += len;
        run = i;
    }
    sdx_buf_put(b, s + run, n - run);
}

void sdx_buf_puts_visible(sdx_buf *b, const char *s)
{
    if (s)
        sdx_buf_put_visible(b, s, strlen(s));
}

void sdx_buf_puts(sdx_buf *b, const char *s)
{
    sdx_buf_put(b, s, strlen(s));
}

void sdx_buf_putc(sdx_buf *b, char c)
{
    if (buf_room(b, 1) < 0)
        return;
    b->data[b->len++] = c;
}

void sdx_buf_printf(sdx_buf *b, const char *fmt, ...)
{
    if (buf_room(b, 64) < 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= b->cap - b->len) {
        if (buf_room(b, (size_t)n) < 0)
            return;
        va_start(ap, fmt);
        vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
    }
    b->len += (size_t)n;
}

const char *sdx_buf_cstr(sdx_buf *b)
{
    if (buf_room(b, 0) < 0)
        return "";
    b->data[b->len] = '\0';
    return b->data;
}

/* ---- escaping ---------------------------------------------------------- */

/* 0: copy as is; 1: needs an escape; 2: start of a non-ASCII sequence */
static const uint8_t esc_class[256] = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* '"' */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, /* '\\' */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
};

/* Length of the valid UTF-8 sequence at p[0..n) (lead byte >= 0x80), or 0. */
static size_t utf8_valid_len(const uint8_t *p, size_t n)
{
    uint8_t c = p[0], lo = 0x80, hi = 0xBF;
    size_t need;
    if (c < 0xC2 || c > 0xF4)
        return 0;
    if (c < 0xE0) {
        need = 1;
    } else if (c < 0xF0) {
        need = 2;
        if (c == 0xE0)
            lo = 0xA0;
        else if (c == 0xED)
            hi = 0x9F;
    } else {
        need = 3;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F;
    }
    if (need >= n)
        return 0;
    for (size_t i = 1; i <= need; i++) {
        if (p[i] < lo || p[i] > hi)
            return 0;
        lo = 0x80;
        hi = 0xBF;
    }
    return need + 1;
}

void sdx_json_escape(sdx_buf *b, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    const uint8_t *p = (const uint8_t *)s, *end = p + n;
    while (p < end) {
        const uint8_t *run = p;
        while (p < end && esc_class[*p] == 0)
            p++;
        sdx_buf_put(b, run, (size_t)(p - run));
        if (p >= end)
            break;
        uint8_t c = *p;
        if (esc_class[c] == 2) {
            size_t k = utf8_valid_len(p, (size_t)(end - p));
            if (k) {
                sdx_buf_put(b, p, k);
                p += k;
            } else {
                sdx_buf_put(b, "\xEF\xBF\xBD", 3); /* U+FFFD for a bad byte */
                p++;
            }
            continue;
        }
        char e[6] = {'\\', 0, 0, 0, 0, 0};
        size_t el = 2;
        switch (c) {
        case '"': e[1] = '"'; break;
        case '\\': e[1] = '\\'; break;
        case '\b': e[1] = 'b'; break;
        case '\f': e[1] = 'f'; break;
        case '\n': e[1] = 'n'; break;
        case '\r': e[1] = 'r'; break;
        case '\t': e[1] = 't'; break;
        default:
            e[1] = 'u';
            e[2] = '0';
            e[3] = '0';
            e[4] = hex[c >> 4];
            e[5] = hex[c & 15];
            el = 6;
        }
        sdx_buf_put(b, e, el);
        p++;
    }
}

/* ---- sdx_jw ------------------------------------------------------------ */

#define LV_EMPTY 1u /* no element written yet in this container */
#define LV_OBJ 2u   /* the container is an object */

void sdx_jw_init(sdx_jw *w, sdx_buf *out, int pretty)
{
    memset(w, 0, sizeof *w);
    w->out = out;
    w->pretty = pretty;
}

/* Whether the innermost container has no element yet. Deeper than the
 * level array, the output itself tells: it ends with the opening bracket. */
static int lv_empty(const sdx_jw *w)
{
    if (w->depth <= SDX_JSON_MAX_DEPTH)
        return w->first[w->depth - 1] & LV_EMPTY;
    const sdx_buf *b = w->out;
    size_t i = b->len;
    while (i > 0 && (b->data[i - 1] == ' ' || b->data[i - 1] == '\n'))
        i--;
    return i > 0 && (b->data[i - 1] == '[' || b->data[i - 1] == '{');
}

static void lv_mark_used(sdx_jw *w)
{
    if (w->depth <= SDX_JSON_MAX_DEPTH)
        w->first[w->depth - 1] &= (uint8_t)~LV_EMPTY;
}

static void newline_indent(sdx_jw *w)
{
    int lim = w->depth < SDX_JSON_MAX_DEPTH ? w->depth : SDX_JSON_MAX_DEPTH;
    size_t objs = 0;
    for (int i = 0; i < lim; i++)
        objs += (w->first[i] & LV_OBJ) != 0;
    if (buf_room(w->out, 1 + 2 * objs) < 0)
        return;
    char *o = w->out->data + w->out->len;
    *o++ = '\n';
    memset(o, ' ', 2 * objs);
    w->out->len += 1 + 2 * objs;
}

/* Separator before a value: none after a key, ", " / "," in arrays. */
static void before_value(sdx_jw *w)
{
    if (w->after_key) {
        w->after_key = 0;
        return;
    }
    if (w->depth == 0)
        return;
    if (!lv_empty(w))
        sdx_buf_putc(w->out, ',');
    if (w->pretty)
        sdx_buf_putc(w->out, ' ');
    lv_mark_used(w);
}

static void push(sdx_jw *w, uint8_t kind)
{
    if (w->depth < SDX_JSON_MAX_DEPTH)
        w->first[w->depth] = (uint8_t)(LV_EMPTY | kind);
    w->depth++;
}

void sdx_jw_obj_begin(sdx_jw *w)
{
    before_value(w);
    sdx_buf_putc(w->out, '{');
    push(w, LV_OBJ);
}

void sdx_jw_obj_end(sdx_jw *w)
{
    if (w->depth == 0)
        return; /* unbalanced: ignore rather than corrupt */
    int had = !lv_empty(w);
    w->depth--;
    w->after_key = 0;
    if (w->pretty) {
        if (had)
            newline_indent(w);
        else
            sdx_buf_putc(w->out, ' ');
    }
    sdx_buf_putc(w->out, '}');
}

void sdx_jw_arr_begin(sdx_jw *w)
{
    before_value(w);
    sdx_buf_putc(w->out, '[');
    push(w, 0);
}

void sdx_jw_arr_end(sdx_jw *w)
{
    if (w->depth == 0)
        return;
    w->depth--;
    w->after_key = 0;
    if (w->pretty)
        sdx_buf_putc(w->out, ' ');
    sdx_buf_putc(w->out, ']');
}

void sdx_jw_keyn(sdx_jw *w, const char *key, size_t n)
{
    if (w->depth > 0) {
        if (!lv_empty(w))
            sdx_buf_putc(w->out, ',');
        lv_mark_used(w);
        if (w->pretty)
            newline_indent(w);
    }
    sdx_buf_putc(w->out, '"');
    sdx_json_escape(w->out, key, n);
    if (w->pretty)
        sdx_buf_put(w->out, "\" : ", 4);
    else
        sdx_buf_put(w->out, "\":", 2);
    w->after_key = 1;
}

void sdx_jw_key(sdx_jw *w, const char *key)
{
    sdx_jw_keyn(w, key, strlen(key));
}

void sdx_jw_strn(sdx_jw *w, const char *s, size_t n)
{
    before_value(w);
    sdx_buf_putc(w->out, '"');
    sdx_json_escape(w->out, s, n);
    sdx_buf_putc(w->out, '"');
}

void sdx_jw_str(sdx_jw *w, const char *s)
{
    if (!s) {
        sdx_jw_null(w);
        return;
    }
    sdx_jw_strn(w, s, strlen(s));
}

void sdx_jw_int(sdx_jw *w, int64_t v)
{
    char buf[24], *o = buf + sizeof buf;
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    do {
        *--o = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *--o = '-';
    before_value(w);
    sdx_buf_put(w->out, o, (size_t)(buf + sizeof buf - o));
}

void sdx_jw_double(sdx_jw *w, double v)
{
    char buf[32];
    size_t n = sdx_json_fmt_double(v, buf);
    before_value(w);
    sdx_buf_put(w->out, buf, n);
}

void sdx_jw_double_strict(sdx_jw *w, double v)
{
    char buf[34];
    size_t n = sdx_json_fmt_double(v, buf + 1);
    before_value(w);
    if (v != v || v - v != 0) { /* NaN or infinite: a JSON string */
        buf[0] = '"';
        buf[n + 1] = '"';
        sdx_buf_put(w->out, buf, n + 2);
    } else {
        sdx_buf_put(w->out, buf + 1, n);
    }
}

void sdx_jw_bool(sdx_jw *w, int v)
{
    before_value(w);
    if (v)
        sdx_buf_put(w->out, "true", 4);
    else
        sdx_buf_put(w->out, "false", 5);
}

void sdx_jw_null(sdx_jw *w)
{
    before_value(w);
    sdx_buf_put(w->out, "null", 4);
}

void sdx_jw_raw(sdx_jw *w, const char *json, size_t n)
{
    before_value(w);
    sdx_buf_put(w->out, json, n);
}

void sdx_jw_copy(sdx_jw *w, sdx_jdoc *d, uint32_t node)
{
    if (node == SDX_JNONE || node >= d->n) {
        sdx_jw_null(w);
        return;
    }
    /* The tape is in document order: walk it linearly, closing containers
     * when the walk passes their end. The parser bounds the depth. */
    uint32_t ends[SDX_JSON_MAX_DEPTH + 1];
    uint8_t is_obj[SDX_JSON_MAX_DEPTH + 1];
    int sp = 0;
    const uint32_t stop = d->nodes[node].end;
    for (uint32_t i = node; i < stop; i++) {
        while (sp > 0 && i >= ends[sp - 1]) {
            sp--;
            if (is_obj[sp])
                sdx_jw_obj_end(w);
            else
                sdx_jw_arr_end(w);
        }
        const sdx_jnode *nd = &d->nodes[i];
        switch (nd->type) {
        case SDX_JOBJECT:
        case SDX_JARRAY:
            if (nd->type == SDX_JOBJECT)
                sdx_jw_obj_begin(w);
            else
                sdx_jw_arr_begin(w);
            if (sp < SDX_JSON_MAX_DEPTH + 1) {
                ends[sp] = nd->end;
                is_obj[sp] = nd->type == SDX_JOBJECT;
                sp++;
            }
            break;
        case SDX_JSTRING: {
            size_t len;
            const char *s = sdx_json_str(d, i, &len);
            if (!s) { /* out of memory decoding: keep the output valid */
                s = "";
                len = 0;
            }
            if ((nd->pad_ & SDX_JFLAG_KEY) && i != node)
                sdx_jw_keyn(w, s, len);
            else
                sdx_jw_strn(w, s, len);
            break;
        }
        case SDX_JNUMBER:
            sdx_jw_raw(w, nd->ptr, nd->len);
            break;
        case SDX_JTRUE:
            sdx_jw_bool(w, 1);
            break;
        case SDX_JFALSE:
            sdx_jw_bool(w, 0);
            break;
        default:
            sdx_jw_null(w);
            break;
        }
    }
    while (sp > 0) {
        sp--;
        if (is_obj[sp])
            sdx_jw_obj_end(w);
        else
            sdx_jw_arr_end(w);
    }
}

void sdx_jw_key_ids(sdx_jw *w, const char *key, const int32_t *v, uint32_t n)
{
    sdx_jw_key(w, key);
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < n; i++)
        sdx_jw_int(w, v[i]);
    sdx_jw_arr_end(w);
}
