/*
 * triage.c: the failure-triage engine behind include/sparkdx/triage.h.
 *
 *   bytes -> normalize.c (damage removal) -> extract.c (blocks ->
 *   observations) -> here: de-duplication into failures (same root and
 *   stage = one failure with its attempts, executors, hosts), then at the
 *   end: classification (rules.c), cause before consequence (fetch failures
 *   and generic losses after an executor died, heartbeat timeouts after long
 *   GC, killed tasks after the abort), determinism, and the primary failure.
 *
 * Memory: one table of at most MAX_FAILURES entries with bounded sets; an
 * observation that matches nothing once the table is full is counted in
 * `dropped`.
 *
 * Out of memory (issue 11): a failed allocation anywhere in the engine is
 * latched (t->oom here, the normalizer's and the extractor's flags, the
 * builders' `oom`), never worked around with a poorer answer. Once latched,
 * input is ignored, every entry point returns -1 with SDX_ERR_NOMEM, and
 * sdx_triage_finish frees what it built and returns NULL: a result is the
 * whole answer or there is none.
 */
#include "sparkdx/triage.h"

#include "triage/advice.h"
#include "triage/extract.h"
#include "triage/internal.h"
#include "triage/normalize.h"
#include "triage/rules.h"
#include "triage/sparkmsg.h"
#include "triage/tg_str.h"
#include "triage/tmodel.h"
#include "util/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FAILURES 256
#define MAX_SET 24
#define MAX_PAIRS 128
#define MAX_PENDING 32

typedef struct pair {
    int32_t task;
    uint8_t exec, host;   /* indices into the sets, 255 = unknown */
} pair;

typedef struct fent {
    uint64_t hash;
    char sig[200];
    int kind;
    int side;
    int side_guess;       /* side is only the guess for a bare exception line */
    char context[160];    /* the log record its first report was printed under */
    tg_elem chain[TG_CHAIN_MAX];
    int nchain;
    int root;
    char *loss;
    int exit_known, exit_code;
    int fetch;
    char fetch_exec[64], fetch_host[256];
    double gc_secs;
    int32_t stage, stage_att, task, task_att, attempts;
    int64_t tid;
    char executor[64], host[256];
    int abort_ctx;        /* where-fields come from an abort's "most recent failure" */
    int aborted;
    uint32_t occurrences;
    char execs[MAX_SET][64];
    int nexec;
    char hosts[MAX_SET][128];
    int nhost;
    int32_t tasks[MAX_SET * 2];
    int ntask;
    pair pairs[MAX_PAIRS];
    int npairs;
    uint64_t first_line;  /* its first report's line, mirrored when the text runs newest first */
    uint64_t line_shown;  /* ... as printed in the text */
    int32_t first_tod;    /* time of day of its first report (seconds), -1 when unknown */
    char *evidence;
    int source;           /* SDX_SRC_* bits */
    int traceback_cut;    /* a Python traceback ended before its exception line */
    int fallback;         /* read only because the rest were bare statements (tg_obs.fallback) */
    int warn;             /* every report of it was under a WARN record */
    /* decided at the end */
    const tg_rule *rule;
    sdx_fclass fclass;
    int by_words;         /* fclass is the word model's, not the rule's (words_class) */
    int caused_by;
    int deterministic;
    char det_why[320];
} fent;

typedef struct pending {
    int32_t stage, stage_att, task, k;
} pending;

typedef struct stage_note {
    int32_t stage, attempt;
    char *name;
} stage_note;

typedef struct part_note {
    int32_t stage, attempt, index, task_attempt, partition;
} part_note;

#define MAX_NOTES 4096
/* "within seconds": how far after a heartbeat timeout an OutOfMemoryError
 * still counts as its cause (by the records' times, else by lines) */
#define HEARTBEAT_CAUSE_SECS 30
#define HEARTBEAT_CAUSE_LINES 40
#define HEARTBEAT_OWN_SECS 660
#define QUOTE_WINDOW 32 /* failures looked back at for a quoted cause */

struct sdx_triage {
    tg_norm *norm;
    tg_extract *ex;
    int in_eventlog;        /* what is fed now comes from the event log */
    uint64_t text_lines, text_bytes; /* the text's size, fixed when the event log begins */
    stage_note *stages;
    size_t nstages;
    part_note *parts;
    size_t nparts;
    fent *f;              /* grows on demand up to MAX_FAILURES */
    size_t nf, fcap;
    uint64_t dropped;
    pending pend[MAX_PENDING];
    int npend;
    int oom;              /* an allocation of this file failed (see spoiled()) */
    tg_words words;       /* the words of the text (not of the event log) */
};

/* Did any allocation of the engine fail? Then the answer would be a poorer
 * one: it is out of memory instead. */
static int spoiled(sdx_triage *t)
{
    if (!t->oom && (tg_norm_oom(t->norm) || tg_extract_oom(t->ex)))
        t->oom = 1;
    return t->oom;
}

static int triage_nomem(sdx_error *err)
{
    if (err && err->code == SDX_ERR_NOMEM)
        return -1;
    return sdx_error_set(err, SDX_ERR_NOMEM, "", UINT64_MAX,
                         "out of memory in the failure triage (no partial answer is given)");
}

/* ---- signatures ------------------------------------------------------------ */

static uint64_t fnv(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ULL;
    }
    return h;
}

/* Digits and quoted values masked, so the same failure on other rows or
 * partitions has the same signature. */
static void masked(tg_sv s, char *out, size_t cap)
{
    size_t o = 0;
    for (size_t i = 0; i < s.n && o + 2 < cap; i++) {
        char c = s.p[i];
        if (c == '\n')
            break;
        if (tg_is_digit((unsigned char)c)) {
            if (!o || out[o - 1] != '#')
                out[o++] = '#';
            continue;
        }
        if (c == '\'' || c == '"' || c == '`') {
            const char *q = memchr(s.p + i + 1, c, s.n - i - 1);
            if (q && q - (s.p + i) < 80) {
                out[o++] = c;
                out[o++] = '*';
                if (o + 1 < cap)
                    out[o++] = c;
                i = (size_t)(q - s.p);
                continue;
            }
        }
        out[o++] = c;
    }
    while (o && (out[o - 1] == ')' || out[o - 1] == '.' || out[o - 1] == ';' || out[o - 1] == ' '))
        o--;
    out[o] = 0;
}

static void obs_signature(const tg_obs *o, const char *loss_kind, char *sig, size_t cap)
{
    char m[160];
    if (o->kind == TG_OBS_STATEMENT && o->nchain) {
        masked(tg_sv_make(o->chain[0].msg, strlen(o->chain[0].msg)), m, sizeof m);
        snprintf(sig, cap, "S|%s", m);
    } else if (o->kind == TG_OBS_KILLED) {
        snprintf(sig, cap, "K|");
    } else if (o->kind == TG_OBS_GC) {
        snprintf(sig, cap, "G|");
    } else if (o->root < 0) {
        snprintf(sig, cap, "L|%s", loss_kind);
    } else {
        const tg_elem *e = &o->chain[o->root];
        tg_sv simple = tg_simple_name(tg_sv_make(e->cls, strlen(e->cls)));
        /* PySpark mirrors JVM exceptions under other names
         * (captured.NumberFormatException for SparkNumberFormatException):
         * an error class, or the name without "Spark", identifies both */
        if (simple.n > 5 && memcmp(simple.p, "Spark", 5) == 0 && tg_is_upper((unsigned char)simple.p[5])) {
            simple.p += 5;
            simple.n -= 5;
        }
        masked(tg_sv_make(e->msg, strlen(e->msg)), m, sizeof m);
        if (e->error_class)
            snprintf(sig, cap, "C|%s", m);
        else
            snprintf(sig, cap, "E|%.*s|%s", (int)simple.n, simple.p, m);
    }
}

/* ---- sets ---------------------------------------------------------------------- */

static int set_add(char (*set)[64], int *n, const char *v)
{
    if (!v[0])
        return 255;
    for (int i = 0; i < *n; i++)
        if (strcmp(set[i], v) == 0)
            return i;
    if (*n >= MAX_SET)
        return 255;
    snprintf(set[*n], 64, "%.63s", v);
    return (*n)++;
}

static int hset_add(char (*set)[128], int *n, const char *v)
{
    if (!v[0])
        return 255;
    for (int i = 0; i < *n; i++)
        if (strcmp(set[i], v) == 0)
            return i;
    if (*n >= MAX_SET)
        return 255;
    snprintf(set[*n], 128, "%.127s", v);
    return (*n)++;
}

static void note_where(fent *f, const tg_obs *o)
{
    int e = set_add(f->execs, &f->nexec, o->executor);
    int h = hset_add(f->hosts, &f->nhost, o->host);
    if (o->task >= 0) {
        int seen = 0;
        for (int i = 0; i < f->ntask; i++)
            seen |= f->tasks[i] == o->task;
        if (!seen && f->ntask < MAX_SET * 2)
            f->tasks[f->ntask++] = o->task;
        if (f->npairs < MAX_PAIRS) {
            pair p = {o->task, (uint8_t)e, (uint8_t)h};
            int dup = 0;
            for (int i = 0; i < f->npairs; i++)
                dup |= f->pairs[i].task == p.task && f->pairs[i].exec == p.exec && f->pairs[i].host == p.host;
            if (!dup)
                f->pairs[f->npairs++] = p;
        }
    }
}

/* ---- merging observations ---------------------------------------------------- */

static void take_chain(fent *f, tg_obs *o)
{
    for (int i = 0; i < f->nchain; i++) {
        free(f->chain[i].cls);
        free(f->chain[i].msg);
        free(f->chain[i].user_frame);
        free(f->chain[i].error_class);
        free(f->chain[i].top_frame);
    }
    f->nchain = o->nchain;
    f->root = o->root;
    for (int i = 0; i < o->nchain; i++) {
        f->chain[i] = o->chain[i];
        memset(&o->chain[i], 0, sizeof o->chain[i]);
    }
    o->nchain = 0;
}

static void take_where(fent *f, const tg_obs *o)
{
    f->stage = o->stage;
    f->stage_att = o->stage_att;
    f->task = o->task;
    f->task_att = o->task_att;
    f->tid = o->tid;
    snprintf(f->executor, sizeof f->executor, "%s", o->executor);
    snprintf(f->host, sizeof f->host, "%s", o->host);
}

static void apply_pending(sdx_triage *t, fent *f)
{
    for (int i = 0; i < t->npend; i++) {
        pending *p = &t->pend[i];
        int hit = f->stage == p->stage;
        if (hit && p->task >= 0 && f->ntask) {
            hit = 0;
            for (int k = 0; k < f->ntask; k++)
                hit |= f->tasks[k] == p->task;
        }
        if (!hit)
            continue;
        if (f->attempts < 0)
            f->attempts = p->k;
        f->aborted = 1;
        t->pend[i] = t->pend[--t->npend];
        i--;
    }
}

static int chain_has(const tg_elem *chain, int n, const tg_elem *e);

