#!/usr/bin/env python3
"""Independent truth of the CUDA-graph / guard-cost GPU fixtures (issue 41).

Reads only the raw files recorded by scripts/fixtures/cudagraphs_gpu.py on the GPU machine,
never CompileScope code:
  <scenario>/torch_logs.txt.zst   TORCH_LOGS=+cudagraphs,recompiles,graph_breaks,perf_hints,output_code
  <scenario>/trace/*.log.zst      TORCH_TRACE structured trace
  <scenario>/profile.json.gz      torch.profiler chrome trace, 3 steady-state steps (ProfilerStep#1..3)
  <scenario>/meta.json            what the fixture script measured itself (counters, guard timings)
and writes <data>/truth.json: per scenario and per compiled region (compile id), what torch logged
about CUDA graphs (skips with their exact text, partitions, recordings, re-recordings, the dynamic-shape
warning, recompiles, graph breaks), the kernel launches per function of the output code, the launches
and kernels the profiler saw per region and step, and the guard facts (guard_count, guard_latency_us,
the guard tree's kinds and depth, measured per-call times).

Usage: python3 scripts/check/cudagraph_truth.py [--data tests/data/gpu/cudagraphs] [--out truth.json]
       [--quiet]
"""

import argparse
import collections
import glob
import gzip
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cudagraph_truth_sources import profile_facts, trace_facts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.join(HERE, "..", "..", "tests", "data", "gpu", "cudagraphs")


# ------------------------------------------------------------------------------------------
# reading
# ------------------------------------------------------------------------------------------
def read_bytes(path):
    if path.endswith(".zst"):
        try:  # Python 3.14+
            from compression import zstd  # type: ignore

            return zstd.decompress(open(path, "rb").read())
        except ImportError:
            pass
        try:
            import zstandard  # type: ignore

            return zstandard.ZstdDecompressor().decompressobj().decompress(open(path, "rb").read())
        except ImportError:
            pass
        return subprocess.run(["zstd", "-dc", path], check=True, capture_output=True).stdout
    if path.endswith(".gz"):
        return gzip.open(path, "rb").read()
    return open(path, "rb").read()


def read_text(path):
    return read_bytes(path).decode("utf-8", errors="replace")


def find_one(d, *patterns):
    for p in patterns:
        hits = sorted(glob.glob(os.path.join(d, p)))
        if hits:
            return hits[0]
    return None


# ------------------------------------------------------------------------------------------
# TORCH_LOGS text
# ------------------------------------------------------------------------------------------
LOG_RE = re.compile(r"^([VIWEDC])(\d{4}) (\d\d:\d\d:\d\d\.\d+) +(\d+) ([^\]]+)\] (.*)$")
TAG_RE = re.compile(r"^\[(__\w+|\d+/\d+(?:_\d+)?)\] ")


def parse_log_records(text):
    """Group glog-prefixed lines into records: one per (level, time, pid, source) run of lines."""
    recs = []
    for raw in text.split("\n"):
        m = LOG_RE.match(raw)
        if not m:
            continue
        level, _, ts, pid, src, rest = m.groups()
        artifact, cid = None, None
        while True:
            t = TAG_RE.match(rest)
            if not t:
                break
            tok = t.group(1)
            if tok.startswith("__"):
                artifact = tok[2:]
            else:
                cid = tok
            rest = rest[t.end():]
        key = (level, ts, pid, src, artifact, cid)
        if recs and recs[-1]["key"] == key:
            recs[-1]["lines"].append(rest)
        else:
            recs.append({"key": key, "level": level, "time": ts, "source": src, "artifact": artifact,
                         "compile_id": cid, "lines": [rest]})
    return recs


def region_of(cid):
    """'0/0_1' (frame 0, compile 0, attempt 1) -> '0/0', the id the trace and profiler use."""
    return cid.split("_")[0] if cid else None


SKIP_RE = re.compile(r"skipping cudagraphs? due to")
PART_RE = re.compile(r"Created (\d+) graph partitions: (\d+) cudagraphable, (\d+) non-cudagraphable")
PART_I_RE = re.compile(r"^\s*Partition (\d+): (\d+) nodes, (cudagraphable|non-cudagraphable), "
                       r"inputs=(\d+), outputs=(\d+)")
