#include "core/util/sourcefile.h"

#include <QFile>

namespace cs {

QStringList sourceFileLines(const QString &path)
{
    constexpr qint64 limit = 8 << 20;
    QFile f(path);
    if (path.isEmpty() || f.size() > limit || !f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(f.read(limit)).split(u'\n');
}

} // namespace cs
