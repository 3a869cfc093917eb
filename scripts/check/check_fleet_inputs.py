#!/usr/bin/env python3
"""`compilescope fleet` on unusual sources and stores (issue 40, point 4), on small real logs.

    check_fleet_inputs.py COMPILESCOPE [--python PYTHON_WITH_PYARROW]

1. The same jobs reached through a symbolic link (a share mounted at two paths): one log is one
   log, indexed and counted once, whichever path reached it and in whichever order.
2. A log whose file name is not UTF-8: indexed, or listed with why; never dropped unsaid.
3. Another program's SQLite database as the store: refused, and the file is left byte for byte
   as it was (its journal mode not switched to WAL, no -wal or -shm made). A text file too.
4. A FIFO as the store's fleet.sqlite: `fleet report` and `fleet index` refuse it at once.
5. `fleet report -o` naming the store's -wal, -shm or the database: refused, nothing written.
6. `--parquet` with `#` and `?` in the store's path: the Parquet files in that folder, no stray
   file beside it, no traceback (needs --python with pyarrow).
7. An invalid glob (`jobs/[`): a usage error (exit 2), said once, without Qt's warnings.
Exit 0 when every check holds; each failure is printed.
"""

import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fleetcheck import LOGS, check, failures, index, report  # noqa: E402

LOG = os.path.join(LOGS, "graph_breaks.log.zst")


def logs_in(store):
    db = sqlite3.connect("file:%s?mode=ro" % os.path.join(store, "fleet.sqlite"), uri=True)
    try:
        return sorted(r[0] for r in db.execute("SELECT path FROM logs"))
    finally:
        db.close()


def jobs(root, names):
    for name in names:
        os.makedirs(os.path.join(root, name))
        shutil.copy(LOG, os.path.join(root, name, "rank_0.log.zst"))


def linked_share(binary, tmp):
    real = os.path.join(tmp, "share")
    jobs(real, ["job-a", "job-b"])
    link = os.path.join(tmp, "mnt-link")
    os.symlink(real, link)
    store = os.path.join(tmp, "store-link")
    r = index(binary, store, real, link)
    check(r.returncode == 0 and len(logs_in(store)) == 2,
          "a share named twice (folder and a link to it): 2 logs, not 4 (%s)" % logs_in(store))
    r = index(binary, store, link)
    check(r.returncode == 0 and len(logs_in(store)) == 2 and "2 already indexed" in r.stderr,
          "indexed again through the link: the same 2 logs, already indexed (%s)" % r.stderr.strip()[-200:])
    store2 = os.path.join(tmp, "store-link2")
    index(binary, store2, link)
    index(binary, store2, real)
    check(logs_in(store2) == logs_in(store), "through the link first, then the folder: the same store")


def non_utf8_name(binary, tmp):
    root = os.path.join(tmp, "names")
    jobs(root, ["job-u"])
    raw = os.path.join(os.fsencode(root), b"job-u", b"caf\xe9-rank_1.log.zst")
    shutil.copy(LOG, raw)
    store = os.path.join(tmp, "store-names")
    r = index(binary, store, root)
    stored = logs_in(store)
    said = "caf\\xe9-rank_1.log.zst" in r.stderr and "not UTF-8" in r.stderr
    check(r.returncode == 0 and (len(stored) == 2 or said),
          "a log named in Latin-1, not UTF-8: indexed or said (%d in the store; stderr: %s)"
          % (len(stored), r.stderr.strip()[-300:]))


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def foreign_store(binary, tmp):
    store = os.path.join(tmp, "store-foreign")
    os.makedirs(store)
    path = os.path.join(store, "fleet.sqlite")
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (body TEXT)")
    db.execute("INSERT INTO notes VALUES ('mine')")
    db.commit()
    db.close()
    before = digest(path)
    r = index(binary, store, LOG)
    mode = sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0]
    check(r.returncode != 0 and "another program" in r.stderr, "another program's database refused (%s)"
          % r.stderr.strip()[-200:])
    check(digest(path) == before and mode == "delete" and sorted(os.listdir(store)) == ["fleet.sqlite"],
          "its file left as it was (journal mode %s, folder %s)" % (mode, sorted(os.listdir(store))))
    text = os.path.join(tmp, "store-text")
    os.makedirs(text)
    with open(os.path.join(text, "fleet.sqlite"), "w") as f:
        f.write("my notes, not a database\n" * 100)
    before = digest(os.path.join(text, "fleet.sqlite"))
    r = index(binary, text, LOG)
    check(r.returncode != 0 and digest(os.path.join(text, "fleet.sqlite")) == before
          and sorted(os.listdir(text)) == ["fleet.sqlite"],
          "a text file as the store refused and left as it was (%s)" % r.stderr.strip()[-200:])


