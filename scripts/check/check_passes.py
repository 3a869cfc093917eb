"""Checks `compilescope graph --passes --json` against an independent reading of the trace:
every graph snapshot Inductor logged around and inside its pass stages, the passes run between
two snapshots (chromium spans `pass.<stage>_passes.<name>`, their times from the begin/end
pairs), and the nodes each step added, removed, rewired and reordered, read with check_graphs.py's reader (written from FX's printer grammar, not from
CompileScope's C++ reader).

usage: check_passes.py COMPILESCOPE LOG_OR_DIR...
Prints one line per input and every mismatch; exits 1 on any mismatch.

What PyTorch writes (torch/_inductor/compile_fx.py, fx_passes/{pre_grad,joint_graph,post_grad,
split_cat,group_batch_fusion}.py): the graph before and after each stage (pre-grad, joint on the
inference path, post-grad for each forward and backward; older names before/after_recompile_*),
after a pattern pass that changed it (`<pass>_pre_grad`, `<pass>_post_grad`), after a group/batch
fusion rule (`optimus_<Rule>`, `cff_<Rule>`), per compile id and regional-Inductor region
(`subgraph_name`)."""
import bisect
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_graphs import check_each, read_graph, read_text, records, trace_files  # noqa: E402
import subprocess  # noqa: E402

BEFORE = {"artifact:before_pre_grad_graph": "pre_grad", "artifact:before_recompile_pre_grad": "pre_grad",
          "artifact:before_joint_graph": "joint", "artifact:before_post_grad_graph": "post_grad",
          "artifact:before_recompile_post_grad": "post_grad"}
AFTER = {"artifact:after_pre_grad_graph": "pre_grad", "artifact:after_recompile_pre_grad": "pre_grad",
         "inductor_pre_grad_graph": "pre_grad", "artifact:after_joint_graph": "joint",
         "artifact:inductor_post_grad_graph": "post_grad", "inductor_post_grad_graph": "post_grad",
         "artifact:after_post_grad_graph": "post_grad", "artifact:after_recompile_post_grad": "post_grad"}
SPAN_STAGE = {"pre_grad_passes": "pre_grad", "joint_graph_passes": "joint", "post_grad_passes": "post_grad"}


def pattern_stage(kind):
    if not kind.startswith("artifact:"):
        return None
    name = kind[9:]
    for suffix, stage in (("_pre_grad", "pre_grad"), ("_post_grad", "post_grad")):
        if name.endswith(suffix) and len(name) > len(suffix):
            return stage
    if name.startswith(("optimus_", "cff_")):
        return ""  # the stage open at the time
    return None


def expected_stages(text):
    """Stages: {"stage", "snapshots": [(line, payload lines)],
    "passes": [[name, after snapshot index, begin ts, ms or None]]}."""
    stages, open_stage = [], {}
    for line, kind, env, payload in records(text):
        key = (env.get("compiled_autograd_id"), env.get("frame_id"), env.get("frame_compile_id"),
               env.get("attempt"), env.get("subgraph_name"))
        if kind == "chromium_event":
            try:
                ev = json.loads("\n".join(payload))
            except ValueError:
                continue
            # torch/fx/passes/graph_transform_observer.py: "pass.<subsystem>.<pass>", or
            # "pass.<pass>" when the observer has no subsystem (then: the stage open at the time).
            name = str(ev.get("name", ""))
            if not name.startswith("pass."):
                continue
            parts = name.split(".", 2)
            s = open_stage.get(key)
            if s is None:
                continue
            if len(parts) == 3:
                if SPAN_STAGE.get(parts[1]) != s["stage"]:
                    continue
                pass_name = parts[2]
            else:
                pass_name = parts[1]
            if not pass_name:
                continue
            if ev.get("ph") == "B":
                s["passes"].append([pass_name[:200], len(s["snapshots"]) - 1, float(ev.get("ts", 0)), None])
            elif ev.get("ph") == "E":
                # The innermost open span of that name ends (begin/end pairs nest).
                for p in reversed(s["passes"]):
                    if p[0] == pass_name[:200] and p[3] is None:
                        p[3] = max(0.0, (float(ev.get("ts", 0)) - p[2]) / 1000.0)
                        break
            continue
        if kind in BEFORE:
            role, stage = "before", BEFORE[kind]
        elif kind in AFTER:
            role, stage = "after", AFTER[kind]
        else:
            stage = pattern_stage(kind)
            if stage is None:
                continue
            role = "pattern"
        s = open_stage.get(key)
        if stage == "":
            if s is None:
                continue
            stage = s["stage"]
        if role == "before" or s is None or s["stage"] != stage:
            s = {"stage": stage, "snapshots": [], "passes": []}
            stages.append(s)
            open_stage[key] = s
        s["snapshots"].append((line, payload))
        if role == "after":
            open_stage.pop(key, None)
    return stages


def names(payload):
    return {n for n, _ in read_graph(payload).nodes} if payload else set()


def inputs(payload):
    """node name -> the set of node names it reads."""
    g = read_graph(payload) if payload else None
    if g is None:
        return {}
    out = {n: set() for n, _ in g.nodes}
    for a, b in g.edges:
        out[g.nodes[b][0]].add(g.nodes[a][0])
    return out


