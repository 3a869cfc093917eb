#include "core/ingest/runloader.h"

#include "core/analysis/outputcode.h"
#include "core/ingest/chrome/chrometracereader.h"
#include "core/ingest/debugdir/debugdirreader.h"
#include "core/ingest/pt2/pt2reader.h"
#include "core/ingest/torchlogs/fusionlogreader.h"
#include "core/ingest/torchlogs/torchlogsreader.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cs {
namespace {

constexpr int MaxDepth = 4;
constexpr int MaxFiles = 20000;
constexpr size_t HeadBytes = 64 * 1024;

Diagnostic note(const QString &file, const QString &message, Diagnostic::Severity s = Diagnostic::Severity::Note)
{
    return { s, file, 0, -1, message, {} };
}

struct Walk {
    QStringList files;
    QStringList debugRuns;
    int skippedDeep = 0; // unknown files below the top level, noted once
};

void walk(const QString &dir, int depth, Walk &w)
{
    if (DebugDirReader::isRunFolder(dir)) {
        w.debugRuns << dir;
        return;
    }
    const QDir d(dir);
    for (const QFileInfo &e :
        d.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Readable, QDir::Name)) {
        if (w.files.size() >= MaxFiles)
            return;
        if (e.isDir()) {
            if (depth < MaxDepth && !e.isSymLink())
                walk(e.filePath(), depth + 1, w);
        } else {
            w.files << e.filePath();
        }
    }
}

class Loader {
public:
    Loader(const TraceReadOptions &options)
        : m_options(options)
        , m_run(std::make_shared<LoadedRun>())
    {
    }

    Result<std::shared_ptr<const LoadedRun>> load(const QStringList &paths);

private:
    void loadFile(const QString &path, bool topLevel, int &skippedDeep);
    Status loadTrace(std::shared_ptr<const ByteSource> source);

    const TraceReadOptions &m_options;
    std::shared_ptr<LoadedRun> m_run;
};

Result<std::shared_ptr<const LoadedRun>> Loader::load(const QStringList &paths)
{
    m_run->inputs = paths;
    int skippedDeep = 0;
    for (const QString &p : paths) {
        const QFileInfo fi(p);
        if (!fi.exists())
            return Error { QStringLiteral("no such file or folder"), p };
        if (!fi.isDir()) {
            loadFile(fi.filePath(), true, skippedDeep);
            continue;
        }
        Walk w;
        walk(fi.filePath(), 0, w);
        for (const QString &run : w.debugRuns) {
            m_run->debugRuns.push_back(DebugDirReader::read(run));
            m_run->files.push_back({ run, InputFormat::DebugRun });
        }
        for (const QString &f : w.files) {
            if (m_options.cancel && m_options.cancel->load())
                return Error { QStringLiteral("cancelled"), p };
            loadFile(f, QFileInfo(f).absolutePath() == fi.absoluteFilePath(), skippedDeep);
        }
    }
    if (skippedDeep > 0)
        m_run->notes.push_back(note(paths.join(QStringLiteral(", ")),
            QStringLiteral("%1 other file(s) in subfolders are not PyTorch outputs and were ignored")
                .arg(skippedDeep)));
    if (m_options.cancel && m_options.cancel->load())
        return Error { QStringLiteral("cancelled"), paths.join(QStringLiteral(", ")) };
    const bool empty = m_run->logs.empty() && m_run->textLogs.empty() && m_run->fusionLogs.empty()
        && m_run->outputCodes.empty() && m_run->profiles.empty() && m_run->archives.empty() && m_run->debugRuns.empty();
    if (empty) {
        QString why = QStringLiteral("nothing CompileScope reads was found (formats are recognised by content)");
        for (const Diagnostic &d : m_run->notes)
            if (d.severity != Diagnostic::Severity::Note) {
                why = d.message;
                return Error { why, d.file };
            }
        return Error { why, paths.join(QStringLiteral(", ")) };
    }
    sortLogsByRank(*m_run);
    return std::shared_ptr<const LoadedRun>(std::move(m_run));
}

Status Loader::loadTrace(std::shared_ptr<const ByteSource> source)
{
    auto log = TraceReader::read(std::move(source), m_options);
    if (!log)
        return log.error();
    m_run->overviews.push_back(buildCompileOverview(*log.value()));
    m_run->logs.push_back(std::move(log).value());
    return Ok {};
}

void Loader::loadFile(const QString &path, bool topLevel, int &skippedDeep)
{
    auto src = ByteSource::open(path);
    if (!src) {
        m_run->notes.push_back(note(path, src.error().message, Diagnostic::Severity::Warning));
        return;
    }
    const ByteSource &bytes = *src.value();
    const InputFormat format = probeFormat(bytes.view().substr(0, HeadBytes));
    Status status = Ok {};
    switch (format) {
    case InputFormat::TorchTrace:
        status = loadTrace(src.value());
        break;
    case InputFormat::TorchLogs:
        m_run->textLogs.push_back(TorchLogsReader::read(bytes));
        if (bytes.view().find("[__fusion]") != std::string_view::npos
            || bytes.view().find("[__ir_p") != std::string_view::npos)
            m_run->fusionLogs.push_back(FusionLogReader::read(bytes));
        break;
    case InputFormat::OutputCode:
        m_run->outputCodes.push_back(parseOutputCode(bytes.view(), path));
        break;
    case InputFormat::ChromeTrace: {
        auto trace = ChromeTraceReader::read(bytes);
        if (trace)
            m_run->profiles.push_back(trace.value());
        else
            status = trace.error();
        break;
    }
    case InputFormat::Pt2Archive: {
        auto archive = Pt2Reader::read(path);
        if (archive)
            m_run->archives.push_back(archive.value());
        else
            status = archive.error();
        break;
    }
    case InputFormat::DebugRun: // folders only, never a probed file
    case InputFormat::Unknown:
        if (FusionLogReader::probe(bytes.view().substr(0, HeadBytes))) { // an older fusion log
            m_run->fusionLogs.push_back(FusionLogReader::read(bytes));
            m_run->files.push_back({ path, InputFormat::TorchLogs });
            return;
        }
        if (topLevel)
            m_run->notes.push_back(note(path, QStringLiteral("not a PyTorch output CompileScope reads, ignored")));
        else
            ++skippedDeep;
        return;
    }
    if (!status) {
        m_run->notes.push_back(note(path, status.error().message, Diagnostic::Severity::Warning));
        return;
    }
    m_run->files.push_back({ path, format });
}

} // namespace

void sortLogsByRank(LoadedRun &run)
{
    std::vector<size_t> order(run.logs.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(
        order.begin(), order.end(), [&](size_t a, size_t b) { return run.logs[a]->rank < run.logs[b]->rank; });
    decltype(run.logs) logs;
    decltype(run.overviews) overviews;
    for (size_t i : order) {
        logs.push_back(run.logs[i]);
        overviews.push_back(run.overviews[i]);
    }
    run.logs = std::move(logs);
    run.overviews = std::move(overviews);
}

size_t LoadedRun::diagnosticCount() const
{
    size_t n = notes.size();
    for (const auto &l : logs)
        n += l->diagnostics.size();
    for (const auto &t : textLogs)
        n += t->diagnostics.size();
    for (const auto &f : fusionLogs)
        n += f->diagnostics.size();
    return n;
}

Result<std::shared_ptr<const LoadedRun>> loadRun(const QStringList &paths, const TraceReadOptions &options)
{
    Loader loader(options);
    return loader.load(paths);
}

} // namespace cs
