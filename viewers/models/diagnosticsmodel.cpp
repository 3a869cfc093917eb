#include "viewers/models/diagnosticsmodel.h"

#include "viewers/displaytext.h"

#include <QFileInfo>

namespace cs::viewers {

DiagnosticsModel::DiagnosticsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DiagnosticsModel::setRun(std::shared_ptr<const LoadedRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_rows.clear();
    if (m_run) {
        for (const auto &log : m_run->logs)
            for (const Diagnostic &d : log->diagnostics)
                m_rows.push_back(&d);
        for (const Diagnostic &d : m_run->notes)
            m_rows.push_back(&d);
    }
    endResetModel();
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}
int DiagnosticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(m_rows.size()))
        return {};
    const Diagnostic &d = *m_rows[static_cast<size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case SeverityColumn:
            switch (d.severity) {
            case Diagnostic::Severity::Note:
                return tr("note");
            case Diagnostic::Severity::Warning:
                return tr("warning");
            case Diagnostic::Severity::Error:
                return tr("error");
            }
            return {};
        case FileColumn:
            return DisplayText::line(QFileInfo(d.file).fileName());
        case LineColumn:
            return d.line > 0 ? QVariant(static_cast<qlonglong>(d.line)) : QVariant();
        case MessageColumn:
            return DisplayText::line(d.message);
        }
    }
    if (role == Qt::ToolTipRole)
        return DisplayText::toolTip(
            d.snippet.isEmpty() ? d.toString() : d.toString() + QStringLiteral("\n") + d.snippet);
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case FileColumn:
        return tr("File");
    case LineColumn:
        return tr("Line");
    case MessageColumn:
        return tr("Message");
    }
    return {};
}

} // namespace cs::viewers
