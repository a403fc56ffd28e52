/*
 * sql.c: `sparkdx sql` (sdx_ops_sql, include/sparkdx/ops.h): the SQL
 * executions heaviest first, or one execution's plan as an indented tree
 * with rows / size / time / stages per operator, the hot ones marked, then
 * its sources and writes; text or JSON (sparkdx.sql/1, docs/sql-json.md).
 * The numbers come from the SQL view (include/sparkdx/sqlview.h); this file
 * only lays them out. Metric strings in the JSON are the History Server's
 * (sdx_sql_metric_format), so `where.node` metrics read as on its /sql.
 */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ops/internal.h"
#include "sparkdx/analysis.h"
#include "sparkdx/format.h"
#include "sparkdx/rest.h"
#include "sparkdx/sqlview.h"

#define SQL_SCHEMA "sparkdx.sql/1"
#define MIN_TEXT 20

/* ---- text helpers ------------------------------------------------------------ */

static size_t text_cols(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xc0) != 0x80)
            c++;
    return c;
}

static size_t cut_cols(const char *s, size_t n, size_t cols)
{
    size_t c = 0, i = 0;
    for (; i < n; i++) {
        if (((unsigned char)s[i] & 0xc0) != 0x80) {
            if (c == cols)
                break;
            c++;
        }
    }
    return i;
}

/* Log text made visible (one line), cut to cols columns with "..." */
static void put_fit(sdx_buf *out, const char *s, size_t cols)
{
    sdx_buf t;
    sdx_buf_init(&t);
    if (s)
        sdx_buf_put_visible(&t, s, strlen(s));
    const char *d = t.data ? t.data : "";
    size_t all = text_cols(d, t.len);
    if (all > cols) {
        int mark = cols >= 8;
        sdx_buf_put(out, d, cut_cols(d, t.len, mark ? cols - 3 : cols));
        if (mark)
            sdx_buf_puts(out, "...");
    } else {
        sdx_buf_put(out, d, t.len);
    }
    sdx_buf_free(&t);
}

/* Prose of sparkdx's own (no log text) wrapped at width; the first line
 * starts with `first`, the others with `more`. */
static void put_wrapped(sdx_buf *out, const char *first, const char *more, const char *text, size_t width)
{
    size_t col = strlen(first), start = out->len;
    (void)start;
    sdx_buf_puts(out, first);
    int at_start = 1;
    const char *p = text;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        size_t n = strcspn(p, " ");
        /* a number and its unit stay together ("16.3 min") */
        static const char *const units[] = {"ms", "s", "min", "h", "B", "KiB", "MiB", "GiB", "TiB", "PiB", NULL};
        for (const char *const *u = units; p[n] == ' '; u++) {
            if (!*u)
                break;
            size_t ul = strlen(*u);
            if (!strncmp(p + n + 1, *u, ul) && (p[n + 1 + ul] == 0 || strchr(" ,;)", p[n + 1 + ul]))) {
                n += 1 + strcspn(p + n + 1, " ");
                break;
            }
        }
        if (!at_start && col + 1 + n > width) {
            sdx_buf_putc(out, '\n');
            sdx_buf_puts(out, more);
            col = strlen(more);
            at_start = 1;
        }
        if (!at_start) {
            sdx_buf_putc(out, ' ');
            col++;
        }
        sdx_buf_put(out, p, n);
        col += n;
        at_start = 0;
        p += n;
    }
    sdx_buf_putc(out, '\n');
}

static void pad(sdx_buf *out, const char *s, size_t w, int right)
{
    size_t n = strlen(s);
    if (right)
        for (size_t i = n; i < w; i++)
            sdx_buf_putc(out, ' ');
    sdx_buf_puts(out, s);
    if (!right)
        for (size_t i = n; i < w; i++)
            sdx_buf_putc(out, ' ');
}

static void trim_end(sdx_buf *out)
{
    while (out->len && out->data[out->len - 1] == ' ')
        out->len--;
}

static void fmt_ms(int64_t ms, char out[32])
{
    sdx_fmt_ms_short((double)ms, out);
}

static void fmt_pct(double s, char out[16])
{
    if (s < 0)
        snprintf(out, 16, "-");
    else if (s > 0 && s < 0.005)
        snprintf(out, 16, "<1%%");
    else
        snprintf(out, 16, "%.0f%%", s * 100);
}

static void fmt_count(int64_t v, char out[32])
{
    sdx_fmt_count(v, out);
}

static void fmt_stages(const int32_t *ids, uint32_t n, char *out, size_t cap)
{
    sdx_sqlview_ids_text(ids, n, out, cap);
}

/* A description as a table cell: without its leading blank lines and spaces. */
static const char *desc_cell(const char *d)
{
    if (!d)
        return "";
    while (*d == ' ' || *d == '\n' || *d == '\r' || *d == '\t')
        d++;
    return d;
}

static void app_header(sdx_buf *out, const sdx_model *m, size_t width)
{
    sdx_buf line;
    sdx_buf_init(&line);
    sdx_buf_puts(&line, "Application ");
    sdx_buf_puts(&line, m->app_id ? m->app_id : "?");
    sdx_buf_puts(&line, " (");
    sdx_buf_puts(&line, m->app_name ? m->app_name : "?");
    sdx_buf_printf(&line, ")%s, Spark %s", m->in_progress ? ", in progress" : "",
                   m->spark_version ? m->spark_version : "unknown");
    put_fit(out, sdx_buf_cstr(&line), width);
    sdx_buf_putc(out, '\n');
    sdx_buf_free(&line);
}

