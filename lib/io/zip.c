/*
 * zip.c: reading History Server `/logs` zips (see zip.h).
 *
 * Only what those zips need: the end-of-central-directory record (and its
 * zip64 form, for logs over 4 GiB), central directory entries with their
 * zip64 and extended-timestamp extras, local headers to find the data, and
 * stored or deflated data. Every length read from the file is checked
 * against the file size before it is used.
 */
#include "io/zip.h"
#include "io/codec.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#define EOCD_LEN 22
#define CDH_LEN 46
#define LFH_LEN 30

int sdx_zip_magic(const unsigned char *p, size_t n)
{
    return n >= 4 && p[0] == 'P' && p[1] == 'K' &&
           ((p[2] == 3 && p[3] == 4) || (p[2] == 5 && p[3] == 6));
}

static int zfail(const sdx_zip *z, sdx_error *err, sdx_errcode code, uint64_t off, const char *what)
{
    return sdx_error_set(err, code, z->path, off, "%s", what);
}

/* Read exactly n bytes at off. */
static int zread_at(const sdx_zip *z, uint64_t off, void *buf, size_t n, sdx_error *err)
{
    if (off > z->size || n > z->size - off)
        return zfail(z, err, SDX_ERR_FORMAT, off, "damaged zip: a record points past the end of the file");
    if (z->mem) {
        memcpy(buf, z->mem + off, n);
        return 0;
    }
    size_t done = 0;
    while (done < n) {
        ssize_t r = pread(z->fd, (char *)buf + done, n - done, (off_t)(off + done));
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return sdx_error_set(err, SDX_ERR_IO, z->path, off + done, "read failed: %s", strerror(errno));
        if (r == 0)
            return zfail(z, err, SDX_ERR_FORMAT, off + done, "zip file shorter than its directory says");
        done += (size_t)r;
    }
    return 0;
}

static int64_t dos_time_ms(uint16_t t, uint16_t d)
{
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_sec = (t & 31) * 2;
    tm.tm_min = (t >> 5) & 63;
    tm.tm_hour = t >> 11;
    tm.tm_mday = d & 31;
    tm.tm_mon = ((d >> 5) & 15) - 1;
    tm.tm_year = (d >> 9) + 80;
    tm.tm_isdst = -1;
    time_t s = mktime(&tm); /* DOS times are local times */
    return s == (time_t)-1 ? 0 : (int64_t)s * 1000;
}

/* Find the end-of-central-directory record; fill the directory's place. */
static int find_directory(sdx_zip *z, uint64_t *cd_off, uint64_t *cd_size, uint64_t *count, sdx_error *err)
{
    if (z->size < EOCD_LEN)
        return zfail(z, err, SDX_ERR_FORMAT, 0, "not a zip file (too short)");
    size_t tail = z->size < 65535 + EOCD_LEN ? (size_t)z->size : 65535 + EOCD_LEN;
    uint8_t *buf = malloc(tail);
    if (!buf)
        return sdx_error_set(err, SDX_ERR_NOMEM, z->path, UINT64_MAX, "out of memory");
    uint64_t base = z->size - tail;
    if (zread_at(z, base, buf, tail, err) < 0) {
        free(buf);
        return -1;
    }
    size_t i = tail - EOCD_LEN + 1;
    int found = 0;
    while (i-- > 0) {
        if (buf[i] == 'P' && buf[i + 1] == 'K' && buf[i + 2] == 5 && buf[i + 3] == 6) {
            found = 1;
            break;
        }
    }
    if (!found) {
        free(buf);
        return zfail(z, err, SDX_ERR_FORMAT, UINT64_MAX,
                     "not a zip file, or a damaged one (no end-of-central-directory record)");
    }
    uint64_t eocd = base + i;
    const uint8_t *e = buf + i;
    *count = sdx_rd_le16(e + 10);
    *cd_size = sdx_rd_le32(e + 12);
    *cd_off = sdx_rd_le32(e + 16);
    free(buf);
    if (*count == 0xFFFF || *cd_size == 0xFFFFFFFFu || *cd_off == 0xFFFFFFFFu) {
        uint8_t loc[20], rec[56];
        if (eocd < 20 || zread_at(z, eocd - 20, loc, 20, err) < 0 || sdx_rd_le32(loc) != 0x07064b50u)
            return zfail(z, err, SDX_ERR_FORMAT, eocd, "damaged zip: zip64 locator missing");
        uint64_t off64 = sdx_rd_le64(loc + 8);
        if (zread_at(z, off64, rec, sizeof rec, err) < 0)
            return -1;
        if (sdx_rd_le32(rec) != 0x06064b50u)
            return zfail(z, err, SDX_ERR_FORMAT, off64, "damaged zip: bad zip64 end-of-directory record");
        *count = sdx_rd_le64(rec + 32);
        *cd_size = sdx_rd_le64(rec + 40);
        *cd_off = sdx_rd_le64(rec + 48);
        eocd = off64;
    }
    if (*cd_off > eocd || *cd_size > eocd - *cd_off)
        return zfail(z, err, SDX_ERR_FORMAT, eocd, "damaged zip: central directory out of range");
    if (*count > *cd_size / CDH_LEN)
        return zfail(z, err, SDX_ERR_FORMAT, eocd, "damaged zip: entry count does not fit the directory");
    return 0;
}

