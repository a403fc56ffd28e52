/*
 * normalize.c: damage removal for failure texts (see normalize.h).
 *
 * Each physical line goes through fixed steps, cheapest first, and most
 * lines (plain log records) leave after a couple of byte scans:
 *   1. CR handling, progress bars and ANSI colour codes removed;
 *   2. outer prefixes stripped in a loop (markdown "> ", "[info] ", pytest
 *      "E   ", CI timestamps, "service_1  | ", "[pod/x/y] ");
 *   3. a JSON log record is decoded into its texts and exceptions;
 *   4. a log4j header ("24/01/02 10:11:12 WARN TaskSetManager: ") is removed
 *      and remembered as level + record start;
 *   5. escaped newlines ("\n\tat ...", also double-escaped) are expanded;
 *   6. a stack flattened onto one line is split back into frames.
 * Steps 3 and 5 produce text that runs through steps 2-6 again (bounded
 * depth), because a docker "log" field holds a whole log4j line.
 */
#include "triage/normalize.h"
#include "triage/tg_str.h"
#include "util/util.h"

#include <stdlib.h>
#include <string.h>

#define NORM_DEPTH 4

struct tg_norm {
    tg_line_fn fn;
    void *ctx;
    char *phys;            /* current physical line when it spans chunks */
    size_t plen, pcap;
    int ptrunc;
    uint64_t lineno, bytes, truncated;
    tg_sb clean;           /* step 1 output */
    tg_sb dec[NORM_DEPTH]; /* steps 3/5 output, one per recursion depth */
    tg_sb repr;            /* a Python exception repr rewritten as "Cls: msg" */
    tg_sb held;            /* a line cut by a progress bar, joined with the next one */
    tg_sb join;            /* held + the next physical line */
    tg_sb paren;           /* a "Lost task ... (TID n, host" line broken inside its parenthesis */
    int wrap;              /* paren holds a job abort wrapped by hand between its phrases */
    int fwrap;             /* paren holds a stack frame a wrap broke ("at" / "at x.Y.m(Unknown") */
    tg_sb pjoin;           /* paren + the next physical line */
    int bar_cut;           /* clean_line: a bar ended the line right after text */
    int32_t tod;           /* time of day of the last record header, -1 when none */
    int oom;               /* an allocation failed (the line buffer); the buffers' own
                            * flags say theirs (tg_norm_oom) */
};

static void process_logical(tg_norm *nm, tg_sv v, int depth, int in_level, int in_record);

tg_norm *tg_norm_new(tg_line_fn fn, void *ctx)
{
    tg_norm *nm = sdx_xcalloc(1, sizeof *nm);
    if (!nm)
        return NULL;
    nm->fn = fn;
    nm->ctx = ctx;
    nm->tod = -1;
    tg_sb_init(&nm->clean);
    for (int i = 0; i < NORM_DEPTH; i++)
        tg_sb_init(&nm->dec[i]);
    tg_sb_init(&nm->repr);
    tg_sb_init(&nm->held);
    tg_sb_init(&nm->join);
    tg_sb_init(&nm->paren);
    tg_sb_init(&nm->pjoin);
    return nm;
}

void tg_norm_free(tg_norm *nm)
{
    if (!nm)
        return;
    free(nm->phys);
    tg_sb_free(&nm->clean);
    for (int i = 0; i < NORM_DEPTH; i++)
        tg_sb_free(&nm->dec[i]);
    tg_sb_free(&nm->repr);
    tg_sb_free(&nm->held);
    tg_sb_free(&nm->join);
    tg_sb_free(&nm->paren);
    tg_sb_free(&nm->pjoin);
    free(nm);
}

uint64_t tg_norm_lines(const tg_norm *nm) { return nm->lineno; }
uint64_t tg_norm_bytes(const tg_norm *nm) { return nm->bytes; }
uint64_t tg_norm_truncated(const tg_norm *nm) { return nm->truncated; }

int tg_norm_oom(const tg_norm *nm)
{
    int oom = nm->oom || nm->clean.oom || nm->repr.oom || nm->held.oom || nm->join.oom || nm->paren.oom ||
              nm->pjoin.oom;
    for (int i = 0; i < NORM_DEPTH; i++)
        oom |= nm->dec[i].oom;
    return oom;
}

static void emit(tg_norm *nm, tg_sv v, int level, int record)
{
    v = tg_rtrim(v);
    tg_line l = {v.p, v.n, level, record, nm->lineno, record ? nm->tod : -1};
    nm->fn(nm->ctx, &l);
}

/* ---- step 1: progress bars, ANSI, CR ------------------------------------ */

static size_t skip_spaces(const char *s, size_t n, size_t i)
{
    while (i < n && s[i] == ' ')
        i++;
    return i;
}

/* "[Stage 3:=====>      (12 + 4) / 200]" (ConsoleProgressBar); returns its
 * length at s[i], or 0. */
static size_t match_bar(const char *s, size_t n, size_t i)
{
    static const char hdr[] = "[Stage ";
    size_t k = i;
    uint64_t v;
    if (n - i < sizeof hdr - 1 || memcmp(s + i, hdr, sizeof hdr - 1) != 0)
        return 0;
    k += sizeof hdr - 1;
    if (!tg_parse_u64(s, n, &k, &v))
        return 0;
    if (k < n && (s[k] == '.' || s[k] == ':') && k + 1 < n && tg_is_digit((unsigned char)s[k + 1])) {
        k++;
        tg_parse_u64(s, n, &k, &v);
    }
    if (k >= n || s[k] != ':')
        return 0;
    k++;
    while (k < n && (s[k] == '=' || s[k] == '>' || s[k] == ' '))
        k++;
    if (k >= n || s[k] != '(')
        return 0;
    k++;
    for (int term = 0; term < 3; term++) {
        k = skip_spaces(s, n, k);
        if (!tg_parse_u64(s, n, &k, &v))
            return 0;
        k = skip_spaces(s, n, k);
        if (k < n && s[k] == '+') {
            k++;
            continue;
        }
        break;
    }
    if (k >= n || s[k] != ')')
        return 0;
    k = skip_spaces(s, n, k + 1);
    if (k >= n || s[k] != '/')
        return 0;
    k = skip_spaces(s, n, k + 1);
    if (!tg_parse_u64(s, n, &k, &v))
        return 0;
    if (k >= n || s[k] != ']')
        return 0;
    return k + 1 - i;
}

/* A colour code whose ESC was lost in copy/paste: "[0m", "[1;31m". */
static size_t match_bare_ansi(const char *s, size_t n, size_t i)
{
    size_t k = i + 1;
    int digits = 0;
    while (k < n && (tg_is_digit((unsigned char)s[k]) || s[k] == ';') && k - i < 12) {
        digits += tg_is_digit((unsigned char)s[k]);
        k++;
    }
    if (digits && k < n && s[k] == 'm')
        return k + 1 - i;
    return 0;
}

/* A markdown link "[text](http...)" at s[i] (a platform's error page links
 * its error class: "[[TABLE_OR_VIEW_NOT_FOUND](https://...)]"): its length,
 * with the text's start and length; 0 when there is none. */
static size_t match_md_link(const char *s, size_t n, size_t i, size_t *ts, size_t *tl)
{
    size_t k = i + 1;
    while (k < n && k - i < 200 && s[k] != ']' && s[k] != '[' && s[k] != '\n')
        k++;
    if (k == i + 1 || k + 8 >= n || s[k] != ']' || s[k + 1] != '(' || memcmp(s + k + 2, "http", 4) != 0)
        return 0;
    size_t e = k + 6;
    while (e < n && s[e] != ')' && s[e] != ' ')
        e++;
    if (e >= n || s[e] != ')')
        return 0;
    *ts = i + 1;
    *tl = k - i - 1;
    return e + 1 - i;
}

/* A notebook's output exported as HTML (Databricks, Jupyter's nbconvert, a
 * blog's rendering): the markup of its ANSI colours and its entities. Only
 * these tags: "in <module>" of a Python traceback is text. */
static const char *const HTML_TAGS[] = {"span", "div", "pre", "code", "br", "b", "i", "p", "font", "strong", "em",
                                        "style", "a", NULL};

static size_t match_html_tag(const char *s, size_t n, size_t i)
{
    size_t k = i + 1;
    if (k < n && s[k] == '/')
        k++;
    for (int t = 0; HTML_TAGS[t]; t++) {
        size_t tl = strlen(HTML_TAGS[t]);
        if (k + tl >= n || memcmp(s + k, HTML_TAGS[t], tl) != 0 || (s[k + tl] != '>' && s[k + tl] != ' ' &&
                                                                     s[k + tl] != '/'))
            continue;
        const char *e = memchr(s + k + tl, '>', n - k - tl < 400 ? n - k - tl : 400);
        return e ? (size_t)(e - s) + 1 - i : 0;
    }
    return 0;
}

static const struct { const char *e; char c; } HTML_ENTITIES[] = {
    {"&lt;", '<'}, {"&gt;", '>'}, {"&amp;", '&'}, {"&quot;", '"'}, {"&#39;", '\''}, {"&#34;", '"'},
    {"&apos;", '\''}, {"&nbsp;", ' '}, {"&#x27;", '\''}, {"&#60;", '<'}, {"&#62;", '>'},
};

static size_t match_html_entity(const char *s, size_t n, size_t i, char *c)
{
    for (size_t k = 0; k < sizeof HTML_ENTITIES / sizeof HTML_ENTITIES[0]; k++) {
        size_t el = strlen(HTML_ENTITIES[k].e);
        if (i + el <= n && memcmp(s + i, HTML_ENTITIES[k].e, el) == 0) {
            *c = HTML_ENTITIES[k].c;
            return el;
        }
    }
    return 0;
}

static int has_html(const char *s, size_t n)
{
    for (const char *p = s; (p = memchr(p, '<', (size_t)(s + n - p))) != NULL; p++)
        if (match_html_tag(s, n, (size_t)(p - s)))
            return 1;
    char c;
    for (const char *p = s; (p = memchr(p, '&', (size_t)(s + n - p))) != NULL; p++)
        if (match_html_entity(s, n, (size_t)(p - s), &c))
            return 1;
    return 0;
}

/* Does the line need step 1 at all? */
static int needs_clean(const char *s, size_t n)
{
    if (memchr(s, '\r', n) || memchr(s, 0x1b, n) || has_html(s, n))
        return 1;
    const char *p = s;
    size_t left = n;
    while (left && (p = memchr(p, '[', left)) != NULL) {
        size_t i = (size_t)(p - s);
        size_t ts, tl;
        if (i + 1 < n && (s[i + 1] == 'S' || tg_is_digit((unsigned char)s[i + 1]) || match_md_link(s, n, i, &ts, &tl)))
            return 1;
        p++;
        left = n - i - 1;
    }
    return 0;
}

/* Removes bars and colour codes into nm->clean; returns 1 when something
 * was removed (so blank leftovers are dropped instead of emitted). */
static int clean_line(tg_norm *nm, const char *s, size_t n)
{
    tg_sb *o = &nm->clean;
    tg_sb_clear(o);
    int removed = 0;
    nm->bar_cut = 0;
    size_t run = 0; /* start of the pending copy run */
    size_t i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        size_t skip = 0, lt = 0, ll = 0;
        if (c == 0x1b) {
            size_t k = i + 1;
            if (k < n && s[k] == '[') {
                k++;
                while (k < n && (unsigned char)s[k] >= 0x20 && (unsigned char)s[k] < 0x40)
                    k++;
                if (k < n)
                    k++;
            } else if (k < n) {
                k++;
            }
            skip = k - i;
        } else if (c == '[' && (skip = match_md_link(s, n, i, &lt, &ll)) != 0) {
            /* a markdown link: its text stays, the brackets and the address go */
            tg_sb_put(o, s + run, i - run);
            tg_sb_put(o, s + lt, ll);
            i += skip;
            run = i;
            removed = 1;
            continue;
        } else if (c == '[') {
            skip = match_bar(s, n, i);
            if (skip) {
                /* the console drew its bar in the middle of a line being
                 * written: when nothing follows the bar, the rest of the
                 * line comes on the next physical line */
                size_t e = skip_spaces(s, n, i + skip);
                int text_before = 0;
                for (size_t b = 0; b < o->n && !text_before; b++)
                    text_before = !tg_is_space((unsigned char)o->p[b]);
                for (size_t b = run; b < i && !text_before; b++)
                    text_before = !tg_is_space((unsigned char)s[b]);
                nm->bar_cut = e == n && text_before && i > 0 && s[i - 1] != ' ' && s[i - 1] != '\r';
            } else {
                skip = match_bare_ansi(s, n, i);
            }
        } else if (c == '<' && (skip = match_html_tag(s, n, i)) != 0) {
            /* (removed below) */
        } else if (c == '&') {
            char ch;
            size_t el = match_html_entity(s, n, i, &ch);
            if (el) {
                tg_sb_put(o, s + run, i - run);
                tg_sb_put(o, &ch, 1);
                i += el;
                run = i;
                removed = 1;
                continue;
            }
        } else if (c == '\r') {
            /* "\r    \r" is how the progress bar clears itself */
            size_t k = i + 1;
            while (k < n && s[k] == ' ')
                k++;
            if (k < n && s[k] == '\r' && k > i + 1)
                skip = k - i;
        }
        if (skip) {
            tg_sb_put(o, s + run, i - run);
            i += skip;
            run = i;
            removed = 1;
            continue;
        }
        i++;
    }
    tg_sb_put(o, s + run, n - run);
    return removed;
}

