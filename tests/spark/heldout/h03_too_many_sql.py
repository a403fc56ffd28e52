"""Held-out partitions.too_many: SQL text GROUP BY of 80k rows into 1,200 shuffle partitions,
AQE on but partition coalescing off, local[4]."""
NAME = "too many shuffle partitions, SQL text, AQE on, coalescing off"
RULE = "partitions.too_many"
CONF = {"spark.sql.adaptive.enabled": "true", "spark.sql.adaptive.coalescePartitions.enabled": "false",
        "spark.sql.shuffle.partitions": "1200"}
RUNS = {"run": {"rule": RULE, "master": "local[4]", "conf": CONF}}


def run(spark, variant, ctx):
    spark.sql("SELECT id % 300 AS k, id AS v FROM range(0, 80000)").createOrReplaceTempView("t")
    spark.sql("SELECT k, count(*) AS n, avg(v) AS a FROM t GROUP BY k").write.format("noop").mode("overwrite").save()
