#!/bin/sh
# Golden tests: each folder tests/golden/<name>/ holds an input, `args` (one line: the sparkdx
# arguments, run from inside the folder) and `expected` (the exact stdout). A difference is a FAIL
# with the diff; after reviewing it, accept an intended change with
#     sh tests/golden/accept.sh <name>        (or no name: every case)
SPARKDX=${SPARKDX:-build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$(pwd)/$SPARKDX ;; esac
here=$(cd "$(dirname "$0")" && pwd)
for d in "$here"/*/; do
    [ -f "$d/args" ] || continue
    name=$(basename "$d")
    if [ ! -f "$d/expected" ]; then
        echo "FAIL golden $name: no expected output (run: sh tests/golden/accept.sh $name)"
        continue
    fi
    out=$(mktemp)
    (cd "$d" && NO_COLOR=1 LC_ALL=C.UTF-8 "$SPARKDX" $(cat args) >"$out" 2>/dev/null)
    if cmp -s "$out" "$d/expected"; then
        echo "PASS golden $name"
    else
        echo "FAIL golden $name: output differs (review, then: sh tests/golden/accept.sh $name)"
        diff -u "$d/expected" "$out" | head -40
    fi
    rm -f "$out"
done
