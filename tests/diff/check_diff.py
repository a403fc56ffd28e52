"""Acceptance of `sparkdx diff` on pairs of real Spark runs (tests/diff/pairs.tsv).

For every pair: the first finding (or nothing above low for "none"), the stage pairs the
structural matching must make (ids shift when a job is added early, and the two map sides of a
join trade ids between runs), the jobs only in the new run, and for the diff.nonlinear / join /
resources rows the numbers the finding must quote; diff.config's key order on s20 and on a copy of a
real log with edited Spark properties (in a temporary directory). Prints one PASS/FAIL line per pair.

    python3 tests/diff/check_diff.py
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SPARKDX = os.environ.get("SPARKDX", os.path.join(ROOT, "build", "sparkdx"))
LOGS = os.path.join(ROOT, "tests", "spark", "logs")
SEV = ["info", "low", "medium", "high", "critical"]


def diff(old, new):
    """The diff JSON of two logs (paths under tests/spark/logs, or absolute)."""
    p = subprocess.run([SPARKDX, "diff", os.path.join(LOGS, old), os.path.join(LOGS, new), "--format", "json"],
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"exit {p.returncode}: {p.stderr.strip()}")
    return json.loads(p.stdout)


def evidence(f, metric):
    return next((e for e in f["evidence"] if e["metric"] == metric), None)


def check_first(d, first, problems):
    above = [f for f in d["findings"] if SEV.index(f["severity"]) > 1]
    if first == "-":
        return None
    if first == "none":
        if above:
            problems.append("expected nothing above low, got " + ", ".join(f"{f['id']} ({f['severity']})" for f in above))
        return None
    if not d["findings"] or d["findings"][0]["id"] != first:
        problems.append(f"first finding {d['findings'][0]['id'] if d['findings'] else 'none'}, expected {first}")
        return None
    f = d["findings"][0]
    if SEV.index(f["severity"]) < 2 and first != "diff.config":
        problems.append(f"{first} is only {f['severity']}")
    return f


def check_numbers(first, f, problems):
    if f is None:
        return
    if first == "diff.nonlinear":
        for m in ("wall_clock", "task_duration", "shuffle_read_bytes"):
            e = evidence(f, m)
            if not e:
                problems.append(f"no {m} evidence")
        e = evidence(f, "task_duration")
        if e and not all(k in e for k in ("median_then", "max_then", "median", "max")):
            problems.append("task duration without both runs' median and max")
        if "stage" not in f["where"]:
            problems.append("no stage in where")
    elif first == "diff.join_strategy":
        e = evidence(f, "join_strategy")
        if not e or "BroadcastHashJoin then" not in e["text"] or "SortMergeJoin now" not in e["text"]:
            problems.append("join strategy evidence does not say BroadcastHashJoin then, SortMergeJoin now")
        e = evidence(f, "small_side_bytes")
        if not e or not e.get("value") or not e.get("threshold") or e["value"] <= e["threshold"]:
            problems.append("no small-side size above the threshold")
    elif first == "diff.resources":
        e = evidence(f, "slots")
        if not e or not (e.get("then", 0) > e.get("now", 0) > 0):
            problems.append("no slots then > now")


def verify_cases():
    bad = 0
    for line in open(os.path.join(HERE, "verify.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        before, after, finding, outcome, rc, item, elsewhere = line.rstrip("\n").split("\t")

        def log(name):
            return os.path.join(LOGS, name) if "/" in name else os.path.join(LOGS, "v4", "eventlog_v2_" + name)
        cmd = [SPARKDX, "verify", log(before), log(after),
               "--format", "json"] + ([] if finding == "-" else ["--finding", finding])
        p = subprocess.run(cmd, capture_output=True, text=True)
        name = f"verify {before} -> {after}" + ("" if finding == "-" else f" --finding {finding}")
        problems = []
        if p.returncode != int(rc):
            problems.append(f"exit {p.returncode}, expected {rc}")
        if outcome != "-":
            try:
                v = json.loads(p.stdout)
            except ValueError:
                v = None
                problems.append("no JSON")
            if v:
                if v["outcome"] != outcome:
                    problems.append(f"outcome {v['outcome']}, expected {outcome}")
                if item != "-":
                    fid, want = item.split(":")
                    it = v["items"][0] if v["items"] else {}
                    if it.get("finding") != fid or it.get("outcome") != want:
                        problems.append(f"first item {it.get('finding')}: {it.get('outcome')}, expected {item}")
                    if it and (it.get("before") is None or it.get("after") is None):
                        problems.append("the item has no before / after numbers")
                    if want == "partly" and it and it.get("before") is not None and it.get("after") is not None \
                            and not it["after"] < it["before"]:
                        problems.append(f"partly, but {it['metric']} did not fall: {it['before']} then, {it['after']} now")
                if elsewhere == "none" and v["worse"]:
                    problems.append(f"worse elsewhere: {v['worse']}, expected nothing")
                for fid in ([] if elsewhere in ("-", "none") else elsewhere.split(",")):
                    if not any(w.startswith(f"new in AFTER: {fid} (") for w in v["worse"]):
                        problems.append(f"worse elsewhere does not name {fid}: {v['worse']}")
                if outcome == "worse" and item.endswith(":fixed") and not v["worse"]:
                    problems.append("fixed item, worse outcome, but nothing worse elsewhere")
        elif finding != "-" and finding not in p.stderr:
            problems.append("the usage error does not name the finding")
        if problems:
            bad += 1
            print(f"FAIL {name}: " + "; ".join(problems))
        else:
            print(f"PASS {name}: {outcome if outcome != '-' else 'usage error'}")
    return bad


def report_baseline_cases():
    """`report NEW --baseline OLD`: the diff is the first section, findings new / same / gone."""
    bad = 0
    new = os.path.join(LOGS, "v4", "eventlog_v2_s01_skew_join")
    old = os.path.join(LOGS, "v4", "eventlog_v2_s01_skew_join-even")
    # name, NEW, OLD (the baseline), findings' since_baseline, the findings gone since the baseline,
    # whether the baseline section leads with diff.nonlinear
    cases = [("skewed since the even run", new, old, {"skew.join": "new"}, [], True),
             ("even since the skewed run", old, new, {"join.broadcast_candidate": "same"},
              ["skew.join", "config.aqe_off"], False),
             ("the run against itself", new, new, None, [], False)]
    for name, n, o, want, gone, changed in cases:
        problems = []
        p = subprocess.run([SPARKDX, "report", n, "--baseline", o, "--format", "json"], capture_output=True, text=True)
        try:
            r = json.loads(p.stdout)
        except ValueError:
            print(f"FAIL report --baseline {name}: no JSON (exit {p.returncode}: {p.stderr.strip()})")
            bad += 1
            continue
        b = r.get("baseline")
        if not b or not b.get("verdict"):
            problems.append("no baseline section with a verdict")
        since = {f["id"]: f.get("since_baseline") for f in r["findings"]}
        if any(v not in ("new", "same") for v in since.values()):
            problems.append(f"findings without new/same: {since}")
        if want:
            for k, v in want.items():
                if since.get(k) != v:
                    problems.append(f"{k} is {since.get(k)}, expected {v}")
        else:
            if any(v != "same" for v in since.values()) or r.get("gone_since_baseline"):
                problems.append(f"against itself every finding must be the same and none gone: {since}")
        got_gone = r.get("gone_since_baseline") or []
        if want and sorted(f["id"] for f in got_gone) != sorted(gone):
            problems.append(f"gone since the baseline {[f['id'] for f in got_gone]}, expected {gone}")
        for f in got_gone:
            if f.get("since_baseline") != "gone":
                problems.append(f"gone finding {f['id']} is tagged {f.get('since_baseline')}")
            if f["id"] in since:
                problems.append(f"{f['id']} is both gone and in this run's findings")
        if "skew.join" in gone and not any(f["id"] == "skew.join" and f["where"].get("stage") == 6 for f in got_gone):
            problems.append("the gone skew.join does not name the baseline's stage 6")
        if changed and not (b and b.get("findings") and b["findings"][0]["id"] == "diff.nonlinear"):
            problems.append("the baseline section does not lead with diff.nonlinear")
        t = subprocess.run([SPARKDX, "report", n, "--baseline", o], capture_output=True, text=True,
                           env=dict(os.environ, NO_COLOR="1"))
        if "WHAT CHANGED SINCE THE BASELINE" not in t.stdout or "since the baseline]" not in t.stdout:
            problems.append("the text report has no baseline section or finding tags")
        if gone:
            text = " ".join(t.stdout.split())
            if f"gone since the baseline ({len(gone)}):" not in text or \
                    any(f"- {g} (" not in text for g in gone):
                problems.append(f"the text report does not list {gone} as gone since the baseline")
        lines = t.stdout.splitlines()
        if lines and "WHAT CHANGED" not in "\n".join(lines[:6]):
            problems.append("the baseline section is not right after the header")
        if problems:
            bad += 1
            print(f"FAIL report --baseline {name}: " + "; ".join(problems))
        else:
            print(f"PASS report --baseline {name}")
    return bad


def baseline_auto_cases():
    """`report --baseline auto`: the run history's baseline of the job (the median of its last runs)."""
    import tempfile
    base = os.path.join(LOGS, "v35", "v35_none_s35_healthy")
    if not os.path.isfile(base):
        print("SKIP report --baseline auto: no tests/spark/logs/v35/v35_none_s35_healthy")
        return 0
    bad = 0
    with tempfile.TemporaryDirectory() as t:
        subprocess.run([sys.executable, os.path.join(ROOT, "tests", "history", "gen_series.py"), base, t + "/logs",
                        "--runs", "6", "--regress", "6", "--slow", "2.5", "--reads", "3"],
                       check=True, capture_output=True)
        db = t + "/h.db"
        runs = [f"{t}/logs/run_0{i}" for i in range(1, 7)]
        subprocess.run([SPARKDX, "history", "add", *runs[:5], "--db", db], check=True, capture_output=True)
        p = subprocess.run([SPARKDX, "report", runs[5], "--baseline", "auto", "--db", db, "--format", "json"],
                           capture_output=True, text=True)
        problems = []
        try:
            r = json.loads(p.stdout)
        except ValueError:
            r = {}
            problems.append(f"no JSON (exit {p.returncode}: {p.stderr.strip()})")
        b = r.get("baseline") or {}
        if not b:
            problems.append("no baseline section")
        elif not (b.get("time_growth") or 0) > 2:
            problems.append(f"time growth {b.get('time_growth')}, expected about 2.5")
        if problems:
            bad += 1
            print("FAIL report --baseline auto (run 6 of a series, 5 in the history): " + "; ".join(problems))
        else:
            print(f"PASS report --baseline auto (run 6 of a series): baseline {b['old']['app_name']}, "
                  f"time {b['time_growth']:.1f}x")
        # with one earlier run there is no baseline yet: said on stderr, no section, exit 0
        db2 = t + "/h2.db"
        subprocess.run([SPARKDX, "history", "add", runs[0], "--db", db2], check=True, capture_output=True)
        p = subprocess.run([SPARKDX, "report", runs[1], "--baseline", "auto", "--db", db2, "--format", "json"],
                           capture_output=True, text=True)
        try:
            r = json.loads(p.stdout)
        except ValueError:
            r = None
        if r is None or "baseline" in r or p.returncode != 0 or "no baseline" not in p.stderr:
            bad += 1
            print(f"FAIL report --baseline auto without a baseline: exit {p.returncode}, stderr {p.stderr.strip()!r}")
        else:
            print("PASS report --baseline auto without a baseline yet: named on stderr, no section")
    return bad


