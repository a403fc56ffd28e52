/*
 * input.c: how files are read and written. input.unsplittable: one task
 * reads (nearly) all of a stage's input while slots idle, because the file
 * is compressed with a codec Hadoop cannot split (gzip, zip, lz4, snappy and
 * zstd streams). input.small_files: many files far below
 * spark.sql.files.openCostInBytes. output.small_files: a write that creates
 * many small files, usually tasks x distinct partition values. File counts
 * and sizes come from the SQL plan's scan and write metrics.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
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
    {"input.listing_share", 0.05, SDX_UNIT_RATIO,
     "share of the wall clock spent in Spark's parallel file-listing jobs at or above which listing is a finding",
     "sparkdx: listing below it is context (partition discovery is expected structure)"},
};

static const char *const ids[] = {"input.unsplittable", "input.small_files", "output.small_files",
                                  "input.partition_listing"};

enum { CF_UNSPLITTABLE, CF_SMALL_FILES, CF_OUTPUT_SMALL_FILES, CF_LISTING };
static const sdx_confidence confidences[] = {
    [CF_UNSPLITTABLE] = {"input.unsplittable", 0.9, "one task read the input of a non-splittable file"},
    [CF_SMALL_FILES] = {"input.small_files", 0.6, "many small input files"},
    [CF_OUTPUT_SMALL_FILES] = {"output.small_files", 0.8, "a write created many small files"},
    [CF_LISTING] = {"input.partition_listing", 0.8, "file-listing jobs hold a share of the run"},
};
#define CF(k) (confidences[k].value)

static const char *const unsplittable_ext[] = {".gz", ".gzip", ".zip", ".lz4", ".snappy", ".zst", ".zstd",
                                               ".deflate", ".xz", ".br", ".Z"};

/* The compressed-file extension in a path list, or NULL. */
static const char *find_ext(const char *text, const char **where)
{
    if (!text)
        return NULL;
    for (size_t i = 0; i < sizeof unsplittable_ext / sizeof unsplittable_ext[0]; i++) {
        const char *e = unsplittable_ext[i];
        size_t n = strlen(e);
        for (const char *p = strstr(text, e); p; p = strstr(p + 1, e)) {
            char after = p[n];
            if (after == 0 || after == ']' || after == ',' || after == ' ' || after == '\n' || after == '"' ||
                after == '/' || after == ')') {
                if (where)
                    *where = p;
                return e;
            }
        }
    }
    return NULL;
}

struct scan_ud {
    const char *ext;
    const sdx_plan_node *node;
};

static int scan_cb(const sdx_plan_node *n, void *ud)
{
    struct scan_ud *s = ud;
    if (!n->node_name || !strstr(n->node_name, "Scan"))
        return 0;
    const char *e = find_ext(rp_node_meta(n, "Location"), NULL);
    if (!e)
        e = find_ext(n->simple_string, NULL);
    if (e) {
        s->ext = e;
        s->node = n;
        return 1;
    }
    return 0;
}

/* A path around the extension found in `text` (for the evidence). */
static const char *path_around(rp_ctx *c, const char *text, const char *ext)
{
    const char *p;
    if (!text || !find_ext(text, &p))
        return NULL;
    const char *a = p;
    while (a > text && a[-1] != '[' && a[-1] != ' ' && a[-1] != ',' && a[-1] != '"')
        a--;
    const char *b = p + strlen(ext);
    return rp_strf(c, "%.*s", (int)(b - a), a);
}

