"""Held-out parallelism.single_task: row_number() over an ORDER BY with no PARTITION BY (SQL
text) on local[4]: Spark moves all 1.5M rows to one partition; zstd rolling log."""
NAME = "window without partitionBy, SQL text"
RULE = "parallelism.single_task"
RUNS = {"run": {"rule": RULE, "master": "local[4]"}}


def run(spark, variant, ctx):
    spark.sql("""SELECT id, sha2(CAST(id AS STRING), 256) AS p FROM range(0, 1500000, 1, 8)""").createOrReplaceTempView("ev")
    spark.sql("""SELECT id, p, row_number() OVER (ORDER BY p) AS rn FROM ev""") \
        .where("rn % 100000 = 0").write.format("noop").mode("overwrite").save()
