#!/bin/sh
# Compare `sparkdx api` with the History Server's recorded answers in tests/spark/oracle/.
# SPARKDX = the binary (default build/sparkdx). Extra arguments go to check_oracle.py
# (--set NAME, --match REGEX, --quiet). One line per endpoint: PASS/FAIL/SKIP <app> <path>.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
SPARKDX=${SPARKDX:-$root/build/sparkdx}
export SPARKDX
if [ ! -d "$here/oracle" ]; then
    echo "SKIP spark-oracle (no recorded History Server answers in tests/spark/oracle; run tests/spark/oracle.py)"
    exit 0
fi
exec python3 "$here/check_oracle.py" --sparkdx "$SPARKDX" "$@"
