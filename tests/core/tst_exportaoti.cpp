#include "core/analysis/kernelcounts.h"
#include "core/ingest/pt2/wrapperbranches.h"
#include "core/ingest/runloader.h"
#include "core/profiling/kernelplan.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportwriters.h"
#include "core/report/summaryjson.h"
#include "core/report/summarytext.h"

#include "tests/core/exportfixture.h"
#include "tests/fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace exportfixture;

// An AOTInductor package as torch._inductor.aoti_compile_and_package writes it, WITHOUT its
// ExportedProgram (make_export_programs.py --aoti-package: a small MLP, CPU, dynamic batch):
// what users deploy. Its kernels, extern calls, files and constants come from the code it
// carries, into the run's OutputCode model, and every output says what the package is.
class TstExportAoti : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const LoadedRun> m_run;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(unpackFixture(data("aoti_package.tar.xz"), m_dir.path()));
        m_run = load(m_dir.filePath(QStringLiteral("aoti_mlp.pt2")));
        QVERIFY(m_run);
        QCOMPARE(m_run->archives.size(), size_t(1));
        QCOMPARE(m_run->archives[0].kind, Pt2Archive::Kind::AotInductor);
        QVERIFY(m_run->archives[0].programs.empty()); // no models/*.json: nothing to draw
    }

    void packageCodeInTheOutputCodeModel()
    {
        const Pt2Archive &a = m_run->archives[0];
        QCOMPARE(a.aotiModels.size(), size_t(1));
        const AotiModel &m = a.aotiModels[0];
        QCOMPARE(m.name, QStringLiteral("model"));
        QVERIFY(m.code.path.endsWith(QLatin1String(".wrapper.cpp")));
        QCOMPARE(m.files.size(), 5); // wrapper.cpp, kernel.cpp, two metadata files, wrapper.so
        QStringList kernels;
        for (const KernelDef &k : m.code.kernels) {
            kernels << k.name;
            QCOMPARE(k.kind, QStringLiteral("cpp"));
            QVERIFY(k.kernelPath.endsWith(QLatin1String(".kernel.cpp")));
            QVERIFY(m.kernelCode.value(k.name).startsWith(QLatin1String("extern \"C\"")));
        }
        QCOMPARE(kernels,
            QStringList({ QStringLiteral("cpp_fused_mul_0"), QStringLiteral("cpp_fused_relu_1"),
                QStringLiteral("cpp_fused_add_mul_sigmoid_slice_2") }));
        QStringList launches;
        for (const KernelLaunch &l : m.code.launches)
            launches << (l.external ? QStringLiteral("extern ") : QString()) + l.kernel;
        QCOMPARE(launches,
            QStringList({ QStringLiteral("cpp_fused_mul_0"), QStringLiteral("extern aoti_torch_cpu_addmm_out"),
                QStringLiteral("cpp_fused_relu_1"), QStringLiteral("extern aoti_torch_cpu_addmm_out"),
                QStringLiteral("cpp_fused_add_mul_sigmoid_slice_2") }));
        const KernelCounts c = countKernels(m.code);
        QCOMPARE(c.distinctKernels, 3);
        QCOMPARE(c.launches, 5);
        QCOMPARE(c.externLaunches, 2);
        QCOMPARE(a.aotiKernels(), 3);
        // The run's kernel counts (summary --json, the Kernels view's status) include them.
        const KernelCounts run = runKernelCounts(*m_run);
        QCOMPARE(run.distinctKernels, 3);
        QCOMPARE(run.launches, 5);
        QStringList constants;
        for (const ExportWeight &w : m.constants)
            constants << QStringLiteral("%1 %2 %3[%4] %5").arg(w.name, w.kind, w.dtype, w.shape).arg(w.bytes);
        QCOMPARE(constants,
            QStringList({ QStringLiteral("fc1.weight parameter f32[16, 8] 512"),
                QStringLiteral("fc1.bias parameter f32[16] 64"),
                QStringLiteral("fc2.weight parameter f32[4, 16] 256") }));
    }

    void summaryNamesKernelsFilesAndConstants()
    {
        const QString text = formatSummaryText(*m_run);
        for (const char *expected :
            { "model model: 3 kernels generated, 5 launches per call (2 extern); no exported program inside",
                "kernel cpp_fused_relu_1  cpp  launched 1x", "extern call aoti_torch_cpu_addmm_out  2x", ".wrapper.so",
                "constants: 3", "fc2.weight  parameter  f32[4, 16]  256 B" })
            QVERIFY2(text.contains(QLatin1String(expected)), qPrintable(expected + QStringLiteral("\n") + text));
    }

    // The report says what the input is, never "Nothing was compiled" for compiled kernels.
    void reportSaysWhatThePackageIs()
    {
        const ReportData d = buildReport(*m_run, {});
        QCOMPARE(d.title, QStringLiteral("AOTInductor package diagnosis"));
        QCOMPARE(d.kernelNames.size(), 3);
        QCOMPARE(d.packages.size(), size_t(1));
        const QString md = reportMarkdown(buildReportDocument(d));
        const QString html = QString::fromUtf8(reportHtml(buildReportDocument(d)));
        for (const QString &doc : { md, html }) {
            QVERIFY2(!doc.contains(QLatin1String("Nothing was compiled")), qPrintable(doc.left(3000)));
            QVERIFY(!doc.contains(QLatin1String("hold no graph")));
            QVERIFY(doc.contains(QLatin1String("compiled ahead of time; it carries no exported program")));
            QVERIFY(doc.contains(QLatin1String("fc1.weight")));
        }
        QVERIFY2(md.contains(QLatin1String("aoti\\_torch\\_cpu\\_addmm\\_out")), qPrintable(md));
        const QJsonObject json = QJsonDocument::fromJson(reportJson(d)).object();
        const QJsonObject pkg = json[QStringLiteral("aoti_packages")].toArray().at(0).toObject();
        QCOMPARE(pkg[QStringLiteral("kernels")].toArray().size(), 3);
        QCOMPARE(
            pkg[QStringLiteral("extern_calls")].toArray().at(0).toString(), QStringLiteral("aoti_torch_cpu_addmm_out"));
        QCOMPARE(pkg[QStringLiteral("constants")].toArray().size(), 3);
        QCOMPARE(json[QStringLiteral("kernels")].toArray().size(), 3);
    }

    // The Kernels view's plans: the package (run whole), then each of its kernels with its code.
    void kernelsViewPlansEveryKernel()
    {
        const QList<KernelPlan> plans = planAotiPackages(*m_run);
        QCOMPARE(plans.size(), 4);
        QCOMPARE(plans[0].kind, QStringLiteral("aoti"));
        for (qsizetype i = 1; i < plans.size(); ++i) {
            QCOMPARE(plans[i].kind, QStringLiteral("cpp"));
            QCOMPARE(plans[i].compileId, QStringLiteral("aoti_mlp.pt2"));
            QVERIFY(!plans[i].package.isEmpty() && !plans[i].launchable());
            QVERIFY(plans[i].source.contains(plans[i].name));
            QCOMPARE(plans[i].launches, 1);
        }
    }

    // Launches inside torch.cond branches and a while_loop (make_export_programs.py
    // --aoti-branches): each knows the branch it stands in, and a call runs between the least and
    // the most of them by the branches taken (was: all 9 counted as run by every call).
    void launchesInBranchesAreCountedPerCall()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(data("aoti_branches.tar.xz"), dir.path()));
        const auto cond = load(dir.filePath(QStringLiteral("aoti_cond.pt2")));
        QVERIFY(cond && cond->archives.size() == 1 && cond->archives[0].aotiModels.size() == 1);
        const OutputCode &code = cond->archives[0].aotiModels[0].code;
        QStringList launches;
        for (const KernelLaunch &l : code.launches)
            launches << l.kernel + QStringLiteral(" @") + branchNames(l.branch);
        QCOMPARE(launches,
            QStringList({ QStringLiteral("cpp_fused_gt_sum_0 @"), QStringLiteral("cpp_fused_gt_mean_1 @true_graph_0"),
                QStringLiteral("aoti_torch_cpu_addmm_out @true_graph_0/true_graph_0"),
                QStringLiteral("cpp_fused_gt_mean_relu_2 @true_graph_0/true_graph_0"),
                QStringLiteral("aoti_torch_cpu_addmm_out @true_graph_0/false_graph_0"),
                QStringLiteral("cpp_fused_gt_mean_tanh_3 @true_graph_0/false_graph_0"),
                QStringLiteral("cpp_fused_gt_mul_4 @true_graph_0"),
                QStringLiteral("aoti_torch_cpu_addmm_out @false_graph_0"),
                QStringLiteral("cpp_fused_gt_sigmoid_5 @false_graph_0") }));
        const KernelCounts c = countKernels(code);
        QCOMPARE(c.launches, 9);
        QCOMPARE(c.branchLaunches, 8);
        QCOMPARE(c.launchesMin, 3); // sum, then the false branch: addmm, sigmoid
        QCOMPARE(c.launchesMax, 5); // sum, then true: mean, (addmm, relu | addmm, tanh), mul
        const QString text = formatSummaryText(*cond);
        QVERIFY2(
            text.contains(QLatin1String("8 of them in torch.cond branches: 3 to 5 run per call")), qPrintable(text));
        const QJsonObject json = QJsonDocument::fromJson(formatSummaryJson(*cond)).object();
        const QJsonObject model = json[QStringLiteral("archives")]
                                      .toArray()
                                      .at(0)[QStringLiteral("aoti_models")]
                                      .toArray()
                                      .at(0)
                                      .toObject();
        QCOMPARE(model[QStringLiteral("launches")].toArray().at(2)[QStringLiteral("branch")].toString(),
            QStringLiteral("true_graph_0/true_graph_0"));
        QVERIFY(model[QStringLiteral("launches")].toArray().at(0)[QStringLiteral("branch")].isNull());

        const auto loop = load(dir.filePath(QStringLiteral("aoti_loop.pt2")));
        QVERIFY(loop && loop->archives.size() == 1 && loop->archives[0].aotiModels.size() == 1);
        const KernelCounts l = countKernels(loop->archives[0].aotiModels[0].code);
        QCOMPARE(l.launches, 4); // an init kernel; the condition's; the body's addmm and add_relu
        QCOMPARE(l.branchLaunches, 3);
        QCOMPARE(l.launchesMin, 2); // the condition runs at least once
        QCOMPARE(l.launchesMax, -1);
        QVERIFY2(formatSummaryText(*loop).contains(QLatin1String("at least 2 run per call")),
            qPrintable(formatSummaryText(*loop)));
    }

    // A sub-graph inlined where it always runs (invoke_subgraph: a `// subgraph:` comment with no
    // if, else or while above it), at top level or inside a branch, opens no branch.
    void inlinedSubgraphIsNoBranch()
    {
        WrapperBranches b;
        auto at = [&](const char *line) {
            b.feed(QString::fromLatin1(line));
            return b.current();
        };
        at("void AOTInductorModel::run_impl() {");
        at("    // subgraph: repeated_subgraph0");
        QCOMPARE(at("    cpp_fused_a_0(buf0);"), QString());
        at("    if (buf1_scalar) {");
        at("        // subgraph: true_graph_0");
        at("        // subgraph: repeated_subgraph0");
        QCOMPARE(at("        cpp_fused_b_1(buf2);"), QStringLiteral("c1:true_graph_0"));
        at("    } else {");
        at("        // subgraph: false_graph_0");
        QCOMPARE(at("        cpp_fused_c_2(buf2);"), QStringLiteral("c1:false_graph_0"));
        at("    }");
        QCOMPARE(at("    cpp_fused_d_3(buf3);"), QString());
    }

    // A wrapper that nests sub-graphs without end stays bounded (WrapperBranches::kMaxDepth).
    void deepNestingIsBounded()
    {
        WrapperBranches b;
        QString indent;
        for (int i = 0; i < 500; ++i) {
            b.feed(indent + QStringLiteral("if (p) {"));
            indent += QStringLiteral("    ");
            b.feed(indent + QStringLiteral("// subgraph: true_graph_0"));
        }
        QCOMPARE(b.current().count(u'/') + 1, int(WrapperBranches::kMaxDepth));
        b.feed(QStringLiteral("done();"));
        QVERIFY(b.current().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstExportAoti)
#include "tst_exportaoti.moc"
