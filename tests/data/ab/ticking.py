"""A slow A/B subject for the A/B dialog's progress (tst_abview): one compiled function (backend
"eager": no code generation) called every 20 ms for --seconds seconds, so the probe writes its
calls over several of its one-second flushes while the process runs."""

import argparse
import time

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--seconds", type=float, default=4.0)
args = parser.parse_args()


@torch.compile(backend="eager")
def step(x):
    return x * 2 + 1


x = torch.ones(4)
end = time.monotonic() + args.seconds
calls = 0
while time.monotonic() < end:
    step(x)
    calls += 1
    time.sleep(0.02)
print(calls)