/* ---- the table of executions ------------------------------------------------- */

static void render_list_text(const sdx_sqlview *v, sdx_buf *out, size_t width)
{
    const sdx_model *m = v->a->m;
    app_header(out, m, width);
    char wall[32] = "?", task[32], cpu[32];
    if (v->wall_ms > 0)
        fmt_ms(v->wall_ms, wall);
    fmt_ms(v->app_task_ms, task);
    fmt_ms(v->app_cpu_ms, cpu);
    char line[256];
    snprintf(line, sizeof line, "%u SQL execution%s, heaviest first; the application: wall clock %s, task time %s, "
                                "executor CPU %s",
             v->nexecs, v->nexecs == 1 ? "" : "s", wall, task, cpu);
    put_wrapped(out, "", "  ", line, width);
    sdx_buf_putc(out, '\n');
    if (!v->nexecs) {
        sdx_buf_puts(out, "  no SQL execution in this log\n");
        return;
    }
    enum { NC = 8 };
    static const char *const head[NC] = {"ID", "Status", "Duration", "Wall", "Task", "CPU", "Jobs", "Stages"};
    static const int right[NC] = {1, 0, 1, 1, 1, 1, 1, 1};
    char (*cell)[NC][32] = calloc(v->nexecs, sizeof *cell);
    if (!cell) {
        sdx_buf_fail(out);
        return;
    }
    size_t w[NC];
    for (int c = 0; c < NC; c++)
        w[c] = strlen(head[c]);
    for (uint32_t i = 0; i < v->nexecs; i++) {
        const sdx_sqlview_exec *x = &v->execs[i];
        snprintf(cell[i][0], 32, "%" PRId64, x->id);
        snprintf(cell[i][1], 32, "%s", x->status);
        if (x->duration_ms >= 0)
            fmt_ms(x->duration_ms, cell[i][2]);
        else
            snprintf(cell[i][2], 32, "-");
        fmt_pct(x->wall_share, cell[i][3]);
        fmt_pct(x->task_share, cell[i][4]);
        fmt_pct(x->cpu_share, cell[i][5]);
        snprintf(cell[i][6], 32, "%u", x->njob_ids);
        snprintf(cell[i][7], 32, "%u", x->nstage_ids);
        for (int c = 0; c < NC; c++)
            if (strlen(cell[i][c]) > w[c])
                w[c] = strlen(cell[i][c]);
    }
    size_t fixed = 2;
    for (int c = 0; c < NC; c++)
        fixed += w[c] + 2;
    size_t room = width > fixed ? width - fixed : 0;
    int inline_text = room >= MIN_TEXT;
    sdx_buf_puts(out, "  ");
    for (int c = 0; c < NC; c++) {
        pad(out, head[c], w[c], right[c]);
        sdx_buf_puts(out, "  ");
    }
    if (inline_text)
        sdx_buf_puts(out, "Description");
    trim_end(out);
    sdx_buf_putc(out, '\n');
    for (uint32_t i = 0; i < v->nexecs; i++) {
        const sdx_sqlview_exec *x = &v->execs[i];
        sdx_buf_puts(out, "  ");
        for (int c = 0; c < NC; c++) {
            pad(out, cell[i][c], w[c], right[c]);
            sdx_buf_puts(out, "  ");
        }
        if (inline_text)
            put_fit(out, desc_cell(x->description), room);
        trim_end(out);
        sdx_buf_putc(out, '\n');
        if (!inline_text && *desc_cell(x->description)) {
            sdx_buf_puts(out, "      ");
            put_fit(out, desc_cell(x->description), width > 8 ? width - 6 : 2);
            sdx_buf_putc(out, '\n');
        }
    }
    free(cell);
    sdx_buf_putc(out, '\n');
    put_wrapped(out, "", "",
                "Wall: duration / the application's wall clock; Task, CPU: the execution's stages' task time and "
                "executor CPU / the application's. `sparkdx sql LOG --id N` shows a plan.",
                width);
}

/* ---- one plan as text ----------------------------------------------------------- */

static int is_wrapper(const char *name)
{
    return name && (!strcmp(name, "InputAdapter") || strstr(name, "QueryStage") != NULL);
}

static int shows_rows(const sdx_sqlview_node *n)
{
    return n->rows_out >= 0 && (n->rows_own || (n->plan->node_name && strstr(n->plan->node_name, "Exchange")));
}

