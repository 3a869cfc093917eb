#include "core/diff/compilematch.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace cs::diff {
namespace {

// Resume functions carry the line they resume at: `torch_dynamo_resume_in_forward_at_47`.
QString functionWithoutLine(const QString &function)
{
    static const QRegularExpression at(QStringLiteral("_at_\\d+$"));
    QString f = function;
    return f.remove(at);
}

using KeyFn = QString (*)(const SideCompile &);

// The function as every view names it (the user's function behind a wrapper, class-qualified),
// so that two models behind one wrapper (`wrapper generic.py:937`) are never paired.
QString shownFunction(const CompileSummary &c)
{
    return c.displayFunction().isEmpty() ? c.function : c.displayFunction();
}
QString shownFile(const CompileSummary &c)
{
    return c.displayFile().isEmpty() ? c.file : c.displayFile();
}
int shownLine(const CompileSummary &c)
{
    return c.displayFile().isEmpty() ? c.line : c.displayLine();
}

QString frameKey(const SideCompile &s)
{
    const CompileSummary &c = *s.summary;
    return QStringLiteral("%1\x1f%2\x1f%3\x1f%4")
        .arg(shownFunction(c), shownFile(c))
        .arg(shownLine(c))
        .arg(c.id.compiledAutograd);
}
// The frame as recorded: pairs a function one run could name behind its wrapper and the other
// could not.
QString recordedFrameKey(const SideCompile &s)
{
    const CompileSummary &c = *s.summary;
    return QStringLiteral("%1\x1f%2\x1f%3\x1f%4").arg(c.function, c.file).arg(c.line).arg(c.id.compiledAutograd);
}
QString fileFunctionKey(const SideCompile &s)
{
    const CompileSummary &c = *s.summary;
    return QStringLiteral("%1\x1f%2\x1f%3").arg(shownFunction(c), shownFile(c)).arg(c.id.compiledAutograd);
}
QString functionKey(const SideCompile &s)
{
    const CompileSummary &c = *s.summary;
    return QStringLiteral("%1\x1f%2\x1f%3")
        .arg(functionWithoutLine(shownFunction(c)), QFileInfo(shownFile(c)).fileName())
        .arg(c.id.compiledAutograd);
}

// Keys with each compile's order among the compiles of the same key.
QStringList orderedKeys(const std::vector<SideCompile> &side, KeyFn key, bool byRank)
{
    QHash<QString, int> seen;
    QStringList out;
    out.reserve(static_cast<qsizetype>(side.size()));
    for (const SideCompile &s : side) {
        QString k = key(s);
        if (byRank)
            k += QStringLiteral("\x1f r%1").arg(s.rank);
        const int order = seen[k]++;
        out << k + QStringLiteral("\x1f#%1").arg(order);
    }
    return out;
}

} // namespace

std::vector<SideCompile> sideCompiles(const LoadedRun &run, int rank)
{
    std::vector<SideCompile> out;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        if (rank >= 0 && run.logs[li]->rank != rank)
            continue;
        const auto &compiles = run.overviews[li]->compiles;
        for (size_t ci = 0; ci < compiles.size(); ++ci)
            out.push_back({ { static_cast<int>(li), static_cast<int>(ci) }, &compiles[ci], run.logs[li]->rank });
    }
    return out;
}

std::vector<CompileMatch> matchCompiles(
    const std::vector<SideCompile> &a, const std::vector<SideCompile> &b, bool byRank)
{
    std::vector<int> partnerOfA(a.size(), -1), partnerOfB(b.size(), -1);
    std::vector<CompilePair::Match> how(a.size(), CompilePair::Match::None);
    const std::pair<KeyFn, CompilePair::Match> passes[]
        = { { frameKey, CompilePair::Match::Frame }, { recordedFrameKey, CompilePair::Match::Frame },
              { fileFunctionKey, CompilePair::Match::FileAndFunction }, { functionKey, CompilePair::Match::Function } };
    for (const auto &[key, match] : passes) {
        const QStringList keysA = orderedKeys(a, key, byRank), keysB = orderedKeys(b, key, byRank);
        QHash<QString, int> indexB;
        for (qsizetype i = 0; i < keysB.size(); ++i)
            if (partnerOfB[static_cast<size_t>(i)] < 0)
                indexB.insert(keysB[i], static_cast<int>(i));
        for (qsizetype i = 0; i < keysA.size(); ++i) {
            if (partnerOfA[static_cast<size_t>(i)] >= 0)
                continue;
            const auto it = indexB.constFind(keysA[i]);
            if (it == indexB.cend() || partnerOfB[static_cast<size_t>(*it)] >= 0)
                continue;
            partnerOfA[static_cast<size_t>(i)] = *it;
            partnerOfB[static_cast<size_t>(*it)] = static_cast<int>(i);
            how[static_cast<size_t>(i)] = match;
        }
    }
    std::vector<CompileMatch> out;
    out.reserve(a.size() + b.size());
    for (size_t i = 0; i < a.size(); ++i)
        out.push_back({ static_cast<int>(i), partnerOfA[i], how[i] });
    for (size_t j = 0; j < b.size(); ++j)
        if (partnerOfB[j] < 0)
            out.push_back({ -1, static_cast<int>(j), CompilePair::Match::None });
    return out;
}

} // namespace cs::diff
