"""Runs scenario jobs: one run, or a batch of runs one after the other in ONE driver JVM.

    <venv>/bin/python tests/spark/scenarios/_job.py MODULE VARIANT --logdir DIR
        [--codec none|lz4|lzf|snappy|zstd] [--layout single|rolling] [--max-file-size 10m]
        [--ready-file F] [--app-name NAME]
    <venv>/bin/python tests/spark/scenarios/_job.py --batch PLAN.json

MODULE is a file name in this directory without .py (e.g. s01_skew_join); VARIANT one key of its
RUNS. The module provides RUNS = {variant: spec} and run(spark, variant, ctx). A spec is a dict:
    master      Spark master (default local[2])
    conf        extra Spark properties
    expect_fail True when the job is meant to abort (the exception is caught, the session stopped
                normally so the log is complete)
    utc         False to leave spark.sql.session.timeZone unset (scenario 31)
    fresh_jvm   True: the generator gives this run a driver JVM of its own
The generator (tests/spark/generate.py) owns the event-log settings; nothing here is random unless
a scenario says so.

Batch mode (what the generator uses): PLAN.json is {"jvm_conf": {...}, "runs": [{"module",
"variant", "logdir", "codec", "layout", "max_file_size", "app_name", "ready_file"}, ...]}. The
driver JVM is launched once with jvm_conf only (the settings Spark reads at JVM launch:
spark.driver.memory, spark.driver.extraJavaOptions; the generator groups runs by them), then every
run gets a new SparkContext/SparkSession with its own full conf (event-log dir, codec, layout, app
name, the scenario's settings) and is stopped before the next one starts. Settings given at launch
become Java system properties that every later SparkConf loads, so jvm_conf must hold nothing a
run of the group does not set to the same value itself. Each run leaves LOGDIR/_result.json
({"rc", "secs", "app", "result"}; rc 0 ok, 1 unexpected exception, 3 expected failure did not
happen) next to the event log Spark wrote.
"""
import argparse
import gc
import importlib
import json
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


class Ctx:
    """What a job may use besides the session."""

    def __init__(self, run, spec):
        self.run = run
        self.spec = spec
        self.scratch = os.path.join(os.path.abspath(run["logdir"]), "_scratch")
        os.makedirs(self.scratch, exist_ok=True)

    def path(self, name):
        """A scratch path (input files, output tables) next to the log, removed by the generator."""
        return os.path.join(self.scratch, name)

    def ready(self):
        """Tell the generator the job reached the point where it may be SIGKILLed (in-progress logs)."""
        if self.run.get("ready_file"):
            with open(self.run["ready_file"], "w") as f:
                f.write(str(os.getpid()))


def setup_env():
    import pyspark
    os.environ["SPARK_HOME"] = os.path.dirname(pyspark.__file__)
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    os.environ.setdefault("PYTHONHASHSEED", "0")
    # Python workers (UDFs defined in the scenario modules) import them by name: put this
    # directory on their path (the JVM passes PYTHONPATH on to the workers it starts).
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in [HERE, os.environ.get("PYTHONPATH", "")] if p)
    sys.path.insert(0, HERE)


def run_conf(run, spec):
    logdir = os.path.abspath(run["logdir"])
    os.makedirs(logdir, exist_ok=True)
    conf = {
        "spark.master": spec.get("master", "local[2]"),
        "spark.app.name": run.get("app_name") or f"{run['module']}:{run['variant']}",
        "spark.eventLog.enabled": "true",
        "spark.eventLog.dir": "file://" + logdir,
        "spark.eventLog.rolling.enabled": "true" if run.get("layout", "rolling") == "rolling" else "false",
        "spark.eventLog.rolling.maxFileSize": run.get("max_file_size", "128m"),
        "spark.ui.enabled": "false",
        "spark.ui.showConsoleProgress": "false",
        "spark.driver.host": "127.0.0.1",
        "spark.driver.bindAddress": "127.0.0.1",
    }
    codec = run.get("codec", "zstd")
    if codec == "none":
        conf["spark.eventLog.compress"] = "false"
    else:
        conf["spark.eventLog.compress"] = "true"
        conf["spark.eventLog.compression.codec"] = codec
    if spec.get("utc", True):
        conf["spark.sql.session.timeZone"] = "UTC"
    conf.update(spec.get("conf") or {})
    return conf