/* zip64 sizes/offset and the Unix timestamp from an entry's extra field. */
static void read_extras(sdx_zip_entry *e, const uint8_t *x, size_t n, int need_u, int need_c, int need_o)
{
    while (n >= 4) {
        uint16_t id = sdx_rd_le16(x), len = sdx_rd_le16(x + 2);
        if ((size_t)len > n - 4)
            return;
        const uint8_t *v = x + 4;
        if (id == 0x0001) {
            size_t k = 0;
            if (need_u && k + 8 <= len) { e->usize = sdx_rd_le64(v + k); k += 8; }
            if (need_c && k + 8 <= len) { e->csize = sdx_rd_le64(v + k); k += 8; }
            if (need_o && k + 8 <= len) { e->lho = sdx_rd_le64(v + k); k += 8; }
        } else if (id == 0x5455 && len >= 5 && (v[0] & 1)) {
            e->mtime_ms = (int64_t)(int32_t)sdx_rd_le32(v + 1) * 1000;
        }
        x += 4 + len;
        n -= 4 + (size_t)len;
    }
}

static int parse_directory(sdx_zip *z, sdx_error *err)
{
    uint64_t cd_off = 0, cd_size = 0, count = 0;
    if (find_directory(z, &cd_off, &cd_size, &count, err) < 0)
        return -1;
    uint8_t *cd = malloc(cd_size ? (size_t)cd_size : 1);
    z->entries = calloc(count ? (size_t)count : 1, sizeof *z->entries);
    if (!cd || !z->entries) {
        free(cd);
        return sdx_error_set(err, SDX_ERR_NOMEM, z->path, UINT64_MAX, "out of memory");
    }
    if (zread_at(z, cd_off, cd, (size_t)cd_size, err) < 0) {
        free(cd);
        return -1;
    }
    size_t pos = 0;
    for (uint64_t i = 0; i < count; i++) {
        const uint8_t *h = cd + pos;
        if (cd_size - pos < CDH_LEN || sdx_rd_le32(h) != 0x02014b50u) {
            free(cd);
            return zfail(z, err, SDX_ERR_FORMAT, cd_off + pos, "damaged zip: bad central directory entry");
        }
        size_t nlen = sdx_rd_le16(h + 28), xlen = sdx_rd_le16(h + 30), clen = sdx_rd_le16(h + 32);
        if (cd_size - pos - CDH_LEN < nlen + xlen + clen) {
            free(cd);
            return zfail(z, err, SDX_ERR_FORMAT, cd_off + pos, "damaged zip: central directory entry overruns");
        }
        if (nlen == 0 || memchr(h + CDH_LEN, 0, nlen)) {
            free(cd);
            return zfail(z, err, SDX_ERR_FORMAT, cd_off + pos, "damaged zip: bad entry name");
        }
        sdx_zip_entry *e = &z->entries[z->n];
        e->flags = sdx_rd_le16(h + 8);
        e->method = sdx_rd_le16(h + 10);
        e->mtime_ms = dos_time_ms(sdx_rd_le16(h + 12), sdx_rd_le16(h + 14));
        e->crc = sdx_rd_le32(h + 16);
        e->csize = sdx_rd_le32(h + 20);
        e->usize = sdx_rd_le32(h + 24);
        e->lho = sdx_rd_le32(h + 42);
        read_extras(e, h + CDH_LEN + nlen, xlen, e->usize == 0xFFFFFFFFu, e->csize == 0xFFFFFFFFu,
                    e->lho == 0xFFFFFFFFu);
        e->name = malloc(nlen + 1);
        if (!e->name) {
            free(cd);
            return sdx_error_set(err, SDX_ERR_NOMEM, z->path, UINT64_MAX, "out of memory");
        }
        memcpy(e->name, h + CDH_LEN, nlen);
        e->name[nlen] = '\0';
        z->n++;
        pos += CDH_LEN + nlen + xlen + clen;
    }
    free(cd);
    return 0;
}

