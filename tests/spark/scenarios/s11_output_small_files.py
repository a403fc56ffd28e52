"""Scenario 11: write.partitionBy(date) after a 200-partition shuffle (AQE coalescing off): every
task writes one file per date it holds: 200 tasks x 5 dates = ~1000 tiny parquet files."""
SCENARIO = 11
NAME = "small output files"
RULE = "output.small_files"
EVIDENCE = "files written, average size, tasks x distinct values"

from pyspark.sql import functions as F  # noqa: E402
from _checks import stage_facts  # noqa: E402

ROWS = 200_000
RUNS = {"partitioned": {"rule": RULE, "conf": {"spark.sql.adaptive.coalescePartitions.enabled": "false"}}}


def run(spark, variant, ctx):
    df = spark.range(0, ROWS).select(
        "id", (F.col("id") % 5000).alias("customer"),
        F.date_add(F.lit("2024-01-01").cast("date"), (F.col("id") % 5).cast("int")).alias("date"))
    (df.repartition(200, "customer").write.mode("overwrite").partitionBy("date")
       .parquet(ctx.path("out_table")))


def check(m):
    st = max((s for s in m.stages.values() if s.total("out_bytes") > 0), key=lambda s: s.total("out_bytes"))
    f = stage_facts(st)
    f["output_bytes"] = st.total("out_bytes")
    f["output_records"] = st.total("out_records")
    files = sum(m.sql_metric("", "number of written files"))
    f["files_written"] = files
    f["avg_file_bytes"] = sum(m.sql_metric("", "written output")) // max(files, 1)
    f["dynamic_partitions"] = sum(m.sql_metric("", "number of dynamic part"))
    return f


def expect(variant, f):
    return f["files_written"] >= 900 and f["tasks"] == 200
