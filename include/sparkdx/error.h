/*
 * error.h: the one error type every layer of sparkdx returns.
 *
 * The library never prints and never exits: a function that can fail fills an
 * sdx_error and returns a negative value. The message names the file and the
 * byte offset where the problem was found, so the CLI can print it verbatim
 * and a partial result can still be used by the caller.
 */
#ifndef SPARKDX_ERROR_H
#define SPARKDX_ERROR_H

#include <stdint.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sdx_errcode {
    SDX_OK = 0,
    SDX_ERR_IO = 1,        /* open/read failed (errno in msg) */
    SDX_ERR_CODEC = 2,     /* damaged compressed stream */
    SDX_ERR_FORMAT = 3,    /* not an event log / bad layout / bad zip */
    SDX_ERR_JSON = 4,      /* a line is not valid JSON */
    SDX_ERR_USAGE = 5,     /* bad argument from the caller */
    SDX_ERR_NOMEM = 6,
    SDX_ERR_NOTFOUND = 7,  /* REST: unknown app / stage / ...; maps to HTTP 404 */
    SDX_ERR_BADPARAM = 8,  /* REST: bad query parameter; maps to HTTP 400 */
    SDX_ERR_TRUNCATED = 9, /* stream ended inside a block/frame/line */
    SDX_ERR_TIMEOUT = 10   /* the caller's time limit was reached (sdx_build_options.deadline_ms) */
} sdx_errcode;

typedef struct sdx_error {
    sdx_errcode code;
    /* Offset in bytes where the problem was found. For compressed inputs this
     * is the offset in the *compressed* file; `uoffset` is the offset in the
     * decompressed stream when known (else UINT64_MAX). */
    uint64_t offset;
    uint64_t uoffset;
    char file[1024];
    char msg[1024];
} sdx_error;

/* Reset to SDX_OK with empty strings. */
void sdx_error_clear(sdx_error *err);

/* Fill err (if not NULL) and return -1. The formatted message should not
 * repeat the file name: sdx_error_format() puts file and offset in front. */
int sdx_error_set(sdx_error *err, sdx_errcode code, const char *file,
                  uint64_t offset, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* Out of memory: sdx_error_set(err, SDX_ERR_NOMEM, file, UINT64_MAX, "out of
 * memory") unless err already holds SDX_ERR_NOMEM (its message is kept).
 * Returns -1. */
int sdx_error_nomem(sdx_error *err, const char *file);

/* "FILE: at byte OFFSET: MSG" (offset omitted when UINT64_MAX). Returns buf. */
const char *sdx_error_format(const sdx_error *err, char *buf, size_t cap);

#ifdef __cplusplus
}
#endif
#endif
