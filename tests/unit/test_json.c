/*
 * test_json.c: unit tests of the JSON reader (tape shape, accessors, every
 * error class with its exact byte offset, limits) and of the writer (buffer,
 * pretty/compact layout, escaping, copy, Java Double.toString formatting).
 * The differential tests against jansson live in test_json_diff.c.
 */
#include "harness.h"

#include <math.h>
#include <stdlib.h>

#include "sparkdx/json.h"

static sdx_jdoc doc;
static sdx_error jerr;

/* Parse s (length strlen) into the shared doc; 0 on success. */
static int P(const char *s)
{
    return sdx_json_parse(&doc, s, strlen(s), &jerr);
}

static int PN(const char *s, size_t n)
{
    return sdx_json_parse(&doc, s, n, &jerr);
}

/* Expect s to be rejected at byte `off` with a message containing `msg`. */
#define CHECK_ERR(s, off, want)                                                 \
    do {                                                                       \
        int r_ = P(s);                                                         \
        CHECK_EQ_INT(r_, -1);                                                  \
        if (r_ == -1) {                                                        \
            CHECK_EQ_INT(jerr.offset, off);                                    \
            CHECK_EQ_INT(jerr.code, SDX_ERR_JSON);                             \
            if (!strstr(jerr.msg, want))                                       \
                t_fail(__FILE__, __LINE__, "message \"%s\" lacks \"%s\" (input %s)", jerr.msg, want, s); \
        }                                                                      \
    } while (0)

#define CHECK_ERRN(s, n, off)                                                  \
    do {                                                                       \
        int r_ = PN(s, n);                                                     \
        CHECK_EQ_INT(r_, -1);                                                  \
        if (r_ == -1)                                                          \
            CHECK_EQ_INT(jerr.offset, off);                                    \
    } while (0)

/* Decoded string of a node as a NUL-terminated copy (static buffer). */
static const char *S(uint32_t node)
{
    static char buf[4096];
    size_t n;
    const char *s = sdx_json_str(&doc, node, &n);
    if (!s)
        return NULL;
    if (n >= sizeof buf)
        n = sizeof buf - 1;
    memcpy(buf, s, n);
    buf[n] = '\0';
    return buf;
}

/* ---- reader: shapes ----------------------------------------------------- */

TEST(scalars_at_root)
{
    CHECK_EQ_INT(P("null"), 0);
    CHECK_EQ_INT(doc.n, 1);
    CHECK_EQ_INT(sdx_json_type(&doc, 0), SDX_JNULL);
    CHECK_EQ_INT(P("true"), 0);
    CHECK_EQ_INT(sdx_json_type(&doc, 0), SDX_JTRUE);
    CHECK_EQ_INT(P(" false "), 0);
    CHECK_EQ_INT(sdx_json_type(&doc, 0), SDX_JFALSE);
    CHECK_EQ_INT(P("\t\r\n 42 \n"), 0);
    CHECK_EQ_INT(sdx_json_type(&doc, 0), SDX_JNUMBER);
    CHECK_EQ_INT(doc.nodes[0].len, 2);
    CHECK(doc.nodes[0].is_int);
    CHECK_EQ_INT(P("\"hi\""), 0);
    CHECK_EQ_INT(sdx_json_type(&doc, 0), SDX_JSTRING);
    CHECK_EQ_STR(S(0), "hi");
    CHECK_EQ_INT(doc.nodes[0].end, 1);
    CHECK_EQ_INT(sdx_json_type(&doc, SDX_JNONE), SDX_JNULL);
}

TEST(tape_layout)
{
    const char *s = "{\"a\":[1,{\"b\":null},[]],\"c\":\"x\",\"d\":{}}";
    CHECK_EQ_INT(P(s), 0);
    /* 0 obj, 1 "a", 2 arr, 3 1, 4 obj, 5 "b", 6 null, 7 arr, 8 "c", 9 "x", 10 "d", 11 obj */
    CHECK_EQ_INT(doc.n, 12);
    CHECK_EQ_INT(doc.nodes[0].type, SDX_JOBJECT);
    CHECK_EQ_INT(doc.nodes[0].len, 3);
    CHECK_EQ_INT(doc.nodes[0].end, 12);
    CHECK_EQ_INT(doc.nodes[2].type, SDX_JARRAY);
    CHECK_EQ_INT(doc.nodes[2].len, 3);
    CHECK_EQ_INT(doc.nodes[2].end, 8);
    CHECK_EQ_INT(doc.nodes[4].type, SDX_JOBJECT);
    CHECK_EQ_INT(doc.nodes[4].len, 1);
    CHECK_EQ_INT(doc.nodes[4].end, 7);
    CHECK_EQ_INT(doc.nodes[7].len, 0);
    CHECK_EQ_INT(doc.nodes[7].end, 8);
    CHECK_EQ_INT(doc.nodes[11].len, 0);
    CHECK_EQ_INT(doc.nodes[11].end, 12);
    CHECK(doc.nodes[1].ptr == s + 2);
    CHECK_EQ_INT(doc.nodes[1].len, 1);
    CHECK(doc.nodes[3].ptr == s + 6);
    CHECK(doc.nodes[0].ptr == NULL);
    CHECK_EQ_INT(sdx_json_end(&doc, 2), 8);
    CHECK(doc.text == s);
    CHECK_EQ_INT(doc.text_len, strlen(s));
}

TEST(whitespace_everywhere)
{
    CHECK_EQ_INT(P(" \n{ \"a\" \t:\r [ 1 , 2 ] , \"b\" : { } } \n "), 0);
    CHECK_EQ_INT(doc.n, 7);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_first(&doc, sdx_json_get(&doc, 0, "a")), -1), 1);
}

TEST(iteration)
{
    CHECK_EQ_INT(P("{\"a\":[1,[2,3],{\"x\":1}],\"b\":{\"c\":{}},\"d\":5}"), 0);
    const char *keys[] = {"a", "b", "d"};
    int i = 0;
    for (uint32_t k = sdx_json_first(&doc, 0); k != SDX_JNONE; k = sdx_json_next(&doc, k), i++) {
        CHECK(i < 3);
        if (i < 3)
            CHECK(sdx_json_str_eq(&doc, k, keys[i]));
    }
    CHECK_EQ_INT(i, 3);
    uint32_t a = sdx_json_get(&doc, 0, "a");
    int cnt = 0;
    for (uint32_t e = sdx_json_first(&doc, a); e != SDX_JNONE; e = sdx_json_next(&doc, e))
        cnt++;
    CHECK_EQ_INT(cnt, 3);
    CHECK_EQ_INT(doc.nodes[a].len, 3);
    /* empty containers and scalars have no first child */
    uint32_t c = sdx_json_get(&doc, sdx_json_get(&doc, 0, "b"), "c");
    CHECK_EQ_INT(sdx_json_type(&doc, c), SDX_JOBJECT);
    CHECK_EQ_INT(sdx_json_first(&doc, c), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_first(&doc, sdx_json_get(&doc, 0, "d")), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_first(&doc, SDX_JNONE), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_next(&doc, 0), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_next(&doc, SDX_JNONE), SDX_JNONE);
    /* next on a member value goes to the next key */
    uint32_t ka = sdx_json_first(&doc, 0);
    CHECK_EQ_INT(sdx_json_next(&doc, ka + 1), sdx_json_next(&doc, ka));
    /* the nested array [2,3] ends inside a: next(last of inner) is none */
    uint32_t inner = sdx_json_next(&doc, sdx_json_first(&doc, a));
    uint32_t three = sdx_json_next(&doc, sdx_json_first(&doc, inner));
    CHECK_EQ_INT(sdx_json_int64_or(&doc, three, -1), 3);
    CHECK_EQ_INT(sdx_json_next(&doc, three), SDX_JNONE);
}

