/*
 * failures.c: what failed, and whether it is data or environment. Failed
 * task attempts (kept per stage by the streaming summary) are grouped by
 * stage, partition and exception signature. The order of the diagnoses is
 * the order of causes: an executor that ran out of memory (exit code 52,
 * OutOfMemoryError, container killed for memory) explains the task and
 * fetch failures after it; fetch failures are traced to the first executor
 * that died and why; what is left and fails the same way on every attempt
 * is deterministic (a bad record, a bug), what later succeeded is transient.
 * A failed job nothing explains is reported with its abort message.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rule.h"
#include "sparkdx/triage.h"

static const sdx_threshold thresholds[] = {
    {"failure.deterministic_attempts", 2, SDX_UNIT_NUMBER,
     "failures of the same partition with the same exception at least this often are deterministic",
     "Spark spark.task.maxFailures default 4; two equal failures already rule out chance"},
};

static const char *const ids[] = {
    "failure.deterministic", "failure.executor_oom", "failure.fetch_after_executor_loss", "failure.executor_lost",
    "failure.transient", "failure.job_aborted"
};

enum {
    CF_EXECUTOR_OOM, CF_FETCH_DEAD, CF_FETCH, CF_DETERMINISTIC_EXECS, CF_DETERMINISTIC, CF_EXECUTOR_LOST,
    CF_TRANSIENT, CF_JOB_ABORTED,
};
static const sdx_confidence confidences[] = {
    [CF_EXECUTOR_OOM] = {"failure.executor_oom", 0.9, "an out-of-memory removal reason or OutOfMemoryError"},
    [CF_FETCH_DEAD] = {"failure.fetch_after_executor_loss/dead", 0.9,
        "fetch failures after an executor that died before them"},
    [CF_FETCH] = {"failure.fetch_after_executor_loss", 0.7, "fetch failures, no executor death found before them"},
    [CF_DETERMINISTIC_EXECS] = {"failure.deterministic/executors", 0.95,
        "the same exception on every attempt, on several executors"},
    [CF_DETERMINISTIC] = {"failure.deterministic", 0.8, "the same exception on every attempt, on one executor"},
    [CF_EXECUTOR_LOST] = {"failure.executor_lost", 0.7, "executor losses with other reasons"},
    [CF_TRANSIENT] = {"failure.transient", 0.6, "failed attempts (that later succeeded, or aborted the job)"},
    [CF_JOB_ABORTED] = {"failure.job_aborted", 0.5, "a failed job nothing above explains"},
};
#define CF(k) (confidences[k].value)

#define MAX_GROUPS 64
#define MAX_EXECS 8

typedef struct fgroup {
    const rp_stage *s;
    int32_t part;
    uint8_t reason;
    const char *sig;               /* exception class / "ExecutorLostFailure" / "FetchFailed" */
    const sdx_task_failure *first;
    int attempts;
    const char *execs[MAX_EXECS];
    int nexecs;
    const char *hosts[MAX_EXECS];
    int nhosts;
    int64_t wasted_ms;
    int explained;
} fgroup;

typedef struct fstate {
    fgroup g[MAX_GROUPS];
    int n;
    int64_t total_failed;
    uint64_t dropped;
    int explained;                 /* a finding above explained a job abort (this rule's own state) */
} fstate;

static void add_unique(const char **v, int *n, const char *s)
{
    if (!s)
        return;
    for (int i = 0; i < *n; i++)
        if (v[i] == s || !strcmp(v[i], s))
            return;
    if (*n < MAX_EXECS)
        v[(*n)++] = s;
}

static const char *signature(const sdx_task_failure *f)
{
    switch (f->reason) {
    case SDX_REASON_FETCH_FAILED: return "FetchFailed";
    case SDX_REASON_EXECUTOR_LOST: return "ExecutorLostFailure";
    case SDX_REASON_RESULT_LOST: return "TaskResultLost";
    case SDX_REASON_EXCEPTION: return f->exception_class ? f->exception_class : "Exception";
    default: return "UnknownReason";
    }
}

static void collect(rp_ctx *c, fstate *fs)
{
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        fs->total_failed += s->sum->failed_attempts;
        for (uint32_t k = 0; k < s->sum->nfailures; k++) {
            const sdx_task_failure *f = &s->sum->failures[k];
            int32_t part = f->partition_id >= 0 ? f->partition_id : f->index;
            const char *sig = signature(f);
            fgroup *g = NULL;
            for (int j = 0; j < fs->n; j++)
                if (fs->g[j].s->s->stage_id == s->s->stage_id && fs->g[j].part == part &&
                    !strcmp(fs->g[j].sig, sig)) {
                    g = &fs->g[j];
                    break;
                }
            if (!g) {
                if (fs->n >= MAX_GROUPS) {
                    fs->dropped++;
                    continue;
                }
                g = &fs->g[fs->n++];
                memset(g, 0, sizeof *g);
                g->s = s;
                g->part = part;
                g->reason = f->reason;
                g->sig = sig;
                g->first = f;
            }
            g->attempts++;
            add_unique(g->execs, &g->nexecs, f->executor_id);
            add_unique(g->hosts, &g->nhosts, f->host);
            if (f->finish_time > f->launch_time && f->launch_time > 0)
                g->wasted_ms += f->finish_time - f->launch_time;
        }
    }
}

/* First line of a message, at most `max` characters. */
static const char *first_line(rp_ctx *c, const char *s, int max)
{
    if (!s)
        return "";
    while (*s == '\n' || *s == ' ')
        s++;
    size_t n = strcspn(s, "\n");
    if ((int)n > max)
        return rp_strf(c, "%.*s...", max, s);
    return rp_strf(c, "%.*s", (int)n, s);
}

