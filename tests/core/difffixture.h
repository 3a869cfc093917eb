#pragma once

// Helpers of the `diff` tests (tst_diff, tst_diffviews): the recorded pairs' own records read
// independently of the engine under test — trace text, kernel definitions, fusion lines.

#include "core/diff/rundiff.h"
#include "core/util/bytesource.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <random>
#include <vector>

namespace cs::difftest {

using namespace cs::diff;

inline QString data(const QString &name)
{
    return QStringLiteral(CS_TEST_DATA_DIR "/diff/") + name;
}

// Every trace of a run folder, decompressed, as one text.
inline QString traceText(const QString &run)
{
    QString out;
    for (const QString &f : QDir(run + QStringLiteral("/trace")).entryList(QDir::Files)) {
        const auto src = ByteSource::open(run + QStringLiteral("/trace/") + f);
        if (src)
            out += QString::fromUtf8(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
    }
    return out;
}

// Kernel definitions in generated code as the trace holds it: `\t<name> = async_compile.`.
inline QStringList kernelDefinitions(const QString &text)
{
    static const QRegularExpression def(
        QStringLiteral(R"(^\t(\w+) = async_compile\.)"), QRegularExpression::MultilineOption);
    QStringList out;
    for (auto it = def.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

inline RunDiff diffOf(const QString &a, const QString &b, const DiffOptions &options = {})
{
    return diffRuns(openDiffInput(a), openDiffInput(b), options);
}

inline std::vector<double> normal(std::mt19937 &rng, double mean, double sd, int n)
{
    std::normal_distribution<double> d(mean, sd);
    std::vector<double> out;
    for (int i = 0; i < n; ++i)
        out.push_back(d(rng));
    return out;
}

// Union-find over a run's own `fusing X with Y` lines of its first graph (the lines before
// the first `debug trace:`): each scheduler node's group as a set of names.
inline QHash<QString, QSet<QString>> fusedGroups(const QStringList &log)
{
    static const QRegularExpression fuse(QStringLiteral(R"(\[__fusion\] fusing (\S+) with (\S+)$)"));
    QHash<QString, QSet<QString>> group;
    for (const QString &line : log) {
        if (line.contains(QLatin1String("debug trace:")))
            break;
        const auto m = fuse.match(line);
        if (!m.hasMatch())
            continue;
        QSet<QString> joined;
        for (const QString &n : (m.captured(1) + u'_' + m.captured(2)).split(u'_'))
            joined |= group.value(n, QSet<QString> { n });
        for (const QString &n : joined)
            group[n] = joined;
    }
    return group;
}

inline QStringList logLines(const QString &run)
{
    QFile f(run + QStringLiteral("/torch_logs.txt"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).split(u'\n') : QStringList();
}

} // namespace cs::difftest
