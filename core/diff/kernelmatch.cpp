#include "core/diff/kernelmatch.h"

#include "core/analysis/outputcode.h"
#include "core/util/json.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace cs::diff {
namespace {

// "  File \"/p/model.py\", line 14, in forward\n    y = F.gelu(s.l1(x))\n" -> "model.py:14 y = F.gelu(s.l1(x))"
QString stackLine(const QString &frame)
{
    static const QRegularExpression re(QStringLiteral(R"re(File "([^"]*)", line (\d+), in [^\n]*\n\s*([^\n]*))re"));
    const auto m = re.match(frame);
    if (!m.hasMatch())
        return frame.simplified();
    return QStringLiteral("%1:%2 %3").arg(QFileInfo(m.captured(1)).fileName(), m.captured(2), m.captured(3).trimmed());
}

// provenance stack traces: kernel name -> its user lines (the innermost frame of each trace).
QHash<QString, QStringList> kernelLines(const TraceLog &log, const CompileSummary &c, simdjson::dom::parser &parser)
{
    QHash<QString, QStringList> out;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = log.records[ri];
        if (log.eventName(r) != "artifact" || log.artifactName(r) != "inductor_provenance_tracking_kernel_stack_traces")
            continue;
        const auto el = json::parse(parser, log.payload(r));
        simdjson::dom::object obj;
        if (!el || el->get_object().get(obj) != simdjson::SUCCESS)
            continue;
        for (auto field : obj) {
            const QString kernel = json::qstr(field.key).section(QLatin1Char(':'), 0, 0);
            simdjson::dom::array traces;
            if (field.value.get_array().get(traces) != simdjson::SUCCESS)
                continue;
            QStringList &lines = out[kernel];
            for (auto t : traces) {
                std::string_view s;
                if (t.get_string().get(s) != simdjson::SUCCESS)
                    continue;
                const QStringList frames = json::qstr(s).split(QStringLiteral("  File "), Qt::SkipEmptyParts);
                if (!frames.isEmpty())
                    if (const QString l = stackLine(QStringLiteral("File ") + frames.last()); !lines.contains(l))
                        lines << l;
            }
            lines.sort();
        }
    }
    return out;
}

QString compileLabel(const LoadedRun &run, const SideCompile &s)
{
    const QString id = s.summary->id.toString();
    return run.logs.size() > 1 && s.rank >= 0 ? QStringLiteral("rank %1: %2").arg(s.rank).arg(id) : id;
}

uint64_t fnv(const QString &s)
{
    uint64_t h = 1469598103934665603ull;
    for (const QChar c : s) {
        h ^= c.unicode();
        h *= 1099511628211ull;
    }
    return h;
}

// The origins key of the second tier: what the kernel computes, from where, without names
// that number nodes. User lines go by their code, so an edit above them does not matter.
QString originsKey(const KernelSide &k)
{
    QStringList code;
    for (const QString &l : k.sourceLines)
        code << l.section(QLatin1Char(' '), 1);
    code.sort();
    if (k.atenOps.isEmpty() && k.sourceNodes.isEmpty() && code.isEmpty())
        return {};
    QStringList ops = k.atenOps, nodes = k.sourceNodes;
    ops.sort();
    nodes.sort();
    return ops.join(u',') + u'|' + nodes.join(u',') + u'|' + code.join(u'\n');
}

QString scopeKey(const KernelSide &k)
{
    return k.graph + u'|' + k.kind + (k.autotuneCandidate ? QStringLiteral("|candidate") : QString());
}

} // namespace

std::vector<uint64_t> sourceShingles(const QString &source, const QString &name)
{
    static const QRegularExpression token(QStringLiteral(R"([A-Za-z_][A-Za-z_0-9]*|\d+(?:\.\d+)?|\S)"));
    static const QRegularExpression numbered(QStringLiteral(R"(^(tmp|buf|in_ptr|out_ptr|in_out_ptr|arg|x|r0_|r)\d+$)"));
    std::vector<QString> tokens;
    for (auto it = token.globalMatch(source); it.hasNext();) {
        QString t = it.next().captured();
        if (t == name)
            t = QStringLiteral("KERNEL");
        else if (t.front().isDigit())
            t = QStringLiteral("0");
        else if (const auto m = numbered.match(t); m.hasMatch())
            t = m.captured(1);
        tokens.push_back(std::move(t));
    }
    std::vector<uint64_t> out;
    for (size_t i = 0; i + 2 < tokens.size(); ++i)
        out.push_back(fnv(tokens[i] + u'\x1f' + tokens[i + 1] + u'\x1f' + tokens[i + 2]));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

double similarity(const std::vector<uint64_t> &a, const std::vector<uint64_t> &b)
{
    if (a.empty() && b.empty())
        return 1;
    size_t common = 0, i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i] == b[j]) {
            ++common;
            ++i;
            ++j;
        } else if (a[i] < b[j]) {
            ++i;
        } else {
            ++j;
        }
    }
    return static_cast<double>(common) / static_cast<double>(a.size() + b.size() - common);
}

