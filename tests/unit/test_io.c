/*
 * test_io.c: unit tests of the byte and line layers of lib/io: codec names
 * and sniffing, every codec against the corpus' compressed samples (byte for
 * byte), renamed files, stream shapes (many frames, concatenated streams,
 * empty streams, byte-by-byte feeding), damage injection at every byte
 * position (truncation and corruption: clean errors with file and offset,
 * and exactly the data before the damaged block), the line reader (offsets,
 * cut lines, 100+ MB lines, in-progress tolerance) and stdin through a pipe.
 * Layout scanning is in test_io_layout.c.
 */
#include "harness.h"
#include "test_io_util.h"

#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "io/codec.h"
#include "io/io_internal.h"
#include "sparkdx/io.h"

static const sdx_codec all_codecs[] = {SDX_CODEC_NONE, SDX_CODEC_ZSTD, SDX_CODEC_LZ4,
                                       SDX_CODEC_SNAPPY, SDX_CODEC_LZF, SDX_CODEC_GZIP};
#define NCODECS (sizeof all_codecs / sizeof all_codecs[0])

static const char *ext_of(sdx_codec c)
{
    return c == SDX_CODEC_GZIP ? "gz" : sdx_codec_name(c);
}

/* Deterministic event-log-like text: n bytes of lines of varied length. */
static uint8_t *make_text(size_t n, uint32_t seed)
{
    uint8_t *p = malloc(n + 1);
    size_t k = 0;
    uint32_t x = seed * 2654435761u + 1;
    int id = 0;
    while (k < n) {
        char line[600];
        x = x * 1103515245u + 12345u;
        int pad = (int)((x >> 16) % 400);
        int len = snprintf(line, sizeof line, "{\"Event\":\"SparkListenerTaskEnd\",\"Task ID\":%d,"
                           "\"Pad\":\"%.*s\"}\n", id++, pad,
                           "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789"
                           "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789"
                           "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789"
                           "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789"
                           "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789"
                           "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789");
        for (int i = 0; i < len && k < n; i++)
            p[k++] = (uint8_t)line[i];
    }
    return p;
}

typedef struct dres {
    int rc;
    sdx_error err;
    tbuf out;
    sdx_codec codec;
    uint64_t consumed;
} dres;

static dres drain(sdx_bytes *b, size_t cap)
{
    dres r;
    memset(&r, 0, sizeof r);
    sdx_error_clear(&r.err);
    r.codec = sdx_bytes_codec(b);
    uint8_t *buf = malloc(cap);
    for (;;) {
        ssize_t k = sdx_bytes_read(b, buf, cap, &r.err);
        if (k < 0) {
            r.rc = -1;
            break;
        }
        if (k == 0)
            break;
        tb_put(&r.out, buf, (size_t)k);
    }
    r.consumed = sdx_bytes_offset(b);
    free(buf);
    sdx_bytes_close(b);
    return r;
}

static dres decode_mem(const void *p, size_t n, const char *name, sdx_codec codec, size_t cap)
{
    sdx_bytes *b;
    dres r;
    memset(&r, 0, sizeof r);
    sdx_error_clear(&r.err);
    if (sdx_bytes_open_mem(p, n, name, codec, &b, &r.err) < 0) {
        r.rc = -2;
        return r;
    }
    return drain(b, cap);
}

static dres decode_path(const char *path, size_t cap)
{
    sdx_logpart part = {(char *)path, NULL, SDX_CODEC_AUTO, 0};
    sdx_bytes *b;
    dres r;
    memset(&r, 0, sizeof r);
    sdx_error_clear(&r.err);
    if (sdx_bytes_open(&part, SDX_CODEC_AUTO, &b, &r.err) < 0) {
        r.rc = -2;
        return r;
    }
    return drain(b, cap);
}

static int same(const tbuf *a, const uint8_t *p, size_t n)
{
    return a->n == n && (n == 0 || memcmp(a->p, p, n) == 0);
}

static int is_prefix(const tbuf *a, const uint8_t *p, size_t n)
{
    return a->n <= n && (a->n == 0 || memcmp(a->p, p, a->n) == 0);
}

/* ---- names and magic ------------------------------------------------------ */

TEST(codec_names_follow_spark)
{
    CHECK_EQ_STR(sdx_codec_name(SDX_CODEC_NONE), "none");
    CHECK_EQ_STR(sdx_codec_name(SDX_CODEC_ZSTD), "zstd");
    CHECK_EQ_STR(sdx_codec_name(SDX_CODEC_LZ4), "lz4");
    CHECK_EQ_STR(sdx_codec_name(SDX_CODEC_SNAPPY), "snappy");
    CHECK_EQ_STR(sdx_codec_name(SDX_CODEC_LZF), "lzf");
    CHECK_EQ_STR(sdx_codec_name(SDX_CODEC_GZIP), "gzip");
    CHECK_EQ_INT(sdx_codec_from_name("app-20200706201101-0003.zstd"), SDX_CODEC_ZSTD);
    CHECK_EQ_INT(sdx_codec_from_name("/logs/local-1.lz4"), SDX_CODEC_LZ4);
    CHECK_EQ_INT(sdx_codec_from_name("local-1.snappy.inprogress"), SDX_CODEC_SNAPPY);
    CHECK_EQ_INT(sdx_codec_from_name("events_5_app-1.zstd.compact"), SDX_CODEC_ZSTD);
    CHECK_EQ_INT(sdx_codec_from_name("a.lzf"), SDX_CODEC_LZF);
    CHECK_EQ_INT(sdx_codec_from_name("eventlog-2024-01-01--10-00.gz"), SDX_CODEC_GZIP);
    CHECK_EQ_INT(sdx_codec_from_name("x.zst"), SDX_CODEC_ZSTD);
    CHECK_EQ_INT(sdx_codec_from_name("x.LZ4"), SDX_CODEC_LZ4);
    CHECK_EQ_INT(sdx_codec_from_name("application_1516285256255_0012"), SDX_CODEC_NONE);
    CHECK_EQ_INT(sdx_codec_from_name("app.inprogress"), SDX_CODEC_NONE);
    CHECK_EQ_INT(sdx_codec_from_name("dir.lz4/app"), SDX_CODEC_NONE);
    CHECK_EQ_INT(sdx_codec_from_name("notes.json"), SDX_CODEC_NONE);
    CHECK_EQ_INT(sdx_codec_from_name(""), SDX_CODEC_NONE);
}

TEST(codec_sniff_by_magic)
{
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"LZ4Block\x25", 9), SDX_CODEC_LZ4);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"\x82SNAPPY\0\0\0\0\1", 12), SDX_CODEC_SNAPPY);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"\x28\xb5\x2f\xfd\x00", 5), SDX_CODEC_ZSTD);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"\x50\x2a\x4d\x18", 4), SDX_CODEC_ZSTD);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"\x1f\x8b\x08\x00", 4), SDX_CODEC_GZIP);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"ZV\x01\x00", 4), SDX_CODEC_LZF);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"ZV\x00\x00", 4), SDX_CODEC_LZF);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"{\"Event\"", 8), SDX_CODEC_AUTO);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"LZ4Bl", 5), SDX_CODEC_AUTO);
    CHECK_EQ_INT(sdx_codec_sniff((const unsigned char *)"", 0), SDX_CODEC_AUTO);
    /* Magic wins over the name; unknown magic is text, unless the name
     * names a codec and the bytes are not text (a damaged header). */
    CHECK_EQ_INT(sdx_codec_decide(SDX_CODEC_SNAPPY, (const unsigned char *)"LZ4Block", 8), SDX_CODEC_LZ4);
    CHECK_EQ_INT(sdx_codec_decide(SDX_CODEC_NONE, (const unsigned char *)"ZV\x01", 3), SDX_CODEC_LZF);
    CHECK_EQ_INT(sdx_codec_decide(SDX_CODEC_LZ4, (const unsigned char *)"{\"Ev", 4), SDX_CODEC_NONE);
    CHECK_EQ_INT(sdx_codec_decide(SDX_CODEC_LZ4, (const unsigned char *)"XZ4Block", 8), SDX_CODEC_LZ4);
    CHECK_EQ_INT(sdx_codec_decide(SDX_CODEC_NONE, (const unsigned char *)"XZ4Block", 8), SDX_CODEC_NONE);
}

/* ---- the corpus ------------------------------------------------------------ */

static const char *corpus_codecs[] = {"lz4", "lzf", "snappy", "zstd"};
static const char *corpus_logs[] = {"app-20200706201101-0003", "local-1430917381534"};

