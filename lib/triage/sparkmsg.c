/*
 * sparkmsg.c: the message-format parsers of sparkmsg.h. Each recognises one
 * printed format with byte-level matching (no regex library): the formats
 * are fixed strings from Spark's TaskSetManager / DAGScheduler /
 * TaskEndReason.toErrorString, Throwable.printStackTrace, Python's
 * traceback module and IPython, YARN's ContainerExitStatus diagnostics and
 * Spark's Kubernetes ExecutorPodsLifecycleManager.
 */
#include "triage/sparkmsg.h"

#include <stdio.h>
#include <string.h>

void tg_task_clear(tg_task *t)
{
    t->task = t->task_att = t->stage = t->stage_att = -1;
    t->tid = -1;
    t->host = tg_sv_make(NULL, 0);
    t->executor = tg_sv_make(NULL, 0);
    t->dup = -1;
}

static int at_word(const char *s, size_t n, size_t i, const char *w)
{
    size_t m = strlen(w);
    return i + m <= n && memcmp(s + i, w, m) == 0;
}

static int parse_i32(const char *s, size_t n, size_t *i, int32_t *out)
{
    uint64_t v;
    if (!tg_parse_u64(s, n, i, &v))
        return 0;
    *out = v > INT32_MAX ? INT32_MAX : (int32_t)v;
    return 1;
}

/* "X.Y" */
static int parse_pair(const char *s, size_t n, size_t *i, int32_t *a, int32_t *b)
{
    size_t k = *i;
    if (!parse_i32(s, n, &k, a))
        return 0;
    if (k < n && s[k] == '.' && k + 1 < n && tg_is_digit((unsigned char)s[k + 1])) {
        k++;
        parse_i32(s, n, &k, b);
    } else {
        *b = -1;
    }
    *i = k;
    return 1;
}

/* Find c in s[i..n) not crossing stop (0 = none); index or n. */
static size_t find_char(const char *s, size_t n, size_t i, char c)
{
    const char *p = i < n ? memchr(s + i, c, n - i) : NULL;
    return p ? (size_t)(p - s) : n;
}

static int lost_task_strict(tg_sv s, tg_task *t, tg_sv *reason)
{
    long at = tg_find(s, "Lost task ");
    if (at < 0)
        return 0;
    const char *p = s.p;
    size_t n = s.n, i = (size_t)at + 10;
    tg_task r;
    tg_task_clear(&r);
    if (!parse_pair(p, n, &i, &r.task, &r.task_att))
        return 0;
    if (!at_word(p, n, i, " in stage "))
        return 0;
    i += 10;
    if (!parse_pair(p, n, &i, &r.stage, &r.stage_att))
        return 0;
    if (at_word(p, n, i, ": ") && i + 2 < n && tg_is_upper((unsigned char)p[i + 2])) {
        /* "Lost task 110.0 in stage 68.0: ExecutorLostFailure (...)": a
         * post that left the parenthesis out */
        *t = r;
        *reason = tg_trim(tg_sv_make(p + i + 2, n - i - 2));
        return 1;
    }
    if (!at_word(p, n, i, " (TID "))
        return 0;
    i += 6;
    uint64_t tid;
    if (!tg_parse_u64(p, n, &i, &tid))
        return 0;
    r.tid = (int64_t)tid;
    if (i < n && p[i] == ')') {
        i++;
        if (at_word(p, n, i, " (")) {
            /* 3.x: "(TID 10) (host executor 7)" */
            size_t e = find_char(p, n, i + 2, ')');
            if (e < n) {
                tg_sv in = {p + i + 2, e - i - 2};
                long ex = -1;
                for (long k = (long)in.n - 10; k >= 0; k--)
                    if (memcmp(in.p + k, " executor ", 10) == 0) {
                        ex = k;
                        break;
                    }
                if (ex >= 0) {
                    r.host = tg_sv_make(in.p, (size_t)ex);
                    r.executor = tg_sv_make(in.p + ex + 10, in.n - (size_t)ex - 10);
                } else {
                    r.host = in;
                }
                i = e + 1;
            }
        }
    } else if (i < n && p[i] == ',') {
        /* 1.6: "(TID 7, host)"; 2.x: "(TID 7, host, executor 5)" */
        i++;
        while (i < n && p[i] == ' ')
            i++;
        size_t hs = i;
        while (i < n && p[i] != ',' && p[i] != ')')
            i++;
        r.host = tg_sv_make(p + hs, i - hs);
        if (i < n && p[i] == ',') {
            i++;
            while (i < n && p[i] == ' ')
                i++;
            if (at_word(p, n, i, "executor ")) {
                i += 9;
                size_t es = i;
                while (i < n && p[i] != ')')
                    i++;
                r.executor = tg_sv_make(p + es, i - es);
            }
            while (i < n && p[i] != ')')
                i++;
        }
        if (i < n && p[i] == ')')
            i++;
    } else {
        return 0;
    }
    tg_sv rs = {p + n, 0};
    size_t sp = i;
    while (sp < n && p[sp] == ' ')
        sp++;
    if (at_word(p, n, i, ": ")) {
        rs = tg_sv_make(p + i + 2, n - i - 2);
    } else if (at_word(p, n, i, ":")) {
        rs = tg_sv_make(p + i + 1, n - i - 1);
    } else if (sp > i && (at_word(p, n, sp, "ExecutorLostFailure") || at_word(p, n, sp, "FetchFailed("))) {
        /* a paste that left the colon out: "(TID 12007)  ExecutorLostFailure (...)" */
        rs = tg_sv_make(p + sp, n - sp);
    } else if (at_word(p, n, i, " on ")) {
        /* repeat form: 2.x "on host, executor 5: Cls (msg) [duplicate 1]",
         * 1.6 "on executor host: Cls (msg) [duplicate 1]" */
        i += 4;
        if (at_word(p, n, i, "executor ")) {
            i += 9;
            size_t hs = i;
            while (i < n && !at_word(p, n, i, ": "))
                i++;
            r.host = tg_sv_make(p + hs, i - hs);
            if (i >= n) {
                /* no host before the reason ("on executor org.x.SparkException (msg)
                 * [duplicate 1]"): the reason starts where the host would be */
                tg_exc e;
                long par = tg_find(r.host, " (");
                if (par > 0 && tg_parse_exc(tg_sv_make(r.host.p, (size_t)par), &e, 1)) {
                    rs = r.host;
                    r.host = tg_sv_make(p + hs, 0);
                }
            }
        } else {
            size_t hs = i;
            while (i < n && !at_word(p, n, i, ", executor ") && !at_word(p, n, i, ": "))
                i++;
            r.host = tg_sv_make(p + hs, i - hs);
            if (at_word(p, n, i, ", executor ")) {
                i += 11;
                size_t es = i;
                while (i < n && !at_word(p, n, i, ": "))
                    i++;
                r.executor = tg_sv_make(p + es, i - es);
            }
        }
        if (at_word(p, n, i, ": "))
            rs = tg_sv_make(p + i + 2, n - i - 2);
        long d = tg_find(rs, "[duplicate ");
        if (d >= 0) {
            size_t k = (size_t)d + 11;
            uint64_t dv;
            if (tg_parse_u64(rs.p, rs.n, &k, &dv))
                r.dup = (int64_t)dv;
            rs.n = (size_t)d;
        }
    }
    r.host = tg_trim(r.host);
    r.executor = tg_trim(r.executor);
    *t = r;
    *reason = tg_trim(rs);
    return 1;
}

