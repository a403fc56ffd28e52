/*
 * extract.c: groups cleaned lines into failure blocks and turns each block
 * into one observation (see extract.h).
 *
 * A block opens on a header line and stays open while lines continue it:
 * frames, "... N more", "Caused by:", "Driver stacktrace:", a Python
 * traceback, message continuation lines, executor-loss diagnostics. A new
 * log record, unrelated text after frames, or a run of blank lines closes
 * it. Context (stage, task, TID, executor, host, "failed K times") comes
 * from the header and from the job-abort message inside the chain; the
 * abort's "most recent failure" wins over anything else in the block.
 */
#include "triage/extract.h"
#include "triage/sparkmsg.h"
#include "triage/tg_str.h"
#include "util/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ST_NONE, ST_EXPECT_EXC, ST_MSG, ST_FRAMES, ST_DRIVER, ST_LOSS, ST_PY };

#define MAX_DEPTH 4
#define MAX_MSG_LINES 60
#define MAX_BLOCK_LINES 5000

struct tg_extract {
    tg_obs_fn fn;
    void *ctx;
    int open;
    char container_line[96]; /* YARN's "Container id: container_..." line of launch diagnostics */
    uint64_t container_lineno;
    tg_obs o;
    int state;
    int cur;           /* chain element that owns the frames being read */
    int abort_elem;    /* the "Job aborted" element (owns the driver stacktrace) */
    int blanks;
    int msg_lines;
    int lines;
    int has_task;
    int task_from_abort;
    int called_from;   /* "was called from": the next line is a call site */
    int loss_open;     /* the loss reason continues on the next lines */
    int block_record;  /* the block opened on a log-record line */
    int expect_strict; /* EXPECT_EXC came from a log record, not from Spark's message */
    char statement[512]; /* the WARN/ERROR record's message, a failure statement if nothing follows */
    char py_user[320]; /* innermost user frame of the traceback being read */
    char py_last[400]; /* the last frame of that traceback and its source line */
    int py_frames;     /* frames read in that traceback */
    char py_head[128]; /* the exception IPython's header names ("PicklingError   Traceback ..."), or "" */
    int py_head_n;     /* chain length when the latest traceback began */
    int py_marker;     /* "During handling of the above exception" since the last exception line */
    int py_after_frame; /* the previous line was a traceback frame */
    int py_after_src;  /* ... or a frame's source line */
    int py_frame_indent; /* indentation of the traceback's last "File ..." line */
    int after_blank;   /* a blank line came before the line being read */
    int msg_colon;     /* the message line read last ends with ':' (what it names may follow) */
    /* context that outlives blocks */
    char ctx_host[256];
    int ctx_container; /* 0 none, 1 executor container, 2 driver/AM container */
    int k8s_driver;
    int log_driver;    /* records only a driver writes (its scheduler losing executors) */
    int log_executor;  /* records only an executor writes (running tasks) */
    int oom;           /* an allocation failed: an observation lost a part (tg_extract_oom) */
    uint64_t emitted;  /* observations handed on */
    uint64_t stmts;    /* ... of them statements without an exception (the classifier may drop them),
                        * or losses that only say a heartbeat stopped */
    char fetch_reason[512]; /* a "FetchFailed(BlockManagerId(...), ..., message=" reason with nothing after it */
    uint64_t orphan_last; /* the last frame line read outside a block (a trace pasted from its middle) */
    uint64_t orphan_task; /* ... and the last of them that was Executor$TaskRunner.run */
    char plain[400];      /* the last line read outside a block, neither a record nor a frame */
    size_t plain_n;
    uint64_t plain_lineno;
    uint64_t seq, plain_seq; /* lines read, and which of them set plain (blank ones between do not count) */
    int headless_replay;  /* a headless trace's message is being read as its exception line */
    char bare[512];    /* the first line naming an exception without a message ("errorClass":
                        * "java.lang.X", "getting NoSuchMethodError thrown"), as "X:" */
    size_t bare_n;     /* read at the end when nothing else was found */
    int bare_q;        /* it is qualified (a later qualified name replaces a simple one) */
    char bare_line[512];
    size_t bare_line_n;
    uint64_t bare_lineno;
    char ec_line[1024]; /* a bare error class waiting for its message on the next line */
    size_t ec_pending_n;
    uint64_t ec_lineno;
    int ec_replay;     /* that token is being read as an ordinary line */
    char loss_line[512]; /* the first line naming Kubernetes' OOMKilled in passing (prose), read at the end */
    size_t loss_line_n;
    uint64_t loss_lineno;
    char listing[512]; /* the first source-listing line naming an exception, read at the end */
    size_t listing_n;  /* when nothing else was found (the text is that line) */
    uint64_t listing_lineno;
};

void tg_obs_init(tg_obs *o)
{
    memset(o, 0, sizeof *o);
    o->stage = o->stage_att = o->task = o->task_att = o->attempts = -1;
    o->tid = -1;
    o->root = -1;
    o->dup = -1;
    o->tod = -1;
}

void tg_obs_release(tg_obs *o)
{
    for (int i = 0; i < o->nchain; i++) {
        free(o->chain[i].cls);
        free(o->chain[i].msg);
        free(o->chain[i].user_frame);
        free(o->chain[i].error_class);
        free(o->chain[i].top_frame);
    }
    free(o->loss);
    free(o->evidence);
    tg_obs_init(o);
}

tg_extract *tg_extract_new(tg_obs_fn fn, void *ctx)
{
    tg_extract *x = sdx_xcalloc(1, sizeof *x);
    if (!x)
        return NULL;
    x->fn = fn;
    x->ctx = ctx;
    tg_obs_init(&x->o);
    return x;
}

void tg_extract_free(tg_extract *x)
{
    if (!x)
        return;
    tg_obs_release(&x->o);
    free(x);
}

int tg_extract_oom(const tg_extract *x) { return x->oom; }

/* Copies that latch a failed allocation in x->oom. */
static char *xdup(tg_extract *x, tg_sv s, size_t max)
{
    char *d = tg_dup(s, max);
    if (!d)
        x->oom = 1;
    return d;
}

static char *xdupz(tg_extract *x, const char *z)
{
    return z ? xdup(x, tg_sv_make(z, strlen(z)), (size_t)-1) : NULL;
}

static void set_buf(char *dst, size_t cap, tg_sv v)
{
    v = tg_trim(v);
    size_t n = v.n < cap - 1 ? v.n : cap - 1;
    if (n)
        memcpy(dst, v.p, n);
    dst[n] = 0;
}

/* ---- chain ---------------------------------------------------------------- */

static tg_sv first_line(const char *z)
{
    const char *nl = strchr(z, '\n');
    return tg_sv_make(z, nl ? (size_t)(nl - z) : strlen(z));
}

static void scan_msg(tg_extract *x, int idx, tg_sv msg, int depth);
static void handle_reason(tg_extract *x, tg_sv reason, int depth);

/* A message that starts with another exception ("AnalysisException: ...",
 * "java.io.IOException: ..."): its class and message. Only names that end
 * in Exception or Error count, so "Error: ..." or "Job aborted: ..." do not. */
static int nested_exception_at_start(tg_sv msg, tg_sv *cls, tg_sv *rest);

/* ... or one named after a short lead-in that is no exception itself:
 * "Error running query: java.lang.RuntimeException: ...", "Task
 * serialization failed: java.lang.StackOverflowError", "Jobs failed with
 * exception: java.io.FileNotFoundException: ...". Only a qualified name
 * (with a package) counts after a lead-in, and the lead-in is one clause. */
/* A qualified exception ("pkg.XException: ...") starting at msg[at]. */
static int qualified_at(tg_sv msg, size_t at, tg_sv *cls, tg_sv *rest)
{
    tg_sv after = {msg.p + at, msg.n - at};
    return nested_exception_at_start(after, cls, rest) && memchr(cls->p, '.', cls->n);
}

static int nested_exception(tg_sv msg, tg_sv *cls, tg_sv *rest)
{
    if (nested_exception_at_start(msg, cls, rest))
        return 1;
    if (tg_starts(msg, "...")) {
        /* a quote that elided the middle: "Job aborted due to stage failure: ..... java.lang.X: ..." */
        size_t i = 0;
        while (i < msg.n && (msg.p[i] == '.' || msg.p[i] == ' '))
            i++;
        if (i < msg.n && qualified_at(msg, i, cls, rest))
            return 1;
    }
    long cb = tg_find(msg, "[Caused by ");
    if (cb >= 0) {
        /* Hadoop's SASL form: "GSS initiate failed [Caused by GSSException: No valid
         * credentials provided (...)]" names the cause inside brackets */
        tg_sv in = tg_sv_make(msg.p + cb + 11, msg.n - (size_t)cb - 11);
        const char *close = NULL;
        for (size_t i = 0, d = 0; i < in.n && in.p[i] != '\n'; i++) {
            d += in.p[i] == '[';
            if (in.p[i] == ']' && d-- == 0) {
                close = in.p + i;
                break;
            }
        }
        if (close)
            in.n = (size_t)(close - in.p);
        if (nested_exception_at_start(in, cls, rest))
            return 1;
    }
    long lf = tg_find(msg, "Last few exceptions: ");
    if (lf >= 0 && nested_exception_at_start(tg_sv_make(msg.p + lf + 21, msg.n - (size_t)lf - 21), cls, rest)) {
        /* EMR Serverless / EMR on EKS: "job failed. Final state is FAILED. ...
         * Last few exceptions: IndentationError: unexpected indent..." */
        if (tg_ends(*rest, "..."))
            rest->n -= 3;
        return 1;
    }
    if (tg_starts(msg, "FAILED: ")) {
        /* Hive's driver: "FAILED: SemanticException [Error 10072]: Database
         * does not exist: default" */
        tg_sv r = tg_sv_make(msg.p + 8, msg.n - 8);
        size_t i = 0;
        while (i < r.n && tg_is_ident((unsigned char)r.p[i]))
            i++;
        tg_sv name = {r.p, i};
        if (i > 5 && i < r.n && (r.p[i] == ' ' || r.p[i] == ':') && tg_is_upper((unsigned char)r.p[0]) &&
            (tg_ends(name, "Exception") || tg_ends(name, "Error"))) {
            *cls = name;
            size_t k = i;
            if (r.p[k] == ' ' && k + 1 < r.n && r.p[k + 1] == '[') {
                const char *e = memchr(r.p + k, ']', r.n - k);
                if (e)
                    k = (size_t)(e - r.p) + 1;
            }
            while (k < r.n && (r.p[k] == ':' || r.p[k] == ' '))
                k++;
            *rest = tg_sv_make(r.p + k, r.n - k);
            return 1;
        }
    }
    /* PySpark 2's repr of a Java message: "AnalysisException: u'java.lang.X: ...;'" */
    size_t q = msg.n >= 2 && msg.p[0] == 'u' && msg.p[1] == '\'' ? 2 : msg.n && msg.p[0] == '\'' ? 1 : 0;
    if (q && msg.n > q + 1 && msg.p[msg.n - 1] == '\'' && qualified_at(tg_sv_make(msg.p, msg.n - 1), q, cls, rest))
        return 1;
    if (q == 1 && nested_exception_at_start(tg_sv_make(msg.p + 1, msg.n - 1), cls, rest) && rest->n &&
        (!memchr(cls->p, '.', cls->n) || tg_find(*rest, "'. Full traceback below") >= 0)) {
        /* PySpark 3.4+'s quoted Python error: "PythonException: 'KeyError: "x"'.
         * Full traceback below: ..." (the quote may never close in a cut line) */
        long fb = tg_find(*rest, "'. Full traceback below");
        if (fb >= 0)
            rest->n = (size_t)fb;
        else if (rest->p[rest->n - 1] == '\'')
            rest->n--;
        return 1;
    }
    tg_sv ec;
    if (msg.n && msg.p[0] == '[' && tg_error_class(msg, &ec)) {
        /* an error class's message names its cause after it, on the same
         * line: "[FAILED_EXECUTE_UDF] Failed to execute ... SQLSTATE: 39000:
         * java.lang.NumberFormatException: ..." (qualified names only) */
        size_t lim1 = msg.n < 1000 ? msg.n : 1000;
        for (size_t i = ec.n; i + 2 < lim1 && msg.p[i] != '\n'; i++) {
            if (msg.p[i] != ':' || msg.p[i + 1] != ' ')
                continue;
            tg_sv lead = {msg.p, i};
            if (tg_find(lead, "Job aborted") >= 0 || tg_find(lead, "Lost task") >= 0)
                return 0; /* a task failure inside: scan_msg reads it */
            if (qualified_at(msg, i + 2, cls, rest))
                return 1;
        }
        return 0;
    }
    size_t lim = msg.n < 600 ? msg.n : 600; /* S3A paths can be long */
    int clauses = 0;
    for (size_t i = 0; i + 2 < lim; i++) {
        char c = msg.p[i];
        if (c == '[' && i > 0 && msg.p[i - 1] == ' ' && tg_error_class(tg_sv_make(msg.p + i, msg.n - i), &ec) &&
            i + ec.n + 3 < msg.n && msg.p[i + ec.n + 2] == ' ') {
            /* an error-class tag between the lead-in and its exception:
             * "Error running query: [DELTA_CONCURRENT_APPEND] io.delta...Exception: ..." */
            return qualified_at(msg, i + ec.n + 3, cls, rest);
        }
        if ((c == '"' || c == '\'') && i > 0 && msg.p[i - 1] == ' ') {
            /* a short quoted name in the lead-in ("Stage 'Load' encountered : pkg.XException: ...") */
            const char *q = memchr(msg.p + i + 1, c, lim - i - 1 < 80 ? lim - i - 1 : 80);
            if (q && !memchr(msg.p + i + 1, '\n', (size_t)(q - msg.p - i - 1)) && !memchr(msg.p + i + 1, ':', (size_t)(q - msg.p - i - 1))) {
                i = (size_t)(q - msg.p);
                continue;
            }
        }
        if (c == '\n' || c == '(' || c == '[' || c == '"' || c == '\'')
            return 0;
        if (c != ':' || msg.p[i + 1] != ' ')
            continue;
        tg_sv lead = {msg.p, i};
        if (tg_find(lead, "Job aborted") >= 0 || tg_find(lead, "Lost task") >= 0 || tg_find(lead, "Reason") >= 0)
            return 0;
        if (qualified_at(msg, i + 2, cls, rest))
            return 1;
        /* "s3a://b/k/: getFileStatus on s3a://b/k/: com.amazonaws...Exception: ..." */
        if (++clauses >= 3)
            return 0;
    }
    return 0;
}

static int nested_exception_at_start(tg_sv msg, tg_sv *cls, tg_sv *rest)
{
    size_t i = 0;
    while (i < msg.n && (tg_is_ident((unsigned char)msg.p[i]) || msg.p[i] == '.'))
        i++;
    if (i > 5 && i + 2 < msg.n && msg.p[i] == '[' && msg.p[msg.n - 1] == ']' && tg_is_upper((unsigned char)msg.p[0])) {
        /* Elasticsearch's own form: "ElasticsearchIllegalArgumentException[No
         * data node with id[x] found]" */
        tg_sv name = {msg.p, i};
        if (tg_ends(name, "Exception") || tg_ends(name, "Error")) {
            *cls = name;
            *rest = tg_sv_make(msg.p + i + 1, msg.n - i - 2);
            return 1;
        }
    }
    if (i > 5 && i + 9 < msg.n && msg.p[i] == '(' && !memcmp(msg.p + i + 1, "message:", 8) &&
        tg_is_upper((unsigned char)msg.p[0]) && tg_ends(tg_sv_make(msg.p, i), "Exception")) {
        /* a Thrift exception's own form (Hive's metastore): "MetaException(message:Database
         * x not found)" */
        size_t e = i + 9;
        while (e < msg.n && msg.p[e] != '\n')
            e++;
        size_t close = e;
        while (close > i + 9 && msg.p[close - 1] != ')')
            close--;
        *cls = tg_sv_make(msg.p, i);
        *rest = tg_sv_make(msg.p + i + 9, (close > i + 9 ? close - 1 : e) - (i + 9));
        return 1;
    }
    int colon_end = i > 0 && i + 1 == msg.n && msg.p[i] == ':';
    if (i > 0 && (i == msg.n || (msg.p[i] == ' ' && i + 1 < msg.n && msg.p[i + 1] == '(') || colon_end) &&
        memchr(msg.p, '.', i)) {
        /* the innermost cause named last, without a message ("...: java.util.concurrent.
         * ExecutionException: java.lang.StackOverflowError"), or with its message on the next
         * line ("...TTransportException: java.net.ConnectException:" / "Connection refused") */
        tg_sv name = {msg.p, i};
        tg_sv simple = tg_simple_name(name);
        if (simple.n > 5 && tg_is_upper((unsigned char)simple.p[0]) &&
            (tg_ends(simple, "Exception") || tg_ends(simple, "Error"))) {
            *cls = name;
            *rest = colon_end ? tg_sv_make(msg.p + msg.n, 0) : tg_sv_make(msg.p + i, msg.n - i);
            return 1;
        }
        return 0;
    }
    if (i == 0 || i + 1 >= msg.n || msg.p[i] != ':' || msg.p[i + 1] != ' ')
        return 0;
    tg_sv name = {msg.p, i};
    tg_sv simple = tg_simple_name(name);
    /* pyarrow's ArrowInvalid ends otherwise, qualified */
    if (simple.n <= 5 || !tg_is_upper((unsigned char)simple.p[0]) ||
        !(tg_ends(simple, "Exception") || tg_ends(simple, "Error") ||
          (tg_ends(simple, "Invalid") && memchr(name.p, '.', name.n))))
        return 0;
    *cls = name;
    *rest = tg_sv_make(msg.p + i + 2, msg.n - i - 2);
    return 1;
}

/* Exceptions whose message is a class name ("ClassNotFoundException:
 * com.mongodb.MongoException"), not a cause to unwrap. */
static int names_a_class(tg_sv cls)
{
    static const char *const k[] = {"ClassNotFoundException", "NoClassDefFoundError", "NoSuchMethodError",
                                    "NoSuchFieldError", "NoSuchMethodException", "NotSerializableException",
                                    "InvalidClassException", "IllegalAccessError", NULL};
    tg_sv simple = tg_simple_name(cls);
    for (int i = 0; k[i]; i++)
        if (tg_eq(simple, k[i]))
            return 1;
    return 0;
}

/* Hadoop's object-store connectors translate an SDK's error into a typed one
 * whose message names the path, the operation and the SDK's exception:
 * "java.nio.file.AccessDeniedException: s3a://b/k: getFileStatus on s3a://b/k:
 * com.amazonaws...AmazonS3Exception: Forbidden (...)". The translated one is
 * the failure (its type is what the connector decided it means); the SDK's
 * text inside is its detail. A separate "Caused by:" line still goes deeper. */
static int store_translation(tg_sv cls, tg_sv msg, tg_sv icls)
{
    if (icls.p == msg.p || (tg_find(icls, "amazonaws.") < 0 && tg_find(icls, "software.amazon.awssdk.") < 0 &&
                            tg_find(icls, "azure.storage.") < 0 && tg_find(icls, "AbfsRestOperationException") < 0))
        return 0; /* the message is the SDK's exception itself: a plain wrapper */
    tg_sv simple = tg_simple_name(cls);
    return tg_starts(cls, "org.apache.hadoop.fs.") || tg_eq(simple, "AccessDeniedException") ||
           tg_eq(simple, "FileNotFoundException") ||
           tg_eq(simple, "FileAlreadyExistsException") || tg_eq(simple, "EOFException") ||
           (tg_starts(simple, "AWS") && tg_ends(simple, "Exception"));
}

