#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "gui/settings.h"

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"
#include "core/report/fixlist.h"
#include "core/util/codespans.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/fixfirstpane.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>
#include <QUrl>

using namespace cs;
using namespace cs::app;
using namespace cs::viewers;

// The window opens a run on What to fix first: explain's findings in explain's order, each a link
// to the view with its evidence, selected there.
class TestFixFirst : public QObject {
    Q_OBJECT

    static void open(MainWindow &w, const QString &path)
    {
        if (!w.isVisible()) {
            w.setQuiet(true);
            w.resize(1400, 900);
            w.show();
        }
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ path });
        QVERIFY(loaded.wait(60000));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(Settings::filePath());
    }

    void opensOnWhatToFixFirst()
    {
        MainWindow w;
        open(w, QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"));
        FindingsTabs *tabs = w.findings();
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("fix"));
        QCOMPARE(w.helpTopic(), QStringLiteral("fix"));
        const FixFirstPane *pane = tabs->fixFirstPane();
        const std::vector<Fix> expected = fixList(tabs->explanation());
        QVERIFY(!expected.empty());
        QCOMPARE(pane->fixes().size(), expected.size());
        const QString text = pane->text();
        QVERIFY(text.contains(QStringLiteral("Coverage:")));
        qsizetype at = 0;
        for (const Fix &f : expected) { // every title, in the list's order
            const qsizetype next = text.indexOf(f.title.left(40), at);
            QVERIFY2(next >= at, qPrintable(f.title));
            at = next;
        }
        QVERIFY(!text.contains(QLatin1Char('`'))); // code spans drawn as code, not as backticks
        // A run left on another view opens there next time; a new run on What to fix first.
        tabs->showView(QStringLiteral("graph"));
        w.closeRun();
        open(w, QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"));
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("graph"));
        open(w, QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst"));
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("fix"));
    }

    // Under the coverage line, the functions it counts as capturing nothing with their compile ids,
    // as explain lists them (the window showed the line only).
    void coverageListsItsEmptyFunctions()
    {
        const auto ddp = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/ddp/trace") });
        QVERIFY(ddp);
        const Explanation e = explainRun(ddp.value()->logs, ddp.value()->overviews);
        FixFirstPane pane;
        pane.setExplanation(e);
        const QString text = pane.text();
        QVERIFY2(text.contains(QLatin1String("torch_dynamo_resume_in___init___at_105")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("[rank 0: 3/0, rank 1: 3/0]")), qPrintable(text));
        QCOMPARE(text.count(QLatin1String("captured 0 operations")), int(e.coverage.emptyFunctions.size()));
    }

    void eachFindingLeadsToItsEvidence()
    {
        MainWindow w;
        open(w, QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst"));
        FindingsTabs *tabs = w.findings();
        const Explanation &e = tabs->explanation();
        const auto &fixes = tabs->fixFirstPane()->fixes();
        QVERIFY(!fixes.empty());
        bool sawBreak = false, sawRecompile = false;
        for (int i = 0; i < int(fixes.size()); ++i) {
            const Fix &f = fixes[size_t(i)];
            tabs->showView(QStringLiteral("fix"));
            // The link as a user clicks it.
            Q_EMIT tabs->fixFirstPane()->browser()->anchorClicked(QUrl(QStringLiteral("fix:%1").arg(i)));
            QCOMPARE(tabs->currentWidget()->objectName(), f.view);
            if (f.kind == Fix::Kind::GraphBreak) {
                sawBreak = true;
                const BreakGroup &b = e.breaks[f.index];
                QTRY_VERIFY2(tabs->breaksPane()->detailsText().contains(b.reason.left(30)), qPrintable(b.reason));
            } else if (f.kind == Fix::Kind::Recompiles) {
                sawRecompile = true;
                const QModelIndex current = tabs->recompilesPane()->view()->currentIndex();
                QVERIFY(current.isValid());
                QCOMPARE(current.row(), f.index);
                QVERIFY(!current.parent().isValid());
            }
        }
        QVERIFY(sawRecompile);
        Q_UNUSED(sawBreak);
        // Links that are not findings do nothing.
        tabs->showView(QStringLiteral("fix"));
        Q_EMIT tabs->fixFirstPane()->browser()->anchorClicked(QUrl(QStringLiteral("fix:9999")));
        Q_EMIT tabs->fixFirstPane()->browser()->anchorClicked(QUrl(QStringLiteral("https://example.com")));
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("fix"));
    }

    // Trace text arrives inert: markup escaped, code spans as code, a lone backtick kept.
    void codeSpansAndHostileText()
    {
        QCOMPARE(htmlWithCodeSpans(QStringLiteral("use `torch.compile(<m>)` & go")),
            QStringLiteral("use <code>torch.compile(&lt;m&gt;)</code> &amp; go"));
        QCOMPARE(htmlWithCodeSpans(QStringLiteral("a ` b")), QStringLiteral("a ` b"));
        QCOMPARE(htmlWithCodeSpans(QStringLiteral("<script>`x`")), QStringLiteral("&lt;script&gt;<code>x</code>"));
        QCOMPARE(htmlWithCodeSpans(QStringLiteral("``x`` and `c`")), QStringLiteral("``x`` and <code>c</code>"));
        QCOMPARE(htmlWithCodeSpans(QStringLiteral("`a\nb`")), QStringLiteral("`a\nb`")); // not across lines
        QCOMPARE(codeSpans(QStringLiteral("`a``b`")).size(), size_t(2));
        Explanation e;
        BreakGroup b;
        b.reason = QStringLiteral("<b>bold</b>\u202eevil");
        b.file = QStringLiteral("/src/<i>x</i>.py");
        b.line = 1;
        b.count = 1;
        e.breaks << b;
        FixFirstPane pane;
        pane.setExplanation(e);
        const QString text = pane.text();
        QVERIFY2(text.contains(QStringLiteral("<b>bold</b>")), qPrintable(text)); // shown as text
        QVERIFY(!text.contains(QChar(0x202e)));
    }
};

QTEST_MAIN(TestFixFirst)
#include "tst_fixfirst.moc"