# diff.config: the keys that change plans or resources first, in this order (issue 12: time zone,
# AQE and its skew settings, the broadcast threshold, shuffle partitions, executors, cores, memory,
# overhead), then the rest by name.
IMPORTANT_ORDER = ["spark.sql.session.timeZone", "spark.sql.adaptive.enabled", "spark.sql.adaptive.skewJoin.enabled",
                   "spark.sql.autoBroadcastJoinThreshold", "spark.sql.shuffle.partitions", "spark.executor.instances",
                   "spark.executor.cores", "spark.executor.memory", "spark.executor.memoryOverhead"]


def with_properties(src, dst, change):
    """A copy of the plain event log src at dst with its SparkListenerEnvironmentUpdate's Spark
    properties changed by change(props) (the rest of the log byte for byte)."""
    n = 0
    with open(src) as f, open(dst, "w") as out:
        for line in f:
            if '"SparkListenerEnvironmentUpdate"' in line:
                e = json.loads(line)
                change(e["Spark Properties"])
                line = json.dumps(e) + "\n"
                n += 1
            out.write(line)
    if n != 1:
        raise RuntimeError(f"{src}: {n} environment updates")


def config_check(name, d, want_keys, want_severity, problems):
    keys = [c["key"] for c in d["config"]]
    if keys != want_keys:
        problems.append(f"config keys {keys}, expected {want_keys}")
    f = next((x for x in d["findings"] if x["id"] == "diff.config"), None)
    if not f:
        problems.append("no diff.config finding")
        return
    if f["severity"] != want_severity:
        problems.append(f"diff.config is {f['severity']}, expected {want_severity}")
    if want_keys and want_keys[0] in IMPORTANT_ORDER and not f["title"].endswith("first " + want_keys[0]):
        problems.append(f"the title does not name {want_keys[0]} first: {f['title']!r}")
    ev = [e["text"].split(":")[0] for e in f["evidence"]
          if e["metric"] in ("config", "config_important") and e.get("unit") == "text"]
    if ev != want_keys[:10]:
        problems.append(f"evidence keys {ev}, expected {want_keys[:10]}")
    imp = [e["text"].split(":")[0] for e in f["evidence"] if e["metric"] == "config_important"]
    if imp != [k for k in want_keys[:10] if k in IMPORTANT_ORDER]:
        problems.append(f"important evidence {imp}")


