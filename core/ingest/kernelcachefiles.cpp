#include "core/ingest/kernelcachefiles.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace cs {

bool isTritonCacheEntry(const QString &folderName)
{
    static const QRegularExpression hash(QStringLiteral("^[A-Z2-7]{52}$")); // unpadded base32 of SHA-256
    return hash.match(folderName).hasMatch();
}

bool isKernelCacheFile(const QString &path)
{
    const QFileInfo f(path);
    if (isTritonCacheEntry(f.dir().dirName()))
        return true;
    // Inductor names a module by `c` and the base32 of its code's hash (lower case, 51 letters).
    static const QRegularExpression module(QStringLiteral(R"(^c[a-z0-9]{40,}(\.py|\.cpp|\.main\.cpp|\.so|\.h)$)"));
    static const QRegularExpression bestConfig(QStringLiteral(R"(^[0-9a-f]{32,}\.best_config$)"));
    const QString name = f.fileName();
    return module.match(name).hasMatch() || bestConfig.match(name).hasMatch();
}

bool isUnreadCacheFile(const QString &path)
{
    static const QRegularExpression debugCopy(QStringLiteral(R"((^|/)c[a-z0-9]{40,}\.debug(/[^/]+$|\.lock$))"));
    static const QRegularExpression fxEntry(
        QStringLiteral(R"((^|/)fxgraph/[a-z0-9]{2}/f[a-z0-9]{40,}/[a-z0-9]{40,}$)"));
    return debugCopy.match(path).hasMatch() || fxEntry.match(path).hasMatch();
}

} // namespace cs
