#!/bin/sh
# Runs of blank lines (issue 16: 1 GiB of newlines read at 37 MB/s; blank lines must cost what a
# newline scan costs): a real Spark log of 1.2 MB (so it is read ahead, its task lines decoded on
# the second thread) with runs of 1, 63, 64, 65 and 5,000 blank lines and CRLF blank lines put
# between its events gives the same stages and report as the log itself, read the default way,
# with every chunk decoded ahead (SPARKDX_AHEAD_DECODE=test) and with no read-ahead at all.
SPARKDX=${SPARKDX:-build/sparkdx}
src=tests/spark/logs/v4/eventlog_v2_s06_too_many_partitions
if ! command -v zstd >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP blank runs: zstd and python3 are needed"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
zstd -qdc "$src"/events_1_*.zstd >"$work/orig.log"
python3 - "$work" <<'PY'
import sys
w = sys.argv[1]
lines = open(w + "/orig.log").read().splitlines()
runs = [1, 63, 64, 65, 5000, 2, 200]
out = []
for i, l in enumerate(lines):
    out.append(l)
    if i % 97 == 5:
        n = runs[(i // 97) % len(runs)]
        out.extend(["\r" if (i // 97) % 3 == 2 else ""] * n)
open(w + "/blank.log", "w").write("\n".join(out) + "\n")
PY
size=$(stat -c %s "$work/blank.log")
[ "$size" -gt 1048576 ] || { echo "FAIL blank runs: the log is only $size bytes (not read ahead)"; exit 0; }
"$SPARKDX" stages "$work/orig.log" >"$work/want.txt" 2>/dev/null
"$SPARKDX" report "$work/orig.log" --format json >"$work/want.json" 2>/dev/null
for mode in default test off; do
    case $mode in
        default) env="" ;;
        test) env="SPARKDX_AHEAD_DECODE=test" ;;
        off) env="SPARKDX_READAHEAD=0" ;;
    esac
    env $env "$SPARKDX" stages "$work/blank.log" >"$work/got.txt" 2>/dev/null
    env $env "$SPARKDX" report "$work/blank.log" --format json >"$work/got.json" 2>/dev/null
    if cmp -s "$work/want.txt" "$work/got.txt" && cmp -s "$work/want.json" "$work/got.json"; then
        echo "PASS blank runs: $mode: runs of 1-5,000 blank and CRLF lines read to the same stages and report"
    else
        echo "FAIL blank runs: $mode: the output differs from the log without blank lines"
        diff "$work/want.txt" "$work/got.txt" | head -5
    fi
done
