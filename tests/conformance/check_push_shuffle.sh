#!/bin/sh
# Push-based shuffle metrics read as each History Server reads them (tests/conformance/push/README.md):
# the default (Spark 4.3) answer equals the real History Server 4.3.0's; with --compat 4.0 the
# shuffleMerged* fields are all zero (Spark <= 4.0 read a spelling no writer emits).
SPARKDX=${SPARKDX:-build/sparkdx}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
app=local-1796046576722
"$SPARKDX" api "$here/push" "applications/$app/stages" >"$tmp/new.json" 2>"$tmp/err" || true
"$SPARKDX" api --compat 4.0 "$here/push" "applications/$app/stages" >"$tmp/old.json" 2>>"$tmp/err" || true
python3 - "$tmp/new.json" "$tmp/old.json" "$here/push/stages.hs-4.3.0.json.gz" <<'PY'
import gzip, json, sys
new_path, old_path, expected_path = sys.argv[1:4]
try:
    new, old = json.load(open(new_path)), json.load(open(old_path))
except ValueError as e:
    print(f"FAIL push-shuffle: sparkdx gave no JSON ({e})")
    sys.exit(0)
expected = json.load(gzip.open(expected_path))
fields = [k for k in expected[0] if k.startswith("shuffleMerged") or k == "shuffleCorruptMergedBlockChunks"]
nonzero = sum(1 for s in expected for k in fields if s[k])
if new == expected and nonzero > 0:
    print(f"PASS push-shuffle: stages identical to the History Server 4.3.0 ({nonzero} non-zero merged-shuffle values)")
else:
    diff = [(s["stageId"], k) for s, t in zip(expected, new) for k in s if s.get(k) != t.get(k)] if len(new) == len(expected) else "length"
    print(f"FAIL push-shuffle: stages differ from the History Server 4.3.0: {str(diff)[:300]}")
bad = [(s["stageId"], k) for s in old for k in fields if s.get(k)]
print(("PASS" if not bad and len(old) == len(expected) else "FAIL") +
      f" push-shuffle --compat 4.0: merged-shuffle fields all zero ({len(bad)} non-zero)")
PY
