"""Numerical parity: a compiled call against the original (eager) function, invisible to the program.

For the first N calls of a region (COMPILESCOPE_AB_PARITY), before the compiled call:
  1. the arguments are deep-copied (copy_arguments): every tensor reachable from them (through
     tuples, lists, dicts and objects' attributes) is cloned on its device, keeping its strides,
     its requires_grad and the aliasing between arguments that share storage; everything else is
     copied with copy.deepcopy, with a memo that maps those tensors to their clones and modules to
     themselves. An argument deepcopy refuses (a lock, a file, a non-leaf tensor it cannot find)
     means no parity for that call, and the record says which argument and why;
  2. the random number generators (torch CPU and CUDA, Python's, NumPy's) and the state of the
     modules the call can reach (buffers such as BatchNorm's running statistics, attributes) are
     saved;
  3. the original function runs on the copies under torch.no_grad(), with nested compiled regions
     running eagerly too;
  4. the generators and modules are put back exactly, so the compiled call starts from the same
     random state as the reference did and sees the state it would have seen without the probe.
The compiled call then gets exactly the program's own arguments. Afterwards its outputs are
compared leaf by leaf with the reference's, and so are the arguments and module buffers (what the
compiled call changed in place against what the reference changed in its copies): structure,
dtype and shape; NaN and infinity in the same places; |actual - expected| <= atol + rtol *
|expected| with dtype-appropriate tolerances (TOLERANCES), in chunks of CHUNK elements so the
comparison itself needs little memory. Not compared, with the reason recorded: a region that steps
an optimizer, has uninitialised lazy modules, or (when the reference drew random numbers) runs on
Inductor without fallback_random, whose random numbers are not eager's.
"""

import copy
import math
import random
import sys
import types

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
CHUNK = 1 << 18  # elements compared at once: a few MiB of float64 temporaries
WALK_LIMIT = 100000  # objects visited when looking for the tensors inside arguments
_ATOMIC = (str, bytes, bytearray, int, float, complex, bool, type(None), range, slice, type)
_OPAQUE = (types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.ModuleType, set, frozenset)


def dtype_name(dtype):
    return str(dtype).replace("torch.", "")


class Skip(Exception):
    """No parity for this call; the message says why."""


# ---- what the arguments hold --------------------------------------------------------------------
class Found:
    def __init__(self):
        self.tensors = []  # (path, tensor), each tensor once, in walk order
        self.modules = []
        self.optimizers = []
        self.complete = True


def walk(torch, roots):
    """The tensors, modules and optimizers reachable from (path, object) roots through tuples,
    lists, dicts and objects' attributes (__dict__, __slots__); modules are not entered."""
    found = Found()
    seen = set()
    stack = list(reversed(roots))
    budget = WALK_LIMIT
    Tensor, Module, Optimizer = torch.Tensor, torch.nn.Module, torch.optim.Optimizer
    while stack:
        path, obj = stack.pop()
        if isinstance(obj, _ATOMIC) or id(obj) in seen:
            continue
        seen.add(id(obj))
        budget -= 1
        if budget < 0:
            found.complete = False
            break
        if isinstance(obj, Tensor):
            found.tensors.append((path, obj))
            continue
        if isinstance(obj, Module):
            found.modules.append(obj)
            continue
        if isinstance(obj, Optimizer):
            found.optimizers.append(obj)
            continue
        if isinstance(obj, (list, tuple)):
            children = [("%s[%d]" % (path, i), v) for i, v in enumerate(obj)]
        elif isinstance(obj, dict):
            children = [("%s[%r]" % (path, k), v) for k, v in obj.items() if isinstance(k, (str, int))]
        elif isinstance(obj, _OPAQUE):
            continue
        else:
            attrs = getattr(obj, "__dict__", None)
            children = [("%s.%s" % (path, k), v) for k, v in attrs.items()] if isinstance(attrs, dict) else []
            for name in _slots(type(obj)):
                if hasattr(obj, name):
                    children.append(("%s.%s" % (path, name), getattr(obj, name)))
        stack.extend(reversed(children))
    return found


def _slots(cls):
    names = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else [n for n in slots if n not in ("__dict__", "__weakref__")])
    return names


def _clone(torch, t, shared):
    """A copy of one tensor on its device: its strides when it is dense, its requires_grad (as a
    leaf), and one copy of a storage that several arguments share (`shared`: storage key -> copy)."""
    key = _storage_key(t)
    if key is not None and key in shared:
        if shared[key] is None:
            shared[key] = t.untyped_storage().clone()
        c = torch.empty((0,), dtype=t.dtype, device=t.device).set_(shared[key], t.storage_offset(), t.size(), t.stride())
    else:
        c = t.detach().clone()
    if t.requires_grad and (c.is_floating_point() or c.is_complex()):
        c.requires_grad_(True)
    if isinstance(t, torch.nn.Parameter):
        c = torch.nn.Parameter(c, requires_grad=t.requires_grad)
    return c


