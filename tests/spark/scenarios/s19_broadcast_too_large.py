"""Scenario 19: broadcast hint on a ~90 MB table (600k rows with a 64-byte payload), threshold
raised to 1g: the driver collects and builds the hash relation (long build, big broadcast)."""
SCENARIO = 19
NAME = "broadcast of a too-large table"
RULE = "join.broadcast_too_large"
EVIDENCE = "broadcast data size / build time, driver memory"

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402

RUNS = {"big_bhj": {"rule": RULE, "conf": {"spark.sql.autoBroadcastJoinThreshold": "1g",
                                           "spark.driver.memory": "1g"}}}


def run(spark, variant, ctx):
    d = spark.range(0, 600_000).select(F.col("id").alias("key"), F.sha2(F.col("id").cast("string"), 256).alias("p1"),
                                       F.sha2(F.col("id").cast("string"), 224).alias("p2"))
    f = big(spark, 1_000_000, keys=600_000, payload=False)
    f.join(F.broadcast(d), "key").groupBy(F.col("key") % 100).agg(F.max("p1"), F.max("p2")) \
        .write.format("noop").mode("overwrite").save()


def check(m):
    return {"join_nodes": sorted({n for n in m.sql_nodes() if "Join" in n}),
            "broadcast_data_size": m.sql_metric("BroadcastExchange", "data size"),
            "build_time_ms": m.sql_metric("BroadcastExchange", "time to build"),
            "collect_time_ms": m.sql_metric("BroadcastExchange", "time to collect"),
            "driver_memory": m.env.get("spark.driver.memory")}


def expect(variant, f):
    return max(f["broadcast_data_size"] or [0]) > 50 << 20
