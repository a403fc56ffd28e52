#!/usr/bin/env python3
"""`sparkdx serve` over HTTP against `sparkdx api` on the same directory.

Prints PASS/FAIL lines (tests/run.sh counts them). Needs only the project's
committed logs (tests/spark/logs) and python3's standard library.
"""
import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

SPARKDX = os.path.abspath(os.environ.get("SPARKDX", "build/sparkdx"))
LOGS = "tests/spark/logs"
fails = 0
running = []   # servers to stop if a test dies on the way


def report(ok, name, why=""):
    global fails
    if ok:
        print("PASS serve: " + name)
    else:
        fails += 1
        print("FAIL serve: %s: %s" % (name, why))
    sys.stdout.flush()


class Server:
    def __init__(self, d, *args):
        self.err = tempfile.TemporaryFile(mode="w+")
        self.p = subprocess.Popen([SPARKDX, "serve", "--port", "0"] + list(args) + [d],
                                  stdout=subprocess.DEVNULL, stderr=self.err)
        self.port = None
        for _ in range(200):
            self.err.seek(0)
            m = re.search(r":(\d+)/api/v1/", self.err.read())
            if m:
                self.port = int(m.group(1))
                break
            if self.p.poll() is not None:
                break
            time.sleep(0.05)
        running.append(self)
        if not self.port:
            self.err.seek(0)
            raise RuntimeError("serve did not start: " + self.err.read())

    def get(self, path, method="GET", body=None, headers=None):
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        c.putrequest(method, path, skip_accept_encoding=True)
        for k, v in (headers or {}).items():
            c.putheader(k, v)
        if body is not None:
            c.putheader("Content-Length", str(len(body)))
        c.endheaders()
        if body is not None:
            c.send(body)
        r = c.getresponse()
        data = r.read()
        c.close()
        return r.status, data

    def stop(self):
        if self in running:
            running.remove(self)
        self.p.send_signal(signal.SIGTERM)
        try:
            rc = self.p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.p.kill()
            rc = -9
        return rc


def api(d, path):
    """What `sparkdx api` says: (status, body) as serve must send them."""
    r = subprocess.run([SPARKDX, "api", d, path], capture_output=True)
    status = {0: 200, 3: 200, 4: 404, 5: 400}.get(r.returncode, 500)
    if status == 200:
        return status, r.stdout
    m = re.search(rb"HTTP \d+: (.*)\n", r.stderr, re.S)
    return status, m.group(1) if m else r.stderr


def app_ids(d):
    return [a["id"] for a in json.loads(subprocess.run([SPARKDX, "api", d, "applications"],
                                                       capture_output=True).stdout)]


def main():
    tmp = tempfile.mkdtemp(prefix="sdx-serve-")
    try:
        run(tmp)
    finally:
        for srv in list(running):
            srv.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    return 1 if fails else 0


