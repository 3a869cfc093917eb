#pragma once

#include <QString>

namespace cs::viewers {

// PyTorch names the graphs of a restarted compile's later attempt "1/0_1" (compile 1/0, attempt 1),
// while the compile tree lists the compile once as 1/0 with its attempts. For a graph or stage id
// of such an attempt ("1/0_1:forward"), a sentence tying it to the tree's row, ending in a blank
// line; empty for any other id.
QString attemptNote(const QString &graphId);

} // namespace cs::viewers
