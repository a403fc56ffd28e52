"""Replay a recorded MCP session against `sparkdx mcp` and compare the answers.

    python3 replay.py SPARKDX LOGDIR SESSION.jsonl EXPECTED.jsonl [--record]

SESSION.jsonl holds the client's messages as an MCP client sent them (one
JSON-RPC message a line, recorded from the Python SDK by record.py);
EXPECTED.jsonl the server's answers. The answers are compared as parsed JSON,
matched by id (a ping may overtake a tool call). With --record the answers
are written to EXPECTED.jsonl instead. Standard library only.
"""
import json
import subprocess
import sys

sparkdx, logdir, session, expected = sys.argv[1:5]
record = "--record" in sys.argv[5:]
with open(session, "rb") as f:
    data = f.read()
p = subprocess.run([sparkdx, "mcp", "--logs", logdir, "--timeout", "60"], input=data, capture_output=True, timeout=300)
got = [json.loads(line) for line in p.stdout.decode().splitlines() if line.strip()]
if record:
    with open(expected, "w") as f:
        for m in got:
            f.write(json.dumps(m, sort_keys=True) + "\n")
    print(f"recorded {len(got)} answers in {expected}")
    sys.exit(0)
with open(expected) as f:
    want = [json.loads(line) for line in f if line.strip()]
key = lambda m: json.dumps(m.get("id"), sort_keys=True)  # noqa: E731
g, w = {key(m): m for m in got}, {key(m): m for m in want}
nreq = sum(1 for line in data.decode().splitlines() if line.strip() and "id" in json.loads(line))
ok = True
if p.returncode != 0:
    print(f"FAIL mcp replay: sparkdx mcp exited with {p.returncode}: {p.stderr.decode()[:300]}")
    ok = False
if sorted(g) != sorted(w) or len(got) != len(want):
    print(f"FAIL mcp replay: answers to ids {sorted(g)}, expected {sorted(w)}")
    ok = False
for k in sorted(w):
    if k in g and g[k] != w[k]:
        print(f"FAIL mcp replay: the answer to id {k} differs from {expected}: {json.dumps(g[k])[:300]}")
        ok = False
if ok:
    print(f"PASS mcp replay: {nreq} requests of {session}, {len(got)} answers equal to the recording")
sys.exit(0 if ok else 1)
