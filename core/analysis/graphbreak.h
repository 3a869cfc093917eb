#pragma once

#include "core/model/graphbreakinfo.h"

#include <QString>

namespace cs {

// Parses a `dynamo_graph_break_reason` payload or a `[__graph_breaks]` message.
GraphBreakInfo parseGraphBreak(const QString &payload);
// The class one of PyTorch's hint sentences names (GraphBreakInfo::hintClasses), or empty.
QString graphBreakHintClass(const QString &hint);

} // namespace cs
