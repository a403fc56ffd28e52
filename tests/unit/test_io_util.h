/*
 * test_io_util.h: test-only helpers of the io tests (test_io*.c).
 *
 * Writers for the streams Spark's codecs produce, so tests can make inputs
 * of any size and shape (splits, empty blocks, concatenated streams,
 * unterminated frames) and check that decoding gives the bytes back.
 * Compression is done by the libraries; the framing (lz4-java blocks,
 * snappy-java chunks, ning "ZV" chunks, one zstd frame or gzip member per
 * "flush") is written here, following eventlog-format.md §2. Also a minimal
 * zip writer (stored / deflate entries) and file/temp-dir helpers.
 */
#ifndef TEST_IO_UTIL_H
#define TEST_IO_UTIL_H

#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <lz4.h>
#include <lzf.h>
#include <snappy-c.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include <zlib.h>
#include <zstd.h>

#include "sparkdx/io.h"

typedef struct tbuf {
    uint8_t *p;
    size_t n, cap;
} tbuf;

static inline void tb_put(tbuf *b, const void *p, size_t n)
{
    if (b->n + n > b->cap) {
        size_t nc = b->cap ? b->cap : 4096;
        while (nc < b->n + n)
            nc *= 2;
        b->p = realloc(b->p, nc);
        if (!b->p)
            abort();
        b->cap = nc;
    }
    if (n)
        memcpy(b->p + b->n, p, n);
    b->n += n;
}

static inline void tb_le32(tbuf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    tb_put(b, x, 4);
}

static inline void tb_be32(tbuf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    tb_put(b, x, 4);
}

static inline void tb_be16(tbuf *b, uint32_t v)
{
    uint8_t x[2] = {(uint8_t)(v >> 8), (uint8_t)v};
    tb_put(b, x, 2);
}

/* lz4-java's token level for a block size: max(0, ceil(log2(size)) - 10). */
static inline int lz4_level(size_t block)
{
    int bits = 0;
    while (((size_t)1 << bits) < block)
        bits++;
    return bits > 10 ? bits - 10 : 0;
}

/* lz4-java LZ4BlockOutputStream (32 KiB blocks = level 5 by default), with
 * the end marker when `terminate`. */
static inline void enc_lz4_block(tbuf *b, const uint8_t *src, size_t n, int level)
{
    int bound = LZ4_compressBound((int)n);
    char *tmp = malloc((size_t)bound);
    int c = LZ4_compress_default((const char *)src, tmp, (int)n, bound);
    int raw = c <= 0 || (size_t)c >= n;
    tb_put(b, "LZ4Block", 8);
    uint8_t token = (uint8_t)((raw ? 0x10 : 0x20) | level);
    tb_put(b, &token, 1);
    tb_le32(b, raw ? (uint32_t)n : (uint32_t)c);
    tb_le32(b, (uint32_t)n);
    tb_le32(b, XXH32(src, n, 0x9747b28cu) & 0x0FFFFFFFu);
    tb_put(b, raw ? (const void *)src : (const void *)tmp, raw ? n : (size_t)c);
    free(tmp);
}

static inline void enc_lz4(tbuf *b, const uint8_t *src, size_t n, size_t block, int terminate)
{
    if (!block)
        block = 32768;
    for (size_t off = 0; off < n; off += block)
        enc_lz4_block(b, src + off, n - off < block ? n - off : block, lz4_level(block));
    if (terminate) {
        tb_put(b, "LZ4Block", 8);
        uint8_t token = (uint8_t)(0x10 | lz4_level(block));
        tb_put(b, &token, 1);
        tb_le32(b, 0);
        tb_le32(b, 0);
        tb_le32(b, 0);
    }
}

/* snappy-java SnappyOutputStream: header, then BE length + raw snappy chunks
 * of at most `block` input bytes. */
static inline void enc_snappy(tbuf *b, const uint8_t *src, size_t n, size_t block)
{
    if (!block)
        block = 32768;
    tb_put(b, "\x82SNAPPY\0", 8);
    tb_be32(b, 1);
    tb_be32(b, 1);
    for (size_t off = 0; off < n; off += block) {
        size_t k = n - off < block ? n - off : block;
        size_t cl = snappy_max_compressed_length(k);
        char *tmp = malloc(cl);
        snappy_compress((const char *)src + off, k, tmp, &cl);
        tb_be32(b, (uint32_t)cl);
        tb_put(b, tmp, cl);
        free(tmp);
    }
}

/* ning LZFOutputStream: chunks of at most 65535 bytes (`block` smaller to
 * mimic finish-block-on-flush), stored when compression does not help. */
