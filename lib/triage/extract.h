/*
 * extract.h: the failure extractor. It reads cleaned lines (normalize.h) and
 * groups them into failure blocks: a header ("Lost task ...", "Job aborted
 * due to stage failure", "Exception in task ...", an exception, a Python
 * traceback, "Lost executor ...", a container-kill diagnostic) with what
 * continues it (frames, "Caused by" chain, embedded Python traceback, loss
 * diagnostics). Each finished block becomes one observation (tg_obs): the
 * context where it happened, its exception chain outermost first, its root,
 * its loss reason and exit code. Only the current block is held in memory.
 */
#ifndef SPARKDX_TG_EXTRACT_H
#define SPARKDX_TG_EXTRACT_H

#include <stddef.h>
#include <stdint.h>

#include "triage/normalize.h"

#define TG_CHAIN_MAX 16
#define TG_MSG_MAX 2048
#define TG_LOSS_MAX 4096

enum {
    TG_OBS_EXC = 1,     /* an exception chain */
    TG_OBS_LOSS,        /* an executor / container lost without exception */
    TG_OBS_KILLED,      /* TaskKilled / commit denied: collateral of something else */
    TG_OBS_GC,          /* a long garbage-collection pause */
    TG_OBS_FAILED_K,    /* "Task X in stage S failed K times; aborting job" (no reason) */
    TG_OBS_STATEMENT    /* a WARN/ERROR record that states a failure without an exception
                         * ("Total size of serialized results ... maxResultSize"); chain[0]
                         * holds the statement with an empty class */
};

enum {
    TG_SIDE_UNKNOWN = 0,
    TG_SIDE_TASK,       /* inside a task on an executor */
    TG_SIDE_EXECUTOR,   /* an executor process / container */
    TG_SIDE_DRIVER      /* the driver / application master / notebook */
};

typedef struct tg_elem {
    char *cls;          /* class as printed */
    char *msg;          /* message (first line, then continuation lines), may be "" */
    char *user_frame;   /* innermost user-code frame of this exception, or NULL */
    char *error_class;  /* Spark error class in its message, or NULL */
    char *top_frame;    /* the first frame printed under it (where it was thrown), or NULL */
    int python;         /* from a Python traceback */
    int storage;        /* one of its frames is a storage client's (S3, GCS, Azure, HDFS SDKs) */
    int colon;          /* printed "Name:" with its message starting on the next line */
    int arrow;          /* one of its frames is Arrow's (org.apache.arrow, ArrowBuf) */
    int format;         /* one of its frames is a file format's reader or writer (Parquet, ORC, Avro) */
    int shuffle;        /* one of its frames is the shuffle's (org.apache.spark.shuffle., the block fetcher) */
    int deser;          /* thrown while deserializing: its frames (ObjectInputStream, a
                         * DeserializationStream) or "Task exception could not be deserialized" */
    int where;          /* what its own frames say about where it ran: TG_SIDE_TASK
                         * (Executor$TaskRunner.run), TG_SIDE_DRIVER (collect, toPandas,
                         * broadcast build, DAGScheduler, listener bus), TG_SIDE_EXECUTOR
                         * (the executor process's own threads), or 0 */
    int origin;         /* its first frame outside the JDK and Scala's library: 0 none
                         * printed, TG_ORIGIN_CONNECTOR a connector's or a store
                         * client's own code, TG_ORIGIN_SHUFFLE Spark's shuffle or map-output
                         * machinery (or a shuffle service's), TG_ORIGIN_VALUES Spark's or a
                         * reader's code that parses, infers or casts values, TG_ORIGIN_OTHER
                         * anything else */
    int startup;        /* one of its frames is the driver starting up (SparkContext's
                         * constructor, getOrCreate, spark-submit, plugins, metrics) */
} tg_elem;

enum { TG_ORIGIN_OTHER = 1, TG_ORIGIN_CONNECTOR, TG_ORIGIN_SHUFFLE, TG_ORIGIN_VALUES };

typedef struct tg_obs {
    int kind;
    int side;
    int side_guess;     /* side is TG_SIDE_DRIVER only because a bare exception line is the driver's */
    int32_t stage, stage_att, task, task_att, attempts;
    int64_t tid;
    char executor[64];
    char host[256];
    int aborted;        /* a job-abort text, "aborting job", or a top-level error */
    tg_elem chain[TG_CHAIN_MAX];
    int nchain;
    int root;           /* chain index of the root, -1 when the loss reason is the root */
    char *loss;         /* executor-loss reason text (with its diagnostics lines) or NULL */
    int exit_known, exit_code;
    int fetch;          /* FetchFailed(BlockManagerId(...)) context */
    char fetch_exec[64];
    char fetch_host[256];
    double gc_secs;
    int64_t dup;        /* "[duplicate N]" */
    uint64_t lineno;
    int32_t tod;        /* time of day of the header's log record (seconds), -1 when none */
    char *evidence;     /* the header line */
    int traceback_cut;  /* a Python traceback ended without its exception line */
    int fallback;       /* an exception only named in prose, read because the text's other
                         * reports were bare statements: kept only if none of them counts */
    int warn;           /* printed under a WARN record (a side issue unless nothing else is) */
    char context[160];  /* the WARN / ERROR record the exception was printed under ("Failed to
                         * connect to external shuffle server, will retry ..."), or "" */
} tg_obs;

/* Called once per observation; the callee may take (and NULL) pointers in o;
 * the extractor frees what is left afterwards. */
typedef void (*tg_obs_fn)(void *ctx, tg_obs *o);

typedef struct tg_extract tg_extract;

tg_extract *tg_extract_new(tg_obs_fn fn, void *ctx);
void tg_extract_line(tg_extract *x, const tg_line *l);
void tg_extract_finish(tg_extract *x);
/* Closes the open block and forgets the context carried between blocks
 * (yarn-logs container host, Kubernetes driver flag). */
void tg_extract_reset(tg_extract *x);
void tg_extract_free(tg_extract *x);
/* An allocation failed since tg_extract_new: an observation lost a string
 * (the engine reports out of memory). */
int tg_extract_oom(const tg_extract *x);

void tg_obs_init(tg_obs *o);
void tg_obs_release(tg_obs *o);

#endif
