"""Cross-checks `compilescope graph --list --json` against an independent reading of the
graph payloads, and every Dynamo graph against PyTorch's own `compilation_metrics`.

usage: check_graphs.py [--fx-forms FX_FORMS.json] COMPILESCOPE INPUT...
INPUT: a structured trace (.log / .txt, plain or .zst), a folder of rank logs (read as one
run), or a corpus archive (`<scenario>.tar.xz`, unpacked to a temporary folder; its
`trace/` folder is checked). Prints one line per input and every mismatch; exits 1 on any.
--fx-forms first checks this reader against torch.fx itself (tests/data/graphs/fx_forms.json,
made by scripts/fixtures/make_fx_forms.py: call_module, get_attr, call_method, operators,
in-place operators, *args/**kwargs, printed every way print_readable prints).

The reading follows the grammar of the code FX prints (torch/fx/graph.py, `python_code`
with verbose=True, as `print_readable` wraps it in `class <Name>(torch.nn.Module):`), not
CompileScope's C++ reader:
  * placeholders are the signature's free variables: `<target>[: "<ann>"][ = <default>]`,
    one line (`def forward(self, a: "f32[4]", ...):`) or one per line with `  # <desc>`
    (expanded_def); with pytree codegen the signature holds the original arguments and the
    placeholders are the names bound by `<p1>, <p2>, = fx_pytree.tree_flatten_spec(...)`
    (annotations declared before it as `p1: "<ann>"; p2: "<ann>"; ` or one per line);
    `<p> = next(args_iter)` in the boxed form.
  * a placeholder whose node name differs from its target adds the body line
    `<name> = <target>` (Dynamo: `l_x_ = L_x_`): the same node, renamed, not a call.
  * call_function / call_method / call_module / get_attr: `<name>[: "<ann>"] = <expr>`;
    get_attr is `self.<path>` without a call, call_module `self.<path>(...)`; in-place
    operators print `<a> += <b>;  <name> = <a>` and `<a>[<i>] = <v>;  <name> = <a>`.
    `;  <x> = <y> = None` frees values after their last use (no node).
  * output: `return <args>`, possibly over several lines (`return (` ... `)` with
    `  # <desc>` comments).
Dynamo's figures (torch/_dynamo/convert_frame.py, utils.count_calls): graph_node_count =
len(graph.nodes); graph_op_count = nodes whose op contains "call"; graph_input_count =
placeholders."""
import glob
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile

HEADER = re.compile(r"^(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d\.\d{6} \d+ \S+:\d+\] (\{.*)$")
RESERVED = {"rank", "compiled_autograd_id", "frame_id", "frame_compile_id", "attempt", "has_payload", "stack"}
GRAPH_KINDS = {
    "dynamo_output_graph": "dynamo", "artifact:after_pre_grad_graph": "pre_grad", "inductor_pre_grad_graph": "pre_grad",
    "artifact:after_recompile_pre_grad": "pre_grad", "aot_joint_graph": "aot_joint",
    "aot_forward_graph": "aot_forward", "aot_backward_graph": "aot_backward", "aot_inference_graph": "aot_inference",
    "artifact:inductor_post_grad_graph": "post_grad", "inductor_post_grad_graph": "post_grad",
    "artifact:after_post_grad_graph": "post_grad", "artifact:after_recompile_post_grad": "post_grad",
}
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# get_attr's target as FX prints it: `self.a.b`, `getattr(self.a, "0")` for non-identifiers.
ATTR = r'(?:getattr\()*self(?:\.\w+|, "[^"]*"\))*'


def read_text(path):
    if path.endswith(".zst"):
        return subprocess.run(["zstd", "-dc", path], capture_output=True, check=True).stdout.decode("utf-8", "replace")
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def records(text):
    """(line number, kind, envelope, payload lines) of every record with a payload."""
    out, cur = [], None
    for number, line in enumerate(text.split("\n"), 1):
        line = line.rstrip("\r")
        if line.startswith("\t"):
            if cur is not None:
                cur[3].append(line[1:])
            continue
        cur = None
        m = HEADER.match(line)
        if not m:
            continue
        try:
            env = json.loads(m.group(1))
        except ValueError:
            continue
        keys = [k for k in env if k not in RESERVED]
        if not keys or keys[0] == "str":
            continue
        kind = keys[0]
        if kind == "artifact":
            kind = "artifact:" + str(env[kind].get("name", ""))
        cur = (number, kind, env, [])
        out.append(cur)
    return out


