"""Scenario 32 (diff pair): run `a` (yesterday) joins 1M even rows; run `b` (today) 3M rows with a
hot key (45%). Data grows 3x, the join stage's time grows far more (one task holds the hot key).
Same job code and settings as scenario 1 (AQE/broadcast off, 32 partitions)."""
SCENARIO = 32
NAME = "diff: nonlinear growth with a hot key"
RULE = "diff.nonlinear"
EVIDENCE = ("data growth vs time growth, the stage that grew most, matched across runs by structure "
            "(plus skew.join on run b)")

from _checks import skew_facts  # noqa: E402

RUNS = {"a": {"rule": None, "conf": None}, "b": {"rule": "diff.nonlinear,skew.join", "conf": None},
        # Run `a` with one more action early (a count() of the fact side): every later job and
        # stage id shifts, so `sparkdx diff` must match a and a_count by structure, not ids.
        "a_count": {"rule": None, "conf": None}}
from s01_skew_join import CONF, MAP_PARTITIONS, job  # noqa: E402
from _data import big  # noqa: E402
RUNS["a"]["conf"] = RUNS["b"]["conf"] = RUNS["a_count"]["conf"] = CONF
ROWS_A = 1_000_000


def run(spark, variant, ctx):
    spark.sparkContext.setJobDescription("warm-up (JIT), even keys")
    job(spark, 100_000, 0.0)
    spark.sparkContext.setJobDescription(None)
    if variant == "a_count":
        spark.sparkContext.setJobDescription("how many orders today")
        big(spark, ROWS_A, partitions=MAP_PARTITIONS).count()
        spark.sparkContext.setJobDescription(None)
    if variant in ("a", "a_count"):
        job(spark, ROWS_A, 0.0)
    else:
        job(spark, 3 * ROWS_A, 0.45)


def check(m):
    f = skew_facts(m)
    f["app_ms"] = (m.app_end or 0) - (m.app_start or 0)
    f["input_rows"] = sum(t.sw_records for s in m.stages.values() for t in s.ok if s.num_tasks == 16)
    return f


def expect(variant, f):
    return True
