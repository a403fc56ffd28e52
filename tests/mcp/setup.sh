#!/bin/sh
# setup.sh: the official MCP Python SDK (PyPI `mcp`, pinned) in .venv-mcp, for
# tests/mcp/check_mcp.sh. Idempotent: does nothing when the pinned version is
# there. Needs python3 with venv (scripts/install-deps.sh) and PyPI.
set -e
MCP_VERSION=2.3.0
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENV="$ROOT/.venv-mcp"
if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "
from importlib.metadata import version
import sys
sys.exit(version('mcp') != '$MCP_VERSION')" 2>/dev/null; then
    echo "mcp setup: $VENV already has mcp==$MCP_VERSION"
    exit 0
fi
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --disable-pip-version-check -q "mcp==$MCP_VERSION"
echo "mcp setup: installed mcp==$MCP_VERSION into $VENV"