/* ---- step 2: outer prefixes --------------------------------------------- */

static int digits_at(const char *s, size_t n, size_t i, size_t count)
{
    if (i + count > n)
        return 0;
    for (size_t k = 0; k < count; k++)
        if (!tg_is_digit((unsigned char)s[i + k]))
            return 0;
    return 1;
}

/* HH:MM:SS[.,fraction] at s[i]; returns length or 0. */
static size_t match_time(const char *s, size_t n, size_t i)
{
    if (!digits_at(s, n, i, 2) || i + 8 > n || s[i + 2] != ':' || !digits_at(s, n, i + 3, 2) ||
        s[i + 5] != ':' || !digits_at(s, n, i + 6, 2))
        return 0;
    size_t k = i + 8;
    if (k + 1 < n && (s[k] == '.' || s[k] == ',') && tg_is_digit((unsigned char)s[k + 1])) {
        k++;
        while (k < n && tg_is_digit((unsigned char)s[k]))
            k++;
    }
    if (k < n && s[k] == 'Z')
        k++;
    else if (k + 5 <= n && (s[k] == '+' || s[k] == '-') && digits_at(s, n, k + 1, 2)) {
        size_t m = k + 3;
        if (m < n && s[m] == ':')
            m++;
        if (digits_at(s, n, m, 2))
            k = m + 2;
    }
    return k - i;
}

/* yyyy-MM-dd / yy/MM/dd [T ]time; returns length or 0. */
static size_t match_datetime(const char *s, size_t n, size_t i)
{
    size_t k = i;
    size_t y = 0;
    while (k < n && tg_is_digit((unsigned char)s[k]) && y < 5) {
        k++;
        y++;
    }
    if ((y != 2 && y != 4) || k >= n || (s[k] != '-' && s[k] != '/'))
        return match_time(s, n, i);
    char sep = s[k];
    if (!digits_at(s, n, k + 1, 2) || k + 3 >= n || s[k + 3] != sep || !digits_at(s, n, k + 4, 2))
        return 0;
    k += 6;
    if (y == 2 && digits_at(s, n, k, 2) && !(k + 2 < n && tg_is_digit((unsigned char)s[k + 2])))
        k += 2; /* "15/03/2024": day / month / a four-digit year */
    if (k < n && (s[k] == 'T' || s[k] == ' ')) {
        size_t t = match_time(s, n, k + 1);
        if (t)
            k += 1 + t;
    }
    return k - i;
}

static int is_word_ci(const char *s, size_t n, const char *w)
{
    size_t m = strlen(w);
    if (n != m)
        return 0;
    for (size_t i = 0; i < m; i++)
        if (tg_lower((unsigned char)s[i]) != w[i])
            return 0;
    return 1;
}

/* "Sep 03 09:50:00 host tag[pid]: " / "Sep  3 ...": the end of the prefix
 * (journalctl, /var/log/messages), or 0. */
static size_t match_syslog(const char *s, size_t n, size_t i)
{
    static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
    if (i + 16 > n || !tg_is_upper((unsigned char)s[i]))
        return 0;
    int month = 0;
    for (size_t m = 0; m < 36; m += 3)
        if (memcmp(s + i, months + m, 3) == 0)
            month = 1;
    if (!month || s[i + 3] != ' ')
        return 0;
    size_t k = i + 4;
    if (k < n && s[k] == ' ')
        k++;
    size_t d = k;
    while (k < n && tg_is_digit((unsigned char)s[k]) && k - d < 2)
        k++;
    if (k == d || k >= n || s[k] != ' ')
        return 0;
    size_t t = match_time(s, n, k + 1);
    if (!t)
        return 0;
    k += 1 + t;
    if (k >= n || s[k] != ' ')
        return 0;
    k++;
    size_t h = k; /* host */
    while (k < n && s[k] != ' ' && k - h < 128)
        k++;
    if (k == h || k >= n || s[k] != ' ')
        return 0;
    k++;
    size_t g = k; /* tag, "name[pid]:" */
    while (k < n && s[k] != ' ' && s[k] != ':' && k - g < 64)
        k++;
    if (k == g || k + 1 >= n || s[k] != ':' || s[k + 1] != ' ')
        return 0;
    return k + 2;
}

/* A scheduler relaying a child process's output: Airflow's
 * "[2024-02-11, 03:00:12 UTC] {spark_submit.py:521} INFO - <child line>".
 * At INFO the level is the relay's, not Spark's, so the whole prefix goes
 * and the child's own line (maybe a log4j record) is read after it. s[i] is '[',
 * s[k] its ']'. Returns the bytes to drop, or 0. */
static size_t match_relay(const char *s, size_t n, size_t i, size_t k)
{
    if (!tg_is_digit((unsigned char)s[i + 1]) || !match_datetime(s, k, i + 1))
        return 0;
    size_t j = k + 1;
    while (j < n && s[j] == ' ')
        j++;
    if (j >= n || s[j] != '{')
        return 0;
    const char *q = memchr(s + j, '}', n - j);
    if (!q || q - (s + j) > 120)
        return 0;
    j = (size_t)(q - s) + 1;
    while (j < n && s[j] == '}')
        j++; /* "{{logging_mixin.py:112}}" (Airflow 1.10) */
    while (j < n && s[j] == ' ')
        j++;
    /* the relayed child output comes at INFO; Airflow's own WARNING / ERROR
     * lines stay log records (parse_header) */
    if (j + 4 > n || memcmp(s + j, "INFO", 4) != 0)
        return 0;
    j += 4;
    while (j < n && s[j] == ' ')
        j++;
    if (j < n && s[j] == '-') {
        j++;
        if (j < n && s[j] == ' ')
            j++;
        return j;
    }
    return 0;
}

static size_t skip_blanks(const char *s, size_t n, size_t i);

/* One prefix at the start of v (after leading blanks); returns the number of
 * bytes to drop, 0 when none. *ts is set when it was a timestamp. */
/* Jira's markup around a block, left on the text's own lines */
static const char *const JIRA_BLOCKS[] = {"{noformat}", "{code}", "{quote}", "{panel}", NULL};

/* A box-drawing vertical bar at p (3 bytes of UTF-8): "│", "┃", "║". */
static int box_border(const char *p)
{
    const unsigned char *u = (const unsigned char *)p;
    return u[0] == 0xE2 && ((u[1] == 0x94 && (u[2] == 0x82 || u[2] == 0x83)) || (u[1] == 0x95 && u[2] == 0x91));
}

static size_t match_prefix(tg_sv v, int *ts)
{
    const char *s = v.p;
    size_t n = v.n;
    size_t i = 0;
    while (i < n && tg_is_space((unsigned char)s[i]))
        i++;
    if (i >= n)
        return 0;
    /* Livy relays the driver's own output at INFO ("19/08/27 18:09:48 INFO
     * LineBufferedStream: Exception in thread ..."): read as the driver's line */
    if (tg_is_digit((unsigned char)s[i])) {
        size_t t = match_datetime(s, n, i);
        if (t) {
            size_t k = skip_blanks(s, n, i + t);
            if (k + 5 < n && memcmp(s + k, "INFO ", 5) == 0) {
                k = skip_blanks(s, n, k + 5);
                size_t lg = k;
                while (k < n && (tg_is_ident((unsigned char)s[k]) || s[k] == '.'))
                    k++;
                if (k - lg >= 18 && memcmp(s + k - 18, "LineBufferedStream", 18) == 0 && k < n && s[k] == ':') {
                    k = skip_blanks(s, n, k + 1);
                    if (k + 8 <= n && (memcmp(s + k, "stdout: ", 8) == 0 || memcmp(s + k, "stderr: ", 8) == 0))
                        k += 8;
                    return k;
                }
            }
        }
    }
    /* an inline-code quote opened before a log record ("`17/09/13 17:15:43 WARN ...") */
    if (s[i] == '`' && i + 1 < n && tg_is_digit((unsigned char)s[i + 1]))
        return i + 1;
    /* Jira's markup opening a block on the text's own line: "{noformat}", "{code}", "{code:java}" */
    if (s[i] == '{') {
        for (int k = 0; JIRA_BLOCKS[k]; k++)
            if (n - i >= strlen(JIRA_BLOCKS[k]) && memcmp(s + i, JIRA_BLOCKS[k], strlen(JIRA_BLOCKS[k])) == 0)
                return i + strlen(JIRA_BLOCKS[k]);
        if (n - i > 7 && memcmp(s + i, "{code:", 6) == 0) {
            const char *e = memchr(s + i, '}', n - i < 40 ? n - i : 40);
            if (e)
                return (size_t)(e - s) + 1;
        }
    }
    /* a log viewer's exported row (Kibana, Datadog): "| <time> | <the record> | -" */
    if (s[i] == '|' && i + 1 < n && s[i + 1] == ' ') {
        size_t lim = n - i < 64 ? n : i + 64;
        int clock = 0;
        for (size_t k = i + 2; k + 2 < lim; k++) {
            if (k + 4 < n && tg_is_digit((unsigned char)s[k]) && tg_is_digit((unsigned char)s[k + 1]) && s[k + 2] == ':' &&
                tg_is_digit((unsigned char)s[k + 3]) && tg_is_digit((unsigned char)s[k + 4]))
                clock = 1;
            if (s[k] == ' ' && s[k + 1] == '|' && s[k + 2] == ' ')
                return clock ? k + 3 : 0;
        }
        return 0;
    }
    /* a terminal table's or a TUI's left border (k9s, a boxed log viewer) */
    if (i + 2 < n && box_border(s + i))
        return i + 3;
    /* markdown quote, python prompt */
    if (s[i] == '>') {
        if (i + 3 < n && s[i + 1] == '>' && s[i + 2] == '>' && s[i + 3] == ' ')
            return i + 4;
        if (i + 1 == n)
            return i + 1;
        if (s[i + 1] == ' ' || s[i + 1] == '\t')
            return i + 2;
        if (s[i + 1] == '>')
            return i + 1;
        return 0;
    }
    if (s[i] == '#' && i + 3 < n && s[i + 1] == '#' && s[i + 2] == '[') {
        /* GitHub Actions annotation "##[error]" */
        size_t k = i + 3;
        while (k < n && k - i < 20 && s[k] != ']')
            k++;
        if (k < n && s[k] == ']')
            return k + 1;
        return 0;
    }
    if (s[i] == '[') {
        size_t k = i + 1;
        while (k < n && k - i < 130 && s[k] != ']')
            k++;
        if (k >= n || s[k] != ']')
            return 0;
        const char *w = s + i + 1;
        size_t wn = k - i - 1;
        if (k + 1 < n && s[k + 1] != ' ')
            return 0;
        if (is_word_ci(w, wn, "info") || is_word_ci(w, wn, "error") || is_word_ci(w, wn, "warn") ||
            is_word_ci(w, wn, "warning") || is_word_ci(w, wn, "debug") || is_word_ci(w, wn, "success") ||
            is_word_ci(w, wn, "stderr") || is_word_ci(w, wn, "stdout"))
            return k + 1 + (k + 1 < n);
        size_t af = match_relay(s, n, i, k);
        if (af)
            return af;
        if (wn > 4 && memcmp(w, "pod/", 4) == 0)
            return k + 1 + (k + 1 < n);
        /* Jenkins timestamper "[2024-03-01T10:11:12.345Z] " */
        size_t t = match_datetime(s, k, i + 1);
        if (t && i + 1 + t == k && t >= 8 && k + 1 < n) {
            /* a bracketed timestamp followed by a log level is a log header, not CI */
            *ts = 1;
            return k + 2;
        }
        return 0;
    }
    if (tg_is_digit((unsigned char)s[i])) {
        /* GitHub Actions "2024-03-01T10:11:12.1234567Z ", Jenkins "12:59:52  " */
        size_t t = match_datetime(s, n, i);
        if (t && i + t < n && s[i + t] == ' ') {
            int iso_t = t > 10 && s[i + 10] == 'T';
            int time_only = t >= 8 && s[i + 2] == ':';
            if (iso_t || time_only) {
                /* Jenkins' timestamper separates with two spaces, Actions with one */
                *ts = 1;
                size_t k = i + t + 1;
                if (time_only && k < n && s[k] == ' ')
                    k++;
                /* containerd / CRI-O log files: "<time> stderr F " (P: a partial line) */
                if (iso_t && k + 9 <= n && (memcmp(s + k, "stdout ", 7) == 0 || memcmp(s + k, "stderr ", 7) == 0) &&
                    (s[k + 7] == 'F' || s[k + 7] == 'P') && s[k + 8] == ' ')
                    k += 9;
                return k;
            }
        }
        return 0;
    }
    /* Scaladoc / Javadoc gutter (a star and a space before each line, and
     * the opening and closing lines): a failure pasted into a doc comment */
    if (s[i] == '*' && (i + 1 == n || s[i + 1] == ' ' || s[i + 1] == '\t' || (s[i + 1] == '/' && i + 2 == n)))
        return i + 1 + (i + 1 < n);
    if (s[i] == '/' && i + 2 < n && s[i + 1] == '*' && s[i + 2] == '*' && (i + 3 == n || s[i + 3] == ' '))
        return i + 3;
    /* pytest gutter "E   " */
    if (s[i] == 'E' && i == 0 && (n == 1 || s[1] == ' ' || s[1] == '\t')) {
        size_t k = 1;
        while (k < n && k < 4 && s[k] == ' ')
            k++;
        return k;
    }
    /* syslog / journald "Sep 03 09:50:00 host-1 bash[31144]: " */
    size_t sl = match_syslog(s, n, i);
    if (sl) {
        *ts = 1;
        return sl;
    }
    /* docker-compose "service_1  | " */
    if (tg_is_ident((unsigned char)s[i])) {
        size_t k = i;
        while (k < n && k - i < 64 && (tg_is_ident((unsigned char)s[k]) || s[k] == '-' || s[k] == '.'))
            k++;
        size_t sp = k;
        while (k < n && s[k] == ' ')
            k++;
        if (k > sp && k + 1 < n && s[k] == '|' && s[k + 1] == ' ')
            return k + 2;
    }
    return 0;
}

