#include "viewers/widgets/rankspane.h"

#include "core/ranks/rankcompare.h"
#include "core/ranks/rankformat.h"
#include "viewers/displaytext.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/ranktimeline.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cs::viewers {
namespace {

constexpr int RankRole = Qt::UserRole; // index into RankAnalysis::ranks
constexpr int CompileRole = Qt::UserRole + 1; // index into RankRun::compiles; -1: none

QString rankList(const QList<int> &ranks)
{
    QStringList s;
    for (int r : ranks)
        s << QString::number(r);
    return s.join(QStringLiteral(", "));
}

// "rank 3" or "ranks 0, 1": the word agrees with how many.
QString ranksNamed(const QList<int> &ranks)
{
    return ranks.size() == 1 ? RanksPane::tr("rank %1").arg(rankList(ranks))
                             : RanksPane::tr("ranks %1").arg(rankList(ranks));
}

QString shortOp(const QString &op)
{
    const QStringList parts = op.split(u'.');
    return parts.size() >= 2 ? parts[parts.size() - 2] : op;
}

// As `compilescope ranks` prints a cell: the outcome and one letter per cache lookup (hit,
// miss, bypass); the tooltip says which cache.
QString cellText(const ranks::RankCompile &c)
{
    QString letters;
    for (const ranks::CacheLookup &l : c.cache)
        letters += l.result.left(1);
    return letters.isEmpty() ? c.status : c.status + u' ' + letters;
}

QString cellToolTip(const ranks::RankRun &rank, const ranks::RankCompile &c)
{
    QStringList lines { QStringLiteral("%1 · %2 · %3").arg(rank.label, c.id, c.function) };
    if (!c.file.isEmpty())
        lines << QStringLiteral("%1:%2").arg(c.file).arg(c.line);
    lines << QCoreApplication::translate("cs::viewers::RanksPane", "outcome: %1").arg(c.status);
    if (!c.cacheText().isEmpty()) // the letters of the cell spelt out
        lines << QCoreApplication::translate("cs::viewers::RanksPane", "cache: %1").arg(c.cacheText());
    for (const QString &g : c.failedGuards.mid(0, 3))
        lines << QCoreApplication::translate("cs::viewers::RanksPane", "failed guard: %1").arg(g);
    for (const QString &b : c.graphBreaks.mid(0, 3))
        lines << QCoreApplication::translate("cs::viewers::RanksPane", "graph break: %1").arg(b);
    if (!c.collectives.isEmpty()) {
        QStringList ops;
        for (const QString &op : c.collectives)
            ops << shortOp(op);
        lines << QCoreApplication::translate("cs::viewers::RanksPane", "collectives: %1").arg(ops.join(u' '));
    }
    if (c.compileSeconds() >= 0)
        lines << QCoreApplication::translate("cs::viewers::RanksPane", "compile time: %1 s")
                     .arg(c.compileSeconds(), 0, 'f', 3);
    return DisplayText::toolTip(lines.join(u'\n'));
}

QColor outcomeColour(const QString &status)
{
    if (status == QLatin1String("failed"))
        return QColor(0xf4, 0xb6, 0xb6);
    if (status == QLatin1String("empty"))
        return QColor(0xf6, 0xe7, 0xa8);
    if (status == QLatin1String("missing"))
        return QColor(0xd8, 0xdc, 0xe0);
    return QColor(0xc8, 0xe6, 0xc9);
}

} // namespace

