/*
 * test_triage_fixtures.c: accuracy of failure triage on the labelled failure
 * texts in tests/failures/ (label convention: ../shared/docs/failure-labels.md).
 * Each fixture's two header lines give the expected class, root, stage, task,
 * attempts, executor and host of the primary failure; the rest of the file
 * is fed to the engine as is. Prints a per-class table (n, class-correct,
 * root-correct), per-field accuracy and every mismatch, then checks the
 * bars: class and root >= 95%, every other field >= 90%, >= 110 fixtures,
 * >= 10 per class.
 *
 * The held-out part: texts of the second round (number 21 and up in
 * "<cls>-NN-...") whose file name's byte sum is 4 modulo 5 (a rule that does
 * not depend on which other files exist). Their labels were written before
 * any rule was changed for that round, and rules are never written looking
 * at them: their mismatches are only counted, not printed (set
 * SDX_SHOW_HELDOUT=1 to see them). Class and root must be right for >= 95%
 * of them too.
 *
 * SDX_FIXTURES_DIR=DIR measures another labelled set the same way (the
 * external texts of docs/failure.md, kept outside the repository): every
 * mismatch is printed and the bars are not checked.
 */
#include "harness.h"

#include <ctype.h>
#include <stdlib.h>

#include "sparkdx/triage.h"

#define DIR_FIXTURES "tests/failures"
#define NFIELDS 7

static const char *const FIELDS[NFIELDS] = {"class", "root", "stage", "task", "attempts", "executor", "host"};

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *b = malloc(cap);
    size_t k;
    while (b && (k = fread(b + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            cap *= 2;
            char *nb = realloc(b, cap);
            if (!nb) {
                free(b);
                b = NULL;
            }
            b = nb;
        }
    }
    fclose(f);
    if (b) {
        b = realloc(b, n + 1);
        b[n] = 0;
    }
    *len = n;
    return b;
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    size_t i = 0;
    while (s[i] && isspace((unsigned char)s[i]))
        i++;
    memmove(s, s + i, n - i + 1);
}

/* The fact without its parenthesised note, lower-cased, without a trailing
 * '.' -- for both the label and the engine's root. */
static void norm_root(const char *in, char *out, size_t cap)
{
    snprintf(out, cap, "%s", in);
    char *p = strstr(out, " (");
    if (p)
        *p = 0;
    p = strchr(out, '(');
    if (p && p > out && !isspace((unsigned char)p[-1]))
        *p = 0; /* "RemoteException(java.io.IOException)" */
    trim(out);
    size_t n = strlen(out);
    while (n && (out[n - 1] == '.' || out[n - 1] == ':'))
        out[--n] = 0;
    for (char *q = out; *q; q++)
        *q = (char)tolower((unsigned char)*q);
}

static const char *simple(const char *s)
{
    const char *d = strrchr(s, '.');
    return d ? d + 1 : s;
}

static int root_matches(const char *label, const char *got)
{
    char a[512], b[512];
    norm_root(label, a, sizeof a);
    norm_root(got, b, sizeof b);
    if (!strcmp(a, b))
        return 1;
    if (!strchr(a, ' ') && !strchr(b, ' ') && (strchr(a, '.') || strchr(b, '.')))
        return !strcmp(simple(a), simple(b));
    return 0;
}

static void field_stage(const sdx_failure *f, char *out, size_t cap)
{
    if (f->stage_id < 0)
        snprintf(out, cap, "-");
    else if (f->stage_attempt < 0)
        snprintf(out, cap, "%d", f->stage_id);
    else
        snprintf(out, cap, "%d.%d", f->stage_id, f->stage_attempt);
}

static void field_task(const sdx_failure *f, char *out, size_t cap)
{
    if (f->task_index < 0) {
        snprintf(out, cap, "-");
        return;
    }
    int k = f->task_attempt >= 0 ? snprintf(out, cap, "%d.%d", f->task_index, f->task_attempt)
                                  : snprintf(out, cap, "%d", f->task_index);
    if (f->tid >= 0 && k > 0 && (size_t)k < cap)
        snprintf(out + k, cap - (size_t)k, " (TID %" PRId64 ")", f->tid);
}

