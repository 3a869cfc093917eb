#include "viewers/widgets/autotunepane.h"

#include "core/ingest/runexplain.h"
#include "core/report/autotunetext.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QVBoxLayout>

namespace cs::viewers {

AutotunePane::AutotunePane(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_text(new QPlainTextEdit)
{
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_text->setObjectName(QStringLiteral("autotuneText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
}

void AutotunePane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    m_explorer.reset();
    m_reading = false;
    ++m_generation;
    m_compileId.clear();
    m_kernel.clear();
    m_code.clear();
    if (isVisible())
        refresh();
}

void AutotunePane::showKernel(const QString &compileId, const QString &kernel, const QString &code)
{
    m_compileId = compileId;
    m_kernel = kernel;
    m_code = code;
    if (isVisible())
        refresh();
}

void AutotunePane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void AutotunePane::refresh()
{
    if (!m_explorer) {
        m_title->setText(m_run ? tr("Reading the run's autotuning…") : QString());
        m_text->clear();
        if (!m_run || m_reading)
            return;
        m_reading = true;
        m_work.start([self = QPointer<AutotunePane>(this), run = m_run, generation = m_generation] {
            auto x = std::make_shared<const AutotuneExplorer>(exploreRunAutotuning(*run));
            QMetaObject::invokeMethod(
                qApp,
                [self, x, generation] {
                    if (!self || generation != self->m_generation)
                        return;
                    self->m_explorer = x;
                    self->m_reading = false;
                    if (self->isVisible())
                        self->refresh();
                },
                Qt::QueuedConnection);
        });
        return;
    }
    const AutotuneExplorer &all = *m_explorer;
    if (m_kernel.isEmpty() || all.empty()) {
        m_title->setText(
            all.empty() ? QString() : tr("Every autotuning choice of the run (select a kernel for its own):"));
        m_text->setPlainText(formatAutotuneText(all, { 0, {} }));
        return;
    }
    AutotuneExplorer mine; // with the hints that apply to these choices
    for (const AutotuneDecision *d : decisionsForKernel(all, m_compileId, m_kernel, m_code)) {
        mine.decisions.push_back(*d);
        mine.unlistedChoices += d->rows >= 0 && d->timed > d->rows;
        mine.traceOnlyChoices += !d->fromText;
    }
    if (mine.decisions.empty()) {
        m_title->setText(tr("%1 [%2]: no autotuning recorded for this kernel (one config, or not logged). "
                            "The run's other choices:")
                             .arg(m_kernel, m_compileId));
        m_text->setPlainText(formatAutotuneText(all, { 0, {} }));
        return;
    }
    m_title->setText(tr("%1 [%2]: how it was chosen").arg(m_kernel, m_compileId));
    m_text->setPlainText(formatAutotuneText(mine, { 0, {} }));
}

QString AutotunePane::text() const
{
    return m_text->toPlainText();
}

} // namespace cs::viewers
