#include "core/ingest/debugdir/schedulerirreader.h"

#include <QTest>

using namespace cs;

// The scheduler-IR reader on blocks copied from real ir_pre_fusion.txt / ir_post_fusion.txt
// files (torch 2.11 corpus: fusion_mlp forward, dynamic_shapes) and an older indented form.
class TestSchedulerIr : public QObject {
    Q_OBJECT

    static SchedulerIr parse(const char *text) { return SchedulerIrReader::parse(text, QStringLiteral("ir.txt")); }

private Q_SLOTS:
    void preFusionBlocks()
    {
        const SchedulerIr ir = parse(
            "op0: SchedulerNode(ComputedBuffer)\n"
            "op0.writes = [MemoryDep('buf0', 128*d0 + d1, {d0: 32, d1: 128})]\n"
            "op0.unmet_dependencies = []\n"
            "op0.met_dependencies = [MemoryDep('primals_3', 131072*d0 + 1024*d1 + d2, {d0: 32, d1: 128, d2: 1024})]\n"
            "op0.outputs = [\n"
            "    buf0: ComputedBuffer\n"
            "    buf0.layout = FixedLayout('cuda:0', torch.float32, size=[32, 128, 1], stride=[128, 1, 1])\n"
            "    buf0.users = [\n"
            "        NodeUser(node=SchedulerNode(name='op4'), can_inplace=False, is_weak=False),\n"
            "        NodeUser(node=OUTPUT, can_inplace=False, is_weak=False),\n"
            "    ]\n"
            "]\n"
            "op0.group.device = cuda:0\n"
            "op0.group.iteration = (4096, 1024)\n"
            "op0.sizes = ([32, 128], [1024])\n"
            "primals_3_layout = FixedLayout('cuda:0', torch.float32, size=[32, 128, 1024], stride=[131072, 1024, 1])\n"
            "class op0_loop_body:\n"
            "    var_ranges = {p0: 32, p1: 128, p2: 1024}\n"
            "    def body(self, ops):\n"
            "        return store_reduction\n"
            "\n"
            "\n"
            "op4: SchedulerNode(ComputedBuffer)\n"
            "op4.writes = [MemoryDep('buf4', 131072*d0 + 1024*d1 + d2, {d0: 32, d1: 128, d2: 1024})]\n"
            "op4.unmet_dependencies = \n"
            "    [   MemoryDep('buf0', 128*d0 + d1, {d0: 32, d1: 128}),\n"
            "        MemoryDep('buf3', 128*d0 + d1, {d0: 32, d1: 128})]\n"
            "op4.met_dependencies = [MemoryDep('primals_1', d2, {d0: 32, d1: 128, d2: 1024})]\n"
            "op4.outputs = [\n"
            "    buf4: ComputedBuffer\n"
            "    buf4.layout = FixedLayout('cuda:0', torch.float32, size=[32, 128, 1024], stride=[131072, 1024, 1])\n"
            "    buf4.users = [NodeUser(node=ExternKernelSchedulerNode(name='op5'), can_inplace=False, "
            "is_weak=False)]\n"
            "]\n"
            "op4.group.device = cuda:0\n"
            "op4.group.iteration = (4194304, 1)\n"
            "\n"
            "\n"
            "op5: ExternKernelSchedulerNode(ExternKernelOut)\n"
            "op5.writes = [StarDep(name='buf5', mode=None)]\n"
            "op5.unmet_dependencies = [StarDep(name='buf4', mode=None)]\n"
            "op5.met_dependencies = [StarDep(name='primals_4', mode=None), StarDep(name='primals_5', mode=None)]\n"
            "op5.outputs = [\n"
            "    buf5: ExternKernelOut\n"
            "    buf5.layout = FixedLayout('cuda:0', torch.float32, size=[4096, 4096], stride=[4096, 1])\n"
            "    buf5.users = [NodeUser(node=SchedulerNode(name='op9'), can_inplace=True, is_weak=False)]\n"
            "]\n"
            "op5.node.kernel = extern_kernels.addmm\n");
        QVERIFY2(ir.diagnostics.empty(), qPrintable(ir.diagnostics.empty() ? QString() : ir.diagnostics[0].toString()));
        QCOMPARE(ir.nodes.size(), size_t(3));
        const IrNode &op0 = ir.nodes[0];
        QCOMPARE(op0.name, QStringLiteral("op0"));
        QCOMPARE(op0.line, 1);
        QCOMPARE(op0.writes.size(), size_t(1));
        QCOMPARE(op0.writes[0].buffer, QStringLiteral("buf0"));
        QCOMPARE(op0.writes[0].index, QStringLiteral("128*d0 + d1"));
        QCOMPARE(op0.writes[0].ranges, QStringLiteral("{d0: 32, d1: 128}"));
        QCOMPARE(op0.met[0].buffer, QStringLiteral("primals_3"));
        QCOMPARE(op0.outputs.size(), size_t(1));
        QCOMPARE(op0.outputs[0].users.size(), size_t(2));
        QCOMPARE(op0.outputs[0].users[0].node, QStringLiteral("op4"));
        QVERIFY(op0.outputs[0].outputOfGraph());
        QCOMPARE(op0.outputs[0].layout.dtype, QStringLiteral("float32"));
        QCOMPARE(op0.outputs[0].layout.bytes().value_or(-1), 32 * 128 * 4);
        QCOMPARE(op0.numel, QStringLiteral("4096"));
        QCOMPARE(op0.rnumel, QStringLiteral("1024"));
        QVERIFY(op0.isReduction());
        QCOMPARE(op0.device, QStringLiteral("cuda:0"));
        QCOMPARE(op0.layouts.size(), size_t(1));
        QCOMPARE(op0.layouts[0].first, QStringLiteral("primals_3"));
        QCOMPARE(SchedulerIrReader::parseLayout(op0.layouts[0].second).size,
            (QStringList { QStringLiteral("32"), QStringLiteral("128"), QStringLiteral("1024") }));
        QVERIFY(op0.loopBody.contains(QLatin1String("var_ranges")));
        const IrNode &op4 = ir.nodes[1];
        QCOMPARE(op4.unmet.size(), size_t(2)); // continued on the next lines
        QCOMPARE(op4.unmet[1].buffer, QStringLiteral("buf3"));
        QCOMPARE(op4.line, 23);
        QVERIFY(!op4.isReduction());
        const IrNode &op5 = ir.nodes[2];
        QVERIFY(op5.isExtern());
        QCOMPARE(op5.kernel, QStringLiteral("extern_kernels.addmm"));
        QCOMPARE(op5.writes[0].kind, IrDep::Kind::Star);
        QCOMPARE(op5.met.size(), size_t(2));
        QVERIFY(op5.outputs[0].users[0].canInplace);
    }

