#!/bin/sh
# Acceptance of `sparkdx history` (issue 12): 20 generated daily runs of one
# job (gen_series.py over a real Spark 3.5 log, dated app names, a few
# percent of natural variation) with one regression (run 14: 2.5x the time,
# 3x the reads). Checked one after another as a scheduler would (`check
# --add` after each run), `check` flags run 14 and none of the other 19;
# runs 1-3 have no baseline yet (exit 7). The 20 dated names are one job;
# a second add is incremental; list/show/json tell the same story.
SPARKDX=${SPARKDX:-build/sparkdx}
BASE=tests/spark/logs/v35/v35_none_s35_healthy
if [ ! -f "$BASE" ] || ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP history-series (no $BASE or no python3)"
    exit 0
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass() { echo "PASS history-series: $1"; }
fail() { echo "FAIL history-series: $1"; }

python3 tests/history/gen_series.py "$BASE" "$T/logs" --runs 20 --regress 14 --slow 2.5 --reads 3 >/dev/null ||
    { fail "gen_series.py failed"; exit 0; }
DB=$T/h.db

codes=""
flagged=""
for i in $(seq -w 1 20); do
    "$SPARKDX" history check "$T/logs/run_$i" --db "$DB" --add >"$T/check_$i.txt" 2>"$T/check_$i.err"
    rc=$?
    codes="$codes $rc"
    [ "$rc" -eq 1 ] && flagged="$flagged $i"
done
expect=" 7 7 7 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0"
if [ "$codes" = "$expect" ]; then
    pass "exit codes of 20 checks:$codes"
else
    fail "exit codes of 20 checks:$codes; expected$expect (flagged:$flagged)"
fi

# run 14 is anomalous for the reasons injected, with numbers
grep -q '^ANOMALOUS' "$T/check_14.txt" && grep -q '^  HIGH .* duration$' "$T/check_14.txt" &&
    grep -q '^  HIGH .* shuffle read$' "$T/check_14.txt" && grep -q 'duration is .*x the baseline median' "$T/check_14.txt" &&
    pass "run 14: duration and shuffle read above their bounds, with the numbers" ||
    fail "run 14 text: $(cat "$T/check_14.txt")"
grep -q '^normal: all' "$T/check_15.txt" && pass "run 15 (after the regression) is normal" ||
    fail "run 15 text: $(cat "$T/check_15.txt")"
grep -q 'no baseline yet: 2 earlier runs of this job, 3 needed' "$T/check_03.txt" && pass "run 3 has no baseline yet" ||
    fail "run 3 text: $(cat "$T/check_03.txt")"

# the json verdict of run 14, checked again from the store (it is never its own baseline)
"$SPARKDX" history check "$T/logs/run_14" --db "$DB" --format json >"$T/c14.json"
rc=$?
python3 - "$T/c14.json" <<'EOF' >"$T/c14.out" 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
assert d["schema"] == "sparkdx.history-check/1", d["schema"]
assert d["verdict"] == "anomalous", d["verdict"]
assert d["baseline"]["runs"] == 10, d["baseline"]
m = {x["metric"]: x for x in d["metrics"]}
dur = m["duration"]
assert dur["status"] == "high" and dur["baseline_runs"] == 10
assert 2.2 < dur["value"] / dur["median"] < 2.8, dur
sr = m["shuffle_read_bytes"]
assert sr["status"] == "high" and 2.7 < sr["value"] / sr["median"] < 3.3, sr
assert all(x["status"] != "low" for x in d["metrics"])
EOF
if [ "$rc" -eq 1 ] && [ ! -s "$T/c14.out" ]; then
    pass "run 14 in json: anomalous, duration ~2.5x and shuffle read ~3x the median of 10 runs"
else
    fail "run 14 json (exit $rc): $(cat "$T/c14.out")"
fi

