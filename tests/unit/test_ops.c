/*
 * test_ops.c: the operations layer (include/sparkdx/ops.h) as a server would
 * call it: output captured by a buffer sink, messages in the result, codes
 * equal to the exit codes, a failing sink, the damage policy, the listing
 * and --app, the stages renderer (text width, JSON), and the run history
 * (sdx_ops_history) on a temporary database.
 */
#include <math.h>
#include <stdlib.h>
#include <unistd.h>

#include "harness.h"
#include "sparkdx/ops.h"
#include "sparkdx/stages.h"

#define EXAMPLE "examples/eventlog_v2_s01_skew_join"

typedef struct capture {
    sdx_buf buf;
    sdx_sink sink;
    sdx_ops_result res;
    sdx_ops_request q;
} capture;

static void cap_init(capture *c)
{
    sdx_buf_init(&c->buf);
    c->sink.write = sdx_sink_buf_write;
    c->sink.ud = &c->buf;
    sdx_ops_result_init(&c->res);
    sdx_ops_request_init(&c->q);
}

static void cap_free(capture *c)
{
    sdx_buf_free(&c->buf);
    sdx_ops_result_free(&c->res);
}

static int has_msg(const sdx_ops_result *r, sdx_ops_level level, const char *text)
{
    for (size_t i = 0; i < r->nmsgs; i++)
        if (r->msgs[i].level == level && strstr(r->msgs[i].text, text))
            return 1;
    return 0;
}

static int failing_write(void *ud, const char *data, size_t len)
{
    (void)data;
    (void)len;
    ++*(int *)ud;
    return -1;
}

/* A copy of the example's log with line `bad` replaced by broken JSON
 * (or, bad == 0, the whole file), written plain to path. */
static int write_plain(const char *path, int bad)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd,
             "zstd -dc %s/events_1_s01_skew_join.zstd 2>/dev/null | awk 'NR == %d { print \"{oops\"; next } { print }' > %s",
             EXAMPLE, bad, path);
    return system(cmd) == 0 ? 0 : -1;
}

TEST(report_into_a_buffer_sink)
{
    capture c;
    cap_init(&c);
    c.q.input = EXAMPLE;
    c.q.format = "json";
    CHECK_EQ_INT(sdx_ops_report(&c.q, &c.sink, &c.res), SDX_OPS_OK);
    CHECK_EQ_INT(c.res.code, SDX_OPS_OK);
    CHECK(c.buf.len > 1000);
    CHECK(strstr(sdx_buf_cstr(&c.buf), "\"schema\" : \"sparkdx.report/1\"") != NULL);
    CHECK(c.res.max_severity >= SDX_SEV_MEDIUM);   /* the skewed join */
    CHECK_EQ_INT(c.res.nmsgs, 0);
    cap_free(&c);
    /* --fail-on: findings at or above it */
    cap_init(&c);
    c.q.input = EXAMPLE;
    c.q.fail_on = SDX_SEV_INFO;
    CHECK_EQ_INT(sdx_ops_report(&c.q, &c.sink, &c.res), SDX_OPS_FINDINGS);
    CHECK(c.buf.len > 0);
    cap_free(&c);
}

TEST(a_failing_sink_is_output_error)
{
    capture c;
    cap_init(&c);
    int calls = 0;
    sdx_sink bad = {failing_write, &calls};
    c.q.input = EXAMPLE;
    CHECK_EQ_INT(sdx_ops_stages(&c.q, &bad, &c.res), SDX_OPS_OUTPUT);
    CHECK_EQ_INT(calls, 1);
    sdx_ops_result_free(&c.res);
    sdx_ops_result_init(&c.res);
    CHECK_EQ_INT(sdx_ops_report(&c.q, &bad, &c.res), SDX_OPS_OUTPUT);
    cap_free(&c);
}

TEST(bad_requests_are_usage)
{
    capture c;
    cap_init(&c);
    c.q.input = EXAMPLE;
    c.q.format = "yaml";
    CHECK_EQ_INT(sdx_ops_report(&c.q, &c.sink, &c.res), SDX_OPS_USAGE);
    CHECK(has_msg(&c.res, SDX_OPS_ERROR, "yaml"));
    CHECK_EQ_INT(c.buf.len, 0);
    cap_free(&c);
    cap_init(&c);
    c.q.input = EXAMPLE;
    c.q.stage = "2.x";
    CHECK_EQ_INT(sdx_ops_stages(&c.q, &c.sink, &c.res), SDX_OPS_USAGE);
    cap_free(&c);
    cap_init(&c);
    c.q.input = EXAMPLE;
    c.q.stage = "99";
    CHECK_EQ_INT(sdx_ops_stages(&c.q, &c.sink, &c.res), SDX_OPS_NOTFOUND);
    CHECK(has_msg(&c.res, SDX_OPS_ERROR, "no stage 99.0"));
    cap_free(&c);
}

