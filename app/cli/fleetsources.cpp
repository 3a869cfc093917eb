#include "cli/fleetsources.h"

#include "core/fleet/fleetfacts.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <cerrno>
#include <cstring>

#include <dirent.h>
#include <sys/stat.h>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
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
    struct stat own { };
    if (::lstat(native.constData(), &own) != 0)
        return Tr::tr("cannot be examined (%1)").arg(QString::fromLocal8Bit(std::strerror(errno)));
    target = own;
    if (S_ISLNK(own.st_mode) && ::stat(native.constData(), &target) != 0)
        return errno == ELOOP
            ? Tr::tr("a symbolic link loop")
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
void walkFolder(
    const QString &root, const QString &dir, QList<Task> &out, QList<Skipped> &skipped, QSet<QString> &walked)
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
        struct stat st { };
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
            const auto filters
                = last ? QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot : QDir::Dirs | QDir::NoDotAndDotDot;
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

} // namespace

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

QString collect(
    const QStringList &sources, QList<Task> &out, QStringList &warnings, QList<Scope> &scopes, QList<Skipped> &skipped)
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
            struct stat st { };
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

} // namespace cs::app
