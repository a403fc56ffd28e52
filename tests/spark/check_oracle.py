"""Compares `sparkdx api` with the History Server's recorded answers (tests/spark/oracle/).

    python3 tests/spark/check_oracle.py [--set NAME] [--match REGEX] [--sparkdx PATH] [--quiet]
        [--oracle DIR] [--logs DIR] [--jobs N]

For every entry of OUT/<set>/index.tsv: builds a directory of symlinks to the set's logs
(logs.txt), runs `$SPARKDX api <dir> '<path>'` and compares:
  * oracle status 200: exit 0 and the same JSON tree. Object key order is ignored, keys starting
    with `lastUpdated` are ignored (as Spark's HistoryServerSuite does), so are `logSourceName`
    and `logSourceFullPath` (Spark 4.3 puts the server's log directory in both), and for incomplete (in-progress) apps `duration` and
    `totalDuration` (the server measures running things against its clock); array order matters,
    numbers compare by value: an int and a double of the same value are equal (json4s does the
    same) but the line says so (`PASS ... (int/double at <where>)`);
  * oracle status 404: exit 4; 400: exit 5 (the body is not compared).
Prints one line per endpoint: PASS <app> <path> | FAIL <app> <path>: <first difference> |
SKIP ..., then `N passed, N failed, N skipped`. Exit 1 if anything failed; SKIP (exit 0) for
everything when the binary is missing or has no `api` command. Standard library only.
"""
import argparse
import concurrent.futures
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


class Diff(Exception):
    pass


def _num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


IGNORED = ("lastUpdated",)          # key prefixes never compared (time of the request)
# The History Server's log directory (4.3 puts it in both): differs by machine and run.
PATH_KEYS = {"logSourceName", "logSourceFullPath"}
BASENAME_KEYS = set()
CLOCK_KEYS = {"duration", "totalDuration"}  # of incomplete apps: measured against "now"


def _ignored(k, clock):
    return k.startswith(IGNORED) or k in PATH_KEYS or (clock and k in CLOCK_KEYS)


def compare(a, b, where, notes, clock=False):
    """a = History Server, b = sparkdx. Raises Diff at the first difference."""
    if _num(a) and _num(b):
        if a != b:
            raise Diff(f"{where}: expected {a!r}, got {b!r}")
        if type(a) is not type(b):
            notes.append(where or "/")
        return
    if type(a) is not type(b):
        raise Diff(f"{where}: expected {type(a).__name__} {_short(a)}, got {type(b).__name__} {_short(b)}")
    if isinstance(a, dict):
        # a task still running when the log ends: its duration is "now" minus its launch, and
        # "now" is the server's clock (the time it scanned the log), not something in the log
        running_task = a.get("status") == "RUNNING" and "taskId" in a
        ka = {k for k in a if not _ignored(k, clock or running_task)}
        kb = {k for k in b if not _ignored(k, clock or running_task)}
        if ka != kb:
            miss, extra = sorted(ka - kb), sorted(kb - ka)
            raise Diff(f"{where or '/'}: keys missing {miss[:5]} extra {extra[:5]}")
        for k in a:
            if k in BASENAME_KEYS and isinstance(a[k], str) and isinstance(b[k], str):
                if a[k].rstrip("/").rsplit("/", 1)[-1] != b[k].rstrip("/").rsplit("/", 1)[-1]:
                    raise Diff(f"{where}/{k}: expected file {a[k]!r}, got {b[k]!r}")
            elif k in ka:
                compare(a[k], b[k], f"{where}/{k}", notes, clock)
    elif isinstance(a, list):
        if len(a) != len(b):
            raise Diff(f"{where or '/'}: expected {len(a)} elements, got {len(b)}")
        for i, (x, y) in enumerate(zip(a, b)):
            compare(x, y, f"{where}[{i}]", notes, clock)
    elif a != b:
        raise Diff(f"{where}: expected {_short(a)}, got {_short(b)}")


def _short(x):
    s = json.dumps(x)
    return s if len(s) <= 80 else s[:77] + "..."


def load(path):
    with (gzip.open(path, "rb") if path.endswith(".gz") else open(path, "rb")) as f:
        return json.loads(f.read())


