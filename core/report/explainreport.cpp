#include "core/report/explainreport.h"

#include "core/analysis/graphbreak.h"
#include "core/report/autotunereport.h"
#include "core/report/cudagraphreport.h"
#include "core/report/fixlist.h"
#include "core/report/guardcostreport.h"
#include "core/report/longcompilereport.h"
#include "core/report/summaryjson.h"
#include "core/util/countedtext.h"
#include "core/util/jsonvalue.h"

#include <algorithm>

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cs {
namespace {

// The text report is for people and follows the user's language; the JSON stays English.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

// What PyTorch's class of a graph break means for the user (graphBreakHintClass's keys).
QString hintClassText(const QString &key)
{
    if (key == QLatin1String("fundamental"))
        return Tr::tr("fundamental (Dynamo will not trace this: work around it)");
    if (key == QLatin1String("supportable"))
        return Tr::tr("supportable (Dynamo could learn to trace it: worth reporting if it costs you)");
    if (key == QLatin1String("user_error"))
        return Tr::tr("a user error (the code would fail in eager too)");
    if (key == QLatin1String("dynamo_bug"))
        return Tr::tr("likely a Dynamo bug (report it)");
    if (key == QLatin1String("difficult"))
        return Tr::tr("difficult to debug");
    if (key == QLatin1String("caused_by_earlier_break"))
        return Tr::tr("caused by an earlier graph break (fix that one first)");
    if (key == QLatin1String("inference_mode"))
        return Tr::tr("inference mode checks (use torch.no_grad)");
    if (key == QLatin1String("sparse_tensor"))
        return Tr::tr("sparse tensors");
    if (key == QLatin1String("report_issue"))
        return Tr::tr("worth an issue report to PyTorch");
    return key;
}

QString where(const QString &file, int line)
{
    return file.isEmpty() ? Tr::tr("unknown location") : shortLocation(file, line);
}

QString seconds(double s)
{
    return QStringLiteral("%1 s").arg(s, 0, 'f', 3);
}

QString failureLine(const GuardFailure &g)
{
    QString s = GuardFailure::categoryName(g.category);
    if (!g.subject.isEmpty())
        s += QStringLiteral(" `%1`").arg(g.subject);
    else if (g.source.isInternal() && g.source.root.startsWith(QLatin1String("___stack")))
        s += u' ' + Tr::tr("a value carried over a graph break");
    if (!g.dimension.isEmpty())
        s += QStringLiteral(" dim %1").arg(g.dimension);
    if (!g.expected.isEmpty())
        s += g.actual.isEmpty() ? Tr::tr(": expected %1").arg(g.expected)
                                : QStringLiteral(": %1 → %2").arg(g.expected, g.actual);
    else if (!g.guard.isEmpty()) // no values, a symbolic check: `y.size()[0] + x.size()[0] <= 20`
        s += QStringLiteral(": `%1`").arg(g.guard);
    return s;
}

// A heading's underline, as wide as the heading on a terminal (CJK characters take two columns).
QString underline(const QString &heading, QChar c)
{
    qsizetype columns = 0;
    for (QChar ch : heading) {
        const char16_t u = ch.unicode();
        columns += (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
                || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFF60)
            ? 2
            : 1;
    }
    return QString(columns, c);
}

QJsonObject failureJson(const CompileFailure &f)
{
    QJsonObject o;
    o[QStringLiteral("compile_id")] = f.compileId;
    o[QStringLiteral("function")] = orNull(f.function);
    o[QStringLiteral("fail_type")] = orNull(f.failType);
    o[QStringLiteral("reason")] = orNull(f.reason);
    o[QStringLiteral("file")] = orNull(f.file);
    o[QStringLiteral("line")] = f.line > 0 ? QJsonValue(f.line) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("attempts")] = f.attempts;
    o[QStringLiteral("restart_reasons")] = QJsonArray::fromStringList(f.restartReasons);
    o[QStringLiteral("export")] = f.exportCall;
    o[QStringLiteral("suggestion")] = orNull(f.suggestion);
    o[QStringLiteral("explanation")] = orNull(f.explanation);
    o[QStringLiteral("hints")] = QJsonArray::fromStringList(f.hints);
    o[QStringLiteral("url")] = orNull(f.url);
    return o;
}

void writeLimitHit(const CompileFailure &f, QTextStream &s, int &n)
{
    s << ++n << ". "
      << Tr::tr("Recompile limit hit in %1 [%2] at %3: later calls run without compilation.")
             .arg(f.function, f.compileId, where(f.file, f.line))
      << "\n   " << f.reason << "\n   " << Tr::tr("fix: %1").arg(limitHitChange()) << "\n"
      << (f.suggestion.isEmpty() ? QString()
                                 : QStringLiteral("   ") + Tr::tr("the limit: %1").arg(f.suggestion) + u'\n')
      << "\n";
}

void writeFailure(const CompileFailure &f, QTextStream &s, int &n)
{
    if (f.exportCall) {
        s << ++n << ". "
          << Tr::tr("torch.export failed [%1] at %2: %3").arg(f.compileId, where(f.file, f.line), f.failType) << "\n   "
          << f.reason << "\n";
        if (!f.suggestion.isEmpty())
            s << "   " << Tr::tr("fix: %1").arg(f.suggestion) << "\n";
        s << "\n";
        return;
    }
    s << ++n << ". "
      << Tr::tr("Compile failed in %1 [%2] at %3: %4").arg(f.function, f.compileId, where(f.file, f.line), f.failType)
      << "\n   " << f.reason << "\n";
    if (!f.explanation.isEmpty())
        s << "   " << Tr::tr("why: %1").arg(f.explanation) << "\n";
    for (const QString &h : f.hints)
        if (isActionableHint(h))
            s << "   " << Tr::tr("fix: %1").arg(h) << "\n";
    if (!f.url.isEmpty())
        s << "   " << Tr::tr("more: %1").arg(f.url) << "\n";
    if (f.attempts > 1)
        s << "   " << Tr::tr("analysis restarted %n time(s) before failing", nullptr, f.attempts - 1)
          << (f.restartReasons.isEmpty() ? QString()
                                         : QStringLiteral(": ") + f.restartReasons.join(QStringLiteral("; ")))
          << "\n";
    s << "\n";
}

void writeRecompiles(const FunctionRecompiles &r, QTextStream &s, int &n)
{
    const int count = r.recompileCount();
    const QString what = r.storm
        ? Tr::tr("Recompile storm: %1 (%2) recompiled %n time(s), %3 of compile time", nullptr, count)
        : Tr::tr("Recompiles: %1 (%2) recompiled %n time(s), %3 of compile time", nullptr, count);
    s << ++n << ". " << what.arg(r.function, where(r.file, r.line), seconds(r.recompileTimeS))
      << (r.limitHit ? Tr::tr(", then hit the recompile limit") : QString()) << "\n";
    if (const QString saving = recompileSavingText(r); !saving.isEmpty())
        s << "   " << saving << "\n";
    if (r.wrapsSeveral)
        s << "   "
          << Tr::tr("One frame, %1, held each of %2 in turn (a decorator's wrapper, or Dynamo's own for "
                    "torch.compile of a bound method or module): each new one failed the guard on the function "
                    "it holds")
                 .arg(r.wrapper, r.held.join(QStringLiteral(", ")))
          << "\n";
    else if (!r.wrapper.isEmpty())
        s << "   " << Tr::tr("Dynamo compiled its decorator's wrapper: %1").arg(r.wrapper) << "\n";
    for (const RecompileStep &st : r.steps) {
        s << "   [" << st.compileId << "] ";
        if (!st.function.isEmpty())
            s << st.function << ": ";
        s << failureLine(st.failure);
        if (!st.becameDynamic.isEmpty())
            s << "  → " << Tr::tr("made dynamic: %1").arg(st.becameDynamicReadable.join(QStringLiteral(", ")));
        for (qsizetype i = 0; i < st.otherFailures.size(); ++i) {
            const GuardFailure &o = st.otherFailures[i];
            s << "\n        "
              << (i == 0 && st.causeInOlderEntry ? Tr::tr("newest entry %1: %2") : Tr::tr("older entry %1: %2"))
                     .arg(o.cacheEntry, failureLine(o));
        }
        s << "\n";
    }
    for (const RecompileStep *st : distinctRecompileChanges(r))
        s << "   " << Tr::tr("fix [%1]: %2").arg(st->compileId, st->suggestion) << "\n";
    s << "\n";
}

void writeBreak(const BreakGroup &b, QTextStream &s, int &n)
{
    s << ++n << ". "
      << Tr::tr("Graph break at %1 (%2x, %3 of compile time): %4")
             .arg(where(b.file, b.line), QString::number(b.count), seconds(b.cost()), b.reason)
      << "\n";
    if (!b.sourceLine.isEmpty())
        s << "   " << b.line << " | " << b.sourceLine << "\n";
    if (!b.sourceOnDisk.isEmpty())
        s << "   "
          << Tr::tr("warning: %1 has changed since the run; line %2 now reads: %3")
                 .arg(QFileInfo(b.file).fileName(), QString::number(b.line), b.sourceOnDisk)
          << "\n";
    if (b.hasRuntime())
        s << "   "
          << Tr::tr("runtime: %1 ms outside compiled graphs over %n call(s) (%2 µs per call; profiler trace)", nullptr,
                 b.runtimeCalls)
                 .arg(QString::number(b.runtimeOutsideUs / 1000.0, 'f', 3),
                     QString::number(b.runtimeOutsideUs / std::max(1, b.runtimeCalls), 'f', 1))
          << "\n";
    if (!b.library.isEmpty()) {
        s << "   " << Tr::tr("this break is inside %1's code, not yours").arg(b.library);
        if (!b.userCallSite.file.isEmpty())
            s << "; "
              << Tr::tr("your code reaches it at %1 (%2)")
                     .arg(where(b.userCallSite.file, b.userCallSite.line), b.userCallSite.function);
        s << "\n";
    }
    if (!b.advice.isEmpty())
        s << "   " << Tr::tr("fix: %1").arg(b.advice) << "\n";
    if (!b.explanation.isEmpty())
        s << "   " << Tr::tr("why: %1").arg(b.explanation) << "\n";
    if (!b.hintClasses.isEmpty() || !b.typeId.isEmpty()) {
        QStringList classes;
        for (const QString &c : b.hintClasses)
            classes << hintClassText(c);
        s << "   "
          << (b.typeId.isEmpty()         ? Tr::tr("PyTorch calls it: %1").arg(classes.join(QStringLiteral("; ")))
                     : classes.isEmpty() ? Tr::tr("graph break %1").arg(b.typeId.toUpper())
                                         : Tr::tr("graph break %1, PyTorch calls it: %2")
                                               .arg(b.typeId.toUpper(), classes.join(QStringLiteral("; "))))
          << "\n";
    }
    for (const QString &h : b.hints) {
        // A class's stock sentence ("This graph break is fundamental - ...") is said by the
        // line above; the hints that tell what to do are listed.
        if (!isActionableHint(h))
            continue;
        s << "   "
          << (b.library.isEmpty() && b.advice.isEmpty() ? Tr::tr("fix: %1") : Tr::tr("PyTorch's hint: %1")).arg(h)
          << "\n";
    }
    if (!b.resumeFunctions.isEmpty())
        s << "   " << Tr::tr("resumes in: %1").arg(b.resumeFunctions.join(QStringLiteral(", "))) << "\n";
    if (!b.url.isEmpty())
        s << "   " << Tr::tr("more: %1").arg(b.url) << "\n";
    s << "   " << Tr::tr("compile ids: %1").arg(b.compileIds.join(QStringLiteral(", "))) << "\n\n";
}

// The compile id of a finding's evidence, as its list writes it.
QString compileIdOf(const Explanation &e, const Fix &f)
{
    switch (f.kind) {
    case Fix::Kind::LimitHit:
        return e.limitHits[f.index].compileId;
    case Fix::Kind::Failure:
    case Fix::Kind::ExportFailure:
        return e.failures[f.index].compileId;
    case Fix::Kind::Recompiles:
        return e.recompiles[f.index].steps.empty() ? QString() : e.recompiles[f.index].steps.front().compileId;
    case Fix::Kind::CudaGraphs:
        return e.cudagraphs.regions[f.index].compileId;
    case Fix::Kind::GraphBreak:
        return e.breaks[f.index].compileIds.value(0);
    case Fix::Kind::RepeatedBlock:
        return e.repeatedBlocks[size_t(f.index)].compileId;
    case Fix::Kind::LongCompile:
        return e.longCompiles[size_t(f.index)].compileId;
    }
    return {};
}

} // namespace