static int zip_init(sdx_zip *z, sdx_zip **out, sdx_error *err)
{
    if (parse_directory(z, err) < 0) {
        sdx_zip_close(z);
        return -1;
    }
    *out = z;
    return 0;
}

int sdx_zip_open(const char *path, sdx_zip **out, sdx_error *err)
{
    *out = NULL;
    sdx_zip *z = calloc(1, sizeof *z);
    if (!z || !(z->path = strdup(path))) {
        free(z);
        return sdx_error_set(err, SDX_ERR_NOMEM, path, UINT64_MAX, "out of memory");
    }
    z->fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (z->fd < 0 || fstat(z->fd, &st) < 0) {
        sdx_error_set(err, SDX_ERR_IO, path, UINT64_MAX, "cannot open: %s", strerror(errno));
        sdx_zip_close(z);
        return -1;
    }
    z->size = (uint64_t)st.st_size;
    return zip_init(z, out, err);
}

int sdx_zip_open_mem(const void *data, size_t len, const char *name, sdx_zip **out, sdx_error *err)
{
    *out = NULL;
    sdx_zip *z = calloc(1, sizeof *z);
    if (!z || !(z->path = strdup(name ? name : "<memory>"))) {
        free(z);
        return sdx_error_set(err, SDX_ERR_NOMEM, name, UINT64_MAX, "out of memory");
    }
    z->fd = -1;
    z->mem = data ? data : (const uint8_t *)"";
    z->size = len;
    return zip_init(z, out, err);
}

void sdx_zip_close(sdx_zip *z)
{
    if (!z)
        return;
    for (size_t i = 0; i < z->n; i++)
        free(z->entries[i].name);
    free(z->entries);
    if (z->fd >= 0)
        close(z->fd);
    free(z->path);
    free(z);
}

const sdx_zip_entry *sdx_zip_find(const sdx_zip *z, const char *name)
{
    for (size_t i = 0; i < z->n; i++)
        if (strcmp(z->entries[i].name, name) == 0)
            return &z->entries[i];
    return NULL;
}

/* ---- entry data ---------------------------------------------------------- */

#define ZIP_INBUF (256 * 1024)

struct sdx_zip_reader {
    sdx_zip *z;
    const sdx_zip_entry *e;
    uint64_t data_off;     /* where the entry's data starts in the zip */
    uint64_t cread;        /* compressed bytes read so far */
    uint64_t produced;
    uint32_t crc;
    int done;
    z_stream zs;
    int zs_init;
    uint8_t *inbuf;
};

int sdx_zip_reader_open(sdx_zip *z, const sdx_zip_entry *e, sdx_zip_reader **out, sdx_error *err)
{
    *out = NULL;
    uint8_t h[LFH_LEN];
    if (zread_at(z, e->lho, h, LFH_LEN, err) < 0)
        return -1;
    if (sdx_rd_le32(h) != 0x04034b50u)
        return sdx_error_set(err, SDX_ERR_FORMAT, z->path, e->lho,
                             "damaged zip: no local header for entry %s", e->name);
    if (e->flags & 1)
        return sdx_error_set(err, SDX_ERR_FORMAT, z->path, e->lho, "zip entry %s is encrypted", e->name);
    if (e->method != 0 && e->method != 8)
        return sdx_error_set(err, SDX_ERR_FORMAT, z->path, e->lho,
                             "zip entry %s uses compression method %u (only stored and deflate "
                             "are supported)", e->name, e->method);
    uint64_t data = e->lho + LFH_LEN + sdx_rd_le16(h + 26) + sdx_rd_le16(h + 28);
    if (data > z->size || e->csize > z->size - data)
        return sdx_error_set(err, SDX_ERR_FORMAT, z->path, e->lho,
                             "damaged zip: data of entry %s runs past the end of the file", e->name);
    if (e->method == 0 && e->csize != e->usize)
        return sdx_error_set(err, SDX_ERR_FORMAT, z->path, e->lho,
                             "damaged zip: stored entry %s has different sizes", e->name);
    sdx_zip_reader *r = calloc(1, sizeof *r);
    if (!r)
        return sdx_error_set(err, SDX_ERR_NOMEM, z->path, UINT64_MAX, "out of memory");
    r->z = z;
    r->e = e;
    r->data_off = data;
    r->crc = (uint32_t)crc32(0, NULL, 0);
    if (e->method == 8) {
        r->inbuf = malloc(ZIP_INBUF);
        if (!r->inbuf || inflateInit2(&r->zs, -MAX_WBITS) != Z_OK) {
            free(r->inbuf);
            free(r);
            return sdx_error_set(err, SDX_ERR_NOMEM, z->path, UINT64_MAX, "out of memory");
        }
        r->zs_init = 1;
    }
    *out = r;
    return 0;
}

