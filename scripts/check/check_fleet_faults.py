#!/usr/bin/env python3
"""`compilescope fleet` on the faults of real fleets, each on a few small real logs (seconds).

    check_fleet_faults.py COMPILESCOPE

1. Truncated logs: a trace cut in the middle of a record's header, one cut in the middle of a
   payload line, a .log.gz and a .log.zst cut short; real logs that end without a line break
   after a whole record, or whose last payload fails its checksum as PyTorch wrote it, stay ok. `fleet facts` reads each as far as it goes and
   says `partial` with the file, the line and why; the store keeps their facts, and the report's
   totals count them (`logs_partial`; ok + partial + unreadable = logs) and list them among the
   logs not read in full.
2. A report on a read-only copy of a store (chmod a-w): an idle store, and one whose indexer
   was killed (a -wal with writes, no -shm). The report works and leaves nothing beside the
   store; for the second it says that the -wal's writes are not merged.
3. `--by week` groups by ISO 8601 week: logs that compiled on 2025-12-28 (2025-W52),
   2025-12-29 and 2026-01-04 (both 2026-W01) and 2026-01-05 (2026-W02); a week cohort compares.
4. Pruning: a log deleted and one renamed since the last index are gone from the store after
   the next `fleet index` of the same source, nothing counted twice; a job whose folder is
   deleted is gone; a log of another source is kept until that source is indexed; a source
   with no log left at all (an unmounted share) is not pruned.
5. Phase times not recorded: the torch=unknown group made only of unreadable logs has no phase
   time (JSON null, "–" in the text), never 0 s; the readable group beside it keeps its numbers.
Exit 0 when every check holds; each failure is printed.
"""

import datetime
import glob
import gzip
import os
import re
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fleetcheck import LOGS, check, facts, failures, index, report_json, unzstd  # noqa: E402