static void merge(sdx_triage *t, fent *f, tg_obs *o)
{
    f->occurrences++;
    f->source |= t->in_eventlog ? SDX_SRC_EVENTLOG : SDX_SRC_TEXT;
    note_where(f, o);
    /* where: the job abort's "most recent failure" wins; otherwise the most
     * recent attempt with a task context (what Spark's abort would print) */
    int obs_abort_ctx = o->aborted && (o->tid >= 0 || o->task >= 0);
    if (obs_abort_ctx && (!f->abort_ctx || o->tid >= 0)) {
        take_where(f, o);
        f->abort_ctx = 1;
    } else if (!f->abort_ctx) {
        if (o->tid >= 0 || o->task >= 0) {
            take_where(f, o);
        } else {
            if (f->stage < 0 && o->stage >= 0) {
                f->stage = o->stage;
                f->stage_att = o->stage_att;
            }
            if (!f->executor[0] && o->executor[0] && (!f->host[0] || strcmp(f->host, o->host) == 0))
                snprintf(f->executor, sizeof f->executor, "%s", o->executor);
            if (!f->host[0] && o->host[0])
                snprintf(f->host, sizeof f->host, "%s", o->host);
        }
    }
    if (o->attempts >= 0)
        f->attempts = o->attempts;
    if (o->aborted)
        f->aborted = 1;
    if (o->side == TG_SIDE_TASK || (f->side == TG_SIDE_UNKNOWN && o->side != TG_SIDE_UNKNOWN) ||
        (f->side_guess && o->side != TG_SIDE_UNKNOWN && !o->side_guess)) {
        f->side = o->side;
        f->side_guess = o->side_guess;
    }
    /* the longer chain, when it still holds the root found so far: a deeper
     * cause read from the task's own report is not traded for the driver's
     * longer chain of wrappers that stops at the FetchFailedException */
    if (o->nchain > f->nchain &&
        (f->root < 0 || f->root >= f->nchain || chain_has(o->chain, o->nchain, &f->chain[f->root])))
        take_chain(f, o);
    else if (o->nchain > 0 && f->nchain > 0) {
        /* keep the longer chain, but do not lose user frames / error classes */
        for (int i = 0; i < o->nchain; i++)
            for (int k = 0; k < f->nchain; k++)
                if (strcmp(o->chain[i].cls, f->chain[k].cls) == 0) {
                    if (!f->chain[k].user_frame && o->chain[i].user_frame) {
                        f->chain[k].user_frame = o->chain[i].user_frame;
                        o->chain[i].user_frame = NULL;
                    }
                    if (!f->chain[k].error_class && o->chain[i].error_class) {
                        f->chain[k].error_class = o->chain[i].error_class;
                        o->chain[i].error_class = NULL;
                    }
                }
    }
    if (!f->loss && o->loss) {
        f->loss = o->loss;
        o->loss = NULL;
    }
    if (!f->exit_known && o->exit_known) {
        f->exit_known = 1;
        f->exit_code = o->exit_code;
    }
    if (o->fetch && !f->fetch) {
        f->fetch = 1;
        snprintf(f->fetch_exec, sizeof f->fetch_exec, "%s", o->fetch_exec);
        snprintf(f->fetch_host, sizeof f->fetch_host, "%s", o->fetch_host);
    }
    if (o->gc_secs > f->gc_secs)
        f->gc_secs = o->gc_secs;
    f->traceback_cut |= o->traceback_cut;
    f->fallback |= o->fallback;
    f->warn &= o->warn;
    apply_pending(t, f);
}

static void on_failed_k(sdx_triage *t, const tg_obs *o)
{
    /* an exception first; a bare statement (maybe dropped later) only when
     * no exception of that task is there */
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = t->nf; i-- > 0;) {
            fent *f = &t->f[i];
            if (f->kind == TG_OBS_KILLED || f->kind == TG_OBS_GC || f->stage != o->stage)
                continue;
            if (pass == 0 && f->kind == TG_OBS_STATEMENT)
                continue;
            int hit = f->ntask == 0;
            for (int k = 0; k < f->ntask; k++)
                hit |= f->tasks[k] == o->task;
            if (!hit)
                continue;
            f->attempts = o->attempts;
            f->aborted = 1;
            if (f->task == o->task)
                f->abort_ctx = 1; /* the task that ended the job: later attempts of others do not move it */
            return;
        }
    if (t->npend < MAX_PENDING) {
        pending p = {o->stage, o->stage_att, o->task, o->attempts};
        t->pend[t->npend++] = p;
    }
}

static int same_exception(const tg_elem *a, const tg_elem *b)
{
    tg_sv sa = tg_simple_name(tg_sv_make(a->cls, strlen(a->cls)));
    tg_sv sb = tg_simple_name(tg_sv_make(b->cls, strlen(b->cls)));
    if (sa.n != sb.n || memcmp(sa.p, sb.p, sa.n) != 0)
        return 0;
    char ma[160], mb[160];
    masked(tg_sv_make(a->msg, strlen(a->msg)), ma, sizeof ma);
    masked(tg_sv_make(b->msg, strlen(b->msg)), mb, sizeof mb);
    if (strcmp(ma, mb) == 0)
        return 1;
    /* one message cut at a word by a hard wrap ("Too large frame:" and
     * "Too large frame: 2751334418"): the same exception */
    size_t la = strlen(ma), lb = strlen(mb);
    const char *s = la < lb ? ma : mb, *l = la < lb ? mb : ma;
    size_t ls = la < lb ? la : lb;
    return ls >= 9 && ls + 1 < sizeof ma && !strncmp(s, l, ls) && l[ls] == ' ';
}

static int chain_has(const tg_elem *chain, int n, const tg_elem *e)
{
    for (int i = 0; i < n; i++)
        if (same_exception(&chain[i], e))
            return 1;
    return 0;
}

/* After a merge replaced the chain, the signature follows the new root. */
static void entry_resign(fent *f)
{
    if (f->kind != TG_OBS_EXC || f->root < 0)
        return;
    tg_obs tmp;
    tg_obs_init(&tmp);
    tmp.kind = TG_OBS_EXC;
    tmp.nchain = f->nchain;
    tmp.root = f->root;
    for (int i = 0; i < f->nchain; i++)
        tmp.chain[i] = f->chain[i];
    obs_signature(&tmp, "", f->sig, sizeof f->sig);
    f->hash = fnv(f->sig);
}

/* msg names e as "Class: message" (its simple name and its message). */
static int quotes_exception(const char *raw, const tg_elem *e)
{
    tg_sv simple = tg_simple_name(tg_sv_make(e->cls, strlen(e->cls)));
    size_t ml = strlen(e->msg);
    if (simple.n < 5 || ml < 12)
        return 0;
    /* its lines as one (a wrap broke the quoting message) */
    char msg[TG_MSG_MAX + 1];
    size_t k = 0;
    for (; raw[k] && k < TG_MSG_MAX; k++)
        msg[k] = raw[k] == '\n' ? ' ' : raw[k];
    msg[k] = 0;
    for (const char *p = strstr(msg, e->msg); p; p = strstr(p + 1, e->msg)) {
        if ((size_t)(p - msg) < simple.n + 2 || p[-2] != ':' || p[-1] != ' ')
            continue;
        if (!memcmp(p - 2 - simple.n, simple.p, simple.n))
            return 1;
    }
    /* ... or ends on the start of it, the rest cut by a wrap ("...: OverflowError:
     * cannot serialize a bytes object larger" of "... larger than 4 GiB") */
    char sn[128];
    if (simple.n >= sizeof sn)
        return 0;
    memcpy(sn, simple.p, simple.n);
    sn[simple.n] = 0;
    for (const char *p = strstr(msg, sn); p; p = strstr(p + 1, sn)) {
        const char *r = p + simple.n;
        size_t rn = strlen(r);
        if (r[0] != ':' || r[1] != ' ' || rn < 22 || rn - 2 >= ml)
            continue;
        if (!memcmp(r + 2, e->msg, rn - 2) && e->msg[rn - 2] == ' ')
            return 1;
    }
    return 0;
}

static void elem_free(tg_elem *e)
{
    free(e->cls);
    free(e->msg);
    free(e->user_frame);
    free(e->error_class);
    free(e->top_frame);
    memset(e, 0, sizeof *e);
}

/* A deep copy of e into d; 0 when out of memory (d then holds nothing). */
static int elem_copy(tg_elem *d, const tg_elem *e)
{
    *d = *e;
    d->cls = e->cls ? tg_dupz(e->cls) : NULL;
    d->msg = e->msg ? tg_dupz(e->msg) : NULL;
    d->user_frame = e->user_frame ? tg_dupz(e->user_frame) : NULL;
    d->error_class = e->error_class ? tg_dupz(e->error_class) : NULL;
    d->top_frame = e->top_frame ? tg_dupz(e->top_frame) : NULL;
    if ((e->cls && !d->cls) || (e->msg && !d->msg) || (e->user_frame && !d->user_frame) ||
        (e->error_class && !d->error_class) || (e->top_frame && !d->top_frame)) {
        elem_free(d);
        return 0;
    }
    return 1;
}

/* s with every run of white space (line breaks too) as one space. */
static void squash_ws(const char *s, char *out, size_t cap)
{
    size_t o = 0;
    int sp = 0;
    for (; *s && o + 1 < cap; s++) {
        if (*s == ' ' || *s == '\n' || *s == '\t' || *s == '\r') {
            sp = o > 0;
            continue;
        }
        if (sp && o + 2 < cap)
            out[o++] = ' ';
        sp = 0;
        out[o++] = *s;
    }
    out[o] = 0;
}

/* A statement and the exception of the same log record are one report. */
static void merge_record(sdx_triage *t, fent *f, tg_obs *o)
{
    merge(t, f, o);
    if (o->lineno && o->lineno == f->first_line && f->occurrences > 1)
        f->occurrences--;
}

/* A statement and an exception message that say the same thing: one
 * contains the other once numbers and quoted values are masked. */
static int related_msgs(const char *a, const char *b)
{
    char ma[512], mb[512];
    masked(tg_sv_make(a, strlen(a)), ma, sizeof ma);
    masked(tg_sv_make(b, strlen(b)), mb, sizeof mb);
    if (strlen(ma) < 24 || strlen(mb) < 24)
        return 0;
    return strstr(ma, mb) != NULL || strstr(mb, ma) != NULL;
}

static int chain_states(const tg_elem *chain, int n, const char *statement)
{
    for (int i = 0; i < n; i++)
        if (related_msgs(chain[i].msg, statement))
            return 1;
    return 0;
}

/* Every element of the chain is a wrapper (its root is the innermost one). */
static int all_wrapped(const tg_obs *o)
{
    for (int i = 0; i < o->nchain; i++)
        if (!tg_is_wrapper(tg_sv_make(o->chain[i].cls, strlen(o->chain[i].cls)),
                           tg_sv_make(o->chain[i].msg, strlen(o->chain[i].msg))))
            return 0;
    return o->nchain > 0;
}

static int stages_compatible(const fent *f, const tg_obs *o)
{
    if (f->kind != TG_OBS_EXC)
        return 1;
    return f->stage < 0 || o->stage < 0 || f->stage == o->stage;
}

