"""Three planted regions for `compilescope ab --why` (tst_abwhy), each slower compiled for one
known cause. Chosen with --regions, each called --calls times:
  tiny       a few pointwise operations on 8 floats, returned with twelve views of the input: the
             compiled call's fixed cost (Dynamo's frame evaluation, guards, the wrappers, which
             also rebuild each returned view of an input from its base in Python) exceeds eager's
             microseconds: overhead, a gap of tens of microseconds even run alone.
  broken     a matrix product, then a graph break (torch._dynamo.graph_break()) and a loop of
             small operations Dynamo is told not to compile (torch._dynamo.disable), then another
             matrix product, on 8x8 floats: tiny graphs with an eager island between them that
             costs more than they do.
  recompile  a small computation whose `tag` string argument changes on every call: Dynamo
             guards on the string and compiles again every call (recompile limit raised; the
             graph is the same each time, so Inductor's FX graph cache serves it).
"""

import argparse

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--regions", default="tiny,broken,recompile")
parser.add_argument("--calls", type=int, default=40)
args = parser.parse_args()
regions = args.regions.split(",")

torch.manual_seed(0)
torch.set_num_threads(1)
torch._dynamo.config.cache_size_limit = 100000
if hasattr(torch._dynamo.config, "recompile_limit"):
    torch._dynamo.config.recompile_limit = 100000
if hasattr(torch._dynamo.config, "accumulated_recompile_limit"):
    torch._dynamo.config.accumulated_recompile_limit = 100000


def tiny(x):
    y = (x * 2 + 1).relu() - 0.5
    return (y, x.view(2, 4), x.view(4, 2), x[1:], x[:4], x[::2], x[2:6], x.unsqueeze(0), x.unsqueeze(1),
            x.expand(3, 8), x.view(2, 2, 2), x.view(1, 8), x[-3:])


# Run eagerly even inside a compiled region (Dynamo would otherwise compile the code after the
# break into the resumed frame's graph, leaving no eager island to find): 40 rounds of small
# operators, several hundred microseconds, so the island outweighs the frames' fixed cost even on
# a loaded machine.
@torch._dynamo.disable
def island(y):
    for _ in range(40):
        y = torch.tanh(y) * 0.5 + y * 0.5
    return y


def broken(x, w):
    y = (x @ w).relu()
    torch._dynamo.graph_break()
    y = island(y)
    return (y @ w).sigmoid()


def recompile(x, tag):
    # Dynamo guards on the string's value; the graph is the same every time (Inductor's FX graph
    # cache serves it), so each recompile costs Dynamo's tracing, not a new kernel.
    return x * 2 + (1 if tag.startswith("call") else 0)


c_tiny = torch.compile(tiny)
c_broken = torch.compile(broken)
c_recompile = torch.compile(recompile)

small = torch.randn(8)
x = torch.randn(8, 8)
w = torch.randn(8, 8) / 3
with torch.no_grad():
    for i in range(args.calls):
        if "tiny" in regions:
            c_tiny(small)
        if "broken" in regions:
            c_broken(x, w)
        if "recompile" in regions:
            c_recompile(small, "call-%d" % i)