TEST(get_last_duplicate_wins)
{
    CHECK_EQ_INT(P("{\"a\":1,\"b\":2,\"a\":3}"), 0);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_get(&doc, 0, "a"), -1), 3);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_get(&doc, 0, "b"), -1), 2);
    CHECK_EQ_INT(sdx_json_get(&doc, 0, "c"), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_get(&doc, 0, ""), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_get(&doc, 1, "a"), SDX_JNONE); /* not an object */
    CHECK_EQ_INT(sdx_json_get(&doc, SDX_JNONE, "a"), SDX_JNONE);
    /* escaped keys match their decoded form, both ways */
    CHECK_EQ_INT(P("{\"\\u0061\":1,\"a\\u0000b\":2,\"\\\"q\\\"\":3,\"\":4}"), 0);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_get(&doc, 0, "a"), -1), 1);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_getn(&doc, 0, "a\0b", 3), -1), 2);
    CHECK_EQ_INT(sdx_json_getn(&doc, 0, "a\0c", 3), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_get(&doc, 0, "\"q\""), -1), 3);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_get(&doc, 0, ""), -1), 4);
    CHECK_EQ_INT(sdx_json_get(&doc, 0, "\\u0061"), SDX_JNONE);
}

/* sdx_json_getv (one pass, several distinct keys) answers as sdx_json_get
 * for each key: members out of order, duplicated, escaped, absent, on
 * non-objects. */
TEST(getv_equals_get_per_key)
{
    static const char *docs[] = {
        "{\"a\":1,\"b\":2,\"a\":3}", "{\"b\":1,\"a\":2,\"c\":{\"a\":9},\"b\":4}", "{}", "[1,2]", "7",
        "{\"\\u0061\":1,\"a\\u0000b\":2,\"\\\"q\\\"\":3,\"\":4,\"a\":5}",
        "{\"Stage ID\":1,\"Stage Attempt ID\":0,\"Stage Name\":\"x\",\"Stage ID\":2}"};
    static const sdx_jkey keys[] = {SDX_JKEY("a"),        SDX_JKEY("b"),        SDX_JKEY("c"),
                                    SDX_JKEY(""),         SDX_JKEY("\"q\""),    SDX_JKEY("Stage ID"),
                                    SDX_JKEY("Stage Attempt ID"), SDX_JKEY("zz"), SDX_JKEY("a\0b")};
    size_t nk = sizeof keys / sizeof keys[0];
    for (size_t i = 0; i < sizeof docs / sizeof docs[0]; i++) {
        CHECK_EQ_INT(P(docs[i]), 0);
        for (size_t from = 0; from < nk; from++)   /* every rotation of the key list */
            for (size_t n = 0; n <= nk; n++) {
                sdx_jkey ks[16];
                uint32_t out[16];
                for (size_t j = 0; j < n; j++)
                    ks[j] = keys[(from + j) % nk];
                sdx_json_getv(&doc, 0, ks, n, out);
                for (size_t j = 0; j < n; j++)
                    if (out[j] != sdx_json_getn(&doc, 0, ks[j].s, ks[j].n))
                        t_fail(__FILE__, __LINE__, "doc %zu key %s: %u vs %u", i, ks[j].s, out[j],
                               sdx_json_getn(&doc, 0, ks[j].s, ks[j].n));
            }
    }
}

TEST(strings_decoding)
{
    const char *s = "[\"plain\",\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\",\"\\u00e9\\u4e2d\\ud83d\\ude00\","
                    "\"\\u0000x\",\"\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80\",\"\"]";
    CHECK_EQ_INT(P(s), 0);
    uint32_t e = sdx_json_first(&doc, 0);
    CHECK_EQ_STR(S(e), "plain");
    CHECK(!doc.nodes[e].escaped);
    size_t n;
    CHECK(sdx_json_str(&doc, e, &n) == s + 2); /* zero copy */
    e = sdx_json_next(&doc, e);
    CHECK(doc.nodes[e].escaped);
    CHECK_EQ_STR(S(e), "a\"b\\c/d\b\f\n\r\t");
    CHECK(sdx_json_str_eq(&doc, e, "a\"b\\c/d\b\f\n\r\t"));
    CHECK(!sdx_json_str_eq(&doc, e, "a\"b\\c/d\b\f\n\r"));
    e = sdx_json_next(&doc, e);
    CHECK_EQ_STR(S(e), "\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80");
    e = sdx_json_next(&doc, e);
    const char *z = sdx_json_str(&doc, e, &n);
    CHECK_EQ_INT(n, 2);
    CHECK(z && z[0] == '\0' && z[1] == 'x');
    e = sdx_json_next(&doc, e);
    CHECK_EQ_STR(S(e), "\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80");
    e = sdx_json_next(&doc, e);
    CHECK_EQ_STR(S(e), "");
    CHECK(sdx_json_str_eq(&doc, e, ""));
    /* not a string */
    CHECK(sdx_json_str(&doc, 0, &n) == NULL);
    CHECK_EQ_INT(n, 0);
    CHECK(!sdx_json_str_eq(&doc, 0, ""));
}

TEST(decoded_strings_stay_valid_until_next_parse)
{
    CHECK_EQ_INT(P("[\"a\\nb\",\"c\\td\",\"\\u00e9\"]"), 0);
    size_t n1, n2, n3;
    uint32_t e1 = 1, e2 = 2, e3 = 3;
    const char *s1 = sdx_json_str(&doc, e1, &n1);
    const char *s2 = sdx_json_str(&doc, e2, &n2);
    const char *s3 = sdx_json_str(&doc, e3, &n3);
    const char *s1b = sdx_json_str(&doc, e1, &n1); /* decoding again is idempotent */
    CHECK(s1 == s1b);
    CHECK(n1 == 3 && memcmp(s1, "a\nb", 3) == 0);
    CHECK(n2 == 3 && memcmp(s2, "c\td", 3) == 0);
    CHECK(n3 == 2 && memcmp(s3, "\xc3\xa9", 2) == 0);
    CHECK_EQ_STR(s1, "a\nb"); /* decoded strings happen to be NUL-terminated */
}

TEST(lone_surrogates_decode_to_replacement_char)
{
    CHECK_EQ_INT(P("[\"\\ud800\",\"\\udc00\",\"a\\ud800b\",\"\\ud800\\u0041\",\"\\ud800\\ud800\\udc00\",\"\\udbff\\udfff\"]"), 0);
    CHECK_EQ_STR(S(1), "\xef\xbf\xbd");
    CHECK_EQ_STR(S(2), "\xef\xbf\xbd");
    CHECK_EQ_STR(S(3), "a\xef\xbf\xbd" "b");
    CHECK_EQ_STR(S(4), "\xef\xbf\xbd" "A");
    CHECK_EQ_STR(S(5), "\xef\xbf\xbd\xf0\x90\x80\x80");
    CHECK_EQ_STR(S(6), "\xf4\x8f\xbf\xbf");
}