static void render_plan_text(const sdx_sqlview *v, const sdx_sqlview_plan *p, sdx_buf *out, size_t width)
{
    const sdx_sqlview_exec *x = p->x;
    const sdx_sql_exec *e = x->e;
    const sdx_sqlview_opts *o = &v->opts;
    app_header(out, v->a->m, width);
    sdx_buf line;
    sdx_buf_init(&line);
    sdx_buf_printf(&line, "\nSQL execution %" PRId64 " (%s): %s", x->id, x->status,
                   desc_cell(x->description));
    put_fit(out, sdx_buf_cstr(&line) + 1, width);
    sdx_buf_free(&line);
    sdx_buf_puts(out, "\n\n");
    char d[32] = "-", wall[32] = "?", task[32], cpu[32];
    if (x->duration_ms >= 0)
        fmt_ms(x->duration_ms, d);
    if (v->wall_ms > 0)
        fmt_ms(v->wall_ms, wall);
    fmt_ms(x->task_ms, task);
    fmt_ms(x->cpu_ms, cpu);
    char p1[16], p2[16], p3[16];
    fmt_pct(x->wall_share, p1);
    fmt_pct(x->task_share, p2);
    fmt_pct(x->cpu_share, p3);
    sdx_buf pr;
    sdx_buf_init(&pr);
    sdx_buf_printf(&pr, "duration %s (%s of the application's %s); task time %s (%s), executor CPU %s (%s)", d, p1,
                   wall, task, p2, cpu, p3);
    put_wrapped(out, "  ", "    ", sdx_buf_cstr(&pr), width);
    pr.len = 0;
    sdx_buf_printf(&pr, "%u job%s", x->njob_ids, x->njob_ids == 1 ? "" : "s");
    if (x->njob_ids) {
        /* ascending for reading */
        int32_t *j = malloc(x->njob_ids * sizeof *j);
        if (j) {
            memcpy(j, x->job_ids, x->njob_ids * sizeof *j);
            for (uint32_t a = 1; a < x->njob_ids; a++)
                for (uint32_t b = a; b > 0 && j[b - 1] > j[b]; b--) {
                    int32_t t = j[b];
                    j[b] = j[b - 1];
                    j[b - 1] = t;
                }
            char js[64];
            fmt_stages(j, x->njob_ids, js, sizeof js);
            sdx_buf_printf(&pr, " (%s)", js);
            free(j);
        }
    }
    char ss[64];
    fmt_stages(x->stage_ids, x->nstage_ids, ss, sizeof ss);
    sdx_buf_printf(&pr, ", %u stage%s run%s%s%s", x->nstage_ids, x->nstage_ids == 1 ? "" : "s",
                   x->nstage_ids ? " (" : "", ss, x->nstage_ids ? ")" : "");
    put_wrapped(out, "  ", "    ", sdx_buf_cstr(&pr), width);
    pr.len = 0;
    if (p->initial)
        sdx_buf_printf(&pr, "plan: the initial one, before AQE (%d update%s; without --initial the final one)",
                       e->aqe_updates, e->aqe_updates == 1 ? "" : "s");
    else if (e->aqe_updates)
        sdx_buf_printf(&pr, "plan: the final one, after %d AQE update%s (--initial shows the first)", e->aqe_updates,
                       e->aqe_updates == 1 ? "" : "s");
    else
        sdx_buf_puts(&pr, "plan: as run (no AQE update)");
    put_wrapped(out, "  ", "    ", sdx_buf_cstr(&pr), width);
    sdx_buf_free(&pr);
    if (!p->root || !p->nnodes) {
        sdx_buf_puts(out, "\n  no plan recorded for this execution\n");
        return;
    }
    /* the tree: numbers first (never cut), the operator last */
    enum { NC = 5 };
    static const char *const head[NC] = {"Node", "Rows out", "Size", "Time", "Stages"};
    char (*cell)[NC][40] = calloc(p->nnodes, sizeof *cell);
    int32_t *dd = calloc(p->nnodes, sizeof *dd);
    uint8_t *shown = calloc(p->nnodes, 1);
    if (!cell || !dd || !shown) {
        free(cell);
        free(dd);
        free(shown);
        sdx_buf_fail(out);
        return;
    }
    size_t w[NC];
    for (int c = 0; c < NC; c++)
        w[c] = strlen(head[c]);
    for (uint32_t i = 0; i < p->nnodes; i++) {
        const sdx_sqlview_node *n = &p->nodes[i];
        shown[i] = n->id >= 0 || !is_wrapper(n->plan->node_name);
        dd[i] = n->parent < 0 ? 0 : dd[n->parent] + (shown[n->parent] ? 1 : 0);
        if (!shown[i])
            continue;
        if (n->id >= 0)
            snprintf(cell[i][0], 40, "%" PRId64, n->id);
        else
            snprintf(cell[i][0], 40, "-");
        if (shows_rows(n))
            fmt_count(n->rows_out, cell[i][1]);
        if (n->size_bytes >= 0)
            sdx_fmt_bytes(n->size_bytes, cell[i][2]);
        if (n->time_ms >= 0) {
            fmt_ms(n->time_ms, cell[i][3]);
        } else if (n->driver_time_ms >= 0) {
            char t[32];
            fmt_ms(n->driver_time_ms, t);
            snprintf(cell[i][3], 40, "%s drv", t);
        }
        fmt_stages(n->stage_ids, n->nstage_ids, cell[i][4], 18);
        for (int c = 0; c < NC; c++)
            if (strlen(cell[i][c]) > w[c])
                w[c] = strlen(cell[i][c]);
    }
    size_t fixed = 2;
    for (int c = 0; c < NC; c++)
        fixed += w[c] + 2;
    size_t room = width > fixed + MIN_TEXT ? width - fixed : MIN_TEXT;
    /* two columns a level, one when the deepest operator would not fit */
    int32_t maxd = 0;
    for (uint32_t i = 0; i < p->nnodes; i++)
        if (shown[i] && dd[i] > maxd)
            maxd = dd[i];
    size_t step = (size_t)maxd * 2 + 16 > room ? 1 : 2;
    sdx_buf_puts(out, "\n  ");
    for (int c = 0; c < NC; c++) {
        pad(out, head[c], w[c], c != 0 && c != 4 ? 1 : c == 0);
        sdx_buf_puts(out, "  ");
    }
    sdx_buf_puts(out, "Operator\n");
    for (uint32_t i = 0; i < p->nnodes; i++) {
        if (!shown[i])
            continue;
        const sdx_sqlview_node *n = &p->nodes[i];
        sdx_buf_puts(out, n->hot ? "* " : "  ");
        for (int c = 0; c < NC; c++) {
            pad(out, cell[i][c], w[c], c != 4);
            sdx_buf_puts(out, "  ");
        }
        size_t indent = (size_t)dd[i] * step;
        if (indent + 12 > room)
            indent = room > 12 ? room - 12 : 0;
        for (size_t k = 0; k < indent; k++)
            sdx_buf_putc(out, ' ');
        put_fit(out, n->plan->node_name ? n->plan->node_name : "?", room - indent);
        trim_end(out);
        sdx_buf_putc(out, '\n');
    }
    free(cell);
    free(dd);
    free(shown);
    /* hot operators, with the rule */
    char tmin[32], fmin[32];
    fmt_ms(o->hot_time_min_ms, tmin);
    fmt_count(o->hot_fanout_min_rows, fmin);
    char rule[256];
    snprintf(rule, sizeof rule, "Hot operators (*): task time >= %.0f%% of the execution's and >= %s, or rows out >= %gx "
                                "rows in and >= %s",
             o->hot_time_share * 100, tmin, o->hot_fanout, fmin);
    sdx_buf_putc(out, '\n');
    put_wrapped(out, "", "  ", rule, width);
    if (!p->nhot)
        sdx_buf_puts(out, "  none\n");
    for (uint32_t h = 0; h < p->nhot; h++) {
        const sdx_sqlview_node *n = &p->nodes[p->hot[h]];
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_buf_printf(&b, "node %" PRId64 " ", n->id);
        sdx_buf_puts(&b, n->plan->node_name ? n->plan->node_name : "?");
        sdx_buf_puts(&b, ": ");
        sdx_sqlview_hot_text(n, &b);
        char st[64];
        fmt_stages(n->stage_ids, n->nstage_ids, st, sizeof st);
        if (n->nstage_ids)
            sdx_buf_printf(&b, "; stage%s %s", n->nstage_ids == 1 ? "" : "s", st);
        sdx_buf_puts(out, "  ");
        put_fit(out, sdx_buf_cstr(&b), width > 4 ? width - 2 : 2);
        sdx_buf_putc(out, '\n');
        sdx_buf_free(&b);
    }
    /* sources */
    sdx_buf_printf(out, "\nSources (%u)\n", p->nsources);
    if (!p->nsources)
        sdx_buf_puts(out, "  none\n");
    for (uint32_t i = 0; i < p->nsources; i++) {
        const sdx_sqlview_source *s = &p->sources[i];
        const sdx_sqlview_node *n = &p->nodes[s->node];
        sdx_buf b;
        sdx_buf_init(&b);
        const char *nm = n->plan->node_name ? n->plan->node_name : "?";
        size_t nml = strlen(nm);
        while (nml && nm[nml - 1] == ' ')
            nml--;
        sdx_buf_printf(&b, "node %" PRId64 " %.*s: %s", n->id, (int)nml, nm, s->format ? s->format : "?");
        if (s->table)
            sdx_buf_printf(&b, ", table %s", s->table);
        if (s->paths)
            sdx_buf_printf(&b, ", %s", s->paths);
        sdx_buf_puts(out, "  ");
        put_fit(out, sdx_buf_cstr(&b), width > 4 ? width - 2 : 2);
        sdx_buf_putc(out, '\n');
        b.len = 0;
        char f[32], by[32], r[32];
        int any = 0;
        if (s->files >= 0) {
            fmt_count(s->files, f);
            sdx_buf_printf(&b, "%s file%s", f, s->files == 1 ? "" : "s"), any = 1;
        }
        if (s->bytes >= 0) {
            sdx_fmt_bytes(s->bytes, by);
            sdx_buf_printf(&b, "%s%s", any ? ", " : "", by), any = 1;
        }
        if (s->rows >= 0) {
            fmt_count(s->rows, r);
            sdx_buf_printf(&b, "%s%s rows", any ? ", " : "", r), any = 1;
        }
        if (s->partitions >= 0) {
            fmt_count(s->partitions, r);
            sdx_buf_printf(&b, "%s%s partitions", any ? ", " : "", r), any = 1;
        }
        if (s->ncolumns >= 0)
            sdx_buf_printf(&b, "%s%d column%s read", any ? "; " : "", s->ncolumns, s->ncolumns == 1 ? "" : "s"), any = 1;
        if (s->scan_time_ms >= 0) {
            fmt_ms(s->scan_time_ms, r);
            sdx_buf_printf(&b, "%sscan time %s", any ? "; " : "", r), any = 1;
        }
        if (s->metadata_time_ms >= 0) {
            fmt_ms(s->metadata_time_ms, r);
            sdx_buf_printf(&b, "%smetadata time %s", any ? "; " : "", r), any = 1;
        }
        if (any) {
            sdx_buf_puts(out, "    ");
            put_fit(out, sdx_buf_cstr(&b), width > 6 ? width - 4 : 2);
            sdx_buf_putc(out, '\n');
        }
        static const struct { const char *label; size_t off; } filt[] = {
            {"pushed filters", offsetof(sdx_sqlview_source, pushed_filters)},
            {"partition filters", offsetof(sdx_sqlview_source, partition_filters)},
            {"data filters", offsetof(sdx_sqlview_source, data_filters)},
            {"read schema", offsetof(sdx_sqlview_source, read_schema)},
        };
        for (size_t k = 0; k < sizeof filt / sizeof filt[0]; k++) {
            const char *val = *(const char *const *)((const char *)s + filt[k].off);
            if (!val || !strcmp(val, "[]"))
                continue;
            b.len = 0;
            sdx_buf_printf(&b, "%s: %s", filt[k].label, val);
            sdx_buf_puts(out, "    ");
            put_fit(out, sdx_buf_cstr(&b), width > 6 ? width - 4 : 2);
            sdx_buf_putc(out, '\n');
        }
        sdx_buf_free(&b);
    }
    /* writes */
    sdx_buf_printf(out, "\nWrites (%u)\n", p->nwrites);
    if (!p->nwrites)
        sdx_buf_puts(out, "  none\n");
    for (uint32_t i = 0; i < p->nwrites; i++) {
        const sdx_sqlview_write *wr = &p->writes[i];
        const sdx_sqlview_node *n = &p->nodes[wr->node];
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_buf_printf(&b, "node %" PRId64 " %s", n->id, wr->command ? wr->command : "?");
        if (wr->format || wr->mode)
            sdx_buf_printf(&b, ": %s%s%s", wr->format ? wr->format : "", wr->format && wr->mode ? ", " : "",
                           wr->mode ? wr->mode : "");
        sdx_buf_puts(out, "  ");
        put_fit(out, sdx_buf_cstr(&b), width > 4 ? width - 2 : 2);
        sdx_buf_putc(out, '\n');
        static const struct { const char *label; size_t off; } wf[] = {
            {"table", offsetof(sdx_sqlview_write, table)},
            {"path", offsetof(sdx_sqlview_write, path)},
        };
        for (size_t k = 0; k < sizeof wf / sizeof wf[0]; k++) {
            const char *val = *(const char *const *)((const char *)wr + wf[k].off);
            if (!val)
                continue;
            b.len = 0;
            sdx_buf_printf(&b, "%s: %s", wf[k].label, val);
            sdx_buf_puts(out, "    ");
            put_fit(out, sdx_buf_cstr(&b), width > 6 ? width - 4 : 2);
            sdx_buf_putc(out, '\n');
        }
        b.len = 0;
        char f[32];
        int any = 0;
        if (wr->files >= 0) {
            fmt_count(wr->files, f);
            sdx_buf_printf(&b, "%s file%s", f, wr->files == 1 ? "" : "s"), any = 1;
        }
        if (wr->bytes >= 0) {
            sdx_fmt_bytes(wr->bytes, f);
            sdx_buf_printf(&b, "%s%s", any ? ", " : "", f), any = 1;
        }
        if (wr->rows >= 0) {
            fmt_count(wr->rows, f);
            sdx_buf_printf(&b, "%s%s rows", any ? ", " : "", f), any = 1;
        }
        if (wr->dynamic_parts >= 0) {
            fmt_count(wr->dynamic_parts, f);
            sdx_buf_printf(&b, "%s%s dynamic partitions", any ? ", " : "", f), any = 1;
        }
        if (wr->partition_by)
            sdx_buf_printf(&b, "%spartitioned by %s", any ? "; " : "", wr->partition_by), any = 1;
        if (wr->task_commit_ms >= 0) {
            fmt_ms(wr->task_commit_ms, f);
            sdx_buf_printf(&b, "%stask commit %s", any ? "; " : "", f), any = 1;
        }
        if (wr->job_commit_ms >= 0) {
            fmt_ms(wr->job_commit_ms, f);
            sdx_buf_printf(&b, "%sjob commit %s", any ? "; " : "", f), any = 1;
        }
        if (any) {
            sdx_buf_puts(out, "    ");
            put_fit(out, sdx_buf_cstr(&b), width > 6 ? width - 4 : 2);
            sdx_buf_putc(out, '\n');
        }
        sdx_buf_free(&b);
    }
}

