"""Writes a log with a FetchFailed stage retry in local mode: a reduce-side UDF deletes the map
outputs (shuffle files under spark.local.dir) once, so the map and reduce stages run attempt 1.

    PYSPARK_PYTHON=.venv/bin/python .venv/bin/python sql_retry.py EVENTLOG_DIR false

(the committed log is the AQE-off run; the paths below are where it was made).
"""
import glob, os, sys, time
from pyspark.sql import SparkSession, functions as F, types as T
local = "/tmp/sqlwork/retry/local"
marker = "/tmp/sqlwork/retry/marker" + sys.argv[2]
if os.path.exists(marker):
    os.remove(marker)
spark = (SparkSession.builder.master("local[2]").appName("retry-" + sys.argv[2])
         .config("spark.eventLog.enabled", "true").config("spark.eventLog.dir", sys.argv[1])
         .config("spark.local.dir", local).config("spark.ui.enabled", "false")
         .config("spark.sql.shuffle.partitions", "6").config("spark.sql.adaptive.enabled", sys.argv[2])
         .config("spark.sql.execution.pythonUDF.arrow.enabled", "false").getOrCreate())
def f(k):
    from pyspark import TaskContext
    tc = TaskContext.get()
    if tc.attemptNumber() == 0 and tc.partitionId() == 0 and not os.path.exists(marker):
        open(marker, "w").close()
        for p in glob.glob(local + "/**/shuffle_*", recursive=True):
            try:
                os.remove(p)
            except OSError:
                pass
    time.sleep(0.002)
    return k
killer = F.udf(f, T.LongType())
df = spark.range(0, 200000, 1, 4).select((F.col("id") % 500).alias("k"), "id")
agg = df.groupBy("k").agg(F.sum("id").alias("s"), F.max("id").alias("m"))
agg.select(killer("k").alias("k"), "s", "m").repartition(3).groupBy((F.col("k") % 7).alias("g")).agg(F.sum("s")).collect()
spark.stop()
