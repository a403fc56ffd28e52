/*
 * test_io_layout.c: unit tests of sdx_logs_scan, the source end of lib/io:
 * the corpus log directory (18 logs), Spark 1.2 legacy directories, the
 * sparklint History Server zip, and layouts built here in temporary
 * directories: rolling eventlog_v2_* directories (numeric order, .compact,
 * gaps, appstatus), a log directory with entries to skip, zips holding single
 * logs and rolling folders, and the error cases. Lines are read back through
 * sdx_lines to check parts are joined in the right order.
 */
#include "harness.h"

#include <fcntl.h>
#include <sys/stat.h>
#include "test_io_util.h"

#include <stdlib.h>

#include "sparkdx/io.h"
#include "sparkdx/model.h"

static char *text_lines(const char *tag, int first, int count, size_t *len)
{
    tbuf b = {0};
    for (int i = first; i < first + count; i++) {
        char line[200];
        int k = snprintf(line, sizeof line, "{\"Event\":\"SparkListenerTaskEnd\",\"Log\":\"%s\",\"N\":%d}\n",
                         tag, i);
        tb_put(&b, line, (size_t)k);
    }
    tb_put(&b, "", 1);
    *len = b.n - 1;
    return (char *)b.p;
}

static void write_enc(const char *dir, const char *name, sdx_codec codec, const char *text, size_t n)
{
    tbuf enc = {0};
    enc_any(codec, &enc, (const uint8_t *)text, n, 0);
    char *p = path_join(dir, name);
    write_all(p, enc.p, enc.n);
    free(p);
    free(enc.p);
}

/* All lines of a log joined with '\n' (malloc'ed); -1 rc on error. */
static char *log_text(const sdx_logref *log, int *rc, size_t *nlines, sdx_error *err)
{
    sdx_lines *r;
    tbuf b = {0};
    *nlines = 0;
    if (sdx_lines_open(log, &r, err) < 0) {
        *rc = -1;
        tb_put(&b, "", 1);
        return (char *)b.p;
    }
    const char *line;
    size_t len;
    while ((*rc = sdx_lines_next(r, &line, &len, err)) == 1) {
        tb_put(&b, line, len);
        tb_put(&b, "\n", 1);
        (*nlines)++;
    }
    sdx_lines_close(r);
    tb_put(&b, "", 1);
    return (char *)b.p;
}

static const sdx_logref *find_log(const sdx_loglist *L, const char *name)
{
    for (size_t i = 0; i < L->n; i++)
        if (strcmp(L->logs[i].name, name) == 0)
            return &L->logs[i];
    return NULL;
}

static int skipped_has(const sdx_loglist *L, const char *a, const char *b)
{
    for (size_t i = 0; i < L->nskipped; i++)
        if (strstr(L->skipped[i], a) && (!b || strstr(L->skipped[i], b)))
            return 1;
    return 0;
}

