"""Held-out lineage.debug_action: take(), collect() and count() of the same aggregate before the
JSON write that computes it again, local[4]."""
from pyspark.sql import functions as F

NAME = "take/collect/count before a JSON write"
RULE = "lineage.debug_action"
RUNS = {"run": {"rule": RULE, "master": "local[4]"}}


def run(spark, variant, ctx):
    df = spark.range(0, 1_200_000, 1, 8).select((F.col("id") % 20_000).alias("k"),
                                                F.sha1(F.col("id").cast("string")).alias("h"))
    agg = df.groupBy("k").agg(F.max("h").alias("mh"), F.count("*").alias("n"))
    print(agg.take(3))
    print(len(agg.where("n > 59").collect()))
    print(agg.count())
    agg.write.mode("overwrite").json(ctx.path("out_json"))
