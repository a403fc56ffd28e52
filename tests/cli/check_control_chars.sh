#!/bin/sh
# Text from a log never drives the terminal (issue 16): an event log whose app name, job
# descriptions, stage names, hosts, executor ids and failure messages carry ESC/CSI and OSC
# sequences, BEL, BS, CR, an embedded "\n" that would start a fake line, C1 controls and bidi
# controls (U+202E ...), and a failure text carrying the same, go through every text and
# Markdown output (report text and md, stages, failure, failure --eventlog). No byte below 0x20
# other than the renderers' own newlines, no DEL, no C1 control and no bidi control may come out,
# and no output line may start with the injected fake line.
SPARKDX=${SPARKDX:-build/sparkdx}
src=tests/spark/logs/v4/eventlog_v2_s13_deterministic_failure
if ! command -v zstd >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP control characters: zstd and python3 are needed to build the hostile log"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
zstd -qdc "$src"/events_1_*.zstd >"$work/orig.json"
python3 - "$work/orig.json" "$work/hostile.log" "$work/failure.txt" <<'PY'
import json, sys
BAD = "\x1b[2J\x1b[31mRED\x1b]0;pwned\x07\x08\r\nFAKE LINE \u202eevil\u2066x\u2069\u200f\x85\x9b1m\x7f"
src, dst, txt = sys.argv[1:4]
out = []
for line in open(src, encoding="utf-8"):
    d = json.loads(line)
    e = d["Event"]
    if e == "SparkListenerApplicationStart":
        d["App Name"] = "app" + BAD
    if e == "SparkListenerExecutorAdded":
        d["Executor Info"]["Host"] = "host" + BAD
    if e in ("SparkListenerTaskStart", "SparkListenerTaskEnd"):
        d["Task Info"]["Host"] = "host" + BAD
    if e in ("SparkListenerJobStart", "SparkListenerStageSubmitted"):
        p = d.setdefault("Properties", {}) or {}
        p["spark.job.description"] = "job" + BAD
        d["Properties"] = p
    for si in ([d["Stage Info"]] if "Stage Info" in d else []) + d.get("Stage Infos", []):
        si["Stage Name"] = "stage" + BAD
        if si.get("Failure Reason"):
            si["Failure Reason"] = "reason" + BAD + si["Failure Reason"]
    if e == "SparkListenerTaskEnd":
        r = d.get("Task End Reason", {})
        if r.get("Reason") == "ExceptionFailure":
            r["Description"] = "msg" + BAD + r.get("Description", "")
            r["Full Stack Trace"] = "java.lang.RuntimeException: boom" + BAD + "\n\tat x.y(Z.java:1)"
    if e == "SparkListenerJobEnd" and isinstance(d.get("Job Result"), dict) and "Exception" in d["Job Result"]:
        d["Job Result"]["Exception"]["Message"] = "abort" + BAD
    out.append(json.dumps(d, ensure_ascii=False))
open(dst, "w", encoding="utf-8").write("\n".join(out) + "\n")
open(txt, "w", encoding="utf-8").write(
    "24/01/01 10:00:00 ERROR Executor: Exception in task 0.0 in stage 1.0 (TID 1) on host" + BAD + "\n"
    "org.apache.spark.SparkException: Job aborted due to stage failure: Task 0 in stage 1.0 failed 4 times,"
    " most recent failure: Lost task 0.3 in stage 1.0 (TID 4) (host" + BAD + " executor 2):"
    " java.lang.NumberFormatException: For input string: \"x" + BAD + "\"\n"
    "\tat java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)\n")
PY
check() {   # name file [must-show]
    python3 - "$1" "$2" "${3:-show}" <<'PY'
import sys
name, path, show = sys.argv[1:4]
b = open(path, "rb").read()
bad = [i for i, c in enumerate(b) if (c < 0x20 and c != 0x0a) or c == 0x7f]
t = b.decode("utf-8", "replace")
bidi = [ch for ch in t if ch in "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
        or 0x80 <= ord(ch) <= 0x9f]
fake = [l for l in t.split("\n") if l.lstrip().startswith("FAKE LINE")]
if not b:
    print(f"FAIL control characters {name}: no output")
elif bad or bidi or fake:
    print(f"FAIL control characters {name}: {len(bad)} control bytes (first at {bad[:1]}), "
          f"{len(bidi)} bidi/C1 controls, {len(fake)} fake lines")
elif show == "show" and "evil" not in t:
    print(f"FAIL control characters {name}: the injected text is not shown at all")
else:
    print(f"PASS control characters {name}")
PY
}
NO_COLOR=1 "$SPARKDX" report "$work/hostile.log" --format text >"$work/r.txt" 2>/dev/null
check "report text" "$work/r.txt"
"$SPARKDX" report "$work/hostile.log" --format md >"$work/r.md" 2>/dev/null
check "report md" "$work/r.md"
"$SPARKDX" stages "$work/hostile.log" >"$work/s.txt" 2>/dev/null
check "stages" "$work/s.txt"
"$SPARKDX" failure "$work/failure.txt" >"$work/f.txt" 2>/dev/null
# a failure text's own line breaks are line breaks, and its ANSI colours are stripped by the
# normalizer: only the absence of controls is checked there
check "failure" "$work/f.txt" any
"$SPARKDX" failure --eventlog "$work/hostile.log" >"$work/fe.txt" 2>/dev/null
check "failure --eventlog" "$work/fe.txt" any
