#pragma once

#include "core/ab/abwhy.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace cs::ab {

// The measured processes of a mode that made calls of the region, in the order analyse() pools
// them (schedule order), with the region they made.
QList<QPair<const AbProcessRun *, const ProbeRegion *>> processesOf(
    const AbRunSet &runs, const QString &mode, const QString &key);

// The trace facts of a region in a mode, from the first of its traces that reads. A trace that
// does not read is a problem ("runs/…gz: not a valid chrome trace", once each), and the last such
// problem is `failure`: what the region's entry says instead of the causes from its trace.
std::optional<WhyTraceFacts> readFacts(
    const AbRunSet &runs, const QString &mode, const QString &key, QStringList &problems, QString &failure);

} // namespace cs::ab
