"""Runs one `fleet facts` task per log, locally (a pool of processes) or on Ray."""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time

# Bytes of a failing task's stderr kept in its result.
STDERR_TAIL = 2000


def _failed(task, status, error, task_ms):
    return {
        "schema": "compilescope.fleet_facts/1",
        "log": task["log"],
        "job": task.get("job") or "",
        "rank": None,
        "bytes": None,
        "status": status,
        "error": error,
        "task_ms": task_ms,
    }


def run_task(binary, task, timeout_s):
    """The facts of one log: the first stdout line of `fleet facts --json`, as a dict.

    A task that runs past `timeout_s` is killed and reported with status "timeout"; one that
    ends without a JSON line (a crash) with status "crashed" and the end of its stderr.
    """
    args = [binary, "fleet", "facts", "--json"]
    if task.get("job"):
        args += ["--job", task["job"]]
    args.append(task["log"])
    start = time.perf_counter()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        proc = subprocess.run(args, capture_output=True, timeout=timeout_s, env=env, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return _failed(task, "timeout", "killed after %d s" % timeout_s, (time.perf_counter() - start) * 1e3)
    except OSError as e:
        return _failed(task, "crashed", "cannot run %s: %s" % (binary, e), (time.perf_counter() - start) * 1e3)
    task_ms = (time.perf_counter() - start) * 1e3
    line = proc.stdout.split(b"\n", 1)[0]
    try:
        facts = json.loads(line)
        if not isinstance(facts, dict):
            raise ValueError("not an object")
    except ValueError:
        tail = proc.stderr[-STDERR_TAIL:].decode("utf-8", "replace")
        return _failed(task, "crashed", "exit %d: %s" % (proc.returncode, tail.strip()), task_ms)
    facts["task_ms"] = task_ms
    return facts


def _emit(result, out):
    try:
        out.write(json.dumps(result, separators=(",", ":")) + "\n")
        out.flush()
    except BrokenPipeError:  # the indexer is gone (killed): stop; a rerun resumes
        os._exit(1)


def run_local(binary, tasks, workers, timeout_s, out):
    # Threads suffice: each task is a process of its own.
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run_task, binary, t, timeout_s) for t in tasks]
        for f in concurrent.futures.as_completed(futures):
            _emit(f.result(), out)


def run_ray(address, binary, tasks, timeout_s, out, max_retries=3):
    import ray  # only here: the local pool needs nothing beyond the standard library

    # The package travels to the cluster's workers (py_modules): only the binary must be
    # installed on each node, at the same path.
    package = os.path.dirname(os.path.abspath(__file__))
    ray.init(address=address, logging_level="ERROR", log_to_driver=False, runtime_env={"py_modules": [package]})
    # max_retries: a task whose worker process or node dies is run again elsewhere.
    remote = ray.remote(num_cpus=1, max_retries=max_retries)(run_task)
    pending = {remote.remote(binary, t, timeout_s): t for t in tasks}
    while pending:
        done, _ = ray.wait(list(pending), num_returns=1, timeout=None)
        for ref in done:
            task = pending.pop(ref)
            try:
                result = ray.get(ref)
            except Exception as e:  # retries exhausted: the log is recorded as such, the rest go on
                result = _failed(task, "crashed", "Ray task failed: %s" % str(e).splitlines()[0], None)
            _emit(result, out)
    ray.shutdown()


def read_tasks(stream):
    tasks = []
    for line in stream:
        line = line.strip()
        if line:
            tasks.append(json.loads(line))
    return tasks


def main(argv):
    p = argparse.ArgumentParser(prog="compilescope_fleet")
    p.add_argument("--binary", required=True, help="the compilescope binary each task runs")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--timeout", type=int, default=600)
    p.add_argument("--ray", default="", help="Ray cluster address (auto, HOST:PORT, ray://...)")
    a = p.parse_args(argv)
    tasks = read_tasks(sys.stdin)
    # Results only on the real stdout: whatever else writes to file descriptor 1 (Ray's
    # messages, a library's prints) goes to stderr.
    results = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    if a.ray:
        run_ray(a.ray, a.binary, tasks, a.timeout, results)
    else:
        run_local(a.binary, tasks, a.workers, a.timeout, results)
    results.close()
    return 0
