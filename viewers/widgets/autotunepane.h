#pragma once

#include "core/analysis/autotunedecisions.h"
#include "core/ingest/runloader.h"
#include "viewers/widgets/backgroundwork.h"

#include <QWidget>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QLabel;
class QPlainTextEdit;
QT_END_NAMESPACE

namespace cs::viewers {

// The Kernels view's Autotuning tab: the choices that made the selected kernel (every candidate
// Inductor timed, fastest first, the winner's margin, the ones dropped and why), or the whole
// run's when no kernel is selected. Read from the run's logs off the UI thread the first time it is
// shown (a big trace's template events take a while).
class AutotunePane : public QWidget {
    Q_OBJECT
public:
    explicit AutotunePane(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);
    // Empty kernel: the whole run. `code` (the kernel's source) tells apart an op's several choices.
    void showKernel(const QString &compileId, const QString &kernel, const QString &code = {});
    QString text() const; // what the pane shows, for tests

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();

    std::shared_ptr<const LoadedRun> m_run;
    std::shared_ptr<const AutotuneExplorer> m_explorer; // null until read
    bool m_reading = false;
    int m_generation = 0; // of m_run: a reading of an earlier run is dropped
    BackgroundWork m_work;
    QString m_compileId, m_kernel, m_code;
    QLabel *m_title = nullptr;
    QPlainTextEdit *m_text = nullptr;
};

} // namespace cs::viewers
