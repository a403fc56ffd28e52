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
 *
 * Read-ahead: a compressed part is decompressed on a second thread into a
 * ring of chunks (each with headroom before its data) while this thread
 * splits and parses an earlier one, so decompression costs no wall time
 * when parsing is the slower side. Lines are handed out from the chunks
 * themselves; at a chunk boundary the unfinished line moves into the next
 * chunk's headroom, or, when it is longer than that, it and its end are put
 * together in the reader's own growing buffer and the reader goes on in the
 * chunk. A chunk carries the part's end or error after its data, so errors
 * arrive in the same place as without the thread.
 *
 * Work: when the ring is full the thread, instead of waiting, splits a
 * chunk the reader has not reached into lines and runs the caller's work
 * function on them (sdx_lines_set_work; the model builder decodes task
 * lines there), keeping the line ends so the reader need not scan them. A
 * plain part with such work is read ahead too (copied) rather than mapped.
 *
 * Mapping: a plain (uncompressed) finished log file of 1 MiB or more is
 * mapped instead of read, and lines point into the mapping: no copy at all.
 * A file truncated while mapped would raise SIGBUS on the pages past its new
 * end; a SIGBUS handler (installed once, chaining to the previous one for
 * faults outside these mappings) maps zero pages over the rest of the
 * mapping and flags it, and the reader then stops with an error naming the
 * file and its new size, after the lines before it. Pages already read are
 * released every 16 MiB so resident memory stays small on huge files.
 * SPARKDX_MMAP=0 turns it off.
 */
#include "io/io_internal.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define AHEAD_CHUNKS SDX_LINES_WORK_SLOTS
/* Chunk size (at most the reader's buffer): 1 MiB lets the thread decode a
 * chunk it has just written while it is still in its core's cache (on the
 * benchmark machine, 2 MiB L2): `sparkdx stages` on the zstd benchmark log
 * took 4-5% less wall and CPU time than with 4 MiB chunks. */
#define AHEAD_CHUNK (1u << 20)
/* Parts smaller than this (stored bytes) are not worth a thread. */
#define AHEAD_MIN_PART (1u << 20)

typedef struct ahead_chunk {
    uint8_t *mem;          /* head bytes of room, then the data */
    size_t len;            /* data bytes */
    int status;            /* after the data: 0 more, 1 end of part, -1 error (err) */
    sdx_error err;
    uint64_t coff;         /* compressed bytes consumed once it was filled */
    int full;              /* filled and not yet released by the reader */
    uint64_t seq;          /* fill number within the part (0: the part's first chunk) */
    uint64_t uoff;         /* decompressed part offset of its data */
    int wstate;            /* W_*: work on its lines (sdx_lines_set_work) */
    size_t wlo, whi;       /* data[wlo..whi): the lines that were worked */
    uint32_t *ends;        /* their '\n's (data offsets), so the reader needs no scan */
    size_t nends, ends_cap;
} ahead_chunk;

enum { W_NONE, W_BUSY, W_DONE, W_TAKEN };

typedef struct ahead {
    pthread_t th;
    int running;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    sdx_bytes *bytes;      /* owned by the thread while it runs */
    size_t head, size;     /* room before the data, data capacity */
    ahead_chunk c[AHEAD_CHUNKS];
    unsigned take;         /* the reader's next chunk */
    int stop;
    int done;              /* the reader has seen the status after the last chunk */
    int status;
    sdx_error err;
    uint64_t coff;
    uint64_t uoff;         /* the thread's: decompressed bytes of the part so far */
    sdx_lines_work_fn wfn;
    void *wctx;
    int wmode;
} ahead;

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
    uint8_t *buf;              /* own, or the data of a read-ahead chunk */
    uint8_t *own;              /* the reader's buffer, of cap bytes */
    size_t cap, pos, end, scan;/* unconsumed bytes are buf[pos..end); no '\n' in [pos..scan) */
    int readahead;             /* -1 decide per part, 0 never, 1 every part */
    ahead *ah;                 /* allocated on first use, kept across parts */
    int ah_on;                 /* the current part is read ahead */
    ahead_chunk *cur;          /* the chunk buf points into, or NULL */
    int use_map;               /* -1 decide per part, 0 never, 1 every plain file */
    int map_slot;              /* the mapping's guard slot, or -1 when not mapped */
    uint8_t *map;
    size_t map_len, map_released;
    int map_fd;
    uint64_t buf_uoff;         /* part decompressed offset of buf[0] */
    int part_eof;
    uint64_t line_off, lineno, part_lines;
    int last_cut;
    uint64_t total_bytes, cbytes_done;
    int failed;
    sdx_error err;
    char *warning;
    sdx_lines_work_fn wfn;     /* sdx_lines_set_work */
    void *wctx;
    int wmode;
    int w_slot;                /* the chunk in use was worked: its slot, else -1 */
    uint64_t w_lo, w_hi, w_gen;/* its worked lines' part offsets; entries so far */
    const uint32_t *w_ends;    /* their '\n's: buf[w_data + w_ends[k]], k = w_k.. */
    size_t w_n, w_k, w_data, w_start;   /* w_start: buf offset of the first worked line */
    int cur_worked;            /* the chunk last taken was worked */
    ahead_chunk *pend;         /* a chunk to go on in once the own buffer is read */
    size_t pend_skip;          /* from that data offset */
    int skip_blank;            /* sdx_lines_set_skip_blank */
    uint64_t blank, blank_bytes;
    size_t max_line;           /* sdx_lines_set_max_line; 0 = no cap */
    int discard;               /* inside a line over the cap: its bytes are dropped */
    uint64_t discard_off, discard_len;
    uint64_t long_lines;       /* lines skipped for the cap */
    char *long_msg;            /* the first one, with its file, line and offset */
};

