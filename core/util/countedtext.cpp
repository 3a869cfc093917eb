#include "core/util/countedtext.h"

namespace cs {

QString countedText(QString text, qint64 n)
{
    const bool one = n == 1 || n == -1;
    text.replace(QLatin1String("(es)"), one ? QString() : QStringLiteral("es"));
    return text.replace(QLatin1String("(s)"), one ? QString() : QStringLiteral("s"));
}

} // namespace cs