static int add_elem(tg_extract *x, tg_sv cls, tg_sv msg, int python, int depth)
{
    tg_obs *o = &x->o;
    cls = tg_trim(cls);
    msg = tg_trim(msg);
    const char *po = cls.n > 2 && cls.p[cls.n - 1] == ')' ? memchr(cls.p, '(', cls.n) : NULL;
    if (po && tg_ends(tg_sv_make(cls.p, (size_t)(po - cls.p)), "RemoteException") &&
        memchr(po, '.', (size_t)(cls.p + cls.n - po)))
        cls = tg_sv_make(po + 1, (size_t)(cls.p + cls.n - po - 2)); /* Hadoop's RemoteException(X): the server's X */
    long dup = tg_find(msg, " [duplicate ");
    if (dup > 0 && msg.p[msg.n - 1] == ']' && !memchr(msg.p + dup, '\n', msg.n - (size_t)dup))
        msg.n = (size_t)dup; /* Spark's repeat counter is not part of the message */
    tg_sv m1 = msg;
    const char *nl = memchr(msg.p, '\n', msg.n);
    if (nl)
        m1.n = (size_t)(nl - msg.p);
    size_t cmp = m1.n < 200 ? m1.n : 200;
    for (int i = 0; i < o->nchain; i++) {
        tg_sv c = {o->chain[i].cls, strlen(o->chain[i].cls)};
        tg_sv m = first_line(o->chain[i].msg);
        if (c.n == cls.n && memcmp(c.p, cls.p, c.n) == 0 && (m.n >= cmp) && memcmp(m.p, m1.p, cmp) == 0 &&
            (m.n < 200 ? m.n == m1.n : 1))
            return i;
    }
    if (o->nchain >= TG_CHAIN_MAX)
        return -1;
    tg_elem *e = &o->chain[o->nchain];
    memset(e, 0, sizeof *e);
    e->cls = xdup(x, cls, 256);
    e->msg = xdup(x, msg, TG_MSG_MAX);
    if (!e->cls || !e->msg) {
        free(e->cls);
        free(e->msg);
        return -1;
    }
    e->python = python;
    int idx = o->nchain++;
    tg_sv ec;
    if (tg_error_class(msg, &ec))
        e->error_class = xdup(x, ec, 128);
    tg_sv icls, imsg;
    /* a pickler's error names what it could not serialize ("PicklingError: Could not
     * serialize object: ValueError: Cell is empty"): that is its message, not a cause */
    int pickler = tg_eq(tg_simple_name(cls), "PicklingError") || tg_starts(cls, "_pickle.");
    if (depth < MAX_DEPTH && !names_a_class(cls) && !pickler && nested_exception(msg, &icls, &imsg) &&
        !store_translation(cls, msg, icls)) {
        /* "ToolError: AnalysisException: [UNRESOLVED_COLUMN...] ..." or
         * Java's new RuntimeException(cause): the message is the cause */
        add_elem(x, icls, imsg, python, depth + 1);
        return idx;
    }
    if (depth < MAX_DEPTH)
        scan_msg(x, idx, msg, depth + 1);
    return idx;
}

static int ends_mid_phrase(tg_sv r);

/* add_elem of a parsed exception header, remembering "Name:" with nothing after */
static int add_exc(tg_extract *x, const tg_exc *e, int python, int depth)
{
    int idx = add_elem(x, e->cls, e->msg, python, depth);
    if (idx >= 0 && e->colon && !e->msg.n)
        x->o.chain[idx].colon = 1;
    /* "X: Error running query:": what it names may follow on the next line */
    x->msg_colon = (e->colon && !e->msg.n) || (e->msg.n && e->msg.p[e->msg.n - 1] == ':');
    return idx;
}

static void append_msg(tg_extract *x, int idx, tg_sv line)
{
    if (idx < 0 || idx >= x->o.nchain)
        return;
    tg_elem *e = &x->o.chain[idx];
    size_t have = strlen(e->msg);
    if (have + line.n + 2 > TG_MSG_MAX)
        return;
    char *m = sdx_xrealloc(e->msg, have + line.n + 2);
    if (!m) {
        x->oom = 1;
        return;
    }
    /* the message's first words on the next line ("java.lang.X:" then "For
     * input string: ..."), or its line broken inside a phrase by a wrap
     * ("/ by" then "zero"): one line again */
    size_t sep = have == 0 && e->colon && !x->after_blank ? 0 : 1;
    if (have && x->msg_lines <= 1 && !x->after_blank && ends_mid_phrase(tg_sv_make(m, have)))
        m[have] = ' ';
    else if (sep)
        m[have] = '\n';
    memcpy(m + have + sep, line.p, line.n);
    m[have + sep + line.n] = 0;
    e->msg = m;
    if (!e->error_class) {
        tg_sv ec;
        if (tg_error_class(line, &ec))
            e->error_class = xdup(x, ec, 128);
    }
}

static void set_user_frame(tg_extract *x, int idx, tg_sv frame)
{
    if (idx < 0 || idx >= x->o.nchain || x->o.chain[idx].user_frame)
        return;
    x->o.chain[idx].user_frame = xdup(x, tg_trim(frame), 300);
}

static void apply_task(tg_extract *x, const tg_task *t, int from_abort)
{
    tg_obs *o = &x->o;
    if (x->has_task && x->task_from_abort && !from_abort)
        return;
    if (x->has_task && !from_abort && o->tid >= 0)
        return;
    o->stage = t->stage;
    o->stage_att = t->stage_att;
    o->task = t->task;
    o->task_att = t->task_att;
    o->tid = t->tid;
    if (t->host.n || from_abort)
        set_buf(o->host, sizeof o->host, t->host);
    if (t->executor.n || from_abort)
        set_buf(o->executor, sizeof o->executor, t->executor);
    if (t->dup >= 0)
        o->dup = t->dup;
    x->has_task = 1;
    x->task_from_abort |= from_abort;
    o->side = TG_SIDE_TASK;
}

/* Does a loss reason go on over the next lines? YARN's "... Diagnostics:"
 * or "AM Container ... exitCode: N" and Kubernetes' "The executor with id N exited ..." / "The API gave ..."
 * do, as does an empty reason or one ending in ':'; "Command exited with
 * code 137" or a heartbeat timeout is whole on its line. */
/* Does text end inside a phrase ("The executor with", "exceeding", "of
 * the")? A terminal or the paste broke the line there. */
static int ends_mid_phrase(tg_sv r)
{
    static const char *const w[] = {"with", "of", "the", "a", "an", "to", "for", "by", "on", "in", "and",
                                    "from", "at", "is", "was", "due", "because", "exceeding", NULL};
    r = tg_trim(r);
    size_t i = r.n;
    while (i > 0 && tg_is_alpha((unsigned char)r.p[i - 1]))
        i--;
    if (i == r.n || (i > 0 && r.p[i - 1] != ' '))
        return 0;
    tg_sv last = {r.p + i, r.n - i};
    for (int k = 0; w[k]; k++)
        if (tg_eq(last, w[k]))
            return 1;
    return 0;
}

static int loss_goes_on(tg_sv r)
{
    r = tg_trim(r);
    if (ends_mid_phrase(r))
        return 1;
    return !r.n || r.p[r.n - 1] == ':' || tg_find(r, "Diagnostics") >= 0 || tg_find(r, "The executor with id") >= 0 ||
           tg_find(r, "The API gave") >= 0 || tg_find(r, "Stack trace") >= 0 || tg_find(r, "exitCode") >= 0 ||
           tg_find(r, "AM Container") >= 0;
}

static void set_loss(tg_extract *x, tg_sv text)
{
    tg_obs *o = &x->o;
    free(o->loss);
    o->loss = xdup(x, tg_trim(text), TG_LOSS_MAX);
    x->state = ST_LOSS;
    x->loss_open = loss_goes_on(text);
}

static void append_loss(tg_extract *x, tg_sv line)
{
    tg_obs *o = &x->o;
    if (!o->loss)
        return;
    size_t have = strlen(o->loss);
    if (have + line.n + 2 > TG_LOSS_MAX)
        return;
    /* a phrase broken across lines is joined back with a space */
    const char *nl = strrchr(o->loss, '\n');
    const char *tail = nl ? nl + 1 : o->loss;
    int join = ends_mid_phrase(tg_sv_make(tail, strlen(tail)));
    char *m = sdx_xrealloc(o->loss, have + line.n + 2);
    if (!m) {
        x->oom = 1;
        return;
    }
    m[have] = join ? ' ' : '\n';
    memcpy(m + have + 1, line.p, line.n);
    m[have + 1 + line.n] = 0;
    o->loss = m;
}

/* "ExecutorLostFailure (executor 5 exited caused by ...) Reason: ..." */
static void parse_executor_lost(tg_extract *x, tg_sv r)
{
    tg_obs *o = &x->o;
    long at = tg_find(r, "(executor ");
    if (at >= 0 && !o->executor[0]) {
        size_t i = (size_t)at + 10, st = i;
        while (i < r.n && r.p[i] != ' ' && r.p[i] != ')')
            i++;
        set_buf(o->executor, sizeof o->executor, tg_sv_make(r.p + st, i - st));
    }
    long rs = tg_find(r, "Reason: ");
    if (rs >= 0)
        set_loss(x, tg_sv_make(r.p + rs + 8, r.n - (size_t)rs - 8));
    else if (tg_find(r, "Reason:") >= 0)
        set_loss(x, tg_sv_make(r.p + r.n, 0));
    else
        set_loss(x, tg_sv_make(r.p + r.n, 0));
}

/* "FetchFailed(BlockManagerId(27, host, 34867, None), shuffleId=1, ..., message=" */
static void parse_fetch_failed(tg_extract *x, tg_sv r, int depth)
{
    tg_obs *o = &x->o;
    o->fetch = 1;
    long at = tg_find(r, "BlockManagerId(");
    if (at >= 0) {
        size_t i = (size_t)at + 15, st = i;
        while (i < r.n && r.p[i] != ',' && r.p[i] != ')')
            i++;
        set_buf(o->fetch_exec, sizeof o->fetch_exec, tg_sv_make(r.p + st, i - st));
        if (i < r.n && r.p[i] == ',') {
            i++;
            while (i < r.n && r.p[i] == ' ')
                i++;
            size_t hs = i;
            while (i < r.n && r.p[i] != ',' && r.p[i] != ')')
                i++;
            set_buf(o->fetch_host, sizeof o->fetch_host, tg_sv_make(r.p + hs, i - hs));
        }
    }
    long m = tg_find(r, "message=");
    tg_sv rest = m >= 0 ? tg_trim(tg_sv_make(r.p + m + 8, r.n - (size_t)m - 8)) : tg_sv_make(r.p + r.n, 0);
    x->state = ST_EXPECT_EXC;
    set_buf(x->fetch_reason, sizeof x->fetch_reason, r);
    if (rest.n) {
        tg_exc e;
        if (tg_parse_exc(rest, &e, 0)) {
            int idx = add_exc(x, &e, 0, depth);
            if (idx >= 0) {
                x->cur = idx;
                x->state = ST_MSG;
            }
        }
    }
}

/* What follows "most recent failure: Lost task ...: " or "Most recent failure
 * reason:" -- an exception, an executor loss, a fetch failure. */
static void handle_reason(tg_extract *x, tg_sv reason, int depth)
{
    tg_sv r = tg_trim(reason);
    if (r.n > 2 && r.p[0] == '[') {
        /* a library's own toString put its wrapper's class in brackets first (Woodstox:
         * "[com.ctc.wstx.exc.WstxLazyException] com.ctc.wstx.exc.WstxIOException: ..."): the
         * exception after it is the reason */
        const char *cb = memchr(r.p, ']', r.n < 200 ? r.n : 200);
        tg_sv in = cb ? tg_sv_make(r.p + 1, (size_t)(cb - r.p) - 1) : tg_sv_make(r.p, 0);
        if (cb && memchr(in.p, '.', in.n) && !memchr(in.p, ' ', in.n) &&
            (tg_ends(in, "Exception") || tg_ends(in, "Error"))) {
            tg_sv rest = tg_trim(tg_sv_make(cb + 1, r.n - (size_t)(cb + 1 - r.p)));
            tg_exc e0;
            if (rest.n && tg_parse_exc(rest, &e0, 0))
                r = rest;
        }
    }
    if (!r.n) {
        x->state = ST_EXPECT_EXC;
        return;
    }
    if (tg_starts(r, "ExecutorLostFailure")) {
        parse_executor_lost(x, r);
        return;
    }
    if (tg_starts(r, "FetchFailed(")) {
        parse_fetch_failed(x, r, depth);
        return;
    }
    if (tg_starts(r, "TaskKilled") || tg_starts(r, "TaskCommitDenied") || tg_starts(r, "Resubmitted"))
        return;
    if (tg_starts(r, "TaskResultLost") || tg_starts(r, "UnknownReason")) {
        size_t w = 0;
        while (w < r.n && tg_is_ident((unsigned char)r.p[w]))
            w++;
        int idx = add_elem(x, tg_sv_make(r.p, w), tg_sv_make(r.p + w, r.n - w), 0, depth);
        if (idx >= 0)
            x->cur = idx;
        x->state = ST_MSG;
        return;
    }
    long sp0 = tg_find(r, " (");
    if (x->o.dup >= 0 || (sp0 > 0 && memchr(r.p, '.', (size_t)sp0) && !memchr(r.p, ':', (size_t)sp0) &&
                          (tg_ends(tg_sv_make(r.p, (size_t)sp0), "Exception") ||
                           tg_ends(tg_sv_make(r.p, (size_t)sp0), "Error")))) {
        /* "java.lang.ArithmeticException (/ by zero)" (the summary form of a repeat) */
        long sp = sp0;
        if (sp > 0 && (r.p[r.n - 1] == ')' || x->o.dup < 0)) {
            tg_sv cls = {r.p, (size_t)sp};
            tg_sv msg = {r.p + sp + 2, r.n - (size_t)sp - 2 - (r.p[r.n - 1] == ')')};
            int idx = add_elem(x, cls, msg, 0, depth);
            if (idx >= 0)
                x->cur = idx;
            x->state = ST_MSG;
            return;
        }
    }
    tg_exc e;
    if (tg_parse_exc(r, &e, 0)) {
        x->state = ST_MSG;
        int idx = add_exc(x, &e, 0, depth);
        if (idx >= 0)
            x->cur = idx;
        return;
    }
    x->state = ST_MSG;
}

/* The message of a new chain element: error class, a job abort with its
 * "most recent failure", an embedded Python traceback. */
static void scan_msg(tg_extract *x, int idx, tg_sv msg, int depth)
{
    tg_obs *o = &x->o;
    long ja = tg_find(msg, "Job aborted due to stage failure:");
    if (ja >= 0) {
        tg_sv rest = tg_sv_make(msg.p + ja + 33, msg.n - (size_t)ja - 33);
        o->aborted = 1;
        x->abort_elem = idx;
        tg_task t;
        int32_t k;
        tg_sv reason;
        if (tg_parse_failed_times(rest, &t, &k)) {
            o->attempts = k;
            if (!x->task_from_abort) {
                o->stage = t.stage;
                o->stage_att = t.stage_att;
                o->task = t.task;
            }
        }
        if (tg_parse_lost_task(rest, &t, &reason)) {
            apply_task(x, &t, 1);
            handle_reason(x, reason, depth);
            return;
        }
        if (!x->task_from_abort && tg_parse_task_ref(rest, &t)) {
            /* "Task 0.0 in stage 3.0 (TID 7) had a not serializable result: ..." */
            apply_task(x, &t, 1);
        }
        static const char maxw[] = "has failed the maximum allowable number of times: ";
        long mx = tg_find(rest, maxw);
        if (mx >= 0) {
            /* "ShuffleMapStage 5 (map at X.scala:3) has failed the maximum ... : 4." */
            long st = tg_find(rest, "Stage ");
            if (st >= 0 && st < mx) {
                size_t i = (size_t)st + 6;
                uint64_t v;
                if (tg_parse_u64(rest.p, rest.n, &i, &v) && !x->task_from_abort) {
                    o->stage = (int32_t)v;
                    o->stage_att = -1;
                }
            }
            size_t i = (size_t)mx + sizeof maxw - 1;
            uint64_t v;
            if (tg_parse_u64(rest.p, rest.n, &i, &v))
                o->attempts = (int32_t)v;
            long mr = tg_find(rest, "Most recent failure reason:");
            if (mr >= 0) {
                handle_reason(x, tg_sv_make(rest.p + mr + 27, rest.n - (size_t)mr - 27), depth);
                return;
            }
            x->state = ST_EXPECT_EXC;
            return;
        }
        long br = tg_find(rest, "Most recent failure reason:");
        if (br >= 0) {
            /* a barrier stage: "Could not recover from a failed barrier ResultStage.
             * Most recent failure reason: Stage failed because barrier task
             * ResultTask(7, 0) finished unsuccessfully." and the task's failure
             * printed below it */
            handle_reason(x, tg_sv_make(rest.p + br + 27, rest.n - (size_t)br - 27), depth);
            if (x->state == ST_MSG && tg_find(rest, "finished unsuccessfully") >= 0) {
                x->state = ST_EXPECT_EXC;
                o->side = TG_SIDE_TASK; /* what follows is the barrier task's failure */
                o->side_guess = 0;
            }
            return;
        }
        /* Spark 1.0 / 1.1: "most recent failure: Exception failure in TID 52 on
         * host node4: java.lang.NullPointerException" */
        long ef = tg_find(rest, "Exception failure in TID ");
        if (ef >= 0) {
            size_t i = (size_t)ef + 25;
            int64_t tid;
            if (tg_parse_i64(rest.p, rest.n, &i, &tid)) {
                o->tid = tid;
                x->has_task = 1;
                x->task_from_abort = 1;
                o->side = TG_SIDE_TASK;
                if (tg_find(tg_sv_make(rest.p + i, rest.n - i), " on host ") == 0) {
                    size_t h = i + 9, he = h;
                    while (he < rest.n && rest.p[he] != ':' && rest.p[he] != ' ')
                        he++;
                    set_buf(o->host, sizeof o->host, tg_sv_make(rest.p + h, he - h));
                    i = he;
                }
                if (i < rest.n && rest.p[i] == ':') {
                    handle_reason(x, tg_sv_make(rest.p + i + 1, rest.n - i - 1), depth);
                    return;
                }
            }
        }
        tg_sv rt = tg_trim(rest);
        if (tg_starts(rt, "...")) {
            /* a quote that elided the middle: "stage failure: ..... java.lang.X: ..." */
            size_t i = 0;
            while (i < rt.n && (rt.p[i] == '.' || rt.p[i] == ' '))
                i++;
            tg_exc de;
            if (i < rt.n && tg_parse_exc(tg_sv_make(rt.p + i, rt.n - i), &de, 1)) {
                handle_reason(x, tg_sv_make(rt.p + i, rt.n - i), depth);
                return;
            }
        }
        static const char *const lead[] = {"Task not serializable: ", "Exception during serialization: ",
                                           "Task serialization failed: ", "Exception while getting task result: ",
                                           NULL};
        for (int k2 = 0; lead[k2]; k2++) {
            long at = tg_find(rest, lead[k2]);
            if (at >= 0) {
                size_t off = (size_t)at + strlen(lead[k2]);
                handle_reason(x, tg_sv_make(rest.p + off, rest.n - off), depth);
                return;
            }
        }
        long ts = tg_find(rest, "Aborting TaskSet ");
        if (ts >= 0) {
            size_t i = (size_t)ts + 17;
            int64_t v;
            if (tg_parse_i64(rest.p, rest.n, &i, &v) && !x->task_from_abort) {
                o->stage = (int32_t)v;
                if (i + 1 < rest.n && rest.p[i] == '.') {
                    i++;
                    if (tg_parse_i64(rest.p, rest.n, &i, &v))
                        o->stage_att = (int32_t)v;
                }
            }
        }
        return;
    }
    tg_sv m = tg_trim(msg);
    if (tg_eq(m, "Task not serializable") || tg_eq(m, "Task not serializable:")) {
        /* the REPL prints the cause on the next line without "Caused by:" */
        x->state = ST_EXPECT_EXC;
        return;
    }
    if (tg_is_py_traceback(m) && tg_starts(m, "Traceback")) {
        x->state = ST_PY;
        x->py_user[0] = 0;
    }
    (void)idx;
}

/* ---- blocks --------------------------------------------------------------- */

static void open_block(tg_extract *x, const tg_line *l, tg_sv t)
{
    tg_obs_release(&x->o);
    x->open = 1;
    x->o.kind = TG_OBS_EXC;
    x->o.lineno = l->lineno;
    x->o.tod = l->tod;
    x->o.evidence = xdup(x, t, 400);
    x->state = ST_NONE;
    x->py_marker = 0;
    x->cur = -1;
    x->abort_elem = -1;
    x->blanks = 0;
    x->msg_lines = 0;
    x->lines = 0;
    x->has_task = 0;
    x->task_from_abort = 0;
    x->called_from = 0;
    x->py_user[0] = 0;
    x->block_record = l->record_start;
    x->o.warn = l->record_start && l->level == TG_LVL_WARN;
    x->expect_strict = 0;
    x->statement[0] = 0;
    x->fetch_reason[0] = 0;
    if (x->ctx_container == 1)
        x->o.side = TG_SIDE_EXECUTOR;
    else if (x->ctx_container == 2)
        x->o.side = TG_SIDE_DRIVER;
    else if (x->orphan_task && l->lineno == x->orphan_last + 1 && tg_starts(t, "Caused by: "))
        x->o.side = TG_SIDE_TASK; /* the cut exception above it ran in a task */
}

static int all_wrappers(const tg_obs *o)
{
    for (int i = 0; i < o->nchain; i++) {
        tg_sv c = {o->chain[i].cls, strlen(o->chain[i].cls)};
        tg_sv m = {o->chain[i].msg, strlen(o->chain[i].msg)};
        if (!tg_is_wrapper(c, m) && !tg_is_uninformative(c, m))
            return 0;
    }
    return 1;
}