/* Why an executor died, when the text says it was memory. */
static int oom_text(const char *t)
{
    if (!t)
        return 0;
    return strstr(t, "OutOfMemoryError") || strstr(t, "exit code 52") || strstr(t, "exited with code 52") ||
           strstr(t, "code 52") || strstr(t, "exceeding memory limits") || strstr(t, "OOMKilled") ||
           strstr(t, "exit code 137") || strstr(t, "Exit status: 137") || strstr(t, "Exit code: 137") ||
           strstr(t, "beyond physical memory") || strstr(t, "memoryOverhead");
}

/* The exit code in a loss reason ("exited with code 52", "Exit status: 143"). */
static int exit_code_of(const char *t, int *code)
{
    if (!t)
        return 0;
    static const char *const pats[] = {"exited with code ", "exit code ", "Exit status: ", "Exit code: ",
                                       "exitCode=", "exit code: "};
    for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++) {
        const char *p = strstr(t, pats[i]);
        if (p && isdigit((unsigned char)p[strlen(pats[i])]) ) {
            *code = atoi(p + strlen(pats[i]));
            return 1;
        }
        if (p && p[strlen(pats[i])] == '-' && isdigit((unsigned char)p[strlen(pats[i]) + 1])) {
            *code = atoi(p + strlen(pats[i]));
            return 1;
        }
    }
    return 0;
}

/* What the failure triage engine says about a task's error text: the root
 * exception ("SparkNumberFormatException: [CAST_INVALID_INPUT] The value
 * 'x17' ..."), its class (DataSchema, JobLogic, ...), what it means and the
 * next steps, cheapest first. */
typedef struct triage_facts {
    const char *root, *klass, *fclass, *rule, *explanation;
    const char *next[6];
    int nnext;
    int fc;
} triage_facts;

static void triage_error(rp_ctx *c, const char *error, triage_facts *t)
{
    memset(t, 0, sizeof *t);
    if (!error)
        return;
    sdx_triage_result *tr = NULL;
    sdx_error err;
    int rc = sdx_triage_text(error, strlen(error), &tr, &err);
    if (rc < 0 && err.code == SDX_ERR_NOMEM)
        c->oom = 1;
    if (rc == 0 && tr && tr->n) {
        const sdx_failure *f = &tr->failures[tr->primary >= 0 ? tr->primary : 0];
        t->klass = rp_strdup(c, f->root_exception);
        t->root = f->root_message ? rp_strf(c, "%s: %s", f->root_exception, first_line(c, f->root_message, 200))
                                  : rp_strdup(c, f->root_exception);
        t->fc = (int)f->fclass;
        t->fclass = f->fclass != SDX_FC_UNKNOWN ? sdx_fclass_name(f->fclass) : NULL;
        t->rule = f->rule;
        t->explanation = f->explanation;
        for (size_t i = 0; i < f->nnext && t->nnext < 6; i++)
            t->next[t->nnext++] = rp_strdup(c, f->next_steps[i]);
    }
    sdx_triage_result_free(tr);
    if (!t->root)
        t->root = first_line(c, error, 200);
}

/* "SparkNumberFormatException [CAST_INVALID_INPUT]" from a class name and
 * the root message's error class, for titles. */
static const char *short_exception(rp_ctx *c, const char *klass, const char *root)
{
    const char *dot = klass ? strrchr(klass, '.') : NULL;
    const char *name = dot ? dot + 1 : klass ? klass : "exception";
    const char *b = root ? strchr(root, '[') : NULL;
    const char *e = b ? strchr(b, ']') : NULL;
    if (b && e && e - b < 64 && e - b > 2) {
        int upper = 1;
        for (const char *p = b + 1; p < e; p++)
            if (!((*p >= 'A' && *p <= 'Z') || *p == '_' || (*p >= '0' && *p <= '9') || *p == '.'))
                upper = 0;
        if (upper)
            return rp_strf(c, "%s %.*s", name, (int)(e - b + 1), b);
    }
    return rp_strdup(c, name);
}

static const char *root_cause(rp_ctx *c, const char *error, const char **klass)
{
    triage_facts t;
    triage_error(c, error, &t);
    *klass = t.klass;
    return t.root;
}

static const sdx_job *failed_job_of(rp_ctx *c, const rp_stage *s)
{
    for (uint32_t i = 0; i < s->s->njob_ids; i++) {
        const sdx_job *j = sdx_model_job(c->m, s->s->job_ids[i]);
        if (j && j->status == SDX_JOB_FAILED)
            return j;
    }
    return NULL;
}

static int64_t failure_impact(rp_ctx *c, const sdx_job *job, int64_t wasted, int32_t slots)
{
    if (job)   /* the job produced nothing: the whole run is lost */
        return c->wall_ms;
    return wasted / (slots > 0 ? slots : 1);
}

static const char *executors_text(rp_ctx *c, const fgroup *g)
{
    char buf[256] = "";
    for (int i = 0; i < g->nexecs; i++) {
        if (i)
            strncat(buf, ", ", sizeof buf - strlen(buf) - 1);
        strncat(buf, g->execs[i], sizeof buf - strlen(buf) - 1);
    }
    return rp_strdup(c, buf);
}

static void job_abort_evidence(rp_ctx *c, sdx_finding *f, const sdx_job *job)
{
    if (!job)
        return;
    f->where.job = job->job_id;
    sdx_evidence *e = rp_ev(c, f, "job_abort", "text", "job %d aborted%s: %s", job->job_id,
                            job->call_site ? rp_strf(c, " (%s)", job->call_site) : "",
                            first_line(c, job->failure_message, 240));
    rp_num(e, "job", job->job_id);
}

/* ---- executor out of memory ---- */

