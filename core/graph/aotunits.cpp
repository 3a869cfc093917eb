#include "core/graph/aotunits.h"

#include "core/analysis/compileoverview.h"
#include "core/graph/ddpbuckets.h"
#include "core/graph/fxgraph.h"
#include "core/model/textlog.h"
#include "core/model/tracekinds.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::AotCompiles)
};

bool isAotStage(const QString &stage)
{
    return stage == QLatin1String("before_pre_grad") || stage == QLatin1String("pre_grad")
        || stage == QLatin1String("aot_joint") || stage == QLatin1String("aot_forward")
        || stage == QLatin1String("aot_backward") || stage == QLatin1String("aot_inference");
}

// `# AOT ID: ['2_backward']` on the first line of a Python wrapper.
void readAotId(const TraceLog &log, const TraceRecord &r, AotPart &p)
{
    const std::string_view head = log.source->slice(r.payloadBegin, std::min(r.payloadEnd, r.payloadBegin + 300));
    static const QRegularExpression id(QStringLiteral(R"(# AOT ID: \['(.*?)_(forward|backward|inference)'\])"));
    if (const auto m = id.match(QString::fromUtf8(head.data(), static_cast<qsizetype>(head.size()))); m.hasMatch()) {
        p.aotId = m.captured(1);
        p.part = m.captured(2);
        p.partEvidence = QStringLiteral("aot_id");
    }
}

QStringList placeholders(const TraceLog &log, uint32_t record)
{
    QStringList out;
    if (record == AotPart::None)
        return out;
    const FxGraph g = parseFxGraph(log.payload(log.records[record]));
    for (const FxNode &n : g.nodes)
        if (n.op == FxNode::Op::Placeholder)
            out << n.name;
    return out;
}

// Which compiler span (`compile_fx.<locals>.bw_compiler` or `fw_compiler_base`) is open at
// each post-grad record of the parts that nothing else names.
void partsBySpan(const TraceLog &log, const CompileSummary &c, std::vector<AotPart> &parts)
{
    simdjson::dom::parser parser;
    QString open;
    size_t next = 0;
    for (uint32_t ri : c.records) {
        while (next < parts.size() && parts[next].postGrad < ri)
            ++next;
        if (next < parts.size() && parts[next].postGrad == ri && parts[next].part.isEmpty() && !open.isEmpty()) {
            parts[next].part = open;
            parts[next].partEvidence = QStringLiteral("compiler_span");
        }
        const TraceRecord &r = log.records[ri];
        if (log.eventName(r) != "chromium_event")
            continue;
        const std::string payload = log.payload(r);
        if (payload.find("_compiler") == std::string::npos)
            continue;
        const auto el = json::parse(parser, payload);
        if (!el)
            continue;
        const QString name = json::str(*el, "name"), ph = json::str(*el, "ph");
        const bool bw = name == QLatin1String("compile_fx.<locals>.bw_compiler");
        if (!bw && name != QLatin1String("compile_fx.<locals>.fw_compiler_base"))
            continue;
        if (ph == QLatin1String("B"))
            open = bw ? QStringLiteral("backward") : QStringLiteral("forward");
        else if (ph == QLatin1String("E"))
            open.clear();
    }
}

class Analyser {
public:
    Analyser(const TraceLog &log, const CompileSummary &c)
        : m_log(log)
        , m_c(c)
    {
    }

