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
        """Peak memory per device this process used (the program's own CUDA context only)."""
        cuda = self._cuda
        if not cuda.is_initialized():
            return {"cuda": None, "unresolved_gpu_times": self.unresolved}
        devices = []
        for index in range(cuda.device_count()):
            try:
                allocated = cuda.max_memory_allocated(index)
                reserved = cuda.max_memory_reserved(index)
            except Exception:
                continue
            if allocated == 0 and reserved == 0:
                continue
            devices.append(
                {
                    "device": index,
                    "name": cuda.get_device_name(index),
                    "capability": "%d.%d" % cuda.get_device_capability(index),
                    "max_allocated_bytes": int(allocated),
                    "max_reserved_bytes": int(reserved),
                }
            )
        return {"cuda": devices, "unresolved_gpu_times": self.unresolved}
