#!/usr/bin/env python3
"""`compilescope fleet` on the defects an outside tester found (issue 27), each on a few small
real logs (seconds).

    check_fleet_defects.py COMPILESCOPE

1. Corrupt lines inside a log read to its end (raw control bytes in a record; a .log.gz whose
   first gzip member fails its CRC): `partial`, the error names the file, the first damaged line
   and the count of lines lost.
2. The report's counts by status add up: logs_ok + logs_partial + logs_unreadable = logs (JSON
   and text).
3. FIFOs, sockets, device files and symbolic-link loops in a source are skipped, never opened
   (the index does not block), and listed with why.
4. A glob with a wildcard in a middle part (`jobs/*/trace`) finds the logs.
5. Logs with no torch version are the cohort torch=unknown; the report lists the cohorts.
6. A job name with a line break or a tab stays one row of the text report and one line of
   `fleet facts` (visible escapes); the JSON keeps it exact.
7. Two first `fleet index` runs on a new store: the one that waited for the schema's write lock
   finds the schema made and goes on (deterministic: a second process holds the lock and makes
   the schema meanwhile); and five rounds of two concurrent runs on new stores.
8. A store damaged in the middle: exit 1 (not 2), the file and what is wrong said, what can be
   read still reported; `--format html --json` is a usage error; `--screenshot` of the Fleet view
   on a file that is no database exits non-zero; "1 failure" (no "1 failures"); the recompile
   causes' limit hits, the comparison's cohort sizes and verdict; "(no cause recorded)".
Exit 0 when every check holds; each failure is printed.
"""

import gzip
import os
import re
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fleetcheck import check, facts, failures, index, report, report_json, unzstd  # noqa: E402


