#!/bin/sh
# The heavy half of serve / remote (full suite only, `make check`; not `make check-fast`):
#   serve_vs_hs.py   `sparkdx serve` and the real History Server (pip pyspark, Java 17) over HTTP
#                    on the same copies of the project's logs: every endpoint oracle.py records,
#                    and the /logs zips, compared (sets v35, inprogress, codecs)
#   live_driver.py   a running PySpark application with one straggler task: `report --watch`
#                    names it while it runs; `stages http://127.0.0.1:PORT` reads its event log
# Installs PySpark with tests/spark/setup.sh when missing; SKIPs with a line when SPARKDX_FAST is
# set, or when PySpark cannot be installed or Java is missing.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
SPARKDX=${SPARKDX:-$root/build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$root/$SPARKDX ;; esac
export SPARKDX
if [ -n "${SPARKDX_FAST:-}" ]; then
    echo "SKIP serve-spark (SPARKDX_FAST is set: the History Server and PySpark comparisons run in the full suite)"
    exit 0
fi
py=$root/.venv/bin/python
# the full suite's own set-up (idempotent; this script may run before tests/spark/full_suite.sh)
if [ ! -x "$py" ] || ! "$py" -c 'import pyspark' 2>/dev/null; then
    bash "$root/tests/spark/setup.sh" >/dev/null 2>&1 || true
fi
if [ ! -x "$py" ] || ! "$py" -c 'import pyspark' 2>/dev/null; then
    echo "SKIP serve-spark (no pyspark in .venv: tests/spark/setup.sh could not install it)"
    exit 0
fi
if ! command -v java >/dev/null 2>&1 && [ ! -x "${JAVA_HOME:-/nonexistent}/bin/java" ]; then
    echo "SKIP serve-spark (no Java 17)"
    exit 0
fi
rc=0
nice "$py" "$here/serve_vs_hs.py" --python "$py" --set v35 --set inprogress --set codecs || rc=1
nice "$py" "$here/live_driver.py" || rc=1
exit $rc
