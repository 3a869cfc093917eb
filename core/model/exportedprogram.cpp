#include "core/model/exportedprogram.h"

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
    // A symbol is dynamic when it is a name in a user input's shape (`s31` of `2*s31, 16`); its
    // range, when recorded. The shapes' names are gathered once and each range looked up: a
    // symbol is matched as text, never made into a pattern (a symbol is any text the file says).
    QSet<QString> names;
    for (const ExportSpec &s : inputs) {
        if (s.kind != QLatin1String("user_input"))
            continue;
        const QString shape = tensors.value(s.name).shape;
        for (qsizetype i = 0; i < shape.size();) {
            qsizetype end = i;
            while (end < shape.size() && (shape[end].isLetterOrNumber() || shape[end] == u'_'))
                ++end;
            if (end > i)
                names.insert(shape.mid(i, end - i));
            i = end + 1;
        }
    }
    QStringList out;
    for (const ExportRange &r : ranges)
        if (names.contains(r.symbol))
            out << r.text();
    return out;
}

} // namespace cs