static void unsplittable(rp_ctx *c)
{
    double share_th = rp_th(c, "input.unsplittable_share");
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        const sdx_stage_summary *sum = s->sum;
        if (!s->ran || rp_claimed(c, s) || s->input <= 0 || sum->max_input.bytes <= 0 || s->slots < 2)
            continue;
        double share = (double)sum->max_input.bytes / (double)s->input;
        if (share < share_th)
            continue;
        struct scan_ud su = {NULL, NULL};
        const char *path = NULL;
        if (s->sql) {
            rp_plan_walk(s->sql->plan, scan_cb, &su);
            if (su.node) {
                path = path_around(c, rp_node_meta(su.node, "Location"), su.ext);
                if (!path)
                    path = path_around(c, su.node->simple_string, su.ext);
            }
        }
        for (uint32_t k = 0; !su.ext && k < s->s->nrdds; k++) {
            su.ext = find_ext(s->s->rdds[k].name, NULL);
            if (su.ext)
                path = s->s->rdds[k].name;
        }
        double dur = (double)sum->max_input.duration;
        double gain = dur * (1.0 - 1.0 / s->slots);
        if (!su.ext || gain < rp_th(c, "report.min_impact_ms"))
            continue;
        int gz = !strcmp(su.ext, ".gz") || !strcmp(su.ext, ".gzip");
        sdx_finding *f = rp_finding(c, "input.unsplittable", "One task read %s of %s's input from a %s file that "
                                    "cannot be split, while %d of %d slots idled", rp_pct(c, share),
                                    rp_stage_label(c, s), gz ? "gzip" : su.ext + 1, s->slots - 1, s->slots);
        rp_where_stage(f, s);
        if (su.node)
            rp_where_node(f, s->sql, su.node);
        f->where.partition = sum->max_input.partition >= 0 ? sum->max_input.partition : sum->max_input.index;
        f->impact_ms = (int64_t)gain;
        f->confidence = CF(CF_UNSPLITTABLE);
        f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
        sdx_evidence *e = rp_ev(c, f, "input_bytes", "bytes", "task %d read %s of the stage's %s input (%s) in %s",
                                f->where.partition, rp_bytes(c, (double)sum->max_input.bytes),
                                rp_bytes(c, (double)s->input), rp_pct(c, share), rp_ms(c, dur));
        rp_num(e, "max", (double)sum->max_input.bytes);
        rp_num(e, "total", (double)s->input);
        rp_num(e, "share", share);
        rp_num(e, "duration", dur);
        e = rp_ev(c, f, "task_count", "count", "%lld input task%s on %d slots", (long long)sum->count,
                  sum->count == 1 ? "" : "s", s->slots);
        rp_num(e, "value", (double)sum->count);
        rp_num(e, "slots", s->slots);
        e = rp_ev(c, f, "codec", "text", "%s%s: %s streams can only be read from the start, so Spark makes one "
                  "split per file", path ? path : "input", path ? "" : rp_strf(c, " (%s)", su.ext),
                  gz ? "gzip" : su.ext + 1);
        rp_fix(c, f, SDX_FIX_DATA, "store the input splittable: uncompressed, bzip2, or Parquet/ORC (compressed "
               "inside, splittable by row group)", "every slot reads a part of the file", "a format change upstream");
        rp_fix(c, f, SDX_FIX_DATA, rp_strf(c, "split the file into ~%d parts before compressing (one per slot or "
                                           "per 128 MiB)", s->slots > 2 ? s->slots : 4),
               "one task per file, in parallel", NULL);
        rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "repartition(%d) right after reading", s->slots * 2),
               "the work after the read runs in parallel", "the read itself stays on one task");
        rp_confirm(c, f, "the scan's file list: one file with a %s extension, and Input Size of the stage's only "
                   "busy task", su.ext);
        rp_verify(c, f, "number of tasks and duration of %s (now %lld task, %s)", rp_stage_label(c, s),
                  (long long)sum->count, rp_ms(c, (double)s->dur));
        rp_claim(c, f, s);
    }
}

/* Plan node names may end in a space ("Scan csv "). */
static int trimmed_len(const char *s)
{
    size_t n = strlen(s);
    while (n && s[n - 1] == ' ')
        n--;
    return (int)n;
}

/* Stages of an execution that read input / wrote output, the longest. */
static const rp_stage *exec_stage(rp_ctx *c, const sdx_sql_exec *e, int output)
{
    const rp_stage *best = NULL;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (!s->ran || s->sql != e)
            continue;
        if (output ? !(s->output > 0 || (s->ops & SDX_OP_WRITE)) : !(s->input > 0 || (s->ops & SDX_OP_SCAN)))
            continue;
        if (!best || s->dur > best->dur)
            best = s;
    }
    return best;
}

