"""Scenario 34 (diff pair): the same job on local-cluster with 2 executors x 1 core (`a`) and with
1 executor x 1 core (`b`): half the slots, capacity-bound stages take ~2x."""
SCENARIO = 34
NAME = "diff: fewer executors"
RULE = "diff.resources"
EVIDENCE = "slots then and now; capacity-bound stages"

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402

CONF = {"spark.executor.memory": "768m", "spark.sql.shuffle.partitions": "16"}
RUNS = {"a": {"rule": None, "master": "local-cluster[2,1,1024]", "conf": CONF},
        "b": {"rule": "diff.resources", "master": "local-cluster[1,1,1024]", "conf": CONF}}


def _wait(it):
    import time
    time.sleep(3.0)  # a fixed per-partition wait (think: a call to an external service)
    return it


def run(spark, variant, ctx):
    # Most of each task is a fixed 3 s wait, so the stage time follows the number of slots even on
    # a machine whose CPUs are shared (pure CPU work showed no difference under load).
    df = big(spark, 50_000, partitions=16)
    df = spark.createDataFrame(df.rdd.mapPartitions(_wait), df.schema)
    df.groupBy("key").agg(F.max("payload"), F.sum("v")).write.format("noop").mode("overwrite").save()


def check(m):
    execs = {k: v.get("Total Cores") for k, v in m.executors_added.items()}
    st = max(m.stages.values(), key=lambda s: s.total("run"))
    return {"executors": execs, "slots": sum(execs.values()), "heaviest_stage": st.id,
            "heaviest_stage_wall_ms": st.wall, "heaviest_stage_task_ms": st.total("run"),
            "app_ms": (m.app_end or 0) - (m.app_start or 0)}


def expect(variant, f):
    return f["slots"] == (2 if variant == "a" else 1)
