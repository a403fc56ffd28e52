/*
 * test_triage_normalize.c: the line normalizer of failure triage, one test
 * per kind of damage real failure texts carry (progress bars, colours,
 * markdown quotes, sbt / pytest / CI / docker / syslog prefixes, log4j headers, JSON
 * log records, escaped newlines, flattened stacks), plus chunk-boundary
 * independence and the bound on over-long lines.
 */
#include "harness.h"

#include <stdlib.h>

#include "triage/normalize.h"

#define MAXL 256

typedef struct got {
    char *text[MAXL];
    int level[MAXL];
    int record[MAXL];
    int n;
} got;

static void collect(void *ctx, const tg_line *l)
{
    got *g = ctx;
    if (g->n >= MAXL)
        return;
    char *s = malloc(l->n + 1);
    memcpy(s, l->s, l->n);
    s[l->n] = 0;
    g->text[g->n] = s;
    g->level[g->n] = l->level;
    g->record[g->n] = l->record_start;
    g->n++;
}

static void run_chunked(got *g, const char *in, size_t chunk)
{
    memset(g, 0, sizeof *g);
    tg_norm *nm = tg_norm_new(collect, g);
    size_t n = strlen(in);
    for (size_t i = 0; i < n; i += chunk)
        tg_norm_feed(nm, in + i, n - i < chunk ? n - i : chunk);
    tg_norm_finish(nm);
    tg_norm_free(nm);
}

static void run(got *g, const char *in) { run_chunked(g, in, 1 << 20); }

static void drop(got *g)
{
    for (int i = 0; i < g->n; i++)
        free(g->text[i]);
    g->n = 0;
}

/* The cleaned lines without leading blanks, joined with '|'. */
static const char *joined(got *g)
{
    static char buf[8192];
    size_t o = 0;
    buf[0] = 0;
    for (int i = 0; i < g->n; i++) {
        const char *s = g->text[i];
        while (*s == ' ' || *s == '\t')
            s++;
        o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%s", i ? "|" : "", s);
        if (o >= sizeof buf)
            break;
    }
    return buf;
}

TEST(crlf_and_last_line_without_newline)
{
    got g;
    run(&g, "first\r\nsecond\r\nthird");
    CHECK_EQ_STR(joined(&g), "first|second|third");
    drop(&g);
}

TEST(progress_bar_inside_a_line_is_removed)
{
    got g;
    run(&g, "WARN TaskSetManager: Lost task 3.0 in st[Stage 5:==>      (3 + 2) / 10]age 5.0 (TID 7)\n");
    CHECK_EQ_INT(g.n, 1);
    CHECK(strstr(g.text[0], "in stage 5.0 (TID 7)") != NULL);
    drop(&g);
}

TEST(progress_bar_lines_and_cr_clears_vanish)
{
    got g;
    run(&g, "[Stage 2:>                          (0 + 4) / 4]\r"
            "[Stage 2:=============>             (2 + 2) / 4]\r"
            "[Stage 2:=======>  (12 + 4) / 200][Stage 3:>   (0 + 0) / 8]"
            "24/01/02 10:11:12 ERROR TaskSetManager: Task 1 in stage 2.0 failed 4 times; aborting job\n"
            "\r                                                   \r\n");
    CHECK_EQ_INT(g.n, 1);
    CHECK_EQ_STR(g.text[0], "Task 1 in stage 2.0 failed 4 times; aborting job");
    CHECK_EQ_INT(g.level[0], TG_LVL_ERROR);
    drop(&g);
}

TEST(ansi_colours_with_and_without_escape)
{
    got g;
    run(&g, "\x1b[0;31mPy4JJavaError\x1b[0m: An error occurred\n[0;31mValueError[0m: bad\n");
    CHECK_EQ_STR(joined(&g), "Py4JJavaError: An error occurred|ValueError: bad");
    drop(&g);
}

TEST(markdown_quotes_nested)
{
    got g;
    run(&g, "> java.lang.ArithmeticException: / by zero\n> > \tat a.b.C.d(C.java:1)\n>\n");
    CHECK_EQ_STR(joined(&g), "java.lang.ArithmeticException: / by zero|at a.b.C.d(C.java:1)|");
    drop(&g);
}

TEST(sbt_and_maven_prefixes)
{
    got g;
    run(&g, "[info]   org.apache.spark.SparkException: Job aborted\n[error] \tat x.Y.z(Y.scala:3)\n[INFO] done\n");
    CHECK_EQ_STR(joined(&g), "org.apache.spark.SparkException: Job aborted|at x.Y.z(Y.scala:3)|done");
    drop(&g);
}

