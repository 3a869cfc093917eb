#include "core/ingest/runloader.h"

#include "core/analysis/outputcode.h"
#include "core/ingest/chrome/chrometracereader.h"
#include "core/ingest/debugdir/debugdirreader.h"
#include "core/ingest/folderwalk.h"
#include "core/ingest/kernelcachefiles.h"
#include "core/ingest/pt2/pt2reader.h"
#include "core/ingest/sourceproblems.h"
#include "core/ingest/torchlogs/fusionlogreader.h"
#include "core/ingest/torchlogs/torchlogsreader.h"
#include "core/util/parallel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <mutex>

namespace cs {
namespace {

// What the loader says about the inputs is shown to people (the Diagnostics dock, `summary`),
// in their language; JSON output loads no translation, so it stays English.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::RunLoader)
};

constexpr size_t HeadBytes = 64 * 1024;

Diagnostic note(const QString &file, const QString &message, Diagnostic::Severity s = Diagnostic::Severity::Note)
{
    return { s, file, 0, -1, message, {} };
}

// The files `compilescope record` writes beside PyTorch's (core/run/MANIFEST_JSON.md): its
// manifest.json, and the command's stdout.txt in a folder that has one. Known, so never
// reported as inputs this tool does not read.
bool isRecorderFile(const QString &path, std::string_view head)
{
    const QFileInfo fi(path);
    if (fi.fileName() == QLatin1String("manifest.json"))
        return head.find("\"compilescope.run/") != std::string_view::npos;
    if (fi.fileName() != QLatin1String("stdout.txt"))
        return false;
    QFile manifest(fi.absolutePath() + QStringLiteral("/manifest.json"));
    if (!QFileInfo(manifest.fileName()).isFile() || !manifest.open(QIODevice::ReadOnly))
        return false;
    return manifest.read(64 * 1024).contains("\"compilescope.run/");
}

// The container a file is packed in, where CompileScope does not unpack it ("" otherwise): a
// tarball or an xz/bzip2/7z file holding logs should be unpacked, not called "no PyTorch output".
QString packedAs(std::string_view head)
{
    if (head.starts_with("\xFD"
                         "7zXZ"))
        return QStringLiteral("xz");
    if (head.starts_with("BZh"))
        return QStringLiteral("bzip2");
    if (head.starts_with("7z\xBC\xAF\x27\x1C"))
        return QStringLiteral("7z");
    if (head.size() >= 262 && head.substr(257, 5) == "ustar")
        return QStringLiteral("tar");
    return {};
}

// A folder `compilescope ab` wrote: its ab-runs.json is an A/B record (recognised by content).
bool isAbFolder(const QString &dir)
{
    QFile f(dir + QStringLiteral("/ab-runs.json"));
    if (!QFileInfo(f.fileName()).isFile() || !f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(64 * 1024);
    return probeFormat(std::string_view(head.constData(), static_cast<size_t>(head.size()))) == InputFormat::AbRecord;
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
    void loadFile(const QString &path, bool topLevel, QStringList &skippedDeep);
    void loadTraces();
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }

    const TraceReadOptions &m_options;
    std::shared_ptr<LoadedRun> m_run;
    // Trace logs found by the walk, read together at its end (several at once: ranks).
    struct PendingTrace {
        QString path;
        size_t file; // its entry in m_run->files
    };
    std::vector<PendingTrace> m_traces;
    int m_cacheFiles = 0; // files of kernel caches met on the walk
    int m_unreadCacheFiles = 0; // other files of Inductor's cache
};

Result<std::shared_ptr<const LoadedRun>> Loader::load(const QStringList &paths)
{
    m_run->inputs = paths;
    QStringList skippedDeep; // files in subfolders that are no PyTorch output, named in one note
    for (const QString &p : paths) {
        const QFileInfo fi(p);
        if (!fi.exists() && !fi.isSymLink()) {
            // One bad path among several: the others still open.
            m_run->notes.push_back(note(p, Tr::tr("no such file or folder"), Diagnostic::Severity::Warning));
            continue;
        }
        if (!fi.isDir()) {
            loadFile(fi.filePath(), true, skippedDeep);
            continue;
        }
        if (isAbFolder(fi.filePath())) {
            // Its runs/*/stderr.txt would read as TORCH_LOGS text of a run that compiled nothing.
            const QString why = Tr::tr("an A/B folder (compilescope ab): open it in the window, or run `compilescope "
                                       "ab --analyse` on it; its processes' own output is in its runs/ folder");
            if (paths.size() == 1)
                return Error { why, p };
            m_run->notes.push_back(note(p, why, Diagnostic::Severity::Warning));
            continue;
        }
        const FolderWalk w = FolderWalk::walk(fi.filePath());
        m_run->notes.insert(m_run->notes.end(), w.problems.begin(), w.problems.end());
        for (const QString &run : w.debugRuns) {
            m_run->debugRuns.push_back(DebugDirReader::read(run));
            m_run->files.push_back({ run, InputFormat::DebugRun });
        }
        for (const QString &f : w.files) {
            if (cancelled())
                return Error { QStringLiteral("cancelled"), p };
            loadFile(f, QFileInfo(f).absolutePath() == fi.absoluteFilePath(), skippedDeep);
        }
    }
    loadTraces();
    if (!skippedDeep.isEmpty()) {
        // Named (the first few): "some file was ignored" sends the user looking for it.
        constexpr qsizetype Named = 5;
        QString names = skippedDeep.mid(0, Named).join(QStringLiteral(", "));
        if (skippedDeep.size() > Named)
            names += Tr::tr(" and %n more", nullptr, static_cast<int>(skippedDeep.size() - Named));
        m_run->notes.push_back(note(paths.join(QStringLiteral(", ")),
            Tr::tr("%n other file(s) in subfolders are of kinds CompileScope does not read and were ignored: %1",
                nullptr, static_cast<int>(skippedDeep.size()))
                .arg(names)));
    }
    if (m_cacheFiles > 0)
        m_run->notes.push_back(note(paths.join(QStringLiteral(", ")),
            Tr::tr("%n file(s) of kernel caches (Inductor's kernel modules and autotune records, Triton's IR and "
                   "binaries): read when a kernel's code or time is asked for (`compilescope code`, `profile`, the "
                   "Kernels view)",
                nullptr, m_cacheFiles)));
    if (m_unreadCacheFiles > 0)
        m_run->notes.push_back(note(paths.join(QStringLiteral(", ")),
            Tr::tr("%n file(s) of Inductor's caches CompileScope does not read: the FX graph cache's entries and the "
                   "debug copies beside kernel modules",
                nullptr, m_unreadCacheFiles)));
    if (cancelled())
        return Error { QStringLiteral("cancelled"), paths.join(QStringLiteral(", ")) };
    const bool empty = m_run->logs.empty() && m_run->textLogs.empty() && m_run->fusionLogs.empty()
        && m_run->outputCodes.empty() && m_run->profiles.empty() && m_run->archives.empty() && m_run->debugRuns.empty();
    if (empty) {
        for (const Diagnostic &d : m_run->notes)
            if (d.severity != Diagnostic::Severity::Note)
                return Error { d.message, d.file };
        return Error { QStringLiteral("nothing CompileScope reads was found (formats are recognised by content)"),
            paths.join(QStringLiteral(", ")) };
    }
    sortLogsByRank(*m_run);
    return std::shared_ptr<const LoadedRun>(std::move(m_run));
}

void Loader::loadTraces()
{
    const size_t n = m_traces.size();
    if (n == 0 || cancelled())
        return;
    struct Loaded {
        std::shared_ptr<const TraceLog> log;
        std::shared_ptr<const CompileOverview> overview;
        QString problem;
    };
    std::vector<Loaded> loaded(n);
    // Progress of all logs together: each reader reports its own bytes; the sum goes out under
    // a lock (the caller's callback need not be thread-safe). Sizes on disk stand in for the
    // logs not yet opened.
    std::mutex progressLock;
    std::vector<uint64_t> done(n, 0), total(n, 0);
    for (size_t i = 0; i < n; ++i)
        total[i] = static_cast<uint64_t>(std::max<qint64>(0, QFileInfo(m_traces[i].path).size()));
    parallelFor(
        n,
        [&](size_t i) {
            TraceReadOptions options = m_options;
            // The cores not taken by other logs index this one in parts.
            if (options.indexThreads == 0)
                options.indexThreads = std::max(1u, usableCores() / static_cast<unsigned>(n));
            if (m_options.progress)
                options.progress = [&, i](uint64_t d, uint64_t t) {
                    std::lock_guard lock(progressLock);
                    done[i] = d;
                    total[i] = t;
                    uint64_t sumDone = 0, sumTotal = 0;
                    for (size_t k = 0; k < n; ++k) {
                        sumDone += done[k];
                        sumTotal += total[k];
                    }
                    m_options.progress(sumDone, sumTotal);
                };
            if (cancelled())
                return;
            auto src = ByteSource::open(m_traces[i].path, m_options.limits);
            if (!src) {
                loaded[i].problem = src.error().message;
                return;
            }
            auto log = TraceReader::read(std::move(src).value(), options);
            if (!log) {
                loaded[i].problem = log.error().message;
                return;
            }
            loaded[i].overview = buildCompileOverview(*log.value());
            loaded[i].log = std::move(log).value();
        },
        m_options.parallelLogs);
    std::vector<bool> failed(m_run->files.size(), false);
    for (size_t i = 0; i < n; ++i) {
        if (loaded[i].log) {
            m_run->overviews.push_back(std::move(loaded[i].overview));
            m_run->logs.push_back(std::move(loaded[i].log));
        } else {
            failed[m_traces[i].file] = true;
            if (!cancelled())
                m_run->notes.push_back(note(m_traces[i].path, loaded[i].problem, Diagnostic::Severity::Warning));
        }
    }
    std::vector<LoadedRun::Input> files;
    for (size_t f = 0; f < m_run->files.size(); ++f)
        if (!failed[f])
            files.push_back(m_run->files[f]);
    m_run->files = std::move(files);
    m_traces.clear();
}

void Loader::loadFile(const QString &path, bool topLevel, QStringList &skippedDeep)
{
    // A compressed file is first decoded only as far as its head: one that is no PyTorch
    // output (or a bomb of zeros) costs 64 KiB, never its full expansion.
    auto src = ByteSource::open(path, m_options.limits, HeadBytes);
    if (!src) {
        m_run->notes.push_back(note(path, src.error().message, Diagnostic::Severity::Warning));
        return;
    }
    const std::string_view head = src.value()->view().substr(0, HeadBytes);
    const InputFormat format = probeFormat(head);
    const bool olderFusionLog = format == InputFormat::Unknown && FusionLogReader::probe(head);
    if (format == InputFormat::AbRecord) {
        if (topLevel)
            m_run->notes.push_back(note(path,
                Tr::tr("an A/B record (compilescope ab): open its folder in the window, or run `compilescope ab "
                       "--analyse` on it")));
        return;
    }
    if ((format == InputFormat::Unknown && !olderFusionLog)
        || format == InputFormat::DebugRun) { // DebugRun: folders only
        if (isRecorderFile(path, head))
            return; // a recorded run's own manifest and output: read with the run, nothing to say
        // A compressed file cut before its first block decodes: nothing to recognise, and why.
        if (head.empty() && !src.value()->problems().empty()) {
            m_run->notes.push_back(note(path, src.value()->problems().front().message, Diagnostic::Severity::Warning));
            return;
        }
        if (head.empty() && topLevel) { // said as what it is, not as a kind of file
            m_run->notes.push_back(note(path,
                QFileInfo(path).size() > 0 ? Tr::tr("the file decompresses to nothing (an empty stream)")
                                           : Tr::tr("the file is empty (0 bytes)"),
                Diagnostic::Severity::Warning));
            return;
        }
        const QString packed = packedAs(head);
        if (topLevel && !packed.isEmpty())
            m_run->notes.push_back(note(path,
                Tr::tr("packed (%1), and archives are not unpacked here: unpack it (for example `tar xf FILE`) and "
                       "open what it holds")
                    .arg(packed),
                Diagnostic::Severity::Warning));
        else if (isKernelCacheFile(path))
            ++m_cacheFiles; // read when a kernel's code or time is asked for, said once below
        else if (isUnreadCacheFile(path))
            ++m_unreadCacheFiles; // said once below, as what they are
        else if (topLevel)
            m_run->notes.push_back(note(path, Tr::tr("a kind of file CompileScope does not read, ignored")));
        else
            skippedDeep << QDir::toNativeSeparators(path);
        return;
    }
    if (format == InputFormat::TorchTrace) { // read with the other logs at the end of the walk
        m_traces.push_back({ path, m_run->files.size() });
        m_run->files.push_back({ path, format });
        return;
    }
    if (format != InputFormat::Pt2Archive && !src.value()->whole()) {
        src = ByteSource::open(path, m_options.limits);
        if (!src) {
            m_run->notes.push_back(note(path, src.error().message, Diagnostic::Severity::Warning));
            return;
        }
    }
    const ByteSource &bytes = *src.value();
    Status status = Ok {};
    switch (format) {
    case InputFormat::TorchTrace: // loadTraces()
        break;
    case InputFormat::TorchLogs:
        m_run->textLogs.push_back(TorchLogsReader::read(bytes)); // reports the source's problems itself
        if (bytes.view().find("[__fusion]") != std::string_view::npos
            || bytes.view().find("[__ir_p") != std::string_view::npos)
            m_run->fusionLogs.push_back(FusionLogReader::read(bytes));
        break;
    case InputFormat::OutputCode:
        m_run->outputCodes.push_back(parseOutputCode(bytes.view(), path));
        appendSourceProblems(bytes, 0, m_run->notes);
        break;
    case InputFormat::ChromeTrace: {
        auto trace = ChromeTraceReader::read(bytes);
        if (trace)
            m_run->profiles.push_back(trace.value());
        else
            status = trace.error();
        appendSourceProblems(bytes, 0, m_run->notes);
        break;
    }
    case InputFormat::Pt2Archive: {
        auto archive = Pt2Reader::read(path, m_options.limits);
        if (archive) {
            for (const QString &problem : archive.value().problems)
                m_run->notes.push_back(note(path, problem, Diagnostic::Severity::Warning));
            m_run->archives.push_back(archive.value());
        } else
            status = archive.error();
        break;
    }
    case InputFormat::DebugRun:
    case InputFormat::AbRecord:
    case InputFormat::Unknown:
        if (olderFusionLog) {
            m_run->fusionLogs.push_back(FusionLogReader::read(bytes));
            appendSourceProblems(bytes, 0, m_run->notes);
            m_run->files.push_back({ path, InputFormat::TorchLogs });
        }
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
