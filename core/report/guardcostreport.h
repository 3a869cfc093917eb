#pragma once

#include "core/analysis/guardcost.h"

#include <QJsonObject>
#include <QTextStream>

namespace cs {

// explain's "Guard cost" section: the costliest compiles' guards (count, kinds, tree, the check's
// latency and its share of a call where a profiler trace timed the call) and the levers that cut
// it. Written when some compile's check is slow enough to matter (GuardCostReport::matters).
void writeGuardCostText(const GuardCostReport &r, QTextStream &s);

// Some compile's check takes 100 µs or more (cold), or it has 1000 guards or more: worth a section.
// (Its share of a call is shown, not used here: a cold check against a warm call overstates it.)
bool guardCostMatters(const GuardCostReport &r);

// Whether cutting guards can pay, weighed against the call: the costliest compile's cold check as a
// share of its call's host time where a profiler trace timed the call (a warm check is several
// times faster, so a cold share under GuardShareWorthCutting gains a few percent at most), else
// the check's latency to weigh against the user's own step. Levers trade away safety: said before
// them. `worth`: 1 worth weighing, 0 not, -1 unknown (no call timed).
constexpr double GuardShareWorthCutting = 0.10;
struct GuardCostWeight {
    int worth = -1;
    QString text; // translated
};
GuardCostWeight guardCostWeight(const GuardCostReport &r);

// `guard_cost` in explain JSON (EXPLAIN_JSON.md).
QJsonObject guardCostJson(const GuardCostReport &r);

} // namespace cs
