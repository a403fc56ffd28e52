/*
 * gen_biglog.c: builds a large, valid Spark event log by scaling a real one.
 *
 * The template log is split into header (events before the first JobStart /
 * SQLExecutionStart), body (the jobs) and footer (ApplicationEnd). The body is
 * replayed in "rounds" with fresh job, stage, RDD, task, accumulator and SQL
 * execution ids and times shifted past the previous round; each task event can
 * also be multiplied K times (fresh task ids and indices, "Number of Tasks"
 * scaled) and run on E times the executors. Task durations, start times and
 * metrics get a seeded, deterministic jitter. Usage: bench/README.md, --help.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>

enum kind {
    K_JOB = 1, K_STAGE, K_RDD, K_TASK, K_TINDEX, K_NTASKS, K_ACCUM, K_SQLEXEC, K_SQLEXEC_STR,
    K_TIME, K_TLAUNCH, K_TFINISH, K_METRIC, K_EXEC_STR
};

typedef struct {
    uint32_t start, end;  /* byte range in the line replaced by the new value */
    uint8_t kind;
    int64_t v;            /* original value */
    int64_t launch;       /* K_TFINISH: the task's original launch time */
} patch;

/* what the template says about one task (from its TaskEnd), for the jitter */
typedef struct {
    int64_t launch, finish;
    int jitter;           /* 0 when the task has a Getting Result Time or no finish */
} task_times;

typedef struct {
    const char *s;
    uint32_t len;
    int part;             /* 0 header, 1 body, 2 footer */
    int is_task;          /* TaskStart / TaskGettingResult / TaskEnd: replicated K times */
    int is_task_end;
    int is_exec_decl;     /* header ExecutorAdded / BlockManagerAdded of a numbered executor */
    int64_t tid;          /* task lines: the template's task id */
    patch *p;
    uint32_t np;
} tline;

static const char *TIME_KEYS[] = {"Submission Time", "Completion Time", "Launch Time", "Finish Time",
                                  "Getting Result Time", "Timestamp", "time", NULL};

static int is_time_key(const char *k)
{
    for (int i = 0; TIME_KEYS[i]; i++)
        if (!strcmp(k, TIME_KEYS[i]))
            return 1;
    return 0;
}

static void die(const char *fmt, const char *a)
{
    fprintf(stderr, "gen_biglog: ");
    fprintf(stderr, fmt, a);
    fputc('\n', stderr);
    exit(1);
}

static int event_is(const char *s, uint32_t len, const char *name)
{
    /* every Spark event line starts with {"Event":"<name>" */
    size_t nl = strlen(name);
    return len > 10 + nl && !memcmp(s, "{\"Event\":\"", 10) && !memcmp(s + 10, name, nl) && s[10 + nl] == '"';
}

/* ---- per-line JSON scan: find the numbers to rewrite ------------------- */

#define MAXD 64
typedef struct {
    char type;          /* '{' or '[' */
    char key[64];       /* key under which this container sits; "[]" for array elements */
    char cur[64];       /* objects: key of the current member */
    int idx;            /* arrays: index of the current element */
} frame;

typedef struct {
    frame f[MAXD];
    int d;
    patch *p;
    uint32_t np, cap;
    int64_t launch;     /* Launch Time seen in this line's Task Info */
    int in_metrics;     /* depth of "Task Metrics" frame + 1, 0 = outside */
} scanner;

static void add_patch(scanner *sc, uint32_t a, uint32_t b, int kind, int64_t v)
{
    if (sc->np == sc->cap) {
        sc->cap = sc->cap ? sc->cap * 2 : 16;
        sc->p = realloc(sc->p, sc->cap * sizeof(patch));
    }
    sc->p[sc->np++] = (patch){a, b, (uint8_t)kind, v, 0};
}

