/*
 * test_fast_task.c: the TaskEnd fast path (lib/events/decode.c,
 * sdx_ev_task_end_fast, sdx_ev_task_start_fast) against the generic decoding
 * from the JSON tape (sdx_ev_task_end, sdx_ev_task_start), the reference.
 *
 *  - every TaskEnd and TaskStart line of the project's real Spark logs (tests/spark/logs)
 *    and of ../shared/corpus: when the fast path takes a line, every decoded
 *    field equals the generic one; it must take nearly all lines of Spark
 *    3.x/4.x logs (else the speed-up silently vanished);
 *  - mutated lines (bytes replaced, inserted, deleted; whitespace, escapes,
 *    floats, duplicate keys, ...): whatever the fast path takes must be valid
 *    JSON that the generic path decodes to the same values.
 */
#include "harness.h"

#include <dirent.h>
#include <stdlib.h>

#include "events/events.h"
#include "sparkdx/io.h"
#include "sparkdx/json.h"
#include "util/util.h"

typedef struct {
    sdx_interner in;
    sdx_arena arena;
    sdx_jdoc doc;
    sdx_task_end_ev a, b, s, o;
    long lines, fast, fast_skip, mismatches;
    char *open_buf;
    char first_mismatch[300];
} ctx;

static void ctx_init(ctx *c)
{
    memset(c, 0, sizeof *c);
    sdx_intern_init(&c->in);
    sdx_arena_init(&c->arena);
    sdx_jdoc_init(&c->doc);
}

static void ctx_free(ctx *c)
{
    free(c->a.acc);
    free(c->b.acc);
    free(c->s.acc);
    free(c->o.acc);
    free(c->open_buf);
    sdx_jdoc_free(&c->doc);
    sdx_arena_free(&c->arena);
    sdx_intern_free(&c->in);
}

static int str_eq(const char *x, const char *y)
{
    return x == y || (x && y && strcmp(x, y) == 0);
}

/* "" when equal, else the first differing field */
static const char *diff(const sdx_task_end_ev *x, const sdx_task_end_ev *y)
{
    if (x->stage_id != y->stage_id) return "stage_id";
    if (x->stage_attempt != y->stage_attempt) return "stage_attempt";
    const sdx_task_info_ev *p = &x->ti, *q = &y->ti;
    if (p->task_id != q->task_id || p->index != q->index || p->attempt != q->attempt ||
        p->partition_id != q->partition_id)
        return "task ids";
    if (p->launch_time != q->launch_time || p->getting_result_time != q->getting_result_time ||
        p->finish_time != q->finish_time)
        return "task times";
    if (!str_eq(p->executor_id, q->executor_id) || !str_eq(p->host, q->host) || !str_eq(p->locality, q->locality))
        return "task strings";
    if (p->speculative != q->speculative || p->failed != q->failed || p->killed != q->killed)
        return "task flags";
    const sdx_reason_ev *r = &x->reason, *s = &y->reason;
    if (r->kind != s->kind || !str_eq(r->error, s->error) || !str_eq(r->kill_reason, s->kill_reason) ||
        !str_eq(r->class_name, s->class_name) || !str_eq(r->exec_id, s->exec_id) ||
        r->exit_caused_by_app != s->exit_caused_by_app || r->shuffle_id != s->shuffle_id ||
        r->map_index != s->map_index || r->reduce_id != s->reduce_id || !str_eq(r->bm_executor, s->bm_executor))
        return "reason";
    if (memcmp(x->metrics, y->metrics, sizeof x->metrics) != 0)
        return "task metrics";
    if (memcmp(x->exec_metrics, y->exec_metrics, sizeof x->exec_metrics) != 0)
        return "executor metrics";
    if (x->nacc != y->nacc)
        return "number of accumulables";
    for (uint32_t i = 0; i < x->nacc; i++) {
        const sdx_acc_upd *u = &x->acc[i], *v = &y->acc[i];
        if (u->id != v->id || u->kind != v->kind || (u->kind == SDX_UPD_VALUE && u->value != v->value))
            return "accumulable";
    }
    return "";
}

static int is_start(const char *line, size_t len)
{
    return len > 40 && memcmp(line, SDX_TASK_START_PREFIX, sizeof SDX_TASK_START_PREFIX - 1) == 0;
}

/* diff, the accumulables left out */
static const char *diff_but_acc(sdx_task_end_ev *x, sdx_task_end_ev *y)
{
    uint32_t nx = x->nacc, ny = y->nacc;
    x->nacc = y->nacc = 0;
    const char *d = diff(x, y);
    x->nacc = nx;
    y->nacc = ny;
    return d;
}