/* A "Lost task" whose context a paste damaged ("Lost task 1.3 in s16.0.178,
 * executor 3): java.lang.ArithmeticException: / by zero": the task, the
 * stage of "Task N in stage S failed" before it, the executor when its
 * ", executor N)" survived, and the reason after the closing "): ". */
static int lost_task_damaged(tg_sv s, tg_task *t, tg_sv *reason)
{
    long at = tg_find(s, "Lost task ");
    if (at < 0)
        return 0;
    size_t i = (size_t)at + 10;
    tg_task r;
    tg_task_clear(&r);
    if (!parse_pair(s.p, s.n, &i, &r.task, &r.task_att))
        return 0;
    if (at_word(s.p, s.n, i, " in stage ")) {
        i += 10;
        parse_pair(s.p, s.n, &i, &r.stage, &r.stage_att);
        if (at_word(s.p, s.n, i, " (TID ")) {
            size_t k = i + 6;
            uint64_t tid;
            if (tg_parse_u64(s.p, s.n, &k, &tid))
                r.tid = (int64_t)tid;
        }
    }
    size_t lim = s.n - i < 200 ? s.n - i : 200;
    long close = tg_find(tg_sv_make(s.p + i, lim), "): ");
    if (close < 0)
        return 0;
    tg_sv ctx = {s.p + i, (size_t)close};
    if (memchr(ctx.p, ':', ctx.n))
        return 0; /* a reason already began: not a context */
    long ex = -1;
    for (long k = (long)ctx.n - 9; k >= 0; k--)
        if (memcmp(ctx.p + k, "executor ", 9) == 0) {
            ex = k;
            break;
        }
    if (ex >= 0)
        r.executor = tg_trim(tg_sv_make(ctx.p + ex + 9, ctx.n - (size_t)ex - 9));
    long st = r.stage < 0 ? tg_find(tg_sv_make(s.p, (size_t)at), " in stage ") : -1;
    if (st >= 0) {
        size_t k = (size_t)st + 10;
        parse_pair(s.p, (size_t)at, &k, &r.stage, &r.stage_att);
    }
    size_t rs = i + (size_t)close + 3;
    *t = r;
    *reason = tg_trim(tg_sv_make(s.p + rs, s.n - rs));
    return 1;
}

int tg_parse_lost_task(tg_sv s, tg_task *t, tg_sv *reason)
{
    return lost_task_strict(s, t, reason) || lost_task_damaged(s, t, reason);
}

int tg_parse_task_ref(tg_sv s, tg_task *t)
{
    const char *p = s.p;
    size_t n = s.n;
    for (size_t i = 0; i + 6 < n; i++) {
        if ((p[i] != 't' && p[i] != 'T') || memcmp(p + i + 1, "ask ", 4) != 0)
            continue;
        if (i > 0 && tg_is_ident((unsigned char)p[i - 1]))
            continue;
        size_t k = i + 5;
        tg_task r;
        tg_task_clear(&r);
        if (!parse_pair(p, n, &k, &r.task, &r.task_att) || r.task_att < 0)
            continue;
        if (!at_word(p, n, k, " in stage "))
            continue;
        k += 10;
        if (!parse_pair(p, n, &k, &r.stage, &r.stage_att))
            continue;
        if (at_word(p, n, k, " (TID ")) {
            k += 6;
            uint64_t tid;
            if (tg_parse_u64(p, n, &k, &tid))
                r.tid = (int64_t)tid;
        }
        *t = r;
        return 1;
    }
    return 0;
}

