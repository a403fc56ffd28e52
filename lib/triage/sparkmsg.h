/*
 * sparkmsg.h: parsers for the message formats Spark (1.6 to 4.x), the JVM,
 * Python, YARN and Kubernetes print when something fails: "Lost task",
 * "Job aborted due to stage failure", exception headers and frames, Python
 * traceback frames, executor-loss reasons and exit codes, error classes.
 * Pure functions over one cleaned line (see normalize.h); the extractor
 * (extract.c) decides what the lines mean together.
 */
#ifndef SPARKDX_TG_SPARKMSG_H
#define SPARKDX_TG_SPARKMSG_H

#include <stddef.h>
#include <stdint.h>

#include "triage/tg_str.h"

/* Where a task failure happened, as printed. -1 / empty when absent. */
typedef struct tg_task {
    int32_t task, task_att, stage, stage_att;
    int64_t tid;
    tg_sv host, executor;
    int64_t dup;            /* "[duplicate N]" */
} tg_task;

void tg_task_clear(tg_task *t);

/* "Lost task 3.3 in stage 1.0 (TID 7243, host, executor 5): reason" in its
 * 1.6 / 2.x / 3.x+ layouts and the "... on host, executor 5: Cls (msg)
 * [duplicate 2]" repeat form. The reason is what follows the context. */
int tg_parse_lost_task(tg_sv s, tg_task *t, tg_sv *reason);

/* "task 3.0 in stage 4.0 (TID 55)" anywhere (Exception in task ..., thread
 * names "Executor task launch worker for task ..."). */
int tg_parse_task_ref(tg_sv s, tg_task *t);

/* "Task 3 in stage 1.0 failed 4 times" anywhere. */
int tg_parse_failed_times(tg_sv s, tg_task *t, int32_t *k);

/* A Java-style exception header. */
typedef struct tg_exc {
    tg_sv cls;               /* "java.lang.ArithmeticException" */
    tg_sv msg;               /* after ": ", may be empty */
    int caused_by;           /* "Caused by: " */
    int suppressed;          /* "Suppressed: " */
    int py4j;                /* ": org.apache..." continuation of a Py4JJavaError */
    int in_thread;           /* "Exception in thread "..." " */
    tg_sv thread;
    int user_class;          /* "User class threw exception: " */
    int colon;               /* a ':' followed the name (the message may be empty) */
} tg_exc;

/* strict: the line must clearly be an exception (qualified class name
 * ending in Exception/Error/..., or a bare CamelCase ...Error/...Exception
 * followed by ':'). Lenient mode (after "Caused by:", where an exception is
 * expected) accepts any class-like name. */
int tg_parse_exc(tg_sv s, tg_exc *e, int strict);

/* "at a.b.C.m(C.java:12)" -> "a.b.C.m(C.java:12)" */
int tg_parse_frame(tg_sv s, tg_sv *frame);
/* A frame printed without "at " (Spark 1.0 / 1.1 abort messages, some
 * loggers): the whole line is "a.b.C.m(C.java:12)" or "(Native Method)". */
int tg_parse_bare_frame(tg_sv s, tg_sv *frame);
/* "... 15 more", "... 3 common frames omitted" */
int tg_is_more(tg_sv s);
/* Not Spark / Scala / the JDK / Hadoop / a known library: user code. */
int tg_is_user_java_frame(tg_sv frame);

/* A Python traceback frame: 'File "x.py", line 3, in f', IPython's
 * 'File /p/x.py:3, in f(...)', 'Cell In[5], line 3', '<ipython-input-..> in
 * <module>', '/p/x.py in f(...)'. line is -1 when absent. */
typedef struct tg_pyframe {
    tg_sv file, func;
    int64_t line;
} tg_pyframe;
int tg_parse_pyframe(tg_sv s, tg_pyframe *f);
/* The header of a traceback: "Traceback (most recent call last):" or
 * IPython's "ValueError      Traceback (most recent call last)". */
int tg_is_py_traceback(tg_sv s);
/* A frame in user code (not pyspark, py4j, site-packages, the stdlib). */
int tg_is_user_py_file(tg_sv file);

/* "Lost executor 5 on host: reason" */
int tg_parse_lost_executor(tg_sv s, tg_sv *exec, tg_sv *host, tg_sv *reason);

/* First exit code in a loss reason ("Exit status: 137", "exit code 137",
 * "exitCode: -104", "exited with code 52", "Exit code is 143"). */
int tg_find_exit_code(tg_sv s, int *code);

/* Canonical name of an executor-loss reason (docs/failure.md), written into
 * buf: "Container killed by YARN for exceeding memory limits", "OOMKilled",
 * "Executor heartbeat timed out", "Executor exited with code 137", ... */
const char *tg_loss_kind(tg_sv reason, int exit_known, int exit_code, char *buf, size_t cap);
/* Is this canonical loss the application releasing its own executor (the
 * driver killed it, YARN ended a container the application gave back)?
 * Not a failure. */
int tg_loss_is_release(const char *kind);

/* Error class at the start of a message: "[CAST_INVALID_INPUT] ...",
 * "[UNRESOLVED_COLUMN.WITH_SUGGESTION] ...", also after "(cls) ". */
int tg_error_class(tg_sv msg, tg_sv *ec);

/* Wrappers that are never the root when something deeper exists:
 * Py4JJavaError, "Job aborted due to stage failure", [TASK_WRITE_FAILED],
 * QueryExecutionException, ExecutionException, ... */
int tg_is_wrapper(tg_sv cls, tg_sv msg);
/* The message of a known exception printed without its name: spark-sql's CLI
 * prints an AnalysisException as "Error in query: ...", fabric8's Kubernetes
 * client's message starts "Failure executing: ", ABFS's 'Operation failed:
 * "...", 403, HEAD, https://...'. Sets *cls (a NUL-terminated class name)
 * and *skip (how much of m is the CLI's own lead, not the message). */
int tg_nameless_known(tg_sv m, const char **cls, size_t *skip);
/* A frame of a connector's or a store client's own code (Kafka, Cassandra, the
 * object stores' SDKs, HDFS, the table formats, Parquet / ORC): a failure
 * thrown there is that system's, and the frame is never the user's. */
int tg_is_connector_frame(tg_sv frame);
/* Innermost exceptions that say nothing (EOFException after a crash,
 * InvocationTargetException without message). */
int tg_is_uninformative(tg_sv cls, tg_sv msg);

/* The simple name of a class: after the last '.' (and after '$' when what
 * follows is a name). */
tg_sv tg_simple_name(tg_sv cls);

#endif
