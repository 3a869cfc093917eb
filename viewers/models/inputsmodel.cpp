#include "viewers/models/inputsmodel.h"

#include "core/analysis/kernelcounts.h"
#include "core/report/exportsummary.h"
#include "viewers/displaytext.h"

#include <QFileInfo>

#include <algorithm>

namespace cs::viewers {

InputsModel::InputsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void InputsModel::setRun(std::shared_ptr<const LoadedRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_rows.clear();
    if (m_run) {
        for (size_t i = 0; i < m_run->logs.size(); ++i) {
            const auto &ov = *m_run->overviews[i];
            m_rows.append({ m_run->logs[i]->source->path(), tr("structured trace"),
                tr("%1 records, %2 compile ids, %3 graph breaks, %4 recompiles")
                    .arg(m_run->logs[i]->records.size())
                    .arg(ov.compiles.size())
                    .arg(ov.totalGraphBreaks)
                    .arg(ov.totalRecompiles) });
        }
        for (const auto &t : m_run->textLogs)
            m_rows.append({ t->path, tr("TORCH_LOGS text"),
                tr("%1 messages, %2 graph breaks, %3 recompiles, %4 perf hints")
                    .arg(t->messages.size())
                    .arg(t->graphBreaks.size())
                    .arg(std::count_if(t->recompiles.begin(), t->recompiles.end(),
                        [&](const TextRecompile &r) { return !t->hitLimit(r); })) // a limit hit compiles nothing
                    .arg(t->perfHints.size()) });
        for (const auto &c : m_run->outputCodes)
            m_rows.append({ c.path, tr("output code"),
                tr("%n distinct kernel(s)", nullptr, countKernels(c).distinctKernels) + QStringLiteral(", ")
                    + tr("%n launch(es)", nullptr, countKernels(c).launches) });
        for (const auto &p : m_run->profiles)
            m_rows.append({ p->path, tr("profiler trace"),
                tr("%1 events, %2 kernel launches").arg(p->events).arg(p->kernels.size()) });
        for (const auto &a : m_run->archives) {
            QString what = tr("models: %1, %2 entries").arg(a.models.join(QStringLiteral(", "))).arg(a.entries);
            for (const AotiModel &m : a.aotiModels) // the package's compiled code (the Kernels view lists it)
                what += tr("; %1: %2 distinct kernels, %3 launches per call, %4 constants")
                            .arg(m.name)
                            .arg(countKernels(m.code).distinctKernels)
                            .arg(launchesRange(countKernels(m.code)))
                            .arg(m.constants.size());
            if (a.kind == Pt2Archive::Kind::AotInductor && a.programs.empty())
                what += tr("; no exported program inside (no graph)");
            m_rows.append({ a.path,
                a.kind == Pt2Archive::Kind::AotInductor ? tr("AOTInductor package") : tr("exported program"), what });
            // Each program's signature and the ranges of its dynamic dimensions, as summary says them.
            for (const auto &p : a.programs) {
                const ProgramInterface pi = programInterface(*p);
                m_rows.append({ a.path, tr("%1: dynamic dimensions").arg(p->model), pi.dynamicDims });
                m_rows.append({ a.path, tr("%1: inputs").arg(p->model),
                    tr("%1 (and %n parameter(s), buffer(s) and constant(s))", nullptr, pi.stateInputs)
                        .arg(pi.inputs) });
                m_rows.append({ a.path, tr("%1: outputs").arg(p->model), pi.outputs });
            }
        }
        for (const auto &r : m_run->debugRuns)
            m_rows.append({ r.path, tr("debug run folder"), tr("%1 graphs").arg(r.graphs.size()) });
    }
    endResetModel();
}

int InputsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}
int InputsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant InputsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows[index.row()];
    if (role == PathRole)
        return r.path;
    if (role == Qt::ToolTipRole && index.column() == FileColumn)
        return DisplayText::toolTip(r.path);
    if (role == Qt::ToolTipRole && index.column() == ContentsColumn)
        return DisplayText::toolTip(r.contents);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case FileColumn:
        return DisplayText::line(QFileInfo(r.path).fileName());
    case FormatColumn:
        return r.format;
    case ContentsColumn:
        return DisplayText::line(r.contents);
    }
    return {};
}

QVariant InputsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FileColumn:
        return tr("File");
    case FormatColumn:
        return tr("Format");
    case ContentsColumn:
        return tr("Contents");
    }
    return {};
}

} // namespace cs::viewers
