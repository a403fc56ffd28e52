"""Held-out spill: a DISTINCT over wide string rows after a sort with spark.memory.fraction=0.05
on local[3], 12 partitions (no skew, no too-few: the memory setting is the cause)."""
from pyspark.sql import functions as F

NAME = "spill with a low memory fraction, local[3]"
RULE = "spill"
CONF = {"spark.sql.shuffle.partitions": "12", "spark.sql.adaptive.coalescePartitions.enabled": "false",
        "spark.memory.fraction": "0.05", "spark.driver.memory": "512m"}
RUNS = {"run": {"rule": RULE, "master": "local[3]", "conf": CONF}}


def run(spark, variant, ctx):
    df = spark.range(0, 2_500_000, 1, 6).select((F.col("id") % 400_000).alias("k"),
                                                F.sha2((F.col("id") % 400_000).cast("string"), 512).alias("p"))
    df.repartition(12, "k").sortWithinPartitions("p").distinct() \
        .write.format("noop").mode("overwrite").save()