TEST(utf8_accepted)
{
    /* boundaries of every sequence length */
    CHECK_EQ_INT(P("\"\xc2\x80\xdf\xbf\xe0\xa0\x80\xed\x9f\xbf\xee\x80\x80\xef\xbf\xbf\xf0\x90\x80\x80\xf4\x8f\xbf\xbf\""), 0);
    /* long non-ASCII text crossing the SIMD blocks */
    char buf[600];
    size_t k = 0;
    buf[k++] = '"';
    while (k < 590) {
        memcpy(buf + k, "\xe4\xb8\xad", 3);
        k += 3;
    }
    buf[k++] = '"';
    CHECK_EQ_INT(PN(buf, k), 0);
}

/* ---- reader: errors with exact offsets ----------------------------------- */

TEST(errors_empty_and_trailing)
{
    CHECK_ERR("", 0, "end of input");
    CHECK_ERR("   ", 3, "end of input");
    CHECK_ERR("{} x", 3, "trailing");
    CHECK_ERR("1 2", 2, "trailing");
    CHECK_ERR("{}}", 2, "trailing");
    CHECK_ERR("[]]", 2, "trailing");
    CHECK_ERRN("{}\0", 3, 2);
    CHECK_ERRN("\0", 1, 0);
}

TEST(errors_structure)
{
    CHECK_ERR("[1,]", 3, "trailing comma");
    CHECK_ERR("{\"a\":1,}", 7, "trailing comma");
    CHECK_ERR("[,1]", 1, "expected a value");
    CHECK_ERR("[1 2]", 3, "expected ',' or ']'");
    CHECK_ERR("{\"a\":1 \"b\":2}", 7, "expected ',' or '}'");
    CHECK_ERR("{\"a\" 1}", 5, "expected ':'");
    CHECK_ERR("{\"a\"}", 4, "expected ':'");
    CHECK_ERR("{a:1}", 1, "expected a string key");
    CHECK_ERR("{1:1}", 1, "expected a string key");
    CHECK_ERR("{,}", 1, "expected a string key");
    CHECK_ERR("[1:2]", 2, "expected ',' or ']'");
    CHECK_ERR("[1}", 2, "expected ',' or ']'");
    CHECK_ERR("{\"a\":1]", 6, "expected ',' or '}'");
    CHECK_ERR("[", 1, "end of input");
    CHECK_ERR("[1", 2, "end of input");
    CHECK_ERR("[1,", 3, "end of input");
    CHECK_ERR("{", 1, "end of input");
    CHECK_ERR("{\"a\"", 4, "end of input");
    CHECK_ERR("{\"a\":", 5, "end of input");
    CHECK_ERR("{\"a\":1,", 7, "end of input");
    CHECK_ERR("]", 0, "expected a value");
    CHECK_ERR("}", 0, "expected a value");
    CHECK_ERR(":", 0, "expected a value");
    CHECK_ERR("'a'", 0, "expected a value");
    CHECK_ERR("[\v1]", 1, "expected a value"); /* \v and \f are not JSON whitespace */
    CHECK_ERR("\f1", 0, "expected a value");
    CHECK_ERR("\xef\xbb\xbf{}", 0, "expected a value"); /* no BOM */
}

TEST(errors_literals)
{
    CHECK_ERR("tru", 3, "literal");
    CHECK_ERR("trux", 3, "literal");
    CHECK_ERR("True", 0, "expected a value");
    CHECK_ERR("nul", 3, "literal");
    CHECK_ERR("nulL", 3, "literal");
    CHECK_ERR("fals", 4, "literal");
    CHECK_ERR("falsy", 4, "literal");
    CHECK_ERR("[t]", 2, "literal");
    CHECK_ERR("truee", 4, "trailing");
    CHECK_ERR("[nulll]", 5, "expected ',' or ']'");
    CHECK_ERR("NaN", 0, "expected a value");
    CHECK_ERR("Infinity", 0, "expected a value");
    CHECK_ERR("-Infinity", 1, "digit");
}

TEST(errors_numbers)
{
    CHECK_ERR("01", 1, "leading zero");
    CHECK_ERR("-01", 2, "leading zero");
    CHECK_ERR("[00]", 2, "leading zero");
    CHECK_ERR("-", 1, "digit");
    CHECK_ERR("-a", 1, "digit");
    CHECK_ERR("- 1", 1, "digit");
    CHECK_ERR("+1", 0, "expected a value");
    CHECK_ERR(".5", 0, "expected a value");
    CHECK_ERR("1.", 2, "digit after '.'");
    CHECK_ERR("1.e5", 2, "digit after '.'");
    CHECK_ERR("[1.]", 3, "digit after '.'");
    CHECK_ERR("1e", 2, "exponent");
    CHECK_ERR("1e+", 3, "exponent");
    CHECK_ERR("1E-x", 3, "exponent");
    CHECK_ERR("0x10", 1, "trailing");
    CHECK_ERR("1.5.2", 3, "trailing");
    CHECK_ERR("[1e5e5]", 4, "expected ',' or ']'");
    CHECK_ERR("123abc", 3, "trailing");
}

TEST(errors_strings)
{
    CHECK_ERR("\"abc", 4, "unterminated string");
    CHECK_ERR("\"", 1, "unterminated string");
    CHECK_ERR("[\"abc]", 6, "unterminated string");
    CHECK_ERR("\"a\\", 3, "unterminated string");
    CHECK_ERR("\"a\\x\"", 3, "invalid escape");
    CHECK_ERR("\"\\'\"", 2, "invalid escape");
    CHECK_ERR("\"\\U0041\"", 2, "invalid escape");
    CHECK_ERR("\"\\u12G4\"", 5, "invalid \\u escape");
    CHECK_ERR("\"\\u123\"", 6, "invalid \\u escape");
    CHECK_ERR("\"\\u12", 5, "unterminated string");
    CHECK_ERR("\"a\tb\"", 2, "control character");
    CHECK_ERR("\"a\nb\"", 2, "control character");
    CHECK_ERR("\"\x1f\"", 1, "control character");
    CHECK_ERRN("\"a\0b\"", 5, 2);
    CHECK_EQ_INT(P("\"\x7f\""), 0); /* DEL is allowed */
    /* errors past the SIMD blocks: offsets still exact */
    char buf[200];
    memset(buf, 'a', sizeof buf);
    buf[0] = '"';
    buf[150] = '\n';
    CHECK_ERRN(buf, sizeof buf, 150);
    buf[150] = 'a';
    CHECK_ERRN(buf, sizeof buf, 200);
    buf[199] = '"';
    buf[37] = '\\';
    buf[38] = 'q';
    CHECK_ERRN(buf, sizeof buf, 38);
    buf[38] = 'n';
    CHECK_EQ_INT(PN(buf, sizeof buf), 0);
    for (int i = 1; i < 199; i++) { /* a control char at every position */
        char save = buf[i];
        buf[i] = '\x01';
        int r = PN(buf, sizeof buf);
        if (r != -1 || jerr.offset != (uint64_t)i)
            t_fail(__FILE__, __LINE__, "control char at %d: r=%d off=%llu", i, r, (unsigned long long)jerr.offset);
        buf[i] = save;
    }
}

