"""End-to-end test of `sparkdx mcp` with the official MCP Python SDK (PyPI `mcp`).

Run by tests/mcp/check_mcp.sh with the SDK's venv:
    python client_test.py SPARKDX LOGDIR [RECORD_DIR]

The client starts `sparkdx mcp --logs LOGDIR`, lists the tools, calls every
tool on real logs and compares each structured result with (1) the tool's
declared output schema and (2) what the CLI prints for the same input; then
bad arguments, an unknown tool and a missing log (MCP errors), resources,
ping, a call past the time bound and a cancelled call. Prints one
`PASS name` / `FAIL name: why` line per check.
"""
import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

import jsonschema
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

SPARKDX, LOGDIR = sys.argv[1], sys.argv[2]
failures = 0


def check(name, ok, why=""):
    global failures
    if ok:
        print(f"PASS mcp: {name}")
    else:
        failures += 1
        print(f"FAIL mcp: {name}: {why}")


def cli_json(*args):
    p = subprocess.run([SPARKDX, *args], capture_output=True, text=True)
    return json.loads(p.stdout)


def cli_text(*args):
    return subprocess.run([SPARKDX, *args], capture_output=True, text=True).stdout


LOGS = ["eventlog_v2_s01_skew_join", "eventlog_v2_s15_executor_oom", "eventlog_v2_s13_deterministic_failure"]
EXPECTED_TOOLS = {"list_apps", "report", "stages", "stage", "sql", "failure", "pack", "diff"}


