/*
 * codec_block.c: block assembly shared by the lz4-java, snappy-java and lzf
 * decoders (see sdx_blockfmt in codec.h).
 *
 * The fast path decodes a block straight from the caller's input into the
 * caller's output (no copy besides decompression itself); only a block split
 * across two reads is staged, and only a block larger than the remaining
 * output space goes through the side buffer. Buffers grow with the bytes
 * actually present, so a damaged length field cannot make us allocate more
 * than the input holds.
 */
#include "io/codec.h"

#include <stdlib.h>
#include <string.h>

static int ensure(sdx_blockdec *b, uint8_t **buf, size_t *cap, size_t need)
{
    if (*cap >= need)
        return 0;
    size_t n = *cap ? *cap : 4096;
    while (n < need)
        n = n > SIZE_MAX / 2 ? need : n * 2;
    uint8_t *p = realloc(*buf, n);
    if (!p)
        return sdx_decoder_fail(&b->base, SDX_ERR_NOMEM, b->blk_off, UINT64_MAX,
                                "out of memory for a %zu-byte %s", need, b->fmt->unit);
    *buf = p;
    *cap = n;
    return 0;
}

/* Append up to `want - staged` bytes of input to the stage. */
static int stage_more(sdx_blockdec *b, const uint8_t **in, const uint8_t *in_end, size_t want)
{
    size_t take = want - b->staged;
    size_t avail = (size_t)(in_end - *in);
    if (take > avail)
        take = avail;
    if (ensure(b, &b->stage, &b->stage_cap, b->staged + take) < 0)
        return -1;
    memcpy(b->stage + b->staged, *in, take);
    b->staged += take;
    *in += take;
    return 0;
}

static int block_run(sdx_decoder *d, const uint8_t **in, const uint8_t *in_end,
                     uint8_t **out, uint8_t *out_end)
{
    sdx_blockdec *b = (sdx_blockdec *)d;
    const uint8_t *in0 = *in;
    uint8_t *out0 = *out;
    for (;;) {
        if (b->upos < b->ulen) {
            size_t n = b->ulen - b->upos, room = (size_t)(out_end - *out);
            if (n > room)
                n = room;
            memcpy(*out, b->ubuf + b->upos, n);
            *out += n;
            b->upos += n;
            if (b->upos < b->ulen)
                return 0;
        }
        if (*in == in_end || *out == out_end)
            return 0;

        uint64_t here = d->in_total + (uint64_t)(*in - in0);
        b->blk_uoff = d->out_total + (uint64_t)(*out - out0);
        const uint8_t *blk;
        size_t total, ulen, need;
        if (b->staged == 0) {
            b->blk_off = here;
            size_t avail = (size_t)(in_end - *in);
            int r = b->fmt->frame(b, *in, avail, &total, &ulen, &need);
            if (r < 0)
                return -1;
            if (r == 1 && avail >= total) {
                blk = *in; /* the whole block is in the input: no copy */
                *in += total;
                goto decode;
            }
            b->blk_total = r == 1 ? total : 0;
            b->blk_ulen = r == 1 ? ulen : 0;
            if (stage_more(b, in, in_end, r == 1 ? total : need) < 0)
                return -1;
        }
        /* Complete the staged block with what the input has. */
        for (;;) {
            if (b->blk_total == 0) {
                int r = b->fmt->frame(b, b->stage, b->staged, &total, &ulen, &need);
                if (r < 0)
                    return -1;
                if (r == 0) {
                    if (*in == in_end)
                        return 0;
                    if (stage_more(b, in, in_end, need) < 0)
                        return -1;
                    continue;
                }
                b->blk_total = total;
                b->blk_ulen = ulen;
            }
            if (b->staged == b->blk_total)
                break;
            if (*in == in_end)
                return 0;
            if (stage_more(b, in, in_end, b->blk_total) < 0)
                return -1;
        }
        blk = b->stage;
        total = b->blk_total;
        ulen = b->blk_ulen;

decode:;
        /* A complete block: decode it where it can go. */
        uint8_t *dst;
        if ((size_t)(out_end - *out) >= ulen) {
            dst = *out;
        } else {
            if (ensure(b, &b->ubuf, &b->ucap, ulen) < 0)
                return -1;
            dst = b->ubuf;
        }
        if (b->fmt->decode(b, blk, total, dst, ulen) < 0)
            return -1;
        if (dst == *out) {
            *out += ulen;
        } else {
            b->upos = 0;
            b->ulen = ulen;
        }
        b->staged = 0;
        b->blk_total = 0;
    }
}

static int block_finish(sdx_decoder *d)
{
    sdx_blockdec *b = (sdx_blockdec *)d;
    if (b->staged == 0)
        return 0;
    if (b->blk_total)
        return sdx_decoder_fail(d, SDX_ERR_TRUNCATED, b->blk_off, b->blk_uoff,
                                "stream ends inside a %s (%zu of its %zu bytes present)",
                                b->fmt->unit, b->staged, b->blk_total);
    return sdx_decoder_fail(d, SDX_ERR_TRUNCATED, b->blk_off, b->blk_uoff,
                            "stream ends inside the header of a %s (%zu bytes present)",
                            b->fmt->unit, b->staged);
}

static void block_destroy(sdx_decoder *d)
{
    sdx_blockdec *b = (sdx_blockdec *)d;
    free(b->stage);
    free(b->ubuf);
    free(b);
}

static const sdx_decoder_vt block_vt = {block_run, block_finish, block_destroy};

sdx_decoder *sdx_blockdec_new(const sdx_blockfmt *fmt, sdx_codec codec)
{
    sdx_blockdec *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->base.vt = &block_vt;
    b->base.codec = codec;
    b->fmt = fmt;
    return &b->base;
}
