/*
 * json_bench.c: throughput of the JSON reader on event-log lines.
 *
 * Loads the given files (plain event logs, one JSON object per line),
 * repeats them in memory up to --mb megabytes (default 1024), then times
 * (best of --runs passes) a memchr newline scan of the buffer - the floor any
 * line-oriented reader pays - and sdx_json_parse() on every line into one
 * reused doc. Prints MB/s for both, from thread CPU time (best of the
 * runs) so a busy machine disturbs less. Build and run: see bench/README.md
 * (`make BUILD=build-json json-bench`).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sparkdx/json.h"

/* CPU time of this thread: on a shared machine, wall time also counts the
 * time other processes hold the core. (SPARKDX_BENCH_WALL=1: wall time.) */
static double now(void)
{
    static int wall = -1;
    if (wall < 0) {
        const char *e = getenv("SPARKDX_BENCH_WALL");
        wall = e && *e == '1';
    }
    struct timespec ts;
    clock_gettime(wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *b = malloc(cap);
    for (;;) {
        if (n == cap)
            b = realloc(b, cap *= 2);
        size_t r = fread(b + n, 1, cap - n, f);
        if (r == 0)
            break;
        n += r;
    }
    fclose(f);
    *len = n;
    return b;
}

int main(int argc, char **argv)
{
    size_t target_mb = 1024;
    int runs = 3;
    int first_file = 1;
    while (first_file < argc && argv[first_file][0] == '-') {
        if (!strcmp(argv[first_file], "--mb") && first_file + 1 < argc) {
            target_mb = strtoul(argv[first_file + 1], NULL, 10);
            first_file += 2;
        } else if (!strcmp(argv[first_file], "--runs") && first_file + 1 < argc) {
            runs = atoi(argv[first_file + 1]);
            first_file += 2;
        } else {
            break;
        }
    }
    if (first_file >= argc) {
        fprintf(stderr, "usage: json_bench [--mb N] [--runs N] FILE...\n");
        return 2;
    }
    /* one copy of every file, each line newline-terminated */
    size_t one_len = 0, one_cap = 1 << 20;
    char *one = malloc(one_cap);
    for (int i = first_file; i < argc; i++) {
        size_t n;
        char *b = slurp(argv[i], &n);
        if (!b) {
            fprintf(stderr, "json_bench: cannot read %s\n", argv[i]);
            return 1;
        }
        while (one_len + n + 1 > one_cap)
            one = realloc(one, one_cap *= 2);
        memcpy(one + one_len, b, n);
        one_len += n;
        if (n && b[n - 1] != '\n')
            one[one_len++] = '\n';
        free(b);
    }
    size_t target = target_mb ? target_mb << 20 : one_len;
    size_t reps = (target + one_len - 1) / one_len;
    if (reps == 0)
        reps = 1;
    size_t len = reps * one_len;
    char *buf = malloc(len);
    if (!buf) {
        fprintf(stderr, "json_bench: out of memory\n");
        return 1;
    }
    for (size_t r = 0; r < reps; r++)
        memcpy(buf + r * one_len, one, one_len);
    free(one);

    size_t lines = 0, bad = 0, nodes = 0;
    double best_floor = 1e9, best_parse = 1e9, best_line = 1e9;
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    for (int run = 0; run < runs; run++) {
        /* floor: find every line */
        double t0 = now();
        size_t cnt = 0;
        const char *p = buf, *end = buf + len;
        while (p < end) {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            if (!nl)
                nl = end;
            cnt += (size_t)(nl - p) & 1; /* keep the loop honest */
            p = nl + 1;
        }
        double t1 = now();
        if (t1 - t0 < best_floor)
            best_floor = t1 - t0;
        if (cnt == (size_t)-1)
            puts("");

        /* parse every line */
        t0 = now();
        lines = bad = nodes = 0;
        p = buf;
        while (p < end) {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            if (!nl)
                nl = end;
            if (nl > p) {
                sdx_error err;
                if (sdx_json_parse(&d, p, (size_t)(nl - p), &err) < 0)
                    bad++;
                nodes += d.n;
                lines++;
            }
            p = nl + 1;
        }
        t1 = now();
        if (t1 - t0 < best_parse)
            best_parse = t1 - t0;

        /* sdx_json_parse_line: the parser finds the line ends itself */
        t0 = now();
        size_t lines2 = 0;
        p = buf;
        while (p < end) {
            size_t ll;
            sdx_error err;
            if (*p != '\n') {
                sdx_json_parse_line(&d, p, (size_t)(end - p), &ll, &err);
                lines2++;
            } else {
                ll = 0;
            }
            p += ll + 1;
        }
        t1 = now();
        if (t1 - t0 < best_line)
            best_line = t1 - t0;
        if (lines2 != lines)
            fprintf(stderr, "json_bench: %zu lines by parse_line, %zu by memchr\n", lines2, lines);
    }
    double mb = (double)len / 1e6;
    printf("input: %.1f MB, %zu lines (%zu rejected), %.1f bytes/line, %.1f nodes/line\n", mb, lines, bad,
           (double)len / (double)(lines ? lines : 1), (double)nodes / (double)(lines ? lines : 1));
    printf("floor (memchr newline scan): %8.0f MB/s\n", mb / best_floor);
    printf("memchr + sdx_json_parse:     %8.0f MB/s  (%.1f ns/line)\n", mb / best_parse,
           best_parse * 1e9 / (double)(lines ? lines : 1));
    printf("sdx_json_parse_line:         %8.0f MB/s  (%.1f ns/line)\n", mb / best_line,
           best_line * 1e9 / (double)(lines ? lines : 1));
    sdx_jdoc_free(&d);
    free(buf);
    return 0;
}
