#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "tests/core/fusionfixture.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/fusionpane.h"
#include "viewers/widgets/fusionscene.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/guardspane.h"
#include "viewers/widgets/kernelspane.h"

#include <QAbstractItemView>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

#include <algorithm>

using namespace cs;
using namespace cs::app;
using namespace cs::viewers;

// No view ever shows another run's data (issue 24): one window opens four different runs in a
// row, and after each one every pane of the window must show exactly what a fresh window that
// opened only that run shows, after the user selected things in every pane of the run before
// (a graph box and its details, a kernel and its code, a fusion node and a why-question, a guard
// search, a graph break, a recompile).
class TestRunSwitch : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QStringList m_runs;

    static const QStringList &views()
    {
        static const QStringList names { QStringLiteral("details"), QStringLiteral("breaks"),
            QStringLiteral("recompiles"), QStringLiteral("failures"), QStringLiteral("cudagraphs"),
            QStringLiteral("guards"), QStringLiteral("time"), QStringLiteral("graph"), QStringLiteral("kernels"),
            QStringLiteral("fusion"), QStringLiteral("messages"), QStringLiteral("inputs") };
        return names;
    }

    static bool open(MainWindow &w, const QString &path)
    {
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ path });
        return loaded.wait(120000) && w.run();
    }

    // The background work of the view shown is done: graphs read and laid out, kernels planned,
    // fusion replayed and laid out, guards parsed.
    static bool settled(MainWindow &w)
    {
        FindingsTabs *f = w.findings();
        const QString graph = f->graphPane()->statusText();
        if (graph.isEmpty() || graph.startsWith(QLatin1String("Reading")) || graph.startsWith(QLatin1String("Laying")))
            return false;
        if (f->kernelsPane()->task()->isRunning())
            return false;
        FusionPane *fusion = f->fusionPane();
        if (fusion->isVisible() && (fusion->isReplaying() || (fusion->graph() && !fusion->isLaidOut())))
            return false;
        if (f->guardsPane()->isVisible()) {
            for (const ElidedLabel *l : f->guardsPane()->findChildren<ElidedLabel *>())
                if (l->text().endsWith(QStringLiteral("reading the guards…")))
                    return false;
        }
        return true;
    }

    // Shows every view in turn (a view does its work when shown) and waits for each to settle.
    static bool visitAll(MainWindow &w)
    {
        for (const QString &v : views()) {
            if (!w.findings()->showView(v))
                return false;
            QTest::qWait(50);
            if (!QTest::qWaitFor([&] { return settled(w); }, 120000))
                return false;
        }
        QTest::qWait(300); // queued results delivered
        return QTest::qWaitFor([&] { return settled(w); }, 60000);
    }

    // What a person sees in a pane: every text, field, list and drawing in it, timings masked.
    static QStringList dump(QWidget *page)
    {
        static const QRegularExpression seconds(QStringLiteral("\\d+(\\.\\d+)? (s|ms)\\b"));
        QStringList out;
        auto add = [&](const QObject *o, const QString &what, QString text) {
            text.replace(seconds, QStringLiteral("# s"));
            out << QStringLiteral("%1 %2: %3").arg(QString::fromLatin1(o->metaObject()->className()), what, text);
        };
        QList<QWidget *> widgets = page->findChildren<QWidget *>();
        widgets.prepend(page);
        for (QWidget *c : widgets) {
            if (c->window() != page->window())
                continue; // a combo box's popup list, made when first needed: not what the pane shows
            if (auto *b = qobject_cast<QTextEdit *>(c))
                add(c, QStringLiteral("text"), b->toPlainText());
            else if (auto *e = qobject_cast<QPlainTextEdit *>(c))
                add(c, QStringLiteral("text"), e->toPlainText());
            else if (auto *l = qobject_cast<QLabel *>(c))
                add(c, QStringLiteral("label"), l->text());
            else if (auto *el = qobject_cast<ElidedLabel *>(c))
                add(c, QStringLiteral("label"), el->text());
            else if (auto *le = qobject_cast<QLineEdit *>(c))
                add(c, QStringLiteral("field"), le->text());
            else if (auto *box = qobject_cast<QComboBox *>(c)) {
                QStringList items;
                for (int i = 0; i < box->count(); ++i)
                    items << box->itemText(i);
                add(c, QStringLiteral("items"), items.join(u'|') + QStringLiteral(" @%1").arg(box->currentIndex()));
            } else if (auto *v = qobject_cast<QAbstractItemView *>(c); v && v->model()) {
                QStringList rows;
                const QAbstractItemModel *m = v->model();
                std::function<void(const QModelIndex &, int)> walk = [&](const QModelIndex &parent, int depth) {
                    for (int r = 0; r < m->rowCount(parent) && rows.size() < 400; ++r) {
                        QStringList cells;
                        for (int col = 0; col < m->columnCount(parent); ++col)
                            cells << m->index(r, col, parent).data().toString();
                        rows << QString(depth, u' ') + cells.join(u'\t');
                        walk(m->index(r, 0, parent), depth + 1);
                    }
                };
                walk({}, 0);
                add(c, QStringLiteral("rows"), rows.join(u'\n'));
                add(c, QStringLiteral("current"), v->currentIndex().data().toString());
            } else if (auto *chart = qobject_cast<QChartView *>(c)) { // its own items vary with its history
                QStringList series;
                for (const QAbstractSeries *sr : chart->chart()->series())
                    series << sr->name();
                add(c, QStringLiteral("chart"), chart->chart()->title() + u'|' + series.join(u','));
            } else if (auto *g = qobject_cast<QGraphicsView *>(c); g && g->scene()) {
                add(c, QStringLiteral("items"), QString::number(g->scene()->items().size()));
                add(c, QStringLiteral("selected"), QString::number(g->scene()->selectedItems().size()));
            }
            if (auto *e = qobject_cast<EmptyState *>(c))
                add(c, QStringLiteral("empty"), e->isShowingMessage() ? e->message() : QString());
        }
        // In order of text: a stacked page shown raises it among its siblings, which reorders
        // the children without changing what is shown.
        std::sort(out.begin(), out.end());
        return out;
    }

    // CS_SHOTS_DIR=DIR: the window on its Graph view, for a person to look at.
    static void shot(MainWindow &w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("CS_SHOTS_DIR");
        if (dir.isEmpty())
            return;
        w.findings()->showView(QStringLiteral("graph"));
        QTest::qWait(200);
        w.grab().save(dir + u'/' + name);
    }

    // Selects something in every pane that has a selection, so that each holds state of this run.
    static bool touchEverything(MainWindow &w)
    {
        FindingsTabs *f = w.findings();
        for (const QString &v : { QStringLiteral("breaks"), QStringLiteral("recompiles"), QStringLiteral("failures"),
                 QStringLiteral("cudagraphs"), QStringLiteral("messages"), QStringLiteral("inputs") }) {
            f->showView(v);
            for (QAbstractItemView *view : f->currentWidget()->findChildren<QAbstractItemView *>())
                if (view->model() && view->model()->rowCount() > 0)
                    view->setCurrentIndex(view->model()->index(view->model()->rowCount() - 1, 0));
            QTest::qWait(50);
        }
        f->showView(QStringLiteral("graph"));
        GraphPane *graph = f->graphPane();
        for (QGraphicsItem *item : graph->scene()->items())
            if (dynamic_cast<UnitItem *>(item)) {
                graph->scene()->clearSelection();
                item->setSelected(true); // the details pane shows this box
            }
        // The panes the issue saw keep state: there is something to leak.
        if (const auto *details = graph->findChild<QTextBrowser *>();
            !graph->scene()->items().isEmpty() && (!details || details->toPlainText().isEmpty()))
            return false;
        f->showView(QStringLiteral("kernels"));
        QTableView *kernels = f->kernelsPane()->table();
        if (kernels->model()->rowCount() > 0)
            kernels->setCurrentIndex(kernels->model()->index(kernels->model()->rowCount() - 1, 0));
        f->showView(QStringLiteral("fusion"));
        if (!QTest::qWaitFor([&] { return settled(w); }, 120000))
            return false;
        FusionPane *fusion = f->fusionPane();
        for (QGraphicsItem *item : fusion->scene()->items())
            if (FusionScene::nodeOf(item) >= 0) {
                fusion->scene()->clearSelection();
                item->setSelected(true);
                break;
            }
        if (fusion->stepper())
            fusion->setPosition(fusion->stepper()->positions() / 2);
        fusion->askWhy(QStringLiteral("op0"), QStringLiteral("op1"));
        f->showView(QStringLiteral("guards"));
        f->guardsPane()->search(QStringLiteral("TENSOR_MATCH"));
        QTest::qWait(300);
        return QTest::qWaitFor([&] { return settled(w); }, 60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("COMPILESCOPE_DB", m_tmp.filePath(QStringLiteral("profiles.db")).toUtf8());
        // A run folder made by `record` (trace, TORCH_LOGS with fusion, debug folder, cache: graphs,
        // kernels, fusion); a trace with graph breaks; a trace with recompiles and failed guards; a
        // CPU run folder with three compiles and their fusion.
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-xJf"), QStringLiteral(CS_TEST_DATA_DIR "/diff/fusion_pair.tar.xz"), QStringLiteral("-C"),
                m_tmp.path() });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        const QString cpu
            = test::unpackFusionFixture(m_tmp.filePath(QStringLiteral("fusion")), QStringLiteral("cpu_record"));
        QVERIFY(!cpu.isEmpty());
        m_runs
            = { m_tmp.filePath(QStringLiteral("fuse_a")), QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"),
                  QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst"), cpu };
    }

    void everyPaneShowsOnlyTheCurrentRun()
    {
        MainWindow w;
        w.setQuiet(true);
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int number = 0;
        for (const QString &path : m_runs) {
            ++number;
            QVERIFY2(open(w, path), qPrintable(path));
            QVERIFY2(visitAll(w), qPrintable(path));
            shot(w, QStringLiteral("runswitch-%1-graph.png").arg(number));

            MainWindow fresh;
            fresh.setQuiet(true);
            fresh.resize(1400, 900);
            fresh.show();
            QVERIFY(QTest::qWaitForWindowExposed(&fresh));
            QVERIFY(open(fresh, path));
            QVERIFY(visitAll(fresh));
            QCOMPARE(w.windowTitle(), fresh.windowTitle());
            for (int i = 0; i < w.findings()->count(); ++i)
                QCOMPARE(w.findings()->tabText(i), fresh.findings()->tabText(i));
            for (int i = 0; i < w.findings()->count(); ++i) {
                const QString name = w.findings()->widget(i)->objectName();
                const QStringList seen = dump(w.findings()->widget(i));
                const QStringList expected = dump(fresh.findings()->widget(i));
                if (seen != expected && qEnvironmentVariableIsSet("CS_DUMP_DIR")) {
                    QFile a(
                        qEnvironmentVariable("CS_DUMP_DIR") + QStringLiteral("/%1-%2-seen.txt").arg(number).arg(name));
                    QFile b(
                        qEnvironmentVariable("CS_DUMP_DIR") + QStringLiteral("/%1-%2-alone.txt").arg(number).arg(name));
                    if (a.open(QIODevice::WriteOnly) && b.open(QIODevice::WriteOnly)) {
                        a.write(seen.join(u'\n').toUtf8());
                        b.write(expected.join(u'\n').toUtf8());
                    }
                }
                QCOMPARE(seen.size(), expected.size());
                for (qsizetype k = 0; k < seen.size(); ++k)
                    QVERIFY2(seen[k] == expected[k],
                        qPrintable(QStringLiteral("%1 after another run: %2\nalone: %3")
                                       .arg(name, seen[k].left(600), expected[k].left(600))));
            }
            QCOMPARE(dump(w.diagnosticsView()), dump(fresh.diagnosticsView()));
            QCOMPARE(dump(w.compileTree()), dump(fresh.compileTree()));

            QVERIFY(touchEverything(w));
            shot(w, QStringLiteral("runswitch-%1-graph-selected.png").arg(number));
            if (w.findings()->kernelsPane()->table()->model()->rowCount() > 0)
                QVERIFY(!w.findings()
                             ->kernelsPane()
                             ->findChild<QPlainTextEdit *>(QStringLiteral("kernelCode"))
                             ->toPlainText()
                             .isEmpty());
        }
    }
};

QTEST_MAIN(TestRunSwitch)
#include "tst_runswitch.moc"
