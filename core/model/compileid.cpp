#include "core/model/compileid.h"

#include <QRegularExpression>

namespace cs {

QString CompileId::toString() const
{
    QString s;
    if (compiledAutograd >= 0) {
        s = QStringLiteral("!%1").arg(compiledAutograd);
        if (frame < 0)
            return s;
        s += QLatin1Char('/');
    }
    if (frame < 0)
        return s;
    s += QStringLiteral("%1/%2").arg(frame).arg(frameCompile);
    if (attempt > 0)
        s += QStringLiteral("_%1").arg(attempt);
    return s;
}

std::optional<CompileId> CompileId::parse(QStringView text)
{
    static const QRegularExpression re(QStringLiteral(R"(^(?:!(\d+)(?:/|$))?(?:(\d+)/(\d+)(?:_(\d+))?)?$)"));
    const auto m = re.match(text.trimmed().toString());
    if (!m.hasMatch() || text.trimmed().isEmpty())
        return std::nullopt;
    CompileId id;
    if (m.hasCaptured(1))
        id.compiledAutograd = m.capturedView(1).toInt();
    if (m.hasCaptured(2)) {
        id.frame = m.capturedView(2).toInt();
        id.frameCompile = m.capturedView(3).toInt();
        id.attempt = m.hasCaptured(4) ? m.capturedView(4).toInt() : 0;
    }
    if (!id.isValid())
        return std::nullopt;
    return id;
}

QString rankedCompileId(const QString &id, int rank, bool multiRank)
{
    return multiRank && rank >= 0 ? QStringLiteral("rank %1: %2").arg(rank).arg(id) : id;
}

} // namespace cs
