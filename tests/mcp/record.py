"""Record a session of the official MCP Python SDK with `sparkdx mcp`:
the client's messages go to SESSION.jsonl (tests/mcp/session.jsonl), then
replay.py --record writes the server's answers. Run by hand after an
intended change:
    .venv-mcp/bin/python tests/mcp/record.py build/sparkdx tests/spark/logs/v4 tests/mcp/session.jsonl
"""
import asyncio
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

sparkdx, logdir, out = sys.argv[1:4]


async def main():
    # the server behind a tee: what the client writes is recorded as it is
    cmd = f"tee '{out}' | '{sparkdx}' mcp --logs '{logdir}'"
    async with stdio_client(StdioServerParameters(command="sh", args=["-c", cmd])) as (r, w):
        async with ClientSession(r, w) as s:
            await s.initialize()
            await s.send_ping()
            await s.list_tools()
            await s.call_tool("list_apps", {})
            await s.call_tool("stage", {"log": "eventlog_v2_s01_skew_join", "stage": 6, "top": 3})
            await s.call_tool("pack", {"log": "eventlog_v2_s15_executor_oom", "max_bytes": 4096, "redact": True})
            await s.call_tool("failure", {"log": "eventlog_v2_s13_deterministic_failure"})
            await s.call_tool("report", {"log": "no-such-log"})
            await s.call_tool("stage", {"log": "eventlog_v2_s01_skew_join", "stage": "six"})
            try:
                await s.call_tool("nope", {})
            except MCPError:
                pass
            rl = await s.list_resources()
            await s.read_resource(rl.resources[0].uri)


asyncio.run(main())
