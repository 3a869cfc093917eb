"""Cross-checks which kernel launch `compilescope fusion --json` ties each final fusion node to,
against an independent reading of the fusion log and the generated code.

usage: check_fusion_ties.py [--quiet] COMPILESCOPE INPUT...
INPUT: a fusion fixture (`tests/data/fusion/<name>.tar.xz`, unpacked to a temporary folder)
or a run folder (TORCH_LOGS stderr capture `torch_logs.txt`, optional `trace/` and
`torch_compile_debug/`). Prints one line per graph and every disagreement; exits 1 on any.

Written from PyTorch's formats (torch/_inductor/scheduler.py, graph.py, codegen/triton.py,
codegen/cpp.py, codegen/wrapper.py), not from CompileScope's C++ readers:
  * TORCH_LOGS lines: `<L><MMDD> <time> <pid> <file>:<line>] [<compile id>] [__<artifact>] <text>`;
    a multi-line message repeats the prefix on every line.
  * A graph's fusion lines (`[__fusion]`) come before its own `Output code:` message of the same
    process and compile id (the scheduler runs before the wrapper is generated), after the
    previous graph's. `fusing A with B` joins two nodes; a fused node's name is its members'
    names joined by `_`, so the nodes after fusion are the connected members of every
    `fusing` line, plus every candidate never fused.
  * Without `Output code:` in the log (TORCH_LOGS lacking output_code), a graph's fusion lines
    are one sequence of rounds whose first candidates include op0, in log order, and its code
    is the trace's `inductor_output_code` payload of the same compile id and AOT ID part
    (line 1: the payload's first line).
  * With a debug folder, the nodes after fusion are ir_post_fusion.txt's block headers
    (`op3_op4: FusedSchedulerNode(...)`; the members' own blocks follow and are not counted),
    and the code is the folder's output_code.py.
  * The scheduler node `opN` writes the buffer `bufN` (graph.py registers an operation and its
    output buffer together, `op<len(operations)>` / `buf<len(buffers)>`; every `.outputs`
    entry of the fixtures' ir_pre_fusion.txt files, 1,166 of them, follows it), plus the
    buffers ir_post_fusion lists under `.outputs`.
  * A kernel's written arguments are named by its definition: Triton `def triton_...(in_ptr0,
    out_ptr0, in_out_ptr0, ..., xnumel, XBLOCK : tl.constexpr)` and C++ `extern "C" void
    kernel(const float* in_ptr0, float* out_ptr0, ...)` take `out_ptr<N>` / `in_out_ptr<N>`
    for what they store. The launch `<kernel>.run(a, b, ...)` (Triton) or `<kernel>(a, b, ...)`
    (C++) passes the arguments in the definition's order. Extern calls write `out=<buf>` or the
    name they are assigned to (`buf7 = torch.ops.aten.x.default(...)`).
  * Expected tie: the first launch (in `call()`'s order) that writes one of the node's buffers;
    for a node no launch writes for (it writes in place, e.g. an index_put into another
    node's buffer), the launch whose `# Topologically Sorted Source Nodes: [...]` comment
    lists exactly the origins of its candidate lines (`'origins=OrderedSet([...])'`).
A disagreement is a node with an expected launch that CompileScope ties to another launch or
to none, or a graph whose nodes after fusion differ. Nodes no launch writes for are listed
with what CompileScope says of them (not counted as disagreements)."""
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile

PREFIX = re.compile(r"^(?:\[rank\d+\]:)?[VIWEC](\d{4} \d\d:\d\d:\d\d\.\d+)\s+(\d+) (\S+:\d+)\] "
                    r"(?:\[([^\]]*)\] )?(?:\[__(\w+)\] )?(.*)$")
CANDIDATE = re.compile(r"^  \w+\((?:name='(\w+)'|nodes=(\w+))")
FUSING = re.compile(r"^fusing (\w+) with (\w+)$")
IR_HEADER = re.compile(r"^(\w+): (\w+)\(")
IR_OUTPUT = re.compile(r"^    (buf\d+): ")
AOT_ID = re.compile(r"^# AOT ID: \['(\d+)_(\w+)'\]", re.M)
TRITON_DEF = re.compile(r"^def (triton_\w+)\((.*)\):\s*$")
CPP_DEF = re.compile(r"^(\w+) = async_compile\.cpp_pybinding\(")
CPP_KERNEL = re.compile(r'extern "C"\s+void\s+kernel\(')
RUN = re.compile(r"^\s+(\w+)\.run\((.*)\)\s*$")
CALL = re.compile(r"^\s+(?:(\w+) = )?([\w.]+)\((.*)\)\s*$")
OP = re.compile(r"^op(\d+)$")
SOURCES = re.compile(r"^\s+# (?:Topologically Sorted|Unsorted) Source Nodes: \[(.*?)\], Original ATen:")
ORIGINS = re.compile(r"'origins=OrderedSet\(\[(.*?)\]\)'")