    AotCompiles run(const std::vector<const TextLog *> &textLogs)
    {
        collect();
        partKinds();
        tieParts();
        if (m_out.hasSplit) {
            tieChildren();
            fillBuckets(m_log, m_c, m_out.split);
            m_out.split.bucketCap = bucketCapFromText(textLogs, m_c.id);
        }
        return std::move(m_out);
    }

private:
    void collect()
    {
        int unit = -1, part = -1;
        for (uint32_t ri : m_c.records) {
            const TraceRecord &r = m_log.records[ri];
            const std::string kind = m_log.kindName(r);
            const QString stage = graphStageOf(kind);
            if (kind == "optimize_ddp_split_graph") {
                m_out.hasSplit = true;
                m_out.split.record = ri;
            } else if (kind == "optimize_ddp_split_child") {
                simdjson::dom::parser parser;
                DdpChild child;
                child.record = ri;
                if (const auto el = json::parse(parser, m_log.metadata(r)))
                    child.name = json::str(*el, "name");
                m_out.hasSplit = true;
                m_out.split.children.push_back(child);
            } else if (kind == "artifact:vllm_piecewise_compile_start") {
                m_pendingPiece = ri; // the unit created next compiles it
            } else if (isAotStage(stage)) {
                AotUnit *u = unit >= 0 ? &m_out.units[size_t(unit)] : nullptr;
                uint32_t AotUnit::*slot = stage == QLatin1String("pre_grad") ? &AotUnit::preGrad
                    : stage == QLatin1String("aot_joint")                    ? &AotUnit::joint
                    : stage == QLatin1String("aot_forward")                  ? &AotUnit::aotForward
                    : stage == QLatin1String("aot_backward")                 ? &AotUnit::aotBackward
                    : stage == QLatin1String("aot_inference")                ? &AotUnit::aotInference
                                                                             : nullptr;
                // A unit ends when its forward was compiled, or when a stage comes again.
                const bool again = u
                    && ((slot && u->*slot != AotPart::None)
                        || (stage == QLatin1String("before_pre_grad") && !u->graphs.empty()));
                if (!u || m_claimed.contains(unit) || again) {
                    unit = static_cast<int>(m_out.units.size());
                    m_out.units.emplace_back();
                    u = &m_out.units.back();
                    if (m_pendingPiece != AotPart::None)
                        readPiece(m_pendingPiece, *u);
                    m_pendingPiece = AotPart::None;
                }
                if (slot)
                    u->*slot = ri;
                u->graphs.push_back(ri);
                part = -1;
            } else if (kind == "artifact:before_post_grad_graph" || stage == QLatin1String("post_grad")) {
                if (kind == "artifact:before_post_grad_graph" || part < 0
                    || m_out.parts[size_t(part)].postGrad != AotPart::None) {
                    part = static_cast<int>(m_out.parts.size());
                    m_out.parts.emplace_back();
                    // The open unit's own compilation: its AOT graphs come right before it.
                    const bool free = unit >= 0 && !m_claimed.contains(unit);
                    m_openUnit.push_back(free ? unit : -1);
                    if (free)
                        m_claimed << unit;
                }
                if (stage == QLatin1String("post_grad"))
                    m_out.parts[size_t(part)].postGrad = ri;
            } else if (part >= 0 && (kind == "inductor_output_code" || kind == "artifact:inductor_output_code")) {
                AotPart &p = m_out.parts[size_t(part)];
                if (p.outputCode == AotPart::None) {
                    p.outputCode = ri;
                    readAotId(m_log, r, p);
                }
            } else if (part >= 0 && kind == "artifact:inductor_provenance_tracking_node_mappings") {
                AotPart &p = m_out.parts[size_t(part)];
                if (p.provenance == AotPart::None)
                    p.provenance = ri;
            }
        }
    }

    void readPiece(uint32_t record, AotUnit &u)
    {
        u.pieceRecord = record;
        const PieceStart start = readPieceStart(m_log, record);
        u.piece = start.piece;
        u.pieceSizes = start.sizes;
    }

