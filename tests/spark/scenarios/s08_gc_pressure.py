"""Scenario 8: GC-heavy job: a deserialized cache of many small Java objects (RDD.cache of
Row-derived Java objects via the JVM) squeezes a 512m heap while collect_list aggregations
allocate millions of short-lived objects; the serial collector with a small young generation
makes every allocation burst a stop-the-world collection."""
SCENARIO = 8
NAME = "GC pressure"
RULE = "gc.pressure"
EVIDENCE = "GC time as a share of task time per stage/executor"

from pyspark import StorageLevel  # noqa: E402
from pyspark.sql import functions as F  # noqa: E402
from _checks import stage_facts  # noqa: E402

ROWS = 2_000_000
RUNS = {"gc": {"rule": RULE, "conf": {
    "spark.driver.memory": "512m",
    "spark.driver.extraJavaOptions": "-XX:+UseSerialGC -Xmn24m",
    "spark.sql.shuffle.partitions": "8",
    "spark.sql.adaptive.coalescePartitions.enabled": "false"}}}


def run(spark, variant, ctx):
    df = spark.range(0, ROWS, 1, 8).select(
        (F.col("id") % 50_000).alias("k"),
        F.concat(F.lit("item-"), F.col("id").cast("string")).alias("s"),
        F.array(*[F.col("id") + i for i in range(8)]).alias("arr"))
    cached = df.persist(StorageLevel.MEMORY_ONLY)
    cached.count()
    for _ in range(2):
        (cached.groupBy("k").agg(F.collect_list("s").alias("l"), F.collect_list("arr").alias("a"))
         .select("k", F.size("l"), F.size("a")).write.format("noop").mode("overwrite").save())


def check(m):
    st = max((s for s in m.stages.values() if s.ok), key=lambda s: s.total("gc") / max(s.total("run"), 1))
    f = stage_facts(st)
    f["gc_share_of_run"] = round(f["gc_ms"] / max(f["run_ms"], 1), 2)
    tot_gc = sum(s.total("gc") for s in m.stages.values())
    tot_run = sum(s.total("run") for s in m.stages.values())
    f["app_gc_share_of_run"] = round(tot_gc / max(tot_run, 1), 2)
    return f


def expect(variant, f):
    return f["gc_share_of_run"] >= 0.2
