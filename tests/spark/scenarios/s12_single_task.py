"""Scenario 12: repartition(1) before an aggregation: one task does all the work."""
SCENARIO = 12
NAME = "single task stage"
RULE = "parallelism.single_task"
EVIDENCE = "one task doing all the work while the cluster idles; coalesce after the work as the fix"

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402
from _checks import stage_facts  # noqa: E402

ROWS = 2_000_000
RUNS = {"repartition1": {"rule": RULE}}


def run(spark, variant, ctx):
    df = big(spark, ROWS)
    (df.repartition(1).groupBy("key").agg(F.sum("v"), F.max("payload"))
       .write.format("noop").mode("overwrite").save())


def check(m):
    one = [s for s in m.stages.values() if len(s.ok) == 1]
    st = max(one, key=lambda s: s.total("run"))
    f = stage_facts(st)
    tot = sum(s.total("run") for s in m.stages.values())
    f["share_of_app_task_time"] = round(st.total("run") / max(tot, 1), 2)
    return f


def expect(variant, f):
    return f["tasks"] == 1 and f["share_of_app_task_time"] >= 0.3