/* ---- step 4: log4j-style record header ---------------------------------- */

static int level_word(const char *s, size_t n, size_t i, size_t *len)
{
    static const struct { const char *w; int lvl; } L[] = {
        {"TRACE", TG_LVL_TRACE}, {"DEBUG", TG_LVL_DEBUG}, {"INFO", TG_LVL_INFO},
        {"WARNING", TG_LVL_WARN}, {"WARN", TG_LVL_WARN}, {"ERROR", TG_LVL_ERROR},
        {"SEVERE", TG_LVL_ERROR}, {"FATAL", TG_LVL_FATAL},
    };
    for (size_t k = 0; k < sizeof L / sizeof L[0]; k++) {
        size_t m = strlen(L[k].w);
        if (i + m <= n && memcmp(s + i, L[k].w, m) == 0 && (i + m == n || s[i + m] == ' ' || s[i + m] == '\t')) {
            *len = m;
            return L[k].lvl;
        }
    }
    return 0;
}

static size_t skip_blanks(const char *s, size_t n, size_t i)
{
    while (i < n && tg_is_space((unsigned char)s[i]))
        i++;
    return i;
}

/* "[thread name]" at s[i]: length or 0. */
static size_t match_bracket(const char *s, size_t n, size_t i)
{
    if (i >= n || s[i] != '[')
        return 0;
    size_t k = i + 1;
    while (k < n && k - i < 160 && s[k] != ']')
        k++;
    return k < n && s[k] == ']' ? k + 1 - i : 0;
}

/* Parses "[ts]* [thread] LEVEL [thread|ts] logger[:line] (:|-) msg".
 * Returns the level and sets *msg to the offset of the message; 0 when the
 * line is no log header. */
/* Python logging's default format: "ERROR:root:Exception while sending command.",
 * "WARNING:py4j.java_gateway:..." (level, logger, message). */
static int python_logging_header(const char *s, size_t n, size_t i, size_t *msg)
{
    static const struct { const char *w; int lvl; } L[] = {
        {"DEBUG:", TG_LVL_DEBUG}, {"INFO:", TG_LVL_INFO}, {"WARNING:", TG_LVL_WARN},
        {"ERROR:", TG_LVL_ERROR}, {"CRITICAL:", TG_LVL_FATAL},
    };
    for (size_t k = 0; k < sizeof L / sizeof L[0]; k++) {
        size_t m = strlen(L[k].w);
        if (i + m >= n || memcmp(s + i, L[k].w, m) != 0)
            continue;
        size_t j = i + m;
        while (j < n && (tg_is_ident((unsigned char)s[j]) || s[j] == '.'))
            j++;
        if (j == i + m || j >= n || s[j] != ':')
            return 0;
        j++;
        *msg = j < n && s[j] == ' ' ? j + 1 : j;
        return L[k].lvl;
    }
    return 0;
}

static int parse_header(tg_sv v, int had_ts, size_t *msg)
{
    const char *s = v.p;
    size_t n = v.n;
    size_t i = skip_blanks(s, n, 0);
    int ts = had_ts;
    if (i < n && tg_is_upper((unsigned char)s[i])) {
        int pl = python_logging_header(s, n, i, msg);
        if (pl)
            return pl;
    }
    {
        /* log4j's TTCC layout: milliseconds since start, then the thread
         * ("69480 [main] ERROR org.apache.spark.SparkContext  - ...") */
        size_t d = i;
        while (d < n && d - i < 12 && tg_is_digit((unsigned char)s[d]))
            d++;
        if (d > i && d + 1 < n && s[d] == ' ' && s[d + 1] == '[') {
            ts = 1;
            i = d + 1;
        }
    }
    for (int tok = 0; tok < 4; tok++) {
        size_t t = match_datetime(s, n, i);
        if (t) {
            ts = 1;
            i = skip_blanks(s, n, i + t);
            continue;
        }
        t = match_bracket(s, n, i);
        if (t && tok < 3) {
            if (tg_is_digit((unsigned char)s[i + 1]))
                ts = 1;
            i = skip_blanks(s, n, i + t);
            continue;
        }
        if (ts && i < n && s[i] == '{') {
            /* Airflow: "[2023-10-02, 06:15:03 UTC] {taskinstance.py:1937} ERROR - " */
            const char *q = memchr(s + i, '}', n - i);
            if (q && q - (s + i) < 120) {
                i = skip_blanks(s, n, (size_t)(q - s) + 1);
                continue;
            }
        }
        break;
    }
    size_t lw;
    int lvl = level_word(s, n, i, &lw);
    if (!lvl && i > 0 && s[i - 1] == ' ') {
        /* a bracketed level after the time: "15/03/2024 15:48:32 [ERROR] logger: ",
         * "[INFO ]" padded; a bracket read above as a thread name */
        size_t b = i - 1;
        while (b > 0 && s[b - 1] == ' ')
            b--;
        size_t o = b;
        while (o > 0 && s[o - 1] != '[' && b - o < 8)
            o--;
        if (ts && o > 0 && s[o - 1] == '[' && b > o && s[b - 1] == ']') {
            size_t e = b - 1;
            while (e > o && s[e - 1] == ' ')
                e--;
            size_t l2;
            int bl = level_word(s, e, o, &l2);
            if (bl && o + l2 == e)
                lvl = bl, lw = 0;
        }
    }
    if (!lvl)
        return 0;
    i = skip_blanks(s, n, i + lw);
    if (ts && i + 1 < n && s[i] == '-' && s[i + 1] == ' ') {
        *msg = i + 2;
        return lvl;
    }
    for (int tok = 0; tok < 2; tok++) {
        size_t t = match_bracket(s, n, i);
        if (!t)
            break;
        if (tg_is_digit((unsigned char)s[i + 1]))
            ts = 1;
        i = skip_blanks(s, n, i + t);
    }
    size_t lg = i;
    while (i < n && (tg_is_ident((unsigned char)s[i]) || s[i] == '.' || s[i] == '-'))
        i++;
    if (i == lg)
        return 0;
    if (i < n && s[i] == ':' && i + 1 < n && tg_is_digit((unsigned char)s[i + 1])) {
        i++;
        while (i < n && tg_is_digit((unsigned char)s[i]))
            i++;
    }
    size_t sp = i;
    while (i < n && s[i] == ' ')
        i++;
    if (i < n && s[i] == '(') {
        /* "executor.Executor (Logging.scala:logError(98)): " (EMR layout) */
        int depth = 0;
        size_t k = i;
        for (; k < n && k - i < 120; k++) {
            if (s[k] == '(')
                depth++;
            else if (s[k] == ')' && --depth == 0)
                break;
        }
        if (k < n && s[k] == ')' && k + 1 < n && s[k + 1] == ':') {
            sp = i;
            i = k + 1;
        } else if (k < n && s[k] == ')' && k + 3 < n && s[k + 1] == ' ' && s[k + 2] == '-' && s[k + 3] == ' ') {
            /* "executor.Executor (Logging.scala:logError(91)) - " (Hadoop's layout) */
            sp = i;
            i = k + 2;
        }
    }
    if (i < n && s[i] == '[' && i > sp) {
        /* log4j2's context map after the logger: "Executor [] - ", "Executor [runId=7] - " */
        const char *e = memchr(s + i, ']', n - i < 80 ? n - i : 80);
        if (e && (size_t)(e - s) + 2 < n && e[1] == ' ' && e[2] == '-')
            i = (size_t)(e - s) + 2;
    }
    if (i < n && (s[i] == ':' || (s[i] == '-' && i > sp))) {
        i++;
        if (i < n && s[i] == ' ')
            i++;
        else if (i < n)
            return 0;
    } else if (!(i == n && ts)) {
        return 0;
    }
    if (!ts && !tg_is_upper((unsigned char)s[lg]) && !memchr(s + lg, '.', sp - lg))
        return 0;
    if (n - i >= 15 && memcmp(s + i, "RECEIVED SIGNAL", 15) == 0) {
        /* whose signal it was: the AM's is the driver's; an executor backend's
         * is routine at the end, and the failure only when nothing else is */
        if (sp - lg >= 17 && memcmp(s + sp - 17, "ApplicationMaster", 17) == 0)
            i = sp - 17;
        else if (sp - lg >= 15 && memcmp(s + sp - 15, "ExecutorBackend", 15) == 0)
            i = sp - 15;
    }
    *msg = i;
    return lvl;
}

/* The first "HH:MM:SS" in a record header, in seconds of the day; -1 when
 * none. Cause before consequence uses it: an OOM seconds after a heartbeat
 * timeout is what froze the executor. */
static int32_t header_tod(const char *s, size_t n)
{
    for (size_t i = 0; i + 8 <= n; i++) {
        if (i && tg_is_digit((unsigned char)s[i - 1]))
            continue;
        if (match_time(s, n, i)) {
            int h = (s[i] - '0') * 10 + (s[i + 1] - '0');
            int m = (s[i + 3] - '0') * 10 + (s[i + 4] - '0');
            int sec = (s[i + 6] - '0') * 10 + (s[i + 7] - '0');
            if (h < 24 && m < 60 && sec < 61)
                return h * 3600 + m * 60 + sec;
        }
    }
    return -1;
}

/* ---- steps 3 and 5: JSON records and escaped text ------------------------ */

static void put_utf8(tg_sb *o, unsigned cp)
{
    char b[4];
    if (cp < 0x80) {
        b[0] = (char)cp;
        tg_sb_put(o, b, 1);
    } else if (cp < 0x800) {
        b[0] = (char)(0xC0 | (cp >> 6));
        b[1] = (char)(0x80 | (cp & 0x3F));
        tg_sb_put(o, b, 2);
    } else if (cp < 0x10000) {
        b[0] = (char)(0xE0 | (cp >> 12));
        b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[2] = (char)(0x80 | (cp & 0x3F));
        tg_sb_put(o, b, 3);
    } else {
        b[0] = (char)(0xF0 | (cp >> 18));
        b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[3] = (char)(0x80 | (cp & 0x3F));
        tg_sb_put(o, b, 4);
    }
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = tg_lower(c);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

static int hex4(const char *s, size_t n, size_t i, unsigned *out)
{
    if (i + 4 > n)
        return 0;
    unsigned v = 0;
    for (int k = 0; k < 4; k++) {
        int h = hexval((unsigned char)s[i + k]);
        if (h < 0)
            return 0;
        v = v * 16 + (unsigned)h;
    }
    *out = v;
    return 1;
}

/* Decode one backslash escape at s[i] (s[i] == '\\'); returns bytes used. */
static size_t unescape_one(const char *s, size_t n, size_t i, tg_sb *o)
{
    if (i + 1 >= n) {
        tg_sb_putc(o, '\\');
        return 1;
    }
    char c = s[i + 1];
    switch (c) {
    case 'n': tg_sb_putc(o, '\n'); return 2;
    case 't': tg_sb_putc(o, '\t'); return 2;
    case 'r': return 2;
    case 'b': case 'f': return 2;
    case '\\': tg_sb_putc(o, '\\'); return 2;
    case '"': tg_sb_putc(o, '"'); return 2;
    case '\'': tg_sb_putc(o, '\''); return 2;
    case '/': tg_sb_putc(o, '/'); return 2;
    case 'u': {
        unsigned cp;
        if (!hex4(s, n, i + 2, &cp)) {
            tg_sb_put(o, s + i, 2);
            return 2;
        }
        size_t used = 6;
        if (cp >= 0xD800 && cp < 0xDC00) {
            unsigned lo;
            if (i + 7 < n && s[i + 6] == '\\' && s[i + 7] == 'u' && hex4(s, n, i + 8, &lo) &&
                lo >= 0xDC00 && lo < 0xE000) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                used = 12;
            } else {
                cp = 0xFFFD;
            }
        } else if (cp >= 0xDC00 && cp < 0xE000) {
            cp = 0xFFFD;
        }
        if (cp)
            put_utf8(o, cp);
        return used;
    }
    case 'x': {
        int h1 = i + 2 < n ? hexval((unsigned char)s[i + 2]) : -1;
        int h2 = i + 3 < n ? hexval((unsigned char)s[i + 3]) : -1;
        if (h1 >= 0 && h2 >= 0) {
            tg_sb_putc(o, (char)(h1 * 16 + h2));
            return 4;
        }
        tg_sb_put(o, s + i, 2);
        return 2;
    }
    default:
        tg_sb_put(o, s + i, 2);
        return 2;
    }
}

