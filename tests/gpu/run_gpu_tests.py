"""GPU checks of compilescope-runner. Needs no Qt, so it runs on the GPU machine as it is.

usage: python run_gpu_tests.py --runner PATH --scripts DIR
Exit 0: passed. Exit 77: skipped (no GPU here), which CTest reports as skipped. Exit 1: failed.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


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
            args = ["aoti", "--package", pkg, "--repeat", "50"]
            for spec in expected["inputs"]:
                args += ["--input", spec]
            rc, out = runner(a.runner, *args)
            want = expected["outputs"][0]
            got = out.get("outputs", [{}])[0] if out.get("ok") else {}
            ok = rc == 0 and out.get("device") == device and abs(got.get("sum", 1e30) - want["sum"]) < 1e-3 * max(1, abs(want["sum"]))
            t = out.get("timing", {})
            print(f"{'PASS' if ok else 'FAIL'} aoti {device}: sum {got.get('sum')} (torch {want['sum']}), "
                  f"median {t.get('median_us', 0):.1f} us over {t.get('repeat')} runs")
            failures += not ok
            if not ok:
                print(json.dumps(out)[:2000])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
