#!/usr/bin/env python3
"""`compilescope record` on a disk that fills for a moment (issue 40, point 6).

    check_record_full_disk.py COMPILESCOPE PYTHON

The run folder lies on a 2 MiB tmpfs mounted in a private mount namespace (`unshare -m` as
root, `unshare -rm` otherwise). The recorded command prints 40 lines to stdout and to stderr,
fills the disk with a filler file, prints 300 lines to each while it is full, waits, deletes the
filler and prints 40 more, then exits 0. What the user must get: `record` exits 125 (not 0)
and says which file lost how many bytes and why; manifest.json keeps exit.status "exited"
(the command did exit) and says exit.output_lost with the bytes lost per stream; stdout.txt
has the lines before and after the full moment. Then a disk that stays full to the end (the
filler kept): the manifest cannot be written either, and `record` still says what output was
lost, and that the manifest was not written, exit 125. Exit 0 when every check holds.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

LINE = 100  # bytes per line printed, newline included

COMMAND = r'''
import os, sys, time
def out(tag, n):
    for i in range(n):
        line = ("%s %05d " % (tag, i)).ljust(99, "x")
        print(line, flush=True)
        print(line, file=sys.stderr, flush=True)
out("before", 40)
time.sleep(0.5)
filler = os.path.join(os.environ["CS_FILL_DIR"], "filler")
fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
try:
    while True:
        os.write(fd, b"\0" * 4096)  # unbuffered: the full disk is met here, not at close
except OSError:
    pass
os.close(fd)
out("full", 300)
time.sleep(2.0)  # record reads the pipe in milliseconds: every 'full' line meets the full disk
if not os.environ.get("CS_KEEP_FULL"):
    os.remove(filler)
time.sleep(0.3)
out("after", 40)
'''

INNER = r'''
set -e
mount -t tmpfs -o size=2m tmpfs "$1"
mkdir "$1/runs"
cd "$1"
set +e
CS_FILL_DIR="$1" CS_KEEP_FULL="$6" "$2" record --out "$1/runs/r" -- "$3" -c "$4" >"$5/out.txt" 2>"$5/err.txt"
echo $? >"$5/rc"
cp -r "$1/runs/r" "$5/run" 2>/dev/null
exit 0
'''

failures = []


def check(ok, what):
    print("%s %s" % ("ok  " if ok else "FAIL", what), flush=True)
    if not ok:
        failures.append(what)


def namespace():
    """The unshare command that gives a private mount namespace here, or None."""
    unshare = shutil.which("unshare")
    if not unshare:
        return None
    for flags in (["-m"], ["-rm"]):
        if subprocess.run([unshare] + flags + ["true"], capture_output=True).returncode == 0:
            return [unshare] + flags
    return None


def record_on_tmpfs(ns, tmp, name, binary, python, keep_full):
    """Records COMMAND into a run folder on a fresh 2 MiB tmpfs; returns (exit code, stderr,
    the folder the run was copied to)."""
    mnt, keep = os.path.join(tmp, "mnt-" + name), os.path.join(tmp, "keep-" + name)
    os.mkdir(mnt)
    os.mkdir(keep)
    subprocess.run(ns + ["sh", "-c", INNER, "sh", mnt, binary, python, COMMAND, keep, "1" if keep_full else ""],
                   check=True, timeout=300)
    rc = int(open(os.path.join(keep, "rc")).read())
    return rc, open(os.path.join(keep, "err.txt"), errors="replace").read(), keep


def stays_full(ns, tmp, binary, python):
    rc, err, _ = record_on_tmpfs(ns, tmp, "full", binary, python, True)
    check(rc == 125, "a disk full to the end: record exits 125 (got %d)" % rc)
    check("bytes of stdout.txt" in err and "bytes of torch_logs.txt" in err and "manifest" in err,
          "a disk full to the end: the lost output and the unwritten manifest both said:\n     "
          + "\n     ".join(err.strip().splitlines()[-3:])[:600])


def main():
    binary, python = sys.argv[1], sys.argv[2]
    ns = namespace()
    if ns is None:
        print("FAIL no private mount namespace (unshare -m / -rm): a full disk cannot be made here")
        return 1
    with tempfile.TemporaryDirectory(prefix="cs-full-disk-") as tmp:
        rc, err, keep = record_on_tmpfs(ns, tmp, "moment", binary, python, False)
        check(rc == 125, "record exits 125 when output was lost (got %d)" % rc)
        check("No space left on device" in err and "bytes of stdout.txt" in err and "torch_logs.txt" in err,
              "record says what was lost and why:\n     " + err.strip().splitlines()[-1][:300])
        manifest = json.load(open(os.path.join(keep, "run", "manifest.json")))
        ex = manifest["exit"]
        check(ex["status"] == "exited" and ex["exit_code"] == 0, "the manifest says the command exited 0")
        lost = ex.get("output_lost") or {}
        printed = 300 * LINE
        # tmpfs gives whole pages: the last page of each file may still take up to 4 KiB.
        for stream in ("stdout", "stderr"):
            n = lost.get(stream + "_bytes", 0)
            check(printed - 8192 <= n <= printed,
                  "manifest exit.output_lost.%s_bytes = %d (printed while full: %d)" % (stream, n, printed))
        check("No space left on device" in lost.get("error", ""), "output_lost.error: %r" % lost.get("error"))
        stdout = open(os.path.join(keep, "run", "stdout.txt")).read().splitlines()
        # The last line written before the disk filled may be cut: the next line follows it on
        # the same line of the file, so lines are counted where they occur, not where lines start.
        text = "\n".join(stdout)
        check(text.count("before ") == 40 and text.count("after ") == 40,
              "stdout.txt keeps the lines before and after the full moment (%d before, %d after)"
              % (text.count("before "), text.count("after ")))
        check(len(stdout) < 380, "stdout.txt has a gap where the lost lines were (%d lines)" % len(stdout))
        stays_full(ns, tmp, binary, python)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
