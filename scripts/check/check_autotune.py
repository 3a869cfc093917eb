"""Independent check of `compilescope autotune --json` (issue 44) against the raw logs of a run.

usage: check_autotune.py COMPILESCOPE [--record PYTHON] [--min-templates N] [--min-heuristics N] RUN...

RUN is a run folder, a .tar.xz of one, or a single log file. --record PYTHON first records a CPU
max-autotune run with that Python's torch (scripts/fixtures/make_cpu_autotune_run.py) and checks
it too. --min-* apply to each run. Reads each run's stderr text files (any file holding `AUTOTUNE ` tables or `Benchmark all input
configs` lines) and structured traces (`*_template_autotuning` events) with its own parsing,
written from PyTorch's log_results / triton_heuristics format strings, not from the app's reader,
and compares every choice: op, input sizes, each listed candidate's name, time and config, the
winner, the number of choices, the benchmark time, the compile id; each heuristic kernel's configs
and times. Prints the disagreements and exits 1 when there is any (or fewer choices than asked)."""
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

TABLE_HEAD = re.compile(r"^AUTOTUNE (\S+?)\((.*)\)$")
CHOICE = re.compile(r"^  (\S+) (\S+) ms (?:(\S+)%|<DIVIDED BY ZERO ERROR>) ?(.*)$")
SUMMARY = re.compile(r"^(Single|Sub)Process AUTOTUNE benchmarking takes (\S+) seconds")
DESCENT_HEAD = re.compile(r"= Do coordinate descent tuning for (\S+) =$")
DESCENT_END = re.compile(r"\] (?:(\S+): )?Improve from (.*) (\S+) -> (.*) (\S+), (\S+)x$")
HEURISTIC_HEAD = re.compile(r"Benchmark all input configs for (\S+), get:$")
HEURISTIC_CFG = re.compile(r"\] (?:\[[^\]]*\] )?(.*): ([0-9.eE+-]+|inf), nreg (-?\d+), nspill (-?\d+), #shared-mem (.*)$")
TRACE_EVENT = re.compile(r'"name": "(\w+)_template_autotuning"')


def read_bytes(path):
    if path.endswith(".zst"):
        return subprocess.run(["zstd", "-dc", path], check=True, capture_output=True).stdout
    with open(path, "rb") as f:
        return f.read()


def read_text(path):
    tables, heuristics, stats, descents, descent_kernel = [], [], None, {}, None
    lines = read_bytes(path).decode(errors="replace").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line == "Autotune Choices Stats:" and i + 1 < len(lines):
            try:
                stats = json.loads(lines[i + 1])
            except ValueError:
                stats = None
            i += 2
            continue
        m = TABLE_HEAD.match(line)
        if m:
            t = {"op": m.group(1), "sizes": m.group(2), "choices": [], "bench": None, "stats": stats, "line": i + 1}
            stats = None
            i += 1
            while i < len(lines):
                l = lines[i]
                c = CHOICE.match(l)
                s = SUMMARY.match(l)
                if l.startswith("strides: ") or l.startswith("dtypes: "):
                    pass
                elif c:
                    ms = float(c.group(2))
                    timed = math.isfinite(ms) and c.group(3) is not None
                    pct = float(c.group(3)) if c.group(3) is not None else None
                    t["choices"].append((c.group(1), ms if timed else None, c.group(4).strip(), pct))
                elif s:
                    t["bench"] = float(s.group(2))
                    m2 = re.search(r" for (\d+) choices", l)
                    t["timed"] = int(m2.group(1)) if m2 else None
                    i += 1
                    break
                else:
                    break
                i += 1
            tables.append(t)
            continue
        dh = DESCENT_HEAD.search(line)
        if dh:
            descent_kernel = dh.group(1)
        de = DESCENT_END.search(line)
        if de and "coordinate_descent_tuner.py" in line:
            descents.setdefault(de.group(1) or descent_kernel, []).append(de.group(4).strip())
        h = HEURISTIC_HEAD.search(line)
        if h:
            cfgs = []
            i += 1
            while i < len(lines):
                c = HEURISTIC_CFG.search(lines[i])
                if not c or "triton_heuristics.py" not in lines[i] or "] Best config for " in lines[i]:
                    break
                cfgs.append((c.group(1).strip(), float(c.group(2)), int(c.group(3)), int(c.group(4))))
                i += 1
            heuristics.append({"kernel": h.group(1), "configs": cfgs, "descent": None})
            continue
        i += 1
    for h in heuristics:  # each kernel's searches in order, to its benchmarks in order
        found = descents.get(h["kernel"])
        if found:
            h["descent"] = found.pop(0)
    return tables, heuristics