TEST(corpus_compressed_decode_to_plain_originals)
{
    NEED_SHARED(shared);
    int files = 0;
    for (size_t c = 0; c < 4; c++) {
        for (size_t l = 0; l < 2; l++) {
            char comp[4096], plain[4096];
            snprintf(comp, sizeof comp, "%s/corpus/spark-extra/generated-compressed/%s/%s.%s", shared,
                     corpus_codecs[c], corpus_logs[l], corpus_codecs[c]);
            snprintf(plain, sizeof plain, "%s/corpus/spark-events/%s", shared, corpus_logs[l]);
            size_t clen, plen;
            uint8_t *cdata = read_all(comp, &clen), *pdata = read_all(plain, &plen);
            CHECK(cdata && pdata);
            if (!cdata || !pdata) {
                free(cdata);
                free(pdata);
                continue;
            }
            files++;
            /* Through a file, through memory with tiny output buffers, and
             * with the input fed in small pieces. */
            dres r = decode_path(comp, 1 << 20);
            CHECK_EQ_INT(r.rc, 0);
            CHECK(same(&r.out, pdata, plen));
            CHECK_EQ_STR(sdx_codec_name(r.codec), corpus_codecs[c]);
            CHECK_EQ_INT(r.consumed, clen);
            free(r.out.p);
            size_t caps[] = {1, 3, 4096};
            for (size_t k = 0; k < 3; k++) {
                r = decode_mem(cdata, clen, comp, SDX_CODEC_AUTO, caps[k]);
                CHECK_EQ_INT(r.rc, 0);
                CHECK(same(&r.out, pdata, plen));
                free(r.out.p);
            }
            size_t chunks[] = {1, 7, 1000};
            for (size_t k = 0; k < 3; k++) {
                uint8_t *out;
                size_t olen;
                sdx_error err;
                int rc = sdx_decode_buffer(r.codec, cdata, clen, chunks[k], &out, &olen, &err);
                CHECK_EQ_INT(rc, 0);
                CHECK(olen == plen && memcmp(out, pdata, plen) == 0);
                free(out);
            }
            free(cdata);
            free(pdata);
        }
    }
    CHECK_EQ_INT(files, 8);
}

TEST(corpus_renamed_files_are_sniffed)
{
    NEED_SHARED(shared);
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    CHECK(tmp != NULL);
    if (!tmp)
        return;
    for (size_t c = 0; c < 4; c++) {
        char comp[4096], plain[4096];
        snprintf(comp, sizeof comp, "%s/corpus/spark-extra/generated-compressed/%s/%s.%s", shared,
                 corpus_codecs[c], corpus_logs[0], corpus_codecs[c]);
        snprintf(plain, sizeof plain, "%s/corpus/spark-events/%s", shared, corpus_logs[0]);
        size_t clen, plen;
        uint8_t *cdata = read_all(comp, &clen), *pdata = read_all(plain, &plen);
        /* No extension, and the extension of another codec. */
        const char *names[] = {"renamed", "renamed.lz4", "renamed.zstd.inprogress"};
        for (size_t k = 0; k < 3; k++) {
            char *p = path_join(tmp, names[k]);
            CHECK_EQ_INT(write_all(p, cdata, clen), 0);
            dres r = decode_path(p, 65536);
            CHECK_EQ_INT(r.rc, 0);
            CHECK_EQ_STR(sdx_codec_name(r.codec), corpus_codecs[c]);
            CHECK(same(&r.out, pdata, plen));
            free(r.out.p);
            remove(p);
            free(p);
        }
        /* A plain log named like a compressed one stays plain. */
        char *p = path_join(tmp, "plain.zstd");
        write_all(p, pdata, plen);
        dres r = decode_path(p, 65536);
        CHECK_EQ_INT(r.rc, 0);
        CHECK_EQ_INT(r.codec, SDX_CODEC_NONE);
        CHECK(same(&r.out, pdata, plen));
        free(r.out.p);
        free(p);
        free(cdata);
        free(pdata);
    }
    rm_rf(tmp);
}

/* ---- stream shapes ------------------------------------------------------------ */

TEST(roundtrip_every_codec_and_shape)
{
    size_t n = 300000;
    uint8_t *text = make_text(n, 1);
    size_t flushes[] = {0, 1, 100, 5000, 70000, 1 << 20};
    for (size_t c = 0; c < NCODECS; c++) {
        for (size_t f = 0; f < sizeof flushes / sizeof flushes[0]; f++) {
            if (flushes[f] == 1 && all_codecs[c] != SDX_CODEC_LZF && all_codecs[c] != SDX_CODEC_LZ4)
                continue; /* one frame per byte: slow and no different */
            tbuf enc = {0};
            enc_any(all_codecs[c], &enc, text, flushes[f] == 1 ? 3000 : n, flushes[f]);
            size_t want = flushes[f] == 1 ? 3000 : n;
            char name[64];
            snprintf(name, sizeof name, "t.%s", ext_of(all_codecs[c]));
            dres r = decode_mem(enc.p, enc.n, name, SDX_CODEC_AUTO, 4096);
            if (r.rc != 0)
                t_fail(__FILE__, __LINE__, "%s flush %zu: %s", name, flushes[f], r.err.msg);
            CHECK_EQ_INT(r.codec, all_codecs[c]);
            CHECK(same(&r.out, text, want));
            CHECK_EQ_INT(r.consumed, enc.n);
            free(r.out.p);
            uint8_t *out;
            size_t olen;
            sdx_error err;
            CHECK_EQ_INT(sdx_decode_buffer(all_codecs[c], enc.p, enc.n, 13, &out, &olen, &err), 0);
            CHECK(olen == want && memcmp(out, text, want) == 0);
            free(out);
            free(enc.p);
        }
    }
    free(text);
}

TEST(decoding_does_not_depend_on_how_input_arrives)
{
    uint8_t *text = make_text(60000, 11);
    units *u = malloc(sizeof *u);
    for (size_t c = 0; c < NCODECS; c++) {
        tbuf enc = {0};
        enc_units(all_codecs[c], &enc, text, 60000, 7000, u);
        size_t splits[] = {1, 2, 3, 20, 21, 22, 4095, 70000};
        for (size_t i = 0; i < sizeof splits / sizeof splits[0]; i++) {
            CHECK_EQ_INT(sdx_decode_differential(all_codecs[c], enc.p, enc.n, splits[i], 1, 0), 0);
            CHECK_EQ_INT(sdx_decode_differential(all_codecs[c], enc.p, enc.n, splits[i], 999, 0), 0);
            /* Damaged and cut streams too: same bytes, same error. */
            CHECK_EQ_INT(sdx_decode_differential(all_codecs[c], enc.p, enc.n - 5, splits[i], 777, 0), 0);
            enc.p[enc.n / 2] ^= 0x24;
            CHECK_EQ_INT(sdx_decode_differential(all_codecs[c], enc.p, enc.n, splits[i], 13, 0), 0);
            enc.p[enc.n / 2] ^= 0x24;
        }
        free(enc.p);
    }
    free(u);
    free(text);
}

/* Found by fuzz_codec_zstd: a frame cut between blocks while output was
 * waiting for room reported the decompressed offset of the missing block as
 * where the output stood, not where it would start. */
TEST(zstd_cut_between_blocks_with_pending_output)
{
    static const uint8_t in[] = {
        0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x00, 0x61, 0x70,
        0x00, 0x00, 0xb5, 0x44, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x7f};
    for (size_t cap = 1; cap < 70; cap++) {
        dres r = decode_mem(in, sizeof in, "z.zstd", SDX_CODEC_ZSTD, cap);
        CHECK_EQ_INT(r.rc, -1);
        CHECK_EQ_INT(r.err.code, SDX_ERR_TRUNCATED);
        CHECK_EQ_INT(r.out.n, 64);
        CHECK_EQ_INT(r.err.uoffset, 64);
        free(r.out.p);
        CHECK_EQ_INT(sdx_decode_differential(SDX_CODEC_ZSTD, in, sizeof in, 51, cap, 0), 0);
    }
}

TEST(empty_streams_decode_to_nothing)
{
    for (size_t c = 0; c < NCODECS; c++) {
        tbuf enc = {0};
        enc_any(all_codecs[c], &enc, (const uint8_t *)"", 0, 0);
        dres r = decode_mem(enc.p, enc.n, "empty", all_codecs[c], 100);
        CHECK_EQ_INT(r.rc, 0);
        CHECK_EQ_INT(r.out.n, 0);
        free(r.out.p);
        /* A zero-byte input is an empty stream for every codec too. */
        r = decode_mem("", 0, "empty", all_codecs[c], 100);
        CHECK_EQ_INT(r.rc, 0);
        CHECK_EQ_INT(r.out.n, 0);
        free(enc.p);
    }
    /* A zstd frame with no content, then a real one. */
    tbuf enc = {0};
    uint8_t fr[64];
    size_t k = ZSTD_compress(fr, sizeof fr, "", 0, 1);
    tb_put(&enc, fr, k);
    enc_zstd(&enc, (const uint8_t *)"{\"a\":1}\n", 8, 0);
    dres r = decode_mem(enc.p, enc.n, "x", SDX_CODEC_AUTO, 100);
    CHECK_EQ_INT(r.rc, 0);
    CHECK(same(&r.out, (const uint8_t *)"{\"a\":1}\n", 8));
    free(r.out.p);
    free(enc.p);
}

