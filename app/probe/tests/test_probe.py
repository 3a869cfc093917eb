"""The probe's own tests (run by ctest `probe` with the project's venv: python -m unittest).

Subprocess tests run real scripts with the probe on PYTHONPATH exactly as `compilescope ab`
sets it up; in-process tests check the pieces (parity comparison, mode override) directly.
`ab --why`'s tracing is tested in test_probe_why.py."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

from probetest import run_script, read_records, SCRIPTS, PROBE

import torch  # noqa: E402

from compilescope_probe import config, parity, patch, timing  # noqa: E402


class BootTest(unittest.TestCase):
    def test_off_without_output_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, PYTHONPATH=PROBE)
            env.pop("COMPILESCOPE_AB_OUT", None)
            proc = subprocess.run([sys.executable, os.path.join(SCRIPTS, "no_torch.py")], env=env,
                                  capture_output=True, text=True, cwd=tmp, timeout=120)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            report = json.loads(proc.stdout)
            self.assertFalse(report["probe_loaded"])
            self.assertNotIn(PROBE, report["path"])

    def test_loads_quietly_chains_and_leaves_torch_alone(self):
        with tempfile.TemporaryDirectory() as tmp:
            other = os.path.join(tmp, "other")
            os.mkdir(other)
            with open(os.path.join(other, "sitecustomize.py"), "w") as f:
                f.write("import os\nos.environ['CHAINED_SITECUSTOMIZE_RAN'] = '1'\n")
            out = os.path.join(tmp, "probe.jsonl")
            report = run_script("no_torch.py", out=out, extra_path=other)
            self.assertEqual(report["chained"], "1", "the shadowed sitecustomize must still run")
            self.assertFalse(report["torch_imported"], "the probe must not import torch by itself")
            self.assertNotIn(PROBE, [os.path.abspath(p) for p in report["path"] if p])
            self.assertIn(other, report["path"])
            records = read_records(out)
            self.assertEqual([r["type"] for r in records], ["start", "end"])
            self.assertEqual(records[0]["mode"], "default")
            self.assertGreater(records[-1]["peak_rss_bytes"], 0)


class ParityCompareTest(unittest.TestCase):
    def test_float32_within_and_beyond_tolerance(self):
        e = torch.linspace(-3, 3, 100)
        ok, entries = parity.compare(torch, e + 1e-6, e)
        self.assertTrue(ok)
        self.assertAlmostEqual(entries[0]["max_abs"], 1e-6, delta=2e-7)
        bad = e.clone()
        bad[7] += 0.01
        ok, entries = parity.compare(torch, bad, e)
        self.assertFalse(ok)
        self.assertEqual(entries[0]["mismatched"], 1)
        self.assertAlmostEqual(entries[0]["max_abs"], 0.01, delta=1e-6)
        self.assertEqual((entries[0]["rtol"], entries[0]["atol"]), parity.TOLERANCES["float32"])

    def test_dtype_tolerances(self):
        e = torch.full((10,), 1.0, dtype=torch.bfloat16)
        ok, _ = parity.compare(torch, e + torch.tensor(0.0078125, dtype=torch.bfloat16), e)  # 1 ulp at 1.0
        self.assertTrue(ok, "one bfloat16 ulp is within bfloat16's tolerance")
        f = torch.ones(10, dtype=torch.float64)
        ok, _ = parity.compare(torch, f + 1e-5, f)
        self.assertFalse(ok, "1e-5 is far outside float64's tolerance")
        i = torch.arange(5)
        ok, entries = parity.compare(torch, i, i)
        self.assertTrue(ok)
        ok, entries = parity.compare(torch, i + (i == 3).long(), i)
        self.assertFalse(ok)
        self.assertEqual(entries[0]["mismatched"], 1)

    def test_nan_and_inf(self):
        e = torch.tensor([1.0, float("nan"), float("inf"), 2.0])
        ok, _ = parity.compare(torch, e.clone(), e)
        self.assertTrue(ok, "NaN and infinity in the same places match")
        a = e.clone()
        a[0] = float("nan")
        ok, entries = parity.compare(torch, a, e)
        self.assertFalse(ok)
        self.assertEqual(entries[0]["nan_mismatch"], 1)
        a = e.clone()
        a[2] = float("-inf")
        ok, entries = parity.compare(torch, a, e)
        self.assertFalse(ok)
        self.assertEqual(entries[0]["inf_mismatch"], 1)

    def test_structure_and_paths(self):
        e = {"logits": torch.zeros(2), "aux": (torch.ones(1), 3)}
        ok, entries = parity.compare(torch, {"logits": torch.zeros(2), "aux": (torch.ones(1), 3)}, e)
        self.assertTrue(ok)
        self.assertEqual(sorted(x["path"] for x in entries), ["['aux'][0]", "['aux'][1]", "['logits']"])
        ok, entries = parity.compare(torch, (torch.zeros(2),), [torch.zeros(2)])
        self.assertFalse(ok)
        ok, entries = parity.compare(torch, torch.zeros(2, 3), torch.zeros(3, 2))
        self.assertFalse(ok)
        self.assertIn("shape", entries[0]["note"])


class CopyArgumentsTest(unittest.TestCase):
    """The reference call's arguments: deep copies that keep what matters of the originals."""

    def test_tensors_containers_and_objects(self):
        class Holder:
            def __init__(self):
                self.items = [torch.ones(2)]
                self.name = "h"

        base = torch.arange(12.0).reshape(3, 4)
        leaf = torch.ones(3, requires_grad=True)
        nonleaf = leaf * 2
        module = torch.nn.Linear(2, 2)
        holder = Holder()
        args = (base.t(), base[1], {"h": holder, "m": module}, nonleaf)
        cargs, ckwargs, copies, modules = parity.copy_arguments(torch, args, {"p": torch.nn.Parameter(torch.ones(1))})
        self.assertEqual(cargs[0].stride(), base.t().stride(), "a dense view keeps its strides")
        self.assertEqual(cargs[0].data_ptr() == base.data_ptr(), False)
        cargs[0][1, 0] = 100.0  # base[0, 1] in the copy's storage: the copy of base[1] does not see it...
        cargs[0][0, 1] = -1.0  # ...but base[1, 0] is shared by both copies, as in the originals
        self.assertEqual(cargs[1][0].item(), -1.0, "arguments sharing a storage share the copy's")
        self.assertEqual(base[1, 0].item(), 4.0, "the originals are untouched")
        self.assertIsNot(cargs[2]["h"], holder)
        self.assertIsNot(cargs[2]["h"].items[0], holder.items[0])
        self.assertEqual(cargs[2]["h"].name, "h")
        self.assertIs(cargs[2]["m"], module, "modules are not copied (their state is saved instead)")
        self.assertEqual(modules, [module])
        self.assertTrue(cargs[3].requires_grad and cargs[3].is_leaf, "a non-leaf is copied as a leaf")
        self.assertIsInstance(ckwargs["p"], torch.nn.Parameter)
        self.assertIs(copies[id(holder)], cargs[2]["h"])

    def test_what_cannot_be_copied_is_named(self):
        import threading

        class Locked:
            def __init__(self):
                self.lock = threading.Lock()

        with self.assertRaises(parity.Skip) as caught:
            parity.copy_arguments(torch, (torch.ones(1),), {"state": Locked()})
        self.assertIn("kwargs['state']", str(caught.exception))
        self.assertIn("lock", str(caught.exception))

    def test_inputs_compared_by_path(self):
        ref = parity.Reference()
        ref.args, ref.kwargs = (torch.ones(3), [torch.zeros(2)]), {}
        ok, bad, count = parity.compare_inputs(torch, (torch.ones(3), [torch.zeros(2)]), {}, ref)
        self.assertTrue(ok)
        self.assertEqual((bad, count), ([], 2))
        ok, bad, count = parity.compare_inputs(torch, (torch.ones(3) * 2, [torch.zeros(2), torch.zeros(1)]), {}, ref)
        self.assertFalse(ok)
        self.assertEqual([x["path"] for x in bad], ["input args[0]", "input args[1][1]"])
        self.assertEqual(bad[1]["note"], "present after the compiled call only")


