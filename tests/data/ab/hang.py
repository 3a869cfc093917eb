"""Hangs in every mode but eager after a few calls, with a child process of its own that must
not outlive the timeout (its pid is printed first)."""
import os
import subprocess
import sys
import time

import torch

child = subprocess.Popen(["sleep", "3600"])
print(child.pid, flush=True)


@torch.compile(backend="eager")
def f(x):
    return x * 2


for _ in range(15):
    f(torch.ones(2))
if os.environ.get("COMPILESCOPE_AB_MODE") != "eager":
    time.sleep(3600)
child.kill()
sys.exit(0)