RanksPane::RanksPane(QWidget *parent)
    : QWidget(parent)
{
    m_header = new QLabel;
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_groups = new QLabel;
    m_groups->setTextFormat(Qt::PlainText);
    m_groups->setWordWrap(true);
    m_matrix = new QTableWidget;
    m_matrix->setObjectName(QStringLiteral("ranksMatrix"));
    m_matrix->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matrix->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrix->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_matrix->setWordWrap(false);
    connect(
        m_matrix, &QTableWidget::currentCellChanged, this, [this](int row, int column) { onCellChosen(row, column); });
    m_collectives = new QTableWidget;
    m_collectives->setObjectName(QStringLiteral("ranksCollectives"));
    m_collectives->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_collectives->horizontalHeader()->setStretchLastSection(true);
    m_collectives->setWordWrap(false);
    m_timeline = new RankTimeline;
    connect(m_timeline, &RankTimeline::compileClicked, this, [this](int rank, int compile) {
        if (!m_analysis)
            return;
        for (int r = 0; r < m_matrix->rowCount(); ++r)
            if (const QTableWidgetItem *it = m_matrix->item(r, rank); it && it->data(CompileRole).toInt() == compile) {
                m_matrix->setCurrentCell(r, rank);
                return;
            }
    });

    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("Groups of ranks that did the same:")));
    sideLayout->addWidget(m_groups);
    auto *collectivesTitle = new QLabel(tr("Collectives, side by side (first mismatch marked):"));
    sideLayout->addWidget(collectivesTitle);
    sideLayout->addWidget(m_collectives, 1);
    auto *top = new QSplitter(Qt::Horizontal);
    top->addWidget(m_matrix);
    top->addWidget(side);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(m_timeline);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header);
    layout->addWidget(split, 1);
    m_empty = new EmptyState(content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_empty);
    setRun(nullptr);
}

void RanksPane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    m_analysis.reset();
    m_analysing = false;
    ++m_generation;
    m_matrix->clear();
    m_matrix->setRowCount(0);
    m_matrix->setColumnCount(0);
    m_collectives->clear();
    m_collectives->setRowCount(0);
    m_collectives->setColumnCount(0);
    m_timeline->setAnalysis(nullptr);
    m_header->clear();
    m_groups->clear();
    if (!m_run) {
        m_empty->showMessage(tr("No run open"), tr("Open the trace folder of a distributed job (one log per rank)."));
        return;
    }
    if (m_run->logs.size() < 2) {
        m_empty->showMessage(tr("One rank"),
            tr("This run has one trace log: there are no ranks to compare. Open the folder that holds every rank's "
               "log (dedicated_log_torch_trace_rank_N.log) to see where ranks part."));
        return;
    }
    m_empty->showMessage(tr("Comparing ranks…"));
    if (isVisible())
        ensureAnalysed();
}

void RanksPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    ensureAnalysed();
}

void RanksPane::ensureAnalysed()
{
    if (!m_run || m_analysis || m_analysing || m_run->logs.size() < 2)
        return;
    m_analysing = true;
    QPointer<RanksPane> self(this);
    const auto loaded = m_run;
    const int generation = m_generation;
    m_work.start([self, loaded, generation] {
        auto analysis = std::make_shared<const ranks::RankAnalysis>(ranks::analyseRanks(*loaded));
        QMetaObject::invokeMethod(
            qApp,
            [self, analysis, generation] {
                if (self)
                    self->showAnalysis(analysis, generation);
            },
            Qt::QueuedConnection);
    });
}

QString RanksPane::headline() const
{
    return m_header->text();
}