static void on_obs(void *ctx, tg_obs *o)
{
    sdx_triage *t = ctx;
    if (t->oom)
        return;   /* the answer is lost already: keep nothing more */
    if (o->kind == TG_OBS_FAILED_K) {
        on_failed_k(t, o);
        return;
    }
    char lk[160] = "";
    if (o->kind == TG_OBS_LOSS || (o->root < 0 && o->loss))
        tg_loss_kind(tg_sv_make(o->loss ? o->loss : "", o->loss ? strlen(o->loss) : 0), o->exit_known,
                     o->exit_code, lk, sizeof lk);
    if (lk[0] && tg_loss_is_release(lk))
        return; /* the application gave the executor back: not a failure */
    char sig[200];
    obs_signature(o, lk, sig, sizeof sig);
    uint64_t h = fnv(sig);
    int kind = o->kind;
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->hash == h && strcmp(f->sig, sig) == 0 && stages_compatible(f, o)) {
            /* the same error class reported by a client (databricks.sql.exc.ServerOperationError,
             * a Python mirror) and by Spark itself: Spark's exception is the root */
            if (kind == TG_OBS_EXC && o->root >= 0 && f->root >= 0 && f->root < f->nchain &&
                !strncmp(o->chain[o->root].cls, "org.apache.spark.", 17) &&
                strncmp(f->chain[f->root].cls, "org.apache.spark.", 17) && strncmp(f->chain[f->root].cls, "java.", 5) &&
                o->chain[o->root].error_class && f->chain[f->root].error_class)
                take_chain(f, o);
            merge(t, f, o);
            return;
        }
    }
    /* a loss reason cut short (the paste ends mid-word: "Reason: Executor h")
     * is the same executor's loss whose reason starts that way */
    if (kind == TG_OBS_LOSS && o->executor[0] && strlen(lk) >= 6) {
        size_t ln = strlen(lk);
        for (size_t i = 0; i < t->nf; i++) {
            fent *f = &t->f[i];
            if (f->kind != TG_OBS_LOSS || !f->loss || strcmp(f->executor, o->executor) != 0)
                continue;
            char fk[160];
            tg_loss_kind(tg_sv_make(f->loss, strlen(f->loss)), f->exit_known, f->exit_code, fk, sizeof fk);
            if (strlen(fk) > ln && !strncmp(fk, lk, ln)) {
                merge(t, f, o);
                return;
            }
        }
    }
    /* a bare log line stating a failure and the exception that carries the
     * same message are one failure (the exception's chain wins) */
    if (kind == TG_OBS_STATEMENT && o->nchain) {
        for (size_t i = 0; i < t->nf; i++) {
            fent *f = &t->f[i];
            if (f->kind == TG_OBS_EXC && stages_compatible(f, o) && chain_states(f->chain, f->nchain, o->chain[0].msg)) {
                merge(t, f, o);
                return;
            }
        }
    } else if (kind == TG_OBS_EXC && o->root >= 0) {
        for (size_t i = 0; i < t->nf; i++) {
            fent *f = &t->f[i];
            if (f->kind == TG_OBS_STATEMENT && f->nchain && chain_states(o->chain, o->nchain, f->chain[0].msg)) {
                take_chain(f, o); /* the exception's chain replaces the bare statement */
                merge(t, f, o);
                f->kind = TG_OBS_EXC;
                entry_resign(f);
                return;
            }
        }
        /* a wrapper alone in the record whose message stated the failure
         * (PySpark 4's JSON logger: msg "[DIVIDE_BY_ZERO] ...", exception
         * Py4JJavaError "An error occurred while calling o52.showString."):
         * the statement says more than the wrapper */
        fent *last = t->nf ? &t->f[t->nf - 1] : NULL;
        if (last && last->kind == TG_OBS_STATEMENT && last->nchain && last->first_line == o->lineno &&
            all_wrapped(o)) {
            merge_record(t, last, o);
            return;
        }
        /* the exception raised right after another one that quotes it in
         * its message ("OverflowError: cannot serialize ..." then
         * "PicklingError: Could not serialize broadcast: OverflowError:
         * cannot serialize ..."): one failure, the one raised last (the last
         * line of the traceback) with the first named in its message */
        if (last && last->kind == TG_OBS_EXC && last->root >= 0 && o->lineno >= last->first_line &&
            o->lineno - last->first_line <= 40 && quotes_exception(o->chain[o->root].msg, &last->chain[last->root])) {
            take_chain(last, o);
            merge(t, last, o);
            entry_resign(last);
            return;
        }
    }
    /* a wrapper alone that repeats an earlier failure's message
     * (StreamingQueryException, a tool's error around it): that failure */
    if (kind == TG_OBS_EXC && o->root >= 0 && all_wrapped(o)) {
        for (size_t i = 0; i < t->nf; i++) {
            fent *f = &t->f[i];
            if (f->kind != TG_OBS_EXC || f->root < 0 || !stages_compatible(f, o))
                continue;
            if (related_msgs(f->chain[f->root].msg, o->chain[o->root].msg)) {
                merge(t, f, o);
                return;
            }
        }
    }
    /* an exception whose message an earlier failure's message quotes as its
     * cause ("IOException: Failed to write statements to t. The latest
     * exception was / Cassandra timeout during SIMPLE write query ..." then
     * the executor's "WriteTimeoutException: Cassandra timeout during ...")
     * is that failure's root, reported in full */
    if (kind == TG_OBS_EXC && o->root >= 0 && strlen(o->chain[o->root].msg) >= 40) {
        char om[TG_MSG_MAX + 1], fm[TG_MSG_MAX + 1];
        squash_ws(o->chain[o->root].msg, om, sizeof om);
        /* among the latest failures only: a quote and its cause are printed near each other,
         * and a fleet's log of thousands of failures stays linear */
        for (size_t i = t->nf > QUOTE_WINDOW ? t->nf - QUOTE_WINDOW : 0; i < t->nf; i++) {
            fent *f = &t->f[i];
            if (f->kind != TG_OBS_EXC || f->root < 0 || f->root >= f->nchain || f->nchain >= TG_CHAIN_MAX ||
                !stages_compatible(f, o) || f->first_line >= o->lineno ||
                chain_has(f->chain, f->nchain, &o->chain[o->root]))
                continue;
            int quoted = 0; /* the quote may sit in a wrapper's message going on below it */
            for (int k = 0; k < f->nchain && !quoted; k++) {
                squash_ws(f->chain[k].msg, fm, sizeof fm);
                quoted = strlen(fm) > strlen(om) && strstr(fm, om) != NULL;
            }
            if (!quoted)
                continue;
            tg_elem copy;
            if (!elem_copy(&copy, &o->chain[o->root])) {
                t->oom = 1;
                return;
            }
            merge(t, f, o);
            if (f->nchain < TG_CHAIN_MAX && !chain_has(f->chain, f->nchain, &copy)) {
                f->chain[f->nchain] = copy;
                f->root = f->nchain++;
                entry_resign(f);
            } else {
                elem_free(&copy);
            }
            return;
        }
    }
    /* an exception whose message quotes an earlier failure's message
     * ("HiveException: Unable to fetch table t. User: ... is not authorized
     * ..." after the client's "AccessDeniedException: User: ... is not
     * authorized ..."): the earlier failure, reported again by the caller */
    if (kind == TG_OBS_EXC && o->root >= 0) {
        const char *om = o->chain[o->root].msg;
        size_t oml = strlen(om);
        for (size_t i = t->nf > QUOTE_WINDOW ? t->nf - QUOTE_WINDOW : 0; i < t->nf && om[0]; i++) {
            fent *f = &t->f[i];
            if (f->kind != TG_OBS_EXC || f->root < 0 || !stages_compatible(f, o) || f->first_line >= o->lineno)
                continue;
            const char *fm = f->chain[f->root].msg;
            size_t fml = strlen(fm);
            if (fml >= 40 && oml > fml && related_msgs(om, fm) &&
                !chain_has(o->chain, o->nchain, &f->chain[f->root])) {
                merge(t, f, o);
                return;
            }
        }
    }
    /* the same exception reported with less (or more) of its chain: a
     * top-level summary without "Caused by", or the full trace after a
     * one-line summary */
    if (kind == TG_OBS_EXC && o->root >= 0) {
        for (size_t i = 0; i < t->nf; i++) {
            fent *f = &t->f[i];
            if (f->kind != TG_OBS_EXC || !stages_compatible(f, o) || f->root < 0)
                continue;
            if (chain_has(f->chain, f->nchain, &o->chain[o->root]) ||
                chain_has(o->chain, o->nchain, &f->chain[f->root])) {
                merge(t, f, o);
                entry_resign(f);
                return;
            }
        }
    }
    if (t->nf >= MAX_FAILURES) {
        t->dropped++;
        return;
    }
    if (t->nf == t->fcap) {
        size_t cap = t->fcap ? t->fcap * 2 : 8;
        if (cap > MAX_FAILURES)
            cap = MAX_FAILURES;
        fent *nf = sdx_xrealloc(t->f, cap * sizeof *nf);
        if (!nf) {
            t->oom = 1;   /* not `dropped`: that counts the table's bound only */
            return;
        }
        t->f = nf;
        t->fcap = cap;
    }
    fent *f = &t->f[t->nf++];
    memset(f, 0, sizeof *f);
    f->hash = h;
    snprintf(f->sig, sizeof f->sig, "%s", sig);
    f->kind = kind;
    f->side = o->side;
    f->side_guess = o->side_guess;
    memcpy(f->context, o->context, sizeof f->context);
    f->stage = f->stage_att = f->task = f->task_att = f->attempts = -1;
    f->tid = -1;
    f->root = -1;
    f->first_line = o->lineno;
    f->line_shown = o->lineno;
    f->first_tod = o->tod;
    f->evidence = o->evidence;
    o->evidence = NULL;
    f->caused_by = -1;
    f->deterministic = -1;
    f->warn = o->warn;
    merge(t, f, o);
}

static void on_line(void *ctx, const tg_line *l)
{
    sdx_triage *t = ctx;
    if (!spoiled(t))   /* out of memory: the rest of the input is not read */
        tg_extract_line(t->ex, l);
}

/* ---- public streaming API --------------------------------------------------- */

sdx_triage *sdx_triage_new(void)
{
    sdx_triage *t = sdx_xcalloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->norm = tg_norm_new(on_line, t);
    t->ex = tg_extract_new(on_obs, t);
    if (!t->norm || !t->ex) {
        sdx_triage_free(t);
        return NULL;
    }
    return t;
}

int sdx_triage_feed(sdx_triage *t, const void *data, size_t len, sdx_error *err)
{
    if (tg_triage_status(t, err) < 0)
        return -1;
    if (len) {
        tg_norm_feed(t->norm, data, len);
        if (!t->in_eventlog)
            tg_words_feed(&t->words, data, len);
    }
    return tg_triage_status(t, err);
}

static void fent_release(fent *f)
{
    for (int i = 0; i < f->nchain; i++) {
        free(f->chain[i].cls);
        free(f->chain[i].msg);
        free(f->chain[i].user_frame);
        free(f->chain[i].error_class);
        free(f->chain[i].top_frame);
    }
    free(f->loss);
    free(f->evidence);
}

void sdx_triage_free(sdx_triage *t)
{
    if (!t)
        return;
    if (t->f)
        for (size_t i = 0; i < t->nf; i++)
            fent_release(&t->f[i]);
    free(t->f);
    for (size_t i = 0; i < t->nstages; i++)
        free(t->stages[i].name);
    free(t->stages);
    free(t->parts);
    tg_norm_free(t->norm);
    tg_extract_free(t->ex);
    free(t);
}

/* ---- deciding -------------------------------------------------------------------- */

static int is_consequence_role(const fent *f);

/* A log viewer's export (Kibana, CloudWatch, a UI's event list) lists the
 * newest record first. When the failures' record times only go down as the
 * text goes on, read them oldest first: what happened first is the cause. */
static void oldest_first(sdx_triage *t)
{
    int inc = 0, dec = 0;
    int32_t last = -1;
    uint64_t maxl = 0;
    for (size_t i = 0; i < t->nf; i++) {
        const fent *f = &t->f[i];
        maxl = f->first_line > maxl ? f->first_line : maxl;
        if (f->first_tod < 0)
            continue;
        if (last >= 0 && f->first_tod > last)
            inc++;
        else if (last >= 0 && f->first_tod < last)
            dec++;
        last = f->first_tod;
    }
    if (dec < 2 || inc)
        return;
    for (size_t i = 0; i < t->nf / 2; i++) {
        fent tmp = t->f[i];
        t->f[i] = t->f[t->nf - 1 - i];
        t->f[t->nf - 1 - i] = tmp;
    }
    for (size_t i = 0; i < t->nf; i++)
        t->f[i].first_line = maxl + 1 - t->f[i].first_line;
}

