/*
 * cmd_stages.c: `sparkdx stages LOG` shows the Spark UI's Jobs and Stages
 * pages in the terminal: every job and stage attempt with status, duration,
 * task counts, input / output / shuffle / spill, and for a stage
 * (--stage N[.A]) the "Summary Metrics" table (min, 25th percentile,
 * median, 75th percentile, max) computed with Spark's own quantile rule.
 * Numbers are formatted as the UI formats them (UIUtils.formatDuration,
 * Utils.bytesToString).
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"
#include "sparkdx/format.h"

static const char USAGE[] =
    "usage: sparkdx stages LOG [--stage N[.A]] [--quantiles Q,...]\n"
    "\n"
    "Shows jobs and stages of an application as the Spark UI does, and with --stage\n"
    "the summary metrics of a stage attempt's successful tasks (default quantiles\n"
    "0,0.25,0.5,0.75,1 like the UI; --quantiles chooses others).\n"
    "LOG is an event log file, a rolling eventlog_v2_* or legacy directory, a /logs\n"
    "zip, or - for stdin.\n";

static void print_jobs(const sdx_model *m)
{
    printf("Jobs (%u)\n", m->njobs);
    printf("  %-5s %-10s %-36s %-24s %9s %7s %13s\n", "Job", "Status", "Description", "Submitted", "Duration",
           "Stages", "Tasks");
    for (uint32_t i = m->njobs; i-- > 0;) {
        const sdx_job *j = m->jobs[i];
        char sub[32] = "-", dur[32] = "-", tasks[48];
        if (j->submission_time >= 0)
            sdx_fmt_date(j->submission_time, sub);
        if (j->submission_time >= 0 && j->completion_time >= 0)
            sdx_fmt_duration(j->completion_time - j->submission_time, dur);
        snprintf(tasks, sizeof tasks, "%d/%d%s", j->completed_tasks, j->num_tasks - j->skipped_tasks,
                 j->failed_tasks ? " (failed)" : "");
        char stages[32];
        snprintf(stages, sizeof stages, "%d/%d", j->completed_stages, (int)j->nstage_ids - j->skipped_stages);
        const char *desc = j->description ? j->description : j->name;
        printf("  %-5d %-10s %-36.36s %-24s %9s %7s %13s\n", j->job_id, sdx_job_status_names[j->status],
               desc ? desc : "", sub, dur, stages, tasks);
    }
}

static void print_stages(const sdx_model *m)
{
    printf("\nStages (%u)\n", m->nstages);
    printf("  %-7s %-9s %-30s %9s %11s %10s %10s %10s %10s %10s %10s\n", "Stage", "Status", "Description",
           "Duration", "Tasks", "Input", "Output", "Shuf Read", "Shuf Write", "Spill Mem", "Spill Disk");
    for (uint32_t i = m->nstages; i-- > 0;) {
        const sdx_stage *s = m->stages[i];
        char id[24], dur[32] = "-", tasks[48], in[32], out[32], sr[32], sw[32], sm[32], sd[32];
        snprintf(id, sizeof id, "%d.%d", s->stage_id, s->attempt_id);
        if (s->has_submission_time && s->has_completion_time)
            sdx_fmt_duration(s->completion_time - s->submission_time, dur);
        snprintf(tasks, sizeof tasks, "%d/%d%s", s->completed_tasks, s->num_tasks,
                 s->failed_tasks ? "!" : "");
        sdx_fmt_bytes(s->m[SDX_TM_INPUT_BYTES], in);
        sdx_fmt_bytes(s->m[SDX_TM_OUTPUT_BYTES], out);
        sdx_fmt_bytes(s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ], sr);
        sdx_fmt_bytes(s->m[SDX_TM_SHUFFLE_WRITE_BYTES], sw);
        sdx_fmt_bytes(s->m[SDX_TM_MEMORY_BYTES_SPILLED], sm);
        sdx_fmt_bytes(s->m[SDX_TM_DISK_BYTES_SPILLED], sd);
        printf("  %-7s %-9s %-30.30s %9s %11s %10s %10s %10s %10s %10s %10s\n", id,
               sdx_stage_status_names[s->status], s->name ? s->name : "", dur, tasks, in, out, sr, sw, sm, sd);
        if (s->failure_reason) {
            const char *nl = strchr(s->failure_reason, '\n');
            int n = nl ? (int)(nl - s->failure_reason) : (int)strlen(s->failure_reason);
            printf("          failed: %.*s\n", n > 160 ? 160 : n, s->failure_reason);
        }
    }
}

typedef enum { F_DURATION, F_BYTES, F_COUNT } fmt_kind;

static void fmt_value(double v, fmt_kind k, char out[32])
{
    if (isnan(v)) {
        snprintf(out, 32, "-");
        return;
    }
    if (k == F_DURATION)
        sdx_fmt_duration((int64_t)v, out);
    else if (k == F_BYTES)
        sdx_fmt_bytes((int64_t)v, out);
    else
        snprintf(out, 32, "%.0f", v);
}

static void summary_row(const char *name, const double *v, const double *v2, size_t nq, fmt_kind k, fmt_kind k2)
{
    printf("  %-34s", name);
    for (size_t i = 0; i < nq; i++) {
        char a[32], b[32], cell[70];
        fmt_value(v[i], k, a);
        if (v2) {
            fmt_value(v2[i], k2, b);
            snprintf(cell, sizeof cell, "%s / %s", a, b);
        } else {
            snprintf(cell, sizeof cell, "%s", a);
        }
        printf(" %18s", cell);
    }
    printf("\n");
}

static int print_summary(const sdx_model *m, int32_t sid, int32_t att, const double *q, size_t nq,
                         int custom)
{
    const sdx_stage *s = sdx_model_stage(m, sid, att);
    if (!s) {
        cli_errorf("no stage %d.%d in this log", sid, att);
        return EXIT_NOTFOUND;
    }
    double *o = calloc((size_t)SDX_TS_COUNT * nq, sizeof(double));
    int64_t count;
    if (custom || s->tasks) {
        count = sdx_stage_task_summary(s, q, nq, o);
    } else {
        /* streaming summary: quantiles 0, .25, .5, .75, 1 out of the 7 kept */
        static const int pick[5] = {0, 2, 3, 4, 6};
        const sdx_stage_summary *sum = s->summary;
        count = sum ? sum->count : 0;
        for (size_t j = 0; sum && j < nq; j++) {
            int p = pick[j];
            for (int k = 0; k < SDX_TM_COUNT; k++)
                o[(size_t)k * nq + j] = sum->m[k][p];
            o[(size_t)SDX_TS_DURATION * nq + j] = sum->duration[p];
            o[(size_t)SDX_TS_SCHEDULER_DELAY * nq + j] = sum->scheduler_delay[p];
            o[(size_t)SDX_TS_SHUFFLE_READ_BYTES * nq + j] = sum->shuffle_read_bytes[p];
            o[(size_t)SDX_TS_GETTING_RESULT_TIME * nq + j] = NAN;
        }
    }
    printf("\nSummary Metrics for %" PRId64 " Completed Tasks of stage %d.%d (%s)\n", count, sid, att,
           s->name ? s->name : "");
    if (count <= 0) {
        printf("  no successful task reported metrics\n");
        free(o);
        return EXIT_OK;
    }
    printf("  %-34s", "Metric");
    for (size_t i = 0; i < nq; i++) {
        char h[32];
        if (q[i] == 0.0)
            snprintf(h, sizeof h, "Min");
        else if (q[i] == 1.0)
            snprintf(h, sizeof h, "Max");
        else if (q[i] == 0.5)
            snprintf(h, sizeof h, "Median");
        else
            snprintf(h, sizeof h, "%gth pct", q[i] * 100);
        printf(" %18s", h);
    }
    printf("\n");
