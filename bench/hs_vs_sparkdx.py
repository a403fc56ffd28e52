"""The real Spark History Server and `sparkdx api` side by side on one large event log.

    .venv/bin/python bench/hs_vs_sparkdx.py [--log bench/data/big.log] [--sparkdx build/sparkdx] [--heap 12g]

Puts the log alone in a fresh log directory (a symlink named after its application id), starts the
History Server of the pip package (tests/spark/oracle.py's launcher: 127.0.0.1, in-memory store,
update interval 1 s) and measures from the process start: until /api/v1/applications lists the app
(the listing pass) and until applications/<id>/stages is served (the History Server then replays the
whole log into its store). Then runs `sparkdx api DIR applications/<id>/stages` (wall, CPU, peak RSS
from /usr/bin/time -v) and checks that both answers are the same JSON (both keep the newest stages
past spark.ui.retainedStages, docs/model.md). Prints one table row per tool
and the ratio; the History Server's CPU time and peak RSS are read from /proc (its JVM and children).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "spark"))
import oracle  # noqa: E402


def app_id_of(log):
    with open(log, "rb") as f:
        for i, line in enumerate(f):
            if b"SparkListenerApplicationStart" in line:
                return json.loads(line)["App ID"]
            if i > 10000:
                break
    sys.exit(f"hs_vs_sparkdx: no ApplicationStart in the first lines of {log}")


def proc_tree(pid):
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        try:
            with open(f"/proc/{p}/task/{p}/children") as f:
                todo += [int(c) for c in f.read().split()]
        except OSError:
            pass
    return out


def cpu_and_hwm(pids):
    tck = os.sysconf("SC_CLK_TCK")
    cpu, hwm = 0.0, 0
    for p in pids:
        try:
            with open(f"/proc/{p}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / tck
            with open(f"/proc/{p}/status") as f:
                m = re.search(r"VmHWM:\s+(\d+) kB", f.read())
                hwm = max(hwm, int(m.group(1)) * 1024 if m else 0)
        except OSError:
            pass
    return cpu, hwm


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--log", default=os.path.join(ROOT, "bench", "data", "big.log"))
    ap.add_argument("--sparkdx", default=os.path.join(ROOT, "build", "sparkdx"))
    ap.add_argument("--heap", default="12g", help="SPARK_DAEMON_MEMORY of the History Server")
    ap.add_argument("--timeout", type=float, default=3600)
    args = ap.parse_args()
    log = os.path.abspath(args.log)
    size = os.path.getsize(log)
    app = app_id_of(log)
    work = tempfile.mkdtemp(prefix="sparkdx-hs-bench-")
    logdir = os.path.join(work, "logs")
    os.makedirs(logdir)
    os.symlink(log, os.path.join(logdir, app))
    os.environ["SPARK_DAEMON_MEMORY"] = args.heap
    home = oracle.spark_home(os.path.join(ROOT, ".venv", "bin", "python"))
    load0 = os.getloadavg()
    hs = oracle.HS(logdir, home, work)
    t_list = t_stages = None
    hs_body = None
    try:
        while time.time() - hs.t0 < args.timeout:
            if hs.p.poll() is not None:
                sys.exit(f"hs_vs_sparkdx: the History Server exited; see {work}/history-server.log")
            try:
                st, _, body = hs.get("applications", timeout=30)
                if st == 200 and any(a["id"] == app for a in json.loads(body)):
                    t_list = time.time() - hs.t0
                    break
            except OSError:
                pass
            time.sleep(0.25)
        st, _, hs_body = hs.get(f"applications/{app}/stages", timeout=args.timeout)
        t_stages = time.time() - hs.t0
        if st != 200:
            sys.exit(f"hs_vs_sparkdx: History Server answered {st}")
        hs_cpu, hs_hwm = cpu_and_hwm(proc_tree(hs.p.pid))
    finally:
        hs.stop()
    t = subprocess.run(["/usr/bin/time", "-v", args.sparkdx, "api", logdir, f"applications/{app}/stages"],
                       capture_output=True)
    if t.returncode != 0:
        sys.exit(f"hs_vs_sparkdx: sparkdx failed: {t.stderr.decode()[-2000:]}")
    err = t.stderr.decode()

    def field(name):
        return re.search(re.escape(name) + r": (\S+)", err).group(1)

    wall = field("Elapsed (wall clock) time (h:mm:ss or m:ss)")
    parts = [float(x) for x in wall.split(":")]
    sx_wall = parts[-1] + 60 * parts[-2] + (3600 * parts[-3] if len(parts) > 2 else 0)
    sx_cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
    sx_rss = int(field("Maximum resident set size (kbytes)")) * 1024
    hs_stages, sx_stages = json.loads(hs_body), json.loads(t.stdout)
    # Both keep at most spark.ui.retainedStages (1000) stages, the same ones (docs/model.md,
    # Retention): the answers must be equal.
    same = sx_stages == hs_stages
    if not same:   # keep both for a look
        for name, body in (("history-server.json", hs_body), ("sparkdx.json", t.stdout)):
            with open(os.path.join(work, name), "wb") as f:
                f.write(body)
        print(f"answers differ: {work}/history-server.json vs {work}/sparkdx.json")
    load1 = os.getloadavg()
    mb = size / 1e6
    print(f"log: {log} ({size} bytes), app {app}; load average {load0[0]:.2f} at start, {load1[0]:.2f} at end")
    print("| tool | what | wall s | CPU s | peak RSS |")
    print("|---|---|---|---|---|")
    ver = subprocess.check_output([os.path.join(ROOT, ".venv", "bin", "python"), "-c",
                                   "import pyspark; print(pyspark.__version__)"], cwd="/tmp").decode().strip()
    print(f"| History Server {ver} | start -> app listed | {t_list:.1f} | | |")
    print(f"| History Server {ver} | start -> applications/{app}/stages served | {t_stages:.1f} | {hs_cpu:.1f} | {hs_hwm / 2**20:.0f} MiB |")
    print(f"| sparkdx | `sparkdx api DIR applications/{app}/stages` | {sx_wall:.2f} | {sx_cpu:.2f} | {sx_rss / 2**20:.0f} MiB |")
    sx_wall, sx_cpu = max(sx_wall, 0.01), max(sx_cpu, 0.01)   # /usr/bin/time resolution
    print(f"ratio (History Server / sparkdx): wall {t_stages / sx_wall:.1f}x, CPU {hs_cpu / sx_cpu:.1f}x; "
          f"sparkdx {mb / sx_wall:.0f} MB/s wall; the {len(hs_stages)} stages the History Server lists "
          f"(of {len(sx_stages)}; retention) identical: {'yes' if same else 'NO'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
