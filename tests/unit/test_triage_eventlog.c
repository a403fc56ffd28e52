/*
 * test_triage_eventlog.c: failure triage over an event log
 * (sdx_triage_add_eventlog) on small hand-written logs built with
 * sdx_model_build_mem: TaskEnd reasons, ExecutorRemoved reasons and JobEnd
 * results become failures with the same classes and relations as text, and
 * a text's failures are joined with the log's stage names and partitions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "sparkdx/model.h"
#include "sparkdx/triage.h"

#define APP_START "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-7\",\"Timestamp\":1000,\"User\":\"u\"}\n"
#define EXEC_ADDED(id, host) "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":1001,\"Executor ID\":\"" id "\",\"Executor Info\":{\"Host\":\"" host "\",\"Total Cores\":4,\"Log Urls\":{}}}\n"
#define EXEC_REMOVED(id, t, why) "{\"Event\":\"SparkListenerExecutorRemoved\",\"Timestamp\":" #t ",\"Executor ID\":\"" id "\",\"Removed Reason\":\"" why "\"}\n"
#define STAGE_INFO(s, name, extra) "{\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Stage Name\":\"" name "\",\"Number of Tasks\":8,\"RDD Info\":[],\"Details\":\"\"" extra "}"
#define JOB_START(j, s, name) "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":" #j ",\"Submission Time\":1100,\"Stage Infos\":[" STAGE_INFO(s, name, "") "],\"Stage IDs\":[" #s "],\"Properties\":{}}\n"
#define STAGE_SUB(s, name) "{\"Event\":\"SparkListenerStageSubmitted\",\"Stage Info\":" STAGE_INFO(s, name, ",\"Submission Time\":1200") "}\n"
#define STAGE_FAILED(s, name) "{\"Event\":\"SparkListenerStageCompleted\",\"Stage Info\":" STAGE_INFO(s, name, ",\"Submission Time\":1200,\"Completion Time\":3000,\"Failure Reason\":\"aborted\"") "}\n"
#define TASK_INFO(t, i, a, e, host, fin, failed) "{\"Task ID\":" #t ",\"Index\":" #i ",\"Attempt\":" #a ",\"Partition ID\":" #i ",\"Launch Time\":1300,\"Executor ID\":\"" e "\",\"Host\":\"" host "\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,\"Finish Time\":" #fin ",\"Failed\":" failed ",\"Killed\":false}"
#define TASK_START(s, t, i, a, e, host) "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Task Info\":" TASK_INFO(t, i, a, e, host, 0, "false") "}\n"
#define TASK_FAIL(s, t, i, a, e, host, fin, reason) TASK_START(s, t, i, a, e, host) "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":" #s ",\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\",\"Task End Reason\":" reason ",\"Task Info\":" TASK_INFO(t, i, a, e, host, fin, "true") "}\n"
#define JOB_FAILED(j, msg) "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":" #j ",\"Completion Time\":3100,\"Job Result\":{\"Result\":\"JobFailed\",\"Exception\":{\"Message\":\"" msg "\",\"Stack Trace\":[]}}}\n"

#define NFE "{\"Reason\":\"ExceptionFailure\",\"Class Name\":\"java.lang.NumberFormatException\",\"Description\":\"For input string: \\\"12,5\\\"\",\"Stack Trace\":[{\"Declaring Class\":\"java.lang.NumberFormatException\",\"Method Name\":\"forInputString\",\"File Name\":\"NumberFormatException.java\",\"Line Number\":65},{\"Declaring Class\":\"com.acme.etl.ParsePrices\",\"Method Name\":\"apply\",\"File Name\":\"ParsePrices.scala\",\"Line Number\":41}]}"

/* task 7 of stage 3 fails on two executors on two hosts; the job ends */
static const char *CAST_APP =
    APP_START EXEC_ADDED("1", "wn-01.corp") EXEC_ADDED("2", "wn-02.corp")
    JOB_START(0, 3, "count at ParsePrices.scala:88") STAGE_SUB(3, "count at ParsePrices.scala:88")
    TASK_FAIL(3, 21, 7, 0, "1", "wn-01.corp", 1500, NFE)
    TASK_FAIL(3, 25, 7, 1, "2", "wn-02.corp", 1800, NFE)
    STAGE_FAILED(3, "count at ParsePrices.scala:88")
    JOB_FAILED(0, "Job aborted due to stage failure: Task 7 in stage 3.0 failed 2 times, most recent failure: Lost task 7.1 in stage 3.0 (TID 25) (wn-02.corp executor 2): java.lang.NumberFormatException: For input string: \\\"12,5\\\"\\nDriver stacktrace:");