    void fusedNodeWithMembers()
    {
        const SchedulerIr ir
            = parse("op0_op1: FusedSchedulerNode(SchedulerNode,SchedulerNode)\n"
                    "op0_op1.writes = [MemoryDep('buf0', c0, {c0: 4096}), MemoryDep('buf1', c0, {c0: 4096})]\n"
                    "op0_op1.unmet_dependencies = []\n"
                    "op0_op1.met_dependencies = [MemoryDep('primals_3', c0, {c0: 4194304})]\n"
                    "op0_op1.outputs = [\n"
                    "    buf0: ComputedBuffer\n"
                    "    buf0.layout = FixedLayout('cuda:0', torch.float32, size=[32, 128, 1], stride=[128, 1, 1])\n"
                    "    buf0.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n"
                    "]\n"
                    "op0_op1.snodes[0] =\n"
                    "op0: SchedulerNode(ComputedBuffer)\n"
                    "op0.writes = [MemoryDep('buf0', c0, {c0: 4096})]\n"
                    "op0.group.iteration = (4096, 1024)\n"
                    "class op0_loop_body:\n"
                    "    var_ranges = {p0: 4096, p1: 1024}\n"
                    "op0_op1.snodes[1] =\n"
                    "op1: SchedulerNode(ComputedBuffer)\n"
                    "op1.writes = [MemoryDep('buf1', c0, {c0: 4096})]\n"
                    "\n"
                    "\n"
                    "op5: ExternKernelSchedulerNode(ExternKernelOut)\n"
                    "op5.node.kernel = extern_kernels.addmm\n");
        QCOMPARE(ir.nodes.size(), size_t(2));
        const IrNode &f = ir.nodes[0];
        QCOMPARE(f.nodeClass, QStringLiteral("FusedSchedulerNode"));
        QCOMPARE(f.members.size(), size_t(2));
        QCOMPARE(f.memberNames(), (QStringList { QStringLiteral("op0"), QStringLiteral("op1") }));
        QCOMPARE(f.members[0].numel, QStringLiteral("4096"));
        QCOMPARE(f.members[1].writes[0].buffer, QStringLiteral("buf1"));
        QCOMPARE(f.writes.size(), size_t(2));
        QCOMPARE(ir.nodes[1].name, QStringLiteral("op5"));
    }