void RanksPane::showAnalysis(std::shared_ptr<const ranks::RankAnalysis> analysis, int generation)
{
    if (generation != m_generation)
        return;
    m_analysing = false;
    m_analysis = std::move(analysis);
    const ranks::RankAnalysis &a = *m_analysis;
    QStringList header;
    // A damaged rank log on top (the same facts as `compilescope ranks`): what it lost can look
    // like a divergence or a hang.
    if (!a.readingProblems.isEmpty()) {
        header << tr("Warning: some rank logs could not be read whole (%n problem(s)); what they lost is not compared:",
            nullptr, static_cast<int>(a.readingProblems.size()));
        for (qsizetype i = 0; i < a.readingProblems.size() && i < 5; ++i)
            header << QStringLiteral("  ") + DisplayText::line(a.readingProblems[i], DisplayText::DetailChars);
        if (a.readingProblems.size() > 5)
            header << QStringLiteral("  ") + tr("… %1 more").arg(a.readingProblems.size() - 5);
    }
    header << DisplayText::line(ranks::ranksHeadline(a), DisplayText::DetailChars);
    if (a.divergence) {
        header << DisplayText::line(
            tr("First divergence: %1 on %2 (%3): %4")
                .arg(a.divergence->compileId.isEmpty() ? a.divergence->otherCompileId : a.divergence->compileId,
                    ranksNamed(a.divergence->ranks), ranks::Divergence::causeName(a.divergence->cause),
                    a.divergence->detail),
            DisplayText::DetailChars);
        // Ranks that part at the same place in another way: each with its own compile and cause.
        for (const ranks::Divergence::Part &p : a.divergence->also)
            header << DisplayText::line(
                tr("Also: %1 on %2 (%3): %4")
                    .arg(p.compileId, ranksNamed(p.ranks), ranks::Divergence::causeName(p.cause), p.detail),
                DisplayText::DetailChars);
        for (const QString &w : a.divergence->damage)
            header << DisplayText::line(tr("But: %1").arg(w), DisplayText::DetailChars);
    }
    if (a.collectiveDivergence && !a.collectiveDivergence->sides.isEmpty()) {
        QStringList sides;
        for (const auto &s : a.collectiveDivergence->sides)
            sides << tr("%1: %2").arg(ranksNamed(s.ranks), s.op.isEmpty() ? tr("nothing") : shortOp(s.op));
        header << DisplayText::line(tr("Likely hang: collective #%1 of %2 differs — %3")
                                        .arg(a.collectiveDivergence->index + 1)
                                        .arg(a.collectiveDivergence->compileId, sides.join(QStringLiteral("; "))),
            DisplayText::DetailChars);
        for (const QString &w : a.collectiveDivergence->damage)
            header << DisplayText::line(tr("But: %1").arg(w), DisplayText::DetailChars);
    }
    for (const QString &n : a.notes)
        header << DisplayText::line(n, DisplayText::DetailChars);
    m_header->setText(header.join(u'\n'));
    QStringList groups;
    for (int g = 0; g < a.groups.size(); ++g)
        groups << tr("group %1: %2").arg(QString::number(g + 1), ranksNamed(a.rankNumbers(a.groups[g].members)));
    m_groups->setText(groups.join(u'\n'));
    fillMatrix();
    fillCollectives();
    m_timeline->setAnalysis(m_analysis);
    m_empty->showContent();
    selectDivergence();
    Q_EMIT analysed();
}

void RanksPane::fillMatrix()
{
    const ranks::RankAnalysis &a = *m_analysis;
    QStringList headers;
    for (const ranks::RankRun &r : a.ranks)
        headers << DisplayText::line(r.label);
    m_matrix->setColumnCount(static_cast<int>(headers.size()));
    m_matrix->setHorizontalHeaderLabels(headers);
    m_matrix->setRowCount(static_cast<int>(a.matrix.size()));
    const QString divergent = a.divergence ? a.divergence->compileId : QString();
    for (int row = 0; row < a.matrix.size(); ++row) {
        const ranks::MatrixRow &m = a.matrix[row];
        // The compile id as the row's header, so it stays in view however far the ranks scroll.
        auto *id
            = new QTableWidgetItem(DisplayText::line(m.compileId) + (m.differs ? QStringLiteral(" ≠") : QString()));
        id->setToolTip(m.differs ? tr("Not the same on every rank") : tr("The same on every rank"));
        m_matrix->setVerticalHeaderItem(row, id);
        for (int r = 0; r < m.cells.size() && r < a.ranks.size(); ++r) {
            const int ci = m.cells[r];
            auto *item = new QTableWidgetItem;
            item->setData(RankRole, r);
            item->setData(CompileRole, ci);
            if (ci < 0) {
                item->setText(QStringLiteral("—"));
                item->setBackground(outcomeColour(QStringLiteral("missing")));
                item->setToolTip(tr("%1 has no compile %2").arg(a.ranks[r].label, m.compileId));
            } else {
                const ranks::RankCompile &c = a.ranks[r].compiles[ci];
                item->setText(DisplayText::line(cellText(c)));
                item->setBackground(outcomeColour(c.status));
                item->setToolTip(cellToolTip(a.ranks[r], c));
            }
            // The ranks that did the unusual thing at the first divergence: outlined in bold.
            if (a.divergence && m.compileId == divergent && a.divergence->ranks.contains(a.ranks[r].rank)) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setBackground(QColor(0xff, 0xc0, 0x7a));
            }
            m_matrix->setItem(row, r, item);
        }
    }
}

