#!/usr/bin/env python3
"""The HTML report in a real browser (headless Chromium), as a person would
look at it: for the bundled example, real scenario logs and the cluster runs
of ../shared/corpus/clusters, `sparkdx report LOG --format html` is loaded
in Chromium; the DOM after its script ran (--dump-dom) must hold every
section, one bar per task in the skewed stage's timeline (as many as the
JSON report says the stage had), exactly one straggler marked, the critical
path's stages, as many findings as the JSON report, the script must have run
(its CSP hash is right) and the console must stay empty. Screenshots (PNG)
go to build/html/. An injection test edits a real log's JSON lines so that
the app name, job descriptions, stage names, SQL text and plans and
exception messages carry <script>, </style>, "><img onerror=...>,
javascript: URLs and bidi controls: in Chromium nothing runs (the title and
a global would change) and the text shows literally, also with the page's
Content-Security-Policy taken out (the escaping alone must hold).

One PASS/FAIL line per check; SKIP when chromium is absent.
"""
import base64
import hashlib
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SPARKDX = os.environ.get("SPARKDX", "build/sparkdx")
OUT = os.path.join(os.environ.get("BUILD", "build"), "html")
fails = 0


def result(ok, what):
    global fails
    print(("PASS " if ok else "FAIL ") + what)
    if not ok:
        fails += 1


def find_chromium():
    for c in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        p = shutil.which(c)
        if p:
            return p
    return None


CHROME = find_chromium()
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
         "--disable-extensions", "--disable-background-networking", "--enable-logging=stderr", "--v=0"]


def chrome(args, timeout=40):
    prof = tempfile.mkdtemp(prefix="sdx-chrome-")
    try:
        p = subprocess.run([CHROME] + FLAGS + ["--user-data-dir=" + prof] + args, capture_output=True, timeout=timeout)
    finally:
        shutil.rmtree(prof, ignore_errors=True)
    console = [l for l in p.stderr.decode("utf-8", "replace").splitlines() if ":CONSOLE" in l]
    return p.stdout.decode("utf-8", "replace"), console


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], []

    def cls(self):
        return (self.attrs.get("class") or "").split()

    def all(self):
        yield self
        for c in self.children:
            yield from c.all()

    def textcontent(self):
        return "".join(self.text) + "".join(c.textcontent() for c in self.children)


VOID = {"meta", "link", "br", "img", "input", "hr", "area", "base", "col", "embed", "source", "track", "wbr"}
SVG_VOID_OK = True