/* ---- JSON ---------------------------------------------------------------------- */

static void jw_num_or_null(sdx_jw *w, const char *key, int64_t v)
{
    sdx_jw_key(w, key);
    if (v >= 0)
        sdx_jw_int(w, v);
    else
        sdx_jw_null(w);
}

static void jw_share(sdx_jw *w, const char *key, double v)
{
    sdx_jw_key(w, key);
    if (v >= 0)
        sdx_jw_double(w, v);
    else
        sdx_jw_null(w);
}

static void jw_exec(sdx_jw *w, const sdx_sqlview_exec *x)
{
    const sdx_sql_exec *e = x->e;
    sdx_jw_key(w, "id");
    sdx_jw_int(w, x->id);
    sdx_jw_key(w, "root_id");
    sdx_jw_int(w, e->root_execution_id);
    sdx_jw_key(w, "status");
    sdx_jw_str(w, x->status);
    sdx_jw_key(w, "description");
    sdx_jw_str(w, x->description);
    jw_num_or_null(w, "submission_time", e->submission_time);
    jw_num_or_null(w, "duration_ms", x->duration_ms);
    jw_share(w, "wall_share", x->wall_share);
    sdx_jw_key(w, "task_ms");
    sdx_jw_int(w, x->task_ms);
    jw_share(w, "task_share", x->task_share);
    sdx_jw_key(w, "cpu_ms");
    sdx_jw_int(w, x->cpu_ms);
    jw_share(w, "cpu_share", x->cpu_share);
    sdx_jw_key(w, "run_ms");
    sdx_jw_int(w, x->run_ms);
    sdx_jw_key(w, "jobs");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < x->njob_ids; i++)
        sdx_jw_int(w, x->job_ids[i]);
    sdx_jw_arr_end(w);
    sdx_jw_key_ids(w, "stages", x->stage_ids, x->nstage_ids);
    sdx_jw_key(w, "stage_attempts");
    sdx_jw_int(w, x->nattempts);
    sdx_jw_key(w, "aqe_updates");
    sdx_jw_int(w, e->aqe_updates);
    char fp[24];
    snprintf(fp, sizeof fp, "%016" PRIx64, e->fingerprint);
    sdx_jw_key(w, "fingerprint");
    sdx_jw_str(w, fp);
    snprintf(fp, sizeof fp, "%016" PRIx64, e->final_fingerprint);
    sdx_jw_key(w, "final_fingerprint");
    sdx_jw_str(w, fp);
}

