#!/usr/bin/env python3
"""`compilescope fleet index` and `fleet report` against a generated fleet with planted truth.

    check_fleet.py COMPILESCOPE [--ray-python PYTHON] [--jobs N]

1. scripts/fixtures/make_fleet.py writes a fleet (default 260 jobs x 2 ranks + 3 corrupt logs)
   and its truth.json into a fresh /tmp folder.
2. Indexed with the local pool: the store's totals (logs, jobs, corrupt logs; per torch version
   logs, compiles, graph breaks, recompiles; each planted break site's count and jobs) equal
   the truth.
3. Indexed again: every log skipped, the store unchanged.
4. A second store: the indexer killed (SIGKILL) once some logs are written, then run again:
   the same store as the first, row for row, nothing twice.
5. `fleet report --compare torch=2.11.0+cu130 torch=2.12.0+cu130 --json` names the planted
   regression site as appeared, and the site it replaced as disappeared; `--by job|week` put
   every log in a group. `fleet facts` of every real log of tests/data/logs says what `summary`
   says (compiles, graph breaks, recompiles, failures, compile time); a recorded run's manifest
   is read. Sources as a glob and as a file listing trace folders; a database of another program
   and a store of a newer schema are refused.
6. With --ray-python (a Python with Ray and pyarrow): `--parquet` writes the store's tables with
   the same rows; a local Ray cluster (a head and a second node, started
   with `ray start`, one CPU each, the second labelled as holding the fleet's `jobs` folder, so
   that tasks are placed toward it) indexes the same fleet: the same store again; then into a new
   store with the second node killed (SIGKILL of its raylet) mid-run, and the run resumed: the
   same store again.
Exit 0 when every check holds; each failure is printed.
"""

import argparse
import glob
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def index(binary, source, store, *extra, env=None):
    return subprocess.run([binary, "fleet", "index", source, "--store", store, *extra],
                          capture_output=True, text=True, env=env)


def rows(store):
    """Every row of every table, keyed by log path, without ids and times of indexing."""
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    out = {}
    skip = {"id", "indexed_at", "facts_ms", "job_id", "log_id", "site_id", "cause_id"}
    named = {"break_sites": " JOIN sites n ON n.id = t.site_id", "recompile_causes": " JOIN causes n ON n.id = t.cause_id"}
    names = {"break_sites": "n.reason, n.file, n.line, ", "recompile_causes": "n.category, n.source, "}
    for table in ["logs", "compiles", "break_sites", "recompile_causes", "failures", "cache"]:
        cols = [c[1] for c in db.execute("PRAGMA table_info(%s)" % table)]
        keep = [c for c in cols if c not in skip]
        if table == "logs":
            sql = "SELECT j.name, %s FROM logs l JOIN jobs j ON j.id = l.job_id" % ", ".join("l." + c for c in keep)
        else:
            sql = "SELECT l.path, %s%s FROM %s t JOIN logs l ON l.id = t.log_id%s" % (
                names.get(table, ""), ", ".join("t." + c for c in keep), table, named.get(table, ""))
        out[table] = sorted(repr(r) for r in db.execute(sql))
    db.close()
    return out


def check_truth(store, truth):
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    q = lambda sql, *a: db.execute(sql, a).fetchall()
    check(q("SELECT count(*) FROM logs")[0][0] == truth["logs"], "logs = %d" % truth["logs"])
    check(q("SELECT count(*) FROM jobs")[0][0] == truth["jobs"], "jobs = %d" % truth["jobs"])
    check(q("SELECT count(*) FROM logs WHERE status = 'corrupt'")[0][0] == truth["corrupt"],
          "corrupt logs = %d" % truth["corrupt"])
    for version, t in truth["versions"].items():
        got = q("SELECT count(*), count(DISTINCT job_id), sum(compiles), sum(graph_breaks), sum(recompiles) "
                "FROM logs WHERE torch = ?", version)[0]
        want = (t["logs"], t["jobs"], t["compiles"], t["graph_breaks"], t["recompiles"])
        check(tuple(got) == want, "torch %s: logs, jobs, compiles, graph breaks, recompiles %s = %s" % (
            version, tuple(got), want))
    for site, t in truth["sites"].items():
        file, line = site.rsplit(":", 1)
        got = q("SELECT sum(s.count), count(DISTINCT l.job_id) FROM break_sites s JOIN logs l ON l.id = s.log_id "
                "JOIN sites n ON n.id = s.site_id WHERE n.file = ? AND n.line = ?", file, int(line))[0]
        check(tuple(got) == (t["count"], t["jobs"]), "site %s: breaks, jobs %s = %s" % (
            site, tuple(got), (t["count"], t["jobs"])))
    # Frames renumbered by job: two jobs of the same base log share no compile id.
    ids = lambda job: set(x[0] for x in db.execute(
        "SELECT c.compile_id FROM compiles c JOIN logs l ON l.id = c.log_id JOIN jobs j ON j.id = l.job_id "
        "WHERE j.name = ?", (job,)))
    a, b = ids("job-0000"), ids("job-0006")
    check(a and b and len(a) == len(b) and not a & b, "renumbered frames: job-0000 %s, job-0006 %s" % (
        sorted(a)[:3], sorted(b)[:3]))
    db.close()


