#!/bin/sh
# Logs read where they live, without Spark: History Server addresses (served
# by `sparkdx serve`, its /logs zip), a driver's UI and broken servers (a
# Python stand-in), every failure's message, and `report --watch` naming a
# straggler in an in-progress log.
SPARKDX=${SPARKDX:-build/sparkdx}
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP remote (python3 not installed)"
    exit 0
fi
SPARKDX=$SPARKDX exec python3 tests/serve/remote_test.py