static void classify_all(sdx_triage *t)
{
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        tg_fview v = {f->side, f->kind, f->chain, f->nchain, f->root, f->loss, f->exit_known, f->exit_code,
                      f->fetch, f->context};
        f->rule = tg_classify(&v);
        f->fclass = f->rule->fclass;
    }
    /* a bare WARN/ERROR line counts only when a rule knows Spark states that
     * failure this way (maxResultSize, task size, ...) or it carries Spark's
     * error class; drop the rest */
    /* ... unless the text holds nothing else: then the first one a specific
     * rule knows is the answer ("ERROR NetworkClient: Node [h:9200] failed
     * (Read timed out)" and no exception printed) */
    /* an exception named only in prose (fallback) stands when every statement
     * beside it is dropped, and goes when one of them counts */
    /* (a specific rule's statement is kept beside consequences alone, such as an
     * executor's RejectedExecutionException after its "RECEIVED SIGNAL TERM"; a
     * fallback rule's only when nothing at all is left) */
    size_t keep = t->nf, keep_fb = t->nf;
    int other = 0, cause = 0, real = 0;
    for (size_t i = 0; i < t->nf; i++) {
        const fent *f = &t->f[i];
        int drop = f->kind == TG_OBS_STATEMENT && !f->rule->statement && !(f->nchain && f->chain[0].error_class);
        if (!drop)
            other = 1;
        if (!drop && !is_consequence_role(f))
            cause = 1;
        if (!drop && !f->fallback)
            real = 1;
        else if (drop && strcmp(f->rule->id, "generic.exception") != 0 && strcmp(f->rule->id, "logic.cancelled") != 0) {
            if (strncmp(f->rule->id, "fallback.", 9) != 0 && !is_consequence_role(f)) {
                if (keep == t->nf)
                    keep = i;
            } else if (keep_fb == t->nf) {
                keep_fb = i;
            }
        }
    }
    if (keep == t->nf && !other)
        keep = keep_fb;
    if (cause)
        keep = t->nf;
    size_t o = 0;
    for (size_t i = 0; i < t->nf; i++) {
        if ((i != keep && t->f[i].kind == TG_OBS_STATEMENT && !t->f[i].rule->statement &&
             !(t->f[i].nchain && t->f[i].chain[0].error_class)) ||
            (real && t->f[i].fallback)) {
            fent_release(&t->f[i]);
            continue;
        }
        if (o != i)
            t->f[o] = t->f[i];
        o++;
    }
    t->nf = o;
}

static int is_consequence_role(const fent *f)
{
    int r = f->rule->role;
    return r == TG_ROLE_KILLED || r == TG_ROLE_SHUTDOWN || r == TG_ROLE_GC;
}

/* "PythonException: Traceback (most recent call last):" and nothing of it
 * (a one-line report of a task's Python failure). */
static int empty_traceback(const fent *f)
{
    if (f->root < 0 || f->root >= f->nchain)
        return 0;
    const tg_elem *r = &f->chain[f->root];
    return tg_ends(tg_sv_make(r->cls, strlen(r->cls)), "PythonException") &&
           tg_starts(tg_trim(tg_sv_make(r->msg, strlen(r->msg))), "Traceback (most recent call last)") &&
           strlen(r->msg) < 40;
}

/* The failure's root is a wrapper: the text names no cause inside it. */
static int wrapper_root(const fent *f)
{
    if (f->root < 0 || f->root >= f->nchain)
        return 0;
    const tg_elem *r = &f->chain[f->root];
    return !r->error_class && tg_is_wrapper(tg_sv_make(r->cls, strlen(r->cls)), tg_sv_make(r->msg, strlen(r->msg)));
}

/* "Task X in stage S failed K times; aborting job" lines that matched no
 * failure of stage S: the failure that ended the job printed no stage (a
 * driver-side traceback, a bare executor loss). Attach them to it. */
static void resolve_pending(sdx_triage *t)
{
    for (int p = 0; p < t->npend; p++) {
        int best = -1;
        for (int pass = 0; pass < 2 && best < 0; pass++)
            for (size_t i = 0; i < t->nf; i++) {
                const fent *f = &t->f[i];
                if (f->stage >= 0 || is_consequence_role(f) || (pass == 0 && !f->aborted))
                    continue;
                if (best < 0 || f->first_line < t->f[best].first_line)
                    best = (int)i;
            }
        if (best < 0)
            continue;
        fent *f = &t->f[best];
        f->stage = t->pend[p].stage;
        f->stage_att = t->pend[p].stage_att;
        if (f->attempts < 0)
            f->attempts = t->pend[p].k;
        f->aborted = 1;
        if ((f->side == TG_SIDE_UNKNOWN || f->side_guess) && f->kind == TG_OBS_EXC) {
            /* the scheduler says a task of that stage failed with it: it ran in
             * a task (a bare "OutOfMemoryError: Java heap space" then "Task 69
             * in stage 95.0 failed 1 times; aborting job") */
            f->side = TG_SIDE_TASK;
            tg_fview v = {f->side, f->kind, f->chain, f->nchain, f->root, f->loss, f->exit_known, f->exit_code,
                          f->fetch, f->context};
            f->rule = tg_classify(&v);
            f->fclass = f->rule->fclass;
        }
    }
    t->npend = 0;
}

static int is_memory_cause(const fent *c)
{
    return c->fclass == SDX_FC_RESOURCE && c->rule->role != TG_ROLE_LOSS_GENERIC;
}

static int same_executor(const fent *a, const char *exec, const char *host)
{
    if (exec && exec[0] && a->executor[0])
        return strcmp(a->executor, exec) == 0;
    for (int i = 0; exec && exec[0] && i < a->nexec; i++)
        if (strcmp(a->execs[i], exec) == 0)
            return 1;
    if (host && host[0] && a->host[0] && strcmp(a->host, host) == 0)
        return 1;
    return 0;
}

/* Would linking f -> c make a cycle? */
static int creates_cycle(const sdx_triage *t, size_t f, size_t c)
{
    size_t cur = c;
    for (size_t steps = 0; steps <= t->nf; steps++) {
        if (cur == f)
            return 1;
        int next = t->f[cur].caused_by;
        if (next < 0)
            return 0;
        cur = (size_t)next;
    }
    return 1;
}

static void link(sdx_triage *t, size_t f, int c)
{
    if (c >= 0 && (size_t)c != f && !creates_cycle(t, f, (size_t)c))
        t->f[f].caused_by = c;
}

static int find_loss_cause(const sdx_triage *t, size_t fi)
{
    const fent *f = &t->f[fi];
    int best = -1, weak = -1;
    for (size_t i = 0; i < t->nf; i++) {
        const fent *c = &t->f[i];
        if (i == fi || c->rule->role == TG_ROLE_FETCH || c->rule->role == TG_ROLE_KILLED ||
            c->rule->role == TG_ROLE_SHUTDOWN)
            continue;
        int strong = same_executor(c, f->fetch_exec, f->fetch_host);
        /* the serving side's own shuffle files gone (its local dir cleaned or
         * its disk failed): what the fetch could not open */
        int files_gone = strong && !strcmp(c->rule->id, "shuffle.local_files");
        int is_loss = c->kind == TG_OBS_LOSS || c->rule->role == TG_ROLE_GC || is_memory_cause(c) || files_gone;
        if (!is_loss)
            continue;
        if (strong && (best < 0 || c->first_line < t->f[best].first_line))
            best = (int)i;
        if (c->first_line <= f->first_line && (weak < 0 || c->first_line < t->f[weak].first_line))
            weak = (int)i;
    }
    return best >= 0 ? best : weak;
}

static int find_specific_cause(const sdx_triage *t, size_t fi, int allow_gc_anywhere)
{
    const fent *f = &t->f[fi];
    int best = -1;
    for (size_t i = 0; i < t->nf; i++) {
        const fent *c = &t->f[i];
        if (i == fi)
            continue;
        /* same executor or host: a cause even when printed later (yarn logs
         * lists containers in any order); otherwise it must come first */
        int strong = same_executor(c, f->executor, f->host);
        int cand = 0;
        if (c->rule->role == TG_ROLE_GC)
            cand = strong || (allow_gc_anywhere && c->first_line <= f->first_line);
        else if (allow_gc_anywhere && c->kind == TG_OBS_LOSS && c->fclass == SDX_FC_RESOURCE && !c->executor[0] &&
                 !f->executor[0] && c->first_line <= f->first_line)
            cand = 1; /* a pod evicted or killed, named before a heartbeat that stopped, neither with an id */
        else if (is_memory_cause(c))
            cand = strong;
        else if (!allow_gc_anywhere && c->kind == TG_OBS_LOSS &&
                 (c->rule->role != TG_ROLE_LOSS_GENERIC || (c->exit_known && !f->exit_known)) &&
                 c->rule->role != TG_ROLE_KILLED && c->rule->role != TG_ROLE_SHUTDOWN)
            cand = strong; /* "executor X lost" and that executor's loss with its reason or exit code */
        if (!cand)
            continue;
        if (best < 0 || c->first_line < t->f[best].first_line)
            best = (int)i;
    }
    if (best < 0 && allow_gc_anywhere && f->stage >= 0 && f->task >= 0) {
        /* the same task's other attempts ran out of heap (GC overhead): the
         * attempt lost to a heartbeat timeout thrashed in GC the same way */
        for (size_t i = 0; i < t->nf && best < 0; i++) {
            const fent *c = &t->f[i];
            if (i == fi || !is_memory_cause(c) || c->kind == TG_OBS_LOSS || c->stage != f->stage)
                continue;
            /* any task of the one lost with any task of the other (a lost executor fails all
             * the tasks it ran) */
            int same = c->task == f->task;
            for (int k = 0; k < c->ntask && !same; k++) {
                same = c->tasks[k] == f->task;
                for (int m = 0; m < f->ntask && !same; m++)
                    same = c->tasks[k] == f->tasks[m];
            }
            if (same)
                best = (int)i;
        }
    }
    if (best < 0 && allow_gc_anywhere) {
        /* a heartbeat timeout followed within seconds by OutOfMemoryErrors
         * (another executor's, or one whose executor the text does not
         * name): the heap exhaustion froze the executors; it is the cause */
        for (size_t i = 0; i < t->nf; i++) {
            const fent *c = &t->f[i];
            /* the driver's own heap too: frozen in GC, it hears no heartbeats */
            int heap = is_memory_cause(c) || (c->fclass == SDX_FC_DRIVER && !strcmp(c->rule->id, "driver.oom"));
            if (i == fi || !heap || c->kind == TG_OBS_LOSS || c->first_line <= f->first_line)
                continue;
            /* an executor's own "Issue communicating with driver in heartbeater" comes minutes
             * before its heap runs out: it retries for spark.executor.heartbeat.maxFailures (60)
             * x the interval (10 s) */
            int own = !strcmp(f->rule->id, "network.executor_to_driver");
            int near = f->first_tod >= 0 && c->first_tod >= 0
                           ? c->first_tod >= f->first_tod &&
                                 c->first_tod - f->first_tod <= (own ? HEARTBEAT_OWN_SECS : HEARTBEAT_CAUSE_SECS)
                           : c->first_line - f->first_line <= HEARTBEAT_CAUSE_LINES;
            if (near && (best < 0 || c->first_line < t->f[best].first_line))
                best = (int)i;
        }
    }
    return best;
}

/* One exception named on one line, without frames, task or loss: a
 * mention in prose or a quote more often than the failure itself. */
static int bare_mention(const fent *f)
{
    return f->kind == TG_OBS_EXC && f->nchain == 1 && !f->chain[0].top_frame && !f->chain[0].python &&
           f->stage < 0 && f->task < 0 && !f->loss && !f->exit_known && !f->fetch;
}

static int has_trace(const fent *f)
{
    for (int i = 0; i < f->nchain; i++)
        if (f->chain[i].top_frame)
            return 1;
    return 0;
}

/* A failure printed with its stack trace wins over an earlier bare
 * mention: the mention is what the text talks about, the trace what ran. */
/* A bare mention quoted in backticks inside a sentence ("every cell gives
 * `ConnectionRefusedError: ...` and I restart"): what the writer saw, often
 * a consequence, not a report of its own. */
static int quoted_mention(const fent *f)
{
    if (!bare_mention(f) || !f->evidence || !f->chain[0].cls[0])
        return 0;
    const char *at = strstr(f->evidence, f->chain[0].cls);
    return at && at > f->evidence && at[-1] == '`' && at - f->evidence > 8;
}

static int prefer_trace(const sdx_triage *t, int best, int want_aborted)
{
    if (best < 0 || !bare_mention(&t->f[best]))
        return best;
    if (quoted_mention(&t->f[best]))
        for (size_t i = 0; i < t->nf; i++) {
            const fent *f = &t->f[i];
            /* a failure on a line of its own after it is the report */
            if (f->first_line > t->f[best].first_line && f->caused_by < 0 && !is_consequence_role(f) &&
                !quoted_mention(f) && f->kind == TG_OBS_EXC && (!want_aborted || f->aborted || f->task >= 0))
                return (int)i;
        }
    for (size_t i = 0; i < t->nf; i++) {
        const fent *f = &t->f[i];
        if ((want_aborted && !f->aborted && f->task < 0) || f->caused_by >= 0 || is_consequence_role(f))
            continue;
        /* ... or with the task it ran in: the mention names it, the task report is it */
        if (f->first_line > t->f[best].first_line && (has_trace(f) || f->task >= 0))
            return (int)i;
    }
    return best;
}

