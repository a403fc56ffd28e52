/*
 * test_triage.c: the failure-triage engine through its public API
 * (include/sparkdx/triage.h): exit-code meanings, class names, de-duplication
 * of attempts, cause before consequence (fetch after executor loss, heartbeat
 * after GC / OOM, killed tasks after the abort, context shutdown after a
 * driver OOM), determinism from evidence, user frames, chunk independence,
 * the bound on distinct failures, executors the application released (not
 * failures), the renderers, and that every rule of the
 * classification table is documented in docs/failure-classes.md.
 */
#include "harness.h"

#include <stdlib.h>

#include "sparkdx/json.h"
#include "sparkdx/triage.h"
#include "triage/rules.h"

static sdx_triage_result *triage(const char *text)
{
    sdx_triage_result *r = NULL;
    sdx_error err;
    if (sdx_triage_text(text, strlen(text), &r, &err) != 0)
        return NULL;
    return r;
}

static const sdx_failure *primary(const sdx_triage_result *r)
{
    return r && r->primary >= 0 ? &r->failures[r->primary] : NULL;
}

TEST(exit_code_meanings)
{
    CHECK(strstr(sdx_exit_code_meaning(137), "SIGKILL") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(143), "SIGTERM") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(-104), "physical memory") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(-103), "virtual memory") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(-100), "lost") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(-102), "PREEMPTED") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(52), "OutOfMemoryError") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(50), "uncaught") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(53), "DiskStore") != NULL);
    CHECK(strstr(sdx_exit_code_meaning(1), "generic") != NULL);
    CHECK(sdx_exit_code_meaning(4242) == NULL);
}

TEST(class_names_round_trip)
{
    for (int c = 1; c < SDX_FC_COUNT; c++) {
        sdx_fclass back;
        CHECK_EQ_INT(sdx_fclass_parse(sdx_fclass_name((sdx_fclass)c), &back), 0);
        CHECK_EQ_INT(back, c);
    }
    sdx_fclass x;
    CHECK_EQ_INT(sdx_fclass_parse("resource", &x), -1);
}

TEST(exit_code_reaches_the_failure)
{
    sdx_triage_result *r = triage(
        "24/01/02 10:00:00 ERROR YarnScheduler: Lost executor 3 on h1: Container marked as failed: "
        "container_1_0001_01_000004 on host: h1. Exit status: 143. Diagnostics: Container killed on request. "
        "Exit code is 143\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        /* the loss reason with its exit code (issue 13) */
        CHECK_EQ_STR(p->root_exception, "Container killed on request (exit code 143)");
        CHECK_EQ_INT(p->exit_code_known, 1);
        CHECK_EQ_INT(p->exit_code, 143);
        CHECK(p->exit_meaning && strstr(p->exit_meaning, "SIGTERM"));
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK_EQ_STR(p->executor, "3");
        CHECK_EQ_STR(p->host, "h1");
    }
    sdx_triage_result_free(r);
}

static const char *ATTEMPTS =
    "24/01/02 10:00:01 WARN TaskSetManager: Lost task 5.0 in stage 2.0 (TID 10, hostA, executor 1): "
    "java.lang.ArithmeticException: / by zero\n"
    "\tat com.acme.Ratio$.apply(Ratio.scala:12)\n"
    "\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:338)\n"
    "24/01/02 10:00:02 INFO TaskSetManager: Lost task 5.1 in stage 2.0 (TID 11) on hostB, executor 2: "
    "java.lang.ArithmeticException (/ by zero) [duplicate 1]\n"
    "24/01/02 10:00:03 INFO TaskSetManager: Lost task 5.2 in stage 2.0 (TID 12) on hostC, executor 3: "
    "java.lang.ArithmeticException (/ by zero) [duplicate 2]\n"
    "24/01/02 10:00:04 INFO TaskSetManager: Lost task 5.3 in stage 2.0 (TID 13) on hostA, executor 1: "
    "java.lang.ArithmeticException (/ by zero) [duplicate 3]\n"
    "24/01/02 10:00:04 ERROR TaskSetManager: Task 5 in stage 2.0 failed 4 times; aborting job\n";

