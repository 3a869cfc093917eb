#include "cli/diffoutcome.h"

#include "core/diff/difftext.h"
#include "core/ingest/runloader.h"
#include "core/ranks/rankformat.h"
#include "core/report/exportsummary.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

// A side's exported program: its first .pt2 program, else the first program a torch.export
// call printed in its trace; `why` says why there is none (a failed export, an archive
// without a program) or stays empty where the side has nothing of torch.export at all.
struct ProgramSide {
    std::shared_ptr<const ExportedProgram> program;
    QString why;
    bool unreadable = false; // a torch.export archive whose program could not be read
};

ProgramSide programOf(const diff::DiffInput &in)
{
    ProgramSide side;
    if (!in.run)
        return side;
    for (const Pt2Archive &archive : in.run->archives) {
        if (!archive.programs.empty())
            return { archive.programs.front(), {} };
        if (archive.kind == Pt2Archive::Kind::ExportedProgram) {
            side.unreadable = true;
            side.why = Tr::tr("the exported program in %1 could not be read").arg(QFileInfo(archive.path).fileName());
        } else if (side.why.isEmpty())
            side.why = Tr::tr("%1 holds no exported program (an AOTInductor package saved without it?)")
                           .arg(QFileInfo(archive.path).fileName());
    }
    for (size_t li = 0; li < in.run->logs.size(); ++li)
        for (const ExportAttempt &e : in.run->overviews[li]->exports) {
            if (auto traced = tracedProgram(*in.run->logs[li], e))
                return { traced, {} };
            if (!e.exported() && side.why.isEmpty())
                side.why = Tr::tr("its torch.export call %1 failed: %2").arg(e.number).arg(e.failure());
        }
    return side;
}

} // namespace

DiffOutcome compareRanksOf(const diff::DiffInput &run, const diff::DiffOptions &options)
{
    DiffOutcome o;
    o.result = diff::diffRanks(run, options);
    o.unreadable = !run.readable() || o.result.readInPartA; // a rank's log read in part: not a complete answer
    if (run.run && run.run->logs.size() > 1)
        o.rankAnalysis = ranks::analyseRanks(*run.run);
    return o;
}

DiffOutcome compareSides(const diff::DiffInput &x, const diff::DiffInput &y, const diff::DiffOptions &options)
{
    DiffOutcome o;
    // An unusable --db is the same failure in every command (README "Exit codes").
    o.unreadable = !x.readable() || !y.readable() || !x.databaseProblem.isEmpty() || !y.databaseProblem.isEmpty();
    o.result = diff::diffRuns(x, y, options);
    // Facts a limit kept out, or a side read only in part: not a complete answer.
    o.unreadable = o.unreadable || o.result.factsOverLimit || o.result.readInPartA || o.result.readInPartB
        || o.result.unreadFactsA > 0 || o.result.unreadFactsB > 0;
    const ProgramSide pa = programOf(x), pb = programOf(y);
    o.unreadable = o.unreadable || pa.unreadable || pb.unreadable;
    o.unreadable = o.unreadable || (pa.program && pa.program->damaged) || (pb.program && pb.program->damaged);
    if (pa.program && pb.program)
        o.exported = diff::diffExportedPrograms(pa.program, pb.program);
    else if (pa.program && !pb.why.isEmpty())
        o.exported = diff::exportOnOneSide(pa.program, true, Tr::tr("B: %1").arg(pb.why));
    else if (pb.program && !pa.why.isEmpty())
        o.exported = diff::exportOnOneSide(pb.program, false, Tr::tr("A: %1").arg(pa.why));
    else if (pa.program || pb.program)
        o.exported = diff::exportOnOneSide(pa.program ? pa.program : pb.program, bool(pa.program),
            Tr::tr("the other side has no torch.export program"));
    if (o.exported && x.run && y.run)
        o.programsOnly = x.run->logs.empty() && y.run->logs.empty(); // nothing else to compare
    if (!x.readable() && !y.readable())
        o.neitherReadable = Tr::tr("diff: neither side could be read: %1; %2").arg(x.problem, y.problem);
    return o;
}

QByteArray diffOutcomeJson(const DiffOutcome &o)
{
    QByteArray bytes = diff::formatDiffJson(o.result);
    if (!o.neitherReadable.isEmpty()) // a document still: both problems are in its notes
        return bytes;
    if (!o.exported && !o.rankAnalysis)
        return bytes;
    QJsonObject doc = QJsonDocument::fromJson(bytes).object();
    if (o.exported)
        doc.insert(QStringLiteral("exported_program"), diff::exportDiffJson(*o.exported));
    if (o.rankAnalysis)
        doc.insert(QStringLiteral("rank_analysis"), ranks::ranksJson(*o.rankAnalysis));
    if (o.changed()) // `changed` is what the exit status says
        doc.insert(QStringLiteral("changed"), true);
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

} // namespace cs::app