static void free_parts(sdx_lines *r)
{
    for (size_t i = 0; i < r->nparts; i++) {
        free(r->parts[i].path);
        free(r->parts[i].zip_entry);
    }
    free(r->parts);
}

/* ---- mapping, and the SIGBUS guard ------------------------------------- */

#define MAP_MIN_PART (1u << 20)
#define MAP_RELEASE (16u << 20)
#define MAP_SLOTS 32

/* The live mappings, for the handler: [lo, hi) page-rounded. A slot is
 * claimed through used; hi is set after lo, and cleared before it. */
static struct map_guard {
    atomic_int used;
    atomic_uintptr_t lo, hi;
    volatile sig_atomic_t hit;
} g_map[MAP_SLOTS];
/* Write-once state of the guard: set by bus_install under g_bus_once (the
 * first sdx_io_install_sigbus_guard call) and only read after that. The
 * slots above are the handler's view of the live mappings (atomics). */
static struct sigaction g_old_bus;
static uintptr_t g_page;
static pthread_once_t g_bus_once = PTHREAD_ONCE_INIT;
static atomic_int g_bus_ok;

static void on_sigbus(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    uintptr_t a = (uintptr_t)si->si_addr;
    for (int i = 0; si->si_code > 0 && i < MAP_SLOTS; i++) {
        uintptr_t lo = atomic_load(&g_map[i].lo), hi = atomic_load(&g_map[i].hi);
        if (a >= lo && a < hi) {
            uintptr_t pg = a & ~(g_page - 1);
            if (mmap((void *)pg, hi - pg, PROT_READ, MAP_PRIVATE | MAP_FIXED | MAP_ANONYMOUS, -1, 0) !=
                MAP_FAILED) {
                g_map[i].hit = 1;
                return;   /* the read is repeated and sees zeros */
            }
        }
    }
    /* not ours: what would have happened without this handler */
    if (g_old_bus.sa_flags & SA_SIGINFO) {
        g_old_bus.sa_sigaction(sig, si, uc);
        return;
    }
    if (g_old_bus.sa_handler != SIG_DFL && g_old_bus.sa_handler != SIG_IGN) {
        g_old_bus.sa_handler(sig);
        return;
    }
    signal(SIGBUS, SIG_DFL);
    if (si->si_code <= 0)
        raise(SIGBUS);   /* sent, not a fault: a fault repeats by itself */
}

static void bus_install(void)
{
    long pg = sysconf(_SC_PAGESIZE);
    if (pg <= 0 || (pg & (pg - 1)))
        return;
    g_page = (uintptr_t)pg;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigbus;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    atomic_store(&g_bus_ok, sigaction(SIGBUS, &sa, &g_old_bus) == 0);
}

int sdx_io_install_sigbus_guard(void)
{
    pthread_once(&g_bus_once, bus_install);
    return atomic_load(&g_bus_ok) ? 0 : -1;
}

static void map_end(sdx_lines *r)
{
    if (r->map_slot < 0)
        return;
    struct map_guard *g = &g_map[r->map_slot];
    atomic_store(&g->hi, 0);
    atomic_store(&g->lo, 0);
    munmap(r->map, r->map_len);
    g->hit = 0;
    atomic_store(&g->used, 0);
    close(r->map_fd);
    r->map_slot = -1;
    r->map = NULL;
    r->buf = r->own;
}