static int terminal_failure(const sdx_triage *t)
{
    int best = -1;
    for (size_t i = 0; i < t->nf; i++) {
        const fent *f = &t->f[i];
        if (!f->aborted || is_consequence_role(f))
            continue;
        if (best < 0 || f->first_line < t->f[best].first_line)
            best = (int)i;
    }
    return prefer_trace(t, best, 1);
}

static int follow(const sdx_triage *t, int i)
{
    for (size_t steps = 0; i >= 0 && steps <= t->nf && t->f[i].caused_by >= 0; steps++)
        i = t->f[i].caused_by;
    return i;
}

/* The specific reason of an executor's loss printed without a place (the
 * standalone scheduler's "Executor app-.../3 removed: Command exited with
 * code 137") takes the place its generic loss names (the task, stage and
 * host of the same executor). */
static void take_place(fent *c, const fent *g);

static void lend_place(fent *c, const fent *g)
{
    if (c == g || c->kind != TG_OBS_LOSS || c->stage >= 0 || c->task >= 0 || !c->executor[0] ||
        strcmp(c->executor, g->executor) != 0)
        return;
    take_place(c, g);
}

/* c takes the place (stage, task, attempts, host, executor) g names. */
static void take_place(fent *c, const fent *g)
{
    c->stage = g->stage;
    c->stage_att = g->stage_att;
    c->task = g->task;
    c->task_att = g->task_att;
    c->tid = g->tid;
    if (c->attempts < 0)
        c->attempts = g->attempts;
    if (!c->executor[0])
        memcpy(c->executor, g->executor, sizeof c->executor); /* same sizes, distinct entries */
    if (!c->host[0])
        memcpy(c->host, g->host, sizeof c->host);
}

/* The primary failure's task attempt reported elsewhere in the text (the
 * executor's log has "Exception in task 33.3 in stage 4.0 (TID 1290)", the
 * driver's names TID 1290's executor, host and how often the task failed):
 * what the primary does not say, the other report of the same attempt does. */
static void share_attempt_facts(sdx_triage *t, int primary)
{
    if (primary < 0)
        return;
    fent *p = &t->f[primary];
    if (p->tid < 0 || p->stage < 0)
        return;
    for (size_t i = 0; i < t->nf; i++) {
        const fent *g = &t->f[i];
        if ((int)i == primary || g->tid != p->tid || g->stage != p->stage || g->task != p->task)
            continue;
        if (!p->executor[0] && g->executor[0])
            memcpy(p->executor, g->executor, sizeof p->executor);
        if (!p->host[0] && g->host[0])
            memcpy(p->host, g->host, sizeof p->host);
        if (p->attempts < 0 && g->attempts >= 0)
            p->attempts = g->attempts;
    }
    /* ... or the failure it caused names the executor that ran that task (a lost
     * executor's tasks, each with its executor and host) */
    for (size_t i = 0; i < t->nf && (!p->executor[0] || !p->host[0]); i++) {
        const fent *g = &t->f[i];
        if ((int)i == primary || g->caused_by != primary || g->stage != p->stage || p->task < 0)
            continue;
        for (int k = 0; k < g->npairs; k++) {
            const pair *q = &g->pairs[k];
            if (q->task != p->task)
                continue;
            if (!p->executor[0] && q->exec < g->nexec)
                snprintf(p->executor, sizeof p->executor, "%s", g->execs[q->exec]);
            if (!p->host[0] && q->host < g->nhost)
                snprintf(p->host, sizeof p->host, "%s", g->hosts[q->host]);
            break;
        }
    }
}

/* When the primary is a Python traceback cut before its exception line (its root
 * only says so), the first other failure a specific rule knows, stated in full and
 * not a consequence (printed before it, when earlier_only), or the primary as it was. */
static int yield_cut_traceback(const sdx_triage *t, int primary, int earlier_only)
{
    if (primary < 0 || !t->f[primary].traceback_cut || t->f[primary].root < 0 ||
        strncmp(t->f[primary].chain[t->f[primary].root].msg, "the Python traceback was cut", 28) != 0)
        return primary;
    for (size_t i = 0; i < t->nf; i++) {
        const fent *f = &t->f[i];
        if ((int)i != primary && !f->traceback_cut && f->caused_by < 0 && !is_consequence_role(f) &&
            (!earlier_only || f->first_line < t->f[primary].first_line) &&
            strcmp(f->rule->id, "generic.exception") != 0)
            return (int)i;
    }
    return primary;
}

static int relate_and_pick(sdx_triage *t)
{
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        switch (f->rule->role) {
        case TG_ROLE_FETCH:
            link(t, i, find_loss_cause(t, i));
            break;
        case TG_ROLE_LOSS_GENERIC: {
            int c = find_specific_cause(t, i, 0);
            link(t, i, c);
            if (c >= 0 && t->f[i].caused_by == c)
                lend_place(&t->f[c], f);
            break;
        }
        case TG_ROLE_HEARTBEAT: {
            int c = find_specific_cause(t, i, 1);
            link(t, i, c);
            /* local mode has one executor, "driver": the cause printed
             * without one ("ERROR Executor: Exception in task ...") ran there */
            if (c >= 0 && t->f[i].caused_by == c && !strcmp(f->executor, "driver") && !t->f[c].executor[0] &&
                !t->f[c].host[0]) {
                memcpy(t->f[c].executor, f->executor, sizeof f->executor);
                memcpy(t->f[c].host, f->host, sizeof f->host);
            }
            break;
        }
        default:
            break;
        }
    }
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->rule->role != TG_ROLE_SHUTDOWN)
            continue;
        int best = -1;
        for (size_t k = 0; k < t->nf; k++) {
            const fent *c = &t->f[k];
            if (k == i || c->rule->role == TG_ROLE_SHUTDOWN || c->kind == TG_OBS_KILLED ||
                c->first_line > f->first_line)
                continue;
            int pref = c->fclass == SDX_FC_DRIVER || c->aborted;
            if (!pref)
                continue;
            if (best < 0 || c->first_line < t->f[best].first_line)
                best = (int)k;
        }
        link(t, i, best);
    }
    /* once the application is shutting down (noise linked to the failure
     * that stopped it), a later connection failure with no task context is
     * one more piece of that shutdown: peers are already gone */
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->fclass != SDX_FC_TIMEOUTNETWORK || f->stage >= 0 || f->task >= 0 || f->aborted ||
            f->caused_by >= 0 || f->rule->role != TG_ROLE_CAUSE)
            continue;
        for (size_t k = 0; k < t->nf; k++) {
            const fent *s = &t->f[k];
            if (s->rule->role == TG_ROLE_SHUTDOWN && s->caused_by >= 0 && s->first_line < f->first_line) {
                link(t, i, s->caused_by);
                break;
            }
        }
    }
    /* a cause the text shows without a task (an executor's loss, OOM or
     * heartbeat line) broke the task its consequence names on that same
     * executor: where it hit is that task */
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->caused_by < 0 || f->stage < 0 || f->task < 0)
            continue;
        fent *c = &t->f[f->caused_by];
        if (c->stage >= 0 || c->task >= 0 || !same_executor(c, f->executor, f->host))
            continue;
        take_place(c, f);
    }
    /* a write or read wrapper that does not carry its cause ("[TASK_WRITE_FAILED] Task failed
     * while writing rows") is the failure printed just before it in that task (an
     * OutOfMemoryError under "ERROR Utils: Aborting task") */
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->caused_by >= 0 || (strcmp(f->rule->id, "io.write_failed") && strcmp(f->rule->id, "io.read_failed")))
            continue;
        for (size_t k = t->nf; k-- > 0;) {
            fent *c = &t->f[k];
            if (k == i || c->first_line >= f->first_line || f->first_line - c->first_line > 12 ||
                is_consequence_role(c) || wrapper_root(c) || c->caused_by >= 0 ||
                !strcmp(c->rule->id, "generic.exception") || (c->stage >= 0 && c->stage != f->stage))
                continue;
            link(t, i, (int)k);
            if (f->caused_by == (int)k && c->stage < 0 && c->task < 0)
                take_place(c, f);
            break;
        }
    }
    /* a report whose Python traceback was cut before its exception line
     * (the job abort's copy of it, most often) is the failure an earlier
     * complete Python traceback of the same stage printed in full */
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (!(f->traceback_cut || empty_traceback(f)) || f->caused_by >= 0)
            continue;
        for (size_t k = 0; k < t->nf; k++) {
            fent *c = &t->f[k];
            /* Python's: from a traceback, or a bare name (the JVM qualifies its own) */
            if (k == i || c->kind != TG_OBS_EXC || c->traceback_cut || c->first_line >= f->first_line || c->root < 0 ||
                !(c->chain[c->root].python || !strchr(c->chain[c->root].cls, '.')) || is_consequence_role(c) ||
                (c->stage >= 0 && c->stage != f->stage))
                continue;
            link(t, i, (int)k);
            if (f->caused_by != (int)k)
                break;
            if (c->stage < 0 && c->task < 0)
                take_place(c, f);
            tg_elem *cr = &c->chain[c->root];
            for (int e = f->nchain - 1; e >= 0 && !cr->user_frame; e--)
                if (f->chain[e].user_frame) {
                    cr->user_frame = f->chain[e].user_frame; /* where its frames were cut: the user's line */
                    f->chain[e].user_frame = NULL;
                }
            break;
        }
    }
    /* "NoClassDefFoundError: Could not initialize class X": X's static
     * initializer failed before, in this JVM; an OutOfMemoryError or a
     * StackOverflowError printed before it is why */
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->root < 0 || f->caused_by >= 0 ||
            !tg_eq(tg_simple_name(tg_sv_make(f->chain[f->root].cls, strlen(f->chain[f->root].cls))), "NoClassDefFoundError") ||
            strncmp(f->chain[f->root].msg, "Could not initialize class", 26) != 0)
            continue;
        for (size_t k = 0; k < t->nf; k++) {
            const fent *c = &t->f[k];
            if (k == i || c->first_line >= f->first_line || c->root < 0)
                continue;
            tg_sv cs = tg_simple_name(tg_sv_make(c->chain[c->root].cls, strlen(c->chain[c->root].cls)));
            if (tg_eq(cs, "OutOfMemoryError") || tg_eq(cs, "StackOverflowError") ||
                tg_eq(cs, "ExceptionInInitializerError")) {
                link(t, i, (int)k);
                break;
            }
        }
    }
    /* a task lost for an "UnknownReason" whose exception the driver could
     * not deserialize, printed next: that failure is the cause */
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->root < 0 || f->caused_by >= 0 || strcmp(f->chain[f->root].cls, "UnknownReason") != 0)
            continue;
        for (size_t k = 0; k < t->nf; k++) {
            fent *c = &t->f[k];
            int stated = c->rule && !strcmp(c->rule->id, "ser.task_end_reason") && c->first_line < f->first_line &&
                         c->first_line + 5 >= f->first_line; /* the driver's statement just before */
            if (k == i || ((c->first_line <= f->first_line || c->first_line > f->first_line + 5 || c->nchain == 0 ||
                            !c->chain[c->nchain - 1].deser) && !stated))
                continue;
            link(t, i, (int)k);
            if (f->caused_by == (int)k && c->stage < 0 && c->task < 0)
                take_place(c, f);
            break;
        }
    }
    /* Spark's "... encountered a FetchFailedException and failed, but the
     * FetchFailedException was hidden by another exception": the exception
     * printed right below it is the one that hid the fetch failure */
    for (size_t i = 0; i < t->nf; i++) {
        if (strcmp(t->f[i].rule->id, "shuffle.fetch_hidden") != 0)
            continue;
        for (size_t k = 0; k < t->nf; k++)
            if (k != i && t->f[k].caused_by < 0 && t->f[k].first_line > t->f[i].first_line &&
                t->f[k].first_line <= t->f[i].first_line + 3)
                link(t, k, (int)i);
    }
    int term = terminal_failure(t);
    if (term >= 0 && t->f[term].caused_by < 0 && wrapper_root(&t->f[term])) {
        /* an abort that names no exception of its own ("Job aborted due to
         * stage failure: Fetch failure will not retry stage ...") ends what
         * an earlier failure of its class broke */
        fent *f = &t->f[term];
        for (size_t i = 0; i < t->nf; i++) {
            const fent *c = &t->f[i];
            if ((int)i != term && c->first_line < f->first_line && c->fclass == f->fclass &&
                !is_consequence_role(c) && !wrapper_root(c)) {
                link(t, (size_t)term, (int)i);
                break;
            }
        }
        /* ... or, when the abort was cut before its reason ("most recent
         * failure" and nothing after), the last failure printed before it in
         * its stage or with none (an uncaught OutOfMemoryError of a task
         * thread, then "Task 36 in stage 8.0 failed 1 times; aborting job") */
        tg_sv am = f->root < 0 ? tg_sv_make("", 0) : tg_sv_make(f->chain[f->root].msg, strlen(f->chain[f->root].msg));
        const char *nl = memchr(am.p, '\n', am.n);
        tg_sv am1 = tg_trim(nl ? tg_sv_make(am.p, (size_t)(nl - am.p)) : am); /* its first line */
        int cut_reason = tg_ends(tg_trim(am), "most recent failure");
        /* (or cut right after "failed 4 times", its stage printed: the same for its stage) */
        int cut_times = f->stage >= 0 && (tg_ends(am1, " times") || tg_ends(am1, " times,"));
        for (size_t i = t->nf; i-- > 0 && f->caused_by < 0 && (cut_reason || cut_times);) {
            fent *c = &t->f[i];
            if ((int)i == term || c->first_line >= f->first_line || is_consequence_role(c) || wrapper_root(c) ||
                (c->stage >= 0 && c->stage != f->stage) || f->root < 0 || !(cut_reason || c->stage == f->stage))
                continue;
            link(t, (size_t)term, (int)i);
            if (f->caused_by == (int)i && c->stage < 0 && c->task < 0)
                take_place(c, f);
        }
        /* ... or the exception printed right below it, where the wrapper's
         * cut message would have named it (a SQL gateway's "Error operating
         * ExecuteStatement: ... failed 4 times," then the cause) */
        for (size_t i = 0; i < t->nf && f->caused_by < 0; i++) {
            fent *c = &t->f[i];
            if ((int)i == term || c->first_line <= f->first_line || c->first_line - f->first_line > 3 ||
                c->kind != TG_OBS_EXC || is_consequence_role(c) || wrapper_root(c))
                continue;
            link(t, (size_t)term, (int)i);
            if (f->caused_by == (int)i && c->stage < 0 && c->task < 0)
                take_place(c, f);
            break;
        }
    }
    int primary = term >= 0 ? follow(t, term) : -1;
    if (primary < 0) {
        for (size_t i = 0; i < t->nf; i++) {
            const fent *f = &t->f[i];
            if (f->caused_by >= 0 || is_consequence_role(f))
                continue;
            primary = (int)i;
            break;
        }
        primary = prefer_trace(t, primary, 0);
        /* a Python traceback cut before its exception line yields to a failure the text states
         * in full (a notebook's "Python kernel is unresponsive" above the kernel's cut stack) */
        primary = yield_cut_traceback(t, primary, 0);
        /* an exception a WARN record logged beside the work (a cleanup thread's, a
         * retry's) yields to a task's failure logged as an ERROR after it */
        if (primary >= 0 && t->f[primary].warn && t->f[primary].task < 0 && !t->f[primary].aborted)
            for (size_t i = 0; i < t->nf; i++) {
                const fent *f = &t->f[i];
                if (f->first_line > t->f[primary].first_line && !f->warn && f->task >= 0 && f->caused_by < 0 &&
                    !is_consequence_role(f) && f->kind == TG_OBS_EXC && f->root >= 0) {
                    primary = (int)i;
                    break;
                }
            }
    }
    if (term >= 0 && primary >= 0 && !strcmp(t->f[primary].rule->id, "generic.exception"))
        /* the driver's Python traceback, cut before it named anything, after the job
         * aborted: a failure printed in full before it is what the job died of (an
         * executor's container killed for memory, then "aborting job", then the cut stack) */
        primary = yield_cut_traceback(t, primary, 1);
    if (primary >= 0 && t->f[primary].caused_by < 0 && t->f[primary].nchain == 1 && wrapper_root(&t->f[primary]) &&
        !strcmp(t->f[primary].rule->id, "generic.exception") && !t->f[primary].loss)
        /* a wrapper alone ("SparkException: Exception thrown in awaitResult", its cause cut off)
         * says nothing; a failure printed before it that names something is what broke, even
         * one that is usually noise (the scheduler already gone at shutdown) */
        for (size_t i = 0; i < t->nf; i++) {
            const fent *c = &t->f[i];
            if ((int)i != primary && c->first_line < t->f[primary].first_line && c->root >= 0 &&
                !wrapper_root(c) && c->rule->role != TG_ROLE_KILLED) {
                primary = follow(t, (int)i);
                break;
            }
        }
    if (primary < 0 && t->nf)
        primary = follow(t, 0);
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->rule->role == TG_ROLE_KILLED) {
            int c = term >= 0 ? term : primary;
            link(t, i, c);
            if (f->caused_by >= 0)
                f->fclass = t->f[f->caused_by].fclass;
        }
    }
    return primary;
}

