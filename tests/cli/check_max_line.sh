#!/bin/sh
# The line cap is an option (issue 16): a real Spark log with one 3 MB line in it. With
# --max-line-bytes 1m the line is skipped and named (line number, byte offset, its length, the
# cap), the rest of the log is read (the same stages as without the line) and the exit code is 3;
# at the default cap (512m) it is an unknown event like any other; a bad value is a usage error.
# The same for api, failure --eventlog, diff, verify and serve (its API and its reports).
SPARKDX=${SPARKDX:-build/sparkdx}
src=tests/spark/logs/v4/eventlog_v2_s07_spill
if ! command -v zstd >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP max line: zstd and python3 are needed"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
zstd -qdc "$src"/events_1_*.zstd >"$work/orig.log"
python3 - "$work" <<'PY'
import sys
w = sys.argv[1]
lines = open(w + "/orig.log").read().splitlines()
lines.insert(5, '{"Event":"X","pad":"' + "a" * 3000000 + '"}')
open(w + "/long.log", "w").write("\n".join(lines) + "\n")
PY
"$SPARKDX" stages "$work/orig.log" >"$work/want.txt" 2>/dev/null
"$SPARKDX" stages "$work/long.log" --max-line-bytes 1m >"$work/got.txt" 2>"$work/err.txt"
rc=$?
if [ "$rc" -eq 3 ] && grep -q "line 6 .* is 3000022 bytes, longer than the line cap of 1048576 bytes: skipped" "$work/err.txt" &&
    cmp -s "$work/want.txt" "$work/got.txt"; then
    echo "PASS max line: a 3 MB line over --max-line-bytes 1m is skipped and named, the rest read (exit 3)"
else
    echo "FAIL max line: --max-line-bytes 1m: exit $rc, $(head -c 300 "$work/err.txt")"
fi
"$SPARKDX" stages "$work/long.log" >"$work/got2.txt" 2>/dev/null
rc=$?
[ "$rc" -eq 0 ] && cmp -s "$work/want.txt" "$work/got2.txt" && echo "PASS max line: under the default cap the line is read" ||
    echo "FAIL max line: default cap: exit $rc"
"$SPARKDX" report "$work/long.log" --max-line-bytes=abc >/dev/null 2>&1
rc=$?
[ "$rc" -eq 2 ] && echo "PASS max line: a bad --max-line-bytes is a usage error" || echo "FAIL max line: bad value exits $rc"

# The same cap on every other command that reads event logs (api, failure --eventlog, diff,
# verify, serve): the line is skipped and named, the answer is the one without the line.
app=$("$SPARKDX" api "$work/orig.log" applications | sed -n 's/.*"id" : "\([^"]*\)".*/\1/p' | head -1)
# check NAME WANT_RC CMD...: stdout equals $work/want.txt, the line is named on stderr, exit WANT_RC
check() {
    name=$1 want_rc=$2
    shift 2
    "$@" >"$work/got.txt" 2>"$work/err.txt"
    rc=$?
    if [ "$rc" -eq "$want_rc" ] && grep -q "line 6 .* is 3000022 bytes, longer than the line cap of 1048576 bytes: skipped" "$work/err.txt" &&
        cmp -s "$work/want.txt" "$work/got.txt"; then
        echo "PASS max line: $name --max-line-bytes 1m skips and names the line, the rest read (exit $rc)"
    else
        echo "FAIL max line: $name --max-line-bytes 1m: exit $rc (want $want_rc), $(head -c 300 "$work/err.txt")"
    fi
}
"$SPARKDX" api "$work/orig.log" "applications/$app/stages" >"$work/want.txt" 2>/dev/null
check api 3 "$SPARKDX" api --max-line-bytes 1m "$work/long.log" "applications/$app/stages"
"$SPARKDX" api "$work/long.log" "applications/$app/stages" >"$work/got.txt" 2>/dev/null
rc=$?
[ "$rc" -eq 0 ] && cmp -s "$work/want.txt" "$work/got.txt" && echo "PASS max line: api under the default cap reads the line" ||
    echo "FAIL max line: api default cap: exit $rc"
"$SPARKDX" failure --eventlog "$work/orig.log" >"$work/want.txt" 2>/dev/null
check "failure --eventlog" 3 "$SPARKDX" failure --eventlog "$work/long.log" --max-line-bytes 1m
"$SPARKDX" diff "$work/orig.log" "$work/orig.log" >"$work/want.txt" 2>/dev/null
check diff 3 "$SPARKDX" diff "$work/orig.log" "$work/long.log" --max-line-bytes=1m
# verify: exit 1 (not fixed) as on the clean pair, which decides before the damage
"$SPARKDX" verify "$work/orig.log" "$work/orig.log" >"$work/want.txt" 2>/dev/null
check verify 1 "$SPARKDX" verify "$work/long.log" "$work/orig.log" --max-line-bytes 1m
for c in api failure diff verify serve; do
    "$SPARKDX" "$c" --max-line-bytes=0 x y >/dev/null 2>&1
    rc=$?
    [ "$rc" -eq 2 ] && echo "PASS max line: $c --max-line-bytes=0 is a usage error" || echo "FAIL max line: $c --max-line-bytes=0 exits $rc"
done
# serve: the API answers as api does, and a report names the skipped line in its notes
mkdir -p "$work/dir"
cp "$work/long.log" "$work/dir/"
"$SPARKDX" api "$work/orig.log" "applications/$app/stages" >"$work/want.txt" 2>/dev/null
if python3 - "$SPARKDX" "$work/dir" "$app" "$work/want.txt" <<'PY'
import re, subprocess, sys, tempfile, time, urllib.request
sparkdx, d, app, want = sys.argv[1:5]
err = tempfile.TemporaryFile(mode="w+")
p = subprocess.Popen([sparkdx, "serve", "--port", "0", "--max-line-bytes", "1m", d],
                     stdout=subprocess.DEVNULL, stderr=err)
try:
    port = None
    for _ in range(400):
        err.seek(0)
        m = re.search(r":(\d+)/api/v1/", err.read())
        if m:
            port = int(m.group(1))
            break
        if p.poll() is not None:
            break
        time.sleep(0.05)
    if not port:
        sys.exit("serve did not start")
    get = lambda path: urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, path), timeout=60).read()
    api = get("/api/v1/applications/%s/stages" % app)
    rep = re.sub(r"\s+", " ", get("/sparkdx/report/%s?format=text" % app).decode())   # notes are wrapped
    ok_api = api == open(want, "rb").read()
    ok_rep = re.search(r"line 6 .* is 3000022 bytes, longer than the line cap of 1048576 bytes", rep) is not None
    if not (ok_api and ok_rep):
        sys.exit("api answer equal: %s; report names the line: %s" % (ok_api, ok_rep))
finally:
    p.terminate()
    p.wait()
PY
then
    echo "PASS max line: serve --max-line-bytes 1m answers as api does, its report names the skipped line"
else
    echo "FAIL max line: serve --max-line-bytes 1m"
fi