TEST(pytest_gutter)
{
    got g;
    run(&g, "E   py4j.protocol.Py4JJavaError: An error occurred while calling o1.count.\n"
            "E   : org.apache.spark.SparkException: boom\n"
            "E     File \"/x/job.py\", line 3, in f\n");
    CHECK_EQ_INT(g.n, 3);
    CHECK_EQ_STR(g.text[0], "py4j.protocol.Py4JJavaError: An error occurred while calling o1.count.");
    CHECK_EQ_STR(g.text[1], ": org.apache.spark.SparkException: boom");
    /* relative indentation of the traceback survives */
    CHECK_EQ_STR(g.text[2], "  File \"/x/job.py\", line 3, in f");
    drop(&g);
}

TEST(ci_timestamps_actions_jenkins_bracketed)
{
    got g;
    run(&g, "2024-03-01T10:11:12.1234567Z java.io.IOException: disk\n"
            "12:59:52  \tat a.B.c(B.java:1)\n"
            "[2023-03-31T14:25:56.240Z] Caused by: x.Y: z\n"
            "##[error]Process completed with exit code 1.\n");
    CHECK_EQ_STR(joined(&g), "java.io.IOException: disk|at a.B.c(B.java:1)|Caused by: x.Y: z|"
                             "Process completed with exit code 1.");
    drop(&g);
}

TEST(docker_compose_and_kubectl_prefixes)
{
    got g;
    run(&g, "app_1  | Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n"
            "[pod/etl-driver/spark-kubernetes-driver] 24/01/02 10:11:12 WARN Foo: bar\n");
    CHECK_EQ_STR(g.text[0], "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space");
    CHECK_EQ_STR(g.text[1], "bar");
    CHECK_EQ_INT(g.level[1], TG_LVL_WARN);
    drop(&g);
}

TEST(syslog_and_journald_prefixes)
{
    got g;
    run(&g, "Mar 14 02:17:45 wn-07 spark-submit[4411]: Caused by: java.io.IOException: No space left on device\n"
            "Mar  4 02:17:45 wn-07.corp bash[88]: \tat a.B.c(B.java:1)\n"
            "Marching 14 ahead: not a prefix\n");
    CHECK_EQ_STR(joined(&g), "Caused by: java.io.IOException: No space left on device|at a.B.c(B.java:1)|"
                             "Marching 14 ahead: not a prefix");
    drop(&g);
}

TEST(log4j_headers_of_several_layouts)
{
    got g;
    run(&g, "17/05/05 18:44:25 ERROR TaskSetManager: Task 16 in stage 301.0 failed 1 times; aborting job\n"
            "2018-08-03 00:53:20,675 [dag-scheduler-event-loop] INFO  DAGScheduler - ResultStage 10 failed\n"
            "21/11/13 05:06:20,999 WARN [dispatcher-event-loop-36] spark.HeartbeatReceiver:69 : Removing executor 3\n"
            "INFO  [2017-09-06T02:48:34.399Z] org.apache.spark.scheduler.DAGScheduler: Executor lost: 2\n"
            "2024-02-09 12:58:31,925 ERROR [Executor task launch worker] executor.Executor (Logging.scala:logError(98)): Exception in task 8.3 in stage 2.0 (TID 789)\n"
            "[2023-10-02, 06:15:03 UTC] {taskinstance.py:1937} ERROR - Task failed with exception\n"
            "ERROR Executor: Exception in task 0.0 in stage 1.0 (TID 1)\n"
            "Error: not a header\n");
    CHECK_EQ_INT(g.n, 8);
    CHECK_EQ_STR(g.text[0], "Task 16 in stage 301.0 failed 1 times; aborting job");
    CHECK_EQ_INT(g.level[0], TG_LVL_ERROR);
    CHECK_EQ_STR(g.text[1], "ResultStage 10 failed");
    CHECK_EQ_INT(g.level[1], TG_LVL_INFO);
    CHECK_EQ_STR(g.text[2], "Removing executor 3");
    CHECK_EQ_STR(g.text[3], "Executor lost: 2");
    CHECK_EQ_STR(g.text[4], "Exception in task 8.3 in stage 2.0 (TID 789)");
    CHECK_EQ_STR(g.text[5], "Task failed with exception");
    CHECK_EQ_STR(g.text[6], "Exception in task 0.0 in stage 1.0 (TID 1)");
    CHECK_EQ_STR(g.text[7], "Error: not a header");
    CHECK_EQ_INT(g.record[7], 0);
    for (int i = 0; i < 7; i++)
        CHECK_EQ_INT(g.record[i], 1);
    drop(&g);
}

