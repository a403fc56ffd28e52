#!/bin/sh
# Accept the current output of golden cases as their expected output, after reviewing the diff
# that tests/golden/check_golden.sh printed: sh tests/golden/accept.sh [name...] (no name: all).
# Runs each case's `args` from inside its folder with NO_COLOR set, like the check does.
SPARKDX=${SPARKDX:-build/sparkdx}
case "$SPARKDX" in /*) ;; *) SPARKDX=$(pwd)/$SPARKDX ;; esac
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -eq 0 ]; then set -- $(cd "$here" && ls -d */ | tr -d /); fi
for name in "$@"; do
    d=$here/$name
    [ -f "$d/args" ] || { echo "no golden case '$name'"; continue; }
    (cd "$d" && NO_COLOR=1 LC_ALL=C.UTF-8 "$SPARKDX" $(cat args) >expected 2>/dev/null)
    echo "accepted $name"
done
