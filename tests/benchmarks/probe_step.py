"""A compiled step of about 1 ms, for bench_probe.py (not a test by itself).

  --calibrate   print the size whose compiled step is closest to --target-ms
  otherwise     run --calls calls of the compiled step at --size (timing the loop with its own
                clock), then, in the same process, measure the compiled function itself (the
                probe's wrapper taken off, fn.__wrapped__) with torch.utils.benchmark.Timer, and
                time interleaved blocks of wrapped and unwrapped calls (the probe's own cost per
                call); print the numbers as JSON on the last line.
"""

import argparse
import json
import statistics
import time

import torch
import torch.utils.benchmark as benchmark

parser = argparse.ArgumentParser()
parser.add_argument("--device", default="cpu")
parser.add_argument("--size", type=int, default=0)
parser.add_argument("--calls", type=int, default=2000)
parser.add_argument("--warmup", type=int, default=50)
parser.add_argument("--calibrate", action="store_true")
parser.add_argument("--target-ms", type=float, default=1.0)
args = parser.parse_args()

torch.manual_seed(0)
if args.device == "cpu":
    torch.set_num_threads(1)
dev = torch.device(args.device)


def sync():
    if dev.type == "cuda":
        torch.cuda.synchronize()


@torch.compile
def step(a, b):
    y = a @ b
    return torch.nn.functional.gelu(y) * 0.5 + y.sin()


def inputs(n):
    return torch.randn(n, n, device=dev), torch.randn(n, n, device=dev)


def per_call_ms(fn, a, b, calls):
    sync()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn(a, b)
    sync()
    return (time.perf_counter() - t0) * 1000 / calls


if args.calibrate:
    sizes = [96, 128, 160, 192, 256, 320, 384, 512] if dev.type == "cpu" else [1024, 2048, 3072, 4096, 6144, 8192]
    best = None
    for n in sizes:
        a, b = inputs(n)
        for _ in range(5):
            step(a, b)
        ms = min(per_call_ms(step, a, b, 20) for _ in range(3))
        if best is None or abs(ms - args.target_ms) < abs(best[1] - args.target_ms):
            best = (n, ms)
        if ms > 3 * args.target_ms:
            break
    print(json.dumps({"size": best[0], "step_ms": best[1]}))
    raise SystemExit(0)

a, b = inputs(args.size)
for _ in range(args.warmup):
    step(a, b)
loop_ms = per_call_ms(step, a, b, args.calls)

inner = getattr(step, "__wrapped__", step)  # the compiled function without the probe's wrapper
timer = benchmark.Timer(stmt="inner(a, b)", globals={"inner": inner, "a": a, "b": b})
timer_ms = timer.blocked_autorange(min_run_time=2.0).median * 1000

# The probe's cost per call, in this process: blocks of wrapped and unwrapped calls, alternating.
wrapped, unwrapped = [], []
for _ in range(20):
    wrapped.append(per_call_ms(step, a, b, 50))
    unwrapped.append(per_call_ms(inner, a, b, 50))
print(json.dumps({
    "size": args.size,
    "loop_ms": loop_ms,
    "timer_median_ms": timer_ms,
    "wrapped_ms": statistics.median(wrapped),
    "unwrapped_ms": statistics.median(unwrapped),
    "probe_loaded": inner is not step,
}))
