#include "core/diff/kernelmatch.h"

#include "core/analysis/outputcode.h"
#include "core/model/compileid.h"
#include "core/util/json.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <tuple>

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

// One provenance record's stack traces: kernel name -> its user lines (the innermost frame of
// each trace), sorted.
QHash<QString, QStringList> provenanceLines(
    std::string_view payload, simdjson::dom::parser &parser, simdjson::error_code *error)
{
    QHash<QString, QStringList> out;
    // An FX graph cache hit writes the record with an empty payload: nothing to read, nothing lost.
    if (payload.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return out;
    const auto el = json::parse(parser, payload);
    if (!el) {
        *error = parseError(parser, payload);
        return out;
    }
    simdjson::dom::object obj;
    if (el->get_object().get(obj) != simdjson::SUCCESS)
        return out;
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
    return out;
}

// provenance stack traces of a compile: kernel name -> its user lines, each distinct record
// read once (`cache`: logs that repeat a graph repeat its provenance too).
QHash<QString, QStringList> kernelLines(const TraceLog &log, const CompileSummary &c, CodeCache &cache)
{
    QHash<QString, QStringList> out;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = log.records[ri];
        if (log.eventName(r) != "artifact" || log.artifactName(r) != "inductor_provenance_tracking_kernel_stack_traces")
            continue;
        const auto lines = cache.lines(log, r);
        if (out.isEmpty()) {
            out = *lines;
            continue;
        }
        for (auto it = lines->cbegin(); it != lines->cend(); ++it) {
            QStringList &mine = out[it.key()];
            for (const QString &l : it.value())
                if (!mine.contains(l))
                    mine << l;
            mine.sort();
        }
    }
    return out;
}

