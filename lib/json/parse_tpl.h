/*
 * parse_tpl.h: the body of the JSON parser, included twice by reader.c: once
 * for the baseline target (SSE2 on x86-64) and once compiled for AVX2, picked
 * at run time. A template rather than a function pointer for the string
 * scanner because the scanner must inline into the parser loop to be fast
 * (keys and values are mostly shorter than 32 bytes).
 *
 * Expects TPL_NAME (the parse function to define), TPL_ATTR (its
 * attributes), TPL_SCAN(p, end, start, k) (first byte in [p, end) that is
 * '"', '\\', a control or non-ASCII, else end; k holds its constants, declared
 * by TPL_SCAN_K_DECL(k)), TPL_STR (the string slow path,
 * defined by the first inclusion for a scanner when TPL_DEFINE_STR is set)
 * and TPL_CHECKED (0 when the caller sized the tape for the worst case, so
 * no per-node capacity check is needed); undefines them.
 *
 * Shape of the loop: one state per grammar position (value, after a value,
 * key, close) joined by gotos, no recursion; each step tests the byte it
 * expects first and only then falls back to skipping whitespace (event logs
 * have none). Nodes are written with three stores each (see node_set).
 */

/* The rest of a string from p (inside it, at a byte the scanner stopped on)
 * to its closing quote: escapes, UTF-8 validation, further plain runs.
 * Returns the closing quote's position (*esc = 1 if an escape was seen), or
 * NULL with *bad / *msg set. */
#if TPL_DEFINE_STR
static TPL_ATTR __attribute__((noinline)) const uint8_t *
TPL_STR(const uint8_t *p, const uint8_t *end, const uint8_t *start, uint8_t *esc, const uint8_t **bad,
        const char **msg)
{
    TPL_SCAN_K_DECL(scan_k_);
    for (;;) {
        if (SDX_UNLIKELY(p >= end)) {
            *bad = end;
            *msg = "unterminated string";
            return NULL;
        }
        uint8_t c = *p;
        if (c == '"')
            return p;
        if (c == '\\') {
            *esc = 1;
            if (SDX_UNLIKELY(p + 1 >= end)) {
                *bad = end;
                *msg = "unterminated string";
                return NULL;
            }
            c = p[1];
            if (c == 'u') {
                for (int k = 2; k < 6; k++) {
                    if (p + k >= end) {
                        *bad = end;
                        *msg = "unterminated string";
                        return NULL;
                    }
                    if (sdx_hexval_(p[k]) < 0) {
                        *bad = p + k;
                        *msg = "invalid \\u escape";
                        return NULL;
                    }
                }
                p += 6;
            } else if (c == '"' || c == '\\' || c == '/' || c == 'b' || c == 'f' || c == 'n' || c == 'r' ||
                       c == 't') {
                p += 2;
            } else {
                *bad = p + 1;
                *msg = "invalid escape";
                return NULL;
            }
        } else if (c < 0x20) {
            *bad = p;
            *msg = "control character in string";
            return NULL;
        } else {
            const uint8_t *q = utf8_seq(p, end, bad);
            if (!q) {
                *msg = *bad == end ? "unterminated string" : "invalid UTF-8";
                return NULL;
            }
            p = q;
            /* stay here while the text is non-ASCII */
            while (p < end && *p >= 0x80) {
                q = utf8_seq(p, end, bad);
                if (!q) {
                    *msg = *bad == end ? "unterminated string" : "invalid UTF-8";
                    return NULL;
                }
                p = q;
            }
        }
        p = TPL_SCAN(p, end, start, scan_k_);
    }
}
#endif

/* line: '\n' is not whitespace but ends the text (see sdx_json_parse_line);
 * the text then ends at the newline after the value, or at len. */
