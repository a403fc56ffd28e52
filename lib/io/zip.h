/*
 * zip.h: a small zip reader for History Server `/logs` downloads (internal).
 *
 * Pipeline position: source. The History Server zips a log's files as they
 * are stored (single files at the top, rolling directories as a folder), so
 * an entry's bytes are then decoded by the usual codec layer. This reader
 * handles the central directory (zip64 too), stored and deflated entries
 * (zlib raw inflate) and checks each entry's CRC-32 and size. It works on a
 * file (pread) or on a memory buffer (fuzzing, tests).
 */
#ifndef SDX_IO_ZIP_H
#define SDX_IO_ZIP_H

#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>

#include "sparkdx/error.h"

typedef struct sdx_zip_entry {
    char *name;            /* as stored, '/'-separated; folders end in '/' */
    uint16_t method;       /* 0 stored, 8 deflate */
    uint16_t flags;
    uint32_t crc;
    uint64_t csize, usize; /* compressed / uncompressed size */
    uint64_t lho;          /* offset of the local header */
    int64_t mtime_ms;
} sdx_zip_entry;

typedef struct sdx_zip {
    char *path;
    int fd;                /* -1 for a memory zip */
    const uint8_t *mem;
    uint64_t size;
    sdx_zip_entry *entries;
    size_t n;
} sdx_zip;

/* 1 when the first bytes are a zip signature (local header or empty zip). */
int sdx_zip_magic(const unsigned char *p, size_t n);
int sdx_zip_open(const char *path, sdx_zip **out, sdx_error *err);
/* The memory must outlive the sdx_zip. */
int sdx_zip_open_mem(const void *data, size_t len, const char *name, sdx_zip **out, sdx_error *err);
void sdx_zip_close(sdx_zip *z);
const sdx_zip_entry *sdx_zip_find(const sdx_zip *z, const char *name);

/* The stored bytes of one entry (deflate undone, CRC checked at the end).
 * The sdx_zip must outlive the reader. */
typedef struct sdx_zip_reader sdx_zip_reader;
int sdx_zip_reader_open(sdx_zip *z, const sdx_zip_entry *e, sdx_zip_reader **out, sdx_error *err);
/* >0 bytes, 0 at the end of the entry, -1 on error (file = the zip, offset =
 * position in the zip). */
ssize_t sdx_zip_reader_read(sdx_zip_reader *r, void *buf, size_t cap, sdx_error *err);
void sdx_zip_reader_close(sdx_zip_reader *r);

#endif