def split_args(text):
    """Top-level comma-separated parts of an argument list."""
    parts, depth, start, quote = [], 0, 0, None
    for i, c in enumerate(text):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts


def value_name(arg):
    """The buffer an argument passes: `buf3`, `reinterpret_tensor(buf3, ...)` → buf3."""
    m = re.match(r"^(?:reinterpret_tensor\()?([A-Za-z_]\w*)", arg)
    return m.group(1) if m else None


def kernel_params(lines):
    """Kernel name → parameter names, from Triton `def` lines and C++ `kernel(...)` signatures."""
    params, cpp_name = {}, None
    i = 0
    while i < len(lines):
        line = lines[i]
        m = TRITON_DEF.match(line)
        if m:
            names = [p.split(":")[0].strip() for p in m.group(2).split(",")]
            params[m.group(1)] = [p for p, raw in zip(names, m.group(2).split(",")) if "constexpr" not in raw]
        m = CPP_DEF.match(line)
        if m:
            cpp_name = m.group(1)
        if cpp_name and CPP_KERNEL.search(line):
            text = line[CPP_KERNEL.search(line).end():]
            while ")" not in text and i + 1 < len(lines):
                i += 1
                text += " " + lines[i].strip()
            text = text[:text.index(")")]
            params[cpp_name] = [p.strip().split()[-1].lstrip("*&") for p in text.split(",") if p.strip()]
            cpp_name = None
        i += 1
    return params


def launches(code):
    """(line, kernel, written buffers, source nodes) of every launch in `call()`, in order (lines
    1-based); source nodes: the `# Topologically Sorted Source Nodes: [...]` comment above it."""
    lines = code.split("\n")
    params = kernel_params(lines)
    out, in_call, sources = [], False, None
    for number, line in enumerate(lines, 1):
        if re.match(r"^\s*def call\(", line):
            in_call = True
            continue
        if not in_call:
            continue
        if re.match(r"^(def |class |\S)", line) and not line.startswith(" "):
            in_call = False
            continue
        m = SOURCES.match(line)
        if m:
            sources = frozenset(n for n in m.group(1).split(", ") if n)
            continue
        m = RUN.match(line)
        if m and m.group(1) in params:
            args = [a for a in split_args(m.group(2)) if "=" not in a.split("(")[0]]
            written = {value_name(a) for p, a in zip(params[m.group(1)], args) if p.startswith(("out_ptr", "in_out_ptr"))}
            out.append((number, m.group(1), written - {None}, sources))
            sources = None
            continue
        m = CALL.match(line)
        if not m:
            continue
        target, name, args = m.group(1), m.group(2), split_args(m.group(3))
        if name in params:  # a C++ kernel
            positional = [a for a in args if "=" not in a.split("(")[0]]
            written = {value_name(a) for p, a in zip(params[name], positional) if p.startswith(("out_ptr", "in_out_ptr"))}
            out.append((number, name, written - {None}, sources))
            sources = None
        elif name.startswith(("extern_kernels.", "torch.ops.", "aten.")):
            written = {value_name(a.split("=", 1)[1].strip()) for a in args if re.match(r"^out\s*=", a)}
            if target:
                written.add(target)
            out.append((number, name, written - {None}, sources))
            sources = None
    return out


def read_log(path):
    """Graphs of a TORCH_LOGS capture: (pid, compile id, AOT ID, part, fusion lines, code)."""
    graphs, pending, block = [], {}, None
    with open(path, encoding="utf-8", errors="replace") as f:
        for raw in f:
            m = PREFIX.match(raw.rstrip("\n"))
            if not m:
                block = None
                continue
            stamp, pid, where, cid, artifact, text = m.groups()
            key = (pid, cid or "")
            if block is not None:
                if (stamp, pid, where, cid) == block[0]:
                    block[1].append(text)
                    continue
                block = None
            if artifact == "output_code" and text.startswith("Output code: "):
                graph = {"pid": pid, "compile_id": cid or "", "fusion": pending.pop(key, []), "code": []}
                graphs.append(graph)
                block = ((stamp, pid, where, cid), graph["code"])
                graph["code"].append(text[len("Output code: "):])  # line 1: the `Output code:` line itself
            elif artifact == "fusion":
                pending.setdefault(key, []).append(text)
    for g in graphs:
        g["code"] = "\n".join(g["code"])
        m = AOT_ID.search(g["code"])
        g["aot"], g["part"] = (m.group(1), m.group(2)) if m else (None, None)
    # Fusion lines no `Output code:` followed (TORCH_LOGS without output_code): one graph per
    # sequence of rounds whose first candidate list holds op0 (a nested sequence re-fusing a
    # grouped node lists only the group's members); their code comes from the trace.
    for (pid, cid), lines in pending.items():
        for part in split_graphs(lines):
            graphs.append({"pid": pid, "compile_id": cid, "fusion": part, "code": None, "aot": None, "part": None})
    return graphs


