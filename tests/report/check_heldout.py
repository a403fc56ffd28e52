"""The held-out score of `sparkdx report` on tests/spark/heldout/ (issue 17).

The held-out variants are scenario rows written differently from tests/spark/scenarios/ (other
APIs, shapes, sizes, codecs, masters) and kept out of rule writing. Each log is judged as
check_scenarios.py judges a row: the expected rule FIRST with the evidence docs/scenarios.md lists
for it (the same EVIDENCE checks; join.* rows need the rule first only, as no evidence check
exists for them yet), a healthy control nothing above `low`. A miss is a measurement, not a
regression: it prints as a SKIP line with the reason, a hit as PASS, and the score line
    PASS held-out score: N of M first with their evidence (F first; E whose rule is in this build),
        K of C controls quiet
as PASS once it is computed. Nothing here fails the suite except a report that crashes.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import check_scenarios as C  # noqa: E402

MANIFEST = os.path.join(C.ROOT, "tests", "spark", "heldout", "manifest.tsv")


def built_rules():
    """Whether a rule id is in this build at all: its id string is in the sparkdx binary (a rule
    of another issue that is not built yet cannot come first; the score says how many exist)."""
    try:
        with open(C.SPARKDX, "rb") as f:
            blob = f.read()
    except OSError:
        blob = None
    return lambda rid: blob is None or rid.encode() in blob


def judge(row, rep):
    expected = row.get("expected_rule", "none")
    wanted = [x for x in expected.split(",") if x and x != "none"]
    fs = rep["findings"]
    first = fs[0] if fs else None
    got = f"{first['id']} ({first['severity']})" if first else "nothing"
    if not wanted:
        loud = [f"{f['id']} ({f['severity']})" for f in fs if C.SEV.index(f["severity"]) > C.SEV.index("low")]
        return got, not loud, "" if not loud else "above low: " + ", ".join(loud)
    if first is None or first["id"] not in wanted:
        pos = next((i + 1 for i, f in enumerate(fs) if f["id"] in wanted), None)
        return got, False, "expected first: " + expected + (f" (found at position {pos})" if pos else " (not found)")
    missing = []
    check = C.EVIDENCE.get(first["id"])
    if check is C.check_skew_join:
        check(first, missing, {}, rep)
    elif check is not None:
        check(first, missing)
    return got, not missing, "" if not missing else "first, but missing evidence: " + "; ".join(missing)


def main():
    if not os.path.exists(MANIFEST):
        print("SKIP held-out (no tests/spark/heldout/manifest.tsv)")
        return 0
    rows = C.read_manifest(MANIFEST)
    hits = judged = quiet = controls = crashed = firsts = exist = 0
    built = built_rules()
    table = []
    for row in rows:
        rel = row["file"]
        name = os.path.basename(rel)
        control = row.get("expected_rule", "none") == "none"
        path = C.locate(rel)
        if not path:
            print(f"SKIP held-out {name} (log not present)")
            continue
        rep, err = C.run(path)
        if rep is None:
            print(f"FAIL held-out {name}: sparkdx report failed: {err}")
            crashed += 1
            continue
        got, ok, why = judge(row, rep)
        wanted = [x for x in row["expected_rule"].split(",") if x and x != "none"]
        if wanted and not any(built(w) for w in wanted):
            why += "; rule not in this build"
        exist += bool(wanted) and any(built(w) for w in wanted)
        if control:
            controls += 1
            quiet += ok
        else:
            judged += 1
            hits += ok
            firsts += ok or why.startswith("first,")
        print(f"{'PASS' if ok else 'SKIP'} held-out {name}: expected {row['expected_rule']}, got {got}"
              + (f" ({why})" if why else ""))
        table.append((name, row["expected_rule"], got, "hit" if ok else "miss"))
    w = max([len(t[0]) for t in table] + [10])
    for t in table:
        print(f"  {t[0]:<{w}}  {t[1]:<26} {t[2]:<36} {t[3]}")
    if judged + controls:
        print(f"PASS held-out score: {hits} of {judged} first with their evidence ({firsts} first; "
              f"{exist} whose rule is in this build), "
              f"{quiet} of {controls} controls quiet")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
