/*
 * test_triage_damage.c: failure texts reach users damaged. Every fixture of
 * tests/failures/ is fed again the way real pastes damage it (quoted in
 * markdown, indented four spaces as a markdown code block, fenced, with CRLF line ends, between sentences of prose, under
 * a CI runner's timestamps, stripped of its indentation, hard-wrapped at
 * 100 or at 72 columns between words (JSON records excepted), or sent as
 * the message of one JSON log record) and the primary failure's class and
 * root must stay what the undamaged text gives. Quoting, indenting, fencing, CRLF,
 * prose and timestamps must change nothing (at most 1% of the texts); a
 * hard wrap and a JSON record, which cut or fold the lines the reader keys
 * on, must keep at least 95% (90% at 72 columns). Each text whose answer changes is printed with both answers.
 */
#include "harness.h"
#include "test_io_util.h"

#include <stdlib.h>

#include "sparkdx/triage.h"

#define DIR_FIXTURES "tests/failures"

typedef tbuf sbuf;

static void put(sbuf *b, const char *s, size_t n) { tb_put(b, s, n); }
static void puts_(sbuf *b, const char *s) { tb_put(b, s, strlen(s)); }

/* The primary failure's class and root, "Class|root", or "(none)". */
static void answer(const char *text, size_t n, char *out, size_t cap)
{
    sdx_triage_result *r = NULL;
    sdx_error err;
    if (sdx_triage_text(text, n, &r, &err) != 0 || !r) {
        snprintf(out, cap, "(error)");
        return;
    }
    if (r->primary < 0)
        snprintf(out, cap, "(none)");
    else
        snprintf(out, cap, "%s|%s", sdx_fclass_name(r->failures[r->primary].fclass),
                 r->failures[r->primary].root_exception);
    sdx_triage_result_free(r);
}

/* Applies f to every line of t (without its '\n'). */
typedef void (*line_fn)(sbuf *o, const char *l, size_t n);

static void per_line(sbuf *o, const char *t, size_t n, line_fn f)
{
    size_t i = 0;
    while (i < n) {
        const char *nl = memchr(t + i, '\n', n - i);
        size_t e = nl ? (size_t)(nl - t) : n;
        f(o, t + i, e - i);
        put(o, "\n", 1);
        i = e + 1;
    }
}

static void l_quote(sbuf *o, const char *l, size_t n) { puts_(o, "> "), put(o, l, n); }
static void l_indent(sbuf *o, const char *l, size_t n) { puts_(o, "    "), put(o, l, n); }
static void l_crlf(sbuf *o, const char *l, size_t n) { put(o, l, n), put(o, "\r", 1); }
static void l_ci(sbuf *o, const char *l, size_t n) { puts_(o, "2024-03-01T10:00:00.1234567Z "), put(o, l, n); }

static void l_dedent(sbuf *o, const char *l, size_t n)
{
    while (n && (*l == ' ' || *l == '\t'))
        l++, n--;
    put(o, l, n);
}

/* A hard wrap at w columns between words, as a mail client or a ticket
 * system reflows a long line (indentation kept on the first piece only). */
static void wrap_at(sbuf *o, const char *l, size_t n, size_t w)
{
    if (n && (l[0] == '{' || l[0] == '[' || l[0] == '"')) {
        put(o, l, n); /* a JSON record is a line of its own that nobody reflows */
        return;
    }
    while (n > w) {
        size_t cut = w;
        while (cut > 0 && l[cut] != ' ')
            cut--;
        if (cut == 0) {
            cut = w;
            while (cut < n && l[cut] != ' ')
                cut++;
            if (cut == n)
                break;
        }
        put(o, l, cut);
        put(o, "\n", 1);
        l += cut + 1;
        n -= cut + 1;
    }
    put(o, l, n);
}

static void l_wrap(sbuf *o, const char *l, size_t n) { wrap_at(o, l, n, 100); }
static void l_wrap72(sbuf *o, const char *l, size_t n) { wrap_at(o, l, n, 72); }

