"""Runs the held-out scenario variants (hNN_*.py here) with real Spark and publishes their logs.

    nice /work/main/.venv/bin/python tests/spark/heldout/generate.py [--only REGEX] [--out DIR]

The jobs run through ../scenarios/_job.py's batch mode (this directory is put on PYTHONPATH, so
the driver and its Python workers import the modules by name) and are grouped into driver JVMs
the way ../generate.py groups the scenario runs. Each log is renamed to a stable name, copied to
tests/spark/logs/heldout/, and tests/spark/heldout/manifest.tsv is written (manifest.tsv's
columns). The rules of lib/ were not looked at when choosing sizes: a variant is not tuned until
the report finds it (see docs/spark-scenarios.md, "Held-out variants").
"""
import argparse
import importlib
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SPARK = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(SPARK))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(SPARK, "scenarios"))
sys.path.insert(0, SPARK)
import generate as G  # noqa: E402  (tests/spark/generate.py: groups, execute_group, collect)

VENV = next((p for p in [os.environ.get("SPARKDX_PYTHON"), os.path.join(ROOT, ".venv", "bin", "python"),
                         "/work/main/.venv/bin/python"] if p and os.path.exists(p)), None)
DEST = os.path.join(SPARK, "logs", "heldout")


class Run:
    def __init__(self, module):
        self.module, self.variant = module, "run"
        self.mod = importlib.import_module(module)
        self.spec = self.mod.RUNS["run"]
        self.name = module
        self.codec = self.spec.get("codec", "zstd")
        self.layout = self.spec.get("layout", "rolling")
        self.max_file_size, self.kill_after, self.venv, self.logset = "128m", None, "4", "heldout"
        self.python = VENV


def modules():
    return sorted(f[:-3] for f in os.listdir(HERE) if re.match(r"h\d\d_.*\.py$", f))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only")
    ap.add_argument("--out", default=os.path.join(SPARK, "out", "heldout"))  # ignored by git
    args = ap.parse_args()
    if VENV is None:
        print("heldout: no PySpark venv (.venv, or SPARKDX_PYTHON)")
        return 1
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in [HERE, os.environ.get("PYTHONPATH", "")] if p)
    out = os.path.abspath(args.out)
    os.makedirs(os.path.join(out, "runs"), exist_ok=True)
    runs = [Run(m) for m in modules() if not args.only or re.search(args.only, m)]
    bad = 0
    for gi, g in enumerate(G.groups(runs), 1):
        gname = f"jvm{gi:02d}_{g[0].name}"

        def on_done(k, rc, secs, raw, g=g, gname=gname):
            nonlocal bad
            r = g[k]
            try:
                path = G.collect(r, raw, out)
            except Exception as e:  # noqa: BLE001
                bad += 1
                print(f"{r.name}: NO LOG rc={rc}: {e}; see {out}/runs/{gname}.txt", flush=True)
                return
            if rc != 0:
                bad += 1
            print(f"{r.name}: rc={rc} {secs:.1f}s {G.size_of(path)} bytes", flush=True)
        G.execute_group(g, out, gname, on_done)
    publish(out)
    return 1 if bad else 0


def publish(out):
    os.makedirs(DEST, exist_ok=True)
    version = G.venv_version(VENV)
    rows = []
    for m in modules():
        r = Run(m)
        path = G.find_log(out, r)
        if path is None:
            old = [f for f in os.listdir(DEST) if f == "eventlog_v2_" + m or f.split(".")[0] == m]
            if not old:
                continue
            path = os.path.join(DEST, old[0])
        else:
            dst = os.path.join(DEST, os.path.basename(path))
            shutil.rmtree(dst, ignore_errors=True) if os.path.isdir(dst) else None
            (shutil.copytree if os.path.isdir(path) else shutil.copy2)(path, dst)
            path = dst
        layout = "rolling (1 event file, maxFileSize=128m)" if r.layout == "rolling" else "single file"
        notes = [f"{G.size_of(path)} bytes", f"job heldout/{m}", r.mod.NAME]
        if r.spec.get("control"):
            notes.append("healthy control")
        notes.append("master " + r.spec.get("master", "local[2]"))
        rows.append(["heldout/" + os.path.basename(path), m[1:3], r.mod.NAME, version, r.codec, layout,
                     r.spec.get("rule") or "none", "no", "; ".join(notes)])
    with open(os.path.join(HERE, "manifest.tsv"), "w") as f:
        f.write("file\tscenario\tname\tspark_version\tcodec\tlayout\texpected_rule\tin_progress\tnotes\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"publish: {len(rows)} held-out logs -> {DEST}")


if __name__ == "__main__":
    sys.exit(main())
