#!/usr/bin/env python3
"""A recompile's guard behind a decorator, named as the user wrote the argument (issue 38).

    check_wrapped_arguments.py COMPILESCOPE PYTHON

Records, with the venv's torch (CPU, aot_eager, a few seconds), a script whose compiled
functions sit behind decorators that pass their `*args` on, each recompiling on a size change:
1. a `functools.wraps` wrapper `wrapper(*args, **kwargs)` on a module's `forward(self, x)`: the
   guard is on the wrapper's `args[1]`, the user's `x`;
2. a transformers-style wrapper `wrapper(self, *args, **kwargs)` that calls
   `func(self, *args, **kwargs)` on `forward(self, hidden, mask=None)`: `args[0]` is `hidden`.
`explain --json` names `x` and `hidden` (source_root_kind `argument`, `source` as PyTorch printed
it) and its advice says `mark_dynamic(x, 0)`. Then the script is edited after the run (the
parameter renamed): the name is no longer shown (the file does not read as the trace recorded
it), and `args[1]` is kept; the def line alone edited (parameters swapped, the body as it ran)
after the log was written: not read (the file is newer than the log), `args[0]` kept; a wrong name
is never given. Exit 0 when every check holds.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

SCRIPT = '''import functools
import torch


def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


def returns_tuple(func):
    @functools.wraps(func)
    def wrapper(self, *args, **kwargs):
        output = func(self, *args, **kwargs)
        return output
    return wrapper


class Gated(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(16, 16)

    @traced
    def forward(self, x):
        return torch.sigmoid(self.proj(x)) * x


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.LayerNorm(8)

    @returns_tuple
    def forward(self, hidden, mask=None):
        return self.norm(hidden).relu()


torch._dynamo.config.automatic_dynamic_shapes = False
gated = torch.compile(Gated(), backend="aot_eager")
gated(torch.randn(2, 16))
gated(torch.randn(3, 16))
block = torch.compile(Block(), backend="aot_eager")
block(torch.randn(4, 8))
block(torch.randn(5, 8))
'''

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def explain(binary, trace):
    r = subprocess.run([binary, "explain", "--json", trace], capture_output=True, text=True, timeout=120)
    check(r.returncode in (0, 1), "explain ran (%s)" % r.stderr.strip()[-300:])
    return json.loads(r.stdout or "{}")


def guards(report):
    return {s["guard"].get("source"): s for s in report.get("recompiles", [])}


def main():
    binary, python = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    tmp = tempfile.mkdtemp(prefix="cs-wrapped-")
    try:
        script = os.path.join(tmp, "decorated.py")
        with open(script, "w") as f:
            f.write(SCRIPT)
        env = dict(os.environ, TORCH_TRACE=os.path.join(tmp, "trace"), CUDA_VISIBLE_DEVICES="")
        r = subprocess.run([python, script], capture_output=True, text=True, timeout=600, env=env, cwd=tmp)
        check(r.returncode == 0, "the script ran (%s)" % r.stderr.strip()[-500:])
        trace = os.path.join(tmp, "trace")
        got = guards(explain(binary, trace))
        x = got.get("args[1]") or {}
        check(x.get("guard", {}).get("subject") == "x", "wraps wrapper: args[1] is x (%s)" % x.get("guard"))
        check(x.get("guard", {}).get("source_root_kind") == "argument", "x is an argument of forward")
        check("mark_dynamic(x, 0)" in (x.get("suggestion") or ""), "the advice marks x: %s" % x.get("suggestion"))
        hidden = got.get("args[0]") or {}
        check(hidden.get("guard", {}).get("subject") == "hidden",
              "wrapper(self, *args) calling func(self, *args): args[0] is hidden (%s)" % hidden.get("guard"))
        # Edited after the run, only the def line: parameters swapped, the body's lines (all the
        # graph records) unchanged. A file changed after the log was written is not read.
        log_time = max(os.path.getmtime(os.path.join(trace, f)) for f in os.listdir(trace))
        with open(script, "w") as f:
            f.write(SCRIPT.replace("def forward(self, hidden, mask=None):", "def forward(self, mask, hidden=None):"))
        os.utime(script, (log_time + 60, log_time + 60))
        got = guards(explain(binary, trace))
        check((got.get("args[0]") or {}).get("guard", {}).get("subject") == "args[0]",
              "parameters swapped after the run: args[0] kept, not mask (%s)"
              % (got.get("args[0]") or {}).get("guard", {}).get("subject"))
        # The same file as it ran, dated before the log: read again.
        with open(script, "w") as f:
            f.write(SCRIPT)
        os.utime(script, (log_time - 60, log_time - 60))
        got = guards(explain(binary, trace))
        check((got.get("args[0]") or {}).get("guard", {}).get("subject") == "hidden", "restored: hidden again")
        # Edited after the run: `x` renamed. The graph's recorded line no longer reads the same.
        with open(script, "w") as f:
            f.write(SCRIPT.replace("def forward(self, x):\n        return torch.sigmoid(self.proj(x)) * x",
                                   "def forward(self, inp):\n        return torch.sigmoid(self.proj(inp)) * inp"))
        os.utime(script, (log_time - 60, log_time - 60))  # dated before the log: only its lines tell
        got = guards(explain(binary, trace))
        x = got.get("args[1]") or {}
        check(x.get("guard", {}).get("subject") == "args[1]",
              "after the edit no name is guessed: args[1] kept (%s)" % x.get("guard", {}).get("subject"))
        # Gone: the name cannot be read at all.
        os.utime(script, (log_time - 60, log_time - 60))
        os.remove(script)
        got = guards(explain(binary, trace))
        check((got.get("args[0]") or {}).get("guard", {}).get("subject") == "args[0]",
              "with the script gone: args[0] kept")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
