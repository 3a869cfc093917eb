"""Checks what `compilescope diff --json` reported on a pair of diff_cuda_pairs.sh against the two
runs' own traces, read here independently (the trace text with regular expressions, the model
script's lines), never through CompileScope. Prints PASS/FAIL lines; exits 1 on a failure.

usage: check_diff_pairs.py NAME EXIT DIFF.json A B MODEL.py
  NAME: default_a-default_b (the same run twice), default_a-autotune (max-autotune-no-cudagraphs),
        break_a-break_b (the graph break fixed), prof_eager-prof_compiled (chrome traces)
"""
import glob
import json
import os
import re
import sys

name, code, diff_path, a, b, model = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
d = json.load(open(diff_path))
failures = 0


def check(ok, what):
    global failures
    print(("PASS " if ok else "FAIL ") + what)
    failures += 0 if ok else 1


def trace_text(run):
    return "".join(open(f, errors="replace").read() for f in sorted(glob.glob(os.path.join(run, "trace", "*.log"))))


def kernel_names(text):
    """Kernel definitions of the generated code as the trace holds it (payload lines start with a tab)."""
    return set(re.findall(r"^\t(\w+) = async_compile\.(?:triton|cpp_pybinding)\(", text, re.M))


def compile_ids(text):
    ids = set()
    for m in re.finditer(r'"frame_id": (\d+), "frame_compile_id": (\d+)', text):
        ids.add(f"{m.group(1)}/{m.group(2)}")
    return ids


def kernel_sides(side):
    return {k[side]["name"] for k in d["kernels"] if k[side] and not k[side]["autotune_candidate"]}


if name.startswith("prof_"):
    t = d["traces"]
    check(len(t) == 1, "one profiler trace pair compared")
    if t:
        ta, tb = t[0]["a"], t[0]["b"]
        raw_a, raw_b = json.load(open(a)), json.load(open(b))
        launches = lambda raw: sum(1 for e in raw["traceEvents"] if e.get("cat") in ("cuda_runtime", "cuda_driver")
                                   and e.get("name") in ("cudaLaunchKernel", "cuLaunchKernel", "cuLaunchKernelEx", "cudaLaunchKernelExC"))
        steps = lambda raw: sum(1 for e in raw["traceEvents"] if str(e.get("name", "")).startswith("ProfilerStep#"))
        check(ta["launches"] == launches(raw_a) and tb["launches"] == launches(raw_b),
              f"kernel launches as the traces count them ({ta['launches']}, {tb['launches']})")
        check(len(ta["steps_us"]) == steps(raw_a) and len(tb["steps_us"]) == steps(raw_b), "ProfilerStep spans")
        if ta["launches"]:  # CUDA traces (a CPU run launches none)
            check(tb["launches"] / max(1, len(tb["steps_us"])) < ta["launches"] / max(1, len(ta["steps_us"])),
                  "compiled launches fewer kernels per step than eager")
        check(t[0]["step_time"] is not None and t[0]["step_time"]["a"]["n"] >= 10, "step time tested on >= 10 steps")
    sys.exit(1 if failures else 0)

ta, tb = trace_text(a), trace_text(b)
ka, kb = kernel_names(ta), kernel_names(tb)
check(kernel_sides("a") == ka, f"A's kernels are the trace's kernel definitions ({len(ka)})")
check(kernel_sides("b") == kb, f"B's kernels are the trace's kernel definitions ({len(kb)})")
ida = {c["a"]["id"] for c in d["compiles"] if c["a"]}
idb = {c["b"]["id"] for c in d["compiles"] if c["b"]}
check(ida == compile_ids(ta) and idb == compile_ids(tb), f"compile ids as the traces hold them ({sorted(ida)}, {sorted(idb)})")
for k in d["kernels"]:
    if k["match"] == "code_hash":
        check(k["a"]["code_hash"] == k["b"]["code_hash"], f"{k['a']['name']} = {k['b']['name']} by the same code")

if name == "default_a-default_b":
    check(code == 0, f"the same run twice: exit 0 (got {code})")
    check(not d["changed"], "nothing changed")
    check(all(c["change"] == "unchanged" for c in d["compiles"]), "every compile unchanged")
    check(all(k["change"] == "unchanged" for k in d["kernels"]), "every kernel the same code")
    check(ka == kb, "the traces define the same kernels")
elif name == "default_a-autotune":
    check(code == 4, f"default vs max-autotune-no-cudagraphs: exit 4, changed (got {code})")
    # max-autotune benchmarks mm templates: the trace records the choices.
    tuned = len(re.findall(r'"name": "\w+_template_autotuning"', tb))
    check(bool(tuned) == bool(d["autotune"]), f"autotune decisions listed as the trace has them ({len(d['autotune'])}, trace {tuned})")
    only_a, only_b = kernel_sides("a") - kernel_sides("b"), kernel_sides("b") - kernel_sides("a")
    check(only_a <= ka and only_b <= kb, "kernels only on one side are the side's own")
    same = [k for k in d["kernels"] if k["change"] == "unchanged"]
    print(f"     {len(same)} kernels the same code, {d['counts']['kernels_changed']} changed, "
          f"{d['counts']['kernels_only_in_a']} only in A, {d['counts']['kernels_only_in_b']} only in B")
elif name == "break_a-break_b":
    line = next(i + 1 for i, l in enumerate(open(model)) if 'print("activations"' in l)
    fixed = [g for g in d["graph_breaks"] if g["change"] == "only_in_a"]
    check(len(fixed) == 1 and fixed[0]["line"] == line, f"the break at {os.path.basename(model)}:{line} fixed")
    check('"dynamo_graph_break_reason"' in ta and '"dynamo_graph_break_reason"' not in tb
          and "torch_dynamo_resume_in_forward" in ta and "torch_dynamo_resume_in_forward" not in tb,
          "the traces agree: a break and its resume function in A only")
    check(code == 4, f"exit 4 (got {code})")
sys.exit(1 if failures else 0)
