"""The real History Server as the test oracle for `sparkdx api`.

    .venv/bin/python tests/spark/oracle.py [--set NAME ...] [--logs tests/spark/logs] [--out tests/spark/oracle]

For each oracle log set (below: a named list of committed logs), builds a directory of symlinks to
those logs, starts Spark's History Server from the pip package on it
($SPARK_HOME/bin/spark-class org.apache.spark.deploy.history.HistoryServer, SPARK_HOME = the
pyspark package, bound to 127.0.0.1 on a free port, in-memory store), waits until
/api/v1/applications lists every app, fetches the endpoints below for every application and
stores each response as OUT/<set>/<quote(path)>.json[.gz]:
    {"path": ..., "status": 200, "content_type": ..., "body": <parsed JSON or null>, "text": <non-JSON body>}
(bodies over 4 KiB are gzipped, gzip -9, mtime 0). OUT/<set>/index.tsv lists path, file, status, app id;
OUT/<set>/logs.txt the member logs (paths relative to --logs). It also prints the time from the
History Server's process start until it served the largest app's /stages (OUT/<set>/timing.json).

Endpoint sets: `full` (every stage attempt: taskSummary with three quantile sets, taskList
variants, ...) for set `v4`; `light` for the others (app, jobs, stages, one taskSummary and
taskList per stage attempt, executors, environment, sql).
"""
import argparse
import gzip
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Oracle log sets: logs (relative to tests/spark/logs) served together by one History Server.
SETS = {
    "v4": ("full", [
        "v4/eventlog_v2_s01_skew_join", "v4/eventlog_v2_s01_skew_join-even", "v4/eventlog_v2_s02_aqe_skew_split",
        "v4/eventlog_v2_s05_too_few_partitions", "v4/eventlog_v2_s07_spill", "v4/eventlog_v2_s11_output_small_files",
        "v4/eventlog_v2_s13_deterministic_failure", "v4/eventlog_v2_s14_fetch_failed_executor_lost",
        "v4/eventlog_v2_s15_executor_oom", "v4/eventlog_v2_s16_driver_result_size", "v4/eventlog_v2_s17_python_udf",
        "v4/eventlog_v2_s18_broadcast_candidate", "v4/eventlog_v2_s23_explode", "v4/eventlog_v2_s26_cache",
        "v4/eventlog_v2_s26_cache-evicted", "v4/eventlog_v2_s27_count_distinct", "v4/eventlog_v2_s35_healthy",
    ]),
    "codecs": ("light", ["codecs/*", "rolling/*"]),
    "v35": ("light", ["v35/*"]),
    "inprogress": ("light", ["inprogress/*"]),
}
QUANTILE_SETS = ["0.01,0.5,0.99", "0.0,0.25,0.5,0.75,1.0"]
GZ_OVER = 4 * 1024


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def spark_home(python):
    out = subprocess.check_output([python, "-c", "import pyspark, os; print(os.path.dirname(pyspark.__file__))"])
    return out.decode().strip()


def java_home():
    jh = os.environ.get("JAVA_HOME")
    if jh and os.path.exists(os.path.join(jh, "bin", "java")):
        return jh
    java = shutil.which("java")
    if not java:
        sys.exit("oracle: no java")
    return os.path.dirname(os.path.dirname(os.path.realpath(java)))


def expand(logs_root, members):
    out = []
    for m in members:
        if m.endswith("/*"):
            d = os.path.join(logs_root, m[:-2])
            if os.path.isdir(d):
                out += [os.path.join(m[:-2], f) for f in sorted(os.listdir(d))]
        elif os.path.exists(os.path.join(logs_root, m)):
            out.append(m)
        else:
            print(f"oracle: warning: {m} not found", file=sys.stderr)
    return out


def log_size(p):
    if os.path.isdir(p):
        return sum(os.path.getsize(os.path.join(p, f)) for f in os.listdir(p))
    return os.path.getsize(p)


