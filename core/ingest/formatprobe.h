#pragma once

#include <QString>

#include <string_view>

namespace cs {

// What an input file is, recognised by content (never by name).
// AbRecord: an A/B folder's ab-runs.json (`compilescope ab`): the window opens its folder in the
// A/B view (core/ab readRunSet); the run loader reads no trace from it.
enum class InputFormat { TorchTrace, TorchLogs, OutputCode, ChromeTrace, Pt2Archive, DebugRun, AbRecord, Unknown };

// `head` is the start of the file, decompressed (a few tens of KiB).
InputFormat probeFormat(std::string_view head);
QString formatName(InputFormat format);

} // namespace cs