def split_top(text, sep):
    """Splits at `sep` outside quotes and brackets."""
    parts, depth, quote, start, i = [], 0, None, 0, 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
            i = start
            continue
        i += 1
    parts.append(text[start:])
    return parts


def strip_comment(text):
    return split_top(text, "#")[0]


def names_in(expr):
    """Identifiers outside string literals that can name a value: not an attribute (`.x`)
    and not a keyword argument's key (`keepdim = True`)."""
    out, quote, i = [], None, 0
    while i < len(expr):
        c = expr[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
            i += 1
            continue
        if c in "\"'":
            quote = c
            i += 1
            continue
        m = IDENT.match(expr, i)
        if not m:
            i += 1
            continue
        attribute = i > 0 and (expr[i - 1].isalnum() or expr[i - 1] in "_.")
        keyword = re.match(r"\s*=(?!=)", expr[m.end():]) is not None
        if not attribute and not keyword:
            out.append(m.group(0))
        i = m.end()
    return out


def free_var_target(var):
    """`L_x_: "f32[4]" = 1.0  # desc` → `L_x_` (FX's free-variable form)."""
    var = strip_comment(var).strip().rstrip(",").strip()
    return split_top(var, ":")[0].split("=")[0].strip().lstrip("*")


class Graph:
    def __init__(self):
        self.nodes = []  # [name, op]
        self.index = {}
        self.edges = set()
        self.targets = {}  # placeholder target → node index, until renamed

    def add(self, name, op):
        self.index[name] = len(self.nodes)
        self.nodes.append([name, op])

    def use(self, expr, to):
        for n in names_in(expr):
            i = self.index.get(n)
            if i is not None and i != to:
                self.edges.add((i, to))

    def counts(self):
        ops = [op for _, op in self.nodes]
        return {"nodes": len(ops), "placeholders": ops.count("placeholder"),
                "calls": sum("call" in op for op in ops), "edges": len(self.edges)}


def read_graph(lines):
    """The top-level forward of one printed graph module."""
    g = Graph()
    start = next((i for i, l in enumerate(lines) if l.lstrip().startswith("def forward(")), None)
    if start is None:
        return g
    sig = lines[start]
    body_indent = len(sig) - len(sig.lstrip()) + 4
    signature, i = [], start + 1
    head = sig.strip()[len("def forward("):]
    if re.search(r"\)(\s*->.*)?:$", head):  # one line
        signature = split_top(re.sub(r"\)(\s*->.*)?:$", "", head), ",")
    else:  # expanded_def: one free variable per line, then `):`
        while i < len(lines) and not re.match(r"^\s*\)(\s*->.*)?:\s*$", lines[i]):
            signature.append(lines[i])
            i += 1
        i += 1
    params = [t for t in (free_var_target(v) for v in signature) if t and t != "self"]
    body = []
    for line in lines[i:]:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        if indent < body_indent:
            break  # the forward ended (nested sub-module classes follow)
        body.append((indent, line.strip()))
    # Pytree / boxed codegen: the placeholders are bound in the body, not the signature.
    bound = None
    for indent, s in body:
        if indent != body_indent:
            continue
        m = re.match(r"^((?:\w+, )*\w+), = fx_pytree\.tree_flatten_spec\(", s) or \
            re.match(r"^((?:\w+, )*\w+), = self\._in_shuffle_graph\(", s)
        if m:
            bound = [n.strip() for n in m.group(1).split(",")]
        m = re.match(r"^(\w+) = next\(args_iter\)$", s)
        if m:
            bound = (bound or []) + [m.group(1)]
    for p in (bound if bound is not None else params):
        g.targets[p] = len(g.nodes)
        g.add(p, "placeholder")
    k = 0
    while k < len(body):
        indent, s = body[k]
        k += 1
        if indent != body_indent or s.startswith("#"):
            continue
        if s.startswith("return ") or s == "return":
            expr = strip_comment(s[6:])
            while k < len(body) and body[k][0] > body_indent:  # a multi-line return
                expr += " " + strip_comment(body[k][1])
                k += 1
            if k < len(body) and re.match(r"^[)\]]", body[k][1]):
                expr += " " + strip_comment(body[k][1])
            g.add("output", "output")
            g.use(expr, len(g.nodes) - 1)
            break  # the output is the last node
        statements = [st.strip() for st in split_top(s, ";")]
        first = statements[0]
        m = re.match(r'^(\w+)(?:: "[^"]*")? = (.+)$', first)
        if m and m.group(1) not in g.index:
            name, expr = m.group(1), m.group(2)
            # A placeholder's alias line: `<node name> = <target>`, the target a signature name.
            if re.fullmatch(r"\w+", expr) and expr in g.targets and g.nodes[g.targets[expr]][0] == expr:
                p = g.targets.pop(expr)
                del g.index[expr]
                g.nodes[p][0] = name
                g.index[name] = p
                continue
            if expr == "iter(args_list)" and name == "args_iter":
                continue  # the boxed calling convention, no node
            if re.fullmatch(ATTR, expr):
                op = "get_attr"
            elif re.match(ATTR + r"\(", expr):
                op = "call_module"
            elif re.match(r"^\w+\.\w+\(", expr) and expr.split(".")[0] in g.index:
                op = "call_method"
            else:
                op = "call_function"
            g.add(name, op)
            g.use(expr, len(g.nodes) - 1)
            continue
        # In-place operators: `<a> += <b>;  <name> = <a>`, `<a>[<i>] = <v>;  <name> = <a>`.
        if len(statements) > 1:
            m = re.match(r'^(\w+)(?:: "[^"]*")? = (\w+)$', statements[1])
            inplace = re.match(r"^(\w+)\s*(\+|-|\*|/|//|%|\*\*|<<|>>|&|\||\^|@)=\s*(.+)$", first) or \
                re.match(r"^(\w+)\[(.+)\] = (.+)$", first)
            if m and inplace and m.group(1) not in g.index and m.group(2) == inplace.group(1):
                g.add(m.group(1), "call_function")
                g.use(first, len(g.nodes) - 1)
    return g


def expected_graphs(text):
    """Every graph payload: its header line, stage and counts. A Dynamo graph also gets the
    figures of the compilation_metrics that closes its compile (same compiled-autograd id,
    frame id, frame compile id), when it is the last Dynamo graph before it: a restarted
    analysis (attempt 1, ...) prints a graph per attempt, and the metrics describe the last."""
    out, pending = [], {}
    for line, kind, env, payload in records(text):
        key = (env.get("compiled_autograd_id"), env.get("frame_id"), env.get("frame_compile_id"))
        if kind == "compilation_metrics" and key in pending:
            m = env["compilation_metrics"]
            pending.pop(key)["metrics"] = {"nodes": m.get("graph_node_count"), "calls": m.get("graph_op_count"),
                                           "placeholders": m.get("graph_input_count")}
            continue
        stage = GRAPH_KINDS.get(kind)
        if not stage or not payload:
            continue
        entry = {"line": line, "stage": stage, **read_graph(payload).counts()}
        if stage == "dynamo":
            pending[key] = entry
        out.append(entry)
    return out


def check_each(check, doc):
    """The main() of a checker run as `CHECKER COMPILESCOPE INPUT...`: check(compilescope, input)
    for each input; the doc when too few arguments; 0 when every input checked out, else 1."""
    if len(sys.argv) < 3:
        print(doc)
        return 2
    ok = True
    for path in sys.argv[2:]:
        ok = check(sys.argv[1], path) and ok
    return 0 if ok else 1


def trace_files(path):
    if os.path.isdir(path):
        return sorted(p for p in glob.glob(os.path.join(path, "*")) if os.path.isfile(p))
    return [path]


def check(cs, path):
    problems, expected = [], {}
    for f in trace_files(path):
        for e in expected_graphs(read_text(f)):
            expected[(os.path.realpath(f), e["line"])] = e
    listed = json.loads(subprocess.run([cs, "graph", path, "--list", "--json"], capture_output=True,
                                       check=True).stdout)["graphs"]
    got = {(os.path.realpath(g["file"]), g["line"]): g for g in listed if g.get("line")}
    checked_metrics = 0
    for key, e in sorted(expected.items()):
        g = got.get(key)
        where = f"{os.path.basename(key[0])}:{key[1]}"
        if g is None:
            problems.append(f"{where} ({e['stage']}): not listed by compilescope")
            continue
        for field in ("nodes", "placeholders", "calls", "edges"):
            if g.get(field) != e[field]:
                problems.append(f"{g['id']} ({where}): {field} {g.get(field)}, the FX grammar says {e[field]}")
        m = e.get("metrics")
        if m and m["nodes"] is not None:
            checked_metrics += 1
            for field in ("nodes", "calls", "placeholders"):
                if m[field] is not None and m[field] != e[field]:
                    problems.append(f"{g['id']} ({where}): {field} {e[field]}, compilation_metrics says {m[field]}")
            ours = g.get("metrics") or {}
            if (ours.get("graph_node_count"), ours.get("graph_op_count"), ours.get("graph_input_count")) != \
                    (m["nodes"], m["calls"], m["placeholders"]):
                problems.append(f"{g['id']} ({where}): compilescope reads metrics {ours}, the record says {m}")
            mismatch = any(m[f] is not None and m[f] != g.get(f) for f in ("nodes", "calls", "placeholders"))
            if bool(g.get("diagnostic")) != mismatch:
                problems.append(f"{g['id']} ({where}): diagnostic {g.get('diagnostic')!r}, mismatch {mismatch}")
    dynamo = [e for e in expected.values() if e["stage"] == "dynamo"]
    print(f"{'OK' if not problems else 'DIFFERENT'} {path}: {len(expected)} graphs, {len(dynamo)} Dynamo graphs, "
          f"{checked_metrics} against compilation_metrics "
          f"{[(e['nodes'], e['calls'], e['placeholders']) for e in dynamo][:4]}")
    for p in problems:
        print("  " + p)
    return not problems


def inputs(path, tmp):
    if path.endswith(".tar.xz"):
        with tarfile.open(path) as t:
            try:
                t.extractall(tmp, filter="data")
            except TypeError:  # Python before 3.11.4 has no extraction filters
                t.extractall(tmp)
        return sorted(glob.glob(os.path.join(tmp, "*", "trace")))
    return [path]


def fx_forms(path):
    """Checks this reader against torch.fx itself: the graph of scripts/fixtures/make_fx_forms.py
    printed every way print_readable prints must read back as FX's own nodes, ops and edges."""
    doc = json.load(open(path))
    want_nodes = [tuple(n) for n in doc["nodes"]]
    want_edges = {tuple(e) for e in doc["edges"]}
    ok = True
    for form, text in doc["printed"].items():
        got = read_graph(text.split("\n"))
        nodes = [tuple(n) for n in got.nodes]
        edges = {(got.nodes[a][0], got.nodes[b][0]) for a, b in got.edges}
        same = nodes == want_nodes and edges == want_edges
        ok = ok and same
        print(f"{'OK' if same else 'DIFFERENT'} FX printer form {form} (torch {doc['torch']}): {len(nodes)} nodes, "
              f"{len(edges)} edges")
        if not same:
            print("  fx:  ", want_nodes, sorted(want_edges))
            print("  read:", nodes, sorted(edges))
    return ok


def main():
    args = sys.argv[1:]
    ok = True
    if len(args) > 1 and args[0] == "--fx-forms":
        ok = fx_forms(args[1])
        args = args[2:]
    if len(args) < 2:
        print(__doc__)
        return 2
    cs = args[0]
    with tempfile.TemporaryDirectory() as tmp:
        for i, arg in enumerate(args[1:]):
            for path in inputs(arg, os.path.join(tmp, str(i))):
                ok = check(cs, path) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
