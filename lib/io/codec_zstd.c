/*
 * codec_zstd.c: zstd streams as Spark writes them: many standard frames one
 * after another (zstd-jni closes a frame on every flush), no checksum, and,
 * for an in-progress log, an unterminated last frame.
 *
 * libzstd does the decoding. Alongside it a small walker follows the frame
 * structure (frame header, 3-byte block headers, optional checksum,
 * skippable frames) and feeds the decoder one unit at a time, so that a
 * failure is reported at the exact compressed offset of the damaged block and
 * a stream that stops mid-frame is told apart from a clean end. Every block
 * that arrived whole is decoded and delivered before the error.
 *
 * A frame's header is given to libzstd whole, in one call of its own: fed in
 * pieces, libzstd reads the piece in which a header completes as if a frame
 * started there (its single-pass shortcut and its legacy-format check), so a
 * header's dictionary-id and content-size bytes could be decoded as a frame.
 *
 * A block body is given to libzstd whole (staged when it arrives in pieces)
 * with room for all its output (staged when the caller's room is smaller),
 * and its output is delivered only once the block decoded cleanly. So what
 * is delivered never depends on how the input and output are cut: libzstd's
 * streaming API hands out a raw block's bytes as they arrive and reports a
 * frame whose content is longer than its declared Frame_Content_Size only
 * at the byte that exceeds it, while its one-shot API (ZSTD_decompress)
 * delivers nothing of the damaged frame; here, as for the other codecs,
 * exactly the bytes before the damaged block are delivered (err.uoffset).
 */
#include "io/codec.h"

#include <zstd.h>
#include <stdlib.h>
#include <string.h>

#define ZSTD_MAGIC 0xFD2FB528u

enum { P_MAGIC, P_FHDR, P_BLKHDR, P_BODY, P_CKSUM, P_SKIPHDR, P_SKIPBODY };

typedef struct zstd_dec {
    sdx_decoder base;
    ZSTD_DStream *ds;
    int phase;
    uint8_t hdr[18];        /* bytes of the header being read */
    size_t nhdr, hdr_need;
    uint64_t remaining;     /* bytes left in a block body, checksum or skippable frame */
    int last_block, has_cksum;
    int bad_fhd;            /* the frame header descriptor has its reserved bit set */
    size_t hdr_ready;       /* a header just completed in hdr: its length */
    uint64_t unit_off;      /* compressed offset of the current unit */
    uint64_t unit_uoff;     /* decompressed offset where it starts */
    uint64_t frame_off;     /* compressed offset of the current frame */
    int maybe_pending;      /* the last call filled the output; zstd may hold more */
    uint8_t *stage_in;      /* a block body that arrived in pieces (ZSTD_BLOCKSIZE_MAX) */
    size_t stage_in_n;
    uint64_t body_off;      /* compressed offset of the body's first byte */
    uint8_t *stage_out;     /* a block's output when the caller's room is smaller */
    size_t stage_out_n, stage_out_pos;
} zstd_dec;

static const char *unit_name(const zstd_dec *z)
{
    switch (z->phase) {
    case P_MAGIC: case P_FHDR: return "frame header";
    case P_BLKHDR: case P_BODY: return "block";
    case P_CKSUM: return "frame checksum";
    default: return "skippable frame";
    }
}

/* Bytes the decoder may take before the walker must look again. */
static uint64_t walk_limit(const zstd_dec *z)
{
    switch (z->phase) {
    case P_MAGIC: return 4 - z->nhdr;
    case P_FHDR: case P_SKIPHDR: return z->hdr_need - z->nhdr;
    case P_BLKHDR: return 3 - z->nhdr;
    default: return z->remaining;
    }
}

static void start_unit(zstd_dec *z, int phase, uint64_t off, uint64_t uoff)
{
    z->phase = phase;
    z->nhdr = 0;
    z->unit_off = off;
    z->unit_uoff = uoff;
}

