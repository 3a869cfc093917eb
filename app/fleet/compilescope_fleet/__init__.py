"""The fleet driver of `compilescope fleet index`.

Reads tasks (one JSON object per line: {"log": PATH, "job": NAME}) from stdin, runs each as
`compilescope fleet facts --json --job NAME PATH` with the installed binary (killed after a
timeout), on a Ray cluster or in a local pool, and writes each result to stdout as one JSON
line as soon as it arrives. Nothing of the analysis is in Python: the binary computes the
facts; `fleet index` writes them into the store.
"""

from .driver import main, run_task  # noqa: F401