TEST(attempts_of_one_failure_are_one_failure)
{
    sdx_triage_result *r = triage(ATTEMPTS);
    CHECK(r && r->n == 1);
    const sdx_failure *p = primary(r);
    if (p) {
        CHECK_EQ_INT(p->occurrences, 4);
        CHECK_EQ_INT(p->attempts, 4);
        CHECK_EQ_INT(p->stage_id, 2);
        CHECK_EQ_INT(p->task_index, 5);
        CHECK_EQ_INT(p->task_attempt, 3);
        CHECK_EQ_INT(p->tid, 13);
        CHECK_EQ_INT(p->n_executors, 3);
        CHECK_EQ_INT(p->n_hosts, 3);
        CHECK_EQ_INT(p->n_tasks, 1);
        CHECK_EQ_INT(p->aborted_job, 1);
        CHECK_EQ_INT(p->fclass, SDX_FC_JOBLOGIC);
        CHECK_EQ_STR(p->root_exception, "java.lang.ArithmeticException");
        CHECK_EQ_STR(p->root_message, "/ by zero");
        CHECK_EQ_STR(p->user_frame, "com.acme.Ratio$.apply(Ratio.scala:12)");
        /* the same partition failed on three executors: data / code */
        CHECK_EQ_INT(p->deterministic, 1);
        CHECK(p->determinism_why && strstr(p->determinism_why, "task 5"));
    }
    sdx_triage_result_free(r);
}

TEST(same_text_whatever_the_chunking)
{
    for (size_t chunk = 1; chunk <= 13; chunk += 4) {
        sdx_triage *t = sdx_triage_new();
        size_t n = strlen(ATTEMPTS);
        for (size_t i = 0; i < n; i += chunk)
            CHECK_EQ_INT(sdx_triage_feed(t, ATTEMPTS + i, n - i < chunk ? n - i : chunk, NULL), 0);
        sdx_triage_result *r = sdx_triage_finish(t, NULL);
        sdx_triage_free(t);
        CHECK(r && r->n == 1);
        if (r && r->n == 1) {
            CHECK_EQ_INT(r->failures[0].occurrences, 4);
            CHECK_EQ_INT(r->failures[0].tid, 13);
        }
        sdx_triage_result_free(r);
    }
}

TEST(fetch_failure_points_to_the_executor_that_died)
{
    sdx_triage_result *r = triage(
        "19/11/05 01:31:08 ERROR YarnClusterScheduler: Lost executor 9 on dn-04: Container killed by YARN for "
        "exceeding memory limits. 6.6 GB of 6.6 GB physical memory used. Consider boosting "
        "spark.yarn.executor.memoryOverhead.\n"
        "19/11/05 01:38:57 WARN TaskSetManager: Lost task 12.0 in stage 3.0 (TID 845, dn-02, executor 3): "
        "FetchFailed(BlockManagerId(9, dn-04, 7337, None), shuffleId=0, mapId=180, reduceId=12, message=\n"
        "org.apache.spark.shuffle.FetchFailedException: Failed to connect to dn-04/10.0.0.4:7337\n"
        "\tat org.apache.spark.storage.ShuffleBlockFetcherIterator.throwFetchFailedException(x.scala:554)\n"
        "\n)\n"
        "Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: "
        "ShuffleMapStage 3 (map at X.scala:7) has failed the maximum allowable number of times: 4. Most recent "
        "failure reason: org.apache.spark.shuffle.FetchFailedException: Failed to connect to dn-04/10.0.0.4:7337\n");
    CHECK(r && r->n == 2);
    const sdx_failure *p = primary(r);
    if (r && p && r->n == 2) {
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK_EQ_STR(p->root_exception, "Container killed by YARN for exceeding memory limits");
        const sdx_failure *fetch = &r->failures[1];
        CHECK_EQ_INT(fetch->fclass, SDX_FC_SHUFFLE);
        CHECK_EQ_INT(fetch->caused_by, r->primary);
        CHECK_EQ_INT(fetch->collateral, 1);
        CHECK_EQ_INT(fetch->aborted_job, 1);
        CHECK_EQ_INT(fetch->attempts, 4);
        CHECK_EQ_INT(fetch->stage_id, 3);
        CHECK_EQ_INT(fetch->tid, 845);
    }
    sdx_triage_result_free(r);
}