    void olderIndentedAndDynamic()
    {
        // 2023 (PyTorch pull request 106356): members indented, users on the node, buf names.
        const SchedulerIr ir
            = parse("buf0_buf1: FusedSchedulerNode(NoneType)\n"
                    "buf0_buf1.writes = [MemoryDep('buf0', c0, {c0: 10}), MemoryDep('buf1', c0, {c0: 10})]\n"
                    "buf0_buf1.users = None\n"
                    "    buf0_buf1.snodes[0] =\n"
                    "    buf0: SchedulerNode(ComputedBuffer)\n"
                    "    buf0.writes = [MemoryDep('buf0', c0, {c0: 10})]\n"
                    "    buf0.users = [NodeUser(node=SchedulerNode(name='buf1'), can_inplace=True)]\n"
                    "    buf0.group.device = cuda:0\n"
                    "\n"
                    "\n"
                    "op0: SchedulerNode(ComputedBuffer)\n"
                    "op0.outputs = [\n"
                    "    buf0: ComputedBuffer\n"
                    "    buf0.layout = FixedLayout('cuda:0', torch.float32, size=[s17 + s77, 64], stride=[64, 1])\n"
                    "    buf0.mutations = ['buf515']\n"
                    "    buf0.users = [NodeUser(node=SchedulerNode(name='op1'), can_inplace=False, is_weak=False)]\n"
                    "]\n"
                    "op0.group.iteration = (s17 + s77, 64)\n");
        QCOMPARE(ir.nodes.size(), size_t(2));
        QCOMPARE(ir.nodes[0].members.size(), size_t(1));
        QCOMPARE(ir.nodes[0].members[0].device, QStringLiteral("cuda:0"));
        QCOMPARE(ir.nodes[0].members[0].outputs.size(), size_t(1)); // users on the node
        QCOMPARE(ir.nodes[0].members[0].outputs[0].users[0].node, QStringLiteral("buf1"));
        QCOMPARE(ir.nodes[1].numel, QStringLiteral("s17 + s77"));
        QCOMPARE(ir.nodes[1].outputs[0].mutations, QStringList { QStringLiteral("buf515") });
        QVERIFY(!ir.nodes[1].outputs[0].layout.bytes().has_value()); // symbolic
        QCOMPARE(ir.nodes[1].outputs[0].layout.size.value(0), QStringLiteral("s17 + s77"));
    }

    void badLinesAreDiagnostics()
    {
        const SchedulerIr ir = parse("garbage before any block\n"
                                     "op0: SchedulerNode(ComputedBuffer)\n"
                                     "op0.group.device = cpu\n");
        QCOMPARE(ir.nodes.size(), size_t(1));
        QCOMPARE(ir.diagnostics.size(), size_t(1));
        QCOMPARE(ir.diagnostics[0].line, 1);
        QCOMPARE(ir.nodes[0].device, QStringLiteral("cpu"));
    }

    void elementSizes()
    {
        QCOMPARE(IrLayout::elementSize(QStringLiteral("float32")), 4);
        QCOMPARE(IrLayout::elementSize(QStringLiteral("bfloat16")), 2);
        QCOMPARE(IrLayout::elementSize(QStringLiteral("int64")), 8);
        QCOMPARE(IrLayout::elementSize(QStringLiteral("bool")), 1);
        QCOMPARE(IrLayout::elementSize(QStringLiteral("float8_e4m3fn")), 1);
        QCOMPARE(IrLayout::elementSize(QStringLiteral("complex64")), 8);
    }
};

QTEST_GUILESS_MAIN(TestSchedulerIr)
#include "tst_schedulerir.moc"
