#!/bin/sh
# Runs each libFuzzer target given (build-fuzz/fuzz_*) for FUZZ_SECONDS from
# its seed corpus tests/fuzz/corpus/<target>/ (kept in the repository and
# only read: the inputs the run adds go to a temporary folder), and prints
# one "PASS fuzz <target>" or "FAIL fuzz <target>" line each, as
# tests/run.sh counts them. Any finding (a crash, an ASan or UBSan report,
# a leak, a timeout, running out of memory) fails; its input is kept in
# build-fuzz/findings/<target>/ and the report's first lines are shown.
# Exit status 1 when any target failed.
secs=${FUZZ_SECONDS:-30}
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for bin in "$@"; do
    name=$(basename "$bin")
    seeds=tests/fuzz/corpus/$name
    if [ ! -d "$seeds" ] || [ -z "$(ls -A "$seeds" 2>/dev/null)" ]; then
        echo "FAIL fuzz $name: no seed corpus in $seeds"
        fail=1
        continue
    fi
    found=build-fuzz/findings/$name
    mkdir -p "$found" "$tmp/$name"
    if "$bin" -max_total_time="$secs" -timeout=20 -rss_limit_mb=2560 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$found/" "$tmp/$name" "$seeds" >"$tmp/$name.log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$tmp/$name.log")
        echo "PASS fuzz $name (${secs} s, ${runs:-?} runs, $(ls "$seeds" | wc -l) seeds)"
        rmdir "$found" 2>/dev/null
    else
        echo "FAIL fuzz $name: finding kept in $found/"
        grep -E 'ERROR|runtime error|SUMMARY|Test unit written' "$tmp/$name.log" | head -5
        fail=1
    fi
done
exit $fail
