#include "core/ingest/torchlogs/fusionlines.h"
#include "core/ingest/torchlogs/fusionlogreader.h"

#include <QTest>

using namespace cs;
using Kind = FusionLine::Kind;

// The fusion-record reader on lines taken from real logs (torch 2.11 corpus, the 2023 and
// 2024 forms quoted in PyTorch's own issues and pull requests).
class TestFusionLog : public QObject {
    Q_OBJECT

    static std::shared_ptr<const FusionLog> read(const std::string &text)
    {
        return FusionLogReader::read(*ByteSource::fromBytes(QStringLiteral("log.txt"), text));
    }
    static FusionLine line(const QString &text)
    {
        FusionLine l;
        if (!parseFusionText(text, l))
            l.kind = Kind::Note;
        return l;
    }

private Q_SLOTS:
    void roundLines()
    {
        auto l = line(QStringLiteral("===== attempting fusion (1/10): 24 nodes ====="));
        QCOMPARE(l.kind, Kind::RoundStart);
        QCOMPARE(l.round, 1);
        QCOMPARE(l.n, 24);
        l = line(QStringLiteral("completed fusion round (2/10): fused 12 nodes into 10 nodes"));
        QCOMPARE(l.kind, Kind::RoundEnd);
        QCOMPARE(l.n, 12);
        QCOMPARE(l.m, 10);
        QCOMPARE(line(QStringLiteral("===== fusion complete (3 iterations) =====")).round, 3);
        QCOMPARE(line(QStringLiteral("found 16 possible fusions")).n, 16);
        QCOMPARE(line(QStringLiteral("fuse_nodes_once, candidates:")).kind, Kind::Candidates);
        l = line(QStringLiteral("fusing op7_op8 with op9"));
        QCOMPARE(l.kind, Kind::Fuse);
        QCOMPARE(l.a, QStringLiteral("op7_op8"));
        QCOMPARE(l.b, QStringLiteral("op9"));
    }

    void rejections()
    {
        auto l = line(
            QStringLiteral("cannot fuse op3 with op4: numel/rnumel mismatch (non-reduce) (4096, 4194304), (1, 1)"));
        QCOMPARE(l.kind, Kind::Reject);
        QCOMPARE(l.a, QStringLiteral("op3"));
        QCOMPARE(l.b, QStringLiteral("op4"));
        QCOMPARE(l.text, QStringLiteral("numel/rnumel mismatch (non-reduce) (4096, 4194304), (1, 1)"));
        l = line(QStringLiteral("cannot fuse op0_op1 with op4: intermediate nodes between node1 & node2"));
        QCOMPARE(l.a, QStringLiteral("op0_op1"));
        // 2023: the check's tag instead of node names.
        l = line(QStringLiteral("cannot fuse (vert:2): intermediate nodes between node1 & node2"));
        QCOMPARE(l.kind, Kind::RejectUnnamed);
        QCOMPARE(l.tag, QStringLiteral("vert:2"));
        QVERIFY(l.a.isEmpty());
        l = line(QStringLiteral("cannot fuse (7): device mismatch (node1: cuda:0, node2: cpu)"));
        QCOMPARE(l.kind, Kind::RejectUnnamed);
        QCOMPARE(l.text, QStringLiteral("device mismatch (node1: cuda:0, node2: cpu)"));
    }

    void benchmarkVerdicts()
    {
        auto l
            = line(QStringLiteral("can fuse (benchmark): fusing OrderedSet(['buf3']) with OrderedSet(['buf4', 'buf5']) "
                                  "cause \x1b[32m1.523\x1b[0mx speedup"));
        QCOMPARE(l.kind, Kind::Benchmark);
        QVERIFY(l.speedup);
        QCOMPARE(l.ratio, 1.523);
        QCOMPARE(l.a, QStringLiteral("buf3"));
        QCOMPARE(l.b, QStringLiteral("buf4,buf5"));
        QVERIFY(!l.text.contains(QChar(0x1b)));
        l = line(QStringLiteral(
            "cannot fuse (benchmark): fusing {'buf0'} with {'buf1'} cause \x1b[31m1.100\x1b[0mx slowdown"));
        QVERIFY(!l.speedup);
        QCOMPARE(l.a, QStringLiteral("buf0"));
    }

