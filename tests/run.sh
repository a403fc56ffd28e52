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
par=$(mktemp -d)
trap 'rm -rf "$log" "$log.out" "$log.rc" "$par"' EXIT
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
# The unit binaries and check scripts run $JOBS at a time (default: the
# machine's cores; JOBS=1 runs them one after the other), each into its own
# file; each one's lines are printed whole, in list order, as soon as it and
# every one before it have ended. Scripts that start servers take free ports.
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 1)}
i=0
for t in "$BUILD"/tests/test_* tests/*/check_*.sh; do
    case $t in
        *.sh) [ -f "$t" ] || continue; cmd="sh $t" ;;
        *) [ -x "$t" ] || continue; cmd="$t" ;;
    esac
    i=$((i + 1))
    printf '%s\t%s\t%s\n' "$i" "$t" "$cmd" >>"$par/list"
done
: >>"$par/list"
# one job: run it, keep its output and exit code, then mark it done
cat >"$par/job.sh" <<'JOB'
n=$1; shift
"$@" >"$PARDIR/$n.out" 2>&1
echo $? >"$PARDIR/$n.tmp" && mv "$PARDIR/$n.tmp" "$PARDIR/$n.rc"
JOB
PARDIR=$par
export PARDIR
cut -f1,3 "$par/list" | tr '\t' ' ' | xargs -P "$JOBS" -L 1 sh "$par/job.sh" &
xpid=$!
while IFS='	' read -r n name cmd; do
    [ -n "$n" ] || continue
    # wait for it; a job that never reports (xargs gone) counts as failed
    while [ ! -f "$par/$n.rc" ]; do
        if ! kill -0 "$xpid" 2>/dev/null; then
            [ -f "$par/$n.rc" ] || echo 125 >"$par/$n.rc"
            break
        fi
        sleep 0.2
    done
    cat "$par/$n.out" 2>/dev/null
    cat "$par/$n.out" >>"$log" 2>/dev/null
    rc=$(cat "$par/$n.rc")
    if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$par/$n.out" 2>/dev/null; then
        echo "FAIL $name (exit code $rc)"
        echo "FAIL $name (exit code $rc)" >>"$log"
    fi
done <"$par/list"
wait "$xpid"
if [ -z "${SPARKDX_FAST:-}" ]; then
    run_one tests/spark/full_suite.sh sh tests/spark/full_suite.sh
fi
pass=$(grep -c '^PASS ' "$log")
fail=$(grep -c '^FAIL ' "$log")
skip=$(grep -c '^SKIP ' "$log")
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