QString compileLabel(const LoadedRun &run, const SideCompile &s)
{
    return rankedCompileId(s.summary->id.toString(), s.rank, run.logs.size() > 1);
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

// Shingles once per distinct code: kernels with one code hash have the same shingles.
class ShingleSets {
public:
    int of(const SideKernel &k)
    {
        if (!k.side.codeHash.isEmpty())
            if (const auto it = m_byHash.constFind(k.side.codeHash); it != m_byHash.cend())
                return *it;
        m_sets.push_back(sourceShingles(k.source, k.side.name));
        const int id = static_cast<int>(m_sets.size()) - 1;
        if (!k.side.codeHash.isEmpty())
            m_byHash.insert(k.side.codeHash, id);
        return id;
    }
    const std::vector<uint64_t> &operator[](int id) const { return m_sets[static_cast<size_t>(id)]; }

private:
    std::vector<std::vector<uint64_t>> m_sets;
    QHash<QString, int> m_byHash;
};

// The similar-source tier: the most similar pairs first; within compile pairs (each A kernel
// against the B kernels of its partner compile), then across the run over distinct codes.
template <typename PartnerCompile, typename Link>
void matchSimilar(const std::vector<SideKernel> &a, const std::vector<SideKernel> &b, const std::vector<int> &scopeA,
    const std::vector<int> &scopeB, PartnerCompile partnerCompile, double minSimilarity, std::vector<int> &partnerA,
    std::vector<int> &partnerB, Link link)
{
    ShingleSets sets;
    std::vector<int> setA(a.size(), -1), setB(b.size(), -1);
    for (size_t i = 0; i < a.size(); ++i)
        if (partnerA[i] < 0 && !a[i].source.isEmpty())
            if (const int s = sets.of(a[i]); !sets[s].empty())
                setA[i] = s;
    for (size_t j = 0; j < b.size(); ++j)
        if (partnerB[j] < 0 && !b[j].source.isEmpty())
            if (const int s = sets.of(b[j]); !sets[s].empty())
                setB[j] = s;
    struct Candidate {
        double sim;
        size_t i, j;
    };
    auto byRank = [](const Candidate &x, const Candidate &y) {
        return x.sim != y.sim ? x.sim > y.sim : std::tie(x.i, x.j) < std::tie(y.i, y.j);
    };
    // Within compile pairs: few kernels each; each distinct pair of codes compared once.
    {
        QHash<int, std::vector<int>> bOfCompile;
        for (size_t j = 0; j < b.size(); ++j)
            if (setB[j] >= 0 && b[j].compile >= 0)
                bOfCompile[b[j].compile].push_back(static_cast<int>(j));
        QHash<quint64, double> known;
        std::vector<Candidate> candidates;
        for (size_t i = 0; i < a.size(); ++i) {
            const int compile = setA[i] >= 0 ? partnerCompile(a[i]) : -1;
            if (compile < 0)
                continue;
            for (int jj : bOfCompile.value(compile)) {
                const auto j = static_cast<size_t>(jj);
                if (scopeA[i] != scopeB[j])
                    continue;
                const quint64 key = (quint64(uint32_t(setA[i])) << 32) | uint32_t(setB[j]);
                auto it = known.constFind(key);
                if (it == known.cend())
                    it = known.insert(key, similarity(sets[setA[i]], sets[setB[j]]));
                if (*it >= minSimilarity)
                    candidates.push_back({ *it, i, j });
            }
        }
        std::sort(candidates.begin(), candidates.end(), byRank);
        for (const Candidate &c : candidates)
            if (partnerA[c.i] < 0 && partnerB[c.j] < 0)
                link(c.i, c.j, KernelPair::Match::SimilarSource, c.sim);
    }
    // Across the run: the unmatched kernels grouped by scope and code; the groups that reach
    // the threshold found by similarPairs; each group's kernels paired in order.
    struct Group {
        int set;
        std::vector<size_t> members;
        size_t next = 0;
    };
    auto groupsOf
        = [](const std::vector<int> &setOf, const std::vector<int> &scopeOf, const std::vector<int> &partner) {
              std::map<int, std::vector<Group>> byScope;
              QHash<quint64, int> index;
              for (size_t k = 0; k < setOf.size(); ++k) {
                  if (setOf[k] < 0 || partner[k] >= 0)
                      continue;
                  std::vector<Group> &groups = byScope[scopeOf[k]];
                  const quint64 key = (quint64(uint32_t(scopeOf[k])) << 32) | uint32_t(setOf[k]);
                  auto it = index.constFind(key);
                  if (it == index.cend()) {
                      it = index.insert(key, static_cast<int>(groups.size()));
                      groups.push_back({ setOf[k], {} });
                  }
                  groups[static_cast<size_t>(*it)].members.push_back(k);
              }
              return byScope;
          };
    std::map<int, std::vector<Group>> groupsA = groupsOf(setA, scopeA, partnerA),
                                      groupsB = groupsOf(setB, scopeB, partnerB);
    size_t budget = 4'000'000; // exact comparisons; beyond that the rest stays unmatched
    for (auto &scoped : groupsA) {
        std::vector<Group> &ga = scoped.second; // not a structured binding: lambdas below capture it
        const auto found = groupsB.find(scoped.first);
        if (found == groupsB.end())
            continue;
        std::vector<Group> &gb = found->second;
        std::vector<const std::vector<uint64_t> *> xs, ys;
        for (const Group &g : ga)
            xs.push_back(&sets[g.set]);
        for (const Group &g : gb)
            ys.push_back(&sets[g.set]);
        const std::vector<SimilarPair> pairs = similarPairs(xs, ys, minSimilarity, budget);
        // The candidates ranked as kernel pairs are: by similarity, then by the first kernels.
        std::vector<Candidate> candidates;
        candidates.reserve(pairs.size());
        for (const SimilarPair &p : pairs)
            candidates.push_back({ p.similarity, static_cast<size_t>(p.x), static_cast<size_t>(p.y) });
        std::sort(candidates.begin(), candidates.end(), [&](const Candidate &x, const Candidate &y) {
            if (x.sim != y.sim)
                return x.sim > y.sim;
            return std::pair(ga[x.i].members.front(), gb[x.j].members.front())
                < std::pair(ga[y.i].members.front(), gb[y.j].members.front());
        });
        for (const Candidate &c : candidates) {
            Group &x = ga[c.i], &y = gb[c.j];
            for (;;) {
                while (x.next < x.members.size() && partnerA[x.members[x.next]] >= 0)
                    ++x.next;
                while (y.next < y.members.size() && partnerB[y.members[y.next]] >= 0)
                    ++y.next;
                if (x.next >= x.members.size() || y.next >= y.members.size())
                    break;
                link(x.members[x.next], y.members[y.next], KernelPair::Match::SimilarSource, c.sim);
            }
        }
    }
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

std::shared_ptr<const QHash<QString, QStringList>> CodeCache::lines(const TraceLog &log, const TraceRecord &r)
{
    const QByteArray key = r.hasPayload ? QByteArray(r.payloadMd5, 32) : QByteArray();
    if (!key.isEmpty()) {
        const QMutexLocker lock(&m_mutex);
        if (const auto it = m_lines.constFind(key); it != m_lines.cend())
            return *it;
    }
    simdjson::dom::parser parser;
    simdjson::error_code error = simdjson::SUCCESS;
    auto lines = std::make_shared<const QHash<QString, QStringList>>(provenanceLines(log.payload(r), parser, &error));
    const QMutexLocker lock(&m_mutex);
    if (error != simdjson::SUCCESS) // not kept: another log's copy of the record may still be read
        m_losses[&log].add(QStringLiteral("kernel source lines (provenance)"), error);
    else if (!key.isEmpty())
        m_lines.insert(key, lines);
    return lines;
}

FactLoss CodeCache::loss(const TraceLog &log)
{
    const QMutexLocker lock(&m_mutex);
    return m_losses.value(&log);
}

std::vector<SideKernel> sideKernels(const LoadedRun &run, const std::vector<SideCompile> &compiles, CodeCache &cache)
{
    std::vector<SideKernel> out;
    for (size_t ci = 0; ci < compiles.size(); ++ci) {
        const SideCompile &sc = compiles[ci];
        const TraceLog &log = *run.logs[static_cast<size_t>(sc.ref.log)];
        const CompileSummary &c = *sc.summary;
        if (c.kernels.isEmpty())
            continue;
        const QHash<QString, QStringList> lines = kernelLines(log, c, cache);
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
    // An AOTInductor package's kernels (its kernel.cpp, aoticode.h): no compile of a trace, so
    // matched by code, origins or source anywhere; named by the package and its model.
    for (const Pt2Archive &a : run.archives)
        for (const AotiModel &m : a.aotiModels)
            for (const KernelDef &def : m.code.kernels) {
                SideKernel k;
                k.side.name = def.name;
                k.side.compileId = QStringLiteral("aoti %1").arg(QFileInfo(a.path).fileName());
                k.side.graph = m.name;
                k.side.kind = def.kind;
                k.side.sourceNodes = def.sourceNodes;
                k.side.atenOps = def.atenOps;
                for (const KernelLaunch &l : m.code.launches)
                    k.side.launches += l.kernel == def.name ? 1 : 0;
                k.source = m.kernelCode.value(def.name);
                k.side.source = k.source;
                // A Triton kernel of a CUDA package has no source here (compiled into a cubin).
                k.side.codeHash = k.source.isEmpty() ? QString() : kernelCodeHash(k.source, def.name);
                out.push_back(std::move(k));
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
    // The scope (graph part and kind) as a number, once per kernel.
    QHash<QString, int> scopes;
    auto scopeIds = [&](const std::vector<SideKernel> &side) {
        std::vector<int> out;
        out.reserve(side.size());
        for (const SideKernel &k : side) {
            const QString key = scopeKey(k.side);
            auto it = scopes.constFind(key);
            if (it == scopes.cend())
                it = scopes.insert(key, static_cast<int>(scopes.size()));
            out.push_back(*it);
        }
        return out;
    };
    const std::vector<int> scopeA = scopeIds(a), scopeB = scopeIds(b);
    // B's compile for A's kernel within compile pairs; -1 when its compile has no partner.
    auto partnerCompile = [&](const SideKernel &k) {
        return k.compile >= 0 && k.compile < static_cast<int>(compilePartner.size())
            ? compilePartner[static_cast<size_t>(k.compile)]
            : -1;
    };
    // Tiers by key: within compile pairs (the key holds B's compile), then anywhere; A's
    // kernels in order take B's unmatched kernels of the same key in order.
    using Key = QString (*)(const SideKernel &);
    auto byKey = [&](Key key, KernelPair::Match how, bool withinPair) {
        struct Bucket {
            std::vector<int> members;
            size_t next = 0;
        };
        auto fullKey = [&](const QString &k, int scope, int compile) {
            return withinPair ? QStringLiteral("%1#%2#%3").arg(k).arg(scope).arg(compile)
                              : QStringLiteral("%1#%2").arg(k).arg(scope);
        };
        QHash<QString, Bucket> index;
        for (size_t j = 0; j < b.size(); ++j)
            if (partnerB[j] < 0 && (!withinPair || b[j].compile >= 0))
                if (const QString k = key(b[j]); !k.isEmpty())
                    index[fullKey(k, scopeB[j], b[j].compile)].members.push_back(static_cast<int>(j));
        for (size_t i = 0; i < a.size(); ++i) {
            if (partnerA[i] >= 0)
                continue;
            const int compile = partnerCompile(a[i]);
            if (withinPair && compile < 0)
                continue;
            const QString k = key(a[i]);
            if (k.isEmpty())
                continue;
            const auto it = index.find(fullKey(k, scopeA[i], compile));
            if (it == index.end())
                continue;
            Bucket &bucket = *it;
            while (
                bucket.next < bucket.members.size() && partnerB[static_cast<size_t>(bucket.members[bucket.next])] >= 0)
                ++bucket.next;
            if (bucket.next < bucket.members.size())
                link(i, static_cast<size_t>(bucket.members[bucket.next++]), how, 1);
        }
    };
    const Key code = [](const SideKernel &k) { return k.side.codeHash; };
    const Key origins = [](const SideKernel &k) { return originsKey(k.side); };
    for (bool within : { true, false })
        byKey(code, KernelPair::Match::CodeHash, within);
    for (bool within : { true, false })
        byKey(origins, KernelPair::Match::Origins, within);
    matchSimilar(a, b, scopeA, scopeB, partnerCompile, minSimilarity, partnerA, partnerB, link);
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
