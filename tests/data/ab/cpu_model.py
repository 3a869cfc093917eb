"""The small CPU model tst_ab benchmarks with `compilescope ab` (eager against default).

Regions (chosen with --regions):
  block    an nn.Module: a 64->64 linear layer, then a chain of 56 cheap pointwise operations on 4096x64
           floats. Eager reads and writes the whole tensor once per operation; Inductor fuses the
           chain into one C++ loop, so the compiled step is several times faster: "pays off".
  tiny     `x + 1` on one element: the compiled call's fixed cost (Dynamo's frame evaluation,
           guards, the wrapper) exceeds eager's few microseconds: "slower than eager".
  differs  returns x * 2.001 when compiled and x * 2 in eager (torch.compiler.is_compiling()):
           a compiled output that differs on purpose, for the parity check.
Every region is called --calls times. The script times its own loops with time.perf_counter
around each region's calls (after the first --skip calls) and prints them as JSON on its last
line, so the test can check the probe's per-call times against an independent clock.
"""

import argparse
import json
import time

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--regions", default="block,tiny")
parser.add_argument("--calls", type=int, default=60)
parser.add_argument("--skip", type=int, default=5)
args = parser.parse_args()
regions = args.regions.split(",")

torch.manual_seed(0)
torch.set_num_threads(1)


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(64, 64)

    def forward(self, x):
        y = self.fc(x)
        for i in range(8):
            y = y * 0.9 + 0.1 * i
            y = torch.relu(y) - 0.05 * y
            y = y + 0.01 * y * y
        return y


def tiny(x):
    return x + 1


def differs(x):
    if torch.compiler.is_compiling():
        return x * 2.001
    return x * 2


block = torch.compile(Block())
tiny_c = torch.compile(tiny)
differs_c = torch.compile(differs)
work = {
    "block": (block, torch.randn(4096, 64)),
    "tiny": (tiny_c, torch.ones(1)),
    "differs": (differs_c, torch.linspace(-1, 1, 1000)),
}

own = {}
with torch.no_grad():
    for name in regions:
        fn, x = work[name]
        total = 0.0
        for i in range(args.calls):
            t0 = time.perf_counter()
            out = fn(x)
            t1 = time.perf_counter()
            if i >= args.skip:
                total += t1 - t0
        own[name] = {"calls": args.calls, "skip": args.skip, "total_ms": total * 1000.0,
                     "checksum": float(out.double().sum())}
print(json.dumps(own))
