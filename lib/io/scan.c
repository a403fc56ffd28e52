/*
 * scan.c: from a path to the application logs it holds (sdx_logs_scan).
 *
 * Pipeline position: the source end. Layouts (docs/io.md, and §3 of the
 * shared eventlog-format notes): a single file; a History Server log
 * directory, scanned one level deep; a rolling `eventlog_v2_*` directory; a
 * Spark 1.0-1.2 directory (EVENT_LOG_1 + marker files); a History Server
 * `/logs` zip, whose entries are grouped exactly like a directory; stdin.
 * Directories and zips are read through one "listing" abstraction so the
 * grouping rules (rolling order, .compact, gaps, legacy markers) exist once.
 */
#include "io/io_internal.h"
#include "io/zip.h"
#include "util/util.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- listings: the entries of one directory or zip folder ---------------- */

typedef struct child {
    char *name;        /* name inside its directory */
    char *path;        /* file-system path, or the zip's path */
    char *zip_entry;   /* full entry name ("dir/" for a zip folder), or NULL */
    int is_dir, bad;
    int special;       /* neither a regular file nor a directory (FIFO, device, socket) */
    uint64_t size;
    int64_t mtime_ms;
} child;

typedef struct listing {
    child *v;
    size_t n, cap;
} listing;

static void listing_free(listing *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->v[i].name);
        free(l->v[i].path);
        free(l->v[i].zip_entry);
    }
    free(l->v);
    memset(l, 0, sizeof *l);
}

static child *listing_add(listing *l)
{
    if (l->n == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 16;
        child *v = realloc(l->v, nc * sizeof *v);
        if (!v)
            return NULL;
        l->v = v;
        l->cap = nc;
    }
    child *c = &l->v[l->n++];
    memset(c, 0, sizeof *c);
    return c;
}

static int cmp_child(const void *a, const void *b)
{
    return strcmp(((const child *)a)->name, ((const child *)b)->name);
}

static char *join(const char *dir, const char *name)
{
    size_t a = strlen(dir), b = strlen(name);
    char *s = malloc(a + b + 2);
    if (!s)
        return NULL;
    memcpy(s, dir, a);
    size_t k = a;
    if (a && dir[a - 1] != '/')
        s[k++] = '/';
    memcpy(s + k, name, b + 1);
    return s;
}

static int64_t stat_mtime_ms(const struct stat *st)
{
    return (int64_t)st->st_mtim.tv_sec * 1000 + st->st_mtim.tv_nsec / 1000000;
}

static int list_fs(const char *dir, listing *out, sdx_error *err)
{
    DIR *d = opendir(dir);
    if (!d)
        return sdx_error_set(err, SDX_ERR_IO, dir, UINT64_MAX, "cannot list directory: %s",
                             strerror(errno));
    struct dirent *de;
    while ((de = readdir(d))) {
        if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
            continue;
        child *c = listing_add(out);
        if (!c || !(c->name = strdup(de->d_name)) || !(c->path = join(dir, de->d_name))) {
            closedir(d);
            return sdx_error_set(err, SDX_ERR_NOMEM, dir, UINT64_MAX, "out of memory");
        }
        struct stat st;
        if (stat(c->path, &st) < 0) {
            c->bad = 1;
            continue;
        }
        c->is_dir = S_ISDIR(st.st_mode);
        /* opening a FIFO blocks until a writer comes, a device may never end */
        c->special = !c->is_dir && !S_ISREG(st.st_mode);
        c->size = (uint64_t)st.st_size;
        c->mtime_ms = stat_mtime_ms(&st);
    }
    closedir(d);
    if (out->n > 1)
        qsort(out->v, out->n, sizeof *out->v, cmp_child);
    return 0;
}

