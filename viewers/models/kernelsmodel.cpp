#include "viewers/models/kernelsmodel.h"

#include "viewers/displaytext.h"

#include <QFileInfo>

#include <algorithm>

namespace cs::viewers {

namespace {
const QString PlanKey = QStringLiteral("plan\x1f"); // keys of measurements by plan id
} // namespace

KernelsModel::KernelsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString KernelsModel::keyOf(const QString &compileId, const QString &kernel, const QString &config)
{
    return compileId + QLatin1Char('\x1f') + kernel + QLatin1Char('\x1f') + config;
}

// One pass, no regular expression: the key of a 1 MiB name takes milliseconds, once per plan.
QString KernelsModel::naturalKey(const QString &name)
{
    QString out;
    out.reserve(name.size() + 16);
    const qsizetype n = name.size();
    for (qsizetype i = 0; i < n;) {
        if (name[i] < u'0' || name[i] > u'9') {
            out += name[i++];
            continue;
        }
        qsizetype end = i;
        while (end < n && name[end] >= u'0' && name[end] <= u'9')
            ++end;
        for (qsizetype pad = end - i; pad < 12; ++pad)
            out += u'0';
        out += QStringView(name).sliced(i, end - i);
        i = end;
    }
    return out;
}

void KernelsModel::setPlans(const QList<KernelPlan> &plans)
{
    beginResetModel();
    m_plans = plans;
    // Sorting compares keys, not names: made once here instead of on every comparison.
    m_rows.clear();
    m_rows.reserve(m_plans.size());
    for (const KernelPlan &p : m_plans)
        m_rows.push_back({ naturalKey(p.name), naturalKey(p.compileId) });
    link();
    endResetModel();
}

void KernelsModel::setResults(const ProfileRun &run)
{
    beginResetModel();
    m_results.clear();
    m_failures.clear();
    // A measurement with a plan id is that plan's (two kernels of one name in two graphs are two
    // rows, each with its own time); an older one, or a package's, by compile id, name and config.
    for (const KernelResult &r : run.results)
        m_results.insert(r.planId.isEmpty() ? keyOf(r.compileId, r.kernel, r.config) : PlanKey + r.planId, r);
    for (const KernelFailure &f : run.failures)
        m_failures.insert(f.planId.isEmpty() ? keyOf(f.compileId, f.kernel, {}) : PlanKey + f.planId, f.reason);
    m_peaks = gpuPeaks(run.settings, run.machine.gpu);
    link();
    endResetModel();
}

// Each row's measurement and failure, looked up once (a key holds the kernel's name, which can
// be 1 MiB: made and hashed on every data() call, it cost a repaint tens of milliseconds). The
// share is of the time the run's own kernels take: candidates it did not use are left out.
void KernelsModel::link()
{
    m_totalUs = 0;
    for (qsizetype i = 0; i < m_plans.size(); ++i) {
        const KernelPlan &p = m_plans[i];
        Row &row = m_rows[i];
        auto result = m_results.constFind(PlanKey + p.id);
        if (result == m_results.cend())
            result = m_results.constFind(keyOf(p.compileId, p.name, p.config));
        row.result = result == m_results.cend() ? nullptr : &*result;
        auto failure = m_failures.constFind(PlanKey + p.id);
        if (failure == m_failures.cend())
            failure = m_failures.constFind(keyOf(p.compileId, p.name, {}));
        row.failure = failure == m_failures.cend() ? nullptr : &*failure;
        if (row.result && !p.isCandidate() && !row.result->kernel.endsWith(QLatin1String("(whole model)")))
            m_totalUs += row.result->medianUs;
        row.roof = row.sortKey = -1;
        if (const auto pt = row.result ? placeKernel(*row.result, &p, m_peaks) : std::nullopt) {
            row.roof = pt->fraction;
            row.sortKey = pt->sortKey();
            row.bound = pt->latencyBound                     ? tr("latency")
                : pt->bound == RooflinePoint::Bound::Unknown ? tr("unknown")
                : pt->bound == RooflinePoint::Bound::Compute ? tr("compute")
                                                             : tr("memory");
        }
    }
}

const KernelPlan *KernelsModel::planAt(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_plans.size() ? &m_plans[index.row()] : nullptr;
}

const KernelResult *KernelsModel::resultAt(const QModelIndex &index) const
{
    return planAt(index) ? m_rows[index.row()].result : nullptr;
}

int KernelsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_plans.size());
}

int KernelsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString KernelsModel::variantText(const KernelPlan &p)
{
    switch (p.choice) {
    case VariantChoice::Only:
        return p.kind == QLatin1String("triton") ? tr("only one") : QString();
    case VariantChoice::Recorded:
        return p.variants > 1 ? tr("chosen of %1").arg(p.variants) : tr("chosen");
    case VariantChoice::Candidate:
        return tr("candidate");
    case VariantChoice::Unresolved:
        return tr("one of %1, unrecorded").arg(p.variants);
    }
    return {};
}

