"""Scenario 17: Python UDF heavy stage (BatchEvalPython, Arrow for plain UDFs turned off; variant `pandas`: a pandas UDF,
ArrowEvalPython, with spark.sql.execution.arrow.maxRecordsPerBatch=2000): the stage's time is
spent in the Python workers."""
SCENARIO = 17
NAME = "python UDF"
RULE = "python.udf"
EVIDENCE = ("Python eval operator, time share, Arrow batch size and memory overhead settings, Python "
            "worker memory if recorded")

from pyspark.sql import functions as F, types as T  # noqa: E402
from _checks import stage_facts  # noqa: E402

ROWS = 400_000
RUNS = {"python": {"rule": RULE, "conf": {"spark.sql.shuffle.partitions": "8",
                                          # Spark 4.x runs plain Python UDFs through Arrow by default;
                                          # off here so this variant shows the classic BatchEvalPython.
                                          "spark.sql.execution.pythonUDF.arrow.enabled": "false"}},
        "pandas": {"rule": RULE, "conf": {"spark.sql.shuffle.partitions": "8",
                                          "spark.sql.execution.arrow.maxRecordsPerBatch": "2000",
                                          "spark.executor.pyspark.memory": "512m"}}}


def _work(s):
    import hashlib
    h = s.encode()
    for _ in range(20):
        h = hashlib.sha256(h).digest()
    return h.hex()[:16]


def run(spark, variant, ctx):
    df = spark.range(0, ROWS, 1, 4).select("id", F.col("id").cast("string").alias("s"))
    if variant == "python":
        f = F.udf(_work, T.StringType())
    else:
        import pandas as pd

        @F.pandas_udf(T.StringType())
        def f(col: pd.Series) -> pd.Series:
            return col.map(_work)
    (df.select("id", f("s").alias("h")).groupBy(F.substring("h", 1, 2).alias("p")).count()
       .write.format("noop").mode("overwrite").save())


def check(m):
    st = max(m.stages.values(), key=lambda s: s.total("run"))
    f = stage_facts(st)
    nodes = m.sql_nodes()
    f["python_nodes"] = sorted({n for n in nodes if "Python" in n})
    tot = sum(s.total("run") for s in m.stages.values())
    f["udf_stage_share_of_task_time"] = round(st.total("run") / max(tot, 1), 2)
    return f


def expect(variant, f):
    return bool(f["python_nodes"]) and f["udf_stage_share_of_task_time"] >= 0.7