/* Direct children of `prefix` ("" or "folder/") among the zip's entries. */
static int list_zip(sdx_zip *z, const char *prefix, listing *out, sdx_error *err)
{
    size_t plen = strlen(prefix);
    for (size_t i = 0; i < z->n; i++) {
        const sdx_zip_entry *e = &z->entries[i];
        if (strncmp(e->name, prefix, plen) != 0 || e->name[plen] == '\0')
            continue;
        const char *rest = e->name + plen;
        const char *slash = strchr(rest, '/');
        size_t nlen = slash ? (size_t)(slash - rest) : strlen(rest);
        if (nlen == 0)
            continue; /* "a//b" or an absolute name: not a layout we know */
        child *c = NULL;
        for (size_t k = 0; k < out->n; k++)
            if (out->v[k].is_dir == (slash != NULL) && strlen(out->v[k].name) == nlen &&
                strncmp(out->v[k].name, rest, nlen) == 0)
                c = &out->v[k];
        if (c) { /* a folder seen before: keep the newest time */
            if (e->mtime_ms > c->mtime_ms)
                c->mtime_ms = e->mtime_ms;
            continue;
        }
        if (!(c = listing_add(out)))
            goto nomem;
        c->is_dir = slash != NULL;
        c->mtime_ms = e->mtime_ms;
        c->size = slash ? 0 : e->usize;
        c->name = strndup(rest, nlen);
        c->path = strdup(z->path);
        c->zip_entry = strndup(e->name, plen + nlen + (slash ? 1 : 0));
        if (!c->name || !c->path || !c->zip_entry)
            goto nomem;
    }
    if (out->n > 1)
        qsort(out->v, out->n, sizeof *out->v, cmp_child);
    return 0;
nomem:
    return sdx_error_set(err, SDX_ERR_NOMEM, z->path, UINT64_MAX, "out of memory");
}

static int list_child(sdx_zip *z, const child *dir, listing *out, sdx_error *err)
{
    return z ? list_zip(z, dir->zip_entry, out, err) : list_fs(dir->path, out, err);
}