async def main_session():
    params = StdioServerParameters(command=SPARKDX, args=["mcp", "--logs", LOGDIR, "--timeout", "60"])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            init = await s.initialize()
            check("initialize negotiates 2025-11-25", init.protocol_version == "2025-11-25", init.protocol_version)
            check("server is sparkdx", init.server_info.name == "sparkdx", str(init.server_info))
            await s.send_ping()
            check("ping", True)

            tl = await s.list_tools()
            tools = {t.name: t for t in tl.tools}
            check("tools/list has every tool", set(tools) == EXPECTED_TOOLS, sorted(tools))
            for t in tl.tools:
                ok = t.input_schema.get("type") == "object" and (t.output_schema or {}).get("type") == "object"
                try:
                    jsonschema.Draft202012Validator.check_schema(t.input_schema)
                    jsonschema.Draft202012Validator.check_schema(t.output_schema)
                except Exception as e:  # noqa: BLE001
                    ok, why = False, str(e)
                check(f"{t.name}: input and output schemas are valid JSON Schemas", ok)

            def conforms(name, sc):
                try:
                    jsonschema.validate(sc, tools[name].output_schema)
                    return True, ""
                except jsonschema.ValidationError as e:
                    return False, e.message

            async def call(name, args):
                r = await s.call_tool(name, args)
                return r

            # list_apps
            r = await call("list_apps", {})
            want = cli_json("list", LOGDIR, "--format", "json")
            check("list_apps equals sparkdx list --format json", not r.is_error and r.structured_content["apps"] == want)
            check("list_apps conforms to its output schema", *conforms("list_apps", r.structured_content))
            ids = {a["log"]: a["id"] for a in want}

            for log in LOGS:
                path = os.path.join(LOGDIR, log)
                for tool, cli in (("report", ["report", path, "--format", "json"]),
                                  ("stages", ["stages", path, "--format", "json"])):
                    r = await call(tool, {"log": log})
                    check(f"{tool} {log}: equals the CLI's JSON", not r.is_error and r.structured_content == cli_json(*cli),
                          r.content[0].text[:200] if r.is_error else "differs")
                    check(f"{tool} {log}: conforms to its output schema", *conforms(tool, r.structured_content))
                    check(f"{tool} {log}: the text content is the same JSON",
                          json.loads(r.content[0].text) == r.structured_content)
                # by application id, the same answer
                r2 = await call("report", {"log": ids[log]})
                check(f"report by app id {ids[log]}: same as by log name",
                      not r2.is_error and r2.structured_content == cli_json("report", path, "--format", "json"))
                # one stage: the first stage with tasks
                st = cli_json("stages", path, "--format", "json")
                sid = next(x["stage_id"] for x in st["stages"] if x["tasks_completed"] or x["tasks_failed"])
                r = await call("stage", {"log": log, "stage": sid, "top": 5})
                want = cli_json("stages", path, "--stage", f"{sid}.0", "--format", "json")
                tasks = cli_json("api", path, f"applications/{ids[log]}/stages/{sid}/0/taskList?sortBy=-runtime&length=5")
                ok = not r.is_error and r.structured_content["summary"] == want["summary"] and \
                    r.structured_content["top_tasks"] == tasks
                check(f"stage {log} {sid}: summary and top tasks equal the CLI's", ok,
                      r.content[0].text[:200] if r.is_error else "differs")
                check(f"stage {log}: conforms to its output schema", *conforms("stage", r.structured_content))
                # the History Server's -runtime order; a failed task's metrics count as negative there
                runs = [t["taskMetrics"]["executorRunTime"] for t in r.structured_content["top_tasks"]
                        if t["status"] == "SUCCESS" and "taskMetrics" in t]
                check(f"stage {log}: top tasks by run time, slowest first", runs == sorted(runs, reverse=True), str(runs))
                # sql: the executions, and the heaviest one's plan
                r = await call("sql", {"log": log})
                want = cli_json("sql", path, "--format", "json")
                check(f"sql {log}: equals sparkdx sql --format json", not r.is_error and r.structured_content == want,
                      r.content[0].text[:200] if r.is_error else "differs")
                check(f"sql {log}: conforms to its output schema", *conforms("sql", r.structured_content))
                if want.get("executions"):
                    eid = want["executions"][0]["id"]
                    r = await call("sql", {"log": log, "id": eid})
                    check(f"sql {log} id {eid}: equals sparkdx sql --id",
                          not r.is_error and r.structured_content == cli_json("sql", path, "--id", str(eid), "--format", "json"),
                          r.content[0].text[:200] if r.is_error else "differs")
                # failure
                r = await call("failure", {"log": log})
                check(f"failure {log}: equals sparkdx failure --eventlog",
                      not r.is_error and r.structured_content == cli_json("failure", "--eventlog", path, "--format", "json"))
                check(f"failure {log}: conforms to its output schema", *conforms("failure", r.structured_content))
                # pack, plain and redacted with a budget
                r = await call("pack", {"log": log})
                check(f"pack {log}: text equals sparkdx pack", not r.is_error and r.content[0].text == cli_text("pack", path)
                      and r.structured_content["text"] == r.content[0].text)
                check(f"pack {log}: conforms to its output schema", *conforms("pack", r.structured_content))
                r = await call("pack", {"log": log, "max_bytes": 4096, "redact": True})
                check(f"pack {log} 4096 redacted: equals the CLI's, within budget",
                      not r.is_error and r.content[0].text == cli_text("pack", path, "--max-bytes", "4096", "--redact")
                      and len(r.content[0].text.encode()) <= 4096)

            # diff of two runs
            a, b = "eventlog_v2_s01_skew_join-even", "eventlog_v2_s01_skew_join"
            r = await call("diff", {"old": a, "new": b})
            want = cli_json("diff", os.path.join(LOGDIR, a), os.path.join(LOGDIR, b), "--format", "json")
            check("diff equals sparkdx diff --format json", not r.is_error and r.structured_content == want)
            check("diff conforms to its output schema", *conforms("diff", r.structured_content))
            # pack with a baseline
            r = await call("pack", {"log": b, "baseline": a})
            check("pack with baseline equals the CLI's",
                  not r.is_error and r.content[0].text == cli_text("pack", os.path.join(LOGDIR, b), "--baseline",
                                                                   os.path.join(LOGDIR, a)))

            # errors: bad arguments and a missing log are tool errors (isError) with a clear text
            for name, args, needle in (
                ("report", {}, "missing argument 'log'"),
                ("report", {"log": 7}, "must be a non-empty string"),
                ("report", {"log": "x", "color": True}, "unknown argument 'color'"),
                ("stage", {"log": LOGS[0], "stage": -1}, "must be an integer"),
                ("stage", {"log": LOGS[0], "stage": 999}, "999"),
                ("pack", {"log": LOGS[0], "max_bytes": 10}, "max_bytes"),
                ("report", {"log": "no-such-log"}, "no log or application 'no-such-log'"),
                ("report", {"log": "../../etc/passwd"}, "no log or application"),
                ("diff", {"old": LOGS[0], "new": "missing"}, "'missing'"),
            ):
                r = await call(name, args)
                text = r.content[0].text if r.content else ""
                check(f"{name} {json.dumps(args)}: a tool error naming the problem", r.is_error and needle in text, text[:200])
            try:
                await s.call_tool("nope", {})
                check("unknown tool: a JSON-RPC error", False, "no error")
            except MCPError as e:
                check("unknown tool: a JSON-RPC error -32602", e.code == -32602 and "nope" in e.message, f"{e.code} {e.message}")

            # resources
            rl = await s.list_resources()
            check("resources/list: one per log", len(rl.resources) == len(ids), f"{len(rl.resources)} vs {len(ids)}")
            res = next(x for x in rl.resources if x.name == LOGS[0])
            rr = await s.read_resource(res.uri)
            check("resources/read: the log's pack", rr.contents[0].text == cli_text("pack", os.path.join(LOGDIR, LOGS[0])))
            try:
                await s.read_resource("sparkdx://logs/nothing-here")
                check("resources/read of a missing log: an error", False, "no error")
            except MCPError as e:
                check("resources/read of a missing log: -32002", e.code == -32002, f"{e.code} {e.message}")


