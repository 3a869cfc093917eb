"""Patches torch right after it is imported, and not before: an import hook on `torch` and
`torch._dynamo` that runs the real loader, then the patch. The module's __spec__.loader and
__loader__ are the real loader again before torch's own code runs, so torch sees nothing."""

import importlib.abc
import importlib.util
import sys

_WATCHED = ("torch", "torch._dynamo")


class _PostImportLoader(importlib.abc.Loader):
    def __init__(self, loader, after):
        self._loader = loader
        self._after = after

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        spec = getattr(module, "__spec__", None)
        if spec is not None:
            spec.loader = self._loader
        module.__loader__ = self._loader
        self._loader.exec_module(module)
        self._after(module)

    def __getattr__(self, name):
        return getattr(self._loader, name)


class _Finder(importlib.abc.MetaPathFinder):
    def __init__(self, callbacks):
        self._callbacks = dict(callbacks)  # module name -> after(module)
        self._busy = set()

    def find_spec(self, name, path=None, target=None):
        after = self._callbacks.get(name)
        if after is None or name in self._busy:
            return None
        self._busy.add(name)
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            spec = None
        finally:
            self._busy.discard(name)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return None
        del self._callbacks[name]
        if not self._callbacks:
            self.remove()
        spec.loader = _PostImportLoader(spec.loader, after)
        return spec

    def remove(self):
        try:
            sys.meta_path.remove(self)
        except ValueError:
            pass


def install(cfg):
    from . import patch

    runtime = patch.Runtime(cfg)

    def after(module):
        try:
            if module.__name__ == "torch":
                runtime.patch_torch(module)
            else:
                runtime.patch_dynamo(module)
        except Exception as exc:  # never break the user's import
            runtime.recorder.error("patch " + module.__name__, exc)

    callbacks = {}
    for name in _WATCHED:
        module = sys.modules.get(name)
        if module is not None:  # imported before the probe (not at start-up; kept for completeness)
            after(module)
        else:
            callbacks[name] = after
    if callbacks:
        sys.meta_path.insert(0, _Finder(callbacks))
    return runtime