/* Map the current part when it is a finished plain file (1), else 0 (it is
 * then read). Called before anything of the part was consumed. */
static int map_start(sdx_lines *r)
{
    const sdx_logpart *p = &r->parts[r->part];
    if (r->use_map == 0 || r->mem || p->zip_entry || !strcmp(p->path, "-") || r->in_progress ||
        sdx_bytes_codec(r->bytes) != SDX_CODEC_NONE || r->end != 0)
        return 0;
    /* no guard, no mapping: a library user who did not ask for the
     * handler gets reads */
    if (!atomic_load(&g_bus_ok))
        return 0;
    int fd = open(p->path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    struct stat st;
    if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 ||
        (r->use_map < 0 && (uint64_t)st.st_size < MAP_MIN_PART) || (uint64_t)st.st_size > SIZE_MAX / 2) {
        close(fd);
        return 0;
    }
    int slot = -1;
    for (int i = 0; i < MAP_SLOTS && slot < 0; i++) {
        int z = 0;
        if (atomic_compare_exchange_strong(&g_map[i].used, &z, 1))
            slot = i;
    }
    if (slot < 0) {
        close(fd);
        return 0;
    }
    size_t len = (size_t)st.st_size;
    void *m = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
    if (m == MAP_FAILED) {
        atomic_store(&g_map[slot].used, 0);
        close(fd);
        return 0;
    }
    madvise(m, len, MADV_SEQUENTIAL);
    g_map[slot].hit = 0;
    atomic_store(&g_map[slot].lo, (uintptr_t)m);
    atomic_store(&g_map[slot].hi, ((uintptr_t)m + len + g_page - 1) & ~(g_page - 1));
    r->map_slot = slot;
    r->map = m;
    r->map_len = len;
    r->map_released = 0;
    r->map_fd = fd;
    r->buf = r->map;
    r->pos = r->scan = 0;
    r->end = len;
    r->buf_uoff = 0;
    return 1;
}

/* The file shrank under the mapping: the error, with its new size. */
static int map_truncated(sdx_lines *r)
{
    struct stat st;
    long long now = fstat(r->map_fd, &st) == 0 ? (long long)st.st_size : -1;
    return sdx_error_set(&r->err, SDX_ERR_IO, r->pname, now >= 0 ? (uint64_t)now : UINT64_MAX,
                         "the file was truncated while being read: %lld bytes now, %zu when opened", now,
                         r->map_len);
}

/* Give back the pages of lines already handed out. */
static void map_release(sdx_lines *r)
{
    size_t upto = r->pos & ~(size_t)(g_page - 1);
    if (upto - r->map_released >= MAP_RELEASE) {
        madvise(r->map + r->map_released, upto - r->map_released, MADV_DONTNEED);
        r->map_released = upto;
    }
}

void sdx_lines_set_mmap(sdx_lines *r, int mode)
{
    r->use_map = mode < 0 ? -1 : mode > 0;
}

void sdx_lines_set_options(sdx_lines *r, int opts)
{
    if (opts & SDX_IO_NO_MMAP)
        r->use_map = 0;
    if (opts & SDX_IO_NO_READAHEAD)
        r->readahead = 0;
}

/* ---- read-ahead -------------------------------------------------------- */

/* Work the lines of chunk c (claimed: W_BUSY; called and returning with
 * a->mu held, released meanwhile): the work function sees each complete
 * line, and the chunk keeps where they end. */
