/*
 * lz4java_compress.c: writes (and, with -d, reads) lz4-java's
 * LZ4BlockOutputStream format as Spark's LZ4CompressionCodec produces it
 * (docs eventlog-format.md §2.3): 32 KiB blocks, each with a 21-byte header
 * "LZ4Block" + token (0x25 LZ4 / 0x15 RAW) + LE compressed length + LE
 * original length + LE XXH32(seed 0x9747b28c) of the original bytes masked
 * & 0x0FFFFFFF; RAW when LZ4 does not shrink the block; a final empty RAW
 * block. -d is the reference decoder used as the lz4 floor in bench/run.sh.
 * Usage: lz4java_compress [-d] [IN|-] [OUT|-]   (default stdin -> stdout)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lz4.h>
#include <xxhash.h>

#define BLOCK (32 * 1024)
#define HDR 21
#define SEED 0x9747b28cU
#define METHOD_RAW 0x10
#define METHOD_LZ4 0x20
#define LEVEL 5 /* max(0, ceil(log2(32768)) - 10) */

static const unsigned char MAGIC[8] = {'L', 'Z', '4', 'B', 'l', 'o', 'c', 'k'};

static void die(const char *what)
{
    fprintf(stderr, "lz4java_compress: %s%s%s\n", what, errno ? ": " : "", errno ? strerror(errno) : "");
    exit(1);
}

/* buffered output */
static int ofd = 1;
static unsigned char *obuf;
static size_t olen;
#define OCAP (4u << 20)

static void oflush(void)
{
    size_t off = 0;
    while (off < olen) {
        ssize_t w = write(ofd, obuf + off, olen - off);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            die("write");
        }
        off += (size_t)w;
    }
    olen = 0;
}

static unsigned char *oreserve(size_t n)
{
    if (olen + n > OCAP)
        oflush();
    return obuf + olen;
}

/* read exactly n bytes unless EOF; returns bytes read */
static size_t read_full(int fd, unsigned char *p, size_t n)
{
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, p + got, n - got);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            die("read");
        }
        if (r == 0)
            break;
        got += (size_t)r;
    }
    return got;
}

static void le32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void header(unsigned char *h, int method, uint32_t clen, uint32_t olen_, uint32_t check)
{
    memcpy(h, MAGIC, 8);
    h[8] = (unsigned char)(method | LEVEL);
    le32(h + 9, clen);
    le32(h + 13, olen_);
    le32(h + 17, check);
}

static void compress(int ifd)
{
    /* Input is read in big chunks and cut into 32 KiB blocks, like
     * LZ4BlockOutputStream fed through Spark's 100 KiB BufferedOutputStream. */
    size_t icap = 64 * BLOCK;
    unsigned char *in = malloc(icap);
    const int bound = LZ4_compressBound(BLOCK);
    size_t n, pend = 0;
    while ((n = read_full(ifd, in + pend, icap - pend)) > 0 || pend) {
        size_t avail = pend + n, off = 0;
        int eof = n < icap - pend;
        while (avail - off >= BLOCK || (eof && off < avail)) {
            uint32_t len = (uint32_t)(avail - off < BLOCK ? avail - off : BLOCK);
            unsigned char *h = oreserve(HDR + (size_t)bound);
            uint32_t check = XXH32(in + off, len, SEED) & 0x0FFFFFFFU;
            int c = LZ4_compress_default((const char *)in + off, (char *)h + HDR, (int)len, bound);
            if (c <= 0 || (uint32_t)c >= len) {
                memcpy(h + HDR, in + off, len);
                header(h, METHOD_RAW, len, len, check);
                olen += HDR + len;
            } else {
                header(h, METHOD_LZ4, (uint32_t)c, len, check);
                olen += HDR + (size_t)c;
            }
            off += len;
        }
        memmove(in, in + off, avail - off);
        pend = avail - off;
        if (eof)
            break;
    }
    /* finish(): empty RAW block, checksum 0 */
    header(oreserve(HDR), METHOD_RAW, 0, 0, 0);
    olen += HDR;
    oflush();
    free(in);
}

static void decompress(int ifd)
{
    unsigned char h[HDR];
    unsigned char *cbuf = malloc((size_t)LZ4_compressBound(BLOCK) + 16);
    uint64_t blocks = 0;
    for (;;) {
        size_t got = read_full(ifd, h, HDR);
        if (got == 0)
            break;
        if (got < HDR || memcmp(h, MAGIC, 8)) {
            errno = 0;
            die("bad block header (magic)");
        }
        int method = h[8] & 0xF0;
        uint32_t clen = rd32(h + 9), len = rd32(h + 13), check = rd32(h + 17);
        if ((method != METHOD_RAW && method != METHOD_LZ4) || len > BLOCK * 64u ||
            clen > (uint32_t)LZ4_compressBound((int)len) || (method == METHOD_RAW && clen != len)) {
            errno = 0;
            die("bad block header");
        }
        if (len == 0) /* end of one stream; concatenated streams are read through */
            continue;
        unsigned char *dst = oreserve(len);
        if (method == METHOD_RAW) {
            if (read_full(ifd, dst, len) != len) {
                errno = 0;
                die("truncated block");
            }
        } else {
            if (read_full(ifd, cbuf, clen) != clen) {
                errno = 0;
                die("truncated block");
            }
            int d = LZ4_decompress_safe((const char *)cbuf, (char *)dst, (int)clen, (int)len);
            if (d != (int)len) {
                errno = 0;
                die("corrupt lz4 block");
            }
        }
        if ((XXH32(dst, len, SEED) & 0x0FFFFFFFU) != check) {
            errno = 0;
            die("checksum mismatch");
        }
        olen += len;
        blocks++;
    }
    oflush();
    free(cbuf);
}

int main(int argc, char **argv)
{
    int dec = 0, ai = 1;
    if (ai < argc && !strcmp(argv[ai], "-d")) {
        dec = 1;
        ai++;
    }
    if (ai < argc && (!strcmp(argv[ai], "-h") || !strcmp(argv[ai], "--help"))) {
        puts("usage: lz4java_compress [-d] [IN|-] [OUT|-]");
        return 0;
    }
    int ifd = 0;
    if (ai < argc && strcmp(argv[ai], "-")) {
        ifd = open(argv[ai], O_RDONLY);
        if (ifd < 0)
            die(argv[ai]);
    }
    ai++;
    if (ai < argc && strcmp(argv[ai], "-")) {
        ofd = open(argv[ai], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (ofd < 0)
            die(argv[ai]);
    }
    obuf = malloc(OCAP);
    if (dec)
        decompress(ifd);
    else
        compress(ifd);
    if (ofd != 1 && close(ofd) < 0)
        die("close");
    return 0;
}
