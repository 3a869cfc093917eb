"""A region with a graph break inside, compiled with backend="eager" (no code generation): the
probe's --why records the break's reason in the compile record of the region."""

import json

import torch
import torch._dynamo


@torch.compile(backend="eager")
def broken(x):
    y = x * 2
    torch._dynamo.graph_break()
    return y + 1


x = torch.ones(4)
print(json.dumps({"sums": [float(broken(x).sum()) for _ in range(6)]}))
