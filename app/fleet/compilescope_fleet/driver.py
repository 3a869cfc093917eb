"""Runs one `fleet facts` task per log, locally (a pool of processes) or on Ray."""

import argparse
import concurrent.futures
import json
import os
import selectors
import subprocess
import sys
import threading
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


def run_batch(binary, tasks, timeout_s):
    """The facts of several logs of one job, from one `fleet facts --json` process (its start
    paid once): one dict per task, in order.

    `timeout_s` holds per log: when the process says nothing for that long, it is killed, the log
    it was reading is reported with status "timeout", and the logs after it run in a new
    process. A process that ends before answering every log (a crash) has the log it was
    reading reported as "crashed" with the end of its stderr; the rest run again.
    """
    if not tasks:
        return []
    job = tasks[0].get("job") or ""
    args = [binary, "fleet", "facts", "--json"]
    if job:
        args += ["--job", job]
    args += [t["log"] for t in tasks]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                env=env)
    except OSError as e:
        return [_failed(t, "crashed", "cannot run %s: %s" % (binary, e), 0.0) for t in tasks]
    stderr = []
    drain = threading.Thread(target=lambda: stderr.append(proc.stderr.read()), daemon=True)
    drain.start()
    results, buf, last = [], b"", start
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    ended, timed_out = False, False
    while len(results) < len(tasks) and not ended:
        wait = timeout_s - (time.perf_counter() - last)
        if wait <= 0 or not sel.select(timeout=wait):
            timed_out = True
            break
        chunk = os.read(proc.stdout.fileno(), 1 << 16)
        if not chunk:
            ended = True
        buf += chunk
        while b"\n" in buf and len(results) < len(tasks):
            line, buf = buf.split(b"\n", 1)
            now = time.perf_counter()
            try:
                facts = json.loads(line)
                if not isinstance(facts, dict):
                    raise ValueError("not an object")
            except ValueError:
                facts = _failed(tasks[len(results)], "crashed", "not JSON: %r" % line[:200], None)
            facts["task_ms"] = (now - last) * 1e3
            results.append(facts)
            last = now
    sel.close()
    if proc.poll() is None:
        proc.kill()
    proc.wait()
    drain.join(timeout=5)
    if len(results) < len(tasks):
        t = tasks[len(results)]
        ms = (time.perf_counter() - last) * 1e3
        if timed_out:
            results.append(_failed(t, "timeout", "killed after %d s" % timeout_s, ms))
        else:
            tail = b"".join(stderr)[-STDERR_TAIL:].decode("utf-8", "replace").strip()
            results.append(_failed(t, "crashed", "exit %d: %s" % (proc.returncode, tail), ms))
        results += run_batch(binary, tasks[len(results):], timeout_s)
    return results


def run_task(binary, task, timeout_s):
    """The facts of one log (run_batch of one)."""
    return run_batch(binary, [task], timeout_s)[0]


def batches(tasks, size):
    """Consecutive tasks of the same job, at most `size` together."""
    out = []
    for t in tasks:
        if out and len(out[-1]) < size and out[-1][0].get("job") == t.get("job"):
            out[-1].append(t)
        else:
            out.append([t])
    return out


def _emit(result, out):
    try:
        out.write(json.dumps(result, separators=(",", ":")) + "\n")
        out.flush()
    except BrokenPipeError:  # the indexer is gone (killed): stop; a rerun resumes
        os._exit(1)


def run_local(binary, tasks, workers, timeout_s, out, batch=1):
    # Threads suffice: each task is a process of its own.
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run_batch, binary, b, timeout_s) for b in batches(tasks, batch)]
        for f in concurrent.futures.as_completed(futures):
            for r in f.result():
                _emit(r, out)


# A node label naming a folder whose logs are on that node's local storage: the node started
# with `ray start ... --labels compilescope-data=nvme-host1` is near /mnt/nvme-host1/jobs/... (a
# Ray label value is a name, not a path: letters, digits, '-', '_', '.').
DATA_LABEL = "compilescope-data"


def node_for(path, nodes):
    """The id of the live Ray node near a log's bytes, or None (Ray places the task).

    A folder of the log's path (not its file name) that names exactly one live node wins: its
    DATA_LABEL first, else its host name or the host name's first part (/mnt/<host>/...,
    /data/<host>/...); the folder nearest the root first. A folder that names several nodes (a
    label every node has for a shared file system, two Ray nodes on one host) places nothing.
    `nodes` is ray.nodes().
    """
    live = [n for n in nodes if n.get("Alive", True) and n.get("NodeID")]
    folders = [p for p in os.path.dirname(path).split("/") if p]

    def named(folder, names_of):
        hits = {n["NodeID"] for n in live if folder in names_of(n)}
        return hits.pop() if len(hits) == 1 else None

    label = lambda n: {str((n.get("Labels") or {}).get(DATA_LABEL) or "")} - {""}

    def host(n):
        h = str(n.get("NodeManagerHostname") or "")
        return {h, h.split(".")[0]} - {""}

    for names_of in (label, host):
        for folder in folders:
            node = named(folder, names_of)
            if node:
                return node
    return None


def near(node_id):
    """The scheduling strategy toward `node_id`: soft (the task runs elsewhere when that node is
    gone or cannot take it) and, where this Ray has it, spilling to another node when that one is
    busy rather than waiting for it."""
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    try:
        return NodeAffinitySchedulingStrategy(node_id=node_id, soft=True, _spill_on_unavailable=True)
    except TypeError:
        return NodeAffinitySchedulingStrategy(node_id=node_id, soft=True)


def run_ray(address, binary, tasks, timeout_s, out, batch=1, max_retries=3):
    import ray  # only here: the local pool needs nothing beyond the standard library

    # The package travels to the cluster's workers (py_modules): only the binary must be
    # installed on each node, at the same path.
    package = os.path.dirname(os.path.abspath(__file__))
    ray.init(address=address, logging_level="ERROR", log_to_driver=False, runtime_env={"py_modules": [package]})
    # max_retries: a task whose worker process or node dies is run again elsewhere.
    remote = ray.remote(num_cpus=1, max_retries=max_retries)(run_batch)
    # Near the data where the cluster says where it is (node_for); elsewhere Ray's default.
    nodes = ray.nodes()
    pending, placed = {}, 0
    for b in batches(tasks, batch):
        node = node_for(b[0]["log"], nodes)
        placed += node is not None
        task = remote.options(scheduling_strategy=near(node)) if node else remote
        pending[task.remote(binary, b, timeout_s)] = b
    if placed:
        sys.stderr.write("compilescope_fleet: %d of %d tasks placed near their logs\n" % (placed, len(pending)))
    while pending:
        done, _ = ray.wait(list(pending), num_returns=1, timeout=None)
        for ref in done:
            group = pending.pop(ref)
            try:
                results = ray.get(ref)
            except Exception as e:  # retries exhausted: the logs are recorded as such, the rest go on
                why = "Ray task failed: %s" % (str(e).splitlines() or ["?"])[0]
                results = [_failed(t, "crashed", why, None) for t in group]
            for r in results:
                _emit(r, out)
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
    p.add_argument("--batch", type=int, default=1, help="logs of one job per process (its start paid once)")
    a = p.parse_args(argv)
    tasks = read_tasks(sys.stdin)
    # Results only on the real stdout: whatever else writes to file descriptor 1 (Ray's
    # messages, a library's prints) goes to stderr.
    results = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    if a.ray:
        run_ray(a.ray, a.binary, tasks, a.timeout, results, a.batch)
    else:
        run_local(a.binary, tasks, a.workers, a.timeout, results, a.batch)
    results.close()
    return 0
