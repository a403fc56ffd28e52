"""Scenario 20: join to a dimension with duplicate keys (every key 20 times): the join emits 20x
the probe rows.

Variant `explosion`: the shape of a TPC-DS q72-like plan on a cluster log. A fact table joins an
inventory-like table on a non-unique key (each item has 40 weekly inventory rows), which multiplies
the fact rows 40x; two later joins to a date dimension and a filter that compares the two weeks
(it needs both sides, so the optimizer cannot push it into the first join) throw 39 of every 40
rows away again. The time goes into the joins after the explosion; only the SQL metrics show why."""
SCENARIO = 20
NAME = "join fan-out (duplicate dimension keys)"
RULE = "join.fanout"
EVIDENCE = "rows out vs rows in of the probe side, the join node"

from pyspark.sql import functions as F  # noqa: E402
from _data import big  # noqa: E402

RUNS = {"dupkeys": {"rule": RULE},
        "explosion": {"rule": RULE, "conf": {"spark.sql.autoBroadcastJoinThreshold": "-1",
                                             "spark.sql.shuffle.partitions": "8"}}}

FACT_ROWS, ITEMS, WEEKS = 600_000, 500, 40


def run(spark, variant, ctx):
    if variant == "explosion":
        return explosion(spark)
    d = spark.range(0, 100_000).select((F.col("id") % 5_000).alias("key"), F.col("id").alias("attr"))
    f = big(spark, 200_000, keys=5_000, payload=False)
    f.join(d, "key").groupBy(F.col("attr") % 10).agg(F.sum("v")).write.format("noop").mode("overwrite").save()


def explosion(spark):
    days = spark.range(0, WEEKS * 7).select(F.col("id").alias("d_date_sk"),
                                            (F.col("id") / 7).cast("long").alias("d_week_seq"))
    sales = spark.range(0, FACT_ROWS).select((F.col("id") * 7919 % ITEMS).alias("cs_item_sk"),
                                             (F.col("id") * 104729 % (WEEKS * 7)).alias("cs_sold_date_sk"),
                                             (F.col("id") % 50).alias("cs_quantity"))
    inv = spark.range(0, ITEMS * WEEKS).select((F.col("id") % ITEMS).alias("inv_item_sk"),
                                               ((F.col("id") / ITEMS).cast("long") * 7).alias("inv_date_sk"),
                                               (F.col("id") % 60).alias("inv_quantity_on_hand"))
    d1 = days.select(F.col("d_date_sk").alias("d1_date_sk"), F.col("d_week_seq").alias("d1_week_seq"))
    d2 = days.select(F.col("d_date_sk").alias("d2_date_sk"), F.col("d_week_seq").alias("d2_week_seq"))
    (sales.join(inv, sales.cs_item_sk == inv.inv_item_sk)
          .where(F.col("inv_quantity_on_hand") < F.col("cs_quantity"))
          .join(d1, F.col("cs_sold_date_sk") == F.col("d1_date_sk"))
          .join(d2, F.col("inv_date_sk") == F.col("d2_date_sk"))
          .where(F.col("d1_week_seq") == F.col("d2_week_seq"))
          .groupBy("cs_item_sk").agg(F.count("*").alias("n"))
          .write.format("noop").mode("overwrite").save())


def check(m):
    out = m.sql_metric("BroadcastHashJoin", "number of output rows") + m.sql_metric("SortMergeJoin", "number of output rows")
    return {"join_nodes": sorted({n for n in m.sql_nodes() if "Join" in n}), "join_output_rows": out,
            "probe_rows": 200_000}


def expect(variant, f):
    if variant == "explosion":   # the first join multiplies the 600k fact rows at least 10x
        return max(f["join_output_rows"] or [0]) >= 10 * FACT_ROWS
    return max(f["join_output_rows"] or [0]) >= 10 * 200_000