#define YARN_PMEM "Container killed by YARN for exceeding physical memory limits. 9.1 GB of 9 GB physical memory used. Consider boosting spark.executor.memoryOverhead."
#define LOST "{\"Reason\":\"ExecutorLostFailure\",\"Executor ID\":\"1\",\"Exit Caused By App\":true,\"Loss Reason\":\"" YARN_PMEM "\"}"
#define FETCH "{\"Reason\":\"FetchFailed\",\"Block Manager Address\":{\"Executor ID\":\"1\",\"Host\":\"wn-01.corp\",\"Port\":7337},\"Shuffle ID\":2,\"Map ID\":14,\"Map Index\":4,\"Reduce ID\":3,\"Message\":\"org.apache.spark.shuffle.FetchFailedException: Failed to connect to wn-01.corp/10.1.0.11:7337\"}"

/* executor 1 dies of its container's memory limit; a reduce task on
 * executor 2 then cannot fetch its map output */
static const char *LOSS_APP =
    APP_START EXEC_ADDED("1", "wn-01.corp") EXEC_ADDED("2", "wn-02.corp")
    JOB_START(0, 5, "save at Export.scala:30") STAGE_SUB(5, "save at Export.scala:30")
    TASK_FAIL(5, 40, 2, 0, "1", "wn-01.corp", 1600, LOST)
    EXEC_REMOVED("1", 1601, YARN_PMEM)
    TASK_FAIL(5, 44, 3, 0, "2", "wn-02.corp", 1900, FETCH)
    STAGE_FAILED(5, "save at Export.scala:30");

static sdx_model *build(const char *log)
{
    sdx_model *m = NULL;
    sdx_error err;
    if (sdx_model_build_mem(log, strlen(log), "test-eventlog", 0, &m, &err) < 0)
        return NULL;
    return m;
}

static sdx_triage_result *triage(const char *text, const char *log)
{
    sdx_model *m = build(log);
    if (!m)
        return NULL;
    sdx_triage *t = sdx_triage_new();
    if (text)
        CHECK_EQ_INT(sdx_triage_feed(t, text, strlen(text), NULL), 0);
    CHECK_EQ_INT(sdx_triage_add_eventlog(t, m, NULL), 0);
    sdx_model_free(m);
    sdx_triage_result *r = sdx_triage_finish(t, NULL);
    sdx_triage_free(t);
    return r;
}

TEST(eventlog_alone_gives_the_failure_with_stage_name_and_partition)
{
    sdx_triage_result *r = triage(NULL, CAST_APP);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK_EQ_INT((int)r->n, 1);
    CHECK_EQ_INT(r->primary, 0);
    CHECK_EQ_INT(r->eventlog, 1);
    CHECK_EQ_INT((int)r->lines, 0);
    if (r->n == 1) {
        const sdx_failure *f = &r->failures[0];
        CHECK_EQ_INT(f->fclass, SDX_FC_DATASCHEMA);
        CHECK_EQ_STR(f->root_exception, "java.lang.NumberFormatException");
        CHECK_EQ_INT(f->stage_id, 3);
        CHECK_EQ_INT(f->stage_attempt, 0);
        CHECK_EQ_STR(f->stage_name ? f->stage_name : "(null)", "count at ParsePrices.scala:88");
        CHECK_EQ_INT(f->task_index, 7);
        CHECK_EQ_INT(f->partition, 7);
        CHECK_EQ_INT(f->attempts, 2);
        /* the same task index on two executors and two hosts */
        CHECK_EQ_INT(f->deterministic, 1);
        CHECK_EQ_INT(f->source, SDX_SRC_EVENTLOG);
        CHECK_EQ_INT((int)f->first_line, 0);
        CHECK(f->aborted_job);
    }
    sdx_triage_result_free(r);
}

