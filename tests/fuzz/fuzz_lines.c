/*
 * fuzz_lines.c: libFuzzer target for the line reader of lib/io over any
 * input (plain text or any codec, found by sniffing), with small buffers so
 * refills, moves and growth happen constantly.
 *
 * The first byte picks the buffer size, whether the log is in progress and
 * whether it is read ahead on a second thread (chunks of the buffer size).
 * Checks: no line contains '\n'; line numbers count up from 1; offsets grow;
 * for plain input every line is the input at its offset, followed by '\n',
 * "\r\n" or the end; the byte counter equals the decompressed size.
 */
#include <stdlib.h>
#include <string.h>

#include "io/codec.h"
#include "io/io_internal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    size_t bufsize = 16 + (size_t)(data[0] & 0x3f) * 13;
    int readahead = (data[0] >> 6) & 1;
    int in_progress = data[0] >> 7;
    const uint8_t *in = data + 1;
    size_t n = size - 1;
    int plain = sdx_codec_decide(SDX_CODEC_NONE, in, n < 16 ? n : 16) == SDX_CODEC_NONE;
    sdx_logpart part = {(char *)"fuzz.log", NULL, SDX_CODEC_AUTO, n};
    sdx_logref log = {part.path, part.path, SDX_LAYOUT_FILE, in_progress, NULL, 0, n, &part, 1};
    sdx_lines *r;
    if (sdx_lines_open_ex(&log, in, n, bufsize, &r, NULL) < 0)
        return 0;
    sdx_lines_set_readahead(r, readahead);
    const char *line;
    size_t len;
    uint64_t expect_no = 1, last_off = 0, total = 0;
    int rc;
    while ((rc = sdx_lines_next(r, &line, &len, NULL)) == 1) {
        if (memchr(line, '\n', len))
            abort();
        if (sdx_lines_lineno(r) != expect_no++)
            abort();
        uint64_t off = sdx_lines_offset(r);
        if (expect_no > 2 && off <= last_off)
            abort();
        last_off = off;
        if (plain) {
            if (off + len > n || memcmp(in + off, line, len) != 0)
                abort();
            size_t after = (size_t)off + len;
            int cut = sdx_lines_last_cut(r);
            if (!cut && !(after < n && (in[after] == '\n' || (in[after] == '\r' && after + 1 < n &&
                                                             in[after + 1] == '\n'))))
                abort();
        }
        total += len;
        if (total > (256u << 20))
            break; /* a decompression bomb: enough */
    }
    if (rc == 0 && plain && sdx_lines_bytes(r) != n)
        abort();
    sdx_lines_close(r);
    return 0;
}
