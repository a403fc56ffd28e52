"""Held-out rows.explode: SQL LATERAL VIEW posexplode of split() strings; one of 8,000 rows holds
a 900,000-element list, the rest 4 elements each; 12 map partitions."""
NAME = "posexplode of one huge split string, SQL text"
RULE = "rows.explode"
RUNS = {"run": {"rule": RULE, "conf": {"spark.sql.shuffle.partitions": "12"}}}


def run(spark, variant, ctx):
    spark.sql("""SELECT id, CASE WHEN id = 77 THEN repeat('x,', 900000) ELSE 'a,b,c,d' END AS csv
                 FROM range(0, 8000, 1, 12)""").createOrReplaceTempView("docs")
    spark.sql("""SELECT pos % 50 AS b, count(*) AS n FROM docs LATERAL VIEW posexplode(split(csv, ',')) t AS pos, tok
                 GROUP BY pos % 50""").write.format("noop").mode("overwrite").save()
