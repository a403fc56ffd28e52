"""Scenario 2: the data of scenario 1 with AQE's skew-join handling on and lowered thresholds:
AQE splits the hot partition (SortMergeJoin(skew=true), AQEShuffleRead 'number of skewed partitions')."""
SCENARIO = 2
NAME = "AQE skew join split"
RULE = "aqe.skew_split"
EVIDENCE = "how many partitions AQE split, max task before/after if a baseline is given (baseline: s01_skew_join)"

from _checks import skew_facts  # noqa: E402

ROWS = 3_000_000
RUNS = {"split": {"rule": RULE, "conf": {
    "spark.sql.adaptive.enabled": "true",
    "spark.sql.adaptive.skewJoin.enabled": "true",
    "spark.sql.adaptive.skewJoin.skewedPartitionFactor": "2",
    "spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes": "4m",
    "spark.sql.adaptive.advisoryPartitionSizeInBytes": "4m",
    "spark.sql.adaptive.coalescePartitions.enabled": "false",
    "spark.sql.autoBroadcastJoinThreshold": "-1",
    "spark.sql.shuffle.partitions": "32",
    "spark.driver.memory": "512m",
}}}


def run(spark, variant, ctx):
    from s01_skew_join import job
    spark.sparkContext.setJobDescription("warm-up (JIT), 1/20 of the data, even keys")
    job(spark, ROWS // 20, 0.0)
    spark.sparkContext.setJobDescription(None)
    job(spark, ROWS, 0.45)


def check(m):
    f = skew_facts(m)
    f["skewed_partitions"] = sum(m.sql_metric("AQEShuffleRead", "number of skewed partitions"))
    f["skewed_partition_splits"] = sum(m.sql_metric("AQEShuffleRead", "number of skewed partition splits"))
    f["smj_skew_true"] = any("SortMergeJoin(skew=true)" in (s.get("plan") or "") for s in m.sql.values())
    return f


def expect(variant, f):
    return f["skewed_partitions"] >= 1 and f["skewed_partition_splits"] >= 2
