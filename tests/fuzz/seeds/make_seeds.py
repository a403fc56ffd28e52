#!/usr/bin/env python3
"""Builds the fuzz seed corpora tests/fuzz/corpus/<target>/ (committed; run
again only to change them): from the project's real Spark log
tests/spark/logs/codecs/codec_none_s35_healthy, a small event log of one
job (its first stage's first tasks, a trimmed environment), variants with
numbers Spark never writes (and the same log for fuzz_model_numbers, which
puts extremes on its number tokens itself) (1e23, 1e308, -1e308, 2^64+1, Long.MIN, Int.MAX
cores, negative spill, TaskStart after TaskEnd), that log in every codec
(tests/fuzz/seeds/encode.c, Spark's framings), a zip of a log and a rolling
folder, Databricks parts, single event lines, and short failure texts.
Usage: python3 tests/fuzz/seeds/make_seeds.py  (from the project root)"""
import gzip, io, json, os, re, shutil, subprocess, sys, tempfile, zipfile

SRC = "tests/spark/logs/codecs/codec_none_s35_healthy"
OUT = "tests/fuzz/corpus"
lines = [l for l in open(SRC, "rb").read().split(b"\n") if l]
ev = lambda l: json.loads(l)["Event"]

def first(kind, pred=lambda e: True):
    for l in lines:
        e = json.loads(l)
        if e["Event"].endswith(kind) and pred(e):
            return l
    raise SystemExit("no " + kind)

job = json.loads(first("SparkListenerJobStart"))
stage = job["Stage IDs"][0]
on_stage = lambda e: e.get("Stage ID", e.get("Stage Info", {}).get("Stage ID")) == stage
env = json.loads(first("SparkListenerEnvironmentUpdate"))
for k in list(env):
    if isinstance(env[k], dict) and len(env[k]) > 8:
        env[k] = dict(list(env[k].items())[:8])
env_line = json.dumps(env, separators=(",", ":")).encode()
mini = [first("SparkListenerLogStart"), first("SparkListenerResourceProfileAdded"),
        first("SparkListenerBlockManagerAdded"), env_line, first("SparkListenerApplicationStart"),
        first("SparkListenerExecutorAdded"), first("SparkListenerJobStart"),
        first("SparkListenerStageSubmitted", on_stage)]
starts = [l for l in lines if ev(l) == "SparkListenerTaskStart" and on_stage(json.loads(l))][:3]
ends = [l for l in lines if ev(l) == "SparkListenerTaskEnd" and on_stage(json.loads(l))][:3]
mini += starts + ends + [first("SparkListenerStageCompleted", on_stage), first("SparkListenerJobEnd"),
                         first("SparkListenerDriverAccumUpdates"), first("SparkListenerApplicationEnd")]
mini_text = b"\n".join(mini) + b"\n"

def sub_numbers(text, keys, value):
    """Every "key":<number> of keys in text replaced by value."""
    for k in keys:
        text = re.sub(rb'("' + k.encode() + rb'":)-?[0-9][0-9.eE+-]*', lambda m: m.group(1) + value.encode(), text)
    return text

extremes = [
    ("launch-2p64", ["Launch Time"], "18446744073709551617"),
    ("finish-max", ["Finish Time"], "9223372036854775807"),
    ("finish-min", ["Finish Time"], "-9223372036854775808"),
    ("launch-neg1", ["Launch Time"], "-1"),
    ("runtime-1e23", ["Executor Run Time", "Executor CPU Time"], "1e23"),
    ("bytes-1e308", ["Bytes Read", "Remote Bytes Read", "Local Bytes Read", "Result Size"], "1e308"),
    ("bytes-neg1e308", ["Bytes Read", "Shuffle Bytes Written", "Peak Execution Memory"], "-1e308"),
    ("spill-neg", ["Memory Bytes Spilled", "Disk Bytes Spilled"], "-190000000000"),
    ("cores-intmax", ["Total Cores"], "2147483647"),
    ("cores-2p31", ["Total Cores"], "2147483648"),
    ("ids-huge", ["Stage ID", "Task ID", "Index", "Job ID"], "99999999999999999999999"),
    ("times-1e400", ["Timestamp", "Submission Time", "Completion Time"], "1e400"),
    ("gc-max", ["JVM GC Time", "Executor Deserialize Time", "Result Serialization Time"], "9223372036854775807"),
]

def reset(d):
    """Empties a corpus folder but for its finding-* files (inputs that found a
    bug, each also a unit test)."""
    os.makedirs(d, exist_ok=True)
    for n in os.listdir(d):
        if not n.startswith("finding-"):
            os.remove(os.path.join(d, n))

def put(target, name, data):
    open(os.path.join(OUT, target, name), "wb").write(data)

tmp = tempfile.mkdtemp()
enc = os.path.join(tmp, "encode")
subprocess.check_call(["cc", "-std=c11", "-D_GNU_SOURCE", "-O1", "-Itests/unit", "-Iinclude", "-Ilib", "-o", enc, "tests/fuzz/seeds/encode.c",
                       "-lzstd", "-llz4", "-lsnappy", "-llzf", "-lz", "-lxxhash"] +
                      (["-I/usr/include/liblzf"] if os.path.isdir("/usr/include/liblzf") else []))
