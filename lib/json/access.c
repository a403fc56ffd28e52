/*
 * access.c: reading a parsed JSON tape (see include/sparkdx/json.h): member
 * lookup, iteration, string decoding and exact number conversion.
 *
 * Conversions happen on access, never during parsing, so a line costs only
 * what the caller reads. Integers are exact or refused (no silent rounding);
 * doubles are correctly rounded (exact fast path, else strtod in the "C"
 * locale). Escaped strings are decoded into the doc's scratch buffer at the
 * same offset they occupy in the input, so decoding is idempotent and never
 * moves strings handed out earlier (decoding never makes a string longer).
 */
#include "sparkdx/json.h"

#include <errno.h>
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "json/internal.h"

/* ---- strings ----------------------------------------------------------- */

size_t sdx_json_unescape_(const char *s, size_t n, char *out)
{
    const char *p = s, *end = s + n;
    char *o = out;
    while (p < end) {
        const char *bs = memchr(p, '\\', (size_t)(end - p));
        size_t run = (size_t)((bs ? bs : end) - p);
        memmove(o, p, run);
        o += run;
        p += run;
        if (!bs)
            break;
        o += sdx_unescape1_(&p, end, (uint8_t *)o);
    }
    return (size_t)(o - out);
}

/* Does the raw string body s[0..n) decode to exactly key[0..keylen)? */
static int raw_eq(const char *s, size_t n, int escaped, const char *key, size_t keylen)
{
    if (!escaped)
        return n == keylen && memcmp(s, key, n) == 0;
    if (keylen > n)
        return 0; /* decoding never grows */
    const char *p = s, *end = s + n;
    size_t j = 0;
    while (p < end) {
        if (*p != '\\') {
            if (j >= keylen || key[j] != *p)
                return 0;
            j++;
            p++;
            continue;
        }
        uint8_t buf[4];
        size_t k = sdx_unescape1_(&p, end, buf);
        if (j + k > keylen || memcmp(key + j, buf, k) != 0)
            return 0;
        j += k;
    }
    return j == keylen;
}

uint32_t sdx_json_getn(const sdx_jdoc *d, uint32_t obj, const char *key, size_t keylen)
{
    if (obj == SDX_JNONE || obj >= d->n || d->nodes[obj].type != SDX_JOBJECT)
        return SDX_JNONE;
    const sdx_jnode *nodes = d->nodes;
    uint32_t stop = nodes[obj].end, found = SDX_JNONE;
    for (uint32_t k = obj + 1; k < stop; k = nodes[k + 1].end) {
        const sdx_jnode *kn = &nodes[k];
        if (kn->len == keylen || (kn->escaped && kn->len > keylen)) {
            if (raw_eq(kn->ptr, kn->len, kn->escaped, key, keylen))
                found = k + 1; /* keep going: the last duplicate wins */
        }
    }
    return found;
}

/* A member's key (node kn) equals key? Lengths first: most keys differ there. */
static inline int key_is(const sdx_jnode *kn, const sdx_jkey *key)
{
    if (!kn->escaped)
        return kn->len == key->n && memcmp(kn->ptr, key->s, key->n) == 0;
    return kn->len > key->n && raw_eq(kn->ptr, kn->len, 1, key->s, key->n);
}

void sdx_json_getv(const sdx_jdoc *d, uint32_t obj, const sdx_jkey *keys, size_t n, uint32_t *out)
{
    for (size_t i = 0; i < n; i++)
        out[i] = SDX_JNONE;
    if (obj == SDX_JNONE || obj >= d->n || d->nodes[obj].type != SDX_JOBJECT)
        return;
    const sdx_jnode *nodes = d->nodes;
    uint32_t stop = nodes[obj].end;
    size_t hint = 0;   /* the key expected next */
    for (uint32_t k = obj + 1; k < stop; k = nodes[k + 1].end) {
        const sdx_jnode *kn = &nodes[k];
        if (hint < n && key_is(kn, &keys[hint])) {
            out[hint++] = k + 1;   /* a later duplicate overwrites: the last wins */
            continue;
        }
        for (size_t i = 0; i < n; i++)
            if (key_is(kn, &keys[i])) {
                out[i] = k + 1;
                hint = i + 1;
                break;
            }
    }
}

uint32_t sdx_json_get(const sdx_jdoc *d, uint32_t obj, const char *key)
{
    return sdx_json_getn(d, obj, key, strlen(key));
}

