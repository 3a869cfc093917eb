"""Compares the runner's per-kernel medians with Inductor's own benchmark (`python
output_code.py -k`, TORCHINDUCTOR_BENCHMARK_KERNEL=1), kernel by kernel.
usage: compare_inductor.py RUNDIR RUNNER_OUT.jsonl JOBFILE
Inductor's lines name a kernel by the first 10 characters of its module (cache) file. The
runner's kernels are matched through the job file: each cubin's `.source` names its module."""
import glob
import json
import os
import re
import sys

rundir, results, jobfile = sys.argv[1:4]
module_of_id = {}
for line in open(jobfile):
    f = dict(x.split("=", 1) for x in line.rstrip("\n").split("\t")[1:] if "=" in x)
    if line.startswith("kernel") and f.get("kind") == "triton":
        src = open(f["binary"][: -len(".cubin")] + ".source").readline()
        module_of_id[f["id"]] = os.path.basename(src.split('"')[1])[:10]
inductor = {}  # module key -> (kernel name, µs)
for k in glob.glob(f"{rundir}/torch_compile_debug/**/output_code.k.txt", recursive=True):
    code = open(os.path.join(os.path.dirname(k), "output_code.py")).read()
    module_of = {}
    for m in re.finditer(r"# kernel path: (\S+)\n(?:#.*\n)*(\w+) = async_compile\.triton", code):
        module_of[os.path.basename(m.group(1))[:10]] = m.group(2)
    for line in open(k):
        m = re.match(r"\S+\s+\S+\s+(c\w{9})\s+([\d.]+)ms", re.sub(r"\x1b\[[0-9;]*m", "", line))
        if m and m.group(1) in module_of:
            inductor.setdefault(m.group(1), (module_of[m.group(1)], float(m.group(2)) * 1000))
ours = {}
for line in open(results):
    e = json.loads(line)
    if e.get("event") == "result" and e["id"] in module_of_id:
        ours.setdefault(module_of_id[e["id"]], []).append(e["median_us"])
rows, within = [], 0
for key, (name, us) in sorted(inductor.items(), key=lambda kv: -kv[1][1]):
    if key not in ours:
        rows.append((name, us, None, None, "not measured"))
        continue
    mine = min(ours[key])  # autotune candidates: Inductor runs the best one
    diff = mine - us
    ok = abs(diff) <= max(0.05 * us, 2.0 if us < 40 else 0.0)
    within += ok
    rows.append((name, us, mine, diff, "ok" if ok else "OFF"))
print(f"| kernel | Inductor -k (µs) | runner median (µs) | diff (µs) | within 5% / 2 µs |")
print("|---|---:|---:|---:|---|")
for name, us, mine, diff, verdict in rows:
    print(f"| {name[:70]} | {us:.1f} | {'' if mine is None else f'{mine:.1f}'} | {'' if diff is None else f'{diff:+.1f}'} | {verdict} |")
print(f"\n{within}/{len(rows)} within tolerance; {len(ours)} kernels measured by the runner")