static void choose_root(tg_obs *o)
{
    o->root = -1;
    for (int i = o->nchain - 1; i >= 0; i--) {
        tg_sv c = {o->chain[i].cls, strlen(o->chain[i].cls)};
        tg_sv m = {o->chain[i].msg, strlen(o->chain[i].msg)};
        if (tg_is_uninformative(c, m) || tg_is_wrapper(c, m))
            continue;
        o->root = i;
        return;
    }
    if (o->loss)
        return;
    /* an EOFException under wrappers only (a job abort's): a stream ended early,
     * which says more than "Job aborted" */
    for (int i = o->nchain - 1; i >= 0; i--)
        if (tg_eq(tg_simple_name(tg_sv_make(o->chain[i].cls, strlen(o->chain[i].cls))), "EOFException")) {
            o->root = i;
            return;
        }
    /* only wrappers: the innermost one, but not the Py4J bridge itself */
    for (int pass = 0; pass < 2; pass++)
        for (int i = o->nchain - 1; i >= 0; i--) {
            tg_sv c = {o->chain[i].cls, strlen(o->chain[i].cls)};
            tg_sv m = {o->chain[i].msg, strlen(o->chain[i].msg)};
            if (tg_is_uninformative(c, m))
                continue;
            if (pass == 0 && tg_eq(tg_simple_name(c), "Py4JJavaError"))
                continue;
            o->root = i;
            return;
        }
    o->root = o->nchain - 1;
}

static int embedded_failure(tg_sv t, size_t *off);
static int info_names_failure(tg_sv t);
static int am_final_failed(tg_sv t);
static int start_up_warning(tg_sv t);
static int debugger_path_line(tg_sv t);
static int backend_gone(tg_sv t);
static void platform_statement(tg_sv *st);
static int thread_is_executor(tg_sv thread);
static int driver_statement(tg_sv t, size_t *off);
static int starts_uncaught(tg_sv t);

/* A CamelCase exception name alone ("VeloxRuntimeError", "SomeError"). */
static int lone_exc_name(tg_sv t)
{
    if (t.n < 8 || t.n > 120 || !tg_is_upper((unsigned char)t.p[0]))
        return 0;
    int lower = 0;
    for (size_t i = 0; i < t.n; i++) {
        if (!tg_is_ident((unsigned char)t.p[i]))
            return 0;
        lower |= tg_is_lower((unsigned char)t.p[i]);
    }
    return lower && (tg_ends(t, "Error") || tg_ends(t, "Exception")) && !tg_eq(t, "Exception");
}

/* The innermost message is only another exception's name, native engines'
 * way ("GlutenException: Exception: VeloxRuntimeError" / "Error Source: ...";
 * "Exception: VeloxRuntimeError"): that name is the root, the lines under it
 * its message. */
static void name_only_cause(tg_extract *x)
{
    tg_obs *o = &x->o;
    if (o->nchain <= 0)
        return;
    tg_elem *e = &o->chain[o->nchain - 1];
    if (!e->msg || e->python)
        return;
    tg_sv m = tg_sv_make(e->msg, strlen(e->msg));
    const char *nl = memchr(m.p, '\n', m.n);
    tg_sv first = tg_trim(tg_sv_make(m.p, nl ? (size_t)(nl - m.p) : m.n));
    tg_sv rest = nl ? tg_trim(tg_sv_make(nl + 1, m.n - (size_t)(nl + 1 - m.p))) : tg_sv_make(m.p, 0);
    if (tg_starts(first, "Exception: "))
        first = tg_trim(tg_sv_make(first.p + 11, first.n - 11));
    if (!lone_exc_name(first))
        return;
    if (tg_eq(tg_sv_make(e->cls, strlen(e->cls)), "Exception")) {
        /* "Exception: VeloxRuntimeError" read as an exception named Exception */
        char *c = xdup(x, first, 256), *msg = xdup(x, rest, TG_MSG_MAX);
        if (!c || !msg) {
            free(c);
            free(msg);
            return;
        }
        free(e->cls);
        free(e->msg);
        e->cls = c;
        e->msg = msg;
        rest = tg_sv_make(msg, strlen(msg));
        for (int k = 0; k < o->nchain && !rest.n; k++) {
            /* its lines went to the header's element ("GlutenException: Exception:
             * VeloxRuntimeError" / "Error Source: ..."): they are this one's message */
            tg_sv km = tg_sv_make(o->chain[k].msg, strlen(o->chain[k].msg));
            long es = tg_find(km, "Error Source: ");
            char *m2 = es >= 0 ? xdup(x, tg_sv_make(km.p + es, km.n - (size_t)es), TG_MSG_MAX) : NULL;
            if (m2) {
                free(e->msg);
                e->msg = m2;
                rest = tg_sv_make(m2, strlen(m2));
            }
        }
    } else if (add_elem(x, first, rest, 0, MAX_DEPTH) < 0) {
        return;
    }
    /* its "Reason:" line may name the JVM exception behind it ("Error during calling Java
     * code from native code: org...ThrowOnOomMemoryTarget$OutOfMemoryException: ...") */
    tg_sv where = rest;
    for (int k = 0; k < o->nchain && tg_find(where, "Reason: ") < 0; k++)
        if (o->chain[k].msg)
            where = tg_sv_make(o->chain[k].msg, strlen(o->chain[k].msg)); /* the lines under the header */
    long rs = tg_find(where, "Reason: ");
    if (rs >= 0) {
        tg_sv rl = tg_sv_make(where.p + rs + 8, where.n - (size_t)rs - 8);
        const char *e2 = memchr(rl.p, '\n', rl.n);
        if (e2)
            rl.n = (size_t)(e2 - rl.p);
        for (size_t i = 0; i + 2 < rl.n; i++) {
            tg_sv c2, r2;
            if (rl.p[i] == ':' && rl.p[i + 1] == ' ' && qualified_at(rl, i + 2, &c2, &r2) &&
                (tg_ends(tg_simple_name(c2), "Exception") || tg_ends(tg_simple_name(c2), "Error"))) {
                add_elem(x, c2, r2, 0, MAX_DEPTH);
                break;
            }
        }
    }
}

static void close_block(tg_extract *x)
{
    if (!x->open)
        return;
    x->open = 0;
    tg_obs *o = &x->o;
    name_only_cause(x);
    int last = o->nchain - 1;
    /* "PythonException: 'KeyError: ...'. Full traceback below:" named the
     * exception before its traceback: a cut traceback loses nothing */
    int named = last >= 1 && tg_ends(tg_sv_make(o->chain[last - 1].cls, strlen(o->chain[last - 1].cls)), "PythonException") &&
                (!memchr(o->chain[last].cls, '.', strlen(o->chain[last].cls)) ||
                 strncmp(o->chain[last].cls, "java.", 5) != 0); /* 'mlflow.exceptions.MlflowException: ...' too */
    if (named && x->state == ST_PY && x->py_user[0] && !o->chain[last].user_frame)
        o->chain[last].user_frame = xdupz(x, x->py_user);
    /* the error was printed first and its traceback under it, cut ("Error: [X] ..." /
     * "Traceback ...", a CLI's or a scheduler's report): the error is the failure */
    int stated = last >= 0 && !o->chain[last].python && !x->py_head[0] &&
                 tg_find(tg_sv_make(o->chain[last].cls, strlen(o->chain[last].cls)), "PythonException") < 0 &&
                 tg_find(tg_sv_make(o->chain[last].cls, strlen(o->chain[last].cls)), "Py4J") < 0;
    if (last < 0 && x->statement[0] && x->state == ST_PY) {
        /* ... or the record the traceback sits under names it: "Error: [X] ..." */
        tg_sv st = tg_sv_make(x->statement, strlen(x->statement)), ec;
        size_t emb;
        stated = (st.p[0] == '[' && tg_error_class(st, &ec)) || embedded_failure(st, &emb) || backend_gone(st);
    }
    if (x->state == ST_PY && x->py_frames > 0 && !named && !stated) {
        /* the traceback stopped before its exception line (a notebook's
         * output limit, a cut paste): its last frame is all there is */
        o->traceback_cut = 1;
        if (last < 0 || !o->chain[last].python || o->nchain == x->py_head_n) {
            char note[600];
            snprintf(note, sizeof note, "the Python traceback was cut before its exception line; its last frame: %s",
                     x->py_last);
            int idx = -1;
            if (last >= 0 && tg_find(tg_sv_make(o->chain[last].cls, strlen(o->chain[last].cls)), "PythonException") >= 0) {
                idx = last;
                free(o->chain[idx].msg);
                o->chain[idx].msg = xdupz(x, note);
                if (!o->chain[idx].msg)
                    o->chain[idx].msg = xdupz(x, "");
            } else if (x->py_head[0]) {
                /* IPython's header named the exception the cut lost */
                idx = add_elem(x, tg_sv_make(x->py_head, strlen(x->py_head)), tg_sv_make(note, strlen(note)), 1,
                               MAX_DEPTH);
            } else {
                idx = add_elem(x, tg_sv_make("PythonException", 15), tg_sv_make(note, strlen(note)), 1, MAX_DEPTH);
            }
            if (idx >= 0 && x->py_user[0] && !o->chain[idx].user_frame)
                o->chain[idx].user_frame = xdupz(x, x->py_user);
        }
    }
    if (o->kind == TG_OBS_EXC && o->nchain == 0 && !o->loss && o->fetch && x->fetch_reason[0]) {
        /* the fetch failure's exception never followed (a paste cut after
         * "message="): the scheduler's FetchFailed(...) reason is the failure */
        int idx = add_elem(x, tg_sv_make("", 0), tg_sv_make(x->fetch_reason, strlen(x->fetch_reason)), 0, 0);
        (void)idx;
    }
    if (o->nchain && x->statement[0])
        set_buf(o->context, sizeof o->context, tg_sv_make(x->statement, strlen(x->statement)));
    if (o->nchain && !o->context[0] && x->container_line[0] && o->lineno > x->container_lineno &&
        o->lineno <= x->container_lineno + 3 &&
        tg_find(tg_sv_make(o->chain[0].cls, strlen(o->chain[0].cls)), "ExitCodeException") >= 0)
        /* the launch diagnostics' container: an attempt's first (_000001) is the application master */
        set_buf(o->context, sizeof o->context, tg_sv_make(x->container_line, strlen(x->container_line)));
    if (tg_find(tg_sv_make(x->statement, strlen(x->statement)), "could not be deserialized") >= 0)
        for (int i = 0; i < o->nchain; i++)
            o->chain[i].deser = 1; /* the driver could not read a task's exception back */
    if (o->side == TG_SIDE_UNKNOWN || o->side_guess) {
        /* the record names the thread it died in ("Uncaught fatal error from
         * thread [sparkDriver-akka.remote...]", "... in thread Thread[Executor
         * task launch worker for task 181,5,main]") */
        tg_sv st = tg_sv_make(x->statement, strlen(x->statement));
        long th = tg_find(st, "thread [");
        if (th < 0)
            th = tg_find(st, "thread Thread[");
        if (th >= 0) {
            tg_sv name = tg_sv_make(st.p + th, st.n - (size_t)th);
            if (thread_is_executor(name))
                o->side = TG_SIDE_EXECUTOR, o->side_guess = 0;
            else if (tg_find(name, "sparkDriver") >= 0 || tg_find(name, "dag-scheduler") >= 0 ||
                     tg_find(name, "driver-") >= 0)
                o->side = TG_SIDE_DRIVER, o->side_guess = 0;
        }
    }
    if (o->side == TG_SIDE_UNKNOWN && x->log_driver && !x->log_executor &&
        tg_starts(tg_sv_make(x->statement, strlen(x->statement)), "Exception in connection from "))
        o->side = TG_SIDE_DRIVER; /* the driver's RPC server, in a log only the driver wrote */
    size_t emb;
    if (o->kind == TG_OBS_EXC && o->nchain == 0 && !o->loss && x->statement[0] &&
        embedded_failure(tg_sv_make(x->statement, strlen(x->statement)), &emb)) {
        /* no exception followed the record, but its message names one ("Ignored
         * failure: java.io.IOException: ...", "failed due to exception
         * java.lang.OutOfMemoryError: ..."): that exception is the failure */
        tg_exc e;
        tg_sv st = {x->statement + emb, strlen(x->statement) - emb};
        if (tg_parse_exc(st, &e, 1) && add_exc(x, &e, 0, 0) >= 0 && !o->context[0])
            set_buf(o->context, sizeof o->context, tg_sv_make(x->statement, strlen(x->statement)));
    }
    if (o->kind == TG_OBS_EXC && o->nchain == 0 && !o->loss && x->statement[0]) {
        /* the record said it all: keep it as a statement; the classifier
         * drops it unless a specific rule recognises it */
        o->kind = TG_OBS_STATEMENT;
        o->chain[0].cls = xdupz(x, "");
        tg_sv ec;
        const char *stm = x->statement;
        if (stm[0] == '[' && tg_error_class(tg_sv_make(stm, strlen(stm)), &ec)) {
            /* an error class that wraps another named after it ("[STREAM_FAILED]
             * Query ... terminated with exception: ...: [MALFORMED_RECORD_IN_PARSING]
             * ..."): the innermost one states the failure */
            for (const char *q = strstr(stm + 1, ": ["); q; q = strstr(q + 1, ": [")) {
                tg_sv inner;
                size_t rest = strlen(q + 2);
                if (tg_error_class(tg_sv_make(q + 2, rest), &inner) && inner.n + 3 < rest && q[2 + inner.n + 2] == ' ')
                    stm = q + 2;
            }
        }
        o->chain[0].msg = xdupz(x, stm);
        if (o->chain[0].msg && tg_error_class(tg_sv_make(o->chain[0].msg, strlen(o->chain[0].msg)), &ec))
            o->chain[0].error_class = xdup(x, ec, 128);
        if (o->chain[0].cls && o->chain[0].msg)
            o->nchain = 1;
        else {
            free(o->chain[0].cls);
            free(o->chain[0].msg);
            o->chain[0].cls = o->chain[0].msg = NULL;
        }
    }
    tg_sv stm = tg_sv_make(x->statement, strlen(x->statement));
    long gb = tg_find(stm, "Failed to get block(s) from ");
    if (o->kind == TG_OBS_EXC && o->nchain && x->statement[0] &&
        (tg_find(stm, "outstanding blocks") >= 0 || gb >= 0 || tg_find(stm, "fetching host local blocks") >= 0)) {
        o->fetch = 1; /* "Exception while beginning fetch of 14 outstanding blocks", the
                       * ShuffleBlockFetcherIterator's "Failed to get block(s) from H": a shuffle fetch */
        if (gb >= 0 && !o->fetch_host[0]) {
            /* the host it fetched from: the only one printed when no task is */
            size_t h = (size_t)gb + 28, e = h;
            while (e < stm.n && stm.p[e] != ':' && stm.p[e] != ' ' && stm.p[e] != ',')
                e++;
            set_buf(o->fetch_host, sizeof o->fetch_host, tg_sv_make(stm.p + h, e - h));
            if (!o->host[0] && !x->has_task)
                set_buf(o->host, sizeof o->host, tg_sv_make(stm.p + h, e - h));
        }
    }
    if ((o->kind == TG_OBS_EXC || o->kind == TG_OBS_STATEMENT) && o->nchain == 0 && !o->loss) {
        tg_obs_release(o);
        return;
    }
    if (o->loss && (o->nchain == 0 || all_wrappers(o)))
        o->kind = TG_OBS_LOSS;
    choose_root(o);
    if (o->root >= 0 && o->chain[o->root].where && !x->task_from_abort) {
        /* the frames of the failing exception say where it ran: a task's
         * (Executor$TaskRunner.run) or the driver's (collect, toPandas, a
         * broadcast build, the scheduler, the listener bus) */
        int w = o->chain[o->root].where;
        if (w)
            o->side_guess = 0; /* its frames say where it ran */
        if (w == TG_SIDE_TASK && o->side != TG_SIDE_TASK)
            o->side = TG_SIDE_TASK;
        else if (w == TG_SIDE_DRIVER && !x->has_task)
            o->side = TG_SIDE_DRIVER;
        else if (w == TG_SIDE_EXECUTOR && !x->has_task)
            o->side = TG_SIDE_EXECUTOR;
    }
    if (o->loss) {
        int code;
        tg_sv ls = tg_sv_make(o->loss, strlen(o->loss));
        /* Kubernetes lists every container of the pod; Spark's own is the
         * executor's exit (a sidecar's "exit code 0" printed first is not) */
        long sk = tg_find(ls, "container name: spark-kubernetes-executor");
        if (sk >= 0 && tg_find_exit_code(tg_sv_make(ls.p + sk, ls.n - (size_t)sk), &code))
            ls = tg_sv_make(ls.p + sk, ls.n - (size_t)sk);
        if (tg_find_exit_code(ls, &code)) {
            o->exit_known = 1;
            o->exit_code = code;
        }
    } else if (o->root >= 0 && o->evidence &&
               tg_eq(tg_simple_name(tg_sv_make(o->chain[o->root].cls, strlen(o->chain[o->root].cls))),
                     "ExitCodeException")) {
        /* Hadoop's "ExitCodeException exitCode=10: ": the container's exit code */
        tg_sv ev = tg_sv_make(o->evidence, strlen(o->evidence));
        long at = tg_find(ev, "exitCode=");
        size_t i = at >= 0 ? (size_t)at + 9 : 0;
        int64_t v;
        if (at >= 0 && tg_parse_i64(ev.p, ev.n, &i, &v)) {
            o->exit_known = 1;
            o->exit_code = (int)v;
        }
    }
    if (!o->host[0] && x->ctx_host[0])
        snprintf(o->host, sizeof o->host, "%s", x->ctx_host);
    if (o->side == TG_SIDE_UNKNOWN && o->kind == TG_OBS_LOSS)
        o->side = TG_SIDE_EXECUTOR;
    /* a Py4JJavaError is raised in the driver's Python process: without a
     * task context the failure happened on the driver */
    if (o->side == TG_SIDE_UNKNOWN && !x->has_task)
        for (int i = 0; i < o->nchain; i++)
            if (tg_eq(tg_simple_name(tg_sv_make(o->chain[i].cls, strlen(o->chain[i].cls))), "Py4JJavaError"))
                o->side = TG_SIDE_DRIVER;
    if (o->side != TG_SIDE_DRIVER || x->has_task)
        o->side_guess = 0;
    x->emitted++;
    /* statements, and losses that only say a heartbeat stopped: a cause named
     * in prose (an eviction) says more than they do */
    x->stmts += o->kind == TG_OBS_STATEMENT ||
                (o->kind == TG_OBS_LOSS && o->loss && tg_find(tg_sv_make(o->loss, strlen(o->loss)), "heartbeat") >= 0);
    x->fn(x->ctx, o);
    tg_obs_release(o);
}

static void emit_simple(tg_extract *x, const tg_obs *src)
{
    tg_obs o = *src;
    x->emitted++;
    x->fn(x->ctx, &o);
    tg_obs_release(&o);
}

/* ---- line kinds ------------------------------------------------------------ */

static int is_chain_marker(tg_sv t)
{
    return tg_starts(t, "During handling of the above exception") ||
           tg_starts(t, "The above exception was the direct cause");
}

/* YARN's "Container killed on request. Exit code is 137" as a diagnostic of
 * its own (after "Diagnostics: ", a "[time]" stamp, or starting the line). */
static int killed_on_request(tg_sv t)
{
    long at = tg_find(t, "Container killed on request");
    if (at < 0)
        return 0;
    if (at == 0)
        return 1;
    char b = t.p[at - 1];
    return b == ']' || b == ' ' || b == ':';
}

/* The standalone scheduler, at INFO: "Executor app-.../7 removed: Command
 * exited with code 137" */
static int standalone_exit(tg_sv t)
{
    return tg_find(t, " removed: ") >= 0 && tg_find(t, "exited with code ") >= 0 &&
           (tg_find(t, "xecutor ") >= 0 || tg_starts(t, "app-")); /* "Executor" / "app-.../7 removed: ..." */
}