    void partKinds()
    {
        bool unnamed = false;
        for (const AotPart &p : m_out.parts)
            unnamed = unnamed || p.part.isEmpty();
        if (unnamed)
            partsBySpan(m_log, m_c, m_out.parts);
        for (size_t i = 0; i < m_out.parts.size(); ++i) {
            AotPart &p = m_out.parts[i];
            const int open = m_openUnit[i];
            const bool inference = open >= 0 && m_out.units[size_t(open)].aotInference != AotPart::None;
            if (p.partEvidence == QLatin1String("compiler_span") && inference)
                p.part = QStringLiteral("inference"); // fw_compiler_base compiles inference graphs too
            if (!p.part.isEmpty())
                continue;
            // AOTAutograd names the inputs: `primals_<n>` (+ `tangents_<n>` in a backward) in
            // training, `arg<n>_1` in inference.
            const QStringList inputs = placeholders(m_log, p.postGrad);
            auto any = [&](const char *prefix) {
                return std::any_of(inputs.begin(), inputs.end(),
                    [&](const QString &n) { return n.startsWith(QLatin1String(prefix)); });
            };
            static const QRegularExpression argName(QStringLiteral(R"(^arg\d+_\d+$)"));
            const bool args = !inputs.isEmpty() && std::all_of(inputs.begin(), inputs.end(), [](const QString &n) {
                return argName.match(n).hasMatch();
            });
            p.part = any("tangents_") ? QStringLiteral("backward")
                : any("primals_")     ? (inference ? QStringLiteral("inference") : QStringLiteral("forward"))
                : args                ? QStringLiteral("inference")
                                      : QString();
            if (!p.part.isEmpty()) {
                p.partEvidence = QStringLiteral("signature");
            } else if (open >= 0) {
                p.part = inference ? QStringLiteral("inference") : QStringLiteral("forward");
                p.partEvidence = QStringLiteral("order");
                ++m_out.orderPairings;
            }
        }
    }

    void tieParts()
    {
        // Forwards and inference graphs: the unit whose AOT graphs come right before them.
        for (size_t i = 0; i < m_out.parts.size(); ++i) {
            AotPart &p = m_out.parts[i];
            if (p.part == QLatin1String("backward") || m_openUnit[i] < 0)
                continue;
            AotUnit &u = m_out.units[size_t(m_openUnit[i])];
            p.unit = m_openUnit[i];
            p.unitEvidence = QStringLiteral("records");
            (p.part == QLatin1String("inference") ? u.inference : u.forward) = static_cast<int>(i);
            u.aotId = p.aotId;
        }
        for (size_t i = 0; i < m_out.parts.size(); ++i) {
            AotPart &p = m_out.parts[i];
            if (p.unit >= 0)
                continue;
            if (p.part != QLatin1String("backward")) { // no AOT graphs logged for it (a cache hit): a unit of its own
                p.unit = static_cast<int>(m_out.units.size());
                p.unitEvidence = p.aotId.isEmpty() ? QStringLiteral("order") : QStringLiteral("aot_id");
                m_out.units.emplace_back();
                (p.part == QLatin1String("inference") ? m_out.units.back().inference : m_out.units.back().forward)
                    = static_cast<int>(i);
                m_out.units.back().aotId = p.aotId;
                continue;
            }
            int found = -1;
            if (!p.aotId.isEmpty())
                for (size_t u = 0; u < m_out.units.size() && found < 0; ++u)
                    if (m_out.units[u].aotId == p.aotId && m_out.units[u].backward < 0)
                        found = static_cast<int>(u);
            if (found >= 0) {
                p.unitEvidence = QStringLiteral("aot_id");
            } else {
                const QStringList inputs = placeholders(m_log, p.postGrad);
                int matches = 0;
                for (size_t u = 0; u < m_out.units.size() && !inputs.isEmpty(); ++u)
                    if (m_out.units[u].backward < 0 && placeholders(m_log, m_out.units[u].aotBackward) == inputs) {
                        found = static_cast<int>(u);
                        ++matches;
                    }
                if (matches == 1) {
                    p.unitEvidence = QStringLiteral("signature");
                } else {
                    // Autograd runs the backwards in reverse: the latest unit still without one.
                    found = -1;
                    for (int u = static_cast<int>(m_out.units.size()) - 1; u >= 0 && found < 0; --u)
                        if (m_out.units[size_t(u)].backward < 0 && m_out.units[size_t(u)].forward >= 0)
                            found = u;
                    p.unitEvidence = QStringLiteral("order");
                    ++m_out.orderPairings;
                }
            }
            if (found < 0)
                continue;
            p.unit = found;
            m_out.units[size_t(found)].backward = static_cast<int>(i);
            if (m_out.units[size_t(found)].aotId.isEmpty())
                m_out.units[size_t(found)].aotId = p.aotId;
        }
    }

