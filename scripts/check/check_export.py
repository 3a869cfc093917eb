"""Checks `compilescope graph FILE.pt2 --graph export:<model> --json` against PyTorch's own reading
of the same file (torch.export.load), independently of the C++ reader's assumptions.

usage: python check_export.py COMPILESCOPE FILE.pt2|FILE.tar.xz|TRACE=PROGRAM.pt2 [...]
(a .tar.xz holds .pt2 files)
Compares, per file: node count, each node's name, op and target, the module path
(nn_module_stack) and symbolic shape of every tensor node (in the program's graph and in each
sub-graph torch.export.load registers: torch.cond's branches, nested ones too), the graph signature (input and output
spec kinds, names and targets, in order) and the range constraints of every symbol.
TRACE=PROGRAM.pt2: the program a torch.export call printed into a TORCH_DTRACE trace
(`export:1`, the trace's first export) against the same program saved with torch.export.save
(scripts/fixtures/make_export_trace.py writes both); the printout has no nn_module_stack, so
module paths are not compared there.
Prints each disagreement and `disagreements: N`; exits 1 when N > 0 (77 without torch).
"""
import collections
import json
import operator
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile

try:
    import torch
except ImportError:
    print("torch not importable: skipped")
    sys.exit(77)

INPUT_KINDS = {
    "USER_INPUT": "user_input",
    "PARAMETER": "parameter",
    "BUFFER": "buffer",
    "CONSTANT_TENSOR": "tensor_constant",
    "CUSTOM_OBJ": "custom_obj",
    "TOKEN": "token",
}
OUTPUT_KINDS = {
    "USER_OUTPUT": "user_output",
    "LOSS_OUTPUT": "loss_output",
    "BUFFER_MUTATION": "buffer_mutation",
    "PARAMETER_MUTATION": "parameter_mutation",
    "GRADIENT_TO_PARAMETER": "gradient_to_parameter",
    "GRADIENT_TO_USER_INPUT": "gradient_to_user_input",
    "USER_INPUT_MUTATION": "user_input_mutation",
    "TOKEN": "token",
}


def target_text(node):
    t = node.target
    if node.op != "call_function":
        return str(t)
    if t is operator.getitem:
        return "getitem"
    if isinstance(t, torch._ops.OpOverload):
        return str(t)  # aten.linear.default
    if isinstance(t, torch._ops.HigherOrderOperator):
        return "higher_order." + t.__name__
    # Symbolic-int arithmetic and other Python functions, as serialize.py writes them: `_operator.add`.
    return f"{getattr(t, '__module__', '')}.{getattr(t, '__name__', str(t))}"


def op_text(node):
    if node.op == "call_function" and node.target is operator.getitem:
        return "getitem"
    return node.op


def shape_text(val):
    if isinstance(val, torch.Tensor):
        return ", ".join(str(d) for d in val.shape)
    return None


# A node a pass added without a module: torch.export.unflatten keeps it in the module of the
# node before it (torch/export/unflatten.py, "Empty case from the node_metadata_hook").
EMPTY_STACK = "_empty_nn_module_stack_from_metadata_hook"


def module_of(node, before=None):
    stack = node.meta.get("nn_module_stack")
    if not stack:
        return None
    if len(stack) == 1 and EMPTY_STACK in stack:
        return before
    path, _ = list(stack.values())[-1]
    return path or None


def bound(v):
    try:
        n = int(v)
    except (TypeError, OverflowError, ValueError):
        return None
    return n if abs(n) < 2**62 else None


def compare_nodes(nodes, ours, problems, modules, where=""):
    """One FX graph (the program's, or a sub-graph's) against `graph --json` of the same."""
    if len(nodes) != len(ours["nodes"]):
        problems.append(f"{where}node count: torch {len(nodes)}, compilescope {len(ours['nodes'])}")
    theirs_ops = collections.Counter((op_text(n), target_text(n)) for n in nodes)
    ours_ops = collections.Counter((n["op"], n["target"]) for n in ours["nodes"])
    for key in sorted(set(theirs_ops) | set(ours_ops)):
        if key[0] in ("placeholder", "output", "get_attr"):
            continue  # a placeholder's target is its own name
        if theirs_ops[key] != ours_ops[key]:
            problems.append(f"{where}op {key}: torch {theirs_ops[key]}, compilescope {ours_ops[key]}")
    by_name = {n["name"]: n for n in ours["nodes"]}
    before = None  # the module of the last node that named one
    for n in nodes:
        module = module_of(n, before)
        if n.meta.get("nn_module_stack"):
            before = module
        o = by_name.get(n.name)
        if o is None:
            problems.append(f"{where}node {n.name} ({op_text(n)} {target_text(n)}) missing")
            continue
        if o["op"] != op_text(n):
            problems.append(f"{where}node {n.name}: op torch {op_text(n)}, compilescope {o['op']}")
        shape = shape_text(n.meta.get("val"))
        if shape is not None and o.get("shape") != shape:
            problems.append(f"{where}node {n.name}: shape torch [{shape}], compilescope [{o.get('shape')}]")
        if modules and n.op == "call_function" and module != o.get("module"):
            problems.append(f"{where}node {n.name}: module torch {module}, compilescope {o.get('module')}")


