#include "core/analysis/failuretext.h"

#include <QStringList>

namespace cs {

QString failureHeadline(const QString &reason)
{
    QStringList lines;
    for (const QString &l : reason.split(u'\n')) {
        const QString t = l.trimmed();
        if (!t.isEmpty())
            lines << t;
        if (lines.size() == 2)
            break;
    }
    if (lines.isEmpty())
        return {};
    if (lines.size() > 1 && lines.front().endsWith(u':'))
        return lines.front() + u' ' + lines.back();
    return lines.front();
}

} // namespace cs
