"""In-progress logs (not a catalogue row; the reader's case): two short jobs, then a long one
during which the generator SIGKILLs the driver JVM, so the log keeps its .inprogress name (or an
appstatus_*.inprogress in a rolling dir) and ends wherever the writer's buffer ended."""
SCENARIO = 35
NAME = "in-progress log (driver killed)"
RULE = None
EVIDENCE = "reader: partial model, says the application is incomplete"

import time  # noqa: E402
from pyspark.sql import functions as F  # noqa: E402

RUNS = {"long": {"rule": None, "skip_default": True}}


def run(spark, variant, ctx):
    df = spark.range(0, 500_000).select((F.col("id") % 100).alias("k"), "id")
    df.groupBy("k").count().write.format("noop").mode("overwrite").save()
    df.groupBy("k").sum("id").write.format("noop").mode("overwrite").save()
    ctx.ready()

    def slow(it):
        for x in it:
            time.sleep(0.05)
            yield x
    spark.sparkContext.parallelize(range(4000), 400).mapPartitions(slow).count()


def check(m):
    return {}
