/*
 * test_triage_patterns.c: one test per general pattern of the misses on
 * external failure texts (docs/failure.md): driver/executor side from Scala
 * closure frames and a reordered "Exception in task" header, failures quoted
 * in backticks, spurious roots (log levels, cut class names), package-aware
 * rules, wrapper-only texts, a stack trace over an earlier bare mention.
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

static void check_primary(const char *text, sdx_fclass want, const char *root)
{
    sdx_triage_result *r = triage(text);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        if (p->fclass != want)
            t_fail(__FILE__, __LINE__, "class %s, want %s", sdx_fclass_name(p->fclass), sdx_fclass_name(want));
        if (!p->root_exception || strstr(p->root_exception, root) == NULL)
            t_fail(__FILE__, __LINE__, "root %s, want %s", p->root_exception ? p->root_exception : "(null)", root);
    }
    sdx_triage_result_free(r);
}

TEST(scala_closure_collect_frames_are_the_driver)
{
    check_primary("java.lang.OutOfMemoryError: Java heap space\n"
                  "  at scala.collection.mutable.ArrayBuilder$ofRef.mkArray(ArrayBuilder.scala:133)\n"
                  "  at org.apache.spark.sql.execution.SparkPlan.$anonfun$executeCollect$1(SparkPlan.scala:390)\n"
                  "  at org.apache.spark.sql.Dataset.$anonfun$collect$1(Dataset.scala:2976)\n",
                  SDX_FC_DRIVER, "OutOfMemoryError");
    check_primary("java.lang.OutOfMemoryError: Java heap space\n"
                  "  at java.util.Arrays.copyOf(Arrays.java:3236)\n"
                  "  at org.apache.spark.rdd.RDD$$anonfun$collect$1.apply(RDD.scala:945)\n",
                  SDX_FC_DRIVER, "OutOfMemoryError");
}

TEST(exception_in_task_header_after_its_exception_is_a_task)
{
    check_primary("java.lang.OutOfMemoryError: GC overhead limit exceeded\n"
                  "20/01/02 03:04:05 ERROR Executor: Exception in task 6.0 in stage 1.0 (TID 42)\n"
                  "\tat java.util.HashMap.resize(HashMap.java:704)\n"
                  "\tat com.example.Merge.run(Merge.java:12)\n",
                  SDX_FC_RESOURCE, "OutOfMemoryError");
}

TEST(failures_quoted_in_backticks_are_found)
{
    check_primary("The log then says `ERROR TaskSetManager: Total size of serialized results of 900 tasks "
                  "(1030.0 MB) is bigger than spark.driver.maxResultSize (1024.0 MB)` and stops.\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkException");
    check_primary("Our jobs die with `org.apache.spark.shuffle.MetadataFetchFailedException` sometimes.\n",
                  SDX_FC_SHUFFLE, "MetadataFetchFailedException");
}

TEST(log_levels_and_cut_names_are_not_roots)
{
    check_primary("WARNING:flow.worker:abc-123:\torg.apache.spark.SparkException: Job aborted due to stage "
                  "failure: Total size of serialized results of 12 tasks (1025.0 MB) is bigger than "
                  "spark.driver.maxResultSize (1024.0 MB)\n",
                  SDX_FC_DRIVER, "SparkException");
    check_primary("org.apache.spark.SparkException: Job aborted due to stage failure: Task 0 in stage 1.0 failed 1 "
                  "times, most recent failure: Lost task 0.0 in stage 1.0 (TID 1) (10.0.0.1 executor driver): "
                  "org.apache.spark.SparkException: Python worker exited unexpectedly (crashed)\n"
                  "\n\n\n"
                  "org.apache.spark.SparkException: Job aborted due to stage failure: Task 0 in stage 1.0 failed 1 "
                  "times, most recent failure: Lost task 0.0 in stage 1.0 (TID 1) (10.0.0.1 executor driver): "
                  "org.apache.sp",
                  SDX_FC_RESOURCE, "SparkException");
}

TEST(jdk_parse_exception_is_data_not_sql_syntax)
{
    check_primary("java.text.ParseException: Unparseable number: \"n/a\"\n"
                  "\tat java.text.NumberFormat.parse(NumberFormat.java:385)\n",
                  SDX_FC_DATASCHEMA, "java.text.ParseException");
    check_primary("org.apache.spark.sql.catalyst.parser.ParseException: \nmismatched input 'FORM' expecting <EOF>\n",
                  SDX_FC_JOBLOGIC, "ParseException");
}

TEST(wrapper_only_fetch_abort_and_executor_startup)
{
    check_primary("Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: "
                  "Fetch failure will not retry stage due to testing config\n"
                  "\tat org.apache.spark.scheduler.DAGScheduler.abortStage(DAGScheduler.scala:1422)\n",
                  SDX_FC_SHUFFLE, "SparkException");
    check_primary("Exception in thread \"main\" java.lang.reflect.UndeclaredThrowableException\n"
                  "\tat org.apache.spark.executor.CoarseGrainedExecutorBackend$.run(CoarseGrainedExecutorBackend.scala:188)\n"
                  "Caused by: org.apache.spark.SparkException: Exception thrown in awaitResult: \n"
                  "\tat org.apache.spark.util.ThreadUtils$.awaitResult(ThreadUtils.scala:205)\n"
                  "\tat org.apache.spark.rpc.RpcEnv.setupEndpointRefByURI(RpcEnv.scala:101)\n",
                  SDX_FC_TIMEOUTNETWORK, "SparkException");
}

TEST(stack_trace_wins_over_earlier_bare_mention)
{
    check_primary("Before, it said `java.lang.NullPointerException: null` instead. Now:\n"
                  "\n\n\n"
                  "org.apache.spark.sql.AnalysisException: Path does not exist: file:/tmp/nope.json;\n"
                  "  at org.apache.spark.sql.execution.datasources.DataSource.resolveRelation(DataSource.scala:370)\n"
                  "  at org.apache.spark.sql.DataFrameReader.load(DataFrameReader.scala:152)\n",
                  SDX_FC_IO, "AnalysisException");
}

/* ---- third round (docs/failure.md, "External measure", second batch) ---- */

static const char *primary_rule(const char *text, char *buf, size_t cap)
{
    sdx_triage_result *r = triage(text);
    const sdx_failure *p = primary(r);
    snprintf(buf, cap, "%s", p && p->rule ? p->rule : "(none)");
    sdx_triage_result_free(r);
    return buf;
}

TEST(table_format_commit_conflicts_are_io)
{
    check_primary("io.delta.exceptions.ConcurrentDeleteReadException: This transaction attempted to read one "
                  "or more files that were deleted (for example part-0001.parquet) by a concurrent update.\n",
                  SDX_FC_IO, "ConcurrentDeleteReadException");
    check_primary("org.apache.iceberg.exceptions.CommitFailedException: Cannot commit changes based on stale "
                  "table metadata\n\tat org.apache.iceberg.BaseTransaction.commitTransaction(BaseTransaction.java:301)\n",
                  SDX_FC_IO, "CommitFailedException");
    char b[64];
    CHECK_EQ_STR(primary_rule("io.delta.exceptions.MetadataChangedException: The metadata of the Delta table "
                              "has been changed by a concurrent update.\n", b, sizeof b), "io.table_conflict");
}

TEST(stream_source_offsets_lost_are_io)
{
    check_primary("Caused by: org.apache.kafka.clients.consumer.OffsetOutOfRangeException: Offsets out of range "
                  "with no configured reset policy for partitions: {events-3=120}\n",
                  SDX_FC_IO, "OffsetOutOfRangeException");
    check_primary("java.lang.IllegalStateException: Partition events-2's offset was changed from 900 to 12, "
                  "some data may have been missed.\nSome data may have been lost because they are not available "
                  "in Kafka any more\n",
                  SDX_FC_IO, "IllegalStateException");
}

TEST(metastore_client_start_up_is_io_and_thrift_messages_unwrap)
{
    /* Thrift's "Name(message:...)" form is an exception, its message unwraps to the connection */
    check_primary("Exception in thread \"main\" java.lang.RuntimeException: Unable to instantiate "
                  "org.apache.hadoop.hive.ql.metadata.SessionHiveMetaStoreClient\n"
                  "Caused by: MetaException(message:Could not connect to meta store using any of the URIs provided. "
                  "Most recent failure: org.apache.thrift.transport.TTransportException: java.net.ConnectException: "
                  "Connection refused)\n",
                  SDX_FC_IO, "ConnectException");
    check_primary("java.lang.RuntimeException: The root scratch dir: /tmp/hive on HDFS should be writable.\n",
                  SDX_FC_IO, "RuntimeException");
}

TEST(network_errors_under_storage_client_frames_are_the_stores)
{
    /* a timeout or a reset talking to the store: a network failure (as readers of real texts name
     * it), but the store's, with the store's advice, not Spark's shuffle or RPC */
    const char *s3 = "java.net.SocketException: Connection reset\n"
                     "\tat java.net.SocketInputStream.read(SocketInputStream.java:210)\n"
                     "\tat com.amazonaws.internal.SdkFilterInputStream.read(SdkFilterInputStream.java:90)\n";
    check_primary(s3, SDX_FC_TIMEOUTNETWORK, "SocketException");
    sdx_triage_result *r = triage(s3);
    const sdx_failure *p = primary(r);
    CHECK(p && p->rule && !strcmp(p->rule, "io.storage_timeout"));
    sdx_triage_result_free(r);
    /* the same error under Spark's own network frames stays a network failure */
    check_primary("java.net.SocketException: Connection reset\n"
                  "\tat io.netty.channel.nio.AbstractNioByteChannel$NioByteUnsafe.read(AbstractNioByteChannel.java:163)\n"
                  "\tat org.apache.spark.network.server.TransportChannelHandler.channelRead(TransportChannelHandler.java:97)\n",
                  SDX_FC_TIMEOUTNETWORK, "SocketException");
}

TEST(error_class_tag_between_wrapper_and_cause_unwraps)
{
    check_primary(": org.apache.spark.SparkException: [FAILED_EXECUTE_UDF] Failed to execute user defined function "
                  "(`f (UDFRegistration$$Lambda$1/0x1)`: (string) => int). SQLSTATE: 39000: "
                  "java.lang.NumberFormatException: For input string: \"x\"\n",
                  SDX_FC_DATASCHEMA, "NumberFormatException");
    check_primary("org.apache.spark.api.python.PythonException: [ARROW_TYPE_MISMATCH] Invalid schema for `f`: "
                  "expected IntegerType, got StringType.\n",
                  SDX_FC_DATASCHEMA, "PythonException");
}

TEST(markdown_emphasis_and_standalone_exits_and_r_backends)
{
    check_primary("the job stops with _org.apache.spark.SparkException: Task not serializable_ and nothing else\n",
                  SDX_FC_SERIALIZATION, "SparkException");
    check_primary("it fails with **java.lang.OutOfMemoryError: Java heap space** on the driver after collect()\n"
                  "\tat org.apache.spark.sql.Dataset.collect(Dataset.scala:2976)\n",
                  SDX_FC_DRIVER, "OutOfMemoryError");
    /* the standalone scheduler's INFO line is a loss with its exit code, and lends
     * the executor's lost task its cause */
    const char *sa = "21/11/30 08:15:02 INFO StandaloneSchedulerBackend: Executor app-20211130080001-0003/5 removed: "
                     "Command exited with code 137\n"
                     "21/11/30 08:15:02 WARN TaskSetManager: Lost task 3.0 in stage 6.0 (TID 41) (10.8.0.33 executor 5): "
                     "ExecutorLostFailure (executor 5 exited caused by one of the running tasks) Reason: Remote RPC "
                     "client disassociated.\n";
    sdx_triage_result *r = triage(sa);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_STR(p->root_exception, "Executor exited with code 137");
        CHECK_EQ_INT(p->stage_id, 6);
        CHECK_EQ_INT(p->task_index, 3);
        CHECK_EQ_STR(p->executor ? p->executor : "", "5");
    }
    sdx_triage_result_free(r);
    check_primary("Error in sparkR.sparkContext(master, appName) : \n  JVM is not ready after 10 seconds\n",
                  SDX_FC_DRIVER, "JVM is not ready");
    check_primary("In invoke_method.spark_shell_connection(...) :\n  No status is returned. Spark R backend might "
                  "have failed.\n",
                  SDX_FC_DRIVER, "backend might have failed");
}

TEST(pyspark2_quoted_java_message_unwraps)
{
    check_primary("pyspark.sql.utils.AnalysisException: u'java.lang.RuntimeException: java.lang.RuntimeException: "
                  "Unable to instantiate org.apache.hadoop.hive.ql.metadata.SessionHiveMetaStoreClient;'\n",
                  SDX_FC_IO, "java.lang.RuntimeException");
}

TEST(older_analyzer_wording_and_error_class_tag_after_a_lead_in)
{
    check_primary("org.apache.spark.sql.AnalysisException: Column cs_id does not exist.\n"
                  "\tat org.apache.spark.sql.execution.command.AnalyzeColumnCommand.run(AnalyzeColumnCommand.scala:51)\n",
                  SDX_FC_DATASCHEMA, "AnalysisException");
    check_primary("org.apache.hive.service.cli.HiveSQLException: Error running query: [DELTA_CONCURRENT_APPEND] "
                  "io.delta.exceptions.ConcurrentAppendException: [DELTA_CONCURRENT_APPEND] Files were added to the "
                  "root of the table by a concurrent update.\n",
                  SDX_FC_IO, "io.delta.exceptions.ConcurrentAppendException");
}

TEST(lost_task_broken_inside_its_parenthesis_is_joined)
{
    const char *t = "[Stage 0:====>     (1949 + 48) / 12932]18/01/19 18:21:32 WARN TaskSetManager: Lost task 1972.0 "
                    "in stage 0.0 (TID 1973, 10.2.15.90\n, executor 1): java.lang.OutOfMemoryError: GC overhead limit "
                    "exceeded\n";
    check_primary(t, SDX_FC_RESOURCE, "OutOfMemoryError");
    sdx_triage_result *r = triage(t);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->task_index, 1972);
        CHECK_EQ_STR(p->host ? p->host : "", "10.2.15.90");
        CHECK_EQ_STR(p->executor ? p->executor : "", "1");
    }
    sdx_triage_result_free(r);
    /* a line that does not close the parenthesis is read on its own */
    check_primary("WARN TaskSetManager: Lost task 3.0 in stage 1.0 (TID 9, host-a\n"
                  "java.lang.ArithmeticException: / by zero\n",
                  SDX_FC_JOBLOGIC, "ArithmeticException");
}

TEST(notebook_driver_restarts_are_driver_statements)
{
    char b[128];
    const char *t = "(3) Spark Jobs\nThe spark driver has stopped unexpectedly and is restarting. Your notebook will be "
                    "automatically reattached.\n";
    check_primary(t, SDX_FC_DRIVER, "driver has stopped unexpectedly");
    CHECK_EQ_STR(primary_rule(t, b, sizeof b), "driver.notebook_driver_lost");
    check_primary("---\nFatal error: The Python kernel is unresponsive.\n---\n", SDX_FC_DRIVER, "Python kernel");
    /* prose that only mentions a driver is no failure */
    sdx_triage_result *r = triage("We restarted the driver yesterday and the notebook works again.\n");
    CHECK(r != NULL && r->primary < 0);
    sdx_triage_result_free(r);
}

TEST(traceback_cut_inside_pickling_is_serialization)
{
    const char *t = "Traceback (most recent call last):\n"
                    "  File \"/home/u/job.py\", line 12, in <module>\n"
                    "    rdd.map(f).count()\n"
                    "  File \"/opt/spark/python/pyspark/serializers.py\", line 469, in dumps\n"
                    "    return cloudpickle.dumps(obj, pickle_protocol)\n"
                    "  File \"/opt/spark/python/pyspark/cloudpickle/cloudpickle_fast.py\", line 632, in dump\n"
                    "    return Pickler.dump(self, obj)\n";
    check_primary(t, SDX_FC_SERIALIZATION, "PythonException");
    /* cut elsewhere: no pickling, the catch-all */
    check_primary("Traceback (most recent call last):\n  File \"/home/u/job.py\", line 12, in <module>\n"
                  "    rows = parse(x)\n  File \"/home/u/lib.py\", line 40, in parse\n    return int(v)\n",
                  SDX_FC_JOBLOGIC, "PythonException");
}

TEST(json_record_message_outranks_a_wrapper_only_exception)
{
    /* PySpark 4's logger: the message states the error class, the exception
     * object is the bare Py4JJavaError with Python frames ("class": null) */
    const char *t = "{\"ts\": \"2026-01-02 10:00:00,000\", \"level\": \"ERROR\", \"logger\": \"DataFrameQueryContextLogger\", "
                    "\"msg\": \"[DIVIDE_BY_ZERO] Division by zero. SQLSTATE: 22012\", \"exception\": {\"class\": "
                    "\"Py4JJavaError\", \"msg\": \"An error occurred while calling o52.showString.\", \"stacktrace\": "
                    "[{\"class\": null, \"method\": \"deco\", \"file\": \"/opt/spark/python/pyspark/errors/exceptions/"
                    "captured.py\", \"line\": \"247\"}]}}\n";
    sdx_triage_result *r = triage(t);
    CHECK(r != NULL);
    if (r) {
        CHECK_EQ_INT((int)r->n, 1);
        const sdx_failure *p = primary(r);
        CHECK(p != NULL);
        if (p) {
            CHECK_EQ_INT(p->fclass, SDX_FC_JOBLOGIC);
            CHECK(p->root_exception && strstr(p->root_exception, "DIVIDE_BY_ZERO") != NULL);
            CHECK_EQ_INT((int)p->occurrences, 1);
            CHECK(p->user_frame == NULL || strstr(p->user_frame, "null.") == NULL);
        }
    }
    sdx_triage_result_free(r);
}

TEST(ipython_source_listing_is_not_a_failure)
{
    /* "--> 721     raise pickle.PicklingError(msg)" is code, the last line the failure */
    const char *t = "/opt/x/pyspark/serializers.py in dumps(self, obj)\n"
                    "    720             cloudpickle.print_exec(sys.stderr)\n"
                    "--> 721             raise pickle.PicklingError(msg)\n"
                    "    722 \n\n"
                    "PicklingError: Could not serialize object: TypeError: can't pickle _thread.RLock objects\n";
    sdx_triage_result *r = triage(t);
    CHECK(r != NULL && r->n == 1);
    sdx_triage_result_free(r);
    check_primary(t, SDX_FC_SERIALIZATION, "PicklingError");
    /* a text that is nothing but such a line still gets its answer */
    check_primary("--> 721             raise pickle.PicklingError(msg)\n", SDX_FC_SERIALIZATION, "PicklingError");
}

TEST(bracketed_level_after_a_day_month_year_date_is_a_record_header)
{
    const char *t = "02/11/2026 09:31:09 [ERROR] org.apache.spark.executor.Executor: Exception in task 5.0 in stage "
                    "14.0 (TID 88)\njava.lang.NullPointerException: x is null\n\tat com.acme.F.call(F.java:37)\n";
    sdx_triage_result *r = triage(t);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->stage_id, 14);
        CHECK_EQ_INT(p->task_index, 5);
        CHECK_EQ_INT((int)p->tid, 88);
    }
    sdx_triage_result_free(r);
    /* a padded "[INFO ]" record is read as INFO: no failure */
    r = triage("02/11/2026 09:31:07 [INFO ] com.acme.Runner: Exception handling is on\n");
    CHECK(r != NULL && r->primary < 0);
    sdx_triage_result_free(r);
}

TEST(row_encoder_external_type_is_data)
{
    char b[128];
    const char *t = "java.lang.RuntimeException: Error while encoding: java.lang.RuntimeException: java.lang.String is "
                    "not a valid external type for schema of bigint\n";
    check_primary(t, SDX_FC_DATASCHEMA, "RuntimeException");
    CHECK_EQ_STR(primary_rule(t, b, sizeof b), "data.schema_type");
}

TEST(an_abort_naming_no_cause_follows_the_earlier_failure)
{
    const char *t = "INFO DAGScheduler: ShuffleMapStage 31 (flatMap at S.scala:140) failed in 42.1 s due to "
                    "org.apache.spark.shuffle.MetadataFetchFailedException: Missing an output location for shuffle 9\n"
                    "\tat org.apache.spark.MapOutputTracker.getMapSizesByExecutorId(MapOutputTracker.scala:147)\n\n"
                    "Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: "
                    "Fetch failure will not retry stage due to testing config\n"
                    "\tat org.apache.spark.scheduler.DAGScheduler.abortStage(DAGScheduler.scala:1422)\n";
    check_primary(t, SDX_FC_SHUFFLE, "MetadataFetchFailedException");
    /* the stage of "ResultStage N (...) failed in ... due to Job aborted" */
    sdx_triage_result *r = triage("INFO DAGScheduler: ResultStage 10 (collect at W.scala:53) failed in 74.9 s due to Job "
                                  "aborted due to stage failure: Total size of serialized results of 2572 tasks "
                                  "(1062.8 MB) is bigger than spark.driver.maxResultSize (1024.0 MB)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL && p->stage_id == 10 && p->fclass == SDX_FC_DRIVER);
    sdx_triage_result_free(r);
}

TEST(a_cut_traceback_is_the_earlier_complete_one)
{
    const char *t = "KeyError: 'region_code'\n\n) [duplicate 2]\n"
                    "py4j.protocol.Py4JJavaError: An error occurred while calling o88.saveAsTextFile.\n"
                    ": org.apache.spark.SparkException: Job aborted due to stage failure: Task 11 in stage 6.0 failed 4 "
                    "times, most recent failure: Lost task 11.3 in stage 6.0 (TID 154, worker-07, executor 4): "
                    "org.apache.spark.api.python.PythonException: Traceback (most recent call last):\n"
                    "  File \"/opt/spark/python/lib/pyspark.zip/pyspark/worker.py\", line 230, in main\n"
                    "    process()\n"
                    "  File \"/jobs/regions.py\", line 31, in <lambda>\n";
    sdx_triage_result *r = triage(t);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_STR(p->root_exception ? p->root_exception : "", "KeyError");
        CHECK_EQ_INT(p->stage_id, 6);
        CHECK_EQ_INT(p->task_index, 11);
        CHECK_EQ_INT(p->attempts, 4);
    }
    sdx_triage_result_free(r);
}

TEST(hadoop_layout_header_with_a_dash_gives_the_task)
{
    const char *t = "2017-08-02 11:05:20,377 ERROR executor.Executor (Logging.scala:logError(91)) - Exception in task "
                    "3.0 in stage 12.0 (TID 418)\njava.lang.NumberFormatException: For input string: \"Jul\"\n"
                    "\tat java.lang.Integer.parseInt(Integer.java:580)\n";
    sdx_triage_result *r = triage(t);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL && p->stage_id == 12 && p->task_index == 3 && p->tid == 418);
    sdx_triage_result_free(r);
}

TEST(an_escaped_line_break_is_a_token_boundary)
{
    check_primary("raise convert_exception(\\npyspark.errors.exceptions.connect.AnalysisException: "
                  "[UNRESOLVED_COLUMN.WITH_SUGGESTION] A column with name `x` cannot be resolved.\n",
                  SDX_FC_DATASCHEMA, "pyspark.errors.exceptions.connect.AnalysisException");
}

TEST(a_quoted_python_error_unwraps_even_when_its_quote_is_cut)
{
    const char *t = "org.apache.spark.api.python.PythonException: 'KeyError: \"flavor x not found, available are "
                    "['a', 'b\n";
    check_primary(t, SDX_FC_JOBLOGIC, "KeyError");
    /* closed, with the traceback after it: the named error is kept, not "cut" */
    const char *u = "org.apache.spark.api.python.PythonException: 'KeyError: \"k\"'. Full traceback below: Traceback "
                    "(most recent call last): File \"/x/worker.py\", line 1247, in main process() File "
                    "\"/jobs/j.py\", line 9, in f\n";
    sdx_triage_result *r = triage(u);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_STR(p->root_exception ? p->root_exception : "", "KeyError");
        CHECK(p->user_frame && strstr(p->user_frame, "/jobs/j.py") != NULL);
    }
    sdx_triage_result_free(r);
}

TEST(the_task_that_aborted_stays_the_place_and_cut_reasons_merge)
{
    const char *t = "WARN TaskSetManager: Lost task 4.0 in stage 812.0 (TID 9120) (10.42.7.19 executor 2): "
                    "ExecutorLostFailure (executor 2 exited caused by one of the running tasks) Reason: Executor "
                    "heartbeat timed out after 137250 ms\n"
                    "ERROR TaskSetManager: Task 4 in stage 812.0 failed 1 times; aborting job\n"
                    "WARN TaskSetManager: Lost task 6.0 in stage 812.0 (TID 9122) (10.42.7.19 executor 2): "
                    "ExecutorLostFailure (executor 2 exited caused by one of the running tasks) Reason: Executor "
                    "heartbeat timed out after 137250 ms\n"
                    "WARN TaskSetManager: Lost task 5.0 in stage 812.0 (TID 9121) (10.42.7.19 executor 2): "
                    "ExecutorLostFailure (executor 2 exited caused by one of the running tasks) Reason: Executor heart\n";
    sdx_triage_result *r = triage(t);
    CHECK(r != NULL && r->n == 1);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL && p->task_index == 4 && p->tid == 9120 && p->fclass == SDX_FC_TIMEOUTNETWORK);
    sdx_triage_result_free(r);
}

TEST(pickle_size_limit_is_serialization_and_its_rewrap_is_one_failure)
{
    char b[128];
    const char *t = "Traceback (most recent call last):\n  File \"/x/pyspark/broadcast.py\", line 113, in dump\n"
                    "    pickle.dump(value, f, 2)\nOverflowError: cannot serialize a bytes object larger than 4 GiB\n"
                    "PicklingError: Could not serialize broadcast: OverflowError: cannot serialize a bytes object "
                    "larger than 4 GiB\n";
    sdx_triage_result *r = triage(t);
    CHECK(r != NULL && r->n == 1);
    sdx_triage_result_free(r);
    check_primary(t, SDX_FC_SERIALIZATION, "PicklingError");
    CHECK_EQ_STR(primary_rule(t, b, sizeof b), "ser.pickle_too_large");
    /* an arithmetic overflow stays logic */
    check_primary("java.lang.ArithmeticException: long overflow\n", SDX_FC_JOBLOGIC, "ArithmeticException");
}