def _storage_key(t):
    try:
        if t.is_sparse or t.untyped_storage().nbytes() == 0:
            return None
        return (str(t.device), t.untyped_storage().data_ptr())
    except Exception:  # no storage (sparse, nested, a subclass without one)
        return None


def copy_arguments(torch, args, kwargs):
    """Deep copies of (args, kwargs) for the reference call, and {id(original): copy} of every
    object copied; raises Skip naming the argument that cannot be copied."""
    found = walk(torch, [("args", args), ("kwargs", kwargs)])
    if found.optimizers:
        raise Skip("an argument holds an optimizer; parity compares forward-only regions")
    memo = {}
    keep = [args, kwargs]
    memo[id(memo)] = keep
    counts = {}
    for _, t in found.tensors:
        key = _storage_key(t)
        if key is not None:
            counts[key] = counts.get(key, 0) + 1
    shared = {key: None for key, n in counts.items() if n > 1}
    with torch.no_grad():
        for _, t in found.tensors:
            memo[id(t)] = _clone(torch, t, shared)
            keep.append(t)
    for m in found.modules:  # never copied: their state is saved and put back (ModuleState)
        memo[id(m)] = m
    cargs, ckwargs = [], {}
    for where, items in (("args[%d]", enumerate(args)), ("kwargs[%r]", kwargs.items())):
        for k, v in items:
            try:
                c = copy.deepcopy(v, memo)
            except Exception as exc:
                raise Skip("argument %s could not be copied for the reference call: %s: %s"
                           % (where % k, type(exc).__name__, str(exc)[:200]))
            if isinstance(k, int):
                cargs.append(c)
            else:
                ckwargs[k] = c
    copies = {k: v for k, v in memo.items() if k != id(memo)}
    return tuple(cargs), ckwargs, copies, found.modules


# ---- state the reference call must not change -----------------------------------------------------
class RngState:
    def __init__(self, torch):
        self.torch = torch
        self.cpu = torch.get_rng_state()
        self.cuda = torch.cuda.get_rng_state_all() if torch.cuda.is_initialized() else None
        self.py = random.getstate()
        numpy = sys.modules.get("numpy")
        self.np = numpy.random.get_state() if numpy is not None and hasattr(numpy, "random") else None

    def changed(self):
        """The reference drew random numbers from torch's generators."""
        torch = self.torch
        if not torch.equal(torch.get_rng_state(), self.cpu):
            return True
        if torch.cuda.is_initialized():
            if self.cuda is None:
                return True  # CUDA started inside the reference: assume it drew
            now = torch.cuda.get_rng_state_all()
            return any(not torch.equal(a, b) for a, b in zip(now, self.cuda))
        return False

    def restore(self):
        torch = self.torch
        torch.set_rng_state(self.cpu)
        if self.cuda is not None:
            torch.cuda.set_rng_state_all(self.cuda)
        elif torch.cuda.is_initialized():
            # CUDA started during the reference: its generators were fresh then.
            torch.cuda.manual_seed_all(torch.cuda.initial_seed())
        random.setstate(self.py)
        if self.np is not None:
            sys.modules["numpy"].random.set_state(self.np)


class ModuleState:
    """Buffers (cloned) and attributes (shallow) of modules, put back after the reference call."""

    def __init__(self, torch, modules):
        self.torch = torch
        self.modules = []
        seen = set()
        for top in modules:
            for name, m in top.named_modules(remove_duplicate=False):
                if id(m) not in seen:
                    seen.add(id(m))
                    self.modules.append(m)
        self.attrs = [dict(m.__dict__) for m in self.modules]
        self.buffers = []  # (name, buffer, saved copy)
        ids = set()
        with torch.no_grad():
            for top in modules:
                for name, b in top.named_buffers(remove_duplicate=True):
                    if id(b) not in ids:
                        ids.add(id(b))
                        self.buffers.append((name, b, b.detach().clone()))
        self.after_reference = {}  # index in buffers -> the reference's value, when it changed it

    def restore(self):
        torch = self.torch
        with torch.no_grad():
            for i, (_, b, saved) in enumerate(self.buffers):
                if b.shape == saved.shape and not torch.equal(b, saved):
                    self.after_reference[i] = b.detach().clone()
                    b.copy_(saved)
        for m, attrs in zip(self.modules, self.attrs):
            now = m.__dict__
            for k in [k for k in now if k not in attrs]:
                del now[k]
            for k, v in attrs.items():
                if now.get(k, attrs) is not v:
                    now[k] = v


