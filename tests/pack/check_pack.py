"""Checks of `sparkdx pack` on the real v4 logs (docs/pack.md); run by check_pack.sh.

    python3 check_pack.py SPARKDX LOGDIR

determinism (the same bytes twice, plain and redacted), the byte budget at
several sizes, the priority (what a smaller budget keeps is kept by every
larger one, the sections in their fixed order, the header and the prompt
always), redaction (no id, user, host or path of the log left; the same
value the same placeholder), the JSON form, usage errors. One PASS / FAIL
line per check.
"""
import json
import os
import re
import subprocess
import sys

SPARKDX, LOGDIR = sys.argv[1], sys.argv[2]
logs = sorted(os.path.join(LOGDIR, d) for d in os.listdir(LOGDIR))
fails = 0


def check(name, ok, why=""):
    global fails
    print(f"PASS pack: {name}" if ok else f"FAIL pack: {name}: {why}")
    fails += 0 if ok else 1


def run(*args):
    p = subprocess.run([SPARKDX, *args], capture_output=True)
    return p.returncode, p.stdout


SECTIONS = ["## Failures and their roots", "## Hypotheses (sparkdx's ranked findings)", "## Heavy stages",
            "## Physical plans", "## Config changed since the baseline", "## Config against Spark's defaults", "## Request"]
BUDGETS = [2048, 3000, 4096, 8192, 16384, 65536]

det = over = order = prefix = always = 0
problems = []
for log in logs:
    name = os.path.basename(log)
    rc, a = run("pack", log)
    rc2, b = run("pack", log)
    rr, ra = run("pack", log, "--redact")
    rr2, rb = run("pack", log, "--redact")
    if a != b or ra != rb or rc not in (0, 3):
        det += 1
        problems.append(f"{name}: not deterministic (rc {rc})")
    packs = {}
    for bud in BUDGETS:
        _, t = run("pack", log, "--max-bytes", str(bud))
        packs[bud] = t
        if len(t) > bud:
            over += 1
            problems.append(f"{name}: {len(t)} bytes at --max-bytes {bud}")
        text = t.decode()
        pos = [text.find(s) for s in SECTIONS if s in text]
        if pos != sorted(pos):
            order += 1
            problems.append(f"{name} {bud}: sections out of order")
        if not text.startswith("# sparkdx evidence pack") or "## Request" not in text or \
                "configuration keys that exist in Apache Spark's documentation" not in text:
            always += 1
            problems.append(f"{name} {bud}: no header or prompt")
    for small, big in zip(BUDGETS, BUDGETS[1:]):
        keep = lambda t: {ln for ln in t.decode().splitlines() if ln and not ln.startswith("(")}  # noqa: E731
        missing = keep(packs[small]) - keep(packs[big])
        if missing:
            prefix += 1
            problems.append(f"{name}: --max-bytes {small} keeps lines {big} does not: {sorted(missing)[:1]}")
n = len(logs)
check(f"{n} logs: the same bytes twice, plain and redacted", det == 0, "; ".join(problems[:3]))
check(f"{n} logs x {len(BUDGETS)} budgets: never above --max-bytes", over == 0, "; ".join(p for p in problems if "bytes at" in p)[:300])
check(f"{n} logs x {len(BUDGETS)} budgets: sections in their fixed order", order == 0)
check(f"{n} logs x {len(BUDGETS)} budgets: the header and the prompt always there", always == 0)
check(f"{n} logs: a smaller budget keeps a priority prefix of a larger one", prefix == 0,
      "; ".join(p for p in problems if "keeps lines" in p)[:400])

# priority: at the smallest budget the primary failure and the first finding come before the config
oom = os.path.join(LOGDIR, "eventlog_v2_s15_executor_oom")
_, t = run("pack", oom, "--max-bytes", "2048")
t = t.decode()
check("2048 bytes of a failed app: the primary failure is kept, the config is not",
      "PRIMARY [Resource] java.lang.OutOfMemoryError" in t and "Config against" not in t and "left out" in t, t[:300])
skew = os.path.join(LOGDIR, "eventlog_v2_s01_skew_join")
_, t = run("pack", skew, "--max-bytes", "3000")
t = t.decode()
check("3000 bytes of a skewed join: the first hypothesis (skew.join) is kept", "### 1. [medium] skew.join" in t, t[:400])
_, t = run("pack", skew)
t = t.decode()
check("16384 bytes: heavy stages with quantiles, joins with rows, config against the version's defaults",
      "duration 689 ms / 1.1 s / 11.4 s" in t and "joins: SortMergeJoin Inner -> 3000000 rows" in t
      and "spark.sql.adaptive.enabled = false; Spark's default for this version: true" in t, t[:200])