TEST(spark4_json_record_with_exception_object)
{
    got g;
    run(&g, "{\"ts\":\"2025-01-01T00:00:00.000Z\",\"level\":\"ERROR\",\"msg\":\"Exception in task 0.0 in stage 1.0 (TID 1)\","
            "\"context\":{\"task_name\":\"task 0.0\"},\"exception\":{\"class\":\"java.lang.ArithmeticException\","
            "\"msg\":\"/ by zero\",\"stacktrace\":[{\"class\":\"com.acme.Job$\",\"method\":\"ratio\","
            "\"file\":\"Job.scala\",\"line\":42}]},\"logger\":\"Executor\"}\n");
    CHECK_EQ_STR(joined(&g), "Exception in task 0.0 in stage 1.0 (TID 1)|java.lang.ArithmeticException: / by zero|"
                             "at com.acme.Job$.ratio(Job.scala:42)");
    CHECK_EQ_INT(g.level[0], TG_LVL_ERROR);
    CHECK_EQ_INT(g.record[0], 1);
    drop(&g);
}

TEST(json_record_cut_in_the_middle_is_tolerated)
{
    got g;
    run(&g, "{\"level\":\"WARN\",\"msg\":\"Lost task 1.0 in stage 2.0 (TID 3) (h executor 1): java.lang.Arith");
    CHECK_EQ_INT(g.n, 1);
    CHECK(strstr(g.text[0], "Lost task 1.0 in stage 2.0") != NULL);
    drop(&g);
}

TEST(docker_log_wrapping_a_log4j_line)
{
    got g;
    run(&g, "{\"log\":\"24/06/10 10:10:10 ERROR Executor: Exception in task 3.0 in stage 2.0 (TID 9)\\n\","
            "\"stream\":\"stderr\",\"time\":\"2024-06-10T10:10:10.1Z\"}\n");
    CHECK_EQ_INT(g.n >= 1, 1);
    CHECK_EQ_STR(g.text[0], "Exception in task 3.0 in stage 2.0 (TID 9)");
    CHECK_EQ_INT(g.level[0], TG_LVL_ERROR);
    drop(&g);
}

TEST(docker_records_of_a_split_trace_are_physical_lines)
{
    /* docker's json-file writes one record per line of a stack, without a
     * level: each is a line of one text, not a record of its own */
    got g;
    run(&g, "{\"log\":\"java.lang.OutOfMemoryError: Java heap space\\n\",\"stream\":\"stderr\",\"time\":\"t\"}\n"
            "{\"log\":\"\\tat a.B.c(B.java:1)\\n\",\"stream\":\"stderr\",\"time\":\"t\"}\n");
    CHECK_EQ_STR(joined(&g), "java.lang.OutOfMemoryError: Java heap space|at a.B.c(B.java:1)");
    CHECK_EQ_INT(g.record[0], 0);
    CHECK_EQ_INT(g.record[1], 0);
    drop(&g);
}

TEST(json_record_text_under_any_key_and_nested)
{
    got g;
    run(&g, "{\"severity\":\"ERROR\",\"jsonPayload\":{\"class\":\"org.apache.spark.scheduler.TaskSetManager\","
            "\"zz_note\":\"Lost task 1.0 in stage 2.0 (TID 3) (h executor 1): java.io.IOException: x\"},"
            "\"resource\":{\"labels\":{\"cluster_name\":\"c 1\"}},\"logName\":\"projects/p\"}\n");
    CHECK_EQ_STR(joined(&g), "Lost task 1.0 in stage 2.0 (TID 3) (h executor 1): java.io.IOException: x");
    CHECK_EQ_INT(g.level[0], TG_LVL_ERROR);
    CHECK_EQ_INT(g.record[0], 1);
    drop(&g);
}

