"""Deterministic data for the scenario jobs: spark.range plus expressions, no randomness."""
from pyspark.sql import functions as F

KEYS = 100_000          # distinct keys of the dimension side
HOT_KEY = 0


def big(spark, rows, hot_share=0.0, keys=KEYS, payload=True, partitions=None):
    """Fact side: `key`, `v`, `payload`. A share `hot_share` of the rows gets key HOT_KEY (0); the
    rest are spread over 1..keys-1 by a multiplicative hash of the row id (even data when 0)."""
    df = spark.range(0, rows, 1, partitions) if partitions else spark.range(0, rows)
    pct = int(round(hot_share * 100))
    spread = (F.lit(1) + (F.col("id") * F.lit(7919)) % F.lit(keys - 1))
    if pct > 0:
        key = F.when(F.col("id") % 100 < pct, F.lit(HOT_KEY)).otherwise(spread)
    else:
        key = spread
    df = df.select(key.cast("long").alias("key"), (F.col("id") % 1000).alias("v"), F.col("id"))
    if payload:
        df = df.withColumn("payload", F.sha2(F.col("id").cast("string"), 256))
    return df


def dim(spark, keys=KEYS):
    """Dimension side: one row per key 0..keys-1, unique keys."""
    return spark.range(0, keys).select(F.col("id").alias("key"),
                                       F.concat(F.lit("name-"), F.col("id").cast("string")).alias("name"))
