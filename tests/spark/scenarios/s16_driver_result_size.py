"""Scenario 16: collect() of a ~20 MB result with spark.driver.maxResultSize=4m: the job aborts with
'Total size of serialized results of N tasks (...) is bigger than spark.driver.maxResultSize'."""
SCENARIO = 16
NAME = "driver result size (collect)"
RULE = "driver.result_size"
EVIDENCE = "result size per task / maxResultSize message, the action's call site"

from pyspark.sql import functions as F  # noqa: E402

RUNS = {"collect": {"rule": RULE, "expect_fail": True, "conf": {"spark.driver.maxResultSize": "4m"}}}


def run(spark, variant, ctx):
    rows = spark.range(0, 300_000, 1, 8).select("id", F.sha2(F.col("id").cast("string"), 256).alias("h")).collect()
    print(len(rows))


def check(m):
    res = sorted((t.result_size for s in m.stages.values() for t in s.ok), reverse=True)
    return {"result_size_per_task_max": res[0] if res else None, "tasks_ok": len(res),
            "job_exception": next((j.get("exception", "")[:200] for j in m.jobs.values() if j.get("exception")), None),
            "job_results": sorted({j.get("result") or "?" for j in m.jobs.values()})}


def expect(variant, f):
    return "maxResultSize" in (f["job_exception"] or "")
