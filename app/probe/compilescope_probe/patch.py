"""torch.compile and torch._dynamo.optimize, replaced by versions that wrap what they return.

What the script gets back is what torch gives it: the same OptimizedModule (with its `forward`
timed) or a function carrying the same attributes as torch's (functools.wraps, so Dynamo still
inlines it when an outer compiled function calls it: no new graph break). Per mode:
  eager     the real torch.compile is called with the script's arguments (same object types,
            same state_dict keys), but every call runs the original callable: Dynamo never runs;
  a mode    the real torch.compile is called with `mode` replaced (when the script passes
            `options`, the mode's options are merged over a copy of them); a backend other than
            inductor is left alone and the region says so.
"""

import functools
import os
import threading
import time

from . import parity, recorder
from .config import EAGER


class Region:
    __slots__ = ("id", "key", "calls", "parity_left", "owner", "inductor", "fallback_random")

    def __init__(self, rid, key, parity_left, owner):
        self.id = rid
        self.key = key
        self.calls = 0
        self.parity_left = parity_left
        self.owner = owner  # the nn.Module a module region wraps (for parity), else None
        self.inductor = True  # its random numbers may not be eager's (unless fallback_random)
        self.fallback_random = False  # the script's options ask Inductor for eager's random numbers


class _Tls(threading.local):
    reference = False  # a parity reference run is in progress on this thread
    stack = None  # the timed calls in progress on this thread, innermost last


class _Frame:
    __slots__ = ("region", "i", "compiles", "compile_ms")

    def __init__(self, region, i):
        self.region = region
        self.i = i
        self.compiles = None
        self.compile_ms = 0.0


def _unwrapped(fn):
    """The function behind decorators (functools.wraps sets __wrapped__): transformers wraps every
    model's forward, and the user compiled the forward, not the decorator's `wrapper`."""
    import inspect

    try:
        return inspect.unwrap(fn)
    except Exception:  # a cycle or an object whose __wrapped__ misbehaves: keep what we have
        return fn


def _code_location(fn):
    fn = _unwrapped(getattr(fn, "__func__", fn))
    code = getattr(fn, "__code__", None)
    if code is None:
        call = getattr(type(fn), "__call__", None)
        code = getattr(call, "__code__", None)
    if code is None:
        return "", 0
    return code.co_filename, code.co_firstlineno


_SKIP_DIRS = (os.path.dirname(os.path.abspath(__file__)),)


def _call_site():
    """Where the script asked for the compile: the first frame outside torch and the probe."""
    import sys

    torch_dir = os.path.dirname(getattr(sys.modules.get("torch"), "__file__", "") or "")
    frame = sys._getframe(1)
    while frame is not None:
        file = frame.f_code.co_filename
        if not file.startswith(_SKIP_DIRS) and not (torch_dir and file.startswith(torch_dir)) and file != functools.__file__:
            return file, frame.f_lineno
        frame = frame.f_back
    return "", 0


def describe(torch, model):
    """Name, kind and source location of what torch.compile was given."""
    if isinstance(model, torch.nn.Module):
        cls = type(model)
        file, line = _code_location(getattr(cls, "forward", None))
        return "%s.forward" % cls.__qualname__, "module", file, line
    fn = getattr(model, "__func__", model)
    name = getattr(fn, "__qualname__", None) or type(model).__qualname__
    file, line = _code_location(model)
    return name, "function", file, line


