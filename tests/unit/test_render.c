/*
 * test_render.c: text and Markdown make log text visible (issue 16). A log
 * whose app name, job description, stage name, executor id, host and
 * failure messages carry ESC/CSI sequences, an OSC title-set, BEL, BS, CR,
 * U+202E and an embedded newline that would start a fake line goes through
 * `report` text and md: no byte below 0x20 other than the renderer's own
 * newlines, no DEL, no C1 control and no bidi control may come out, no line
 * may start with the injected text, and the escapes must be visible.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/model.h"
#include "sparkdx/report.h"

/* JSON-escaped hostile text: CSI colour, OSC title-set ended by BEL, BS,
 * CR, U+202E (right-to-left override), C1 CSI (U+009B) and a newline that
 * starts a fake line. */
#define EVIL "\\u001b[31mred\\u001b]0;pwned\\u0007\\b\\r\\u202e\\u009b2J\\nFAKELINE all is fine"

static const char LOG[] =
    "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.0\"}\n"
    "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"app" EVIL "\",\"App ID\":\"app-1\","
    "\"Timestamp\":1000,\"User\":\"u\"}\n"
    "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":1001,\"Executor ID\":\"1" EVIL "\",\"Executor Info\":"
    "{\"Host\":\"host" EVIL "\",\"Total Cores\":1,\"Log Urls\":{}}}\n"
    "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":1001,\"Executor ID\":\"2\",\"Executor Info\":"
    "{\"Host\":\"h2\",\"Total Cores\":1,\"Log Urls\":{}}}\n"
    "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":0,\"Submission Time\":1100,\"Stage Infos\":[{\"Stage ID\":0,"
    "\"Stage Attempt ID\":0,\"Stage Name\":\"stage" EVIL "\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\"}],"
    "\"Stage IDs\":[0],\"Properties\":{\"spark.job.description\":\"desc" EVIL "\"}}\n"
    "{\"Event\":\"SparkListenerStageSubmitted\",\"Stage Info\":{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":"
    "\"stage" EVIL "\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":1200}}\n"
#define TASK(t, i, a, e, h)                                                                                            \
    "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Info\":{\"Task ID\":" #t       \
    ",\"Index\":" #i ",\"Attempt\":" #a ",\"Launch Time\":1300,\"Executor ID\":\"" e "\",\"Host\":\"" h "\","          \
    "\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":0,"                \
    "\"Failed\":false,\"Killed\":false}}\n"                                                                           \
    "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\","         \
    "\"Task End Reason\":{\"Reason\":\"ExceptionFailure\",\"Class Name\":\"java.lang.IllegalStateException\","        \
    "\"Description\":\"boom" EVIL "\",\"Stack Trace\":[]},\"Task Info\":{\"Task ID\":" #t ",\"Index\":" #i            \
    ",\"Attempt\":" #a ",\"Launch Time\":1300,\"Executor ID\":\"" e "\",\"Host\":\"" h "\",\"Locality\":"             \
    "\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":1400,\"Failed\":true,"         \
    "\"Killed\":false}}\n"
    TASK(1, 1, 0, "1" EVIL, "host" EVIL) TASK(2, 1, 1, "2", "h2")
    "{\"Event\":\"SparkListenerStageCompleted\",\"Stage Info\":{\"Stage ID\":0,\"Stage Attempt ID\":0,\"Stage Name\":"
    "\"stage" EVIL "\",\"Number of Tasks\":2,\"RDD Info\":[],\"Details\":\"\",\"Submission Time\":1200,"
    "\"Completion Time\":2000,\"Failure Reason\":\"Job aborted" EVIL "\"}}\n"
    "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":0,\"Completion Time\":2100,\"Job Result\":{\"Result\":"
    "\"JobFailed\",\"Exception\":{\"Message\":\"Job aborted due to stage failure" EVIL "\"}}}\n"
    "{\"Event\":\"SparkListenerExecutorRemoved\",\"Timestamp\":2200,\"Executor ID\":\"1" EVIL "\","
    "\"Removed Reason\":\"lost" EVIL "\"}\n"
    "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":3000}\n";