def encoded(codec, data, flush=4096):
    i, o = os.path.join(tmp, "in"), os.path.join(tmp, "out")
    open(i, "wb").write(data)
    subprocess.check_call([enc, codec, str(flush), i, o])
    return open(o, "rb").read()

codecs = ["lz4", "snappy", "lzf", "zstd", "gzip"]
small = b"\n".join(mini[:1] + starts[:1] + ends[:1]) + b"\n"

# model: plain logs, the extreme variants, swapped task lines, one zstd log
t = "fuzz_model"; reset(os.path.join(OUT, t))
put(t, "mini.log", mini_text)
for name, keys, value in extremes:
    put(t, "extreme-" + name + ".log", sub_numbers(mini_text, keys, value))
swapped = mini[:8] + ends + starts + mini[14:]
put(t, "swapped-start-after-end.log", b"\n".join(swapped) + b"\n")
put(t, "mini.zst", encoded("zstd", mini_text))
# model with numbers replaced: n, n directives (token index hi, lo, value), the log
import random
random.seed(16)
t = "fuzz_model_numbers"; reset(os.path.join(OUT, t))
for k in range(8):
    n = random.randint(1, 15)
    put(t, "mini-%d" % k, bytes([n]) + bytes(random.randrange(256) for _ in range(3 * n)) + mini_text)
put(t, "mini-none", b"\0" + mini_text)
# every codec target: selector byte (piece size, output buffer) + stream
for c in codecs:
    t = "fuzz_codec_" + c; reset(os.path.join(OUT, t))
    for sel in (0x00, 0x45, 0x83):
        put(t, "mini-%02x" % sel, bytes([sel]) + encoded(c, mini_text))
    put(t, "small-cut-00", b"\0" + encoded(c, small, 256)[:-7])
# lines: selector (buffer size, in progress, read ahead) + plain or encoded log
t = "fuzz_lines"; reset(os.path.join(OUT, t))
for sel in (0x00, 0x41, 0xc3):
    put(t, "plain-%02x" % sel, bytes([sel]) + mini_text)
put(t, "crlf-cut-02", b"\x02" + mini_text.replace(b"\n", b"\r\n")[:-300])
put(t, "blank-lines-41", b"\x41" + b"\n" * 3000 + small)
for c in codecs:
    put(t, c + "-41", b"\x41" + encoded(c, mini_text))
# json: single lines
t = "fuzz_json"; reset(os.path.join(OUT, t))
for i, l in enumerate(mini):
    if len(l) < 20000:
        put(t, "line-%02d" % i, l)
put(t, "numbers", b'[0,-0,1.5e3,1e23,1e308,-1e308,1e400,18446744073709551617,-9223372036854775808,2.5e-324,"\\u00e9\\ud83d\\ude00"]')
# fast path: selector (0 TaskEnd, 1 TaskStart) + the line after the prefix
t = "fuzz_fast_task"; reset(os.path.join(OUT, t))
pe, ps = b'{"Event":"SparkListenerTaskEnd",', b'{"Event":"SparkListenerTaskStart",'
for i, l in enumerate(ends):
    put(t, "end-%d" % i, b"\0" + l[len(pe):])
for i, l in enumerate(starts):
    put(t, "start-%d" % i, b"\1" + l[len(ps):])
put(t, "end-extreme", b"\0" + sub_numbers(ends[0], ["Executor Run Time", "Launch Time"], "1e23")[len(pe):])
# zip: a History Server zip with a single log, a rolling folder and Databricks parts
t = "fuzz_zip"; reset(os.path.join(OUT, t))
for method, name in ((zipfile.ZIP_DEFLATED, "logs-deflated.zip"), (zipfile.ZIP_STORED, "logs-stored.zip")):
    b = io.BytesIO()
    with zipfile.ZipFile(b, "w", method) as zf:
        class Z:   # entries with a fixed time, so the seeds do not change between runs
            @staticmethod
            def writestr(name, data):
                zf.writestr(zipfile.ZipInfo(name, date_time=(2022, 1, 14, 17, 0, 0)), data, compress_type=method)
        z = Z
        z.writestr("app-1", small)
        z.writestr("eventlog_v2_app-2/events_1_app-2", small)
        z.writestr("eventlog_v2_app-2/events_2_app-2.zstd", encoded("zstd", small))
        z.writestr("eventlog_v2_app-2/appstatus_app-2", b"")
        z.writestr("dbx/eventlog-2022-01-14--17-00.gz", gzip.compress(small, mtime=0))
        z.writestr("dbx/eventlog", small)
        z.writestr("__MACOSX/dbx/._eventlog", b"\0\5\26\7")
    put(t, name, b.getvalue())
# failure triage: selector (piece size; high bit: text NUL event log) + text
t = "fuzz_failure"; reset(os.path.join(OUT, t))
texts = sorted(os.listdir("tests/failures"))
texts = [x for x in texts if x.endswith(".txt")]
for x in sorted(texts, key=lambda x: os.path.getsize("tests/failures/" + x))[:6]:
    put(t, x[:-4], b"\x07" + open("tests/failures/" + x, "rb").read())
put(t, "text-and-log", b"\x85" + open("tests/failures/" + texts[0], "rb").read() + b"\0" + mini_text)
shutil.rmtree(tmp)
