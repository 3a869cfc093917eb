"""Checks how CompileScope pairs the graphs of compile ids that run several AOT/Inductor
compilations (DDPOptimizer's children above all), from PyTorch's own records, not from the
C++ readers.

usage: check_pairing.py COMPILESCOPE [--truth TRUTH.json] INPUT...
INPUT: a structured trace (.log / .txt, plain or .zst), a folder of rank logs (one run), or a
corpus archive (`<scenario>.tar.xz`; its `trace/` folder). --truth: what DDPOptimizer itself
held (scripts/fixtures/make_ddp_run.py writes it from a hook on DDPOptimizer.compile_fn) for
the inputs that follow it. Prints one line per input and every disagreement; exits 1 on any.

What PyTorch writes (torch/_inductor/compile_fx.py, torch/_dynamo/backends/distributed.py):
  * every Inductor compilation logs, in this order, `before_post_grad_graph`, the post-grad
    graph (`inductor_post_grad_graph`), `inductor_output_code` (whose first line is
    `# AOT ID: ['<n>_<forward|backward|inference>']`) and, with provenance on, the
    `inductor_provenance_tracking_node_mappings` of that same graph (`postToCppCode`: post-grad
    node → `<kernel>:<handle>`; a backward's is `{"version": 2.0}`, empty);
  * a backward is compiled lazily, under its forward's compile id, with the forward's AOT id;
  * DDPOptimizer logs `optimize_ddp_split_graph` and one `optimize_ddp_split_child` (`name`)
    per child before compiling the children in order; each child reaches Inductor as it is, so
    its `before_pre_grad_graph` has the child's inputs; a bucket's size is the storage bytes of
    the child's parameters (`describe_tensor` is_parameter / storage, `describe_storage`
    size, `describe_source`).
Checks: each Dynamo graph's nodes, calls and inputs = its compile's compilation_metrics
(graph_node_count, graph_op_count, graph_input_count; read as check_graphs.py reads graphs);
each post-grad graph listed with the part, AOT id and DDP child these records give it;
its node → kernel membership (`graph --graph ID --format json` groups) equal to the
`postToCppCode` of its own provenance record, and, without one, no kernel that its own output
code does not hold; each DDP split listed with its children in order, each child's bucket
parameters and bytes as the fake-tensor records (and the truth file) say, and its forward and
backward post-grad graphs as above."""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_graphs import expected_graphs, inputs, read_graph, read_text, records, trace_files  # noqa: E402

AOT_ID = re.compile(r"# AOT ID: \['(.*?)_(forward|backward|inference)'\]")


def compile_key(env):
    return env.get("compiled_autograd_id"), env.get("frame_id"), env.get("frame_compile_id")


def placeholders(payload):
    return [n for n, op in read_graph(payload).nodes if op == "placeholder"]


def dynamo_name(source):
    """Dynamo's graph-input name for a source: non-alphanumerics as one `_`, case aside."""
    return re.sub(r"[^0-9a-zA-Z]+", "_", source).lower()


class Compile:
    def __init__(self):
        self.post = []  # {line, payload, code, provenance}
        self.pre_grad = []  # (line, placeholders) of before_pre_grad_graph
        self.children = []  # (name, line, payload)
        self.split_line = None
        self.described = {}  # dynamo_name(source) → (source, is_parameter, bytes)
        self.order = []  # ("pre", i) / ("post", i) in record order


def read_compiles(text):
    compiles, open_post = {}, {}
    storages, tensors, sources = {}, {}, {}
    rs = records(text)
    for _line, kind, env, _payload in rs:
        if kind in ("describe_storage", "describe_tensor", "describe_source"):
            d = env[kind]
            ident = (compile_key(env), d.get("describer_id"), d.get("id"))
            {"describe_storage": storages, "describe_tensor": tensors, "describe_source": sources}[kind][ident] = d
    for ident, s in sources.items():
        t = tensors.get(ident, {})
        storage = storages.get((ident[0], ident[1], t.get("storage")), {})
        c = compiles.setdefault(ident[0], Compile())
        c.described[dynamo_name(s.get("source", ""))] = (s.get("source"), bool(t.get("is_parameter")),
                                                           storage.get("size"))
    for line, kind, env, payload in rs:
        key = compile_key(env)
        if key == (None, None, None):
            continue
        c = compiles.setdefault(key, Compile())
        text_payload = "\n".join(payload)
        if kind == "optimize_ddp_split_graph":
            c.split_line = line
        elif kind == "optimize_ddp_split_child":
            c.children.append((env[kind].get("name"), line, payload))
        elif kind in ("artifact:before_pre_grad_graph", "artifact:before_recompile_pre_grad"):
            c.pre_grad.append((line, placeholders(payload)))
            c.order.append(("pre", len(c.pre_grad) - 1))
            open_post[key] = None
        elif kind in ("artifact:before_post_grad_graph", "artifact:before_recompile_post_grad"):
            open_post[key] = {"line": None, "payload": None, "code": None, "provenance": None}
        elif kind in ("artifact:inductor_post_grad_graph", "inductor_post_grad_graph", "artifact:after_post_grad_graph",
                      "artifact:after_recompile_post_grad"):
            p = open_post.get(key)
            if p is None or p["line"] is not None:
                p = {"line": None, "payload": None, "code": None, "provenance": None}
            p["line"], p["payload"] = line, payload
            c.post.append(p)
            c.order.append(("post", len(c.post) - 1))
            open_post[key] = p
        elif kind == "inductor_output_code" and open_post.get(key) and open_post[key]["code"] is None:
            open_post[key]["code"] = text_payload
        elif kind == "artifact:inductor_provenance_tracking_node_mappings" and open_post.get(key) \
                and open_post[key]["provenance"] is None:
            try:
                open_post[key]["provenance"] = json.loads(text_payload)
            except ValueError:
                open_post[key]["provenance"] = {}
    return compiles


