"""Numerical parity: a compiled call against the original (eager) function on the same inputs.

For the first N calls of a region (COMPILESCOPE_AB_PARITY), before the compiled call:
  1. every tensor in the arguments is cloned (the compiled call may change its inputs in place);
  2. the random number generators (torch CPU and CUDA, Python's, NumPy's) and the buffers of the
     modules the call can reach (BatchNorm's running statistics, ...) are saved;
  3. the original function runs on the clones under torch.no_grad(), with nested compiled regions
     running eagerly too;
  4. the generators and buffers are put back exactly, so the compiled call and everything after it
     see the state they would have seen without the probe.
Then the compiled call's outputs are compared leaf by leaf with the reference: structure, dtype and
shape; NaN and infinity in the same places; |actual - expected| <= atol + rtol * |expected| with
dtype-appropriate tolerances (TOLERANCES). A region whose reference cannot run a second time without
side effects this cannot undo (it steps an optimizer, or calls backward) is reported as skipped.
"""

import math
import random
import sys

# (rtol, atol) per floating dtype name: torch.testing's defaults for 16-bit types and float64, and
# for float32 the 1e-4 relative tolerance Inductor's own accuracy checks use (a compiled kernel may
# reorder a reduction or fuse a multiply-add). Integers and booleans must match exactly.
TOLERANCES = {
    "float64": (1e-7, 1e-7),
    "complex128": (1e-7, 1e-7),
    "float32": (1e-4, 1e-5),
    "complex64": (1e-4, 1e-5),
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float8_e4m3fn": (0.125, 1e-3),
    "float8_e4m3fnuz": (0.125, 1e-3),
    "float8_e5m2": (0.25, 1e-3),
    "float8_e5m2fnuz": (0.25, 1e-3),
}

MAX_LEAVES = 64  # outputs listed per call; the verdict still covers every leaf


def dtype_name(dtype):
    return str(dtype).replace("torch.", "")


class _RngState:
    def __init__(self, torch):
        self.torch = torch
        self.cpu = torch.get_rng_state()
        self.cuda = torch.cuda.get_rng_state_all() if torch.cuda.is_initialized() else None
        self.py = random.getstate()
        numpy = sys.modules.get("numpy")
        self.np = numpy.random.get_state() if numpy is not None else None

    def restore(self):
        torch = self.torch
        torch.set_rng_state(self.cpu)
        if self.cuda is not None:
            torch.cuda.set_rng_state_all(self.cuda)
        random.setstate(self.py)
        if self.np is not None:
            sys.modules["numpy"].random.set_state(self.np)


def _clone_tree(torch, value):
    from torch.utils import _pytree as pytree

    leaves, spec = pytree.tree_flatten(value)
    cloned = [leaf.detach().clone() if isinstance(leaf, torch.Tensor) else leaf for leaf in leaves]
    return pytree.tree_unflatten(cloned, spec)


def _reachable(torch, owner, original, args, kwargs):
    """Modules and optimizers the reference call can touch: the compiled module, module
    arguments, the bound object of a method, and closure cells and globals the code names."""
    modules, optimizers = [], []
    seen = set()

    def visit(obj):
        if id(obj) in seen:
            return
        seen.add(id(obj))
        if isinstance(obj, torch.nn.Module):
            modules.append(obj)
        elif isinstance(obj, torch.optim.Optimizer):
            optimizers.append(obj)

    if owner is not None:
        visit(owner)
    for a in list(args) + list(kwargs.values()):
        visit(a)
    fn = getattr(original, "__func__", original)
    visit(getattr(original, "__self__", None))
    code = getattr(fn, "__code__", None)
    if code is not None:
        for cell in getattr(fn, "__closure__", None) or ():
            try:
                visit(cell.cell_contents)
            except ValueError:
                pass
        globals_ = getattr(fn, "__globals__", {})
        for name in code.co_names:
            if name in globals_:
                visit(globals_[name])
    return modules, optimizers


