"""Acceptance of `sparkdx report` on the real Spark scenario logs (docs/scenarios.md).

For every log of tests/spark/manifest.tsv (found in tests/spark/logs/ or, for the big ones,
tests/spark/out/logs/), runs `sparkdx report --format json` and checks that
  * a stage/task/executor/failure/config row puts its expected rule id FIRST, and the first
    finding quotes the evidence docs/scenarios.md lists for it (EVIDENCE below);
  * a healthy control has nothing above `low`;
  * the plan rows of issue 17 (join rows included) are judged the same way, with the plan node
    and its rows; the diff rows (other issues) are listed, not judged.
Prints one PASS/FAIL/SKIP line per log and the table (scenario, log, expected, got).

    python3 tests/report/check_scenarios.py [--logs DIR --facts FILE] [--manifest FILE]

--logs: judge the logs of a generation (tests/spark/generate.py --out OUT: OUT/logs) instead of
the committed ones; the rows are then the generator's plan (or --manifest) and the measured
effects come from --facts (OUT/facts.json). The full suite (tests/spark/full_suite.sh) uses it.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SPARKDX = os.environ.get("SPARKDX", os.path.join(ROOT, "build", "sparkdx"))
SPARK = os.path.join(ROOT, "tests", "spark")
# Where logs are looked for, and the facts.json files to read (first found wins); --logs/--facts
# replace them with one generation's output.
LOG_DIRS = [os.path.join(SPARK, "logs"), os.path.join(SPARK, "out", "logs")]
FACTS = [os.path.join(SPARK, "facts.json"), os.path.join(SPARK, "out", "facts.json")]

# Rules this report owns (stage / task / executor / failure / configuration rows).
OWNED = {
    "skew.join", "aqe.skew_split", "skew.aggregate", "skew.window", "partitions.too_few",
    "partitions.too_many", "spill", "gc.pressure", "input.unsplittable", "input.small_files",
    "output.small_files", "parallelism.single_task", "failure.deterministic",
    "failure.fetch_after_executor_loss", "failure.executor_oom", "driver.result_size",
    "driver.collect", "python.udf", "config.aqe_off", "config.broadcast_off", "config.timezone",
    # plan rows (issue 17)
    "rows.explode", "lineage.recompute", "lineage.debug_action", "cache.unused", "cache.evicted",
    "aggregate.expand", "nondeterminism", "plan.huge",
    "join.broadcast_candidate", "join.broadcast_too_large", "join.fanout", "join.rows_dropped",
    "join.cartesian",
}
SEV = ["info", "low", "medium", "high", "critical"]

def ev(f, metric, against=False):
    for e in f["against" if against else "evidence"]:
        if e.get("metric") == metric:
            return e
    return None


def need(cond, what, missing):
    if not cond:
        missing.append(what)


def fixes_text(f):
    return " ".join((x.get("do") or "") + " " + (x.get("why") or "") for x in f.get("fixes", [])).lower()


def check_skew_common(f, m):
    d = ev(f, "task_duration")
    need(d and "median" in d and "max" in d, "task duration median/max", m)
    r = ev(f, "shuffle_read_bytes")
    need(r and "median" in r and "max" in r, "shuffle read median/max bytes", m)
    need(ev(f, "shuffle_read_records"), "shuffle read records", m)
    need("stage" in f["where"], "stage", m)
    need("partition" in f["where"], "partition index", m)


def check_skew_join(f, m, facts=None, report=None):
    """The spill and the skew-bound verdict are required when the log has them: the generator's
    measurement (facts: tasks_spilling >= 1, duration_ratio >= 5) or, without one (logs it does
    not decode), the report's own numbers (max/median task duration >= 5; spill not ruled out).
    The codec-matrix runs are the same job at 1/5 of the volume, where the effect is weaker."""
    check_skew_common(f, m)
    facts = facts or {}
    d = ev(f, "task_duration") or {}
    spill_ruled_out = any(c.get("id") == "spill" and c.get("text", "").startswith("no spill")
                          for c in (report or {}).get("ruled_out", []))
    if facts.get("tasks_spilling", 0 if spill_ruled_out else 1) >= 1:
        s = ev(f, "spill")
        need(s and s.get("count") == 1, "spill only in the max task", m)
    if facts.get("duration_ratio", d.get("ratio", 99)) >= 5:
        t = ev(f, "stage_time_model")
        need(t and t.get("skew_bound") == 1, "skew-bound verdict", m)
    kinds = [x["kind"] for x in f["fixes"]]
    need(kinds[:4] == ["config", "join", "data", "code"], "fixes AQE skew join, broadcast, isolation, salting", m)


def check_skew_aggregate(f, m):
    check_skew_common(f, m)
    a = ev(f, "aqe", against=True)
    need(a and "aggregation" in a["text"], "says AQE skew join does not apply to aggregations", m)
    need("two-stage aggregation" in fixes_text(f), "two-stage aggregation fix", m)


def check_skew_window(f, m):
    check_skew_common(f, m)
    t = fixes_text(f)
    need("isolate" in t, "isolation fix", m)
    need("change the logic" in t, "change-the-logic fix", m)


def check_aqe(f, m):
    a = ev(f, "aqe_skewed_partitions")
    need(a and a.get("value", 0) >= 1 and "splits" in a, "partitions AQE split", m)


def check_too_few(f, m):
    d = ev(f, "task_duration")
    need(d and d.get("ratio", 99) < 2, "max close to median", m)
    need(ev(f, "tasks_spilling"), "spill in most tasks", m)
    need(ev(f, "bytes_per_task"), "bytes per task", m)
    need(ev(f, "skew", against=True), "not skew", m)


def check_too_many(f, m):
    d = ev(f, "task_duration")
    need(d and "median" in d, "median task time", m)
    o = ev(f, "overhead_share")
    need(o and "scheduler_delay_share" in o and "deserialization_share" in o, "scheduler delay / deser share", m)
    t = ev(f, "task_count")
    need(t and "slots" in t, "task count vs slots", m)


def check_spill(f, m):
    s = ev(f, "spill")
    need(s and "memory" in s and "disk" in s and "ratio" in s, "memory and disk spill with ratio", m)
    t = ev(f, "tasks_spilling")
    need(t and "share" in t, "share of tasks spilling", m)
    need("stage" in f["where"], "stage", m)


def check_gc(f, m):
    g = ev(f, "gc_share")
    need(g and "share" in g, "GC share of task time per stage", m)
    need(ev(f, "gc_share_executor") or ev(f, "gc_share_app"), "GC share per executor / app", m)


def check_unsplittable(f, m):
    i = ev(f, "input_bytes")
    need(i and i.get("share", 0) >= 0.9, "one task reads everything", m)
    t = ev(f, "task_count")
    need(t and "slots" in t, "slots idle", m)
    c = ev(f, "codec")
    need(c and "gzip" in c["text"], "gzip named", m)


def check_small_files(f, m):
    x = ev(f, "files_read")
    need(x and "value" in x and "average" in x, "file count and average size", m)
    need(ev(f, "task_count"), "task count", m)


def check_output_small(f, m):
    x = ev(f, "files_written")
    need(x and "value" in x and "average" in x, "files written and average size", m)
    t = ev(f, "task_count")
    need(t and "tasks" in t, "tasks x distinct values", m)


def check_single(f, m):
    t = ev(f, "task_count")
    need(t and t.get("value") == 1 and t.get("slots", 0) >= 2, "one task while slots idle", m)
    need("coalesce" in fixes_text(f) and "after" in fixes_text(f), "coalesce after the work", m)


def check_deterministic(f, m):
    a = ev(f, "failed_attempts")
    need(a and a.get("count", 0) >= 2 and "partition" in a, "same partition failing every attempt", m)
    need(a and a.get("executors", 0) >= 2, "on different executors", m)
    need(ev(f, "root_exception"), "root exception", m)
    t = fixes_text(f)
    need("try_cast" in t or "safe cast" in t, "safe casts", m)
    need("permissive" in t, "PERMISSIVE", m)
    need("quarantine" in t, "quarantine", m)


def check_fetch(f, m):
    x = ev(f, "fetch_failed")
    need(x and x.get("count", 0) >= 1, "FetchFailed tasks", m)
    need(ev(f, "stage_retries"), "stage retry", m)
    need(ev(f, "executor_lost"), "executor loss (first executor that died, why)", m)


def check_oom(f, m):
    need(ev(f, "executor_removed") or ev(f, "exit_code") or ev(f, "failed_attempts"), "exit code / loss reason", m)
    need("stage" in f["where"], "stage running at the time", m)
    need(ev(f, "partition_bytes") or ev(f, "partition_rows"), "partition sizes", m)


def check_result(f, m):
    need(ev(f, "result_size") or ev(f, "job_abort"), "result size / maxResultSize message", m)
    need(ev(f, "call_site"), "call site", m)


def check_python(f, m):
    p = ev(f, "python_share")
    need(p and "share" in p, "time share", m)
    need(f["where"].get("node"), "Python eval operator", m)
    need(ev(f, "memory_config"), "memory overhead settings", m)


def check_config_aqe(f, m):
    need(ev(f, "setting"), "the setting", m)
    need(ev(f, "hurt_stage"), "the stage it hurt", m)


def check_config_bc(f, m):
    need(ev(f, "setting"), "the setting", m)


def check_join_where(f, m):
    """A plan finding names its SQL execution and operator, and the join node with its rows."""
    need("sql" in f["where"], "SQL execution", m)
    need(f["where"].get("node"), "plan node", m)


def check_bc_candidate(f, m):
    check_join_where(f, m)
    need(f["where"].get("node") in ("SortMergeJoin", "ShuffledHashJoin"), "SortMergeJoin node", m)
    s = ev(f, "small_side")
    need(s and s.get("value", -1) >= 0 and "threshold" in s and s["value"] <= s["threshold"],
         "the small side's size from SQL metrics, below the threshold", m)
    need("broadcast(" in fixes_text(f), "broadcast hint as a fix", m)


def check_bc_too_large(f, m):
    check_join_where(f, m)
    b = ev(f, "broadcast_size")
    need(b and b.get("value", 0) > 0, "broadcast data size", m)
    t = ev(f, "broadcast_time")
    need(t and "build" in t and "collect" in t, "build / collect time", m)
    d = ev(f, "driver_memory")
    need(d and d.get("value", 0) > 0 and "share" in d, "driver memory", m)


def check_fanout(f, m):
    check_join_where(f, m)
    j = ev(f, "join_rows")
    need(j and "node" in j and "out_rows" in j, "the join node and its rows out", m)
    x = ev(f, "fanout")
    need(x and x.get("out_rows", 0) > x.get("probe_rows", 0) > 0, "rows out vs rows in of the probe side", m)


def check_rows_dropped(f, m):
    check_join_where(f, m)
    j = ev(f, "join_rows")
    need(j and "node" in j, "the join node", m)
    d = ev(f, "rows_dropped") or ev(f, "right_filter")
    need(d and "out_rows" in d and ("in_rows" in d or "value" in d), "rows in vs out", m)
    need(d and any(t in d["text"] for t in ("Inner", "inner", "left join", "LeftOuter")) or
         any(t in f["title"] for t in ("Inner", "left join")), "join type", m)


def check_cartesian(f, m):
    check_join_where(f, m)
    need(f["where"].get("node") in ("BroadcastNestedLoopJoin", "CartesianProduct"),
         "BroadcastNestedLoopJoin / CartesianProduct node", m)
    r = ev(f, "rows_compared")
    need(r and r.get("value", 0) >= r.get("left_rows", 1) * r.get("right_rows", 1) > 0, "rows compared", m)


def check_tz(f, m):
    need(ev(f, "effective_zone"), "the effective zone", m)


def check_plan_where(f, m, node=None):
    need(f["where"].get("sql") is not None, "where.sql", m)
    need(f["where"].get("node") and (node is None or f["where"]["node"].startswith(node)), "where.node " + (node or ""), m)
    need(f.get("verify"), "a verify line", m)


def check_explode(f, m):
    check_plan_where(f, m, "Generate")
    g = ev(f, "generate_rows")
    need(g and g.get("rows_in", 0) > 0 and g.get("rows_out", 0) >= 10 * g["rows_in"], "Generate rows out vs in", m)
    o = ev(f, "output_records")
    need(o and "median" in o and "max" in o and o["max"] >= 5 * max(o["median"], 1),
         "the task holding them (max vs median output records)", m)


def check_recompute(f, m):
    check_plan_where(f, m)
    r = ev(f, "repeated_scan")
    need(r and r.get("count", 0) >= 2 and r.get("total", 0) > 0, "the repeated scan and its total cost", m)
    scans = [e for e in f["evidence"] if e.get("metric") == "scan"]
    need(len(scans) >= 2 and len({e.get("sql") for e in scans}) >= 2, "the scans of several executions", m)
    need(ev(f, "shared_fragment"), "the shared relation / plan fragment", m)


def check_debug(f, m):
    check_plan_where(f, m)
    d = [e for e in f["evidence"] if e.get("metric") == "debug_action"]
    need(d and all(e.get("value", 0) > 0 for e in d), "the extra jobs and their cost", m)
    c = ev(f, "call_site")
    need(c and " at " in c["text"], "their call sites", m)


def check_cache_common(f, m):
    check_plan_where(f, m, "InMemoryTableScan")
    r = ev(f, "cached_rdd")
    need(r and "rdd" in r, "cached RDD", m)
    need(ev(f, "storage_size") or ev(f, "storage_size", against=True), "storage size", m)


def check_cache_unused(f, m):
    check_cache_common(f, m)
    need([e for e in f["evidence"] if e.get("metric") == "scan_not_cached"], "scans that did not use it", m)


def check_cache_evicted(f, m):
    check_cache_common(f, m)
    r = [e for e in f["evidence"] if e.get("metric") == "recomputed"]
    need(r and all(e.get("value", 0) > 0 for e in r), "partitions recomputed by the reads", m)


def check_expand(f, m):
    check_plan_where(f, m, "Expand")
    x = ev(f, "expand_rows")
    need(x and x.get("ratio", 0) >= 2 and x.get("rows_out", 0) > x.get("rows_in", 0), "Expand rows multiplied", m)


def check_nondeterminism(f, m):
    check_plan_where(f, m)
    x = [e for e in f["evidence"] if e.get("metric") == "expression"]
    need(x and all("sql" in e for e in x), "the expressions and where they are", m)
    need(f["severity"] in ("info", "low"), "a low-severity hazard", m)


def check_plan_huge(f, m):
    need(f["where"].get("sql") is not None, "where.sql", m)
    p = ev(f, "planning_time")
    need(p and p.get("value", 0) > 0, "planning time (execution start to first job)", m)
    s = ev(f, "plan_size")
    need(s and "nodes" in s and "chars" in s, "plan size", m)


EVIDENCE = {
    "skew.join": check_skew_join, "aqe.skew_split": check_aqe, "skew.aggregate": check_skew_aggregate,
    "skew.window": check_skew_window, "partitions.too_few": check_too_few,
    "partitions.too_many": check_too_many, "spill": check_spill, "gc.pressure": check_gc,
    "input.unsplittable": check_unsplittable, "input.small_files": check_small_files,
    "output.small_files": check_output_small, "parallelism.single_task": check_single,
    "failure.deterministic": check_deterministic, "failure.fetch_after_executor_loss": check_fetch,
    "failure.executor_oom": check_oom, "driver.result_size": check_result, "driver.collect": check_result,
    "python.udf": check_python, "config.aqe_off": check_config_aqe, "config.broadcast_off": check_config_bc,
    "config.timezone": check_tz,
    "rows.explode": check_explode, "lineage.recompute": check_recompute, "lineage.debug_action": check_debug,
    "cache.unused": check_cache_unused, "cache.evicted": check_cache_evicted, "aggregate.expand": check_expand,
    "nondeterminism": check_nondeterminism, "plan.huge": check_plan_huge,
    "join.broadcast_candidate": check_bc_candidate,
    "join.broadcast_too_large": check_bc_too_large, "join.fanout": check_fanout,
    "join.rows_dropped": check_rows_dropped, "join.cartesian": check_cartesian,
}


# Before tests/spark/generate.py publishes manifest.tsv (at the end of a run), the rows come from
# its plan, read with the project's PySpark venv (the scenario modules import pyspark).
PLAN_ROWS = r"""
import os, sys
sys.path.insert(0, %(scen)r); sys.path.insert(0, %(spark)r)
import generate
for r in generate.plan("full"):
    notes = ["healthy control"] if r.spec.get("control") else []
    if r.kill_after is not None:
        notes.append("driver JVM SIGKILLed mid-run")
    print("\t".join([r.logset + "/" + ("eventlog_v2_" + r.name if r.layout == "rolling" else r.name),
                     str(getattr(r.mod, "SCENARIO", "")), r.spec.get("rule") or "none",
                     "yes" if r.kill_after is not None else "no", "; ".join(notes)]))