static int is_loss_line(tg_sv t)
{
    /* the executor's own last words when it cannot reach the driver; the driver's
     * reason quoted alone */
    if (tg_find(t, "unable to send heartbeats to driver") >= 0 ||
        (tg_find(t, "Executor heartbeat timed out after") >= 0 && tg_find(t, "ExecutorLostFailure") < 0 &&
         tg_find(t, "Lost executor") < 0 && tg_find(t, "Removing executor") < 0))
        return 1;
    /* an executor's log when its driver went away: "CoarseGrainedExecutorBackend: Driver
     * h:40000 disassociated! Shutting down." */
    if (tg_find(t, "disassociated! Shutting down") >= 0 || tg_find(t, "Driver Disassociated") >= 0)
        return 1;
    /* EMR Serverless: a worker (driver or executor) over its memory */
    if (tg_find(t, "Worker has been killed as memory usage exceeded") >= 0)
        return 1;
    /* every form below names a container or an executor */
    if (tg_find(t, "ontainer") < 0 && tg_find(t, "xecutor") < 0)
        return tg_starts(t, "app-") && standalone_exit(t); /* its "Executor" left on the line above */
    return tg_find(t, "Container killed by YARN for exceeding") >= 0 ||
           /* the Spark operator's event for a failed executor pod */
           (tg_find(t, "Executor [") >= 0 && tg_find(t, "failed with ExitCode") >= 0) ||
           killed_on_request(t) ||
           tg_find(t, "Container marked as failed:") >= 0 || tg_find(t, "Container from a bad node:") >= 0 ||
           tg_find(t, "exited because of a YARN event") >= 0 ||
           (tg_find(t, "The executor with id ") >= 0 &&
            (tg_find(t, "exit") >= 0 || tg_find(t, "was deleted by a user or the framework") >= 0)) ||
           /* its pod gone between two of the driver's polls */
           (tg_ifind(t, "The executor with id ") >= 0 && tg_find(t, "was not found in the cluster") >= 0) ||
           tg_find(t, "Executor self-exiting due to") >= 0 ||
           (tg_find(t, "AM Container for ") >= 0 && tg_ifind(t, "exit") >= 0) ||
           tg_ends(tg_trim(t), "due to AM Container for") || /* its attempt and exit code wrapped below */
           tg_find(t, "beyond the 'PHYSICAL' memory limit") >= 0 ||
           tg_find(t, "beyond physical memory limits") >= 0 ||
           tg_find(t, "Requesting driver to remove executor ") >= 0 || standalone_exit(t) ||
           /* YARN's words for a node that left the cluster ("*lost*" as YARN prints it), quoted with
            * its exit status alone */
           ((tg_find(t, "Container released on a *lost* node") >= 0 ||
             tg_find(t, "Container released on a lost node") >= 0) && tg_find(t, "Exit status: -100") >= 0);
}

static int k8s_termination(tg_sv t, tg_sv *reason)
{
    long at = tg_find(t, "termination reason: ");
    if (at < 0)
        return 0;
    *reason = tg_trim(tg_sv_make(t.p + at + 20, t.n - (size_t)at - 20));
    return reason->n && !tg_starts(*reason, "Completed");
}

/* A long GC pause, in seconds (0 when the line is no GC log). */
static double gc_pause(tg_sv t)
{
    if (tg_find(t, "GC") < 0 && tg_find(t, "Pause") < 0)
        return 0;
    if (!(tg_find(t, "Full GC") >= 0 || tg_find(t, "Pause Full") >= 0 || tg_find(t, "GC pause") >= 0 ||
          tg_find(t, "[GC ") >= 0 || tg_find(t, "Pause Young") >= 0))
        return 0;
    char buf[64];
    long at = tg_find(t, "real=");
    if (at >= 0) {
        size_t i = (size_t)at + 5, k = 0;
        while (i < t.n && k + 1 < sizeof buf && (tg_is_digit((unsigned char)t.p[i]) || t.p[i] == '.'))
            buf[k++] = t.p[i++];
        buf[k] = 0;
        return k ? strtod(buf, NULL) : 0;
    }
    /* the last "<number> secs" or "<number>ms" */
    double best = 0;
    for (size_t i = 0; i < t.n; i++) {
        if (!tg_is_digit((unsigned char)t.p[i]) || (i && (tg_is_digit((unsigned char)t.p[i - 1]) || t.p[i - 1] == '.')))
            continue;
        size_t k = 0, j = i;
        while (j < t.n && k + 1 < sizeof buf && (tg_is_digit((unsigned char)t.p[j]) || t.p[j] == '.'))
            buf[k++] = t.p[j++];
        buf[k] = 0;
        double v = strtod(buf, NULL);
        if (j + 5 <= t.n && memcmp(t.p + j, " secs", 5) == 0)
            best = v;
        else if (j + 2 <= t.n && memcmp(t.p + j, "ms", 2) == 0 && (j + 2 == t.n || !tg_is_alpha((unsigned char)t.p[j + 2])))
            best = v / 1000.0;
        i = j;
    }
    return best;
}

/* Is the current element about a Python worker (so a traceback may follow)? */
static int python_context(const tg_extract *x)
{
    if (x->cur < 0 || x->cur >= x->o.nchain)
        return x->o.nchain == 0;
    const tg_elem *e = &x->o.chain[x->cur];
    return e->python || strstr(e->cls, "PythonException") || strstr(e->msg, "Python worker") ||
           strstr(e->msg, "python worker");
}

/* A (chained) traceback's header: what it names, and where its exception
 * will be in the chain. */
static void py_header(tg_extract *x, tg_sv head)
{
    head = tg_trim(head);
    size_t i = 0;
    while (i < head.n && (tg_is_ident((unsigned char)head.p[i]) || head.p[i] == '.'))
        i++;
    x->py_head[0] = 0;
    if (i > 0 && i < sizeof x->py_head && i < head.n && !tg_starts(head, "Traceback"))
        snprintf(x->py_head, sizeof x->py_head, "%.*s", (int)i, head.p);
    x->py_head_n = x->o.nchain;
    x->py_frames = 0;
}

static void begin_py(tg_extract *x, tg_sv head)
{
    x->state = ST_PY;
    x->py_marker = 0;
    x->py_user[0] = 0;
    x->py_last[0] = 0;
    x->py_frame_indent = 0;
    py_header(x, head);
}

static void py_frame(tg_extract *x, const tg_pyframe *f)
{
    x->py_frames++;
    x->py_after_frame = 1;
    if (f->line >= 0)
        snprintf(x->py_last, sizeof x->py_last, "%.*s:%lld in %.*s", (int)f->file.n, f->file.p, (long long)f->line,
                 (int)f->func.n, f->func.p);
    else
        snprintf(x->py_last, sizeof x->py_last, "%.*s in %.*s", (int)f->file.n, f->file.p, (int)f->func.n,
                 f->func.p);
    if (!tg_is_user_py_file(f->file))
        return;
    if (f->line >= 0 && f->func.n)
        snprintf(x->py_user, sizeof x->py_user, "%.*s:%lld in %.*s", (int)f->file.n, f->file.p,
                 (long long)f->line, (int)f->func.n, f->func.p);
    else if (f->line >= 0)
        snprintf(x->py_user, sizeof x->py_user, "%.*s:%lld", (int)f->file.n, f->file.p, (long long)f->line);
    else
        snprintf(x->py_user, sizeof x->py_user, "%.*s in %.*s", (int)f->file.n, f->file.p, (int)f->func.n,
                 f->func.p);
}

/* The exception line that ends a Python traceback: "ValueError: msg". */
static int py_exception_line(tg_extract *x, tg_sv t)
{
    size_t i = 0;
    while (i < t.n && (tg_is_ident((unsigned char)t.p[i]) || t.p[i] == '.'))
        i++;
    if (i == 0 || (!tg_is_alpha((unsigned char)t.p[0]) && t.p[0] != '_'))
        return 0;
    tg_sv cls = {t.p, i};
    tg_sv msg = {t.p + t.n, 0};
    if (i < t.n) {
        if (t.p[i] != ':')
            return 0;
        msg = tg_trim(tg_sv_make(t.p + i + 1, t.n - i - 1));
    }
    /* Python's exception classes are CapWords or qualified ("socket.timeout"); a lower-case
     * word alone is a person or a label in a chat ("me: thanks, that fixed it"), save
     * Python 2's socket "error" and "timeout" */
    if (!memchr(cls.p, '.', cls.n) && tg_is_lower((unsigned char)cls.p[cls.p[0] == '_' ? 1 : 0]) &&
        !tg_eq(cls, "error") && !tg_eq(cls, "timeout"))
        return 0;
    int idx = add_elem(x, cls, msg, 1, 0);
    if (idx >= 0) {
        x->o.chain[idx].python = 1; /* also when it was named before, quoted in a message */
        if (x->py_user[0] && !x->o.chain[idx].user_frame)
            x->o.chain[idx].user_frame = xdupz(x, x->py_user);
        x->cur = idx;
    }
    if (x->state == ST_PY)
        x->state = ST_MSG;
    x->msg_lines = 0;
    x->py_marker = 0;
    return 1;
}

/* A bare lower-case name alone on a line inside a traceback ("...",
 * then "get_return_value"): a frame cut by an editor or a notebook, not an
 * exception -- Python exception classes are CapWords ("StopIteration"). */
static int py_name_fragment(tg_sv t)
{
    size_t i = 0, last = 0;
    while (i < t.n && (tg_is_ident((unsigned char)t.p[i]) || t.p[i] == '.')) {
        if (t.p[i] == '.')
            last = i + 1;
        i++;
    }
    /* "error:" alone: a source line's last word wrapped ("... is always an" /
     * "error:"); Python prints no colon after an exception without a message */
    if (i + 1 == t.n && t.p[i] == ':')
        i++;
    else if (i != t.n)
        return 0;
    return i > 0 && last < i && !tg_is_upper((unsigned char)t.p[last]);
}

/* "Name: ..." or a bare "pkg.Name": how an exception line starts. */
static int exception_shaped(tg_sv t)
{
    size_t i = 0;
    while (i < t.n && (tg_is_ident((unsigned char)t.p[i]) || t.p[i] == '.'))
        i++;
    return i > 0 && (i == t.n || t.p[i] == ':');
}

static int is_py_source(const tg_line *l, tg_sv t)
{
    if (l->n && tg_is_space((unsigned char)l->s[0]))
        return 1;
    if (tg_starts(t, "--") || tg_starts(t, "->") || tg_starts(t, "^") || tg_starts(t, "~"))
        return 1;
    if (t.n && tg_is_digit((unsigned char)t.p[0])) {
        size_t i = 0;
        while (i < t.n && tg_is_digit((unsigned char)t.p[i]))
            i++;
        return i < t.n && t.p[i] == ' ';
    }
    return 0;
}

/* A frame in Java's form: Scala 2.11 closures ("SparkPlan$$anonfun$executeCollect$1.apply(")
 * and 2.12 lambdas ("Dataset.$anonfun$collect$1(", "...$1$adapted(") name their
 * enclosing method, which reads "SparkPlan.executeCollect(" / "Dataset.collect(". */
static tg_sv frame_canonical(tg_sv f, char *buf, size_t cap)
{
    size_t o = 0;
    for (size_t i = 0; i < f.n && o + 1 < cap; i++) {
        if (f.p[i] == '$' && i + 10 <= f.n && memcmp(f.p + i, "$$anonfun$", 10) == 0) {
            buf[o++] = '.';
            i += 9;
            continue;
        }
        if (f.p[i] == '.' && i + 10 <= f.n && memcmp(f.p + i, ".$anonfun$", 10) == 0) {
            buf[o++] = '.';
            i += 9;
            continue;
        }
        if (f.p[i] == '$' && i + 1 < f.n && tg_is_digit((unsigned char)f.p[i + 1]) && o &&
            tg_is_ident((unsigned char)buf[o - 1])) {
            /* "collect$1" -> "collect(": the closure's number ends the method name */
            buf[o++] = '(';
            while (i + 1 < f.n && tg_is_digit((unsigned char)f.p[i + 1]))
                i++;
            continue;
        }
        buf[o++] = f.p[i];
    }
    return tg_sv_make(buf, o);
}

/* Where a frame says its exception ran (see tg_elem.where). */
static int frame_where(tg_sv raw)
{
    char buf[512];
    tg_sv f = frame_canonical(raw, buf, sizeof buf);
    if (tg_find(f, "Executor$TaskRunner.run") >= 0 || tg_find(f, "scheduler.Task.run(") >= 0 ||
        tg_find(f, "ShuffleMapTask.runTask") >= 0 || tg_find(f, "ResultTask.runTask") >= 0)
        return TG_SIDE_TASK;
    /* the work only tasks do: a data writer's rows, the sorters and maps of an
     * aggregation or a shuffle, whole-stage generated code (a paste cut above
     * TaskRunner still shows these) */
    static const char *const task_work[] = {"FileFormatWriter$.executeTask", "FileFormatDataWriter",
                                            "DataWritingSparkTask", "UnsafeExternalSorter", "ShuffleExternalSorter",
                                            "collection.ExternalSorter", "BytesToBytesMap", "UnsafeFixedWidthAggregationMap",
                                            "SortShuffleWriter", "BypassMergeSortShuffleWriter",
                                            "GeneratedClass$GeneratedIterator", "ShuffleBlockFetcherIterator",
                                            "iceberg.spark.data.", NULL};
    for (int k = 0; task_work[k]; k++)
        if (tg_find(f, task_work[k]) >= 0)
            return TG_SIDE_TASK;
    if (tg_find(f, "SparkPlan.executeCollect") >= 0 || tg_find(f, "SparkPlan.executeTake") >= 0 ||
        tg_find(f, "Dataset.collect") >= 0 || tg_find(f, "RDD.collect(") >= 0 ||
        tg_find(f, "collectToPython") >= 0 || tg_find(f, "collectAsArrowToPython") >= 0 ||
        tg_find(f, "toPandas") >= 0 || tg_find(f, "BroadcastExchangeExec") >= 0 ||
        tg_find(f, "HashedRelation") >= 0 || tg_find(f, "DAGScheduler.submit") >= 0 ||
        tg_find(f, "AsyncEventQueue") >= 0 || tg_find(f, "LiveListenerBus") >= 0 ||
        tg_find(f, "ApplicationMaster") >= 0 || tg_find(f, "deploy.SparkSubmit") >= 0 ||
        /* the planner: analysing, optimising, canonicalising a plan's trees */
        tg_find(f, "catalyst.trees.TreeNode.") >= 0 || tg_find(f, "catalyst.analysis.") >= 0 ||
        tg_find(f, "catalyst.optimizer.") >= 0 || tg_find(f, "catalyst.rules.RuleExecutor") >= 0 ||
        tg_find(f, "Expression.canonicalized") >= 0 || tg_find(f, "execution.QueryExecution.") >= 0)
        return TG_SIDE_DRIVER;
    if (tg_find(f, "CoarseGrainedExecutorBackend") >= 0 || tg_find(f, "executor.Executor.") >= 0)
        return TG_SIDE_EXECUTOR;
    return 0;
}

/* A frame of a storage client: the object stores' SDKs and Hadoop's
 * connectors for them, HDFS's client. A network error thrown under them is
 * the store's, not Spark's shuffle or RPC. */
static int frame_is_storage(tg_sv f)
{
    static const char *const pk[] = {"com.amazonaws.", "software.amazon.awssdk.", "org.apache.hadoop.fs.s3",
                                     "com.amazon.ws.emr.hadoop.fs", "com.google.cloud.hadoop.", "com.google.cloud.storage",
                                     "com.google.api.client.", "org.apache.hadoop.fs.azure", "com.microsoft.azure.storage",
                                     "com.azure.storage", "org.apache.hadoop.hdfs.", "shaded.databricks.", NULL};
    for (int k = 0; pk[k]; k++)
        if (tg_find(f, pk[k]) >= 0)
            return 1;
    return 0;
}

/* Does f start with one of the NULL-terminated prefixes pk? */
static int starts_with_any(tg_sv f, const char *const *pk)
{
    for (int k = 0; pk[k]; k++)
        if (tg_starts(f, pk[k]))
            return 1;
    return 0;
}

/* A frame of the JDK's or Scala's own library (or a reflection stub): not
 * where a failure comes from, only how it was thrown. */
static int frame_is_runtime(tg_sv f)
{
    const char *slash = memchr(f.p, '/', f.n);
    const char *paren = memchr(f.p, '(', f.n);
    if (slash && (!paren || slash < paren)) /* "java.base/java.lang.X.y(...)" */
        f = tg_sv_make(slash + 1, f.n - (size_t)(slash + 1 - f.p));
    static const char *const pk[] = {"java.", "javax.", "jdk.", "sun.", "com.sun.", "scala.", "kotlin.",
                                     /* Spark's own waiting on a future: how, not where */
                                     "org.apache.spark.util.ThreadUtils", NULL};
    return starts_with_any(f, pk);
}


/* Spark's shuffle itself: its readers, writers and block fetcher, the map
 * output tracker, the external shuffle service and remote shuffle services.
 * A generic exception thrown there is the shuffle's, not the job's logic. */
static int frame_is_shuffle_work(tg_sv f)
{
    static const char *const pk[] = {"org.apache.spark.shuffle.", "org.apache.spark.network.shuffle.",
                                     "org.apache.spark.MapOutputTracker", "org.apache.spark.storage.ShuffleBlockFetcherIterator",
                                     "org.apache.celeborn.", "org.apache.uniffle.", "com.nvidia.spark.rapids.shuffle.",
                                     "org.apache.spark.sql.rapids.shuffle.",
                                     /* moving shuffle blocks off a decommissioned executor */
                                     "org.apache.spark.storage.BlockManagerDecommissioner",
                                     "org.apache.spark.storage.ShuffleMigrationRunnable",
                                     "org.apache.spark.network.BlockTransferService", NULL};
    return starts_with_any(f, pk);
}

/* Code that turns text into typed values or checks a value's type: Spark's
 * date and time parsing, the CSV / JSON readers' parsers and schema
 * inference, Cast, Hive's object inspectors, the XML reader. A generic
 * exception thrown there is a value that did not fit. */
static int frame_is_value_work(tg_sv f)
{
    static const char *const pk[] = {"org.apache.spark.sql.catalyst.util.DateTimeUtils",
                                     "org.apache.spark.sql.catalyst.util.TimestampFormatter",
                                     "org.apache.spark.sql.catalyst.util.DateFormatter",
                                     "org.apache.spark.sql.catalyst.csv.", "org.apache.spark.sql.execution.datasources.csv.",
                                     "org.apache.spark.sql.catalyst.json.", "org.apache.spark.sql.execution.datasources.json.",
                                     "org.apache.spark.sql.json.", "org.apache.spark.sql.catalyst.expressions.Cast",
                                     "org.apache.spark.sql.hive.HiveInspectors", "com.databricks.spark.xml.",
                                     "com.databricks.spark.csv.",
                                     /* geometry values built and checked (JTS, under Sedona / GeoSpark) */
                                     "org.locationtech.jts.", "com.vividsolutions.jts.", NULL};
    return starts_with_any(f, pk);
}

/* The driver starting up: the context's constructor and what it starts
 * (plugins, listeners, metrics, the scheduler backend), spark-submit's
 * launch, the extensions it loads by name (spark.plugins,
 * spark.extraListeners). */
static int frame_is_startup(tg_sv f)
{
    static const char *const at[] = {"SparkContext.<init>", "SparkContext$.getOrCreate", "SparkContext.getOrCreate",
                                     "JavaSparkContext.<init>", "SparkSession$Builder.getOrCreate",
                                     "deploy.SparkSubmit", "internal.plugin.PluginContainer",
                                     "metrics.MetricsSystem", "SparkContext.setupAndStartListenerBus",
                                     "SparkContext.createTaskScheduler", "SparkEnv$.create",
                                     "Utils$.loadExtensions", "Utils.loadExtensions",
                                     /* the JVM loading the main class it was started with (spark-shell,
                                      * spark-submit's driver) */
                                     "LauncherHelper.checkAndLoadMain", NULL};
    for (int k = 0; at[k]; k++)
        if (tg_find(f, at[k]) >= 0)
            return 1;
    return 0;
}

/* The first two components of a frame's class: "com.acme" of
 * "com.acme.jobs.X.run(X.scala:1)"; empty when there are fewer. */
static tg_sv frame_package(tg_sv f)
{
    size_t dots = 0;
    for (size_t i = 0; i < f.n && f.p[i] != '('; i++)
        if (f.p[i] == '.' && ++dots == 2)
            return tg_sv_make(f.p, i);
    return tg_sv_make(f.p, 0);
}

