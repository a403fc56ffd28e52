"""Scenario 5: a big sort with 4 shuffle partitions on a 512m driver: every task is large and
spills; the quantiles are high together (max close to median). Capacity, not skew."""
SCENARIO = 5
NAME = "too few shuffle partitions"
RULE = "partitions.too_few"
EVIDENCE = ("all quantiles high together (max close to median), spill in most tasks, bytes per task; "
            "capacity/sizing, not skew")

from _data import big  # noqa: E402
from _checks import stage_facts  # noqa: E402

ROWS = 3_000_000
RUNS = {"four": {"rule": RULE, "conf": {"spark.sql.shuffle.partitions": "4",
                                        "spark.driver.memory": "512m"}}}


def run(spark, variant, ctx):
    big(spark, ROWS).orderBy("payload").write.format("noop").mode("overwrite").save()


def check(m):
    st = max((s for s in m.stages.values() if s.ok and s.total("sr_bytes") > 0), key=lambda s: s.total("sr_bytes"))
    f = stage_facts(st)
    f["bytes_per_task"] = st.total("sr_bytes") // max(len(st.ok), 1)
    return f


def expect(variant, f):
    return f["tasks"] == 4 and f["tasks_spilling"] >= 3 and f["duration_ratio"] < 2