    // A child is the unit whose pre-grad graph has its inputs (DDPOptimizer hands each child
    // graph to the backend as it is); else the next unit in compile order.
    void tieChildren()
    {
        std::vector<QStringList> unitInputs;
        for (const AotUnit &u : m_out.units)
            unitInputs.push_back(placeholders(m_log, u.graphs.empty() ? AotPart::None : u.graphs.front()));
        for (DdpChild &child : m_out.split.children) {
            const QStringList inputs = placeholders(m_log, child.record);
            int found = -1, matches = 0;
            for (size_t u = 0; u < m_out.units.size(); ++u)
                if (m_out.units[u].child < 0 && !inputs.isEmpty() && unitInputs[u] == inputs) {
                    found = static_cast<int>(u);
                    ++matches;
                }
            if (matches == 1) {
                child.unitEvidence = QStringLiteral("signature");
            } else {
                found = -1;
                for (size_t u = 0; u < m_out.units.size() && found < 0; ++u)
                    if (m_out.units[u].child < 0)
                        found = static_cast<int>(u);
                child.unitEvidence = QStringLiteral("order");
                ++m_out.orderPairings;
            }
            child.unit = found;
            if (found >= 0)
                m_out.units[size_t(found)].child = static_cast<int>(&child - m_out.split.children.data());
        }
    }

    const TraceLog &m_log;
    const CompileSummary &m_c;
    AotCompiles m_out;
    std::vector<int> m_openUnit; // per part: the unit whose AOT graphs it follows, or -1
    uint32_t m_pendingPiece = AotPart::None; // a piece's start record not yet tied to its unit
    QSet<int> m_claimed;
};

} // namespace

QString DdpSplit::reason() const
{
    QString why = Tr::tr("DDPOptimizer (torch._dynamo.config.optimize_ddp) split the graph at DDP's gradient-bucket "
                         "boundaries into %n child graph(s), compiled one by one, so that each bucket's all-reduce "
                         "can start as soon as its backward has run",
        nullptr, static_cast<int>(children.size()));
    if (bucketCap > 0)
        why += Tr::tr(" (bucket cap %1 bytes)").arg(bucketCap);
    return why;
}

int AotCompiles::unitOf(uint32_t record) const
{
    for (size_t u = 0; u < units.size(); ++u)
        if (std::find(units[u].graphs.begin(), units[u].graphs.end(), record) != units[u].graphs.end())
            return static_cast<int>(u);
    return -1;
}

int AotCompiles::partOf(uint32_t postGradRecord) const
{
    for (size_t p = 0; p < parts.size(); ++p)
        if (parts[p].postGrad == postGradRecord)
            return static_cast<int>(p);
    return -1;
}

PieceStart readPieceStart(const TraceLog &log, uint32_t record)
{
    PieceStart out;
    simdjson::dom::parser parser;
    const auto el = json::parse(parser, log.payload(log.records[record]));
    if (!el)
        return out;
    // Untrusted text inside a graph id: only characters that cannot split or fake one.
    const QString name = json::str(*el, "submod_name");
    out.piece = graphRegionLabel(std::string_view(name.toStdString()));
    const auto index = json::integer(*el, "piecewise_index");
    if (out.piece.isEmpty() && index && *index >= 0)
        out.piece = QStringLiteral("subgraph_%1").arg(*index);
    const auto first = json::integer(*el, "compile_range_start"), end = json::integer(*el, "compile_range_end");
    if (first && *first >= 0)
        out.sizes = end && *end > *first ? QStringLiteral("%1-%2").arg(*first).arg(*end) : QString::number(*first);
    return out;
}

AotCompiles analyseAotCompiles(
    const TraceLog &log, const CompileSummary &compile, const std::vector<const TextLog *> &textLogs)
{
    return Analyser(log, compile).run(textLogs);
}

} // namespace cs
