"""For each Triton kernel planned with its autotune candidates (`profile --candidates
--write-job`), the variant the run used (the plan id without `@`) beside the candidates it did
not use, as the runner measured them: is Inductor's choice the fastest here?

usage: compare_candidates.py CANDIDATES.job RUNNER_OUT.jsonl
Inductor chose by its benchmark's minimum; variants within 2% or 0.5 µs of each other are a tie."""
import json
import sys


def main():
    job, results = sys.argv[1:3]
    kernels = {}  # (compile id, kernel name) -> [plan id]
    for line in open(job):
        if line.startswith("kernel"):
            f = dict(x.split("=", 1) for x in line.rstrip("\n").split("\t")[1:] if "=" in x)
            base = f["id"].split("@")[0]
            kernels.setdefault(base, []).append(f["id"])
    measured = {e["id"]: e for e in map(json.loads, open(results)) if e.get("event") == "result"}
    print("| kernel | chosen min / median µs | fastest candidate min / median µs | candidates | chosen is fastest |")
    print("|---|---:|---:|---:|---|")
    tuned = fastest = 0
    for base, ids in sorted(kernels.items()):
        if len(ids) < 2 or base not in ids:
            continue  # one variant, or the choice is not recorded
        others = [measured[i] for i in ids if i != base and i in measured]
        if base not in measured or not others:
            continue
        chosen = measured[base]
        best = min(others, key=lambda e: e["min_us"])
        ok = chosen["min_us"] <= best["min_us"] + max(0.02 * best["min_us"], 0.5)
        tuned += 1
        fastest += ok
        print(f"| {base.split(':', 1)[1][:70]} | {chosen['min_us']:.1f} / {chosen['median_us']:.1f} | "
              f"{best['min_us']:.1f} / {best['median_us']:.1f} | {len(others)} | {'yes' if ok else 'NO'} |")
    print(f"\nInductor's choice is the fastest variant (by minimum, 2% / 0.5 µs ties) for {fastest} of {tuned} "
          f"autotuned kernels")
    return 0


if __name__ == "__main__":
    sys.exit(main())