def api_supported(binary):
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        return False, f"{binary} not built"
    try:
        r = subprocess.run([binary, "api", "--help"], capture_output=True, timeout=30)
    except OSError as e:
        return False, str(e)
    if r.returncode != 0:
        return False, f"{binary} has no 'api' command"
    return True, ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oracle", default=os.path.join(HERE, "oracle"))
    ap.add_argument("--logs", default=os.path.join(HERE, "logs"))
    ap.add_argument("--set", action="append")
    ap.add_argument("--match")
    ap.add_argument("--sparkdx", default=os.environ.get("SPARKDX", os.path.join(ROOT, "build", "sparkdx")))
    ap.add_argument("--quiet", action="store_true", help="print FAIL lines and the total only")
    ap.add_argument("--jobs", type=int, default=2, help="endpoints checked at the same time (default 2)")
    args = ap.parse_args()

    sets = args.set or sorted(d for d in os.listdir(args.oracle)
                              if os.path.isfile(os.path.join(args.oracle, d, "index.tsv")))
    ok, why = api_supported(args.sparkdx)
    passed = failed = skipped = 0
    tmp = tempfile.mkdtemp(prefix="sparkdx-check-oracle-")
    for s in sets:
        odir = os.path.join(args.oracle, s)
        with open(os.path.join(odir, "index.tsv")) as f:
            rows = [l.rstrip("\n").split("\t") for l in f][1:]
        logdir = os.path.join(tmp, s)
        os.makedirs(logdir)
        for rel in open(os.path.join(odir, "logs.txt")).read().split():
            os.symlink(os.path.abspath(os.path.join(args.logs, rel)), os.path.join(logdir, os.path.basename(rel)))
        incomplete = set()
        for path, fname, status, app in rows:
            if path == "applications":
                for a in load(os.path.join(odir, fname))["body"] or []:
                    if not all(at.get("completed") for at in a.get("attempts", [])):
                        incomplete.add(a["id"])
        def one(row, logdir=logdir, odir=odir, incomplete=incomplete):
            """(kind, line) for one endpoint: kind PASS/FAIL/SKIP, or None when filtered out."""
            path, fname, status, app = row
            app = app or "-"
            if args.match and not re.search(args.match, path):
                return None, None
            if not ok:
                return "SKIP", f"SKIP {app} {path}: {why}"
            rec = load(os.path.join(odir, fname))
            status = int(status)
            try:
                r = subprocess.run([args.sparkdx, "api", logdir, path], capture_output=True, timeout=300)
                rc, out, err = r.returncode, r.stdout, r.stderr
            except subprocess.TimeoutExpired:
                rc, out, err = None, b"", b"timeout"
            msg = None
            notes = []
            if status == 200:
                if rc != 0:
                    msg = f"exit {rc}, History Server said 200 ({err.decode(errors='replace').strip()[:160]})"
                else:
                    try:
                        got = json.loads(out)
                    except ValueError as e:
                        msg = f"output is not JSON: {e}"
                    else:
                        if rec["body"] is None:
                            msg = "oracle body is not JSON"
                        else:
                            try:
                                compare(rec["body"], got, "", notes, app in incomplete)
                            except Diff as d:
                                msg = str(d)
            else:
                want = {404: 4, 400: 5}.get(status)
                if want is None:
                    if rc == 0:
                        msg = f"exit 0, History Server said {status}"
                elif rc != want:
                    msg = f"exit {rc}, expected {want} (History Server said {status})"
            if msg:
                return "FAIL", f"FAIL {app} {path}: {msg}"
            extra = f" (int/double at {', '.join(notes[:3])}{' ...' if len(notes) > 3 else ''})" if notes else ""
            return "PASS", f"PASS {app} {path}{extra}"

        # Two endpoints at a time (2 cores; each is one `sparkdx api` process); lines in index order.
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for kind, line in pool.map(one, rows):
                if kind == "PASS":
                    passed += 1
                    if not args.quiet:
                        print(line, flush=True)
                elif kind == "FAIL":
                    failed += 1
                    print(line, flush=True)
                elif kind == "SKIP":
                    skipped += 1
                    print(line, flush=True)
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