static void ahead_work(ahead *a, ahead_chunk *c)
{
    pthread_mutex_unlock(&a->mu);
    const char *data = (const char *)c->mem + a->head;
    size_t lo = 0, hi = 0;
    c->nends = 0;
    if (c->seq > 0) {   /* the first bytes end a line begun in the chunk before */
        const char *nl = c->len ? memchr(data, '\n', c->len) : NULL;
        lo = nl ? (size_t)(nl - data) + 1 : c->len;
    }
    unsigned slot = (unsigned)(c - a->c);
    a->wfn(a->wctx, slot, NULL, 0, 0);
    const char *p = data + lo, *end = data + c->len;
    hi = lo;
    const char *nl;
    /* a run of blank lines is left to the reader, whose blank-line skip
     * counts them eight bytes at a time (listing each here cost ten times
     * a newline scan on a log of newlines) */
    size_t blank = 0, run_hi = hi;
    while (p < end && (nl = memchr(p, '\n', (size_t)(end - p))) != NULL) {
        if (nl == p || (nl == p + 1 && *p == '\r')) {
            if (blank++ == 0)
                run_hi = hi;
            if (blank >= 64) {
                c->nends -= blank - 1;   /* the run's line ends listed so far */
                hi = run_hi;
                break;
            }
        } else {
            blank = 0;
        }
        if (c->nends == c->ends_cap) {
            size_t ncap = c->ends_cap ? 2 * c->ends_cap : 4096;
            uint32_t *ne = realloc(c->ends, ncap * sizeof *ne);
            if (!ne)
                break;   /* the rest is read the usual way */
            c->ends = ne;
            c->ends_cap = ncap;
        }
        c->ends[c->nends++] = (uint32_t)(nl - data);
        size_t l = (size_t)(nl - p);
        if (l && p[l - 1] == '\r')
            l--;
        a->wfn(a->wctx, slot, p, l, c->uoff + (uint64_t)(p - data));
        p = nl + 1;
        hi = (size_t)(p - data);
    }
    pthread_mutex_lock(&a->mu);
    c->wlo = lo;
    c->whi = hi;
    c->wstate = W_DONE;
    pthread_cond_broadcast(&a->cv);
}

/* Work one chunk the reader has not taken, the newest first (a->mu held):
 * 1 when one was worked. */
static int ahead_work_one(ahead *a)
{
    ahead_chunk *w = NULL;
    for (int j = 0; j < AHEAD_CHUNKS; j++) {
        ahead_chunk *c = &a->c[j];
        if (c->full && c->wstate == W_NONE && c->seq >= a->take && (!w || c->seq > w->seq))
            w = c;
    }
    if (!w)
        return 0;
    w->wstate = W_BUSY;
    ahead_work(a, w);
    return 1;
}

static void *ahead_main(void *arg)
{
    ahead *a = arg;
    for (unsigned i = 0;; i++) {
        ahead_chunk *c = &a->c[i % AHEAD_CHUNKS];
        pthread_mutex_lock(&a->mu);
        while (c->full && !a->stop)
            if (!a->wfn || a->stop || !ahead_work_one(a))
                pthread_cond_wait(&a->cv, &a->mu);
        int stop = a->stop;
        pthread_mutex_unlock(&a->mu);
        if (stop)
            break;
        size_t len = 0;
        int status = 0;
        while (len < a->size) {
            ssize_t got = sdx_bytes_read(a->bytes, c->mem + a->head + len, a->size - len, &c->err);
            if (got <= 0) {
                status = got == 0 ? 1 : -1;
                break;
            }
            len += (size_t)got;
        }
        c->len = len;
        c->status = status;
        c->coff = sdx_bytes_offset(a->bytes);
        c->seq = i;
        c->uoff = a->uoff;
        a->uoff += len;
        c->wstate = W_NONE;
        pthread_mutex_lock(&a->mu);
        c->full = 1;
        pthread_cond_broadcast(&a->cv);
        if (a->wfn && a->wmode == 2) {
            c->wstate = W_BUSY;
            ahead_work(a, c);
        }
        if (status)   /* the part is read: work what the reader has not reached */
            while (a->wfn && !a->stop && ahead_work_one(a))
                ;
        pthread_mutex_unlock(&a->mu);
        if (status)
            break;
    }
    return NULL;
}

/* Stop and join the thread of the current part (it may be waiting for a
 * free chunk, or have finished). */
static void ahead_stop(sdx_lines *r)
{
    ahead *a = r->ah;
    if (!a || !a->running)
        return;
    pthread_mutex_lock(&a->mu);
    a->stop = 1;
    pthread_cond_broadcast(&a->cv);
    pthread_mutex_unlock(&a->mu);
    pthread_join(a->th, NULL);
    a->running = 0;
    r->ah_on = 0;
    r->cur = NULL;
    r->pend = NULL;
    r->buf = r->own;
    r->w_slot = -1;
    r->w_n = r->w_k = 0;
}

static void ahead_free(sdx_lines *r)
{
    ahead *a = r->ah;
    if (!a)
        return;
    ahead_stop(r);
    for (int i = 0; i < AHEAD_CHUNKS; i++) {
        free(a->c[i].mem);
        free(a->c[i].ends);
    }
    pthread_mutex_destroy(&a->mu);
    pthread_cond_destroy(&a->cv);
    free(a);
    r->ah = NULL;
}

/* Whether to read the current part ahead: compressed, from a file, a zip or
 * memory (not a pipe, which could block the join), big enough, and a second
 * core to run on; SPARKDX_READAHEAD=0 turns it off. */
