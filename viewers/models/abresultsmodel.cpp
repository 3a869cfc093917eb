#include "viewers/models/abresultsmodel.h"

#include "core/ab/abreport.h"
#include "viewers/displaytext.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace cs::viewers {
namespace {

QColor verdictColor(const QString &v)
{
    if (v == QLatin1String("pays_off"))
        return QColor(0x1b, 0x7f, 0x3a);
    if (v == QLatin1String("slower") || v == QLatin1String("not_equivalent") || v == QLatin1String("failed"))
        return QColor(0xb0, 0x1c, 0x1c);
    if (v == QLatin1String("unavailable") || v == QLatin1String("too_few_calls") || v == QLatin1String("no_calls"))
        return QColor(0x80, 0x80, 0x80);
    return {};
}

int medianOf(QList<int> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

AbResultsModel::AbResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void AbResultsModel::setResult(std::shared_ptr<const ab::AbResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    m_rows.clear();
    if (m_result)
        for (int g = 0; g < m_result->regions.size(); ++g)
            for (int m = 0; m < m_result->regions[g].modes.size(); ++m)
                m_rows.append({ g, m });
    endResetModel();
}

const ab::RegionResult *AbResultsModel::regionAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return nullptr;
    return &m_result->regions[m_rows[index.row()].region];
}

const ab::ModeResult *AbResultsModel::modeAt(const QModelIndex &index) const
{
    const ab::RegionResult *g = regionAt(index);
    return g ? &g->modes[m_rows[index.row()].mode] : nullptr;
}

QModelIndex AbResultsModel::indexOf(int region, const QString &mode) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].region == region && m_result->regions[region].modes[m_rows[r].mode].mode == mode)
            return index(r, 0);
    return {};
}

int AbResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AbResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AbResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RegionColumn:
        return tr("Region");
    case ModeColumn:
        return tr("Mode");
    case MedianColumn:
        return tr("Steady median");
    case IntervalColumn:
        return tr("95% interval");
    case SpeedupColumn:
        return tr("Speedup [95%]");
    case WarmupColumn:
        return tr("Warm-up");
    case CompileColumn:
        return tr("Compile");
    case BreakEvenColumn:
        return tr("Break-even");
    case RecompilesColumn:
        return tr("Recompiles");
    case ParityColumn:
        return tr("Parity");
    case MemoryColumn:
        return tr("Peak memory");
    case VerdictColumn:
        return tr("Verdict");
    }
    return {};
}

QVariant AbResultsModel::display(const ab::RegionResult &g, const ab::ModeResult &m, int column) const
{
    const bool numbers = m.measured() && m.steady.n > 0;
    switch (column) {
    case RegionColumn:
        return DisplayText::line(g.siteFile.isEmpty()
                ? g.name
                : QStringLiteral("%1 (%2:%3)").arg(g.name, QFileInfo(g.siteFile).fileName()).arg(g.siteLine));
    case ModeColumn:
        return DisplayText::line(m.mode);
    case MedianColumn:
        return numbers ? ab::formatMs(m.steady.median) : QString();
    case IntervalColumn:
        return numbers && m.medianCi.valid
            ? QStringLiteral("%1 – %2").arg(ab::formatMs(m.medianCi.low), ab::formatMs(m.medianCi.high))
            : QString();
    case SpeedupColumn:
        if (!m.speedup || m.speedup->estimate <= 0)
            return QString();
        // The text report's cell: ratios below 0.01 keep two significant digits; processes that
        // disagree give their spread, marked "?".
        return ab::speedupCell(m);
    case WarmupColumn:
        return m.measured() ? tr("%1 calls, %2").arg(medianOf(m.warmupCalls)).arg(ab::formatMs(m.warmupMs)) : QString();
    case CompileColumn:
        return m.measured() && m.compileMs > 0 ? ab::formatMs(m.compileMs) : QString();
    case BreakEvenColumn:
        if (!m.breakEvenCalls.valid)
            return QString();
        return m.breakEvenImmediate ? tr("immediate") : ab::formatCalls(m.breakEvenCalls.estimate);
    case RecompilesColumn:
        return m.measured() ? QString::number(m.recompiles) : QString();
    case ParityColumn:
        if (m.mode == QLatin1String("eager"))
            return tr("reference");
        if (m.parityFailed > 0)
            return tr("failed %1 of %2").arg(m.parityFailed).arg(m.parityChecked);
        if (m.parityChecked > 0)
            return tr("ok (%1)").arg(m.parityChecked);
        return m.paritySkipped > 0 ? tr("skipped") : QString();
    case MemoryColumn: {
        const ab::ModeSummary *s = m_result->modeSummary(m.mode);
        if (!s)
            return QString();
        const std::optional<qint64> v = s->peakGpuAllocated ? s->peakGpuAllocated : s->peakRss;
        if (!v)
            return QString();
        // Against eager's peak of the same kind (GPU when the program used one, else RSS).
        qint64 base = 0;
        if (const ab::ModeSummary *e = m_result->modeSummary(QStringLiteral("eager")))
            base = s->peakGpuAllocated ? e->peakGpuAllocated.value_or(0) : e->peakRss.value_or(0);
        QString text = (s->peakGpuAllocated ? tr("GPU %1") : tr("RSS %1")).arg(ab::formatBytes(*v));
        if (base > 0 && m.mode != QLatin1String("eager"))
            text += QStringLiteral(" (%1%2%)")
                        .arg(*v >= base ? QStringLiteral("+") : QString())
                        .arg(100.0 * (*v - base) / base, 0, 'f', 1);
        return text;
    }
    case VerdictColumn:
        return DisplayText::line(ab::verdictText(m, true)); // names an output of the user's code
    }
    return {};
}

QVariant AbResultsModel::sortValue(const ab::ModeResult &m, int column) const
{
    switch (column) {
    case MedianColumn:
    case IntervalColumn:
        return m.measured() ? m.steady.median : -1.0;
    case SpeedupColumn:
        return m.speedup ? m.speedup->estimate : -1.0;
    case WarmupColumn:
        return m.warmupMs;
    case CompileColumn:
        return m.compileMs;
    case BreakEvenColumn:
        return m.breakEvenCalls.valid ? m.breakEvenCalls.estimate : -1.0;
    case RecompilesColumn:
        return m.recompiles;
    default:
        return {};
    }
}

QVariant AbResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= ColumnCount)
        return {};
    const ab::RegionResult &g = m_result->regions[m_rows[index.row()].region];
    const ab::ModeResult &m = g.modes[m_rows[index.row()].mode];
    switch (role) {
    case Qt::DisplayRole:
        return display(g, m, index.column());
    case Qt::ToolTipRole:
        if (index.column() == RegionColumn)
            return DisplayText::toolTip(g.key);
        if (index.column() == VerdictColumn || index.column() == ParityColumn)
            return DisplayText::toolTip(ab::verdictText(m, true));
        return {};
    case Qt::ForegroundRole:
        if (index.column() == VerdictColumn) {
            const QColor c = verdictColor(m.verdict);
            return c.isValid() ? QVariant(QBrush(c)) : QVariant();
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= MedianColumn && index.column() <= RecompilesColumn
            ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
            : QVariant();
    case SortRole: {
        const QVariant v = sortValue(m, index.column());
        return v.isValid() ? v : display(g, m, index.column());
    }
    case VerdictRole:
        return m.verdict;
    case RegionRole:
        return m_rows[index.row()].region;
    }
    return {};
}

} // namespace cs::viewers
