"""A program whose printed results must be the same with and without `ab --parity` (issue 25):
every kind of call a parity reference could disturb, if it were given the program's own objects.

  step      generate-style: a cache object passed in is appended to on every call (its tensor
            grows, its list of lengths too), and the output depends on what the cache holds;
  bump      changes its input in place and returns it;
  noisy     draws random numbers (torch.rand_like inside);
  Counter   a module that counts its calls in an attribute and keeps a running mean in a buffer;
  locked    gets an argument deepcopy refuses (an object holding a lock): no parity, same results;
  halves    its compiled form changes its input in place differently from eager (on purpose).

--backend picks the script's torch.compile backend (eager: Dynamo without code generation, fast;
inductor: the real thing). The last line of stdout is JSON.
"""

import argparse
import json
import threading

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--backend", default="eager")
parser.add_argument("--steps", type=int, default=6)
args = parser.parse_args()

torch.manual_seed(0)
torch.set_num_threads(1)


class Cache:
    def __init__(self):
        self.k = torch.zeros(0, 4)
        self.lengths = []


def step(x, cache):
    cache.k = torch.cat([cache.k, x[None]])
    cache.lengths.append(cache.k.shape[0])
    return x + cache.k.sum(0)


def bump(x):
    x.add_(1)
    return x * 2


def noisy(x):
    return x + torch.rand_like(x)


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0
        self.register_buffer("mean", torch.zeros(4))

    def forward(self, x):
        self.calls += 1
        self.mean.mul_(0.9).add_(0.1 * x)
        return x - self.mean


class Locked:
    def __init__(self):
        self.lock = threading.Lock()
        self.scale = torch.full((4,), 3.0)


def locked(x, holder):
    return x * holder.scale


def halves(x):
    if torch.compiler.is_compiling():
        x.mul_(0.25)
    else:
        x.mul_(0.5)
    return x.sum()


compile = lambda fn: torch.compile(fn, backend=args.backend)  # noqa: E731
step_c, bump_c, noisy_c, locked_c, halves_c = map(compile, (step, bump, noisy, locked, halves))
counter = Counter()
counter_c = torch.compile(counter, backend=args.backend)

cache = Cache()
x = torch.arange(4.0)
b = torch.ones(4)
holder = Locked()
h = torch.ones(4)
out = {"step": [], "bump": [], "noisy": [], "counter": [], "locked": [], "halves": []}
with torch.no_grad():
    for i in range(args.steps):
        out["step"].append(step_c(x + i, cache).tolist())
        out["bump"].append(bump_c(b).tolist())
        out["noisy"].append(noisy_c(x).tolist())
        out["counter"].append(counter_c(x + i).tolist())
        out["locked"].append(locked_c(x, holder).tolist())
        out["halves"].append(halves_c(h).item())
out.update(
    cache_rows=cache.k.shape[0],
    cache_lengths=cache.lengths,
    cache_sum=cache.k.sum().item(),
    bumped=b.tolist(),
    halved=h.tolist(),
    counter_calls=counter.calls,
    counter_mean=counter.mean.tolist(),
    next_random=torch.rand(3).tolist(),
)
print(json.dumps(out))
