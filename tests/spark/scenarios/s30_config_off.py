"""Scenario 30: AQE, AQE skew join and auto-broadcast disabled explicitly. The join of a 1.5M-row
fact table with a 20k-row dimension that would be broadcast runs as a 600-partition sort-merge
join (600 tiny tasks, no coalescing) instead. 600, not the default 200, since session 6: with 200
tasks the fixed per-task cost on two local cores (scheduler delay + deserialization, 3-9 ms)
summed to 300-900 ms, at the report's 500 ms floor, and two of three full-suite runs missed the
stage AQE would have coalesced; the committed log was written with 200."""
SCENARIO = 30
NAME = "AQE / broadcast disabled"
RULE = "config.aqe_off"
EVIDENCE = "the setting and the stage it hurt (also config.broadcast_off)"

from pyspark.sql import functions as F  # noqa: E402
from _data import big, dim  # noqa: E402
from _checks import stage_facts  # noqa: E402

RUNS = {"off": {"rule": "config.aqe_off,config.broadcast_off", "conf": {
    "spark.sql.adaptive.enabled": "false",
    "spark.sql.adaptive.skewJoin.enabled": "false",
    "spark.sql.autoBroadcastJoinThreshold": "-1",
    "spark.sql.shuffle.partitions": "600"}}}


def run(spark, variant, ctx):
    f = big(spark, 1_500_000, keys=20_000, payload=False)
    f.join(dim(spark, 20_000), "key").groupBy("name").agg(F.sum("v")).write.format("noop").mode("overwrite").save()


def check(m):
    st = max(m.stages.values(), key=lambda s: len(s.ok))
    f = stage_facts(st)
    f["join_nodes"] = sorted({n for n in m.sql_nodes() if "Join" in n})
    f["settings"] = {k: m.env.get(k) for k in ("spark.sql.adaptive.enabled", "spark.sql.adaptive.skewJoin.enabled",
                                               "spark.sql.autoBroadcastJoinThreshold")}
    return f


def expect(variant, f):
    return f["join_nodes"] == ["SortMergeJoin"] and f["tasks"] == 600
