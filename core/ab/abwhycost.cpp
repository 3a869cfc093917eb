#include "core/ab/abwhy.h"

#include "core/stats/descriptive.h"

#include <algorithm>
#include <vector>

namespace cs::ab {
namespace {

bool traced(const AbProcessRun &r)
{
    if (const ProbeProcess *p = r.probe.main())
        for (const ProbeRegion &region : p->regions)
            if (!region.why.empty()
                || std::any_of(region.calls.begin(), region.calls.end(), [](const ProbeCall &c) { return c.profiled; }))
                return true;
    return false;
}

} // namespace

WhyTraceCost whyTraceCost(const AbRunSet &runs)
{
    WhyTraceCost cost;
    for (const AbProcessRun &r : runs.runs) {
        if (r.record || !r.finished())
            continue;
        cost.totalS += r.elapsedS;
        if (!r.succeeded() || !traced(r))
            continue;
        std::vector<double> untraced;
        for (const AbProcessRun &o : runs.runs)
            if (!o.record && o.mode == r.mode && o.succeeded() && !traced(o))
                untraced.push_back(o.elapsedS);
        ++cost.processes;
        if (!untraced.empty())
            cost.extraS += std::max(0.0, r.elapsedS - stats::median(untraced));
    }
    return cost;
}

} // namespace cs::ab
