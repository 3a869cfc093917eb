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

#include <algorithm>
#include <functional>

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
        // The guard behind it is `scale`'s value check in 0/1's tree: 0/3 made `scale` dynamic, so
        // that older entry's failure is the cause, not the newest entry's dtype check (parsed off
        // the UI thread once the Guards view is shown).
        const auto *guards = m_tabs->guardsPane()->model();
        m_tabs->showView(QStringLiteral("guards"));
        QTRY_VERIFY_WITH_TIMEOUT(guards->markedNode() >= 0, 10000);
        const QModelIndex marked = guards->indexOfNode(guards->markedNode());
        QCOMPARE(marked.data().toString(), QStringLiteral("EQUALS_MATCH"));
        QVERIFY(
            guards->index(marked.row(), 1, marked.parent()).data().toString().contains(QStringLiteral("L['scale']")));
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

    // The guard search runs on the index made with the tree (off the UI thread): what it keeps
    // is what the rows say, every leaf shown a match; an empty search shows every guard again.
    void guardSearchKeepsMatchesAndTheirAncestors()
    {
        QVERIFY(m_window->selectCompile(QStringLiteral("0/2")));
        m_tabs->showView(QStringLiteral("guards"));
        viewers::GuardsPane *pane = m_tabs->guardsPane();
        const viewers::GuardTreeModel *model = pane->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0 && model->searchIndex(), 10000);
        const auto index = model->searchIndex();
        const auto all = index->text.size();
        QVERIFY(all > 5);
        QSignalSpy applied(pane, &viewers::GuardsPane::searchApplied);
        pane->search(QStringLiteral("Tensor_Match"));
        QVERIFY(applied.wait(5000));
        const auto expected = index->visible(QStringLiteral("tensor_match"));
        QCOMPARE(applied.last().at(0).toInt(), static_cast<int>(std::count(expected.begin(), expected.end(), 1)));
        int leaves = 0;
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int r = 0; r < model->rowCount(parent); ++r) {
                const QModelIndex i = model->index(r, 0, parent);
                if (model->rowCount(i) > 0) {
                    walk(i);
                    continue;
                }
                ++leaves;
                QString text = i.data(Qt::ToolTipRole).toString();
                for (int c = 0; c < model->columnCount(); ++c)
                    text += model->index(r, c, parent).data().toString();
                QVERIFY2(text.contains(QLatin1String("TENSOR_MATCH"), Qt::CaseInsensitive), qPrintable(text));
            }
        };
        walk({});
        QVERIFY(leaves > 0);
        const auto before = applied.count();
        pane->search({}); // applied at once: nothing to search
        QTRY_VERIFY_WITH_TIMEOUT(applied.count() > before, 5000);
        QCOMPARE(applied.last().at(0).toInt(), static_cast<int>(all));
    }

    void cleanupTestCase()
    {
        m_testers.clear();
        delete m_window;
    }
};

QTEST_MAIN(TestExplorer)
#include "tst_explorer.moc"