TEST(eventlog_executor_loss_is_the_cause_of_the_fetch_failure)
{
    sdx_triage_result *r = triage(NULL, LOSS_APP);
    CHECK(r != NULL);
    if (!r)
        return;
    int fetch = -1;
    for (size_t i = 0; i < r->n; i++)
        if (r->failures[i].fclass == SDX_FC_SHUFFLE)
            fetch = (int)i;
    CHECK(r->primary >= 0);
    CHECK(fetch >= 0);
    if (r->primary >= 0 && fetch >= 0) {
        const sdx_failure *p = &r->failures[r->primary];
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK(strstr(p->root_exception, "physical memory") != NULL);
        CHECK_EQ_STR(p->executor ? p->executor : "(null)", "1");
        CHECK(r->failures[fetch].caused_by >= 0);
        if (r->failures[fetch].caused_by >= 0)
            CHECK_EQ_INT(r->failures[r->failures[fetch].caused_by].fclass, SDX_FC_RESOURCE);
    }
    sdx_triage_result_free(r);
}

TEST(text_and_eventlog_are_one_failure_joined)
{
    const char *text =
        "25/03/02 10:14:07 WARN TaskSetManager: Lost task 7.1 in stage 3.0 (TID 25) (wn-02.corp executor 2): "
        "java.lang.NumberFormatException: For input string: \"12,5\"\n"
        "\tat java.lang.NumberFormatException.forInputString(NumberFormatException.java:65)\n"
        "\tat com.acme.etl.ParsePrices.apply(ParsePrices.scala:41)\n"
        "\n";
    sdx_triage_result *r = triage(text, CAST_APP);
    CHECK(r != NULL);
    if (!r)
        return;
    CHECK_EQ_INT((int)r->n, 1);
    CHECK_EQ_INT((int)r->lines, 4);
    if (r->n == 1) {
        const sdx_failure *f = &r->failures[0];
        CHECK_EQ_INT(f->source, SDX_SRC_TEXT | SDX_SRC_EVENTLOG);
        CHECK_EQ_INT((int)f->first_line, 1);
        CHECK_EQ_STR(f->stage_name ? f->stage_name : "(null)", "count at ParsePrices.scala:88");
        CHECK_EQ_INT(f->partition, 7);
        CHECK_EQ_INT(f->fclass, SDX_FC_DATASCHEMA);
    }
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_triage_render_json(r, &out, 0);
    CHECK(out.data && strstr(out.data, "\"source\":\"both\"") != NULL);
    CHECK(out.data && strstr(out.data, "\"name\":\"count at ParsePrices.scala:88\"") != NULL);
    CHECK(out.data && strstr(out.data, "\"eventlog\":true") != NULL);
    sdx_buf_free(&out);
    sdx_triage_result_free(r);
}

TEST(eventlog_without_failures_adds_nothing)
{
    const char *log = APP_START EXEC_ADDED("1", "wn-01.corp")
        EXEC_REMOVED("1", 1700, "Executor killed by driver.");
    sdx_triage_result *r = triage(NULL, log);
    CHECK(r != NULL);
    if (r) {
        CHECK_EQ_INT((int)r->n, 0);
        CHECK_EQ_INT(r->primary, -1);
    }
    sdx_triage_result_free(r);
    /* no event log: nothing to add; no triage (sdx_triage_new failed): out of memory */
    sdx_error err;
    CHECK_EQ_INT(sdx_triage_add_eventlog(NULL, NULL, &err), -1);
    CHECK_EQ_INT(err.code, SDX_ERR_NOMEM);
    sdx_triage *t = sdx_triage_new();
    CHECK_EQ_INT(sdx_triage_add_eventlog(t, NULL, NULL), 0);
    sdx_triage_free(t);
}
