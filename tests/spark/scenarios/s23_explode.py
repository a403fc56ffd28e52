"""Scenario 23: explode of a column where one row holds a 1.5M-element array (the others 3): the
Generate node multiplies rows and one task emits almost all of them."""
SCENARIO = 23
NAME = "explode of one huge array"
RULE = "rows.explode"
EVIDENCE = "Generate node rows out vs in, the task holding them (max vs median output records)"

from pyspark.sql import functions as F  # noqa: E402
from _checks import stage_facts  # noqa: E402

RUNS = {"explode": {"rule": RULE, "conf": {"spark.sql.shuffle.partitions": "16"}}}


def run(spark, variant, ctx):
    df = spark.range(0, 16_000, 1, 16).select(
        "id", F.when(F.col("id") == 5, F.sequence(F.lit(1), F.lit(1_500_000)))
               .otherwise(F.sequence(F.lit(1), F.lit(3))).alias("arr"))
    (df.select("id", F.explode("arr").alias("e")).groupBy((F.col("e") % 100).alias("b")).count()
       .write.format("noop").mode("overwrite").save())


def check(m):
    st = max(m.stages.values(), key=lambda s: max((t.sw_records for t in s.ok), default=0))
    f = stage_facts(st)
    f["output_records_median"], f["output_records_max"] = st.q("sw_records", (0.5, 1.0))
    f["generate_rows_out"] = m.sql_metric("Generate", "number of output rows")
    f["input_rows"] = 16_000
    return f


def expect(variant, f):
    return f["duration_ratio"] >= 3
