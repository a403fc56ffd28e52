/*
 * skew.c: one task holds the stage back. A stage is skewed when its slowest
 * task takes skew.duration_factor x the median (AQE's skewedPartitionFactor,
 * applied to time) and the stage-time model says the slowest task, not the
 * slots, sets its length. What the stage does (its plan operators) names the
 * rule: skew.join / skew.aggregate / skew.window / skew.shuffle / skew.input,
 * because the fixes differ (AQE splits join partitions only). When AQE
 * already split skewed partitions of the execution, the finding is
 * aqe.skew_split (info) with what is left.
 */
#include <stdio.h>
#include <string.h>

#include "rules/rule.h"

static const sdx_threshold thresholds[] = {
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
};

static const char *const ids[] = {
    "skew.join", "skew.aggregate", "skew.window", "skew.shuffle", "skew.input", "aqe.skew_split"
};

enum { CF_AQE_SPLIT, CF_TIME, CF_DATA, CF_INPUT };
static const sdx_confidence confidences[] = {
    [CF_AQE_SPLIT] = {"aqe.skew_split", 0.5, "what the AQE split saved: an estimate of a counterfactual"},
    [CF_TIME] = {"skew.*/time", 0.6, "skew shown by the task times"},
    [CF_DATA] = {"skew.*/data", 0.9, "... and by the shuffle read of the slowest partition"},
    [CF_INPUT] = {"skew.*/input", 0.85, "... and by the input of the slowest task"},
};
#define CF(k) (confidences[k].value)

/* Column names from a plan string's bracket group: "[key#1L, k2#7]" ->
 * "key, k2" (expression ids dropped). `which` = 0 for the first group. */
static const char *bracket_keys(rp_ctx *c, const char *s, int which, const char *after)
{
    if (!s)
        return NULL;
    if (after) {
        const char *a = strstr(s, after);
        if (!a)
            return NULL;
        s = a + strlen(after) - 1;
    }
    const char *p = s;
    for (int i = 0; i <= which; i++) {
        p = strchr(p, '[');
        if (!p)
            return NULL;
        if (i < which) {
            int depth = 0;
            for (; *p; p++) {
                if (*p == '[')
                    depth++;
                else if (*p == ']' && --depth == 0)
                    break;
            }
            if (!*p)
                return NULL;
        }
    }
    p++;
    char out[160];
    size_t n = 0;
    int depth = 0;
    for (; *p && n + 1 < sizeof out; p++) {
        if (*p == '[' || *p == '(')
            depth++;
        else if (*p == ')')
            depth--;
        else if (*p == ']' && depth-- == 0)
            break;
        if (*p == '#') {   /* skip the expression id: #12L */
            while (p[1] && p[1] != ',' && p[1] != ']' && p[1] != ')' && p[1] != ' ')
                p++;
            continue;
        }
        out[n++] = *p;
    }
    out[n] = 0;
    if (!n)
        return NULL;
    return rp_strdup(c, out);
}

typedef struct aqe_split {
    int64_t sql;
    double partitions, splits;
    const char *text;
} aqe_split;

static int find_aqe(const sdx_sql_exec *e, aqe_split *out)
{
    out->partitions = out->splits = 0;
    double v;
    if (rp_exec_metric_sum(e, "AQEShuffleRead", "number of skewed partitions", &v))
        out->partitions = v;
    if (rp_exec_metric_sum(e, "AQEShuffleRead", "number of skewed partition splits", &v))
        out->splits = v;
    return out->partitions > 0;
}

/* Keys without the optimizer-made columns (_groupingexpression, from a
 * grouping on an expression): NULL when nothing else is left. */
static const char *user_keys(rp_ctx *c, const char *keys)
{
    if (!keys)
        return NULL;
    char out[160];
    size_t n = 0;
    const char *p = keys;
    while (*p) {
        while (*p == ' ' || *p == ',')
            p++;
        const char *e = p;
        int depth = 0;
        for (; *e && !(depth == 0 && *e == ','); e++)
            depth += *e == '(' ? 1 : *e == ')' ? -1 : 0;
        size_t len = (size_t)(e - p);
        if (len && strncmp(p, "_groupingexpression", 19) && n + len + 3 < sizeof out) {
            if (n)
                out[n++] = ',', out[n++] = ' ';
            memcpy(out + n, p, len);
            n += len;
        }
        p = e;
    }
    out[n] = 0;
    return n ? rp_strdup(c, out) : NULL;
}

