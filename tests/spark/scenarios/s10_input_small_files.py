"""Scenario 10: many tiny input files (1500 CSV files of ~1 KB, written by the driver's Python):
file listing and opening dominate; Spark packs them into tasks by openCostInBytes."""
SCENARIO = 10
NAME = "small input files"
RULE = "input.small_files"
EVIDENCE = "file count, average file size, task count"

import os  # noqa: E402
from _checks import stage_facts  # noqa: E402

FILES = 1500
RUNS = {"tiny": {"rule": RULE}}


def run(spark, variant, ctx):
    d = ctx.path("small_csv")
    os.makedirs(d, exist_ok=True)
    for n in range(FILES):
        with open(os.path.join(d, f"part-{n:05d}.csv"), "w") as f:
            f.write("".join(f"{n * 40 + i},{(n * 40 + i) % 101},{i}\n" for i in range(40)))
    df = spark.read.schema("id long, key int, v int").csv(d)
    df.groupBy("key").sum("v").write.format("noop").mode("overwrite").save()


def check(m):
    st = max((s for s in m.stages.values() if s.total("in_bytes") > 0), key=lambda s: s.total("in_bytes"))
    f = stage_facts(st)
    f["input_tasks"] = len(st.ok)
    f["files_read"] = sum(m.sql_metric("Scan", "number of files read"))
    size = sum(m.sql_metric("Scan", "size of files read"))
    f["size_of_files_read"] = size
    f["avg_file_bytes"] = size // max(f["files_read"], 1)
    return f


def expect(variant, f):
    return f["files_read"] == FILES and f["avg_file_bytes"] < 4096
