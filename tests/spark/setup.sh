#!/usr/bin/env bash
# Idempotent set-up of real Spark for the scenario jobs and the History Server oracle.
#   .venv    pyspark 4.x (+ pandas, pyarrow for the pandas-UDF scenario)
#   .venv35  pyspark 3.5.x (a few scenarios are also written by a 3.5 driver)
# Needs: python3 (with venv), Java 17+ (JAVA_HOME or java on PATH), PyPI.
# Usage: bash tests/spark/setup.sh        (from anywhere; re-running is cheap)
set -euo pipefail

PYSPARK4=4.3.0
PYSPARK35=3.5.7
PANDAS=2.3.3
PYARROW=21.0.0
PSUTIL=7.1.3
NUMPY=2.4.6
ZSTANDARD=0.25.0   # only for tests/spark/eventlog.py, which measures the .zstd logs

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: ERROR: %s\n' "$*" >&2; exit 1; }

# --- Java ------------------------------------------------------------------------------------
if [ -z "${JAVA_HOME:-}" ] || [ ! -x "${JAVA_HOME}/bin/java" ]; then
    if command -v java >/dev/null 2>&1; then
        JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
    else
        for d in /usr/lib/jvm/java-17-openjdk-* /usr/lib/jvm/*17*; do
            [ -x "$d/bin/java" ] && { JAVA_HOME=$d; break; }
        done
    fi
fi
[ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ] || die "no Java found (install openjdk-17-jre-headless or set JAVA_HOME)"
export JAVA_HOME
jver=$("$JAVA_HOME/bin/java" -version 2>&1 | awk -F'"' '/version/ {print $2; exit}')
jmajor=${jver%%.*}
[ "${jmajor:-0}" -ge 17 ] 2>/dev/null || die "Java $jver at $JAVA_HOME: Spark 4 needs Java 17+"
say "JAVA_HOME=$JAVA_HOME (Java $jver)"

# --- venvs -----------------------------------------------------------------------------------
mkvenv() {  # dir, then pip requirements
    local dir=$1; shift
    if [ ! -x "$dir/bin/python" ]; then
        say "creating $dir"
        python3 -m venv "$dir" || die "python3 -m venv failed (apt-get install python3-venv)"
    fi
    # Only touch pip when something is missing or at another version.
    if "$dir/bin/python" - "$@" <<'PY'
import sys
from importlib.metadata import version, PackageNotFoundError
for req in sys.argv[1:]:
    name, want = req.split("==")
    try:
        if version(name) != want:
            sys.exit(1)
    except PackageNotFoundError:
        sys.exit(1)
PY
    then
        say "$dir already has $*"
    else
        say "pip install into $dir: $*"
        "$dir/bin/python" -m pip install --disable-pip-version-check -q "$@" || die "pip install failed in $dir"
    fi
}

mkvenv "$ROOT/.venv"   "pyspark==$PYSPARK4" "pandas==$PANDAS" "pyarrow==$PYARROW" "numpy==$NUMPY" "psutil==$PSUTIL" "zstandard==$ZSTANDARD"
mkvenv "$ROOT/.venv35" "pyspark==$PYSPARK35" "psutil==$PSUTIL"

# --- smoke test: a real SparkSession under each venv -----------------------------------------
smoke() {
    local dir=$1
    local out
    out=$(cd /tmp && JAVA_HOME=$JAVA_HOME "$dir/bin/python" - <<'PY' 2>/dev/null
import os
os.environ.setdefault("PYSPARK_PYTHON", __import__("sys").executable)
from pyspark.sql import SparkSession
s = (SparkSession.builder.master("local[1]").appName("sparkdx-setup-smoke")
     .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1").getOrCreate())
n = s.range(1000).selectExpr("sum(id) as s").collect()[0][0]
print(s.version, n)
s.stop()
PY
) || die "Spark smoke test failed in $dir (run it by hand to see the Java error)"
    say "$dir: Spark ${out% *} runs (sum check ${out#* })"
    [ "${out#* }" = "499500" ] || die "smoke result wrong in $dir: $out"
}
smoke "$ROOT/.venv"
smoke "$ROOT/.venv35"
say "SPARK_HOME for .venv is $("$ROOT/.venv/bin/python" -c 'import pyspark,os;print(os.path.dirname(pyspark.__file__))')"
say "done"
