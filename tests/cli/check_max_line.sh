#!/bin/sh
# The line cap is an option (issue 16): a real Spark log with one 3 MB line in it. With
# --max-line-bytes 1m the line is skipped and named (line number, byte offset, its length, the
# cap), the rest of the log is read (the same stages as without the line) and the exit code is 3;
# at the default cap (512m) it is an unknown event like any other; a bad value is a usage error.
SPARKDX=${SPARKDX:-build/sparkdx}
src=tests/spark/logs/v4/eventlog_v2_s07_spill
if ! command -v zstd >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP max line: zstd and python3 are needed"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
zstd -qdc "$src"/events_1_*.zstd >"$work/orig.log"
python3 - "$work" <<'PY'
import sys
w = sys.argv[1]
lines = open(w + "/orig.log").read().splitlines()
lines.insert(5, '{"Event":"X","pad":"' + "a" * 3000000 + '"}')
open(w + "/long.log", "w").write("\n".join(lines) + "\n")
PY
"$SPARKDX" stages "$work/orig.log" >"$work/want.txt" 2>/dev/null
"$SPARKDX" stages "$work/long.log" --max-line-bytes 1m >"$work/got.txt" 2>"$work/err.txt"
rc=$?
if [ "$rc" -eq 3 ] && grep -q "line 6 .* is 3000022 bytes, longer than the line cap of 1048576 bytes: skipped" "$work/err.txt" &&
    cmp -s "$work/want.txt" "$work/got.txt"; then
    echo "PASS max line: a 3 MB line over --max-line-bytes 1m is skipped and named, the rest read (exit 3)"
else
    echo "FAIL max line: --max-line-bytes 1m: exit $rc, $(head -c 300 "$work/err.txt")"
fi
"$SPARKDX" stages "$work/long.log" >"$work/got2.txt" 2>/dev/null
rc=$?
[ "$rc" -eq 0 ] && cmp -s "$work/want.txt" "$work/got2.txt" && echo "PASS max line: under the default cap the line is read" ||
    echo "FAIL max line: default cap: exit $rc"
"$SPARKDX" report "$work/long.log" --max-line-bytes=abc >/dev/null 2>&1
rc=$?
[ "$rc" -eq 2 ] && echo "PASS max line: a bad --max-line-bytes is a usage error" || echo "FAIL max line: bad value exits $rc"
