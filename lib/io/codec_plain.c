/*
 * codec_plain.c: the "none" codec, bytes copied through unchanged.
 *
 * sdx_bytes reads plain files straight into the caller's buffer and never
 * uses this; it exists so that code driving decoders generically (memory
 * sources, tests, fuzzers) treats uncompressed data like any other codec.
 */
#include "io/codec.h"

#include <stdlib.h>
#include <string.h>

static int plain_run(sdx_decoder *d, const uint8_t **in, const uint8_t *in_end,
                     uint8_t **out, uint8_t *out_end)
{
    (void)d;
    size_t n = (size_t)(in_end - *in);
    size_t room = (size_t)(out_end - *out);
    if (n > room)
        n = room;
    if (n) {
        memcpy(*out, *in, n);
        *in += n;
        *out += n;
    }
    return 0;
}

static int plain_finish(sdx_decoder *d)
{
    (void)d;
    return 0;
}

static void plain_destroy(sdx_decoder *d)
{
    free(d);
}

static const sdx_decoder_vt plain_vt = {plain_run, plain_finish, plain_destroy};

sdx_decoder *sdx_decoder_plain_new(void)
{
    sdx_decoder *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->vt = &plain_vt;
    d->codec = SDX_CODEC_NONE;
    return d;
}