static void decide_determinism(fent *f)
{
    int best_task = -1, best_e = 0, best_h = 0;
    for (int i = 0; i < f->npairs; i++) {
        int32_t task = f->pairs[i].task;
        uint8_t seen_e[MAX_SET + 1] = {0}, seen_h[MAX_SET + 1] = {0};
        int ne = 0, nh = 0;
        for (int k = 0; k < f->npairs; k++) {
            if (f->pairs[k].task != task)
                continue;
            uint8_t e = f->pairs[k].exec, h = f->pairs[k].host;
            if (e != 255 && !seen_e[e]) {
                seen_e[e] = 1;
                ne++;
            }
            if (h != 255 && !seen_h[h]) {
                seen_h[h] = 1;
                nh++;
            }
        }
        if (ne + nh > best_e + best_h) {
            best_task = task;
            best_e = ne;
            best_h = nh;
        }
    }
    if (best_task >= 0 && (best_e >= 2 || best_h >= 2)) {
        f->deterministic = 1;
        snprintf(f->det_why, sizeof f->det_why,
                 "task %d failed the same way on %d executors / %d hosts: the data or code, not a machine",
                 best_task, best_e, best_h);
        return;
    }
    if (f->ntask >= 2 && f->nhost == 1) {
        f->deterministic = 0;
        snprintf(f->det_why, sizeof f->det_why,
                 "%d different tasks failed, all on one host (%.127s): that machine, not the data", f->ntask,
                 f->hosts[0]);
        return;
    }
    if (f->ntask >= 3 && f->nhost >= 2) {
        f->deterministic = 0;
        snprintf(f->det_why, sizeof f->det_why,
                 "%d different tasks failed across %d hosts: an environment or sizing problem, not one bad "
                 "record",
                 f->ntask, f->nhost);
        return;
    }
    if (f->rule->nature == TG_NAT_CODE) {
        f->deterministic = 1;
        snprintf(f->det_why, sizeof f->det_why,
                 "this kind of failure comes from the data or the code: a retry fails the same way");
    } else if (f->rule->nature == TG_NAT_ENV) {
        f->deterministic = 0;
        snprintf(f->det_why, sizeof f->det_why, "this kind of failure comes from the environment");
    } else {
        f->deterministic = -1;
        f->det_why[0] = 0;
    }
}

/* ---- result ------------------------------------------------------------------------ */

/* Copies for the result: NULL for NULL; a copy that fails sets *oom. */
static char *keep(char *copy, const char *src, int *oom)
{
    if (src && !copy)
        *oom = 1;
    return copy;
}

static char *dupz(const char *z, int *oom) { return keep(tg_dupz(z), z, oom); }

static char *squash_first(const char *z, size_t max, int *oom)
{
    if (!z)
        return NULL;
    return keep(tg_squash(tg_sv_make(z, strlen(z)), max), z, oom);
}

static char *first_line_dup(const char *z, size_t max, int *oom)
{
    if (!z)
        return NULL;
    const char *nl = strchr(z, '\n');
    return keep(tg_squash(tg_sv_make(z, nl ? (size_t)(nl - z) : strlen(z)), max), z, oom);
}

/* The builder's string, or NULL (and *oom) when it ran out of memory. */
static char *sb_take(tg_sb *b, int *oom)
{
    if (b->oom) {
        tg_sb_free(b);
        *oom = 1;
        return NULL;
    }
    return b->p ? b->p : dupz("", oom);
}

/* The root of a failure stated without an exception class: its first
 * line; one that starts with a Spark error class ("[UNRESOLVED_COLUMN.
 * WITH_SUGGESTION] A column ...", printed alone by a notebook or a tool)
 * names that class as the root and keeps the sentence as its message. */
/* A loss reason that names the exception behind it ("Unable to create
 * executor due to Unable to register with external shuffle server due to :
 * java.lang.UnsupportedOperationException: ..."): its class in out. */
static int loss_names_exception(const char *loss, char *out, size_t cap)
{
    if (!loss)
        return 0;
    tg_sv l = tg_sv_make(loss, strlen(loss));
    for (size_t i = 0; i + 2 < l.n && i < 1000; i++) {
        /* after ": ", or after a bracketed time ("Diagnostics: [2021-04-12 15:36:05.142]java.io.X: ...") */
        int after_ts = l.p[i] == ']' && i > 8 && tg_is_digit((unsigned char)l.p[i - 1]);
        if ((l.p[i] != ':' || l.p[i + 1] != ' ') && !after_ts)
            continue;
        size_t b = after_ts ? i + 1 : i + 2, e = b;
        while (e < l.n && (tg_is_ident((unsigned char)l.p[e]) || l.p[e] == '.'))
            e++;
        tg_sv name = tg_sv_make(l.p + b, e - b);
        tg_sv simple = tg_simple_name(name);
        if (memchr(name.p, '.', name.n) && simple.n > 5 && tg_is_upper((unsigned char)simple.p[0]) &&
            (tg_ends(simple, "Exception") || tg_ends(simple, "Error")) && (e == l.n || l.p[e] == ':') &&
            name.n < cap) {
            snprintf(out, cap, "%.*s", (int)name.n, name.p);
            return 1;
        }
    }
    return 0;
}

/* The root is p[0..n) (at most 300 bytes), the statement's first line its message. */
static void statement_root(sdx_failure *o, const char *p, size_t n, tg_sv m, int *oom)
{
    char b[320];
    tg_sv st = tg_sv_make(p, n);
    long rt = tg_find(st, ", retrying");
    if (rt > 0)
        n = (size_t)rt; /* "Failed to connect to driver at h:46109, retrying ...": the fact, not the retry */
    st.n = n;
    long wc = tg_find(st, " with classloader");
    if (wc > 0)
        n = (size_t)wc, st.n = n; /* "ClassNotFound with classloader org...@7da96d86" */
    long at = tg_find(st, " at ");
    if (at > 8 && memchr(p + at + 4, ':', n - (size_t)at - 4) && !memchr(p + at + 4, ' ', n - (size_t)at - 4))
        n = (size_t)at; /* ... and not the address it names last */
    while (n && strchr("\"',; ", p[n - 1]))
        n--; /* the close of a JSON string or a quote around it */
    snprintf(b, sizeof b, "%.*s", (int)(n < 300 ? n : 300), p);
    o->root_exception = dupz(b, oom);
    o->root_message = first_line_dup(m.p, 500, oom);
}