def expected_parts(c):
    """Per post-grad graph: part and AOT id from its output code, DDP child from the pre-grad
    graph of its AOT compilation (a backward: through its forward's AOT id)."""
    child_of_pre = {}
    for name, _line, payload in c.children:
        inputs_ = placeholders(payload)
        for i, (_l, pre_inputs) in enumerate(c.pre_grad):
            if pre_inputs == inputs_:
                child_of_pre[i] = name
    child_of_aot, last_pre = {}, None
    for kind, i in c.order:
        if kind == "pre":
            last_pre = i
            continue
        p = c.post[i]
        m = AOT_ID.search((p["code"] or "")[:300])
        p["aot_id"], p["part"] = (m.group(1), m.group(2)) if m else (None, None)
        if p["part"] in ("forward", "inference") and last_pre is not None:
            child_of_aot[p["aot_id"]] = child_of_pre.get(last_pre)
            last_pre = None
    for p in c.post:
        p["child"] = child_of_aot.get(p["aot_id"])


def expected_groups(p):
    """Kernel groups of the post-grad graph by its own provenance: (kernel, members) pairs."""
    nodes = {n for n, op in read_graph(p["payload"]).nodes}
    code_to_post = (p["provenance"] or {}).get("cppCodeToPost") or {}
    groups = []
    for entry, members in code_to_post.items():
        kernel = entry.rsplit(":", 1)[0] if re.search(r":\d+$", entry) else entry
        inside = sorted(set(members) & nodes)
        if inside:
            groups.append((kernel, tuple(inside)))
    return sorted(groups) if (p["provenance"] or {}).get("postToCppCode") else None


def check(cs, path, truth):
    problems = []
    files = {os.path.realpath(f): read_compiles(read_text(f)) for f in trace_files(path)}
    listed = json.loads(subprocess.run([cs, "graph", path, "--list", "--json"], capture_output=True,
                                       check=True).stdout)
    by_place = {(os.path.realpath(g["file"]), g["line"]): g for g in listed["graphs"] if g.get("line")}
    # Dynamo graphs = compilation_metrics (the DDP children do not change the captured graph).
    dynamo = 0
    for f in files:
        for e in expected_graphs(read_text(f)):
            m = e.get("metrics")
            if e["stage"] != "dynamo" or not m or m["nodes"] is None:
                continue
            g = by_place.get((f, e["line"]))
            dynamo += 1
            got = (g.get("nodes"), g.get("calls"), g.get("placeholders")) if g else None
            if got != (m["nodes"], m["calls"], m["placeholders"]):
                problems.append(f"{g['id'] if g else os.path.basename(f)}:{e['line']}: Dynamo graph {got}, "
                                f"compilation_metrics says {(m['nodes'], m['calls'], m['placeholders'])}")
    counts = {"forward": 0, "backward": 0, "inference": 0, None: 0}
    compared = children = 0
    for f, compiles in files.items():
        for key, c in compiles.items():
            expected_parts(c)
            for p in c.post:
                g = by_place.get((f, p["line"]))
                where = f"{os.path.basename(f)}:{p['line']}"
                if g is None:
                    problems.append(f"{where}: post-grad graph not listed")
                    continue
                counts[p["part"]] = counts.get(p["part"], 0) + 1
                if p["part"] and g.get("part") != p["part"]:
                    problems.append(f"{g['id']} ({where}): part {g.get('part')}, its output code says {p['part']}")
                if p["aot_id"] is not None and g.get("aot_id") not in (None, p["aot_id"]):
                    problems.append(f"{g['id']} ({where}): AOT id {g.get('aot_id')}, the code says {p['aot_id']}")
                if c.children and g.get("ddp_child") != p["child"]:
                    problems.append(f"{g['id']} ({where}): DDP child {g.get('ddp_child')}, the records say "
                                    f"{p['child']}")
                got = json.loads(subprocess.run([cs, "graph", path, "--graph", g["id"], "--format", "json"],
                                                capture_output=True, check=True).stdout)
                got_groups = sorted((x["kernel"], tuple(sorted(x["members"]))) for x in got["groups"])
                want = expected_groups(p)
                compared += 1
                if want is not None:
                    if got_groups != want:
                        problems.append(f"{g['id']} ({where}): kernel groups differ from its provenance:\n"
                                        f"      ours {got_groups}\n      provenance {want}")
                else:
                    code = p["code"] or ""
                    foreign = sorted({k for k, _ in got_groups if k.split(".")[-1] not in code})
                    if foreign:
                        problems.append(f"{g['id']} ({where}): kernels {foreign} are not in its own output code")
            if c.children:
                children += len(c.children)
                problems += check_split(listed, f, key, c, truth)
    print(f"{'OK' if not problems else 'DIFFERENT'} {path}: {sum(counts.values())} post-grad graphs "
          f"({counts['forward']} forward, {counts['backward']} backward, {counts['inference']} inference), "
          f"{compared} compared with their own provenance or code, {children} DDP children, "
          f"{dynamo} Dynamo graphs = compilation_metrics")
    for p in problems:
        print("  " + p)
    return not problems


