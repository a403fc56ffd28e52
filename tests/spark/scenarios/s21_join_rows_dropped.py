"""Scenario 21: inner join that drops rows: 30% of the fact keys are NULL and 30% have no match
in the dimension, so 60% of the rows vanish silently."""
SCENARIO = 21
NAME = "inner join dropping rows"
RULE = "join.rows_dropped"
EVIDENCE = "rows in vs out, join type"

from pyspark.sql import functions as F  # noqa: E402
from _data import dim  # noqa: E402

RUNS = {"inner": {"rule": RULE}}


def run(spark, variant, ctx):
    f = spark.range(0, 1_000_000).select(
        F.when(F.col("id") % 10 < 3, F.lit(None))
         .when(F.col("id") % 10 < 6, F.col("id") % 10_000 + 1_000_000)       # no such key
         .otherwise(F.col("id") % 10_000).cast("long").alias("key"), (F.col("id") % 7).alias("v"))
    f.join(dim(spark, 10_000), "key", "inner").groupBy("v").count().write.format("noop").mode("overwrite").save()


def check(m):
    out = m.sql_metric("BroadcastHashJoin", "number of output rows") + m.sql_metric("SortMergeJoin", "number of output rows")
    return {"join_nodes": sorted({n for n in m.sql_nodes() if "Join" in n}), "join_output_rows": out, "fact_rows": 1_000_000}


def expect(variant, f):
    return f["join_output_rows"] and max(f["join_output_rows"]) == 400_000
