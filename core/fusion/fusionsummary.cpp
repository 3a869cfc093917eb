#include "core/fusion/fusionsummary.h"

#include "core/fusion/reasons.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cs {
namespace {

// The reason with its values cut off: `numel/rnumel mismatch (reduce) (4096, 64), (1, 1)` →
// `numel/rnumel mismatch (reduce)`.
QString reasonWords(const QString &text)
{
    static const QRegularExpression valuesStart(QStringLiteral(R"( \((?!non-reduce\)|reduce\)))"));
    const qsizetype cut = text.indexOf(valuesStart);
    return cut < 0 ? text : text.left(cut);
}

} // namespace

FusionSummary summarizeFusion(const FusionGraph &g)
{
    FusionSummary s;
    s.nodesBefore = static_cast<int>(g.nodes.size());
    s.nodesAfter = static_cast<int>(g.finals.size());
    QHash<QString, int> blockedIndex;
    QHash<QString, QSet<QPair<int, int>>> pairs;
    QHash<QString, int> valueIndex;
    for (const FusionDecision &d : g.decisions) {
        if (d.kind == FusionDecision::Kind::Fuse) {
            ++s.fuses;
            continue;
        }
        if (d.kind == FusionDecision::Kind::Benchmark)
            ++s.benchmarks;
        else
            ++s.rejects;
        if (d.category.isEmpty())
            continue; // a benchmark verdict for fusion
        if (d.kind == FusionDecision::Kind::Reject && d.a.isEmpty())
            ++s.unnamedRejects;
        auto it = blockedIndex.find(d.category);
        if (it == blockedIndex.end()) {
            const ReasonCategory &c = FusionReasons::category(d.category);
            it = blockedIndex.insert(d.category, static_cast<int>(s.blocked.size()));
            s.blocked.push_back({ c.id, c.title, 0, 0, c.settings });
        }
        ++s.blocked[size_t(*it)].lines;
        if (d.nodeA >= 0 && d.nodeB >= 0)
            pairs[d.category] << qMakePair(std::min(d.nodeA, d.nodeB), std::max(d.nodeA, d.nodeB));
        if (!d.values.empty()) {
            QStringList parts;
            for (const auto &[name, value] : d.values)
                parts << name + u'=' + value;
            const QString key = d.category + u'|' + reasonWords(d.text) + u'|' + parts.join(QStringLiteral(", "));
            auto v = valueIndex.find(key);
            if (v == valueIndex.end()) {
                v = valueIndex.insert(key, static_cast<int>(s.values.size()));
                s.values.push_back({ d.category, reasonWords(d.text), parts.join(QStringLiteral(", ")), 0 });
            }
            ++s.values[size_t(*v)].count;
        }
    }
    for (FusionSummary::Blocked &b : s.blocked)
        b.pairs = static_cast<int>(pairs.value(b.category).size());
    std::stable_sort(
        s.blocked.begin(), s.blocked.end(), [](const auto &a, const auto &b) { return a.lines > b.lines; });
    std::stable_sort(s.values.begin(), s.values.end(), [](const auto &a, const auto &b) { return a.count > b.count; });
    for (size_t i = 0; i < g.finals.size(); ++i) {
        const FinalNode &f = g.finals[i];
        const bool generated = f.kernel.kind == QLatin1String("triton") || f.kernel.kind == QLatin1String("cpp")
            || f.kernel.kind == QLatin1String("template");
        bool externish = f.kernel.kind == QLatin1String("extern") || f.kernel.kind == QLatin1String("none");
        if (f.kernel.kind.isEmpty() && f.members.size() == 1) {
            const SchedNode &n = g.nodes[size_t(f.members[0])];
            externish = n.isExtern() || n.isNop();
        }
        if (externish)
            s.externs.push_back(static_cast<int>(i));
        else if (f.members.size() == 1 && (generated || f.kernel.kind.isEmpty()))
            s.alone.push_back(static_cast<int>(i));
        if (f.members.size() > 1) {
            if (f.internalBytes) {
                s.internalBytes += *f.internalBytes;
                s.savedTraffic += f.savedTraffic.value_or(0);
                if (*f.internalBytes > 0)
                    s.saved.push_back({ static_cast<int>(i), *f.internalBytes, f.savedTraffic.value_or(0) });
            } else if (g.pre) {
                ++s.unknownBytes;
            }
        }
    }
    std::stable_sort(
        s.saved.begin(), s.saved.end(), [](const auto &a, const auto &b) { return a.traffic > b.traffic; });
    return s;
}

} // namespace cs
