#!/usr/bin/env python3
"""The A/B probe's numbers (issue 17): its overhead on a ~1 ms compiled step, and its steady-state
median against torch.utils.benchmark.Timer on the same function.

  python tests/benchmarks/bench_probe.py [--device cpu|cuda] [--repeats R] [--calls N]

1. Calibrates the size of probe_step.py's compiled step (matmul + GELU + sin) to about 1 ms.
2. R times, interleaved: the step in a process without the probe and in one with it (mode
   default, as `compilescope ab` sets it up), N calls each; the loop's time per call with and
   without the probe is the end-to-end overhead. Inside each probed process, alternating blocks
   of calls through the probe's wrapper and around it give the per-call cost alone.
3. The probe's steady-state median of the step (calls after the warm-up: wall time on CPU, CUDA
   event time on a GPU) against Timer.blocked_autorange's median on the unwrapped compiled step,
   in the same process.
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


def probe_median(path, warmup, metric):
    values = []
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            if r.get("type") == "call" and r["i"] >= warmup and not r.get("compiles"):
                values.append(r[metric] if r.get(metric) is not None else r["wall_ms"])
    return statistics.median(values), len(values)


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
            plain = run(common)
            out = os.path.join(tmp, "probe-%d.jsonl" % r)
            probed = run(common, probe_out=out)
            assert probed["probe_loaded"], "the probe did not wrap the step"
            # The probe's series covers the warm-up, the loop, then the wrapped blocks: its steady
            # median is over every call after the warm-up.
            median, n = probe_median(out, opts.warmup, metric)
            rows.append({"plain_ms": plain["loop_ms"], "probed_ms": probed["loop_ms"],
                         "wrapped_ms": probed["wrapped_ms"], "unwrapped_ms": probed["unwrapped_ms"],
                         "probe_median_ms": median, "probe_n": n, "timer_ms": probed["timer_median_ms"]})
    end_to_end = statistics.median(r["probed_ms"] / r["plain_ms"] - 1 for r in rows)
    per_call = statistics.median(r["wrapped_ms"] / r["unwrapped_ms"] - 1 for r in rows)
    vs_timer = statistics.median(r["probe_median_ms"] / r["timer_ms"] - 1 for r in rows)
    print("device %s, step size %d, %d calls x %d repeats" % (opts.device, size, opts.calls, opts.repeats))
    print("%-8s %12s %12s %12s %12s %14s %12s" % ("repeat", "plain ms", "probed ms", "wrapped ms", "unwrapped ms",
                                                  "probe median", "Timer ms"))
    for i, r in enumerate(rows):
        print("%-8d %12.4f %12.4f %12.4f %12.4f %14.4f %12.4f" % (i, r["plain_ms"], r["probed_ms"], r["wrapped_ms"],
                                                                  r["unwrapped_ms"], r["probe_median_ms"], r["timer_ms"]))
    print("overhead, separate processes (median): %+.2f%%   (goal <= 2%%; noisy on a shared machine)" % (100 * end_to_end))
    print("overhead per call, same process (median): %+.2f%%   (goal <= 2%%)" % (100 * per_call))
    print("probe steady median vs torch.utils.benchmark.Timer: %+.2f%%   (goal within 5%%)" % (100 * vs_timer))
    print(json.dumps({"device": opts.device, "size": size, "rows": rows, "overhead_processes": end_to_end,
                      "overhead_per_call": per_call, "median_vs_timer": vs_timer}))


if __name__ == "__main__":
    main()
