#include "core/analysis/inferredbreaks.h"

#include "core/analysis/compileoverview.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(InferredBreaks)
};

} // namespace

void inferGraphBreaksFromResumes(CompileOverview &ov)
{
    if (!ov.graphBreaks.empty())
        return;
    // torch 2.5+ records every break: a log of it without one is cut or filtered, not silent on breaks.
    static const QRegularExpression version(QStringLiteral(R"(^(\d+)\.(\d+))"));
    if (const auto v = version.match(ov.torchVersion); v.hasMatch()
        && (v.captured(1).toInt() > 2 || (v.captured(1).toInt() == 2 && v.captured(2).toInt() >= 5)))
        return;
    static const QRegularExpression resume(QStringLiteral(R"(^torch_dynamo_resume_in_(.+)_at_(\d+)$)"));
    for (size_t i = 0; i < ov.compiles.size(); ++i) {
        const CompileSummary &r = ov.compiles[i];
        const auto m = resume.match(r.function);
        if (!m.hasMatch() || r.id.frameCompile != 0 || r.records.empty())
            continue;
        const QString of = m.captured(1);
        const QString resumePrefix = QStringLiteral("torch_dynamo_resume_in_%1_at_").arg(of);
        // The compile of `fn` (or of an earlier part of it) that ran last before the resume's.
        size_t broke = SIZE_MAX;
        for (size_t j = 0; j < ov.compiles.size(); ++j) {
            const CompileSummary &c = ov.compiles[j];
            if (j == i || c.records.empty() || c.records.front() > r.records.front())
                continue;
            if ((c.function == of || c.function.startsWith(resumePrefix)) && c.file == r.file
                && (broke == SIZE_MAX || c.records.front() > ov.compiles[broke].records.front()))
                broke = j;
        }
        if (broke == SIZE_MAX)
            continue;
        CompileSummary &c = ov.compiles[broke];
        GraphBreakRecord g;
        g.compile = broke;
        g.record = r.records.front();
        g.inferred = true;
        g.info.file = r.file;
        g.info.line = m.captured(2).toInt();
        for (QString reason : c.restartReasons) {
            reason = reason.trimmed();
            if (reason.size() > 1 && reason.startsWith(u'\'') && reason.endsWith(u'\''))
                reason = reason.mid(1, reason.size() - 2);
            if (!reason.isEmpty()) {
                g.info.reason = reason;
                break;
            }
        }
        if (g.info.reason.isEmpty())
            g.info.reason = Tr::tr("graph break (this torch does not record the reason)");
        g.info.explanation = Tr::tr("This torch writes no graph-break record: the break is known from the resume "
                                    "function %1 that Dynamo compiled after it (compile %2).")
                                 .arg(r.function, r.id.toString());
        ++c.graphBreaks;
        ov.graphBreaks.push_back(std::move(g));
    }
    std::stable_sort(ov.graphBreaks.begin(), ov.graphBreaks.end(),
        [](const GraphBreakRecord &a, const GraphBreakRecord &b) { return a.record < b.record; });
}

} // namespace cs
