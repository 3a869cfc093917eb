#include "viewers/models/kernelsmodel.h"

namespace cs::viewers {

KernelsModel::KernelsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString KernelsModel::keyOf(const QString &compileId, const QString &kernel, const QString &config)
{
    return compileId + QLatin1Char('\x1f') + kernel + QLatin1Char('\x1f') + config;
}

void KernelsModel::setPlans(const QList<KernelPlan> &plans)
{
    beginResetModel();
    m_plans = plans;
    endResetModel();
}

void KernelsModel::setResults(const ProfileRun &run)
{
    beginResetModel();
    m_results.clear();
    m_failures.clear();
    m_totalUs = 0;
    for (const KernelResult &r : run.results) {
        m_results.insert(keyOf(r.compileId, r.kernel, r.config), r);
        if (!r.kernel.endsWith(QLatin1String("(whole model)")))
            m_totalUs += r.medianUs;
    }
    for (const KernelFailure &f : run.failures)
        m_failures.insert(keyOf(f.compileId, f.kernel, {}), f.reason);
    endResetModel();
}

const KernelPlan *KernelsModel::planAt(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_plans.size() ? &m_plans[index.row()] : nullptr;
}

const KernelResult *KernelsModel::resultAt(const QModelIndex &index) const
{
    const KernelPlan *p = planAt(index);
    if (!p)
        return nullptr;
    const auto it = m_results.constFind(keyOf(p->compileId, p->name, p->config));
    return it == m_results.cend() ? nullptr : &*it;
}

int KernelsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_plans.size());
}

int KernelsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KernelsModel::data(const QModelIndex &index, int role) const
{
    const KernelPlan *p = planAt(index);
    if (!p)
        return {};
    const KernelResult *r = resultAt(index);
    if (role == CompileIdRole)
        return p->compileId;
    if (role == Qt::TextAlignmentRole && index.column() >= MedianColumn && index.column() <= RegistersColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == StatusColumn)
        return data(index, Qt::DisplayRole);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool sort = role == SortRole;
    switch (index.column()) {
    case KernelColumn:
        return p->name;
    case CompileColumn:
        return p->compileId;
    case KindColumn:
        return p->kind;
    case MedianColumn:
        if (!r)
            return sort ? QVariant(-1.0) : QVariant();
        return sort ? QVariant(r->medianUs) : QVariant(QString::number(r->medianUs, 'f', 2));
    case ShareColumn:
        if (!r || m_totalUs <= 0 || r->kernel.endsWith(QLatin1String("(whole model)")))
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
        return p->config;
    case StatusColumn:
        if (r)
            return tr("measured (%n repeat(s))", nullptr, r->repeats);
        if (!p->launchable())
            return tr("cannot launch: %1").arg(p->problem);
        if (const auto it = m_failures.constFind(keyOf(p->compileId, p->name, {})); it != m_failures.cend())
            return tr("failed: %1").arg(*it);
        return tr("not measured yet");
    }
    return {};
}

QVariant KernelsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KernelColumn:
        return tr("Kernel");
    case CompileColumn:
        return tr("Compile id");
    case KindColumn:
        return tr("Kind");
    case MedianColumn:
        return tr("Median µs");
    case ShareColumn:
        return tr("Share");
    case BandwidthColumn:
        return tr("GB/s");
    case SpreadColumn:
        return tr("Spread");
    case RegistersColumn:
        return tr("Registers");
    case ConfigColumn:
        return tr("Config");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

} // namespace cs::viewers
