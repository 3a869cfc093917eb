#include "core/ab/abwhyfacts.h"

#include "core/ab/abwhykernels.h"
#include "core/diff/tracesummary.h"
#include "core/ingest/chrome/chrometracereader.h"
#include "core/util/bytesource.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace cs::ab {
namespace {

// An error about a trace, without the trace's own path (the caller names it, relative to the
// A/B folder): "not a valid chrome trace", "line 3: ...".
QString reasonOf(const Error &e, const QString &path)
{
    if (e.file.isEmpty() || e.file == path || QFileInfo(e.file).fileName() == QFileInfo(path).fileName())
        return e.line > 0 ? QStringLiteral("line %1: %2").arg(e.line).arg(e.message) : e.message;
    return e.toString();
}

} // namespace

QList<QPair<const AbProcessRun *, const ProbeRegion *>> processesOf(
    const AbRunSet &runs, const QString &mode, const QString &key)
{
    QList<QPair<const AbProcessRun *, const ProbeRegion *>> out;
    for (const AbProcessRun &r : runs.runs) {
        if (r.record || !r.succeeded() || r.mode != mode)
            continue;
        if (const ProbeProcess *p = r.probe.main())
            for (const ProbeRegion &reg : p->regions)
                if (reg.key == key && !reg.calls.empty()) {
                    out.append({ &r, &reg });
                    break;
                }
    }
    return out;
}

std::optional<WhyTraceFacts> readFacts(
    const AbRunSet &runs, const QString &mode, const QString &key, QStringList &problems, QString &failure)
{
    failure.clear();
    auto fail = [&](const QString &problem) {
        if (!problems.contains(problem))
            problems.append(problem);
        failure = problem;
    };
    for (const auto &[run, region] : processesOf(runs, mode, key)) {
        for (const WhyTrace &w : region->why) {
            const QString rel = QFileInfo(probeFileName(*run)).path() + QLatin1Char('/') + w.trace;
            const QString path = QDir(runs.outDir).filePath(rel);
            if (!QFileInfo::exists(path)) {
                fail(QStringLiteral("%1: the --why trace is missing").arg(rel));
                continue;
            }
            auto summary = diff::summarizeTrace(path);
            auto source = ByteSource::open(path);
            if (!summary || !source) {
                fail(QStringLiteral("%1: %2").arg(rel, reasonOf(!summary ? summary.error() : source.error(), path)));
                continue;
            }
            auto trace = ChromeTraceReader::read(*source.value());
            if (!trace) {
                fail(QStringLiteral("%1: %2").arg(rel, reasonOf(trace.error(), path)));
                continue;
            }
            const diff::TraceSummary &s = summary.value();
            const int n = s.steps();
            if (n == 0) {
                fail(QStringLiteral("%1: no traced calls (ProfilerStep spans) in the trace").arg(rel));
                continue;
            }
            WhyTraceFacts f;
            f.trace = rel;
            f.calls = n;
            double steps = 0;
            for (double v : s.stepsUs)
                steps += v;
            f.callUs = steps / n;
            double guards = 0;
            for (const diff::TraceSummary::Op &op : s.ops)
                if (op.name == QLatin1String("TorchDynamo Cache Lookup"))
                    guards += op.totalUs;
            f.guardsUs = guards / n;
            QSet<QString> frames;
            for (const CompiledRegionTime &r : trace.value()->regionTimes) {
                f.graphUs += r.graphUs / n;
                f.regionOutsideUs += r.outsideUs / n;
                frames.insert(r.compileId.section(QLatin1Char('/'), 0, 0));
            }
            f.frames = static_cast<int>(frames.size());
            const double top = s.cpuUs / n;
            f.opsUs = std::max(0.0, top - f.guardsUs - f.graphUs - f.regionOutsideUs);
            f.pythonUs = std::max(0.0, f.callUs - top);
            f.gpu = s.kernels > 0 || !s.device.isEmpty();
            for (const ProbeCall &call : region->calls)
                if (call.profiled && call.index >= w.first && call.index <= w.last)
                    f.compileUs += call.compileMs * 1000.0 / n;
            if (f.compileUs > 0) { // compiling is Python and tracing operators, not the call's work
                const double fromOps = std::min(f.opsUs, f.compileUs);
                f.opsUs -= fromOps;
                f.pythonUs = std::max(0.0, f.pythonUs - (f.compileUs - fromOps));
            }
            if (f.gpu)
                f.kernelGroups = kernelGroups(*trace.value(), n);
            f.syncs = double(s.hostSyncs) / n;
            f.syncWaitUs = s.hostSyncUs / n;
            f.syncIdleUs = s.idleAfterSyncUs / n;
            f.deviceUs = s.gpuBusyUs / n;
            f.kernels = double(s.kernels) / n;
            f.launches = double(s.launches) / n;
            return f;
        }
    }
    return std::nullopt;
}

} // namespace cs::ab
