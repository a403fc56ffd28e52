/*
 * codec.c: codec names, detection by file name and by magic bytes, and the
 * bookkeeping shared by every decoder (totals, sticky failure, errors).
 *
 * Detection follows Spark (EventLogFileWriter.codecName: the extension after
 * ".compact" and ".inprogress" are stripped) and adds magic-byte sniffing,
 * because users rename files; sdx_bytes_open() decides between the two.
 */
#include "io/codec.h"
#include "io/io_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *sdx_codec_name(sdx_codec c)
{
    switch (c) {
    case SDX_CODEC_AUTO: return "auto";
    case SDX_CODEC_NONE: return "none";
    case SDX_CODEC_ZSTD: return "zstd";
    case SDX_CODEC_LZ4: return "lz4";
    case SDX_CODEC_SNAPPY: return "snappy";
    case SDX_CODEC_LZF: return "lzf";
    case SDX_CODEC_GZIP: return "gzip";
    }
    return "unknown";
}

/* Codec for an extension or a codec setting; AUTO when unknown. Spark's
 * short names are matched case-insensitively, like CompressionCodec does. */
sdx_codec sdx_codec_from_ext(const char *ext, size_t len)
{
    static const struct { const char *name; sdx_codec codec; } names[] = {
        {"zstd", SDX_CODEC_ZSTD}, {"zst", SDX_CODEC_ZSTD},
        {"lz4", SDX_CODEC_LZ4},   {"snappy", SDX_CODEC_SNAPPY},
        {"lzf", SDX_CODEC_LZF},   {"gz", SDX_CODEC_GZIP}, {"gzip", SDX_CODEC_GZIP},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i].name) == len && strncasecmp(names[i].name, ext, len) == 0)
            return names[i].codec;
    return SDX_CODEC_AUTO;
}

static int ends_with(const char *s, size_t len, const char *suffix)
{
    size_t n = strlen(suffix);
    return len >= n && memcmp(s + len - n, suffix, n) == 0;
}

/* The extension Spark would take from a file name: NULL when there is none. */
const char *sdx_codec_ext(const char *path, size_t *len)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base);
    if (ends_with(base, n, ".compact"))
        n -= strlen(".compact");
    if (ends_with(base, n, ".inprogress"))
        n -= strlen(".inprogress");
    const char *dot = NULL;
    for (size_t i = 0; i < n; i++)
        if (base[i] == '.')
            dot = base + i;
    if (!dot)
        return NULL;
    *len = (size_t)(base + n - dot - 1);
    return dot + 1;
}

sdx_codec sdx_codec_from_name(const char *path)
{
    size_t len;
    const char *ext = path ? sdx_codec_ext(path, &len) : NULL;
    if (!ext)
        return SDX_CODEC_NONE;
    sdx_codec c = sdx_codec_from_ext(ext, len);
    return c == SDX_CODEC_AUTO ? SDX_CODEC_NONE : c;
}

sdx_codec sdx_codec_sniff(const unsigned char *p, size_t n)
{
    if (n >= 8 && memcmp(p, "LZ4Block", 8) == 0)
        return SDX_CODEC_LZ4;
    if (n >= 8 && memcmp(p, "\x82SNAPPY\0", 8) == 0)
        return SDX_CODEC_SNAPPY;
    if (n >= 4 && sdx_rd_le32(p) == 0xFD2FB528u)
        return SDX_CODEC_ZSTD;
    /* A skippable frame (0x184D2A50..5F) followed by a real frame. */
    if (n >= 4 && (sdx_rd_le32(p) & 0xFFFFFFF0u) == 0x184D2A50u)
        return SDX_CODEC_ZSTD;
    if (n >= 3 && p[0] == 0x1f && p[1] == 0x8b && p[2] == 8)
        return SDX_CODEC_GZIP;
    if (n >= 3 && p[0] == 'Z' && p[1] == 'V' && (p[2] == 0 || p[2] == 1))
        return SDX_CODEC_LZF;
    return SDX_CODEC_AUTO;
}

int sdx_looks_like_text(const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] == ' ' || p[i] == '\t' || p[i] == '\r' || p[i] == '\n')
            continue;
        return p[i] == '{' || p[i] == '[';
    }
    return 1; /* empty or blank: nothing to decode either way */
}

sdx_codec sdx_codec_decide(sdx_codec by_name, const unsigned char *p, size_t n)
{
    sdx_codec by_magic = sdx_codec_sniff(p, n);
    if (by_magic != SDX_CODEC_AUTO)
        return by_magic;
    /* Unknown magic: plain text, unless the name promises a codec and the
     * bytes are not text either; then the named decoder reports the damaged
     * header (with its offset) instead of JSON errors on binary garbage. */
    if (by_name > SDX_CODEC_NONE && n > 0 && !sdx_looks_like_text(p, n))
        return by_name;
    return SDX_CODEC_NONE;
}

/* ---- decoder bookkeeping ------------------------------------------------ */

sdx_decoder *sdx_decoder_new(sdx_codec codec)
{
    switch (codec) {
    case SDX_CODEC_NONE: return sdx_decoder_plain_new();
    case SDX_CODEC_ZSTD: return sdx_decoder_zstd_new();
    case SDX_CODEC_LZ4: return sdx_decoder_lz4_new();
    case SDX_CODEC_SNAPPY: return sdx_decoder_snappy_new();
    case SDX_CODEC_LZF: return sdx_decoder_lzf_new();
    case SDX_CODEC_GZIP: return sdx_decoder_gzip_new();
    case SDX_CODEC_AUTO: break;
    }
    return NULL;
}

