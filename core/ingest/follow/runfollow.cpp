#include "core/ingest/follow/runfollow.h"

#include "core/ingest/formatprobe.h"
#include "core/ingest/runexplain.h"
#include "core/util/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <numeric>

namespace cs {
namespace {

constexpr auto ScanEvery = std::chrono::seconds(3);
constexpr int ScanDepth = 3;
constexpr qint64 HeadBytes = 64 * 1024;

void listFiles(const QString &dir, int depth, QStringList &out)
{
    for (const QFileInfo &e : QDir(dir).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (e.isDir()) {
            if (depth < ScanDepth && !e.isSymLink())
                listFiles(e.filePath(), depth + 1, out);
        } else {
            out << e.filePath();
        }
    }
}

size_t compileCount(const LoadedRun &run)
{
    return std::accumulate(run.overviews.begin(), run.overviews.end(), size_t(0),
        [](size_t n, const auto &o) { return n + o->compiles.size(); });
}

} // namespace

RunFollow::RunFollow(std::shared_ptr<const LoadedRun> run, std::chrono::milliseconds quietPeriod)
    : m_run(std::move(run))
    , m_quiet(quietPeriod)
{
    for (const QString &path : followable(*m_run))
        m_followers.push_back(std::make_unique<TraceFollower>(path, m_quiet));
    for (const QString &input : m_run->inputs)
        if (QFileInfo(input).isDir())
            m_folders << input;
    for (const auto &f : m_run->files)
        m_known.insert(QFileInfo(f.path).absoluteFilePath());
    for (const auto &log : m_run->logs)
        m_known.insert(QFileInfo(log->source->path()).absoluteFilePath());
    m_lastScan = std::chrono::steady_clock::now();
}

RunFollow::~RunFollow() = default;

QStringList RunFollow::followable(const LoadedRun &run)
{
    QStringList out;
    for (const auto &log : run.logs)
        if (log->source->compression() == ByteSource::Compression::None && QFileInfo(log->source->path()).isFile())
            out << log->source->path();
    return out;
}

bool RunFollow::recentlyModified(const LoadedRun &run, std::chrono::seconds within)
{
    const QDateTime since = QDateTime::currentDateTime().addSecs(-within.count());
    const QStringList files = followable(run);
    return std::any_of(
        files.begin(), files.end(), [&](const QString &f) { return QFileInfo(f).lastModified() >= since; });
}

QStringList RunFollow::files() const
{
    QStringList out;
    for (const auto &f : m_followers)
        out << f->path();
    return out;
}

void RunFollow::scanFolders(std::vector<Event> &events)
{
    const auto now = std::chrono::steady_clock::now();
    if (m_folders.isEmpty() || now - m_lastScan < ScanEvery)
        return;
    m_lastScan = now;
    QStringList files;
    for (const QString &dir : m_folders)
        listFiles(dir, 0, files);
    for (const QString &path : files) {
        const QString key = QFileInfo(path).absoluteFilePath();
        if (m_known.contains(key))
            continue;
        // Opened like every input: a FIFO or a device here is never read (it would block).
        const auto read = readInputHead(path, HeadBytes);
        if (!read || read.value().isEmpty())
            continue; // just created: looked at again at the next scan
        m_known.insert(key);
        const QByteArray &head = read.value();
        if (probeFormat(std::string_view(head.constData(), static_cast<size_t>(head.size())))
            != InputFormat::TorchTrace)
            continue;
        m_followers.push_back(std::make_unique<TraceFollower>(path, m_quiet));
        events.push_back({ path, TraceFollower::Update::Kind::Reloaded, TraceFollower::Update::Reason::First, 0, {} });
    }
}

RunFollow::Update RunFollow::poll()
{
    Update out;
    scanFolders(out.events);
    auto next = std::make_shared<LoadedRun>(*m_run);
    bool changed = false;
    for (auto it = m_followers.begin(); it != m_followers.end();) {
        TraceFollower &f = **it;
        const TraceFollower::Update u = f.poll();
        using Kind = TraceFollower::Update::Kind;
        if (u.kind == Kind::Failed) {
            out.events.push_back({ f.path(), u.kind, u.reason, 0, u.message });
            it = m_followers.erase(it); // keeps what was read; a file gone or compressed is not polled again
            continue;
        }
        ++it;
        if (u.kind == Kind::None)
            continue;
        size_t i = 0;
        while (i < next->logs.size() && next->logs[i]->source->path() != f.path())
            ++i;
        const bool known = i < next->logs.size();
        const size_t before = known ? next->logs[i]->records.size() : 0;
        // The first read of a log the loader read already changes nothing a user sees unless
        // the file grew meanwhile; its records now live in memory the writer cannot truncate.
        const bool first = u.kind == Kind::Reloaded && u.reason == TraceFollower::Update::Reason::First;
        if (u.kind == Kind::Reloaded && (!first || !known))
            out.events.push_back({ f.path(), u.kind, u.reason, u.log->records.size(), {} });
        if (!known) {
            next->logs.push_back(u.log);
            next->overviews.push_back(buildCompileOverview(*u.log));
            next->files.push_back({ f.path(), InputFormat::TorchTrace });
        } else {
            next->logs[i] = u.log;
            next->overviews[i] = buildCompileOverview(*u.log);
        }
        if (u.log->records.size() != before || !first || !known) {
            changed = true;
            out.newRecords += u.log->records.size() > before ? u.log->records.size() - before : 0;
        }
    }
    if (!changed) {
        m_run = std::move(next); // the same records, held in memory now
        return out;
    }
    sortLogsByRank(*next); // as the loader does
    out.newCompiles = static_cast<int>(compileCount(*next)) - static_cast<int>(compileCount(*m_run));
    out.changed = true;
    out.explanation = std::make_shared<const Explanation>(explainLoadedRun(*next));
    m_run = next;
    out.run = std::move(next);
    return out;
}

} // namespace cs
