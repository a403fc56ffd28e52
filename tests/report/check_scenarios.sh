#!/bin/sh
# `sparkdx report` on every real Spark scenario log of tests/spark/manifest.tsv: the expected
# rule first with its evidence, healthy controls nothing above low; prints the table
# (scenario, log, expected, got). See check_scenarios.py.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
SPARKDX=${SPARKDX:-$root/build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$root/$SPARKDX ;; esac
export SPARKDX
exec python3 "$here/check_scenarios.py" "$@"