struct files_ud {
    rp_ctx *c;
    const sdx_sql_exec *e;
    int output;
};

static int small_input_cb(const sdx_plan_node *n, void *ud)
{
    struct files_ud *u = ud;
    rp_ctx *c = u->c;
    if (!n->node_name || !strstr(n->node_name, "Scan"))
        return 0;
    double files, size;
    if (!rp_node_metric(u->e, n, "number of files read", &files, NULL) ||
        !rp_node_metric(u->e, n, "size of files read", &size, NULL))
        return 0;
    if (files < rp_th(c, "input.small_files_min") || files <= 0)
        return 0;
    double avg = size / files;
    if (avg >= rp_th(c, "input.small_file_bytes"))
        return 0;
    const rp_stage *s = exec_stage(c, u->e, 0);
    double meta = 0, listing = 0;
    rp_node_metric(u->e, n, "metadata time", &meta, NULL);
    rp_node_metric(u->e, n, "file listing time", &listing, NULL);
    /* what reading them as few files would save: the per-file open cost, as
     * the time of the scan stage beyond its bytes' share, plus listing */
    double gain = (s ? (double)s->model * 0.5 : 0) + (isfinite(meta) ? meta : 0);
    sdx_finding *f = rp_finding(c, "input.small_files", "%s files of %s on average read by %s: file opening and "
                                "listing dominate", rp_count(c, files), rp_bytes(c, avg),
                                s ? rp_stage_label(c, s) : "a scan");
    if (s)
        rp_where_stage(f, s);
    rp_where_node(f, u->e, n);
    f->impact_ms = (int64_t)gain;
    f->confidence = CF(CF_SMALL_FILES);
    f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    if (f->severity < SDX_SEV_MEDIUM && files >= 10 * rp_th(c, "input.small_files_min"))
        f->severity = SDX_SEV_MEDIUM;
    sdx_evidence *e = rp_ev(c, f, "files_read", "count", "%.*s: %s files, %s in total, %s per file on average "
                            "(spark.sql.files.openCostInBytes %s)", trimmed_len(n->node_name), n->node_name, rp_count(c, files), rp_bytes(c, size),
                            rp_bytes(c, avg), rp_bytes(c, rp_th(c, "input.small_file_bytes")));
    rp_num(e, "value", files);
    rp_num(e, "total", size);
    rp_num(e, "average", avg);
    if (s) {
        e = rp_ev(c, f, "task_count", "count", "%lld tasks read them (%.0f files per task) in %s",
                  (long long)s->sum->count, files / (double)(s->sum->count ? s->sum->count : 1), rp_ms(c, (double)s->dur));
        rp_num(e, "value", (double)s->sum->count);
        rp_num(e, "files_per_task", files / (double)(s->sum->count ? s->sum->count : 1));
    }
    if (meta > 0 || listing > 0) {
        e = rp_ev(c, f, "listing_time", "ms", "metadata time %s, file listing time %s", rp_ms(c, meta),
                  rp_ms(c, listing));
        rp_num(e, "metadata", meta);
        rp_num(e, "listing", listing);
    }
    rp_fix(c, f, SDX_FIX_CONFIG, "spark.sql.files.maxPartitionBytes / openCostInBytes: pack more files per task",
           "fewer tasks, each opening many files", "the files are still opened one by one");
    rp_fix(c, f, SDX_FIX_DATA, "compact the input: rewrite it as files of 128 MiB-1 GiB (or a table format with "
           "compaction: Delta OPTIMIZE, Iceberg rewrite_data_files)", "listing and opening cost is per file", NULL);
    rp_fix(c, f, SDX_FIX_CODE, "fix the producer: coalesce / repartition before writing the upstream data",
           "small files are usually created by a write with too many tasks", NULL);
    rp_confirm(c, f, "'number of files read' and 'size of files read' of the scan in the SQL tab");
    rp_verify(c, f, "number of files read (now %s) and the scan stage's duration", rp_count(c, files));
    if (s)
        rp_claim(c, f, s);
    return 0;
}

