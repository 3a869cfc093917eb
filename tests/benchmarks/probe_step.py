"""A compiled step of about 1 ms, for bench_probe.py (not a test by itself).

  --calibrate   print the size whose compiled step is closest to --target-ms
  otherwise     run --calls calls of the compiled step at --size (timing the loop with its own
                clock); then, in the same process, rounds of torch.utils.benchmark.Timer on the
                compiled function itself (the probe's wrapper taken off, fn.__wrapped__), each
                followed by as many calls through the probe; then pairs of blocks of wrapped and
                unwrapped calls (the probe's own cost per call); print the numbers as JSON on
                the last line (which of the probe's calls were the Timer rounds' in
                `probe_ranges`, for bench_probe.py to read from the probe's records); last,
                the probe's cost per call on an almost empty compiled function (region 2).
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
parser.add_argument("--rounds", type=int, default=20, help="Timer/probe rounds")
parser.add_argument("--round-s", type=float, default=0.2, help="Timer's min_run_time per round")
parser.add_argument("--pairs", type=int, default=200, help="wrapped/unwrapped block pairs")
parser.add_argument("--block", type=int, default=10, help="calls per block of a pair")
parser.add_argument("--tiny-pairs", type=int, default=40, help="wrapped/unwrapped block pairs of the empty function")
parser.add_argument("--tiny-block", type=int, default=500, help="calls per block of the empty function")
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
made = 0  # calls through the probe's wrapper so far: the probe numbers them the same way (`i`)
for _ in range(args.warmup):
    step(a, b)
made += args.warmup
loop_ms = per_call_ms(step, a, b, args.calls)
made += args.calls
probed = hasattr(step, "__compilescope_region__")
if not probed:  # the process without the probe: its loop is all bench_probe.py needs
    print(json.dumps({"size": args.size, "loop_ms": loop_ms, "probe_loaded": False}))
    raise SystemExit(0)

# The compiled function without the probe's wrapper (the wrapper's __wrapped__; torch.compile's
# own function has a __wrapped__ too, the uncompiled original, so only the probe's is taken).
inner = step.__wrapped__
timer = benchmark.Timer(stmt="inner(a, b)", globals={"inner": inner, "a": a, "b": b})

# Timer against the probe, interleaved in time so that both see the same machine: rounds of
# Timer.blocked_autorange on the unwrapped compiled function, each followed by as many calls
# through the probe as Timer made. The probe's records of those calls (call indices in `ranges`)
# give its median; Timer's blocks give its own.
timer_times, ranges = [], []
for _ in range(args.rounds):
    m = timer.blocked_autorange(min_run_time=args.round_s)
    timer_times.extend(m.times)
    n = max(1, int(round(m.number_per_run * len(m.times))))
    sync()
    for _ in range(n):
        step(a, b)
    sync()
    ranges.append([made, made + n, m.number_per_run])
    made += n

# The probe's cost per call, in this process: pairs of blocks, one through the wrapper and one
# around it, the order alternating; per pair the difference and the ratio.
diffs, ratios = [], []
for k in range(args.pairs):
    if k & 1:
        u = per_call_ms(inner, a, b, args.block)
        w = per_call_ms(step, a, b, args.block)
    else:
        w = per_call_ms(step, a, b, args.block)
        u = per_call_ms(inner, a, b, args.block)
    made += args.block
    diffs.append(w - u)
    ratios.append(w / u - 1)

# The probe's own cost per call, without a step to hide in: an almost empty compiled function
# (a second region), blocks of calls through the wrapper and around it, alternating. The
# minimum of each side is the least noisy estimate on a busy machine; the paired median too.
@torch.compile
def tiny(x):
    return x + 1


t = torch.ones(1, device=dev)
for _ in range(20):
    tiny(t)
tiny_inner = tiny.__wrapped__
tw, tu, td = [], [], []
for k in range(args.tiny_pairs):
    if k & 1:
        u = per_call_ms(lambda a_, b_: tiny_inner(t), a, b, args.tiny_block)
        w = per_call_ms(lambda a_, b_: tiny(t), a, b, args.tiny_block)
    else:
        w = per_call_ms(lambda a_, b_: tiny(t), a, b, args.tiny_block)
        u = per_call_ms(lambda a_, b_: tiny_inner(t), a, b, args.tiny_block)
    tw.append(w)
    tu.append(u)
    td.append(w - u)

print(json.dumps({
    "size": args.size,
    "empty_wrapped_us": min(tw) * 1000,
    "empty_unwrapped_us": min(tu) * 1000,
    "empty_overhead_us": (min(tw) - min(tu)) * 1000,
    "empty_overhead_paired_us": statistics.median(td) * 1000,
    "loop_ms": loop_ms,
    "timer_median_ms": statistics.median(timer_times) * 1000,
    "timer_blocks": len(timer_times),
    "probe_ranges": ranges,
    "pair_overhead": statistics.median(ratios),
    "pair_overhead_us": statistics.median(diffs) * 1000,
    "unwrapped_ms": statistics.median(per_call_ms(inner, a, b, args.block) for _ in range(5)),
    "probe_loaded": True,
    "calls_made": made,
}))