int tg_parse_failed_times(tg_sv s, tg_task *t, int32_t *kout)
{
    const char *p = s.p;
    size_t n = s.n;
    long from = 0;
    for (;;) {
        tg_sv rest = {p + from, n - (size_t)from};
        long at = tg_find(rest, "Task ");
        if (at < 0)
            return 0;
        size_t i = (size_t)from + (size_t)at + 5;
        from = (long)i;
        tg_task r;
        tg_task_clear(&r);
        int32_t dummy = -1;
        if (!parse_pair(p, n, &i, &r.task, &dummy))
            continue;
        if (i < n && p[i] == ':' && dummy >= 0) {
            /* Spark 1.0 / 1.1: "Task 2.0:7 failed 4 times" (stage.attempt:index) */
            r.stage = r.task;
            r.stage_att = dummy;
            i++;
            if (!parse_i32(p, n, &i, &r.task))
                continue;
        } else {
            if (!at_word(p, n, i, " in stage "))
                continue;
            i += 10;
            if (!parse_pair(p, n, &i, &r.stage, &r.stage_att))
                continue;
        }
        if (!at_word(p, n, i, " failed "))
            continue;
        i += 8;
        int32_t k;
        if (!parse_i32(p, n, &i, &k))
            continue;
        if (!at_word(p, n, i, " time"))
            continue;
        *t = r;
        *kout = k;
        return 1;
    }
}

tg_sv tg_simple_name(tg_sv cls)
{
    size_t i = cls.n;
    while (i > 0 && cls.p[i - 1] != '.')
        i--;
    return tg_sv_make(cls.p + i, cls.n - i);
}

static int ends_with_kind(tg_sv simple)
{
    /* "Invalid": pyarrow's ArrowInvalid; "Iteration": Python's StopIteration and
     * StopAsyncIteration (with "Exit" and "Interrupt" the builtins not named *Error);
     * "InvalidToken": Hadoop's SecretManager$InvalidToken */
    static const char *const suf[] = {"Exception", "Error", "Throwable", "Failure", "Fault", "Exit",
                                      "Interrupt", "Invalid", "Iteration", NULL};
    if (tg_eq(simple, "InvalidToken"))
        return 1;
    /* the RAPIDS plugin's GPU / host memory retries: "SplitAndRetryOOM", "GpuRetryOOM" */
    if (simple.n > 4 && tg_ends(simple, "OOM") && tg_is_lower((unsigned char)simple.p[simple.n - 4]))
        return 1;
    for (int k = 0; suf[k]; k++)
        if (tg_ends(simple, suf[k]) && simple.n > strlen(suf[k]))
            return 1;
    return 0;
}

int tg_parse_exc(tg_sv s, tg_exc *e, int strict)
{
    memset(e, 0, sizeof *e);
    s = tg_trim(s);
    const char *p = s.p;
    size_t n = s.n, i = 0;
    if (at_word(p, n, 0, "Exception in thread \"")) {
        size_t q = find_char(p, n, 21, '"');
        if (q >= n)
            return 0;
        e->in_thread = 1;
        e->thread = tg_sv_make(p + 21, q - 21);
        i = q + 1;
        while (i < n && p[i] == ' ')
            i++;
        strict = 0;
    } else if (at_word(p, n, 0, "Caused by: ")) {
        e->caused_by = 1;
        i = 11;
        strict = 0;
    } else if (at_word(p, n, 0, "Suppressed: ")) {
        e->suppressed = 1;
        i = 12;
        strict = 0;
    } else if (at_word(p, n, 0, ": ") || (n > 1 && p[0] == ':' && p[1] != ':')) {
        e->py4j = 1;
        i = p[1] == ' ' ? 2 : 1;
        strict = 0;
    } else if (at_word(p, n, 0, "User class threw exception: ")) {
        e->user_class = 1;
        i = 28;
        strict = 0;
    }
    while (i < n && p[i] == ' ')
        i++;
    size_t cs = i;
    int segs = 0;
    while (i < n) {
        if (!(tg_is_alpha((unsigned char)p[i]) || p[i] == '_' || p[i] == '$'))
            return 0;
        while (i < n && tg_is_ident((unsigned char)p[i]))
            i++;
        segs++;
        if (i + 1 < n && p[i] == '.' && (tg_is_alpha((unsigned char)p[i + 1]) || p[i + 1] == '_')) {
            i++;
            continue;
        }
        break;
    }
    tg_sv cls = {p + cs, i - cs};
    if (!cls.n)
        return 0;
    /* Thrift's toString: "MetaException(message:Could not connect ...)" */
    if (i + 9 <= n && memcmp(p + i, "(message:", 9) == 0 && tg_ends(cls, "Exception")) {
        size_t end = n;
        if (end > i + 9 && p[end - 1] == ')')
            end--;
        e->cls = cls;
        e->msg = tg_trim(tg_sv_make(p + i + 9, end - i - 9));
        return 1;
    }
    /* an exception printed as "pkg.XException(its message)" (Hive's "with exception
     * 'org...HiveException(Failed to create Spark client ...)'") */
    if (i < n && p[i] == '(' && memchr(cls.p, '.', cls.n) && (tg_ends(cls, "Exception") || tg_ends(cls, "Error"))) {
        size_t end = n;
        while (end > i + 1 && (p[end - 1] == '\'' || p[end - 1] == '"' || p[end - 1] == ' '))
            end--;
        if (end > i + 2 && p[end - 1] == ')' && memchr(p + i + 1, ' ', end - i - 2)) {
            e->cls = cls;
            e->msg = tg_trim(tg_sv_make(p + i + 1, end - i - 2));
            return 1;
        }
    }
    /* Hadoop "RemoteException(java.io.IOException): ..." */
    if (i < n && p[i] == '(') {
        size_t q = find_char(p, n, i, ')');
        if (q < n && q - i < 200 && (q + 1 == n || p[q + 1] == ':')) {
            cls.n = q + 1 - cs;
            i = q + 1;
        }
    }
    tg_sv msg = {p + n, 0};
    int colon = 0;
    if (i == n) {
        /* bare class */
    } else if (p[i] == ':') {
        colon = 1;
        e->colon = 1;
        msg = tg_trim(tg_sv_make(p + i + 1, n - i - 1));
        /* the JVM's words when the handler for an uncaught exception threw in turn
         * ("Exception: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler
         * in thread "main""): the exception it names is the failure */
        long th = tg_find(msg, " thrown from the UncaughtExceptionHandler");
        if (tg_eq(cls, "Exception") && th > 0 && !memchr(msg.p, ' ', (size_t)th)) {
            cls = tg_sv_make(msg.p, (size_t)th);
            msg = tg_trim(tg_sv_make(msg.p + th, msg.n - (size_t)th));
        }
    } else {
        return 0;
    }
    tg_sv outer = cls; /* "RemoteException(x.YException)" is judged by its outer name */
    for (size_t k = 0; k < outer.n; k++)
        if (outer.p[k] == '(') {
            outer.n = k;
            break;
        }
    tg_sv simple = tg_simple_name(outer);
    if (!simple.n)
        return 0;
    /* a nested class is judged by its own name: Scala's package object
     * "errors.package$TreeNodeException", "SecretManager$InvalidToken" */
    for (size_t k = simple.n; k > 1; k--)
        if (simple.p[k - 1] == '$' && k < simple.n && tg_is_upper((unsigned char)simple.p[k])) {
            simple = tg_sv_make(simple.p + k, simple.n - k);
            break;
        }
    if (segs >= 2 && msg.n && tg_is_digit((unsigned char)msg.p[0]) &&
        (tg_eq(simple, "java") || tg_eq(simple, "scala") || tg_eq(simple, "py") || tg_eq(simple, "kt") ||
         tg_eq(simple, "R") || tg_eq(simple, "groovy")))
        return 0; /* a source file and its line ("NativeMethodAccessorImpl.java:0) failed in ..."), a
                   * frame's place a wrap put at the start of a line */
    if (segs == 1) {
        /* an all-caps word ("WARNING:toil.leader:", "ERROR:root:", "FAILED:"):
         * a log level or a label, never a class (classes are CapWords) */
        int lower = 0;
        for (size_t k = 0; k < simple.n; k++)
            lower |= tg_is_lower((unsigned char)simple.p[k]);
        if (!lower)
            return 0;
    }
    if (!tg_is_upper((unsigned char)simple.p[0]) && simple.p[0] != '_') {
        /* lower-case last segment: a package, a URL scheme, "at", ...; bare
         * (no message) it is a package or a class name cut off ("org.apache.spa") */
        if (strict || segs < 2 || !colon)
            return 0;
    }
    if (strict) {
        if (segs >= 2) {
            /* the bare base classes qualified ("java.lang.Exception: x" thrown as is) */
            int base = tg_eq(outer, "java.lang.Exception") || tg_eq(outer, "java.lang.Error") ||
                       tg_eq(outer, "java.lang.Throwable");
            if (!ends_with_kind(simple) && !base)
                return 0;
        } else {
            if (!colon || simple.n < 6 ||
                !(tg_ends(simple, "Error") || tg_ends(simple, "Exception") || tg_ends(simple, "Invalid") ||
                  tg_ends(simple, "Iteration") || tg_eq(simple, "InvalidToken")))
                return 0;
            /* CamelCase: another capital or lower-case letters before the suffix */
            int lower = 0;
            for (size_t k = 1; k < simple.n; k++)
                lower |= tg_is_lower((unsigned char)simple.p[k]);
            if (!lower)
                return 0;
        }
    } else if (segs < 2 && !e->caused_by && !e->py4j && !e->in_thread && !e->user_class) {
        /* lenient but unqualified: still needs an exception-like name */
        if (!ends_with_kind(simple) && !colon)
            return 0;
    }
    e->cls = cls;
    e->msg = msg;
    return 1;
}

