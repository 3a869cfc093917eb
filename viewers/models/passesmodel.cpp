#include "viewers/models/passesmodel.h"

#include "core/report/passreport.h"
#include "viewers/attemptnote.h"
#include "viewers/displaytext.h"

#include <algorithm>

namespace cs::viewers {

PassesModel::PassesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void PassesModel::setStages(QList<PassStage> stages)
{
    beginResetModel();
    m_stages = std::move(stages);
    m_rows.clear();
    for (int s = 0; s < m_stages.size(); ++s)
        for (int i = 0; i < m_stages[s].snapshots.size(); ++i)
            m_rows.append({ s, i });
    endResetModel();
}

SnapshotRef PassesModel::refAt(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_rows.size() ? m_rows[index.row()] : SnapshotRef {};
}

const PassStep *PassesModel::stepInto(const QModelIndex &index) const
{
    const SnapshotRef r = refAt(index);
    if (r.stage < 0 || r.snapshot < 1)
        return nullptr;
    const PassStage &s = m_stages[r.stage];
    return r.snapshot - 1 < s.steps.size() ? &s.steps[r.snapshot - 1] : nullptr;
}

QModelIndex PassesModel::firstRowOf(int log, const QString &compileId) const
{
    int first = -1;
    for (int row = 0; row < m_rows.size(); ++row) {
        const PassStage &s = m_stages[m_rows[row].stage];
        if (!compileId.isEmpty() && (s.compileId != compileId || (log >= 0 && s.log != log)))
            continue;
        if (first < 0)
            first = row;
        if (const PassStep *step = stepInto(index(row, 0)); step && step->changed())
            return index(row, 0);
    }
    return first >= 0 ? index(first, 0) : QModelIndex();
}

int PassesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PassesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PassesModel::data(const QModelIndex &index, int role) const
{
    const SnapshotRef r = refAt(index);
    if (r.stage < 0)
        return {};
    const PassStage &s = m_stages[r.stage];
    const PassSnapshot &snap = s.snapshots[r.snapshot];
    const PassStep *step = stepInto(index);
    if (role == Qt::ToolTipRole) {
        if (index.column() == PassesColumn && step)
            return DisplayText::toolTip(passesRunText(step->passes));
        if (index.column() == StageColumn && r.snapshot == 0 && !attemptNote(s.id).isEmpty())
            return DisplayText::toolTip(attemptNote(s.id).trimmed());
        if (index.column() == SnapshotColumn)
            return DisplayText::toolTip(tr("%1, line %2").arg(snap.artifact, QString::number(snap.line)));
        return {};
    }
    if (role == Qt::TextAlignmentRole && (index.column() == NodesColumn || index.column() == PassesColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case StageColumn: // the stage named on its first row only: the rows below belong to it
        return r.snapshot == 0 ? DisplayText::line(s.id) : QString();
    case SnapshotColumn:
        return DisplayText::line(snap.id.mid(snap.id.lastIndexOf(u'@')));
    case NodesColumn:
        return snap.nodes >= 0 ? QVariant(snap.nodes) : QVariant();
    case PassesColumn:
        if (!step || step->passes.isEmpty())
            return QString();
        {
            double ms = 0;
            for (const PassRun &p : step->passes)
                ms += std::max(0.0, p.ms);
            return tr("%1 · %2 ms").arg(step->passes.size()).arg(ms, 0, 'f', 2);
        }
    case ChangeColumn:
        return step ? DisplayText::line(passChangeText(*step)) : QString();
    }
    return {};
}

QVariant PassesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StageColumn:
        return tr("Pass stage");
    case SnapshotColumn:
        return tr("Graph logged");
    case NodesColumn:
        return tr("Nodes");
    case PassesColumn:
        return tr("Passes since");
    case ChangeColumn:
        return tr("What changed");
    }
    return {};
}

} // namespace cs::viewers
