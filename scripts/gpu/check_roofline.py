"""The roofline's yardstick on the GPU (issue 44): a memory-bound, copy-like kernel's achieved
bandwidth — Inductor's byte count (`kernel_num_gb`, read from the kernel's own code here, not from
the job) over the runner's median — within 15% of the device-to-device copy rate the runner
measured; and the compute-bound matmul's achieved TFLOP/s beside the peak derived from the SMs and
clock the runner reports (4096 dense fp16 FLOP per clock per SM on sm_90).

usage: check_roofline.py RUNDIR RUNNER_OUT.jsonl JOBFILE
RUNDIR: the run folder (its Inductor cache holds the kernel modules). Exit 1 when the copy-like
kernel is off by more than 15% or a kernel is missing."""
import glob
import json
import os
import re
import statistics
import sys

run, jsonl, job = sys.argv[1:4]
events = [json.loads(line) for line in open(jsonl) if line.startswith("{")]
machine = next(e for e in events if e.get("event") == "machine")
results = {e["id"]: e for e in events if e.get("event") == "result"}
names = {}
for line in open(job):
    if line.startswith("kernel"):
        fields = dict(f.split("=", 1) for f in line.rstrip("\n").split("\t")[1:] if "=" in f)
        names[fields["id"]] = fields["name"]


def inductor_meta(kernel):
    """kernel_num_gb and kernel_flop from the kernel module that defines `kernel` (its own code)."""
    for path in glob.glob(os.path.join(run, "cache", "*", "c*.py")):
        text = open(path).read()
        at = text.find(f"def {kernel}(")
        if at < 0:
            continue
        meta = text[text.rfind("@triton_heuristics", 0, at):at]  # this kernel's decorator only
        gb = re.search(r"'kernel_num_gb':\s*([0-9.e+-]+)", meta)
        flop = re.search(r"'kernel_flop':\s*([0-9.e+-]+)", meta)
        return float(gb.group(1)) * 1e9 if gb else None, float(flop.group(1)) if flop else 0.0
    return None, 0.0


copy_gbs = machine.get("peak_gbs", 0)
sms, clock = machine.get("sm_count", 0), machine.get("clock_khz", 0) * 1e3
peak_flops = 4096 * sms * clock if machine.get("compute_capability") == "9.0" else 0
print(f"GPU {machine.get('gpu')}: copy {copy_gbs:.0f} GB/s, {sms} SMs at {clock / 1e9:.2f} GHz, "
      f"fp16 tensor peak {peak_flops / 1e12:.0f} TFLOP/s (cc {machine.get('compute_capability')})")
failures, copies = 0, 0
for pid, name in names.items():
    r = results.get(pid)
    if not r:
        print(f"FAIL {name}: not measured")
        failures += 1
        continue
    nbytes, flop = inductor_meta(name)
    median = r["median_us"] * 1e-6
    spread = (r["max_us"] - r["min_us"]) / r["median_us"]
    line = f"{name}: median {r['median_us']:.1f} µs (min {r['min_us']:.1f}, spread {100 * spread:.0f}%)"
    if nbytes:
        gbs = nbytes / median / 1e9
        line += f", {nbytes / 1e6:.0f} MB → {gbs:.0f} GB/s = {100 * gbs / copy_gbs:.0f}% of the copy rate"
    if flop and peak_flops:
        line += f", {flop / median / 1e12:.0f} TFLOP/s = {100 * flop / median / peak_flops:.0f}% of peak"
    if "to_copy" in name and nbytes and nbytes > 256e6:  # the copy-like yardstick
        copies += 1
        ok = abs(gbs / copy_gbs - 1) <= 0.15
        failures += not ok
        line = ("PASS " if ok else "FAIL ") + line + " (yardstick: within 15%)"
    print(line)
if not copies:
    print("FAIL: no copy-like kernel of more than 256 MB in the job")
    failures += 1
sys.exit(1 if failures else 0)
