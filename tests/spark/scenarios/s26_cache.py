"""Scenario 26: variant `unused`: a DataFrame is cached and materialized, but later queries build
a different plan (extra column) so they never read it (InMemoryTableScan absent). Variant `evicted`:
a MEMORY_ONLY cache larger than storage memory (512m driver): only some partitions fit, the rest
are recomputed on each use."""
SCENARIO = 26
NAME = "cache unused / evicted"
RULE = "cache.unused"
EVIDENCE = "cached RDD, storage size, scans that did not use it"

from pyspark import StorageLevel  # noqa: E402
from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402

RUNS = {"unused": {"rule": "cache.unused"},
        "evicted": {"rule": "cache.evicted", "conf": {"spark.driver.memory": "512m"}}}


def run(spark, variant, ctx):
    base = big(spark, 1_000_000 if variant == "unused" else 3_000_000, partitions=8)
    if variant == "unused":
        cached = base.withColumn("bucket", F.col("key") % 10).cache()
        cached.count()
        other = base.withColumn("bucket", F.col("key") % 10 + 0)  # a different plan: not served by the cache
        other.groupBy("bucket").agg(F.sum("v")).write.format("noop").mode("overwrite").save()
        other.groupBy("bucket").agg(F.max("payload")).write.format("noop").mode("overwrite").save()
    else:
        cached = base.persist(StorageLevel.MEMORY_ONLY)
        cached.count()
        cached.groupBy("v").agg(F.max("payload")).write.format("noop").mode("overwrite").save()
        cached.groupBy("key").agg(F.sum("v")).write.format("noop").mode("overwrite").save()


def check(m):
    nodes = m.sql_nodes()
    return {"in_memory_table_scans": sum(1 for n in nodes if n == "InMemoryTableScan"),
            "sql_executions": len(m.sql)}


def expect(variant, f):
    return True