int tg_parse_frame(tg_sv s, tg_sv *frame)
{
    s = tg_trim(s);
    if (s.n < 6 || memcmp(s.p, "at ", 3) != 0)
        return 0;
    const char *p = s.p;
    size_t n = s.n, i = 3;
    while (i < n && p[i] == ' ')
        i++;
    size_t st = i;
    int dots = 0;
    while (i < n && (tg_is_ident((unsigned char)p[i]) || p[i] == '.' || p[i] == '/' || p[i] == '<' ||
                     p[i] == '>' || p[i] == '-' || p[i] == '@')) {
        dots += p[i] == '.';
        i++;
    }
    if (i == st || i >= n || p[i] != '(' || !dots)
        return 0;
    size_t q = find_char(p, n, i, ')');
    if (q >= n)
        q = n - 1;
    *frame = tg_sv_make(p + st, q + 1 - st);
    return 1;
}

int tg_parse_bare_frame(tg_sv s, tg_sv *frame)
{
    s = tg_trim(s);
    if (s.n < 8 || s.p[s.n - 1] != ')')
        return 0;
    const char *p = s.p;
    size_t n = s.n, i = 0;
    int dots = 0;
    while (i < n && (tg_is_ident((unsigned char)p[i]) || p[i] == '.' || p[i] == '$' || p[i] == '<' || p[i] == '>')) {
        dots += p[i] == '.';
        i++;
    }
    if (i == 0 || i >= n || p[i] != '(' || dots < 2 || !tg_is_alpha((unsigned char)p[0]))
        return 0;
    tg_sv in = {p + i + 1, n - i - 2};
    int ok = tg_eq(in, "Native Method") || tg_eq(in, "Unknown Source");
    if (!ok) {
        /* "File.scala:27", "<console>:13" */
        long c = tg_find(in, ":");
        ok = c > 0 && (size_t)c + 1 < in.n && tg_is_digit((unsigned char)in.p[c + 1]) && !memchr(in.p, ' ', in.n);
    }
    if (!ok)
        return 0;
    *frame = s;
    return 1;
}

int tg_is_more(tg_sv s)
{
    s = tg_trim(s);
    if (!tg_starts(s, "... "))
        return 0;
    /* the Scala REPL's "... 46 elided" */
    return tg_find(s, " more") > 0 || tg_find(s, "frames omitted") > 0 || tg_ends(s, " elided");
}

