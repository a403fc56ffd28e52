/*
 * lines.c: the lines of a whole log, all its parts in order (sdx_lines_* in
 * sparkdx/io.h).
 *
 * Pipeline position: bytes -> [lines] -> events. Each part's decompressed
 * bytes land in one large buffer (4 MiB, doubled when a line does not fit,
 * so a 100 MB line is fine) and lines are found with memchr and handed out
 * as pointers into it: no per-line copy. Only the unfinished tail moves to
 * the front before the next big read. Parts are split separately (Spark
 * rolls files on event boundaries), so a part never glues onto the next.
 * An in-progress log may end inside a block or a line: that ends the log
 * normally and is recorded in sdx_lines_warning().
 */
#include "io/io_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINES_BUF (4u << 20)

struct sdx_lines {
    sdx_logpart *parts;        /* owned copies */
    size_t nparts, part;
    int in_progress;
    const void *mem;           /* memory log (sdx_lines_open_mem) or NULL */
    size_t mem_len;
    sdx_bytes *bytes;          /* stream of parts[part], NULL between parts */
    char **names;              /* display names of the parts ("zip!entry") */
    const char *pname;         /* names[part] */
    size_t line_part;          /* part of the line just returned */
    uint8_t *buf;
    size_t cap, pos, end, scan;/* unconsumed bytes are buf[pos..end); no '\n' in [pos..scan) */
    uint64_t buf_uoff;         /* part decompressed offset of buf[0] */
    int part_eof;
    uint64_t line_off, lineno, part_lines;
    int last_cut;
    uint64_t total_bytes, cbytes_done;
    int failed;
    sdx_error err;
    char *warning;
};

static void free_parts(sdx_lines *r)
{
    for (size_t i = 0; i < r->nparts; i++) {
        free(r->parts[i].path);
        free(r->parts[i].zip_entry);
    }
    free(r->parts);
}

void sdx_lines_close(sdx_lines *r)
{
    if (!r)
        return;
    sdx_bytes_close(r->bytes);
    for (size_t i = 0; r->names && i < r->nparts; i++)
        free(r->names[i]);
    free(r->names);
    free_parts(r);
    free(r->buf);
    free(r->warning);
    free(r);
}

static int open_part(sdx_lines *r, sdx_error *err)
{
    const sdx_logpart *p = &r->parts[r->part];
    r->pname = r->names[r->part];
    int rc = r->mem ? sdx_bytes_open_mem(r->mem, r->mem_len, p->path, SDX_CODEC_AUTO, &r->bytes, err)
                    : sdx_bytes_open(p, SDX_CODEC_AUTO, &r->bytes, err);
    if (rc < 0)
        return -1;
    r->pos = r->end = r->scan = 0;
    r->buf_uoff = 0;
    r->part_eof = 0;
    r->part_lines = 0;
    return 0;
}

int sdx_lines_open_ex(const sdx_logref *log, const void *mem, size_t mem_len, size_t bufsize,
                      sdx_lines **out, sdx_error *err)
{
    *out = NULL;
    sdx_lines *r = calloc(1, sizeof *r);
    if (!r)
        return sdx_error_set(err, SDX_ERR_NOMEM, log->path, UINT64_MAX, "out of memory");
    r->in_progress = log->in_progress;
    r->mem = mem;
    r->mem_len = mem_len;
    r->cap = bufsize < 16 ? 16 : bufsize;
    r->buf = malloc(r->cap);
    r->parts = calloc(log->nparts ? log->nparts : 1, sizeof *r->parts);
    r->names = calloc(log->nparts ? log->nparts : 1, sizeof *r->names);
    if (!r->buf || !r->parts || !r->names)
        goto nomem;
    for (size_t i = 0; i < log->nparts; i++) {
        const sdx_logpart *s = &log->parts[i];
        sdx_logpart *d = &r->parts[i];
        *d = *s;
        d->path = strdup(s->path ? s->path : "-");
        d->zip_entry = s->zip_entry ? strdup(s->zip_entry) : NULL;
        r->nparts = i + 1;
        if (!d->path || (s->zip_entry && !d->zip_entry))
            goto nomem;
        if (!(r->names[i] = sdx_part_display_name(d)))
            goto nomem;
    }
    /* Open the first part now, so that an unreadable log fails here. */
    if (r->nparts > 0 && open_part(r, err) < 0) {
        sdx_lines_close(r);
        return -1;
    }
    *out = r;
    return 0;
nomem:
    sdx_lines_close(r);
    return sdx_error_set(err, SDX_ERR_NOMEM, log->path, UINT64_MAX, "out of memory");
}

int sdx_lines_open(const sdx_logref *log, sdx_lines **out, sdx_error *err)
{
    return sdx_lines_open_ex(log, NULL, 0, LINES_BUF, out, err);
}

int sdx_lines_open_mem(const void *data, size_t len, const char *name, int in_progress,
                       sdx_lines **out, sdx_error *err)
{
    sdx_logpart part = {(char *)(name ? name : "<memory>"), NULL, SDX_CODEC_AUTO, len};
    sdx_logref log = {part.path, part.path, SDX_LAYOUT_FILE, in_progress, NULL, 0, len, &part, 1};
    return sdx_lines_open_ex(&log, data ? data : "", len, LINES_BUF, out, err);
}

