/*
 * remote.c: logs read where they live. A LOG (or LOGDIR, --baseline...)
 * that is an http:// or https:// address is fetched with libcurl before the
 * command runs, into a temporary folder removed at exit:
 *
 *   http://host:18080/api/v1/applications/<id>[/<attempt>]   a History Server's
 *   http://host:18080/history/<id>[/<attempt>]/...            application: its
 *                                                              /logs zip
 *   http://host:18080                                          the same when it
 *                                                              has one application
 *   http://driver:4040                                         a running driver's
 *       UI: its REST API serves no event log (an empty zip), so the driver's own
 *       event log is read where spark.eventLog.dir says, when that folder is
 *       readable here; else the error says so and points to `report --watch`.
 *
 * Every transfer has a connect timeout (10 s), a stall timeout (no byte for
 * 30 s), a total timeout (SPARKDX_HTTP_TIMEOUT seconds, default 600) and
 * SPARKDX_HTTP_RETRIES retries (default 2: connection refused, timeouts and
 * 5xx, 0.5 s then 1 s apart; a 4xx is final). Each failure is one line
 * naming the URL: connection refused, HTTP 404 with the server's text,
 * timeout, an answer that is not a zip.
 */
/* messages are cut to their buffers on purpose */
#pragma GCC diagnostic ignored "-Wformat-truncation"

#include <ctype.h>
#include <stdarg.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <curl/curl.h>

#include "cli.h"
#include "remote.h"
#include "sparkdx/json.h"
#include "sparkdx/rest.h"

static char tmpdir[4096];
static char *fetched[64];   /* files written, removed at exit */
static int nfetched;
static char *owned[64];     /* paths handed to argv, freed at exit */
static int nowned;

static void cleanup(void)
{
    for (int i = 0; i < nowned; i++)
        free(owned[i]);
    nowned = 0;
    for (int i = 0; i < nfetched; i++) {
        unlink(fetched[i]);
        free(fetched[i]);
    }
    nfetched = 0;
    if (tmpdir[0])
        rmdir(tmpdir);
}

int cli_is_url(const char *s)
{
    return s && (!strncmp(s, "http://", 7) || !strncmp(s, "https://", 8));
}

static long env_long(const char *name, long dflt, long lo, long hi)
{
    const char *e = getenv(name);
    if (!e || !*e)
        return dflt;
    char *end;
    long v = strtol(e, &end, 10);
    return (*end || v < lo || v > hi) ? dflt : v;
}

static void curl_once(void)
{
    static int done;
    if (!done) {
        curl_global_init(CURL_GLOBAL_DEFAULT);
        atexit(curl_global_cleanup);
        done = 1;
    }
}

static size_t to_buf(char *p, size_t sz, size_t n, void *ud)
{
    sdx_buf *b = ud;
    sdx_buf_put(b, p, sz * n);
    return sdx_buf_failed(b) ? 0 : sz * n;
}

static size_t to_file(char *p, size_t sz, size_t n, void *ud)
{
    return fwrite(p, sz, n, (FILE *)ud) * sz;
}

