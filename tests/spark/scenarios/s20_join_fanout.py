"""Scenario 20: join to a dimension with duplicate keys (every key 20 times): the join emits 20x
the probe rows."""
SCENARIO = 20
NAME = "join fan-out (duplicate dimension keys)"
RULE = "join.fanout"
EVIDENCE = "rows out vs rows in of the probe side, the join node"

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402

RUNS = {"dupkeys": {"rule": RULE}}


def run(spark, variant, ctx):
    d = spark.range(0, 100_000).select((F.col("id") % 5_000).alias("key"), F.col("id").alias("attr"))
    f = big(spark, 200_000, keys=5_000, payload=False)
    f.join(d, "key").groupBy(F.col("attr") % 10).agg(F.sum("v")).write.format("noop").mode("overwrite").save()


def check(m):
    out = m.sql_metric("BroadcastHashJoin", "number of output rows") + m.sql_metric("SortMergeJoin", "number of output rows")
    return {"join_nodes": sorted({n for n in m.sql_nodes() if "Join" in n}), "join_output_rows": out,
            "probe_rows": 200_000}


def expect(variant, f):
    return max(f["join_output_rows"] or [0]) >= 10 * 200_000