static const char *base(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* ---- the corpus --------------------------------------------------------------- */

TEST(corpus_log_directory_has_18_logs)
{
    NEED_SHARED(shared);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/corpus/spark-events", shared);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(dir, &L, &err), 0);
    CHECK_EQ_INT(L.n, 18);
    CHECK_EQ_INT(L.nskipped, 0);
    for (size_t i = 0; i < L.n; i++) {
        const sdx_logref *g = &L.logs[i];
        if (i > 0)
            CHECK(strcmp(L.logs[i - 1].name, g->name) < 0);
        CHECK_EQ_INT(g->layout, SDX_LAYOUT_FILE);
        CHECK_EQ_INT(g->in_progress, 0);
        CHECK_EQ_INT(g->nparts, 1);
        CHECK_EQ_INT(g->parts[0].codec, SDX_CODEC_NONE);
        CHECK(g->parts[0].zip_entry == NULL);
        CHECK_EQ_STR(base(g->parts[0].path), g->name);
        CHECK(g->size > 0 && g->size == g->parts[0].size);
        CHECK(g->mtime_ms > 0);
    }
    CHECK_EQ_STR(L.logs[0].name, "app-20161115172038-0000");
    CHECK_EQ_STR(L.logs[17].name, "local-1642039451826");
    const sdx_logref *g = find_log(&L, "local-1430917381534");
    CHECK(g != NULL);
    if (g)
        CHECK_EQ_INT(g->size, 137901);
    sdx_loglist_free(&L);
}

TEST(corpus_compressed_directory_names_codecs)
{
    NEED_SHARED(shared);
    const char *codecs[] = {"lz4", "lzf", "snappy", "zstd"};
    for (int c = 0; c < 4; c++) {
        char dir[4096];
        snprintf(dir, sizeof dir, "%s/corpus/spark-extra/generated-compressed/%s", shared, codecs[c]);
        sdx_loglist L;
        sdx_error err;
        CHECK_EQ_INT(sdx_logs_scan(dir, &L, &err), 0);
        CHECK_EQ_INT(L.n, 2);
        for (size_t i = 0; i < L.n; i++)
            CHECK_EQ_STR(sdx_codec_name(L.logs[i].parts[0].codec), codecs[c]);
        sdx_loglist_free(&L);
    }
}

TEST(corpus_legacy_directories)
{
    NEED_SHARED(shared);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/corpus/spark-extra/legacy-1.2-dir-format/spark-events-2016-01", shared);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(dir, &L, &err), 0);
    CHECK_EQ_INT(L.n, 5);
    struct { const char *name; size_t lines; } want[] = {
        {"local-1422981759269", 88}, {"local-1422981780767", 82}, {"local-1425081759269", 88},
        {"local-1426533911241", 24}, {"local-1426633911242", 24}};
    for (size_t i = 0; i < L.n && i < 5; i++) {
        const sdx_logref *g = &L.logs[i];
        CHECK_EQ_STR(g->name, want[i].name);
        CHECK_EQ_INT(g->layout, SDX_LAYOUT_LEGACY);
        CHECK_EQ_STR(g->legacy_version, "1.2.0");
        CHECK_EQ_INT(g->in_progress, 0);
        CHECK_EQ_INT(g->nparts, 1);
        CHECK_EQ_STR(base(g->parts[0].path), "EVENT_LOG_1");
        int rc;
        size_t n;
        char *t = log_text(g, &rc, &n, &err);
        CHECK_EQ_INT(rc, 0);
        CHECK_EQ_INT(n, want[i].lines);
        CHECK(strncmp(t, "{\"Event\":", 9) == 0);
        free(t);
    }
    sdx_loglist_free(&L);
    /* One legacy directory named directly. */
    char one[4200];
    snprintf(one, sizeof one, "%s/local-1426533911241", dir);
    CHECK_EQ_INT(sdx_logs_scan(one, &L, &err), 0);
    CHECK_EQ_INT(L.n, 1);
    if (L.n == 1) {
        CHECK_EQ_INT(L.logs[0].layout, SDX_LAYOUT_LEGACY);
        CHECK_EQ_STR(L.logs[0].name, "local-1426533911241");
    }
    sdx_loglist_free(&L);
}

TEST(corpus_history_server_zip)
{
    NEED_SHARED(shared);
    char zip[4096];
    snprintf(zip, sizeof zip, "%s/corpus/other/sparklint/history_source/"
             "eventLogs-application_1489705648216_1600.zip", shared);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(zip, &L, &err), 0);
    CHECK_EQ_INT(L.n, 1);
    if (L.n != 1)
        return;
    const sdx_logref *g = &L.logs[0];
    CHECK_EQ_INT(g->layout, SDX_LAYOUT_ZIP);
    CHECK_EQ_STR(g->name, "application_1489705648216_1600");
    CHECK_EQ_STR(g->path, zip);
    CHECK_EQ_STR(g->parts[0].zip_entry, "application_1489705648216_1600");
    CHECK_EQ_INT(g->parts[0].size, 177329);
    int rc;
    size_t n;
    char *t = log_text(g, &rc, &n, &err);
    CHECK_EQ_INT(rc, 0);
    CHECK_EQ_INT(n, 289);
    CHECK(strncmp(t, "{\"Event\":\"SparkListenerLogStart\"", 32) == 0);
    free(t);
    sdx_loglist_free(&L);
}

/* ---- rolling directories ------------------------------------------------------------ */

