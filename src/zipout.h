/*
 * zipout.h: one log's files as a streamed zip (the History Server's
 * /api/v1/applications/<id>/logs answer of `sparkdx serve`; zipout.c).
 */
#ifndef SPARKDX_ZIPOUT_H
#define SPARKDX_ZIPOUT_H

#include <stddef.h>
#include <stdint.h>

#include "sparkdx/io.h"

typedef struct zipout zipout;

/* The zip of log's parts, or NULL with why set. */
zipout *zipout_new(const sdx_logref *log, char *why, size_t cap);
/* Its size in bytes, known before the first one. */
uint64_t zipout_size(const zipout *z);
/* The next bytes: how many (> 0), -1 at the end, -2 when a file could not be
 * read (or shrank). */
long zipout_read(zipout *z, char *buf, size_t max);
void zipout_free(zipout *z);

#endif
