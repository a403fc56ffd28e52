#!/bin/sh
# Every JSON output of the project's logs against docs/schema/ (check_schema.py).
cd "$(dirname "$0")/../.." || exit 1
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP JSON schemas: python3 is absent"
    exit 0
fi
exec python3 tests/schema/check_schema.py
