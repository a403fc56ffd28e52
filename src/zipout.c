/*
 * zipout.c: the History Server's /logs answer of `sparkdx serve`: the
 * files of one log as a zip, streamed (stored entries, CRC-32 from zlib,
 * each entry's CRC in a data descriptor after its bytes, so every file is
 * read once). Entry names are the History Server's: the file name of a
 * single-file log, "<dir>/<file>" for the parts of a rolling or legacy
 * directory. The size is known before the first byte (each file is cut at
 * the size it had when the answer started: an in-progress log may grow
 * meanwhile). No zip64: a log of 4 GiB or more is refused.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>

#include <zlib.h>

#include "zipout.h"

typedef struct zentry {
    char *path, *name;
    uint32_t size, crc, offset;
} zentry;

struct zipout {
    zentry *e;
    size_t n;
    size_t cur;
    int phase;              /* 0 local header, 1 data, 2 descriptor, 3 central, 4 end, 5 done */
    size_t central_i;
    FILE *f;
    uint32_t left;          /* data bytes of the current entry still to send */
    uint32_t offset;        /* bytes sent so far */
    uint32_t central_start;
    unsigned char pend[1024 + 64];
    size_t plen, ppos;
    uint64_t total;
};

static void put16(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v)
{
    put16(p, v & 0xffff);
    put16(p + 2, v >> 16);
}