def reachable(torch, owner, original):
    """Modules and optimizers the reference call can touch besides its arguments: the compiled
    module, the bound object of a method, and closure cells and globals the code names."""
    roots = []
    if owner is not None:
        roots.append(owner)
    fn = getattr(original, "__func__", original)
    roots.append(getattr(original, "__self__", None))
    code = getattr(fn, "__code__", None)
    if code is not None:
        for cell in getattr(fn, "__closure__", None) or ():
            try:
                roots.append(cell.cell_contents)
            except ValueError:
                pass
        globals_ = getattr(fn, "__globals__", {})
        roots.extend(globals_[name] for name in code.co_names if name in globals_)
    modules = [r for r in roots if isinstance(r, torch.nn.Module)]
    optimizers = [r for r in roots if isinstance(r, torch.optim.Optimizer)]
    return modules, optimizers


class Reference:
    """What the reference call left for the comparison after the compiled call."""

    def __init__(self):
        self.output = None
        self.skipped = None
        self.args = self.kwargs = None
        self.copies = {}
        self.modules = None  # ModuleState
        self.random = False  # it drew random numbers


def _lazy(torch, modules):
    lazy = getattr(torch.nn.modules.lazy, "LazyModuleMixin", None)
    return lazy is not None and any(isinstance(m, lazy) and m.has_uninitialized_params() for top in modules for m in top.modules())


def reference(rt, owner, original, args, kwargs):
    """Runs the original on copies of the arguments; returns a Reference (skipped: why not)."""
    torch = rt.torch
    ref = Reference()
    modules, optimizers = reachable(torch, owner, original)
    if optimizers:
        ref.skipped = "the region steps an optimizer; parity compares forward-only regions"
        return ref
    try:
        ref.args, ref.kwargs, ref.copies, arg_modules = copy_arguments(torch, args, kwargs)
    except Skip as exc:
        ref.skipped = str(exc)
        return ref
    modules += [m for m in arg_modules if all(m is not x for x in modules)]
    if _lazy(torch, modules):
        ref.args = ref.kwargs = None
        ref.skipped = "a lazy module is not initialised yet; the reference call would initialise it"
        return ref
    rng = RngState(torch)
    ref.modules = ModuleState(torch, modules)
    tls = rt.tls
    try:
        tls.reference = True
        with torch.no_grad():
            out = original(*ref.args, **ref.kwargs)
        ref.random = rng.changed()
        ref.output = _detached_from(torch, out, ref.modules)
    except Exception as exc:
        ref.skipped = "the original function could not run a second time: %s: %s" % (type(exc).__name__, exc)
    finally:
        tls.reference = False
        ref.modules.restore()
        rng.restore()
    return ref


def _detached_from(torch, out, state):
    """The reference output, with a copy of every tensor that is a module buffer (put back
    afterwards, which would change it)."""
    ids = {id(b) for _, b, _ in state.buffers}
    if not ids:
        return out
    from torch.utils import _pytree as pytree

    return pytree.tree_map(lambda x: x.detach().clone() if isinstance(x, torch.Tensor) and id(x) in ids else x, out)