/* The aggregate / window operator that ran in stage s (the plan graph's
 * node-to-stage map), or NULL: the partial aggregate of the map side is
 * not the one that met the hot key. */
static const sdx_plan_node *op_in_stage(const rp_stage *s, int window)
{
    const sdx_plan_graph *g = &s->sql->graph;
    for (uint32_t i = 0; i < g->nnodes; i++) {
        const sdx_plan_node *n = g->nodes[i].plan;
        const char *nm = n && n->node_name ? n->node_name : "";
        if (window ? strcmp(nm, "Window") : !strstr(nm, "Aggregate") || strstr(nm, "Python"))
            continue;
        for (uint32_t k = 0; k < g->nodes[i].nstage_ids; k++)
            if (g->nodes[i].stage_ids[k] == s->s->stage_id)
                return n;
    }
    return NULL;
}

static const char *join_keys(rp_ctx *c, const rp_stage *s)
{
    if (!s->sql)
        return NULL;
    if ((s->ops & (SDX_OP_WINDOW | SDX_OP_AGG)) && !(s->ops & (SDX_OP_SMJ | SDX_OP_SHJ | SDX_OP_COGROUP))) {
        const sdx_plan_node *op = op_in_stage(s, (s->ops & SDX_OP_WINDOW) != 0);
        if (op)
            return user_keys(c, (s->ops & SDX_OP_WINDOW) ? bracket_keys(c, op->simple_string, 1, NULL)
                                                         : bracket_keys(c, op->simple_string, 0, "keys=["));
    }
    const sdx_plan_node *n = rp_plan_find(s->sql->plan, s->main_op ? s->main_op : "SortMergeJoin");
    if (!n)
        return NULL;
    const char *k;
    if (s->ops & SDX_OP_WINDOW)
        k = bracket_keys(c, n->simple_string, 1, NULL);
    else if (s->ops & (SDX_OP_SMJ | SDX_OP_SHJ))
        k = bracket_keys(c, n->simple_string, 0, NULL);
    else
        k = bracket_keys(c, n->simple_string, 0, "keys=[");
    /* a name the optimizer made up (_groupingexpression, _nondeterministic) is no column a user can look for */
    if (k && (strstr(k, "_groupingexpression") || strstr(k, "_nondeterministic")))
        return NULL;
    return k;
}

/* Size of the smaller side of a join, from its Exchange "data size". */
static double small_side_bytes(const rp_stage *s)
{
    if (!s->sql || !(s->ops & (SDX_OP_SMJ | SDX_OP_SHJ)))
        return -1;
    const sdx_plan_node *j = rp_plan_find(s->sql->plan, s->main_op ? s->main_op : "SortMergeJoin");
    if (!j || j->nchildren < 2)
        return -1;
    double best = -1;
    for (uint32_t i = 0; i < j->nchildren; i++) {
        const sdx_plan_node *x = rp_plan_find(j->children[i], "Exchange");
        if (!x)
            x = rp_plan_find(j->children[i], "ShuffleQueryStage");
        double v;
        if (x && rp_node_metric(s->sql, x, "data size", &v, NULL) && (best < 0 || v < best))
            best = v;
    }
    return best;
}