std::shared_ptr<const CodeCache::Code> CodeCache::get(const TraceLog &log, const TraceRecord &r)
{
    const QByteArray key = r.hasPayload ? QByteArray(r.payloadMd5, 32) : QByteArray::number(qulonglong(r.offset));
    if (r.hasPayload) {
        const QMutexLocker lock(&m_mutex);
        if (const auto it = m_codes.constFind(key); it != m_codes.cend())
            return *it;
    }
    const std::string text = log.payload(r);
    const OutputCode parsed = parseOutputCode(text);
    const QStringList lines = QString::fromStdString(text).split(QLatin1Char('\n'));
    auto code = std::make_shared<Code>();
    code->graph = parsed.aotId.section(QLatin1Char('_'), 1);
    if (code->graph.isEmpty())
        code->graph = parsed.aotId;
    for (const KernelDef &def : parsed.kernels) {
        Kernel k { def, kernelDefinitionText(lines, def), {}, 0 };
        k.codeHash = kernelCodeHash(k.source, def.name);
        for (const KernelLaunch &l : parsed.launches)
            k.launches += l.kernel == def.name ? 1 : 0;
        code->kernels.push_back(std::move(k));
    }
    if (r.hasPayload) {
        const QMutexLocker lock(&m_mutex);
        m_codes.insert(key, code);
    }
    return code;
}

std::vector<SideKernel> sideKernels(const LoadedRun &run, const std::vector<SideCompile> &compiles, CodeCache &cache)
{
    std::vector<SideKernel> out;
    simdjson::dom::parser parser;
    for (size_t ci = 0; ci < compiles.size(); ++ci) {
        const SideCompile &sc = compiles[ci];
        const TraceLog &log = *run.logs[static_cast<size_t>(sc.ref.log)];
        const CompileSummary &c = *sc.summary;
        if (c.kernels.isEmpty())
            continue;
        const QHash<QString, QStringList> lines = kernelLines(log, c, parser);
        for (uint32_t ri : c.records) {
            const TraceRecord &r = log.records[ri];
            const std::string_view event = log.eventName(r);
            if (event != "inductor_output_code"
                && !(event == "artifact" && log.artifactName(r) == "inductor_output_code"))
                continue;
            const auto code = cache.get(log, r);
            for (const CodeCache::Kernel &ck : code->kernels) {
                SideKernel k;
                k.compile = static_cast<int>(ci);
                k.side.name = ck.def.name;
                k.side.compileId = compileLabel(run, sc);
                k.side.graph = code->graph;
                k.side.kind = ck.def.kind.startsWith(QLatin1String("cpp")) ? QStringLiteral("cpp") : ck.def.kind;
                k.side.heuristic = ck.def.heuristic;
                k.side.sourceNodes = ck.def.sourceNodes;
                k.side.atenOps = ck.def.atenOps;
                k.side.sourceLines = lines.value(ck.def.name);
                k.side.launches = ck.launches;
                k.side.codeHash = ck.codeHash;
                k.source = ck.source;
                k.side.source = ck.source;
                out.push_back(std::move(k));
            }
        }
    }
    return out;
}