TEST(no_spark_event_is_input_error)
{
    char path[] = "/tmp/sdx_ops_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0)
        return;
    CHECK(write(fd, "hello\nworld\n", 12) == 12);
    close(fd);
    sdx_ops_code (*ops[])(const sdx_ops_request *, const sdx_sink *, sdx_ops_result *) = {sdx_ops_report,
                                                                                          sdx_ops_stages};
    for (int i = 0; i < 2; i++) {
        capture c;
        cap_init(&c);
        c.q.input = path;
        CHECK_EQ_INT(ops[i](&c.q, &c.sink, &c.res), SDX_OPS_INPUT);
        CHECK(has_msg(&c.res, SDX_OPS_ERROR, "no Spark event"));
        CHECK(has_msg(&c.res, SDX_OPS_ERROR, path));
        CHECK_EQ_INT(c.buf.len, 0);
        cap_free(&c);
    }
    capture c;
    cap_init(&c);
    c.q.eventlog = path;
    c.q.text = "x";
    c.q.text_len = 1;
    CHECK_EQ_INT(sdx_ops_failure(&c.q, &c.sink, &c.res), SDX_OPS_INPUT);
    cap_free(&c);
    unlink(path);
}

TEST(a_malformed_line_is_damage)
{
    const char *path = "/tmp/sdx_ops_bad.json";
    if (write_plain(path, 30) < 0)
        SKIP("no zstd command");
    capture c;
    cap_init(&c);
    c.q.input = path;
    CHECK_EQ_INT(sdx_ops_stages(&c.q, &c.sink, &c.res), SDX_OPS_INPUT);
    CHECK(c.res.damaged);
    CHECK(has_msg(&c.res, SDX_OPS_WARNING, "line 30"));
    CHECK(strstr(sdx_buf_cstr(&c.buf), "Stages (4)") != NULL);   /* the partial output */
    cap_free(&c);
    /* report: damage gives 3, unless --fail-on findings decide first */
    cap_init(&c);
    c.q.input = path;
    c.q.fail_on = SDX_SEV_CRITICAL;
    sdx_ops_report(&c.q, &c.sink, &c.res);
    CHECK_EQ_INT(c.res.code, c.res.max_severity >= SDX_SEV_CRITICAL ? SDX_OPS_FINDINGS : SDX_OPS_INPUT);
    CHECK(strstr(sdx_buf_cstr(&c.buf), "damaged input") != NULL);   /* the report's notes */
    cap_free(&c);
    cap_init(&c);
    c.q.input = path;
    c.q.fail_on = SDX_SEV_INFO;
    CHECK_EQ_INT(sdx_ops_report(&c.q, &c.sink, &c.res), SDX_OPS_FINDINGS);
    CHECK(c.res.damaged);
    cap_free(&c);
    /* the whole log is not damaged */
    if (write_plain(path, 0) == 0) {
        cap_init(&c);
        c.q.input = path;
        CHECK_EQ_INT(sdx_ops_stages(&c.q, &c.sink, &c.res), SDX_OPS_OK);
        CHECK(!c.res.damaged);
        cap_free(&c);
    }
    unlink(path);
}

TEST(directory_listing_and_app)
{
    NEED_SHARED(shared);
    char dir[512];
    snprintf(dir, sizeof dir, "%s/corpus/spark-events", shared);
    capture c;
    cap_init(&c);
    c.q.input = dir;
    CHECK_EQ_INT(sdx_ops_stages(&c.q, &c.sink, &c.res), SDX_OPS_USAGE);
    CHECK(has_msg(&c.res, SDX_OPS_ERROR, "--app"));
    CHECK(strstr(sdx_buf_cstr(&c.buf), "local-1430917381534") != NULL);
    cap_free(&c);
    cap_init(&c);
    c.q.input = dir;
    c.q.format = "json";
    CHECK_EQ_INT(sdx_ops_list(&c.q, &c.sink, &c.res), SDX_OPS_OK);
    CHECK(strstr(sdx_buf_cstr(&c.buf), "\"id\" : \"local-1430917381534\"") != NULL);
    cap_free(&c);
    cap_init(&c);
    c.q.input = dir;
    c.q.app = "local-1430917381534";
    CHECK_EQ_INT(sdx_ops_stages(&c.q, &c.sink, &c.res), SDX_OPS_OK);
    CHECK(strstr(sdx_buf_cstr(&c.buf), "Application local-1430917381534") != NULL);
    cap_free(&c);
    cap_init(&c);
    c.q.input = dir;
    c.q.app = "no-such-app";
    CHECK_EQ_INT(sdx_ops_report(&c.q, &c.sink, &c.res), SDX_OPS_NOTFOUND);
    cap_free(&c);
}

