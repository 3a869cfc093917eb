#include "viewers/widgets/provenancepane.h"

#include "core/ingest/runloader.h"
#include "core/util/countedtext.h"
#include "viewers/displaytext.h"
#include "viewers/widgets/emptystate.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::viewers {

using Pane = ProvenanceTexts::Pane;

ProvenancePane::ProvenancePane(QWidget *parent)
    : QWidget(parent)
{
    m_graphs = new QComboBox;
    m_graphs->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_graphs->setMinimumContentsLength(24);
    m_status = new QLabel(tr("Click a line in any pane: what it came from and what it became are highlighted in the "
                             "other two."));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Post-grad graph:")));
    top->addWidget(m_graphs);
    top->addWidget(m_status, 1);
    auto *split = new QSplitter(Qt::Horizontal);
    for (int p = 0; p < ProvenanceTexts::PaneCount; ++p) {
        auto *box = new QWidget;
        auto *v = new QVBoxLayout(box);
        v->setContentsMargins(0, 0, 0, 0);
        m_titles[size_t(p)] = new QLabel;
        m_titles[size_t(p)]->setTextFormat(Qt::PlainText);
        m_edits[size_t(p)] = new QPlainTextEdit;
        m_edits[size_t(p)]->setReadOnly(true);
        m_edits[size_t(p)]->setLineWrapMode(QPlainTextEdit::NoWrap);
        m_edits[size_t(p)]->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        m_edits[size_t(p)]->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        v->addWidget(m_titles[size_t(p)]);
        v->addWidget(m_edits[size_t(p)], 1);
        split->addWidget(box);
        connect(m_edits[size_t(p)], &QPlainTextEdit::cursorPositionChanged, this, [this, p] {
            if (!m_updating)
                selectLine(Pane(p), m_edits[size_t(p)]->textCursor().blockNumber());
        });
    }
    auto *content = new QWidget;
    auto *inner = new QVBoxLayout(content);
    inner->setContentsMargins(0, 0, 0, 0);
    inner->addLayout(top);
    inner->addWidget(split, 1);
    m_empty = new EmptyState(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    m_empty->showMessage(tr("No run"), tr("Open a run to follow its nodes from the model to the generated code."));
    connect(m_graphs, &QComboBox::currentIndexChanged, this, &ProvenancePane::showGraph);
}

ProvenancePane::~ProvenancePane() = default;

void ProvenancePane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    ++m_generation;
    m_all.clear();
    m_entries.clear();
    m_texts.reset();
    m_links = {};
    m_follow = { -1, {} };
    {
        const QSignalBlocker block(m_graphs);
        m_graphs->clear();
    }
    m_updating = true;
    for (QPlainTextEdit *e : m_edits)
        e->clear();
    m_updating = false;
    m_pending = m_run != nullptr;
    if (!m_run)
        m_empty->showMessage(tr("No run"), tr("Open a run to follow its nodes from the model to the generated code."));
    else if (isVisible())
        listGraphsLater();
}

void ProvenancePane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        listGraphsLater();
}

void ProvenancePane::listGraphsLater()
{
    m_pending = false;
    m_empty->showMessage(tr("Reading the graphs…"));
    const int generation = m_generation;
    m_work.start([self = QPointer<ProvenancePane>(this), generation, run = m_run] {
        auto all = std::make_shared<QList<GraphEntry>>(listGraphs(*run, false));
        auto entries = std::make_shared<QList<GraphEntry>>(provenanceGraphs(*run, *all));
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, all, entries] {
                if (!self || generation != self->m_generation)
                    return;
                self->m_all = *all;
                self->m_entries = *entries;
                if (self->m_entries.isEmpty()) {
                    self->m_empty->showMessage(tr("No provenance"),
                        tr("No post-grad graph of this run has Inductor's provenance mapping. Record with "
                           "INDUCTOR_PROVENANCE=1 (or TORCH_COMPILE_DEBUG=1) to have it."));
                    Q_EMIT self->graphShown({});
                    return;
                }
                self->m_empty->showContent();
                int current = -1; // the followed compile's first graph, else the run's first
                {
                    const QSignalBlocker block(self->m_graphs);
                    for (int i = 0; i < self->m_entries.size(); ++i) {
                        const GraphEntry &g = self->m_entries[i];
                        self->m_graphs->addItem(DisplayText::line(g.id));
                        if (current < 0 && g.compileId == self->m_follow.second && g.log == self->m_follow.first)
                            current = i;
                    }
                    current = std::max(current, 0);
                    self->m_graphs->setCurrentIndex(current);
                }
                self->showGraph(current);
            },
            Qt::QueuedConnection);
    });
}

void ProvenancePane::followCompile(int log, const QString &compileId)
{
    m_follow = { log, compileId };
    if (m_texts) {
        const int shown = m_graphs->currentIndex();
        if (shown >= 0 && shown < m_entries.size() && m_entries[shown].compileId == compileId
            && m_entries[shown].log == log)
            return;
    }
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].compileId == compileId && m_entries[i].log == log) {
            m_graphs->setCurrentIndex(i);
            return;
        }
}