def read_trace(path):
    """(op, shape, compile_id, stats) of each end event, in file order."""
    out = []
    with open(path, errors="replace") as f:
        text = f.read()
    for block in text.split("\n\t{\n")[1:]:
        m = TRACE_EVENT.search(block)
        if not m or "autotune_choices_stats" not in block:
            continue
        shape = re.search(r'"autotune_shape": "([^"]*)"', block)
        cid = re.search(r'"compile_id": "([^"]*)"', block)
        stats = re.search(r'"autotune_choices_stats": "((?:[^"\\]|\\.)*)"', block)
        out.append((m.group(1), shape.group(1) if shape else None, cid.group(1) if cid else None,
                    json.loads(json.loads('"' + stats.group(1) + '"')) if stats else {}))
    return out


def files_of(run):
    if os.path.isfile(run):
        yield os.path.dirname(run) or ".", os.path.basename(run)
        return
    for root, _, files in os.walk(run):
        for name in sorted(files):
            yield root, name


def check(cs, run, min_templates, min_heuristics):
    tables, heuristics, events = [], [], []
    for root, name in files_of(run):
        if True:
            path = os.path.join(root, name)
            if os.path.getsize(path) > 512 << 20 or name.endswith((".so", ".cubin", ".o")):
                continue
            head = read_bytes(path)[: 1 << 20] if name.endswith(".zst") else open(path, "rb").read(1 << 20)
            if b"_template_autotuning" in head and b"chromium_event" in head:
                events += read_trace(path)
            elif b"AUTOTUNE " in head or b"Benchmark all input configs" in head or path.endswith("torch_logs.txt"):
                t, h = read_text(path)
                tables += t
                heuristics += h
    got = json.loads(subprocess.run([cs, "autotune", "--json", run], check=True, capture_output=True).stdout)
    decisions = got["decisions"]
    problems = []
    templ = [d for d in decisions if d["kind"] == "template"]
    heur = [d for d in decisions if d["kind"] != "template"]
    want_templates = len(tables) if tables else len(events)
    if len(templ) != want_templates:
        problems.append(f"{len(templ)} template choices, the logs hold {want_templates}")
    for k, (t, d) in enumerate(zip(tables, templ)):
        where = f"table {k + 1} ({t['op']}, line {t['line']})"
        if (d["op"], d["input_sizes"]) != (t["op"], t["sizes"]):
            problems.append(f"{where}: read as {d['op']}({d['input_sizes']})")
        timed = [c for c in d["candidates"] if c["ms"] is not None]
        want = sorted([c for c in t["choices"] if c[1] is not None], key=lambda c: c[1])
        if [(c["name"], c["ms"]) for c in timed] != [(c[0], c[1]) for c in want]:
            problems.append(f"{where}: candidates {[(c['name'], c['ms']) for c in timed]} != {want}")
        for c in timed:
            cfg = next((w[2] for w in want if w[0] == c["name"]), None)
            if (c["config"] or "") != (cfg or ""):
                problems.append(f"{where}: {c['name']} config {c['config']!r} != {cfg!r}")
            pct = next((w[3] for w in want if w[0] == c["name"]), None)
            if c.get("percent_of_best") != pct:
                problems.append(f"{where}: {c['name']} at {c.get('percent_of_best')}% of the best != {pct}")
        # The runner-up's margin from what the table printed finer: its percentages (one decimal) or
        # its times (four decimals of a ms), by their relative rounding errors.
        if len(want) >= 2 and want[0][3] and want[1][3] and want[0][1] and want[1][1]:
            (w_ms, w_pct), (r_ms, r_pct) = (want[0][1], want[0][3]), (want[1][1], want[1][3])
            by_pct = 0.05 / w_pct + 0.05 / r_pct < 0.00005 / w_ms + 0.00005 / r_ms
            margin = w_pct / r_pct if by_pct else r_ms / w_ms
            if d["winner"] == want[0][0] and abs((d.get("runner_up_slower_by") or 0) - margin) > 1e-9:
                problems.append(f"{where}: runner-up slower by {d.get('runner_up_slower_by')} != {margin}")
        best = (t["stats"] or {}).get("best_kernel") or (want[0][0] if want else None)
        if d["winner"] != best:
            problems.append(f"{where}: winner {d['winner']} != {best}")
        if t["stats"] and d["choices"] != t["stats"].get("num_choices"):
            problems.append(f"{where}: {d['choices']} choices != {t['stats'].get('num_choices')}")
        if t["bench"] is not None and d["benchmark_s"] != t["bench"]:
            problems.append(f"{where}: benchmark {d['benchmark_s']} s != {t['bench']}")
    for k, e in enumerate(events):  # each trace event's compile and winner, in order per op and shape
        same = [d for d in templ if d["op"] == e[0] and d["input_sizes"] == e[1]]
        nth = sum(1 for x in events[:k] if x[0] == e[0] and x[1] == e[1])
        if nth >= len(same):
            problems.append(f"trace event {k + 1} ({e[0]} {e[1]}) has no choice")
            continue
        d = same[nth]
        if e[2] and re.sub(r"^rank \d+: ", "", d["compile_id"] or "") != e[2]:
            problems.append(f"trace event {k + 1}: compile {d['compile_id']} != {e[2]}")
        if e[3].get("best_kernel") and d["winner"] != e[3]["best_kernel"]:
            problems.append(f"trace event {k + 1}: winner {d['winner']} != {e[3]['best_kernel']}")
    if len(heur) != len(heuristics):
        problems.append(f"{len(heur)} heuristic kernels, the logs hold {len(heuristics)} benchmarks")
    for h, d in zip(heuristics, heur):
        if d["op"] != h["kernel"]:
            problems.append(f"heuristic {h['kernel']}: read as {d['op']}")
        got_cfgs = sorted((c["name"], c["ms"]) for c in d["candidates"] if c["name"] in {x[0] for x in h["configs"]})
        if got_cfgs != sorted((c[0], c[1]) for c in h["configs"]):
            problems.append(f"heuristic {h['kernel']}: configs {got_cfgs} != {h['configs']}")
        want_winner = h["descent"] or (min(h["configs"], key=lambda c: c[1])[0] if h["configs"] else None)
        if want_winner and d["winner"] != want_winner:
            problems.append(f"heuristic {h['kernel']}: winner {d['winner']!r} != {want_winner!r}")
    if len(templ) < min_templates:
        problems.append(f"only {len(templ)} template choices (want ≥ {min_templates})")
    if len(heur) < min_heuristics:
        problems.append(f"only {len(heur)} heuristic kernels (want ≥ {min_heuristics})")
    n_cands = sum(len(d["candidates"]) for d in decisions)
    print(f"autotune check of {os.path.basename(run.rstrip('/'))}: {len(templ)} template choices ({len(tables)} tables, {len(events)} trace events), "
          f"{len(heur)} heuristic kernels, {n_cands} candidates; {len(problems)} disagreement(s)")
    for p in problems:
        print("  " + p)
    return 1 if problems else 0


