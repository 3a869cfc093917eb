#pragma once

#include "gui/manual.h"

#include <QDialog>

class QLineEdit;
class QListWidget;
class QStackedWidget;
class QTextBrowser;
class QTreeWidget;
class QUrl;

namespace cs::app {

// Help ▸ CompileScope Manual (F1): the manual's contents (pages and their sections) and a
// search field on the left, the page on the right. Links between pages and to sections are
// followed here; links out of the manual open in the desktop's browser. Alt+Left / Alt+Right
// step back and forward through the places shown.
class ManualWindow : public QDialog {
    Q_OBJECT
public:
    explicit ManualWindow(QWidget *parent = nullptr);

    // Shows a page at a section (empty: its top). False when the manual has no such page.
    bool showPlace(const ManualPlace &place);
    // The page of a view of the main window (Manual::placeOfView).
    void showView(const QString &viewName) { showPlace(Manual::placeOfView(viewName)); }

    const Manual &manual() const { return m_manual; }
    QTextBrowser *browser() const { return m_browser; }
    QTreeWidget *contents() const { return m_contents; }
    QListWidget *results() const { return m_results; }
    QLineEdit *searchField() const { return m_search; }
    ManualPlace current() const { return m_current; }

private:
    void search(const QString &words);
    void openLink(const QUrl &url);
    void display(const ManualPlace &place, bool remember);
    void step(int direction);
    void selectInContents(const ManualPlace &place);
    void markWords();
    void scrollToCursorBlock();

    Manual m_manual;
    QTreeWidget *m_contents = nullptr;
    QListWidget *m_results = nullptr;
    QStackedWidget *m_left = nullptr;
    QLineEdit *m_search = nullptr;
    QTextBrowser *m_browser = nullptr;
    ManualPlace m_current; // the place shown; its page is the browser's text
    QList<ManualPlace> m_history;
    int m_at = -1;
};

} // namespace cs::app
