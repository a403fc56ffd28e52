"""Scenario 6: small data with 2000 shuffle partitions (AQE coalescing off so they stay): 2000
tiny tasks dominated by scheduling and deserialization. Variant `rolling` repeats the job so the
uncompressed log passes 10 MiB (Spark's minimum rolling.maxFileSize) and rolls into several files."""
SCENARIO = 6
NAME = "too many shuffle partitions"
RULE = "partitions.too_many"
EVIDENCE = "median task time, scheduler delay and deserialization share, task count vs slots"

from pyspark.sql import functions as F  # noqa: E402
from _checks import stage_facts  # noqa: E402

CONF = {"spark.sql.shuffle.partitions": "2000",
        "spark.sql.adaptive.coalescePartitions.enabled": "false"}
RUNS = {"tiny": {"rule": RULE, "conf": CONF},
        "rolling": {"rule": RULE, "conf": CONF, "full_only": True, "skip_default": True}}


def run(spark, variant, ctx):
    df = spark.range(0, 100_000).select((F.col("id") % 1000).alias("k"), "id")
    for _ in range(1 if variant == "tiny" else 4):
        df.groupBy("k").agg(F.sum("id")).write.format("noop").mode("overwrite").save()


def check(m):
    st = max(m.stages.values(), key=lambda s: len(s.ok))
    f = stage_facts(st)
    ok = st.ok
    sched = [max(0, t.duration - t.run - t.deser - t.ser - t.getting) for t in ok]
    f["scheduler_delay_ms_total"] = sum(sched)
    f["deser_ms_total"] = st.total("deser", True)
    f["run_ms_total"] = st.total("run", True)
    f["duration_ms_total"] = st.total("duration", True)
    f["slots"] = 2
    return f


def expect(variant, f):
    return f["tasks"] == 2000 and f["duration_median_ms"] < 50
