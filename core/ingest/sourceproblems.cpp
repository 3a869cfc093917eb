#include "core/ingest/sourceproblems.h"

namespace cs {

void appendSourceProblems(const ByteSource &source, int64_t lastLine, std::vector<Diagnostic> &out)
{
    using K = ByteSource::Problem::Kind;
    bool changedReported = false;
    for (const ByteSource::Problem &p : source.problems()) {
        const auto severity = p.kind == K::TrailingBytes ? Diagnostic::Severity::Note : Diagnostic::Severity::Warning;
        out.push_back({ severity, source.path(), lastLine, static_cast<int64_t>(p.offset), p.message, {} });
        changedReported |= p.kind == K::Changed;
    }
    if (!changedReported && !source.checkUnchanged())
        out.push_back({ Diagnostic::Severity::Warning, source.path(), lastLine, -1,
            QStringLiteral("the file changed while it was read (truncated or rewritten by another process): what "
                           "loaded may be incomplete; open it again for the new content"),
            {} });
}

} // namespace cs
