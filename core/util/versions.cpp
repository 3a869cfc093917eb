#include "core/util/versions.h"

#include <graphviz/gvc.h>
#include <simdjson.h>
#include <sqlite3.h>
#include <zlib.h>
#include <zstd.h>

#define CS_STRINGIFY2(x) #x
#define CS_STRINGIFY(x) CS_STRINGIFY2(x)

namespace cs {

QString BuildVersions::compileScope()
{
    return QStringLiteral(CS_VERSION);
}

QList<QPair<QString, QString>> BuildVersions::libraries()
{
    auto orNone
        = [](const char *v) { return *v ? QString::fromUtf8(v) : QStringLiteral("not built (runner disabled)"); };
    GVC_t *gvc = gvContext();
    const QString graphviz = QString::fromUtf8(gvcVersion(gvc));
    gvFreeContext(gvc);
    return {
        { QStringLiteral("Qt"), QString::fromUtf8(qVersion()) },
        { QStringLiteral("LibTorch"), orNone(CS_TORCH_VERSION) },
        { QStringLiteral("CUDA Toolkit"), orNone(CS_CUDA_VERSION) },
        { QStringLiteral("Graphviz"), graphviz },
        { QStringLiteral("SQLite"), QString::fromUtf8(sqlite3_libversion()) },
        { QStringLiteral("simdjson"), QStringLiteral(CS_STRINGIFY(SIMDJSON_VERSION)) },
        { QStringLiteral("zlib"), QString::fromUtf8(zlibVersion()) },
        { QStringLiteral("zstd"), QString::fromUtf8(ZSTD_versionString()) },
    };
}

} // namespace cs