/* A frame of the element being read (not the driver stacktrace). */
static void note_frame(tg_extract *x, int idx, tg_sv frame)
{
    tg_elem *e = &x->o.chain[idx];
    tg_sv tf = tg_trim(frame);
    if (!e->top_frame)
        e->top_frame = xdup(x, tf, 300);
    if (frame_is_storage(frame))
        e->storage = 1;
    if (!e->origin && !frame_is_runtime(tf))
        e->origin = tg_is_connector_frame(tf) ? TG_ORIGIN_CONNECTOR
                  : frame_is_shuffle_work(tf) ? TG_ORIGIN_SHUFFLE
                  : frame_is_value_work(tf) ? TG_ORIGIN_VALUES : TG_ORIGIN_OTHER;
    if (frame_is_startup(frame))
        e->startup = 1;
    if (tg_find(frame, "org.apache.arrow.") >= 0 || tg_find(frame, ".ArrowBuf.") >= 0)
        e->arrow = 1;
    if (tg_find(frame, "org.apache.parquet.") >= 0 || tg_find(frame, "org.apache.orc.") >= 0 ||
        tg_find(frame, "org.apache.avro.") >= 0 || tg_find(frame, ".parquet.Native") >= 0 ||
        tg_find(frame, "comet.parquet.") >= 0)
        e->format = 1;
    if (tg_find(frame, "org.apache.spark.shuffle.") >= 0 || tg_find(frame, "ShuffleBlockFetcherIterator") >= 0 ||
        tg_find(frame, "org.apache.celeborn.") >= 0 || tg_find(frame, "org.apache.uniffle.") >= 0 ||
        tg_find(frame, "ShuffleReader") >= 0 || tg_find(frame, "UnsafeRowSerializer") >= 0)
        e->shuffle = 1; /* Spark's shuffle, or a remote shuffle service's client */
    if (tg_find(frame, "java.io.ObjectInputStream.") >= 0 || tg_find(frame, "DeserializationStream") >= 0 ||
        tg_find(frame, "kryo.Kryo.readClass") >= 0)
        e->deser = 1;
    int w = frame_where(frame);
    /* a task's own frames win; the driver's or executor's only when no task frame came */
    if (w == TG_SIDE_TASK || (w && !e->where))
        e->where = w;
    if (!tg_is_user_java_frame(frame))
        return;
    if (!e->user_frame) {
        set_user_frame(x, idx, frame);
        return;
    }
    /* frames of another package further out: the code above was a library
     * the job called (a statistics or client library), the caller is the
     * job's own code */
    tg_sv a = frame_package(tg_sv_make(e->user_frame, strlen(e->user_frame)));
    tg_sv b = frame_package(tg_trim(frame));
    if (a.n && b.n && !(a.n == b.n && memcmp(a.p, b.p, a.n) == 0)) {
        free(e->user_frame);
        e->user_frame = xdup(x, tg_trim(frame), 300);
    }
}

/* The element a "Caused by" repeats: same class, and the message named
 * inside the outer one starts with the cause's own message (the outer one
 * may have appended more). That element takes the cause's own message. */
static int repeated_cause(tg_extract *x, tg_sv cls, tg_sv msg)
{
    tg_obs *o = &x->o;
    cls = tg_trim(cls);
    msg = tg_trim(msg);
    const char *nl = memchr(msg.p, '\n', msg.n);
    tg_sv m1 = {msg.p, nl ? (size_t)(nl - msg.p) : msg.n};
    for (int i = 0; i < o->nchain; i++) {
        tg_elem *e = &o->chain[i];
        if (strlen(e->cls) != cls.n || memcmp(e->cls, cls.p, cls.n) != 0)
            continue;
        size_t have = strlen(e->msg);
        if (have < m1.n || memcmp(e->msg, m1.p, m1.n) != 0 || (m1.n == 0 && have != 0))
            continue;
        if (have != msg.n) {
            char *nm = xdup(x, msg, TG_MSG_MAX);
            if (nm) {
                free(e->msg);
                e->msg = nm;
            }
        }
        return i;
    }
    return -1;
}

/* A "Caused by" that repeats an element named earlier inside a message
 * ("FetchFailedException: java.net.ConnectException: ...") is that
 * element: it moves to the end, where the innermost cause belongs. */
static int move_to_end(tg_extract *x, int idx)
{
    tg_obs *o = &x->o;
    if (idx < 0 || idx >= o->nchain - 1)
        return idx;
    tg_elem e = o->chain[idx];
    memmove(&o->chain[idx], &o->chain[idx + 1], (size_t)(o->nchain - 1 - idx) * sizeof e);
    o->chain[o->nchain - 1] = e;
    if (x->abort_elem == idx)
        x->abort_elem = o->nchain - 1;
    else if (x->abort_elem > idx)
        x->abort_elem--;
    return o->nchain - 1;
}

/* ---- continuing a block ---------------------------------------------------- */

/* A record's message that a hard wrap broke: it ends inside a phrase, or
 * on a word the next line goes on from in lower case ("... outstanding" /
 * "blocks (after 3 retries)", "... Connection from" / "/10.0.0.7:40412 closed"). */
static int statement_wrapped(const char *stm, tg_sv next)
{
    tg_sv s = tg_trim(tg_sv_make(stm, strlen(stm)));
    if (s.n < 16 || !next.n || strlen(stm) + next.n + 2 > sizeof ((tg_extract *)0)->statement)
        return 0;
    if (ends_mid_phrase(s))
        return 1;
    unsigned char e = (unsigned char)s.p[s.n - 1], c = (unsigned char)next.p[0];
    return tg_is_alpha(e) && (tg_is_lower(c) || tg_is_digit(c) || c == '/') && !tg_starts(next, "at ");
}

static void note_bare_name(tg_extract *x, const tg_line *l, tg_sv t);

static int continue_block(tg_extract *x, const tg_line *l, tg_sv t)
{
    tg_obs *o = &x->o;
    int rec = l->record_start;
    tg_pyframe pf;
    tg_sv frame;

    if (x->state == ST_PY) {
        int after_frame = x->py_after_frame, after_src = x->py_after_src;
        x->py_after_frame = 0;
        x->py_after_src = 0;
        size_t ind = 0;
        while (ind < l->n && (l->s[ind] == ' ' || l->s[ind] == '\t'))
            ind++;
        if (tg_parse_pyframe(tg_sv_make(l->s, l->n), &pf)) {
            py_frame(x, &pf);
            x->py_frame_indent = (int)ind;
            return 1;
        }
        /* the exception line is indented less than the frames, also when the whole paste is
         * indented (a markdown code block): then it is no source line */
        int outdented = x->py_frames && (int)ind <= x->py_frame_indent && t.n &&
                         (tg_is_alpha((unsigned char)t.p[0]) || t.p[0] == '_') && exception_shaped(t);
        if (tg_is_py_traceback(t)) {
            py_header(x, t); /* a chained one: "During handling of the above exception ..." */
            return 1;
        }
        if (is_chain_marker(t)) {
            x->py_marker = 1;
            return 1;
        }
        if (tg_starts(t, "[... skipping"))
            return 1;
        /* a source line's tail that a wrap put at the start of a line
         * ('"2022-01-01").select(*cols).toPandas()') goes on with it */
        if (!outdented &&
            (is_py_source(l, t) || ((after_frame || (after_src && !rec && !x->after_blank)) && !exception_shaped(t)))) {
            x->py_after_src = 1;
            /* a frame's source line, also pasted without its indentation */
            size_t have = strlen(x->py_last);
            if (x->py_frames && have && !strstr(x->py_last, ": ") && have + t.n + 3 < sizeof x->py_last &&
                !tg_starts(t, "^") && !tg_starts(t, "~"))
                snprintf(x->py_last + have, sizeof x->py_last - have, ": %.*s", (int)t.n, t.p);
            return 1;
        }
        if (rec)
            return 0;
        if (py_name_fragment(t))
            return 1; /* "get_return_value": the tail of an elided frame */
        return py_exception_line(x, t);
    }
    if (tg_parse_frame(t, &frame) ||
        ((x->state == ST_MSG || x->state == ST_FRAMES) && l->n && tg_is_space((unsigned char)l->s[0]) &&
         tg_parse_bare_frame(t, &frame))) {
        if (x->cur >= 0 && x->state != ST_DRIVER)
            note_frame(x, x->cur, frame);
        else if (x->cur >= 0 && tg_is_user_java_frame(frame))
            set_user_frame(x, x->cur, frame);
        if (x->state != ST_DRIVER)
            x->state = ST_FRAMES;
        return 1;
    }
    if (tg_is_more(t) || ((tg_eq(t, "...") || tg_eq(t, "at")) && (x->state == ST_FRAMES || x->state == ST_DRIVER)))
        return 1; /* ScalaTest elides frames with a bare "..."; a paste cut a frame to "at " */
    if (tg_starts(t, "Serialization stack:") ||
        (tg_starts(t, "- ") && (tg_find(t, "(class") >= 0 || tg_find(t, "element of") >= 0 ||
                                tg_find(t, "writeObject data") >= 0 || tg_find(t, "field (") >= 0)))
        return 1; /* the serialization debugger's path to the offending object */
    if (tg_starts(t, "Caused by: ") || tg_starts(t, "Cause: ")) {
        /* ScalaTest prints a failure's cause as "Cause: <exception>" */
        tg_exc e;
        tg_sv c = tg_starts(t, "Cause: ") ? tg_sv_make(t.p + 7, t.n - 7) : t;
        if (tg_parse_exc(c, &e, tg_starts(t, "Cause: "))) {
            int after_driver = x->state == ST_DRIVER;
            x->state = ST_MSG;
            int idx = repeated_cause(x, e.cls, e.msg);
            /* after "Driver stacktrace:" the abort's cause is the task's
             * failure printed again, its deeper causes already read: it
             * stays where it is */
            if (idx >= 0 && !after_driver)
                idx = move_to_end(x, idx);
            else if (idx < 0)
                idx = add_exc(x, &e, 0, 0);
            x->cur = idx;
            x->msg_lines = 0;
        } else {
            x->state = ST_MSG;
        }
        return 1;
    }
    if (x->state == ST_EXPECT_EXC && tg_starts(t, "ExecutorLostFailure (")) {
        parse_executor_lost(x, t); /* the reason a barrier stage's abort points to */
        o->side = TG_SIDE_EXECUTOR;
        return 1;
    }
    if (tg_starts(t, "Suppressed: ")) {
        x->cur = -1;
        x->state = ST_FRAMES;
        return 1;
    }
    if (tg_starts(t, "Driver stacktrace:")) {
        if (x->abort_elem < 0 && o->nchain && !x->has_task && (o->side == TG_SIDE_UNKNOWN || o->side_guess)) {
            /* only a job abort prints it, under the failure of the task that
             * aborted the job: what came before it (its header cut) ran in a task */
            o->side = TG_SIDE_TASK;
            o->side_guess = 0;
        }
        x->cur = x->abort_elem >= 0 ? x->abort_elem : (o->nchain ? 0 : -1);
        x->state = ST_DRIVER;
        return 1;
    }
    if (tg_starts(t, "JVM stacktrace:")) {
        x->state = ST_EXPECT_EXC;
        return 1;
    }
    if (is_chain_marker(t)) {
        x->py_marker = 1;
        return 1;
    }
    if (tg_is_py_traceback(t)) {
        /* a traceback inside a Python worker's message continues the block;
         * after a log record about something else it is a new failure, and
         * so is one right after a Python exception line with no "During
         * handling of the above exception" between them (a second report) */
        const tg_elem *le = o->nchain ? &o->chain[o->nchain - 1] : NULL;
        if (le && le->python && !x->py_marker && le->msg[0] &&
            !tg_eq(tg_simple_name(tg_sv_make(le->cls, strlen(le->cls))), "PythonException") &&
            !tg_is_wrapper(tg_sv_make(le->cls, strlen(le->cls)), tg_sv_make(le->msg, strlen(le->msg))))
            return 0; /* not PySpark's "PythonException: An exception was thrown from the Python worker" */
        if ((x->state == ST_MSG || x->state == ST_EXPECT_EXC) && (!x->block_record || python_context(x))) {
            begin_py(x, t);
            return 1;
        }
        return 0;
    }
    if ((x->state == ST_MSG || x->state == ST_EXPECT_EXC) && !rec &&
        tg_parse_pyframe(tg_sv_make(l->s, l->n), &pf) && tg_starts(t, "File \"")) {
        begin_py(x, tg_sv_make(t.p, 0));
        py_frame(x, &pf);
        x->py_frame_indent = (int)(t.p - l->s);
        return 1;
    }
    tg_task tk;
    if (rec && !x->block_record && x->state == ST_MSG && o->nchain == 1 && !o->chain[0].top_frame &&
        !x->msg_lines && !x->has_task && tg_find(t, "Exception in task ") >= 0 && tg_parse_task_ref(t, &tk)) {
        /* a bare exception line, then the executor's "Exception in task N in
         * stage S (TID n)" record, then the frames: a paste that put the
         * record's header after its exception; the task's record owns it */
        apply_task(x, &tk, 0);
        o->aborted = 0;
        x->block_record = 1;
        return 1;
    }
    if (rec)
        return 0;

    tg_exc e;
    if (tg_starts(t, ": ") || x->state == ST_EXPECT_EXC) {
        if (tg_parse_exc(t, &e, 0) && e.in_thread)
            return 0; /* "Exception in thread ..." is always a failure of its own */
        if (x->block_record && x->state == ST_EXPECT_EXC && tg_parse_exc(t, &e, 0) && !e.py4j &&
            (tg_eq(tg_simple_name(e.cls), "Py4JJavaError") || tg_starts(e.cls, "pyspark.")))
            return 0; /* raised in the Python driver: never the tail of a log4j record */
        /* after a WARN/ERROR record the next line must clearly be an
         * exception; after Spark's own "message=" / "failure reason:" any
         * class-like name is */
        const char *kcls;
        size_t skip;
        if (tg_starts(t, ": ") && x->cur >= 0 && x->state == ST_MSG &&
            tg_nameless_known(tg_sv_make(t.p + 2, t.n - 2), &kcls, &skip)) {
            /* Py4J's cause line holding a known exception's message without its name */
            int idx = add_elem(x, tg_sv_make(kcls, strlen(kcls)), tg_sv_make(t.p + 2 + skip, t.n - 2 - skip), 0, 0);
            if (idx >= 0)
                x->cur = idx;
            x->msg_lines = 0;
            return 1;
        }
        int strict = x->state == ST_EXPECT_EXC && x->expect_strict && !tg_starts(t, ": ");
        if (tg_parse_exc(t, &e, strict) && (e.py4j || x->state == ST_EXPECT_EXC)) {
            x->state = ST_MSG; /* the message may announce more (EXPECT_EXC, PY) */
            int idx = add_exc(x, &e, 0, 0);
            x->cur = idx;
            x->msg_lines = 0;
            return 1;
        }
    }
    tg_sv reason;
    if (tg_starts(t, "Exception in thread \""))
        return 0; /* always a failure of its own */
    long ja = tg_find(t, "Job aborted due to stage failure:");
    long la = tg_find(t, "Lost task ");
    if (ja >= 0 && (x->state == ST_MSG || x->state == ST_EXPECT_EXC)) {
        int idx = x->cur >= 0 ? x->cur : 0;
        if (o->nchain == 0) {
            idx = add_elem(x, tg_sv_make("org.apache.spark.SparkException", 31), tg_sv_make(t.p + ja, t.n - (size_t)ja), 0, 0);
        } else {
            append_msg(x, idx, t);
            scan_msg(x, idx, tg_sv_make(t.p + ja, t.n - (size_t)ja), 1);
        }
        return 1;
    }
    if (la >= 0 && (x->state == ST_MSG || x->state == ST_EXPECT_EXC) && tg_parse_lost_task(t, &tk, &reason)) {
        apply_task(x, &tk, o->aborted);
        handle_reason(x, reason, 1);
        return 1;
    }
    if (tg_parse_exc(t, &e, 1)) {
        /* a new exception that is not a cause: a new failure, unless the
         * message read last ends announcing it ("... SQLSTATE: 39000:", "Most
         * recent failure reason:"): a message hard-wrapped before the
         * exception it carries */
        if (x->state == ST_MSG && x->msg_colon && !x->after_blank && !e.in_thread && x->cur >= 0 &&
            o->chain[x->cur].msg && tg_find(tg_sv_make(o->chain[x->cur].msg, strlen(o->chain[x->cur].msg)),
                                            "error messages):") >= 0)
        {
            /* elasticsearch-hadoop's "Error sample (first [5] error messages):": samples of the
             * failure, part of its message, not a cause */
            if (x->msg_lines++ <= MAX_MSG_LINES)
                append_msg(x, x->cur, t);
            return 1;
        }
        if (x->state == ST_MSG && x->msg_colon && !x->after_blank && !e.in_thread && x->cur >= 0) {
            x->cur = add_exc(x, &e, 0, 0); /* sets msg_colon for its own message */
            x->msg_lines = 0;
            return 1;
        }
        return 0;
    }
    if (x->state == ST_LOSS && tg_starts(t, "Exit Code:")) {
        /* kubectl describe pod: the exit code under the reason */
        char b[64];
        snprintf(b, sizeof b, "exit code %.*s", (int)(t.n - 10 < 40 ? t.n - 10 : 40), t.p + 10);
        append_loss(x, tg_trim(tg_sv_make(b, strlen(b))));
        return 1;
    }
    if (x->state == ST_LOSS && !x->loss_open && !rec && tg_starts(t, "Diagnostics:")) {
        append_loss(x, t); /* YARN's diagnostics, moved to a line of their own by a wrap */
        x->loss_open = 1;
        return 1;
    }
    if (x->state == ST_LOSS) {
        if (!x->loss_open)
            return 0; /* the reason was whole: this line is something else */
        append_loss(x, t);
        return 1;
    }
    size_t so;
    tg_sv ec0, kr0;
    if (x->after_blank && x->state == ST_MSG && o->nchain && (embedded_failure(t, &so) || is_loss_line(t)))
        return 0; /* a paragraph of its own that states a failure (the JVM's "# java.lang.OutOfMemoryError:
                   * ..." under prose that named another): not the message going on */
    if (o->nchain == 0 && !o->loss &&
        (backend_gone(t) || driver_statement(t, &so) || embedded_failure(t, &so) ||
         is_loss_line(t) ||
         k8s_termination(t, &kr0) ||
         (tg_find(t, "No space left on device") >= 0 && !strstr(x->statement, "No space left on device")) ||
         (t.n && t.p[0] == '[' && tg_error_class(t, &ec0)) || tg_starts(t, "Serialization stack:") ||
         tg_find(t, "object not serializable (class: ") >= 0))
        return 0; /* a record's message going on is not it: a failure stated on a line of its own (a
                   * JSON record's multi-line message, prose under a record) */
    if (x->state == ST_MSG && o->nchain && tg_starts(t, "FetchFailed(BlockManagerId("))
        return 0; /* the scheduler's reason for another task: a fetch failure of its own */
    if (x->state == ST_MSG && o->nchain && starts_uncaught(t))
        return 0; /* the uncaught-exception handler's line names the thread of what follows */
    if (x->state == ST_MSG || x->state == ST_EXPECT_EXC) {
        if (x->msg_lines >= 200)
            return 0;
        x->msg_lines++;
        tg_sv ncls, nrest;
        if (x->state == ST_MSG && !x->after_blank && x->cur >= 0 &&
            ((x->msg_colon && nested_exception(t, &ncls, &nrest)) ||
             (tg_starts(t, "Most recent failure: ") &&
              nested_exception(tg_sv_make(t.p + 21, t.n - 21), &ncls, &nrest)) ||
             (!tg_starts(t, "Caused by") && nested_exception(t, &ncls, &nrest) && ncls.p > t.p)) &&
            memchr(ncls.p, '.', ncls.n)) {
            /* the cause the message announced, on the next line
             * ("...ExecutionException:" / "java.lang.StackOverflowError (state=,code=0)",
             * "s3a://b/k/:" / "getFileStatus on s3a://b/k/: com.amazonaws...Exception:"),
             * or named after a lead-in on a line of a wrapped message ("SQLSTATE:
             * 39000: java.lang.NumberFormatException: ...") */
            int idx = add_elem(x, ncls, nrest, 0, 0);
            if (idx >= 0)
                x->cur = idx;
            x->msg_colon = t.p[t.n - 1] == ':';
            return 1;
        }
        if (x->state == ST_EXPECT_EXC && x->block_record && !o->nchain && x->msg_lines <= 3 && !x->after_blank &&
            statement_wrapped(x->statement, t)) {
            /* the record's message hard-wrapped ("... has been quiet for" /
             * "120000 ms while there are outstanding requests"): one line */
            size_t have = strlen(x->statement);
            snprintf(x->statement + have, sizeof x->statement - have, " %.*s", (int)t.n, t.p);
            return 1;
        }
        if (x->called_from) {
            x->called_from = 0;
            if (x->cur >= 0)
                set_user_frame(x, x->cur, t);
        }
        if (tg_find(t, "was called from") >= 0)
            x->called_from = 1;
        if (x->msg_lines <= MAX_MSG_LINES && x->cur >= 0)
            append_msg(x, x->cur, t);
        else if (x->cur < 0 && x->emitted == x->stmts && !x->bare_q)
            note_bare_name(x, l, t); /* a record's lines that carry nothing of it: what they name
                                      * is still read at the end when nothing else was found */
        x->msg_colon = t.n && t.p[t.n - 1] == ':';
        return 1;
    }
    return 0;
}

/* ---- starting a block ----------------------------------------------------- */

static int thread_is_executor(tg_sv thread)
{
    return tg_ifind(thread, "executor") >= 0 || tg_find(thread, "task launch worker") >= 0;
}

