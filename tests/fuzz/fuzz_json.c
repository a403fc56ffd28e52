/*
 * fuzz_json.c: libFuzzer target for the JSON reader and writer.
 *
 * Parses the input; a rejection must carry an offset inside the input. On
 * success every node is read with every accessor (checking the tape's
 * invariants and iteration against the declared lengths), the tree is
 * re-serialized with sdx_jw_copy (compact and pretty), and the output must
 * parse again to an equal tree. Doubles are printed the Java way and must
 * read back as the same value. sdx_json_parse_line must find the same line
 * and agree with sdx_json_parse on it. Any violation aborts. `make fuzz`
 * builds it.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/json.h"

#define REQUIRE(c)                                                             \
    do {                                                                       \
        if (!(c))                                                              \
            abort();                                                           \
    } while (0)

/* Two parsed trees equal: same shapes, decoded strings, number texts. */
static int same(sdx_jdoc *a, uint32_t i, sdx_jdoc *b, uint32_t j)
{
    const sdx_jnode *x = &a->nodes[i], *y = &b->nodes[j];
    if (x->type != y->type)
        return 0;
    switch (x->type) {
    case SDX_JNUMBER:
        return x->len == y->len && memcmp(x->ptr, y->ptr, x->len) == 0;
    case SDX_JSTRING: {
        size_t n1, n2;
        const char *s1 = sdx_json_str(a, i, &n1);
        const char *s2 = sdx_json_str(b, j, &n2);
        return s1 && s2 && n1 == n2 && memcmp(s1, s2, n1) == 0;
    }
    case SDX_JARRAY:
    case SDX_JOBJECT: {
        if (x->len != y->len)
            return 0;
        uint32_t p = sdx_json_first(a, i), q = sdx_json_first(b, j);
        while (p != SDX_JNONE && q != SDX_JNONE) {
            if (!same(a, p, b, q))
                return 0;
            if (x->type == SDX_JOBJECT && !same(a, p + 1, b, q + 1))
                return 0;
            p = sdx_json_next(a, p);
            q = sdx_json_next(b, q);
        }
        return p == SDX_JNONE && q == SDX_JNONE;
    }
    default:
        return 1;
    }
}

static void check_accessors(sdx_jdoc *d)
{
    for (uint32_t i = 0; i < d->n; i++) {
        const sdx_jnode *nd = &d->nodes[i];
        REQUIRE(nd->end > i && nd->end <= d->n);
        sdx_jtype t = sdx_json_type(d, i);
        int64_t iv;
        double dv;
        size_t n;
        const char *s = sdx_json_str(d, i, &n);
        REQUIRE((s != NULL) == (t == SDX_JSTRING));
        int ir = sdx_json_int64(d, i, &iv);
        int dr = sdx_json_double(d, i, &dv);
        (void)sdx_json_int64_or(d, i, 0);
        int b = sdx_json_bool_or(d, i, 7);
        REQUIRE(b == (t == SDX_JTRUE ? 1 : t == SDX_JFALSE ? 0 : 7));
        if (t != SDX_JNUMBER)
            REQUIRE(ir == -1 && dr == -1);
        if (ir == 0 && dr == 0 && llabs(iv) < (1LL << 53))
            REQUIRE((double)iv == dv); /* an exact integer and its double agree */
        if (t == SDX_JNUMBER && dr == 0) {
            char buf[32];
            size_t k = sdx_json_fmt_double(dv, buf);
            REQUIRE(k > 0 && k < 32 && buf[k] == '\0');
            REQUIRE(strtod(buf, NULL) == dv);
        }
        if (t == SDX_JSTRING) {
            REQUIRE(n <= nd->len);
            if (memchr(s, '\0', n) == NULL) {
                char *z = malloc(n + 1);
                memcpy(z, s, n);
                z[n] = '\0';
                REQUIRE(sdx_json_str_eq(d, i, z));
                free(z);
            }
        }
        if (t == SDX_JARRAY || t == SDX_JOBJECT) {
            uint32_t cnt = 0, last = SDX_JNONE;
            for (uint32_t c = sdx_json_first(d, i); c != SDX_JNONE; c = sdx_json_next(d, c)) {
                REQUIRE(c > i && c < nd->end);
                cnt++;
                last = c;
                if (t == SDX_JOBJECT) {
                    REQUIRE(sdx_json_type(d, c) == SDX_JSTRING);
                    size_t kl;
                    const char *ks = sdx_json_str(d, c, &kl);
                    uint32_t v = sdx_json_getn(d, i, ks, kl);
                    REQUIRE(v != SDX_JNONE && v >= c + 1 && v < nd->end);
                    REQUIRE(sdx_json_type(d, v - 1) == SDX_JSTRING);
                }
            }
            REQUIRE(cnt == nd->len);
            if (last != SDX_JNONE)
                REQUIRE(d->nodes[t == SDX_JOBJECT ? last + 1 : last].end == nd->end);
            else
                REQUIRE(nd->end == i + 1);
        } else {
            REQUIRE(nd->end == i + 1);
            REQUIRE(sdx_json_first(d, i) == SDX_JNONE);
        }
    }
    REQUIRE(d->n == 0 || d->nodes[0].end == d->n);
}

static void round_trip(sdx_jdoc *d, int pretty)
{
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_jw w;
    sdx_jw_init(&w, &b, pretty);
    sdx_jw_copy(&w, d, 0);
    REQUIRE(!sdx_buf_failed(&b));
    sdx_jdoc d2;
    sdx_jdoc_init(&d2);
    sdx_error err;
    REQUIRE(sdx_json_parse(&d2, b.data, b.len, &err) == 0);
    REQUIRE(d2.n == d->n);
    REQUIRE(same(d, 0, &d2, 0));
    /* copying the copy is a fixed point */
    sdx_buf b2;
    sdx_buf_init(&b2);
    sdx_jw_init(&w, &b2, pretty);
    sdx_jw_copy(&w, &d2, 0);
    REQUIRE(b2.len == b.len && memcmp(b2.data, b.data, b.len) == 0);
    sdx_buf_free(&b2);
    sdx_jdoc_free(&d2);
    sdx_buf_free(&b);
}

/* sdx_json_parse_line agrees with sdx_json_parse on the line it found. */
static void check_line_mode(const uint8_t *data, size_t size)
{
    static sdx_jdoc ld, pd;
    sdx_error lerr, perr;
    size_t ll = SIZE_MAX;
    int lr = sdx_json_parse_line(&ld, (const char *)data, size, &ll, &lerr);
    REQUIRE(ll <= size);
    REQUIRE(ll == size || data[ll] == '\n');
    REQUIRE(memchr(data, '\n', ll) == NULL);
    int pr = sdx_json_parse(&pd, (const char *)data, ll, &perr);
    REQUIRE(lr == pr);
    if (lr == 0) {
        REQUIRE(ld.n == pd.n && same(&ld, 0, &pd, 0));
    } else {
        REQUIRE(lerr.offset <= ll);
        if (lerr.offset < ll)
            REQUIRE(lerr.offset == perr.offset);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static sdx_jdoc d; /* reused across inputs, like a log reader does */
    sdx_error err;
    check_line_mode(data, size);
    if (sdx_json_parse(&d, (const char *)data, size, &err) != 0) {
        REQUIRE(err.code == SDX_ERR_JSON || err.code == SDX_ERR_NOMEM);
        REQUIRE(err.offset <= size);
        REQUIRE(d.n == 0);
        return 0;
    }
    REQUIRE(d.n >= 1);
    check_accessors(&d);
    round_trip(&d, 0);
    round_trip(&d, 1);
    return 0;
}
