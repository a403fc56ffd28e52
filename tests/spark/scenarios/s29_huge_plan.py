"""Scenario 29: 420 withColumn calls in a loop: analysis/planning takes seconds on the driver
before the first job, and the plan text is huge."""
SCENARIO = 29
NAME = "huge plan (withColumn loop)"
RULE = "plan.huge"
EVIDENCE = "planning time (execution start to first job), plan size"

from pyspark.sql import functions as F  # noqa: E402

# The cost grows faster than the column count (every withColumn re-analyzes the whole plan). With
# runs sharing a warm driver JVM, 250 gave 11 s from app start to the SQL execution on a loaded
# machine, too close to the 10 s of expect() for an idle one; 350 gave 14.5 s, 500 gave 31 s.
COLUMNS = 420
RUNS = {"withcolumn": {"rule": RULE}}


def run(spark, variant, ctx):
    df = spark.range(0, 10_000).select((F.col("id") % 10).alias("c0"))
    for i in range(1, COLUMNS):
        df = df.withColumn(f"c{i}", F.col(f"c{i - 1}") + F.lit(i) * F.col("c0"))
    df.groupBy("c0").agg(F.sum(f"c{COLUMNS - 1}")).write.format("noop").mode("overwrite").save()


def check(m):
    big = max(m.sql.items(), key=lambda kv: len(kv[1].get("plan") or ""))
    sid, s = big
    first_job = min((j["start"] for j in m.jobs.values() if j["props"].get("spark.sql.execution.id") == str(sid)),
                    default=None)
    return {"plan_chars": len(s.get("plan") or ""), "sql_start_to_first_job_ms":
            (first_job - s["start"]) if first_job else None,
            "app_start_to_sql_start_ms": s["start"] - m.app_start}


def expect(variant, f):
    # The plan text itself stays short (Spark abbreviates: "... N more fields"); the cost shows as
    # driver time before the SQL execution starts (the withColumn loop) and before its first job.
    return f["app_start_to_sql_start_ms"] > 10_000 or f["sql_start_to_first_job_ms"] > 5_000
