"""CompileScope's A/B probe: times every callable torch.compile returns, in the user's process.

Loaded by ../sitecustomize.py when `compilescope ab` runs a command. It waits for `torch` to be
imported (an import hook: nothing of torch is imported early), then replaces `torch.compile`
and `torch._dynamo.optimize` with versions that call the real ones (with the A/B mode in place
of the script's) and wrap what they return. Every call of a wrapped callable is timed and
written as JSON lines to the file COMPILESCOPE_AB_OUT names (PROBE_JSON.md). The wrapped
callables return exactly what the real ones return; a failure inside the probe is written to
the file and the script goes on as if the probe were not there.

Environment (set by `compilescope ab`):
  COMPILESCOPE_AB_OUT     the JSON-lines file to append to (required; no file, no probe)
  COMPILESCOPE_AB_MODE    eager | default | reduce-overhead | max-autotune | ... (default: default)
  COMPILESCOPE_AB_PARITY  number of first calls per region compared with eager (0: off)
  COMPILESCOPE_AB_RUN     a label written into every process's start record
"""

PROBE_VERSION = 1

_installed = False


def install():
    """Installs the probe once per process; returns False when it is switched off."""
    global _installed
    if _installed:
        return True
    from . import config, importhook, recorder

    cfg = config.from_environment()
    if cfg is None:
        return False
    recorder.open_recorder(cfg)
    importhook.install(cfg)
    _installed = True
    return True
