/*
 * advice.c: next steps that speak about this failure, not about failures
 * in general. The rule's static steps (rules.c, cheapest first) are the
 * base; a few rules get steps that quote the text's own numbers and names:
 * the RPC size error its byte counts, maxResultSize its sizes, a lost
 * container the yarn logs command for that container, a division by zero
 * whether the division is in the job's code (try_divide, guard the divisor
 * at that frame) or inside a library it calls, and a Python traceback cut
 * before its exception line the fact that it was cut, a name that did not
 * resolve that name. Every string
 * returned is owned by the caller; on out-of-memory the step is missing and
 * *oom is set (the engine then gives no answer, never one with fewer steps).
 */
#include "triage/advice.h"
#include "triage/sparkmsg.h"
#include "triage/tg_str.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A copy of a step; NULL and *oom when it cannot be made. */
static char *step(const char *z, int *oom)
{
    char *d = tg_dupz(z);
    if (!d)
        *oom = 1;
    return d;
}

/* The unsigned number right after `w` in s, or 0. */
static int num_after(const char *s, const char *w, uint64_t *v)
{
    const char *p = s ? strstr(s, w) : NULL;
    if (!p)
        return 0;
    size_t i = 0;
    p += strlen(w);
    size_t n = strlen(p);
    return tg_parse_u64(p, n, &i, v);
}

static void human_bytes(uint64_t b, char *out, size_t cap)
{
    if (b >= (1ull << 30))
        snprintf(out, cap, "%.1f GiB", (double)b / (double)(1ull << 30));
    else
        snprintf(out, cap, "%.1f MiB", (double)b / (double)(1ull << 20));
}

/* "Serialized task 3:0 was 212543301 bytes, which exceeds max allowed:
 * spark.akka.frameSize (134217728 bytes)" in any message of the chain. */
static char *rpc_size_step(const tg_advice_in *in, int *oom)
{
    for (int i = 0; i < in->nchain; i++) {
        const char *m = in->chain[i].msg;
        uint64_t size, limit;
        if (!m || !num_after(m, " was ", &size))
            continue;
        const char *key = strstr(m, "spark.rpc.message.maxSize") ? "spark.rpc.message.maxSize"
                        : strstr(m, "spark.akka.frameSize")      ? "spark.akka.frameSize"
                                                                 : "the RPC frame limit";
        const char *lp = strstr(m, key);
        if (!lp || !num_after(lp, "(", &limit))
            continue;
        char a[32], b[32], out[600];
        human_bytes(size, a, sizeof a);
        human_bytes(limit, b, sizeof b);
        snprintf(out, sizeof out,
                 "This task serializes to %" PRIu64 " bytes (%s), over the %" PRIu64 " bytes (%s) of %s: find "
                 "the large object the function captures and broadcast it (sc.broadcast / broadcast()) "
                 "instead of referencing it",
                 size, a, limit, b, key);
        return step(out, oom);
    }
    return NULL;
}

/* "Total size of serialized results of 812 tasks (4.0 GiB) is bigger than
 * spark.driver.maxResultSize (4.0 GiB)" (the limit with or without
 * parentheses). */
static char *result_size_step(const tg_advice_in *in, int *oom)
{
    for (int i = 0; i < in->nchain; i++) {
        const char *m = in->chain[i].msg;
        const char *p = m ? strstr(m, "serialized results of ") : NULL;
        if (!p)
            continue;
        uint64_t ntasks;
        if (!num_after(p, "serialized results of ", &ntasks))
            continue;
        const char *o1 = strchr(p, '(');
        const char *c1 = o1 ? strchr(o1, ')') : NULL;
        const char *lim = strstr(p, "maxResultSize");
        if (!o1 || !c1 || !lim)
            continue;
        lim += 13;
        while (*lim == ' ' || *lim == '(')
            lim++;
        size_t ln = 0;
        while (lim[ln] && lim[ln] != ')' && !(lim[ln] == '.' && (lim[ln + 1] == 0 || lim[ln + 1] == ' ')) &&
               ln < 24)
            ln++;
        char out[600];
        snprintf(out, sizeof out,
                 "The results of %" PRIu64 " tasks add up to %.*s, over spark.driver.maxResultSize = %.*s: "
                 "keep the data on the cluster (write it out, or aggregate / limit before the action)",
                 ntasks, (int)(c1 - o1 - 1), o1 + 1, (int)ln, lim);
        return step(out, oom);
    }
    return NULL;
}