def main():
    args = sys.argv[1:]
    cs, runs, opts = args[0], [], {}
    i = 1
    while i < len(args):
        if args[i] in ("--record", "--min-templates", "--min-heuristics"):
            opts[args[i]] = args[i + 1]
            i += 2
        else:
            runs.append(args[i])
            i += 1
    tmp = tempfile.mkdtemp(prefix="check_autotune_")
    try:
        paths = []
        for run in runs:
            if run.endswith(".tar.xz"):
                dest = os.path.join(tmp, os.path.basename(run)[:-7])
                os.makedirs(dest)
                subprocess.run(["tar", "-xJf", run, "-C", dest], check=True)
                paths.append(dest)
            else:
                paths.append(run)
        if "--record" in opts:
            dest = os.path.join(tmp, "cpu_autotune_run")
            script = os.path.join(os.path.dirname(__file__), "..", "fixtures", "make_cpu_autotune_run.py")
            rc = subprocess.call([opts["--record"], script, dest])
            if rc != 0:
                print(f"recording the CPU max-autotune run failed (exit {rc}); its stderr:")
                print(open(os.path.join(dest, "torch_logs.txt"), errors="replace").read()[-3000:])
                return 1
            paths.append(dest)
        status = 0
        for p in paths:
            status |= check(cs, p, int(opts.get("--min-templates", 1)), int(opts.get("--min-heuristics", 0)))
        return status
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
