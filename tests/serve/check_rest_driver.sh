#!/bin/sh
# `sparkdx report http://127.0.0.1:PORT` on a running PySpark application that
# writes no event log (tests/serve/rest_driver.py): read from its REST API.
# Needs the project's .venv (tests/spark/setup.sh) and Java 17; SKIPs without.
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
SPARKDX=${SPARKDX:-$root/build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$root/$SPARKDX ;; esac
export SPARKDX
py=$root/.venv/bin/python
if [ ! -x "$py" ] || ! "$py" -c 'import pyspark' 2>/dev/null; then
    echo "SKIP rest-driver (no pyspark in .venv: run tests/spark/setup.sh)"
    exit 0
fi
if ! command -v java >/dev/null 2>&1 && [ ! -x "${JAVA_HOME:-/nonexistent}/bin/java" ]; then
    echo "SKIP rest-driver (no Java 17)"
    exit 0
fi
exec nice "$py" "$here/rest_driver.py"