void ProvenancePane::showGraph(int index)
{
    if (!m_run || index < 0 || index >= m_entries.size())
        return;
    // The three texts and their links are read off the UI thread (a 48-layer graph's take
    // longer than a frame); the panes keep what they show until they arrive.
    const int showing = ++m_showing, generation = m_generation;
    m_status->setText(tr("Reading %1…").arg(DisplayText::line(m_entries[index].id)));
    m_work.start([self = QPointer<ProvenancePane>(this), generation, showing, index, run = m_run, all = m_all,
                     entry = m_entries[index]] {
        auto t = std::make_shared<Result<ProvenanceTexts>>(loadProvenance(*run, all, entry));
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, showing, index, t] {
                if (self && generation == self->m_generation && showing == self->m_showing)
                    self->showTexts(index, *t);
            },
            Qt::QueuedConnection);
    });
}

void ProvenancePane::showTexts(int index, const Result<ProvenanceTexts> &t)
{
    if (index < 0 || index >= m_entries.size())
        return;
    m_updating = true;
    m_links = {};
    if (!t) {
        m_texts.reset();
        for (QPlainTextEdit *e : m_edits)
            e->clear();
        m_status->setText(DisplayText::line(t.error().toString()));
        m_updating = false;
        Q_EMIT graphShown(m_entries[index].id);
        return;
    }
    m_texts = std::make_shared<const ProvenanceTexts>(t.value());
    const QString names[] = { tr("Pre-grad graph"), tr("Post-grad graph"), tr("Generated code") };
    for (int p = 0; p < ProvenanceTexts::PaneCount; ++p) {
        const QString &text = m_texts->text[size_t(p)];
        QString artifact = m_texts->artifact[size_t(p)];
        if (artifact.startsWith(QLatin1String("artifact:")))
            artifact.remove(0, 9);
        m_titles[size_t(p)]->setText(text.isEmpty()
                ? tr("%1: not in the trace").arg(names[p])
                : tr("%1 (%2, from line %3)")
                      .arg(names[p], DisplayText::line(artifact), QString::number(m_texts->firstLine[size_t(p)])));
        // Long lines elided inside the line (a 1 MiB name): the line numbers stay.
        m_edits[size_t(p)]->setPlainText(DisplayText::code(text));
        m_edits[size_t(p)]->setExtraSelections({});
    }
    m_status->setText(tr("Click a line in any pane: what it came from and what it became are highlighted in the "
                         "other two."));
    m_updating = false;
    // The first model node that became something, selected: the panes show what a click does.
    int first = -1;
    for (auto it = m_texts->lines[Pane::PreGrad].cbegin(); it != m_texts->lines[Pane::PreGrad].cend(); ++it)
        if (!m_texts->preToPost.value(it.key()).isEmpty() && !it->isEmpty() && (first < 0 || it->first() < first))
            first = it->first();
    if (first >= 0) {
        m_updating = true;
        QPlainTextEdit *pre = m_edits[Pane::PreGrad];
        pre->setTextCursor(QTextCursor(pre->document()->findBlockByNumber(first)));
        pre->centerCursor();
        m_updating = false;
        selectLine(Pane::PreGrad, first);
    }
    Q_EMIT graphShown(m_entries[index].id);
}

void ProvenancePane::selectLine(Pane pane, int line)
{
    if (!m_texts)
        return;
    m_links = provenanceLinks(*m_texts, pane, line);
    highlight(pane);
}

QString ProvenancePane::status() const
{
    return m_status->text();
}

void ProvenancePane::highlight(Pane clicked)
{
    const QColor mark = palette().color(QPalette::Highlight);
    QColor soft = mark;
    soft.setAlpha(60);
    QColor strong = mark;
    strong.setAlpha(120);
    m_updating = true;
    for (int p = 0; p < ProvenanceTexts::PaneCount; ++p) {
        QPlainTextEdit *e = m_edits[size_t(p)];
        QList<QTextEdit::ExtraSelection> marks;
        QList<int> lines(m_links.lines[size_t(p)].begin(), m_links.lines[size_t(p)].end());
        std::sort(lines.begin(), lines.end());
        for (int line : lines) {
            const QTextBlock block = e->document()->findBlockByNumber(line);
            if (!block.isValid())
                continue;
            QTextEdit::ExtraSelection s;
            s.cursor = QTextCursor(block);
            s.format.setBackground(p == clicked ? strong : soft);
            s.format.setProperty(QTextFormat::FullWidthSelection, true);
            marks << s;
        }
        e->setExtraSelections(marks);
        if (p != clicked && !lines.isEmpty()) // the other panes scrolled to the first line marked
            if (const QTextBlock block = e->document()->findBlockByNumber(lines.first()); block.isValid()) {
                e->setTextCursor(QTextCursor(block));
                e->centerCursor();
            }
    }
    m_updating = false;
    if (m_links.items[clicked].isEmpty()) {
        m_status->setText(tr("This line is no node and no kernel call with a provenance handle."));
        return;
    }
    const int pre = static_cast<int>(m_links.items[Pane::PreGrad].size()),
              post = static_cast<int>(m_links.items[Pane::PostGrad].size()),
              calls = static_cast<int>(m_links.items[Pane::Code].size());
    QString text = countedText(tr("%n pre-grad node(s)", nullptr, pre), pre) + QStringLiteral(" · ")
        + countedText(tr("%n post-grad node(s)", nullptr, post), post) + QStringLiteral(" · ")
        + countedText(tr("%n kernel call(s)", nullptr, calls), calls);
    QStringList named = m_links.items[clicked].mid(0, 3);
    text += QStringLiteral(": ") + named.join(QStringLiteral(", "));
    if (!m_links.sources.isEmpty())
        text += QStringLiteral(" · ") + tr("source: %1").arg(m_links.sources.mid(0, 3).join(QStringLiteral(", ")));
    m_status->setText(DisplayText::line(text));
}

} // namespace cs::viewers