NODE_RE = re.compile(r"^\s+(\w+): reason=(.*?), ir=(\w+)(?:, fx=(.*))?$")
TREE_RE = re.compile(r"Recording cudagraph tree for (graph without symints|symint key (.+))$")
REC_RE = re.compile(r"Recording function=(\w+), cuda_graph_id=(\d+), inputs: (.*)$")
WARM_RE = re.compile(r"Running (warmup|eager) function=(\w+)")
SIZES_RE = re.compile(r"We have observed (\d+) distinct sizes")
FRAME_RE = re.compile(r'File "([^"]+)", line (\d+), in (\w+)')
SHAPE_RE = re.compile(r"size=\[([^\]]*)\]")


def split_messages(lines, head_re):
    """Split a record's lines into messages: (head line, continuation lines). A line matching
    head_re starts a message that takes the following lines up to the next such line; every other
    line is a message of its own (records of one source and millisecond are grouped by the parser)."""
    out = []
    i = 0
    while i < len(lines):
        if head_re.search(lines[i]):
            j = i + 1
            while j < len(lines) and not head_re.search(lines[j]):
                j += 1
            out.append((lines[i], lines[i + 1:j]))
            i = j
        else:
            out.append((lines[i], []))
            i += 1
    return out


def cudagraph_line(out, r, first, cont):
    if SKIP_RE.search(first):
        frames = [m.groups() for m in (FRAME_RE.search(x) for x in cont) if m]
        out["cudagraph_skips"].append({
            "compile_id": r["compile_id"], "level": r["level"], "source": r["source"],
            "message": first.rstrip(),
            "found_from": [ln for ln in cont if ln.strip()],
            "user_frame": ({"file": frames[-1][0], "line": int(frames[-1][1]),
                            "function": frames[-1][2]} if frames else None),
            "at_compile_time": r["compile_id"] is not None,
        })
    elif PART_RE.search(first):
        n, c, nc = map(int, PART_RE.search(first).groups())
        out["partition_logs"].append({"compile_id": r["compile_id"], "line": first.strip(),
                                      "partitions": n, "cudagraphable": c,
                                      "non_cudagraphable": nc, "detail": []})
    elif PART_I_RE.match(first):
        i, nodes, kind, ins, outs = PART_I_RE.match(first).groups()
        out["partition_logs"][-1]["detail"].append({
            "index": int(i), "nodes": int(nodes), "cudagraphable": kind == "cudagraphable",
            "inputs": int(ins), "outputs": int(outs), "non_cudagraphable_nodes": []})
    elif NODE_RE.match(first):
        name, reason, ir, fx = NODE_RE.match(first).groups()
        out["partition_logs"][-1]["detail"][-1]["non_cudagraphable_nodes"].append({
            "node": name, "reason": reason, "ir": ir, "fx": fx, "user_line": None})
    elif FRAME_RE.search(first) and out["partition_logs"]:
        # a stack line of the non-cudagraphable node above (logged from another source line)
        det = out["partition_logs"][-1]["detail"]
        m = FRAME_RE.search(first)
        if det and det[-1]["non_cudagraphable_nodes"] and "site-packages" not in m.group(1):
            det[-1]["non_cudagraphable_nodes"][-1]["user_line"] = int(m.group(2))
    elif TREE_RE.search(first):
        m = TREE_RE.search(first)
        out["tree_recordings"].append({"key": "no symints" if m.group(2) is None else m.group(2),
                                       "line": first.strip()})
    elif REC_RE.search(first):
        m = REC_RE.search(first)
        out["recorded_functions"].append({
            "compile_id": r["compile_id"], "function": m.group(1),
            "cuda_graph_id": int(m.group(2)), "input_shapes": SHAPE_RE.findall(m.group(3))})
    elif WARM_RE.search(first):
        m = WARM_RE.search(first)
        out["warmups"].append({"compile_id": r["compile_id"], "kind": m.group(1),
                               "function": m.group(2)})
    elif SIZES_RE.search(first):
        out["dynamic_shape_warnings"].append({
            "distinct_sizes": int(SIZES_RE.search(first).group(1)), "message": first.strip()})