int tg_is_connector_frame(tg_sv f)
{
    static const char *const pk[] = {
        "org.apache.spark.sql.kafka010.", "org.apache.spark.streaming.kafka", "org.apache.spark.sql.kinesis.",
        "org.apache.spark.streaming.kinesis.", "org.apache.spark.sql.pulsar.", "org.apache.spark.sql.eventhubs.",
        "org.apache.spark.eventhubs.", "org.apache.spark.sql.cassandra.", "com.datastax.", "org.elasticsearch.",
        "org.opensearch.", "com.mongodb.", "net.snowflake.", "com.google.cloud.spark.bigquery.",
        "com.google.cloud.bigquery.", "com.microsoft.azure.cosmosdb.", "com.azure.cosmos.", "com.microsoft.kusto.",
        "com.github.saurfang.sas.", "com.crealytics.spark.excel.", "org.apache.kafka.", "org.apache.pulsar.",
        "org.apache.hadoop.hbase.", "org.apache.phoenix.", "redis.clients.", "com.redislabs.", "org.neo4j.",
        "com.clickhouse.", "ru.yandex.clickhouse.", "com.github.housepower.", "org.apache.hadoop.util.Shell", "org.apache.hadoop.fs.",
        "org.apache.hadoop.hdfs.", "org.apache.hadoop.hive.metastore.", "com.amazonaws.", "software.amazon.awssdk.",
        "com.google.cloud.hadoop.", "com.microsoft.azure.storage.", "com.azure.storage.", "com.couchbase.",
        "com.aerospike.", "org.apache.hudi.", "org.apache.iceberg.", "com.pingcap.", "org.tikv.",
        /* the file formats' own writers and readers */
        "org.apache.parquet.", "org.apache.orc.", NULL};
    for (int k = 0; pk[k]; k++)
        if (tg_starts(f, pk[k]))
            return 1;
    return 0;
}

int tg_is_user_java_frame(tg_sv frame)
{
    static const char *const fw[] = {
        "org.apache.spark.", "scala.", "java.", "javax.", "jdk.", "sun.", "com.sun.", "py4j.",
        "org.apache.hadoop.", "io.netty.", "com.esotericsoftware.", "org.apache.parquet.",
        "org.apache.orc.", "com.fasterxml.", "com.google.", "org.apache.commons.", "org.apache.log4j.",
        "org.apache.logging.", "org.slf4j.", "com.amazonaws.", "software.amazon.", "org.apache.http.",
        "com.databricks.", "org.apache.hive.", "org.codehaus.", "org.json4s.", "akka.", "kotlin.",
        "org.apache.arrow.", "net.razorvine.", "shaded.", "org.sparkproject.", "com.twitter.chill.",
        "org.xerial.", "com.github.luben.", "net.jpountz.", "org.apache.avro.", "com.microsoft.azure.",
        "org.apache.kafka.", "io.delta.", "org.apache.iceberg.", "org.apache.hudi.", "org.postgresql.",
        "com.mysql.", "oracle.", "org.eclipse.jetty.", "org.glassfish.", "io.grpc.", "com.nvidia.spark.",
        "org.apache.zookeeper.", "org.antlr.", "org.roaringbitmap.", "breeze.", "org.apache.thrift.",
        "com.zaxxer.", "okhttp3.", "org.apache.curator.", "io.fabric8.", "org.apache.derby.", "org.apache.",
        "sparklyr.", "com.amazon.", "com.microsoft.", "org.jets3t.", "io.trino.", "io.prestosql.",
        "com.typesafe.", "ch.qos.", "org.joda.", "org.yaml.", "org.mockito.", "org.scalatest.",
        "org.junit.", "junit.", "org.objenesis.", "org.lz4.", "com.univocity.", "org.snappy.", "org.spark_project.",
        /* accelerators, ML and geometry libraries, platforms' clients */
        "ai.rapids.", "com.nvidia.", "io.glutenproject.", "ml.dmlc.", "com.johnsnowlabs.", "is.hail.",
        "org.locationtech.", "com.vividsolutions.", "io.cdap.", "io.lakefs.", "io.unitycatalog.", "org.rocksdb.",
        "io.confluent.", "za.co.absa.", "com.exasol.", "com.ibm.", "org.deeplearning4j.", "org.nd4j.",
        "io.openlineage.", "org.tensorflow.", "com.linkedin.", "org.bson.",
        NULL};
    size_t i = 0;
    /* java.base/java.lang.Thread.run: module prefix */
    const char *slash = memchr(frame.p, '/', frame.n);
    const char *paren = memchr(frame.p, '(', frame.n);
    if (slash && (!paren || slash < paren))
        return 0;
    for (int k = 0; fw[k]; k++)
        if (tg_starts(tg_sv_make(frame.p + i, frame.n - i), fw[k]))
            return 0;
    if (tg_is_connector_frame(tg_trim(frame)))
        return 0; /* a connector's or a store client's own code */
    if (tg_find(frame, "GeneratedClass") >= 0 || tg_find(frame, "$Proxy") >= 0 ||
        tg_find(frame, "(Native Method)") >= 0)
        return 0;
    return 1;
}

static int is_digits(tg_sv s)
{
    if (!s.n)
        return 0;
    for (size_t i = 0; i < s.n; i++)
        if (!tg_is_digit((unsigned char)s.p[i]))
            return 0;
    return 1;
}

static tg_sv func_token(const char *p, size_t n, size_t i)
{
    size_t st = i;
    /* "<module>", "<cell line: 5>", "parse", "DataFrame.show" */
    if (i < n && p[i] == '<') {
        size_t q = find_char(p, n, i, '>');
        if (q < n)
            return tg_sv_make(p + st, q + 1 - st);
    }
    while (i < n && (tg_is_ident((unsigned char)p[i]) || p[i] == '.'))
        i++;
    return tg_sv_make(p + st, i - st);
}

