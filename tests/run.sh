#!/bin/sh
# Runs every test of the project and prints one closing line:
#   "N passed, N failed, N skipped"
# Unit test binaries ($BUILD/tests/test_*) and check scripts
# (tests/*/check_*.sh, run from the project root with SPARKDX=$BUILD/sparkdx)
# print PASS/FAIL/SKIP lines; this script counts them. A binary or script
# that exits non-zero without printing a FAIL line counts as one failure.
# Then, unless SPARKDX_FAST is set (`make check-fast`), the full suite
# tests/spark/full_suite.sh: installs PySpark when missing, regenerates every
# scenario log with real Spark, records the History Server's answers for them
# and checks `sparkdx api` and `sparkdx report` on them (its lines count too).
BUILD=${BUILD:-build}
SPARKDX=${SPARKDX:-$BUILD/sparkdx}
export BUILD SPARKDX
log=$(mktemp)
trap 'rm -f "$log" "$log.out" "$log.rc"' EXIT
run_one() {
    name=$1; shift
    # streamed (the full suite runs for minutes), and kept for the count
    { "$@" 2>&1; echo $? >"$log.rc"; } | tee "$log.out"
    rc=$(cat "$log.rc")
    cat "$log.out" >>"$log"
    if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$log.out"; then
        echo "FAIL $name (exit code $rc)"
        echo "FAIL $name (exit code $rc)" >>"$log"
    fi
}
for t in "$BUILD"/tests/test_*; do
    [ -x "$t" ] || continue
    run_one "$(basename "$t")" "$t"
done
for s in tests/*/check_*.sh; do
    [ -f "$s" ] || continue
    run_one "$s" sh "$s"
done
if [ -z "${SPARKDX_FAST:-}" ]; then
    run_one tests/spark/full_suite.sh sh tests/spark/full_suite.sh
fi
pass=$(grep -c '^PASS ' "$log")
fail=$(grep -c '^FAIL ' "$log")
skip=$(grep -c '^SKIP ' "$log")
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