def torch_logs_facts(text):
    recs = parse_log_records(text)
    out = {
        "cudagraph_skips": [], "partition_logs": [], "tree_recordings": [], "recorded_functions": [],
        "warmups": [], "dynamic_shape_warnings": [], "recompiles": [], "graph_breaks": [],
        "perf_hints": [], "output_code_records": 0, "artifacts_seen": {},
    }
    arts = collections.Counter()
    for r in recs:
        arts[r["artifact"] or "(none)"] += 1
        a = r["artifact"]
        if a == "output_code":
            if r["lines"][0].startswith("Output code"):
                out["output_code_records"] += 1
            continue
        if a == "cudagraphs":
            for first, cont in split_messages(r["lines"], SKIP_RE):
                cudagraph_line(out, r, first, cont)
        elif a == "recompiles":
            for first, cont in split_messages(r["lines"], re.compile(r"Recompiling function")):
                m = re.search(r"Recompiling function (\w+) in (\S+)", first)
                if m:
                    reasons = [ln.strip()[2:] for ln in cont if ln.strip().startswith("- ")]
                    out["recompiles"].append({"compile_id": r["compile_id"], "function": m.group(1),
                                              "where": m.group(2), "reasons": reasons})
        elif a == "graph_breaks":
            for first, cont in split_messages(r["lines"], re.compile(r"Graph break in user code")):
                m = re.search(r"Graph break in user code at (\S+)", first)
                if m:
                    reason = next((ln for ln in cont if ln.startswith("Graph Break Reason")), None)
                    out["graph_breaks"].append({"compile_id": r["compile_id"], "at": m.group(1),
                                                "reason": reason})
        elif a == "perf_hints":
            for ln in r["lines"]:
                out["perf_hints"].append({"compile_id": r["compile_id"], "message": ln.strip()})
    out["artifacts_seen"] = dict(sorted(arts.items()))
    return out


# ------------------------------------------------------------------------------------------
# per-region verdicts
# ------------------------------------------------------------------------------------------
def regions_view(logs, trace, prof):
    regs = collections.OrderedDict()
    for m in trace["compilation_metrics"]:
        cid = m["compile_id"]
        regs[cid] = {
            "function": m["co_name"],
            "cudagraphs_enabled": trace["compiled_config"].get(cid, {}).get("triton.cudagraphs"),
            "graph_partition": trace["compiled_config"].get(cid, {}).get("graph_partition"),
            "max_autotune": trace["compiled_config"].get(cid, {}).get("max_autotune"),
            "guard_count": m["guard_count"], "guard_latency_us": m["guard_latency_us"],
            "trace_cudagraph_skip_reason": m["cudagraph_skip_reason"],
            "skips": [], "partitions": None, "recordings": 0, "recorded_functions": {},
            "tree_keys": [],
        }
    names = {v["function"]: k for k, v in regs.items()}
    for s in logs["cudagraph_skips"]:
        cid = region_of(s["compile_id"])
        if cid is None and s["user_frame"]:
            cid = names.get(s["user_frame"]["function"])  # run-time skip: no compile id in the line
        if cid in regs:
            regs[cid]["skips"].append(s["message"])
    for p in logs["partition_logs"]:
        cid = region_of(p["compile_id"])
        if cid in regs:
            regs[cid]["partitions"] = {k: p[k] for k in ("partitions", "cudagraphable",
                                                          "non_cudagraphable")}
            regs[cid]["non_cudagraphable_reasons"] = sorted({
                n["reason"] for d in p["detail"] for n in d["non_cudagraphable_nodes"]})
    for r in logs["recorded_functions"]:
        cid = region_of(r["compile_id"])
        if cid in regs:
            regs[cid]["recordings"] += 1
            f = regs[cid]["recorded_functions"]
            f[r["function"]] = f.get(r["function"], 0) + 1
    for cid, v in regs.items():
        if not v["cudagraphs_enabled"]:
            v["coverage"] = "cudagraphs not enabled"
        elif v["skips"]:
            v["coverage"] = "skipped"
        elif v["recordings"] and v["partitions"] and v["partitions"]["non_cudagraphable"]:
            v["coverage"] = "partitioned"
        elif v["recordings"]:
            v["coverage"] = "captured"
        else:
            v["coverage"] = "unknown"
        v["re_recordings"] = sum(n - 1 for n in v["recorded_functions"].values())
        oc = [o for o in trace["output_code"] if o["compile_id"] == cid]
        if oc:
            fns = oc[-1]["functions"]
            v["output_code_launches"] = {k: {"gpu_launches": f["gpu_launches"], "triton": f["triton"],
                                             "extern": f["extern"], "aten_fallback": f["aten_fallback"],
                                             "cpp": f["cpp"], "copy_": f["copy_"]}
                                         for k, f in fns.items()}
            v["output_code_gpu_launches_total"] = sum(f["gpu_launches"] for f in fns.values())
            v["output_code_gpu_launches_in_partitions"] = sum(
                f["gpu_launches"] for k, f in fns.items() if k.startswith("partition_"))
        pr = prof["regions"].get(cid)
        if pr:
            v["profile_per_call"] = {k: pr["per_call"][k] for k in (
                "graph_launches", "direct_kernel_launches", "kernels_in_graphs", "kernels_direct",
                "memcpy_direct", "memset_in_graphs")}
            v["profile_calls"] = pr["calls"]
    return regs