static int fail(sdx_lines *r, sdx_error *err)
{
    r->failed = 1;
    if (err)
        *err = r->err;
    return -1;
}

static void set_warning(sdx_lines *r, const char *fmt_prefix, const sdx_error *e)
{
    if (r->warning)
        return;
    char buf[2300];
    if (e) {
        char msg[2100];
        snprintf(buf, sizeof buf, "%s (tolerated: the log is in progress)",
                 sdx_error_format(e, msg, sizeof msg));
    } else {
        snprintf(buf, sizeof buf, "%s", fmt_prefix);
    }
    r->warning = strdup(buf);
}

/* Hand out buf[pos..pos+len) as the current line. */
static int emit(sdx_lines *r, const char **line, size_t *len, size_t n, int cut)
{
    const char *p = (const char *)r->buf + r->pos;
    size_t l = n;
    if (l && p[l - 1] == '\r')
        l--;
    *line = p;
    *len = l;
    r->line_off = r->buf_uoff + r->pos;
    r->lineno = ++r->part_lines;
    r->last_cut = cut;
    r->line_part = r->part;
    return 1;
}

/* Make room at buf[end..]: move the unfinished line to the front, grow the
 * buffer when that line fills most of it. */
static int make_room(sdx_lines *r)
{
    if (r->pos > 0) {
        size_t keep = r->end - r->pos;
        memmove(r->buf, r->buf + r->pos, keep);
        r->buf_uoff += r->pos;
        r->scan -= r->pos;
        r->end = keep;
        r->pos = 0;
    }
    if (r->cap - r->end < r->cap / 4) {
        size_t ncap = r->cap * 2;
        uint8_t *nb = ncap > r->cap ? realloc(r->buf, ncap) : NULL;
        if (!nb)
            return sdx_error_set(&r->err, SDX_ERR_NOMEM, r->pname, UINT64_MAX,
                                 "out of memory for a line longer than %zu bytes", r->end);
        r->buf = nb;
        r->cap = ncap;
    }
    return 0;
}

int sdx_lines_next(sdx_lines *r, const char **line, size_t *len, sdx_error *err)
{
    if (r->failed) {
        if (err)
            *err = r->err;
        return -1;
    }
    for (;;) {
        if (!r->bytes) {
            if (r->part >= r->nparts)
                return 0;
            if (open_part(r, &r->err) < 0)
                return fail(r, err);
        }
        uint8_t *nl = r->scan < r->end ? memchr(r->buf + r->scan, '\n', r->end - r->scan) : NULL;
        if (nl) {
            size_t n = (size_t)(nl - (r->buf + r->pos));
            emit(r, line, len, n, 0);
            r->pos = r->scan = n + r->pos + 1;
            return 1;
        }
        r->scan = r->end;
        if (r->part_eof) {
            int last = r->part + 1 == r->nparts;
            if (r->pos < r->end) {
                emit(r, line, len, r->end - r->pos, 1);
                if (last && r->in_progress && !r->warning) {
                    char w[2200];
                    snprintf(w, sizeof w, "%s: at decompressed byte %llu: the in-progress log ends "
                             "inside a line (returned cut)", r->pname,
                             (unsigned long long)r->line_off);
                    set_warning(r, w, NULL);
                }
                r->pos = r->scan = r->end;
                return 1;
            }
            r->cbytes_done += sdx_bytes_offset(r->bytes);
            sdx_bytes_close(r->bytes);
            r->bytes = NULL;
            r->part++;
            continue;
        }
        if (make_room(r) < 0)
            return fail(r, err);
        ssize_t got = sdx_bytes_read(r->bytes, r->buf + r->end, r->cap - r->end, &r->err);
        if (got > 0) {
            r->end += (size_t)got;
            r->total_bytes += (uint64_t)got;
            continue;
        }
        if (got == 0) {
            r->part_eof = 1;
            continue;
        }
        if (r->err.code == SDX_ERR_TRUNCATED && r->in_progress && r->part + 1 == r->nparts) {
            set_warning(r, NULL, &r->err);
            r->part_eof = 1;
            continue;
        }
        return fail(r, err);
    }
}

int sdx_lines_last_cut(const sdx_lines *r)
{
    return r->last_cut;
}

const char *sdx_lines_warning(const sdx_lines *r)
{
    return r->warning;
}

const char *sdx_lines_file(const sdx_lines *r)
{
    return r->nparts ? r->names[r->line_part] : NULL;
}

uint64_t sdx_lines_offset(const sdx_lines *r)
{
    return r->line_off;
}

uint64_t sdx_lines_lineno(const sdx_lines *r)
{
    return r->lineno;
}

uint64_t sdx_lines_bytes(const sdx_lines *r)
{
    return r->total_bytes;
}

uint64_t sdx_lines_compressed_bytes(const sdx_lines *r)
{
    return r->cbytes_done + (r->bytes ? sdx_bytes_offset(r->bytes) : 0);
}