TEST(concatenated_streams_read_through)
{
    uint8_t *a = make_text(50000, 2), *b = make_text(40000, 3);
    tbuf both = {0};
    tb_put(&both, a, 50000);
    tb_put(&both, b, 40000);
    for (size_t c = 1; c < NCODECS; c++) {
        tbuf enc = {0};
        enc_any(all_codecs[c], &enc, a, 50000, 0);
        if (all_codecs[c] == SDX_CODEC_ZSTD) {
            /* A skippable frame between the two streams. */
            uint8_t skip[12] = {0x53, 0x2a, 0x4d, 0x18, 4, 0, 0, 0, 1, 2, 3, 4};
            tb_put(&enc, skip, sizeof skip);
        }
        enc_any(all_codecs[c], &enc, b, 40000, 0);
        dres r = decode_mem(enc.p, enc.n, "cat", SDX_CODEC_AUTO, 5000);
        CHECK_EQ_INT(r.rc, 0);
        CHECK_EQ_INT(r.codec, all_codecs[c]);
        CHECK(same(&r.out, both.p, both.n));
        free(r.out.p);
        free(enc.p);
    }
    /* lz4 without the end marker (an in-progress lz4 log) ends cleanly. */
    tbuf enc = {0};
    enc_lz4(&enc, a, 50000, 0, 0);
    dres r = decode_mem(enc.p, enc.n, "x.lz4", SDX_CODEC_AUTO, 5000);
    CHECK_EQ_INT(r.rc, 0);
    CHECK(same(&r.out, a, 50000));
    free(r.out.p);
    free(enc.p);
    free(both.p);
    free(a);
    free(b);
}

TEST(lz4_block_rules_of_lz4_java)
{
    uint8_t *text = make_text(40000, 4);
    /* Larger blocks with a matching level (64 KiB, level 6) are fine. */
    tbuf enc = {0};
    enc_lz4_block(&enc, text, 40000, 6);
    enc.p[8] = 0x26;
    dres r = decode_mem(enc.p, enc.n, "x.lz4", SDX_CODEC_AUTO, 100000);
    CHECK_EQ_INT(r.rc, 0);
    CHECK(same(&r.out, text, 40000));
    free(r.out.p);
    /* ... but a block larger than its level allows is rejected. */
    enc.p[8] = 0x25;
    r = decode_mem(enc.p, enc.n, "x.lz4", SDX_CODEC_AUTO, 100000);
    CHECK_EQ_INT(r.rc, -1);
    CHECK_EQ_INT(r.err.code, SDX_ERR_CODEC);
    CHECK(strstr(r.err.msg, "out of range") != NULL);
    free(r.out.p);
    free(enc.p);
    /* The checksum is verified. */
    enc = (tbuf){0};
    enc_lz4(&enc, text, 1000, 0, 1);
    enc.p[17] ^= 1;
    r = decode_mem(enc.p, enc.n, "x.lz4", SDX_CODEC_AUTO, 100000);
    CHECK_EQ_INT(r.rc, -1);
    CHECK(strstr(r.err.msg, "checksum") != NULL);
    CHECK_EQ_INT(r.err.offset, 0);
    CHECK_EQ_INT(r.err.uoffset, 0);
    CHECK_EQ_INT(r.out.n, 0);
    free(r.out.p);
    free(enc.p);
    /* An end marker must have a zero checksum; an unknown method fails. */
    enc = (tbuf){0};
    enc_lz4(&enc, NULL, 0, 0, 1);
    enc.p[20] = 1;
    r = decode_mem(enc.p, enc.n, "x.lz4", SDX_CODEC_AUTO, 100);
    CHECK_EQ_INT(r.rc, -1);
    free(r.out.p);
    enc.p[20] = 0;
    enc.p[8] = 0x35;
    r = decode_mem(enc.p, enc.n, "x.lz4", SDX_CODEC_AUTO, 100);
    CHECK_EQ_INT(r.rc, -1);
    CHECK(strstr(r.err.msg, "method") != NULL);
    free(r.out.p);
    free(enc.p);
    free(text);
}

/* ---- damage ------------------------------------------------------------------ */

/* Index of the unit containing compressed offset p. */
static size_t unit_at(const units *u, size_t p)
{
    size_t k = 0;
    while (k + 1 < u->n && u->off[k + 1] <= p)
        k++;
    return k;
}

TEST(truncation_at_every_byte)
{
    size_t n = 9000;
    uint8_t *text = make_text(n, 5);
    units *u = malloc(sizeof *u);
    for (size_t c = 1; c < NCODECS; c++) {
        sdx_codec codec = all_codecs[c];
        tbuf enc = {0};
        enc_units(codec, &enc, text, n, 1000, u);
        char name[64];
        snprintf(name, sizeof name, "cut.%s", ext_of(codec));
        int bad = 0;
        for (size_t cut = 0; cut <= enc.n && bad < 5; cut++) {
            dres r = decode_mem(enc.p, cut, name, codec, 777);
            size_t k = unit_at(u, cut);
            int boundary = cut == enc.n || u->off[k] == cut;
            if (codec == SDX_CODEC_SNAPPY && cut > 0 && cut < 16)
                boundary = 0;
            int ok = 1;
            if (boundary) {
                size_t upto = cut == enc.n ? n : u->uoff[k];
                ok = r.rc == 0 && same(&r.out, text, upto);
            } else {
                ok = r.rc == -1 && r.err.code == SDX_ERR_TRUNCATED && strcmp(r.err.file, name) == 0 &&
                     r.err.offset >= u->off[k] && r.err.offset <= cut && is_prefix(&r.out, text, n) &&
                     r.out.n >= u->uoff[k] && r.err.uoffset != UINT64_MAX;
                /* Block codecs: exactly the data before the cut block. */
                if (codec != SDX_CODEC_GZIP && codec != SDX_CODEC_ZSTD)
                    ok = ok && r.err.offset == u->off[k] && r.out.n == u->uoff[k] &&
                         r.err.uoffset == u->uoff[k];
                if (codec == SDX_CODEC_ZSTD)
                    ok = ok && r.out.n == u->uoff[k] && r.err.uoffset == u->uoff[k];
            }
            if (!ok) {
                bad++;
                t_fail(__FILE__, __LINE__, "%s cut at %zu of %zu (unit %zu at %zu): rc %d code %d "
                       "offset %llu uoffset %llu out %zu: %s", name, cut, enc.n, k, u->off[k], r.rc,
                       r.err.code, (unsigned long long)r.err.offset,
                       (unsigned long long)r.err.uoffset, r.out.n, r.err.msg);
            }
            free(r.out.p);
        }
        free(enc.p);
    }
    free(u);
    free(text);
}

TEST(corruption_at_every_byte)
{
    size_t n = 6000;
    uint8_t *text = make_text(n, 6);
    units *u = malloc(sizeof *u);
    static const uint8_t masks[] = {0xff, 0x01, 0x80};
    for (size_t c = 1; c < NCODECS; c++) {
        sdx_codec codec = all_codecs[c];
        tbuf enc = {0};
        enc_units(codec, &enc, text, n, 1000, u);
        uint8_t *bad_copy = malloc(enc.n);
        char name[64];
        snprintf(name, sizeof name, "damaged.%s", ext_of(codec));
        int bad = 0, errors = 0;
        for (size_t pos = 0; pos < enc.n && bad < 5; pos++) {
            for (size_t m = 0; m < sizeof masks; m++) {
                memcpy(bad_copy, enc.p, enc.n);
                bad_copy[pos] ^= masks[m];
                /* The codec as a caller knowing the name would pick it. */
                dres r = decode_mem(bad_copy, enc.n, name, codec, 1000);
                size_t k = unit_at(u, pos);
                size_t clean = u->uoff[k] < r.out.n ? u->uoff[k] : r.out.n;
                int ok = memcmp(r.out.p ? r.out.p : (uint8_t *)"", text, clean) == 0;
                if (r.rc == -1) {
                    errors++;
                    ok = ok && (r.err.code == SDX_ERR_CODEC || r.err.code == SDX_ERR_TRUNCATED) &&
                         strcmp(r.err.file, name) == 0 && r.err.offset >= u->off[k] &&
                         r.err.offset <= enc.n;
                }
                if (codec == SDX_CODEC_LZ4) {
                    /* Checksummed: the damage is caught in its own block,
                     * after exactly the blocks before it. */
                    if (r.rc == 0)
                        ok = ok && same(&r.out, text, n);
                    else
                        ok = ok && r.err.offset == u->off[k] && r.out.n == u->uoff[k] &&
                             r.err.uoffset == u->uoff[k];
                }
                if (!ok) {
                    bad++;
                    t_fail(__FILE__, __LINE__, "%s byte %zu ^ 0x%02x (unit %zu at %zu): rc %d "
                           "code %d offset %llu out %zu: %s", name, pos, masks[m], k, u->off[k],
                           r.rc, r.err.code, (unsigned long long)r.err.offset, r.out.n, r.err.msg);
                }
                free(r.out.p);
            }
        }
        /* Most single-byte damage must be noticed (not for every codec:
         * snappy, lzf and zstd without checksum can decode damaged literals). */
        CHECK(errors > 0);
        free(bad_copy);
        free(enc.p);
    }
    free(u);
    free(text);
}