def reference(rt, region, owner, original, args, kwargs):
    """Runs the original on cloned inputs and returns (output, None), or (None, reason)."""
    torch = rt.torch
    modules, optimizers = _reachable(torch, owner, original, args, kwargs)
    if optimizers:
        return None, "the region steps an optimizer; parity compares forward-only regions"
    rng = _RngState(torch)
    buffers = [(b, b.detach().clone()) for m in modules for b in m.buffers()]
    tls = rt.tls
    try:
        cargs = _clone_tree(torch, args)
        ckwargs = _clone_tree(torch, kwargs)
        tls.reference = True
        with torch.no_grad():
            out = original(*cargs, **ckwargs)
        return _clone_tree(torch, out), None
    except Exception as exc:
        return None, "the original function could not run a second time: %s: %s" % (type(exc).__name__, exc)
    finally:
        tls.reference = False
        with torch.no_grad():
            for buffer, saved in buffers:
                if buffer.shape == saved.shape:
                    buffer.copy_(saved)
        rng.restore()


def _compare_tensor(torch, actual, expected):
    entry = {"dtype": dtype_name(expected.dtype), "shape": list(expected.shape), "numel": expected.numel()}
    if actual.dtype != expected.dtype or actual.shape != expected.shape:
        entry.update(ok=False, note="dtype or shape differs: %s %s" % (dtype_name(actual.dtype), list(actual.shape)))
        return entry
    a, e = actual.detach(), expected.detach()
    if a.device != e.device:
        a = a.to(e.device)
    if a.is_complex():
        a, e = torch.view_as_real(a), torch.view_as_real(e)
    if not a.is_floating_point():
        mismatched = int((a != e).sum().item()) if a.numel() else 0
        entry.update(ok=mismatched == 0, mismatched=mismatched, max_abs=None, max_rel=None, rtol=0.0, atol=0.0)
        return entry
    rtol, atol = TOLERANCES.get(entry["dtype"], (1e-4, 1e-5))
    a64, e64 = a.double(), e.double()
    nan_a, nan_e = torch.isnan(a64), torch.isnan(e64)
    inf_mismatch = int(((torch.isposinf(a64) != torch.isposinf(e64)) | (torch.isneginf(a64) != torch.isneginf(e64))).sum().item())
    nan_mismatch = int((nan_a != nan_e).sum().item())
    finite = torch.isfinite(a64) & torch.isfinite(e64)
    diff = torch.where(finite, (a64 - e64).abs(), torch.zeros_like(a64))
    scale = e64.abs()
    bad = finite & (diff > atol + rtol * scale)
    rel = torch.where(finite & (scale > atol), diff / scale.clamp_min(atol if atol > 0 else 1e-300), torch.zeros_like(a64))
    max_abs = float(diff.max().item()) if diff.numel() else 0.0
    max_rel = float(rel.max().item()) if rel.numel() else 0.0
    mismatched = int(bad.sum().item())
    entry.update(
        ok=mismatched == 0 and nan_mismatch == 0 and inf_mismatch == 0,
        max_abs=max_abs,
        max_rel=max_rel,
        rtol=rtol,
        atol=atol,
        mismatched=mismatched,
        nan_mismatch=nan_mismatch,
        inf_mismatch=inf_mismatch,
        nan_count=int(nan_e.sum().item()),
    )
    return entry


def compare(torch, actual, expected):
    """Leaf-by-leaf comparison; returns (ok, entries)."""
    from torch.utils import _pytree as pytree

    a_leaves, a_spec = pytree.tree_flatten(actual)
    e_leaves, e_spec = pytree.tree_flatten(expected)
    if a_spec != e_spec:
        return False, [{"path": "", "ok": False, "note": "output structure differs: %s vs %s" % (a_spec, e_spec)}]
    paths = [pytree.keystr(kp) for kp, _ in pytree.tree_flatten_with_path(expected)[0]]
    entries, ok = [], True
    for path, a, e in zip(paths, a_leaves, e_leaves):
        if isinstance(e, torch.Tensor) and isinstance(a, torch.Tensor):
            entry = _compare_tensor(torch, a, e)
        elif isinstance(e, float) and isinstance(a, float):
            close = (math.isnan(a) and math.isnan(e)) or a == e or abs(a - e) <= 1e-5 + 1e-4 * abs(e)
            entry = {"dtype": "python float", "ok": close, "max_abs": abs(a - e) if math.isfinite(a - e) else None}
        else:
            try:
                same = bool(a == e)
            except Exception:
                same = a is e
            entry = {"dtype": type(e).__name__, "ok": same}
        entry["path"] = path or "output"
        ok = ok and entry["ok"]
        entries.append(entry)
    if len(entries) > MAX_LEAVES:
        failing = [x for x in entries if not x["ok"]]
        entries = (failing + [x for x in entries if x["ok"]])[:MAX_LEAVES]
    return ok, entries
