"""Scenario 24: the same CSV source (500k lines, written by the driver's Python) is parsed by three
actions without cache: three scans of the same relation."""
SCENARIO = 24
NAME = "recompute without cache"
RULE = "lineage.recompute"
EVIDENCE = "the repeated scan (same relation / plan fragment) and its total cost"

from pyspark.sql import functions as F  # noqa: E402

RUNS = {"three_scans": {"rule": RULE}}


def run(spark, variant, ctx):
    from s09_input_unsplittable import write_input
    path = ctx.path("source.csv")
    write_input(path, False, 500_000)  # no module global changed: runs share a process
    df = (spark.read.option("header", "true").schema("id long, key int, amount double, label string").csv(path)
          .withColumn("amount2", F.col("amount") * 2))
    df.where("key < 100").write.format("noop").mode("overwrite").save()
    df.groupBy("label").agg(F.sum("amount2")).write.format("noop").mode("overwrite").save()
    df.groupBy("key").count().write.format("noop").mode("overwrite").save()


def check(m):
    scans = [n for n in m.sql_nodes() if n.startswith("Scan")]
    return {"scan_nodes": len(scans), "files_read_per_scan": m.sql_metric("Scan", "number of files read"),
            "input_bytes_total": sum(s.total("in_bytes") for s in m.stages.values())}


def expect(variant, f):
    return f["scan_nodes"] >= 3
