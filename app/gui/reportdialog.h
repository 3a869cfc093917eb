#pragma once

#include "core/report/doc/reportdata.h"
#include "viewers/widgets/longtask.h"

#include <QDialog>
#include <QPointer>
#include <QThread>

#include <map>
#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLayout;
class QLineEdit;
class QTextDocument;
class QTextEdit;

namespace cs {
struct LoadedRun;
}

namespace cs::app {

// File ▸ Export Report…: choose the sections and the format, see a preview, save. The facts
// are gathered once, off the UI thread (graph layouts take a moment); the preview is the
// report laid out as the PDF is (trace text inserted as text, never parsed as markup).
class ReportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ReportDialog(std::shared_ptr<const LoadedRun> run, QWidget *parent = nullptr);
    ~ReportDialog() override;

    // html, md, pdf, json
    void setFormat(const QString &format);
    QString format() const;
    void setSectionChecked(ReportSection s, bool on);
    // The comparison's run B (anything `compilescope diff` opens) and the A/B folder; each change
    // gathers the report again. Empty: none.
    void setCompareWith(const QString &pathOfB);
    void setAbFolder(const QString &folder);
    // <run>-report.<suffix> in the folder of the last report saved, else beside the run (never
    // inside a run folder).
    QString proposedFileName() const;
    // Writes the report in the chosen format and sections; an empty string on success, else why not.
    QString saveTo(const QString &path);
    bool isReady() const { return m_data != nullptr; }
    // Gathering the facts, while it runs (the dialog starts it when made, before anyone could
    // connect to longTaskStarted).
    viewers::LongTask *runningTask() const { return m_task; }

Q_SIGNALS:
    // A long task started (shown with progress and Cancel in the main window's status bar).
    void longTaskStarted(cs::viewers::LongTask *task);
    void ready(); // the facts are gathered and the preview shows them
    void saved(const QString &path);

protected:
    void showEvent(QShowEvent *event) override; // fits the screen (screenfit.h)

private:
    void startBuild();
    QLayout *pathRow(QLineEdit *edit, bool files, bool folders, const QString &title);
    void refreshPreview();
    void save();
    ReportData chosen() const;

    std::shared_ptr<const LoadedRun> m_run;
    std::unique_ptr<ReportData> m_data;
    std::unique_ptr<ReportData> m_shown; // what the preview shows
    std::map<ReportSection, QCheckBox *> m_sections;
    QComboBox *m_format = nullptr;
    QComboBox *m_paper = nullptr;
    QLineEdit *m_db = nullptr;
    QLineEdit *m_compare = nullptr;
    QLineEdit *m_ab = nullptr;
    QTextEdit *m_preview = nullptr;
    QTextDocument *m_previewDoc = nullptr; // owned by the dialog
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_building = false;
    // The thread gathering the report: waited for when the dialog goes, so that it never runs on
    // while the process exits and its statics are destroyed (a crash seen in tst_reportdialog).
    QPointer<QThread> m_worker;
    QPointer<viewers::LongTask> m_task;
    bool m_rebuild = false; // the inputs changed while gathering: gather again when done
    bool m_fitted = false;
};

} // namespace cs::app
