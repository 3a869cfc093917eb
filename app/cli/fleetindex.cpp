#include "cli/fleetindex.h"

#include "cli/clicommand.h"
#include "cli/clifail.h"
#include "cli/fleetsources.h"
#include "core/fleet/fleetfacts.h"
#include "core/fleet/fleetstore.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

QString driverDirectory()
{
    const QString env = qEnvironmentVariable("COMPILESCOPE_FLEET_DIR");
    if (!env.isEmpty())
        return env;
    const QString app = QCoreApplication::applicationDirPath();
    const QString installed = QDir(app).filePath(QStringLiteral("../share/compilescope/fleet"));
    if (QFileInfo::exists(installed + QStringLiteral("/compilescope_fleet/__init__.py")))
        return QDir(installed).absolutePath();
#ifdef CS_FLEET_SOURCE_DIR
    return QStringLiteral(CS_FLEET_SOURCE_DIR);
#else
    return {};
#endif
}

} // namespace

int fleetIndexCommand(const QStringList &args)
{
    QStringList sources;
    QString store, ray = qEnvironmentVariable("RAY_ADDRESS");
    QString python = qEnvironmentVariable("COMPILESCOPE_FLEET_PYTHON", QStringLiteral("python3"));
    int workers = QThread::idealThreadCount();
    int timeoutS = 600, batch = 8;
    bool local = false, quiet = false, parquet = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        bool ok = true;
        if (a == QLatin1String("--store"))
            store = fleet::FleetStore::folderOf(args.value(++i));
        else if (a == QLatin1String("--ray"))
            ray = args.value(++i);
        else if (a == QLatin1String("--local"))
            local = true;
        else if (a == QLatin1String("--quiet"))
            quiet = true;
        else if (a == QLatin1String("--parquet"))
            parquet = true;
        else if (a == QLatin1String("--python"))
            python = args.value(++i);
        else if (a == QLatin1String("--workers"))
            workers = args.value(++i).toInt(&ok);
        else if (a == QLatin1String("--timeout"))
            timeoutS = args.value(++i).toInt(&ok);
        else if (a == QLatin1String("--batch"))
            batch = args.value(++i).toInt(&ok);
        else if (a.startsWith(u'-'))
            return cliFail(Tr::tr("fleet index: unknown option %1").arg(a), ExitUsage);
        else
            sources << a;
        if (!ok || workers < 1 || timeoutS < 1 || batch < 1)
            return cliFail(Tr::tr("fleet index: %1 takes a positive whole number").arg(a), ExitUsage);
    }
    if (local)
        ray.clear();
    if (sources.isEmpty() || store.isEmpty())
        return cliFail(Tr::tr("fleet index: give SOURCE... and --store DIR"), ExitUsage);
    for (const QString &source : std::as_const(sources))
        if (const QString why = invalidGlob(source); !why.isEmpty())
            return cliFail(why, ExitUsage);
    QList<Task> tasks;
    QStringList warnings;
    QList<Scope> scopes;
    QList<Skipped> skippedEntries;
    if (const QString why = collect(sources, tasks, warnings, scopes, skippedEntries); !why.isEmpty())
        return cliFail(why); // a source that is not there: an input problem, as in `summary`
    {
        QTextStream err(stderr);
        for (const QString &w : warnings)
            err << "fleet index: " << cliText(w) << "\n";
        // Entries that are not regular files or folders, each with why: never opened.
        // One entry reached through several sources (a folder and a link to it) is said once.
        QSet<QString> said;
        skippedEntries.removeIf([&](const Skipped &e) {
            const QFileInfo fi(e.path);
            const QString folder = QFileInfo(fi.path()).canonicalFilePath();
            const QString key = folder.isEmpty() ? e.path : folder + u'/' + fi.fileName();
            if (said.contains(key))
                return true;
            said.insert(key);
            return false;
        });
        if (!skippedEntries.isEmpty())
            err << Tr::tr("fleet index: entries skipped, never opened (not regular files or folders, or names "
                          "not in UTF-8): %1")
                       .arg(skippedEntries.size())
                << "\n";
        for (const Skipped &e : std::as_const(skippedEntries))
            err << "  " << InertText::escapeControls(e.path, false) << ": " << e.why << "\n";
        if (tasks.isEmpty())
            err << Tr::tr("fleet index: no trace logs (*.log, *.log.gz, *.log.zst) under %1").arg(sources.join(u' '))
                << "\n";
    }
    auto opened = fleet::FleetStore::open(store);
    if (!opened)
        return cliFail(opened.error().toString());
    fleet::FleetStore &db = opened.value();

    // Skip what the store has with the same size, time and checksum; a path named twice once.
    QHash<QString, fleet::LogStamp> pending;
    QList<Task> todo;
    QSet<QString> seen;
    int skipped = 0;
    for (const Task &t : tasks) {
        if (seen.contains(t.path))
            continue;
        seen.insert(t.path);
        fleet::LogStamp stamp = fleet::LogStamp::of(t.path);
        if (!stamp.error.isEmpty()) {
            stamp.size = stamp.mtimeMs = 0;
            if (auto s
                = db.write(stamp, fleet::failedLogFacts(t.path, { t.job }, QStringLiteral("unreadable"), stamp.error));
                !s)
                return cliFail(s.error().toString());
            continue;
        }
        if (db.isCurrent(stamp)) {
            ++skipped;
            continue;
        }
        pending.insert(t.path, stamp);
        todo << t;
    }
    // Pruning: a log the store has from one of these sources that is gone from disk (deleted or
    // moved since it was indexed) is removed with its rows, so that nothing is counted twice or
    // after it is gone. A source that has no log at all now is left alone (an unmounted share
    // looks like that): said, not pruned.
    QSet<QString> gone;
    for (const Scope &scope : scopes) {
        const QStringList candidates = scope.exact ? QStringList { scope.dir } : db.pathsUnder(scope.dir);
        QStringList lost;
        for (const QString &path : candidates) {
            if (seen.contains(path) || gone.contains(path) || !scope.covers(path))
                continue;
            // Gone from disk, or a route through links to a log now indexed under its own path
            // (stores written before paths were canonical): either way not counted again.
            const QString own = QFileInfo(path).canonicalFilePath();
            if (own.isEmpty() || (own != path && seen.contains(own)))
                lost << path;
        }
        if (lost.isEmpty())
            continue;
        const bool found
            = std::any_of(tasks.cbegin(), tasks.cend(), [&](const Task &t) { return scope.covers(t.path); });
        if (!found && !scope.exact)
            cliErr() << Tr::tr("fleet index: %1 has no trace logs now; the %2 logs the store has from it are kept "
                               "(is a share unmounted?)")
                            .arg(scope.dir)
                            .arg(lost.size())
                     << Qt::endl;
        else
            for (const QString &path : lost)
                gone.insert(path);
    }
    if (!gone.isEmpty()) {
        auto removed = db.remove(gone.values());
        if (!removed)
            return cliFail(removed.error().toString());
        if (!quiet)
            cliErr() << Tr::tr("fleet index: %1 logs gone from the source since the last index removed from the store")
                            .arg(removed.value())
                     << Qt::endl;
    }
    if (!quiet)
        cliErr() << Tr::tr("fleet index: %1 logs, %2 already indexed, %3 to read (%4)")
                        .arg(seen.size())
                        .arg(skipped)
                        .arg(todo.size())
                        .arg(ray.isEmpty() ? Tr::tr("%1 local workers").arg(workers) : Tr::tr("Ray at %1").arg(ray))
                 << Qt::endl;
    const QString dir = driverDirectory();
    if (dir.isEmpty() || !QFileInfo::exists(dir + QStringLiteral("/compilescope_fleet/__init__.py")))
        return cliFail(
            Tr::tr("fleet index: the fleet driver (compilescope_fleet) is not installed beside this binary"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString pythonPath = env.value(QStringLiteral("PYTHONPATH"));
    env.insert(QStringLiteral("PYTHONPATH"), pythonPath.isEmpty() ? dir : dir + u':' + pythonPath);
    // Parquet files of the store's tables (compilescope_fleet.parquet, pyarrow), once it is complete.
    auto finish = [&]() -> int {
        if (!parquet)
            return ExitOk;
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(python, { QStringLiteral("-m"), QStringLiteral("compilescope_fleet.parquet"), store });
        if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return cliFail(Tr::tr("fleet index: the Parquet files were not written (%1)").arg(python));
        return ExitOk;
    };
    if (todo.isEmpty())
        return finish();

    QProcess driver;
    driver.setProcessEnvironment(env);
    driver.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList driverArgs { QStringLiteral("-m"), QStringLiteral("compilescope_fleet"), QStringLiteral("--binary"),
        QCoreApplication::applicationFilePath(), QStringLiteral("--workers"), QString::number(workers),
        QStringLiteral("--timeout"), QString::number(timeoutS), QStringLiteral("--batch"), QString::number(batch) };
    if (!ray.isEmpty())
        driverArgs << QStringLiteral("--ray") << ray;
    driver.start(python, driverArgs);
    if (!driver.waitForStarted(30000))
        return cliFail(Tr::tr("fleet index: cannot start %1: %2").arg(python, driver.errorString()));
    QByteArray input;
    for (const Task &t : todo)
        input
            += fleet::compactLine(QJsonObject { { QStringLiteral("log"), t.path }, { QStringLiteral("job"), t.job } });
    driver.write(input);
    driver.closeWriteChannel();

    int written = 0, bad = 0, partial = 0;
    QElapsedTimer clock;
    clock.start();
    qint64 lastShown = 0;
    QByteArray buffer;
    auto take = [&](const QByteArray &line) -> QString {
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
        if (!doc.isObject())
            return Tr::tr("fleet index: the driver wrote a line that is not JSON: %1").arg(err.errorString());
        const QJsonObject facts = doc.object();
        const QString path = QDir::cleanPath(facts.value(QStringLiteral("log")).toString());
        if (!pending.contains(path))
            return {}; // not asked for, or answered twice (a retried task): counted once
        const fleet::LogStamp stamp = pending.take(path);
        if (auto s = db.write(stamp, facts); !s)
            return s.error().toString();
        ++written;
        const QString status = facts.value(QStringLiteral("status")).toString();
        partial += status == QLatin1String("partial");
        bad += status != QLatin1String("ok") && status != QLatin1String("partial");
        return {};
    };
    while (driver.state() != QProcess::NotRunning || driver.bytesAvailable()) {
        if (!driver.bytesAvailable())
            driver.waitForReadyRead(1000);
        buffer += driver.readAllStandardOutput();
        qsizetype nl;
        while ((nl = buffer.indexOf('\n')) >= 0) {
            const QByteArray line = buffer.left(nl);
            buffer.remove(0, nl + 1);
            if (line.trimmed().isEmpty())
                continue;
            if (const QString why = take(line); !why.isEmpty()) {
                driver.kill();
                driver.waitForFinished();
                return cliFail(why);
            }
        }
        if (!quiet && clock.elapsed() - lastShown >= 2000) {
            lastShown = clock.elapsed();
            cliErr() << Tr::tr("fleet index: %1 of %2 logs").arg(written).arg(todo.size()) << Qt::endl;
        }
    }
    driver.waitForFinished();
    if (!quiet)
        cliErr() << Tr::tr("fleet index: %1 logs written in %2 s (%3 unreadable or corrupt, %4 cut short and read in "
                           "part), %5 skipped")
                        .arg(written)
                        .arg(double(clock.elapsed()) / 1000, 0, 'f', 1)
                        .arg(bad)
                        .arg(partial)
                        .arg(skipped)
                 << Qt::endl;
    if (!pending.isEmpty())
        return cliFail(Tr::tr("fleet index: the driver ended (exit %1) with %2 logs unanswered; run the same command "
                              "again to resume")
                           .arg(driver.exitCode())
                           .arg(pending.size()));
    if (driver.exitStatus() != QProcess::NormalExit || driver.exitCode() != 0)
        return cliFail(Tr::tr("fleet index: the driver failed (exit %1)").arg(driver.exitCode()));
    return finish();
}

} // namespace cs::app
