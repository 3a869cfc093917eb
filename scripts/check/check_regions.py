"""Checks `compilescope graph --regions --json` (compilescope.regions/1) against its own reading of
the trace records:

- nested compile regions: in the last Dynamo graph of each compile, the calls
  `torch.ops.higher_order.invoke_subgraph(subgraph_N, '<identifier>', ...)` counted per identifier
  (torch/_higher_order_ops/invoke_subgraph.py names a traced variant by its identifier), the
  nodes computing something in the body of the class each call's first argument was read from
  (`subgraph_N = self.subgraph_M`), and the compile time inlining every call would add, from the
  whole graph's count (its own nodes and every variant's body once);
- blocks compiled on their own: compiles whose dynamo_start stack reaches the compiled frame
  through `self._compiled_call_impl` (nn.Module.compile) called right from a module's `forward`
  outside torch/nn/parallel and torch/distributed (DDP and friends wrap the whole model), grouped
  by the frame compilation_metrics names, and how often they ran where the input folder holds a
  profiler trace (profile.json[.zst]: its "Torch-Compiled Region: <compile id>" spans);
- piecewise compiles: the run order of the split graph's `self.submod_N(...)` calls
  (graph_dump vllm_piecewise_split_graph), the pieces a `vllm_piecewise_compile_start` names
  (compiled; the others run as they are) with their sizes, and the calls of the pieces left eager.

usage: check_regions.py COMPILESCOPE LOG_OR_DIR...
Prints one line per input and every mismatch; exits 1 on any mismatch."""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_graphs import check_each, read_text, records, trace_files  # noqa: E402

INVOKE = re.compile(r"invoke_subgraph\((\w+), '([^']*)'")
GET_ATTR = re.compile(r"^(\w+) = self\.(\w+)$")
ASSIGN = re.compile(r"^(\w+)(: \"[^\"]*\")? = ([^;]+)")
CLASS = re.compile(r"^    class (\w+)\(")
SELF_CALL = re.compile(r"= self\.(\w+)\(")


def split_module(payload):
    """The top forward's lines and each nested class's lines (a print_readable() dump)."""
    top, classes, cur = [], {}, None
    for line in payload:
        m = CLASS.match(line)
        if m:
            cur = classes.setdefault(m.group(1), [])
            continue
        (top if cur is None else cur).append(line.strip())
    return top, classes


def computes(line):
    m = ASSIGN.match(line)
    return bool(m) and not re.fullmatch(r"[\w.]+", m.group(3).strip())


def target(line):
    m = re.match(r"^\w+(?:: \"[^\"]*\")? = ([\w.]+)\(", line)
    return m.group(1) if m else None


def label(name):
    """A name from the trace as graph ids carry it (GRAPH_JSON.md): at most 80 characters, every one
    but letters, digits, `_`, `-` and `.` made `_`."""
    return "".join(c if c.isalnum() or c in "_-." else "_" for c in name[:80])


def compile_key(env):
    return (env.get("frame_id"), env.get("frame_compile_id"))