class ReferenceTest(unittest.TestCase):
    """parity.reference in-process: what it leaves behind is what was there before."""

    def rt(self):
        import types

        return types.SimpleNamespace(torch=torch, tls=patch._Tls())

    def test_state_rng_and_arguments_untouched(self):
        class Net(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.bn = torch.nn.BatchNorm1d(3)
                self.calls = 0

            def forward(self, x, log):
                self.calls += 1
                self.last = "seen"
                log.append(x.sum())
                x.mul_(2)
                return torch.nn.functional.dropout(self.bn(x), 0.5)

        net = Net().train()
        x, log = torch.randn(4, 3), []
        before = (x.clone(), net.bn.running_mean.clone(), torch.get_rng_state())
        ref = parity.reference(self.rt(), net, net.__call__, (x, log), {})
        self.assertIsNone(ref.skipped)
        self.assertTrue(ref.random, "dropout drew random numbers")
        self.assertTrue(torch.equal(x, before[0]) and log == [], "the arguments are the program's, untouched")
        self.assertTrue(torch.equal(net.bn.running_mean, before[1]))
        self.assertTrue(torch.equal(torch.get_rng_state(), before[2]))
        self.assertEqual(net.calls, 0)
        self.assertFalse(hasattr(net, "last"))
        self.assertEqual(len(ref.kwargs), 0)
        self.assertEqual(len(ref.args[1]), 1, "the reference appended to its own copy")
        # The compiled call (here: the same module) does the same to the program's objects.
        out = net(x, log)
        ok, outputs = parity.compare(torch, out, ref.output, ref.copies)
        self.assertTrue(ok, outputs)
        ok, bad, count = parity.compare_inputs(torch, (x, log), {}, ref)
        self.assertTrue(ok, bad)
        self.assertEqual(count, 2 + 3, "x, log[0] and the three BatchNorm buffers")

    def test_lazy_modules_and_optimizers_are_not_run_twice(self):
        lazy = torch.nn.LazyLinear(2)
        ref = parity.reference(self.rt(), lazy, lazy.__call__, (torch.ones(1, 3),), {})
        self.assertIn("lazy module", ref.skipped)
        self.assertTrue(lazy.has_uninitialized_params())
        net = torch.nn.Linear(2, 2)
        opt = torch.optim.SGD(net.parameters(), lr=0.1)
        ref = parity.reference(self.rt(), None, lambda x, o: x, (torch.ones(2), opt), {})
        self.assertIn("optimizer", ref.skipped)


class FakeCuda:
    """The caching allocator's counters, for one device."""

    def __init__(self):
        self.allocated = self.peak = self.reserved = self.peak_reserved = 0

    def malloc(self, n):
        self.allocated += n
        self.peak = max(self.peak, self.allocated)
        self.reserved = max(self.reserved, self.allocated)
        self.peak_reserved = max(self.peak_reserved, self.reserved)

    def free(self, n):
        self.allocated -= n

    def is_initialized(self):
        return True

    def device_count(self):
        return 1

    def max_memory_allocated(self, device=None):
        return self.peak

    def max_memory_reserved(self, device=None):
        return self.peak_reserved

    def memory_allocated(self, device=None):
        return self.allocated

    def reset_peak_memory_stats(self, device=None):
        self.peak, self.peak_reserved = self.allocated, self.reserved

    def _get_device_index(self, device, optional=False):
        return 0

    def get_device_name(self, device):
        return "Fake GPU"

    def get_device_capability(self, device):
        return (9, 0)


class CudaMemoryTest(unittest.TestCase):
    """The bookkeeping that keeps the parity checks' allocations out of the program's peak
    (CUDA only: this machine's CPU has no allocator counters; the numbers are a fake allocator's)."""

    def test_parity_window_is_left_out_and_reported_apart(self):
        import types

        cuda = FakeCuda()
        memory = timing.CudaMemory(types.SimpleNamespace(cuda=cuda))
        module = types.SimpleNamespace(reset_peak_memory_stats=cuda.reset_peak_memory_stats)
        memory.wrap_reset(module, "reset_peak_memory_stats")
        cuda.malloc(100)  # the program's model
        cuda.malloc(50)
        cuda.free(50)  # a transient of the program: peak 150
        window = memory.parity_window()
        cuda.malloc(40)  # argument copies
        cuda.malloc(60)
        cuda.free(60)  # the reference's own transient: peak 200
        cuda.malloc(10)  # the reference's output, held over the compiled call
        window.before_compiled()
        cuda.malloc(100)
        cuda.free(95)  # the compiled call: a 100 transient, 5 of output; peak 250 with 50 of parity in it
        window.after_compiled()
        cuda.malloc(30)
        cuda.free(30)  # the comparison's temporaries
        cuda.free(50)  # the parity's copies and outputs, freed
        window.close()
        cuda.malloc(75)
        cuda.free(75)  # the program later: 180
        module.reset_peak_memory_stats()  # the program's own reset: the probe keeps 180
        cuda.malloc(20)
        cuda.free(20)
        devices = memory.summary()
        self.assertEqual(len(devices), 1)
        self.assertEqual(devices[0]["max_allocated_bytes"], 200, "the compiled call's 250 without the parity's 50")
        self.assertEqual(devices[0]["parity_allocated_bytes"], 100, "copies 40 + the reference's transient 60")
        self.assertEqual(memory.windows, 1)
        self.assertEqual(cuda.allocated, 105)

    def test_without_parity_the_peak_is_the_allocators(self):
        import types

        cuda = FakeCuda()
        memory = timing.CudaMemory(types.SimpleNamespace(cuda=cuda))
        cuda.malloc(300)
        cuda.free(200)
        devices = memory.summary()
        self.assertEqual(devices[0]["max_allocated_bytes"], 300)
        self.assertIsNone(devices[0]["parity_allocated_bytes"])


class DescribeTest(unittest.TestCase):
    """Regions are named after what the user compiled, behind decorators (transformers wraps
    every model's forward in a functools.wraps `wrapper`)."""

    def test_decorated_forward_and_method(self):
        import functools

        def deco(fn):
            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)
            return wrapper

        class Net(torch.nn.Module):
            @deco
            def forward(self, x):
                return x

        here = os.path.abspath(__file__)
        name, kind, file, line = patch.describe(torch, Net())
        self.assertEqual((name, kind, os.path.abspath(file)), ("DescribeTest.test_decorated_forward_and_method.<locals>.Net.forward", "module", here))
        self.assertEqual(line, Net.forward.__wrapped__.__code__.co_firstlineno)
        name, kind, file, line = patch.describe(torch, Net().forward)
        self.assertTrue(name.endswith("Net.forward"), name)
        self.assertEqual(line, Net.forward.__wrapped__.__code__.co_firstlineno)