void RanksPane::fillCollectives()
{
    const ranks::RankAnalysis &a = *m_analysis;
    // The sides of the first mismatch when there is one; else each group's first rank.
    QList<QPair<QString, QStringList>> columns;
    int mark = -1;
    if (a.collectiveDivergence) {
        for (const auto &s : a.collectiveDivergence->sides)
            columns << qMakePair(ranksNamed(s.ranks), s.sequence);
        mark = a.collectiveDivergence->index;
    } else {
        for (const ranks::RankGroup &g : a.groups) {
            if (g.members.isEmpty())
                continue;
            QStringList ops;
            for (const ranks::CollectiveCall &c : a.ranks[g.members.first()].collectives)
                ops << QStringLiteral("%1 %2").arg(c.compileId, c.op);
            columns << qMakePair(ranksNamed(a.rankNumbers(g.members)), ops);
        }
    }
    int rows = 0;
    QStringList headers;
    for (const auto &c : columns) {
        headers << c.first;
        rows = std::max(rows, static_cast<int>(c.second.size()));
    }
    m_collectives->setColumnCount(static_cast<int>(headers.size()));
    m_collectives->setHorizontalHeaderLabels(headers);
    m_collectives->setRowCount(rows);
    for (int col = 0; col < columns.size(); ++col)
        for (int row = 0; row < rows; ++row) {
            const QString op = columns[col].second.value(row);
            auto *item = new QTableWidgetItem(op.isEmpty() ? QStringLiteral("—") : DisplayText::line(op));
            item->setToolTip(DisplayText::toolTip(op));
            if (row == mark) {
                item->setBackground(QColor(0xff, 0xc0, 0x7a));
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_collectives->setItem(row, col, item);
        }
    if (mark >= 0 && mark < rows)
        m_collectives->scrollToItem(m_collectives->item(mark, 0));
}

// On open, the first divergence: the cell of its first unusual rank, and that rank's compile in
// every view (the compile list follows: the divergence is what the user opened the view for).
void RanksPane::selectDivergence()
{
    const ranks::RankAnalysis &a = *m_analysis;
    if (!a.divergence)
        return;
    const QString id = a.divergence->compileId.isEmpty() ? a.divergence->otherCompileId : a.divergence->compileId;
    for (int row = 0; row < a.matrix.size(); ++row) {
        if (a.matrix[row].compileId != id)
            continue;
        for (int r = 0; r < a.ranks.size(); ++r)
            if (a.divergence->ranks.contains(a.ranks[r].rank)) {
                m_matrix->setCurrentCell(row, r); // onCellChosen: selected everywhere
                m_matrix->scrollToItem(m_matrix->item(row, r), QAbstractItemView::PositionAtCenter);
                return;
            }
    }
}

void RanksPane::onCellChosen(int row, int column)
{
    if (m_following || !m_analysis || row < 0 || column < 0)
        return;
    const QTableWidgetItem *it = m_matrix->item(row, column);
    if (!it)
        return;
    const int r = it->data(RankRole).toInt(), ci = it->data(CompileRole).toInt();
    if (r < 0 || ci < 0 || r >= m_analysis->ranks.size())
        return;
    const ranks::RankRun &rank = m_analysis->ranks[r];
    const int overview = rank.compiles[ci].overview;
    m_timeline->setCurrent(r, ci);
    if (rank.log >= 0 && overview >= 0)
        Q_EMIT compileChosen(CompileRef { rank.log, overview });
}

void RanksPane::followCompile(const CompileRef &ref)
{
    if (!m_analysis)
        return;
    for (int r = 0; r < m_analysis->ranks.size(); ++r) {
        const ranks::RankRun &rank = m_analysis->ranks[r];
        if (rank.log != ref.log)
            continue;
        for (int row = 0; row < m_matrix->rowCount(); ++row) {
            const QTableWidgetItem *it = m_matrix->item(row, r);
            const int ci = it ? it->data(CompileRole).toInt() : -1;
            if (ci >= 0 && rank.compiles[ci].overview == ref.compile) {
                m_following = true;
                m_matrix->setCurrentCell(row, r);
                m_timeline->setCurrent(r, ci);
                m_following = false;
                return;
            }
        }
    }
}

} // namespace cs::viewers
