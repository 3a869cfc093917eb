"""Checks `compilescope graph --provenance --graph ID --json` against the provenance records as
PyTorch wrote them, read with Python's json module: for every post-grad graph the tool offers,
every model (pre-grad) node's post-grad nodes are the record's preToPost entry, its kernel calls
are postToCppCode's entries of those nodes, and the trace lines it names hold the node's
assignment in the pre-grad graph, the post-grad nodes' assignments, and each call's
`# [Provenance debug handles] <kernel>:<handle>` comment in the generated code.

usage: check_provenance.py COMPILESCOPE LOG...
Prints one line per input and every mismatch; exits 1 on any mismatch.

Which record is the graph's mapping: the first `inductor_provenance_tracking_node_mappings` of
the same compile id after the graph's `inductor_post_grad_graph` record (torch/_inductor/
compile_fx.py writes the post-grad graph, then the code, then the mapping)."""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_graphs import check_each, read_text, records  # noqa: E402

ASSIGN = re.compile(r'^\s+([A-Za-z_][A-Za-z0-9_]*)(?:: "[^"]*")? = ')
# torch/_inductor/codegen/wrapper.py writes `{self.comment} [Provenance debug handles] <kernel>:<handle>`,
# the comment being `#` in Python wrappers and `//` in C++ ones (cpp_wrapper_cpu.py).
HANDLE_RE = re.compile(r"^\s*(?:#|//) \[Provenance debug handles\] (\S+)\s*$")


def cli_json(cs, *args):
    return json.loads(subprocess.run([cs, "graph", *args], capture_output=True, check=True).stdout)


def check(cs, path):
    text = read_text(path)
    lines = text.split("\n")
    recs = records(text)
    by_line = {r[0]: r for r in recs}
    problems, nodes_checked, graphs = [], 0, cli_json(cs, path, "--provenance", "--json")["graphs"]
    handles = {m.group(1) for m in map(HANDLE_RE.match, lines) if m}
    mappings_used = {}
    for gid in graphs:
        doc = cli_json(cs, path, "--provenance", "--graph", gid, "--json")
        texts = {t["pane"]: t for t in doc["texts"]}
        post_first = texts["post_grad"]["first_line"]
        post = by_line.get(post_first - 1)
        if post is None:
            problems.append(f"{gid}: no record at line {post_first - 1}")
            continue
        key = (post[2].get("compiled_autograd_id"), post[2].get("frame_id"), post[2].get("frame_compile_id"))
        mapping = next((r for r in recs if r[0] > post[0] and r[1] == "artifact:inductor_provenance_tracking_node_mappings"
                        and (r[2].get("compiled_autograd_id"), r[2].get("frame_id"), r[2].get("frame_compile_id")) == key),
                       None)
        if mapping is None:
            problems.append(f"{gid}: no provenance record after line {post[0]}")
            continue
        if mapping[0] in mappings_used:
            problems.append(f"{gid}: shares the provenance record at line {mapping[0]} with {mappings_used[mapping[0]]}")
        mappings_used[mapping[0]] = gid
        m = json.loads("\n".join(mapping[3]))
        pre_to_post, post_to_code = m.get("preToPost", {}), m.get("postToCppCode", {})
        if {n["node"] for n in doc["nodes"]} != set(pre_to_post):
            problems.append(f"{gid}: model nodes {sorted(n['node'] for n in doc['nodes'])[:5]}…, the record maps "
                            f"{sorted(pre_to_post)[:5]}…")
        for n in doc["nodes"]:
            nodes_checked += 1
            want_post = pre_to_post.get(n["node"], [])
            want_code = sorted({k for p in want_post for k in post_to_code.get(p, [])})
            if sorted(n["post_grad"]) != sorted(set(want_post)):
                problems.append(f"{gid} {n['node']}: post-grad {sorted(n['post_grad'])}, the record says {sorted(want_post)}")
            if sorted(n["code"]) != want_code:
                problems.append(f"{gid} {n['node']}: calls {sorted(n['code'])}, the record says {want_code}")
            # The lines it names hold what it says: every node of the list its graph assigns is
            # assigned on one of them (a placeholder has no assignment, so no line).
            for pane, items in (("pre_grad", [n["node"]]), ("post_grad", n["post_grad"])):
                start = texts[pane]["first_line"]
                if start is None or (start - 1) not in by_line:
                    continue
                assigned = {m_.group(1) for m_ in map(ASSIGN.match, by_line[start - 1][3]) if m_}
                shown = {m_.group(1) for m_ in (ASSIGN.match(lines[ln - 1][1:]) for ln in n["lines"][pane]
                                                if 0 < ln <= len(lines)) if m_}
                missing = sorted(x for x in items if x in assigned and x not in shown)
                if missing:
                    problems.append(f"{gid} {n['node']}: no {pane} line named assigns {missing}")
            if texts["code"]["first_line"] is not None:
                named = [lines[ln - 1] for ln in n["lines"]["code"] if 0 < ln <= len(lines)]
                comments = {mm.group(1) for mm in map(HANDLE_RE.match, named) if mm}
                missing = [k for k in n["code"] if k in handles and k not in comments]
                if missing:
                    problems.append(f"{gid} {n['node']}: the handle comments of {missing} are not among its code lines")
                extra = sorted(comments - set(n["code"]))
                if extra:
                    problems.append(f"{gid} {n['node']}: its code lines hold the handles of {extra}, not its calls")
                # Code without handle comments (older mappings): a line named must call the kernel.
                def calls(k, where):
                    return re.search(r"(?<![\w.])" + re.escape(k.split(":")[0]) + r"(?:\.run)?\(", where)
                unnamed = [k for k in n["code"] if k not in handles and k.split(":")[0] and calls(k, text)
                           and not any(calls(k, x) for x in named)]
                if unnamed:
                    problems.append(f"{gid} {n['node']}: no code line named calls {unnamed}")
        # Every call of the record is reached from a model node or listed as reached from none.
        reached = {k for n in doc["nodes"] for k in n["code"]}
        rest = {c["call"] for c in doc["calls_without_node"]}
        want_calls = set(m.get("cppCodeToPost", {})) | {
            k for pre in pre_to_post for p in pre_to_post[pre] for k in post_to_code.get(p, [])}
        if reached & rest or (reached | rest) != want_calls:
            problems.append(f"{gid}: calls reached {len(reached)} + without node {len(rest)}, the record has "
                            f"{len(want_calls)} (overlap {sorted(reached & rest)[:3]}, "
                            f"missing {sorted(want_calls - reached - rest)[:3]}, extra {sorted((reached | rest) - want_calls)[:3]})")
    print(f"{'OK' if not problems else 'DIFFERENT'} {path}: {len(graphs)} graphs with provenance, {nodes_checked} "
          f"model nodes checked")
    for p in problems[:40]:
        print("  " + (p if len(p) < 400 else p[:400] + " …"))
    return not problems


if __name__ == "__main__":
    sys.exit(check_each(check, __doc__))
