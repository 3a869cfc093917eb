#include "core/analysis/clippedpaths.h"

#include "core/analysis/compileoverview.h"

#include <QRegularExpression>
#include <QSet>

namespace cs {

namespace {

// The one run file a clipped path is the end of, or an empty string. Only the cut that loses a
// letter is mended: "/" and one more character ("/home/..." read "ome/..."). A path relative to
// a folder shared with the torch install ("project/p.py") reads as what it is, and a guard's
// file need not be one the run's frames name (an inlined helper): it is left as written.
QString wholePathOf(QStringView clipped, const QStringList &runFiles)
{
    QString found;
    for (const QString &f : runFiles) {
        if (f.size() != clipped.size() + 2 || !f.endsWith(clipped) || !f.startsWith(QLatin1Char('/')))
            continue;
        if (!found.isEmpty() && found != f)
            return {}; // two files end so: which one is not known
        found = f;
    }
    return found;
}

} // namespace

QString restoreClippedPaths(const QString &text, const QStringList &runFiles)
{
    if (runFiles.isEmpty() || !text.contains(QLatin1String("  # ")))
        return text;
    static const QRegularExpression location(QStringLiteral(R"(  # ([^\s#/][^\n#]*?):(\d+) in )"));
    QString out;
    qsizetype done = 0;
    for (auto it = location.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString whole = wholePathOf(m.capturedView(1), runFiles);
        if (whole.isEmpty())
            continue;
        out += QStringView(text).mid(done, m.capturedStart(1) - done);
        out += whole;
        done = m.capturedEnd(1);
    }
    if (done == 0)
        return text;
    out += QStringView(text).mid(done);
    return out;
}

QStringList runSourceFiles(const CompileOverview &overview)
{
    QSet<QString> files;
    for (const CompileSummary &c : overview.compiles) {
        if (c.file.startsWith(QLatin1Char('/')))
            files.insert(c.file);
        for (const SourceFrame &f : c.stack)
            if (f.file.startsWith(QLatin1Char('/')))
                files.insert(f.file);
    }
    return QStringList(files.begin(), files.end());
}

} // namespace cs
