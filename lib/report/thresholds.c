/*
 * thresholds.c: the one table of numbers the rules compare against, with
 * where each default comes from (Spark's own defaults, the stage-time model,
 * published tool thresholds), and the ways to override them: by key from a
 * "key = value" config file or from the caller (CLI --set). docs/rules.md is
 * this table in prose; `sparkdx report --thresholds` prints it, and a test
 * checks the two agree.
 */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "report/internal.h"

#define MIB (1024.0 * 1024.0)

static const sdx_threshold table[] = {
    /* ranking and severity */
    {"report.min_impact_ms", 500, SDX_UNIT_MS,
     "a performance finding must save at least this much wall clock to be reported",
     "sparkdx: below a typical task launch + scheduling round trip the estimate is noise"},
    {"severity.high_share", 0.20, SDX_UNIT_RATIO,
     "a finding whose impact is at least this share of the application's wall clock is high",
     "sparkdx: one fifth of the run is what an on-call engineer would escalate"},
    {"severity.medium_share", 0.05, SDX_UNIT_RATIO,
     "... at least this share is medium (below: low)",
     "sparkdx: the noise floor of run-to-run variation of the same job"},
    {"stage.heavy_share", 0.05, SDX_UNIT_RATIO,
     "stages taking at least this share of the wall clock are shown with the stage-time model",
     "sparkdx"},
    {"stage.tail_share", 0.25, SDX_UNIT_RATIO,
     "a stage whose slowest task ended it and ran alone for at least this share of the stage is "
     "skew-bound even when total / slots is larger (the straggler started late)",
     "sparkdx: list-scheduling bound, stage <= (total - slowest) / slots + slowest"},
    /* skew */
    {"skew.duration_factor", 5, SDX_UNIT_NUMBER,
     "slowest task / median task duration at or above which a stage is skewed",
     "Spark spark.sql.adaptive.skewJoin.skewedPartitionFactor default 5 (applied to time)"},
    {"skew.bytes_factor", 5, SDX_UNIT_NUMBER,
     "largest / median shuffle read (bytes or records) at or above which the data is skewed",
     "Spark spark.sql.adaptive.skewJoin.skewedPartitionFactor default 5"},
    {"skew.bytes_threshold", 256 * MIB, SDX_UNIT_BYTES,
     "AQE splits a partition only above this size (used to say whether AQE at defaults would act)",
     "Spark spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes default 256MB"},
    {"skew.min_partition_bytes", 1 * MIB, SDX_UNIT_BYTES,
     "data skew needs a largest partition of at least this size and skew.bytes_factor x the mean "
     "(the stage's bytes / tasks), not only the median: many empty partitions make any median small",
     "sparkdx"},
    {"skew.min_tasks", 4, SDX_UNIT_NUMBER,
     "stages with fewer successful tasks have no meaningful median",
     "sparkdx"},
    {"skew.max_salts", 64, SDX_UNIT_NUMBER,
     "upper bound of the suggested salt count",
     "sparkdx: beyond it the replicated small side costs more than the skew"},
    /* partitions */
    {"partitions.advisory_bytes", 64 * MIB, SDX_UNIT_BYTES,
     "target shuffle bytes per task when sizing partitions",
     "Spark spark.sql.adaptive.advisoryPartitionSizeInBytes default 64MB"},
    {"partitions.tiny_task_ms", 200, SDX_UNIT_MS,
     "median task duration below which tasks are dominated by fixed per-task costs",
     "Spark tuning guide: 'Spark can efficiently support tasks as short as 200 ms'"},
    {"partitions.too_many_factor", 4, SDX_UNIT_NUMBER,
     "tasks at least this many times what the data needs (max(slots, bytes / advisory)) are too many",
     "sparkdx"},
    {"partitions.spill_share", 0.5, SDX_UNIT_RATIO,
     "share of tasks spilling above which a stage 'spills in most tasks'",
     "sparkdx"},
    {"partitions.even_factor", 2, SDX_UNIT_NUMBER,
     "max / median task duration below which the quantiles are 'high together' (not skew)",
     "sparkdx"},
    /* scheduler delay */
    {"tasks.scheduler_delay_share", 0.25, SDX_UNIT_RATIO,
     "scheduler delay + deserialization as a share of task time above which overhead dominates",
     "Spark UI: scheduler delay is 'time waiting to be scheduled, shipped, and results fetched'; "
     "sparkdx threshold"},
    /* spill */
    {"spill.min_disk_bytes", 16 * MIB, SDX_UNIT_BYTES,
     "disk spill of a stage below this is not worth a finding",
     "sparkdx"},
    {"spill.cost_share", 0.33, SDX_UNIT_RATIO,
     "share of a spilling task's time assumed spent on spill I/O and merging (impact estimate)",
     "sparkdx assumption: external sorts/aggregations commonly run 1.5-3x slower than in memory"},
    /* gc */
    {"gc.share", 0.10, SDX_UNIT_RATIO,
     "GC time / task run time at or above which GC is a finding (stage or executor)",
     "Dr. Elephant ExecutorGcHeuristic gc_severity_A_threshold: 0.08 low, 0.10 moderate, "
     "0.15 severe, 0.20 critical"},
    {"gc.healthy_share", 0.05, SDX_UNIT_RATIO,
     "GC share a healthy JVM keeps; the impact is the GC time above it",
     "Databricks 'Tuning Java Garbage Collection for Spark Applications' (2015); sparkdx"},
    /* input / output */
    {"input.unsplittable_share", 0.9, SDX_UNIT_RATIO,
     "one task reading at least this share of a stage's input marks it unsplittable",
     "sparkdx"},
    {"input.small_file_bytes", 4 * MIB, SDX_UNIT_BYTES,
     "average input file size below which files are 'small'",
     "Spark spark.sql.files.openCostInBytes default 4MB (cost of opening a file, in bytes)"},
    {"input.small_files_min", 500, SDX_UNIT_NUMBER,
     "files read at or above which small files are a finding",
     "sparkdx"},
    {"output.small_file_bytes", 16 * MIB, SDX_UNIT_BYTES,
     "average written file size below which output files are 'small'",
     "Parquet / HDFS block size 128MB; sparkdx uses 1/8 of it"},
    {"output.small_files_min", 200, SDX_UNIT_NUMBER,
     "files written at or above which small output files are a finding",
     "sparkdx"},
    /* parallelism and resources */
    {"parallelism.idle_utilization", 0.30, SDX_UNIT_RATIO,
     "task time / (slots x wall clock) below which cores mostly idle",
     "Sparklens (qubole) 'core compute hours wasted' view; sparkdx threshold"},
    {"parallelism.idle_min_core_ms", 3600000, SDX_UNIT_MS,
     "idle core time below this (one core-hour) is low severity whatever the share",
     "sparkdx"},
    /* driver */
    {"driver.gap_share", 0.30, SDX_UNIT_RATIO,
     "driver-only time (no job running) above this share of the wall clock is a finding ...",
     "sparkdx"},
    {"driver.gap_min_ms", 60000, SDX_UNIT_MS,
     "... when it is also at least this long",
     "sparkdx"},
    {"driver.result_share", 0.5, SDX_UNIT_RATIO,
     "results of one job at or above this share of spark.driver.maxResultSize are a finding",
     "Spark spark.driver.maxResultSize default 1g"},
    /* python */
    {"python.min_share", 0.10, SDX_UNIT_RATIO,
     "stages running Python UDFs must take at least this share of task time",
     "sparkdx"},
    {"python.gain_share", 0.5, SDX_UNIT_RATIO,
     "share of a row-at-a-time Python UDF stage assumed saved by built-ins / vectorized UDFs",
     "Databricks 'Introducing Pandas UDF' (2017): 3x-100x over row-at-a-time UDFs; sparkdx uses 2x"},
    /* joins and config */
    {"config.broadcast_bytes", 10 * MIB, SDX_UNIT_BYTES,
     "a join side at most this big would be broadcast at Spark's default",
     "Spark spark.sql.autoBroadcastJoinThreshold default 10MB"},
    /* failures */
    {"failure.deterministic_attempts", 2, SDX_UNIT_NUMBER,
     "failures of the same partition with the same exception at least this often are deterministic",
     "Spark spark.task.maxFailures default 4; two equal failures already rule out chance"},
};

