#!/usr/bin/env python3
"""Logs read where they live, without Spark: `sparkdx serve` stands in for a
History Server (its /logs zip) and a small Python server for a driver's UI
and for broken servers. Prints PASS/FAIL lines.
"""
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
from serve_test import Server, SPARKDX, LOGS, report  # noqa: E402
import serve_test  # noqa: E402


def run_cli(*args, env=None):
    e = dict(os.environ)
    e.pop("COLUMNS", None)
    e.update(env or {})
    return subprocess.run([SPARKDX] + list(args), capture_output=True, env=e, timeout=120)


class Fake(http.server.BaseHTTPRequestHandler):
    routes = {}

    def do_GET(self):
        r = self.routes.get(self.path.split("?")[0])
        if r is None:
            self.send_response(404)
            self.end_headers()
            self.wfile.write(b"unknown: " + self.path.encode())
            return
        if r == "sleep":
            time.sleep(5)
            return
        self.send_response(200)
        self.end_headers()
        self.wfile.write(r)

    def log_message(self, *a):
        pass


def fake_server(routes):
    Fake.routes = routes
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Fake)
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv


def closed_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def straggler_log(dst):
    """A real log cut before the last TaskEnd of its biggest stage: that
    stage is at n-1/n with one task running, as if seen while it runs."""
    lines = open(LOGS + "/v35/v35_none_s01_skew_join", "rb").read().splitlines(keepends=True)
    ends = {}
    for i, l in enumerate(lines):
        e = json.loads(l)
        if e["Event"] == "SparkListenerTaskEnd":
            ends.setdefault((e["Stage ID"], e["Stage Attempt ID"]), []).append(i)
    key = max(ends, key=lambda k: (len(ends[k]), k))
    last = max(ends[key])
    ev = json.loads(lines[last])
    with open(dst, "wb") as f:
        f.writelines(lines[:last])
    launch = ev["Task Info"]["Launch Time"]
    t = (launch + 120000) / 1000.0   # seen 120 s after the task started
    os.utime(dst, (t, t))
    return key, ev["Task Info"]["Task ID"], ev["Task Info"]["Index"], len(ends[key])


# What a log read from the REST API cannot agree on with its event log: the
# REST API has no node -> stage link for SQL operators (their metrics come as
# display text, without accumulator ids, and stages have no RDD scopes), so
# the rules that need the operator of a stage see none.
PLAN_LINKED = {"skew.join": "skew.shuffle",          # the join of the skewed stage is unknown
               "config.aqe_off": None,                # its cost is measured on the join's stages
               "join.broadcast_candidate": "config.broadcast_off"}
STAGE_KEYS_PLAN = ("operators", "verdict", "explained_by")   # name the stage's operators


