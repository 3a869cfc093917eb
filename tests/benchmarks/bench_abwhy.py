#!/usr/bin/env python3
"""`ab --why`'s numbers (issue 25): what it adds to an A/B's run time, and how much of a planted
overhead gap it attributes to overhead.

  python tests/benchmarks/bench_abwhy.py [--binary build/app/compilescope] [--repeats R] [--calls N]

R times, alternating which runs first (the end-to-end times carry the machine's noise between
runs; the share of the processes' time the traced windows took is measured inside each run): `compilescope ab --modes eager,default --processes 2` on
tests/data/ab/why_planted.py --regions tiny (a few pointwise operations on 8 floats returned with
twelve views of the input: compiled is slower from its fixed cost per call, tens of microseconds
run alone), once without --why and once with it. Prints the A/B's wall
time each way (median over the repeats) and the ratio, and, from the --why runs, the gap per call
(default's steady median minus eager's) against what the overhead cause explains. Goals: --why
adds <= 10% to the run time; the overhead attribution within 20% of the gap measured.
"""

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(ROOT, "tests", "data", "ab", "why_planted.py")


def ab(binary, python, calls, why, out):
    args = [binary, "ab", "--modes", "eager,default", "--processes", "2", "--no-db", "--json", "--out", out]
    if why:
        args.append("--why")
    args += ["--", python, SCRIPT, "--regions", "tiny", "--calls", str(calls)]
    env = dict(os.environ, OMP_NUM_THREADS="1")
    env.pop("DISPLAY", None)
    start = time.monotonic()
    proc = subprocess.run(args, capture_output=True, text=True, env=env, timeout=1800)
    took = time.monotonic() - start
    if not proc.stdout.strip():
        sys.exit("ab failed (%d): %s" % (proc.returncode, proc.stderr[-3000:]))
    return took, json.loads(proc.stdout), traced_share(out)


def traced_share(out):
    """The traced windows' time (first traced call to trace written, the `why` records' ms) over
    the processes' time: what --why costs inside the A/B, without the machine's noise between runs."""
    with open(os.path.join(out, "ab-runs.json")) as f:
        total = sum(r["elapsed_s"] for r in json.load(f)["runs"])
    traced = 0.0
    for path in glob.glob(os.path.join(out, "runs", "*", "probe.jsonl")):
        with open(path) as f:
            for line in f:
                if '"type":"why"' in line:
                    traced += json.loads(line)["ms"] / 1000
    return traced / total if total > 0 else 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", default=os.path.join(ROOT, "build", "app", "compilescope"))
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--calls", type=int, default=300)
    args = ap.parse_args()
    plain, traced, gaps, explained, shares = [], [], [], [], []
    with tempfile.TemporaryDirectory(prefix="bench_abwhy-") as tmp:
        for r in range(args.repeats):
            for why in ((False, True) if r % 2 == 0 else (True, False)):
                took, doc, share = ab(args.binary, args.python, args.calls, why, os.path.join(tmp, "r%d-%d" % (r, why)))
                (traced if why else plain).append(took)
                if why:
                    shares.append(share)
                    entry = next(e for e in doc["why"]["entries"] if e["region"].startswith("tiny@"))
                    gaps.append(entry["gap_ms"])
                    overhead = [c for c in entry["causes"] if c["kind"] == "overhead"]
                    explained.append(overhead[0]["explains_ms"] if overhead else 0.0)
                    first = entry["causes"][0]["kind"] if entry["causes"] else "-"
                    error = (explained[-1] / entry["gap_ms"] - 1) * 100 if entry["gap_ms"] > 0 else float("nan")
                    print("repeat %d --why: measured gap %.1f us per call (eager %.1f us, default %.1f us), overhead "
                          "attributed %.1f us: error %+.1f%%; first cause %s; %.1f s"
                          % (r + 1, entry["gap_ms"] * 1e3, entry["eager_ms"] * 1e3, entry["mode_ms"] * 1e3,
                             explained[-1] * 1e3, error, first, took), flush=True)
                else:
                    print("repeat %d plain: %.1f s" % (r + 1, took), flush=True)
    p, t = statistics.median(plain), statistics.median(traced)
    share = [e / g for e, g in zip(explained, gaps) if g > 0]
    result = {
        "repeats": args.repeats, "calls": args.calls,
        "ab_s_plain": round(p, 2), "ab_s_why": round(t, 2), "why_adds": round(t / p - 1, 4),
        "traced_share": [round(x, 4) for x in shares],
        "gap_us": [round(g * 1e3, 2) for g in gaps], "overhead_explains_us": [round(e * 1e3, 2) for e in explained],
        "attribution_error": [round(s - 1, 4) for s in share],
    }
    print()
    print("A/B wall time, median of %d: %.1f s plain, %.1f s with --why: --why adds %+.1f%% (goal <= 10%%)"
          % (args.repeats, p, t, 100 * (t / p - 1)))
    print("inside the --why A/Bs, the traced windows took %s of the processes' time"
          % ", ".join("%.2f%%" % (100 * x) for x in shares))
    print("attributed vs measured gap per call: %s (goal: error within 20%%)"
          % "; ".join("%.1f vs %.1f us (%+.1f%%)" % (e * 1e3, g * 1e3, (e / g - 1) * 100)
                      for e, g in zip(explained, gaps) if g > 0))
    if any(g <= 0 for g in gaps):
        print("no gap to attribute in %d of %d --why runs (compiled not slower)" % (sum(g <= 0 for g in gaps), len(gaps)))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
