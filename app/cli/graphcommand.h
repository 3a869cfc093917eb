#pragma once

#include <QStringList>

namespace cs::app {

// `compilescope graph PATH... --list [--json]` and
// `compilescope graph PATH... --graph ID [--format json|dot|svg|png] [--collapsed] [-o FILE]`.
int graphCommand(const QStringList &args);

} // namespace cs::app
