"""CompileScope A/B probe: the boot file.

`compilescope ab` puts this folder first on PYTHONPATH of the command it runs, and only of
that command. Python's `site` module imports the first `sitecustomize` it finds on sys.path
at start-up, before the user's script; this one installs the probe when COMPILESCOPE_AB_OUT
names an output file, takes its folder off sys.path again (the script sees the sys.path it
would have had), and then runs the sitecustomize this one shadows (a distribution's or a
virtual environment's), so nothing the user relies on is lost.

Why this and not another hook: the command is whatever the user typed (`python train.py`,
`torchrun ...`, a shell script that starts Python), so interpreter options (`-X`, `-m`) cannot
be added; `usercustomize` belongs to the user and is skipped in virtual environments; `.pth`
files are read only from site-packages, which we never write to. PYTHONPATH reaches every
Python the command starts (torchrun's workers included) and nothing else. `python -E`, `-I`
or `-S` switch it off; `ab` then reports that the probe did not load.
"""


def _compilescope_boot():
    import os
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    try:
        if os.environ.get("COMPILESCOPE_AB_OUT"):
            import compilescope_probe

            compilescope_probe.install()
    except Exception as exc:  # the probe must never stop the user's program
        try:
            from compilescope_probe import recorder

            recorder.report_boot_error(exc)
        except Exception:
            pass
    finally:
        sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != here]
    _chain_next_sitecustomize(here)


def _chain_next_sitecustomize(here):
    import importlib.machinery
    import importlib.util
    import sys

    spec = importlib.machinery.PathFinder.find_spec("sitecustomize", sys.path)
    if spec is None or spec.origin is None or spec.loader is None:
        return
    import os

    if os.path.dirname(os.path.abspath(spec.origin)) == here:
        return
    module = importlib.util.module_from_spec(spec)
    sys.modules["sitecustomize"] = module
    spec.loader.exec_module(module)


_compilescope_boot()
del _compilescope_boot
