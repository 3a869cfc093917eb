#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

// The SOURCEs of `fleet index`: folders of jobs, globs, list files and logs, turned into the logs
// to read (each by its canonical path, with its job), the scopes a later index prunes within,
// and the entries not read, each with why.
namespace cs::app {

struct Task {
    QString path, job;
};

// What a SOURCE covers, for pruning: every log under `dir` (a folder source, a listed folder),
// the one log `dir` names (`exact`), or under `dir` the entries whose name matches `pattern`
// (a glob's folder and last part).
struct Scope {
    QString dir;
    bool exact = false;
    QList<QRegularExpression> patterns; // a glob's parts below `dir`, one per folder level; none: every entry

    bool covers(const QString &path) const
    {
        if (exact)
            return path == dir;
        if (!path.startsWith(dir + u'/'))
            return false;
        const QStringList parts = path.mid(dir.size() + 1).split(u'/');
        if (parts.size() < patterns.size())
            return false;
        for (qsizetype i = 0; i < patterns.size(); ++i)
            if (!patterns[i].match(parts[i]).hasMatch())
                return false;
        return true;
    }
};

// An entry of a SOURCE that is not read, with why: a FIFO (opening it could block), a socket, a
// device, a symbolic link that loops or leads nowhere, a folder reached twice through links.
struct Skipped {
    QString path, why;
};

// Why a SOURCE with wildcards is no glob (an unclosed `[`, a reversed range), said once before
// anything is listed; empty when it is one or has no wildcard.
QString invalidGlob(const QString &source);

// Every log the SOURCEs name; an error message when one is not there.
QString collect(
    const QStringList &sources, QList<Task> &out, QStringList &warnings, QList<Scope> &scopes, QList<Skipped> &skipped);

} // namespace cs::app
