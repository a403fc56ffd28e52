#!/bin/sh
# check_sql.sh: compares `sparkdx api` on the SQL endpoints (applications/<id>/sql,
# .../sql/<executionId>, with details / planDescription / offset / length) with the answers the
# Spark 4.3 History Server gave for the same logs, stored in tests/conformance/sql/*.json.gz
# (compact JSON, gzip). Cases are listed in tests/conformance/sql/cases.tsv:
#   name <TAB> log <TAB> api path <TAB> expected file
# A log starting with $SHARED/ is under ../shared (SPARKDX_SHARED); a log under tests/spark/logs/
# falls back to tests/spark/out/logs/ (the generator's uncommitted output). Missing log: SKIP.
# Comparison: jsondiff.py rules (key order ignored); the duration of a RUNNING execution is
# "now - submission" on both sides and is not compared. One PASS/FAIL/SKIP line per case.
SPARKDX=${SPARKDX:-build/sparkdx}
SHARED=${SPARKDX_SHARED:-../shared}
here=$(dirname "$0")
cases=$here/sql/cases.tsv
if [ ! -x "$SPARKDX" ]; then
    echo "SKIP sql: $SPARKDX not built"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
skip=0
tab=$(printf '\t')
while IFS="$tab" read -r name log path expected; do
    case "$name" in '#'*|'') continue ;; esac
    case "$log" in
    '$SHARED/'*) log="$SHARED/${log#\$SHARED/}" ;;
    tests/spark/logs/*) [ -e "$log" ] || log="tests/spark/out/logs/${log#tests/spark/logs/}" ;;
    esac
    if [ ! -e "$log" ]; then
        echo "SKIP sql: $name (log $log not present)"
        skip=$((skip + 1))
        continue
    fi
    "$SPARKDX" api "$log" "$path" >"$tmp/out.json" 2>"$tmp/err.txt"
    rc=$?
    case "$expected" in
    'HTTP 404: '*)   # an error answer: exit code 4 and the History Server's text
        if [ $rc -eq 4 ] && grep -qF "$expected" "$tmp/err.txt"; then
            echo "PASS sql: $name"
            pass=$((pass + 1))
        else
            echo "FAIL sql: $name ($path): exit $rc: $(head -c 300 "$tmp/err.txt"), expected $expected"
            fail=$((fail + 1))
        fi
        continue ;;
    esac
    if [ $rc -eq 4 ] && grep -qE 'unknown app|no such app' "$tmp/err.txt"; then
        # tests/spark/logs regenerated (new app ids): the stored answer no longer applies
        echo "SKIP sql: $name (the log has another application id now; re-capture)"
        skip=$((skip + 1))
        continue
    fi
    if [ $rc -ne 0 ]; then
        echo "FAIL sql: $name ($path): exit $rc: $(head -c 300 "$tmp/err.txt")"
        fail=$((fail + 1))
        continue
    fi
    if diff=$(python3 - "$here/sql/$expected" "$tmp/out.json" "$here/jsondiff.py" <<'EOF' 2>&1
import gzip, json, subprocess, sys, tempfile
exp = json.loads(gzip.open(sys.argv[1]).read())
got = json.load(open(sys.argv[2]))
def strip(doc):
    for e in doc if isinstance(doc, list) else [doc]:
        if isinstance(e, dict) and e.get("status") == "RUNNING":
            e.pop("duration", None)
    return doc
with tempfile.NamedTemporaryFile("w", suffix=".json") as a, tempfile.NamedTemporaryFile("w", suffix=".json") as b:
    json.dump(strip(exp), a); a.flush()
    json.dump(strip(got), b); b.flush()
    r = subprocess.run([sys.executable, sys.argv[3], a.name, b.name], capture_output=True, text=True)
    sys.stdout.write(r.stdout + r.stderr)
    sys.exit(r.returncode)
EOF
    ); then
        echo "PASS sql: $name"
        pass=$((pass + 1))
    else
        echo "FAIL sql: $name ($path): $(echo "$diff" | head -c 400)"
        fail=$((fail + 1))
    fi
done <"$cases"
echo "sql: $pass of $((pass + fail)) cases identical, $skip skipped"