/* Parse "# expected: k=v; k=v; ..." into values[NFIELDS]. */
static int parse_expected(const char *line, char vals[NFIELDS][512])
{
    const char *p = strstr(line, "# expected:");
    if (!p)
        return -1;
    p += 11;
    for (int i = 0; i < NFIELDS; i++)
        vals[i][0] = 0;
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", p);
    char *save = NULL;
    /* split on "; " */
    char *s = buf;
    for (;;) {
        char *sep = strstr(s, "; ");
        if (sep)
            *sep = 0;
        char *eq = strchr(s, '=');
        if (eq) {
            *eq = 0;
            char key[64];
            snprintf(key, sizeof key, "%.63s", s);
            trim(key);
            for (int i = 0; i < NFIELDS; i++)
                if (!strcmp(key, FIELDS[i])) {
                    snprintf(vals[i], 512, "%.511s", eq + 1);
                    trim(vals[i]);
                }
        }
        if (!sep)
            break;
        s = sep + 2;
    }
    (void)save;
    for (int i = 0; i < NFIELDS; i++)
        if (!vals[i][0])
            return -1;
    return 0;
}

/* docs/failure.md, "Measured": the held-out rule. */
static int held_out(const char *name)
{
    const char *dash = strchr(name, '-');
    if (!dash || !isdigit((unsigned char)dash[1]))
        return 0;
    if (atoi(dash + 1) < 21)
        return 0;
    unsigned sum = 0;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        sum += *p;
    return sum % 5 == 4;
}

static int second_round(const char *name)
{
    const char *dash = strchr(name, '-');
    return dash && isdigit((unsigned char)dash[1]) && atoi(dash + 1) >= 21;
}

static void squash_spaces(char *s)
{
    char *o = s;
    int sp = 0;
    for (char *p = s; *p; p++) {
        if (isspace((unsigned char)*p)) {
            sp = 1;
            continue;
        }
        if (sp && o != s)
            *o++ = ' ';
        sp = 0;
        *o++ = *p;
    }
    *o = 0;
}

