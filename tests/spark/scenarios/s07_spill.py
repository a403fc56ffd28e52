"""Scenario 7: sort and aggregation with too little execution memory (spark.memory.fraction=0.1 on
a 512m driver): most tasks spill, memory-spill bytes far above disk-spill bytes."""
SCENARIO = 7
NAME = "spill"
RULE = "spill"
EVIDENCE = ("spill (memory) and spill (disk) as one event and their ratio, which stage, share of "
            "tasks spilling")

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402
from _checks import stage_facts  # noqa: E402

# 4M rows since session 6: at 2M, stage 2's spill cost (a third of its 1.2-1.8 s) sat at the report's
# 500 ms floor on two cores and a full-suite run missed the finding; the committed log was written
# with 2M rows.
ROWS = 4_000_000
RUNS = {"lowmem": {"rule": RULE, "conf": {"spark.sql.shuffle.partitions": "16",
                                          "spark.sql.adaptive.coalescePartitions.enabled": "false",
                                          "spark.memory.fraction": "0.1",
                                          "spark.driver.memory": "512m"}}}


def run(spark, variant, ctx):
    df = big(spark, ROWS)
    (df.repartition(16, "key").sortWithinPartitions("payload")
       .groupBy("key").agg(F.max("payload"), F.count("*")).write.format("noop").mode("overwrite").save())


def check(m):
    st = max(m.stages.values(), key=lambda s: s.total("spill_disk"))
    f = stage_facts(st)
    f["share_tasks_spilling"] = round(f["tasks_spilling"] / max(f["tasks"], 1), 2)
    f["mem_to_disk_ratio"] = round(f["spill_mem_bytes"] / max(f["spill_disk_bytes"], 1), 1)
    return f


def expect(variant, f):
    return f["share_tasks_spilling"] >= 0.5 and f["spill_disk_bytes"] > 0
