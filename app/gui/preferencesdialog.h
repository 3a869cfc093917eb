#pragma once

#include "gui/theme.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace cs::app {

// Edit ▸ Preferences: the look (applied live; Cancel restores it), the language (from the
// next start), where profiles are kept, which kernel runner measures, how long Graphviz may
// take, and the editor command for source files. Writes the settings file on OK; the window
// applies them (MainWindow::applySettings).
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    QComboBox *themeBox() const { return m_theme; }
    QComboBox *languageBox() const { return m_language; }
    QLineEdit *databaseEdit() const { return m_database; }
    QLineEdit *runnerEdit() const { return m_runner; }
    QSpinBox *timeoutBox() const { return m_timeout; }
    QLineEdit *editorEdit() const { return m_editor; }

    void accept() override;
    void reject() override;

private:
    void load();
    void restoreDefaults();
    QWidget *withBrowse(QLineEdit *edit, bool executable);

    Theme m_themeBefore;
    QComboBox *m_theme = nullptr;
    QComboBox *m_language = nullptr;
    QLineEdit *m_database = nullptr;
    QLineEdit *m_runner = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLineEdit *m_editor = nullptr;
};

} // namespace cs::app
