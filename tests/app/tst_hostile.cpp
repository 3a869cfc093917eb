#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/widgets/compiletimechart.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/kernelspane.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarCategoryAxis>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTreeView>

using namespace cs;
using namespace cs::app;

// The whole window on a hostile copy of a real trace (scripts/fixtures/make_hostile_trace.py:
// markup, <script>, event handlers, javascript: links, bidi overrides and isolates, C0/C1
// controls, 1 MiB names in frame and file names, guard text, graph-break, restart and failure
// reasons, kernel names). Every string any view shows is checked: no markup comes alive in a
// sink that renders rich text, no raw bidi or control character reaches the screen, and every
// cell is elided.
class TestHostile : public QObject {
    Q_OBJECT

    MainWindow *m_window = nullptr;
    FindingsTabs *m_tabs = nullptr;
    QStringList m_problems;
    int m_checked = 0;
    int m_escapedBidiSeen = 0, m_literalMarkupSeen = 0;

    static bool hasRawControls(const QString &s)
    {
        for (const QChar ch : s) {
            const char16_t c = ch.unicode();
            if ((c < 0x20 && c != u'\t' && c != u'\n') || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
                || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f || c == 0x061c)
                return true;
        }
        return false;
    }

    // Rich text (as a document) with markup that came alive: an image, a link that is not
    // PyTorch's documentation nor one of What to fix first's own (`fix:N`, its findings), the red
    // or the large text of the fixture.
    static bool liveDocument(const QTextDocument &doc)
    {
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat f = it.fragment().charFormat();
                if (f.isImageFormat() || f.foreground().color() == QColor(Qt::red))
                    return true;
                static const QRegularExpression ownLink(QStringLiteral("^fix:\\d+$"));
                if (f.isAnchor() && !f.anchorHref().startsWith(QLatin1String("https://"))
                    && !ownLink.match(f.anchorHref()).hasMatch())
                    return true;
            }
        return false;
    }

    static QString where(const QObject *o)
    {
        QString path;
        for (; o; o = o->parent())
            path.prepend(QStringLiteral("/%1(%2)").arg(QLatin1String(o->metaObject()->className()), o->objectName()));
        return path;
    }

    // A string shown by a sink that guesses rich text (tooltips, labels in AutoText).
    void checkGuessed(const QString &s, const QString &what)
    {
        ++m_checked;
        if (hasRawControls(s))
            m_problems << QStringLiteral("raw control or bidi character in %1: %2").arg(what, s.left(120));
        if (!Qt::mightBeRichText(s))
            return;
        QTextDocument doc;
        doc.setHtml(s);
        if (liveDocument(doc) || s.contains(QLatin1String("<script"), Qt::CaseInsensitive)
            || s.contains(QLatin1String("<img"), Qt::CaseInsensitive))
            m_problems << QStringLiteral("live markup in %1: %2").arg(what, s.left(120));
        if (doc.toPlainText().contains(QLatin1String("<img src=x")))
            ++m_literalMarkupSeen;
    }

    void checkPlain(const QString &s, const QString &what, int maxChars = 4000)
    {
        ++m_checked;
        if (hasRawControls(s))
            m_problems << QStringLiteral("raw control or bidi character in %1: %2").arg(what, s.left(120));
        if (s.size() > maxChars)
            m_problems << QStringLiteral("%1 shows %2 characters").arg(what).arg(s.size());
        m_escapedBidiSeen += s.contains(QLatin1String("\\u202e"));
        m_literalMarkupSeen += s.contains(QLatin1String("<img src=x"));
    }

    void walkModel(const QAbstractItemModel *m, const QModelIndex &parent, int depth = 0)
    {
        const QString name = where(m);
        for (int r = 0; r < m->rowCount(parent) && r < 500; ++r)
            for (int c = 0; c < m->columnCount(parent); ++c) {
                const QModelIndex i = m->index(r, c, parent);
                checkPlain(i.data(Qt::DisplayRole).toString(), name + QStringLiteral(" display"), 1000);
                checkGuessed(i.data(Qt::ToolTipRole).toString(), name + QStringLiteral(" tooltip"));
                if (c == 0 && depth < 8)
                    walkModel(m, i, depth + 1);
            }
        if (!parent.isValid())
            for (int c = 0; c < m->columnCount(); ++c)
                checkGuessed(
                    m->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString(), name + QStringLiteral(" header"));
    }

    void walkWidgets()
    {
        checkPlain(m_window->windowTitle(), QStringLiteral("window title"));
        for (QWidget *w : m_window->findChildren<QWidget *>()) {
            const QString at = where(w);
            checkGuessed(w->toolTip(), at + QStringLiteral(" tooltip"));
            if (auto *l = qobject_cast<QLabel *>(w)) {
                if (l->textFormat() == Qt::PlainText)
                    checkPlain(l->text(), at);
                else
                    checkGuessed(l->text(), at);
            }
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                checkPlain(b->text(), at);
            if (auto *bar = qobject_cast<QTabBar *>(w))
                for (int i = 0; i < bar->count(); ++i) {
                    checkPlain(bar->tabText(i), at);
                    checkGuessed(bar->tabToolTip(i), at);
                }
            if (auto *box = qobject_cast<QComboBox *>(w))
                for (int i = 0; i < box->count(); ++i)
                    checkPlain(box->itemText(i), at);
            if (auto *browser = qobject_cast<QTextBrowser *>(w)) {
                ++m_checked;
                if (liveDocument(*browser->document()))
                    m_problems << QStringLiteral("live markup in %1").arg(at);
                checkPlain(browser->toPlainText(), at, 200000);
            }
            if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
                checkPlain(edit->toPlainText(), at, 1 << 24);
            if (auto *view = qobject_cast<QGraphicsView *>(w); view && view->scene())
                for (QGraphicsItem *item : view->scene()->items()) {
                    checkGuessed(item->toolTip(), at + QStringLiteral(" item tooltip"));
                    if (auto *t = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                        checkPlain(t->text(), at + QStringLiteral(" item"));
                    if (auto *t = dynamic_cast<QGraphicsTextItem *>(item)) { // chart labels and titles: HTML
                        ++m_checked;
                        if (liveDocument(*t->document()))
                            m_problems << QStringLiteral("live markup in %1 text item").arg(at);
                        checkPlain(t->toPlainText(), at + QStringLiteral(" text item"));
                    }
                }
        }
    }

    static void settle(int ms)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < ms)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_window = new MainWindow;
        m_window->setQuiet(true);
        m_window->resize(1400, 900);
        m_window->show();
        m_tabs = m_window->findChild<FindingsTabs *>();
        QSignalSpy loaded(m_window, &MainWindow::runLoaded);
        m_window->openPaths({ QStringLiteral(CS_TEST_DATA_DIR "/hostile/hostile_trace.log.zst") });
        QVERIFY(loaded.wait(60000));
        QCOMPARE(m_window->run()->overviews.at(0)->compiles.size(), size_t(5));
    }

    // Every compile selected, every tab shown, every finding opened: then every string checked.
    void nothingLiveNothingRaw()
    {
        const QStringList ids { QStringLiteral("0/0"), QStringLiteral("0/1"), QStringLiteral("1/0"),
            QStringLiteral("1/1"), QStringLiteral("1/2") };
        for (int t = 0; t < m_tabs->count(); ++t) {
            m_tabs->setCurrentIndex(t);
            settle(50);
        }
        for (const QString &id : ids) {
            QVERIFY(m_window->selectCompile(id));
            settle(30);
        }
        for (auto *pane :
            { m_tabs->breaksPane(), m_tabs->recompilesPane(), m_tabs->failuresPane(), m_tabs->messagesPane() }) {
            m_tabs->setCurrentWidget(pane);
            QAbstractItemModel *m = pane->view()->model();
            for (int r = 0; r < m->rowCount(); ++r) {
                pane->view()->setCurrentIndex(m->index(r, 0));
                settle(20);
                for (int c = 0; c < m->rowCount(m->index(r, 0)); ++c)
                    pane->view()->setCurrentIndex(m->index(c, 0, m->index(r, 0)));
            }
        }
        // The graph of a compile with the megabyte kernel name and markup in its provenance.
        QVERIFY(m_window->selectCompile(QStringLiteral("1/0")));
        m_tabs->showView(QStringLiteral("graph"));
        QTRY_VERIFY_WITH_TIMEOUT(m_tabs->graphPane()->currentEntry().compileId == QLatin1String("1/0")
                && m_tabs->graphPane()->boxCount() > 0,
            30000);
        settle(500);
        m_tabs->showView(QStringLiteral("time"));
        settle(200);

        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (QAbstractItemModel *m : m_window->findChildren<QAbstractItemModel *>()) {
            testers.push_back(
                std::make_unique<QAbstractItemModelTester>(m, QAbstractItemModelTester::FailureReportingMode::QtTest));
            walkModel(m, {});
        }
        walkWidgets();
        // Chart categories: Qt Charts draws them as HTML.
        for (QAbstractAxis *axis : m_tabs->timeChart()->chart()->axes())
            if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                for (const QString &c : categories->categories()) {
                    ++m_checked;
                    QTextDocument doc;
                    doc.setHtml(c);
                    if (liveDocument(doc) || c.contains(QLatin1Char('<')))
                        m_problems << QStringLiteral("live markup in a chart category: %1").arg(c.left(120));
                    checkPlain(doc.toPlainText(), QStringLiteral("chart category"));
                }
        QVERIFY(!m_tabs->timeChart()->labels().isEmpty());

        for (const QString &p : std::as_const(m_problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(m_problems.isEmpty(), qPrintable(QStringLiteral("%1 problem(s)").arg(m_problems.size())));
        // The walk saw the hostile text, shown as text.
        QVERIFY(m_checked > 1000);
        QVERIFY(m_escapedBidiSeen > 0);
        QVERIFY(m_literalMarkupSeen > 0);
    }

    // The full text stays available: Copy as Text gives the whole megabyte reason.
    void fullTextOnDemand()
    {
        viewers::ExplorerPane *breaks = m_tabs->breaksPane();
        m_tabs->setCurrentWidget(breaks);
        QAbstractItemModel *m = breaks->view()->model();
        int longest = 0;
        for (int r = 0; r < m->rowCount(); ++r) {
            breaks->view()->setCurrentIndex(m->index(r, 0));
            longest = std::max(longest, static_cast<int>(breaks->detailsText().size()));
        }
        QVERIFY(longest > (1 << 20));
    }

    // The Kernels view with the megabyte kernel selected: its title and code are elided for
    // display (a label or code line of 1 MiB takes seconds to lay out), the code whole on demand.
    void kernelsElideTheMegabyteName()
    {
        m_tabs->showView(QStringLiteral("kernels"));
        viewers::KernelsPane *pane = m_tabs->kernelsPane();
        QTRY_VERIFY_WITH_TIMEOUT(pane->table()->model()->rowCount() > 0, 30000);
        auto *code = pane->findChild<QPlainTextEdit *>(QStringLiteral("kernelCode"));
        QAction *copy = pane->findChild<QAction *>(QStringLiteral("copyFullCode"));
        QVERIFY(code && copy);
        bool sawBig = false;
        QAbstractItemModel *m = pane->table()->model();
        for (int r = 0; r < m->rowCount(); ++r) {
            pane->table()->setCurrentIndex(m->index(r, 0));
            settle(20);
            if (!pane->model()
                     ->planAt(qobject_cast<QSortFilterProxyModel *>(m)->mapToSource(m->index(r, 0)))
                     ->name.startsWith(QLatin1String("cpp_fused_add_1_KKKK")))
                continue;
            sawBig = true;
            for (QLabel *l : pane->findChildren<QLabel *>()) {
                QTextDocument doc;
                doc.setHtml(l->text());
                QVERIFY2(doc.toPlainText().size() < 2000, qPrintable(doc.toPlainText().left(200)));
            }
            qsizetype longest = 0;
            for (const QString &line : code->toPlainText().split(u'\n'))
                longest = std::max(longest, line.size());
            QVERIFY(longest > 1000); // the kernel's definition line, elided
            QVERIFY(longest < 4200);
            QVERIFY(code->toPlainText().contains(QLatin1String("more characters")));
            copy->trigger();
            const QString whole = QGuiApplication::clipboard()->text();
            QVERIFY(whole.size() > (1 << 20));
            QVERIFY(whole.contains(QString(1 << 20, u'K')));
        }
        QVERIFY(sawBig);
    }

    void cleanupTestCase() { delete m_window; }
};

QTEST_MAIN(TestHostile)
#include "tst_hostile.moc"
