#include "cli/fleetindex.h"

#include "cli/clicommand.h"
#include "cli/clifail.h"
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

#include <dirent.h>
#include <sys/stat.h>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

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

// The one path a log is known by in the store, whatever path reached it (a share mounted at two
// paths through links, `..` in a source): its canonical path, links resolved.
QString identityPath(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(QFileInfo(path).absoluteFilePath()) : canonical;
}

// A scope as given and, when links lead elsewhere, as its canonical twin: the store's paths are
// canonical, and pruning matches them against the scope.
void addScope(QList<Scope> &scopes, Scope scope)
{
    scopes << scope;
    const QString canonical = QFileInfo(scope.dir).canonicalFilePath();
    if (!canonical.isEmpty() && canonical != scope.dir) {
        scope.dir = canonical;
        scopes << scope;
    }
}

bool isGlob(const QString &part)
{
    return part.contains(u'*') || part.contains(u'?') || part.contains(u'[');
}

// What a path that is not a regular file or folder is, for the summary; empty for a regular
// file or a folder (through links: `target` then has what it leads to).
QString specialKind(const QString &path, struct stat &target)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat own {};
    if (::lstat(native.constData(), &own) != 0)
        return Tr::tr("cannot be examined (%1)").arg(QString::fromLocal8Bit(std::strerror(errno)));
    target = own;
    if (S_ISLNK(own.st_mode) && ::stat(native.constData(), &target) != 0)
        return errno == ELOOP ? Tr::tr("a symbolic link loop")
                              : Tr::tr("a symbolic link to nothing (%1)").arg(QString::fromLocal8Bit(std::strerror(errno)));
    const mode_t m = target.st_mode;
    if (S_ISREG(m) || S_ISDIR(m))
        return {};
    if (S_ISFIFO(m))
        return Tr::tr("a FIFO (named pipe): not opened, reading it could block");
    if (S_ISSOCK(m))
        return Tr::tr("a socket");
    if (S_ISCHR(m) || S_ISBLK(m))
        return Tr::tr("a device file");
    return Tr::tr("not a regular file");
}

bool isTraceLogName(const QString &name)
{
    return name.endsWith(QLatin1String(".log")) || name.endsWith(QLatin1String(".log.zst"))
        || name.endsWith(QLatin1String(".log.gz"));
}

// Entries of `dir` whose names are not UTF-8 and could hold trace logs (a log's name, or a
// folder): Qt's listing leaves such names out (no QString names them faithfully), so they are
// found with readdir and listed as skipped, never dropped unsaid. Names as text, bytes outside
// printable ASCII written \xNN.
void listUndecodable(const QString &dir, QList<Skipped> &skipped)
{
    const QByteArray native = QFile::encodeName(dir);
    DIR *d = ::opendir(native.constData());
    if (!d)
        return;
    while (const dirent *e = ::readdir(d)) {
        const QByteArray raw(e->d_name);
        if (QString::fromUtf8(raw).toUtf8() == raw)
            continue;
        struct stat st { };
        const bool folder = ::stat((native + '/' + raw).constData(), &st) == 0 && S_ISDIR(st.st_mode);
        if (!folder && !raw.endsWith(".log") && !raw.endsWith(".log.zst") && !raw.endsWith(".log.gz"))
            continue;
        QString name;
        for (const char c : raw)
            name += c >= 0x20 && c < 0x7f ? QString(QLatin1Char(c))
                                          : QStringLiteral("\\x%1").arg(uchar(c), 2, 16, QLatin1Char('0'));
        skipped << Skipped { QDir(dir).filePath(name),
            folder ? Tr::tr("a folder whose name is not UTF-8: not walked; rename it to index its logs")
                   : Tr::tr("a name that is not UTF-8: not read; rename it to index it") };
    }
    ::closedir(d);
}

// Every trace log under `dir`, with its job: the first folder below `root` (the folder of jobs),
// or the folder itself when the log lies directly in it. Folders reached through symbolic links
// are walked once; entries that are not regular files or folders are skipped and listed.
void walkFolder(const QString &root, const QString &dir, QList<Task> &out, QList<Skipped> &skipped,
    QSet<QString> &walked)
{
    const QString canonical = QFileInfo(dir).canonicalFilePath();
    if (walked.contains(canonical)) {
        skipped << Skipped { dir, Tr::tr("a folder already walked (a symbolic link back into the source)") };
        return;
    }
    walked.insert(canonical);
    listUndecodable(dir, skipped);
    const QDir here(dir);
    for (const QString &name : here.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = here.filePath(name);
        struct stat st {};
        if (const QString why = specialKind(path, st); !why.isEmpty()) {
            skipped << Skipped { path, why };
            continue;
        }
        if (S_ISDIR(st.st_mode)) {
            walkFolder(root, path, out, skipped, walked);
            continue;
        }
        if (!isTraceLogName(name))
            continue;
        const QString rel = QDir(root).relativeFilePath(path);
        const qsizetype slash = rel.indexOf(u'/');
        out << Task { identityPath(path), slash > 0 ? rel.left(slash) : QDir(root).dirName() };
    }
}

void collectFolder(const QString &root, const QString &dir, QList<Task> &out, QList<Skipped> &skipped)
{
    QSet<QString> walked;
    walkFolder(root, dir, out, skipped, walked);
}