TEST(rolling_directory_order_compact_and_status)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    CHECK(tmp != NULL);
    if (!tmp)
        return;
    /* Ten parts: numeric order, not name order (events_10 after events_9). */
    char *a = path_join(tmp, "eventlog_v2_app-a");
    mkdir(a, 0755);
    tbuf all = {0};
    for (int i = 1; i <= 10; i++) {
        size_t n;
        char *t = text_lines("a", i * 100, 5 + i, &n);
        char name[64];
        snprintf(name, sizeof name, "events_%d_app-a.zstd", i);
        write_enc(a, name, SDX_CODEC_ZSTD, t, n);
        tb_put(&all, t, n);
        free(t);
    }
    tb_put(&all, "", 1);
    write_enc(a, "appstatus_app-a", SDX_CODEC_NONE, "", 0);
    /* The last update is the last event file's time, not the appstatus
     * file's nor an earlier part's (the History Server's reader). */
    for (int i = 1; i <= 11; i++) {
        char name[64];
        snprintf(name, sizeof name, i <= 10 ? "events_%d_app-a.zstd" : "appstatus_app-a", i);
        char *f = path_join(a, name);
        struct timespec ts[2] = {{1000000000 + (i == 3 ? 500 : i), 0}, {1000000000 + (i == 3 ? 500 : i), 0}};
        utimensat(AT_FDCWD, f, ts, 0);
        free(f);
    }
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(a, &L, &err), 0);
    CHECK_EQ_INT(L.n, 1);
    if (L.n == 1) {
        const sdx_logref *g = &L.logs[0];
        CHECK_EQ_INT(g->mtime_ms, (1000000000LL + 10) * 1000);
        CHECK_EQ_INT(g->layout, SDX_LAYOUT_ROLLING);
        CHECK_EQ_STR(g->name, "eventlog_v2_app-a");
        CHECK_EQ_INT(g->in_progress, 0);
        CHECK_EQ_INT(g->nparts, 10);
        CHECK_EQ_STR(base(g->parts[8].path), "events_9_app-a.zstd");
        CHECK_EQ_STR(base(g->parts[9].path), "events_10_app-a.zstd");
        CHECK_EQ_INT(g->parts[0].codec, SDX_CODEC_ZSTD);
        int rc;
        size_t n;
        char *t = log_text(g, &rc, &n, &err);
        CHECK_EQ_INT(rc, 0);
        CHECK_EQ_STR(t, (char *)all.p);
        free(t);
        /* Line positions restart in each part. */
        sdx_lines *r;
        const char *line;
        size_t len;
        CHECK_EQ_INT(sdx_lines_open(g, &r, &err), 0);
        for (int i = 0; i < 7; i++)
            sdx_lines_next(r, &line, &len, &err);
        CHECK(strstr(sdx_lines_file(r), "events_2_app-a.zstd") != NULL);
        CHECK_EQ_INT(sdx_lines_lineno(r), 1);
        CHECK_EQ_INT(sdx_lines_offset(r), 0);
        sdx_lines_next(r, &line, &len, &err);
        CHECK_EQ_INT(sdx_lines_lineno(r), 2);
        CHECK_EQ_INT(sdx_lines_offset(r), len + 1);
        sdx_lines_close(r);
    }
    sdx_loglist_free(&L);

    /* A .compact file: everything before it is ignored; in progress. */
    char *b = path_join(tmp, "eventlog_v2_app-b");
    mkdir(b, 0755);
    size_t n1, n2, n3, nc;
    char *t1 = text_lines("b1", 0, 3, &n1), *t2 = text_lines("b2", 0, 3, &n2);
    char *t3 = text_lines("b3", 0, 3, &n3), *tc = text_lines("bc", 0, 2, &nc);
    write_enc(b, "events_1_app-b.lz4", SDX_CODEC_LZ4, t1, n1);
    write_enc(b, "events_2_app-b.lz4", SDX_CODEC_LZ4, t2, n2);
    write_enc(b, "events_2_app-b.lz4.compact", SDX_CODEC_LZ4, tc, nc);
    write_enc(b, "events_3_app-b.lz4", SDX_CODEC_LZ4, t3, n3);
    write_enc(b, "appstatus_app-b.inprogress", SDX_CODEC_NONE, "", 0);
    CHECK_EQ_INT(sdx_logs_scan(b, &L, &err), 0);
    CHECK_EQ_INT(L.n, 1);
    if (L.n == 1) {
        const sdx_logref *g = &L.logs[0];
        CHECK_EQ_INT(g->in_progress, 1);
        CHECK_EQ_INT(g->nparts, 2);
        CHECK_EQ_STR(base(g->parts[0].path), "events_2_app-b.lz4.compact");
        CHECK_EQ_STR(base(g->parts[1].path), "events_3_app-b.lz4");
        CHECK_EQ_INT(g->parts[0].codec, SDX_CODEC_LZ4);
        int rc;
        size_t n;
        char *t = log_text(g, &rc, &n, &err);
        CHECK_EQ_INT(rc, 0);
        CHECK_EQ_INT(n, 5);
        CHECK(strstr(t, "\"bc\"") && strstr(t, "\"b3\"") && !strstr(t, "\"b1\"") && !strstr(t, "\"b2\""));
        free(t);
    }
    sdx_loglist_free(&L);

    /* A gap in the indices is an error that says which file is missing. */
    char *c = path_join(tmp, "eventlog_v2_app-c");
    mkdir(c, 0755);
    write_enc(c, "events_1_app-c", SDX_CODEC_NONE, t1, n1);
    write_enc(c, "events_3_app-c", SDX_CODEC_NONE, t3, n3);
    write_enc(c, "appstatus_app-c", SDX_CODEC_NONE, "", 0);
    CHECK_EQ_INT(sdx_logs_scan(c, &L, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_FORMAT);
    CHECK_EQ_STR(err.file, c);
    CHECK(strstr(err.msg, "missing") && strstr(err.msg, "index 3") && strstr(err.msg, "follows 1"));
    /* A rolling directory whose name lost its prefix is still recognised;
     * without an appstatus file it counts as in progress. */
    char *d = path_join(tmp, "renamed-app-d");
    mkdir(d, 0755);
    write_enc(d, "events_1_app-d.snappy", SDX_CODEC_SNAPPY, t1, n1);
    write_enc(d, "appstatus_app-d", SDX_CODEC_NONE, "", 0);
    CHECK_EQ_INT(sdx_logs_scan(d, &L, &err), 0);
    CHECK(L.n == 1 && L.logs[0].layout == SDX_LAYOUT_ROLLING && L.logs[0].in_progress == 0);
    sdx_loglist_free(&L);
    char *st = path_join(d, "appstatus_app-d");
    remove(st);
    write_enc(d, "events_2_app-d.snappy", SDX_CODEC_SNAPPY, t2, n2);
    char *e = path_join(tmp, "eventlog_v2_app-e");
    rename(d, e);
    CHECK_EQ_INT(sdx_logs_scan(e, &L, &err), 0);
    CHECK(L.n == 1 && L.logs[0].in_progress == 1 && L.logs[0].nparts == 2);
    sdx_loglist_free(&L);

    /* All of them from the parent log directory: the broken one is skipped
     * with its reason, the others are logs. */
    CHECK_EQ_INT(sdx_logs_scan(tmp, &L, &err), 0);
    CHECK_EQ_INT(L.n, 3);
    CHECK(find_log(&L, "eventlog_v2_app-a") && find_log(&L, "eventlog_v2_app-b") &&
          find_log(&L, "eventlog_v2_app-e"));
    CHECK(skipped_has(&L, "eventlog_v2_app-c", "missing"));
    sdx_loglist_free(&L);
    free(t1);
    free(t2);
    free(t3);
    free(tc);
    free(a);
    free(b);
    free(c);
    free(d);
    free(e);
    free(st);
    free(all.p);
    rm_rf(tmp);
}

