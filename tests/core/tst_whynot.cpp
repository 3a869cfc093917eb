#include "fusionfixture.h"

#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionstepper.h"
#include "core/fusion/fusionsummary.h"
#include "core/fusion/whynot.h"
#include "core/ingest/runloader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::test;
using Verdict = WhyNotAnswer::Verdict;

// "Why are these two not one kernel?", the summary and the stepper, on the corpus fusion_mlp
// run (H200, torch 2.11): its forward graph's 24 scheduler nodes became 10 (FORMATS §3.7).
class TestWhyNot : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    FusionRun m_run;
    const FusionGraph *m_fw = nullptr;

    static FusionRun load(const QStringList &paths)
    {
        const auto run = loadRun(paths);
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return buildFusionRun(*run.value());
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString dir = unpackFusionFixture(m_tmp.path(), QStringLiteral("fusion_mlp"));
        QVERIFY(!dir.isEmpty());
        m_run = load({ dir, QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst") });
        m_fw = m_run.find(QStringLiteral("0/0:forward"));
        QVERIFY(m_fw);
    }

    void fusedPair()
    {
        const WhyNotAnswer w = whyNotFused(*m_fw, QStringLiteral("op3"), QStringLiteral("op4"));
        QCOMPARE(w.verdict, Verdict::Fused);
        QVERIFY(w.fusedBy >= 0);
        const FusionDecision &d = m_fw->decisions[size_t(w.fusedBy)];
        QCOMPARE(d.a, QStringLiteral("op0_op1_op3")); // `fusing op0_op1_op3 with op4`, round 2
        QCOMPARE(d.b, QStringLiteral("op4"));
        QCOMPARE(m_fw->rounds[size_t(d.round)].index, 2);
        QVERIFY(w.answer.contains(QLatin1String("triton_per_fused_native_layer_norm_0")));
    }

    void rejectedPairWithThePathBetween()
    {
        const WhyNotAnswer w = whyNotFused(*m_fw, QStringLiteral("op25"), QStringLiteral("op4"));
        QCOMPARE(w.verdict, Verdict::Rejected);
        QCOMPARE(w.decisions.size(), size_t(4)); // round 1 (op4 / op25), round 2, round 3, the reorder pass
        for (int i : w.decisions)
            QCOMPARE(m_fw->decisions[size_t(i)].category, QStringLiteral("dependency"));
        // The IR says why: the path runs through the addmm extern kernel op5.
        QVERIFY(w.structural.join(u' ').contains(QLatin1String("op5")));
        QVERIFY(w.settings.contains(QStringLiteral("max_autotune")));
    }

    void kernelsAndPostGradNodes()
    {
        const WhyNotAnswer w
            = whyNotFused(*m_fw, QStringLiteral("triton_red_fused_gelu_mean_native_dropout_sigmoid_view_1"),
                QStringLiteral("triton_red_fused_gelu_mean_native_dropout_sigmoid_view_3"));
        QCOMPARE(w.selA.kind, FusionSelection::Kind::Kernel);
        QCOMPARE(w.verdict, Verdict::Rejected);
        QCOMPARE(m_fw->decisions[size_t(w.decisions.front())].category, QStringLiteral("no_shared_data"));
        QVERIFY(w.settings.contains(QStringLiteral("aggressive_fusion")));
        const WhyNotAnswer p = whyNotFused(*m_fw, QStringLiteral("var_mean"), QStringLiteral("add_7"));
        QCOMPARE(p.selA.kind, FusionSelection::Kind::PostGradNode);
        QCOMPARE(p.selA.nodes.size(), size_t(3)); // op0, op1 and op3 compute parts of var_mean
        QCOMPARE(p.verdict, Verdict::Rejected);
    }

    void neverScored()
    {
        const WhyNotAnswer e = whyNotFused(*m_fw, QStringLiteral("op5"), QStringLiteral("op4"));
        QCOMPARE(e.verdict, Verdict::NeverScored); // op5 is extern_kernels.addmm
        QVERIFY(e.structural.join(u' ').contains(QLatin1String("extern_kernels.addmm")));
        const WhyNotAnswer n = whyNotFused(*m_fw, QStringLiteral("op0"), QStringLiteral("op7"));
        QCOMPARE(n.verdict, Verdict::NeverScored); // no common buffer
        QVERIFY(n.decisions.empty());
        QVERIFY(n.answer.contains(QLatin1String("no common buffer")));
    }

    void withoutAFusionLogTheRecordCannotTell()
    {
        QTemporaryDir dir;
        const QString run = unpackFusionFixture(dir.path(), QStringLiteral("fusion_mlp"));
        QVERIFY(QFile::remove(run + QStringLiteral("/torch_logs.txt")));
        const FusionRun noLog = load({ run });
        QVERIFY(!noLog.missing.isEmpty());
        const FusionGraph *g = noLog.find(QStringLiteral("debug:model__0_forward_1.0")); // no trace: no compile id
        QVERIFY(g && !g->hasDecisions());
        QCOMPARE(g->finals.size(), size_t(10));
        const WhyNotAnswer w = whyNotFused(*g, QStringLiteral("op12"), QStringLiteral("op13"));
        QCOMPARE(w.verdict, Verdict::CannotTell);
        QVERIFY(w.answer.contains(QLatin1String("cannot tell")));
        QVERIFY(w.answer.contains(QLatin1String("TORCH_LOGS=fusion")));
    }

    void unknownName()
    {
        const WhyNotAnswer w = whyNotFused(*m_fw, QStringLiteral("op3"), QStringLiteral("no_such_thing"));
        QVERIFY(w.error.contains(QLatin1String("no_such_thing")));
    }

    void summary()
    {
        const FusionSummary s = summarizeFusion(*m_fw);
        QCOMPARE(s.nodesBefore, 24);
        QCOMPARE(s.nodesAfter, 10);
        QCOMPARE(s.fuses, 14);
        QCOMPARE(s.blocked.front().category, QStringLiteral("dependency"));
        QCOMPARE(s.blocked.front().lines, 47);
        QCOMPARE(s.values.size(), size_t(1));
        QCOMPARE(s.values[0].values, QStringLiteral("numel1=4096, numel2=4194304, rnumel1=1, rnumel2=1"));
        QCOMPARE(s.values[0].count, 3);
        // Internal buffers from the layouts: buf1 (32×128 fp32) in the layer norm kernel; the
        // dropout randoms buf7 (32×128×4096 fp32) and the mean buf11 in the gelu kernel: one
        // write and one read each.
        const auto *ln = &m_fw->finals[0];
        QCOMPARE(ln->internalBuffers, QStringList { QStringLiteral("buf1") });
        QCOMPARE(ln->internalBytes.value_or(-1), 32 * 128 * 4);
        QCOMPARE(ln->savedTraffic.value_or(-1), 2 * 32 * 128 * 4);
        QCOMPARE(m_fw->finals[3].internalBuffers, (QStringList { QStringLiteral("buf7"), QStringLiteral("buf11") }));
        QCOMPARE(m_fw->finals[3].internalBytes.value_or(-1), 32 * 128 * 4096 * 4 + 32 * 128 * 4);
        QCOMPARE(s.alone.size(), size_t(1)); // op25
        QCOMPARE(s.externs.size(), size_t(5));
    }

    void stepper()
    {
        FusionStepper st(*m_fw);
        QCOMPARE(st.positions(), int(m_fw->decisions.size()) + 1);
        QCOMPARE(st.nodesAt(0).size(), size_t(24));
        QCOMPARE(st.nodesAt(st.positions() - 1).size(), size_t(10));
        // After the first round's decisions the log says 12 nodes.
        QCOMPARE(st.nodesAt(m_fw->rounds[0].endDecision).size(), size_t(12));
        QCOMPARE(st.nextRound(0), m_fw->rounds[1].firstDecision);
        DecisionFilter fuses;
        fuses.reject = fuses.benchmark = false;
        QCOMPARE(st.decisions(fuses).size(), size_t(14));
        DecisionFilter touching;
        touching.node = QStringLiteral("op25");
        touching.categories = { QStringLiteral("dependency") };
        QCOMPARE(st.decisions(touching).size(), size_t(21)); // grep of the log: 21 such lines name op25
        const int k = st.nextDecision(0, fuses);
        QCOMPARE(m_fw->decisions[size_t(k - 1)].a, QStringLiteral("op7"));
        QCOMPARE(
            st.state(k)[size_t(m_fw->nodeIndex.value(QStringLiteral("op8")))], m_fw->decisions[size_t(k - 1)].result);
        QCOMPARE(st.finalOf(m_fw->nodeIndex.value(QStringLiteral("op8")))->kernel.name,
            QStringLiteral("triton_red_fused_gelu_mean_native_dropout_sigmoid_view_1"));
        QCOMPARE(
            st.select(QStringLiteral("buf7")).nodes, std::vector<int> { m_fw->nodeIndex.value(QStringLiteral("op7")) });
    }
};

QTEST_GUILESS_MAIN(TestWhyNot)
#include "tst_whynot.moc"
