"""Fails when compiled, runs in eager: fullgraph=True around an explicit graph break (what a
real model with an unsupported construct does). backend="eager" keeps it quick."""
import torch


@torch.compile(backend="eager", fullgraph=True)
def f(x):
    y = x + 1
    torch._dynamo.graph_break()
    return y * 2


x = torch.ones(4)
for _ in range(20):
    f(x)
print("done")
