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
                  SDX_FC_DRIVER, "Total size of serialized results");
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

TEST(network_errors_under_storage_client_frames_are_io)
{
    const char *s3 = "java.net.SocketException: Connection reset\n"
                     "\tat java.net.SocketInputStream.read(SocketInputStream.java:210)\n"
                     "\tat com.amazonaws.internal.SdkFilterInputStream.read(SdkFilterInputStream.java:90)\n";
    check_primary(s3, SDX_FC_IO, "SocketException");
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
