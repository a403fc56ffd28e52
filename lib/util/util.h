/*
 * util.h: small building blocks shared by the library (internal, not public):
 * an arena for per-app strings and records, a string interner, an int64-keyed
 * and a string-keyed hash map, growable arrays, and checked allocation.
 *
 * Out of memory is an error, never a stop (the contract of issue 11): the
 * allocators return NULL and print nothing, the vector macros evaluate to -1
 * and change nothing, the maps return -1 and keep what they held, and the
 * interner returns "" and latches `failed`. Each public entry point turns
 * that into a -1 return with SDX_ERR_NOMEM (sdx_error_nomem), its partial
 * result freed or consistent.
 */
#ifndef SPARKDX_UTIL_H
#define SPARKDX_UTIL_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* n bytes of zeros as plain 16-byte stores. A memset of a few hundred bytes
 * of unknown alignment becomes a `rep stos`, whose start-up costs more than
 * the stores; once per task event that showed. */
static inline void sdx_zero(void *p, size_t n)
{
#if defined(__SSE2__) && defined(__GNUC__)
    char *c = p;
    size_t i = 0;
    __m128i z = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        _mm_storeu_si128((__m128i *)(c + i), z);
        __asm__("" : "+x"(z));   /* opaque: the loop is not turned back into a memset */
    }
    memset(c + i, 0, n - i);
#else
    memset(p, 0, n);
#endif
}

/* n copies of x, the same way. */
static inline void sdx_fill_i64(int64_t *v, int64_t x, size_t n)
{
#if defined(__SSE2__) && defined(__GNUC__)
    size_t i = 0;
    __m128i z = _mm_set1_epi64x(x);
    for (; i + 2 <= n; i += 2) {
        _mm_storeu_si128((__m128i *)(v + i), z);
        __asm__("" : "+x"(z));
    }
    if (i < n)
        v[i] = x;
#else
    for (size_t i = 0; i < n; i++)
        v[i] = x;
#endif
}

/* Allocation: NULL on failure (n * size overflowing included), nothing
 * printed; sdx_xrealloc leaves p valid when it fails. A size of 0 allocates
 * one byte, so NULL always means failure. */
void *sdx_xmalloc(size_t n);
void *sdx_xcalloc(size_t n, size_t size);
void *sdx_xrealloc(void *p, size_t n);
char *sdx_xstrdup(const char *s);
char *sdx_xstrndup(const char *s, size_t n);

/* Grow arr so it holds at least `need` elements: 0, or -1 when the memory
 * (or the size) is not there, with arr and cap unchanged. */
#define SDX_VEC_GROW(arr, cap, need)                                           \
    __extension__({                                                            \
        int r_ = 0;                                                            \
        if ((size_t)(need) > (size_t)(cap)) {                                  \
            size_t nc_ = (cap) ? (size_t)(cap) * 2 : 8;                        \
            while (nc_ < (size_t)(need) && nc_ <= SIZE_MAX / 4) nc_ *= 2;      \
            void *p_ = nc_ < (size_t)(need) || nc_ > SIZE_MAX / sizeof(*(arr)) \
                           ? NULL                                              \
                           : sdx_xrealloc((arr), nc_ * sizeof(*(arr)));        \
            if (p_) {                                                          \
                (arr) = p_;                                                    \
                (cap) = nc_;                                                   \
            } else                                                             \
                r_ = -1;                                                       \
        }                                                                      \
        r_;                                                                    \
    })
/* Append val: 0, or -1 with nothing changed. */
#define SDX_VEC_PUSH(arr, n, cap, val)                                         \
    __extension__({                                                            \
        int r2_ = SDX_VEC_GROW(arr, cap, (n) + 1);                             \
        if (r2_ == 0)                                                          \
            (arr)[(n)++] = (val);                                              \
        r2_;                                                                   \
    })

/* ---- arena: bump allocation, freed as a whole ---- */
typedef struct sdx_arena_block sdx_arena_block;
typedef struct sdx_arena {
    sdx_arena_block *head;
    size_t used_bytes;   /* total bytes handed out (for memory accounting) */
} sdx_arena;

