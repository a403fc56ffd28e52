#!/bin/sh
# sparkdx diff on pairs of real Spark runs (tests/diff/pairs.tsv, check_diff.py).
exec python3 "$(dirname "$0")/check_diff.py"