TEST(rolling_in_progress_last_part_may_be_cut)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    size_t n1, n2;
    char *t1 = text_lines("p1", 0, 50, &n1), *t2 = text_lines("p2", 0, 50, &n2);
    write_enc(tmp, "events_1_app.zstd", SDX_CODEC_ZSTD, t1, n1);
    tbuf enc = {0};
    enc_zstd(&enc, (const uint8_t *)t2, n2, 0);
    char *p2 = path_join(tmp, "events_2_app.zstd");
    write_all(p2, enc.p, enc.n - 10);
    write_enc(tmp, "appstatus_app.inprogress", SDX_CODEC_NONE, "", 0);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(tmp, &L, &err), 0);
    CHECK(L.n == 1 && L.logs[0].in_progress == 1);
    if (L.n == 1) {
        sdx_lines *r;
        CHECK_EQ_INT(sdx_lines_open(&L.logs[0], &r, &err), 0);
        const char *line;
        size_t len;
        int rc, n = 0;
        while ((rc = sdx_lines_next(r, &line, &len, &err)) == 1)
            n++;
        CHECK_EQ_INT(rc, 0);
        CHECK_EQ_INT(n, 50); /* the second part's only frame is incomplete */
        CHECK(sdx_lines_warning(r) && strstr(sdx_lines_warning(r), "events_2_app.zstd"));
        sdx_lines_close(r);
    }
    sdx_loglist_free(&L);
    free(p2);
    free(enc.p);
    free(t1);
    free(t2);
    rm_rf(tmp);
}

/* ---- log directories -------------------------------------------------------------- */

