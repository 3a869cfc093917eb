"""A script the probe tests run three times (no probe, probe in eager mode, probe in a compile
mode with parity on): what it prints must not depend on the probe. backend="eager" keeps Dynamo
in the picture without Inductor's code generation (seconds, not minutes, on a busy machine)."""

import json

import torch
import torch._dynamo
from torch._dynamo.utils import counters

torch.manual_seed(0)
torch.set_num_threads(1)


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(8, 8)
        self.bn = torch.nn.BatchNorm1d(8)
        self.drop = torch.nn.Dropout(0.25)

    def forward(self, x):
        return self.drop(torch.relu(self.bn(self.fc(x))))


net = Net().train()
cnet = torch.compile(net, backend="eager")


@torch.compile(backend="eager")
def inner(x):
    return torch.tanh(x) * 3


@torch.compile(backend="eager")
def outer(x):
    return inner(x + 1).sum(dim=1)


@torch.compile(backend="eager", dynamic=False)
def shaped(x):
    return x.cos() + 1


@torch.compile(backend="eager")
def differs(x):
    # Different on purpose: the compiled graph multiplies by 2.001, eager by 2.
    if torch.compiler.is_compiling():
        return x * 2.001
    return x * 2


@torch.compile(backend="eager")
def fails(x):
    if x.sum() > 0:
        raise ValueError("boom")
    return x


x = torch.randn(16, 8)
sums = []
for _ in range(12):
    y = cnet(x)
    sums.append(y.sum().item())
    o = outer(y)
for n in (4, 4, 5, 5):
    shaped(torch.ones(n))
d = differs(torch.ones(3))
try:
    fails(torch.ones(1))
    caught = None
except ValueError as exc:
    caught = str(exc)
torch._dynamo.reset()
after_reset = inner(torch.ones(2)).tolist()

print(json.dumps({
    "sums": sums,
    "bn_mean": net.bn.running_mean.tolist(),
    "next_random": torch.rand(1).item(),
    "outer": o.tolist(),
    "graph_breaks": sum(counters["graph_break"].values()),
    "type": type(cnet).__name__,
    "keys": list(cnet.state_dict().keys()),
    "differs": d.tolist(),
    "caught": caught,
    "after_reset": after_reset,
    "compile_is_probe": getattr(torch.compile, "__compilescope_probe__", False),
}))