static ssize_t entry_end(sdx_zip_reader *r, sdx_error *err)
{
    if (r->produced != r->e->usize)
        return sdx_error_set(err, SDX_ERR_FORMAT, r->z->path, r->data_off,
                             "damaged zip: entry %s has %llu bytes, its directory says %llu",
                             r->e->name, (unsigned long long)r->produced,
                             (unsigned long long)r->e->usize);
    if (r->crc != r->e->crc)
        return sdx_error_set(err, SDX_ERR_FORMAT, r->z->path, r->data_off,
                             "damaged zip: CRC-32 mismatch in entry %s", r->e->name);
    r->done = 1;
    return 0;
}

ssize_t sdx_zip_reader_read(sdx_zip_reader *r, void *buf, size_t cap, sdx_error *err)
{
    if (r->done || cap == 0)
        return 0;
    if (cap > (1u << 30))
        cap = 1u << 30;
    if (!r->zs_init) {
        uint64_t left = r->e->csize - r->cread;
        if (left == 0)
            return entry_end(r, err);
        size_t n = left < cap ? (size_t)left : cap;
        if (zread_at(r->z, r->data_off + r->cread, buf, n, err) < 0)
            return -1;
        r->cread += n;
        r->produced += n;
        r->crc = (uint32_t)crc32(r->crc, buf, (uInt)n);
        return (ssize_t)n;
    }
    for (;;) {
        if (r->zs.avail_in == 0 && r->cread < r->e->csize) {
            uint64_t left = r->e->csize - r->cread;
            size_t n = left < ZIP_INBUF ? (size_t)left : ZIP_INBUF;
            if (zread_at(r->z, r->data_off + r->cread, r->inbuf, n, err) < 0)
                return -1;
            r->cread += n;
            r->zs.next_in = r->inbuf;
            r->zs.avail_in = (uInt)n;
        }
        r->zs.next_out = buf;
        r->zs.avail_out = (uInt)cap;
        int rc = inflate(&r->zs, Z_NO_FLUSH);
        size_t made = cap - r->zs.avail_out;
        r->produced += made;
        r->crc = (uint32_t)crc32(r->crc, buf, (uInt)made);
        uint64_t at = r->data_off + r->cread - r->zs.avail_in;
        if (rc == Z_STREAM_END) {
            if (made)
                return (ssize_t)made; /* entry_end on the next call */
            return entry_end(r, err);
        }
        if (rc != Z_OK && rc != Z_BUF_ERROR)
            return sdx_error_set(err, SDX_ERR_FORMAT, r->z->path, at,
                                 "damaged zip: deflate data of entry %s: %s", r->e->name,
                                 r->zs.msg ? r->zs.msg : zError(rc));
        if (made)
            return (ssize_t)made;
        if (r->zs.avail_in == 0 && r->cread == r->e->csize)
            return sdx_error_set(err, SDX_ERR_TRUNCATED, r->z->path, at,
                                 "damaged zip: deflate data of entry %s ends early", r->e->name);
    }
}

void sdx_zip_reader_close(sdx_zip_reader *r)
{
    if (!r)
        return;
    if (r->zs_init)
        inflateEnd(&r->zs);
    free(r->inbuf);
    free(r);
}