def corrupt_lines(binary, tmp):
    whole = unzstd("graph_breaks")
    lines = whole.split(b"\n")
    job = os.path.join(tmp, "corrupt", "job-c")
    os.makedirs(job)
    # Raw control bytes inside a record's JSON envelope, a third of the way in.
    at = next(i for i in range(len(lines) // 3, len(lines)) if lines[i].startswith(b"V") and b'{"' in lines[i])
    bad = list(lines)
    bad[at] = bad[at].replace(b'{"', b'{"\x01\x02', 1)
    path = os.path.join(job, "control_rank_0.log")
    open(path, "wb").write(b"\n".join(bad))
    f = facts(binary, path)
    err = f.get("error") or ""
    check(f["status"] == "partial", "control bytes in a record: partial (%s: %s)" % (f["status"], err))
    check(err.startswith("%s:%d: " % (path, at + 1)), "the error names the file and line %d (%s)" % (at + 1, err))
    check("1 corrupt or skipped lines" in err, "the error counts the lines lost (%s)" % err)
    # A gzip of two members whose first fails its CRC (its data decoded, but damaged).
    half = whole.index(b"\nV", len(whole) // 2) + 1
    first = bytearray(gzip.compress(whole[:half]))
    first[-8] ^= 0xFF  # the member's CRC32
    path = os.path.join(job, "crc_rank_1.log.gz")
    open(path, "wb").write(bytes(first) + gzip.compress(whole[half:]))
    f = facts(binary, path)
    err = f.get("error") or ""
    check(f["status"] == "partial", "a gzip CRC error mid-stream: partial (%s: %s)" % (f["status"], err))
    check(re.match(r"^%s:\d+: .*checksum" % re.escape(path), err) is not None,
          "the error names the file, a line and the checksum (%s)" % err)
    # Still ok: the whole log.
    path = os.path.join(job, "whole_rank_2.log")
    open(path, "wb").write(whole)
    check(facts(binary, path)["status"] == "ok", "the whole log: ok")
    return os.path.dirname(job)


def counts_add_up(binary, tmp, corrupt_dir):
    job = os.path.join(corrupt_dir, "job-d")
    os.makedirs(job)
    open(os.path.join(job, "empty_rank_0.log"), "wb").write(b"not a trace\n")
    store = os.path.join(tmp, "counts-store")
    r = index(binary, store, corrupt_dir)
    check(r.returncode == 0, "index of the corrupt logs (%s)" % r.stderr.strip()[-300:])
    r, rep = report_json(binary, store)
    t = rep.get("totals", {})
    check(t.get("logs") == 4 and t.get("logs_ok") == 1 and t.get("logs_partial") == 2
          and t.get("logs_unreadable") == 1, "totals: 4 logs = 1 ok + 2 partial + 1 unreadable (%s)" % t)
    check(t.get("logs_ok", 0) + t.get("logs_partial", 0) + t.get("logs_unreadable", 0) == t.get("logs"),
          "the counts by status add up to the logs")
    by = {s["status"]: s["logs"] for s in rep.get("logs_by_status", [])}
    check(sum(by.values()) == t.get("logs"), "logs_by_status adds up: %s" % by)
    text = report(binary, store).stdout
    check("4 logs of 2 jobs (1 ok, 2 read in part, 1 unreadable)" in text, "text: %s" % text.splitlines()[0])
    md = report(binary, store, "--format", "md").stdout.replace("\\", "")  # Markdown's escapes off
    check("4 logs of 2 jobs (1 ok, 2 read in part, 1 unreadable)" in md, "Markdown says the same counts")
    check(re.search(r"^#+ Logs not read in full$", md, re.M) is not None,
          "Markdown: the logs not read in full under a heading of their own")
    # A cohort of logs none of which was read in full is said to be that, not "no indexed log".
    r = report(binary, store, "--compare", "job=job-d", "job=job-c")
    check(r.returncode != 0 and "job=job-d has no log read in full (1 partial or unreadable)" in r.stderr,
          "a cohort of unreadable logs only is said so (%s)" % r.stderr.strip())
    r = report(binary, store, "--compare", "job=job-c", "job=job-c")
    check(r.returncode != 0 and "compares a cohort with itself" in r.stderr,
          "a cohort compared with itself is refused (%s)" % r.stderr.strip())


def special_files(binary, tmp):
    src = os.path.join(tmp, "special")
    job = os.path.join(src, "job-s")
    os.makedirs(job)
    open(os.path.join(job, "real_rank_0.log"), "wb").write(unzstd("comp_metrics"))
    fifo = os.path.join(job, "pipe_rank_1.log")
    os.mkfifo(fifo)
    sock_path = os.path.join(job, "sock_rank_2.log")
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(sock_path)
    dev = os.path.join(job, "null_rank_3.log")
    os.symlink("/dev/null", dev)
    loop = os.path.join(job, "loop_rank_4.log")
    os.symlink(loop, loop)
    back = os.path.join(job, "back")
    os.symlink(src, back)  # a folder link back into the source
    store = os.path.join(tmp, "special-store")
    try:
        r = index(binary, store, src, timeout=120)
    except subprocess.TimeoutExpired:
        check(False, "index of a source with a FIFO finishes (it blocked)")
        return
    finally:
        sock.close()
    check(r.returncode == 0, "index of a source with special files (%s)" % r.stderr.strip()[-300:])
    for path, why in ((fifo, "FIFO"), (sock_path, "socket"), (dev, "device"), (loop, "loop"),
                      (back, "already walked")):
        line = next((l for l in r.stderr.splitlines() if l.strip().startswith(path + ":")), "")
        check(why in line, "%s skipped with why (%s)" % (os.path.basename(path), line.strip() or r.stderr[-400:]))
    _, rep = report_json(binary, store)
    check(rep.get("totals", {}).get("logs") == 1, "only the real log indexed: %s" % rep.get("totals"))


def globs(binary, tmp):
    src = os.path.join(tmp, "globs", "jobs")
    log = unzstd("comp_metrics")
    for job in ("job-a", "job-b"):
        os.makedirs(os.path.join(src, job, "trace"))
        open(os.path.join(src, job, "trace", "rank_0.log"), "wb").write(log)
    os.makedirs(os.path.join(src, "job-c", "other"))
    open(os.path.join(src, "job-c", "other", "rank_0.log"), "wb").write(log)
    store = os.path.join(tmp, "globs-store")
    r = subprocess.run([binary, "fleet", "index", "jobs/*/trace", "--store", store, "--local"], capture_output=True,
                       text=True, cwd=os.path.dirname(src), timeout=300)
    check(r.returncode == 0, "index of jobs/*/trace (%s)" % r.stderr.strip()[-300:])
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    paths = sorted(os.path.relpath(p, src) for (p,) in db.execute("SELECT path FROM logs"))
    db.close()
    check(paths == ["job-a/trace/rank_0.log", "job-b/trace/rank_0.log"], "jobs/*/trace finds the two logs: %s" % paths)
    store = os.path.join(tmp, "globs-store2")
    r = index(binary, store, os.path.join(src, "job-?", "*", "rank_[0-9].log"))
    check(r.returncode == 0 and "3 logs" in r.stderr, "job-?/*/rank_[0-9].log finds three logs (%s)" % r.stderr[-300:])


def four_jobs(binary, tmp, name, first, second, what):
    """A fleet of four one-log jobs (job-a, job-b: the corpus log FIRST; job-c, job-d: SECOND),
    indexed into a new store; returns the store."""
    src = os.path.join(tmp, name)
    for job, log in (("job-a", first), ("job-b", first), ("job-c", second), ("job-d", second)):
        os.makedirs(os.path.join(src, job))
        open(os.path.join(src, job, "rank_0.log"), "wb").write(unzstd(log))
    store = os.path.join(tmp, name + "-store")
    r = index(binary, store, src)
    check(r.returncode == 0, "index for %s (%s)" % (what, r.stderr.strip()[-300:]))
    return store


def unknown_cohort(binary, tmp):
    # Real logs: graph_breaks names torch 2.11.0+cu130, comp_metrics no version at all.
    store = four_jobs(binary, tmp, "unknown", "graph_breaks", "comp_metrics", "the unknown cohort")
    version = "2.11.0+cu130"
    r, rep = report_json(binary, store, "--compare", "torch=unknown", "torch=%s" % version)
    check(r.returncode == 0, "--compare torch=unknown torch=%s (%s)" % (version, r.stderr.strip()))
    t = (rep.get("compare") or {}).get("compile_time_per_log", {})
    check(t.get("logs_a") == 2 and t.get("logs_b") == 2, "the unknown cohort has its two logs: %s" % t)
    values = [v["value"] for v in rep.get("cohort_values", {}).get("torch", [])]
    check(values == [version, "unknown"], "the report lists the cohorts: %s" % values)


def control_chars(binary, tmp):
    src = os.path.join(tmp, "names")
    job = os.path.join(src, "bad\nname\tjob")
    os.makedirs(job)
    open(os.path.join(job, "rank_0.log"), "wb").write(unzstd("comp_metrics"))
    open(os.path.join(job, "rank_1.log"), "wb").write(b"not a trace\n")
    store = os.path.join(tmp, "names-store")
    r = index(binary, store, src)
    check(r.returncode == 0, "index of a job with a line break in its name (%s)" % r.stderr.strip()[-300:])
    text = report(binary, store, "--by", "job").stdout
    check(not any(l.startswith("name") for l in text.splitlines()), "no text row split by the job's line break")
    rows = [l for l in text.splitlines() if "bad" in l]
    check(len(rows) >= 2 and all("\t" not in l for l in rows), "the job's rows, one line each, no tab: %s" % rows)
    _, rep = report_json(binary, store, "--by", "job")
    check(any(p["group"] == "bad\nname\tjob" for p in rep.get("phases", [])), "JSON keeps the job name exact")
    # `fleet facts` in plain text: one line per log, the path and the job name escaped.
    r = subprocess.run([binary, "fleet", "facts", os.path.join(job, "rank_0.log")], capture_output=True, text=True)
    lines = r.stdout.splitlines()
    check(len(lines) == 1 and "\t" not in lines[0] and "3 compiles," in lines[0],
          "fleet facts: one line for one log, escaped, counted in words: %r" % lines)


def schema_race(binary, tmp):
    # The schema a first run makes, to replay from another process while holding the lock.
    model = os.path.join(tmp, "race-model")
    src = os.path.join(tmp, "race-logs", "job-a")
    os.makedirs(src)
    open(os.path.join(src, "rank_0.log"), "wb").write(unzstd("comp_metrics"))
    r = index(binary, model, os.path.dirname(src))
    check(r.returncode == 0, "index for the race's model store (%s)" % r.stderr.strip()[-300:])
    mdb = sqlite3.connect(os.path.join(model, "fleet.sqlite"))
    schema = [s for (s,) in mdb.execute("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL")]
    version = mdb.execute("PRAGMA user_version").fetchone()[0]
    mdb.close()
    store = os.path.join(tmp, "race-store")
    os.makedirs(store)
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"), isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("BEGIN IMMEDIATE")
    proc = subprocess.Popen([binary, "fleet", "index", os.path.dirname(src), "--store", store, "--local"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.5)  # it has read an empty database and waits for the write lock
    for s in schema:
        db.execute(s)
    db.execute("INSERT INTO fleet_meta VALUES ('schema', 'compilescope.fleet_store')")
    db.execute("PRAGMA user_version = %d" % version)
    db.execute("COMMIT")
    db.close()
    out, err = proc.communicate(timeout=120)
    check(proc.returncode == 0, "a run that waited while another made the schema goes on (%s)" % err.strip()[-300:])
    for round in range(5):
        store = os.path.join(tmp, "race-store-%d" % round)
        procs = [subprocess.Popen([binary, "fleet", "index", os.path.dirname(src), "--store", store, "--local",
                                   "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for _ in range(2)]
        results = [(p.wait(timeout=120), p.stderr.read()) for p in procs]
        check(all(rc == 0 for rc, _ in results), "round %d: two concurrent first runs both succeed (%s)" % (
            round, [e.strip()[-200:] for rc, e in results if rc]))
        rdb = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
        n = rdb.execute("SELECT count(*) FROM logs").fetchone()[0]
        rdb.close()
        check(n == 1, "round %d: the log stored once (%d)" % (round, n))


def report_messages(binary, tmp):
    store = four_jobs(binary, tmp, "msgs", "graph_breaks", "dynamic_shapes", "the report's messages")
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    version = db.execute("SELECT torch FROM logs LIMIT 1").fetchone()[0]
    with db:
        db.execute("UPDATE logs SET torch = 'older' WHERE job_id IN (SELECT id FROM jobs WHERE name IN "
                   "('job-a', 'job-c'))")
        # One failure in the store, with no cause recorded.
        log_id = db.execute("SELECT id FROM logs ORDER BY path LIMIT 1").fetchone()[0]
        db.execute("UPDATE logs SET failures = 1 WHERE id = ?", (log_id,))
        db.execute("INSERT INTO failures VALUES (?, '0/0', 'f', '', '', '', 0, 0)", (log_id,))
    db.close()
    text = report(binary, store, "--compare", "torch=older", "torch=%s" % version).stdout
    first = text.splitlines()[0] if text else ""
    check(" 1 failure," in first and "1 failures" not in text, "one failure in the singular: %s" % first)
    check("(no cause recorded)" in text, "a failing job with no cause says so")
    causes = text.split("Recompile causes:")[-1].split("\n\n")[0].strip().splitlines()
    check(bool(causes) and all("limit hit" in l for l in causes), "recompile causes show limit hits: %s" % causes[:2])
    check(re.search(r"Compared: torch=older \(2 logs\) → torch=\S+ \(2 logs\)", text) is not None,
          "the comparison shows the cohort sizes")
    check(re.search(r"^  Verdict: ", text, re.M) is not None, "the comparison has a verdict line")
    r = report(binary, store, "--format", "html", "--json")
    check(r.returncode == 2 and "--json" in r.stderr and "html" in r.stderr,
          "--format html --json: a usage error that says so (%d: %s)" % (r.returncode, r.stderr.strip()))
    # A store damaged in the middle: pages of the failures table overwritten.
    damaged = os.path.join(tmp, "damaged-store")
    shutil.copytree(store, damaged)
    db = sqlite3.connect(os.path.join(damaged, "fleet.sqlite"))
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page_size = db.execute("PRAGMA page_size").fetchone()[0]
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'failures'").fetchone()[0]
    db.close()
    with open(os.path.join(damaged, "fleet.sqlite"), "r+b") as f:
        f.seek((root - 1) * page_size)
        f.write(b"\xa5" * page_size)
    r = report(binary, damaged)
    check(r.returncode == 1, "a damaged store: exit 1 (%d)" % r.returncode)
    check("fleet.sqlite" in r.stderr and "damaged" in r.stderr, "the message names the file and the damage: %s"
          % r.stderr.strip()[:400])
    check("Graph-break sites by compile time added:" in r.stdout and "Recompile causes:" in r.stdout,
          "what can be read is still reported")
    # The Fleet view's screenshot of a file that is no database: a failed exit.
    bad = os.path.join(tmp, "bad-store")
    os.makedirs(bad)
    open(os.path.join(bad, "fleet.sqlite"), "wb").write(b"\x00garbage" * 4096)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=os.path.join(tmp, "home"))
    shot = os.path.join(tmp, "bad.png")
    try:
        r = subprocess.run([binary, "--view", "fleet", "--screenshot", shot, bad], capture_output=True, text=True,
                           env=env, timeout=120)
        check(r.returncode != 0, "--screenshot of an unreadable store exits non-zero (%d: %s)" % (
            r.returncode, r.stderr.strip()[-300:]))
    except subprocess.TimeoutExpired:
        check(False, "--screenshot of an unreadable store ends")


def main():
    binary = os.path.abspath(sys.argv[1])
    tmp = tempfile.mkdtemp(prefix="fleet-defects-")
    try:
        corrupt = corrupt_lines(binary, tmp)
        # Each part on its own: one that breaks is a failure, the others still run.
        for part in (lambda: counts_add_up(binary, tmp, corrupt), lambda: special_files(binary, tmp),
                     lambda: globs(binary, tmp), lambda: unknown_cohort(binary, tmp),
                     lambda: control_chars(binary, tmp), lambda: schema_race(binary, tmp),
                     lambda: report_messages(binary, tmp)):
            try:
                part()
            except Exception as e:  # noqa: BLE001 - said as a failure
                check(False, "a part of the check raised %r" % e)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print("%d check(s) failed" % len(failures))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
