"""A script that uses torch but never torch.compile: `ab` has nothing to compare."""
import torch

print(float(torch.ones(3).sum()))