class Dom(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", [], None)
        self.cur = self.root

    def handle_starttag(self, tag, attrs):
        n = Node(tag, attrs, self.cur)
        self.cur.children.append(n)
        if tag not in VOID:
            self.cur = n

    def handle_startendtag(self, tag, attrs):
        self.cur.children.append(Node(tag, attrs, self.cur))

    def handle_endtag(self, tag):
        n = self.cur
        while n is not self.root and n.tag != tag:
            n = n.parent
        if n is not self.root:
            self.cur = n.parent

    def handle_data(self, data):
        self.cur.text.append(data)


def parse(text):
    d = Dom()
    d.feed(text)
    return d.root


def by_id(root, i):
    for n in root.all():
        if n.attrs.get("id") == i:
            return n
    return None


def select(root, tag=None, cls=None, **attrs):
    out = []
    for n in root.all():
        if tag and n.tag != tag:
            continue
        if cls and cls not in n.cls():
            continue
        if any(n.attrs.get(k.replace("_", "-")) != v for k, v in attrs.items()):
            continue
        out.append(n)
    return out


def sparkdx(*args):
    return subprocess.run([SPARKDX] + list(args), capture_output=True)


def render(name, log, baseline=None):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.abspath(os.path.join(OUT, name + ".html"))
    args = ["report", log, "--format", "html", "-o", path]
    if baseline:
        args += ["--baseline", baseline]
    p = sparkdx(*args)
    if p.returncode not in (0, 1, 3) or not os.path.exists(path):
        return None
    return path


def script_hash_ok(page):
    m = re.search(r"<script>(.*?)</script>", page, re.S)
    csp = re.search(r"script-src '(sha256-[^']+)'", page)
    if not m or not csp:
        return False
    h = "sha256-" + base64.b64encode(hashlib.sha256(m.group(1).encode()).digest()).decode()
    return h == csp.group(1)


SECTIONS = ["header", "time", "app-timeline", "jobs", "stages", "counts", "findings", "ruled-out", "prevent", "notes"]


def check_log(name, log, baseline=None, skew=False, shot=False):
    path = render(name, log, baseline)
    if not path:
        result(False, "html %s: sparkdx report --format html wrote nothing" % name)
        return
    page = open(path, encoding="utf-8").read()
    jargs = ["report", log, "--format", "json"] + (["--baseline", baseline] if baseline else [])
    rep = json.loads(sparkdx(*jargs).stdout or b"{}")
    dom_text, console = chrome(["--dump-dom", "file://" + path])
    root = parse(dom_text)
    want = SECTIONS + (["baseline"] if baseline else []) + (["queries"] if rep.get("time", {}).get("queries") else [])
    missing = [s for s in want if by_id(root, s) is None]
    result(not missing, "html %s: every section present%s" % (name, (" (missing: %s)" % ", ".join(missing)) if missing else ""))
    for q in rep.get("time", {}).get("queries", []):
        div = by_id(root, "sql-%d" % q["sql"])
        ops = [o for o in q["hot_operators"]]
        text = div.textcontent() if div is not None else ""
        result(div is not None and all(("node %d " % o["node_id"]) in text for o in ops),
               "html %s: sql %d's section names its %d hot operators by node id" % (name, q["sql"], len(ops)))
    htmls = select(root, "html")
    result(bool(htmls) and htmls[0].attrs.get("data-js") == "1" and script_hash_ok(page),
           "html %s: the inline script ran (its CSP hash matches)" % name)
    result(not console, "html %s: no console message%s" % (name, (": " + console[0][:200]) if console else ""))
    ext = re.findall(r"""(?:src|href)\s*=\s*["']?(?!#)[a-z]+:""", page, re.I)
    result(not ext and "@import" not in page and "url(" not in page,
           "html %s: self-contained (no external reference)" % name)
    nf = len(select(by_id(root, "findings") or root, "article", "finding"))
    result(nf == len(rep.get("findings", [])), "html %s: %d findings, as the JSON report (%d)" % (name, nf, len(rep.get("findings", []))))
    # the critical path: its stages are drawn and marked
    crit = set()
    for j in rep.get("time", {}).get("jobs", []):
        crit.update(j.get("critical_path", []))
    marked = {int(g.attrs["data-stage"].split(".")[0]) for g in select(root, "g", "stageg") if g.attrs.get("data-critical") == "1"}
    result(crit <= marked and (not crit or select(root, "rect", "crit")),
           "html %s: the critical path's stages %s are marked in the timeline" % (name, sorted(crit)))
    stages = rep.get("time", {}).get("stages", [])
    charts = select(root, "svg", "tasks")
    result(len(charts) == len(stages), "html %s: a task timeline per heavy stage (%d of %d)" % (name, len(charts), len(stages)))
    for st in stages[:1] if skew else []:
        sid = "%d.%d" % (st["stage"], st["attempt"])
        svg = [s for s in charts if s.attrs.get("data-stage") == sid]
        if not svg:
            result(False, "html %s: no task timeline for stage %s" % (name, sid))
            continue
        bars = select(svg[0], "g", "task")
        ntasks = int(svg[0].attrs.get("data-stage-tasks", -1))
        result(len(bars) == ntasks and ntasks >= st["tasks"],
               "html %s: stage %s timeline has one bar per task (%d bars, %d task attempts, %d tasks in the JSON report)"
               % (name, sid, len(bars), ntasks, st["tasks"]))
        strag = [g for g in bars if "straggler" in g.cls()]
        part = None
        for f in rep.get("findings", []):
            if f.get("id", "").startswith("skew") and f.get("where", {}).get("stage") == st["stage"]:
                part = f["where"].get("partition")
                break
        label = select(svg[0], "text", "lbl-strag")
        ok = len(strag) == 1 and label and (part is None or ("partition %d," % part) in label[0].textcontent())
        result(ok, "html %s: the straggler of stage %s is marked once (partition %s, as the skew finding says)" % (name, sid, part))
        dist = select(by_id(root, "stage-%d-%d" % (st["stage"], st["attempt"])) or root, "figure", "dist-duration")
        result(bool(dist) and select(dist[0], "line", "med") and select(dist[0], "line", "mx") and select(dist[0], "rect", "maxbin"),
               "html %s: stage %s duration distribution marks median and max" % (name, sid))
    if baseline:
        result(bool(select(by_id(root, "baseline") or Node("x", [], None), "svg", "diff-bars")),
               "html %s: the baseline's matched stages side by side" % name)
    if shot:
        png = os.path.join(OUT, name + ".png")
        chrome(["--window-size=1200,2400", "--screenshot=" + png, "file://" + path])
        result(os.path.exists(png) and os.path.getsize(png) > 10000, "html %s: screenshot %s" % (name, png))


# ---- injection ----

PAYLOAD = ("<script>document.title='PWNED-script';window.pwned=1</script></style></title>"
           "\"><img src=x onerror=\"document.title='PWNED-img'\">' onmouseover='document.title=1' "
           "<a href=\"javascript:document.title='PWNED-js'\">click</a> javascript:alert(1) "
           "<svg onload=\"document.title='PWNED-svg'\"></svg><!-- \u202eevil\u2066 \u2028 ]]>")
HOSTILE_KEYS = {"App Name", "spark.job.description", "description", "details", "Stage Name", "physicalPlanDescription",
                "simpleString", "nodeName", "Description", "Full Stack Trace", "Message", "Removed Reason",
                "Reason", "callSite.short", "Job Group", "Host"}


def hostile(v):
    if isinstance(v, dict):
        return {k: (x + PAYLOAD if isinstance(x, str) and k in HOSTILE_KEYS else hostile(x)) for k, x in v.items()}
    if isinstance(v, list):
        return [hostile(x) for x in v]
    return v


def read_lines(log):
    files = sorted(os.path.join(log, f) for f in os.listdir(log)) if os.path.isdir(log) else [log]
    out = []
    for f in files:
        if f.endswith(".zstd"):
            data = subprocess.run(["zstd", "-dc", f], capture_output=True, check=True).stdout
        elif f.endswith(".lz4"):
            data = subprocess.run(["lz4", "-dc", f], capture_output=True, check=True).stdout
        else:
            data = open(f, "rb").read()
        out += data.decode("utf-8").splitlines()
    return out


def check_injection(log):
    tmp = tempfile.mkdtemp(prefix="sdx-hostile-")
    try:
        lines = read_lines(log)
        ev = [hostile(json.loads(l)) for l in lines if l.strip()]
        hl = os.path.join(tmp, "hostile.log")
        with open(hl, "w", encoding="utf-8") as f:
            for e in ev:
                f.write(json.dumps(e, ensure_ascii=False) + "\n")
        path = render("hostile", hl)
        if not path:
            result(False, "html injection: no report of the hostile log")
            return
        page = open(path, encoding="utf-8").read()
        result(page.count("<script") == 1 and "<img" not in page and "<svg onload" not in page
               and "javascript:document" not in page.replace("javascript:document.title=&#39;", ""),
               "html injection: no log text made an element (1 script, 0 img) in the page source")
        for variant, text in (("with its CSP", page), ("without its CSP", re.sub(r"<meta http-equiv=\"Content-Security-Policy\"[^>]*>", "", page))):
            p2 = os.path.join(tmp, "page.html")
            open(p2, "w", encoding="utf-8").write(text)
            dom_text, console = chrome(["--dump-dom", "file://" + p2])
            root = parse(dom_text)
            title = "".join(n.textcontent() for n in select(root, "title"))
            body = (select(root, "body") or [root])[0].textcontent()
            # a payload that ran would have set the title to its PWNED-* word alone
            ran = not title.startswith("sparkdx report: ") or "<script>document.title" not in title
            result(not ran and not select(root, "img") and len(select(root, "script")) == 1 and not console,
                   "html injection %s: nothing executed (title %r, %d img, %d script, %d console lines)"
                   % (variant, title[:40], len(select(root, "img")), len(select(root, "script")), len(console)))
            lit = ["<script>document.title='PWNED-script'", "\"><img src=x onerror=", "</style></title>",
                   "javascript:alert(1)", "\\u202eevil\\u2066"]
            miss = [s for s in lit if s not in body]
            result(not miss, "html injection %s: the hostile text shows literally%s" % (variant, (" (missing %r)" % miss[0]) if miss else ""))
        dom_text, _ = chrome(["--dump-dom", "file://" + path])
        root = parse(dom_text)
        names = [n.textcontent() for n in select(root, "span", "app-name")]
        result(bool(names) and names[0].endswith("]]>") and "<script>" in names[0],
               "html injection: the app name shows whole and literal")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    if not CHROME:
        print("SKIP html in a browser: chromium is absent (sh scripts/install-deps.sh installs it)")
        return 0
    logs = "tests/spark/logs/v4"
    check_log("example", "examples/eventlog_v2_s01_skew_join", skew=True, shot=True)
    check_log("v4_s03_skew_aggregate", logs + "/eventlog_v2_s03_skew_aggregate", skew=True)
    check_log("v4_s20_explosion", logs + "/eventlog_v2_s20_join_fanout-explosion", shot=True)
    check_log("v4_s13_failure", logs + "/eventlog_v2_s13_deterministic_failure")
    check_log("v4_s33_baseline", logs + "/eventlog_v2_s33_diff_join_strategy-b",
              baseline=logs + "/eventlog_v2_s33_diff_join_strategy", shot=True)
    clusters = "../shared/corpus/clusters"
    if os.path.isdir(clusters):
        check_log("cluster_delight", clusters + "/datamechanics__delight/example_spark_event_log.txt", shot=True)
        check_log("cluster_emr", clusters + "/synccomputingcode__spark_log_parser/emr.zip")
        k = clusters + "/kubeflow__mcp-apache-spark-history-server"
        for d in sorted(os.listdir(k))[:1]:
            check_log("cluster_kubeflow", os.path.join(k, d))
    else:
        print("SKIP html of ../shared/corpus/clusters logs: ../shared is absent")
    check_injection(logs + "/eventlog_v2_s13_deterministic_failure")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
