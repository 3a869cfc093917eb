"""Issue 46's numbers: `compilescope mcp` driven by the official MCP SDK on a big log. Prints the
time of `summary --json` (the CLI, a process of its own), of the server's first call on the log
(open_run: it reads the run), and of later calls on the opened run (a summary page, an explain
page, recompiles, the graph listing) made at once after it and after a 1 s pause (the server
makes the explanation and the graph listing while the client reads its first answer),
min/median/max over the runs.

usage: bench_mcp.py COMPILESCOPE LOG [--runs N]
Needs the venv's `mcp` (scripts/setup.sh). LOG: e.g. one made by make_big_trace.py (1 GB).
"""
import argparse
import statistics
import subprocess
import time

import anyio
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters


def spread(xs):
    return "min %.3f  median %.3f  max %.3f s" % (min(xs), statistics.median(xs), max(xs))


async def one_session(cs, log, calls, pause):
    async with Client(StdioServerParameters(command=cs, args=["mcp"]), mode="auto") as c:
        t = time.monotonic()
        r = await c.call_tool("open_run", {"run": [log]})
        calls.setdefault("open_run (first call: reads the run)", []).append(time.monotonic() - t)
        assert not r.is_error, r.content[0].text
        await anyio.sleep(pause)  # an assistant reading the first answer (0: the next call at once)
        for name, args in (("summary", {}), ("explain", {}), ("recompiles", {"function": "forward"}), ("graphs", {}), ("ranks", {}),
                           ("summary", {"cursor": "compiles:40"})):
            t = time.monotonic()
            r = await c.call_tool(name, dict(args, run=[log], max_bytes=32768))
            key = "%s %s (%s)" % (name, " ".join("%s=%s" % kv for kv in args.items()),
                                  "at once" if not pause else "after %g s" % pause)
            calls.setdefault(key, []).append(time.monotonic() - t)
            assert not r.is_error, r.content[0].text


def main():
    p = argparse.ArgumentParser()
    p.add_argument("compilescope")
    p.add_argument("log")
    p.add_argument("--runs", type=int, default=5)
    a = p.parse_args()
    cli, calls = [], {}
    for _ in range(a.runs):
        t = time.monotonic()
        subprocess.run([a.compilescope, "summary", "--json", a.log], check=True, stdout=subprocess.DEVNULL)
        cli.append(time.monotonic() - t)
        for pause in (0, 1):
            anyio.run(one_session, a.compilescope, a.log, calls, pause)
    print("summary --json (CLI process):", spread(cli))
    for k, v in calls.items():
        print("%-45s %s" % (k, spread(v)))


if __name__ == "__main__":
    main()