int cli_http_get(const char *url, sdx_buf *body, FILE *file, char *msg, size_t cap)
{
    curl_once();
    long retries = env_long("SPARKDX_HTTP_RETRIES", 2, 0, 10);
    long total = env_long("SPARKDX_HTTP_TIMEOUT", 600, 1, 86400);
    msg[0] = '\0';
    for (long attempt = 0;; attempt++) {
        CURL *c = curl_easy_init();
        if (!c) {
            snprintf(msg, cap, "%s: cannot start an HTTP transfer (libcurl)", url);
            return -1;
        }
        char errbuf[CURL_ERROR_SIZE] = "";
        if (body)
            body->len = 0;
        if (file) {
            rewind(file);
            if (ftruncate(fileno(file), 0) < 0) {
                snprintf(msg, cap, "%s: cannot write the download: %s", url, strerror(errno));
                curl_easy_cleanup(c);
                return -1;
            }
        }
        curl_easy_setopt(c, CURLOPT_URL, url);
        curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
        curl_easy_setopt(c, CURLOPT_MAXREDIRS, 5L);
        curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 10L);
        curl_easy_setopt(c, CURLOPT_TIMEOUT, total);
        curl_easy_setopt(c, CURLOPT_LOW_SPEED_LIMIT, 1L);
        curl_easy_setopt(c, CURLOPT_LOW_SPEED_TIME, 30L);
        curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errbuf);
        curl_easy_setopt(c, CURLOPT_USERAGENT, "sparkdx");
        curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, file ? to_file : to_buf);
        curl_easy_setopt(c, CURLOPT_WRITEDATA, file ? (void *)file : (void *)body);
        CURLcode rc = curl_easy_perform(c);
        long status = 0;
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
        curl_easy_cleanup(c);
        int retry = 0;
        if (rc == CURLE_OK) {
            if (status < 500)
                return (int)status;
            snprintf(msg, cap, "%s: HTTP %ld", url, status);
            retry = 1;
        } else if (rc == CURLE_COULDNT_CONNECT) {
            snprintf(msg, cap, "%s: cannot connect: %s", url, errbuf[0] ? errbuf : curl_easy_strerror(rc));
            retry = 1;
        } else if (rc == CURLE_OPERATION_TIMEDOUT) {
            snprintf(msg, cap, "%s: timed out (%s)", url, errbuf[0] ? errbuf : curl_easy_strerror(rc));
            retry = 1;
        } else if (rc == CURLE_WRITE_ERROR) {
            snprintf(msg, cap, "%s: cannot keep the answer (%s)", url, file ? strerror(errno) : "out of memory");
        } else {
            snprintf(msg, cap, "%s: %s", url, errbuf[0] ? errbuf : curl_easy_strerror(rc));
            retry = rc == CURLE_RECV_ERROR || rc == CURLE_GOT_NOTHING || rc == CURLE_PARTIAL_FILE;
        }
        if (!retry || attempt >= retries) {
            if (attempt)
                snprintf(msg + strlen(msg), cap - strlen(msg), " (after %ld tries)", attempt + 1);
            return -1;
        }
        struct timespec ts = {0, 500000000L};
        if (attempt)
            ts.tv_sec = 1, ts.tv_nsec = 0;
        nanosleep(&ts, NULL);
    }
}

/* The first line of an error body, made printable. */
static void first_line(const sdx_buf *b, char *out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; b->data && i < b->len && n + 1 < cap; i++) {
        char ch = b->data[i];
        if (ch == '\n' || ch == '\r')
            break;
        out[n++] = isprint((unsigned char)ch) ? ch : '?';
    }
    out[n] = '\0';
}

/* The id of the one application at base (or of the first running one when
 * `running` and there are many). 0, or -1 with msg set. */
int cli_remote_app(const cli_url *u, int running, char *id, size_t cap, char *msg, size_t mcap)
{
    char url[4300];
    snprintf(url, sizeof url, "%s/api/v1/applications", u->base);
    sdx_buf b;
    sdx_buf_init(&b);
    int st = cli_http_get(url, &b, NULL, msg, mcap);
    int rc = -1;
    if (st < 0)
        goto out;
    if (st != 200) {
        char line[300];
        first_line(&b, line, sizeof line);
        snprintf(msg, mcap, "%s: HTTP %d: %s (not a History Server or a Spark UI?)", url, st, line);
        goto out;
    }
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error e;
    if (sdx_json_parse(&d, b.data ? b.data : "", b.len, &e) < 0 || sdx_json_type(&d, 0) != SDX_JARRAY) {
        snprintf(msg, mcap, "%s: the answer is not an application list", url);
        sdx_jdoc_free(&d);
        goto out;
    }
    uint32_t napps = d.nodes[0].len, pick = SDX_JNONE;
    for (uint32_t a = sdx_json_first(&d, 0); a != SDX_JNONE; a = sdx_json_next(&d, a)) {
        uint32_t att = sdx_json_get(&d, a, "attempts");
        uint32_t first = att != SDX_JNONE ? sdx_json_first(&d, att) : SDX_JNONE;
        int completed = first != SDX_JNONE && sdx_json_bool_or(&d, sdx_json_get(&d, first, "completed"), 1);
        if (pick == SDX_JNONE || (running && !completed))
            pick = a;
        if (running && !completed)
            break;
    }
    if (napps == 0) {
        snprintf(msg, mcap, "%s: no application there", url);
    } else if (napps > 1 && !running) {
        size_t len;
        const char *s = sdx_json_str(&d, sdx_json_get(&d, pick, "id"), &len);
        snprintf(msg, mcap, "%s: %u applications; name one: %s/api/v1/applications/%.*s", url, napps, u->base,
                 (int)(s ? len : 0), s ? s : "");
    } else {
        size_t len;
        const char *s = sdx_json_str(&d, sdx_json_get(&d, pick, "id"), &len);
        if (s && len < cap) {
            memcpy(id, s, len);
            id[len] = '\0';
            rc = 0;
        } else {
            snprintf(msg, mcap, "%s: an application without an id", url);
        }
    }
    sdx_jdoc_free(&d);
out:
    sdx_buf_free(&b);
    return rc;
}

