"""The probe's settings, read once from the environment `compilescope ab` prepared."""

import os
from dataclasses import dataclass

EAGER = "eager"


@dataclass(frozen=True)
class Config:
    out_path: str
    mode: str  # "eager" or a torch.compile mode name
    parity_calls: int  # first calls per region compared with eager; 0 = off
    run_label: str
    flush_seconds: float
    why_calls: int = 0  # --why: steady calls per region traced by torch.profiler; 0 = off
    why_from: str = ""  # JSON {"*": N, "region key": N}: the call index tracing starts at

    @property
    def eager(self):
        return self.mode == EAGER


def _number(env, name, default, kind):
    try:
        return max(kind(0), kind(env.get(name, default)))
    except ValueError:
        return kind(default)


def from_environment(environ=None):
    env = os.environ if environ is None else environ
    out = env.get("COMPILESCOPE_AB_OUT", "")
    if not out:
        return None
    return Config(
        out_path=out,
        mode=env.get("COMPILESCOPE_AB_MODE", "") or "default",
        parity_calls=_number(env, "COMPILESCOPE_AB_PARITY", 0, int),
        run_label=env.get("COMPILESCOPE_AB_RUN", ""),
        flush_seconds=max(0.05, _number(env, "COMPILESCOPE_AB_FLUSH_S", 1.0, float)),
        why_calls=min(100, _number(env, "COMPILESCOPE_AB_WHY", 0, int)),
        why_from=env.get("COMPILESCOPE_AB_WHY_FROM", ""),
    )
