"""Prints tests/spark/facts.json as the markdown table used in docs/spark-scenarios.md.

    python3 tests/spark/facts_md.py [facts.json]
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The numbers that prove each scenario's effect (keys of the check() facts), in display order.
KEYS = ["max_partition", "spill_disk_max_task", "duration_median_ms", "duration_max_ms", "duration_ratio", "shuffle_read_median_bytes",
        "shuffle_read_max_bytes", "records_median", "records_max", "max_task_partition", "tasks",
        "tasks_spilling", "spill_mem_bytes", "spill_disk_bytes", "skewed_partitions", "skewed_partition_splits",
        "bytes_per_task", "scheduler_delay_ms_total", "deser_ms_total", "run_ms_total", "share_tasks_spilling",
        "mem_to_disk_ratio", "gc_share_of_run", "app_gc_share_of_run", "input_tasks", "input_bytes",
        "files_read", "avg_file_bytes", "files_written", "share_of_app_task_time", "failed_attempts",
        "failed_indexes", "executors", "reasons", "fetch_failed", "executors_removed", "stages_with_attempt_gt_0",
        "failed_stage_attempts", "oom_in_descriptions", "result_size_per_task_max", "job_exception",
        "python_nodes", "udf_stage_share_of_task_time", "join_nodes", "exchange_data_sizes",
        "broadcast_data_size", "build_time_ms", "join_output_rows", "output_records_median",
        "output_records_max", "generate_rows_out", "scan_nodes", "sql_executions", "call_sites",
        "in_memory_table_scans", "expand_rows_out", "plan_chars", "sql_start_to_first_job_ms",
        "app_start_to_sql_start_ms", "settings", "spark.sql.session.timeZone", "slots", "heaviest_stage_wall_ms",
        "app_ms", "rand(", "monotonically_increasing_id", "first(", "stage", "exception_head"]


def fmt(v):
    if isinstance(v, float):
        return f"{v:g}"
    if isinstance(v, (dict, list)):
        s = json.dumps(v, separators=(",", ":"))
    else:
        s = str(v)
    s = s.replace("|", "\\|")
    return s if len(s) <= 140 else s[:137] + "..."


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "facts.json")
    facts = json.load(open(path))
    print("| run | # | expected rule | effect check | measured (from the run's own event log) |")
    print("|---|---|---|---|---|")
    for name in sorted(facts, key=lambda n: (facts[n].get("scenario") or 0, n)):
        f = facts[name]
        d = f.get("facts") or {}
        shown = [f"{k}={fmt(d[k])}" for k in KEYS if k in d and d[k] not in (None, [], {})]
        ok = {True: "OK", False: "WEAK", None: "-"}[f.get("effect_ok")]
        print(f"| `{name}` | {f.get('scenario')} | {f.get('rule') or 'none'} | {ok} | {'; '.join(shown)} |")


if __name__ == "__main__":
    main()
