#include "core/run/recordsummary.h"

#include <QCoreApplication>
#include <QLocale>

namespace cs::run {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::run::RecordSummary)
};

QString bytes(qint64 n)
{
    return QLocale::c().formattedDataSize(n, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

QStringList describeCapture(const RecordResult &r, qint64 quietLines)
{
    const RunManifest &m = r.manifest;
    const CaptureSummary &c = r.captured;
    QStringList lines;
    if (m.exit)
        lines << Tr::tr("command        %1").arg(m.exit->describe());
    if (m.exit && m.exit->leftoverProcesses > 0)
        lines << Tr::tr(
            "left running   %n process(es) the command left behind were stopped", nullptr, m.exit->leftoverProcesses);
    if (m.exit && m.exit->survivors > 0)
        lines << Tr::tr("survivors      %n process(es) outlived SIGKILL: %1", nullptr, m.exit->survivors)
                     .arg(m.exit->survivorProcesses.join(QStringLiteral(", ")));
    if (m.exit && m.exit->kind == ExitKind::FailedToStart) {
        lines << Tr::tr("manifest       manifest.json (nothing else was recorded)");
        return lines;
    }
    lines << Tr::tr("trace          trace/ (%n file(s), %1)", nullptr, c.traceFiles).arg(bytes(c.traceBytes));
    lines << Tr::tr(
        "TORCH_LOGS     torch_logs.txt (stderr, %1; %n log line(s) not shown live)", nullptr, int(quietLines))
                 .arg(bytes(c.stderrBytes));
    lines << Tr::tr("stdout         stdout.txt (%1)").arg(bytes(c.stdoutBytes));
    lines << Tr::tr("debug folder   torch_compile_debug/ (%n graph(s))", nullptr, c.debugGraphs);
    lines << Tr::tr("Inductor cache cache/ (generated sources: %1, compiled libraries: %2, Triton kernels: %3)")
                 .arg(c.cacheSources)
                 .arg(c.cacheLibraries)
                 .arg(c.tritonKernels);
    const StackInfo &s = m.stack;
    const QString none = Tr::tr("none");
    const QString stack = s.torch.isEmpty()
        ? Tr::tr("torch unknown: %1").arg(s.error.isEmpty() ? Tr::tr("no answer") : s.error)
        : Tr::tr("torch %1, Triton %2, CUDA %3, %4")
              .arg(s.torch, s.triton.isEmpty() ? none : s.triton, s.torchCuda.isEmpty() ? none : s.torchCuda,
                  s.gpus.isEmpty() ? Tr::tr("no GPU") : s.gpus.first().name);
    lines << Tr::tr("manifest       manifest.json (%1)").arg(stack);
    if (c.traceFiles == 0 && m.exit)
        lines << Tr::tr("No trace was written: the command compiled nothing with torch.compile, or ended first.");
    return lines;
}

} // namespace cs::run
