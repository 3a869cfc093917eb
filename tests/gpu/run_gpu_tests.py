"""GPU checks of compilescope-runner. Needs no Qt, so it runs on the GPU machine as it is.

usage: python run_gpu_tests.py --runner PATH --scripts DIR --data DIR
Exit 0: passed. Exit 77: skipped (no GPU here), which CTest reports as skipped. Exit 1: failed.
"""
import argparse
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "gpu"))
import compare_inductor  # noqa: E402


def runner(cmd, *args):
    p = subprocess.run([cmd, *args], capture_output=True, text=True, timeout=300)
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("{")]
    if not lines:
        raise SystemExit(f"FAIL: runner printed no JSON (exit {p.returncode}): {p.stderr[-2000:]}")
    return p.returncode, json.loads(lines[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--scripts", required=True)
    ap.add_argument("--data", required=True)
    a = ap.parse_args()
    _, info = runner(a.runner, "devices")
    cuda = info["cuda"]
    if not cuda["available"]:
        print(f"skipped: no GPU ({cuda.get('reason', 'unknown')})")
        return 77
    for d in cuda["devices"]:
        print(f"GPU {d['index']}: {d['name']} cc {d['compute_capability']}, {d['total_memory'] >> 30} GiB, "
              f"{d['sm_count']} SMs, driver {cuda['driver_version']}")
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for device in ("cuda", "cpu"):
            pkg = os.path.join(tmp, f"mlp_{device}.pt2")
            env = dict(os.environ, CS_AOTI_DEVICE=device)
            subprocess.run([sys.executable, os.path.join(a.scripts, "make_aoti_package.py"), pkg], check=True, env=env)
            expected = json.load(open(os.path.splitext(pkg)[0] + ".json"))
            args = ["aoti", "--package", pkg, "--repeat", "50", "--profile-kernels", "20"]
            for spec in expected["inputs"]:
                args += ["--input", spec]
            rc, out = runner(a.runner, *args)
            want = expected["outputs"][0]
            got = out.get("outputs", [{}])[0] if out.get("ok") else {}
            kernels = out.get("kernels", [])
            ok = rc == 0 and out.get("device") == device and abs(got.get("sum", 1e30) - want["sum"]) < 1e-3 * max(1, abs(want["sum"]))
            # LibTorch's profiler times each generated kernel: GPU kernels on CUDA, recorded CPU ones.
            ok = ok and kernels and all(k["device"] == device and k["calls"] >= 20 and k["median_us"] > 0 for k in kernels
                                        if "fused" in k["name"])
            print(f"   kernels: " + ", ".join(f"{k['name']} {k['median_us']:.1f} us x{k['calls']} ({k['device']})" for k in kernels))
            t = out.get("timing", {})
            print(f"{'PASS' if ok else 'FAIL'} aoti {device}: sum {got.get('sum')} (torch {want['sum']}), "
                  f"median {t.get('median_us', 0):.1f} us over {t.get('repeat')} runs")
            failures += not ok
            if not ok:
                print(json.dumps(out)[:2000])
        failures += not triton_kernels(a.runner, a.data, tmp)
    return 1 if failures else 0


def triton_kernels(runner_path, data, tmp):
    """Every Triton kernel of a real CUDA run (tests/data/cuda_run.tar.xz, planned by the app on
    the CPU: the job file is in the archive) launched from its cubin and timed, and compared
    with Inductor's own benchmark of the same kernels (`output_code.py -k`, run here on the
    run's generated code and caches): the runner's minimum, the statistic `-k` prints, within 5%
    or 1 µs of it."""
    with tarfile.open(os.path.join(data, "cuda_run.tar.xz")) as t:
        t.extractall(tmp)
    job = os.path.join(tmp, "fusion_mlp.job")
    kernels = [ln.split("\t")[1][3:] for ln in open(job) if ln.startswith("kernel")]
    p = subprocess.run([runner_path, "kernels", job], capture_output=True, text=True, timeout=300)
    events = [json.loads(ln) for ln in p.stdout.splitlines() if ln.startswith("{")]
    machine = next((e for e in events if e["event"] == "machine"), {})
    results = {e["id"]: e for e in events if e["event"] == "result"}
    bad = [e for e in events if e["event"] == "error"]
    sane = all(0.5 < r["min_us"] <= r["median_us"] <= r["max_us"] < 10000 and r["repeats"] == 100
               and r.get("registers", 0) > 0 for r in results.values())
    ok = p.returncode == 0 and not bad and set(results) == set(kernels) and sane and machine.get("peak_gbs", 0) > 100
    print(f"{'PASS' if ok else 'FAIL'} triton kernels: {len(results)}/{len(kernels)} timed, {len(bad)} failed, "
          f"sum of minimums {sum(r['min_us'] for r in results.values()):.1f} us, "
          f"of medians {sum(r['median_us'] for r in results.values()):.1f} us, "
          f"copy peak {machine.get('peak_gbs', 0):.0f} GB/s")
    for e in bad[:5]:
        print("  ", e.get("id"), e.get("error"))
    pairs = inductor_benchmark(os.path.join(tmp, "fusion_mlp"), os.path.join(tmp, "k"))
    table = io.StringIO()
    rows, within_min, within_median = compare_inductor.compare(
        compare_inductor.inductor_times(pairs), list(results.values()), compare_inductor.module_of_ids(job), table)
    agree = rows > 0 and within_min == rows
    print(f"{'PASS' if agree else 'FAIL'} runner minimum vs Inductor's -k: {within_min}/{rows} kernels within 5% or "
          f"1 us (medians: {within_median}/{rows})")
    print(table.getvalue())
    return ok and agree


def inductor_benchmark(run_dir, work):
    """Inductor's own benchmark of the run's graphs: each generated wrapper in its trace, run
    as `python output_code.py -k` with the run's Inductor and Triton caches. Returns (code,
    printout) pairs."""
    trace = next(os.path.join(run_dir, "trace", f) for f in os.listdir(os.path.join(run_dir, "trace")))
    codes, current = [], None
    for line in open(trace, encoding="utf-8", errors="replace"):
        if line.startswith("\t"):
            if current is not None:
                current.append(line[1:].rstrip("\n"))
            continue
        current = None
        if '{"inductor_output_code"' in line and "has_payload" in line:
            current = []
            codes.append(current)
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=os.path.join(run_dir, "cache"),
               TRITON_CACHE_DIR=os.path.join(run_dir, "cache", "triton"))
    pairs = []
    for i, lines in enumerate(codes):
        d = os.path.join(work, f"graph_{i}")
        os.makedirs(d, exist_ok=True)
        code = "\n".join(lines) + "\n"
        with open(os.path.join(d, "output_code.py"), "w") as f:
            f.write(code)
        k = subprocess.run([sys.executable, "output_code.py", "-k"], cwd=d, env=env, capture_output=True, text=True,
                           timeout=600)
        if k.returncode != 0:
            print(f"   output_code.py -k of graph {i} failed: {k.stderr[-1500:]}")
        pairs.append((code, k.stdout))
    return pairs


if __name__ == "__main__":
    sys.exit(main())