/* JSON string body starting after the opening quote at s[i]; decoded into o.
 * Returns the index after the closing quote, or n when cut (tolerated). */
static size_t json_string(const char *s, size_t n, size_t i, tg_sb *o)
{
    size_t run = i;
    while (i < n) {
        char c = s[i];
        if (c == '"') {
            if (o)
                tg_sb_put(o, s + run, i - run);
            return i + 1;
        }
        if (c == '\\') {
            if (o) {
                tg_sb_put(o, s + run, i - run);
                i += unescape_one(s, n, i, o);
            } else {
                i += 2;
            }
            run = i;
            continue;
        }
        i++;
    }
    if (o && run < n)
        tg_sb_put(o, s + run, n - run);
    return n;
}

static size_t json_skip_ws(const char *s, size_t n, size_t i)
{
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
        i++;
    return i;
}

/* Skip any JSON value (tolerant); returns the index after it. */
static size_t json_skip(const char *s, size_t n, size_t i, int depth)
{
    i = json_skip_ws(s, n, i);
    if (i >= n)
        return n;
    if (s[i] == '"')
        return json_string(s, n, i + 1, NULL);
    if (s[i] == '{' || s[i] == '[') {
        if (depth > 32)
            return n;
        char close = s[i] == '{' ? '}' : ']';
        i++;
        while (i < n) {
            i = json_skip_ws(s, n, i);
            if (i < n && s[i] == close)
                return i + 1;
            size_t before = i;
            i = json_skip(s, n, i, depth + 1);
            i = json_skip_ws(s, n, i);
            if (i < n && (s[i] == ',' || s[i] == ':'))
                i++;
            if (i == before)
                i++;
        }
        return n;
    }
    while (i < n && s[i] != ',' && s[i] != '}' && s[i] != ']')
        i++;
    return i;
}

/* ---- JSON records: every string that carries text ------------------------ */

/* A one-line JSON record (docker / CRI "log", Fluent Bit with its
 * "kubernetes" object, log4j2 JsonLayout's "message" and "thrown", logstash,
 * ECS "error.*" keys flat or nested, GCP "textPayload" / "jsonPayload",
 * CloudWatch / Loki exports, Spark 4 structured logs) is walked whole: every
 * string value that carries text, under any key and at any depth, becomes
 * text; keys that only carry metadata (times, streams, loggers, threads,
 * pods, labels) are skipped. Exception objects ({class|type|name|thrown,
 * message, stack trace as a string, a string array or frame objects,
 * cause}), also as flat dotted keys ("error.type", "error.message",
 * "error.stack_trace"), are written back as the text a JVM prints. Order:
 * the messages, then the exceptions; a message repeated inside a longer one
 * (Spark's "context" values, an exception message that is also the record's
 * message) is written once. */

enum { JK_OTHER, JK_META, JK_LEVEL, JK_CLS, JK_MSG, JK_STACK, JK_CAUSE, JK_SKIP, JK_REASON };

static const char *const JK_META_KEYS[] = {
    "time", "timestamp", "ts", "timemillis", "instant", "datetime", "date", "receivetimestamp",
    "ingestiontime", "stream", "logtag", "tag", "tags", "logger", "loggername", "loggerfqcn",
    "thread", "threadname", "threadid", "threadpriority", "host", "hostname", "sourcehost", "pod",
    "podname", "podid", "podip", "namespace", "namespacename", "containername", "containerid",
    "containerhash", "containerimage", "containerimageid", "dockerid", "image", "labels",
    "annotations", "kubernetes", "resource", "insertid", "logname", "version", "id", "eventid",
    "logstream", "logstreamname", "loggroup", "owner", "messagetype", "subscriptionfilters", "file",
    "filename", "linenumber", "method", "methodname", "function", "spanid", "traceid", "trace",
    "span", "sourcelocation", "httprequest", "operation", "endofbatch", "sequence", NULL};
static const char *const JK_LEVEL_KEYS[] = {"level", "severity", "levelname", "loglevel", NULL};
static const char *const JK_CLS_KEYS[] = {"class", "type", "name", "thrown", "exceptionclass",
                                          "exceptiontype", "errortype", "classname", NULL};
static const char *const JK_MSG_KEYS[] = {"msg", "message", "log", "text", "textpayload", "line", "body",
                                          "localizedmessage", "exceptionmessage", "errormessage",
                                          "formattedmessage", NULL};
static const char *const JK_STACK_KEYS[] = {"exception", "stacktrace", "stack", "extendedstacktrace", "excinfo",
                                            "traceback", "errortrace", "fullstacktrace", "frames", NULL};

/* The kind of a key, by its last dotted component folded to lower-case
 * letters and digits ("error.stack_trace" -> "stacktrace", prefix "error"). */
static int key_kind(tg_sv key, tg_sv *prefix)
{
    size_t dot = key.n;
    while (dot > 0 && key.p[dot - 1] != '.')
        dot--;
    *prefix = tg_sv_make(key.p, dot ? dot - 1 : 0);
    char f[40];
    size_t m = 0;
    for (size_t i = dot; i < key.n; i++) {
        int c = (unsigned char)key.p[i];
        if (!tg_is_alpha(c) && !tg_is_digit(c))
            continue;
        if (m + 1 >= sizeof f)
            return JK_OTHER;
        f[m++] = (char)tg_lower(c);
    }
    f[m] = 0;
    static const struct {
        const char *const *keys;
        int kind;
    } tab[] = {{JK_META_KEYS, JK_META}, {JK_LEVEL_KEYS, JK_LEVEL}, {JK_CLS_KEYS, JK_CLS},
               {JK_MSG_KEYS, JK_MSG}, {JK_STACK_KEYS, JK_STACK}};
    for (size_t t = 0; t < sizeof tab / sizeof tab[0]; t++)
        for (const char *const *k = tab[t].keys; *k; k++)
            if (strcmp(f, *k) == 0)
                return tab[t].kind;
    if (strcmp(f, "cause") == 0)
        return JK_CAUSE;
    if (strcmp(f, "suppressed") == 0)
        return JK_SKIP;
    if (strcmp(f, "reason") == 0)
        return JK_REASON;
    return JK_OTHER;
}

static int has_space(tg_sv v)
{
    for (size_t i = 0; i < v.n; i++)
        if (v.p[i] == ' ' || v.p[i] == '\t' || v.p[i] == '\n')
            return 1;
    return 0;
}

static int has_letter(tg_sv v)
{
    for (size_t i = 0; i < v.n; i++)
        if (tg_is_alpha((unsigned char)v.p[i]))
            return 1;
    return 0;
}

/* An exception class name: one word ending as one, or a qualified name
 * holding Exception / Error. */
static int looks_exception(tg_sv v)
{
    if (v.n < 4 || has_space(v))
        return 0;
    if (tg_ends(v, "Exception") || tg_ends(v, "Error") || tg_ends(v, "Throwable") || tg_ends(v, "Failure"))
        return 1;
    return tg_find(v, ".") >= 0 && (tg_find(v, "Exception") >= 0 || tg_find(v, "Error") >= 0);
}

#define J_ITEMS 32
#define J_GROUPS 4
#define J_DEPTH 16
#define J_DEDUP_MAX 4096

typedef struct jitem {
    size_t off, len;
    int extra; /* under a key that is not a message key */
    int dead;
} jitem;

typedef struct jwalk {
    tg_sb buf;  /* decoded strings: items, classes and stacks point into it */
    tg_sb tail; /* the exceptions, as printed */
    jitem item[J_ITEMS];
    int nitem;
    int level;
} jwalk;

typedef struct jgroup {
    tg_sv prefix;
    size_t cls_off, cls_len;
    size_t msg_off, msg_len;
    size_t stk_off, stk_len;
    int has_cls, has_msg, has_stk;
    int msg_item;
} jgroup;

static tg_sv jw_sv(jwalk *jw, size_t off, size_t len)
{
    return tg_sv_make(jw->buf.p ? jw->buf.p + off : "", len);
}

static int jw_item(jwalk *jw, size_t off, size_t len, int extra)
{
    if (jw->nitem >= J_ITEMS || !len)
        return -1;
    jitem *it = &jw->item[jw->nitem];
    it->off = off;
    it->len = len;
    it->extra = extra;
    it->dead = 0;
    return jw->nitem++;
}

static jgroup *jw_group(jgroup *g, int *ng, tg_sv prefix)
{
    for (int k = 0; k < *ng; k++)
        if (g[k].prefix.n == prefix.n && memcmp(g[k].prefix.p, prefix.p, prefix.n) == 0)
            return &g[k];
    if (*ng >= J_GROUPS)
        return NULL;
    jgroup *x = &g[(*ng)++];
    memset(x, 0, sizeof *x);
    x->prefix = prefix;
    x->msg_item = -1;
    return x;
}

/* A frames array: [{"class":..,"method":..,"file":..,"line":..}, ...] (Spark 4,
 * log4j2's extendedStackTrace), written as "\n\tat C.m(F:L)" lines. */
static size_t json_frames(const char *s, size_t n, size_t i, tg_sb *out)
{
    i = json_skip_ws(s, n, i);
    if (i >= n || s[i] != '[')
        return json_skip(s, n, i, 0);
    i++;
    tg_sb cls, meth, file, line;
    tg_sb_init(&cls);
    tg_sb_init(&meth);
    tg_sb_init(&file);
    tg_sb_init(&line);
    while (i < n) {
        i = json_skip_ws(s, n, i);
        if (i < n && s[i] == ']') {
            i++;
            break;
        }
        if (i < n && s[i] == ',') {
            i++;
            continue;
        }
        if (i >= n || s[i] != '{') {
            size_t before = i;
            i = json_skip(s, n, i, 1);
            if (i == before)
                i++;   /* a stray '}' (a cut record): json_skip stops on it */
            continue;
        }
        i++;
        tg_sb_clear(&cls);
        tg_sb_clear(&meth);
        tg_sb_clear(&file);
        tg_sb_clear(&line);
        while (i < n) {
            i = json_skip_ws(s, n, i);
            if (i < n && s[i] == '}') {
                i++;
                break;
            }
            if (i < n && s[i] == ',') {
                i++;
                continue;
            }
            if (i >= n || s[i] != '"') {
                i = n;
                break;
            }
            size_t ks = i + 1;
            i = json_string(s, n, i + 1, NULL);
            tg_sv key = {s + ks, i > ks ? i - ks - 1 : 0};
            i = json_skip_ws(s, n, i);
            if (i < n && s[i] == ':')
                i++;
            i = json_skip_ws(s, n, i);
            tg_sb *dst = tg_eq(key, "class") || tg_eq(key, "declaringClass") || tg_eq(key, "className") ? &cls
                       : tg_eq(key, "method") || tg_eq(key, "methodName") ? &meth
                       : tg_eq(key, "file") || tg_eq(key, "fileName") ? &file
                       : tg_eq(key, "line") || tg_eq(key, "lineNumber") ? &line : NULL;
            if (dst && i < n && s[i] == '"') {
                i = json_string(s, n, i + 1, dst);
            } else if (dst) {
                size_t st = i;
                i = json_skip(s, n, i, 1);
                tg_sb_put(dst, s + st, i - st);
            } else {
                i = json_skip(s, n, i, 1);
            }
        }
        if (cls.oom || meth.oom || file.oom || line.oom)
            out->oom = 1;   /* a frame lost: the output says so (its owner reports it) */
        int py = (!cls.n || (cls.n == 4 && !memcmp(cls.p, "null", 4))) && file.n > 3 &&
                 !memcmp(file.p + file.n - 3, ".py", 3);
        if ((cls.n || meth.n) && !py) {
            /* a Python frame (PySpark 4's logger: "class": null, a .py file)
             * is not a JVM frame; the record's message names the user's line */
            tg_sb_puts(out, "\n\tat ");
            tg_sb_put(out, cls.p, cls.n);
            tg_sb_putc(out, '.');
            tg_sb_put(out, meth.p, meth.n);
            tg_sb_putc(out, '(');
            tg_sb_put(out, file.p, file.n);
            if (line.n) {
                tg_sb_putc(out, ':');
                tg_sb_put(out, line.p, line.n);
            }
            tg_sb_putc(out, ')');
        }
    }
    tg_sb_free(&cls);
    tg_sb_free(&meth);
    tg_sb_free(&file);
    tg_sb_free(&line);
    return i;
}

