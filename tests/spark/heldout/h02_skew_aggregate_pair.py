"""Held-out skew.aggregate: DataFrame groupBy on a (country, day) pair where ('US', 0) holds 40%
of the rows, collect_list makes the hot group heavy; lz4 single-file log, 24 partitions."""
from pyspark.sql import functions as F

NAME = "skewed aggregation on a column pair, lz4"
RULE = "skew.aggregate"
CONF = {"spark.sql.shuffle.partitions": "24", "spark.sql.adaptive.coalescePartitions.enabled": "false"}
RUNS = {"run": {"rule": RULE, "conf": CONF, "codec": "lz4", "layout": "single"}}


def run(spark, variant, ctx):
    df = spark.range(0, 2_000_000, 1, 8)
    hot = F.col("id") % 10 < 4
    df = df.select(F.when(hot, F.lit("US")).otherwise(F.concat(F.lit("C"), (F.col("id") % 97).cast("string"))).alias("country"),
                   F.when(hot, F.lit(0)).otherwise((F.col("id") * 31) % 365).alias("day"),
                   F.sha1(F.col("id").cast("string")).alias("h"))
    (df.groupBy("country", "day").agg(F.collect_list("h").alias("hs"))
       .select("country", "day", F.size("hs").alias("n")).write.format("noop").mode("overwrite").save())