static int make_tmpdir(void)
{
    if (tmpdir[0])
        return 0;
    const char *t = getenv("TMPDIR");
    snprintf(tmpdir, sizeof tmpdir, "%s/sparkdx-fetch-XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(tmpdir)) {
        cli_errorf("cannot make a temporary folder %s: %s", tmpdir, strerror(errno));
        tmpdir[0] = '\0';
        return -1;
    }
    atexit(cleanup);
    return 0;
}

/* The driver's event log, when spark.eventLog.dir is a folder readable here. */
static char *driver_local_log(const cli_url *u, const char *id, char *why, size_t cap)
{
    char url[4400];
    snprintf(url, sizeof url, "%s/api/v1/applications/%s/environment", u->base, id);
    sdx_buf b;
    sdx_buf_init(&b);
    char msg[1200];
    int st = cli_http_get(url, &b, NULL, msg, sizeof msg);
    char *found = NULL;
    char dir[4096] = "";
    int enabled = 0;
    if (st == 200) {
        sdx_jdoc d;
        sdx_jdoc_init(&d);
        sdx_error e;
        if (sdx_json_parse(&d, b.data ? b.data : "", b.len, &e) == 0) {
            uint32_t props = sdx_json_get(&d, 0, "sparkProperties");
            for (uint32_t p = props != SDX_JNONE ? sdx_json_first(&d, props) : SDX_JNONE; p != SDX_JNONE;
                 p = sdx_json_next(&d, p)) {
                uint32_t k = sdx_json_first(&d, p), v = k != SDX_JNONE ? sdx_json_next(&d, k) : SDX_JNONE;
                size_t vl;
                const char *vs = sdx_json_str(&d, v, &vl);
                if (!vs)
                    continue;
                if (sdx_json_str_eq(&d, k, "spark.eventLog.enabled"))
                    enabled = vl == 4 && !strncmp(vs, "true", 4);
                else if (sdx_json_str_eq(&d, k, "spark.eventLog.dir"))
                    snprintf(dir, sizeof dir, "%.*s", (int)vl, vs);
            }
        }
        sdx_jdoc_free(&d);
    }
    sdx_buf_free(&b);
    if (st != 200) {
        snprintf(why, cap, "its environment could not be read (%s)", msg[0] ? msg : "no answer");
        return NULL;
    }
    if (!enabled) {
        snprintf(why, cap, "it writes no event log (spark.eventLog.enabled is not true)");
        return NULL;
    }
    if (!dir[0])
        snprintf(dir, sizeof dir, "/tmp/spark-events");   /* Spark's default */
    const char *local = dir;
    if (!strncmp(local, "file://", 7))
        local += 7;
    else if (!strncmp(local, "file:", 5))
        local += 5;
    else if (strstr(local, "://")) {
        snprintf(why, cap, "its event log is in %s, not a local folder", dir);
        return NULL;
    }
    DIR *dh = opendir(local);
    if (!dh) {
        snprintf(why, cap, "its event log folder %s is not readable here (%s)", dir, strerror(errno));
        return NULL;
    }
    size_t idl = strlen(id);
    struct dirent *de;
    while ((de = readdir(dh))) {
        const char *n = de->d_name;
        const char *rest = NULL;
        if (!strncmp(n, id, idl))
            rest = n + idl;
        else if (!strncmp(n, "eventlog_v2_", 12) && !strncmp(n + 12, id, idl))
            rest = n + 12 + idl;
        if (rest && (*rest == '\0' || *rest == '.' || *rest == '_')) {
            size_t len = strlen(local) + strlen(n) + 2;
            found = malloc(len);
            if (found)
                snprintf(found, len, "%s/%s", local, n);
            break;
        }
    }
    closedir(dh);
    if (!found)
        snprintf(why, cap, "no log of %s in its event log folder %s", id, dir);
    return found;
}

