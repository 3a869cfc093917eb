"""`ab --why`: a torch.profiler trace of a few steady calls per compiled region.

Once a region's call index reaches its start (COMPILESCOPE_AB_WHY_FROM: half the calls an earlier
process of the A/B made, so the warm-up is over), the next COMPILESCOPE_AB_WHY calls each run under
a torch.profiler of their own (CPU activity, and CUDA activity when the program initialised CUDA),
inside a "ProfilerStep#I" span, one region at a time. The trace is written gzipped beside the probe file
(why-rREGION-PID.json.gz) and a `why` record names it. Those calls are flagged `profiled`: the
analysis leaves them out of the steady times. The profiler only observes: the call gets the
same arguments and returns what it returns; a profiler that cannot start (the program runs one
of its own) means no trace for that region, said in a probe_error.

Also cheap facts for the analysis: the graph-break reasons Dynamo counted during each compile
(torch._dynamo.utils.counters["graph_break"], attributed to the region being called), where in
the user's code each break is (the innermost user frame of the break, as Dynamo's own graph-break
report names it: InstructionTranslatorBase.log_graph_break, observed through a forwarding
wrapper), and each CUDA graph skip's reason (Inductor's cudagraphs logger, read through a
forwarding proxy).
"""

import gzip
import json
import os
import sys
import time

PROFILED = 4  # call flag (recorder.format_call)


def _starts(text):
    try:
        value = json.loads(text) if text else {}
    except ValueError:
        value = {}
    if isinstance(value, int):
        value = {"*": value}
    return value if isinstance(value, dict) else {}


