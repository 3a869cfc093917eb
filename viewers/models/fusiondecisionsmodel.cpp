#include "viewers/models/fusiondecisionsmodel.h"

#include "core/fusion/reasons.h"
#include "viewers/displaytext.h"

#include <QBrush>
#include <QFont>
#include <QFontMetrics>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace cs::viewers {

FusionDecisionsModel::FusionDecisionsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FusionDecisionsModel::setStepper(const FusionStepper *stepper, const DecisionFilter &filter)
{
    beginResetModel();
    m_stepper = stepper;
    m_filter = filter;
    m_rows = stepper ? stepper->decisions(filter) : std::vector<int> {};
    m_position = 0;
    endResetModel();
}

void FusionDecisionsModel::setFilter(const DecisionFilter &filter)
{
    setStepper(m_stepper, filter);
}

void FusionDecisionsModel::setPosition(int position)
{
    if (position == m_position || m_rows.empty()) {
        m_position = position;
        return;
    }
    // Only the rows between the old and the new position change their look.
    const int lo = std::min(position, m_position) - 1, hi = std::max(position, m_position) - 1;
    m_position = position;
    const auto first = std::lower_bound(m_rows.begin(), m_rows.end(), std::max(0, lo));
    const auto last = std::upper_bound(m_rows.begin(), m_rows.end(), hi);
    if (first >= last)
        return;
    Q_EMIT dataChanged(index(static_cast<int>(first - m_rows.begin()), 0),
        index(static_cast<int>(last - m_rows.begin()) - 1, ColumnCount - 1), { Qt::FontRole, Qt::ForegroundRole });
}

int FusionDecisionsModel::decisionAt(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[size_t(row)] : -1;
}

int FusionDecisionsModel::rowOf(int decision) const
{
    const auto it = std::upper_bound(m_rows.begin(), m_rows.end(), decision);
    return it == m_rows.begin() ? -1 : static_cast<int>(it - m_rows.begin()) - 1;
}

int FusionDecisionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int FusionDecisionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FusionDecisionsModel::kindText(FusionDecision::Kind kind)
{
    switch (kind) {
    case FusionDecision::Kind::Fuse:
        return tr("fuse");
    case FusionDecision::Kind::Reject:
        return tr("reject");
    case FusionDecision::Kind::Benchmark:
        return tr("benchmark");
    }
    return {};
}

int FusionDecisionsModel::columnWidth(int column, const QFont &font)
{
    const int ch = QFontMetrics(font).averageCharWidth();
    if (column == KindColumn) {
        QFont bold = font; // the current decision's row is bold
        bold.setBold(true);
        const QFontMetrics fm(bold);
        int widest = 8 * ch;
        for (const auto kind :
            { FusionDecision::Kind::Fuse, FusionDecision::Kind::Reject, FusionDecision::Kind::Benchmark })
            widest = std::max(widest, fm.horizontalAdvance(tr("%1 (scan)").arg(kindText(kind))));
        return widest + 2 * ch;
    }
    return (column == NumberColumn ? 6 : column == RoundColumn ? 8 : 18) * ch;
}

QString FusionDecisionsModel::roundText(int round) const
{
    if (!m_stepper || round < 0 || round >= static_cast<int>(m_stepper->graph().rounds.size()))
        return {};
    const FusionRound &r = m_stepper->graph().rounds[size_t(round)];
    const QString name = r.kind == FusionRound::Kind::LoopReorder ? tr("reorder") : QString::number(r.index);
    return r.sequence > 0 ? tr("%1 (nested %2)").arg(name).arg(r.sequence) : name;
}

QVariant FusionDecisionsModel::data(const QModelIndex &index, int role) const
{
    const int i = decisionAt(index.row());
    if (!m_stepper || i < 0 || index.column() >= ColumnCount)
        return {};
    const FusionDecision &d = m_stepper->graph().decisions[size_t(i)];
    switch (role) {
    case DecisionRole:
        return i;
    case PositionRole:
        return i + 1;
    case Qt::FontRole:
        if (i + 1 == m_position) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        if (i >= m_position) // not made yet at this position
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        if (index.column() == KindColumn)
            return QBrush(d.kind == FusionDecision::Kind::Fuse ? QColor(0x2b, 0x8a, 0x3e)
                    : d.kind == FusionDecision::Kind::Reject   ? QColor(0xc9, 0x2a, 0x2a)
                                                               : QColor(0x18, 0x64, 0xab));
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ReasonColumn || index.column() == CategoryColumn) {
            if (failedBenchmark(d))
                return DisplayText::toolTip(d.text + QStringLiteral("\n\n") + failedBenchmarkMeaning());
            const ReasonCategory &c = FusionReasons::category(d.category);
            return d.category.isEmpty() ? DisplayText::toolTip(d.text)
                                        : DisplayText::toolTip(d.text + QStringLiteral("\n\n") + c.meaning);
        }
        if (index.column() == NodeAColumn || index.column() == NodeBColumn)
            return DisplayText::toolTip(index.column() == NodeAColumn ? d.a : d.b);
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (static_cast<Column>(index.column())) {
    case NumberColumn:
        return i + 1;
    case RoundColumn:
        return roundText(d.round);
    case KindColumn:
        return d.scan ? tr("%1 (scan)").arg(kindText(d.kind)) : kindText(d.kind);
    case NodeAColumn:
        return DisplayText::line(d.a);
    case NodeBColumn:
        return DisplayText::line(d.b);
    case CategoryColumn:
        if (failedBenchmark(d))
            return FusionReasons::category(QStringLiteral("benchmark_failed")).title;
        return d.category.isEmpty() ? QString() : FusionReasons::category(d.category).title;
    case ReasonColumn:
        return DisplayText::line(d.text.isEmpty() ? d.tag : d.text);
    case ColumnCount:
        break;
    }
    return {};
}

bool FusionDecisionsModel::failedBenchmark(const FusionDecision &d)
{
    return d.category == QLatin1String("benchmark_failed") || d.benchmarkFailed();
}

QString FusionDecisionsModel::failedBenchmarkMeaning()
{
    return FusionReasons::category(QStringLiteral("benchmark_failed")).meaning;
}

QVariant FusionDecisionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (static_cast<Column>(section)) {
    case NumberColumn:
        return tr("#");
    case RoundColumn:
        return tr("Round");
    case KindColumn:
        return tr("Decision");
    case NodeAColumn:
        return tr("Node A");
    case NodeBColumn:
        return tr("Node B");
    case CategoryColumn:
        return tr("Reason category");
    case ReasonColumn:
        return tr("Reason");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace cs::viewers
