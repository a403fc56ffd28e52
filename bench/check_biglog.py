#!/usr/bin/env python3
# check_biglog.py: consistency check of a (small) log made by gen_biglog.
#
# Verifies that every line is a JSON object and that the scaled application is
# valid: job, stage, task and SQL execution ids unique; StageSubmitted before
# the stage's tasks; TaskStart before TaskEnd of the same task; task times
# inside the stage's submission/completion; StageCompleted after all its task
# ends; JobEnd after its stages; task indices < Number of Tasks, every index
# run, (index, attempt) unique per stage attempt. bench/run.sh runs it on the
# api log. Usage: check_biglog.py LOG  (exit 0 = consistent).
import json
import sys


def main(path):
    errors = []

    def err(lineno, msg):
        if len(errors) < 20:
            errors.append("line %d: %s" % (lineno, msg))

    jobs, jobs_ended, sql_started = {}, set(), set()
    stages = {}   # (id, attempt) -> dict
    tasks = {}    # task id -> (stage key, ended)
    n_start = n_end = 0
    last_time = None
    with open(path, "rb") as f:
        for lineno, raw in enumerate(f, 1):
            ev = json.loads(raw)
            e = ev["Event"]
            if e == "SparkListenerJobStart":
                jid = ev["Job ID"]
                if jid in jobs:
                    err(lineno, "duplicate job %d" % jid)
                jobs[jid] = ev["Stage IDs"]
                for si in ev["Stage Infos"]:
                    key = (si["Stage ID"], si["Stage Attempt ID"])
                    stages.setdefault(key, {"submitted": None, "completed": None, "n": si["Number of Tasks"],
                                            "indices": set(), "attempts": set(), "open": 0, "job": jid})
            elif e == "SparkListenerJobEnd":
                jid = ev["Job ID"]
                if jid not in jobs or jid in jobs_ended:
                    err(lineno, "JobEnd of unknown or ended job %d" % jid)
                for sid in jobs.get(jid, []):
                    st = stages.get((sid, 0))
                    if st and st["submitted"] is not None and st["completed"] is None:
                        err(lineno, "job %d ends before its stage %d completes" % (jid, sid))
                jobs_ended.add(jid)
            elif e == "SparkListenerStageSubmitted":
                si = ev["Stage Info"]
                key = (si["Stage ID"], si["Stage Attempt ID"])
                st = stages.get(key)
                if st is None:
                    err(lineno, "stage %s submitted but not in any job" % (key,))
                    continue
                if st["submitted"] is not None:
                    err(lineno, "stage %s submitted twice" % (key,))
                st["submitted"] = si.get("Submission Time", 0)
            elif e == "SparkListenerStageCompleted":
                si = ev["Stage Info"]
                key = (si["Stage ID"], si["Stage Attempt ID"])
                st = stages.get(key)
                if st is None or st["submitted"] is None:
                    err(lineno, "stage %s completed before submitted" % (key,))
                    continue
                if st["open"]:
                    err(lineno, "stage %s completed with %d tasks running" % (key, st["open"]))
                st["completed"] = si.get("Completion Time")
                if len(st["indices"]) != st["n"]:
                    err(lineno, "stage %s: %d distinct indices for %d tasks" % (key, len(st["indices"]), st["n"]))
            elif e in ("SparkListenerTaskStart", "SparkListenerTaskEnd"):
                key = (ev["Stage ID"], ev["Stage Attempt ID"])
                ti = ev["Task Info"]
                tid = ti["Task ID"]
                st = stages.get(key)
                if st is None or st["submitted"] is None or st["completed"] is not None:
                    err(lineno, "task %d of stage %s outside the stage's lifetime" % (tid, key))
                    continue
                if ti["Launch Time"] < st["submitted"]:
                    err(lineno, "task %d launched before its stage was submitted" % tid)
                if not 0 <= ti["Index"] < st["n"]:
                    err(lineno, "task %d index %d outside 0..%d" % (tid, ti["Index"], st["n"] - 1))
                if e == "SparkListenerTaskStart":
                    n_start += 1
                    if tid in tasks:
                        err(lineno, "duplicate task id %d" % tid)
                    tasks[tid] = (key, False)
                    st["open"] += 1
                    if (ti["Index"], ti["Attempt"]) in st["attempts"]:
                        err(lineno, "stage %s: index %d attempt %d launched twice" % (key, ti["Index"], ti["Attempt"]))
                    st["attempts"].add((ti["Index"], ti["Attempt"]))
                    st["indices"].add(ti["Index"])
                else:
                    n_end += 1
                    if tasks.get(tid) != (key, False):
                        err(lineno, "TaskEnd of task %d without its TaskStart" % tid)
                    tasks[tid] = (key, True)
                    st["open"] -= 1
                    if ti["Finish Time"] < ti["Launch Time"]:
                        err(lineno, "task %d finishes before it launches" % tid)
            elif e == "org.apache.spark.sql.execution.ui.SparkListenerSQLExecutionStart":
                x = ev["executionId"]
                if x in sql_started:
                    err(lineno, "duplicate SQL execution %d" % x)
                sql_started.add(x)
            t = ev.get("Submission Time") or ev.get("Completion Time") or ev.get("time")
            if t and e.endswith(("JobStart", "JobEnd", "SQLExecutionEnd")):
                if last_time is not None and t < last_time - 60000:
                    err(lineno, "time goes back by more than a minute (%d -> %d)" % (last_time, t))
                last_time = t
    if set(jobs) != jobs_ended:
        err(0, "%d jobs never end" % len(set(jobs) - jobs_ended))
    for key, st in stages.items():
        if st["submitted"] is not None and st["completed"] is None:
            err(0, "stage %s never completes" % (key,))
    print("%s: %d jobs, %d stages, %d TaskStart, %d TaskEnd, %d SQL executions: %s"
          % (path, len(jobs), len(stages), n_start, n_end, len(sql_started), "OK" if not errors else "ERRORS"))
    for e in errors:
        print("  " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
