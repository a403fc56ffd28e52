"""`sparkdx report URL` on a running PySpark application that writes no event log.

    .venv/bin/python tests/serve/rest_driver.py

Starts a PySpark application (the pip package, local[2], its UI on a free port,
spark.eventLog.enabled=false) that runs a job of two stages (8 map tasks, a
shuffle, 4 reduce tasks, one of which fails once and is retried) and then waits.
Its UI answers /logs with an empty zip and there is no event log to read, so
sparkdx reads its REST API: `report` and `stages` must show the stages that ran,
with their task counts, and the report must say where it was read from.
PASS/FAIL lines; SKIP when pyspark or Java is missing.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SPARKDX = os.path.abspath(os.environ.get("SPARKDX", os.path.join(ROOT, "build", "sparkdx")))

APP = r'''
import sys, time
from pyspark import TaskContext
from pyspark.sql import SparkSession
spark = (SparkSession.builder.master("local[2,2]").appName("sparkdx-rest-only")
         .config("spark.ui.port", sys.argv[1]).config("spark.eventLog.enabled", "false")
         .config("spark.ui.showConsoleProgress", "false").getOrCreate())
sc = spark.sparkContext
def flaky(kv):
    c = TaskContext.get()
    if c.partitionId() == 0 and c.attemptNumber() == 0:
        raise ValueError("sparkdx-rest-driver: first attempt fails")
    return kv
n = sc.parallelize(range(4000), 8).map(lambda i: (i % 40, 1)).reduceByKey(lambda a, b: a + b, 4).map(flaky).count()
print("DONE", n, flush=True)
time.sleep(600)
'''


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def report(ok, name, why=""):
    print(("PASS " if ok else "FAIL ") + "rest-driver: " + name + ("" if ok else ": " + why))
    sys.stdout.flush()
    return 0 if ok else 1


def main():
    try:
        import pyspark  # noqa: F401
    except ImportError:
        print("SKIP rest-driver (pyspark is not installed in this python: run tests/spark/setup.sh)")
        return 0
    if not shutil.which("java") and not os.environ.get("JAVA_HOME"):
        print("SKIP rest-driver (no Java)")
        return 0
    tmp = tempfile.mkdtemp(prefix="sparkdx-rest-")
    port = free_port()
    script = os.path.join(tmp, "app.py")
    with open(script, "w") as f:
        f.write(APP)
    env = dict(os.environ, PYSPARK_PYTHON=sys.executable, SPARK_LOCAL_IP="127.0.0.1")
    log = open(os.path.join(tmp, "driver.log"), "w")
    p = subprocess.Popen([sys.executable, script, str(port)], stdout=subprocess.PIPE, stderr=log, env=env,
                         text=True, start_new_session=True)
    fails = 0
    url = "http://127.0.0.1:%d" % port
    try:
        line = p.stdout.readline().strip()
        if not line.startswith("DONE"):
            return report(False, "the application runs its job", "see " + log.name)
        apps = json.load(urllib.request.urlopen(url + "/api/v1/applications", timeout=30))
        app = apps[0]["id"]
        logs = urllib.request.urlopen("%s/api/v1/applications/%s/logs" % (url, app), timeout=30).read()
        fails += report(logs[:4] == b"PK\x05\x06", "its UI serves no event log (an empty zip, %d bytes)" % len(logs))
        stages = json.load(urllib.request.urlopen("%s/api/v1/applications/%s/stages" % (url, app), timeout=30))
        want = sorted((s["stageId"], s["attemptId"], s["numCompleteTasks"]) for s in stages if s["status"] == "COMPLETE")
        t0 = time.time()
        r = subprocess.run([SPARKDX, "report", "--format", "json", url], capture_output=True, text=True, timeout=120)
        took = time.time() - t0
        j = json.loads(r.stdout or "{}")
        got = sorted((s.get("stage"), s.get("attempt"), s.get("tasks")) for s in j.get("time", {}).get("stages", []))
        notes = j.get("notes", [])
        fails += report(r.returncode in (0, 1) and j.get("app", {}).get("name", j.get("name")) != "" and
                        any("read from the driver's REST API" in n for n in notes),
                        "report URL reads its REST API (%.1f s) and says so" % took,
                        "exit %d: %s %s" % (r.returncode, r.stderr[:300], json.dumps(notes)[:300]))
        fails += report(len(j.get("time", {}).get("stages", [])) >= 1,
                        "report URL has the heaviest of the stages that ran: %s (REST: %s)" % (got, want), r.stdout[:600])
        r = subprocess.run([SPARKDX, "stages", "--format", "json", url], capture_output=True, text=True, timeout=120)
        sj = json.loads(r.stdout or "{}")
        rows = sj.get("stages", [])
        have = sorted((s.get("stage_id"), s.get("attempt_id"), s.get("tasks_completed")) for s in rows
                      if s.get("status") in ("COMPLETE", "complete"))
        fails += report(r.returncode == 0 and have == want,
                        "stages URL: the completed stages and their task counts = the driver's (%s)" % want,
                        "exit %d: %s / %s" % (r.returncode, have, r.stderr[:300]))
        failed = sum(s.get("tasks_failed", 0) for s in rows)
        fails += report(failed == 1, "stages URL: the failed task attempt is counted (%d)" % failed, r.stdout[:400])
        r = subprocess.run([SPARKDX, "report", url], capture_output=True, text=True, timeout=120)
        fails += report(r.returncode in (0, 1) and "sparkdx-rest-only" in r.stdout and "REST API" in r.stdout,
                        "report URL (text) names the application and its source", r.stdout[:400] + r.stderr[:300])
    finally:
        os.killpg(p.pid, 15)
        try:
            p.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
        log.close()
        if not fails:
            shutil.rmtree(tmp, ignore_errors=True)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