#define ROW(name, k, f) summary_row(name, o + (size_t)(k) * nq, NULL, nq, f, f)
#define ROW2(name, k1, k2, f1, f2) summary_row(name, o + (size_t)(k1) * nq, o + (size_t)(k2) * nq, nq, f1, f2)
    ROW("Duration", SDX_TS_DURATION, F_DURATION);
    ROW("Scheduler Delay", SDX_TS_SCHEDULER_DELAY, F_DURATION);
    ROW("Task Deserialization Time", SDX_TM_EXECUTOR_DESERIALIZE_TIME, F_DURATION);
    ROW("GC Time", SDX_TM_JVM_GC_TIME, F_DURATION);
    ROW("Result Serialization Time", SDX_TM_RESULT_SERIALIZATION_TIME, F_DURATION);
    if (!isnan(o[(size_t)SDX_TS_GETTING_RESULT_TIME * nq]))
        ROW("Getting Result Time", SDX_TS_GETTING_RESULT_TIME, F_DURATION);
    ROW("Peak Execution Memory", SDX_TM_PEAK_EXECUTION_MEMORY, F_BYTES);
    if (s->m[SDX_TM_INPUT_BYTES] || s->m[SDX_TM_INPUT_RECORDS])
        ROW2("Input Size / Records", SDX_TM_INPUT_BYTES, SDX_TM_INPUT_RECORDS, F_BYTES, F_COUNT);
    if (s->m[SDX_TM_OUTPUT_BYTES] || s->m[SDX_TM_OUTPUT_RECORDS])
        ROW2("Output Size / Records", SDX_TM_OUTPUT_BYTES, SDX_TM_OUTPUT_RECORDS, F_BYTES, F_COUNT);
    if (s->m[SDX_TM_SHUFFLE_WRITE_BYTES])
        ROW2("Shuffle Write Size / Records", SDX_TM_SHUFFLE_WRITE_BYTES, SDX_TM_SHUFFLE_WRITE_RECORDS, F_BYTES,
             F_COUNT);
    if (s->m[SDX_TM_SHUFFLE_LOCAL_BYTES_READ] + s->m[SDX_TM_SHUFFLE_REMOTE_BYTES_READ]) {
        ROW("Shuffle Read Blocked Time", SDX_TM_SHUFFLE_FETCH_WAIT_TIME, F_DURATION);
        ROW2("Shuffle Read Size / Records", SDX_TS_SHUFFLE_READ_BYTES, SDX_TM_SHUFFLE_RECORDS_READ, F_BYTES,
             F_COUNT);
        ROW("Shuffle Remote Reads", SDX_TM_SHUFFLE_REMOTE_BYTES_READ, F_BYTES);
    }
    if (s->m[SDX_TM_MEMORY_BYTES_SPILLED] || s->m[SDX_TM_DISK_BYTES_SPILLED]) {
        ROW("Spill (memory)", SDX_TM_MEMORY_BYTES_SPILLED, F_BYTES);
        ROW("Spill (disk)", SDX_TM_DISK_BYTES_SPILLED, F_BYTES);
    }
