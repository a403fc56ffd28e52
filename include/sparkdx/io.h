/*
 * io.h: from "what the user named" to lines of event-log JSON.
 *
 * Pipeline position: source -> byte stream -> lines. Nothing here knows JSON.
 *
 *  - sdx_logs_scan() turns a path into the list of application logs it holds:
 *    a single event-log file, a History Server log directory (many apps),
 *    a rolling `eventlog_v2_*` directory, a legacy 1.x directory
 *    (EVENT_LOG_1 + marker files), a History Server `/logs` zip, or "-" for
 *    stdin. Each log is an sdx_logref: the parts to read in order and what is
 *    known from names alone (codec, in-progress).
 *  - sdx_bytes_*: one decompressed byte stream over one file (or zip entry,
 *    or stdin). The codec is chosen by extension and confirmed/overridden by
 *    magic bytes, because users rename files.
 *  - sdx_lines_*: the lines of a whole log (all its parts in order), zero-copy
 *    where possible, tolerant of a cut last line.
 */
#ifndef SPARKDX_IO_H
#define SPARKDX_IO_H

#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>

#include "sparkdx/error.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sdx_codec {
    SDX_CODEC_AUTO = -1,  /* decide from extension and magic bytes */
    SDX_CODEC_NONE = 0,
    SDX_CODEC_ZSTD,       /* many standard frames; last may be unterminated */
    SDX_CODEC_LZ4,        /* lz4-java LZ4BlockOutputStream framing */
    SDX_CODEC_SNAPPY,     /* snappy-java SnappyOutputStream framing */
    SDX_CODEC_LZF,        /* ning compress-lzf "ZV" chunks */
    SDX_CODEC_GZIP        /* gzip members (Databricks rolled logs) */
} sdx_codec;

/* "none", "zstd", "lz4", "snappy", "lzf", "gzip". */
const char *sdx_codec_name(sdx_codec c);
/* Codec from a file name, as Spark's EventLogFileWriter.codecName does
 * (strip ".compact", ".inprogress", take the text after the last '.');
 * also accepts ".gz"/".zst". SDX_CODEC_NONE when there is no known extension. */
sdx_codec sdx_codec_from_name(const char *path);
/* Codec from the first bytes of a stream; SDX_CODEC_AUTO when unknown
 * (which callers treat as plain text). */
sdx_codec sdx_codec_sniff(const unsigned char *p, size_t n);

typedef enum sdx_layout {
    SDX_LAYOUT_FILE = 0,   /* one file (maybe ".inprogress") */
    SDX_LAYOUT_ROLLING,    /* eventlog_v2_* directory */
    SDX_LAYOUT_LEGACY,     /* Spark 1.0-1.2 directory with EVENT_LOG_1 */
    SDX_LAYOUT_ZIP,        /* entries of a History Server /logs zip */
    SDX_LAYOUT_STDIN,
    SDX_LAYOUT_DATABRICKS  /* Databricks' rolled directory: eventlog-YYYY-MM-DD--HH-MM.gz
                            * parts in time order, then the current `eventlog` */
} sdx_layout;

typedef struct sdx_logpart {
    char *path;        /* file path; for zip entries the zip's path */
    char *zip_entry;   /* entry name inside the zip, or NULL */
    sdx_codec codec;   /* from the name; sdx_bytes_open() confirms by magic */
    uint64_t size;     /* stored (compressed) size in bytes */
} sdx_logpart;

typedef struct sdx_logref {
    char *path;           /* what the log is: file, directory, or zip path */
    char *name;           /* log name as the History Server shows it
                           * (file name, or directory name) */
    sdx_layout layout;
    int in_progress;      /* ".inprogress" name, appstatus_*.inprogress,
                           * legacy dir without APPLICATION_COMPLETE */
    char *legacy_version; /* legacy dirs: from SPARK_VERSION_<v>, else NULL */
    int64_t mtime_ms;     /* newest modification time of the parts (ms) */
    uint64_t size;        /* total stored bytes of the parts */
    sdx_logpart *parts;   /* in reading order */
    size_t nparts;
    char *warning;        /* a problem of the layout that does not stop reading
                           * (a rolling directory without its first files),
                           * naming the expected and found indexes; else NULL.
                           * The model builder reports it in stats.warning. */
} sdx_logref;

typedef struct sdx_loglist {
    sdx_logref *logs;
    size_t n;
    /* Entries of a log directory that were skipped (not event logs), and why;
     * informational, never fatal. */
    char **skipped;
    size_t nskipped;
} sdx_loglist;

