#!/bin/sh
# Golden outputs per command and format: for every log the project has (examples/,
# tests/spark/logs/, the SQL conformance logs, the golden report logs, and
# ../shared/corpus when present) and every failure text of tests/failures/, the exact
# stdout of each command lives in tests/golden/outputs/<command>-<format>/<name>, and
# its exit code in tests/golden/outputs/<command>-<format>/RC (one "name rc" a line).
# A refactoring must leave every byte as it is; an intended change is reviewed as
# the diff this prints and accepted with
#     ACCEPT=1 sh tests/golden/check_outputs.sh [command-format ...]
# One PASS/FAIL line per command-format (the first differences are shown).
SPARKDX=${SPARKDX:-build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$(pwd)/$SPARKDX ;; esac
out_root=tests/golden/outputs
. "$out_root/inputs.sh"
export NO_COLOR=1
unset COLUMNS
# the report's sparklines follow the locale (ASCII when it is not UTF-8)
export LC_ALL=C.UTF-8

# run_case <suite> <name> <cmd...>: stdout into $work/<suite>/<name>, rc appended to RC
run_case() {
    rc_suite=$1 rc_name=$2; shift 2
    "$@" >"$work/$rc_suite/$rc_name" 2>/dev/null
    echo "$rc_name $?" >>"$work/$rc_suite/RC"
}

suites="report-text report-md report-json stages-text stages-json sql-text sql-json api-json failure-text failure-json failure-eventlog-text"
[ $# -gt 0 ] && suites="$*"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for s in $suites; do mkdir -p "$work/$s"; : >"$work/$s/RC"; done
want() { case " $suites " in *" $1 "*) return 0 ;; esac; return 1; }

list_logs >"$work/logs0"
# An in-progress log is measured to its last modification (the History Server's
# lastUpdated: the files' mtime, which a checkout sets to its own time), so the
# project's in-progress logs get a fixed one here: the outputs must not depend on
# when the tree was checked out. ../shared is not ours to touch, and a log there
# may be in progress without saying so in its name (sparklint's state-events log
# has no ApplicationEnd): every ../shared log is read from a copy with a fixed
# mtime.
: >"$work/logs"
while read -r name path; do
    case "$path" in
    ../*)
        mkdir -p "$work/shared_copy/$name"
        cp -R "$path" "$work/shared_copy/$name/"
        path=$work/shared_copy/$name/$(basename "$path")
        find "$path" -exec touch -h -d '2027-01-01 00:00:00 UTC' {} + ;;
    *)
        case "$name" in *inprogress*) find "$path" -type f -exec touch -d '2027-01-01 00:00:00 UTC' {} + ;; esac ;;
    esac
    echo "$name $path" >>"$work/logs"
done <"$work/logs0"
while read -r name path; do
    want report-text && run_case report-text "$name" "$SPARKDX" report "$path" --format text
    want report-md && run_case report-md "$name" "$SPARKDX" report "$path" --format md
    want report-json && run_case report-json "$name" "$SPARKDX" report "$path" --format json
    want stages-text && run_case stages-text "$name" "$SPARKDX" stages "$path"
    want stages-json && run_case stages-json "$name" "$SPARKDX" stages "$path" --format json
    if want sql-text || want sql-json; then
        # the table of executions, and the plan of the heaviest one
        sid=$("$SPARKDX" sql "$path" --format json 2>/dev/null | sed -n 's/^    "id" : \([0-9]*\),$/\1/p' | head -1)
        want sql-text && run_case sql-text "$name" "$SPARKDX" sql "$path"
        want sql-json && run_case sql-json "$name" "$SPARKDX" sql "$path" --format json
        if [ -n "$sid" ]; then
            want sql-text && run_case sql-text "$name.plan" "$SPARKDX" sql "$path" --id "$sid"
            want sql-json && run_case sql-json "$name.plan" "$SPARKDX" sql "$path" --id "$sid" --format json
        fi
    fi
    if want api-json; then
        id=$("$SPARKDX" api "$path" applications 2>/dev/null | sed -n 's/^  "id" : "\(.*\)",$/\1/p' | head -1)
        for ep in jobs executors sql environment; do
            # a running execution's duration is measured to now, and a running
            # executor's totalDuration to the log's mtime (the checkout's time)
            case "$name.$ep" in *inprogress*.sql|*inprogress*.executors) continue ;; esac
            run_case api-json "$name.$ep" "$SPARKDX" api "$path" "applications/$id/$ep"
        done
    fi
    if want failure-eventlog-text; then
        case "$name" in *s13_deterministic*|*s14_fetch*|*s15_executor_oom*|*s16_driver*)
            run_case failure-eventlog-text "$name" "$SPARKDX" failure --eventlog "$path" ;;
        esac
    fi
done <"$work/logs"
list_failures >"$work/failures"
while read -r name path; do
    want failure-text && run_case failure-text "$name" "$SPARKDX" failure "$path"
    want failure-json && run_case failure-json "$name" "$SPARKDX" failure "$path" --format json
done <"$work/failures"

[ -d ../shared/corpus ] || echo "SKIP golden outputs of ../shared/corpus logs: ../shared is absent"
for s in $suites; do
    exp=$out_root/$s
    if [ -n "${ACCEPT:-}" ]; then
        if [ -d ../shared/corpus ]; then rm -rf "$exp"; else find "$exp" -type f ! -name 'shared_*' -delete 2>/dev/null; fi
        mkdir -p "$exp"
        cp "$work/$s"/* "$exp"/
        sort -o "$exp/RC" "$exp/RC"
        echo "accepted $s ($(wc -l <"$exp/RC") outputs)"
        continue
    fi
    if [ ! -d "$exp" ]; then
        echo "FAIL golden outputs $s: no expected outputs (ACCEPT=1 sh $0 $s)"
        continue
    fi
    sort -o "$work/$s/RC" "$work/$s/RC"
    if [ -d ../shared/corpus ]; then cmp_rc=$exp/RC; else grep -v '^shared_' "$exp/RC" >"$work/rc.exp"; cmp_rc=$work/rc.exp; fi
    bad=""
    for f in "$work/$s"/*; do
        b=$(basename "$f")
        [ "$b" = RC ] && continue
        cmp -s "$f" "$exp/$b" || bad="$bad $b"
    done
    cmp -s "$work/$s/RC" "$cmp_rc" || bad="$bad RC"
    n=$(wc -l <"$work/$s/RC")
    if [ -z "$bad" ]; then
        echo "PASS golden outputs $s ($n outputs byte-identical)"
    else
        set -- $bad
        echo "FAIL golden outputs $s: $# of $n differ:$(echo $bad | cut -c1-300)"
        for b in $bad; do
            diff -u "$exp/$b" "$work/$s/$b" | head -20
            break
        done
    fi
done
