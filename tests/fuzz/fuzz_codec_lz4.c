/*
 * fuzz_codec_lz4.c: libFuzzer target for the lz4 decoder of lib/io
 * (lz4-java LZ4BlockOutputStream blocks (headers, lengths, checksums)).
 *
 * The first input byte chooses how the rest is fed (piece size) and how big
 * the output buffers are; the rest is the stream. sdx_decode_differential
 * decodes it twice, whole and in pieces, and the two outcomes (bytes, error
 * code and offsets) must agree; sanitizers catch memory errors. Output is
 * capped so decompression bombs do not exhaust memory.
 */
#include <stdlib.h>

#include "io/codec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    size_t chunk = 1 + (data[0] & 0x3f) * (data[0] & 0x40 ? 97 : 1);
    size_t cap = data[0] & 0x80 ? 1 + (data[0] & 0x0f) : 4096;
    if (sdx_decode_differential(SDX_CODEC_LZ4, data + 1, size - 1, chunk, cap, 64u << 20))
        abort();
    return 0;
}