/* Find the application logs at `path` ("-" = stdin). A log directory is
 * scanned one level deep, like the History Server (rolling and legacy
 * directories inside it are logs; other directories and hidden files are
 * skipped). Logs are sorted by name. Returns 0, or -1 with err set when the
 * path cannot be read or holds no event log. */
int sdx_logs_scan(const char *path, sdx_loglist *out, sdx_error *err);
void sdx_loglist_free(sdx_loglist *list);
/* A deep copy of one log (its strings and parts), for a reader that must
 * not share the list it came from; NULL when out of memory. Freed with
 * sdx_logref_free (NULL is fine). */
sdx_logref *sdx_logref_copy(const sdx_logref *l);
void sdx_logref_free(sdx_logref *l);

/* ---- one decompressed byte stream -------------------------------------- */

typedef struct sdx_bytes sdx_bytes;

/* Open one part. codec = SDX_CODEC_AUTO decides by name and magic bytes;
 * magic bytes win when they contradict the name. */
int sdx_bytes_open(const sdx_logpart *part, sdx_codec codec, sdx_bytes **out, sdx_error *err);
/* The same over bytes in memory (which must outlive the stream); `name` is
 * used for the codec-by-name rule and in messages. */
int sdx_bytes_open_mem(const void *data, size_t len, const char *name, sdx_codec codec,
                       sdx_bytes **out, sdx_error *err);
/* Read up to cap decompressed bytes. Returns bytes read (>0), 0 at the end,
 * -1 on error: err names the file and the compressed byte offset; everything
 * returned before is valid. A stream that simply stops inside a block of an
 * in-progress log reports SDX_ERR_TRUNCATED. */
ssize_t sdx_bytes_read(sdx_bytes *b, void *buf, size_t cap, sdx_error *err);
/* Codec actually used (after sniffing). */
sdx_codec sdx_bytes_codec(const sdx_bytes *b);
/* Compressed bytes consumed so far. */
uint64_t sdx_bytes_offset(const sdx_bytes *b);
void sdx_bytes_close(sdx_bytes *b);

/* ---- lines of a whole log ----------------------------------------------- */

typedef struct sdx_lines sdx_lines;

int sdx_lines_open(const sdx_logref *log, sdx_lines **out, sdx_error *err);
/* Lines of one log held in memory (any codec, sniffed as for a file named
 * `name`); the memory must outlive the reader. in_progress as in sdx_logref. */
int sdx_lines_open_mem(const void *data, size_t len, const char *name, int in_progress,
                       sdx_lines **out, sdx_error *err);
/* Next line without its '\n' (a trailing '\r' is removed too). The pointer
 * stays valid until the next call. Returns 1 with a line, 0 at the end, -1 on
 * an error (damaged part, unreadable file): lines returned before remain
 * valid, and the caller may keep the partial result.
 * A last line without '\n' is returned with sdx_lines_last_cut() true. */
int sdx_lines_next(sdx_lines *r, const char **line, size_t *len, sdx_error *err);
/* For a caller that can tell by itself where a line ends (it reads the line
 * up to a '\n' it checks): the buffered bytes from the next line's start,
 * *p and *avail, and 1; then sdx_lines_take(r, n) takes the n bytes before
 * the '\n' at p[n] as the line sdx_lines_next would have returned, without
 * the reader's own scan for the newline (the first touch of the bytes, on a
 * mapped file: a tenth of `stages`). Returns 0 when nothing is buffered or
 * the line ends are already known (a worked chunk); then call
 * sdx_lines_next. The bytes stay valid until the next call on r. */
int sdx_lines_peek(sdx_lines *r, const char **p, size_t *avail);
/* 1 when the line was taken (p[n] must be the first '\n' of the bytes
 * peeked); 0 when it was not (the mapped file shrank meanwhile: the next
 * sdx_lines_next reports it), and nothing changed. */
int sdx_lines_take(sdx_lines *r, size_t n);
/* The line cap, as the History Server's spark.history.fs.eventLog.maxLineLength
 * (default 512m): a line longer than max bytes is skipped, not returned,
 * and its bytes are dropped as they come (the reader's memory does not grow
 * with it); the lines after it are read, their numbers count it.
 * sdx_lines_long_skipped: how many were skipped, and *first (NULL when
 * none) describes the first one: its file, line number, decompressed
 * offset and length. max 0 = no cap. Call before the first sdx_lines_next. */
