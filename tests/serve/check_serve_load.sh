#!/bin/sh
# `sparkdx serve` while a big model is built (tests/serve/load_test.py):
# other requests go on, waiters share one build, --request-timeout and
# --load-timeout bound a request and a build.
SPARKDX=${SPARKDX:-build/sparkdx}
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP serve-load (python3 not installed)"
    exit 0
fi
SPARKDX=$SPARKDX exec python3 tests/serve/load_test.py
