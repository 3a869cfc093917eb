#include "viewers/models/messagesmodel.h"

#include "viewers/displaytext.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>

#include <algorithm>

namespace cs::viewers {

MessagesModel::MessagesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString MessagesModel::kindName(Kind kind)
{
    switch (kind) {
    case Kind::AutotuneError:
        return tr("autotune error");
    case Kind::Error:
        return tr("error");
    case Kind::Warning:
        return tr("warning");
    case Kind::PerfHint:
        return tr("perf hint");
    }
    return {};
}

void MessagesModel::setRun(std::shared_ptr<const LoadedRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_rows.clear();
    m_logMessages = 0;
    if (m_run) {
        // Text logs carry compile ids but no rank: they are matched in single-rank runs.
        auto refOf = [this](const LogMessage &m) {
            if (!m.compileId || m_run->overviews.size() != 1)
                return CompileRef {};
            const auto &compiles = m_run->overviews.front()->compiles;
            for (size_t i = 0; i < compiles.size(); ++i)
                if (compiles[i].id.frame == m.compileId->frame
                    && compiles[i].id.frameCompile == m.compileId->frameCompile)
                    return CompileRef { 0, static_cast<int>(i) };
            return CompileRef {};
        };
        // Errors first, then PyTorch's perf hints, then warnings (a "debug trace: <path>" warning
        // is no reason to scroll past a hint).
        std::vector<Row> warnings;
        for (const auto &t : m_run->textLogs) {
            m_logMessages += static_cast<int>(t->messages.size());
            for (const LogMessage &m : t->autotuneErrors)
                m_rows.push_back({ Kind::AutotuneError, t.get(), &m, refOf(m) });
            for (const LogMessage &m : t->messages) {
                if (m.level != 'E' && m.level != 'C' && m.level != 'W')
                    continue;
                // Autotune errors are listed one per candidate above.
                const int end = m.line + static_cast<int>(m.text.count(u'\n'));
                const bool autotune = std::any_of(t->autotuneErrors.begin(), t->autotuneErrors.end(),
                    [&](const LogMessage &e) { return e.line >= m.line && e.line <= end; });
                if (autotune)
                    continue;
                if (m.level == 'E' || m.level == 'C')
                    m_rows.push_back({ Kind::Error, t.get(), &m, refOf(m) });
                else if (m.level == 'W')
                    warnings.push_back({ Kind::Warning, t.get(), &m, refOf(m) });
            }
            for (const LogMessage &m : t->perfHints)
                m_rows.push_back({ Kind::PerfHint, t.get(), &m, refOf(m) });
        }
        m_rows.insert(m_rows.end(), warnings.begin(), warnings.end());
    }
    endResetModel();
}

const MessagesModel::Row *MessagesModel::rowAt(const QModelIndex &index) const
{
    return index.isValid() && static_cast<size_t>(index.row()) < m_rows.size() ? &m_rows[index.row()] : nullptr;
}

QModelIndex MessagesModel::indexOf(const CompileRef &ref) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].ref == ref)
            return index(static_cast<int>(i), 0);
    return {};
}

int MessagesModel::count(Kind kind) const
{
    return static_cast<int>(
        std::count_if(m_rows.begin(), m_rows.end(), [kind](const Row &r) { return r.kind == kind; }));
}

int MessagesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MessagesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MessagesModel::data(const QModelIndex &index, int role) const
{
    const Row *r = rowAt(index);
    if (!r)
        return {};
    const LogMessage &m = *r->message;
    if (role == LogRole)
        return r->ref.log;
    if (role == CompileRole)
        return r->ref.compile;
    if (role == Qt::ForegroundRole && index.column() == KindColumn
        && (r->kind == Kind::AutotuneError || r->kind == Kind::Error))
        return QBrush(QColor(0xc0, 0x1c, 0x28));
    if (role == Qt::ToolTipRole && index.column() == MessageColumn)
        return DisplayText::toolTip(m.text);
    if (role == SortRole) {
        switch (index.column()) {
        case LevelColumn:
        case KindColumn:
            return static_cast<int>(r->kind);
        case CompileColumn:
            return m.compileId ? m.compileId->toString() : QString();
        case MessageColumn:
            return m.text;
        case SourceColumn:
            return m.line;
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case LevelColumn:
        return QString(QLatin1Char(m.level));
    case KindColumn:
        return kindName(r->kind);
    case CompileColumn:
        return m.compileId ? m.compileId->toString() : QString();
    case MessageColumn:
        return DisplayText::line(m.text.section(QLatin1Char('\n'), 0, 0));
    case SourceColumn:
        return QStringLiteral("%1:%2").arg(DisplayText::line(QFileInfo(r->log->path).fileName())).arg(m.line);
    }
    return {};
}

QVariant MessagesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LevelColumn:
        return tr("Level");
    case KindColumn:
        return tr("Kind");
    case CompileColumn:
        return tr("Compile id");
    case MessageColumn:
        return tr("Message");
    case SourceColumn:
        return tr("Log line");
    }
    return {};
}

} // namespace cs::viewers