/* A stack trace given as an array: frame objects, or one string per line. */
static size_t json_stack_array(const char *s, size_t n, size_t i, tg_sb *out)
{
    size_t k = json_skip_ws(s, n, i + 1);
    if (k < n && s[k] == '{')
        return json_frames(s, n, i, out);
    i++;
    while (i < n) {
        i = json_skip_ws(s, n, i);
        if (i >= n)
            break;
        if (s[i] == ']')
            return i + 1;
        if (s[i] == ',') {
            i++;
            continue;
        }
        if (s[i] == '"') {
            tg_sb_putc(out, '\n');
            i = json_string(s, n, i + 1, out);
        } else {
            size_t before = i;
            i = json_skip(s, n, i, 1);
            if (i == before)
                i++;
        }
    }
    return n;
}

/* A string value; kind decides whether it is text. Returns the index after it. */
static size_t jw_string(const char *s, size_t n, size_t i, jwalk *jw, int kind)
{
    size_t off = jw->buf.n;
    i = json_string(s, n, i + 1, &jw->buf);
    tg_sv v = jw_sv(jw, off, jw->buf.n - off);
    if (!has_letter(v)) {
        jw->buf.n = off;
        return i;
    }
    if (kind == JK_MSG) {
        jw_item(jw, off, v.n, 0);
        return i;
    }
    if (has_space(v) || looks_exception(v) || v.p[0] == '[') {
        jw_item(jw, off, v.n, 1);
        return i;
    }
    if (kind == JK_REASON && v.n < 64) {
        /* a Kubernetes container state's one-word reason (OOMKilled, Evicted) */
        char w[64];
        memcpy(w, v.p, v.n);
        size_t wn = v.n;
        jw->buf.n = off;
        tg_sb_puts(&jw->buf, "Reason: ");
        tg_sb_put(&jw->buf, w, wn);
        jw_item(jw, off, jw->buf.n - off, 1);
        return i;
    }
    jw->buf.n = off;
    return i;
}

static int level_from_text(tg_sv v)
{
    if (tg_istarts(v, "trace"))
        return TG_LVL_TRACE;
    if (tg_istarts(v, "debug"))
        return TG_LVL_DEBUG;
    if (tg_istarts(v, "info") || tg_istarts(v, "notice"))
        return TG_LVL_INFO;
    if (tg_istarts(v, "warn"))
        return TG_LVL_WARN;
    if (tg_istarts(v, "err") || tg_istarts(v, "severe") || tg_istarts(v, "crit"))
        return TG_LVL_ERROR;
    if (tg_istarts(v, "fatal") || tg_istarts(v, "emerg") || tg_istarts(v, "alert"))
        return TG_LVL_FATAL;
    return TG_LVL_NONE;
}

static size_t jw_object(const char *s, size_t n, size_t i, jwalk *jw, int depth, int is_cause);

static size_t jw_array(const char *s, size_t n, size_t i, jwalk *jw, int depth, int kind)
{
    if (depth > J_DEPTH)
        return json_skip(s, n, i, 0);
    i++;
    while (i < n) {
        i = json_skip_ws(s, n, i);
        if (i >= n)
            break;
        if (s[i] == ']')
            return i + 1;
        if (s[i] == ',') {
            i++;
            continue;
        }
        if (s[i] == '{')
            i = jw_object(s, n, i, jw, depth + 1, 0);
        else if (s[i] == '[')
            i = jw_array(s, n, i, jw, depth + 1, kind);
        else if (s[i] == '"')
            i = jw_string(s, n, i, jw, kind == JK_MSG ? JK_MSG : JK_OTHER);
        else {
            size_t before = i;
            i = json_skip(s, n, i, 1);
            if (i == before)
                i++;
        }
    }
    return n;
}

/* Write a group that holds an exception into the tail: "cls: msg" and its
 * frames, or its stack trace when that already starts with the exception. */
static void jw_compose(jwalk *jw, jgroup *g, int is_cause)
{
    tg_sv cls = g->has_cls ? jw_sv(jw, g->cls_off, g->cls_len) : tg_sv_make("", 0);
    tg_sv msg = g->has_msg ? jw_sv(jw, g->msg_off, g->msg_len) : tg_sv_make("", 0);
    tg_sv stk = g->has_stk ? jw_sv(jw, g->stk_off, g->stk_len) : tg_sv_make("", 0);
    while (stk.n && (stk.p[0] == '\n' || stk.p[0] == '\r' || tg_is_space((unsigned char)stk.p[0]))) {
        stk.p++;
        stk.n--;
    }
    int exc = looks_exception(cls) || (stk.n && cls.n && !has_space(cls));
    if (!exc)
        cls.n = 0;
    if (!cls.n && !stk.n)
        return;
    const char *nl = memchr(stk.p, '\n', stk.n);
    tg_sv first = {stk.p, nl ? (size_t)(nl - stk.p) : stk.n};
    int head = stk.n && !tg_starts(first, "at ") && (!cls.n || memmem(first.p, first.n, cls.p, cls.n));
    tg_sb *t = &jw->tail;
    tg_sb_putc(t, '\n');
    if (is_cause)
        tg_sb_puts(t, "Caused by: ");
    if (head) {
        /* with a class, the group's message is the exception's (ECS
         * error.message); without one it is the record's own (logstash) */
        if (cls.n && g->msg_item >= 0)
            jw->item[g->msg_item].dead = 1;
        tg_sb_put(t, stk.p, stk.n);
        return;
    }
    if (cls.n) {
        tg_sb_put(t, cls.p, cls.n);
        if (msg.n) {
            tg_sb_puts(t, ": ");
            tg_sb_put(t, msg.p, msg.n);
        }
    } else if (msg.n) {
        tg_sb_put(t, msg.p, msg.n);
    }
    if (msg.n && g->msg_item >= 0)
        jw->item[g->msg_item].dead = 1;
    if (stk.n) {
        tg_sb_putc(t, '\n');
        tg_sb_put(t, stk.p, stk.n);
    }
}

static size_t jw_object(const char *s, size_t n, size_t i, jwalk *jw, int depth, int is_cause)
{
    if (depth > J_DEPTH)
        return json_skip(s, n, i, 0);
    i++;
    jgroup grp[J_GROUPS];
    int ng = 0;
    size_t cause_at[4];
    int ncause = 0;
    while (i < n) {
        i = json_skip_ws(s, n, i);
        if (i < n && s[i] == '}') {
            i++;
            break;
        }
        if (i < n && s[i] == ',') {
            i++;
            continue;
        }
        if (i >= n || s[i] != '"')
            break;
        size_t ks = i + 1;
        i = json_string(s, n, i + 1, NULL);
        tg_sv key = {s + ks, i > ks ? i - ks - 1 : 0};
        i = json_skip_ws(s, n, i);
        if (i >= n || s[i] != ':')
            break;
        i = json_skip_ws(s, n, i + 1);
        if (i >= n)
            break;
        tg_sv prefix;
        int kind = key_kind(key, &prefix);
        char c = s[i];
        if (kind == JK_META || kind == JK_SKIP) {
            i = json_skip(s, n, i, 0);
            continue;
        }
        jgroup *g = (kind == JK_CLS || kind == JK_MSG || kind == JK_STACK) ? jw_group(grp, &ng, prefix) : NULL;
        if (c == '"') {
            if (kind == JK_LEVEL) {
                size_t st = i + 1;
                i = json_string(s, n, i + 1, NULL);
                if (!jw->level)
                    jw->level = level_from_text(tg_sv_make(s + st, i > st ? i - st : 0));
            } else if (g && kind == JK_CLS && !g->has_cls) {
                g->cls_off = jw->buf.n;
                i = json_string(s, n, i + 1, &jw->buf);
                g->cls_len = jw->buf.n - g->cls_off;
                g->has_cls = 1;
            } else if (g && kind == JK_STACK && !g->has_stk) {
                g->stk_off = jw->buf.n;
                i = json_string(s, n, i + 1, &jw->buf);
                g->stk_len = jw->buf.n - g->stk_off;
                g->has_stk = 1;
            } else if (g && kind == JK_MSG && !g->has_msg) {
                size_t off = jw->buf.n;
                int before = jw->nitem;
                i = jw_string(s, n, i, jw, JK_MSG);
                if (jw->buf.n > off) {
                    g->msg_off = off;
                    g->msg_len = jw->buf.n - off;
                    g->has_msg = 1;
                    g->msg_item = jw->nitem > before ? before : -1;
                }
            } else if (kind == JK_CLS || kind == JK_MSG) {
                /* a second message of the group (localizedMessage), or no group left */
                i = json_string(s, n, i + 1, NULL);
            } else {
                i = jw_string(s, n, i, jw, kind);
            }
        } else if (c == '{') {
            if (kind == JK_CAUSE && ncause < 4) {
                cause_at[ncause++] = i;
                i = json_skip(s, n, i, 0);
            } else {
                i = jw_object(s, n, i, jw, depth + 1, 0);
            }
        } else if (c == '[') {
            if (g && kind == JK_STACK && !g->has_stk) {
                g->stk_off = jw->buf.n;
                i = json_stack_array(s, n, i, &jw->buf);
                g->stk_len = jw->buf.n - g->stk_off;
                g->has_stk = 1;
            } else {
                i = jw_array(s, n, i, jw, depth + 1, kind);
            }
        } else {
            size_t before = i;
            i = json_skip(s, n, i, 0);
            if (i == before)
                i++;
        }
    }
    for (int k = 0; k < ng; k++)
        jw_compose(jw, &grp[k], is_cause && k == 0);
    for (int k = 0; k < ncause; k++)
        jw_object(s, n, cause_at[k], jw, depth + 1, 1);
    return i;
}

/* A text under a key that is not a message key which another text already
 * holds (Spark's "context" values repeat the message). */
static int jw_repeated(jwalk *jw, int k)
{
    jitem *it = &jw->item[k];
    if (!it->extra || it->len > J_DEDUP_MAX)
        return 0;
    const char *p = jw->buf.p + it->off;
    if (jw->tail.n && memmem(jw->tail.p, jw->tail.n, p, it->len))
        return 1;
    for (int j = 0; j < jw->nitem; j++) {
        jitem *o = &jw->item[j];
        if (j == k || o->dead || o->len < it->len || (o->len == it->len && j > k))
            continue;
        if (memmem(jw->buf.p + o->off, o->len, p, it->len))
            return 1;
    }
    return 0;
}

/* Decode a one-line JSON record (an object, or an array of them) into out:
 * its texts then its exceptions, one per line. Tolerates a record cut
 * anywhere. Returns 1 when it held text; *level is its level field. */
static int json_record(tg_sv v, tg_sb *out, int *level)
{
    const char *s = v.p;
    size_t n = v.n;
    size_t i = json_skip_ws(s, n, 0);
    *level = TG_LVL_NONE;
    if (i >= n || (s[i] != '{' && s[i] != '['))
        return 0;
    jwalk jw;
    memset(&jw, 0, sizeof jw);
    tg_sb_init(&jw.buf);
    tg_sb_init(&jw.tail);
    if (s[i] == '{')
        jw_object(s, n, i, &jw, 0, 0);
    else
        jw_array(s, n, i, &jw, 0, JK_OTHER);
    for (int k = 0; k < jw.nitem; k++)
        if (!jw.item[k].dead && jw_repeated(&jw, k))
            jw.item[k].dead = 1;
    tg_sb_clear(out);
    for (int k = 0; k < jw.nitem; k++) {
        if (jw.item[k].dead)
            continue;
        if (out->n)
            tg_sb_putc(out, '\n');
        tg_sb_put(out, jw.buf.p + jw.item[k].off, jw.item[k].len);
    }
    size_t t = 0;
    while (!out->n && t < jw.tail.n && jw.tail.p[t] == '\n')
        t++;
    tg_sb_put(out, jw.tail.p ? jw.tail.p + t : "", jw.tail.n - t);
    *level = jw.level;
    if (jw.buf.oom || jw.tail.oom)
        out->oom = 1;   /* text of the record lost: reported by out's owner */
    int ok = out->n > 0 && !out->oom;
    tg_sb_free(&jw.buf);
    tg_sb_free(&jw.tail);
    return ok;
}

/* Literal "\n" escapes in text that looks like a failure: a Python repr or a
 * JSON string pasted as is. */
static int has_escaped_newlines(tg_sv v)
{
    size_t esc = 0;
    const char *p = v.p;
    size_t left = v.n;
    while (left > 1 && (p = memchr(p, '\\', left)) != NULL) {
        size_t i = (size_t)(p - v.p);
        if (i + 1 < v.n && (v.p[i + 1] == 'n' || (v.p[i + 1] == '\\' && i + 2 < v.n && v.p[i + 2] == 'n')))
            esc++;
        p++;
        left = v.n - i - 1;
        if (esc >= 2)
            break;
    }
    if (esc == 0)
        return 0;
    if (tg_find(v, "Exception") < 0 && tg_find(v, "Error") < 0 && tg_find(v, "Traceback") < 0 &&
        tg_find(v, "\\tat ") < 0 && tg_find(v, "Lost task") < 0)
        return 0;
    return esc >= 2 || tg_find(v, "\\n\\tat ") >= 0 || tg_find(v, "\\n\\ttat ") >= 0;
}

