"""The fleet driver alone: tasks run through a stand-in binary (a small Python script that
answers like `compilescope fleet facts --json`, hangs, or crashes), in the local pool."""

import io
import json
import os
import stat
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from compilescope_fleet import driver  # noqa: E402

FAKE = """#!%s
import json, sys, time
args = sys.argv[4:]
job = ""
if args[:1] == ["--job"]:
    job, args = args[1], args[2:]
for log in args:
    if "hang" in log:
        time.sleep(60)
    if "crash" in log:
        sys.stderr.write("Segmentation fault in the engine\\n")
        sys.exit(139)
    print(json.dumps({"schema": "compilescope.fleet_facts/1", "log": log, "job": job, "status": "ok",
                      "facts_ms": 1.0}), flush=True)
"""


class DriverTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="wt-fleet-driver-")
        self.binary = os.path.join(self.dir, "compilescope")
        with open(self.binary, "w") as f:
            f.write(FAKE % sys.executable)
        os.chmod(self.binary, stat.S_IRWXU)

    def test_answer_carries_task_time(self):
        r = driver.run_task(self.binary, {"log": "/x/a.log", "job": "j1"}, 30)
        self.assertEqual(r["status"], "ok")
        self.assertEqual(r["job"], "j1")
        self.assertGreaterEqual(r["task_ms"], r["facts_ms"])

    def test_hanging_task_is_killed(self):
        start = time.monotonic()
        r = driver.run_task(self.binary, {"log": "/x/hang.log", "job": "j"}, 1)
        self.assertEqual(r["status"], "timeout")
        self.assertLess(time.monotonic() - start, 30)

    def test_crash_is_recorded_with_stderr(self):
        r = driver.run_task(self.binary, {"log": "/x/crash.log", "job": "j"}, 30)
        self.assertEqual(r["status"], "crashed")
        self.assertIn("exit 139", r["error"])
        self.assertIn("Segmentation fault", r["error"])

    def test_missing_binary(self):
        r = driver.run_task(os.path.join(self.dir, "nothing"), {"log": "/x/a.log"}, 30)
        self.assertEqual(r["status"], "crashed")

    def test_local_pool_streams_every_task_once(self):
        tasks = [{"log": "/x/%d.log" % i, "job": "j%d" % (i % 3)} for i in range(20)]
        tasks.append({"log": "/x/crash.log", "job": "j"})
        out = io.StringIO()
        driver.run_local(self.binary, tasks, 4, 30, out)
        lines = [json.loads(l) for l in out.getvalue().splitlines()]
        self.assertEqual(sorted(l["log"] for l in lines), sorted(t["log"] for t in tasks))
        self.assertEqual(sum(l["status"] == "crashed" for l in lines), 1)

    def test_batch_goes_on_after_a_hang_and_a_crash(self):
        tasks = [{"log": "/x/%s.log" % n, "job": "j"} for n in ("a", "hang", "b", "crash", "c")]
        r = driver.run_batch(self.binary, tasks, 1)
        self.assertEqual([x["log"] for x in r], [t["log"] for t in tasks])
        self.assertEqual([x["status"] for x in r], ["ok", "timeout", "ok", "crashed", "ok"])

    def test_batches_keep_jobs_apart(self):
        tasks = [{"log": str(i), "job": "j%d" % (i // 5)} for i in range(12)]
        b = driver.batches(tasks, 3)
        self.assertEqual([[t["log"] for t in g] for g in b],
                         [["0", "1", "2"], ["3", "4"], ["5", "6", "7"], ["8", "9"], ["10", "11"]])

    def test_local_pool_with_batches_streams_every_task_once(self):
        tasks = [{"log": "/x/%d.log" % i, "job": "j%d" % (i // 4)} for i in range(20)]
        out = io.StringIO()
        driver.run_local(self.binary, tasks, 2, 30, out, batch=8)
        self.assertEqual(sorted(json.loads(l)["log"] for l in out.getvalue().splitlines()),
                         sorted(t["log"] for t in tasks))

    def test_placement_near_the_data(self):
        # What ray.nodes() says of a cluster: hosts, one labelled with its local storage's name.
        nodes = [
            {"NodeID": "aa01", "Alive": True, "NodeManagerHostname": "gpu-node-1.cluster.local", "Labels": {}},
            {"NodeID": "bb02", "Alive": True, "NodeManagerHostname": "gpu-node-2",
             "Labels": {driver.DATA_LABEL: "nvme-b"}},
            {"NodeID": "cc03", "Alive": False, "NodeManagerHostname": "gpu-node-3", "Labels": {}},
        ]
        place = lambda p: driver.node_for(p, nodes)
        self.assertEqual(place("/mnt/gpu-node-1/jobs/j1/rank_0.log"), "aa01")  # host's short name
        self.assertEqual(place("/mnt/gpu-node-2/jobs/j1/rank_0.log"), "bb02")
        self.assertEqual(place("/mnt/nvme-b/j7/rank_3.log"), "bb02")  # its label
        self.assertIsNone(place("/mnt/nvme-bb/j1/rank_0.log"))  # a whole folder, not a part of one
        self.assertIsNone(place("/mnt/gpu-node-3/j1/rank_0.log"))  # that node is dead
        self.assertIsNone(place("/mnt/shared/j1/gpu-node-1.log"))  # the file name is no host
        self.assertIsNone(place("/mnt/shared/j1/rank_0.log"))
        self.assertIsNone(driver.node_for("/mnt/gpu-node-1/j1/rank_0.log", []))
        # A label wins over a host name in the path.
        other = {"NodeID": "dd04", "Alive": True, "NodeManagerHostname": "io", "Labels": {driver.DATA_LABEL: "jobs"}}
        self.assertEqual(driver.node_for("/mnt/gpu-node-1/jobs/r.log", nodes + [other]), "dd04")
        # A name that several nodes have says nothing about where the bytes are.
        twin = dict(nodes[0], NodeID="ee05")
        self.assertIsNone(driver.node_for("/mnt/gpu-node-1/j/r.log", nodes + [twin]))
        shared = [dict(n, Labels={driver.DATA_LABEL: "lustre"}) for n in nodes[:2]]
        self.assertIsNone(driver.node_for("/lustre/j/r.log", shared))

    def test_tasks_read_as_json_lines(self):
        tasks = driver.read_tasks(io.StringIO('{"log": "/a", "job": "x"}\n\n{"log": "/b", "job": "y"}\n'))
        self.assertEqual([t["log"] for t in tasks], ["/a", "/b"])


if __name__ == "__main__":
    unittest.main()
