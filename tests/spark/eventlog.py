"""Minimal event-log reader for measuring what the scenario jobs produced (not a product: sparkdx
is the product). Reads a single file or an eventlog_v2_* directory, uncompressed or zstd (the
`zstandard` package); other codecs are checked by the History Server oracle instead.

    .venv/bin/python tests/spark/eventlog.py LOG...      prints the per-stage summary

Quantiles use Spark's rule: sorted values, index min(floor(q*n), n-1), successful tasks only.
"""
import io
import json
import math
import os
import re
import sys
from collections import defaultdict


def _open_stream(path):
    if path.endswith(".inprogress"):
        base = path[: -len(".inprogress")]
    else:
        base = path
    ext = os.path.basename(base).rsplit(".", 1)[-1] if "." in os.path.basename(base) else ""
    raw = open(path, "rb")
    if ext == "":
        return raw
    if ext == "zstd":
        import zstandard
        return zstandard.ZstdDecompressor().stream_reader(raw, read_across_frames=True)
    raise ValueError(f"{path}: codec {ext} not readable here")


def log_files(path):
    """Event files of a log in reading order."""
    if os.path.isdir(path):
        ev = [f for f in os.listdir(path) if f.startswith("events_")]
        ev.sort(key=lambda f: int(f.split("_")[1]))
        return [os.path.join(path, f) for f in ev]
    return [path]


def events(path):
    for f in log_files(path):
        s = _open_stream(f)
        data = b""
        try:
            while True:
                chunk = s.read(1 << 20)
                if not chunk:
                    break
                data += chunk
        except Exception:  # an in-progress zstd frame may end mid-block
            pass
        for line in data.split(b"\n"):
            if not line.strip():
                continue
            try:
                yield json.loads(line)
            except ValueError:
                pass  # a cut last line of an in-progress log


def quantile(vals, q):
    if not vals:
        return None
    s = sorted(vals)
    return s[min(int(math.floor(q * len(s))), len(s) - 1)]


class Task:
    __slots__ = ("id", "index", "attempt", "executor", "duration", "run", "deser", "gc", "sr_bytes",
                 "sr_records", "sr_remote", "sw_bytes", "sw_records", "spill_mem", "spill_disk",
                 "in_bytes", "in_records", "out_bytes", "out_records", "result_size", "peak_mem",
                 "ser", "getting", "failed", "reason", "kind", "fetch_wait")


class Stage:
    def __init__(self, sid, att):
        self.id, self.attempt = sid, att
        self.name = ""
        self.num_tasks = 0
        self.tasks = []
        self.failure = None
        self.submit = self.complete = None
        self.accums = {}

    @property
    def ok(self):
        return [t for t in self.tasks if not t.failed]

    def q(self, field, qs=(0.0, 0.25, 0.5, 0.75, 1.0)):
        vals = [getattr(t, field) for t in self.ok]
        return [quantile(vals, x) for x in qs]

    def total(self, field, ok_only=False):
        return sum(getattr(t, field) for t in (self.ok if ok_only else self.tasks))

    def max_task(self, field="duration"):
        ok = self.ok
        return max(ok, key=lambda t: getattr(t, field)) if ok else None

    def ratio(self, field):
        med, mx = self.q(field, (0.5, 1.0))
        if med is None or mx is None:
            return None
        return mx / med if med else math.inf if mx else 1.0

    @property
    def wall(self):
        if self.submit and self.complete:
            return self.complete - self.submit
        return None