class HS:
    def __init__(self, logdir, home, workdir):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}/api/v1/"
        env = dict(os.environ)
        env.update({
            "SPARK_HOME": home, "JAVA_HOME": java_home(), "SPARK_LOCAL_IP": "127.0.0.1",
            "SPARK_LOG_DIR": workdir, "SPARK_CONF_DIR": os.path.join(workdir, "conf"),
            "SPARK_HISTORY_OPTS": " ".join([
                f"-Dspark.history.fs.logDirectory=file://{logdir}",
                f"-Dspark.history.ui.port={self.port}",
                "-Dspark.history.fs.update.interval=1s",
                "-Dspark.history.fs.cleaner.enabled=false",
                "-Dspark.ui.showConsoleProgress=false",
            ]),
        })
        os.makedirs(env["SPARK_CONF_DIR"], exist_ok=True)
        self.logf = open(os.path.join(workdir, "history-server.log"), "w")
        self.t0 = time.time()
        self.p = subprocess.Popen([os.path.join(home, "bin", "spark-class"),
                                   "org.apache.spark.deploy.history.HistoryServer"],
                                  env=env, stdout=self.logf, stderr=subprocess.STDOUT, start_new_session=True)

    def get(self, path, timeout=120):
        req = urllib.request.Request(self.base + path)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, r.headers.get("Content-Type", ""), r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.headers.get("Content-Type", ""), e.read()

    def stop(self):
        self.p.terminate()
        try:
            self.p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
        self.logf.close()


def endpoints_for(hs, app, kind):
    """Paths (relative to /api/v1/) of one application, discovered from its own answers."""
    base = f"applications/{app['id']}"
    attempts = [a.get("attemptId") for a in app.get("attempts", []) if a.get("attemptId")]
    if attempts:
        base += "/" + attempts[-1]
    paths = [f"applications/{app['id']}", f"{base}/jobs", f"{base}/stages", f"{base}/executors",
             f"{base}/allexecutors", f"{base}/environment", f"{base}/storage/rdd", f"{base}/sql"]
    if kind == "full":
        paths += [f"{base}/stages?details=true&withSummaries=true", f"{base}/sql?details=false",
                  f"{base}/jobs?status=succeeded", f"{base}/jobs?status=failed",
                  f"{base}/stages?status=complete", f"{base}/stages?status=failed",
                  f"{base}/jobs/999999", f"{base}/stages/999999", f"{base}/sql/999999",
                  f"{base}/stages/0/0/taskSummary?quantiles=abc"]
    st, _, body = hs.get(f"{base}/jobs")
    jobs = json.loads(body) if st == 200 else []
    for j in sorted(jobs, key=lambda j: j["jobId"]):
        paths.append(f"{base}/jobs/{j['jobId']}")
    st, _, body = hs.get(f"{base}/stages")
    stages = json.loads(body) if st == 200 else []
    seen = set()
    for s in sorted(stages, key=lambda s: (s["stageId"], s["attemptId"])):
        sid, att = s["stageId"], s["attemptId"]
        if sid not in seen:
            seen.add(sid)
            paths.append(f"{base}/stages/{sid}")
        sa = f"{base}/stages/{sid}/{att}"
        paths += [sa, f"{sa}/taskSummary", f"{sa}/taskList"]
        if kind == "full":
            paths += [f"{sa}?details=true", f"{sa}?details=false&withSummaries=true"]
            paths += [f"{sa}/taskSummary?quantiles={q}" for q in QUANTILE_SETS]
            paths += [f"{sa}/taskList?length=1000", f"{sa}/taskList?sortBy=runtime",
                      f"{sa}/taskList?sortBy=-runtime", f"{sa}/taskList?status=failed",
                      f"{sa}/taskList?status=success&length=1000", f"{sa}/taskList?offset=10&length=5"]
    st, _, body = hs.get(f"{base}/storage/rdd")
    for r in (json.loads(body) if st == 200 else []):
        paths.append(f"{base}/storage/rdd/{r['id']}")
    st, _, body = hs.get(f"{base}/sql")
    for q in (json.loads(body) if st == 200 else []):
        paths.append(f"{base}/sql/{q['id']}")
        if kind == "full":
            paths.append(f"{base}/sql/{q['id']}?details=false")
    return paths


def store(outdir, path, status, ctype, raw):
    name = urllib.parse.quote(path, safe="") + ".json"
    rec = {"path": path, "status": status, "content_type": ctype.split(";")[0]}
    text = raw.decode("utf-8", "replace")
    try:
        rec["body"] = json.loads(text)
        rec["text"] = None
    except ValueError:
        rec["body"] = None
        rec["text"] = text[:2000]
    data = json.dumps(rec, separators=(",", ":"), ensure_ascii=False).encode()
    if len(data) > GZ_OVER:
        name += ".gz"
        data = gzip.compress(data, 9, mtime=0)
    with open(os.path.join(outdir, name), "wb") as f:
        f.write(data)
    return name