TEST(an_exception_named_only_as_a_value_or_in_prose_gets_an_answer)
{
    const char *t = "posting the job returns:\n{\n  \"result\": {\n    \"message\": \"x.y()J\",\n"
                    "    \"errorClass\": \"java.lang.NoSuchMethodError\",\n  }\n}\n";
    check_primary(t, SDX_FC_JOBLOGIC, "java.lang.NoSuchMethodError");
    check_primary("After the upgrade I am getting NoSuchMethodError thrown at start-up.\n", SDX_FC_JOBLOGIC,
                  "NoSuchMethodError");
    /* a real failure later in the text wins over a name in prose */
    check_primary("We first saw a ClassCastException in the UI.\njava.lang.ArithmeticException: / by zero\n",
                  SDX_FC_JOBLOGIC, "ArithmeticException");
    sdx_triage_result *r = triage("No failure here, the job works again.\n");
    CHECK(r != NULL && r->primary < 0);
    sdx_triage_result_free(r);
}

TEST(a_traceback_pasted_from_its_middle_opens_at_its_first_frame)
{
    const char *t = "  File \"/opt/spark/python/pyspark/cloudpickle.py\", line 148, in dump\n"
                    "    raise pickle.PicklingError(msg)\n"
                    "_pickle.PicklingError: Could not serialize object: TypeError: can't pickle SSLContext objects\n";
    sdx_triage_result *r = triage(t);
    CHECK(r != NULL && r->n == 1);
    sdx_triage_result_free(r);
    check_primary(t, SDX_FC_SERIALIZATION, "PicklingError");
}

TEST(task_frames_above_a_cut_trace_make_its_cause_a_task_failure)
{
    const char *t = "\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:449)\n"
                    "\tat java.lang.Thread.run(Thread.java:748)\n"
                    "Caused by: java.lang.OutOfMemoryError: GC overhead limit exceeded\n"
                    "\tat java.util.Arrays.copyOf(Arrays.java:3332)\n";
    check_primary(t, SDX_FC_RESOURCE, "OutOfMemoryError");
    /* without them: the driver's */
    check_primary("Caused by: java.lang.OutOfMemoryError: GC overhead limit exceeded\n"
                  "\tat java.util.Arrays.copyOf(Arrays.java:3332)\n",
                  SDX_FC_DRIVER, "OutOfMemoryError");
}

TEST(a_job_abort_wrapped_by_hand_is_one_line_again)
{
    const char *t = "Job aborted due to stage failure: Task 341 in stage 12.0 failed 1 times,\n"
                    "most recent failure: Lost task 341.0 in stage 12.0:\n"
                    "ExecutorLostFailure (executor 17 exited caused by one of the running tasks)\n"
                    "Reason: Container killed by YARN for exceeding memory limits. 12.4 GB of 12 GB physical memory used.\n";
    sdx_triage_result *r = triage(t);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_RESOURCE);
        CHECK_EQ_INT(p->stage_id, 12);
        CHECK_EQ_INT(p->task_index, 341);
        CHECK_EQ_STR(p->executor ? p->executor : "", "17");
    }
    sdx_triage_result_free(r);
    /* a line ending "times," that nothing continues stays as it is */
    check_primary("org.apache.spark.SparkException: Job aborted due to stage failure: Task 3 in stage 1.0 failed 4 "
                  "times,\njava.lang.ArithmeticException: / by zero\n",
                  SDX_FC_JOBLOGIC, "ArithmeticException");
}

TEST(statements_quoted_in_prose_and_service_and_connector_patterns)
{
    char b[128];
    check_primary("The load fails: `Serialized task 12:0 was 203489112 bytes, max allowed 134217728 bytes`. Then ...\n",
                  SDX_FC_SERIALIZATION, "org.apache.spark.SparkException");
    /* unquoted in running prose it is a mention, not the failure */
    sdx_triage_result *r = triage("# expected: root=Total size of serialized results of 2 tasks (4.9 MiB) is bigger "
                                  "than spark.driver.maxResultSize (4.0 MiB); stage=-\n");
    CHECK(r != NULL && r->primary < 0);
    sdx_triage_result_free(r);
    const char *k = "java.io.IOException: org.apache.spark.SparkException: Failed to register classes with Kryo\n"
                    "\tat org.apache.spark.broadcast.TorrentBroadcast.readBroadcastBlock(TorrentBroadcast.scala:207)\n";
    check_primary(k, SDX_FC_SERIALIZATION, "SparkException");
    const char *c = "org.apache.celeborn.common.exception.CelebornIOException: Shuffle data lost for shuffle 4 partitionId 3!\n";
    check_primary(c, SDX_FC_SHUFFLE, "CelebornIOException");
    CHECK_EQ_STR(primary_rule(c, b, sizeof b), "shuffle.remote_service");
    const char *f = "ERROR ShuffleBlockFetcherIterator: Failed to get block(s) from 10.244.3.17:40211\n"
                    "java.io.IOException: Failed to connect to /10.244.3.17:40211\n"
                    "\tat org.apache.spark.network.client.TransportClientFactory.createClient(TransportClientFactory.java:245)\n";
    check_primary(f, SDX_FC_SHUFFLE, "IOException");
    check_primary("org.elasticsearch.hadoop.EsHadoopIllegalStateException: Position for 'x' not found in row; typically "
                  "this is caused by a mapping inconsistency\n",
                  SDX_FC_DATASCHEMA, "EsHadoopIllegalStateException");
}

TEST(a_wrapper_cut_before_its_cause_takes_the_exception_below_it)
{
    const char *t = "Error: org.apache.kyuubi.KyuubiSQLException:\n"
                    " Error operating ExecuteStatement: org.apache.spark.SparkException: Job aborted due to stage "
                    "failure: Task 3 in stage 5.0 failed 4 times,\n"
                    "org.apache.celeborn.common.exception.CelebornIOException:\n"
                    " Shuffle data lost for shuffle 4 partitionId 3!\n";
    sdx_triage_result *r = triage(t);
    const sdx_failure *p = primary(r);
    CHECK(p != NULL && p->fclass == SDX_FC_SHUFFLE && p->stage_id == 5);
    sdx_triage_result_free(r);
    /* a frame cut to "at " does not end the trace before its cause */
    check_primary("org.apache.spark.shuffle.FetchFailedException\n\tat org.apache.spark.storage.ShuffleBlockFetcherIterator"
                  ".throwFetchFailedException(ShuffleBlockFetcherIterator.scala:1168)\nat \n"
                  "Caused by: java.nio.channels.ClosedChannelException\n",
                  SDX_FC_SHUFFLE, "ClosedChannelException");
}

TEST(batch_seven_patterns)
{
    char b[128];
    /* a platform's disk error without its exception */
    check_primary("Status: FAILED\nError: error while calling spill() on\n"
                  "       org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter@5f1c2a7e\n"
                  "       ... : No space left on device\n",
                  SDX_FC_RESOURCE, "No space left on device");
    /* the exception, when there is one, stays the root */
    check_primary("java.io.IOException: No space left on device\n", SDX_FC_RESOURCE, "java.io.IOException");
    /* an error class wrapping another: the innermost states the failure */
    const char *w = "[STREAM_FAILED] Query [id = 0c5e, runId = 5d4c] terminated with exception: Exception thrown in "
                    "awaitResult: [MALFORMED_RECORD_IN_PARSING.WITHOUT_SUGGESTION] Malformed records are detected in "
                    "record parsing. SQLSTATE: 22023\n";
    check_primary(w, SDX_FC_DATASCHEMA, "[MALFORMED_RECORD_IN_PARSING");
    /* Arrow cannot carry the type */
    const char *a = "java.lang.UnsupportedOperationException: Unsupported data type: struct<a:string,b:array<double>>\n"
                    "\tat org.apache.spark.sql.util.ArrowUtils$.toArrowType(ArrowUtils.scala:57)\n";
    check_primary(a, SDX_FC_DATASCHEMA, "UnsupportedOperationException");
    CHECK_EQ_STR(primary_rule(a, b, sizeof b), "data.unsupported_type");
    /* IPython's header names the chained exception whose traceback was cut */
    const char *c = "OverflowError                             Traceback (most recent call last)\n"
                    "/x/pyspark/broadcast.py in dump(self, value, f)\n"
                    "OverflowError: cannot serialize a string larger than 4GiB\n\n"
                    "During handling of the above exception, another exception occurred:\n\n"
                    "PicklingError                             Traceback (most recent call last)\n"
                    "<command-3181092> in <module>()\n"
                    "/x/pyspark/sql/udf.py in wrapper(*args)\n";
    check_primary(c, SDX_FC_SERIALIZATION, "PicklingError");
}

