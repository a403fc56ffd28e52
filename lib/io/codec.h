/*
 * codec.h: the incremental decoder interface behind sdx_bytes (internal).
 *
 * Pipeline position: source bytes -> [decoder] -> decompressed bytes -> lines.
 * A decoder is push-driven from memory, like zlib: give it whatever input is
 * at hand and some output space; it consumes what it can, buffers partial
 * blocks itself, and never needs the whole stream. That is what lets the
 * byte layer read big chunks from a file, and what lets tests and fuzzers
 * drive every codec from a memory buffer with arbitrary splits.
 * Errors carry the compressed offset of the block (frame, chunk, member)
 * being decoded and the decompressed offset where that block starts.
 */
#ifndef SDX_IO_CODEC_H
#define SDX_IO_CODEC_H

#include <stdint.h>
#include <stddef.h>

#include "sparkdx/error.h"
#include "sparkdx/io.h"

typedef struct sdx_decoder sdx_decoder;

typedef struct sdx_decoder_vt {
    /* Consume from [*in, in_end), write to [*out, out_end), advancing both.
     * Must make progress (consume or produce at least one byte) when there is
     * input and output space, or flush pending output when there is no input.
     * Returns 0, or -1 after sdx_decoder_fail(); output written before the
     * failure (the advance of *out) is valid. */
    int (*run)(sdx_decoder *d, const uint8_t **in, const uint8_t *in_end,
               uint8_t **out, uint8_t *out_end);
    /* No more input will come and run() has nothing left to flush: return 0
     * when the stream ended on a unit boundary, else -1 (SDX_ERR_TRUNCATED). */
    int (*finish)(sdx_decoder *d);
    void (*destroy)(sdx_decoder *d);
} sdx_decoder_vt;

struct sdx_decoder {
    const sdx_decoder_vt *vt;
    sdx_codec codec;
    uint64_t in_total;     /* compressed bytes consumed */
    uint64_t out_total;    /* decompressed bytes produced */
    int failed;            /* sticky: every later call returns -1 */
    sdx_errcode err_code;
    uint64_t err_offset;   /* compressed offset of the damaged unit */
    uint64_t err_uoffset;  /* decompressed offset where that unit starts */
    char err_msg[512];
};

/* A decoder for codec (SDX_CODEC_NONE copies bytes through). NULL when out
 * of memory or codec is not a concrete codec. */
sdx_decoder *sdx_decoder_new(sdx_codec codec);
/* Run / finish with the bookkeeping (totals, sticky failure) done here. */
int sdx_decoder_run(sdx_decoder *d, const uint8_t **in, const uint8_t *in_end,
                    uint8_t **out, uint8_t *out_end);
int sdx_decoder_finish(sdx_decoder *d);
void sdx_decoder_free(sdx_decoder *d);
/* Copy the decoder's failure into err, naming file. Returns -1. */
int sdx_decoder_error(const sdx_decoder *d, const char *file, sdx_error *err);
/* Record a failure (for implementations). Returns -1. */
int sdx_decoder_fail(sdx_decoder *d, sdx_errcode code, uint64_t offset, uint64_t uoffset,
                     const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Decode a whole memory buffer into a malloc'ed result (tests, fuzzers).
 * On failure returns -1 with *out holding everything decoded before the
 * damaged unit (and *out_len its length); the caller frees *out either way.
 * chunk > 0 feeds the input in pieces of that size to exercise buffering. */
int sdx_decode_buffer(sdx_codec codec, const void *in, size_t in_len, size_t chunk,
                      uint8_t **out, size_t *out_len, sdx_error *err);
/* Decode `in` twice, whole into large output buffers and fed in pieces of
 * `chunk` bytes into output buffers of `cap` bytes, and compare the outcomes
 * (bytes, status, error code and offsets): how input arrives must not change
 * the result. Each run stops after max_out output bytes. Returns 0 when the
 * two agree, 1 when they differ (a decoder bug). For fuzzers and tests. */
int sdx_decode_differential(sdx_codec codec, const void *in, size_t in_len, size_t chunk,
                            size_t cap, size_t max_out);

/* Constructors, one per codec file. */
sdx_decoder *sdx_decoder_plain_new(void);
sdx_decoder *sdx_decoder_zstd_new(void);
sdx_decoder *sdx_decoder_lz4_new(void);
sdx_decoder *sdx_decoder_snappy_new(void);
sdx_decoder *sdx_decoder_lzf_new(void);
sdx_decoder *sdx_decoder_gzip_new(void);

/* ---- block framework (lz4-java, snappy-java, lzf): codec_block.c ------- */

/* Codecs whose stream is a sequence of self-delimiting blocks, each decoded
 * as a whole, share the assembly logic: a block fully present in the caller's
 * input is decoded in place, a block split across reads is staged; a block
 * decodes straight into the caller's output when it fits, else into a side
 * buffer that later calls drain. */
typedef struct sdx_blockfmt sdx_blockfmt;

typedef struct sdx_blockdec {
    sdx_decoder base;
    const sdx_blockfmt *fmt;
    uint64_t blk_off;      /* compressed offset of the block being assembled */
    uint64_t blk_uoff;     /* decompressed offset where its output starts */
    uint8_t *stage;        /* partial block bytes */
    size_t staged, stage_cap;
    size_t blk_total;      /* total block length once known, else 0 */
    size_t blk_ulen;       /* its decoded length, once known */
    uint8_t *ubuf;         /* decoded block waiting for output space */
    size_t upos, ulen, ucap;
    int state;             /* codec-specific (e.g. "stream header seen") */
} sdx_blockdec;

struct sdx_blockfmt {
    const char *unit;      /* "lz4 block", for messages */
    /* Look at the first n bytes of the next block. Return 1 with *total (all
     * bytes of the block, header included) and *ulen (decoded bytes), 0 when
     * at least *need bytes are required to tell (need > n), or -1 after
     * sdx_decoder_fail() when the header is damaged. */
    int (*frame)(sdx_blockdec *b, const uint8_t *p, size_t n,
                 size_t *total, size_t *ulen, size_t *need);
    /* Decode the complete block p[0..total) into out[0..ulen); 0 or -1. */
    int (*decode)(sdx_blockdec *b, const uint8_t *p, size_t total,
                  uint8_t *out, size_t ulen);
};

sdx_decoder *sdx_blockdec_new(const sdx_blockfmt *fmt, sdx_codec codec);

/* Big-/little-endian field readers shared by the codecs and the zip reader. */
static inline uint32_t sdx_rd_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint16_t sdx_rd_le16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}
static inline uint64_t sdx_rd_le64(const uint8_t *p)
{
    return (uint64_t)sdx_rd_le32(p) | (uint64_t)sdx_rd_le32(p + 4) << 32;
}
static inline uint32_t sdx_rd_be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}
static inline uint16_t sdx_rd_be16(const uint8_t *p)
{
    return (uint16_t)(p[0] << 8 | p[1]);
}

#endif