QStringList emptyFunctionLines(const Coverage &c)
{
    QStringList out;
    for (const EmptyFunction &f : c.emptyFunctions) {
        if (out.size() == 8) {
            out << Tr::tr("… and %n more", nullptr, int(c.emptyFunctions.size()) - 8);
            break;
        }
        QString line = Tr::tr("%1 (%2) [%3] captured 0 operations in %n compile(s)", nullptr, f.compiles)
                           .arg(f.function.isEmpty() ? QStringLiteral("?") : f.function, where(f.file, f.line),
                               // many ranks: the first ids and how many (the JSON's frames[] has them all)
                               f.compileIds.size() <= 6 ? f.compileIds.join(QStringLiteral(", "))
                                                        : Tr::tr("%1, … %2 in all")
                                                              .arg(f.compileIds.mid(0, 4).join(QStringLiteral(", ")),
                                                                  QString::number(f.compileIds.size())));
        if (f.libraryCode)
            line += u' ' + Tr::tr("[library code]");
        out << line;
    }
    return out;
}

QString readInPartNote(const Explanation &e)
{
    if (e.readProblems == 0)
        return {};
    return Tr::tr("Read only in part: %1 where the run was read (the first: %2); `summary` lists them.\n\n")
        .arg(countedText(Tr::tr("%n problem(s)", nullptr, e.readProblems), e.readProblems),
            e.firstReadProblem.toString());
}