def run_set(name, logs_root, outroot, home):
    kind, members = SETS[name]
    logs = expand(logs_root, members)
    if not logs:
        print(f"oracle: set {name}: no logs, skipped")
        return
    work = tempfile.mkdtemp(prefix=f"sparkdx-oracle-{name}-")
    logdir = os.path.join(work, "logs")
    os.makedirs(logdir)
    for rel in logs:
        os.symlink(os.path.abspath(os.path.join(logs_root, rel)), os.path.join(logdir, os.path.basename(rel)))
    largest = max(logs, key=lambda r: log_size(os.path.join(logs_root, r)))
    hs = HS(logdir, home, work)
    outdir = os.path.join(outroot, name)
    try:
        apps = []
        deadline = time.time() + 300
        while time.time() < deadline:
            try:
                st, _, body = hs.get("applications", timeout=5)
                if st == 200:
                    apps = json.loads(body)
                    if len(apps) >= len(logs):
                        break
            except (OSError, urllib.error.URLError, ValueError):
                pass  # not up yet: a refused connection, or a 200 whose body is not the list yet
            time.sleep(0.2)
        t_list = time.time() - hs.t0
        if len(apps) < len(logs):
            sys.exit(f"oracle: set {name}: History Server lists {len(apps)} of {len(logs)} apps; see {work}")
        # Which app is the largest log? Ask the app list for the one whose name matches the run name.
        runname = os.path.basename(largest).replace("eventlog_v2_", "").split(".")[0]
        big = next((a for a in apps if a["name"] == runname), apps[0])
        st, _, _ = hs.get(f"applications/{big['id']}/stages", timeout=300)
        t_stages = time.time() - hs.t0
        timing = {"set": name, "apps": len(apps), "hs_start_to_app_list_s": round(t_list, 2),
                  "largest_log": largest, "largest_log_bytes": log_size(os.path.join(logs_root, largest)),
                  "largest_app": big["id"], "hs_start_to_largest_stages_s": round(t_stages, 2), "status": st}
        print(f"oracle: set {name}: {len(apps)} apps listed after {t_list:.1f}s; /stages of the largest "
              f"({largest}, {timing['largest_log_bytes']} bytes) served {t_stages:.1f}s after start")
        shutil.rmtree(outdir, ignore_errors=True)
        os.makedirs(outdir)
        index = []
        top = ["applications", "applications?status=completed", "applications?status=running",
               "applications?minDate=2000-01-01", "version"]
        for p in top:
            st, ct, raw = hs.get(p)
            index.append((p, store(outdir, p, st, ct, raw), st, ""))
        for app in sorted(apps, key=lambda a: a["name"]):
            for p in endpoints_for(hs, app, kind):
                st, ct, raw = hs.get(p)
                index.append((p, store(outdir, p, st, ct, raw), st, app["id"]))
        with open(os.path.join(outdir, "index.tsv"), "w") as f:
            f.write("path\tfile\tstatus\tapp\n")
            for row in index:
                f.write("\t".join(map(str, row)) + "\n")
        with open(os.path.join(outdir, "logs.txt"), "w") as f:
            f.write("\n".join(logs) + "\n")
        with open(os.path.join(outdir, "timing.json"), "w") as f:
            json.dump(timing, f, indent=1)
        size = sum(os.path.getsize(os.path.join(outdir, x)) for x in os.listdir(outdir))
        print(f"oracle: set {name}: {len(index)} responses, {size} bytes -> {outdir}")
    finally:
        hs.stop()
    shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", choices=sorted(SETS))
    ap.add_argument("--logs", default=os.path.join(HERE, "logs"))
    ap.add_argument("--out", default=os.path.join(HERE, "oracle"))
    ap.add_argument("--python", default=os.path.join(ROOT, ".venv", "bin", "python"))
    args = ap.parse_args()
    home = spark_home(args.python)
    for name in args.set or list(SETS):
        run_set(name, os.path.abspath(args.logs), os.path.abspath(args.out), home)


if __name__ == "__main__":
    main()