TEST(damaged_file_error_names_file_and_block)
{
    NEED_SHARED(shared);
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    char comp[4096], plain[4096];
    snprintf(comp, sizeof comp, "%s/corpus/spark-extra/generated-compressed/lz4/%s.lz4", shared,
             corpus_logs[0]);
    snprintf(plain, sizeof plain, "%s/corpus/spark-events/%s", shared, corpus_logs[0]);
    size_t clen, plen;
    uint8_t *cdata = read_all(comp, &clen), *pdata = read_all(plain, &plen);
    /* Find the third block and damage its checksum. */
    size_t off = 0, uoff = 0;
    for (int i = 0; i < 2; i++) {
        uoff += sdx_rd_le32(cdata + off + 13);
        off += 21 + sdx_rd_le32(cdata + off + 9);
    }
    cdata[off + 18] ^= 0x10;
    char *p = path_join(tmp, "app.lz4");
    write_all(p, cdata, clen);
    dres r = decode_path(p, 65536);
    CHECK_EQ_INT(r.rc, -1);
    CHECK_EQ_INT(r.err.code, SDX_ERR_CODEC);
    CHECK_EQ_STR(r.err.file, p);
    CHECK_EQ_INT(r.err.offset, off);
    CHECK_EQ_INT(r.err.uoffset, uoff);
    CHECK(same(&r.out, pdata, uoff));
    char msg[4096];
    sdx_error_format(&r.err, msg, sizeof msg);
    char want[4200];
    snprintf(want, sizeof want, "%s: at byte %zu (decompressed byte %zu): damaged lz4 block", p, off, uoff);
    CHECK(strncmp(msg, want, strlen(want)) == 0);
    free(r.out.p);
    free(p);
    free(cdata);
    free(pdata);
    rm_rf(tmp);
}

/* ---- lines ------------------------------------------------------------------ */

typedef struct lres {
    int rc;
    size_t nlines;
    tbuf joined;       /* lines joined with '\n' */
    int last_cut;
    sdx_error err;
    const char *warning;
    uint64_t worked;   /* read_lines_w: lines the work function saw */
} lres;

/* Work on the read-ahead thread (sdx_lines_set_work) recorded, and checked
 * against the lines the reader returns: a line the reader says was worked
 * (sdx_lines_work) is the next one the work function saw in that slot, with
 * the same offset and text, and every line the function saw is returned so. */
typedef struct wline {
    uint64_t uoff, hash;
    size_t len;
} wline;

typedef struct wcheck {
    struct {
        wline *v;
        size_t n, cap, next;
        uint64_t gen;
    } slot[SDX_LINES_WORK_SLOTS];
    int cur;                 /* slot being returned, -1 */
    size_t cur_n;            /* its lines (the slot may be reused once the reader left it) */
    uint64_t worked, bad, begins, bad_slot;
} wcheck;

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

static void wcheck_fn(void *ctx, unsigned slot, const char *line, size_t len, uint64_t uoff)
{
    wcheck *w = ctx;
    if (slot >= SDX_LINES_WORK_SLOTS) {
        w->bad_slot++;
        return;
    }
    if (!line) {
        w->slot[slot].n = 0;
        w->begins++;
        return;
    }
    if (w->slot[slot].n == w->slot[slot].cap) {
        w->slot[slot].cap = w->slot[slot].cap ? 2 * w->slot[slot].cap : 256;
        w->slot[slot].v = realloc(w->slot[slot].v, w->slot[slot].cap * sizeof(wline));
    }
    w->slot[slot].v[w->slot[slot].n++] = (wline){uoff, fnv(0xcbf29ce484222325ull, line, len), len};
}

static void wcheck_start(wcheck *w, sdx_lines *r, int mode)
{
    memset(w, 0, sizeof *w);
    w->cur = -1;
    sdx_lines_set_work(r, wcheck_fn, w, mode);
}

/* Leaving a worked chunk: all its lines were returned as worked. */
static void wcheck_leave(wcheck *w)
{
    if (w->cur >= 0 && w->slot[w->cur].next != w->cur_n)
        w->bad++;
    w->cur = -1;
}

static void wcheck_line(wcheck *w, sdx_lines *r, const char *line, size_t len)
{
    uint64_t gen;
    int s = sdx_lines_work(r, &gen);
    if (s < 0 || s >= SDX_LINES_WORK_SLOTS) {
        wcheck_leave(w);
        return;
    }
    if (s != w->cur || w->slot[s].gen != gen) {
        wcheck_leave(w);
        w->cur = s;
        w->cur_n = w->slot[s].n;
        w->slot[s].gen = gen;
        w->slot[s].next = 0;
    }
    if (w->slot[s].next >= w->cur_n) {
        w->bad++;
        return;
    }
    wline *x = &w->slot[s].v[w->slot[s].next++];
    if (x->uoff != sdx_lines_offset(r) || x->len != len || x->hash != fnv(0xcbf29ce484222325ull, line, len))
        w->bad++;
    else
        w->worked++;
}

static void wcheck_free(wcheck *w)
{
    for (int i = 0; i < SDX_LINES_WORK_SLOTS; i++)
        free(w->slot[i].v);
}

/* All lines of r; with mode (sdx_lines_set_work's), under the work
 * recorder, which must find nothing wrong. */
static lres read_lines_w(sdx_lines *r, int mode)
{
    wcheck wc, *w = mode ? &wc : NULL;
    if (w)
        wcheck_start(w, r, mode);
    lres x;
    memset(&x, 0, sizeof x);
    sdx_error_clear(&x.err);
    const char *line;
    size_t len;
    int rc;
    while ((rc = sdx_lines_next(r, &line, &len, &x.err)) == 1) {
        if (w)
            wcheck_line(w, r, line, len);
        tb_put(&x.joined, line, len);
        x.last_cut = sdx_lines_last_cut(r);
        if (!x.last_cut)
            tb_put(&x.joined, "\n", 1);
        x.nlines++;
    }
    x.rc = rc;
    x.warning = sdx_lines_warning(r);
    if (w) {
        wcheck_leave(w);
        CHECK_EQ_INT(w->bad, 0);
        CHECK_EQ_INT(w->bad_slot, 0);
        x.worked = w->worked;
        wcheck_free(w);
    }
    return x;
}

static lres read_lines(sdx_lines *r)
{
    return read_lines_w(r, 0);
}

TEST(lines_split_offsets_and_cut_line)
{
    const char *s = "{\"a\":1}\n{\"b\":2}\r\n\n{\"c\":";
    sdx_lines *r;
    sdx_error err;
    CHECK_EQ_INT(sdx_lines_open_mem(s, strlen(s), "mem.log", 0, &r, &err), 0);
    const char *line;
    size_t len;
    struct { const char *text; uint64_t off, no; int cut; } want[] = {
        {"{\"a\":1}", 0, 1, 0}, {"{\"b\":2}", 8, 2, 0}, {"", 17, 3, 0}, {"{\"c\":", 18, 4, 1}};
    for (int i = 0; i < 4; i++) {
        CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 1);
        CHECK(len == strlen(want[i].text) && memcmp(line, want[i].text, len) == 0);
        CHECK_EQ_INT(sdx_lines_offset(r), want[i].off);
        CHECK_EQ_INT(sdx_lines_lineno(r), want[i].no);
        CHECK_EQ_INT(sdx_lines_last_cut(r), want[i].cut);
        CHECK_EQ_STR(sdx_lines_file(r), "mem.log");
    }
    CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 0);
    CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 0);
    CHECK_EQ_INT(sdx_lines_bytes(r), strlen(s));
    CHECK(sdx_lines_warning(r) == NULL);
    sdx_lines_close(r);
    /* Empty input: no line. */
    CHECK_EQ_INT(sdx_lines_open_mem("", 0, "e", 0, &r, &err), 0);
    CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 0);
    sdx_lines_close(r);
}

TEST(lines_small_buffers_give_the_same_lines)
{
    size_t n = 200000;
    uint8_t *text = make_text(n, 7);
    for (size_t c = 0; c < NCODECS; c++) {
        tbuf enc = {0};
        enc_any(all_codecs[c], &enc, text, n, 3000);
        sdx_logpart part = {(char *)"small", NULL, SDX_CODEC_AUTO, enc.n};
        sdx_logref log = {part.path, part.path, SDX_LAYOUT_FILE, 0, NULL, 0, enc.n, &part, 1, NULL};
        size_t sizes[] = {16, 100, 4096, 16, 100, 4096, 1 << 20, 100, 4096, 100, 4096};
        for (size_t s = 0; s < 11; s++) {
            sdx_lines *r;
            sdx_error err;
            CHECK_EQ_INT(sdx_lines_open_ex(&log, enc.p, enc.n, sizes[s], &r, &err), 0);
            /* from the fourth: read ahead on a second thread (chunks of that
             * size); from the eighth with work on that thread, on every
             * chunk (mode 2), then as it comes (mode 1) */
            sdx_lines_set_readahead(r, s >= 3);
            int mode = s >= 9 ? 1 : s >= 7 ? 2 : 0;
            lres x = read_lines_w(r, mode);
            if (mode == 2 && sizes[s] == 4096)   /* all but each chunk's first line */
                CHECK(x.worked > x.nlines / 2);
            CHECK_EQ_INT(x.rc, 0);
            CHECK(same(&x.joined, text, n) || (x.last_cut && x.joined.n == n));
            CHECK(memcmp(x.joined.p, text, x.joined.n < n ? x.joined.n : n) == 0);
            CHECK_EQ_INT(sdx_lines_bytes(r), n);
            CHECK_EQ_INT(sdx_lines_compressed_bytes(r), enc.n);
            free(x.joined.p);
            sdx_lines_close(r);
        }
        free(enc.p);
    }
    free(text);
}

