/*
 * opt.c: the one option parser of every command (cli.h), did-you-mean by
 * edit distance, the text width, and the help text generated from
 * docs/cmd/<name>.md.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/format.h"

const cli_doc *cli_doc_find(const char *name)
{
    for (unsigned i = 0; i < cli_ndocs; i++)
        if (!strcmp(cli_docs[i].name, name))
            return &cli_docs[i];
    return NULL;
}

void cli_help(const char *cmd, FILE *f)
{
    const cli_doc *d = cli_doc_find(cmd);
    if (d)
        fputs(d->help, f);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("sparkdx: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    const cli_doc *d = cli_doc_find(cmd);
    if (d) {
        /* the usage lines of the help (up to the first blank line) */
        const char *end = strstr(d->help, "\n\n");
        fprintf(stderr, "%.*s\n", end ? (int)(end - d->help) : (int)strlen(d->help), d->help);
    }
    fprintf(stderr, "Run 'sparkdx %s --help' for its options.\n", cmd);
    return EXIT_USAGE;
}

int cli_edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 99 || lb > 99)
        return 100;
    int prev[100], cur[100];
    for (size_t j = 0; j <= lb; j++)
        prev[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        cur[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int sub = prev[j - 1] + (tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]));
            int del = prev[j] + 1, ins = cur[j - 1] + 1;
            cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
        }
        memcpy(prev, cur, (lb + 1) * sizeof(int));
    }
    return prev[lb];
}

const char *cli_closest(const char *s, const char *const *names, size_t n)
{
    const char *best = NULL;
    int bd = 100;
    for (size_t i = 0; i < n; i++) {
        int d = cli_edit_distance(s, names[i]);
        if (d < bd) {
            bd = d;
            best = names[i];
        }
    }
    /* close enough: at most 2 edits, and fewer than half the word */
    size_t len = strlen(s);
    if (best && bd <= 2 && (size_t)bd * 2 < (len > 2 ? len : 2))
        return best;
    /* a prefix of exactly one name ("--form") */
    const char *pre = NULL;
    for (size_t i = 0; len >= 2 && i < n; i++)
        if (!strncmp(names[i], s, len)) {
            if (pre)
                return NULL;
            pre = names[i];
        }
    return pre;
}

void cli_parser_init(cli_parser *p, const char *cmd, int argc, char **argv, const cli_opt *opts)
{
    memset(p, 0, sizeof *p);
    p->cmd = cmd;
    p->argc = argc;
    p->argv = argv;
    p->i = 1;
    p->opts = opts;
}

static int unknown(cli_parser *p, const char *arg, const char *name, size_t len)
{
    const char *names[64];
    char want[128];
    size_t n = 0;
    for (const cli_opt *o = p->opts; o->name && n < 63; o++)
        names[n++] = o->name;
    names[n++] = "help";
    snprintf(want, sizeof want, "%.*s", (int)(len < 120 ? len : 120), name);
    const char *c = cli_closest(want, names, n);
    if (c)
        cli_usage_error(p->cmd, "%s: unknown option '%s'; did you mean '--%s'?", p->cmd, arg, c);
    else
        cli_usage_error(p->cmd, "%s: unknown option '%s'", p->cmd, arg);
    return CLI_ERROR;
}

int cli_next(cli_parser *p)
{
    p->val = NULL;
    p->opt = NULL;
    if (p->i >= p->argc)
        return CLI_END;
    char *a = p->argv[p->i++];
    if (p->no_more_opts || a[0] != '-' || !a[1]) {
        p->val = a;
        return CLI_ARG;
    }
    p->opt = a;
    if (!strcmp(a, "--")) {
        p->no_more_opts = 1;
        return cli_next(p);
    }
    const cli_opt *o = NULL;
    const char *inline_val = NULL;
    if (a[1] == '-') {
        const char *name = a + 2;
        const char *eq = strchr(name, '=');
        size_t len = eq ? (size_t)(eq - name) : strlen(name);
        if (len == 4 && !strncmp(name, "help", 4))
            return CLI_HELP;
        for (const cli_opt *x = p->opts; x->name; x++)
            if (strlen(x->name) == len && !strncmp(x->name, name, len))
                o = x;
        if (!o)
            return unknown(p, a, name, len);
        if (eq) {
            if (!o->has_arg) {
                cli_usage_error(p->cmd, "%s: option '--%s' takes no value", p->cmd, o->name);
                return CLI_ERROR;
            }
            inline_val = eq + 1;
        }
    } else {
        if (a[1] == 'h' && !a[2])
            return CLI_HELP;
        for (const cli_opt *x = p->opts; x->name; x++)
            if (x->short_name && x->short_name == a[1])
                o = x;
        if (!o)
            return unknown(p, a, a + 1, strlen(a + 1));
        if (a[2]) {
            if (!o->has_arg)
                return unknown(p, a, a + 1, strlen(a + 1));
            inline_val = a + 2;
        }
    }
    if (o->has_arg) {
        if (inline_val) {
            p->val = inline_val;
        } else if (p->i < p->argc) {
            p->val = p->argv[p->i++];
        } else {
            cli_usage_error(p->cmd, "%s: option '%s' needs a value", p->cmd, a);
            return CLI_ERROR;
        }
    }
    return o->id;
}

int cli_parse_width(const char *s)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end || v <= 0 || v > 100000)
        return -1;
    return (int)v;
}

int cli_parse_max_line(const char *cmd, const char *val, size_t *out)
{
    int64_t v = sdx_parse_spark_bytes(val, -1);
    if (v <= 0)
        return cli_usage_error(cmd, "bad --max-line-bytes '%s' (a size: 512m, 1g, bytes)", val);
    *out = (size_t)v;
    return EXIT_OK;
}

int cli_width(int w)
{
    if (w > 0)
        return w;
    const char *c = getenv("COLUMNS");
    int v = c && *c ? cli_parse_width(c) : -1;
    return v > 0 ? v : 100;
}