int tg_parse_pyframe(tg_sv line, tg_pyframe *f)
{
    f->file = f->func = tg_sv_make(NULL, 0);
    f->line = -1;
    int indented = line.n && tg_is_space((unsigned char)line.p[0]);
    tg_sv s = tg_trim(line);
    const char *p = s.p;
    size_t n = s.n;
    if (at_word(p, n, 0, "File \"")) {
        size_t q = find_char(p, n, 6, '"');
        if (q >= n || !at_word(p, n, q, "\", line "))
            return 0;
        f->file = tg_sv_make(p + 6, q - 6);
        size_t i = q + 8;
        uint64_t ln;
        if (tg_parse_u64(p, n, &i, &ln))
            f->line = (int64_t)ln;
        if (at_word(p, n, i, ", in "))
            f->func = func_token(p, n, i + 5);
        return 1;
    }
    if (at_word(p, n, 0, "File ")) {
        /* IPython 8: "File /path/x.py:606, in DataFrame.show(self, n)" */
        size_t end = n;
        long in = tg_find(s, ", in ");
        if (in > 0)
            end = (size_t)in;
        size_t c = end;
        while (c > 5 && p[c - 1] != ':')
            c--;
        if (c <= 5)
            return 0;
        tg_sv num = {p + c, end - c};
        if (!is_digits(num))
            return 0;
        f->file = tg_sv_make(p + 5, c - 1 - 5);
        size_t k = 0;
        uint64_t ln;
        if (tg_parse_u64(num.p, num.n, &k, &ln))
            f->line = (int64_t)ln;
        if (in > 0)
            f->func = func_token(p, n, (size_t)in + 5);
        return 1;
    }
    /* indented, a frame of IPython's is only taken with an absolute path or a cell name (a whole
     * paste indented as a markdown code block); other indented lines are source */
    if (at_word(p, n, 0, "Cell In[") || at_word(p, n, 0, "Input In [")) {
        size_t q = find_char(p, n, 0, ']');
        if (q >= n)
            return 0;
        f->file = tg_sv_make(p, q + 1);
        size_t i = q + 1;
        if (at_word(p, n, i, ", line ")) {
            i += 7;
            uint64_t ln;
            if (tg_parse_u64(p, n, &i, &ln))
                f->line = (int64_t)ln;
        }
        if (at_word(p, n, i, ", in "))
            f->func = func_token(p, n, i + 5);
        return 1;
    }
    /* "<ipython-input-5-abc> in <module>()", "/usr/x/dataframe.py in count(self)" */
    long in = tg_find(s, " in ");
    if (in <= 0)
        return 0;
    tg_sv file = {p, (size_t)in};
    if (memchr(file.p, ' ', file.n))
        return 0;
    if (!((file.p[0] == '<' && file.p[file.n - 1] == '>') || tg_ends(file, ".py")))
        return 0;
    if (indented && file.p[0] != '/' && file.p[0] != '<' && file.p[0] != '~')
        return 0;
    f->file = file;
    f->func = func_token(p, n, (size_t)in + 4);
    return 1;
}

int tg_is_py_traceback(tg_sv s)
{
    s = tg_trim(s);
    if (tg_starts(s, "Traceback (most recent call last)"))
        return 1;
    /* IPython: "ValueError                 Traceback (most recent call last)" */
    size_t i = 0;
    while (i < s.n && (tg_is_ident((unsigned char)s.p[i]) || s.p[i] == '.'))
        i++;
    size_t sp = i;
    while (i < s.n && s.p[i] == ' ')
        i++;
    return sp > 0 && i - sp >= 2 && tg_starts(tg_sv_make(s.p + i, s.n - i), "Traceback (most recent call last)");
}

int tg_is_user_py_file(tg_sv file)
{
    static const char *const lib[] = {"/pyspark/", "pyspark.zip", "/py4j/", "py4j-", "site-packages",
                                      "dist-packages", "/lib/python", "<frozen", "/databricks/spark/",
                                      "/databricks/python", "/usr/lib/spark/", "/opt/spark/python",
                                      "\\Lib\\", "<string>", "/pandas/", "/pyarrow/", "/numpy/", NULL};
    if (!file.n)
        return 0;
    for (int k = 0; lib[k]; k++)
        if (tg_find(file, lib[k]) >= 0)
            return 0;
    return 1;
}

int tg_parse_lost_executor(tg_sv s, tg_sv *exec, tg_sv *host, tg_sv *reason)
{
    long at = tg_find(s, "Lost executor ");
    if (at < 0)
        return 0;
    const char *p = s.p;
    size_t n = s.n, i = (size_t)at + 14;
    size_t es = i;
    while (i < n && p[i] != ' ')
        i++;
    if (i == es || !at_word(p, n, i, " on "))
        return 0;
    *exec = tg_sv_make(p + es, i - es);
    i += 4;
    size_t hs = i;
    while (i < n && !(p[i] == ':' && (i + 1 == n || p[i + 1] == ' ')))
        i++;
    *host = tg_trim(tg_sv_make(p + hs, i - hs));
    *reason = i < n ? tg_trim(tg_sv_make(p + i + 1, n - i - 1)) : tg_sv_make(p + n, 0);
    if (i >= n && hs < n && p[hs] == ' ') {
        /* the host left out ("Lost executor 31 on  Executor heartbeat timed
         * out after 149802 ms"): all of it is the reason */
        *host = tg_sv_make(p + hs, 0);
        *reason = tg_trim(tg_sv_make(p + hs, n - hs));
    }
    return 1;
}

