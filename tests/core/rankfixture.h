#pragma once

// The rank runs of tests/data/ranks (scripts/fixtures/make_ranks_runs.py, make_ranks_twoways.py)
// opened as `compilescope ranks` opens them, and their logs copied or read as text, for
// tst_ranks and tst_rankfaults.
#include "core/ingest/runloader.h"
#include "core/ranks/rankcompare.h"
#include "core/util/bytesource.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rankfixture {

using namespace cs;
using namespace cs::ranks;

inline QString data(const QString &path)
{
    return QStringLiteral(CS_TEST_DATA_DIR "/") + path;
}

inline RankAnalysis analyse(const QString &path, unsigned threads = 0)
{
    TraceReadOptions options;
    options.parallelLogs = threads;
    const auto run = loadRun({ path }, options);
    if (!run)
        qFatal("cannot load %s: %s", qPrintable(path), qPrintable(run.error().toString()));
    return analyseRanks(*run.value(), threads);
}

inline QJsonObject truth(const QString &scenario)
{
    QFile f(data(QStringLiteral("ranks/%1/truth.json").arg(scenario)));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no truth.json for %s", qPrintable(scenario));
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Writes `text` to `to` (a plain, uncompressed log).
inline bool writeText(const QString &to, const QByteArray &text)
{
    QFile f(to);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

// The decompressed text of one rank's log.
inline QString logText(const QString &path)
{
    const auto src = ByteSource::open(path);
    if (!src)
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
}

// Copies the rank logs of a fixture into `dir` decompressed, but for `except` (-1: none).
inline void copyRanks(const QString &scenario, const QString &dir, QList<int> except = {})
{
    const QString from = data(QStringLiteral("ranks/") + scenario);
    for (const QString &f : QDir(from).entryList({ QStringLiteral("*.log.zst") })) {
        const int rank = f.section(u'_', 5, 5).section(u'.', 0, 0).toInt();
        if (except.contains(rank))
            continue;
        if (!writeText(dir + u'/' + f.chopped(4), logText(from + u'/' + f).toUtf8()))
            qFatal("cannot write %s", qPrintable(dir));
    }
}

inline QList<int> ints(const QJsonValue &v)
{
    QList<int> out;
    for (const QJsonValue &x : v.toArray())
        out << x.toInt();
    return out;
}

} // namespace rankfixture
