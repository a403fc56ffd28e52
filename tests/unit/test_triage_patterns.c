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
