#!/usr/bin/env python3
"""Every JSON output of the project's logs against its JSON Schema
(docs/schema/): the report, stages and failure JSON of every log and failure
text (the golden outputs, which tests/golden/check_outputs.sh keeps equal to
what the binary writes), and, run here, the diff JSON of the run pairs, the
report with a baseline, one stage's summary metrics and the failure triage
joined with an event log. A document made invalid on purpose (an unknown
severity, a missing field) must fail, so the schemas are not vacuous.
One PASS/FAIL line per output kind; SKIP without the jsonschema module."""
import copy
import glob
import json
import os
import subprocess
import sys
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)
try:
    import jsonschema
except ImportError:
    print("SKIP JSON schemas: python3 has no jsonschema module (scripts/install-deps.sh installs python3-jsonschema)")
    sys.exit(0)

SPARKDX = os.environ.get("SPARKDX", "build/sparkdx")
SCHEMAS = {n: json.load(open("docs/schema/%s.schema.json" % n)) for n in ("report", "diff", "stages", "failure", "sql")}
fails = 0


def validator(name):
    cls = jsonschema.Draft202012Validator
    try:
        from referencing import Registry, Resource
        reg = Registry().with_resources(
            [(s["$id"], Resource.from_contents(s)) for s in SCHEMAS.values()] +
            [(n + ".schema.json", Resource.from_contents(s)) for n, s in SCHEMAS.items()])
        return cls(SCHEMAS[name], registry=reg)
    except ImportError:
        store = {s["$id"]: s for s in SCHEMAS.values()}
        return cls(SCHEMAS[name], resolver=jsonschema.RefResolver.from_schema(SCHEMAS[name], store=store))


V = {n: validator(n) for n in SCHEMAS}


def check(kind, name, docs):
    global fails
    bad = []
    for label, doc in docs:
        errs = sorted(V[name].iter_errors(doc), key=lambda e: list(e.path))
        if errs:
            bad.append("%s: %s at %s" % (label, errs[0].message[:160], "/".join(map(str, errs[0].path))))
    ok = not bad and docs
    print("%s JSON schema %s: %d outputs valid against docs/schema/%s.schema.json%s" %
          ("PASS" if ok else "FAIL", kind, len(docs) - len(bad), name,
           "" if ok else " (%d invalid; first %s)" % (len(bad), bad[0] if bad else "none read")))
    if not ok:
        fails += 1


def golden(suite):
    out = []
    for f in sorted(glob.glob("tests/golden/outputs/%s/*" % suite)):
        if os.path.basename(f) == "RC" or os.path.getsize(f) == 0:
            continue
        try:
            out.append((f, json.load(open(f))))
        except ValueError:
            pass   # a listing or an empty output of a failing run
    return out


def run(*args):
    p = subprocess.run([SPARKDX] + list(args), capture_output=True)
    return json.loads(p.stdout) if p.stdout.strip() else None


reports = [d for d in golden("report-json") if isinstance(d[1], dict) and "schema" in d[1]]
check("report", "report", reports)
check("stages", "stages", [d for d in golden("stages-json") if isinstance(d[1], dict) and "schema" in d[1]])
check("failure", "failure", golden("failure-json"))
check("sql", "sql", [d for d in golden("sql-json") if isinstance(d[1], dict) and "schema" in d[1]])

L = "tests/spark/logs/v4/eventlog_v2_"
pairs = [("s32_diff_nonlinear", "s32_diff_nonlinear-b"), ("s33_diff_join_strategy", "s33_diff_join_strategy-b"),
         ("s34_diff_resources", "s34_diff_resources-b"), ("s35_healthy", "s35_healthy-rerun"),
         ("s01_skew_join", "s01_skew_join-even")]
diffs, based = [], []
for a, b in pairs:
    d = run("diff", L + a, L + b, "--format", "json")
    if d is not None:
        diffs.append(("diff %s %s" % (a, b), d))
    r = run("report", L + b, "--baseline", L + a, "--format", "json")
    if r is not None:
        based.append(("report %s --baseline %s" % (b, a), r))
check("diff", "diff", diffs)
check("report --baseline", "report", based)
summ = []
for log in sorted(glob.glob(L + "s0*"))[:6]:
    top = run("report", log, "--format", "json")
    if top and top["time"]["stages"]:
        s = top["time"]["stages"][0]
        d = run("stages", log, "--stage", "%d.%d" % (s["stage"], s["attempt"]), "--format", "json")
        if d is not None:
            summ.append(("stages --stage %s" % log, d))
check("stages --stage", "stages", summ)
fe = []
for n in ("s13_deterministic_failure", "s14_fetch_failed_executor_lost", "s15_executor_oom", "s16_driver_result_size"):
    d = run("failure", "--eventlog", L + n, "--format", "json")
    if d is not None:
        fe.append(("failure --eventlog " + n, d))
check("failure --eventlog", "failure", fe)

# the schemas reject what they should
broken = []
if reports:
    r = copy.deepcopy(next((d for _, d in reports if d["findings"]), reports[0][1]))
    if r["findings"]:
        r["findings"][0]["severity"] = "urgent"
    else:
        del r["time"]
    broken.append(("report", r))
if diffs:
    d = copy.deepcopy(diffs[0][1])
    del d["verdict"]
    broken.append(("diff", d))
rejected = [n for n, doc in broken if list(V[n].iter_errors(doc))]
ok = len(rejected) == len(broken) == 2
print("%s JSON schema: a broken report (unknown severity) and a broken diff (no verdict) are rejected" %
      ("PASS" if ok else "FAIL"))
fails += 0 if ok else 1
sys.exit(1 if fails else 0)
