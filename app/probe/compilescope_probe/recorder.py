"""The probe's output: JSON lines appended to the file COMPILESCOPE_AB_OUT names.

Records are buffered and written at most about once a second (and at exit), each write one
os.write of whole lines with O_APPEND, so several processes of one command (torchrun's
workers) can share the file: every record carries its process id. A forked child starts a
record stream of its own; what its parent had buffered is never written twice. Nothing here
ever raises into the user's program. The schema is in ../PROBE_JSON.md.
"""

import atexit
import json
import math
import os
import sys
import threading
import time

from . import PROBE_VERSION

_recorder = None

CALL_ERROR = 1  # the call raised
CALL_PARITY = 2  # a parity call (the original ran first on cloned inputs)
CALL_PROFILED = 4  # `ab --why`: the call ran under torch.profiler (not a steady call)


def seconds_since_process_start():
    """Seconds from the start of this process (Linux /proc; elsewhere from the probe's start)."""
    try:
        with open("/proc/self/stat", "rb") as f:
            stat = f.read().decode("ascii", "replace")
        # Field 22 (starttime, clock ticks after boot) comes after the command name in parentheses.
        fields = stat[stat.rindex(")") + 2 :].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", "rb") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return 0.0


def _finite(value):
    """JSON has no NaN or infinity: such numbers become null (their meaning is in flags beside them)."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(v) for v in value]
    return value


class Recorder:
    def __init__(self, cfg):
        self.cfg = cfg
        self.pid = os.getpid()
        self._lines = []
        self.calls = []  # [region, i, t0_ns, wall_ns, compiles, compile_ms, flags, gpu_ms]: formatted at flush
        self._lock = threading.Lock()
        self._perf_base = time.perf_counter_ns()
        self._t_base = seconds_since_process_start()
        self._last_flush = self._perf_base
        self._flush_ns = int(cfg.flush_seconds * 1e9)
        self._closed = False
        self.end_hooks = []  # callables returning a dict merged into the end record
        self.close_hooks = []  # callables run first at exit (resolve pending GPU times)
        self._start_record(forked_from=None)
        self.flush()
        atexit.register(self.close)
        if hasattr(os, "register_at_fork"):
            os.register_at_fork(after_in_child=self._after_fork)

    def _start_record(self, forked_from):
        self.emit(
            {
                "type": "start",
                "probe": PROBE_VERSION,
                "pid": self.pid,
                "ppid": os.getppid(),
                "forked_from": forked_from,
                "mode": self.cfg.mode,
                "parity_calls": self.cfg.parity_calls,
                "run": self.cfg.run_label,
                "rank": os.environ.get("RANK"),
                "python": sys.version.split()[0],
                "executable": sys.executable,
                "argv": list(sys.argv) if hasattr(sys, "argv") else [],
                "t": self.seconds_at(self._perf_base),
                "unix_time": time.time(),
            }
        )

    def _after_fork(self):
        parent = self.pid
        self.pid = os.getpid()
        self._lock = threading.Lock()
        self._lines = []
        del self.calls[:]
        self._perf_base = time.perf_counter_ns()
        self._t_base = 0.0
        self._closed = False
        self._start_record(forked_from=parent)

    def seconds_at(self, perf_ns):
        """Seconds since the process started, at a time.perf_counter_ns() reading."""
        return self._t_base + (perf_ns - self._perf_base) / 1e9

    def emit(self, record):
        record.setdefault("pid", self.pid)
        try:
            line = json.dumps(record, separators=(",", ":"), allow_nan=False)
        except ValueError:
            line = json.dumps(_finite(record), separators=(",", ":"))
        except TypeError as exc:
            line = json.dumps({"type": "probe_error", "pid": self.pid, "where": "emit", "message": str(exc)})
        with self._lock:
            self._lines.append(line)

    def maybe_flush(self, now_ns):
        if now_ns - self._last_flush >= self._flush_ns:
            self.flush()

    def format_call(self, c):
        region, i, t0, wall_ns, compiles, compile_ms, flags, gpu_ms = c
        s = '{"type":"call","region":%d,"i":%d,"t":%.6f,"wall_ms":%.6f' % (region, i, self.seconds_at(t0), wall_ns / 1e6)
        if gpu_ms is not None:
            s += ',"gpu_ms":%.6f' % gpu_ms
        if compiles:
            s += ',"compiles":' + json.dumps(compiles)
        if compile_ms:
            s += ',"compile_ms":%.3f' % compile_ms
        if flags & CALL_ERROR:
            s += ',"error":true'
        if flags & CALL_PARITY:
            s += ',"parity":true'
        if flags & CALL_PROFILED:
            s += ',"profiled":true'
        return s + ',"pid":%d}' % self.pid

    def flush(self):
        if os.getpid() != self.pid:
            return
        with self._lock:
            calls = self.calls[:]
            del self.calls[: len(calls)]
            lines = self._lines + [self.format_call(c) for c in calls]
            self._lines = []
            if not lines:
                return
            data = ("\n".join(lines) + "\n").encode("utf-8")
        self._last_flush = time.perf_counter_ns()
        try:
            fd = os.open(self.cfg.out_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
            try:
                view = memoryview(data)
                while view:
                    written = os.write(fd, view)
                    view = view[written:]
            finally:
                os.close(fd)
        except OSError:
            pass

    def close(self):
        if self._closed or os.getpid() != self.pid:
            return
        self._closed = True
        for hook in self.close_hooks:
            try:
                hook()
            except Exception as exc:
                self.error("close", exc)
        end = {"type": "end", "t": self.seconds_at(time.perf_counter_ns()), "peak_rss_bytes": peak_rss_bytes()}
        for hook in self.end_hooks:
            try:
                end.update(hook())
            except Exception as exc:
                self.error("end", exc)
        self.emit(end)
        self.flush()

    def error(self, where, exc):
        self.emit({"type": "probe_error", "where": where, "message": "%s: %s" % (type(exc).__name__, exc)})


def peak_rss_bytes():
    try:
        import resource

        kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return int(kib) * (1 if sys.platform == "darwin" else 1024)
    except Exception:
        return None


def open_recorder(cfg):
    global _recorder
    if _recorder is None:
        _recorder = Recorder(cfg)
    return _recorder


def get():
    return _recorder


def report_boot_error(exc):
    """A failure before the recorder existed: written straight to the output file."""
    path = os.environ.get("COMPILESCOPE_AB_OUT")
    if not path:
        return
    line = json.dumps({"type": "probe_error", "pid": os.getpid(), "where": "boot", "message": "%s: %s" % (type(exc).__name__, exc)})
    try:
        with open(path, "a", encoding="utf-8") as f:
            f.write(line + "\n")
    except OSError:
        pass