#undef ROW
#undef ROW2
    free(o);
    return EXIT_OK;
}

int cmd_stages(int argc, char **argv)
{
    const char *log = NULL, *stage = NULL, *quant = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(USAGE, stdout);
            return EXIT_OK;
        } else if (!strcmp(argv[i], "--stage") && i + 1 < argc) {
            stage = argv[++i];
        } else if (!strcmp(argv[i], "--quantiles") && i + 1 < argc) {
            quant = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            cli_errorf("unknown option '%s'", argv[i]);
            fputs(USAGE, stderr);
            return EXIT_USAGE;
        } else if (!log) {
            log = argv[i];
        } else {
            fputs(USAGE, stderr);
            return EXIT_USAGE;
        }
    }
    if (!log) {
        fputs(USAGE, stderr);
        return EXIT_USAGE;
    }
    double q[32] = {0.0, 0.25, 0.5, 0.75, 1.0};
    size_t nq = 5;
    if (quant) {
        nq = 0;
        char *copy = strdup(quant), *save = NULL;
        for (char *t = strtok_r(copy, ",", &save); t && nq < 32; t = strtok_r(NULL, ",", &save)) {
            char *end;
            q[nq] = strtod(t, &end);
            if (*end || q[nq] < 0 || q[nq] > 1) {
                cli_errorf("bad quantile '%s' (expected numbers between 0 and 1)", t);
                free(copy);
                return EXIT_USAGE;
            }
            nq++;
        }
        free(copy);
        for (size_t i = 1; i < nq; i++)
            for (size_t j = i; j > 0 && q[j - 1] > q[j]; j--) {
                double t = q[j];
                q[j] = q[j - 1];
                q[j - 1] = t;
            }
    }
    int32_t sid = -1, att = 0;
    if (stage && sscanf(stage, "%d.%d", &sid, &att) < 1) {
        cli_errorf("bad --stage '%s' (expected N or N.A)", stage);
        return EXIT_USAGE;
    }

    sdx_loglist list;
    sdx_error err;
    char ebuf[2200];
    if (sdx_logs_scan(log, &list, &err) < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        return EXIT_INPUT;
    }
    if (list.n != 1) {
        cli_errorf("%s holds %zu application logs; name one of them", log, list.n);
        sdx_loglist_free(&list);
        return EXIT_USAGE;
    }
    sdx_model *m = NULL;
    int rc = sdx_model_build(&list.logs[0], (quant ? SDX_KEEP_TASKS : 0) | SDX_SKIP_SQL, &m, &err);
    if (rc < 0) {
        cli_errorf("%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        sdx_loglist_free(&list);
        return EXIT_INPUT;
    }
    int exit_code = EXIT_OK;
    if (err.code != SDX_OK) {
        cli_errorf("warning: %s (showing what was read before it)", sdx_error_format(&err, ebuf, sizeof ebuf));
        exit_code = EXIT_INPUT;
    } else if (m->stats.warning[0]) {
        cli_errorf("warning: %s", m->stats.warning);
    }
    printf("Application %s (%s)%s, Spark %s\n", m->app_id ? m->app_id : "?", m->app_name ? m->app_name : "?",
           m->in_progress ? ", in progress" : "", m->spark_version ? m->spark_version : "unknown");
    if (m->attempt.start_time >= 0) {
        char st[32], dur[32];
        sdx_fmt_date(m->attempt.start_time, st);
        if (m->app_end_time >= 0)
            sdx_fmt_duration(m->app_end_time - m->attempt.start_time, dur);
        printf("Started %s, %s%s\n\n", st, m->app_end_time >= 0 ? "ran " : "no end event",
               m->app_end_time >= 0 ? dur : "");
    }
    if (sid >= 0) {
        int r2 = print_summary(m, sid, att, q, nq, quant != NULL);
        if (r2 != EXIT_OK)
            exit_code = r2;
    } else {
        print_jobs(m);
        print_stages(m);
    }
    sdx_model_free(m);
    sdx_loglist_free(&list);
    return exit_code;
}
