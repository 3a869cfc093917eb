"""The probe's `ab --why` tracing (run by ctest `probe` with test_probe.py): traced calls, the
trace beside the probe file, graph break sites, a CUDA graph skip's reason."""

import json
import os
import tempfile
import unittest

from probetest import run_script, read_records, SCRIPTS

import torch  # noqa: E402

from compilescope_probe import config  # noqa: E402


class WhyTest(unittest.TestCase):
    """`ab --why`: a few steady calls per region traced by torch.profiler, flagged `profiled`,
    the trace written beside the probe file; the script sees nothing of it."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.plain = run_script("scenario.py")
        cls.out = os.path.join(cls.tmp.name, "why.jsonl")
        cls.traced = run_script("scenario.py", out=cls.out, mode="default",
                                env_extra={"COMPILESCOPE_AB_WHY": "3", "COMPILESCOPE_AB_WHY_FROM": '{"*": 5}'})
        cls.records = read_records(cls.out)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_the_script_sees_nothing(self):
        for key in ("sums", "bn_mean", "next_random", "outer", "graph_breaks", "type", "keys", "differs", "caught",
                    "after_reset"):
            self.assertEqual(self.traced[key], self.plain[key], key)

    def test_traced_calls_and_trace(self):
        import gzip

        region = next(r for r in self.records if r["type"] == "region" and r["name"] == "Net.forward")
        calls = sorted((r for r in self.records if r["type"] == "call" and r["region"] == region["region"]),
                       key=lambda r: r["i"])
        self.assertEqual([c["i"] for c in calls if c.get("profiled")], [5, 6, 7])
        why = [r for r in self.records if r["type"] == "why" and r["region"] == region["region"]]
        self.assertEqual(len(why), 1)
        self.assertEqual((why[0]["first"], why[0]["last"]), (5, 7))
        self.assertNotIn("/", why[0]["trace"])
        path = os.path.join(self.tmp.name, why[0]["trace"])
        with gzip.open(path, "rt", encoding="utf-8") as f:
            trace = json.load(f)
        names = [e.get("name", "") for e in trace["traceEvents"] if e.get("ph") == "X"]
        self.assertEqual(sorted(n for n in names if n.startswith("ProfilerStep#")),
                         ["ProfilerStep#5", "ProfilerStep#6", "ProfilerStep#7"])
        self.assertTrue(any(n.startswith("Torch-Compiled Region") for n in names))
        leftovers = [n for n in os.listdir(self.tmp.name) if ".part" in n]
        self.assertEqual(leftovers, [], "the per-call traces are merged and removed")

    def test_graph_break_reasons_recorded(self):
        out = os.path.join(self.tmp.name, "break.jsonl")
        result = run_script("why_break.py", out=out, mode="default", env_extra={"COMPILESCOPE_AB_WHY": "2"})
        self.assertEqual(result["sums"], [12.0] * 6)
        records = read_records(out)
        breaks = [r for r in records if r["type"] == "compile" and r.get("graph_breaks")]
        self.assertEqual(len(breaks), 1, "the break is counted once, in the region's compile")
        reason, count = next(iter(breaks[0]["graph_breaks"].items()))
        self.assertIn("graph_break()", reason)
        self.assertEqual(count, 1)
        self.assertEqual(breaks[0]["region"], 1)
        # Where in the user's code: the line of torch._dynamo.graph_break() in why_break.py.
        with open(os.path.join(SCRIPTS, "why_break.py")) as f:
            line = next(n for n, text in enumerate(f, 1) if "graph_break()" in text and "torch._dynamo." in text
                        and not text.lstrip().startswith(("#", '"')))
        sites = breaks[0]["graph_break_sites"]
        self.assertEqual([(os.path.basename(s["file"]), s["line"]) for s in sites], [("why_break.py", line)])
        self.assertIn("graph_break()", sites[0]["reason"])


class WhyCudagraphSkipTest(unittest.TestCase):
    """A CUDA graph skip's reason reaches the probe through the forwarding proxy around Inductor's
    cudagraphs logger, attributed to the region being called; the logger still gets the message."""

    def test_skip_reason_recorded_and_forwarded(self):
        import logging

        import torch._inductor.cudagraph_utils as cgu

        from compilescope_probe import why

        emitted = []

        class Recorder:
            def emit(self, record):
                emitted.append(record)

        class Frame:
            class region:
                id = 7

        class Tls:
            stack = [Frame()]

        class Runtime:
            recorder = Recorder()
            tls = Tls()

        cfg = config.Config(out_path=os.path.join(tempfile.gettempdir(), "unused.jsonl"), mode="reduce-overhead",
                            parity_calls=0, run_label="", flush_seconds=1.0, why_calls=5, why_from="")
        real = cgu.cudagraphs_log
        seen = []

        class Handler(logging.Handler):
            def emit(self, record):
                seen.append(record.getMessage())

        handler = Handler()
        real.addHandler(handler)
        level = real.level
        real.setLevel(logging.WARNING)
        try:
            w = why.Why(Runtime(), cfg)
            w._patch_cudagraph_log()
            self.assertIsNot(cgu.cudagraphs_log, real)
            cgu.log_cudagraph_skip_and_bump_counter("skipping cudagraphs due to mutated inputs (1 instances)")
        finally:
            cgu.cudagraphs_log = real
            real.removeHandler(handler)
            real.setLevel(level)
        self.assertEqual(emitted, [{"type": "cudagraph_skip", "region": 7,
                                    "reason": "skipping cudagraphs due to mutated inputs (1 instances)"}])
        self.assertEqual(seen, ["skipping cudagraphs due to mutated inputs (1 instances)"])


if __name__ == "__main__":
    unittest.main()