/* "container_e07_1702291100457_0388_01_000044" -> the yarn logs command. */
static char *container_step(const char *loss, int *oom)
{
    const char *c = loss ? strstr(loss, "container_") : NULL;
    if (!c)
        return NULL;
    size_t n = 0;
    while (c[n] && (tg_is_ident((unsigned char)c[n])))
        n++;
    /* container_[eNN_]<cluster ts>_<app seq>_<attempt>_<container> */
    const char *p = c + 10;
    if (*p == 'e') {
        while (*p && *p != '_')
            p++;
        if (*p)
            p++;
    }
    const char *ts = p;
    size_t tsn = 0;
    while (tg_is_digit((unsigned char)ts[tsn]))
        tsn++;
    if (!tsn || ts[tsn] != '_')
        return NULL;
    const char *seq = ts + tsn + 1;
    size_t sn = 0;
    while (tg_is_digit((unsigned char)seq[sn]))
        sn++;
    if (!sn || (size_t)(seq + sn - c) > n)
        return NULL;
    char out[400];
    snprintf(out, sizeof out,
             "Confirm the reason first in that container's own log: yarn logs -applicationId "
             "application_%.*s_%.*s -containerId %.*s (and the NodeManager log of its host)",
             (int)tsn, ts, (int)sn, seq, (int)n, c);
    return step(out, oom);
}

/* The first two components of a frame's class ("com.acme" of
 * "com.acme.jobs.X.run(X.scala:1)"); n = 0 when there are fewer. */
static tg_sv package_root(const char *frame)
{
    tg_sv r = {frame ? frame : "", 0};
    if (!frame)
        return r;
    const char *d1 = strchr(frame, '.');
    const char *paren = strchr(frame, '(');
    if (!d1 || (paren && d1 > paren))
        return r;
    const char *d2 = strchr(d1 + 1, '.');
    if (!d2 || (paren && d2 > paren))
        return r;
    r.n = (size_t)(d2 - frame);
    return r;
}

/* Division by zero: in the job's own code or SQL (try_divide / guard the
 * divisor there), or inside a library the job calls (then the library's
 * input is what to look at, and try_divide does not apply). */
static void divide_steps(const tg_advice_in *in, char **out, size_t *n, size_t max, int *oom)
{
    const tg_elem *r = in->root >= 0 && in->root < in->nchain ? &in->chain[in->root] : NULL;
    int sql = 0, python = 0;
    for (int i = 0; i < in->nchain; i++) {
        if (in->chain[i].error_class && strstr(in->chain[i].error_class, "DIVIDE_BY_ZERO"))
            sql = 1;
        python |= in->chain[i].python;
    }
    char b[700];
    if (sql) {
        snprintf(b, sizeof b, "Guard the divisor in the query: try_divide(a, b), or when(b != 0, a / b)");
    } else if (python || !r || !r->top_frame) {
        if (in->user_frame)
            snprintf(b, sizeof b, "Guard the divisor in the job's code at %s (check for 0 before dividing)",
                     in->user_frame);
        else
            snprintf(b, sizeof b, "Guard the divisor in the job's code (check for 0 before dividing)");
    } else {
        tg_sv top = package_root(r->top_frame);
        tg_sv user = package_root(in->user_frame);
        int in_user = in->user_frame && top.n && top.n == user.n && memcmp(top.p, user.p, top.n) == 0 &&
                      tg_is_user_java_frame(tg_sv_make(r->top_frame, strlen(r->top_frame)));
        if (in_user)
            snprintf(b, sizeof b, "Guard the divisor in the job's code at %s (check for 0 before dividing)",
                     r->top_frame);
        else if (in->user_frame)
            snprintf(b, sizeof b,
                     "The division is inside library code (%s), called from %s: check what the job passes to "
                     "it for these rows (an empty group or window, a zero count) and filter or handle them "
                     "before the call",
                     r->top_frame, in->user_frame);
        else
            snprintf(b, sizeof b,
                     "The division is inside library code (%s), not in the job's own expressions: check what "
                     "is passed to it (an empty group or window, a zero count)",
                     r->top_frame);
    }
    if (*n < max && (out[*n] = step(b, oom)) != NULL)
        (*n)++;
    const char *second = "Find the rows with a zero / missing divisor and decide what the result should be";
    if (*n < max && (out[*n] = step(second, oom)) != NULL)
        (*n)++;
}

