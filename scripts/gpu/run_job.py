"""Runs a kernel job with compilescope-runner the way the app does (a new runner after a fatal
kernel failure, going on with the next kernel), for the GPU machine where the app is not built.
usage: run_job.py RUNNER JOBFILE OUT.jsonl"""
import json
import subprocess
import sys
import time

runner, job, out = sys.argv[1:4]
part = job + ".part"  # beside the job: its relative binary paths are relative to the job file
header, *kernels = [l for l in open(job).read().splitlines() if l]
options = [l for l in kernels if l.startswith("options")]
kernels = [l for l in kernels if l.startswith("kernel")]
events, starts, t0 = [], 0, time.time()
while kernels:
    with open(part, "w") as f:
        f.write("\n".join([header] + options + kernels) + "\n")
    starts += 1
    p = subprocess.run([runner, "kernels", part], capture_output=True, text=True)
    done, in_flight = set(), None
    for line in p.stdout.splitlines():
        e = json.loads(line)
        events.append(e)
        if e["event"] == "start":
            in_flight = e["id"]
        elif e["event"] in ("result", "error") and "id" in e:
            done.add(e["id"])
    if p.returncode == 0:
        break
    if in_flight and in_flight not in done:
        events.append({"event": "error", "id": in_flight, "error": f"runner died (rc {p.returncode})"})
        done.add(in_flight)
    if not done:
        print("runner measured nothing:", p.stderr[-500:])
        break
    kernels = [k for k in kernels if k.split("\t")[1][3:] not in done]
with open(out, "w") as f:
    for e in events:
        f.write(json.dumps(e) + "\n")
res = [e for e in events if e["event"] == "result"]
err = [e for e in events if e["event"] == "error"]
print(f"{job}: {len(res)} results, {len(err)} failures, {starts} runner start(s), {time.time() - t0:.1f} s")
for e in err[:5]:
    print("  failed:", e.get("id"), e.get("error"))