/* The first bytes of a file or zip entry; -1 when unreadable. */
static ssize_t peek(sdx_zip *z, const child *c, unsigned char *buf, size_t n)
{
    size_t got = 0;
    if (z) {
        const sdx_zip_entry *e = sdx_zip_find(z, c->zip_entry);
        sdx_zip_reader *r;
        if (!e || sdx_zip_reader_open(z, e, &r, NULL) < 0)
            return -1;
        while (got < n) {
            ssize_t k = sdx_zip_reader_read(r, buf + got, n - got, NULL);
            if (k <= 0)
                break;
            got += (size_t)k;
        }
        sdx_zip_reader_close(r);
        return (ssize_t)got;
    }
    int fd = open(c->path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    while (got < n) {
        ssize_t k = read(fd, buf + got, n - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    close(fd);
    return (ssize_t)got;
}

/* ---- building the list ---------------------------------------------------- */

typedef struct builder {
    sdx_loglist *L;
    size_t cap_logs, cap_skipped;
    int nomem;
} builder;

static int starts_with(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && strcmp(s + a - b, suffix) == 0;
}

static void skip(builder *B, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void skip(builder *B, const char *fmt, ...)
{
    sdx_loglist *L = B->L;
    if (L->nskipped == B->cap_skipped) {
        size_t nc = B->cap_skipped ? B->cap_skipped * 2 : 8;
        char **v = realloc(L->skipped, nc * sizeof *v);
        if (!v) {
            B->nomem = 1;
            return;
        }
        L->skipped = v;
        B->cap_skipped = nc;
    }
    va_list ap;
    va_start(ap, fmt);
    char *s = NULL;
    if (vasprintf(&s, fmt, ap) < 0)
        s = NULL;
    va_end(ap);
    if (!s) {
        B->nomem = 1;
        return;
    }
    L->skipped[L->nskipped++] = s;
}

static void logref_free(sdx_logref *g)
{
    free(g->path);
    free(g->name);
    free(g->legacy_version);
    free(g->warning);
    for (size_t i = 0; i < g->nparts; i++) {
        free(g->parts[i].path);
        free(g->parts[i].zip_entry);
    }
    free(g->parts);
    memset(g, 0, sizeof *g);
}

static int add_log(builder *B, sdx_logref *g)
{
    sdx_loglist *L = B->L;
    if (L->n == B->cap_logs) {
        size_t nc = B->cap_logs ? B->cap_logs * 2 : 16;
        sdx_logref *v = realloc(L->logs, nc * sizeof *v);
        if (!v) {
            B->nomem = 1;
            logref_free(g);
            return -1;
        }
        L->logs = v;
        B->cap_logs = nc;
    }
    L->logs[L->n++] = *g;
    memset(g, 0, sizeof *g);
    return 0;
}

static int add_part(sdx_logref *g, const child *c, sdx_codec codec)
{
    sdx_logpart *v = realloc(g->parts, (g->nparts + 1) * sizeof *v);
    if (!v)
        return -1;
    g->parts = v;
    sdx_logpart *p = &v[g->nparts];
    p->path = strdup(c->path);
    p->zip_entry = c->zip_entry ? strdup(c->zip_entry) : NULL;
    p->codec = codec;
    p->size = c->size;
    if (!p->path || (c->zip_entry && !p->zip_entry)) {
        free(p->path);
        free(p->zip_entry);
        return -1;
    }
    g->nparts++;
    g->size += c->size;
    if (c->mtime_ms > g->mtime_ms)
        g->mtime_ms = c->mtime_ms;
    return 0;
}

static int logref_init(sdx_logref *g, const char *path, const char *name, sdx_layout layout)
{
    memset(g, 0, sizeof *g);
    g->layout = layout;
    g->path = strdup(path);
    g->name = strdup(name);
    return g->path && g->name ? 0 : -1;
}

/* A single-file log (also a top-level zip entry). */
static int single_log(builder *B, const child *c, sdx_layout layout)
{
    sdx_logref g;
    if (logref_init(&g, c->path, c->name, layout) < 0 ||
        add_part(&g, c, sdx_codec_from_name(c->name)) < 0) {
        logref_free(&g);
        B->nomem = 1;
        return -1;
    }
    g.in_progress = ends_with(c->name, ".inprogress");
    return add_log(B, &g);
}

typedef struct evfile {
    const child *c;
    uint64_t idx;
    int compact;
} evfile;

static int cmp_evfile(const void *a, const void *b)
{
    const evfile *x = a, *y = b;
    if (x->idx != y->idx)
        return x->idx < y->idx ? -1 : 1;
    return x->compact - y->compact;
}

/* Digits at s up to `stop` (or end of string when stop is 0). -1 when
 * there are none or something else follows; -2 when the number is above
 * Long.MAX_VALUE (Spark's getEventLogFileIndex: String.toLong throws). */
static int parse_index(const char *s, char stop, uint64_t *out)
{
    uint64_t v = 0;
    const char *p = s;
    int over = 0;
    while (*p >= '0' && *p <= '9') {
        if (v > ((uint64_t)INT64_MAX - (uint64_t)(*p - '0')) / 10)
            over = 1;
        else
            v = v * 10 + (uint64_t)(*p - '0');
        p++;
    }
    if (p == s || *p != stop)
        return -1;
    if (over)
        return -2;
    *out = v;
    return 0;
}

static int has_rolling_files(const listing *l)
{
    int ev = 0, st = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (l->v[i].is_dir)
            continue;
        ev |= starts_with(l->v[i].name, "events_");
        st |= starts_with(l->v[i].name, "appstatus_");
    }
    return ev && st;
}

static int has_legacy_files(const listing *l)
{
    for (size_t i = 0; i < l->n; i++)
        if (!l->v[i].is_dir && starts_with(l->v[i].name, "EVENT_LOG_"))
            return 1;
    return 0;
}

/* A rolling event log directory (EventLogFileReaders.scala,
 * RollingEventLogFilesFileReader): event files sorted by index, a .compact
 * file just after its index, nothing before the last .compact, no gaps.
 * Returns 0 and fills g, or -1 with the reason in why. */
static int build_rolling(builder *B, const child *dir, const listing *l, sdx_layout layout,
                         sdx_logref *g, char *why, size_t whylen)
{
    evfile *ev = calloc(l->n ? l->n : 1, sizeof *ev);
    size_t nev = 0;
    const child *status = NULL;
    int rc = -1;
    if (!ev) {
        B->nomem = 1;
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < l->n; i++) {
        const child *c = &l->v[i];
        if (c->is_dir)
            continue;
        if (c->special) {
            skip(B, "%s/%s: not a regular file (FIFO, device or socket), not read", dir->name, c->name);
            continue;
        }
        if (starts_with(c->name, "appstatus_")) {
            if (!status)
                status = c;
            continue;
        }
        if (!starts_with(c->name, "events_"))
            continue;
        if (ends_with(c->name, ".compact.inprogress")) {
            skip(B, "%s/%s: compaction in progress, ignored", dir->name, c->name);
            continue;
        }
        uint64_t idx;
        int pr = parse_index(c->name + strlen("events_"), '_', &idx);
        if (pr == -2) {
            snprintf(why, whylen, "event file %s: its index does not fit in a long (the History "
                     "Server fails on it too)", c->name);
            goto out;
        }
        if (pr < 0) {
            skip(B, "%s/%s: not an event file name (events_<index>_<appId>)", dir->name, c->name);
            continue;
        }
        ev[nev].c = c;
        ev[nev].idx = idx;
        ev[nev].compact = ends_with(c->name, ".compact");
        nev++;
    }
    if (nev == 0) {
        snprintf(why, whylen, "rolling event log directory has no events_* file");
        goto out;
    }
    qsort(ev, nev, sizeof *ev, cmp_evfile);
    size_t first = 0;
    for (size_t i = 0; i < nev; i++)
        if (ev[i].compact)
            first = i;
    for (size_t i = first + 1; i < nev; i++) {
        if (ev[i].idx == ev[i - 1].idx) {
            snprintf(why, whylen, "two event files with index %llu: %s and %s",
                     (unsigned long long)ev[i].idx, ev[i - 1].c->name, ev[i].c->name);
            goto out;
        }
        if (ev[i].idx != ev[i - 1].idx + 1) {
            snprintf(why, whylen, "event log file(s) missing: index %llu (%s) follows %llu (%s); "
                     "expected contiguous indices", (unsigned long long)ev[i].idx, ev[i].c->name,
                     (unsigned long long)ev[i - 1].idx, ev[i - 1].c->name);
            goto out;
        }
    }
    if (logref_init(g, dir->path, dir->name, layout) < 0)
        goto nomem;
    for (size_t i = first; i < nev; i++)
        if (add_part(g, ev[i].c, sdx_codec_from_name(ev[i].c->name)) < 0)
            goto nomem;
    /* Spark only checks that the indices are contiguous, so it reads a
     * directory whose first files are gone; but the application's header
     * (LogStart, ApplicationStart, environment) was in events_1. */
    if (!ev[first].compact && ev[first].idx != 1 &&
        asprintf(&g->warning, "%s: event log file(s) missing: expected index 1 first (or a "
                 ".compact file), found %llu (%s); read from there, the events before it are lost",
                 dir->path, (unsigned long long)ev[first].idx, ev[first].c->name) < 0) {
        g->warning = NULL;
        goto nomem;
    }
    /* Without an appstatus file nobody can tell the app finished. */
    g->in_progress = status ? ends_with(status->name, ".inprogress") : 1;
    /* The log's last update is its last event file's modification time
     * (RollingEventLogFilesFileReader.modificationTime), not the appstatus
     * file's: the History Server measures running tasks against it. */
    if (nev > first)
        g->mtime_ms = ev[nev - 1].c->mtime_ms;
    rc = 0;
    goto out;
nomem:
    B->nomem = 1;
    logref_free(g);
    snprintf(why, whylen, "out of memory");
out:
    free(ev);
    return rc;
}

/* Databricks' rolled event log: the parts Databricks has rolled over are
 * "eventlog-YYYY-MM-DD--HH-MM" (gzip: ".gz"), the part being written is
 * "eventlog"; each part starts with its own DBCEventLoggingListenerMetadata
 * line. A dated part's name: the date and time, then nothing or an
 * extension. */
static int databricks_dated(const char *name)
{
    static const char pat[] = "eventlog-0000-00-00--00-00";
    size_t n = sizeof pat - 1;
    if (strncmp(name, "eventlog-", 9) != 0 || strlen(name) < n)
        return 0;
    for (size_t i = 9; i < n; i++)
        if (pat[i] == '0' ? !(name[i] >= '0' && name[i] <= '9') : name[i] != pat[i])
            return 0;
    return name[n] == '\0' || name[n] == '.';
}

static int has_databricks_files(const listing *l)
{
    for (size_t i = 0; i < l->n; i++)
        if (!l->v[i].is_dir && !l->v[i].special && databricks_dated(l->v[i].name))
            return 1;
    return 0;
}

/* The dated parts in time order (their names sort so), then the current
 * "eventlog". Other files (Databricks' own notes, .DS_Store) are not parts. */
static int build_databricks(builder *B, const child *dir, const listing *l, sdx_layout layout,
                            sdx_logref *g, char *why, size_t whylen)
{
    if (logref_init(g, dir->path, dir->name, layout) < 0)
        goto nomem;
    const child *current = NULL;
    for (size_t i = 0; i < l->n; i++) {   /* the listing is sorted by name */
        const child *c = &l->v[i];
        if (c->is_dir || c->special || c->bad)
            continue;
        if (strcmp(c->name, "eventlog") == 0)
            current = c;
        else if (databricks_dated(c->name) && add_part(g, c, sdx_codec_from_name(c->name)) < 0)
            goto nomem;
    }
    if (current && add_part(g, current, SDX_CODEC_NONE) < 0)
        goto nomem;
    return 0;
nomem:
    B->nomem = 1;
    logref_free(g);
    snprintf(why, whylen, "out of memory");
    return -1;
}

/* Spark 1.x codec setting (short name or class name) to a codec. */
static sdx_codec legacy_codec(const char *setting)
{
    static const char *keys[] = {"lz4", "lzf", "snappy", "zstd"};
    static const sdx_codec codecs[] = {SDX_CODEC_LZ4, SDX_CODEC_LZF, SDX_CODEC_SNAPPY, SDX_CODEC_ZSTD};
    for (size_t i = 0; i < 4; i++)
        if (strcasestr(setting, keys[i]))
            return codecs[i];
    return SDX_CODEC_NONE;
}

/* A Spark 1.0-1.2 log directory: EVENT_LOG_<n> plus empty marker files. */
static int build_legacy(builder *B, const child *dir, const listing *l, sdx_layout layout,
                        sdx_logref *g, char *why, size_t whylen)
{
    evfile *ev = calloc(l->n ? l->n : 1, sizeof *ev);
    size_t nev = 0;
    int complete = 0, inprogress_file = 0, rc = -1;
    const char *version = NULL;
    sdx_codec codec = SDX_CODEC_AUTO;
    if (!ev) {
        B->nomem = 1;
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < l->n; i++) {
        const child *c = &l->v[i];
        if (c->is_dir)
            continue;
        uint64_t idx;
        if (c->special && starts_with(c->name, "EVENT_LOG_")) {
            skip(B, "%s/%s: not a regular file (FIFO, device or socket), not read", dir->name, c->name);
            continue;
        }
        if (starts_with(c->name, "EVENT_LOG_")) {
            const char *num = c->name + strlen("EVENT_LOG_");
            int ip = ends_with(num, ".inprogress");
            if (parse_index(num, ip ? '.' : '\0', &idx) < 0)
                continue;
            inprogress_file |= ip;
            ev[nev].c = c;
            ev[nev].idx = idx;
            nev++;
        } else if (starts_with(c->name, "SPARK_VERSION_")) {
            version = c->name + strlen("SPARK_VERSION_");
        } else if (starts_with(c->name, "COMPRESSION_CODEC_")) {
            codec = legacy_codec(c->name + strlen("COMPRESSION_CODEC_"));
        } else if (strcmp(c->name, "APPLICATION_COMPLETE") == 0) {
            complete = 1;
        }
    }
    if (nev == 0) {
        snprintf(why, whylen, "legacy log directory has no EVENT_LOG_<n> file");
        goto out;
    }
    qsort(ev, nev, sizeof *ev, cmp_evfile);
    if (logref_init(g, dir->path, dir->name, layout) < 0)
        goto nomem;
    for (size_t i = 0; i < nev; i++)
        if (add_part(g, ev[i].c, codec == SDX_CODEC_AUTO ? sdx_codec_from_name(ev[i].c->name) : codec) < 0)
            goto nomem;
    if (version && !(g->legacy_version = strdup(version)))
        goto nomem;
    g->in_progress = !complete || inprogress_file;
    rc = 0;
    goto out;
nomem:
    B->nomem = 1;
    logref_free(g);
    snprintf(why, whylen, "out of memory");
out:
    free(ev);
    return rc;
}

static const char *where(const child *c, char *buf, size_t n)
{
    if (c->zip_entry)
        snprintf(buf, n, "%s!%s", c->path, c->zip_entry);
    else
        snprintf(buf, n, "%s", c->path);
    return buf;
}

static void scan_zip_file(builder *B, const char *path);

/* A directory of a log directory: a rolling or legacy log, or skipped.
 * Inside a zip too these keep their layout (their parts carry zip_entry). */
static void scan_subdir(builder *B, sdx_zip *z, const child *c)
{
    char wbuf[4200], why[1024];
    listing sub = {0};
    sdx_error e;
    sdx_error_clear(&e);
    if (list_child(z, c, &sub, &e) < 0) {
        skip(B, "%s: %s", where(c, wbuf, sizeof wbuf), e.msg);
        listing_free(&sub);
        return;
    }
    sdx_logref g;
    int rolling = starts_with(c->name, "eventlog_v2_");
    if (!rolling && has_databricks_files(&sub)) {
        if (build_databricks(B, c, &sub, SDX_LAYOUT_DATABRICKS, &g, why, sizeof why) == 0)
            add_log(B, &g);
        else
            skip(B, "%s: %s", where(c, wbuf, sizeof wbuf), why);
    } else if (rolling || has_legacy_files(&sub)) {
        int rc = rolling ? build_rolling(B, c, &sub, SDX_LAYOUT_ROLLING, &g, why, sizeof why)
                         : build_legacy(B, c, &sub, SDX_LAYOUT_LEGACY, &g, why, sizeof why);
        if (rc == 0)
            add_log(B, &g);
        else
            skip(B, "%s: %s", where(c, wbuf, sizeof wbuf), why);
    } else {
        skip(B, "%s: directory is neither a rolling (eventlog_v2_*) nor a legacy (EVENT_LOG_1) "
             "event log", where(c, wbuf, sizeof wbuf));
    }
    listing_free(&sub);
}

/* One level of a log directory (or of a zip). */
static void scan_logdir(builder *B, sdx_zip *z, const listing *l)
{
    char wbuf[4200];
    for (size_t i = 0; i < l->n && !B->nomem; i++) {
        const child *c = &l->v[i];
        if (c->name[0] == '.') {
            skip(B, "%s: hidden", where(c, wbuf, sizeof wbuf));
        } else if (c->is_dir && strcmp(c->name, "__MACOSX") == 0) {
            skip(B, "%s: macOS archive metadata", where(c, wbuf, sizeof wbuf));
        } else if (c->bad) {
            skip(B, "%s: cannot be read", where(c, wbuf, sizeof wbuf));
        } else if (c->special) {
            skip(B, "%s: not a regular file (FIFO, device or socket), not read", where(c, wbuf, sizeof wbuf));
        } else if (c->is_dir) {
            scan_subdir(B, z, c);
        } else if (sdx_codec_from_name(c->name) != SDX_CODEC_NONE) {
            single_log(B, c, z ? SDX_LAYOUT_ZIP : SDX_LAYOUT_FILE);
        } else {
            /* No codec extension: look at the content, as names of other
             * tools' logs vary but an event log starts with '{' or a codec. */
            unsigned char head[16];
            ssize_t n = peek(z, c, head, sizeof head);
            if (n < 0)
                skip(B, "%s: cannot be read", where(c, wbuf, sizeof wbuf));
            else if (sdx_zip_magic(head, (size_t)n)) {
                if (z)
                    skip(B, "%s: zip inside a zip, not read", where(c, wbuf, sizeof wbuf));
                else
                    scan_zip_file(B, c->path);
            } else if (sdx_codec_sniff(head, (size_t)n) != SDX_CODEC_AUTO ||
                       sdx_looks_like_text(head, (size_t)n))
                single_log(B, c, z ? SDX_LAYOUT_ZIP : SDX_LAYOUT_FILE);
            else
                skip(B, "%s: not an event log (neither JSON lines nor a known codec)",
                     where(c, wbuf, sizeof wbuf));
        }
    }
}

/* The logs of a zip: its root is read like a log directory. */
static int zip_logs(builder *B, sdx_zip *z, sdx_error *err)
{
    listing root = {0};
    if (list_zip(z, "", &root, err) < 0) {
        listing_free(&root);
        return -1;
    }
    /* The zip holds the files of one Databricks rolled log at its root. */
    if (has_databricks_files(&root)) {
        char name[1024], why[1024];
        const char *slash = strrchr(z->path, '/');
        snprintf(name, sizeof name, "%s", slash ? slash + 1 : z->path);
        child self = {name, z->path, (char *)"", 1, 0, 0, 0, 0};
        sdx_logref g;
        if (build_databricks(B, &self, &root, SDX_LAYOUT_DATABRICKS, &g, why, sizeof why) == 0)
            add_log(B, &g);
        listing_free(&root);
        return 0;
    }
    /* Someone zipped a log directory itself: look one folder down. */
    if (root.n == 1 && root.v[0].is_dir && !starts_with(root.v[0].name, "eventlog_v2_")) {
        listing sub = {0};
        if (list_zip(z, root.v[0].zip_entry, &sub, err) < 0) {
            listing_free(&sub);
            listing_free(&root);
            return -1;
        }
        if (has_legacy_files(&sub) || has_databricks_files(&sub)) {
            listing_free(&sub);
        } else {
            listing_free(&root);
            root = sub;
        }
    }
    scan_logdir(B, z, &root);
    listing_free(&root);
    return 0;
}

static void scan_zip_file(builder *B, const char *path)
{
    sdx_zip *z;
    sdx_error e;
    sdx_error_clear(&e);
    if (sdx_zip_open(path, &z, &e) < 0) {
        char msg[2200];
        skip(B, "%s", sdx_error_format(&e, msg, sizeof msg));
        return;
    }
    if (zip_logs(B, z, &e) < 0) {
        char msg[2200];
        skip(B, "%s", sdx_error_format(&e, msg, sizeof msg));
    }
    sdx_zip_close(z);
}

static int cmp_log(const void *a, const void *b)
{
    const sdx_logref *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : strcmp(x->path, y->path);
}

void sdx_loglist_free(sdx_loglist *list)
{
    if (!list)
        return;
    for (size_t i = 0; i < list->n; i++)
        logref_free(&list->logs[i]);
    free(list->logs);
    for (size_t i = 0; i < list->nskipped; i++)
        free(list->skipped[i]);
    free(list->skipped);
    memset(list, 0, sizeof *list);
}

/* Common ending: sort, and fail when nothing was found. */
static int finish(builder *B, const char *path, const char *what, sdx_error *err)
{
    sdx_loglist *L = B->L;
    if (B->nomem) {
        sdx_loglist_free(L);
        return sdx_error_set(err, SDX_ERR_NOMEM, path, UINT64_MAX, "out of memory");
    }
    if (L->n == 0) {
        char first[1200] = "";
        if (L->nskipped)
            snprintf(first, sizeof first, "; first: %s", L->skipped[0]);
        sdx_error_set(err, SDX_ERR_FORMAT, path, UINT64_MAX, "no event log in this %s (%zu entries "
                      "skipped%s)", what, L->nskipped, first);
        sdx_loglist_free(L);
        return -1;
    }
    qsort(L->logs, L->n, sizeof *L->logs, cmp_log);
    return 0;
}

int sdx_logs_from_zip(sdx_zip *z, sdx_loglist *out, sdx_error *err)
{
    memset(out, 0, sizeof *out);
    builder B = {out, 0, 0, 0};
    if (zip_logs(&B, z, err) < 0) {
        sdx_loglist_free(out);
        return -1;
    }
    return finish(&B, z->path, "zip", err);
}

static const char *base_name(const char *path, char *buf, size_t n)
{
    size_t len = strlen(path);
    while (len > 1 && path[len - 1] == '/')
        len--;
    size_t start = len;
    while (start > 0 && path[start - 1] != '/')
        start--;
    snprintf(buf, n, "%.*s", (int)(len - start), path + start);
    return buf;
}

int sdx_logs_scan(const char *path, sdx_loglist *out, sdx_error *err)
{
    memset(out, 0, sizeof *out);
    builder B = {out, 0, 0, 0};
    if (!path || !*path)
        return sdx_error_set(err, SDX_ERR_USAGE, path, UINT64_MAX, "no path given");
    char name[1024];
    if (strcmp(path, "-") == 0) {
        child c = {(char *)"stdin", (char *)"-", NULL, 0, 0, 0, 0, 0};
        single_log(&B, &c, SDX_LAYOUT_STDIN);
        if (!B.nomem) {
            out->logs[0].parts[0].codec = SDX_CODEC_AUTO;
            out->logs[0].layout = SDX_LAYOUT_STDIN;
        }
        return finish(&B, path, "input", err);
    }
    struct stat st;
    if (stat(path, &st) < 0)
        return sdx_error_set(err, SDX_ERR_IO, path, UINT64_MAX, "cannot access: %s", strerror(errno));
    base_name(path, name, sizeof name);
    child self = {name, (char *)path, NULL, S_ISDIR(st.st_mode), 0, 0, (uint64_t)st.st_size,
                  stat_mtime_ms(&st)};
    if (!S_ISDIR(st.st_mode)) {
        unsigned char head[4];
        ssize_t n = S_ISREG(st.st_mode) ? peek(NULL, &self, head, sizeof head) : 0;
        if (n < 0)
            return sdx_error_set(err, SDX_ERR_IO, path, UINT64_MAX, "cannot read: %s", strerror(errno));
        if (sdx_zip_magic(head, (size_t)n)) {
            sdx_zip *z;
            if (sdx_zip_open(path, &z, err) < 0)
                return -1;
            int rc = zip_logs(&B, z, err);
            sdx_zip_close(z);
            if (rc < 0) {
                sdx_loglist_free(out);
                return -1;
            }
            return finish(&B, path, "zip", err);
        }
        single_log(&B, &self, SDX_LAYOUT_FILE);
        return finish(&B, path, "file", err);
    }
    listing l = {0};
    if (list_fs(path, &l, err) < 0) {
        listing_free(&l);
        return -1;
    }
    char why[1024];
    sdx_logref g;
    int rolling = starts_with(name, "eventlog_v2_") || has_rolling_files(&l);
    if (!rolling && has_databricks_files(&l)) {
        int rc = build_databricks(&B, &self, &l, SDX_LAYOUT_DATABRICKS, &g, why, sizeof why);
        listing_free(&l);
        if (rc < 0) {
            sdx_loglist_free(out);
            return sdx_error_set(err, SDX_ERR_NOMEM, path, UINT64_MAX, "%s", why);
        }
        add_log(&B, &g);
        return finish(&B, path, "directory", err);
    }
    if (rolling || has_legacy_files(&l)) {
        int rc = rolling ? build_rolling(&B, &self, &l, SDX_LAYOUT_ROLLING, &g, why, sizeof why)
                         : build_legacy(&B, &self, &l, SDX_LAYOUT_LEGACY, &g, why, sizeof why);
        listing_free(&l);
        if (rc < 0) {
            sdx_loglist_free(out);
            return sdx_error_set(err, B.nomem ? SDX_ERR_NOMEM : SDX_ERR_FORMAT, path, UINT64_MAX,
                                 "%s", why);
        }
        add_log(&B, &g);
        return finish(&B, path, "directory", err);
    }
    scan_logdir(&B, NULL, &l);
    listing_free(&l);
    return finish(&B, path, "directory", err);
}

sdx_logref *sdx_logref_copy(const sdx_logref *l)
{
    sdx_logref *c = sdx_xcalloc(1, sizeof *c);
    if (!c)
        return NULL;
    int bad = 0;
#define DUP(dst, src) ((dst) = (src) ? sdx_xstrdup(src) : NULL, bad |= (src) && !(dst))
    DUP(c->path, l->path);
    DUP(c->name, l->name);
    c->layout = l->layout;
    c->in_progress = l->in_progress;
    DUP(c->legacy_version, l->legacy_version);
    DUP(c->warning, l->warning);
    c->mtime_ms = l->mtime_ms;
    c->size = l->size;
    c->parts = sdx_xcalloc(l->nparts ? l->nparts : 1, sizeof(sdx_logpart));
    if (!c->parts) {
        sdx_logref_free(c);
        return NULL;
    }
    c->nparts = l->nparts;
    for (size_t i = 0; i < l->nparts; i++) {
        c->parts[i] = l->parts[i];
        DUP(c->parts[i].path, l->parts[i].path);
        DUP(c->parts[i].zip_entry, l->parts[i].zip_entry);
    }
#undef DUP
    if (bad) {
        sdx_logref_free(c);
        return NULL;
    }
    return c;
}

void sdx_logref_free(sdx_logref *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->nparts; i++) {
        free(c->parts[i].path);
        free(c->parts[i].zip_entry);
    }
    free(c->parts);
    free(c->path);
    free(c->name);
    free(c->legacy_version);
    free(c->warning);
    free(c);
}