void sdx_arena_init(sdx_arena *a);
void sdx_arena_free(sdx_arena *a);
/* 8-byte aligned, zeroed; NULL when out of memory. */
void *sdx_arena_alloc(sdx_arena *a, size_t n);
char *sdx_arena_strndup(sdx_arena *a, const char *s, size_t n);   /* NULL likewise */

/* ---- string interner: equal strings share one NUL-terminated copy ---- */
#define SDX_INTERN_RECENT 256
typedef struct sdx_intern {
    sdx_arena arena;
    const char **slots;
    uint32_t *hashes;
    uint32_t *lens;
    size_t cap, n;
    /* Recently interned strings, direct-mapped by a cheap key: executor ids,
     * hosts and localities repeat on every task event, and a hit costs one
     * short memcmp instead of a hash and a probe. */
    const char *recent[SDX_INTERN_RECENT];
    uint32_t recent_len[SDX_INTERN_RECENT];
    /* Sharing with another thread: an interner with `mu` takes it around
     * its table (not around its recent strings, which only its own thread
     * reads); a front (sdx_intern_front) has no table of its own and
     * interns into `backing` under the backing's lock, keeping only its
     * own recent strings. */
    pthread_mutex_t *mu;
    struct sdx_intern *backing;
    /* Set (and kept) once an intern ran out of memory; that call returned
     * "" (a constant, never NULL, so that no caller dereferences NULL). The
     * caller checks this flag at its end and reports SDX_ERR_NOMEM. */
    int failed;
} sdx_interner;

void sdx_intern_init(sdx_interner *in);
void sdx_intern_free(sdx_interner *in);
/* A front for another thread on `backing`, whose table from now on is taken
 * under `mu` (set on backing too; clear it once the other thread is gone).
 * Strings it returns are the backing's. Free with sdx_intern_free. */
void sdx_intern_front(sdx_interner *front, sdx_interner *backing, pthread_mutex_t *mu);
/* The shared copy; when out of memory, "" with in->failed set. */
const char *sdx_intern_n(sdx_interner *in, const char *s, size_t n);
const char *sdx_intern(sdx_interner *in, const char *s);

uint64_t sdx_hash_bytes(const void *p, size_t n);

/* Java's Long.parseLong: optional sign, decimal digits, no overflow. 0 or -1. */
int sdx_parse_long(const char *p, size_t n, int64_t *out);

/* Sort int64 values ascending (in place; not stable, values only). */
void sdx_sort_i64(int64_t *v, size_t n);
/* Partially order v so that v[ranks[i]] holds the value a full sort would
 * put there, for every i (ranks ascending, each < n). Expected O(n log k). */
void sdx_select_i64(int64_t *v, size_t n, const size_t *ranks, size_t k);

/* ---- int64 -> void* hash map (open addressing) ---- */
typedef struct sdx_imap {
    int64_t *keys;
    void **vals;
    uint8_t *used;   /* 0 empty, 1 used, 2 deleted */
    size_t cap, n, tomb;
} sdx_imap;

void sdx_imap_init(sdx_imap *m);
void sdx_imap_free(sdx_imap *m);
void *sdx_imap_get(const sdx_imap *m, int64_t key);
/* 0, or -1 when out of memory (the map is unchanged). */
int sdx_imap_put(sdx_imap *m, int64_t key, void *val) __attribute__((warn_unused_result));
void *sdx_imap_del(sdx_imap *m, int64_t key);   /* returns the removed value */

/* ---- string -> void* map (keys copied) ---- */
typedef struct sdx_smap {
    char **keys;
    void **vals;
    size_t cap, n;
} sdx_smap;

void sdx_smap_init(sdx_smap *m);
void sdx_smap_free(sdx_smap *m);
void *sdx_smap_get(const sdx_smap *m, const char *key);
void *sdx_smap_getn(const sdx_smap *m, const char *key, size_t n);
/* 0, or -1 when out of memory (the map is unchanged). */
int sdx_smap_put(sdx_smap *m, const char *key, void *val) __attribute__((warn_unused_result));

#endif