_, t = run("pack", skew, "--baseline", os.path.join(LOGDIR, "eventlog_v2_s01_skew_join-even"))
t = t.decode()
check("--baseline: the baseline's wall clock and the config section", "baseline: local-" in t and
      "## Config changed since the baseline" in t, t[:300])

# redaction: nothing of the log's ids, users, hosts, paths is left
leaks = []
for log in logs:
    _, rep = run("report", log, "--format", "json")
    try:
        rep = json.loads(rep)
    except ValueError:
        continue
    app = rep.get("app", {})
    secrets = {app.get("id"), app.get("user")}
    _, ex = run("api", log, f"applications/{app.get('id')}/allexecutors")
    try:
        for e in json.loads(ex):
            secrets.add(e.get("hostPort", "").rsplit(":", 1)[0])
    except ValueError:
        pass
    _, env = run("api", log, f"applications/{app.get('id')}/environment")
    try:
        env = json.loads(env)
        for k, v in env.get("sparkProperties", []):
            if k == "spark.driver.host":
                secrets.add(v)
        for k, v in env.get("systemProperties", []):
            if k == "user.name":
                secrets.add(v)
    except ValueError:
        pass
    secrets = {s for s in secrets if s and len(s) >= 2}
    _, plain = run("pack", log, "--max-bytes", "65536")
    _, red = run("pack", log, "--redact", "--max-bytes", "65536")
    red = red.decode().split("## Request")[0]   # the closing prompt is sparkdx's own text
    for s in secrets:
        if re.search(r"(?<![A-Za-z0-9])" + re.escape(s) + r"(?![A-Za-z0-9])", red):
            leaks.append(f"{os.path.basename(log)}: '{s}' left")
    for m in re.finditer(r"(?<![\w.])(/[\w.-]+/[\w./-]*|file:/\S+|hdfs://\S+|s3a?://\S+)", red):
        leaks.append(f"{os.path.basename(log)}: path {m.group(0)} left")
        break
    if f"app: <id-1> " not in red:
        leaks.append(f"{os.path.basename(log)}: the app id is not <id-1>")
check(f"{n} logs --redact: no app id, user, executor or driver host, or path left", not leaks, "; ".join(leaks[:4]))

_, red = run("pack", oom, "--redact", "--max-bytes", "65536")
_, plain = run("pack", oom, "--max-bytes", "65536")
red, plain = red.decode(), plain.decode()
# the same value the same placeholder, another value another one: the failures' host
# (192.0.2.2, 4 times) is <host-1> each time, the bind address 127.0.0.1 is <host-2>
check("--redact: stable placeholders (one per value, the same each time)",
      plain.count("192.0.2.2") == red.count("<host-1>") == 4 and "bindAddress = <host-2>" in red
      and "bindAddress = 127.0.0.1" in plain and red.count("<user-1>") == plain.count("user root"),
      f"{plain.count('192.0.2.2')} {red.count('<host-1>')}")
_, red = run("pack", skew, "--redact", "--baseline", os.path.join(LOGDIR, "eventlog_v2_s01_skew_join-even"))
red = red.decode()
check("--redact with a baseline: the two app ids are <id-1> and <id-2>", "app: <id-1> " in red and "baseline: <id-2>" in red,
      red[:300])

# the JSON form holds the same text
_, j = run("pack", skew, "--format", "json", "--max-bytes", "4096")
_, t = run("pack", skew, "--max-bytes", "4096")
j = json.loads(j)
check("--format json: sparkdx.pack/1 with the same text and its byte count",
      j["schema"] == "sparkdx.pack/1" and j["text"] == t.decode() and j["bytes"] == len(t) and j["max_bytes"] == 4096)

# usage errors
for args in (["--max-bytes", "100"], ["--max-bytes", "x"], ["--format", "xml"]):
    rc, _ = run("pack", skew, *args)
    check(f"pack {' '.join(args)}: exit 2", rc == 2, f"exit {rc}")
rc, _ = run("pack", os.path.join(LOGDIR, "does-not-exist"))
check("pack of a missing log: exit 3", rc == 3, f"exit {rc}")
sys.exit(1 if fails else 0)