TEST(fetch_failure_alone_is_the_primary)
{
    sdx_triage_result *r = triage(
        "WARN TaskSetManager: Lost task 1.0 in stage 4.0 (TID 9, h2, executor 2): FetchFailed(BlockManagerId(1, "
        "h1, 7337, None), shuffleId=1, mapId=3, reduceId=1, message=\n"
        "org.apache.spark.shuffle.FetchFailedException: Connection reset by peer\n"
        "Caused by: java.io.IOException: Connection reset by peer\n)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_SHUFFLE);
        CHECK_EQ_STR(p->root_exception, "java.io.IOException");
        CHECK_EQ_INT(p->caused_by, -1);
        CHECK_EQ_INT(p->deterministic, 0);
    }
    sdx_triage_result_free(r);
}

TEST(heartbeat_timeout_after_gc_points_to_the_oom)
{
    sdx_triage_result *r = triage(
        "Container: container_1_0001_01_000007 on node-3_45454\n"
        "LogType:stderr\n"
        "18/10/27 04:34:02 ERROR Executor: Exception in task 44.0 in stage 7.0 (TID 1290)\n"
        "java.lang.OutOfMemoryError: GC overhead limit exceeded\n"
        "\tat java.util.HashMap.resize(HashMap.java:704)\n"
        "End of LogType:stderr\n"
        "Container: container_1_0001_01_000001 on node-1_45454\n"
        "LogType:stderr\n"
        "18/10/27 04:36:58 ERROR YarnClusterScheduler: Lost executor 6 on node-3: Executor heartbeat timed out "
        "after 168231 ms\n");
    CHECK(r && r->n == 2);
    const sdx_failure *p = primary(r);
    if (r && p && r->n == 2) {
        CHECK_EQ_STR(p->root_exception, "java.lang.OutOfMemoryError");
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK_EQ_STR(p->host, "node-3");
        CHECK_EQ_STR(r->failures[1].root_exception, "Executor heartbeat timed out");
        CHECK_EQ_INT(r->failures[1].fclass, SDX_FC_TIMEOUTNETWORK);
        CHECK_EQ_INT(r->failures[1].caused_by, r->primary);
    }
    sdx_triage_result_free(r);
}

TEST(heartbeat_timeout_after_long_gc_pause)
{
    sdx_triage_result *r = triage(
        "2020-01-01T10:00:00.000+0000: [Full GC (Ergonomics) [PSYoungGen: 1K->0K(2K)] 9G->9G(10G), "
        "48.1234567 secs] [Times: user=90.1 sys=0.4, real=48.12 secs]\n"
        "20/01/01 10:01:10 ERROR YarnScheduler: Lost executor 2 on h9: Executor heartbeat timed out after "
        "131000 ms\n");
    CHECK(r && r->n == 2);
    const sdx_failure *p = primary(r);
    if (r && p && r->n == 2) {
        CHECK_EQ_STR(p->root_exception, "Long GC pause");
        CHECK_EQ_STR(r->failures[1].root_exception, "Executor heartbeat timed out");
        CHECK_EQ_INT(r->failures[1].caused_by, r->primary);
    }
    sdx_triage_result_free(r);
}

TEST(killed_tasks_are_collateral_of_the_abort)
{
    sdx_triage_result *r = triage(
        "WARN TaskSetManager: Lost task 7.0 in stage 485.0 (TID 9184) (hostX executor driver): TaskKilled "
        "(Stage cancelled: Job aborted due to stage failure: Task 3 in stage 485.0 failed 1 times, most recent "
        "failure: Lost task 3.0 in stage 485.0 (TID 9180) (hostX executor driver): java.io.IOException: No space "
        "left on device\n"
        "\tat sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n"
        "WARN TaskSetManager: Lost task 8.0 in stage 485.0 (TID 9185) (hostX executor driver): TaskKilled (Stage "
        "cancelled)\n");
    CHECK(r != NULL);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (r && p) {
        CHECK_EQ_STR(p->root_exception, "java.io.IOException");
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK_EQ_INT(p->task_index, 3);
        CHECK_EQ_INT(p->tid, 9180);
        int killed = -1;
        for (size_t i = 0; i < r->n; i++)
            if (!strcmp(r->failures[i].root_exception, "TaskKilled"))
                killed = (int)i;
        CHECK(killed >= 0);
        if (killed >= 0) {
            CHECK_EQ_INT(r->failures[killed].caused_by, r->primary);
            CHECK_EQ_INT(r->failures[killed].collateral, 1);
            CHECK_EQ_INT(r->failures[killed].occurrences, 2);
        }
    }
    sdx_triage_result_free(r);
}

