/*
 * test_triage_quality.c: the quality points of issue 13, one test each,
 * asserting the specific answer a senior engineer would give: where a
 * failure ran decided from its frames (GC overhead inside a task, a
 * driver-side collect), advice that fits (temp_shuffle files, reduce on an
 * empty collection, try_divide only for the job's own division, the RPC
 * size with the text's own numbers, the cheapest check first, an executor
 * that cannot reach the driver), the user frame never a library / JDK
 * frame, the loss reason as root with its exit code, cause before
 * consequence within seconds, nested causes unwrapped, Spark 1.x "Exception
 * failure in TID", and damage repair (progress bar inside a line, Scaladoc
 * gutter, a phrase broken across lines, a cut Python traceback, a failure
 * inside an R wrapper, a JSON string and prose). Also: the text renderer
 * keeps every line within the width it is given.
 */
#include "harness.h"

#include <stdlib.h>

#include "sparkdx/json.h"
#include "sparkdx/triage.h"

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

/* Does any next step of f contain s? */
static int steps_have(const sdx_failure *f, const char *s)
{
    for (size_t i = 0; f && i < f->nnext; i++)
        if (strstr(f->next_steps[i], s))
            return 1;
    return 0;
}

static int any_text_has(const sdx_failure *f, const char *s)
{
    return steps_have(f, s) || (f && strstr(f->explanation, s));
}

TEST(gc_overhead_in_a_task_is_an_executor_memory_failure)
{
    /* "Exception in thread" looks like the driver; the frames say a task */
    sdx_triage_result *r = triage(
        "Exception in thread \"Executor task launch worker for task 88\" java.lang.OutOfMemoryError: GC overhead "
        "limit exceeded\n"
        "\tat java.util.Arrays.copyOfRange(Arrays.java:3664)\n"
        "\tat org.apache.spark.sql.catalyst.json.JacksonParser.parse(JacksonParser.scala:375)\n"
        "\tat org.apache.spark.scheduler.ShuffleMapTask.runTask(ShuffleMapTask.scala:99)\n"
        "\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:414)\n"
        "\tat java.lang.Thread.run(Thread.java:748)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK_EQ_STR(p->rule, "resource.executor_oom");
        CHECK(!any_text_has(p, "spark.driver.memory"));
    }
    sdx_triage_result_free(r);
    /* the same error whose frames only show the main thread is the driver's */
    r = triage("Exception in thread \"main\" java.lang.OutOfMemoryError: GC overhead limit exceeded\n"
               "\tat java.util.Arrays.copyOf(Arrays.java:3236)\n"
               "\tat org.apache.spark.rdd.RDD.collect(RDD.scala:990)\n"
               "\tat com.shop.Report$.main(Report.scala:20)\n");
    p = primary(r);
    CHECK(p && p->fclass == SDX_FC_DRIVER);
    sdx_triage_result_free(r);
}

TEST(driver_collect_oom_gets_driver_advice_not_executor_skew)
{
    /* an R wrapper, no thread name: only the executeCollect frames tell */
    sdx_triage_result *r = triage(
        "Error : java.lang.OutOfMemoryError: Java heap space\n"
        "\tat java.util.Arrays.copyOf(Arrays.java:3236)\n"
        "\tat org.apache.spark.sql.execution.SparkPlan.executeCollect(SparkPlan.scala:323)\n"
        "\tat org.apache.spark.sql.Dataset.collect(Dataset.scala:2783)\n"
        "\tat sparklyr.Utils$.collect(utils.scala:204)\n"
        "\tat sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_DRIVER);
        CHECK_EQ_STR(p->rule, "driver.oom");
        CHECK(!any_text_has(p, "skewed key"));
        CHECK(steps_have(p, "spark.driver.memory"));
        CHECK(p->user_frame == NULL); /* sparklyr and reflection frames are not the user's */
    }
    sdx_triage_result_free(r);
}