#define NTABLE (sizeof table / sizeof table[0])
_Static_assert(NTABLE <= SDX_REPORT_MAX_THRESHOLDS, "raise SDX_REPORT_MAX_THRESHOLDS");

const sdx_threshold *sdx_thresholds(size_t *n)
{
    *n = NTABLE;
    return table;
}

void sdx_report_opts_init(sdx_report_opts *o)
{
    memset(o, 0, sizeof *o);
    for (size_t i = 0; i < NTABLE; i++)
        o->value[i] = table[i].value;
    o->top_stages = 5;
}

static int find_key(const char *key)
{
    for (size_t i = 0; i < NTABLE; i++)
        if (!strcmp(table[i].key, key))
            return (int)i;
    return -1;
}

double sdx_report_opts_get(const sdx_report_opts *o, const char *key)
{
    int i = find_key(key);
    return i < 0 ? NAN : o->value[i];
}

double rp_th(const rp_ctx *c, const char *key)
{
    int i = find_key(key);
    assert(i >= 0 && "threshold key missing from the table");
    return i < 0 ? NAN : c->o->value[i];
}

/* Parse "256m", "64MiB", "1.5g", "4k", "1024" as bytes (binary units, like
 * Spark's byteStringAsBytes). */
static int parse_bytes(const char *s, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno)
        return -1;
    while (*end == ' ')
        end++;
    double mul = 1;
    switch (tolower((unsigned char)*end)) {
    case 0: break;
    case 'b': mul = 1; break;
    case 'k': mul = 1024.0; break;
    case 'm': mul = MIB; break;
    case 'g': mul = 1024.0 * MIB; break;
    case 't': mul = 1024.0 * 1024.0 * MIB; break;
    default: return -1;
    }
    if (*end) {
        end++;
        if (tolower((unsigned char)*end) == 'i')
            end++;
        if (tolower((unsigned char)*end) == 'b')
            end++;
        if (*end)
            return -1;
    }
    *out = v * mul;
    return 0;
}

