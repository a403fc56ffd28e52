#!/bin/sh
# report_vs_stages.sh: the cost of the rules next to parsing. Runs `sparkdx stages LOG` and
# `sparkdx report LOG` (and `--format json`) RUNS times each on the same logs, alternating, and
# prints the median wall and CPU (user + system) seconds, their ratio report / stages and peak RSS.
# The report reads the log exactly as `stages` does (same streaming model), so the ratio is the
# rules' and renderers' overhead; the target is <= 1.10.
# Usage: sh bench/report_vs_stages.sh [LOG...]   (default: bench/data/big.log.zstd, the
# bundled example); env SPARKDX (binary, default build/sparkdx), RUNS (default 3).
set -eu
SPARKDX=${SPARKDX:-build/sparkdx}
RUNS=${RUNS:-3}
[ $# -gt 0 ] || set -- $(ls bench/data/big.log.zstd 2>/dev/null) examples/eventlog_v2_s01_skew_join
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
measure() { # label, command...: appends "wall cpu rss" lines to $tmp/$label
    label=$1
    shift
    /usr/bin/time -f "%e %U %S %M" -o "$tmp/t" "$@" >/dev/null 2>&1 || true
    awk '{printf "%s %.2f %s\n", $1, $2 + $3, $4}' "$tmp/t" >>"$tmp/$label"
}
printf "%-40s %-14s %8s %8s %9s\n" "log" "command" "wall s" "CPU s" "peak RSS"
for log in "$@"; do
    rm -f "$tmp"/stages "$tmp"/report "$tmp"/json
    i=0
    while [ $i -lt "$RUNS" ]; do
        measure stages "$SPARKDX" stages "$log"
        measure report "$SPARKDX" report "$log"
        measure json "$SPARKDX" report --format json "$log"
        i=$((i + 1))
    done
    for c in stages report json; do
        w=$(cut -d' ' -f1 "$tmp/$c" | median)
        u=$(cut -d' ' -f2 "$tmp/$c" | median)
        m=$(cut -d' ' -f3 "$tmp/$c" | median)
        eval "w_$c=$w u_$c=$u"
        printf "%-40s %-14s %8s %8s %7s MB\n" "$(basename "$log")" "$c" "$w" "$u" "$((m / 1024))"
    done
    awk -v a="$u_report" -v b="$u_stages" -v c="$w_report" -v d="$w_stages" 'BEGIN {
        printf "%-40s %-14s %8.2f %8.2f   (report / stages; target <= 1.10)\n", "", "ratio", (d > 0 ? c / d : 0), (b > 0 ? a / b : 0) }'
done
