"""Scenario 25: count() and show() on the transformed DataFrame before the write: two extra jobs
that recompute the same plan."""
SCENARIO = 25
NAME = "debug actions before the write"
RULE = "lineage.debug_action"
EVIDENCE = "the extra jobs, their call sites, their cost"

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402

RUNS = {"count_show": {"rule": RULE}}


def run(spark, variant, ctx):
    df = big(spark, 1_500_000).groupBy("key").agg(F.max("payload").alias("p"), F.sum("v").alias("s"))
    print(df.count())
    df.show(5)
    df.write.mode("overwrite").parquet(ctx.path("result"))


def check(m):
    return {"jobs": len(m.jobs), "sql_executions": len(m.sql),
            "call_sites": [m.stages[(min(j["stages"]), 0)].name if (min(j["stages"] or [-1]), 0) in m.stages
                           else None for _, j in sorted(m.jobs.items())]}


def expect(variant, f):
    return f["sql_executions"] >= 3