static int max_line(const char *s)
{
    int m = 0, n = 0;
    for (; *s; s++) {
        if (*s == '\n') {
            m = n > m ? n : m;
            n = 0;
        } else if (((unsigned char)*s & 0xc0) != 0x80) {
            n++;
        }
    }
    return n > m ? n : m;
}

TEST(stages_text_fits_the_width)
{
    sdx_loglist list;
    sdx_error err;
    CHECK(sdx_logs_scan(EXAMPLE, &list, &err) == 0);
    sdx_model *m = NULL;
    CHECK(sdx_model_build(&list.logs[0], SDX_SKIP_SQL, &m, &err) == 0);
    if (!m) {
        sdx_loglist_free(&list);
        return;
    }
    int widths[] = {100, 90, 120, 200};
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        sdx_stages_opts o = {.stage_id = -1, .width = widths[i]};
        sdx_buf b;
        sdx_buf_init(&b);
        CHECK_EQ_INT(sdx_stages_render_text(m, &o, &b), 0);
        CHECK(max_line(sdx_buf_cstr(&b)) <= widths[i]);
        CHECK(strstr(b.data, "205.4 MiB") != NULL);   /* stage 2's shuffle read, whole */
        CHECK(strstr(b.data, "save at NativeMethodAccessorImpl.java:0") != NULL);
        sdx_buf_free(&b);
        o.stage_id = 2;
        sdx_buf_init(&b);
        CHECK_EQ_INT(sdx_stages_render_text(m, &o, &b), 0);
        CHECK(max_line(sdx_buf_cstr(&b)) <= widths[i]);
        CHECK(strstr(b.data, "92.3 MiB") != NULL);    /* max shuffle read of a task */
        sdx_buf_free(&b);
    }
    sdx_stages_opts o = {.stage_id = 7, .attempt_id = 3};
    sdx_buf b;
    sdx_buf_init(&b);
    CHECK_EQ_INT(sdx_stages_render_text(m, &o, &b), -1);
    CHECK_EQ_INT(sdx_stages_render_json(m, &o, &b, 1), -1);
    CHECK_EQ_INT(b.len, 0);
    o.stage_id = -1;
    CHECK_EQ_INT(sdx_stages_render_json(m, &o, &b, 0), 0);
    CHECK(strstr(sdx_buf_cstr(&b), "\"schema\":\"sparkdx.stages/1\"") != NULL);
    CHECK(strstr(b.data, "\"stage_id\":2,\"attempt_id\":0,\"status\":\"COMPLETE\"") != NULL);
    sdx_buf_free(&b);
    sdx_model_free(m);
    sdx_loglist_free(&list);
}

/* ---- history -------------------------------------------------------------- */

#define V4 "tests/spark/logs/v4/"

static int count_of(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, what)); p += strlen(what))
        n++;
    return n;
}

/* One history operation on db into a fresh capture. */
static sdx_ops_code hist_run(capture *c, const char *db, const char *cmd, const char *const *paths, size_t n,
                             const char *format)
{
    cap_init(c);
    c->q.history_cmd = cmd;
    c->q.history_db = db;
    c->q.history_mkdir = 1;
    c->q.history_paths = paths;
    c->q.history_npaths = n;
    c->q.format = format;
    return sdx_ops_history(&c->q, &c->sink, &c->res);
}

