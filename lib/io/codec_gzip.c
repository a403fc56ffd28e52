/*
 * codec_gzip.c: gzip streams of one or more members (Databricks rolls event
 * logs to eventlog-*.gz; `cat a.gz b.gz` is a valid gzip file).
 *
 * zlib inflates each member (16 + MAX_WBITS: gzip wrapper, CRC-32 and length
 * checked by zlib) and is reset at each member end. inflate() runs with
 * Z_BLOCK so it stops at every deflate block boundary; that is how a damaged
 * stream is reported at the offset of the block it sits in, not just of its
 * member.
 */
#include "io/codec.h"

#include <zlib.h>
#include <stdlib.h>
#include <string.h>

typedef struct gzip_dec {
    sdx_decoder base;
    z_stream zs;
    int in_member;
    uint64_t member_off;   /* compressed offset of the current member */
    uint64_t unit_off;     /* ... of the deflate block being decoded */
    uint64_t unit_uoff;
} gzip_dec;

static int gzip_run(sdx_decoder *d, const uint8_t **in, const uint8_t *in_end,
                    uint8_t **out, uint8_t *out_end)
{
    gzip_dec *g = (gzip_dec *)d;
    const uint8_t *in0 = *in;
    uint8_t *out0 = *out;
    int idle = 0;
    while (*out < out_end && idle < 2) {
        uint64_t here = d->in_total + (uint64_t)(*in - in0);
        uint64_t uhere = d->out_total + (uint64_t)(*out - out0);
        size_t avail = (size_t)(in_end - *in);
        if (!g->in_member) {
            if (avail == 0)
                break;
            if ((*in)[0] != 0x1f || (avail > 1 && (*in)[1] != 0x8b))
                return sdx_decoder_fail(d, SDX_ERR_CODEC, here, uhere,
                                        here ? "damaged gzip stream: bytes after the end of a "
                                               "member are not another gzip member"
                                             : "damaged gzip stream: no gzip magic at the start");
            if (inflateReset(&g->zs) != Z_OK)
                return sdx_decoder_fail(d, SDX_ERR_CODEC, here, uhere, "cannot reset zlib");
            g->in_member = 1;
            g->member_off = g->unit_off = here;
            g->unit_uoff = uhere;
        }
        size_t room = (size_t)(out_end - *out);
        g->zs.next_in = (Bytef *)*in;
        g->zs.avail_in = (uInt)(avail > (1u << 30) ? 1u << 30 : avail);
        g->zs.next_out = *out;
        g->zs.avail_out = (uInt)(room > (1u << 30) ? 1u << 30 : room);
        int r = inflate(&g->zs, Z_BLOCK);
        size_t used = (size_t)((const uint8_t *)g->zs.next_in - *in);
        size_t made = (size_t)(g->zs.next_out - *out);
        *in += used;
        *out += made;
        idle = (used == 0 && made == 0) ? idle + 1 : 0;
        if (r == Z_STREAM_END) {
            g->in_member = 0;
            idle = 0;
            continue;
        }
        if (r == Z_BUF_ERROR)
            break; /* needs more input (or output space) */
        if (r != Z_OK)
            return sdx_decoder_fail(d, SDX_ERR_CODEC, g->unit_off, g->unit_uoff,
                                    "damaged gzip data: %s (member starts at byte %llu)",
                                    g->zs.msg ? g->zs.msg : zError(r),
                                    (unsigned long long)g->member_off);
        if (g->zs.data_type & 128) {
            /* At a block boundary: the next block starts in the last byte
             * read when bits of it are left over. */
            uint64_t at = here + used;
            g->unit_off = (g->zs.data_type & 7) && at > 0 ? at - 1 : at;
            g->unit_uoff = uhere + made;
        }
    }
    return 0;
}

static int gzip_finish(sdx_decoder *d)
{
    gzip_dec *g = (gzip_dec *)d;
    if (!g->in_member)
        return 0;
    return sdx_decoder_fail(d, SDX_ERR_TRUNCATED, g->unit_off, g->unit_uoff,
                            "stream ends inside a gzip member (member starts at byte %llu)",
                            (unsigned long long)g->member_off);
}

static void gzip_destroy(sdx_decoder *d)
{
    gzip_dec *g = (gzip_dec *)d;
    inflateEnd(&g->zs);
    free(g);
}

static const sdx_decoder_vt gzip_vt = {gzip_run, gzip_finish, gzip_destroy};

sdx_decoder *sdx_decoder_gzip_new(void)
{
    gzip_dec *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    if (inflateInit2(&g->zs, 16 + MAX_WBITS) != Z_OK) {
        free(g);
        return NULL;
    }
    g->base.vt = &gzip_vt;
    g->base.codec = SDX_CODEC_GZIP;
    return &g->base;
}
