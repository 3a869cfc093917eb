#pragma once

#include "core/util/decompress.h"
#include <QByteArray>

#include <QString>

#include <memory>

class QTextStream;

namespace cs::app {

// The command line's output channels: results on stdout, messages and progress on stderr.

// Says `compilescope: <message>` on stderr and returns `code` (the command's exit status).
int cliFail(const QString &message, int code = 1);
QTextStream &cliOut();
QTextStream &cliErr();
// Writes bytes (a JSON document, an image) to stdout after what cliOut() holds.
void cliWriteBytes(const QByteArray &bytes);
// Flushes stdout; returns why what was written there did not all arrive (a full disk), or an
// empty string. Every command's exit goes through it: a lost result is exit 1.
QString cliFinishStdout();
// Keeps `object` until the process exits: a command is about to end, and freeing a big run's
// millions of objects one by one (a tenth of a 1 GB log's `summary`) is left to the kernel.
void cliKeepUntilExit(std::shared_ptr<const void> object);
// Text for a terminal that holds strings from a trace: control characters (ANSI escapes) and
// bidi overrides become visible escapes; line breaks and tabs stay.
QString cliText(const QString &text);

// `--max-decompressed SIZE` and `--max-ratio N`, shared by the commands that read runs.
bool isLimitOption(const QString &option);
// Applies one; returns what is wrong with its value, or an empty string.
QString parseLimitOption(const QString &option, const QString &value, DecodeLimits &limits);

} // namespace cs::app