static const rp_stage *stage_running_at(rp_ctx *c, int64_t t, const char *exec_id)
{
    const rp_stage *best = NULL;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (!s->ran || !s->s->has_submission_time || s->s->submission_time > t)
            continue;
        if (s->s->has_completion_time && s->s->completion_time < t)
            continue;
        for (uint32_t k = 0; exec_id && k < s->sum->nfailures; k++)
            if (s->sum->failures[k].executor_id && !strcmp(s->sum->failures[k].executor_id, exec_id))
                return s;
        if (!best || s->s->submission_time > best->s->submission_time)
            best = s;
    }
    return best;
}

/* How big the partitions of a stage are, from the best source there is:
 * its successful tasks' shuffle reads, what its parent stages wrote, the
 * input its failed tasks had read, or the rows of its source (Range). */
static void partition_evidence(rp_ctx *c, sdx_finding *f, const rp_stage *s)
{
    const sdx_stage_summary *sum = s->sum;
    sdx_evidence *e;
    if (sum->count > 0 && s->nshuffle_in > 0) {
        e = rp_ev(c, f, "partition_bytes", "bytes", "%s's shuffle read per task: median %s, max %s",
                  rp_stage_label(c, s), rp_bytes(c, sum->shuffle_read_bytes[RP_Q_MED]),
                  rp_bytes(c, sum->shuffle_read_bytes[RP_Q_MAX]));
        rp_num(e, "median", sum->shuffle_read_bytes[RP_Q_MED]);
        rp_num(e, "max", sum->shuffle_read_bytes[RP_Q_MAX]);
        return;
    }
    int64_t w = 0;
    for (uint32_t p = 0; p < s->s->nparents; p++) {
        const rp_stage *ps = rp_stage_by_id(c, s->s->parent_ids[p], -1);
        if (ps)
            w += ps->shuffle_write;
    }
    if (w > 0 && s->s->num_tasks > 0) {
        e = rp_ev(c, f, "partition_bytes", "bytes", "%s reads %s of shuffle in %d partitions (%s each if even)",
                  rp_stage_label(c, s), rp_bytes(c, (double)w), s->s->num_tasks, rp_bytes(c, (double)w / s->s->num_tasks));
        rp_num(e, "total", (double)w);
        rp_num(e, "partitions", s->s->num_tasks);
        return;
    }
    int64_t in = 0;
    for (uint32_t k = 0; k < sum->nfailures; k++)
        if (sum->failures[k].input_bytes > in)
            in = sum->failures[k].input_bytes;
    if (in > 0) {
        e = rp_ev(c, f, "partition_bytes", "bytes", "the failed task had read %s of input", rp_bytes(c, (double)in));
        rp_num(e, "value", (double)in);
        return;
    }
    const sdx_plan_node *src = s->sql ? rp_plan_find(s->sql->plan, "Range") : NULL;
    long long a = 0, b = 0, step = 1;
    int splits = 0;
    if (src && src->simple_string &&
        sscanf(src->simple_string, "Range (%lld, %lld, step=%lld, splits=%d)", &a, &b, &step, &splits) == 4 && step &&
        splits > 0) {
        double rows = (double)(b - a) / (double)step;
        e = rp_ev(c, f, "partition_rows", "records", "the stage's source (%s) gives %s rows in %d partitions: %s rows "
                  "per task", src->simple_string, rp_count(c, rows), splits, rp_count(c, rows / splits));
        rp_num(e, "total", rows);
        rp_num(e, "partitions", splits);
        rp_num(e, "per_partition", rows / splits);
    }
}