def check_split(listed, f, key, c, truth):
    problems = []
    cid = f"{key[1]}/{key[2]}" if key[0] is None else f"!{key[0]}/{key[1]}/{key[2]}"
    graph_files = {g["id"]: os.path.realpath(g["file"]) for g in listed["graphs"] if g.get("file")}
    graph_lines = {g["id"]: g.get("line") for g in listed["graphs"]}
    split = [s for s in listed.get("ddp_splits", []) if s["compile_id"] == cid and any(
        graph_files.get(ch.get("graph")) == f for ch in s["children"])]
    if len(split) != 1:
        return [f"{os.path.basename(f)} {cid}: {len(split)} DDP splits listed, the trace has one"]
    s = split[0]
    names = [n for n, _l, _p in c.children]
    if [ch["name"] for ch in s["children"]] != names:
        problems.append(f"{cid}: children {[ch['name'] for ch in s['children']]}, the trace has {names}")
    post_by_line = {p["line"]: p for p in c.post}
    truth_buckets = None
    if truth:
        splits = [t for t in truth.get("splits", []) if t["compile_id"] == cid]
        truth_buckets = splits[0]["buckets"] if splits else None
    for i, (name, line, payload) in enumerate(c.children):
        ch = next((x for x in s["children"] if x["name"] == name), None)
        if ch is None:
            continue
        params = []
        for n in placeholders(payload):
            d = c.described.get(dynamo_name(n))
            if d and d[1]:
                params.append((n, d[2]))
        got = [(p["name"], p["bytes"]) for p in ch["params"]]
        if got != params:
            problems.append(f"{cid} {name}: bucket {got}, the fake-tensor records say {params}")
        size = sum(b for _, b in params) if all(b is not None for _, b in params) else None
        if ch["bucket_bytes"] != size:
            problems.append(f"{cid} {name}: {ch['bucket_bytes']} bytes, the records say {size}")
        if truth_buckets is not None:
            t = truth_buckets[i] if i < len(truth_buckets) else None
            if t is None or t["size"] != ch["bucket_bytes"] or \
                    sorted(x.lower() for x in t["params"]) != sorted(p["name"].lower() for p in ch["params"]):
                problems.append(f"{cid} {name}: bucket {ch['bucket_bytes']} bytes {got}, DDPOptimizer held {t}")
        for part in ("forward", "backward"):
            gid = ch.get(part)
            p = post_by_line.get(graph_lines.get(gid)) if gid else None
            if p is None or p["part"] != part or p["child"] != name:
                problems.append(f"{cid} {name}: {part} graph {gid} is "
                                f"{(p['part'], p['child']) if p else 'not a post-grad graph of this compile'}")
    return problems


def main():
    args = sys.argv[1:]
    truth = None
    ok = True
    if len(args) < 2:
        print(__doc__)
        return 2
    cs = args[0]
    with tempfile.TemporaryDirectory() as tmp:
        i = 1
        while i < len(args):
            if args[i] == "--truth":
                truth = json.load(open(args[i + 1]))
                i += 2
                continue
            for path in inputs(args[i], os.path.join(tmp, str(i))):
                ok = check(cs, path, truth) and ok
            i += 1
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