static void root_statement(const char *msg, sdx_failure *o, int *oom)
{
    tg_sv m = tg_trim(tg_sv_make(msg, strlen(msg))), ec;
    /* the logger the normalizer kept before a signal ("ExecutorBackend: RECEIVED SIGNAL TERM") */
    if (tg_starts(m, "ApplicationMaster: RECEIVED SIGNAL") || tg_starts(m, "ExecutorBackend: RECEIVED SIGNAL")) {
        const char *c = memchr(m.p, ':', m.n);
        m = tg_ltrim(tg_sv_make(c + 1, (size_t)(m.p + m.n - c - 1)));
        statement_root(o, m.p, m.n, m, oom);
        return;
    }
    long pa = tg_find(m, ": panicked at ");
    if (pa < 0)
        pa = tg_find(m, " panicked at ");
    if (pa >= 0) {
        /* a native engine's Rust panic: its lead ("Comet native panic") or "panic",
         * then where and why ("panicked at core/src/x.rs:122:49: called `Result::unwrap()` ...") */
        tg_sv lead = tg_trim(tg_sv_make(m.p, (size_t)pa));
        if (tg_starts(lead, "thread '") || lead.n < 3 || lead.n > 40 || memchr(lead.p, '\n', lead.n))
            lead = tg_sv_make("panic", 5);
        o->root_exception = keep(tg_squash(lead, 100), lead.p, oom);
        o->root_message = squash_first(m.p + pa + 2 - (m.p[pa] == ' '), 500, oom);
        return;
    }
    long sv = tg_find(m, "(Service: ");
    if (sv >= 0) {
        /* the AWS SDK for Java 2's message without its exception's name: "... (Service:
         * DynamoDb, Status Code: 400, Request ID: ...)" is a DynamoDbException */
        tg_sv svc = tg_sv_make(m.p + sv + 10, m.n - (size_t)sv - 10);
        size_t k = 0;
        while (k < svc.n && k < 40 && tg_is_ident((unsigned char)svc.p[k]))
            k++;
        if (k >= 2 && k < svc.n && svc.p[k] == ',' && tg_find(svc, "Status Code: ") == (long)k + 2) {
            char b[64];
            snprintf(b, sizeof b, "%.*sException", (int)k, svc.p);
            o->root_exception = dupz(b, oom);
            o->root_message = first_line_dup(m.p, 500, oom);
            return;
        }
    }
    /* the message of a known exception printed without its name */
    const char *kcls;
    size_t skip;
    if (tg_nameless_known(m, &kcls, &skip)) {
        o->root_exception = dupz(kcls, oom);
        o->root_message = first_line_dup(m.p + skip, 500, oom);
        return;
    }
    if (m.n && m.p[0] == '[' && tg_error_class(m, &ec) && ec.n + 2 < m.n) {
        char b[160];
        snprintf(b, sizeof b, "[%.*s]", (int)(ec.n < 150 ? ec.n : 150), ec.p);
        o->root_exception = dupz(b, oom);
        o->root_message = first_line_dup(m.p + ec.n + 2, 500, oom);
        return;
    }
    /* a platform's status code ("LIVY_JOB_STATE_DEAD", "OUT_OF_MEMORY_ERROR") is
     * the root a person quotes, in a status panel or in prose about it */
    for (size_t i = 0; i < m.n && m.p[i] != '\n'; i++) {
        if (i && !strchr(" `'\"(:", m.p[i - 1]))
            continue;
        size_t k = i;
        int under = 0;
        while (k < m.n && (tg_is_upper((unsigned char)m.p[k]) || tg_is_digit((unsigned char)m.p[k]) || m.p[k] == '_'))
            under += m.p[k++] == '_';
        tg_sv word = tg_sv_make(m.p + i, k - i);
        int env = tg_starts(word, "PYSPARK_") || tg_starts(word, "SPARK_") || tg_starts(word, "JAVA_") ||
                  tg_starts(word, "HADOOP_") || tg_starts(word, "YARN_"); /* an environment variable it names */
        if (k - i >= 8 && under >= 2 && !env && tg_is_upper((unsigned char)m.p[i]) &&
            (k == m.n || strchr(" `'\".,;)\n", m.p[k]))) {
            statement_root(o, m.p + i, k - i < 90 ? k - i : 90, m, oom);
            return;
        }
        i = k > i ? k - 1 : i;
    }
    /* quoted in prose: the quote ("Getting `Error: Could not find or load main
     * class X`:"), without a leading "Error: " or a bracketed tag ("[FATAL tini (16)] ") */
    size_t nl = 0;
    while (nl < m.n && m.p[nl] != '\n')
        nl++;
    const char *q1 = memchr(m.p, '`', nl);
    if (q1) {
        const char *q = q1;
        while (q < m.p + nl && *q == '`')
            q++;
        const char *q2 = memchr(q, '`', (size_t)(m.p + nl - q));
        if (q2 && q2 - q >= 12) {
            tg_sv in = tg_trim(tg_sv_make(q, (size_t)(q2 - q)));
            if (tg_starts(in, "Error: "))
                in = tg_ltrim(tg_sv_make(in.p + 7, in.n - 7));
            if (in.n && in.p[0] == '[') {
                const char *e = memchr(in.p, ']', in.n);
                if (e && e + 2 < in.p + in.n)
                    in = tg_ltrim(tg_sv_make(e + 1, (size_t)(in.p + in.n - e - 1)));
            }
            statement_root(o, in.p, in.n, m, oom);
            return;
        }
    }
    long r = tg_find(m, "Reason: ");
    if (r > 0) {
        /* "Application has been killed. Reason: All masters are unresponsive!
         * Giving up.": the reason, to the end of its sentence */
        tg_sv rs = tg_sv_make(m.p + r + 8, m.n - (size_t)r - 8);
        size_t e = 0;
        while (e < rs.n && rs.p[e] != '\n' && rs.p[e] != '!' && !(rs.p[e] == '.' && (e + 1 == rs.n || rs.p[e + 1] == ' ')))
            e++;
        if (e >= 8 && e < 300) {
            statement_root(o, rs.p, e, m, oom);
            return;
        }
    }
    /* a statement of several sentences: its first, when that one says it
     * all ("Not enough memory to build and broadcast the table to all worker
     * nodes. As a workaround, ...", "The spark driver has stopped unexpectedly
     * and is restarting. Your notebook will be automatically reattached.") */
    size_t ln = 0;
    while (ln < m.n && m.p[ln] != '\n')
        ln++;
    for (size_t i = 40; i + 2 < ln && i < 300; i++)
            if ((m.p[i] == '.' && m.p[i + 1] == ' ' && tg_is_upper((unsigned char)m.p[i + 2])) ||
                /* ... or of clauses: "Initial job has not accepted any resources; check your cluster UI ..." */
                (m.p[i] == ';' && m.p[i + 1] == ' ' && tg_is_lower((unsigned char)m.p[i + 2]))) {
                statement_root(o, m.p, i, m, oom);
                return;
            }
    /* a lead-in, then the fact ("error while calling spill() on ... : No space
     * left on device", "Fatal error: The Python kernel is unresponsive."):
     * the fact, a short clause of its own after the last ": " */
    size_t e = 0;
    while (e < m.n && m.p[e] != '\n')
        e++;
    for (size_t i = e; i-- > 2;) {
        if (m.p[i - 1] != ':' || m.p[i] != ' ')
            continue;
        tg_sv tail = tg_trim(tg_sv_make(m.p + i + 1, e - i - 1));
        if (tail.n >= 12 && tail.n <= 80 && tg_is_upper((unsigned char)tail.p[0]) && tg_is_alpha((unsigned char)tail.p[1]) &&
            !memchr(tail.p, ':', tail.n)) {
            statement_root(o, tail.p, tail.n, m, oom);
            return;
        }
        break;
    }
    if (m.n > 4 && m.p[0] == '"') {
        /* a pretty-printed JSON document's line: '"errorMessage": "driver
         * container failed with ExitCode: 1, Reason: Error"' is its value */
        const char *kq = memchr(m.p + 1, '"', m.n - 1);
        if (kq && kq + 4 < m.p + m.n && kq[1] == ':' && kq[2] == ' ' && kq[3] == '"') {
            tg_sv val = tg_sv_make(kq + 4, (size_t)(m.p + m.n - kq - 4));
            while (val.n && (val.p[val.n - 1] == ',' || val.p[val.n - 1] == '"' || val.p[val.n - 1] == '\n'))
                val.n--;
            const char *nlv = memchr(val.p, '\n', val.n);
            if (nlv)
                val.n = (size_t)(nlv - val.p);
            if (val.n >= 8) {
                statement_root(o, val.p, val.n, m, oom);
                return;
            }
        }
    }
    tg_sv fl = tg_sv_make(m.p, e);
    if (tg_find(fl, ", retrying") > 0) {
        statement_root(o, fl.p, fl.n, m, oom); /* a retry's statement: the fact without the retry */
        return;
    }
    o->root_exception = first_line_dup(msg, 300, oom);
}

/* 0, or -1 when an allocation failed (o then holds what was built: the
 * caller releases it). */
