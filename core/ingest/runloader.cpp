#include "core/ingest/runloader.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cs {

size_t LoadedRun::diagnosticCount() const
{
    size_t n = notes.size();
    for (const auto &l : logs)
        n += l->diagnostics.size();
    return n;
}

Result<std::shared_ptr<const LoadedRun>> loadRun(const QStringList &paths, const TraceReadOptions &options)
{
    auto run = std::make_shared<LoadedRun>();
    run->inputs = paths;
    QStringList files;
    for (const QString &p : paths) {
        const QFileInfo fi(p);
        if (!fi.exists())
            return Error { QStringLiteral("no such file or folder"), p };
        if (fi.isDir()) {
            const auto entries = QDir(p).entryInfoList(QDir::Files | QDir::Readable, QDir::Name);
            for (const QFileInfo &e : entries)
                files << e.filePath();
        } else {
            files << fi.filePath();
        }
    }
    QList<QString> traceFiles;
    for (const QString &f : files) {
        auto head = readHead(f, 4096);
        if (!head) {
            run->notes.push_back({ Diagnostic::Severity::Warning, f, 0, -1, head.error().message, {} });
            continue;
        }
        if (TraceReader::probe(head.value()))
            traceFiles << f;
        else
            run->notes.push_back(
                { Diagnostic::Severity::Note, f, 0, -1, QStringLiteral("not a TORCH_TRACE log, ignored"), {} });
    }
    if (traceFiles.isEmpty())
        return Error { paths.size() == 1
                ? QStringLiteral("no TORCH_TRACE log found (the format is recognised by content)")
                : QStringLiteral("none of the inputs is a TORCH_TRACE log"),
            paths.join(QStringLiteral(", ")) };
    for (const QString &f : traceFiles) {
        auto log = TraceReader::read(f, options);
        if (!log)
            return log.error();
        run->overviews.push_back(buildCompileOverview(*log.value()));
        run->logs.push_back(std::move(log).value());
    }
    // Ranks in order; single-process logs keep their file order.
    std::vector<size_t> order(run->logs.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(
        order.begin(), order.end(), [&](size_t a, size_t b) { return run->logs[a]->rank < run->logs[b]->rank; });
    auto sorted = std::make_shared<LoadedRun>();
    sorted->inputs = run->inputs;
    sorted->notes = run->notes;
    for (size_t i : order) {
        sorted->logs.push_back(run->logs[i]);
        sorted->overviews.push_back(run->overviews[i]);
    }
    return std::shared_ptr<const LoadedRun>(std::move(sorted));
}

} // namespace cs
