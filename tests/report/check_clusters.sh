#!/bin/sh
# Issue 17's cluster-scale acceptance of the report (tests/report/check_clusters.py).
exec python3 "$(dirname "$0")/check_clusters.py"