def truncated(binary, tmp):
    whole = unzstd("graph_breaks")
    job = os.path.join(tmp, "trunc", "job-a")
    os.makedirs(job)
    cases = {}
    path = os.path.join(job, "whole_rank_0.log")
    open(path, "wb").write(whole)
    # Cut in the middle of a record's header line, about half way.
    mid = whole.index(b"\nV", len(whole) // 2) + 40
    path = os.path.join(job, "cut_rank_1.log")
    open(path, "wb").write(whole[:mid])
    cases[path] = whole[:mid].count(b"\n") + 1
    # Cut in the middle of a payload line (the record's checksum fails).
    end = whole.index(b"\n\t", len(whole) // 3) + 5
    path = os.path.join(job, "cutpayload_rank_2.log")
    open(path, "wb").write(whole[:end])
    cases[path] = whole[:end].count(b"\n") + 1
    # Compressed streams cut short.
    path = os.path.join(job, "short_rank_3.log.gz")
    open(path, "wb").write(gzip.compress(whole)[:60000])
    cases[path] = None
    z = subprocess.run(["zstd", "-c"], input=whole, capture_output=True, check=True).stdout
    path = os.path.join(job, "short_rank_4.log.zst")
    open(path, "wb").write(z[:len(z) // 2])
    cases[path] = None
    f = facts(binary, os.path.join(job, "whole_rank_0.log"))
    check(f["status"] == "ok" and f["error"] is None, "the whole log: ok (%s)" % f["status"])
    for name in ("comp_failure", "export"):  # no line break at the end; a payload checksum PyTorch got wrong
        f = facts(binary, os.path.join(LOGS, name + ".log.zst"))
        check(f["status"] == "ok", "%s, whole as PyTorch wrote it: ok (%s)" % (name, f.get("error")))
    for path, line in cases.items():
        f = facts(binary, path)
        name = os.path.basename(path)
        err = f.get("error") or ""
        m = re.match(r"^(.*):(\d+): ", err)
        check(f["status"] == "partial", "%s: partial (%s: %s)" % (name, f["status"], err))
        check(bool(m) and m.group(1) == path and (line is None or int(m.group(2)) == line),
              "%s: the error names the file and line %s (%s)" % (name, line, err))
        check(f.get("records", 0) > 0 and f["totals"]["compiles"] >= 0, "%s: what was read is kept: %s records" % (
            name, f.get("records")))
    store = os.path.join(tmp, "trunc-store")
    r = index(binary, store, os.path.join(tmp, "trunc"))
    check(r.returncode == 0, "index of the truncated logs (%s)" % r.stderr.strip()[-300:])
    r, rep = report_json(binary, store)
    t = rep.get("totals", {})
    check(t.get("logs") == 5 and t.get("logs_ok") == 1 and t.get("logs_partial") == 4 and t.get("logs_unreadable") == 0,
          "report totals: 5 logs = 1 ok + 4 partial + 0 unreadable (%s)" % t)
    listed = sorted((os.path.basename(b["path"]), b["status"]) for b in rep.get("unreadable_logs", []))
    check(listed == sorted((os.path.basename(p), "partial") for p in cases), "report lists the partial logs: %s" % listed)
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    kept = db.execute("SELECT count(*) FROM logs WHERE status = 'partial' AND compiles > 0").fetchone()[0]
    db.close()
    check(kept == 4, "the store keeps the partial logs' compiles: %d of 4" % kept)


def snapshot(folder):
    return sorted(os.listdir(folder))


def read_only(binary, tmp):
    src = os.path.join(tmp, "ro-logs", "job-a")
    os.makedirs(src)
    open(os.path.join(src, "a_rank_0.log"), "wb").write(unzstd("comp_metrics"))
    open(os.path.join(src, "a_rank_1.log"), "wb").write(unzstd("comp_failure"))
    store = os.path.join(tmp, "ro-store")
    r = index(binary, store, os.path.dirname(src))
    check(r.returncode == 0, "index for the read-only checks (%s)" % r.stderr.strip()[-300:])
    _, want = report_json(binary, store)
    # An idle store copied to a read-only folder.
    idle = os.path.join(tmp, "ro-idle")
    shutil.copytree(store, idle)
    # A store whose indexer was killed: writes in its -wal, no checkpoint, its -shm not copied.
    killed = os.path.join(tmp, "ro-killed")
    shutil.copytree(store, killed)
    code = ("import os, sqlite3, sys; db = sqlite3.connect(sys.argv[1]); db.execute('PRAGMA wal_autocheckpoint = 0'); "
            "db.execute(\"UPDATE logs SET compiles = compiles + 1000\"); db.commit(); os._exit(0)")
    subprocess.run([sys.executable, "-c", code, os.path.join(killed, "fleet.sqlite")], check=True)
    shm = os.path.join(killed, "fleet.sqlite-shm")
    if os.path.exists(shm):
        os.remove(shm)
    check(os.path.getsize(os.path.join(killed, "fleet.sqlite-wal")) > 0, "the killed store has writes in its -wal")
    for folder, says_wal in ((idle, False), (killed, True)):
        before = snapshot(folder)
        for name in before:
            os.chmod(os.path.join(folder, name), stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
        os.chmod(folder, stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
        try:
            r, rep = report_json(binary, folder)
            after = snapshot(folder)
        finally:
            os.chmod(folder, stat.S_IRWXU)
        name = os.path.basename(folder)
        check(r.returncode == 0 and rep.get("totals") == want.get("totals"),
              "%s: report on a read-only copy (%d: %s)" % (name, r.returncode, r.stderr.strip()[-300:]))
        check(after == before, "%s: nothing left beside the store (%s -> %s)" % (name, before, after))
        check(("-wal holds writes not merged" in r.stderr) == says_wal,
              "%s: unmerged writes said only when there are some (%s)" % (name, r.stderr.strip()[-200:]))


def iso_weeks(binary, tmp):
    base = unzstd("comp_metrics").decode()
    starts = [float(x) for x in re.findall(r'"start_time": ([0-9.]+)', base)]
    days = {"d1228": "2025-12-28", "d1229": "2025-12-29", "d0104": "2026-01-04", "d0105": "2026-01-05"}
    root = os.path.join(tmp, "weeks")
    for job, day in days.items():
        noon = datetime.datetime.fromisoformat(day + "T12:00:00+00:00").timestamp()
        shift = noon - min(starts)

        def moved(line):
            if line.startswith("\t"):
                return line
            return re.sub(r'"start_time": ([0-9.]+)', lambda m: '"start_time": %.6f' % (float(m.group(1)) + shift), line)

        os.makedirs(os.path.join(root, job))
        with open(os.path.join(root, job, "t_rank_0.log"), "w") as f:
            f.write("\n".join(moved(l) for l in base.split("\n")))
    store = os.path.join(tmp, "weeks-store")
    r = index(binary, store, root)
    check(r.returncode == 0, "index of the logs around new year (%s)" % r.stderr.strip()[-300:])
    r, rep = report_json(binary, store, "--by", "week")
    groups = {g["group"]: g["logs"] for g in rep.get("phases", [])}
    check(groups == {"2025-W52": 1, "2026-W01": 2, "2026-W02": 1}, "--by week: ISO weeks %s" % groups)
    r, rep = report_json(binary, store, "--compare", "week=2026-W01", "week=2026-W02")
    cmp = rep.get("compare") or {}
    n = cmp.get("compile_time_per_log", {})
    check(r.returncode == 0 and n.get("logs_a") == 2 and n.get("logs_b") == 1,
          "--compare week=2026-W01 week=2026-W02: 2 and 1 logs (%s)" % (n or r.stderr.strip()))


def unrecorded_phases(binary, tmp):
    root = os.path.join(tmp, "unrecorded")
    os.makedirs(os.path.join(root, "job-good"))
    os.makedirs(os.path.join(root, "job-bad"))
    open(os.path.join(root, "job-good", "t_rank_0.log"), "wb").write(unzstd("graph_breaks"))
    open(os.path.join(root, "job-bad", "t_rank_0.log"), "wb").write(bytes(range(256)) * 64)
    store = os.path.join(tmp, "unrecorded-store")
    r = index(binary, store, root)
    check(r.returncode in (0, 1), "index of a readable and an unreadable log (%s)" % r.stderr.strip()[-300:])
    r, rep = report_json(binary, store)
    groups = {g["group"]: g for g in rep.get("phases", [])}
    bad = groups.get("unknown") or {}
    times = ("compile_time_s", "dynamo_s", "aot_autograd_s", "inductor_s", "code_gen_s", "backward_s")
    check(bool(bad) and all(bad.get(k, 0) is None for k in times),
          "the unknown group's phase times are null, not 0 s (%s)" % bad)
    good = [g for name, g in groups.items() if name != "unknown"]
    check(len(good) == 1 and (good[0].get("compile_time_s") or 0) > 0 and (good[0].get("dynamo_s") or 0) > 0,
          "the readable group keeps its phase times (%s)" % good)
    text = subprocess.run([binary, "fleet", "report", store], capture_output=True, text=True, timeout=120).stdout
    line = next((l for l in text.splitlines() if l.strip().startswith("unknown:")), "")
    check("–" in line and "0.00 s" not in line, "the text says – for the unknown group's phases: %r" % line)
    # A group with compiles but no backward compiled (an inference-only torch 2.15 run: every
    # compilation_metrics' backward_cumulative_compile_time_us is null and no bwd record exists):
    # its backward is null, its Dynamo time kept.
    raw = subprocess.run(["zstd", "-dc", os.path.join(LOGS, "..", "torch215", "limit.log.zst")], check=True,
                         capture_output=True).stdout
    check(b'"bwd_compilation_metrics"' not in raw and b'"backward_cumulative_compile_time_us": null' in raw,
          "the inference-only fixture records no backward")
    os.makedirs(os.path.join(root, "job-infer"))
    open(os.path.join(root, "job-infer", "t_rank_0.log"), "wb").write(raw)
    r = index(binary, store, root)
    check(r.returncode in (0, 1), "index of the inference-only log (%s)" % r.stderr.strip()[-300:])
    r, rep = report_json(binary, store)
    infer = [g for g in rep.get("phases", []) if g["group"].startswith("2.15")]
    check(len(infer) == 1 and infer[0].get("backward_s") is None and (infer[0].get("dynamo_s") or 0) > 0,
          "a group that compiled no backward has backward null, its Dynamo time kept (%s)" % infer)


def store_state(store):
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    paths = sorted(x[0] for x in db.execute("SELECT path FROM logs"))
    jobs = sorted(x[0] for x in db.execute("SELECT name FROM jobs"))
    compiles = db.execute("SELECT total(compiles) FROM logs").fetchone()[0]
    rows = db.execute("SELECT count(*) FROM compiles").fetchone()[0]
    db.close()
    return paths, jobs, compiles, rows


def pruning(binary, tmp):
    logs = {"comp_metrics": unzstd("comp_metrics"), "comp_failure": unzstd("comp_failure")}
    compiles = {k: facts_of_bytes(binary, tmp, k, v) for k, v in logs.items()}
    a, b = os.path.join(tmp, "prune", "a"), os.path.join(tmp, "prune", "b")
    for root in (a, b):
        for job in ("j1", "j2", "j3"):
            os.makedirs(os.path.join(root, job))
            for rank, name in enumerate(logs):
                open(os.path.join(root, job, "x_rank_%d.log" % rank), "wb").write(logs[name])
    store = os.path.join(tmp, "prune-store")
    r = index(binary, store, a, b)
    check(r.returncode == 0, "index of two sources (%s)" % r.stderr.strip()[-300:])
    per_job = sum(compiles.values())

    def on_disk():
        return sorted(p for p in glob.glob(os.path.join(tmp, "prune", "*", "*", "*.log")))

    check(store_state(store)[0] == on_disk(), "12 logs indexed")
    # Source a: a log deleted, one renamed, a job's folder deleted.
    os.remove(os.path.join(a, "j1", "x_rank_0.log"))
    os.rename(os.path.join(a, "j2", "x_rank_1.log"), os.path.join(a, "j2", "y_rank_1.log"))
    shutil.rmtree(os.path.join(a, "j3"))
    os.remove(os.path.join(b, "j1", "x_rank_1.log"))  # b is not indexed next
    r = index(binary, store, a)
    paths, jobs, total, rows = store_state(store)
    want = [p for p in on_disk()] + [os.path.join(b, "j1", "x_rank_1.log")]
    check(r.returncode == 0 and paths == sorted(want),
          "a indexed again: its deleted, renamed and job's logs gone, b's deleted log kept (%s)" % (
              sorted(set(paths) ^ set(want)) or r.stderr.strip()[-300:]))
    check("removed from the store" in r.stderr, "the index says what it removed (%s)" % r.stderr.strip()[-300:])
    want_total = 3 * per_job + (per_job - compiles["comp_metrics"]) + per_job
    check(total == want_total, "nothing counted twice: %s compiles = %s" % (total, want_total))
    check(jobs == ["j1", "j2", "j3"], "jobs: a's j3 gone, b's j3 kept as the same name (%s)" % jobs)
    r = index(binary, store, b)
    paths, jobs, total, rows = store_state(store)
    check(paths == on_disk(), "b indexed again: its deleted log gone (%s)" % sorted(set(paths) ^ set(on_disk())))
    r, rep = report_json(binary, store)
    check(rep.get("totals", {}).get("logs") == len(on_disk()) and rep["totals"]["compiles"] == total,
          "the report counts what is on disk: %s logs" % rep.get("totals", {}).get("logs"))
    # A glob source prunes what it covers.
    os.remove(os.path.join(b, "j2", "x_rank_0.log"))
    r = index(binary, store, os.path.join(tmp, "prune", "b", "j[12]"))
    check(r.returncode == 0 and store_state(store)[0] == on_disk(), "a glob source prunes its deleted log")
    # Every log of a source gone (an unmounted share looks like that): nothing pruned, said.
    before = store_state(store)[0]
    for p in glob.glob(os.path.join(a, "*", "*.log")):
        os.remove(p)
    r = index(binary, store, a)
    check(store_state(store)[0] == before and "has no trace logs now" in r.stderr,
          "a source with no log left: nothing pruned (%s)" % r.stderr.strip()[-300:])


def facts_of_bytes(binary, tmp, name, data):
    path = os.path.join(tmp, "one-%s.log" % name)
    open(path, "wb").write(data)
    return facts(binary, path)["totals"]["compiles"]


def main():
    binary = sys.argv[1]
    tmp = tempfile.mkdtemp(prefix="cs-fleet-faults-")
    try:
        truncated(binary, tmp)
        read_only(binary, tmp)
        iso_weeks(binary, tmp)
        pruning(binary, tmp)
        unrecorded_phases(binary, tmp)
    finally:
        for d, _, _ in os.walk(tmp):
            os.chmod(d, stat.S_IRWXU)
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