class ModeOverrideTest(unittest.TestCase):
    """Runtime.compile against a stand-in for the real torch.compile: which arguments torch gets."""

    def runtime(self, mode):
        with tempfile.NamedTemporaryFile(suffix=".jsonl", delete=False) as f:
            self.addCleanup(os.unlink, f.name)
            cfg = config.Config(out_path=f.name, mode=mode, parity_calls=0, run_label="", flush_seconds=1.0)
        from compilescope_probe import recorder

        recorder._recorder = None
        rt = patch.Runtime(cfg)
        rt.torch = torch
        return rt

    def fake_compile(self, seen):
        def real(model, **kwargs):
            seen.append(kwargs)
            return model if kwargs.get("disable") else (lambda *a: ("compiled", model(*a)))

        return real

    def test_mode_replaces_and_merges(self):
        rt = self.runtime("max-autotune")
        seen = []
        fn = rt.compile(self.fake_compile(seen), lambda x: x + 1, {"mode": "default"})
        self.assertEqual(seen[-1]["mode"], "max-autotune")
        self.assertEqual(fn(1), ("compiled", 2))
        rt.compile(self.fake_compile(seen), lambda x: x, {"options": {"epilogue_fusion": False}})
        self.assertNotIn("mode", seen[-1])
        self.assertTrue(seen[-1]["options"]["max_autotune"])
        self.assertFalse(seen[-1]["options"]["epilogue_fusion"])
        rt.compile(self.fake_compile(seen), lambda x: x, {"backend": "aot_eager", "mode": None})
        self.assertEqual(seen[-1], {"backend": "aot_eager", "mode": None}, "other backends keep the script's settings")

    def test_eager_runs_the_original(self):
        rt = self.runtime("eager")
        seen = []
        fn = rt.compile(self.fake_compile(seen), lambda x: x * 10, {"mode": "reduce-overhead"})
        self.assertEqual(seen[-1], {"mode": "reduce-overhead"}, "eager passes the script's own arguments")
        self.assertEqual(fn(2), 20, "eager calls the original, never the compiled callable")

    def test_disabled_by_script_is_not_wrapped(self):
        rt = self.runtime("default")
        original = lambda x: x  # noqa: E731
        self.assertIs(rt.compile(self.fake_compile([]), original, {"disable": True}), original)


