"""Held-out join.broadcast_candidate: sort-merge join of 1.2M rows with a 300-row filtered
lookup, broadcast disabled, SQL text, local[4]."""
NAME = "SMJ with a tiny filtered side, SQL text"
RULE = "join.broadcast_candidate"
CONF = {"spark.sql.autoBroadcastJoinThreshold": "-1", "spark.sql.shuffle.partitions": "16"}
RUNS = {"run": {"rule": RULE, "master": "local[4]", "conf": CONF}}


def run(spark, variant, ctx):
    spark.sql("SELECT id, id % 3000 AS store, id % 101 AS amt FROM range(0, 1200000, 1, 8)").createOrReplaceTempView("sales")
    spark.sql("SELECT id AS store, id % 50 AS city FROM range(0, 3000)").createOrReplaceTempView("stores")
    spark.sql("""SELECT s2.city, sum(s.amt) FROM sales s JOIN (SELECT * FROM stores WHERE store % 10 = 0) s2
                 ON s.store = s2.store GROUP BY s2.city""").write.format("noop").mode("overwrite").save()
