"""Scenario 35: healthy control: even data, default settings (AQE on, auto-broadcast on, 200
shuffle partitions coalesced by AQE), the same volume as scenario 1 (3M fact rows joined to a
100k-row dimension, aggregated). Nothing above `low` is expected."""
SCENARIO = 35
NAME = "healthy control (default settings)"
RULE = None
EVIDENCE = "none above low"

from pyspark.sql import functions as F  # noqa: E402
from _data import big, dim  # noqa: E402
from _checks import stage_facts  # noqa: E402

RUNS = {"etl": {"rule": None, "control": True},
        # The same job on the same data again: `sparkdx diff` of etl and rerun must find nothing
        # above low (issue 12).
        "rerun": {"rule": None, "control": True},
        # 1/5 of the volume, for the codec matrix and the Spark 3.5 runs.
        "small": {"rule": None, "control": True, "skip_default": True}}


def run(spark, variant, ctx):
    rows = 600_000 if variant == "small" else 3_000_000
    spark.sparkContext.setJobDescription("warm-up (JIT), 1/20 of the data")
    job(spark, rows // 20)
    spark.sparkContext.setJobDescription(None)
    job(spark, rows)


def job(spark, rows):
    f = big(spark, rows, partitions=16)
    (f.join(dim(spark), "key").groupBy(F.col("key") % 1000).agg(F.sum("v"), F.max("payload"))
       .write.format("noop").mode("overwrite").save())


def check(m):
    st = max(m.stages.values(), key=lambda s: s.total("run"))
    f = stage_facts(st)
    f["join_nodes"] = sorted({n for n in m.sql_nodes() if "Join" in n})
    f["failed_tasks"] = len(m.failed_tasks())
    return f


def expect(variant, f):
    return f["failed_tasks"] == 0 and f["tasks_spilling"] == 0