void zipout_free(zipout *z)
{
    if (!z)
        return;
    for (size_t i = 0; i < z->n; i++) {
        free(z->e[i].path);
        free(z->e[i].name);
    }
    free(z->e);
    if (z->f)
        fclose(z->f);
    free(z);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Add path as entry name; 0 or -1 with why set. */
static int add(zipout *z, size_t *cap, const char *path, const char *name, uint64_t *total, char *why, size_t wcap)
{
    struct stat st;
    if (stat(path, &st) < 0 || !S_ISREG(st.st_mode)) {
        snprintf(why, wcap, "%s vanished", path);
        return -1;
    }
    if (z->n == *cap) {
        size_t nc = *cap ? *cap * 2 : 8;
        zentry *ne = realloc(z->e, nc * sizeof *ne);
        if (!ne) {
            snprintf(why, wcap, "out of memory");
            return -1;
        }
        memset(ne + *cap, 0, (nc - *cap) * sizeof *ne);
        z->e = ne;
        *cap = nc;
    }
    zentry *e = &z->e[z->n++];
    e->path = strdup(path);
    e->name = strdup(name);
    e->size = (uint32_t)st.st_size;
    if (!e->path || !e->name) {
        snprintf(why, wcap, "out of memory");
        return -1;
    }
    *total += 30 + strlen(name) + (uint64_t)st.st_size + 16 + 46 + strlen(name);
    if ((uint64_t)st.st_size >= 0xffffffffu || *total >= 0xffffffffu) {
        snprintf(why, wcap, "the log is 4 GiB or more (no zip64)");
        return -1;
    }
    return 0;
}

zipout *zipout_new(const sdx_logref *log, char *why, size_t cap)
{
    zipout *z = calloc(1, sizeof *z);
    size_t ecap = 0;
    uint64_t total = 22;
    if (!z) {
        snprintf(why, cap, "out of memory");
        return NULL;
    }
    if (log->layout == SDX_LAYOUT_FILE) {
        const char *base = strrchr(log->path, '/');
        if (add(z, &ecap, log->path, base ? base + 1 : log->path, &total, why, cap) < 0)
            goto fail;
    } else if (log->layout == SDX_LAYOUT_ROLLING || log->layout == SDX_LAYOUT_LEGACY ||
               log->layout == SDX_LAYOUT_DATABRICKS) {
        /* every file of the directory (the appstatus file says whether it
         * completed), as "<dir>/<file>" in name order */
        DIR *d = opendir(log->path);
        if (!d) {
            snprintf(why, cap, "%s vanished", log->path);
            goto fail;
        }
        char *names[4096];
        size_t nn = 0;
        struct dirent *de;
        while ((de = readdir(d)) && nn < 4096)
            if (de->d_name[0] != '.' && (names[nn] = strdup(de->d_name)) != NULL)
                nn++;
        closedir(d);
        qsort(names, nn, sizeof names[0], cmp_str);
        int bad = 0;
        for (size_t i = 0; i < nn; i++) {
            char path[4096], name[1024];
            snprintf(path, sizeof path, "%s/%s", log->path, names[i]);
            snprintf(name, sizeof name, "%s/%s", log->name, names[i]);
            struct stat st;
            if (!bad && stat(path, &st) == 0 && S_ISREG(st.st_mode) && add(z, &ecap, path, name, &total, why, cap) < 0)
                bad = 1;
            free(names[i]);
        }
        if (bad)
            goto fail;
    } else {
        snprintf(why, cap, "the log is not a file or a directory of files");
        goto fail;
    }
    z->total = total;
    return z;
fail:
    zipout_free(z);
    return NULL;
}

uint64_t zipout_size(const zipout *z)
{
    return z->total;
}

/* The next header bytes into pend, or data mode; 0, -1 at the end, -2 on error. */
static int refill(zipout *z)
{
    z->plen = z->ppos = 0;
    for (;;) {
        if (z->phase == 0) {
            if (z->cur == z->n) {
                z->phase = 3;
                z->central_start = z->offset;
                continue;
            }
            zentry *e = &z->e[z->cur];
            size_t nl = strlen(e->name);
            e->offset = z->offset;
            unsigned char *p = z->pend;
            put32(p, 0x04034b50);
            put16(p + 4, 20);
            put16(p + 6, 8);          /* sizes and CRC in the data descriptor */
            put16(p + 8, 0);          /* stored */
            put16(p + 10, 0);
            put16(p + 12, 0x21);      /* 1980-01-01 */
            put32(p + 14, 0);
            put32(p + 18, 0);
            put32(p + 22, 0);
            put16(p + 26, (uint32_t)nl);
            put16(p + 28, 0);
            memcpy(p + 30, e->name, nl);
            z->plen = 30 + nl;
            z->f = fopen(e->path, "rb");
            if (!z->f)
                return -2;
            z->left = e->size;
            e->crc = (uint32_t)crc32(0L, Z_NULL, 0);
            z->phase = 1;
            return 0;
        }
        if (z->phase == 1)
            return 0;   /* data: read by the callback */
        if (z->phase == 2) {
            zentry *e = &z->e[z->cur];
            unsigned char *p = z->pend;
            put32(p, 0x08074b50);
            put32(p + 4, e->crc);
            put32(p + 8, e->size);
            put32(p + 12, e->size);
            z->plen = 16;
            z->cur++;
            z->phase = 0;
            return 0;
        }
        if (z->phase == 3) {
            if (z->central_i == z->n) {
                z->phase = 4;
                continue;
            }
            zentry *e = &z->e[z->central_i++];
            size_t nl = strlen(e->name);
            unsigned char *p = z->pend;
            memset(p, 0, 46);
            put32(p, 0x02014b50);
            put16(p + 4, 20);
            put16(p + 6, 20);
            put16(p + 8, 8);
            put16(p + 14, 0x21);
            put32(p + 16, e->crc);
            put32(p + 20, e->size);
            put32(p + 24, e->size);
            put16(p + 28, (uint32_t)nl);
            put32(p + 42, e->offset);
            memcpy(p + 46, e->name, nl);
            z->plen = 46 + nl;
            return 0;
        }
        if (z->phase == 4) {
            unsigned char *p = z->pend;
            memset(p, 0, 22);
            put32(p, 0x06054b50);
            put16(p + 8, (uint32_t)z->n);
            put16(p + 10, (uint32_t)z->n);
            put32(p + 12, z->offset + 0 - z->central_start);
            put32(p + 16, z->central_start);
            z->plen = 22;
            z->phase = 5;
            return 0;
        }
        return -1;
    }
}

long zipout_read(zipout *z, char *buf, size_t max)
{
    size_t n = 0;
    while (n < max) {
        if (z->ppos < z->plen) {
            size_t k = z->plen - z->ppos;
            if (k > max - n)
                k = max - n;
            memcpy(buf + n, z->pend + z->ppos, k);
            z->ppos += k;
            n += k;
            z->offset += (uint32_t)k;
            continue;
        }
        if (z->phase == 1) {
            if (!z->left) {
                fclose(z->f);
                z->f = NULL;
                z->phase = 2;
                z->plen = z->ppos = 0;
            } else {
                size_t want = max - n < z->left ? max - n : z->left;
                size_t got = fread(buf + n, 1, want, z->f);
                if (got == 0)
                    return -2;   /* the file shrank */
                z->e[z->cur].crc = (uint32_t)crc32(z->e[z->cur].crc, (const unsigned char *)buf + n, (uInt)got);
                z->left -= (uint32_t)got;
                z->offset += (uint32_t)got;
                n += got;
                continue;
            }
        }
        int r = refill(z);
        if (r == -2)
            return -2;
        if (r == -1)
            break;
    }
    return n ? (long)n : -1;
}