def rest_vs_log(tmp, run_cli):
    """`sparkdx serve` on real logs, read through its REST API only
    (SPARKDX_FROM_REST=1, and a driver's UI whose /logs is an empty zip)."""
    d = os.path.join(tmp, "restlogs")
    os.mkdir(d)
    srcs = [LOGS + "/v4/eventlog_v2_s01_skew_join", LOGS + "/v4/eventlog_v2_s13_deterministic_failure",
            LOGS + "/v4/eventlog_v2_s07_spill", LOGS + "/v35/v35_none_s01_skew_join"]
    local = {}
    for src in srcs:
        dst = os.path.join(d, os.path.basename(src))
        (shutil.copytree if os.path.isdir(src) else shutil.copy)(src, dst)
        local[json.loads(run_cli("api", dst, "applications").stdout)[0]["id"]] = dst
    s = Server(d, "--rescan", "0")
    base = "http://127.0.0.1:%d/api/v1/applications/" % s.port
    forced = {"SPARKDX_FROM_REST": "1"}
    for app, path in sorted(local.items()):
        name = os.path.basename(path)
        for fmt in ("text", "json"):
            got, want = run_cli("stages", "--format", fmt, base + app, env=forced), run_cli("stages", "--format", fmt, path)
            report(got.returncode == want.returncode == 0 and got.stdout == want.stdout,
                   "from REST: stages --format %s of %s = on its event log" % (fmt, name), got.stderr.decode()[:300])
        got = run_cli("report", "--format", "json", base + app, env=forced)
        want = run_cli("report", "--format", "json", path)
        gj, wj = json.loads(got.stdout or b"{}"), json.loads(want.stdout or b"{}")
        strip = lambda st: [{k: v for k, v in x.items() if k not in STAGE_KEYS_PLAN} for x in st]
        gs, ws = strip(gj.get("time", {}).get("stages", [])), strip(wj.get("time", {}).get("stages", []))
        report(got.returncode == want.returncode and gs == ws and ws,
               "from REST: report's stage-time table of %s = on its event log (%d stages)" % (name, len(ws)),
               json.dumps(gs)[:300] + " / " + json.dumps(ws)[:300])
        for k in ("counts", "time"):
            gk = {a: b for a, b in (gj.get(k) or {}).items() if a not in ("stages", "queries")}
            wk = {a: b for a, b in (wj.get(k) or {}).items() if a not in ("stages", "queries")}
            report(gk == wk, "from REST: report's %s of %s agree" % (k, name), json.dumps(gk)[:300] + " / " + json.dumps(wk)[:300])
        want_ids = [PLAN_LINKED.get(f["id"], f["id"]) for f in wj.get("findings", [])]
        want_ids = [i for i in want_ids if i]
        got_ids = [f["id"] for f in gj.get("findings", [])]
        report(got_ids == want_ids, "from REST: findings of %s: %s (event log: %s)" %
               (name, got_ids, [f["id"] for f in wj.get("findings", [])]), "want %s" % want_ids)
        notes = gj.get("notes", [])
        report(any("read from the driver's REST API" in n and "not available there" in n for n in notes),
               "from REST: the report says where it was read from and what is missing", json.dumps(notes)[:300])
    app = next(a for a, p in local.items() if os.path.basename(p) == "eventlog_v2_s01_skew_join")
    got, want = run_cli("sql", "--id", "1", base + app, env=forced), run_cli("sql", "--id", "1", local[app])
    def ops(t):   # (node, operator) of the plan table, at the Operator column
        lines = t.decode().splitlines()
        head = next((l for l in lines if l.lstrip().startswith("Node")), "")
        col = head.find("Operator")
        table = lines[lines.index(head) + 1:] if col > 0 else []
        table = table[:table.index("")] if "" in table else table
        return [(l[:6].strip(" *"), l[col:].strip()) for l in table]
    gops, wops = ops(got.stdout), ops(want.stdout)
    report(got.returncode == 0 and gops and gops == wops,
           "from REST: sql --id 1's operator tree (%d nodes) = on its event log" % len(wops), got.stdout.decode()[:400])
    # the natural path: a driver's UI whose /logs is an empty zip and whose event log is not readable
    fake_routes = {}
    app = next(a for a, p in local.items() if p.endswith("s13_deterministic_failure"))
    for sub in ["", "/environment", "/allexecutors", "/jobs", "/stages", "/sql"]:
        q = "?details=true" if sub == "/sql" else ""
        fake_routes["/api/v1/applications/" + app + sub] = s.get("/api/v1/applications/" + app + sub + q)[1]
    for st in json.loads(fake_routes["/api/v1/applications/" + app + "/stages"]):
        p = "/api/v1/applications/%s/stages/%d/%d/taskList" % (app, st["stageId"], st["attemptId"])
        fake_routes[p] = s.get(p + "?offset=0&length=10000")[1]
    fake_routes["/api/v1/applications"] = json.dumps([{"id": app, "attempts": [{"completed": False}]}]).encode()
    fake_routes["/api/v1/applications/%s/logs" % app] = b"PK\x05\x06" + b"\0" * 18
    fake = fake_server(fake_routes)
    fb = "http://127.0.0.1:%d" % fake.server_address[1]
    got, want = run_cli("stages", fb), run_cli("stages", local[app])
    report(got.returncode == 0 and got.stdout == want.stdout,
           "a driver's UI without a readable event log: read from its REST API", got.stderr.decode()[:300])
    got = run_cli("report", fb)
    report(got.returncode == 0 and b"read from the driver's REST API" in got.stdout and b"failure.deterministic" in got.stdout,
           "report on it names the failure and says where it was read from", got.stdout.decode()[-600:])
    fake.shutdown()
    s.stop()