    void candidates()
    {
        FusionCandidate c;
        QVERIFY(parseFusionCandidate(
            QStringLiteral(
                "  SchedulerNode(name='op0'), WelfordReduction(['[1024]', 'welford_reduce', "
                "'origins=OrderedSet([var_mean])', 'stack_traces = {', '  File \"/home/user/project/scenarios.py\", "
                "line 43, in forward', '    h = s.ln(x); h = F.gelu(s.up(h))', '}'])"),
            c));
        QCOMPARE(c.nodeClass, QStringLiteral("SchedulerNode"));
        QCOMPARE(c.name, QStringLiteral("op0"));
        QCOMPARE(c.data, QStringLiteral("WelfordReduction"));
        QCOMPARE(c.ranges, QStringLiteral("[1024]"));
        QCOMPARE(c.reductionType, QStringLiteral("welford_reduce"));
        QCOMPARE(c.origins, QStringList { QStringLiteral("var_mean") });
        QCOMPARE(c.file, QStringLiteral("/home/user/project/scenarios.py"));
        QCOMPARE(c.fileLine, 43);
        QCOMPARE(c.code, QStringLiteral("h = s.ln(x); h = F.gelu(s.up(h))"));
        FusionCandidate f;
        QVERIFY(parseFusionCandidate(
            QStringLiteral("  FusedSchedulerNode(nodes=op0_op1_op3), snodes: ['SchedulerNode(name=\\'op0\\')']"), f));
        QCOMPARE(f.name, QStringLiteral("op0_op1_op3"));
        FusionCandidate e;
        QVERIFY(parseFusionCandidate(QStringLiteral("  ExternKernelSchedulerNode(name='op5')"), e));
        QCOMPARE(e.nodeClass, QStringLiteral("ExternKernelSchedulerNode"));
        // 2024: buffer names and a plain set of origins.
        FusionCandidate old;
        QVERIFY(parseFusionCandidate(
            QStringLiteral("  SchedulerNode(name='buf0'), Reduction(['[254201]', 'max', 'origins={abs_1, max_1}'])"),
            old));
        QCOMPARE(old.name, QStringLiteral("buf0"));
        QCOMPARE(old.origins, (QStringList { QStringLiteral("abs_1"), QStringLiteral("max_1") }));
    }

    void glogStreamWithMarkers()
    {
        const std::string log
            = "V1121 04:37:27.487000 856 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] ===== attempting fusion "
              "(1/10): 2 nodes =====\n"
              "/home/user/venv/lib/python3.12/warnings.py:1: UserWarning: something\n"
              "V1121 04:37:27.488000 856 torch/_inductor/scheduler.py:4607] [0/0] [__fusion] fuse_nodes_once, "
              "candidates:\n"
              "V1121 04:37:27.488000 856 torch/_inductor/scheduler.py:4609] [0/0] [__fusion]   "
              "SchedulerNode(name='op0')\n"
              "V1121 04:37:27.488000 856 torch/_inductor/scheduler.py:4609] [0/0] [__fusion]   "
              "SchedulerNode(name='op1')\n"
              "V1121 04:37:27.511000 856 torch/_inductor/scheduler.py:4768] [0/0] [__fusion] found 1 possible fusions\n"
              "V1121 04:37:27.513000 856 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] fusing op0 with op1\n"
              "V1121 04:37:27.527000 856 torch/_inductor/scheduler.py:3713] [0/0] [__fusion] completed fusion round "
              "(1/10): fused 2 nodes into 1 nodes\n"
              "V1121 04:37:27.527000 856 torch/_inductor/scheduler.py:3713] [0/0] [__fusion] \n"
              "V1121 04:37:28.100000 856 torch/_inductor/graph.py:2552] [0/0] [__output_code] Output code: \n"
              "V1121 04:37:28.100000 856 torch/_inductor/graph.py:2552] [0/0] [__output_code] # AOT ID: ['0_forward']\n"
              "V1121 04:37:28.100000 856 torch/_inductor/graph.py:2552] [0/0] [__output_code] from ctypes import "
              "c_void_p\n"
              "W1121 04:37:28.932000 856 torch/_inductor/debug.py:520] [0/0] model__0_forward_1 debug trace: "
              "/home/user/runs/x/torch_compile_debug/run_1-pid_856/torchinductor/model__0_forward_1.0\n"
              "V1121 04:37:29.000000 857 torch/_inductor/scheduler.py:3706] [__fusion] ===== attempting fusion (1/10): "
              "6 nodes =====\n";
        const auto f = read(log);
        QCOMPARE(f->streams.size(), size_t(2)); // pids 856 and 857
        QCOMPARE(f->otherLines, 1);
        std::vector<Kind> kinds;
        for (const FusionLine &l : f->lines)
            kinds.push_back(l.kind);
        const std::vector<Kind> expected { Kind::RoundStart, Kind::Candidates, Kind::Candidate, Kind::Candidate,
            Kind::Found, Kind::Fuse, Kind::RoundEnd, Kind::OutputCode, Kind::DebugTrace, Kind::RoundStart };
        QCOMPARE(kinds, expected);
        QCOMPARE(f->lines[0].line, 1);
        QCOMPARE(f->lines[0].compileId, QStringLiteral("0/0"));
        QCOMPARE(f->lines[7].tag, QStringLiteral("0_forward"));
        QVERIFY(f->lines[7].code.find("from ctypes import c_void_p") != std::string::npos);
        QCOMPARE(f->lines[8].tag, QStringLiteral("model__0_forward_1"));
        QVERIFY(f->lines[9].compileId.isEmpty()); // an AOTInductor compile: no compile id
        QCOMPARE(f->lines[9].stream, 1);
        QVERIFY(f->diagnostics.empty());
    }

