/*
 * bytes.c: one decompressed byte stream over one part of a log (a file,
 * stdin, a zip entry or a memory buffer): sdx_bytes_* in sparkdx/io.h.
 *
 * Pipeline position: source -> [bytes] -> lines. The first bytes are read
 * ahead to choose the codec (magic beats the name, see sdx_codec_decide).
 * Plain data is read straight into the caller's buffer with one big read();
 * compressed data goes through a 1 MiB input buffer and a codec.h decoder
 * that writes into the caller's buffer. Errors are sticky; bytes delivered
 * before an error stay valid.
 */
#include "io/codec.h"
#include "io/io_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define BYTES_INBUF (1u << 20)
#define SNIFF_BYTES 16

typedef enum { SRC_FD, SRC_MEM, SRC_ZIP } src_kind;

struct sdx_bytes {
    char *name;            /* for messages: path, "-", or "zip!entry" */
    src_kind kind;
    int fd, own_fd;
    sdx_zip *zip;
    int own_zip;
    sdx_zip_reader *zr;
    int src_eof;
    sdx_codec codec;
    sdx_decoder *dec;      /* NULL for plain data */
    const uint8_t *in;     /* read-ahead / compressed input */
    uint8_t *in_owned;
    size_t in_pos, in_len, in_cap;
    uint64_t plain_off;    /* plain data: bytes delivered */
    int failed;
    sdx_error err;
};

static ssize_t src_read(sdx_bytes *b, void *buf, size_t cap, sdx_error *err)
{
    if (b->kind == SRC_ZIP)
        return sdx_zip_reader_read(b->zr, buf, cap, err);
    if (b->kind == SRC_MEM)
        return 0; /* everything is in b->in already */
    for (;;) {
        ssize_t r = read(b->fd, buf, cap);
        if (r >= 0)
            return r;
        if (errno != EINTR)
            return sdx_error_set(err, SDX_ERR_IO, b->name, UINT64_MAX, "read failed: %s",
                                 strerror(errno));
    }
}

static void bytes_free(sdx_bytes *b)
{
    if (!b)
        return;
    sdx_decoder_free(b->dec);
    sdx_zip_reader_close(b->zr);
    if (b->own_zip)
        sdx_zip_close(b->zip);
    if (b->own_fd && b->fd >= 0)
        close(b->fd);
    free(b->in_owned);
    free(b->name);
    free(b);
}

static sdx_bytes *bytes_new(const char *name, sdx_error *err)
{
    sdx_bytes *b = calloc(1, sizeof *b);
    if (b && !(b->name = strdup(name))) {
        free(b);
        b = NULL;
    }
    if (!b)
        sdx_error_set(err, SDX_ERR_NOMEM, name, UINT64_MAX, "out of memory");
    else
        b->fd = -1;
    return b;
}

/* Read ahead the first bytes, pick the codec, create the decoder. */
static int bytes_start(sdx_bytes *b, sdx_codec codec, sdx_codec by_name, sdx_error *err)
{
    if (b->kind != SRC_MEM) {
        b->in_owned = malloc(BYTES_INBUF);
        if (!b->in_owned)
            return sdx_error_set(err, SDX_ERR_NOMEM, b->name, UINT64_MAX, "out of memory");
        b->in = b->in_owned;
        b->in_cap = BYTES_INBUF;
        /* Pipes deliver in pieces: insist on enough bytes to sniff. */
        while (b->in_len < SNIFF_BYTES) {
            ssize_t r = src_read(b, b->in_owned + b->in_len, b->in_cap - b->in_len, err);
            if (r < 0)
                return -1;
            if (r == 0) {
                b->src_eof = 1;
                break;
            }
            b->in_len += (size_t)r;
        }
    }
    if (codec == SDX_CODEC_AUTO)
        codec = sdx_codec_decide(by_name, b->in, b->in_len);
    b->codec = codec;
    if (codec != SDX_CODEC_NONE) {
        b->dec = sdx_decoder_new(codec);
        if (!b->dec)
            return sdx_error_set(err, SDX_ERR_NOMEM, b->name, UINT64_MAX,
                                 "cannot create a %s decoder", sdx_codec_name(codec));
    }
    return 0;
}

char *sdx_part_display_name(const sdx_logpart *part)
{
    const char *path = part->path ? part->path : "-";
    if (!part->zip_entry)
        return strdup(path);
    size_t n = strlen(path) + strlen(part->zip_entry) + 2;
    char *s = malloc(n);
    if (s)
        snprintf(s, n, "%s!%s", path, part->zip_entry);
    return s;
}

