"""Scenario 33 (diff pair): run `a` joins 1M facts to a 20k-row dimension (under the 10 MB
auto-broadcast threshold: BroadcastHashJoin); run `b`: the dimension grew to 1.2M rows (~110 MB, past the
threshold): SortMergeJoin with a shuffle of both sides. Default settings otherwise."""
SCENARIO = 33
NAME = "diff: join strategy changed"
RULE = "diff.join_strategy"
EVIDENCE = "BroadcastHashJoin then, SortMergeJoin now, the table size"

from pyspark.sql import functions as F  # noqa: E402
from _data import big, dim  # noqa: E402

RUNS = {"a": {"rule": None}, "b": {"rule": "diff.join_strategy"}}


def run(spark, variant, ctx):
    keys = 20_000 if variant == "a" else 1_200_000
    f = big(spark, 1_000_000, keys=keys, payload=False)
    # A 64-byte attribute keeps the shuffled dimension of run b far above 10 MB, so AQE cannot
    # turn the sort-merge join back into a broadcast at run time (it did with the bare dim).
    d = dim(spark, keys).withColumn("attr", F.sha2(F.col("name"), 256))
    f.join(d, "key").groupBy(F.col("key") % 100).agg(F.sum("v"), F.max("attr")) \
        .write.format("noop").mode("overwrite").save()


def check(m):
    joins = sorted({n for n in m.sql_nodes() if "Join" in n})
    return {"join_nodes": joins, "broadcast_data_size": m.sql_metric("BroadcastExchange", "data size"),
            "threshold": m.env.get("spark.sql.autoBroadcastJoinThreshold", "10MB (default)")}


def expect(variant, f):
    if variant == "a":
        return "BroadcastHashJoin" in f["join_nodes"] and "SortMergeJoin" not in f["join_nodes"]
    return "SortMergeJoin" in f["join_nodes"]
