#include "core/graph/ddpbuckets.h"

#include "core/analysis/compileoverview.h"
#include "core/graph/fxgraph.h"
#include "core/model/textlog.h"
#include "core/util/json.h"

#include <QHash>
#include <QRegularExpression>

#include <map>
#include <utility>

namespace cs {
namespace {

struct Described {
    QString source;
    bool parameter = false;
    qint64 bytes = -1;
};

// name (dynamoSourceName) → what the compile's fake-tensor records say about it.
QHash<QString, Described> describedInputs(const TraceLog &log, const CompileSummary &c)
{
    using Key = std::pair<int64_t, int64_t>; // describer id, tensor or storage id
    std::map<Key, int64_t> storageBytes, tensorStorage;
    std::map<Key, bool> isParameter;
    std::map<Key, QString> sources;
    simdjson::dom::parser parser;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = log.records[ri];
        const std::string_view event = log.eventName(r);
        if (event != "describe_storage" && event != "describe_tensor" && event != "describe_source")
            continue;
        const auto el = json::parse(parser, log.metadata(r));
        if (!el)
            continue;
        const Key key { json::integer(*el, "describer_id").value_or(-1), json::integer(*el, "id").value_or(-1) };
        if (event == "describe_storage") {
            storageBytes[key] = json::integer(*el, "size").value_or(-1);
        } else if (event == "describe_tensor") {
            bool parameter = false;
            if ((*el)["is_parameter"].get_bool().get(parameter) != simdjson::SUCCESS)
                parameter = false; // omitted when false

            isParameter[key] = parameter;
            tensorStorage[key] = json::integer(*el, "storage").value_or(-1);
        } else {
            sources[key] = json::str(*el, "source");
        }
    }
    QHash<QString, Described> out;
    for (const auto &[key, source] : sources) {
        Described d;
        d.source = source;
        d.parameter = isParameter.count(key) && isParameter.at(key);
        if (tensorStorage.count(key)) {
            const Key storage { key.first, tensorStorage.at(key) };
            if (storageBytes.count(storage))
                d.bytes = storageBytes.at(storage);
        }
        out.insert(dynamoSourceName(source), d);
    }
    return out;
}

int itemSize(const QString &dtype)
{
    static const QHash<QString, int> sizes { { QStringLiteral("f64"), 8 }, { QStringLiteral("i64"), 8 },
        { QStringLiteral("c64"), 8 }, { QStringLiteral("f32"), 4 }, { QStringLiteral("i32"), 4 },
        { QStringLiteral("f16"), 2 }, { QStringLiteral("bf16"), 2 }, { QStringLiteral("i16"), 2 },
        { QStringLiteral("i8"), 1 }, { QStringLiteral("u8"), 1 }, { QStringLiteral("b8"), 1 },
        { QStringLiteral("u16"), 2 }, { QStringLiteral("u32"), 4 }, { QStringLiteral("u64"), 8 } };
    return sizes.value(dtype, -1);
}

// Bytes of a placeholder from its annotation (`f32`, `512, 768`), or -1 (symbolic sizes).
qint64 annotatedBytes(const FxNode &n)
{
    qint64 bytes = itemSize(n.dtype);
    if (bytes < 0)
        return -1;
    for (const QString &d : n.shape.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 v = d.trimmed().toLongLong(&ok);
        if (!ok)
            return -1;
        bytes *= v;
    }
    return bytes;
}

} // namespace

QString dynamoSourceName(const QString &source)
{
    QString out;
    out.reserve(source.size());
    for (const QChar ch : source) {
        const bool keep = (ch >= u'a' && ch <= u'z') || (ch >= u'A' && ch <= u'Z') || (ch >= u'0' && ch <= u'9');
        if (keep)
            out += ch.toLower();
        else if (!out.endsWith(u'_'))
            out += u'_';
    }
    return out;
}

void fillBuckets(const TraceLog &log, const CompileSummary &compile, DdpSplit &split)
{
    const QHash<QString, Described> described = describedInputs(log, compile);
    for (DdpChild &child : split.children) {
        const FxGraph g = parseFxGraph(log.payload(log.records[child.record]));
        child.nodes = static_cast<int>(g.nodes.size());
        child.calls = g.callCount();
        child.params.clear();
        child.bucketBytes = 0;
        for (const FxNode &n : g.nodes) {
            if (n.op != FxNode::Op::Placeholder)
                continue;
            DdpParam p;
            p.name = n.name;
            const auto it = described.constFind(dynamoSourceName(n.name));
            if (!described.isEmpty()) {
                if (it == described.constEnd() || !it->parameter)
                    continue;
                p.source = it->source;
                p.bytes = it->bytes;
            } else {
                if (!n.name.contains(QLatin1String("_parameters_")))
                    continue;
                p.bytes = annotatedBytes(n);
            }
            child.bucketBytes = p.bytes < 0 || child.bucketBytes < 0 ? -1 : child.bucketBytes + p.bytes;
            child.params.push_back(p);
        }
    }
}

qint64 bucketCapFromText(const std::vector<const TextLog *> &textLogs, const CompileId &compile)
{
    static const QRegularExpression cap(
        QStringLiteral(R"(DDPOptimizer used bucket cap (\d+) and created \d+ buckets)"));
    for (const TextLog *t : textLogs)
        for (const LogMessage &m : t->messages)
            if (m.compileId && m.compileId->withoutAttempt() == compile)
                if (const auto match = cap.match(m.text); match.hasMatch())
                    return match.captured(1).toLongLong();
    return -1;
}

} // namespace cs
