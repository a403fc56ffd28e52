#!/bin/sh
# Installs the Debian packages sparkdx builds and tests with (compiler,
# codec libraries, SQLite, jansson for the differential JSON test, clang for
# the fuzz targets, zstd/lz4 tools for the benchmarks; libmicrohttpd for
# `sparkdx serve` and libcurl for logs read from a History Server or a driver's
# UI; python3-venv and a Java 17 runtime for the full suite, which runs real
# PySpark and the History Server: tests/spark/setup.sh then pip-installs
# PySpark into .venv/.venv35; chromium for the HTML report's browser test,
# tests/html/; python3-jsonschema for the JSON Schemas' test, tests/schema/).
# Idempotent:
# does nothing when everything is present. Runs apt-get as root or via sudo.
set -e
PKGS="build-essential pkg-config python3 libzstd-dev liblz4-dev libxxhash-dev libsnappy-dev liblzf-dev \
zlib1g-dev libsqlite3-dev libjansson-dev zstd lz4 clang libclang-rt-14-dev \
python3-venv openjdk-17-jre-headless libmicrohttpd-dev libcurl4-openssl-dev chromium python3-jsonschema"
missing=""
for p in $PKGS; do
    dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
# The MCP Python SDK for tests/mcp (a venv in .venv-mcp; its test skips without it).
mcp_sdk() {
    sh "$(dirname "$0")/../tests/mcp/setup.sh" || echo "install-deps: the MCP Python SDK could not be installed; tests/mcp will skip its client test"
}
if [ -z "$missing" ]; then
    echo "install-deps: all build dependencies present"
    mcp_sdk
    exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
echo "install-deps: installing$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
echo "install-deps: done"
mcp_sdk
