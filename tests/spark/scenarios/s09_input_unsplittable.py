"""Scenario 9: one large .csv.gz input: gzip cannot be split, so one task reads the whole file
while the other slot idles. Variant `plain`: the same rows as an uncompressed .csv (split into
several tasks) as the control. The file is written by the driver's Python (no Spark job)."""
SCENARIO = 9
NAME = "unsplittable input"
RULE = "input.unsplittable"
EVIDENCE = "one input task reading everything while slots idle; gzip named as the cause"

import gzip  # noqa: E402
import os  # noqa: E402
from _checks import stage_facts  # noqa: E402

LINES = 1_500_000
RUNS = {"gz": {"rule": RULE}, "plain": {"rule": None, "control": True}}


def write_input(path, compress, lines=None):
    opener = gzip.open if compress else open
    with opener(path, "wt", **({"compresslevel": 1} if compress else {})) as f:
        f.write("id,key,amount,label\n")
        buf = []
        for i in range(LINES if lines is None else lines):
            buf.append(f"{i},{(i * 7919) % 10007},{i % 1000}.{i % 97},label-{i % 31}\n")
            if len(buf) == 50_000:
                f.write("".join(buf))
                buf = []
        f.write("".join(buf))


def run(spark, variant, ctx):
    path = ctx.path("input.csv.gz" if variant == "gz" else "input.csv")
    write_input(path, variant == "gz")
    df = spark.read.option("header", "true").schema("id long, key int, amount double, label string").csv(path)
    df.groupBy("key").agg({"amount": "sum"}).write.format("noop").mode("overwrite").save()


def check(m):
    st = max((s for s in m.stages.values() if s.total("in_bytes") > 0), key=lambda s: s.total("in_bytes"))
    f = stage_facts(st)
    f["input_bytes"] = st.total("in_bytes")
    f["input_records"] = st.total("in_records")
    f["input_tasks"] = len(st.ok)
    f["files_read"] = sum(m.sql_metric("Scan", "number of files read"))
    return f


def expect(variant, f):
    return f["input_tasks"] == 1 if variant == "gz" else f["input_tasks"] >= 2