TEST(errors_utf8)
{
    CHECK_ERR("\"\x80\"", 1, "invalid UTF-8");        /* lone continuation */
    CHECK_ERR("\"\xbf\"", 1, "invalid UTF-8");
    CHECK_ERR("\"\xc0\x80\"", 1, "invalid UTF-8");    /* overlong NUL */
    CHECK_ERR("\"\xc1\xbf\"", 1, "invalid UTF-8");    /* overlong */
    CHECK_ERR("\"\xe0\x80\x80\"", 2, "invalid UTF-8"); /* overlong 3-byte */
    CHECK_ERR("\"\xe0\x9f\xbf\"", 2, "invalid UTF-8");
    CHECK_ERR("\"\xf0\x80\x80\x80\"", 2, "invalid UTF-8"); /* overlong 4-byte */
    CHECK_ERR("\"\xf0\x8f\xbf\xbf\"", 2, "invalid UTF-8");
    CHECK_ERR("\"\xed\xa0\x80\"", 2, "invalid UTF-8"); /* U+D800 encoded */
    CHECK_ERR("\"\xed\xbf\xbf\"", 2, "invalid UTF-8"); /* U+DFFF encoded */
    CHECK_ERR("\"\xf4\x90\x80\x80\"", 2, "invalid UTF-8"); /* U+110000 */
    CHECK_ERR("\"\xf5\x80\x80\x80\"", 1, "invalid UTF-8");
    CHECK_ERR("\"\xf8\x88\x80\x80\x80\"", 1, "invalid UTF-8");
    CHECK_ERR("\"\xfe\"", 1, "invalid UTF-8");
    CHECK_ERR("\"\xff\"", 1, "invalid UTF-8");
    CHECK_ERR("\"\xc3\"", 2, "invalid UTF-8");        /* truncated by the quote */
    CHECK_ERR("\"\xe4\xb8\"", 3, "invalid UTF-8");
    CHECK_ERR("\"\xf0\x9f\x98\"", 4, "invalid UTF-8");
    CHECK_ERR("\"\xc3\xa9\xc3\"", 4, "invalid UTF-8");
    CHECK_ERR("\"\xe4\x41\x80\"", 2, "invalid UTF-8");
    CHECK_ERR("\"\xc3", 2, "unterminated string");    /* input ends inside */
    CHECK_ERR("\"\xf0\x9f\x98", 4, "unterminated string");
    CHECK_ERR("\xc3\xa9", 0, "expected a value");     /* outside strings */
    CHECK_ERR("[1,\xc3\xa9]", 3, "expected a value");
}

TEST(errors_depth)
{
    char buf[2 * SDX_JSON_MAX_DEPTH + 8];
    /* exactly the limit: fine */
    for (int i = 0; i < SDX_JSON_MAX_DEPTH; i++) {
        buf[i] = '[';
        buf[SDX_JSON_MAX_DEPTH + i] = ']';
    }
    CHECK_EQ_INT(PN(buf, 2 * SDX_JSON_MAX_DEPTH), 0);
    CHECK_EQ_INT(doc.n, SDX_JSON_MAX_DEPTH);
    /* one more: error at the opening bracket that is too deep */
    memset(buf, '[', SDX_JSON_MAX_DEPTH + 1);
    CHECK_ERRN(buf, SDX_JSON_MAX_DEPTH + 1, SDX_JSON_MAX_DEPTH);
    CHECK(strstr(jerr.msg, "nesting deeper than 512") != NULL);
    /* objects count too */
    char obj[8 * (SDX_JSON_MAX_DEPTH + 1)];
    size_t k = 0;
    for (int i = 0; i <= SDX_JSON_MAX_DEPTH; i++) {
        memcpy(obj + k, "{\"a\":", 5);
        k += 5;
    }
    CHECK_ERRN(obj, k, 5 * SDX_JSON_MAX_DEPTH);
    /* a million brackets: an error, not a stack overflow */
    size_t big = 1000000;
    char *deep = malloc(big);
    memset(deep, '[', big);
    CHECK_ERRN(deep, big, SDX_JSON_MAX_DEPTH);
    free(deep);
}

TEST(doc_reuse_and_failed_parse)
{
    CHECK_EQ_INT(P("[1,2,3]"), 0);
    CHECK_EQ_INT(doc.n, 4);
    CHECK_EQ_INT(P("[1,2,"), -1);
    CHECK_EQ_INT(doc.n, 0); /* a failed parse leaves an empty tape */
    CHECK_EQ_INT(sdx_json_get(&doc, 0, "a"), SDX_JNONE);
    CHECK_EQ_INT(sdx_json_first(&doc, 0), SDX_JNONE);
    /* grow: many nodes */
    size_t n = 200001;
    char *big = malloc(2 * n + 2);
    size_t k = 0;
    big[k++] = '[';
    for (size_t i = 0; i < n; i++) {
        big[k++] = '7';
        big[k++] = i + 1 < n ? ',' : ']';
    }
    CHECK_EQ_INT(PN(big, k), 0);
    CHECK_EQ_INT(doc.n, n + 1);
    CHECK_EQ_INT(doc.nodes[0].len, n);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, (uint32_t)n, -1), 7);
    free(big);
    CHECK_EQ_INT(P("{}"), 0);
    CHECK_EQ_INT(doc.n, 1);
    /* a parse without an error struct */
    CHECK_EQ_INT(sdx_json_parse(&doc, "[", 1, NULL), -1);
    CHECK_EQ_INT(sdx_json_parse(&doc, "[]", 2, NULL), 0);
    /* a fresh doc that is freed without a parse, and one freed twice */
    sdx_jdoc d2;
    sdx_jdoc_init(&d2);
    sdx_jdoc_free(&d2);
    sdx_jdoc_free(&d2);
}

