#pragma once

#include <QDateTime>
#include <QObject>
#include <QStringList>
#include <QVariant>

class QMenu;

namespace cs {
struct Explanation;
struct LoadedRun;
} // namespace cs

namespace cs::app {

// A run opened before: its paths and what its last load found, for File ▸ Open Recent and
// the start page. Counts are -1 when unknown.
struct RecentRun {
    QStringList paths;
    QDateTime opened;
    qint64 bytes = -1; // the files the run was read from
    int compiles = -1, breaks = -1, failures = -1;
    int limitHits = 0; // recompile limit hits: no compile and no failure, said apart (as summary does)
    int programs = 0, packages = 0; // .pt2 archives: exported programs, AOTInductor packages

    static RecentRun describe(const QStringList &paths, const LoadedRun &run, const Explanation &explanation);
    QVariantMap toVariant() const;
    static RecentRun fromVariant(const QVariant &v);
    bool exists() const; // every path is still there
    // "5 compiles · 2 graph breaks · 0 failures", translated; for .pt2 archives only, what they
    // are ("1 exported program").
    QString outcome() const;
};

// The list of recent runs, newest first, kept in the settings file (at most MaxEntries).
class RecentRuns : public QObject {
    Q_OBJECT
public:
    static constexpr int MaxEntries = 10;

    explicit RecentRuns(QObject *parent = nullptr);
    QList<RecentRun> entries() const;
    void add(const RecentRun &run); // replaces an entry with the same paths, moves it to the top
    void clear();
    // Fills File ▸ Open Recent: one action per run (mnemonics 1…9), missing runs disabled, then Clear.
    void populate(QMenu *menu);

    static QString formatSize(qint64 bytes);

Q_SIGNALS:
    void changed();
    void openRequested(const QStringList &paths);

private:
    void store(const QList<RecentRun> &list);
};

} // namespace cs::app
