"""Held-out healthy control: SQL text join with a broadcast dimension and an aggregate, AQE on,
default settings, local[4]."""
NAME = "healthy control, SQL text, local[4]"
RUNS = {"run": {"rule": None, "control": True, "master": "local[4]"}}


def run(spark, variant, ctx):
    spark.sql("SELECT id, (id * 7919) % 5000 AS k, id % 100 AS v FROM range(0, 2000000, 1, 8)").createOrReplaceTempView("f")
    spark.sql("SELECT id AS k, concat('n', CAST(id % 50 AS STRING)) AS name FROM range(0, 5000)").createOrReplaceTempView("d")
    spark.sql("SELECT d.name, sum(f.v), count(*) FROM f JOIN d ON f.k = d.k GROUP BY d.name") \
        .write.format("noop").mode("overwrite").save()
