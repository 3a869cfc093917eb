"""Verifies every kind of recompile advice CompileScope gives: each case of advice_cases.py is run
as written ("before"), `compilescope explain --json` must give that case's advice kind, and the
same program with the advice applied ("after") must no longer recompile on that guard.

usage: python3 verify_advice.py COMPILESCOPE PYTHON WORKDIR [CASE...]
Prints one line per case and a closing 'N passed, N failed' line; exits 1 on any failure.
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# case -> (the compiled function's name as explain shows it, the advice kind expected)
CASES = {
    "mark_dynamic": ("mark_dynamic_case", "mark_dynamic"),
    "tensor_value": ("tensor_value_case", "tensor_value"),
    "value_per_graph": ("value_per_graph_case", "value_per_graph"),
    "same_optional": ("same_optional_case", "same_optional"),
    "stack_list": ("stack_list_case", "stack_list"),
    "cast_dtype": ("cast_dtype_case", "cast_dtype"),
    "contiguous": ("contiguous_case", "contiguous"),
    "same_grad_mode": ("same_grad_mode_case", "same_grad_mode"),
    "freeze_before_compile": ("FreezeBeforeCompile.forward", "freeze_before_compile"),
    "same_type": ("same_type_case", "same_type"),
    "reuse_object": ("reuse_object_case", "reuse_object"),
    "compile_wrapped_function": ("compile_wrapped_function_case", "compile_wrapped_function"),
    # through Dynamo's own wrapper: named by the methods it held
    "compile_wrapped_method": ("CompileWrappedMethodCase.first, CompileWrappedMethodCase.second",
                               "compile_wrapped_function"),
    "same_global_state": ("same_global_state_case", "same_global_state"),
    "mark_before_first_call": ("mark_before_first_call_case", "mark_before_first_call"),
    "same_arguments": ("same_arguments_case", "same_arguments"),
    "same_device": ("same_device_case", "same_device"),
    "stable_attributes": ("stable_attributes_case", "stable_attributes"),
    # the resume function Dynamo made after the break recompiles on a value it was handed
    "fix_graph_break": ("torch_dynamo_resume_in_fix_graph_break_case_at_%d", "fix_graph_break"),
    "static_cache": ("LlamaForCausalLM.forward", "static_cache"),
    # a branch on a size in a dynamic=True function: one graph per side, the decision moved out
    "shape_branch": ("shape_branch_case", "shape_branch"),
}


def explain(cli, python, workdir, mode, cases):
    trace = os.path.join(workdir, mode)
    shutil.rmtree(trace, ignore_errors=True)
    env = dict(os.environ, TORCH_TRACE=trace)
    p = subprocess.run([python, os.path.join(HERE, "advice_cases.py"), mode, *cases], env=env,
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("advice_cases.py %s failed:\n%s" % (mode, p.stderr[-3000:]))
    q = subprocess.run([cli, "explain", "--json", trace], capture_output=True, text=True)
    if q.returncode not in (0, 1):
        raise RuntimeError("explain failed: %s" % q.stderr[-2000:])
    return json.loads(q.stdout)


def steps(doc, function):
    """The recompiles of one function, the kind of advice and the guard each names. A resume
    function's name ends with the line of its break: `%d` in `function` matches any line."""
    import re
    pattern = re.compile("^" + re.escape(function).replace("%d", r"\d+") + "$")
    return [(r.get("suggestion_kind"), r["guard"].get("category"), r["guard"].get("subject"))
            for r in doc.get("recompiles", []) if pattern.match(r.get("function") or "")]


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    cli, python, workdir = sys.argv[1:4]
    cases = sys.argv[4:] or list(CASES)
    os.makedirs(workdir, exist_ok=True)
    before = explain(cli, python, workdir, "before", cases)
    after = explain(cli, python, workdir, "after", cases)
    passed = failed = 0
    for case in cases:
        function, kind = CASES[case]
        b = [s for s in steps(before, function) if s[0] == kind]
        problems = []
        if not b:
            problems.append("before: no advice of kind %s (got %s)" % (kind, steps(before, function)))
        left = steps(after, function)
        if case == "static_cache":  # prompt and decode steps still differ in their inputs: only the cache must go
            left = [s for s in left if (s[2] or "").startswith("past_key_values")]
        if b and left:
            problems.append("after applying it, it still recompiles: %s" % left)
        print("%-24s %s" % (case, "ok: %d recompile(s) before, none after" % len(b)
                            if not problems else "; ".join(problems)))
        passed += not problems
        failed += bool(problems)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