uint32_t sdx_json_first(const sdx_jdoc *d, uint32_t container)
{
    if (container == SDX_JNONE || container >= d->n)
        return SDX_JNONE;
    const sdx_jnode *c = &d->nodes[container];
    if ((c->type != SDX_JARRAY && c->type != SDX_JOBJECT) || c->end == container + 1)
        return SDX_JNONE;
    return container + 1;
}

uint32_t sdx_json_next(const sdx_jdoc *d, uint32_t node)
{
    if (node == SDX_JNONE || node >= d->n)
        return SDX_JNONE;
    const sdx_jnode *nd = &d->nodes[node];
    if (nd->pad_ & SDX_JFLAG_LAST)
        return SDX_JNONE;
    if (nd->pad_ & SDX_JFLAG_KEY)
        return d->nodes[node + 1].end; /* skip the key and its value */
    return nd->end;
}

int sdx_json_str_eq(const sdx_jdoc *d, uint32_t node, const char *s)
{
    if (node == SDX_JNONE || node >= d->n || d->nodes[node].type != SDX_JSTRING)
        return 0;
    const sdx_jnode *nd = &d->nodes[node];
    return raw_eq(nd->ptr, nd->len, nd->escaped, s, strlen(s));
}

const char *sdx_json_str(sdx_jdoc *d, uint32_t node, size_t *len)
{
    size_t dummy;
    if (!len)
        len = &dummy;
    *len = 0;
    if (node == SDX_JNONE || node >= d->n || d->nodes[node].type != SDX_JSTRING)
        return NULL;
    const sdx_jnode *nd = &d->nodes[node];
    if (!nd->escaped) {
        *len = nd->len;
        return nd->ptr;
    }
    /* scratch_len == text_len means "sized for this parse"; the parser
     * resets it to 0, so a resize never moves strings already handed out. */
    if (d->scratch_len != d->text_len || !d->scratch) {
        if (d->scratch_cap < d->text_len + 1) {
            char *ns = realloc(d->scratch, d->text_len + 1);
            if (!ns) {
                d->oom = 1;
                return NULL;
            }
            d->scratch = ns;
            d->scratch_cap = d->text_len + 1;
        }
        d->scratch_len = d->text_len;
    }
    char *out = d->scratch + (nd->ptr - d->text);
    size_t n = sdx_json_unescape_(nd->ptr, nd->len, out);
    out[n] = '\0'; /* n < nd->len: an escape always shrinks */
    *len = n;
    return out;
}

/* ---- numbers ----------------------------------------------------------- */

static const double pow10_exact[23] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

/* Exact integer value of validated number text s[0..n), or -1. Accepts any
 * notation whose value is an integer ("12", "1.0", "1.5e1", "-0"). */
static int number_to_int64(const char *s, size_t n, int is_int, int64_t *out)
{
    size_t i = 0;
    int neg = 0;
    if (s[0] == '-') {
        neg = 1;
        i = 1;
    }
    uint64_t acc = 0;
    if (SDX_LIKELY(is_int)) {
        size_t nd = n - i;
        if (nd > 19)
            return -1; /* no leading zeros, so >= 10^19 */
        for (; i < n; i++)
            acc = acc * 10 + (uint64_t)(s[i] - '0');
    } else {
        /* mantissa [i, mend) with an optional '.', exponent after 'e' */
        size_t mend = i, dot = SIZE_MAX;
        while (mend < n && (s[mend] | 0x20) != 'e') {
            if (s[mend] == '.')
                dot = mend;
            mend++;
        }
        long ex = 0;
        if (mend < n) {
            size_t k = mend + 1;
            int eneg = 0;
            if (s[k] == '+' || s[k] == '-')
                eneg = s[k++] == '-';
            for (; k < n; k++)
                if (ex < 1000000)
                    ex = ex * 10 + (s[k] - '0');
            if (eneg)
                ex = -ex;
        }
        if (dot == SIZE_MAX)
            dot = mend;
        /* first and last non-zero digits */
        size_t first = i, lastnz = SIZE_MAX;
        while (first < mend && (s[first] == '0' || s[first] == '.'))
            first++;
        for (size_t k = mend; k > first; k--) {
            if (s[k - 1] != '0' && s[k - 1] != '.') {
                lastnz = k - 1;
                break;
            }
        }
        if (first >= mend) { /* all zeros */
            *out = 0;
            return 0;
        }
        if (lastnz == SIZE_MAX)
            lastnz = first;
        /* place value (power of ten) of a digit at position q */
#define PLACE(q) ((q) < dot ? (long)(dot - (q) - 1) + ex : -(long)((q) - dot) + ex)
        long pfirst = PLACE(first), plast = PLACE(lastnz);
#undef PLACE
        if (plast < 0)
            return -1; /* not integral */
        if (pfirst >= 19)
            return -1; /* >= 10^19 */
        for (size_t k = first; k <= lastnz; k++)
            if (s[k] != '.')
                acc = acc * 10 + (uint64_t)(s[k] - '0');
        for (long k = 0; k < plast; k++)
            acc *= 10; /* value < 10^19 < 2^64: no overflow */
    }
    if (neg) {
        if (acc > (uint64_t)INT64_MAX + 1)
            return -1;
        *out = acc == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)acc;
    } else {
        if (acc > (uint64_t)INT64_MAX)
            return -1;
        *out = (int64_t)acc;
    }
    return 0;
}