static int ahead_wanted(sdx_lines *r)
{
    if (r->readahead >= 0)
        return r->readahead;
    const sdx_logpart *p = &r->parts[r->part];
    if ((sdx_bytes_codec(r->bytes) == SDX_CODEC_NONE && !r->wmode) || !strcmp(p->path, "-") ||
        p->size < AHEAD_MIN_PART)
        return 0;
    return sysconf(_SC_NPROCESSORS_ONLN) > 1;
}

/* Start the thread for the current part (1), or 0 when it cannot start (the
 * part is then read on this thread). */
static int ahead_start(sdx_lines *r)
{
    ahead *a = r->ah;
    if (!a) {
        a = calloc(1, sizeof *a);
        if (!a)
            return 0;
        a->size = r->cap < AHEAD_CHUNK ? r->cap : AHEAD_CHUNK;
        a->head = a->size / 64 < 8 ? 8 : a->size / 64;
        for (int i = 0; i < AHEAD_CHUNKS; i++)
            if (!(a->c[i].mem = malloc(a->head + a->size))) {
                for (int j = 0; j < i; j++)
                    free(a->c[j].mem);
                free(a);
                return 0;
            }
        pthread_mutex_init(&a->mu, NULL);
        pthread_cond_init(&a->cv, NULL);
        r->ah = a;
    }
    for (int i = 0; i < AHEAD_CHUNKS; i++)
        a->c[i].full = 0;
    a->take = 0;
    a->uoff = 0;
    a->wfn = r->wmode ? r->wfn : NULL;
    a->wctx = r->wctx;
    a->wmode = r->wmode;
    a->stop = a->done = a->status = 0;
    a->coff = sdx_bytes_offset(r->bytes);
    a->bytes = r->bytes;
    if (pthread_create(&a->th, NULL, ahead_main, a) != 0)
        return 0;
    a->running = 1;
    return 1;
}

/* Room for need bytes at own[end..], the buffer doubled as often as that
 * takes. */
static int own_reserve(sdx_lines *r, size_t need)
{
    if (r->cap - r->end >= need)
        return 0;
    size_t ncap = r->cap;
    while (ncap - r->end < need && ncap < SIZE_MAX / 2)
        ncap *= 2;
    /* Under the line cap a line never needs much more than the cap: do not
     * double past it (a line over it is dropped as soon as it is longer). */
    size_t top = r->max_line ? r->max_line + (1u << 16) : 0;
    if (top && ncap > top && r->end + need <= top)
        ncap = top;
    uint8_t *nb = ncap - r->end >= need ? realloc(r->own, ncap) : NULL;
    if (!nb)
        return sdx_error_set(&r->err, SDX_ERR_NOMEM, r->pname, UINT64_MAX,
                             "out of memory for a line longer than %zu bytes", r->end + need);
    if (r->buf == r->own)
        r->buf = nb;
    r->own = nb;
    r->cap = ncap;
    return 0;
}

/* The unfinished line buf[pos..end) (in the own buffer or in a chunk) to the
 * front of the own buffer, which becomes the current one, with room for
 * need bytes after it. */
static int own_front(sdx_lines *r, size_t need)
{
    size_t tail = r->end - r->pos;
    const uint8_t *line = r->buf + r->pos;
    uint64_t uoff = r->buf_uoff + r->pos;
    if (r->buf != r->own) {
        r->end = 0;   /* the own buffer holds nothing yet: grow it before the copy */
        if (own_reserve(r, tail + need) < 0)
            return -1;
        memcpy(r->own, line, tail);
    } else if (r->pos > 0) {
        memmove(r->own, line, tail);
    }
    r->buf = r->own;
    r->buf_uoff = uoff;
    r->pos = 0;
    r->scan = r->end = tail;
    return own_reserve(r, need);
}

/* Make room at buf[end..]: move the unfinished line to the front, grow the
 * buffer when that line fills most of it. */
static int make_room(sdx_lines *r)
{
    size_t need = r->cap / 4, tail = r->end - r->pos;
    /* under the line cap, room for no more than one byte past it: a line
     * that reaches it is dropped from there on */
    if (r->max_line && tail < r->max_line + 2 && need > r->max_line + 2 - tail)
        need = r->max_line + 2 - tail;
    return own_front(r, need);
}

/* The reader continues in chunk c's data from data[skip]: its lines, and
 * the work done on them. */
