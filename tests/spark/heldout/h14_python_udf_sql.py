"""Held-out python.udf: a CPU-bound Python UDF registered with spark.udf.register and called from
SQL text (BatchEvalPython, Arrow off), local[2]."""
from pyspark.sql import types as T

NAME = "Python UDF called from SQL text"
RULE = "python.udf"
CONF = {"spark.sql.shuffle.partitions": "8", "spark.sql.execution.pythonUDF.arrow.enabled": "false"}
RUNS = {"run": {"rule": RULE, "conf": CONF}}


def _score(s):
    t = 0
    for i in range(300):
        t = (t * 31 + ord(s[i % len(s)]) + i) % 1000003
    return t


def run(spark, variant, ctx):
    spark.udf.register("score", _score, T.LongType())
    spark.sql("SELECT id, CAST(id * 7 AS STRING) AS s FROM range(0, 250000, 1, 4)").createOrReplaceTempView("u")
    spark.sql("SELECT score(s) % 100 AS b, count(*) FROM u GROUP BY score(s) % 100") \
        .write.format("noop").mode("overwrite").save()