TEST(parse_line_finds_the_line_end)
{
    const char *buf = "{\"a\":1}\n[2, 3] \r\n\"x\"\n{\"b\":\n2}\n  \n{\"c\":[1,\n{\"ok\":true}";
    /* lengths from an end pointer, not strlen(p): GCC 12.2 at -O1/-O2
     * folds strlen() of a pointer advanced into a string literal wrongly
     * here (reproduced without sparkdx code) */
    const char *end = buf + strlen(buf);
    size_t avail = (size_t)(end - buf), ll = 99;
    const char *p = buf;
    /* line 1 */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, &jerr), 0);
    CHECK_EQ_INT(ll, 7);
    CHECK_EQ_INT(doc.n, 3);
    CHECK_EQ_INT(doc.text_len, 7);
    CHECK_EQ_INT(sdx_json_int64_or(&doc, sdx_json_get(&doc, 0, "a"), -1), 1);
    p += ll + 1;
    avail = (size_t)(end - p);
    /* line 2: trailing blanks and \r before the newline */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, &jerr), 0);
    CHECK_EQ_INT(ll, 8);
    CHECK_EQ_INT(doc.nodes[0].len, 2);
    p += ll + 1;
    avail = (size_t)(end - p);
    /* line 3: a scalar */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, &jerr), 0);
    CHECK_EQ_INT(ll, 3);
    CHECK_EQ_STR(S(0), "x");
    p += ll + 1;
    avail = (size_t)(end - p);
    /* line 4: a value may not continue on the next line */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, &jerr), -1);
    CHECK_EQ_INT(jerr.offset, 5);
    CHECK(strstr(jerr.msg, "end of line") != NULL);
    CHECK_EQ_INT(ll, 5);
    p += ll + 1;
    avail = (size_t)(end - p);
    /* line 5: "2}" is rejected, line 6 is blank */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, &jerr), -1);
    CHECK_EQ_INT(jerr.offset, 1);
    CHECK_EQ_INT(ll, 2);
    p += ll + 1;
    avail = (size_t)(end - p);
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, &jerr), -1);
    CHECK_EQ_INT(jerr.offset, 2);
    CHECK_EQ_INT(ll, 2);
    p += ll + 1;
    avail = (size_t)(end - p);
    /* line 7: the error is inside; the line length still comes back */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, &jerr), -1);
    CHECK_EQ_INT(jerr.offset, 8);
    CHECK_EQ_INT(ll, 8);
    p += ll + 1;
    avail = (size_t)(end - p);
    /* last line, no newline at the end */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, p, avail, &ll, NULL), 0);
    CHECK_EQ_INT(ll, 11);
    CHECK_EQ_INT(sdx_json_bool_or(&doc, sdx_json_get(&doc, 0, "ok"), -1), 1);
    /* a string with a raw newline stops at it */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, "\"ab\ncd\"\n", 8, &ll, &jerr), -1);
    CHECK_EQ_INT(jerr.offset, 3);
    CHECK_EQ_INT(ll, 3);
    /* escaped strings decode against the line (scratch sized to it) */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, "[\"a\\nb\"]\n[\"zzzzzzzzzzzz\"]", 23, &ll, &jerr), 0);
    CHECK_EQ_INT(ll, 8);
    CHECK_EQ_STR(S(1), "a\nb");
    /* empty input */
    CHECK_EQ_INT(sdx_json_parse_line(&doc, "", 0, &ll, &jerr), -1);
    CHECK_EQ_INT(ll, 0);
}

/* ---- numbers ------------------------------------------------------------ */

static int I64(const char *s, int64_t *v)
{
    if (P(s) != 0)
        return -2;
    return sdx_json_int64(&doc, 0, v);
}

TEST(int64_exact)
{
    int64_t v = 0;
    CHECK_EQ_INT(I64("0", &v), 0);
    CHECK_EQ_INT(v, 0);
    CHECK_EQ_INT(I64("-0", &v), 0);
    CHECK_EQ_INT(v, 0);
    CHECK_EQ_INT(I64("1594091461118", &v), 0);
    CHECK_EQ_INT(v, 1594091461118LL);
    CHECK_EQ_INT(I64("9223372036854775807", &v), 0);
    CHECK(v == INT64_MAX);
    CHECK_EQ_INT(I64("-9223372036854775808", &v), 0);
    CHECK(v == INT64_MIN);
    CHECK_EQ_INT(I64("9223372036854775808", &v), -1);
    CHECK_EQ_INT(I64("-9223372036854775809", &v), -1);
    CHECK_EQ_INT(I64("18446744073709551615", &v), -1);
    CHECK_EQ_INT(I64("18446744073709551616", &v), -1);
    CHECK_EQ_INT(I64("99999999999999999999999", &v), -1);
    CHECK_EQ_INT(I64("999999999999999999", &v), 0);
    CHECK(v == 999999999999999999LL);
    CHECK_EQ_INT(I64("1000000000000000000", &v), 0);
    CHECK(v == 1000000000000000000LL);
    /* integral values in other notations */
    CHECK_EQ_INT(I64("3.0", &v), 0);
    CHECK_EQ_INT(v, 3);
    CHECK_EQ_INT(I64("-2.50e1", &v), 0);
    CHECK_EQ_INT(v, -25);
    CHECK_EQ_INT(I64("1e3", &v), 0);
    CHECK_EQ_INT(v, 1000);
    CHECK_EQ_INT(I64("1E+18", &v), 0);
    CHECK(v == 1000000000000000000LL);
    CHECK_EQ_INT(I64("12300e-2", &v), 0);
    CHECK_EQ_INT(v, 123);
    CHECK_EQ_INT(I64("0.0e99999999999", &v), 0);
    CHECK_EQ_INT(v, 0);
    CHECK_EQ_INT(I64("9.223372036854775807e18", &v), 0);
    CHECK(v == INT64_MAX);
    CHECK_EQ_INT(I64("-9.223372036854775808E18", &v), 0);
    CHECK(v == INT64_MIN);
    CHECK_EQ_INT(I64("9.223372036854775808e18", &v), -1);
    CHECK_EQ_INT(I64("1e19", &v), -1);
    CHECK_EQ_INT(I64("1e99999999999999999999", &v), -1);
    CHECK_EQ_INT(I64("3.5", &v), -1);
    CHECK_EQ_INT(I64("1e-1", &v), -1);
    CHECK_EQ_INT(I64("0.1e1", &v), 0);
    CHECK_EQ_INT(v, 1);
    CHECK_EQ_INT(I64("10.01e1", &v), -1);
    /* not a number */
    CHECK_EQ_INT(I64("\"5\"", &v), -1);
    CHECK_EQ_INT(I64("true", &v), -1);
    CHECK_EQ_INT(sdx_json_int64(&doc, SDX_JNONE, &v), -1);
}

TEST(int64_or_numbers_and_strings)
{
    CHECK_EQ_INT(P("[5,\"1666666\",\"-42\",\"x\",\"\",\"-\",\" 1\",\"1 \",\"+1\",\"9223372036854775808\","
                   "\"-9223372036854775808\",\"\\u0031\\u0032\",1.5,null,true,\"007\",\"99999999999999999999999\"]"), 0);
    int64_t want[] = {5, 1666666, -42, -7, -7, -7, -7, -7, -7, -7, INT64_MIN, 12, -7, -7, -7, 7, -7};
    uint32_t e = sdx_json_first(&doc, 0);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++, e = sdx_json_next(&doc, e)) {
        int64_t got = sdx_json_int64_or(&doc, e, -7);
        if (got != want[i])
            t_fail(__FILE__, __LINE__, "element %zu: %lld, expected %lld", i, (long long)got, (long long)want[i]);
    }
    CHECK_EQ_INT(sdx_json_int64_or(&doc, SDX_JNONE, 9), 9);
}

TEST(bool_or)
{
    CHECK_EQ_INT(P("[true,false,null,1,\"true\"]"), 0);
    CHECK_EQ_INT(sdx_json_bool_or(&doc, 1, -1), 1);
    CHECK_EQ_INT(sdx_json_bool_or(&doc, 2, -1), 0);
    CHECK_EQ_INT(sdx_json_bool_or(&doc, 3, -1), -1);
    CHECK_EQ_INT(sdx_json_bool_or(&doc, 4, -1), -1);
    CHECK_EQ_INT(sdx_json_bool_or(&doc, 5, -1), -1);
    CHECK_EQ_INT(sdx_json_bool_or(&doc, SDX_JNONE, 2), 2);
}