static int small_output_cb(const sdx_plan_node *n, void *ud)
{
    struct files_ud *u = ud;
    rp_ctx *c = u->c;
    double files, bytes;
    if (!rp_node_metric(u->e, n, "number of written files", &files, NULL))
        return 0;
    if (!rp_node_metric(u->e, n, "written output", &bytes, NULL))
        bytes = 0;
    if (files < rp_th(c, "output.small_files_min") || files <= 0)
        return 0;
    double avg = bytes / files;
    if (avg >= rp_th(c, "output.small_file_bytes"))
        return 0;
    double parts = 0;
    rp_node_metric(u->e, n, "number of dynamic part", &parts, NULL);
    const rp_stage *s = exec_stage(c, u->e, 1);
    double gain = 0;
    double ntasks = s ? (double)s->sum->count : 0;
    double ideal = parts > 0 ? parts : 1;
    if (s && ntasks > ideal) {
        /* per-task and per-file fixed costs: what the 25th percentile task pays */
        gain = (ntasks - (s->slots > ideal ? s->slots : ideal)) * s->sum->duration[RP_Q_P25] / s->slots;
        if (gain < 0)
            gain = 0;
        if (s->dur > 0 && gain > 0.9 * (double)s->dur)
            gain = 0.9 * (double)s->dur;
    }
    sdx_finding *f = rp_finding(c, "output.small_files", "The write created %s files of %s on average%s",
                                rp_count(c, files), rp_bytes(c, avg),
                                parts > 0 && ntasks > 0 ? rp_strf(c, ": %.0f tasks x %.0f partition values", ntasks, parts)
                                                        : "");
    if (s)
        rp_where_stage(f, s);
    rp_where_node(f, u->e, n);
    f->impact_ms = (int64_t)gain;
    f->confidence = CF(CF_OUTPUT_SMALL_FILES);
    f->severity = rp_severity(c, f->impact_ms, SDX_SEV_HIGH);
    if (f->severity < SDX_SEV_MEDIUM)
        f->severity = SDX_SEV_MEDIUM;   /* every reader of the table pays it again */
    sdx_evidence *e = rp_ev(c, f, "files_written", "count", "%s: %s files, %s written, %s per file on average",
                            n->node_name, rp_count(c, files), rp_bytes(c, bytes), rp_bytes(c, avg));
    rp_num(e, "value", files);
    rp_num(e, "total", bytes);
    rp_num(e, "average", avg);
    if (s) {
        e = rp_ev(c, f, "task_count", "count", "%.0f writing tasks%s: up to tasks x values = %.0f files", ntasks,
                  parts > 0 ? rp_strf(c, " x %.0f distinct partition values", parts) : "",
                  ntasks * (parts > 0 ? parts : 1));
        rp_num(e, "tasks", ntasks);
        if (parts > 0)
            rp_num(e, "partition_values", parts);
        e = rp_ev(c, f, "task_duration", "ms", "writing tasks: median %s, output per task median %s",
                  rp_ms(c, s->sum->duration[RP_Q_MED]), rp_bytes(c, s->sum->m[SDX_TM_OUTPUT_BYTES][RP_Q_MED]));
        rp_num(e, "median", s->sum->duration[RP_Q_MED]);
    }
    rp_fix(c, f, SDX_FIX_CONFIG, "spark.sql.adaptive.coalescePartitions.enabled=true (and AQE on) so the shuffle "
           "before the write produces fewer, bigger partitions", "fewer writing tasks, fewer files per value",
           "only when a shuffle precedes the write");
    rp_fix(c, f, SDX_FIX_CODE, "repartition by the partition column(s) before partitionBy(...).write: "
           "df.repartition('date').write.partitionBy('date')", "each value is written by one task: one file per "
           "value (or set spark.sql.files.maxRecordsPerFile to cap file size)", "a hot value makes one big task");
    rp_fix(c, f, SDX_FIX_DATA, "compact after writing (Delta OPTIMIZE / auto-compaction, Iceberg "
           "rewrite_data_files)", "readers see few files", "a second pass over the data");
    rp_confirm(c, f, "'number of written files' and 'written output' of the write command in the SQL tab");
    rp_verify(c, f, "number of written files (now %s) and average file size (now %s)", rp_count(c, files),
              rp_bytes(c, avg));
    if (s)
        rp_claim(c, f, s);
    return 0;
}

