"""GPU time per call without a synchronisation per call.

A pair of CUDA events is recorded on the current stream around each call; the pairs wait in a
queue and are read once the end event has completed (Event.query(), which never blocks),
checked every 32 calls, and at exit after one synchronisation. Events are reused per device.
No event is recorded when CUDA has not been initialised by the program (the probe never starts
a CUDA context of its own) or while the current stream is being captured into a CUDA graph.
"""

import collections


class GpuTimer:
    POLL_EVERY = 32

    def __init__(self, torch, done):
        self._torch = torch
        self._cuda = torch.cuda
        self._done = done  # receives each call record once its GPU time is known
        self._free = collections.defaultdict(list)  # device index -> [(start, end)]
        self._pending = collections.deque()  # (device, start, end, record)
        self._since_poll = 0
        self.unresolved = 0

    def begin(self):
        cuda = self._cuda
        if not cuda.is_initialized():
            return None
        try:
            if cuda.is_current_stream_capturing():
                return None
            stream = cuda.current_stream()
            device = stream.device_index
            free = self._free[device]
            if free:
                start, end = free.pop()
            else:
                start = cuda.Event(enable_timing=True)
                end = cuda.Event(enable_timing=True)
            start.record(stream)
            return (device, start, end, stream)
        except Exception:
            return None

    def end(self, token, record):
        device, start, end, stream = token
        try:
            end.record(stream)
        except Exception:
            self._done(record)
            return
        self._pending.append((device, start, end, record))
        self._since_poll += 1
        if self._since_poll >= self.POLL_EVERY:
            self._since_poll = 0
            self.poll(block=False)

    def poll(self, block):
        pending = self._pending
        while pending:
            device, start, end, record = pending[0]
            try:
                if not block and not end.query():
                    return
                if block:
                    end.synchronize()
                record[7] = start.elapsed_time(end)
            except Exception:
                self.unresolved += 1
            pending.popleft()
            self._free[device].append((start, end))
            self._done(record)

    def close(self):
        """At exit: one synchronisation, then every pending time is read."""
        self.poll(block=True)

    def memory(self):
        return {"unresolved_gpu_times": self.unresolved}


class CudaMemory:
    """Peak CUDA memory per device for the program, with the parity checks' own allocations left
    out and reported apart.

    The caching allocator keeps one peak per device since its last reset. The probe folds that
    peak into its own before every reset: before the program's own resets (reset_peak_memory_stats
    is wrapped; the program still gets exactly what it asked for), so the result is the peak of
    the whole process; and around each parity call (parity_window), where the counters are reset
    before the reference call, before and after the compiled call and at the end, so that:
      - the reference call's and the comparison's peaks count as parity memory;
      - the compiled call's peak counts for the program less what the parity check held while it
        ran (the argument copies and the reference's outputs): `held`.
    Reserved memory is folded the same way, except that blocks the parity check freed stay in the
    allocator's cache and may count. Nothing here runs when the program never initialised CUDA.
    """

    def __init__(self, torch):
        self._cuda = torch.cuda
        self.program = {}  # device -> [peak allocated, peak reserved]
        self.parity = {}  # device -> most memory the parity checks needed beyond the program's
        self.windows = 0

    def _devices(self):
        cuda = self._cuda
        return range(cuda.device_count()) if cuda.is_initialized() else ()

    def _fold(self, device, less=0):
        cuda = self._cuda
        peak = self.program.setdefault(device, [0, 0])
        peak[0] = max(peak[0], int(cuda.max_memory_allocated(device)) - less)
        peak[1] = max(peak[1], int(cuda.max_memory_reserved(device)))

    def wrap_reset(self, module, name):
        """Wraps the program's own reset of the peak counters so the probe keeps the peak."""
        real = getattr(module, name, None)
        if real is None or getattr(real, "__compilescope_probe__", False):
            return
        import functools

        memory = self

        @functools.wraps(real)
        def reset(device=None, *args, **kwargs):
            try:
                if memory._cuda.is_initialized():
                    memory._fold(memory._cuda._get_device_index(device, optional=True))
            except Exception:
                pass
            return real(device, *args, **kwargs)

        reset.__compilescope_probe__ = True
        setattr(module, name, reset)

    def parity_window(self):
        return _ParityWindow(self)

    def summary(self):
        """The end record's `cuda`: per device that was used, the program's peaks and the parity's."""
        cuda = self._cuda
        if not cuda.is_initialized():
            return None
        devices = []
        for index in self._devices():
            try:
                self._fold(index)
            except Exception:
                continue
            allocated, reserved = self.program.get(index, (0, 0))
            if allocated == 0 and reserved == 0:
                continue
            devices.append(
                {
                    "device": index,
                    "name": cuda.get_device_name(index),
                    "capability": "%d.%d" % cuda.get_device_capability(index),
                    "max_allocated_bytes": int(allocated),
                    "max_reserved_bytes": int(reserved),
                    "parity_allocated_bytes": int(self.parity[index]) if index in self.parity else None,
                }
            )
        return devices


class _ParityWindow:
    """One parity call's phases: reference, compiled call, comparison (see CudaMemory)."""

    def __init__(self, memory):
        self.m = memory
        self.start = {}  # device -> allocated when the window opened
        self.held = {}  # device -> allocated by the parity check while the compiled call ran
        self.after = {}  # device -> allocated after the compiled call
        for d in memory._devices():
            try:
                memory._fold(d)
                self.start[d] = int(memory._cuda.memory_allocated(d))
                memory._cuda.reset_peak_memory_stats(d)
            except Exception:
                pass
        memory.windows += 1

    def _parity_peak(self, device, beyond):
        m = self.m
        extra = int(m._cuda.max_memory_allocated(device)) - beyond
        m.parity[device] = max(m.parity.get(device, 0), extra)

    def before_compiled(self):
        m = self.m
        for d in m._devices():
            try:
                start = self.start.setdefault(d, 0)  # CUDA may have started inside the reference
                self._parity_peak(d, start)
                self.held[d] = max(0, int(m._cuda.memory_allocated(d)) - start)
                m.parity[d] = max(m.parity.get(d, 0), self.held[d])
                m._cuda.reset_peak_memory_stats(d)
            except Exception:
                pass

    def after_compiled(self):
        m = self.m
        for d in m._devices():
            try:
                m._fold(d, self.held.get(d, 0))
                self.after[d] = int(m._cuda.memory_allocated(d))
                m._cuda.reset_peak_memory_stats(d)
            except Exception:
                pass

    def close(self):
        """After the comparison, with the parity's objects freed."""
        m = self.m
        for d in m._devices():
            try:
                program = self.after.get(d, int(m._cuda.memory_allocated(d))) - self.held.get(d, 0)
                self._parity_peak(d, program)
                m._cuda.reset_peak_memory_stats(d)
            except Exception:
                pass
