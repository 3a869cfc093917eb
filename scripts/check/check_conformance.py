"""Checks CompileScope on the conformance corpus (scripts/fixtures/conformance): runs recorded
from real libraries. Written from PyTorch's formats (FORMATS.md §2), not from the C++ readers.

usage: python3 check_conformance.py COMPILESCOPE RUN_DIR...

For every run folder:
  1. Dynamo compiles agree with compilation_metrics (check_summary.py, beside this file);
  2. every recompile's guard category is what PyTorch's guard-failure text says, read here with
     rules of our own from torch/_dynamo/guards.py's messages, whatever the source expression;
  3. no subject or suggestion names Dynamo's internals (L['...'], ___stack0);
  4. the scenario's own facts (EXPECT): the function the user compiled is named, coverage, ...
Prints each disagreement and a closing 'N passed, N failed' line; exits 1 on any disagreement.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = re.compile(r"^(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d\.\d{6} \d+ \S+:\d+\] (\{.*)$")


def first_reasons(trace_dir):
    """The first failure text of every recompile_reasons artifact, per (file, compile id)."""
    out = []
    for name in sorted(os.listdir(trace_dir)):
        path = os.path.join(trace_dir, name)
        if not os.path.isfile(path):
            continue
        lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
        for i, line in enumerate(lines):
            m = HEADER.match(line)
            if not m or '"recompile_reasons"' not in line:
                continue
            env = json.loads(m.group(1))
            payload = []
            j = i + 1
            while j < len(lines) and lines[j].startswith("\t"):
                payload.append(lines[j][1:])
                j += 1
            text = "\n".join(payload)
            reasons = json.loads(text) if text.startswith("[") else [text]
            cid = "%s/%s" % (env.get("frame_id"), env.get("frame_compile_id"))
            out.append((cid, reasons[0]))
    return out


def category(reason):
    """PyTorch's failure text -> category, from the check's own words (guards.py)."""
    body = re.sub(r"^\s*\d+/\d+: ", "", reason).split("\n")[0]
    check = body.split("  #")[0].strip()
    m = re.match(r"^tensor '.*' (size|stride|dtype|rank|requires_grad|dispatch key set) mismatch", check)
    if m:
        return {"size": "tensor_size", "rank": "tensor_size", "stride": "stride", "dtype": "dtype",
                "requires_grad": "requires_grad", "dispatch key set": "device"}[m.group(1)]
    if check.startswith("Tensor device index mismatch"):
        return "device"
    if check.startswith("expected type of "):
        return "type"
    if check.startswith("not "):
        check = check[4:]
    if "___check_global_state" in check or check.startswith("GLOBAL_STATE") or "___check_current_backend" in check:
        return "global_state"
    if "_dynamo_dynamic_indices" in check:
        return "dynamic_marking"
    if check.startswith("___dict_contains(") or check.startswith("hasattr("):
        return "object_attributes"
    if check.startswith("___check_obj_id("):
        return "object_id"
    if check.startswith("___check_type_id(") or check.startswith("isinstance("):
        return "type"
    if re.match(r"^(len|___tuple_iterator_len|___dict_len)\(.*\) == \d+$", check):
        return "length"
    if re.search(r"\.(size|stride)\(\)\[\d+\]", check):
        return "tensor_size"
    if re.search(r" is (not )?None$", check) or " == " in check:
        return "python_value"
    return "other"


# What each scenario must show; a key absent from a run's folder name is not checked.
EXPECT = {
    "decorated": {"display_function": "Gated.forward", "wrapper": True, "categories": ["tensor_size"]},
    "generate_dynamic": {"display_function": "LlamaForCausalLM.forward", "wrapper": True,
                         "suggestion_kinds": {"static_cache"}},
    "generate_static": {"display_function": "LlamaForCausalLM.forward", "wrapper": True,
                        "no_suggestion_kinds": {"static_cache"}},
    # PyTorch reports the most recent cache entry's failure first; the older entries' failures
    # (other_failures) name the rest: every (category, subject) must be read right somewhere.
    "nested_guards": {"failures": {("tensor_size", "batch['x']"), ("python_value", "holder.n"), ("length", "xs")},
                      "suggestion_kinds": {"stack_list"}},
    "causal_lm_train": {"ops": True},
    "encoder": {"ops": True},
    "resnet_train": {"ops": True},
    "ddp": {"library_break": "torch", "nothing_compiled": True, "first_fix": "DDP(torch.compile(model))"},
    "ddp_inner": {"ops": True},
}


def run_json(cli, *args):
    p = subprocess.run([cli, *args, "--json"], capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise RuntimeError("%s %s: exit %d\n%s" % (cli, " ".join(args), p.returncode, p.stderr[-2000:]))
    return json.loads(p.stdout)


def check_run(cli, run):
    problems = []
    scenario = os.path.basename(os.path.normpath(run))
    trace = os.path.join(run, "trace")
    p = subprocess.run([sys.executable, os.path.join(HERE, "check_summary.py"), cli, trace],
                       capture_output=True, text=True)
    if p.returncode != 0:
        problems.append("compilation_metrics: " + (p.stdout + p.stderr).strip()[-1500:])
    explain = run_json(cli, "explain", run)
    summary = run_json(cli, "summary", run)
    recs = explain.get("recompiles", [])
    by_id = {r["compile_id"].split(": ")[-1]: r for r in recs}
    for cid, reason in first_reasons(trace):
        want = category(reason)
        got = by_id.get(cid, {}).get("guard", {}).get("category")
        if got != want:
            problems.append("%s: guard category %s, PyTorch's text says %s (%s)" % (cid, got, want, reason[:120]))
    for r in recs:
        for text in (r["guard"].get("subject") or "", r.get("suggestion") or ""):
            if "L['" in text or "___stack" in text:
                problems.append("%s: names Dynamo's internals: %s" % (r["compile_id"], text[:160]))
    exp = EXPECT.get(scenario.split("-")[0], {})
    compiles = summary.get("compiles", [])
    if "display_function" in exp:
        names = {c.get("display_function") for c in compiles}
        if exp["display_function"] not in names:
            problems.append("the compiled function is named %s, not %s" % (sorted(n or "" for n in names),
                                                                           exp["display_function"]))
    if exp.get("wrapper") and not any(c.get("wraps") for c in compiles):
        problems.append("no compile says which function its wrapper wraps")
    if "categories" in exp:
        cats = [r["guard"]["category"] for r in recs]
        if cats != exp["categories"]:
            problems.append("recompile categories %s, expected %s" % (cats, exp["categories"]))
    if "failures" in exp:
        seen = {(r["guard"]["category"], r["guard"]["subject"]) for r in recs}
        seen |= {(o["category"], o["subject"]) for r in recs for o in r.get("other_failures", [])}
        for want in sorted(exp["failures"] - seen):
            problems.append("no failure read as %s of %s (read: %s)" % (want[0], want[1], sorted(seen)))
    if "subjects" in exp:
        subjects = [r["guard"]["subject"] for r in recs]
        if subjects != exp["subjects"]:
            problems.append("recompile subjects %s, expected %s" % (subjects, exp["subjects"]))
    kinds = {r.get("suggestion_kind") for r in recs}
    for k in exp.get("suggestion_kinds", set()) - kinds:
        problems.append("no suggestion of kind %s (kinds: %s)" % (k, sorted(x or "" for x in kinds)))
    for k in exp.get("no_suggestion_kinds", set()) & kinds:
        problems.append("suggestion of kind %s where it does not fit" % k)
    cov = explain.get("coverage", {})
    if exp.get("ops") and not cov.get("frames_with_ops"):
        problems.append("coverage says nothing was captured: %s" % cov.get("headline"))
    if exp.get("nothing_compiled") and not cov.get("nothing_compiled"):
        problems.append("coverage does not say that nothing ran compiled: %s" % cov.get("headline"))
    if "library_break" in exp:
        libs = {b.get("library") for b in explain.get("graph_breaks", [])}
        if exp["library_break"] not in libs:
            problems.append("no graph break is named as inside %s (libraries: %s)" % (exp["library_break"], libs))
    # What to fix first is one list: the report's is explain's, in explain's order, and a DDP run's
    # first fix is PyTorch's documented pattern (DDP around the compiled module), not advice about
    # DDP's internals.
    fixes = explain.get("fix_first", [])
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "report.json")
        p = subprocess.run([cli, "report", run, "--format", "json", "-o", out], capture_output=True, text=True)
        report = json.load(open(out)) if p.returncode == 0 and os.path.exists(out) else None
    if report is None:
        problems.append("report --format json failed: " + p.stderr[-500:])
    else:
        got = [(f["kind"], f["title"], f.get("suggestion")) for f in report.get("fix_first", [])]
        want = [(f["kind"], f["title"], f.get("change")) for f in fixes][:len(got)]
        if got != want:
            problems.append("the report's fix_first is not explain's: %s vs %s" % (got[:3], want[:3]))
    if "first_fix" in exp:
        first = (fixes[0].get("change") or "") if fixes else ""
        if exp["first_fix"] not in first:
            problems.append("the first fix does not say %s: %s" % (exp["first_fix"], first[:200]))
    return scenario, problems


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    cli, runs = sys.argv[1], sys.argv[2:]
    passed = failed = 0
    for run in runs:
        scenario, problems = check_run(cli, run)
        print("%-20s %s" % (scenario, "ok" if not problems else "%d disagreement(s)" % len(problems)))
        for p in problems:
            print("    " + p)
        passed += not problems
        failed += bool(problems)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
