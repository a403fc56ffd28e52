"""Scenario 4: a window partitioned by the hot key: one task sorts and scans 45% of the rows.
Variant `even`: same job, even keys."""
SCENARIO = 4
NAME = "skewed window"
RULE = "skew.window"
EVIDENCE = "same quantiles as skew.join; isolation / change the logic as fixes"

from pyspark.sql import Window, functions as F  # noqa: E402
from _data import big  # noqa: E402
from _checks import skew_facts, is_skewed, is_even  # noqa: E402

ROWS = 2_000_000
CONF = {"spark.sql.shuffle.partitions": "32",
        "spark.sql.adaptive.coalescePartitions.enabled": "false",
        "spark.driver.memory": "512m"}
RUNS = {"skew": {"rule": RULE, "conf": CONF},
        "even": {"rule": None, "control": True, "conf": CONF}}


def run(spark, variant, ctx):
    spark.sparkContext.setJobDescription("warm-up (JIT), 1/20 of the data, even keys")
    job(spark, ROWS // 20, 0.0)
    spark.sparkContext.setJobDescription(None)
    job(spark, ROWS, 0.45 if variant == "skew" else 0.0)


def job(spark, rows, hot):
    df = big(spark, rows, hot_share=hot, partitions=8)
    w = Window.partitionBy("key").orderBy("id")
    (df.withColumn("rn", F.row_number().over(w)).withColumn("run", F.sum("v").over(w))
       .where("rn % 1000 = 1").write.format("noop").mode("overwrite").save())


def check(m):
    return skew_facts(m)


def expect(variant, f):
    return is_skewed(f) if variant == "skew" else is_even(f)