static void chunk_enter(sdx_lines *r, ahead_chunk *c, size_t skip)
{
    ahead *a = r->ah;
    r->buf = c->mem;
    r->buf_uoff = c->uoff - a->head;   /* modulo 2^64 */
    r->pos = r->scan = a->head + skip;
    r->end = a->head + c->len;
    r->cur = c;
    if (r->cur_worked && c->whi > c->wlo && skip <= c->wlo) {
        r->w_slot = (int)(c - a->c);
        r->w_lo = c->uoff + c->wlo;
        r->w_hi = c->uoff + c->whi;
        r->w_gen++;
        r->w_ends = c->ends;
        r->w_n = c->nends;
        r->w_k = 0;
        r->w_data = a->head;
        r->w_start = a->head + c->wlo;
    }
}

/* The next chunk's data after the unfinished line buf[pos..end): bytes
 * added (> 0), 0 at the end of the part, -1 with r->err. */
static ssize_t ahead_refill(sdx_lines *r)
{
    ahead *a = r->ah;
    if (r->pend) {
        /* the line that began before the chunk was read from the own
         * buffer: on into the chunk after it */
        ahead_chunk *c = r->pend;
        r->pend = NULL;
        chunk_enter(r, c, r->pend_skip);
        return (ssize_t)(c->len - r->pend_skip);
    }
    for (;;) {
        if (a->done) {
            if (a->status > 0)
                return 0;
            r->err = a->err;
            return -1;
        }
        ahead_chunk *c = &a->c[a->take % AHEAD_CHUNKS];
        pthread_mutex_lock(&a->mu);
        while (!c->full || c->wstate == W_BUSY || (a->wmode == 2 && c->wstate == W_NONE))
            pthread_cond_wait(&a->cv, &a->mu);
        r->cur_worked = c->wstate == W_DONE;
        c->wstate = W_TAKEN;
        a->take++;
        pthread_mutex_unlock(&a->mu);
        r->w_slot = -1;
        r->w_n = r->w_k = 0;
        a->coff = c->coff;
        if (c->status) {
            a->done = 1;
            a->status = c->status;
            if (c->status < 0)
                a->err = c->err;
        }
        size_t tail = r->end - r->pos, len = c->len;
        ahead_chunk *old = r->cur;
        const uint8_t *data = c->mem + a->head;
        const uint8_t *nl = len && tail > a->head ? memchr(data, '\n', len) : NULL;
        ssize_t added = (ssize_t)len;
        if (len == 0) {
            /* nothing in it: give it back, see the status */
        } else if (tail <= a->head) {
            /* the unfinished line into the chunk's headroom */
            size_t at = a->head - tail;
            memcpy(c->mem + at, r->buf + r->pos, tail);
            chunk_enter(r, c, 0);
            r->pos = at;
            c = NULL;
        } else if (nl && (size_t)(nl - data) + 1 < len) {
            /* a long unfinished line: it and its end in the chunk into the
             * own buffer, then on into the chunk (kept) after it */
            size_t k = (size_t)(nl - data) + 1;
            if (own_front(r, k) < 0)
                return -1;
            memcpy(r->own + r->end, data, k);
            r->end += k;
            r->cur = c;
            r->pend = c;
            r->pend_skip = k;
            added = (ssize_t)k;
            c = NULL;
        } else {
            /* a line longer than the chunk: it and the chunk's data into
             * the own buffer */
            if (own_front(r, len) < 0)
                return -1;
            r->cur = NULL;
            memcpy(r->own + r->end, data, len);
            r->end += len;
        }
        pthread_mutex_lock(&a->mu);
        if (c)
            c->full = 0;
        if (old && old != r->cur)
            old->full = 0;
        pthread_cond_broadcast(&a->cv);
        pthread_mutex_unlock(&a->mu);
        if (len)
            return added;
    }
}

/* More bytes of the current part after buf[end] (end moves past them): > 0
 * added, 0 at its end, -1 with r->err. */
static ssize_t refill(sdx_lines *r)
{
    /* A plain part with work for the second thread is read ahead (copied
     * into the chunks, on that thread) rather than mapped. */
    int plain_ahead = !r->ah_on && r->wmode && r->readahead != 0 && r->buf == r->own && r->end == 0 &&
                      sdx_bytes_codec(r->bytes) == SDX_CODEC_NONE && ahead_wanted(r);
    if (!plain_ahead && r->map_slot < 0 && !r->ah_on && r->end == 0 && map_start(r))
        return (ssize_t)r->map_len;
    if (r->map_slot >= 0)
        return 0;   /* the whole file was there */
    if (!r->ah_on && r->buf == r->own && r->readahead != 0 && ahead_wanted(r) && ahead_start(r))
        r->ah_on = 1;
    if (r->ah_on)
        return ahead_refill(r);
    if (make_room(r) < 0)
        return -1;
    ssize_t got = sdx_bytes_read(r->bytes, r->buf + r->end, r->cap - r->end, &r->err);
    if (got > 0)
        r->end += (size_t)got;
    return got;
}