static int fast_line(ctx *c, const char *line, size_t len, int start, sdx_task_end_ev *o)
{
    return (start ? sdx_ev_task_start_fast(line, len, &c->in, o) : sdx_ev_task_end_fast(line, len, &c->in, o)) == 1;
}

/* The fast path on the line with its end unknown (sdx_ev_task_fast_open),
 * the line followed by '\n' and more text, as in a reader's buffer (with a
 * '\r' first every fourth line): it takes the line, with its length and
 * the same values, exactly when the fast path takes it and a '\n' follows,
 * and refuses it (0) only when the fast path does. NULL when so. */
static const char *open_differs(ctx *c, const char *line, size_t len, int start, int fast)
{
    static const char tail[] = "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":1}\n";
    int cr = (c->lines & 3) == 0;
    size_t n = len + cr + sizeof tail;
    c->open_buf = realloc(c->open_buf, n);
    memcpy(c->open_buf, line, len);
    memcpy(c->open_buf + len, cr ? "\r\n" : "\n", cr + 1u);
    memcpy(c->open_buf + len + cr + 1, tail, sizeof tail - 1);
    size_t got = 0;
    int is_end = -1;
    c->o.push40 = c->b.push40;
    int r = sdx_ev_task_fast_open(c->open_buf, n - 1, &c->in, &c->o, &got, &is_end);
    if (r == 1 && (cr || !fast || got != len || is_end != !start))
        return "the fast path with the end unknown took what it should not";
    if (r == 0 && fast)
        return "the fast path with the end unknown refused a line the fast path took";
    if (r != 1 && fast && !cr)
        return "the fast path with the end unknown did not take a line the fast path took";
    if (r == 1 && *diff(&c->o, &c->b))
        return "the fast path with the end unknown decoded the line otherwise";
    /* cut short, nothing is taken */
    if (len > 2 && sdx_ev_task_fast_open(c->open_buf, len - 1, &c->in, &c->o, &got, &is_end) == 1)
        return "the fast path with the end unknown took a cut line";
    return NULL;
}

/* One line (a TaskEnd, or a TaskStart: the prefix decides) through both
 * paths, and through the fast path that only checks the accumulables
 * (skip_acc, for models without SQL): that one takes every line the other
 * takes, and what it takes is valid JSON and decodes the same but for the
 * accumulables, which it leaves out. Returns 1 when the fast path took it. */
static int compare_line(ctx *c, const char *line, size_t len, const char *where)
{
    int start = is_start(line, len);
    c->lines++;
    /* every other line read as Spark <= 4.0 read push-based shuffle metrics */
    c->a.push40 = c->b.push40 = c->s.push40 = (int)(c->lines & 1);
    c->s.skip_acc = 1;
    int fast = fast_line(c, line, len, start, &c->b), skip = fast_line(c, line, len, start, &c->s);
    const char *open_why = open_differs(c, line, len, start, fast);
    if (open_why && !c->mismatches++)
        snprintf(c->first_mismatch, sizeof c->first_mismatch, "%s: %s: %.120s", where, open_why, line);
    if (!fast && !skip)
        return 0;
    c->fast += fast;
    c->fast_skip += skip;
    sdx_error err;
    sdx_error_clear(&err);
    const char *why = NULL;
    if (fast && !skip) {
        why = "the fast path without accumulables refused a line the fast path took";
    } else if (sdx_json_parse(&c->doc, line, len, &err) < 0 || sdx_json_type(&c->doc, 0) != SDX_JOBJECT) {
        why = "the fast path took a line that is not a JSON object";
    } else if (!fast) {
        /* only the skipping path took it: the same but for the accumulables */
        if (start ? !sdx_ev_task_start(&c->doc, 0, &c->in, &c->a) : !sdx_ev_task_end(&c->doc, 0, &c->in, &c->arena, &c->a)) {
            why = "the fast path without accumulables took a line the generic path ignores";
        } else {
            if (start) {
                c->a.reason = c->s.reason;
                memcpy(c->a.metrics, c->s.metrics, sizeof c->a.metrics);
                memcpy(c->a.exec_metrics, c->s.exec_metrics, sizeof c->a.exec_metrics);
            }
            why = c->s.nacc ? "accumulables kept" : *diff_but_acc(&c->a, &c->s) ? diff_but_acc(&c->a, &c->s) : NULL;
        }
    } else if (c->s.nacc != 0 || *diff_but_acc(&c->b, &c->s)) {
        why = "the fast path without accumulables decoded the line otherwise";
    } else if (start) {
        sdx_ev_task_start(&c->doc, 0, &c->in, &c->a);
        /* a TaskStart has no end reason or metrics */
        c->a.reason = c->b.reason;
        memcpy(c->a.metrics, c->b.metrics, sizeof c->a.metrics);
        memcpy(c->a.exec_metrics, c->b.exec_metrics, sizeof c->a.exec_metrics);
        why = *diff(&c->a, &c->b) ? diff(&c->a, &c->b) : NULL;
    } else if (!sdx_ev_task_end(&c->doc, 0, &c->in, &c->arena, &c->a)) {
        why = "the fast path took a line the generic path ignores";
    } else if (*diff(&c->a, &c->b)) {
        why = diff(&c->a, &c->b);
    }
    if (why) {
        if (!c->mismatches++)
            snprintf(c->first_mismatch, sizeof c->first_mismatch, "%s: %s: %.120s", where, why, line);
    }
    return 1;
}