def expected(text):
    dynamo, starts, splits, stacks, metrics, bwd = {}, {}, {}, {}, {}, {}
    for line, kind, env, payload in records(text):
        key = compile_key(env)
        if kind == "dynamo_output_graph":
            dynamo[key] = payload
        elif kind == "artifact:vllm_piecewise_compile_start":
            try:
                starts.setdefault(key, []).append(json.loads("\n".join(payload)))
            except ValueError:
                pass
        elif kind == "graph_dump" and env["graph_dump"].get("name") == "vllm_piecewise_split_graph":
            splits.setdefault(key, payload)
        elif kind == "dynamo_start":
            stacks[key] = env["dynamo_start"].get("stack") or []
        elif kind == "compilation_metrics":
            metrics[key] = env["compilation_metrics"]
        elif kind == "bwd_compilation_metrics":
            m = env["bwd_compilation_metrics"]
            us = m.get("inductor_cumulative_compile_time_us")
            t = us / 1e6 if isinstance(us, (int, float)) else m.get("inductor_compile_time_s")
            if isinstance(t, (int, float)) and t >= 0:
                bwd[key] = bwd.get(key, 0.0) + t
    nested = {}
    for key, payload in dynamo.items():
        top, classes = split_module(payload)
        calls, attrs, body_of, top_ops = {}, {}, {}, 0
        for line in top:
            m = GET_ATTR.match(line)
            if m:
                attrs[m.group(1)] = m.group(2)
            m = INVOKE.search(line)
            if m:
                calls[m.group(2)] = calls.get(m.group(2), 0) + 1
                body_of.setdefault(m.group(2), attrs.get(m.group(1), m.group(2)))
            elif computes(line) and not re.search(r"= invoke_subgraph(_\d+)?\[", line):
                top_ops += 1
        if calls:
            ops = {v: (sum(computes(x) for x in classes[body_of[v]]) if body_of[v] in classes else None)
                   for v in calls}
            total = None if None in ops.values() else top_ops + sum(ops.values())
            time = None
            m = metrics.get(key, {})
            if m.get("entire_frame_compile_time_s") is not None:
                time = m["entire_frame_compile_time_s"] + bwd.get(key, 0.0)
            nested["%s/%s" % key] = (calls, ops, total, time)
    modules = {}
    for key, stack in stacks.items():
        locs = [f.get("loc") or "" for f in stack]
        names = [f.get("name") for f in stack]
        files = [str(f.get("filename")) for f in stack]
        hit = [i for i, loc in enumerate(locs) if "_compiled_call_impl" in loc]
        if hit and hit[0] > 0 and names[hit[0] - 1] == "forward" and \
                not any(w in files[hit[0] - 1] for w in ("torch/nn/parallel/", "torch/distributed/")):
            m = metrics.get(key, {})
            frame = (m.get("co_filename"), m.get("co_firstlineno"), m.get("co_name"))
            modules.setdefault(frame, []).append("%s/%s" % key)
    pieces = {}
    for key in set(starts) | set(splits):
        order = []
        eager_ops = {}
        if key in splits:
            top, classes = split_module(splits[key])
            for line in top:
                m = SELF_CALL.search(line)
                if m:
                    order.append(m.group(1))
                    ops = []
                    for x in classes.get(m.group(1), []):
                        t = target(x)
                        if t and t not in ops:
                            ops.append(t)
                    eager_ops[m.group(1)] = ops
        compiled = {}
        for s in starts.get(key, []):
            name = label(s.get("submod_name") or "") or "subgraph_%s" % s.get("piecewise_index")
            lo, hi = s.get("compile_range_start"), s.get("compile_range_end")
            sizes = compiled.setdefault(name, [])
            if isinstance(lo, int) and lo >= 0:
                sizes.append(str(lo) if not isinstance(hi, int) or hi <= lo else "%s-%s" % (lo, hi))
            if name not in order:
                order.append(name)
        pieces["%s/%s" % key] = (order, compiled, eager_ops)
    return nested, modules, pieces


def profiled_regions(path):
    """Spans per compile id of the profiler trace in the input folder ({} when none)."""
    out = {}
    for name in ("profile.json", "profile.json.zst"):
        f = os.path.join(path, name)
        if os.path.isdir(path) and os.path.exists(f):
            text = read_text(f)
            for m in re.finditer(r'"name": "Torch-Compiled Region: ([^"]+)"', text):
                out[m.group(1)] = out.get(m.group(1), 0) + 1
    return out


