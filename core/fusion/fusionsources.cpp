#include "core/fusion/fusionsources.h"

#include "core/fusion/fusionkernels.h"
#include "core/ingest/debugdir/schedulerirreader.h"
#include "core/ingest/runloader.h"
#include "core/model/compileid.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace cs {

QString DebugSource::path(const QString &file) const
{
    return graph->dir + u'/' + file;
}

std::string DebugSource::text(const QString &file) const
{
    if (!graph->files.contains(file))
        return {};
    QFile f(path(file));
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

QString DebugSource::wrapperFile() const
{
    for (const QString &f : { QStringLiteral("output_code.py"), QStringLiteral("output_code.cpp") })
        if (graph->files.contains(f))
            return f;
    return {};
}

std::shared_ptr<const SchedulerIr> DebugSource::ir(const QString &file, std::shared_ptr<const SchedulerIr> &cache) const
{
    bool &read = file.contains(QLatin1String("pre")) ? m_preRead : m_postRead;
    if (!read) {
        read = true;
        if (graph->files.contains(file))
            if (auto ir = SchedulerIrReader::read(path(file)))
                cache = std::make_shared<const SchedulerIr>(std::move(ir).value());
    }
    return cache;
}

void splitAotName(const QString &name, QString &aotId, QString &part)
{
    static const QRegularExpression graph(
        QStringLiteral(R"(^model__(\d*)_?(forward|backward|inference)?(?:_\d+)?(?:\.\d+)?$)"));
    static const QRegularExpression aot(QStringLiteral(R"(^(.*?)_(forward|backward|inference)$)"));
    if (const auto m = graph.match(name); m.hasMatch()) {
        aotId = m.captured(1);
        part = m.captured(2);
    } else if (const auto a = aot.match(name); a.hasMatch()) {
        aotId = a.captured(1);
        part = a.captured(2);
    } else {
        aotId = name;
        part.clear();
    }
}

QString compileKey(const QString &logCompileId)
{
    const auto id = CompileId::parse(logCompileId);
    return id ? id->withoutAttempt().toString() : logCompileId;
}

std::string TraceCode::code() const
{
    return log ? log->payload(log->records[record]) : std::string();
}

QHash<QString, QStringList> TraceCode::provenance() const
{
    if (!log || provenanceRecord < 0)
        return {};
    return provenanceCodeToPost(log->payload(log->records[size_t(provenanceRecord)]));
}

namespace {

bool isWrapperRecord(const TraceLog &log, const TraceRecord &r, const std::string &kind)
{
    return kind == "inductor_output_code" || kind == "artifact:inductor_output_code"
        || (kind == "graph_dump" && log.metadata(r).find("\"inductor_aot_wrapper_code\"") != std::string_view::npos);
}

// Provenance after a wrapper: the current artifact, else the older `inductor_triton_kernel_to_post_grad_nodes`.
int provenanceRank(const std::string &kind)
{
    return kind == "artifact:inductor_provenance_tracking_node_mappings" ? 2
        : kind == "artifact:inductor_triton_kernel_to_post_grad_nodes"   ? 1
                                                                         : 0;
}

void addCode(std::vector<TraceCode> &out, const TraceLog &log, uint32_t ri, const QString &compileId)
{
    const TraceRecord &r = log.records[ri];
    TraceCode t;
    t.compileId = compileId;
    t.rank = log.rank;
    t.log = &log;
    t.record = ri;
    t.origin = QStringLiteral("%1:%2").arg(log.source->path()).arg(r.line);
    // The first payload line: `<TAB># AOT ID: ['0_forward']` (Python wrappers only).
    const std::string_view head = log.source->slice(r.payloadBegin, std::min(r.payloadEnd, r.payloadBegin + 200));
    static const std::string_view marker = "# AOT ID: ['";
    if (const size_t at = head.find(marker); at != std::string_view::npos) {
        const size_t end = head.find('\'', at + marker.size());
        splitAotName(QString::fromUtf8(head.substr(at + marker.size(), end - at - marker.size())), t.aotId, t.part);
    }
    out.push_back(std::move(t));
}

// Wrappers and the provenance record after each, among `records` (one compile, or the
// records of export / AOTInductor compiles, which carry no compile id).
template <typename Records>
void collect(std::vector<TraceCode> &out, const TraceLog &log, const Records &records, const QString &compileId)
{
    int open = -1, rank = 0;
    for (uint32_t ri : records) {
        const std::string kind = log.kindName(log.records[ri]);
        if (isWrapperRecord(log, log.records[ri], kind)) {
            addCode(out, log, ri, compileId);
            open = static_cast<int>(out.size() - 1);
            rank = 0;
        } else if (const int p = provenanceRank(kind); open >= 0 && p > rank) {
            out[size_t(open)].provenanceRecord = static_cast<int>(ri);
            rank = p;
        }
    }
}

} // namespace

std::vector<TraceCode> traceCodes(const LoadedRun &run)
{
    std::vector<TraceCode> out;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const TraceLog &log = *run.logs[li];
        for (const CompileSummary &c : run.overviews[li]->compiles)
            collect(out, log, c.records, c.id.toString());
        std::vector<uint32_t> outside;
        for (uint32_t ri = 0; ri < log.records.size(); ++ri)
            if (!log.records[ri].compileId.isValid())
                outside.push_back(ri);
        collect(out, log, outside, QString());
    }
    return out;
}

std::vector<DebugSource> debugSources(const LoadedRun &run)
{
    std::vector<DebugSource> out;
    const std::vector<TraceCode> codes = run.debugRuns.empty() ? std::vector<TraceCode>() : traceCodes(run);
    for (const DebugRun &d : run.debugRuns)
        for (const DebugGraph &g : d.graphs) {
            DebugSource s;
            s.graph = &g;
            s.runName = QFileInfo(d.path).fileName();
            // A trace compile whose output code has this folder's AOT ID and part; unique or none.
            int found = 0;
            for (const TraceCode &t : codes)
                if (!g.stage.isEmpty() && t.aotId == g.aotId && t.part == g.stage) {
                    s.compileId = t.compileId;
                    ++found;
                }
            if (found != 1)
                s.compileId.clear();
            out.push_back(std::move(s));
        }
    return out;
}

} // namespace cs