def raw_server(logs, timeout):
    return subprocess.Popen([SPARKDX, "mcp", "--logs", logs, "--timeout", str(timeout)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, bufsize=1)


def send(p, obj):
    p.stdin.write(json.dumps(obj) + "\n")
    p.stdin.flush()


class NoAnswer(Exception):
    pass


def _alarm(signum, frame):
    raise NoAnswer()


def recv(p, limit=20):
    """The next answer, or a failure (not a hang) when none comes within `limit` s."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(limit)
    try:
        line = p.stdout.readline()
    except NoAnswer:
        p.kill()
        return {"error": {"message": f"no answer within {limit} s"}}
    finally:
        signal.alarm(0)
    return json.loads(line) if line else {"error": {"message": "the server closed stdout"}}


INIT = {"jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}


def bounded_calls():
    """A log directory that is a FIFO with no writer: reading it blocks forever,
    the case of a call that would hang."""
    with tempfile.TemporaryDirectory() as d:
        fifo = os.path.join(d, "stuck")
        os.mkfifo(fifo)
        # the time bound
        p = raw_server(fifo, 2)
        send(p, INIT)
        recv(p)
        send(p, {"jsonrpc": "2.0", "method": "notifications/initialized"})
        t0 = time.monotonic()
        send(p, {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "list_apps", "arguments": {}}})
        send(p, {"jsonrpc": "2.0", "id": 2, "method": "ping"})
        first = recv(p)
        check("a ping is answered while a call runs", first.get("id") == 2 and first.get("result") == {}, str(first))
        r = recv(p)
        dt = time.monotonic() - t0
        check("a call past --timeout 2 gets error -32001 after 2 s (at most 10 on a loaded machine)",
              r.get("id") == 1 and r.get("error", {}).get("code") == -32001 and 1.9 <= dt <= 10.0, f"{r} after {dt:.1f} s")
        send(p, {"jsonrpc": "2.0", "id": 3, "method": "tools/list"})
        r = recv(p)
        check("the server answers after a timed-out call", r.get("id") == 3 and "tools" in r.get("result", {}), str(r)[:200])
        p.stdin.close()
        check("stdin closed: the server exits", p.wait(5) == 0)

        # cancellation: the call is stopped and gets no answer; the next call
        # (stuck too) then runs on its own bound, so its timeout is the first answer
        p = raw_server(fifo, 3)
        send(p, INIT)
        recv(p)
        send(p, {"jsonrpc": "2.0", "method": "notifications/initialized"})
        send(p, {"jsonrpc": "2.0", "id": "c1", "method": "tools/call", "params": {"name": "list_apps", "arguments": {}}})
        time.sleep(0.3)
        t0 = time.monotonic()
        send(p, {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": "c1", "reason": "test"}})
        send(p, {"jsonrpc": "2.0", "id": "after", "method": "tools/call",
                 "params": {"name": "report", "arguments": {"log": "x"}}})
        r = recv(p)
        dt = time.monotonic() - t0
        check("a cancelled call gets no answer; the next one starts at once (its own 3 s bound)",
              r.get("id") == "after" and r.get("error", {}).get("code") == -32001 and 2.9 <= dt <= 10,
              f"{str(r)[:200]} after {dt:.1f} s")
        p.stdin.close()
        check("stdin closed after a cancel: the server exits", p.wait(5) == 0)


async def auto_mode():
    """The SDK's default client (mode auto) probes the 2026-07-28 server/discover first;
    the server answers -32601 and the client falls back to the initialize handshake."""
    from mcp import Client
    async with Client(StdioServerParameters(command=SPARKDX, args=["mcp", "--logs", LOGDIR]), mode="auto") as c:
        r = await c.call_tool("list_apps", {})
        v = c.session.initialize_result.protocol_version if c.session.initialize_result else None
        check("the SDK's auto mode falls back to initialize (2025-11-25) and calls a tool",
              v == "2025-11-25" and not r.is_error and len(r.structured_content["apps"]) > 0, str(v))


asyncio.run(main_session())
asyncio.run(auto_mode())
bounded_calls()
sys.exit(1 if failures else 0)