/* Body finished: next block, checksum, or the next frame. */
static void end_body(zstd_dec *z, uint64_t off, uint64_t uoff)
{
    if (z->phase == P_BODY && !z->last_block) {
        start_unit(z, P_BLKHDR, off, uoff);
    } else if (z->phase == P_BODY && z->has_cksum) {
        start_unit(z, P_CKSUM, off, uoff);
        z->remaining = 4;
    } else {
        start_unit(z, P_MAGIC, off, uoff);
        z->frame_off = off;
    }
}

/* Follow the structure over k bytes the decoder consumed, starting at
 * compressed offset off. uoff is the decompressed offset reached, used for
 * units that start inside these bytes (their output follows these bytes). */
static void walk(zstd_dec *z, const uint8_t *p, size_t k, uint64_t off, uint64_t uoff)
{
    while (k > 0) {
        if (z->phase == P_BODY || z->phase == P_CKSUM || z->phase == P_SKIPBODY) {
            uint64_t take = z->remaining < k ? z->remaining : k;
            z->remaining -= take;
            p += take;
            k -= (size_t)take;
            off += take;
            if (z->remaining == 0)
                end_body(z, off, uoff);
            continue;
        }
        size_t want = (size_t)walk_limit(z);
        size_t take = want < k ? want : k;
        memcpy(z->hdr + z->nhdr, p, take);
        z->nhdr += take;
        p += take;
        k -= take;
        off += take;
        if (take < want)
            break; /* header still incomplete; k is 0 */
        switch (z->phase) {
        case P_MAGIC:
            if (sdx_rd_le32(z->hdr) == ZSTD_MAGIC) {
                z->phase = P_FHDR;
                z->hdr_need = 5;
            } else {
                z->phase = P_SKIPHDR;
                z->hdr_need = 8;
            }
            break;
        case P_FHDR:
            if (z->hdr_need == 5) {
                /* Frame_Header_Descriptor: size of the rest of the header. */
                uint8_t fhd = z->hdr[4];
                int single = (fhd >> 5) & 1;
                static const size_t did[4] = {0, 1, 2, 4}, fcs[4] = {0, 2, 4, 8};
                size_t fcs_len = fcs[fhd >> 6];
                if ((fhd >> 6) == 0 && single)
                    fcs_len = 1;
                z->hdr_need = 5 + (single ? 0 : 1) + did[fhd & 3] + fcs_len;
                z->has_cksum = (fhd >> 2) & 1;
                /* RFC 8878 3.1.1.1.1.4: the reserved bit must be 0. libzstd
                 * refuses it only once it holds the whole header, so fed
                 * piece by piece it may first see a cut stream: decided here,
                 * however the stream is fed. */
                if (fhd & 0x08)
                    z->bad_fhd = 1;
            }
            if (z->nhdr == z->hdr_need) {
                z->hdr_ready = z->hdr_need;
                start_unit(z, P_BLKHDR, off, uoff);
            }
            break;
        case P_BLKHDR: {
            uint32_t bh = (uint32_t)z->hdr[0] | (uint32_t)z->hdr[1] << 8 | (uint32_t)z->hdr[2] << 16;
            z->last_block = bh & 1;
            z->remaining = ((bh >> 1) & 3) == 1 ? 1 : bh >> 3; /* RLE blocks carry one byte */
            z->phase = P_BODY;
            if (z->remaining == 0)
                end_body(z, off, uoff);
            break;
        }
        case P_SKIPHDR:
            if (z->nhdr == 8) {
                z->hdr_ready = 8;
                z->remaining = sdx_rd_le32(z->hdr + 4);
                z->phase = P_SKIPBODY;
                if (z->remaining == 0)
                    end_body(z, off, uoff);
            }
            break;
        }
    }
}

/* At the first byte of a unit: none of it consumed yet. */
static int unit_fresh(const zstd_dec *z)
{
    return ((z->phase == P_MAGIC || z->phase == P_BLKHDR) && z->nhdr == 0) ||
           (z->phase == P_CKSUM && z->remaining == 4);
}

