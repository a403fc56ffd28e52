/*
 * test_triage_every_input.c: "every input gets an answer" (issue 13), on
 * inputs that are not fixture lines. A generator takes every exception name,
 * error class and executor-loss reason the classifier's own rule table
 * (tg_rules) looks for, and wraps each in many contexts real failures reach
 * users in: one-line JSON records under arbitrary keys (docker / CRI "log",
 * "message", "msg", "text", keys nobody lists, nested objects, arrays, flat
 * dotted ECS keys, log4j2's "thrown" object, \n and \uXXXX escapes, a record
 * cut short), a docker trace split one record per line, prose, backticks,
 * R conditions, log prefixes. Every generated text must get a failure; the
 * misses are listed (at most 20) with their count.
 */
#include "harness.h"

#include <stdlib.h>

#include "sparkdx/triage.h"
#include "triage/rules.h"

#define MAX_NAMES 256

typedef struct names {
    char *v[MAX_NAMES];
    int n;
} names;

static void add_name(names *ns, const char *p, size_t n)
{
    if (!n || ns->n >= MAX_NAMES)
        return;
    for (int i = 0; i < ns->n; i++)
        if (strlen(ns->v[i]) == n && memcmp(ns->v[i], p, n) == 0)
            return;
    char *s = malloc(n + 1);
    memcpy(s, p, n);
    s[n] = 0;
    ns->v[ns->n++] = s;
}

/* The '|' alternatives of every condition of the table on field f. */
static void collect(names *ns, int f)
{
    size_t nr;
    const tg_rule *r = tg_rules(&nr);
    for (size_t k = 0; k < nr; k++) {
        const tg_cond *cs[4] = {&r[k].any[0], &r[k].any[1], &r[k].any[2], &r[k].also};
        for (int c = 0; c < 4; c++) {
            if (cs[c]->field != f || !cs[c]->pat)
                continue;
            const char *p = cs[c]->pat;
            for (;;) {
                const char *bar = strchr(p, '|');
                size_t len = bar ? (size_t)(bar - p) : strlen(p);
                size_t lead = 0;
                while (lead < len && p[lead] == '.')
                    lead++; /* ".SQLException": a qualified name's tail */
                if (cs[c]->op == TG_OP_WORD) {
                    /* a word of a class name ("Timeout"): an exception that has it */
                    char q[256];
                    snprintf(q, sizeof q, "Vendor%.*sException", (int)len, p);
                    add_name(ns, q, strlen(q));
                } else if (len > lead && p[len - 1] == '.') {
                    /* a package ("org.apache.celeborn."): one of its exceptions */
                    char q[256];
                    snprintf(q, sizeof q, "%.*sServiceException", (int)(len - lead), p + lead);
                    add_name(ns, q, strlen(q));
                } else {
                    add_name(ns, p + lead, len - lead);
                }
                if (!bar)
                    break;
                p = bar + 1;
            }
        }
    }
}

static void free_names(names *ns)
{
    for (int i = 0; i < ns->n; i++)
        free(ns->v[i]);
    ns->n = 0;
}

/* s with JSON string escapes: quotes, backslashes, newlines, tabs, and
 * (every other call) the space as \u0020, as some encoders write it. */
static void json_escape(char *o, size_t cap, const char *s, int uni)
{
    size_t k = 0;
    for (; *s && k + 8 < cap; s++) {
        if (*s == '"' || *s == '\\') {
            o[k++] = '\\';
            o[k++] = *s;
        } else if (*s == '\n') {
            o[k++] = '\\';
            o[k++] = 'n';
        } else if (*s == '\t') {
            o[k++] = '\\';
            o[k++] = 't';
        } else if (*s == ' ' && uni) {
            memcpy(o + k, "\\u0020", 6);
            k += 6;
        } else {
            o[k++] = *s;
        }
    }
    o[k] = 0;
}

typedef struct tally {
    int n, miss;
} tally;

static void expect_answer(tally *t, const char *text)
{
    t->n++;
    sdx_triage_result *r = NULL;
    sdx_error err;
    int ok = sdx_triage_text(text, strlen(text), &r, &err) == 0 && r && r->n > 0;
    if (!ok) {
        if (++t->miss <= 40)
            t_fail(__FILE__, __LINE__, "no answer for: %.300s", text);
    }
    sdx_triage_result_free(r);
}

/* Every context for one failure text `line` (one line, maybe ": " inside)
 * with `trace` its multi-line form (frames under it). */