static int rule_is(const tg_advice_in *in, const char *id)
{
    return strcmp(in->rule->id, id) == 0;
}

/* UnknownHostException's message is the name that did not resolve ("drns",
 * "spark-master: Name or service not known"): the first check names it. */
static char *unknown_host_step(const tg_advice_in *in, int *oom)
{
    if (in->root < 0 || in->root >= in->nchain || !in->chain[in->root].msg)
        return NULL;
    tg_sv m = tg_trim(tg_sv_make(in->chain[in->root].msg, strlen(in->chain[in->root].msg)));
    size_t e = 0;
    while (e < m.n && e < 200 && m.p[e] != ' ' && m.p[e] != ':' && m.p[e] != '\n' && m.p[e] != '\'' &&
           m.p[e] != '"')
        e++;
    if (!e)
        return NULL;
    char b[640];
    snprintf(b, sizeof b, "Resolve %.*s from the driver and from an executor host: getent hosts %.*s (or nslookup)",
             (int)e, m.p, (int)e, m.p);
    return step(b, oom);
}

size_t tg_advice(const tg_advice_in *in, char **out, size_t max, int *oom)
{
    size_t n = 0;
    if (in->traceback_cut && n < max) {
        char b[700];
        snprintf(b, sizeof b,
                 "The Python traceback was cut before its exception line (a notebook's output limit or a "
                 "partial paste): read the failed task's executor log for the exception%s%s",
                 in->root_message ? "; what the text has: " : "", in->root_message ? in->root_message : "");
        if ((out[n] = step(b, oom)) != NULL)
            n++;
    }
    if (rule_is(in, "logic.divide_by_zero")) {
        divide_steps(in, out, &n, max, oom);
        return n;
    }
    char *first = NULL;
    int replace_first = 0;
    if (rule_is(in, "ser.rpc_message_size")) {
        first = rpc_size_step(in, oom);
        replace_first = first != NULL;
    } else if (rule_is(in, "driver.result_size")) {
        first = result_size_step(in, oom);
        replace_first = first != NULL;
    } else if (rule_is(in, "network.unknown_host")) {
        first = unknown_host_step(in, oom);
        replace_first = first != NULL;
    } else if (in->rule->role == TG_ROLE_LOSS_GENERIC || rule_is(in, "resource.yarn_memory") ||
               rule_is(in, "resource.executor_lost") || rule_is(in, "driver.container_killed") ||
               rule_is(in, "driver.am_exit")) {
        first = container_step(in->loss, oom);
    }
    if (first && n < max)
        out[n++] = first;
    else
        free(first);
    for (size_t k = replace_first ? 1 : 0; k < 5 && in->rule->next[k] && n < max; k++)
        if ((out[n] = step(in->rule->next[k], oom)) != NULL)
            n++;
    return n;
}
