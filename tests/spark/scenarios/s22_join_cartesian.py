"""Scenario 22: non-equi join (a.x < b.y): BroadcastNestedLoopJoin comparing 3000 x 3000 rows;
variant `cartesian`: crossJoin with auto-broadcast off: CartesianProduct."""
SCENARIO = 22
NAME = "cartesian / non-equi join"
RULE = "join.cartesian"
EVIDENCE = "BroadcastNestedLoopJoin / CartesianProduct node, rows compared"

from pyspark.sql import functions as F  # noqa: E402

RUNS = {"nonequi": {"rule": RULE},
        "cartesian": {"rule": RULE, "conf": {"spark.sql.autoBroadcastJoinThreshold": "-1",
                                             "spark.sql.crossJoin.enabled": "true"}}}


def run(spark, variant, ctx):
    a = spark.range(0, 3000).select(F.col("id").alias("x"))
    b = spark.range(0, 3000).select((F.col("id") * 3 % 3001).alias("y"))
    if variant == "nonequi":
        j = a.join(b, a.x < b.y)
    else:
        j = a.crossJoin(b).where((F.col("x") + F.col("y")) % 7 == 0)
    j.groupBy((F.col("x") % 10).alias("g")).count().write.format("noop").mode("overwrite").save()


def check(m):
    return {"join_nodes": sorted({n for n in m.sql_nodes() if "Join" in n or "Cartesian" in n}),
            "join_output_rows": m.sql_metric("BroadcastNestedLoopJoin", "number of output rows")
            + m.sql_metric("CartesianProduct", "number of output rows")}


def expect(variant, f):
    want = "BroadcastNestedLoopJoin" if variant == "nonequi" else "CartesianProduct"
    return want in f["join_nodes"]
