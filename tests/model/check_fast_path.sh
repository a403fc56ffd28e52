#!/bin/sh
# The TaskEnd fast path (lib/events/decode.c) changes speed, never results:
# `sparkdx stages` (with every stage's summary table) and `sparkdx report
# --format json` print byte-identical output with and without it
# (SPARKDX_NO_FAST_PATH=1), and with task lines decoded on the read-ahead
# thread (SPARKDX_AHEAD_DECODE=test), on every real Spark log of tests/spark/logs and,
# when ../shared is present, every corpus log. One PASS/FAIL line per log.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
SPARKDX=${SPARKDX:-$root/build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$root/$SPARKDX ;; esac
shared=${SPARKDX_SHARED:-$root/../shared}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

outputs() {   # log, out prefix
    "$SPARKDX" stages "$1" >"$2.stages" 2>&1
    echo "rc=$?" >>"$2.stages"
    # every stage attempt's summary table
    for s in $(sed -n 's/^ *\([0-9][0-9]*\.[0-9][0-9]*\) .*/\1/p' "$2.stages" | sort -u | head -50); do
        "$SPARKDX" stages "$1" --stage "$s" >>"$2.stages" 2>&1
    done
    "$SPARKDX" report "$1" --format json >"$2.report" 2>&1
    echo "rc=$?" >>"$2.report"
}

# same LABEL A B WHY: PASS when the outputs A and B are byte-identical
same() {
    if cmp -s "$tmp/$2.stages" "$tmp/$3.stages" && cmp -s "$tmp/$2.report" "$tmp/$3.report"; then
        echo "PASS $1 $log"
    else
        echo "FAIL $1 $log (output differs $4)"
        diff "$tmp/$2.stages" "$tmp/$3.stages" | head -5
        diff "$tmp/$2.report" "$tmp/$3.report" | head -5
    fi
}

check() {
    log=$1
    outputs "$log" "$tmp/fast"
    SPARKDX_NO_FAST_PATH=1 outputs "$log" "$tmp/slow"
    same fast-path slow fast "without the fast path"
    # task lines decoded on the read-ahead thread, every part read ahead
    # in 64 KiB chunks (builder.c): the same again
    SPARKDX_AHEAD_DECODE=test outputs "$log" "$tmp/ahead"
    same ahead-decode fast ahead "with decoding on the read-ahead thread"
}

for log in "$root"/tests/spark/logs/*/*; do
    [ -e "$log" ] && check "$log"
done
if [ -d "$shared/corpus" ]; then
    for log in "$shared"/corpus/spark-events/* "$shared"/corpus/spark-extra/*/* "$shared"/corpus/other/*/*; do
        [ -e "$log" ] || continue
        case "$log" in *.md|*.txt|*.json) continue ;; esac
        check "$log"
    done
else
    echo "SKIP fast-path corpus (../shared not present)"
fi