def split_graphs(lines):
    out, banner = [], None
    for i, text in enumerate(lines):
        if text.startswith("===== attempting fusion (1/"):
            banner = i
        elif text.startswith("fuse_nodes_once, candidates:") and banner is not None:
            names = set()
            for t in lines[i + 1:]:
                m = CANDIDATE.match(t)
                if not m:
                    break
                names.add(m.group(1) or (m.group(2) or "").split("_")[0])
            if "op0" in names or not out:
                out.append(banner)
            banner = None
    starts = out or [0]
    starts[0] = 0
    return [lines[a:b] for a, b in zip(starts, starts[1:] + [len(lines)])]


def read_trace_codes(folder):
    """compile id (attempt dropped) → [(part, code)] of the trace's `inductor_output_code`
    records, in order; code line 1 is the payload's first line."""
    out = {}
    for root, _, files in os.walk(os.path.join(folder, "trace")):
        for name in sorted(files):
            current = None
            with open(os.path.join(root, name), encoding="utf-8", errors="replace") as f:
                for raw in f:
                    if raw.startswith("\t"):
                        if current is not None:
                            current.append(raw[1:].rstrip("\n"))
                        continue
                    current = None
                    brace = raw.find("] {")
                    if brace < 0 or '"inductor_output_code"' not in raw:
                        continue
                    try:
                        env = json.loads(raw[brace + 2:])
                    except ValueError:
                        continue
                    if "inductor_output_code" not in env or env.get("frame_id") is None:
                        continue
                    current = []
                    key = f"{env['frame_id']}/{env['frame_compile_id']}"
                    out.setdefault(key, []).append(current)
    result = {}
    for key, codes in out.items():
        for lines in codes:
            code = "\n".join(lines)
            m = AOT_ID.search(code)
            result.setdefault(key, []).append((m.group(2) if m else None, code))
    return result


def finals_from_log(lines):
    """Nodes after fusion: connected members of the `fusing` lines, and every candidate."""
    parent = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    origins = {}
    for text in lines:
        m = CANDIDATE.match(text)
        if m and m.group(1) and m.group(1) not in origins:
            o = ORIGINS.search(text)
            origins[m.group(1)] = frozenset(x for x in o.group(1).split(", ") if x) if o else frozenset()
        if m:
            members = (m.group(1) or m.group(2)).split("_")
            for op in members:
                find(op)
            for op in members[1:]:
                parent[find(op)] = find(members[0])
        m = FUSING.match(text)
        if m:
            ops = m.group(1).split("_") + m.group(2).split("_")
            for op in ops[1:]:
                a, b = find(op), find(ops[0])
                if a != b:
                    parent[a] = b
    groups = {}
    for op in list(parent):
        groups.setdefault(find(op), set()).add(op)
    return {frozenset(g): set(g) for g in groups.values()}, {}, origins


def finals_from_ir(text):
    """Nodes after fusion from ir_post_fusion.txt, and each block's output buffers."""
    finals, buffers, skip, current = [], {}, set(), None
    for line in text.split("\n"):
        m = IR_HEADER.match(line)
        if m and not line.startswith(" ") and "." not in m.group(1):
            current = m.group(1)
            if current not in skip:
                finals.append(current)
                skip |= set(current.split("_")) - {current}
            continue
        m = IR_OUTPUT.match(line)
        if m and current:
            buffers.setdefault(current, set()).add(m.group(1))
    return {frozenset(n.split("_")): set(n.split("_")) for n in finals}, buffers, {}


def node_buffers(members, ir_buffers):
    out = set()
    for op in members:
        m = OP.match(op)
        if m:
            out.add("buf" + m.group(1))
        if op.startswith("buf"):  # older runs name scheduler nodes by their buffer
            out.add(op)
        out |= ir_buffers.get(op, set())
    return out