QString formatExplainText(const Explanation &e)
{
    QString out;
    QTextStream s(&out);
    int n = 0;
    const QString title = Tr::tr("What to fix first");
    s << title << "\n" << underline(title, QLatin1Char('=')) << "\n\n";
    if (e.input.isEmpty())
        s << Tr::tr("Coverage: %1").arg(coverageHeadline(e.coverage)) << "\n";
    else
        s << Tr::tr("Input: %1").arg(e.input) << "\n" << e.inputHint << "\n";
    for (const QString &line : emptyFunctionLines(e.coverage))
        s << "   " << line << "\n";
    s << "\n";
    for (const Fix &f : fixList(e)) {
        switch (f.kind) {
        case Fix::Kind::LimitHit:
            writeLimitHit(e.limitHits[f.index], s, n);
            break;
        case Fix::Kind::Failure:
        case Fix::Kind::ExportFailure:
            writeFailure(e.failures[f.index], s, n);
            break;
        case Fix::Kind::Recompiles:
            writeRecompiles(e.recompiles[f.index], s, n);
            break;
        case Fix::Kind::CudaGraphs:
            n = writeCudaGraphFinding(e.cudagraphs.regions[f.index], s, n);
            break;
        case Fix::Kind::GraphBreak:
            writeBreak(e.breaks[f.index], s, n);
            break;
        case Fix::Kind::RepeatedBlock: {
            const RepeatedBlock &b = e.repeatedBlocks[size_t(f.index)];
            s << ++n << ". " << repeatedBlockTitle(b) << "\n   " << Tr::tr("at %1").arg(where(b.file, b.line))
              << "\n   " << Tr::tr("fix: %1").arg(repeatedBlockChange(b)) << "\n\n";
            break;
        }
        case Fix::Kind::LongCompile: {
            const LongCompile &l = e.longCompiles[size_t(f.index)];
            s << ++n << ". " << f.title << "\n   " << Tr::tr("at %1").arg(where(l.file, l.line)) << "\n   " << f.detail
              << "\n   " << Tr::tr("fix: %1").arg(f.change) << "\n\n";
            break;
        }
        }
    }
    writeCudaGraphUnknownNote(e.cudagraphs, s);
    if (!e.restarts.isEmpty()) {
        const QString heading = Tr::tr("Restarted analyses");
        s << heading << "\n" << underline(heading, QLatin1Char('-')) << "\n";
        for (const CompileRestart &r : e.restarts) {
            s << "[" << r.compileId << "] " << r.function << " (" << where(r.file, r.line) << "): "
              << (r.timeBeforeRestartS < 0
                         ? Tr::tr("%n restart(s); the tracing discarded, the log does not record (no metrics)", nullptr,
                             r.attempts - 1)
                         : Tr::tr("%n restart(s), %1 of tracing discarded", nullptr, r.attempts - 1)
                               .arg(seconds(r.timeBeforeRestartS)))
              << "\n";
            for (const QString &reason : r.reasons)
                s << "   " << Tr::tr("because: %1").arg(reason) << "\n";
            s << "   " << Tr::tr("then: %1").arg(r.change) << "\n";
        }
        s << "\n";
    }
    writeGuardCostText(e.guardCost, s);
    if (n == 0 && (e.inputKind == Explanation::InputKind::Archives || e.inputKind == Explanation::InputKind::Profiles))
        s << Tr::tr("Nothing of torch.compile to fix here: these files hold no compile records.") << "\n";
    else if (n == 0)
        s << Tr::tr("Nothing to fix: no graph breaks, recompiles or failures were recorded.") << "\n";
    if (const QString note = autotuneRejectionNote(e.autotuneRejections); !note.isEmpty())
        s << (n == 0 ? "\n" : "") << note << "\n";
    return out;
}

