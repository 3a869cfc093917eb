#pragma once

#include "core/ingest/runloader.h"
#include "core/profiling/kernelstack.h"
#include "viewers/widgets/backgroundwork.h"

#include <QWidget>

#include <array>
#include <memory>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
QT_END_NAMESPACE

namespace cs::viewers {

// The Kernels view's "IR → SASS" tab: the selected Triton kernel's code down the stack — its
// module, TTIR, TTGIR, LLVM IR, PTX, SASS — in three columns side by side (each shows any stage),
// every line beside the module line it comes from. Clicking a line highlights that module line's
// code in every column; Find searches all of them. Read off the UI thread from the run's caches.
class KernelCodePane : public QWidget {
    Q_OBJECT
public:
    static constexpr int Columns = 3;
    explicit KernelCodePane(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);
    // `module`: the kernel module's file name (c<hash>.py); `binary`: the cubin the launch plan
    // uses, when it has one (it tells which cache entry the run used).
    void showKernel(const QString &kernel, const QString &module, const QString &binary);
    // Highlights a kernel module line's code in every column and scrolls each to it.
    void goToModuleLine(int line);
    // Finds the next line, after the current one, that contains `text` in any column.
    bool findNext(const QString &text);

    const KernelStack *stack() const { return m_stack.get(); } // null until read
    QPlainTextEdit *column(int i) const { return m_text[static_cast<size_t>(i)]; }
    QComboBox *stageChoice(int i) const { return m_choice[static_cast<size_t>(i)]; }
    QString titleText() const;
    QString statusText() const;
    int selectedModuleLine() const { return m_line; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void showStack();
    void fill(int column);
    void linkFrom(int column);
    void highlight(int moduleLine, int from);

    std::shared_ptr<const LoadedRun> m_run;
    std::shared_ptr<const KernelCache> m_cache; // the run's caches, scanned once
    std::shared_ptr<const KernelStack> m_stack;
    QString m_kernel, m_module, m_binary, m_readFor;
    QString m_note; // said after the title: several cache entries of one name
    bool m_reading = false;
    int m_generation = 0;
    int m_line = 0, m_active = 0;
    bool m_moving = false; // the program moves a cursor: no linking
    BackgroundWork m_work;
    QLabel *m_title = nullptr, *m_status = nullptr;
    QLineEdit *m_find = nullptr;
    std::array<QComboBox *, Columns> m_choice {};
    std::array<QPlainTextEdit *, Columns> m_text {};
    std::array<int, Columns> m_stageOf {};
};

} // namespace cs::viewers
