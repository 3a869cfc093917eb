"""What the `compilescope fleet` checks share (check_fleet_faults.py, check_fleet_defects.py):
the checks' record, the corpus logs they are made from, and the CLI calls they make."""

import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LOGS = os.path.join(ROOT, "tests", "data", "logs")
failures = []  # what failed, in order: a check script exits 1 when it is not empty


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def unzstd(name):
    """The decompressed bytes of tests/data/logs/NAME.log.zst."""
    return subprocess.run(["zstd", "-dc", os.path.join(LOGS, name + ".log.zst")], check=True,
                          capture_output=True).stdout


def facts(binary, path):
    r = subprocess.run([binary, "fleet", "facts", "--json", path], capture_output=True, text=True, timeout=120)
    return json.loads(r.stdout)


def index(binary, store, *sources, timeout=300):
    return subprocess.run([binary, "fleet", "index", *sources, "--store", store, "--local", "--workers", "2"],
                          capture_output=True, text=True, timeout=timeout)


def report(binary, store, *extra):
    return subprocess.run([binary, "fleet", "report", store, *extra], capture_output=True, text=True, timeout=120)


def report_json(binary, store, *extra):
    """The finished process and its JSON ({} where it wrote none)."""
    r = report(binary, store, "--json", *extra)
    return r, (json.loads(r.stdout) if r.stdout.strip() else {})