TEST(log4j2_thrown_and_ecs_error_keys_become_the_printed_exception)
{
    got g;
    run(&g, "{\"level\":\"ERROR\",\"loggerName\":\"Job\",\"message\":\"write failed\",\"thrown\":{\"commonElementCount\":0,"
            "\"localizedMessage\":\"disk full\",\"message\":\"disk full\",\"name\":\"java.io.IOException\","
            "\"extendedStackTrace\":[{\"class\":\"a.B\",\"method\":\"c\",\"file\":\"B.java\",\"line\":3,\"exact\":true}],"
            "\"cause\":{\"name\":\"java.lang.IllegalStateException\",\"message\":\"closed\"}}}\n");
    CHECK_EQ_STR(joined(&g), "write failed|java.io.IOException: disk full|at a.B.c(B.java:3)|"
                             "Caused by: java.lang.IllegalStateException: closed");
    drop(&g);
    run(&g, "{\"@timestamp\":\"t\",\"log.level\":\"ERROR\",\"message\":\"stage failed\",\"error.type\":\"java.io.IOException\","
            "\"error.message\":\"gone\",\"error.stack_trace\":\"java.io.IOException: gone\\n\\tat a.B.c(B.java:3)\\n\"}\n");
    CHECK_EQ_STR(joined(&g), "stage failed|java.io.IOException: gone|at a.B.c(B.java:3)");
    CHECK_EQ_INT(g.level[0], TG_LVL_ERROR);
    drop(&g);
}

TEST(escaped_newlines_in_a_python_repr)
{
    got g;
    run(&g, "ERROR - Failed: 'An error occurred while calling o1.save.\\n: org.apache.spark.SparkException: "
            "Job aborted.\\n\\tat org.apache.spark.X.y(X.scala:1)\\n'\n");
    CHECK_EQ_INT(g.n, 4); /* the closing quote ends up on a line of its own */
    CHECK(strstr(g.text[1], ": org.apache.spark.SparkException: Job aborted.") == g.text[1]);
    CHECK_EQ_STR(g.text[2], "\tat org.apache.spark.X.y(X.scala:1)");
    CHECK_EQ_STR(g.text[3], "'");
    drop(&g);
}

TEST(double_escaped_newlines)
{
    got g;
    run(&g, "\"trace\": \"java.lang.RuntimeException: x\\\\n\\\\tat a.B.c(B.java:1)\\\\n\\\\tat a.B.d(B.java:2)\"\n");
    CHECK(g.n >= 3);
    int frames = 0;
    for (int i = 0; i < g.n; i++)
        frames += strstr(g.text[i], "at a.B.") != NULL;
    CHECK_EQ_INT(frames, 2);
    drop(&g);
}

TEST(python_exception_repr_becomes_a_header)
{
    got g;
    run(&g, "ERROR - job failed; AnalysisException('[UNRESOLVED_COLUMN.WITH_SUGGESTION] x\\n+- Relation\\n')\n");
    int found = 0;
    for (int i = 0; i < g.n; i++)
        found |= strstr(g.text[i], "AnalysisException: [UNRESOLVED_COLUMN.WITH_SUGGESTION] x") == g.text[i];
    CHECK(found);
    drop(&g);
}

TEST(flattened_java_stack_is_split)
{
    got g;
    run(&g, "java.io.IOException: No space left on device at java.io.FileOutputStream.writeBytes(Native Method) "
            "at org.apache.spark.storage.DiskBlockObjectWriter.write(DiskBlockObjectWriter.scala:236) "
            "Caused by: java.lang.Error: x at a.b.C.d(C.java:3) ... 4 more Driver stacktrace: at a.b.E.f(E.java:9)\n");
    CHECK_EQ_STR(joined(&g), "java.io.IOException: No space left on device|at java.io.FileOutputStream.writeBytes(Native Method)|"
                             "at org.apache.spark.storage.DiskBlockObjectWriter.write(DiskBlockObjectWriter.scala:236)|"
                             "Caused by: java.lang.Error: x|at a.b.C.d(C.java:3)|... 4 more|Driver stacktrace:|"
                             "at a.b.E.f(E.java:9)");
    drop(&g);
}

TEST(flattened_python_traceback_is_split)
{
    got g;
    run(&g, "PythonException: Traceback (most recent call last): File \"/w/worker.py\", line 604, in main process() "
            "File \"/app/udf.py\", line 12, in parse return int(s) ValueError: invalid literal for int() with base 10: 'x'\n");
    CHECK_EQ_INT(g.n, 5);
    CHECK_EQ_STR(g.text[1], "Traceback (most recent call last):");
    CHECK(strncmp(g.text[3], "File \"/app/udf.py\", line 12", 27) == 0);
    CHECK_EQ_STR(g.text[4], "ValueError: invalid literal for int() with base 10: 'x'");
    drop(&g);
}