def run(tmp):
    d = os.path.join(tmp, "logs")
    os.mkdir(d)
    for f in os.listdir(LOGS + "/v35"):
        shutil.copy(os.path.join(LOGS, "v35", f), d)
    shutil.copytree(LOGS + "/rolling/eventlog_v2_rolling_zstd_s06_too_many_partitions",
                    os.path.join(d, "eventlog_v2_rolling_zstd_s06_too_many_partitions"))
    ids = app_ids(d)
    # ---- every answer as `sparkdx api` gives it ----
    paths = ["applications", "version", "applications?status=completed&limit=2",
             "applications?minDate=yesterday", "applications?status=bogus", "applications/nope",
             "applications/nope/jobs", "nothing/here"]
    for i in ids:
        a = "applications/" + i
        paths += [a, a + "/jobs", a + "/jobs?status=succeeded", a + "/jobs/0", a + "/jobs/999",
                  a + "/stages", a + "/stages?details=true&withSummaries=true", a + "/stages/0",
                  a + "/stages/0/0", a + "/stages/0/0/taskList?sortBy=-runtime&length=5",
                  a + "/stages/0/0/taskSummary?quantiles=0.01,0.5,0.99", a + "/stages/0/0/taskSummary?quantiles=foo",
                  a + "/stages/12345", a + "/stages/0/7", a + "/executors", a + "/allexecutors",
                  a + "/environment", a + "/sql", a + "/sql/0?details=false", a + "/storage/rdd",
                  a + "/allmiscellaneousprocess", a + "/1/jobs", a + "/stages?status=nope"]
    s = Server(d, "--rescan", "0")
    same = 0
    for p in paths:
        want = api(d, p)
        got = s.get("/api/v1/" + p)
        if got == want:
            same += 1
        else:
            report(False, "GET /api/v1/" + p, "serve %d %r..., api %d %r..." % (got[0], got[1][:120], want[0], want[1][:120]))
    report(same == len(paths), "%d of %d answers equal to `sparkdx api` byte for byte, status too" % (same, len(paths)))
    stt = json.loads(s.get("/sparkdx/status")[1])
    report(stt["rescansWithChanges"] == 0 and stt["requests"] >= len(paths),
           "%d rescans of an unchanged directory read no log again" % stt["requests"], repr(stt))
    # ---- paths that leave the directory ----
    for p in ["/api/v1/../../etc/passwd", "/api/v1/applications/%2e%2e/%2E%2e/etc", "/api/v1/applications/..%2f..%2fetc",
              "/sparkdx/report/..", "/sparkdx/report/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/api/v1/applications/%00"]:
        st, body = s.get(p)
        report(st == 400, "refused %s" % p, "status %d %r" % (st, body[:80]))
    # ---- methods, bodies, sizes ----
    st, _ = s.get("/api/v1/applications", method="POST")
    report(st == 405, "POST is 405", "status %d" % st)
    st, _ = s.get("/api/v1/applications", method="PUT", body=b"x" * 1000)
    report(st in (405, 413), "PUT with a body is refused", "status %d" % st)
    try:
        st, _ = s.get("/api/v1/applications", headers={"X-Big": "y" * 40000})
    except (ConnectionError, http.client.HTTPException):
        st = 0
    report(st in (0, 413, 414, 431), "a 40 KB header is refused", "status %d" % st)
    st, _ = s.get("/api/v1/version")
    report(st == 200, "still answering after the refusals", "status %d" % st)
    # ---- symlink escape ----
    outside = os.path.join(tmp, "outside")
    os.mkdir(outside)
    shutil.copy(LOGS + "/codecs/codec_none_s35_healthy", os.path.join(outside, "secret_app"))
    os.symlink(os.path.join(outside, "secret_app"), os.path.join(d, "escape_link"))
    with_link = app_ids(d)   # `sparkdx api` follows the link
    st, body = s.get("/api/v1/applications")
    served = [a["id"] for a in json.loads(body)]
    leaked = [i for i in with_link if i not in ids]
    report(st == 200 and leaked and all(i not in served for i in leaked) and sorted(served) == sorted(ids),
           "a log symlinked from outside LOGDIR is not served", "api sees %s, serve %s" % (leaked, served))
    if leaked:
        st, _ = s.get("/api/v1/applications/%s/jobs" % leaked[0])
        report(st == 404, "its jobs are 404", "status %d" % st)
    os.unlink(os.path.join(d, "escape_link"))
    # ---- reports ----
    rid = ids[0]
    st, body = s.get("/sparkdx/report/" + rid)
    try:
        j = json.loads(body)
    except ValueError:
        j = None
    report(st == 200 and isinstance(j, dict), "/sparkdx/report/<id> is a JSON report", "status %d %r" % (st, body[:100]))
    # the same bytes as `sparkdx report --format json` on that log
    for f in os.listdir(d):
        p = os.path.join(d, f)
        r = subprocess.run([SPARKDX, "report", "--format", "json", p], capture_output=True)
        if rid.encode() in r.stdout[:4000] or (b'"' + rid.encode() + b'"') in r.stdout:
            st2, body2 = s.get("/sparkdx/report/" + rid + "?format=json")
            report(st2 == 200 and body2 == r.stdout, "report JSON equals `sparkdx report --format json`",
                   "%d bytes vs %d" % (len(body2), len(r.stdout)))
            rt = subprocess.run([SPARKDX, "report", "--width", "100", p], capture_output=True,
                                env={k: v for k, v in os.environ.items() if k != "COLUMNS"})
            st3, body3 = s.get("/sparkdx/report/" + rid + "?format=text")
            report(st3 == 200 and body3 == rt.stdout, "report text equals `sparkdx report`",
                   "%d bytes vs %d" % (len(body3), len(rt.stdout)))
            break
    else:
        report(False, "report JSON equals `sparkdx report --format json`", "no log names " + rid)
    st, body = s.get("/sparkdx/report/" + rid + "?format=bogus")
    report(st == 400, "a bad report format is 400", "status %d %r" % (st, body[:80]))
    st, body = s.get("/sparkdx/report/nope")
    report(st == 404 and body == b"unknown app: nope", "an unknown report app is 404", "status %d %r" % (st, body))
    # ---- concurrency: 8 threads, same answers ----
    want = s.get("/api/v1/applications/%s/stages" % rid)
    bad = []

    def worker():
        for _ in range(25):
            got = s.get("/api/v1/applications/%s/stages" % rid)
            if got != want:
                bad.append(got[0])
    ts = [threading.Thread(target=worker) for _ in range(8)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    report(not bad and want[0] == 200, "200 answers from 8 threads at once are all equal", "%d differ" % len(bad))
    rc = s.stop()
    report(rc == 0, "SIGTERM stops it with exit 0", "exit %s" % rc)

    # ---- LRU of loaded models ----
    s = Server(d, "--cache", "1", "--rescan", "0")
    for i in ids:
        s.get("/api/v1/applications/%s/jobs" % i)
    st, body = s.get("/sparkdx/status")
    stt = json.loads(body)
    report(stt["modelsLoaded"] <= 1 and stt["evictions"] >= len(ids) - 1,
           "--cache 1 keeps one model (%d apps read)" % len(ids), repr(stt))
    want = api(d, "applications/%s/jobs" % ids[0])
    report(s.get("/api/v1/applications/%s/jobs" % ids[0]) == want, "an evicted app is read again, same answer")
    s.stop()

    # ---- growing, rolling and new logs ----
    g = os.path.join(tmp, "growing")
    os.mkdir(g)
    src = open(LOGS + "/v35/v35_none_s35_healthy", "rb").read().splitlines(keepends=True)
    half = len(src) // 2
    inprog = os.path.join(g, "app-grow.inprogress")
    with open(inprog, "wb") as f:
        f.writelines(src[:half])
    s = Server(g, "--rescan", "0")
    gid = app_ids(g)[0]
    before = s.get("/api/v1/applications/%s/jobs" % gid)
    report(before == api(g, "applications/%s/jobs" % gid), "an in-progress log is served as `sparkdx api` reads it")
    time.sleep(0.02)
    with open(inprog, "ab") as f:
        f.writelines(src[half:])
    after = s.get("/api/v1/applications/%s/jobs" % gid)
    report(after == api(g, "applications/%s/jobs" % gid) and after != before,
           "the log grew: the next answer has the new jobs",
           "%d -> %d bytes" % (len(before[1]), len(after[1])))
    os.rename(inprog, os.path.join(g, "app-grow"))
    st, body = s.get("/api/v1/applications/" + gid)
    report(st == 200 and json.loads(body)["attempts"][0]["completed"], "the log renamed complete: completed")
    # a rolling log gains parts
    rsrc = LOGS + "/rolling/eventlog_v2_rolling_zstd_s06_too_many_partitions"
    rdst = os.path.join(g, os.path.basename(rsrc))
    os.mkdir(rdst)
    parts = sorted(os.listdir(rsrc))
    for f in parts:
        if f.startswith("appstatus") or f.startswith("events_1_"):
            shutil.copy(os.path.join(rsrc, f), rdst)
    st, body = s.get("/api/v1/applications")
    rids = [a["id"] for a in json.loads(body)]
    report(len(rids) == 2, "a new application appears", repr(rids))
    rid2 = [i for i in rids if i != gid][0] if len(rids) == 2 else None
    if rid2:
        b1 = s.get("/api/v1/applications/%s/stages" % rid2)
        for f in parts:
            if not os.path.exists(os.path.join(rdst, f)):
                shutil.copy(os.path.join(rsrc, f), rdst)
        b2 = s.get("/api/v1/applications/%s/stages" % rid2)
        report(b2 == api(g, "applications/%s/stages" % rid2) and b2 != b1,
               "a rolling log's new parts are read", "%d -> %d bytes" % (len(b1[1]), len(b2[1])))
    st, body = s.get("/sparkdx/status")
    stt = json.loads(body)
    report(stt["rescansWithChanges"] == 4, "4 changes (grown, renamed, new app, new parts): 4 reloads of %d rescans"
           % stt["requests"], repr(stt))
    s.stop()


if __name__ == "__main__":
    sys.exit(main())
