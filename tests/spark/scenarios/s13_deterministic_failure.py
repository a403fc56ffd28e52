"""Scenario 13: a bad record ('x17' among numbers) makes an ANSI cast fail in the same partition on
every attempt, on whichever executor of a local-cluster runs it, until spark.task.maxFailures=4
aborts the job.

The retries must land on different executors (the evidence: it fails the same way everywhere).
Spark places a retry on a free executor picked at random (the offers are shuffled); with 2
executors all 4 attempts stayed on one in 1 regeneration of 3 (1/8 expected once the other tasks
are done). So: 4 executors, and the job starts only once all 4 registered (before, the first
tasks could run while the others were still starting). Excluding the executor after a failure
(spark.excludeOnFailure.*) cannot give 4 attempts here: every executor of a local-cluster is on
one host, and Spark requires maxTaskAttemptsPerNode < maxFailures, so the task would be excluded
from the host (abort: "cannot run anywhere") after at most 3 attempts."""
SCENARIO = 13
NAME = "deterministic task failure (bad record)"
RULE = "failure.deterministic"
EVIDENCE = ("same partition index failing every attempt on different executors, the root exception, "
            "the record-level fixes (safe casts, PERMISSIVE, quarantine)")

from pyspark.sql import functions as F  # noqa: E402
from _checks import failures, wait_for_executors  # noqa: E402

RUNS = {"bad_record": {"rule": RULE, "master": "local-cluster[4,1,1024]", "executors": 4, "expect_fail": True,
                       "conf": {"spark.task.maxFailures": "4", "spark.sql.ansi.enabled": "true",
                                "spark.executor.memory": "512m"}}}


def run(spark, variant, ctx):
    wait_for_executors(spark, RUNS[variant]["executors"])
    raw = spark.range(0, 200_000, 1, 8).select(
        F.when(F.col("id") == 123_457, F.lit("x17")).otherwise(F.col("id").cast("string")).alias("amount_str"),
        (F.col("id") % 100).alias("k"))
    parsed = raw.select(F.col("amount_str").cast("int").alias("amount"), "k")
    parsed.groupBy("k").sum("amount").write.format("noop").mode("overwrite").save()


def check(m):
    fails = m.failed_tasks()
    idx = sorted({t.index for _, t in fails})
    execs = sorted({t.executor for _, t in fails})
    first = fails[0][1].reason if fails else {}
    return {"failed_attempts": len(fails), "failed_indexes": idx, "executors": execs,
            "attempts": sorted(t.attempt for _, t in fails), "reasons": failures(m),
            "exception_head": (first.get("Description") or "")[:160],
            "job_results": sorted({j.get("result") or "?" for j in m.jobs.values()})}


def expect(variant, f):
    return (f["failed_attempts"] == 4 and len(f["failed_indexes"]) == 1 and len(f["executors"]) >= 2
            and "JobFailed" in f["job_results"])