TEST(context_shutdown_after_driver_oom)
{
    sdx_triage_result *r = triage(
        "Exception in thread \"dag-scheduler-event-loop\" java.lang.OutOfMemoryError: Java heap space\n"
        "\tat java.util.Arrays.copyOf(Arrays.java:3236)\n"
        "Exception in thread \"main\" org.apache.spark.SparkException: Job 3 cancelled because SparkContext was "
        "shut down\n"
        "\tat org.apache.spark.scheduler.DAGScheduler.cleanUpAfterSchedulerStop(DAGScheduler.scala:1)\n");
    CHECK(r && r->n == 2);
    const sdx_failure *p = primary(r);
    if (r && p && r->n == 2) {
        CHECK_EQ_INT(p->fclass, SDX_FC_DRIVER);
        CHECK_EQ_STR(p->root_exception, "java.lang.OutOfMemoryError");
        CHECK_EQ_INT(r->failures[1].caused_by, r->primary);
    }
    sdx_triage_result_free(r);
}

TEST(environment_spread_over_tasks_on_one_host)
{
    sdx_triage_result *r = triage(
        "WARN TaskSetManager: Lost task 1.0 in stage 2.0 (TID 1, bad-host, executor 4): java.io.IOException: "
        "Input/output error\n"
        "WARN TaskSetManager: Lost task 2.0 in stage 2.0 (TID 2, bad-host, executor 4): java.io.IOException: "
        "Input/output error\n"
        "WARN TaskSetManager: Lost task 3.0 in stage 2.0 (TID 3, bad-host, executor 5): java.io.IOException: "
        "Input/output error\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->n_tasks, 3);
        CHECK_EQ_INT(p->deterministic, 0);
        CHECK(p->determinism_why && strstr(p->determinism_why, "one host"));
    }
    sdx_triage_result_free(r);
}

