#include "core/analysis/autotunerejects.h"

#include "core/model/compileid.h"
#include "core/util/findtext.h"
#include "core/util/json.h"

#include <QFileInfo>

#include <algorithm>

namespace cs {
namespace {

QString firstLine(const QString &s)
{
    const qsizetype nl = s.indexOf(u'\n');
    return (nl < 0 ? s : s.left(nl)).trimmed();
}

// The `<op>_template_precompiling` events of one compile's records.
void fromTrace(const TraceLog &log, const CompileSummary &c, const QString &id, std::vector<AutotuneRejection> &out)
{
    static constexpr std::string_view suffix = "_template_precompiling";
    simdjson::dom::parser parser, inner;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = log.records[ri];
        if (!r.hasPayload || log.eventName(r) != "chromium_event" || !mayBeTemplateEvent(log, r))
            continue; // most chromium events are other spans: not copied out
        const std::string payload = log.payload(r);
        if (payload.find(suffix) == std::string::npos || payload.find("exceptions") == std::string::npos)
            continue;
        const auto root = json::parse(parser, payload);
        if (!root)
            continue;
        const QString name = json::str(*root, "name");
        simdjson::dom::element args;
        if (!name.endsWith(QLatin1String(suffix.data())) || (*root)["args"].get(args) != simdjson::SUCCESS)
            continue;
        const auto meta = json::parse(inner, json::str(args, "metadata").toStdString());
        simdjson::dom::array exceptions;
        if (!meta || (*meta)["exceptions"].get(exceptions) != simdjson::SUCCESS)
            continue;
        for (simdjson::dom::element e : exceptions) {
            AutotuneRejection a;
            a.compileId = id;
            a.op = name.chopped(int(suffix.size()));
            a.choice = json::str(e, "choice");
            a.message = firstLine(json::str(e, "exception_message"));
            a.where = QStringLiteral("%1:%2").arg(
                log.source ? QFileInfo(log.source->path()).fileName() : QString(), QString::number(r.line));
            a.outcomeKnown = c.status == CompileSummary::Status::Failed || c.status == CompileSummary::Status::Ok;
            a.compileFailed = c.status == CompileSummary::Status::Failed;
            if (!a.message.isEmpty())
                out.push_back(std::move(a));
        }
    }
}

// TORCH_LOGS: "Exception <reason> for benchmark choice TritonTemplateCaller(<path>, <config>)".
void fromText(const TextLog &log, std::vector<AutotuneRejection> &out)
{
    static const QString lead = QStringLiteral("Exception "), forChoice = QStringLiteral(" for benchmark choice ");
    for (const LogMessage &m : log.autotuneErrors) {
        QString head = firstLine(m.text);
        if (!head.startsWith(lead))
            continue;
        head = head.mid(lead.size());
        AutotuneRejection a;
        a.compileId = m.compileId ? m.compileId->toString() : QString();
        if (const qsizetype at = head.indexOf(forChoice); at >= 0) {
            QString caller = head.mid(at + forChoice.size());
            head.truncate(at);
            // TritonTemplateCaller(/cache/x.py, ACC_TYPE='tl.float32', ..., num_warps=8): the config.
            const qsizetype open = caller.indexOf(u'('), comma = caller.indexOf(QLatin1String(", "), open);
            if (open >= 0 && comma > open && caller.endsWith(u')'))
                a.choice = caller.mid(comma + 2).chopped(1);
        }
        a.message = head;
        a.where = QStringLiteral("%1:%2").arg(QFileInfo(log.path).fileName(), QString::number(m.line));
        out.push_back(std::move(a));
    }
}

} // namespace

bool mayBeTemplateEvent(const TraceLog &log, const TraceRecord &r)
{
    static constexpr size_t Head = 256;
    const std::string_view raw = log.source->view().substr(r.payloadBegin, r.payloadEnd - r.payloadBegin);
    const std::string_view head = raw.substr(0, Head);
    const size_t name = head.find("\"name\":");
    if (name == std::string_view::npos)
        return holdsText(raw, "_template_");
    const size_t end = head.find('\n', name); // the name's own line (one-line payloads: the rest of the head)
    return holdsText(raw.substr(name, end == std::string_view::npos ? Head : end - name), "_template_")
        || (end == std::string_view::npos && holdsText(raw, "_template_"));
}

std::vector<AutotuneRejection> autotuneRejections(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs)
{
    std::vector<AutotuneRejection> out;
    const bool multiRank = logs.size() > 1;
    for (size_t li = 0; li < logs.size() && li < overviews.size(); ++li)
        for (const CompileSummary &c : overviews[li]->compiles)
            fromTrace(*logs[li], c, rankedCompileId(c.id.toString(), logs[li]->rank, multiRank), out);
    const bool inText
        = std::any_of(textLogs.begin(), textLogs.end(), [](const auto &t) { return !t->autotuneErrors.isEmpty(); });
    if (out.empty()) // the same candidates, when the trace of the run was not opened with its text
        for (const auto &t : textLogs)
            fromText(*t, out);
    for (AutotuneRejection &a : out)
        a.inMessages = inText;
    return out;
}

} // namespace cs
