"""Held-out join.fanout: SQL text join of 150k orders to a price table with 40 rows per product
(history rows with no validity filter): 6M rows out of 150k, local[4], broadcast off."""
NAME = "join fan-out, SQL text, duplicate price rows"
RULE = "join.fanout"
CONF = {"spark.sql.autoBroadcastJoinThreshold": "-1", "spark.sql.shuffle.partitions": "8"}
RUNS = {"run": {"rule": RULE, "master": "local[4]", "conf": CONF}}


def run(spark, variant, ctx):
    spark.sql("SELECT id AS order_id, (id * 7919) % 2000 AS product, id % 9 AS qty FROM range(0, 150000)") \
        .createOrReplaceTempView("orders")
    spark.sql("SELECT id % 2000 AS product, id AS version, (id % 500) / 10.0 AS price FROM range(0, 80000)") \
        .createOrReplaceTempView("prices")
    spark.sql("""SELECT o.qty, sum(o.qty * p.price) AS revenue FROM orders o JOIN prices p
                 ON o.product = p.product GROUP BY o.qty""").write.format("noop").mode("overwrite").save()