int tg_find_exit_code(tg_sv s, int *code)
{
    static const char *const pats[] = {"exit status: ", "exit code: ", "exitcode: ", "exit code is ",
                                       "exited with exit code ", "exited with code ", "exit code ",
                                       "exit status ", "exitcode ", NULL};
    long best = -1;
    int val = 0;
    for (int k = 0; pats[k]; k++) {
        long at = tg_ifind(s, pats[k]);
        if (at < 0)
            continue;
        size_t i = (size_t)at + strlen(pats[k]);
        while (i < s.n && s.p[i] == ' ')
            i++;
        int64_t v;
        if (!tg_parse_i64(s.p, s.n, &i, &v))
            continue;
        if (best < 0 || at < best) {
            best = at;
            val = (int)v;
        }
    }
    if (best < 0)
        return 0;
    *code = val;
    return 1;
}

#define TG_FLAT_MAX 4096

const char *tg_loss_kind(tg_sv reason, int exit_known, int exit_code, char *buf, size_t cap)
{
    static const struct { const char *pat; const char *name; } K[] = {
        {"for exceeding physical memory limits", "Container killed by YARN for exceeding physical memory limits"},
        {"for exceeding virtual memory limits", "Container killed by YARN for exceeding virtual memory limits"},
        {"killed by YARN for exceeding memory limits", "Container killed by YARN for exceeding memory limits"},
        {"beyond the 'PHYSICAL' memory limit", "Container running beyond physical memory limits"},
        {"beyond physical memory limits", "Container running beyond physical memory limits"},
        {"beyond the 'VIRTUAL' memory limit", "Container running beyond virtual memory limits"},
        {"beyond virtual memory limits", "Container running beyond virtual memory limits"},
        {"OOMKilled", "OOMKilled"},
        {"Evicted", "Evicted"},
        {"The node was low on resource", "Evicted"},
        /* the kubelet's other eviction messages: a pod over its storage limit */
        {"ephemeral local storage usage exceeds", "Evicted"},
        {"emptyDir volume", "Evicted"},
        {"no recent heartbeats", "Executor heartbeat timed out"},
        {"heartbeat timed out", "Executor heartbeat timed out"},
        {"Unable to send heartbeats to driver", "Executor unable to send heartbeats to driver"},
        {"on a *lost* node", "Container released on a lost node"},
        {"on a lost node", "Container released on a lost node"},
        {"pre-emption", "Container preempted"},
        {"preempted", "Container preempted"},
        {"Remote RPC client disassociated", "Remote RPC client disassociated"},
        /* the executor's side: its driver went away */
        {"disassociated! Shutting down", "Driver disassociated"},
        {"Driver Disassociated", "Driver disassociated"},
        /* Spark 1.x said the same with Akka's name */
        {"remote Akka client disassociated", "Remote Akka client disassociated"},
        {"decommission", "Executor decommissioned"},
        {"Slave lost", "Worker lost"},
        {"Worker lost", "Worker lost"},
        /* the standalone Master's: "Removing worker ... because we got no heartbeat in 60 seconds" */
        {"we got no heartbeat in", "Worker lost"},
        {"deleted or lost", "Executor pod deleted"},
        {"was deleted by a user or the framework", "Executor pod deleted"},
        {"Executor Process Lost", "Executor process lost"},
        {"Container killed on request", "Container killed on request"},
        {"Killed by external signal", "Container killed on request"},
        {"Executor killed by driver", "Executor killed by driver"},
        {"exited from explicit termination request", "Container released at the application's request"},
        /* YARN's words for any other exit: the reason's own first clause, the code noted by the caller */
        {"Container from a bad node", "Container from a bad node"},
        {"Container marked as failed", "Container marked as failed"},
    };
    /* a phrase broken over two lines of the reason reads as one */
    char flat[TG_FLAT_MAX];
    size_t fn = reason.n < sizeof flat ? reason.n : sizeof flat;
    for (size_t i = 0; i < fn; i++)
        flat[i] = reason.p[i] == '\n' || reason.p[i] == '\r' || reason.p[i] == '\t' ? ' ' : reason.p[i];
    tg_sv fl = {flat, fn};
    /* YARN's launch diagnostics ("Exception from container-launch ... ExitCodeException
     * exitCode=1") name the exception the container ended with: it says more than YARN's
     * generic clauses below, less than a limit or a signal above */
    int ece = tg_find(fl, "ExitCodeException") >= 0;
    for (size_t k = 0; k < sizeof K / sizeof K[0]; k++) {
        if (ece && !strncmp(K[k].name, "Container from a bad node", 25))
            break;
        if (tg_ifind(fl, K[k].pat) >= 0) {
            snprintf(buf, cap, "%s", K[k].name);
            return buf;
        }
    }
    if (ece) {
        if (exit_known)
            snprintf(buf, cap, "ExitCodeException (exit code %d)", exit_code);
        else
            snprintf(buf, cap, "ExitCodeException");
        return buf;
    }
    if (exit_known && exit_code == 56) {
        /* Spark's own exit code for it (ExecutorExitCode.HEARTBEAT_FAILURE) */
        snprintf(buf, cap, "Executor unable to send heartbeats to driver");
        return buf;
    }
    if (exit_known && (tg_ifind(fl, "Container exited with a non-zero exit code") >= 0 ||
                       tg_find(fl, "AM Container for") >= 0)) {
        /* (the application master's container is no executor: YARN's words for it too) */
        snprintf(buf, cap, "Container exited with a non-zero exit code %d", exit_code); /* YARN's words */
        return buf;
    }
    if (exit_known) {
        snprintf(buf, cap, "Executor exited with code %d", exit_code);
        return buf;
    }
    tg_sv r = tg_trim(reason);
    if (!r.n) {
        snprintf(buf, cap, "ExecutorLostFailure");
        return buf;
    }
    /* first clause, without identifiers (words holding digits and '_' or
     * '-': container, pod and application ids) */
    size_t e = 0;
    while (e < r.n && r.p[e] != '\n' && !(r.p[e] == '.' && (e + 1 == r.n || r.p[e + 1] == ' ')) &&
           !(r.p[e] == ':' && e + 1 < r.n && r.p[e + 1] == ' '))
        e++;
    if (e > 120)
        e = 120;
    size_t o = 0;
    for (size_t i = 0; i < e && o + 1 < cap;) {
        size_t j = i;
        int digit = 0, sep = 0;
        while (j < e && r.p[j] != ' ') {
            digit |= tg_is_digit((unsigned char)r.p[j]);
            sep |= r.p[j] == '_' || r.p[j] == '-';
            j++;
        }
        if (!(digit && sep) || j - i < 8) {
            if (o && o + 1 < cap)
                buf[o++] = ' ';
            for (size_t k = i; k < j && o + 1 < cap; k++)
                buf[o++] = r.p[k];
        }
        while (j < e && r.p[j] == ' ')
            j++;
        i = j;
    }
    buf[o] = 0;
    if (!o)
        snprintf(buf, cap, "ExecutorLostFailure");
    return buf;
}