TEST(lines_longer_than_100_megabytes)
{
    size_t big = 120u << 20;
    uint8_t *p = malloc(big + 16);
    memset(p, 'x', big);
    p[0] = '{';
    memcpy(p + big, "\r\n{\"y\":1}\n", 10);
    sdx_lines *r;
    sdx_error err;
    CHECK_EQ_INT(sdx_lines_open_mem(p, big + 10, "long.log", 0, &r, &err), 0);
    const char *line;
    size_t len;
    CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 1);
    CHECK_EQ_INT(len, big);
    CHECK(line[0] == '{' && line[len - 1] == 'x');
    CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 1);
    CHECK(len == 7 && memcmp(line, "{\"y\":1}", 7) == 0);
    CHECK_EQ_INT(sdx_lines_offset(r), big + 2);
    CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 0);
    sdx_lines_close(r);
    /* The same through zstd (a single long frame), also read ahead (the line
     * outgrows every chunk: it collects in the reader's own buffer). */
    tbuf enc = {0};
    enc_zstd(&enc, p, big + 10, 0);
    for (int ra = 0; ra < 2; ra++) {
        CHECK_EQ_INT(sdx_lines_open_mem(enc.p, enc.n, "long.zstd", 0, &r, &err), 0);
        sdx_lines_set_readahead(r, ra);
        CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 1);
        CHECK_EQ_INT(len, big);
        CHECK(line[0] == '{' && line[len - 1] == 'x' && memchr(line, '\n', len) == NULL);
        CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 1);
        CHECK(len == 7 && memcmp(line, "{\"y\":1}", 7) == 0);
        CHECK_EQ_INT(sdx_lines_offset(r), big + 2);
        CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), 0);
        CHECK_EQ_INT(sdx_lines_compressed_bytes(r), enc.n);
        sdx_lines_close(r);
    }
    free(enc.p);
    free(p);
}

TEST(lines_in_progress_log_tolerates_a_cut_stream)
{
    size_t n = 100000;
    uint8_t *text = make_text(n, 8);
    for (size_t k = 3; k < 3 * NCODECS; k++) {
        size_t c = k / 3;
        int ra = (int)(k % 3);   /* without and with read-ahead, and with work on its thread */
        tbuf enc = {0};
        enc_any(all_codecs[c], &enc, text, n, 4000);
        size_t cut = enc.n - 37; /* inside the last block / frame / member */
        char name[64];
        snprintf(name, sizeof name, "app.%s.inprogress", ext_of(all_codecs[c]));
        sdx_lines *r;
        sdx_error err;
        CHECK_EQ_INT(sdx_lines_open_ex(&(sdx_logref){name, name, SDX_LAYOUT_FILE, 1, NULL, 0, cut,
                                                     &(sdx_logpart){name, NULL, SDX_CODEC_AUTO, cut}, 1, NULL},
                                       enc.p, cut, 4096, &r, &err), 0);
        sdx_lines_set_readahead(r, ra > 0);
        lres x = read_lines_w(r, ra == 2 ? 2 : 0);
        if (ra == 2)
            CHECK(x.worked > 0);
        CHECK_EQ_INT(x.rc, 0);
        CHECK(x.warning != NULL);
        if (x.warning) {
            CHECK(strstr(x.warning, name) != NULL);
            CHECK(strstr(x.warning, "in progress") != NULL);
        }
        CHECK(x.nlines > 100);
        CHECK(is_prefix(&x.joined, text, n));
        free(x.joined.p);
        sdx_lines_close(r);
        /* The same bytes from a finished log are an error, after the lines
         * before the cut. */
        snprintf(name, sizeof name, "app.%s", ext_of(all_codecs[c]));
        CHECK_EQ_INT(sdx_lines_open_mem(enc.p, cut, name, 0, &r, &err), 0);
        sdx_lines_set_readahead(r, ra > 0);
        x = read_lines_w(r, ra == 2 ? 2 : 0);
        CHECK_EQ_INT(x.rc, -1);
        CHECK_EQ_INT(x.err.code, SDX_ERR_TRUNCATED);
        CHECK_EQ_STR(x.err.file, name);
        CHECK(x.err.offset != UINT64_MAX && x.err.offset < cut);
        CHECK(x.nlines > 100 && x.last_cut == 0);
        CHECK(is_prefix(&x.joined, text, n));
        const char *line;
        size_t len;
        CHECK_EQ_INT(sdx_lines_next(r, &line, &len, &err), -1); /* sticky */
        free(x.joined.p);
        sdx_lines_close(r);
        free(enc.p);
    }
    /* A plain in-progress log cut inside a line. */
    sdx_lines *r;
    sdx_error err;
    CHECK_EQ_INT(sdx_lines_open_mem(text, 5000, "p.inprogress", 1, &r, &err), 0);
    lres x = read_lines(r);
    CHECK_EQ_INT(x.rc, 0);
    CHECK(x.last_cut == 1 && x.warning != NULL);
    CHECK(same(&x.joined, text, 5000));
    free(x.joined.p);
    sdx_lines_close(r);
    free(text);
}

TEST(lines_damage_keeps_the_lines_before_it)
{
    size_t n = 100000;
    uint8_t *text = make_text(n, 9);
    tbuf enc = {0};
    units *u = malloc(sizeof *u);
    enc_units(SDX_CODEC_LZ4, &enc, text, n, 20000, u);
    enc.p[u->off[3] + 30] ^= 0x55; /* payload of the 4th block */
    for (int ra = 0; ra < 3; ra++) {
        sdx_lines *r;
        sdx_error err;
        CHECK_EQ_INT(sdx_lines_open_ex(&(sdx_logref){"x.lz4", "x.lz4", SDX_LAYOUT_FILE, 1, NULL, 0, enc.n,
                                                     &(sdx_logpart){"x.lz4", NULL, SDX_CODEC_AUTO, enc.n}, 1, NULL},
                                       enc.p, enc.n, ra == 2 ? 8192 : 4u << 20, &r, &err), 0);
        sdx_lines_set_readahead(r, ra > 0);
        lres x = read_lines_w(r, ra == 2 ? 2 : 0);   /* 2: work on the read-ahead thread, in 8 KiB chunks */
        if (ra == 2)
            CHECK(x.worked > 100);
        CHECK_EQ_INT(x.rc, -1);
        CHECK_EQ_INT(x.err.code, SDX_ERR_CODEC);
        CHECK_EQ_INT(x.err.offset, u->off[3]);
        CHECK_EQ_INT(x.err.uoffset, 60000);
        /* Every complete line of the first three blocks came out. */
        const uint8_t *last_nl = text + 60000;
        while (last_nl > text && last_nl[-1] != '\n')
            last_nl--;
        CHECK(same(&x.joined, text, (size_t)(last_nl - text)));
        free(x.joined.p);
        sdx_lines_close(r);
    }
    free(u);
    free(enc.p);
    free(text);
}

TEST(lines_of_corpus_logs_match_the_index)
{
    NEED_SHARED(shared);
    struct { const char *path; size_t lines; } logs[] = {
        {"spark-events/local-1430917381534", 231},
        {"spark-extra/generated-compressed/lz4/local-1430917381534.lz4", 231},
        {"spark-extra/generated-compressed/zstd/app-20200706201101-0003.zstd", 124},
        {"spark-extra/generated-compressed/snappy/app-20200706201101-0003.snappy", 124},
        {"spark-extra/generated-compressed/lzf/local-1430917381534.lzf", 231},
        {"other/sparklint/docs_spark_summit_euro_2016/application_1472176676028_407508_1", 1497},
    };
    for (size_t i = 0; i < sizeof logs / sizeof logs[0]; i++) {
        char p[4096];
        snprintf(p, sizeof p, "%s/corpus/%s", shared, logs[i].path);
        sdx_loglist L;
        sdx_error err;
        CHECK_EQ_INT(sdx_logs_scan(p, &L, &err), 0);
        if (L.n != 1)
            continue;
        sdx_lines *r;
        CHECK_EQ_INT(sdx_lines_open(&L.logs[0], &r, &err), 0);
        lres x = read_lines(r);
        CHECK_EQ_INT(x.rc, 0);
        CHECK_EQ_INT(x.nlines, logs[i].lines);
        CHECK_EQ_INT(x.last_cut, 0);
        CHECK_EQ_INT(sdx_lines_compressed_bytes(r), L.logs[0].size);
        CHECK_EQ_STR(sdx_lines_file(r), p);
        CHECK(x.joined.n > 0 && memcmp(x.joined.p, "{\"Event\":", 9) == 0);
        free(x.joined.p);
        sdx_lines_close(r);
        sdx_loglist_free(&L);
    }
}

