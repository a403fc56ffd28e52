"""Held-out healthy control on local-cluster[2,1,1024]: parquet written in 4 files then read back
and aggregated, default settings."""
from pyspark.sql import functions as F
from _checks import wait_for_executors

NAME = "healthy control, local-cluster, parquet round trip"
RUNS = {"run": {"rule": None, "control": True, "master": "local-cluster[2,1,1024]"}}


def run(spark, variant, ctx):
    wait_for_executors(spark, 2)
    p = ctx.path("t")
    spark.range(0, 1_000_000, 1, 4).select("id", (F.col("id") % 1000).alias("k"), (F.col("id") % 7).alias("v")) \
        .write.mode("overwrite").parquet(p)
    spark.read.parquet(p).groupBy("k").agg(F.sum("v")).write.format("noop").mode("overwrite").save()
