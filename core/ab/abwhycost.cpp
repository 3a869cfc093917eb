#include "core/ab/abwhy.h"

#include "core/stats/descriptive.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace cs::ab {
namespace {

bool traced(const AbProcessRun &r)
{
    const ProbeProcess *p = r.probe.main();
    return p && p->traced;
}

} // namespace

WhyTraceCost whyTraceCost(const AbRunSet &runs)
{
    // Each traced process against the median of its mode's untraced ones.
    QHash<QString, std::vector<double>> untraced;
    for (const AbProcessRun &r : runs.runs)
        if (!r.record && r.succeeded() && !traced(r))
            untraced[r.mode].push_back(r.elapsedS);
    QHash<QString, double> typical;
    for (auto it = untraced.begin(); it != untraced.end(); ++it)
        typical.insert(it.key(), stats::median(it.value()));
    WhyTraceCost cost;
    for (const AbProcessRun &r : runs.runs) {
        if (r.record || !r.finished())
            continue;
        cost.totalS += r.elapsedS;
        if (!r.succeeded() || !traced(r))
            continue;
        ++cost.processes;
        if (const auto t = typical.constFind(r.mode); t != typical.constEnd())
            cost.extraS += std::max(0.0, r.elapsedS - *t);
    }
    return cost;
}

} // namespace cs::ab