static int executor_oom(rp_ctx *c, fstate *fs)
{
    const sdx_executor *dead[MAX_EXECS];
    int ndead = 0;
    for (uint32_t i = 0; i < c->m->nexecutors && ndead < MAX_EXECS; i++) {
        const sdx_executor *e = c->m->executors[i];
        if (e->remove_time >= 0 && oom_text(e->remove_reason))
            dead[ndead++] = e;
    }
    fgroup *grp = NULL;
    for (int j = 0; j < fs->n; j++) {
        fgroup *g = &fs->g[j];
        int oom = (g->reason == SDX_REASON_EXCEPTION && g->sig && strstr(g->sig, "OutOfMemoryError")) ||
                  (g->reason == SDX_REASON_EXECUTOR_LOST && oom_text(g->first->error));
        if (!oom) {
            /* a task lost with an executor that died of OOM */
            for (int d = 0; d < ndead && !oom; d++)
                oom = g->reason == SDX_REASON_EXECUTOR_LOST && g->first->exec_lost_id &&
                      !strcmp(g->first->exec_lost_id, dead[d]->id);
        }
        if (oom) {
            g->explained = 1;
            if (!grp || g->attempts > grp->attempts)
                grp = g;
        }
    }
    if (!ndead && !grp)
        return 0;
    const sdx_executor *first = NULL;
    for (int d = 0; d < ndead; d++)
        if (!first || dead[d]->remove_time < first->remove_time)
            first = dead[d];
    const rp_stage *s = grp ? grp->s : stage_running_at(c, first->remove_time, first->id);
    const sdx_job *job = s ? failed_job_of(c, s) : NULL;
    int code = 0, has_code = 0;
    if (first)
        has_code = exit_code_of(first->remove_reason, &code);
    if (!has_code && grp)
        has_code = exit_code_of(grp->first->error, &code);
    const char *meaning = has_code ? sdx_exit_code_meaning(code) : NULL;
    sdx_finding *f = rp_finding(c, "failure.executor_oom", "%s ran out of memory%s%s",
                                ndead > 1 ? rp_strf(c, "%d executors", ndead)
                                          : first ? rp_strf(c, "Executor %s", first->id) : "An executor",
                                has_code ? rp_strf(c, " (exit code %d)", code) : "",
                                s ? rp_strf(c, " in %s%s", rp_stage_label(c, s), job ? "; the job aborted" : "") : "");
    if (s)
        rp_where_stage(f, s);
    if (grp)
        f->where.partition = grp->part;
    if (first)
        f->where.executor = first->id;
    f->impact_ms = failure_impact(c, job, grp ? grp->wasted_ms : 0, s ? s->slots : 1);
    f->confidence = CF(CF_EXECUTOR_OOM);
    f->severity = job ? SDX_SEV_CRITICAL : rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    sdx_evidence *e;
    for (int d = 0; d < ndead && d < 3; d++) {
        int dc = 0;
        int hc = exit_code_of(dead[d]->remove_reason, &dc);
        const char *mn = hc ? sdx_exit_code_meaning(dc) : NULL;
        e = rp_ev(c, f, "executor_removed", "text", "executor %s removed %s after the start: %s%s",
                  dead[d]->id, rp_ms(c, (double)(dead[d]->remove_time - c->app_start)),
                  first_line(c, dead[d]->remove_reason, 160), mn ? rp_strf(c, " (%s)", mn) : "");
        if (hc)
            rp_num(e, "exit_code", dc);
        rp_num(e, "time", (double)dead[d]->remove_time);
    }
    if (grp) {
        e = rp_ev(c, f, "failed_attempts", "count", "partition %d of %s failed %d time%s (%s) on executor%s %s: %s",
                  grp->part, rp_stage_label(c, grp->s), grp->attempts, grp->attempts == 1 ? "" : "s", grp->sig,
                  grp->nexecs == 1 ? "" : "s", executors_text(c, grp), first_line(c, grp->first->error, 200));
        rp_num(e, "count", grp->attempts);
        rp_num(e, "partition", grp->part);
    }
    if (meaning && !ndead) {
        e = rp_ev(c, f, "exit_code", "text", "exit code %d: %s", code, meaning);
        rp_num(e, "value", code);
    }
    if (s) {
        partition_evidence(c, f, s);
        if (s->s->peaks.set && s->s->peaks.v[SDX_EM_JVM_HEAP] > 0) {
            e = rp_ev(c, f, "peak_heap", "bytes", "peak JVM heap of the stage's executors: %s",
                      rp_bytes(c, (double)s->s->peaks.v[SDX_EM_JVM_HEAP]));
            rp_num(e, "value", (double)s->s->peaks.v[SDX_EM_JVM_HEAP]);
        }
        if (s->ops_text)
            rp_ev(c, f, "operator", "text", "operators: %s", s->ops_text);
    }
    const char *mem = rp_conf(c, "spark.executor.memory"), *ovh = rp_conf(c, "spark.executor.memoryOverhead");
    e = rp_ev(c, f, "memory_config", "text", "spark.executor.memory=%s, spark.executor.memoryOverhead=%s, "
              "spark.executor.cores=%s", mem ? mem : "1g (default)", ovh ? ovh : "default (10%, min 384m)",
              rp_conf(c, "spark.executor.cores") ? rp_conf(c, "spark.executor.cores") : "default");
    job_abort_evidence(c, f, job);
    int heap = !has_code || code == 52 || (grp && grp->sig && strstr(grp->sig, "OutOfMemoryError"));
    if (heap)
        rp_fix(c, f, SDX_FIX_CONFIG, rp_strf(c, "more heap per task: spark.executor.memory above %s, or fewer "
                                             "spark.executor.cores", mem ? mem : "1g"),
               "exit code 52 is the JVM's OutOfMemoryError: the heap was too small for what one task held",
               "costs memory on every executor");
    else
        rp_fix(c, f, SDX_FIX_CONFIG, "more off-heap room: spark.executor.memoryOverhead (and "
               "spark.executor.pyspark.memory for Python workers)",
               "the container was killed for its total memory (heap + overhead + Python), not a heap OOM", NULL);
    rp_fix(c, f, SDX_FIX_CONFIG, "smaller partitions: raise spark.sql.shuffle.partitions",
           "each task holds less at once", "does not help when one key holds the data (collect_list of one group)");
    rp_fix(c, f, SDX_FIX_DATA, "check for a hot key in the failing partition (one group holding most rows)",
           "a single huge group is held in memory by one task whatever the partition count", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "avoid materializing whole groups: aggregate instead of collect_list, or bound it",
           "collect_list / groupByKey build the whole group in memory", NULL);
    rp_confirm(c, f, "the executor's stderr (\"java.lang.OutOfMemoryError\" / container kill message) and its peak "
               "JVM heap in the executors page");
    rp_verify(c, f, "executors removed with exit code %d and failed tasks of %s: none", has_code ? code : 52,
              s ? rp_stage_label(c, s) : "the stage");
    if (job)
        fs->explained = 1;
    return 1;
}

/* ---- fetch failures after an executor loss ---- */

/* The fact a finding carries when it names an executor's loss, so that the
 * loss is reported once (rp_fact; value 1). */
static const char *loss_reported_key(rp_ctx *c, const char *exec_id)
{
    return rp_strf(c, "failure.executor_loss_reported:%s", exec_id ? exec_id : "");
}

static int loss_reported(rp_ctx *c, const char *exec_id)
{
    int32_t stage;
    return rp_fact_max(c, loss_reported_key(c, exec_id), &stage) > 0;
}

/* every executor the group's attempts ran on has its loss reported */
static int group_loss_reported(rp_ctx *c, const fgroup *g)
{
    if (g->nexecs == 0)
        return 0;
    for (int k = 0; k < g->nexecs; k++)
        if (!loss_reported(c, g->execs[k]))
            return 0;
    return 1;
}