# the run that stands for run 14's baseline: the median duration of runs 4..13
b=$("$SPARKDX" history baseline "$T/logs/run_14" --db "$DB")
rc=$?
want=$(python3 - "$T/logs" <<'EOF'
import json, os, sys
d = []
for i in range(4, 14):
    p = os.path.join(sys.argv[1], "run_%02d" % i)
    ev = [json.loads(l) for l in open(p)]
    s = next(e["Timestamp"] for e in ev if e["Event"] == "SparkListenerApplicationStart")
    t = next(e["Timestamp"] for e in ev if e["Event"] == "SparkListenerApplicationEnd")
    d.append((t - s, -i, p))
d.sort()
print(d[(len(d) - 1) // 2][2])
EOF
)
[ "$rc" -eq 0 ] && [ "$b" = "$want" ] && pass "baseline of run 14 is the median run $(basename "$b")" ||
    fail "baseline of run 14: exit $rc, '$b', expected '$want'"
"$SPARKDX" history baseline "$T/logs/run_02" --db "$DB" >/dev/null 2>&1
rc=$?
[ "$rc" -eq 7 ] && pass "baseline of run 2 exits 7 (one earlier run)" || fail "baseline of run 2 exits $rc"

# one job for the 20 dated names
"$SPARKDX" history list --db "$DB" --format json >"$T/list.json"
python3 - "$T/list.json" <<'EOF' >"$T/list.out" 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
assert len(d["jobs"]) == 1, d["jobs"]
j = d["jobs"][0]
assert j["key"] == "nightly_orders_#", j["key"]
assert j["runs"] == 20 and len(j["recent_durations_ms"]) == 20, j
assert j["last_app_name"] == "nightly_orders_2026-11-20", j
EOF
[ ! -s "$T/list.out" ] && pass "20 runs with dated app names are one job" || fail "list: $(cat "$T/list.out")"

"$SPARKDX" history list --db "$DB" --ascii >"$T/list.txt"
grep -q '^nightly_orders_# *20 .*_____________#______$' "$T/list.txt" &&
    pass "list: sparkline shows the one slow run (ascii)" || fail "list text: $(cat "$T/list.txt")"

"$SPARKDX" history show 'nightly_orders_#' --db "$DB" >"$T/show.txt"
rc=$?
n=$(grep -c '^  2026-11-.. 03:00:00  app-' "$T/show.txt")
[ "$rc" -eq 0 ] && [ "$n" -eq 20 ] && grep -q '20 of 20 runs' "$T/show.txt" && pass "show: 20 runs, oldest first" ||
    fail "show (exit $rc, $n rows): $(head -5 "$T/show.txt")"
"$SPARKDX" history show 'no_such_job' --db "$DB" >/dev/null 2>&1
rc=$?
[ "$rc" -eq 4 ] && pass "show of an unknown job exits 4" || fail "show of an unknown job exits $rc"

# incremental: a second add stores nothing; a log that changed is replaced
out=$("$SPARKDX" history add "$T/logs" --db "$DB")
[ "$out" = "0 added, 20 skipped, 0 replaced, 0 unreadable" ] && pass "second add skips all 20" ||
    fail "second add: $out"
touch -d '2026-12-01 00:00:00' "$T/logs/run_07"
out=$("$SPARKDX" history add "$T/logs" --db "$DB" | tail -1)
[ "$out" = "0 added, 19 skipped, 1 replaced, 0 unreadable" ] && pass "a log with a new mtime is replaced" ||
    fail "add after touch: $out"

# a different job next to it is not merged, and a bad input exits 3
"$SPARKDX" history add tests/spark/logs/v35/v35_none_s01_skew_join --db "$DB" >/dev/null
n=$("$SPARKDX" history list --db "$DB" --format json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["jobs"]))')
[ "$n" = 2 ] && pass "another app is another job" || fail "jobs after adding another app: $n"
printf 'not an event log\n' >"$T/bad.log"
"$SPARKDX" history check "$T/bad.log" --db "$DB" >/dev/null 2>&1
rc=$?
[ "$rc" -eq 3 ] && pass "check of an unreadable log exits 3" || fail "check of an unreadable log exits $rc"
"$SPARKDX" history check --db "$DB" >/dev/null 2>&1
rc=$?
[ "$rc" -eq 2 ] && pass "check without a log exits 2" || fail "check without a log exits $rc"
"$SPARKDX" history check "$T/logs/run_01" --db "$DB" --runs 0 >/dev/null 2>&1
rc=$?
[ "$rc" -eq 2 ] && pass "--runs 0 exits 2" || fail "--runs 0 exits $rc"

# the default database lives under $XDG_DATA_HOME
XDG_DATA_HOME=$T/xdg "$SPARKDX" history add "$T/logs/run_01" >/dev/null
[ -f "$T/xdg/sparkdx/history.db" ] && pass "default database under \$XDG_DATA_HOME/sparkdx/" ||
    fail "no $T/xdg/sparkdx/history.db"
HOME=$T/home XDG_DATA_HOME= "$SPARKDX" history list >/dev/null
[ -f "$T/home/.local/share/sparkdx/history.db" ] && pass "else under ~/.local/share/sparkdx/" ||
    fail "no $T/home/.local/share/sparkdx/history.db"
exit 0