"""


def plan_rows():
    py = os.path.join(ROOT, ".venv", "bin", "python")
    if not os.path.exists(py):
        return None
    code = PLAN_ROWS % {"scen": os.path.join(SPARK, "scenarios"), "spark": SPARK}
    p = subprocess.run([py, "-c", code], capture_output=True, text=True, cwd="/tmp")
    if p.returncode != 0:
        return None
    rows = []
    for line in p.stdout.splitlines():
        f, scen, rule, inprog, notes = line.split("\t")
        rows.append({"file": f, "scenario": scen, "expected_rule": rule, "in_progress": inprog, "notes": notes})
    return rows


def manifest(path=None, plan_only=False):
    """manifest.tsv's rows, plus the generator plan's runs it does not list yet (logs generated
    after the last publish, found in tests/spark/out/logs/). plan_only: the plan's rows alone."""
    if plan_only and not path:
        return plan_rows()
    path = path or os.environ.get("SPARKDX_MANIFEST") or os.path.join(SPARK, "manifest.tsv")
    plan = plan_rows() if not (os.environ.get("SPARKDX_MANIFEST") or plan_only) else None
    if not os.path.exists(path):
        return plan
    rows = read_manifest(path)
    have = {r["file"].split(".")[0] for r in rows}
    for r in plan or []:
        if r["file"].split(".")[0] not in have:
            rows.append(r)
    return rows


