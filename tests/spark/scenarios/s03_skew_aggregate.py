"""Scenario 3: groupBy(hot key).agg(collect_list(...)) on the scenario-1 data: one reduce task
merges the hot key's whole list. AQE is on (default) but its skew handling is for joins only.
Variant `even`: same job, even keys (control for skew.aggregate)."""
SCENARIO = 3
NAME = "skewed aggregation"
RULE = "skew.aggregate"
EVIDENCE = ("same quantiles as skew.join; says AQE skew join does not apply to aggregations; "
            "two-stage aggregation as the fix")

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402
from _checks import skew_facts, is_even  # noqa: E402

# 3M rows (2M until runs shared a driver JVM): at 2M the hot task ran 4.7x the median in a full
# regeneration under load 5-7, below the 5x that expect() asks for (per-task fixed costs weigh on
# the median); more rows make the hot task's share of the work show in its duration.
ROWS = 3_000_000
CONF = {"spark.sql.shuffle.partitions": "32",
        "spark.sql.adaptive.coalescePartitions.enabled": "false",
        "spark.driver.memory": "1g"}
RUNS = {"skew": {"rule": RULE, "conf": CONF},
        "even": {"rule": None, "control": True, "conf": CONF}}


def job(spark, rows, hot):
    df = big(spark, rows, hot_share=hot, partitions=8)
    (df.groupBy("key").agg(F.collect_list("payload").alias("vs"), F.count("*").alias("n"))
       .select("key", F.size("vs").alias("s"), "n").write.format("noop").mode("overwrite").save())


def run(spark, variant, ctx):
    spark.sparkContext.setJobDescription("warm-up (JIT), 1/20 of the data, even keys")
    job(spark, ROWS // 20, 0.0)
    spark.sparkContext.setJobDescription(None)
    job(spark, ROWS, 0.45 if variant == "skew" else 0.0)


def check(m):
    return skew_facts(m, "sr_bytes")


def expect(variant, f):
    if variant == "skew":
        return f["duration_ratio"] >= 5 and f["shuffle_read_max_bytes"] >= 5 * f["shuffle_read_median_bytes"]
    return f["duration_ratio"] < 5 and f["shuffle_read_max_bytes"] < 2 * f["shuffle_read_median_bytes"]
