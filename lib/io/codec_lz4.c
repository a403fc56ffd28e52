/*
 * codec_lz4.c: lz4-java LZ4BlockOutputStream streams, the framing Spark's
 * "lz4" codec writes (not the LZ4 frame format the lz4 CLI reads).
 *
 * Each block: "LZ4Block", token (method RAW 0x10 / LZ4 0x20 | level), LE int32
 * compressed and decompressed lengths, LE int32 checksum = XXH32 (seed
 * 0x9747b28c) of the decompressed bytes masked to 28 bits, then the payload.
 * A zero-length block ends a stream; we read through it, like Spark's reader
 * (stopOnEmptyBlock=false), so concatenated streams decode as one. The checks
 * are those of LZ4BlockInputStream, plus the checksum which we always verify.
 */
#include "io/codec.h"

#include <lz4.h>
#include <xxhash.h>
#include <string.h>

#define LZ4B_HEADER 21
#define LZ4B_RAW 0x10
#define LZ4B_LZ4 0x20
#define LZ4B_SEED 0x9747b28cu

static int lz4_frame(sdx_blockdec *b, const uint8_t *p, size_t n,
                     size_t *total, size_t *ulen, size_t *need)
{
    if (n < LZ4B_HEADER) {
        *need = LZ4B_HEADER;
        /* Reject a bad magic as early as it is visible. */
        size_t k = n < 8 ? n : 8;
        if (memcmp(p, "LZ4Block", k) != 0)
            goto bad_magic;
        return 0;
    }
    if (memcmp(p, "LZ4Block", 8) != 0)
        goto bad_magic;
    int method = p[8] & 0xF0;
    int level = 10 + (p[8] & 0x0F);
    int32_t clen = (int32_t)sdx_rd_le32(p + 9);
    int32_t olen = (int32_t)sdx_rd_le32(p + 13);
    uint32_t check = sdx_rd_le32(p + 17);
    if (method != LZ4B_RAW && method != LZ4B_LZ4)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lz4 block header: unknown method 0x%02x", p[8]);
    if (olen < 0 || clen < 0 || olen > (1 << level) || (olen == 0) != (clen == 0) ||
        (method == LZ4B_RAW && olen != clen) ||
        (method == LZ4B_LZ4 && clen > LZ4_compressBound(olen)))
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lz4 block header: lengths out of range "
                                "(compressed %ld, decompressed %ld, block size %d)",
                                (long)clen, (long)olen, 1 << level);
    if (olen == 0 && check != 0)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lz4 end-of-stream block: checksum 0x%08x, expected 0",
                                (unsigned)check);
    *total = LZ4B_HEADER + (size_t)clen;
    *ulen = (size_t)olen;
    return 1;
bad_magic:
    return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                            "damaged lz4 stream: no \"LZ4Block\" block header here");
}

static int lz4_decode(sdx_blockdec *b, const uint8_t *p, size_t total, uint8_t *out, size_t ulen)
{
    if (ulen == 0)
        return 0; /* end-of-stream block, validated by lz4_frame */
    const uint8_t *payload = p + LZ4B_HEADER;
    size_t clen = total - LZ4B_HEADER;
    if ((p[8] & 0xF0) == LZ4B_RAW) {
        memcpy(out, payload, ulen);
    } else {
        int r = LZ4_decompress_safe((const char *)payload, (char *)out, (int)clen, (int)ulen);
        if (r != (int)ulen)
            return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                    "damaged lz4 block: compressed data does not decode to "
                                    "the %zu bytes its header announces", ulen);
    }
    uint32_t want = sdx_rd_le32(p + 17);
    uint32_t got = XXH32(out, ulen, LZ4B_SEED) & 0x0FFFFFFFu;
    if (got != want)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lz4 block: checksum mismatch (stored 0x%08x, "
                                "computed 0x%08x)", (unsigned)want, (unsigned)got);
    return 0;
}

static const sdx_blockfmt lz4_fmt = {"lz4 block", lz4_frame, lz4_decode};

sdx_decoder *sdx_decoder_lz4_new(void)
{
    return sdx_blockdec_new(&lz4_fmt, SDX_CODEC_LZ4);
}
