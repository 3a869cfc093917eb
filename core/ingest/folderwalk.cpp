#include "core/ingest/folderwalk.h"

#include "core/ingest/debugdir/debugdirreader.h"

#include <QFile>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace cs {
namespace {

struct Entry {
    QString path;
    QString name;
    enum class Type { File, Folder, FolderLink, Special, BrokenLink } type;
};

Diagnostic problem(const QString &path, const QString &message)
{
    return { Diagnostic::Severity::Warning, path, 0, -1, message, {} };
}

QString errnoText(int e)
{
    return QString::fromLocal8Bit(strerror(e));
}

// Lists a folder without following links to folders; an unreadable folder is an error text.
bool list(const QString &dir, std::vector<Entry> &out, QString &error)
{
    const QByteArray native = QFile::encodeName(dir);
    DIR *d = opendir(native.constData());
    if (!d) {
        error = errnoText(errno);
        return false;
    }
    const int fd = dirfd(d);
    int readError = 0;
    for (;;) {
        errno = 0;
        const dirent *e = readdir(d);
        if (!e) {
            readError = errno;
            break;
        }
        const char *name = e->d_name;
        if (name[0] == '.') // ".", "..", and hidden files, as QDir skips them
            continue;
        struct stat st { };
        Entry::Type type = Entry::Type::Special;
        if (fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode)) {
            if (fstatat(fd, name, &st, 0) != 0)
                type = Entry::Type::BrokenLink;
            else
                type = S_ISDIR(st.st_mode) ? Entry::Type::FolderLink
                    : S_ISREG(st.st_mode)  ? Entry::Type::File
                                           : Entry::Type::Special;
        } else {
            type = S_ISDIR(st.st_mode) ? Entry::Type::Folder
                : S_ISREG(st.st_mode)  ? Entry::Type::File
                                       : Entry::Type::Special;
        }
        const QString qname = QFile::decodeName(name);
        out.push_back({ dir + QLatin1Char('/') + qname, qname, type });
    }
    closedir(d);
    if (readError != 0) {
        error = errnoText(readError);
        return false;
    }
    std::sort(out.begin(), out.end(), [](const Entry &a, const Entry &b) { return a.name < b.name; });
    return true;
}

// 0: where PyTorch writes what we read; 1: anything else; 2: caches (big, and read elsewhere).
int priority(const Entry &e)
{
    const QString n = e.name.toLower();
    if (n.contains(QLatin1String("cache")) || n.contains(QLatin1String("triton")) || n == QLatin1String("__pycache__")
        || n.startsWith(QLatin1String("torchinductor_")))
        return 2;
    if (n.startsWith(QLatin1String("run_")) || n.contains(QLatin1String("trace")) || n.contains(QLatin1String("log"))
        || n.contains(QLatin1String("debug")) || n.contains(QLatin1String("profile")))
        return 0;
    return 1;
}

class Walker {
public:
    Walker(FolderWalk &w, int maxFiles)
        : m_w(w)
        , m_maxFiles(maxFiles)
    {
    }

    void walk(const QString &dir, int depth)
    {
        if (DebugDirReader::isRunFolder(dir)) {
            m_w.debugRuns << dir;
            return;
        }
        std::vector<Entry> entries;
        QString error;
        if (!list(dir, entries, error)) {
            m_w.problems.push_back(problem(dir, QStringLiteral("cannot read this folder (%1): skipped").arg(error)));
            return;
        }
        std::vector<const Entry *> folders;
        for (const Entry &e : entries) {
            switch (e.type) {
            case Entry::Type::File:
                if (m_w.files.size() >= m_maxFiles) {
                    capHit(dir);
                    return;
                }
                m_w.files << e.path;
                break;
            case Entry::Type::Folder:
                folders.push_back(&e);
                break;
            case Entry::Type::FolderLink:
                break; // not followed: no loops, no walking out of the run folder
            case Entry::Type::BrokenLink:
                m_w.problems.push_back(problem(e.path, QStringLiteral("a link to something missing: skipped")));
                break;
            case Entry::Type::Special:
                m_w.problems.push_back(
                    problem(e.path, QStringLiteral("not a regular file (a FIFO, socket or device): never opened")));
                break;
            }
        }
        std::stable_sort(
            folders.begin(), folders.end(), [](const Entry *a, const Entry *b) { return priority(*a) < priority(*b); });
        for (const Entry *f : folders) {
            if (m_capped)
                return;
            if (depth >= FolderWalk::MaxDepth && !DebugDirReader::isRunFolder(f->path)) {
                if (m_deepNoted++ == 0)
                    m_w.problems.push_back({ Diagnostic::Severity::Note, f->path, 0, -1,
                        QStringLiteral("folders more than %1 levels down are not searched (open them directly)")
                            .arg(FolderWalk::MaxDepth),
                        {} });
                continue;
            }
            walk(f->path, depth + 1);
        }
    }

private:
    void capHit(const QString &dir)
    {
        if (m_capped)
            return;
        m_capped = true;
        m_w.problems.push_back(problem(dir,
            QStringLiteral("stopped after %1 files: the rest of this folder and the folders after it were not "
                           "searched (open the trace, logs or debug folder directly)")
                .arg(m_maxFiles)));
    }

    FolderWalk &m_w;
    const int m_maxFiles;
    bool m_capped = false;
    int m_deepNoted = 0;
};

} // namespace

FolderWalk FolderWalk::walk(const QString &folder, int maxFiles)
{
    FolderWalk w;
    Walker(w, maxFiles).walk(folder, 0);
    return w;
}

} // namespace cs
