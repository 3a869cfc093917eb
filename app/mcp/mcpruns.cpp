#include "mcp/mcpruns.h"

#include "cli/graphcommand.h"
#include "cli/runcommands.h"
#include "core/fusion/fusionbuilder.h"
#include "core/graph/ddpsplits.h"
#include "core/ranks/rankcompare.h"
#include "core/ranks/rankformat.h"
#include "core/report/explainreport.h"
#include "core/report/summaryjson.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace cs::app::mcp {
namespace {

QJsonObject parsed(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

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
        summary = parsed(formatSummaryJson(*run));
    return *summary;
}

void OpenRun::startPrefetch()
{
    if (explaining.valid())
        return;
    const std::shared_ptr<const LoadedRun> r = run;
    explaining = std::async(std::launch::async, [r] { return parsed(formatExplainJson(explanationOf(*r))); }).share();
    listing = std::async(std::launch::async, [r] { return listGraphs(*r); }).share();
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

const QJsonObject &OpenRun::ranksDoc()
{
    if (!ranks)
        ranks = ranks::ranksJson(ranks::analyseRanks(*run));
    return *ranks;
}

bool OpenRun::holdsFile(const QString &path) const
{
    const QString wanted = canonical(path);
    for (const LoadedRun::Input &f : run->files)
        if (canonical(f.path) == wanted)
            return true;
    return false;
}

Result<std::shared_ptr<OpenRun>> RunCache::open(const QStringList &paths)
{
    QStringList key;
    for (const QString &p : paths)
        key << canonical(p);
    const QString k = key.join(QLatin1Char('\n'));
    for (auto it = m_runs.begin(); it != m_runs.end(); ++it)
        if (it->first == k) {
            m_runs.splice(m_runs.begin(), m_runs, it); // most recently used first
            return m_runs.front().second;
        }
    auto loaded = loadRun(paths);
    if (!loaded)
        return loaded.error();
    auto open = std::make_shared<OpenRun>();
    open->paths = paths;
    open->run = loaded.value();
    m_runs.emplace_front(k, open);
    while (int(m_runs.size()) > m_capacity)
        m_runs.pop_back();
    return open;
}

void RunCache::prefetch()
{
    for (auto &[key, open] : m_runs)
        open->startPrefetch();
}

} // namespace cs::app::mcp
