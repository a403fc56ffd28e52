#!/bin/sh
# `sparkdx serve` over HTTP on the project's committed real-Spark logs:
# every answer equal to `sparkdx api` (status and error text too), paths
# leaving LOGDIR refused (.., %2e%2e, a symlink out), methods, sizes,
# reports, 8 threads at once, the LRU bound, growing / rolling / new logs.
SPARKDX=${SPARKDX:-build/sparkdx}
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP serve (python3 not installed)"
    exit 0
fi
SPARKDX=$SPARKDX exec python3 tests/serve/serve_test.py
