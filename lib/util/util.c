/*
 * util.c: arena, interner, hash maps and checked allocation (see util.h).
 */
#include "util/util.h"

#include <stdlib.h>

void *sdx_xmalloc(size_t n) { return malloc(n ? n : 1); }

void *sdx_xcalloc(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        return NULL;
    return calloc(n ? n : 1, size ? size : 1);
}

void *sdx_xrealloc(void *p, size_t n) { return realloc(p, n ? n : 1); }

char *sdx_xstrndup(const char *s, size_t n)
{
    if (n == SIZE_MAX)
        return NULL;
    char *p = sdx_xmalloc(n + 1);
    if (!p)
        return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *sdx_xstrdup(const char *s) { return sdx_xstrndup(s, strlen(s)); }

/* ---- arena ---- */
struct sdx_arena_block {
    sdx_arena_block *next;
    size_t cap, used;
    _Alignas(16) unsigned char data[];
};

void sdx_arena_init(sdx_arena *a) { a->head = NULL; a->used_bytes = 0; }

void sdx_arena_free(sdx_arena *a)
{
    sdx_arena_block *b = a->head;
    while (b) {
        sdx_arena_block *n = b->next;
        free(b);
        b = n;
    }
    a->head = NULL;
    a->used_bytes = 0;
}

void *sdx_arena_alloc(sdx_arena *a, size_t n)
{
    if (n > SIZE_MAX / 2)
        return NULL;
    n = (n + 7) & ~(size_t)7;
    sdx_arena_block *b = a->head;
    if (!b || b->cap - b->used < n) {
        size_t cap = n > 60000 ? n : 64 * 1024 - sizeof(sdx_arena_block);
        b = sdx_xmalloc(sizeof(sdx_arena_block) + cap);
        if (!b)
            return NULL;
        b->cap = cap;
        b->used = 0;
        b->next = a->head;
        a->head = b;
    }
    void *p = b->data + b->used;
    b->used += n;
    a->used_bytes += n;
    memset(p, 0, n);
    return p;
}

char *sdx_arena_strndup(sdx_arena *a, const char *s, size_t n)
{
    char *p = n < SIZE_MAX ? sdx_arena_alloc(a, n + 1) : NULL;
    if (!p)
        return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

/* ---- hashing: 8 bytes at a time, multiply-xorshift mixing ---- */
uint64_t sdx_hash_bytes(const void *p, size_t n)
{
    const unsigned char *s = p;
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ (n * 0xff51afd7ed558ccdULL);
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = (h ^ w) * 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 31;
        s += 8;
        n -= 8;
    }
    uint64_t w = 0;
    memcpy(&w, s, n);
    h = (h ^ w) * 0x94d049bb133111ebULL;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 32;
    return h;
}

/* ---- sorting: quicksort with insertion sort for small runs; the
 * comparator is inlined, which matters: task summaries sort every metric of
 * every stage attempt ---- */
static void insertion_i64(int64_t *v, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        int64_t x = v[i];
        size_t j = i;
        while (j > 0 && v[j - 1] > x) {
            v[j] = v[j - 1];
            j--;
        }
        v[j] = x;
    }
}

/* ---- small sorts without data-dependent branches: task summaries sort
 * columns of a stage's tasks (64 values, say) by the million, and the
 * branches of quicksort and insertion sort on such values are a coin toss:
 * runs of 8 sorted by a 19-comparator network, then merged pairwise, each
 * element chosen by a compare and two conditional moves ---- */
#define CSWAP(a, b)                                                            \
    do {                                                                       \
        int64_t lo_ = (a) < (b) ? (a) : (b), hi_ = (a) < (b) ? (b) : (a);     \
        (a) = lo_;                                                             \
        (b) = hi_;                                                             \
    } while (0)

static void sort8_i64(int64_t *x)
{
    CSWAP(x[0], x[2]); CSWAP(x[1], x[3]); CSWAP(x[4], x[6]); CSWAP(x[5], x[7]);
    CSWAP(x[0], x[4]); CSWAP(x[1], x[5]); CSWAP(x[2], x[6]); CSWAP(x[3], x[7]);
    CSWAP(x[0], x[1]); CSWAP(x[2], x[3]); CSWAP(x[4], x[5]); CSWAP(x[6], x[7]);
    CSWAP(x[2], x[4]); CSWAP(x[3], x[5]);
    CSWAP(x[1], x[4]); CSWAP(x[3], x[6]);
    CSWAP(x[1], x[2]); CSWAP(x[3], x[4]); CSWAP(x[5], x[6]);
}