static int magic_prefix_ok(const uint8_t *m, size_t n)
{
    static const uint8_t zmagic[4] = {0x28, 0xB5, 0x2F, 0xFD};
    static const uint8_t smagic[4] = {0x50, 0x2A, 0x4D, 0x18};
    if (memcmp(m, zmagic, n) == 0)
        return 1;
    if (n == 0 || (m[0] & 0xF0) != 0x50)
        return 0;
    return memcmp(m + 1, smagic + 1, n - 1) == 0;
}

/* Staged output of a block decoded into stage_out, to the caller. */
static void drain_stage(zstd_dec *z, uint8_t **out, uint8_t *out_end)
{
    size_t k = z->stage_out_n - z->stage_out_pos;
    if ((size_t)(out_end - *out) < k)
        k = (size_t)(out_end - *out);
    memcpy(*out, z->stage_out + z->stage_out_pos, k);
    *out += k;
    z->stage_out_pos += k;
    if (z->stage_out_pos == z->stage_out_n)
        z->stage_out_n = z->stage_out_pos = 0;
}

/* At a block body: stage it until whole, then decode it in one call with
 * room for a whole block. 0 (go on), 1 (the caller's output is full or the
 * input is used up: return), -1 failed. */
static int body_unit(zstd_dec *z, const uint8_t **in, const uint8_t *in_end, uint8_t **out,
                     uint8_t *out_end, uint64_t here, uint64_t uhere)
{
    sdx_decoder *d = &z->base;
    size_t avail = (size_t)(in_end - *in);
    if (z->remaining > ZSTD_BLOCKSIZE_MAX)   /* libzstd refuses its header first; never trust it */
        return sdx_decoder_fail(d, SDX_ERR_CODEC, z->unit_off, z->unit_uoff,
                                "damaged zstd block: %llu bytes, more than a block may hold",
                                (unsigned long long)z->remaining);
    const uint8_t *body;
    size_t blen = (size_t)z->remaining;
    uint64_t boff;
    if (z->stage_in_n == 0 && avail >= blen) {
        body = *in;
        boff = here;
    } else {
        if (!z->stage_in && !(z->stage_in = malloc(ZSTD_BLOCKSIZE_MAX)))
            return sdx_decoder_fail(d, SDX_ERR_NOMEM, z->unit_off, z->unit_uoff, "out of memory");
        if (z->stage_in_n == 0)
            z->body_off = here;
        size_t take = blen - z->stage_in_n < avail ? blen - z->stage_in_n : avail;
        memcpy(z->stage_in + z->stage_in_n, *in, take);
        z->stage_in_n += take;
        *in += take;
        if (z->stage_in_n < blen)
            return 1;
        body = z->stage_in;
        boff = z->body_off;
    }
    int direct = (size_t)(out_end - *out) >= ZSTD_BLOCKSIZE_MAX;
    if (!direct && !z->stage_out && !(z->stage_out = malloc(ZSTD_BLOCKSIZE_MAX)))
        return sdx_decoder_fail(d, SDX_ERR_NOMEM, z->unit_off, z->unit_uoff, "out of memory");
    ZSTD_inBuffer ib = {body, blen, 0};
    ZSTD_outBuffer ob = {direct ? *out : z->stage_out, direct ? (size_t)(out_end - *out) : ZSTD_BLOCKSIZE_MAX, 0};
    size_t r = ZSTD_decompressStream(z->ds, &ob, &ib);
    if (ZSTD_isError(r))
        return sdx_decoder_fail(d, SDX_ERR_CODEC, z->unit_off, z->unit_uoff,
                                "damaged zstd %s: %s", unit_name(z), ZSTD_getErrorName(r));
    if (ib.pos != blen)   /* a whole block with room for its whole output: never */
        return sdx_decoder_fail(d, SDX_ERR_CODEC, z->unit_off, z->unit_uoff,
                                "damaged zstd block: the decoder took %zu of its %zu bytes", ib.pos, blen);
    if (body == *in)
        *in += blen;
    z->stage_in_n = 0;
    walk(z, body, blen, boff, uhere + ob.pos);
    if (direct) {
        *out += ob.pos;
    } else {
        z->stage_out_n = ob.pos;
        z->stage_out_pos = 0;
        drain_stage(z, out, out_end);
        if (z->stage_out_n)
            return 1;
    }
    return 0;
}