class Why:
    def __init__(self, runtime, cfg):
        self.rt = runtime
        self.calls = cfg.why_calls
        self.starts = _starts(cfg.why_from)
        self.default_start = max(1, int(self.starts.get("*", 10) or 10))
        self.dir = os.path.dirname(os.path.abspath(cfg.out_path))
        self.done = set()  # region ids traced (or given up)
        self.active = None  # [region, trace parts, first call, calls left, started ns]
        self.tracing = False  # a traced call is running (a region called inside it is not steady)
        self._breaks = None  # graph_break counter snapshot
        self._cg_patched = False
        self._sites = []  # graph-break sites since the last compile's record: [file, line, reason]
        self._sites_patched = False

    def start_of(self, region):
        value = self.starts.get(region.key, self.default_start)
        try:
            return max(1, int(value))
        except (TypeError, ValueError):
            return self.default_start

    def wants(self, region, i):
        return self.active is None and region.id not in self.done and i >= self.start_of(region)

    # ---- one profiled call --------------------------------------------------------------------
    # Each traced call runs under a profiler of its own, started right before it and stopped
    # right after it, so the trace holds the calls and nothing the program does between them;
    # the calls' traces are merged into one file at the end.
    def call(self, region, i, target, args, kwargs):
        rt = self.rt
        if self.active is None:
            self.active = [region, [], i, self.calls, time.perf_counter_ns()]
        prof = self._profiler(region)
        if prof is None:  # the profiler would not start: what was traced so far is written
            if self.active[1]:
                self._write(i - 1)
            self.active = None
            return rt._call(region, i, target, args, kwargs, 0)
        step = None
        try:
            step = rt.torch.autograd.profiler.record_function("ProfilerStep#%d" % i)
            step.__enter__()
        except Exception:
            step = None
        self.tracing = True
        try:
            return rt._call(region, i, target, args, kwargs, PROFILED)
        finally:
            self.tracing = False
            try:
                if step is not None:
                    step.__exit__(None, None, None)
                prof.__exit__(None, None, None)
                part = os.path.join(self.dir, "why-r%d-%d.part%d.json" % (region.id, os.getpid(), len(self.active[1])))
                prof.export_chrome_trace(part)
                self.active[1].append(part)
            except Exception as exc:
                rt.recorder.error("why profiler", exc)
            self.active[3] -= 1
            if self.active[3] <= 0:
                self._write(i)

    def _profiler(self, region):
        torch = self.rt.torch
        try:
            import warnings

            from torch.profiler import ProfilerActivity, profile

            activities = [ProfilerActivity.CPU]
            if torch.cuda.is_available() and torch.cuda.is_initialized():
                activities.append(ProfilerActivity.CUDA)
            prof = profile(activities=activities)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                prof.__enter__()
            return prof
        except Exception as exc:
            self.done.add(region.id)
            self.rt.recorder.error("why profiler", exc)
            return None

    def _write(self, last):
        region, parts, first, _, started = self.active
        self.active = None
        self.done.add(region.id)
        rec = self.rt.recorder
        try:
            merged = None
            for part in parts:
                with open(part, "rb") as f:
                    doc = json.load(f)
                if merged is None:
                    merged = doc
                else:
                    merged.setdefault("traceEvents", []).extend(doc.get("traceEvents", []))
            name = "why-r%d-%d.json.gz" % (region.id, os.getpid())
            if merged is not None:
                with gzip.open(os.path.join(self.dir, name), "wt", compresslevel=3, encoding="utf-8") as out:
                    json.dump(merged, out, separators=(",", ":"))
                rec.emit({"type": "why", "region": region.id, "first": first, "last": last, "trace": name,
                          "ms": round((time.perf_counter_ns() - started) / 1e6, 3)})
        except Exception as exc:
            rec.error("why trace", exc)
        finally:
            for part in parts:
                try:
                    os.unlink(part)
                except OSError:
                    pass

    def close(self):
        """At exit with a trace still open (the program made fewer calls): write what was traced."""
        if self.active is not None and self.active[1]:
            self._write(self.active[2] + len(self.active[1]) - 1)

    # ---- compile facts ------------------------------------------------------------------------
    def compile_started(self):
        if self._breaks is None:
            self._breaks = self._graph_breaks()
        if not self._cg_patched:
            self._patch_cudagraph_log()
        if not self._sites_patched:
            self._patch_break_sites()

    def _graph_breaks(self):
        try:
            from torch._dynamo.utils import counters

            return dict(counters.get("graph_break", {}))
        except Exception:
            return {}

    def new_graph_breaks(self):
        """Reasons counted since the last call (a compile's breaks), with their counts."""
        before = self._breaks or {}
        now = self._graph_breaks()
        self._breaks = now
        return {str(k)[:500]: v - before.get(k, 0) for k, v in now.items() if v > before.get(k, 0)}

    def new_break_sites(self):
        """The user-code sites of the breaks since the last call, each (file, line, reason) once."""
        sites, self._sites = self._sites, []
        out, seen = [], set()
        for file, line, reason in sites:
            key = (file, line, reason)
            if key not in seen and len(out) < 20:
                seen.add(key)
                out.append({"file": file, "line": line, "reason": reason})
        return out

    def _patch_break_sites(self):
        self._sites_patched = True
        try:
            from torch._dynamo import symbolic_convert
        except Exception:
            return
        cls = getattr(symbolic_convert, "InstructionTranslatorBase", None)
        original = getattr(cls, "log_graph_break", None)
        if original is None or getattr(original, "_compilescope_sites", False):
            return
        sites = self._sites_sink

        def log_graph_break(translator, code_options, reason, exc, *args, **kwargs):
            if not getattr(exc, "logged", True):
                sites(translator, reason, exc)
            return original(translator, code_options, reason, exc, *args, **kwargs)

        log_graph_break._compilescope_sites = True
        log_graph_break.__wrapped__ = original
        cls.log_graph_break = log_graph_break

    def _sites_sink(self, translator, reason, exc):
        try:
            stack = getattr(exc, "real_stack", None)
            if not stack:
                import torch._guards

                stack = torch._guards.TracingContext.extract_stack()
            if stack:
                file, line = stack[-1].filename, stack[-1].lineno
            else:
                file, line = translator.f_code.co_filename, translator.lineno
            if len(self._sites) < 200:
                # The break's own message (as counted in counters["graph_break"]), not the
                # generic "Encountered graph break when attempting to trace ..." line.
                text = str(exc) if exc is not None else str(reason)
                self._sites.append((str(file)[:500], int(line or 0), text.strip().split("\n", 1)[0][:500]))
        except Exception:
            pass

    def _patch_cudagraph_log(self):
        module = sys.modules.get("torch._inductor.cudagraph_utils")
        if module is None:
            return
        self._cg_patched = True
        log = getattr(module, "cudagraphs_log", None)
        if log is None or isinstance(log, _LogProxy):
            return
        module.cudagraphs_log = _LogProxy(log, self._cudagraph_skip)

    def _cudagraph_skip(self, msg):
        stack = getattr(self.rt.tls, "stack", None)
        region = stack[-1].region.id if stack else None
        self.rt.recorder.emit({"type": "cudagraph_skip", "region": region, "reason": str(msg)[:500]})


class _LogProxy:
    """Inductor's cudagraphs logger, forwarded untouched; its warnings (the skip reasons) are
    also handed to the probe."""

    def __init__(self, log, sink):
        self._log = log
        self._sink = sink

    def warning(self, msg, *args, **kwargs):
        try:
            self._sink(msg % args if args else msg)
        except Exception:
            pass
        return self._log.warning(msg, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._log, name)
