"""Scenario 27: four count(distinct ...) in one aggregation: Expand multiplies every row by 4."""
SCENARIO = 27
NAME = "many count distinct (Expand)"
RULE = "aggregate.expand"
EVIDENCE = "Expand node, rows multiplied"

from pyspark.sql import functions as F  # noqa: E402

RUNS = {"expand": {"rule": RULE}}


def run(spark, variant, ctx):
    df = spark.range(0, 1_000_000).select((F.col("id") % 100).alias("g"), (F.col("id") % 7919).alias("a"),
                                          (F.col("id") % 104729).alias("b"), (F.col("id") * 31 % 50021).alias("c"),
                                          (F.col("id") % 1000).alias("d"))
    (df.groupBy("g").agg(F.countDistinct("a"), F.countDistinct("b"), F.countDistinct("c"), F.countDistinct("d"))
       .write.format("noop").mode("overwrite").save())


def check(m):
    return {"expand_rows_out": m.sql_metric("Expand", "number of output rows"), "input_rows": 1_000_000,
            "has_expand": "Expand" in m.sql_nodes()}


def expect(variant, f):
    return f["has_expand"]