def cross_checks(t, meta):
    """Where two of the raw sources state the same fact, whether they agree (information for the
    reader of the truth; a disagreement here is torch's, e.g. one extern mm that cuBLAS runs as two
    kernels)."""
    out = []
    skips = len(t["torch_logs"]["cudagraph_skips"])
    if meta:
        c = meta.get("counters", {}).get("inductor", {}).get("cudagraph_skips", 0)
        out.append({"fact": "cudagraph skips: TORCH_LOGS lines vs counters['inductor']['cudagraph_skips']",
                    "values": [skips, c], "agree": skips == c})
    trace_skips = sum(1 for m in t["trace"]["compilation_metrics"] if m["cudagraph_skip_reason"])
    out.append({"fact": "cudagraph skips: TORCH_LOGS lines vs compilation_metrics.cudagraph_skip_reason "
                        "(run-time skips never reach the metrics)",
                "values": [skips, trace_skips], "agree": skips == trace_skips})
    for cid, v in t["regions"].items():
        if "profile_per_call" not in v or "output_code_launches" not in v:
            continue
        p = v["profile_per_call"]
        oc_in = v["output_code_gpu_launches_in_partitions"]
        oc_all = v["output_code_gpu_launches_total"]
        if v["coverage"] in ("captured", "partitioned"):
            out.append({"fact": f"region {cid}: GPU launches in cudagraphed partitions (output code) vs "
                                "kernels inside cudaGraphLaunch per call (profiler)",
                        "values": [oc_in, p["kernels_in_graphs"]], "agree": oc_in == p["kernels_in_graphs"]})
        else:
            out.append({"fact": f"region {cid}: GPU launches in the output code vs direct kernels per "
                                "call (profiler)",
                        "values": [oc_all, p["kernels_direct"]], "agree": oc_all == p["kernels_direct"]})
    return out


def scenario_truth(d):
    name = os.path.basename(os.path.normpath(d))
    t = {"scenario": name}
    meta_p = os.path.join(d, "meta.json")
    meta = json.load(open(meta_p)) if os.path.exists(meta_p) else {}
    t["planted"] = meta.get("planted")
    t["torch"] = meta.get("torch")
    logs = torch_logs_facts(read_text(find_one(d, "torch_logs.txt.zst", "torch_logs.txt")))
    tr_path = find_one(d, "trace/*.log.zst", "trace/*.log")
    trace = trace_facts(read_text(tr_path))
    prof = profile_facts(read_bytes(find_one(d, "profile.json.gz", "profile.json.zst", "profile.json")))
    t["torch_logs"] = logs
    t["trace"] = trace
    t["profile"] = prof
    t["regions"] = regions_view(logs, trace, prof)
    t["cross_checks"] = cross_checks(t, meta)
    if meta:
        ind = meta.get("counters", {}).get("inductor", {})
        t["script_counters"] = {k: ind.get(k, 0) for k in (
            "cudagraph_skips", "cudagraph_partitions", "cudagraph_recorded_non_static_inputs")}
        t["script_counters"]["unique_graphs"] = meta.get("counters", {}).get("stats", {}).get(
            "unique_graphs")
        if "guard_timing" in meta:
            t["guard_timing"] = meta["guard_timing"]
    return t