/* key names for the value about to be parsed: own key k, parent p1, p2, p3 */
static const char *keyat(scanner *sc, int up)
{
    /* up = 0: own key (member key or "[]"); up = n: key of the n-th enclosing container */
    if (up == 0) {
        frame *f = &sc->f[sc->d - 1];
        return f->type == '{' ? f->cur : "[]";
    }
    int i = sc->d - up;
    return i >= 0 ? sc->f[i].key : "";
}

static int classify_num(scanner *sc, int64_t v)
{
    const char *k = keyat(sc, 0), *p1 = keyat(sc, 1), *p2 = keyat(sc, 2), *p3 = keyat(sc, 3);
    if (!strcmp(k, "Job ID"))
        return K_JOB;
    if (!strcmp(k, "Stage ID"))
        return K_STAGE;
    if (!strcmp(k, "[]") && !strcmp(p1, "Stage IDs"))
        return K_STAGE;
    if (!strcmp(k, "[]") && !strcmp(p1, "Parent IDs"))
        return (!strcmp(p2, "[]") && !strcmp(p3, "RDD Info")) ? K_RDD : K_STAGE;
    if (!strcmp(k, "RDD ID"))
        return K_RDD;
    if (!strcmp(k, "Task ID"))
        return K_TASK;
    if ((!strcmp(k, "Index") || !strcmp(k, "Partition ID")) && !strcmp(p1, "Task Info"))
        return K_TINDEX;
    if (!strcmp(k, "Number of Tasks") || !strcmp(k, "Number of Partitions"))
        return K_NTASKS;
    if (!strcmp(k, "ID") && !strcmp(p1, "[]") && !strcmp(p2, "Accumulables"))
        return K_ACCUM;
    if (!strcmp(k, "accumulatorId"))
        return K_ACCUM;
    if (!strcmp(k, "[]") && !strcmp(p1, "[]") && !strcmp(p2, "accumUpdates") && sc->f[sc->d - 1].idx == 0)
        return K_ACCUM;
    if (!strcmp(k, "executionId") || !strcmp(k, "rootExecutionId"))
        return K_SQLEXEC;
    if (is_time_key(k) && v >= 100000000000LL) {
        if (!strcmp(k, "Launch Time") && !strcmp(p1, "Task Info")) {
            sc->launch = v;
            return K_TLAUNCH;
        }
        if (!strcmp(k, "Finish Time") && !strcmp(p1, "Task Info"))
            return K_TFINISH;
        return K_TIME;
    }
    if (sc->in_metrics && sc->d >= sc->in_metrics)
        return K_METRIC;
    if (!strcmp(k, "Update") && !strcmp(p1, "[]") && !strcmp(p2, "Accumulables") && !strcmp(p3, "Task Info"))
        return K_METRIC;   /* a task's accumulator update = its metric value */
    return 0;
}

static void push(scanner *sc, char type)
{
    if (sc->d == MAXD)
        die("%s", "JSON nested too deeply");
    char k[64] = "";
    if (sc->d)
        snprintf(k, sizeof k, "%s", keyat(sc, 0));
    frame *f = &sc->f[sc->d++];
    f->type = type;
    memcpy(f->key, k, sizeof k);
    f->cur[0] = 0;
    f->idx = 0;
    if (!sc->in_metrics && !strcmp(k, "Task Metrics"))
        sc->in_metrics = sc->d;
}

static void pop(scanner *sc)
{
    if (sc->in_metrics == sc->d)
        sc->in_metrics = 0;
    sc->d--;
}

/* Scan one line; collect patches. Not a validating parser: the template is a
 * real Spark log. */
