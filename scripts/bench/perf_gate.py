"""The speed regression gate (issue 39): times CompileScope's headless commands on big logs as a
ratio to a yardstick run side by side on the same machine (`md5sum` over the same files: one
core's steady work per byte, long enough that process start and timer noise do not move it, as
`wc -l`'s few ms would), and fails when a ratio is more than 25% worse than the committed
baseline (tests/benchmarks/perf_baselines.json). Ratios, not seconds: they hold from one machine
of a kind to another and under steady load, where seconds do not.

usage: python3 perf_gate.py COMPILESCOPE WORKDIR [--size-mb N] [--runs N] [--update]
  --size-mb  size of each generated log (default: the baseline's)
  --runs     alternated runs per command, the median taken (default 7; at least 5)
  --update   write the measured ratios as the new baselines (after a deliberate change)

The logs are made by make_big_trace.py from the project's real logs (tests/data/logs): A from
all of them, B from the same logs in another order without one (two different runs for `diff`).
Prints min/median/max seconds of each command and of its yardstick, and the ratio of medians.
Exit 0: every ratio within its limit; 1: a regression; 2: the gate could not run.
"""
import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BASELINES = os.path.join(ROOT, "tests", "benchmarks", "perf_baselines.json")
LOGS = os.path.join(ROOT, "tests", "data", "logs")
DEEP = os.path.join(ROOT, "tests", "data", "big", "gpt2_48_trace.log.zst")
LIMIT = 1.25  # a ratio more than 25% above its baseline fails


def decompress(workdir):
    """The real logs the big ones are made of, decompressed once."""
    src = os.path.join(workdir, "src")
    os.makedirs(src, exist_ok=True)
    out = []
    for name in sorted(os.listdir(LOGS)):
        if not name.endswith(".log.zst"):
            continue
        path = os.path.join(src, name[:-4])
        if not os.path.exists(path):
            subprocess.run(["zstd", "-q", "-d", "-f", os.path.join(LOGS, name), "-o", path], check=True)
        out.append(path)
    return out


def make_logs(workdir, size_mb):
    inputs = decompress(workdir)
    a, b = os.path.join(workdir, "a.log"), os.path.join(workdir, "b.log")
    for path, logs in ((a, inputs), (b, list(reversed(inputs[1:])))):
        if os.path.exists(path) and abs(os.path.getsize(path) - size_mb * 1e6) < 0.05 * size_mb * 1e6:
            continue
        subprocess.run([sys.executable, os.path.join(HERE, "make_big_trace.py"), path, str(size_mb), *logs],
                       check=True, stdout=subprocess.DEVNULL)
    deep = os.path.join(workdir, "gpt2_48.log")
    if not os.path.exists(deep):
        subprocess.run(["zstd", "-q", "-d", "-f", DEEP, "-o", deep], check=True)
    return a, b, deep


def timed(cmd):
    start = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if p.returncode not in (0, 4):  # diff exits 4 when the runs differ (they do: A and B are different logs)
        raise RuntimeError("%s exited %d: %s" % (" ".join(cmd), p.returncode, p.stderr.decode()[-500:]))
    return elapsed


def measure(cmd, yardstick, runs):
    """Alternates yardstick and command `runs` times after one warm-up of each (page cache)."""
    timed(yardstick)
    timed(cmd)
    ys, cs = [], []
    for _ in range(runs):
        ys.append(timed(yardstick))
        cs.append(timed(cmd))
    return ys, cs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("workdir")
    ap.add_argument("--size-mb", type=float)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--update", action="store_true")
    a = ap.parse_args()
    if a.runs < 5:
        print("perf_gate: at least 5 runs", file=sys.stderr)
        return 2
    if not shutil.which("md5sum") or not shutil.which("zstd"):
        print("perf_gate: needs md5sum and zstd", file=sys.stderr)
        return 2
    base = json.load(open(BASELINES)) if os.path.exists(BASELINES) else {"ratios": {}}
    size = a.size_mb or base.get("size_mb", 400)
    os.makedirs(a.workdir, exist_ok=True)
    log_a, log_b, deep = make_logs(a.workdir, size)
    out = os.path.join(a.workdir, "out")
    os.makedirs(out, exist_ok=True)
    cs = a.binary
    # name -> (command, yardstick over the same input)
    commands = {
        "summary": ([cs, "summary", log_a], ["md5sum", log_a]),
        "summary_json": ([cs, "summary", "--json", log_a], ["md5sum", log_a]),
        "explain": ([cs, "explain", log_a], ["md5sum", log_a]),
        "diff": ([cs, "diff", log_a, log_b], ["md5sum", log_a, log_b]),
        "report_html": ([cs, "report", log_a, "--format", "html", "-o", os.path.join(out, "a.html")],
                        ["md5sum", log_a]),
        "report_html_deep": ([cs, "report", deep, "--format", "html", "-o", os.path.join(out, "d.html")],
                             ["md5sum", deep]),
    }
    print("perf gate: %s, %d cores, logs of %.0f MB (A, B), %d alternated runs; load %s" % (
        platform.machine(), os.cpu_count(), size, a.runs, " ".join("%.2f" % l for l in os.getloadavg())))
    print("%-18s %26s %26s %8s %9s %7s" % ("command", "seconds min/median/max", "yardstick min/med/max",
                                          "ratio", "baseline", "limit"))
    measured, failed = {}, []
    for name, (cmd, yard) in commands.items():
        ys, ts = measure(cmd, yard, a.runs)
        ratio = statistics.median(ts) / statistics.median(ys)
        measured[name] = round(ratio, 3)
        baseline = base["ratios"].get(name)
        verdict = ""
        if baseline is not None and not a.update:
            verdict = "ok" if ratio <= baseline * LIMIT else "SLOWER"
            if verdict != "ok":
                failed.append(name)
        print("%-18s %8.3f %8.3f %8.3f %8.3f %8.3f %8.3f %8.2f %9s %7s" % (
            name, min(ts), statistics.median(ts), max(ts), min(ys), statistics.median(ys), max(ys), ratio,
            "%.2f" % baseline if baseline is not None else "-", verdict))
    if a.update:
        json.dump({"size_mb": size, "runs": a.runs, "limit": LIMIT,
                   "machine": "%s, %d cores" % (platform.machine(), os.cpu_count()),
                   "measured": time.strftime("%Y-%m-%d"), "yardstick": "md5sum over the same input",
                   "ratios": measured}, open(BASELINES, "w"), indent=1, sort_keys=True)
        print("baselines written to %s" % BASELINES)
        return 0
    # A shared machine has slow moments: a command over its limit is measured once more, with
    # twice the runs, and fails only when it is over again.
    for name in list(failed):
        cmd, yard = commands[name]
        ys, ts = measure(cmd, yard, 2 * a.runs)
        ratio = statistics.median(ts) / statistics.median(ys)
        again = ratio > base["ratios"][name] * LIMIT
        print("%-18s measured again: ratio %.2f, %s" % (name, ratio, "SLOWER" if again else "ok"))
        if not again:
            failed.remove(name)
    missing = [n for n in commands if n not in base["ratios"]]
    if missing:
        print("perf gate: no baseline for %s (run with --update)" % ", ".join(missing))
        return 1
    if failed:
        print("perf gate: FAILED, more than %d%% slower than the baseline: %s" % (round((LIMIT - 1) * 100),
                                                                                  ", ".join(failed)))
        return 1
    print("perf gate: passed (every ratio within %d%% of its baseline)" % round((LIMIT - 1) * 100))
    return 0


if __name__ == "__main__":
    sys.exit(main())