/* At a frame header or a skippable frame's header: the walker collects it,
 * and libzstd gets it whole, in one call that starts at the frame's first
 * byte. Fed in pieces, libzstd looks at the piece in which a header
 * completes as if a frame started there (its single-pass shortcut and its
 * legacy-format check both read from the start of the call's input), so
 * what it did would depend on where the input was cut. 0 (go on) or -1. */
static int header_unit(zstd_dec *z, const uint8_t **in, const uint8_t *in_end, uint8_t **out,
                       uint8_t *out_end, uint64_t here, uint64_t uhere)
{
    sdx_decoder *d = &z->base;
    uint64_t off = z->unit_off, uoff = z->unit_uoff;
    const char *what = z->phase == P_SKIPHDR ? "skippable frame" : "frame header";
    size_t avail = (size_t)(in_end - *in);
    size_t want = (size_t)walk_limit(z);
    size_t slice = want < avail ? want : avail;
    z->hdr_ready = 0;
    walk(z, *in, slice, here, uhere);
    *in += slice;
    if (z->bad_fhd)
        return sdx_decoder_fail(d, SDX_ERR_CODEC, off, uoff,
                                "damaged zstd frame header: Unsupported frame parameter (its reserved bit is set)");
    if (!z->hdr_ready)
        return 0;
    ZSTD_inBuffer ib = {z->hdr, z->hdr_ready, 0};
    ZSTD_outBuffer ob = {*out, (size_t)(out_end - *out), 0};
    size_t r = ZSTD_decompressStream(z->ds, &ob, &ib);
    if (ZSTD_isError(r))
        return sdx_decoder_fail(d, SDX_ERR_CODEC, off, uoff, "damaged zstd %s: %s", what,
                                ZSTD_getErrorName(r));
    if (ib.pos != ib.size || ob.pos != 0)   /* a whole header makes no output: never */
        return sdx_decoder_fail(d, SDX_ERR_CODEC, off, uoff,
                                "damaged zstd %s: the decoder took %zu of its %zu bytes", what,
                                ib.pos, ib.size);
    return 0;
}