class Runtime:
    def __init__(self, cfg):
        self.cfg = cfg
        self.recorder = recorder.open_recorder(cfg)
        self.tls = _Tls()
        self.torch = None
        self.gpu = None
        self.gpu_begin = None
        self._regions = []
        self._keys = {}
        self._owner = {}  # compile id (frame/attempt) -> region id, for compiles outside a call
        self._callbacks = None
        self._compile_start = {}
        self._torch_described = False
        self._real_optimize = None
        self.memory = None
        self.why = None  # why.Why with `ab --why`

    # ---- patching ---------------------------------------------------------------------------
    def patch_torch(self, torch):
        self.torch = torch
        from .timing import CudaMemory, GpuTimer

        self.gpu = GpuTimer(torch, self.recorder.calls.append)
        self.gpu_begin = self.gpu.begin
        self.memory = CudaMemory(torch)
        for module in (torch.cuda, getattr(torch.cuda, "memory", None)):
            for name in ("reset_peak_memory_stats", "reset_max_memory_allocated", "reset_max_memory_cached"):
                self.memory.wrap_reset(module, name)
        self.recorder.close_hooks.append(self.gpu.close)
        self.recorder.end_hooks.append(self.gpu.memory)
        self.recorder.end_hooks.append(lambda: {"cuda": self.memory.summary(), "parity_windows": self.memory.windows})
        self.recorder.end_hooks.append(self._summary)
        if self.cfg.why_calls > 0:
            from .why import Why

            self.why = Why(self, self.cfg)
            self.recorder.close_hooks.insert(0, self.why.close)
        real = torch.compile
        runtime = self

        @functools.wraps(real)
        def compile(model=None, **kwargs):
            if model is None:  # decorator form: @torch.compile(mode=...)

                def decorate(fn):
                    return compile(fn, **kwargs) if fn is not None else real(None, **kwargs)(fn)

                return decorate
            return runtime.compile(real, model, kwargs)

        compile.__compilescope_probe__ = True
        torch.compile = compile
        self.recorder.emit({"type": "torch", "version": torch.__version__, "cuda": torch.version.cuda,
                            "git": getattr(torch.version, "git_version", None), "hip": torch.version.hip})

    def patch_dynamo(self, dynamo):
        real = dynamo.optimize
        self._real_optimize = real
        runtime = self

        @functools.wraps(real)
        def optimize(*args, **kwargs):
            ctx = real(*args, **kwargs)
            if getattr(runtime.tls, "in_compile", False) or not callable(ctx):
                return ctx
            return _OptimizeContext(runtime, ctx, args, kwargs)

        optimize.__compilescope_probe__ = True
        dynamo.optimize = optimize
        # torch._dynamo.reset() drops every compile callback: ours come back right after it.
        real_reset = dynamo.reset

        @functools.wraps(real_reset)
        def reset(*args, **kwargs):
            try:
                return real_reset(*args, **kwargs)
            finally:
                runtime._ensure_callbacks()

        dynamo.reset = reset

    # ---- torch.compile ----------------------------------------------------------------------
    def compile(self, real, model, kwargs):
        torch = self.torch
        try:
            region, call_kwargs = self._new_region(model, kwargs, source="torch.compile")
        except Exception as exc:
            self.recorder.error("torch.compile", exc)
            return real(model, **kwargs)
        self.tls.in_compile = True
        try:
            result = real(model, **call_kwargs)
        finally:
            self.tls.in_compile = False
        if region is None or result is model:
            return result
        try:
            return self._wrap(region, result, model)
        except Exception as exc:
            self.recorder.error("wrap", exc)
            return result

    def _describe_modes(self):
        if self._torch_described:
            return
        self._torch_described = True
        try:
            import torch._inductor

            modes = sorted(torch._inductor.list_mode_options().keys())
        except Exception:
            modes = None
        try:
            from importlib import metadata

            triton = metadata.version("triton")
        except Exception:
            triton = None
        self.recorder.emit({"type": "modes", "modes": modes, "triton": triton})
        return modes

    def _new_region(self, model, kwargs, source):
        torch = self.torch
        self._describe_modes()
        name, kind, file, line = describe(torch, model)
        site_file, site_line = _call_site()
        key = "%s@%s:%d" % (name, os.path.basename(site_file) if site_file else "?", site_line)
        n = self._keys.get(key, 0) + 1
        self._keys[key] = n
        if n > 1:
            key = "%s#%d" % (key, n)
        rid = len(self._regions) + 1
        record = {"type": "region", "region": rid, "key": key, "name": name, "kind": kind, "file": file,
                  "line": line, "site_file": site_file, "site_line": site_line, "source": source,
                  "applied_mode": self.cfg.mode}
        call_kwargs = dict(kwargs)
        if source == "torch.compile":
            record["script_mode"] = kwargs.get("mode")
            backend = kwargs.get("backend", "inductor")
            record["backend"] = backend if isinstance(backend, str) else getattr(backend, "__name__", type(backend).__name__)
            record["script_options"] = sorted(kwargs["options"].keys()) if isinstance(kwargs.get("options"), dict) else None
            record["fullgraph"] = bool(kwargs.get("fullgraph", False))
            record["dynamic"] = kwargs.get("dynamic")
            if kwargs.get("disable"):
                record["applied_mode"] = None
                record["note"] = "torch.compile(disable=True) in the script: not compiled, not timed"
                self.recorder.emit(record)
                return None, call_kwargs
            if self.cfg.mode != EAGER:
                call_kwargs, note = self._apply_mode(call_kwargs, record)
                if note:
                    record["note"] = note
        else:
            record["backend"] = "torch._dynamo.optimize"
            if self.cfg.mode != EAGER:
                record["applied_mode"] = None
                record["note"] = "torch._dynamo.optimize: the script's backend is kept; only eager replaces it"
        parity_left = self.cfg.parity_calls if self.cfg.mode != EAGER else 0
        region = Region(rid, key, parity_left, model if isinstance(model, torch.nn.Module) else None)
        backend = record.get("backend")
        region.inductor = backend in ("inductor", "torch._dynamo.optimize") or not isinstance(backend, str)
        options = kwargs.get("options")
        region.fallback_random = isinstance(options, dict) and bool(options.get("fallback_random"))
        self._regions.append(region)
        self.recorder.emit(record)
        return region, call_kwargs

    def _apply_mode(self, kwargs, record):
        mode = self.cfg.mode
        backend = kwargs.get("backend", "inductor")
        if not (isinstance(backend, str) and backend == "inductor"):
            record["applied_mode"] = None
            return kwargs, "backend %s: compile modes apply to inductor only; the script's settings are kept" % record["backend"]
        import torch._inductor

        known = torch._inductor.list_mode_options()
        if mode not in known:
            self.recorder.emit({"type": "probe_error", "where": "mode", "kind": "unknown_mode", "mode": mode,
                                "known": sorted(known.keys()), "message": "this torch has no mode %r" % mode})
            self.recorder.flush()
        options = kwargs.get("options")
        if options:
            merged = dict(options)
            merged.update(known.get(mode, {}))
            kwargs["options"] = merged
            kwargs.pop("mode", None)
            return kwargs, "the script passes options; the %s mode's options were merged over a copy of them" % mode
        kwargs["mode"] = mode
        return kwargs, None

    # ---- wrapping ---------------------------------------------------------------------------
    def _wrap(self, region, result, original):
        torch = self.torch
        if isinstance(result, torch.nn.Module) and "_orig_mod" in getattr(result, "_modules", {}):
            attr = "_forward" if "_forward" in result.__dict__ else "forward"
            compiled = result.__dict__[attr]
            inner = result._orig_mod
            result.__dict__[attr] = self._wrapper(region, compiled, inner.__call__)
            region.owner = inner
            return result
        if callable(result):
            return self._wrapper(region, result, original)
        return result

    def _wrapper(self, region, compiled, original):
        target = original if self.cfg.mode == EAGER else compiled
        is_compiling = getattr(getattr(self.torch, "compiler", None), "is_compiling", None) or (lambda: False)
        tls = self.tls
        timed = self._timed_call

        def compilescope_probe_wrapper(*args, **kwargs):
            if is_compiling():  # traced by an outer compile: stay out of the graph
                return compiled(*args, **kwargs)
            if tls.reference:  # inside a parity reference run
                return original(*args, **kwargs)
            return timed(region, target, original, args, kwargs)

        try:
            functools.update_wrapper(compilescope_probe_wrapper, compiled)
        except Exception:
            pass
        compilescope_probe_wrapper.__compilescope_region__ = region.key
        return compilescope_probe_wrapper

    # ---- one call ---------------------------------------------------------------------------
    # The hot path: a call costs two clock reads, a frame object and one list of numbers; the
    # JSON is written at flush time (recorder.format_call), never inside a call.
    def _timed_call(self, region, target, original, args, kwargs):
        i = region.calls
        region.calls = i + 1
        if not i & 1023:
            self._ensure_callbacks()
        if region.parity_left > 0:
            return self._parity_call(region, i, target, original, args, kwargs)
        why = self.why
        if why is not None:
            if why.active is not None and why.active[0] is region or why.wants(region, i):
                return why.call(region, i, target, args, kwargs)
            if why.tracing:  # a region called inside a traced call: not a steady call
                return self._call(region, i, target, args, kwargs, recorder.CALL_PROFILED)
        return self._call(region, i, target, args, kwargs, 0)

    def _call(self, region, i, target, args, kwargs, flags):
        tls = self.tls
        stack = tls.stack
        if stack is None:
            stack = tls.stack = []
        frame = _Frame(region, i)
        stack.append(frame)
        gpu = self.gpu_begin() if self.gpu_begin is not None else None
        t0 = time.perf_counter_ns()
        try:
            out = target(*args, **kwargs)
        except BaseException:
            self._record(frame, t0, time.perf_counter_ns(), gpu, flags | recorder.CALL_ERROR)
            raise
        self._record(frame, t0, time.perf_counter_ns(), gpu, flags)
        return out

    def _record(self, frame, t0, t1, gpu, flags):
        self.tls.stack.pop()
        call = [frame.region.id, frame.i, t0, t1 - t0, frame.compiles, frame.compile_ms, flags, None]
        rec = self.recorder
        if gpu is not None:
            self.gpu.end(gpu, call)
        else:
            rec.calls.append(call)
        rec.maybe_flush(t1)

    def _parity_call(self, region, i, target, original, args, kwargs):
        region.parity_left -= 1
        window = self.memory.parity_window() if self.memory is not None else None
        try:
            ref = parity.reference(self, region.owner, original, args, kwargs)
        except Exception as exc:  # the probe's own failure: the program's call goes on untouched
            ref = parity.Reference()
            ref.skipped = "the probe could not run the reference: %s: %s" % (type(exc).__name__, exc)
        if window is not None:
            window.before_compiled()
        try:
            out = self._call(region, i, target, args, kwargs, recorder.CALL_PARITY)
        except BaseException as exc:
            why = "the call raised %s" % type(exc).__name__
            ref.skipped = why + (" (the original too: %s)" % ref.skipped if ref.skipped else "")
            self._close_parity(region, i, None, ref, args, kwargs, window)
            raise
        self._close_parity(region, i, out, ref, args, kwargs, window)
        return out

    def _close_parity(self, region, i, out, ref, args, kwargs, window):
        if window is not None:
            window.after_compiled()
        try:
            self._check_parity(region, i, out, ref, args, kwargs)
        finally:
            ref.output = ref.args = ref.kwargs = ref.copies = ref.modules = None
            if window is not None:
                window.close()

    def _random_differs(self, region):
        """Inductor draws its own random numbers (not eager's) unless fallback_random is on."""
        if not region.inductor or region.fallback_random:
            return False
        try:
            import torch._inductor.config as inductor_config

            return not inductor_config.fallback_random
        except Exception:
            return True

    def _check_parity(self, region, i, out, ref, args, kwargs):
        record = {"type": "parity", "region": region.id, "call": i}
        if not ref.skipped and ref.random and self._random_differs(region):
            ref.skipped = ("the region draws random numbers, and Inductor's are not eager's "
                           "(torch._inductor.config.fallback_random is off)")
        if ref.skipped:
            record.update(ok=None, skipped=ref.skipped)
        else:
            try:
                torch = self.torch
                ok, outputs = parity.compare(torch, out, ref.output, ref.copies)
                inputs_ok, inputs, compared = parity.compare_inputs(torch, args, kwargs, ref)
                record.update(ok=ok and inputs_ok, outputs=parity.limit(outputs + inputs), inputs_compared=compared)
                if ref.random:
                    record["random"] = True
            except Exception as exc:
                record.update(ok=None, skipped="comparison failed: %s: %s" % (type(exc).__name__, exc))
        self.recorder.emit(record)

    # ---- compile events ---------------------------------------------------------------------
    def _ensure_callbacks(self):
        try:
            handler = self.torch._dynamo.callback_handler
        except Exception:
            return
        if self._callbacks is None:
            self._callbacks = (self._on_compile_start, self._on_compile_end)
        start, end = self._callbacks
        # torch._dynamo.reset() clears every callback: register again when ours are gone.
        if start not in handler.start_callbacks:
            handler.register_start_callback(start)
        if end not in handler.end_callbacks:
            handler.register_end_callback(end)

    def _on_compile_start(self, args):
        try:
            self._compile_start[threading.get_ident()] = time.perf_counter_ns()
            if self.why is not None:
                self.why.compile_started()
        except Exception:
            pass

    def _on_compile_end(self, args):
        try:
            now = time.perf_counter_ns()
            started = self._compile_start.pop(threading.get_ident(), now)
            ms = (now - started) / 1e6
            cid = str(getattr(args, "compile_id", ""))
            trigger = getattr(getattr(args, "callback_trigger", None), "name", "DYNAMO").lower()
            base = cid.split("_")[0]
            stack = getattr(self.tls, "stack", None)
            record = {"type": "compile", "id": cid, "trigger": trigger, "t": round(self.recorder.seconds_at(started), 6),
                      "ms": round(ms, 3), "region": None, "call": None}
            if self.why is not None and trigger == "dynamo":
                breaks = self.why.new_graph_breaks()
                if breaks:
                    record["graph_breaks"] = breaks
                sites = self.why.new_break_sites()
                if sites:
                    record["graph_break_sites"] = sites
            if stack:
                frame = stack[-1]
                record["region"], record["call"] = frame.region.id, frame.i
                frame.compile_ms += ms
                if trigger == "dynamo":
                    frame.compiles = (frame.compiles or []) + [cid]
                    self._owner.setdefault(base, frame.region.id)
            else:
                record["region"] = self._owner.get(base)
            self.recorder.emit(record)
        except Exception as exc:
            self.recorder.error("compile callback", exc)

    def _summary(self):
        return {"regions": [{"region": r.id, "key": r.key, "calls": r.calls} for r in self._regions]}


class _OptimizeContext:
    """What the patched torch._dynamo.optimize returns: the real context, whose decorator use
    wraps the result like torch.compile's. Everything else is the real context's."""

    def __init__(self, runtime, ctx, args, kwargs):
        self._runtime = runtime
        self._ctx = ctx

    def __call__(self, fn):
        rt = self._runtime
        result = self._ctx(fn)
        if result is fn:
            return result
        try:
            region, _ = rt._new_region(fn, {}, source="torch._dynamo.optimize")
            return rt._wrap(region, result, fn)
        except Exception as exc:
            rt.recorder.error("wrap", exc)
            return result

    def __enter__(self):
        return self._ctx.__enter__()

    def __exit__(self, *exc):
        return self._ctx.__exit__(*exc)

    def __getattr__(self, name):
        return getattr(self._ctx, name)