static int parse_ms(const char *s, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno)
        return -1;
    while (*end == ' ')
        end++;
    double mul;
    if (!*end || !strcasecmp(end, "ms"))
        mul = 1;
    else if (!strcasecmp(end, "s"))
        mul = 1000;
    else if (!strcasecmp(end, "min") || !strcasecmp(end, "m"))
        mul = 60000;
    else if (!strcasecmp(end, "h"))
        mul = 3600000;
    else
        return -1;
    *out = v * mul;
    return 0;
}

static int parse_number(const char *s, int ratio, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno)
        return -1;
    if (ratio && *end == '%') {
        v /= 100.0;
        end++;
    }
    if (*end)
        return -1;
    *out = v;
    return 0;
}

int sdx_report_opts_set(sdx_report_opts *o, const char *key, const char *value, sdx_error *err)
{
    int i = find_key(key);
    if (i < 0)
        return sdx_error_set(err, SDX_ERR_USAGE, "", UINT64_MAX,
                             "unknown threshold '%s' (sparkdx report --thresholds lists them)", key);
    double v;
    int rc;
    switch (table[i].unit) {
    case SDX_UNIT_BYTES: rc = parse_bytes(value, &v); break;
    case SDX_UNIT_MS: rc = parse_ms(value, &v); break;
    case SDX_UNIT_RATIO: rc = parse_number(value, 1, &v); break;
    default: rc = parse_number(value, 0, &v); break;
    }
    if (rc < 0 || !isfinite(v) || v < 0)
        return sdx_error_set(err, SDX_ERR_USAGE, "", UINT64_MAX, "bad value '%s' for threshold '%s'", value,
                             key);
    o->value[i] = v;
    o->overridden[i] = 1;
    return 0;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    return s;
}

int sdx_report_opts_load(sdx_report_opts *o, const char *path, sdx_error *err)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return sdx_error_set(err, SDX_ERR_IO, path, UINT64_MAX, "cannot open: %s", strerror(errno));
    char line[1024];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        char *s = trim(line);
        if (!*s)
            continue;
        char *sep = strchr(s, '=');
        if (!sep)
            sep = strpbrk(s, " \t");
        if (!sep) {
            fclose(f);
            return sdx_error_set(err, SDX_ERR_USAGE, path, UINT64_MAX, "line %d: expected 'key = value'", lineno);
        }
        *sep = 0;
        char *key = trim(s), *val = trim(sep + 1);
        sdx_error e2;
        if (sdx_report_opts_set(o, key, val, &e2) < 0) {
            fclose(f);
            return sdx_error_set(err, SDX_ERR_USAGE, path, UINT64_MAX, "line %d: %s", lineno, e2.msg);
        }
    }
    fclose(f);
    return 0;
}