void sdx_lines_set_readahead(sdx_lines *r, int mode)
{
    r->readahead = mode < 0 ? -1 : mode > 0;
}

void sdx_lines_set_work(sdx_lines *r, sdx_lines_work_fn fn, void *ctx, int mode)
{
    r->wfn = fn;
    r->wctx = ctx;
    r->wmode = fn ? mode : 0;
}

int sdx_lines_work(const sdx_lines *r, uint64_t *gen)
{
    if (r->w_slot < 0 || r->line_off < r->w_lo || r->line_off >= r->w_hi)
        return -1;
    *gen = r->w_gen;
    return r->w_slot;
}

void sdx_lines_close(sdx_lines *r)
{
    if (!r)
        return;
    ahead_free(r);
    map_end(r);
    sdx_bytes_close(r->bytes);
    for (size_t i = 0; r->names && i < r->nparts; i++)
        free(r->names[i]);
    free(r->names);
    free_parts(r);
    free(r->own);
    free(r->warning);
    free(r->long_msg);
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
    r->buf = r->own = malloc(r->cap);
    r->readahead = -1;
    r->use_map = -1;
    r->max_line = SDX_LINES_MAX_LINE_DEFAULT;
    r->w_slot = -1;
    r->map_slot = -1;
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
    return sdx_lines_open_ex(log, NULL, 0, SDX_LINES_BUF, out, err);
}

