"""Scenario 14: an executor JVM is SIGKILLed while the reduce stage of a shuffle runs
(local-cluster[2,1,1024], no external shuffle service): ExecutorLostFailure for its task, the map
outputs it held are lost, reduce tasks get FetchFailed, the map stage is resubmitted (attempt 1)
and the reduce stage retried. The kill is done by a Python UDF of reduce partition 0 (first
attempt only) on the JVM that is its parent process: a real process death, not an exception."""
SCENARIO = 14
NAME = "fetch failure after executor loss"
RULE = "failure.fetch_after_executor_loss"
EVIDENCE = ("FetchFailed tasks, the stage retry, and the executor loss that caused it (first "
            "executor that died, why)")

import os  # noqa: E402
from pyspark.sql import functions as F, types as T  # noqa: E402
from _checks import failures  # noqa: E402

RUNS = {"kill": {"rule": RULE, "master": "local-cluster[2,1,1024]",
                 "conf": {"spark.executor.memory": "512m", "spark.sql.shuffle.partitions": "8",
                          "spark.sql.adaptive.enabled": "false", "spark.task.maxFailures": "4"}}}


def _executor_jvm_pid():
    pid = os.getpid()
    for _ in range(6):
        with open(f"/proc/{pid}/stat") as f:
            pid = int(f.read().rsplit(")", 1)[1].split()[1])  # ppid
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read()
        except OSError:
            return None
        if b"CoarseGrainedExecutorBackend" in cmd:
            return pid
    return None


def make_udf(marker):
    import time

    def f(k):
        from pyspark import TaskContext
        tc = TaskContext.get()
        # First attempt of partition 0 only (the marker file, on the local disk every executor of
        # local-cluster shares, makes it once per application even across stage attempts).
        if tc.partitionId() == 0 and tc.attemptNumber() == 0 and not os.path.exists(marker):
            open(marker, "w").close()
            pid = _executor_jvm_pid()
            if pid:
                os.kill(pid, 9)
                time.sleep(30)
        time.sleep(0.01)
        return k
    return F.udf(f, T.LongType())


def run(spark, variant, ctx):
    killer = make_udf(ctx.path("killed_once"))
    df = spark.range(0, 1_000_000, 1, 4).select((F.col("id") % 800).alias("k"), "id")
    agg = df.groupBy("k").agg(F.sum("id").alias("s"))
    agg.select(killer("k").alias("k"), "s").write.format("noop").mode("overwrite").save()


def check(m):
    fails = m.failed_tasks()
    removed = {k: v for k, v in m.executors_removed.items()}
    retried = sorted({s.id for (sid, att), s in m.stages.items() if att > 0})
    ff = [t for _, t in fails if t.kind == "FetchFailed"]
    return {"reasons": failures(m), "fetch_failed": len(ff), "executors_removed": removed,
            "stages_with_attempt_gt_0": retried,
            "failed_stage_attempts": sorted(f"{s.id}.{s.attempt}" for s in m.stages.values() if s.failure),
            "job_results": sorted({j.get("result") or "?" for j in m.jobs.values()})}


def expect(variant, f):
    return (f["fetch_failed"] >= 1 and "ExecutorLostFailure" in f["reasons"] and f["stages_with_attempt_gt_0"]
            and f["job_results"] == ["JobSucceeded"])
