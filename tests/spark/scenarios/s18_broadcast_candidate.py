"""Scenario 18: sort-merge join whose one side is tiny (5k rows), auto-broadcast off (-1): both
sides are shuffled and sorted for a join a broadcast would do without a shuffle."""
SCENARIO = 18
NAME = "SMJ with a small side (broadcast candidate)"
RULE = "join.broadcast_candidate"
EVIDENCE = "SortMergeJoin node, the small side's size from SQL metrics, the threshold; broadcast hint as the fix"

from pyspark.sql import functions as F  # noqa: E402
from _data import big, dim  # noqa: E402

RUNS = {"smj": {"rule": RULE, "conf": {"spark.sql.autoBroadcastJoinThreshold": "-1"}}}


def run(spark, variant, ctx):
    f = big(spark, 1_500_000, keys=5_000, payload=False)
    f.join(dim(spark, 5_000), "key").groupBy("name").agg(F.sum("v")).write.format("noop").mode("overwrite").save()


def check(m):
    sizes = m.sql_metric("Exchange", "data size")
    return {"join_nodes": sorted({n for n in m.sql_nodes() if "Join" in n}),
            "exchange_data_sizes": sorted(sizes), "threshold": m.env.get("spark.sql.autoBroadcastJoinThreshold")}


def expect(variant, f):
    return "SortMergeJoin" in f["join_nodes"] and min(f["exchange_data_sizes"] or [1 << 40]) < 10 << 20