int sdx_json_int64(const sdx_jdoc *d, uint32_t node, int64_t *out)
{
    if (node == SDX_JNONE || node >= d->n || d->nodes[node].type != SDX_JNUMBER)
        return -1;
    const sdx_jnode *nd = &d->nodes[node];
    int64_t v;
    if (number_to_int64(nd->ptr, nd->len, nd->is_int, &v) < 0)
        return -1;
    if (out)
        *out = v;
    return 0;
}

static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;
static locale_t c_locale;

static void c_locale_init(void)
{
    c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
}

double sdx_strtod_c_(const char *s, char **endp)
{
    pthread_once(&c_locale_once, c_locale_init);
    if (c_locale)
        return strtod_l(s, endp, c_locale);
    return strtod(s, endp); /* newlocale failed: the current locale */
}

/* Correctly rounded value of validated number text s[0..n). */
static double number_to_double(const char *s, size_t n, int is_int)
{
    size_t i = 0;
    int neg = s[0] == '-';
    i = (size_t)neg;
    /* Fast path (exact): up to 19 significant digits with a small decimal
     * exponent, where both the mantissa and the power of ten are exact
     * doubles, so one IEEE multiply/divide gives the correctly rounded
     * result. */
    uint64_t m = 0;
    int nd = 0;
    long e10 = 0;
    size_t k = i;
    int exact = 1; /* every significant digit is in m */
    while (k < n && (unsigned)(s[k] - '0') <= 9) {
        if (nd < 19) {
            m = m * 10 + (uint64_t)(s[k] - '0');
            if (m)
                nd++;
        } else {
            e10++;
            if (s[k] != '0')
                exact = 0;
        }
        k++;
    }
    if (!is_int) {
        if (k < n && s[k] == '.') {
            k++;
            while (k < n && (unsigned)(s[k] - '0') <= 9) {
                if (nd < 19) {
                    m = m * 10 + (uint64_t)(s[k] - '0');
                    if (m)
                        nd++;
                    e10--;
                } else if (s[k] != '0') {
                    exact = 0;
                }
                k++;
            }
        }
        if (k < n) { /* exponent */
            k++;
            int eneg = 0;
            long ex = 0;
            if (s[k] == '+' || s[k] == '-')
                eneg = s[k++] == '-';
            for (; k < n; k++)
                if (ex < 100000)
                    ex = ex * 10 + (s[k] - '0');
            e10 += eneg ? -ex : ex;
        }
    }
    if (exact && m <= (1ull << 53) && e10 >= -22 && e10 <= 22) {
        double v = (double)m;
        v = e10 < 0 ? v / pow10_exact[-e10] : v * pow10_exact[e10];
        return neg ? -v : v;
    }
    if (m == 0 && exact)
        return neg ? -0.0 : 0.0;
    char buf[128];
    char *tmp = n < sizeof buf ? buf : malloc(n + 1);
    if (!tmp)
        return NAN;
    memcpy(tmp, s, n);
    tmp[n] = '\0';
    double v = sdx_strtod_c_(tmp, NULL);
    if (tmp != buf)
        free(tmp);
    return v;
}

int sdx_json_double(const sdx_jdoc *d, uint32_t node, double *out)
{
    if (node == SDX_JNONE || node >= d->n || d->nodes[node].type != SDX_JNUMBER)
        return -1;
    const sdx_jnode *nd = &d->nodes[node];
    double v = number_to_double(nd->ptr, nd->len, nd->is_int);
    if (out)
        *out = v;
    return isfinite(v) ? 0 : -1; /* overflow (or out of memory) */
}

