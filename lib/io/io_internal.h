/*
 * io_internal.h: what the files of lib/io share with each other, with the
 * unit tests and with the fuzz targets, but not with the rest of sparkdx.
 *
 * codec.c: name and magic rules; bytes.c: streams over an open zip;
 * lines.c: a line reader with a chosen buffer size (fuzzers use tiny buffers
 * to reach the refill and growth paths); scan.c: grouping of zip entries into
 * logs.
 */
#ifndef SDX_IO_INTERNAL_H
#define SDX_IO_INTERNAL_H

#include <stddef.h>

#include "sparkdx/io.h"
#include "io/zip.h"

/* Codec for an extension or a codec setting (case-insensitive short name);
 * SDX_CODEC_AUTO when unknown. */
sdx_codec sdx_codec_from_ext(const char *ext, size_t len);
/* The extension Spark would take from a file name (after stripping
 * ".compact" then ".inprogress"), or NULL. */
const char *sdx_codec_ext(const char *path, size_t *len);
/* First non-blank byte is '{' or '[' (or there is none). */
int sdx_looks_like_text(const unsigned char *p, size_t n);
/* The codec to decode with, from the name's codec and the first bytes:
 * magic wins; unknown magic means plain text unless the name promises a
 * codec and the bytes are not text (then the named decoder reports the
 * damaged header). */
sdx_codec sdx_codec_decide(sdx_codec by_name, const unsigned char *p, size_t n);

/* A stream over one entry of an open zip (not owned). */
int sdx_bytes_open_zip(sdx_zip *z, const char *entry, sdx_codec codec, sdx_bytes **out,
                       sdx_error *err);
/* "path" or "zip!entry": how messages name a part. malloc'ed. */
char *sdx_part_display_name(const sdx_logpart *part);

/* The line reader's buffer (read-ahead chunks are at most 1 MiB of it, lines.c). */
#define SDX_LINES_BUF (4u << 20)
/* sdx_lines_open / sdx_lines_open_mem with a chosen initial buffer size. */
int sdx_lines_open_ex(const sdx_logref *log, const void *mem, size_t mem_len, size_t bufsize,
                      sdx_lines **out, sdx_error *err);

/* Read-ahead of compressed parts on a second thread (lines.c): -1 decides
 * per part (the default: compressed, >= 1 MiB, not stdin, more than one
 * core, SPARKDX_READAHEAD not "0"), 0 never, 1 every part (tests, fuzzing).
 * Call before the first sdx_lines_next. */
void sdx_lines_set_readahead(sdx_lines *r, int mode);

/* Mapping of plain log files instead of reading them (lines.c): -1 decides
 * per part (the default: a finished plain file of >= 1 MiB, SPARKDX_MMAP not
 * "0"), 0 never, 1 every finished plain file (tests). Call before the first
 * sdx_lines_next. */
void sdx_lines_set_mmap(sdx_lines *r, int mode);

/* The logs inside an open zip (as sdx_logs_scan does for a zip path). */
int sdx_logs_from_zip(sdx_zip *z, sdx_loglist *out, sdx_error *err);

#endif