def out_of_order(payload_a, payload_b):
    """Nodes both graphs hold that are not in a longest subsequence kept in order."""
    a = [n for n, _ in read_graph(payload_a).nodes]
    pos = {n: i for i, (n, _) in enumerate(read_graph(payload_b).nodes)}
    seq = [pos[n] for n in a if n in pos]
    tails = []
    for x in seq:
        i = bisect.bisect_left(tails, x)
        tails[i:i + 1] = [x]
    return len(seq) - len(tails)


def check(cs, path):
    problems, want = [], {}
    for f in trace_files(path):
        for s in expected_stages(read_text(f)):
            want[(os.path.realpath(f), s["snapshots"][0][0])] = s
    got_doc = json.loads(subprocess.run([cs, "graph", path, "--passes", "--json"], capture_output=True,
                                        check=True).stdout)
    got = {(os.path.realpath(g["file"]), g["snapshots"][0]["line"]): g for g in got_doc["stages"]}
    steps = changed = 0
    for key, s in sorted(want.items()):
        where = f"{os.path.basename(key[0])}:{key[1]}"
        g = got.pop(key, None)
        if g is None:
            problems.append(f"{where} ({s['stage']}): no stage in compilescope's list")
            continue
        if g["stage"] != s["stage"]:
            problems.append(f"{g['id']} ({where}): stage {g['stage']}, the trace says {s['stage']}")
        lines = [line for line, _ in s["snapshots"]]
        if [x["line"] for x in g["snapshots"]] != lines:
            problems.append(f"{g['id']} ({where}): snapshots at {[x['line'] for x in g['snapshots']]}, "
                            f"the trace has {lines}")
            continue
        if len(g["steps"]) != len(lines) - 1:
            problems.append(f"{g['id']} ({where}): {len(g['steps'])} steps for {len(lines)} snapshots")
            continue
        for i, step in enumerate(g["steps"]):
            steps += 1
            ran = [p for p in s["passes"] if p[1] == i]
            if [p["name"] for p in step["passes"]] != [p[0] for p in ran]:
                problems.append(f"{step['to']}: passes {[p['name'] for p in step['passes']]}, the trace ran "
                                f"{[p[0] for p in ran]}")
            else:
                for got_p, want_p in zip(step["passes"], ran):
                    if (got_p["ms"] is None) != (want_p[3] is None) or \
                            (want_p[3] is not None and abs(got_p["ms"] - want_p[3]) > 1e-6):
                        problems.append(f"{step['to']}: {want_p[0]} took {got_p['ms']} ms, its span says {want_p[3]}")
            a, b = names(s["snapshots"][i][1]), names(s["snapshots"][i + 1][1])
            c = step["changes"]
            if not c.get("read"):
                if a and b:
                    problems.append(f"{step['to']}: not read, both graphs parse")
                continue
            added, removed = {n["name"] for n in c["added"]}, {n["name"] for n in c["removed"]}
            if added != b - a or removed != a - b:
                problems.append(f"{step['to']}: added {sorted(added)} removed {sorted(removed)}, the graphs say "
                                f"added {sorted(b - a)} removed {sorted(a - b)}")
            if c["nodes_before"] != len(a) or c["nodes_after"] != len(b):
                problems.append(f"{step['to']}: {c['nodes_before']} → {c['nodes_after']} nodes, the graphs hold "
                                f"{len(a)} → {len(b)}")
            changed += bool(added or removed)
            pa, pb = s["snapshots"][i][1], s["snapshots"][i + 1][1]
            ia, ib = inputs(pa), inputs(pb)
            moved = {n for n in ia if n in ib and ia[n] != ib[n]}
            rewired = {n["name"] for n in c["rewired"]}
            retargeted = {n["name"] for n in c["retargeted"]}
            # A node whose inputs changed is rewired (or retargeted, which is said first); one listed
            # rewired whose inputs are the same set read them in another order.
            if moved - rewired - retargeted:
                problems.append(f"{step['to']}: inputs changed for {sorted(moved - rewired - retargeted)}, "
                                f"not listed as rewired")
            for n in c["rewired"]:
                if n["name"] not in moved and sorted(n["inputs"]) != sorted(n["inputs_before"]):
                    problems.append(f"{step['to']}: {n['name']} rewired {n['inputs_before']} → {n['inputs']}, "
                                    f"the graphs say {sorted(ia.get(n['name'], []))} → {sorted(ib.get(n['name'], []))}")
            if a and b and c["reordered"] != out_of_order(pa, pb):
                problems.append(f"{step['to']}: reordered {c['reordered']}, the graphs say {out_of_order(pa, pb)}")
    for key, g in got.items():
        problems.append(f"{g['id']} (line {key[1]}): a stage the trace does not have")
    print(f"{'OK' if not problems else 'DIFFERENT'} {path}: {len(want)} stages, {steps} steps, {changed} with nodes "
          f"added or removed")
    for p in problems:
        print("  " + p)
    return not problems


if __name__ == "__main__":
    sys.exit(check_each(check, __doc__))
