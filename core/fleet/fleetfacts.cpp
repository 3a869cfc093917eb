#include "core/fleet/fleetfacts.h"

#include "core/analysis/explain.h"
#include "core/diff/compilefacts.h"
#include "core/ingest/trace/checksums.h"
#include "core/run/runmanifest.h"
#include "core/util/jsonvalue.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <map>
#include <tuple>

namespace cs::fleet {
namespace {

QJsonValue seconds(double s)
{
    return s >= 0 ? QJsonValue(s) : QJsonValue(QJsonValue::Null);
}

QJsonObject header(const QString &path, const LogPlace &place)
{
    const QFileInfo fi(path);
    QJsonObject o;
    o[QStringLiteral("schema")] = QLatin1String(FactsSchema);
    o[QStringLiteral("log")] = path;
    o[QStringLiteral("job")] = place.job.isEmpty() ? jobOfPath(path) : place.job;
    o[QStringLiteral("bytes")] = fi.exists() ? QJsonValue(fi.size()) : QJsonValue(QJsonValue::Null);
    return o;
}

// The manifest of a recorded run: `record` writes the trace into RUN/trace/ and RUN/manifest.json.
QJsonValue manifestOf(const QString &path)
{
    const QDir dir = QFileInfo(path).absoluteDir();
    for (const QString &candidate : { dir.filePath(QStringLiteral("manifest.json")),
             dir.filePath(QStringLiteral("../manifest.json")) }) {
        if (!QFileInfo::exists(candidate))
            continue;
        const auto m = run::readManifest(candidate);
        if (!m)
            return QJsonObject { { QStringLiteral("file"), QDir::cleanPath(candidate) },
                { QStringLiteral("error"), m.error().toString() } };
        const run::RunManifest &r = m.value();
        QJsonObject o;
        o[QStringLiteral("file")] = QDir::cleanPath(candidate);
        o[QStringLiteral("kind")] = r.kind;
        o[QStringLiteral("command")] = QJsonArray::fromStringList(r.command);
        o[QStringLiteral("start")] = r.start.isValid() ? QJsonValue(r.start.toString(Qt::ISODate)) : QJsonValue();
        o[QStringLiteral("end")] = r.end.isValid() ? QJsonValue(r.end.toString(Qt::ISODate)) : QJsonValue();
        o[QStringLiteral("exit")] = r.exit ? QJsonValue(run::exitKindName(r.exit->kind)) : QJsonValue();
        o[QStringLiteral("torch")] = orNull(r.stack.torch);
        o[QStringLiteral("triton")] = orNull(r.stack.triton);
        o[QStringLiteral("cuda")] = orNull(r.stack.torchCuda);
        o[QStringLiteral("python")] = orNull(r.stack.python.section(u' ', 0, 0));
        o[QStringLiteral("hostname")] = orNull(r.machine.hostname);
        return o;
    }
    return QJsonValue(QJsonValue::Null);
}

QJsonObject compileJson(const CompileSummary &c, const diff::PhaseTimes &t)
{
    QJsonObject o;
    o[QStringLiteral("id")] = c.id.toString();
    o[QStringLiteral("function")] = orNull(c.displayFunction());
    o[QStringLiteral("file")] = orNull(c.displayFile());
    o[QStringLiteral("line")] = c.displayLine();
    o[QStringLiteral("status")] = CompileSummary::statusName(c.status);
    o[QStringLiteral("attempts")] = c.attempts;
    o[QStringLiteral("recompile")] = c.isRecompile();
    o[QStringLiteral("kind")] = compileKindName(c.kind);
    o[QStringLiteral("fail_type")] = orNull(c.failType);
    o[QStringLiteral("graph_breaks")] = c.graphBreaks;
    o[QStringLiteral("compile_time_s")] = seconds(c.compileTimeS);
    // Exclusive phases (CompileSummary::Phases): they add up to the forward's compile time.
    o[QStringLiteral("phases")] = QJsonObject { { QStringLiteral("dynamo"), seconds(c.phases.dynamo) },
        { QStringLiteral("aot_autograd"), seconds(c.phases.aotAutograd) },
        { QStringLiteral("inductor"), seconds(c.phases.inductor) },
        { QStringLiteral("code_gen"), seconds(c.phases.codegen) },
        { QStringLiteral("triton"), seconds(c.phases.tritonCompile) },
        { QStringLiteral("backward"), seconds(t.backwardS) } };
    o[QStringLiteral("start_us")] = t.startUs >= 0 ? QJsonValue(t.startUs) : QJsonValue();
    o[QStringLiteral("distinct_kernels")] = c.kernelCounts.distinctKernels;
    o[QStringLiteral("launches")] = c.kernelCounts.launches;
    return o;
}

// Why the log ends before its writer finished it, as "FILE:LINE: what": a compressed stream cut
// short or corrupt, a file that changed while it was read, or a last line cut in the middle (a
// trace log's lines each end with a line break): a header the reader could not take (it says
// so at that line), or a payload line whose record fails its checksum. Empty for a log read
// whole. A cut exactly at a line break inside a payload is not told apart from a checksum that
// PyTorch itself got wrong (real logs have them, e.g. some `exported_program` payloads): it is
// not called partial. LINE is the last line read.
QString damageOf(const TraceLog &log, const QString &path)
{
    const ByteSource &src = *log.source;
    using K = ByteSource::Problem::Kind;
    QString why;
    for (const ByteSource::Problem &p : src.problems())
        if (p.kind == K::Truncated || p.kind == K::Corrupt || p.kind == K::Capped || p.kind == K::OutOfMemory
            || p.kind == K::Changed) {
            why = p.message;
            break;
        }
    const std::string_view bytes = src.view();
    const auto lines = std::count(bytes.begin(), bytes.end(), '\n') + (bytes.empty() || bytes.back() == '\n' ? 0 : 1);
    if (why.isEmpty() && !bytes.empty() && bytes.back() != '\n') {
        const size_t nl = bytes.rfind('\n');
        const size_t lastStart = nl == std::string_view::npos ? 0 : nl + 1;
        if (bytes[lastStart] == '\t') {
            const TraceRecord *last = log.records.empty() ? nullptr : &log.records.back();
            if (last && last->hasPayload && last->payloadLines > 0 && last->payloadEnd >= bytes.size()
                && !findChecksumMismatches(src, { *last }, 1).empty())
                why = QStringLiteral("the last line is cut off in the middle of a payload (the log ends early)");
        } else {
            for (const Diagnostic &d : log.diagnostics)
                if (d.line == lines && d.severity != Diagnostic::Severity::Note) {
                    why = QStringLiteral("the last line is cut off in the middle of a record (the log ends early)");
                    break;
                }
        }
    }
    if (!why.isEmpty())
        return QStringLiteral("%1:%2: %3; the %4 records before it are kept")
            .arg(path)
            .arg(lines)
            .arg(why)
            .arg(log.records.size());
    // Damage inside a log read to its end: lines skipped (a corrupt envelope, raw control bytes
    // in a record, lines that are not records) or a compressed stream whose checksum failed
    // (its bytes decoded, but some may be wrong). Their compile time is lost: not `ok`.
    int64_t firstLine = log.firstSkippedLine > 0 ? int64_t(log.firstSkippedLine) : -1;
    QString first;
    for (const Diagnostic &d : log.diagnostics)
        if (firstLine > 0 && d.line == firstLine && d.severity != Diagnostic::Severity::Note) {
            first = d.message;
            break;
        }
    for (const ByteSource::Problem &p : src.problems())
        if (p.kind == K::ChecksumMismatch) {
            const int64_t at = 1
                + std::count(bytes.begin(), bytes.begin() + std::min<size_t>(p.offset, bytes.size()), '\n');
            if (firstLine < 0 || at < firstLine) {
                firstLine = at;
                first = p.message;
            }
            break;
        }
    if (firstLine < 0)
        return {};
    if (first.isEmpty())
        first = QStringLiteral("line skipped");
    return QStringLiteral("%1:%2: %3; %4 corrupt or skipped lines in all, the %5 records read are kept")
        .arg(path)
        .arg(firstLine)
        .arg(first)
        .arg(log.skippedLines)
        .arg(log.records.size());
}

} // namespace

QString jobOfPath(const QString &path)
{
    QDir dir = QFileInfo(path).absoluteDir();
    if (dir.dirName() == QLatin1String("trace") && QFileInfo::exists(dir.filePath(QStringLiteral("../manifest.json"))))
        dir.cdUp();
    return dir.dirName();
}

QByteArray compactLine(const QJsonObject &o)
{
    QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact);
    line.append('\n');
    return line;
}