static int fetch_after_loss(rp_ctx *c, fstate *fs)
{
    int nfetch = 0;
    fgroup *fg = NULL;
    const char *bm_exec = NULL;
    int64_t first_fetch = INT64_MAX;
    const rp_stage *fstage = NULL;
    char reduces[128] = "";
    int nred = 0;
    for (int j = 0; j < fs->n; j++) {
        fgroup *g = &fs->g[j];
        if (g->reason != SDX_REASON_FETCH_FAILED)
            continue;
        g->explained = 1;
        nfetch += g->attempts;
        if (!fg)
            fg = g;
        if (!bm_exec && g->first->fetch_bm_executor)
            bm_exec = g->first->fetch_bm_executor;
        if (g->first->finish_time > 0 && g->first->finish_time < first_fetch) {
            first_fetch = g->first->finish_time;
            fstage = g->s;
        }
        if (nred < 8) {
            char b[16];
            snprintf(b, sizeof b, "%s%d", nred ? ", " : "", g->first->fetch_reduce_id);
            strncat(reduces, b, sizeof reduces - strlen(reduces) - 1);
            nred++;
        }
    }
    if (!nfetch)
        return 0;
    if (!fstage)
        fstage = fg->s;
    /* the first executor that died before the fetch failures */
    const sdx_executor *dead = NULL;
    if (bm_exec) {
        const sdx_executor *e = sdx_model_executor(c->m, bm_exec);
        if (e && e->remove_time >= 0)
            dead = e;
    }
    for (uint32_t i = 0; i < c->m->nexecutors; i++) {
        const sdx_executor *e = c->m->executors[i];
        if (e->remove_time < 0 || (first_fetch != INT64_MAX && e->remove_time > first_fetch))
            continue;
        if (!dead || e->remove_time < dead->remove_time)
            dead = e;
    }
    /* the task that was running on it when it died */
    fgroup *lost = NULL;
    for (int j = 0; j < fs->n; j++) {
        fgroup *g = &fs->g[j];
        if (g->reason == SDX_REASON_EXECUTOR_LOST && dead && g->first->exec_lost_id &&
            !strcmp(g->first->exec_lost_id, dead->id)) {
            g->explained = 1;
            if (!lost)
                lost = g;
        }
    }
    /* stage retries */
    char retries[256] = "";
    int nretry = 0;
    int64_t retry_ms = 0;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (s->s->attempt_id < 1 || !s->ran)
            continue;
        retry_ms += s->dur > 0 ? s->dur : 0;
        if (nretry < 6) {
            char b[48];
            snprintf(b, sizeof b, "%s%d.%d", nretry ? ", " : "", s->s->stage_id, s->s->attempt_id);
            strncat(retries, b, sizeof retries - strlen(retries) - 1);
        }
        nretry++;
    }
    const sdx_job *job = failed_job_of(c, fstage);
    int64_t wasted = 0;
    for (int j = 0; j < fs->n; j++)
        if (fs->g[j].explained)
            wasted += fs->g[j].wasted_ms;
    sdx_finding *f = rp_finding(c, "failure.fetch_after_executor_loss", "%d fetch failure%s in %s after executor %s "
                                "was lost%s", nfetch, nfetch == 1 ? "" : "s", rp_stage_label(c, fstage),
                                dead ? dead->id : bm_exec ? bm_exec : "?",
                                nretry ? rp_strf(c, "; %d stage attempt%s re-ran", nretry, nretry == 1 ? "" : "s") : "");
    rp_where_stage(f, fstage);
    if (dead) {
        f->where.executor = dead->id;
        /* this finding names the loss: failure.executor_lost leaves it out */
        rp_fact(c, f, loss_reported_key(c, dead->id), fstage->s->stage_id, 1);
    }
    f->impact_ms = job ? c->wall_ms : retry_ms + wasted / (fstage->slots > 0 ? fstage->slots : 1);
    f->confidence = dead ? CF(CF_FETCH_DEAD) : CF(CF_FETCH);
    f->severity = job ? SDX_SEV_CRITICAL : rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "fetch_failed", "count", "%d FetchFailed task attempt%s in %s: shuffle %d, map "
                            "output of executor %s missing (reduce partitions %s)", nfetch, nfetch == 1 ? "" : "s",
                            rp_stage_label(c, fstage), fg->first->fetch_shuffle_id, bm_exec ? bm_exec : "?", reduces);
    rp_num(e, "count", nfetch);
    rp_num(e, "shuffle", fg->first->fetch_shuffle_id);
    if (dead) {
        int code = 0;
        int hc = exit_code_of(dead->remove_reason, &code);
        const char *mn = hc ? sdx_exit_code_meaning(code) : NULL;
        e = rp_ev(c, f, "executor_lost", "text", "executor %s (%s) was the first to die, %s after the start: %s%s",
                  dead->id, dead->host ? dead->host : "?", rp_ms(c, (double)(dead->remove_time - c->app_start)),
                  first_line(c, dead->remove_reason, 160), mn ? rp_strf(c, " (%s)", mn) : "");
        rp_num(e, "time", (double)dead->remove_time);
        if (hc)
            rp_num(e, "exit_code", code);
        if (first_fetch != INT64_MAX)
            rp_num(e, "before_fetch_failure_ms", (double)(first_fetch - dead->remove_time));
    }
    if (lost) {
        e = rp_ev(c, f, "task_lost", "text", "task of partition %d in %s was running on it: %s", lost->part,
                  rp_stage_label(c, lost->s), first_line(c, lost->first->error, 200));
        rp_num(e, "partition", lost->part);
    }
    if (nretry) {
        e = rp_ev(c, f, "stage_retries", "count", "stage attempts re-run: %s (%s)", retries, rp_ms(c, (double)retry_ms));
        rp_num(e, "count", nretry);
        rp_num(e, "duration", (double)retry_ms);
    }
    job_abort_evidence(c, f, job);
    if (!job)
        rp_against(c, f, "outcome", "text", "the retries succeeded: the application finished, %s later",
                   rp_ms(c, (double)retry_ms));
    int shuffle_service = rp_conf_bool(c, "spark.shuffle.service.enabled", 0);
    rp_fix(c, f, SDX_FIX_CONFIG, shuffle_service ? "graceful decommissioning: spark.decommission.enabled=true and "
                                                   "spark.storage.decommission.shuffleBlocks.enabled=true"
                                                 : "keep shuffle files when an executor dies: spark.shuffle.service.enabled=true "
                                                   "(external shuffle service) or spark.decommission.enabled=true with "
                                                   "spark.storage.decommission.shuffleBlocks.enabled=true",
           "the map outputs survive the executor, so the reduce stage does not fail and the map stage is not re-run",
           "a shuffle service must run on every node (YARN aux service, or K8s shuffle tracking instead)");
    rp_fix(c, f, SDX_FIX_CONFIG, "find why the executor died (its stderr / the loss reason above) and fix that: "
           "memory, preemption, node loss", "the fetch failures are a consequence", NULL);
    rp_confirm(c, f, "the executor's removal reason and its stderr around %s; FetchFailed tasks name its block "
               "manager (BlockManagerId(%s, ...))", dead ? rp_ms(c, (double)(dead->remove_time - c->app_start)) : "the loss",
               bm_exec ? bm_exec : "?");
    rp_verify(c, f, "FetchFailed task attempts and stage attempts > 0 (now %d and %d)", nfetch, nretry);
    if (job)
        fs->explained = 1;
    return 1;
}

