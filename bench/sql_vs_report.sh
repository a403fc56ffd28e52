#!/bin/sh
# sql_vs_report.sh: the cost of `sparkdx sql` next to `sparkdx report` on the same logs. Runs
# `sparkdx sql LOG` (the table of executions), `sparkdx sql LOG --id N` (the plan of the heaviest
# execution) and `sparkdx report LOG` RUNS times each, alternating, and prints the median wall and
# CPU (user + system) seconds, peak RSS, and the ratios sql / report. `sql` reads the log with the
# same streaming model as `report` (no task kept after its stage), so its memory must not grow with
# the log: give two sizes of one generated log to see it.
# Usage: sh bench/sql_vs_report.sh LOG...   env SPARKDX (default build/sparkdx), RUNS (default 3).
# The logs of bench/README.md ("sparkdx sql"):
#   cc -O2 -o /tmp/gen_biglog bench/gen_biglog.c
#   /tmp/gen_biglog -t ../shared/corpus/spark-events/app-20200706201101-0003 -k 4 -e 4 \
#       --bytes 209715200 --seed 42 -o /tmp/big210.log      (and --bytes 838860800 for big840.log)
set -eu
SPARKDX=${SPARKDX:-build/sparkdx}
RUNS=${RUNS:-3}
[ $# -gt 0 ] || { echo "usage: sh bench/sql_vs_report.sh LOG..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
measure() { # label, command...: appends "wall cpu rss" lines to $tmp/$label
    label=$1
    shift
    /usr/bin/time -f "%e %U %S %M" -o "$tmp/t" "$@" >/dev/null 2>&1 || true
    awk '{printf "%s %.2f %s\n", $1, $2 + $3, $4}' "$tmp/t" >>"$tmp/$label"
}
printf "%-24s %-10s %8s %8s %9s\n" "log" "command" "wall s" "CPU s" "peak RSS"
for log in "$@"; do
    rm -f "$tmp"/sql "$tmp"/plan "$tmp"/report
    id=$("$SPARKDX" sql "$log" --format json 2>/dev/null | sed -n 's/^    "id" : \([0-9]*\),$/\1/p' | head -1)
    i=0
    while [ $i -lt "$RUNS" ]; do
        measure sql "$SPARKDX" sql "$log"
        measure plan "$SPARKDX" sql "$log" --id "${id:-0}"
        measure report "$SPARKDX" report "$log"
        i=$((i + 1))
    done
    for c in sql plan report; do
        w=$(cut -d' ' -f1 "$tmp/$c" | median)
        u=$(cut -d' ' -f2 "$tmp/$c" | median)
        m=$(cut -d' ' -f3 "$tmp/$c" | median)
        eval "w_$c=$w u_$c=$u m_$c=$m"
        printf "%-24s %-10s %8s %8s %7s MB\n" "$(basename "$log")" "$c" "$w" "$u" "$((m / 1024))"
    done
    awk -v w1="$w_sql" -v w2="$w_plan" -v wr="$w_report" -v u1="$u_sql" -v u2="$u_plan" -v ur="$u_report" 'BEGIN {
        printf "%-24s %-10s %8.2f %8.2f   (sql / report)\n", "", "ratio", (wr > 0 ? w1 / wr : 0), (ur > 0 ? u1 / ur : 0)
        printf "%-24s %-10s %8.2f %8.2f   (sql --id / report)\n", "", "ratio", (wr > 0 ? w2 / wr : 0), (ur > 0 ? u2 / ur : 0) }'
done
