#include "fusionfixture.h"

#include "core/analysis/outputcode.h"
#include "core/fusion/codelines.h"
#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionkernels.h"
#include "core/fusion/launchwrites.h"
#include "core/ingest/runloader.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace cs;
using namespace cs::test;

namespace {

// A wrapper as Inductor writes it (2.11), cut down: a Triton kernel, a C++ kernel, extern
// calls (one assigned, with items), an in-place reuse and a launch that only mutates.
const char *const kWrapper = R"(# AOT ID: ['0_forward']
triton_poi_fused_add_0 = async_compile.triton('triton_poi_fused_add_0', '''
import triton

@triton.jit
def triton_poi_fused_add_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4
''', device_str='cuda')

triton_poi_fused_index_put_1 = async_compile.triton('triton_poi_fused_index_put_1', '''
@triton.jit
def triton_poi_fused_index_put_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4
''', device_str='cuda')

cpp_fused_gelu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr1)
{
}
''')

async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def call(self, args):
        primals_1, primals_2 = args
        args.clear()
        with torch.cuda._DeviceGuard(0):
            buf0 = empty_strided_cuda((4, ), (1, ), torch.float32)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_0.run(primals_1, buf0, 4, stream=stream0)
            buf1 = empty_strided_cuda((4, 4), (4, 1), torch.float32)
            extern_kernels.mm(reinterpret_tensor(buf0, (4, 1), (1, 1), 0), primals_2, out=buf1)
            buf2 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf1, buf1, buf1, None, True)
            buf3 = buf2[0]
            del buf2
            # Topologically Sorted Source Nodes: [index_put], Original ATen: [aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_1.run(buf3, buf0, 4, stream=stream0)
            buf6 = buf1; del buf1  # reuse
            cpp_fused_gelu_2(buf6, buf3, buf7)
        return (buf6, buf7, )
)";

SchedNode node(const QString &name, const QString &cls = QStringLiteral("SchedulerNode"))
{
    SchedNode n;
    n.name = name;
    n.nodeClass = cls;
    return n;
}

} // namespace

// Final nodes tied to their launches by the buffers each launch writes (issue 29 point 4).
class TestKernelTies : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void writtenArguments()
    {
        const std::string code(kWrapper);
        const CodeLines lines(code);
        const QHash<QString, QStringList> params = kernelParameters(parseOutputCode(code), lines);
        QCOMPARE(params.value(QStringLiteral("triton_poi_fused_add_0")),
            QStringList({ QStringLiteral("in_ptr0"), QStringLiteral("out_ptr0"), QStringLiteral("xnumel") }));
        QCOMPARE(params.value(QStringLiteral("cpp_fused_gelu_2")),
            QStringList({ QStringLiteral("in_out_ptr0"), QStringLiteral("in_ptr0"), QStringLiteral("out_ptr1") }));
        bool known = false;
        const QStringList *p = &params.find(QStringLiteral("triton_poi_fused_add_0")).value();
        QCOMPARE(writtenBy(QStringLiteral("    triton_poi_fused_add_0.run(primals_1, buf0, 4, stream=stream0)"),
                     QStringLiteral("triton_poi_fused_add_0"), false, p, known),
            QStringList { QStringLiteral("buf0") });
        QVERIFY(known);
        QCOMPARE(
            writtenBy(QStringLiteral("    cpp_fused_gelu_2(buf6, reinterpret_tensor(buf3, (4, ), (1, ), 0), buf7)"),
                QStringLiteral("cpp_fused_gelu_2"), false, &params.find(QStringLiteral("cpp_fused_gelu_2")).value(),
                known),
            QStringList({ QStringLiteral("buf6"), QStringLiteral("buf7") }));
        QCOMPARE(writtenBy(QStringLiteral("    extern_kernels.addmm(b, reinterpret_tensor(buf0, (4, 1), (1, 1), 0), "
                                          "w, alpha=1, beta=1, out=buf5)"),
                     QStringLiteral("extern_kernels.addmm"), true, nullptr, known),
            QStringList { QStringLiteral("buf5") });
        QCOMPARE(writtenBy(QStringLiteral("    buf2 = torch.ops.aten.x.default(buf1, out=(buf8, buf9))"),
                     QStringLiteral("torch.ops.aten.x.default"), true, nullptr, known),
            QStringList({ QStringLiteral("buf2"), QStringLiteral("buf8"), QStringLiteral("buf9") }));
        // A kernel the code does not define: its writes are not known.
        QVERIFY(writtenBy(QStringLiteral("    other.run(buf0, 4)"), QStringLiteral("other"), false, nullptr, known)
                    .isEmpty());
        QVERIFY(!known);
    }

    // AOTInductor's C++ wrapper: kernels and launchers defined in the same source, C-shim calls.
    void writtenArgumentsAoti()
    {
        const std::string code = R"(extern "C"  void  cpp_fused_relu_0(const float* in_ptr0,
                       float* out_ptr0)
{
}
static inline void call_triton_poi_fused_convolution_0(
    const in_ptr0_type_& in_ptr0,
    const out_ptr0_type_& out_ptr0,
    int64_t xnumel,
    const std::optional<std::string>& cubin_dir_ = std::nullopt
){
}
)";
        const CodeLines lines(code);
        const QHash<QString, QStringList> params = kernelParameters(parseOutputCode(code), lines);
        QCOMPARE(params.value(QStringLiteral("cpp_fused_relu_0")),
            QStringList({ QStringLiteral("in_ptr0"), QStringLiteral("out_ptr0") }));
        QCOMPARE(params.value(QStringLiteral("triton_poi_fused_convolution_0")).mid(0, 2),
            QStringList({ QStringLiteral("in_ptr0"), QStringLiteral("out_ptr0") }));
        bool known = false;
        QCOMPARE(writtenBy(QStringLiteral("    cpp_fused_relu_0((const float*)(arg9_1.data_ptr()), "
                                          "(float*)(buf0.data_ptr()));"),
                     QStringLiteral("cpp_fused_relu_0"), false,
                     &params.find(QStringLiteral("cpp_fused_relu_0")).value(), known),
            QStringList { QStringLiteral("buf0") });
        QCOMPARE(
            writtenBy(QStringLiteral("    call_triton_poi_fused_convolution_0(arg9_1, buf1, 12L, this->device_idx_);"),
                QStringLiteral("triton_poi_fused_convolution_0"), false,
                &params.find(QStringLiteral("triton_poi_fused_convolution_0")).value(), known),
            QStringList { QStringLiteral("buf1") });
        QCOMPARE(
            writtenBy(QStringLiteral("    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_cpu_addmm_out(buf5, fc_bias, "
                                     "wrap_with_raii_handle_if_needed(reinterpret_tensor_wrapper(buf4, 2, a, b, 0L)), "
                                     "1L, 1L));"),
                QStringLiteral("aoti_torch_cpu_addmm_out"), true, nullptr, known),
            QStringList { QStringLiteral("buf5") });
        QCOMPARE(
            writtenBy(QStringLiteral("    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_cpu_convolution(buf0, buf1, nullptr, "
                                     "std::array<int64_t, 2>{1L, 1L}.cbegin(), 2, 0, &buf2_handle));"),
                QStringLiteral("aoti_torch_cpu_convolution"), true, nullptr, known),
            QStringList { QStringLiteral("buf2") });
        QVERIFY(known);
    }

    // No IR (trace + TORCH_LOGS only): names say what each node writes; an item of an extern
    // result and a node that only mutates are told apart, and neither shifts the others.
    void tiesWithoutIr()
    {
        FusionGraph g;
        for (const auto &[name, cls] :
            std::vector<std::pair<QString, QString>> { { QStringLiteral("op0"), QStringLiteral("SchedulerNode") },
                { QStringLiteral("op1"), QStringLiteral("ExternKernelSchedulerNode") },
                { QStringLiteral("op2"), QStringLiteral("ExternKernelSchedulerNode") },
                { QStringLiteral("op3"), QStringLiteral("ExternKernelSchedulerNode") },
                { QStringLiteral("op4"), QStringLiteral("SchedulerNode") },
                { QStringLiteral("op6"), QStringLiteral("SchedulerNode") },
                { QStringLiteral("op7"), QStringLiteral("SchedulerNode") },
                { QStringLiteral("op8"), QStringLiteral("SchedulerNode") } })
            g.nodes.push_back(node(name, cls));
        for (int i = 0; i < int(g.nodes.size()); ++i) {
            FinalNode f;
            f.name = g.nodes[size_t(i)].name;
            f.members = { i };
            g.finals.push_back(f);
        }
        mapKernels(g, kWrapper, QStringLiteral("test"), {});
        auto kernelOf = [&](int i) { return g.finals[size_t(i)].kernel; };
        QCOMPARE(kernelOf(0).name, QStringLiteral("triton_poi_fused_add_0"));
        QCOMPARE(kernelOf(0).how, QStringLiteral("buffers"));
        QCOMPARE(kernelOf(1).name, QStringLiteral("extern_kernels.mm"));
        QCOMPARE(kernelOf(2).name, QStringLiteral("torch.ops.aten._scaled_dot_product_efficient_attention.default"));
        QCOMPARE(kernelOf(3).kind, QStringLiteral("none")); // buf3 = buf2[0]
        QVERIFY2(kernelOf(3).untied.contains(QLatin1String("item of buf2")), qPrintable(kernelOf(3).untied));
        QCOMPARE(kernelOf(4).name, QStringLiteral("triton_poi_fused_index_put_1")); // writes buf0 again: a mutation
        QCOMPARE(kernelOf(4).how, QStringLiteral("order"));
        QCOMPARE(kernelOf(5).name, QStringLiteral("cpp_fused_gelu_2")); // in_out_ptr0 = buf6
        QCOMPARE(kernelOf(6).name, QStringLiteral("cpp_fused_gelu_2"));
        QCOMPARE(kernelOf(6).how, QStringLiteral("buffers_shared_launch"));
        QVERIFY(kernelOf(7).name.isEmpty()); // buf8 appears nowhere, and no launch is left
        QVERIFY2(kernelOf(7).untied.contains(QLatin1String("appear nowhere")), qPrintable(kernelOf(7).untied));
        int notes = 0;
        for (const Diagnostic &d : g.diagnostics)
            notes += d.message.contains(QLatin1String("op8 matches no kernel launch")) ? 1 : 0;
        QCOMPARE(notes, 1);
    }

    // The deep runs recorded with the trace and TORCH_LOGS only (no debug folder): every final
    // node that launches anything is tied by the buffers it writes (or its origins), and every
    // other says why it has no launch.
    void deepRunsWithoutDebugFolder_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("codeFromTrace");
        QTest::newRow("gpu_deep48") << QStringLiteral("gpu_deep48") << QStringLiteral("triton") << false;
        QTest::newRow("cpu_deep24") << QStringLiteral("cpu_deep24") << QStringLiteral("cpp") << false;
        // TORCH_LOGS without output_code: the trace's inductor_output_code is the code.
        QTest::newRow("gpu_deep48, code from the trace")
            << QStringLiteral("gpu_deep48") << QStringLiteral("triton") << true;
    }

    void deepRunsWithoutDebugFolder()
    {
        QFETCH(QString, name);
        QFETCH(QString, kind);
        QFETCH(bool, codeFromTrace);
        const QString dir
            = unpackFusionFixture(m_tmp.path() + (codeFromTrace ? QStringLiteral("/trace") : QString()), name);
        QVERIFY(!dir.isEmpty());
        if (codeFromTrace) {
            const QString logs = dir + QStringLiteral("/torch_logs.txt");
            QByteArray kept;
            for (const QByteArray &line : readAll(logs).split('\n'))
                if (!line.contains("[__output_code]"))
                    kept += line + '\n';
            QVERIFY(writeAll(logs, kept));
        }
        const auto loaded = loadRun({ dir });
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
        const FusionRun run = buildFusionRun(*loaded.value());
        int graphs = 0, tied = 0;
        for (const FusionGraph &g : run.graphs) {
            if (!g.hasDecisions())
                continue;
            ++graphs;
            QVERIFY(g.debugFolder.isEmpty());
            const auto launched = std::find_if(
                g.finals.begin(), g.finals.end(), [](const FinalNode &f) { return !f.kernel.name.isEmpty(); });
            QVERIFY(launched != g.finals.end());
            QCOMPARE(launched->kernel.wrapper.contains(QLatin1String("dedicated_log_torch_trace")), codeFromTrace);
            for (const Diagnostic &d : g.diagnostics)
                QVERIFY2(!d.message.contains(QLatin1String("matches no kernel launch")), qPrintable(d.message));
            for (const FinalNode &f : g.finals) {
                const QString what = g.id + u' ' + f.name;
                if (f.kernel.name.isEmpty()) {
                    QVERIFY2(f.kernel.kind == QLatin1String("none") && !f.kernel.untied.isEmpty(), qPrintable(what));
                    continue;
                }
                QVERIFY2(f.kernel.how == QLatin1String("buffers")
                        || f.kernel.how == QLatin1String("buffers_shared_launch")
                        || f.kernel.how == QLatin1String("source_nodes")
                        || (f.kernel.how == QLatin1String("cpp_group") && kind == QLatin1String("cpp")),
                    qPrintable(what + u' ' + f.kernel.how));
                QVERIFY2(QStringList({ kind, QStringLiteral("extern") }).contains(f.kernel.kind),
                    qPrintable(what + u' ' + f.kernel.kind));
                ++tied;
            }
        }
        QCOMPARE(graphs, 4); // forward and backward of the model, and of the loss
        QVERIFY(tied > 1000);
    }
};

QTEST_GUILESS_MAIN(TestKernelTies)
#include "tst_kernelties.moc"