def kill_and_resume(binary, jobs, store, reference):
    proc = subprocess.Popen([binary, "fleet", "index", jobs, "--store", store, "--local", "--workers", "2",
                             "--quiet"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    db_path = os.path.join(store, "fleet.sqlite")
    written = 0
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.2)
        try:
            db = sqlite3.connect(db_path, timeout=5)
            written = db.execute("SELECT count(*) FROM logs").fetchone()[0]
            db.close()
        except sqlite3.Error:
            continue
        if written >= 100:
            break
    os.killpg(proc.pid, signal.SIGKILL)  # the indexer, its driver and their tasks
    proc.wait()
    check(0 < written, "the killed run had written %d logs" % written)
    r = index(binary, jobs, store, "--local", "--workers", "2")
    check(r.returncode == 0, "resumed run exits 0 (%d: %s)" % (r.returncode, r.stderr.strip()[-300:]))
    check(rows(store) == reference, "killed then resumed: the same store as one run")


def raylets():
    """Process ids of the raylets (one per Ray node) running now."""
    out = set()
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                with open("/proc/%s/cmdline" % pid, "rb") as f:
                    argv0 = f.read().split(b"\0")[0]
            except OSError:
                continue
            if argv0.endswith(b"/raylet"):
                out.add(int(pid))
    return out


def ray_run(binary, jobs, store, reference, python, tmp):
    ray = os.path.join(os.path.dirname(python), "ray")
    # A cluster of this machine for the test: no token (RAY_AUTH_MODE), no usage reports.
    env = dict(os.environ, RAY_TMPDIR=os.path.join(tmp, "ray"), RAY_USAGE_STATS_ENABLED="0", RAY_AUTH_MODE="disabled")
    os.makedirs(env["RAY_TMPDIR"], exist_ok=True)
    port = "6391"
    start = time.monotonic()
    up = subprocess.run([ray, "start", "--head", "--port", port, "--num-cpus", "1", "--include-dashboard",
                         "false", "--temp-dir", env["RAY_TMPDIR"]], capture_output=True, text=True, env=env)
    check(up.returncode == 0, "ray start --head (%s)" % up.stderr.strip()[-300:])
    head = raylets()
    # The second node says the fleet's `jobs` folder is on its storage: tasks go there first
    # (soft: when it is busy or gone they run on the head).
    node = subprocess.run([ray, "start", "--address", "127.0.0.1:" + port, "--num-cpus", "1",
                           "--labels", "compilescope-data=" + os.path.basename(jobs)],
                          capture_output=True, text=True, env=env)
    check(node.returncode == 0, "ray start: a second node (%s)" % node.stderr.strip()[-300:])
    second = raylets() - head
    check(len(second) == 1, "the second node's raylet found (%s)" % sorted(second))
    print("     Ray cluster up in %.1f s" % (time.monotonic() - start), flush=True)
    try:
        t = time.monotonic()
        r = index(binary, jobs, store, "--ray", "127.0.0.1:" + port, "--python", python, env=env)
        check(r.returncode == 0, "indexed on Ray (%d: %s)" % (r.returncode, r.stderr.strip()[-500:]))
        check("tasks placed near their logs" in r.stderr, "tasks placed toward the labelled node (%s)" % (
            [l for l in r.stderr.splitlines() if "placed" in l] or r.stderr.strip()[-300:]))
        print("     on Ray in %.1f s" % (time.monotonic() - t), flush=True)
        check(rows(store) == reference, "on Ray: the same store as the local pool")
        # Again into a new store, the second node killed once some logs are in: its tasks are
        # retried on the head (or recorded as crashed and run again by the next index).
        killed_store = store + "-node-killed"
        proc = subprocess.Popen([binary, "fleet", "index", jobs, "--store", killed_store, "--ray", "127.0.0.1:" + port,
                                 "--python", python, "--quiet"], env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        written = 0
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None and written < 100:
            time.sleep(0.2)
            try:
                db = sqlite3.connect(os.path.join(killed_store, "fleet.sqlite"), timeout=5)
                written = db.execute("SELECT count(*) FROM logs").fetchone()[0]
                db.close()
            except sqlite3.Error:
                pass
        for pid in second:
            os.kill(pid, signal.SIGKILL)
        check(proc.poll() is None, "the second node killed mid-run, after %d logs" % written)
        err = proc.communicate(timeout=300)[1]
        print("     the run with a node killed exits %d" % proc.returncode, flush=True)
        r = index(binary, jobs, killed_store, "--ray", "127.0.0.1:" + port, "--python", python, env=env)
        check(r.returncode == 0, "resumed on Ray (%d: %s %s)" % (r.returncode, err.strip()[-300:],
                                                                 r.stderr.strip()[-300:]))
        check(rows(killed_store) == reference, "a node killed, then resumed: the same store")
    finally:
        subprocess.run([ray, "stop", "--force"], capture_output=True, env=env)


def engine_parity(binary):
    """`fleet facts` says what `summary` says of each real log (one engine)."""
    logs = sorted(glob.glob(os.path.join(ROOT, "tests/data/logs/*.log.zst")))
    for log in logs:
        f = subprocess.run([binary, "fleet", "facts", "--json", log], capture_output=True, text=True)
        s = subprocess.run([binary, "summary", "--json", log], capture_output=True, text=True)
        facts, summary = json.loads(f.stdout), json.loads(s.stdout)["totals"]
        got = tuple(facts["totals"][k] for k in ("compiles", "graph_breaks", "recompiles", "failures"))
        want = tuple(summary[k] for k in ("compiles", "graph_breaks", "recompiles", "failures"))
        check(got == want and abs(facts["totals"]["compile_time_s"] - summary["compile_time_s"]) < 1e-6,
              "facts = summary for %s: %s = %s" % (os.path.basename(log), got, want))
        check(sum(b["count"] for b in facts["break_sites"]) == summary["graph_breaks"],
              "break sites of %s add up to its graph breaks" % os.path.basename(log))
    run = os.path.join(ROOT, "tests/data/diff/break_a")
    log = glob.glob(os.path.join(run, "trace", "*.log.zst"))[0]
    facts = json.loads(subprocess.run([binary, "fleet", "facts", "--json", log], capture_output=True).stdout)
    m = facts.get("manifest") or {}
    check(facts["job"] == "break_a" and m.get("kind") == "record" and m.get("torch") == facts["versions"]["torch"],
          "a recorded run: job from its folder, its manifest read (%s, %s)" % (facts["job"], m.get("kind")))


def sources_and_refusals(binary, fleet, tmp):
    jobs = os.path.join(fleet, "jobs")
    store = os.path.join(tmp, "store-glob")
    r = index(binary, os.path.join(jobs, "job-000[0-4]"), store, "--local")
    n = len(glob.glob(os.path.join(jobs, "job-000[0-4]", "*.log")))
    check(r.returncode == 0 and ", %d to read" % n in r.stderr, "a glob of job folders: %d logs (%s)" % (
        n, r.stderr.strip().splitlines()[0] if r.stderr.strip() else r.returncode))
    listing = os.path.join(tmp, "traces.txt")
    with open(listing, "w") as f:
        f.write("# trace folders\n%s\n%s\n" % (os.path.join(jobs, "job-0010"), os.path.join(jobs, "job-0011")))
    store = os.path.join(tmp, "store-list")
    r = index(binary, listing, store, "--local")
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    names = sorted(x[0] for x in db.execute("SELECT name FROM jobs"))
    db.close()
    check(r.returncode == 0 and names == ["job-0010", "job-0011"], "a file listing trace folders: jobs %s" % names)
    other = os.path.join(tmp, "store-other")
    os.makedirs(other)
    db = sqlite3.connect(os.path.join(other, "fleet.sqlite"))
    db.execute("CREATE TABLE accounts (id INTEGER)")
    db.commit()
    db.close()
    r = index(binary, listing, other, "--local")
    check(r.returncode == 1 and "another program" in r.stderr, "another program's database refused (%s)" % r.stderr.strip())
    newer = os.path.join(tmp, "store-list")
    db = sqlite3.connect(os.path.join(newer, "fleet.sqlite"))
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    r = subprocess.run([binary, "fleet", "report", newer], capture_output=True, text=True)
    check(r.returncode == 1 and "newer CompileScope" in r.stderr, "a newer store refused (%s)" % r.stderr.strip())
    # A relative source names its jobs by their folders, as an absolute one does (it once
    # named every job after the source's parent).
    store = os.path.join(tmp, "store-relative")
    r = subprocess.run([binary, "fleet", "index", os.path.join("jobs", "job-000[0-2]"), "--store", store, "--local"],
                       capture_output=True, text=True, cwd=fleet)
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    names = sorted(x[0] for x in db.execute("SELECT name FROM jobs"))
    db.close()
    check(r.returncode == 0 and names == ["job-0000", "job-0001", "job-0002"], "a relative source: jobs %s" % names)
    store = os.path.join(tmp, "store-dot")
    r = subprocess.run([binary, "fleet", "index", ".", "--store", store, "--local"],
                       capture_output=True, text=True, cwd=jobs)
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    count = db.execute("SELECT count(*) FROM jobs").fetchone()[0]
    db.close()
    check(r.returncode == 0 and count == len(glob.glob(os.path.join(jobs, "job-*"))), "`.` as the source: %d jobs" % count)
    # A listed folder that is not there is named with its line and skipped; the rest is indexed.
    with open(listing, "w") as f:
        f.write("%s\n/no/such/trace/folder\n" % os.path.join(jobs, "job-0010"))
    store = os.path.join(tmp, "store-list-missing")
    r = index(binary, listing, store, "--local")
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    names = sorted(x[0] for x in db.execute("SELECT name FROM jobs"))
    db.close()
    check(r.returncode == 0 and names == ["job-0010"] and "traces.txt:2: /no/such/trace/folder" in r.stderr,
          "a list with a missing folder: %s, %s" % (names, r.stderr.strip()[-200:]))
    r = index(binary, os.path.join(tmp, "no-such-jobs"), os.path.join(tmp, "store-none"), "--local")
    check(r.returncode == 1 and "no-such-jobs" in r.stderr, "a missing source: exit 1 (%d)" % r.returncode)


def parquet(binary, jobs, store, python):
    """`--parquet` on an indexed store: one file per table, the same rows as the database."""
    r = index(binary, jobs, store, "--local", "--parquet", "--python", python)
    check(r.returncode == 0, "index --parquet (%s)" % r.stderr.strip()[-300:])
    db = sqlite3.connect(os.path.join(store, "fleet.sqlite"))
    want = {t: db.execute("SELECT count(*) FROM %s" % t).fetchone()[0] for t in ("logs", "break_sites", "compiles")}
    db.close()
    code = ("import json, sys, pyarrow.parquet as pq; print(json.dumps({t: pq.read_table(sys.argv[1] + '/parquet/' + t + "
            "'.parquet').num_rows for t in ('logs', 'break_sites', 'compiles')}))")
    got = subprocess.run([python, "-c", code, store], capture_output=True, text=True)
    check(got.returncode == 0 and json.loads(got.stdout) == want, "Parquet rows %s = %s" % (got.stdout.strip(), want))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("binary")
    p.add_argument("--ray-python", default="")
    p.add_argument("--jobs", type=int, default=260)
    p.add_argument("--keep", action="store_true")
    a = p.parse_args()
    tmp = tempfile.mkdtemp(prefix="cs-fleet-check-")
    try:
        fleet = os.path.join(tmp, "fleet")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/fixtures/make_fleet.py"), fleet, "--jobs",
                        str(a.jobs)], check=True)
        with open(os.path.join(fleet, "truth.json")) as f:
            truth = json.load(f)
        jobs = os.path.join(fleet, "jobs")
        one = os.path.join(tmp, "store-one")
        t = time.monotonic()
        r = index(a.binary, jobs, one, "--local", "--workers", "2")
        check(r.returncode == 0, "indexed with the local pool (%d: %s)" % (r.returncode, r.stderr.strip()[-500:]))
        print("     %d logs in %.1f s" % (truth["logs"], time.monotonic() - t), flush=True)
        check_truth(one, truth)
        reference = rows(one)
        r = index(a.binary, jobs, one, "--local")
        check(r.returncode == 0 and ", %d already indexed, 0 to read" % truth["logs"] in r.stderr,
              "indexed again: every log skipped (%s)" % r.stderr.strip()[-300:])
        check(rows(one) == reference, "indexed again: the store unchanged")
        kill_and_resume(a.binary, jobs, os.path.join(tmp, "store-killed"), reference)
        rep = subprocess.run([a.binary, "fleet", "report", one, "--compare", "torch=2.11.0+cu130",
                              "torch=2.12.0+cu130", "--json"], capture_output=True, text=True)
        check(rep.returncode == 0, "report --compare exits 0 (%s)" % rep.stderr.strip())
        cmp = json.loads(rep.stdout)["compare"] if rep.returncode == 0 else {}
        appeared = ["%s:%s" % (s["file"], s["line"]) for s in cmp.get("sites_appeared", [])]
        gone = ["%s:%s" % (s["file"], s["line"]) for s in cmp.get("sites_disappeared", [])]
        check(appeared == [truth["regression_site"]], "appeared: %s" % appeared)
        want_gone = sorted(s for s in truth["sites"] if s.endswith(":16"))
        check(sorted(gone) == want_gone, "disappeared: %s = %s" % (sorted(gone), want_gone))
        # A cohort that matches nothing is refused with the versions the store has, not compared.
        rep = subprocess.run([a.binary, "fleet", "report", one, "--compare", "torch=9.9", "torch=2.12.0+cu130"],
                             capture_output=True, text=True)
        check(rep.returncode == 2 and "torch=9.9 matches no indexed log" in rep.stderr and "2.11.0+cu130" in rep.stderr,
              "an empty cohort refused (%d: %s)" % (rep.returncode, rep.stderr.strip()))
        # The headline's failures, the failing jobs' failures and the phases add up.
        rep = subprocess.run([a.binary, "fleet", "report", one, "--json", "--limit", "100000"],
                             capture_output=True, text=True)
        report = json.loads(rep.stdout) if rep.returncode == 0 else {}
        listed = sum(j["failures"] for j in report.get("failing_jobs", []))
        check(listed == report.get("totals", {}).get("failures", -1),
              "failing jobs list every failure: %d of %s" % (listed, report.get("totals", {}).get("failures")))
        for g in report.get("phases", []):
            if g.get("compile_time_s") is None:  # a group with no compile read has no time at all
                check(g.get("compiles") in (0, None) and all(
                    g.get(k) is None for k in ("dynamo_s", "aot_autograd_s", "inductor_s", "code_gen_s", "backward_s")),
                      "phases of %s (no compile read) are all null: %s" % (g["group"], g))
                continue
            parts = sum(g.get(k) or 0 for k in ("dynamo_s", "aot_autograd_s", "inductor_s", "code_gen_s"))
            check(parts <= g["compile_time_s"] * 1.001 + 1e-6,
                  "phases of %s add up to at most its compile time: %.3f <= %.3f" % (g["group"], parts, g["compile_time_s"]))
        html_path = os.path.join(tmp, "fleet.html")
        r = subprocess.run([a.binary, "fleet", "report", one, "--compare", "torch=2.11.0+cu130", "torch=2.12.0+cu130",
                            "--format", "html", "-o", html_path], capture_output=True, text=True)
        page = open(html_path, encoding="utf-8").read() if r.returncode == 0 else ""
        check(truth["regression_site"] in page and "<script" not in page.lower(),
              "report --format html: the regression named, no script (%s)" % r.stderr.strip())
        md = subprocess.run([a.binary, "fleet", "report", one, "--format", "md"], capture_output=True, text=True)
        check(md.returncode == 0 and "| Site | Reason |" in md.stdout, "report --format md: tables")
        for by in ("job", "week"):
            r = subprocess.run([a.binary, "fleet", "report", one, "--by", by, "--json"], capture_output=True, text=True)
            groups = json.loads(r.stdout)["phases"] if r.returncode == 0 else []
            check(sum(g["logs"] for g in groups) == truth["logs"], "report --by %s: every log in a group" % by)
        engine_parity(a.binary)
        sources_and_refusals(a.binary, fleet, tmp)
        if a.ray_python:
            parquet(a.binary, jobs, one, a.ray_python)
            ray_run(a.binary, jobs, os.path.join(tmp, "store-ray"), reference, a.ray_python, tmp)
    finally:
        if not a.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
