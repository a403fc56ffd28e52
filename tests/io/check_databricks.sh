#!/bin/sh
# Databricks' rolled event logs (issue 16): a directory (or a zip) holding
# the rolled parts eventlog-YYYY-MM-DD--HH-MM.gz and the current `eventlog`,
# each part starting with its own DBCEventLoggingListenerMetadata line, is
# one application read in time order, with the Spark version of that line.
# `report --format json` of the two Databricks logs of the cluster corpus
# (a rolled zip, and a single file split here into dated gzip parts plus a
# plain current part, in a directory and in a zip with the entries a macOS
# zip adds) equals the report of the same events unrolled into one file.
SPARKDX=${SPARKDX:-build/sparkdx}
Z=../shared/corpus/clusters/synccomputingcode__spark_log_parser
if [ ! -f "$Z/databricks.zip" ] || [ ! -f "$Z/databricks-rollover.zip" ]; then
    echo "SKIP databricks rolled layout: ../shared (cluster corpus) is absent"
    exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP databricks rolled layout: python3 (to unzip and split the logs) is absent"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
python3 - "$Z" "$tmp" <<'PY' || { echo "FAIL databricks rolled layout: could not prepare the inputs"; exit 1; }
import gzip, io, json, sys, zipfile
z, tmp = sys.argv[1], sys.argv[2]
import os
# 1. the rolled zip, extracted, and its parts unrolled into one file
with zipfile.ZipFile(z + "/databricks-rollover.zip") as f:
    f.extractall(tmp + "/rollover")
d = tmp + "/rollover/databricks_example_1"
parts = sorted(n for n in os.listdir(d) if n.startswith("eventlog-"))
with open(tmp + "/rollover-unrolled", "wb") as out:
    for n in parts:
        out.write(gzip.open(d + "/" + n).read())
    out.write(open(d + "/eventlog", "rb").read())
# 2. the single log, split into two dated gzip parts and a plain current part,
#    each with its own metadata line (Rollover Number 0, 1, 2)
with zipfile.ZipFile(z + "/databricks.zip") as f:
    lines = f.read("eventlog-2").split(b"\n")
if lines[-1] == b"":
    lines.pop()
head = json.loads(lines[0])
assert head["Event"] == "DBCEventLoggingListenerMetadata"
open(tmp + "/single-unrolled", "wb").write(b"\n".join(lines) + b"\n")
r = tmp + "/rolled"
os.mkdir(r)
n = len(lines)
cuts = [(1, n // 3), (n // 3, 2 * n // 3), (2 * n // 3, n)]
names = ["eventlog-2022-03-04--22-00.gz", "eventlog-2022-03-04--23-00.gz", "eventlog"]
unrolled = []
for k, ((a, b), name) in enumerate(zip(cuts, names)):
    h = dict(head)
    h["Rollover Number"] = k
    body = [json.dumps(h, separators=(",", ":")).encode()] + lines[a:b]
    data = b"\n".join(body) + b"\n"
    unrolled.append(data)
    if name.endswith(".gz"):
        with gzip.open(r + "/" + name, "wb") as g:
            g.write(data)
    else:
        open(r + "/" + name, "wb").write(data)
open(tmp + "/rolled-unrolled", "wb").write(b"".join(unrolled))
open(r + "/databricks_pricing.json", "w").write('{"dbu": 1}\n')
open(r + "/.DS_Store", "wb").write(b"\0\0\0\1Bud1")
with zipfile.ZipFile(tmp + "/rolled.zip", "w") as f:
    for name in sorted(os.listdir(r)):
        f.write(r + "/" + name, "cluster_1/" + name)
        f.writestr("__MACOSX/cluster_1/._" + name, b"\0\5\26\7")
PY
check() {   # check <what> <expected file or log> <log>
    "$SPARKDX" report "$2" --format json >"$tmp/want.json" 2>"$tmp/want.err"
    wrc=$?
    "$SPARKDX" report "$3" --format json >"$tmp/got.json" 2>"$tmp/got.err"
    grc=$?
    if [ "$wrc" -ne 0 ] || [ "$grc" -ne 0 ]; then
        echo "FAIL databricks: $1 (exit codes $wrc and $grc)"
        head -3 "$tmp/got.err"
        fail=1
    elif ! cmp -s "$tmp/want.json" "$tmp/got.json"; then
        echo "FAIL databricks: $1 (reports differ)"
        diff "$tmp/want.json" "$tmp/got.json" | head -10
        fail=1
    elif ! grep -q '"spark_version" : "3.1.2"' "$tmp/got.json"; then
        echo "FAIL databricks: $1 (no Spark version 3.1.2)"
        grep '"spark_version"' "$tmp/got.json"
        fail=1
    else
        echo "PASS databricks: $1"
    fi
}
check "rollover zip = its parts unrolled" "$tmp/rollover-unrolled" "$Z/databricks-rollover.zip"
check "rollover directory = its parts unrolled" "$tmp/rollover-unrolled" "$tmp/rollover/databricks_example_1"
check "rolled directory built from databricks.zip = unrolled" "$tmp/rolled-unrolled" "$tmp/rolled"
check "rolled zip (with __MACOSX/) = unrolled" "$tmp/rolled-unrolled" "$tmp/rolled.zip"
check "databricks.zip = its log, split and rolled" "$Z/databricks.zip" "$tmp/rolled"
# the header names the version, and the log is one application
if "$SPARKDX" report "$tmp/rolled" | head -1 | grep -q 'Spark 3.1.2'; then
    echo "PASS databricks: report header names Spark 3.1.2"
else
    echo "FAIL databricks: report header has no Spark version"; fail=1
fi
n=$("$SPARKDX" api "$tmp/rolled.zip" applications 2>/dev/null | grep -c '"id" : "app-')
if [ "$n" = 1 ]; then
    echo "PASS databricks: the rolled zip is one application"
else
    echo "FAIL databricks: the rolled zip lists $n applications"; fail=1
fi
exit $fail