TEST(temp_shuffle_files_get_local_dir_advice_not_check_the_path)
{
    sdx_triage_result *r = triage(
        "20/11/30 03:00:12 WARN TaskSetManager: Lost task 4.0 in stage 2.0 (TID 9, 10.0.0.5, executor 1): "
        "java.io.FileNotFoundException: /tmp/spark-local/blockmgr-86a0b5f1/1f/temp_shuffle_692f2eae (No such file "
        "or directory)\n"
        "\tat java.io.FileOutputStream.open0(Native Method)\n"
        "\tat org.apache.spark.storage.DiskBlockObjectWriter.initialize(DiskBlockObjectWriter.scala:106)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_SHUFFLE);
        CHECK_EQ_STR(p->rule, "shuffle.local_files");
        CHECK(!any_text_has(p, "typo"));
        CHECK(!steps_have(p, "Check the exact path"));
        CHECK(steps_have(p, "spark.local.dir"));
    }
    sdx_triage_result_free(r);
}

TEST(reduce_on_empty_collection_is_empty_input_not_a_config_value)
{
    sdx_triage_result *r = triage("Exception in thread \"main\" java.lang.UnsupportedOperationException: empty collection\n"
                                  "\tat org.apache.spark.rdd.RDD$$anonfun$reduce$1.apply(RDD.scala:1037)\n"
                                  "\tat org.apache.spark.rdd.RDD.reduce(RDD.scala:1011)\n"
                                  "\tat com.billing.Totals$.main(Totals.scala:48)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_JOBLOGIC);
        CHECK_EQ_STR(p->rule, "logic.empty_collection");
        CHECK(steps_have(p, "fold"));
        CHECK(steps_have(p, "isEmpty"));
        CHECK(!any_text_has(p, "configuration value"));
        CHECK(p->user_frame && strstr(p->user_frame, "com.billing.Totals$.main"));
    }
    sdx_triage_result_free(r);
}

TEST(try_divide_only_for_the_jobs_own_division)
{
    /* ANSI SQL division: try_divide */
    sdx_triage_result *r = triage(
        "org.apache.spark.SparkArithmeticException: [DIVIDE_BY_ZERO] Division by zero. Use `try_divide` to tolerate "
        "divisor being 0 and return NULL instead. SQLSTATE: 22012\n");
    const sdx_failure *p = primary(r);
    CHECK(p && steps_have(p, "try_divide"));
    sdx_triage_result_free(r);
    /* the division inside a library called from a UDF: the library's input, no try_divide */
    r = triage("Caused by: java.lang.ArithmeticException: / by zero\n"
               "\tat org.quantlib.window.IntMedian.bucket(IntMedian.java:88)\n"
               "\tat org.quantlib.window.IntMedian.of(IntMedian.java:41)\n"
               "\tat com.metrics.Stats$.$anonfun$medianUdf$1(Stats.scala:19)\n"
               "\tat org.apache.spark.sql.catalyst.expressions.ScalaUDF.eval(ScalaUDF.scala:1130)\n");
    p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_STR(p->rule, "logic.divide_by_zero");
        CHECK(!steps_have(p, "try_divide"));
        CHECK(steps_have(p, "library code (org.quantlib.window.IntMedian.bucket"));
        CHECK(p->user_frame && strstr(p->user_frame, "com.metrics.Stats$"));
    }
    sdx_triage_result_free(r);
    /* the division in the job's own Scala code: guard it there */
    r = triage("java.lang.ArithmeticException: / by zero\n"
               "\tat com.funnel.Ratios$$anonfun$1.apply$mcII$sp(Ratios.scala:14)\n"
               "\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:408)\n");
    p = primary(r);
    CHECK(p && steps_have(p, "at com.funnel.Ratios$$anonfun$1.apply$mcII$sp(Ratios.scala:14)"));
    CHECK(p && !steps_have(p, "try_divide"));
    sdx_triage_result_free(r);
}

TEST(rpc_size_advice_quotes_the_texts_numbers)
{
    sdx_triage_result *r = triage(
        "Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: Serialized "
        "task 3:0 was 212543301 bytes, which exceeds max allowed: spark.akka.frameSize (134217728 bytes) - reserved "
        "(204800 bytes). Consider increasing spark.akka.frameSize or using broadcast variables for large values.\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_SERIALIZATION);
        CHECK(p->nnext > 0 && strstr(p->next_steps[0], "212543301 bytes"));
        CHECK(p->nnext > 0 && strstr(p->next_steps[0], "134217728 bytes"));
        CHECK(p->nnext > 0 && strstr(p->next_steps[0], "spark.akka.frameSize"));
        CHECK(!steps_have(p, "268435456")); /* no example numbers of another text */
    }
    sdx_triage_result_free(r);
}