std::vector<KernelMatch> matchKernels(const std::vector<SideKernel> &a, const std::vector<SideKernel> &b,
    const std::vector<int> &compilePartner, double minSimilarity)
{
    std::vector<int> partnerA(a.size(), -1), partnerB(b.size(), -1);
    std::vector<KernelMatch> matches(a.size());
    auto link = [&](size_t i, size_t j, KernelPair::Match how, double sim) {
        partnerA[i] = static_cast<int>(j);
        partnerB[j] = static_cast<int>(i);
        matches[i] = { static_cast<int>(i), static_cast<int>(j), how, sim };
    };
    auto samePair = [&](const SideKernel &x, const SideKernel &y) {
        return x.compile >= 0 && x.compile < static_cast<int>(compilePartner.size())
            && compilePartner[static_cast<size_t>(x.compile)] == y.compile && y.compile >= 0;
    };
    // Tiers by key: within compile pairs, then anywhere; the first unmatched B kernel with the key.
    using Key = std::function<QString(const SideKernel &)>;
    auto byKey = [&](const Key &key, KernelPair::Match how, bool withinPair) {
        QHash<QString, QList<int>> index;
        for (size_t j = 0; j < b.size(); ++j)
            if (partnerB[j] < 0)
                if (const QString k = key(b[j]); !k.isEmpty())
                    index[k + u'#' + scopeKey(b[j].side)] << static_cast<int>(j);
        for (size_t i = 0; i < a.size(); ++i) {
            if (partnerA[i] >= 0)
                continue;
            const QString k = key(a[i]);
            if (k.isEmpty())
                continue;
            for (int j : index.value(k + u'#' + scopeKey(a[i].side)))
                if (partnerB[static_cast<size_t>(j)] < 0
                    && (!withinPair || samePair(a[i], b[static_cast<size_t>(j)]))) {
                    link(i, static_cast<size_t>(j), how, 1);
                    break;
                }
        }
    };
    const Key code = [](const SideKernel &k) { return k.side.codeHash; };
    const Key origins = [](const SideKernel &k) { return originsKey(k.side); };
    for (bool within : { true, false })
        byKey(code, KernelPair::Match::CodeHash, within);
    for (bool within : { true, false })
        byKey(origins, KernelPair::Match::Origins, within);
    // Similar source: the most similar pairs first, within compile pairs, then anywhere.
    std::vector<std::vector<uint64_t>> shinglesA(a.size()), shinglesB(b.size());
    for (size_t i = 0; i < a.size(); ++i)
        if (partnerA[i] < 0)
            shinglesA[i] = sourceShingles(a[i].source, a[i].side.name);
    for (size_t j = 0; j < b.size(); ++j)
        if (partnerB[j] < 0)
            shinglesB[j] = sourceShingles(b[j].source, b[j].side.name);
    for (bool within : { true, false }) {
        struct Candidate {
            double sim;
            size_t i, j;
        };
        std::vector<Candidate> candidates;
        size_t budget = 4'000'000; // pair comparisons; beyond that the rest stays unmatched
        for (size_t i = 0; i < a.size() && budget > 0; ++i) {
            if (partnerA[i] >= 0 || shinglesA[i].empty())
                continue;
            for (size_t j = 0; j < b.size() && budget > 0; ++j) {
                if (partnerB[j] >= 0 || shinglesB[j].empty() || scopeKey(a[i].side) != scopeKey(b[j].side))
                    continue;
                if (within && !samePair(a[i], b[j]))
                    continue;
                --budget;
                if (const double s = similarity(shinglesA[i], shinglesB[j]); s >= minSimilarity)
                    candidates.push_back({ s, i, j });
            }
        }
        std::sort(candidates.begin(), candidates.end(), [](const Candidate &x, const Candidate &y) {
            return x.sim != y.sim ? x.sim > y.sim : std::tie(x.i, x.j) < std::tie(y.i, y.j);
        });
        for (const Candidate &c : candidates)
            if (partnerA[c.i] < 0 && partnerB[c.j] < 0)
                link(c.i, c.j, KernelPair::Match::SimilarSource, c.sim);
    }
    std::vector<KernelMatch> out;
    out.reserve(a.size() + b.size());
    for (size_t i = 0; i < a.size(); ++i)
        out.push_back(partnerA[i] >= 0 ? matches[i] : KernelMatch { static_cast<int>(i), -1 });
    for (size_t j = 0; j < b.size(); ++j)
        if (partnerB[j] < 0)
            out.push_back({ -1, static_cast<int>(j) });
    return out;
}

} // namespace cs::diff