TEST(log_directory_skips_what_is_not_a_log)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    size_t n;
    char *t = text_lines("x", 0, 4, &n);
    write_enc(tmp, "app-1.inprogress", SDX_CODEC_NONE, t, n);
    write_enc(tmp, "app-2.snappy", SDX_CODEC_SNAPPY, t, n);
    write_enc(tmp, "application_3_1", SDX_CODEC_GZIP, t, n); /* sniffed */
    write_enc(tmp, "empty-log", SDX_CODEC_NONE, "", 0);
    write_enc(tmp, ".app-4.crc", SDX_CODEC_NONE, "crc", 3);
    write_enc(tmp, "notes.md", SDX_CODEC_NONE, "# notes\n", 8);
    char *sub = path_join(tmp, "not-a-log-dir");
    mkdir(sub, 0755);
    char *legacy = path_join(tmp, "local-5");
    mkdir(legacy, 0755);
    write_enc(legacy, "EVENT_LOG_1", SDX_CODEC_LZF, t, n);
    write_enc(legacy, "SPARK_VERSION_1.1.1", SDX_CODEC_NONE, "", 0);
    write_enc(legacy, "COMPRESSION_CODEC_org.apache.spark.io.LZFCompressionCodec", SDX_CODEC_NONE, "", 0);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(tmp, &L, &err), 0);
    CHECK_EQ_INT(L.n, 5);
    const char *names[] = {"app-1.inprogress", "app-2.snappy", "application_3_1", "empty-log", "local-5"};
    for (size_t i = 0; i < L.n && i < 5; i++)
        CHECK_EQ_STR(L.logs[i].name, names[i]);
    const sdx_logref *g = find_log(&L, "app-1.inprogress");
    CHECK(g && g->in_progress == 1 && g->layout == SDX_LAYOUT_FILE);
    g = find_log(&L, "local-5");
    CHECK(g && g->layout == SDX_LAYOUT_LEGACY && g->in_progress == 1 &&
          g->parts[0].codec == SDX_CODEC_LZF && strcmp(g->legacy_version, "1.1.1") == 0);
    for (size_t i = 0; i < L.n; i++) {
        int rc;
        size_t lines;
        char *x = log_text(&L.logs[i], &rc, &lines, &err);
        CHECK_EQ_INT(rc, 0);
        if (strcmp(L.logs[i].name, "empty-log") == 0)
            CHECK_EQ_INT(lines, 0);
        else
            CHECK_EQ_STR(x, t);
        free(x);
    }
    CHECK_EQ_INT(L.nskipped, 3);
    CHECK(skipped_has(&L, ".app-4.crc", "hidden"));
    CHECK(skipped_has(&L, "notes.md", "not an event log"));
    CHECK(skipped_has(&L, "not-a-log-dir", "neither"));
    sdx_loglist_free(&L);
    free(sub);
    free(legacy);
    free(t);
    rm_rf(tmp);
}