// Why a SOURCE with wildcards is no glob (an unclosed `[`), said once before anything is listed;
// empty when it is one or has no wildcard.
QString invalidGlob(const QString &source)
{
    if (!isGlob(source) || QFileInfo::exists(source))
        return {};
    for (const QString &part : source.split(u'/'))
        if (const QRegularExpression re = QRegularExpression::fromWildcard(part, Qt::CaseSensitive);
            isGlob(part) && !re.isValid())
            return Tr::tr("fleet index: %1: `%2` is not a valid pattern: %3 (a `[` in a name is written [[] in a "
                          "pattern)")
                .arg(source, part, re.errorString());
    return {};
}

// A glob's matches, a wildcard allowed in any part (`jobs/*/trace`, `/data/run-*/rank_?.log`):
// each part matched against the entries of the folders the parts before it matched, by QDir's
// wildcards (no shell). `base` is the folder above the first part with a wildcard, `parts` the
// parts from there on.
QStringList expandGlob(const QString &source, QString &base, QStringList &parts)
{
    const QStringList all = QDir::cleanPath(QDir::current().absoluteFilePath(source)).split(u'/');
    qsizetype first = 0;
    while (first < all.size() && !isGlob(all[first]))
        ++first;
    base = all.mid(0, first).join(u'/');
    if (base.isEmpty())
        base = QStringLiteral("/");
    parts = all.mid(first);
    QStringList current { base };
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const bool last = i == parts.size() - 1;
        QStringList next;
        for (const QString &dir : std::as_const(current)) {
            const QDir d(dir);
            if (!isGlob(parts[i])) {
                const QString p = d.filePath(parts[i]);
                if (QFileInfo::exists(p) && (last || QFileInfo(p).isDir()))
                    next << p;
                continue;
            }
            const auto filters = last ? QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot
                                      : QDir::Dirs | QDir::NoDotAndDotDot;
            for (const QString &name : d.entryList({ parts[i] }, filters, QDir::Name))
                next << d.filePath(name);
        }
        current = next;
    }
    return current;
}

// A text file listing trace folders or logs, one per line (comments `#`): a file that is not a
// trace log and whose lines name paths, at least one of which exists. Lines naming nothing are
// returned apart, with their line numbers, to be reported; the rest are indexed.
struct ListFile {
    QStringList entries;
    QStringList missing; // "list.txt:2: /no/such/dir"
};
bool isListFile(const QString &path, ListFile &list)
{
    QFile f(path);
    if (f.size() > 64 * 1024 * 1024 || !f.open(QIODevice::ReadOnly))
        return false;
    const QString base = QFileInfo(path).absolutePath();
    int lineNo = 0;
    while (!f.atEnd()) {
        const QByteArray raw = f.readLine();
        ++lineNo;
        if (raw.contains('\0') || raw.startsWith('{'))
            return false; // binary or a JSON record: a log, not a list
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QString p = QDir::cleanPath(QDir(base).absoluteFilePath(line));
        if (QFileInfo::exists(p))
            list.entries << p;
        else
            list.missing << QStringLiteral("%1:%2: %3").arg(path).arg(lineNo).arg(line);
    }
    return !list.entries.isEmpty();
}

QString collect(const QStringList &sources, QList<Task> &out, QStringList &warnings, QList<Scope> &scopes,
    QList<Skipped> &skipped)
{
    for (const QString &source : sources) {
        QStringList expanded;
        if (isGlob(source) && !QFileInfo::exists(source)) { // a path that exists is itself, brackets and all
            QString base;
            QStringList parts;
            expanded = expandGlob(source, base, parts);
            Scope scope { QDir::cleanPath(base) };
            for (const QString &part : std::as_const(parts))
                scope.patterns << QRegularExpression::fromWildcard(part, Qt::CaseSensitive);
            addScope(scopes, scope);
            if (expanded.isEmpty())
                return Tr::tr("fleet index: %1 matches nothing").arg(source);
        } else
            expanded << source;
        for (const QString &given : expanded) {
            // Absolute from here on: a job is named by its folder, and `.` or `jobs/` name none.
            const QString p = QDir::cleanPath(QFileInfo(given).absoluteFilePath());
            const QFileInfo fi(p);
            ListFile listed;
            const bool globbed = expanded.size() > 1 || expanded.first() != source;
            struct stat st {};
            if (const QString why = specialKind(p, st); !why.isEmpty() && (fi.exists() || fi.isSymLink())) {
                skipped << Skipped { p, why };
                continue;
            }
            if (fi.isDir()) {
                collectFolder(p, p, out, skipped);
                if (!globbed)
                    addScope(scopes, Scope { p });
            } else if (fi.isFile() && !isTraceLogName(fi.fileName()) && isListFile(p, listed)) {
                for (const QString &m : listed.missing)
                    warnings << Tr::tr("%1: no such file or folder, skipped").arg(m);
                for (const QString &entry : listed.entries) {
                    addScope(scopes, Scope { entry, !QFileInfo(entry).isDir() });
                    if (QFileInfo(entry).isDir()) {
                        QList<Task> found;
                        collectFolder(entry, entry, found, skipped);
                        for (Task &t : found)
                            t.job = QDir(entry).dirName(); // a listed trace folder is one job
                        out << found;
                    } else
                        out << Task { identityPath(entry), fleet::jobOfPath(entry) };
                }
            } else if (fi.exists()) {
                out << Task { identityPath(p), fleet::jobOfPath(p) };
                if (!globbed)
                    addScope(scopes, Scope { out.last().path, true });
            } else
                return Tr::tr("fleet index: %1: no such file or folder").arg(p);
        }
    }
    return {};
}

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