TEST(cheapest_check_comes_before_config_changes)
{
    sdx_triage_result *r = triage(
        "22/10/18 07:51:02 ERROR TaskSchedulerImpl: Lost executor 3 on 10.244.2.19: The executor with id 3 exited "
        "with exit code 137(SIGKILL, possible container OOM).\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->nnext >= 2);
    if (p && p->nnext >= 2) {
        CHECK(strstr(p->next_steps[0], "kubectl describe pod") != NULL);
        CHECK(strstr(p->next_steps[0], "memoryOverhead") == NULL);
    }
    sdx_triage_result_free(r);
    /* YARN: the yarn logs command for the very container of the text */
    r = triage("ExecutorLostFailure (executor 9 exited caused by one of the running tasks) Reason: Container from a "
               "bad node: container_e07_1702291100457_0388_01_000044 on host: dn-17.prod.lan. Exit status: 143. "
               "Diagnostics: Container killed on request. Exit code is 143\n");
    p = primary(r);
    CHECK(p && p->nnext >= 2);
    if (p && p->nnext >= 2)
        CHECK(strstr(p->next_steps[0], "yarn logs -applicationId application_1702291100457_0388 -containerId "
                                       "container_e07_1702291100457_0388_01_000044") != NULL);
    sdx_triage_result_free(r);
}

TEST(executor_that_cannot_reach_the_driver)
{
    sdx_triage_result *r = triage(
        "19/06/08 05:10:31 WARN Executor: Issue communicating with driver in heartbeater\n"
        "org.apache.spark.rpc.RpcTimeoutException: Futures timed out after [10 seconds]. This timeout is controlled "
        "by spark.executor.heartbeatInterval\n"
        "\tat org.apache.spark.executor.Executor.org$apache$spark$executor$Executor$$reportHeartBeat(Executor.scala:841)\n"
        "19/06/08 05:11:31 ERROR Executor: Exit as unable to send heartbeats to driver more than 60 times\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_TIMEOUTNETWORK);
        CHECK_EQ_STR(p->rule, "network.executor_to_driver");
        CHECK(strstr(p->explanation, "executor could not reach the driver") != NULL);
        CHECK(strstr(p->explanation, "The driver stopped hearing") == NULL);
    }
    sdx_triage_result_free(r);
    /* the executor backend cannot register at the driver's address */
    r = triage("Exception in thread \"main\" java.lang.reflect.UndeclaredThrowableException\n"
               "Caused by: org.apache.spark.SparkException: Exception thrown in awaitResult: \n"
               "\tat org.apache.spark.executor.CoarseGrainedExecutorBackend$.$anonfun$run$9(CoarseGrainedExecutorBackend.scala:413)\n"
               "Caused by: java.io.IOException: Failed to connect to laptop.local/192.168.1.34:40125\n"
               "Caused by: java.net.ConnectException: Connection timed out\n");
    p = primary(r);
    CHECK(p && strcmp(p->rule, "network.executor_cannot_connect") == 0);
    sdx_triage_result_free(r);
}

TEST(user_frame_is_never_a_library_or_jdk_frame)
{
    sdx_triage_result *r = triage(
        "Exception in thread \"main\" com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied (Service: "
        "Amazon S3; Status Code: 403; Error Code: AccessDenied)\n"
        "\tat com.amazonaws.http.AmazonHttpClient$RequestExecutor.handleErrorResponse(AmazonHttpClient.java:1712)\n"
        "\tat com.amazonaws.http.AmazonHttpClient.execute(AmazonHttpClient.java:530)\n"
        "\tat sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)\n"
        "\tat jdk.internal.reflect.NativeMethodAccessorImpl.invoke(NativeMethodAccessorImpl.java:62)\n"
        "\tat com.amazon.ws.emr.hadoop.fs.s3n.S3NativeFileSystem.mkdir(S3NativeFileSystem.java:1105)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    CHECK(p && p->user_frame == NULL);
    sdx_triage_result_free(r);
    r = triage("Exception in thread \"main\" java.io.IOException: Access Denied\n"
               "\tat com.amazonaws.http.AmazonHttpClient.execute(AmazonHttpClient.java:530)\n"
               "\tat sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)\n"
               "\tat com.report.Publish$.main(Publish.scala:66)\n");
    p = primary(r);
    CHECK(p && p->user_frame && strcmp(p->user_frame, "com.report.Publish$.main(Publish.scala:66)") == 0);
    sdx_triage_result_free(r);
}

TEST(loss_reason_is_the_root_with_its_exit_code)
{
    /* the phrase broken by the terminal must not give "The executor with" */
    sdx_triage_result *r = triage(
        "22/10/18 07:51:02 WARN TaskSetManager: Lost task 12.1 in stage 4.0 (TID 71) (10.244.2.19 executor 3): "
        "ExecutorLostFailure (executor 3 exited caused by one of the running tasks) Reason: The executor with\n"
        " id 3 exited with exit code 137(SIGKILL, possible container OOM).\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_STR(p->root_exception, "Executor exited with code 137");
        CHECK_EQ_INT(p->exit_code_known, 1);
        CHECK_EQ_INT(p->exit_code, 137);
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK(strstr(p->root_exception, "The executor with") == NULL);
    }
    sdx_triage_result_free(r);
    /* YARN's diagnostics alone, without an executor-loss line */
    r = triage("[2021-01-26 04:12:57.104]Container killed on request. Exit code is 137\n"
               "[2021-01-26 04:12:57.105]Container exited with a non-zero exit code 137. \n"
               "[2021-01-26 04:12:57.105]Killed by external signal\n");
    p = primary(r);
    CHECK(p && strcmp(p->root_exception, "Container killed on request (exit code 137)") == 0);
    CHECK(p && p->exit_code_known && p->exit_code == 137);
    sdx_triage_result_free(r);
}

TEST(oom_seconds_after_a_heartbeat_timeout_is_its_cause)
{
    sdx_triage_result *r = triage(
        "23/02/14 03:12:40 WARN HeartbeatReceiver: Removing executor 12 with no recent heartbeats: 161233 ms exceeds "
        "timeout 120000 ms\n"
        "23/02/14 03:12:44 WARN TaskSetManager: Lost task 3.0 in stage 5.0 (TID 90, node-09, executor 4): "
        "java.lang.OutOfMemoryError: GC overhead limit exceeded\n"
        "\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:345)\n");
    const sdx_failure *p = primary(r);
    CHECK(r && r->n == 2);
    CHECK(p && strcmp(p->root_exception, "java.lang.OutOfMemoryError") == 0);
    if (r && r->n == 2 && p) {
        const sdx_failure *hb = &r->failures[0];
        CHECK_EQ_STR(hb->root_exception, "Executor heartbeat timed out");
        CHECK_EQ_INT(hb->caused_by, r->primary);
    }
    sdx_triage_result_free(r);
    /* minutes later it is another failure, not the cause */
    r = triage("23/02/14 03:12:40 WARN HeartbeatReceiver: Removing executor 12 with no recent heartbeats: 161233 ms "
               "exceeds timeout 120000 ms\n"
               "23/02/14 03:31:44 WARN TaskSetManager: Lost task 3.0 in stage 5.0 (TID 90, node-09, executor 4): "
               "java.lang.OutOfMemoryError: GC overhead limit exceeded\n");
    CHECK(r && r->n == 2 && r->failures[0].caused_by == -1);
    sdx_triage_result_free(r);
}

TEST(nested_causes_are_unwrapped_all_the_way)
{
    sdx_triage_result *r = triage(
        "Error: org.apache.hive.service.cli.HiveSQLException: Error running query: java.lang.RuntimeException: "
        "java.lang.RuntimeException: java.util.concurrent.ExecutionException: java.lang.StackOverflowError "
        "(state=,code=0)\n");
    const sdx_failure *p = primary(r);
    CHECK(p && strcmp(p->root_exception, "java.lang.StackOverflowError") == 0);
    CHECK(p && p->fclass == SDX_FC_DRIVER);
    sdx_triage_result_free(r);
    r = triage("Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: Task "
               "serialization failed: java.lang.StackOverflowError\n"
               "java.io.ObjectOutputStream.writeSerialData(ObjectOutputStream.java:1509)\n");
    p = primary(r);
    CHECK(p && strcmp(p->root_exception, "java.lang.StackOverflowError") == 0);
    sdx_triage_result_free(r);
}

TEST(spark1_exception_failure_in_tid)
{
    sdx_triage_result *r = triage(
        "Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: Task 2.0:7 "
        "failed 4 times, most recent failure: Exception failure in TID 52 on host node4.cluster: "
        "java.lang.NullPointerException\n"
        "        com.acme.Clean$$anonfun$3.apply(Clean.scala:27)\n"
        "        org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:187)\n"
        "Driver stacktrace:\n"
        "\tat org.apache.spark.scheduler.DAGScheduler.abortStage(DAGScheduler.scala:1044)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_STR(p->root_exception, "java.lang.NullPointerException");
        CHECK_EQ_INT(p->stage_id, 2);
        CHECK_EQ_INT(p->task_index, 7);
        CHECK_EQ_INT((int)p->tid, 52);
        CHECK_EQ_INT(p->attempts, 4);
        CHECK(p->host && strcmp(p->host, "node4.cluster") == 0);
        CHECK(p->user_frame && strstr(p->user_frame, "com.acme.Clean$$anonfun$3.apply(Clean.scala:27)"));
    }
    sdx_triage_result_free(r);
}

TEST(damage_is_repaired)
{
    /* a progress bar drawn inside a Lost task line */
    sdx_triage_result *r = triage(
        "23/06/20 09:44:01 WARN TaskSetManager: Lost task 91.0 in stage 27.0 (TID 6620) (10.12.4.31 execu"
        "[Stage 27:=========>                  (88 + 32) / 200]\n"
        "tor 22): FetchFailed(BlockManagerId(17, 10.12.7.2, 7337, None), shuffleId=9, mapIndex=412, mapId=19004, "
        "reduceId=91, message=\n"
        "org.apache.spark.shuffle.FetchFailedException: Connection reset by peer\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->executor && strcmp(p->executor, "22") == 0);
    CHECK(p && p->host && strcmp(p->host, "10.12.4.31") == 0);
    CHECK(p && p->fclass == SDX_FC_SHUFFLE);
    sdx_triage_result_free(r);
    /* a Scaladoc gutter */
    r = triage("  /**\n"
               "   * org.apache.spark.SparkException: Job aborted due to stage failure: Task 2 in stage 3.0 failed 1 "
               "times, most recent failure: Lost task 2.0 in stage 3.0 (TID 11) (localhost executor driver): "
               "org.apache.spark.memory.SparkOutOfMemoryError: Unable to acquire 65536 bytes of memory, got 0\n"
               "   *   at org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:551)\n"
               "   */\n");
    p = primary(r);
    CHECK(p && strcmp(p->root_exception, "org.apache.spark.memory.SparkOutOfMemoryError") == 0);
    CHECK(p && p->stage_id == 3 && p->task_index == 2);
    sdx_triage_result_free(r);
    /* a Python traceback cut before its exception line: the root says so */
    r = triage("PythonException: \n"
               "  An exception was thrown from the Python worker. Please see the stack trace below.\n"
               "Traceback (most recent call last):\n"
               "  File \"/databricks/spark/python/pyspark/worker.py\", line 686, in main\n"
               "    process()\n"
               "  File \"/Workspace/Repos/etl/transform.py\", line 44, in parse_amount\n"
               "    return int(row.amount) * row.rate\n"
               "*** WARNING: max output size exceeded, skipping output. ***\n");
    p = primary(r);
    CHECK(p && strstr(p->root_exception, "PythonException") != NULL);
    CHECK(p && p->root_message && strstr(p->root_message, "cut before its exception line"));
    CHECK(p && p->root_message && strstr(p->root_message, "transform.py:44 in parse_amount"));
    CHECK(p && p->nnext && strstr(p->next_steps[0], "traceback was cut"));
    CHECK(p && p->user_frame && strstr(p->user_frame, "transform.py:44"));
    sdx_triage_result_free(r);
}

TEST(failures_that_do_not_start_a_line_are_found)
{
    static const char *const texts[] = {
        /* R condition wrappers */
        "Error in value[[3L]](cond) : \n  org.apache.spark.rpc.RpcTimeoutException: Cannot receive any reply from "
        "10.0.4.2:38311 in 120 seconds. This timeout is controlled by spark.rpc.askTimeout\n",
        "Error : org.apache.spark.sql.AnalysisException: Path does not exist: hdfs://nn1:8020/data/x.csv;\n",
        /* a JSON string value */
        "    \"stateDetails\" : \"Jobs failed with exception: java.io.FileNotFoundException: No such file or "
        "directory: s3a://lake/x.parquet\\n\\tat org.apache.hadoop.fs.s3a.S3AFileSystem.s3GetFileStatus(S3AFileSystem."
        "java:3866)\",\n",
        /* prose with backticks */
        "The job fails with `org.apache.spark.sql.AnalysisException: [UNRESOLVED_COLUMN.WITH_SUGGESTION] A column "
        "or function parameter with name `cust_id` cannot be resolved.` since yesterday.\n",
        /* a loss quoted in prose */
        "Executors die with `ExecutorLostFailure (executor 8 exited caused by one of the running tasks) Reason: "
        "Executor heartbeat timed out after 125644 ms` every night.\n",
        /* a serialization stack without its exception line */
        "Serialization stack:\n\t- object not serializable (class: com.acme.geo.GeoLookup, value: "
        "com.acme.geo.GeoLookup@5b2a8ff1)\n",
        /* an INFO record that names the failure */
        "19/09/03 22:41:57 INFO ApplicationMaster: Final app status: FAILED, exitCode: 15, (reason: User class threw "
        "exception: java.lang.OutOfMemoryError: Java heap space)\n",
        /* an error class after "=" in a tool's summary line */
        "job=daily result=[CAST_INVALID_INPUT] The value 'x17' of the type \"STRING\" cannot be cast to \"INT\" "
        "because it is malformed.\n",
        NULL};
    static const char *const roots[] = {"org.apache.spark.rpc.RpcTimeoutException",
                                        "org.apache.spark.sql.AnalysisException", "java.io.FileNotFoundException",
                                        "org.apache.spark.sql.AnalysisException", "Executor heartbeat timed out",
                                        "java.io.NotSerializableException", "java.lang.OutOfMemoryError",
                                        "[CAST_INVALID_INPUT]"};
    for (int i = 0; texts[i]; i++) {
        sdx_triage_result *r = triage(texts[i]);
        const sdx_failure *p = primary(r);
        if (!p || strcmp(p->root_exception, roots[i]) != 0)
            t_fail(__FILE__, __LINE__, "text %d: got '%s', want '%s'", i, p ? p->root_exception : "(none)", roots[i]);
        sdx_triage_result_free(r);
    }
    /* the quoted failure ends at its closing backtick */
    sdx_triage_result *r = triage(texts[3]);
    const sdx_failure *p = primary(r);
    CHECK(p && p->root_message && !strstr(p->root_message, "since yesterday"));
    sdx_triage_result_free(r);
}

TEST(text_renderer_fits_the_width)
{
    sdx_triage_result *r = triage(
        "org.apache.spark.SparkException: Job aborted due to stage failure: Task 17 in stage 9.0 failed 4 times, "
        "most recent failure: Lost task 17.3 in stage 9.0 (TID 402, ip-172-31-9-20.ec2.internal, executor 6): "
        "ExecutorLostFailure (executor 6 exited caused by one of the running tasks) Reason: Container killed by "
        "YARN for exceeding memory limits. 11.1 GB of 11 GB physical memory used. Consider boosting "
        "spark.yarn.executor.memoryOverhead.\x1b[31m\n");
    CHECK(r != NULL);
    static const int widths[] = {0, 40, 60, 100, 132};
    for (size_t w = 0; r && w < sizeof widths / sizeof widths[0]; w++) {
        sdx_buf b;
        sdx_buf_init(&b);
        sdx_triage_render_text(r, &b, widths[w]);
        const char *s = sdx_buf_cstr(&b);
        int limit = widths[w] ? widths[w] : 100;
        int col = 0, worst = 0, lines = 0;
        for (const char *c = s; *c; c++) {
            if (*c == '\n') {
                lines++;
                col = 0;
                continue;
            }
            if (((unsigned char)*c & 0xC0) != 0x80)
                col++;
            if (col > worst)
                worst = col;
            CHECK(*c != 0x1b); /* controls from the input are made visible */
        }
        if (worst > limit)
            t_fail(__FILE__, __LINE__, "width %d: a line of %d columns", widths[w], worst);
        CHECK(lines > 8);
        CHECK(strstr(s, "Container killed by YARN") != NULL);
        /* a name or number is not cut when it fits on a line of its own */
        if (limit >= 60)
            CHECK(strstr(s, "ip-172-31-9-20.ec2.internal") != NULL);
        sdx_buf_free(&b);
    }
    sdx_triage_result_free(r);
}
