#!/bin/sh
# Runs the 60 cases of Spark's HistoryServerSuite (shared/corpus/
# HistoryServerSuite-cases.tsv) through `sparkdx api` on the corpus log
# directory and compares each answer with the History Server's expected JSON
# (key order and lastUpdated* ignored, as the suite does). The expectations
# come from the 2024 (4.0) History Server, hence --compat 4.0.
# Prints one PASS/FAIL line per case and a summary count.
SPARKDX=${SPARKDX:-build/sparkdx}
SHARED=${SPARKDX_SHARED:-../shared}
CORPUS=$SHARED/corpus
here=$(dirname "$0")
if [ ! -f "$CORPUS/HistoryServerSuite-cases.tsv" ]; then
    echo "SKIP history-server-suite (../shared not present)"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
while IFS='	' read -r name path file; do
    case "$name" in '#'*|'') continue ;; esac
    "$SPARKDX" api --compat 4.0 "$CORPUS/spark-events" "$path" >"$tmp/out.json" 2>"$tmp/err.txt"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "FAIL hs-suite: $name ($path): exit $rc: $(head -c 300 "$tmp/err.txt")"
        fail=$((fail + 1))
        continue
    fi
    if diff=$(python3 "$here/jsondiff.py" "$CORPUS/HistoryServerExpectations/$file" "$tmp/out.json" 2>&1); then
        echo "PASS hs-suite: $name"
        pass=$((pass + 1))
    else
        echo "FAIL hs-suite: $name ($path): $diff"
        fail=$((fail + 1))
    fi
done <"$CORPUS/HistoryServerSuite-cases.tsv"
echo "history server suite: $pass of $((pass + fail)) cases identical"
