#include "core/profiling/runidentity.h"

#include "core/ingest/runloader.h"
#include "core/util/json.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace cs {

QString runIdentity(const LoadedRun &run)
{
    QCryptographicHash h(QCryptographicHash::Sha1);
    bool any = false;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const TraceLog &log = *run.logs[li];
        h.addData(QByteArray::number(log.rank) + '|');
        for (const CompileSummary &c : run.overviews[li]->compiles) {
            h.addData(c.id.toString().toUtf8() + ':');
            for (uint32_t ri : c.records) {
                const TraceRecord &r = log.records[ri];
                const std::string_view event = log.eventName(r);
                if (!r.hasPayload || (event != "inductor_output_code" && event != "dynamo_output_graph"))
                    continue;
                h.addData(QByteArrayView(r.payloadMd5, 32));
                any = true;
            }
        }
    }
    if (any) // the traces say it all; what else the folder holds (caches, debug folders) may differ
        return QString::fromLatin1(h.result().toHex().left(16));
    for (const OutputCode &o : run.outputCodes) {
        h.addData(QFileInfo(o.path).fileName().toUtf8() + QByteArray::number(o.lines));
        any = true;
    }
    for (const Pt2Archive &a : run.archives) {
        h.addData(QFileInfo(a.path).fileName().toUtf8() + QByteArray::number(a.entries));
        any = true;
    }
    for (const DebugRun &d : run.debugRuns)
        for (const DebugGraph &g : d.graphs) {
            h.addData(g.name.toUtf8() + QByteArray::number(g.outputCode.lines));
            any = true;
        }
    return any ? QString::fromLatin1(h.result().toHex().left(16)) : QString();
}

QString runStackJson(const LoadedRun &run)
{
    QJsonObject stack;
    simdjson::dom::parser parser;
    for (const auto &log : run.logs) {
        for (const TraceRecord &r : log->records) {
            if (log->eventName(r) != "compilation_metrics")
                continue;
            const auto m = json::parse(parser, log->metadata(r));
            if (!m)
                continue;
            for (const auto &[key, field] : { std::pair { "torch", "pytorch_version" },
                     std::pair { "triton", "triton_version" }, std::pair { "cuda", "cuda_version" } })
                if (const QString v = json::str(*m, field); !v.isEmpty() && !stack.contains(QLatin1String(key)))
                    stack[QLatin1String(key)] = v;
            if (stack.size() == 3)
                break;
        }
        if (!stack.isEmpty())
            break;
    }
    return QString::fromUtf8(QJsonDocument(stack).toJson(QJsonDocument::Compact));
}

} // namespace cs
