/*
 * error.c: filling and formatting sdx_error (see include/sparkdx/error.h).
 */
#include "sparkdx/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void sdx_error_clear(sdx_error *err)
{
    if (!err)
        return;
    err->code = SDX_OK;
    err->offset = UINT64_MAX;
    err->uoffset = UINT64_MAX;
    err->file[0] = '\0';
    err->msg[0] = '\0';
}

int sdx_error_set(sdx_error *err, sdx_errcode code, const char *file,
                  uint64_t offset, const char *fmt, ...)
{
    if (!err)
        return -1;
    err->code = code;
    err->offset = offset;
    err->uoffset = UINT64_MAX;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

const char *sdx_error_format(const sdx_error *err, char *buf, size_t cap)
{
    if (!err || err->code == SDX_OK) {
        snprintf(buf, cap, "no error");
        return buf;
    }
    const char *file = err->file[0] ? err->file : "<input>";
    if (err->offset != UINT64_MAX && err->uoffset != UINT64_MAX)
        snprintf(buf, cap, "%s: at byte %llu (decompressed byte %llu): %s", file,
                 (unsigned long long)err->offset, (unsigned long long)err->uoffset, err->msg);
    else if (err->offset != UINT64_MAX)
        snprintf(buf, cap, "%s: at byte %llu: %s", file, (unsigned long long)err->offset, err->msg);
    else
        snprintf(buf, cap, "%s: %s", file, err->msg);
    return buf;
}

int sdx_error_nomem(sdx_error *err, const char *file)
{
    if (!err || err->code == SDX_ERR_NOMEM)
        return -1;
    return sdx_error_set(err, SDX_ERR_NOMEM, file, UINT64_MAX, "out of memory");
}
