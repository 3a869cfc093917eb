#include "core/profiling/kernelcache.h"

#include "core/ingest/kernelcachefiles.h"
#include "core/util/inputfile.h"
#include "core/util/json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace cs {
namespace {

constexpr int MaxDepth = 5;

QByteArray readHead(const QString &path, qint64 bytes)
{
    auto head = readInputHead(path, static_cast<uint64_t>(std::max<qint64>(bytes, 0)));
    return head ? head.value() : QByteArray();
}

QString squeeze(const QString &s)
{
    QString out;
    out.reserve(s.size());
    for (const QChar c : s)
        if (!c.isSpace())
            out += c;
    return out;
}

} // namespace

void KernelCache::scan(const QStringList &roots)
{
    for (const QString &root : roots)
        if (QFileInfo(root).isDir())
            scanDir(QFileInfo(root).absoluteFilePath(), 0);
}

void KernelCache::scanNear(const QString &kernelPath)
{
    const QFileInfo module(kernelPath);
    if (!module.exists())
        return;
    // <cache>/<xx>/c<hash>.py: the cache is two levels up; Triton's is usually inside it.
    const QString cache = module.absoluteDir().absolutePath() + QStringLiteral("/..");
    scanDir(QDir::cleanPath(cache), 0);
}

void KernelCache::scanDir(const QString &dir, int depth)
{
    if (depth > MaxDepth || m_seen.contains(dir))
        return;
    m_seen << dir;
    const QDir d(dir);
    if (isTritonCacheEntry(d.dirName())) {
        for (const QString &json : d.entryList({ QStringLiteral("*.json") }, QDir::Files))
            if (!json.startsWith(QLatin1String("__grp__")))
                readVariant(dir, json);
        return;
    }
    for (const QFileInfo &f : d.entryInfoList(QDir::Files)) {
        const QString name = f.fileName();
        if (name.endsWith(QLatin1String(".py")) && name.startsWith(u'c'))
            m_modules.insert(name, f.absoluteFilePath());
        else if (name.endsWith(QLatin1String(".main.cpp")))
            m_cppSources << f.absoluteFilePath();
    }
    for (const QString &sub : d.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        scanDir(dir + QLatin1Char('/') + sub, depth + 1);
}

void KernelCache::readVariant(const QString &dir, const QString &json)
{
    const QByteArray bytes = readHead(dir + QLatin1Char('/') + json, 1 << 20);
    simdjson::dom::parser parser;
    const auto root = json::parse(parser, std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
    if (!root)
        return;
    TritonVariant v;
    v.dir = dir;
    v.name = json::str(*root, "name");
    v.stem = json.left(json.size() - 5);
    v.compiled = QFileInfo::exists(v.cubin());
    const auto stage
        = [&](const char *ext) { return QFileInfo::exists(dir + QLatin1Char('/') + v.stem + QLatin1String(ext)); };
    if (v.name.isEmpty() || !(v.compiled || stage(".ttir") || stage(".ptx")))
        return;
    v.warps = static_cast<int>(json::integer(*root, "num_warps").value_or(4));
    v.ctas = static_cast<int>(json::integer(*root, "num_ctas").value_or(1));
    v.stages = static_cast<int>(json::integer(*root, "num_stages").value_or(0));
    v.shared = json::integer(*root, "shared").value_or(0);
    v.globalScratch = json::integer(*root, "global_scratch_size").value_or(0);
    v.globalScratchAlign = json::integer(*root, "global_scratch_align").value_or(1);
    v.profileScratch = json::integer(*root, "profile_scratch_size").value_or(0);
    v.profileScratchAlign = json::integer(*root, "profile_scratch_align").value_or(1);
    bool flag = false;
    v.pdl = (*root)["launch_pdl"].get_bool().get(flag) == simdjson::SUCCESS && flag;
    v.cooperative = (*root)["launch_cooperative_grid"].get_bool().get(flag) == simdjson::SUCCESS && flag;
    v.tritonVersion = json::str(*root, "triton_version");
    simdjson::dom::element target;
    if ((*root)["target"].get(target) == simdjson::SUCCESS)
        v.arch = QString::number(json::integer(target, "arch").value_or(0));
    // `.source` (and `.ttir`, the one older Tritons keep) starts with
    // `#loc = loc("<kernel module path>":<line>:0)`.
    for (const char *ext : { ".source", ".ttir" }) {
        const QString first = QString::fromUtf8(readHead(dir + QLatin1Char('/') + v.stem + QLatin1String(ext), 4096))
                                  .section(QLatin1Char('\n'), 0, 0);
        const qsizetype q1 = first.indexOf(u'"'), q2 = first.indexOf(u'"', q1 + 1);
        if (v.module.isEmpty() && first.startsWith(QLatin1String("#loc")) && q1 >= 0 && q2 > q1) {
            v.modulePath = first.mid(q1 + 1, q2 - q1 - 1);
            v.module = QFileInfo(v.modulePath).fileName();
        }
    }
    // The same variant (its directory is named by its hash) found in a second copy of a cache:
    // the first one found, under the folders the user opened, is kept.
    // A copy with the cubin wins over one without.
    for (TritonVariant &known : m_variants)
        if (known.stem == v.stem && QFileInfo(known.dir).fileName() == QFileInfo(v.dir).fileName()) {
            if (!known.compiled && v.compiled)
                known = v;
            return;
        }
    m_variants << v;
}

QString KernelCache::modulePath(const QString &kernelPath) const
{
    // Only a full path is taken as it is: a bare file name is not looked for in the working folder.
    if (QFileInfo(kernelPath).isAbsolute() && QFileInfo::exists(kernelPath))
        return kernelPath;
    return m_modules.value(QFileInfo(kernelPath).fileName());
}

QList<TritonVariant> KernelCache::variants(const QString &kernel, const QString &moduleFile) const
{
    QList<TritonVariant> out;
    for (const TritonVariant &v : allVariants(kernel, moduleFile))
        if (v.compiled)
            out << v;
    return out;
}

QList<TritonVariant> KernelCache::allVariants(const QString &kernel, const QString &moduleFile) const
{
    QList<TritonVariant> out;
    for (const TritonVariant &v : m_variants)
        if (v.name == kernel && (moduleFile.isEmpty() || v.module == moduleFile))
            out << v;
    return out;
}

QList<BestConfig> KernelCache::bestConfigsBeside(const QString &modulePath) const
{
    QList<BestConfig> out;
    if (modulePath.isEmpty())
        return out; // not the working folder
    const QDir dir = QFileInfo(modulePath).absoluteDir();
    for (const QFileInfo &f : dir.entryInfoList({ QStringLiteral("*.best_config") }, QDir::Files)) {
        const QByteArray bytes = readHead(f.absoluteFilePath(), 1 << 16);
        simdjson::dom::parser parser;
        const auto root = json::parse(parser, std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
        simdjson::dom::object obj;
        if (!root || root->get_object().get(obj) != simdjson::SUCCESS)
            continue;
        BestConfig c;
        c.path = f.absoluteFilePath();
        for (auto field : obj) {
            const QString key = QString::fromUtf8(field.key.data(), static_cast<qsizetype>(field.key.size()));
            int64_t n = 0;
            if (key.endsWith(QLatin1String("BLOCK")) && field.value.get_int64().get(n) == simdjson::SUCCESS)
                c.blocks.insert(key, n);
        }
        c.warps = static_cast<int>(json::integer(*root, "num_warps").value_or(0));
        c.stages = static_cast<int>(json::integer(*root, "num_stages").value_or(0));
        c.tritonHash = json::str(*root, "triton_cache_hash");
        bool coordesc = false;
        c.foundByCoordesc = (*root)["found_by_coordesc"].get_bool().get(coordesc) == simdjson::SUCCESS && coordesc;
        c.timeTakenMs = json::integer(*root, "time_taken_ms").value_or(-1);
        out << c;
    }
    return out;
}

QString KernelCache::cppLibrary(const QString &source) const
{
    const QString needle = squeeze(source);
    if (needle.isEmpty())
        return {};
    for (const QString &cpp : m_cppSources) {
        const auto code = readInputFile(cpp, GeneratedCodeCap);
        if (!code)
            continue;
        if (squeeze(QString::fromUtf8(code.value())).contains(needle)) {
            const QString so = cpp.left(cpp.size() - 4) + QStringLiteral(".so");
            if (QFileInfo::exists(so))
                return so;
        }
    }
    return {};
}

} // namespace cs