/* Every line of a log with where it came from, folded into one hash. */
typedef struct {
    int rc;
    uint64_t lines, bytes, cbytes, hash, taken;
} lines_digest;

static lines_digest digest_log_w(const sdx_logref *log, size_t bufsize, int readahead, int map, wcheck *w,
                                 int take);

static lines_digest digest_log(const sdx_logref *log, size_t bufsize, int readahead, int map)
{
    return digest_log_w(log, bufsize, readahead, map, NULL, 0);
}

/* take: every other line, when the reader lets it be peeked, is found by the
 * caller (its '\n' among the peeked bytes) and taken (sdx_lines_take), as
 * the model builder's fast path does; d.taken counts them. */
static lines_digest digest_log_w(const sdx_logref *log, size_t bufsize, int readahead, int map, wcheck *w,
                                 int take)
{
    lines_digest d = {0, 0, 0, 0, 0xcbf29ce484222325ull, 0};
    sdx_lines *r;
    sdx_error err;
    if (sdx_lines_open_ex(log, NULL, 0, bufsize, &r, &err) < 0) {
        d.rc = -2;
        return d;
    }
    if (map)
        sdx_io_install_sigbus_guard();
    sdx_lines_set_readahead(r, readahead);
    sdx_lines_set_mmap(r, map);
    if (w)
        wcheck_start(w, r, 2);
    const char *line;
    size_t len;
    for (;;) {
        const char *p, *nl;
        size_t avail;
        if (take && d.lines % 2 == 0 && sdx_lines_peek(r, &p, &avail) && (nl = memchr(p, '\n', avail)) &&
            (nl == p || nl[-1] != '\r') && sdx_lines_take(r, (size_t)(nl - p))) {
            line = p;
            len = (size_t)(nl - p);
            d.taken++;
        } else if ((d.rc = sdx_lines_next(r, &line, &len, &err)) == 1) {
            if (w)
                wcheck_line(w, r, line, len);
        } else {
            break;
        }
        uint64_t where[3] = {sdx_lines_offset(r), sdx_lines_lineno(r), (uint64_t)sdx_lines_last_cut(r)};
        const char *file = sdx_lines_file(r);
        d.hash = fnv(fnv(fnv(d.hash, file, strlen(file)), where, sizeof where), line, len);
        d.lines++;
    }
    d.bytes = sdx_lines_bytes(r);
    d.cbytes = sdx_lines_compressed_bytes(r);
    sdx_lines_close(r);
    if (w)
        wcheck_leave(w);
    return d;
}

typedef struct {
    size_t lines, worked, taken;
} real_counts;

static void real_log_three_ways(const sdx_logref *log, void *ctx)
{
    real_counts *n = ctx;
    lines_digest a = digest_log(log, 65536, 0, 0);
    lines_digest b = digest_log(log, 65536, 1, 1);
    wcheck w;
    lines_digest c = digest_log_w(log, 65536, 1, 0, &w, 1);   /* every chunk worked; lines taken */
    lines_digest t = digest_log_w(log, 65536, 0, 1, NULL, 1);   /* mapped or read; lines taken */
    lines_digest u = digest_log_w(log, 65536, 1, 0, NULL, 1);   /* read ahead; lines taken */
    CHECK_EQ_INT(t.rc, 0);
    CHECK_EQ_INT(u.rc, 0);
    CHECK(t.hash == a.hash && t.lines == a.lines && t.bytes == a.bytes);
    CHECK(u.hash == a.hash && u.lines == a.lines && u.bytes == a.bytes);
    CHECK(t.taken * 3 >= a.lines);   /* most of every other line */
    CHECK(u.taken * 3 >= a.lines);
    n->taken += t.taken + u.taken + c.taken;
    CHECK_EQ_INT(a.rc, 0);
    CHECK_EQ_INT(b.rc, 0);
    CHECK_EQ_INT(c.rc, 0);
    CHECK_EQ_INT(b.lines, a.lines);
    CHECK_EQ_INT(b.bytes, a.bytes);
    CHECK_EQ_INT(b.cbytes, a.cbytes);
    CHECK_EQ_INT(c.lines, a.lines);
    CHECK_EQ_INT(c.bytes, a.bytes);
    CHECK(a.hash == b.hash);
    CHECK(a.hash == c.hash);
    CHECK_EQ_INT(w.bad, 0);
    n->worked += w.worked;
    n->lines += a.lines;
    wcheck_free(&w);
}

TEST(lines_of_real_spark_logs_the_same_read_ahead_and_mapped)
{
    /* The logs real Spark 4.3 and 3.5 wrote (every codec, rolling, in
     * progress), read plainly, then with read-ahead on a second thread and
     * mapping forced for every part, then read ahead with every chunk
     * worked, with 64 KiB buffers so chunk boundaries fall inside lines
     * thousands of times, and each of those with every other line found by
     * the caller and taken (sdx_lines_peek / sdx_lines_take): the same
     * lines, offsets, line numbers and byte counts. */
    real_counts n = {0, 0, 0};
    int logs = t_spark_logs(real_log_three_ways, &n);
    if (logs < 0)
        SKIP("tests/spark/logs not readable");
    printf("# %d real Spark logs, %zu lines: the same all ways (%zu lines worked ahead, %zu taken by the caller)\n",
           logs, n.lines, n.worked, n.taken);
    CHECK(logs >= 60);
    CHECK(n.worked * 10 >= n.lines * 9);   /* all but each chunk's first line */
}

/* ---- stdin ------------------------------------------------------------------------ */

/* A plain file of n lines {"n":0000000}, 14 bytes each. */
static char *write_numbered(size_t n)
{
    const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char *path = malloc(strlen(dir) + 32);
    sprintf(path, "%s/sdx-map-XXXXXX", dir);
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        free(path);
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        fprintf(f, "{\"n\":%07zu}\n", i);
    fclose(f);
    return path;
}

/* That file as a one-part log (part and log point at each other: keep it in place). */
typedef struct {
    char *path;
    sdx_logpart part;
    sdx_logref log;
} numbered_log;

static int numbered_open(numbered_log *f, size_t n)
{
    if (!(f->path = write_numbered(n)))
        return 0;
    f->part = (sdx_logpart){f->path, NULL, SDX_CODEC_AUTO, n * 14};
    f->log = (sdx_logref){f->path, f->path, SDX_LAYOUT_FILE, 0, NULL, 0, n * 14, &f->part, 1, NULL};
    return 1;
}

static void numbered_remove(numbered_log *f)
{
    unlink(f->path);
    free(f->path);
}

static int numbered_ok(const char *line, size_t len, size_t i)
{
    char want[32];
    snprintf(want, sizeof want, "{\"n\":%07zu}", i);
    return len == 13 && memcmp(line, want, 13) == 0;
}

TEST(lines_mapped_file_equals_read_file)
{
    size_t n = 3000000;   /* 42 MB: pages are given back on the way */
    numbered_log f;
    CHECK(numbered_open(&f, n));
    if (!f.path)
        return;
    for (int m = 0; m < 2; m++) {
        sdx_lines *r;
        sdx_error err;
        CHECK_EQ_INT(sdx_io_install_sigbus_guard(), 0);   /* mapping is on request only */
        CHECK_EQ_INT(sdx_lines_open(&f.log, &r, &err), 0);
        sdx_lines_set_mmap(r, m);
        const char *line;
        size_t len, i = 0, bad = 0;
        while (sdx_lines_next(r, &line, &len, &err) == 1) {
            bad += !numbered_ok(line, len, i) || sdx_lines_offset(r) != i * 14;
            i++;
        }
        CHECK_EQ_INT(i, n);
        CHECK_EQ_INT(bad, 0);
        CHECK_EQ_INT(sdx_lines_bytes(r), n * 14);
        CHECK_EQ_INT(sdx_lines_compressed_bytes(r), n * 14);
        sdx_lines_close(r);
    }
    numbered_remove(&f);
}