int sdx_decoder_run(sdx_decoder *d, const uint8_t **in, const uint8_t *in_end,
                    uint8_t **out, uint8_t *out_end)
{
    if (d->failed)
        return -1;
    const uint8_t *in0 = *in;
    uint8_t *out0 = *out;
    int rc = d->vt->run(d, in, in_end, out, out_end);
    d->in_total += (uint64_t)(*in - in0);
    d->out_total += (uint64_t)(*out - out0);
    return rc;
}

int sdx_decoder_finish(sdx_decoder *d)
{
    if (d->failed)
        return -1;
    return d->vt->finish(d);
}

void sdx_decoder_free(sdx_decoder *d)
{
    if (d)
        d->vt->destroy(d);
}

int sdx_decoder_fail(sdx_decoder *d, sdx_errcode code, uint64_t offset, uint64_t uoffset,
                     const char *fmt, ...)
{
    d->failed = 1;
    d->err_code = code;
    d->err_offset = offset;
    d->err_uoffset = uoffset;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->err_msg, sizeof d->err_msg, fmt, ap);
    va_end(ap);
    return -1;
}

int sdx_decoder_error(const sdx_decoder *d, const char *file, sdx_error *err)
{
    sdx_error_set(err, d->err_code, file, d->err_offset, "%s", d->err_msg);
    if (err)
        err->uoffset = d->err_uoffset;
    return -1;
}

/* Run a decoder over in[0..in_len) fed `chunk` bytes at a time (0 = all)
 * with output buffers of `cap` bytes, collecting at most max_out bytes (0 =
 * no limit). Returns 0 at the end, 1 at the output limit, -1 on error. */
static int decode_run(sdx_codec codec, const uint8_t *in, size_t in_len, size_t chunk, size_t cap,
                      size_t max_out, uint8_t **out, size_t *out_len, sdx_error *err)
{
    *out = NULL;
    *out_len = 0;
    sdx_error_clear(err);
    sdx_decoder *d = sdx_decoder_new(codec);
    size_t bcap = 1 << 16, len = 0;
    uint8_t *buf = malloc(bcap);
    int rc = 0;
    if (!d || !buf) {
        rc = sdx_error_set(err, SDX_ERR_NOMEM, "<memory>", UINT64_MAX, "out of memory");
        goto done;
    }
    if (cap == 0)
        cap = 1 << 16;
    const uint8_t *p = in, *end = in + in_len;
    for (;;) {
        if (max_out && len >= max_out) {
            rc = 1;
            break;
        }
        if (bcap - len < cap) {
            size_t nc = bcap;
            while (nc - len < cap)
                nc *= 2;
            uint8_t *nb = realloc(buf, nc);
            if (!nb) {
                rc = sdx_error_set(err, SDX_ERR_NOMEM, "<memory>", UINT64_MAX, "out of memory");
                break;
            }
            buf = nb;
            bcap = nc;
        }
        const uint8_t *lim = chunk && (size_t)(end - p) > chunk ? p + chunk : end;
        uint8_t *o = buf + len;
        const uint8_t *p0 = p;
        int r = sdx_decoder_run(d, &p, lim, &o, buf + len + cap);
        size_t produced = (size_t)(o - (buf + len));
        len += produced;
        if (r < 0) {
            rc = sdx_decoder_error(d, "<memory>", err);
            break;
        }
        if (produced == 0 && p == p0 && p == end) {
            if (sdx_decoder_finish(d) < 0)
                rc = sdx_decoder_error(d, "<memory>", err);
            break;
        }
        if (produced == 0 && p == p0) { /* contract breach; never loop forever */
            rc = sdx_error_set(err, SDX_ERR_CODEC, "<memory>", d->in_total,
                               "%s decoder made no progress", sdx_codec_name(codec));
            break;
        }
    }
done:
    sdx_decoder_free(d);
    *out = buf;
    *out_len = len;
    return rc;
}

int sdx_decode_buffer(sdx_codec codec, const void *in, size_t in_len, size_t chunk,
                      uint8_t **out, size_t *out_len, sdx_error *err)
{
    sdx_error tmp;
    return decode_run(codec, in, in_len, chunk, 0, 0, out, out_len, err ? err : &tmp);
}

int sdx_decode_differential(sdx_codec codec, const void *in, size_t in_len, size_t chunk,
                            size_t cap, size_t max_out)
{
    uint8_t *a, *b;
    size_t alen, blen;
    sdx_error ea, eb;
    int ra = decode_run(codec, in, in_len, 0, 1 << 16, max_out, &a, &alen, &ea);
    int rb = decode_run(codec, in, in_len, chunk, cap, max_out, &b, &blen, &eb);
    int differ = 0;
    if (ra == 1 || rb == 1) {
        /* Output limit: compare what both produced. */
        size_t n = alen < blen ? alen : blen;
        differ = memcmp(a, b, n) != 0;
    } else if (ra == -1 && ea.code == SDX_ERR_NOMEM) {
        differ = 0;
    } else if (rb == -1 && eb.code == SDX_ERR_NOMEM) {
        differ = 0;
    } else {
        differ = ra != rb || alen != blen || memcmp(a, b, alen) != 0 ||
                 (ra < 0 && (ea.code != eb.code || ea.offset != eb.offset || ea.uoffset != eb.uoffset));
    }
    free(a);
    free(b);
    return differ;
}
