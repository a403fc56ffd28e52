"""`sparkdx serve` against the real History Server, both over HTTP on the same directory.

    .venv/bin/python tests/serve/serve_vs_hs.py [--set v35 --set inprogress ...] [--load SECONDS]
                                                [--bench-out FILE]

For each oracle log set (tests/spark/oracle.py's SETS; default v35 and inprogress, the small ones)
the logs are copied into one fresh directory (copies: serve refuses symlinks out of its directory),
the History Server of the pip package (oracle.HS: 127.0.0.1, Java 17, in-memory store) and
`sparkdx serve` are started on it, and every endpoint oracle.py records for an application is
fetched from both and compared as check_oracle.py compares (status; JSON by value, lastUpdated
aside); the /logs zips are compared by entry names and bytes. One PASS/FAIL line per application.

--load S: then a load test on loopback, the same for both servers: 8 client threads for S seconds
(bounded: at most 20,000 requests each), requests round-robin over the apps' jobs, stages,
executors, environment and the application list. Prints requests/s, p50 and p99 latency and the
server's peak RSS (VmHWM of its process tree) side by side, and their ratios (never asserted:
figures only, into --bench-out as JSON when given).
"""
import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "spark"))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import oracle  # noqa: E402
import check_oracle  # noqa: E402

SPARKDX = os.path.abspath(os.environ.get("SPARKDX", os.path.join(ROOT, "build", "sparkdx")))


def get(base, path, timeout=120):
    try:
        with urllib.request.urlopen(base + path, timeout=timeout) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def hwm(pid):
    total = 0
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/status") as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        total += int(line.split()[1]) * 1024
            with open(f"/proc/{p}/task/{p}/children") as f:
                todo += [int(c) for c in f.read().split()]
        except OSError:
            pass
    return total


class Serve:
    def __init__(self, d):
        self.err = tempfile.TemporaryFile(mode="w+")
        self.t0 = time.time()
        self.p = subprocess.Popen([SPARKDX, "serve", "--port", "0", d], stdout=subprocess.DEVNULL, stderr=self.err)
        self.base = None
        for _ in range(600):
            self.err.seek(0)
            t = self.err.read()
            if "/api/v1/" in t:
                self.base = t[t.index("http://"):t.index("/api/v1/") + 8]
                break
            time.sleep(0.05)
        if not self.base:
            raise SystemExit("serve did not start")

    def stop(self):
        self.p.terminate()
        self.p.wait(timeout=20)


def zip_entries(raw):
    try:
        z = zipfile.ZipFile(io.BytesIO(raw))
        return {n: z.read(n) for n in z.namelist() if not n.endswith("/")}
    except zipfile.BadZipFile:
        return None


def compare_set(name, hs, sv, apps):
    kind = "light"
    fails = 0
    for app in sorted(apps, key=lambda a: a["id"]):
        paths = oracle.endpoints_for(hs, app, kind)
        # an incomplete app's durations are measured against each server's clock (check_oracle.py)
        clock = not all(a.get("completed") for a in app.get("attempts", []))
        bad = []
        for p in paths:
            hst, _, hbody = hs.get(p)
            sst, sbody = get(sv.base, p)
            if hst != sst:
                bad.append(f"{p}: status {sst}, History Server {hst}")
                continue
            if hst != 200:
                continue
            try:
                check_oracle.compare(json.loads(hbody), json.loads(sbody), p, [], clock)
            except check_oracle.Diff as e:
                bad.append(str(e))
        # the /logs zip: the same files with the same bytes
        lp = f"applications/{app['id']}/logs"
        hz, sz = zip_entries(hs.get(lp)[2]), zip_entries(get(sv.base, lp)[1])
        if hz != sz:
            bad.append(f"{lp}: entries {sorted(sz or {})} vs History Server {sorted(hz or {})}")
        if bad:
            fails += 1
            print(f"FAIL serve-vs-hs {name} {app['id']}: {len(bad)} of {len(paths) + 1} differ; first: {bad[0]}")
        else:
            print(f"PASS serve-vs-hs {name} {app['id']}: {len(paths) + 1} answers equal over HTTP")
        sys.stdout.flush()
    return fails