TEST(history_add_and_list_into_a_buffer_sink)
{
    char dir[] = "/tmp/sdx_test_ops_history_XXXXXX";
    if (!mkdtemp(dir))
        SKIP("no temporary directory");
    char db[600];
    /* the library creates the directories above the database when asked */
    snprintf(db, sizeof db, "%s/sub/history.db", dir);
    const char *const logs[] = {V4 "eventlog_v2_s01_skew_join", V4 "eventlog_v2_s07_spill"};
    capture c;

    CHECK_EQ_INT(hist_run(&c, db, "add", logs, 2, NULL), SDX_OPS_OK);
    const char *s = sdx_buf_cstr(&c.buf);
    CHECK(strstr(s, "added    local-1796040325941 (s01_skew_join) ") == s);
    CHECK(strstr(s, "\nadded    local-1796041158420 (s07_spill) ") != NULL);
    CHECK(strstr(s, "\n2 added, 0 skipped, 0 replaced, 0 unreadable\n") != NULL);
    CHECK_EQ_INT(c.res.nmsgs, 0);
    cap_free(&c);

    /* list: a header and one line per job, each with one run */
    CHECK_EQ_INT(hist_run(&c, db, "list", NULL, 0, NULL), SDX_OPS_OK);
    s = sdx_buf_cstr(&c.buf);
    CHECK(strncmp(s, "JOB ", 4) == 0);
    CHECK_EQ_INT(count_of(s, "\n"), 3);
    CHECK(strstr(s, "\n#_skew_join ") != NULL);
    CHECK(strstr(s, "\n#_spill ") != NULL);
    cap_free(&c);

    CHECK_EQ_INT(hist_run(&c, db, "list", NULL, 0, "json"), SDX_OPS_OK);
    s = sdx_buf_cstr(&c.buf);
    CHECK(strstr(s, "\"schema\" : \"sparkdx.history-list/1\"") != NULL);
    CHECK_EQ_INT(count_of(s, "\"key\" :"), 2);
    CHECK_EQ_INT(count_of(s, "\"runs\" : 1,"), 2);
    cap_free(&c);

    /* a second add is incremental */
    CHECK_EQ_INT(hist_run(&c, db, "add", logs, 2, NULL), SDX_OPS_OK);
    CHECK_EQ_STR(sdx_buf_cstr(&c.buf), "0 added, 2 skipped, 0 replaced, 0 unreadable\n");
    cap_free(&c);

    /* show: by key; an unknown job is not found, with nothing written */
    const char *key[] = {"#_spill"}, *nokey[] = {"no_such_job"};
    CHECK_EQ_INT(hist_run(&c, db, "show", key, 1, NULL), SDX_OPS_OK);
    CHECK(strstr(sdx_buf_cstr(&c.buf), "Job #_spill (id ") == sdx_buf_cstr(&c.buf));
    cap_free(&c);
    CHECK_EQ_INT(hist_run(&c, db, "show", nokey, 1, NULL), SDX_OPS_NOTFOUND);
    CHECK_EQ_INT(c.buf.len, 0);
    CHECK(has_msg(&c.res, SDX_OPS_ERROR, "no_such_job"));
    cap_free(&c);

    /* check: one stored run is no baseline (a run is never its own) */
    CHECK_EQ_INT(hist_run(&c, db, "check", logs + 1, 1, NULL), SDX_OPS_NOBASELINE);
    CHECK(strstr(sdx_buf_cstr(&c.buf), "no baseline yet: 0 earlier runs of this job, 3 needed\n") != NULL);
    cap_free(&c);
    CHECK_EQ_INT(hist_run(&c, db, "baseline", logs + 1, 1, NULL), SDX_OPS_NOBASELINE);
    CHECK_EQ_INT(c.buf.len, 0);
    CHECK(has_msg(&c.res, SDX_OPS_ERROR, "no baseline yet"));
    cap_free(&c);

    /* bad requests: usage, before the database is touched */
    CHECK_EQ_INT(hist_run(&c, db, "frob", NULL, 0, NULL), SDX_OPS_USAGE);
    cap_free(&c);
    CHECK_EQ_INT(hist_run(&c, db, "show", NULL, 0, NULL), SDX_OPS_USAGE);
    cap_free(&c);
    CHECK_EQ_INT(hist_run(&c, db, "list", NULL, 0, "md"), SDX_OPS_USAGE);
    cap_free(&c);

    /* a failing sink is an output error */
    int calls = 0;
    hist_run(&c, db, "list", NULL, 0, NULL);
    sdx_ops_result_free(&c.res);
    sdx_ops_result_init(&c.res);
    sdx_sink bad = {failing_write, &calls};
    CHECK_EQ_INT(sdx_ops_history(&c.q, &bad, &c.res), SDX_OPS_OUTPUT);
    CHECK_EQ_INT(calls, 1);   /* written once */
    cap_free(&c);

    /* without history_mkdir, a missing directory is an unreadable database */
    char db2[600];
    snprintf(db2, sizeof db2, "%s/none/history.db", dir);
    cap_init(&c);
    c.q.history_cmd = "list";
    c.q.history_db = db2;
    CHECK_EQ_INT(sdx_ops_history(&c.q, &c.sink, &c.res), SDX_OPS_INPUT);
    CHECK(c.res.nmsgs == 1);
    cap_free(&c);

    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK_EQ_INT(system(cmd), 0);
}
