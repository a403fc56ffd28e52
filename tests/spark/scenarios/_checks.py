"""Shared measurements for the scenario check() functions (see ../eventlog.py), and
wait_for_executors() for the local-cluster jobs."""


def wait_for_executors(spark, n, timeout=120):
    """Return once n executors have registered (or after timeout seconds). A local-cluster job
    started earlier runs its first tasks on whichever executor came up first: the first stage's
    wall time then includes executor start-up (s34), and retries of a failing task may all land
    on the one registered executor (s13)."""
    import time
    sc = spark.sparkContext._jsc.sc()
    t0 = time.time()
    while sc.getExecutorIds().size() < n and time.time() - t0 < timeout:
        time.sleep(0.2)
    return sc.getExecutorIds().size()


def stage_facts(st):
    mx = st.max_task("duration")
    return {
        "stage": st.id, "attempt": st.attempt, "tasks": len(st.ok),
        "max_task_partition": mx.index if mx else None,
        "duration_median_ms": st.q("duration", (0.5,))[0], "duration_max_ms": st.q("duration", (1.0,))[0],
        "duration_ratio": round(st.ratio("duration") or 0, 1),
        "shuffle_read_median_bytes": st.q("sr_bytes", (0.5,))[0], "shuffle_read_max_bytes": st.q("sr_bytes", (1.0,))[0],
        "records_median": st.q("sr_records", (0.5,))[0], "records_max": st.q("sr_records", (1.0,))[0],
        "tasks_spilling": sum(1 for t in st.ok if t.spill_disk > 0 or t.spill_mem > 0),
        "spill_mem_bytes": st.total("spill_mem"), "spill_disk_bytes": st.total("spill_disk"),
        "spill_disk_max_task": mx.spill_disk if mx else None,
        "gc_ms": st.total("gc"), "run_ms": st.total("run"), "wall_ms": st.wall,
    }


def skew_stage(m, field="sr_records"):
    """The stage attempt whose largest task (by field) is largest, among stages with > 2 tasks."""
    cands = [s for s in m.stages.values() if len(s.ok) > 2]
    return max(cands, key=lambda s: max(getattr(t, field) for t in s.ok))


def skew_facts(m, field="sr_records"):
    return stage_facts(skew_stage(m, field))


def is_skewed(f):
    return f["duration_ratio"] >= 5 and f["records_max"] >= 5 * max(f["records_median"], 1)


def is_even(f):
    return f["duration_ratio"] < 5 and f["records_max"] < 2 * max(f["records_median"], 1)


def failures(m):
    out = {}
    for s, t in m.failed_tasks():
        r = t.reason
        kind = r.get("Reason")
        key = kind
        if kind == "ExceptionFailure":
            key += ":" + r.get("Class Name", "")
        out[key] = out.get(key, 0) + 1
    return out