def summary_lines(t):
    out = [f"== {t['scenario']}: {t.get('planted')}"]
    L = t["torch_logs"]
    for s in L["cudagraph_skips"]:
        uf = s["user_frame"]
        out.append(f"  skip [{s['compile_id'] or 'run time'}] {s['message']}"
                   + (f"  (from {uf['function']}:{uf['line']})" if uf else ""))
    for p in L["partition_logs"]:
        out.append(f"  [{p['compile_id']}] {p['line']}")
    if L["tree_recordings"]:
        out.append(f"  cudagraph trees recorded: {len(L['tree_recordings'])} keys "
                   f"{[x['key'] for x in L['tree_recordings']]}")
    for w in L["dynamic_shape_warnings"]:
        out.append(f"  dynamic-shape warning: {w['distinct_sizes']} distinct sizes")
    for r in L["recompiles"]:
        out.append(f"  recompile [{r['compile_id']}] {r['reasons']}")
    for g in L["graph_breaks"]:
        out.append(f"  graph break [{g['compile_id']}] at {g['at']}")
    for cid, v in t["regions"].items():
        out.append(f"  region {cid} {v['function']}: {v['coverage']}, recordings={v['recordings']} "
                   f"(re-recordings {v['re_recordings']}), guard_count={v['guard_count']}, "
                   f"guard_latency_us={v['guard_latency_us']}")
        if "output_code_launches" in v:
            out.append("    output code gpu launches: " + ", ".join(
                f"{k}={f['gpu_launches']}" + (f" (+{f['cpp']} cpp)" if f["cpp"] else "")
                for k, f in v["output_code_launches"].items()))
        if "profile_per_call" in v:
            p = v["profile_per_call"]
            out.append(f"    profiler per call: {p['graph_launches']} graph launches holding "
                       f"{p['kernels_in_graphs']} kernels, {p['direct_kernel_launches']} direct launches "
                       f"({p['kernels_direct']} kernels), {p['memcpy_direct']} memcpy")
    for c in t["cross_checks"]:
        out.append(f"  check: {c['fact']}: {c['values']} {'agree' if c['agree'] else 'DIFFER'}")
    for s in t["profile"]["steps"][:1]:
        out.append(f"  step 1: kernels in graphs {s['kernels_in_graphs']}, direct {s['kernels_direct']}, "
                   f"share of kernel time in graphs {s['share_kernel_time_in_graphs']}")
    for g in t["trace"]["guard_trees"]:
        out.append(f"  guards [{g['compile_id']}]: {g['leaf_guards']} leaf guards in tree, depth "
                   f"{g['max_depth']}, latency in tree {g['guard_latency_us_in_tree']} us, top kinds "
                   f"{list(g['guard_kinds'].items())[:4]}")
    if "guard_timing" in t:
        gt = t["guard_timing"]
        out.append(f"  measured: compiled call {gt['compiled_call_host_us']['median_us']} us host, "
                   f"guard check {gt.get('guard_manager_check_us', {}).get('median_us')} us")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=DEFAULT_DATA)
    ap.add_argument("--out", default=None, help="default: <data>/truth.json")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    data = os.path.abspath(a.data)
    scen = sorted(p for p in os.listdir(data)
                  if os.path.isdir(os.path.join(data, p)) and os.path.isdir(os.path.join(data, p, "trace")))
    if not scen:
        sys.exit(f"no scenario folders under {data}")
    truth = {"source": "scripts/check/cudagraph_truth.py over the raw files (no CompileScope code)",
             "scenarios": {}}
    info = os.path.join(data, "run_info.json")
    if os.path.exists(info):
        truth["run_info"] = json.load(open(info))
    for s in scen:
        t = scenario_truth(os.path.join(data, s))
        truth["scenarios"][s] = t
        if not a.quiet:
            print("\n".join(summary_lines(t)))
    out = a.out or os.path.join(data, "truth.json")
    with open(out, "w") as f:
        json.dump(truth, f, indent=1, sort_keys=False, default=str)
        f.write("\n")
    if not a.quiet:
        print(f"wrote {out}")


if __name__ == "__main__":
    main()
