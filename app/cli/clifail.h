#pragma once

#include "core/util/decompress.h"

#include <QString>

namespace cs::app {

// Says `compilescope: <message>` on stderr and returns `code` (the command's exit status).
int cliFail(const QString &message, int code = 1);

// `--max-decompressed SIZE` and `--max-ratio N`, shared by the commands that read runs.
bool isLimitOption(const QString &option);
// Applies one; returns what is wrong with its value, or an empty string.
QString parseLimitOption(const QString &option, const QString &value, DecodeLimits &limits);

} // namespace cs::app