def launch_jvm(jvm_conf):
    """Start the driver JVM (py4j gateway) with only the launch-time settings."""
    from pyspark import SparkConf, SparkContext
    c = SparkConf(loadDefaults=False)
    for k, v in (jvm_conf or {}).items():
        c.set(k, v)
    SparkContext._ensure_initialized(conf=c)


def write_whole(path, text):
    """Write a file the generator polls for while this process runs: under another name, then
    renamed (atomic on one file system), so it is never seen half written."""
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def write_result(logdir, d):
    write_whole(os.path.join(logdir, "_result.json"), json.dumps(d))


def run_one(run):
    """One run in the current driver JVM: a new session with the run's conf, the job, stop."""
    import pyspark
    from pyspark.sql import SparkSession
    mod = importlib.import_module(run["module"])
    spec = mod.RUNS[run["variant"]]
    b = SparkSession.builder
    for k, v in run_conf(run, spec).items():
        b = b.config(k, v)
    t0 = time.time()
    write_whole(os.path.join(run["logdir"], "_started"), str(t0))
    spark = b.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    ctx = Ctx(run, spec)
    failed = None
    try:
        mod.run(spark, run["variant"], ctx)
    except Exception as e:  # noqa: BLE001 - failure scenarios end in an abort on purpose
        failed = e
        if not spec.get("expect_fail"):
            traceback.print_exc()
    finally:
        app_id = spark.sparkContext.applicationId
        spark.stop()
    secs = time.time() - t0
    if failed is not None and not spec.get("expect_fail"):
        rc, first = 1, repr(failed)[:300]
    elif failed is None and spec.get("expect_fail"):
        rc, first = 3, "expected to fail but succeeded"
    else:
        rc = 0
        first = str(failed).strip().splitlines()[0][:200] if failed is not None else "ok"
    print(f"_job: {run['module']}:{run['variant']} app={app_id} spark={pyspark.__version__} "
          f"secs={secs:.1f} rc={rc} result={first}", flush=True)
    write_result(run["logdir"], {"rc": rc, "secs": round(secs, 2), "app": app_id, "result": first})
    return rc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("module", nargs="?")
    ap.add_argument("variant", nargs="?")
    ap.add_argument("--batch", help="JSON plan: run several jobs in one driver JVM")
    ap.add_argument("--logdir")
    ap.add_argument("--codec", default="zstd")
    ap.add_argument("--layout", default="rolling", choices=["single", "rolling"])
    ap.add_argument("--max-file-size", default="128m")
    ap.add_argument("--ready-file")
    ap.add_argument("--app-name")
    args = ap.parse_args()
    setup_env()
    if args.batch:
        with open(args.batch) as f:
            plan = json.load(f)
    else:
        if not (args.module and args.variant and args.logdir):
            ap.error("MODULE VARIANT --logdir, or --batch PLAN")
        mod = importlib.import_module(args.module)
        conf = mod.RUNS[args.variant].get("conf") or {}
        plan = {"jvm_conf": {k: v for k, v in conf.items()
                             if k in ("spark.driver.memory", "spark.driver.extraJavaOptions")},
                "runs": [{"module": args.module, "variant": args.variant, "logdir": args.logdir,
                          "codec": args.codec, "layout": args.layout, "max_file_size": args.max_file_size,
                          "app_name": args.app_name, "ready_file": args.ready_file}]}
    launch_jvm(plan.get("jvm_conf"))
    worst = 0
    for run in plan["runs"]:
        print(f"=== {run.get('app_name') or run['module'] + ':' + run['variant']}", flush=True)
        try:
            rc = run_one(run)
        except Exception as e:  # noqa: BLE001 - e.g. the session did not start: record, go on
            traceback.print_exc()
            rc = 1
            write_result(run["logdir"], {"rc": rc, "secs": None, "app": None, "result": repr(e)[:300]})
        worst = max(worst, rc)
        gc.collect()  # drop py4j references of the finished run so the JVM can free them
        try:
            from pyspark import SparkContext
            SparkContext._jvm.System.gc()
        except Exception:  # noqa: BLE001
            pass
    return worst


if __name__ == "__main__":
    sys.exit(main())