static void start_loss(tg_extract *x, const tg_line *l, tg_sv t, tg_sv exec, tg_sv host, tg_sv reason)
{
    open_block(x, l, t);
    tg_obs *o = &x->o;
    o->side = TG_SIDE_EXECUTOR;
    /* YARN's first container of an attempt is the application master: the driver, in cluster mode
     * ("containerID=container_1569865532923_0001_01_000001] is running beyond ...") */
    long c1 = tg_find(t, "containerID=container_");
    if (c1 >= 0 && tg_find(tg_sv_make(t.p + c1, t.n - (size_t)c1 < 64 ? t.n - (size_t)c1 : 64), "_000001]") >= 0 &&
        !exec.n)
        o->side = TG_SIDE_DRIVER;
    if (exec.n)
        set_buf(o->executor, sizeof o->executor, exec);
    if (host.n)
        set_buf(o->host, sizeof o->host, host);
    set_loss(x, reason);
}

/* "on host: H." in YARN diagnostics */
static tg_sv yarn_host(tg_sv t)
{
    long at = tg_find(t, " on host: ");
    if (at < 0)
        return tg_sv_make(t.p, 0);
    size_t i = (size_t)at + 10, st = i;
    while (i < t.n && t.p[i] != ' ' && !(t.p[i] == '.' && (i + 1 == t.n || t.p[i + 1] == ' ')))
        i++;
    return tg_sv_make(t.p + st, i - st);
}

static tg_sv number_after(tg_sv t, const char *w)
{
    long at = tg_find(t, w);
    if (at < 0)
        return tg_sv_make(t.p, 0);
    size_t i = (size_t)at + strlen(w), st = i;
    while (i < t.n && tg_is_ident((unsigned char)t.p[i]))
        i++;
    return tg_sv_make(t.p + st, i - st);
}

/* The DAGScheduler's "ShuffleMapStage 96 (count at X.scala:433) failed in
 * 15.649 s due to <reason>" (an INFO record): the stage and its failure.
 * With a job abort as the reason the abort path takes the line. */
static int stage_failed_due_to(tg_extract *x, const tg_line *l, tg_sv t)
{
    long fi = tg_find(t, ") failed in ");
    if (fi < 0)
        return 0;
    long du = tg_find(tg_sv_make(t.p + fi, t.n - (size_t)fi), " due to ");
    long sg = tg_find(t, "Stage ");
    if (du < 0 || sg < 0 || sg > fi)
        return 0;
    size_t i = (size_t)sg + 6;
    int64_t v;
    if (!tg_parse_i64(t.p, t.n, &i, &v) || i >= t.n || t.p[i] != ' ')
        return 0;
    size_t r0 = (size_t)fi + (size_t)du + 8;
    tg_sv reason = tg_trim(tg_sv_make(t.p + r0, t.n - r0));
    tg_exc e;
    if (!reason.n || !tg_parse_exc(reason, &e, 0))
        return 0;
    open_block(x, l, t);
    x->o.stage = (int32_t)v;
    x->o.side = TG_SIDE_TASK;
    handle_reason(x, reason, 0);
    if (x->state == ST_NONE)
        x->state = ST_MSG;
    return 1;
}

/* Where an exception, an executor loss or a Spark failure header starts
 * inside a line that does not begin with it. Token boundaries only; an
 * exception must be qualified ("org.x.YException:") or a CamelCase
 * ...Error / ...Exception followed by ':'. */
/* A fully qualified exception name without a message at t.p[i], in prose
 * or backticks (embedded_failure takes it only quoted in backticks) ("die with `org.apache.spark.shuffle.XException` after"):
 * where the name ends, or 0. */
static size_t bare_name_end(tg_sv t, size_t i)
{
    size_t k = i, seg = i;
    int dots = 0;
    while (k < t.n && (tg_is_ident((unsigned char)t.p[k]) ||
                       (t.p[k] == '.' && k + 1 < t.n && tg_is_alpha((unsigned char)t.p[k + 1])))) {
        if (t.p[k] == '.') {
            dots++;
            seg = k + 1;
        }
        k++;
    }
    if (dots < 2 || !tg_is_upper((unsigned char)t.p[seg]))
        return 0;
    tg_sv simple = tg_sv_make(t.p + seg, k - seg);
    if (!tg_ends(simple, "Exception") && !tg_ends(simple, "Error"))
        return 0;
    if (k < t.n && !strchr("`'\" ,;)?!", t.p[k]) && !(t.p[k] == '.' && (k + 1 == t.n || t.p[k + 1] == ' ')))
        return 0;
    return k;
}

/* A log record's failure statement quoted inside a line ("... says `ERROR
 * TaskSetManager: Total size of serialized results ...`"): the offset of its
 * message, its level in *lvl; 0 when there is none. */
static size_t embedded_statement(tg_sv t, int *lvl)
{
    static const struct { const char *w; int lvl; } L[] = {
        {"ERROR ", TG_LVL_ERROR}, {"WARN ", TG_LVL_WARN}, {"WARNING ", TG_LVL_WARN}, {"FATAL ", TG_LVL_FATAL},
    };
    for (size_t i = 1; i < t.n; i++) {
        char b = t.p[i - 1];
        if (!(b == ' ' || b == '`' || b == '"' || b == '\'' || (unsigned char)b >= 0x80))
            continue;
        for (size_t k = 0; k < sizeof L / sizeof L[0]; k++) {
            size_t m = strlen(L[k].w);
            if (i + m >= t.n || memcmp(t.p + i, L[k].w, m) != 0)
                continue;
            size_t j = i + m;
            /* the logger: "TaskSetManager", "scheduler.TaskSetManager", then ": " */
            if (!tg_is_alpha((unsigned char)t.p[j]))
                continue;
            while (j < t.n && (tg_is_ident((unsigned char)t.p[j]) || t.p[j] == '.'))
                j++;
            if (j + 2 < t.n && t.p[j] == ':' && t.p[j + 1] == ' ') {
                *lvl = L[k].lvl;
                return j + 2;
            }
        }
    }
    return 0;
}

static int embedded_failure(tg_sv t, size_t *off)
{
    for (size_t i = 1; i + 6 < t.n; i++) {
        char b = t.p[i - 1];
        tg_sv ec;
        if (t.p[i] == '[' && (b == ' ' || b == '=' || b == ':' || b == '"' || b == '`') &&
            tg_error_class(tg_sv_make(t.p + i, t.n - i), &ec) && i + ec.n + 2 < t.n && t.p[i + ec.n + 2] == ' ') {
            /* "... result=[CAST_INVALID_INPUT] The value ..." */
            *off = i;
            return 1;
        }
        /* markdown emphasis opens a quote only after a space: "_org.x.E: ..._" */
        int emph = (b == '_' || b == '*') && (i == 1 || t.p[i - 2] == ' ' || t.p[i - 2] == '*');
        /* an escaped line break left in prose ("raise convert_exception(\npyspark.errors...") */
        int esc = (b == 'n' || b == 't') && i >= 2 && t.p[i - 2] == '\\';
        /* '#': a notebook's output pasted as comments ("#AnalysisException: ...") */
        /* a non-ASCII character: prose in another script ("...スクリプトでjava.io.X: ..."),
         * typographic quotes (“ ” 『 』) */
        if (!(b == ' ' || b == '`' || b == '"' || b == '\'' || b == '(' || b == ':' || b == '[' || b == ']' ||
              b == '>' || b == '\t' || b == '#' || emph || esc || (unsigned char)b >= 0x80))
            continue;
        if (b == ':' && i >= 2 && t.p[i - 2] == ':')
            continue; /* a C++ scope ("Poco::Exception::Exception(...)" in a server's native stack) */
        unsigned char c = (unsigned char)t.p[i];
        /* a private class's leading '_' (numpy's "_ArrayMemoryError"), or a private
         * module's ("_pickle.PicklingError") */
        int priv_mod = 0; /* (one dot: "_org.apache.x.E: ..._" is markdown emphasis) */
        if (c == '_' && b != '_' && i + 1 < t.n && tg_is_lower((unsigned char)t.p[i + 1]))
            for (size_t k = i + 1; k < t.n && k < i + 60 && (tg_is_ident((unsigned char)t.p[k]) || t.p[k] == '.'); k++)
                priv_mod += t.p[k] == '.';
        priv_mod = priv_mod == 1;
        if (!tg_is_alpha(c) && !priv_mod &&
            !(c == '_' && i + 1 < t.n && tg_is_upper((unsigned char)t.p[i + 1]) && b != '_'))
            continue;
        tg_sv rest = {t.p + i, t.n - i};
        if (tg_starts(rest, "ExecutorLostFailure (") || tg_starts(rest, "Lost executor ") ||
            tg_starts(rest, "Container killed ") || tg_starts(rest, "Exception in thread \"")) {
            *off = i;
            return 1;
        }
        tg_exc e;
        if (!tg_parse_exc(rest, &e, 1)) {
            size_t be = b == '`' ? bare_name_end(t, i) : 0;
            if (be && be < t.n && t.p[be] == '`') {
                /* quoted alone in backticks: the failure named; unquoted in
                 * prose a bare name is talk about one */
                *off = i;
                return 1;
            }
            continue;
        }
        if (!memchr(e.cls.p, '.', e.cls.n) && !e.msg.n)
            continue;
        *off = i;
        return 1;
    }
    return 0;
}

/* "Serialization stack:" / "- object not serializable (class: X, value: ...)"
 * with the exception line not in the text: Spark's serialization debugger
 * only prints this under a NotSerializableException. */
/* A line of Spark's serialization debugger's path ("- field (class: X, name: f,
 * type: ...)", "- writeObject data (class: ...)"): only it prints these. */
static int debugger_path_line(tg_sv t)
{
    return tg_starts(t, "- field (class: ") || tg_starts(t, "- writeObject data (class: ") ||
           tg_starts(t, "- writeReplace data (class: ") || tg_starts(t, "- element of array (index: ");
}

static int serialization_stack(tg_extract *x, const tg_line *l, tg_sv t)
{
    long at = tg_find(t, "object not serializable (class: ");
    /* ... or its path alone, the header and the offending object cut off */
    if (at < 0 && !tg_starts(t, "Serialization stack:") && !debugger_path_line(t))
        return 0;
    open_block(x, l, t);
    tg_sv cls = tg_sv_make(t.p + t.n, 0);
    if (at >= 0) {
        size_t i = (size_t)at + 32, st = i;
        while (i < t.n && t.p[i] != ',' && t.p[i] != ')' && t.p[i] != ' ')
            i++;
        cls = tg_sv_make(t.p + st, i - st);
    }
    int idx = add_elem(x, tg_sv_make("java.io.NotSerializableException", 32), cls, 0, MAX_DEPTH);
    x->cur = idx;
    x->state = ST_MSG;
    if (!l->record_start && x->ctx_container != 1)
        x->o.aborted = 1;
    return 1;
}

static int starts_uncaught(tg_sv t)
{
    return tg_starts(t, "Uncaught exception in thread ") || tg_starts(t, "Uncaught fatal error from thread ");
}

static void start_block(tg_extract *x, const tg_line *l, tg_sv t, int depth)
{
    int rec = l->record_start;
    int lvl = l->level;
    tg_obs *o = &x->o;
    tg_task tk;
    tg_sv reason;
    int32_t k;

    long ja = tg_find(t, "Job aborted due to stage failure:");
    long la = tg_find(t, "Lost task ");

    if (ja < 0 && tg_find(t, "aborting job") >= 0 && tg_parse_failed_times(t, &tk, &k)) {
        tg_obs n;
        tg_obs_init(&n);
        n.kind = TG_OBS_FAILED_K;
        n.stage = tk.stage;
        n.stage_att = tk.stage_att;
        n.task = tk.task;
        n.attempts = k;
        n.aborted = 1;
        n.lineno = l->lineno;
        n.tod = l->tod;
        n.evidence = xdup(x, t, 400);
        emit_simple(x, &n);
        return;
    }
    if (la >= 0 && (ja < 0 || la < ja) && tg_parse_lost_task(t, &tk, &reason)) {
        if (tg_starts(reason, "TaskKilled") || tg_starts(reason, "TaskCommitDenied")) {
            int harmless = tg_find(reason, "another attempt succeeded") >= 0 ||
                           tg_find(reason, "Stage finished") >= 0 || tg_starts(reason, "TaskCommitDenied");
            if (!harmless) {
                tg_obs n;
                tg_obs_init(&n);
                n.kind = TG_OBS_KILLED;
                n.side = TG_SIDE_TASK;
                n.stage = tk.stage;
                n.stage_att = tk.stage_att;
                n.task = tk.task;
                n.task_att = tk.task_att;
                n.tid = tk.tid;
                set_buf(n.host, sizeof n.host, tk.host);
                set_buf(n.executor, sizeof n.executor, tk.executor);
                n.lineno = l->lineno;
        n.tod = l->tod;
                n.evidence = xdup(x, t, 400);
                emit_simple(x, &n);
            }
            if (ja >= 0 && depth < 2) {
                tg_sv sub = {t.p + ja, t.n - (size_t)ja};
                start_block(x, l, sub, depth + 1);
            }
            return;
        }
        if (tg_starts(reason, "Resubmitted"))
            return;
        open_block(x, l, t);
        apply_task(x, &tk, 0);
        handle_reason(x, reason, 0);
        if (x->state == ST_NONE)
            x->state = ST_MSG;
        return;
    }
    if (ja >= 0) {
        open_block(x, l, t);
        tg_exc e;
        tg_sv from = t;
        int idx = -1;
        if (tg_parse_exc(from, &e, 0) && e.cls.n && tg_find(e.msg, "Job aborted due to stage failure:") >= 0)
            idx = add_exc(x, &e, 0, 0);
        if (idx < 0)
            idx = add_elem(x, tg_sv_make("org.apache.spark.SparkException", 31),
                           tg_sv_make(t.p + ja, t.n - (size_t)ja), 0, 0);
        if (x->cur < 0)
            x->cur = idx;
        o->aborted = 1;
        if (o->stage < 0) {
            /* "ResultStage 10 (collect at X.scala:53) failed in 74.894 s due
             * to Job aborted due to stage failure: <no task>": that stage */
            long fi = tg_find(t, ") failed in ");
            long sg = tg_find(t, "Stage ");
            if (fi >= 0 && fi < ja && sg >= 0 && sg < fi) {
                size_t i = (size_t)sg + 6;
                uint64_t v;
                if (tg_parse_u64(t.p, t.n, &i, &v) && i < t.n && t.p[i] == ' ' && v < INT32_MAX) {
                    o->stage = (int32_t)v;
                    o->stage_att = -1;
                }
            }
        }
        if (x->state == ST_NONE)
            x->state = ST_MSG;
        if (!rec && !o->side) {
            o->side = TG_SIDE_DRIVER;
            o->side_guess = 1;
        }
        return;
    }
    if (stage_failed_due_to(x, l, t))
        return;
    if (tg_starts(t, "ExecutorLostFailure (")) {
        /* quoted on its own (prose, a notebook's "Caused by: ExecutorLostFailure") */
        open_block(x, l, t);
        o->side = TG_SIDE_EXECUTOR;
        parse_executor_lost(x, t);
        return;
    }
    if (tg_starts(t, "FetchFailed(BlockManagerId(")) {
        /* the scheduler's reason on a line of its own, its exception below it */
        open_block(x, l, t);
        o->side = TG_SIDE_TASK;
        parse_fetch_failed(x, t, 0);
        return;
    }
    tg_sv ex, host;
    if (tg_parse_lost_executor(t, &ex, &host, &reason)) {
        start_loss(x, l, t, ex, host, reason);
        return;
    }
    long rw = tg_find(t, "Removing worker");
    long bc = rw >= 0 ? tg_find(tg_sv_make(t.p + rw, t.n - (size_t)rw), " because ") : -1;
    if (bc > 0) {
        /* the standalone Master: "Removing worker worker-2023...-10.0.0.7-42911
         * because we got no heartbeat in 60 seconds": every executor on it is lost */
        size_t r0 = (size_t)rw + (size_t)bc + 9;
        start_loss(x, l, t, tg_sv_make(t.p, 0), tg_sv_make(t.p, 0), tg_sv_make(t.p + r0, t.n - r0));
        return;
    }
    if (tg_find(t, "with no recent heartbeats") >= 0) {
        tg_sv id = number_after(t, "Removing executor ");
        start_loss(x, l, t, id, tg_sv_make(t.p, 0), t);
        return;
    }
    if (tg_starts(t, "Name:") && !rec) {
        /* kubectl describe pod: the pod's name says whose container it is */
        if (tg_find(t, "-exec-") >= 0)
            x->k8s_driver = 0;
        else if (tg_find(t, "driver") >= 0)
            x->k8s_driver = 1;
    }
    if (!rec && tg_starts(t, "Reason:")) {
        /* kubectl describe pod: the container's last state */
        tg_sv r = tg_trim(tg_sv_make(t.p + 7, t.n - 7));
        if (tg_eq(r, "OOMKilled") || tg_eq(r, "Evicted")) {
            start_loss(x, l, t, tg_sv_make(t.p, 0), tg_sv_make(t.p, 0), tg_eq(r, "OOMKilled") ? t : r);
            if (x->k8s_driver)
                o->side = TG_SIDE_DRIVER;
            return;
        }
    }
    tg_sv kr;
    if (is_loss_line(t) || k8s_termination(t, &kr)) {
        tg_sv id = number_after(t, "remove executor ");
        if (!id.n)
            id = number_after(t, "executor with id ");
        long rm = tg_find(t, " removed: ");
        if (!id.n && rm > 0) {
            /* standalone: "Executor app-20190802111203-0007/3 removed: ..." */
            size_t b = (size_t)rm;
            while (b > 0 && tg_is_digit((unsigned char)t.p[b - 1]))
                b--;
            if (b < (size_t)rm && b > 0 && t.p[b - 1] == '/')
                id = tg_sv_make(t.p + b, (size_t)rm - b);
        }
        tg_sv r = t;
        long fr = tg_find(t, " for reason ");
        if (fr >= 0)
            r = tg_sv_make(t.p + fr + 12, t.n - (size_t)fr - 12);
        start_loss(x, l, t, id, yarn_host(t), r);
        if (tg_find(t, "AM Container for ") >= 0 || tg_ends(tg_trim(t), "AM Container for") ||
            (tg_find(t, "termination reason: ") >= 0 && x->k8s_driver))
            o->side = TG_SIDE_DRIVER;
        return;
    }
    tg_exc e;
    if (tg_parse_exc(t, &e, 1) && (!rec || lvl >= TG_LVL_WARN)) {
        open_block(x, l, t);
        if (e.in_thread) {
            if (thread_is_executor(e.thread)) {
                if (tg_parse_task_ref(e.thread, &tk))
                    apply_task(x, &tk, 0);
                else
                    o->side = TG_SIDE_EXECUTOR;
            } else {
                o->side = TG_SIDE_DRIVER;
                o->aborted = 1;
            }
        }
        if (e.user_class) {
            o->aborted = 1;
            if (!o->side)
                o->side = TG_SIDE_DRIVER;
        }
        int idx = add_exc(x, &e, 0, 0);
        if (x->cur < 0)
            x->cur = idx;
        if (!rec && x->ctx_container != 1) {
            o->aborted = 1;
            if (!x->has_task && !o->side) {
                o->side = TG_SIDE_DRIVER; /* a bare exception line: most often the driver's stderr */
                o->side_guess = 1;
            }
        }
        if (x->state == ST_NONE)
            x->state = ST_MSG;
        return;
    }
    tg_pyframe pf;
    int cut_top = !rec && tg_starts(t, "File \"") && tg_parse_pyframe(tg_sv_make(l->s, l->n), &pf) && pf.line >= 0;
    if (tg_is_py_traceback(t) || cut_top) {
        /* a traceback, or one pasted from its middle (its first frame opens it) */
        open_block(x, l, t);
        begin_py(x, cut_top ? tg_sv_make(t.p, 0) : t);
        if (cut_top)
            py_frame(x, &pf);
        if (!rec && x->ctx_container != 1) {
            o->aborted = 1;
            if (!o->side)
                o->side = TG_SIDE_DRIVER;
        }
        return;
    }
    tg_sv ecl;
    if (!rec && t.p[0] == '[' && tg_error_class(t, &ecl)) {
        /* "[UNRESOLVED_COLUMN.WITH_SUGGESTION] A column ..." printed alone
         * (a tool, a notebook): Spark's error class states the failure; an
         * exception may follow */
        open_block(x, l, t);
        x->state = ST_EXPECT_EXC;
        x->expect_strict = 1;
        set_buf(x->statement, sizeof x->statement, t);
        return;
    }
    size_t so = 0;
    if (!rec && (backend_gone(t) || driver_statement(t, &so))) {
        /* an R front end's or a notebook's only words when the JVM behind
         * it died, or the driver's own statement of a failure quoted
         * without its log record ("`Serialized task 0:0 was 171945107
         * bytes, max allowed 134217728 bytes`"): no exception */
        tg_sv st = tg_sv_make(t.p + so, t.n - so);
        size_t ticks = 0; /* opened by a backquote, at its start or before its lead-in */
        for (size_t k = 0; k < so; k++)
            ticks += t.p[k] == '`';
        if (ticks % 2) {
            const char *q = memchr(st.p, '`', st.n);
            if (q)
                st.n = (size_t)(q - st.p);
        } else if (so && (unsigned char)t.p[so - 1] >= 0x80) {
            /* opened by a typographic quote or after prose in another script: it ends
             * at the next such character (the closing quote) */
            for (size_t k = 0; k < st.n; k++)
                if ((unsigned char)st.p[k] >= 0x80) {
                    st.n = k;
                    break;
                }
        }
        platform_statement(&st);
        open_block(x, l, t);
        x->state = ST_EXPECT_EXC;
        x->expect_strict = 1;
        o->side = TG_SIDE_DRIVER;
        set_buf(x->statement, sizeof x->statement, tg_trim(st));
        return;
    }
    size_t eo;
    tg_exc de;
    if (!rec && tg_find(t, "No space left on device") >= 0 && !tg_parse_exc(t, &de, 1) && !embedded_failure(t, &eo)) {
        /* the disk error a platform reports without its exception ("Error:
         * error while calling spill() on ... : No space left on device") */
        open_block(x, l, t);
        x->state = ST_EXPECT_EXC;
        x->expect_strict = 1;
        set_buf(x->statement, sizeof x->statement, tg_trim(t));
        return;
    }
    /* the ApplicationMaster's final status naming a reason, not an exception */
    int am_failed = rec && am_final_failed(t) && tg_find(t, "threw exception: ") < 0;
    if (((rec && (lvl >= TG_LVL_WARN || am_failed)) || (!rec && starts_uncaught(t))) && !start_up_warning(t)) {
        /* (SparkUncaughtExceptionHandler's line without its record header: a container's
         * stdout, a compose prefix) */
        if (x->emitted == x->stmts && !x->bare_q)
            note_bare_name(x, l, t); /* what the record names in prose, read at the end if
                                      * no exception follows it */
        open_block(x, l, t);
        if (tg_parse_task_ref(t, &tk))
            apply_task(x, &tk, 0);
        long ut = tg_ifind(t, "uncaught exception in thread");
        if (ut < 0)
            ut = tg_ifind(t, "uncaught error in thread");
        if (ut < 0)
            ut = tg_ifind(t, "uncaught fatal error in thread");
        if (ut >= 0 && !x->has_task) {
            tg_sv th = {t.p + ut, t.n - (size_t)ut};
            o->side = thread_is_executor(th) ? TG_SIDE_EXECUTOR : TG_SIDE_DRIVER;
        }
        x->state = ST_EXPECT_EXC;
        x->expect_strict = 1;
        tg_sv st = t;
        if (am_failed) {
            /* the reason is the statement */
            long r = tg_find(t, "(reason: ");
            st = tg_trim(tg_sv_make(t.p + r + 9, t.n - (size_t)r - 9));
            if (tg_ends(st, ")"))
                st.n--;
        }
        set_buf(x->statement, sizeof x->statement, st);
        return;
    }
    if (depth < 2 && (!rec || lvl >= TG_LVL_WARN || info_names_failure(t))) {
        size_t off;
        if (serialization_stack(x, l, t))
            return;
        int slvl = 0;
        size_t st = embedded_failure(t, &off) ? 0 : embedded_statement(t, &slvl);
        if (st) {
            /* a quoted WARN / ERROR record: read as that record */
            size_t end = t.n;
            for (size_t k = st; k < t.n; k++)
                if (t.p[k] == '`') {
                    end = k;
                    break;
                }
            tg_line el = *l;
            el.record_start = 1;
            el.level = slvl;
            start_block(x, &el, tg_trim(tg_sv_make(t.p + st, end - st)), depth + 1);
            if (x->open) {
                free(x->o.evidence);
                x->o.evidence = tg_dup(t, 400);
            }
            return;
        }
        if (embedded_failure(t, &off)) {
            /* the failure does not start the line: an R condition ("Error: ",
             * "Error in value[[3L]](cond) : "), a JSON string value, prose,
             * backticks, an unknown prefix */
            size_t end = t.n;
            if (t.p[off - 1] == '`') {
                /* quoted in prose: the failure ends at the last backtick that closes a quote */
                for (size_t k = t.n; k > off; k--)
                    if (t.p[k - 1] == '`' && (k == t.n || !tg_is_ident((unsigned char)t.p[k]))) {
                        end = k - 1;
                        break;
                    }
            }
            if (t.p[off - 1] == '_' || t.p[off - 1] == '*') {
                /* in markdown emphasis: the failure ends where the emphasis closes */
                char q = t.p[off - 1];
                for (size_t k = off + 1; k < t.n; k++)
                    if (t.p[k] == q && (k + 1 == t.n || !tg_is_ident((unsigned char)t.p[k + 1])) &&
                        t.p[k - 1] != ' ') {
                        end = k;
                        break;
                    }
            }
            size_t be = bare_name_end(t, off);
            if (be && be < end)
                end = be; /* a name without a message ends the failure */
            tg_line el = *l;
            if (el.record_start && el.level < TG_LVL_WARN)
                el.level = TG_LVL_WARN; /* an INFO record that names the failure */
            start_block(x, &el, tg_sv_make(t.p + off, end - off), depth + 1);
            if (x->open) {
                free(x->o.evidence);
                x->o.evidence = xdup(x, t, 400);
            }
            return;
        }
    }
    double secs = rec ? 0 : gc_pause(t);
    if (secs >= 5.0) {
        tg_obs n;
        tg_obs_init(&n);
        n.kind = TG_OBS_GC;
        n.side = TG_SIDE_EXECUTOR;
        n.gc_secs = secs;
        n.lineno = l->lineno;
        n.tod = l->tod;
        n.evidence = xdup(x, t, 400);
        if (x->ctx_host[0])
            snprintf(n.host, sizeof n.host, "%s", x->ctx_host);
        emit_simple(x, &n);
    }
}