/* Where a Python repr of an exception starts: "ValueError('" /
 * "AnalysisException(\"" at the start or after a space, ';' or ':';
 * (size_t)-1 when none. */
static size_t repr_exception_at(tg_sv v)
{
    for (size_t i = 1; i + 2 < v.n; i++) {
        if (v.p[i] != '(' || (v.p[i + 1] != '\'' && v.p[i + 1] != '"'))
            continue;
        size_t st = i;
        while (st > 0 && (tg_is_ident((unsigned char)v.p[st - 1]) || v.p[st - 1] == '.'))
            st--;
        tg_sv name = {v.p + st, i - st};
        if (st > 0 && !(v.p[st - 1] == ' ' || v.p[st - 1] == ';' || v.p[st - 1] == ':'))
            continue;
        if (name.n > 5 && (tg_ends(name, "Error") || tg_ends(name, "Exception")))
            return st;
    }
    return (size_t)-1;
}

static void unescape_text(tg_sv v, tg_sb *o)
{
    tg_sb_clear(o);
    size_t run = 0, i = 0;
    while (i < v.n) {
        if (v.p[i] == '\\') {
            tg_sb_put(o, v.p + run, i - run);
            i += unescape_one(v.p, v.n, i, o);
            run = i;
            continue;
        }
        i++;
    }
    tg_sb_put(o, v.p + run, v.n - run);
}

/* ---- step 6: flattened stacks -------------------------------------------- */

/* "at a.b.C.m(File.java:12)" at s[i] (s[i] == 'a'). */
static int is_frame_at(const char *s, size_t n, size_t i)
{
    if (i + 3 >= n || s[i] != 'a' || s[i + 1] != 't' || s[i + 2] != ' ')
        return 0;
    size_t k = i + 3;
    size_t st = k;
    int dots = 0;
    while (k < n && (tg_is_ident((unsigned char)s[k]) || s[k] == '.' || s[k] == '/' || s[k] == '<' ||
                     s[k] == '>' || s[k] == '-')) {
        dots += s[k] == '.';
        k++;
    }
    return k > st && dots >= 1 && k < n && s[k] == '(';
}

static int is_more_at(const char *s, size_t n, size_t i)
{
    if (i + 4 >= n || memcmp(s + i, "... ", 4) != 0)
        return 0;
    size_t k = i + 4;
    uint64_t v;
    if (!tg_parse_u64(s, n, &k, &v))
        return 0;
    return k + 5 <= n && memcmp(s + k, " more", 5) == 0;
}

static int word_at(const char *s, size_t n, size_t i, const char *w)
{
    size_t m = strlen(w);
    return i + m <= n && memcmp(s + i, w, m) == 0;
}

/* Python frame 'File "x.py", line 3' at s[i]. */
static int is_pyframe_at(const char *s, size_t n, size_t i)
{
    if (!word_at(s, n, i, "File \""))
        return 0;
    const char *q = memchr(s + i + 6, '"', n - i - 6);
    if (!q)
        return 0;
    size_t k = (size_t)(q - s) + 1;
    return word_at(s, n, k, ", line ");
}

/* In the tail of a flattened Python traceback, where the exception line
 * starts: " ValueError: ..." after the last frame. */
static size_t py_exc_split(const char *s, size_t n, size_t from)
{
    for (size_t i = from; i + 1 < n; i++) {
        if (s[i] != ' ' || !tg_is_alpha((unsigned char)s[i + 1]))
            continue;
        size_t k = i + 1;
        while (k < n && (tg_is_ident((unsigned char)s[k]) || s[k] == '.'))
            k++;
        tg_sv name = {s + i + 1, k - i - 1};
        if (k < n && s[k] != ':')
            continue;
        if (tg_ends(name, "Error") || tg_ends(name, "Exception") || tg_ends(name, "Exit") ||
            tg_ends(name, "Interrupt") || tg_ends(name, "Invalid") || tg_ends(name, "Warning"))
            return i + 1;
    }
    return 0;
}

/* Cheap test before split_flattened: two frames need " at " (or a tab
 * before "at ") twice, two Python frames "File \"" twice. */
static int twice(tg_sv v, const char *w, size_t wn)
{
    const char *p = memmem(v.p, v.n, w, wn);
    if (!p)
        return 0;
    size_t off = (size_t)(p - v.p) + wn;
    return memmem(v.p + off, v.n - off, w, wn) != NULL;
}

static int maybe_flattened(tg_sv v)
{
    return twice(v, " at ", 4) || twice(v, "\tat ", 4) || twice(v, "File \"", 6);
}

#define MAX_SPLITS 512

static int split_flattened(tg_norm *nm, tg_sv v, int level, int record)
{
    const char *s = v.p;
    size_t n = v.n;
    size_t cuts[MAX_SPLITS];
    size_t nc = 0;
    int frames = 0, pyframes = 0;
    for (size_t i = 1; i < n && nc < MAX_SPLITS - 1; i++) {
        if (s[i - 1] != ' ' && s[i - 1] != '\t')
            continue;
        if (s[i] == 'a' && is_frame_at(s, n, i)) {
            frames++;
            cuts[nc++] = i;
        } else if (s[i] == 'C' && word_at(s, n, i, "Caused by: ")) {
            cuts[nc++] = i;
        } else if (s[i] == 'D' && word_at(s, n, i, "Driver stacktrace:")) {
            cuts[nc++] = i;
        } else if (s[i] == '.' && is_more_at(s, n, i)) {
            cuts[nc++] = i;
        } else if (s[i] == 'F' && is_pyframe_at(s, n, i)) {
            pyframes++;
            cuts[nc++] = i;
        } else if (s[i] == 'T' && word_at(s, n, i, "Traceback (most recent call last):")) {
            cuts[nc++] = i;
        }
    }
    if (frames < 2 && pyframes < 2)
        return 0;
    if (pyframes >= 2 && nc > 0) {
        size_t last = cuts[nc - 1];
        size_t e = py_exc_split(s, n, last);
        if (e)
            cuts[nc++] = e;
    }
    if (pyframes) {
        /* a Python traceback flattened inside a Java one ("... File \"w.py\", line 9, in main
         * raise X( pyspark...X: [ERR] ...  at org.apache..."): its exception line ends the
         * last Python frame, before the next cut (the cuts are in order) */
        size_t add[MAX_SPLITS];
        size_t na = 0;
        for (size_t k = 0; k + 1 < nc; k++) {
            if (s[cuts[k]] != 'F' || !is_pyframe_at(s, n, cuts[k]))
                continue;
            size_t lim = cuts[k + 1];
            if (s[lim] == 'F' && is_pyframe_at(s, n, lim))
                continue; /* between two Python frames */
            size_t e = py_exc_split(s, lim, cuts[k]);
            if (e && na < MAX_SPLITS)
                add[na++] = e;
        }
        for (size_t a = 0; a < na && nc < MAX_SPLITS - 1; a++) {
            size_t m = nc++;
            while (m > 0 && cuts[m - 1] > add[a]) {
                cuts[m] = cuts[m - 1];
                m--;
            }
            cuts[m] = add[a];
        }
    }
    size_t start = 0;
    for (size_t k = 0; k <= nc; k++) {
        size_t end = k < nc ? cuts[k] : n;
        tg_sv piece = tg_trim(tg_sv_make(s + start, end - start));
        if (piece.n) {
            /* frames keep a tab so the lexer sees them as frames */
            emit(nm, piece, k == 0 ? level : TG_LVL_NONE, k == 0 ? record : 0);
        }
        start = end;
    }
    return 1;
}

/* ---- the pipeline -------------------------------------------------------- */

static tg_sv strip_prefixes(tg_sv v, int *ts)
{
    for (int round = 0; round < 8; round++) {
        size_t k = match_prefix(v, ts);
        if (!k)
            break;
        v.p += k;
        v.n -= k;
    }
    return v;
}

/* The same border closing the line: " │" at its end. */
static tg_sv strip_right_border(tg_sv v)
{
    tg_sv t = tg_trim(v);
    /* Jira's markup closing a block on the text's own line ("... failed 4 times {noformat}") */
    for (int k = 0; JIRA_BLOCKS[k]; k++)
        if (t.n > strlen(JIRA_BLOCKS[k]) && tg_ends(t, JIRA_BLOCKS[k]))
            return tg_sv_make(v.p, (size_t)(t.p - v.p) + t.n - strlen(JIRA_BLOCKS[k]));
    if (t.n >= 4 && box_border(t.p + t.n - 3) && tg_is_space((unsigned char)t.p[t.n - 4]))
        return tg_sv_make(v.p, (size_t)(t.p - v.p) + t.n - 3);
    if (t.n > 4 && tg_ends(t, " | -")) /* a log viewer's empty last column */
        return tg_sv_make(v.p, (size_t)(t.p - v.p) + t.n - 4);
    return v;
}

static void process_logical(tg_norm *nm, tg_sv v, int depth, int in_level, int in_record)
{
    int ts = 0;
    v = strip_prefixes(v, &ts);
    v = strip_right_border(v);
    /* markdown bold opened at the start of a line or closed at its end ("**py4j...Error: ...",
     * "...: Communications link failure**"), also over several lines: the text without it */
    tg_sv b = tg_trim(v);
    if (b.n > 4 && b.p[b.n - 1] == '*' && b.p[b.n - 2] == '*' && b.p[b.n - 3] != '*' && b.p[b.n - 3] != ' ')
        b.n -= 2;
    if (b.n > 4 && b.p[0] == '*' && b.p[1] == '*' && b.p[2] != '*' && b.p[2] != ' ')
        v = strip_prefixes(tg_sv_make(b.p + 2, b.n - 2), &ts);
    else if (b.n != tg_trim(v).n)
        v = b;
    tg_sv t = tg_ltrim(v);
    int level = in_level, record = in_record;

    if (depth + 1 < NORM_DEPTH && t.n > 1 && (t.p[0] == '{' || t.p[0] == '[') &&
        json_skip_ws(t.p, t.n, 1) < t.n && t.p[json_skip_ws(t.p, t.n, 1)] == (t.p[0] == '{' ? '"' : '{')) {
        int jl;
        tg_sb *o = &nm->dec[depth];
        if (json_record(t, o, &jl)) {
            tg_sv all = {o->p ? o->p : "", o->n};
            int first = 1;
            int lvl = jl ? jl : level;
            while (all.n || first) {
                const char *nl = memchr(all.p, '\n', all.n);
                size_t len = nl ? (size_t)(nl - all.p) : all.n;
                tg_sv piece = {all.p, len};
                /* a record without a level (docker's json-file, CRI, an export
                 * of bare lines) is a physical line: a stack split over
                 * records, one per line, stays one block */
                process_logical(nm, piece, depth + 1, first ? lvl : TG_LVL_NONE, first && jl != TG_LVL_NONE);
                first = 0;
                if (!nl)
                    break;
                all.p += len + 1;
                all.n -= len + 1;
            }
            return;
        }
    }

    size_t msg = 0;
    int hl = parse_header(v, ts, &msg);
    if (hl) {
        level = hl;
        record = 1;
        nm->tod = header_tod(v.p, msg);
        v.p += msg;
        v.n -= msg;
    }

    if (depth + 1 < NORM_DEPTH && has_escaped_newlines(v)) {
        tg_sb *o = &nm->dec[depth];
        unescape_text(v, o);
        /* double-escaped text ("\\n") decodes once more */
        if (depth + 2 < NORM_DEPTH && has_escaped_newlines(tg_sv_make(o->p, o->n))) {
            tg_sb *o2 = &nm->dec[depth + 1];
            unescape_text(tg_sv_make(o->p, o->n), o2);
            tg_sb tmp = *o;
            *o = *o2;
            *o2 = tmp;
        }
        tg_sv all = {o->p ? o->p : "", o->n};
        int first = 1;
        for (;;) {
            const char *nl = memchr(all.p, '\n', all.n);
            size_t len = nl ? (size_t)(nl - all.p) : all.n;
            size_t rp = first ? repr_exception_at(tg_sv_make(all.p, len)) : (size_t)-1;
            if (rp != (size_t)-1) {
                /* "...; ValueError('bad value ..." : the repr becomes "ValueError: bad value ..." */
                if (rp)
                    process_logical(nm, tg_sv_make(all.p, rp),
                                    depth + 2 < NORM_DEPTH ? depth + 2 : NORM_DEPTH - 1, level, record);
                tg_sb *r = &nm->repr;
                tg_sb_clear(r);
                const char *open = memchr(all.p + rp, '(', len - rp);
                size_t nlen = (size_t)(open - (all.p + rp));
                tg_sb_put(r, all.p + rp, nlen);
                tg_sb_puts(r, ": ");
                tg_sb_put(r, open + 2, len - rp - nlen - 2);
                process_logical(nm, tg_sv_make(r->p, r->n), NORM_DEPTH - 1, TG_LVL_NONE, 0);
                first = 0;
                if (!nl)
                    break;
                all.p += len + 1;
                all.n -= len + 1;
                continue;
            }
            process_logical(nm, tg_sv_make(all.p, len), depth + 2 < NORM_DEPTH ? depth + 2 : NORM_DEPTH - 1,
                            first ? level : TG_LVL_NONE, first ? record : 0);
            first = 0;
            if (!nl)
                break;
            all.p += len + 1;
            all.n -= len + 1;
        }
        return;
    }

    /* INFO / DEBUG records do not carry stacks ("... at parquet at ..." is a
     * call site); skipping them keeps the common line cheap */
    int chatty = record && level != TG_LVL_NONE && level <= TG_LVL_INFO;
    if (v.n > 40 && !chatty && maybe_flattened(v) && split_flattened(nm, v, level, record))
        return;
    emit(nm, v, level, record);
}

