#include "core/ingest/runexplain.h"

#include "core/analysis/kernelcounts.h"
#include "core/analysis/textlogfindings.h"

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
    addTextLogFindings(run.textLogs, e); // a run given only as TORCH_LOGS text
    return e;
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

} // namespace cs
