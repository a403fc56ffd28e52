"""Issue 17's cluster-scale acceptance of `sparkdx report`, on real multi-executor logs nobody here
wrote (../shared/corpus/clusters, see its INDEX.md, and the corpus logs from YARN), and on one of
them scaled 25 times with bench/gen_biglog. For each log:
  * coverage: every stage of "where the time goes" holding 10% or more of the wall clock is
    explained by a finding (explained_by) or has a one-line verdict with numbers;
  * the text report shows at most 10 findings (the rest named on one line);
  * no two findings have the same cause (one id, one finding; failures excepted);
  * no config fix sets a value the application already has;
  * the top 3 findings (or, with fewer, the heavy stages' verdicts) are the reviewed expectation
    of TOP3 below: what a senior engineer on call would look at first, read and agreed with.
One PASS/FAIL line per check and log; SKIP when ../shared is absent.

    python3 tests/report/check_clusters.py
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SPARKDX = os.environ.get("SPARKDX", os.path.join(ROOT, "build", "sparkdx"))
if not os.path.isabs(SPARKDX):
    SPARKDX = os.path.join(ROOT, SPARKDX)
SHARED = os.environ.get("SPARKDX_SHARED", os.path.join(ROOT, "..", "shared"))
CORPUS = os.path.join(SHARED, "corpus")

# Reviewed expectations: the ids of the first findings, in order. Each was read against the log:
#  * kubeflow taxi ETL (2 runs): repartition(2) before a 5 / 10 GiB parquet write on 4 slots (the
#    stage holds 45-56% of the run), then the show()/count() debug actions before the write;
#  * databricks-rollover: 13 one-task CSV writes after repartition(1), ~36 min of a 1.7 h run on
#    256 slots, then the 53-minute driver gap and the 100 big join tasks of 1.3 GiB each;
#  * databricks: one 1.8 GB gzip CSV parsed by 4 actions without a cache, read by one task each
#    time (gzip), and date functions under an unset session time zone;
#  * emr (MLlib, 32 one-core executors): two 35% treeAggregate stages, capacity-bound (verdicts);
#    the only finding is Java serialization of the RDD shuffles;
#  * delight: a 47 s word count on 2 executors: nothing to report.
TOP3 = {
    "kubeflow__mcp-apache-spark-history-server/eventlog_v2_spark-110be3a8424d4a2789cb88134418217b":
        ["partitions.too_few", "lineage.debug_action"],
    "kubeflow__mcp-apache-spark-history-server/eventlog_v2_spark-cc4d115f011443d787f03a71a476a745":
        ["partitions.too_few", "lineage.debug_action"],
    "synccomputingcode__spark_log_parser/databricks-rollover.zip":
        ["parallelism.single_task", "driver.gaps", "partitions.too_few"],
    "synccomputingcode__spark_log_parser/databricks.zip":
        ["lineage.recompute", "input.unsplittable", "config.timezone"],
    "synccomputingcode__spark_log_parser/emr.zip": ["config.serializer"],
    "datamechanics__delight/example_spark_event_log.txt": [],
}
# the heavy stages that must carry a capacity verdict (no finding explains them)
VERDICTS = {"synccomputingcode__spark_log_parser/emr.zip": {5: "capacity-bound", 3: "capacity-bound"}}

npass = nfail = 0


def out(ok, what, why=""):
    global npass, nfail
    if ok:
        npass += 1
        print(f"PASS clusters {what}")
    else:
        nfail += 1
        print(f"FAIL clusters {what}" + (f": {why}" if why else ""))


def run(*args):
    p = subprocess.run([SPARKDX, *args], capture_output=True, text=True)
    return p.returncode, p.stdout


def same_value(a, b):
    if a is None or b is None:
        return False
    a, b = str(a).strip().lower(), str(b).strip().lower()
    if a == b:
        return True
    try:
        return float(a) == float(b)
    except ValueError:
        return False


def invariants(name, path, top3=None):
    rc, js = run("report", path, "--format", "json")
    if rc not in (0, 1) or not js.strip():
        out(False, f"{name}: report", f"exit {rc}")
        return
    d = json.loads(js)
    fs = d["findings"]
    # coverage
    bad = [s for s in d["time"]["stages"] if s["share"] >= 0.10 and not s.get("explained_by") and not s.get("verdict")]
    out(not bad, f"{name}: every stage of 10% or more is explained",
        ", ".join(str(s.get("stage")) for s in bad))
    for s in d["time"]["stages"]:
        v = s.get("verdict")
        if v:
            out(bool(re.search(r"\d", v)), f"{name}: stage {s.get('stage')}'s verdict quotes numbers", v)
    # at most 10 in text
    rc, txt = run("report", path, "--width", "100")
    shown = len(re.findall(r"^ ?\d+\. ", txt, re.M))
    out(shown <= 10 and shown == min(10, len(fs)), f"{name}: text shows {shown} of {len(fs)} findings (at most 10)")
    if len(fs) > 10:
        out("--all shows them" in txt, f"{name}: text names the findings left out")
    # one finding per cause
    ids = [f["id"] for f in fs if not f["id"].startswith("failure.")]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    out(not dup, f"{name}: no two findings of one cause", ", ".join(dup))
    # no fix recommends the current value
    same = []
    for f in fs:
        for x in f.get("fixes", []):
            for st in x.get("settings", []):
                if same_value(st.get("value"), st.get("current")):
                    same.append(f"{f['id']}: {st['key']}={st['value']}")
            m = re.search(r"([\w.]+)=(\S+) \(now (\S+?)\)", x.get("do") or "")
            if m and same_value(m.group(2), m.group(3)):
                same.append(f"{f['id']}: {m.group(0)}")
    out(not same, f"{name}: no fix sets the current value", "; ".join(same))
    if top3 is not None:
        got = [f["id"] for f in fs[:3]]
        out(got == top3, f"{name}: top findings are the reviewed {top3}", f"got {got}")
    for sid, word in VERDICTS.get(name, {}).items():
        s = next((s for s in d["time"]["stages"] if s.get("stage") == sid), None)
        out(s is not None and word in (s.get("verdict") or ""), f"{name}: stage {sid} has a {word} verdict",
            (s or {}).get("verdict") or "no verdict")


def main():
    if not os.path.isdir(os.path.join(CORPUS, "clusters")):
        print("SKIP clusters (../shared not present: the cluster logs live in ../shared/corpus/clusters)")
        return 0
    for name, top3 in TOP3.items():
        invariants(name, os.path.join(CORPUS, "clusters", name), top3)
    ev = os.path.join(CORPUS, "spark-events")
    for log in sorted(os.listdir(ev)):
        if log.startswith("application_"):   # the corpus logs from YARN
            invariants("yarn " + log, os.path.join(ev, log))
    # the same checks on a log scaled 25 times (bench/gen_biglog): one cause stays one finding
    tmpl_dir = os.path.join(CORPUS, "clusters", "kubeflow__mcp-apache-spark-history-server",
                            "eventlog_v2_spark-cc4d115f011443d787f03a71a476a745")
    tmpl = next((os.path.join(tmpl_dir, f) for f in sorted(os.listdir(tmpl_dir)) if f.startswith("events_")), None)
    with tempfile.TemporaryDirectory() as tmp:
        gen = os.path.join(tmp, "gen_biglog")
        cc = subprocess.run(["cc", "-std=c11", "-O2", "-o", gen, os.path.join(ROOT, "bench", "gen_biglog.c")],
                            capture_output=True, text=True)
        if cc.returncode or not tmpl:
            out(False, "scaled x25: gen_biglog", cc.stderr[:200])
        else:
            big = os.path.join(tmp, "scaled25")
            size = os.path.getsize(tmpl)
            g = subprocess.run([gen, "-t", tmpl, "-o", big, "--bytes", str(25 * size), "--seed", "7"],
                               capture_output=True, text=True)
            out(g.returncode == 0, "scaled x25: generated", g.stderr[:200])
            if g.returncode == 0:
                invariants("scaled x25 kubeflow", big)
    print(f"clusters: {npass} passed, {nfail} failed")
    return 1 if nfail else 0


if __name__ == "__main__":
    sys.exit(main())