/* ---- deterministic failures ---- */

static sdx_fix_kind kind_of_class(int fc)
{
    switch (fc) {
    case SDX_FC_DATASCHEMA:
    case SDX_FC_IO: return SDX_FIX_DATA;
    case SDX_FC_RESOURCE:
    case SDX_FC_SHUFFLE:
    case SDX_FC_TIMEOUTNETWORK:
    case SDX_FC_DRIVER: return SDX_FIX_CONFIG;
    default: return SDX_FIX_CODE;
    }
}

typedef struct dbucket {
    const rp_stage *s;
    const char *sig;
    const fgroup *first;
    int32_t parts[12];
    int nparts, total_parts, attempts, max_attempts;
    const char *execs[MAX_EXECS];
    int nexecs;
    int nhosts;
    int64_t wasted;
} dbucket;

static void deterministic(rp_ctx *c, fstate *fs)
{
    double min_att = rp_th(c, "failure.deterministic_attempts");
    dbucket b[16];
    int nb = 0;
    for (int j = 0; j < fs->n; j++) {
        fgroup *g = &fs->g[j];
        if (g->explained || g->reason != SDX_REASON_EXCEPTION)
            continue;
        const sdx_job *job = failed_job_of(c, g->s);
        if (g->s->s->status != SDX_STAGE_FAILED && !job)
            continue;   /* it succeeded in the end: transient */
        dbucket *k = NULL;
        for (int i = 0; i < nb; i++)
            if (b[i].s->s->stage_id == g->s->s->stage_id && !strcmp(b[i].sig, g->sig))
                k = &b[i];
        if (!k) {
            if (nb >= 16)
                continue;
            k = &b[nb++];
            memset(k, 0, sizeof *k);
            k->s = g->s;
            k->sig = g->sig;
            k->first = g;
        }
        if (k->nparts < 12)
            k->parts[k->nparts++] = g->part;
        k->total_parts++;
        k->attempts += g->attempts;
        if (g->attempts > k->max_attempts)
            k->max_attempts = g->attempts;
        if (g->attempts > k->first->attempts)
            k->first = g;
        for (int i = 0; i < g->nexecs; i++)
            add_unique(k->execs, &k->nexecs, g->execs[i]);
        if (g->nhosts > k->nhosts)
            k->nhosts = g->nhosts;
        k->wasted += g->wasted_ms;
        g->explained = 1;
    }
    for (int i = 0; i < nb; i++) {
        dbucket *k = &b[i];
        if (k->max_attempts < min_att)
            continue;
        const fgroup *g = k->first;
        const sdx_job *job = failed_job_of(c, k->s);
        triage_facts t;
        triage_error(c, g->first->error, &t);
        char parts[96] = "";
        for (int p = 0; p < k->nparts; p++) {
            char x[16];
            snprintf(x, sizeof x, "%s%d", p ? ", " : "", k->parts[p]);
            strncat(parts, x, sizeof parts - strlen(parts) - 1);
        }
        if (k->total_parts > k->nparts)
            strncat(parts, ", ...", sizeof parts - strlen(parts) - 1);
        fgroup execs = {0};
        for (int e = 0; e < k->nexecs; e++)
            execs.execs[execs.nexecs++] = k->execs[e];
        sdx_finding *f = rp_finding(c, "failure.deterministic", "%s %s of %s failed the same way on every attempt "
                                    "(%d attempt%s%s): %s", k->total_parts == 1 ? "Partition" : "Partitions", parts,
                                    rp_stage_label(c, k->s), k->attempts, k->attempts == 1 ? "" : "s",
                                    k->nexecs > 1 ? rp_strf(c, " on %d executors", k->nexecs) : "",
                                    short_exception(c, t.klass ? t.klass : k->sig, t.root));
        rp_where_stage(f, k->s);
        f->where.partition = g->part;
        f->impact_ms = failure_impact(c, job, k->wasted, k->s->slots);
        f->confidence = k->nexecs > 1 ? CF(CF_DETERMINISTIC_EXECS) : CF(CF_DETERMINISTIC);
        f->severity = job ? SDX_SEV_CRITICAL : SDX_SEV_HIGH;
        sdx_evidence *e = rp_ev(c, f, "failed_attempts", "count", "partition %d failed %d time%s with %s on "
                                "executor%s %s (%d host%s)%s", g->part, g->attempts, g->attempts == 1 ? "" : "s",
                                k->sig, k->nexecs == 1 ? "" : "s", executors_text(c, &execs), k->nhosts,
                                k->nhosts == 1 ? "" : "s",
                                k->total_parts > 1 ? rp_strf(c, "; %d partitions failed the same way", k->total_parts)
                                                   : "");
        rp_num(e, "count", g->attempts);
        rp_num(e, "partition", g->part);
        rp_num(e, "executors", k->nexecs);
        rp_num(e, "partitions", k->total_parts);
        rp_num(e, "attempts", k->attempts);
        rp_ev(c, f, "root_exception", "text", "%s", t.root ? t.root : k->sig);
        if (t.fclass)
            rp_ev(c, f, "failure_class", "text", "failure class %s (%s)%s%s", t.fclass, t.rule ? t.rule : "?",
                  t.explanation ? ": " : "", t.explanation ? t.explanation : "");
        job_abort_evidence(c, f, job);
        if (k->nexecs < 2)
            rp_against(c, f, "executors", "count", "all attempts ran on one executor (%s): a bad node is not ruled "
                       "out", k->execs[0] ? k->execs[0] : "?");
        const char *err = g->first->error ? g->first->error : "";
        int cast = strstr(err, "CAST_INVALID_INPUT") || strstr(err, "NumberFormatException") ||
                   strstr(err, "cannot be cast") || strstr(err, "DateTimeException") || strstr(err, "CAST_OVERFLOW");
        int record = cast || t.fc == SDX_FC_DATASCHEMA;
        if (cast) {
            rp_fix(c, f, SDX_FIX_CONFIG, "spark.sql.ansi.enabled=false makes the failing cast return NULL",
                   "the query stops failing at once", "hides bad data: the bad values silently become NULL");
            rp_fix(c, f, SDX_FIX_CODE, "safe casts: try_cast(col AS INT) / try_to_number, then count and inspect the "
                   "NULLs", "only the bad values become NULL, and you can count them", NULL);
        }
        if (record) {
            rp_fix(c, f, SDX_FIX_DATA, "quarantine bad records: read with mode PERMISSIVE and "
                   "columnNameOfCorruptRecord (or badRecordsPath), write the bad rows aside and alert on their count",
                   "the job keeps running on good data; bad rows are kept for the producer", NULL);
            rp_fix(c, f, SDX_FIX_DATA, rp_strf(c, "find the record: the exception quotes the value; filter the "
                                               "input of partition %d for it and fix it at the source", g->part),
                   "a fix at the source stops it for every consumer", NULL);
        } else {
            for (int n = 0; n < t.nnext; n++)
                rp_fix(c, f, kind_of_class(t.fc), t.next[n], n == 0 ? t.explanation : NULL, NULL);
            if (!t.nnext)
                rp_fix(c, f, SDX_FIX_CODE, "fix the code path in the stack trace (the first frame in your code)",
                       "the same input fails on every executor: this is not the environment", NULL);
        }
        rp_confirm(c, f, "retrying does not help: %d attempts failed with the same exception on %d executor%s; run "
                   "the stage's logic on partition %d alone", k->attempts, k->nexecs, k->nexecs == 1 ? "" : "s",
                   g->part);
        rp_verify(c, f, "failed task attempts of %s (now %d) and the job result", rp_stage_label(c, k->s),
                  k->attempts);
        if (job)
            fs->explained = 1;
    }
}