TEST(lines_mapped_file_truncated_while_read)
{
    /* The file shrinks under the mapping: the pages past its new end would
     * raise SIGBUS; the reader stops with an error naming the file and its
     * new size, after correct lines only; also when the caller finds the
     * line ends itself and takes the lines (sdx_lines_take). */
    size_t n = 3000000, keep = 2000003 * 14 + 5;   /* cut inside a line */
    for (int take = 0; take < 2; take++) {
        numbered_log f;
        CHECK(numbered_open(&f, n));
        if (!f.path)
            return;
        char *path = f.path;
        sdx_lines *r;
        sdx_error err;
        CHECK_EQ_INT(sdx_io_install_sigbus_guard(), 0);
        CHECK_EQ_INT(sdx_lines_open(&f.log, &r, &err), 0);
        sdx_lines_set_mmap(r, 1);
        const char *line, *p;
        size_t len, avail, i = 0, bad = 0, taken = 0;
        int rc;
        for (;;) {
            if (take && sdx_lines_peek(r, &p, &avail) && avail >= 14 && p[13] == '\n' && p[0] == '{' &&
                sdx_lines_take(r, 13)) {
                line = p;
                len = 13;
                taken++;
            } else if ((rc = sdx_lines_next(r, &line, &len, &err)) != 1) {
                break;
            }
            bad += !numbered_ok(line, len, i) || sdx_lines_offset(r) != i * 14 || sdx_lines_lineno(r) != i + 1;
            if (++i == 1000)
                CHECK_EQ_INT(truncate(path, (off_t)keep), 0);
        }
        CHECK_EQ_INT(rc, -1);
        CHECK_EQ_INT(err.code, SDX_ERR_IO);
        CHECK_EQ_STR(err.file, path);
        CHECK_EQ_INT(err.offset, keep);
        CHECK(strstr(err.msg, "truncated") != NULL);
        CHECK_EQ_INT(bad, 0);
        CHECK(i >= 1000 && i <= 2000003);
        if (take)
            CHECK(taken >= 999);
        sdx_lines_close(r);
        numbered_remove(&f);
    }
}

TEST(stdin_through_a_pipe_is_sniffed)
{
    size_t n = 150000;
    uint8_t *text = make_text(n, 10);
    for (size_t c = 0; c < NCODECS; c++) {
        tbuf enc = {0};
        enc_any(all_codecs[c], &enc, text, n, 9000);
        int fds[2];
        CHECK_EQ_INT(pipe(fds), 0);
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            close(fds[0]);
            /* A few tiny writes first: the sniffer must wait for more. */
            size_t off = 0;
            for (int i = 0; i < 4 && off < enc.n; i++, off += 3) {
                if (write(fds[1], enc.p + off, enc.n - off < 3 ? enc.n - off : 3) < 0)
                    _exit(1);
                usleep(2000);
            }
            while (off < enc.n) {
                ssize_t k = write(fds[1], enc.p + off, enc.n - off);
                if (k <= 0)
                    _exit(1);
                off += (size_t)k;
            }
            _exit(0);
        }
        close(fds[1]);
        int saved = dup(STDIN_FILENO);
        dup2(fds[0], STDIN_FILENO);
        close(fds[0]);
        sdx_loglist L;
        sdx_error err;
        CHECK_EQ_INT(sdx_logs_scan("-", &L, &err), 0);
        CHECK_EQ_INT(L.n, 1);
        if (L.n == 1) {
            CHECK_EQ_INT(L.logs[0].layout, SDX_LAYOUT_STDIN);
            CHECK_EQ_INT(L.logs[0].nparts, 1);
            sdx_lines *r;
            CHECK_EQ_INT(sdx_lines_open(&L.logs[0], &r, &err), 0);
            lres x = read_lines(r);
            CHECK_EQ_INT(x.rc, 0);
            CHECK(same(&x.joined, text, n) || (x.last_cut && x.joined.n == n));
            CHECK(memcmp(x.joined.p, text, x.joined.n < n ? x.joined.n : n) == 0);
            CHECK_EQ_INT(sdx_lines_compressed_bytes(r), enc.n);
            free(x.joined.p);
            sdx_lines_close(r);
        }
        sdx_loglist_free(&L);
        dup2(saved, STDIN_FILENO);
        close(saved);
        int st;
        waitpid(pid, &st, 0);
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
        free(enc.p);
    }
    free(text);
}

/* Issue 16, fuzz_codec_zstd's first finding: a frame whose blocks hold more
 * than its declared Frame_Content_Size. libzstd's one-shot API refuses the
 * frame and delivers nothing of it; its streaming API delivers a raw block's
 * bytes as they come and fails at the one that exceeds the size, so decoded
 * whole the stream gave 0 bytes and in one-byte pieces 1 byte. The decoder
 * now delivers a block only once it decoded cleanly: the same bytes (those
 * before the damaged block) and the same error, however it is fed. */
TEST(zstd_damaged_block_delivers_the_same_however_fed)
{
    /* magic, single-segment frame with a 1-byte content size of 1, then a
     * last raw block of 5 bytes */
    static const uint8_t fcs1[] = {0x28, 0xb5, 0x2f, 0xfd, 0x20, 0x01, 0x29, 0x00, 0x00, 'a', 'b', 'c', 'd', 'e'};
    /* the fuzzer's input (its first byte, the feeding selector, removed):
     * a 2-byte content size of 256, empty raw blocks, a raw block of 6 */
    static const uint8_t fuzz[] = {0x28, 0xb5, 0x2f, 0xfd, 0x54, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00, 0x00, 0x6e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                   0x00, 0xc3, 0x98};
    uint8_t tmp[64];
    CHECK(ZSTD_isError(ZSTD_decompress(tmp, sizeof tmp, fcs1, sizeof fcs1)));
    CHECK(ZSTD_isError(ZSTD_decompress(tmp, sizeof tmp, fuzz, sizeof fuzz)));
    struct { const uint8_t *p; size_t n; uint64_t off; } cases[] = {{fcs1, sizeof fcs1, 6}, {fuzz, sizeof fuzz, 17}};
    for (size_t c = 0; c < 2; c++) {
        static const size_t chunks[] = {0, 1, 2, 4, 7, 1000};
        for (size_t k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
            uint8_t *out = NULL;
            size_t olen = 99;
            sdx_error err;
            CHECK_EQ_INT(sdx_decode_buffer(SDX_CODEC_ZSTD, cases[c].p, cases[c].n, chunks[k], &out, &olen, &err), -1);
            CHECK_EQ_INT(olen, 0);
            CHECK_EQ_INT(err.code, SDX_ERR_CODEC);
            CHECK_EQ_INT(err.offset, cases[c].off);
            CHECK_EQ_INT(err.uoffset, 0);
            free(out);
            for (size_t cap = 1; cap < 9; cap += 3)
                CHECK_EQ_INT(sdx_decode_differential(SDX_CODEC_ZSTD, cases[c].p, cases[c].n, chunks[k] ? chunks[k] : 1,
                                                     cap, 0), 0);
        }
    }
    /* A good frame before the damaged one is delivered whole, in any pieces. */
    tbuf enc = {0};
    const char *text = "{\"Event\":\"SparkListenerLogStart\"}\n";
    enc_zstd(&enc, (const uint8_t *)text, strlen(text), 0);
    size_t good = enc.n;
    tb_put(&enc, fcs1, sizeof fcs1);
    for (size_t chunk = 0; chunk < 9; chunk++) {
        uint8_t *out = NULL;
        size_t olen = 0;
        sdx_error err;
        CHECK_EQ_INT(sdx_decode_buffer(SDX_CODEC_ZSTD, enc.p, enc.n, chunk, &out, &olen, &err), -1);
        CHECK(olen == strlen(text) && out && memcmp(out, text, olen) == 0);
        CHECK_EQ_INT(err.offset, good + 6);
        CHECK_EQ_INT(err.uoffset, strlen(text));
        free(out);
    }
    free(enc.p);
}

/* Issue 16: blank lines cost a newline scan (sdx_lines_set_skip_blank):
 * the lines, line numbers and offsets are those of the reader without it,
 * minus the blank lines, and the skipped ones are counted; in every mode
 * (read, read ahead, every chunk worked on the second thread). */
static void blank_work(void *ctx, unsigned slot, const char *line, size_t len, uint64_t uoff)
{
    (void)ctx, (void)slot, (void)line, (void)len, (void)uoff;
}

