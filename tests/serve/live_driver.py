"""`sparkdx report --watch` and URL inputs against a running PySpark application.

    .venv/bin/python tests/serve/live_driver.py

Starts a PySpark application (the pip package, local[2], its UI on a free port, its event log in a
temporary folder) whose one stage has 20 tasks: 19 take 0.3 s, task index 19 sleeps 60 s. While
that stage runs, `sparkdx report --watch --format json http://127.0.0.1:PORT` must name the
straggler (stage at 19/20, index 19) before the stage ends; `sparkdx stages http://127.0.0.1:PORT`
must read the driver's in-progress event log (its UI serves none; spark.eventLog.dir is local).
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
import os, sys, time
from pyspark.sql import SparkSession
spark = (SparkSession.builder.master("local[2]").appName("sparkdx-live-straggler")
         .config("spark.ui.port", sys.argv[1]).config("spark.eventLog.enabled", "true")
         .config("spark.eventLog.dir", "file://" + sys.argv[2]).config("spark.ui.showConsoleProgress", "false")
         .getOrCreate())
sc = spark.sparkContext
print("READY", flush=True)
def work(i):
    time.sleep(60 if i == 19 else 0.3)
    return i
sc.parallelize(range(20), 20).map(work).count()
spark.stop()
'''


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def report(ok, name, why=""):
    print(("PASS " if ok else "FAIL ") + "live-driver: " + name + ("" if ok else ": " + why))
    sys.stdout.flush()
    return 0 if ok else 1


def main():
    try:
        import pyspark  # noqa: F401
    except ImportError:
        print("SKIP live-driver (pyspark is not installed in this python: run tests/spark/setup.sh)")
        return 0
    if not shutil.which("java") and not os.environ.get("JAVA_HOME"):
        print("SKIP live-driver (no Java)")
        return 0
    tmp = tempfile.mkdtemp(prefix="sparkdx-live-")
    port = free_port()
    script = os.path.join(tmp, "app.py")
    with open(script, "w") as f:
        f.write(APP)
    env = dict(os.environ, PYSPARK_PYTHON=sys.executable, SPARK_LOCAL_IP="127.0.0.1")
    log = open(os.path.join(tmp, "driver.log"), "w")
    p = subprocess.Popen([sys.executable, script, str(port), tmp], stdout=subprocess.PIPE, stderr=log, env=env,
                         text=True, start_new_session=True)
    fails = 0
    url = "http://127.0.0.1:%d" % port
    try:
        if p.stdout.readline().strip() != "READY":
            return report(False, "the application starts", "see " + log.name)
        # wait for the stage to be in its tail
        t0 = time.time()
        named = None
        w = subprocess.Popen([SPARKDX, "report", "--watch", "--interval", "2", "--straggler-min", "5",
                              "--format", "json", url], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        rounds = 0
        while time.time() - t0 < 120:
            line = w.stdout.readline()
            if not line:
                break
            rounds += 1
            r = json.loads(line)
            if r.get("stragglers"):
                named = (r, time.time() - t0)
                break
        w.terminate()
        w.wait()
        s = named[0]["stragglers"][0] if named else {}
        active = named[0]["activeStages"] if named else []
        fails += report(bool(named) and s.get("index") == 19 and s.get("numCompleteTasks") == 19 and
                        s.get("numTasks") == 20 and not named[0]["completed"] and active,
                        "--watch names the straggler while it runs (index 19 at 19/20, %s)" %
                        ("after %.0f s" % named[1] if named else "never"),
                        "%d rounds; last: %s" % (rounds, json.dumps(named[0])[:400] if named else w.stderr.read()[:400]))
        r = subprocess.run([SPARKDX, "stages", url], capture_output=True, text=True, timeout=120)
        fails += report(r.returncode in (0, 3) and "sparkdx-live-straggler" in r.stdout and "Jobs" in r.stdout,
                        "stages URL reads the driver's in-progress event log",
                        "exit %d: %s" % (r.returncode, r.stderr[:300]))
        r = subprocess.run([SPARKDX, "report", "--watch", "--count", "1", url], capture_output=True, text=True,
                           timeout=60)
        fails += report(r.returncode == 0 and "sparkdx live:" in r.stdout and "stage " in r.stdout,
                        "--watch text shows the active stage", r.stdout[:300] + r.stderr[:300])
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
