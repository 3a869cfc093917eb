#include "mcp/mcpruns.h"

#include "cli/graphcommand.h"
#include "cli/runcommands.h"
#include "core/fusion/fusionbuilder.h"
#include "core/graph/ddpsplits.h"
#include "core/ingest/runexplain.h"
#include "core/ranks/rankcompare.h"
#include "core/ranks/rankformat.h"
#include "core/report/explainreport.h"
#include "core/report/fusionjson.h"
#include "core/report/summaryjson.h"
#include "mcp/mcpresult.h"

#include <QDateTime>
#include <QFileInfo>

#include <unistd.h>

namespace cs::app::mcp {
namespace {

QString canonical(const QString &path)
{
    const QFileInfo info(path);
    const QString c = info.canonicalFilePath();
    return c.isEmpty() ? info.absoluteFilePath() : c;
}

} // namespace

const QJsonObject &OpenRun::summaryDoc()
{
    if (!summary)
        summary = parsedJson(formatSummaryJson(*run));
    return *summary;
}

void OpenRun::startPrefetch()
{
    if (explaining.valid())
        return;
    const std::shared_ptr<const LoadedRun> r = run;
    explaining
        = std::async(std::launch::async, [r] { return parsedJson(formatExplainJson(explainLoadedRun(*r))); }).share();
    listing = std::async(std::launch::async, [r] { return listGraphs(*r); }).share();
    ranking = std::async(std::launch::async, [r] { return ranks::ranksJson(ranks::analyseRanks(*r)); }).share();
}

const QJsonObject &OpenRun::explainDoc()
{
    startPrefetch();
    return explaining.get();
}

const QList<GraphEntry> &OpenRun::graphEntries()
{
    startPrefetch();
    return listing.get();
}

const QJsonObject &OpenRun::graphsDoc()
{
    if (!graphs)
        graphs = graphListJson(graphEntries(), listDdpSplits(*run, graphEntries()));
    return *graphs;
}

const FusionRun &OpenRun::fusionRun()
{
    if (!fusion)
        fusion = buildFusionRun(*run);
    return *fusion;
}

const QJsonObject &OpenRun::fusionDoc()
{
    if (!fusionAll)
        fusionAll = parsedJson(formatFusionJson(fusionRun()));
    return *fusionAll;
}

const QJsonObject &OpenRun::ranksDoc()
{
    startPrefetch();
    return ranking.get();
}

Result<OpenRun::Evidence> OpenRun::evidenceOf(const QString &path) const
{
    const QString wanted = canonical(path);
    for (const auto &log : run->logs)
        if (log->source && canonical(log->source->path()) == wanted)
            return Evidence { log->source, log.get() };
    bool known = false;
    for (const LoadedRun::Input &f : run->files)
        known = known || canonical(f.path) == wanted;
    for (const auto &t : run->textLogs)
        known = known || canonical(t->path) == wanted;
    // A debug folder's files as it holds them: one that is a link out of its folder is not the run's.
    for (const DebugRun &d : run->debugRuns) {
        const QString root = canonical(d.path) + QLatin1Char('/');
        for (const DebugGraph &g : d.graphs)
            for (const QString &f : g.files)
                known = known || (canonical(g.dir + QLatin1Char('/') + f) == wanted && wanted.startsWith(root));
    }
    if (!known || !QFileInfo(wanted).isFile())
        return Error { QStringLiteral("%1 is not a file this run was read from (open_run lists them; a debug "
                                      "folder's files are those it read)")
                           .arg(path.left(300)) };
    auto bytes = ByteSource::open(wanted);
    if (!bytes)
        return bytes.error();
    return Evidence { bytes.value(), nullptr };
}

Result<std::shared_ptr<OpenRun>> RunCache::open(const QStringList &paths)
{
    // A run is the paths as they are now: a file changed since it was opened (a live log that
    // grew, a log replaced) is read again.
    QStringList key;
    for (const QString &p : paths) {
        const QFileInfo info(canonical(p));
        key << QStringLiteral("%1 %2 %3")
                   .arg(info.absoluteFilePath())
                   .arg(info.size())
                   .arg(info.lastModified().toMSecsSinceEpoch());
    }
    const QString k = key.join(QLatin1Char('\n'));
    for (auto it = m_runs.begin(); it != m_runs.end(); ++it)
        if ((*it)->stamp == k) {
            m_runs.splice(m_runs.begin(), m_runs, it); // most recently used first
            return m_runs.front();
        }
    auto loaded = loadRun(paths);
    if (!loaded)
        return loaded.error();
    auto open = std::make_shared<OpenRun>();
    open->paths = paths;
    open->stamp = k;
    open->run = loaded.value();
    m_runs.push_front(open);
    // At most `capacity` runs, and no more of them than half the machine's memory holds (a 1 GB
    // log keeps about 1 GB): the least recently used are closed first; the newest always stays.
    const auto bytes = [](const OpenRun &r) {
        uint64_t n = 0;
        for (const auto &log : r.run->logs)
            n += log->source ? log->source->size() : 0;
        return n;
    };
    const uint64_t memory = uint64_t(sysconf(_SC_PHYS_PAGES)) * uint64_t(sysconf(_SC_PAGE_SIZE));
    uint64_t held = 0;
    for (const auto &r : m_runs)
        held += bytes(*r);
    while (m_runs.size() > 1 && (int(m_runs.size()) > m_capacity || held > memory / 2)) {
        held -= bytes(*m_runs.back());
        m_runs.pop_back();
    }
    return open;
}

void RunCache::prefetch()
{
    for (auto &open : m_runs)
        open->startPrefetch();
}

} // namespace cs::app::mcp
