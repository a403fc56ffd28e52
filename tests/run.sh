#!/bin/sh
# Runs every test of the project and prints one closing line:
#   "N passed, N failed, N skipped"
# Unit test binaries ($BUILD/tests/test_*) and check scripts
# (tests/*/check_*.sh, run from the project root with SPARKDX=$BUILD/sparkdx)
# print PASS/FAIL/SKIP lines; this script counts them. A binary or script
# that exits non-zero without printing a FAIL line counts as one failure.
BUILD=${BUILD:-build}
SPARKDX=${SPARKDX:-$BUILD/sparkdx}
export BUILD SPARKDX
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
run_one() {
    name=$1; shift
    out=$(mktemp)
    "$@" >"$out" 2>&1
    rc=$?
    cat "$out"
    cat "$out" >>"$log"
    if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$out"; then
        echo "FAIL $name (exit code $rc)"
        echo "FAIL $name (exit code $rc)" >>"$log"
    fi
    rm -f "$out"
}
for t in "$BUILD"/tests/test_*; do
    [ -x "$t" ] || continue
    run_one "$(basename "$t")" "$t"
done
for s in tests/*/check_*.sh; do
    [ -f "$s" ] || continue
    run_one "$s" sh "$s"
done
pass=$(grep -c '^PASS ' "$log")
fail=$(grep -c '^FAIL ' "$log")
skip=$(grep -c '^SKIP ' "$log")
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
