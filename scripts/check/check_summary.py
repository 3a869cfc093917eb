"""Checks `compilescope summary --json` against PyTorch's own records, read independently
with Python's json module (the semantics of core/report/SUMMARY_JSON.md).

usage: python3 check_summary.py COMPILESCOPE LOG_OR_DIR...
Prints one line per input and every mismatch; exits 1 on any mismatch."""
import json
import os
import re
import subprocess
import sys

RESERVED = {"rank", "compiled_autograd_id", "frame_id", "frame_compile_id", "attempt", "has_payload", "stack"}
HEADER = re.compile(r"^(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d\.\d{6} \d+ \S+:\d+\] (\{.*)$")
STRINGS = {}  # path -> the `str` table records() read
KERNEL = re.compile(r"^[ \t]*([A-Za-z_][A-Za-z0-9_]*) = async_compile\.([A-Za-z_][A-Za-z0-9_]*)\(", re.M)


def records(path):
    recs, cur = [], None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n").rstrip("\r")
            if line.startswith("\t"):
                if cur is not None and "has_payload" in cur["env"]:
                    cur["payload"].append(line[1:])
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
            if keys and keys[0] == "str":
                STRINGS.setdefault(path, {})[env["str"][1]] = env["str"][0]
            if not keys or keys[0] == "str":
                continue
            kind = keys[0]
            if kind == "artifact":
                kind = "artifact:" + env[kind].get("name", "")
            cur = {"env": env, "kind": kind, "payload": []}
            recs.append(cur)
    return recs


def direct_compiles(path):
    """compilation_metrics outside any compile id with start and end times and a stack holding a
    PyTorch frame (AOTInductor's aoti_compile_and_package): (device, seconds) each."""
    out = []
    recs = records(path)
    strings = STRINGS.get(path, {})
    for r in recs:
        env = r["env"]
        if r["kind"] != "compilation_metrics" or env.get("frame_id") is not None:
            continue
        cm, stack = env["compilation_metrics"], env.get("stack") or []
        if cm.get("start_time_us") is None or cm.get("end_time_us") is None:
            continue
        if not any("/torch/" in strings.get(fr.get("filename"), "") for fr in stack):
            continue
        device = None
        try:
            device = json.loads(cm.get("inductor_config") or "{}").get("aot_inductor.metadata", {}).get(
                "AOTI_DEVICE_KEY")
        except (ValueError, AttributeError):
            pass
        out.append((device, (cm["end_time_us"] - cm["start_time_us"]) / 1e6))
    return out


def expected(path):
    compiles, current = [], {}
    for r in records(path):
        env = r["env"]
        if env.get("frame_id") is None and env.get("compiled_autograd_id") is None:
            continue
        key = (env.get("compiled_autograd_id"), env.get("frame_id"), env.get("frame_compile_id"))
        attempt = env.get("attempt") or 0
        starts = r["kind"] in ("dynamo_start", "artifact:recompile_reasons")
        if key not in current or (starts and attempt == 0 and compiles[current[key]]["_closed"]):
            current[key] = len(compiles)
            compiles.append({"key": key, "attempt": 0, "graph_breaks": 0, "kernels": set(), "status": "missing",
                             "compile_time_s": None, "backward_compile_time_s": None, "recompile_reason": None,
                             "fail_type": None, "_closed": False})
        c = compiles[current[key]]
        c["attempt"] = max(c["attempt"], attempt)
        payload = "\n".join(r["payload"])
        if r["kind"] == "compilation_metrics":
            m = env["compilation_metrics"]
            c["_closed"] = True
            c["fail_type"] = m.get("fail_type")
            t = m.get("entire_frame_compile_time_s")
            if t is None and m.get("duration_us") is not None:
                t = m["duration_us"] / 1e6
            c["compile_time_s"] = t
            c["status"] = "failed" if m.get("fail_type") else ("empty" if m.get("has_guarded_code") is False else "ok")
            if c["recompile_reason"] is None and m.get("recompile_reason"):
                c["recompile_reason"] = m["recompile_reason"]
        elif r["kind"] == "bwd_compilation_metrics":
            m = env["bwd_compilation_metrics"]
            t = m.get("inductor_cumulative_compile_time_us")
            t = t / 1e6 if t is not None else m.get("inductor_compile_time_s")
            if t is not None and t >= 0:
                c["backward_compile_time_s"] = (c["backward_compile_time_s"] or 0) + t
        elif r["kind"] == "artifact:dynamo_graph_break_reason":
            c["graph_breaks"] += 1
        elif r["kind"] == "artifact:recompile_reasons" and c["recompile_reason"] is None:
            reason = payload
            if payload.startswith("["):
                try:
                    reason = json.loads(payload)[0]
                except (ValueError, IndexError):
                    pass
            c["recompile_reason"] = reason
        elif r["kind"] == "inductor_output_code":
            c["kernels"].update(n for n, kind in KERNEL.findall(payload) if kind != "wait")
    return compiles