#define SDX_LINES_MAX_LINE_DEFAULT ((size_t)512 << 20)
void sdx_lines_set_max_line(sdx_lines *r, size_t max);
uint64_t sdx_lines_long_skipped(const sdx_lines *r, const char **first);
/* Blank lines ("" or "\r" before the '\n') are skipped instead of returned
 * when on (off by default), at the cost of a newline scan; line numbers and
 * offsets still count them. sdx_lines_blank: how many were skipped, and
 * their bytes (newlines included). Call before the first sdx_lines_next. */
void sdx_lines_set_skip_blank(sdx_lines *r, int on);
uint64_t sdx_lines_blank(const sdx_lines *r, uint64_t *bytes);
/* True when the line just returned was the last one and had no '\n'. Parts
 * of a rolling log are split separately, so this also marks the last line of
 * a part that ends without '\n'. */
int sdx_lines_last_cut(const sdx_lines *r);
/* In-progress logs end mid-block / mid-frame / mid-line by nature: that is
 * not an error (sdx_lines_next returns 0) but is recorded here, with the file
 * and offset ("stream of an in-progress log ends inside an lz4 block at byte
 * N"). NULL when nothing was tolerated. */
const char *sdx_lines_warning(const sdx_lines *r);
/* Where the line just returned came from: part path and the offset of its
 * first byte in that part's decompressed stream. 1-based line number within
 * the part. */
const char *sdx_lines_file(const sdx_lines *r);
uint64_t sdx_lines_offset(const sdx_lines *r);
uint64_t sdx_lines_lineno(const sdx_lines *r);
/* Total decompressed bytes delivered so far (all parts), and compressed
 * bytes consumed (for progress and throughput). */
uint64_t sdx_lines_bytes(const sdx_lines *r);
uint64_t sdx_lines_compressed_bytes(const sdx_lines *r);
void sdx_lines_close(sdx_lines *r);

/* Reader options, set before the first sdx_lines_next (they replace the
 * SPARKDX_MMAP=0 and SPARKDX_READAHEAD=0 environment variables, which only
 * the CLI reads): SDX_IO_NO_MMAP reads plain files instead of mapping them;
 * SDX_IO_NO_READAHEAD reads every part on the caller's thread. */
enum { SDX_IO_NO_MMAP = 1, SDX_IO_NO_READAHEAD = 2 };
void sdx_lines_set_options(sdx_lines *r, int opts);

/* Plain files of 1 MiB and more are mapped, not read, but only once the
 * caller asked for the SIGBUS guard: a mapped file truncated under the
 * reader raises SIGBUS, which the guard turns into an SDX_ERR_IO error
 * ("the file was truncated while being read") for mappings of this library
 * and passes on to the previous handler otherwise. Installs a process-wide
 * SIGBUS handler (sigaction) the first time; later calls do nothing. Call it
 * from main, before starting threads. 0, or -1 when the handler could not
 * be installed (files are then read). Without it the library installs no
 * signal handler and maps nothing. */
int sdx_io_install_sigbus_guard(void);

/* Work on the read-ahead thread. A part read ahead (compressed, or plain with work; see
 * docs/io.md) is decompressed into a ring of SDX_LINES_WORK_SLOTS chunks;
 * when the thread is as far ahead as the ring allows, instead of waiting it
 * splits a chunk the reader has not reached yet into lines and calls
 * fn(ctx, slot, NULL, 0, 0) once (slot names the chunk: what fn kept for it
 * before is done with), then fn(ctx, slot, line, len, uoff) for each of the
 * chunk's complete lines, as sdx_lines_next will return them, with uoff what
 * sdx_lines_offset will say. What fn leaves for a slot belongs to the
 * reader's thread while sdx_lines_work() returns that slot (the chunk is
 * neither refilled nor worked again before the reader has left it). The
 * reader then takes the chunk's line ends from the split instead of scanning.
 * mode 1: only chunks the reader has not reached when the ring is full (the
 * newest first); 2: every chunk, and the reader waits for it (tests); 0: off.
 * Call before the first sdx_lines_next. */
#define SDX_LINES_WORK_SLOTS 8
typedef void (*sdx_lines_work_fn)(void *ctx, unsigned slot, const char *line, size_t len, uint64_t uoff);
void sdx_lines_set_work(sdx_lines *r, sdx_lines_work_fn fn, void *ctx, int mode);
/* The slot whose work covers the line just returned (fn saw it), or -1. *gen changes whenever the reader
 * enters a newly worked chunk. */
int sdx_lines_work(const sdx_lines *r, uint64_t *gen);

#ifdef __cplusplus
}
#endif
#endif