/* "... Lost task 1972.0 in stage 0.0 (TID 1973, 10.2.15.90" with the rest
 * of its parenthesis on the next line (a terminal or a paste wrapped it):
 * the task's place and its failure are on the two lines together. */
static int task_paren_open(const char *s, size_t n)
{
    tg_sv t = {s, n};
    long lt = tg_find(t, "Lost task ");
    if (lt < 0)
        return 0;
    long tid = tg_find(tg_sv_make(s + lt, n - (size_t)lt), "(TID ");
    if (tid < 0 && tg_ends(tg_trim(t), "(TID"))
        return 1; /* wrapped right after "(TID", its space taken by the wrap */
    if (tid < 0) {
        /* or right before it: "Lost task 212.0 in stage 3.0" / "(TID 1877, host, executor 14): ..." */
        tg_sv r = tg_trim(tg_sv_make(s + lt, n - (size_t)lt));
        long st = tg_find(r, " in stage ");
        if (st < 0)
            return 0;
        for (size_t i = (size_t)st + 10; i < r.n; i++)
            if (!tg_is_digit((unsigned char)r.p[i]) && r.p[i] != '.')
                return 0;
        return r.n > (size_t)st + 10;
    }
    if (tid < 0)
        return 0;
    /* a parenthesis left open: "(TID 7, host" or 3.x's "(TID 3) (192.168.0.12 executor" */
    int depth = 0;
    for (size_t i = (size_t)(lt + tid); i < n; i++)
        depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
    return depth > 0;
}

/* ... and the line that closes it: "24, executor 0): java.lang.X: ..." */
static int task_paren_closes(const char *s, size_t n)
{
    size_t lim = n < 120 ? n : 120;
    tg_sv t = {s, lim};
    long close = tg_find(t, "):");
    if (close >= 0 && tg_starts(tg_trim(t), "(TID "))
        return 1;
    return close >= 0 && tg_find(tg_sv_make(s, (size_t)close), " at ") < 0 &&
           memchr(s, '(', (size_t)close) == NULL;
}

/* A job abort for a task failure whose line ends before its reason: the
 * text was hard-wrapped at a column (a slide, a mail, a ticket: "Job
 * aborted due to stage failure: Task" / "0.0:0 failed 4 times, most recent
 * failure: Exception failure in TID 6 on" / "host h: java.lang.X: ..."). */
static int abort_incomplete(tg_sv t)
{
    static const char full[] = " due to stage failure:";
    long a = tg_find(t, "Job aborted");
    if (a < 0 || t.n > 2000)
        return 0;
    tg_sv r = tg_sv_make(t.p + a + 11, t.n - (size_t)a - 11);
    size_t e = r.n;
    while (e && (r.p[e - 1] == ' ' || r.p[e - 1] == '\t'))
        e--;
    if (e < sizeof full - 1 && memcmp(r.p, full, e) == 0)
        return 1; /* cut inside its own phrase: "Job aborted due to stage" */
    if (!tg_starts(r, full))
        return 0;
    r = tg_trim(tg_sv_make(r.p + sizeof full - 1, r.n - (sizeof full - 1)));
    if (!r.n)
        return 1;
    long mx = tg_find(r, "has failed the maximum allowable");
    if (mx >= 0 || tg_find(r, "ShuffleMapStage") == 0 || tg_find(r, "ResultStage") == 0) {
        /* a stage's abort: until "Most recent failure reason:" (its reason follows below it) */
        if (tg_find(r, "Most recent failure reason:") >= 0)
            return 0;
        return tg_ends(r, "Most recent") || tg_ends(r, "Most recent failure") || tg_ends(r, "Most") ||
               mx < 0 || tg_find(r, "times:") < 0 || !tg_find(r, ". ");
    }
    if (!tg_starts(r, "Task") || (r.n > 4 && !(r.p[4] == ' ' && r.n > 5 && tg_is_digit((unsigned char)r.p[5]))))
        return 0;
    long m = tg_find(r, "most recent failure:");
    if (m < 0)
        return 1;
    tg_sv after = tg_trim(tg_sv_make(r.p + m + 20, r.n - (size_t)m - 20));
    if (!after.n || tg_find(after, "):") >= 0 || after.p[after.n - 1] == ':')
        return !after.n; /* its reason starts here, or on the next line (as printed) */
    static const char *const done[] = {"Exception:", "Error:", "Exception (", "Error (", "ExecutorLostFailure",
                                       "FetchFailed", "TaskKilled", "TaskResultLost", "UnknownReason", NULL};
    for (int k = 0; done[k]; k++)
        if (tg_find(after, done[k]) >= 0)
            return 0;
    return !(tg_ends(after, "Exception") || tg_ends(after, "Error"));
}

/* An executor-loss line hard-wrapped inside its reason ("Reason: Container
 * marked" / "as failed: container_... Exit status: 143."): long, and ending
 * on a lower-case word. */
static int loss_incomplete(tg_sv t)
{
    if (t.n > 20 && t.n < 2000 && tg_ends(t, " removed:") && tg_find(t, "Executor ") >= 0)
        return 1; /* standalone's "Executor app-.../7 removed:" with its reason below */
    if (t.n < 40 || t.n > 2000 || !tg_is_lower((unsigned char)t.p[t.n - 1]))
        return 0;
    if (t.n < 70)
        return tg_find(t, "Lost executor ") >= 0 || tg_find(t, "Removing executor ") >= 0;
    return tg_find(t, "Lost executor ") >= 0 || tg_find(t, "ExecutorLostFailure (") >= 0 ||
           tg_find(t, "Reason: ") >= 0 || tg_find(t, "Removing executor ") >= 0;
}

/* An executor's task header hard-wrapped before its end ("ERROR
 * Executor: Exception in task 33.3 in" / "stage 4.0 (TID 1290)"): the
 * header ties the exception below it to its task. */
static int task_header_incomplete(tg_sv t)
{
    long e = tg_find(t, "Exception in task ");
    if (e < 0 || t.n > 600)
        return 0;
    tg_sv r = tg_sv_make(t.p + e, t.n - (size_t)e);
    return tg_find(r, ")") < 0 && (tg_find(r, "(TID") >= 0 || tg_ends(r, " in") || tg_ends(r, " in stage") ||
                                   tg_ends(r, " stage") || tg_is_digit((unsigned char)r.p[r.n - 1]));
}

/* 'Exception in thread "main"' with its exception wrapped to the next
 * line: the thread names who died of it. */
static int thread_header_alone(tg_sv t)
{
    long e = tg_find(t, "Exception in thread \"");
    return e >= 0 && t.n < 300 && t.p[t.n - 1] == '"' && (size_t)e + 21 < t.n &&
           !memchr(t.p + e + 21, '"', t.n - (size_t)e - 22);
}

/* A log record's header with its message wrapped to the next line: "ERROR
 * TaskSetManager:", "21/04/22 13:18:49 WARN TaskSetManager:". */
static int record_header_alone(tg_sv t)
{
    if (t.n < 8 || t.n > 120 || t.p[t.n - 1] != ':')
        return 0;
    long lv = tg_find(t, "ERROR ");
    if (lv < 0)
        lv = tg_find(t, "WARN ");
    if (lv < 0)
        return 0;
    size_t i = (size_t)lv;
    while (i < t.n && t.p[i] != ' ')
        i++;
    tg_sv name = tg_trim(tg_sv_make(t.p + i, t.n - 1 - i)); /* the logger, one word */
    if (!name.n || memchr(name.p, ' ', name.n) || memchr(name.p, ':', name.n))
        return 0;
    return tg_is_upper((unsigned char)name.p[0]) || memchr(name.p, '.', name.n) != NULL;
}

/* An exception's own line: "org.x.FooException" alone or with ": msg". */
static int exception_line(tg_sv t)
{
    size_t i = 0, dots = 0;
    while (i < t.n && (tg_is_ident((unsigned char)t.p[i]) || t.p[i] == '.' || t.p[i] == '$'))
        dots += t.p[i++] == '.';
    tg_sv name = {t.p, i};
    return i > 5 && (i == t.n || t.p[i] == ':') && (tg_ends(name, "Exception") || tg_ends(name, "Error")) &&
           (dots || i == t.n || t.p[i] == ':');
}

/* A line that goes on a hard-wrapped abort: text, not a frame, a record
 * or a marker. */
static int wrap_text_line(tg_sv t)
{
    if (!t.n || tg_starts(t, "at ") || tg_eq(t, "at") || tg_starts(t, "Caused by") ||
        tg_starts(t, "Driver stacktrace") || tg_starts(t, "...") || tg_starts(t, "[") || tg_starts(t, "Traceback"))
        return 0;
    if (exception_line(t))
        return 0; /* "org.x.FooException:", "java.lang.X: msg" */
    /* a log record's date or time ("16/06/16 17:18:06", "2024-01-02", "09:12:40") */
    if (t.n > 8 && tg_is_digit((unsigned char)t.p[0]) && tg_is_digit((unsigned char)t.p[1]) &&
        (t.p[2] == '/' || t.p[2] == ':' ||
         (tg_is_digit((unsigned char)t.p[2]) && tg_is_digit((unsigned char)t.p[3]) && t.p[4] == '-')))
        return 0;
    return 1;
}

/* A job abort wrapped by hand between its phrases (a post's text, a
 * ticket): "... Task 110 in stage 68.0 failed 1 times, " / "most recent
 * failure: Lost task 110.0 in stage 68.0:" / "ExecutorLostFailure (...) " /
 * "Reason: ...". The held line ends a phrase the next one completes. */
static int wrap_holds(const char *s, size_t n)
{
    tg_sv t = tg_trim(tg_sv_make(s, n));
    if (tg_eq(t, "Caused by:"))
        return 1; /* its exception's name wrapped to the next line */
    if (record_header_alone(t))
        return 1; /* "ERROR TaskSetManager:" with its message on the next line */
    if (tg_find(t, "Total size of serialized results of") >= 0 && tg_find(t, "bigger than") < 0 && t.n < 300)
        return 1; /* the driver's result-size statement, wrapped before "is bigger than ..." */
    if (t.n < 12 || t.n > 4096)
        return 0;
    if (tg_ends(t, "Traceback (most recent call") || tg_ends(t, "Traceback (most recent") ||
        tg_ends(t, "Traceback (most"))
        return 1; /* a traceback's header wrapped before "last):" */
    if ((tg_ends(t, ": Lost") || tg_ends(t, "Exception: Job")) && t.n < 400)
        return 1; /* "ERROR YarnScheduler: Lost" / "executor 8 on ...", "SparkException: Job" / "aborted due to ..." */
    if (tg_find(t, "Job aborted") >= 0 && (tg_ends(t, " times,") || abort_incomplete(t)))
        return 1;
    if (loss_incomplete(t) || task_header_incomplete(t))
        return 1;
    if (thread_header_alone(t))
        return 1; /* the name wrapped to the next line */
    if (t.n < 400 && tg_find(t, "Container marked as failed:") >= 0 && tg_find(t, "Exit status") < 0)
        return 1; /* YARN's loss, wrapped before its container or its exit status */
    if (tg_starts(t, "Container: container_") && tg_ends(t, " on") && t.n < 120)
        return 1; /* `yarn logs`' section header wrapped before its node */
    long lf = tg_find(t, "ExecutorLostFailure (");
    if (lf >= 0 && tg_find(tg_sv_make(t.p + lf, t.n - (size_t)lf), ")") < 0)
        return 1; /* "ExecutorLostFailure (executor 6" / "exited caused by ..." */
    long lt = tg_find(t, "Lost task ");
    if (lt >= 0 && t.p[t.n - 1] == ':' && tg_find(tg_sv_make(t.p + lt, t.n - (size_t)lt), "in stage ") >= 0 &&
        tg_find(tg_sv_make(t.p + lt, t.n - (size_t)lt), "Exception") < 0)
        return 1;
    return tg_find(t, "ExecutorLostFailure (") >= 0 && tg_find(t, "Reason:") < 0 && t.p[t.n - 1] == ')';
}