/* Integer text s[0..n) (validated, no fraction or exponent) modulo 2^64,
 * as two's complement: BigInteger.longValue() keeps the low 64 bits. */
static uint64_t int_text_mod64(const char *s, size_t n)
{
    size_t i = s[0] == '-';
    uint64_t acc = 0;
    for (; i < n; i++)
        acc = acc * 10 + (uint64_t)(s[i] - '0');   /* unsigned: wraps */
    return s[0] == '-' ? 0 - acc : acc;
}

static int64_t u64_as_i64(uint64_t u)
{
    return u <= (uint64_t)INT64_MAX ? (int64_t)u : -(int64_t)(~u) - 1;
}

int sdx_json_long(const sdx_jdoc *d, uint32_t node, int64_t *out)
{
    if (node == SDX_JNONE || node >= d->n || d->nodes[node].type != SDX_JNUMBER)
        return -1;
    const sdx_jnode *nd = &d->nodes[node];
    int64_t v;
    if (nd->is_int) {
        v = u64_as_i64(int_text_mod64(nd->ptr, nd->len));
    } else {
        /* DoubleNode.longValue(): Java's (long) cast */
        double x = number_to_double(nd->ptr, nd->len, 0);
        if (x != x)
            v = 0;
        else if (x >= 9223372036854775808.0)
            v = INT64_MAX;
        else if (x <= -9223372036854775808.0)
            v = INT64_MIN;
        else
            v = (int64_t)x;
    }
    if (out)
        *out = v;
    return 0;
}

int sdx_json_int(const sdx_jdoc *d, uint32_t node, int32_t *out)
{
    if (node == SDX_JNONE || node >= d->n || d->nodes[node].type != SDX_JNUMBER)
        return -1;
    const sdx_jnode *nd = &d->nodes[node];
    int32_t v;
    if (nd->is_int) {
        /* IntNode, LongNode's (int) cast, BigInteger.intValue(): the low 32 bits */
        uint32_t u = (uint32_t)int_text_mod64(nd->ptr, nd->len);
        v = u <= (uint32_t)INT32_MAX ? (int32_t)u : -(int32_t)(~u) - 1;
    } else {
        double x = number_to_double(nd->ptr, nd->len, 0);
        if (x != x)
            v = 0;
        else if (x >= 2147483647.0)
            v = INT32_MAX;
        else if (x <= -2147483648.0)
            v = INT32_MIN;
        else
            v = (int32_t)x;
    }
    if (out)
        *out = v;
    return 0;
}

int64_t sdx_json_int64_or(const sdx_jdoc *d, uint32_t node, int64_t dflt)
{
    if (node == SDX_JNONE || node >= d->n)
        return dflt;
    const sdx_jnode *nd = &d->nodes[node];
    int64_t v;
    if (nd->type == SDX_JNUMBER)
        return number_to_int64(nd->ptr, nd->len, nd->is_int, &v) == 0 ? v : dflt;
    if (nd->type != SDX_JSTRING)
        return dflt;
    /* A decimal integer in a string: -?[0-9]+, as Long.toString writes it
     * (leading zeros tolerated). */
    char buf[160];
    const char *s = nd->ptr;
    size_t n = nd->len;
    if (nd->escaped) {
        if (n > sizeof buf)
            return dflt;
        n = sdx_json_unescape_(s, n, buf);
        s = buf;
    }
    size_t i = 0;
    int neg = 0;
    if (n > 0 && s[0] == '-') {
        neg = 1;
        i = 1;
    }
    if (i >= n)
        return dflt;
    uint64_t acc = 0;
    for (; i < n; i++) {
        unsigned dg = (unsigned)(s[i] - '0');
        if (dg > 9)
            return dflt;
        if (acc > (UINT64_MAX - dg) / 10)
            return dflt;
        acc = acc * 10 + dg;
    }
    if (neg) {
        if (acc > (uint64_t)INT64_MAX + 1)
            return dflt;
        return acc == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)acc;
    }
    return acc > (uint64_t)INT64_MAX ? dflt : (int64_t)acc;
}

int sdx_json_bool_or(const sdx_jdoc *d, uint32_t node, int dflt)
{
    if (node == SDX_JNONE || node >= d->n)
        return dflt;
    switch (d->nodes[node].type) {
    case SDX_JTRUE: return 1;
    case SDX_JFALSE: return 0;
    default: return dflt;
    }
}