static inline void enc_lzf(tbuf *b, const uint8_t *src, size_t n, size_t block)
{
    if (!block || block > 65535)
        block = 65535;
    uint8_t *tmp = malloc(block + 16);
    for (size_t off = 0; off < n; off += block) {
        size_t k = n - off < block ? n - off : block;
        unsigned c = k >= 16 ? lzf_compress(src + off, (unsigned)k, tmp, (unsigned)k - 1) : 0;
        if (c == 0) {
            tb_put(b, "ZV\0", 3);
            tb_be16(b, (uint32_t)k);
            tb_put(b, src + off, k);
        } else {
            tb_put(b, "ZV\1", 3);
            tb_be16(b, c);
            tb_be16(b, (uint32_t)k);
            tb_put(b, tmp, c);
        }
    }
    free(tmp);
}

/* zstd as zstd-jni with closeFrameOnFlush: one frame per `flush` bytes,
 * streaming frames (no content size, no checksum), level 1. */
static inline void enc_zstd(tbuf *b, const uint8_t *src, size_t n, size_t flush)
{
    if (!flush)
        flush = n ? n : 1;
    ZSTD_CCtx *cc = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, 1);
    ZSTD_CCtx_setParameter(cc, ZSTD_c_contentSizeFlag, 0);
    ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, 0);
    size_t cap = ZSTD_compressBound(flush) + 64;
    uint8_t *tmp = malloc(cap);
    for (size_t off = 0; off < n; off += flush) {
        size_t k = n - off < flush ? n - off : flush;
        ZSTD_inBuffer in = {src + off, k, 0};
        size_t rem;
        do {
            ZSTD_outBuffer out = {tmp, cap, 0};
            rem = ZSTD_compressStream2(cc, &out, &in, ZSTD_e_end);
            if (ZSTD_isError(rem))
                abort();
            tb_put(b, tmp, out.pos);
        } while (rem != 0);
    }
    free(tmp);
    ZSTD_freeCCtx(cc);
}