static const char *const kind_names[] = {"sum", "size", "timing", "nsTiming", "average", "other", "unavailable"};

static int jw_metric(sdx_jw *w, const sdx_sqlview_metric *mt, sdx_buf *tmp)
{
    const sdx_sql_metric_value *v = mt->v;
    tmp->len = 0;
    sdx_sql_metric_format(v, tmp);
    if (sdx_buf_failed(tmp))
        return -1;
    const char *s = sdx_buf_cstr(tmp);
    if (s[0] == '\n')
        s++;
    const char *name = mt->m->name ? mt->m->name : "";
    size_t nl = strlen(name);
    while (nl && name[nl - 1] == ' ')
        nl--;
    while (nl && *name == ' ')
        name++, nl--;
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "name");
    sdx_jw_strn(w, name, nl);
    sdx_jw_key(w, "type");
    sdx_jw_str(w, mt->m->metric_type);
    sdx_jw_key(w, "kind");
    sdx_jw_str(w, v->kind < sizeof kind_names / sizeof kind_names[0] ? kind_names[v->kind] : "other");
    sdx_jw_key(w, "value");
    sdx_jw_str(w, s);
    sdx_jw_key(w, "count");
    sdx_jw_int(w, v->count);
    sdx_jw_key(w, "total");
    sdx_jw_int(w, v->total);
    sdx_jw_key(w, "min");
    sdx_jw_int(w, v->min);
    sdx_jw_key(w, "median");
    sdx_jw_int(w, v->median);
    sdx_jw_key(w, "max");
    sdx_jw_int(w, v->max);
    sdx_jw_key(w, "max_stage");
    if (v->max_stage_id >= 0)
        sdx_jw_int(w, v->max_stage_id);
    else
        sdx_jw_null(w);
    sdx_jw_key(w, "max_attempt");
    if (v->max_stage_id >= 0)
        sdx_jw_int(w, v->max_stage_attempt);
    else
        sdx_jw_null(w);
    sdx_jw_key(w, "max_task");
    if (v->max_stage_id >= 0)
        sdx_jw_int(w, v->max_task_id);
    else
        sdx_jw_null(w);
    sdx_jw_key_ids(w, "stages", v->stage_ids, v->nstage_ids);
    sdx_jw_obj_end(w);
    return 0;
}