/* a[0..na) and b[0..nb), both sorted, into out */
static void merge_i64(const int64_t *a, size_t na, const int64_t *b, size_t nb, int64_t *out)
{
    size_t i = 0, j = 0, k = 0;
    while (i < na && j < nb) {
        int64_t x = a[i], y = b[j];
        int take_a = x <= y;
        out[k++] = take_a ? x : y;
        i += (size_t)take_a;
        j += (size_t)!take_a;
    }
    while (i < na)
        out[k++] = a[i++];
    while (j < nb)
        out[k++] = b[j++];
}

/* n <= 64 values: padded with INT64_MAX to whole runs of 8 (the pads sort
 * last and are dropped; a real INT64_MAX among them is the same value). */
static void sort_small_i64(int64_t *v, size_t n)
{
    int64_t buf[2][64];
    size_t m = (n + 7) & ~(size_t)7;
    memcpy(buf[0], v, n * sizeof *v);
    for (size_t i = n; i < m; i++)
        buf[0][i] = INT64_MAX;
    for (size_t i = 0; i < m; i += 8)
        sort8_i64(buf[0] + i);
    int cur = 0;
    for (size_t w = 8; w < m; w *= 2, cur ^= 1)
        for (size_t i = 0; i < m; i += 2 * w) {
            size_t na = w < m - i ? w : m - i;
            size_t nb = m - i > w ? (m - i - w < w ? m - i - w : w) : 0;
            merge_i64(buf[cur] + i, na, buf[cur] + i + na, nb, buf[cur ^ 1] + i);
        }
    memcpy(v, buf[cur], n * sizeof *v);
}

void sdx_sort_i64(int64_t *v, size_t n)
{
    if (n <= 64 && n > 8) {
        sort_small_i64(v, n);
        return;
    }
    while (n > 24) {
        int64_t a = v[0], b = v[n / 2], c = v[n - 1];
        int64_t pivot = a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b));
        size_t i = 0, j = n - 1;
        for (;;) {
            while (v[i] < pivot)
                i++;
            while (v[j] > pivot)
                j--;
            if (i >= j)
                break;
            int64_t t = v[i];
            v[i] = v[j];
            v[j] = t;
            i++;
            j--;
        }
        /* recurse into the smaller side, loop on the larger */
        size_t left = j + 1;
        if (left < n - left) {
            sdx_sort_i64(v, left);
            v += left;
            n -= left;
        } else {
            sdx_sort_i64(v + left, n - left);
            n = left;
        }
    }
    insertion_i64(v, n);
}

/* Quickselect: place the value of rank r at v[r], smaller before, larger after. */
static void select_one(int64_t *v, size_t n, size_t r)
{
    size_t lo = 0, hi = n;   /* the rank lies in [lo, hi) */
    while (hi - lo > 24) {
        int64_t *w = v + lo;
        size_t m = hi - lo;
        int64_t a = w[0], b = w[m / 2], c = w[m - 1];
        int64_t pivot = a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b));
        size_t i = 0, j = m - 1;
        for (;;) {
            while (w[i] < pivot)
                i++;
            while (w[j] > pivot)
                j--;
            if (i >= j)
                break;
            int64_t t = w[i];
            w[i] = w[j];
            w[j] = t;
            i++;
            j--;
        }
        size_t split = lo + j + 1;   /* [lo, split) <= pivot <= [split, hi) */
        if (r < split)
            hi = split;
        else
            lo = split;
    }
    insertion_i64(v + lo, hi - lo);
}

void sdx_select_i64(int64_t *v, size_t n, const size_t *ranks, size_t k)
{
    if (!k || !n)
        return;
    if (n <= 64 || k * 4 >= n) {
        sdx_sort_i64(v, n);
        return;
    }
    size_t mid = k / 2, r = ranks[mid];
    select_one(v, n, r);
    /* ranks below r live in [0, r), above in (r, n) */
    sdx_select_i64(v, r, ranks, mid);
    size_t rest = k - mid - 1;
    if (rest) {
        size_t shifted[64];
        size_t m = rest < 64 ? rest : 64;
        for (size_t i = 0; i < m; i++)
            shifted[i] = ranks[mid + 1 + i] - (r + 1);
        sdx_select_i64(v + r + 1, n - r - 1, shifted, m);
        if (rest > 64)   /* more ranks than we batch: finish with a sort */
            sdx_sort_i64(v + r + 1, n - r - 1);
    }
}