static void compare_log(ctx *c, const sdx_logref *log)
{
    sdx_lines *r;
    sdx_error err;
    if (sdx_lines_open(log, &r, &err) < 0)
        return;
    const char *line;
    size_t len;
    while (sdx_lines_next(r, &line, &len, &err) == 1)
        if ((len > 40 && memcmp(line, SDX_TASK_END_PREFIX, sizeof SDX_TASK_END_PREFIX - 1) == 0) ||
            is_start(line, len))
            compare_line(c, line, len, log->path);
    sdx_lines_close(r);
}

static void compare_dir(ctx *c, const char *dir)
{
    sdx_loglist list;
    sdx_error err;
    if (sdx_logs_scan(dir, &list, &err) < 0)
        return;
    for (size_t i = 0; i < list.n; i++)
        compare_log(c, &list.logs[i]);
    sdx_loglist_free(&list);
}

TEST(fast_path_equals_generic_on_real_spark_logs)
{
    static const char *sets[] = {"tests/spark/logs/v4", "tests/spark/logs/v35", "tests/spark/logs/codecs",
                                 "tests/spark/logs/rolling", "tests/spark/logs/inprogress"};
    ctx c;
    ctx_init(&c);
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++)
        compare_dir(&c, sets[i]);
    printf("# tests/spark/logs: %ld TaskStart/TaskEnd lines, %ld by the fast path, %ld mismatches\n", c.lines, c.fast,
           c.mismatches);
    CHECK(c.lines > 10000);
    if (c.mismatches)
        t_fail(__FILE__, __LINE__, "%ld mismatches; first: %s", c.mismatches, c.first_mismatch);
    /* failed tasks (other end reasons) go the generic way; they are few */
    CHECK(c.fast * 100 >= c.lines * 95);
    ctx_free(&c);
}

TEST(fast_path_equals_generic_on_the_corpus)
{
    NEED_SHARED(shared);
    ctx c;
    ctx_init(&c);
    char p[1024];
    snprintf(p, sizeof p, "%s/corpus/spark-events", shared);
    compare_dir(&c, p);
    static const char *groups[] = {"spark-extra", "other"};
    for (int g = 0; g < 2; g++) {
        snprintf(p, sizeof p, "%s/corpus/%s", shared, groups[g]);
        DIR *d = opendir(p);
        if (!d)
            continue;
        struct dirent *e;
        while ((e = readdir(d)))
            if (e->d_name[0] != '.') {
                char q[1300];
                snprintf(q, sizeof q, "%s/%s", p, e->d_name);
                compare_dir(&c, q);
            }
        closedir(d);
    }
    printf("# corpus: %ld TaskStart/TaskEnd lines, %ld by the fast path, %ld mismatches\n", c.lines, c.fast, c.mismatches);
    CHECK(c.lines > 500);
    CHECK(c.fast > c.lines / 2);
    if (c.mismatches)
        t_fail(__FILE__, __LINE__, "%ld mismatches; first: %s", c.mismatches, c.first_mismatch);
    ctx_free(&c);
}

static uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Mutants of real TaskEnd lines: the fast path may refuse them, but what it
 * takes must decode exactly as the generic path decodes it. */
