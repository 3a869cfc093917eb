#pragma once

#include <QDialog>

class QLabel;
class QMenuBar;
class QTableWidget;

namespace cs::app {

// Help ▸ Keyboard Shortcuts: every action of the window's menus that has a shortcut, read from
// the menus when the dialog opens (so actions added by any view are listed too).
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QMenuBar *menus, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};

// Help ▸ About: the versions `compilescope --version` prints. The kernel runner is asked off
// the UI thread (it is a separate process that may take seconds to start); closing the dialog
// never waits for it.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
    QLabel *runnerLabel() const { return m_runner; }

private:
    QLabel *m_runner = nullptr;
};

} // namespace cs::app
