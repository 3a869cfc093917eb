#include "viewers/attemptnote.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cs::viewers {

QString attemptNote(const QString &graphId)
{
    // An optional rank or unit prefix never precedes the id in these views: the id leads.
    static const QRegularExpression attempt(QStringLiteral(R"(^(\d+/\d+)_(\d+)(?!\d))"));
    const QRegularExpressionMatch m = attempt.match(graphId);
    if (!m.hasMatch())
        return {};
    return QCoreApplication::translate("cs::viewers::AttemptNote",
               "Compile %1 in the compile tree: Dynamo restarted its analysis, and its attempt %2 (PyTorch "
               "counts from 0) made this graph.")
               .arg(m.captured(1), m.captured(2))
        + QStringLiteral("\n\n");
}

} // namespace cs::viewers
