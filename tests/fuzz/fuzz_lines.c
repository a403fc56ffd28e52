/*
 * fuzz_lines.c: libFuzzer target for the line reader of lib/io over any
 * input (plain text or any codec, found by sniffing), with small buffers so
 * refills, moves and growth happen constantly.
 *
 * The first byte picks the buffer size, whether the log is in progress and
 * whether it is read ahead on a second thread (chunks of the buffer size);
 * read ahead, an input of odd length also has every chunk worked on that
 * thread (sdx_lines_set_work, mode 2), and each line the reader says was
 * worked must be the next one the work function saw in that chunk.
 * Checks: no line contains '\n'; line numbers count up from 1; offsets grow;
 * (an input of size & 2 skips blank lines and has a line cap of three
 * buffers: line numbers then jump over what was skipped, never back);
 * for plain input every line is the input at its offset, followed by '\n',
 * "\r\n" or the end; the byte counter equals the decompressed size.
 */
#include <stdlib.h>
#include <string.h>

#include "io/codec.h"
#include "io/io_internal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct seen {
    uint64_t uoff;
    size_t len;
    uint8_t first, last;
} seen;

static struct {
    seen *v;
    size_t n, cap;
} g_slot[SDX_LINES_WORK_SLOTS];

static void work_fn(void *ctx, unsigned slot, const char *line, size_t len, uint64_t uoff)
{
    (void)ctx;
    if (slot >= SDX_LINES_WORK_SLOTS)
        abort();
    if (!line) {
        g_slot[slot].n = 0;
        return;
    }
    if (memchr(line, '\n', len))
        abort();
    if (g_slot[slot].n == g_slot[slot].cap) {
        g_slot[slot].cap = g_slot[slot].cap ? 2 * g_slot[slot].cap : 64;
        g_slot[slot].v = realloc(g_slot[slot].v, g_slot[slot].cap * sizeof(seen));
        if (!g_slot[slot].v)
            abort();
    }
    g_slot[slot].v[g_slot[slot].n++] =
        (seen){uoff, len, len ? (uint8_t)line[0] : 0, len ? (uint8_t)line[len - 1] : 0};
}

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
    sdx_logref log = {part.path, part.path, SDX_LAYOUT_FILE, in_progress, NULL, 0, n, &part, 1, NULL};
    sdx_lines *r;
    if (sdx_lines_open_ex(&log, in, n, bufsize, &r, NULL) < 0)
        return 0;
    sdx_lines_set_readahead(r, readahead);
    int work = readahead && (size & 1);
    if (work)
        sdx_lines_set_work(r, work_fn, NULL, 2);
    /* size & 2: blank lines skipped and a line cap of a few buffers (lines
     * are then skipped: numbers and worked entries may jump over them) */
    int skipping = (size & 2) != 0;
    size_t cap = bufsize * 3;
    if (skipping) {
        sdx_lines_set_skip_blank(r, 1);
        sdx_lines_set_max_line(r, cap);
    }
    int cur = -1;
    uint64_t cur_gen = 0;
    size_t next = 0, cur_n = 0;
    const char *line;
    size_t len;
    uint64_t expect_no = 1, last_off = 0, total = 0;
    int rc;
    while ((rc = sdx_lines_next(r, &line, &len, NULL)) == 1) {
        if (memchr(line, '\n', len))
            abort();
        if (skipping ? sdx_lines_lineno(r) < expect_no : sdx_lines_lineno(r) != expect_no)
            abort();
        expect_no = sdx_lines_lineno(r) + 1;
        if (skipping && (len == 0 || len > cap))
            abort();   /* blank and long lines are not returned */
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
        uint64_t gen;
        int s = work ? sdx_lines_work(r, &gen) : -1;
        if (s >= 0) {
            if (s != cur || gen != cur_gen) {
                cur = s;
                cur_gen = gen;
                cur_n = g_slot[s].n;
                next = 0;
            }
            /* lines the reader skipped (blank, or over the cap) */
            while (skipping && next < cur_n && g_slot[s].v[next].uoff < off) {
                const seen *k = &g_slot[s].v[next++];
                if (!(k->len == 0 || (k->len == 1 && k->first == '\r') || k->len > cap))
                    abort();
            }
            if (next >= cur_n)
                abort();
            seen *x = &g_slot[s].v[next++];
            if (x->uoff != off || x->len != len || (len && (x->first != (uint8_t)line[0] ||
                                                           x->last != (uint8_t)line[len - 1])))
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
