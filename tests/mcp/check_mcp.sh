#!/bin/sh
# check_mcp.sh: `sparkdx mcp` end to end (docs/mcp.md).
# 1. A recorded session of the official MCP Python SDK (session.jsonl) is
#    replayed and the answers compared with the recording (standard library
#    Python only: always runs).
# 2. The SDK itself (PyPI mcp, in .venv-mcp by tests/mcp/setup.sh, which
#    scripts/install-deps.sh runs) drives the server through every tool on
#    the real v4 logs, bad arguments, a missing log, resources, the time
#    bound and a cancellation (client_test.py). Skipped with a line saying
#    so when the SDK is not installed.
cd "$(dirname "$0")/../.." || exit 1
SPARKDX=${SPARKDX:-build/sparkdx}
LOGS=tests/spark/logs/v4
rc=0
python3 tests/mcp/replay.py "$SPARKDX" "$LOGS" tests/mcp/session.jsonl tests/mcp/session.expected.jsonl || rc=1
PY=.venv-mcp/bin/python
if [ -x "$PY" ] && "$PY" -c "import mcp, jsonschema" 2>/dev/null; then
    "$PY" tests/mcp/client_test.py "$(cd "$(dirname "$SPARKDX")" && pwd)/$(basename "$SPARKDX")" "$PWD/$LOGS" || rc=1
else
    echo "SKIP mcp: the MCP Python SDK is not installed in .venv-mcp (run sh tests/mcp/setup.sh; it needs PyPI)"
fi
exit $rc
