#!/usr/bin/env python3
"""gen_series.py: a series of generated runs of one job, for `history` tests.

Takes a real Spark event log (plain JSON lines) and writes N copies of it as
daily runs of one job: run i starts on day i at 03:00 UTC, its app name
carries the date ("nightly_orders_2026-11-07") and its app id is new. Each
run's clock (every timestamp, relative to the app start) and task times are
stretched by one factor, and its byte and row counts scaled by another, both
with small natural variation (a seeded normal noise of a few percent). One
run can be a regression: its times take --slow x and its reads --reads x.

usage: gen_series.py BASE_LOG OUT_DIR [--runs 20] [--regress 14] [--slow 2.5]
                     [--reads 3] [--time-scale 20] [--byte-scale 1000]
                     [--noise 0.03] [--seed 7] [--name nightly_orders]
Writes OUT_DIR/run_01 .. run_NN (plain event logs) and prints their names.
"""
import argparse
import datetime
import json
import os
import random

# absolute times (epoch ms), moved with the run's clock
TIME_KEYS = {"Timestamp", "Launch Time", "Finish Time", "Submission Time", "Completion Time", "time"}
# durations inside task metrics (ms or ns), stretched with the clock
DURATION_KEYS = {"Executor Deserialize Time", "Executor Deserialize CPU Time", "Executor Run Time",
                 "Executor CPU Time", "JVM GC Time", "Result Serialization Time", "Fetch Wait Time",
                 "Shuffle Write Time", "Remote Requests Duration"}
# volumes, scaled with the run's data
READ_KEYS = {"Bytes Read", "Records Read", "Remote Bytes Read", "Local Bytes Read", "Total Records Read",
             "Remote Bytes Read To Disk"}
WRITE_KEYS = {"Bytes Written", "Records Written", "Shuffle Bytes Written", "Shuffle Records Written"}


def rewrite(v, ctx, key=None):
    if isinstance(v, dict):
        return {k: rewrite(x, ctx, k) for k, x in v.items()}
    if isinstance(v, list):
        return [rewrite(x, ctx) for x in v]
    if isinstance(v, bool) or not isinstance(v, int):
        return v
    if key in TIME_KEYS and v > 10**12:
        return ctx["start"] + round((v - ctx["t0"]) * ctx["time"])
    if key == "Getting Result Time" and v > 10**12:
        return ctx["start"] + round((v - ctx["t0"]) * ctx["time"])
    if key in DURATION_KEYS:
        return round(v * ctx["time"])
    if key in READ_KEYS:
        return round(v * ctx["reads"])
    if key in WRITE_KEYS:
        return round(v * ctx["writes"])
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("base")
    ap.add_argument("out")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--regress", type=int, default=14, help="1-based run index; 0 = none")
    ap.add_argument("--slow", type=float, default=2.5)
    ap.add_argument("--reads", type=float, default=3.0)
    ap.add_argument("--time-scale", type=float, default=20.0)
    ap.add_argument("--byte-scale", type=float, default=1000.0)
    ap.add_argument("--noise", type=float, default=0.03)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--name", default="nightly_orders")
    ap.add_argument("--first-day", default="2026-11-01")
    a = ap.parse_args()

    with open(a.base) as f:
        events = [json.loads(line) for line in f if line.strip()]
    t0 = next(e["Timestamp"] for e in events if e.get("Event") == "SparkListenerApplicationStart")
    rnd = random.Random(a.seed)
    day0 = datetime.datetime.strptime(a.first_day, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    os.makedirs(a.out, exist_ok=True)

    def jitter():
        # a few percent, clipped at two standard deviations
        return 1.0 + max(-2 * a.noise, min(2 * a.noise, rnd.gauss(0.0, a.noise)))

    for i in range(1, a.runs + 1):
        day = day0 + datetime.timedelta(days=i - 1, hours=3)
        ctx = {
            "t0": t0,
            "start": int(day.timestamp() * 1000),
            "time": a.time_scale * jitter(),
            "reads": a.byte_scale * jitter(),
        }
        ctx["writes"] = ctx["reads"]
        if i == a.regress:
            ctx["time"] *= a.slow
            ctx["reads"] *= a.reads
            ctx["writes"] *= a.reads
        name = "%s_%s" % (a.name, day.strftime("%Y-%m-%d"))
        app_id = "app-%s-%04d" % (day.strftime("%Y%m%d%H%M%S"), i)
        path = os.path.join(a.out, "run_%02d" % i)
        with open(path, "w") as f:
            for e in events:
                e = rewrite(e, ctx)
                if e.get("Event") == "SparkListenerApplicationStart":
                    e["App Name"] = name
                    e["App ID"] = app_id
                f.write(json.dumps(e, separators=(",", ":")) + "\n")
        print(path)


if __name__ == "__main__":
    main()