/* Spark lists the files of a path with many directories in a job of its own
 * ("Listing leaf files and directories for N paths", InMemoryFileIndex);
 * what it costs is those jobs' wall clock (the query waits for them). */
static void partition_listing(rp_ctx *c)
{
    int64_t ms = 0, tasks = 0;
    long paths = 0;
    int njobs = 0;
    for (uint32_t i = 0; i < c->m->njobs; i++) {
        const sdx_job *j = c->m->jobs[i];
        const char *d = j->description ? j->description : j->name;
        if (!rp_is_listing_text(d) || j->submission_time < 0)
            continue;
        njobs++;
        int64_t end = j->completion_time >= 0 ? j->completion_time : c->app_end;
        if (end > j->submission_time)
            ms += end - j->submission_time;
        tasks += j->num_tasks;
        const char *f = strstr(d, " for ");
        if (f)
            paths += strtol(f + 5, NULL, 10);
    }
    if (!njobs || c->wall_ms <= 0)
        return;
    double share = (double)ms / (double)c->wall_ms;
    if (share < rp_th(c, "input.listing_share") || ms < rp_th(c, "report.min_impact_ms"))
        return;   /* context: the report's "where the time goes" counts them */
    sdx_finding *f = rp_finding(c, "input.partition_listing", "Listing the input's files took %s in %d job%s (%s of "
                                "the run)", rp_ms(c, (double)ms), njobs, njobs == 1 ? "" : "s", rp_pct(c, share));
    f->impact_ms = ms;
    f->confidence = CF(CF_LISTING);
    f->severity = rp_severity(c, ms, SDX_SEV_HIGH);
    sdx_evidence *e = rp_ev(c, f, "listing_jobs", "ms", "%d listing job%s, %s in all, %s tasks%s", njobs,
                            njobs == 1 ? "" : "s", rp_ms(c, (double)ms), rp_count(c, (double)tasks),
                            paths > 0 ? rp_strf(c, ", %s paths listed", rp_count(c, (double)paths)) : "");
    rp_num(e, "value", (double)ms);
    rp_num(e, "jobs", njobs);
    rp_num(e, "tasks", (double)tasks);
    if (paths > 0)
        rp_num(e, "paths", (double)paths);
    rp_ev(c, f, "driver", "text", "the driver merges the listing and builds the file index before the query's "
          "first job; that time is in the driver-only gaps");
    rp_fix(c, f, SDX_FIX_CODE, "read only the partitions needed: a path or a filter on the partition columns that "
           "prunes the directories (spark.read.parquet(base + '/date=2024-01-*') or a partition filter)",
           "fewer directories are listed", NULL);
    rp_fix(c, f, SDX_FIX_DATA, "keep the file list in a catalog: a metastore table with "
           "spark.sql.hive.manageFilesourcePartitions=true, or a table format (Delta, Iceberg, Hudi) whose metadata "
           "lists the files", "no directory walk at read time", "a migration of the table");
    rp_verify(c, f, "time of the 'Listing leaf files and directories' jobs (now %s)", rp_ms(c, (double)ms));
}

static void run(rp_ctx *c)
{
    size_t before = c->findings.n;
    unsplittable(c);
    partition_listing(c);
    for (uint32_t i = 0; i < c->m->nsql; i++) {
        struct files_ud u = {c, c->m->sql[i], 0};
        rp_plan_walk(c->m->sql[i]->plan, small_input_cb, &u);
        u.output = 1;
        rp_plan_walk(c->m->sql[i]->plan, small_output_cb, &u);
    }
    if (c->findings.n == before) {
        int64_t in = 0;
        for (uint32_t i = 0; i < c->nst; i++)
            in += c->st[i].input;
        if (in > 0)
            rp_ruled_out(c, "input", "input is read in parallel (no task reads most of a stage's input) and no "
                         "scan reads many small files");
    }
}

const rp_rule rp_rule_input = RP_RULE("input", ids, thresholds, confidences, run);
