#include "core/analysis/coverage.h"

#include "core/analysis/compiletimefinding.h"

#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

} // namespace

QString libraryOf(const QString &file)
{
    for (const QLatin1String marker : { QLatin1String("/site-packages/"), QLatin1String("/dist-packages/") }) {
        const qsizetype at = file.lastIndexOf(marker);
        if (at >= 0)
            return file.mid(at + marker.size()).section(QLatin1Char('/'), 0, 0).section(QLatin1Char('.'), 0, 0);
    }
    // Python's own library (contextlib, functools): /usr/lib/python3.11/, .../lib/python3.11/.
    static const QRegularExpression stdlib(QStringLiteral(R"re(/lib/python3\.\d+/[^/]+\.py$)re"));
    if (stdlib.match(file).hasMatch())
        return QStringLiteral("python");
    // A source checkout of PyTorch run in place.
    if (file.contains(QLatin1String("/torch/_dynamo/")) || file.contains(QLatin1String("/torch/nn/"))
        || file.contains(QLatin1String("/torch/distributed/")))
        return QStringLiteral("torch");
    return {};
}

QString higherOrderOpOf(const QString &file)
{
    static const QLatin1String dir("/torch/_higher_order_ops/");
    const qsizetype at = file.lastIndexOf(dir);
    if (at < 0 || !file.endsWith(QLatin1String(".py")))
        return {};
    const QString name = file.mid(at + dir.size());
    return name.contains(u'/') ? QString() : name.chopped(3);
}