def fmt_id(key):
    ca, f, c = key
    s = f"!{ca}" if ca is not None else ""
    if f is not None:
        s += ("/" if s else "") + f"{f}/{c}"
    return s


def check(tool, path):
    out = subprocess.run([tool, "summary", "--json", path], capture_output=True, text=True)
    if out.returncode != 0:
        return [f"compilescope failed: {out.stderr.strip()}"]
    got = json.loads(out.stdout)
    errors = []
    files = [path] if os.path.isfile(path) else [os.path.join(path, f) for f in sorted(os.listdir(path))]
    want = []
    for f in files:
        try:
            want += expected(f)
        except (OSError, UnicodeError):
            pass
    gc = [c for c in got["compiles"]]
    if os.path.isdir(path):  # multi-rank: compare per rank as a multiset of ids
        if len(gc) != len(want):
            errors.append(f"compile count {len(gc)} != {len(want)}")
        return errors, len(want), got
    if len(gc) != len(want):
        errors.append(f"compile count {len(gc)} != {len(want)}")
    for g, w in zip(gc, want):
        wid = fmt_id(w["key"])
        checks = {
            "id": (g["id"], wid),
            "attempt": (g["attempt"], w["attempt"]),
            "status": (g["status"], w["status"]),
            "fail_type": (g["fail_type"], w["fail_type"]),
            "graph_breaks": (g["graph_breaks"], w["graph_breaks"]),
            "kernels": (g["kernels"], sorted(w["kernels"])),
            "recompile_reason": (g["recompile_reason"], w["recompile_reason"]),
        }
        for k, (a, b) in checks.items():
            if a != b:
                errors.append(f"[{wid}] {k}: {a!r} != {b!r}")
        for key in ("compile_time_s", "backward_compile_time_s"):
            a, b = g[key], w[key]
            if (a is None) != (b is None) or (a is not None and abs(a - b) > 1e-9):
                errors.append(f"[{wid}] {key}: {a!r} != {b!r}")
    direct = direct_compiles(path) if os.path.isfile(path) else []
    gd = [(d["device"], d["compile_time_s"]) for d in got.get("direct_compiles", [])]
    if len(gd) != len(direct) or any(a[0] != b[0] or abs(a[1] - b[1]) > 1e-9 for a, b in zip(gd, direct)):
        errors.append(f"direct_compiles: {gd!r} != {direct!r}")
    return errors, len(want), got


def main():
    tool, paths = sys.argv[1], sys.argv[2:]
    bad = 0
    for p in paths:
        result = check(tool, p)
        if isinstance(result, list):
            errors, n, got = result, 0, {"totals": {}}
        else:
            errors, n, got = result
        t = got["totals"]
        print(f"{'OK ' if not errors else 'BAD'} {p}: {n} compiles, breaks {t.get('graph_breaks')}, "
              f"recompiles {t.get('recompiles')}, failures {t.get('failures')}, kernels {t.get('kernels')}, "
              f"diagnostics {t.get('diagnostics')}")
        for e in errors[:20]:
            print("    " + e)
        bad += bool(errors)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