static void skew_stage(rp_ctx *c, const rp_stage *s, const aqe_split *aqe)
{
    const sdx_stage_summary *sum = s->sum;
    double med = sum->duration[RP_Q_MED], p75 = sum->duration[RP_Q_P75], p95 = sum->duration[RP_Q_P95];
    double mx = sum->duration[RP_Q_MAX];
    double tf = rp_th(c, "skew.duration_factor"), bf = rp_th(c, "skew.bytes_factor");
    double ratio = mx / (med > 1 ? med : 1);
    /* Time alone is not skew: without one partition holding far more data a
     * slow task is a straggler (JIT warm-up, a slow node, GC). Data skew the
     * time barely shows (under 2x) costs nothing yet. */
    double rm0 = sum->shuffle_read_bytes[RP_Q_MED], rx0 = sum->shuffle_read_bytes[RP_Q_MAX];
    double cm0 = sum->m[SDX_TM_SHUFFLE_RECORDS_READ][RP_Q_MED], cx0 = sum->m[SDX_TM_SHUFFLE_RECORDS_READ][RP_Q_MAX];
    double im0 = sum->m[SDX_TM_INPUT_BYTES][RP_Q_MED], ix0 = sum->m[SDX_TM_INPUT_BYTES][RP_Q_MAX];
    double n0 = sum->count > 0 ? (double)sum->count : 1, floor_bytes = rp_th(c, "skew.min_partition_bytes");
    double rmean = (double)s->shuffle_read / n0, imean = (double)s->input / n0;
    int data_skew = (rx0 >= floor_bytes && rx0 >= bf * rmean &&
                     (rx0 >= bf * (rm0 > 1 ? rm0 : 1) || cx0 >= bf * (cm0 > 1 ? cm0 : 1))) ||
                    (ix0 >= floor_bytes && ix0 >= bf * imean && ix0 >= bf * (im0 > 1 ? im0 : 1));
    if (!aqe && (!data_skew || ratio < 2))
        return;
    /* what the stage would take if the slowest task were cut to the rest */
    double rest = p95 < mx ? p95 : p75;
    if (rest < med)
        rest = med;
    double after = rest > (double)s->capacity ? rest : (double)s->capacity;
    double now = s->dur > 0 ? (double)s->dur : (double)s->model;
    int64_t impact = (int64_t)(now - after);
    if (impact < 0)
        impact = 0;
    if (s->dur >= 0 && impact > s->dur)
        impact = s->dur;
    if (aqe) {
        /* What the split saved: the hot partition as one task would have been
         * about `splits` pieces long (the pieces are the biggest tasks: the
         * mean of the top ones), and a straggler that long adds up to
         * unsplit x (1 - 1/slots) at the end of the stage; half of that is
         * the expected cost. An estimate of a counterfactual: confidence 0.5. */
        double pieces = 0;
        int k = sum->ntop < (int)aqe->splits ? sum->ntop : (int)aqe->splits;
        for (int i = 0; i < k; i++)
            pieces += (double)sum->top[i].duration;
        double unsplit = k ? aqe->splits * pieces / k : 0;
        impact = (int64_t)(unsplit * (1.0 - 1.0 / s->slots) / 2);
    }
    /* data skew that costs little on these slots (below the time factor, or
     * a saving under report.min_impact_ms) is still reported, as low: it is
     * the first thing to grow with the data or the cluster */
    int cheap = !aqe && (ratio < tf || impact < rp_th(c, "report.min_impact_ms"));

    double rmed = sum->shuffle_read_bytes[RP_Q_MED], rmax = sum->shuffle_read_bytes[RP_Q_MAX];
    double recmed = sum->m[SDX_TM_SHUFFLE_RECORDS_READ][RP_Q_MED], recmax = sum->m[SDX_TM_SHUFFLE_RECORDS_READ][RP_Q_MAX];
    double imed = sum->m[SDX_TM_INPUT_BYTES][RP_Q_MED], imax = sum->m[SDX_TM_INPUT_BYTES][RP_Q_MAX];
    int shuffle = s->nshuffle_in > 0 || rmax > 0;
    int32_t part = sum->ntop ? (sum->top[0].partition >= 0 ? sum->top[0].partition : sum->top[0].index) : -1;

    const char *id, *kind;
    if (aqe) {
        id = "aqe.skew_split";
        kind = "join";
    } else if (s->ops & (SDX_OP_SMJ | SDX_OP_SHJ | SDX_OP_COGROUP)) {
        id = "skew.join";
        kind = "join";
    } else if (s->ops & SDX_OP_WINDOW) {
        id = "skew.window";
        kind = "window";
    } else if (s->ops & SDX_OP_AGG) {
        id = "skew.aggregate";
        kind = "aggregation";
    } else if (shuffle) {
        id = "skew.shuffle";
        kind = "shuffle";
    } else {
        id = "skew.input";
        kind = "input";
    }
    const char *keys = join_keys(c, s);
    sdx_finding *f;
    if (aqe)
        f = rp_finding(c, id, "AQE split %.0f skewed partition%s of %s into %.0f tasks; the slowest task still takes "
                       "%.1fx the median", aqe->partitions, aqe->partitions == 1 ? "" : "s", rp_stage_label(c, s),
                       aqe->splits, ratio);
    else if (cheap)
        f = rp_finding(c, id, "%s%s has a hot partition: partition %d %s; it costs little at this scale (task "
                       "%.1fx the median)", kind[0] == 'j' ? "Join " : kind[0] == 'w' ? "Window " : kind[0] == 'a' ?
                       "Aggregation " : "", rp_stage_label(c, s), part,
                       shuffle ? rp_strf(c, "read %.0fx the median data", rmax / (rmed > 1 ? rmed : 1))
                               : rp_strf(c, "read %.0fx the median input", imax / (imed > 1 ? imed : 1)), ratio);
    else
        f = rp_finding(c, id, "%s%s waits on one task: partition %d ran %.0fx the median%s",
                       kind[0] == 'j' ? "Join " : kind[0] == 'w' ? "Window " : kind[0] == 'a' ? "Aggregation " : "",
                       rp_stage_label(c, s), part, ratio,
                       shuffle && rmed > 0 && rmax / rmed >= 2 ? rp_strf(c, " and read %.0fx its data", rmax / rmed) : "");
    rp_where_stage(f, s);
    f->where.partition = part;
    f->impact_ms = impact;
    f->confidence = aqe ? CF(CF_AQE_SPLIT) : CF(CF_TIME);
    if (!aqe && shuffle && rmed >= 0 && rmax >= bf * (rmed > 1 ? rmed : 1))
        f->confidence = CF(CF_DATA);   /* the data says so too */
    else if (!aqe && !shuffle && imax >= bf * (imed > 1 ? imed : 1))
        f->confidence = CF(CF_INPUT);
    f->severity = aqe ? SDX_SEV_INFO : rp_severity(c, impact, cheap ? SDX_SEV_LOW : SDX_SEV_HIGH);

    sdx_evidence *e;
    if (aqe) {
        e = rp_ev(c, f, "aqe_saved", "ms", "estimated saving of the split: the hot partition as one task would have "
                  "run about %s and held the end of the stage (estimate: %.0f pieces x the mean of the largest tasks)",
                  rp_ms(c, (double)impact * 2 / (1.0 - 1.0 / s->slots)), aqe->splits);
        rp_num(e, "value", (double)impact);
        e = rp_ev(c, f, "aqe_skewed_partitions", "count",
                  "AQEShuffleRead: %.0f skewed partition%s split into %.0f (spark.sql.adaptive.skewJoin.enabled)",
                  aqe->partitions, aqe->partitions == 1 ? "" : "s", aqe->splits);
        rp_num(e, "value", aqe->partitions);
        rp_num(e, "splits", aqe->splits);
    }
    e = rp_ev(c, f, "task_duration", "ms", "task duration: median %s, 75th pct %s, max %s (%.1fx the median) over %lld tasks",
              rp_ms(c, med), rp_ms(c, p75), rp_ms(c, mx), ratio, (long long)sum->count);
    rp_num(e, "median", med);
    rp_num(e, "p75", p75);
    rp_num(e, "max", mx);
    rp_num(e, "ratio", ratio);
    rp_num(e, "count", (double)sum->count);
    if (shuffle) {
        e = rp_ev(c, f, "shuffle_read_bytes", "bytes", "shuffle read: median %s, max %s (%.1fx)%s",
                  rp_bytes(c, rmed), rp_bytes(c, rmax), rmax / (rmed > 1 ? rmed : 1),
                  sum->max_read.index >= 0
                      ? rp_strf(c, ", largest in partition %d", sum->max_read.partition >= 0 ? sum->max_read.partition
                                                                                               : sum->max_read.index)
                      : "");
        rp_num(e, "median", rmed);
        rp_num(e, "max", rmax);
        rp_num(e, "ratio", rmax / (rmed > 1 ? rmed : 1));
        if (sum->max_read.index >= 0)
            rp_num(e, "partition", sum->max_read.partition >= 0 ? sum->max_read.partition : sum->max_read.index);
        e = rp_ev(c, f, "shuffle_read_records", "records", "shuffle records read: median %s, max %s (%.1fx)",
                  rp_count(c, recmed), rp_count(c, recmax), recmax / (recmed > 1 ? recmed : 1));
        rp_num(e, "median", recmed);
        rp_num(e, "max", recmax);
        rp_num(e, "ratio", recmax / (recmed > 1 ? recmed : 1));
        if (s->shuffle_read > 0 && sum->max_read.bytes > 0) {
            double share = (double)sum->max_read.bytes / (double)s->shuffle_read;
            e = rp_ev(c, f, "top_partition_share", "share", "the largest partition holds %s of the stage's shuffle "
                      "read (fair share %s)", rp_pct(c, share), rp_pct(c, 1.0 / (double)(sum->count ? sum->count : 1)));
            rp_num(e, "share", share);
        }
    } else if (imax > 0) {
        e = rp_ev(c, f, "input_bytes", "bytes", "input per task: median %s, max %s (%.1fx)", rp_bytes(c, imed),
                  rp_bytes(c, imax), imax / (imed > 1 ? imed : 1));
        rp_num(e, "median", imed);
        rp_num(e, "max", imax);
    }
    if (sum->tasks_spilling > 0 && sum->ntop) {
        double top_spill = (double)sum->top[0].disk_spill, top_mem = (double)sum->top[0].memory_spill;
        if (sum->tasks_spilling == 1 && top_mem > 0)
            e = rp_ev(c, f, "spill", "bytes", "spill only in the slowest task: %s memory / %s disk; no other task "
                      "spilled", rp_bytes(c, top_mem), rp_bytes(c, top_spill));
        else
            e = rp_ev(c, f, "spill", "bytes", "%lld of %lld tasks spilled; the slowest task spilled %s memory / %s disk",
                      (long long)sum->tasks_spilling, (long long)sum->count, rp_bytes(c, top_mem), rp_bytes(c, top_spill));
        rp_num(e, "count", (double)sum->tasks_spilling);
        rp_num(e, "max_task_memory", top_mem);
        rp_num(e, "max_task_disk", top_spill);
    }
    if (s->tail > 0 && s->slowest < s->capacity)
        e = rp_ev(c, f, "stage_time_model", "ms", "%s-bound: partition %d's task (%s) ended the stage; the other %lld "
                  "tasks needed %s on %d slots, so the stage waited %s on it alone (total task time %s / %d slots = "
                  "%s; stage took %s)", s->bound, part, rp_ms(c, (double)s->slowest), (long long)(sum->count - 1),
                  rp_ms(c, (double)s->others), s->slots, rp_ms(c, (double)s->tail), rp_ms(c, (double)s->total),
                  s->slots, rp_ms(c, (double)s->capacity), rp_ms(c, (double)s->dur));
    else
        e = rp_ev(c, f, "stage_time_model", "ms", "%s-bound: slowest task %s vs total task time %s / %d slots = %s "
                  "(stage took %s)", s->bound, rp_ms(c, (double)s->slowest), rp_ms(c, (double)s->total), s->slots,
                  rp_ms(c, (double)s->capacity), rp_ms(c, (double)s->dur));
    rp_num(e, "tail", (double)s->tail);
    rp_num(e, "skew_bound", !strcmp(s->bound, "skew"));
    rp_num(e, "slowest", (double)s->slowest);
    rp_num(e, "total", (double)s->total);
    rp_num(e, "slots", s->slots);
    rp_num(e, "capacity", (double)s->capacity);
    rp_num(e, "stage", (double)s->dur);
    if (s->main_op)
        rp_ev(c, f, "operator", "text", "operators: %s%s", s->ops_text ? s->ops_text : s->main_op,
              keys ? rp_strf(c, "; %s key: %s", kind[0] == 'j' ? "join" : kind[0] == 'w' ? "window partition"
                                                 : kind[0] == 'a' ? "grouping" : "shuffle", keys) : "");

    /* against */
    if (shuffle && rmed > 0 && rmax < 2 * rmed)
        rp_against(c, f, "shuffle_read_bytes", "bytes", "the slowest task read only %.1fx the median: the time is "
                   "not in the data size (check GC, a slow node, or expensive rows)", rmax / rmed);
    if (s->slowest < s->capacity)
        rp_against(c, f, "stage_time_model", "ms", "on %d slots the total task time / slots (%s) exceeds the slowest "
                   "task (%s): splitting it saves only the wait at the end (%s); with more slots the skew "
                   "dominates", s->slots, rp_ms(c, (double)s->capacity), rp_ms(c, (double)s->slowest),
                   rp_ms(c, (double)impact));
    if (sum->ntop >= 2 && sum->top[1].duration >= (int64_t)(mx / 2) && !aqe)
        rp_against(c, f, "task_duration", "ms", "more than one slow task (2nd slowest %s): several hot keys, or a "
                   "straggler node", rp_ms(c, (double)sum->top[1].duration));

    /* A few huge rows, not a hot key: the hot partition has about the
     * median's row count but many times its bytes. Salting and AQE's split
     * work at row granularity and cannot cut one row. */
    /* (collect_list / collect_set after a partial aggregation also reads
     * one record per map task for the hot key, each a long list: that is a
     * hot key, not a giant row) */
    int giant = shuffle && !aqe && !(s->ops & SDX_OP_COLLECT_AGG) && rmed > 0 && rmax / rmed >= bf &&
                recmax < 2 * (recmed > 1 ? recmed : 1);
    if (giant) {
        e = rp_ev(c, f, "row_size", "bytes", "partition %d read %s in %s records, the median %s in %s: about %s per "
                  "record against %s, a few very large rows rather than a hot key", part, rp_bytes(c, rmax),
                  rp_count(c, recmax), rp_bytes(c, rmed), rp_count(c, recmed),
                  rp_bytes(c, rmax / (recmax > 1 ? recmax : 1)), rp_bytes(c, rmed / (recmed > 1 ? recmed : 1)));
        rp_num(e, "bytes_ratio", rmax / rmed);
        rp_num(e, "records_ratio", recmax / (recmed > 1 ? recmed : 1));
        rp_against(c, f, "hot_key", "text", "not a hot key: the slow partition holds about as many records as the "
                   "median one; salting or isolating a key would not split its rows");
        rp_fix(c, f, SDX_FIX_DATA, "find the large rows: the size of the array, map, string or binary columns "
               "(size(col), length(col), octet_length(col)) ordered descending on the stage's input",
               "a row of hundreds of MiB (a collected list, a blob, a JSON document) is shuffled, sorted and held "
               "by one task", NULL);
        rp_fix(c, f, SDX_FIX_CODE, "shrink or split them before the shuffle: explode / slice the collection, drop "
               "or truncate the blob column, or keep the big payload out of the join and join it back by key",
               "the shuffle then moves rows of ordinary size", "changes the data model when the big value is needed "
               "downstream");
        rp_confirm(c, f, "the largest rows of the input: df.select(size(col)).orderBy(desc(...)).show(5)");
        rp_verify(c, f, "max task duration and max shuffle read records/bytes of %s (now %s, %s)",
                  rp_stage_label(c, s), rp_ms(c, mx), rp_bytes(c, rmax));
        rp_claim(c, f, s);
        return;
    }

    /* fixes, cheapest first */
    int aqe_on = rp_aqe_on(c);
    int skewjoin_on = rp_conf_bool(c, "spark.sql.adaptive.skewJoin.enabled", 1);
    double hot = sum->max_read.bytes > 0 ? (double)sum->max_read.bytes : rmax;
    double thr = (double)rp_conf_bytes(c, "spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes",
                                       (int64_t)rp_th(c, "skew.bytes_threshold"));
    double p75r = sum->shuffle_read_bytes[RP_Q_P75];
    int salts = (int)ceil(hot / (p75r > 1 ? p75r : (rmed > 1 ? rmed : 1)));
    if (salts < 2)
        salts = 2;
    if (salts > (int)rp_th(c, "skew.max_salts"))
        salts = (int)rp_th(c, "skew.max_salts");
    if (!strcmp(id, "skew.join")) {
        const char *conf;
        if (!aqe_on || !skewjoin_on)
            conf = "spark.sql.adaptive.enabled=true and spark.sql.adaptive.skewJoin.enabled=true";
        else
            conf = "keep AQE skew join on and lower its thresholds";
        if (hot > 0 && hot < thr)
            conf = rp_strf(c, "%s; spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes=%s (the hot partition "
                           "is %s, below the %s threshold, so AQE leaves it alone)", conf,
                           rp_bytes(c, hot / 2 > rmed * 2 ? hot / 2 : rmed * 2), rp_bytes(c, hot), rp_bytes(c, thr));
        double adv = (double)rp_conf_bytes(c, "spark.sql.adaptive.advisoryPartitionSizeInBytes",
                                           (int64_t)rp_th(c, "partitions.advisory_bytes"));
        if (hot > 0 && hot / adv < salts) {
            double piece = ceil(hot / salts / 1048576.0);
            if (piece < 1)
                piece = 1;
            conf = rp_strf(c, "%s; spark.sql.adaptive.advisoryPartitionSizeInBytes=%.0fm so the split makes about %d "
                           "pieces (at %s it makes %.0f)", conf, piece, salts, rp_bytes(c, adv), ceil(hot / adv));
        }
        rp_fix(c, f, SDX_FIX_CONFIG, conf,
               "AQE splits the hot partition of the big side into advisory-size pieces and replicates the matching "
               "partition of the other side: the slowest task drops to about the 75th percentile",
               "sort-merge and shuffled-hash joins only, not the preserved side of an outer join (no full outer); "
               "needs Spark 3.0+; a smaller advisory size also makes coalescing target smaller partitions");
        double small = small_side_bytes(s);
        rp_fix(c, f, SDX_FIX_JOIN,
               small > 0 ? rp_strf(c, "broadcast the smaller side (%s): broadcast(dim) in the join, or "
                                   "spark.sql.autoBroadcastJoinThreshold above its size", rp_bytes(c, small))
                         : "broadcast the smaller side: broadcast(dim) in the join, or raise "
                           "spark.sql.autoBroadcastJoinThreshold above its size",
               "a broadcast hash join does not shuffle the big side, so the hot key's rows stay spread over the big "
               "side's input tasks",
               "the small side must fit in the driver and in every executor's memory (hard limit 8 GB)");
        rp_fix(c, f, SDX_FIX_DATA,
               rp_strf(c, "isolate the hot key%s: join its rows separately (broadcasting the few matching rows of "
                       "the other side) and union with the join of the rest", keys ? rp_strf(c, " (%s)", keys) : ""),
               "the hot key's rows no longer meet in one task; the rest joins evenly",
               "the hot keys must be known and stable: re-check them every run (alert on top-partition share)");
        rp_fix(c, f, SDX_FIX_CODE,
               rp_strf(c, "salt the hot key selectively: add a salt 0..%d to the hot key's rows on the big side and "
                       "replicate the other side's matching rows %d times", salts - 1, salts),
               rp_strf(c, "spreads the hot partition (%s) over %d tasks of about the 75th percentile's size (%s)",
                       rp_bytes(c, hot), salts, rp_bytes(c, p75r)),
               "multiplies the other side's hot rows by the salt count; salt only the hot keys");
    } else if (!strcmp(id, "skew.aggregate")) {
        rp_against(c, f, "aqe", "text", "AQE's skew-join split does not apply to aggregations: %s",
                   aqe_on ? "AQE is on and left this stage as it is" : "turning AQE on would not fix it");
        if (s->ops & SDX_OP_COLLECT_AGG)
            rp_ev(c, f, "aggregate_function", "text", "collect_list / collect_set: partial aggregation cannot shrink "
                  "the hot key's rows before the shuffle");
        rp_fix(c, f, SDX_FIX_DATA,
               rp_strf(c, "isolate or drop the hot key%s: aggregate its rows separately, or filter it out if it is a "
                       "null / default value", keys ? rp_strf(c, " (%s)", keys) : ""),
               "a sentinel key (null, 0, 'unknown') is the most common hot key and often not wanted",
               "check what the hot key is first");
        rp_fix(c, f, SDX_FIX_CODE,
               rp_strf(c, "two-stage aggregation: groupBy(key, salt).agg(...) with salt = (rand()*%d).cast('int'), "
                       "then groupBy(key) to merge the partial results", salts),
               rp_strf(c, "the hot key's rows are first aggregated by %d tasks instead of one", salts),
               "only for aggregations that merge (sum, count, min/max, collect_list then flatten); not for exact "
               "percentiles");
    } else if (!strcmp(id, "skew.window")) {
        rp_against(c, f, "aqe", "text", "AQE does not split window partitions: a window's partition key must meet "
                   "in one task");
        rp_fix(c, f, SDX_FIX_DATA,
               rp_strf(c, "isolate the hot key%s: compute its window separately (with a finer partitioning when the "
                       "frame allows, e.g. key + day) and union", keys ? rp_strf(c, " (%s)", keys) : ""),
               "the other keys' windows run in parallel without waiting for the hot one",
               "the result must not depend on rows across the finer partitions");
        rp_fix(c, f, SDX_FIX_CODE,
               "change the logic: partition the window by a finer key, bound the frame (rowsBetween), or replace a "
               "per-key ranking with an aggregate + join",
               "a window over one huge partition sorts and buffers all of its rows in one task",
               "changes semantics: check the frame the business rule really needs");
    } else if (!aqe) {
        rp_fix(c, f, SDX_FIX_DATA,
               "find the hot key (groupBy(key).count() on the shuffle key) and isolate or pre-aggregate it",
               "the partition's size comes from one key's rows", NULL);
        rp_fix(c, f, SDX_FIX_CODE, rp_strf(c, "salt the key (%d salts) or repartition by a finer key", salts),
               "spreads the hot partition over several tasks", "a salted key needs a second step to merge");
    } else {
        rp_fix(c, f, SDX_FIX_CONFIG,
               "nothing required; to split further lower spark.sql.adaptive.advisoryPartitionSizeInBytes or "
               "skewedPartitionFactor",
               "AQE already cut the hot partition; the pieces are what is left",
               "smaller pieces replicate the other side's partition more times");
    }
    rp_confirm(c, f, "%s", keys ? rp_strf(c, "top keys: groupBy(%s).count().orderBy(desc('count')).show(10) on the "
                                             "%s's input; one key far above the rest confirms it", keys, kind)
                                : "top keys of the shuffle key: groupBy(key).count().orderBy(desc('count')).show(10)");
    rp_verify(c, f, "max task duration of %s (now %s): fixed when close to the 75th percentile (%s)",
              rp_stage_label(c, s), rp_ms(c, mx), rp_ms(c, p75));
    rp_claim(c, f, s);
    /* AQE (off) would have split a join's partition: config.aqe_off reads it */
    if (!aqe && !strcmp(id, "skew.join") && (!aqe_on || !skewjoin_on))
        rp_fact(c, f, "aqe.skew_gain_ms", s->s->stage_id, impact);
}

