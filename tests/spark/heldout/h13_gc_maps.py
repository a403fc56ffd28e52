"""Held-out gc.pressure: map<string,string> rows cached MEMORY_ONLY then grouped twice with a
tiny young generation (-Xmn16m, serial GC) and a 512m driver, local[2]."""
from pyspark import StorageLevel
from pyspark.sql import functions as F

NAME = "GC pressure with cached map rows"
RULE = "gc.pressure"
CONF = {"spark.driver.memory": "512m", "spark.driver.extraJavaOptions": "-XX:+UseSerialGC -Xmn16m",
        "spark.sql.shuffle.partitions": "8", "spark.sql.adaptive.coalescePartitions.enabled": "false"}
RUNS = {"run": {"rule": RULE, "conf": CONF}}


def run(spark, variant, ctx):
    df = spark.range(0, 1_500_000, 1, 8).select(
        (F.col("id") % 40_000).alias("k"),
        F.create_map(F.lit("a"), F.col("id").cast("string"), F.lit("b"), F.concat(F.lit("v"), F.col("id").cast("string"))).alias("m"),
        F.array(*[F.concat(F.lit("s"), (F.col("id") + i).cast("string")) for i in range(5)]).alias("arr"))
    cached = df.persist(StorageLevel.MEMORY_ONLY)
    cached.count()
    for _ in range(2):
        (cached.groupBy("k").agg(F.collect_list("m").alias("ms"), F.collect_list("arr").alias("as"))
         .select("k", F.size("ms"), F.size("as")).write.format("noop").mode("overwrite").save())
