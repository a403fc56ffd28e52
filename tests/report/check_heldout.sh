#!/bin/sh
# The held-out score of `sparkdx report` on tests/spark/heldout/'s real Spark logs, reported
# apart from the scenario suite; misses print as SKIP lines (measurements, not regressions).
# See check_heldout.py.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
SPARKDX=${SPARKDX:-$root/build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$root/$SPARKDX ;; esac
export SPARKDX
exec python3 "$here/check_heldout.py" "$@"