/* One pass over the line for "Lost task ", "Job aborted" or a stage's
 * ") failed in " (the hot path:
 * every INFO record of a big driver log goes through here). */
static int mentions_lost_task_or_abort(tg_sv t)
{
    for (size_t i = 0; i + 10 <= t.n; i++) {
        char c = t.p[i];
        if (c == 'L' && memcmp(t.p + i, "Lost task ", 10) == 0)
            return 1;
        if (c == 'J' && i + 11 <= t.n && memcmp(t.p + i, "Job aborted", 11) == 0)
            return 1;
        if (c == ')' && i + 12 <= t.n && memcmp(t.p + i, ") failed in ", 12) == 0)
            return 1;
    }
    return 0;
}

/* sparklyr / SparkR: the R session lost the JVM it drives ("No status is
 * returned. Spark R backend might have failed.") */
/* The driver's statements of a failure that Spark logs without an
 * exception, starting the line or quoted in it: their offset in *off. */
static int driver_statement(tg_sv t, size_t *off)
{
    long p = tg_find(t, "Serialized task ");
    if (p > 0 && !strchr("`'\"", t.p[p - 1]) && (unsigned char)t.p[p - 1] < 0x80)
        p = -1;
    if (p >= 0) {
        size_t i = (size_t)p + 16;
        while (i < t.n && tg_is_digit((unsigned char)t.p[i]))
            i++;
        int elided = tg_starts(tg_sv_make(t.p + p + 16, t.n - (size_t)p - 16), "... was "); /* a quote that left the ids out */
        if (((i > (size_t)p + 16 && i < t.n && t.p[i] == ':') || elided) &&
            tg_find(tg_sv_make(t.p + i, t.n - i), " bytes") >= 0) {
            *off = (size_t)p;
            return 1;
        }
    }
    /* Spark's statements quoted without their exception: broadcast-build
     * refusals, a table's or a file's schema that does not fit. A schema's
     * statement (quoted = 1) counts only at its line's start or after a quote:
     * after a title's tag or a log record it is the exception's message told
     * again; the others may also follow a space. A lead-in (lead = 1) counts
     * only when no exception name follows it. */
    static const struct { const char *w; int quoted, lead, skip; } bc[] = {
        {"Not enough memory to build and broadcast", 0, 0, 0}, {"Cannot broadcast the table", 0, 0, 0},
        {"Could not execute broadcast in", 0, 0, 0}, {"schema mismatch detected when writing to the Delta table", 0, 0, 0},
        {"Parquet column cannot be converted in file", 1, 0, 0}, {"Cannot safely cast '", 1, 0, 0},
        {"Cannot write incompatible dataset to table", 1, 0, 0}, {"Job cancelled because SparkContext was shut down", 0, 0, 0},
        {"The column number of the existing table", 1, 0, 0},
        /* known exceptions' messages printed without their names (see root_statement);
         * "Error in query: org...HiveException: ..." names its exception: not this */
        {"Error in query: ", 1, 1, 0}, {"Failure executing: ", 1, 0, 0}, {"Operation failed: \"", 1, 0, 0},
        {"StatusDescription=", 1, 0, 0},
        /* YARN's diagnostics for a Python / R driver's own process (Livy, spark-submit in cluster mode) */
        {"User application exited with ", 0, 0, 0},
        /* Dataproc's agent on the driver's end; Oozie's launcher relaying main()'s exception
         * by its message alone */
        {"Driver received SIGTERM/SIGKILL signal", 0, 0, 0}, {"main() threw exception, ", 0, 1, 1},
        /* SPARK-5063, PySpark's words for a context captured in a closure */
        {"It appears that you are attempting to reference SparkContext", 0, 0, 0},
    };
    for (size_t k = 0; k < sizeof bc / sizeof bc[0]; k++) {
        long b = tg_find(t, bc[k].w);
        tg_exc named;
        if (b >= 0 && bc[k].lead) {
            size_t a = (size_t)b + strlen(bc[k].w);
            if (tg_parse_exc(tg_sv_make(t.p + a, t.n - a), &named, 1))
                continue;
        }
        if (b >= 0 && (b == 0 || strchr(bc[k].quoted ? "`'\"" : "`'\" [", t.p[b - 1]) ||
                       (unsigned char)t.p[b - 1] >= 0x80)) {
            *off = (size_t)b + (bc[k].skip ? strlen(bc[k].w) : 0);
            return 1;
        }
    }
    long gc = tg_find(t, "Error Category: ");
    if (gc >= 0 && (gc == 0 || strchr("`'\" |", t.p[gc - 1]))) {
        /* AWS Glue's run panel: "Error Category: PERMISSION_ERROR; Failed Line Number: 12;
         * An error occurred while calling o304.load. <the exception's message>"; a
         * message that names its exception is read as that exception elsewhere */
        size_t a = (size_t)gc;
        for (long sc; (sc = tg_find(tg_sv_make(t.p + a, t.n - a), "; ")) >= 0 && sc < 60;)
            a += (size_t)sc + 2;
        if (a == (size_t)gc)
            a = 0;
        tg_sv rest = tg_sv_make(t.p + a, t.n - a);
        if (tg_starts(rest, "An error occurred while calling ")) {
            long d = tg_find(rest, ". ");
            if (d > 0)
                rest = tg_ltrim(tg_sv_make(rest.p + d + 2, rest.n - (size_t)d - 2));
        }
        tg_exc named;
        if (a && rest.n >= 12 && !tg_parse_exc(rest, &named, 1)) {
            *off = (size_t)(rest.p - t.p);
            return 1;
        }
    }
    /* Spark's idle-connection statement without its record ("Connection to /h:p has been quiet
     * for 120000 ms while there are outstanding requests") */
    if (tg_find(t, "has been quiet for") >= 0 && tg_find(t, "outstanding requests") >= 0) {
        long c = tg_find(t, "Connection to ");
        *off = c > 0 ? (size_t)c : 0;
        return 1;
    }
    /* a Rust panic in a native engine (Comet, Blaze / Auron, DataFusion): "thread
     * 'x' panicked at src/y.rs:12:5:", "Comet native panic: panicked at ..." */
    p = tg_find(t, "panicked at ");
    if (p >= 0 && tg_find(tg_sv_make(t.p + p, t.n - (size_t)p), ".rs:") >= 0) {
        *off = 0;
        return 1;
    }
    if (tg_starts(t, "Python in worker has different version")) {
        *off = 0; /* PySpark's version check, pasted without the exception that carried it */
        return 1;
    }
    p = tg_find(t, "Total size of serialized results of ");
    if (p > 0 && !strchr("`'\"", t.p[p - 1]) && (unsigned char)t.p[p - 1] < 0x80)
        p = -1;
    if (p >= 0 && tg_find(tg_sv_make(t.p + p, t.n - (size_t)p), "maxResultSize") >= 0) {
        *off = (size_t)p;
        return 1;
    }
    /* the same quoted from its middle: "serialized results of 9 tasks (1096.9 MB) is bigger
     * than spark.driver.maxResultSize (1024.0 MB)" */
    if (tg_starts(t, "serialized results of ") && tg_find(t, "maxResultSize") >= 0) {
        *off = 0;
        return 1;
    }
    return 0;
}

/* The warnings nearly every Spark application prints at start-up: never
 * the failure, whatever else the text holds. */
static int start_up_warning(tg_sv t)
{
    static const char *const W[] = {"Unable to load native-hadoop library",
                                    "Neither spark.yarn.jars nor spark.yarn.archive is set",
                                    "resolves to a loopback address", "Set SPARK_LOCAL_IP if you need to bind"};
    for (size_t i = 0; i < sizeof W / sizeof W[0]; i++)
        if (tg_find(t, W[i]) >= 0)
            return 1;
    return 0;
}

/* Statements that prose or a tool's message quotes: a line holding one is a
 * failure (backend_gone), and the statement starts at the phrase
 * (platform_statement). Spark's optimizer refusing a cartesian product (the
 * exception's own line is often cut from the paste); a Databricks run whose
 * driver never answered, or that its daemon killed; sparkmagic's calls to
 * Livy; the JVM's crash report header. */
static const char *const QUOTED_STATEMENT[] = {
    "Detected implicit cartesian product", "Join condition is missing or trivial", "Failed to reach the driver",
    "Hard killed Driver", "Error sending http request and maximum retry encountered",
    "A fatal error has been detected by the Java Runtime Environment"};

/* Cut st to start at `phrase` (found at f) and end with its sentence (a quote,
 * an escaped newline, ". "). */
static void from_phrase(tg_sv *st, long f, const char *phrase)
{
    tg_sv r = tg_sv_make(st->p + f, st->n - (size_t)f);
    size_t e = r.n;
    for (size_t k = strlen(phrase); k < r.n; k++) {
        if (r.p[k] == '"' || (r.p[k] == '\\' && k + 1 < r.n && r.p[k + 1] == 'n') ||
            (r.p[k] == '.' && (k + 1 == r.n || r.p[k + 1] == ' '))) {
            e = k;
            break;
        }
    }
    *st = tg_sv_make(r.p, e);
}

/* A platform's statement inside its own wording: only the statement ("Error:
 * Notebook job Failed: System cancelled the Spark session due to statement
 * execution failures; log: ..." -> "System cancelled ... failures"). */
static void platform_statement(tg_sv *st)
{
    static const char *const MORE[] = {"Application rejected by queue placement polic", "SparkDriverFailed"};
    for (size_t i = 0; i < sizeof QUOTED_STATEMENT / sizeof QUOTED_STATEMENT[0]; i++) {
        long f = tg_find(*st, QUOTED_STATEMENT[i]);
        if (f >= 0) {
            from_phrase(st, f, QUOTED_STATEMENT[i]);
            return;
        }
    }
    for (size_t i = 0; i < sizeof MORE / sizeof MORE[0]; i++) {
        long f = tg_find(*st, MORE[i]);
        if (f >= 0) {
            from_phrase(st, f, MORE[i]);
            return;
        }
    }
    long a = tg_find(*st, "System cancelled the Spark session");
    long e = -1;
    if (a < 0)
        a = tg_find(*st, "cancelled the Spark session due to");
    if (a >= 0) {
        e = tg_find(tg_sv_make(st->p + a, st->n - (size_t)a), "failures");
        if (e >= 0)
            e += 8;
    } else if ((a = tg_find(*st, "Session '")) >= 0 && tg_find(*st, "/sessions/") >= 0) {
        e = tg_find(tg_sv_make(st->p + a, st->n - (size_t)a), "' not found");
        if (e >= 0)
            e += 11;
    }
    if (a >= 0 && e > 0)
        *st = tg_sv_make(st->p + a, (size_t)e);
}

static int backend_gone(tg_sv t)
{
    /* sparklyr / SparkR; Databricks notebooks' and the Python REPL's words */
    static const char *const W[] = {"backend might have failed", "JVM is not ready after",
                                    "driver has stopped unexpectedly", "Python kernel is unresponsive",
                                    "driver is temporarily unavailable", "Driver is up but is not responsive",
                                    "and the driver is restarting", "LIVY_JOB_STATE_DEAD", "LIVY_JOB_STATE_ERROR",
                                    "Livy session has failed", "Could not find or load main class",
                                    "exec driver-py failed", "exec driver failed", "did not start up in",
                                    "driver container failed with ExitCode", "Spark error: Driver down",
                                    /* a JVM that never started; an image without Spark's entrypoint */
                                    "Could not create the Java Virtual Machine", "exec: driver: not found",
                                    "exec: executor: not found",
                                    "Invalid initial heap size", "Invalid maximum heap size",
                                    /* Synapse refusing a session for the workspace's core quota */
                                    "However, the workspace has a", "vcore quota",
                                    /* PySpark's daemon whose stdout something else wrote to */
                                    "Bad data in pyspark.daemon's standard output",
                                    /* Fabric / Synapse notebooks: the session ended after a failed statement */
                                    "cancelled the Spark session due to statement execution failures",
                                    /* the Spark operator's status when the driver pod is gone */
                                    "Driver Pod not found",
                                    /* YARN's report: the driver's JVM exited without telling the AM how it ended */
                                    "Shutdown hook called before final status was reported",
                                    /* sparklyr's and sparkmagic's words for a Livy session that died */
                                    "Failed to launch livy session", "unexpectedly reached final status",
                                    /* Fabric / Synapse refusing a job for the capacity's limits */
                                    "TooManyRequestsForCapacity", "hit a spark compute or API rate limit",
                                    /* YARN refusing an application for its queue */
                                    "rejected by queue placement polic", "rejected by placement rules",
                                    /* kubectl describe: the runtime could not start the container; the
                                     * Spark operator's event for a failed driver */
                                    "ContainerCannotRun", "reason: 'SparkDriverFailed'"};
    for (size_t i = 0; i < sizeof W / sizeof W[0]; i++)
        if (tg_ifind(t, W[i]) >= 0)
            return 1;
    for (size_t i = 0; i < sizeof QUOTED_STATEMENT / sizeof QUOTED_STATEMENT[0]; i++)
        if (tg_ifind(t, QUOTED_STATEMENT[i]) >= 0)
            return 1;
    /* sparkmagic: Livy no longer knows the session ("Invalid status code '404' from
     * .../sessions/824/statements/39 with error payload: "Session '824' not found."") */
    return tg_find(t, "/sessions/") >= 0 && tg_find(t, "Session '") >= 0 && tg_find(t, "' not found") >= 0;
}

/* An INFO record that still names the failure: the ApplicationMaster's
 * "Final app status: FAILED, ... (reason: User class threw exception: X)",
 * Spark 1.0's "Loss was due to X", the standalone scheduler's executor exit.
 * Checked only after the cheap scan. */
/* The ApplicationMaster's last word, at INFO: "Final app status: FAILED,
 * exitCode: 11, (reason: Max number of executor failures (6) reached)" */
static int am_final_failed(tg_sv t)
{
    return tg_find(t, "Final app status: FAILED") >= 0 && tg_find(t, "(reason: ") >= 0;
}

static int info_names_failure(tg_sv t)
{
    /* (a scheduler's wrapper logging Spark's stderr at INFO: "INFO - ... ERROR
     * TaskSchedulerImpl: Lost executor 2 on h: ...") */
    return tg_find(t, "threw exception: ") >= 0 || tg_find(t, "Loss was due to ") >= 0 || standalone_exit(t) ||
           am_final_failed(t) ||
           debugger_path_line(t) || tg_find(t, "Lost executor ") >= 0 ||
           tg_find(t, "Shutdown hook called before final status was reported") >= 0;
}