TEST(blank_lines_are_skipped_and_counted)
{
    tbuf t = {0};
    size_t nblank = 0, nbytes = 0, nlines = 0;
    for (int i = 0; i < 3000; i++) {
        int k = (i * 7919) % 23;   /* runs of 0..22 blank lines, some "\r\n" */
        for (int j = 0; j < k; j++) {
            const char *b = (i + j) % 5 ? "\n" : "\r\n";
            tb_put(&t, b, strlen(b));
            nblank++;
            nbytes += strlen(b);
        }
        char line[64];
        int n = snprintf(line, sizeof line, "{\"n\":%d}\n", i);
        tb_put(&t, line, (size_t)n);
        nlines++;
    }
    for (int mode = 0; mode < 3; mode++) {
        sdx_logpart part = {(char *)"blank.log", NULL, SDX_CODEC_AUTO, t.n};
        sdx_logref log = {part.path, part.path, SDX_LAYOUT_FILE, 0, NULL, 0, t.n, &part, 1, NULL};
        sdx_lines *a, *b;
        sdx_error err;
        CHECK_EQ_INT(sdx_lines_open_ex(&log, t.p, t.n, 4096, &a, &err), 0);
        CHECK_EQ_INT(sdx_lines_open_ex(&log, t.p, t.n, 4096, &b, &err), 0);
        sdx_lines_set_readahead(b, mode > 0);
        if (mode == 2)
            sdx_lines_set_work(b, blank_work, NULL, 2);
        sdx_lines_set_skip_blank(b, 1);
        const char *la, *lb;
        size_t na, nb, got = 0;
        int ra, rb = 1, bad = 0;
        while ((ra = sdx_lines_next(a, &la, &na, &err)) == 1) {
            if (na == 0)
                continue;   /* the plain reader returns the blank ones */
            rb = sdx_lines_next(b, &lb, &nb, &err);
            if (rb != 1 || na != nb || memcmp(la, lb, na) || sdx_lines_lineno(a) != sdx_lines_lineno(b) ||
                sdx_lines_offset(a) != sdx_lines_offset(b))
                bad++;
            got++;
        }
        CHECK_EQ_INT(ra, 0);
        CHECK_EQ_INT(sdx_lines_next(b, &lb, &nb, &err), 0);
        CHECK_EQ_INT(bad, 0);
        CHECK_EQ_INT(got, nlines);
        uint64_t bytes;
        CHECK_EQ_INT(sdx_lines_blank(b, &bytes), nblank);
        CHECK_EQ_INT(bytes, nbytes);
        CHECK_EQ_INT(sdx_lines_blank(a, NULL), 0);
        CHECK_EQ_INT(sdx_lines_bytes(b), t.n);
        sdx_lines_close(a);
        sdx_lines_close(b);
    }
    free(t.p);
}

/* Issue 16: the line cap (sdx_lines_set_max_line, the History Server's
 * spark.history.fs.eventLog.maxLineLength): a longer line is skipped and
 * described, the lines after it are read with their own numbers and
 * offsets; in every mode and through a codec, also when the long line is the
 * part's cut last line. */
TEST(lines_over_the_cap_are_skipped_and_named)
{
    tbuf t = {0};
    size_t long_off = 0;
    for (int i = 0; i < 400; i++) {
        if (i == 2) {
            long_off = t.n;
            for (int k = 0; k < 50000; k++)
                tb_put(&t, "x", 1);
            tb_put(&t, "\n", 1);
            continue;
        }
        char line[64];
        int n = snprintf(line, sizeof line, "{\"n\":%d}\n", i);
        tb_put(&t, line, (size_t)n);
    }
    for (int k = 0; k < 30000; k++)   /* a cut last line over the cap */
        tb_put(&t, "y", 1);
    tbuf z = {0};
    enc_zstd(&z, t.p, t.n, 3000);
    for (int mode = 0; mode < 6; mode++) {
        int zstd = mode >= 3, m = mode % 3;
        const uint8_t *data = zstd ? z.p : t.p;
        size_t dlen = zstd ? z.n : t.n;
        sdx_logpart part = {(char *)(zstd ? "cap.zstd" : "cap.log"), NULL, SDX_CODEC_AUTO, dlen};
        sdx_logref log = {part.path, part.path, SDX_LAYOUT_FILE, 0, NULL, 0, dlen, &part, 1, NULL};
        sdx_lines *a, *b;
        sdx_error err;
        CHECK_EQ_INT(sdx_lines_open_ex(&log, data, dlen, 4096, &a, &err), 0);
        CHECK_EQ_INT(sdx_lines_open_ex(&log, data, dlen, 4096, &b, &err), 0);
        sdx_lines_set_max_line(a, 0);
        sdx_lines_set_max_line(b, 10000);
        sdx_lines_set_readahead(b, m > 0);
        if (m == 2)
            sdx_lines_set_work(b, blank_work, NULL, 2);
        const char *la, *lb;
        size_t na, nb, got = 0;
        int ra, bad = 0;
        while ((ra = sdx_lines_next(a, &la, &na, &err)) == 1) {
            if (na > 10000)
                continue;   /* the uncapped reader returns the long ones */
            if (sdx_lines_next(b, &lb, &nb, &err) != 1 || na != nb || memcmp(la, lb, na) ||
                sdx_lines_lineno(a) != sdx_lines_lineno(b) || sdx_lines_offset(a) != sdx_lines_offset(b))
                bad++;
            got++;
        }
        CHECK_EQ_INT(ra, 0);
        CHECK_EQ_INT(sdx_lines_next(b, &lb, &nb, &err), 0);
        CHECK_EQ_INT(bad, 0);
        CHECK_EQ_INT(got, 399);
        const char *first = NULL;
        CHECK_EQ_INT(sdx_lines_long_skipped(b, &first), 2);
        char want[128];
        snprintf(want, sizeof want, "line 3 (decompressed byte %zu) is 50000 bytes", long_off);
        CHECK(first && strstr(first, want) && strstr(first, part.path) && strstr(first, "10000"));
        CHECK_EQ_INT(sdx_lines_long_skipped(a, NULL), 0);
        CHECK_EQ_INT(sdx_lines_bytes(b), t.n);
        sdx_lines_close(a);
        sdx_lines_close(b);
    }
    free(t.p);
    free(z.p);
}

/* A zstd stream that must fail as damage at its first byte, with nothing
 * delivered, fed whole and in each of the given piece sizes (and, when
 * msg_has is given, say so in its message). */
static void zstd_damaged_at_start(const uint8_t *fr, size_t n, const size_t *chunks, size_t nchunks,
                                  const char *msg_has)
{
    for (size_t k = 0; k < nchunks; k++) {
        uint8_t *out = NULL;
        size_t olen = 99;
        sdx_error err;
        CHECK_EQ_INT(sdx_decode_buffer(SDX_CODEC_ZSTD, fr, n, chunks[k], &out, &olen, &err), -1);
        CHECK_EQ_INT(olen, 0);
        CHECK_EQ_INT(err.code, SDX_ERR_CODEC);
        CHECK_EQ_INT(err.offset, 0);
        if (msg_has)
            CHECK(strstr(err.msg, msg_has) != NULL);
        free(out);
    }
}

/* A frame header descriptor with its reserved bit set (RFC 8878
 * 3.1.1.1.1.4) is damage at the frame's start however the stream is fed
 * (the fuzzer: whole, it read as a stream cut inside a block at byte 10). */
TEST(zstd_reserved_header_bit_is_damage_however_fed)
{
    static const uint8_t fr[] = {0x28, 0xb5, 0x2f, 0xfd, 0x3f, 0x27, 0xb5, 0x2f, 0xfd, 0x54, 0x00, 0xf4, 0x00, 0x00,
                                 0x02, 0x00, 0x03, 0xcf, 0xff, 0xff, 0xff, 0xff, 0x2d, 0xff, 0x00, 0x00};
    static const size_t chunks[] = {0, 1, 2, 3, 4, 5, 9, 1000};
    zstd_damaged_at_start(fr, sizeof fr, chunks, sizeof chunks / sizeof chunks[0], NULL);
}

/* A frame header whose dictionary-id and content-size fields happen to hold a
 * whole skippable frame (50 2a 4d 18, size 0): libzstd, given the header's
 * last bytes in one piece, took them for a frame of their own (its
 * single-pass shortcut reads from the start of the piece) and failed 13 bytes
 * later; cut finer, it refused the dictionary at byte 0 (the fuzzer). The
 * header now reaches it whole, so both ways fail at the frame's start. */
TEST(zstd_header_fields_are_never_read_as_a_frame)
{
    static const uint8_t fr[] = {0x28, 0xb5, 0x2f, 0xfd, 0xa3, 0x50, 0x2a, 0x4d,
                                 0x18, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00};
    static const size_t chunks[] = {0, 1, 5, 8, 9, 1000};
    zstd_damaged_at_start(fr, sizeof fr, chunks, sizeof chunks / sizeof chunks[0], "frame header");
    CHECK_EQ_INT(sdx_decode_differential(SDX_CODEC_ZSTD, fr, sizeof fr, 1, 3, 1u << 20), 0);
}

/* With blank lines skipped, a last line of a lone '\r' is blank too (the
 * fuzzer: it came back as an empty line at the end of the input). */
TEST(lines_a_last_lone_cr_is_a_skipped_blank)
{
    static const char text[] = "a\n\n\r\nb\n\n\r";
    sdx_lines *r = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_lines_open_mem(text, sizeof text - 1, "t.log", 0, &r, &err), 0);
    if (!r)
        return;
    sdx_lines_set_skip_blank(r, 1);
    const char *line;
    size_t len;
    int n = 0;
    while (sdx_lines_next(r, &line, &len, &err) == 1) {
        CHECK(len == 1);
        n++;
    }
    CHECK_EQ_INT(n, 2);
    uint64_t bytes = 0;
    CHECK_EQ_INT(sdx_lines_blank(r, &bytes), 4);   /* "\n", "\r\n", "\n", "\r" */
    CHECK_EQ_INT(bytes, 5);
    sdx_lines_close(r);
}