static double data_ratio(const rp_stage *s)
{
    const sdx_stage_summary *sum = s->sum;
    double rm = sum->shuffle_read_bytes[RP_Q_MED], rx = sum->shuffle_read_bytes[RP_Q_MAX];
    double im = sum->m[SDX_TM_INPUT_BYTES][RP_Q_MED], ix = sum->m[SDX_TM_INPUT_BYTES][RP_Q_MAX];
    if (rx > 0)
        return rx / (rm > 1 ? rm : 1);
    if (ix > 0)
        return ix / (im > 1 ? im : 1);
    return 1;
}

static void run(rp_ctx *c)
{
    double min_tasks = rp_th(c, "skew.min_tasks"), tf = rp_th(c, "skew.duration_factor");
    double worst = 0;
    const rp_stage *worst_s = NULL;
    const sdx_sql_exec *aqe_done = NULL;
    int reported = 0;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        if (!s->ran || rp_claimed(c, s) || (double)s->sum->count < min_tasks)
            continue;
        aqe_split a, *ap = NULL;
        if (s->sql && (s->ops & (SDX_OP_SMJ | SDX_OP_SHJ)) && s->sql != aqe_done && find_aqe(s->sql, &a)) {
            /* the join stage of that execution: its longest SMJ stage */
            const rp_stage *best = s;
            for (uint32_t k = 0; k < c->nst; k++)
                if (c->st[k].sql == s->sql && c->st[k].ran && (c->st[k].ops & (SDX_OP_SMJ | SDX_OP_SHJ)) &&
                    c->st[k].dur > best->dur)
                    best = &c->st[k];
            if (best == s) {
                ap = &a;
                aqe_done = s->sql;
            }
        }
        size_t before = c->findings.n;
        skew_stage(c, s, ap);
        if (c->findings.n != before) {
            reported = 1;
            continue;
        }
        double med = s->sum->duration[RP_Q_MED], mx = s->sum->duration[RP_Q_MAX];
        double r = mx / (med > 1 ? med : 1);
        if (!worst_s || r > worst) {
            worst = r;
            worst_s = s;
        }
    }
    if (worst_s && !reported) {
        double dr = data_ratio(worst_s);
        if (worst >= tf)
            rp_ruled_out(c, "skew", "no skew: the most uneven stage (%s) has a slowest task %.1fx the median, but "
                         "its data is even (largest partition %.1fx the median) or the wait costs under %s: a "
                         "straggler, not a hot key", rp_stage_label(c, worst_s), worst, dr,
                         rp_ms(c, rp_th(c, "report.min_impact_ms")));
        else
            rp_ruled_out(c, "skew", "no skew: in every stage the slowest task is under %.0fx the median (at most "
                         "%.1fx, %s)", tf, worst, rp_stage_label(c, worst_s));
    }
}

const rp_rule rp_rule_skew = RP_RULE("skew", ids, thresholds, confidences, run);