def read_manifest(path):
    rows = []
    with open(path) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if not line.strip():
                continue
            rows.append(dict(zip(header, line.rstrip("\n").split("\t"))))
    return rows


def locate(rel):
    """The log of a manifest row: the committed copy, the generator's output, or (single-file
    logs) the file with its codec extension."""
    for base in LOG_DIRS:
        p = os.path.join(base, rel)
        if os.path.exists(p):
            return p
        d, name = os.path.split(p)
        if os.path.isdir(d):
            for f in sorted(os.listdir(d)):
                if f.split(".")[0] == name:
                    return os.path.join(d, f)
    return None


def facts():
    """The generator's own measurement of each run (facts.json): effect_ok False means the log does
    not show the scenario's problem (the job did something else), so the report is not judged."""
    for path in FACTS:
        try:
            with open(path) as f:
                d = json.load(f)
            if d:
                return d
        except (OSError, ValueError):
            pass
    return {}


def run(path):
    p = subprocess.run([SPARKDX, "report", "--format", "json", path], capture_output=True, text=True)
    if p.returncode not in (0, 1, 3) or not p.stdout.strip():
        return None, p.stderr.strip()[:200]
    return json.loads(p.stdout), p.stderr.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--logs", help="a generation's OUT/logs instead of the committed logs")
    ap.add_argument("--facts", help="that generation's OUT/facts.json")
    ap.add_argument("--manifest", help="rows to judge (default: manifest.tsv, or the plan with --logs)")
    args = ap.parse_args()
    if args.logs:
        LOG_DIRS[:] = [os.path.abspath(args.logs)]
        FACTS[:] = [os.path.abspath(args.facts)] if args.facts else []
    elif args.facts:
        FACTS[:] = [os.path.abspath(args.facts)]
    rows = manifest(args.manifest, plan_only=bool(args.logs))
    if rows is None:
        print("SKIP report-scenarios (no tests/spark/manifest.tsv and no generator plan)")
        return 0
    table = []
    npass = nfail = 0
    measured = facts()
    for row in rows:
        rel, scen, expected = row["file"], row.get("scenario", "?"), row.get("expected_rule", "none")
        control = "healthy control" in row.get("notes", "") or expected == "none"
        name = os.path.basename(rel)
        path = locate(rel)
        if not path:
            print(f"SKIP report-scenario {name} (log not present)")
            table.append((scen, name, expected, "-", "SKIP", "log not present"))
            continue
        run_name = name[len("eventlog_v2_"):] if name.startswith("eventlog_v2_") else name.split(".")[0]
        weak = measured.get(run_name, {}).get("effect_ok") is False
        rep, err = run(path)
        if rep is None:
            print(f"FAIL report-scenario {name}: sparkdx report failed: {err}")
            table.append((scen, name, expected, "error", "FAIL", err))
            nfail += 1
            continue
        fs = rep["findings"]
        first = fs[0] if fs else None
        got = f"{first['id']} ({first['severity']})" if first else "nothing"
        wanted = [x for x in expected.split(",") if x and x != "none"]
        if row.get("in_progress") == "yes" and not wanted:
            status, why = "PASS", "in-progress log read"
        elif control or not wanted:
            worst = max((SEV.index(f["severity"]) for f in fs), default=-1)
            ok = worst <= SEV.index("low")
            status = "PASS" if ok else "FAIL"
            why = "" if ok else "above low: " + ", ".join(f"{f['id']} ({f['severity']})" for f in fs
                                                         if SEV.index(f["severity"]) > 1)
        elif not any(w in OWNED for w in wanted):
            ids = [f["id"] for f in fs]
            status, why = "N/A", "plan/diff rule (another issue); report gave " + (", ".join(ids[:3]) or "nothing")
        elif rel.startswith("codecs/"):
            # The codec matrix re-runs a scenario at 1/5 of the volume in every codec to test
            # reading real Spark output; at that volume the effect need not dominate the log, so
            # the rule must be found (with its evidence), not necessarily first.
            hit = next((f for f in fs if f["id"] in wanted), None)
            if hit is None:
                status, why = "FAIL", "codec matrix: not found: " + " or ".join(wanted)
            else:
                missing = []
                check_skew_common(hit, missing) if hit["id"].startswith("skew.") else None
                status = "PASS" if not missing else "FAIL"
                why = ("codec matrix: found at position %d" % (fs.index(hit) + 1) if not missing
                       else "missing evidence: " + "; ".join(missing))
        else:
            if first is None or first["id"] not in wanted:
                status, why = "FAIL", "expected first: " + " or ".join(wanted)
            else:
                missing = []
                check = EVIDENCE.get(first["id"], lambda f, m: None)
                if check is check_skew_join:
                    check(first, missing, measured.get(run_name, {}).get("facts") or {}, rep)
                else:
                    check(first, missing)
                status = "PASS" if not missing else "FAIL"
                why = "" if not missing else "missing evidence: " + "; ".join(missing)
        if weak and status == "FAIL":
            status, why = "NOT REPRODUCED", "the generator's check found the scenario's effect weak in this log; " + why
        elif weak and status == "PASS":
            why = (why + "; " if why else "") + "the generator's check found the effect weak"
        if status == "PASS":
            npass += 1
        elif status == "FAIL":
            nfail += 1
        line = "PASS" if status in ("PASS",) else "FAIL" if status == "FAIL" else "SKIP"
        print(f"{line} report-scenario {name}: expected {expected}, got {got}" + (f" ({why})" if why else ""))
        table.append((scen, name, expected, got, status, why))
    w = max([len(t[1]) for t in table] + [10])
    print(f"\n{'#':>3}  {'log':<{w}}  {'expected':<38} {'got':<40} result")
    for t in table:
        print(f"{t[0]:>3}  {t[1]:<{w}}  {t[2]:<38} {t[3]:<40} {t[4]}")
    print(f"report scenarios: {npass} pass, {nfail} fail, {len(table) - npass - nfail} not judged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