TEST(scan_errors)
{
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan("/nonexistent/sparkdx/log", &L, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_IO);
    CHECK_EQ_STR(err.file, "/nonexistent/sparkdx/log");
    CHECK_EQ_INT(L.n, 0);
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    CHECK_EQ_INT(sdx_logs_scan(tmp, &L, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_FORMAT);
    CHECK(strstr(err.msg, "no event log") != NULL);
    /* A single file, whatever its name, is one log. */
    write_enc(tmp, "whatever.txt", SDX_CODEC_NONE, "{}\n", 3);
    char *p = path_join(tmp, "whatever.txt");
    CHECK_EQ_INT(sdx_logs_scan(p, &L, &err), 0);
    CHECK(L.n == 1 && L.logs[0].layout == SDX_LAYOUT_FILE && strcmp(L.logs[0].name, "whatever.txt") == 0);
    sdx_loglist_free(&L);
    /* Something that starts like a zip but is not one. */
    char *z = path_join(tmp, "broken.zip");
    write_all(z, "PK\3\4garbage", 11);
    CHECK_EQ_INT(sdx_logs_scan(z, &L, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_FORMAT);
    CHECK_EQ_STR(err.file, z);
    free(p);
    free(z);
    rm_rf(tmp);
}

/* ---- zips ------------------------------------------------------------------------------ */

TEST(zip_with_single_logs_and_a_rolling_folder)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    size_t n1, n2, n3;
    char *t1 = text_lines("z1", 0, 200, &n1), *t2 = text_lines("z2", 0, 100, &n2);
    char *t3 = text_lines("z3", 0, 100, &n3);
    tbuf e1 = {0}, e2 = {0}, e3 = {0};
    enc_lz4(&e1, (const uint8_t *)t1, n1, 0, 1);
    enc_zstd(&e2, (const uint8_t *)t2, n2, 1000);
    enc_zstd(&e3, (const uint8_t *)t3, n3, 1000);
    tzip z = {0};
    tzip_add(&z, "app-1.lz4", e1.p, e1.n, 1);
    tzip_add(&z, "eventlog_v2_app-2/", "", 0, 0);
    tzip_add(&z, "eventlog_v2_app-2/events_2_app-2.zstd", e3.p, e3.n, 0);
    tzip_add(&z, "eventlog_v2_app-2/events_1_app-2.zstd", e2.p, e2.n, 1);
    tzip_add(&z, "eventlog_v2_app-2/appstatus_app-2", "", 0, 0);
    tzip_add(&z, ".DS_Store", "x", 1, 0);
    tzip_add(&z, "README.txt", "read me\n", 8, 1);
    tbuf zip = tzip_finish(&z);
    char *zp = path_join(tmp, "eventLogs-app.zip");
    write_all(zp, zip.p, zip.n);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(zp, &L, &err), 0);
    CHECK_EQ_INT(L.n, 2);
    const sdx_logref *g = find_log(&L, "app-1.lz4");
    CHECK(g && g->layout == SDX_LAYOUT_ZIP && g->nparts == 1 && g->parts[0].codec == SDX_CODEC_LZ4 &&
          strcmp(g->parts[0].zip_entry, "app-1.lz4") == 0 && strcmp(g->path, zp) == 0);
    int rc;
    size_t lines;
    if (g) {
        char *x = log_text(g, &rc, &lines, &err);
        CHECK_EQ_INT(rc, 0);
        CHECK_EQ_STR(x, t1);
        free(x);
    }
    g = find_log(&L, "eventlog_v2_app-2");
    CHECK(g && g->layout == SDX_LAYOUT_ROLLING && g->nparts == 2 && g->in_progress == 0);
    if (g && g->nparts == 2) {
        CHECK_EQ_STR(g->parts[0].zip_entry, "eventlog_v2_app-2/events_1_app-2.zstd");
        CHECK_EQ_STR(g->parts[1].zip_entry, "eventlog_v2_app-2/events_2_app-2.zstd");
        CHECK_EQ_STR(g->parts[1].path, zp);
        char *x = log_text(g, &rc, &lines, &err);
        CHECK_EQ_INT(rc, 0);
        CHECK_EQ_INT(lines, 200);
        CHECK(strncmp(x, t2, n2) == 0 && strcmp(x + n2, t3) == 0);
        free(x);
    }
    CHECK(skipped_has(&L, ".DS_Store", "hidden"));
    CHECK(skipped_has(&L, "README.txt", "not an event log"));
    sdx_loglist_free(&L);

    /* A damaged entry: its CRC no longer matches; the error names the zip. */
    size_t at = 30 + strlen("app-1.lz4") + 40; /* inside app-1.lz4's deflate data */
    zip.p[at] ^= 0x5a;
    write_all(zp, zip.p, zip.n);
    CHECK_EQ_INT(sdx_logs_scan(zp, &L, &err), 0);
    g = find_log(&L, "app-1.lz4");
    if (g) {
        char *x = log_text(g, &rc, &lines, &err);
        CHECK_EQ_INT(rc, -1);
        CHECK(strstr(err.file, "eventLogs-app.zip") != NULL);
        CHECK(err.offset != UINT64_MAX);
        free(x);
    }
    sdx_loglist_free(&L);
    /* A zip cut short has no directory. */
    write_all(zp, zip.p, zip.n / 2);
    CHECK_EQ_INT(sdx_logs_scan(zp, &L, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_FORMAT);
    free(zp);
    free(zip.p);
    free(e1.p);
    free(e2.p);
    free(e3.p);
    free(t1);
    free(t2);
    free(t3);
    rm_rf(tmp);
}

TEST(zip_of_a_log_directory_and_zips_inside_a_log_directory)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    size_t n;
    char *t = text_lines("d", 0, 10, &n);
    tzip z = {0};
    tzip_add(&z, "spark-events/", "", 0, 0);
    tzip_add(&z, "spark-events/app-1", t, n, 1);
    tzip_add(&z, "spark-events/app-2", t, n, 0);
    tbuf zip = tzip_finish(&z);
    char *sub = path_join(tmp, "logs");
    mkdir(sub, 0755);
    char *zp = path_join(sub, "all.zip");
    write_all(zp, zip.p, zip.n);
    write_enc(sub, "app-3", SDX_CODEC_NONE, t, n);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(zp, &L, &err), 0);
    CHECK_EQ_INT(L.n, 2);
    if (L.n == 2) {
        CHECK_EQ_STR(L.logs[0].name, "app-1");
        CHECK_EQ_STR(L.logs[1].parts[0].zip_entry, "spark-events/app-2");
    }
    sdx_loglist_free(&L);
    /* The directory holding the zip: the zip's logs plus its own. */
    CHECK_EQ_INT(sdx_logs_scan(sub, &L, &err), 0);
    CHECK_EQ_INT(L.n, 3);
    if (L.n == 3) {
        CHECK_EQ_STR(L.logs[2].name, "app-3");
        CHECK_EQ_INT(L.logs[0].layout, SDX_LAYOUT_ZIP);
        int rc;
        size_t lines;
        char *x = log_text(&L.logs[1], &rc, &lines, &err);
        CHECK_EQ_INT(rc, 0);
        CHECK_EQ_STR(x, t);
        free(x);
    }
    sdx_loglist_free(&L);
    free(zip.p);
    free(zp);
    free(sub);
    free(t);
    rm_rf(tmp);
}

/* ---- issue 16: holes, overflowing indexes, non-regular files ------------------ */

