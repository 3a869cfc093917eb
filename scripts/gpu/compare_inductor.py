"""Compares the runner's kernel times with Inductor's own benchmark (`python output_code.py -k`,
code made with TORCHINDUCTOR_BENCHMARK_KERNEL=1), kernel by kernel, on both statistics.

usage: compare_inductor.py RUNDIR RUNNER_OUT.jsonl JOBFILE
RUNDIR holds `output_code.py` files, each with its `-k` output beside it as `output_code.k.txt`
(scripts/gpu/make_bench_runs.sh, scripts/gpu/check_issue12.sh). Exit 1 when a kernel's minimum
is off.

What `-k` prints (torch 2.11, wrapper_benchmark.benchmark_all_kernels on CUDA with the default
InductorBenchmarker): the MINIMUM of its CUDA-event timings (5 estimation calls, then up to 100
calls within 25 ms, an L2-sized buffer zeroed before each), in ms with 3 decimals. So the
runner's `min_us` is the comparable figure; its `median_us` is shown beside it. Tolerance: 5%,
or 1 µs (the printout's resolution), whichever is larger.

Inductor's lines name a kernel by the first 10 characters of its module (cache) file. The
runner's kernels are matched through the job file: each cubin's `.source` names its module.
Plans of one module (variants whose choice is not recorded) are compared by their fastest: `-k`
re-runs Inductor's own choice, which takes the fastest."""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def tolerance_us(inductor_us):
    return max(0.05 * inductor_us, 1.0)


def module_of_ids(jobfile):
    """Runner job id → the first 10 characters of its kernel module's file name."""
    out = {}
    base = os.path.dirname(os.path.abspath(jobfile))
    for line in open(jobfile):
        f = dict(x.split("=", 1) for x in line.rstrip("\n").split("\t")[1:] if "=" in x)
        if not line.startswith("kernel") or f.get("kind") != "triton":
            continue
        binary = f["binary"] if f["binary"].startswith("/") else os.path.join(base, f["binary"])
        src = open(binary[: -len(".cubin")] + ".source").readline()
        out[f["id"]] = os.path.basename(src.split('"')[1])[:10]
    return out


def inductor_times(pairs):
    """(output_code.py text, its -k output) pairs → module key → (kernel name, µs)."""
    out = {}
    for code, printed in pairs:
        module_of = {}
        for m in re.finditer(r"# kernel path: (\S+)\n(?:#.*\n)*(\w+) = async_compile\.triton", code):
            module_of[os.path.basename(m.group(1))[:10]] = m.group(2)
        for line in printed.splitlines():
            m = re.match(r"\S+\s+\S+\s+(c\w{9})\s+([\d.]+)ms", ANSI.sub("", line))
            if m and m.group(1) in module_of:
                out.setdefault(m.group(1), (module_of[m.group(1)], float(m.group(2)) * 1000))
    return out


def runner_results(jsonl):
    return [e for e in map(json.loads, open(jsonl)) if e.get("event") == "result"]


def compare(inductor, results, module_of_id, out=sys.stdout):
    """Prints one row per kernel Inductor timed; returns (kernels, within on min, within on median)."""
    ours = {}  # module key -> [(min, median)]
    for e in results:
        if e["id"] in module_of_id:
            ours.setdefault(module_of_id[e["id"]], []).append((e["min_us"], e["median_us"]))
    print("| kernel | -k µs | runner min µs | min − -k | runner median µs | median − -k | min within 5% / 1 µs |", file=out)
    print("|---|---:|---:|---:|---:|---:|---|", file=out)
    rows = within_min = within_median = 0
    for key, (name, k_us) in sorted(inductor.items(), key=lambda kv: -kv[1][1]):
        rows += 1
        if key not in ours:
            print(f"| {name[:70]} | {k_us:.1f} | | | | | not measured |", file=out)
            continue
        mn, med = min(ours[key])  # variants of one module: Inductor's own choice is the fastest
        ok_min = abs(mn - k_us) <= tolerance_us(k_us)
        ok_med = abs(med - k_us) <= tolerance_us(k_us)
        within_min += ok_min
        within_median += ok_med
        print(f"| {name[:70]} | {k_us:.1f} | {mn:.1f} | {mn - k_us:+.1f} | {med:.1f} | {med - k_us:+.1f} | "
              f"{'ok' if ok_min else 'OFF'} |", file=out)
    print(f"\nminimum (Inductor's statistic): {within_min}/{rows} within 5% or 1 µs; "
          f"median: {within_median}/{rows}; {len(ours)} kernel modules measured by the runner", file=out)
    return rows, within_min, within_median


def main():
    rundir, results, jobfile = sys.argv[1:4]
    pairs = []
    for k in sorted(glob.glob(f"{rundir}/**/output_code.k.txt", recursive=True)):
        pairs.append((open(os.path.join(os.path.dirname(k), "output_code.py")).read(), open(k).read()))
    rows, within_min, _ = compare(inductor_times(pairs), runner_results(results), module_of_ids(jobfile))
    return 0 if rows and within_min == rows else 1


if __name__ == "__main__":
    sys.exit(main())
