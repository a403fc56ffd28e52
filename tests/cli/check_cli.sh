#!/bin/sh
# The command line (issue 11 "CLI"): one option parser (both spellings, --,
# help CMD == CMD --help, did-you-mean), the false greens (no-event input,
# malformed lines, --fail-on on a damaged log, failed writes, a closed pipe),
# directory listing and --app, --width / COLUMNS on every text output, and
# stages --format json. Runs the binary; one PASS / FAIL line per check.
SPARKDX=${SPARKDX:-build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$(pwd)/$SPARKDX ;; esac
LOG=examples/eventlog_v2_s01_skew_join
FAIL_TEXT=tests/failures/res-03-k8s-oomkilled-spark33.txt
CORPUS=../shared/corpus/spark-events
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
unset COLUMNS
export NO_COLOR=1

pass() { echo "PASS cli: $*"; }
fail() { echo "FAIL cli: $*"; }
# expect_rc NAME WANT CMD...: stdout in $t/out, stderr in $t/err
expect_rc() {
    name=$1 want=$2; shift 2
    "$@" >"$t/out" 2>"$t/err"
    rc=$?
    if [ "$rc" -eq "$want" ]; then pass "$name (exit $rc)"; else fail "$name: exit $rc, expected $want; stderr: $(head -c 300 "$t/err")"; fi
}
# expect_err NAME TEXT: the last command's stderr holds TEXT
expect_err() {
    if grep -qF -- "$2" "$t/err"; then pass "$1"; else fail "$1: stderr lacks '$2': $(head -c 300 "$t/err")"; fi
}
maxcols() { awk '{ n = length($0); if (n > m) m = n } END { print m + 0 }' "$1"; }

# ---- one option parser --------------------------------------------------------
"$SPARKDX" report "$LOG" --format json >"$t/a" 2>/dev/null
"$SPARKDX" report "$LOG" --format=json >"$t/b" 2>/dev/null
"$SPARKDX" report --format=json -- "$LOG" >"$t/c" 2>/dev/null
if cmp -s "$t/a" "$t/b" && cmp -s "$t/a" "$t/c" && [ -s "$t/a" ]; then pass "--opt value, --opt=value and -- give the same report"
else fail "--format json / --format=json / -- differ"; fi
"$SPARKDX" stages "$LOG" --width 90 >"$t/a" 2>/dev/null
"$SPARKDX" stages --width=90 "$LOG" >"$t/b" 2>/dev/null
if cmp -s "$t/a" "$t/b" && [ -s "$t/a" ]; then pass "stages --width 90 == --width=90"; else fail "stages --width spellings differ"; fi
"$SPARKDX" failure "$FAIL_TEXT" --format json >"$t/a" 2>/dev/null
"$SPARKDX" failure --format=json "$FAIL_TEXT" >"$t/b" 2>/dev/null
if cmp -s "$t/a" "$t/b" && [ -s "$t/a" ]; then pass "failure --format json == --format=json"; else fail "failure --format spellings differ"; fi
"$SPARKDX" report "$LOG" -o "$t/o1" 2>/dev/null
"$SPARKDX" report "$LOG" -o"$t/o2" 2>/dev/null
"$SPARKDX" report "$LOG" --output="$t/o3" 2>/dev/null
if cmp -s "$t/o1" "$t/o2" && cmp -s "$t/o1" "$t/o3" && [ -s "$t/o1" ]; then pass "-o F, -oF and --output=F"; else fail "-o spellings differ"; fi
id=$("$SPARKDX" api "$LOG" applications 2>/dev/null | sed -n 's/^  "id" : "\(.*\)",$/\1/p' | head -1)
"$SPARKDX" api --compat 4.0 "$LOG" "applications/$id/jobs" >"$t/a" 2>/dev/null
"$SPARKDX" api --compat=4.0 "$LOG" "applications/$id/jobs" >"$t/b" 2>/dev/null
if [ -n "$id" ] && cmp -s "$t/a" "$t/b" && [ -s "$t/a" ]; then pass "api --compat 4.0 == --compat=4.0"; else fail "api --compat spellings differ"; fi
for c in report stages api failure list; do
    "$SPARKDX" help "$c" >"$t/a" 2>&1; r1=$?
    "$SPARKDX" "$c" --help >"$t/b" 2>&1; r2=$?
    "$SPARKDX" "$c" -h >"$t/c" 2>&1
    if [ $r1 -eq 0 ] && [ $r2 -eq 0 ] && cmp -s "$t/a" "$t/b" && cmp -s "$t/a" "$t/c" && grep -q "^usage: sparkdx $c" "$t/a"; then
        pass "help $c == $c --help == $c -h"
    else fail "help $c differs from $c --help (exit $r1 / $r2)"; fi
done
expect_rc "mistyped command" 2 "$SPARKDX" reprot "$LOG"
expect_err "mistyped command: did you mean" "did you mean 'report'?"
expect_rc "mistyped option" 2 "$SPARKDX" report "$LOG" --fromat json
expect_err "mistyped option: did you mean" "did you mean '--format'?"
expect_rc "mistyped option=value" 2 "$SPARKDX" stages --widht=80 "$LOG"
expect_err "mistyped option=value: did you mean" "did you mean '--width'?"
expect_rc "help of a mistyped command" 2 "$SPARKDX" help stagse
expect_err "help of a mistyped command: did you mean" "did you mean 'stages'?"
expect_rc "option without its value" 2 "$SPARKDX" report "$LOG" --format
expect_rc "value given to a flag" 2 "$SPARKDX" report --thresholds=yes
expect_rc "bad --width" 2 "$SPARKDX" stages "$LOG" --width 0

# ---- no Spark event: exit 3 naming the file, nothing on stdout ----------------
: >"$t/empty.json"
head -c 4000 /dev/urandom >"$t/garbage.bin" 2>/dev/null || printf '\001\002\003garbage\n' >"$t/garbage.bin"
printf 'hello\nthis is a text file\n' >"$t/notes.txt"
for f in empty.json garbage.bin notes.txt; do
    for c in report stages "failure --eventlog" "api"; do
        extra=""; [ "$c" = api ] && extra=applications
        # shellcheck disable=SC2086
        "$SPARKDX" $c "$t/$f" $extra >"$t/out" 2>"$t/err" </dev/null
        rc=$?
        if [ $rc -eq 3 ] && grep -q "$f: no Spark event" "$t/err" && [ ! -s "$t/out" ]; then
            pass "$c on $f: exit 3, named, no output"
        else fail "$c on $f: exit $rc, stdout $(wc -c <"$t/out") bytes, stderr: $(head -c 200 "$t/err")"; fi
    done
done

# ---- a malformed line: read around it, named, exit 3, partial output ----------
if command -v zstd >/dev/null 2>&1; then
    zstd -dc "$LOG"/events_1_*.zstd >"$t/plain.json" 2>/dev/null
    awk 'NR == 20 { print "{\"Event\": broken" } { print }' "$t/plain.json" >"$t/bad.json"
    for c in report stages "failure --eventlog"; do
        # shellcheck disable=SC2086
        "$SPARKDX" $c "$t/bad.json" >"$t/out" 2>"$t/err" </dev/null
        rc=$?
        if [ $rc -eq 3 ] && grep -q "line 20" "$t/err" && [ -s "$t/out" ]; then pass "$c with a malformed line 20: exit 3, line named, output written"
        else fail "$c with a malformed line: exit $rc, stderr: $(head -c 200 "$t/err")"; fi
    done
    id=$("$SPARKDX" api "$t/bad.json" applications 2>/dev/null | sed -n 's/^  "id" : "\(.*\)",$/\1/p' | head -1)
    expect_rc "api jobs with a malformed line" 3 "$SPARKDX" api "$t/bad.json" "applications/$id/jobs"
    expect_err "api names the malformed line" "line 20"
    # --fail-on first: findings at or above it give 1 even on a damaged log
    expect_rc "damaged log, --fail-on info (findings exist)" 1 "$SPARKDX" report "$t/bad.json" --fail-on info
    expect_err "damaged log, --fail-on: damage still on stderr" "line 20"
    sev=$("$SPARKDX" report "$t/bad.json" --format json 2>/dev/null | sed -n 's/^ *"severity" : "\(.*\)",*$/\1/p' | head -1)
    if [ "$sev" != critical ]; then
        expect_rc "damaged log, --fail-on critical (no such finding): damage decides" 3 "$SPARKDX" report "$t/bad.json" --fail-on critical
    fi
    "$SPARKDX" report "$t/bad.json" --format json >"$t/out" 2>/dev/null
    if grep -q "damaged input" "$t/out"; then pass "the report's notes name the damage"; else fail "the report's notes lack the damage"; fi
    expect_rc "the whole log, --fail-on critical" 0 "$SPARKDX" report "$t/plain.json" --fail-on critical
else
    echo "SKIP cli: malformed-line checks (no zstd command)"
fi

# ---- failed writes and a closed pipe ------------------------------------------
if [ -w /dev/full ]; then
    for c in "report $LOG" "report $LOG --format json" "stages $LOG" "failure $FAIL_TEXT" "api $LOG applications" "list $LOG" "report --help"; do
        # shellcheck disable=SC2086
        "$SPARKDX" $c >/dev/full 2>"$t/err"
        rc=$?
        if [ $rc -eq 6 ] && grep -q "write error: stdout" "$t/err"; then pass "$c >/dev/full: exit 6 with a message"
        else fail "$c >/dev/full: exit $rc, stderr: $(head -c 200 "$t/err")"; fi
    done
    expect_rc "report -o /dev/full" 6 "$SPARKDX" report "$LOG" -o /dev/full
    expect_err "report -o /dev/full names the file" "/dev/full"
else
    echo "SKIP cli: /dev/full checks (no /dev/full)"
fi
# a closed pipe: quiet, and the status of SIGPIPE (141) once the pipe is full
# (the emr log's stages text is 475 kB, far more than a pipe holds)
BIG=../shared/corpus/clusters/synccomputingcode__spark_log_parser/emr.zip
if [ -f "$BIG" ]; then
    for ign in no yes; do
        ( [ $ign = yes ] && trap '' PIPE; "$SPARKDX" stages "$BIG" 2>"$t/err"; echo $? >"$t/rc" ) | head -c 1 >/dev/null
        rc=$(cat "$t/rc")
        if [ ! -s "$t/err" ] && [ "$rc" -eq 141 ]; then pass "stages | head -c 1 (SIGPIPE ignored: $ign): quiet, exit 141"
        else fail "stages | head -c 1 (SIGPIPE ignored: $ign): exit $rc, stderr: $(head -c 200 "$t/err")"; fi
    done
else
    echo "SKIP cli: closed pipe on a big output (../shared not present)"
fi
( trap '' PIPE; "$SPARKDX" report "$LOG" --format json 2>"$t/err"; echo $? >"$t/rc" ) | head -c 1 >/dev/null
rc=$(cat "$t/rc")
if [ ! -s "$t/err" ] && { [ "$rc" -eq 0 ] || [ "$rc" -eq 141 ]; }; then pass "report | head -c 1, SIGPIPE ignored: quiet (exit $rc)"
else fail "report | head -c 1, SIGPIPE ignored: exit $rc, stderr: $(head -c 200 "$t/err")"; fi
"$SPARKDX" failure "$t/missing.txt" >/dev/null 2>"$t/err"
rc=$?
if [ $rc -eq 3 ] && grep -q "missing.txt" "$t/err"; then pass "failure on a missing file: exit 3, named"; else fail "failure on a missing file: exit $rc: $(cat "$t/err")"; fi

# ---- a directory of many applications: listed, --app picks one ----------------
if [ -d "$CORPUS" ]; then
    n=$(ls "$CORPUS" | wc -l)
    for c in report stages; do
        expect_rc "$c on a directory of $n apps lists them" 2 "$SPARKDX" $c "$CORPUS"
        expect_err "$c on a directory says to pick one" "--app"
        if grep -q "^App ID .*Started .*Duration .*Status .*Name" "$t/out" && grep -q "local-1430917381534 .* completed" "$t/out"; then
            pass "$c on a directory: id, start, duration, status, name"
        else fail "$c on a directory: no listing: $(head -3 "$t/out")"; fi
    done
    expect_rc "list the directory" 0 "$SPARKDX" list "$CORPUS"
    rows=$(($(wc -l <"$t/out") - 1))
    if [ "$rows" -eq "$n" ]; then pass "list: one row per log ($n)"; else fail "list: $rows rows for $n logs"; fi
    "$SPARKDX" list "$CORPUS" --format json >"$t/out" 2>/dev/null
    if python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==int(sys.argv[2]); assert all(set(x)>={'id','name','start_time','duration_ms','status'} for x in d)" "$t/out" "$n" 2>/dev/null; then
        pass "list --format json: $n applications with id, name, start, duration, status"
    else fail "list --format json is not the expected JSON"; fi
    expect_rc "report --app picks one" 0 "$SPARKDX" report "$CORPUS" --app local-1430917381534
    "$SPARKDX" report "$CORPUS/local-1430917381534" >"$t/direct" 2>/dev/null
    if cmp -s "$t/out" "$t/direct"; then pass "report --app ID == report of that log"; else fail "report --app differs from the log's report"; fi
    expect_rc "stages --app=ID picks one" 0 "$SPARKDX" stages "$CORPUS" --app=local-1430917381534
    expect_rc "stages --app of an absent app" 4 "$SPARKDX" stages "$CORPUS" --app nope
    expect_err "--app of an absent app is named" "no application 'nope'"
else
    echo "SKIP cli: directory listing (../shared not present)"
fi

# ---- --width and COLUMNS on every text output ---------------------------------
for w in 60 80 120; do
    # the report's prose wraps at the width (its tables of numbers are the
    # report renderer's: lib/report)
    "$SPARKDX" report "$LOG" --width $w >"$t/a" 2>/dev/null
    COLUMNS=$w "$SPARKDX" report "$LOG" >"$t/b" 2>/dev/null
    "$SPARKDX" report "$LOG" --width $w --format json >"$t/j" 2>/dev/null
    long=$(python3 -c "
import sys
w=int(sys.argv[2])
print(sum(1 for l in open(sys.argv[1]) if len(l.rstrip('\\n'))>w and '  ' not in l.strip()))" "$t/a" $w)
    if cmp -s "$t/a" "$t/b" && [ "$long" -eq 0 ] && [ -s "$t/a" ]; then pass "report --width $w == COLUMNS=$w, prose fits"
    else fail "report --width $w: $long prose lines too long, or COLUMNS differs"; fi
    "$SPARKDX" stages "$LOG" --width $w >"$t/a" 2>/dev/null
    COLUMNS=$w "$SPARKDX" stages "$LOG" >"$t/b" 2>/dev/null
    m=$(maxcols "$t/a")
    # numbers are never cut: the fixed columns alone may need more than 60
    fixed=$(sed -n '/^  Stage /p' "$t/a" | awk '{ print length($0) }')
    if cmp -s "$t/a" "$t/b" && { [ "$m" -le $w ] || [ "$m" -le "$fixed" ]; }; then pass "stages --width $w == COLUMNS=$w, fits ($m)"
    else fail "stages --width $w: $m columns (heading $fixed), or COLUMNS differs"; fi
done
"$SPARKDX" report "$LOG" --width 60 >"$t/a" 2>/dev/null
"$SPARKDX" report "$LOG" --width 120 >"$t/b" 2>/dev/null
if ! cmp -s "$t/a" "$t/b"; then pass "report --width 60 and 120 differ"; else fail "report ignores --width"; fi
"$SPARKDX" stages "$LOG" >"$t/a" 2>/dev/null
m=$(maxcols "$t/a")
if [ "$m" -le 100 ]; then pass "stages default width 100 ($m)"; else fail "stages default: $m columns"; fi
"$SPARKDX" stages "$LOG" --width 200 >"$t/a" 2>/dev/null
if grep -q "^  Stage .*Spill Disk Description$" "$t/a"; then pass "stages --width 200: descriptions in the row"; else fail "stages --width 200: no inline description"; fi
"$SPARKDX" stages "$LOG" --stage 2 --width 80 >"$t/a" 2>/dev/null
if [ "$(maxcols "$t/a")" -le 80 ] && grep -q "256.1 MiB" "$t/a"; then pass "stages --stage --width 80 fits, numbers whole"; else fail "stages --stage --width 80: $(maxcols "$t/a") columns"; fi
# stages cuts a long name to the width, never a number
if [ -d "$CORPUS" ]; then
    for f in "$CORPUS"/*; do
        "$SPARKDX" stages "$f" --width 70 >"$t/a" 2>/dev/null || continue
        "$SPARKDX" stages "$f" --format json >"$t/j" 2>/dev/null
        ok=$(python3 - "$t/a" "$t/j" <<'EOF'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read().split("\n")
d = json.load(open(sys.argv[2]))
heads = [l for l in text if l.startswith("  Stage ") or l.startswith("  Job ")]
limit = max([70] + [len(h) for h in heads])
rows = [l for l in text if re.match(r"^  \d+\.\d+ ", l)]
fits = all(len(l) <= limit for l in text)
print("ok" if heads and fits and len(rows) == len(d["stages"]) else "bad %d %d %s" % (len(rows), len(d["stages"]), fits))
EOF
)
        if [ "$ok" != ok ]; then fail "stages --width 70 of $f"; break; fi
    done
    [ "$ok" = ok ] && pass "stages --width 70 on every corpus log: rows fit, one per stage"
fi
"$SPARKDX" failure "$FAIL_TEXT" --width 70 >"$t/a" 2>/dev/null; r1=$?
COLUMNS=70 "$SPARKDX" failure "$FAIL_TEXT" >"$t/b" 2>/dev/null; r2=$?
if [ $r1 -eq 0 ] && [ $r2 -eq 0 ] && cmp -s "$t/a" "$t/b"; then pass "failure --width 70 == COLUMNS=70"; else fail "failure --width / COLUMNS differ"; fi
if [ "$(maxcols "$t/a")" -le 70 ]; then pass "failure --width 70 fits"
else echo "SKIP cli: failure --width 70 gives $(maxcols "$t/a") columns (the triage text renderer takes a width in the triage branch; lib/ops/ops.c passes it)"; fi

# ---- stages --format json -------------------------------------------------------
"$SPARKDX" stages "$LOG" --format json >"$t/a" 2>/dev/null
if python3 -c "
import json,sys
d=json.load(open(sys.argv[1]))
assert d['schema']=='sparkdx.stages/1'
assert len(d['stages'])==4 and len(d['jobs'])==1
s=[x for x in d['stages'] if x['stage_id']==2][0]
assert s['status']=='COMPLETE' and s['tasks_total']==32 and s['memory_spilled_bytes']>0
" "$t/a"; then pass "stages --format json: schema, 1 job, 4 stages, stage 2's numbers"; else fail "stages --format json"; fi
"$SPARKDX" stages "$LOG" --format=json --stage 2 --quantiles 0,0.5,1 >"$t/a" 2>/dev/null
if python3 -c "
import json,sys
d=json.load(open(sys.argv[1]))
s=d['summary']
assert s['stage_id']==2 and s['completed_tasks']==32 and s['quantiles']==[0.0,0.5,1.0]
m={x['key']:x for x in s['metrics']}
v=m['duration']['values']
assert len(v)==3 and v[0]<=v[1]<=v[2]
assert len(m['shuffle_read']['records'])==3
" "$t/a"; then pass "stages --stage 2 --quantiles --format json: the summary"; else fail "stages --stage --format json"; fi
expect_rc "stages --stage of an absent stage" 4 "$SPARKDX" stages "$LOG" --stage 99
expect_rc "stages --format md is refused" 2 "$SPARKDX" stages "$LOG" --format md

# ---- control characters in log text reach stages text visibly ------------------
if [ -f "$t/plain.json" ]; then
    python3 - "$t/plain.json" "$t/ctl.json" <<'EOF'
import json, sys
out = open(sys.argv[2], "w")
for line in open(sys.argv[1]):
    e = json.loads(line)
    if e.get("Event") in ("SparkListenerStageSubmitted", "SparkListenerStageCompleted"):
        e["Stage Info"]["Stage Name"] = "evil\x1b]0;title\x07\nFAKE LINE\u202e"
    if e.get("Event") == "SparkListenerApplicationStart":
        e["App Name"] = "app\x1b[31mred"
    out.write(json.dumps(e) + "\n")
EOF
    "$SPARKDX" stages "$t/ctl.json" --width 200 >"$t/a" 2>/dev/null
    if LC_ALL=C grep -q "$(printf '\033')" "$t/a" || grep -q "^FAKE LINE" "$t/a" || LC_ALL=C grep -q "$(printf '\342\200\256')" "$t/a"; then
        fail "stages writes control characters from the log"
    elif grep -qF 'evil\x1b]0;title\x07\nFAKE LINE\u202e' "$t/a"; then pass "stages shows the log's control characters escaped"
    else fail "stages: the escaped stage name is missing"; fi
fi