int sdx_lines_open_mem(const void *data, size_t len, const char *name, int in_progress,
                       sdx_lines **out, sdx_error *err)
{
    sdx_logpart part = {(char *)(name ? name : "<memory>"), NULL, SDX_CODEC_AUTO, len};
    sdx_logref log = {part.path, part.path, SDX_LAYOUT_FILE, in_progress, NULL, 0, len, &part, 1, NULL};
    return sdx_lines_open_ex(&log, data ? data : "", len, SDX_LINES_BUF, out, err);
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

/* Whether the next line's end is known from the work on its chunk. */
static inline int worked_here(const sdx_lines *r)
{
    return r->w_k < r->w_n && r->pos >= r->w_start && r->cur && r->buf == r->cur->mem;
}

int sdx_lines_peek(sdx_lines *r, const char **p, size_t *avail)
{
    if (r->failed || !r->bytes || r->pos >= r->end || worked_here(r))
        return 0;
    *p = (const char *)r->buf + r->pos;
    *avail = r->end - r->pos;
    return 1;
}

int sdx_lines_take(sdx_lines *r, size_t n)
{
    if (r->max_line && n > r->max_line)
        return 0;   /* sdx_lines_next skips it */
    if (r->map_slot >= 0) {
        if (g_map[r->map_slot].hit)
            return 0;
        map_release(r);
    }
    const char *line;
    size_t len;
    emit(r, &line, &len, n, 0);
    r->pos = r->scan = r->pos + n + 1;
    return 1;
}

void sdx_lines_set_max_line(sdx_lines *r, size_t max)
{
    r->max_line = max;
}

uint64_t sdx_lines_long_skipped(const sdx_lines *r, const char **first)
{
    if (first)
        *first = r->long_msg;
    return r->long_lines;
}

/* A line over the cap ends (its '\n', or the part's end): counted, and
 * described when it is the first. The line number counts it. */
static void long_line_done(sdx_lines *r, int cut)
{
    r->part_lines++;
    r->long_lines++;
    r->discard = 0;
    if (r->long_msg)
        return;
    if (asprintf(&r->long_msg, "%s: line %llu (decompressed byte %llu) is %llu bytes%s, longer than the "
                 "line cap of %zu bytes: skipped", r->pname, (unsigned long long)r->part_lines,
                 (unsigned long long)r->discard_off, (unsigned long long)r->discard_len,
                 cut ? " and cut at the end of its part" : "", r->max_line) < 0)
        r->long_msg = NULL;
}

void sdx_lines_set_skip_blank(sdx_lines *r, int on)
{
    r->skip_blank = on;
}

uint64_t sdx_lines_blank(const sdx_lines *r, uint64_t *bytes)
{
    if (bytes)
        *bytes = r->blank_bytes;
    return r->blank;
}

/* After a blank line: the blank lines that follow it ("\n" or "\r\n"),
 * counted as a newline scan would, eight bytes at a time. Stops where the
 * work on the chunk starts (those line ends are taken from its list). */
static void skip_blank_run(sdx_lines *r)
{
    size_t lim = r->end;
    if (r->w_k < r->w_n && r->cur && r->buf == r->cur->mem && r->pos < r->w_start && r->w_start < lim)
        lim = r->w_start;
    const uint8_t *b = r->buf;
    size_t p = r->pos, n0 = 0;
    for (;;) {
        while (lim - p >= 8) {
            uint64_t w;
            memcpy(&w, b + p, 8);
            if (w != 0x0a0a0a0a0a0a0a0aull)
                break;
            p += 8;
            n0 += 8;
        }
        if (p < lim && b[p] == '\n') {
            p++;
            n0++;
        } else if (lim - p >= 2 && b[p] == '\r' && b[p + 1] == '\n') {
            p += 2;
            n0++;
            r->blank_bytes++;
        } else {
            break;
        }
    }
    r->part_lines += n0;
    r->blank += n0;
    r->blank_bytes += n0;
    r->pos = r->scan = p;
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
        uint8_t *nl;
        if (worked_here(r))   /* worked: known */
            nl = r->buf + r->w_data + r->w_ends[r->w_k++];
        else
            nl = r->scan < r->end ? memchr(r->buf + r->scan, '\n', r->end - r->scan) : NULL;
        if (r->map_slot >= 0) {
            if (g_map[r->map_slot].hit) {
                map_truncated(r);
                return fail(r, err);
            }
            map_release(r);
        }
        if (nl) {
            size_t n = (size_t)(nl - (r->buf + r->pos));
            if (r->discard || (r->max_line && n > r->max_line)) {
                /* the end of a line over the cap (or all of it, in memory) */
                if (!r->discard) {
                    r->discard_off = r->buf_uoff + r->pos;
                    r->discard_len = 0;
                }
                r->discard_len += n;
                r->pos = r->scan = r->pos + n + 1;
                r->discard = 1;
                long_line_done(r, 0);
                continue;
            }
            if (r->skip_blank && (n == 0 || (n == 1 && r->buf[r->pos] == '\r'))) {
                r->pos = r->scan = r->pos + n + 1;
                r->part_lines++;
                r->blank++;
                r->blank_bytes += n + 1;
                if (!worked_here(r))
                    skip_blank_run(r);
                continue;
            }
            emit(r, line, len, n, 0);
            r->pos = r->scan = n + r->pos + 1;
            return 1;
        }
        r->scan = r->end;
        if (r->discard || (r->max_line && r->end - r->pos > r->max_line)) {
            /* a line over the cap: its bytes so far are dropped, not kept
             * (nor the buffer grown) until its '\n' */
            if (!r->discard) {
                r->discard = 1;
                r->discard_off = r->buf_uoff + r->pos;
                r->discard_len = 0;
            }
            r->discard_len += r->end - r->pos;
            r->pos = r->scan = r->end;
        }
        if (r->part_eof) {
            int last = r->part + 1 == r->nparts;
            if (r->discard)
                long_line_done(r, 1);
            if (r->skip_blank && r->end - r->pos == 1 && r->buf[r->pos] == '\r') {
                /* a last line of a lone '\r' is blank too, as "\r\n" is */
                r->part_lines++;
                r->blank++;
                r->blank_bytes += 1;
                r->pos = r->scan = r->end;
            }
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
            ahead_stop(r);
            r->cbytes_done += r->map_slot >= 0 ? r->map_len : sdx_bytes_offset(r->bytes);
            map_end(r);
            sdx_bytes_close(r->bytes);
            r->bytes = NULL;
            r->part++;
            continue;
        }
        ssize_t got = refill(r);
        if (got > 0) {
            r->total_bytes += (uint64_t)got;
            continue;
        }
        if (got == 0) {
            r->part_eof = 1;
            continue;
        }
        if (r->err.code == SDX_ERR_NOMEM)
            return fail(r, err);
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
    if (r->ah_on)
        return r->cbytes_done + r->ah->coff;
    if (r->map_slot >= 0)
        return r->cbytes_done + r->map_len;
    return r->cbytes_done + (r->bytes ? sdx_bytes_offset(r->bytes) : 0);
}
