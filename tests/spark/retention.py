"""The History Server's retention (spark.ui.retainedJobs / retainedStages / retainedDeadExecutors)
against `sparkdx api` on generated logs past the limits.

    .venv/bin/python tests/spark/retention.py record DIR OUT.json [KEY=VALUE...]   # real History
                                                    # Server (pyspark), with those settings
    python3 tests/spark/retention.py check DIR EXPECTED.json SPARKDX  # sparkdx against the record
    python3 tests/spark/retention.py gen-execs TEMPLATE OUT           # the dead-executors log

DIR holds the logs (tests/spark/retention.sh generates them with bench/gen_biglog.c from corpus
templates). For each application the record keeps, per REST path, the status and, for a 200, a
digest of the answer: the ids it lists (in order) and the SHA-256 of its canonical JSON (keys
sorted), so the expectations stay a few kilobytes while any difference in any field shows.
`check` prints one PASS/FAIL line per path and the counts.
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def gen_execs(template, out, n=250):
    """A real YARN log (dynamic allocation) with n more executors added and removed after its
    work, ids 11 to 10+n (so that their order as strings differs from their numbers'), before its
    ApplicationEnd: more than spark.ui.retainedDeadExecutors (100) dead executors."""
    lines = open(template, "rb").read().decode().splitlines()
    end = [l for l in lines if '"SparkListenerApplicationEnd"' in l]
    body = [l for l in lines if '"SparkListenerApplicationEnd"' not in l]
    added = json.loads(next(l for l in lines if '"SparkListenerExecutorAdded"' in l))
    t0 = max(json.loads(l).get("Timestamp", 0) for l in body if '"Timestamp"' in l) + 1000
    with open(out, "w") as f:
        for l in body:
            f.write(l + "\n")
        for i in range(n):
            eid = str(11 + i)
            a = json.loads(json.dumps(added))
            a["Timestamp"] = t0 + 1000 * i
            a["Executor ID"] = eid
            a["Executor Info"]["Host"] = "host-%d" % (i % 7)
            f.write(json.dumps(a, separators=(",", ":")) + "\n")
            # every tenth stays live (the cleanup's count of dead ones is the executors written
            # minus the live ones, written or not)
            if i % 10 != 9:
                r = {"Event": "SparkListenerExecutorRemoved", "Timestamp": t0 + 1000 * i + 500, "Executor ID": eid,
                     "Removed Reason": "Container released by the test (%d)" % i}
                f.write(json.dumps(r, separators=(",", ":")) + "\n")
        for l in end:
            f.write(l + "\n")


def app_ids(logdir):
    out = {}
    for name in sorted(os.listdir(logdir)):
        with open(os.path.join(logdir, name), "rb") as f:
            for i, line in enumerate(f):
                if b"SparkListenerApplicationStart" in line:
                    out[name] = json.loads(line)["App ID"]
                    break
                if i > 10000:
                    break
    return out


def paths_for(app, deleted_stage, deleted_job, deleted_sql):
    base = f"applications/{app}"
    return [f"{base}/stages", f"{base}/jobs", f"{base}/allexecutors", f"{base}/executors",
            f"{base}/stages?status=skipped", f"{base}/stages?status=complete", f"{base}/jobs?status=succeeded",
            f"{base}/stages/{deleted_stage}", f"{base}/jobs/{deleted_job}", f"{base}/stages/{deleted_stage}/0",
            f"{base}/sql?details=false", f"{base}/sql?details=false&offset=980&length=100",
            f"{base}/sql/{deleted_sql}?details=false"]


def ids_of(doc):
    if not isinstance(doc, list):
        return None
    out = []
    for x in doc:
        if "stageId" in x:
            out.append([x["stageId"], x.get("attemptId")])
        elif "jobId" in x:
            out.append(x["jobId"])
        elif "id" in x:
            out.append(x["id"])
    return out


def digest(status, body):
    d = {"status": status}
    if status == 200:
        doc = json.loads(body)
        d["ids"] = ids_of(doc)
        d["count"] = len(doc) if isinstance(doc, list) else None
        d["sha256"] = hashlib.sha256(json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    return d


def record(logdir, out, conf=()):
    sys.path.insert(0, HERE)
    import oracle  # noqa: E402
    if conf:   # the History Server's own settings (its launcher passes these to its JVM)
        os.environ["SPARK_DAEMON_JAVA_OPTS"] = " ".join("-D" + c for c in conf)
    home = oracle.spark_home(os.path.join(ROOT, ".venv", "bin", "python"))
    work = tempfile.mkdtemp(prefix="sparkdx-retention-")
    apps = app_ids(logdir)
    hs = oracle.HS(os.path.abspath(logdir), home, work)
    res = {}
    try:
        while True:
            if hs.p.poll() is not None:
                sys.exit(f"retention: the History Server exited; see {work}/history-server.log")
            try:
                st, _, body = hs.get("applications", timeout=30)
                if st == 200 and {a["id"] for a in json.loads(body)} >= set(apps.values()):
                    break
            except OSError:
                pass
            time.sleep(0.5)
        for name, app in apps.items():
            st, _, body = hs.get(f"applications/{app}/stages", timeout=3600)
            listed = {s["stageId"] for s in json.loads(body)}
            st, _, body = hs.get(f"applications/{app}/jobs", timeout=3600)
            jobs = {j["jobId"] for j in json.loads(body)}
            st, _, body = hs.get(f"applications/{app}/sql?details=false&length=1000000", timeout=3600)
            sqls = {e["id"] for e in json.loads(body)} if st == 200 else set()
            # the first id it no longer lists (or one past the last)
            deleted_stage = min(i for i in range(0, max(listed) + 2) if i not in listed)
            deleted_job = min(i for i in range(0, max(jobs) + 2) if i not in jobs)
            deleted_sql = min(i for i in range(0, max(sqls | {-1}) + 2) if i not in sqls)
            res[name] = {"app": app, "paths": {}}
            paths = paths_for(app, deleted_stage, deleted_job, deleted_sql)
            # a stage past spark.ui.retainedTasks (100,000): its task summaries and task list
            st, _, body = hs.get(f"applications/{app}/stages", timeout=3600)
            big = [s for s in json.loads(body) if s["numTasks"] > 100000]
            for s in big[:1]:
                sp = f"applications/{app}/stages/{s['stageId']}/{s['attemptId']}"
                paths += [f"{sp}/taskSummary", f"{sp}/taskSummary?quantiles=0,0.5,1",
                          f"{sp}?details=false&withSummaries=true",
                          f"{sp}/taskList?offset=0&length=1000000&sortBy=ID",
                          f"{sp}/taskList?offset=0&length=20&sortBy=-runtime"]
            for p in paths:
                st, _, body = hs.get(p, timeout=3600)
                res[name]["paths"][p] = digest(st, body)
                print(f"recorded {st} {p}")
    finally:
        hs.stop()
    ver = subprocess.check_output([os.path.join(ROOT, ".venv", "bin", "python"), "-c",
                                   "import pyspark; print(pyspark.__version__)"], cwd="/tmp").decode().strip()
    with open(out, "w") as f:
        json.dump({"history_server": ver, "conf": list(conf), "logs": res}, f, indent=1, sort_keys=True)
        f.write("\n")


def check(logdir, expected, sparkdx):
    exp = json.load(open(expected))
    npass = nfail = 0
    for name, e in sorted(exp["logs"].items()):
        if not os.path.exists(os.path.join(logdir, name)):
            print(f"FAIL retention {name}: log missing")
            nfail += 1
            continue
        for p, want in sorted(e["paths"].items()):
            confs = [a for c in exp.get("conf", []) for a in ("--conf", c)]
            r = subprocess.run([sparkdx, "api"] + confs + [logdir, p], capture_output=True)
            status = 200 if r.returncode == 0 else None
            if r.returncode != 0:
                # "sparkdx: HTTP 404: ..." on stderr (and a nonzero exit) for what the History
                # Server answers with an error status
                words = r.stderr.decode().replace(":", " ").split()
                status = int(words[2]) if len(words) > 2 and words[1] == "HTTP" and words[2].isdigit() else -1
            got = digest(status, r.stdout) if status == 200 else {"status": status}
            if got == want:
                npass += 1
                print(f"PASS retention {name} {p}")
            else:
                nfail += 1
                why = f"status {got['status']} vs {want['status']}"
                if got.get("ids") is not None and want.get("ids") is not None:
                    a, b = got["ids"], want["ids"]
                    extra = [x for x in a if x not in b][:5]
                    missing = [x for x in b if x not in a][:5]
                    why = f"{len(a)} vs {len(b)} listed; extra {extra}, missing {missing}" if a != b else "same ids, other content"
                print(f"FAIL retention {name} {p}: {why}")
    print(f"retention: {npass} of {npass + nfail} answers as the History Server's")
    return 1 if nfail else 0


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "gen-execs":
        gen_execs(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 4 and sys.argv[1] == "record":
        record(sys.argv[2], sys.argv[3], sys.argv[4:])
    elif len(sys.argv) >= 5 and sys.argv[1] == "check":
        sys.exit(check(sys.argv[2], sys.argv[3], sys.argv[4]))
    else:
        sys.exit(__doc__)