TEST(fast_path_on_mutated_lines)
{
    static const char *logs = "tests/spark/logs/v4";
    static const char pool[] = " \t\"\\{}[],:0123456789-+.eEntfu\x01\x7f\x80\xc3";
    static const char *snippets[] = {"\"Stage ID\":1,", "\"Index\":3,", "\"Update\":\"12\",", "\"ID\":7,",
                                     "\"Task Metrics\":null,", "\"Reason\":\"Success\",", "\"x\":[1,{}],",
                                     "1.5", "-0", "\"\\u0041\"", "null", "\"Failed\":true,", "99999999999999999999",
                                     "123456789012345678", "1234567890123456789", "00", "-", "12345678", "0.5", "1e3"};
    ctx c;
    ctx_init(&c);
    sdx_loglist list;
    sdx_error err;
    if (sdx_logs_scan(logs, &list, &err) < 0)
        SKIP("tests/spark/logs/v4 not readable");
    /* a sample of real lines */
    char **lines = NULL;
    size_t nlines = 0, cap = 0;
    for (size_t i = 0; i < list.n && nlines < 400; i++) {
        sdx_lines *r;
        if (sdx_lines_open(&list.logs[i], &r, &err) < 0)
            continue;
        const char *line;
        size_t len;
        int taken = 0;
        while (sdx_lines_next(r, &line, &len, &err) == 1 && taken < 12)
            if ((memcmp(line, SDX_TASK_END_PREFIX, sizeof SDX_TASK_END_PREFIX - 1) == 0 || (taken % 3 == 0 && is_start(line, len))) &&
                len < 60000) {
                if (nlines == cap) {
                    cap = cap ? 2 * cap : 64;
                    lines = realloc(lines, cap * sizeof *lines);
                }
                lines[nlines++] = strndup(line, len);
                taken++;
            }
        sdx_lines_close(r);
    }
    sdx_loglist_free(&list);
    CHECK(nlines >= 100);
    uint64_t seed = 42;
    char *buf = malloc(70000);
    long mutants = 0;
    for (size_t i = 0; i < nlines; i++) {
        size_t len = strlen(lines[i]);
        for (int m = 0; m < 60; m++) {
            memcpy(buf, lines[i], len);
            size_t n = len;
            int edits = 1 + (int)(rng_next(&seed) % 3);
            for (int e = 0; e < edits; e++) {
                /* past the fixed prefix most of the time, so the fast path runs */
                size_t pos = n > 40 && rng_next(&seed) % 8 ? 32 + rng_next(&seed) % (n - 32) : rng_next(&seed) % n;
                switch (rng_next(&seed) % 5) {
                case 0: buf[pos] = pool[rng_next(&seed) % (sizeof pool - 1)]; break;
                case 1:   /* delete */
                    memmove(buf + pos, buf + pos + 1, n - pos - 1);
                    n--;
                    break;
                case 2:   /* insert */
                    memmove(buf + pos + 1, buf + pos, n - pos);
                    buf[pos] = pool[rng_next(&seed) % (sizeof pool - 1)];
                    n++;
                    break;
                default: {   /* a snippet */
                    const char *s = snippets[rng_next(&seed) % (sizeof snippets / sizeof snippets[0])];
                    size_t sl = strlen(s);
                    memmove(buf + pos + sl, buf + pos, n - pos);
                    memcpy(buf + pos, s, sl);
                    n += sl;
                    break;
                }
                }
                if (n < 2 || n > 69000)
                    break;
            }
            mutants++;
            compare_line(&c, buf, n, "mutant");
        }
    }
    printf("# %ld mutants of %zu lines: %ld taken by the fast path, %ld without accumulables, %ld mismatches\n",
           mutants, nlines, c.fast, c.fast_skip, c.mismatches);
    if (c.mismatches)
        t_fail(__FILE__, __LINE__, "%ld mismatches; first: %s", c.mismatches, c.first_mismatch);
    CHECK(c.fast > 0 && c.fast < mutants);   /* some mutants stay in the common shape, most do not */
    /* Every proper prefix of 40 lines, each in a buffer of exactly its size
     * (so ASan sees a read past the end): never taken, never read beyond. */
    long cuts = 0, cut_taken = 0;
    for (size_t i = 0; i < nlines && i < 40; i++) {
        size_t len = strlen(lines[i]);
        for (size_t k = 1; k < len; k++) {
            char *cut = malloc(k);
            memcpy(cut, lines[i], k);
            sdx_task_end_ev *o = &c.b;
            cut_taken += is_start(lines[i], len) ? sdx_ev_task_start_fast(cut, k, &c.in, o)
                                                 : sdx_ev_task_end_fast(cut, k, &c.in, o);
            c.s.skip_acc = 1;
            cut_taken += is_start(lines[i], len) ? sdx_ev_task_start_fast(cut, k, &c.in, &c.s)
                                                 : sdx_ev_task_end_fast(cut, k, &c.in, &c.s);
            cuts++;
            free(cut);
        }
    }
    printf("# %ld cut lines, %ld taken by the fast path\n", cuts, cut_taken);
    CHECK(cuts > 10000);
    CHECK_EQ_INT(cut_taken, 0);
    for (size_t i = 0; i < nlines; i++)
        free(lines[i]);
    free(lines);
    free(buf);
    ctx_free(&c);
}