static void jw_str_key(sdx_jw *w, const char *key, const char *v)
{
    sdx_jw_key(w, key);
    sdx_jw_str(w, v);
}

static void render_plan_json(const sdx_sqlview *v, const sdx_sqlview_plan *p, sdx_jw *w)
{
    const sdx_sqlview_opts *o = &v->opts;
    sdx_jw_key(w, "plan");
    sdx_jw_str(w, p->initial ? "initial" : "final");
    sdx_jw_key(w, "hot_rule");
    sdx_jw_obj_begin(w);
    sdx_jw_key(w, "time_share");
    sdx_jw_double(w, o->hot_time_share);
    sdx_jw_key(w, "time_min_ms");
    sdx_jw_int(w, o->hot_time_min_ms);
    sdx_jw_key(w, "fanout");
    sdx_jw_double(w, o->hot_fanout);
    sdx_jw_key(w, "fanout_min_rows");
    sdx_jw_int(w, o->hot_fanout_min_rows);
    sdx_jw_obj_end(w);
    sdx_buf tmp;
    sdx_buf_init(&tmp);
    sdx_jw_key(w, "nodes");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < p->nnodes; i++) {
        const sdx_sqlview_node *n = &p->nodes[i];
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "id");
        if (n->id >= 0)
            sdx_jw_int(w, n->id);
        else
            sdx_jw_null(w);
        jw_str_key(w, "name", n->plan->node_name);
        jw_str_key(w, "desc", n->plan->simple_string);
        sdx_jw_key(w, "parent");
        /* the parent's graph id, else its index as the tree has it */
        if (n->parent >= 0 && p->nodes[n->parent].id >= 0)
            sdx_jw_int(w, p->nodes[n->parent].id);
        else
            sdx_jw_null(w);
        sdx_jw_key(w, "index");
        sdx_jw_int(w, i);
        sdx_jw_key(w, "parent_index");
        if (n->parent >= 0)
            sdx_jw_int(w, n->parent);
        else
            sdx_jw_null(w);
        sdx_jw_key(w, "depth");
        sdx_jw_int(w, n->depth);
        sdx_jw_key(w, "cluster");
        if (n->cluster >= 0 && p->nodes[n->cluster].id >= 0)
            sdx_jw_int(w, p->nodes[n->cluster].id);
        else
            sdx_jw_null(w);
        sdx_jw_key(w, "is_cluster");
        sdx_jw_bool(w, n->is_cluster);
        sdx_jw_key_ids(w, "stages", n->stage_ids, n->nstage_ids);
        sdx_jw_key(w, "stages_exact");
        sdx_jw_bool(w, n->stages_exact);
        jw_num_or_null(w, "rows_out", n->rows_out);
        sdx_jw_key(w, "rows_own");
        sdx_jw_bool(w, n->rows_own);
        jw_num_or_null(w, "rows_in", n->rows_in);
        jw_num_or_null(w, "size_bytes", n->size_bytes);
        jw_num_or_null(w, "time_ms", n->time_ms);
        jw_num_or_null(w, "driver_time_ms", n->driver_time_ms);
        jw_share(w, "time_share", n->time_share);
        jw_share(w, "fanout", n->fanout);
        sdx_jw_key(w, "hot");
        sdx_jw_arr_begin(w);
        if (n->hot & SDX_HOT_TIME)
            sdx_jw_str(w, "time");
        if (n->hot & SDX_HOT_FANOUT)
            sdx_jw_str(w, "fanout");
        sdx_jw_arr_end(w);
        sdx_jw_key(w, "metrics");
        sdx_jw_arr_begin(w);
        for (uint32_t k = 0; k < n->nmetrics; k++)
            if (n->metrics[k].v && jw_metric(w, &n->metrics[k], &tmp) < 0)
                sdx_buf_fail(w->out);
        sdx_jw_arr_end(w);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_buf_free(&tmp);
    sdx_jw_key(w, "edges");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; p->graph && i < p->graph->nedges; i++) {
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "from");
        sdx_jw_int(w, p->graph->edges[i].from_id);
        sdx_jw_key(w, "to");
        sdx_jw_int(w, p->graph->edges[i].to_id);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "hot");
    sdx_jw_arr_begin(w);
    for (uint32_t h = 0; h < p->nhot; h++) {
        const sdx_sqlview_node *n = &p->nodes[p->hot[h]];
        sdx_jw_obj_begin(w);
        sdx_jw_key(w, "node");
        sdx_jw_int(w, n->id);
        jw_str_key(w, "name", n->plan->node_name);
        sdx_jw_key(w, "why");
        sdx_jw_arr_begin(w);
        if (n->hot & SDX_HOT_TIME)
            sdx_jw_str(w, "time");
        if (n->hot & SDX_HOT_FANOUT)
            sdx_jw_str(w, "fanout");
        sdx_jw_arr_end(w);
        jw_num_or_null(w, "time_ms", n->time_ms);
        jw_share(w, "time_share", n->time_share);
        jw_num_or_null(w, "rows_out", n->rows_out);
        jw_num_or_null(w, "rows_in", n->rows_in);
        jw_share(w, "fanout", n->fanout);
        sdx_jw_key_ids(w, "stages", n->stage_ids, n->nstage_ids);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "sources");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < p->nsources; i++) {
        const sdx_sqlview_source *s = &p->sources[i];
        const sdx_sqlview_node *n = &p->nodes[s->node];
        sdx_jw_obj_begin(w);
        jw_num_or_null(w, "node", n->id);
        jw_str_key(w, "name", n->plan->node_name);
        jw_str_key(w, "format", s->format);
        jw_str_key(w, "table", s->table);
        jw_str_key(w, "location", s->location);
        jw_str_key(w, "paths", s->paths);
        jw_str_key(w, "pushed_filters", s->pushed_filters);
        jw_str_key(w, "partition_filters", s->partition_filters);
        jw_str_key(w, "data_filters", s->data_filters);
        jw_str_key(w, "read_schema", s->read_schema);
        jw_num_or_null(w, "columns", s->ncolumns);
        jw_num_or_null(w, "files", s->files);
        jw_num_or_null(w, "bytes", s->bytes);
        jw_num_or_null(w, "rows", s->rows);
        jw_num_or_null(w, "partitions", s->partitions);
        jw_num_or_null(w, "scan_time_ms", s->scan_time_ms);
        jw_num_or_null(w, "metadata_time_ms", s->metadata_time_ms);
        sdx_jw_key_ids(w, "stages", n->stage_ids, n->nstage_ids);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
    sdx_jw_key(w, "writes");
    sdx_jw_arr_begin(w);
    for (uint32_t i = 0; i < p->nwrites; i++) {
        const sdx_sqlview_write *wr = &p->writes[i];
        const sdx_sqlview_node *n = &p->nodes[wr->node];
        sdx_jw_obj_begin(w);
        jw_num_or_null(w, "node", n->id);
        jw_str_key(w, "command", wr->command);
        jw_str_key(w, "format", wr->format);
        jw_str_key(w, "mode", wr->mode);
        jw_str_key(w, "table", wr->table);
        jw_str_key(w, "path", wr->path);
        jw_str_key(w, "partition_by", wr->partition_by);
        jw_num_or_null(w, "files", wr->files);
        jw_num_or_null(w, "bytes", wr->bytes);
        jw_num_or_null(w, "rows", wr->rows);
        jw_num_or_null(w, "dynamic_partitions", wr->dynamic_parts);
        jw_num_or_null(w, "task_commit_ms", wr->task_commit_ms);
        jw_num_or_null(w, "job_commit_ms", wr->job_commit_ms);
        sdx_jw_key_ids(w, "stages", n->stage_ids, n->nstage_ids);
        sdx_jw_obj_end(w);
    }
    sdx_jw_arr_end(w);
}

