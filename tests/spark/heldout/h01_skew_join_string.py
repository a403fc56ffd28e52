"""Held-out skew.join: SQL text, the hot key is a STRING column ('acct-0' holds half the fact
rows), 24 shuffle partitions on local[4], AQE and broadcast off."""
NAME = "skew join, string key, SQL text, local[4]"
RULE = "skew.join"
CONF = {"spark.sql.adaptive.enabled": "false", "spark.sql.autoBroadcastJoinThreshold": "-1",
        "spark.sql.shuffle.partitions": "24", "spark.driver.memory": "512m"}
RUNS = {"run": {"rule": RULE, "master": "local[4]", "conf": CONF}}


def run(spark, variant, ctx):
    spark.sql("""CREATE OR REPLACE TEMP VIEW tx AS
        SELECT CASE WHEN id % 2 = 0 THEN 'acct-0' ELSE concat('acct-', CAST(1 + (id * 7919) % 49999 AS STRING)) END AS acct,
               id % 977 AS amount, sha2(CAST(id AS STRING), 256) AS memo
        FROM range(0, 2400000, 1, 12)""")
    spark.sql("""CREATE OR REPLACE TEMP VIEW accounts AS
        SELECT concat('acct-', CAST(id AS STRING)) AS acct, id % 40 AS branch FROM range(0, 50000)""")
    spark.sql("""SELECT a.branch, sum(t.amount) AS total, max(t.memo) AS m
                 FROM tx t JOIN accounts a ON t.acct = a.acct GROUP BY a.branch""") \
        .write.format("noop").mode("overwrite").save()
