#pragma once

// Unpacks the fusion fixtures (tests/data/fusion/*.tar.xz, made by
// scripts/fixtures/make_fusion_fixture.py from real runs) for the fusion tests.

#include "core/fusion/fusionmodel.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

namespace cs::test {

// Unpacks tests/data/fusion/<name>.tar.xz into `into`; returns the run folder, empty on failure.
inline QString unpackFusionFixture(const QString &into, const QString &name)
{
    QDir().mkpath(into);
    QProcess tar;
    tar.start(QStringLiteral("tar"),
        { QStringLiteral("-C"), into, QStringLiteral("-xJf"),
            QStringLiteral(CS_TEST_DATA_DIR "/fusion/") + name + QStringLiteral(".tar.xz") });
    if (!tar.waitForFinished(60000) || tar.exitCode() != 0)
        return {};
    return into + u'/' + name;
}

inline QJsonObject readJson(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Compares a run's fusion with the truth make_fusion_run.py took from the scheduler while it
// compiled: per graph in compile order, its compile id and kind, the node counts of every
// fuse_nodes_once call (the loop-reordering pass last), and the nodes after fusion. Returns
// the first difference, or nothing.
inline QString differenceFromTruth(const FusionRun &run, const QJsonArray &truth)
{
    if (run.graphs.size() != size_t(truth.size()))
        return QStringLiteral("%1 graphs, the truth has %2").arg(run.graphs.size()).arg(truth.size());
    for (qsizetype i = 0; i < truth.size(); ++i) {
        const QJsonObject t = truth[i].toObject();
        const FusionGraph &g = run.graphs[size_t(i)];
        if (g.compileId != t.value(QStringLiteral("compile_id")).toString()
            || g.part != t.value(QStringLiteral("kind")).toString())
            return QStringLiteral("graph %1 is %2 %3").arg(i).arg(g.compileId, g.part);
        const QJsonArray calls = t.value(QStringLiteral("fuse_calls")).toArray();
        if (g.rounds.size() != size_t(calls.size()))
            return QStringLiteral("%1: %2 rounds, the truth %3").arg(g.id).arg(g.rounds.size()).arg(calls.size());
        for (qsizetype c = 0; c < calls.size(); ++c) {
            const QJsonObject call = calls[c].toObject();
            const FusionRound &r = g.rounds[size_t(c)];
            if (r.before != call.value(QStringLiteral("before")).toInt()
                || r.after != call.value(QStringLiteral("after")).toInt()
                || (r.kind == FusionRound::Kind::LoopReorder) != call.value(QStringLiteral("reorder")).toBool())
                return QStringLiteral("%1 round %2: %3 -> %4").arg(g.id).arg(c).arg(r.before).arg(r.after);
        }
        QStringList names, ours;
        for (const QJsonValue &n : t.value(QStringLiteral("post_fusion_nodes")).toArray())
            names << n.toString();
        for (const FinalNode &f : g.finals)
            ours << f.name;
        if (names != ours)
            return QStringLiteral("%1: final nodes %2, the truth %3").arg(g.id, ours.join(u' '), names.join(u' '));
    }
    return {};
}

} // namespace cs::test
