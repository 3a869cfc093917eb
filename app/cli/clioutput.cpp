#include "cli/clifail.h"

#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

namespace cs::app {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};
} // namespace

QTextStream &cliOut()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &cliErr()
{
    static QTextStream s(stderr);
    return s;
}

int cliFail(const QString &message, int code)
{
    cliOut().flush();
    cliErr() << "compilescope: " << cliText(message) << Qt::endl;
    return code;
}

void cliWriteBytes(const QByteArray &bytes)
{
    cliOut().flush();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

void cliKeepUntilExit(std::shared_ptr<const void> object)
{
    // Never freed, on purpose (see the header); reachable, so no leak checker counts it.
    static auto *kept = new std::vector<std::shared_ptr<const void>>;
    kept->push_back(std::move(object));
}

QString cliFinishStdout()
{
    cliOut().flush();
    const bool streamFailed = cliOut().status() == QTextStream::WriteFailed;
    errno = 0;
    const bool flushFailed = std::fflush(stdout) != 0;
    const int e = errno;
    if (!streamFailed && !flushFailed && !std::ferror(stdout))
        return {};
    return Tr::tr("cannot write to standard output: %1")
        .arg(e != 0 ? QString::fromLocal8Bit(std::strerror(e)) : Tr::tr("write error"));
}

QString cliText(const QString &text)
{
    return InertText::escapeControls(text, true);
}

bool isLimitOption(const QString &a)
{
    return a == QLatin1String("--max-decompressed") || a == QLatin1String("--max-ratio");
}

QString parseLimitOption(const QString &option, const QString &value, DecodeLimits &limits)
{
    if (option == QLatin1String("--max-decompressed")) {
        const auto bytes = DecodeLimits::parseSize(value);
        if (!bytes || *bytes == 0)
            return Tr::tr("--max-decompressed needs a size such as 8G or 512M");
        limits.maxBytes = *bytes;
        return {};
    }
    bool ok = false;
    const qulonglong ratio = value.toULongLong(&ok);
    if (!ok)
        return Tr::tr("--max-ratio needs a number (0: no ratio limit)");
    limits.maxRatio = ratio;
    return {};
}

} // namespace cs::app