TEST(fixtures_accuracy)
{
    const char *dir = getenv("SDX_FIXTURES_DIR");
    int external = dir && *dir;
    if (!external)
        dir = DIR_FIXTURES;
    size_t nn;
    char **names = t_txt_files(dir, &nn);
    if (!names)
        SKIP("tests/failures not found (run from the project root)");

    int per_class_n[SDX_FC_COUNT] = {0}, per_class_ok[SDX_FC_COUNT] = {0}, per_class_root[SDX_FC_COUNT] = {0};
    int field_ok[NFIELDS] = {0};
    int total = 0, bad_header = 0;
    int ho_total = 0, ho_ok[NFIELDS] = {0};
    int r2_total = 0, r2_ok[NFIELDS] = {0};
    const char *show = getenv("SDX_SHOW_HELDOUT");
    int show_ho = (show && *show == '1') || external;
    for (size_t i = 0; i < nn; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        size_t len;
        char *text = slurp(path, &len);
        if (!text) {
            t_fail(__FILE__, __LINE__, "cannot read %s", path);
            continue;
        }
        char *l1 = text, *l2 = strchr(text, '\n');
        char *body = l2 ? strchr(l2 + 1, '\n') : NULL;
        char vals[NFIELDS][512];
        if (body)
            *body = 0; /* end of the "# expected:" line */
        if (!l2 || !body || strncmp(l1, "# source:", 9) != 0 || parse_expected(l2 + 1, vals) != 0) {
            printf("  %s: bad header\n", names[i]);
            bad_header++;
            free(text);
            continue;
        }
        *l2 = 0;
        body++;
        sdx_triage_result *r = NULL;
        sdx_error err;
        if (sdx_triage_text(body, len - (size_t)(body - text), &r, &err) != 0 || !r) {
            t_fail(__FILE__, __LINE__, "%s: triage failed", names[i]);
            free(text);
            continue;
        }
        sdx_fclass want;
        if (sdx_fclass_parse(vals[0], &want) != 0) {
            printf("  %s: unknown class '%s'\n", names[i], vals[0]);
            bad_header++;
            sdx_triage_result_free(r);
            free(text);
            continue;
        }
        total++;
        per_class_n[want]++;
        char got[NFIELDS][512];
        for (int k = 0; k < NFIELDS; k++)
            snprintf(got[k], 512, "(no failure)");
        if (r->primary >= 0) {
            const sdx_failure *f = &r->failures[r->primary];
            snprintf(got[0], 512, "%s", sdx_fclass_name(f->fclass));
            snprintf(got[1], 512, "%s", f->root_exception);
            field_stage(f, got[2], 512);
            field_task(f, got[3], 512);
            if (f->attempts >= 0)
                snprintf(got[4], 512, "%d", f->attempts);
            else
                snprintf(got[4], 512, "-");
            snprintf(got[5], 512, "%s", f->executor ? f->executor : "-");
            snprintf(got[6], 512, "%s", f->host ? f->host : "-");
        }
        int ok[NFIELDS];
        int ho = external ? 0 : held_out(names[i]);
        ho_total += ho;
        int r2 = second_round(names[i]);
        r2_total += r2;
        for (int k = 0; k < NFIELDS; k++) {
            if (k == 1) {
                ok[k] = root_matches(vals[k], got[k]);
            } else {
                char a[512], b[512];
                snprintf(a, sizeof a, "%.511s", vals[k]);
                snprintf(b, sizeof b, "%.511s", got[k]);
                squash_spaces(a);
                squash_spaces(b);
                ok[k] = !strcmp(a, b);
            }
            field_ok[k] += ok[k];
            if (ho)
                ho_ok[k] += ok[k];
            if (r2)
                r2_ok[k] += ok[k];
            if (!ok[k] && (!ho || show_ho))
                printf("  %s: %s expected '%s', got '%s'\n", names[i], FIELDS[k], vals[k], got[k]);
        }
        per_class_ok[want] += ok[0];
        per_class_root[want] += ok[1];
        sdx_triage_result_free(r);
        free(text);
    }
    printf("  %-15s %4s %14s %13s\n", "class", "n", "class-correct", "root-correct");
    for (int c = 1; c < SDX_FC_COUNT; c++)
        printf("  %-15s %4d %14d %13d\n", sdx_fclass_name((sdx_fclass)c), per_class_n[c], per_class_ok[c],
               per_class_root[c]);
    printf("  %-15s %4d\n", "total", total);
    for (int k = 0; k < NFIELDS; k++)
        printf("  field %-9s %3d/%d = %5.1f%%\n", FIELDS[k], field_ok[k], total,
               total ? 100.0 * field_ok[k] / total : 0.0);
    printf("  second round (number >= 21, %d texts):", r2_total);
    for (int k = 0; k < NFIELDS; k++)
        printf(" %s %d", FIELDS[k], r2_ok[k]);
    printf("\n");
    printf("  held-out part (%d texts, mismatches not shown):", ho_total);
    for (int k = 0; k < NFIELDS; k++)
        printf(" %s %d", FIELDS[k], ho_ok[k]);
    printf("\n");
    if (ho_total)
        printf("  held-out class %.1f%%, root %.1f%%\n", 100.0 * ho_ok[0] / ho_total, 100.0 * ho_ok[1] / ho_total);
    CHECK_EQ_INT(bad_header, 0);
    if (external) {
        for (size_t i = 0; i < nn; i++)
            free(names[i]);
        free(names);
        return;
    }
    CHECK(ho_total >= 12);
    if (ho_total) {
        CHECK(ho_ok[0] * 100 >= ho_total * 95);
        CHECK(ho_ok[1] * 100 >= ho_total * 95);
    }
    CHECK(total >= 110);
    for (int c = 1; c < SDX_FC_COUNT; c++)
        if (per_class_n[c] < 10)
            t_fail(__FILE__, __LINE__, "class %s has only %d fixtures", sdx_fclass_name((sdx_fclass)c),
                   per_class_n[c]);
    if (total) {
        CHECK(field_ok[0] * 100 >= total * 95);
        CHECK(field_ok[1] * 100 >= total * 95);
        for (int k = 2; k < NFIELDS; k++)
            if (field_ok[k] * 100 < total * 90)
                t_fail(__FILE__, __LINE__, "field %s below 90%%", FIELDS[k]);
    }
    t_free_names(names, nn);
}
