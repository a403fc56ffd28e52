"""Time from start to first answer on one big log: `sparkdx serve` and the real History Server.

    .venv/bin/python bench/serve_first_answer.py --log bench/data/big.log [--hs] [--heap 12g]

Puts the log alone in a fresh directory (a copy-free hard link when possible, else a copy: serve
does not serve symlinks out of its directory), starts `sparkdx serve` on it and measures from the
process start until /api/v1/applications lists the app and until applications/<id>/stages is
served, then the peak RSS (VmHWM). With --hs, the same for the History Server of the pip package
(tests/spark/oracle.py's launcher), and the answers of both are compared (the same JSON).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "spark"))
sys.path.insert(0, os.path.join(ROOT, "tests", "serve"))
import hs_vs_sparkdx  # noqa: E402
from serve_vs_hs import hwm  # noqa: E402


def get(url, timeout):
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def timed(base, app, t0, timeout, alive):
    t_list = None
    while time.time() - t0 < timeout:
        if not alive():
            sys.exit("serve_first_answer: the server exited")
        try:
            st, body = get(base + "applications", 30)
            if st == 200 and any(a["id"] == app for a in json.loads(body)):
                t_list = time.time() - t0
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    st, body = get(base + f"applications/{app}/stages", timeout)
    return t_list, time.time() - t0, st, body


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--log", required=True)
    ap.add_argument("--sparkdx", default=os.path.join(ROOT, "build", "sparkdx"))
    ap.add_argument("--hs", action="store_true")
    ap.add_argument("--heap", default="12g")
    ap.add_argument("--timeout", type=float, default=1800)
    args = ap.parse_args()
    log = os.path.abspath(args.log)
    app = hs_vs_sparkdx.app_id_of(log)
    work = tempfile.mkdtemp(prefix="sparkdx-first-answer-")
    d = os.path.join(work, "logs")
    os.makedirs(d)
    try:
        os.link(log, os.path.join(d, app))
    except OSError:
        shutil.copy(log, os.path.join(d, app))
    rows = []
    t0 = time.time()
    p = subprocess.Popen([args.sparkdx, "serve", "--port", "0", d], stderr=subprocess.PIPE, text=True)
    line = p.stderr.readline()
    base = line[line.index("http://"):line.index("/api/v1/") + 8]
    t_list, t_stages, st, sbody = timed(base, app, t0, args.timeout, lambda: p.poll() is None)
    rows.append(("sparkdx serve", t_list, t_stages, hwm(p.pid), st))
    p.terminate()
    p.wait()
    hbody = None
    if args.hs:
        import oracle
        os.environ["SPARK_DAEMON_MEMORY"] = args.heap
        home = oracle.spark_home(sys.executable)   # run with .venv/bin/python
        hs = oracle.HS(d, home, work)
        try:
            t_list, t_stages, st, hbody = timed(hs.base, app, hs.t0, args.timeout, lambda: hs.p.poll() is None)
            rows.append(("History Server", t_list, t_stages, hwm(hs.p.pid), st))
        finally:
            hs.stop()
    print(f"log: {log} ({os.path.getsize(log)} bytes), app {app}; load average {os.getloadavg()[0]:.2f}")
    print("| server | start -> app listed s | start -> /stages served s | peak RSS | status |")
    print("|---|---|---|---|---|")
    for who, tl, ts, rss, st in rows:
        print(f"| {who} | {tl:.2f} | {ts:.2f} | {rss / 2**20:.0f} MiB | {st} |")
    if len(rows) == 2:
        print(f"ratio History Server / serve: listed {rows[1][1] / rows[0][1]:.1f}x, "
              f"/stages {rows[1][2] / rows[0][2]:.1f}x, RSS {rows[1][3] / max(rows[0][3], 1):.1f}x; "
              f"same answer: {'yes' if json.loads(hbody) == json.loads(sbody) else 'NO'}")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