static void json_record(sbuf *o, const char *t, size_t n)
{
    puts_(o, "{\"level\":\"ERROR\",\"logger\":\"app\",\"message\":\"");
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)t[i];
        char e[8];
        if (c == '"' || c == '\\')
            e[0] = '\\', e[1] = (char)c, e[2] = 0;
        else if (c == '\n')
            strcpy(e, "\\n");
        else if (c == '\t')
            strcpy(e, "\\t");
        else if (c == '\r')
            strcpy(e, "\\r");
        else if (c < 0x20)
            snprintf(e, sizeof e, "\\u%04x", c);
        else
            e[0] = (char)c, e[1] = 0;
        puts_(o, e);
    }
    puts_(o, "\"}\n");
}

enum { D_QUOTE, D_INDENT, D_FENCE, D_CRLF, D_PROSE, D_CI, D_DEDENT, D_WRAP, D_WRAP72, D_JSON, ND };
static const char *const DNAME[ND] = {"markdown quote", "indented 4 spaces", "code fence", "CRLF", "prose around it", "CI timestamps",
                                      "no indentation", "wrap at 100 columns", "wrap at 72 columns",
                                      "one JSON record"};
/* percent of the texts whose answer must not change */
static const int KEEP[ND] = {99, 99, 99, 99, 99, 99, 99, 95, 90, 95};

static void damage(int d, const char *t, size_t n, sbuf *o)
{
    switch (d) {
    case D_QUOTE: per_line(o, t, n, l_quote); break;
    case D_INDENT: per_line(o, t, n, l_indent); break;
    case D_FENCE: puts_(o, "```\n"), put(o, t, n), puts_(o, "\n```\n"); break;
    case D_CRLF: per_line(o, t, n, l_crlf); break;
    case D_PROSE:
        puts_(o, "We hit this in production last night, any idea what is going on?\n\n");
        put(o, t, n);
        puts_(o, "\n\nThanks in advance!\n");
        break;
    case D_CI: per_line(o, t, n, l_ci); break;
    case D_DEDENT: per_line(o, t, n, l_dedent); break;
    case D_WRAP: per_line(o, t, n, l_wrap); break;
    case D_WRAP72: per_line(o, t, n, l_wrap72); break;
    case D_JSON: json_record(o, t, n); break;
    }
}

TEST(answers_survive_the_damage_of_real_pastes)
{
    size_t nn;
    char **names = t_txt_files(DIR_FIXTURES, &nn);
    if (!names)
        SKIP("tests/failures not found (run from the project root)");
    CHECK(nn >= 100);
    int changed[ND] = {0};
    for (size_t i = 0; i < nn; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", DIR_FIXTURES, names[i]);
        size_t len;
        char *text = (char *)read_all(path, &len);
        if (!text)
            continue;
        /* the two label lines are not part of the text */
        char *body = text;
        for (int k = 0; k < 2 && body; k++) {
            body = memchr(body, '\n', len - (size_t)(body - text));
            if (body)
                body++;
        }
        if (!body) {
            free(text);
            continue;
        }
        size_t bn = len - (size_t)(body - text);
        char base[512], got[512];
        answer(body, bn, base, sizeof base);
        for (int k = 0; k < ND; k++) {
            sbuf o = {0};
            damage(k, body, bn, &o);
            answer(o.p ? (const char *)o.p : "", o.n, got, sizeof got);
            if (strcmp(base, got) != 0) {
                changed[k]++;
                printf("  %s, %s: %s -> %s\n", DNAME[k], names[i], base, got);
            }
            free(o.p);
        }
        free(text);
    }
    for (int k = 0; k < ND; k++) {
        int kept = (int)nn - changed[k];
        printf("  %-20s %3d of %zu answers kept (%.1f%%, at least %d%% required)\n", DNAME[k], kept, nn,
               100.0 * kept / (double)nn, KEEP[k]);
        if (kept * 100 < KEEP[k] * (int)nn)
            t_fail(__FILE__, __LINE__, "%s: %d of %zu answers kept, below %d%%", DNAME[k], kept, nn, KEEP[k]);
    }
    t_free_names(names, nn);
}


