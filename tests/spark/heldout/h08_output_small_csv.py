"""Held-out output.small_files: 48 tasks each write every one of 12 region partitions as CSV
(576 files of a few KiB), local[2], AQE coalescing off."""
from pyspark.sql import functions as F

NAME = "small CSV output files, partitionBy region"
RULE = "output.small_files"
RUNS = {"run": {"rule": RULE, "conf": {"spark.sql.adaptive.coalescePartitions.enabled": "false"}}}


def run(spark, variant, ctx):
    df = spark.range(0, 120_000, 1, 4).select("id", (F.col("id") % 12).alias("region"),
                                              (F.col("id") * 13 % 1000).alias("amt"))
    df.repartition(48).write.mode("overwrite").partitionBy("region").option("header", "true") \
        .csv(ctx.path("out_csv"))