def config_cases():
    import tempfile
    bad = 0
    # s20 and its explosion variant: the variant sets the threshold and the partitions; the wall
    # clock moved (1.2 min then, 30 s now), so medium
    problems = []
    d = diff("v4/eventlog_v2_s20_join_fanout", "v4/eventlog_v2_s20_join_fanout-explosion")
    config_check("s20", d, ["spark.sql.autoBroadcastJoinThreshold", "spark.sql.shuffle.partitions"], "medium", problems)
    c = {x["key"]: x for x in d["config"]}
    if c.get("spark.sql.autoBroadcastJoinThreshold", {}).get("new") != "-1" or \
            c.get("spark.sql.autoBroadcastJoinThreshold", {}).get("old") is not None:
        problems.append("the threshold is not unset then, -1 now")
    print(("FAIL" if problems else "PASS") + " diff.config s20 -> s20-explosion: " +
          ("; ".join(problems) if problems else "threshold first, then shuffle partitions, medium"))
    bad += bool(problems)

    # a constructed pair: the same real log twice, the second with properties changed in another
    # order than the one the finding must give; ids, ports and values that differ only in numbers
    # are not changes. The wall clock is the same, so low.
    src = os.path.join(LOGS, "codecs", "codec_none_s35_healthy")
    with tempfile.TemporaryDirectory() as t:
        def old(p):
            p["spark.custom.input"] = "/data/orders/2026-11-01"

        def new(p):
            old(p)
            p["spark.custom.input"] = "/data/orders/2026-11-02"   # numbers only: noise
            p["spark.driver.port"] = "40001"                       # a port: noise
            p["spark.app.id"] = "local-1"                           # an id: noise
            p["spark.zeta.custom"] = "1"
            p["spark.executor.memoryOverhead"] = "1g"
            p["spark.executor.memory"] = "4g"
            p["spark.executor.cores"] = "4"
            p["spark.alpha.custom"] = "on"
            p["spark.executor.instances"] = "8"
            p["spark.sql.shuffle.partitions"] = "64"
            p["spark.sql.autoBroadcastJoinThreshold"] = "-1"
            p["spark.sql.adaptive.skewJoin.enabled"] = "false"
            p["spark.sql.adaptive.enabled"] = "false"
            p["spark.sql.session.timeZone"] = "America/New_York"   # UTC in the real log
            del p["spark.scheduler.mode"]                          # gone: (unset) now
        with_properties(src, t + "/old", old)
        with_properties(src, t + "/new", new)
        problems = []
        d = diff(t + "/old", t + "/new")
        want = IMPORTANT_ORDER + ["spark.alpha.custom", "spark.scheduler.mode", "spark.zeta.custom"]
        config_check("constructed", d, want, "low", problems)
        c = {x["key"]: x for x in d["config"]}
        tz = c.get("spark.sql.session.timeZone", {})
        if (tz.get("old"), tz.get("new")) != ("UTC", "America/New_York"):
            problems.append(f"time zone {tz}")
        sm = c.get("spark.scheduler.mode", {})
        if (sm.get("old"), sm.get("new")) != ("FIFO", None):
            problems.append(f"scheduler mode {sm}, expected FIFO then, unset now")
        if any(x["important"] != (x["key"] in IMPORTANT_ORDER) for x in d["config"]):
            problems.append("important flags " + str([(x["key"], x["important"]) for x in d["config"]]))
        f = next((x for x in d["findings"] if x["id"] == "diff.config"), {})
        more = [e for e in f.get("evidence", []) if e["metric"] == "config" and e.get("unit") == "count"]
        if len(want) > 10 and not more:
            problems.append("no 'N more' evidence past 10 keys")
        print(("FAIL" if problems else "PASS") + " diff.config on a log with edited properties: " +
              ("; ".join(problems) if problems else f"{len(want)} keys, time zone first, low"))
        bad += bool(problems)
    return bad


