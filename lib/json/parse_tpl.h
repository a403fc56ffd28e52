/*
 * parse_tpl.h: the body of the JSON parser, included twice by reader.c: once
 * for the baseline target (SSE2 on x86-64) and once compiled for AVX2, picked
 * at run time. A template rather than a function pointer for the string
 * scanner because the scanner must inline into the parser loop to be fast
 * (keys and values are mostly shorter than 32 bytes).
 *
 * Expects TPL_NAME (the function to define), TPL_ATTR (its attributes) and
 * TPL_SCAN(p, end, start) (first byte in [p, end) that is '"', '\\', a
 * control or non-ASCII, else end) and undefines them.
 */
static TPL_ATTR int TPL_NAME(sdx_jdoc *d, const char *text, size_t len, sdx_error *err)
{
    const uint8_t *p = (const uint8_t *)text, *end = p + len;
    uint32_t stack[SDX_JSON_MAX_DEPTH]; /* open containers */
    uint32_t last[SDX_JSON_MAX_DEPTH];  /* their latest child (key for objects) */
    int depth = 0;
    const uint8_t *const start = p;

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
            p = TPL_SCAN(p, end, start);                                       \
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
        if (c == ']' && depth > 0 && nodes[stack[depth - 1]].type == SDX_JARRAY)
            JERR(p, "trailing comma in array");
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
    if (SDX_UNLIKELY(*p != '"')) {
        if (*p == '}' && nodes[stack[depth - 1]].len > 0)
            JERR(p, "trailing comma in object");
        JERR(p, "expected a string key");
    }
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

#undef TPL_NAME
#undef TPL_ATTR
#undef TPL_SCAN