static int build_one(const fent *f, sdx_failure *o)
{
    int oom = 0;
    memset(o, 0, sizeof *o);
    o->fclass = f->fclass;
    o->rule = f->rule->id;
    char lk[160] = "";
    if (f->kind == TG_OBS_KILLED) {
        o->root_exception = dupz("TaskKilled", &oom);
        o->root_message = first_line_dup(f->evidence, 500, &oom);
    } else if (f->kind == TG_OBS_STATEMENT && f->nchain) {
        if (!strcmp(f->rule->id, "driver.result_size") || !strcmp(f->rule->id, "ser.rpc_message_size")) {
            /* Spark states these and aborts the job with a SparkException
             * carrying the same sentence: that is the root people name, also
             * when the text holds only the statement */
            o->root_exception = dupz("org.apache.spark.SparkException", &oom);
            o->root_message = first_line_dup(f->chain[0].msg, 500, &oom);
        } else if (!strcmp(f->rule->id, "shuffle.fetch_hidden")) {
            /* Spark's statement that another exception hid the fetch failure it names */
            o->root_exception = dupz("org.apache.spark.shuffle.FetchFailedException", &oom);
            o->root_message = first_line_dup(f->chain[0].msg, 500, &oom);
        } else {
            root_statement(f->chain[0].msg, o, &oom);
        }
    } else if (f->kind == TG_OBS_GC) {
        o->root_exception = dupz("Long GC pause", &oom);
        char b[64];
        snprintf(b, sizeof b, "%.1f s", f->gc_secs);
        o->root_message = dupz(b, &oom);
    } else if (f->root >= 0 && !f->chain[f->root].cls[0]) {
        /* a failure stated without a class: the scheduler's FetchFailed(...)
         * reason is the FetchFailedException the task threw */
        if (!strncmp(f->chain[f->root].msg, "FetchFailed(", 12)) {
            o->root_exception = dupz("org.apache.spark.shuffle.FetchFailedException", &oom);
            o->root_message = first_line_dup(f->chain[f->root].msg, 500, &oom);
        } else {
            root_statement(f->chain[f->root].msg, o, &oom);
        }
    } else if (f->root >= 0 && !strcmp(f->rule->id, "shuffle.fetch_hidden")) {
        /* the fetch failure Spark says another exception hid: the root; the other one, its message */
        char b[600];
        snprintf(b, sizeof b, "hidden by %s: %.480s", f->chain[f->root].cls, f->chain[f->root].msg);
        o->root_exception = dupz("org.apache.spark.shuffle.FetchFailedException", &oom);
        o->root_message = first_line_dup(b, 500, &oom);
    } else if (f->root >= 0) {
        o->root_exception = dupz(f->chain[f->root].cls, &oom);
        o->root_message = first_line_dup(f->chain[f->root].msg, 500, &oom);
    } else {
        tg_loss_kind(tg_sv_make(f->loss ? f->loss : "", f->loss ? strlen(f->loss) : 0), f->exit_known,
                     f->exit_code, lk, sizeof lk);
        /* the loss reason with its exit code, as people quote it
         * ("Container killed on request (exit code 137)"), unless the
         * reason is only the code ("Executor exited with code 137") */
        char num[16];
        snprintf(num, sizeof num, "%d", f->exit_code);
        size_t n = strlen(lk);
        if (f->exit_known && n && !strstr(lk, num) && n + 32 < sizeof lk)
            snprintf(lk + n, sizeof lk - n, " (exit code %d)", f->exit_code);
        char ex[200];
        if (loss_names_exception(f->loss, ex, sizeof ex))
            o->root_exception = dupz(ex, &oom); /* "... due to : java.lang.X: ..." */
        else
            o->root_exception = dupz(lk, &oom);
        o->root_message = f->loss && f->loss[0] ? squash_first(f->loss, 500, &oom) : NULL;
    }
    if (o->root_message && !o->root_message[0]) {
        free(o->root_message);
        o->root_message = NULL;
    }
    o->stage_id = f->stage;
    o->stage_attempt = f->stage >= 0 ? f->stage_att : -1;
    o->task_index = f->task;
    o->task_attempt = f->task >= 0 ? f->task_att : -1;
    o->tid = f->tid;
    o->attempts = f->attempts;
    o->executor = f->executor[0] ? dupz(f->executor, &oom) : NULL;
    o->host = f->host[0] ? dupz(f->host, &oom) : NULL;
    o->exit_code_known = f->exit_known;
    o->exit_code = f->exit_code;
    o->exit_meaning = f->exit_known ? sdx_exit_code_meaning(f->exit_code) : NULL;
    o->deterministic = f->deterministic;
    o->determinism_why = f->det_why[0] ? dupz(f->det_why, &oom) : NULL;
    o->caused_by = f->caused_by;
    size_t nchain = (size_t)f->nchain + (f->root < 0 && f->loss ? 1 : 0);
    if (nchain) {
        o->chain = sdx_xcalloc(nchain, sizeof *o->chain);
        if (!o->chain)
            return -1;
        for (int i = 0; i < f->nchain; i++) {
            tg_sb b;
            tg_sb_init(&b);
            tg_sb_puts(&b, f->chain[i].cls);
            char *m = first_line_dup(f->chain[i].msg, 300, &oom);
            if (m && m[0]) {
                if (f->chain[i].cls[0])
                    tg_sb_puts(&b, ": ");
                tg_sb_puts(&b, m);
            }
            free(m);
            char *line = sb_take(&b, &oom);
            if (line)
                o->chain[o->nchain++] = line;
        }
        if (f->root < 0 && f->loss) {
            char *m = squash_first(f->loss, 300, &oom);
            tg_sb b;
            tg_sb_init(&b);
            tg_sb_puts(&b, "Executor lost: ");
            tg_sb_puts(&b, m && m[0] ? m : lk);
            free(m);
            char *line = sb_take(&b, &oom);
            if (line)
                o->chain[o->nchain++] = line;
        }
    }
    /* error class and user frame: from the root outwards */
    int from = f->root >= 0 ? f->root : f->nchain - 1;
    for (int i = from; i >= 0 && !o->error_class; i--)
        if (f->chain[i].error_class)
            o->error_class = dupz(f->chain[i].error_class, &oom);
    for (int i = f->nchain - 1; i > from && !o->error_class; i--)
        if (f->chain[i].error_class)
            o->error_class = dupz(f->chain[i].error_class, &oom);
    for (int i = from; i >= 0 && !o->user_frame; i--)
        if (f->chain[i].user_frame)
            o->user_frame = dupz(f->chain[i].user_frame, &oom);
    for (int i = f->nchain - 1; i > from && !o->user_frame; i--)
        if (f->chain[i].user_frame)
            o->user_frame = dupz(f->chain[i].user_frame, &oom);
    o->explanation = f->by_words ? tg_words_explanation(f->fclass) : f->rule->explanation;
    char **steps = sdx_xcalloc(8, sizeof *steps);
    if (!steps)
        return -1;
    o->next_steps = (const char *const *)steps;
    if (oom)
        return -1;   /* before the advice: it quotes the user frame and the root message */
    tg_advice_in ai = {f->rule, f->chain, f->nchain, f->root, f->loss, o->user_frame, o->root_message,
                       f->traceback_cut};
    o->nnext = tg_advice(&ai, steps, 8, &oom);
    o->occurrences = f->occurrences;
    o->n_executors = (uint32_t)f->nexec;
    o->n_hosts = (uint32_t)f->nhost;
    o->n_tasks = (uint32_t)f->ntask;
    o->first_line = f->line_shown;
    o->evidence = dupz(f->evidence, &oom);
    o->aborted_job = f->aborted;
    o->collateral = f->rule->role == TG_ROLE_KILLED ||
                    (f->caused_by >= 0 && f->rule->role != TG_ROLE_CAUSE);
    o->partition = -1;
    o->source = f->source;
    if (!(f->source & SDX_SRC_TEXT))
        o->first_line = 0;
    if (oom || !o->root_exception)
        return -1;
    return 0;
}

static void failure_release(sdx_failure *o)
{
    free(o->root_exception);
    free(o->root_message);
    free(o->executor);
    free(o->host);
    free(o->determinism_why);
    for (size_t i = 0; i < o->nchain; i++)
        free(o->chain[i]);
    free(o->chain);
    for (size_t i = 0; i < o->nnext; i++)
        free((char *)o->next_steps[i]);
    free((void *)o->next_steps);
    free(o->error_class);
    free(o->user_frame);
    free(o->evidence);
    free(o->stage_name);
}

void sdx_triage_result_free(sdx_triage_result *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->n; i++)
        failure_release(&r->failures[i]);
    free(r->failures);
    free(r);
}

/* ---- event-log hooks (internal.h) -------------------------------------------- */

void tg_triage_eventlog_begin(sdx_triage *t)
{
    tg_norm_finish(t->norm);
    tg_extract_reset(t->ex);
    if (!t->in_eventlog) {
        tg_words_end(&t->words);
        t->text_lines = tg_norm_lines(t->norm);
        t->text_bytes = tg_norm_bytes(t->norm);
    }
    t->in_eventlog = 1;
}

void tg_triage_eventlog_item_end(sdx_triage *t)
{
    tg_norm_finish(t->norm);
    tg_extract_reset(t->ex);
}

void tg_triage_note_stage(sdx_triage *t, int32_t stage, int32_t attempt, const char *name)
{
    if (!name || t->nstages >= MAX_NOTES)
        return;
    for (size_t i = 0; i < t->nstages; i++)
        if (t->stages[i].stage == stage && t->stages[i].attempt == attempt)
            return;
    if ((t->nstages & (t->nstages - 1)) == 0) {
        stage_note *n = sdx_xrealloc(t->stages, (t->nstages ? t->nstages * 2 : 8) * sizeof *n);
        if (!n) {
            t->oom = 1;
            return;
        }
        t->stages = n;
    }
    char *copy = tg_dupz(name);
    if (!copy) {
        t->oom = 1;
        return;
    }
    stage_note sn = {stage, attempt, copy};
    t->stages[t->nstages++] = sn;
}

void tg_triage_note_partition(sdx_triage *t, int32_t stage, int32_t attempt, int32_t index, int32_t task_attempt,
                              int32_t partition)
{
    if (partition < 0 || t->nparts >= MAX_NOTES)
        return;
    if ((t->nparts & (t->nparts - 1)) == 0) {
        part_note *n = sdx_xrealloc(t->parts, (t->nparts ? t->nparts * 2 : 16) * sizeof *n);
        if (!n) {
            t->oom = 1;
            return;
        }
        t->parts = n;
    }
    part_note pn = {stage, attempt, index, task_attempt, partition};
    t->parts[t->nparts++] = pn;
}

/* Stage name and partition of each failure, from the event log's facts:
 * the exact stage attempt first, else any attempt of the stage. */
static int join_eventlog(const sdx_triage *t, sdx_triage_result *r)
{
    for (size_t i = 0; i < r->n; i++) {
        sdx_failure *f = &r->failures[i];
        if (f->stage_id < 0)
            continue;
        const char *name = NULL;
        for (size_t k = 0; k < t->nstages; k++) {
            const stage_note *s = &t->stages[k];
            if (s->stage != f->stage_id)
                continue;
            if (s->attempt == f->stage_attempt) {
                name = s->name;
                break;
            }
            if (!name)
                name = s->name;
        }
        if (name && !f->stage_name && !(f->stage_name = tg_dupz(name)))
            return -1;
        if (f->task_index < 0)
            continue;
        int best = -1, score = 0;
        for (size_t k = 0; k < t->nparts; k++) {
            const part_note *p = &t->parts[k];
            if (p->stage != f->stage_id || p->index != f->task_index)
                continue;
            int sc = 1 + (p->attempt == f->stage_attempt) + (p->task_attempt == f->task_attempt);
            if (sc > score) {
                score = sc;
                best = p->partition;
            }
        }
        f->partition = best;
    }
    return 0;
}

void tg_triage_note_oom(sdx_triage *t) { t->oom = 1; }

int tg_triage_status(sdx_triage *t, sdx_error *err) { return !t || spoiled(t) ? triage_nomem(err) : 0; }

/* A failure no rule names (generic.exception) takes the class the words of
 * the text give, when the word model (tmodel.h) is sure of it; a failure
 * killed because of it follows. Done after the failures are related, which
 * reads the rules' own classes. */
static void words_class(sdx_triage *t)
{
    if (!t->in_eventlog)
        tg_words_end(&t->words);
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (!strcmp(f->rule->id, "generic.exception")) {
            f->fclass = tg_words_class(&t->words, f->rule->fclass);
            f->by_words = f->fclass != f->rule->fclass;
        }
    }
    for (size_t i = 0; i < t->nf; i++) {
        fent *f = &t->f[i];
        if (f->rule->role == TG_ROLE_KILLED && f->caused_by >= 0 &&
            !strcmp(t->f[f->caused_by].rule->id, "generic.exception"))
            f->fclass = t->f[f->caused_by].fclass;
    }
}

sdx_triage_result *sdx_triage_finish(sdx_triage *t, sdx_error *err)
{
    if (!t || spoiled(t)) {
        triage_nomem(err);
        return NULL;
    }
    tg_norm_finish(t->norm);
    tg_extract_finish(t->ex);
    if (spoiled(t)) {
        triage_nomem(err);
        return NULL;
    }
    classify_all(t);
    oldest_first(t);
    resolve_pending(t);
    int primary = relate_and_pick(t);
    words_class(t);
    share_attempt_facts(t, primary);
    for (size_t i = 0; i < t->nf; i++)
        decide_determinism(&t->f[i]);
    sdx_triage_result *r = sdx_xcalloc(1, sizeof *r);
    if (!r) {
        triage_nomem(err);
        return NULL;
    }
    r->failures = t->nf ? sdx_xcalloc(t->nf, sizeof *r->failures) : NULL;
    if (t->nf && !r->failures) {
        free(r);
        triage_nomem(err);
        return NULL;
    }
    for (size_t i = 0; i < t->nf; i++) {
        r->n = i + 1;   /* failures[i] is released with the rest, whole or not */
        if (build_one(&t->f[i], &r->failures[i]) != 0) {
            sdx_triage_result_free(r);
            triage_nomem(err);
            return NULL;
        }
    }
    if (join_eventlog(t, r) != 0) {
        sdx_triage_result_free(r);
        triage_nomem(err);
        return NULL;
    }
    r->primary = primary;
    r->lines = t->in_eventlog ? t->text_lines : tg_norm_lines(t->norm);
    r->bytes = t->in_eventlog ? t->text_bytes : tg_norm_bytes(t->norm);
    r->dropped = t->dropped;
    r->eventlog = t->in_eventlog;
    r->truncated_lines = tg_norm_truncated(t->norm);
    return r;
}

int sdx_triage_text(const char *text, size_t len, sdx_triage_result **out, sdx_error *err)
{
    *out = NULL;
    sdx_triage *t = sdx_triage_new();
    if (!t)
        return triage_nomem(err);
    sdx_triage_result *r = NULL;
    if (sdx_triage_feed(t, text, len, err) == 0)
        r = sdx_triage_finish(t, err);
    sdx_triage_free(t);
    if (!r)
        return -1;
    *out = r;
    return 0;
}
