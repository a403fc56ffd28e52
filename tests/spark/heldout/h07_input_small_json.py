"""Held-out input.small_files: 1,200 JSON-lines files of ~1 KiB each read with a schema, local[4],
snappy single-file log."""
import os

NAME = "small JSON input files, snappy"
RULE = "input.small_files"
FILES = 1200
RUNS = {"run": {"rule": RULE, "master": "local[4]", "codec": "snappy", "layout": "single"}}


def run(spark, variant, ctx):
    d = ctx.path("small_json")
    os.makedirs(d, exist_ok=True)
    for n in range(FILES):
        with open(os.path.join(d, f"ev-{n:05d}.json"), "w") as f:
            f.write("".join('{"user": %d, "kind": "k%d", "ms": %d}\n' % (n * 25 + i, i % 7, i * 3) for i in range(25)))
    df = spark.read.schema("user long, kind string, ms long").json(d)
    df.groupBy("kind").agg({"ms": "sum", "user": "count"}).write.format("noop").mode("overwrite").save()