static double D(const char *s, int *rc)
{
    double v = -12345;
    *rc = P(s) ? -2 : sdx_json_double(&doc, 0, &v);
    return v;
}

TEST(doubles_correctly_rounded)
{
    int rc;
    CHECK(D("0", &rc) == 0.0 && rc == 0);
    CHECK(D("-0", &rc) == 0.0 && signbit(D("-0", &rc)) && rc == 0);
    CHECK(D("-0.0", &rc) == 0.0 && signbit(D("-0.0", &rc)));
    CHECK(D("1.5", &rc) == 1.5);
    CHECK(D("0.1", &rc) == 0.1);
    CHECK(D("-123.456e-7", &rc) == -123.456e-7);
    CHECK(D("1594091461118", &rc) == 1594091461118.0);
    CHECK(D("9007199254740993", &rc) == 9007199254740992.0); /* ties to even */
    CHECK(D("9223372036854775807", &rc) == 9223372036854775807.0);
    CHECK(D("123456789012345678901234567890", &rc) == 123456789012345678901234567890.0);
    CHECK(D("2.2250738585072011e-308", &rc) == 2.2250738585072011e-308);
    CHECK(D("4.9e-324", &rc) == 4.9e-324 && rc == 0);
    CHECK(D("1e-400", &rc) == 0.0 && rc == 0);
    CHECK(D("1.7976931348623157e308", &rc) == 1.7976931348623157e308 && rc == 0);
    CHECK(D("0.30000000000000004", &rc) == 0.30000000000000004);
    CHECK(D("1E22", &rc) == 1e22);
    CHECK(D("1E23", &rc) == 1e23);
    CHECK(D("0.000000000000000000000000000000000001", &rc) == 1e-36);
    CHECK(D("1.00000000000000011102230246251565404236316680908203125", &rc) == 1.0);
    CHECK(D("1.00000000000000011102230246251565404236316680908203126", &rc) == 1.0000000000000002);
    double v = D("1e400", &rc);
    CHECK(rc == -1 && isinf(v) && v > 0);
    v = D("-1e400", &rc);
    CHECK(rc == -1 && isinf(v) && v < 0);
    CHECK(D("\"1\"", &rc) == -12345 && rc == -1);
    CHECK_EQ_INT(sdx_json_double(&doc, SDX_JNONE, &v), -1);
    /* a long number goes through the heap copy */
    char buf[400] = "0.";
    memset(buf + 2, '0', 300);
    strcpy(buf + 302, "15");
    CHECK(D(buf, &rc) == 1.5e-301 && rc == 0);
}

/* ---- writer ------------------------------------------------------------- */

TEST(buf_basics)
{
    sdx_buf b;
    sdx_buf_init(&b);
    CHECK_EQ_STR(sdx_buf_cstr(&b), "");
    sdx_buf_puts(&b, "ab");
    sdx_buf_putc(&b, 'c');
    sdx_buf_put(&b, "de", 2);
    sdx_buf_put(&b, NULL, 0);
    sdx_buf_printf(&b, "-%d-%s", 42, "x");
    CHECK_EQ_STR(sdx_buf_cstr(&b), "abcde-42-x");
    CHECK_EQ_INT(b.len, 10);
    char big[3000];
    memset(big, 'z', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    sdx_buf_printf(&b, "%s", big);
    CHECK_EQ_INT(b.len, 10 + 2999);
    CHECK(b.data[b.len - 1] == 'z');
    sdx_buf_reserve(&b, 100000);
    CHECK(b.cap >= b.len + 100000);
    CHECK(!sdx_buf_failed(&b));
    sdx_buf_free(&b);
    CHECK(b.data == NULL && b.len == 0);
}

static const char *write_json(void (*fn)(sdx_jw *), int pretty)
{
    static sdx_buf b;
    sdx_buf_free(&b);
    sdx_jw w;
    sdx_jw_init(&w, &b, pretty);
    fn(&w);
    return sdx_buf_cstr(&b);
}

static void sample(sdx_jw *w)
{
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "a");
    sdx_jw_int(w, 1);
    sdx_jw_key(w, "b");
    sdx_jw_arr_begin(w);
    sdx_jw_int(w, 1);
    sdx_jw_double(w, 2.5);
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "c");
    sdx_jw_null(w);
    sdx_jw_obj_end(w);
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "d");
    sdx_jw_bool(w, 1);
    sdx_jw_obj_end(w);
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "e");
    sdx_jw_obj_begin(w);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "f");
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "g");
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "h");
    sdx_jw_str(w, "x\"y");
    sdx_jw_key(w, "i");
    sdx_jw_str(w, NULL);
    sdx_jw_key(w, "j");
    sdx_jw_raw(w, "[1,2]", 5);
    sdx_jw_obj_end(w);
    sdx_jw_key(w, "k");
    sdx_jw_bool(w, 0);
    sdx_jw_obj_end(w);
}

TEST(writer_compact)
{
    CHECK_EQ_STR(write_json(sample, 0),
                 "{\"a\":1,\"b\":[1,2.5,{\"c\":null},{\"d\":true}],\"e\":{},\"f\":[],"
                 "\"g\":{\"h\":\"x\\\"y\",\"i\":null,\"j\":[1,2]},\"k\":false}");
}

TEST(writer_pretty_jackson_style)
{
    CHECK_EQ_STR(write_json(sample, 1),
                 "{\n"
                 "  \"a\" : 1,\n"
                 "  \"b\" : [ 1, 2.5, {\n"
                 "    \"c\" : null\n"
                 "  }, {\n"
                 "    \"d\" : true\n"
                 "  } ],\n"
                 "  \"e\" : { },\n"
                 "  \"f\" : [ ],\n"
                 "  \"g\" : {\n"
                 "    \"h\" : \"x\\\"y\",\n"
                 "    \"i\" : null,\n"
                 "    \"j\" : [1,2]\n"
                 "  },\n"
                 "  \"k\" : false\n"
                 "}");
}

static void ints(sdx_jw *w)
{
    sdx_jw_arr_begin(w);
    sdx_jw_int(w, 0);
    sdx_jw_int(w, -1);
    sdx_jw_int(w, INT64_MAX);
    sdx_jw_int(w, INT64_MIN);
    sdx_jw_arr_begin(w);
    sdx_jw_arr_begin(w);
    sdx_jw_arr_end(w);
    sdx_jw_arr_end(w);
    sdx_jw_arr_end(w);
}

TEST(writer_ints_and_nesting)
{
    CHECK_EQ_STR(write_json(ints, 0), "[0,-1,9223372036854775807,-9223372036854775808,[[]]]");
    CHECK_EQ_STR(write_json(ints, 1), "[ 0, -1, 9223372036854775807, -9223372036854775808, [ [ ] ] ]");
}

static void top_scalar(sdx_jw *w)
{
    sdx_jw_str(w, "top");
}

TEST(writer_top_level_scalar)
{
    CHECK_EQ_STR(write_json(top_scalar, 1), "\"top\"");
}

static const char *esc(const char *s, size_t n)
{
    static sdx_buf b;
    sdx_buf_free(&b);
    sdx_json_escape(&b, s, n);
    return sdx_buf_cstr(&b);
}

