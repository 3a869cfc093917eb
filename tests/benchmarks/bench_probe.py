#!/usr/bin/env python3
"""The A/B probe's numbers (issue 17): its overhead on a ~1 ms compiled step, and its steady-state
median against torch.utils.benchmark.Timer on the same function.

  python tests/benchmarks/bench_probe.py [--device cpu|cuda] [--repeats R] [--calls N]

1. Calibrates the size of probe_step.py's compiled step (matmul + GELU + sin) to about 1 ms.
2. R times: the step in a process without the probe and in one with it (mode default, as
   `compilescope ab` sets it up; which runs first alternates), N calls each; the loops' time per
   call with and without the probe is the end-to-end overhead (between-process noise included).
   Inside each probed process, pairs of blocks of calls through the probe's wrapper and around
   it (the compiled function itself) give the probe's cost per call, with the machine's drift
   cancelled pair by pair; and the same on an almost empty compiled function, where nothing hides
   the probe's own cost (the minimum block of each side: the least noisy number on a busy
   machine), as a share of the step's time.
3. In the same process, rounds of Timer.blocked_autorange on the unwrapped compiled step, each
   followed by as many calls through the probe: the probe's median of those calls (wall time on a
   CPU, CUDA event time on a GPU) against Timer's median; and the same calls averaged in blocks
   of Timer's size (Timer's median is one of block means: on a noisy machine the mean of a block
   carries its outliers, a single call's median does not).
Prints a table and a JSON line. Goals: overhead <= 2%, median within 5% of Timer.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROBE = os.path.join(ROOT, "app", "probe")
STEP = os.path.join(HERE, "probe_step.py")


def run(args, probe_out=None):
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "1"))
    for k in list(env):
        if k.startswith("COMPILESCOPE_AB_"):
            del env[k]
    if probe_out:
        env["PYTHONPATH"] = PROBE + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        env["COMPILESCOPE_AB_OUT"] = probe_out
        env["COMPILESCOPE_AB_MODE"] = "default"
    proc = subprocess.run([sys.executable, STEP] + args, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("probe_step.py failed:\n" + proc.stderr[-3000:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def probe_medians(path, warmup, ranges, metric):
    """The probe's steady median of the step (region 1: every call after the warm-up that
    compiled nothing); its median over the calls of the Timer rounds (`ranges`: call indices and
    Timer's block size); and the median of those calls' means in blocks of Timer's size (the
    statistic Timer reports: blocks, not single calls)."""
    steady, by_i = [], {}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            if r.get("type") != "call" or r["region"] != 1 or r["i"] < warmup or r.get("compiles"):
                continue
            v = r[metric] if r.get(metric) is not None else r["wall_ms"]
            steady.append(v)
            by_i[r["i"]] = v
    rounds, blocks = [], []
    for lo, hi, number in ranges:
        values = [by_i[i] for i in range(lo, hi) if i in by_i]
        rounds.extend(values)
        for k in range(0, len(values) - number + 1, number):
            blocks.append(sum(values[k:k + number]) / number)
    return statistics.median(steady), statistics.median(rounds), len(rounds), statistics.median(blocks)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--warmup", type=int, default=50)
    ap.add_argument("--size", type=int, default=0, help="skip the calibration")
    opts = ap.parse_args()
    size = opts.size or run(["--device", opts.device, "--calibrate"])["size"]
    common = ["--device", opts.device, "--size", str(size), "--calls", str(opts.calls), "--warmup", str(opts.warmup)]
    metric = "gpu_ms" if opts.device == "cuda" else "wall_ms"
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(opts.repeats):
            # Which goes first alternates, so that neither always runs on a warmer machine.
            out = os.path.join(tmp, "probe-%d.jsonl" % r)
            if r & 1:
                probed = run(common, probe_out=out)
                plain = run(common)
            else:
                plain = run(common)
                probed = run(common, probe_out=out)
            assert probed["probe_loaded"], "the probe did not wrap the step"
            assert not plain["probe_loaded"]
            steady, rounds, n, blocks = probe_medians(out, opts.warmup, probed["probe_ranges"], metric)
            rows.append({"plain_ms": plain["loop_ms"], "probed_ms": probed["loop_ms"],
                         "pair_overhead": probed["pair_overhead"], "pair_overhead_us": probed["pair_overhead_us"],
                         "empty_overhead_us": probed["empty_overhead_us"],
                         "empty_overhead_paired_us": probed["empty_overhead_paired_us"],
                         "empty_unwrapped_us": probed["empty_unwrapped_us"],
                         "step_ms": probed["unwrapped_ms"], "probe_median_ms": rounds, "probe_n": n,
                         "probe_block_median_ms": blocks, "probe_steady_median_ms": steady,
                         "timer_ms": probed["timer_median_ms"], "timer_blocks": probed["timer_blocks"]})
    med = lambda key: statistics.median(r[key] for r in rows)
    end_to_end = statistics.median(r["probed_ms"] / r["plain_ms"] - 1 for r in rows)
    per_call = med("pair_overhead")
    per_call_us = med("pair_overhead_us")
    empty_us = med("empty_overhead_us")
    step_ms = med("step_ms")
    cost = empty_us / (1000 * step_ms)
    vs_timer = statistics.median(r["probe_median_ms"] / r["timer_ms"] - 1 for r in rows)
    vs_timer_blocks = statistics.median(r["probe_block_median_ms"] / r["timer_ms"] - 1 for r in rows)
    print("device %s, step size %d (%.3f ms a call), %d calls x %d repeats" % (opts.device, size, step_ms, opts.calls,
                                                                          opts.repeats))
    print("%-6s %9s %9s %9s %9s %9s %9s %9s %9s %9s" % ("repeat", "plain ms", "probed ms", "pair %", "pair µs",
                                                        "empty µs", "probe ms", "blocks ms", "all ms", "Timer ms"))
    for i, r in enumerate(rows):
        print("%-6d %9.4f %9.4f %+8.2f%% %+9.2f %+9.2f %9.4f %9.4f %9.4f %9.4f" % (
            i, r["plain_ms"], r["probed_ms"], 100 * r["pair_overhead"], r["pair_overhead_us"], r["empty_overhead_us"],
            r["probe_median_ms"], r["probe_block_median_ms"], r["probe_steady_median_ms"], r["timer_ms"]))
    print("probe cost per call (empty compiled function, minima): %.1f µs = %.2f%% of the %.3f ms step   (goal <= 2%%)"
          % (empty_us, 100 * cost, step_ms))
    print("overhead on the step, same process, paired blocks (median): %+.2f%% (%+.1f µs a call)   (goal <= 2%%)"
          % (100 * per_call, per_call_us))
    print("overhead, separate processes (median of the loops): %+.2f%%   (between-process noise included)"
          % (100 * end_to_end))
    print("probe steady median vs torch.utils.benchmark.Timer, interleaved rounds: %+.2f%%   (goal within 5%%)"
          % (100 * vs_timer))
    print("  the probe's calls in Timer's blocks (median of block means, Timer's statistic): %+.2f%%" % (100 * vs_timer_blocks))
    print(json.dumps({"device": opts.device, "size": size, "step_ms": step_ms, "rows": rows,
                      "probe_cost_us": empty_us, "probe_cost": cost,
                      "overhead_per_call": per_call, "overhead_per_call_us": per_call_us,
                      "overhead_processes": end_to_end, "median_vs_timer": vs_timer,
                      "block_median_vs_timer": vs_timer_blocks}))

if __name__ == "__main__":
    main()