int sdx_bytes_open(const sdx_logpart *part, sdx_codec codec, sdx_bytes **out, sdx_error *err)
{
    *out = NULL;
    if (!part || !part->path)
        return sdx_error_set(err, SDX_ERR_USAGE, NULL, UINT64_MAX, "no part to open");
    char *name = sdx_part_display_name(part);
    if (!name)
        return sdx_error_set(err, SDX_ERR_NOMEM, part->path, UINT64_MAX, "out of memory");
    sdx_bytes *b = bytes_new(name, err);
    free(name);
    if (!b)
        return -1;
    sdx_codec by_name = part->codec;
    if (by_name == SDX_CODEC_AUTO && strcmp(part->path, "-") != 0)
        by_name = sdx_codec_from_name(part->zip_entry ? part->zip_entry : part->path);
    if (part->zip_entry) {
        b->kind = SRC_ZIP;
        b->own_zip = 1;
        const sdx_zip_entry *e;
        if (sdx_zip_open(part->path, &b->zip, err) < 0)
            goto fail;
        if (!(e = sdx_zip_find(b->zip, part->zip_entry))) {
            sdx_error_set(err, SDX_ERR_FORMAT, part->path, UINT64_MAX, "zip has no entry %s",
                          part->zip_entry);
            goto fail;
        }
        if (sdx_zip_reader_open(b->zip, e, &b->zr, err) < 0)
            goto fail;
    } else if (strcmp(part->path, "-") == 0) {
        b->kind = SRC_FD;
        b->fd = STDIN_FILENO;
    } else {
        b->kind = SRC_FD;
        b->own_fd = 1;
        b->fd = open(part->path, O_RDONLY | O_CLOEXEC);
        struct stat st;
        if (b->fd < 0 || fstat(b->fd, &st) < 0) {
            sdx_error_set(err, SDX_ERR_IO, part->path, UINT64_MAX, "cannot open: %s", strerror(errno));
            goto fail;
        }
        if (S_ISDIR(st.st_mode)) {
            sdx_error_set(err, SDX_ERR_USAGE, part->path, UINT64_MAX,
                          "is a directory (use sdx_logs_scan to find its logs)");
            goto fail;
        }
#ifdef POSIX_FADV_SEQUENTIAL
        posix_fadvise(b->fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
    }
    if (bytes_start(b, codec, by_name, err) < 0)
        goto fail;
    *out = b;
    return 0;
fail:
    bytes_free(b);
    return -1;
}

int sdx_bytes_open_mem(const void *data, size_t len, const char *name, sdx_codec codec,
                       sdx_bytes **out, sdx_error *err)
{
    *out = NULL;
    sdx_bytes *b = bytes_new(name ? name : "<memory>", err);
    if (!b)
        return -1;
    b->kind = SRC_MEM;
    b->in = data ? data : (const uint8_t *)"";
    b->in_len = b->in_cap = len;
    b->src_eof = 1;
    sdx_codec by_name = name ? sdx_codec_from_name(name) : SDX_CODEC_NONE;
    if (bytes_start(b, codec, by_name, err) < 0) {
        bytes_free(b);
        return -1;
    }
    *out = b;
    return 0;
}

int sdx_bytes_open_zip(sdx_zip *z, const char *entry, sdx_codec codec, sdx_bytes **out,
                       sdx_error *err)
{
    *out = NULL;
    sdx_logpart part = {z->path, (char *)entry, SDX_CODEC_AUTO, 0};
    char *name = sdx_part_display_name(&part);
    if (!name)
        return sdx_error_set(err, SDX_ERR_NOMEM, z->path, UINT64_MAX, "out of memory");
    sdx_bytes *b = bytes_new(name, err);
    free(name);
    if (!b)
        return -1;
    b->kind = SRC_ZIP;
    b->zip = z;
    const sdx_zip_entry *e = sdx_zip_find(z, entry);
    if (!e) {
        sdx_error_set(err, SDX_ERR_FORMAT, z->path, UINT64_MAX, "zip has no entry %s", entry);
        goto fail;
    }
    if (sdx_zip_reader_open(z, e, &b->zr, err) < 0 ||
        bytes_start(b, codec, sdx_codec_from_name(entry), err) < 0)
        goto fail;
    *out = b;
    return 0;
fail:
    bytes_free(b);
    return -1;
}

static ssize_t bytes_fail(sdx_bytes *b, sdx_error *err)
{
    b->failed = 1;
    if (err)
        *err = b->err;
    return -1;
}

ssize_t sdx_bytes_read(sdx_bytes *b, void *buf, size_t cap, sdx_error *err)
{
    if (b->failed) {
        if (err)
            *err = b->err;
        return -1;
    }
    if (cap == 0)
        return 0;
    if (!b->dec) {
        if (b->in_pos < b->in_len) {
            size_t n = b->in_len - b->in_pos;
            if (n > cap)
                n = cap;
            memcpy(buf, b->in + b->in_pos, n);
            b->in_pos += n;
            b->plain_off += n;
            return (ssize_t)n;
        }
        if (b->src_eof)
            return 0;
        ssize_t r = src_read(b, buf, cap, &b->err);
        if (r < 0)
            return bytes_fail(b, err);
        if (r == 0)
            b->src_eof = 1;
        b->plain_off += (uint64_t)r;
        return r;
    }
    for (;;) {
        const uint8_t *ip = b->in + b->in_pos;
        uint8_t *op = buf;
        int rc = sdx_decoder_run(b->dec, &ip, b->in + b->in_len, &op, (uint8_t *)buf + cap);
        b->in_pos = (size_t)(ip - b->in);
        size_t produced = (size_t)(op - (uint8_t *)buf);
        if (rc < 0) {
            sdx_decoder_error(b->dec, b->name, &b->err);
            b->failed = 1;
            if (produced)
                return (ssize_t)produced; /* the error comes with the next call */
            return bytes_fail(b, err);
        }
        if (produced)
            return (ssize_t)produced;
        if (b->in_pos < b->in_len)
            continue;
        if (!b->src_eof) {
            b->in_pos = b->in_len = 0;
            ssize_t r = src_read(b, b->in_owned, b->in_cap, &b->err);
            if (r < 0)
                return bytes_fail(b, err);
            if (r == 0)
                b->src_eof = 1;
            b->in_len = (size_t)r;
            continue;
        }
        if (sdx_decoder_finish(b->dec) < 0) {
            sdx_decoder_error(b->dec, b->name, &b->err);
            return bytes_fail(b, err);
        }
        return 0;
    }
}

sdx_codec sdx_bytes_codec(const sdx_bytes *b)
{
    return b->codec;
}

uint64_t sdx_bytes_offset(const sdx_bytes *b)
{
    return b->dec ? b->dec->in_total : b->plain_off;
}

void sdx_bytes_close(sdx_bytes *b)
{
    bytes_free(b);
}