static void contexts(tally *t, const char *line, const char *trace)
{
    static const char *const keys[] = {"log", "message", "msg", "text", "error", "reason", "detail",
                                       "output", "stateDetails", "failureReason", "errorMessage", "zz_custom",
                                       "textPayload", "body", "Cause", "statusMessage"};
    char esc[4096], esc_line[2048], buf[8192];
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        json_escape(esc, sizeof esc, trace, (int)(k & 1));
        /* a docker / Fluent Bit record; with a level; nested; in an array */
        snprintf(buf, sizeof buf,
                 "{\"%s\":\"%s\\n\",\"stream\":\"stderr\",\"time\":\"2024-05-01T10:00:00.123456789Z\"}\n", keys[k],
                 esc);
        expect_answer(t, buf);
        snprintf(buf, sizeof buf, "{\"severity\":\"ERROR\",\"jsonPayload\":{\"%s\":\"%s\"},\"logName\":\"projects/p\"}\n",
                 keys[k], esc);
        expect_answer(t, buf);
        snprintf(buf, sizeof buf, "{\"kubernetes\":{\"pod_name\":\"job-exec-3\"},\"events\":[{\"id\":1,\"%s\":\"%s\"}]}\n",
                 keys[k], esc);
        expect_answer(t, buf);
    }
    json_escape(esc, sizeof esc, trace, 0);
    json_escape(esc_line, sizeof esc_line, line, 0);
    /* ECS flat keys, a log4j2 layout's message, a record cut short */
    snprintf(buf, sizeof buf, "{\"@timestamp\":\"2024-05-01T10:00:00Z\",\"log.level\":\"ERROR\",\"error.stack_trace\":\"%s\"}\n",
             esc);
    expect_answer(t, buf);
    snprintf(buf, sizeof buf, "{\"level\":\"ERROR\",\"loggerName\":\"x\",\"message\":\"%s\",\"endOfBatch\":false}\n", esc);
    expect_answer(t, buf);
    snprintf(buf, sizeof buf, "{\"time\":\"2024-05-01T10:00:00Z\",\"log\":\"%s", esc_line);
    expect_answer(t, buf);
    /* docker's json-file: the trace one record per line */
    {
        size_t o = 0;
        const char *p = trace;
        while (*p && o + 600 < sizeof buf) {
            const char *nl = strchr(p, '\n');
            size_t len = nl ? (size_t)(nl - p) : strlen(p);
            char piece[1024], pe[2048];
            snprintf(piece, sizeof piece, "%.*s", (int)(len < 1000 ? len : 1000), p);
            json_escape(pe, sizeof pe, piece, 0);
            o += (size_t)snprintf(buf + o, sizeof buf - o, "{\"log\":\"%s\\n\",\"stream\":\"stderr\"}\n", pe);
            if (!nl)
                break;
            p = nl + 1;
        }
        expect_answer(t, buf);
    }
    /* prose, backticks, R conditions, log prefixes nobody lists */
    static const char *const wraps[] = {
        "Our nightly job died with %s and nobody knows why.\n",
        "The notebook cell printed `%s` and stopped.\n",
        "Error: %s\n",
        "Error : %s\n",
        "Error in value[[3L]](cond) : %s\n",
        "2024-05-01 10:00:00,123 ERROR [main] com.acme.Pipeline - %s\n",
        "[2024-05-01T10:00:00.000Z] %s\n",
        "2024-05-01T10:00:00.123456789Z stderr F %s\n",
        "etl-runner-7 | %s\n",
        "step 3/9 >> %s\n",
        "> %s\n",
    };
    for (size_t k = 0; k < sizeof wraps / sizeof wraps[0]; k++) {
        snprintf(buf, sizeof buf, wraps[k], line);
        expect_answer(t, buf);
    }
}

TEST(every_name_the_rules_look_for_gets_an_answer_in_any_context)
{
    tally t = {0, 0};
    names cls = {{0}, 0}, ec = {{0}, 0}, loss = {{0}, 0};
    collect(&cls, TG_F_ANY_CLS);
    collect(&cls, TG_F_ROOT_CLS);
    collect(&ec, TG_F_ERRCLASS);
    collect(&loss, TG_F_LOSS);
    CHECK(cls.n >= 20);
    CHECK(ec.n >= 10);
    CHECK(loss.n >= 5);
    char line[1024], trace[2048], name[256];
    for (int i = 0; i < cls.n; i++) {
        const char *c = cls.v[i];
        /* qualified as a JVM or Python module prints it, and bare */
        for (int q = 0; q < 2; q++) {
            /* a qualified alternative names one package's class: as it is */
            snprintf(name, sizeof name, "%s%s", q || strchr(c, '.') ? "" : (strstr(c, "Error") && !strstr(c, "OutOfMemory") &&
                                                          !strstr(c, "StackOverflow") && !strstr(c, "Match")
                                                              ? "pkg.mod."
                                                              : "org.example.io."),
                     c);
            snprintf(line, sizeof line, "%s: the step could not go on (partition 7)", name);
            snprintf(trace, sizeof trace,
                     "%s\n\tat org.example.io.Reader.next(Reader.java:88)\n\tat org.example.Job.run(Job.scala:12)", line);
            contexts(&t, line, trace);
        }
    }
    for (int i = 0; i < ec.n; i++) {
        size_t len = strlen(ec.v[i]);
        snprintf(name, sizeof name, "%s%s", ec.v[i], len && ec.v[i][len - 1] == '_' ? "VALUE" : "");
        snprintf(line, sizeof line, "[%s] The operation on `col_a` failed. SQLSTATE: 42000", name);
        snprintf(trace, sizeof trace, "%s\n\tat org.apache.spark.sql.execution.X.run(X.scala:5)", line);
        contexts(&t, line, trace);
    }
    for (int i = 0; i < loss.n; i++) {
        snprintf(line, sizeof line,
                 "ExecutorLostFailure (executor 7 exited caused by one of the running tasks) Reason: %s (seen on node-4)",
                 loss.v[i]);
        contexts(&t, line, line);
        snprintf(line, sizeof line, "Lost executor 7 on 10.1.2.3: %s (seen on node-4)", loss.v[i]);
        contexts(&t, line, line);
    }
    printf("  %d generated inputs, %d without an answer\n", t.n, t.miss);
    CHECK_EQ_INT(t.miss, 0);
    CHECK(t.n > 3000);
    free_names(&cls);
    free_names(&ec);
    free_names(&loss);
}