TEST(batch_eight_patterns)
{
    /* a Lost task whose FetchFailed reason stops at "message=" */
    sdx_triage_result *r = triage("WARN TaskSetManager: Lost task 5.0 in stage 22.1 (TID 1408, 10.20.4.18, executor 2): "
                                  "FetchFailed(BlockManagerId(7, 10.20.4.31, 7337, None), shuffleId=3, mapId=11, "
                                  "reduceId=5, message=\n```\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL && p->fclass == SDX_FC_SHUFFLE && p->stage_id == 22 && p->task_index == 5);
    /* (since batch 16 the root is the exception the reason stands for, the reason its message) */
    CHECK(p && p->root_message && strstr(p->root_message, "FetchFailed(BlockManagerId(7") == p->root_message);
    sdx_triage_result_free(r);
    /* the task-size statement quoted with its ids left out; Spark 1.x's INFO "as N bytes" is none */
    check_primary("fails with `Serialized task ... was 301844112 bytes`. The limit\n", SDX_FC_SERIALIZATION,
                  "org.apache.spark.SparkException");
    r = triage("14/05/01 10:00:00 INFO TaskSetManager: Serialized task 0.0:0 as 2011 bytes in 1 ms\n");
    CHECK(r != NULL && r->primary < 0);
    sdx_triage_result_free(r);
    /* a name quoted in prose, then the executor's report of the task */
    check_primary("stops on any line matching `OutOfMemoryError:` in the streams.\n\n```\n"
                  "ERROR Executor:275 - Exception in task 1.0 in stage 3.0 (TID 88)\n"
                  "java.lang.OutOfMemoryError: Java heap space\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    /* a native engine's own out-of-memory exception */
    check_primary("25/02/11 09:40:12 ERROR ManagedReservationListener: Error reserving memory from target\n"
                  "org.apache.gluten.memory.memtarget.ThrowOnOomMemoryTarget$OutOfMemoryException: Not enough spark "
                  "off-heap execution memory. Acquired: 64.0 MiB, granted: 12.5 MiB.\n",
                  SDX_FC_RESOURCE, "OutOfMemoryException");
    /* an issue title's tag glued to the exception */
    check_primary("[SUPPORT]org.apache.spark.shuffle.MetadataFetchFailedException: Missing an output location for "
                  "shuffle 11 partition 1\n",
                  SDX_FC_SHUFFLE, "MetadataFetchFailedException");
    /* Python's socket timeout on the driver's socket to the JVM */
    check_primary("Traceback (most recent call last):\n  File \"/x/pyspark/rdd.py\", line 142, in _load_from_socket\n"
                  "socket.timeout: timed out\n",
                  SDX_FC_TIMEOUTNETWORK, "socket.timeout");
    /* Kubernetes: the executor cannot find its driver pod */
    check_primary("org.apache.spark.SparkException: Executor cannot find driver pod\n"
                  "Caused by: io.fabric8.kubernetes.client.KubernetesClientException: Operation: [get] for kind: [Pod] failed.\n",
                  SDX_FC_TIMEOUTNETWORK, "KubernetesClientException");
}

/* external batch 9 (docs/failure.md): one check per general pattern */
TEST(batch_nine_patterns)
{
    /* a Lost task whose parenthesis a paste damaged: task, executor, the reason after "): " */
    sdx_triage_result *r = triage("org.apache.spark.SparkException: Job aborted due to stage failure: Task 7 in stage "
                                  "12.0 failed 4 times, most recent failure: Lost task 7.3 in s0.4.22, executor 9): "
                                  "java.lang.ArithmeticException: / by zero\n\tat com.shop.Ratio.apply(Ratio.scala:12)\n");
    const sdx_failure *p = primary(r);
    CHECK(p && !strcmp(p->root_exception, "java.lang.ArithmeticException"));
    CHECK(p && p->task_index == 7 && p->task_attempt == 3 && p->stage_id == 12);
    CHECK(p && p->executor && !strcmp(p->executor, "9"));
    sdx_triage_result_free(r);
    /* a job abort hard-wrapped at a column, its message's last word on the next line */
    r = triage("org.apache.spark.SparkException: Job aborted due to stage failure: Task\n"
               "3 in stage 2.0 failed 4 times, most recent failure: Lost task 3.3 in stage\n"
               "2.0 (TID 41, worker-3.corp): java.lang.ArithmeticException: / by\n"
               "zero\n"
               "at com.shop.Ratio.apply(Ratio.scala:12)\n");
    p = primary(r);
    CHECK(p && p->fclass == SDX_FC_JOBLOGIC && p->rule && !strcmp(p->rule, "logic.divide_by_zero"));
    CHECK(p && p->stage_id == 2 && p->task_index == 3 && p->host && !strcmp(p->host, "worker-3.corp"));
    sdx_triage_result_free(r);
    /* a bare error-class line: the class is the root, the sentence its message */
    r = triage("Runtime Error in model orders (models/orders.sql)\n"
               "  [UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function parameter with name `cid` cannot be "
               "resolved. Did you mean one of the following? [`id`, `name`]\n");
    p = primary(r);
    CHECK(p && !strcmp(p->root_exception, "[UNRESOLVED_COLUMN.WITH_SUGGESTION]"));
    CHECK(p && p->root_message && strstr(p->root_message, "cannot be resolved"));
    sdx_triage_result_free(r);
    /* an error class rendered as a markdown link */
    check_primary("Error: [[TABLE_OR_VIEW_NOT_FOUND](https://docs.example.com/error-classes#table)] The table or "
                  "view `sales`.`daily` cannot be found.\n",
                  SDX_FC_DATASCHEMA, "[TABLE_OR_VIEW_NOT_FOUND]");
    /* missing tables and databases are the query's names against the catalog: DataSchema */
    check_primary("org.apache.spark.sql.catalyst.analysis.NoSuchTableException: Table or view 'orders' not found in "
                  "database 'default';\n",
                  SDX_FC_DATASCHEMA, "NoSuchTableException");
    /* Hive's "FAILED: Name [Error N]: ..." names the exception */
    check_primary("ERROR CliDriver: org.apache.spark.sql.execution.QueryExecutionException: FAILED: SemanticException "
                  "[Error 10072]: Database does not exist: staging\n",
                  SDX_FC_DATASCHEMA, "SemanticException");
    /* a complete Python traceback, then a second report cut short: the complete one */
    r = triage("Traceback (most recent call last):\n  File \"/app/load.py\", line 9, in load\n"
               "    df = spark.read.parquet(path)\n"
               "pyspark.sql.utils.AnalysisException: Path does not exist: file:/data/in\n"
               "Traceback (most recent call last):\n  File \"/app/load.py\", line 9, in load\n    df = spark.\n");
    p = primary(r);
    CHECK(p && !strcmp(p->root_exception, "pyspark.sql.utils.AnalysisException") && p->fclass == SDX_FC_IO);
    sdx_triage_result_free(r);
    /* a traceback pasted without its indentation */
    check_primary("Traceback (most recent call last):\nFile \"/x/py4j/clientserver.py\", line 475, in send_command\n"
                  "answer = smart_decode(self.stream.readline()[:-1])\nFile \"/usr/lib64/python3.7/socket.py\", line "
                  "589, in readinto\nreturn self._sock.recv_into(b)\nConnectionResetError: [Errno 104] Connection reset "
                  "by peer\n",
                  SDX_FC_TIMEOUTNETWORK, "ConnectionResetError");
    /* the Python side lost its JVM */
    check_primary("py4j.protocol.Py4JNetworkError: Answer from Java side is empty\n", SDX_FC_DRIVER, "Py4JNetworkError");
    /* the Python worker never connected back */
    check_primary("org.apache.spark.SparkException: Python worker failed to connect back.\n", SDX_FC_TIMEOUTNETWORK,
                  "SparkException");
    /* a client's socket timeout inside another exception's message */
    check_primary("WARN TaskSetManager: Lost task 0.0 in stage 2.0 (TID 2) (10.1.0.3 executor 0): "
                  "com.fasterxml.jackson.databind.JsonMappingException: Read timed out\n",
                  SDX_FC_TIMEOUTNETWORK, "JsonMappingException");
    /* fetching from an executor that is gone */
    check_primary("Caused by: org.apache.spark.ExecutorDeadException: [INTERNAL_ERROR_NETWORK] The relative remote "
                  "executor(Id: 12), which maintains the block data to fetch is dead.\n",
                  SDX_FC_SHUFFLE, "ExecutorDeadException");
    /* closures deserialized with another class loader's class */
    check_primary("java.lang.ClassCastException: cannot assign instance of scala.collection.immutable.List$"
                  "SerializationProxy to field org.apache.spark.rdd.RDD.dependencies_ of type scala.collection.Seq "
                  "in instance of org.apache.spark.rdd.MapPartitionsRDD\n",
                  SDX_FC_SERIALIZATION, "ClassCastException");
    check_primary("Lost task 0.3 in stage 0.0 (TID 3, h1): java.lang.IllegalStateException: unread block data\n",
                  SDX_FC_SERIALIZATION, "IllegalStateException");
    /* Kubernetes RBAC */
    check_primary("io.fabric8.kubernetes.client.KubernetesClientException: Failure executing: POST at: "
                  "https://kubernetes.default.svc/api/v1/namespaces/etl/pods. Message: Forbidden!Configured service "
                  "account doesn't have access.\n",
                  SDX_FC_IO, "KubernetesClientException");
    /* the standalone master unreachable, in log4j's TTCC layout */
    check_primary("69480 [dispatcher-3] ERROR org.apache.spark.scheduler.cluster.StandaloneSchedulerBackend  - "
                  "Application has been killed. Reason: All masters are unresponsive! Giving up.\n",
                  SDX_FC_TIMEOUTNETWORK, "All masters are unresponsive");
    /* a platform's status code */
    check_primary("Error code 1\nLIVY_JOB_STATE_DEAD\n\nMessage\nLivy Id=[3] Job failed during run time with "
                  "state=[dead].\n",
                  SDX_FC_DRIVER, "LIVY_JOB_STATE_DEAD");
    /* EMR Serverless names the job's last exceptions */
    check_primary("airflow.exceptions.AirflowException: EMR Serverless job failed. Final state is FAILED. Error: Job "
                  "execution failed. ExitCode: 1. Last few exceptions: KeyError: 'amount'...\n",
                  SDX_FC_JOBLOGIC, "KeyError");
    /* schema merges refused by the table format; a connector's missing codec; Delta's own error classes */
    check_primary("#AnalysisException: Failed to merge fields 'qty' and 'qty'. Failed to merge incompatible data "
                  "types IntegerType and DoubleType\n",
                  SDX_FC_DATASCHEMA, "AnalysisException");
    check_primary("org.bson.codecs.configuration.CodecConfigurationException: Can't find a codec for class "
                  "org.apache.spark.sql.Row.\n",
                  SDX_FC_DATASCHEMA, "CodecConfigurationException");
    check_primary("com.databricks.sql.transaction.tahoe.DeltaAnalysisException: [DELTA_INSERT_COLUMN_ARITY_MISMATCH] "
                  "Cannot write to 'main.sales', not enough data columns\n",
                  SDX_FC_DATASCHEMA, "DeltaAnalysisException");
    /* a local-mode heartbeat loss, then the OOM that froze it: the OOM ran on executor "driver" */
    r = triage("21/02/03 07:55:00 ERROR TaskSchedulerImpl: Lost executor driver on localhost: Executor heartbeat "
               "timed out after 148649 ms\n"
               "21/02/03 07:55:00 ERROR Executor: Exception in task 0.0 in stage 1.0 (TID 5)\n"
               "java.lang.OutOfMemoryError: GC overhead limit exceeded\n");
    p = primary(r);
    CHECK(p && p->fclass == SDX_FC_RESOURCE && p->executor && !strcmp(p->executor, "driver"));
    sdx_triage_result_free(r);
    /* the driver's own GC-overhead errors after heartbeats stopped, in a log only the driver wrote */
    r = triage("17/09/13 17:15:43 WARN HeartbeatReceiver: Removing executor 6 with no recent heartbeats: 178850 ms "
               "exceeds timeout 120000 ms\n"
               "17/09/13 17:15:43 ERROR YarnScheduler: Lost executor 6 on node2: Executor heartbeat timed out after "
               "178850 ms\n"
               "17/09/13 17:15:52 WARN TransportChannelHandler: Exception in connection from node3/10.0.0.4:50701\n"
               "java.lang.OutOfMemoryError: GC overhead limit exceeded\n");
    p = primary(r);
    CHECK(p && p->fclass == SDX_FC_DRIVER && !strcmp(p->root_exception, "java.lang.OutOfMemoryError"));
    sdx_triage_result_free(r);
    /* Spark 1.x's Akka wording of a disassociated executor, in a bold markdown line (the
     * root in its own words, as readers name it) */
    check_primary("**16/06/16 17:18:06 ERROR YarnScheduler: Lost executor 2 on node18: remote Akka client "
                  "disassociated**\n",
                  SDX_FC_RESOURCE, "Remote Akka client disassociated");
}

/* external batch 10 (docs/failure.md): one check per general pattern */
TEST(batch_ten_patterns)
{
    /* a bare heap error, then the scheduler's abort of a task: it ran in the task */
    check_primary("java.lang.OutOfMemoryError: Java heap space\n"
                  "20/02/17 11:44:50 ERROR TaskSetManager: Task 12 in stage 40.0 failed 1 times; aborting job\n",
                  SDX_FC_RESOURCE, "OutOfMemoryError");
    /* a connector's own exception: the external system, not the job's logic */
    check_primary("Caused by: org.apache.hudi.exception.HoodieUpsertException: Failed to upsert for commit time "
                  "20240101000000\n",
                  SDX_FC_IO, "HoodieUpsertException");
    check_primary("com.microsoft.azure.storage.StorageException: The specified blob does not exist.\n", SDX_FC_IO,
                  "StorageException");
    /* JDBC connectivity is the network; a refused statement stays IO */
    check_primary("Caused by: com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure\n",
                  SDX_FC_TIMEOUTNETWORK, "CommunicationsException");
    check_primary("java.sql.SQLSyntaxErrorException: Table 'shop.orders' doesn't exist\n", SDX_FC_IO,
                  "SQLSyntaxErrorException");
    /* a class missing while deserializing a task */
    check_primary("ERROR Executor: Exception in task 0.2 in stage 4.0 (TID 75)\n"
                  "java.lang.ClassNotFoundException: com.acme.etl.RecordGrouper\n"
                  "\tat java.net.URLClassLoader.findClass(URLClassLoader.java:381)\n"
                  "\tat org.apache.spark.serializer.JavaDeserializationStream$$anon$1.resolveClass(JavaSerializer."
                  "scala:68)\n"
                  "\tat java.io.ObjectInputStream.readNonProxyDesc(ObjectInputStream.java:1826)\n",
                  SDX_FC_SERIALIZATION, "ClassNotFoundException");
    /* a task exception the driver could not read back: the missing class, not "UnknownReason" */
    sdx_triage_result *r = triage("WARN TaskSetManager: Lost task 0.2 in stage 0.0 (TID 2, node7): UnknownReason\n"
                                  "WARN ThrowableSerializationWrapper: Task exception could not be deserialized\n"
                                  "java.lang.ClassNotFoundException: com.vendor.client.VendorException\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->fclass == SDX_FC_SERIALIZATION && !strcmp(p->root_exception, "java.lang.ClassNotFoundException"));
    CHECK(p && p->root_message && strstr(p->root_message, "VendorException"));
    CHECK(p && p->stage_id == 0 && p->host && !strcmp(p->host, "node7"));
    sdx_triage_result_free(r);
    /* Arrow's buffer limit between the JVM and Python */
    check_primary("Caused by: java.lang.IndexOutOfBoundsException: index: 0, length: 1073741824 (expected: range(0, "
                  "0)) at io.netty.buffer.ArrowBuf.checkIndex(ArrowBuf.java:716) at org.apache.arrow.vector."
                  "BaseVariableWidthVector.setSafe(BaseVariableWidthVector.java:1012)\n",
                  SDX_FC_SERIALIZATION, "IndexOutOfBoundsException");
    /* gRPC's UNAVAILABLE */
    check_primary("Caused by: io.grpc.StatusRuntimeException: UNAVAILABLE: Transport closed for unknown reason\n",
                  SDX_FC_TIMEOUTNETWORK, "StatusRuntimeException");
    /* the external shuffle service named by the record the exception was printed under */
    check_primary("20/08/14 10:23:00 ERROR BlockManager: Failed to connect to external shuffle server, will retry 1 "
                  "more times after waiting 5 seconds...\njava.io.IOException: Failed to connect to /10.2.0.7:7337\n",
                  SDX_FC_SHUFFLE, "IOException");
    /* a path that is no valid address; what the cluster cannot give */
    check_primary("java.lang.IllegalArgumentException: Can not create a Path from an empty string\n", SDX_FC_IO,
                  "IllegalArgumentException");
    check_primary("io.fabric8.kubernetes.client.KubernetesClientException: Failure executing: POST at: "
                  "https://k8s/api/v1/namespaces/etl/pods. Message: pods \"job-driver\" is forbidden: exceeded "
                  "quota: etl-quota, requested: limits.memory=8Gi.\n",
                  SDX_FC_RESOURCE, "KubernetesClientException");
    /* the driver never started; a notebook session never started */
    check_primary("Getting `Error: Could not find or load main class com.acme.Main` from the driver pod\n",
                  SDX_FC_DRIVER, "Could not find or load main class com.acme.Main");
    check_primary("The code failed because of a fatal error:\n\tSession 12 did not start up in 60 seconds.\n",
                  SDX_FC_TIMEOUTNETWORK, "did not start up in 60 seconds");
    /* Livy relays the driver's output at INFO */
    check_primary("19/08/27 18:09:48 INFO LineBufferedStream: Exception in thread \"main\" "
                  "java.lang.OutOfMemoryError: Java heap space\n"
                  "19/08/27 18:09:48 INFO LineBufferedStream:      at java.util.Arrays.copyOf(Arrays.java:3236)\n",
                  SDX_FC_DRIVER, "OutOfMemoryError");
    /* Airflow 1.10's doubled braces, a traceback pasted from its middle without indentation */
    check_primary("[2020-12-02 15:51:17,193] {{logging_mixin.py:112}} INFO - [2020-12-02 15:51:17,193] "
                  "{{spark_submit_hook.py:436}} INFO - File \"/x/py4j/protocol.py\", line 328, in get_return_value\n"
                  "[2020-12-02 15:51:17,193] {{logging_mixin.py:112}} INFO - [2020-12-02 15:51:17,193] "
                  "{{spark_submit_hook.py:436}} INFO - format(target_id, \".\", name), value)\n"
                  "[2020-12-02 15:51:17,193] {{logging_mixin.py:112}} INFO - [2020-12-02 15:51:17,193] "
                  "{{spark_submit_hook.py:436}} INFO - py4j.protocol.Py4JJavaError: An error occurred while calling "
                  "o44.jdbc.\n"
                  "[2020-12-02 15:51:17,193] {{logging_mixin.py:112}} INFO - [2020-12-02 15:51:17,193] "
                  "{{spark_submit_hook.py:436}} INFO - : java.lang.NumberFormatException: For input string: \"x\"\n",
                  SDX_FC_DATASCHEMA, "NumberFormatException");
    /* a statement's fact after its lead-in */
    check_primary("Error: error while calling spill() on\n       org.apache.spark.util.collection.Sorter\n"
                  "       ... : No space left on device\n",
                  SDX_FC_RESOURCE, "No space left on device");
}

/* external batch 11 (docs/failure.md): one check per general pattern */
TEST(batch_eleven_patterns)
{
    /* a loss line with its host left out; a Lost task with its colon left out */
    sdx_triage_result *r = triage(
        "2023-03-14 06:59:28 ERROR YarnScheduler:73 - Lost executor 31 on  Executor heartbeat timed out after 149802 ms\n"
        "2023-03-14 06:59:28 WARN  TaskSetManager:69 - Lost task 5607.0 in stage 2.0 (TID 12007)  ExecutorLostFailure "
        "(executor 31 exited caused by one of the running tasks) Reason: Executor heartbeat timed out after 149802 ms\n");
    const sdx_failure *p = primary(r);
    CHECK(p && !strcmp(p->root_exception, "Executor heartbeat timed out") && p->stage_id == 2);
    CHECK(p && (!p->host || !strstr(p->host, "heartbeat")));
    sdx_triage_result_free(r);
    /* Hadoop's RemoteException(X) is X, the server's exception */
    check_primary("WARN TaskSetManager: Lost task 1.0 in stage 4.0 (TID 9, n1, executor 2): org.apache.hadoop.ipc."
                  "RemoteException(org.apache.hadoop.hdfs.protocol.AlreadyBeingCreatedException): /warehouse/t/x "
                  "for client 10.0.0.1 because this file lease is currently owned by another client\n",
                  SDX_FC_IO, "org.apache.hadoop.hdfs.protocol.AlreadyBeingCreatedException");
    /* Spark 1.x's repeat form without a host */
    check_primary("16/08/03 12:26:14 INFO TaskSetManager: Lost task 0.3 in stage 4.0 (TID 85) on executor "
                  "org.apache.spark.SparkException (Could not read data from write ahead log record "
                  "FileBasedWriteAheadLogSegment(hdfs://nn/checkpoint/x,0,100)) [duplicate 3]\n"
                  "16/08/03 12:26:14 ERROR TaskSetManager: Task 0 in stage 4.0 failed 4 times; aborting job\n",
                  SDX_FC_IO, "SparkException");
    /* a broadcast refusal quoted without its exception; a record's statement when nothing else is there */
    check_primary("```\nNot enough memory to build and broadcast the table to all worker nodes. As a workaround, you "
                  "can either disable broadcast by setting spark.sql.autoBroadcastJoinThreshold to -1 or increase the "
                  "spark driver memory by setting spark.driver.memory to a higher value.\n```\n",
                  SDX_FC_DRIVER, "Not enough memory to build and broadcast the table to all worker nodes");
    check_primary("19/08/02 05:51:31 ERROR NetworkClient: Node [10.0.0.5:9200] failed (Read timed out); selected next "
                  "node [10.0.0.6:9200]\n",
                  SDX_FC_TIMEOUTNETWORK, "Read timed out");
    /* Spark's own shuffle machinery */
    check_primary("WARN TaskSetManager: Lost task 16.0 in stage 21.0 (TID 1388) (w5 executor 18): "
                  "java.lang.AssertionError: assertion failed: Expected ShuffleBlockId, but got shuffleChunk_4_0_5_0\n",
                  SDX_FC_SHUFFLE, "AssertionError");
    /* an uncaught task OOM, then an abort cut after "most recent failure" */
    r = triage("19/06/21 15:51:19 ERROR SparkUncaughtExceptionHandler: Uncaught exception in thread Thread[Executor "
               "task launch worker for task 181,5,main]\n"
               "**java.lang.OutOfMemoryError: Java heap space**\n"
               "19/06/21 15:51:23 ERROR TaskSetManager: Task 36 in stage 8.0 failed 1 times; aborting job\n"
               "Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: Task 36 "
               "in stage 8.0 failed 1 times, most recent failure\n");
    p = primary(r);
    CHECK(p && p->fclass == SDX_FC_RESOURCE && !strcmp(p->root_exception, "java.lang.OutOfMemoryError"));
    CHECK(p && p->stage_id == 8);
    sdx_triage_result_free(r);
    /* a barrier stage's abort and the task failure printed below it */
    check_primary("org.apache.spark.SparkException: Job aborted due to stage failure: Could not recover from a failed "
                  "barrier ResultStage. Most recent failure reason: Stage failed because barrier task ResultTask(12, 7) "
                  "finished unsuccessfully.\nExecutorLostFailure (executor 1 exited caused by one of the running tasks) "
                  "Reason: Remote RPC client disassociated. Likely due to containers exceeding thresholds.\n",
                  SDX_FC_RESOURCE, "Remote RPC client disassociated");
    check_primary("Exception in thread \"main\" org.apache.spark.SparkException: Job aborted due to stage failure: Could "
                  "not recover from a failed barrier ResultStage. Most recent failure reason: Stage failed because "
                  "barrier task ResultTask(7, 0) finished unsuccessfully.\njava.lang.Exception: Dataset create call "
                  "failed in LightGBM with error: bad allocation\n",
                  SDX_FC_RESOURCE, "java.lang.Exception");
    /* the operator's status, pretty-printed */
    check_primary("  \"applicationState\": {\n    \"errorMessage\": \"driver container failed with ExitCode: 1, Reason: "
                  "Error\",\n    \"state\": \"FAILED\"\n  },\n",
                  SDX_FC_DRIVER, "driver container failed with ExitCode: 1");
    /* parse errors of a connector's reader */
    check_primary("Lost task 2.0 in stage 5.0 (TID 21, localhost): com.acme.json.ParserException: Failed to parse JSON: "
                  "`null' expected but `\"' found at 1.1023\n",
                  SDX_FC_DATASCHEMA, "ParserException");
}

/* external batch 12 (docs/failure.md): one check per general pattern */
TEST(batch_twelve_patterns)
{
    /* Kubernetes lists a sidecar's exit first: the executor container's code is the one */
    sdx_triage_result *r = triage(
        "ERROR TaskSchedulerImpl: Lost executor 4 on 10.0.3.9: The executor with id 4 exited with exit code "
        "0(success).\n\nThe API gave the following container statuses:\n\n"
        "     container name: log-shipper\n     container state: terminated\n     exit code: 0\n\n"
        "     container name: spark-kubernetes-executor\n     container state: terminated\n     exit code: 52\n"
        "     termination reason: Error\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->exit_code_known && p->exit_code == 52 && p->fclass == SDX_FC_RESOURCE);
    sdx_triage_result_free(r);
    /* Kryo's own exceptions of any name */
    check_primary("INFO TaskSetManager: Loss was due to com.esotericsoftware.kryo.SerializationException: Unable to "
                  "deserialize object of type: scala.Tuple2\n",
                  SDX_FC_SERIALIZATION, "SerializationException");
    /* corruption under the shuffle reader's frames */
    check_primary("Lost task 3.0 in stage 7.0 (TID 58) (10.1.2.3 executor 20): com.github.luben.zstd.ZstdException: "
                  "Corrupted block detected\n\tat com.github.luben.zstd.Zstd.decompressByteArray(Zstd.java:409)\n"
                  "\tat org.apache.spark.shuffle.rss.RecordIterator.next(RecordIterator.scala:88)\n",
                  SDX_FC_SHUFFLE, "ZstdException");
    /* a JVM started with too little heap */
    check_primary("ERROR SparkContext: Error initializing SparkContext.\njava.lang.IllegalArgumentException: System "
                  "memory 259522560 must be at least 471859200. Please increase heap size using the --driver-memory "
                  "option or spark.driver.memory in Spark configuration.\n",
                  SDX_FC_DRIVER, "IllegalArgumentException");
    /* the thread a record says it died in */
    check_primary("15/12/24 02:05:36 ERROR ActorSystemImpl: Uncaught fatal error from thread "
                  "[sparkDriver-akka.remote.default-remote-dispatcher-24] shutting down ActorSystem [sparkDriver]\n"
                  "java.lang.OutOfMemoryError: Java heap space\n",
                  SDX_FC_DRIVER, "OutOfMemoryError");
    /* a connection to a named peer closed */
    check_primary("WARN NettyRpcEndpointRef: Ignore message Failure(java.io.IOException: Connection from "
                  "vm113/9.96.1.113:35066 closed)\n",
                  SDX_FC_TIMEOUTNETWORK, "IOException");
}

/* what no rule names: the root's own class-name words and message (the
 * catch-all was most of the misses on fresh external texts) */
TEST(unknown_exceptions_are_read_by_their_name_and_message)
{
    check_primary("com.vendor.client.CallTimeoutException: call to svc-7 did not finish\n", SDX_FC_TIMEOUTNETWORK,
                  "CallTimeoutException");
    check_primary("org.acme.store.HoodieLikeIOException: could not finish the write\n", SDX_FC_IO, "IOException");
    check_primary("com.acme.codec.RecordSerializerException: no serializer for com.acme.Order\n",
                  SDX_FC_SERIALIZATION, "RecordSerializerException");
    check_primary("org.geo.lib.InvalidGeometryFormatException: polygon ring is open\n", SDX_FC_DATASCHEMA,
                  "InvalidGeometryFormatException");
    check_primary("com.acme.ml.NativeAllocationException: arena exhausted\n", SDX_FC_RESOURCE,
                  "NativeAllocationException");
    /* a word, not a substring: "Exception" holds no "IO"; "Remote" no "Mote" */
    check_primary("com.acme.billing.RefundRejectedException: amount 12.5 exceeds the order\n", SDX_FC_JOBLOGIC,
                  "RefundRejectedException");
    /* the message when the name says nothing */
    check_primary("java.lang.RuntimeException: upstream call failed: Connection refused by 10.0.0.8:9000\n",
                  SDX_FC_TIMEOUTNETWORK, "RuntimeException");
    check_primary("com.acme.JobFailureException: Unparseable amount '12,5' in column price\n", SDX_FC_DATASCHEMA,
                  "JobFailureException");
    /* a test framework's own failure is the test's */
    check_primary("org.scalatest.exceptions.TestFailedDueToTimeoutException: The code passed to eventually never "
                  "returned normally. Attempted 12 times over 10.0 seconds.\n",
                  SDX_FC_JOBLOGIC, "TestFailedDueToTimeoutException");
}

/* external batch 13 (docs/failure.md): one check per general pattern */
TEST(batch_thirteen_patterns)
{
    /* a name's words win over its package (a table format's schema check is data) */
    check_primary("org.apache.hudi.exception.SchemaCompatibilityException: Incoming batch schema is not compatible "
                  "with the table's one\n",
                  SDX_FC_DATASCHEMA, "SchemaCompatibilityException");
    /* a gRPC status of any code, also a connector's shaded copy */
    check_primary("com.vendor.repackaged.io.grpc.StatusRuntimeException: INTERNAL: Received unexpected EOS on DATA "
                  "frame from server.\n",
                  SDX_FC_TIMEOUTNETWORK, "StatusRuntimeException");
    /* execution memory a task could not get */
    check_primary("org.apache.spark.memory.SparkOutOfMemoryError: Unable to acquire 262144 bytes of memory, got "
                  "224631\n",
                  SDX_FC_RESOURCE, "SparkOutOfMemoryError");
    /* snappy's FAILED_TO_UNCOMPRESS is Spark's own blocks */
    check_primary("Caused by: java.io.IOException: FAILED_TO_UNCOMPRESS(5)\n\tat org.xerial.snappy.SnappyNative."
                  "throw_error(SnappyNative.java:98)\n",
                  SDX_FC_SHUFFLE, "IOException");
    /* the JVM refusing hooks while it shuts down is the shutdown, not its cause */
    check_primary("ERROR TaskSchedulerImpl: Lost executor 0 on w1: Remote RPC client disassociated. Likely due to "
                  "containers exceeding thresholds, or network issues.\n"
                  "ERROR Worker: Failed to launch executor app-1/2 for job.\n"
                  "java.lang.IllegalStateException: Shutdown hooks cannot be modified during shutdown.\n",
                  SDX_FC_RESOURCE, "Remote RPC client disassociated");
    /* a statement of several sentences: the first */
    check_primary("The spark context has stopped and the driver is restarting. Your notebook will be automatically "
                  "reattached.\n",
                  SDX_FC_DRIVER, "The spark context has stopped and the driver is restarting");
    sdx_triage_result *r = triage("The spark context has stopped and the driver is restarting. Your notebook will be "
                                  "automatically reattached.\n");
    const sdx_failure *p = primary(r);
    CHECK(p && !strstr(p->root_exception, "Your notebook"));
    sdx_triage_result_free(r);
}

/* external batch 14 (docs/failure.md): one check per general pattern */
TEST(batch_fourteen_patterns)
{
    /* the driver's statement alone: the SparkException Spark aborts the job with is the root */
    sdx_triage_result *r = triage("21/01/29 16:55:30 ERROR TaskSetManager: Total size of serialized results of 24771 "
                                  "tasks (1053.8 MiB) is bigger than spark.driver.maxResultSize (1024.0 MiB)\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->fclass == SDX_FC_DRIVER && !strcmp(p->root_exception, "org.apache.spark.SparkException"));
    CHECK(p && p->root_message && strstr(p->root_message, "24771 tasks"));
    sdx_triage_result_free(r);
    check_primary("org.apache.hadoop.hbase.client.RetriesExhaustedException: Failed after attempts=36, exceptions:\n",
                  SDX_FC_TIMEOUTNETWORK, "RetriesExhaustedException");
    check_primary("ai.rapids.cudf.CudfException: RMM failure at: pool_memory_resource.hpp:100: Initial pool size "
                  "exceeds the maximum pool size!\n",
                  SDX_FC_RESOURCE, "CudfException");
    check_primary("Lost task 55.0 in stage 0.0 (TID 55) (w3 executor 28): org.apache.parquet.io.ParquetDecodingException: "
                  "could not decompress page\n",
                  SDX_FC_IO, "ParquetDecodingException");
}

/* external batch 15 (docs/failure.md): one check per general pattern */
TEST(batch_fifteen_patterns)
{
    /* an error class printed bare, its message on the next line */
    check_primary("Error:\nDELTA_MULTIPLE_SOURCE_ROW_MATCHING_TARGET_ROW_IN_MERGE\nCannot perform Merge as multiple "
                  "source rows matched and attempted to update the same target row in the Delta table.\n",
                  SDX_FC_JOBLOGIC, "[DELTA_MULTIPLE_SOURCE_ROW_MATCHING_TARGET_ROW_IN_MERGE]");
    /* ... but a status code followed by nothing of the kind stays a status code */
    check_primary("Error code 1\nLIVY_JOB_STATE_DEAD\n\nMessage\nJob failed during run time with state=[dead].\n",
                  SDX_FC_DRIVER, "LIVY_JOB_STATE_DEAD");
    check_primary("Job aborted due to stage failure: There is not enough memory to build the hash map\n",
                  SDX_FC_RESOURCE, "SparkException");
    check_primary("java.lang.IllegalStateException: Connection pool shut down\n", SDX_FC_IO, "IllegalStateException");
    /* a remote shuffle service's reader frames are the shuffle's */
    check_primary("Caused by: com.github.luben.zstd.ZstdException: Data corruption detected\n"
                  "\tat com.github.luben.zstd.ZstdDecompressCtx.decompressByteArray(ZstdDecompressCtx.java:216)\n"
                  "\tat org.apache.celeborn.client.read.CelebornInputStream.fillBuffer(CelebornInputStream.java:512)\n",
                  SDX_FC_SHUFFLE, "ZstdException");
}

/* external batch 16 (docs/failure.md): one check per general pattern */
TEST(batch_sixteen_patterns)
{
    /* the scheduler's FetchFailed(...) reason is the FetchFailedException the task threw */
    sdx_triage_result *r = triage("WARN TaskSetManager: Lost task 3.0 in stage 9.1 (TID 77, w4, executor 2): "
                                  "FetchFailed(BlockManagerId(4, 10.1.2.3, 4048, None), shuffleId=16, mapId=2, "
                                  "reduceId=3, message=\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->fclass == SDX_FC_SHUFFLE &&
          !strcmp(p->root_exception, "org.apache.spark.shuffle.FetchFailedException"));
    sdx_triage_result_free(r);
    /* a loss reason that names the exception behind it */
    check_primary("ERROR YarnClusterScheduler: Lost executor 2 on 10.1.4.4: Unable to create executor due to Unable "
                  "to register with external shuffle server due to : java.lang.UnsupportedOperationException: "
                  "Unsupported shuffle manager of executor\n",
                  SDX_FC_SHUFFLE, "java.lang.UnsupportedOperationException");
    /* a REPL's "Task not serializable" with its cause on the next line */
    check_primary("org.apache.spark.SparkException: Task not serializable\njava.io.NotSerializableException: "
                  "com.acme.Lookup\n",
                  SDX_FC_SERIALIZATION, "java.io.NotSerializableException");
    /* the local dirs an executor could not create are storage trouble */
    check_primary("java.io.IOException: Failed to create local dir in /mnt/yarn/usercache/etl/appcache/x.\n", SDX_FC_IO,
                  "IOException");
    /* pickling a JVM-backed object over Py4J */
    check_primary("py4j.Py4JException: Method __getstate__([]) does not exist\n", SDX_FC_SERIALIZATION,
                  "Py4JException");
    /* Joda's malformed date; PySpark's out-of-range value for a declared type */
    check_primary("java.lang.IllegalArgumentException: Invalid format: \"2019-13-01\" is malformed at \"3-01\"\n",
                  SDX_FC_DATASCHEMA, "IllegalArgumentException");
    check_primary("ValueError: object of LongType out of range, got: 9223372036854775808\n", SDX_FC_DATASCHEMA,
                  "ValueError");
    /* fetching host-local shuffle blocks */
    check_primary("ERROR ShuffleBlockFetcherIterator: Error occurred while fetching host local blocks\n"
                  "java.io.IOException: Connection reset by peer\n",
                  SDX_FC_SHUFFLE, "IOException");
    /* Kubernetes' eviction of the driver, quoted in prose */
    check_primary("We see `The node was low on resource: ephemeral-storage. Container spark-kubernetes-driver was using "
                  "48136Ki, which exceeds its request of 0.` and the pod evicted.\n",
                  SDX_FC_DRIVER, "Evicted");
}

/* How many failures the text gives. */
static size_t nfailures(const char *text)
{
    sdx_triage_result *r = triage(text);
    size_t n = r ? r->n : 0;
    sdx_triage_result_free(r);
    return n;
}

TEST(hard_wrapped_lines_read_as_one)
{
    /* a message cut after the colon that announces its cause */
    check_primary("org.apache.spark.SparkException: [FAILED_EXECUTE_UDF] Failed to execute user defined function\n"
                  "(`parse (UDFRegistration$$Lambda$4120)`: (string) => int). SQLSTATE: 39000:\n"
                  "java.lang.NumberFormatException: For input string: \"12 pcs\"\n"
                  "\tat java.lang.Integer.parseInt(Integer.java:668)\n",
                  SDX_FC_DATASCHEMA, "java.lang.NumberFormatException");
    check_primary("Error: org.apache.hive.service.cli.HiveSQLException: Error running query:\n"
                  "java.lang.RuntimeException: java.lang.RuntimeException: java.util.concurrent.ExecutionException:\n"
                  "java.lang.StackOverflowError (state=,code=0)\n",
                  SDX_FC_DRIVER, "java.lang.StackOverflowError");
    check_primary("Exception in thread \"main\" java.nio.file.AccessDeniedException: s3a://fin/ledger/:\n"
                  "getFileStatus on s3a://fin/ledger/: com.amazonaws.services.s3.model.AmazonS3Exception:\n"
                  "Forbidden (Service: Amazon S3; Status Code: 403; Error Code: 403 Forbidden)\n"
                  "\tat org.apache.hadoop.fs.s3a.S3AUtils.translateException(S3AUtils.java:255)\n",
                  SDX_FC_IO, "com.amazonaws.services.s3.model.AmazonS3Exception");
    check_primary("org.apache.spark.sql.AnalysisException: java.lang.RuntimeException: Unable to instantiate client;\n"
                  "\tat org.apache.spark.sql.hive.HiveExternalCatalog.withClient(HiveExternalCatalog.scala:111)\n"
                  "Caused by: MetaException(message:Could not connect to meta store using any of the URIs provided.\n"
                  "Most recent failure: org.apache.thrift.transport.TTransportException: java.net.ConnectException:\n"
                  "Connection refused (Connection refused)\n"
                  "\tat org.apache.thrift.transport.TSocket.open(TSocket.java:226)\n",
                  SDX_FC_IO, "java.net.ConnectException");
    /* ... but prose ending in a colon, a blank line, then the trace: the trace is its own */
    check_primary("At first I got \"org.apache.spark.SparkException: Task not serializable\" but that went away.\n"
                  "Now the job fails with this:\n\njava.lang.ArrayIndexOutOfBoundsException: 7\n"
                  "\tat com.acme.LineParser$.parse(LineParser.scala:23)\n"
                  "\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:345)\n",
                  SDX_FC_JOBLOGIC, "java.lang.ArrayIndexOutOfBoundsException");
    /* a frame's "at" left on the line of a container's prefix */
    const char *compose = "w_1  | Exception in thread \"main\" org.apache.spark.SparkException: Exception thrown in "
                          "awaitResult:\nw_1  | \tat\norg.apache.spark.util.ThreadUtils$.awaitResult(ThreadUtils.scala:301)\n"
                          "w_1  | Caused by: java.io.IOException: Failed to connect to\nlaptop.local/192.168.1.34:40125\n"
                          "w_1  | \tat\norg.apache.spark.network.client.TransportClientFactory.createClient(X.java:288)\n"
                          "w_1  | Caused by: java.net.ConnectException: Connection timed out\n";
    check_primary(compose, SDX_FC_TIMEOUTNETWORK, "java.net.ConnectException");
    CHECK(nfailures(compose) == 1);
    /* a Python frame whose path went to a line of its own */
    check_primary("Traceback (most recent call last):\n  File\n"
                  "\"/mnt/yarn/usercache/hadoop/appcache/application_1_0042/container_1_0042_01_000002/pyspark.zip/"
                  "pyspark/worker.py\",\nline 686, in main\n    process()\n"
                  "ModuleNotFoundError: No module named 'holidays'\n",
                  SDX_FC_JOBLOGIC, "ModuleNotFoundError");
    /* IPython's frame header wrapped inside its argument list, and its old form before the function */
    check_primary("Py4JJavaError                             Traceback (most recent call last)\n"
                  "/opt/spark/python/lib/py4j-0.10.9-src.zip/py4j/java_gateway.py in\n__call__(self, *args)\n"
                  "   1305             answer, self.gateway_client, self.target_id, self.name)\n\n"
                  "Py4JJavaError: An error occurred while calling o1.collectAndServe.\n"
                  ": org.apache.spark.SparkException: Job aborted due to stage failure: Serialized task 58:0 was "
                  "312544987 bytes, which exceeds max allowed: spark.rpc.message.maxSize (134217728 bytes).\n",
                  SDX_FC_SERIALIZATION, "org.apache.spark.SparkException");
    check_primary("AnalysisException                         Traceback (most recent call last)\n"
                  "File /usr/lib/spark/python/pyspark/sql/readwriter.py:425, in DataFrameReader.json(self, path,\n"
                  "schema, primitivesAsString, prefersDecimal,\nmodifiedBefore, modifiedAfter)\n"
                  "    423 if type(path) == list:\n\n"
                  "AnalysisException: [PATH_NOT_FOUND] Path does not exist: gs://acme/webhooks/2024-05-01.\n",
                  SDX_FC_IO, "AnalysisException");
    /* a source line's last word alone ("error:") is no exception */
    check_primary("PicklingError                             Traceback (most recent call last)\n"
                  "File /x/pyspark/core/context.py:525, in SparkContext.__getnewargs__(self)\n"
                  "    524     # This method is called when attempting to pickle SparkContext, which is always an\n"
                  "error:\n--> 525     raise PySparkRuntimeError(\n\n"
                  "PicklingError: Could not serialize object: PySparkRuntimeError: [CONTEXT_ONLY_VALID_ON_DRIVER] It "
                  "appears that you are attempting to reference SparkContext from a broadcast variable.\n",
                  SDX_FC_SERIALIZATION, "PicklingError");
    /* a quoted exception cut by the wrap is still the one raised before */
    const char *pickle = "OverflowError: cannot serialize a bytes object larger than 4 GiB\n"
                         "PicklingError: Could not serialize broadcast: OverflowError: cannot serialize a bytes object "
                         "larger\nthan 4 GiB\n";
    check_primary(pickle, SDX_FC_SERIALIZATION, "PicklingError");
    CHECK(nfailures(pickle) == 1);
    /* the same exception with its message cut by the wrap is one failure */
    CHECK(nfailures("org.apache.spark.shuffle.FetchFailedException: Too large frame: 2751334418\n"
                    "\tat org.apache.spark.storage.ShuffleBlockFetcherIterator.next(ShuffleBlockFetcherIterator.scala:418)\n"
                    "\n19/04/09 06:41:12 INFO DAGScheduler: ResultStage 9 (count at J.scala:88) failed in 1893.402 s "
                    "due to org.apache.spark.shuffle.FetchFailedException: Too large frame:\n2751334418\n") == 1);
    /* loss reasons below their line */
    check_primary("20/05/19 02:44:12 INFO StandaloneSchedulerBackend: Executor app-20200519021503-0042/7 removed:\n"
                  "Command exited with code 137\n",
                  SDX_FC_RESOURCE, "Executor exited with code 137");
    check_primary("\t diagnostics: Application application_1589012345678_0311 failed 2 times due to AM Container for\n"
                  "appattempt_1589012345678_0311_000002 exited with  exitCode: -104\n"
                  "Failing this attempt.Diagnostics: Container\n"
                  "[pid=20411,containerID=container_e07_1589012345678_0311_02_000001] is running beyond physical memory\n"
                  "limits. Current usage: 4.6 GB of 4.5 GB physical memory used. Killing container.\n",
                  SDX_FC_DRIVER, "Container running beyond physical memory limits (exit code -104)");
    /* a record's statement wrapped onto the next line */
    check_primary("24/03/08 02:31:07 ERROR RetryingBlockFetcher: Exception while beginning fetch of 14 outstanding\n"
                  "blocks (after 3 retries)\njava.io.IOException: Failed to connect to worker-11/10.40.1.11:7337\n",
                  SDX_FC_SHUFFLE, "IOException");
    check_primary("18/09/21 04:10:55 WARN NettyRpcEnv: Ignored failure: java.io.IOException: Connection from\n"
                  "/10.0.0.7:40412 closed\n",
                  SDX_FC_TIMEOUTNETWORK, "java.io.IOException");
}

/* How the primary failure's rule and executor read. */
static void primary_fields(const char *text, char *rule, size_t rcap, char *exec, size_t ecap)
{
    sdx_triage_result *r = triage(text);
    const sdx_failure *p = primary(r);
    snprintf(rule, rcap, "%s", p && p->rule ? p->rule : "(none)");
    snprintf(exec, ecap, "%s", p && p->executor ? p->executor : "-");
    sdx_triage_result_free(r);
}

TEST(lines_wrapped_at_72_columns_read_as_one)
{
    /* a traceback's header cut before "last):", and a source line's tail at the start of a line */
    check_primary("Py4JJavaError                             Traceback (most recent call\nlast)\n"
                  "/tmp/ipykernel_28811/1873320431.py in <module>\n"
                  "----> 1 pdf = events.filter(F.col(\"dt\") >=\n\"2022-01-01\").select(*cols).toPandas()\n\n"
                  "/usr/local/spark/python/lib/py4j-0.10.9.3-src.zip/py4j/java_gateway.py\nin __call__(self, *args)\n"
                  "   1321         return_value = get_return_value(\n\n"
                  "Py4JJavaError: An error occurred while calling o412.collectToPython.\n"
                  ": org.apache.spark.SparkException: Job aborted due to stage failure:\n"
                  "Total size of serialized results of 377 tasks (4.0 GiB) is bigger than\n"
                  "spark.driver.maxResultSize (4.0 GiB)\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkException");
    /* IPython 8's frame header over three lines */
    check_primary("Py4JJavaError                             Traceback (most recent call last)\n"
                  "Cell In[12], line 1\n----> 1 pdf = features.toPandas()\n\nFile\n"
                  "/opt/conda/lib/python3.10/site-packages/pyspark/sql/pandas/conversion.py:205,\n"
                  "in PandasConversionMixin.toPandas(self)\n"
                  "--> 205 pdf = pd.DataFrame.from_records(self.collect(),\ncolumns=self.columns)\n\n"
                  "Py4JJavaError: An error occurred while calling o1204.collectToPython.\n"
                  ": java.lang.OutOfMemoryError: Requested array size exceeds VM limit\n"
                  "\tat org.apache.spark.sql.execution.SparkPlan.executeCollect(SparkPlan.scala:425)\n",
                  SDX_FC_DRIVER, "java.lang.OutOfMemoryError");
    /* a frame's file and line at the start of a line is no exception */
    CHECK(nfailures("NativeMethodAccessorImpl.java:0) failed in 1911.337 s due to a stage failure\n") == 0);
    /* Spark's own phrases cut inside: "Lost" / "executor", "Job" / "aborted", "with no" / "recent heartbeats" */
    check_primary("22/09/14 03:11:52 ERROR YarnScheduler: Lost\nexecutor 8 on wn3.internal: Container from a bad "
                  "node: container_1663120001234_0042_01_000009 on host: wn3.internal. Exit status: 137.\n",
                  SDX_FC_RESOURCE, "137");
    check_primary(": org.apache.spark.SparkException: Job\naborted due to stage failure: Task 77 in stage 19.0 "
                  "failed 4 times, most\nrecent failure: Lost task 77.3 in stage 19.0 (TID 4388)\n"
                  "(wn1.internal executor 12): ExecutorLostFailure\n(executor 12 exited caused by one of the "
                  "running tasks) Reason: Container from a bad node: container_1_0042_01_000014 on host: "
                  "wn1.internal. Exit status: 137.\n",
                  SDX_FC_RESOURCE, "137");
    const char *hb = "22/05/17 03:11:58 WARN HeartbeatReceiver: Removing executor 4 with no\n"
                     "recent heartbeats: 125309 ms exceeds timeout 120000 ms\n"
                     "22/05/17 03:11:58 ERROR TaskSchedulerImpl: Lost executor 4 on\n"
                     "10.1.33.7: Executor heartbeat timed out after 125309 ms\n";
    check_primary(hb, SDX_FC_TIMEOUTNETWORK, "Executor heartbeat timed out");
    CHECK(nfailures(hb) == 1);
    check_primary("20/05/19 02:44:12 INFO StandaloneSchedulerBackend: Executor\n"
                  "app-20200519021503-0042/7 removed: Command exited with code 137\n",
                  SDX_FC_RESOURCE, "Executor exited with code 137");
    /* a task line cut before or right after "(TID", its loss reason over two more lines, and the
     * executor's task header cut before its stage: the OOM below it is what the heartbeat hid */
    const char *gc = "18/10/27 04:36:58 WARN TaskSetManager: Lost task 44.0 in stage 7.0 (TID\n"
                     "1290, node-3.cluster.local, executor 6): ExecutorLostFailure (executor 6\n"
                     "exited caused by one of the running tasks) Reason: Executor heartbeat\n"
                     "timed out after 168231 ms\n"
                     "18/10/27 04:34:02 ERROR Executor: Exception in task 44.0 in stage 7.0\n"
                     "(TID 1290)\njava.lang.OutOfMemoryError: GC overhead limit exceeded\n"
                     "\tat java.util.Arrays.copyOf(Arrays.java:3236)\n";
    check_primary(gc, SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    char rule[64], exec[64];
    primary_fields(gc, rule, sizeof rule, exec, sizeof exec);
    CHECK(!strcmp(exec, "6"));
    primary_fields("21/08/23 16:38:51 WARN TaskSetManager: Lost task 212.0 in stage 3.0\n"
                   "(TID 1877, worker-07.hadoop.corp, executor 14): ExecutorLostFailure\n"
                   "(executor 14 exited caused by one of the running tasks) Reason: Executor\n"
                   "heartbeat timed out after 168230 ms\n",
                   rule, sizeof rule, exec, sizeof exec);
    CHECK(!strcmp(rule, "timeout.heartbeat") && !strcmp(exec, "14"));
    /* YARN's loss cut before its container; the executor's 'Exception in thread "main"' before its name */
    const char *rpc = "Container: container_e07_1522740012345_0931_01_000001 on\nwn-03.cluster.local_45454\n"
                      "18/04/03 11:24:17 WARN YarnAllocator: Container marked as failed:\n"
                      "container_e07_1522740012345_0931_01_000006 on host: wn-22.cluster.local.\n"
                      "Exit status: 1. Diagnostics: Exception from container-launch.\n\n"
                      "Container: container_e07_1522740012345_0931_01_000006 on\nwn-22.cluster.local_45454\n"
                      "18/04/03 11:22:09 INFO TransportClientFactory: Successfully created connection\n"
                      "Exception in thread \"main\"\njava.lang.reflect.UndeclaredThrowableException\n"
                      "\tat\norg.apache.hadoop.security.UserGroupInformation.doAs(UserGroupInformation.java:1904)\n"
                      "Caused by: org.apache.spark.rpc.RpcTimeoutException: Futures timed out\n"
                      "after [120 seconds]. This timeout is controlled by spark.rpc.askTimeout\n"
                      "Caused by: java.util.concurrent.TimeoutException: Futures timed out\nafter [120 seconds]\n"
                      "\tat scala.concurrent.impl.Promise$DefaultPromise.ready(Promise.scala:219)\n";
    check_primary(rpc, SDX_FC_TIMEOUTNETWORK, "java.util.concurrent.TimeoutException");
    /* "Caused by:" alone, its long name wrapped below it */
    const char *cb = "org.apache.spark.sql.execution.QueryExecutionException: Parquet column\ncannot be converted\n"
                     "\tat\norg.apache.spark.sql.execution.datasources.FileScanRDD.next(FileScanRDD.scala:195)\n"
                     "Caused by:\norg.apache.spark.sql.execution.datasources.SchemaColumnConvertNotSupportedException\n"
                     "\tat\norg.apache.spark.sql.execution.datasources.parquet.VectorizedColumnReader.x(V.java:339)\n";
    check_primary(cb, SDX_FC_DATASCHEMA, "org.apache.spark.sql.execution.datasources.SchemaColumnConvertNotSupportedException");
    CHECK(nfailures(cb) == 1);
}

TEST(a_json_records_message_lines_keep_what_they_name)
{
    /* the record's first line is its message; what the lines under it state is still read */
    check_primary("{\"level\":\"ERROR\",\"logger\":\"app\",\"message\":\"$ kubectl describe pod etl-exec-5\\n"
                  "Containers:\\n  spark-kubernetes-executor:\\n    Last State:     Terminated\\n"
                  "      Reason:       OOMKilled\\n      Exit Code:    137\\n\"}\n",
                  SDX_FC_RESOURCE, "OOMKilled");
    check_primary("{\"level\":\"ERROR\",\"logger\":\"app\",\"message\":\"Job: nightly-orders\\nStatus: FAILED\\n"
                  "Error: error while calling spill() on\\n       org.apache.spark.util.collection.unsafe.sort."
                  "UnsafeExternalSorter@5f1c2a7e\\n       ... : No space left on device\"}\n",
                  SDX_FC_RESOURCE, "No space left on device");
}

TEST(blind_batch_seventeen_patterns)
{
    char rule[64], exec[64];
    /* the executor's own report of a task attempt takes the executor the driver names for that TID */
    primary_fields("17/08/22 02:41:58 ERROR cluster.YarnClusterScheduler: Lost executor 12 on wrk-08: Executor "
                   "heartbeat timed out after 131542 ms\n"
                   "17/08/22 02:41:58 WARN scheduler.TaskSetManager: Lost task 33.3 in stage 4.0 (TID 1290, wrk-08, "
                   "executor 12): ExecutorLostFailure (executor 12 exited caused by one of the running tasks) Reason: "
                   "Executor heartbeat timed out after 131542 ms\n\n"
                   "17/08/22 02:43:27 ERROR executor.Executor: Exception in task 33.3 in stage 4.0 (TID 1290)\n"
                   "java.lang.OutOfMemoryError: GC overhead limit exceeded\n"
                   "\tat java.util.Arrays.copyOf(Arrays.java:3236)\n",
                   rule, sizeof rule, exec, sizeof exec);
    CHECK(!strcmp(exec, "12"));
    /* a StackOverflowError in the planner's trees is the driver's */
    check_primary("java.lang.StackOverflowError\n"
                  "  at org.apache.spark.sql.catalyst.expressions.Expression.canonicalized(Expression.scala:244)\n"
                  "  at scala.collection.immutable.List.map(List.scala:305)\n"
                  "  at org.apache.spark.sql.catalyst.trees.TreeNode.mapChildren(TreeNode.scala:1228)\n",
                  SDX_FC_DRIVER, "java.lang.StackOverflowError");
    /* sbt's summary after the failure of the test */
    check_primary("[info] - enriches events *** FAILED ***\n[info]   org.apache.spark.SparkException: Task not serializable\n"
                  "[info]   at org.apache.spark.util.ClosureCleaner$.ensureSerializable(ClosureCleaner.scala:444)\n"
                  "[info]   Cause: java.io.NotSerializableException: com.acme.geo.MaxMindLookup\n"
                  "[error] (etl / Test / testOnly) sbt.TestsFailedException: Tests unsuccessful\n",
                  SDX_FC_SERIALIZATION, "java.io.NotSerializableException");
    /* the caller's exception that quotes the client's failure is that failure reported again */
    check_primary("24/02/07 09:14:33 WARN GlueMetastoreClientDelegate: Unable to fetch table gl_entries\n"
                  "com.amazonaws.services.glue.model.AccessDeniedException: User: arn:aws:sts::41827:assumed-role/R/i-0a "
                  "is not authorized to perform: glue:GetTable on resource: arn:aws:glue:us-east-1:41827:table/fin\n"
                  "\tat com.amazonaws.http.AmazonHttpClient.handleErrorResponse(AmazonHttpClient.java:1819)\n\n"
                  "Error in query: org.apache.hadoop.hive.ql.metadata.HiveException: Unable to fetch table gl_entries. "
                  "User: arn:aws:sts::41827:assumed-role/R/i-0a is not authorized to perform: glue:GetTable on "
                  "resource: arn:aws:glue:us-east-1:41827:table/fin\n",
                  SDX_FC_IO, "AccessDeniedException");
    /* prose quoting what every later cell printed, then the JVM's own line after a progress bar */
    check_primary("toPandas() kills my session, every cell gives `ConnectionRefusedError: [Errno 111] Connection "
                  "refused` and I restart.\n\n    [Stage 14:=========> (187 + 13) / 200]#\n"
                  "    # java.lang.OutOfMemoryError: Java heap space\n",
                  SDX_FC_DRIVER, "java.lang.OutOfMemoryError");
    /* the task's deeper cause is not traded for the driver's longer chain of wrappers; a corrupt
     * stream is the cause, not a fetch after a lost executor */
    const char *lz4 = "WARN TaskSetManager: Lost task 212.0 in stage 22.3 (TID 14872) (w-5 executor 31): "
                      "FetchFailed(BlockManagerId(7, w-1, 7337, None), shuffleId=9, mapIndex=3, mapId=3, "
                      "reduceId=212, message=\norg.apache.spark.shuffle.FetchFailedException: Stream is corrupted\n"
                      "Caused by: java.io.IOException: Stream is corrupted\n"
                      "Caused by: net.jpountz.lz4.LZ4Exception: Error decoding offset 33191 of input buffer\n)\n"
                      "py4j.protocol.Py4JJavaError: An error occurred while calling o174.parquet.\n"
                      ": org.apache.spark.SparkException: Job aborted.\n"
                      "Caused by: org.apache.spark.SparkException: Job aborted due to stage failure: ResultStage 22 "
                      "(parquet at X.java:0) has failed the maximum allowable number of times: 4. Most recent failure "
                      "reason: org.apache.spark.shuffle.FetchFailedException: Stream is corrupted\n";
    check_primary(lz4, SDX_FC_SHUFFLE, "net.jpountz.lz4.LZ4Exception");
    primary_fields(lz4, rule, sizeof rule, exec, sizeof exec);
    CHECK(!strcmp(rule, "shuffle.corrupt"));
    /* numpy's allocation failure in a Python worker */
    check_primary("numpy.core._exceptions._ArrayMemoryError: Unable to allocate 5.96 GiB for an array with shape "
                  "(800000000,) and data type int64\n",
                  SDX_FC_RESOURCE, "_ArrayMemoryError");
    /* exit code 56 is Spark's own: the executor could not send heartbeats */
    check_primary("24/02/07 11:33:02 ERROR TaskSchedulerImpl: Lost executor 3 on 10.1.66.201:\n"
                  "The executor with id 3 exited with exit code 56(unexpected).\n",
                  SDX_FC_TIMEOUTNETWORK, "Executor unable to send heartbeats to driver (exit code 56)");
}

TEST(blind_batch_eighteen_patterns)
{
    char rule[64], exec[64];
    /* a chat line "me: thanks" after a traceback is no Python exception; a Python traceback
     * flattened inside a Java one still gives its exception line */
    const char *chat = "dies -> `Py4JJavaError: An error occurred while calling z:org.apache.spark.api.python."
                       "PythonRDD.collectAndServe. : org.apache.spark.SparkException: Job aborted due to stage "
                       "failure: Task 0 in stage 0.0 failed 4 times, most recent failure: Lost task 0.3 in stage "
                       "0.0 (TID 3) (10.20.0.14 executor 0): org.apache.spark.api.python.PythonException: Traceback "
                       "(most recent call last):   File \"/opt/spark/python/lib/pyspark.zip/pyspark/worker.py\", "
                       "line 1100, in main     raise PySparkRuntimeError( pyspark.errors.exceptions.base."
                       "PySparkRuntimeError: [PYTHON_VERSION_MISMATCH] Python in worker has different version: 3.8 "
                       "than that in driver: 3.11, PySpark cannot run with different minor versions.  \tat org.apache."
                       "spark.api.python.BasePythonRunner$ReaderIterator.handlePythonException(PythonRunner.scala:572)"
                       " \tat org.apache.spark.api.python.PythonRunner$$anon$3.read(PythonRunner.scala:784) ...`\n"
                       "me: thanks, PYSPARK_PYTHON=/opt/conda/envs/py311/bin/python fixed it\n";
    check_primary(chat, SDX_FC_JOBLOGIC, "PySparkRuntimeError");
    primary_fields(chat, rule, sizeof rule, exec, sizeof exec);
    CHECK(!strcmp(rule, "logic.python_version"));
    /* a client's report of an error class and Spark's own exception for it: Spark's is the root */
    check_primary("databricks.sql.exc.ServerOperationError: [DIVIDE_BY_ZERO] Division by zero. Use `try_divide` to "
                  "tolerate divisor being 0 and return NULL instead. SQLSTATE: 22012\n\n"
                  "> org.apache.spark.SparkArithmeticException: [DIVIDE_BY_ZERO] Division by zero. Use `try_divide` "
                  "to tolerate divisor being 0 and return NULL instead. SQLSTATE: 22012\n",
                  SDX_FC_JOBLOGIC, "org.apache.spark.SparkArithmeticException");
    /* PySpark 3.4+'s quoted qualified Python error */
    check_primary("org.apache.spark.api.python.PythonException: 'pyarrow.lib.ArrowInvalid: Could not convert 'n/a' "
                  "with type str: tried to convert to double'. Full traceback below:\n",
                  SDX_FC_DATASCHEMA, "pyarrow.lib.ArrowInvalid");
    /* Spark 3.0's calendar switch, a Kerberos token, a name that does not resolve */
    check_primary("org.apache.spark.SparkUpgradeException: You may get a different result due to the upgrading of "
                  "Spark 3.0: reading dates before 1582-10-15 or timestamps before 1900-01-01T00:00:00Z from Parquet "
                  "files can be ambiguous\n",
                  SDX_FC_DATASCHEMA, "SparkUpgradeException");
    check_primary("org.apache.hadoop.ipc.RemoteException(org.apache.hadoop.security.token.SecretManager$InvalidToken): "
                  "token (HDFS_DELEGATION_TOKEN token 4481920 for svc_etl) is expired\n",
                  SDX_FC_IO, "InvalidToken");
    const char *uh = "Exception in thread \"main\" java.lang.IllegalArgumentException: java.net.UnknownHostException: "
                     "drns\n\tat org.apache.hadoop.security.SecurityUtil.buildTokenService(SecurityUtil.java:445)\n"
                     "Caused by: java.net.UnknownHostException: drns\n\t... 31 more\n";
    check_primary(uh, SDX_FC_TIMEOUTNETWORK, "java.net.UnknownHostException");
    sdx_triage_result *r = triage(uh);
    const sdx_failure *p = primary(r);
    CHECK(p && p->nnext > 0 && strstr(p->next_steps[0], "getent hosts drns") != NULL);
    sdx_triage_result_free(r);
    /* the task's earlier attempts ran out of heap: its attempt lost to a heartbeat timeout did too */
    check_primary("WARN TaskSetManager: Lost task 37.0 in stage 6.0 (TID 2291, w-22): java.lang.OutOfMemoryError: GC "
                  "overhead limit exceeded\n\n"
                  "ERROR YarnScheduler: Lost executor 15 on w-31: Executor heartbeat timed out after 164118 ms\n"
                  "WARN TaskSetManager: Lost task 37.3 in stage 6.0 (TID 2461, w-31): ExecutorLostFailure (executor "
                  "15 exited caused by one of the running tasks) Reason: Executor heartbeat timed out after 164118 ms\n"
                  "ERROR TaskSetManager: Task 37 in stage 6.0 failed 4 times; aborting job\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    /* "PythonException: Traceback ..." wraps the exception its traceback ends with */
    check_primary("Caused by: org.apache.spark.SparkException: Job aborted due to stage failure: Task 3 in stage 12.0 "
                  "failed 4 times, most recent failure: Lost task 3.3 in stage 12.0 (TID 588, w-08, executor 6): "
                  "org.apache.spark.api.python.PythonException: Traceback (most recent call last):\n"
                  "  File \"<stdin>\", line 9, in to_row\nKeyError: 'customer_tier'\n\n\t... 10 more\n\n"
                  "Driver stacktrace:\n\t...\nCaused by: org.apache.spark.api.python.PythonException: Traceback (most "
                  "recent call last):\n  [...]\n  File \"<stdin>\", line 9, in to_row\nKeyError: 'customer_tier'\n",
                  SDX_FC_JOBLOGIC, "KeyError");
}

TEST(blind_batch_eighteen_a_patterns)
{
    char rule[64], exec[64];
    /* a whole paste indented as a markdown code block: the traceback's exception line is
     * indented less than its frames, not a source line */
    check_primary("    py4j.Py4JException: An exception was raised by the Python Proxy. Return Message: Traceback "
                  "(most recent call last):\n"
                  "      File \"/tmp/job/enrich_orders.py\", line 64, in upsert_batch\n"
                  "        region = REGION_BY_STORE[r[\"store_id\"]]\n"
                  "                 ~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^\n"
                  "    KeyError: 'S-1187'\n",
                  SDX_FC_JOBLOGIC, "KeyError");
    /* Python logging's "ERROR:root:" starts a record: the traceback under it is not the JVM's OOM
     * printed before it */
    check_primary("# java.lang.OutOfMemoryError: Java heap space\n# -XX:OnOutOfMemoryError=\"kill -9 %p\"\n"
                  "ERROR:root:Exception while sending command.\nTraceback (most recent call last):\n"
                  "  File \"/usr/lib/python3/site-packages/py4j/clientserver.py\", line 516, in send_command\n"
                  "    raise Py4JNetworkError(\"Answer from Java side is empty\")\n"
                  "py4j.protocol.Py4JNetworkError: Answer from Java side is empty\n",
                  SDX_FC_DRIVER, "java.lang.OutOfMemoryError");
    /* an executor's heartbeater warnings minutes before its GC-overhead OOM; the OOM's task
     * ran on the executor the driver lost */
    const char *gc = "21/08/23 16:38:51 ERROR YarnScheduler: Lost executor 14 on w-07: Executor heartbeat timed out "
                     "after 168230 ms\n"
                     "21/08/23 16:38:51 WARN TaskSetManager: Lost task 212.0 in stage 3.0 (TID 1877, w-07, executor "
                     "14): ExecutorLostFailure (executor 14 exited caused by one of the running tasks) Reason: "
                     "Executor heartbeat timed out after 168230 ms\n\n"
                     "21/08/23 16:35:40 WARN Executor: Issue communicating with driver in heartbeater\n"
                     "org.apache.spark.rpc.RpcTimeoutException: Futures timed out after [10 seconds]. This timeout "
                     "is controlled by spark.executor.heartbeatInterval\n\n"
                     "21/08/23 16:39:27 ERROR Executor: Exception in task 212.0 in stage 3.0 (TID 1877)\n"
                     "java.lang.OutOfMemoryError: GC overhead limit exceeded\n";
    check_primary(gc, SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    primary_fields(gc, rule, sizeof rule, exec, sizeof exec);
    CHECK(!strcmp(exec, "14"));
    /* a wrapper's message that quotes the cause the executor's log prints in full */
    check_primary(": org.apache.spark.SparkException: Job aborted due to stage failure: Task 57 in stage 12.0 failed "
                  "4 times, most recent failure: Lost task 57.3 in stage 12.0 (TID 3310) (w-77 executor 8): "
                  "java.io.IOException: Failed to write statements to analytics.page_views. The\n"
                  "latest exception was\n  Cassandra timeout during SIMPLE write query at consistency LOCAL_QUORUM "
                  "(2 replica were required but only 1 acknowledged the write)\n\n"
                  "21/10/28 14:03:12 ERROR QueryExecutor: Failed to execute: RichBoundStatementWrapper@6b1e0f3a\n"
                  "com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException: Cassandra timeout during "
                  "SIMPLE write query at consistency LOCAL_QUORUM (2 replica were required but only 1 acknowledged "
                  "the write)\n",
                  SDX_FC_TIMEOUTNETWORK, "WriteTimeoutException");
}

/* The primary failure's rule. */
static const char *rule_of(const char *text, char *buf, size_t cap)
{
    char exec[64];
    primary_fields(text, buf, cap, exec, sizeof exec);
    return buf;
}

TEST(real_batch_seventeen_patterns)
{
    char r[64];
    /* YARN's own first clause is the loss reason when it says more than a code */
    check_primary("WARN TaskSetManager: Lost task 3.0 in stage 2.0 (TID 9) (wk-4 executor 3): ExecutorLostFailure "
                  "(executor 3 exited caused by one of the running tasks) Reason: Container from a bad node: "
                  "container_e02_1700000000000_0007_01_000004 on host: wk-4. Exit status: 134. Diagnostics: x.\n",
                  SDX_FC_RESOURCE, "Container from a bad node (exit code 134)");
    check_primary("Application application_1_0010 failed 2 times due to AM Container for appattempt_1_0010_000002 "
                  "exited with  exitCode: 13\nFailing this attempt.Diagnostics: Exception from container-launch.\n"
                  "Container exited with a non-zero exit code 13. Error file: prelaunch.err.\n",
                  SDX_FC_DRIVER, "Container exited with a non-zero exit code 13");
    /* the base class thrown as is */
    check_primary("ERROR Executor: Exception in task 0.0 in stage 4.0 (TID 92)\n"
                  "java.lang.Exception: worker script failure, check worker logs for details.\n"
                  "\tat sparklyr.Rscript.init(rscript.scala:67)\n",
                  SDX_FC_JOBLOGIC, "java.lang.Exception");
    /* a cause in Hadoop's brackets */
    check_primary("java.io.IOException: javax.security.sasl.SaslException: GSS initiate failed [Caused by "
                  "GSSException: No valid credentials provided (Mechanism level: Failed to find any Kerberos "
                  "tgt)]; Host Details : local host is: \"edge/10.0.0.1\"\n",
                  SDX_FC_IO, "GSSException");
    /* gRPC statuses: a size limit, a refused request, a service's refusal */
    check_primary("pyspark.errors.exceptions.connect.SparkConnectGrpcException: <_MultiThreadedRendezvous of RPC "
                  "that terminated with:\n\tstatus = StatusCode.RESOURCE_EXHAUSTED\n"
                  "\tdetails = \"Sent message larger than max (629146388 vs. 134217728)\"\n>\n",
                  SDX_FC_SERIALIZATION, "pyspark.errors.exceptions.connect.SparkConnectGrpcException");
    CHECK(!strcmp(rule_of("pyspark.errors.exceptions.connect.SparkConnectGrpcException: <_MultiThreadedRendezvous "
                          "of RPC that terminated with:\n\tstatus = StatusCode.INVALID_ARGUMENT\n"
                          "\tdetails = \"Missing required field 'UserContext' in the request.\"\n>\n",
                          r, sizeof r),
                  "logic.grpc_request_rejected"));
    check_primary("com.google.cloud.spark.bigquery.repackaged.io.grpc.StatusRuntimeException: RESOURCE_EXHAUSTED: "
                  "a single table row is larger than the maximum message size\n",
                  SDX_FC_IO, "com.google.cloud.spark.bigquery.repackaged.io.grpc.StatusRuntimeException");
    /* a JDBC connection that broke is the network's; a missing JDBC driver is the job's */
    check_primary("Lost task 27.3 in stage 3.0 (TID 202) (10.4.6.3 executor 0): "
                  "com.microsoft.sqlserver.jdbc.SQLServerException: The connection is closed.\n",
                  SDX_FC_TIMEOUTNETWORK, "com.microsoft.sqlserver.jdbc.SQLServerException");
    check_primary("java.sql.SQLException: No suitable driver\n\tat java.sql.DriverManager.getDriver(DriverManager.java:315)\n",
                  SDX_FC_JOBLOGIC, "java.sql.SQLException");
    /* a decompressor failing on a file is a corrupt file */
    CHECK(!strcmp(rule_of("Lost task 41.9 in stage 15.0 (TID 62) (h executor 58): "
                          "io.airlift.compress.MalformedInputException: Malformed input: offset=65075\n"
                          "\tat io.airlift.compress.snappy.SnappyRawDecompressor.uncompressAll(X.java:108)\n",
                          r, sizeof r),
                  "io.corrupt_file"));
    /* an error class stated above a traceback cut before its exception line */
    check_primary("Error: [TABLE_OR_VIEW_NOT_FOUND] The table or view `db`.`t` cannot be found.\n\n"
                  "Traceback (most recent call last):\n  File \"/x/cli.py\", line 360, in <module>\n    run(\n",
                  SDX_FC_DATASCHEMA, "[TABLE_OR_VIEW_NOT_FOUND]");
    /* statements without an exception */
    check_primary("\"state_message\": \"Spark encountered an error during startup. databricks_error_message: "
                  "Spark error: Driver down\"\n",
                  SDX_FC_DRIVER, "Driver down");
    check_primary("20/06/01 00:29:36 ERROR ApplicationMaster: RECEIVED SIGNAL TERM\n", SDX_FC_DRIVER,
                  "RECEIVED SIGNAL TERM");
    /* an executor's signal alone: its container was stopped from outside (beside another
     * failure it is routine; see executor_signal_counts_only_alone) */
    check_primary("20/06/01 00:29:36 ERROR CoarseGrainedExecutorBackend: RECEIVED SIGNAL TERM\n", SDX_FC_RESOURCE,
                  "RECEIVED SIGNAL TERM");
    check_primary("A schema mismatch detected when writing to the Delta table (Table ID: 551a).\n"
                  "To enable schema migration using DataFrameWriter, please set '.option(\"mergeSchema\", \"true\")'.\n",
                  SDX_FC_DATASCHEMA, "schema mismatch detected when writing to the Delta table (Table ID: 551a)");
    check_primary("23/02/13 11:31:34 ERROR yarn.Client: Application diagnostics message: Max number of executor "
                  "failures (4) reached\nException in thread \"main\" org.apache.spark.SparkException: "
                  "Application application_1_0042 finished with failed status\n",
                  SDX_FC_RESOURCE, "Max number of executor failures");
    /* resource limits */
    check_primary("Lost task 0.63 in stage 2.1 (TID 717) (10.1.2.3 executor 1): java.io.FileNotFoundException: "
                  "/tmp/blockmgr-fc1e/26/temp_shuffle_71db (Too many open files)\n",
                  SDX_FC_RESOURCE, "java.io.FileNotFoundException");
    check_primary("Exception in thread \"main\" org.apache.spark.SparkUserAppException: User application exited with 137\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkUserAppException");
    check_primary("io.fabric8.kubernetes.client.KubernetesClientException: Failure executing: POST at: "
                  "https://kubernetes.default.svc/api/v1/namespaces/ns/pods. Message: Forbidden! pods \"x-exec-1\" "
                  "is forbidden: failed quota: ns-quota: must specify limits.cpu.\n",
                  SDX_FC_RESOURCE, "io.fabric8.kubernetes.client.KubernetesClientException");
    check_primary("java.lang.RuntimeException: Session is DEAD. YARN Diagnostics: Application is added to the "
                  "scheduler and is not yet activated. Queue's AM resource limit exceeded.\n",
                  SDX_FC_RESOURCE, "java.lang.RuntimeException");
    /* the job's own settings and types */
    check_primary("py4j.protocol.Py4JJavaError: An error occurred while calling o59.run.\n"
                  ": java.io.IOException: Checkpoint directory is not set. Please set it first using "
                  "sc.setCheckpointDir().\n",
                  SDX_FC_JOBLOGIC, "java.io.IOException");
    check_primary("Caused by: org.apache.spark.SparkArithmeticException: [DECIMAL_PRECISION_EXCEEDS_MAX_PRECISION] "
                  "Decimal precision 48 exceeds max precision 38.\n",
                  SDX_FC_DATASCHEMA, "org.apache.spark.SparkArithmeticException");
    check_primary("java.lang.IllegalArgumentException: requirement failed: Decimal precision 35 exceeds max precision 20\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
    check_primary("java.lang.UnsupportedOperationException: "
                  "org.apache.parquet.column.values.dictionary.PlainValuesDictionary$PlainLongDictionary\n"
                  "\tat org.apache.parquet.column.Dictionary.decodeToInt(Dictionary.java:48)\n",
                  SDX_FC_DATASCHEMA, "java.lang.UnsupportedOperationException");
    check_primary("Error: java.lang.IllegalArgumentException: Data type StringType is not supported.\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
    /* a stack overflow while a task is deserialized: the lineage */
    check_primary("Lost task 0.3 in stage 28.0 (TID 49, 10.1.1.3): java.lang.StackOverflowError\n"
                  "\tat java.io.ObjectInputStream$BlockDataInputStream.readByte(ObjectInputStream.java:2894)\n"
                  "\tat java.io.ObjectInputStream.readObject0(ObjectInputStream.java:1523)\n"
                  "\tat java.io.ObjectInputStream.readObject(ObjectInputStream.java:431)\n",
                  SDX_FC_SERIALIZATION, "java.lang.StackOverflowError");
    /* the driver's side: a result it could not fetch, a client that never started, a dependency it served */
    check_primary("Job aborted due to stage failure: Task 0 in stage 3.0 failed 1 times, most recent failure: Lost "
                  "task 0.0 in stage 3.0 (TID 34, localhost, executor driver): TaskResultLost (result lost from "
                  "block manager)\n",
                  SDX_FC_DRIVER, "TaskResultLost");
    check_primary("FAILED: Execution Error, return code 30041 from org.apache.hadoop.hive.ql.exec.spark.SparkTask. "
                  "Failed to create Spark client for Spark session 08db: java.lang.RuntimeException: spark-submit "
                  "process failed with exit code 1 and error \"?\"\n",
                  SDX_FC_DRIVER, "java.lang.RuntimeException");
    check_primary("Lost task 0.3 in stage 1784.0 (TID 19041, 10.1.6.26, executor 2): org.apache.spark.SparkException: "
                  "Failed to fetch spark://10.1.6.6:36467/files/packages.tar during dependency update\n",
                  SDX_FC_IO, "org.apache.spark.SparkException");
}

TEST(real_batch_seventeen_second_round)
{
    char r[64], exec[64];
    /* a cleanup thread's exception under a WARN record yields to the task's failure logged as an ERROR */
    primary_fields("2016-06-27 16:58:51 WARN  mongodb:214 - can't clean cursors\n"
                   "java.lang.IllegalStateException: open\n"
                   "\tat com.mongodb.DBApiLayer.cleanCursors(DBApiLayer.java:211)\n"
                   "2016-06-27 16:58:51 ERROR Executor:95 - Exception in task 0.0 in stage 0.0 (TID 0)\n"
                   "com.mongodb.MongoTimeoutException: Timed out after 10000 ms while waiting for a server\n",
                   r, sizeof r, exec, sizeof exec);
    CHECK(!strcmp(r, "fallback.network"));
    /* a job server's pretty-printed answer: the class, then its cause */
    check_primary("{\n  \"status\": \"ERROR\",\n  \"result\": {\n    \"errorClass\": \"java.lang.RuntimeException\",\n"
                  "    \"cause\": \"token (HDFS_DELEGATION_TOKEN token 74772 for etl) can't be found in cache\",\n"
                  "    \"stack\": [\norg.apache.hadoop.ipc.Client.call(Client.java:1475)\n",
                  SDX_FC_IO, "java.lang.RuntimeException");
    /* a streaming checkpoint without the batch it should hold */
    CHECK(!strcmp(rule_of("java.lang.IllegalStateException: batch 1 doesn't exist\n"
                          "\tat org.apache.spark.sql.execution.streaming.HDFSMetadataLog.get(HDFSMetadataLog.scala:300)\n",
                          r, sizeof r),
                  "io.stream_checkpoint"));
}

TEST(real_batch_eighteen_patterns)
{
    char r[64], exec[64];
    /* GPU and native engines' OOMs are memory */
    check_primary("Lost task 33.3 in stage 1303.0 (TID 37289) (10.5.1.4 executor 2): "
                  "com.nvidia.spark.rapids.jni.GpuRetryOOM: GPU OutOfMemory\n",
                  SDX_FC_RESOURCE, "com.nvidia.spark.rapids.jni.GpuRetryOOM");
    /* Py4J: the JVM has no such method (a Python package newer than its jar) */
    check_primary("py4j.Py4JException: Method ST_DWithin([class org.apache.spark.sql.Column, class "
                  "org.apache.spark.sql.Column]) does not exist\n",
                  SDX_FC_JOBLOGIC, "py4j.Py4JException");
    /* a fatal error building a broadcast */
    check_primary("An error occurred while calling o376.execute. : org.apache.spark.util.SparkFatalException at "
                  "org.apache.spark.sql.execution.exchange.BroadcastExchangeExec.doComputeRelation(X.scala:119)\n",
                  SDX_FC_DRIVER, "org.apache.spark.util.SparkFatalException");
    /* a native engine's exception named alone as the message */
    check_primary("Lost task 43.3 in stage 0.0 (TID 153) (10.1.4.5 executor 1): "
                  "org.apache.gluten.exception.GlutenException: Exception: VeloxRuntimeError\n"
                  "Error Source: RUNTIME\nError Code: INVALID_STATE\n",
                  SDX_FC_JOBLOGIC, "VeloxRuntimeError");
    /* a write wrapper without its cause follows the OOM printed just before it in that task */
    check_primary("23/11/21 05:19:41 ERROR Utils: Aborting task\njava.lang.OutOfMemoryError: GC overhead limit exceeded\n"
                  "23/11/21 05:19:42 ERROR Executor: Exception in task 2.0 in stage 3241.0 (TID 11704)\n"
                  "org.apache.spark.SparkException: [TASK_WRITE_FAILED] Task failed while writing rows to file:/t/d.\n"
                  "\tat org.apache.spark.sql.errors.QueryExecutionErrors$.taskFailedWhileWritingRowsError(Q.scala:968)\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    /* log4j2's empty context map after the logger; an uncaught-exception line without its record */
    primary_fields("2023-12-23T04:01:07Z 4017081 [Executor task launch worker for task 372] ERROR "
                   "org.apache.spark.executor.Executor [] - Exception in task 0.0 in stage 133.0 (TID 372)\n"
                   "java.lang.OutOfMemoryError: GC overhead limit exceeded\n",
                   r, sizeof r, exec, sizeof exec);
    CHECK(!strcmp(r, "resource.executor_oom"));
    check_primary("spark | java.lang.OutOfMemoryError: Java heap space\n"
                  "spark | Uncaught exception in thread Thread[Executor task launch worker for task 27.0 in stage "
                  "6124.0 (TID 50417),5,main]\nspark | java.lang.OutOfMemoryError: Java heap space\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    /* YARN could not localize the AM's files: the diagnostics' exception is the root */
    check_primary("org.apache.spark.SparkException: Application application_1_0009 failed 2 times due to AM Container "
                  "for appattempt_1_0009_000002 exited with  exitCode: -1000\nFailing this attempt.Diagnostics: "
                  "[2021-04-12 15:36:05.142]java.io.FileNotFoundException: File not found : gs:/user/root/.sparkStaging/"
                  "application_1_0009/job.jar\n",
                  SDX_FC_IO, "java.io.FileNotFoundException");
    /* the first container of an attempt is the AM: its memory kill is the driver's */
    check_primary("Diagnostics: Container [pid=11027,containerID=container_1569865532923_0001_01_000001] is running "
                  "beyond physical memory limits. Current usage: 5.5 GB of 5.5 GB physical memory used; 7.7 GB of "
                  "27.5 GB virtual memory used. Killing container.\n",
                  SDX_FC_DRIVER, "Container running beyond physical memory limits");
    /* a notebook's statement above the kernel's cut stack */
    check_primary("Fatal error: The Python kernel is unresponsive.\n"
                  "Traceback (most recent call last):\n  File \"/usr/lib/python3.11/asyncio/events.py\", line 80, in _run\n",
                  SDX_FC_DRIVER, "The Python kernel is unresponsive");
    /* values a database refused; a Connect session that is gone; Databricks' REPL that did not start */
    check_primary("com.microsoft.sqlserver.jdbc.SQLServerException: The given value of type VARCHAR(2728461) from the "
                  "data source cannot be converted to type varchar(255) of the specified target column.\n",
                  SDX_FC_DATASCHEMA, "com.microsoft.sqlserver.jdbc.SQLServerException");
    check_primary("pyspark.errors.exceptions.connect.SparkConnectGrpcException: (org.apache.spark.SparkSQLException) "
                  "[INVALID_HANDLE.SESSION_CLOSED] The handle 8936cdaa is invalid. Session was closed. SQLSTATE: HY000\n",
                  SDX_FC_DRIVER, "pyspark.errors.exceptions.connect.SparkConnectGrpcException");
    check_primary("com.databricks.backend.common.rpc.ReplStartFailureException\n", SDX_FC_DRIVER,
                  "com.databricks.backend.common.rpc.ReplStartFailureException");
    /* a Jupyter / Livy error output: "ename" then its "evalue" */
    check_primary("\"output\": {\n  \"status\": \"error\",\n  \"ename\": \"AnalysisException\",\n"
                  "  \"evalue\": \"u'Table or view not found: stock_source; line 1 pos 43'\",\n",
                  SDX_FC_DATASCHEMA, "AnalysisException");
    /* a 2 GB block; Hadoop's native helpers; a quote that elided the middle of an abort */
    check_primary("Lost task 0.0 in stage 1.0 (TID 80, localhost): java.lang.IllegalArgumentException: Size exceeds "
                  "Integer.MAX_VALUE\n\tat sun.nio.ch.FileChannelImpl.map(FileChannelImpl.java:869)\n",
                  SDX_FC_RESOURCE, "java.lang.IllegalArgumentException"); /* (IO until session 15) */
    check_primary("\"Job aborted due to stage failure: ..... java.lang.UnsatisfiedLinkError: "
                  "org.apache.hadoop.io.nativeio.NativeIO$Windows.access0(Ljava/lang/String;I)Z\"\n",
                  SDX_FC_IO, "java.lang.UnsatisfiedLinkError");
    /* a retry's statement is rooted at its fact; the driver's "Could not deserialize TaskEndReason" */
    check_primary("2018-11-05 17:54:41 ERROR ApplicationMaster:70 - Failed to connect to driver at 250808ee7dfa:46109, "
                  "retrying ...\n",
                  SDX_FC_TIMEOUTNETWORK, "Failed to connect to driver");
    check_primary("16/05/16 02:29:07 ERROR TaskResultGetter: Could not deserialize TaskEndReason: ClassNotFound with "
                  "classloader org.apache.spark.util.MutableURLClassLoader@7da96d86\n"
                  "16/05/16 02:29:07 WARN TaskSetManager: Lost task 2.0 in stage 0.0 (TID 2, localhost): UnknownReason\n",
                  SDX_FC_SERIALIZATION, "ClassNotFound");
    /* codegen's constant pool; an unresolved write; a context that stopped, seen from Python */
    check_primary("Caused by: org.codehaus.janino.JaninoRuntimeException: Constant pool for class "
                  "org.apache.spark.sql.catalyst.expressions.GeneratedClass$SpecificSafeProjection has grown past JVM "
                  "limit of 0xFFFF\n",
                  SDX_FC_DRIVER, "org.codehaus.janino.JaninoRuntimeException");
    check_primary("org.apache.spark.sql.AnalysisException: unresolved operator 'AppendData RelationV2[col_b#225] t;\n",
                  SDX_FC_DATASCHEMA, "org.apache.spark.sql.AnalysisException");
    check_primary("great_expectations.exceptions.exceptions.MetricResolutionError: 'NoneType' object has no attribute "
                  "'setCallSite'\n",
                  SDX_FC_DRIVER, "great_expectations.exceptions.exceptions.MetricResolutionError");
    /* a cut worker traceback inside PySpark's stream loop says nothing about serialization */
    primary_fields("pyspark.sql.utils.PythonException:\n  An exception was thrown from Python worker in the executor:\n"
                   "Traceback (most recent call last):\n"
                   "  File \"/x/pyspark.zip/pyspark/worker.py\", line 605, in main\n    process()\n"
                   "  File \"/x/pyspark.zip/pyspark/serializers.py\", line 141, in dump_stream\n    for obj in i\n",
                   r, sizeof r, exec, sizeof exec);
    CHECK(strcmp(r, "fallback.serialization") != 0);
    /* an external document store's client behind a wrapper's IllegalStateException is the store's */
    check_primary("Lost task 35.3 in stage 6.0 (TID 565, 10.1.6.5, executor 4): java.lang.IllegalStateException: "
                  "com.microsoft.azure.documentdb.DocumentClientException: PartitionKeyRange with id '41' doesn't exist.\n",
                  SDX_FC_IO, "com.microsoft.azure.documentdb.DocumentClientException");
}

TEST(real_batch_nineteen_patterns)
{
    /* PySpark's driver JVM never came up */
    check_primary("Exception: Java gateway process exited before sending the driver its port number\n",
                  SDX_FC_DRIVER, "Exception");
    /* a listener on the driver's bus threw, and Spark stops the context */
    check_primary("23/05/02 10:11:12 ERROR Utils: uncaught error in thread spark-listener-group-shared, stopping "
                  "SparkContext\njava.lang.ExceptionInInitializerError: null\n"
                  "\tat io.openlineage.spark.agent.OpenLineageSparkListener.onJobStart(OpenLineageSparkListener.java:1)\n",
                  SDX_FC_DRIVER, "java.lang.ExceptionInInitializerError");
    /* connection failures to other stores are the network's */
    check_primary("java.io.IOException: Failed to open native connection to Cassandra at {127.0.0.1}:9042\n",
                  SDX_FC_TIMEOUTNETWORK, "java.io.IOException");
    /* a Kafka consumer's poll that returned nothing in time */
    check_primary("java.lang.AssertionError: assertion failed: Failed to get records for spark-executor-g1 topic 52 "
                  "after polling for 512\n",
                  SDX_FC_TIMEOUTNETWORK, "java.lang.AssertionError");
    /* a metastore that does not know the client's call */
    check_primary("org.apache.thrift.TApplicationException: Invalid method name: 'get_table_req'\n", SDX_FC_IO,
                  "org.apache.thrift.TApplicationException");
    /* an interpreter missing on the workers */
    check_primary("Lost task 0.3 in stage 0.0 (TID 3, w-4, executor 1): java.io.IOException: Cannot run program "
                  "\"/bin/python\": error=2, No such file or directory\n",
                  SDX_FC_JOBLOGIC, "java.io.IOException");
    /* a receiver's block evicted before its batch */
    check_primary("java.lang.Exception: Could not compute split, block input-0-1436371770680 not found\n",
                  SDX_FC_RESOURCE, "java.lang.Exception");
    /* the task's result could not be read back: the exception named after Spark's lead-in */
    check_primary("org.apache.spark.SparkException: Job aborted due to stage failure: Exception while getting task "
                  "result: java.lang.IllegalStateException: unread block data\n",
                  SDX_FC_SERIALIZATION, "java.lang.IllegalStateException");
    /* "pkg.XException(its message)" quoted in a line */
    check_primary("Failed to execute spark task, with exception 'org.apache.hadoop.hive.ql.metadata.HiveException("
                  "Failed to create Spark client for Spark session f362e80f)'\n",
                  SDX_FC_DRIVER, "org.apache.hadoop.hive.ql.metadata.HiveException");
}

TEST(real_batch_twenty_patterns)
{
    char r[64], exec[64];
    /* a port that cannot be bound */
    check_primary("java.net.BindException: Cannot assign requested address: Service 'sparkDriver' failed after 16 "
                  "retries (on a random free port)! Consider explicitly setting the appropriate binding address\n",
                  SDX_FC_TIMEOUTNETWORK, "java.net.BindException");
    /* a JVM newer than Spark */
    check_primary("java.lang.IllegalArgumentException: Unsupported class file major version 55\n"
                  "\tat org.apache.xbean.asm6.ClassReader.<init>(ClassReader.java:166)\n",
                  SDX_FC_DRIVER, "java.lang.IllegalArgumentException");
    /* a store that kept refusing until its client gave up */
    check_primary("org.elasticsearch.hadoop.EsHadoopException: Could not write all entries for bulk operation [1/1000]. "
                  "Error sample (first [5] error messages): rejected execution. Bailing out...\n",
                  SDX_FC_IO, "org.elasticsearch.hadoop.EsHadoopException");
    /* a writer's job abort without its cause */
    check_primary("org.apache.spark.SparkException: Job aborted.\n"
                  "\tat org.apache.spark.sql.execution.datasources.FileFormatWriter$.write(FileFormatWriter.scala:231)\n",
                  SDX_FC_IO, "org.apache.spark.SparkException");
    /* two library classes that do not cast are a version conflict; value types are data */
    primary_fields("java.lang.ClassCastException: class org.apache.arrow.memory.HeapAllocator cannot be cast to class "
                   "org.apache.arrow.memory.BufferAllocator\n",
                   r, sizeof r, exec, sizeof exec);
    CHECK(strcmp(r, "data.class_cast") != 0);
    check_primary("java.lang.ClassCastException: java.lang.String cannot be cast to java.lang.Integer\n",
                  SDX_FC_DATASCHEMA, "java.lang.ClassCastException");
    /* the planner's internal errors are the driver's */
    check_primary("org.apache.spark.SparkException: [INTERNAL_ERROR] The Spark SQL phase optimization failed with an "
                  "internal error. You hit a bug in Spark or the Spark plugins you use.\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkException");
    /* prose about the driver's pod above its termination */
    check_primary("I checked the Driver Pod in Kubernetes and it is not running.\n\nState: Terminated\n"
                  "Reason: OOMKilled\nExit Code: 137\n",
                  SDX_FC_DRIVER, "OOMKilled (exit code 137)");
    /* PySpark's version check pasted alone; an environment variable it names is no status code */
    check_primary("Python in worker has different version 2.7 than that in driver 3.6, PySpark cannot run with "
                  "different minor versions.Please check environment variables PYSPARK_PYTHON and "
                  "PYSPARK_DRIVER_PYTHON are correctly set.\n",
                  SDX_FC_JOBLOGIC, "Python in worker has different version 2.7 than that in driver 3.6, PySpark "
                  "cannot run with different minor versions.Please check environment variables PYSPARK_PYTHON and "
                  "PYSPARK_DRIVER_PYTHON are correctly set");
}

TEST(where_a_generic_exception_was_thrown_names_the_side)
{
    /* thrown by a connector's own code: the source's or the connector's trouble */
    check_primary("java.lang.IllegalStateException: Error while reading the next record\n"
                  "\tat scala.Predef$.assert(Predef.scala:170)\n"
                  "\tat org.apache.spark.sql.kafka010.KafkaDataConsumer.get(KafkaDataConsumer.scala:88)\n"
                  "\tat org.apache.spark.scheduler.ResultTask.runTask(ResultTask.scala:90)\n",
                  SDX_FC_IO, "java.lang.IllegalStateException");
    check_primary("java.lang.NullPointerException\n"
                  "\tat java.lang.ProcessBuilder.start(ProcessBuilder.java:1012)\n"
                  "\tat org.apache.hadoop.util.Shell.runCommand(Shell.java:482)\n",
                  SDX_FC_IO, "java.lang.NullPointerException");
    /* the same exception in the job's own code stays the job's */
    check_primary("java.lang.NullPointerException\n"
                  "\tat java.util.HashMap.get(HashMap.java:556)\n"
                  "\tat com.acme.etl.Enrich.apply(Enrich.scala:41)\n"
                  "\tat org.apache.spark.scheduler.ResultTask.runTask(ResultTask.scala:90)\n",
                  SDX_FC_JOBLOGIC, "java.lang.NullPointerException");
    /* the driver starting up: a plugin it could not load */
    check_primary("23/07/19 13:42:55 ERROR SparkContext: Error initializing SparkContext.\n"
                  "java.lang.ClassNotFoundException: com.acme.spark.MetricsPlugin\n"
                  "\tat java.net.URLClassLoader.findClass(URLClassLoader.java:476)\n"
                  "\tat org.apache.spark.util.Utils$.classForName(Utils.scala:225)\n",
                  SDX_FC_DRIVER, "java.lang.ClassNotFoundException");
    check_primary("java.lang.NoSuchMethodError: org.apache.spark.internal.Logging.$init$(Lorg/apache/spark/internal/Logging;)V\n"
                  "\tat com.acme.listener.AuditListener.<init>(AuditListener.scala:12)\n"
                  "\tat org.apache.spark.util.Utils$.loadExtensions(Utils.scala:2946)\n"
                  "\tat org.apache.spark.SparkContext.setupAndStartListenerBus(SparkContext.scala:2544)\n"
                  "\tat org.apache.spark.SparkContext.<init>(SparkContext.scala:641)\n",
                  SDX_FC_DRIVER, "java.lang.NoSuchMethodError");
    /* a missing class inside a task is still a dependency problem of the job */
    check_primary("Lost task 0.0 in stage 1.0 (TID 3, w-2, executor 1): java.lang.NoClassDefFoundError: com/acme/Codec\n"
                  "\tat com.acme.etl.Decode.apply(Decode.scala:9)\n"
                  "\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:414)\n",
                  SDX_FC_JOBLOGIC, "java.lang.NoClassDefFoundError");
}

TEST(an_object_store_connector_translation_is_the_root)
{
    /* S3A names the SDK's exception inside its own typed one: the typed one is the root */
    check_primary("java.nio.file.AccessDeniedException: s3a://b/k: getFileStatus on s3a://b/k: "
                  "com.amazonaws.services.s3.model.AmazonS3Exception: Forbidden (Service: Amazon S3; Status Code: 403; "
                  "Error Code: 403 Forbidden), S3 Extended Request ID: x=:403 Forbidden\n",
                  SDX_FC_IO, "java.nio.file.AccessDeniedException");
    /* a plain wrapper of the SDK's exception still unwraps */
    check_primary("java.io.IOException: com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied (Service: "
                  "Amazon S3; Status Code: 403; Error Code: AccessDenied)\n",
                  SDX_FC_IO, "com.amazonaws.services.s3.model.AmazonS3Exception");
    /* a separate Caused by line still goes deeper */
    check_primary("java.nio.file.AccessDeniedException: s3a://b/k: getFileStatus on s3a://b/k: "
                  "com.amazonaws.services.s3.model.AmazonS3Exception: Forbidden\n"
                  "\tat org.apache.hadoop.fs.s3a.S3AUtils.translateException(S3AUtils.java:230)\n"
                  "Caused by: com.amazonaws.services.s3.model.AmazonS3Exception: Forbidden (Service: Amazon S3)\n"
                  "\tat com.amazonaws.http.AmazonHttpClient.execute(AmazonHttpClient.java:1640)\n",
                  SDX_FC_IO, "com.amazonaws.services.s3.model.AmazonS3Exception");
}

TEST(real_batch_twenty_one_patterns)
{
    /* a record header alone, its statement wrapped before "is bigger than" */
    check_primary("ERROR TaskSetManager:\nTotal size of serialized results of 8 tasks (1077.1 MB)\n"
                  " is bigger than spark.driver.maxResultSize (1024.0 MB)\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkException");
    /* Spark's Parquet conversion message alone, without its exception */
    check_primary("Parquet column cannot be converted in file f.parquet. Column: [id], Expected: int, Found: INT64\n",
                  SDX_FC_DATASCHEMA, "Parquet column cannot be converted in file f.parquet");
    /* the kubelet's storage eviction, in prose */
    check_primary("Worker pods restarted: Pod ephemeral local storage usage exceeds the total limit of containers 1Gi.\n",
                  SDX_FC_RESOURCE, "Evicted");
    /* an exception named in bold in prose, with only its frames below */
    check_primary("Then **StackOverflowError** is thrown\n"
                  "\tat org.apache.spark.sql.catalyst.trees.TreeNode.transformDown(TreeNode.scala:589)\n",
                  SDX_FC_DRIVER, "StackOverflowError");
    /* schema inference over rows of mixed types; a format that cannot hold a type */
    check_primary("TypeError: field fare: Can not merge type <class 'pyspark.sql.types.StringType'> and "
                  "<class 'pyspark.sql.types.DoubleType'>\n",
                  SDX_FC_DATASCHEMA, "TypeError");
    check_primary("java.lang.UnsupportedOperationException: Parquet does not support decimal. See HIVE-6384\n",
                  SDX_FC_DATASCHEMA, "java.lang.UnsupportedOperationException");
    /* a direct-memory sizing refusal is memory */
    check_primary("org.apache.spark.SparkException: Netty direct memory should at least be bigger than "
                  "'spark.network.maxRemoteBlockSizeFetchToMem', but got 2075918336 bytes < 2147483135\n",
                  SDX_FC_RESOURCE, "org.apache.spark.SparkException");
    /* the standalone Master's worker lost to a heartbeat; an eviction named before it is the cause */
    check_primary("24/03/11 09:41:02 WARN Master: Removing worker-20240311093755-10.42.1.17-38211 because we got "
                  "no heartbeat in 60 seconds\n",
                  SDX_FC_TIMEOUTNETWORK, "Worker lost");
    check_primary("Pod ephemeral local storage usage exceeds the total limit of containers 2Gi.\n\n"
                  "24/03/11 09:41:02 WARN Master: Removing worker-20240311093755-10.42.1.17-38211 because we got "
                  "no heartbeat in 60 seconds\n",
                  SDX_FC_RESOURCE, "Evicted");
    /* YARN's AM gave up waiting for the main to create its context (100 s, not an RPC's 120 s) */
    check_primary("19/07/31 06:39:21 ERROR ApplicationMaster: Uncaught exception:\n"
                  "java.util.concurrent.TimeoutException: Futures timed out after [100000 milliseconds]\n",
                  SDX_FC_DRIVER, "java.util.concurrent.TimeoutException");
    check_primary("java.util.concurrent.TimeoutException: Futures timed out after [120 seconds]\n"
                  "\tat org.apache.spark.rpc.RpcTimeout.awaitResult(RpcTimeout.scala:75)\n",
                  SDX_FC_TIMEOUTNETWORK, "java.util.concurrent.TimeoutException");
    /* a class name that holds a data word is not data */
    {
        char r[64], exec[64];
        primary_fields("java.lang.ClassCastException: org.apache.spark.sql.vectorized.ColumnarBatchRow cannot be cast "
                       "to org.apache.spark.sql.vectorized.ColumnarBatch\n",
                       r, sizeof r, exec, sizeof exec);
        CHECK(strcmp(r, "fallback.data") != 0);
    }
    /* a file format's writer failing in its own code */
    check_primary("java.lang.NullPointerException\n"
                  "\tat org.apache.parquet.column.values.fallback.FallbackValuesWriter.createDictionaryPage("
                  "FallbackValuesWriter.java:102)\n"
                  "\tat org.apache.spark.sql.execution.datasources.FileFormatWriter$.executeTask(FileFormatWriter.scala:300)\n",
                  SDX_FC_IO, "java.lang.NullPointerException");
}

TEST(real_batch_twenty_two_patterns)
{
    /* platforms' statements without an exception */
    check_primary("Error: Notebook job Failed: System cancelled the Spark session due to statement execution "
                  "failures; log: [2026-06-09T16:39:50Z] Starting\n",
                  SDX_FC_JOBLOGIC, "System cancelled the Spark session due to statement execution failures");
    check_primary("Invalid status code '404' from http://h:8998/sessions/824/statements/39 with error payload: "
                  "\"Session '824' not found.\"\n",
                  SDX_FC_TIMEOUTNETWORK, "Session '824' not found");
    check_primary("Job failed. ExitCode: 137. Last few exceptions:\nWorker has been killed as memory usage exceeded "
                  "configured memory size,\nconsider increasing memory size...\n",
                  SDX_FC_RESOURCE, "Worker has been killed as memory usage exceeded configured memory size,");
    /* an EOFException under a job abort only; read by the shuffle's row deserializer */
    check_primary("org.apache.spark.SparkException: Job aborted due to stage failure: Task 1 in stage 2.0 failed 4 "
                  "times, most recent failure: Lost task 1.3 in stage 2.0 (TID 9) (w-1 executor 3): "
                  "java.io.EOFException: reached end of stream after reading 21 bytes; 24 bytes expected\n"
                  "\tat org.apache.spark.sql.execution.UnsafeRowSerializerInstance$$anon$2$$anon$3.next("
                  "UnsafeRowSerializer.scala:127)\n",
                  SDX_FC_SHUFFLE, "java.io.EOFException");
    /* an HTTP client's exception is the service's answer, not data */
    check_primary("com.google.cloud.hadoop.repackaged.gcs.com.google.api.client.googleapis.json."
                  "GoogleJsonResponseException: 503 Service Unavailable\n",
                  SDX_FC_IO, "com.google.cloud.hadoop.repackaged.gcs.com.google.api.client.googleapis.json."
                             "GoogleJsonResponseException");
    /* the ApplicationMaster's own exit code; YARN's launch diagnostics name ExitCodeException */
    check_primary("Stack trace: ExitCodeException exitCode=15:\n\tat org.apache.hadoop.util.Shell.runCommand(Shell.java:944)\n"
                  "Container exited with a non-zero exit code 15\n",
                  SDX_FC_DRIVER, "ExitCodeException");
    /* Spark's internal rows that do not cast: a library built for another Spark */
    check_primary("java.lang.ClassCastException: org.apache.spark.sql.catalyst.expressions.GenericMutableRow cannot be "
                  "cast to org.apache.spark.sql.Row\n",
                  SDX_FC_JOBLOGIC, "java.lang.ClassCastException");
    /* a library's own memory check in a task */
    check_primary("Lost task 2.0 in stage 4.0 (TID 18) (h executor 3): java.lang.AssertionError: assertion failed: "
                  "Not enough memory to allocate: 68719476736 bytes!\n",
                  SDX_FC_RESOURCE, "java.lang.AssertionError");
    /* the Akka wording as printed */
    check_primary("Lost executor 3 on w-2: remote Akka client disassociated\n", SDX_FC_RESOURCE,
                  "Remote Akka client disassociated");
    /* a cut driver traceback after the job aborted yields to the container killed before it */
    check_primary("ERROR YarnScheduler: Lost executor 8 on w-9: Container killed by YARN for exceeding memory limits. "
                  "39.0 GB of 39 GB physical memory used.\n"
                  "ERROR TaskSetManager: Task 16 in stage 63.0 failed 4 times; aborting job\n"
                  "Traceback (most recent call last):\n  File \"train.py\", line 311, in <module>\n    est.fit(df)\n",
                  SDX_FC_RESOURCE, "Container killed by YARN for exceeding memory limits");
}

TEST(a_name_in_an_error_records_prose_answers_when_the_record_does_not)
{
    /* a JSON log record at ERROR whose message names the exception in prose: the record
     * is a bare statement the classifier drops, the name is the answer */
    check_primary("{\"level\":\"ERROR\",\"message\":\"Then StackOverflowError is thrown.\\n\\tat a.B.c(B.java:1)\\n\"}\n",
                  SDX_FC_DRIVER, "StackOverflowError");
    /* a statement a rule knows stands alone: the prose name beside it is not a second failure */
    sdx_triage_result *r = NULL;
    sdx_error err;
    const char *t = "# the job died with a SparkException, see below\n"
                    "ERROR TaskSetManager: Total size of serialized results of 9 tasks (1100.0 MB) is bigger than "
                    "spark.driver.maxResultSize (1024.0 MB)\n";
    CHECK(sdx_triage_text(t, strlen(t), &r, &err) == 0 && r);
    if (r)
        CHECK(r->n == 1);
    sdx_triage_result_free(r);
}

TEST(real_batch_twenty_three_patterns)
{
    /* a nested class is judged by its own name: Scala's package object */
    check_primary("ERROR Loader: org.apache.spark.sql.catalyst.errors.package$TreeNodeException: execute, tree:\n"
                  "Exchange SinglePartition\n",
                  SDX_FC_JOBLOGIC, "org.apache.spark.sql.catalyst.errors.package$TreeNodeException");
    /* prose in another script: a name right after a CJK character, statements in typographic quotes */
    check_primary("\xe4\xb8\x80\xe9\x83\xa8\xe3\x81\xa7java.io.FileNotFoundException: /data/out/_temporary/0 "
                  "(No such file or directory)\xe3\x80\x82\n",
                  SDX_FC_IO, "java.io.FileNotFoundException");
    check_primary("\xe3\x80\x8eJob cancelled because SparkContext was shut down\xe3\x80\x8f\xe3\x81\xa8\xe3\x81\x84\xe3"
                  "\x81\x86\n",
                  SDX_FC_DRIVER, "Job cancelled because SparkContext was shut down");
    check_primary("\xe2\x80\x9c" "Executor heartbeat timed out after 158816 ms\xe2\x80\x9d\xef\xbc\x88\n",
                  SDX_FC_TIMEOUTNETWORK, "Executor heartbeat timed out");
    /* the result-size statement quoted from its middle */
    check_primary("    serialized results of 9 tasks (1096.9 MB) is bigger than spark.driver.maxResultSize (1024.0 MB)\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkException");
    /* Tungsten's own words for execution memory it could not get; an Avro union Spark cannot hold */
    check_primary("java.io.IOException: Could not acquire 65536 bytes of memory\n"
                  "\tat org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter.acquireNewPage("
                  "UnsafeExternalSorter.java:351)\n",
                  SDX_FC_RESOURCE, "java.io.IOException");
    check_primary("java.lang.UnsupportedOperationException: This mix of union types is not supported (see README): "
                  "ArrayBuffer(RECORD)\n",
                  SDX_FC_DATASCHEMA, "java.lang.UnsupportedOperationException");
    /* a heap error in a data writer's frames ran in a task, though the paste is cut above TaskRunner */
    check_primary("java.lang.OutOfMemoryError: Java heap space\n"
                  "\tat org.apache.orc.storage.ql.exec.vector.LongColumnVector.ensureSize(LongColumnVector.java:314)\n"
                  "\tat org.apache.iceberg.spark.data.SparkOrcValueWriters.growColumnVector(SparkOrcValueWriters.java:198)\n"
                  "\tat org.apache.spark.sql.execution.datasources.FileFormatDataWriter.write(FileFormatDataWriter.scala:175)\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    /* the Spark operator's status when the driver pod is gone */
    check_primary("SparkApplicationFailed  6m54s  spark-operator  SparkApplication nightly failed: Driver Pod not found\n",
                  SDX_FC_DRIVER, "Driver Pod not found");
    /* a statement of clauses: its first */
    check_primary("WARN TaskSchedulerImpl: Initial job has not accepted any resources; check your cluster UI to "
                  "ensure that workers are registered and have sufficient resources\n",
                  SDX_FC_RESOURCE, "Initial job has not accepted any resources");
    /* the application master's container is no executor */
    {
        char r[64], exec[64];
        sdx_triage_result *res = NULL;
        sdx_error err;
        const char *t = "Application application_1588757414349_0042 failed 2 times due to AM Container for "
                        "appattempt_1588757414349_0042_000002 exited with  exitCode: 13\n";
        CHECK(sdx_triage_text(t, strlen(t), &res, &err) == 0 && res && res->primary >= 0);
        if (res && res->primary >= 0)
            CHECK(strstr(res->failures[res->primary].root_exception, "Executor") == NULL);
        sdx_triage_result_free(res);
        (void)r;
        (void)exec;
    }
    /* a wrapper printed under the record that says what failed */
    check_primary("WARN StandaloneAppClient$ClientEndpoint: Failed to connect to master localhost:7077\n"
                  "org.apache.spark.SparkException: Exception thrown in awaitResult: \n"
                  "\tat org.apache.spark.util.ThreadUtils$.awaitResult(ThreadUtils.scala:301)\n",
                  SDX_FC_TIMEOUTNETWORK, "org.apache.spark.SparkException");
}

TEST(real_batch_twenty_four_patterns)
{
    /* Spark's serialization debugger's path alone, its header cut */
    check_primary("[info] \t- field (class: org.apache.spark.streaming.dstream.DStream$$anonfun$foreachRDD$1, name: "
                  "cleanedF$1, type: interface scala.Function1)\n"
                  "[info] \t- writeObject data (class: org.apache.spark.streaming.dstream.DStream)\n",
                  SDX_FC_SERIALIZATION, "java.io.NotSerializableException");
    /* an executor's last words when its driver went away */
    check_primary("19/03/11 02:16:52 ERROR CoarseGrainedExecutorBackend: Driver 10.20.4.17:38211 disassociated! "
                  "Shutting down.\n",
                  SDX_FC_TIMEOUTNETWORK, "Driver disassociated");
    /* Spark 3's store assignment, quoted alone */
    check_primary("Cannot safely cast 'order_ts': string to bigint\n", SDX_FC_DATASCHEMA,
                  "Cannot safely cast 'order_ts': string to bigint");
    /* SPARK-5063's words quoted alone */
    check_primary("> It appears that you are attempting to reference SparkContext from a broadcast variable, action, "
                  "or transformation. SparkContext can only be used on the driver, not in code that it run on workers.\n",
                  SDX_FC_SERIALIZATION,
                  "It appears that you are attempting to reference SparkContext from a broadcast variable, action, or "
                  "transformation");
    /* a scheduler's wrapper relays Spark's stderr at INFO */
    check_primary("[2022-08-03, 04:11:34 UTC] {spark_submit.py:490} INFO - 22/08/03 04:11:34 ERROR YarnScheduler: Lost "
                  "executor 7 on w-22: Container killed by YARN for exceeding memory limits. 12.4 GB of 12 GB physical "
                  "memory used.\n",
                  SDX_FC_RESOURCE, "Container killed by YARN for exceeding memory limits");
}

TEST(real_batch_twenty_five_patterns)
{
    /* a task's own shuffle file gone, then a fetch from that host: the files are the cause */
    check_primary("WARN TaskSetManager: Lost task 3.1 in stage 7.1 (TID 902, node17): java.io.FileNotFoundException: "
                  "/disk2/spark/blockmgr-5a1c/0d/temp_shuffle_77e1 (No such file or directory)\n"
                  "FetchFailed(BlockManagerId(4, node17, 7337), shuffleId=2, mapId=11, reduceId=5, message=\n"
                  "org.apache.spark.shuffle.FetchFailedException: Error in opening FileSegmentManagedBuffer{file="
                  "/disk2/spark/blockmgr-5a1c/1f/shuffle_2_11_0.data, offset=0, length=5120}\n",
                  SDX_FC_SHUFFLE, "java.io.FileNotFoundException");
    /* a bare OOM above "Driver stacktrace:": only a job abort prints it, under a task's failure */
    check_primary("java.lang.OutOfMemoryError: Requested array size exceeds VM limit\n\nDriver stacktrace:\n"
                  "\tat org.apache.spark.scheduler.DAGScheduler.abortStage(DAGScheduler.scala:1420)\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    /* Thrift's transport: a word that starts after a run of capitals */
    check_primary("org.apache.thrift.transport.TTransportException: Invalid status -128\n"
                  "\tat org.apache.thrift.transport.TSaslTransport.sendAndThrowMessage(TSaslTransport.java:232)\n",
                  SDX_FC_TIMEOUTNETWORK, "org.apache.thrift.transport.TTransportException");
    /* a client's connection closed under it */
    check_primary("java.lang.Exception: Connection to the warehouse end point has been closed\n"
                  "\tat com.example.warehouse.reader.StreamReader.read(StreamReader.scala:40)\n",
                  SDX_FC_TIMEOUTNETWORK, "java.lang.Exception");
    /* the JDBC source's type mapping */
    check_primary("java.sql.SQLException: Unrecognized SQL type -151\n"
                  "\tat org.apache.spark.sql.execution.datasources.jdbc.JdbcUtils$.getCatalystType(JdbcUtils.scala:246)\n",
                  SDX_FC_DATASCHEMA, "java.sql.SQLException");
    /* a generic exception thrown by the shuffle's own machinery */
    check_primary("ERROR MapOutputTrackerMaster: Error communicating with MapOutputTracker\n"
                  "java.lang.NullPointerException\n"
                  "\tat org.apache.spark.MapOutputTracker.askTracker(MapOutputTracker.scala:109)\n"
                  "\tat org.apache.spark.shuffle.BlockStoreShuffleReader.read(BlockStoreShuffleReader.scala:49)\n",
                  SDX_FC_SHUFFLE, "java.lang.NullPointerException");
    check_primary("java.lang.RuntimeException: Executor is not registered (appId=application_1_0002, execId=12)\n"
                  "\tat org.apache.spark.network.shuffle.ExternalShuffleBlockResolver.getBlockData("
                  "ExternalShuffleBlockResolver.java:180)\n",
                  SDX_FC_SHUFFLE, "java.lang.RuntimeException");
    /* the analyzer's statement quoted alone */
    check_primary("`The column number of the existing table default.events (struct<>) doesn't match the data schema "
                  "(struct<id:int>).`\n",
                  SDX_FC_DATASCHEMA, "The column number of the existing table");
}

TEST(consensus_misses_of_batches_twenty_four_and_twenty_five)
{
    /* types checked by Spark's own code */
    check_primary("scala.MatchError: DateType (of class org.apache.spark.sql.types.DateType$)\n"
                  "\tat org.apache.spark.sql.hive.HiveInspectors$class.toInspector(HiveInspectors.scala:520)\n",
                  SDX_FC_DATASCHEMA, "scala.MatchError");
    check_primary("java.lang.AssertionError: assertion failed: Invalid schema from pandas_udf: expected IntegerType, "
                  "got StringType\n",
                  SDX_FC_DATASCHEMA, "java.lang.AssertionError");
    check_primary("org.apache.spark.sql.AnalysisException: DecimalType can only support precision up to 38;\n"
                  "\tat org.apache.spark.sql.types.DecimalType.<init>(DecimalType.scala:50)\n",
                  SDX_FC_DATASCHEMA, "org.apache.spark.sql.AnalysisException");
    /* a generic exception thrown by a value's parser */
    check_primary("Caused by: java.lang.IllegalArgumentException\n"
                  "\tat java.sql.Timestamp.valueOf(Timestamp.java:204)\n"
                  "\tat org.apache.spark.sql.catalyst.util.DateTimeUtils$.stringToTime(DateTimeUtils.scala:141)\n"
                  "\tat org.apache.spark.sql.execution.datasources.csv.CSVTypeCast$.castTo(CSVInferSchema.scala:280)\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
    /* a date parser's ParseException is the data's, a SQL parser's the statement's */
    check_primary("java.text.ParseException: Unparseable date: \"31.02.2020\"\n"
                  "\tat java.text.DateFormat.parse(DateFormat.java:366)\n",
                  SDX_FC_DATASCHEMA, "java.text.ParseException");
    check_primary("org.apache.spark.sql.catalyst.parser.ParseException: \nmismatched input 'FORM' expecting <EOF>\n",
                  SDX_FC_JOBLOGIC, "ParseException");
    check_primary("com.example.jdbc.WarehouseSQLException: Syntax error: failed at position 40 (end of query)\n",
                  SDX_FC_JOBLOGIC, "WarehouseSQLException");
    /* text encoding */
    check_primary("Lost task 4.0 in stage 9.0 (TID 77, w3): [com.ctc.wstx.exc.WstxLazyException] "
                  "com.ctc.wstx.exc.WstxIOException: Invalid UTF-8 middle byte 0x3c (at char #12, byte #-1)\n",
                  SDX_FC_DATASCHEMA, "com.ctc.wstx.exc.WstxIOException");
    /* a compressed page of an input file, not a shuffle block; the frames inside a TUI's borders */
    check_primary("│ Caused by: java.io.IOException: FAILED_TO_UNCOMPRESS(5)                     │\n"
                  "│     at org.xerial.snappy.SnappyNative.rawUncompress(Native Method)          │\n"
                  "│     at org.apache.parquet.hadoop.codec.SnappyDecompressor.decompress(SnappyDecompressor.java:71) │\n",
                  SDX_FC_IO, "java.io.IOException");
    /* the executor's scratch directory is the disk's, not the shuffle's */
    check_primary("java.io.IOException: Failed to create local dir in /data1/spark/blockmgr-77aa/1c.\n"
                  "\tat org.apache.spark.storage.DiskBlockManager.getFile(DiskBlockManager.scala:70)\n",
                  SDX_FC_IO, "java.io.IOException");
    /* YARN's report of a driver that exited without saying how */
    check_primary("\t diagnostics: Shutdown hook called before final status was reported.\n"
                  "\t final status: FAILED\n",
                  SDX_FC_DRIVER, "Shutdown hook called before final status was reported");
    /* an abort cut after "failed 4 times" (Jira's markup after it) ends the task failures printed above it */
    check_primary("WARN TaskSetManager: Lost task 12.1 in stage 3.0 (TID 70, w5): java.net.ConnectException: "
                  "Connection refused: w9:41000\n\n"
                  "org.apache.spark.SparkException: Job aborted due to stage failure: Task 12 in stage 3.0 failed 4 "
                  "times {noformat}\n\ndriver log\n",
                  SDX_FC_TIMEOUTNETWORK, "java.net.ConnectException");
    /* a wrapper alone says nothing; the failure before it does */
    check_primary("Caused by: org.apache.spark.SparkException: Could not find CoarseGrainedScheduler.\n"
                  "16/10/14 10:11:51 WARN NettyRpcEndpointRef: Error sending message [message = StopExecutors] in 1 "
                  "attempts\norg.apache.spark.SparkException: Exception thrown in awaitResult\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkException");
    /* a server's native stack under a JDBC error: "Poco::Exception::Exception(" names no failure */
    check_primary("Lost task 1.2 in stage 4.0 (TID 9, w1, executor 3): com.github.housepower.jdbc.ClickHouseSQLException: "
                  "DB::Exception: Unexpected packet Data received from client.\n"
                  "0. Poco::Exception::Exception(std::string const&, int) @ 0x18ba03d0 in /usr/bin/clickhouse\n",
                  SDX_FC_IO, "ClickHouseSQLException");
    /* a value type that does not cast, under a JDBC wrapper: the data's */
    check_primary("java.lang.RuntimeException: java.sql.SQLException: \n"
                  "Caused by: java.lang.ClassCastException: java.sql.Date cannot be cast to java.lang.Integer\n",
                  SDX_FC_DATASCHEMA, "java.lang.ClassCastException");
    /* a library's own cluster that did not form */
    check_primary("Exception in thread \"main\" java.lang.RuntimeException: Cloud size 3 under 4\n",
                  SDX_FC_TIMEOUTNETWORK, "java.lang.RuntimeException");
}

TEST(real_batch_twenty_six_patterns)
{
    /* platforms' statements: a Livy session that died, a capacity that refused the job */
    check_primary("> Error in livy_connection(master, config, app_name, version) :\n"
                  "> Failed to launch livy session, session status is dead\n",
                  SDX_FC_DRIVER, "Failed to launch livy session");
    check_primary("The code failed because of a fatal error:\n\tSession 3 unexpectedly reached final status 'dead'. "
                  "See logs:\n",
                  SDX_FC_DRIVER, "unexpectedly reached final status");
    check_primary("InvalidHttpRequest: [TooManyRequestsForCapacity] This spark job can't be run because you have hit "
                  "a spark compute or API rate limit.\n",
                  SDX_FC_RESOURCE, "TooManyRequestsForCapacity");
    /* the RAPIDS plugin's memory retries are named ...OOM */
    check_primary("com.nvidia.spark.rapids.jni.GpuSplitAndRetryOOM: GPU OutOfMemory: could not split inputs and retry\n"
                  "\tat com.nvidia.spark.rapids.RmmRapidsRetryIterator$.splitAndRetry(RmmRapidsRetryIterator.scala:99)\n",
                  SDX_FC_RESOURCE, "GpuSplitAndRetryOOM");
    /* Spark's own statement that another exception hid a fetch failure */
    check_primary("WARN Executor: task 7.0 in stage 12.0 (TID 90) encountered a "
                  "org.apache.spark.shuffle.FetchFailedException and failed, but the "
                  "org.apache.spark.shuffle.FetchFailedException was hidden by another exception.  Spark is handling "
                  "this like a fetch failure and ignoring the other exception: org.example.NativeEngineException: "
                  "stream closed\n"
                  "org.example.NativeEngineException: stream closed\n",
                  SDX_FC_SHUFFLE, "org.apache.spark.shuffle.FetchFailedException");
    /* a size in a configuration value */
    check_primary("Caused by: java.lang.NumberFormatException: Size must be specified as bytes (b), kibibytes (k), "
                  "mebibytes (m), gibibytes (g), tebibytes (t), or pebibytes(p). E.g. 50b, 100k, or 250m.\n",
                  SDX_FC_DRIVER, "java.lang.NumberFormatException");
    /* Redshift's COPY rejecting rows */
    check_primary("java.sql.SQLException: [Amazon](500310) Invalid operation: Load into table 'events' failed.  Check "
                  "'stl_load_errors' system table for details.;\n",
                  SDX_FC_DATASCHEMA, "java.sql.SQLException");
    /* the JVM could not load the main class it was started with */
    check_primary("Error: A JNI error has occurred, please check your installation and try again\n"
                  "Exception in thread \"main\" java.lang.NoClassDefFoundError: org/slf4j/Logger\n"
                  "\tat java.lang.Class.getMethod(Class.java:1784)\n"
                  "\tat sun.launcher.LauncherHelper.checkAndLoadMain(LauncherHelper.java:632)\n",
                  SDX_FC_DRIVER, "NoClassDefFoundError");
    /* TiSpark's store client */
    check_primary("org.tikv.common.exception.GrpcException: message: \"peer is not leader for region 86\"\n"
                  "\tat org.tikv.common.region.RegionStoreClient.handleRequest(RegionStoreClient.java:77)\n",
                  SDX_FC_IO, "org.tikv.common.exception.GrpcException");
}

TEST(real_batch_twenty_seven_patterns)
{
    /* spark-sql's CLI prints an AnalysisException as "Error in query: ..."; a missing table is
     * the query's names against the catalog, DataSchema as readers put it */
    check_primary("spark-sql> select * from sales;\nError in query: Table or view not found: db.sales; line 1 pos 14\n",
                  SDX_FC_DATASCHEMA, "org.apache.spark.sql.AnalysisException");
    /* fabric8's Kubernetes client's message without its name */
    check_primary("Failure executing: GET at: https://kubernetes.default.svc/api/v1/namespaces/etl/pods/job-driver. "
                  "Message: Forbidden!Configured service account doesn't have access.\n",
                  SDX_FC_IO, "KubernetesClientException");
    /* a Glue interactive session's driver gone */
    check_primary("IllegalSessionStateException: Session unavailable, fail to call ReplServer.\n",
                  SDX_FC_DRIVER, "IllegalSessionStateException");
}

TEST(session_fourteen_reading_and_fallbacks)
{
    /* YARN's lost node quoted with its exit status (YARN prints the asterisks) */
    check_primary("# \"Exit status: -100. Diagnostics: Container released on a *lost* node\"\n",
                  SDX_FC_RESOURCE, "Container released on a lost node");
    /* zlib's words for a broken deflate stream */
    check_primary("java.util.zip.ZipException: invalid code lengths set\n"
                  "\tat java.util.zip.InflaterInputStream.read(InflaterInputStream.java:164)\n",
                  SDX_FC_IO, "java.util.zip.ZipException");
    /* a database client that could not connect */
    check_primary("java.sql.SQLException: Unable to connect to leaf @10.1.0.4:3307 with user etl: [2005] Timed out\n",
                  SDX_FC_TIMEOUTNETWORK, "java.sql.SQLException");
    /* a native engine's exception that says it was writing shuffle data */
    check_primary("org.example.engine.EngineException: Native write: shuffle writer failed - Invalid: Failed to insert "
                  "rows\n\tat org.example.engine.ShuffleWriterJni.write(Native Method)\n",
                  SDX_FC_SHUFFLE, "EngineException");
}

TEST(aws_sdk_for_python_error_keeps_its_message)
{
    /* botocore's "An error occurred (Code) when calling the Op operation: message" */
    check_primary("Error in GlueCursor execute: An error occurred (IllegalSessionStateException) when calling the "
                  "GetStatement operation: Session unavailable, fail to call ReplServer.\n",
                  SDX_FC_DRIVER, "IllegalSessionStateException");
    sdx_triage_result *r = triage("dbt failed: An error occurred (ThrottlingException) when calling the "
                                  "RunStatement operation: Rate exceeded\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->root_message && strstr(p->root_message, "Rate exceeded"));
    sdx_triage_result_free(r);
}

TEST(executor_signal_counts_only_alone)
{
    /* an executor's log that ends with the signal: the container was stopped from outside */
    check_primary("21/03/02 10:11:12 WARN util.NativeCodeLoader: Unable to load native-hadoop library for your "
                  "platform... using builtin-java classes where applicable\n"
                  "21/03/02 10:15:40 ERROR executor.CoarseGrainedExecutorBackend: RECEIVED SIGNAL 15: SIGTERM\n",
                  SDX_FC_RESOURCE, "RECEIVED SIGNAL 15: SIGTERM");
    /* ... also when the pool's refusal of the next task follows it */
    check_primary("24/02/01 08:00:01 ERROR YarnCoarseGrainedExecutorBackend: RECEIVED SIGNAL TERM\n"
                  "24/02/01 08:00:01 ERROR Inbox: Ignoring error\n"
                  "java.util.concurrent.RejectedExecutionException: Task org.apache.spark.executor.Executor$TaskRunner@1a2b "
                  "rejected from java.util.concurrent.ThreadPoolExecutor@3c4d[Shutting down, pool size = 2]\n"
                  "\tat java.util.concurrent.ThreadPoolExecutor.reject(ThreadPoolExecutor.java:823)\n"
                  "\tat org.apache.spark.executor.Executor.launchTask(Executor.scala:270)\n",
                  SDX_FC_RESOURCE, "RECEIVED SIGNAL TERM");
    /* beside a task's real failure the signal is routine: not the answer */
    check_primary("24/02/01 08:00:00 ERROR Executor: Exception in task 3.0 in stage 2.0 (TID 9)\n"
                  "java.lang.ArithmeticException: / by zero\n"
                  "\tat com.acme.Job$.f(Job.scala:12)\n"
                  "24/02/01 08:00:05 ERROR CoarseGrainedExecutorBackend: RECEIVED SIGNAL TERM\n",
                  SDX_FC_JOBLOGIC, "java.lang.ArithmeticException");
    /* a statement only a fallback rule reads is no answer beside a specific one */
    check_primary("ERROR yarn.ApplicationMaster: RECEIVED SIGNAL 15: SIGTERM\n", SDX_FC_DRIVER,
                  "RECEIVED SIGNAL 15: SIGTERM");
}

TEST(session_fifteen_causes_inside_messages)
{
    /* a Thrift exception's own form inside a Hive wrapper */
    check_primary("AnalysisException: org.apache.hadoop.hive.ql.metadata.HiveException: MetaException(message:"
                  "Unable to create database path file:/warehouse/sales.db, failed to create database sales)\n",
                  SDX_FC_IO, "MetaException");
    /* a pipeline stage's wrapper with a quoted name before the exception it carries */
    check_primary("io.cdap.cdap.api.exception.WrappedStageException: Stage 'LoadOrders' encountered : "
                  "java.net.SocketTimeoutException: Read timed out\n",
                  SDX_FC_TIMEOUTNETWORK, "java.net.SocketTimeoutException");
    /* Velox's reason names the Java exception the native code met */
    check_primary("org.apache.gluten.exception.GlutenException: Exception: VeloxRuntimeError\n"
                  "Error Source: RUNTIME\n"
                  "Error Code: INVALID_STATE\n"
                  "Reason: Operator::getOutput failed for [operator: Aggregation, plan node ID: 3]: Error during "
                  "calling Java code from native code: org.apache.gluten.memory.memtarget.ThrowOnOomMemoryTarget"
                  "$OutOfMemoryException: Not enough spark off-heap execution memory. Acquired: 16.0 MiB, granted: "
                  "2.0 MiB.\n",
                  SDX_FC_RESOURCE, "org.apache.gluten.memory.memtarget.ThrowOnOomMemoryTarget$OutOfMemoryException");
    /* a Hive UDF that threw is the job's code, not the metastore */
    check_primary("org.apache.hadoop.hive.ql.metadata.HiveException: Unable to execute method public "
                  "org.apache.hadoop.io.Text com.acme.udf.Mask.evaluate(org.apache.hadoop.io.Text) on object "
                  "com.acme.udf.Mask@5e6f of class com.acme.udf.Mask with arguments {null} of size 1\n",
                  SDX_FC_JOBLOGIC, "org.apache.hadoop.hive.ql.metadata.HiveException");
    /* Unity Catalog's refusal names a schema: it is a permission, not a schema problem */
    check_primary("com.databricks.sql.managedcatalog.acl.UnauthorizedAccessException: PERMISSION_DENIED: User "
                  "does not have USE SCHEMA on Schema 'finance.reporting'.\n",
                  SDX_FC_IO, "com.databricks.sql.managedcatalog.acl.UnauthorizedAccessException");
    /* DataFusion's memory pool refusing an allocation */
    check_primary("org.apache.comet.CometNativeException: Resources exhausted: Additional allocation failed with "
                  "top memory consumers (across reservations) as: SortExec[2] consumed 52428800 bytes\n",
                  SDX_FC_RESOURCE, "org.apache.comet.CometNativeException");
    /* a Zeppelin wrapper alone yields to the exception printed before it */
    check_primary("java.lang.NoSuchMethodError: scala.tools.nsc.Settings.usejavacp()Lscala/tools/nsc/settings/"
                  "AbsSettings$AbsSetting;\n"
                  "ERROR [2021-05-03 10:00:00,000] ({pool-2-thread-2} Job.java[run]:190) - Job failed\n"
                  "org.apache.zeppelin.interpreter.InterpreterException: Fail to open SparkInterpreter\n",
                  SDX_FC_JOBLOGIC, "java.lang.NoSuchMethodError");
}

TEST(native_engine_panics)
{
    check_primary("Comet native panic: panicked at core/src/execution/memory_pools/unified_pool.rs:88:17:\n"
                  "called `Result::unwrap()` on an `Err` value: insufficient capacity\n",
                  SDX_FC_RESOURCE, "Comet native panic");
    check_primary("thread 'tokio-runtime-worker' panicked at native-engine/src/exprs/cast.rs:41:9:\n"
                  "not implemented: cast from Decimal128(38, 10) to Utf8View\n",
                  SDX_FC_JOBLOGIC, "panic");
}

TEST(session_fifteen_nameless_and_platform_forms)
{
    /* Py4J's cause line holding ABFS's message without the exception's name */
    check_primary("Py4JJavaError: An error occurred while calling o88.csv.\n"
                  ": Operation failed: \"This request is not authorized to perform this operation using this "
                  "permission.\", 403, HEAD, https://lake01.dfs.core.windows.net/raw/orders?upn=false&timeout=90\n"
                  "\tat org.apache.hadoop.fs.azurebfs.services.AbfsRestOperation.execute(AbfsRestOperation.java:231)\n",
                  SDX_FC_IO, "org.apache.hadoop.fs.azurebfs.contracts.exceptions.AbfsRestOperationException");
    /* ... and its older "Key=value" form, the header cut off */
    check_primary("StatusCode=403\n"
                  "StatusDescription=This request is not authorized to perform this operation.\n"
                  "ErrorCode=AuthorizationFailure\n"
                  "\tat shaded.databricks.org.apache.hadoop.fs.azurebfs.services.AbfsRestOperation.execute("
                  "AbfsRestOperation.java:134)\n",
                  SDX_FC_IO, "org.apache.hadoop.fs.azurebfs.contracts.exceptions.AbfsRestOperationException");
    /* AWS Glue's run panel: the message without its exception's name (the SDK's service names it) */
    check_primary("Error Category: PERMISSION_ERROR; Failed Line Number: 41; An error occurred while calling "
                  "o212.getDynamicFrame. User: arn:aws:sts::123456789012:assumed-role/etl/GlueJob is not "
                  "authorized to perform: s3:GetObject on resource: arn:aws:s3:::raw/x (Service: S3, Status "
                  "Code: 403, Request ID: 7F3A)\n",
                  SDX_FC_IO, "S3Exception");
    /* the Spark operator's event for a failed executor pod */
    check_primary("I0301 10:00:00.000000       1 event.go:282] Event(v1.ObjectReference{Kind:\"SparkApplication\", "
                  "Name:\"nightly\"}): type: 'Warning' reason: 'SparkExecutorFailed' Executor [nightly-exec-7 1 "
                  "Error] failed with ExitCode: 1, Reason: Error\n",
                  SDX_FC_RESOURCE, "Executor exited with code 1");
    /* YARN's diagnostics' last line quoted alone */
    check_primary("[2025-02-03 04:05:06.789] Container exited with a non-zero exit code 137.\n"
                  "[2025-02-03 04:05:06.790] Killed by external signal\n",
                  SDX_FC_RESOURCE, "Container exited with a non-zero exit code 137");
}

TEST(log_viewer_newest_first)
{
    /* a Kibana export lists the newest record first: the oldest failure is the cause */
    check_primary("  | March 3rd 2021, 09:40:02.100 | 21/03/03 09:40:01 ERROR TaskSchedulerImpl: Lost executor 5 on "
                  "10.0.0.5: worker lost | -\n\n"
                  "  | March 3rd 2021, 09:31:12.100 | 21/03/03 09:31:11 ERROR TaskSchedulerImpl: Lost executor 2 on "
                  "10.0.0.2: Remote RPC client disassociated. Likely due to containers exceeding thresholds, or "
                  "network issues. Check driver logs for WARN messages. | -\n\n"
                  "  | March 3rd 2021, 09:30:05.100 | 21/03/03 09:30:04 WARN HeartbeatReceiver: Removing executor 2 "
                  "with no recent heartbeats: 160000 ms exceeds timeout 120000 ms | -\n",
                  SDX_FC_TIMEOUTNETWORK, "Executor heartbeat timed out");
}

TEST(session_fifteen_rules)
{
    /* a class's static initializer that failed under an OutOfMemoryError printed before it */
    check_primary("22/05/06 01:02:03 WARN ManagedSelector: java.lang.OutOfMemoryError: Java heap space\n"
                  "22/05/06 01:02:04 WARN DefaultPromise: An exception was thrown by a listener\n"
                  "java.lang.NoClassDefFoundError: Could not initialize class org.apache.commons.lang3.StringUtils\n"
                  "\tat org.apache.spark.network.protocol.RpcRequest.toString(RpcRequest.java:90)\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    /* a broadcast's blocks gone from the driver */
    check_primary("Lost task 1.0 in stage 4.0 (TID 9, worker-3, executor 2): java.io.IOException: "
                  "org.apache.spark.SparkException: Failed to get broadcast_7_piece0 of broadcast_7\n",
                  SDX_FC_DRIVER, "org.apache.spark.SparkException");
    /* a reader's check of one Spark type against another */
    check_primary("java.lang.IllegalArgumentException: Spark type: StructType(StructField(geom,BinaryType,true)) "
                  "doesn't match the type: StructType(StructField(geom,StringType,true)) in the file's schema\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
    /* PySpark's schema inference over columns that are all None */
    check_primary("Traceback (most recent call last):\n"
                  "  File \"/jobs/load.py\", line 12, in <module>\n"
                  "    df = spark.createDataFrame(pdf)\n"
                  "ValueError: Some of types cannot be determined after inferring\n",
                  SDX_FC_DATASCHEMA, "ValueError");
    /* an exception named for the remote side it came from is not a network failure by that word */
    check_primary("org.elasticsearch.hadoop.rest.EsHadoopRemoteException: mapper_parsing_exception: failed to "
                  "parse field [amount] of type [long] in document with id '17'\n",
                  SDX_FC_IO, "EsHadoopRemoteException");
}

TEST(session_fifteen_reading)
{
    /* a Python traceback relayed at INFO by a tracker's logger, after a WARN that counts for nothing */
    check_primary("22/04/10 19:58:33 WARN XGBoostSpark: train_test_ratio is deprecated since XGBoost 0.82\n"
                  "22/04/10 19:58:33 INFO RabitTracker$TrackerProcessLogger:   File \"/tmp/tracker1.py\", line 67\n"
                  "22/04/10 19:58:33 INFO RabitTracker$TrackerProcessLogger: SyntaxError: invalid syntax\n",
                  SDX_FC_JOBLOGIC, "SyntaxError");
    /* Kubernetes' words for an executor pod deleted, quoted alone */
    check_primary("The executor with id 12 was deleted by a user or the framework.\n", SDX_FC_RESOURCE,
                  "Executor pod deleted");
    /* a wrapper alone, thrown while a decommissioned executor moved its shuffle blocks */
    check_primary("org.apache.spark.SparkException: Exception thrown in awaitResult:\n"
                  "\tat org.apache.spark.util.ThreadUtils$.awaitResult(ThreadUtils.scala:301)\n"
                  "\tat org.apache.spark.network.BlockTransferService.uploadBlockSync(BlockTransferService.scala:122)\n"
                  "\tat org.apache.spark.storage.BlockManagerDecommissioner$ShuffleMigrationRunnable.run("
                  "BlockManagerDecommissioner.scala:118)\n",
                  SDX_FC_SHUFFLE, "org.apache.spark.SparkException");
}

TEST(session_fifteen_yarn_forms)
{
    /* the ApplicationMaster's final status at INFO, its reason the only failure */
    check_primary("21/06/01 15:03:28 INFO ApplicationMaster: Final app status: FAILED, exitCode: 11, (reason: Max "
                  "number of executor failures (20) reached)\n",
                  SDX_FC_RESOURCE, "Max number of executor failures (20) reached");
    /* YARN refusing the containers asked for */
    check_primary("org.apache.hadoop.yarn.exceptions.InvalidResourceRequestException: Invalid resource request, "
                  "requested memory < 0, or requested memory > max configured, requestedMemory=20480, "
                  "maxMemory=16384\n",
                  SDX_FC_RESOURCE, "InvalidResourceRequestException");
    /* a program the workers start that is there but may not be run */
    check_primary("java.io.IOException: Cannot run program \"/opt/worker/Microsoft.Spark.Worker\": error=13, "
                  "Permission denied\n",
                  SDX_FC_IO, "java.io.IOException");
    /* ... and one that is missing */
    check_primary("java.io.IOException: Cannot run program \"python3.11\": error=2, No such file or directory\n",
                  SDX_FC_JOBLOGIC, "java.io.IOException");
    /* launch diagnostics of an attempt's first container: the application master */
    check_primary("Diagnostics: Exception from container-launch.\n"
                  "Container id: container_e07_1600000000000_0042_01_000001\n"
                  "Exit code: 1\n"
                  "Stack trace: ExitCodeException exitCode=1:\n"
                  "\tat org.apache.hadoop.util.Shell.runCommand(Shell.java:585)\n",
                  SDX_FC_DRIVER, "ExitCodeException");
    /* an exception name a renderer followed with '-' instead of ':' is still named */
    check_primary("    org.apache.spark.SparkException- Job aborted.\n", SDX_FC_JOBLOGIC,
                  "org.apache.spark.SparkException");
}

TEST(unreachable_service_is_network)
{
    /* a generic I/O exception that says the other side could not be reached */
    check_primary("java.io.IOException: connect timed out\n"
                  "\tat io.fabric8.kubernetes.client.dsl.base.OperationSupport.waitForResult(OperationSupport.java:504)\n",
                  SDX_FC_TIMEOUTNETWORK, "java.io.IOException");
    /* a database driver that found no host to run the query on */
    check_primary("com.datastax.driver.core.exceptions.NoHostAvailableException: All host(s) tried for query failed "
                  "(tried: /10.0.4.7:9042 (com.datastax.driver.core.exceptions.TransportException: [/10.0.4.7:9042] "
                  "Cannot connect))\n",
                  SDX_FC_TIMEOUTNETWORK, "NoHostAvailableException");
    /* ... but a store's own refusal stays the store's */
    check_primary("com.datastax.driver.core.exceptions.WriteFailureException: Cassandra failure during write "
                  "query at consistency ONE (1 responses were required but only 0 replica responded, 1 failed)\n",
                  SDX_FC_IO, "WriteFailureException");
}

TEST(pickler_error_keeps_what_it_could_not_serialize)
{
    /* the convention: a Python exception named inside a pickler's message is not its cause */
    check_primary("the example fails with `_pickle.PicklingError: Could not serialize object: ValueError: Cell "
                  "is empty` since the upgrade\n",
                  SDX_FC_SERIALIZATION, "_pickle.PicklingError");
    check_primary("_pickle.PicklingError: Could not serialize object: TypeError: cannot pickle '_thread.lock' "
                  "object\n",
                  SDX_FC_SERIALIZATION, "_pickle.PicklingError");
}

TEST(value_parsers_of_the_jdk_and_libraries)
{
    /* java.sql.Timestamp.valueOf on a value in another format */
    check_primary("java.lang.IllegalArgumentException: Timestamp format must be yyyy-mm-dd hh:mm:ss[.fffffffff]\n"
                  "\tat java.sql.Timestamp.valueOf(Timestamp.java:204)\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
    /* a spreadsheet cell of another type than the schema's */
    check_primary("java.lang.IllegalStateException: Cannot get a STRING value from a NUMERIC cell\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalStateException");
    /* a geometry value that does not validate */
    check_primary("java.lang.IllegalArgumentException: Points of LinearRing do not form a closed linestring\n"
                  "\tat org.locationtech.jts.geom.LinearRing.validateConstruction(LinearRing.java:94)\n"
                  "\tat org.apache.sedona.common.Constructors.geomFromWKT(Constructors.java:60)\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
    /* an ML transformer told to reject NaN */
    check_primary("org.apache.spark.SparkException: Encountered NaN while assembling a row with handleInvalid = "
                  "\"error\". Consider removing NaNs from dataset or using handleInvalid = \"keep\" or \"skip\".\n",
                  SDX_FC_DATASCHEMA, "org.apache.spark.SparkException");
}

TEST(accelerators_memory_and_upgrades)
{
    /* RMM's pool exhausted: the GPU's memory, not the driver's heap */
    check_primary("java.lang.OutOfMemoryError: Could not allocate native memory: std::bad_alloc: out_of_memory: RMM "
                  "failure at:/opt/rmm/include/rmm/mr/device/arena_memory_resource.hpp:181: Maximum pool size "
                  "exceeded\n",
                  SDX_FC_RESOURCE, "java.lang.OutOfMemoryError");
    check_primary("ai.rapids.cudf.CudaException: an illegal memory access was encountered\n"
                  "\tat ai.rapids.cudf.Table.concatenate(Native Method)\n",
                  SDX_FC_RESOURCE, "ai.rapids.cudf.CudaException");
    /* Velox's memory pool accounting */
    check_primary("org.apache.gluten.exception.GlutenException: Exception: VeloxRuntimeError\n"
                  "Error Source: RUNTIME\n"
                  "Error Code: INVALID_STATE\n"
                  "Reason: Bad memory usage track state: Memory Pool[op.3.0.0.HashBuild LEAF] used 1.2GB\n",
                  SDX_FC_RESOURCE, "VeloxRuntimeError");
    /* a Python driver's own exit status, YARN's only words */
    check_primary("{\"id\":7,\"state\":\"dead\",\"log\":[\"YARN Diagnostics:\",\"User application exited with status 1\"]}\n",
                  SDX_FC_JOBLOGIC, "User application exited with status 1");
    /* Spark 3's datetime parser refusing a pattern Spark 2 accepted */
    check_primary("org.apache.spark.SparkUpgradeException: You may get a different result due to the upgrading of "
                  "Spark 3.0: Fail to recognize 'dd/MM/YYYY' pattern in the DateTimeFormatter.\n",
                  SDX_FC_DATASCHEMA, "org.apache.spark.SparkUpgradeException");
    /* the CSV reader's corrupt-record column that is not in the schema is a column, not corruption */
    check_primary("java.lang.IllegalArgumentException: _corrupt_record does not exist. Available: id, name\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
}

TEST(session_fifteen_batch_thirty_patterns)
{
    /* a block or a row over 2 GB: a partition too big for one buffer, a resource limit */
    check_primary("java.lang.IllegalArgumentException: Size exceeds Integer.MAX_VALUE\n"
                  "\tat sun.nio.ch.FileChannelImpl.map(FileChannelImpl.java:869)\n"
                  "\tat org.apache.spark.storage.DiskStore$$anonfun$getBytes$4.apply(DiskStore.scala:125)\n",
                  SDX_FC_RESOURCE, "java.lang.IllegalArgumentException");
    check_primary("java.lang.IllegalArgumentException: Cannot grow BufferHolder by size -2115263656 because the size "
                  "is negative\n",
                  SDX_FC_RESOURCE, "java.lang.IllegalArgumentException");
    /* a source that cannot handle a column's type */
    check_primary("java.lang.UnsupportedOperationException: Unimplemented type: TimestampType\n", SDX_FC_DATASCHEMA,
                  "java.lang.UnsupportedOperationException");
    /* a connector reading its own checkpoint file cut short */
    check_primary("java.io.EOFException\n"
                  "\tat java.io.DataInputStream.readUnsignedShort(DataInputStream.java:340)\n"
                  "\tat com.microsoft.azure.cosmosdb.spark.util.HdfsUtils.read(HdfsUtils.scala:66)\n",
                  SDX_FC_IO, "java.io.EOFException");
    /* a GPU kernel that failed while RAPIDS handled an allocation failure */
    check_primary("24/08/01 23:01:20 ERROR DeviceMemoryEventHandler: Error handling allocation failure\n"
                  "ai.rapids.cudf.CudfException: after dispatching exclusive_scan_by_key kernel\n"
                  "\tat ai.rapids.cudf.Table.groupByScan(Native Method)\n",
                  SDX_FC_RESOURCE, "ai.rapids.cudf.CudfException");
}

TEST(platform_words_without_an_exception)
{
    /* Dataproc's agent on a driver killed by a signal */
    check_primary("Tool finished with DriverExitStatus([Driver received SIGTERM/SIGKILL signal and exited with 137 "
                  "code, which potentially signifies a memory pressure.\n"
                  "Google Cloud Dataproc Agent reports job failure.\n",
                  SDX_FC_DRIVER, "Driver received SIGTERM/SIGKILL signal");
    /* Oozie's launcher relaying main()'s exception by its message */
    check_primary("Failing Oozie Launcher, Main class [org.apache.oozie.action.hadoop.SparkMain], main() threw "
                  "exception, Delegation Token can be issued only with kerberos or web authentication\n",
                  SDX_FC_IO, "Delegation Token can be issued only with kerberos");
    /* an image whose entrypoint does not know Spark's role argument; a JVM option that does not parse */
    check_primary("/opt/entrypoint.sh: line 40: exec: driver: not found\n", SDX_FC_DRIVER, "exec: driver: not found");
    check_primary("Invalid initial heap size: -Xms\n"
                  "Error: Could not create the Java Virtual Machine.\n"
                  "Error: A fatal exception has occurred. Program will exit.\n",
                  SDX_FC_DRIVER, "Invalid initial heap size");
}

TEST(session_fifteen_batch_thirty_one_patterns)
{
    /* a storage connector's classes missing: the store cannot be opened */
    check_primary("java.lang.RuntimeException: java.lang.ClassNotFoundException: Class "
                  "org.apache.hadoop.fs.s3a.S3AFileSystem not found\n",
                  SDX_FC_IO, "java.lang.ClassNotFoundException");
    /* generated code that does not compile is Spark's codegen, not a column */
    check_primary("org.codehaus.commons.compiler.CompileException: File 'generated.java', Line 78, Column 154: "
                  "Incompatible expression types \"void\" and \"int\"\n",
                  SDX_FC_JOBLOGIC, "CompileException");
    /* a JDBC driver's own exception */
    check_primary("com.example.jdbc.ProtocolException: Too long message received\n", SDX_FC_IO, "ProtocolException");
    /* values that do not fit the declared type */
    check_primary("java.lang.ArithmeticException: BigInteger out of long range\n", SDX_FC_DATASCHEMA,
                  "java.lang.ArithmeticException");
    check_primary("java.lang.IllegalArgumentException: The value (3000.0) of the type (java.lang.Double) cannot be "
                  "converted to the string type\n",
                  SDX_FC_DATASCHEMA, "java.lang.IllegalArgumentException");
    check_primary("org.apache.spark.SparkRuntimeException: [EXCEED_LIMIT_LENGTH] Exceeds char/varchar type length "
                  "limitation: 5.\n",
                  SDX_FC_DATASCHEMA, "org.apache.spark.SparkRuntimeException");
    /* elasticsearch-hadoop's words when it could not reach the cluster */
    check_primary("org.elasticsearch.hadoop.EsHadoopIllegalArgumentException: Cannot detect ES version - typically "
                  "this happens if the network/Elasticsearch cluster is not accessible\n",
                  SDX_FC_TIMEOUTNETWORK, "EsHadoopIllegalArgumentException");
}

TEST(connector_and_accelerator_frames_are_never_user_code)
{
    /* the "user code" field shows the user's own frame or nothing: a connector's, a store
     * client's or a GPU library's frame is not it */
    const char *texts[] = {
        "java.lang.NullPointerException\n"
        "\tat net.snowflake.client.jdbc.telemetryOOB.TelemetryService.getServerDeploymentName(TelemetryService.java:251)\n"
        "\tat net.snowflake.client.jdbc.SnowflakeConnectionV1.<init>(SnowflakeConnectionV1.java:120)\n",
        "java.lang.OutOfMemoryError: Could not allocate native memory: std::bad_alloc: out_of_memory: RMM failure\n"
        "\tat ai.rapids.cudf.Table.concatenate(Native Method)\n"
        "\tat ai.rapids.cudf.Table.access$300(Table.java:41)\n",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        sdx_triage_result *r = triage(texts[i]);
        const sdx_failure *p = primary(r);
        CHECK(p != NULL);
        if (p)
            CHECK(p->user_frame == NULL);
        sdx_triage_result_free(r);
    }
    /* ... while the job's own frame below them still is */
    sdx_triage_result *r = triage("java.lang.NullPointerException\n"
                                  "\tat com.datastax.spark.connector.writer.TableWriter.write(TableWriter.scala:90)\n"
                                  "\tat com.acme.etl.LoadEvents$.run(LoadEvents.scala:41)\n");
    const sdx_failure *p = primary(r);
    CHECK(p && p->user_frame && strstr(p->user_frame, "com.acme.etl.LoadEvents"));
    sdx_triage_result_free(r);
}

TEST(notebook_html_and_platform_statements)
{
    /* a notebook's output exported as HTML: its colour spans and entities */
    check_primary("<div class=\"ansiout\"><span class=\"ansi-red-fg\">AnalysisException</span>                 "
                  "Traceback (most recent call last)\n"
                  "<span class=\"ansi-green-fg\">&lt;command-1&gt;</span> in <span class=\"ansi-cyan-fg\">&lt;module"
                  "&gt;</span>\n"
                  "<span class=\"ansi-red-fg\">AnalysisException</span>: cannot resolve &#39;`COUNT`&#39; given "
                  "input columns: [a, b];\n",
                  SDX_FC_DATASCHEMA, "AnalysisException");
    /* statements without a record or an exception */
    check_primary("Connection to /10.0.3.4:36650 has been quiet for 300000 ms while there are outstanding requests. "
                  "Assuming connection is dead; please adjust spark.network.timeout if this is wrong.\n",
                  SDX_FC_TIMEOUTNETWORK, "has been quiet for 300000 ms");
    check_primary("Bad data in pyspark.daemon's standard output. Invalid port number:\n  926298423 (0x37363137)\n",
                  SDX_FC_JOBLOGIC, "Bad data in pyspark.daemon's standard output");
    check_primary("Invalid Http Request: Your Spark job requested 24 vcores. However, the workspace has a 12 core "
                  "limit. Try reducing the numbers of vcores requested or increasing your vcore quota.\n",
                  SDX_FC_RESOURCE, "vcores");
    check_primary("2022-11-13 22:22:04,827 ERROR [main] hudi.HoodieSparkSqlWriter$ (HoodieSparkSqlWriter.scala:"
                  "commitAndPerformPostOperations(689)): UPSERT failed with errors\n",
                  SDX_FC_IO, "UPSERT failed with errors");
    /* Java 17's closed internals */
    check_primary("java.lang.IllegalAccessError: class org.apache.spark.storage.StorageUtils$ (in unnamed module "
                  "@0x1) cannot access class sun.nio.ch.DirectBuffer (in module java.base) because module java.base "
                  "does not export sun.nio.ch to unnamed module @0x1\n",
                  SDX_FC_DRIVER, "java.lang.IllegalAccessError");
}

TEST(quota_collation_and_deserializer_eof)
{
    /* an HDFS directory's quota */
    check_primary("org.apache.hadoop.hdfs.protocol.DSQuotaExceededException: The DiskSpace quota of /user/etl is "
                  "exceeded: quota = 1099511627776 B = 1 TB but diskspace consumed = 1099600000000 B\n",
                  SDX_FC_IO, "DSQuotaExceededException");
    /* a collation mismatch is the schema's */
    check_primary("org.apache.spark.sql.AnalysisException: [COLLATION_MISMATCH.EXPLICIT] Could not determine which "
                  "collation to use for string functions and operators.\n",
                  SDX_FC_DATASCHEMA, "AnalysisException");
    /* a deserializer that met the end of its bytes */
    check_primary("Lost task 0.0 in stage 0.0 (TID 0, host-4): java.io.EOFException\n"
                  "\tat org.apache.spark.serializer.KryoDeserializationStream.readObject(KryoSerializer.scala:232)\n"
                  "\tat org.apache.spark.broadcast.TorrentBroadcast$.unBlockifyObject(TorrentBroadcast.scala:217)\n",
                  SDX_FC_SERIALIZATION, "java.io.EOFException");
}

/* The word model (lib/triage/tmodel.c): words are runs of letters cut where
 * camel case starts a word, whatever pieces the text comes in; a blob
 * longer than 64 letters is no word. */
#include "triage/tmodel.h"

static void words_of(const char *s, size_t piece, tg_words *w)
{
    memset(w, 0, sizeof *w);
    size_t n = strlen(s);
    for (size_t i = 0; i < n; i += piece)
        tg_words_feed(w, s + i, n - i < piece ? n - i : piece);
    tg_words_end(w);
}

TEST(word_model_reads_words_however_the_text_is_cut)
{
    static const char text[] =
        "org.apache.spark.shuffle.FetchFailedException: Failed to connect to HTTPServer/10.0.0.7:7337\n"
        "\tat org.apache.spark.storage.ShuffleBlockFetcherIterator.throwFetchFailedException\n";
    tg_words whole, bytewise, odd;
    words_of(text, sizeof text, &whole);
    words_of(text, 1, &bytewise);
    words_of(text, 7, &odd);
    CHECK(whole.nseen >= 8);
    CHECK_EQ_INT(bytewise.nseen, whole.nseen);
    CHECK_EQ_INT(odd.nseen, whole.nseen);
    CHECK(memcmp(whole.seen, bytewise.seen, sizeof whole.seen) == 0);
    CHECK(memcmp(whole.seen, odd.seen, sizeof whole.seen) == 0);
    /* the same letters as one 70-letter run: no word at all */
    tg_words blob;
    words_of("FetchFailedFetchFailedFetchFailedFetchFailedFetchFailedFetchFailedFetch", 5, &blob);
    CHECK_EQ_INT(blob.nseen, 0);
    tg_words none;
    words_of("12 34 -- x", 3, &none);
    CHECK_EQ_INT(none.nseen, 0);
    CHECK_EQ_INT(tg_words_class(&none, SDX_FC_JOBLOGIC), SDX_FC_JOBLOGIC);
}

/* A failure no rule names takes the class its text's words give, when the
 * model is sure; the explanation then says the class came from the words.
 * An exception that says nothing stays JobLogic with the rule's own text. */
TEST(word_model_classes_a_failure_no_rule_names)
{
    sdx_triage_result *r = triage(
        "ERROR ApplicationMaster: User class threw exception: com.acme.WidgetException: kubernetes pod "
        "driver namespace service account cannot list pods in the namespace\n"
        "\tat io.fabric8.kubernetes.client.dsl.base.BaseOperation.list(BaseOperation.java:1)\n");
    const sdx_failure *p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_DRIVER);
        CHECK_EQ_STR(p->rule, "generic.exception");
        CHECK(strstr(p->explanation, "the words of the text") != NULL);
    }
    sdx_triage_result_free(r);
    r = triage("Exception in thread \"main\" com.acme.WidgetException: bad widget 42\n");
    p = primary(r);
    CHECK(p != NULL);
    if (p) {
        CHECK_EQ_INT(p->fclass, SDX_FC_JOBLOGIC);
        CHECK(strstr(p->explanation, "the words of the text") == NULL);
    }
    sdx_triage_result_free(r);
}

/* Batch 33's patterns: Spark's cartesian-product refusal, YARN refusing a
 * queue, a state store that does not load, platform statements (sparkmagic,
 * a job run, kubectl describe, the operator's event), Livy's session state,
 * Netty's direct memory under a remote shuffle client, store clients' "no
 * node answered", java.io's stream header, the JVM's handler that threw. */
TEST(cartesian_queue_state_store_and_platform_statements)
{
    check_primary("org.apache.spark.sql.AnalysisException: Detected implicit cartesian product for INNER join "
                  "between logical plans\nProject [a#1]\n+- LocalRelation [a#1]\nand\nProject [b#2]\n"
                  "Join condition is missing or trivial.\n",
                  SDX_FC_JOBLOGIC, "AnalysisException");
    /* the message alone, its exception line cut from the paste */
    check_primary("```\nJoin condition is missing or trivial.\nUse the CROSS JOIN syntax to allow cartesian "
                  "products between these relations.;\n  at org.apache.spark.sql.catalyst.optimizer."
                  "CheckCartesianProducts.apply(Optimizer.scala:1)\n```\n",
                  SDX_FC_JOBLOGIC, "Join condition is missing or trivial");
    check_primary("org.apache.hadoop.yarn.exceptions.YarnException: Failed to submit application_1_0002 to YARN : "
                  "Reject application application_1_0002 submitted by user etl application rejected by "
                  "placement rules.\n\tat org.apache.spark.deploy.yarn.Client.submitApplication(Client.scala:1)\n",
                  SDX_FC_RESOURCE, "YarnException");
    check_primary("The gateway says: Failed to submit application_7_0001 to YARN : Application rejected by queue "
                  "placement policy.\n",
                  SDX_FC_RESOURCE, "Application rejected by queue placement policy");
    check_primary("org.apache.spark.SparkException: [CANNOT_LOAD_STATE_STORE.UNCATEGORIZED] An error occurred "
                  "during loading state. SQLSTATE: 58030\n\tat org.apache.spark.sql.errors."
                  "QueryExecutionErrors$.cannotLoadStore(QueryExecutionErrors.scala:1)\n",
                  SDX_FC_IO, "SparkException");
    check_primary("The code failed because of a fatal error:\n\tError sending http request and maximum retry "
                  "encountered..\n",
                  SDX_FC_TIMEOUTNETWORK, "Error sending http request and maximum retry encountered");
    check_primary("Run result unavailable: job failed with error message Failed to reach the driver\n",
                  SDX_FC_DRIVER, "Failed to reach the driver");
    check_primary("    State:          Terminated\n      Reason:       ContainerCannotRun\n"
                  "      Message:      OCI runtime create failed: exec: \"driver\": permission denied\n",
                  SDX_FC_DRIVER, "ContainerCannotRun");
    check_primary("I0102 03:04:05.000000  10 event.go:282] Event(v1.ObjectReference{Kind:\"SparkApplication\"}): "
                  "type: 'Warning' reason: 'SparkDriverFailed' Driver etl-driver failed\n",
                  SDX_FC_DRIVER, "SparkDriverFailed");
    check_primary("16/01/02 03:04:05 ERROR SessionServlet$: internal error\n"
                  "java.lang.IllegalStateException: Session is in state dead\n"
                  "\tat com.cloudera.livy.sessions.Session.recordActivity(Session.scala:1)\n",
                  SDX_FC_DRIVER, "IllegalStateException");
}

TEST(memory_network_and_stream_roots_whatever_the_package)
{
    /* Netty's direct memory inside a remote shuffle client is the executor's memory */
    check_primary("23/01/02 03:04:05 WARN TransportChannelHandler: Exception in connection from /10.0.0.9:19999\n"
                  "org.apache.uniffle.io.netty.util.internal.OutOfDirectMemoryError: failed to allocate 16777216 "
                  "byte(s) of direct memory (used: 1073741824, max: 1073741824)\n"
                  "\tat org.apache.uniffle.io.netty.util.internal.PlatformDependent.incrementMemoryCounter("
                  "PlatformDependent.java:1)\n",
                  SDX_FC_RESOURCE, "OutOfDirectMemoryError");
    check_primary("ai.rapids.cudf.CudfException: CUDA error encountered at: /cudf/cpp/src/x.cu:12: 101 "
                  "cudaErrorInvalidDevice invalid device ordinal\n\tat ai.rapids.cudf.Table.x(Native Method)\n",
                  SDX_FC_RESOURCE, "CudfException");
    check_primary("Exception in thread \"main\" com.datastax.oss.driver.api.core.AllNodesFailedException: Could "
                  "not reach any contact point, make sure you've provided valid addresses\n"
                  "\tat com.datastax.oss.driver.api.core.AllNodesFailedException.fromErrors(x.java:1)\n",
                  SDX_FC_TIMEOUTNETWORK, "AllNodesFailedException");
    check_primary("Caused by: java.lang.RuntimeException: java.io.StreamCorruptedException: invalid stream "
                  "header: 0100A1B2\n\tat org.apache.spark.network.netty.NettyRpcEnv.deserialize(x.scala:1)\n",
                  SDX_FC_SERIALIZATION, "StreamCorruptedException");
    /* the JVM's words when the uncaught-exception handler threw: the exception it names */
    check_primary("Exception in thread \"main\" \nException: java.lang.OutOfMemoryError thrown from the "
                  "UncaughtExceptionHandler in thread \"main\"\n",
                  SDX_FC_DRIVER, "OutOfMemoryError");
    check_primary("Caused by: com.starrocks.connector.spark.exception.StarrocksInternalException: StarRocks BE "
                  "failed, reason: tablet 10042 has no replica on host be-3\n",
                  SDX_FC_IO, "StarrocksInternalException");
    /* the start-up warning every application prints is never the failure */
    sdx_triage_result *r = triage("20/01/02 03:04:05 WARN NativeCodeLoader: Unable to load native-hadoop library "
                                  "for your platform... using builtin-java classes where applicable\n");
    CHECK(r != NULL && r->primary < 0);
    sdx_triage_result_free(r);
}

/* Batch 34's patterns: a trace whose exception line was cut (its message on
 * the line before the frames), a shell-compiled class the executors cannot
 * load, Avro's writer, barrier mode, ML and inference messages, Databricks'
 * shaded Kafka. */
TEST(headless_traces_repl_classes_and_writers)
{
    check_primary("We get this on the older release.\n\n```\nrequirement failed: Invalid value `-1` for parameter "
                  "`fetchsize`. The minimum value is 0.\nat scala.Predef$.require(Predef.scala:224)\n"
                  "at org.apache.spark.sql.execution.datasources.jdbc.JDBCOptions.<init>(JDBCOptions.scala:152)\n```\n",
                  SDX_FC_JOBLOGIC, "IllegalArgumentException");
    check_primary("Failed to find data source: kinesis. Please find packages at\n"
                  "https://spark.apache.org/third-party-projects.html\n\n"
                  "\tat org.apache.spark.sql.errors.QueryExecutionErrors$.failedToFindDataSourceError(x.scala:574)\n"
                  "\tat org.apache.spark.sql.execution.datasources.DataSource$.lookupDataSource(x.scala:675)\n",
                  SDX_FC_JOBLOGIC, "Exception");
    /* the guess gives way to any failure the text names */
    check_primary("the job stopped here\n\tat org.apache.spark.rdd.RDD.iterator(RDD.scala:1)\n"
                  "java.lang.ArithmeticException: / by zero\n\tat com.acme.Job.run(Job.scala:3)\n",
                  SDX_FC_JOBLOGIC, "ArithmeticException");
    /* prose ending in a colon is not a message */
    sdx_triage_result *r = triage("This is what I get:\n\tat org.apache.spark.rdd.RDD.iterator(RDD.scala:1)\n");
    CHECK(r != NULL && r->primary < 0);
    sdx_triage_result_free(r);
    check_primary("org.apache.spark.SparkException: Job aborted due to stage failure: Task 0 in stage 0.0 failed 4 "
                  "times, most recent failure: Lost task 0.3 in stage 0.0 (TID 3, h1): "
                  "java.lang.ClassNotFoundException: $iwC$$iwC$$iwC$$anonfun$1\n"
                  "\tat java.net.URLClassLoader.findClass(URLClassLoader.java:360)\n",
                  SDX_FC_SERIALIZATION, "ClassNotFoundException");
    check_primary("Name: org.apache.spark.SparkException\nMessage: Job aborted due to stage failure: ClassNotFound "
                  "with classloader: scala.reflect.internal.util.ScalaClassLoader$URLClassLoader@1f2e3d\n",
                  SDX_FC_SERIALIZATION, "SparkException");
    check_primary("Caused by: org.apache.avro.file.DataFileWriter$AppendWriteException: java.lang.NullPointerException: "
                  "null of string in field name of topLevelRecord\n"
                  "\tat org.apache.avro.file.DataFileWriter.append(DataFileWriter.java:308)\n",
                  SDX_FC_DATASCHEMA, "NullPointerException");
    check_primary("org.apache.spark.scheduler.BarrierJobRunWithDynamicAllocationException: [SPARK-24942]: Barrier "
                  "execution mode does not support dynamic resource allocation for now.\n",
                  SDX_FC_JOBLOGIC, "BarrierJobRunWithDynamicAllocationException");
    check_primary("Error: org.apache.spark.SparkException: VectorAssembler does not support the StringType type\n",
                  SDX_FC_DATASCHEMA, "SparkException");
    check_primary("Traceback (most recent call last):\n  File \"job.py\", line 3, in <module>\n"
                  "    df = spark.createDataFrame(pdf)\nValueError: can not infer schema from empty dataset\n",
                  SDX_FC_DATASCHEMA, "ValueError");
    /* the JVM's own crash report, behind a launcher's prefix */
    check_primary("[2]<stdout>:#\n[2]<stdout>:# A fatal error has been detected by the Java Runtime Environment:\n"
                  "[2]<stdout>:#\n[2]<stdout>:#  SIGSEGV (0xb) at pc=0x00007f3a2b1c0d1e, pid=4242, tid=4243\n"
                  "[2]<stdout>:# Problematic frame:\n[2]<stdout>:# C  [libnative.so+0x1d1e]  compress+0x1e\n",
                  SDX_FC_JOBLOGIC, "A fatal error has been detected by the Java Runtime Environment");
    check_primary("Caused by: kafkashaded.org.apache.kafka.common.KafkaException: Failed to construct kafka producer\n"
                  "\tat kafkashaded.org.apache.kafka.clients.producer.KafkaProducer.<init>(KafkaProducer.java:1)\n",
                  SDX_FC_IO, "KafkaException");
}

/* Batch 35's patterns: a jar for a newer Java, Spark's launcher missing, a
 * pod gone between polls, Databricks killing an unresponsive driver, lambdas
 * and custom serializers, Ammonite's classes. */
TEST(java_versions_launchers_missing_pods_and_lambdas)
{
    check_primary("Exception in thread \"main\" java.lang.UnsupportedClassVersionError: com/acme/Main : "
                  "Unsupported major.minor version 52.0\n",
                  SDX_FC_DRIVER, "UnsupportedClassVersionError");
    check_primary("Error in force(code) :\nException in thread \"main\" java.lang.NoClassDefFoundError: "
                  "org/apache/spark/launcher/Main\nCaused by: java.lang.ClassNotFoundException: "
                  "org.apache.spark.launcher.Main\n",
                  SDX_FC_DRIVER, "ClassNotFoundException");
    check_primary("25/01/02 03:04:05 WARN ExecutorPodsLifecycleManager: The executor with ID 12 was not found in "
                  "the cluster at the polling time which is after the accepted detect delta time (30000 ms)\n",
                  SDX_FC_RESOURCE, "The executor with ID");
    check_primary("24/04/02 09:59:20 WARN Hard killed Driver (pid=498) after unresponsive for 302 seconds\n",
                  SDX_FC_DRIVER, "Hard killed Driver");
    check_primary("Caused by: java.lang.IllegalArgumentException: Invalid lambda deserialization\n"
                  "\tat com.acme.Job.$deserializeLambda$(Job.java:1)\n",
                  SDX_FC_SERIALIZATION, "IllegalArgumentException");
    check_primary("java.lang.IllegalArgumentException: Unable to serialize Histogram with its binning function!\n",
                  SDX_FC_SERIALIZATION, "IllegalArgumentException");
    check_primary("java.lang.ClassNotFoundException: $sess.cmd3Wrapper$Helper$$anonfun$1\n"
                  "\tat java.net.URLClassLoader.findClass(URLClassLoader.java:382)\n",
                  SDX_FC_SERIALIZATION, "ClassNotFoundException");
}