static void render_json(const sdx_sqlview *v, const sdx_sqlview_plan *p, sdx_buf *out)
{
    const sdx_model *m = v->a->m;
    sdx_jw w;
    sdx_jw_init(&w, out, 1);
    sdx_jw_obj_begin(&w);
    jw_str_key(&w, "schema", SQL_SCHEMA);
    sdx_jw_key(&w, "application");
    sdx_jw_obj_begin(&w);
    jw_str_key(&w, "id", m->app_id);
    jw_str_key(&w, "name", m->app_name);
    jw_str_key(&w, "spark_version", m->spark_version);
    sdx_jw_key(&w, "in_progress");
    sdx_jw_bool(&w, m->in_progress);
    jw_num_or_null(&w, "wall_ms", v->wall_ms > 0 ? v->wall_ms : -1);
    sdx_jw_key(&w, "task_ms");
    sdx_jw_int(&w, v->app_task_ms);
    sdx_jw_key(&w, "cpu_ms");
    sdx_jw_int(&w, v->app_cpu_ms);
    sdx_jw_key(&w, "run_ms");
    sdx_jw_int(&w, v->app_run_ms);
    sdx_jw_obj_end(&w);
    if (p) {
        sdx_jw_key(&w, "execution");
        sdx_jw_obj_begin(&w);
        jw_exec(&w, p->x);
        render_plan_json(v, p, &w);
        sdx_jw_obj_end(&w);
    } else {
        sdx_jw_key(&w, "executions");
        sdx_jw_arr_begin(&w);
        for (uint32_t i = 0; i < v->nexecs; i++) {
            sdx_jw_obj_begin(&w);
            jw_exec(&w, &v->execs[i]);
            sdx_jw_obj_end(&w);
        }
        sdx_jw_arr_end(&w);
    }
    sdx_jw_obj_end(&w);
    sdx_buf_putc(out, '\n');
}