QJsonObject coverageJson(const Coverage &c, const QString &input)
{
    QJsonObject o = coverageCountsJson(c, input);
    QJsonArray frames;
    for (const FrameCoverage &f : c.frames)
        frames.append(QJsonObject { { QStringLiteral("rank"), f.rank >= 0 ? QJsonValue(f.rank) : QJsonValue() },
            { QStringLiteral("frame"), f.frame },
            { QStringLiteral("compile_ids"), QJsonArray::fromStringList(f.compileIds) },
            { QStringLiteral("function"), orNull(f.function) }, { QStringLiteral("file"), orNull(f.file) },
            { QStringLiteral("line"), f.line }, { QStringLiteral("compiles"), f.compiles },
            { QStringLiteral("ops_captured"), f.opsCaptured >= 0 ? QJsonValue(f.opsCaptured) : QJsonValue() },
            { QStringLiteral("empty_compiles"), f.emptyCompiles },
            { QStringLiteral("eager_compiles"), f.eagerCompiles },
            { QStringLiteral("failed_compiles"), f.failedCompiles },
            { QStringLiteral("library_code"), f.libraryCode } });
    o[QStringLiteral("frames")] = frames;
    return o;
}

QByteArray formatExplainJson(const Explanation &e)
{
    QJsonArray breaks, recompiles, failures, limitHits, functions;
    QHash<QString, QJsonObject> limitGuards; // compile id -> its recompile step (the guard that failed)
    for (const BreakGroup &b : e.breaks) {
        QJsonObject o;
        o[QStringLiteral("reason")] = orNull(b.reason);
        o[QStringLiteral("file")] = orNull(b.file);
        o[QStringLiteral("line")] = b.line > 0 ? QJsonValue(b.line) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("source_line")] = orNull(b.sourceLine);
        o[QStringLiteral("source_line_on_disk")] = orNull(b.sourceOnDisk); // set only when the file changed
        o[QStringLiteral("count")] = b.count;
        o[QStringLiteral("compile_ids")] = QJsonArray::fromStringList(b.compileIds);
        o[QStringLiteral("explanation")] = orNull(b.explanation);
        o[QStringLiteral("hints")] = QJsonArray::fromStringList(b.hints);
        o[QStringLiteral("url")] = orNull(b.url);
        o[QStringLiteral("type_id")] = orNull(b.typeId);
        o[QStringLiteral("hint_classes")] = QJsonArray::fromStringList(b.hintClasses);
        o[QStringLiteral("compile_time_s")] = b.compileTimeS;
        o[QStringLiteral("resume_compile_time_s")] = b.resumeCompileTimeS;
        o[QStringLiteral("resume_functions")] = QJsonArray::fromStringList(b.resumeFunctions);
        o[QStringLiteral("runtime_outside_us")] = b.hasRuntime() ? QJsonValue(b.runtimeOutsideUs) : QJsonValue();
        o[QStringLiteral("runtime_calls")] = b.runtimeCalls;
        o[QStringLiteral("library")] = orNull(b.library);
        o[QStringLiteral("advice")] = orNull(b.advice);
        QJsonValue callSite;
        if (!b.userCallSite.file.isEmpty())
            callSite = QJsonObject { { QStringLiteral("file"), b.userCallSite.file },
                { QStringLiteral("line"), b.userCallSite.line },
                { QStringLiteral("function"), b.userCallSite.function },
                { QStringLiteral("source"), orNull(b.userCallSite.source) } };
        o[QStringLiteral("user_call_site")] = callSite;
        breaks.append(o);
    }
    for (const FunctionRecompiles &r : e.recompiles) {
        QJsonObject fo;
        fo[QStringLiteral("function")] = r.function;
        fo[QStringLiteral("wrapper")] = orNull(r.wrapper);
        fo[QStringLiteral("wraps_several")] = r.wrapsSeveral;
        fo[QStringLiteral("held")] = QJsonArray::fromStringList(r.held);
        fo[QStringLiteral("file")] = orNull(r.file);
        fo[QStringLiteral("line")] = r.line;
        fo[QStringLiteral("compile_ids")] = QJsonArray::fromStringList(r.compileIds);
        fo[QStringLiteral("recompiles")] = r.recompileCount();
        fo[QStringLiteral("recompile_time_s")] = r.recompileTimeS;
        fo[QStringLiteral("saved_s")] = r.savedS;
        fo[QStringLiteral("storm")] = r.storm;
        fo[QStringLiteral("limit_hit")] = r.limitHit;
        functions.append(fo);
        for (const RecompileStep &st : r.steps) {
            QJsonObject g;
            g[QStringLiteral("category")] = GuardFailure::categoryName(st.failure.category);
            g[QStringLiteral("subject")] = orNull(st.failure.subject);
            g[QStringLiteral("dimension")] = orNull(st.failure.dimension);
            g[QStringLiteral("expected")] = orNull(st.failure.expected);
            g[QStringLiteral("actual")] = orNull(st.failure.actual);
            g[QStringLiteral("guard")] = orNull(st.failure.guard);
            g[QStringLiteral("cache_entry")] = orNull(st.failure.cacheEntry);
            g[QStringLiteral("source")] = orNull(st.failure.source.raw);
            g[QStringLiteral("source_root")] = orNull(st.failure.source.root);
            g[QStringLiteral("source_root_kind")] = st.failure.source.raw.isEmpty()
                ? QJsonValue(QJsonValue::Null)
                : QJsonValue(GuardSource::rootName(st.failure.source.rootKind));
            QJsonObject o;
            o[QStringLiteral("compile_id")] = st.compileId;
            o[QStringLiteral("function")] = r.function;
            o[QStringLiteral("held_function")] = orNull(st.function);
            o[QStringLiteral("file")] = orNull(r.file);
            o[QStringLiteral("line")] = r.line;
            o[QStringLiteral("reason")] = orNull(st.reasons.value(0));
            o[QStringLiteral("reasons")] = QJsonArray::fromStringList(st.reasons);
            o[QStringLiteral("guard")] = g;
            QJsonArray others;
            for (const GuardFailure &f : st.otherFailures) {
                QJsonObject og;
                og[QStringLiteral("category")] = GuardFailure::categoryName(f.category);
                og[QStringLiteral("subject")] = orNull(f.subject);
                og[QStringLiteral("expected")] = orNull(f.expected);
                og[QStringLiteral("actual")] = orNull(f.actual);
                og[QStringLiteral("cache_entry")] = orNull(f.cacheEntry);
                others.append(og);
            }
            o[QStringLiteral("other_failures")] = others;
            o[QStringLiteral("suggestion")] = st.suggestion;
            o[QStringLiteral("suggestion_kind")] = st.suggestionKind;
            o[QStringLiteral("became_dynamic")] = QJsonArray::fromStringList(st.becameDynamic);
            o[QStringLiteral("limit_hit")] = st.limitHit;
            o[QStringLiteral("compile_time_s")]
                = st.compileTimeS >= 0 ? QJsonValue(st.compileTimeS) : QJsonValue(QJsonValue::Null);
            o[QStringLiteral("saved_s")] = st.savedS >= 0 ? QJsonValue(st.savedS) : QJsonValue(QJsonValue::Null);
            o[QStringLiteral("cause_in_older_entry")] = st.causeInOlderEntry;
            // The limit hit is no recompile (PyTorch compiles nothing): recompiles[] holds exactly
            // the recompiles the totals count, and the guard that led to the hit goes with it in
            // limit_hits[].
            if (st.limitHit)
                limitGuards.insert(st.compileId, o);
            else
                recompiles.append(o);
        }
    }
    for (const CompileFailure &f : e.failures)
        failures.append(failureJson(f));
    for (const CompileFailure &f : e.limitHits) {
        QJsonObject o = failureJson(f);
        const QJsonObject step = limitGuards.value(f.compileId);
        o[QStringLiteral("guard")]
            = step.isEmpty() ? QJsonValue(QJsonValue::Null) : step.value(QStringLiteral("guard"));
        o[QStringLiteral("guard_reasons")]
            = step.isEmpty() ? QJsonValue(QJsonArray()) : step.value(QStringLiteral("reasons"));
        limitHits.append(o);
    }
    QJsonArray restarts;
    for (const CompileRestart &r : e.restarts) {
        QJsonObject o;
        o[QStringLiteral("compile_id")] = r.compileId;
        o[QStringLiteral("function")] = orNull(r.function);
        o[QStringLiteral("file")] = orNull(r.file);
        o[QStringLiteral("line")] = r.line > 0 ? QJsonValue(r.line) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("attempts")] = r.attempts;
        o[QStringLiteral("reasons")] = QJsonArray::fromStringList(r.reasons);
        o[QStringLiteral("time_before_restart_s")]
            = r.timeBeforeRestartS < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(r.timeBeforeRestartS);
        o[QStringLiteral("change")] = r.change;
        restarts.append(o);
    }
    QJsonArray fixes;
    for (const Fix &f : fixList(e)) {
        QJsonObject o;
        o[QStringLiteral("kind")] = Fix::kindName(f.kind);
        o[QStringLiteral("index")] = f.index;
        o[QStringLiteral("title")] = f.title;
        o[QStringLiteral("detail")] = orNull(f.detail);
        o[QStringLiteral("change")] = orNull(f.change);
        o[QStringLiteral("cost_s")] = f.costS >= 0 ? QJsonValue(f.costS) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("compile_id")] = orNull(compileIdOf(e, f));
        fixes.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("schema")] = QStringLiteral("compilescope.explain/1");
    root[QStringLiteral("fix_first")] = fixes;
    QJsonArray blocks;
    for (const RepeatedBlock &b : e.repeatedBlocks)
        blocks.append(QJsonObject { { QStringLiteral("compile_id"), b.compileId },
            { QStringLiteral("function"), orNull(b.function) }, { QStringLiteral("file"), orNull(b.file) },
            { QStringLiteral("line"), b.line > 0 ? QJsonValue(b.line) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("container"), b.container }, { QStringLiteral("copies"), b.copies },
            { QStringLiteral("compile_time_s"), b.compileTimeS }, { QStringLiteral("backward_s"), b.backwardS },
            { QStringLiteral("run_compile_time_s"), b.runCompileTimeS } });
    root[QStringLiteral("repeated_blocks")] = blocks;
    root[QStringLiteral("long_compiles")] = longCompilesJson(e.longCompiles);
    root[QStringLiteral("input")] = orNull(e.input);
    root[QStringLiteral("coverage")] = coverageJson(e.coverage, e.input);
    root[QStringLiteral("restarts")] = restarts;
    root[QStringLiteral("cudagraphs")] = cudaGraphCoverageJson(e.cudagraphs);
    root[QStringLiteral("guard_cost")] = guardCostJson(e.guardCost);
    root[QStringLiteral("autotune_rejected")] = autotuneRejectionsJson(e.autotuneRejections);
    root[QStringLiteral("graph_breaks")] = breaks;
    root[QStringLiteral("recompiles")] = recompiles;
    root[QStringLiteral("functions")] = functions;
    root[QStringLiteral("failures")] = failures;
    root[QStringLiteral("limit_hits")] = limitHits;
    QJsonValue readInPart; // null: every line of the run's logs was read
    if (e.readProblems > 0) {
        const Diagnostic &d = e.firstReadProblem;
        readInPart = QJsonObject { { QStringLiteral("problems"), e.readProblems },
            { QStringLiteral("first"),
                QJsonObject { { QStringLiteral("file"), d.file },
                    { QStringLiteral("line"), d.line > 0 ? QJsonValue(qint64(d.line)) : QJsonValue(QJsonValue::Null) },
                    { QStringLiteral("message"), d.message } } } };
    }
    root[QStringLiteral("read_in_part")] = readInPart;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
