#include "viewers/models/recompilesmodel.h"

#include "viewers/displaytext.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>

namespace cs::viewers {

RecompilesModel::RecompilesModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void RecompilesModel::setRecompiles(QList<FunctionRecompiles> functions)
{
    beginResetModel();
    m_functions = std::move(functions);
    endResetModel();
}

const FunctionRecompiles *RecompilesModel::functionAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const qsizetype f = index.internalId() == 0 ? index.row() : static_cast<qsizetype>(index.internalId() - 1);
    return f < m_functions.size() ? &m_functions[f] : nullptr;
}

const RecompileStep *RecompilesModel::stepAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    const FunctionRecompiles *f = functionAt(index);
    return f && index.row() < f->steps.size() ? &f->steps[index.row()] : nullptr;
}

QModelIndex RecompilesModel::indexOf(const CompileRef &ref) const
{
    for (qsizetype f = 0; f < m_functions.size(); ++f)
        for (qsizetype s = 0; s < m_functions[f].steps.size(); ++s)
            if (m_functions[f].steps[s].ref == ref)
                return createIndex(static_cast<int>(s), 0, static_cast<quintptr>(f + 1));
    return {};
}

QModelIndex RecompilesModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, static_cast<quintptr>(parent.row() + 1));
}

QModelIndex RecompilesModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int RecompilesModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_functions.size());
    if (parent.column() > 0 || parent.internalId() != 0)
        return 0;
    return static_cast<int>(m_functions[parent.row()].steps.size());
}

int RecompilesModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant RecompilesModel::data(const QModelIndex &index, int role) const
{
    const FunctionRecompiles *f = functionAt(index);
    if (!f)
        return {};
    const RecompileStep *s = stepAt(index);
    if (role == LogRole || role == CompileRole) {
        const CompileRef r = s ? s->ref : (f->steps.isEmpty() ? CompileRef {} : f->steps.first().ref);
        return role == LogRole ? r.log : r.compile;
    }
    if (!s) {
        if (role == Qt::DisplayRole) {
            switch (index.column()) {
            case NameColumn:
                return QStringLiteral("%1  %2:%3")
                    .arg(DisplayText::line(f->function), DisplayText::line(QFileInfo(f->file).fileName()))
                    .arg(f->line);
            case CategoryColumn:
                return f->storm ? tr("storm: %n recompile(s)", nullptr, f->recompileCount())
                                : tr("%n recompile(s)", nullptr, f->recompileCount());
            case ChangeColumn:
                return f->limitHit ? tr("recompile limit hit") : QVariant();
            case TimeColumn:
                return QStringLiteral("%1 s").arg(f->recompileTimeS, 0, 'f', 3);
            }
        }
        if (role == Qt::ForegroundRole && (f->storm || f->limitHit) && index.column() != NameColumn)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        if (role == Qt::ToolTipRole && index.column() == NameColumn)
            return DisplayText::toolTip(QStringLiteral("%1\n%2:%3").arg(f->function, f->file).arg(f->line));
        return {};
    }
    if (role == Qt::DisplayRole) {
        const GuardFailure &g = s->failure;
        switch (index.column()) {
        case NameColumn: // a wrapper frame holding several functions: the one this compile held
            return s->function.isEmpty() ? DisplayText::line(s->compileId)
                                         : DisplayText::line(QStringLiteral("%1  %2").arg(s->compileId, s->function));
        case CategoryColumn:
            return GuardFailure::categoryName(g.category);
        case ChangeColumn: {
            QString t = g.subject.isEmpty()
                ? QString()
                : g.subject + (g.dimension.isEmpty() ? QString() : QStringLiteral("[%1]").arg(g.dimension))
                    + QStringLiteral(": ");
            // No values to show (a symbolic check on sizes already dynamic): the check itself.
            if (g.expected.isEmpty() && g.actual.isEmpty())
                t += g.guard;
            else
                t += g.actual.isEmpty() ? g.expected : QStringLiteral("%1 → %2").arg(g.expected, g.actual);
            t = DisplayText::line(t);
            if (s->limitHit)
                t += tr("  (limit hit)");
            return t;
        }
        case TimeColumn:
            return s->compileTimeS >= 0 ? QVariant(QStringLiteral("%1 s").arg(s->compileTimeS, 0, 'f', 3)) : QVariant();
        }
    }
    if (role == Qt::ToolTipRole)
        return DisplayText::toolTip(s->suggestion);
    return {};
}

QVariant RecompilesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Function / compile id");
    case CategoryColumn:
        return tr("Guard");
    case ChangeColumn:
        return tr("What changed");
    case TimeColumn:
        return tr("Compile time");
    }
    return {};
}

} // namespace cs::viewers