static uint64_t hash_i64(int64_t k)
{
    uint64_t h = (uint64_t)k;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

/* ---- interner ---- */
void sdx_intern_init(sdx_interner *in)
{
    memset(in, 0, sizeof *in);
    sdx_arena_init(&in->arena);
}

void sdx_intern_free(sdx_interner *in)
{
    sdx_arena_free(&in->arena);
    free(in->slots);
    free(in->hashes);
    free(in->lens);
    memset(in, 0, sizeof *in);
}

static int intern_grow(sdx_interner *in)
{
    size_t ncap = in->cap ? in->cap * 2 : 256;
    const char **ns = sdx_xcalloc(ncap, sizeof *ns);
    uint32_t *nh = sdx_xcalloc(ncap, sizeof *nh);
    uint32_t *nl = sdx_xcalloc(ncap, sizeof *nl);
    if (!ns || !nh || !nl) {
        free(ns);
        free(nh);
        free(nl);
        return -1;
    }
    for (size_t i = 0; i < in->cap; i++) {
        if (!in->slots[i])
            continue;
        size_t j = in->hashes[i] & (ncap - 1);
        while (ns[j])
            j = (j + 1) & (ncap - 1);
        ns[j] = in->slots[i];
        nh[j] = in->hashes[i];
        nl[j] = in->lens[i];
    }
    free(in->slots);
    free(in->hashes);
    free(in->lens);
    in->slots = ns;
    in->hashes = nh;
    in->lens = nl;
    in->cap = ncap;
    return 0;
}

static inline unsigned recent_key(const char *s, size_t n)
{
    if (!n)
        return 0;
    return ((unsigned)n * 31u + (unsigned char)s[0] * 7u + (unsigned char)s[n - 1] * 13u +
            (unsigned char)s[n / 2]) & (SDX_INTERN_RECENT - 1);
}

/* The table's copy of s[0..n) (added when missing). */
static const char *intern_table(sdx_interner *in, const char *s, size_t n)
{
    if ((in->n + 1) * 2 > in->cap && intern_grow(in) < 0)
        return NULL;
    uint32_t h = (uint32_t)sdx_hash_bytes(s, n);
    size_t j = h & (in->cap - 1);
    while (in->slots[j]) {
        if (in->hashes[j] == h && in->lens[j] == n && memcmp(in->slots[j], s, n) == 0)
            return in->slots[j];
        j = (j + 1) & (in->cap - 1);
    }
    const char *copy = sdx_arena_strndup(&in->arena, s, n);
    if (!copy)
        return NULL;
    in->slots[j] = copy;
    in->hashes[j] = h;
    in->lens[j] = (uint32_t)n;
    in->n++;
    return copy;
}

const char *sdx_intern_n(sdx_interner *in, const char *s, size_t n)
{
    if (!n)
        s = "";   /* (a failed buffer's NULL data with its length 0) */
    unsigned rk = recent_key(s, n);
    const char *r = in->recent[rk];
    if (r && in->recent_len[rk] == n && memcmp(r, s, n) == 0)
        return r;
    sdx_interner *t = in->backing ? in->backing : in;
    if (in->mu)
        pthread_mutex_lock(in->mu);
    r = intern_table(t, s, n);
    if (in->mu)
        pthread_mutex_unlock(in->mu);
    if (!r) {
        in->failed = 1;
        return "";
    }
    in->recent[rk] = r;
    in->recent_len[rk] = (uint32_t)n;
    return r;
}

void sdx_intern_front(sdx_interner *front, sdx_interner *backing, pthread_mutex_t *mu)
{
    sdx_intern_init(front);
    front->backing = backing;
    front->mu = backing->mu = mu;
}

const char *sdx_intern(sdx_interner *in, const char *s) { return sdx_intern_n(in, s, strlen(s)); }

/* ---- int64 map ---- */
void sdx_imap_init(sdx_imap *m) { memset(m, 0, sizeof *m); }

void sdx_imap_free(sdx_imap *m)
{
    free(m->keys);
    free(m->vals);
    free(m->used);
    memset(m, 0, sizeof *m);
}

static void imap_insert(sdx_imap *m, int64_t key, void *val);

static int imap_rehash(sdx_imap *m, size_t ncap)
{
    int64_t *nk = sdx_xcalloc(ncap, sizeof *nk);
    void **nv = sdx_xcalloc(ncap, sizeof *nv);
    uint8_t *nu = sdx_xcalloc(ncap, 1);
    if (!nk || !nv || !nu) {
        free(nk);
        free(nv);
        free(nu);
        return -1;
    }
    int64_t *ok = m->keys;
    void **ov = m->vals;
    uint8_t *ou = m->used;
    size_t ocap = m->cap;
    m->keys = nk;
    m->vals = nv;
    m->used = nu;
    m->cap = ncap;
    m->n = 0;
    m->tomb = 0;
    for (size_t i = 0; i < ocap; i++)
        if (ou[i] == 1)
            imap_insert(m, ok[i], ov[i]);
    free(ok);
    free(ov);
    free(ou);
    return 0;
}

void *sdx_imap_get(const sdx_imap *m, int64_t key)
{
    if (!m->cap)
        return NULL;
    size_t j = hash_i64(key) & (m->cap - 1);
    while (m->used[j]) {
        if (m->used[j] == 1 && m->keys[j] == key)
            return m->vals[j];
        j = (j + 1) & (m->cap - 1);
    }
    return NULL;
}

int sdx_imap_put(sdx_imap *m, int64_t key, void *val)
{
    if ((m->n + m->tomb + 1) * 4 > m->cap * 3 &&
        imap_rehash(m, m->cap ? (m->n * 4 > m->cap ? m->cap * 2 : m->cap) : 64) < 0)
        return -1;
    imap_insert(m, key, val);
    return 0;
}

/* key -> val into a table with room for it */
static void imap_insert(sdx_imap *m, int64_t key, void *val)
{
    size_t j = hash_i64(key) & (m->cap - 1);
    size_t tomb = SIZE_MAX;
    while (m->used[j]) {
        if (m->used[j] == 1 && m->keys[j] == key) {
            m->vals[j] = val;
            return;
        }
        if (m->used[j] == 2 && tomb == SIZE_MAX)
            tomb = j;
        j = (j + 1) & (m->cap - 1);
    }
    if (tomb != SIZE_MAX) {
        j = tomb;
        m->tomb--;
    }
    m->used[j] = 1;
    m->keys[j] = key;
    m->vals[j] = val;
    m->n++;
}

void *sdx_imap_del(sdx_imap *m, int64_t key)
{
    if (!m->cap)
        return NULL;
    size_t j = hash_i64(key) & (m->cap - 1);
    while (m->used[j]) {
        if (m->used[j] == 1 && m->keys[j] == key) {
            m->used[j] = 2;
            m->n--;
            m->tomb++;
            return m->vals[j];
        }
        j = (j + 1) & (m->cap - 1);
    }
    return NULL;
}

/* ---- string map ---- */
void sdx_smap_init(sdx_smap *m) { memset(m, 0, sizeof *m); }

void sdx_smap_free(sdx_smap *m)
{
    for (size_t i = 0; i < m->cap; i++)
        free(m->keys[i]);
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

void *sdx_smap_getn(const sdx_smap *m, const char *key, size_t n)
{
    if (!m->cap)
        return NULL;
    size_t j = sdx_hash_bytes(key, n) & (m->cap - 1);
    while (m->keys[j]) {
        if (strncmp(m->keys[j], key, n) == 0 && m->keys[j][n] == '\0')
            return m->vals[j];
        j = (j + 1) & (m->cap - 1);
    }
    return NULL;
}

void *sdx_smap_get(const sdx_smap *m, const char *key) { return sdx_smap_getn(m, key, strlen(key)); }

int sdx_smap_put(sdx_smap *m, const char *key, void *val)
{
    size_t n = strlen(key);
    size_t j;
    if (m->cap) {   /* an update needs nothing new */
        j = sdx_hash_bytes(key, n) & (m->cap - 1);
        for (; m->keys[j]; j = (j + 1) & (m->cap - 1))
            if (strcmp(m->keys[j], key) == 0) {
                m->vals[j] = val;
                return 0;
            }
    }
    char *copy = sdx_xstrndup(key, n);
    if (!copy)
        return -1;
    if ((m->n + 1) * 2 > m->cap) {
        size_t ocap = m->cap, ncap = ocap ? ocap * 2 : 16;
        char **ok = m->keys;
        void **ov = m->vals;
        char **nk = sdx_xcalloc(ncap, sizeof *nk);
        void **nv = sdx_xcalloc(ncap, sizeof *nv);
        if (!nk || !nv) {
            free(nk);
            free(nv);
            free(copy);
            return -1;
        }
        m->cap = ncap;
        m->keys = nk;
        m->vals = nv;
        m->n = 0;
        for (size_t i = 0; i < ocap; i++) {
            if (!ok[i])
                continue;
            size_t j = sdx_hash_bytes(ok[i], strlen(ok[i])) & (m->cap - 1);
            while (m->keys[j])
                j = (j + 1) & (m->cap - 1);
            m->keys[j] = ok[i];
            m->vals[j] = ov[i];
            m->n++;
        }
        free(ok);
        free(ov);
    }
    j = sdx_hash_bytes(key, n) & (m->cap - 1);
    while (m->keys[j])
        j = (j + 1) & (m->cap - 1);
    m->keys[j] = copy;
    m->vals[j] = val;
    m->n++;
    return 0;
}

int sdx_parse_long(const char *p, size_t n, int64_t *out)
{
    size_t i = 0;
    int neg = 0;
    if (!p || n == 0)
        return -1;
    if (p[0] == '-' || p[0] == '+') {
        neg = p[0] == '-';
        if (++i == n)
            return -1;
    }
    uint64_t v = 0, lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
    for (; i < n; i++) {
        if (p[i] < '0' || p[i] > '9')
            return -1;
        uint64_t dg = (uint64_t)(p[i] - '0');
        if (v > (lim - dg) / 10)
            return -1;
        v = v * 10 + dg;
    }
    *out = neg ? (int64_t)(0 - v) : (int64_t)v;
    return 0;
}
