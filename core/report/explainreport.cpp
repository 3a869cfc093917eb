#include "core/report/explainreport.h"

#include <algorithm>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cs {
namespace {

QString where(const QString &file, int line)
{
    return file.isEmpty() ? QStringLiteral("(unknown location)")
                          : QStringLiteral("%1:%2").arg(QFileInfo(file).fileName()).arg(line);
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
    if (!g.dimension.isEmpty())
        s += QStringLiteral(" dim %1").arg(g.dimension);
    if (!g.expected.isEmpty())
        s += g.actual.isEmpty() ? QStringLiteral(": expected %1").arg(g.expected)
                                : QStringLiteral(": %1 → %2").arg(g.expected, g.actual);
    return s;
}

QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
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
    return o;
}

} // namespace

QString formatExplainText(const Explanation &e)
{
    QString out;
    QTextStream s(&out);
    int n = 0;
    s << "What to fix first\n=================\n\n";
    for (const CompileFailure &f : e.limitHits)
        s << ++n << ". Recompile limit hit in " << f.function << " [" << f.compileId << "] at " << where(f.file, f.line)
          << ": later calls run without compilation.\n   " << f.reason << "\n\n";
    for (const CompileFailure &f : e.failures) {
        s << ++n << ". Compile failed in " << f.function << " [" << f.compileId << "] at " << where(f.file, f.line)
          << ": " << f.failType << "\n   " << f.reason << "\n";
        if (f.attempts > 1)
            s << "   analysis restarted " << (f.attempts - 1) << " time(s) before failing"
              << (f.restartReasons.isEmpty() ? QString()
                                             : QStringLiteral(": ") + f.restartReasons.join(QStringLiteral("; ")))
              << "\n";
        s << "\n";
    }
    for (const FunctionRecompiles &r : e.recompiles) {
        s << ++n << ". " << (r.storm ? "Recompile storm: " : "Recompiles: ") << r.function << " ("
          << where(r.file, r.line) << ") recompiled " << r.steps.size() << " time(s), " << seconds(r.recompileTimeS)
          << " of compile time" << (r.limitHit ? ", then hit the recompile limit" : "") << "\n";
        for (const RecompileStep &st : r.steps) {
            s << "   [" << st.compileId << "] " << failureLine(st.failure);
            if (!st.becameDynamic.isEmpty())
                s << "  → made dynamic: " << st.becameDynamic.join(QStringLiteral(", "));
            for (const GuardFailure &o : st.otherFailures)
                s << "\n        older entry " << o.cacheEntry << ": " << failureLine(o);
            s << "\n";
        }
        // One suggestion per distinct kind of change in the chain.
        QStringList seen;
        for (const RecompileStep &st : r.steps) {
            const QString key
                = GuardFailure::categoryName(st.failure.category) + st.failure.subject + st.failure.dimension;
            if (seen.contains(key))
                continue;
            seen << key;
            s << "   fix [" << st.compileId << "]: " << st.suggestion << "\n";
        }
        s << "\n";
    }
    for (const BreakGroup &b : e.breaks) {
        s << ++n << ". Graph break at " << where(b.file, b.line) << " (" << b.count << "x, " << seconds(b.cost())
          << " of compile time): " << b.reason << "\n";
        if (!b.sourceLine.isEmpty())
            s << "   " << b.line << " | " << b.sourceLine << "\n";
        if (b.hasRuntime())
            s << "   runtime: " << QString::number(b.runtimeOutsideUs / 1000.0, 'f', 3)
              << " ms outside compiled graphs over " << b.runtimeCalls << " call(s) ("
              << QString::number(b.runtimeOutsideUs / std::max(1, b.runtimeCalls), 'f', 1)
              << " µs per call; profiler trace)\n";
        if (!b.explanation.isEmpty())
            s << "   why: " << b.explanation << "\n";
        for (const QString &h : b.hints)
            s << "   fix: " << h << "\n";
        if (!b.resumeFunctions.isEmpty())
            s << "   resumes in: " << b.resumeFunctions.join(QStringLiteral(", ")) << "\n";
        if (!b.url.isEmpty())
            s << "   more: " << b.url << "\n";
        s << "   compile ids: " << b.compileIds.join(QStringLiteral(", ")) << "\n\n";
    }
    if (!e.restarts.isEmpty()) {
        s << "Restarted analyses\n------------------\n";
        for (const CompileRestart &r : e.restarts) {
            s << "[" << r.compileId << "] " << r.function << " (" << where(r.file, r.line) << "): " << (r.attempts - 1)
              << " restart(s), " << seconds(r.timeBeforeRestartS) << " of tracing discarded\n";
            for (const QString &reason : r.reasons)
                s << "   because: " << reason << "\n";
            s << "   then: " << r.change << "\n";
        }
        s << "\n";
    }
    if (n == 0)
        s << "Nothing to fix: no graph breaks, recompiles or failures were recorded.\n";
    return out;
}

