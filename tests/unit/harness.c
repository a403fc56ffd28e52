/*
 * harness.c: runs the TEST()s of one test binary (see harness.h).
 * Usage: test_x [name-substring]
 */
#include "harness.h"
#include "sparkdx/report.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "sparkdx/io.h"

#define T_MAX 1024
static struct { const char *name; t_fn fn; } tests[T_MAX];
static int ntests;
static int cur_failed, cur_skipped;
static char cur_skip_why[256];
static const char *prog = "test";

void t_register(const char *name, t_fn fn)
{
    if (ntests < T_MAX) {
        tests[ntests].name = name;
        tests[ntests].fn = fn;
        ntests++;
    }
}

void t_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stdout, "  %s:%d: ", file, line);
    vfprintf(stdout, fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
    cur_failed++;
}

void t_skip(const char *why)
{
    cur_skipped = 1;
    snprintf(cur_skip_why, sizeof cur_skip_why, "%s", why);
}

int t_failed_now(void) { return cur_failed; }

const char *t_shared(void)
{
    static char path[4096];
    const char *env = getenv("SPARKDX_SHARED");
    snprintf(path, sizeof path, "%s", env && *env ? env : "../shared");
    char probe[4200];
    snprintf(probe, sizeof probe, "%s/corpus/INDEX.md", path);
    struct stat st;
    return stat(probe, &st) == 0 ? path : NULL;
}

int t_spark_logs(void (*fn)(const struct sdx_logref *log, void *ctx), void *ctx)
{
    static const char *sets[] = {"tests/spark/logs/codecs", "tests/spark/logs/rolling",
                                 "tests/spark/logs/inprogress", "tests/spark/logs/v35", "tests/spark/logs/v4"};
    int n = 0;
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
        sdx_loglist L;
        sdx_error err;
        if (sdx_logs_scan(sets[k], &L, &err) < 0)
            return -1;
        for (size_t i = 0; i < L.n; i++, n++)
            fn(&L.logs[i], ctx);
        sdx_loglist_free(&L);
    }
    return n;
}

int main(int argc, char **argv)
{
    const char *slash = strrchr(argv[0], '/');
    prog = slash ? slash + 1 : argv[0];
    int failed = 0;
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (int i = 0; i < ntests; i++) {
        if (argc > 1 && !strstr(tests[i].name, argv[1]))
            continue;
        cur_failed = 0;
        cur_skipped = 0;
        tests[i].fn();
        if (cur_failed) {
            printf("FAIL %s:%s\n", prog, tests[i].name);
            failed++;
        } else if (cur_skipped) {
            printf("SKIP %s:%s (%s)\n", prog, tests[i].name, cur_skip_why);
        } else {
            printf("PASS %s:%s\n", prog, tests[i].name);
        }
    }
    return failed ? 1 : 0;
}

sdx_report *t_report_path(const char *path, sdx_model **m)
{
    sdx_loglist l;
    sdx_error err;
    *m = NULL;
    if (sdx_logs_scan(path, &l, &err) < 0 || l.n < 1)
        return NULL;
    sdx_model_build(&l.logs[0], 0, m, &err);
    sdx_loglist_free(&l);
    if (!*m)
        return NULL;
    sdx_report *r = NULL;
    if (sdx_report_build(*m, NULL, &r, &err) < 0) {
        sdx_model_free(*m);
        *m = NULL;
        return NULL;
    }
    return r;
}

static int cmp_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

char **t_txt_files(const char *dir, size_t *n)
{
    *n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return NULL;
    char **names = NULL;
    size_t cap = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t l = strlen(de->d_name);
        if (l < 5 || strcmp(de->d_name + l - 4, ".txt") != 0)
            continue;
        if (*n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn)
                break;
            names = nn;
        }
        names[(*n)++] = strdup(de->d_name);
    }
    closedir(d);
    if (names)
        qsort(names, *n, sizeof *names, cmp_name);
    else
        names = calloc(1, sizeof *names);
    return names;
}

void t_free_names(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}
