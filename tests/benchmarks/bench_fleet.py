#!/usr/bin/env python3
"""`compilescope fleet` numbers (issue 27).

    bench_fleet.py COMPILESCOPE [--logs N] [--tasks K] [--jobs-in-store J] [--ray-python PYTHON] [--store-only]

1. Per-log overhead of a task over the engine's own time: K tasks of the driver (one
   `fleet facts --json` process per log, as `fleet index` runs them) on small real logs; the
   task's wall time (process start, Qt, output, the driver's own work) minus the engine's time
   that the binary measures itself (`facts_ms`). With --ray-python, the same tasks as Ray tasks
   on a local one-node cluster: the Ray round trip (submit to result) minus `facts_ms`.
2. N logs of ~5 MB (tests/data/logs/recompiles.log, 4.7 MB, hard links: the page cache holds
   them, as a second read on shared storage would not), jobs of 8 ranks, indexed with the local
   pool, against the engine's serial time (the median `facts_ms` of that log x N) divided by the
   cores; and the CPU time of the whole index (indexer, driver, tasks) against that serial time,
   which a machine shared with other work does not distort.
3. A store of J jobs (2 logs each, 6 compiles, 3 break sites, 2 recompile causes per log,
   synthetic rows in the store's own schema, two torch versions): wall time of
   `fleet report STORE --json` and of `fleet report --compare`, process start included.
4. The Fleet view's queries on that store, as the window runs them (off the UI thread, each on
   its own read-only connection): the app opened on the store (offscreen, `--view fleet-compare
   --screenshot`), the times it logs (`QT_LOGGING_RULES=compilescope.fleet.info=true`): the
   report (top 100 of each list, phases by torch version) and the comparison of the two
   versions, measured around the queries themselves.
--store-only: parts 3 and 4 only.
Prints a table and one JSON line.
"""

import argparse
import json
import os
import random
import re
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "app", "fleet"))
from compilescope_fleet import driver  # noqa: E402


def unzst(name, out):
    with open(out, "wb") as f:
        subprocess.run(["zstd", "-dc", os.path.join(ROOT, "tests/data/logs", name)], stdout=f, check=True)
    return out


def task_overhead(binary, log, k):
    over, facts = [], []
    for i in range(k):
        r = driver.run_task(binary, {"log": log, "job": "bench"}, 60)
        over.append(r["task_ms"] - r["facts_ms"])
        facts.append(r["facts_ms"])
    return statistics.median(over), statistics.median(facts)


def ray_overhead(python, binary, log, k, tmp):
    code = r"""
import json, sys, time, ray
sys.path.insert(0, %r)
from compilescope_fleet import driver
ray.init(num_cpus=1, include_dashboard=False, logging_level="ERROR", log_to_driver=False, _temp_dir=%r,
         runtime_env={"py_modules": [driver.__file__.rsplit("/", 1)[0]]})
remote = ray.remote(num_cpus=1, max_retries=3)(driver.run_task)
ray.get(remote.remote(%r, {"log": %r, "job": "w"}, 60))  # a warm worker
out = []
for i in range(%d):
    t = time.perf_counter()
    r = ray.get(remote.remote(%r, {"log": %r, "job": "b"}, 60))
    out.append(((time.perf_counter() - t) * 1e3, r["task_ms"], r["facts_ms"]))
print(json.dumps(out))
""" % (os.path.join(ROOT, "app", "fleet"), os.path.join(tmp, "ray"), binary, log, k, binary, log)
    p = subprocess.run([python, "-c", code], capture_output=True, text=True,
                       env=dict(os.environ, RAY_USAGE_STATS_ENABLED="0", RAY_AUTH_MODE="disabled"))
    if p.returncode != 0:
        print(p.stderr[-2000:])
        return None
    rows = json.loads(p.stdout.strip().splitlines()[-1])
    return (statistics.median(r[0] - r[2] for r in rows), statistics.median(r[0] - r[1] for r in rows))