QByteArray formatExplainJson(const Explanation &e)
{
    QJsonArray breaks, recompiles, failures, limitHits, functions;
    for (const BreakGroup &b : e.breaks) {
        QJsonObject o;
        o[QStringLiteral("reason")] = orNull(b.reason);
        o[QStringLiteral("file")] = orNull(b.file);
        o[QStringLiteral("line")] = b.line > 0 ? QJsonValue(b.line) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("source_line")] = orNull(b.sourceLine);
        o[QStringLiteral("count")] = b.count;
        o[QStringLiteral("compile_ids")] = QJsonArray::fromStringList(b.compileIds);
        o[QStringLiteral("explanation")] = orNull(b.explanation);
        o[QStringLiteral("hints")] = QJsonArray::fromStringList(b.hints);
        o[QStringLiteral("url")] = orNull(b.url);
        o[QStringLiteral("compile_time_s")] = b.compileTimeS;
        o[QStringLiteral("resume_compile_time_s")] = b.resumeCompileTimeS;
        o[QStringLiteral("resume_functions")] = QJsonArray::fromStringList(b.resumeFunctions);
        o[QStringLiteral("runtime_outside_us")] = b.hasRuntime() ? QJsonValue(b.runtimeOutsideUs) : QJsonValue();
        o[QStringLiteral("runtime_calls")] = b.runtimeCalls;
        breaks.append(o);
    }
    for (const FunctionRecompiles &r : e.recompiles) {
        QJsonObject fo;
        fo[QStringLiteral("function")] = r.function;
        fo[QStringLiteral("file")] = orNull(r.file);
        fo[QStringLiteral("line")] = r.line;
        fo[QStringLiteral("compile_ids")] = QJsonArray::fromStringList(r.compileIds);
        fo[QStringLiteral("recompiles")] = static_cast<int>(r.steps.size());
        fo[QStringLiteral("recompile_time_s")] = r.recompileTimeS;
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
            QJsonObject o;
            o[QStringLiteral("compile_id")] = st.compileId;
            o[QStringLiteral("function")] = r.function;
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
            o[QStringLiteral("became_dynamic")] = QJsonArray::fromStringList(st.becameDynamic);
            o[QStringLiteral("limit_hit")] = st.limitHit;
            o[QStringLiteral("compile_time_s")]
                = st.compileTimeS >= 0 ? QJsonValue(st.compileTimeS) : QJsonValue(QJsonValue::Null);
            recompiles.append(o);
        }
    }
    for (const CompileFailure &f : e.failures)
        failures.append(failureJson(f));
    for (const CompileFailure &f : e.limitHits)
        limitHits.append(failureJson(f));
    QJsonArray restarts;
    for (const CompileRestart &r : e.restarts) {
        QJsonObject o;
        o[QStringLiteral("compile_id")] = r.compileId;
        o[QStringLiteral("function")] = orNull(r.function);
        o[QStringLiteral("file")] = orNull(r.file);
        o[QStringLiteral("line")] = r.line > 0 ? QJsonValue(r.line) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("attempts")] = r.attempts;
        o[QStringLiteral("reasons")] = QJsonArray::fromStringList(r.reasons);
        o[QStringLiteral("time_before_restart_s")] = r.timeBeforeRestartS;
        o[QStringLiteral("change")] = r.change;
        restarts.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("schema")] = QStringLiteral("compilescope.explain/1");
    root[QStringLiteral("restarts")] = restarts;
    root[QStringLiteral("graph_breaks")] = breaks;
    root[QStringLiteral("recompiles")] = recompiles;
    root[QStringLiteral("functions")] = functions;
    root[QStringLiteral("failures")] = failures;
    root[QStringLiteral("limit_hits")] = limitHits;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
