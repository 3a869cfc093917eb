#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "viewers/models/compiletreemodel.h"
#include "viewers/models/guardtreemodel.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/guardspane.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace cs;
using namespace cs::app;

// The explorer views on the corpus recompiles run, kept in sync with the compile tree.
class TestExplorer : public QObject {
    Q_OBJECT

    MainWindow *m_window = nullptr;
    FindingsTabs *m_tabs = nullptr;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;

    QString currentCompileInTree() const
    {
        const auto trees = m_window->findChildren<QTreeView *>();
        for (QTreeView *t : trees)
            if (t->model()->headerData(0, Qt::Horizontal).toString().startsWith(QStringLiteral("Frame")))
                return t->currentIndex().data(viewers::CompileTreeModel::CompileIdRole).toString();
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_window = new MainWindow;
        m_window->setQuiet(true);
        m_window->resize(1400, 900);
        m_window->show();
        m_tabs = m_window->findChild<FindingsTabs *>();
        QVERIFY(m_tabs);
        // Every model of the views runs under the tester for the whole test, its reset included.
        for (auto *pane : { m_tabs->breaksPane(), m_tabs->recompilesPane(), m_tabs->failuresPane() })
            m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
                pane->view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest));
        m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
            m_tabs->guardsPane()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest));
        QSignalSpy loaded(m_window, &MainWindow::runLoaded);
        m_window->openPaths({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QVERIFY(loaded.wait(30000));
    }

    void recompileSelectsTreeAndMarksTheFailedGuard()
    {
        QTreeView *view = m_tabs->recompilesPane()->view();
        QCOMPARE(view->model()->rowCount(), 2); // f and <lambda>
        const QModelIndex f = view->model()->index(0, 0);
        const QModelIndex step03 = view->model()->index(2, 0, f);
        QCOMPARE(step03.data().toString(), QStringLiteral("0/3"));
        view->setCurrentIndex(step03);
        QCOMPARE(currentCompileInTree(), QStringLiteral("0/3"));
        // The guard behind it is x's tensor check (the dtype) in 0/2's tree (parsed off the UI
        // thread once the Guards view is shown).
        const auto *guards = m_tabs->guardsPane()->model();
        m_tabs->showView(QStringLiteral("guards"));
        QTRY_VERIFY_WITH_TIMEOUT(guards->markedNode() >= 0, 10000);
        const QModelIndex marked = guards->indexOfNode(guards->markedNode());
        QCOMPARE(marked.data().toString(), QStringLiteral("TENSOR_MATCH"));
        QVERIFY(guards->index(marked.row(), 1, marked.parent()).data().toString().contains(QStringLiteral("L['x']")));
        QVERIFY(m_tabs->recompilesPane()->detailsText().contains(QStringLiteral("scale")));
        QVERIFY(m_tabs->recompilesPane()->detailsText().contains(QStringLiteral("Suggestion")));
    }

    void treeSelectionFollowsIntoTheViews()
    {
        QVERIFY(m_window->selectCompile(QStringLiteral("1/4")));
        QTreeView *failures = m_tabs->failuresPane()->view();
        QCOMPARE(failures->currentIndex().siblingAtColumn(0).data().toString(), QStringLiteral("1/4"));
        QVERIFY(m_tabs->failuresPane()->detailsText().contains(QStringLiteral("Recompile limit hit")));
        QTreeView *recompiles = m_tabs->recompilesPane()->view();
        QCOMPARE(recompiles->currentIndex().siblingAtColumn(0).data().toString(), QStringLiteral("1/4"));
    }

    void copyAsText()
    {
        QTreeView *view = m_tabs->recompilesPane()->view();
        view->setCurrentIndex(view->model()->index(0, 0, view->model()->index(1, 0)));
        const auto actions = view->actions();
        QVERIFY(!actions.isEmpty());
        actions.first()->trigger();
        QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("Recompile [1/1] of <lambda>")));
    }

    void keyboardNavigation()
    {
        QTreeView *view = m_tabs->recompilesPane()->view();
        m_tabs->showView(QStringLiteral("recompiles"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0, view->model()->index(0, 0))); // 0/1
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(currentCompileInTree(), QStringLiteral("0/2"));
    }

    void cleanupTestCase()
    {
        m_testers.clear();
        delete m_window;
    }
};

QTEST_MAIN(TestExplorer)
#include "tst_explorer.moc"