def throughput(binary, log, n, tmp):
    jobs = os.path.join(tmp, "jobs")
    for i in range(n):
        d = os.path.join(jobs, "job-%05d" % (i // 8))
        os.makedirs(d, exist_ok=True)
        os.link(log, os.path.join(d, "dedicated_log_torch_trace_rank_%d_%x.log" % (i % 8, i)))
    facts = [driver.run_task(binary, {"log": log, "job": "b"}, 120)["facts_ms"] for _ in range(5)]
    engine_ms = statistics.median(facts)
    cores = os.cpu_count() or 1
    t = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run([binary, "fleet", "index", jobs, "--store", os.path.join(tmp, "store-n"), "--local",
                        "--workers", str(cores), "--quiet"], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter() - t
    if r.returncode != 0:
        print(r.stderr)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, engine_ms, cores, cpu


def big_store(binary, store, jobs, small_log):
    subprocess.run([binary, "fleet", "index", small_log, "--store", store, "--local", "--quiet"], check=True)
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    rnd = random.Random(27)
    with db:
        sites = []
        for i in range(300):
            db.execute("INSERT INTO sites(reason, file, line) VALUES (?, ?, ?)",
                       ("Unsupported Tensor.item() call", "/src/model%d.py" % (i % 40), 10 + i))
            sites.append(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        causes = []
        for i in range(60):
            db.execute("INSERT INTO causes(category, source) VALUES ('tensor_size', ?)", ("x%d" % i,))
            causes.append(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        for j in range(jobs):
            db.execute("INSERT INTO jobs(name) VALUES (?)", ("job-%05d" % j,))
            job_id = db.execute("SELECT last_insert_rowid()").fetchone()[0]
            torch = "2.11.0" if j < jobs // 2 else "2.12.0"
            for r in range(2):
                t = rnd.uniform(5, 60)
                cur = db.execute(
                    "INSERT INTO logs(path, size, mtime_ms, checksum, status, job_id, rank, torch, start_us, "
                    "compiles, graph_breaks, recompiles, failures, compile_time_s, dynamo_s, aot_autograd_s, "
                    "inductor_s, code_gen_s, indexed_at) VALUES "
                    "(?, 5000000, 0, 'x', 'ok', ?, ?, ?, ?, 6, 3, 2, ?, ?, ?, ?, ?, ?, '')",
                    ("/jobs/%d/%d.log" % (j, r), job_id, r, torch, 1.79e15 + j * 6e8, int(j % 50 == 0), t,
                     t / 4, t / 4, t / 4, t / 4))
                log_id = cur.lastrowid
                for c in range(6):
                    db.execute("INSERT INTO compiles VALUES (?, ?, 'forward', '/src/m.py', 1, ?, 1, ?, NULL, 0, ?, "
                               "?, ?, ?, ?, 0, 0, NULL, 3, 5)",
                               (log_id, "%d/0" % c, "ok", int(c > 3), t / 6, t / 24, t / 24, t / 12, t / 12))
                for s in rnd.sample(sites, 3):
                    db.execute("INSERT INTO break_sites VALUES (?, ?, ?, 1, ?, ?, NULL)",
                               (log_id, s, job_id, rnd.uniform(0, 2), rnd.uniform(1, 10)))
                for c in rnd.sample(causes, 2):
                    db.execute("INSERT INTO recompile_causes VALUES (?, ?, ?, 'forward', 1, ?, 0)",
                               (log_id, c, job_id, rnd.uniform(1, 5)))
                if j % 50 == 0:
                    db.execute("INSERT INTO failures VALUES (?, '0/0', 'forward', 'BackendCompilerFailed', 'x', "
                               "'/src/m.py', 1, 0)", (log_id,))
    db.close()


def timed(args, repeats=5):
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True)
        times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)


def view_queries(binary, store, tmp, repeats=3):
    """The Fleet view's query times (ms) as the app logs them: (report, compare), medians."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="compilescope.fleet.info=true",
               HOME=os.path.join(tmp, "home"), XDG_CONFIG_HOME=os.path.join(tmp, "home", "config"))
    times = {"report": [], "compare": []}
    for i in range(repeats):
        shot = os.path.join(tmp, "fleet-view-%d.png" % i)
        r = subprocess.run([binary, "--view", "fleet-compare", "--screenshot", shot, store], env=env,
                           capture_output=True, text=True, timeout=300)
        for line in r.stderr.splitlines():  # "report: 87 ms (CPU 85 ms)"
            m = re.search(r"\b(report|compare): (\d+) ms \(CPU (\d+) ms\)", line)
            if m:
                times[m.group(1)].append((float(m.group(2)), float(m.group(3))))
    if not times["report"] or not times["compare"]:
        raise SystemExit("the app logged no Fleet view query times")
    med = lambda xs, k: statistics.median(x[k] for x in xs)  # noqa: E731
    return (med(times["report"], 0), med(times["report"], 1), med(times["compare"], 0), med(times["compare"], 1))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("binary")
    p.add_argument("--logs", type=int, default=1000)
    p.add_argument("--tasks", type=int, default=30)
    p.add_argument("--jobs-in-store", type=int, default=10000)
    p.add_argument("--ray-python", default="")
    p.add_argument("--store-only", action="store_true")
    a = p.parse_args()
    tmp = tempfile.mkdtemp(prefix="cs-bench-fleet-")
    result = {}
    try:
        small = unzst("comp_failure.log.zst", os.path.join(tmp, "comp_failure.log"))
        big = unzst("recompiles.log.zst", os.path.join(tmp, "recompiles.log"))
        if a.store_only:
            store_numbers(a, small, tmp, result)
            return
        over, facts = task_overhead(a.binary, small, a.tasks)
        result.update(task_overhead_ms=over, small_log_facts_ms=facts)
        print("task overhead over the engine (local process): %.1f ms (engine %.1f ms, %d tasks)"
              % (over, facts, a.tasks))
        if a.ray_python:
            ray = ray_overhead(a.ray_python, a.binary, small, a.tasks, tmp)
            if ray:
                result.update(ray_task_overhead_ms=ray[0], ray_over_process_ms=ray[1])
                print("Ray task overhead over the engine: %.1f ms (Ray's own share: %.1f ms)" % ray)
        wall, engine_ms, cores, cpu = throughput(a.binary, big, a.logs, tmp)
        serial = engine_ms * a.logs / 1e3
        ideal = serial / cores
        result.update(logs=a.logs, log_bytes=os.path.getsize(big), index_wall_s=wall, engine_ms_per_log=engine_ms,
                      cores=cores, ideal_s=ideal, ratio=wall / ideal, index_cpu_s=cpu, cpu_over_serial=cpu / serial,
                      load=os.getloadavg()[0])
        print("%d logs of %.1f MB (jobs of 8): indexed in %.1f s; engine serial %.0f ms/log x %d = %.1f s / %d cores "
              "= %.1f s; ratio %.2f; CPU of the whole index %.1f s = %.2f x the engine's serial time (load %.1f)"
              % (a.logs, os.path.getsize(big) / 1e6, wall, engine_ms, a.logs, serial, cores, ideal, wall / ideal,
                 cpu, cpu / serial, os.getloadavg()[0]))
        store_numbers(a, small, tmp, result)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        print(json.dumps(result))


def store_numbers(a, small, tmp, result):
    store = os.path.join(tmp, "store-big")
    big_store(a.binary, store, a.jobs_in_store, small)
    rep = timed([a.binary, "fleet", "report", store, "--json"])
    cmp = timed([a.binary, "fleet", "report", store, "--json", "--compare", "torch=2.11.0", "torch=2.12.0"])
    result.update(store_jobs=a.jobs_in_store, report_ms=rep, compare_ms=cmp)
    print("store of %d jobs: report %.0f ms, report --compare %.0f ms (process start included)"
          % (a.jobs_in_store, rep, cmp))
    rw, rc, cw, cc = view_queries(a.binary, store, tmp)
    result.update(view_report_ms=rw, view_report_cpu_ms=rc, view_compare_ms=cw, view_compare_cpu_ms=cc,
                  load=os.getloadavg()[0])
    print("Fleet view on that store (the queries, off the UI thread; goal <= 200 ms): report %.0f ms (CPU %.0f ms), "
          "comparison %.0f ms (CPU %.0f ms); load %.1f" % (rw, rc, cw, cc, os.getloadavg()[0]))


if __name__ == "__main__":
    main()