/* ---- the entry point ------------------------------------------------------------ */

sdx_ops_code sdx_ops_sql(const sdx_ops_request *q, const sdx_sink *out, sdx_ops_result *res)
{
    const char *format = op_fmt_or_text(q);
    if (!op_is_format(format, (const char *const[]){"text", "json", NULL})) {
        op_msg(res, SDX_OPS_ERROR, "bad --format '%s' (text or json)", format);
        return op_fail(res, SDX_OPS_USAGE);
    }
    int64_t id = -1;
    if (q->sql_id) {
        const char *s = q->sql_id;
        int ok = *s != 0;
        id = 0;
        for (; *s && ok; s++) {
            if (*s < '0' || *s > '9' || id > (INT64_MAX - 9) / 10)
                ok = 0;
            else
                id = id * 10 + (*s - '0');
        }
        if (!ok) {
            op_msg(res, SDX_OPS_ERROR, "bad --id '%s' (expected an execution id: 0, 1, ...)", q->sql_id);
            return op_fail(res, SDX_OPS_USAGE);
        }
    }
    op_loaded L;
    if (op_load_app(q, q->input, out, 0, res, &L) != SDX_OPS_OK) {
        op_loaded_free(&L);
        return res->code;
    }
    op_damage_check(&L, res, "the output");
    char ebuf[2400];
    sdx_error err;
    sdx_analysis *a = NULL;
    sdx_sqlview *v = NULL;
    sdx_sqlview_plan *p = NULL;
    if (sdx_analysis_build(L.m, NULL, &a, &err) < 0 || sdx_sqlview_build(a, NULL, &v, &err) < 0) {
        op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
        sdx_analysis_free(a);
        op_loaded_free(&L);
        return op_fail(res, SDX_OPS_INPUT);
    }
    if (q->sql_id) {
        const sdx_sqlview_exec *x = sdx_sqlview_find(v, id);
        if (!x) {
            op_msg(res, SDX_OPS_ERROR, "no SQL execution %" PRId64 " in this log (it has %u; sparkdx sql %s lists them)", id,
                   v->nexecs, q->input);
            sdx_sqlview_free(v);
            sdx_analysis_free(a);
            op_loaded_free(&L);
            return op_fail(res, SDX_OPS_NOTFOUND);
        }
        if (sdx_sqlview_plan_build(v, x, q->sql_initial, &p, &err) < 0) {
            op_msg(res, SDX_OPS_ERROR, "%s", sdx_error_format(&err, ebuf, sizeof ebuf));
            sdx_sqlview_free(v);
            sdx_analysis_free(a);
            op_loaded_free(&L);
            return op_fail(res, SDX_OPS_INPUT);
        }
    }
    sdx_buf b;
    sdx_buf_init(&b);
    size_t width = q->width > 0 ? (size_t)q->width : 100;
    if (!strcmp(format, "json"))
        render_json(v, p, &b);
    else if (p)
        render_plan_text(v, p, &b, width);
    else
        render_list_text(v, &b, width);
    res->code = res->damaged ? SDX_OPS_INPUT : SDX_OPS_OK;
    if (op_emit(out, &b, res) < 0 && res->code != SDX_OPS_OUTPUT)
        res->code = SDX_OPS_INPUT;
    sdx_buf_free(&b);
    sdx_sqlview_plan_free(p);
    sdx_sqlview_free(v);
    sdx_analysis_free(a);
    op_loaded_free(&L);
    return res->code;
}