/* ---- what is left: executor losses, transient failures, aborts ---- */

static void leftovers(rp_ctx *c, fstate *fs)
{
    /* executors lost for other reasons */
    int nlost = 0;
    const sdx_executor *lost[MAX_EXECS];
    for (uint32_t i = 0; i < c->m->nexecutors && nlost < MAX_EXECS; i++) {
        const sdx_executor *e = c->m->executors[i];
        if (e->remove_time < 0 || !e->remove_reason)
            continue;
        const char *r = e->remove_reason;
        if (strstr(r, "explicit termination") || strstr(r, "killed by driver") || strstr(r, "Executor killed") ||
            strstr(r, "idle") || strstr(r, "Finished") || strstr(r, "decommission"))
            continue;
        if (loss_reported(c, e->id))
            continue;   /* a fetch-failure finding already names this loss */
        lost[nlost++] = e;
    }
    int lost_tasks = 0;
    int64_t lost_wasted = 0;
    const rp_stage *ls = NULL;
    for (int j = 0; j < fs->n; j++)
        if (!fs->g[j].explained && fs->g[j].reason == SDX_REASON_EXECUTOR_LOST) {
            fs->g[j].explained = 1;
            if (group_loss_reported(c, &fs->g[j]))
                continue;   /* the tasks died with a loss already reported */
            lost_tasks += fs->g[j].attempts;
            lost_wasted += fs->g[j].wasted_ms;
            ls = fs->g[j].s;
        }
    if (nlost || lost_tasks) {
        const sdx_job *job = ls ? failed_job_of(c, ls) : NULL;
        sdx_finding *f = rp_finding(c, "failure.executor_lost", "%d executor%s lost%s", nlost, nlost == 1 ? "" : "s",
                                    lost_tasks ? rp_strf(c, "; %d task attempt%s failed with them", lost_tasks,
                                                         lost_tasks == 1 ? "" : "s") : "");
        if (ls)
            rp_where_stage(f, ls);
        f->impact_ms = failure_impact(c, job, lost_wasted, ls ? ls->slots : c->slots);
        f->confidence = CF(CF_EXECUTOR_LOST);
        f->severity = job ? SDX_SEV_CRITICAL : rp_severity(c, f->impact_ms, SDX_SEV_MEDIUM);
        for (int d = 0; d < nlost && d < 4; d++) {
            int code = 0;
            int hc = exit_code_of(lost[d]->remove_reason, &code);
            const char *mn = hc ? sdx_exit_code_meaning(code) : NULL;
            sdx_evidence *e = rp_ev(c, f, "executor_removed", "text", "executor %s removed %s after the start: %s%s",
                                    lost[d]->id, rp_ms(c, (double)(lost[d]->remove_time - c->app_start)),
                                    first_line(c, lost[d]->remove_reason, 160), mn ? rp_strf(c, " (%s)", mn) : "");
            if (hc)
                rp_num(e, "exit_code", code);
            if (!f->where.executor)
                f->where.executor = lost[d]->id;
        }
        job_abort_evidence(c, f, job);
        rp_fix(c, f, SDX_FIX_CONFIG, "read the loss reason and the executor's stderr; for preemption / spot loss "
               "enable graceful decommissioning (spark.decommission.enabled=true)",
               "the exit code names the cause: memory (52, 137, 143), node loss, preemption", NULL);
        rp_verify(c, f, "executors removed with a failure reason: none");
        if (job)
            fs->explained = 1;
    }
    /* transient: failed, then succeeded */
    int ntrans = 0;
    int64_t wasted = 0;
    const fgroup *tg = NULL;
    for (int j = 0; j < fs->n; j++) {
        const fgroup *g = &fs->g[j];
        if (g->explained)
            continue;
        ntrans += g->attempts;
        wasted += g->wasted_ms;
        if (!tg || g->attempts > tg->attempts)
            tg = g;
    }
    if (ntrans && tg) {
        const sdx_job *job = failed_job_of(c, tg->s);
        const char *klass;
        const char *root = root_cause(c, tg->first->error, &klass);
        sdx_finding *f = rp_finding(c, job ? "failure.job_aborted" : "failure.transient",
                                    "%d task attempt%s failed%s (%s)", ntrans, ntrans == 1 ? "" : "s",
                                    job ? " and the job aborted" : " and succeeded on retry", klass ? klass : tg->sig);
        rp_where_stage(f, tg->s);
        f->where.partition = tg->part;
        f->impact_ms = failure_impact(c, job, wasted, tg->s->slots);
        f->confidence = CF(CF_TRANSIENT);
        f->severity = job ? SDX_SEV_CRITICAL : rp_severity(c, f->impact_ms, SDX_SEV_MEDIUM);
        sdx_evidence *e = rp_ev(c, f, "failed_attempts", "count", "%d failed attempt%s, most in partition %d of %s on "
                                "executor%s %s", ntrans, ntrans == 1 ? "" : "s", tg->part, rp_stage_label(c, tg->s),
                                tg->nexecs == 1 ? "" : "s", executors_text(c, tg));
        rp_num(e, "count", ntrans);
        rp_num(e, "wasted_ms", (double)wasted);
        rp_ev(c, f, "root_exception", "text", "%s", root ? root : tg->sig);
        job_abort_evidence(c, f, job);
        rp_fix(c, f, SDX_FIX_CONFIG, "if they cluster on one host, exclude it (spark.excludeOnFailure.enabled=true)",
               "a bad disk or node fails tasks that succeed elsewhere", NULL);
        rp_verify(c, f, "failed task attempts (now %d)", ntrans);
        if (job)
            fs->explained = 1;
    }
    /* failed jobs nothing above explains */
    if (!fs->explained)
        for (uint32_t i = 0; i < c->m->njobs; i++) {
            const sdx_job *j = c->m->jobs[i];
            if (j->status != SDX_JOB_FAILED)
                continue;
            const char *msg = j->failure_message ? j->failure_message : "no message recorded";
            int result_size = strstr(msg, "maxResultSize") != NULL;
            if (result_size)
                continue;   /* driver.result_size reports it */
            sdx_finding *f = rp_finding(c, "failure.job_aborted", "Job %d failed: %s", j->job_id,
                                        first_line(c, msg, 120));
            f->where.job = j->job_id;
            f->impact_ms = c->wall_ms;
            f->confidence = CF(CF_JOB_ABORTED);
            f->severity = SDX_SEV_CRITICAL;
            rp_ev(c, f, "job_abort", "text", "%s", first_line(c, msg, 400));
            if (j->call_site)
                rp_ev(c, f, "call_site", "text", "action: %s", j->call_site);
            rp_fix(c, f, SDX_FIX_CODE, "read the driver log around the failure (sparkdx failure driver.log)",
                   "the event log records only the abort message", NULL);
            rp_verify(c, f, "job %d succeeds", j->job_id);
            fs->explained = 1;
            break;
        }
}

static void run(rp_ctx *c)
{
    fstate *fs = sdx_xcalloc(1, sizeof *fs);
    if (!fs) {
        c->oom = 1;
        return;
    }
    collect(c, fs);
    size_t before = c->findings.n;
    executor_oom(c, fs);
    fetch_after_loss(c, fs);
    deterministic(c, fs);
    leftovers(c, fs);
    if (c->findings.n == before) {
        int removed = 0;
        for (uint32_t i = 0; i < c->m->nexecutors; i++)
            if (c->m->executors[i]->remove_time >= 0)
                removed++;
        rp_ruled_out(c, "failures", "no failed task attempts%s",
                     removed ? rp_strf(c, "; %d executor%s removed without failing a task", removed,
                                       removed == 1 ? "" : "s")
                             : " and no executor lost");
    }
    free(fs);
}

const rp_rule rp_rule_failures = RP_RULE("failures", ids, thresholds, confidences, run);