QJsonObject failedLogFacts(const QString &path, const LogPlace &place, const QString &status, const QString &error)
{
    QJsonObject o = header(path, place);
    o[QStringLiteral("status")] = status;
    o[QStringLiteral("error")] = error;
    o[QStringLiteral("rank")] = QJsonValue();
    return o;
}

QJsonObject logFacts(const LoadedRun &run, const QString &path, const LogPlace &place)
{
    if (run.logs.empty())
        return failedLogFacts(path, place, QStringLiteral("corrupt"), QStringLiteral("no trace record in the file"));
    const TraceLog &log = *run.logs.front();
    const CompileOverview &ov = *run.overviews.front();
    QJsonObject o = header(path, place);
    // A log cut short, or with lines lost inside, is kept as far as it goes, marked partial with
    // where and why.
    const QString damage = damageOf(log, path);
    o[QStringLiteral("status")] = damage.isEmpty() ? QStringLiteral("ok") : QStringLiteral("partial");
    o[QStringLiteral("error")] = orNull(damage);
    o[QStringLiteral("rank")] = log.rank >= 0 ? QJsonValue(log.rank) : QJsonValue();
    o[QStringLiteral("records")] = static_cast<qint64>(log.records.size());
    o[QStringLiteral("corrupt_lines")] = static_cast<qint64>(log.corruptLines);
    o[QStringLiteral("skipped_lines")] = static_cast<qint64>(log.skippedLines);
    o[QStringLiteral("diagnostics")] = static_cast<qint64>(log.diagnostics.size());

    QJsonObject versions;
    const auto found = diff::CompileFacts::versions(log);
    for (const char *k : { "torch", "triton", "cuda", "python" })
        versions[QLatin1String(k)] = orNull(found.value(QLatin1String(k)));
    o[QStringLiteral("versions")] = versions;
    o[QStringLiteral("manifest")] = manifestOf(path);

    // Compiles: outcome and phase times (the diff's and ranks' reader of compilation_metrics).
    diff::CompileFacts reader(log);
    QJsonArray compiles;
    int fxHit = 0, fxMiss = 0, aotHit = 0, aotMiss = 0, bypass = 0, kernels = 0, launches = 0;
    double compileTime = 0, firstStartUs = -1;
    for (const CompileSummary &c : ov.compiles) {
        diff::CompileSide side;
        reader.fill(c, side);
        const diff::PhaseTimes &t = side.times;
        fxHit += t.fxCacheHits;
        fxMiss += t.fxCacheMisses;
        aotHit += t.aotCacheHits;
        aotMiss += t.aotCacheMisses;
        bypass += t.cacheBypasses;
        kernels += c.kernelCounts.distinctKernels;
        launches += c.kernelCounts.launches;
        if (c.compileTimeS > 0)
            compileTime += c.compileTimeS;
        if (t.startUs >= 0 && (firstStartUs < 0 || t.startUs < firstStartUs))
            firstStartUs = t.startUs;
        compiles.append(compileJson(c, t));
    }
    o[QStringLiteral("compiles")] = compiles;
    o[QStringLiteral("start_us")] = firstStartUs >= 0 ? QJsonValue(firstStartUs) : QJsonValue();
    o[QStringLiteral("cache")] = QJsonObject { { QStringLiteral("fx_graph_hit"), fxHit },
        { QStringLiteral("fx_graph_miss"), fxMiss }, { QStringLiteral("aotautograd_hit"), aotHit },
        { QStringLiteral("aotautograd_miss"), aotMiss }, { QStringLiteral("bypass"), bypass } };
    o[QStringLiteral("kernels")] = QJsonObject {
        { QStringLiteral("distinct_kernels"), kernels }, { QStringLiteral("launches"), launches } };

    // Graph-break sites, recompile causes and failures: what `explain` ranks.
    const Explanation ex = explainRun(run.logs, run.overviews);
    QJsonArray breaks;
    for (const BreakGroup &b : ex.breaks)
        breaks.append(QJsonObject { { QStringLiteral("reason"), orNull(b.reason) },
            { QStringLiteral("file"), orNull(b.file) }, { QStringLiteral("line"), b.line },
            { QStringLiteral("count"), b.count }, { QStringLiteral("compile_time_added_s"), b.cost() },
            { QStringLiteral("involved_compile_time_s"), b.involvedTimeS() },
            { QStringLiteral("library"), orNull(b.library) } });
    o[QStringLiteral("break_sites")] = breaks;

    // One row per (function, guard category, source): how many recompiles it caused and their time.
    struct Cause {
        int count = 0;
        double timeS = 0;
        bool limitHit = false;
    };
    std::map<std::tuple<QString, QString, QString>, Cause> causes;
    for (const FunctionRecompiles &f : ex.recompiles)
        for (const RecompileStep &s : f.steps) {
            const QString source = s.failure.source.readable.isEmpty() ? s.failure.subject : s.failure.source.readable;
            Cause &c = causes[{ f.function, GuardFailure::categoryName(s.failure.category), source }];
            ++c.count;
            if (s.compileTimeS > 0)
                c.timeS += s.compileTimeS;
            c.limitHit = c.limitHit || s.limitHit;
        }
    QJsonArray recompiles;
    for (const auto &[key, c] : causes)
        recompiles.append(QJsonObject { { QStringLiteral("function"), orNull(std::get<0>(key)) },
            { QStringLiteral("category"), std::get<1>(key) }, { QStringLiteral("source"), orNull(std::get<2>(key)) },
            { QStringLiteral("count"), c.count }, { QStringLiteral("compile_time_s"), c.timeS },
            { QStringLiteral("limit_hit"), c.limitHit } });
    o[QStringLiteral("recompile_causes")] = recompiles;

    QJsonArray failures;
    for (const CompileFailure &f : ex.failures)
        failures.append(QJsonObject { { QStringLiteral("id"), f.compileId },
            { QStringLiteral("function"), orNull(f.function) }, { QStringLiteral("fail_type"), orNull(f.failType) },
            { QStringLiteral("reason"), orNull(f.reason.left(500)) }, { QStringLiteral("file"), orNull(f.file) },
            { QStringLiteral("line"), f.line }, { QStringLiteral("limit_hit"), f.limitHit } });
    o[QStringLiteral("failures")] = failures;

    o[QStringLiteral("totals")] = QJsonObject { { QStringLiteral("compiles"), ov.compileCount() },
        { QStringLiteral("graph_breaks"), ov.totalGraphBreaks }, { QStringLiteral("recompiles"), ov.totalRecompiles },
        { QStringLiteral("failures"), ov.totalFailures }, { QStringLiteral("compile_time_s"), compileTime } };
    return o;
}

} // namespace cs::fleet