/* ---- the REST path: a driver whose event log cannot be had ---- */

static char notes_text[4][1400];
static const char *notes_list[4];
static size_t nnotes;

size_t cli_remote_notes(const char *const **out)
{
    *out = notes_list;
    return nnotes;
}

static void add_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void add_note(const char *fmt, ...)
{
    if (nnotes == sizeof notes_list / sizeof notes_list[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(notes_text[nnotes], sizeof notes_text[nnotes], fmt, ap);
    va_end(ap);
    notes_list[nnotes] = notes_text[nnotes];
    nnotes++;
}

/* GET base/api/v1/applications/<app><path> and append the body (a JSON
 * value) to bundle as member `name`. 0; 1 when absent (404) and optional;
 * -1 with the error printed. */
static int rest_member(const char *base, const char *app, const char *path, const char *name, int optional,
                       sdx_buf *bundle, sdx_buf *keep)
{
    char url[4800], msg[1600];
    snprintf(url, sizeof url, "%s/api/v1/applications/%s%s", base, app, path);
    sdx_buf b;
    sdx_buf_init(&b);
    int st = cli_http_get(url, &b, NULL, msg, sizeof msg);
    if (st < 0) {
        cli_errorf("%s", msg);
        sdx_buf_free(&b);
        return -1;
    }
    if (st != 200 || !b.len) {
        char line[300];
        first_line(&b, line, sizeof line);
        sdx_buf_free(&b);
        if (optional && st == 404)
            return 1;
        cli_errorf("%s: HTTP %d: %s", url, st, line[0] ? line : "(no text)");
        return -1;
    }
    if (name) {
        sdx_buf_printf(bundle, "%s\"%s\":", bundle->len > 1 ? "," : "", name);
        sdx_buf_put(bundle, b.data, b.len);
    }
    if (keep) {
        sdx_buf_put(keep, b.data, b.len);
    }
    sdx_buf_free(&b);
    if (sdx_buf_failed(bundle) || (keep && sdx_buf_failed(keep))) {
        cli_errorf("%s: out of memory", url);
        return -1;
    }
    return 0;
}

#define TASK_PAGE 10000

/* The application's REST answers turned into an event log (fromrest.c), in
 * the temporary folder; NULL with the error printed. */
static char *rest_log(const cli_url *u)
{
    char app[400];
    snprintf(app, sizeof app, "%s%s%s", u->app, u->attempt[0] ? "/" : "", u->attempt);
    sdx_buf bundle, stages;
    sdx_buf_init(&bundle);
    sdx_buf_init(&stages);
    sdx_buf_putc(&bundle, '{');
    char *path = NULL;
    int sqlrc = 0;
    if (rest_member(u->base, app, "", "application", 0, &bundle, NULL) < 0 ||
        rest_member(u->base, app, "/environment", "environment", 0, &bundle, NULL) < 0 ||
        rest_member(u->base, app, "/allexecutors", "executors", 0, &bundle, NULL) < 0 ||
        rest_member(u->base, app, "/jobs", "jobs", 0, &bundle, NULL) < 0 ||
        rest_member(u->base, app, "/stages", "stages", 0, &bundle, &stages) < 0 ||
        (sqlrc = rest_member(u->base, app, "/sql?details=true", "sql", 1, &bundle, NULL)) < 0)
        goto out;
    /* every stage attempt's tasks, a page at a time */
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error e;
    if (sdx_json_parse(&d, stages.data ? stages.data : "", stages.len, &e) < 0 ||
        sdx_json_type(&d, 0) != SDX_JARRAY) {
        cli_errorf("%s/api/v1/applications/%s/stages: the answer is not a stage list", u->base, app);
        sdx_jdoc_free(&d);
        goto out;
    }
    sdx_buf_puts(&bundle, ",\"tasks\":[");
    int first = 1;
    for (uint32_t s = sdx_json_first(&d, 0); s != SDX_JNONE; s = sdx_json_next(&d, s)) {
        uint32_t status = sdx_json_get(&d, s, "status");
        if (sdx_json_str_eq(&d, status, "PENDING") || sdx_json_str_eq(&d, status, "SKIPPED"))
            continue;
        int64_t sid = sdx_json_int64_or(&d, sdx_json_get(&d, s, "stageId"), -1);
        int64_t att = sdx_json_int64_or(&d, sdx_json_get(&d, s, "attemptId"), 0);
        for (long off = 0;; off += TASK_PAGE) {
            char q[200], member[100];
            snprintf(q, sizeof q, "/stages/%lld/%lld/taskList?offset=%ld&length=%d", (long long)sid, (long long)att,
                     off, TASK_PAGE);
            snprintf(member, sizeof member, "%s{\"stageId\":%lld,\"attemptId\":%lld,\"tasks\":", first ? "" : ",",
                     (long long)sid, (long long)att);
            sdx_buf page;
            sdx_buf_init(&page);
            if (rest_member(u->base, app, q, NULL, 0, &bundle, &page) < 0) {
                sdx_buf_free(&page);
                sdx_jdoc_free(&d);
                goto out;
            }
            sdx_jdoc pd;
            sdx_jdoc_init(&pd);
            uint32_t n = 0;
            if (sdx_json_parse(&pd, page.data ? page.data : "", page.len, &e) == 0 && sdx_json_type(&pd, 0) == SDX_JARRAY)
                n = pd.nodes[0].len;
            sdx_jdoc_free(&pd);
            if (n) {
                sdx_buf_puts(&bundle, member);
                sdx_buf_put(&bundle, page.data, page.len);
                sdx_buf_putc(&bundle, '}');
                first = 0;
            }
            sdx_buf_free(&page);
            if (n < TASK_PAGE)
                break;
        }
    }
    sdx_jdoc_free(&d);
    sdx_buf_puts(&bundle, "]}");
    if (sdx_buf_failed(&bundle)) {
        cli_errorf("%s: out of memory while reading its REST API", u->base);
        goto out;
    }
    sdx_buf events;
    sdx_buf_init(&events);
    sdx_rest_events_stats st;
    if (sdx_rest_to_events(bundle.data, bundle.len, &events, &st, &e) < 0) {
        char eb[1400];
        cli_errorf("%s: its REST answers cannot be read: %s", u->base, sdx_error_format(&e, eb, sizeof eb));
        sdx_buf_free(&events);
        goto out;
    }
    char file[4600];
    snprintf(file, sizeof file, "%s/%s%s%s.rest", tmpdir, u->app, u->attempt[0] ? "_" : "", u->attempt);
    for (char *c = file + strlen(tmpdir) + 1; *c; c++)
        if (*c == '/')
            *c = '_';
    FILE *f = fopen(file, "wb");
    if (!f || fwrite(events.data ? events.data : "", 1, events.len, f) != events.len || fclose(f) != 0) {
        cli_errorf("cannot write %s: %s", file, strerror(errno));
        if (f)
            unlink(file);
        sdx_buf_free(&events);
        goto out;
    }
    sdx_buf_free(&events);
    if (nfetched < (int)(sizeof fetched / sizeof fetched[0]))
        fetched[nfetched++] = strdup(file);
    add_note("read from the driver's REST API (%s), not from an event log: %llu jobs, %llu stages, %llu tasks, "
             "%llu executors; not available there: the stages' parents and RDDs (the DAG), per-task executor "
             "metrics (peak memory), internal accumulators, why a job failed, and the SQL operators' metrics and "
             "stages (%s)",
             u->base, (unsigned long long)st.jobs, (unsigned long long)st.stages, (unsigned long long)st.tasks,
             (unsigned long long)st.executors,
             sqlrc == 1 ? "no SQL tab here" : "the plans are the SQL tab's graph: operators' names and details only");
    if (st.tasks_missing || st.stages_missing)
        add_note("the driver's REST API no longer holds %llu tasks and %llu stages of this application (its "
                 "spark.ui.retainedTasks / retainedStages): their numbers are not counted",
                 (unsigned long long)st.tasks_missing, (unsigned long long)st.stages_missing);
    path = strdup(file);
out:
    sdx_buf_free(&bundle);
    sdx_buf_free(&stages);
    return path;
}

static int from_rest_forced(void)
{
    const char *e = getenv("SPARKDX_FROM_REST");
    return e && *e && strcmp(e, "0");
}

char *cli_remote_fetch(const char *url)
{
    cli_url u;
    char msg[1600];
    if (cli_url_parse(url, &u) < 0) {
        cli_errorf("%s: not an http(s) address of a History Server or a Spark UI", url);
        return NULL;
    }
    if (!u.app[0] && cli_remote_app(&u, 0, u.app, sizeof u.app, msg, sizeof msg) < 0) {
        cli_errorf("%s", msg);
        return NULL;
    }
    if (make_tmpdir() < 0 || nfetched == (int)(sizeof fetched / sizeof fetched[0]))
        return NULL;
    if (from_rest_forced())
        return rest_log(&u);
    char logs[4400], path[4400];
    snprintf(logs, sizeof logs, "%s/api/v1/applications/%s%s%s/logs", u.base, u.app, u.attempt[0] ? "/" : "",
             u.attempt);
    snprintf(path, sizeof path, "%s/%s%s%s.zip", tmpdir, u.app, u.attempt[0] ? "_" : "", u.attempt);
    for (char *c = path + strlen(tmpdir) + 1; *c; c++)
        if (*c == '/')
            *c = '_';
    FILE *f = fopen(path, "w+b");
    if (!f) {
        cli_errorf("cannot write %s: %s", path, strerror(errno));
        return NULL;
    }
    fetched[nfetched++] = strdup(path);
    int st = cli_http_get(logs, NULL, f, msg, sizeof msg);
    long size = -1;
    unsigned char magic[4] = {0};
    if (st >= 0) {
        fflush(f);
        size = ftell(f);
        rewind(f);
        if (fread(magic, 1, 4, f) != 4)
            memset(magic, 0, sizeof magic);
    }
    if (st == 200 && !memcmp(magic, "PK\3\4", 4)) {
        fclose(f);
        return strdup(path);
    }
    if (st >= 0 && st != 200) {
        sdx_buf b;
        sdx_buf_init(&b);
        rewind(f);
        char chunk[512];
        size_t n = fread(chunk, 1, sizeof chunk, f);
        sdx_buf_put(&b, chunk, n);
        char line[400];
        first_line(&b, line, sizeof line);
        sdx_buf_free(&b);
        fclose(f);
        cli_errorf("%s: HTTP %d: %s", logs, st, line[0] ? line : "(no text)");
        return NULL;
    }
    fclose(f);
    if (st < 0) {
        cli_errorf("%s", msg);
        return NULL;
    }
    if (memcmp(magic, "PK\5\6", 4) != 0) {
        cli_errorf("%s: the answer is not a zip (%ld bytes, starting %02x %02x %02x %02x)", logs, size, magic[0],
                   magic[1], magic[2], magic[3]);
        return NULL;
    }
    /* an empty zip: what a running driver's UI answers */
    char why[1400];
    char *local = driver_local_log(&u, u.app, why, sizeof why);
    if (local)
        return local;
    /* else what its REST API tells, as listener events (fromrest.c) */
    char *rest = rest_log(&u);
    if (!rest)
        cli_errorf("%s: an empty zip (a running application's UI, whose REST API serves no event log) and %s; "
                   "`sparkdx report --watch %s` diagnoses it live",
                   logs, why, url);
    return rest;
}

int cli_remote_rewrite(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!cli_is_url(argv[i]))
            continue;
        if (nowned == (int)(sizeof owned / sizeof owned[0]))
            return EXIT_USAGE;
        char *local = cli_remote_fetch(argv[i]);
        if (!local)
            return EXIT_INPUT;
        owned[nowned++] = local;   /* freed at exit, after the command */
        argv[i] = local;
    }
    return 0;
}