int tg_loss_is_release(const char *kind)
{
    return !strcmp(kind, "Executor killed by driver") ||
           !strcmp(kind, "Container released at the application's request");
}

int tg_error_class(tg_sv msg, tg_sv *ec)
{
    tg_sv s = tg_trim(msg);
    if (s.n && s.p[0] == '(') {
        /* Spark Connect: "(org.apache.spark.SparkNumberFormatException) [CAST_...] ..." */
        const char *q = memchr(s.p, ')', s.n);
        if (!q)
            return 0;
        s = tg_ltrim(tg_sv_make(q + 1, s.n - (size_t)(q + 1 - s.p)));
    }
    if (s.n < 4 || s.p[0] != '[')
        return 0;
    size_t i = 1;
    int under = 0;
    while (i < s.n && (tg_is_upper((unsigned char)s.p[i]) || tg_is_digit((unsigned char)s.p[i]) ||
                       s.p[i] == '_' || s.p[i] == '.')) {
        under |= s.p[i] == '_';
        i++;
    }
    if (i >= s.n || s.p[i] != ']' || i < 4 || !under)
        return 0;
    *ec = tg_sv_make(s.p + 1, i - 1);
    return 1;
}

int tg_is_wrapper(tg_sv cls, tg_sv msg)
{
    static const char *const wcls[] = {"Py4JJavaError", "ExecutionException", "InvocationTargetException",
                                       "UndeclaredThrowableException", "CompletionException",
                                       "QueryExecutionException", "StreamingQueryException",
                                       "SparkConnectGrpcException", "HiveSQLException", "KyuubiSQLException",
                                       "TaskCompletionListenerException",
                                       /* a platform's wrapper around the failure of one of its steps:
                                        * Zeppelin's interpreter, CDAP's pipeline stage, Gluten */
                                       "InterpreterException", "WrappedStageException", "GlutenException", NULL};
    static const char *const wmsg[] = {"Job aborted due to stage failure", "Job aborted",
                                       "[TASK_WRITE_FAILED]", "Task failed while writing rows",
                                       "Exception thrown in awaitResult", "[FAILED_READ_FILE",
                                       "Encountered error while reading file", "Writing job aborted",
                                       "[WRITING_JOB_ABORTED]", "An error occurred while calling",
                                       "Failed to execute user defined function", "[FAILED_EXECUTE_UDF]",
                                       "Error while reading file",
                                       /* "PythonException: Traceback (most recent call last):": the
                                        * traceback under it names the exception */
                                       "Traceback (most recent call last)", NULL};
    tg_sv simple = tg_simple_name(cls);
    for (int k = 0; wcls[k]; k++)
        if (tg_eq(simple, wcls[k]))
            return 1;
    tg_sv m = tg_trim(msg);
    for (int pass = 0; pass < 2; pass++) {
        for (int k = 0; wmsg[k]; k++)
            if (tg_ifind(tg_sv_make(m.p, m.n < 80 ? m.n : 80), wmsg[k]) == 0)
                return 1; /* (a line break in the message stands for a space) */
        /* "SparkException: Job aborted ..." as the message of an outer
         * exception (a tool's FatalError, a notebook's wrapper) wraps too */
        size_t i = 0;
        while (i < m.n && (tg_is_ident((unsigned char)m.p[i]) || m.p[i] == '.'))
            i++;
        if (i == 0 || i + 2 > m.n || m.p[i] != ':' || m.p[i + 1] != ' ')
            break;
        m = tg_ltrim(tg_sv_make(m.p + i + 2, m.n - i - 2));
    }
    return 0;
}

int tg_nameless_known(tg_sv m, const char **cls, size_t *skip)
{
    static const struct { const char *lead, *cls; int keep; } known[] = {
        {"Error in query: ", "org.apache.spark.sql.AnalysisException", 0},
        {"Failure executing: ", "io.fabric8.kubernetes.client.KubernetesClientException", 1},
        {"Operation failed: \"", "org.apache.hadoop.fs.azurebfs.contracts.exceptions.AbfsRestOperationException", 1},
        /* the same exception's older form, one "Key=value" per line */
        {"StatusDescription=", "org.apache.hadoop.fs.azurebfs.contracts.exceptions.AbfsRestOperationException", 1},
    };
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++)
        if (tg_starts(m, known[k].lead)) {
            *cls = known[k].cls;
            *skip = known[k].keep ? 0 : strlen(known[k].lead);
            return 1;
        }
    return 0;
}

int tg_is_uninformative(tg_sv cls, tg_sv msg)
{
    tg_sv simple = tg_simple_name(cls);
    if (tg_eq(simple, "EOFException"))
        return 1;
    if ((tg_eq(simple, "InvocationTargetException") || tg_eq(simple, "UndeclaredThrowableException")) &&
        tg_trim(msg).n == 0)
        return 1;
    return 0;
}