def check_subgraphs(cli, path, ep, program_id, listed, problems, modules):
    """Each sub-graph torch.export.load registered (a submodule of the graph module that holds a
    graph: torch.cond's branches, nested ones too) is listed as `<program id>/<a>/<b>` and reads
    the same."""
    theirs = {
        name: mod for name, mod in ep.graph_module.named_modules() if name and isinstance(mod, torch.fx.GraphModule)
    }
    ours_ids = {i[len(program_id) + 1 :].replace("/", ".") for i in listed if i.startswith(program_id + "/")}
    if set(theirs) != ours_ids:
        problems.append(f"sub-graphs: torch {sorted(theirs)}, compilescope {sorted(ours_ids)}")
    for name in sorted(set(theirs) & ours_ids):
        graph_id = program_id + "/" + name.replace(".", "/")
        out = subprocess.run([cli, "graph", path, "--graph", graph_id, "--json"], capture_output=True, text=True, check=True)
        compare_nodes(list(theirs[name].graph.nodes), json.loads(out.stdout), problems, modules, f"{name}: ")


def check(cli, path):
    trace, program = path.split("=", 1) if "=" in path else (None, path)
    ep = torch.export.load(program)
    path = trace or program
    out = subprocess.run([cli, "graph", path, "--list", "--json"], capture_output=True, text=True, check=True)
    listed = json.loads(out.stdout)["graphs"]
    ids = [g["id"] for g in listed if g["stage"] == "export"]
    problems = []
    if trace:
        ids = ids[:1]  # the trace's first export: the program saved beside it
    if len(ids) != 1:
        return [f"{len(ids)} exported graphs listed, expected 1"]
    out = subprocess.run([cli, "graph", path, "--graph", ids[0], "--json"], capture_output=True, text=True, check=True)
    ours = json.loads(out.stdout)
    compare_nodes(list(ep.graph.nodes), ours, problems, not trace)
    subgraphs = [g["id"] for g in listed if g["stage"] == "export_subgraph"]
    check_subgraphs(cli, path, ep, ids[0], subgraphs, problems, not trace)
    sig = ep.graph_signature
    exp = ours["export"]
    # torch.export.load turns the schema's constant_input (a float or int argument) into a
    # USER_INPUT whose arg is a ConstantArgument (serde/serialize.py, deserialize_input_spec):
    # compared as the schema has it, with the value torch keeps on the argument.
    theirs_in = [
        ("constant_input", s.arg.name, repr(s.arg.value))
        if s.kind.name == "USER_INPUT" and type(s.arg).__name__ == "ConstantArgument"
        else (INPUT_KINDS.get(s.kind.name, s.kind.name), s.arg.name, s.target)
        for s in sig.input_specs
    ]
    ours_in = [(s["kind"], s["name"], s["target"]) for s in exp["inputs"]]
    if theirs_in != ours_in:
        problems.append(f"input specs: torch {theirs_in}, compilescope {ours_in}")
    theirs_out = [(OUTPUT_KINDS.get(s.kind.name, s.kind.name), s.arg.name, s.target) for s in sig.output_specs]
    ours_out = [(s["kind"], s["name"], s["target"]) for s in exp["outputs"]]
    if theirs_out != ours_out:
        problems.append(f"output specs: torch {theirs_out}, compilescope {ours_out}")
    theirs_ranges = {str(k): (bound(v.lower), bound(v.upper)) for k, v in ep.range_constraints.items()}
    ours_ranges = {k: (v["min"], v["max"]) for k, v in exp["range_constraints"].items()}
    if theirs_ranges != ours_ranges:
        problems.append(f"range constraints: torch {theirs_ranges}, compilescope {ours_ranges}")
    return problems


def expand(files, scratch):
    """`.tar.xz` fixtures (the big program) unpacked into `scratch`; other paths as given."""
    out = []
    for path in files:
        if path.endswith(".tar.xz") and "=" not in path:
            with tarfile.open(path) as tar:
                names = [m.name for m in tar.getmembers() if m.name.endswith(".pt2")]
                tar.extractall(scratch, filter="data")
            out += [os.path.join(scratch, n) for n in names]
        else:
            out.append(path)
    return out


def main():
    cli = sys.argv[1]
    scratch = tempfile.mkdtemp(prefix="cs-check-export-")
    files = expand(sys.argv[2:], scratch)
    total = 0
    for path in files:
        problems = check(cli, path)
        total += len(problems)
        print(f"{path}: {'ok' if not problems else str(len(problems)) + ' disagreement(s)'}")
        for p in problems[:30]:
            print("  " + p)
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"disagreements: {total}")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
