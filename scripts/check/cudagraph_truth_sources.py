"""The structured trace and profiler readers of cudagraph_truth.py (issue 41's independent truth).

Read only raw files (TORCH_TRACE payloads, the output code, torch.profiler's chrome trace), never
CompileScope code: trace_facts(text) and profile_facts(blob) give what cudagraph_truth.py joins
per region."""

import collections
import json
import re

# ------------------------------------------------------------------------------------------
# TORCH_TRACE structured trace
# ------------------------------------------------------------------------------------------
def trace_entries(text):
    """(envelope dict, payload text) per glog-prefixed JSON line; payload = following tab lines."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        ln = lines[i]
        j = ln.find("] {")
        if ln[:1] in "VIWE" and j > 0:
            try:
                env = json.loads(ln[j + 2:])
            except ValueError:
                env = None
            k = i + 1
            payload = []
            while k < len(lines) and lines[k].startswith("\t"):
                payload.append(lines[k][1:])
                k += 1
            if env is not None:
                yield env, "\n".join(payload)
            i = k
        else:
            i += 1


def env_compile_id(env):
    if "frame_id" not in env:
        return None
    return f"{env['frame_id']}/{env.get('frame_compile_id', 0)}"


FUNC_DEF_RE = re.compile(r"^(    )?def (\w+)\(")
COUNTERS = {
    "triton": re.compile(r"\b(triton_\w+)\.run\("),
    "extern": re.compile(r"\bextern_kernels\.(\w+)\("),
    "cpp": re.compile(r"^\s*(cpp_fused_\w+)\("),
    "aten_fallback": re.compile(r"\btorch\.ops\.(?:aten|prims|_c10d_functional)\.(\w+(?:\.\w+)?)\("),
    "copy_": re.compile(r"\b(\w+)\.copy_\("),
    "partition_call": re.compile(r"self\.partitions\[(\d+)\]\("),
}


def output_code_functions(code):
    """Per wrapper function (call, partition_N, Runner.call): the launches written in its body."""
    funcs = collections.OrderedDict()
    cur = None
    in_str = False
    cls = None
    for ln in code.split("\n"):
        n3 = ln.count("'''")
        if in_str:
            if n3 % 2 == 1:
                in_str = False
            continue
        if n3 % 2 == 1:
            in_str = True  # a kernel's source string starts here
            cur = None
            continue
        if ln.startswith("class "):
            cls = re.match(r"class (\w+)", ln).group(1)
            cur = None
            continue
        m = FUNC_DEF_RE.match(ln)
        if m:
            indent, name = m.groups()
            if indent and cls:
                name = f"{cls}.{name}"
            elif not indent:
                cls = None
            if name in ("get_args", "benchmark_compiled_module") or name.endswith(
                    ("__init__", "recursively_apply_fns")):
                cur = None
                continue
            cur = funcs.setdefault(name, {k: [] for k in COUNTERS})
            continue
        if cur is None:
            continue
        if ln and not ln.startswith(" "):  # back at top level
            cur = None
            if not ln.startswith("class "):
                cls = None
            continue
        s = ln.strip()
        if s.startswith("#"):
            continue
        for k, rx in COUNTERS.items():
            for mm in rx.finditer(ln):
                cur[k].append(mm.group(1))
    res = collections.OrderedDict()
    for name, c in funcs.items():
        d = {k: len(v) for k, v in c.items()}
        d["gpu_launches"] = d["triton"] + d["extern"] + d["aten_fallback"]
        d["triton_kernels"] = c["triton"]
        d["extern_kernels"] = c["extern"]
        d["cpp_kernels"] = c["cpp"]
        d["partitions_called"] = [int(x) for x in c["partition_call"]]
        res[name] = d
    return res


CFG_RE = re.compile(r"\] inductor_config\[([\w.]+)\]: (.*)$")
GUARD_KIND_RE = re.compile(r"^((?:\| )*)\+- ([A-Z_]+)(?::|$)")
GUARD_MGR_RE = re.compile(r"^((?:\| )*)\+- (\w*Manager)\b")


def guard_tree_facts(payload):
    kinds = collections.Counter()
    managers = collections.Counter()
    depth = 0
    root_lambda = 0
    latency = None
    for ln in payload.split("\n"):
        m = GUARD_MGR_RE.match(ln)
        if m:
            managers[m.group(2)] += 1
            depth = max(depth, len(m.group(1)) // 2)
            continue
        m = GUARD_KIND_RE.match(ln)
        if m:
            kinds[m.group(2)] += 1
            d = len(m.group(1)) // 2
            depth = max(depth, d)
            if m.group(2) == "LAMBDA_GUARD" and d == 1:
                root_lambda += 1
        lm = re.match(r"Guard latency = ([\d.]+) us", ln.strip())
        if lm:
            latency = float(lm.group(1))
    return {"tree_lines": payload.count("\n") + 1, "leaf_guards": sum(kinds.values()),
            "guard_kinds": dict(kinds.most_common()), "guard_managers": dict(managers),
            "max_depth": depth, "lambda_guards_at_root": root_lambda,
            "guard_latency_us_in_tree": latency}


def trace_facts(text):
    out = {"compilation_metrics": [], "runtime_metrics": collections.Counter(), "output_code": [],
           "guard_trees": [], "compiled_config": {}, "event_counts": collections.Counter()}
    for env, payload in trace_entries(text):
        kind = next((k for k in env if k not in (
            "frame_id", "frame_compile_id", "attempt", "has_payload", "rank")), None)
        out["event_counts"][kind] += 1
        cid = env_compile_id(env)
        if kind == "compilation_metrics":
            m = env[kind]
            out["compilation_metrics"].append({k: m.get(k) for k in (
                "compile_id", "co_name", "co_firstlineno", "guard_count", "shape_env_guard_count",
                "guard_latency_us", "graph_op_count", "cudagraph_skip_reason", "recompile_reason",
                "num_graph_breaks", "fail_reason")})
        elif kind == "compilation_metrics_runtime":
            out["runtime_metrics"][env[kind].get("compile_id")] += 1
        elif kind == "inductor_output_code":
            out["output_code"].append({"compile_id": cid, "attempt": env.get("attempt", 0),
                                       "functions": output_code_functions(payload)})
        elif kind == "artifact" and env[kind].get("name", "").startswith("fx_graph_cache_"):
            # the FX-graph cache key lists the inductor config as compiled (mode options applied),
            # unlike compilation_metrics.inductor_config, which holds the global config
            try:
                comps = json.loads(payload).get("components", [])
            except ValueError:
                comps = []
            cfg = {}
            for c in comps:
                m = CFG_RE.search(c)
                if m and m.group(1) in ("triton.cudagraphs", "graph_partition", "max_autotune"):
                    cfg[m.group(1)] = m.group(2).strip() == "True"
            out["compiled_config"][cid] = cfg
        elif kind == "dynamo_cpp_guards_str":
            g = guard_tree_facts(payload)
            g["compile_id"] = cid
            out["guard_trees"].append(g)
    out["runtime_metrics"] = dict(out["runtime_metrics"])
    out["event_counts"] = dict(sorted(out["event_counts"].items()))
    return out


# ------------------------------------------------------------------------------------------
# profiler chrome trace
# ------------------------------------------------------------------------------------------
LAUNCH_API = ("cudaLaunchKernel", "cudaLaunchKernelExC", "cuLaunchKernel", "cuLaunchKernelEx",
              "cudaGraphLaunch", "cudaMemcpyAsync", "cudaMemsetAsync", "cudaMemcpy")


def profile_facts(blob):
    d = json.loads(blob)
    ev = [e for e in d["traceEvents"] if e.get("ph") == "X"]
    runtime = [e for e in ev if e.get("cat") in ("cuda_runtime", "cuda_driver")]
    by_corr = {e["args"]["correlation"]: e for e in runtime if "correlation" in e.get("args", {})}
    gpu = [e for e in ev if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")]
    steps = sorted((e for e in ev if e.get("cat") == "user_annotation"
                    and e["name"].startswith("ProfilerStep#")), key=lambda e: e["ts"])
    regions = sorted((e for e in ev if e.get("cat") == "cpu_op"
                      and e["name"].startswith("Torch-Compiled Region: ")), key=lambda e: e["ts"])

    def inside(e, w):
        return e.get("tid") == w.get("tid") and w["ts"] <= e["ts"] <= w["ts"] + w["dur"]

    def innermost(e):
        """The innermost compiled region holding e (a resume function's region runs nested in
        the region of the frame that broke)."""
        best = None
        for r in regions:
            if inside(e, r) and (best is None or r["ts"] >= best["ts"]):
                best = r
        return best

    def window_facts(w):
        rts = [e for e in runtime if inside(e, w) and e["name"] in LAUNCH_API
               and (w not in regions or innermost(e) is w)]
        corr = {e["args"]["correlation"]: e["name"] for e in rts if "correlation" in e.get("args", {})}
        api = collections.Counter(e["name"] for e in rts)
        k = collections.Counter()
        dur = collections.Counter()
        names = collections.Counter()
        for g in gpu:
            c = g.get("args", {}).get("correlation")
            if c not in corr:
                continue
            via_graph = corr[c] == "cudaGraphLaunch"
            key = ("graph_" if via_graph else "direct_") + g["cat"]
            k[key] += 1
            if g["cat"] == "kernel":
                names[("graph: " if via_graph else "direct: ") + g["name"][:70]] += 1
            if g["cat"] == "kernel":
                dur["graph" if via_graph else "direct"] += g.get("dur", 0.0)
        total = dur["graph"] + dur["direct"]
        return {
            "launch_api": dict(sorted(api.items())),
            "graph_launches": api.get("cudaGraphLaunch", 0),
            "direct_kernel_launches": sum(api.get(n, 0) for n in LAUNCH_API[:4]),
            "kernels_in_graphs": k["graph_kernel"], "kernels_direct": k["direct_kernel"],
            "memcpy_in_graphs": k["graph_gpu_memcpy"], "memcpy_direct": k["direct_gpu_memcpy"],
            "memset_in_graphs": k["graph_gpu_memset"], "memset_direct": k["direct_gpu_memset"],
            "kernel_us_in_graphs": round(dur["graph"], 3), "kernel_us_direct": round(dur["direct"], 3),
            "share_kernel_time_in_graphs": round(dur["graph"] / total, 4) if total else None,
            "kernel_names": dict(sorted(names.items())),
        }

    out = {"steps": [], "regions": {}, "kernel_names": {}}
    for s in steps:
        f = window_facts(s)
        f["step"] = s["name"]
        f["compiled_region_calls"] = collections.Counter(
            r["name"][len("Torch-Compiled Region: "):] for r in regions if inside(r, s))
        out["steps"].append(f)
    per_region = collections.defaultdict(list)
    for r in regions:
        if any(inside(r, s) for s in steps):
            per_region[r["name"][len("Torch-Compiled Region: "):]].append(window_facts(r))
    for cid, calls in sorted(per_region.items()):
        keys = [k for k in calls[0] if isinstance(calls[0][k], int)]
        same = all(all(c[k] == calls[0][k] for k in keys) for c in calls)
        out["regions"][cid] = {"calls": len(calls), "per_call_identical": same,
                               "per_call": {k: calls[0][k] for k in keys + ["launch_api", "kernel_names"]},
                               "kernel_us_in_graphs_total": round(sum(c["kernel_us_in_graphs"] for c in calls), 3),
                               "kernel_us_direct_total": round(sum(c["kernel_us_direct"] for c in calls), 3)}
    names = collections.Counter()
    for g in gpu:
        if any(s["ts"] <= g["ts"] for s in steps):
            names[g["name"][:80]] += 1
    out["kernel_names"] = dict(names.most_common())
    return out
