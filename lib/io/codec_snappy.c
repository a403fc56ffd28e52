/*
 * codec_snappy.c: snappy-java SnappyOutputStream streams, the framing Spark's
 * "snappy" codec writes (neither Snappy's own framing format nor Hadoop's).
 *
 * A 16-byte header (\x82SNAPPY\0, BE int32 version, BE int32 minimum
 * compatible version), then chunks: BE int32 length + one raw Snappy buffer.
 * No checksums, no terminator. A length equal to the first four magic bytes
 * announces another header (concatenated streams). Each chunk is checked with
 * snappy_validate_compressed_buffer before it is decoded; the Snappy length
 * varint is checked against the chunk length as soon as it is visible, so a
 * damaged length field is reported at once instead of swallowing the file.
 */
#include "io/codec.h"

#include <snappy-c.h>
#include <string.h>

#define SNAPPY_MAGIC "\x82SNAPPY\0"
#define SNAPPY_MAGIC_HEAD 0x82534E41u
#define SNAPPY_HEADER 16
/* snappy-java refuses blocks above 512 MiB (SnappyOutputStream.MAX_BLOCK_SIZE). */
#define SNAPPY_MAX_ULEN ((size_t)512 << 20)

static int snappy_frame(sdx_blockdec *b, const uint8_t *p, size_t n,
                        size_t *total, size_t *ulen, size_t *need)
{
    sdx_decoder *d = &b->base;
    if (b->state == 0) {
        /* The stream must open with the header; check what is visible. */
        size_t k = n < 8 ? n : 8;
        if (memcmp(p, SNAPPY_MAGIC, k) != 0)
            return sdx_decoder_fail(d, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                    "damaged snappy stream: no snappy-java header "
                                    "(\\x82SNAPPY\\0) at the start");
    }
    if (n < 4) {
        *need = 4;
        return 0;
    }
    uint32_t len = sdx_rd_be32(p);
    if (len == SNAPPY_MAGIC_HEAD) {
        if (n < SNAPPY_HEADER) {
            size_t k = n < 8 ? n : 8;
            if (memcmp(p, SNAPPY_MAGIC, k) != 0)
                goto bad_header;
            *need = SNAPPY_HEADER;
            return 0;
        }
        if (memcmp(p, SNAPPY_MAGIC, 8) != 0)
            goto bad_header;
        int32_t version = (int32_t)sdx_rd_be32(p + 8);
        int32_t compat = (int32_t)sdx_rd_be32(p + 12);
        if (version < 1 || compat < 1 || compat > 1)
            return sdx_decoder_fail(d, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                    "damaged snappy-java header: version %ld, compatible "
                                    "version %ld (only 1 is known)", (long)version, (long)compat);
        *total = SNAPPY_HEADER;
        *ulen = 0;
        return 1;
    }
    if (len == 0 || len > INT32_MAX)
        return sdx_decoder_fail(d, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged snappy chunk: length %ld", (long)(int32_t)len);
    /* The raw Snappy buffer starts with its decompressed length (varint). */
    size_t vmax = len < 5 ? len : 5;
    uint64_t v = 0;
    size_t i;
    for (i = 0; i < vmax && 4 + i < n; i++) {
        v |= (uint64_t)(p[4 + i] & 0x7f) << (7 * i);
        if (!(p[4 + i] & 0x80))
            break;
    }
    if (i == vmax)
        return sdx_decoder_fail(d, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged snappy chunk: bad length prefix");
    if (4 + i >= n) {
        *need = 4 + vmax;
        return 0;
    }
    if (v > SNAPPY_MAX_ULEN || len > snappy_max_compressed_length((size_t)v))
        return sdx_decoder_fail(d, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged snappy chunk: %lu compressed bytes cannot hold "
                                "%llu decompressed bytes", (unsigned long)len,
                                (unsigned long long)v);
    *total = 4 + (size_t)len;
    *ulen = (size_t)v;
    return 1;
bad_header:
    return sdx_decoder_fail(d, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                            "damaged snappy-java header");
}

static int snappy_decode(sdx_blockdec *b, const uint8_t *p, size_t total, uint8_t *out, size_t ulen)
{
    if (sdx_rd_be32(p) == SNAPPY_MAGIC_HEAD) {
        b->state = 1;
        return 0;
    }
    const char *payload = (const char *)p + 4;
    size_t clen = total - 4, got = ulen;
    if (snappy_validate_compressed_buffer(payload, clen) != SNAPPY_OK ||
        snappy_uncompress(payload, clen, (char *)out, &got) != SNAPPY_OK || got != ulen)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged snappy chunk: compressed data is invalid");
    return 0;
}

static const sdx_blockfmt snappy_fmt = {"snappy chunk", snappy_frame, snappy_decode};

sdx_decoder *sdx_decoder_snappy_new(void)
{
    return sdx_blockdec_new(&snappy_fmt, SDX_CODEC_SNAPPY);
}