class ScenarioTest(unittest.TestCase):
    """The scenario script without the probe, with it in eager mode, and with it in a compile mode
    with parity on: results, RNG state and module buffers must be what they are without it."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.plain = run_script("scenario.py")
        cls.eager_out = os.path.join(cls.tmp.name, "eager.jsonl")
        cls.eager = run_script("scenario.py", out=cls.eager_out, mode="eager")
        cls.mode_out = os.path.join(cls.tmp.name, "default.jsonl")
        cls.compiled = run_script("scenario.py", out=cls.mode_out, mode="default", parity_calls=3)
        cls.records = read_records(cls.mode_out)
        cls.eager_records = read_records(cls.eager_out)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_probe_changes_nothing_the_script_sees(self):
        self.assertTrue(self.compiled["compile_is_probe"])
        self.assertFalse(self.plain["compile_is_probe"])
        for key in ("sums", "bn_mean", "next_random", "outer", "graph_breaks", "type", "keys", "differs", "caught",
                    "after_reset"):
            self.assertEqual(self.compiled[key], self.plain[key], key)
        self.assertEqual([round(v, 4) for v in self.plain["differs"]], [2.001] * 3)

    def test_eager_mode_runs_eagerly_with_the_same_objects(self):
        self.assertEqual(self.eager["type"], "OptimizedModule")
        self.assertEqual(self.eager["keys"], self.plain["keys"])
        self.assertEqual(self.eager["differs"], [2.0] * 3, "eager runs the original function")
        self.assertEqual(self.eager["graph_breaks"], 0)
        self.assertEqual([r for r in self.eager_records if r["type"] == "compile"], [])

    def regions(self, records):
        return {r["name"]: r for r in records if r["type"] == "region"}

    def calls(self, records, name):
        rid = self.regions(records)[name]["region"]
        return sorted((r for r in records if r["type"] == "call" and r["region"] == rid), key=lambda r: r["i"])

    def test_regions_and_calls(self):
        regions = self.regions(self.records)
        self.assertEqual(set(regions), {"Net.forward", "inner", "outer", "shaped", "differs", "fails"})
        self.assertEqual(regions["Net.forward"]["kind"], "module")
        self.assertTrue(regions["Net.forward"]["key"].startswith("Net.forward@scenario.py:"))
        self.assertEqual(regions["inner"]["note"].split(":")[0], "backend eager")
        net = self.calls(self.records, "Net.forward")
        self.assertEqual([c["i"] for c in net], list(range(12)))
        self.assertEqual(net[0]["compiles"], ["0/0"])
        self.assertGreater(net[0]["compile_ms"], 0)
        self.assertTrue(all("compiles" not in c for c in net[1:]))
        self.assertTrue(all(c["wall_ms"] > 0 for c in net))
        self.assertTrue(all(c["t"] > 0 for c in net))
        self.assertEqual([c.get("parity", False) for c in net[:4]], [True, True, True, False])
        # inner runs inside outer's graph: Dynamo inlines it, so its wrapper times nothing there;
        # its one timed call is the direct call after torch._dynamo.reset(), compiled again.
        inner = self.calls(self.records, "inner")
        self.assertEqual(len(inner), 1)
        self.assertEqual(len(inner[0]["compiles"]), 1)

    def test_recompile_and_error_recorded(self):
        shaped = self.calls(self.records, "shaped")
        self.assertEqual(len(shaped), 4)
        self.assertIn("compiles", shaped[0])
        self.assertNotIn("compiles", shaped[1])
        recompiled = shaped[2]["compiles"][0]
        self.assertEqual(recompiled.split("/")[1], "1", "a new shape recompiles the frame: attempt 1")
        fails = self.calls(self.records, "fails")
        self.assertTrue(fails[0]["error"])

    def test_parity(self):
        by_region = {}
        for r in self.records:
            if r["type"] == "parity":
                by_region.setdefault(r["region"], []).append(r)
        regions = self.regions(self.records)
        net = by_region[regions["Net.forward"]["region"]]
        self.assertEqual(len(net), 3)
        self.assertTrue(all(p["ok"] for p in net), "dropout and batch norm see the same RNG and buffers")
        differs = by_region[regions["differs"]["region"]]
        self.assertFalse(differs[0]["ok"])
        out = differs[0]["outputs"][0]
        self.assertEqual(out["mismatched"], 3)
        self.assertAlmostEqual(out["max_abs"], 0.001, delta=1e-6)
        self.assertAlmostEqual(out["max_rel"], 0.0005, delta=1e-6)
        fails = by_region[regions["fails"]["region"]]
        self.assertIsNone(fails[0]["ok"])
        self.assertIn("ValueError", fails[0]["skipped"])

    def test_end_record(self):
        end = [r for r in self.records if r["type"] == "end"]
        self.assertEqual(len(end), 1)
        self.assertGreater(end[0]["peak_rss_bytes"], 50 << 20)
        self.assertIsNone(end[0]["cuda"], "a CPU script never gets a CUDA context from the probe")
        self.assertEqual({r["key"].split("@")[0] for r in end[0]["regions"]},
                         {"Net.forward", "inner", "outer", "shaped", "differs", "fails"})


class InvisibleTest(unittest.TestCase):
    """Issue 25: parity never changes what the program computes. invisible.py (a generate-style
    cache, an in-place update, random numbers, a module counting its calls, an argument that
    cannot be copied) prints the same with the probe's parity on as with it off and without the
    probe; and the parity records say what was compared."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.plain = run_script("invisible.py")
        cls.off = run_script("invisible.py", out=os.path.join(cls.tmp.name, "off.jsonl"), mode="default")
        cls.out = os.path.join(cls.tmp.name, "on.jsonl")
        cls.on = run_script("invisible.py", out=cls.out, mode="default", parity_calls=3)
        cls.records = read_records(cls.out)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_same_results_with_and_without_parity(self):
        self.assertEqual(self.plain["cache_lengths"], [1, 2, 3, 4, 5, 6])
        for key in self.plain:
            self.assertEqual(self.on[key], self.plain[key], key)
            self.assertEqual(self.off[key], self.plain[key], key)

    def parity(self, name):
        rid = {r["name"]: r["region"] for r in self.records if r["type"] == "region"}[name]
        return [r for r in self.records if r["type"] == "parity" and r["region"] == rid]

    def test_what_parity_compared(self):
        for name in ("step", "bump", "noisy", "Counter.forward"):
            checks = self.parity(name)
            self.assertEqual(len(checks), 3, name)
            self.assertTrue(all(c["ok"] for c in checks), (name, checks))
            self.assertTrue(all(c["inputs_compared"] >= 1 for c in checks), name)
        self.assertTrue(all(c.get("random") for c in self.parity("noisy")), "eager's random numbers, compared")
        self.assertEqual(self.parity("step")[0]["inputs_compared"], 2, "x and cache.k")
        locked = self.parity("locked")
        self.assertEqual([c["ok"] for c in locked], [None] * 3)
        self.assertIn("argument args[1] could not be copied", locked[0]["skipped"])
        halves = self.parity("halves")
        self.assertFalse(halves[0]["ok"])
        paths = [o["path"] for o in halves[0]["outputs"]]
        self.assertIn("input args[0]", paths, "the compiled call changed its input unlike eager")


if __name__ == "__main__":
    unittest.main()