def fifo_store(binary, tmp):
    store = os.path.join(tmp, "store-fifo")
    os.makedirs(store)
    os.mkfifo(os.path.join(store, "fleet.sqlite"))
    for what, cmd in (("fleet report", [binary, "fleet", "report", store]),
                      ("fleet index", [binary, "fleet", "index", LOG, "--store", store, "--local"])):
        start = time.monotonic()
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
            check(r.returncode != 0 and "FIFO" in r.stderr,
                  "%s on a FIFO store: refused in %.1f s (%s)" % (what, time.monotonic() - start, r.stderr.strip()[-200:]))
        except subprocess.TimeoutExpired:
            check(False, "%s on a FIFO store: still blocked after 20 s" % what)


def output_on_store(binary, tmp):
    store = os.path.join(tmp, "store-out")
    r = index(binary, store, LOG)
    check(r.returncode == 0, "a store to report on (%s)" % r.stderr.strip()[-200:])
    before = digest(os.path.join(store, "fleet.sqlite"))
    for name in ("fleet.sqlite-wal", "fleet.sqlite-shm", "fleet.sqlite-journal", "fleet.sqlite"):
        target = os.path.join(store, name)
        existed = os.path.exists(target)
        r = report(binary, store, "-o", target)
        check(r.returncode != 0 and "fleet store" in r.stderr and os.path.exists(target) == existed,
              "report -o %s refused (%s)" % (name, r.stderr.strip()[-160:]))
    check(digest(os.path.join(store, "fleet.sqlite")) == before, "the store's database unchanged")
    # Another name in the store's folder is an ordinary output.
    r = report(binary, store, "-o", os.path.join(store, "report.txt"))
    check(r.returncode == 0 and os.path.getsize(os.path.join(store, "report.txt")) > 0,
          "report -o another file in the store's folder written")


def parquet_path(binary, tmp, python):
    if not python:
        check(False, "--parquet with # and ? in the path: no --python with pyarrow given")
        return
    parent = os.path.join(tmp, "pq")
    store = os.path.join(parent, "store#1?x=2")
    os.makedirs(parent)
    r = subprocess.run([binary, "fleet", "index", LOG, "--store", store, "--local", "--workers", "1", "--parquet",
                        "--python", python], capture_output=True, text=True, timeout=300)
    written = sorted(os.listdir(os.path.join(store, "parquet"))) if os.path.isdir(os.path.join(store, "parquet")) else []
    check(r.returncode == 0 and "logs.parquet" in written and "Traceback" not in r.stderr,
          "--parquet into a store named store#1?x=2 (%d: %s; %s)" % (r.returncode, written, r.stderr.strip()[-300:]))
    check(sorted(os.listdir(parent)) == ["store#1?x=2"], "nothing beside it (%s)" % sorted(os.listdir(parent)))


def invalid_glob(binary, tmp):
    root = os.path.join(tmp, "globs")
    jobs(root, ["job-g"])
    r = index(binary, os.path.join(tmp, "store-glob"), os.path.join(root, "["))
    check(r.returncode == 2 and "QRegularExpression" not in r.stderr and r.stderr.count("\n") <= 2,
          "an invalid glob: usage error 2, said once (%d: %s)" % (r.returncode, r.stderr.strip()[-300:]))
    # A folder whose name has brackets is itself, not a pattern.
    odd = os.path.join(tmp, "odd[1]")
    jobs(odd, ["job-o"])
    store = os.path.join(tmp, "store-odd")
    r = index(binary, store, odd)
    check(r.returncode == 0 and len(logs_in(store)) == 1, "a folder named odd[1] indexed as itself (%s)"
          % r.stderr.strip()[-200:])


def main():
    args = sys.argv[1:]
    binary = args[0]
    python = args[args.index("--python") + 1] if "--python" in args else None
    with tempfile.TemporaryDirectory(prefix="cs-fleet-inputs-") as tmp:
        for step in (linked_share, non_utf8_name, foreign_store, fifo_store, output_on_store, invalid_glob):
            step(binary, tmp)
        parquet_path(binary, tmp, python)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