    void irMessage()
    {
        const std::string log
            = "I1123 19:17:31.920000 19984 torch/_inductor/debug.py:720] [0/0] [__ir_pre_fusion] BEFORE FUSION\n"
              "I1123 19:17:31.920000 19984 torch/_inductor/debug.py:720] [0/0] [__ir_pre_fusion] op0: "
              "SchedulerNode(ComputedBuffer)\n"
              "I1123 19:17:31.920000 19984 torch/_inductor/debug.py:720] [0/0] [__ir_pre_fusion] op0.writes = "
              "[MemoryDep('buf0', c0, {c0: 256})]\n"
              "I1123 19:17:31.920000 19984 torch/_inductor/debug.py:720] [0/0] [__ir_pre_fusion] \n"
              "I1123 19:17:31.920000 19984 torch/_inductor/debug.py:720] [0/0] [__ir_pre_fusion] \n"
              "I1123 19:17:31.920000 19984 torch/_inductor/debug.py:720] [0/0] [__ir_pre_fusion] op1: "
              "ExternKernelSchedulerNode(ExternKernelOut)\n"
              "V1123 19:17:33.160000 19984 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] ===== attempting fusion "
              "(1/10): 2 nodes =====\n";
        const auto f = read(log);
        QCOMPARE(f->lines.size(), size_t(2));
        QCOMPARE(f->lines[0].kind, Kind::IrPre);
        QVERIFY(f->lines[0].text.startsWith(QLatin1String("op0: SchedulerNode(ComputedBuffer)\nop0.writes")));
        QVERIFY(f->lines[0].text.contains(QLatin1String("\n\n\nop1: ExternKernelSchedulerNode")));
        QCOMPARE(f->lines[1].kind, Kind::RoundStart);
    }

    void olderForms()
    {
        // 2023 (PyTorch pull request 110415): dated prefix, `__schedule` logger, unnamed rejections.
        const std::string dated = "[2023-10-03 21:50:24,084] [0/0] torch._inductor.scheduler.__schedule: [DEBUG] ===== "
                                  "attempting fusion (1/10): 18 nodes =====\n"
                                  "[2023-10-03 21:50:24,084] [0/0] torch._inductor.scheduler.__schedule: [DEBUG] "
                                  "cannot fuse (foreach:3): candidate consumer has no dep in any foreach producer\n"
                                  "[2023-10-03 21:50:24,085] [0/0] torch._inductor.scheduler.__schedule: [DEBUG] "
                                  "cannot fuse (7): device mismatch (node1: cuda:0, node2: cpu)\n"
                                  "[2023-10-03 21:50:24,085] [0/0] torch._inductor.scheduler.__schedule: [DEBUG] found "
                                  "4 possible fusions\n";
        QVERIFY(FusionLogReader::probe(dated));
        const auto f = read(dated);
        QCOMPARE(f->lines.size(), size_t(4));
        QCOMPARE(f->lines[1].kind, Kind::RejectUnnamed);
        QCOMPARE(f->lines[2].compileId, QStringLiteral("0/0"));
        // 2024 (PyTorch pull request 127159): the logger name as the only prefix.
        const std::string bare = "torch._inductor.scheduler.__fusion: ===== attempting fusion (1/10): 13 nodes =====\n"
                                 "torch._inductor.scheduler.__fusion: fuse_nodes_once, candidates:\n"
                                 "torch._inductor.scheduler.__fusion:   SchedulerNode(name='buf0'), "
                                 "Reduction(['[254201]', 'max', 'origins={abs_1, max_1}'])\n";
        QVERIFY(FusionLogReader::probe(bare));
        const auto b = read(bare);
        QCOMPARE(b->lines.size(), size_t(3));
        QCOMPARE(b->lines[2].candidate.name, QStringLiteral("buf0"));
        QVERIFY(!FusionLogReader::probe("just some text\nand more\n"));
    }

    void truncatedLastLine()
    {
        const auto f
            = read("V1121 04:37:27.513000 856 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] fusing op0 with op1\n"
                   "V1121 04:37:27.514000 856 torch/_inductor/scheduler.py:4369] [0/0] [__fusion] fusing op2 wi");
        QCOMPARE(f->diagnostics.size(), size_t(1));
        QCOMPARE(f->diagnostics[0].line, 2);
        QVERIFY(f->diagnostics[0].message.contains(QLatin1String("truncated")));
    }
};

QTEST_GUILESS_MAIN(TestFusionLog)
#include "tst_fusionlog.moc"