# ---- comparison ---------------------------------------------------------------------------------------
def _chunks(a, e):
    """Matching views of two tensors of the same shape, each at most CHUNK elements."""
    if a.numel() <= CHUNK or a.dim() == 0:
        yield a, e
        return
    d = next(i for i, s in enumerate(a.shape) if s > 1)
    inner = a.numel() // a.shape[d]
    step = max(1, CHUNK // max(1, inner))
    for start in range(0, a.shape[d], step):
        yield from _chunks(a.narrow(d, start, min(step, a.shape[d] - start)), e.narrow(d, start, min(step, a.shape[d] - start)))


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
        mismatched = sum(int((x != y).sum().item()) for x, y in _chunks(a, e)) if a.numel() else 0
        entry.update(ok=mismatched == 0, mismatched=mismatched, max_abs=None, max_rel=None, rtol=0.0, atol=0.0)
        return entry
    rtol, atol = TOLERANCES.get(entry["dtype"], (1e-4, 1e-5))
    max_abs = max_rel = 0.0
    mismatched = nan_mismatch = inf_mismatch = nan_count = 0
    with torch.no_grad():
        for x, y in _chunks(a, e):
            a64, e64 = x.double(), y.double()
            nan_a, nan_e = torch.isnan(a64), torch.isnan(e64)
            inf_mismatch += int(((torch.isposinf(a64) != torch.isposinf(e64)) | (torch.isneginf(a64) != torch.isneginf(e64))).sum().item())
            nan_mismatch += int((nan_a != nan_e).sum().item())
            nan_count += int(nan_e.sum().item())
            finite = torch.isfinite(a64) & torch.isfinite(e64)
            diff = torch.where(finite, (a64 - e64).abs(), torch.zeros_like(a64))
            scale = e64.abs()
            mismatched += int((finite & (diff > atol + rtol * scale)).sum().item())
            rel = torch.where(finite & (scale > atol), diff / scale.clamp_min(atol if atol > 0 else 1e-300), torch.zeros_like(a64))
            if diff.numel():
                max_abs = max(max_abs, float(diff.max().item()))
                max_rel = max(max_rel, float(rel.max().item()))
    entry.update(
        ok=mismatched == 0 and nan_mismatch == 0 and inf_mismatch == 0,
        max_abs=max_abs,
        max_rel=max_rel,
        rtol=rtol,
        atol=atol,
        mismatched=mismatched,
        nan_mismatch=nan_mismatch,
        inf_mismatch=inf_mismatch,
        nan_count=nan_count,
    )
    return entry


def _compare_found(torch, actual_roots, expected_roots, prefix=""):
    """Every tensor inside two objects of the same make, matched by path."""
    a = dict(walk(torch, actual_roots).tensors)
    e = dict(walk(torch, expected_roots).tensors)
    entries = []
    for path in list(e) + [p for p in a if p not in e]:
        if path not in a or path not in e:
            entries.append({"path": prefix + path, "ok": False,
                            "note": "present after the %s call only" % ("eager" if path in e else "compiled")})
        else:
            entry = _compare_tensor(torch, a[path], e[path])
            entry["path"] = prefix + path
            entries.append(entry)
    return entries


def compare(torch, actual, expected, copies=None):
    """Leaf-by-leaf comparison of outputs; returns (ok, entries). `copies` maps id(original
    argument object) to its copy: an output that is an argument (its copy, in the reference) is
    compared where the arguments are (compare_inputs)."""
    from torch.utils import _pytree as pytree

    copies = copies or {}
    a_leaves, a_spec = pytree.tree_flatten(actual)
    e_leaves, e_spec = pytree.tree_flatten(expected)
    if a_spec != e_spec:
        return False, [{"path": "", "ok": False, "note": "output structure differs: %s vs %s" % (a_spec, e_spec)}]
    paths = [pytree.keystr(kp) for kp, _ in pytree.tree_flatten_with_path(expected)[0]]
    entries = []
    for path, a, e in zip(paths, a_leaves, e_leaves):
        path = path or "output"
        if isinstance(e, torch.Tensor) and isinstance(a, torch.Tensor):
            entry = _compare_tensor(torch, a, e)
        elif isinstance(e, float) and isinstance(a, float):
            close = (math.isnan(a) and math.isnan(e)) or a == e or abs(a - e) <= 1e-5 + 1e-4 * abs(e)
            entry = {"dtype": "python float", "ok": close, "max_abs": abs(a - e) if math.isfinite(a - e) else None}
        elif copies.get(id(a)) is e and not isinstance(a, _ATOMIC):
            continue  # an argument, returned: compared with the arguments (compare_inputs)
        elif type(a) is type(e) and not isinstance(a, _ATOMIC + _OPAQUE) and hasattr(a, "__dict__"):
            entries.extend(_compare_found(torch, [(path, a)], [(path, e)]))
            continue
        else:
            try:
                same = bool(a == e)
            except Exception:
                same = a is e
            entry = {"dtype": type(e).__name__, "ok": same}
        entry["path"] = path
        entries.append(entry)
    return all(x["ok"] for x in entries), entries


def compare_inputs(torch, args, kwargs, ref):
    """What the compiled call did to its arguments and to the modules' buffers against what the
    reference did to its copies; returns (ok, entries of the mismatches, how many were compared)."""
    entries = _compare_found(torch, [("args", args), ("kwargs", kwargs)], [("args", ref.args), ("kwargs", ref.kwargs)],
                             "input ")
    count = len(entries)
    if ref.modules is not None:
        for i, (name, b, saved) in enumerate(ref.modules.buffers):
            expected = ref.modules.after_reference.get(i, saved)
            count += 1
            if b.shape == expected.shape and torch.equal(b, expected):
                continue
            entry = _compare_tensor(torch, b, expected)
            entry["path"] = "buffer " + name
            entries.append(entry)
    bad = [x for x in entries if not x["ok"]]
    return not bad, bad, count


def limit(entries):
    if len(entries) > MAX_LEAVES:
        failing = [x for x in entries if not x["ok"]]
        entries = (failing + [x for x in entries if x["ok"]])[:MAX_LEAVES]
    return entries