QString KernelsModel::variantToolTip(const KernelPlan &p) const
{
    QStringList lines;
    switch (p.choice) {
    case VariantChoice::Only:
        lines << tr("The caches hold one compiled variant of this kernel: the one the run used.");
        break;
    case VariantChoice::Recorded:
        lines << tr("The variant the run used, named by Inductor's autotune record %1%2.")
                     .arg(QFileInfo(p.record).fileName(),
                         p.foundByCoordesc ? tr(" (found by coordinate descent)") : QString());
        break;
    case VariantChoice::Candidate:
        lines << tr("A variant autotuning compiled and benchmarked, but the run did not use.");
        break;
    case VariantChoice::Unresolved:
        lines << tr("One of %1 compiled variants; no record says which one the run used (e.g. a reduction whose "
                    "R0_BLOCK Inductor halved at load and benchmarked without recording the choice).")
                     .arg(p.variants);
        break;
    }
    if (p.tuningMs >= 0)
        lines << tr("Autotuning took %1 ms (the record's time_taken_ms: tuning time, not this kernel's time).")
                     .arg(p.tuningMs);
    if (p.inductorUs > 0)
        lines << tr("Inductor's max-autotune benchmark of this config: %1 µs (before any epilogue was fused).")
                     .arg(p.inductorUs, 0, 'f', 1);
    if (!p.sameIn.isEmpty())
        lines << tr("The same code and launch are also in %1: one row, measured once.")
                     .arg(p.sameIn.join(QStringLiteral(", ")));
    else if (!p.alsoIn.isEmpty())
        lines << tr("The same launch is also in compile %1.").arg(p.alsoIn.join(QStringLiteral(", ")));
    return QStringLiteral("<p>%1</p>")
        .arg(lines.join(QStringLiteral("\n")).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
}

QVariant KernelsModel::data(const QModelIndex &index, int role) const
{
    const KernelPlan *p = planAt(index);
    if (!p)
        return {};
    const KernelResult *r = resultAt(index);
    if (role == CompileIdRole)
        return p->compileId;
    if (role == Qt::TextAlignmentRole && index.column() >= MinColumn && index.column() <= RegistersColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (index.column() == VariantColumn || index.column() == InductorColumn)
            return variantToolTip(*p);
        if (index.column() == KernelColumn)
            return DisplayText::toolTip(p->name);
        if (index.column() == GraphColumn && !p->sameIn.isEmpty())
            return DisplayText::toolTip(tr("Also launched, with the same code and arguments, in: %1. One row stands "
                                           "for them all and is measured once.")
                                            .arg(p->sameIn.join(QStringLiteral(", "))));
        if (index.column() == StatusColumn)
            return DisplayText::toolTip(display(*p, r, m_rows[index.row()].failure, index.column(), false).toString());
        return {};
    }
    if (role == SortRole && index.column() == KernelColumn)
        return m_rows[index.row()].nameKey;
    if (role == SortRole && index.column() == CompileColumn)
        return m_rows[index.row()].compileKey;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    if (index.column() == RoofColumn) {
        const Row &row = m_rows[index.row()];
        if (row.roof < 0)
            return role == SortRole ? QVariant(-1.0) : QVariant();
        return role == SortRole ? QVariant(row.sortKey)
                                : QVariant(tr("%1% %2").arg(100 * row.roof, 0, 'f', 0).arg(row.bound));
    }
    return display(*p, r, m_rows[index.row()].failure, index.column(), role == SortRole);
}

QVariant KernelsModel::display(
    const KernelPlan &p, const KernelResult *r, const QString *failure, int column, bool sort) const
{
    auto time = [sort](std::optional<double> us) {
        if (!us)
            return sort ? QVariant(-1.0) : QVariant();
        return sort ? QVariant(*us) : QVariant(QString::number(*us, 'f', 2));
    };
    switch (column) {
    case KernelColumn:
        return DisplayText::line(p.name); // sorted by m_sortKeys
    case CompileColumn:
        return DisplayText::line(p.compileId);
    case GraphColumn: {
        QString graph = p.rank < 0 ? p.graph
            : p.graph.isEmpty()    ? tr("rank %1").arg(p.rank)
                                   : tr("rank %1 · %2").arg(QString::number(p.rank), p.graph);
        if (!p.sameIn.isEmpty())
            graph = tr("%1 (and %n more)", nullptr, int(p.sameIn.size())).arg(graph);
        return DisplayText::line(graph);
    }
    case KindColumn:
        return p.kind;
    case VariantColumn:
        return variantText(p);
    case MinColumn:
        return time(r ? std::optional(r->minUs) : std::nullopt);
    case MedianColumn:
        return time(r ? std::optional(r->medianUs) : std::nullopt);
    case InductorColumn:
        return time(p.inductorUs > 0 ? std::optional(p.inductorUs) : std::nullopt);
    case ShareColumn:
        if (!r || m_totalUs <= 0 || p.isCandidate() || r->kernel.endsWith(QLatin1String("(whole model)")))
            return sort ? QVariant(-1.0) : QVariant();
        return sort ? QVariant(r->medianUs / m_totalUs)
                    : QVariant(QStringLiteral("%1%").arg(100 * r->medianUs / m_totalUs, 0, 'f', 1));
    case BandwidthColumn:
        if (!r || !r->bandwidthGBs)
            return sort ? QVariant(-1.0) : QVariant();
        return sort ? QVariant(*r->bandwidthGBs) : QVariant(QString::number(*r->bandwidthGBs, 'f', 0));
    case SpreadColumn:
        if (!r)
            return sort ? QVariant(-1.0) : QVariant();
        return sort ? QVariant(r->spread) : QVariant(QStringLiteral("%1%").arg(100 * r->spread, 0, 'f', 0));
    case RegistersColumn:
        if (!r || !r->registers)
            return sort ? QVariant(-1) : QVariant();
        return *r->registers;
    case ConfigColumn:
        return DisplayText::line(p.config);
    case StatusColumn:
        if (r)
            return tr("measured (%n repeat(s))", nullptr, r->repeats);
        if (!p.launchable())
            return tr("cannot launch: %1").arg(DisplayText::line(p.problem));
        if (failure)
            return tr("failed: %1").arg(DisplayText::line(*failure));
        return tr("not measured yet");
    }
    return {};
}

QVariant KernelsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case KernelColumn:
        return tip ? QVariant() : tr("Kernel");
    case CompileColumn:
        return tip ? QVariant() : tr("Compile id");
    case GraphColumn:
        return tip ? tr("Which graph of the compile launches the kernel (its part, and the AOT compilation where a "
                        "compile has several, e.g. DDP's submod_0), and the rank in multi-rank runs. Kernels of one "
                        "name in several graphs are different kernels; one whose code and launch are identical in "
                        "several graphs or ranks is one row, measured once (the tooltip names the others).")
                   : tr("Graph");
    case KindColumn:
        return tip ? QVariant() : tr("Kind");
    case VariantColumn:
        return tip ? tr("Which compiled variant the row launches: the one the run used (the only one, or the one "
                        "Inductor's autotune record names), an autotune candidate it did not use, or one of several "
                        "when nothing records the choice")
                   : tr("Variant");
    case MinColumn:
        return tip ? tr("Fastest of the timed launches (caches flushed before each). For Triton kernels this is the "
                        "statistic Inductor's own benchmark prints (output_code.py -k takes the minimum of its "
                        "CUDA-event timings): compare with Inductor here.")
                   : tr("Min µs (as Inductor -k)");
    case MedianColumn:
        return tip ? tr("Median of the timed launches: the typical launch. For kernels under ~25 µs it is usually "
                        "1–2 µs above the minimum.")
                   : tr("Median µs");
    case InductorColumn:
        return tip ? tr("Inductor's own benchmark of this kernel's config, when the trace recorded one (max-autotune "
                        "template choices; measured before any epilogue was fused)")
                   : tr("Inductor µs");
    case ShareColumn:
        return tip ? tr("Share of the summed medians of the kernels the run used") : tr("Share");
    case BandwidthColumn:
        return tip ? tr("Bytes the launch moves (Inductor's count where its code has one, else each distinct tensor "
                        "argument once) / median time")
                   : tr("GB/s");
    case RoofColumn:
        return tip ? tr("How close the median is to the limit that bounds the kernel: the time its bytes take at the "
                        "GPU's measured copy rate, or its FLOPs at the compute peak of its dtype (100%: at the roof); "
                        "latency: too small for either roof to set its time")
                   : tr("% of roof");
    case SpreadColumn:
        return tip ? tr("(max − min) / median") : tr("Spread");
    case RegistersColumn:
        return tip ? QVariant() : tr("Registers");
    case ConfigColumn:
        return tip ? QVariant() : tr("Config");
    case StatusColumn:
        return tip ? QVariant() : tr("Status");
    }
    return {};
}

KernelsFilter::KernelsFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(KernelsModel::SortRole);
}

void KernelsFilter::setCompile(const QString &compileId)
{
    m_compile = compileId;
    invalidateFilter();
}

void KernelsFilter::setShowCandidates(bool show)
{
    m_candidates = show;
    invalidateFilter();
}

bool KernelsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *model = qobject_cast<const KernelsModel *>(sourceModel());
    const KernelPlan *p = model ? model->planAt(model->index(sourceRow, 0, sourceParent)) : nullptr;
    if (!p)
        return true;
    if (p->isCandidate() && !m_candidates)
        return false;
    return m_compile.isEmpty() || p->compileId == m_compile || p->alsoIn.contains(m_compile);
}

} // namespace cs::viewers
