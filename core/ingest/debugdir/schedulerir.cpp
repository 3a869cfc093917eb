#include "core/ingest/debugdir/schedulerir.h"

namespace cs {

int IrLayout::elementSize(const QString &dtype)
{
    // float32 → 4, bfloat16 → 2, complex64 → 8: the bits in the name; bool and float8 types are one byte.
    if (dtype == QLatin1String("bool") || dtype.startsWith(QLatin1String("float8")))
        return 1;
    qsizetype digits = dtype.size();
    while (digits > 0 && dtype[digits - 1].isDigit())
        --digits;
    return dtype.mid(digits).toInt() / 8;
}

std::optional<int64_t> IrLayout::numel() const
{
    if (size.isEmpty() && kind.isEmpty())
        return std::nullopt;
    int64_t n = 1;
    for (const QString &s : size) {
        bool ok = false;
        const int64_t v = s.toLongLong(&ok);
        if (!ok)
            return std::nullopt;
        n *= v;
    }
    return n;
}

std::optional<int64_t> IrLayout::bytes() const
{
    const auto n = numel();
    const int e = elementSize(dtype);
    if (!n || e == 0)
        return std::nullopt;
    return *n * e;
}

bool IrBuffer::outputOfGraph() const
{
    for (const IrUser &u : users)
        if (u.node == QLatin1String("OUTPUT"))
            return true;
    return false;
}

bool IrNode::isExtern() const
{
    return nodeClass == QLatin1String("ExternKernelSchedulerNode");
}

bool IrNode::isNop() const
{
    return nodeClass == QLatin1String("NopKernelSchedulerNode");
}

bool IrNode::isTemplate() const
{
    if (irClass.contains(QLatin1String("TemplateBuffer")))
        return true;
    for (const IrNode &m : members)
        if (m.isTemplate())
            return true;
    return false;
}

bool IrNode::isReduction() const
{
    const QString r = rnumel.trimmed();
    return !r.isEmpty() && r != QLatin1String("1");
}

QStringList IrNode::memberNames() const
{
    if (members.empty())
        return { name };
    QStringList names;
    for (const IrNode &m : members)
        names << m.name;
    return names;
}

const IrNode *SchedulerIr::find(const QString &name) const
{
    for (const IrNode &n : nodes)
        if (n.name == name)
            return &n;
    return nullptr;
}

} // namespace cs