static void scan_line(tline *t)
{
    scanner sc = {0};
    const char *s = t->s;
    uint32_t n = t->len, i = 0;
    int expect_key = 0;
    while (i < n) {
        char c = s[i];
        if (c == '{' || c == '[') {
            push(&sc, c);
            expect_key = (c == '{');
            i++;
        } else if (c == '}' || c == ']') {
            pop(&sc);
            i++;
        } else if (c == ',') {
            if (sc.d && sc.f[sc.d - 1].type == '[')
                sc.f[sc.d - 1].idx++;
            else
                expect_key = 1;
            i++;
        } else if (c == ':') {
            expect_key = 0;
            i++;
        } else if (c == '"') {
            uint32_t a = ++i;
            while (i < n && s[i] != '"')
                i += (s[i] == '\\') ? 2 : 1;
            uint32_t b = i++;
            if (expect_key && sc.d && sc.f[sc.d - 1].type == '{') {
                uint32_t l = b - a < 63 ? b - a : 63;
                memcpy(sc.f[sc.d - 1].cur, s + a, l);
                sc.f[sc.d - 1].cur[l] = 0;
            } else if (sc.d && sc.f[sc.d - 1].type == '{' && b > a) {
                const char *k = sc.f[sc.d - 1].cur, *p1 = keyat(&sc, 1);
                int kind = 0;
                if (!strcmp(k, "spark.sql.execution.id") || !strcmp(k, "spark.sql.execution.root.id"))
                    kind = K_SQLEXEC_STR;
                /* numbered executor of a task, an ExecutorAdded or a BlockManagerAdded */
                else if (!strcmp(k, "Executor ID") &&
                         (!strcmp(p1, "Task Info") || !strcmp(p1, "Block Manager ID") ||
                          (sc.d == 1 && event_is(s, n, "SparkListenerExecutorAdded"))))
                    kind = K_EXEC_STR;
                int64_t v = 0;
                uint32_t j;
                for (j = a; j < b && j - a < 18 && s[j] >= '0' && s[j] <= '9'; j++)
                    v = v * 10 + (s[j] - '0');
                if (kind && j == b)
                    add_patch(&sc, a, b, kind, v);
            }
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            uint32_t a = i;
            int neg = (c == '-');
            if (neg)
                i++;
            int64_t v = 0;
            int integral = 1;
            while (i < n && s[i] >= '0' && s[i] <= '9')
                v = v * 10 + (s[i++] - '0');
            while (i < n && (s[i] == '.' || s[i] == 'e' || s[i] == 'E' || s[i] == '+' || s[i] == '-' ||
                             (s[i] >= '0' && s[i] <= '9'))) {
                integral = 0;
                i++;
            }
            if (integral && sc.d) {
                if (neg)
                    v = -v;
                int k = classify_num(&sc, v);
                if (k == K_METRIC && v <= 0)
                    k = 0;
                if (k && (k == K_METRIC || k == K_TIME || k == K_TLAUNCH || k == K_TFINISH || v >= 0))
                    add_patch(&sc, a, i, k, v);
            }
        } else {
            i++;   /* whitespace, true/false/null letters */
        }
    }
    for (uint32_t j = 0; j < sc.np; j++)
        if (sc.p[j].kind == K_TFINISH)
            sc.p[j].launch = sc.launch;
    t->p = sc.p;
    t->np = sc.np;
}

/* ---- output ------------------------------------------------------------- */

static int out_fd = 1;
static char *obuf;
static size_t olen;
#define OCAP (8u << 20)
static uint64_t total_bytes;

static void oflush(void)
{
    size_t off = 0;
    while (off < olen) {
        ssize_t w = write(out_fd, obuf + off, olen - off);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            die("write: %s", strerror(errno));
        }
        off += (size_t)w;
    }
    total_bytes += olen;
    olen = 0;
}

static inline void oput(const char *p, size_t n)
{
    if (olen + n > OCAP)
        oflush();
    if (n > OCAP) {
        while (n) {
            size_t c = n < OCAP ? n : OCAP;
            memcpy(obuf, p, c);
            olen = c;
            oflush();
            p += c;
            n -= c;
        }
        return;
    }
    memcpy(obuf + olen, p, n);
    olen += n;
}

