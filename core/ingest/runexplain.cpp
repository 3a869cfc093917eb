#include "core/ingest/runexplain.h"

#include "core/analysis/autotunerejects.h"

#include "core/analysis/kernelcounts.h"
#include "core/analysis/textlogfindings.h"
#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::ExportSummary)
};

} // namespace

Explanation explainLoadedRun(const LoadedRun &run)
{
    Explanation e = explainRun(run.logs, run.overviews, run.profiles, run.textLogs);
    e.input = archivesHeadline(run);
    e.inputHint = archivesHint(run);
    if (!e.input.isEmpty())
        e.inputKind = Explanation::InputKind::Archives;
    addTextLogFindings(run.textLogs, e); // a run given only as TORCH_LOGS text
    if (e.input.isEmpty() && !profilesHeadline(run).isEmpty()) {
        e.input = profilesHeadline(run);
        e.inputHint = Tr::tr("Graph breaks, recompiles and compile time are in the run's TORCH_TRACE log: open it "
                             "with the profile (`compilescope explain TRACE_DIR PROFILE`). For the profile's kernels, "
                             "run `compilescope summary PROFILE` or open the Kernels view.");
        e.inputKind = Explanation::InputKind::Profiles;
    }
    return e;
}

QString profilesHeadline(const LoadedRun &run)
{
    if (!run.logs.empty() || !run.archives.empty() || !run.textLogs.empty() || run.profiles.empty())
        return {};
    QStringList what;
    for (const auto &p : run.profiles) {
        const QString file = QFileInfo(p->path).fileName();
        int calls = 0;
        for (const CompiledRegionTime &r : p->regionTimes)
            calls += r.calls;
        const int launches = static_cast<int>(p->kernels.size());
        const QString kernels = countedText(Tr::tr("%n GPU kernel launch(es)", nullptr, launches), launches);
        const int regions = static_cast<int>(p->regionTimes.size());
        what << (regions == 0
                ? Tr::tr("%1 is a profiler trace (torch.profiler) with %2 and no torch.compile region (no "
                         "\"Torch-Compiled Region\" span)")
                      .arg(file, kernels)
                : Tr::tr("%1 is a profiler trace (torch.profiler): %2 called %3, %4; it holds no compile records")
                      .arg(file, countedText(Tr::tr("%n compiled region(s)", nullptr, regions), regions),
                          countedText(Tr::tr("%n time(s)", nullptr, calls), calls), kernels));
    }
    return what.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString archivesHeadline(const LoadedRun &run)
{
    if (!run.logs.empty() || run.archives.empty())
        return {};
    QStringList what;
    for (const Pt2Archive &a : run.archives) {
        const QString file = QFileInfo(a.path).fileName();
        if (a.kind == Pt2Archive::Kind::ExportedProgram && a.programs.empty()) {
            what << Tr::tr("%1 is an exported program (torch.export) that could not be read: %2")
                        .arg(file, a.problems.value(0));
            continue;
        }
        if (a.kind == Pt2Archive::Kind::ExportedProgram) {
            qsizetype nodes = 0;
            for (const auto &p : a.programs)
                nodes += static_cast<qsizetype>(p->nodes.size());
            what << Tr::tr("%1 is an exported program (torch.export) of %n graph node(s), not a torch.compile run",
                nullptr, static_cast<int>(nodes))
                        .arg(file);
            continue;
        }
        if (a.kind == Pt2Archive::Kind::Unknown)
            what << Tr::tr("%1 is a .pt2 archive of neither known kind (no exported program, no AOTInductor model)")
                        .arg(file);
        else if (a.aotiModels.empty())
            what << Tr::tr("%1 is an AOTInductor package in which no model could be read").arg(file);
        for (const AotiModel &m : a.aotiModels) {
            const int kernels = countKernels(m.code).distinctKernels;
            what << (a.programs.empty()
                    ? Tr::tr("%1 is an AOTInductor package (model %2): %n kernel(s) compiled ahead of time; it "
                             "carries no exported program, so there is no graph to draw",
                        nullptr, kernels)
                          .arg(file, m.name)
                    : Tr::tr("%1 is an AOTInductor package (model %2): %n kernel(s) compiled ahead of time, with "
                             "the exported program they were compiled from",
                        nullptr, kernels)
                          .arg(file, m.name));
        }
    }
    return what.isEmpty() ? QString() : what.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString archivesHint(const LoadedRun &run)
{
    if (archivesHeadline(run).isEmpty())
        return {};
    const bool graphs = std::any_of(
        run.archives.begin(), run.archives.end(), [](const Pt2Archive &a) { return !a.programs.empty(); });
    return graphs ? Tr::tr("Its graph: `compilescope graph FILE --list`; its inputs, outputs and kernels: "
                           "`compilescope summary FILE`.")
                  : Tr::tr("Its kernels, launches and constants: `compilescope summary FILE`, or the window's Kernels "
                           "view.");
}

AutotuneExplorer exploreRunAutotuning(const LoadedRun &run)
{
    return exploreAutotuning(
        run.logs, run.overviews, run.textLogs, autotuneRejections(run.logs, run.overviews, run.textLogs));
}

} // namespace cs
