#!/bin/sh
# Two `sparkdx history add` processes at once on one new database (they
# also race to create the schema): one adds 20 runs in order, the other in
# reverse, so they meet in the middle. Both must succeed, each run must be
# stored exactly once (20 rows, 20 distinct app ids, one job, complete
# child rows), and the two "added" counts must sum to 20. Three rounds.
SPARKDX=${SPARKDX:-build/sparkdx}
BASE=tests/spark/logs/v35/v35_none_s35_healthy
if [ ! -f "$BASE" ] || ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP history-parallel (no $BASE or no python3)"
    exit 0
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
python3 tests/history/gen_series.py "$BASE" "$T/logs" --runs 20 --regress 0 >/dev/null ||
    { echo "FAIL history-parallel: gen_series.py failed"; exit 0; }
rev=""
for i in $(seq -w 1 20); do rev="$T/logs/run_$i $rev"; done

for round in 1 2 3; do
    DB=$T/h$round.db
    "$SPARKDX" history add "$T/logs" --db "$DB" >"$T/a.out" 2>"$T/a.err" &
    pa=$!
    # shellcheck disable=SC2086
    "$SPARKDX" history add $rev --db "$DB" >"$T/b.out" 2>"$T/b.err" &
    pb=$!
    wait $pa
    ra=$?
    wait $pb
    rb=$?
    added=$(( $(tail -1 "$T/a.out" | cut -d' ' -f1) + $(tail -1 "$T/b.out" | cut -d' ' -f1) ))
    python3 - "$DB" <<'EOF' >"$T/db.out" 2>&1
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
q = lambda s: db.execute(s).fetchone()[0]
assert q("PRAGMA user_version") == 3, q("PRAGMA user_version")
# plan fingerprints are the model's (16 hex digits, not normalised away), never ops-v1
assert q("SELECT COUNT(*) FROM run_sql WHERE fingerprint_kind != 'plan-v1'") == 0
assert q("SELECT COUNT(*) FROM run_identity WHERE item LIKE 'p:%' AND length(item) != 18") == 0
assert q("SELECT COUNT(*) FROM runs") == 20, q("SELECT COUNT(*) FROM runs")
assert q("SELECT COUNT(DISTINCT app_id) FROM runs") == 20
assert q("SELECT COUNT(*) FROM jobs") == 1, q("SELECT COUNT(*) FROM jobs")
# every run has its rows, once
per_run = db.execute("SELECT COUNT(DISTINCT n) FROM (SELECT COUNT(*) AS n FROM run_identity GROUP BY run_id)").fetchone()[0]
assert per_run == 1, "runs differ in identity rows"
assert q("SELECT COUNT(DISTINCT run_id) FROM run_stages") == 20
assert q("SELECT COUNT(*) FROM run_stages") == 20 * q("SELECT COUNT(*) FROM run_stages WHERE run_id = (SELECT MIN(id) FROM runs)")
assert q("SELECT COUNT(*) FROM run_stages WHERE run_id NOT IN (SELECT id FROM runs)") == 0
EOF
    if [ "$ra" -eq 0 ] && [ "$rb" -eq 0 ] && [ "$added" -eq 20 ] && [ ! -s "$T/db.out" ]; then
        echo "PASS history-parallel: round $round: two adders at once store each of 20 runs once"
    else
        echo "FAIL history-parallel: round $round: exits $ra $rb, added $added; $(cat "$T/db.out" "$T/a.err" "$T/b.err")"
    fi
done
exit 0
