#include "fusionfixture.h"

#include "core/analysis/outputcode.h"
#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionkernels.h"
#include "core/fusion/fusionlinks.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"
#include "core/model/profile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::test;

// Final nodes of the corpus fusion_mlp run in the engine's other models: the post-grad
// graph's fusion groups (provenance) and the profiler's kernel plans.
class TestFusionLinks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void groupsAndPlans()
    {
        QTemporaryDir tmp;
        const QString dir = unpackFusionFixture(tmp.path(), QStringLiteral("fusion_mlp"));
        QVERIFY(!dir.isEmpty());
        const auto run = loadRun({ dir, QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst") });
        QVERIFY(run);
        const FusionRun fusion = buildFusionRun(*run.value());
        const FusionGraph *fw = fusion.find(QStringLiteral("0/0:forward"));
        QVERIFY(fw);
        QCOMPARE(fw->postGradGraph, QStringLiteral("0/0:post_grad:forward"));
        const auto entry = findGraph(listGraphs(*run.value()), fw->postGradGraph);
        QVERIFY(entry);
        const auto graph = loadGraph(*run.value(), entry.value());
        QVERIFY(graph);
        QCOMPARE(graph->groupSource, QStringLiteral("provenance"));
        KernelCache cache;
        const QList<KernelPlan> plans = planKernels(wrapperSources(*run.value()), cache);
        int triton = 0;
        for (const FinalNode &f : fw->finals) {
            if (f.kernel.kind != QLatin1String("triton"))
                continue;
            ++triton;
            const int group = fusionGroupOf(graph.value(), *fw, f);
            QVERIFY2(group >= 0, qPrintable(f.name));
            QCOMPARE(graph->groups[size_t(group)].kernel, f.kernel.name);
            // The group's post-grad nodes are the kernel's provenance list.
            QStringList members;
            for (int n : graph->groups[size_t(group)].members)
                members << graph->nodes[size_t(n)].name;
            for (const QString &p : f.kernel.postGrad)
                QVERIFY2(members.contains(p), qPrintable(f.name + u' ' + p));
            const KernelPlan *plan = planOf(plans, *fw, f);
            QVERIFY2(plan, qPrintable(f.kernel.name));
            QCOMPARE(plan->name, f.kernel.name);
            QCOMPARE(plan->id, f.kernel.planId);
        }
        QCOMPARE(triton, 5);
    }

    // DDPOptimizer compiles several children under one compile id, each defining kernels named
    // like the others' (`cpp_fused_add_mul_relu_sigmoid_0` in every child's forward): each
    // final node finds its own graph's kernel plan and measured time, never a sibling's.
    void ddpChildrenKeepTheirOwnKernels_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::newRow("cpu, gloo, C++ kernels") << QStringLiteral(CS_TEST_DATA_DIR "/ddp");
        QTest::newRow("two H100s, NCCL, Triton kernels") << QStringLiteral(CS_TEST_DATA_DIR "/ddp_gpu");
    }

    void ddpChildrenKeepTheirOwnKernels()
    {
        QFETCH(QString, dir);
        const auto run = loadRun({ dir });
        QVERIFY(run);
        const FusionRun fusion = buildFusionRun(*run.value());
        KernelCache cache;
        const QList<KernelPlan> plans = planKernels(wrapperSources(*run.value()), cache);
        ProfileRun profile;
        QHash<QString, double> timeOf; // plan id → a distinct fake median
        for (const KernelPlan &p : plans) {
            KernelResult r;
            r.kernel = p.name;
            r.compileId = p.compileId;
            r.planId = p.id;
            r.codeHash = kernelCodeHash(p.source, p.name);
            r.medianUs = 10.0 + timeOf.size();
            timeOf.insert(p.id, r.medianUs);
            profile.results.push_back(r);
        }
        QHash<QString, QSet<QString>> plansByName; // kernel name → plan ids its nodes were tied to
        int tied = 0;
        for (FusionGraph g : fusion.graphs) {
            if (g.unitLabel.isEmpty())
                continue;
            attachTimes(g, profile);
            for (const FinalNode &f : g.finals) {
                if (!f.kernel.kind.startsWith(QLatin1String("cpp")) && f.kernel.kind != QLatin1String("triton"))
                    continue;
                const KernelPlan *plan = planOf(plans, g, f);
                QVERIFY2(plan, qPrintable(g.id + u' ' + f.kernel.name));
                QCOMPARE(kernelCodeHash(plan->source, plan->name), f.kernel.codeHash);
                QVERIFY2(f.kernel.timeUs, qPrintable(g.id + u' ' + f.kernel.name));
                QCOMPARE(*f.kernel.timeUs, timeOf.value(plan->id));
                QCOMPARE(f.kernel.planId, plan->id);
                plansByName[f.kernel.name] << plan->id;
                ++tied;
            }
        }
        QVERIFY(tied > 0);
        // The fixture's children really do share kernel names (else this test proves nothing).
        QVERIFY(std::any_of(
            plansByName.begin(), plansByName.end(), [](const QSet<QString> &ids) { return ids.size() > 1; }));
    }
};

QTEST_GUILESS_MAIN(TestFusionLinks)
#include "tst_fusionlinks.moc"
