#include "core/run/recordsettings.h"

#include "core/ingest/trace/glogprefix.h"
#include "core/run/runwriter.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <unistd.h>

namespace cs::run {

QStringList recordLogNames()
{
    return { QStringLiteral("graph_breaks"), QStringLiteral("recompiles"), QStringLiteral("guards"),
        QStringLiteral("fusion"), QStringLiteral("loop_ordering"), QStringLiteral("perf_hints"),
        QStringLiteral("output_code"), QStringLiteral("cudagraphs") };
}

QStringList safeLogNames()
{
    return { QStringLiteral("graph_breaks"), QStringLiteral("recompiles"), QStringLiteral("guards"),
        QStringLiteral("fusion"), QStringLiteral("perf_hints"), QStringLiteral("output_code") };
}

QString compilerSafePath(const QString &dir)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9._+/-]+$"));
    if (safe.match(dir).hasMatch())
        return dir;
    const QString base = QDir::temp().filePath(QStringLiteral("compilescope-%1").arg(::getuid()));
    if (!safe.match(base).hasMatch() || !QDir().mkpath(dir) || !QDir().mkpath(base))
        return dir;
    QFile::setPermissions(base, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QString absolute = QFileInfo(dir).absoluteFilePath();
    const QString link = base + QStringLiteral("/cache-")
        + QString::fromLatin1(QCryptographicHash::hash(absolute.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
    const QFileInfo existing(link);
    if (existing.isSymLink() && existing.symLinkTarget() == absolute)
        return link;
    if (existing.isSymLink())
        QFile::remove(link);
    return QFile::link(absolute, link) ? link : dir;
}

PreparedEnvironment recordEnvironment(
    const QProcessEnvironment &user, const RecordLayout &layout, const QStringList &logNames)
{
    PreparedEnvironment p;
    p.environment = user;
    auto set = [&](const QString &name, const QString &value) {
        if (user.contains(name) && user.value(name) != value)
            p.overridden.append({ name, user.value(name) });
        p.environment.insert(name, value);
        p.settings.append({ name, value });
    };
    QStringList logs = logNames;
    if (user.contains(QStringLiteral("TORCH_LOGS"))) { // the user's own wishes stay
        for (const QString &item :
            user.value(QStringLiteral("TORCH_LOGS")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString t = item.trimmed();
            QString bare = t;
            while (bare.startsWith(QLatin1Char('+')) || bare.startsWith(QLatin1Char('-')))
                bare.remove(0, 1);
            if (logs.contains(bare) && t == bare)
                continue;
            if (t.startsWith(QLatin1Char('-')))
                logs.removeAll(bare); // the user switched it off on purpose
            logs << t;
        }
    }
    set(QStringLiteral("TORCH_TRACE"), layout.trace());
    set(QStringLiteral("TORCH_LOGS"), logs.join(QLatin1Char(',')));
    set(QStringLiteral("TORCH_COMPILE_DEBUG"), QStringLiteral("1"));
    set(QStringLiteral("TORCH_COMPILE_DEBUG_DIR"), layout.dir); // torch adds /torch_compile_debug
    set(QStringLiteral("INDUCTOR_PROVENANCE"), QStringLiteral("1"));
    set(QStringLiteral("TORCHINDUCTOR_DEBUG_FUSION"), QStringLiteral("1"));
    // Inductor counts each kernel's bytes and FLOPs (kernel_num_gb, kernel_flop: the roofline's) only then.
    set(QStringLiteral("TORCHINDUCTOR_BENCHMARK_KERNEL"), QStringLiteral("1"));
    // A run folder may have any legal name; Inductor's C++ build needs a path without spaces.
    const QString cache = compilerSafePath(layout.cache());
    set(QStringLiteral("TORCHINDUCTOR_CACHE_DIR"), cache);
    set(QStringLiteral("TRITON_CACHE_DIR"),
        cache == layout.cache() ? layout.tritonCache() : cache + QStringLiteral("/triton"));
    if (!user.contains(QStringLiteral("PYTHONUNBUFFERED")))
        set(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
    const QString format = user.value(QStringLiteral("TORCH_LOGS_FORMAT"));
    if (user.contains(QStringLiteral("TORCH_LOGS_FORMAT"))) {
        p.overridden.append({ QStringLiteral("TORCH_LOGS_FORMAT"), format });
        p.environment.remove(QStringLiteral("TORCH_LOGS_FORMAT"));
    }
    return p;
}

Result<QString> createRunFolder(const QString &requested, const QString &baseDir)
{
    const QDir base(baseDir.isEmpty() ? QDir::currentPath() : baseDir);
    if (!requested.isEmpty()) {
        const QString path = QDir::cleanPath(base.absoluteFilePath(requested));
        const QFileInfo fi(path);
        if (fi.exists()) {
            if (!fi.isDir())
                return Error { QStringLiteral("exists and is not a folder"), path };
            // A lock file alone is another recording starting there: RunFolderLock tells.
            const QStringList entries
                = QDir(path).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
            if (!entries.isEmpty() && entries != QStringList { RunFolderLock::fileName() })
                return Error { QStringLiteral("is not empty; a recorded run is never overwritten (choose a new "
                                              "folder)"),
                    path };
            return path;
        }
        if (!QDir().mkpath(path))
            return Error { QStringLiteral("cannot create the folder"), path };
        return path;
    }
    const QString stem = QStringLiteral("compilescope-run-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 1; n < 1000; ++n) {
        const QString name = n == 1 ? stem : QStringLiteral("%1-%2").arg(stem).arg(n);
        if (base.exists(name))
            continue;
        if (base.mkdir(name)) // fails when another recording took the name first
            return QDir::cleanPath(base.absoluteFilePath(name));
        if (!base.exists(name))
            return Error { QStringLiteral("cannot create a folder here"), base.absolutePath() };
    }
    return Error { QStringLiteral("no free run folder name"), base.absolutePath() };
}

bool isQuietTorchLogLine(const QString &line)
{
    const QByteArray utf8 = line.toUtf8();
    const auto p = parseGlogPrefix(std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
    if (!p)
        return false;
    if (p->level == 'V' || p->level == 'I')
        return true;
    if (p->source.ends_with("_inductor/debug.py")) // "<graph> debug trace: <dir>", one per graph
        return true;
    return p->rest.find("[__") != std::string_view::npos;
}

} // namespace cs::run