static inline void oint(int64_t v)
{
    char b[24];
    int i = 24;
    uint64_t u = v < 0 ? (uint64_t)(-v) : (uint64_t)v;
    do {
        b[--i] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        b[--i] = '-';
    oput(b + i, (size_t)(24 - i));
}

static inline uint64_t splitmix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

typedef struct {
    int64_t job, stage, rdd, accum, sqlexec, task;  /* id space per round (max id + 1) */
    int64_t span;                                   /* time shift per round (ms) */
    int64_t k;                                      /* task multiplier */
    int64_t nexec;                                  /* executor multiplier */
    uint64_t seed;
    int jitter;                                     /* 0: no duration/metric jitter */
    task_times *tt;                                 /* by template task id */
} params;

static inline double unit(uint64_t x) { return (double)(x >> 11) * (1.0 / 9007199254740992.0); }

/* r = round, k = copy of a task line (or replica of an executor declaration) */
static void emit_line(const tline *t, const params *P, int64_t r, int64_t k)
{
    /* Per task: duration scale f in [0.6, 1] and a launch delay that keeps the
     * shortened task inside its original [launch, finish] window; derived from
     * the seed and the new task id, so TaskStart and TaskEnd agree. */
    double f = 1.0;
    int64_t delay = 0;
    if (t->is_task && P->jitter && t->tid >= 0 && P->tt[t->tid].jitter) {
        const task_times *tt = &P->tt[t->tid];
        uint64_t tid = (uint64_t)(r * P->task * P->k + t->tid * P->k + k);
        f = 0.6 + 0.4 * unit(splitmix64(P->seed ^ tid));
        int64_t dur = tt->finish - tt->launch;
        delay = (int64_t)((double)dur * (1.0 - f) * unit(splitmix64(P->seed ^ tid ^ 0x5851F42D4C957F2DULL)));
    }
    int64_t e = t->is_exec_decl ? k : k % P->nexec;
    uint32_t pos = 0;
    for (uint32_t j = 0; j < t->np; j++) {
        const patch *p = &t->p[j];
        oput(t->s + pos, p->start - pos);
        pos = p->end;
        int64_t v = p->v;
        switch (p->kind) {
        case K_JOB: v += r * P->job; break;
        case K_STAGE: v += r * P->stage; break;
        case K_RDD: v += r * P->rdd; break;
        case K_ACCUM: v += r * P->accum; break;
        case K_SQLEXEC: case K_SQLEXEC_STR: v += r * P->sqlexec; break;
        case K_TASK: v = r * P->task * P->k + v * P->k + k; break;
        case K_TINDEX: v = v * P->k + k; break;
        case K_NTASKS: v *= P->k; break;
        case K_TIME: v += r * P->span; break;
        case K_TLAUNCH: v += delay + r * P->span; break;
        case K_TFINISH:
            if (p->launch > 0 && v >= p->launch)
                v = p->launch + delay + (int64_t)((double)(v - p->launch) * f);
            v += r * P->span;
            break;
        case K_METRIC: v = (int64_t)((double)v * f); break;
        case K_EXEC_STR: v = v * P->nexec + e; break;
        }
        oint(v);
    }
    oput(t->s + pos, t->len - pos);
    oput("\n", 1);
}

static const char HELP[] =
    "usage: gen_biglog -t TEMPLATE [-o OUT|-] [--bytes N[KMG]] [--tasks N] [-k K] [--seed S]\n"
    "                  [-e E] [--no-jitter]\n"
    "Replays TEMPLATE's jobs in rounds (fresh ids, shifted times) until the output has\n"
    "at least --bytes uncompressed bytes and at least --tasks task attempts (TaskStart+\n"
    "TaskEnd pairs). -k K multiplies every stage's tasks by K. -e E declares every numbered\n"
    "executor of the template E times (ids n*E..n*E+E-1) and runs copy c of a task on\n"
    "executor n*E + c%E. Task durations and metrics are scaled by a factor in [0.6, 1] and\n"
    "the task is placed at a random point of its original time window, both drawn from\n"
    "the seed and the task id (--no-jitter: keep them); one round with -k 1 -e 1\n"
    "--no-jitter reproduces the template.\n";

static int64_t parse_size(const char *s)
{
    char *e;
    double v = strtod(s, &e);
    if (*e == 'k' || *e == 'K')
        v *= 1e3;
    else if (*e == 'm' || *e == 'M')
        v *= 1e6;
    else if (*e == 'g' || *e == 'G')
        v *= 1e9;
    return (int64_t)v;
}


int main(int argc, char **argv)
{
    const char *tpl = NULL, *out = "-";
    int64_t want_bytes = 0, want_tasks = 0, K = 1, E = 1;
    uint64_t seed = 42;
    int jitter = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-t") && i + 1 < argc)
            tpl = argv[++i];
        else if (!strcmp(argv[i], "-o") && i + 1 < argc)
            out = argv[++i];
        else if (!strcmp(argv[i], "--bytes") && i + 1 < argc)
            want_bytes = parse_size(argv[++i]);
        else if (!strcmp(argv[i], "--tasks") && i + 1 < argc)
            want_tasks = parse_size(argv[++i]);
        else if (!strcmp(argv[i], "-k") && i + 1 < argc)
            K = atoll(argv[++i]);
        else if (!strcmp(argv[i], "-e") && i + 1 < argc)
            E = atoll(argv[++i]);
        else if (!strcmp(argv[i], "--no-jitter"))
            jitter = 0;
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 0);
        else {
            fputs(HELP, !strcmp(argv[i], "--help") ? stdout : stderr);
            return !strcmp(argv[i], "--help") ? 0 : 2;
        }
    }
    if (!tpl || K < 1 || E < 1) {
        fputs(HELP, stderr);
        return 2;
    }

    /* load template */
    FILE *f = fopen(tpl, "rb");
    if (!f)
        die("cannot open %s", tpl);
    fseek(f, 0, SEEK_END);
    long sz = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)sz + 1);
    if (fread(buf, 1, (size_t)sz, f) != (size_t)sz)
        die("cannot read %s", tpl);
    fclose(f);
    buf[sz] = 0;

    tline *L = NULL;
    size_t nl = 0, cap = 0;
    for (char *p = buf; p < buf + sz;) {
        char *e = memchr(p, '\n', (size_t)(buf + sz - p));
        if (!e)
            e = buf + sz;
        uint32_t len = (uint32_t)(e - p);
        if (len && p[len - 1] == '\r')
            len--;
        if (len) {
            if (nl == cap)
                L = realloc(L, (cap = cap ? cap * 2 : 256) * sizeof *L);
            L[nl++] = (tline){.s = p, .len = len};
        }
        p = e + 1;
    }
    /* parts: header until first JobStart/SQLExecutionStart; footer = trailing ApplicationEnd */
    size_t body0 = nl, body1 = nl;
    for (size_t i = 0; i < nl; i++)
        if (event_is(L[i].s, L[i].len, "SparkListenerJobStart") ||
            event_is(L[i].s, L[i].len, "org.apache.spark.sql.execution.ui.SparkListenerSQLExecutionStart")) {
            body0 = i;
            break;
        }
    while (body1 > body0 && event_is(L[body1 - 1].s, L[body1 - 1].len, "SparkListenerApplicationEnd"))
        body1--;
    if (body0 >= body1)
        die("%s: no jobs to replicate", tpl);

    params P = {.k = K, .nexec = E, .seed = seed, .jitter = jitter};
    int64_t tmin = INT64_MAX, tmax = INT64_MIN, tasks_per_round = 0;
    for (size_t i = 0; i < nl; i++) {
        tline *t = &L[i];
        t->part = i < body0 ? 0 : i < body1 ? 1 : 2;
        t->is_task = event_is(t->s, t->len, "SparkListenerTaskStart") ||
                     event_is(t->s, t->len, "SparkListenerTaskGettingResult") ||
                     event_is(t->s, t->len, "SparkListenerTaskEnd");
        t->is_task_end = event_is(t->s, t->len, "SparkListenerTaskEnd");
        scan_line(t);
        t->tid = -1;
        for (uint32_t j = 0; j < t->np; j++) {
            if (t->p[j].kind == K_TASK && t->is_task)
                t->tid = t->p[j].v;
            if (t->p[j].kind == K_EXEC_STR && t->part == 0)
                t->is_exec_decl = 1;
        }
        if (t->part != 1)
            continue;
        if (t->is_task_end)
            tasks_per_round += K;
        for (uint32_t j = 0; j < t->np; j++) {
            const patch *p = &t->p[j];
            int64_t *slot = NULL;
            switch (p->kind) {
            case K_JOB: slot = &P.job; break;
            case K_STAGE: slot = &P.stage; break;
            case K_RDD: slot = &P.rdd; break;
            case K_ACCUM: slot = &P.accum; break;
            case K_SQLEXEC: case K_SQLEXEC_STR: slot = &P.sqlexec; break;
            case K_TASK: slot = &P.task; break;
            case K_TIME: case K_TFINISH:
                if (p->v < tmin) tmin = p->v;
                if (p->v > tmax) tmax = p->v;
                break;
            }
            if (slot && p->v + 1 > *slot)
                *slot = p->v + 1;
        }
    }
    P.span = (tmax >= tmin ? tmax - tmin : 0) + 1000;
    /* template task times, from the TaskEnds */
    P.tt = calloc((size_t)P.task + 1, sizeof *P.tt);
    for (size_t i = body0; i < body1; i++) {
        const tline *t = &L[i];
        if (!t->is_task_end || t->tid < 0)
            continue;
        task_times *tt = &P.tt[t->tid];
        int ok = 1;
        tt->launch = tt->finish = -1;
        for (uint32_t j = 0; j < t->np; j++) {
            if (t->p[j].kind == K_TLAUNCH)
                tt->launch = t->p[j].v;
            else if (t->p[j].kind == K_TFINISH)
                tt->finish = t->p[j].v;
        }
        /* a Getting Result Time is a K_TIME inside Task Info; keep such tasks as they are */
        if (memmem(t->s, t->len, "\"Getting Result Time\":0,", 24) == NULL)
            ok = 0;
        tt->jitter = ok && tt->launch > 0 && tt->finish >= tt->launch;
    }

    obuf = malloc(OCAP);
    if (strcmp(out, "-")) {
        out_fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (out_fd < 0)
            die("cannot create %s", out);
    }
    for (size_t i = 0; i < body0; i++)
        for (int64_t e = 0; e < (L[i].is_exec_decl ? E : 1); e++)
            emit_line(&L[i], &P, 0, e);
    int64_t r = 0;
    do {
        for (size_t i = body0; i < body1; i++) {
            int64_t copies = L[i].is_task ? K : 1;
            for (int64_t k = 0; k < copies; k++)
                emit_line(&L[i], &P, r, k);
        }
        r++;
    } while ((int64_t)(total_bytes + olen) < want_bytes || r * tasks_per_round < want_tasks);
    for (size_t i = body1; i < nl; i++)
        emit_line(&L[i], &P, r - 1, 0);
    oflush();
    if (out_fd != 1 && close(out_fd) < 0)
        die("close: %s", strerror(errno));
    fprintf(stderr,
            "gen_biglog: %s x %" PRId64 " rounds, k=%" PRId64 ", seed=%" PRIu64 ": %" PRIu64 " bytes, %" PRId64
            " tasks, %" PRId64 " jobs, %" PRId64 " stages\n",
            tpl, r, K, seed, total_bytes, r * tasks_per_round, r * P.job, r * P.stage);
    return 0;
}