def main():
    tmp = tempfile.mkdtemp(prefix="sdx-remote-")
    try:
        run(tmp)
    finally:
        for srv in list(serve_test.running):
            srv.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    return 1 if serve_test.fails else 0


def run(tmp):
    d = os.path.join(tmp, "logs")
    os.mkdir(d)
    local = {}
    for src in [LOGS + "/v35/v35_none_s35_healthy", LOGS + "/v35/v35_zstd_s01_skew_join.zstd",
                LOGS + "/rolling/eventlog_v2_rolling_zstd_s06_too_many_partitions"]:
        dst = os.path.join(d, os.path.basename(src))
        (shutil.copytree if os.path.isdir(src) else shutil.copy)(src, dst)
        app = json.loads(run_cli("api", dst, "applications").stdout)[0]["id"]
        local[app] = dst
    s = Server(d, "--rescan", "0")
    base = "http://127.0.0.1:%d" % s.port
    # ---- every command on a History Server address ----
    for app, path in sorted(local.items()):
        for url in [base + "/api/v1/applications/" + app, base + "/history/" + app + "/jobs/"]:
            got, want = run_cli("stages", url), run_cli("stages", path)
            report(got.returncode == want.returncode and got.stdout == want.stdout and got.stdout,
                   "stages %s = stages on the local log" % url.replace(base, "HS"),
                   got.stderr.decode()[:300])
        got = run_cli("report", "--format", "json", base + "/api/v1/applications/" + app)
        want = run_cli("report", "--format", "json", path)
        gj, wj = json.loads(got.stdout or b"null"), json.loads(want.stdout or b"null")
        for j in (gj, wj):   # where the log was read from differs, nothing else
            if isinstance(j, dict):
                j.pop("input", None)
                j.pop("log", None)
        report(got.returncode == want.returncode and gj == wj and gj is not None,
               "report --format json of %s = on the local log" % app, got.stderr.decode()[:300])
    app = sorted(local)[0]
    got = run_cli("diff", base + "/api/v1/applications/" + app, local[app])
    report(got.returncode in (0, 1) and got.stdout, "diff URL LOG works", got.stderr.decode()[:200])
    # ---- a clear error per failure, naming the URL ----
    r = run_cli("stages", base + "/api/v1/applications/nope")
    report(r.returncode == 3 and b"/api/v1/applications/nope/logs: HTTP 404: Event logs are not found for app: nope."
           in r.stderr, "an unknown app: 404 with the server's text and the URL", r.stderr.decode()[:300])
    r = run_cli("stages", base)
    report(r.returncode == 3 and b"3 applications; name one" in r.stderr, "a History Server of many apps: name one",
           r.stderr.decode()[:300])
    port = closed_port()
    t0 = time.time()
    r = run_cli("stages", "http://127.0.0.1:%d/history/app-1" % port, env={"SPARKDX_HTTP_RETRIES": "1"})
    report(r.returncode == 3 and b"cannot connect" in r.stderr and b"127.0.0.1:%d" % port in r.stderr
           and b"after 2 tries" in r.stderr, "connection refused, retried once, named", r.stderr.decode()[:300])
    fake = fake_server({"/api/v1/applications/app-x/logs": b"<html>not a zip</html>",
                        "/api/v1/applications/app-slow/logs": "sleep"})
    fb = "http://127.0.0.1:%d" % fake.server_address[1]
    r = run_cli("report", fb + "/api/v1/applications/app-x")
    report(r.returncode == 3 and b"the answer is not a zip" in r.stderr and fb.encode() in r.stderr,
           "a bad zip is named", r.stderr.decode()[:300])
    t0 = time.time()
    r = run_cli("report", fb + "/api/v1/applications/app-slow",
                env={"SPARKDX_HTTP_TIMEOUT": "1", "SPARKDX_HTTP_RETRIES": "0"})
    report(r.returncode == 3 and b"timed out" in r.stderr and time.time() - t0 < 4.5,
           "a timeout is named, within its bound", r.stderr.decode()[:300])
    fake.shutdown()
    # ---- a driver's UI: an empty zip; its own event log when readable ----
    evdir = os.path.join(tmp, "spark-events")
    os.mkdir(evdir)
    shutil.copy(LOGS + "/v35/v35_none_s35_healthy", os.path.join(evdir, "local-777.inprogress"))
    empty_zip = b"PK\x05\x06" + b"\0" * 18
    env_on = json.dumps({"sparkProperties": [["spark.eventLog.enabled", "true"],
                                             ["spark.eventLog.dir", "file:" + evdir]]}).encode()
    env_off = json.dumps({"sparkProperties": [["spark.app.name", "x"]]}).encode()
    apps = json.dumps([{"id": "local-777", "name": "x", "attempts": [{"completed": False}]}]).encode()
    fake = fake_server({"/api/v1/applications": apps, "/api/v1/applications/local-777/logs": empty_zip,
                        "/api/v1/applications/local-777/environment": env_on})
    fb = "http://127.0.0.1:%d" % fake.server_address[1]
    got, want = run_cli("stages", fb), run_cli("stages", os.path.join(evdir, "local-777.inprogress"))
    report(got.returncode == want.returncode and got.stdout == want.stdout and got.stdout,
           "a driver's UI: its local event log (spark.eventLog.dir) is read", got.stderr.decode()[:300])
    Fake.routes["/api/v1/applications/local-777/environment"] = env_off
    r = run_cli("stages", fb)
    report(r.returncode == 3 and b"running application's UI" in r.stderr and b"--watch" in r.stderr,
           "a driver's UI without a readable log: says so, points to --watch", r.stderr.decode()[:400])
    fake.shutdown()
    s.stop()
    # ---- a driver without a readable event log: its REST API as events ----
    rest_vs_log(tmp, run_cli)
    # ---- report --watch: a straggler named while it runs ----
    g = os.path.join(tmp, "live")
    os.mkdir(g)
    (sid, said), tid, idx, n = straggler_log(os.path.join(g, "app-live.inprogress"))
    s = Server(g, "--rescan", "0")
    gid = json.loads(run_cli("api", g, "applications").stdout)[0]["id"]
    url = "http://127.0.0.1:%d/api/v1/applications/%s" % (s.port, gid)
    r = run_cli("report", "--watch", "--count", "2", "--interval", "0.2", "--format", "json", url)
    rounds = [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
    st = rounds[-1]["stragglers"] if rounds else []
    report(r.returncode == 0 and len(rounds) == 2 and len(st) == 1 and st[0]["taskId"] == tid and
           st[0]["index"] == idx and st[0]["stageId"] == sid and st[0]["numCompleteTasks"] == n - 1
           and st[0]["runningMs"] >= 119000,
           "--watch names the straggler: stage %d at %d/%d, task %d" % (sid, n - 1, n, tid),
           r.stdout.decode()[:600] + r.stderr.decode()[:300])
    r = run_cli("report", "--watch", "--count", "1", url)
    report(r.returncode == 0 and (b"STRAGGLER stage %d.%d at %d/%d: task %d" % (sid, said, n - 1, n, tid)) in r.stdout,
           "--watch text names it", r.stdout.decode()[:600])
    s.stop()
    r = run_cli("report", "--watch", "--count", "1", url)
    report(r.returncode == 3 and b"cannot connect" in r.stderr, "--watch on a stopped server: a clear error",
           r.stderr.decode()[:300])


if __name__ == "__main__":
    sys.exit(main())
