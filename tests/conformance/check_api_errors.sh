#!/bin/sh
# `sparkdx api` answers bad ids and parameters with the History Server's
# status (exit 4 = 404, 5 = 400) and its exact message.
SPARKDX=${SPARKDX:-build/sparkdx}
SHARED=${SPARKDX_SHARED:-../shared}
DIR=$SHARED/corpus/spark-events
if [ ! -d "$DIR" ]; then
    echo "SKIP api-errors (../shared not present)"
    exit 0
fi
check() {  # path, expected exit code, expected message
    msg=$("$SPARKDX" api "$DIR" "$1" 2>&1 >/dev/null)
    rc=$?
    case "$msg" in
    *"$3"*) ok=1 ;;
    *) ok=0 ;;
    esac
    if [ "$rc" -eq "$2" ] && [ $ok -eq 1 ]; then
        echo "PASS api-error: $1"
    else
        echo "FAIL api-error: $1: exit $rc, message '$msg'; expected exit $2 and '$3'"
    fi
}
check 'applications/nope' 4 'unknown app: nope'
check 'applications/nope/jobs' 4 'no such app: nope'
check 'applications/local-1426533911241/jobs' 4 'no such app: local-1426533911241'
check 'applications/local-1426533911241/3' 4 'unknown app local-1426533911241, attempt 3'
check 'applications/local-1430917381534/jobs/99' 4 'unknown job: 99'
check 'applications/local-1430917381534/stages/12345' 4 'unknown stage: 12345'
check 'applications/local-1430917381534/stages/12345/0' 4 'unknown stage: 12345'
check 'applications/local-1430917381534/stages/0/5' 4 'unknown attempt for stage 0.  Found attempts: [0]'
check 'applications/local-1430917381534/stages/0/0/taskSummary?quantiles=foo' 5 'Bad value for parameter "quantiles".  Expected a double, got "foo"'
check 'applications/local-1430917381534/stages?quantiles=0.1,x&withSummaries=true' 5 'Expected a double, got "x"'
check 'applications/local-1430917381534/stages/7/0/taskSummary' 4 'No tasks reported metrics for 7 / 0 yet.'
check 'applications/local-1430917381534/storage/rdd/42' 4 'no rdd found w/ id 42'
check 'applications?minDate=yesterday' 5 "Couldn't parse date: yesterday"
