#pragma once

#include "viewers/compare/diffmodel.h"

#include <QCoreApplication>

namespace cs::viewers {

// The compare window's tables, built from a RunDiff: headers and rows of each. Every table
// has run A's columns, then run B's, then the delta; rows carry their compile pair.
struct DiffTables {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::DiffTables)
public:
    static QStringList compileHeaders();
    static QList<DiffRow> compileRows(const diff::RunDiff &d);
    static QStringList findingHeaders();
    static QList<DiffRow> findingRows(const diff::RunDiff &d);
    static QStringList graphHeaders();
    static QList<DiffRow> graphRows(const diff::RunDiff &d);
    static QStringList kernelHeaders();
    static QList<DiffRow> kernelRows(const diff::RunDiff &d);
    static QStringList timeHeaders();
    static QList<DiffRow> timeRows(const diff::RunDiff &d); // graphs, per step, profiler traces
    static QStringList phaseHeaders();
    static QList<DiffRow> phaseRows(const diff::RunDiff &d); // compile time by phase, every compile
    static QStringList versionHeaders();
    static QList<DiffRow> versionRows(const diff::RunDiff &d);

    static QString changeText(diff::Change c);
    // The compile pair a compile id of run A (or B) belongs to, -1 when none.
    static int pairOf(const diff::RunDiff &d, const QString &compileId, bool sideA);
};

} // namespace cs::viewers
