/*
 * codec_lzf.c: ning compress-lzf LZFOutputStream streams, Spark's "lzf" codec.
 *
 * A sequence of chunks of at most 65535 decompressed bytes, no stream header,
 * checksum or terminator: 'Z' 'V' 0x01 + BE u16 compressed length + BE u16
 * decompressed length + LZF data, or 'Z' 'V' 0x00 + BE u16 length + stored
 * bytes. The LZF data format is liblzf's, so lzf_decompress does the work.
 */
#include "io/codec.h"

#include <lzf.h>
#include <string.h>

static int lzf_frame(sdx_blockdec *b, const uint8_t *p, size_t n,
                     size_t *total, size_t *ulen, size_t *need)
{
    size_t k = n < 2 ? n : 2;
    if (memcmp(p, "ZV", k) != 0)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lzf stream: no \"ZV\" chunk header here");
    if (n < 3) {
        *need = 3;
        return 0;
    }
    if (p[2] == 0) {
        if (n < 5) {
            *need = 5;
            return 0;
        }
        *ulen = sdx_rd_be16(p + 3);
        *total = 5 + *ulen;
        return 1;
    }
    if (p[2] != 1)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lzf chunk header: unknown chunk type %u", p[2]);
    if (n < 7) {
        *need = 7;
        return 0;
    }
    size_t clen = sdx_rd_be16(p + 3);
    *ulen = sdx_rd_be16(p + 5);
    if (clen == 0 || *ulen == 0)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lzf chunk header: compressed length %zu, "
                                "decompressed length %zu", clen, *ulen);
    *total = 7 + clen;
    return 1;
}

static int lzf_decode(sdx_blockdec *b, const uint8_t *p, size_t total, uint8_t *out, size_t ulen)
{
    if (p[2] == 0) {
        memcpy(out, p + 5, ulen);
        return 0;
    }
    unsigned got = lzf_decompress(p + 7, (unsigned)(total - 7), out, (unsigned)ulen);
    if (got != ulen)
        return sdx_decoder_fail(&b->base, SDX_ERR_CODEC, b->blk_off, b->blk_uoff,
                                "damaged lzf chunk: compressed data does not decode to the "
                                "%zu bytes its header announces", ulen);
    return 0;
}

static const sdx_blockfmt lzf_fmt = {"lzf chunk", lzf_frame, lzf_decode};

sdx_decoder *sdx_decoder_lzf_new(void)
{
    return sdx_blockdec_new(&lzf_fmt, SDX_CODEC_LZF);
}
