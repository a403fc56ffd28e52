"""Scenario 15: executor out of memory: collect_list of one huge group on 512m executors
(local-cluster[2,1,1024]): java.lang.OutOfMemoryError, the executor exits (code 52), the task is
retried until spark.task.maxFailures=2 aborts the job."""
SCENARIO = 15
NAME = "executor OOM"
RULE = "failure.executor_oom"
EVIDENCE = "exit code / loss reason, the stage running at the time, partition sizes"

from pyspark.sql import functions as F  # noqa: E402
from _checks import failures  # noqa: E402

RUNS = {"oom": {"rule": RULE, "master": "local-cluster[2,1,1024]", "expect_fail": True,
                "conf": {"spark.executor.memory": "512m", "spark.task.maxFailures": "2",
                         "spark.sql.shuffle.partitions": "4", "spark.sql.adaptive.enabled": "false",
                         "spark.eventLog.logStageExecutorMetrics": "true"}}}


def run(spark, variant, ctx):
    df = spark.range(0, 6_000_000, 1, 4).select(
        F.lit(1).alias("g"), F.sha2(F.col("id").cast("string"), 256).alias("s"))
    df.groupBy("g").agg(F.collect_list("s").alias("l")).select(F.size("l")).write.format("noop") \
        .mode("overwrite").save()


def check(m):
    return {"reasons": failures(m), "executors_removed": dict(m.executors_removed),
            "oom_in_descriptions": sum(1 for _, t in m.failed_tasks()
                                       if "OutOfMemoryError" in str(t.reason)),
            "failed_stage_attempts": sorted(f"{s.id}.{s.attempt}" for s in m.stages.values() if s.failure),
            "job_results": sorted({j.get("result") or "?" for j in m.jobs.values()})}


def expect(variant, f):
    return ("JobFailed" in f["job_results"] and f["executors_removed"]
            and (f["oom_in_descriptions"] > 0 or any("52" in v for v in f["executors_removed"].values())))