static TPL_ATTR int TPL_NAME(sdx_jdoc *d, const char *text, size_t len, int line, sdx_error *err)
{
    const uint8_t *p = (const uint8_t *)text;
    const uint8_t *const end = p + len;
    /* the input's start is only needed on cold paths: keep it in memory */
#define START ((const uint8_t *)d->text)
    /* Open containers; frame 0 stands for the top level. The innermost
     * container's member count is kept in a register, the rest of its
     * state in its frame (few registers are left for a loop this size). */
    struct frame {
        uint32_t node;   /* the container's node */
        uint32_t last;   /* its latest child (the key, for objects) */
        uint32_t count;  /* the parent's count, saved while this is open */
        uint32_t is_obj;
    } stack[SDX_JSON_MAX_DEPTH + 1];
    struct frame *top = stack;
    uint32_t count = 0;
    stack[0].is_obj = 0;

    sdx_jnode *nodes = d->nodes;
    uint32_t n = 0;
#if TPL_CHECKED
    uint32_t cap = d->cap;
#endif
    sdx_jnode *nd;
    uint8_t c;
    TPL_SCAN_K_DECL(scan_k_);

#if !TPL_CHECKED
#define NEW_NODE() (nd = &nodes[n++])
#else
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
#endif

#define SKIP_WS()                                                              \
    do {                                                                       \
        while (p < end && is_ws(*p) && !(line && *p == '\n'))                  \
            p++;                                                               \
    } while (0)

    /* Parse the string whose opening quote is at p into node nd (flags
     * FLAGS); leaves p after the closing quote. */
#define PARSE_STRING(FLAGS)                                                    \
    do {                                                                       \
        const uint8_t *s0_ = ++p;                                              \
        uint8_t esc_ = 0;                                                      \
        p = TPL_SCAN(p, end, START, scan_k_);                                  \
        if (SDX_UNLIKELY(p >= end || *p != '"')) {                             \
            const uint8_t *bad_;                                               \
            const char *msg_;                                                  \
            p = TPL_STR(p, end, START, &esc_, &bad_, &msg_);                   \
            if (!p)                                                            \
                JERR(bad_, "%s", msg_);                                        \
        }                                                                      \
        node_set(nd, s0_, (uint32_t)(p - s0_), n, NODE_META(SDX_JSTRING, esc_, 0, FLAGS)); \
        p++;                                                                   \
    } while (0)

#define OPEN(IS_OBJ)                                                           \
    do {                                                                       \
        if (SDX_UNLIKELY(top == &stack[SDX_JSON_MAX_DEPTH]))                   \
            JERR(p, "nesting deeper than %d", SDX_JSON_MAX_DEPTH);             \
        node_set(nd, NULL, 0, 0, NODE_META((IS_OBJ) ? SDX_JOBJECT : SDX_JARRAY, 0, 0, 0)); \
        top->count = count;                                                    \
        top++;                                                                 \
        top->node = n - 1;                                                     \
        top->is_obj = (IS_OBJ);                                                \
        count = 0;                                                             \
        p++;                                                                   \
    } while (0)

value:
    if (SDX_UNLIKELY(p >= end || *p <= ' ')) {
        SKIP_WS();
        if (SDX_UNLIKELY(p >= end))
            JERR(p, "unexpected end of input, expected a value");
    }
    NEW_NODE();
    c = *p;
    if (c == '"') {
        PARSE_STRING(0);
        goto after_value;
    }
    if ((unsigned)(c - '0') <= 9 || c == '-') {
        const uint8_t *s0 = p;
        uint32_t is_int = 1;
        p += c == '-';
        size_t k = digit_run(p, end);
        if (SDX_UNLIKELY(k == 0))
            JERR(p, "expected a digit after '-'");
        if (SDX_UNLIKELY(*p == '0' && k > 1))
            JERR(p + 1, "leading zero in number");
        p += k;
        if (SDX_UNLIKELY(p < end && (*p == '.' || (*p | 0x20) == 'e'))) {
            is_int = 0;
            if (*p == '.') {
                p++;
                k = digit_run(p, end);
                if (SDX_UNLIKELY(k == 0))
                    JERR(p, "expected a digit after '.'");
                p += k;
            }
            if (p < end && (*p | 0x20) == 'e') {
                p++;
                if (p < end && (*p == '+' || *p == '-'))
                    p++;
                k = digit_run(p, end);
                if (SDX_UNLIKELY(k == 0))
                    JERR(p, "expected a digit in exponent");
                p += k;
            }
        }
        node_set(nd, s0, (uint32_t)(p - s0), n, NODE_META(SDX_JNUMBER, 0, is_int, 0));
        goto after_value;
    }
    if (c == '{') {
        OPEN(1);
        if (SDX_LIKELY(p < end && *p == '"'))
            goto key;
        SKIP_WS();
        if (SDX_UNLIKELY(p >= end))
            JERR(p, "unexpected end of input in object");
        if (*p == '}')
            goto close;
        goto key;
    }
    if (c == '[') {
        OPEN(0);
        if (SDX_UNLIKELY(p >= end || *p <= ' ')) {
            SKIP_WS();
            if (SDX_UNLIKELY(p >= end))
                JERR(p, "unexpected end of input in array");
        }
        if (*p == ']')
            goto close;
        count = 1;
        top->last = n;
        goto value;
    }
    if (c == 't') {
        if (end - p >= 4 && memcmp(p, "true", 4) == 0) {
            node_set(nd, NULL, 0, n, NODE_META(SDX_JTRUE, 0, 0, 0));
            p += 4;
            goto after_value;
        }
        JERR(literal_mismatch(p, end, "true"), "invalid literal");
    }
    if (c == 'f') {
        if (end - p >= 5 && memcmp(p, "false", 5) == 0) {
            node_set(nd, NULL, 0, n, NODE_META(SDX_JFALSE, 0, 0, 0));
            p += 5;
            goto after_value;
        }
        JERR(literal_mismatch(p, end, "false"), "invalid literal");
    }
    if (c == 'n') {
        if (end - p >= 4 && memcmp(p, "null", 4) == 0) {
            node_set(nd, NULL, 0, n, NODE_META(SDX_JNULL, 0, 0, 0));
            p += 4;
            goto after_value;
        }
        JERR(literal_mismatch(p, end, "null"), "invalid literal");
    }
    if (c == ']' && top != stack && !top->is_obj)
        JERR(p, "trailing comma in array");
    JERR(p, c == '\n' && line ? "unexpected end of line, expected a value"
                              : "unexpected character, expected a value");

after_value:
    if (SDX_UNLIKELY(top == stack))
        goto done;
    if (SDX_UNLIKELY(p >= end || *p <= ' ')) {
        SKIP_WS();
        if (SDX_UNLIKELY(p >= end))
            JERR(p, "unexpected end of input, expected ',' or a closing bracket");
    }
    c = *p;
    if (c == ',') {
        p++;
        if (top->is_obj) {
            if (SDX_LIKELY(p < end && *p == '"'))
                goto key;
            SKIP_WS();
            if (SDX_UNLIKELY(p >= end))
                JERR(p, "unexpected end of input, expected a key");
            goto key;
        }
        count++;
        top->last = n;
        goto value;
    }
    if (SDX_LIKELY(c == (top->is_obj ? '}' : ']')))
        goto close;
    JERR(p, top->is_obj ? "expected ',' or '}'" : "expected ',' or ']'");

close:
    /* p is at the closing bracket of the innermost container */
    p++;
    node_set_len_end(&nodes[top->node], count, n);
    if (count) {
        nodes[top->last].pad_ |= SDX_JFLAG_LAST;
        if (top->is_obj)
            nodes[top->last + 1].pad_ |= SDX_JFLAG_LAST;
    }
    top--;
    count = top->count;
    goto after_value;

key:
    /* p < end, at the first byte of a member */
    if (SDX_UNLIKELY(*p != '"')) {
        if (*p == '}' && count > 0)
            JERR(p, "trailing comma in object");
        JERR(p, "expected a string key");
    }
    count++;
    top->last = n;
    NEW_NODE();
    PARSE_STRING(SDX_JFLAG_KEY);
    if (SDX_LIKELY(p < end && *p == ':')) {
        p++;
        goto value;
    }
    SKIP_WS();
    if (SDX_UNLIKELY(p >= end))
        JERR(p, "unexpected end of input, expected ':'");
    if (SDX_UNLIKELY(*p != ':'))
        JERR(p, "expected ':'");
    p++;
    goto value;

done:
    SKIP_WS();
    if (line) {
        if (p != end && *p != '\n')
            JERR(p, "trailing characters after the value");
        d->text_len = (size_t)(p - (const uint8_t *)text);
    } else if (p != end) {
        JERR(p, "trailing characters after the value");
    }
    nodes[0].pad_ |= SDX_JFLAG_LAST;
    d->n = n;
    return 0;
#undef NEW_NODE
#undef SKIP_WS
#undef PARSE_STRING
#undef OPEN
#undef START
}

#undef TPL_NAME
#undef TPL_STR
#undef TPL_ATTR
#undef TPL_SCAN
#undef TPL_SCAN_K_DECL
#undef TPL_CHECKED
#undef TPL_DEFINE_STR