TEST(escaping_like_jackson)
{
    CHECK_EQ_STR(esc("plain / text", 12), "plain / text");
    CHECK_EQ_STR(esc("q\"b\\", 4), "q\\\"b\\\\");
    CHECK_EQ_STR(esc("\b\f\n\r\t", 5), "\\b\\f\\n\\r\\t");
    CHECK_EQ_STR(esc("\x01\x1f\x7f", 3), "\\u0001\\u001F\x7f");
    CHECK_EQ_STR(esc("a\0b", 3), "a\\u0000b");
    CHECK_EQ_STR(esc("\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80", 9), "\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80");
    /* invalid UTF-8 becomes U+FFFD, one per bad byte */
    CHECK_EQ_STR(esc("a\xff" "b", 3), "a\xef\xbf\xbd" "b");
    CHECK_EQ_STR(esc("\xc3", 1), "\xef\xbf\xbd");
    CHECK_EQ_STR(esc("\xed\xa0\x80", 3), "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
    CHECK_EQ_STR(esc("\xc0\x80", 2), "\xef\xbf\xbd\xef\xbf\xbd");
    CHECK_EQ_STR(esc("", 0), "");
}

static const char *copy_of(const char *json, int pretty)
{
    static sdx_buf b;
    sdx_buf_free(&b);
    if (P(json) != 0)
        return NULL;
    sdx_jw w;
    sdx_jw_init(&w, &b, pretty);
    sdx_jw_copy(&w, &doc, 0);
    return sdx_buf_cstr(&b);
}

TEST(copy_subtrees)
{
    CHECK_EQ_STR(copy_of(" { \"a\" : [ 1 , 2.50e1 , -0 ] , \"\\u0062\" : \"x\\/y\\u00e9\\ud800\" , \"c\":{},\"d\":[] } ", 0),
                 "{\"a\":[1,2.50e1,-0],\"b\":\"x/y\xc3\xa9\xef\xbf\xbd\",\"c\":{},\"d\":[]}");
    CHECK_EQ_STR(copy_of("{\"a\":[1,{\"b\":[true,false,null]}]}", 1),
                 "{\n  \"a\" : [ 1, {\n    \"b\" : [ true, false, null ]\n  } ]\n}");
    CHECK_EQ_STR(copy_of("\"\\u0000\\n\"", 0), "\"\\u0000\\n\"");
    CHECK_EQ_STR(copy_of("7", 0), "7");
    /* a subtree inside the caller's own structure */
    CHECK_EQ_INT(P("{\"x\":{\"y\":[1,2]},\"z\":3}"), 0);
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_jw w;
    sdx_jw_init(&w, &b, 0);
    sdx_jw_arr_begin(&w);
    sdx_jw_copy(&w, &doc, sdx_json_get(&doc, 0, "x"));
    sdx_jw_copy(&w, &doc, sdx_json_get(&doc, 0, "z"));
    sdx_jw_copy(&w, &doc, sdx_json_get(&doc, 0, "nope")); /* absent: null */
    sdx_jw_copy(&w, &doc, sdx_json_first(&doc, 0));       /* a key node: its string */
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "k");
    sdx_jw_copy(&w, &doc, sdx_json_get(&doc, 0, "x"));
    sdx_jw_obj_end(&w);
    sdx_jw_arr_end(&w);
    CHECK_EQ_STR(sdx_buf_cstr(&b), "[{\"y\":[1,2]},3,null,\"x\",{\"k\":{\"y\":[1,2]}}]");
    sdx_buf_free(&b);
}

TEST(copy_max_depth_round_trips)
{
    char buf[2 * SDX_JSON_MAX_DEPTH];
    memset(buf, '[', SDX_JSON_MAX_DEPTH);
    memset(buf + SDX_JSON_MAX_DEPTH, ']', SDX_JSON_MAX_DEPTH);
    CHECK_EQ_INT(PN(buf, sizeof buf), 0);
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_jw w;
    sdx_jw_init(&w, &b, 0);
    sdx_jw_copy(&w, &doc, 0);
    CHECK_EQ_INT(b.len, sizeof buf);
    CHECK(memcmp(b.data, buf, sizeof buf) == 0);
    /* inside two more levels of the caller's: deeper than the writer
     * tracks; the output must still be valid JSON */
    b.len = 0;
    sdx_jw_init(&w, &b, 1);
    sdx_jw_arr_begin(&w);
    sdx_jw_int(&w, 1);
    sdx_jw_obj_begin(&w);
    sdx_jw_key(&w, "k");
    sdx_jw_copy(&w, &doc, 0);
    sdx_jw_obj_end(&w);
    sdx_jw_int(&w, 2);
    sdx_jw_arr_end(&w);
    sdx_jdoc d2;
    sdx_jdoc_init(&d2);
    sdx_error e2;
    int r = sdx_json_parse(&d2, b.data, b.len, &e2);
    CHECK_EQ_INT(r, -1); /* 514 levels: over the reader's limit ... */
    CHECK(strstr(e2.msg, "nesting") != NULL); /* ... but only for depth */
    sdx_jdoc_free(&d2);
    sdx_buf_free(&b);
}

/* ---- Java Double.toString ----------------------------------------------- */

static const char *J(double v)
{
    static char buf[32];
    sdx_json_fmt_double(v, buf);
    return buf;
}