def check(cs, path):
    problems = []
    got = json.loads(subprocess.run([cs, "graph", path, "--regions", "--json"], capture_output=True,
                                    text=True, check=True).stdout)
    want_nested, want_modules, want_pieces = {}, {}, {}
    for f in trace_files(path):
        n, m, p = expected(read_text(f))
        want_nested.update(n)
        want_modules.update(m)
        want_pieces.update(p)
    blocks = got["blocks"]
    nested = [b for b in blocks if b["kind"] == "nested_compile_region"]
    seen = {}
    for b in nested:
        calls = {v["name"]: v["calls"] for v in b["variants"]}
        if b["calls"] != sum(calls.values()):
            problems.append("%s: calls %s, its variants %s" % (b["compile_id"], b["calls"], calls))
        seen.setdefault(b["compile_id"], {}).update(calls)
        want = want_nested.get(b["compile_id"])
        if want:
            ops = [want[1].get(v) for v in calls]
            expect = None if None in ops else max(ops)
            if b["operations"] != expect:
                problems.append("%s: %s operations a copy, the bodies hold %s" % (b["compile_id"], b["operations"],
                                                                                  want[1]))
            extra = None if None in ops else sum((calls[v] - 1) * want[1][v] for v in calls)
            saved = None if want[2] in (None, 0) or want[3] is None or extra is None else want[3] * extra / want[2]
            got_saved = b["saved_s_estimate"]
            if (saved is None) != (got_saved is None) or \
                    (saved is not None and abs(saved - got_saved) > 1e-3 * max(1, saved)):
                problems.append("%s: %s s saved (estimate), the graph's counts give %s" % (b["compile_id"], got_saved,
                                                                                           saved))
    for cid, (calls, *_) in want_nested.items():
        if seen.get(cid) != calls:
            problems.append("%s: invoke_subgraph calls %s, read %s" % (cid, calls, seen.get(cid)))
    for cid in seen:
        if cid not in want_nested:
            problems.append("%s: a nested region with no invoke_subgraph call" % cid)
    spans = profiled_regions(path)
    for b in blocks:
        if b["kind"] != "compiled_module":
            continue
        want = sum(spans.get(v["name"], 0) for v in b["variants"]) if spans else None
        if (want or None) != b["calls"]:
            problems.append("%s: %s calls, the profiler trace has %s" % (b["compile_id"], b["calls"], want))
    got_modules = sorted(sorted(b["variants"][i]["name"] for i in range(len(b["variants"])))
                         for b in blocks if b["kind"] == "compiled_module")
    want_mod = sorted(sorted(ids) for ids in want_modules.values())
    if got_modules != want_mod:
        problems.append("blocks compiled on their own: %s, expected %s" % (got_modules, want_mod))
    got_pieces = {p["compile_id"]: p for p in got["piecewise"]}
    if sorted(got_pieces) != sorted(want_pieces):
        problems.append("piecewise compiles %s, expected %s" % (sorted(got_pieces), sorted(want_pieces)))
    for cid, (order, compiled, eager_ops) in want_pieces.items():
        p = got_pieces.get(cid)
        if not p:
            continue
        if p["starts_logged"] != bool(compiled):
            problems.append("%s: starts_logged %s, %d piece(s) named by a compile start" % (
                cid, p["starts_logged"], len(compiled)))
        names = [x["name"] for x in p["pieces"]]
        if names != order:
            problems.append("%s: pieces %s, the split graph runs %s" % (cid, names, order))
        for x in p["pieces"]:
            if x["compiled"] != (x["name"] in compiled):
                problems.append("%s: %s compiled=%s" % (cid, x["name"], x["compiled"]))
            elif x["compiled"] and (x["sizes"] != compiled[x["name"]] or not x["graphs"]):
                problems.append("%s: %s sizes %s graphs %s, expected sizes %s" % (cid, x["name"], x["sizes"],
                                                                                  x["graphs"], compiled[x["name"]]))
            elif not x["compiled"] and x["ops"] != eager_ops.get(x["name"], []):
                problems.append("%s: %s runs %s, its body calls %s" % (cid, x["name"], x["ops"],
                                                                      eager_ops.get(x["name"])))
    print("%s: %d nested, %d compiled-module, %d piecewise; %s" % (
        os.path.basename(path), len(nested), len(got_modules), len(got_pieces),
        "ok" if not problems else "%d mismatch(es)" % len(problems)))
    for p in problems:
        print("  " + p)
    return not problems


if __name__ == "__main__":
    sys.exit(check_each(check, __doc__))
