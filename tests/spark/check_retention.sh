#!/bin/sh
# The History Server keeps at most 1000 jobs, 1000 stages, 100,000 tasks per stage, 100 dead
# executors and 1000 SQL executions of an application (spark.ui.retained*,
# spark.sql.ui.retainedExecutions; docs/model.md "Retention"); `sparkdx api` shows what it shows.
# Four logs past those limits are generated from corpus templates (bench/gen_biglog.c: 3,471 jobs
# and stages and 1,157 SQL executions; 1,086 jobs and 2,172 stages, half of them skipped; a stage of
# 115,000 tasks; tests/spark/retention.py gen-execs: 250 executors more, 225 of them removed) and
# `sparkdx api` is checked against what the real History Server 4.3 answered on the same logs
# (tests/spark/retention/expected.json, recorded with `retention.py record`): stage, job, executor
# and SQL lists, the big stage's task list and summaries (ids in order and a digest of the whole
# JSON), and the 404 of a deleted stage, job and execution; once with the History Server's default
# limits (expected.json), once with other ones set on both sides (expected-conf.json: `sparkdx api
# --conf`). One PASS/FAIL line per answer.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
SPARKDX=${SPARKDX:-$root/build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$root/$SPARKDX ;; esac
shared=${SPARKDX_SHARED:-$root/../shared}
events=$shared/corpus/spark-events
# --conf: the five limits are known, anything else or a bad value is a usage error (exit 2)
conf_check() {   # setting, expected exit code, expected text on stderr
    msg=$("$SPARKDX" api --conf "$1" "$root/tests/spark/logs/v4" applications 2>&1 >/dev/null)
    rc=$?
    case "$rc:$msg" in
    "$2:"*"$3"*) echo "PASS retention --conf $1" ;;
    *) echo "FAIL retention --conf $1: exit $rc, '$msg'; expected exit $2 and '$3'" ;;
    esac
}
conf_check spark.ui.retainedStages=2000 0 ""
conf_check spark.sql.ui.retainedExecutions=5 0 ""
conf_check spark.ui.retainedStages=0 2 "spark.ui.retainedStages needs a positive integer"
conf_check spark.ui.retainedJobs=many 2 "spark.ui.retainedJobs needs a positive integer"
conf_check spark.ui.retainedStage=10 2 "unknown setting 'spark.ui.retainedStage'"
if [ ! -d "$events" ]; then
    echo "SKIP retention (../shared not present: its logs are generated from corpus templates)"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! cc -std=c11 -O2 -o "$tmp/gen_biglog" "$root/bench/gen_biglog.c" 2>"$tmp/cc.err"; then
    echo "FAIL retention: bench/gen_biglog.c does not build: $(head -3 "$tmp/cc.err")"
    exit 1
fi
mkdir "$tmp/logs"
"$tmp/gen_biglog" -t "$events/app-20200706201101-0003" -k 1 -e 1 --bytes 230M --seed 9 \
    -o "$tmp/logs/app-20200706201101-0003" 2>/dev/null &&
    "$tmp/gen_biglog" -t "$events/local-1642039451826" -k 1 -e 1 --bytes 60M --seed 5 -o "$tmp/logs/local-1642039451826" 2>/dev/null &&
    "$tmp/gen_biglog" -t "$events/local-1430917381534" -k 1150 -e 4 --tasks 126000 --seed 3 \
        -o "$tmp/logs/local-1430917381534" 2>/dev/null &&
    python3 "$here/retention.py" gen-execs "$events/application_1628109047826_1317105" "$tmp/logs/application_1628109047826_1317105" ||
    { echo "FAIL retention: the logs could not be generated"; exit 1; }
rc=0
for e in "$here"/retention/expected*.json; do   # the History Server's defaults, and other settings
    python3 "$here/retention.py" check "$tmp/logs" "$e" "$SPARKDX" || rc=1
done
exit $rc
