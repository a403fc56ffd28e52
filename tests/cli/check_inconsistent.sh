#!/bin/sh
# Nonsense in, no confident findings out (issue 16): a real Spark log with values Spark never
# writes: TaskStarts moved after their TaskEnds, a negative spill, a Launch Time of -1. The
# report names the inconsistent input with its line and byte offset (stderr and the notes),
# exits 3, shows the busy cores as unknown instead of a number, builds no executors.idle finding
# on the task times, and prints no negative size.
SPARKDX=${SPARKDX:-build/sparkdx}
src=tests/spark/logs/v4/eventlog_v2_s07_spill
if ! command -v zstd >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP inconsistent input: zstd and python3 are needed to build the logs"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
zstd -qdc "$src"/events_1_*.zstd >"$work/orig.json"
python3 - "$work" <<'PY'
import json, sys
w = sys.argv[1]
lines = open(w + "/orig.json").read().splitlines()
# 1. every TaskStart after its TaskEnd
out, held = [], {}
for l in lines:
    d = json.loads(l)
    if d["Event"] == "SparkListenerTaskStart":
        held[d["Task Info"]["Task ID"]] = l
        continue
    out.append(l)
    if d["Event"] == "SparkListenerTaskEnd" and d["Task Info"]["Task ID"] in held:
        out.append(held.pop(d["Task Info"]["Task ID"]))
open(w + "/swapped.log", "w").write("\n".join(out) + "\n")
# 2. a negative spill on every task, 3. a Launch Time of -1 on every task
for name, edit in (("negspill", lambda d: d.get("Task Metrics") and d["Task Metrics"].update(
        {"Memory Bytes Spilled": -190000000000, "Disk Bytes Spilled": -190000000000})),
                   ("launch", lambda d: d["Task Info"].update({"Launch Time": -1}))):
    res = []
    for l in lines:
        d = json.loads(l)
        if d["Event"] == "SparkListenerTaskEnd":
            edit(d)
            l = json.dumps(d)
        res.append(l)
    open(w + "/" + name + ".log", "w").write("\n".join(res) + "\n")
PY
for case in swapped negspill launch; do
    log=$work/$case.log
    NO_COLOR=1 "$SPARKDX" report "$log" >"$work/r.txt" 2>"$work/r.err"
    rc=$?
    "$SPARKDX" report "$log" --format json >"$work/r.json" 2>/dev/null
    problems=""
    [ "$rc" -eq 3 ] || problems="$problems exit $rc (expected 3);"
    grep -q "inconsistent input: .* line [0-9]* (byte [0-9]*)" "$work/r.err" || problems="$problems no stderr warning with line and byte;"
    grep -q "inconsistent input" "$work/r.txt" || problems="$problems no note in the report;"
    grep -q "executors.idle" "$work/r.txt" && problems="$problems an executors.idle finding;"
    grep -Eq -- "-[0-9.]+ (B|KiB|MiB|GiB|TiB)" "$work/r.txt" && problems="$problems a negative size;"
    grep -Eq "cores busy [0-9]{4,}%" "$work/r.txt" && problems="$problems an impossible busy-cores share;"
    if [ "$case" != negspill ]; then
        tr "\n" " " <"$work/r.txt" | grep -Eq "cores busy +unknown" || problems="$problems busy cores not unknown;"
        python3 -c "import json,sys; sys.exit(0 if json.load(open('$work/r.json'))['time']['utilization'] is None else 1)" 2>/dev/null ||
            problems="$problems JSON utilization not null;"
    fi
    if [ -z "$problems" ]; then echo "PASS inconsistent input: $case"
    else echo "FAIL inconsistent input: $case:$problems"; fi
done
