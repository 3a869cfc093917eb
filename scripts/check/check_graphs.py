"""Cross-checks `compilescope graph --list --json` against an independent reading of the
graph payloads with Python: for every graph of a structured trace, the node count (signature
placeholders, top-level assignments, output) and data edges (names used in the call).
usage: check_graphs.py COMPILESCOPE TRACE.log[.zst]"""
import json
import re
import subprocess
import sys

GRAPH_EVENTS = ("dynamo_output_graph", "aot_joint_graph", "aot_forward_graph", "aot_backward_graph",
                "aot_inference_graph", "inductor_post_grad_graph", "inductor_pre_grad_graph")
GRAPH_ARTIFACTS = ("after_pre_grad_graph", "inductor_post_grad_graph", "after_post_grad_graph", "after_recompile_pre_grad",
                   "after_recompile_post_grad")


def read(path):
    if path.endswith(".zst"):
        return subprocess.run(["zstd", "-dc", path], capture_output=True, check=True).stdout.decode()
    return open(path).read()


def payloads(text):
    lines = text.split("\n")
    for i, line in enumerate(lines):
        m = re.search(r'\] (\{.*)$', line)
        if not m or "has_payload" not in line:
            continue
        head = m.group(1)
        kind = next((e for e in GRAPH_EVENTS if head.startswith('{"%s"' % e)), None)
        if not kind:
            a = re.match(r'\{"artifact": \{"name": "(\w+)"', head)
            kind = a.group(1) if a and a.group(1) in GRAPH_ARTIFACTS else None
        if not kind:
            continue
        body = []
        for l in lines[i + 1:]:
            if not l.startswith("\t"):
                break
            body.append(l[1:])
        yield body


def count(body):
    sig = next((l for l in body if l.strip().startswith("def forward(")), None)
    if sig is None:
        return 0, 0
    indent = len(sig) - len(sig.lstrip()) + 4
    names, edges, nodes = set(), set(), 0
    if sig.rstrip().endswith("):"):
        for m in re.finditer(r'(\w+): "([^"]*)"', sig):
            names.add(m.group(1))
            nodes += 1
    started = False
    for l in body[body.index(sig) + 1:]:
        s = l.strip()
        if not s:
            continue
        ind = len(l) - len(l.lstrip())
        if ind < indent:
            if started and (s.startswith("class ") or s.startswith("def ")):
                break
            continue
        started = True
        if ind > indent or s.startswith("#"):
            continue
        if s.startswith("return "):
            nodes += 1
            edges |= {(x, "output") for x in re.findall(r"\b[A-Za-z_]\w*\b", s[7:]) if x in names}
            continue
        d = re.match(r'^(\w+): "[^"]*"(\s*#.*)?$', s)
        if d:
            names.add(d.group(1))
            nodes += 1
            continue
        m = re.match(r'^(\w+)(?:: "[^"]*")? = (.+)$', s)
        if not m or m.group(1) in names:
            continue
        expr = m.group(2).split(";  ")[0]
        if not re.match(r"^\w+\[\d+\]$", expr) and "(" in expr:
            expr = expr[expr.index("("):]
        names.add(m.group(1))
        nodes += 1
        edges |= {(x, m.group(1)) for x in re.findall(r"\b[A-Za-z_]\w*\b", expr) if x in names and x != m.group(1)}
    return nodes, len(edges)


def main():
    cs, trace = sys.argv[1:3]
    expected = [count(b) for b in payloads(read(trace))]
    listed = json.loads(subprocess.run([cs, "graph", trace, "--list", "--json"], capture_output=True,
                                       check=True).stdout)["graphs"]
    got = [(g["nodes"], g["edges"]) for g in listed]
    ok = sorted(expected) == sorted(got)
    print(f"{'OK' if ok else 'DIFFERENT'} {trace}: {len(got)} graphs, nodes/edges {got[:6]}...")
    if not ok:
        print("  python:", sorted(expected))
        print("  ours:  ", sorted(got))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