/* gzip, one member per `flush` bytes. */
static inline void enc_gzip(tbuf *b, const uint8_t *src, size_t n, size_t flush)
{
    if (!flush)
        flush = n ? n : 1;
    size_t off = 0;
    do {
        size_t k = n - off < flush ? n - off : flush;
        z_stream zs;
        memset(&zs, 0, sizeof zs);
        deflateInit2(&zs, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
        size_t cap = deflateBound(&zs, (uLong)k) + 64;
        uint8_t *tmp = malloc(cap);
        zs.next_in = (Bytef *)(src + off);
        zs.avail_in = (uInt)k;
        zs.next_out = tmp;
        zs.avail_out = (uInt)cap;
        deflate(&zs, Z_FINISH);
        tb_put(b, tmp, cap - zs.avail_out);
        deflateEnd(&zs);
        free(tmp);
        off += k;
    } while (off < n);
}

/* Encode with codec; `flush` as above (0 = the codec's default shape). */
static inline void enc_any(sdx_codec c, tbuf *b, const uint8_t *src, size_t n, size_t flush)
{
    switch (c) {
    case SDX_CODEC_LZ4: enc_lz4(b, src, n, flush, 1); break;
    case SDX_CODEC_SNAPPY: enc_snappy(b, src, n, flush); break;
    case SDX_CODEC_LZF: enc_lzf(b, src, n, flush); break;
    case SDX_CODEC_ZSTD: enc_zstd(b, src, n, flush); break;
    case SDX_CODEC_GZIP: enc_gzip(b, src, n, flush); break;
    default: tb_put(b, src, n); break;
    }
}

/* Where each independently framed unit starts, compressed and decompressed. */
typedef struct units {
    size_t n;
    size_t off[8192], uoff[8192];
} units;

static inline void units_add(units *u, size_t off, size_t uoff)
{
    if (u->n < sizeof u->off / sizeof u->off[0]) {
        u->off[u->n] = off;
        u->uoff[u->n] = uoff;
        u->n++;
    }
}

/* Encode src as units of `unit` input bytes, each one block / chunk / frame /
 * member of its own, recording their offsets. The snappy stream header and
 * the lz4 end marker are units of their own (no output). */
static inline void enc_units(sdx_codec c, tbuf *b, const uint8_t *src, size_t n, size_t unit, units *u)
{
    u->n = 0;
    if (c == SDX_CODEC_SNAPPY) {
        units_add(u, b->n, 0);
        enc_snappy(b, src, 0, unit);
    }
    for (size_t off = 0; off < n; off += unit) {
        size_t k = n - off < unit ? n - off : unit;
        units_add(u, b->n, off);
        switch (c) {
        case SDX_CODEC_LZ4: enc_lz4_block(b, src + off, k, lz4_level(unit)); break;
        case SDX_CODEC_SNAPPY: {
            tbuf t = {0};
            enc_snappy(&t, src + off, k, unit);
            tb_put(b, t.p + 16, t.n - 16);
            free(t.p);
            break;
        }
        default: enc_any(c, b, src + off, k, unit); break;
        }
    }
    if (c == SDX_CODEC_LZ4) {
        units_add(u, b->n, n);
        enc_lz4(b, NULL, 0, unit, 1);
    }
}

/* ---- a minimal zip writer ------------------------------------------------ */

typedef struct tzip {
    tbuf data, cd;
    unsigned count;
} tzip;

static inline void tb_le16(tbuf *b, uint32_t v)
{
    uint8_t x[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    tb_put(b, x, 2);
}

/* Add an entry; deflate = 1 compresses it (raw deflate), name ending in '/'
 * makes a folder entry. */
static inline void tzip_add(tzip *z, const char *name, const void *p, size_t n, int compress)
{
    uint32_t crc = (uint32_t)crc32(0, p, (uInt)n);
    tbuf comp = {0};
    if (compress) {
        z_stream zs;
        memset(&zs, 0, sizeof zs);
        deflateInit2(&zs, 6, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
        size_t cap = deflateBound(&zs, (uLong)n) + 16;
        comp.p = malloc(cap);
        zs.next_in = (Bytef *)p;
        zs.avail_in = (uInt)n;
        zs.next_out = comp.p;
        zs.avail_out = (uInt)cap;
        deflate(&zs, Z_FINISH);
        comp.n = cap - zs.avail_out;
        deflateEnd(&zs);
    } else {
        tb_put(&comp, p, n);
    }
    size_t nlen = strlen(name);
    uint32_t lho = (uint32_t)z->data.n;
    tb_le32(&z->data, 0x04034b50u);
    tb_le16(&z->data, 20);
    tb_le16(&z->data, 0);
    tb_le16(&z->data, compress ? 8 : 0);
    tb_le16(&z->data, 0x6000); /* 12:00 */
    tb_le16(&z->data, (uint32_t)((2020 - 1980) << 9 | 1 << 5 | 2));
    tb_le32(&z->data, crc);
    tb_le32(&z->data, (uint32_t)comp.n);
    tb_le32(&z->data, (uint32_t)n);
    tb_le16(&z->data, (uint32_t)nlen);
    tb_le16(&z->data, 0);
    tb_put(&z->data, name, nlen);
    tb_put(&z->data, comp.p, comp.n);
    tb_le32(&z->cd, 0x02014b50u);
    tb_le16(&z->cd, 20);
    tb_le16(&z->cd, 20);
    tb_le16(&z->cd, 0);
    tb_le16(&z->cd, compress ? 8 : 0);
    tb_le16(&z->cd, 0x6000);
    tb_le16(&z->cd, (uint32_t)((2020 - 1980) << 9 | 1 << 5 | 2));
    tb_le32(&z->cd, crc);
    tb_le32(&z->cd, (uint32_t)comp.n);
    tb_le32(&z->cd, (uint32_t)n);
    tb_le16(&z->cd, (uint32_t)nlen);
    tb_le16(&z->cd, 0);
    tb_le16(&z->cd, 0);
    tb_le16(&z->cd, 0);
    tb_le16(&z->cd, 0);
    tb_le32(&z->cd, 0);
    tb_le32(&z->cd, lho);
    tb_put(&z->cd, name, nlen);
    z->count++;
    free(comp.p);
}

/* The whole zip (caller frees .p); z is consumed. */
static inline tbuf tzip_finish(tzip *z)
{
    tbuf out = z->data;
    uint32_t cd_off = (uint32_t)out.n;
    tb_put(&out, z->cd.p, z->cd.n);
    tb_le32(&out, 0x06054b50u);
    tb_le16(&out, 0);
    tb_le16(&out, 0);
    tb_le16(&out, z->count);
    tb_le16(&out, z->count);
    tb_le32(&out, (uint32_t)z->cd.n);
    tb_le32(&out, cd_off);
    tb_le16(&out, 0);
    free(z->cd.p);
    memset(z, 0, sizeof *z);
    return out;
}

/* ---- files ------------------------------------------------------------------ */

static inline uint8_t *read_all(const char *path, size_t *len)
{
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    tbuf b = {0};
    uint8_t tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, f)) > 0)
        tb_put(&b, tmp, k);
    fclose(f);
    if (!b.p)
        b.p = malloc(1);
    *len = b.n;
    return b.p;
}

static inline int write_all(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    int ok = n == 0 || fwrite(p, 1, n, f) == n;
    return fclose(f) == 0 && ok ? 0 : -1;
}

static inline char *path_join(const char *a, const char *b)
{
    char *s = malloc(strlen(a) + strlen(b) + 2);
    sprintf(s, "%s/%s", a, b);
    return s;
}

static inline int rm_one(const char *p, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(p);
}

static inline void rm_rf(const char *dir)
{
    nftw(dir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* A fresh temporary directory (static buffer per call site). */
static inline char *make_tmpdir(char *buf, size_t n)
{
    snprintf(buf, n, "/tmp/sdx_io_test_XXXXXX");
    return mkdtemp(buf);
}

#endif
