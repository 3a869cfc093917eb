#pragma once

#include <QString>

namespace cs::app {

// Says `compilescope: <message>` on stderr and returns `code` (the command's exit status).
int cliFail(const QString &message, int code = 1);

} // namespace cs::app
