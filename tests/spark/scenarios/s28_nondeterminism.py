"""Scenario 28: nondeterministic expressions in the plan: rand() without a seed (PySpark picks
one), monotonically_increasing_id(), first() without an ordering. The generated log differs from
run to run by design (the seed appears in the plan)."""
SCENARIO = 28
NAME = "nondeterministic expressions"
RULE = "nondeterminism"
EVIDENCE = "the expressions and where they are"

from pyspark.sql import functions as F  # noqa: E402

RUNS = {"rand_first": {"rule": RULE}}


def run(spark, variant, ctx):
    df = spark.range(0, 300_000).select((F.col("id") % 100).alias("k"), "id")
    df = df.withColumn("r", F.rand()).withColumn("mid", F.monotonically_increasing_id())
    (df.where("r < 0.5").groupBy("k").agg(F.first("id"), F.max("mid"))
       .write.format("noop").mode("overwrite").save())


def check(m):
    plans = " ".join((s.get("plan") or "") for s in m.sql.values())
    return {k: (k in plans) for k in ("rand(", "monotonically_increasing_id", "first(")}


def expect(variant, f):
    return all(f.values())