TEST(rolling_directory_without_its_first_file_warns)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    size_t n2, n3;
    char *t2 = text_lines("h2", 0, 3, &n2), *t3 = text_lines("h3", 0, 3, &n3);
    char *a = path_join(tmp, "eventlog_v2_app-h");
    mkdir(a, 0755);
    write_enc(a, "events_2_app-h", SDX_CODEC_NONE, t2, n2);
    write_enc(a, "events_3_app-h", SDX_CODEC_NONE, t3, n3);
    write_enc(a, "appstatus_app-h", SDX_CODEC_NONE, "", 0);
    sdx_loglist L;
    sdx_error err;
    /* Spark reads it (its check is only "contiguous"), so it is read, with a
     * warning that names the expected and the found index. */
    CHECK_EQ_INT(sdx_logs_scan(a, &L, &err), 0);
    CHECK_EQ_INT(L.n, 1);
    if (L.n == 1) {
        CHECK_EQ_INT(L.logs[0].nparts, 2);
        const char *w = L.logs[0].warning;
        CHECK(w && strstr(w, "missing") && strstr(w, "expected index 1") && strstr(w, "found 2") &&
              strstr(w, "events_2_app-h"));
    }
    sdx_loglist_free(&L);
    /* With events_1 back there is no warning. */
    write_enc(a, "events_1_app-h", SDX_CODEC_NONE, t2, n2);
    CHECK_EQ_INT(sdx_logs_scan(a, &L, &err), 0);
    CHECK(L.n == 1 && L.logs[0].warning == NULL && L.logs[0].nparts == 3);
    sdx_loglist_free(&L);
    /* A compact file stands for the files before it: no warning either. */
    char *b = path_join(tmp, "eventlog_v2_app-k");
    mkdir(b, 0755);
    write_enc(b, "events_2_app-k.compact", SDX_CODEC_NONE, t2, n2);
    write_enc(b, "events_3_app-k", SDX_CODEC_NONE, t3, n3);
    write_enc(b, "appstatus_app-k", SDX_CODEC_NONE, "", 0);
    CHECK_EQ_INT(sdx_logs_scan(b, &L, &err), 0);
    CHECK(L.n == 1 && L.logs[0].warning == NULL);
    sdx_loglist_free(&L);
    /* An index above Long.MAX_VALUE is an error (Spark's toLong throws). */
    char *c = path_join(tmp, "eventlog_v2_app-o");
    mkdir(c, 0755);
    write_enc(c, "events_1_app-o", SDX_CODEC_NONE, t2, n2);
    write_enc(c, "events_99999999999999999999999_app-o", SDX_CODEC_NONE, t3, n3);
    write_enc(c, "appstatus_app-o", SDX_CODEC_NONE, "", 0);
    CHECK_EQ_INT(sdx_logs_scan(c, &L, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_FORMAT);
    CHECK(strstr(err.msg, "events_99999999999999999999999_app-o") && strstr(err.msg, "does not fit"));
    /* 2^63 overflows too, 2^63-1 does not (then it is a gap). */
    char *o = path_join(c, "events_99999999999999999999999_app-o");
    remove(o);
    write_enc(c, "events_9223372036854775808_app-o", SDX_CODEC_NONE, t3, n3);
    CHECK_EQ_INT(sdx_logs_scan(c, &L, &err), -1);
    CHECK(strstr(err.msg, "does not fit") != NULL);
    char *o2 = path_join(c, "events_9223372036854775808_app-o");
    remove(o2);
    write_enc(c, "events_9223372036854775807_app-o", SDX_CODEC_NONE, t3, n3);
    CHECK_EQ_INT(sdx_logs_scan(c, &L, &err), -1);
    CHECK(strstr(err.msg, "missing") && strstr(err.msg, "9223372036854775807"));
    /* The model reports the layout's warning. */
    sdx_model *m = NULL;
    CHECK_EQ_INT(sdx_logs_scan(a, &L, &err), 0);
    sdx_loglist_free(&L);
    char *h1 = path_join(a, "events_1_app-h");
    remove(h1);
    CHECK_EQ_INT(sdx_logs_scan(a, &L, &err), 0);
    if (L.n == 1 && sdx_model_build(&L.logs[0], 0, &m, &err) == 0) {
        CHECK(strstr(m->stats.warning, "expected index 1") != NULL);
        sdx_model_free(m);
    } else {
        CHECK(0);
    }
    sdx_loglist_free(&L);
    free(h1);
    free(o);
    free(o2);
    free(a);
    free(b);
    free(c);
    free(t2);
    free(t3);
    rm_rf(tmp);
}

