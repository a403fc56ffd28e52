"""Runs one scenario job in this process (one fresh driver JVM per run).

    <venv>/bin/python tests/spark/scenarios/_job.py MODULE VARIANT --logdir DIR
        [--codec none|lz4|lzf|snappy|zstd] [--layout single|rolling] [--max-file-size 10m]
        [--ready-file F] [--app-name NAME]

MODULE is a file name in this directory without .py (e.g. s01_skew_join); VARIANT one key of its
RUNS. The module provides RUNS = {variant: spec} and run(spark, variant, ctx). A spec is a dict:
    master      Spark master (default local[2])
    conf        extra Spark properties
    expect_fail True when the job is meant to abort (the exception is caught, the session stopped
                normally so the log is complete)
    utc         False to leave spark.sql.session.timeZone unset (scenario 31)
The generator (tests/spark/generate.py) starts this script once per run and owns the event-log
settings; nothing here is random unless a scenario says so.
"""
import argparse
import importlib
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


class Ctx:
    """What a job may use besides the session."""

    def __init__(self, args, spec):
        self.args = args
        self.spec = spec
        self.scratch = os.path.join(os.path.abspath(args.logdir), "_scratch")
        os.makedirs(self.scratch, exist_ok=True)

    def path(self, name):
        """A scratch path (input files, output tables) next to the log, removed by the generator."""
        return os.path.join(self.scratch, name)

    def ready(self):
        """Tell the generator the job reached the point where it may be SIGKILLed (in-progress logs)."""
        if self.args.ready_file:
            with open(self.args.ready_file, "w") as f:
                f.write(str(os.getpid()))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("module")
    ap.add_argument("variant")
    ap.add_argument("--logdir", required=True)
    ap.add_argument("--codec", default="zstd")
    ap.add_argument("--layout", default="rolling", choices=["single", "rolling"])
    ap.add_argument("--max-file-size", default="128m")
    ap.add_argument("--ready-file")
    ap.add_argument("--app-name")
    args = ap.parse_args()

    import pyspark
    os.environ["SPARK_HOME"] = os.path.dirname(pyspark.__file__)
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    os.environ.setdefault("PYTHONHASHSEED", "0")
    # Python workers (UDFs defined in the scenario modules) import them by name: put this
    # directory on their path (the JVM passes PYTHONPATH on to the workers it starts).
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in [HERE, os.environ.get("PYTHONPATH", "")] if p)
    sys.path.insert(0, HERE)
    mod = importlib.import_module(args.module)
    spec = mod.RUNS[args.variant]
    v4 = int(pyspark.__version__.split(".")[0]) >= 4

    logdir = os.path.abspath(args.logdir)
    os.makedirs(logdir, exist_ok=True)
    conf = {
        "spark.master": spec.get("master", "local[2]"),
        "spark.app.name": args.app_name or f"{args.module}:{args.variant}",
        "spark.eventLog.enabled": "true",
        "spark.eventLog.dir": "file://" + logdir,
        "spark.eventLog.rolling.enabled": "true" if args.layout == "rolling" else "false",
        "spark.eventLog.rolling.maxFileSize": args.max_file_size,
        "spark.ui.enabled": "false",
        "spark.ui.showConsoleProgress": "false",
        "spark.driver.host": "127.0.0.1",
        "spark.driver.bindAddress": "127.0.0.1",
    }
    if args.codec == "none":
        conf["spark.eventLog.compress"] = "false"
    else:
        conf["spark.eventLog.compress"] = "true"
        conf["spark.eventLog.compression.codec"] = args.codec
    if spec.get("utc", True):
        conf["spark.sql.session.timeZone"] = "UTC"
    conf.update(spec.get("conf", {}))

    from pyspark.sql import SparkSession
    b = SparkSession.builder
    for k, v in conf.items():
        b = b.config(k, v)
    t0 = time.time()
    spark = b.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    ctx = Ctx(args, spec)
    failed = None
    try:
        mod.run(spark, args.variant, ctx)
    except Exception as e:  # noqa: BLE001 - failure scenarios end in an abort on purpose
        failed = e
    finally:
        app_id = spark.sparkContext.applicationId
        spark.stop()
    if failed is not None and not spec.get("expect_fail"):
        raise failed
    if failed is None and spec.get("expect_fail"):
        print(f"_job: {args.module}:{args.variant} was expected to fail but succeeded", file=sys.stderr)
        sys.exit(3)
    first = str(failed).strip().splitlines()[0][:200] if failed is not None else "ok"
    print(f"_job: {args.module}:{args.variant} app={app_id} spark={pyspark.__version__} "
          f"v4={v4} secs={time.time() - t0:.1f} result={first}")


if __name__ == "__main__":
    main()
