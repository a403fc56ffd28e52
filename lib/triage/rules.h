/*
 * rules.h: the failure classifier. Classification is a data table
 * (rules.c, documented with its reasons in docs/failure-classes.md): an
 * ordered list of rules, each "if any of these conditions (and this one)
 * holds, the failure is of this class, plays this role, and here is what it
 * means and what to do, cheapest first". The first matching rule wins.
 * Conditions look at the exception chain, error classes, the executor-loss
 * reason and its exit code, and where the failure happened (driver / task).
 */
#ifndef SPARKDX_TG_RULES_H
#define SPARKDX_TG_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/triage.h"
#include "triage/extract.h"

/* How a failure relates to others (cause before consequence). */
enum {
    TG_ROLE_CAUSE = 0,      /* stands on its own */
    TG_ROLE_FETCH,          /* shuffle fetch failure: usually after an executor died */
    TG_ROLE_LOSS_GENERIC,   /* executor lost without a specific reason: look for one */
    TG_ROLE_HEARTBEAT,      /* heartbeat timeout: often after long GC */
    TG_ROLE_KILLED,         /* TaskKilled: collateral of the failure that aborted the job */
    TG_ROLE_SHUTDOWN,       /* SparkContext shut down: consequence of the driver dying */
    TG_ROLE_GC              /* long GC pauses: evidence, cause of heartbeat timeouts */
};

/* What retrying tells about the failure when the text has no evidence. */
enum {
    TG_NAT_ANY = 0,         /* depends: decide from evidence only */
    TG_NAT_CODE,            /* data or code: fails the same way wherever it runs */
    TG_NAT_ENV              /* environment: transient / infrastructure */
};

enum {
    TG_W_ANY = 0,
    TG_W_TASK,              /* not on the driver (task, executor, unknown) */
    TG_W_DRIVER,
    TG_W_BACKEND            /* an element's own frames are the executor process's
                             * (CoarseGrainedExecutorBackend, Executor's heartbeater) */
};

/* Fields a condition looks at. */
enum {
    TG_F_NONE = 0,
    TG_F_ERRCLASS,          /* error class of any chain element (prefix) */
    TG_F_ROOT_CLS,          /* the root exception's class */
    TG_F_ANY_CLS,           /* any chain element's class */
    TG_F_ROOT_MSG,          /* the root's message (case-insensitive contains) */
    TG_F_ANY_MSG,           /* any element's message */
    TG_F_ANY_TEXT,          /* any class, message or the loss reason */
    TG_F_LOSS,              /* the executor-loss reason text */
    TG_F_EXIT,              /* the exit code (decimal alternatives) */
    TG_F_KIND,              /* "loss", "killed", "gc", "fetch" */
    TG_F_STORAGE,           /* ANY_TEXT's test, or an element's frames are a storage client's */
    TG_F_ARROW,             /* ANY_TEXT's test, or an element's frames are Arrow's (the JVM <-> Python batches) */
    TG_F_DESER,             /* ANY_TEXT's test, or an element was thrown deserializing (ObjectInputStream, Kryo) */
    TG_F_SHUFFLE,           /* ANY_TEXT's test, or an element's frames are Spark's shuffle reading or writing */
    TG_F_CONTEXT,           /* the WARN / ERROR record the exception was printed under */
    TG_F_CONNECTOR,         /* the root was thrown by a connector's or a store client's own code
                             * (its first frame outside the JDK); pat is not read */
    TG_F_SHUFFLE_WORK,      /* the root was thrown by Spark's shuffle or map-output machinery (its
                             * first frame outside the JDK); pat is not read */
    TG_F_VALUE_WORK,        /* the root was thrown by code that parses, infers or casts values (its
                             * first frame outside the JDK); pat is not read */
    TG_F_FORMAT,            /* an element's frames are a file format's reader or writer; pat is not read */
    TG_F_STARTUP            /* an element's frames are the driver starting up, and none is a
                             * task's; pat is not read */
};

enum {
    TG_OP_CONTAINS = 0,     /* case-insensitive substring */
    TG_OP_SIMPLE,           /* simple class name equals (after the last '.') */
    TG_OP_SUFFIX,           /* class name ends with */
    TG_OP_PREFIX,           /* starts with */
    TG_OP_WORD,             /* a CamelCase word of the simple class name ("Timeout" in
                             * SocketTimeoutException, "IO" in HoodieIOException) */
    TG_OP_TEXTWORD          /* case-insensitive, as whole words of a text: "column" is not in
                             * "ColumnarBatchRow" */
};

/* pat holds alternatives separated by '|'. */
typedef struct tg_cond {
    uint8_t field, op;
    const char *pat;
} tg_cond;

typedef struct tg_rule {
    const char *id;
    sdx_fclass fclass;
    uint8_t role, nature, where;
    tg_cond any[3];         /* at least one must hold */
    tg_cond also;           /* must also hold (field TG_F_NONE: none) */
    const char *explanation;
    const char *next[5];    /* next steps, cheapest first, NULL-terminated */
    uint8_t statement;      /* Spark also reports it as a bare WARN/ERROR log line
                             * without an exception; such a line counts as a failure */
} tg_rule;

/* What the classifier sees of one failure. */
typedef struct tg_fview {
    int side;               /* TG_SIDE_* */
    int kind;               /* TG_OBS_* */
    const tg_elem *chain;
    int nchain;
    int root;               /* chain index, -1 when the loss reason is the root */
    const char *loss;
    int exit_known, exit_code;
    int fetch;
    const char *context;    /* the log record the exception was printed under, or "" */
} tg_fview;

/* The first matching rule; never NULL (the table ends with catch-alls). */
const tg_rule *tg_classify(const tg_fview *v);
/* The whole table, for documentation checks. */
const tg_rule *tg_rules(size_t *n);

#endif