TEST(log_directory_skips_fifos)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    size_t n;
    char *t = text_lines("f", 0, 3, &n);
    write_enc(tmp, "app-1", SDX_CODEC_NONE, t, n);
    char *fifo = path_join(tmp, "app-2");
    char *fifo2 = path_join(tmp, "app-3.lz4");   /* a codec name is no reason to open it */
    CHECK_EQ_INT(mkfifo(fifo, 0644), 0);
    CHECK_EQ_INT(mkfifo(fifo2, 0644), 0);
    char *r = path_join(tmp, "eventlog_v2_app-4");
    mkdir(r, 0755);
    write_enc(r, "events_1_app-4", SDX_CODEC_NONE, t, n);
    write_enc(r, "appstatus_app-4", SDX_CODEC_NONE, "", 0);
    char *fifo3 = path_join(r, "events_2_app-4");
    CHECK_EQ_INT(mkfifo(fifo3, 0644), 0);
    /* Before the fix this blocked forever in open(); an alarm turns a hang
     * into a failure. */
    alarm(20);
    sdx_loglist L;
    sdx_error err;
    CHECK_EQ_INT(sdx_logs_scan(tmp, &L, &err), 0);
    alarm(0);
    CHECK_EQ_INT(L.n, 2);
    CHECK(find_log(&L, "app-1") && find_log(&L, "eventlog_v2_app-4"));
    const sdx_logref *g = find_log(&L, "eventlog_v2_app-4");
    CHECK(g && g->nparts == 1);
    CHECK(skipped_has(&L, "app-2", "not a regular file"));
    CHECK(skipped_has(&L, "app-3.lz4", "not a regular file"));
    CHECK(skipped_has(&L, "events_2_app-4", "not a regular file"));
    sdx_loglist_free(&L);
    free(fifo);
    free(fifo2);
    free(fifo3);
    free(r);
    free(t);
    rm_rf(tmp);
}

TEST(databricks_rolled_directory_is_one_log_in_time_order)
{
    char tmpbuf[64];
    char *tmp = make_tmpdir(tmpbuf, sizeof tmpbuf);
    if (!tmp)
        SKIP("no temp dir");
    size_t n1, n2, n3;
    char *t1 = text_lines("d1", 0, 3, &n1), *t2 = text_lines("d2", 0, 3, &n2), *t3 = text_lines("d3", 0, 3, &n3);
    char *d = path_join(tmp, "5706921391408253054");
    mkdir(d, 0755);
    /* written out of order; the names sort by time, the current part last */
    write_enc(d, "eventlog", SDX_CODEC_NONE, t3, n3);
    write_enc(d, "eventlog-2022-01-14--18-00.gz", SDX_CODEC_GZIP, t2, n2);
    write_enc(d, "eventlog-2022-01-14--17-00.gz", SDX_CODEC_GZIP, t1, n1);
    write_enc(d, "databricks_pricing.json", SDX_CODEC_NONE, "{\"x\":1}\n", 8);
    write_enc(d, "eventlog-2022-01-14--1x-00.gz", SDX_CODEC_GZIP, t1, n1);   /* not a dated name */
    sdx_loglist L;
    sdx_error err;
    for (int pass = 0; pass < 2; pass++) {   /* named directly, then inside a log directory */
        CHECK_EQ_INT(sdx_logs_scan(pass ? tmp : d, &L, &err), 0);
        CHECK_EQ_INT(L.n, 1);
        if (L.n == 1) {
            const sdx_logref *g = &L.logs[0];
            CHECK_EQ_INT(g->layout, SDX_LAYOUT_DATABRICKS);
            CHECK_EQ_STR(g->name, "5706921391408253054");
            CHECK_EQ_INT(g->nparts, 3);
            if (g->nparts == 3) {
                CHECK_EQ_STR(base(g->parts[0].path), "eventlog-2022-01-14--17-00.gz");
                CHECK_EQ_STR(base(g->parts[1].path), "eventlog-2022-01-14--18-00.gz");
                CHECK_EQ_STR(base(g->parts[2].path), "eventlog");
                CHECK_EQ_INT(g->parts[0].codec, SDX_CODEC_GZIP);
            }
            int rc;
            size_t lines;
            char *x = log_text(g, &rc, &lines, &err);
            CHECK_EQ_INT(rc, 0);
            CHECK_EQ_INT(lines, 9);
            char *want = malloc(n1 + n2 + n3 + 1);
            memcpy(want, t1, n1);
            memcpy(want + n1, t2, n2);
            memcpy(want + n1 + n2, t3, n3 + 1);
            CHECK_EQ_STR(x, want);
            free(want);
            free(x);
        }
        sdx_loglist_free(&L);
    }
    /* A file named eventlog-2 (Databricks' single log) is an ordinary log. */
    char *e = path_join(tmp, "other");
    mkdir(e, 0755);
    write_enc(e, "eventlog-2", SDX_CODEC_NONE, t1, n1);
    write_enc(e, "eventlog", SDX_CODEC_NONE, t2, n2);
    CHECK_EQ_INT(sdx_logs_scan(e, &L, &err), 0);
    CHECK(L.n == 2 && L.logs[0].layout == SDX_LAYOUT_FILE);
    sdx_loglist_free(&L);
    free(e);
    free(d);
    free(t1);
    free(t2);
    free(t3);
    rm_rf(tmp);
}
