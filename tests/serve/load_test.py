"""`sparkdx serve` while a big model is built: other requests are not held
behind it, one build serves every request that waits for the same model,
a request waits at most --request-timeout (503 with Retry-After, the build
goes on and a later request gets the answer), and a build stops after
--load-timeout (503, nothing kept, the server goes on).

The big log is made here with bench/gen_biglog
(800 MB from a plain real Spark log, 4x the tasks per stage), so the test needs a C compiler; it is
deleted at the end. Exit 1 when a check fails."""
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

SPARKDX = os.environ.get("SPARKDX", "build/sparkdx")
TEMPLATE = "tests/spark/logs/codecs/codec_none_s01_skew_join"   # a plain real Spark 4.3 log
SMALL = "tests/spark/logs/v4/eventlog_v2_s35_healthy"
fails = 0


def report(ok, name, why=""):
    global fails
    if ok:
        print("PASS serve-load: " + name)
    else:
        fails += 1
        print("FAIL serve-load: %s: %s" % (name, why))
    sys.stdout.flush()


class Server:
    def __init__(self, d, *args):
        self.err = tempfile.TemporaryFile(mode="w+")
        self.p = subprocess.Popen([SPARKDX, "serve", "--port", "0", "--rescan", "3600"] + list(args) + [d],
                                  stdout=subprocess.DEVNULL, stderr=self.err)
        self.port = None
        for _ in range(400):
            self.err.seek(0)
            m = re.search(r":(\d+)/api/v1/", self.err.read())
            if m:
                self.port = int(m.group(1))
                break
            if self.p.poll() is not None:
                break
            time.sleep(0.05)
        if not self.port:
            self.err.seek(0)
            raise RuntimeError("serve did not start: " + self.err.read())

    def get(self, path):
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        c.request("GET", path)
        r = c.getresponse()
        data = r.read()
        c.close()
        return r.status, r.getheader("Retry-After"), data

    def status(self):
        return json.loads(self.get("/sparkdx/status")[2])

    def stop(self):
        self.p.send_signal(signal.SIGTERM)
        try:
            return self.p.wait(timeout=120)
        except subprocess.TimeoutExpired:
            self.p.kill()
            return -9


def timed(srv, path, out, key):
    t0 = time.monotonic()
    st, retry, body = srv.get(path)
    out[key] = (st, retry, body, t0, time.monotonic())


def main():
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc or not os.path.isdir(SMALL) or not os.path.isfile(TEMPLATE):
        print("SKIP serve-load: no C compiler or no %s" % SMALL)
        return 0
    tmp = tempfile.mkdtemp(prefix="sdx-serve-load-")
    try:
        return run(tmp, cc)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run(tmp, cc):
    gen = os.path.join(tmp, "gen_biglog")
    subprocess.run([cc, "-std=c11", "-O2", "-o", gen, "bench/gen_biglog.c"], check=True)
    tpl = TEMPLATE
    d = os.path.join(tmp, "logs")
    os.mkdir(d)
    big = os.path.join(d, "big.log")
    subprocess.run([gen, "-t", tpl, "--bytes", "800000000", "-k", "4", "-o", big], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shutil.copytree(SMALL, os.path.join(d, os.path.basename(SMALL)))
    apps = json.loads(subprocess.run([SPARKDX, "api", d, "applications"], capture_output=True).stdout)
    big_id = [a["id"] for a in apps if a["name"] != "s35_healthy"][0]
    small_id = [a["id"] for a in apps if a["id"] != big_id][0]
    heavy = "/api/v1/applications/%s/stages/0/0/taskList?length=1" % big_id   # the model with every task

    # 1. other requests are answered while the big model is built, and two waiters share one build
    s = Server(d)
    st, _, _ = s.get("/api/v1/applications/%s/jobs" % small_id)   # the small app's model, loaded
    report(st == 200, "the small app answers")
    out = {}
    a1 = threading.Thread(target=timed, args=(s, heavy, out, "a1"))
    a2 = threading.Thread(target=timed, args=(s, heavy, out, "a2"))
    a1.start()
    time.sleep(0.05)
    a2.start()
    time.sleep(0.05)
    timed(s, "/api/v1/applications", out, "list")
    timed(s, "/api/v1/applications/%s/jobs" % small_id, out, "small")
    timed(s, "/api/v1/applications/%s/executors" % small_id, out, "small2")
    a1.join()
    a2.join()
    want = subprocess.run([SPARKDX, "api", d, heavy[len("/api/v1/"):]], capture_output=True).stdout
    a_dur = out["a1"][4] - out["a1"][3]
    report(out["a1"][0] == 200 and out["a1"][2] == want and out["a2"][2] == want,
           "the big app's task list is the same as sparkdx api's (%.2f s)" % a_dur,
           "statuses %s, %s" % (out["a1"][0], out["a2"][0]))
    if a_dur < 0.3:
        print("SKIP serve-load: the big model built in %.2f s, too fast to see requests overlap it" % a_dur)
    else:
        for k in ("list", "small", "small2"):
            report(out[k][0] == 200 and out[k][4] < out["a1"][4],
                   "%s answered while the big model was built (%.3f s, the build %.2f s)"
                   % (k, out[k][4] - out[k][3], a_dur),
                   "status %s, ended %.3f s after the build" % (out[k][0], out[k][4] - out["a1"][4]))
    st = s.status()
    report(st.get("modelBuilds") == 2 and st.get("modelsBuilding") == 0,
           "two requests for one model made one build (builds %s: the small app's and the big one's)"
           % st.get("modelBuilds"), json.dumps(st))
    report(s.stop() == 0, "stops cleanly")

    # 2. --request-timeout: the wait ends with 503 + Retry-After; the build goes on and is kept
    s = Server(d, "--request-timeout", "1")
    t0 = time.monotonic()
    st, retry, body = s.get(heavy)
    waited = time.monotonic() - t0
    if st == 200:
        print("SKIP serve-load: the big model built within the 1 s request timeout (%.2f s)" % waited)
    else:
        report(st == 503 and retry is not None and b"still being built" in body and waited < 5,
               "a request waits at most --request-timeout: 503 after %.2f s, Retry-After %s" % (waited, retry),
               "status %s %r" % (st, body[:200]))
        got = None
        for _ in range(600):
            stt = s.status()
            if stt.get("modelsBuilding") == 0:
                break
            time.sleep(0.1)
        st, _, body = s.get(heavy)
        report(st == 200 and body == want and s.status().get("modelBuilds") == 1,
               "the build went on: the next request is answered from it without a second build",
               "status %s, %s" % (st, json.dumps(s.status())))
    report(s.stop() == 0, "stops cleanly after a timed-out wait")

    # 3. --load-timeout: the build stops, nothing is kept, the server answers the rest
    s = Server(d, "--load-timeout", "1")
    t0 = time.monotonic()
    st, _, body = s.get(heavy)
    took = time.monotonic() - t0
    if st == 200:
        print("SKIP serve-load: the big model built within the 1 s load timeout (%.2f s)" % took)
    else:
        report(st == 503 and b"--load-timeout" in body and took < 10,
               "a build stops after --load-timeout: 503 after %.2f s" % took, "status %s %r" % (st, body[:200]))
        stt = s.status()
        report(stt.get("modelsLoaded") == 0, "nothing of the stopped build is kept", json.dumps(stt))
        st, _, _ = s.get("/api/v1/applications/%s/jobs" % small_id)
        report(st == 200, "the server goes on answering")
    report(s.stop() == 0, "stops cleanly after a stopped build")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