TEST(same_lines_whatever_the_chunking)
{
    const char *in =
        "> 24/01/02 10:11:12 WARN TaskSetManager: Lost task 1.0 in stage 2.0 (TID 3, h, executor 1): x.Y: z\r\n"
        "[Stage 2:=>    (1 + 1) / 4]\r{\"level\":\"ERROR\",\"msg\":\"a\\nb\"}\n"
        "E   java.lang.Error: q at a.B.c(B.java:1) at a.B.d(B.java:2)\n";
    got whole, one, seven;
    run(&whole, in);
    run_chunked(&one, in, 1);
    run_chunked(&seven, in, 7);
    char a[8192];
    snprintf(a, sizeof a, "%s", joined(&whole));
    CHECK_EQ_STR(joined(&one), a);
    CHECK_EQ_STR(joined(&seven), a);
    CHECK(whole.n >= 5);
    drop(&whole);
    drop(&one);
    drop(&seven);
}

TEST(over_long_line_is_cut_and_counted)
{
    size_t n = TG_NORM_MAX_LINE + 4096;
    char *big = malloc(n + 3);
    memset(big, 'x', n);
    memcpy(big + n, "\ny", 3);
    got g;
    memset(&g, 0, sizeof g);
    tg_norm *nm = tg_norm_new(collect, &g);
    for (size_t i = 0; i < n + 2; i += 1000)
        tg_norm_feed(nm, big + i, n + 2 - i < 1000 ? n + 2 - i : 1000);
    tg_norm_finish(nm);
    CHECK_EQ_INT(tg_norm_truncated(nm), 1);
    CHECK_EQ_INT(tg_norm_lines(nm), 2);
    CHECK_EQ_INT(g.n, 2);
    CHECK_EQ_INT(strlen(g.text[0]), TG_NORM_MAX_LINE);
    CHECK_EQ_STR(g.text[1], "y");
    tg_norm_free(nm);
    drop(&g);
    free(big);
}

TEST(progress_bar_cutting_a_line_joins_it_with_the_next)
{
    static const char in[] = "23/06/20 09:44:01 WARN TaskSetManager: Lost task 91.0 in stage 27.0 (TID 6620) (10.12.4.31 execu"
                             "[Stage 27:=========>        (88 + 32) / 200]\n"
                             "tor 22): FetchFailed(BlockManagerId(17, h, 7337, None), message=\n"
                             "[Stage 28:>                   (0 + 1) / 1]\n"
                             "done\n";
    got g;
    /* the same lines whatever the chunking, also across the held line */
    for (size_t chunk = 1; chunk <= 64; chunk = chunk * 2 + 1) {
        run_chunked(&g, in, chunk);
        CHECK_EQ_STR(joined(&g), "Lost task 91.0 in stage 27.0 (TID 6620) (10.12.4.31 executor 22): "
                                 "FetchFailed(BlockManagerId(17, h, 7337, None), message=|done");
        CHECK_EQ_INT(g.level[0], TG_LVL_WARN);
        drop(&g);
    }
    /* a bar after a complete line followed by a blank does not glue text together */
    run(&g, "ERROR x: boom [Stage 1:>  (0 + 1) / 1]\n");
    CHECK_EQ_STR(joined(&g), "ERROR x: boom");
    drop(&g);
}

TEST(relay_agent_and_doc_comment_prefixes)
{
    got g;
    run(&g, "[2024-02-11, 03:00:12 UTC] {spark_submit.py:521} INFO - 24/02/11 03:00:12 ERROR Executor: Exception in task 0.0 in stage 1.0 (TID 1)\n"
            "[2024-02-11, 03:00:12 UTC] {spark_submit.py:521} INFO -   File \"/jobs/x.py\", line 3, in f\n"
            "[2024-02-11, 03:00:13 UTC] {taskinstance.py:2698} ERROR - Task failed with exception\n"
            "2024-01-09T08:11:02.331+0000 [stderr] \tat a.B.c(B.java:1)\n"
            "  /**\n"
            "   * java.lang.IllegalStateException: boom\n"
            "   *   at a.B.c(B.java:1)\n"
            "   */\n");
    CHECK_EQ_INT(g.n, 8); /* the comment's opening and closing lines are left empty */
    /* the relayed child line keeps its own log4j header, Airflow's own ERROR stays a record */
    CHECK_EQ_STR(g.text[0], "Exception in task 0.0 in stage 1.0 (TID 1)");
    CHECK_EQ_INT(g.level[0], TG_LVL_ERROR);
    CHECK_EQ_STR(joined(&g), "Exception in task 0.0 in stage 1.0 (TID 1)|File \"/jobs/x.py\", line 3, in f|"
                             "Task failed with exception|at a.B.c(B.java:1)||java.lang.IllegalStateException: boom|"
                             "at a.B.c(B.java:1)|");
    CHECK_EQ_INT(g.record[2], 1);
    CHECK_EQ_INT(g.record[1], 0);
    drop(&g);
}
