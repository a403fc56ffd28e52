"""Writes the SQL-edge-case event logs of tests/conformance/sql/logs/ (sql-edge apps).

    PYSPARK_PYTHON=.venv/bin/python .venv/bin/python sql_edge.py EVENTLOG_DIR BROADCAST_THRESHOLD AQE

Run with (-1, false) and (10485760, true), with pyspark 4.3.0 (.venv) and 3.5.7 (.venv35).
Covers: exchange reuse, scalar subqueries (Subquery / ReusedSubquery), take / limit (several jobs on
one plan), cache (InMemoryTableScan, TableCacheQueryStage), an execution with >4 jobs (Scala
HashMap order of job ids), a failing query, a failing Python UDF (no pyarrow: FAILED with an error
message), window, parquet write / read, queries without jobs.
"""
import sys
from pyspark.sql import SparkSession, functions as F
spark = (SparkSession.builder.master("local[2]").appName("sql-edge")
         .config("spark.eventLog.enabled", "true").config("spark.eventLog.dir", sys.argv[1])
         .config("spark.sql.shuffle.partitions", "7").config("spark.ui.enabled", "false")
         .config("spark.sql.autoBroadcastJoinThreshold", sys.argv[2] if len(sys.argv) > 2 else "10485760")
         .config("spark.sql.adaptive.enabled", sys.argv[3] if len(sys.argv) > 3 else "true")
         .getOrCreate())
sc = spark.sparkContext
df = spark.range(0, 20000, 1, 8).withColumn("k", F.col("id") % 13).withColumn("v", F.rand(3))
df.createOrReplaceTempView("t")
# 1. self join with exchange reuse, aggregate
spark.sql("select a.k, count(*) c from (select k, sum(v) s from t group by k) a join (select k, sum(v) s from t group by k) b on a.k = b.k group by a.k").collect()
# 2. scalar subqueries (Subquery / ReusedSubquery)
spark.sql("select * from t where v > (select avg(v) from t) and id < (select avg(v) from t) * 30000").count()
# 3. limit/take: several jobs on the same plan
spark.range(0, 100000, 1, 50).filter("id % 997 = 3").take(60)
spark.range(0, 100000, 1, 50).filter("id % 99991 = 3").limit(5).collect()
# 4. cache and reuse of the cached data
c = df.groupBy("k").agg(F.max("v").alias("m")).cache()
c.count()
c.join(df, "k").groupBy("k").count().collect()
# 5. many jobs in one execution: a union of many aggregates (broadcasts / AQE stages)
u = None
for i in range(7):
    x = df.filter(F.col("k") == i).groupBy("k").agg(F.sum("v"))
    u = x if u is None else u.union(x)
u.join(df.groupBy("k").count(), "k").collect()
# 6. a failing query (runtime error in a task)
try:
    spark.sql("select assert_true(id < 15000) from t").collect()
except Exception as e:
    print("expected failure", type(e).__name__)
# 7. python udf
from pyspark.sql.types import LongType
f = F.udf(lambda x: x * 2, LongType())
try:
    df.select(f("id").alias("d")).agg(F.sum("d")).collect()
except Exception as e:
    print("udf failure", type(e).__name__)
# 8. window + sort + spill-free sort
from pyspark.sql.window import Window
df.withColumn("r", F.row_number().over(Window.partitionBy("k").orderBy("v"))).filter("r < 3").collect()
# 9. write to parquet (data writing command, driver metrics)
df.write.mode("overwrite").parquet(sys.argv[1] + "/../pq_" + (sys.argv[3] if len(sys.argv) > 3 else "true"))
spark.read.parquet(sys.argv[1] + "/../pq_" + (sys.argv[3] if len(sys.argv) > 3 else "true")).filter("k = 3").count()
# 10. empty result, explain-only (no jobs)
spark.sql("select * from t where 1 = 0").collect()
spark.sql("show tables").collect()
spark.stop()