static int zstd_run(sdx_decoder *d, const uint8_t **in, const uint8_t *in_end,
                    uint8_t **out, uint8_t *out_end)
{
    zstd_dec *z = (zstd_dec *)d;
    const uint8_t *in0 = *in;
    uint8_t *out0 = *out;
    if (*out == out_end)
        return 0;
    if (z->stage_out_n) {
        drain_stage(z, out, out_end);
        if (z->stage_out_n)
            return 0;
    }
    if (z->maybe_pending) {
        ZSTD_inBuffer ib = {NULL, 0, 0};
        ZSTD_outBuffer ob = {*out, (size_t)(out_end - *out), 0};
        size_t r = ZSTD_decompressStream(z->ds, &ob, &ib);
        if (ZSTD_isError(r))
            return sdx_decoder_fail(d, SDX_ERR_CODEC, z->unit_off, z->unit_uoff,
                                    "damaged zstd %s: %s", unit_name(z), ZSTD_getErrorName(r));
        *out += ob.pos;
        if (ob.pos == ob.size)
            return 0;
        z->maybe_pending = 0;
    }
    while (*in < in_end && *out < out_end) {
        uint64_t here = d->in_total + (uint64_t)(*in - in0);
        uint64_t uhere = d->out_total + (uint64_t)(*out - out0);
        size_t avail = (size_t)(in_end - *in);
        /* A unit starts: all earlier output has been flushed, so uhere is
         * exactly where its output will begin. */
        if (unit_fresh(z)) {
            z->unit_off = here;
            z->unit_uoff = uhere;
            if (z->phase == P_MAGIC)
                z->frame_off = here;
        }
        if (z->phase == P_MAGIC) {
            uint8_t m[4];
            size_t k = 4 - z->nhdr < avail ? 4 - z->nhdr : avail;
            memcpy(m, z->hdr, z->nhdr);
            memcpy(m + z->nhdr, *in, k);
            if (!magic_prefix_ok(m, z->nhdr + k))
                return sdx_decoder_fail(d, SDX_ERR_CODEC, z->unit_off, z->unit_uoff,
                                        "damaged zstd stream: no frame magic here "
                                        "(found %02x %02x %02x %02x)", m[0],
                                        z->nhdr + k > 1 ? m[1] : 0, z->nhdr + k > 2 ? m[2] : 0,
                                        z->nhdr + k > 3 ? m[3] : 0);
        }
        if (z->phase == P_BODY) {
            int b = body_unit(z, in, in_end, out, out_end, here, uhere);
            if (b < 0)
                return -1;
            if (b > 0)
                return 0;
            continue;
        }
        if (z->phase == P_MAGIC || z->phase == P_FHDR || z->phase == P_SKIPHDR) {
            if (header_unit(z, in, in_end, out, out_end, here, uhere) < 0)
                return -1;
            continue;
        }
        uint64_t lim = walk_limit(z);
        size_t slice = lim < avail ? (size_t)lim : avail;
        ZSTD_inBuffer ib = {*in, slice, 0};
        ZSTD_outBuffer ob = {*out, (size_t)(out_end - *out), 0};
        size_t r = ZSTD_decompressStream(z->ds, &ob, &ib);
        if (ZSTD_isError(r))
            return sdx_decoder_fail(d, SDX_ERR_CODEC, z->unit_off, z->unit_uoff,
                                    "damaged zstd %s: %s", unit_name(z), ZSTD_getErrorName(r));
        walk(z, *in, ib.pos, here, uhere + ob.pos);
        *in += ib.pos;
        *out += ob.pos;
        if (ob.pos == ob.size) {
            z->maybe_pending = 1;
            return 0;
        }
        if (ib.pos == 0 && ob.pos == 0)
            return sdx_decoder_fail(d, SDX_ERR_CODEC, z->unit_off, z->unit_uoff,
                                    "zstd decoder made no progress in a %s", unit_name(z));
    }
    return 0;
}

static int zstd_finish(sdx_decoder *d)
{
    zstd_dec *z = (zstd_dec *)d;
    if (z->phase == P_MAGIC && z->nhdr == 0)
        return 0;
    /* A unit that started while output was pending: its output would
     * start after everything delivered, which by now is all of it. */
    if (unit_fresh(z))
        z->unit_uoff = d->out_total;
    if (z->phase == P_BLKHDR && z->nhdr == 0)
        return sdx_decoder_fail(d, SDX_ERR_TRUNCATED, z->unit_off, z->unit_uoff,
                                "stream ends inside a zstd frame (frame starts at byte %llu; "
                                "its blocks so far are complete, its last block is missing)",
                                (unsigned long long)z->frame_off);
    return sdx_decoder_fail(d, SDX_ERR_TRUNCATED, z->unit_off, z->unit_uoff,
                            "stream ends inside a zstd %s (frame starts at byte %llu)",
                            unit_name(z), (unsigned long long)z->frame_off);
}

static void zstd_destroy(sdx_decoder *d)
{
    zstd_dec *z = (zstd_dec *)d;
    ZSTD_freeDStream(z->ds);
    free(z->stage_in);
    free(z->stage_out);
    free(z);
}

static const sdx_decoder_vt zstd_vt = {zstd_run, zstd_finish, zstd_destroy};

sdx_decoder *sdx_decoder_zstd_new(void)
{
    zstd_dec *z = calloc(1, sizeof *z);
    if (!z)
        return NULL;
    z->ds = ZSTD_createDStream();
    if (!z->ds) {
        free(z);
        return NULL;
    }
    ZSTD_initDStream(z->ds);
    z->base.vt = &zstd_vt;
    z->base.codec = SDX_CODEC_ZSTD;
    z->phase = P_MAGIC;
    return &z->base;
}
