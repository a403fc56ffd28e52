#!/bin/sh
# check_failures.sh: `sparkdx failure` as a command (the engine's accuracy is
# measured by tests/unit/test_triage_fixtures.c): every fixture gives a
# sparkdx.failure/1 document that parses and names a primary; the command's
# class and root against the labels, the whole set and apart the held-out
# part (second-round texts, number 21 and up, whose file name's byte sum is
# 4 mod 5: docs/failure.md), each >= 95%; every line of them that names an
# exception, error class or loss reason gets an answer when fed alone; text
# output;
# stdin and a file give the same answer; usage errors exit 2, unreadable
# input 3; --eventlog joins a real scenario log when tests/spark has one.
# Run from the project root; prints PASS/FAIL/SKIP lines (tests/run.sh).
SPARKDX=${SPARKDX:-build/sparkdx}
D=tests/failures
if [ ! -x "$SPARKDX" ]; then
    echo "SKIP failure-cli ($SPARKDX not built)"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
pass() { echo "PASS failure-cli: $1"; }
fail() { echo "FAIL failure-cli: $1"; status=1; }

# every fixture: JSON that parses, the schema, a primary within the failures
# (the documents checked by one python3 run: a process per fixture was most
# of this script's time)
n=0
bad=0
mkdir -p "$tmp/docs"
: >"$tmp/docs/index"
for f in "$D"/*.txt; do
    n=$((n + 1))
    if ! "$SPARKDX" failure --format json "$f" >"$tmp/docs/$n.json" 2>"$tmp/err"; then
        fail "$f: exit $?: $(head -c 200 "$tmp/err")"
        rm -f "$tmp/docs/$n.json"
        bad=$((bad + 1))
        continue
    fi
    echo "$n $f" >>"$tmp/docs/index"
done
if ! python3 - "$tmp/docs" <<'EOF' >"$tmp/py" 2>&1; then
import json, os, sys
d = sys.argv[1]
bad = 0
for line in open(os.path.join(d, "index")):
    n, name = line.rstrip("\n").split(" ", 1)
    try:
        r = json.load(open(os.path.join(d, n + ".json")))
        assert r["schema"] == "sparkdx.failure/1"
        fs = r["failures"]
        assert fs, "no failure"
        assert isinstance(r["primary"], int) and 0 <= r["primary"] < len(fs)
        for f in fs:
            for k in ("class", "root", "stage", "task", "tid", "attempts", "executor", "host", "deterministic",
                      "caused_by", "chain", "error_class", "user_frame", "explanation", "next_steps", "source"):
                assert k in f, k
            assert f["deterministic"] in (True, False, None)
            assert f["caused_by"] is None or 0 <= f["caused_by"] < len(fs)
            assert f["root"]["exception"]
    except Exception as e:
        print("%s: %r" % (name, e))
        bad += 1
sys.exit(1 if bad else 0)
EOF
    while read -r line; do fail "$line"; done <"$tmp/py"
    bad=$((bad + 1))
fi
[ $bad -eq 0 ] && pass "$n fixtures give a sparkdx.failure/1 document with a primary"

# accuracy of the command on the labelled texts (the header lines are not
# fed: they are the labels), the whole set and the held-out part apart
if python3 - "$SPARKDX" "$D" <<'EOF' >"$tmp/acc" 2>&1; then
import json, os, re, subprocess, sys
exe, d = sys.argv[1], sys.argv[2]

def norm(s):
    s = s.split(" (")[0]
    m = re.match(r"^([^\s(]+)\(", s)
    if m:
        s = m.group(1)  # "RemoteException(java.io.IOException)"
    return s.strip().rstrip(".:").lower()

def root_ok(want, got):
    a, b = norm(want), norm(got)
    if a == b:
        return True
    if " " not in a and " " not in b and ("." in a or "." in b):
        return a.rsplit(".", 1)[-1] == b.rsplit(".", 1)[-1]
    return False

def held_out(name):
    m = re.match(r"[a-z]+-(\d+)-", name)
    return bool(m) and int(m.group(1)) >= 21 and sum(name.encode()) % 5 == 4

tot = {"all": [0, 0, 0], "held-out": [0, 0, 0]}
for name in sorted(os.listdir(d)):
    if not name.endswith(".txt"):
        continue
    lines = open(os.path.join(d, name), encoding="utf-8", errors="replace").read().split("\n")
    exp = dict(kv.split("=", 1) for kv in lines[1][len("# expected: "):].split("; "))
    out = subprocess.run([exe, "failure", "--format", "json", "-"], input="\n".join(lines[2:]).encode(),
                         capture_output=True).stdout
    r = json.loads(out)
    p = r["failures"][r["primary"]] if r["primary"] is not None else None
    c = p is not None and p["class"] == exp["class"]
    o = p is not None and root_ok(exp["root"], p["root"]["exception"])
    for part in (("all", "held-out") if held_out(name) else ("all",)):
        t = tot[part]
        t[0] += 1
        t[1] += c
        t[2] += o
for part, (n, c, o) in tot.items():
    print("%s %d %d %d" % (part, n, c, o))
EOF
    while read -r part n c o; do
        msg="$part: $n texts, class $c ($((100 * c / n))%), root $o ($((100 * o / n))%)"
        if [ $((c * 100)) -ge $((n * 95)) ] && [ $((o * 100)) -ge $((n * 95)) ]; then
            pass "accuracy of the command, $msg"
        else
            fail "accuracy of the command below 95%, $msg"
        fi
    done <"$tmp/acc"
else
    fail "accuracy: $(tail -1 "$tmp/acc")"
fi

# every input with an exception name, an error class or a loss reason gets
# an answer: each such line of the fixtures (frames aside), fed alone (the
# names of the rule table in generated contexts: tests/unit/test_triage_every_input.c)
if python3 - "$SPARKDX" "$D" <<'EOF' >"$tmp/every" 2>&1; then
import json, os, re, subprocess, sys
exe, d = sys.argv[1], sys.argv[2]
named = re.compile(r"\b[a-z][a-z0-9_]*(\.[A-Za-z_$][A-Za-z0-9_$]*)+(Exception|Error)\b|"
                   r"\[[A-Z0-9]+_[A-Z0-9_.]+\]|ExecutorLostFailure|Container killed|OOMKilled")
frame = re.compile(r"(^|\s|\\t|\")at [a-zA-Z_$]")  # also a frame in a JSON record ("\tat ...")
n = miss = 0
for name in sorted(os.listdir(d)):
    if not name.endswith(".txt"):
        continue
    for line in open(os.path.join(d, name), encoding="utf-8", errors="replace").read().split("\n")[2:]:
        if not named.search(line) or frame.search(line):
            continue
        n += 1
        r = json.loads(subprocess.run([exe, "failure", "--format", "json", "-"], input=line.encode(),
                                      capture_output=True).stdout)
        if not r["failures"]:
            miss += 1
            print("no answer: %s: %s" % (name, line[:120]))
print("%d %d" % (n, miss))
EOF
    set -- $(tail -1 "$tmp/every")
    if [ "$2" = 0 ]; then
        pass "every one of $1 lines naming an exception, error class or loss reason gets an answer alone"
    else
        fail "$2 of $1 lines naming a failure get no answer: $(head -1 "$tmp/every")"
    fi
else
    fail "every-line check: $(tail -1 "$tmp/every")"
fi

# text output: the summary line and the evidence of the primary
f="$D/res-01-yarn-overhead-pyspark23.txt"
[ -f "$f" ] || f=$(ls "$D"/res-*.txt | head -1)
if "$SPARKDX" failure "$f" >"$tmp/out.txt" 2>&1 && head -1 "$tmp/out.txt" | grep -q '^sparkdx failure: .*primary #' &&
    grep -q '^    evidence  line ' "$tmp/out.txt" && grep -q '^    next      1\. ' "$tmp/out.txt"; then
    pass "text output has the summary, the evidence and next steps"
else
    fail "text output of $f: $(head -3 "$tmp/out.txt")"
fi

# stdin (explicit and implicit) gives the same document as the file
"$SPARKDX" failure --format json "$f" >"$tmp/a.json" 2>/dev/null
"$SPARKDX" failure --format json - <"$f" >"$tmp/b.json" 2>/dev/null
"$SPARKDX" failure --format=json <"$f" >"$tmp/c.json" 2>/dev/null
if cmp -s "$tmp/a.json" "$tmp/b.json" && cmp -s "$tmp/a.json" "$tmp/c.json"; then
    pass "stdin and a file give the same answer"
else
    fail "stdin and file differ"
fi

# a healthy log: no failure, exit 0, primary null
printf '24/01/02 10:00:00 INFO SparkContext: Running Spark version 3.5.1\n' >"$tmp/ok.log"
if "$SPARKDX" failure --format json "$tmp/ok.log" >"$tmp/ok.json" 2>&1 &&
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["primary"] is None and r["failures"]==[]' "$tmp/ok.json"; then
    pass "a text without failures: exit 0, primary null"
else
    fail "healthy text: $(head -c 200 "$tmp/ok.json")"
fi

# exit codes
"$SPARKDX" failure --format yaml "$f" >/dev/null 2>&1
rc1=$?
"$SPARKDX" failure --bogus "$f" >/dev/null 2>&1
rc2=$?
"$SPARKDX" failure "$f" "$f" >/dev/null 2>&1
rc3=$?
"$SPARKDX" failure "$tmp/does-not-exist.log" >/dev/null 2>&1
rc4=$?
"$SPARKDX" failure --eventlog "$tmp/does-not-exist" >/dev/null 2>&1
rc5=$?
if [ $rc1 -eq 2 ] && [ $rc2 -eq 2 ] && [ $rc3 -eq 2 ] && [ $rc4 -eq 3 ] && [ $rc5 -eq 3 ]; then
    pass "usage errors exit 2, unreadable input 3"
else
    fail "exit codes: format $rc1, option $rc2, two inputs $rc3, missing file $rc4, missing event log $rc5 (want 2 2 2 3 3)"
fi
if "$SPARKDX" failure --help | grep -q -- '--eventlog'; then
    pass "--help documents the options"
else
    fail "--help"
fi

# --eventlog on a real failing scenario, when the Spark runs exist
L=tests/spark/logs/v4/eventlog_v2_s13_deterministic_failure
T=tests/spark/out/runs/s13_deterministic_failure.txt
if [ -e "$L" ] && [ -f "$T" ]; then
    if "$SPARKDX" failure --format json --eventlog "$L" "$T" >"$tmp/el.json" 2>"$tmp/err" &&
        python3 - "$tmp/el.json" <<'EOF' 2>"$tmp/py"; then
import json, sys
r = json.load(open(sys.argv[1]))
assert r["input"]["eventlog"] is True
p = r["failures"][r["primary"]]
assert p["class"] == "DataSchema", p["class"]
assert p["source"] == "both", p["source"]
assert p["stage"]["name"], "no stage name"
assert p["partition"] is not None, "no partition"
EOF
        pass "--eventlog joins the text with the event log (real scenario s13)"
    else
        fail "--eventlog on s13: $(tail -1 "$tmp/py" 2>/dev/null) $(head -c 200 "$tmp/err")"
    fi
else
    echo "SKIP failure-cli: --eventlog on a real scenario (tests/spark s13 run not present)"
fi
# --eventlog: the event log's fetch failures point to the executor the text saw die (real s14)
L=tests/spark/logs/v4/eventlog_v2_s14_fetch_failed_executor_lost
T=$D/res-20-real-spark43-executor-sigkill-137.txt
# the text is from the run whose log is committed; a log from a run that did not reproduce the
# scenario (no fetch failure in it) cannot be joined with it
if [ -e "$L" ] && [ -f "$T" ] && ! cat "$L"/events_* 2>/dev/null | zstd -dcf 2>/dev/null | grep -q '"Reason":"FetchFailed"'; then
    echo "SKIP failure-cli: --eventlog on real scenario s14 (the committed log does not reproduce the executor loss)"
elif [ -e "$L" ] && [ -f "$T" ]; then
    if "$SPARKDX" failure --format json --eventlog "$L" "$T" >"$tmp/el2.json" 2>"$tmp/err" &&
        python3 - "$tmp/el2.json" <<'EOF2' 2>"$tmp/py"; then
import json, sys
r = json.load(open(sys.argv[1]))
fs = r["failures"]
p = r["primary"]
assert fs[p]["class"] == "Resource", fs[p]["class"]
sh = [f for f in fs if f["class"] == "Shuffle"]
assert sh, "no fetch failure from the event log"
assert all(f["caused_by"] == p for f in sh), [f["caused_by"] for f in sh]
EOF2
        pass "--eventlog: fetch failures in the event log are consequences of the lost executor (real scenario s14)"
    else
        fail "--eventlog on s14: $(tail -1 "$tmp/py" 2>/dev/null) $(head -c 200 "$tmp/err")"
    fi
else
    echo "SKIP failure-cli: --eventlog on real scenario s14 (not present)"
fi
exit $status
