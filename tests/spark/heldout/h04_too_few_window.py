"""Held-out partitions.too_few: a window over 2,000 groups with only 3 shuffle partitions on
local[4] (one slot idle) and a 512m driver: every task sorts a third of 2.5M rows and spills."""
from pyspark.sql import functions as F, Window

NAME = "too few shuffle partitions, window, local[4]"
RULE = "partitions.too_few"
CONF = {"spark.sql.shuffle.partitions": "3", "spark.driver.memory": "512m"}
RUNS = {"run": {"rule": RULE, "master": "local[4]", "conf": CONF}}


def run(spark, variant, ctx):
    df = spark.range(0, 2_500_000, 1, 8).select((F.col("id") * 7919 % 2000).alias("g"), "id",
                                                F.sha2(F.col("id").cast("string"), 256).alias("p"))
    w = Window.partitionBy("g").orderBy("p")
    df.select("g", F.row_number().over(w).alias("rn"), "p").where("rn % 1000 = 1") \
        .write.format("noop").mode("overwrite").save()