/* The first offending byte's offset, or -1 when the output is clean. */
static long first_unsafe(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i < n; i++) {
        if ((p[i] < 0x20 && p[i] != '\n') || p[i] == 0x7f)
            return (long)i;
        if (p[i] == 0xc2 && i + 1 < n && p[i + 1] >= 0x80 && p[i + 1] <= 0x9f)
            return (long)i;   /* C1 control */
        if (p[i] == 0xd8 && i + 1 < n && p[i + 1] == 0x9c)
            return (long)i;   /* U+061C */
        if (p[i] == 0xe2 && i + 2 < n && p[i + 1] == 0x80 &&
            (p[i + 2] == 0x8e || p[i + 2] == 0x8f || (p[i + 2] >= 0xaa && p[i + 2] <= 0xae)))
            return (long)i;   /* LRM, RLM, U+202A..U+202E */
        if (p[i] == 0xe2 && i + 2 < n && p[i + 1] == 0x81 && p[i + 2] >= 0xa6 && p[i + 2] <= 0xa9)
            return (long)i;   /* U+2066..U+2069 */
    }
    return -1;
}

static void check_output(const char *what, const char *s, size_t n)
{
    long bad = first_unsafe(s, n);
    if (bad >= 0)
        t_fail(__FILE__, __LINE__, "%s: unsafe byte 0x%02x at %ld: ...%.40s", what, (unsigned char)s[bad], bad,
               s + (bad > 20 ? bad - 20 : 0));
    /* the injected newline starts no line of its own */
    if (!strncmp(s, "FAKELINE", 8) || strstr(s, "\nFAKELINE"))
        t_fail(__FILE__, __LINE__, "%s: a log string started a line", what);
    for (const char *p = s; (p = strstr(p, "FAKELINE")); p++) {
        const char *q = p;
        while (q > s && q[-1] == ' ')
            q--;   /* nor a wrapped line indented under a bullet */
        if (q > s && q[-1] == '\n')
            t_fail(__FILE__, __LINE__, "%s: FAKELINE at the start of a line", what);
    }
}

TEST(log_text_is_made_visible_in_text_and_md)
{
    sdx_model *m = NULL;
    sdx_error err;
    CHECK_EQ_INT(sdx_model_build_mem(LOG, strlen(LOG), "t", 0, &m, &err), 0);
    if (!m)
        return;
    sdx_report *r = NULL;
    CHECK_EQ_INT(sdx_report_build(m, NULL, &r, &err), 0);
    if (!r) {
        sdx_model_free(m);
        return;
    }
    /* the hostile strings reached the report */
    CHECK(r->app_name && strchr(r->app_name, 0x1b));
    CHECK(r->njobs == 1 && r->jobs[0].description && strchr(r->jobs[0].description, '\n'));
    CHECK(r->nfindings >= 1);
    int any_evil = 0;
    for (uint32_t i = 0; i < r->nfindings; i++) {
        any_evil |= strchr(r->findings[i].title, 0x1b) != NULL;
        for (uint32_t k = 0; k < r->findings[i].nevidence; k++)
            any_evil |= r->findings[i].evidence[k].text && strchr(r->findings[i].evidence[k].text, 0x1b) != NULL;
    }
    CHECK(any_evil);
    for (int width = 0; width <= 60; width += 60) {
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_report_render_text(r, &b, 0, width);
        check_output(width ? "text (60 columns)" : "text", sdx_buf_cstr(&b), b.len);
        /* visible, not dropped */
        CHECK(strstr(sdx_buf_cstr(&b), "\\x1b[31mred") != NULL);
        CHECK(strstr(sdx_buf_cstr(&b), "\\u202e") != NULL);
        CHECK(strstr(sdx_buf_cstr(&b), "\\r") != NULL);
        sdx_buf_free(&b);
    }
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_report_render_md(r, &b);
    check_output("md", sdx_buf_cstr(&b), b.len);
    CHECK(strstr(sdx_buf_cstr(&b), "\\x1b[31mred") != NULL);
    CHECK(strstr(sdx_buf_cstr(&b), "\\nFAKELINE") != NULL);
    sdx_buf_free(&b);
    sdx_report_free(r);
    sdx_model_free(m);
}