def load(base, paths, seconds, threads=8, cap=20000):
    lat, errors = [], [0]
    stop = time.time() + seconds
    lock = threading.Lock()

    def worker(k):
        mine, n = [], 0
        while time.time() < stop and n < cap:
            p = paths[(k + n * threads) % len(paths)]
            t = time.perf_counter()
            st, _ = get(base, p, timeout=60)
            mine.append(time.perf_counter() - t)
            if st != 200:
                with lock:
                    errors[0] += 1
            n += 1
        with lock:
            lat.extend(mine)
    t0 = time.time()
    ts = [threading.Thread(target=worker, args=(k,)) for k in range(threads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    wall = time.time() - t0
    lat.sort()
    q = lambda f: lat[min(len(lat) - 1, int(f * len(lat)))] * 1000 if lat else 0
    return {"requests": len(lat), "seconds": round(wall, 2), "rps": round(len(lat) / wall, 1),
            "p50_ms": round(q(0.5), 2), "p99_ms": round(q(0.99), 2), "errors": errors[0]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", choices=sorted(oracle.SETS))
    ap.add_argument("--logs", default=os.path.join(ROOT, "tests", "spark", "logs"))
    ap.add_argument("--python", default=os.path.join(ROOT, ".venv", "bin", "python"))
    ap.add_argument("--load", type=float, default=0)
    ap.add_argument("--bench-out")
    args = ap.parse_args()
    home = oracle.spark_home(args.python)
    fails = 0
    bench = []
    for name in args.set or ["v35", "inprogress"]:
        kind, members = oracle.SETS[name]
        logs = oracle.expand(args.logs, members)
        work = tempfile.mkdtemp(prefix=f"sparkdx-serve-hs-{name}-")
        d = os.path.join(work, "logs")
        os.makedirs(d)
        for rel in logs:
            src = os.path.join(args.logs, rel)
            (shutil.copytree if os.path.isdir(src) else shutil.copy2)(src, os.path.join(d, os.path.basename(rel)))
        hs = oracle.HS(d, home, work)
        sv = Serve(d)
        try:
            apps = []
            deadline = time.time() + 300
            while time.time() < deadline:
                try:
                    st, _, body = hs.get("applications", timeout=5)
                    if st == 200 and len(json.loads(body)) >= len(logs):
                        apps = json.loads(body)
                        break
                except (OSError, urllib.error.URLError, ValueError):
                    pass  # not up yet: a refused connection, or a 200 whose body is not the list yet
                time.sleep(0.3)
            if len(apps) < len(logs):
                print(f"FAIL serve-vs-hs {name}: the History Server lists {len(apps)} of {len(logs)} apps")
                fails += 1
                continue
            st1, a1 = hs.get("applications")[0], json.loads(hs.get("applications")[2])
            st2, a2 = get(sv.base, "applications")
            notes = []
            try:
                check_oracle.compare(a1, json.loads(a2), "applications", [])
            except check_oracle.Diff as e:
                notes.append(str(e))
            print(("PASS" if not notes and st2 == 200 else "FAIL") + f" serve-vs-hs {name}: the application list"
                  + (f": {notes[0]}" if notes else ""))
            fails += bool(notes)
            fails += compare_set(name, hs, sv, apps)
            if args.load:
                paths = ["applications"]
                for a in apps:
                    b = f"applications/{a['id']}"
                    paths += [b + "/jobs", b + "/stages", b + "/executors", b + "/environment"]
                for who, base, pid in (("sparkdx serve", sv.base, sv.p.pid), ("History Server", hs.base, hs.p.pid)):
                    r = load(base, paths, args.load)
                    r.update({"server": who, "set": name, "peak_rss_mib": round(hwm(pid) / 2**20, 1)})
                    bench.append(r)
                    print(f"bench: {name} {who}: {r['requests']} requests in {r['seconds']} s = {r['rps']} req/s, "
                          f"p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms, peak RSS {r['peak_rss_mib']} MiB, "
                          f"{r['errors']} errors")
                s, h = bench[-2], bench[-1]
                print(f"bench: {name} ratio serve / History Server: {s['rps'] / max(h['rps'], 0.1):.1f}x requests/s, "
                      f"p99 {h['p99_ms'] / max(s['p99_ms'], 0.01):.1f}x lower, "
                      f"RSS {h['peak_rss_mib'] / max(s['peak_rss_mib'], 0.1):.1f}x smaller")
        finally:
            hs.stop()
            sv.stop()
        shutil.rmtree(work, ignore_errors=True)
    if args.bench_out:
        with open(args.bench_out, "w") as f:
            json.dump({"load_avg": os.getloadavg(), "runs": bench}, f, indent=1)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