TEST(unknown_determinism_stays_null)
{
    sdx_triage_result *r = triage(
        "ERROR YarnScheduler: Lost executor 3 on h1: Container killed by YARN for exceeding memory limits. "
        "9 GB of 9 GB physical memory used.\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->deterministic == -1 && p->determinism_why == NULL);
    sdx_triage_result_free(r);
}

TEST(python_udf_root_and_user_frame)
{
    sdx_triage_result *r = triage(
        "py4j.protocol.Py4JJavaError: An error occurred while calling o9.save.\n"
        ": org.apache.spark.SparkException: Job aborted due to stage failure: Task 0 in stage 1.0 failed 4 times, "
        "most recent failure: Lost task 0.3 in stage 1.0 (TID 7) (10.0.0.1 executor 2): "
        "org.apache.spark.api.python.PythonException: Traceback (most recent call last):\n"
        "  File \"/opt/spark/python/lib/pyspark.zip/pyspark/worker.py\", line 604, in main\n"
        "    process()\n"
        "  File \"/app/etl/parse.py\", line 17, in to_int\n"
        "    return int(s)\n"
        "ValueError: invalid literal for int() with base 10: 'n/a'\n"
        "\n"
        "\tat org.apache.spark.api.python.BasePythonRunner$ReaderIterator.handlePythonException(x.scala:1)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_STR(p->root_exception, "ValueError");
        CHECK_EQ_INT(p->fclass, SDX_FC_DATASCHEMA);
        CHECK_EQ_STR(p->user_frame, "/app/etl/parse.py:17 in to_int");
        CHECK_EQ_INT(p->attempts, 4);
        CHECK_EQ_STR(p->executor, "2");
        CHECK_EQ_STR(p->host, "10.0.0.1");
        CHECK(p->nchain >= 3);
        CHECK(p->nchain && strncmp(p->chain[0], "py4j.protocol.Py4JJavaError", 27) == 0);
    }
    sdx_triage_result_free(r);
}

TEST(error_class_is_reported)
{
    sdx_triage_result *r = triage(
        "org.apache.spark.sql.AnalysisException: [UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function "
        "parameter with name `amt` cannot be resolved. Did you mean one of the following? [`amount`].\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->error_class && !strcmp(p->error_class, "UNRESOLVED_COLUMN.WITH_SUGGESTION"));
    CHECK(p && p->fclass == SDX_FC_DATASCHEMA && p->deterministic == 1 && p->stage_id == -1);
    sdx_triage_result_free(r);
}

TEST(bare_error_line_states_the_failure)
{
    /* the exception never reached the log (a notebook swallowed it) */
    sdx_triage_result *r = triage(
        "26/11/30 12:42:10 ERROR TaskSetManager: Total size of serialized results of 2 tasks (4.9 MiB) is "
        "bigger than spark.driver.maxResultSize (4.0 MiB)\n"
        "26/11/30 12:42:12 ERROR Utils: Uncaught exception in thread task-result-getter-0\n"
        "java.lang.InterruptedException\n"
        "26/11/30 12:42:12 ERROR OverwriteByExpressionExec: Data source write support NoopBatchWrite aborted.\n");
    CHECK(r && r->n == 2);
    const sdx_failure *p = primary(r);
    if (r && p && r->n == 2) {
        CHECK_EQ_INT(p->fclass, SDX_FC_DRIVER);
        CHECK_EQ_STR(p->rule, "driver.result_size");
        /* the statement alone: the SparkException Spark aborts with, the statement its message */
        CHECK_EQ_STR(p->root_exception, "org.apache.spark.SparkException");
        CHECK(p->root_message && strncmp(p->root_message, "Total size of serialized results of 2 tasks", 43) == 0);
        CHECK_EQ_STR(r->failures[1].rule, "driver.shutdown_noise");
        CHECK_EQ_INT(r->failures[1].caused_by, r->primary);
    }
    sdx_triage_result_free(r);
}

TEST(statement_and_its_exception_are_one_failure)
{
    sdx_triage_result *r = triage(
        "ERROR TaskSetManager: Total size of serialized results of 1719 tasks (1024.3 MB) is bigger than "
        "spark.driver.maxResultSize (1024.0 MB)\n"
        "py4j.protocol.Py4JJavaError: An error occurred while calling o97.collectToPython.\n"
        ": org.apache.spark.SparkException: Job aborted due to stage failure: Total size of serialized results "
        "of 1719 tasks (1024.3 MB) is bigger than spark.driver.maxResultSize (1024.0 MB)\n"
        "\tat org.apache.spark.scheduler.DAGScheduler.abortStage(DAGScheduler.scala:1)\n");
    CHECK(r && r->n == 1);
    const sdx_failure *p = primary(r);
    CHECK(p && !strcmp(p->root_exception, "org.apache.spark.SparkException") && p->occurrences == 2 &&
          p->aborted_job == 1 && p->fclass == SDX_FC_DRIVER);
    sdx_triage_result_free(r);
}

TEST(unrecognised_error_lines_are_not_failures)
{
    sdx_triage_result *r = triage("24/01/02 10:00:00 ERROR OverwriteByExpressionExec: Data source write support "
                                  "NoopBatchWrite is aborting.\n"
                                  "24/01/02 10:00:01 WARN TaskSetManager: Stage 3 contains a task of very large size "
                                  "(1124 KiB). The maximum recommended task size is 1000 KiB.\n"
                                  "_job: s15 result=An error occurred while calling o92.save.\n");
    CHECK(r && r->n == 0);
    sdx_triage_result_free(r);
}

TEST(nothing_in_a_healthy_log)
{
    sdx_triage_result *r = triage("24/01/02 10:00:00 INFO SparkContext: Running Spark version 3.5.1\n"
                                  "24/01/02 10:00:09 INFO DAGScheduler: Job 0 finished: count at x.py:3, took 1.2 s\n");
    CHECK(r && r->n == 0 && r->primary == -1 && r->lines == 2);
    sdx_triage_result_free(r);
}

TEST(released_executors_are_not_failures_and_loss_ids_are_masked)
{
    /* the application gave containers back: nothing failed */
    sdx_triage_result *r = triage(
        "21/08/12 10:01:02 ERROR YarnScheduler: Lost executor 3 on host-4592: Container "
        "container_e18_1628109047826_1317105_01_000005 exited from explicit termination request.\n"
        "21/08/12 10:01:09 ERROR YarnScheduler: Lost executor 5 on host-4628: Container "
        "container_e18_1628109047826_1317105_01_000007 exited from explicit termination request.\n");
    CHECK(r != NULL);
    if (r)
        CHECK_EQ_INT((int)r->n, 0);
    sdx_triage_result_free(r);
    /* an unknown loss reason naming each container is one failure, its
     * root without the container ids */
    r = triage("21/08/12 10:01:02 ERROR YarnScheduler: Lost executor 3 on host-4592: Container "
               "container_e18_1628109047826_1317105_01_000005 lost its log aggregation.\n"
               "21/08/12 10:01:09 ERROR YarnScheduler: Lost executor 5 on host-4628: Container "
               "container_e18_1628109047826_1317105_01_000007 lost its log aggregation.\n");
    CHECK(r != NULL);
    if (r) {
        CHECK_EQ_INT((int)r->n, 1);
        if (r->n == 1) {
            CHECK_EQ_STR(r->failures[0].root_exception, "Container lost its log aggregation");
            CHECK_EQ_INT((int)r->failures[0].n_executors, 2);
        }
    }
    sdx_triage_result_free(r);
}

TEST(stage_failed_due_to_an_exception_is_a_failure)
{
    /* the DAGScheduler's INFO line is the only statement of this failure */
    sdx_triage_result *r = triage(
        "19/02/11 08:12:40 INFO DAGScheduler: ShuffleMapStage 41 (groupBy at Sessions.scala:77) failed in "
        "3.208 s due to org.apache.spark.shuffle.MetadataFetchFailedException: Missing an output location for "
        "shuffle 6\n"
        "\tat org.apache.spark.MapOutputTracker$.convertMapStatuses(MapOutputTracker.scala:882)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_SHUFFLE);
        CHECK_EQ_STR(p->root_exception, "org.apache.spark.shuffle.MetadataFetchFailedException");
        CHECK_EQ_INT(p->stage_id, 41);
    }
    sdx_triage_result_free(r);
}

TEST(tool_wrapper_around_a_job_abort_is_not_the_root)
{
    /* a tool's own exception whose message is "SparkException: Job aborted ..." */
    sdx_triage_result *r = triage(
        "ToolError: SparkException: Job aborted due to stage failure: Task 2 in stage 7.0 failed 4 times, most "
        "recent failure: Lost task 2.3 in stage 7.0 (TID 90) (wn-3.corp executor 12): ExecutorLostFailure "
        "(executor 12 exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding "
        "physical memory limits. 4.5 GB of 4.5 GB physical memory used.\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK_EQ_STR(p->root_exception, "Container killed by YARN for exceeding physical memory limits");
        CHECK_EQ_INT(p->attempts, 4);
    }
    sdx_triage_result_free(r);
}

TEST(exception_named_in_a_message_is_the_cause)
{
    /* a tool's exception around PySpark's, and Java's new X(cause) */
    sdx_triage_result *r = triage(
        "StepError: AnalysisException: [UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function parameter with "
        "name `amt` cannot be resolved. Did you mean one of the following? [`amount`, `id`].\n");
    const sdx_failure *p = primary(r);
    CHECK(p && strcmp(p->root_exception, "AnalysisException") == 0 && p->fclass == SDX_FC_DATASCHEMA);
    sdx_triage_result_free(r);
    r = triage("Exception in thread \"main\" java.lang.RuntimeException: java.io.IOException: No space left on device\n"
               "\tat com.acme.Export.main(Export.java:40)\n");
    p = primary(r);
    CHECK(p && strcmp(p->root_exception, "java.io.IOException") == 0);
    sdx_triage_result_free(r);
    /* "Error: ..." alone is not an exception name */
    r = triage("Exception in thread \"main\" java.lang.IllegalStateException: Error: config key missing\n");
    p = primary(r);
    CHECK(p && strcmp(p->root_exception, "java.lang.IllegalStateException") == 0);
    sdx_triage_result_free(r);
}

TEST(elided_traceback_frames_are_not_exceptions)
{
    /* a traceback shortened with "..." leaves a function name alone on a line */
    sdx_triage_result *r = triage(
        "Traceback (most recent call last):\n"
        "  File \"<stdin>\", line 1, in <module>\n"
        "  ...\n"
        "get_return_value\n"
        "    raise Py4JJavaError(\n"
        "py4j.protocol.Py4JJavaError: An error occurred while calling o82.collectToPython.\n"
        ": org.apache.spark.SparkException: Job aborted due to stage failure: Task 1 in stage 3.0 failed 1 times, "
        "most recent failure: Lost task 1.0 in stage 3.0 (TID 7) (10.0.0.5 executor driver): "
        "java.lang.ArithmeticException: / by zero\n");
    CHECK(r != NULL);
    if (r) {
        CHECK_EQ_INT((int)r->n, 1);
        const sdx_failure *p = primary(r);
        CHECK(p && strcmp(p->root_exception, "java.lang.ArithmeticException") == 0);
    }
    sdx_triage_result_free(r);
}

TEST(heartbeat_loss_is_the_cause_of_the_bare_executor_lost)
{
    /* Spark 1.6 / 2.0: "ExecutorLostFailure (executor driver lost)" with the
     * reason only on the scheduler's "Lost executor" line */
    sdx_triage_result *r = triage(
        "17/05/05 18:44:25 ERROR TaskSchedulerImpl: Lost executor 3 on wn-2: Executor heartbeat timed out after "
        "148976 ms\n"
        "17/05/05 18:44:25 ERROR TaskSetManager: Task 16 in stage 30.0 failed 1 times; aborting job\n"
        "org.apache.spark.SparkException: Job aborted due to stage failure: Task 16 in stage 30.0 failed 1 "
        "times, most recent failure: Lost task 16.0 in stage 30.0 (TID 812, wn-2): ExecutorLostFailure "
        "(executor 3 lost)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_TIMEOUTNETWORK);
        CHECK_EQ_STR(p->root_exception, "Executor heartbeat timed out");
        /* where it hit: the task its consequence names on that executor */
        CHECK_EQ_INT(p->stage_id, 30);
        CHECK_EQ_INT(p->task_index, 16);
    }
    sdx_triage_result_free(r);
}

TEST(bare_error_class_line_is_a_failure)
{
    /* a tool printed only Spark's message, with its error class */
    sdx_triage_result *r = triage(
        "FAILED: module silver_orders\n"
        "\n"
        "[UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function parameter with name `order_ts` cannot be "
        "resolved. Did you mean one of the following? [`order_id`, `order_date`];\n"
        "'Project [order_id#12, 'order_ts]\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_DATASCHEMA);
        CHECK_EQ_STR(p->error_class ? p->error_class : "(null)", "UNRESOLVED_COLUMN.WITH_SUGGESTION");
    }
    sdx_triage_result_free(r);
    /* the same line followed by the exception that carries it: one failure */
    r = triage("[DIVIDE_BY_ZERO] Division by zero. Use `try_divide` to tolerate divisor being 0.\n"
               "org.apache.spark.SparkArithmeticException: [DIVIDE_BY_ZERO] Division by zero. Use `try_divide` to "
               "tolerate divisor being 0.\n"
               "\tat org.apache.spark.sql.errors.QueryExecutionErrors$.divideByZeroError(QueryExecutionErrors.scala:205)\n");
    CHECK(r != NULL);
    if (r) {
        CHECK_EQ_INT((int)r->n, 1);
        const sdx_failure *q = primary(r);
        CHECK(q && strcmp(q->root_exception, "org.apache.spark.SparkArithmeticException") == 0);
    }
    sdx_triage_result_free(r);
}

TEST(distinct_failures_are_bounded)
{
    sdx_triage *t = sdx_triage_new();
    char line[256];
    for (int i = 0; i < 400; i++) {
        int k = snprintf(line, sizeof line,
                         "Exception in thread \"main\" com.acme.Failure%cException%c%c: case\n", 'A' + i % 26,
                         'a' + (i / 26) % 26, 'a' + (i / 676) % 26);
        sdx_triage_feed(t, line, (size_t)k, NULL);
    }
    sdx_triage_result *r = sdx_triage_finish(t, NULL);
    sdx_triage_free(t);
    CHECK(r != NULL);
    if (r) {
        CHECK_EQ_INT(r->n, 256);
        CHECK_EQ_INT(r->dropped, 400 - 256);
    }
    sdx_triage_result_free(r);
}

TEST(json_rendering_follows_the_schema)
{
    sdx_triage_result *r = triage(ATTEMPTS);
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_triage_render_json(r, &b, 1);
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_error err;
    CHECK_EQ_INT(sdx_json_parse(&d, b.data, b.len, &err), 0);
    CHECK(sdx_json_str_eq(&d, sdx_json_get(&d, 0, "schema"), "sparkdx.failure/1"));
    CHECK_EQ_INT(sdx_json_int64_or(&d, sdx_json_get(&d, 0, "primary"), -9), 0);
    uint32_t fs = sdx_json_get(&d, 0, "failures");
    CHECK_EQ_INT(sdx_json_type(&d, fs), SDX_JARRAY);
    uint32_t f = sdx_json_first(&d, fs);
    static const char *const keys[] = {"class", "root", "stage", "task", "tid", "attempts", "executor", "host",
                                       "deterministic", "caused_by", "chain", "error_class", "user_frame",
                                       "explanation", "next_steps", NULL};
    for (int k = 0; keys[k]; k++)
        if (sdx_json_get(&d, f, keys[k]) == SDX_JNONE)
            t_fail(__FILE__, __LINE__, "key %s missing", keys[k]);
    CHECK(sdx_json_str_eq(&d, sdx_json_get(&d, f, "class"), "JobLogic"));
    uint32_t root = sdx_json_get(&d, f, "root");
    CHECK(sdx_json_str_eq(&d, sdx_json_get(&d, root, "exception"), "java.lang.ArithmeticException"));
    CHECK_EQ_INT(sdx_json_int64_or(&d, sdx_json_get(&d, sdx_json_get(&d, f, "stage"), "id"), -1), 2);
    CHECK_EQ_INT(sdx_json_int64_or(&d, sdx_json_get(&d, sdx_json_get(&d, f, "task"), "attempt"), -1), 3);
    CHECK_EQ_INT(sdx_json_type(&d, sdx_json_get(&d, f, "caused_by")), SDX_JNULL);
    CHECK_EQ_INT(sdx_json_type(&d, sdx_json_get(&d, f, "error_class")), SDX_JNULL);
    CHECK_EQ_INT(sdx_json_type(&d, sdx_json_get(&d, f, "deterministic")), SDX_JTRUE);
    sdx_jdoc_free(&d);
    sdx_buf_free(&b);
    sdx_triage_result_free(r);
}

TEST(text_rendering_shows_evidence_and_next_steps)
{
    sdx_triage_result *r = triage(ATTEMPTS);
    sdx_buf b;
    sdx_buf_init(&b);
    sdx_triage_render_text(r, &b, 0);
    const char *s = sdx_buf_cstr(&b);
    CHECK(strstr(s, "primary") != NULL);
    CHECK(strstr(s, "evidence  line 1:") != NULL);
    CHECK(strstr(s, "failed 4 times") != NULL);
    CHECK(strstr(s, "next      1.") != NULL);
    sdx_buf_free(&b);
    sdx_triage_result_free(r);
}

TEST(every_rule_is_documented)
{
    FILE *f = fopen("docs/failure-classes.md", "rb");
    if (!f)
        SKIP("docs/failure-classes.md not found (run from the project root)");
    static char doc[1 << 18];
    size_t n = fread(doc, 1, sizeof doc - 1, f);
    fclose(f);
    doc[n] = 0;
    size_t nr;
    const tg_rule *rules = tg_rules(&nr);
    for (size_t i = 0; i < nr; i++) {
        char want[96];
        snprintf(want, sizeof want, "`%s`", rules[i].id);
        if (!strstr(doc, want))
            t_fail(__FILE__, __LINE__, "rule %s is not in docs/failure-classes.md", rules[i].id);
    }
}

/* A frames array cut by a stray '}' (a record spliced into another, as the
 * fuzzer made it): the walker moves on instead of spinning on it. */
TEST(json_frames_with_a_stray_brace_end)
{
    const char *text = "{\"level\":\"ERROR\",\"message\":\"User class threw exception\",\"thrown\":{\"name\":"
                       "\"java.lang.IllegalStateException\",\"message\":\"boom\",\"extendedStackTrace\":"
                       "[{\"class\":\"a.B\",\"method\":\"m\",\"file\":\"B.java\",\"line\":1}}]}}\n";
    sdx_triage_result *r = triage(text);
    CHECK(r != NULL && r->n >= 1);
    sdx_triage_result_free(r);
}
