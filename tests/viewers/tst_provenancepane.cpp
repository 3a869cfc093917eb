// The Provenance view (issue 45) on the corpus fusion_mlp run: the three panes filled, a click on
// the layer norm's pre-grad node highlights its post-grad nodes and the kernel call, and the
// code pane is scrolled there; a run without provenance says how to record it.
#include "core/ingest/runloader.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/provenancepane.h"

#include <QComboBox>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

using namespace cs;
using namespace cs::viewers;

class TestProvenancePane : public QObject {
    Q_OBJECT

    static bool shown(ProvenancePane &pane, const QString &path)
    {
        auto run = loadRun({ path });
        if (!run)
            return false;
        QSignalSpy done(&pane, &ProvenancePane::graphShown);
        pane.setRun(run.value());
        pane.resize(1500, 800);
        pane.show();
        return done.wait(60000);
    }

private Q_SLOTS:
    void clickFollowsANodeThroughThePanes()
    {
        ProvenancePane pane;
        QVERIFY(shown(pane, QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst")));
        QCOMPARE(pane.graphs()->count(), 1);
        QCOMPARE(pane.graphs()->currentText(), QStringLiteral("0/0:post_grad:forward"));
        QPlainTextEdit *pre = pane.pane(ProvenanceTexts::PreGrad), *code = pane.pane(ProvenanceTexts::Code);
        QVERIFY(!pre->toPlainText().isEmpty() && !code->toPlainText().isEmpty());
        const QStringList lines = pre->toPlainText().split(u'\n');
        int h = -1;
        for (int i = 0; i < lines.size() && h < 0; ++i)
            if (lines[i].startsWith(QLatin1String("        h: ")))
                h = i;
        QVERIFY(h > 0);
        pane.selectLine(ProvenanceTexts::PreGrad, h);
        QCOMPARE(pane.links().items[ProvenanceTexts::PostGrad].size(), 9);
        QCOMPARE(pane.pane(ProvenanceTexts::PostGrad)->extraSelections().size(), 9);
        QVERIFY(code->extraSelections().size() >= 3); // the definition, the handle comment, the call
        QVERIFY(code->textCursor().block().text().contains(QStringLiteral("triton_per_fused_native_layer_norm_0")));
        QVERIFY(pane.status().contains(QStringLiteral("9 post-grad")));
        QVERIFY(pane.status().contains(QStringLiteral("source: ")));
        if (const QString dir = qEnvironmentVariable("CS_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(pane.grab().save(dir + QStringLiteral("/provenance.png")));
    }

    void aRunWithoutProvenanceSaysHowToRecordIt()
    {
        ProvenancePane pane;
        QVERIFY(shown(pane, QStringLiteral(CS_TEST_DATA_DIR "/torch215/passes.log.zst")));
        const auto *empty = pane.findChild<EmptyState *>();
        QVERIFY(empty && empty->isShowingMessage());
        QVERIFY(empty->message().contains(QStringLiteral("INDUCTOR_PROVENANCE=1")));
    }
};

QTEST_MAIN(TestProvenancePane)
#include "tst_provenancepane.moc"
