/*
 * fuzz_zip.c: libFuzzer target for the History Server zip path of lib/io:
 * the zip reader (end of central directory, zip64, entries, local headers,
 * stored and deflated data with CRC checks), the grouping of entries into
 * logs (single files, rolling and legacy folders), and each grouped part
 * read through the codec layer as sdx_lines would. Output per entry is
 * capped so deflate or codec bombs do not exhaust memory.
 */
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "io/zip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_MAX_OUT (32u << 20)

static void drain_entry(sdx_zip *z, const sdx_zip_entry *e)
{
    sdx_zip_reader *r;
    if (sdx_zip_reader_open(z, e, &r, NULL) < 0)
        return;
    static uint8_t buf[65536];
    size_t total = 0;
    ssize_t k;
    while (total < FUZZ_MAX_OUT && (k = sdx_zip_reader_read(r, buf, sizeof buf, NULL)) > 0)
        total += (size_t)k;
    sdx_zip_reader_close(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sdx_zip *z;
    if (sdx_zip_open_mem(data, size, "fuzz.zip", &z, NULL) < 0)
        return 0;
    for (size_t i = 0; i < z->n; i++)
        drain_entry(z, &z->entries[i]);
    sdx_loglist L;
    if (sdx_logs_from_zip(z, &L, NULL) == 0) {
        for (size_t i = 0; i < L.n; i++) {
            const sdx_logref *g = &L.logs[i];
            if (!g->name || !g->path || g->nparts == 0)
                abort();
            for (size_t p = 0; p < g->nparts; p++) {
                if (!g->parts[p].zip_entry || !sdx_zip_find(z, g->parts[p].zip_entry))
                    abort();
                sdx_bytes *b;
                if (sdx_bytes_open_zip(z, g->parts[p].zip_entry, SDX_CODEC_AUTO, &b, NULL) < 0)
                    continue;
                static uint8_t buf[65536];
                size_t total = 0;
                ssize_t k;
                while (total < FUZZ_MAX_OUT && (k = sdx_bytes_read(b, buf, sizeof buf, NULL)) > 0)
                    total += (size_t)k;
                sdx_bytes_close(b);
            }
        }
        sdx_loglist_free(&L);
    }
    sdx_zip_close(z);
    return 0;
}
