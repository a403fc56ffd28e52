#!/bin/sh
# check_pack.sh: `sparkdx pack` on the real v4 logs (tests/pack/check_pack.py).
cd "$(dirname "$0")/../.." || exit 1
exec python3 tests/pack/check_pack.py "${SPARKDX:-build/sparkdx}" tests/spark/logs/v4
