#include "core/ingest/runloader.h"
#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "gui/reportdialog.h"
#include "viewers/models/compiletreemodel.h"
#include "viewers/widgets/compiletimechart.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/graphpane.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QChart>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>

using namespace cs;
using namespace cs::app;

// The window's layout on a 1600×1000 screen at 200% scale (800×500 logical pixels; the test's
// own main sets QT_SCALE_FACTOR=2 and an offscreen screen of that size): it opens within the
// screen and shrinks below it, the Graph tab moves neither the splitter nor the window, a
// larger font does not push the window wider than the screen, the compile tree shows names
// and ids in German, and empty views say so (a dark palette gets a dark chart).
class TestLayout : public QObject {
    Q_OBJECT

    // The run's splitter: the central widget shows it, or the start page while nothing is open.
    static QSplitter *mainSplitter(MainWindow &w)
    {
        return w.centralWidget()->findChild<QSplitter *>(QString(), Qt::FindDirectChildrenOnly);
    }

    static void open(MainWindow &w, const QString &path)
    {
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ path });
        QVERIFY(loaded.wait(60000));
    }

    // The window as main() opens it (1400×860 asked for), on `path`.
    static void show(MainWindow &w, const QString &path)
    {
        w.setQuiet(true);
        w.resize(1400, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        open(w, path);
    }

    static QTreeView *compileTree(MainWindow &w)
    {
        for (QTreeView *t : w.findChildren<QTreeView *>())
            if (qobject_cast<viewers::CompileTreeModel *>(qobject_cast<QAbstractProxyModel *>(t->model())
                        ? qobject_cast<QAbstractProxyModel *>(t->model())->sourceModel()
                        : t->model()))
                return t;
        return nullptr;
    }

private Q_SLOTS:
    void opensWithinTheScreenAndShrinks()
    {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QCOMPARE(QGuiApplication::primaryScreen()->devicePixelRatio(), 2.0);
        QCOMPARE(screen.width(), 800);
        MainWindow w;
        show(w, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log")); // 2800×1720 device pixels asked for
        QVERIFY2(w.width() <= screen.width() && w.height() <= screen.height(),
            qPrintable(QStringLiteral("%1x%2").arg(w.width()).arg(w.height())));
        // It can be made narrower than the screen, with every view shown.
        for (int t = 0; t < w.findChild<FindingsTabs *>()->count(); ++t)
            w.findChild<FindingsTabs *>()->setCurrentIndex(t);
        QVERIFY2(w.minimumSizeHint().width() <= screen.width() * 3 / 4,
            qPrintable(QString::number(w.minimumSizeHint().width())));
        w.resize(screen.width() * 3 / 4, screen.height() * 3 / 4);
        QCoreApplication::processEvents();
        QCOMPARE(w.width(), screen.width() * 3 / 4);
    }

    // The Export Report dialog at 200% (issue 24, point 5): within the screen, Save on it.
    void exportDialogFitsTheScreen()
    {
        const auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(run);
        ReportDialog dialog(run.value());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCoreApplication::processEvents();
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY2(screen.contains(dialog.frameGeometry()),
            qPrintable(QStringLiteral("%1×%2 at %3,%4 on %5×%6")
                           .arg(dialog.frameGeometry().width())
                           .arg(dialog.frameGeometry().height())
                           .arg(dialog.frameGeometry().x())
                           .arg(dialog.frameGeometry().y())
                           .arg(screen.width())
                           .arg(screen.height())));
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QPushButton *save = buttons->button(QDialogButtonBox::Save);
        const QRect saveOnScreen(save->mapToGlobal(QPoint(0, 0)), save->size());
        QVERIFY(save->isVisible());
        QVERIFY2(screen.contains(saveOnScreen), "Save is off-screen");
        if (const QString dir = qEnvironmentVariable("CS_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/export-dialog-200.png")));
    }

    void graphTabMovesNothing_data()
    {
        QTest::addColumn<double>("pointSize");
        QTest::newRow("default font") << 0.0;
        QTest::newRow("large font") << 15.0;
    }
    void graphTabMovesNothing()
    {
        QFETCH(double, pointSize);
        const QFont before = QApplication::font();
        if (pointSize > 0) {
            QFont f = before;
            f.setPointSizeF(pointSize);
            QApplication::setFont(f);
        }
        {
            MainWindow w;
            show(w, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
            QCoreApplication::processEvents();
            const QList<int> sizes = mainSplitter(w)->sizes();
            const int width = w.width();
            auto *tabs = w.findChild<FindingsTabs *>();
            QSignalSpy ready(tabs->graphPane(), &viewers::GraphPane::layoutReady);
            tabs->showView(QStringLiteral("graph"));
            QVERIFY(ready.wait(30000) || tabs->graphPane()->boxCount() > 0);
            QCoreApplication::processEvents();
            QCOMPARE(mainSplitter(w)->sizes(), sizes);
            QCOMPARE(w.width(), width);
            QVERIFY(w.width() <= QGuiApplication::primaryScreen()->availableGeometry().width());
        }
        QApplication::setFont(before);
    }

    // Sixteen views on an 800-pixel-wide window: the tab bar scrolls with every tab's text whole,
    // and the Views button lists every view, the one on screen checked, and shows the one chosen.
    void everyViewReachable()
    {
        MainWindow w;
        show(w, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        auto *tabs = w.findChild<FindingsTabs *>();
        QCOMPARE(tabs->tabBar()->elideMode(), Qt::ElideNone);
        QVERIFY(tabs->usesScrollButtons());
        auto *button = qobject_cast<QToolButton *>(tabs->cornerWidget(Qt::TopRightCorner));
        QVERIFY(button && button->menu());
        QVERIFY(button->isVisible());
        QMenu *menu = button->menu();
        Q_EMIT menu->aboutToShow();
        const QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), tabs->count());
        for (int i = 0; i < tabs->count(); ++i) {
            QCOMPARE(actions[i]->text().replace(QStringLiteral("&&"), QStringLiteral("&")), tabs->tabText(i));
            QCOMPARE(actions[i]->isChecked(), i == tabs->currentIndex());
        }
        actions.back()->trigger();
        QCOMPARE(tabs->currentIndex(), tabs->count() - 1);
        QCOMPARE(tabs->currentWidget()->objectName(), actions.back()->data().toString());
    }

    // German headers and states are longer: the names column still shows the frame names and
    // every compile id whole.
    void compileTreeShowsNamesAndIds()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(CS_BINARY_DIR "/app/compilescope_de.qm")));
        QCoreApplication::installTranslator(&german);
        MainWindow w;
        show(w, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QTreeView *tree = compileTree(w);
        QVERIFY(tree);
        QCOMPARE(tree->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Status"));
        const QFontMetrics fm(tree->font());
        int rows = 0;
        for (QModelIndex i = tree->model()->index(0, 0); i.isValid(); i = tree->indexBelow(i)) {
            const QRect cell = tree->visualRect(i);
            const QString text = i.data().toString();
            const int needed = fm.horizontalAdvance(text) + 8;
            if (i.data(viewers::CompileTreeModel::CompileIdRole).isValid()) // a compile id: whole
                QVERIFY2(cell.width() >= needed, qPrintable(text));
            else // a frame: at least its function name and the start of its file
                QVERIFY2(cell.width() >= std::min(needed, fm.averageCharWidth() * 24), qPrintable(text));
            ++rows;
        }
        QCOMPARE(rows, 7); // 2 frames, 5 compile ids
        QCoreApplication::removeTranslator(&german);
    }

    // A run without recompiles, graph breaks or compile metrics (a torch.export trace): each
    // view says so in a sentence; with a dark palette the chart is dark too.
    void emptyViewsSaySo()
    {
        const QPalette before = QApplication::palette();
        QPalette dark = before;
        dark.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x30));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xdc, 0xdc, 0xdc));
        dark.setColor(QPalette::WindowText, QColor(0xdc, 0xdc, 0xdc));
        QApplication::setPalette(dark);
        {
            MainWindow w;
            show(w, QStringLiteral(CS_TEST_DATA_DIR "/logs/export.log.zst"));
            auto *tabs = w.findChild<FindingsTabs *>();
            for (auto *pane :
                { tabs->breaksPane(), tabs->recompilesPane(), tabs->failuresPane(), tabs->messagesPane() }) {
                QVERIFY(pane->emptyState()->isShowingMessage());
                QVERIFY(!pane->emptyState()->message().isEmpty());
            }
            QVERIFY(tabs->recompilesPane()->emptyState()->message().startsWith(QLatin1String("No recompiles")));
            QVERIFY(tabs->timeChart()->emptyState()->isShowingMessage());
            QVERIFY(tabs->timeChart()->emptyState()->message().startsWith(QLatin1String("No compile times")));
            QCOMPARE(tabs->timeChart()->chart()->theme(), QChart::ChartThemeDark);
            // The left pane: the coverage line over the compile tree's empty state.
            auto *treeState = mainSplitter(w)->widget(0)->findChild<viewers::EmptyState *>();
            QVERIFY(treeState && treeState->isShowingMessage());
            QVERIFY(treeState->message().startsWith(QLatin1String("No compile ids")));

            open(w, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
            QVERIFY(!tabs->timeChart()->emptyState()->isShowingMessage());
            QVERIFY(!tabs->recompilesPane()->emptyState()->isShowingMessage());
            QVERIFY(!mainSplitter(w)->widget(0)->findChild<viewers::EmptyState *>()->isShowingMessage());
            QVERIFY(tabs->timeChart()->chart()->backgroundBrush().color().lightness() < 80);
        }
        QApplication::setPalette(before);
    }
};

int main(int argc, char **argv)
{
    // 200% scale on a 1600×1000 screen: 800×500 logical pixels.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly))
        return 1;
    f.write(R"({ "screens": [ { "name": "s", "x": 0, "y": 0, "width": 1600, "height": 1000, "logicalDpi": 96,
                 "logicalBaseDpi": 96, "dpr": 1 } ] })");
    f.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toUtf8());
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layout.moc"