/* Where the wrapped phrase goes on in s (after quoting), or -1. held is the
 * text held so far. */
static long wrap_continues(tg_sv held, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '>'))
        i++;
    tg_sv t = {s + i, n - i};
    if (tg_starts(t, "most recent failure:") || tg_starts(t, "ExecutorLostFailure (") || tg_starts(t, "Reason: "))
        return (long)i;
    tg_sv hh = tg_trim(held);
    if ((tg_ends(hh, ": Lost") && (tg_starts(t, "executor ") || tg_starts(t, "task "))) ||
        (tg_ends(hh, "Exception: Job") && tg_starts(t, "aborted")))
        return (long)i;
    if ((tg_ends(hh, "(most recent call") && tg_starts(t, "last)")) ||
        (tg_ends(hh, "(most recent") && tg_starts(t, "call last)")) ||
        (tg_ends(hh, "(most") && tg_starts(t, "recent call last)")))
        return (long)i;
    if (abort_incomplete(held) && wrap_text_line(tg_trim(t)))
        return (long)i;
    if (tg_starts(hh, "Container: container_") && tg_ends(hh, " on") && t.n && t.n < 200 &&
        !memchr(t.p, ' ', t.n))
        return (long)i;
    if ((thread_header_alone(hh) || tg_eq(hh, "Caused by:")) && exception_line(tg_trim(t)))
        return (long)i;
    if (record_header_alone(hh) && t.n && tg_is_alpha((unsigned char)t.p[0]) && wrap_text_line(tg_trim(t)))
        return (long)i;
    if (tg_find(hh, "Total size of serialized results of") >= 0 && tg_find(hh, "bigger than") < 0 &&
        (tg_starts(t, "is bigger than") || tg_starts(t, "bigger than")))
        return (long)i;
    if (tg_find(hh, "Container marked as failed:") >= 0 && tg_find(hh, "Exit status") < 0 &&
        (tg_starts(t, "container_") || tg_starts(t, "Exit status:")))
        return (long)i;
    long lf = tg_find(hh, "ExecutorLostFailure (");
    if (lf >= 0 && tg_find(tg_sv_make(hh.p + lf, hh.n - (size_t)lf), ")") < 0 && wrap_text_line(tg_trim(t)))
        return (long)i;
    if (task_header_incomplete(tg_trim(held)) && t.n &&
        (tg_starts(t, "stage ") || tg_starts(t, "in stage ") || tg_starts(t, "(TID ") || tg_is_digit((unsigned char)t.p[0])))
        return (long)i;
    tg_sv h = tg_trim(held);
    if (loss_incomplete(h) && t.n &&
        (tg_is_lower((unsigned char)t.p[0]) || tg_is_digit((unsigned char)t.p[0]) || h.p[h.n - 1] == ':') &&
        wrap_text_line(tg_trim(t)))
        return (long)i;
    return -1;
}

static void physical_line(tg_norm *nm, const char *s, size_t n);

/* Read the held "Lost task" line, joined with s[0..n) (n may be 0). */
static void flush_paren(tg_norm *nm, const char *s, size_t n)
{
    tg_sb_clear(&nm->pjoin);
    tg_sb_put(&nm->pjoin, nm->paren.p, nm->paren.n);
    tg_sb_put(&nm->pjoin, s, n);
    tg_sb_clear(&nm->paren);
    if (nm->pjoin.p)
        physical_line(nm, nm->pjoin.p, nm->pjoin.n);
}

/* A stack frame broken by a hard wrap: "at" alone, or "at a.B.m(Unknown"
 * whose parenthesis closes on the next line. */
static int frame_open(const char *s, size_t n)
{
    int ts = 0; /* after a container's or a runner's prefix ("spark-worker_1  | \tat") */
    tg_sv t = tg_trim(strip_prefixes(tg_sv_make(s, n), &ts));
    if (tg_ends(t, ".py in") && t.n < 600 && !memchr(t.p, ' ', t.n - 3))
        return 1; /* an old IPython frame, "/x/java_gateway.py in", wrapped before "__call__(self, *args)" */
    if (tg_ends(t, ".py") && t.n < 600 && (t.p[0] == '/' || t.p[0] == '~') && !memchr(t.p, ' ', t.n))
        return 1; /* ... or before "in __call__(self, *args)" (process_physical checks the "in ") */
    if (tg_eq(t, "at") || tg_eq(t, "File"))
        return 1; /* "File" alone: a Python frame whose long path went to the next line */
    if (tg_starts(t, "File ") && !tg_starts(t, "File \"") && (tg_ends(t, ", in") || tg_ends(t, ",")) && t.n < 600)
        return 1; /* IPython's 'File ~/x.py:185, in' wrapped before its function */
    if (tg_starts(t, "File ") && !tg_starts(t, "File \"") && t.n < 1500) {
        /* ... or inside its argument list: 'File ~/x.py:425, in Reader.json(self, path,' */
        long in = tg_find(t, ", in ");
        int depth = 0;
        for (size_t i = in < 0 ? t.n : (size_t)in; i < t.n; i++)
            depth += t.p[i] == '(' ? 1 : t.p[i] == ')' ? -1 : 0;
        if (depth > 0)
            return 1;
    }
    if (tg_starts(t, "File \"") && t.n < 600) {
        /* a Python frame wrapped before its function: 'File "/x.py", line 12, in' */
        long ln = tg_find(t, "\", line ");
        return ln < 0 || tg_find(tg_sv_make(t.p + ln, t.n - (size_t)ln), ", in ") < 0;
    }
    if (!tg_starts(t, "at ") || t.n < 8 || t.n > 600)
        return 0;
    const char *o = memchr(t.p, '(', t.n);
    return o && !memchr(o, ')', (size_t)(t.p + t.n - o)) && !memchr(t.p + 3, ' ', (size_t)(o - t.p - 3));
}

/* The held line goes on with p[0..n) (the next physical line, counted): one
 * line, a space between. */
static void paren_append(tg_norm *nm, const char *p, size_t n)
{
    nm->lineno++;
    size_t k = nm->paren.n;
    while (k && (nm->paren.p[k - 1] == ' ' || nm->paren.p[k - 1] == '\t' || nm->paren.p[k - 1] == '\r'))
        k--;
    nm->paren.n = k;
    tg_sb_putc(&nm->paren, ' ');
    tg_sb_put(&nm->paren, p, n);
}

static void process_physical(tg_norm *nm, const char *s, size_t n)
{
    if (nm->paren.n && nm->fwrap) {
        /* the frame goes on here: one line with a space between */
        nm->fwrap = 0;
        tg_sv t = tg_trim(tg_sv_make(s, n));
        int path_only = nm->paren.p && tg_ends(tg_trim(tg_sv_make(nm->paren.p, nm->paren.n)), ".py");
        if (t.n && !tg_starts(t, "at ") && !tg_starts(t, "Caused by") && !tg_starts(t, "File \"") &&
            !tg_starts(t, "Traceback") && (!path_only || tg_starts(t, "in "))) {
            paren_append(nm, t.p, t.n);
            if (nm->paren.p && frame_open(nm->paren.p, nm->paren.n) && nm->paren.n < 2000) {
                nm->fwrap = 1; /* "at" / "a.B.m(Unknown" / "Source)": still open */
                return;
            }
            flush_paren(nm, "", 0);
            return;
        }
        flush_paren(nm, s, 0);
    }
    if (nm->paren.n) {
        long w = nm->wrap ? wrap_continues(tg_sv_make(nm->paren.p, nm->paren.n), s, n) : -1;
        if (w >= 0) {
            /* one line with the next phrase, held again while it goes on */
            paren_append(nm, s + w, n - (size_t)w);
            if (nm->paren.p && wrap_holds(nm->paren.p, nm->paren.n))
                return;
            nm->wrap = 0;
            flush_paren(nm, "", 0); /* physical_line counts the last line */
            return;
        }
        if (!nm->wrap && task_paren_closes(s, n)) {
            nm->lineno++; /* the joined line counts as the second one */
            tg_sv hp = tg_sv_make(nm->paren.p, nm->paren.n);
            if (n && s[0] != ' ' && (tg_ends(hp, "(TID") || tg_ends(hp, ",") || tg_ends(hp, " executor") || s[0] == '('))
                tg_sb_putc(&nm->paren, ' '); /* a wrap between words took the space */
            tg_sb_put(&nm->paren, s, n);
            if (nm->paren.p && wrap_holds(nm->paren.p, nm->paren.n)) {
                nm->wrap = 1; /* its reason goes on below: "(executor 6" / "exited caused by ..." */
                return;
            }
            flush_paren(nm, "", 0);
            return;
        }
        nm->wrap = 0;
        flush_paren(nm, s, 0);
    }
    if (n < 65536 && frame_open(s, n)) {
        nm->fwrap = 1;
        tg_sb_put(&nm->paren, s, n);
        if (nm->paren.p)
            return;
        nm->fwrap = 0;
    }
    if (n < 65536 && (task_paren_open(s, n) || wrap_holds(s, n))) {
        nm->wrap = !task_paren_open(s, n);
        tg_sb_put(&nm->paren, s, n);
        if (nm->paren.p)
            return;
        nm->wrap = 0;
    }
    physical_line(nm, s, n);
}

static void physical_line(tg_norm *nm, const char *s, size_t n)
{
    nm->lineno++;
    nm->tod = -1;
    if (n && s[n - 1] == '\r')
        n--;
    if (nm->held.n) {
        /* the previous line was cut by a progress bar: this one continues it */
        tg_sb_clear(&nm->join);
        tg_sb_put(&nm->join, nm->held.p, nm->held.n);
        tg_sb_put(&nm->join, s, n);
        tg_sb_clear(&nm->held);
        if (nm->join.p) {
            s = nm->join.p;
            n = nm->join.n;
        }
    }
    if (!needs_clean(s, n)) {
        process_logical(nm, tg_sv_make(s, n), 0, TG_LVL_NONE, 0);
        return;
    }
    int removed = clean_line(nm, s, n);
    /* process_logical may use nm->dec but never nm->clean: safe to walk it */
    const char *c = nm->clean.p ? nm->clean.p : "";
    size_t cn = nm->clean.n;
    if (nm->bar_cut && !memchr(c, '\r', cn) && cn < 65536) {
        tg_sb_put(&nm->held, c, cn);
        if (nm->held.p)
            return;
    }
    int split = memchr(c, '\r', cn) != NULL;
    size_t start = 0;
    for (size_t i = 0; i <= cn; i++) {
        if (i < cn && c[i] != '\r')
            continue;
        tg_sv piece = {c + start, i - start};
        if (tg_trim(piece).n || !(removed || split))
            process_logical(nm, piece, 0, TG_LVL_NONE, 0);
        start = i + 1;
    }
}

void tg_norm_feed(tg_norm *nm, const char *p, size_t n)
{
    nm->bytes += n;
    while (n) {
        const char *nl = memchr(p, '\n', n);
        size_t seg = nl ? (size_t)(nl - p) : n;
        if (nl && nm->plen == 0 && !nm->ptrunc) {
            /* whole line inside this chunk: no copy */
            if (seg > TG_NORM_MAX_LINE) {
                nm->truncated++;
                process_physical(nm, p, TG_NORM_MAX_LINE);
            } else {
                process_physical(nm, p, seg);
            }
        } else {
            size_t room = nm->plen < TG_NORM_MAX_LINE ? TG_NORM_MAX_LINE - nm->plen : 0;
            size_t take = seg < room ? seg : room;
            if (take < seg && !nm->ptrunc) {
                nm->ptrunc = 1;
                nm->truncated++;
            }
            if (take) {
                if (nm->plen + take > nm->pcap) {
                    size_t cap = nm->pcap ? nm->pcap : 4096;
                    while (cap < nm->plen + take)
                        cap *= 2;
                    char *q = sdx_xrealloc(nm->phys, cap);
                    if (!q) {
                        nm->oom = 1;
                        take = 0;
                    } else {
                        nm->phys = q;
                        nm->pcap = cap;
                    }
                }
                if (take) {
                    memcpy(nm->phys + nm->plen, p, take);
                    nm->plen += take;
                }
            }
            if (nl) {
                process_physical(nm, nm->phys ? nm->phys : "", nm->plen);
                nm->plen = 0;
                nm->ptrunc = 0;
            }
        }
        if (!nl)
            break;
        p += seg + 1;
        n -= seg + 1;
    }
}

void tg_norm_finish(tg_norm *nm)
{
    if (nm->plen || nm->ptrunc) {
        process_physical(nm, nm->phys ? nm->phys : "", nm->plen);
        nm->plen = 0;
        nm->ptrunc = 0;
    }
    if (nm->paren.n)
        flush_paren(nm, "", 0);
    if (nm->held.n) {
        /* a cut line at the very end: it stands alone */
        tg_sb_clear(&nm->join);
        tg_sb_put(&nm->join, nm->held.p, nm->held.n);
        tg_sb_clear(&nm->held);
        if (nm->join.p)
            process_logical(nm, tg_sv_make(nm->join.p, nm->join.n), 0, TG_LVL_NONE, 0);
    }
}