def check_graph(label, finals, ir_buffers, origins, code, js, quiet):
    """Compares one graph; returns (disagreements, launching nodes, tied alike)."""
    found = launches(code)
    ours = {}
    for f in js.get("final_nodes", []):
        ours[frozenset(f["name"].split("_"))] = f
    problems = []
    if set(ours) != set(finals):
        extra = sorted("_".join(sorted(k)) for k in set(ours) - set(finals))[:5]
        missing = sorted("_".join(sorted(k)) for k in set(finals) - set(ours))[:5]
        problems.append(f"nodes after fusion differ: CompileScope only {extra}, the log only {missing}")
    launching = tied = 0
    untied = []
    for key in sorted(finals, key=lambda k: sorted(k)):
        buffers = node_buffers(finals[key], ir_buffers)
        expected = next((l for l in found if l[2] & buffers), None)
        if expected is None:  # a node that writes in place: the launch listing exactly its origins
            wanted = frozenset().union(*(origins.get(op, frozenset()) for op in finals[key]))
            expected = next((l for l in found if wanted and l[3] == wanted), None)
        f = ours.get(key)
        k = (f or {}).get("kernel") or {}
        if expected is None:
            untied.append(("_".join(sorted(key)), k.get("kind"), k.get("name"), k.get("untied")))
            continue
        launching += 1
        if f and k.get("name") == expected[1] and k.get("launch_line") == expected[0]:
            tied += 1
        else:
            evidence = (f"writes {sorted(expected[2] & buffers)}" if expected[2] & buffers
                        else "lists its origins")
            problems.append(f"{'_'.join(sorted(key))}: {expected[1]} at line {expected[0]} {evidence}; "
                            f"CompileScope: {k.get('name')} at line {k.get('launch_line')}")
    print(f"{label}: {len(finals)} nodes after fusion, {launching} launching, {tied} tied alike, "
          f"{len(problems)} disagreements")
    for p in problems:
        print("  DISAGREE " + p)
    if not quiet:
        for name, kind, kernel, why in untied:
            print(f"  no launch writes {name}'s buffers; CompileScope: {kind} {kernel or ''} {why or ''}".rstrip())
    return len(problems), launching, tied


def check_run(cs, folder, quiet):
    res = subprocess.run([cs, "fusion", "--json", folder], capture_output=True, text=True)
    if res.returncode not in (0, 1):
        print(f"{folder}: compilescope failed ({res.returncode}): {res.stderr[-500:]}")
        return 1
    report = json.loads(res.stdout)
    log_graphs = []
    log = os.path.join(folder, "torch_logs.txt")
    if os.path.exists(log):
        log_graphs = read_log(log)
    trace_codes = read_trace_codes(folder)
    folders = {}
    for root, dirs, files in os.walk(folder):
        if "ir_post_fusion.txt" in files:
            folders[os.path.basename(root)] = root
    bad = checked = 0
    total_launching = total_tied = 0
    used = set()
    for js in report.get("graphs", []):
        label = f"{os.path.basename(folder)} {js['id']}"
        if js.get("debug_folder") in folders:
            d = folders[js["debug_folder"]]
            finals, ir_buffers, origins = finals_from_ir(open(os.path.join(d, "ir_post_fusion.txt")).read())
            code_file = os.path.join(d, "output_code.py")
            if not os.path.exists(code_file):
                print(f"{label}: not checked (no output_code.py in {js['debug_folder']})")
                continue
            code = open(code_file, encoding="utf-8").read()
        else:
            match = [i for i, g in enumerate(log_graphs) if i not in used and g["compile_id"] == js.get("compile_id")
                     and (g["part"] == js.get("part") or js.get("part") is None or g["code"] is None)
                     and g["fusion"]]
            if not js.get("has_decisions"):
                continue
            if not match:
                print(f"{label}: not checked (no fusion lines and `Output code:` of this graph in the log)")
                continue
            used.add(match[0])
            g = log_graphs[match[0]]
            finals, ir_buffers, origins = finals_from_log(g["fusion"])
            code = g["code"]
            if code is None:
                key = (js.get("compile_id") or "").split("_")[0]
                codes = [c for c in trace_codes.get(key, []) if c[0] == js.get("part")]
                if not codes:
                    print(f"{label}: not checked (no `Output code:` in the log, none in the trace)")
                    continue
                trace_codes[key].remove(codes[0])
                code = codes[0][1]
        checked += 1
        n, launching, tied = check_graph(label, finals, ir_buffers, origins, code, js, quiet)
        bad += n
        total_launching += launching
        total_tied += tied
    print(f"{os.path.basename(folder)}: {total_tied}/{total_launching} launching nodes tied alike, "
          f"{bad} disagreements")
    if checked == 0:
        print(f"{os.path.basename(folder)}: no graph with a fusion log and its code to check")
        return 1
    return bad


def inputs(arg, tmp):
    if arg.endswith((".tar.xz", ".tar.gz", ".tar")):
        with tarfile.open(arg) as t:
            try:
                t.extractall(tmp, filter="data")
            except TypeError:  # Python before 3.12 without the filter argument
                t.extractall(tmp)
        return [os.path.join(tmp, d) for d in sorted(os.listdir(tmp))]
    return [arg]


def main():
    args = sys.argv[1:]
    quiet = "--quiet" in args
    args = [a for a in args if a != "--quiet"]
    if len(args) < 2:
        print(__doc__)
        return 2
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, arg in enumerate(args[1:]):
            for folder in inputs(arg, os.path.join(tmp, str(i))):
                bad += check_run(args[0], folder, quiet)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