Coverage coverageOf(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews)
{
    Coverage out;
    std::set<std::tuple<QString, QString, int>> unrecorded; // functions that captured an unrecorded amount
    std::set<std::tuple<QString, QString, int>> unknown; // functions whose compiles the log lost
    std::set<std::tuple<QString, QString, int>> empty; // the functions framesEmpty counts, listed below
    for (size_t li = 0; li < overviews.size(); ++li) {
        const CompileOverview &ov = *overviews[li];
        for (const DirectCompile &d : ov.directCompiles) {
            ++out.directCompiles;
            out.directFailed += d.failType.isEmpty() ? 0 : 1;
            out.directAot += d.aotInductor() ? 1 : 0;
            out.directCompileS += std::max(0.0, d.seconds);
        }
        for (const ExportAttempt &e : ov.exports) {
            ++out.exports;
            out.exportsFailed += e.exported() ? 0 : 1;
        }
        for (const FrameSummary &f : ov.frames) {
            if (f.frame < 0 || f.compiles.empty())
                continue;
            if (!higherOrderOpOf(f.file).isEmpty()) {
                ++out.framesInternal;
                continue;
            }
            FrameCoverage fc;
            fc.log = static_cast<int>(li);
            fc.rank = li < logs.size() ? logs[li]->rank : -1;
            fc.frame = f.frame;
            fc.function = f.displayFunction.isEmpty() ? f.function : f.displayFunction;
            fc.file = f.displayFunction.isEmpty() ? f.file : f.displayFile;
            fc.line = f.displayFunction.isEmpty() ? f.line : f.displayLine;
            fc.libraryCode = !libraryOf(fc.file).isEmpty();
            for (size_t ci : f.compiles) {
                const CompileSummary &c = ov.compiles[ci];
                ++fc.compiles;
                fc.compileIds << c.id.toString();
                if (c.graphOpCount >= 0) {
                    out.known = true;
                    fc.opsCaptured = std::max(fc.opsCaptured, c.graphOpCount);
                }
                // No graph_op_count, yet the compile made a graph or kernels (its metrics are missing:
                // a log cut short): it captured something, how much is not recorded.
                if (c.graphOpCount < 0 && c.status == CompileSummary::Status::Missing) {
                    if (c.kernelCounts.distinctKernels > 0 || !c.graphList.empty())
                        unrecorded.insert({ fc.function, fc.file, fc.line });
                    else // cut short before any graph: what it would have captured is not known
                        unknown.insert({ fc.function, fc.file, fc.line });
                }
                fc.failedCompiles += c.isFailure();
                if (c.status == CompileSummary::Status::Failed)
                    ++fc.eagerCompiles;
                else if (c.status == CompileSummary::Status::EmptyGraph || c.graphOpCount == 0)
                    ++fc.emptyCompiles;
            }
            out.frames << fc;
        }
    }
    // The totals count functions, not frame ids: the same code compiled again after a reset
    // (frame ids start over), under a new code object of the same source, or on another rank is
    // one function, counted once with its largest graph.
    struct Function {
        int opsCaptured = -1;
        int compiles = 0, eagerCompiles = 0, failedCompiles = 0;
    };
    std::map<std::tuple<QString, QString, int>, Function> functions;
    for (const FrameCoverage &fc : std::as_const(out.frames)) {
        Function &f = functions[{ fc.function, fc.file, fc.line }];
        f.opsCaptured = std::max(f.opsCaptured, fc.opsCaptured);
        f.compiles += fc.compiles;
        f.eagerCompiles += fc.eagerCompiles;
        f.failedCompiles += fc.failedCompiles;
    }
    QSet<int> ranks;
    for (const FrameCoverage &fc : std::as_const(out.frames))
        ranks.insert(fc.rank);
    out.ranks = std::max<int>(1, static_cast<int>(ranks.size()));
    for (const auto &[key, f] : functions) {
        ++out.framesCompiled;
        if (f.opsCaptured > 0) {
            ++out.framesWithOps;
            out.opsCaptured += f.opsCaptured;
        } else if (unrecorded.count(key)) {
            ++out.framesWithOps; // captured a graph whose size the log does not hold
        } else if (unknown.count(key)) {
            // neither with operations nor empty: the log ends before it says
        } else if (f.eagerCompiles < f.compiles) {
            ++out.framesEmpty; // a function whose every compile failed is counted as eager only
            empty.insert(key);
        }
        out.framesEager += f.eagerCompiles > f.failedCompiles;
        out.framesFailed += f.failedCompiles > 0;
    }
    // The functions framesEmpty counts, each once with the compile ids of its frames on every rank.
    std::map<std::tuple<QString, QString, int>, qsizetype> listed;
    for (const FrameCoverage &fc : std::as_const(out.frames)) {
        const auto key = std::make_tuple(fc.function, fc.file, fc.line);
        if (!empty.count(key))
            continue;
        auto at = listed.find(key);
        if (at == listed.end()) {
            at = listed.emplace(key, out.emptyFunctions.size()).first;
            EmptyFunction e;
            e.function = fc.function;
            e.file = fc.file;
            e.line = fc.line;
            e.libraryCode = fc.libraryCode;
            out.emptyFunctions << e;
        }
        EmptyFunction &e = out.emptyFunctions[at->second];
        e.compiles += fc.compiles;
        for (const QString &id : fc.compileIds)
            e.compileIds << rankedCompileId(id, fc.rank, logs.size() > 1); // as the findings name them
    }
    return out;
}

namespace {

// What ran instead of compiled code: after a recompile limit hit, eager PyTorch; after a failed
// compile, the error reached the caller (fullgraph=True, or an error Dynamo does not suppress) or
// the frame ran eagerly (Dynamo's soft failures, suppress_errors): the log does not say which.
QString eagerText(const Coverage &c)
{
    QString s;
    if (c.framesEager > 0)
        s += Tr::tr("; %n function(s) hit the recompile limit: later calls that matched no compiled graph ran eagerly",
            nullptr, c.framesEager);
    if (c.framesFailed > 0)
        s += Tr::tr("; %n function(s) failed to compile in some calls (such a call raised the error, or ran eagerly "
                    "where Dynamo suppressed it)",
            nullptr, c.framesFailed);
    return s;
}

} // namespace

