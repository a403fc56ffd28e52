"""Scenario 31: spark.sql.session.timeZone not set: timestamps are cast in the driver JVM's zone
(-Duser.timezone=America/New_York here), so date boundaries depend on where the job runs."""
SCENARIO = 31
NAME = "session time zone unset"
RULE = "config.timezone"
EVIDENCE = "the effective zone; in a diff, the two zones"

from pyspark.sql import functions as F  # noqa: E402

RUNS = {"unset": {"rule": RULE, "utc": False,
                  "conf": {"spark.driver.extraJavaOptions": "-Duser.timezone=America/New_York"}}}


def run(spark, variant, ctx):
    df = spark.range(0, 200_000).select(
        F.timestamp_seconds(F.lit(1_704_067_200) + F.col("id") * 37).alias("ts"))  # from 2024-01-01T00:00Z
    df.groupBy(F.to_date("ts").alias("day")).count().write.format("noop").mode("overwrite").save()


def check(m):
    return {"spark.sql.session.timeZone": m.env.get("spark.sql.session.timeZone"),
            "driver_java_options": m.env.get("spark.driver.extraJavaOptions")}


def expect(variant, f):
    return f["spark.sql.session.timeZone"] is None