def main():
    bad = 0
    if not os.path.isdir(os.path.join(LOGS, "v4")):
        print("SKIP diff pairs: tests/spark/logs/v4 is absent")
        return 0
    for line in open(os.path.join(HERE, "pairs.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        old, new, first, has, stages, new_jobs = line.rstrip("\n").split("\t")
        name = f"{old} -> {new}"
        problems = []
        try:
            d = diff(old, new)
        except Exception as e:  # noqa: BLE001 (the message is the test's output)
            print(f"FAIL diff {name}: {e}")
            bad += 1
            continue
        f = check_first(d, first, problems)
        check_numbers(first, f, problems)
        ids = [x["id"] for x in d["findings"]]
        for want in ([] if has == "-" else has.split(",")):
            if want not in ids:
                problems.append(f"no {want} finding (got {ids})")
        got = {}
        for s in d["stages"]:
            if s["old"] and s["new"]:
                got[(s["old"]["stage"], s["old"]["attempt"])] = (s["new"]["stage"], s["new"]["attempt"])
        if stages != "-":
            for pair in stages.split(","):
                o, n = pair.split(">")
                o = int(o)
                if n == "-":
                    if (o, 0) in got:
                        problems.append(f"stage {o} matched to {got[(o, 0)][0]}, expected it gone")
                    elif not any(s["old"] and not s["new"] and s["old"]["stage"] == o for s in d["stages"]):
                        problems.append(f"stage {o} is not listed as gone")
                elif got.get((o, 0)) != (int(n), 0):
                    problems.append(f"stage {o} matched to {got.get((o, 0), ('nothing',))[0]}, expected {n}")
        want_new = [] if new_jobs == "-" else [int(x) for x in new_jobs.split(",")]
        if sorted(d["new_jobs"]) != sorted(want_new):
            problems.append(f"new jobs {d['new_jobs']}, expected {want_new}")
        if d["schema"] != "sparkdx.diff/1" or not d["verdict"]:
            problems.append("no schema or verdict")
        if problems:
            bad += 1
            print(f"FAIL diff {name}: " + "; ".join(problems))
        else:
            print(f"PASS diff {name}: {first if first != '-' else ', '.join(ids) or 'nothing'}" +
                  (f" ({f['title']})" if f else ""))
    bad += config_cases()
    bad += verify_cases()
    bad += report_baseline_cases()
    bad += baseline_auto_cases()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
