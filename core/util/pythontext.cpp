#include "core/util/pythontext.h"

namespace cs {

QStringList splitTopLevel(QStringView s, QChar separator)
{
    QStringList parts;
    qsizetype start = 0;
    forEachTopLevel(s, [&](qsizetype i) {
        if (s[i] == separator) {
            parts << s.mid(start, i - start).toString();
            start = i + 1;
        }
        return true;
    });
    parts << s.mid(start).toString();
    return parts;
}

} // namespace cs