class Model:
    def __init__(self, path):
        self.path = path
        self.stages = {}
        self.jobs = {}
        self.executors_added = {}
        self.executors_removed = {}
        self.env = {}
        self.sql = {}
        self.sql_metric_names = {}  # accumulator id -> (node name, metric name)
        self.sql_values = defaultdict(int)
        self.driver_accums = {}
        self.spark_version = None
        self.app_id = None
        self.app_start = self.app_end = None
        self.unknown = defaultdict(int)
        self._read()

    def _stage(self, info):
        k = (info["Stage ID"], info.get("Stage Attempt ID", 0))
        st = self.stages.get(k)
        if st is None:
            st = self.stages[k] = Stage(*k)
        st.name = info.get("Stage Name", st.name)
        st.num_tasks = info.get("Number of Tasks", st.num_tasks)
        return st

    def _plan(self, node):
        for m in node.get("metrics", []):
            self.sql_metric_names[m["accumulatorId"]] = (node["nodeName"], m["name"])
        for c in node.get("children", []):
            self._plan(c)

    def _read(self):
        for e in events(self.path):
            ev = e.get("Event", "")
            if ev == "SparkListenerLogStart":
                self.spark_version = e["Spark Version"]
            elif ev == "SparkListenerApplicationStart":
                self.app_id = e.get("App ID")
                self.app_start = e["Timestamp"]
            elif ev == "SparkListenerApplicationEnd":
                self.app_end = e["Timestamp"]
            elif ev == "SparkListenerEnvironmentUpdate":
                self.env = e.get("Spark Properties", {})
            elif ev == "SparkListenerExecutorAdded":
                self.executors_added[e["Executor ID"]] = e["Executor Info"]
            elif ev == "SparkListenerExecutorRemoved":
                self.executors_removed[e["Executor ID"]] = e["Removed Reason"]
            elif ev == "SparkListenerJobStart":
                self.jobs[e["Job ID"]] = {"stages": e["Stage IDs"], "start": e["Submission Time"],
                                          "props": e.get("Properties", {}), "result": None}
            elif ev == "SparkListenerJobEnd":
                j = self.jobs.setdefault(e["Job ID"], {"stages": [], "props": {}})
                r = e["Job Result"]
                j["end"] = e["Completion Time"]
                j["result"] = r["Result"]
                if "Exception" in r:
                    j["exception"] = r["Exception"].get("Message", "")
            elif ev == "SparkListenerStageSubmitted":
                st = self._stage(e["Stage Info"])
                st.submit = e["Stage Info"].get("Submission Time")
            elif ev == "SparkListenerStageCompleted":
                info = e["Stage Info"]
                st = self._stage(info)
                st.submit = info.get("Submission Time", st.submit)
                st.complete = info.get("Completion Time")
                st.failure = info.get("Failure Reason")
                for a in info.get("Accumulables", []):
                    if a.get("Metadata") == "sql":
                        self.sql_values[a["ID"]] = int(a["Value"])
                    st.accums[a.get("Name")] = a.get("Value")
            elif ev == "SparkListenerTaskEnd":
                self._task(e)
            elif ev.endswith("SparkListenerSQLExecutionStart"):
                self.sql[e["executionId"]] = {"desc": e.get("description"), "details": e.get("details", ""),
                                              "plan": e.get("physicalPlanDescription", ""),
                                              "start": e["time"], "root": e.get("sparkPlanInfo")}
                if e.get("sparkPlanInfo"):
                    self._plan(e["sparkPlanInfo"])
            elif ev.endswith("SparkListenerSQLAdaptiveExecutionUpdate"):
                s = self.sql.setdefault(e["executionId"], {})
                s["plan"] = e.get("physicalPlanDescription", "")
                s["root"] = e.get("sparkPlanInfo")
                if e.get("sparkPlanInfo"):
                    self._plan(e["sparkPlanInfo"])
            elif ev.endswith("SparkListenerSQLAdaptiveSQLMetricUpdates"):
                for m in e.get("sqlPlanMetrics", []):
                    self.sql_metric_names[m["accumulatorId"]] = ("?", m["name"])
            elif ev.endswith("SparkListenerSQLExecutionEnd"):
                s = self.sql.setdefault(e["executionId"], {})
                s["end"] = e["time"]
                s["error"] = e.get("errorMessage")
            elif ev.endswith("SparkListenerDriverAccumUpdates"):
                for aid, v in e.get("accumUpdates", []):
                    self.sql_values[aid] = self.sql_values.get(aid, 0) + v
            else:
                self.unknown[ev] += 1

    def _task(self, e):
        st = self.stages.get((e["Stage ID"], e["Stage Attempt ID"]))
        if st is None:
            st = self.stages[(e["Stage ID"], e["Stage Attempt ID"])] = Stage(e["Stage ID"], e["Stage Attempt ID"])
        ti = e["Task Info"]
        m = e.get("Task Metrics") or {}
        t = Task()
        t.id, t.index, t.attempt = ti["Task ID"], ti["Index"], ti.get("Attempt", 0)
        t.executor = ti["Executor ID"]
        t.duration = ti["Finish Time"] - ti["Launch Time"]
        t.run = m.get("Executor Run Time", 0)
        t.deser = m.get("Executor Deserialize Time", 0)
        t.ser = m.get("Result Serialization Time", 0)
        t.gc = m.get("JVM GC Time", 0)
        sr = m.get("Shuffle Read Metrics", {})
        t.sr_bytes = sr.get("Remote Bytes Read", 0) + sr.get("Local Bytes Read", 0)
        t.sr_remote = sr.get("Remote Bytes Read", 0)
        t.sr_records = sr.get("Total Records Read", 0)
        t.fetch_wait = sr.get("Fetch Wait Time", 0)
        sw = m.get("Shuffle Write Metrics", {})
        t.sw_bytes = sw.get("Shuffle Bytes Written", 0)
        t.sw_records = sw.get("Shuffle Records Written", 0)
        t.spill_mem = m.get("Memory Bytes Spilled", 0)
        t.spill_disk = m.get("Disk Bytes Spilled", 0)
        im, om = m.get("Input Metrics", {}), m.get("Output Metrics", {})
        t.in_bytes, t.in_records = im.get("Bytes Read", 0), im.get("Records Read", 0)
        t.out_bytes, t.out_records = om.get("Bytes Written", 0), om.get("Records Written", 0)
        t.result_size = m.get("Result Size", 0)
        t.peak_mem = m.get("Peak Execution Memory", 0)
        gr = ti.get("Getting Result Time", 0)
        t.getting = (ti["Launch Time"] + t.duration - gr) if gr > 0 else 0
        r = e["Task End Reason"]
        t.kind = r.get("Reason", "Success")
        t.failed = t.kind != "Success" or ti.get("Failed") or ti.get("Killed")
        t.reason = r
        st.tasks.append(t)

    # ---- convenience for the scenario checks --------------------------------------------------
    def stage_by(self, key):
        """The successful-or-not stage attempt with the largest key(stage)."""
        return max(self.stages.values(), key=key)

    def longest_task_stage(self):
        return self.stage_by(lambda s: max((t.duration for t in s.ok), default=-1))

    def failed_tasks(self):
        return [(s, t) for s in self.stages.values() for t in s.tasks if t.failed]

    def sql_nodes(self):
        names = []

        def walk(n):
            names.append(n["nodeName"])
            for c in n.get("children", []):
                walk(c)
        for s in self.sql.values():
            if s.get("root"):
                walk(s["root"])
        return names

    def sql_metric(self, node_prefix, metric):
        """Values of a SQL metric of the nodes whose name starts with node_prefix."""
        out = []
        for aid, (node, name) in self.sql_metric_names.items():
            if node.startswith(node_prefix) and name == metric and aid in self.sql_values:
                out.append(self.sql_values[aid])
        return out


def summary(m):
    out = [f"{m.path}: app={m.app_id} spark={m.spark_version} jobs={len(m.jobs)} stages={len(m.stages)} "
           f"sql={len(m.sql)} executors_removed={len(m.executors_removed)}"]
    for (sid, att), s in sorted(m.stages.items()):
        ok = s.ok
        if not s.tasks:
            continue
        d = s.q("duration")
        out.append(f"  stage {sid}.{att} tasks={len(s.tasks)} ok={len(ok)} wall={s.wall} dur(min/25/50/75/max)={d} "
                   f"sr(50/max)={s.q('sr_bytes', (0.5, 1.0))} recs(50/max)={s.q('sr_records', (0.5, 1.0))} "
                   f"spill_mem={s.total('spill_mem')} spill_disk={s.total('spill_disk')} gc={s.total('gc')} "
                   f"run={s.total('run')} in={s.total('in_bytes')} out={s.total('out_bytes')} "
                   f"failed={len(s.tasks) - len(ok)} {('FAILED: ' + s.failure[:80]) if s.failure else ''}")
    return "\n".join(out)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(summary(Model(p)))
