#!/bin/sh
# Every event log of ../shared/corpus gives a report (JSON that parses, exit 0), and a damaged log
# gives a partial report with the damage named (exit 3, "damaged input" in stderr and in the notes).
# The corpus holds Spark 1.2 to 4.0 logs in every layout and codec, from Spark's own tests and from
# other tools' test data (INDEX.md); the damaged case is made here by cutting a zstd log in half.
SPARKDX=${SPARKDX:-build/sparkdx}
SHARED=${SPARKDX_SHARED:-../shared}
C=$SHARED/corpus
if [ ! -d "$C" ]; then
    echo "SKIP report-corpus (../shared not present)"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
bad=0
for p in "$C"/spark-events/* "$C"/spark-extra/generated-compressed/*/* \
         "$C"/spark-extra/historical-2019-executor-metrics/spark-events/* \
         "$C"/spark-extra/legacy-1.2-dir-format/spark-events-2016-01/* "$C"/spark-extra/spark-events-broken/*/* \
         "$C"/spark-extra/sql-spark-events/* "$C"/other/compass/* "$C"/other/dr-elephant/* \
         "$C"/other/sparklens/* "$C"/other/sparklint/*/* "$C"/other/sparklint/file_event_log_test_state_events; do
    [ -f "$p" ] || [ -d "$p" ] || continue
    case "$p" in */directory_source) continue ;; esac
    n=$((n + 1))
    "$SPARKDX" report --format json "$p" >"$tmp/out.json" 2>"$tmp/err"
    rc=$?
    if [ $rc -ne 0 ] || ! python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["schema"]=="sparkdx.report/1"' "$tmp/out.json" 2>/dev/null; then
        echo "FAIL report-corpus: ${p#$C/}: exit $rc: $(head -c 300 "$tmp/err")"
        bad=$((bad + 1))
    fi
done
# damage: cut a compressed log in the middle of its stream
src="$C/spark-extra/generated-compressed/zstd/local-1430917381534.zstd"
if [ -f "$src" ]; then
    size=$(wc -c <"$src")
    head -c $((size / 2)) "$src" >"$tmp/cut.zstd"
    "$SPARKDX" report --format json "$tmp/cut.zstd" >"$tmp/out.json" 2>"$tmp/err"
    rc=$?
    if [ $rc -eq 3 ] && grep -q "damaged input" "$tmp/err" && grep -q "damaged input" "$tmp/out.json"; then
        echo "PASS report-corpus: a cut zstd log gives a partial report with the damage named"
    else
        echo "FAIL report-corpus: cut zstd log: exit $rc: $(head -c 300 "$tmp/err")"
        bad=$((bad + 1))
    fi
fi
if [ $bad -eq 0 ]; then
    echo "PASS report-corpus: $n corpus logs give a report"
fi
