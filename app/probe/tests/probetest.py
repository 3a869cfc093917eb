"""What the probe's tests share: running a script with the probe as `compilescope ab` sets it up,
and reading the records it wrote."""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROBE = os.path.dirname(HERE)
SCRIPTS = os.path.join(HERE, "scripts")
if PROBE not in sys.path:
    sys.path.insert(0, PROBE)


def run_script(script, out=None, mode=None, parity_calls=0, extra_path=None, env_extra=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMPILESCOPE_AB_")}
    if out is not None:
        env["COMPILESCOPE_AB_OUT"] = out
        env["COMPILESCOPE_AB_MODE"] = mode or "default"
        env["COMPILESCOPE_AB_PARITY"] = str(parity_calls)
        paths = [PROBE] + ([extra_path] if extra_path else [])
        env["PYTHONPATH"] = os.pathsep.join(paths + [p for p in [os.environ.get("PYTHONPATH")] if p])
    elif extra_path:
        env["PYTHONPATH"] = extra_path
    env.update(env_extra or {})
    proc = subprocess.run([sys.executable, os.path.join(SCRIPTS, script)], env=env, capture_output=True,
                          text=True, timeout=600)
    if proc.returncode != 0:
        raise AssertionError("%s failed (%d):\n%s" % (script, proc.returncode, proc.stderr[-4000:]))
    return json.loads(proc.stdout.strip().splitlines()[-1])


def read_records(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]
