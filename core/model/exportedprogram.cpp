#include "core/model/exportedprogram.h"

#include <QRegularExpression>
#include <QSet>

namespace cs {

QString ExportRange::text() const
{
    return QStringLiteral("%1: [%2, %3]")
        .arg(symbol, min ? QString::number(*min) : QStringLiteral("-inf"),
            max ? QString::number(*max) : QStringLiteral("inf"));
}

const ExportSpec *ExportedProgram::inputSpec(const QString &name) const
{
    for (const ExportSpec &s : inputs)
        if (s.name == name)
            return &s;
    return nullptr;
}

QList<const ExportSpec *> ExportedProgram::outputSpecs(const QString &name) const
{
    QList<const ExportSpec *> out;
    for (const ExportSpec &s : outputs)
        if (s.name == name)
            out << &s;
    return out;
}

const ExportSubgraph *ExportedProgram::subgraph(const QString &name) const
{
    for (const ExportSubgraph &s : subgraphs)
        if (s.name == name)
            return &s;
    return nullptr;
}

int ExportedProgram::subgraphCount() const
{
    int n = 0;
    for (const ExportSubgraph &s : subgraphs)
        n += 1 + (s.graph ? s.graph->subgraphCount() : 0);
    return n;
}

QStringList ExportedProgram::dynamicDims() const
{
    // A symbol is dynamic when it appears in a user input's shape; its range, when recorded.
    QSet<QString> used;
    for (const ExportSpec &s : inputs) {
        if (s.kind != QLatin1String("user_input"))
            continue;
        const QString shape = tensors.value(s.name).shape;
        for (const ExportRange &r : ranges)
            if (QStringLiteral(", %1, ").arg(shape).contains(
                    QRegularExpression(QStringLiteral("\\b%1\\b").arg(r.symbol))))
                used << r.symbol;
    }
    QStringList out;
    for (const ExportRange &r : ranges)
        if (used.contains(r.symbol))
            out << r.text();
    return out;
}

} // namespace cs