/* "Container: container_1508109435848_1637_01_000056 on host_8041" (yarn logs) */
static int yarn_container_header(tg_extract *x, tg_sv t)
{
    if (!tg_starts(t, "Container: container_"))
        return 0;
    long on = tg_find(t, " on ");
    if (on < 0)
        return 0;
    tg_sv id = {t.p + 11, (size_t)on - 11};
    tg_sv h = tg_trim(tg_sv_make(t.p + on + 4, t.n - (size_t)on - 4));
    size_t e = h.n;
    for (size_t i = h.n; i > 0; i--) {
        if (h.p[i - 1] == '_' || h.p[i - 1] == ':') {
            e = i - 1;
            break;
        }
        if (!tg_is_digit((unsigned char)h.p[i - 1]))
            break;
    }
    set_buf(x->ctx_host, sizeof x->ctx_host, tg_sv_make(h.p, e));
    x->ctx_container = tg_ends(tg_trim(id), "_000001") ? 2 : 1;
    return 1;
}

/* An exception named in a line without the "Name: message" form a failure
 * has: quoted ("errorClass": "java.lang.NoSuchMethodError"), in prose
 * ("getting NoSuchMethodError thrown"). Kept as "Name:" for the end of the
 * text, where it is read if nothing else was found. */
static void note_bare_name(tg_extract *x, const tg_line *l, tg_sv t)
{
    if (x->bare_n && x->bare[x->bare_n - 1] == ':' && l->lineno <= x->bare_lineno + 3 &&
        (tg_starts(t, "\"cause\"") || tg_starts(t, "\"message\"") || tg_starts(t, "\"evalue\""))) {
        /* a job server's pretty-printed answer: "errorClass": "X", then its "cause": "..." */
        const char *c = memchr(t.p, ':', t.n);
        tg_sv v = c ? tg_trim(tg_sv_make(c + 1, t.n - (size_t)(c + 1 - t.p))) : tg_sv_make(t.p, 0);
        if (v.n >= 3 && v.p[0] == '"') {
            v = tg_sv_make(v.p + 1, v.n - 1);
            while (v.n && (v.p[v.n - 1] == ',' || v.p[v.n - 1] == '"' || v.p[v.n - 1] == ' '))
                v.n--;
            size_t room = sizeof x->bare - x->bare_n - 2;
            size_t k = v.n < room ? v.n : room;
            if (k) {
                x->bare[x->bare_n++] = ' ';
                memcpy(x->bare + x->bare_n, v.p, k);
                x->bare_n += k;
            }
        }
        return;
    }
    long ok = x->loss_line_n ? -1 : tg_find(t, "OOMKilled");
    int named = ok >= 0 && (ok == 0 || !tg_is_alpha((unsigned char)t.p[ok - 1])) &&
                ((size_t)ok + 9 >= t.n || !tg_is_alpha((unsigned char)t.p[ok + 9]));
    /* ... or Kubernetes' eviction message quoted in prose */
    named |= !x->loss_line_n && (tg_find(t, "The node was low on resource") >= 0 ||
                                 /* YARN's diagnostics' last line, quoted alone */
                                 tg_find(t, "Container exited with a non-zero exit code") >= 0 ||
                                 tg_find(t, "ephemeral local storage usage exceeds") >= 0);
    if (named) {
        size_t ln = t.n < sizeof x->loss_line ? t.n : sizeof x->loss_line - 1;
        memcpy(x->loss_line, t.p, ln);
        x->loss_line_n = ln;
        x->loss_lineno = l->lineno;
    }
    if (t.n < 8 || (tg_find(t, "Exception") < 0 && tg_find(t, "Error") < 0))
        return;
    for (size_t i = 0; i < t.n; i++) {
        if (i && !strchr(" \t\"'`([{=*_", t.p[i - 1]) && (unsigned char)t.p[i - 1] < 0x80)
            continue; /* markdown's emphasis too: **Name**; and prose in another script */
        if (!tg_is_alpha((unsigned char)t.p[i]))
            continue;
        size_t k = i;
        while (k < t.n && (tg_is_ident((unsigned char)t.p[k]) || (t.p[k] == '.' && k + 1 < t.n && tg_is_alpha((unsigned char)t.p[k + 1]))))
            k++;
        if (k < t.n && !strchr(" \t\"'`,;:)]}?!.*-", t.p[k]) && (unsigned char)t.p[k] < 0x80)
            continue;
        tg_sv name = {t.p + i, k - i};
        tg_sv simple = tg_simple_name(name);
        if (simple.n < 10 || !tg_is_upper((unsigned char)simple.p[0]) ||
            !(tg_ends(simple, "Exception") || tg_ends(simple, "Error")))
            continue;
        int lower_seen = 0;
        for (size_t m = 1; m < simple.n; m++)
            lower_seen |= simple.p[m] >= 'a' && simple.p[m] <= 'z';
        int q = memchr(name.p, '.', name.n) != NULL;
        if (!lower_seen || name.n + 2 > sizeof x->bare || (x->bare_n && (!q || x->bare_q)))
            continue;
        x->bare_q = q;
        memcpy(x->bare, name.p, name.n);
        x->bare[name.n] = ':';
        x->bare_n = name.n + 1;
        tg_sv after = tg_sv_make(t.p + k, t.n - k);
        long op = tg_starts(after, ") when calling the ") ? tg_find(after, " operation: ") : -1;
        if (op > 0 && x->bare_n + 2 < sizeof x->bare) {
            /* the AWS SDK for Python: "An error occurred (Code) when calling the Op operation:
             * message": the message is the code's */
            tg_sv m = tg_trim(tg_sv_make(after.p + op + 12, after.n - (size_t)op - 12));
            size_t room = sizeof x->bare - x->bare_n - 2;
            size_t mn = m.n < room ? m.n : room;
            x->bare[x->bare_n++] = ' ';
            memcpy(x->bare + x->bare_n, m.p, mn);
            x->bare_n += mn;
        }
        size_t ln = t.n < sizeof x->bare_line ? t.n : sizeof x->bare_line - 1;
        memcpy(x->bare_line, t.p, ln);
        x->bare_line_n = ln;
        x->bare_lineno = l->lineno;
        return;
    }
}

/* A line of IPython's source listing in a traceback ("--> 249     raise
 * pickle.PicklingError(msg)", "    573     def dumps(self, obj):"): code
 * that names an exception is not a failure. */
static int source_listing(tg_sv s)
{
    size_t i = 0;
    while (i < s.n && s.p[i] == ' ')
        i++;
    int arrow = 0;
    if (i < s.n && s.p[i] == '-') {
        while (i < s.n && s.p[i] == '-')
            i++;
        if (i >= s.n || s.p[i] != '>')
            return 0;
        arrow = 1;
        i++;
        while (i < s.n && s.p[i] == ' ')
            i++;
    } else if (i == 0) {
        return 0; /* not indented and no arrow: a line of its own */
    }
    size_t d = i;
    while (i < s.n && tg_is_digit((unsigned char)s.p[i]))
        i++;
    if (i == d || i - d > 6)
        return 0;
    size_t sp = i;
    while (i < s.n && s.p[i] == ' ')
        i++;
    return i == s.n || (arrow ? i > sp : i - sp >= 2);
}

/* A Databricks / Spark error class printed bare on a line of its own
 * ("DELTA_MULTIPLE_SOURCE_ROW_MATCHING_TARGET_ROW_IN_MERGE"), its message on
 * the next line: an error class without brackets. */
static int bare_error_class(tg_sv t)
{
    if (t.n < 15 || t.n > 120 || !tg_is_upper((unsigned char)t.p[0]))
        return 0;
    int under = 0;
    for (size_t i = 0; i < t.n; i++) {
        char c = t.p[i];
        if (c == '_')
            under++;
        else if (!tg_is_upper((unsigned char)c) && !tg_is_digit((unsigned char)c) && c != '.')
            return 0;
    }
    return under >= 3;
}

/* The line before a trace that has no exception line: is it the exception's
 * message? Then it is rewritten as "Name: message" in x->plain, Name from the
 * first frame when the frame implies it (Scala's require throws
 * IllegalArgumentException), else the bare "Exception". Prose ending in a
 * colon ("I get this error:") is not a message. */
static int headless_message(tg_extract *x, tg_sv frame)
{
    tg_sv m = tg_sv_make(x->plain, x->plain_n);
    long init = tg_find(frame, ".<init>");
    if (init > 0 && (tg_ends(tg_sv_make(frame.p, (size_t)init), "Error") ||
                     tg_ends(tg_sv_make(frame.p, (size_t)init), "Exception")))
        return 0; /* the exception's own constructor: the frames name it (read elsewhere) */
    if (x->emitted)
        return 0; /* the text already named a failure: the frames belong to it */
    if (m.p[m.n - 1] == ':' || m.p[0] == '`' || m.p[0] == '#' || m.p[0] == '>' || m.p[0] == '|' ||
        m.p[0] == '+' || m.p[0] == '=' || tg_find(m, "+- ") >= 0 ||
        tg_starts(m, "Caused by") || tg_starts(m, "Driver stacktrace"))
        return 0;
    tg_exc e;
    if (tg_parse_exc(m, &e, 0))
        return 0; /* an exception line: read as one already */
    if (tg_find(m, ".scala:") >= 0 || tg_find(m, ".java:") >= 0 || tg_find(m, ".py\", line") >= 0)
        return 0; /* a frame cut from its "at " */
    for (size_t i = 0; i < m.n;) {
        /* a qualified exception name in it, however mangled ("SparkException- Job
         * aborted"): the text names its exception; it is read as such elsewhere */
        size_t j = i;
        int dots = 0;
        while (j < m.n && (tg_is_ident((unsigned char)m.p[j]) || m.p[j] == '.'))
            dots += m.p[j++] == '.';
        tg_sv tok = tg_sv_make(m.p + i, j - i);
        if (dots && (tg_find(tok, "Exception") >= 0 || tg_find(tok, "Error") >= 0))
            return 0;
        if (tok.n > 5 && tg_is_upper((unsigned char)tok.p[0]) && (tg_ends(tok, "Exception") || tg_ends(tok, "Error")))
            return 0; /* a bare name in prose ("Then StackOverflowError is thrown"): read as one */
        i = j < m.n ? j + 1 : j;
    }
    int letters = 0;
    for (size_t i = 0; i < m.n; i++)
        letters += tg_is_alpha((unsigned char)m.p[i]);
    if (letters < 8)
        return 0;
    const char *name = tg_starts(frame, "scala.Predef$.require") || tg_starts(m, "requirement failed")
                           ? "java.lang.IllegalArgumentException"
                           : "Exception";
    char buf[sizeof x->plain];
    int k = snprintf(buf, sizeof buf, "%s: %.*s", name, (int)m.n, m.p);
    if (k <= 0 || (size_t)k >= sizeof buf)
        return 0;
    memcpy(x->plain, buf, (size_t)k);
    x->plain_n = (size_t)k;
    return 1;
}

void tg_extract_line(tg_extract *x, const tg_line *l)
{
    tg_sv t = tg_trim(tg_sv_make(l->s, l->n));
    x->seq++;
    if (x->ec_pending_n) {
        /* the line after a bare error class: its message, when it is a sentence */
        size_t n = x->ec_pending_n;
        x->ec_pending_n = 0;
        if (!x->open && t.n > 8 && tg_is_upper((unsigned char)t.p[0]) && tg_is_lower((unsigned char)t.p[1]) &&
            n + t.n + 4 < sizeof x->ec_line) {
            char *b = x->ec_line;
            memmove(b + 1, b, n);
            b[0] = '[';
            b[n + 1] = ']';
            b[n + 2] = ' ';
            memcpy(b + n + 3, t.p, t.n);
            tg_line el = *l;
            el.s = b;
            el.n = n + 3 + t.n;
            el.record_start = 0;
            tg_extract_line(x, &el);
            return;
        }
        /* no message followed: the token is a line like any other */
        tg_line tl = *l;
        tl.s = x->ec_line;
        tl.n = n;
        tl.lineno = x->ec_lineno;
        tl.record_start = 0;
        tl.level = TG_LVL_NONE;
        x->ec_replay = 1;
        tg_extract_line(x, &tl);
        x->ec_replay = 0;
    }
    if (!x->ec_replay && !x->open && !l->record_start && bare_error_class(t) && t.n < sizeof x->ec_line) {
        memcpy(x->ec_line, t.p, t.n);
        x->ec_pending_n = t.n;
        x->ec_lineno = l->lineno;
        return;
    }
    if (l->record_start) {
        if (tg_starts(t, "Lost executor ") || tg_starts(t, "Removing executor ") || tg_starts(t, "Lost task "))
            x->log_driver = 1;
        else if (tg_starts(t, "Running task ") || tg_starts(t, "Exception in task ") ||
                 tg_starts(t, "Got assigned task "))
            x->log_executor = 1;
    }
    if (tg_starts(t, "Container id: container_")) {
        set_buf(x->container_line, sizeof x->container_line, t);
        x->container_lineno = l->lineno;
    }
    if (yarn_container_header(x, t)) {
        close_block(x);
        return;
    }
    if (tg_starts(t, "End of LogType:") || tg_starts(t, "LogType:")) {
        close_block(x);
        return;
    }
    size_t hashes = 0;
    while (hashes < t.n && t.p[hashes] == '#')
        hashes++;
    if (!t.n || (hashes == t.n && x->open && x->state != ST_PY)) {
        /* "#" alone (the JVM's comment leader, a progress bar's remainder) is a blank line */
        if (x->open) {
            x->blanks++;
            int limit = x->state == ST_LOSS ? 4 : (x->state == ST_PY ? 3 : 2);
            if (x->blanks > limit)
                close_block(x);
        } else if (x->plain_n && x->plain_seq + 1 == x->seq) {
            x->plain_seq = x->seq; /* a blank line between a message and its frames */
        }
        return;
    }
    /* fast path: an INFO / DEBUG record outside a block only matters when it
     * reports a lost task ("[duplicate N]") or a job abort */
    if (!x->open && l->record_start && l->level != TG_LVL_NONE && l->level <= TG_LVL_INFO &&
        !mentions_lost_task_or_abort(t) && !info_names_failure(t)) {
        if (x->emitted == x->stmts && !x->bare_q)
            note_bare_name(x, l, t); /* an INFO retry naming an exception: read at the end if nothing else is */
        return;
    }
    if (!l->record_start && (tg_find(t, "container name: ") >= 0 || tg_find(t, "pod name: ") >= 0))
        x->k8s_driver = tg_find(t, "driver") >= 0;
    else if (!l->record_start && !x->k8s_driver && tg_ifind(t, "driver pod") >= 0)
        x->k8s_driver = 1; /* prose or a panel about the driver's pod: its termination below is the driver's */
    if (x->open) {
        x->after_blank = x->blanks > 0;
        x->blanks = 0;
        if (++x->lines < MAX_BLOCK_LINES && continue_block(x, l, t))
            return;
        close_block(x);
    }
    if (x->emitted == x->stmts && (!x->bare_q || l->lineno <= x->bare_lineno + 3))
        note_bare_name(x, l, t); /* (a qualified name is kept; the lines right after it may give its message) */
    tg_sv fr;
    int frame = tg_starts(t, "at ") && tg_parse_frame(t, &fr);
    if (frame) {
        if (!x->headless_replay && x->plain_n && x->plain_seq + 1 == x->seq &&
            x->orphan_last + 1 != l->lineno && headless_message(x, fr)) {
            /* a trace whose exception line was cut from the paste, its message kept
             * ("requirement failed: ..." then "at scala.Predef$.require(...)"): the
             * message is the failure, under the name the first frame implies */
            tg_line hl = *l;
            hl.s = x->plain;
            hl.n = x->plain_n;
            hl.lineno = x->plain_lineno;
            hl.record_start = 0;
            hl.level = TG_LVL_NONE;
            x->plain_n = 0;
            x->headless_replay = 1;
            tg_extract_line(x, &hl);
            x->headless_replay = 0;
            if (x->open) {
                /* a guess: it stands only when the text holds no other failure */
                x->o.fallback = 1;
                tg_extract_line(x, l);
                return;
            }
        }
        x->orphan_last = l->lineno;
        if (tg_find(t, "executor.Executor$TaskRunner.run") >= 0)
            x->orphan_task = l->lineno;
    }
    if (x->plain_n && tg_starts(t, "http") && x->plain_seq + 1 == x->seq &&
               x->plain_n + 1 + t.n < sizeof x->plain - 40) {
        /* the message's link on a line of its own ("... Please find packages at" / a URL) */
        x->plain[x->plain_n++] = ' ';
        memcpy(x->plain + x->plain_n, t.p, t.n);
        x->plain_n += t.n;
        x->plain_seq = x->seq;
    } else if (!l->record_start && l->level == TG_LVL_NONE && !frame && t.n >= 12 && t.n < sizeof x->plain - 40) {
        memcpy(x->plain, t.p, t.n);
        x->plain_n = t.n;
        x->plain_lineno = l->lineno;
        x->plain_seq = x->seq;
    } else {
        x->plain_n = 0;
    }
    if (!l->record_start && source_listing(tg_sv_make(l->s, l->n))) {
        if (!x->listing_n && t.n < sizeof x->listing) {
            memcpy(x->listing, t.p, t.n);
            x->listing_n = t.n;
            x->listing_lineno = l->lineno;
        }
        return;
    }
    start_block(x, l, t, 0);
}

/* A bare error class on the last line: read as a line like any other. */
static void flush_pending_class(tg_extract *x)
{
    if (!x->ec_pending_n)
        return;
    tg_line tl = {x->ec_line, x->ec_pending_n, TG_LVL_NONE, 0, x->ec_lineno, -1};
    x->ec_pending_n = 0;
    x->ec_replay = 1;
    tg_extract_line(x, &tl);
    x->ec_replay = 0;
}

void tg_extract_finish(tg_extract *x)
{
    flush_pending_class(x);
    close_block(x);
    if (!x->emitted && x->listing_n) {
        /* the text held nothing but code naming an exception: read it */
        tg_sv t = tg_sv_make(x->listing, x->listing_n);
        char buf[sizeof x->listing + 2];
        long r = tg_find(t, "raise ");
        if (r >= 0) {
            /* "--> 721   raise pickle.PicklingError(msg)": "pickle.PicklingError: msg" */
            size_t i = (size_t)r + 6, b = i;
            while (i < t.n && (tg_is_ident((unsigned char)t.p[i]) || t.p[i] == '.'))
                i++;
            if (i > b && i < t.n && t.p[i] == '(') {
                size_t e = t.n;
                while (e > i + 1 && t.p[e - 1] != ')')
                    e--;
                int k = snprintf(buf, sizeof buf, "%.*s: %.*s", (int)(i - b), t.p + b,
                                 (int)(e > i + 1 ? e - 1 - (i + 1) : 0), t.p + i + 1);
                if (k > 0 && (size_t)k < sizeof buf)
                    t = tg_sv_make(buf, (size_t)k);
            }
        }
        tg_line l = {t.p, t.n, TG_LVL_NONE, 0, x->listing_lineno, -1};
        start_block(x, &l, t, 0);
        if (x->open) {
            free(x->o.evidence); /* the line as written */
            x->o.evidence = tg_dup(tg_sv_make(x->listing, x->listing_n), 400);
        }
        x->listing_n = 0;
        close_block(x);
    }
    if (x->emitted == x->stmts && !x->bare_n && x->loss_line_n) {
        /* the text says executors were OOMKilled, in prose, and nothing more (a statement
         * the classifier may drop, the record's first line of a JSON message, aside) */
        tg_sv t = tg_sv_make(x->loss_line, x->loss_line_n);
        tg_line l = {t.p, t.n, TG_LVL_NONE, 0, x->loss_lineno, -1};
        start_loss(x, &l, t, tg_sv_make(t.p, 0), tg_sv_make(t.p, 0), t);
        if (x->open && (tg_find(t, "spark-kubernetes-driver") >= 0 || tg_find(t, "driver pod") >= 0))
            x->o.side = TG_SIDE_DRIVER; /* the driver's own pod */
        x->loss_line_n = 0;
        close_block(x);
    }
    if (x->emitted == x->stmts && x->bare_n) {
        /* the text names an exception and nothing else said more (bare statements
         * may have come, which the classifier may drop: then this one is the answer) */
        int fallback = x->emitted > 0;
        tg_line l = {x->bare, x->bare_n, TG_LVL_NONE, 0, x->bare_lineno, -1};
        start_block(x, &l, tg_sv_make(x->bare, x->bare_n), 0);
        if (x->open)
            x->o.fallback = fallback;
        if (x->open) {
            free(x->o.evidence);
            x->o.evidence = tg_dup(tg_sv_make(x->bare_line, x->bare_line_n), 400);
        }
        x->bare_n = 0;
        x->bare_q = 0;
        close_block(x);
    }
}

void tg_extract_reset(tg_extract *x)
{
    flush_pending_class(x);
    close_block(x);
    x->ctx_host[0] = 0;
    x->ctx_container = 0;
    x->k8s_driver = 0;
}