QString coverageHeadline(const Coverage &c)
{
    if (c.framesCompiled == 0) {
        QString s;
        if (c.exports > 0)
            s = Tr::tr("No torch.compile in this run: %n torch.export call(s)", nullptr, c.exports)
                + (c.exportsFailed > 0 ? Tr::tr(", %n of them failed", nullptr, c.exportsFailed) : QString());
        else if (c.directCompiles > 0)
            s = Tr::tr("No torch.compile in this run");
        else if (c.framesInternal > 0)
            s = Tr::tr("No frame of yours was compiled");
        if (c.directCompiles > 0) {
            s += Tr::tr("; Inductor ran %1 outside Dynamo")
                     .arg(countedText(
                         Tr::tr("%n ahead-of-time compile(s)", nullptr, c.directCompiles), c.directCompiles));
            if (c.directAot == c.directCompiles)
                s += Tr::tr(" (AOTInductor)");
            if (c.directCompileS > 0)
                s += Tr::tr(", %1 s in all").arg(QString::number(c.directCompileS, 'f', 1));
            if (c.directFailed > 0)
                s += Tr::tr(", %1 failed").arg(c.directFailed);
        }
        if (c.framesInternal > 0)
            s += Tr::tr("; %n compiled frame(s) of PyTorch's own code: torch.cond and other higher-order ops "
                        "trace their branches with Dynamo",
                nullptr, c.framesInternal);
        return s.isEmpty() ? Tr::tr("Nothing was compiled: no frame reached Dynamo in this run.") : s + u'.';
    }
    if (std::all_of(
            c.frames.begin(), c.frames.end(), [](const FrameCoverage &f) { return f.eagerCompiles == f.compiles; }))
        return c.framesFailed == 0
            ? Tr::tr("Nothing ran compiled: every compile of %n function(s) hit the recompile limit; eager PyTorch "
                     "runs that code.",
                nullptr, c.framesCompiled)
            : Tr::tr("Nothing ran compiled: every compile of %n function(s) failed or hit the recompile limit; a "
                     "failed compile's call raised the error (fullgraph=True, or an error Dynamo does not suppress) "
                     "or ran eagerly.",
                nullptr, c.framesCompiled);
    if (!c.known) {
        QString s = Tr::tr("%n function(s) compiled; this log does not record how many operations they captured",
            nullptr, c.framesCompiled);
        return s + eagerText(c) + QLatin1Char('.');
    }
    if (c.nothingCompiled())
        return Tr::tr("Nothing ran compiled: every graph of %n compiled function(s) captured 0 operations "
                      "(graph breaks or fallbacks left all the work to eager PyTorch).",
            nullptr, c.framesCompiled);
    // The counts are of functions; the frames (compile ids' first numbers) are said beside them when
    // they differ, so that the compile tree's rows can be matched with the sentence.
    // Functions that made graphs whose metrics a cut-short log lost count as capturing: with no
    // count of theirs and none of the others, how many operations is not said as 0.
    QString s = c.opsCaptured > 0
        ? Tr::tr("%n operation(s) captured", nullptr, static_cast<int>(c.opsCaptured))
            + Tr::tr(" in %1 of %n compiled function(s)", nullptr, c.framesCompiled).arg(c.framesWithOps)
        : Tr::tr("%1 of %n compiled function(s) captured operations", nullptr, c.framesCompiled).arg(c.framesWithOps);
    const auto frameCount = static_cast<int>(c.frames.size());
    if (c.ranks > 1)
        s += Tr::tr(" (%1 on %2 ranks)")
                 .arg(countedText(Tr::tr("%n frame(s)", nullptr, frameCount), frameCount))
                 .arg(c.ranks);
    else if (frameCount != c.framesCompiled)
        s += Tr::tr(" (%n frame(s))", nullptr, frameCount);
    if (c.opsCaptured == 0)
        s += Tr::tr("; how many, the log does not record");
    if (c.framesEmpty > 0)
        s += Tr::tr("; %n function(s) captured no operation", nullptr, c.framesEmpty);
    return s + eagerText(c) + QLatin1Char('.');
}

} // namespace cs