TEST(java_double_tostring)
{
    static const struct { double v; const char *s; } cases[] = {
        {1.0, "1.0"}, {0.1, "0.1"}, {100.0, "100.0"}, {1.0e7, "1.0E7"}, {9999999.0, "9999999.0"},
        {0.001, "0.001"}, {1.0e-4, "1.0E-4"}, {123456.789, "123456.789"}, {2.0e-323, "2.0E-323"},
        {1.7976931348623157e308, "1.7976931348623157E308"}, {16.0, "16.0"}, {0.5, "0.5"},
        {1234567.0, "1234567.0"}, {-3.0e10, "-3.0E10"}, {1.2345e-5, "1.2345E-5"}, {-0.0, "-0.0"},
        {0.0, "0.0"}, {4.9e-324, "4.9E-324"}, {1e23, "1.0E23"}, {2.0 / 3.0, "0.6666666666666666"},
        {0.3, "0.3"}, {0.1 + 0.2, "0.30000000000000004"}, {1e21, "1.0E21"}, {1e22, "1.0E22"},
        {9007199254740992.0, "9.007199254740992E15"}, {2.2250738585072014e-308, "2.2250738585072014E-308"},
        {2.225073858507201e-308, "2.225073858507201E-308"}, {1.0e-3 * 0.999999, "9.99999E-4"},
        {9999999.999999998, "9999999.999999998"}, {10000000.000000002, "1.0000000000000002E7"},
        {-1.5, "-1.5"}, {100.5, "100.5"}, {1e-5, "1.0E-5"}, {5e-324 * 3, "1.5E-323"},
        {123.0, "123.0"}, {1e16, "1.0E16"}, {0.05, "0.05"}, {0.25, "0.25"}, {0.95, "0.95"},
        {2010.0, "2010.0"}, {65536.0, "65536.0"}, {1.0 / 3.0, "0.3333333333333333"},
        {3.141592653589793, "3.141592653589793"}, {8.41E21, "8.41E21"}, {5.0E-324 * 2, "9.9E-324"} /* JDK 19+; older JDKs print 1.0E-323 */,
        {2.0, "2.0"}, {1e100, "1.0E100"}, {1.1e-100, "1.1E-100"}, {6.02214076e23, "6.02214076E23"},
        {9.999999999999999e22, "1.0E23"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *got = J(cases[i].v);
        if (strcmp(got, cases[i].s) != 0)
            t_fail(__FILE__, __LINE__, "%.17g -> %s, expected %s", cases[i].v, got, cases[i].s);
    }
    CHECK_EQ_STR(J(nextafter(0.001, 0)), "9.999999999999998E-4"); /* just below the plain range */
    CHECK_EQ_STR(J(nextafter(1e7, 0)), "9999999.999999998");
    CHECK_EQ_STR(J(NAN), "NaN");
    CHECK_EQ_STR(J(INFINITY), "Infinity");
    CHECK_EQ_STR(J(-INFINITY), "-Infinity");
}

/* Every formatted double reads back as the same double, with no shorter
 * digit string possible (checked by trying one digit less). */
TEST(java_double_round_trip_random)
{
    uint64_t x = 0x9E3779B97F4A7C15ull;
    int bad = 0;
    for (int i = 0; i < 20000 && bad < 5; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        double v;
        uint64_t bits = x;
        if (i % 3 == 0)
            bits = (x & 0x800FFFFFFFFFFFFFull) | ((uint64_t)(1023 + (int)(x >> 52) % 40 - 20) << 52);
        memcpy(&v, &bits, 8);
        if (!isfinite(v))
            continue;
        const char *s = J(v);
        double back = strtod(s, NULL);
        if (back != v || signbit(back) != signbit(v)) {
            t_fail(__FILE__, __LINE__, "%.17g -> %s does not round-trip", v, s);
            bad++;
        }
        /* shape: one '.', digits on both sides */
        const char *dot = strchr(s, '.');
        if (!dot || dot == s || !(dot[1] >= '0' && dot[1] <= '9')) {
            t_fail(__FILE__, __LINE__, "%s: bad shape", s);
            bad++;
        }
    }
    /* the writer path */
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_jw w;
    sdx_jw_init(&w, &b, 0);
    sdx_jw_arr_begin(&w);
    sdx_jw_double(&w, 1.0);
    sdx_jw_double(&w, NAN);
    sdx_jw_double(&w, -INFINITY);
    sdx_jw_double_strict(&w, NAN);
    sdx_jw_double_strict(&w, INFINITY);
    sdx_jw_double_strict(&w, 0.5);
    sdx_jw_arr_end(&w);
    CHECK_EQ_STR(sdx_buf_cstr(&b), "[1.0,NaN,-Infinity,\"NaN\",\"Infinity\",0.5]");
    sdx_buf_free(&b);
}

/* Every double the History Server wrote in the corpus's expected REST
 * outputs (Jackson, so Double.toString) is printed identically by us. */
TEST(java_doubles_match_history_server_outputs)
{
    NEED_SHARED(shared);
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "ls %s/corpus/HistoryServerExpectations/*.json "
             "%s/corpus/spark-extra/historical-2019-executor-metrics/HistoryServerExpectations/*.json", shared, shared);
    FILE *ls = popen(cmd, "r");
    CHECK(ls != NULL);
    if (!ls)
        return;
    char path[4200];
    int files = 0, doubles = 0, bad = 0;
    while (fgets(path, sizeof path, ls)) {
        path[strcspn(path, "\n")] = '\0';
        FILE *f = fopen(path, "rb");
        if (!f)
            continue;
        static char buf[1 << 22];
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        if (PN(buf, n) != 0) {
            t_fail(__FILE__, __LINE__, "%s: %s", path, jerr.msg);
            continue;
        }
        files++;
        for (uint32_t i = 0; i < doc.n; i++) {
            if (doc.nodes[i].type != SDX_JNUMBER || doc.nodes[i].is_int)
                continue;
            double v;
            CHECK_EQ_INT(sdx_json_double(&doc, i, &v), 0);
            const char *got = J(v);
            doubles++;
            if (strlen(got) != doc.nodes[i].len || memcmp(got, doc.nodes[i].ptr, doc.nodes[i].len) != 0) {
                if (bad++ < 5)
                    t_fail(__FILE__, __LINE__, "%s: %.*s printed as %s", path, (int)doc.nodes[i].len,
                           doc.nodes[i].ptr, got);
            }
        }
    }
    pclose(ls);
    printf("  %d doubles in %d History Server outputs printed identically\n", doubles - bad, files);
    CHECK(files >= 60);
    CHECK(doubles >= 800);
    CHECK_EQ_INT(bad, 0);
}

TEST(zz_cleanup)
{
    sdx_jdoc_free(&doc);
    CHECK(doc.nodes == NULL);
}

/* Text from a log reaches a terminal only with its controls made visible. */
static const char *visible(const char *s, size_t n)
{
    static sdx_buf b;
    b.len = 0;
    sdx_buf_put_visible(&b, s, n);
    return sdx_buf_cstr(&b);
}

TEST(buf_put_visible)
{
    CHECK_EQ_STR(visible("plain é ü 日本", strlen("plain é ü 日本")), "plain é ü 日本");
    CHECK_EQ_STR(visible("a\nb\tc\rd", 7), "a\\nb\\tc\\rd");
    CHECK_EQ_STR(visible("\x1b[31mred\x1b]0;title\x07", 18), "\\x1b[31mred\\x1b]0;title\\x07");
    CHECK_EQ_STR(visible("x\x08\x7fy", 4), "x\\x08\\x7fy");
    CHECK_EQ_STR(visible("nul\0z", 5), "nul\\x00z");
    CHECK_EQ_STR(visible("\xc2\x9b" "2J", 4), "\\x9b2J");                 /* C1 CSI */
    CHECK_EQ_STR(visible("\xc2\xa0", 2), "\xc2\xa0");                       /* NBSP stays */
    CHECK_EQ_STR(visible("abc\xe2\x80\xae" "fdp.exe", 13), "abc\\u202efdp.exe");
    CHECK_EQ_STR(visible("\xe2\x81\xa6" "x" "\xe2\x81\xa9", 7), "\\u2066x\\u2069");
    CHECK_EQ_STR(visible("\xd8\x9c" "a", 3), "\\u061ca");
    CHECK_EQ_STR(visible("\xe2\x80\x8e\xe2\x80\x8f", 6), "\\u200e\\u200f");
    CHECK_EQ_STR(visible("\xe2\x80\x94", 3), "\xe2\x80\x94");               /* em dash stays */
    CHECK_EQ_STR(visible("cut\xe2\x80", 5), "cut\xe2\x80");                 /* a cut sequence is copied */
    /* no byte < 0x20 and no DEL survives, whatever the input */
    char all[256];
    for (int i = 0; i < 256; i++)
        all[i] = (char)i;
    const char *v = visible(all, sizeof all);
    for (const char *p = v; *p; p++)
        CHECK((unsigned char)*p >= 0x20 && *p != 0x7f);
}
