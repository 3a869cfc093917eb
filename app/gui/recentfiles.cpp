#include "gui/recentfiles.h"

#include "gui/mainwindow.h"
#include "gui/settings.h"

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::RecentRuns)
};

QStringList absolute(const QStringList &paths)
{
    QStringList out;
    for (const QString &p : paths)
        out << QDir::cleanPath(QFileInfo(p).absoluteFilePath());
    return out;
}

} // namespace

RecentRun RecentRun::describe(const QStringList &paths, const LoadedRun &run, const Explanation &explanation)
{
    RecentRun r;
    r.paths = absolute(paths);
    r.opened = QDateTime::currentDateTime();
    r.bytes = 0;
    for (const auto &f : run.files)
        r.bytes += QFileInfo(f.path).size();
    r.compiles = 0;
    for (const auto &ov : run.overviews)
        r.compiles += ov->compileCount(); // as the report counts them: a limit hit compiled nothing
    r.breaks = 0;
    for (const BreakGroup &b : explanation.breaks)
        r.breaks += b.count;
    r.failures = r.limitHits = 0;
    for (const auto &ov : run.overviews) {
        r.failures += ov->totalFailures;
        r.limitHits += ov->totalLimitHits;
    }
    for (const Pt2Archive &a : run.archives)
        (a.kind == Pt2Archive::Kind::ExportedProgram ? r.programs : r.packages) += 1;
    return r;
}

QVariantMap RecentRun::toVariant() const
{
    return { { QStringLiteral("paths"), paths }, { QStringLiteral("opened"), opened },
        { QStringLiteral("bytes"), bytes }, { QStringLiteral("compiles"), compiles },
        { QStringLiteral("breaks"), breaks }, { QStringLiteral("failures"), failures },
        { QStringLiteral("limitHits"), limitHits }, { QStringLiteral("programs"), programs },
        { QStringLiteral("packages"), packages } };
}

RecentRun RecentRun::fromVariant(const QVariant &v)
{
    const QVariantMap m = v.toMap();
    RecentRun r;
    r.paths = m.value(QStringLiteral("paths")).toStringList();
    r.opened = m.value(QStringLiteral("opened")).toDateTime();
    r.bytes = m.value(QStringLiteral("bytes"), -1).toLongLong();
    r.compiles = m.value(QStringLiteral("compiles"), -1).toInt();
    r.breaks = m.value(QStringLiteral("breaks"), -1).toInt();
    r.failures = m.value(QStringLiteral("failures"), -1).toInt();
    r.limitHits = m.value(QStringLiteral("limitHits"), 0).toInt();
    r.programs = m.value(QStringLiteral("programs"), 0).toInt();
    r.packages = m.value(QStringLiteral("packages"), 0).toInt();
    return r;
}

bool RecentRun::exists() const
{
    for (const QString &p : paths)
        if (!QFileInfo::exists(p))
            return false;
    return !paths.isEmpty();
}

QString RecentRun::outcome() const
{
    if (compiles < 0)
        return {};
    if (compiles == 0 && programs + packages > 0) { // no torch.compile run: "0 compiles" would be wrong
        QStringList what;
        if (programs > 0)
            what << Tr::tr("%n exported program(s)", nullptr, programs);
        if (packages > 0)
            what << Tr::tr("%n .pt2 package(s)", nullptr, packages);
        return what.join(QStringLiteral(" · "));
    }
    return Tr::tr("%n compile(s)", nullptr, compiles) + QStringLiteral(" · ")
        + Tr::tr("%n graph break(s)", nullptr, breaks) + QStringLiteral(" · ")
        + Tr::tr("%n failure(s)", nullptr, failures)
        + (limitHits > 0 ? QStringLiteral(" · ") + Tr::tr("%n recompile limit hit(s)", nullptr, limitHits) : QString());
}

RecentRuns::RecentRuns(QObject *parent)
    : QObject(parent)
{
}

QList<RecentRun> RecentRuns::entries() const
{
    QList<RecentRun> out;
    for (const QVariant &v : Settings().value(keys::RecentRuns)) {
        RecentRun r = RecentRun::fromVariant(v);
        if (!r.paths.isEmpty())
            out << r;
    }
    return out;
}

void RecentRuns::add(const RecentRun &run)
{
    QList<RecentRun> list { run };
    list.first().paths = absolute(run.paths);
    for (const RecentRun &r : entries())
        if (r.paths != list.first().paths && list.size() < MaxEntries)
            list << r;
    store(list);
}

void RecentRuns::clear()
{
    store({});
}

void RecentRuns::store(const QList<RecentRun> &list)
{
    QVariantList out;
    for (const RecentRun &r : list)
        out << r.toVariant();
    Settings().setValue(keys::RecentRuns, out);
    Q_EMIT changed();
}

QString RecentRuns::formatSize(qint64 bytes)
{
    return bytes < 0 ? QString() : QLocale().formattedDataSize(bytes, 1);
}

void RecentRuns::populate(QMenu *menu)
{
    menu->clear();
    const QList<RecentRun> list = entries();
    int n = 0;
    for (const RecentRun &r : list) {
        ++n;
        // A path is a user's file name, shown as text: an '&' is not a mnemonic.
        QString name = MainWindow::displayName(r.paths);
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *a = menu->addAction(n < 10 ? QStringLiteral("&%1 %2").arg(n).arg(name) : name);
        a->setToolTip(r.paths.join(QLatin1Char('\n')));
        a->setStatusTip(r.paths.join(QStringLiteral(", ")));
        a->setEnabled(r.exists());
        const QStringList paths = r.paths;
        connect(a, &QAction::triggered, this, [this, paths] { Q_EMIT openRequested(paths); });
    }
    if (list.isEmpty())
        menu->addAction(tr("No recent runs"))->setEnabled(false);
    menu->addSeparator();
    QAction *clearAction = menu->addAction(tr("&Clear Menu"), this, &RecentRuns::clear);
    clearAction->setObjectName(QStringLiteral("actionClearRecent"));
    clearAction->setEnabled(!list.isEmpty());
}

} // namespace cs::app
